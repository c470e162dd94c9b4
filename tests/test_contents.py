"""The contents page links every lesson and exercise set that exists, and
nothing that does not.

``notebooks/00_start_here.ipynb`` holds the contents as a markdown cell.
When you add ``notebooks/NN_*.ipynb`` or ``exercises/NN_*.ipynb``, turn its
"coming" line in the contents into a link (and re-execute the page with
``python tools/execute_notebooks.py notebooks/00_start_here.ipynb``); these
tests fail until you do.  Lessons that are planned but missing stay plain
text, never links.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
EXERCISES = ROOT / "exercises"
START = NOTEBOOKS / "00_start_here.ipynb"

# [text](target) in markdown, and href="target" in HTML written in markdown
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|href=[\"']([^\"']+)[\"']")
NUMBERED = re.compile(r"^\d\d_.+\.ipynb$")


def markdown_of(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join(
        "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        for cell in nb["cells"]
        if cell["cell_type"] == "markdown"
    )


def notebook_links(path: Path) -> list[Path]:
    """Relative links to notebooks in the markdown cells of ``path``,
    resolved against its folder, in the order they appear."""
    out = []
    for m in LINK.finditer(markdown_of(path)):
        target = unquote(m.group(1) or m.group(2))
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # absolute URL or in-page anchor
        target = target.split("#", 1)[0].split("?", 1)[0]
        if target.endswith(".ipynb"):
            out.append((path.parent / target).resolve())
    return out


def on_disk() -> set[Path]:
    lessons = {p.resolve() for p in NOTEBOOKS.glob("*.ipynb") if NUMBERED.match(p.name)}
    lessons.discard(START.resolve())
    exercises = {p.resolve() for p in EXERCISES.glob("*.ipynb") if NUMBERED.match(p.name)}
    return lessons | exercises


def rel(paths) -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in paths)


def test_contents_page_exists():
    assert START.exists(), "notebooks/00_start_here.ipynb is the contents page"


def test_every_lesson_and_exercise_set_is_linked():
    linked = set(notebook_links(START))
    missing = on_disk() - linked
    assert not missing, (
        "on disk but not linked from notebooks/00_start_here.ipynb (turn their 'coming' "
        f"lines into links): {rel(missing)}"
    )


def test_contents_links_only_existing_lessons():
    linked = set(notebook_links(START))
    broken = {p for p in linked if not p.exists()}
    assert not broken, (
        "notebooks/00_start_here.ipynb links notebooks that do not exist (list planned "
        f"lessons as plain text under 'coming'): {rel(broken)}"
    )
    extra = linked - on_disk() - {START.resolve()}
    assert not extra, (
        "the contents page links notebooks that are neither lessons (notebooks/NN_*.ipynb) "
        f"nor exercise sets (exercises/NN_*.ipynb): {rel(extra)}"
    )


def test_lessons_are_listed_in_order():
    numbers = []  # in order of first mention (a later "begin with 01" is fine)
    for p in notebook_links(START):
        if p.parent == NOTEBOOKS.resolve() and NUMBERED.match(p.name):
            if int(p.name[:2]) not in numbers:
                numbers.append(int(p.name[:2]))
    assert numbers == sorted(numbers), f"lessons linked out of order: {numbers}"


def test_link_parser(tmp_path):
    # guard against a parser that silently finds nothing
    (tmp_path / "nb").mkdir()
    page = tmp_path / "nb" / "00_page.ipynb"
    md = ("[a](01_x.ipynb) [b](../ex/02_y.ipynb#part) <a href='03_z.ipynb'>c</a> "
          "[web](https://example.org/04.ipynb) [here](#top) [pic](card.svg)")
    page.write_text(json.dumps({"cells": [
        {"cell_type": "markdown", "source": [md]},
        {"cell_type": "code", "source": "'[no](05_code.ipynb)'"},
    ]}))
    assert notebook_links(page) == [
        (tmp_path / "nb" / "01_x.ipynb").resolve(),
        (tmp_path / "ex" / "02_y.ipynb").resolve(),
        (tmp_path / "nb" / "03_z.ipynb").resolve(),
    ]


# Solution notebooks are the source of the student copies: their links are
# written for where the student copy lives (exercises/), so they are checked
# there, in the generated copy.
LESSON_FILES = sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(EXERCISES.glob("*.ipynb"))


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_lesson_links_a_missing_notebook(path):
    """"Next lesson" and "exercises" links must lead somewhere."""
    broken = [p for p in notebook_links(path) if not p.exists()]
    assert not broken, f"{path.name} links notebooks that do not exist: {rel(broken)}"
