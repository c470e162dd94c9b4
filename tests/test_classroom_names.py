"""The teacher's tools live in cardkit.classroom; the learner's package does
not depend on them, and the old cardkit.exercises.<tool> names still work
for one release, each with a one-line notice."""

from __future__ import annotations

import ast
import importlib
import pathlib
import subprocess
import sys

import pytest

import cardkit.classroom
import cardkit.exercises

PACKAGE = pathlib.Path(cardkit.exercises.__file__).parent


def imports_of(path: pathlib.Path) -> set[str]:
    """The modules a file imports (relative imports resolved inside cardkit)."""
    found = set()
    parts = ["cardkit", *path.relative_to(PACKAGE.parent).with_suffix("").parts]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = parts[: len(parts) - node.level] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found.update(f"{module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def learner_modules():
    return [p for p in sorted(PACKAGE.rglob("*.py"))
            if p.parent != PACKAGE or p.stem not in cardkit.exercises.MOVED_TO_CLASSROOM]


@pytest.mark.parametrize("path", learner_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_learners_package_never_imports_the_classroom(path):
    assert not any(m.startswith("cardkit.classroom") for m in imports_of(path)), path


def test_the_exercise_model_sits_below_practice():
    """core and record (the exercise model) import neither practice, quiz nor
    the classroom: no import circle between the layers."""
    for name in ("core", "record", "answers"):
        above = {f"cardkit.exercises.{m}" for m in ("practice", "quiz")}
        assert not imports_of(PACKAGE / f"{name}.py") & above, name


@pytest.mark.parametrize("tool", cardkit.exercises.MOVED_TO_CLASSROOM)
def test_an_old_module_name_is_the_new_module_with_a_notice(tool):
    old = f"cardkit.exercises.{tool}"
    sys.modules.pop(old, None)
    with pytest.warns(FutureWarning, match=rf"{old} is now cardkit\.classroom\.{tool}"):
        module = importlib.import_module(old)
    assert module is importlib.import_module(f"cardkit.classroom.{tool}")


@pytest.mark.parametrize("tool", cardkit.exercises.MOVED_TO_CLASSROOM)
def test_an_old_command_runs_the_tool_with_a_one_line_notice(tool):
    new = subprocess.run([sys.executable, "-m", f"cardkit.classroom.{tool}", "--help"],
                         capture_output=True, text=True, timeout=120)
    old = subprocess.run([sys.executable, "-m", f"cardkit.exercises.{tool}", "--help"],
                         capture_output=True, text=True, timeout=120)
    assert new.returncode == old.returncode == 0, old.stderr
    assert old.stdout == new.stdout.replace(f"cardkit.classroom.{tool}", f"cardkit.exercises.{tool}") or \
        old.stdout == new.stdout
    notice = old.stderr.strip().splitlines()
    assert notice == [f"cardkit.exercises.{tool} is now cardkit.classroom.{tool}; the old name goes in the next release"]


def test_python_m_cardkit_classroom_names_every_tool():
    usage = subprocess.run([sys.executable, "-m", "cardkit.classroom"], capture_output=True, text=True, timeout=60)
    assert usage.returncode == 2
    for tool in cardkit.classroom.TOOLS:
        assert tool in usage.stderr
    run = subprocess.run([sys.executable, "-m", "cardkit.classroom", "worksheet", "--help"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "--seeds" in run.stdout


def test_every_tool_module_exists_with_a_main():
    for tool, module in cardkit.classroom.TOOLS.items():
        assert callable(importlib.import_module(module).main), module
