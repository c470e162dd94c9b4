"""Speed of the Picchetto widgets without a browser (prints figures; not a test).

* a whole game to 151 through ``PicchettoGame`` (the learner's moves chosen
  by ComputerPlayer, every widget redrawn after each move): seconds per game
  and milliseconds per learner move;
* ``DeclarationsCalculator`` built on a pair of hands (8 clickable suit rows
  and the table): milliseconds per calculator;
* ``DeclarationDialogue``: milliseconds per dialogue.

Usage: ``python benchmarks/bench_picchetto_widgets.py [games]``.  CPU time
(``time.process_time``), best of three runs.
"""

from __future__ import annotations

import sys
import time

from cardkit.cards import FRENCH, shuffle
from cardkit.picchetto import ComputerPlayer
from cardkit.widgets.picchetto.calculator import DeclarationsCalculator
from cardkit.widgets.picchetto.dialogue import DeclarationDialogue
from cardkit.widgets.picchetto.game import PicchettoGame


def games(n: int):
    cp = ComputerPlayer()
    best = None
    for _ in range(3):
        t = time.process_time()
        moves = 0
        for seed in range(n):
            g = PicchettoGame(seed=seed)
            while not g.over:
                if g.phase == "deal":
                    g.next_deal()
                    continue
                g.play(cp(g.state))
                moves += 1
        dt = time.process_time() - t
        if best is None or dt < best[0]:
            best = (dt, moves)
    return best[0] / n, 1000 * best[0] / best[1]


def hands(seed):
    deck = shuffle(FRENCH.cards, f"bench/{seed}")
    return deck[:12], deck[12:24]


def per_widget(cls, n: int) -> float:
    pairs = [hands(i) for i in range(n)]
    best = None
    for _ in range(3):
        t = time.process_time()
        for e, y in pairs:
            cls(e, y)
        dt = time.process_time() - t
        best = dt if best is None else min(best, dt)
    return 1000 * best / n


def main(argv=None) -> int:
    argv = argv if argv is not None else sys.argv[1:]
    n = int(argv[0]) if argv else 5
    per_game, per_move = games(n)
    print(f"PicchettoGame: {per_game:.2f} s per game to 151, {per_move:.1f} ms per learner move ({n} games)")
    print(f"DeclarationsCalculator: {per_widget(DeclarationsCalculator, 20):.1f} ms per calculator")
    print(f"DeclarationDialogue: {per_widget(DeclarationDialogue, 50):.1f} ms per dialogue")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
