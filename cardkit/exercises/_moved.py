"""Old module names that point to a module's new place, for one release.

``import cardkit.exercises.picchetto_scoring`` still gives the Picchetto
scoring set (now :mod:`cardkit.exercises.picchetto.scoring`), with a
one-line :class:`FutureWarning` naming the new place; the classroom tools'
old names (:mod:`cardkit.classroom._moved`) work the same way.
"""

from __future__ import annotations

import importlib
import sys
import warnings


def notice(old: str, new: str) -> str:
    """The one line an old name prints or warns with."""
    return f"{old} is now {new}; the old name goes in the next release"


def old_module(old: str, new: str, stacklevel: int = 3) -> None:
    """Make the module being imported as ``old`` be ``new``, with a warning."""
    module = importlib.import_module(new)
    warnings.warn(notice(old, new), FutureWarning, stacklevel=stacklevel)
    sys.modules[old] = module
