"""Each game's exercise sets and practice topics live in one package.

The set modules are found by walking ``cardkit/exercises/`` (not read from
the kit's table): every module of a game package that registers exercises
is a set, named by the prefix of its ids, and the kit's table
(:data:`cardkit.exercises.core.SET_MODULES`) must name exactly those.  The
old flat module names still import, each with one notice.
"""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys

import pytest

import cardkit.exercises as package
from cardkit.exercises import check, core, exercises
from cardkit.exercises.practice import GAMES, TOPIC_MODULES, topics


def found_set_modules() -> dict[str, str]:
    """{set name: module name} for every module under the game packages
    that registers fixed exercises."""
    found = {}
    for game in GAMES:
        pkg = importlib.import_module(f"{package.__name__}.{game}")
        names = [pkg.__name__] + [f"{pkg.__name__}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]
        for name in names:
            module = importlib.import_module(name)
            sets = {ex.id.rsplit("-", 1)[0] for ex in exercises() if ex.solve.__module__ == module.__name__}
            for s in sets:
                assert s not in found, f"set {s} is defined in {found[s]} and {name}"
                found[s] = name
    return found


def test_the_table_of_sets_names_every_set_module_found():
    found = found_set_modules()
    assert {s: core.set_module(s) for s in core.SET_MODULES} == found
    assert len(found) == 7


def test_the_modules_of_a_game_are_under_its_package():
    found = found_set_modules()
    for name, module in found.items():
        game = next(g for g in GAMES if name == g or name.startswith(g) or
                    (g == "picchetto" and name.startswith("piquet")))
        assert module.startswith(f"{package.__name__}.{game}"), (name, module)
    # the top of cardkit/exercises holds the model, practice and the old names only
    flat = {m.name for m in pkgutil.iter_modules(package.__path__) if not m.ispkg} - set(package.REGROUPED)
    assert not flat & {*core.SET_MODULES, *(f"topics_{g}" for g in GAMES)}, flat
    assert {m.name for m in pkgutil.iter_modules(package.__path__) if m.ispkg} == set(GAMES)


def test_each_games_topics_are_in_its_package():
    assert TOPIC_MODULES == tuple(f"{package.__name__}.{g}.topics" for g in GAMES)
    for t in topics():
        module = type(t).__module__
        assert module.startswith(f"{package.__name__}.{t.game}."), (t.name, module)


def test_a_set_loads_by_itself_from_an_exercise_id():
    # a fresh interpreter: check() of an id imports its set's module, and no other set
    code = ("import sys\nfrom cardkit.exercises import check\ncheck('piquet_auction-01', ...)\n"
            "print(sorted(m for m in sys.modules if m.startswith('cardkit.exercises.') "
            "and m.split('.')[2] in ('cards', 'scopa', 'picchetto', 'belote')))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("○ piquet_auction-01")
    assert lines[-1] == "['cardkit.exercises.picchetto', 'cardkit.exercises.picchetto.auction']"


@pytest.mark.parametrize("old", sorted(package.REGROUPED))
def test_an_old_module_name_is_the_new_module_with_a_notice(old):
    full = f"{package.__name__}.{old}"
    new = f"{package.__name__}.{package.REGROUPED[old]}"
    sys.modules.pop(full, None)
    with pytest.warns(FutureWarning, match=rf"^{full} is now {new}; the old name goes in the next release$"):
        module = importlib.import_module(full)
    assert module is importlib.import_module(new)
