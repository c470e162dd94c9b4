"""Every relative link in a lesson, an exercise notebook (student copy and
teacher's copy) and the teacher's guide leads to a file that exists.

The teacher's copy lives one folder deeper (``exercises/solutions/``) than
the student copy, so a solution notebook writes its links for its own folder
(``../../notebooks/…``) and ``python -m cardkit.classroom.build`` rewrites
them for the student copy (``../notebooks/…``); both are checked here.
Unlike ``test_contents.py`` (links to notebooks), any target counts: pictures,
markdown pages, folders."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest

from cardkit.classroom.build import student_links

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = (sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "exercises").glob("*.ipynb"))
             + sorted((ROOT / "exercises" / "solutions").glob("*.ipynb")))
PAGES = [ROOT / "docs" / "teachers.md", ROOT / "exercises" / "README.md"]

# [text](target) and ![alt](target) in markdown; href="…" and src="…" in HTML
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|(?:href|src)=[\"']([^\"']+)[\"']")


def markdown_cells(path: Path) -> list[str]:
    if path.suffix == ".md":
        return [path.read_text(encoding="utf-8")]
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in nb["cells"] if c["cell_type"] == "markdown"]


def relative_targets(text: str) -> list[str]:
    """The relative link targets of a markdown text (no URLs, no anchors)."""
    out = []
    for m in LINK.finditer(text):
        target = unquote(m.group(1) or m.group(2))
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith(("#", "/")):
            continue
        out.append(target.split("#", 1)[0].split("?", 1)[0])
    return out


def broken_links(path: Path) -> list[str]:
    return sorted({t for text in markdown_cells(path) for t in relative_targets(text)
                   if not (path.parent / t).exists()})


@pytest.mark.parametrize("path", NOTEBOOKS + PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(path):
    assert path.exists()
    assert not broken_links(path), f"{path.relative_to(ROOT)} links missing files: {broken_links(path)}"


@pytest.mark.parametrize("solution", sorted((ROOT / "exercises" / "solutions").glob("*.ipynb")),
                         ids=lambda p: p.name)
def test_a_solution_links_work_from_both_copies(solution):
    student_folder = ROOT / "exercises"
    for text in markdown_cells(solution):
        for target in relative_targets(student_links(text)):
            assert (student_folder / target).exists(), f"{solution.name}: {target} (student copy)"


def test_the_link_parser_finds_what_it_should():
    text = ("[a](../x.ipynb) ![pic](img/c.png) <a href='y.md#top'>y</a> <img src=\"z.svg\"> "
            "[web](https://example.org/a.ipynb) [here](#top) [t](w.md \"title\")")
    assert relative_targets(text) == ["../x.ipynb", "img/c.png", "y.md", "z.svg", "w.md"]
