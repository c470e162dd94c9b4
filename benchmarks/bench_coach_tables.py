"""The coach at the five newer Picchetto tables: strength and decision times
(prints figures; not a test).

For each preset (``PICCHETTO_TRE``, ``PICCHETTO_COPPIE``, ``A_ECRIRE``,
``VOLEUR``, ``AUCTION``) the candidate ``SearchPlayer(level)`` plays whole
matches of the preset against the rule-based players of the other seats.
Matches are duplicate: each deal seed is played with the candidate in every
seat of its own rotation (two sides: both; three players: all three), so
the luck of the cards cancels out.  A match scores 1 for a win of the
candidate's side, 0.5 for a draw, 0 for a loss; at three players a fair
share is 1/3, not 1/2.  The decision times are the CPU time of the
candidate's decisions (median and 90th percentile).

Usage: ``python benchmarks/bench_coach_tables.py [matches] [--level strong]
[--only NAME] [--jobs N]`` (matches per preset, default 500).  Report the
load (``uptime``) with the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cardkit.coach import wilson  # noqa: E402
from cardkit.picchetto import PRESETS, PicchettoState, SearchPlayer  # noqa: E402

TABLES = sorted(k for k, r in PRESETS.items() if not isinstance(r.new_game(0), PicchettoState))


def seats(name: str) -> int:
    r = PRESETS[name]
    return 2 if r.partnerships or r.players == 2 else r.players


def match(args) -> tuple:
    """One match: ``(result, decision CPU times in ms)``."""
    name, seed, seat, level = args
    rules = PRESETS[name]
    s = rules.new_game(seed)
    easy = SearchPlayer("easy")
    cand = SearchPlayer(level, seed=seed)
    pairs = rules.partnerships
    times = []

    def mine(p: int) -> bool:
        return (p % 2 == seat) if pairs else p == seat

    while not s.is_over():
        p = s.current_player()
        if mine(p):
            t = time.process_time()
            m = cand(s)
            times.append((time.process_time() - t) * 1000)
        else:
            m = easy(s)
        s.play(m)
    side = seat
    result = 0.5 if s.winner is None else float(s.winner == side)
    return result, times


def run(name: str, matches: int, level: str, jobs: int) -> None:
    n_seats = seats(name)
    tasks = [(name, 1000 + i // n_seats, i % n_seats, level) for i in range(matches)]
    t = time.time()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            out = list(ex.map(match, tasks, chunksize=2))
    else:
        out = [match(a) for a in tasks]
    wins = sum(r for r, _t in out)
    times = sorted(x for _r, ts in out for x in ts)
    lo, hi = wilson(wins, len(out))
    fair = 1 / n_seats
    print(f"{name}: {level} won {wins:g} of {len(out)} matches = {wins / len(out):.1%} "
          f"(95% CI {lo:.1%} – {hi:.1%}; a fair share is {fair:.0%}); "
          f"decisions: {len(times)}, median {statistics.median(times):.1f} ms, "
          f"90th percentile {times[int(0.9 * (len(times) - 1))]:.1f} ms; {time.time() - t:.0f} s wall", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("matches", type=int, nargs="?", default=500)
    ap.add_argument("--level", default="strong", choices=("medium", "strong"))
    ap.add_argument("--only", choices=TABLES)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    for name in TABLES if a.only is None else [a.only]:
        run(name, a.matches, a.level, a.jobs)


if __name__ == "__main__":
    main()
