"""The exercise sets and worksheets as nbgrader assignments: nbgrader's own
``generate_assignment`` and ``autograde`` on a sample submission give the
same score as the kit's grader."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbgrader.api import Gradebook

from cardkit.classroom import grade, nbgrader_export, worksheet
from cardkit.exercises import exercises
from cardkit.classroom.grade import normal_form
from cardkit.errors import CardkitError

ROOT = Path(__file__).resolve().parent.parent
NBGRADER_TODO = "# YOUR CODE HERE\nraise NotImplementedError()"


def nbgrader_cells(nb, key: str) -> list:
    return [c for c in nb.cells if c.metadata.get("nbgrader", {}).get(key)]


def test_a_set_exports_one_solution_and_one_test_per_exercise(tmp_path):
    path = nbgrader_export.export(tmp_path / "source" / "ps1", "cards", ROOT)
    nb = nbformat.read(path, as_version=4)
    ids = [ex.id for ex in exercises("cards")]
    solutions, tests = nbgrader_cells(nb, "solution"), nbgrader_cells(nb, "grade")
    assert [c.metadata.nbgrader.grade_id for c in solutions] == [f"answer-{i}" for i in ids]
    assert [c.source for c in tests] == [
        f"assert not revealed({i!r}), '{i}: the answer was shown with reveal(), so it earns no point'\n"
        f"assert evaluate({i!r}, answer).correct, '{i}: not yet'" for i in ids]
    assert all(c.metadata.nbgrader.points == 1 and c.metadata.nbgrader.locked for c in tests)
    for cell in solutions:  # nbgrader's markers, the answer reset first, the kit's check line kept
        lines = cell.source.split("\n")
        assert lines[0] == "answer = ..." and lines[1] == "### BEGIN SOLUTION" and "### END SOLUTION" in lines
        assert lines[-1].startswith("check(")
    for n, cell in enumerate(nb.cells):  # each test cell follows its answer cell
        if cell in tests:
            assert nb.cells[n - 1].metadata.nbgrader.grade_id == "answer-" + cell.metadata.nbgrader.grade_id[5:]
    text = nbformat.writes(nb)
    assert "Teacher's copy" not in text and "# BEGIN SOLUTION" not in text.replace("### BEGIN SOLUTION", "")


def test_a_worksheet_exports_its_own_questions(tmp_path):
    path = nbgrader_export.export(tmp_path, "belote", worksheet_seed=7, n=4)
    assert path.name == "belote-seed-07.ipynb"
    nb = nbformat.read(path, as_version=4)
    qs = worksheet.worksheet_questions("belote", 7, 4)
    assert nb.metadata.cardkit["worksheet"] == {"set": "belote", "seed": 7, "n": 4, "difficulty": "normal"}
    solutions = nbgrader_cells(nb, "solution")
    assert len(solutions) == len(nbgrader_cells(nb, "grade")) == 4
    for cell, q in zip(solutions, qs):
        assert f"answer = {normal_form(q._expected())!r}" in cell.source
        assert cell.source.endswith(f"check({q.id!r}, answer)")


def test_export_names_the_sets_it_knows(tmp_path):
    with pytest.raises(CardkitError, match="no solution notebook for the set 'chess'"):
        nbgrader_export.export(tmp_path, "chess", ROOT)
    with pytest.raises(SystemExit):
        nbgrader_export.main(["--set", "chess", "--out", str(tmp_path), "--root", str(ROOT)])


def nbgrader(course: Path, *args: str) -> None:
    env = dict(os.environ)
    # nbgrader runs the `alembic` executable of this environment
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    subprocess.run([sys.executable, "-m", "nbgrader", *args, f"--CourseDirectory.root={course}"],
                   cwd=course, env=env, check=True, capture_output=True, timeout=600)


def test_nbgrader_autogrades_a_submission_like_the_kit(tmp_path):
    course = tmp_path / "course"
    nbgrader_export.export(course / "source" / "ps1", "cards", ROOT)
    nbgrader(course, "generate_assignment", "ps1", "--force")
    released = course / "release" / "ps1" / "01_cards.ipynb"
    nb = nbformat.read(released, as_version=4)
    solutions = nbgrader_cells(nb, "solution")
    assert all(NBGRADER_TODO in c.source for c in solutions)  # the solutions are gone
    assert '"Cs"' not in nbformat.writes(nb)
    # a student: four answers right (one of them after reveal(), hidden in %%capture),
    # one wrong, one unreadable, the rest left as handed out
    answers = ['"Cs"', '"hearts"', "40", "[2, 3]", '"settebello"', '"Rb Ad 3c 4c"']
    for cell, answer in zip(solutions, answers):
        cell.source = cell.source.replace(NBGRADER_TODO, f"answer = {answer}")
    shown = nbformat.v4.new_code_cell(
        "%%capture\nfrom cardkit.exercises import reveal\nreveal('cards-04')")
    nb.cells.insert(nb.cells.index(solutions[3]), shown)
    submitted = course / "submitted" / "alice" / "ps1" / "01_cards.ipynb"
    submitted.parent.mkdir(parents=True)
    nbformat.write(nb, submitted)

    nbgrader(course, "autograde", "ps1", "--create")
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        submission = gb.find_submission("ps1", "alice")
        nbgrader_score, max_score = submission.score, submission.max_score

    kit, = grade.grade([submitted], time_limit=300)
    assert max_score == len(kit.expected) == 9
    assert nbgrader_score == kit.n_correct
    assert [kit.status(f"cards-0{n}") for n in range(1, 10)] == [
        "correct", "correct", "wrong", "revealed", "invalid", "wrong", "not checked", "not checked", "not checked"]
    assert nbgrader_score == kit.n_correct == 2


def test_an_italian_set_exports_italian_placeholders_and_the_same_questions():
    """The Italian edition of a set exports the same graded questions as the
    English one, with its placeholders in Italian."""
    checked = 0
    for italian in sorted((ROOT / "exercises" / "solutions" / "it").glob("[0-9][0-9]_*.ipynb")):
        english = next((ROOT / "exercises" / "solutions").glob(italian.name[:3] + "*.ipynb"))
        nb_it = nbgrader_export.set_source_notebook(italian)
        nb_en = nbgrader_export.set_source_notebook(english)
        ids = [c.metadata.nbgrader.grade_id for c in nbgrader_cells(nb_en, "grade")]
        assert [c.metadata.nbgrader.grade_id for c in nbgrader_cells(nb_it, "grade")] == ids
        text_en, text_it = nbformat.writes(nb_en), nbformat.writes(nb_it)
        assert "Write your answer here" not in text_it and "your code here" not in text_it
        if "Write your answer here" in text_en:
            assert "Scrivi qui la tua risposta" in text_it
            checked += 1
    assert checked >= 1          # at least one set asks for an answer in words
