"""Grading a class can trust: per-student worksheets graded from a folder in
one command, including submissions that crash, hang, exit, print a huge
output, or try to fake their marks — every one reported, none passing
falsely.  Also: answers are recorded in the notebook as normal-form text and
checked again by the grader, never trusted from the student's kernel."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import shutil
from pathlib import Path

import nbformat
import pytest

from cardkit.errors import CardkitError
from cardkit.classroom import grade, worksheet
from cardkit.exercises import check, evaluate, get
from cardkit.exercises.record import MIME, answer_record, normal_form
from cardkit.exercises.practice import Question, topics

GAME, N, SEEDS = "scopa", 3, range(1, 31)


def _record(id, answer) -> dict:
    """What check(id, answer) records, the exercise's kind looked up as check() does."""
    found = get(id)
    return answer_record(id, answer, None if found is None else found.kind)


def right(q: Question) -> str:
    """The correct answer of a question, as a learner could type it."""
    return repr(normal_form(q._expected()))


def answered(nb, answers: dict[str, str]):
    """``nb`` with the answer cells of some question ids filled in."""
    for cell in nb.cells:
        if cell.cell_type == "code" and "answer = ..." in cell.source:
            id = cell.source.split("check(")[1].split(",")[0].strip("'\"")
            if id in answers:
                cell.source = cell.source.replace("answer = ...", f"answer = {answers[id]}", 1)
    return nb


def insert_code(nb, position: int, source: str):
    nb.cells.insert(position, nbformat.v4.new_code_cell(source))
    return nb


FAKE_CHECKERS = """\
import cardkit.exercises.core as core
from cardkit.exercises.practice import Question
always = lambda self, answer, record=True: core.Result(self.id, "correct", f"✔ {self.id}: correct", "x")
core.Exercise.evaluate = always
Question.evaluate = always
core.evaluate = lambda id, answer, record=False: core.Result(id, "correct", f"✔ {id}: correct", "x")
"""

ALWAYS_EQUAL = """\
class Anything:
    def __eq__(self, other): return True
    def __hash__(self): return 0
class AnyText(str):
    def __eq__(self, other): return True
    def __hash__(self): return 0
    def strip(self, *a): return self
    def lower(self): return self
"""


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory):
    """30 worksheets, their submissions (with the troublemakers) and the
    grader's CSV, from one run of the command."""
    root = tmp_path_factory.mktemp("class")
    sheets = worksheet.write_worksheets(GAME, list(SEEDS), root / "worksheets", n=N)
    subs = root / "submitted"
    subs.mkdir()
    qs = {s: worksheet.worksheet_questions(GAME, s, N) for s in SEEDS}
    expected_score = {}
    for seed, path in zip(SEEDS, sheets):
        nb = nbformat.read(path, as_version=4)
        ids = [q.id for q in qs[seed]]
        good = {q.id: right(q) for q in qs[seed]}
        k = seed % (N + 1)  # the ordinary students answer the first k questions right, then one wrong
        answers = {i: good[i] for i in ids[:k]}
        answers.update({i: "'no such answer'" for i in ids[k:k + 1]})
        expected_score[path.name] = k
        if seed == 4:    # crash after the first answer: the kernel dies
            answers, expected_score[path.name] = good, 1
            insert_code(nb, 5, "import os\nos._exit(1)")
        elif seed == 5:  # hang after the first answer
            answers, expected_score[path.name] = good, 1
            insert_code(nb, 5, "while True:\n    pass")
        elif seed == 6:  # sys.exit() does not stop the run; the answers after it count
            answers, expected_score[path.name] = good, N
            insert_code(nb, 2, "import sys\nsys.exit(2)")
        elif seed == 7:  # a huge output
            answers, expected_score[path.name] = good, N
            insert_code(nb, 2, "print('x' * 20_000_000)")
        elif seed == 8:  # objects equal to everything
            answers = {i: "Anything()" if n % 2 else "AnyText('zzz')" for n, i in enumerate(ids)}
            expected_score[path.name] = 0
            insert_code(nb, 2, ALWAYS_EQUAL)
        elif seed == 9:  # monkeypatched checkers: the kernel says ✔, the grader does not
            answers = {i: "'no such answer'" for i in ids}
            expected_score[path.name] = 0
            insert_code(nb, 2, FAKE_CHECKERS)
        elif seed == 10:  # a forged record, and a record edited by hand in the stored outputs
            answers = {i: "'no such answer'" for i in ids}
            expected_score[path.name] = 0
            insert_code(nb, 2, "from IPython.display import publish_display_data\n" + "\n".join(
                f"publish_display_data({{}}, metadata={{{MIME!r}: {{'id': {i!r}, 'answer': 'zz', "
                f"'status': 'correct'}}}})" for i in ids))
            for cell in nb.cells:
                if cell.cell_type == "code" and "check(" in cell.source:
                    id = cell.source.split("check(")[1].split(",")[0].strip("'\"")
                    cell.outputs = [nbformat.v4.new_output(
                        "display_data", data={}, metadata={MIME: {"id": id, "answer": json.loads(
                            json.dumps(normal_form(get(id)._expected()))), "status": "correct"}})]
                    cell.execution_count = 1
        elif seed == 11:  # the ids changed to another student's questions, answered right
            other = qs[1]
            answers = {}
            expected_score[path.name] = 0
            for cell, q in zip([c for c in nb.cells if "check(" in c.source], other):
                cell.source = f"answer = {right(q)}\ncheck({q.id!r}, answer)"
        elif seed == 12:  # the seed in the metadata changed to seed 1, answered as seed 1
            nb.metadata["cardkit"]["worksheet"]["seed"] = 1
            answers, expected_score[path.name] = {}, 0
            for cell, q in zip([c for c in nb.cells if "check(" in c.source], qs[1]):
                cell.source = f"answer = {right(q)}\ncheck({q.id!r}, answer)"
        elif seed == 13:  # answers shown with reveal(), then checked
            answers, expected_score[path.name] = good, N - 1
            insert_code(nb, 2, f"from cardkit.exercises.practice import Question\nQuestion.from_id({ids[0]!r}).reveal()")
        elif seed == 14:  # an error in a cell does not stop the run
            answers, expected_score[path.name] = good, N
            insert_code(nb, 2, "1 / 0")
        elif seed == 15:  # the metadata shrunk to one question: the teacher's index still asks three
            nb.metadata["cardkit"]["worksheet"]["n"] = 1
            answers, expected_score[path.name] = {ids[0]: good[ids[0]]}, 1
        nbformat.write(answered(nb, answers), subs / path.name)
    (subs / "not-a-notebook.ipynb").write_text("{ this is not json", encoding="utf-8")
    results = root / "results.csv"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = grade.main([str(subs), "--csv", str(results), "--time-limit", "25", "--jobs", "2",
                           "--index", str(root / "worksheets" / "index.csv")])
    rows = list(csv.DictReader(results.open(encoding="utf-8")))
    return {"code": code, "rows": rows, "expected": expected_score, "qs": qs, "printed": printed.getvalue(),
            "root": root / "worksheets"}


def by_notebook(rows) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for row in rows:
        out.setdefault(row["notebook"].rsplit("/", 1)[-1], []).append(row)
    return out


def test_every_submission_is_reported_and_none_passes_falsely(class_folder):
    table = by_notebook(class_folder["rows"])
    assert set(table) == set(class_folder["expected"]) | {"not-a-notebook.ipynb"}
    assert class_folder["code"] == 1  # some notebooks could not run to the end
    for name, score in class_folder["expected"].items():
        seed = int(name.split("-seed-")[1][:2])
        own = [q.id for q in class_folder["qs"][seed]]
        graded = [r for r in table[name] if r["status"] != "foreign"]
        assert [r["exercise"] for r in graded] == own, name
        assert all(r["seed"] == str(seed) for r in table[name])
        assert sum(r["status"] == "correct" for r in graded) == score, (name, graded)


def test_troublemakers_are_reported(class_folder):
    table = by_notebook(class_folder["rows"])
    run = {name: rows[0]["run"] for name, rows in table.items()}
    assert run["scopa-seed-04.ipynb"].startswith("the kernel died in cell 6")
    assert run["scopa-seed-05.ipynb"].startswith("time limit (25 s) reached in cell 6")
    assert run["scopa-seed-06.ipynb"] == "ran to the end; error: SystemExit: 2 in cell 3"
    assert run["scopa-seed-14.ipynb"] == "ran to the end; error: ZeroDivisionError: division by zero in cell 3"
    assert run["scopa-seed-01.ipynb"] == "ran to the end"
    assert run["not-a-notebook.ipynb"].startswith("cannot read the notebook")
    assert table["not-a-notebook.ipynb"][0]["status"] == "not checked"
    statuses = {name: [r["status"] for r in rows] for name, rows in table.items()}
    assert set(statuses["scopa-seed-08.ipynb"]) == {"invalid"}          # always-equal objects
    assert set(statuses["scopa-seed-09.ipynb"]) <= {"wrong", "invalid"}  # monkeypatched checkers
    assert set(statuses["scopa-seed-10.ipynb"]) <= {"wrong", "invalid"}  # forged and hand-edited records
    assert statuses["scopa-seed-11.ipynb"] == ["not checked"] * N + ["foreign"] * N
    assert statuses["scopa-seed-12.ipynb"] == ["not checked"] * N + ["foreign"] * N
    assert statuses["scopa-seed-13.ipynb"][0] == "revealed"


def test_the_printed_report(class_folder):
    out = class_folder["printed"]
    seed12 = out[out.index("scopa-seed-12.ipynb (worksheet seed 12)"):].split("\n\n")[0]
    assert "(worksheet seed 12): 0/3 correct" in seed12
    assert ("note: the notebook's metadata says seed 1; graded as the worksheets' index says: "
            "set 'scopa', seed 12, n 3, difficulty 'normal'") in seed12
    assert "the notebook's metadata says n 1; graded as the worksheets' index says" in out
    assert "not this notebook's questions (not counted): scopa-" in seed12
    assert "error: ZeroDivisionError: division by zero in cell 3" in out
    assert "note: cell 3 printed more than 1,000,000 characters (not kept)" in out
    summary = out.split("summary")[1].splitlines()
    assert summary[1].split() == ["notebook", "q1", "q2", "q3", "score", "run"]
    assert summary[2].split()[0] == "not-a-notebook"
    row = next(line for line in summary if line.startswith("scopa-seed-01 "))
    assert row.split() == ["scopa-seed-01", "✔", "✘", "○", "1/3", "ok"]
    assert len(summary) == 2 + 31


def test_worksheets_and_keys(class_folder):
    folder = class_folder["root"]
    index = list(csv.DictReader((folder / "index.csv").open(encoding="utf-8")))
    assert [int(r["seed"]) for r in index] == list(SEEDS)
    for row in index[:3]:
        seed = int(row["seed"])
        nb = nbformat.read(folder / row["notebook"], as_version=4)
        assert nb.metadata["cardkit"]["worksheet"] == {"set": GAME, "seed": seed, "n": N, "difficulty": "normal"}
        assert row["ids"].split() == [q.id for q in class_folder["qs"][seed]]
        key = list(csv.DictReader((folder / row["key"]).open(encoding="utf-8")))
        assert [k["id"] for k in key] == row["ids"].split()
        text = nbformat.writes(nb)
        for q in class_folder["qs"][seed]:  # the id and a picture are there, the answer is not
            assert f"check({q.id!r}, answer)" in text
            assert "answer = ...  # your answer here" in text
        assert "BEGIN SOLUTION" not in text and "_expected" not in text
    assert len({r["ids"] for r in index}) == len(index)  # every student has other questions


def test_worksheet_inputs_are_checked(tmp_path):
    assert worksheet.parse_seeds("1-3,7,2") == [1, 2, 3, 7]
    for bad in ("", "3-1", "a", "1-", "1234567", None):
        with pytest.raises(CardkitError, match="not a list of seeds"):
            worksheet.parse_seeds(bad)
    with pytest.raises(CardkitError, match="not a game"):
        worksheet.write_worksheets("chess", [1], tmp_path)
    with pytest.raises(CardkitError, match="not a language"):
        worksheet.worksheet_notebook("scopa", 1, lang="fr")
    it = worksheet.worksheet_notebook("belote", 4, n=2, lang="it")
    assert it.cells[0].source.startswith("# Scheda · Belote · seed 4")
    assert "cardkit.set_language('it')" in it.cells[1].source


# --------------------------------------------------------------------------
# Recorded answers
# --------------------------------------------------------------------------

def test_every_expected_answer_survives_its_record():
    """The normal form recorded for the right answer reads back as right, for
    every fixed exercise and for generated questions of every topic."""
    from cardkit.exercises import exercises
    from cardkit.exercises.core import load_sets

    load_sets()
    ids = [ex.id for ex in exercises()] + [Question(t.name, s).id for t in topics() for s in range(3)]
    for id in ids:
        record = json.loads(json.dumps(_record(id, get(id)._expected())))
        assert set(record) == {"id", "answer"}
        assert evaluate(id, record["answer"]).correct, (id, record)


def test_a_record_holds_only_the_answer_as_read():
    class Anything(str):
        def __eq__(self, other):
            return True

        __hash__ = str.__hash__

    assert _record("cards-03", 32) == {"id": "cards-03", "answer": 32}
    assert _record("cards-06", "Rb Ad") == {"id": "cards-06", "answer": ["Ad", "Rb"]}
    assert _record("cards-03", ...) == {"id": "cards-03", "answer": None}
    assert _record("cards-03", object()) == {"id": "cards-03", "answer": None, "unreadable": True}
    assert _record("nothing-01", 3) == {"id": "nothing-01", "answer": None, "unreadable": True}
    fake = _record("cards-01", Anything("Ad"))  # read as the card it spells, nothing more
    assert fake == {"id": "cards-01", "answer": "Ad"} and type(fake["answer"]) is str


def test_check_records_nothing_outside_ipython(capsys):
    check("cards-03", 32)
    out = capsys.readouterr().out
    assert out.startswith("✔ cards-03: correct") and out.count("\n") == 1


def test_hand_edited_events_gain_nothing(tmp_path):
    """Events as the child process reports them, tampered with: statuses are
    ignored, odd answers are unreadable, the last check of a question counts."""
    seed = 3
    ids = [q.id for q in worksheet.worksheet_questions(GAME, seed, N)]
    nb = worksheet.worksheet_notebook(GAME, seed, N)
    path = tmp_path / f"{GAME}-seed-{seed:02d}.ipynb"
    nbformat.write(nb, path)
    good = normal_form(get(ids[0])._expected())
    events = [
        {"event": "record", "id": ids[0], "answer": good},
        {"event": "record", "id": ids[0], "answer": "zz", "status": "correct"},   # a later wrong try counts
        {"event": "record", "id": ids[1], "answer": {"__eq__": True}, "status": "correct"},
        {"event": "record", "id": ids[2], "answer": normal_form(get(ids[2])._expected()), "unreadable": True},
        {"event": "done"},
    ]
    sub = grade.grade_events(path, events)
    assert sub.status(ids[0]) in ("wrong", "invalid")
    assert [sub.status(i) for i in ids[1:]] == ["invalid", "invalid"]
    assert sub.n_correct == 0 and sub.problem is None


def test_without_the_index_the_file_name_gives_the_seed(tmp_path):
    nb = worksheet.worksheet_notebook(GAME, 5, N)
    nb.metadata["cardkit"]["worksheet"]["seed"] = 1
    path = tmp_path / f"{GAME}-seed-05.ipynb"
    nbformat.write(nb, path)
    sub = grade.grade_events(path, [{"event": "done"}])
    assert sub.seed == 5 and sub.expected == [q.id for q in worksheet.worksheet_questions(GAME, 5, N)]
    assert sub.notes == ["the notebook's metadata says seed 1; graded as its file name says: "
                         "set 'scopa', seed 5, n 3, difficulty 'normal'"]
    nb.metadata["cardkit"]["worksheet"]["difficulty"] = "impossible"
    nbformat.write(nb, path)
    assert grade.grade_events(path, [{"event": "done"}]).problem.startswith("not a worksheet this kit can regenerate")


def test_a_student_copy_must_answer_its_whole_set(tmp_path):
    """A copy of a fixed set expects the set's exercises; a copy of a set of
    generated questions (a review) the questions its solution notebook checks."""
    root = Path(__file__).resolve().parent.parent / "exercises"
    for name, first in (("02_scopa.ipynb", "scopa-01"), ("06_scopa_review.ipynb", None)):
        if not (root / name).exists():  # the review sets are newer than the fixed ones
            assert first is None
            continue
        shutil.copy(root / name, tmp_path / name)
        record = {"event": "record", "id": "cards-01", "answer": "Cs"}  # another set's exercise
        sub = grade.grade_events(tmp_path / name, [record, {"event": "done"}])
        assert sub.foreign == ["cards-01"] and sub.n_correct == 0
        assert len(sub.expected) >= 10 and all(sub.status(i) == "not checked" for i in sub.expected)
        assert first is None or sub.expected[0] == first
        assert first is not None or all(i.count(":") == 2 for i in sub.expected)


def test_a_folder_stands_for_its_notebooks(tmp_path):
    for name in ("b.ipynb", "a.ipynb", "notes.txt"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert grade.notebooks_in([tmp_path]) == [tmp_path / "a.ipynb", tmp_path / "b.ipynb"]


def test_bad_command_line_options(tmp_path, capsys):
    for bad in (["--time-limit", "0"], ["--jobs", "0"]):
        with pytest.raises(SystemExit):
            grade.main([str(tmp_path)] + bad)
    assert "positive number of seconds" in capsys.readouterr().err
