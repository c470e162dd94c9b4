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
START_IT = NOTEBOOKS / "it" / "00_inizia_qui.ipynb"
# each edition: its contents page, its lessons, its exercise sets (student copies)
EDITIONS = {
    "en": (START, NOTEBOOKS, EXERCISES),
    "it": (START_IT, NOTEBOOKS / "it", EXERCISES / "it"),
}
BOTH_STARTS = {START.resolve(), START_IT.resolve()}   # each contents page links the other

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


def on_disk(edition: str = "en") -> set[Path]:
    start, notebooks, exercises_dir = EDITIONS[edition]
    lessons = {p.resolve() for p in notebooks.glob("*.ipynb") if NUMBERED.match(p.name)}
    lessons.discard(start.resolve())
    exercises = {p.resolve() for p in exercises_dir.glob("*.ipynb") if NUMBERED.match(p.name)}
    return lessons | exercises


def rel(paths) -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in paths)


def test_contents_pages_exist():
    assert START.exists(), "notebooks/00_start_here.ipynb is the contents page"
    assert START_IT.exists(), "notebooks/it/00_inizia_qui.ipynb is the Italian contents page"


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_lesson_and_exercise_set_is_linked(edition):
    start = EDITIONS[edition][0]
    linked = set(notebook_links(start))
    missing = on_disk(edition) - linked
    assert not missing, (
        f"on disk but not linked from {start.name} (turn their 'coming' "
        f"lines into links): {rel(missing)}"
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_contents_links_only_existing_lessons(edition):
    start = EDITIONS[edition][0]
    linked = set(notebook_links(start))
    broken = {p for p in linked if not p.exists()}
    assert not broken, (
        f"{start.name} links notebooks that do not exist (list planned "
        f"lessons as plain text under 'coming'): {rel(broken)}"
    )
    extra = linked - on_disk(edition) - BOTH_STARTS
    assert not extra, (
        "the contents page links notebooks that are neither lessons of its language "
        f"(notebooks/[it/]NN_*.ipynb) nor its exercise sets (exercises/[it/]NN_*.ipynb): {rel(extra)}"
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_lessons_are_listed_in_order(edition):
    start, notebooks, _ = EDITIONS[edition]
    numbers = []  # in order of first mention (a later "begin with 01" is fine)
    for p in notebook_links(start):
        if p.parent == notebooks.resolve() and NUMBERED.match(p.name):
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
LESSON_FILES = [p for _, notebooks, exercises in EDITIONS.values()
                for p in sorted(notebooks.glob("*.ipynb")) + sorted(exercises.glob("*.ipynb"))]


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_lesson_links_a_missing_notebook(path):
    """"Next lesson" and "exercises" links must lead somewhere."""
    broken = [p for p in notebook_links(path) if not p.exists()]
    assert not broken, f"{path.name} links notebooks that do not exist: {rel(broken)}"
