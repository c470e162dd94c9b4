"""Review sets and final quizzes (issue 10): every rule of a game, drawn
fresh from a seed, a score at the end naming the rules missed and the lesson
to reread."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import i18n
from cardkit.errors import CardkitError
from cardkit.exercises import progress, quiz, review
from cardkit.exercises.practice import topic, topics
from cardkit.exercises.quiz import LESSONS, lesson

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("scopa", "picchetto", "belote")


def answer_right(q):
    return topic(q.topic).solve(q.data)


def answer_wrong(q):
    return topic(q.topic).misconception(q.data)


@pytest.mark.parametrize("game", GAMES)
def test_a_review_asks_every_rule_once_in_the_order_of_the_lessons(game):
    rev = review(game, seed=4)
    names = [q.topic for q in rev]
    assert sorted(names) == sorted(t.name for t in topics(game))
    assert [LESSONS[n] for n in names] == sorted(LESSONS[n] for n in names)
    assert [q.id for q in review(game, seed=4)] == [q.id for q in rev]  # the same for everybody
    assert not {q.id for q in rev} & {q.id for q in review(game, seed=5)}  # fresh for another seed


@pytest.mark.parametrize("game", GAMES)
def test_a_quiz_mixes_every_rule(game):
    rules = {t.name for t in topics(game)}
    final = quiz(game, seed=1)
    assert len(final) == max(10, len(rules)) and {q.topic for q in final} == rules
    longer = quiz(game, seed=1, n=len(rules) + 5)
    assert len(longer) == len(rules) + 5 and {q.topic for q in longer} == rules
    assert len({q.id for q in longer}) == len(longer)
    assert [q.id for q in quiz(game, seed=1)] == [q.id for q in final]
    orders = {tuple(q.topic for q in quiz(game, seed=s)) for s in range(4)}
    assert len(orders) > 1  # shuffled, not in a fixed order
    assert {q.difficulty for q in quiz(game, seed=1, difficulty="hard")} == {"hard"}


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 999_999), extra=st.integers(0, 20))
def test_any_seed_gives_every_rule_and_distinct_questions(game, seed, extra):
    rules = sorted(t.name for t in topics(game))
    assert sorted(q.topic for q in review(game, seed=seed)) == rules
    final = quiz(game, seed=seed, n=len(rules) + extra)
    assert {q.topic for q in final} == set(rules) and len({q.id for q in final}) == len(final)


def test_every_rule_has_a_lesson_that_exists():
    for t in topics():
        assert t.name in LESSONS and (ROOT / "notebooks" / lesson(t.name)).is_file(), t.name


def test_the_score_counts_the_latest_check_and_names_the_rules_missed(capsys):
    final = quiz("scopa", seed=77)
    n = len(final)
    final.check(1, answer_wrong(final[0]))
    final.check(1, answer_right(final[0]))          # corrected: counts as right
    final.check(2, answer_right(final[1]))
    final.reveal(2)                                 # shown: never counted as right
    final.check(3, answer_wrong(final[2]))          # missed
    for k in range(4, n):
        final.check(k, answer_right(final[k - 1]))
    capsys.readouterr()
    score = final.score()
    assert (score.right, score.total) == (n - 3, n)
    assert score.missed == ((final[2].topic, (3,)),)
    assert score.revealed == (2,) and score.unanswered == (n,)
    lines = score.lines("en")
    assert lines[0] == f"Score: {n - 3} of {n}"
    missed_line = next(line for line in lines if line.lstrip().startswith("✘"))
    assert topic(final[2].topic).rule("en") in missed_line and LESSONS[final[2].topic] in missed_line
    assert "question 3" in missed_line
    assert any("answer shown" in line and "2" in line for line in lines)
    assert any("not answered yet" in line and str(n) in line for line in lines)
    assert str(score) == "\n".join(score.lines()) == repr(score)
    assert score.lines("it")[0] == f"Punteggio: {n - 3} su {n}"
    assert "rileggi la lezione" in "\n".join(score.lines("it"))


def test_a_perfect_review(capsys):
    rev = review("belote", seed=31)
    for k, q in enumerate(rev, 1):
        rev.check(k, answer_right(q))
    assert capsys.readouterr().out.count("✔") == len(rev)
    score = rev.score()
    assert score.right == score.total == len(rev) and not score.missed
    assert score.lines("en")[-1] == "Every rule right: well done."


def test_an_untouched_quiz_scores_nothing():
    final = quiz("picchetto", seed=999_999)
    score = final.score()
    assert score.right == 0 and score.unanswered == tuple(range(1, len(final) + 1))


def test_quiz_questions_are_ordinary_questions(capsys):
    from cardkit.exercises import check
    rev = review("picchetto", seed=12)
    check(rev[0].id, answer_right(rev[0]))  # the plain check works too
    assert capsys.readouterr().out.startswith(f"✔ {rev[0].id}")
    assert rev.score().right == 1
    assert rev[0].topic in {row.topic for row in progress("picchetto").rows}


def test_a_set_draws_itself():
    rev = review("scopa", seed=2)
    html = rev._repr_html_()
    assert "Review · Scopa · seed 2" in html and html.count("<li>") == len(rev)
    text = str(rev)
    assert text.splitlines()[0] == rev.heading() and f"1. {rev[0].id}" in text
    with i18n.language("it"):
        assert quiz("belote", seed=2).heading().startswith("Verifica finale · Belote · seed 2")
    assert repr(rev) == f"<review scopa #2: {len(rev)} questions>"


@pytest.mark.parametrize("call, words", [
    (lambda: review("poker"), "'poker' is not a game with a review set and a quiz"),
    (lambda: quiz(3), "3 is not a game"),
    (lambda: review("scopa", seed=-1), "seed must be a whole number from 0 to 999999"),
    (lambda: quiz("scopa", seed=10**6), "from 0 to 999999"),
    (lambda: quiz("scopa", seed="1"), "not '1'"),
    (lambda: quiz("scopa", seed=True), "not True"),
    (lambda: quiz("scopa", n=3), f"from {len(topics('scopa'))} to 100 questions"),   # one per rule at least
    (lambda: quiz("belote", n=101), "at least one per rule"),
    (lambda: quiz("belote", n=12.0), "not 12.0"),
    (lambda: review("scopa", difficulty="expert"), "'expert' is not a difficulty"),
    (lambda: review("scopa").check(0, 1), "0 is not a question number of this set: write a whole number"),
    (lambda: quiz("scopa").reveal("2"), "'2' is not a question number"),
    (lambda: quiz("scopa").question(99), f"from 1 to {len(topics('scopa'))}"),
])
def test_bad_arguments_get_one_sentence(call, words):
    with pytest.raises(CardkitError) as info:
        call()
    message = str(info.value)
    assert words in message and "\n" not in message
    with i18n.language("it"):
        with pytest.raises(CardkitError) as italian:
            call()
    assert str(italian.value) != message


def test_until_keeps_the_rules_of_the_lessons_up_to_it():
    from cardkit.exercises.quiz import lesson
    every = {t.name for t in topics("picchetto")}
    early = {name for name in every if int(lesson(name)[:2]) <= 16}
    assert early and early != every            # the tables of lessons 22-23 are left out
    assert {q.topic for q in review("picchetto", seed=1, until=16).questions} == early
    assert {q.topic for q in quiz("picchetto", seed=1, until=16).questions} == early
    assert {q.topic for q in review("picchetto", seed=1).questions} == every
    assert [q.id for q in review("picchetto", seed=1, until=99).questions] == \
        [q.id for q in review("picchetto", seed=1).questions]


@pytest.mark.parametrize("bad", [0, 100, True, 1.5, "16", -3])
def test_until_refuses_what_is_not_a_lesson_number(bad):
    with pytest.raises(CardkitError, match="until"):
        review("picchetto", until=bad)
    with pytest.raises(CardkitError, match="until"):
        quiz("picchetto", until=bad)


def test_until_before_a_games_first_lesson_is_refused():
    with pytest.raises(CardkitError, match="no rule of belote"):
        review("belote", until=3)
