"""Speed of the Picchetto engine (prints figures; not a test).

* complete random-play deals per second through the public state API:
  a new seeded state, RandomPlayer moves for the exchange, declarations and
  the tricks, and the scoring, for every preset in ``PRESETS`` (one deal;
  the three- and four-player presets run on the table engine);
* ``declarations(elder, younger)`` calls per second on random hand pairs
  given as CardSets.

Usage: ``python benchmarks/bench_picchetto.py [deals] [pairs] [PRESET,PRESET...]``.  CPU time
(``time.process_time``) is reported, best of three runs, so that other
processes on a shared machine disturb the figures less.
"""

from __future__ import annotations

import random
import sys
import time

from cardkit import CardSet, FRENCH
from cardkit.picchetto import PRESETS, RandomPlayer, declarations
from cardkit.picchetto.variants import random_player


def deals_per_second(rules, n: int) -> float:
    rules = rules.single_deal()
    best = 0.0
    for _ in range(3):
        t = time.process_time()
        for i in range(n):
            s = rules.new_game(i)
            player = random_player(rules, i)   # Voleur's and Auction's own for their presets
            while not s.is_over():
                s.play(player(s))
        best = max(best, n / (time.process_time() - t))
    return best


def declarations_per_second(n: int) -> float:
    r = random.Random(1)
    pairs = []
    for _ in range(n):
        cards = r.sample(FRENCH.cards, 24)
        pairs.append((CardSet(cards[:12]), CardSet(cards[12:])))
    best = 0.0
    for _ in range(3):
        t = time.process_time()
        for e, y in pairs:
            declarations(e, y)
        best = max(best, n / (time.process_time() - t))
    return best


def calibration() -> float:
    """Seconds of CPU for a plain 10**6-step Python loop (machine speed)."""
    t = time.process_time()
    x = 0
    for i in range(10 ** 6):
        x += i
    return time.process_time() - t


def main(argv):
    deals = int(argv[1]) if len(argv) > 1 else 3000
    pairs = int(argv[2]) if len(argv) > 2 else 50000
    print(f"machine: a 10**6-step Python loop takes {calibration():.3f} s of CPU")
    only = argv[3].split(",") if len(argv) > 3 else None
    got = {}
    for name, rules in PRESETS.items():       # every preset, the tables' (3 and 4 players) too
        if only and name not in only:
            continue
        target = "2,500" if rules.players > 2 else "3,000"
        got[name] = deals_per_second(rules, deals)
        print(f"{name}: {got[name]:,.0f} complete random deals per second "
              f"(target >= {target})")
    if "ITALIANO" in got and "RUBICON" in got:
        # partial declarations (ITALIANO) must not make random play slower
        # than the same engine without them: target within ~5% of RUBICON
        print(f"ITALIANO / RUBICON: {got['ITALIANO'] / got['RUBICON'] - 1:+.1%}")
    print(f"declarations: {declarations_per_second(pairs):,.0f} hand pairs per second "
          f"(target >= 50,000)")


if __name__ == "__main__":
    main(sys.argv)
