"""The exercise mechanism: registry, answer kinds, check() lines, the
student-copy generator and the grading command, with the "cards" set."""

from __future__ import annotations

import inspect
import re
import shutil
from pathlib import Path

import nbformat
import pytest
from hypothesis import given, settings, strategies as st

import cardkit
from cardkit import BERGAMASCHE, CARDS, FRENCH, ITALIAN, CardkitError, CardSet, i18n
from cardkit.exercises import (
    BOOL, CARD, CARDSET, CARDS as CARDS_KIND, INT, INTS, NOTATION, IntsKind, PLAYER, RANKS, RANKS_FR, STATUSES, SUIT,
    AnswerError, Exercise, check, choice, evaluate, exercise, exercises, get, results, results_json,
)
from cardkit.classroom import build, grade
from cardkit.exercises import core
from cardkit.exercises import cards as cards_set

ROOT = Path(__file__).resolve().parent.parent
CARD_IDS = [f"cards-{n:02d}" for n in range(1, 10)]


def every_exercise_id() -> list[str]:
    """The ids of every set module in cardkit/exercises/ (new sets are covered
    too: tests/test_exercise_sets.py finds the set modules and checks them
    against the kit's table of sets)."""
    from cardkit.exercises.core import load_sets

    load_sets()
    return [ex.id for ex in exercises()]


ALL_IDS = every_exercise_id()


@pytest.fixture
def scratch_registry(monkeypatch):
    """Exercises registered in a test do not leak into the real registry."""
    monkeypatch.setattr(core, "_REGISTRY", dict(core._REGISTRY))
    monkeypatch.setattr(core, "_LOG", [])


# --------------------------------------------------------------------------
# The registry and the "cards" set
# --------------------------------------------------------------------------

def test_cards_set_ids_and_texts():
    found = exercises("cards")
    assert [ex.id for ex in found] == CARD_IDS
    for ex in found:
        assert get(ex.id) is ex and ex.set == "cards"
        for lang in ("en", "it"):
            assert ex.statement(lang) and ex.hints(lang)
        assert ex.statement("en") != ex.statement("it")


def test_check_imports_a_set_by_its_id_prefix():
    assert get("cards-03") is not None
    assert get("nosuchset-01") is None
    assert get(42) is None


def test_expected_answers_are_computed_with_the_kit():
    assert get("cards-01")._expected() == ITALIAN.shuffled(4)[0]
    assert get("cards-02")._expected() == FRENCH.shuffled(4)[0].suit
    assert get("cards-03")._expected() == len(BERGAMASCHE) == 32
    assert get("cards-04")._expected() == {"2", "3"}
    assert get("cards-05")._expected() == cardkit.card("settebello")
    assert get("cards-06")._expected() == CardSet(ITALIAN.shuffled(2)[:4])
    assert get("cards-07")._expected() == ITALIAN.shuffled(7)[0]
    deal = ITALIAN.shuffled(11)
    seen = CardSet(deal[:7])
    assert get("cards-08")._expected() == CardSet(c for c in seen if c.suit == "d" or c.rank == "7")
    assert get("cards-09")._expected() is True


def test_checkers_hold_no_literal_answers():
    """The module computes answers; it never spells one out for a learner to copy."""
    source = inspect.getsource(cards_set)
    for ex in exercises("cards"):
        shown = ex.kind.show(ex._expected()).split(" (")[0]
        for token in {shown, *shown.split()}:
            if len(token) > 1:
                assert f'"{token}"' not in source and f"'{token}'" not in source, (ex.id, token)


def test_every_set_has_texts_in_both_languages():
    assert set(CARD_IDS) <= set(ALL_IDS)
    for ex in exercises():
        for lang in ("en", "it"):
            assert ex.statement(lang) and ex.hints(lang), ex.id
        assert ex.statement("en") != ex.statement("it"), ex.id


@pytest.mark.parametrize("id", ALL_IDS)
def test_expected_answer_is_correct_in_both_languages(id):
    ex = get(id)
    for lang, word in (("en", "correct"), ("it", "giusto")):
        with i18n.language(lang):
            r = evaluate(id, ex._expected())
            assert r.status == "correct" and r.correct
            assert r.line.startswith(f"✔ {id}: {word} — ")
            assert "{" not in r.line and "\n" not in r.line


@pytest.mark.parametrize("id", ALL_IDS)
def test_placeholder_means_no_answer_yet(id):
    for placeholder in (..., None):
        r = evaluate(id, placeholder)
        assert r.status == "unanswered"
        assert r.line == f"○ {id}: no answer yet — replace the ... with your answer and run the cell again"
    with i18n.language("it"):
        assert evaluate(id, ...).line.startswith(f"○ {id}: ancora nessuna risposta")


@pytest.mark.parametrize("id, answer", [
    ("cards-01", "cavallo di spade"), ("cards-01", "knight of swords"), ("cards-01", " Cs "),
    ("cards-02", "♥"), ("cards-02", "hearts"), ("cards-02", "cuori"), ("cards-02", "H"),
    ("cards-03", "32"), ("cards-03", 32.0),
    ("cards-04", [2, 3]), ("cards-04", "3, 2"), ("cards-04", "due e tre"), ("cards-04", {"2", "3"}),
    ("cards-06", ["Rb", "Fs", "5d", "7s"]), ("cards-06", "7s, 5d, Rb, Fs"),
    ("cards-06", "7 di spade, 5 di denari, re di bastoni, fante di spade"),
    ("cards-08", CardSet("7d Fd 7c")), ("cards-08", "7c Fd settebello"),
])
def test_answers_in_any_accepted_form(id, answer):
    assert evaluate(id, answer).status == "correct"


@pytest.mark.parametrize("id, answer, words", [
    ("cards-01", "Cb", "the rank is right, but look at the suit"),
    ("cards-01", "Fs", "the suit is right, but not the rank"),
    ("cards-01", "KS", "French card"),
    ("cards-02", "D", "right colour but not the right shape"),
    ("cards-02", "d", "Italian suit"),
    ("cards-03", 40, "whole Italian deck"),
    ("cards-03", 36, "both the 2s and the 3s"),
    ("cards-04", "2", "only part"),
    ("cards-04", "A 2 3", "ace stays"),
    ("cards-05", "7c", "the settebello is the 7 of denari"),
    ("cards-05", "7D", "French card"),
    ("cards-06", "7s 5d", "2 cards are missing"),
    ("cards-06", "7s 5d Rb", "but one card is missing"),
    ("cards-06", "7s 5d Rb Fs Ab", "Ab should not be"),
    ("cards-07", "6b", "Python counts from 0"),
    ("cards-07", "As", "last card of deal 7"),
    ("cards-08", "7d Fd 7c Cc", "Cc should not be"),
    ("cards-09", False, "not left to chance"), ("cards-09", "no", "the number decides the order"),
])
def test_wrong_answers_say_why_in_terms_of_the_rule(id, answer, words):
    r = evaluate(id, answer)
    assert r.status == "wrong"
    assert r.line.startswith(f"✘ {id}: not yet — ")
    assert words in r.line
    with i18n.language("it"):
        line = evaluate(id, answer).line
        assert line.startswith(f"✘ {id}: riprova — ") and line != r.line


def test_numpy_scalars_are_read_as_python_values():
    import numpy as np
    assert evaluate("cards-03", np.int64(32)).status == "correct"
    assert evaluate("cards-03", np.float64(32.0)).status == "correct"
    assert evaluate("cards-03", np.array([1, 2])).status == "invalid"


def test_wrong_answer_without_diagnosis_shows_the_first_hint():
    r = evaluate("cards-05", "Rd")
    assert r.line == "✘ cards-05: not yet — hint: " + get("cards-05").hints()[0]


@pytest.mark.parametrize("id, answer, words", [
    ("cards-01", "11d", "'11d' is not a card: Italian ranks are A, 2-7, F, C, R"),
    ("cards-01", 7, "7 is a number, not a card"),
    ("cards-01", "7d 7c", "one card, and you wrote 2"),
    ("cards-01", 3.5, "3.5 is not a card"),
    ("cards-01", {"a": 1}, "is not a card"),
    ("cards-02", "purple", "'purple' is not a suit"),
    ("cards-03", "thirty-two", "not a whole number"),
    ("cards-03", True, "True is not a whole number"),
    ("cards-04", "2 Z", "'Z' is not a rank"),
    ("cards-05", "settebello", "asks for compact notation"),
    ("cards-06", "7s 7s 5d Rb", "you wrote 7s more than once"),
    ("cards-06", "1H", "'1H' is not a card: French piquet ranks"),
])
def test_malformed_answers_get_a_sentence_not_a_traceback(id, answer, words):
    r = evaluate(id, answer)
    assert r.status == "invalid"
    assert r.line.startswith(f"✘ {id}: I can't read that answer — ")
    assert words in r.line
    with i18n.language("it"):
        assert evaluate(id, answer).line.startswith(f"✘ {id}: non riesco a leggere la risposta — ")


junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
    | st.sampled_from(["7d", "Rc", "AS", "10H", "T♥", "settebello", "asso di coppe", ..., "3 1", "elder"]),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=3), inner, max_size=2),
    max_leaves=6,
)


@settings(max_examples=400)
@given(id=st.sampled_from(ALL_IDS + ["cards-99", "scopa", ""]), answer=junk)
def test_any_answer_gives_one_line_never_an_exception(id, answer):
    """For every exercise of every set, whatever the learner types."""
    r = evaluate(id, answer)
    assert r.status in STATUSES and r.status != "error"
    assert r.line and "\n" not in r.line and "Traceback" not in r.line
    assert evaluate(id, answer) == r  # deterministic


def test_check_prints_exactly_one_line_and_returns_nothing(capsys, scratch_registry):
    assert check("cards-05", "7d") is None
    assert check("cards-05", "7d") is None
    out = capsys.readouterr().out
    line = "✔ cards-05: correct — 7d, the 7 of coins: in Scopa it scores a point on its own.\n"
    assert out == line * 2
    with i18n.language("it"):
        check("cards-05", "7c")
    assert capsys.readouterr().out == "✘ cards-05: riprova — 7c è un 7, ma il settebello è il 7 di denari\n"


def test_unknown_exercise_is_a_friendly_line(capsys):
    check("cards-99", "7d")
    assert capsys.readouterr().out.startswith("? there is no exercise called 'cards-99': ids look like")
    assert evaluate(None, 1).status == "unknown"


def test_result_repr_is_stable():
    r = evaluate("cards-03", 32)
    assert repr(r) == "Result('cards-03', 'correct')"
    assert str(r) == r.line and r.answer == "32"
    assert repr(evaluate("cards-03", "x")) == "Result('cards-03', 'invalid')"


def test_results_log_keeps_the_latest_per_exercise(capsys, scratch_registry):
    check("cards-03", 40)
    check("cards-01", ...)
    check("cards-03", 32)
    assert [r.status for r in results()] == ["wrong", "unanswered", "correct"]
    assert results_json() == (
        '[{"id": "cards-01", "status": "unanswered", "answer": null}, '
        '{"id": "cards-03", "status": "correct", "answer": "32"}]'
    )


# --------------------------------------------------------------------------
# Answer kinds
# --------------------------------------------------------------------------

@pytest.mark.parametrize("kind, value, normal", [
    (CARD, "7d", CARDS[6]), (CARD, "settebello", CARDS[6]), (CARD, ["Rc"], cardkit.card("Rc")),
    (CARD, cardkit.card("TH"), cardkit.card("10H")), (CARD, "7♣", cardkit.card("7C")),
    (NOTATION, "AS", cardkit.card("AS")), (NOTATION, "10H", cardkit.card("10H")),
    (CARDS_KIND, "Rc 7d", cardkit.cards("Rc 7d")), (CARDSET, "Rc 7d", CardSet("7d Rc")),
    (CARDSET, [], CardSet()),
    (INT, 5, 5), (INT, " 12 ", 12), (INT, 3.0, 3), (INT, "-1", -1),
    (INTS, [3, "1"], (3, 1)), (INTS, "3-1", (3, 1)), (INTS, "20, 142", (20, 142)), (INTS, 7, (7,)),
    (INTS, "", ()), (IntsKind(2), (0, 162), (0, 162)),
    (BOOL, True, True), (BOOL, "yes", True), (BOOL, "Sì", True), (BOOL, "si", True), (BOOL, "vero", True),
    (BOOL, "no", False), (BOOL, "FALSE", False), (BOOL, "falso", False),
    (SUIT, "denari", "d"), (SUIT, "coins", "d"), (SUIT, "♠", "S"), (SUIT, "spades", "S"),
    (SUIT, "spade", "s"), (SUIT, "fiori", "C"), (SUIT, "c", "c"), (SUIT, "C", "C"),
    (RANKS, "F C R", {"F", "C", "R"}), (RANKS, ["asso", 7], {"A", "7"}), (RANKS, 1, {"A"}),
    (RANKS_FR, "J Q K", {"J", "Q", "K"}), (RANKS_FR, ["ten", "T", 10], {"10"}),
    (RANKS_FR, "king and queen", {"K", "Q"}),
    (PLAYER, "elder", "elder"), (PLAYER, "Primo di mano", "elder"), (PLAYER, "dealer", "younger"),
    (PLAYER, "mazziere", "younger"), (PLAYER, "younger", "younger"),
])
def test_kinds_read_every_accepted_form(kind, value, normal):
    assert kind.read(value) == normal


@pytest.mark.parametrize("kind, value", [
    (CARD, 6), (CARD, True), (CARD, None), (CARD, "7d Rc"), (CARD, ""), (NOTATION, "sette di denari"),
    (NOTATION, "7 of coins"), (CARDSET, "7d 7d"), (CARDS_KIND, 3),
    (INT, "3.5"), (INT, 2.5), (INT, False), (INT, "three"), (INT, cardkit.card("7d")),
    (INTS, "a b"), (INTS, None), (INTS, [1.5]), (IntsKind(2), "3"), (IntsKind(2), [1, 2, 3]),
    (BOOL, 1), (BOOL, "maybe"), (SUIT, "x"), (SUIT, 3), (RANKS, "11"), (RANKS, "K"), (RANKS_FR, "F"),
    (PLAYER, "me"), (PLAYER, 1),
])
def test_kinds_reject_malformed_answers_with_a_sentence(kind, value):
    with pytest.raises(AnswerError) as info:
        kind.read(value)
    assert info.value.message("en") and info.value.message("it")
    assert info.value.message("en") != info.value.message("it")


def test_kinds_show_answers_in_the_current_language():
    assert BOOL.show(True) == "yes" and SUIT.show("d") == "d (coins)" and PLAYER.show("elder") == "elder"
    assert RANKS.show(frozenset({"R", "A", "7"})) == "A 7 R" and CARDSET.show(CardSet()) == "—"
    with i18n.language("it"):
        assert BOOL.show(True) == "sì" and SUIT.show("d") == "d (denari)"


def test_choice_kind_lists_the_options():
    side = choice("side", {"us": ("we", "noi"), "them": ("they", "loro")})
    assert side.read("Noi") == "us"
    with pytest.raises(AnswerError) as info:
        side.read("nobody")
    assert "'us' or 'them'" in info.value.message("en")
    assert "'us' o 'them'" in info.value.message("it")


# --------------------------------------------------------------------------
# Registering exercises
# --------------------------------------------------------------------------

def test_registering_an_exercise(scratch_registry):
    @exercise("demo-01", kind=INT,
              statement={"en": "How many suits?", "it": "Quanti semi?"},
              hints=[{"en": "Look at the letters.", "it": "Guarda le lettere."}],
              mistakes={"deck": {"en": "{answer} is a deck size", "it": "{answer} è un mazzo"}})
    def demo():
        return len(ITALIAN.suits)

    @demo.diagnose
    def _(given, expected):
        return "deck" if given in (32, 40) else None

    assert isinstance(demo, Exercise) and get("demo-01") is demo
    assert evaluate("demo-01", 4).line == "✔ demo-01: correct"
    assert evaluate("demo-01", 40).line == "✘ demo-01: not yet — 40 is a deck size"
    assert evaluate("demo-01", 5).line == "✘ demo-01: not yet — hint: Look at the letters."
    assert "demo.statement" not in i18n.missing_translations()


def test_exercise_texts_need_both_languages(scratch_registry):
    with pytest.raises(CardkitError) as refused:
        exercise("demo-02", kind=INT, statement={"en": "only English"})(lambda: 1)
    assert str(refused.value) == ("Exercise: statement must be a dict with a text for 'en' and for 'it', "
                                  "not {'en': 'only English'}")
    with pytest.raises(CardkitError) as refused:
        exercise("nodash", kind=INT, statement={"en": "x", "it": "x"})(lambda: 1)
    assert str(refused.value) == ("Exercise: id must be an exercise id like 'cards-01' (at most 120 characters), "
                                  "not 'nodash'")
    assert "demo-02" not in {ex.id for ex in exercises()}   # refused before anything is registered


def test_an_id_belongs_to_one_module(scratch_registry):
    def solve():
        return 1
    solve.__module__ = "somewhere.else"
    with pytest.raises(ValueError, match="already defined"):
        exercise("cards-01", kind=INT, statement={"en": "x", "it": "x"})(solve)


def test_a_kind_that_crashes_is_reported_not_raised(scratch_registry):
    class Fragile(INT.__class__):
        def read(self, value):
            return int(value) // 0 if value == 1 else INT.read(value)

    exercise("demo-04", kind=Fragile(), statement={"en": "x", "it": "x"})(lambda: 2)
    assert evaluate("demo-04", 2).status == "correct"
    r = evaluate("demo-04", 1)
    assert r.status == "error" and r.line.startswith("? demo-04: the checker itself failed (ZeroDivisionError")


def test_a_broken_checker_is_reported_not_raised(scratch_registry):
    @exercise("demo-03", kind=INT, statement={"en": "x", "it": "x"})
    def broken():
        return 1 // 0

    r = evaluate("demo-03", 1)
    assert r.status == "error"
    assert r.line == "? demo-03: the checker itself failed (ZeroDivisionError: integer division or modulo by zero); please tell your teacher"


# --------------------------------------------------------------------------
# Solution notebooks and student copies
# --------------------------------------------------------------------------

def test_strip_solution_blocks():
    src = 'x = 1\n# BEGIN SOLUTION\nseen = 3\nanswer: int = seen == 2\n# END SOLUTION\ncheck("a", answer)'
    assert build.strip_solution(src) == 'x = 1\nanswer = ...  # your answer here\ncheck("a", answer)'
    src = "def f():\n    # BEGIN SOLUTION\n    return 3\n    # END SOLUTION"
    assert build.strip_solution(src) == "def f():\n    ...  # your code here"
    for bad in ("# BEGIN SOLUTION\nx = 1", "x = 1\n# END SOLUTION",
                "# BEGIN SOLUTION\n# BEGIN SOLUTION\n# END SOLUTION"):
        with pytest.raises(ValueError):
            build.strip_solution(bad)


def test_student_cells_from_tags():
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("teacher only", metadata={"tags": ["solution-only"]}),
        nbformat.v4.new_code_cell("answer = 2 + 2", metadata={"tags": ["solution", "keep"]}),
        nbformat.v4.new_markdown_cell("because...", metadata={"tags": ["solution"]}),
        nbformat.v4.new_code_cell("print(1)", execution_count=3,
                                  outputs=[nbformat.v4.new_output("stream", text="1\n")]),
    ])
    cells = build.student_cells(nb)
    assert [(c.cell_type, c.source, c.metadata.get("tags")) for c in cells] == [
        ("code", "answer = ...  # your answer here", ["keep"]),
        ("markdown", build.MARKDOWN_PLACEHOLDER, None),
        ("code", "print(1)", None),
    ]
    assert cells[2].outputs == [] and cells[2].execution_count is None
    assert nb.cells[3].outputs  # the solution notebook itself is untouched


def test_student_links_climb_one_folder_less(tmp_path):
    """A link written for exercises/solutions/ resolves to the same file from exercises/."""
    root = tmp_path
    (root / "notebooks").mkdir()
    (root / "notebooks" / "16_x.ipynb").write_text("{}")
    (root / "exercises" / "solutions").mkdir(parents=True)
    teacher = "[16](../../notebooks/16_x.ipynb) <a href='../../notebooks/16_x.ipynb'>16</a>"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(teacher)])
    student = build.student_cells(nb)[0].source
    assert student == "[16](../notebooks/16_x.ipynb) <a href='../notebooks/16_x.ipynb'>16</a>"
    for folder, text in ((root / "exercises" / "solutions", teacher), (root / "exercises", student)):
        target = text.split("](", 1)[1].split(")", 1)[0]
        assert (folder / target).resolve() == (root / "notebooks" / "16_x.ipynb").resolve()
    # links already written for the student folder are left alone
    same = "[contents](../notebooks/00_start_here.ipynb)"
    assert build.student_links(same) == same

def test_student_copies_are_up_to_date():
    """Fails when a solution notebook changed and `python -m cardkit.classroom.build` was not run."""
    assert build.solution_notebooks(ROOT), "no solution notebooks found"
    assert build.out_of_date(ROOT) == []
    assert build.main(["--check", "--root", str(ROOT)]) == 0


def test_out_of_date_copy_is_detected(tmp_path):
    (tmp_path / "exercises" / "solutions").mkdir(parents=True)
    sol = ROOT / "exercises" / "solutions" / "01_cards.ipynb"
    shutil.copy(sol, tmp_path / "exercises" / "solutions" / sol.name)
    assert build.out_of_date(tmp_path) == ["exercises/01_cards.ipynb is missing"]
    nb = nbformat.read(ROOT / "exercises" / "01_cards.ipynb", as_version=4)
    nb.cells[0].source += "\nedited by hand"
    nbformat.write(nb, tmp_path / "exercises" / "01_cards.ipynb")
    assert build.out_of_date(tmp_path) == ["exercises/01_cards.ipynb differs from exercises/solutions/01_cards.ipynb"]


def _stream_text(cell) -> str:
    return "".join(o.get("text", "") for o in cell.get("outputs", []) if o.get("output_type") == "stream")


@pytest.mark.parametrize("solution", build.solution_notebooks(ROOT), ids=lambda p: p.name)
def test_stored_notebooks_show_every_exercise(solution):
    """Solutions are stored executed with ✔ on every exercise of their set,
    and the student copy with "no answer yet" on each.  An edition's
    notebook (solutions/it/NN_x) checks the set of the English NN_ notebook."""
    english = solution
    if solution.parent.name in build.EDITIONS:
        english = next(solution.parent.parent.glob(solution.name[:3] + "*.ipynb"))
    set_name = english.stem.split("_", 1)[1]
    if set_name.endswith("_review"):  # a review set and a final quiz, drawn from seed 1
        from cardkit.exercises import quiz, review
        game = set_name.removesuffix("_review")
        # the lessons the notebook's review covers, as its own calls say (set 07: until=16)
        calls = re.findall(r"until=(\d+)", english.read_text(encoding="utf-8"))
        until = int(calls[0]) if calls else None
        assert len(set(calls)) <= 1, f"{english.name}: its review and quiz cover different lessons"
        ids = sorted(q.id for q in [*review(game, seed=1, until=until), *quiz(game, seed=1, until=until)])
    else:
        ids = [ex.id for ex in exercises(set_name)]
    assert ids, f"no exercises registered for set {set_name!r}"
    for path, mark in ((solution, "✔"), (build.student_path(solution), "○")):
        nb = nbformat.read(path, as_version=4)
        code = [c for c in nb.cells if c.cell_type == "code"]
        assert all(c.execution_count for c in code), f"{path.name} is not stored executed"
        lines = [line for c in code for line in _stream_text(c).splitlines()]
        checked = sorted(line[2:].split(": ", 1)[0] for line in lines if line[:1] in "✔✘○?")
        assert checked == ids, f"{path.name} checks {checked}, the set has {ids}"
        bad = [line for line in lines if line[:1] in "✔✘○?" and not line.startswith(mark)]
        assert not bad, f"{path.name}: {bad}"


# --------------------------------------------------------------------------
# Grading collected notebooks
# --------------------------------------------------------------------------

def test_grading_a_class(tmp_path, capsys):
    sol = ROOT / "exercises" / "solutions" / "01_cards.ipynb"
    shutil.copy(sol, tmp_path / "alice.ipynb")
    shutil.copy(build.student_path(sol), tmp_path / "bob.ipynb")
    carol = nbformat.read(build.student_path(sol), as_version=4)
    answers = iter(['"Cb"', '"hearts"', "40", "[2, 3]", '"settebello"'])
    for cell in carol.cells:
        if cell.cell_type == "code" and "answer = ..." in cell.source:
            cell.source = cell.source.replace("...", next(answers, "..."), 1)
    carol.cells.insert(1, nbformat.v4.new_code_cell("1 / 0"))  # an error does not stop the run
    nbformat.write(carol, tmp_path / "carol.ipynb")
    paths = [str(tmp_path / f"{name}.ipynb") for name in ("alice", "bob", "carol")]

    code = grade.main(paths + ["--csv", str(tmp_path / "results.csv"), "--time-limit", "120"])
    out = capsys.readouterr().out
    assert code == 0
    assert f"{paths[0]}: 9/9 correct" in out
    assert f"{paths[1]}: 0/9 correct" in out and f"{paths[2]}: 2/9 correct" in out
    assert "  error: ZeroDivisionError: division by zero in cell 2" in out
    summary = out.split("summary")[1].splitlines()
    assert summary[1].split() == ["notebook"] + [f"{n:02d}" for n in range(1, 10)] + ["score", "run"]
    assert summary[2].split() == ["alice"] + ["✔"] * 9 + ["9/9", "ok"]
    assert summary[3].split() == ["bob"] + ["○"] * 9 + ["0/9", "ok"]
    assert summary[4].split() == ["carol", "✘", "✔", "✘", "✔", "✘", "○", "○", "○", "○", "2/9", "ok,", "1", "error"]
    assert "cards-05  ✘ unreadable answer" in out
    rows = (tmp_path / "results.csv").read_text(encoding="utf-8").splitlines()
    assert rows[0] == "notebook,seed,question,exercise,status,answer,run,tries" and len(rows) == 1 + 3 * 9
    assert (f"{paths[2]},,03,cards-03,wrong,40,ran to the end; "
            "error: ZeroDivisionError: division by zero in cell 2,0") in rows


def test_grading_reports_a_notebook_that_cannot_run(tmp_path, capsys):
    (tmp_path / "broken.ipynb").write_text("not a notebook", encoding="utf-8")
    assert grade.main([str(tmp_path / "broken.ipynb")]) == 1
    assert "could not run to the end: cannot read the notebook" in capsys.readouterr().out


# -- issue 21: a bad id or set is refused in one sentence --------------------

def test_exercises_of_a_set_that_is_not_a_name_is_refused():
    with pytest.raises(CardkitError) as refused:
        exercises(5)
    assert str(refused.value) == "exercises: set must be None or the name of an exercise set, like 'cards', not 5"
    assert refused.value.message("it") == (
        "exercises: set deve essere None o il nome di una serie di esercizi, come 'cards', non 5")
    assert [ex.set for ex in exercises("cards")] == ["cards"] * len(exercises("cards")) != []


class _MegabyteName:
    """An id whose str() and repr() are a megabyte each."""

    def __str__(self):
        return "x" * 10**6

    __repr__ = __str__


@pytest.mark.parametrize("bad_id", [_MegabyteName(), "x" * 10**6])
def test_check_of_a_megabyte_id_is_refused_in_one_short_sentence(bad_id, capsys):
    with pytest.raises(CardkitError) as refused:
        check(bad_id, 3)
    text = str(refused.value)
    assert text.startswith("check: id must be an exercise id like 'cards-01' (at most 120 characters), not ")
    assert len(text) <= 160 and "\n" not in text
    assert capsys.readouterr().out == ""
    # evaluate, which reads recorded ids for the grader, answers "unknown" in one short line
    result = evaluate(bad_id, 3)
    assert result.status == "unknown" and len(result.line) < 200 and len(result.id) < 80
