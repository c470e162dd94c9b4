"""The old ``cardkit.exercises.<tool>`` names of the classroom tools.

``python -m cardkit.exercises.grade ...`` still runs the grader and
``import cardkit.exercises.grade`` still gives the module, for one release,
each with a one-line notice naming the new place.
"""

from __future__ import annotations

import importlib
import sys

from ..exercises._moved import notice, old_module


def old_name(old: str, new: str) -> None:
    """Make the module called ``old`` stand for ``new``: as ``python -m old``
    run ``new``'s ``main()``; as an import, become ``new`` (with a warning)."""
    module = importlib.import_module(new)
    if old == "__main__":
        name = new.rsplit(".", 1)[1]
        print(notice(f"cardkit.exercises.{name}", new), file=sys.stderr)
        sys.exit(module.main())
    old_module(old, new, stacklevel=4)
