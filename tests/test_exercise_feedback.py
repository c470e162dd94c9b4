"""Feedback that teaches (issue 10): a wrong answer to a fixed exercise gets
the rule and the mistake, never the answer; a second and third wrong try
give more help; "show me" (``reveal``) is a separate step, recorded.

The wrong answers audited are the classic mistakes of the set tests
(``tests/test_exercises*.py``) plus, for every exercise, answers one step
away from the right one (a number off by a little, a card set with a card
left out or one too many, every other choice)."""

from __future__ import annotations

import re

import pytest

from cardkit import i18n
from cardkit.cards import FRENCH, ITALIAN, CardSet
from cardkit.exercises import check, evaluate, exercises, get, results, reveal
from cardkit.exercises import core
from cardkit.exercises.answers import BoolKind, CardKind, CardsKind, ChoiceKind, IntKind

SETS = ("cards", "scopa", "picchetto", "belote", "picchetto_scoring")
ALL = [ex for s in SETS for ex in exercises(s)]

# the classic mistakes named in the set tests, (id, wrong answer)
CLASSIC = [
    ("cards-01", "Cc"), ("cards-01", "Rs"), ("cards-02", "D"), ("cards-03", 40), ("cards-03", 36),
    ("cards-04", "2"), ("cards-04", "A 2 3"), ("cards-05", "7c"), ("cards-06", "7s 5d"),
    ("cards-06", "7s 5d Rb"), ("cards-06", "7s 5d Rb Fs Ab"), ("cards-07", "6b"), ("cards-07", "As"),
    ("cards-08", "7d Fd 7c Cc"), ("cards-09", False),
    ("scopa-01", 10), ("scopa-02", "2d 3c"), ("scopa-03", ["4s 6c"]), ("scopa-03", ["4s 6c", "2d 3b 4s"]),
    ("scopa-04", True), ("scopa-05", "5c 6d"), ("scopa-06", True), ("scopa-07", "nobody"),
    ("scopa-08", 55), ("scopa-08", 40), ("scopa-09", "Rc"), ("scopa-09", "5c"), ("scopa-10", "A"),
    ("scopa-10", "nobody"), ("scopa-11", 7), ("scopa-11", 8), ("scopa-11", 3), ("scopa-12", [4, 4]),
    ("scopa-12", [2, 1]), ("scopa-13", [3, 2, 3]), ("scopa-14", [2, 0, 1, 2]), ("scopa-15", True),
    ("scopa-16", 1), ("scopa-16", "nobody"), ("scopa-17", "4s Rb Cd"), ("scopa-17", "Rb"),
    ("scopa-19", 0), ("scopa-20", 6), ("scopa-20", 5), ("scopa-20", 3),
    ("picchetto-01", False), ("picchetto-02", "AS KS QS"), ("picchetto-03", 3),
    ("picchetto-04", 1 + 10 + 10 + 9 + 7), ("picchetto-04", 14 + 13 + 10 + 9 + 7),
    ("picchetto-04", 10 + 10 + 10 + 9 + 7), ("picchetto-05", "elder"), ("picchetto-05", "nobody"),
    ("picchetto-06", "elder"), ("picchetto-06", "younger"), ("picchetto-07", 4), ("picchetto-08", "elder"),
    ("picchetto-08", "pari"), ("picchetto-09", 14), ("picchetto-09", 9), ("picchetto-10", "younger"),
    ("picchetto-11", [9, 0]), ("picchetto-11", [3, 9]), ("picchetto-13", "QH 7H"),
    ("picchetto-13", "QH AS"), ("picchetto-14", 53), ("picchetto-14", 62), ("picchetto-15", "higher"),
    ("picchetto-15", "more"),
    ("belote-01", "C"), ("belote-02", "JS KS AH AD AC 10D KD 8C"), ("belote-03", 100), ("belote-03", 20),
    ("belote-04", "North-South"), ("belote-05", 100), ("belote-06", "North-South"), ("belote-07", "JH"),
    ("belote-07", "AD"), ("belote-07", "KH"), ("belote-08", "AS"), ("belote-09", "7H QH 8S"),
    ("belote-09", "7H"), ("belote-10", "7H QH"), ("belote-11", "9H 7H"), ("belote-12", "7H 8H AS"),
    ("belote-12", "7H"), ("belote-13", "JH 9H KH"), ("belote-13", "JH"), ("belote-14", True),
    ("belote-15", 2 + 0 + 11 + 10 + 4 + 3), ("belote-16", 152), ("belote-16", 130),
    ("belote-17", [86, 96]), ("belote-17", [0, 182]), ("belote-18", [182, 0]), ("belote-18", [91, 91]),
    ("belote-19", 182),
    ("picchetto_scoring-01", "sessanta"), ("picchetto_scoring-01", "novanta"),
    ("picchetto_scoring-02", "neither"), ("picchetto_scoring-02", "novanta"),
    ("picchetto_scoring-03", "neither"), ("picchetto_scoring-03", "sessanta"),
    ("picchetto_scoring-04", "novanta"), ("picchetto_scoring-04", "sessanta"),
    ("picchetto_scoring-05", "nobody"), ("picchetto_scoring-05", "elder"), ("picchetto_scoring-08", 76),
    ("picchetto_scoring-09", 140), ("picchetto_scoring-10", 360), ("picchetto_scoring-11", 40),
    ("picchetto_scoring-11", 320), ("picchetto_scoring-12", 160), ("picchetto_scoring-13", "second"),
    ("picchetto_scoring-15", 33),
]


def near_misses(ex) -> list:
    """Wrong answers one step away from the expected one."""
    kind, expected = ex.kind, ex._expected()
    if isinstance(kind, IntKind):
        return [expected + d for d in (-10, -2, -1, 1, 2, 10)]
    if isinstance(kind, ChoiceKind):
        return [option for option in kind.options if option != expected]
    if isinstance(kind, BoolKind):
        return [not expected]
    if isinstance(kind, CardKind):
        deck = ITALIAN if expected in ITALIAN else FRENCH
        return [str(c) for c in list(deck)[::5] if c != expected]
    if isinstance(kind, CardsKind):
        cards = list(expected)
        deck = ITALIAN if cards and cards[0] in ITALIAN else FRENCH
        fewer = [" ".join(str(x) for x in cards if x != c) for c in cards]
        extra = [c for c in list(deck)[::7] if c not in CardSet(cards)][:2]
        return fewer + [" ".join(map(str, cards + [c])) for c in extra]
    if isinstance(expected, tuple) and all(isinstance(v, int) for v in expected):
        return [[v + (d if i == j else 0) for j, v in enumerate(expected)]
                for i in range(len(expected)) for d in (-1, 1)]
    return []


CASES = sorted({(ex.id, repr(w)): (ex.id, w) for ex in ALL for w in near_misses(ex)}.values(),
               key=lambda c: (c[0], repr(c[1])))
CASES += CLASSIC


# a number in the line that equals the answer by coincidence: "3 rounds is right
# for 4 players" names the learner's mistake (the count for four players)
COINCIDENCES = {("scopa-20", "3")}


def mentions(text: str, token: str) -> bool:
    """``token`` appears in ``text`` as a word of its own (not inside 14 or 7d)."""
    return re.search(rf"(?<![\w.]){re.escape(token)}(?![\w])", text) is not None


def leaks(ex, given, line: str, hint: bool = False) -> list[str]:
    """What of the expected answer a wrong answer's line hands over.  A hint
    may define every choice ("Novanta: 30 in the declarations… Sessanta: 30
    in the play…"): naming the answer among the other choices is no leak."""
    kind, expected = ex.kind, ex._expected()
    why = line.split(" — ", 1)[1] if " — " in line else line
    if hint and isinstance(kind, ChoiceKind):
        others = [kind.show(o) for o in kind.options if o != expected]
        if any(mentions(why, label) for label in others):
            return []
    if isinstance(kind, CardsKind):
        return [str(c) for c in CardSet(expected) - CardSet(given) if mentions(why, str(c))]
    shown = kind.show(expected)
    if isinstance(kind, BoolKind):  # "no: ..." gives a yes/no answer away
        return [shown] if re.match(rf"{re.escape(shown)}\b", why.strip(), re.I) else []
    if isinstance(kind, ChoiceKind) and len(kind.options) == 2:
        return []  # naming the rule of a two-way choice always points at the other answer
    return [shown] if mentions(why, shown) else []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_feedback_never_states_the_answer(lang):
    audited = 0
    with i18n.language(lang):
        for id, answer in CASES:
            ex = get(id)
            result = evaluate(id, answer)
            if result.status != "wrong" or (id, repr(answer)) in COINCIDENCES:
                continue
            audited += 1
            given = ex.kind.read(answer)
            hints = {i18n.tr("check.hint_level", n=n, hint=h) for n, h in enumerate(ex.hints(), 1)}
            assert not leaks(ex, given, result.line), f"{id} {answer!r}: {result.line}"
            for tries in (2, 3):  # the stronger hints must not give it away either
                core._TRIES[id] = tries - 1
                line = ex.evaluate(answer, record=True).line
                for part in line.split(" — ")[1:]:
                    assert not leaks(ex, given, part, hint=part in hints), line
            core._TRIES.pop(id, None)
    assert audited > 300  # the audit really ran over hundreds of wrong answers


def test_every_fixed_exercise_is_audited():
    audited = {id for id, _ in CASES}
    assert {ex.id for ex in ALL} - audited <= {"cards-02", "cards-04", "scopa-03", "belote-01"}
    # the four kinds without near misses (suits, ranks, capture options) have classic mistakes
    assert {"cards-02", "cards-04", "scopa-03", "belote-01"} <= {id for id, _ in CLASSIC}


@pytest.fixture
def fresh_tries():
    core._TRIES.clear()
    yield
    core._TRIES.clear()


def test_second_and_third_tries_show_stronger_hints(capsys, fresh_tries):
    ex = get("picchetto_scoring-02")  # two hints and a diagnosis
    hints = ex.hints()
    lines = []
    for _ in range(4):
        check(ex.id, "neither")
        lines.append(capsys.readouterr().out.strip())
    diagnosis = lines[0].split(" — ", 1)[1]
    assert "hint" not in diagnosis  # first try: the diagnosis alone
    assert lines[1] == f"✘ {ex.id}: not yet — {diagnosis} — hint 1: {hints[0]}"
    assert lines[2] == f"✘ {ex.id}: not yet — {diagnosis} — hint 2: {hints[1]}"
    # past the last hint, the way to the answer
    assert lines[3].startswith(f"{lines[2]} — ") and f"reveal('{ex.id}')" in lines[3]


def test_without_a_diagnosis_the_first_try_gets_the_first_hint(capsys, fresh_tries):
    hint = get("cards-05").hints()[0]
    check("cards-05", "Rd")
    assert capsys.readouterr().out.strip() == f"✘ cards-05: not yet — hint: {hint}"
    check("cards-05", "Rd")
    second = capsys.readouterr().out.strip()
    assert second.startswith(f"✘ cards-05: not yet — hint 1: {hint} — ")
    assert "reveal('cards-05')" in second
    with i18n.language("it"):
        check("cards-05", "Rd")
        third = capsys.readouterr().out
    assert "suggerimento 1:" in third and "era l'ultimo suggerimento: reveal('cards-05')" in third


def test_only_check_counts_tries_not_evaluate(fresh_tries):
    for _ in range(3):
        evaluate("cards-05", "Rd")  # the grader and the tests re-read answers
    assert evaluate("cards-05", "Rd").line == f"✘ cards-05: not yet — hint: {get('cards-05').hints()[0]}"
    assert core._TRIES == {}


def test_right_answer_after_wrong_tries_is_simply_correct(capsys, fresh_tries):
    check("cards-03", 40)
    check("cards-03", 36)
    check("cards-03", 32)
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("✔ cards-03: correct")


def test_reveal_shows_the_answer_and_is_recorded(capsys):
    reveal("cards-03")
    line = capsys.readouterr().out.strip()
    assert line.startswith("◆ cards-03: the answer is 32 — ")
    assert results()[-1].status == "revealed" and results()[-1].id == "cards-03"
    assert '"status": "revealed"' in core.results_json()
    with i18n.language("it"):
        reveal("cards-03")
        assert capsys.readouterr().out.startswith("◆ cards-03: la risposta è 32")


def test_reveal_of_an_exercise_without_a_correct_text():
    from cardkit.exercises import exercise, INT
    ex = exercise("scratch-99", kind=INT, statement={"en": "Two?", "it": "Due?"})(lambda: 2)
    try:
        assert ex.reveal().line == "◆ scratch-99: the answer is 2"
    finally:
        core._REGISTRY.pop("scratch-99")


def test_reveal_of_a_generated_question_and_of_an_unknown_id(capsys):
    from cardkit.exercises import question
    q = question("scopa-primiera", seed=12)
    reveal(q.id)
    assert capsys.readouterr().out.startswith(f"◆ {q.id}: the answer is ")
    assert results()[-1].status == "revealed"
    reveal("nothing-01")
    assert capsys.readouterr().out.startswith("? there is no exercise called 'nothing-01'")
