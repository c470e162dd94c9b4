"""The Picchetto coach: strength, decision times, and the double-dummy solver
(prints figures; not a test).

* strength: ``SearchPlayer("strong")`` against the rule-based
  ``ComputerPlayer`` over Rubicon parties (the ``RUBICON`` preset: a partie
  of 6 deals), duplicate deals with the seats swapped, win rate with its
  Wilson 95% interval (target: at least 60%);
* decision times in CPU time (strong, medium, ComputerPlayer) over seeded
  positions of the play and of the exchange (target: strong median at most
  300 ms);
* the solver: agreement of ``double_dummy`` with the brute-force minimax on
  500 seeded endings of 3 and 4 tricks (ITALIANO, RUBICON, PICCHETTO_150),
  and the median time to solve a whole open deal over 20 seeded deals
  (target: at most 3 s).

Usage: ``python benchmarks/bench_coach_picchetto.py [matches] [--jobs N]
[--only strength|times|solver]`` (matches default 1000).  Report the load
(``uptime``) with the figures: the machine may be shared.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from coach_harness import decision_times, strength  # noqa: E402

from cardkit.picchetto import (  # noqa: E402
    ITALIANO, PICCHETTO_150, RUBICON, ComputerPlayer, RandomPlayer, SearchPlayer, double_dummy, play_out,
)
from cardkit.picchetto.solver import brute_force  # noqa: E402


def party(seed: int, swapped: bool) -> float:
    """One Rubicon partie: the strong coach against ComputerPlayer; 1 for a
    win of the coach, 0 for a loss, 0.5 for a draw."""
    s = RUBICON.new_game(seed)
    coach = 1 if swapped else 0
    players = [ComputerPlayer(), ComputerPlayer()]
    players[coach] = SearchPlayer("strong", seed=seed)
    play_out(s, players)
    return 0.5 if s.winner is None else float(s.winner == coach)


def positions(n_deals: int):
    """Exchange and play positions from seeded Rubicon and Italian deals
    played by ComputerPlayer."""
    ex, pl = [], []
    cp = ComputerPlayer()
    for seed in range(n_deals):
        rules = (RUBICON if seed % 2 else ITALIANO).single_deal()
        s = rules.new_game(seed)
        while not s.is_over():
            if s.phase == "exchange":
                ex.append(s.copy())
            elif s.phase == "play" and len(s.legal_moves()) > 1:
                pl.append(s.copy())
            s.play(cp(s))
    return ex, pl


def ending(rules, seed: int, tricks: int, player):
    """A seeded deal played by ``player`` until ``tricks`` tricks are left
    (one more card when the seed is odd: a trick in progress)."""
    s = rules.single_deal().new_game(seed)
    while not (s.phase == "play" and s.tricks_won[0] + s.tricks_won[1] + tricks >= 12):
        s.play(player(s))
    if seed % 2:
        s.play(player(s))
    return s


def solver_figures(endings: int = 500, deals: int = 20) -> None:
    agree = 0
    t = time.process_time()
    for i in range(endings):
        rules = (ITALIANO, RUBICON, PICCHETTO_150)[i % 3]
        player = ComputerPlayer() if i % 4 < 2 else RandomPlayer(i)
        s = ending(rules, i, 3 + i % 2, player)
        agree += double_dummy(s).value == brute_force(s)
    print(f"solver vs brute force: {agree} of {endings} endings of 3-4 tricks agree "
          f"({time.process_time() - t:.1f} s CPU)", flush=True)
    times = []
    for seed in range(deals):
        s = RUBICON.replace(open_hands=True).single_deal().new_game(seed)
        cp = ComputerPlayer()
        while s.phase != "play":
            s.play(cp(s))
        t = time.process_time()
        double_dummy(s)
        times.append(time.process_time() - t)
    print(f"whole open deal solved: median {statistics.median(times):.3f} s CPU, "
          f"max {max(times):.3f} s over {deals} deals (target <= 3 s)", flush=True)


def time_figures(n_deals: int = 20) -> None:
    ex, pl = positions(n_deals)
    for label, player in (("strong", SearchPlayer("strong")), ("medium", SearchPlayer("medium")),
                          ("ComputerPlayer", ComputerPlayer())):
        for kind, ps in (("play", pl), ("exchange", ex)):
            r = decision_times(player, ps, f"{label}, {kind}")
            if label == "ComputerPlayer":
                print(f"  (ComputerPlayer, {kind}: mean {r['mean_ms'] * 1000:.1f} µs a decision)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("matches", nargs="?", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", choices=("strength", "times", "solver"))
    a = ap.parse_args()
    print(f"load: {os.getloadavg()[0]:.2f} (1-minute average)", flush=True)
    if a.only in (None, "solver"):
        solver_figures()
    if a.only in (None, "times"):
        time_figures()
    if a.only in (None, "strength"):
        strength(party, a.matches, a.jobs, "strong vs ComputerPlayer, Rubicon parties (6 deals)")


if __name__ == "__main__":
    main()
