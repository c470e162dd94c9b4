"""Soak every widget with random front-end events; memory must stay flat.

    python benchmarks/soak_widgets.py                  # 10,000 events on each widget
    python benchmarks/soak_widgets.py --events 2000 scopa-2 picchetto

The events are those of ``tests/test_widget_hardening.py`` (clicks on cards
and buttons, selections and values set as a front end would, many of them
invalid), with the same checks after each one.  Every 1,000 events the
script prints the live widgets (ipywidgets keeps every widget until it is
closed) and the memory Python holds (``tracemalloc``, current and peak), and
at the end the growth between the first and the last reading: both stay
flat when every replaced part is closed.  CPU time is reported (the machine
may be shared).
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_widget_hardening import WIDGETS, live_widgets, soak  # noqa: E402

EVERY = 1000


def soak_one(name: str, events: int, seed: int) -> tuple[int, int]:
    """Soak one widget, printing a line every :data:`EVERY` events; return
    the growth in live widgets and in KiB between the first and last line."""
    readings = []
    start = time.process_time()

    def report(i: int) -> None:
        if (i + 1) % EVERY == 0:
            current, peak = tracemalloc.get_traced_memory()
            readings.append((live_widgets(), current // 1024))
            print(f"  {name:14} {i + 1:6} events  {live_widgets():5} widgets  "
                  f"{current / 2**20:7.2f} MiB now  {peak / 2**20:7.2f} MiB peak  "
                  f"{time.process_time() - start:7.1f} s CPU", flush=True)

    tracemalloc.start()
    try:
        _counts, left = soak(WIDGETS[name], events, seed, on_event=report)
    finally:
        tracemalloc.stop()
    (w0, m0), (w1, m1) = readings[0], readings[-1]
    print(f"  {name:14} closed: {left} widgets left alive")
    return w1 - w0, m1 - m0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("widgets", nargs="*", default=sorted(WIDGETS), help="widgets to soak (default: all)")
    parser.add_argument("--events", type=int, default=10_000, help="events per widget (default 10,000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    unknown = sorted(set(args.widgets) - set(WIDGETS))
    if unknown:
        parser.error(f"unknown widget {', '.join(unknown)}: choose among {', '.join(sorted(WIDGETS))}")
    if args.events < 2 * EVERY:
        parser.error(f"--events must be at least {2 * EVERY} (one reading every {EVERY} events)")
    summary = []
    for name in args.widgets:
        summary.append((name, *soak_one(name, args.events, args.seed)))
    print("\ngrowth from the first reading to the last:")
    for name, widgets, kib in summary:
        print(f"  {name:14} {widgets:+5} widgets  {kib:+8} KiB")


if __name__ == "__main__":
    main()
