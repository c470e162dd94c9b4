"""Export an exercise set or a worksheet as an nbgrader assignment.

Usage (from a clone of the repository, in an nbgrader course folder)::

    python -m cardkit.classroom.nbgrader_export --set scopa --out course/source/scopa
    python -m cardkit.classroom.nbgrader_export --set belote --worksheet-seed 7 --out course/source/belote-07

then, in the course folder, nbgrader's own commands::

    nbgrader generate_assignment scopa     # the student version, solutions removed
    nbgrader autograde scopa               # after collecting the submissions

The source notebook is nbgrader's "source" version: each answer cell is an
nbgrader *solution* cell (the solution between ``### BEGIN SOLUTION`` and
``### END SOLUTION``, which ``generate_assignment`` replaces), still ending
with the ``check`` line so learners get the kit's feedback at once; after it
comes a locked, autograded *test* cell worth one point that calls the same
checker, ``assert evaluate(id, answer).correct``, after ``assert not
revealed(id)``: an answer shown with ``reveal()`` earns no point, as in the
kit's grader.  With ``--set`` the cells
come from the set's solution notebook ``exercises/solutions/NN_<set>.ipynb``;
with ``--worksheet-seed`` from the worksheet of that seed (see
:mod:`cardkit.classroom.worksheet`; ``--n``, ``--difficulty`` and
``--lang`` as there).

nbgrader runs the test cells in the student's kernel.  The kit's own grader
(``python -m cardkit.classroom.grade``) checks every answer again in its own
process instead; use it when marks must resist tampering.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from .. import i18n
from ..errors import CardkitError, refuse_in_the_browser
from . import _need, build, worksheet
from .grade import normal_form

i18n.register({
    "nbgrader.bad_cell": {
        "en": "{where}: a check cell needs its answer between '{begin}' and '{end}' and a line check('<id>', <name>)",
        "it": "{where}: una cella di verifica vuole la risposta fra '{begin}' e '{end}' e una riga check('<id>', <nome>)",
    },
    "nbgrader.bad_set": {
        "en": "there is no solution notebook for the set {value!r} in {folder}: choose one of {sets}",
        "it": "non c'è un quaderno delle soluzioni per la serie {value!r} in {folder}: scegli fra {sets}",
    },
})

#: ``check("scopa-07", answer)`` in a cell: the id and the answer's expression
CHECK_LINE = re.compile(r"""^\s*check\(\s*(["'])(?P<id>[^"']+)\1\s*,\s*(?P<answer>.+?)\s*\)\s*$""", re.M)
SETUP = "from cardkit.exercises import check, evaluate\nfrom cardkit.exercises.core import revealed"


def _nbgrader(grade_id: str, *, solution: bool = False, grade: bool = False, locked: bool = False,
              points: int | None = None) -> dict:
    meta = {"grade": grade, "grade_id": grade_id, "locked": locked, "schema_version": 3, "solution": solution}
    if points is not None:
        meta["points"] = points
    return {"nbgrader": meta}


def autograde_source(id: str, answer: str) -> str:
    """The autograded test of one answer: its answer was not shown with
    ``reveal()`` (the kit's grader counts a shown answer as shown, not as
    right: so does nbgrader) and the kit's checker says correct."""
    _need.check("autograde_source", "id", id, isinstance(id, str) and 0 < len(id) <= 120
                and re.fullmatch(r"[\w:.-]+", id), "id")
    _need.check("autograde_source", "answer", answer, isinstance(answer, str) and answer.isidentifier()
                and len(answer) <= 80, "name")
    shown = f"{id}: the answer was shown with reveal(), so it earns no point"
    return (f"assert not revealed({id!r}), {shown!r}\n"
            f"assert evaluate({id!r}, {answer}).correct, {id + ': not yet'!r}")


def _solution_source(source: str, name: str) -> str:
    """A kit solution cell in nbgrader's markers, the answer set to ``...``
    first (so an unanswered question is not graded on an earlier answer)."""
    lines = []
    for line in source.split("\n"):
        stripped = line.strip()
        indent = line[: len(line) - len(line.lstrip())]
        if stripped == build.BEGIN:
            lines += [f"{indent}{name} = ...", f"{indent}### BEGIN SOLUTION"]
        elif stripped == build.END:
            lines.append(f"{indent}### END SOLUTION")
        else:
            lines.append(line)
    return "\n".join(lines)


def answer_cells(source: str, where: str) -> list:
    """The nbgrader cells for one kit answer cell: the solution cell, then
    one test cell per ``check`` line."""
    import nbformat

    _need.need_text("answer_cells", "source", source)
    _need.need_text("answer_cells", "where", where, 200)
    checks = list(CHECK_LINE.finditer(source))
    if build.BEGIN not in source or not checks or not all(
            m.group("answer").isidentifier() and re.fullmatch(r"[\w:.-]+", m.group("id")) for m in checks):
        raise CardkitError("nbgrader.bad_cell", where=where, begin=build.BEGIN, end=build.END)
    name = checks[0].group("answer")
    cells = [nbformat.v4.new_code_cell(_solution_source(source, name),
                                       metadata=_nbgrader(f"answer-{checks[0].group('id')}", solution=True))]
    for m in checks:
        cells.append(nbformat.v4.new_code_cell(
            autograde_source(m.group("id"), m.group("answer")),
            metadata=_nbgrader(f"test-{m.group('id')}", grade=True, locked=True, points=1)))
    return cells


def _kernel_metadata() -> dict:
    return {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"}}


def set_source_notebook(solution_path: Path):
    """The nbgrader source notebook of an exercise set, from its solution notebook."""
    import nbformat

    solution_path = _need.need_path("set_source_notebook", "solution_path", solution_path)
    sol = nbformat.reads(_need.read_text("set_source_notebook", solution_path), as_version=4)
    lang = build.edition(solution_path)       # an Italian set gets Italian placeholders
    cells = [nbformat.v4.new_code_cell(SETUP, metadata=_nbgrader("setup", locked=True))]
    for n, cell in enumerate(sol.cells):
        tags = cell.get("metadata", {}).get("tags", [])
        if build.SOLUTION_ONLY_TAG in tags:
            continue
        if cell.cell_type == "code" and CHECK_LINE.search(cell.source):
            cells += answer_cells(cell.source, f"{solution_path.name} cell {n}")
        elif cell.cell_type == "markdown" and build.SOLUTION_TAG in tags:
            cells.append(nbformat.v4.new_markdown_cell(build._placeholders(lang)["markdown"]))
        elif cell.cell_type == "markdown":
            cells.append(nbformat.v4.new_markdown_cell(build.student_links(cell.source)))
        else:
            cells.append(nbformat.v4.new_code_cell(build.strip_solution(cell.source, f"cell {n}", lang)))
    return nbformat.v4.new_notebook(cells=cells, metadata=dict(
        _kernel_metadata(), cardkit={"generated_from": f"solutions/{solution_path.name}",
                                     "note": "nbgrader source, by python -m cardkit.classroom.nbgrader_export"}))


def worksheet_source_notebook(game: str, seed: int, n: int = 10, difficulty: str = "normal", lang: str = "en"):
    """The nbgrader source notebook of one worksheet, its solutions filled in."""
    import nbformat

    worksheet._check_lang(lang)
    v4 = nbformat.v4
    cells = [v4.new_markdown_cell(worksheet.intro_markdown(game, seed, n, difficulty, lang)),
             v4.new_code_cell(worksheet.setup_source(lang).replace(
                 "from cardkit.exercises import check", SETUP), metadata=_nbgrader("setup", locked=True))]
    for number, q in enumerate(worksheet.worksheet_questions(game, seed, n, difficulty), 1):
        solution = repr(normal_form(q._expected()))
        source = f"{build.BEGIN}\nanswer = {solution}\n{build.END}\ncheck({q.id!r}, answer)"
        cells.append(v4.new_markdown_cell(worksheet.question_markdown(q, number, lang)))
        cells += answer_cells(source, q.id)
    return v4.new_notebook(cells=cells, metadata=dict(
        _kernel_metadata(), cardkit=worksheet.sheet_metadata(game, seed, n, difficulty)))


def solution_for_set(root: Path, set_name: str) -> Path:
    root = _need.need_path("solution_for_set", "root", root)
    found = {p.stem.split("_", 1)[1]: p for p in build.solution_notebooks(root) if "_" in p.stem}
    if not isinstance(set_name, str) or set_name not in found:
        raise CardkitError("nbgrader.bad_set", value=set_name, folder=str(root / "exercises" / "solutions"),
                           sets=", ".join(map(repr, sorted(found))))
    return found[set_name]


def export(out: Path, set_name: str, root: Path | None = None, worksheet_seed: int | None = None,
           n: int = 10, difficulty: str = "normal", lang: str = "en") -> Path:
    """Write the source notebook into ``out`` (``course/source/<assignment>``); its path."""
    refuse_in_the_browser("nbgrader")
    import nbformat

    out = _need.need_path("export", "out", out)
    if worksheet_seed is None:
        path = solution_for_set(root or build.default_root(), set_name)
        nb, name = set_source_notebook(path), path.name
    else:
        nb = worksheet_source_notebook(set_name, worksheet_seed, n, difficulty, lang)
        name = worksheet.file_stem(set_name, worksheet_seed) + ".ipynb"
    nbformat.validate(nb)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    target = out / name
    target.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
    return target


def main(argv=None) -> int:
    refuse_in_the_browser("nbgrader")
    parser = argparse.ArgumentParser(
        prog="python -m cardkit.classroom.nbgrader_export",
        description="Write an exercise set or a worksheet as an nbgrader source notebook.",
    )
    parser.add_argument("--set", required=True, help="an exercise set (cards, scopa, …) or, with --worksheet-seed, a game")
    parser.add_argument("--out", type=Path, required=True, help="the assignment folder, course/source/<assignment>")
    parser.add_argument("--worksheet-seed", type=int, help="export the worksheet of this seed instead of the set")
    worksheet.add_sheet_arguments(parser)
    parser.add_argument("--root", type=Path, default=None, help="repository root (for --set)")
    args = parser.parse_args(argv)
    try:
        target = export(args.out, args.set, args.root, args.worksheet_seed, args.n, args.difficulty, args.lang)
    except CardkitError as exc:
        parser.error(str(exc))
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
