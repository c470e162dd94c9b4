"""Machine instructions per random-play Scopa hand, counted by valgrind.

CPU-time figures on a shared virtual machine move by a third from minute to
minute; an instruction count does not.  This script runs a worker twice under
``valgrind --tool=callgrind`` (warm-up only, then warm-up plus the measured
hands) and prints the difference per hand:

    python benchmarks/instructions_scopa.py [--warm 3000] [--hands 1000]

The measured hands use seeds the warm-up never saw (as in a long
simulation); ``--same-seeds`` replays the warm-up's seeds instead (every
cache hit: the engine's floor).  Needs valgrind (Debian package ``valgrind``);
takes a few minutes, since valgrind runs Python about fifty times slower.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys


def worker(warm: int, hands: int, same: bool) -> None:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from bench_scopa import random_hands
    random_hands(2, warm, 1000)
    if hands:
        random_hands(2, hands, 1000 if same else 2000)


def count(args: list) -> int:
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           sys.executable, os.path.abspath(__file__), "--worker", *args]
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--warm", type=int, default=3000, help="warm-up hands")
    ap.add_argument("--hands", type=int, default=1000, help="measured hands")
    ap.add_argument("--same-seeds", action="store_true", help="measure on the warm-up's seeds")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.worker:
        worker(a.warm, a.hands, a.same_seeds)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt install valgrind)")
        return 1
    same = ["--same-seeds"] if a.same_seeds else []
    base = count(["--warm", str(a.warm), "--hands", "0"])
    full = count(["--warm", str(a.warm), "--hands", str(a.hands), *same])
    kind = "warm-up seeds again" if a.same_seeds else "new seeds"
    print(f"{(full - base) / a.hands:,.0f} instructions per 2-player hand "
          f"({a.hands} hands after {a.warm} warm-up hands, {kind})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
