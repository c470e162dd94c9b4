"""Sections a class short of time may skip (issue 23 §5): a lesson marks
them with one line in the section's heading cell (tools/lesson_times.py
``OPTIONAL``), the teachers' guide lists them with the minutes they save
(generated), and the mark is true: the Italian edition marks the same
cell, no check is inside, and no later cell of the lesson uses a name the
section defines, so the lesson still runs top to bottom without it."""

from __future__ import annotations

import ast
import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("lesson_times_tool", ROOT / "tools" / "lesson_times.py")
L = importlib.util.module_from_spec(spec)
sys.modules["lesson_times_tool"] = L
spec.loader.exec_module(L)

LESSONS = L.lessons(ROOT)


def _cells(path: Path) -> list:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _italian(path: Path) -> Path:
    found = sorted((ROOT / "notebooks" / "it").glob(path.name[:3] + "*.ipynb"))
    assert len(found) == 1, path
    return found[0]


def _source(cell) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def bound(code) -> set[str]:
    """The names code binds (a cell's text, or a statement): assignments, loop and ``with``
    targets, functions, classes, imports."""
    out = set()
    for node in ast.walk(ast.parse(code) if isinstance(code, str) else code):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            out |= {(a.asname or a.name).split(".")[0] for a in node.names}
    return out


def used(code) -> set[str]:
    tree = ast.parse(code) if isinstance(code, str) else code
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def read_before_bound(names: set[str], later: list[str]) -> set[str]:
    """The ``names`` that the ``later`` cells read before binding them again
    themselves (statement by statement, in order)."""
    live, hit = set(names), set()
    for code in later:
        for stmt in ast.parse(code).body:
            hit |= used(stmt) & live
            live -= bound(stmt)
    return hit


def test_some_lessons_offer_optional_sections():
    marked = {p.name[:2]: L.optional_sections(p) for p in LESSONS}
    assert sum(bool(v) for v in marked.values()) >= 10, marked


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name[:2])
def test_an_optional_section_is_marked_in_both_editions_and_skipping_it_breaks_nothing(path):
    cells, it_cells = _cells(path), _cells(_italian(path))
    optional = L.optional_sections(path)
    assert [i for _t, i, _e in optional] == [i for _t, i, _e in L.optional_sections(_italian(path), "it")]
    assert not any(L.OPTIONAL["en"] in _source(c) for c in it_cells)
    for text, start, end in optional:
        assert L.OPTIONAL["it"] in _source(it_cells[start]), (path.name, text)
        code = [_source(c) for c in cells[start:end] if c["cell_type"] == "code"]
        assert not any("check(" in c for c in code), f"{path.name}: a check inside the optional {text!r}"
        names = set().union(*(bound(c) for c in code)) if code else set()
        read = read_before_bound(names, [_source(c) for c in cells[end:] if c["cell_type"] == "code"])
        assert not read, f"{path.name}: {sorted(read)} defined in {text!r} and read later"


def test_the_checks_find_a_name_used_after_the_section():
    assert bound("import x as y\nfor a, b in z: pass\ndef f(): pass") >= {"y", "a", "b", "f"}
    assert "hand" in used("print(hand)") and "hand" not in used("hand = 1")
    assert read_before_bound({"table", "hand"}, ["hand, table = 1, 2\nprint(table)", "print(hand)"]) == set()
    assert read_before_bound({"table"}, ["x = 1", "print(table)\ntable = 3"]) == {"table"}
