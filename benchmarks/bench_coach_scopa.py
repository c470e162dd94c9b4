"""Strength and speed of the Scopa coach (plain script).

    python3 benchmarks/bench_coach_scopa.py [MATCHES] [--jobs J] [--speed-only] [--strength-only]

1. **strength**: ``SearchPlayer("strong")`` against the
   :class:`~cardkit.scopa.RuleBasedPlayer`, two players, matches to 11,
   duplicate deals (each deal seed is played twice, the coach in one seat
   and then in the other); then the same for ``SearchPlayer("medium")``.
   ``MATCHES`` (default 1,000) matches each, in ``J`` worker processes
   (default 2); prints the win rate with its 95% Wilson interval.  Target
   (issue 9): strong wins at least 60%.
2. **speed**: CPU time per decision (median and 90th percentile) of the
   rule-based player (through the full view, as before issue 9, and through
   ``turn_info``) and of the medium and strong coach, over seeded positions
   of rule-based matches where there is a choice.  Target: strong median at most 300 ms;
   the budget (worlds per level, :data:`cardkit.scopa.search.WORLDS`) aims
   at 50-100 ms so that the strength run stays affordable on two cores.

Pilot figures (2026-12-01, 2 shared cores, load 4-9, deal seeds 0-99):
strong 163 of 200 matches = 81.5% (95% CI 75.5-86.3%); medium 144 of 200 =
72.0% (65.4-77.8%); strong with 256 worlds instead of 96: 164 of 200 =
82.0%, so more worlds buy nothing here.  Speed: strong median 11-14 ms,
90th percentile 24-32 ms; medium median 3.1-3.5 ms; the rule-based player
4.5 us a decision through ``turn_info`` against 37-47 us through the view.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from coach_harness import decision_times, strength  # noqa: E402

from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState, SearchPlayer  # noqa: E402


def match(level: str, seed: int, swapped: bool) -> float:
    """One two-player match to 11 from deal seed ``seed``: the coach at
    ``level`` against the rule-based player (the coach plays second when
    ``swapped``).  1 if the coach wins, else 0 (a match cannot be drawn)."""
    coach_seat = 1 if swapped else 0
    players = [RuleBasedPlayer(), RuleBasedPlayer()]
    players[coach_seat] = SearchPlayer(level, seed=seed)
    state = ScopaState(ScopaRules(players=2), seed=f"bench-coach/{seed}")
    while not state.is_over():
        state.play(players[state.current_player()].choose(state))
    return 1.0 if state.winner() == coach_seat else 0.0


def positions(n: int, seed: int = 0) -> list:
    """``n`` positions of two-player rule-based matches, each after a seeded
    number of moves, spread over every stage of a hand; only positions with
    a choice (a forced move costs the coach nothing)."""
    out = []
    rb = RuleBasedPlayer()
    rng = random.Random(seed)
    i = 0
    while len(out) < n:
        s = ScopaState(ScopaRules(players=2), seed=f"bench-coach-pos/{i}")
        i += 1
        for _ in range(rng.randrange(72)):
            s.play(rb.choose(s))
        if not s.is_over() and len(s.legal_moves()) > 1:
            out.append(s)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("matches", nargs="?", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--levels", default="strong,medium")
    ap.add_argument("--speed-only", action="store_true")
    ap.add_argument("--strength-only", action="store_true")
    a = ap.parse_args()
    levels = a.levels.split(",")
    if not a.strength_only:
        pos = positions(a.positions)
        rb = RuleBasedPlayer()
        for label, decide in [("rule-based player, through the full view (as before turn_info)",
                               lambda s: rb.choose(s.view(s.current_player()))),
                              ("rule-based player, through turn_info", rb.choose)]:
            t = decision_times(decide, pos * 10, label)
            print(f"  = {t['mean_ms'] * 1000:.1f} µs a decision on average", flush=True)
        for level in levels:
            player = SearchPlayer(level)
            decision_times(player.choose, pos, f"SearchPlayer({level!r})")
    if not a.speed_only:
        for level in levels:
            strength(functools.partial(match, level), a.matches, a.jobs,
                     f"SearchPlayer({level!r}) vs RuleBasedPlayer, 2 players, to 11",
                     a.first_seed)


if __name__ == "__main__":
    main()
