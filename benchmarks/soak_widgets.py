"""Soak every widget with random front-end events; memory must stay flat.

    python benchmarks/soak_widgets.py                  # 10,000 events on each widget class
    python benchmarks/soak_widgets.py --events 2000 ScopaGame PicchettoGame

The events are those of ``tests/test_widget_hardening.py`` (clicks on cards
and buttons, selections and values set as a front end would, many of them
invalid), with the same checks after each one.  Every 1,000 events the
script prints the live widgets (ipywidgets keeps every widget until it is
closed) and the memory Python holds (``tracemalloc``, current and peak), and
at the end the growth between the first and the last reading: both stay
flat when every replaced part is closed.  CPU time is reported (the machine
may be shared).

A finished game is closed and replaced by a new one now and then (as a
learner starts another game); the script also counts the closed games that
Python still holds after a garbage collection ("closed alive").  Each
should be freed: one kept alive keeps its whole state, logs and widgets.
anywidget (0.11) keeps every widget whose ``_esm``/``_css`` is a file path
alive for ever (it connects a closure over the widget to the file watcher's
signal and never disconnects it: manzt/anywidget#929), and
:class:`~cardkit.widgets.HandWidget` sits in every game; ``--inline-assets``
gives the hand widget its script and style as text, which is the fix, to
compare.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
import tracemalloc
import weakref
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# the soak's thousands of checks must not land in the learner's lasting
# practice record (the Jupyter data folder's cardkit/progress.json)
os.environ["CARDKIT_PROGRESS"] = "off"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_widget_hardening import WIDGET_CLASSES, WIDGETS, _maker, live_widgets, soak  # noqa: E402

#: every widget class of the kit (found by walking it, as the tests do), by
#: class name, and the other set-ups of the tests' list (scopa-4 ...)
MAKERS = {cls.__name__: _maker(cls) for cls in WIDGET_CLASSES}
MAKERS.update({name: make for name, make in WIDGETS.items() if name == "scopa-4"})

EVERY = 1000


def soak_one(name: str, events: int, seed: int) -> tuple[int, int, int, int]:
    """Soak one widget, printing a line every :data:`EVERY` events; return
    the growth in live widgets and in KiB between the first and last line,
    and how many of the closed games Python still held at the end."""
    readings = []
    made = []
    start = time.process_time()

    def make(seed_):
        widget = MAKERS[name](seed_)
        made.append(weakref.ref(widget))
        return widget

    def closed_alive() -> int:
        gc.collect()
        return sum(ref() is not None for ref in made[:-1])

    def report(i: int) -> None:
        if (i + 1) % EVERY == 0:
            alive = closed_alive()
            current, peak = tracemalloc.get_traced_memory()
            readings.append((live_widgets(), current // 1024))
            print(f"  {name:22} {i + 1:6} events  {live_widgets():5} widgets  "
                  f"{current / 2**20:7.2f} MiB now  {peak / 2**20:7.2f} MiB peak  "
                  f"{alive:3} of {len(made) - 1:3} closed alive  "
                  f"{time.process_time() - start:7.1f} s CPU", flush=True)

    tracemalloc.start()
    try:
        _counts, left = soak(make, events, seed, on_event=report)
    finally:
        tracemalloc.stop()
    (w0, m0), (w1, m1) = readings[0], readings[-1]
    alive = closed_alive()
    print(f"  {name:22} closed: {left} widgets left alive; {alive} of {len(made) - 1} closed games still held")
    return w1 - w0, m1 - m0, alive, len(made) - 1


def inline_assets() -> None:
    """Give HandWidget its script and style as text instead of file paths
    (what the fix does), so that anywidget keeps no closure over each hand."""
    from cardkit.widgets.hand import HandWidget
    for key in ("_esm", "_css"):
        value = HandWidget.__dict__.get(key)
        if value is not None and not isinstance(value, str):
            setattr(HandWidget, key, str(value))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("widgets", nargs="*", default=sorted(MAKERS),
                        help="widget classes to soak (default: every widget class of the kit)")
    parser.add_argument("--events", type=int, default=10_000, help="events per widget (default 10,000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--inline-assets", action="store_true",
                        help="give HandWidget its script and style as text (the fix for the anywidget leak)")
    args = parser.parse_args()
    if args.inline_assets:
        inline_assets()
    unknown = sorted(set(args.widgets) - set(MAKERS))
    if unknown:
        parser.error(f"unknown widget {', '.join(unknown)}: choose among {', '.join(sorted(MAKERS))}")
    if args.events < 2 * EVERY:
        parser.error(f"--events must be at least {2 * EVERY} (one reading every {EVERY} events)")
    summary = []
    for name in args.widgets:
        summary.append((name, *soak_one(name, args.events, args.seed)))
    print("\ngrowth from the first reading to the last:")
    for name, widgets, kib, alive, closed in summary:
        print(f"  {name:22} {widgets:+5} widgets  {kib:+8} KiB  {alive} of {closed} closed games still held")


if __name__ == "__main__":
    main()
