"""Speed of the accomodo advisor (prints figures; not a test).

For ``hands`` seeded deals (deal numbers 0, 1, ...; ITALIANO rules, one
deal), the advice for the elder's dealt hand and for the younger's hand
after the rule-based elder exchanged, at each coach level's budget: CPU time
per advice (``time.process_time``: median, maximum, total) and the stated
margin (median and largest 95% half-width of the best discard's value, and
of the best-against-second difference measured on the same deals).  The
target is the elder's strong advice in 2 s or less.

Usage: ``python benchmarks/bench_accomodo.py [hands] [level]`` (default 20
hands, every level).  Say the machine's load (``uptime``) with the figures.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from cardkit.picchetto import ITALIANO, ComputerPlayer
from cardkit.picchetto.advisor import CANDIDATES, SAMPLES, advice_for

sys.path.insert(0, os.path.dirname(__file__))
from coach_harness import arg  # noqa: E402


def position(deal: int, role: str):
    """Deal number ``deal`` at ``role``'s exchange (the elder exchanging as
    the rule-based player first, for the younger)."""
    s = ITALIANO.single_deal().new_game(deal)
    me = s.elder if role == "elder" else s.younger
    cp = ComputerPlayer()
    while not (s.phase == "exchange" and s.to_move == me):
        s.play(cp(s))
    return s


def measure(role: str, level: str, hands: int) -> None:
    times, margins, gaps = [], [], []
    for deal in range(hands):
        s = position(deal, role)
        t = time.process_time()
        a = advice_for(s, SAMPLES[level], deal, candidates=CANDIDATES[level])
        times.append(time.process_time() - t)
        margins.append(a.best.value_margin)
        gaps.append(a.gap_margin)
    print(f"{role:7} {level:6} ({SAMPLES[level]} deals, {CANDIDATES[level]} candidates): "
          f"median {statistics.median(times):.2f} s, max {max(times):.2f} s, "
          f"total {sum(times):.1f} s CPU; margin of the best value ± {statistics.median(margins):.1f} "
          f"(max {max(margins):.1f}) points, best-against-second ± {statistics.median(gaps):.1f} "
          f"(max {max(gaps):.1f})", flush=True)


def main() -> None:
    hands = arg(1, 20)
    levels = [arg(2, "")] if len(sys.argv) > 2 else ["strong", "medium", "easy"]
    print(f"accomodo advice, {hands} seeded deals, CPU time (load: {os.getloadavg()[0]:.2f})")
    for level in levels:
        for role in ("elder", "younger"):
            measure(role, level, hands)


if __name__ == "__main__":
    main()
