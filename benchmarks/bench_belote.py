"""Belote speed: random-play complete deals per second through the public
state API (bidding, honours, eight tricks, scoring), on one core.

    python benchmarks/bench_belote.py [seconds]

Prints deals/s, moves/s and the pure-function rates.  The brief asks for at
least 2,000 deals per second.  Rates are per second of CPU time of this
process (``time.process_time``), so that other jobs sharing the machine do
not distort them; the wall-clock rate is printed alongside.
"""

from __future__ import annotations

import random
import sys
import time

from cardkit import belote
from cardkit.belote import BELOTE, BeloteState


def random_deals(seconds: float) -> tuple[int, int, int, float]:
    """Play random matches for about ``seconds``; return (deals, void deals,
    moves, elapsed)."""
    rng = random.Random(1)
    deals = voids = moves = 0
    seed = 0
    t0 = time.process_time()
    while True:
        seed += 1
        s = BeloteState(BELOTE, seed)
        while not s.is_over():
            lm = s.legal_moves()
            s.play(lm[rng.randrange(len(lm))])
            moves += 1
        deals += len(s.deal_scores)
        voids += s.void_deals
        el = time.process_time() - t0
        if el > seconds:
            return deals, voids, moves, el


def random_players_deals(seconds: float) -> tuple[int, float]:
    """The same with :class:`cardkit.belote.players.RandomPlayer` objects."""
    from cardkit.belote.players import RandomPlayer
    ps = [RandomPlayer(i) for i in range(4)]
    deals = 0
    seed = 0
    t0 = time.process_time()
    while True:
        seed += 1
        s = BeloteState(BELOTE, seed)
        while not s.is_over():
            s.play(ps[s.current_player()].choose(s))
        deals += len(s.deal_scores)
        el = time.process_time() - t0
        if el > seconds:
            return deals, el


def rule_based_deals(seconds: float) -> tuple[int, float]:
    from cardkit.belote.players import RuleBasedPlayer
    ps = [RuleBasedPlayer() for _ in range(4)]
    deals = 0
    seed = 0
    t0 = time.process_time()
    while True:
        seed += 1
        s = BeloteState(BELOTE, seed)
        while not s.is_over():
            s.play(ps[s.current_player()].choose(s))
        deals += len(s.deal_scores)
        el = time.process_time() - t0
        if el > seconds:
            return deals, el


def pure_functions(n: int) -> float:
    hand, trick = "7H 8C JD 9D AS KS", "AS 10D"
    t0 = time.process_time()
    for _ in range(n):
        belote.legal_cards(hand, trick, "D")
    return n / (time.process_time() - t0)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    w0 = time.perf_counter()
    deals, voids, moves, el = random_deals(seconds)
    wall = time.perf_counter() - w0
    print(f"random play, public state API: {deals / el:8.0f} deals/s "
          f"({deals} played deals + {voids} void in {el:.2f} s CPU; {moves / el:.0f} moves/s; "
          f"wall clock {deals / wall:.0f} deals/s)")
    d, el = random_players_deals(seconds)
    print(f"RandomPlayer objects:          {d / el:8.0f} deals/s")
    d, el = rule_based_deals(seconds)
    print(f"RuleBasedPlayer objects:       {d / el:8.0f} deals/s")
    print(f"legal_cards on notation:       {pure_functions(20000):8.0f} calls/s")


if __name__ == "__main__":
    main()
