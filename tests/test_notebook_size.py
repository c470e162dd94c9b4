"""The stored lessons and exercise sets stay light, and every card picture
they store shows before the notebook is run or trusted (issue 13).

* Sizes: lessons, student copies and solutions together under 8 MiB, no
  notebook over 1 MiB.
* Pictures: JupyterLab does not draw a stored ``image/svg+xml`` output, nor
  an ``<svg>`` inside ``text/html``, until the notebook is trusted; it does
  show an ``<img>`` whose source is a ``data:image/svg+xml`` URI.  So no
  stored output may hold an SVG in either form, and every image must be a
  whole, well-formed picture (each shared drawing it uses defined in it).
  Objects that draw cards give exactly that (:class:`cardkit.svg.Drawing`);
  a lesson draws a picture of its own making with ``Picture(...)``.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parent.parent
MIB = 1024 * 1024
TOTAL_LIMIT = 8 * MIB
EACH_LIMIT = 1 * MIB

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "exercises").glob("*.ipynb")) \
    + sorted((ROOT / "exercises" / "solutions").glob("*.ipynb"))
IMG = re.compile(r'<img\b[^>]*?\bsrc="data:image/svg\+xml,([^"]*)"')
SVG_NS = "{http://www.w3.org/2000/svg}"


def _name(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else value


def test_the_notebooks_are_there():
    assert len([p for p in NOTEBOOKS if p.parent.name == "notebooks"]) >= 20
    assert len([p for p in NOTEBOOKS if p.parent.name == "solutions"]) >= 8


def test_lessons_and_exercises_together_stay_under_8_mib():
    sizes = {_name(p): p.stat().st_size for p in NOTEBOOKS}
    total = sum(sizes.values())
    biggest = ", ".join(f"{n} {s / MIB:.2f} MiB" for n, s in sorted(sizes.items(), key=lambda x: -x[1])[:5])
    assert total < TOTAL_LIMIT, f"{total / MIB:.2f} MiB in {len(sizes)} notebooks; biggest: {biggest}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_name)
def test_no_notebook_over_1_mib(path):
    size = path.stat().st_size
    assert size < EACH_LIMIT, f"{_name(path)} weighs {size / MIB:.2f} MiB"


def check_picture(svg: str) -> None:
    """A stored picture is one well-formed SVG that defines what it uses."""
    root = ET.fromstring(svg)
    assert root.tag == SVG_NS + "svg"
    assert root.get("width") and root.get("height")
    ids = {el.get("id") for el in root.iter() if el.get("id") is not None}
    used = set(re.findall(r'href=["\']#([^"\']+)["\']', svg))
    assert used <= ids, f"uses undefined drawings {sorted(used - ids)[:5]}"


def stored_pictures(path: Path):
    """``(cell number, problem or None, number of images)`` for every output of ``path``."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for n, cell in enumerate(nb["cells"]):
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if "image/svg+xml" in data:
                yield n, "stores image/svg+xml, which an untrusted notebook does not show", 0
                continue
            html = _text(data.get("text/html", ""))
            if re.search(r"<svg\b", html):
                yield n, "has an inline <svg> in text/html, which an untrusted notebook drops", 0
                continue
            images = IMG.findall(html)
            for src in images:
                try:
                    check_picture(unquote(src))
                except (ET.ParseError, AssertionError) as exc:
                    yield n, f"stores a broken picture: {exc}", 0
            if images and "text/plain" not in data:
                yield n, "draws cards but has no text/plain repr", 0
            yield n, None, len(images)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_name)
def test_every_stored_card_picture_shows_before_the_notebook_is_run(path):
    problems, images = [], 0
    for n, problem, count in stored_pictures(path):
        if problem:
            problems.append(f"cell {n} {problem}")
        images += count
    assert not problems, f"{_name(path)}: " + "; ".join(problems[:5])
    nb = json.loads(path.read_text(encoding="utf-8"))
    code = "".join(_text(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    if path.parent.name == "solutions":  # its shared pictures are in the student copy
        images += sum(count for _, _, count in stored_pictures(path.parent.parent / path.name))
    if re.search(r"\bposition\(|\bPicture\(|_svg\(", code):
        assert images, f"{_name(path)} draws cards but stores no picture"


SOLUTIONS = sorted((ROOT / "exercises" / "solutions").glob("[0-9]*.ipynb"))


@pytest.mark.parametrize("solution", SOLUTIONS, ids=_name)
def test_each_exercise_picture_is_stored_once(solution):
    """A picture the solution and the student copy show alike is stored in
    the student copy only (compared there by nbval), the solution's cell
    kept executed but empty (see cardkit.classroom.build.share_pictures)."""
    from cardkit.classroom import build

    sol = json.loads(solution.read_text(encoding="utf-8"))
    stu = json.loads(build.student_path(solution).read_text(encoding="utf-8"))
    kept = [c for c in sol["cells"] if build.SOLUTION_ONLY_TAG not in c["metadata"].get("tags", [])]
    assert len(kept) == len(stu["cells"]), f"{_name(solution)}: the student copy is out of date"
    for n, (a, b) in enumerate(zip(kept, stu["cells"])):
        if a["cell_type"] != "code":
            continue
        where = f"{_name(solution)}, cell {n}"
        pictures = [o for o in b.get("outputs", []) if IMG.search(_text(o.get("data", {}).get("text/html", "")))]
        if a["metadata"].get("cardkit", {}).get(build.SHARED):
            assert a["outputs"] == [] and a["execution_count"], where
            assert build.IGNORE_TAG in a["metadata"]["tags"], where
            assert pictures and build.CHECK_TAG in b["metadata"]["tags"], where
        else:
            theirs = [o.get("data") for o in a.get("outputs", [])]
            stored_twice = [o for o in pictures if o.get("data") in theirs]
            assert not stored_twice, f"{where}: the same picture in both copies"


def test_the_checks_catch_what_an_untrusted_notebook_hides(tmp_path):
    """The picture check itself: an SVG output, an inline <svg>, a picture
    whose shared drawing is missing are each reported; the kit's own
    output passes."""
    from cardkit.cards import cards
    from cardkit.svg import hand_svg, svg_img

    good = {"text/html": cards("7d Ab")._repr_html_(), "text/plain": "cards('7d Ab')"}
    svg = hand_svg("7d Ab")
    broken = svg.replace(svg[svg.index("<defs>"):svg.index("</defs>") + 7], "")
    outputs = [good, {"image/svg+xml": svg, "text/plain": "x"}, {"text/html": "<div>" + svg + "</div>"},
               {"text/html": svg_img(broken), "text/plain": "x"}]
    nb = {"cells": [{"cell_type": "code", "source": "", "outputs": [
        {"output_type": "display_data", "data": d, "metadata": {}}]} for d in outputs],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "x.ipynb"
    path.write_text(json.dumps(nb), encoding="utf-8")
    found = [(n, problem) for n, problem, _ in stored_pictures(path) if problem]
    assert [n for n, _ in found] == [1, 2, 3]
    assert "image/svg+xml" in found[0][1] and "inline <svg>" in found[1][1] and "undefined" in found[2][1]


def test_share_pictures_keeps_one_copy_in_the_student_notebook():
    """The build's last step on two executed copies: a picture shown alike
    moves out of the solution; a cell whose outputs differ (a check line)
    or that shows no picture keeps its outputs in both; a cell shared
    before that no longer matches gets its outputs' tags back."""
    import nbformat
    from cardkit.cards import cards
    from cardkit.classroom import build

    def out(data, count=None):
        if count is None:
            return nbformat.v4.new_output("display_data", data=data)
        return nbformat.v4.new_output("execute_result", data=data, execution_count=count)

    pic = {"text/html": cards("7d Ab")._repr_html_(), "text/plain": "cards('7d Ab')"}
    other = {"text/html": cards("Rb")._repr_html_(), "text/plain": "cards('Rb')"}

    def pair():
        sol = nbformat.v4.new_notebook(cells=[
            nbformat.v4.new_markdown_cell("note", metadata={"tags": ["solution-only"]}),
            nbformat.v4.new_code_cell("cards('7d Ab')", execution_count=1, outputs=[out(pic, 1)]),
            nbformat.v4.new_code_cell("check('x', answer)", execution_count=2,
                                      outputs=[nbformat.v4.new_output("stream", text="✔ x\n")]),
            nbformat.v4.new_code_cell("print(1)", execution_count=3,
                                      outputs=[nbformat.v4.new_output("stream", text="1\n")]),
            nbformat.v4.new_code_cell("show()", execution_count=4, outputs=[out(pic)]),
        ])
        stu = nbformat.v4.new_notebook(cells=[nbformat.from_dict(c) for c in build.student_cells(sol)])
        for c, o, n in zip(stu.cells, [[out(pic, 7)], [nbformat.v4.new_output("stream", text="○ x\n")],
                                      [nbformat.v4.new_output("stream", text="1\n")], [out(other)]],
                           (7, 8, 9, 10)):
            c.outputs, c.execution_count = o, n
        return sol, stu

    sol, stu = pair()
    assert build.share_pictures(sol, stu) == 1
    shared, check, plain, differs = sol.cells[1:]
    assert shared.outputs == [] and shared.execution_count == 1
    assert shared.metadata.tags == [build.IGNORE_TAG] and shared.metadata.cardkit[build.SHARED]
    assert stu.cells[0].metadata.tags == [build.CHECK_TAG] and stu.cells[0].outputs
    assert check.outputs and plain.outputs and differs.outputs       # kept: not alike, or no picture
    assert all("tags" not in c.metadata for c in (check, plain, differs) + tuple(stu.cells[1:]))
    # the next build writes the student cell with its tag from the solution's mark
    assert build.student_cells(sol)[0].metadata.tags == [build.CHECK_TAG]

    # executed again: the first picture now differs between the copies, so
    # both keep their outputs and lose the shared marks
    sol.cells[1].outputs = [out(other, 1)]
    assert build.share_pictures(sol, stu) == 0
    assert sol.cells[1].outputs and "tags" not in sol.cells[1].metadata
    assert "cardkit" not in sol.cells[1].metadata and "tags" not in stu.cells[0].metadata
