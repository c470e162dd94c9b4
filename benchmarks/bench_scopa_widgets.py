"""How fast the Scopa widgets answer (plain script, prints figures).

    python benchmarks/bench_scopa_widgets.py

* a whole ScopaGame match (2 and 4 players) played through the widget API,
  every learner move chosen by RuleBasedPlayer: time per learner move
  (it includes the computers' replies and the redraw);
* CaptureExplorer: time to redraw after one table click;
* ReplayViewer: time per step.

CPU time is reported (the machine is shared).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState, play_match  # noqa: E402
from cardkit.widgets.scopa.explorer import CaptureExplorer  # noqa: E402
from cardkit.widgets.scopa.game import ScopaGame  # noqa: E402
from cardkit.widgets.scopa.replay import ReplayViewer  # noqa: E402


def game(players: int, seed: int) -> tuple[int, float]:
    t = time.process_time()
    g = ScopaGame(players=players, seed=seed)
    p = RuleBasedPlayer()
    n = 0
    while not g.over:
        if g.between_hands:
            g.next_hand()
        else:
            g.play(p.choose(g.state))
            n += 1
    return n, time.process_time() - t


def main() -> None:
    for players in (2, 4):
        moves = secs = 0.0
        for seed in range(3):
            n, s = game(players, seed)
            moves += n
            secs += s
        print(f"ScopaGame {players} players: {moves:.0f} learner moves in {secs:.2f} s CPU "
              f"= {1000 * secs / moves:.1f} ms per move (with the computers' replies)")
    ex = CaptureExplorer("Rc")
    t = time.process_time()
    cards = ["2d", "3c", "5s", "Fb", "Ad", "4b"]
    k = 0
    for _ in range(20):
        for c in cards:
            ex.toggle_table(c)
            k += 1
    s = time.process_time() - t
    print(f"CaptureExplorer: {1000 * s / k:.1f} ms per table click")
    done = play_match(ScopaState(ScopaRules(), seed=11), [RuleBasedPlayer()] * 2)
    v = ReplayViewer(done, hand=1)
    t = time.process_time()
    for _ in range(v.moves):
        v.forward()
    s = time.process_time() - t
    print(f"ReplayViewer: {1000 * s / v.moves:.1f} ms per step")


if __name__ == "__main__":
    main()
