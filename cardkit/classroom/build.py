"""Build the student copies of the exercise notebooks from the solutions.

Usage (from the repository root)::

    python -m cardkit.classroom.build            # every set in exercises/solutions/
    python -m cardkit.classroom.build exercises/solutions/01_cards.ipynb
    python -m cardkit.classroom.build --check    # only report copies that are out of date

For each solution notebook ``exercises/solutions/NN_<set>.ipynb`` it

1. executes the solution notebook in place (its stored outputs are what the
   tests compare: every ``check`` line must say "correct");
2. writes the student copy ``exercises/NN_<set>.ipynb``: the solution lines
   are replaced by a placeholder, so ``answer = "7d"`` becomes
   ``answer = ...  # your answer here``;
3. executes the student copy in place, so that it opens showing the
   "no answer yet" lines;
4. stores each card picture once: a picture the two copies show alike (a
   cell the student copy keeps as it is, with the same outputs, such as
   ``position("picchetto-03")``) stays in the student copy, which the
   learner opens first and must see before running anything, and the
   solution keeps that cell executed but without its outputs (see
   :func:`share_pictures`).  nbval compares the picture in the student copy
   (cell tag ``nbval-check-output``) and ignores the empty cell in the
   solution (tag ``nbval-ignore-output``); the teacher sees it on running.

What counts as solution, in the solution notebook:

* in a code cell, the lines between ``# BEGIN SOLUTION`` and
  ``# END SOLUTION`` (markers included) become one line: the last name the
  block assigns at its own indentation, ``name = ...  # your answer here``
  (a block that assigns nothing becomes ``...  # your code here``);
* a whole cell tagged ``solution`` (a code cell is treated as one block; a
  markdown cell becomes "*Write your answer here.*");
* a cell tagged ``solution-only`` is left out of the student copy (e.g. the
  note "this is the teacher's copy").

Relative links in markdown are written for the solution notebook's folder:
``[lesson 17](../../notebooks/16_x.ipynb)`` works in ``exercises/solutions/``,
and the student copy, one folder up, gets ``(../notebooks/16_x.ipynb)``.
(Links already written as ``../notebooks/...`` are copied unchanged.)

Notebooks are executed with ``tools/execute_notebooks.py`` (the settings the
tests use), so this command runs from a clone of the repository.
"""

from __future__ import annotations

import argparse
import copy
import importlib.util
import re
import sys
from pathlib import Path

from .. import i18n
from ..errors import InvalidInputError
from . import _need

i18n.register({
    "build.nested_block": {"en": "{where}: '{begin}' inside another solution block",
                           "it": "{where}: '{begin}' dentro un altro blocco di soluzione"},
    "build.unopened_block": {"en": "{where}: '{end}' without '{begin}'", "it": "{where}: '{end}' senza '{begin}'"},
    "build.unclosed_block": {"en": "{where}: '{begin}' without '{end}'", "it": "{where}: '{begin}' senza '{end}'"},
    "build.copy_mismatch": {"en": "the student copy does not match its solution notebook",
                            "it": "la copia dello studente non corrisponde al suo notebook di soluzione"},
})

BEGIN = "# BEGIN SOLUTION"
END = "# END SOLUTION"
SOLUTION_TAG = "solution"
SOLUTION_ONLY_TAG = "solution-only"
ANSWER_PLACEHOLDER = "{indent}{name} = ...  # your answer here"
CODE_PLACEHOLDER = "{indent}...  # your code here"
MARKDOWN_PLACEHOLDER = "*Write your answer here.*"
#: the same placeholders in an edition's language (only a comment and a
#: markdown line differ: the code a learner completes is the same)
EDITION_PLACEHOLDERS = {
    "it": {"answer": "{indent}{name} = ...  # la tua risposta qui",
           "code": "{indent}...  # il tuo codice qui",
           "markdown": "*Scrivi qui la tua risposta.*"},
}


def _placeholders(lang: str) -> dict:
    return EDITION_PLACEHOLDERS.get(lang, {"answer": ANSWER_PLACEHOLDER, "code": CODE_PLACEHOLDER,
                                           "markdown": MARKDOWN_PLACEHOLDER})
# a relative link that climbs out of exercises/solutions/, in markdown or HTML
UP_TWO = re.compile(r"(\]\(\s*<?|href=[\"'])\.\./\.\./")
# a picture shown alike in both copies lives in the student copy only
SHARED = "picture_in_student_copy"          # cell metadata cardkit.<SHARED> in the solution
IGNORE_TAG, CHECK_TAG = "nbval-ignore-output", "nbval-check-output"
PICTURE = "data:image/svg+xml"


def student_links(source: str) -> str:
    """Markdown links of a solution cell, rewritten for the student copy's folder."""
    _need.need_text("student_links", "source", source)
    return UP_TWO.sub(r"\1../", source)


def placeholder(block: list[str], indent: str, lang: str = "en") -> list[str]:
    """The student's line for one solution block: the last name the block
    assigns at its own indentation becomes ``name = ...`` (its comment in
    the edition's language ``lang``)."""
    _need.check("placeholder", "block", block, _need.is_texts(block), "texts")
    _need.check("placeholder", "indent", indent, isinstance(indent, str) and len(indent) <= 200
                and not indent.strip(" \t"), "indent")
    _need.need_lang("placeholder", lang)
    pattern = re.compile(rf"^{re.escape(indent)}([A-Za-z_]\w*)\s*(?::[^=]*)?=(?!=)")
    names = [m.group(1) for m in map(pattern.match, block) if m]
    if not names:
        return [_placeholders(lang)["code"].format(indent=indent)]
    return [_placeholders(lang)["answer"].format(indent=indent, name=names[-1])]


def strip_solution(source: str, where: str = "cell", lang: str = "en") -> str:
    """A code cell's source with every marked solution block replaced."""
    _need.need_text("strip_solution", "source", source)
    _need.need_text("strip_solution", "where", where, 200)
    _need.need_lang("strip_solution", lang)
    out: list[str] = []
    block: list[str] | None = None
    indent = ""
    for line in source.split("\n"):
        stripped = line.strip()
        if stripped == BEGIN:
            if block is not None:
                raise InvalidInputError("build.nested_block", where=where, begin=BEGIN)
            block, indent = [], line[: len(line) - len(line.lstrip())]
        elif stripped == END:
            if block is None:
                raise InvalidInputError("build.unopened_block", where=where, begin=BEGIN, end=END)
            out.extend(placeholder(block, indent, lang))
            block = None
        elif block is not None:
            block.append(line)
        else:
            out.append(line)
    if block is not None:
        raise InvalidInputError("build.unclosed_block", where=where, begin=BEGIN, end=END)
    return "\n".join(out)


def _is_shared(cell) -> bool:
    return bool(cell.get("metadata", {}).get("cardkit", {}).get(SHARED))


def _set_tags(cell, tags: list) -> None:
    if tags:
        cell.metadata["tags"] = tags
    else:
        cell.metadata.pop("tags", None)


def student_cells(solution_nb, lang: str = "en") -> list:
    """The cells of the student copy, unexecuted (placeholders in ``lang``)."""
    _need.need_notebook("student_cells", "solution_nb", solution_nb)
    _need.need_lang("student_cells", lang)
    cells = []
    for n, cell in enumerate(solution_nb.cells):
        tags = list(cell.get("metadata", {}).get("tags", []))
        if SOLUTION_ONLY_TAG in tags:
            continue
        new = copy.deepcopy(cell)
        new.metadata.pop("execution", None)
        if _is_shared(cell):
            # the picture is stored and compared in the student copy
            new.metadata.pop("cardkit")
            _set_tags(new, [t for t in tags if t != IGNORE_TAG] + [CHECK_TAG])
        if SOLUTION_TAG in tags:
            tags.remove(SOLUTION_TAG)
            if tags:
                new.metadata["tags"] = tags
            else:
                new.metadata.pop("tags", None)
            if cell.cell_type == "code":
                new.source = "\n".join(placeholder(cell.source.split("\n"), "", lang))
            else:
                new.source = _placeholders(lang)["markdown"]
        elif cell.cell_type == "code":
            new.source = strip_solution(cell.source, f"cell {n}", lang)
        else:
            new.source = student_links(cell.source)
        if cell.cell_type == "code":
            new.outputs = []
            new.execution_count = None
        cells.append(new)
    return cells


def _shows_picture(outputs) -> bool:
    return any(PICTURE in str(out.get("data", {}).get("text/html", "")) for out in outputs)


def share_pictures(solution_nb, student_nb) -> int:
    """Store once the pictures both executed copies show alike.

    A code cell the student copy keeps unchanged (same source) whose outputs
    are the same in both copies and draw cards keeps its outputs in the
    student copy (tagged ``nbval-check-output``: compared there) and loses
    them in the solution, which stays executed (tagged
    ``nbval-ignore-output``, marked in ``metadata.cardkit``).  Call it on
    two freshly executed copies; a cell shared before that no longer
    qualifies gets its tags back.  Returns the number of cells shared; both
    notebooks are changed in place."""
    _need.need_notebook("share_pictures", "solution_nb", solution_nb)
    _need.need_notebook("share_pictures", "student_nb", student_nb)
    kept = [c for c in solution_nb.cells
            if SOLUTION_ONLY_TAG not in c.get("metadata", {}).get("tags", [])]
    if len(kept) != len(student_nb.cells):
        raise InvalidInputError("build.copy_mismatch")
    shared = 0
    for sol, stu in zip(kept, student_nb.cells):
        if sol.cell_type != "code" or stu.cell_type != "code":
            continue
        sol_tags = [t for t in sol.metadata.get("tags", []) if t != IGNORE_TAG]
        stu_tags = [t for t in stu.metadata.get("tags", []) if t != CHECK_TAG]
        if (sol.source == stu.source and _shows_picture(stu.outputs)
                and _outputs_key(sol.outputs) == _outputs_key(stu.outputs)):
            sol.outputs = []
            sol.metadata.setdefault("cardkit", {})[SHARED] = True
            _set_tags(sol, sol_tags + [IGNORE_TAG])
            _set_tags(stu, stu_tags + [CHECK_TAG])
            shared += 1
        elif _is_shared(sol):  # shared last time, no longer alike: both keep their outputs
            sol.metadata["cardkit"].pop(SHARED)
            if not sol.metadata["cardkit"]:
                sol.metadata.pop("cardkit")
            _set_tags(sol, sol_tags)
            _set_tags(stu, stu_tags)
    return shared


def _outputs_key(outputs) -> list:
    """Outputs as compared between the copies (execution counts aside)."""
    return [{k: v for k, v in out.items() if k != "execution_count"} for out in outputs]


def student_notebook(solution_nb, solution_name: str, lang: str = "en"):
    _need.need_notebook("student_notebook", "solution_nb", solution_nb)
    _need.check("student_notebook", "solution_name", solution_name, _need.is_path(solution_name), "path")
    _need.need_lang("student_notebook", lang)
    nb = copy.deepcopy(solution_nb)
    nb.cells = student_cells(solution_nb, lang)
    nb.metadata["cardkit"] = {
        "generated_from": f"solutions/{solution_name}",
        "note": "generated by python -m cardkit.classroom.build: edit the solution notebook instead",
    }
    return nb


EDITIONS = ("it",)   # language editions besides English: exercises/solutions/<lang>/ -> exercises/<lang>/


def student_path(solution: Path) -> Path:
    """exercises/solutions/NN.ipynb -> exercises/NN.ipynb; an edition's
    exercises/solutions/it/NN.ipynb -> exercises/it/NN.ipynb."""
    solution = _need.need_path("student_path", "solution", solution)
    if solution.parent.name in EDITIONS and solution.parent.parent.name == "solutions":
        return solution.parent.parent.parent / solution.parent.name / solution.name
    return solution.parent.parent / solution.name


def edition(solution: Path) -> str:
    """The language of a solution notebook: an edition's folder name
    (exercises/solutions/it/ -> "it"), else "en"."""
    solution = _need.need_path("edition", "solution", solution)
    if solution.parent.name in EDITIONS and solution.parent.parent.name == "solutions":
        return solution.parent.name
    return "en"


def solution_notebooks(root: Path) -> list[Path]:
    """Every solution notebook, the English ones first, then each edition's."""
    root = _need.need_path("solution_notebooks", "root", root)
    folder = root / "exercises" / "solutions"
    found = sorted(folder.glob("[0-9]*.ipynb"))
    for lang in EDITIONS:
        found += sorted((folder / lang).glob("[0-9]*.ipynb"))
    return found


def _cell_key(cell) -> tuple:
    return (cell.cell_type, cell.source, tuple(cell.get("metadata", {}).get("tags", [])))


def out_of_date(root: Path) -> list[str]:
    """Student copies missing or not matching their solution notebook."""
    root = _need.need_path("out_of_date", "root", root)
    import nbformat

    problems = []
    for sol in solution_notebooks(root):
        stu = student_path(sol)
        if not stu.exists():
            problems.append(f"{stu.relative_to(root)} is missing")
            continue
        want = [_cell_key(c) for c in student_cells(nbformat.read(sol, as_version=4), edition(sol))]
        have = [_cell_key(c) for c in nbformat.read(stu, as_version=4).cells]
        if want != have:
            problems.append(f"{stu.relative_to(root)} differs from {sol.relative_to(root)}")
    return problems


def _executor(root: Path):
    path = root / "tools" / "execute_notebooks.py"
    if not path.exists():
        raise SystemExit(f"{path} not found: run this command from a clone of the cardkit repository")
    spec = importlib.util.spec_from_file_location("cardkit_execute_notebooks", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build(root: Path, solutions: list[Path], execute: bool = True) -> None:
    import nbformat

    run = _executor(root) if execute else None
    for sol in solutions:
        stu = student_path(sol)
        if run:
            print(f"executing {sol.relative_to(root)}", flush=True)
            with run.test_environment():
                run.execute(sol)
        nb = student_notebook(nbformat.read(sol, as_version=4), sol.name if sol.parent.name == "solutions" else f"{sol.parent.name}/{sol.name}",
                              edition(sol))
        nbformat.validate(nb)
        stu.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
        print(f"wrote {stu.relative_to(root)}", flush=True)
        if run:
            with run.test_environment():
                run.execute(stu)
            solution_nb, student_nb = nbformat.read(sol, as_version=4), nbformat.read(stu, as_version=4)
            n = share_pictures(solution_nb, student_nb)
            for path, nb in ((sol, solution_nb), (stu, student_nb)):
                nbformat.validate(nb)
                text = nbformat.writes(nb)
                path.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
            print(f"{n} picture(s) stored in {stu.relative_to(root)} only", flush=True)


def default_root() -> Path:
    here = Path(__file__).resolve().parents[2]
    return here if (here / "exercises" / "solutions").is_dir() else Path.cwd()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardkit.classroom.build",
        description="Execute the exercise solution notebooks and write the student copies.",
    )
    parser.add_argument("solutions", nargs="*", type=Path,
                        help="solution notebooks (default: every exercises/solutions/NN_*.ipynb)")
    parser.add_argument("--root", type=Path, default=None, help="repository root")
    parser.add_argument("--no-execute", action="store_true",
                        help="only write the student copies (unexecuted)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a student copy is out of date")
    args = parser.parse_args(argv)
    root = (args.root or default_root()).resolve()
    if args.check:
        problems = out_of_date(root)
        for p in problems:
            print(p)
        if not problems:
            print("every student copy is up to date")
        return 1 if problems else 0
    solutions = [p.resolve() for p in args.solutions] or solution_notebooks(root)
    if not solutions:
        print(f"no solution notebooks in {root / 'exercises' / 'solutions'}", file=sys.stderr)
        return 1
    build(root, solutions, execute=not args.no_execute)
    return 0


if __name__ == "__main__":
    sys.exit(main())
