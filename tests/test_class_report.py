"""What the class knows: every exercise and topic names the rule it checks,
the grader counts the wrong checks before the one that counts, a wrong
answer carries its diagnosis, and the report turns the grader's CSV into a
page rule by rule — on a class of 30 worksheets graded by the real command,
and on small CSVs whose numbers are known."""

from __future__ import annotations

import base64
import contextlib
import csv
import io
from collections import Counter
from pathlib import Path

import nbformat
import pytest

from cardkit import i18n
from cardkit.classroom import TOOLS, grade, report as report_module, worksheet
from cardkit.classroom.report import OUTCOMES, outcome, report
from cardkit.errors import CardkitError
from cardkit.exercises import evaluate, exercises, get
from cardkit.exercises.practice import Question, topic, topics
from cardkit.exercises.record import normal_form
from cardkit.exercises.rules_checked import CHECKS, RULES, rule_name, rule_of

GAME, N, SEEDS = "scopa", 3, range(1, 31)


def every_exercise():
    """Every fixed exercise of every set module (discovered, not listed)."""
    from cardkit.exercises.core import load_sets

    load_sets()
    return exercises()


# --------------------------------------------------------------------------
# The rules each exercise and topic checks
# --------------------------------------------------------------------------

def test_every_exercise_and_topic_names_a_rule():
    found = [ex.id for ex in every_exercise()] + [t.name for t in topics()]
    assert len(found) > 100
    missing = [i for i in found if rule_of(i) not in RULES]
    assert not missing, f"name the rule these check in cardkit/exercises/rules_checked.py: {missing}"
    assert set(CHECKS) == set(found), "the table names exercises or topics that do not exist"
    assert set(CHECKS.values()) == set(RULES), "every rule is checked by something"
    for t in topics():
        assert rule_of(Question(t.name, 5).id) == rule_of(t.name)
    for key in RULES:
        en, it = rule_name(key, "en"), rule_name(key, "it")
        assert en and it and en != f"rule.{key}" and "\n" not in en + it
    assert len({rule_name(k, "en") for k in RULES}) == len(RULES) == len({rule_name(k, "it") for k in RULES})
    assert rule_of("nothing-01") is None and rule_of(None) is None


# --------------------------------------------------------------------------
# A wrong answer's diagnosis, and answers as the grader shows them
# --------------------------------------------------------------------------

def _key(found):
    return found if isinstance(found, str) or found is None else found[0]


def test_a_wrong_answer_carries_its_diagnosis():
    for t in topics():
        for seed in range(6):
            q = Question(t.name, seed)
            given, expected = t.kind.read(t.misconception(q.data)), q._expected()
            result = evaluate(q.id, t.misconception(q.data))
            assert result.status == "wrong", q.id
            assert result.mistake == _key(t.diagnose(given, expected, q.data)) is not None, q.id
            assert result.diagnosis in result.line
    from cardkit import ITALIAN
    wrong = evaluate("cards-03", len(ITALIAN))
    assert wrong.mistake == "full" and wrong.diagnosis == i18n.tr("ex.cards-03.full", answer=str(len(ITALIAN)))
    right = evaluate("cards-03", normal_form(get("cards-03")._expected()))
    assert right.correct and right.mistake is None and right.diagnosis is None


def test_an_answer_as_the_grader_shows_it_reads_back():
    """The CSV's answer column (the answer as the checker showed it) checked
    again gives the same verdict and diagnosis, in either language."""
    answers = [(ex.id, ex._expected()) for ex in every_exercise()]
    for t in topics():
        for seed in range(8):
            q = Question(t.name, seed)
            answers += [(q.id, q._expected()), (q.id, t.kind.read(t.misconception(q.data)))]
    for id, value in answers:
        for lang in i18n.LANGUAGES:
            with i18n.language(lang):
                first = evaluate(id, normal_form(value))
            for again_lang in i18n.LANGUAGES:
                with i18n.language(again_lang):
                    again = evaluate(id, first.answer)
                assert (again.status, again.mistake) == (first.status, first.mistake), (id, lang, first.answer)


# --------------------------------------------------------------------------
# Tries, counted by the grader
# --------------------------------------------------------------------------

def _sheet(tmp_path, seed=3, n=4):
    nb = worksheet.worksheet_notebook(GAME, seed, n)
    path = tmp_path / f"{worksheet.file_stem(GAME, seed)}.ipynb"
    nbformat.write(nb, path)
    return path, worksheet.worksheet_questions(GAME, seed, n)


def _answers(q):
    t = topic(q.topic)
    return normal_form(q._expected()), normal_form(t.kind.read(t.misconception(q.data)))


def test_the_grader_counts_the_wrong_checks_before_the_one_that_counts(tmp_path):
    path, qs = _sheet(tmp_path)
    (g0, b0), (g1, _), (g2, b2), _ = [_answers(q) for q in qs]
    rec = lambda q, a: {"event": "record", "id": q.id, "answer": a}  # noqa: E731
    events = [rec(qs[0], b0), rec(qs[0], "zz"), rec(qs[0], b0), rec(qs[0], g0),   # two wrong, one unreadable
              rec(qs[1], g1),
              rec(qs[2], b2), {"event": "reveal", "id": qs[2].id}, rec(qs[2], b2), rec(qs[2], g2),
              {"event": "done"}]
    sub = grade.grade_events(path, events)
    assert [sub.status(q.id) for q in qs] == ["correct", "correct", "revealed", "not checked"]
    assert [sub.tries(q.id) for q in qs] == [2, 0, 1, None]
    out = tmp_path / "results.csv"
    grade.write_csv([sub], out)
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [r["tries"] for r in rows] == ["2", "0", "1", ""]
    assert list(rows[0])[:7] == ["notebook", "seed", "question", "exercise", "status", "answer", "run"]
    assert [outcome(r["status"], int(r["tries"]) if r["tries"] else None) for r in rows] == \
        ["hints", "first", "revealed", "missed"]


# --------------------------------------------------------------------------
# Small CSVs with known numbers
# --------------------------------------------------------------------------

HEADER = ["notebook", "seed", "question", "exercise", "status", "answer", "run", "tries"]


def _write(path: Path, rows, tries=True) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(HEADER if tries else HEADER[:-1])
        for row in rows:
            w.writerow(row if tries else row[:-1])
    return path


def small_class(tmp_path, tries=True) -> Path:
    """Five students: A all right at once, B right after hints on one primiera
    question, C an answer shown, D a question never checked, E nothing graded;
    B, C and D give the same wrong answer to scopa-04."""
    assert {rule_of("scopa-08"), rule_of("scopa-18")} == {"primiera"} and rule_of("scopa-04") == "equal-card-first"
    ok = "ran to the end"
    right = {i: evaluate(i, normal_form(get(i)._expected())).answer
             for i in ("scopa-08", "scopa-18", "scopa-04", "scopa-11")}
    rows = [
        ["a.ipynb", "", "08", "scopa-08", "correct", right["scopa-08"], ok, 0],
        ["a.ipynb", "", "18", "scopa-18", "correct", right["scopa-18"], ok, 0],
        ["a.ipynb", "", "04", "scopa-04", "correct", right["scopa-04"], ok, 0],
        ["b.ipynb", "", "08", "scopa-08", "correct", right["scopa-08"], ok, 2],
        ["b.ipynb", "", "18", "scopa-18", "correct", right["scopa-18"], ok, 0],
        ["b.ipynb", "", "04", "scopa-04", "wrong", "yes", ok, 0],
        ["c.ipynb", "", "08", "scopa-08", "revealed", "", ok, 1],
        ["c.ipynb", "", "04", "scopa-04", "wrong", "sì", ok, 3],
        ["c.ipynb", "", "11", "scopa-11", "correct", right["scopa-11"], ok, 1],
        ["c.ipynb", "", "", "cards-01", "foreign", "", ok, ""],
        ["d.ipynb", "", "08", "scopa-08", "not checked", "", "the kernel died in cell 3", ""],
        ["d.ipynb", "", "04", "scopa-04", "wrong", "yes", "the kernel died in cell 3", 0],
        ["e.ipynb", "", "", "", "not checked", "", "cannot read the notebook: bad JSON", ""],
    ]
    return _write(tmp_path / ("results.csv" if tries else "old.csv"), rows, tries)


def test_a_small_class_has_known_numbers(tmp_path):
    page = report(small_class(tmp_path), lang="en")
    assert [r.key for r in page.rules] == ["equal-card-first", "primiera", "napola"]  # the most missed first
    counts = {r.key: [r.counts[o] for o in OUTCOMES] for r in page.rules}
    #                               first hints right revealed missed
    assert counts["equal-card-first"] == [1, 0, 0, 0, 3]
    assert counts["primiera"] == [1, 1, 0, 1, 1]
    assert counts["napola"] == [0, 1, 0, 0, 0]
    equal = page.rule("equal-card-first")
    assert (equal.students, equal.questions, equal.wrong, equal.mistake_count) == (4, 4, 3, 3)
    assert equal.mistake == evaluate("scopa-04", True).diagnosis and equal.mistake
    assert page.rule("primiera").mistake is None and page.rule("primiera").wrong == 0
    students = {s.name: s for s in page.students}
    assert list(students) == ["a", "b", "c", "d", "e"]
    assert [(s.right, s.total) for s in students.values()] == [(3, 3), (2, 3), (1, 3), (0, 2), (0, 0)]
    eq, prim = rule_name("equal-card-first", "en"), rule_name("primiera", "en")
    assert [s.revisit for s in students.values()] == [[], [eq], [eq, prim], [eq, prim], []]
    assert students["d"].run == "the kernel died in cell 3" and students["a"].run == ""
    assert page.questions == 11
    it = report(tmp_path / "results.csv", lang="it")
    with i18n.language("it"):
        assert it.rule("equal-card-first").mistake == evaluate("scopa-04", True).diagnosis
    assert it.rule("equal-card-first").mistake != equal.mistake
    assert it.rule("primiera").name == "la primiera"


def test_a_csv_without_tries_is_read_as_tries_unknown(tmp_path):
    page = report(small_class(tmp_path, tries=False), lang="en")
    assert not page.has_tries
    counts = {r.key: [r.counts[o] for o in OUTCOMES] for r in page.rules}
    assert counts["equal-card-first"] == [0, 0, 1, 0, 3]
    assert counts["primiera"] == [0, 0, 2, 1, 1]
    assert counts["napola"] == [0, 0, 1, 0, 0]
    html = page.html()
    assert i18n.tr("report.no_tries", "en") in html
    assert i18n.tr("report.short.right", "en") in html
    assert i18n.tr("report.short.right", "en") not in report(small_class(tmp_path), lang="en").html()


def test_the_page(tmp_path):
    for lang in i18n.LANGUAGES:
        page = report(small_class(tmp_path), lang=lang)
        html = page.html()
        assert html.startswith("<!DOCTYPE html>") and f"<html lang='{lang}'>" in html
        assert html.count("<svg") == 1 and "@media print" in html and "break-inside: avoid" in html
        chart = html[html.index("<svg"):html.index("</svg>")]
        for r in page.rules:  # the chart's labels are text, in the page's language
            assert i18n.clip(r.name, 46).split()[0] in chart
        for o in ("first", "hints", "revealed", "missed"):
            assert i18n.tr(f"report.short.{o}", lang).replace("\u00ad", "") in chart
        assert i18n.tr("report.title", lang) in html and i18n.tr("report.students", lang) in html
        cell = page._repr_html_()  # in a notebook the chart is an image of the same SVG
        assert cell.startswith("<div class='cardkit-report'><style>") and "<svg" not in cell
        data = cell.split("src='data:image/svg+xml;base64,")[1].split("'")[0]
        assert base64.b64decode(data).decode("utf-8") == page.chart_svg()
        saved = page.save(tmp_path / f"report-{lang}.html")
        assert saved.read_text(encoding="utf-8") == html
    assert "Cosa sa la classe" in (tmp_path / "report-it.html").read_text(encoding="utf-8")
    assert "<col class='game'>" not in html  # a class of one game: no game column
    two = _write(tmp_path / "two.csv", [["a.ipynb", "", "1", "scopa-08", "wrong", "40", "", 1],
                                        ["a.ipynb", "", "2", "belote-08", "correct", "AS", "", 0]])
    html = report(two, lang="it").html()
    assert "<col class='game'>" in html and "<td>Belote</td>" in html and "<td>Scopa</td>" in html


def test_the_command(tmp_path):
    results = small_class(tmp_path)
    out = tmp_path / "page.html"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert report_module.main([str(results), "--out", str(out), "--lang", "it"]) == 0
    assert printed.getvalue() == f"scritto {out}\n"
    assert "<html lang='it'>" in out.read_text(encoding="utf-8")
    assert TOOLS["report"] == "cardkit.classroom.report"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert report_module.main([str(tmp_path / "none.csv"), "--out", str(out)]) == 1
    assert err.getvalue().count("\n") == 1 and "is not a results file of the grader" in err.getvalue()


def test_what_is_not_a_grader_csv_is_refused_in_one_sentence(tmp_path):
    (tmp_path / "bytes.csv").write_bytes(b"\xff\xfe\x00\x01binary")
    (tmp_path / "other.csv").write_text("name,score\nann,3\n", encoding="utf-8")
    _write(tmp_path / "status.csv", [["a.ipynb", "", "q1", "scopa-08", "excellent", "", "", 0]])
    _write(tmp_path / "tries.csv", [["a.ipynb", "", "q1", "scopa-08", "correct", "", "", "many"]])
    (tmp_path / "notes.ipynb").write_text("{}", encoding="utf-8")
    (tmp_path / "short.csv").write_text(",".join(HEADER) + "\na.ipynb,,q1,scopa-08\n", encoding="utf-8")
    for name in ("bytes.csv", "other.csv", "status.csv", "tries.csv", "notes.ipynb", "missing.csv", "short.csv"):
        with pytest.raises(CardkitError, match="is not a results file of the grader") as caught:
            report(tmp_path / name)
        assert "\n" not in str(caught.value) and str(caught.value).count(": ") == 1
    _write(tmp_path / "empty.csv", [])
    _write(tmp_path / "nothing.csv", [["e.ipynb", "", "", "", "not checked", "", "cannot read the notebook", ""]])
    for name in ("empty.csv", "nothing.csv"):
        with pytest.raises(CardkitError, match=f"{name} holds no graded question yet"):
            report(tmp_path / name)
    with pytest.raises(CardkitError, match="not a language of the kit"):
        report(tmp_path / "results.csv", lang="fr")


# --------------------------------------------------------------------------
# A class of 30 worksheets, graded by the command
# --------------------------------------------------------------------------

#: how a student answers question n of worksheet seed (s + n) % 5
PLANS = ("first", "hints", "revealed", "wrong", "blank")


def plan(seed: int, n: int) -> str:
    return PLANS[(seed + n) % len(PLANS)]


@pytest.fixture(scope="module")
def graded_class(tmp_path_factory):
    """30 worksheets answered in five ways, graded once by the command."""
    root = tmp_path_factory.mktemp("report-class")
    sheets = worksheet.write_worksheets(GAME, list(SEEDS), root / "worksheets", n=N)
    subs = root / "submitted"
    subs.mkdir()
    qs = {s: worksheet.worksheet_questions(GAME, s, N) for s in SEEDS}
    for seed, path in zip(SEEDS, sheets):
        nb = nbformat.read(path, as_version=4)
        answer_cells = [c for c in nb.cells if c.cell_type == "code" and "answer = ..." in c.source]
        for n, (cell, q) in enumerate(zip(answer_cells, qs[seed])):
            good, bad = (repr(a) for a in _answers(q))
            check = f"check({q.id!r}, answer)"
            cell.source = {
                "first": f"answer = {good}\n{check}",
                "hints": f"answer = {bad}\n{check}\nanswer = {good}\n{check}",
                "revealed": f"from cardkit.exercises import reveal\nreveal({q.id!r})\nanswer = {good}\n{check}",
                "wrong": f"answer = {bad}\n{check}",
                "blank": cell.source,
            }[plan(seed, n)]
        nbformat.write(nb, subs / path.name)
    results = root / "results.csv"
    with contextlib.redirect_stdout(io.StringIO()):
        code = grade.main([str(subs), "--csv", str(results), "--time-limit", "60", "--jobs", "2",
                           "--index", str(root / "worksheets" / "index.csv")])
    return {"code": code, "csv": results, "qs": qs, "root": root}


def test_the_class_tries_are_in_the_csv(graded_class):
    rows = list(csv.DictReader(graded_class["csv"].open(encoding="utf-8")))
    odd = [r for r in rows if r["status"] == "foreign" or r["run"] != "ran to the end"]
    assert graded_class["code"] == 0 and len(rows) == len(SEEDS) * N, odd
    want = {"first": ("correct", "0"), "hints": ("correct", "1"), "revealed": ("revealed", "0"),
            "wrong": ("wrong", "0"), "blank": ("unanswered", "0")}
    for row in rows:
        seed = int(row["seed"])
        n = int(row["question"][1:]) - 1
        assert row["exercise"] == graded_class["qs"][seed][n].id
        assert (row["status"], row["tries"]) == want[plan(seed, n)], row


def test_the_class_report(graded_class, tmp_path):
    page = report(graded_class["csv"], lang="en")
    weakest = {"first": 0, "hints": 1, "revealed": 3, "wrong": 4, "blank": 4}
    expected: dict[str, dict[int, int]] = {}
    diagnoses: dict[str, Counter] = {}
    for seed in SEEDS:
        for n, q in enumerate(graded_class["qs"][seed]):
            key = rule_of(q.id)
            got = weakest[plan(seed, n)]
            expected.setdefault(key, {})[seed] = max(got, expected.get(key, {}).get(seed, 0))
            if plan(seed, n) == "wrong":
                t = topic(q.topic)
                given = t.kind.read(t.misconception(q.data))
                diagnoses.setdefault(key, Counter())[(q.topic, _key(t.diagnose(given, q._expected(), q.data)))] += 1
    assert {r.key for r in page.rules} == set(expected)
    for r in page.rules:
        want = Counter(OUTCOMES[w] for w in expected[r.key].values())
        assert r.counts == {o: want.get(o, 0) for o in OUTCOMES}, r.key
        assert r.students == len(expected[r.key])
        top = diagnoses.get(r.key, Counter()).most_common(1)
        assert r.mistake_count == (top[0][1] if top else 0), r.key
        assert (r.mistake is None) == (not top)
    shares = [r.missed_share for r in page.rules]
    assert shares == sorted(shares, reverse=True)
    assert [s.name for s in page.students] == [worksheet.file_stem(GAME, seed) for seed in SEEDS]
    for s, seed in zip(page.students, SEEDS):
        missed = {rule_name(rule_of(q.id), "en") for n, q in enumerate(graded_class["qs"][seed])
                  if plan(seed, n) in ("revealed", "wrong", "blank")}
        assert set(s.revisit) == missed and s.total == N
        assert s.right == sum(plan(seed, n) in ("first", "hints") for n in range(N))
    artifacts = Path(__file__).resolve().parent.parent / "test-artifacts"
    artifacts.mkdir(exist_ok=True)
    for lang in i18n.LANGUAGES:
        report(graded_class["csv"], lang=lang).save(tmp_path / f"class-{lang}.html")
        assert "<svg" in (tmp_path / f"class-{lang}.html").read_text(encoding="utf-8")
        # kept to be looked at (rendered to PNG by hand or by the reviewer)
        report(graded_class["csv"], lang=lang).save(artifacts / f"class-report-{lang}.html")
