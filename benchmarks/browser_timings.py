"""What a learner waits for in the browser, against the kit's speed goals.

The browser tests (``tests/browser``, and the web edition's test) measure in
the page itself how long a click takes to change it and how long Hint takes
to show the hint, print each figure and append it to a timings file (see
``Timings`` in ``tests/browser/conftest.py``).  The tests fail only past a
10 s ceiling (a hang); the goals live here:

    python3 benchmarks/browser_timings.py              # run the browser tests, then report
    python3 benchmarks/browser_timings.py --runs 3     # three runs, pooled
    python3 benchmarks/browser_timings.py --from test-artifacts/browser-timings.jsonl

It prints, per measure and per thing measured, how many figures, the median
and the worst, and whether the median meets the goal; the exit status is 0
either way (a benchmark reports, it does not gate a landing).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: the goal of each measure, in milliseconds, for the median on this machine
GOALS_MS = {
    "Hint -> hint shown": 500,
    "click -> first change": 300,
    "click -> card played": 300,
    "open the lab -> first result": 20_000,
}


def run_tests(out: Path, extra: list[str]) -> int:
    env = dict(os.environ, CARDKIT_BROWSER_TIMINGS=str(out))
    cmd = [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
           "tests/browser", *extra]
    print("$", " ".join(cmd), flush=True)
    return subprocess.call(cmd, cwd=ROOT, env=env)


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def report(rows: list[dict]) -> str:
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    for row in rows:
        groups[row["measure"], row["what"]].append(row["ms"])
    lines = [f"{'measure':30} {'what':42} {'n':>3} {'median':>8} {'worst':>8}  goal"]
    for (measure, what), figures in sorted(groups.items()):
        median = statistics.median(figures)
        goal = GOALS_MS.get(measure)
        verdict = "" if goal is None else (f"≤ {goal} ms: " + ("met" if median <= goal else "MISSED"))
        lines.append(f"{measure:30} {what[:42]:42} {len(figures):3d} {median:7.0f}  {max(figures):7.0f}   {verdict}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="source", type=Path,
                        help="read this timings file instead of running the tests")
    parser.add_argument("--runs", type=int, default=1, help="how many runs of the browser tests")
    args, pytest_args = parser.parse_known_args(argv)  # the rest goes to pytest (e.g. -k coach)
    if args.source:
        rows = read(args.source)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "timings.jsonl"
            for _ in range(max(1, args.runs)):
                status = run_tests(out, pytest_args)
                if status:
                    print(f"(the browser tests exited {status}; their figures are reported anyway)")
            rows = read(out) if out.exists() else []
    if not rows:
        print("no timings were recorded")
        return 0
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
