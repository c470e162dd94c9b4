"""Every module of the kit, found by walking the package (for the tests
that must see every message, every public function...).  The old names of
the classroom tools (``cardkit.exercises.grade`` ...) and of the regrouped
exercise sets (``cardkit.exercises.picchetto_scoring`` ...) are left out:
each is only a pointer to its new module, tested in
tests/test_classroom_names.py and tests/test_exercise_sets.py."""

from __future__ import annotations

import importlib
import pkgutil

import cardkit
import cardkit.exercises

MOVED = {f"cardkit.exercises.{name}" for name in (*cardkit.exercises.MOVED_TO_CLASSROOM,
                                                  *cardkit.exercises.REGROUPED)}


def kit_module_names() -> list[str]:
    """The names of cardkit and of every module under it, sorted."""
    names = ["cardkit"]
    for info in pkgutil.walk_packages(cardkit.__path__, prefix="cardkit."):
        if info.name not in MOVED:
            names.append(info.name)
    return sorted(names)


def import_kit() -> list:
    """Import every module of the kit; return the modules."""
    return [importlib.import_module(name) for name in kit_module_names()]
