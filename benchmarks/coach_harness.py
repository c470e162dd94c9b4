"""Shared harness for the coach benchmarks (strength and decision speed).

Not a test: the ``bench_coach_<game>.py`` scripts use it to

* play duplicate matches: for each deal seed the match is played twice, the
  candidate in one seat and then in the other, so luck of the cards cancels
  out (:func:`strength`); matches run in ``jobs`` worker processes and the
  win rate is printed with its 95% Wilson interval;
* time decisions in CPU time and print the median and the 90th percentile
  (:func:`decision_times`).

A match function has the signature ``play(seed, swapped) -> float``: the
candidate's result, 1 for a win, 0 for a loss, 0.5 for a draw.
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from cardkit.coach import wilson


def _run(args):
    play, seed, swapped = args
    return play(seed, swapped)


def strength(play, matches: int, jobs: int = 2, label: str = "", first_seed: int = 0) -> dict:
    """Play ``matches`` matches (``matches // 2`` deal seeds, each with seats
    swapped) and print the candidate's win rate with its 95% interval."""
    seeds = range(first_seed, first_seed + (matches + 1) // 2)
    tasks = [(play, s, sw) for s in seeds for sw in (False, True)][:matches]
    t = time.time()
    results = []

    def collect(stream):
        # a running total every 100 matches, so that a long run shows where it stands
        for r in stream:
            results.append(r)
            if len(results) % 100 == 0 and len(results) < len(tasks):
                print(f"  {label}: {sum(results):g} of {len(results)} so far "
                      f"({time.time() - t:.0f} s)", flush=True)

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            collect(ex.map(_run, tasks, chunksize=4))
    else:
        collect(_run(a) for a in tasks)
    wins = sum(results)
    n = len(results)
    lo, hi = wilson(wins, n)
    out = {"label": label, "matches": n, "wins": wins, "rate": wins / n if n else 0.0,
           "low": lo, "high": hi, "seconds": time.time() - t}
    print(f"{label}: {wins:g} of {n} matches won = {out['rate']:.1%} "
          f"(95% CI {lo:.1%} – {hi:.1%}); {out['seconds']:.0f} s wall", flush=True)
    return out


def decision_times(decide, positions, label: str = "") -> dict:
    """CPU time of ``decide(position)`` over ``positions``: median, 90th
    percentile and mean, in milliseconds."""
    times = []
    for pos in positions:
        t = time.process_time()
        decide(pos)
        times.append((time.process_time() - t) * 1000)
    times.sort()
    out = {"label": label, "n": len(times), "median_ms": statistics.median(times),
           "p90_ms": times[int(0.9 * (len(times) - 1))], "mean_ms": statistics.fmean(times)}
    print(f"{label}: {out['n']} decisions, median {out['median_ms']:.1f} ms, "
          f"90th percentile {out['p90_ms']:.1f} ms, mean {out['mean_ms']:.1f} ms", flush=True)
    return out


def arg(n: int, default):
    """The n-th command-line argument converted like ``default``."""
    return type(default)(sys.argv[n]) if len(sys.argv) > n else default
