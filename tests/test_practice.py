"""Generated practice (cardkit.exercises.practice): the properties every
topic must have, over a thousand seeds each, and the learner-facing API.

For every registered topic and every seed:

* the position is plain data (JSON round trip) and the same seed gives the
  same position;
* the engine's answer (``solve``) is read by the topic's answer kind and the
  checker calls it correct;
* the rule under test decides the answer: the misconception's answer differs
  from it, and the checker calls it wrong *with the topic's own diagnosis*
  (not only a generic hint);
* the feedback on that wrong answer never contains the right answer.
"""

import importlib
import json
import re

import pytest

from cardkit import i18n
from cardkit.errors import CardkitError
from cardkit.exercises import check, evaluate
from cardkit.exercises.practice import (
    DIFFICULTIES, Question, practice, progress, question, topic, topics,
)

SEEDS = 1000
ALL = topics()


def _tokens(text: str) -> set:
    return set(re.findall(r"[\w♠♥♦♣]+", text))


def test_topics_are_registered():
    assert ALL, "no practice topic is registered"
    assert len({t.name for t in ALL}) == len(ALL)


@pytest.mark.parametrize("t", ALL, ids=lambda t: t.name)
def test_every_generated_position_is_decided_by_its_rule(t):
    for seed in range(SEEDS):
        difficulty = DIFFICULTIES[seed % 3]
        q = Question(t.name, seed, difficulty)
        data = q.data
        assert json.loads(json.dumps(data)) == data
        expected = t.kind.read(t.solve(data))
        wrong = t.misconception(data)
        assert not t.kind.same(t.kind.read(wrong), expected), (q.id, data)
        assert evaluate(q.id, t.solve(data)).status == "correct", q.id
        diag = t.diagnose(t.kind.read(wrong), expected, data)
        assert diag, f"{q.id}: the misconception gets no diagnosis"
        result = q.evaluate(wrong, record=False)
        assert result.status == "wrong"
        shown = t.kind.show(expected)
        leaked = _tokens(shown) - _tokens(t.kind.show(t.kind.read(wrong))) - _tokens(q.statement())
        feedback = result.line.replace(q.id, "")
        feedback = re.sub(r"(hint|suggerimento) \d:", "", feedback)
        if leaked and _tokens(shown) <= _tokens(feedback):
            pytest.fail(f"{q.id}: the feedback gives the answer away: {result.line}")


@pytest.mark.parametrize("t", ALL, ids=lambda t: t.name)
def test_positions_are_reproducible_and_texts_exist_in_both_languages(t):
    a = Question(t.name, 123, "hard").data
    importlib.import_module("cardkit.exercises.practice")._CACHE.clear()
    assert Question(t.name, 123, "hard").data == a
    for lang in i18n.LANGUAGES:
        q = Question(t.name, 5)
        assert q.statement(lang) and all(q.hints(lang)) and t.rule(lang)


def test_hints_grow_stronger_and_reveal_is_recorded(capsys):
    t = topic("scopa-primiera")
    q = question("scopa-primiera", seed=999_001)
    wrong = t.misconception(q.data)
    lines = []
    for _ in range(4):
        q.check(wrong)
        lines.append(capsys.readouterr().out)
    assert "hint 1:" in lines[0] and "hint 2:" in lines[1] and "hint 3:" in lines[2] and "hint 3:" in lines[3]
    q.reveal()
    out = capsys.readouterr().out
    assert out.startswith(f"◆ {q.id}: the answer is {t.kind.show(t.kind.read(t.solve(q.data)))}")
    rows = {r.topic: r for r in progress().rows}
    assert rows["scopa-primiera"].revealed >= 1


def test_practice_sets_are_numbered_and_fresh():
    a = practice("scopa", n=4, seed=7)
    b = practice("scopa", n=4, seed=8)
    assert [q.id for q in a] == [q.id for q in practice("scopa", n=4, seed=7)]
    assert not {q.id for q in a} & {q.id for q in b}
    assert all(q.topic.startswith("scopa-") for q in a)
    c, d = practice("scopa-primiera", n=2), practice("scopa-primiera", n=2)
    assert c.seed != d.seed
    assert "set number" in str(a) and a._repr_html_().startswith("<div>")


@pytest.mark.parametrize("bad", [
    lambda: practice("chess"), lambda: practice("scopa", n=0), lambda: practice("scopa", n=True),
    lambda: practice("scopa", difficulty="expert"), lambda: practice("scopa", seed=-1),
    lambda: question("scopa-primiera", seed=1.5), lambda: question("x" * 10**6),
    lambda: Question.from_id("scopa-primiera:normal"), lambda: Question.from_id("scopa-primiera:odd:3"),
])
def test_bad_requests_are_refused_in_one_short_sentence(bad):
    with pytest.raises(CardkitError) as e:
        bad()
    assert len(str(e.value)) < 200 and "\n" not in str(e.value)


def test_check_takes_question_ids_and_refuses_unknown_ones(capsys):
    q = question("scopa-primiera", seed=3)
    check(q.id, ...)
    assert capsys.readouterr().out.startswith(f"○ {q.id}: no answer yet")
    assert evaluate("scopa-primiera:normal:x", 3).status == "unknown"
    assert evaluate("nope:normal:3", 3).status == "unknown"


def test_lists_of_numbers_read_back_as_they_are_shown():
    from cardkit.exercises.answers import INTS
    from cardkit.exercises.scopa import POINTS
    assert INTS.read("[12, 0]") == (12, 0) == INTS.read(INTS.show((12, 0)))
    assert POINTS.read("[3, 1]") == (3, 1)


@pytest.mark.parametrize("t", [t for t in ALL if t.ui == "choice"], ids=lambda t: t.name)
def test_a_choice_question_has_more_than_one_answer_at_every_difficulty(t):
    """A level whose answer never changes can be passed by a rule of thumb."""
    for difficulty in DIFFICULTIES:
        answers = {t.kind.show(t.kind.read(t.solve(Question(t.name, seed, difficulty).data)))
                   for seed in range(60)}
        assert len(answers) >= 2, f"{t.name} ({difficulty}) always answers {answers}"


class _AlwaysEqual(str):
    def __eq__(self, other):
        return True

    __hash__ = str.__hash__


def _raising():
    yield "7d"
    raise RuntimeError("a learner's generator that breaks")


def test_a_learners_broken_or_huge_answer_is_refused_as_the_learners_not_the_checkers():
    """Every fixed exercise and every topic: whatever the learner's answer
    (a generator that raises, a 5,000-digit number, a megabyte string, an
    always-equal str, a card of the other deck), the line is one of the
    learner's statuses, short, and never 'the checker itself failed'."""
    from cardkit.exercises import exercises
    ids = [e.id for s in ("cards", "scopa", "picchetto", "belote", "picchetto_scoring") for e in exercises(s)]
    ids += [Question(t.name, seed).id for t in ALL for seed in range(2)]
    hostile = [10**5000, "1" * 5000, "7d " * 10**5, _AlwaysEqual("zz"), ["7d"] * 3000, "7d", "AS KS",
               float("nan"), float("inf"), b"7d", {"a": 1}, object(), -1, 10**14]
    for id in ids:
        for answer in [_raising(), *hostile]:
            result = evaluate(id, answer)
            assert result.status in ("wrong", "invalid", "correct"), (id, result.line)
            assert len(result.line) <= 400 and "\n" not in result.line, (id, len(result.line))
        assert evaluate(id, _AlwaysEqual("zz")).status != "correct"
