"""How long the Belote widgets take to answer the learner (no browser).

Plays whole seeded games through BeloteGame, the learner's moves chosen by a
RuleBasedPlayer and made by clicking buttons / setting the hand's selection,
and prints CPU time per game and per learner action (each action includes
the computers' replies and the redraw of every part).

    python benchmarks/belote_widgets.py [games]
"""

from __future__ import annotations

import sys
import time

from cardkit import belote
from cardkit.widgets.belote.game import BeloteGame


def play(game: BeloteGame, chooser) -> int:
    actions = 0
    while not game.over:
        st = game.state
        if st.phase == "deal":
            game.next_button.click()
        elif st.phase in ("bid1", "bid2", "senza"):
            game.bidding.buttons[chooser.choose(st)].click()
        else:
            game.hand.hand.selected = [str(chooser.choose(st))]
        actions += 1
    return actions


def main(games: int = 5) -> None:
    chooser = belote.RuleBasedPlayer()
    t0 = time.process_time()
    game = BeloteGame(seed=0)
    t_build = time.process_time() - t0
    total_actions = 0
    t0 = time.process_time()
    for seed in range(games):
        g = BeloteGame(seed=seed)
        total_actions += play(g, chooser)
    cpu = time.process_time() - t0
    print(f"BeloteGame construction: {t_build * 1000:.1f} ms CPU")
    print(f"{games} whole games, {total_actions} learner actions: {cpu:.2f} s CPU")
    print(f"per game: {cpu / games * 1000:.0f} ms CPU; per learner action: {cpu / total_actions * 1000:.2f} ms CPU")
    del game


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
