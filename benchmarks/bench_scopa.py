"""Speed of the Scopa engine (plain script: ``python benchmarks/bench_scopa.py``).

Figures printed:

1. **random-play hands per second**: 2-player hands dealt (seeded
   shuffle, redeals included), played to the end with uniformly random legal
   moves and scored, all through the public state API (``ScopaState``,
   ``legal_moves()``, ``play()``, ``hands_played``), matches to the default
   target one after another.  Target: at least 5,000 a second on one core.
2. the same for 3 and 4 players;
3. **score_hand piles per second**: ``score_hand`` on the two piles of
   finished random hands, given as ``CardSet``s and as notation strings.
   Target: at least 100,000 piles a second.

Times are CPU time of this process (``time.process_time``).  On a shared
virtual machine even CPU time varies by a third from one second to the next
(other guests take the host's cores), so each figure is printed as the best
of many short runs (the run least disturbed: the speed of the code, as
``timeit`` advises) and as their median (what a disturbed machine gives).
Random play starts after 2,000 warm-up hands: the engine caches capture
combinations per table, and a long simulation (lesson 06 plays thousands of
hands) runs with warm caches.  ``--quick`` runs fewer repetitions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from cardkit.cards import CardSet
from cardkit.scopa import ScopaRules, ScopaState, score_hand

clock = time.process_time


def random_hands(players: int, hands: int, seed: int) -> float:
    """Hands per second of seeded random play through the public API."""
    rules = ScopaRules(players=players)
    rnd = random.Random(seed).random
    done = 0
    game = 0
    t0 = clock()
    while done < hands:
        s = ScopaState(rules, seed=f"{seed}-{game}")
        game += 1
        while not s.is_over():
            legal = s.legal_moves()
            s.play(legal[int(rnd() * len(legal))])     # a uniformly random legal move
        done += s.hands_played
    return done / (clock() - t0)


def sample_piles(n: int) -> list:
    """Piles of finished random 2-player hands (as CardSets)."""
    rules = ScopaRules(players=2, target=10**9)
    s = ScopaState(rules, seed="piles")
    rng = random.Random(1)
    out = []
    while len(out) < n:
        h = s.hands_played
        while s.hands_played == h:
            s.play(rng.choice(s.legal_moves()))
        rec = s.hand_record(h)
        # rebuild the piles from the record: every capture and the leftovers
        piles = [0, 0]
        for p in rec.plays:
            if p.taken:
                m = 1 << p.card
                for c in p.taken:
                    m |= 1 << c
                piles[p.side] |= m
        if rec.leftovers_to is not None:
            for c in rec.leftovers:
                piles[rec.leftovers_to] |= 1 << c
        scope = [sc.scope for sc in rec.scores]
        out.append(([CardSet.from_mask(m) for m in piles], scope))
    return out


def score_rate(samples, as_text: bool, repeat: int) -> float:
    if as_text:
        samples = [([str(p) for p in piles], scope) for piles, scope in samples]
    t0 = clock()
    for _ in range(repeat):
        for piles, scope in samples:
            score_hand(piles, scope)
    return 2 * len(samples) * repeat / (clock() - t0)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = ap.parse_args(argv)
    runs = 5 if args.quick else 15
    hands = 500 if args.quick else 1000

    print(f"Python {sys.version.split()[0]}, CPU time; best and median of {runs} runs")
    random_hands(2, 2000, 99)  # warm the caches of capture combinations
    for players in (2, 3, 4):
        rates = [random_hands(players, hands, 1000 * players + k) for k in range(runs)]
        target = "  (target >= 5,000)" if players == 2 else ""
        print(f"random play, {players} players: best {max(rates):7,.0f}, "
              f"median {statistics.median(rates):7,.0f} hands/s{target}")

    samples = sample_piles(500)
    for as_text in (False, True):
        rates = [score_rate(samples, as_text, 20 if not args.quick else 5) for _ in range(runs)]
        kind = "notation strings" if as_text else "CardSets"
        print(f"score_hand ({kind}): best {max(rates):9,.0f}, "
              f"median {statistics.median(rates):9,.0f} piles/s  (target >= 100,000)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
