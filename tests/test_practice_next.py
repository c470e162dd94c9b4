"""``practice.next()``: what to practise now, chosen from the learner's
lasting record by spaced review.

Scripted learners are written as records (the file CARDKIT_PROGRESS names,
one per test: tests/conftest.py), with the dates of their answers, so that
"longest ago" is exact; the topics are discovered, never listed.
"""

from __future__ import annotations

import inspect
import json
import shutil
from pathlib import Path

import pytest

from cardkit.errors import CardkitError
from cardkit.exercises import check, practice
from cardkit.exercises import journal
from cardkit.exercises.practice import (
    GAMES, PracticeSet, mastered_difficulties, next_difficulty, practice_next, record_seed,
    review_weights, topic, topics,
)


class Learner:
    """Writes a scripted learner's answers into the record, day by day."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.entries: list[dict] = []
        self.seed = 500_000

    def answer(self, day: int, name: str, difficulty: str = "normal", *statuses: str) -> None:
        """One new question of topic ``name`` on ``day`` (of November
        2026), answered with these statuses in turn (default: right)."""
        self.seed += 1
        qid = f"{name}:{difficulty}:{self.seed}"
        for status in statuses or ("correct",):
            n = len(self.entries)
            self.entries.append({"at": f"2026-11-{day:02d}T{8 + n // 3600 % 12:02d}:{n // 60 % 60:02d}:{n % 60:02d}Z",
                                 "id": qid, "status": status, "key": f"script-{n:08d}"})

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps({"format": journal.FORMAT, "version": journal.VERSION,
                                         "entries": self.entries}), encoding="utf-8")


@pytest.fixture
def learner(practice_record):
    return Learner(practice_record)


def scopa() -> list[str]:
    return [t.name for t in topics("scopa")]


# --------------------------------------------------------------------------
# the API
# --------------------------------------------------------------------------

def test_practice_is_still_the_function_and_next_hangs_on_it():
    assert inspect.isfunction(practice) and practice.next is practice_next
    assert list(inspect.signature(practice).parameters) == ["what", "n", "difficulty", "seed"]
    assert "practice.next" in practice.__doc__
    assert isinstance(practice("scopa", n=2, seed=4), PracticeSet)
    from cardkit.exercises import practice as again
    assert again.next is practice_next


@pytest.mark.parametrize("kwargs", [{"game": "chess"}, {"game": "scopa-primiera"}, {"n": 0}, {"n": True},
                                    {"n": 101}, {"n": "5"}])
def test_bad_arguments_are_refused_in_one_sentence(kwargs):
    with pytest.raises(CardkitError) as info:
        practice.next(**kwargs)
    assert "\n" not in str(info.value) and len(str(info.value)) < 200


def test_a_new_learner_gets_never_practised_topics_at_normal(learner):
    for game in GAMES:
        chosen = practice.next(game, n=4)
        pool = {t.name for t in topics(game)}
        assert chosen.review and chosen.difficulty == "normal" and len(chosen) == 4
        assert {q.topic for q in chosen} <= pool
        assert len({q.topic for q in chosen}) == min(4, len(pool))
    mixed = practice.next(n=10)
    assert mixed.what == "all" and len({q.topic.split("-")[0] for q in mixed}) >= 2


# --------------------------------------------------------------------------
# scripted learners
# --------------------------------------------------------------------------

def test_a_learner_who_always_misses_the_primiera_gets_it_first(learner):
    for day in range(1, 11):
        for name in scopa():
            if name == "scopa-primiera":
                learner.answer(day, name, "normal", "wrong", "wrong", "correct")
            else:
                learner.answer(day, name, "normal", "correct")
    learner.save()
    for game in ("scopa", None):
        chosen = practice.next(game)
        assert chosen[0].topic == "scopa-primiera"
    weights = review_weights(journal.entries(), set(scopa()))
    assert max(weights, key=weights.get) == "scopa-primiera"
    # normal is not mastered (the primiera's latest normal question was missed), nothing else was tried
    assert mastered_difficulties(journal.entries(), set(scopa())) == []
    assert practice.next("scopa").difficulty == "easy"


def test_a_learner_who_masters_everything_at_normal_gets_hard(learner):
    for day in (1, 2):
        for name in scopa():
            learner.answer(day, name, "normal", "correct")
    learner.save()
    assert mastered_difficulties(journal.entries(), set(scopa())) == ["normal"]
    assert practice.next("scopa").difficulty == "hard"


@pytest.mark.parametrize("level, expected", [("easy", "normal"), ("normal", "hard"), ("hard", "hard")])
def test_the_set_is_one_step_above_the_hardest_difficulty_mastered(learner, level, expected):
    for name in scopa():
        learner.answer(1, name, level, "correct")
    learner.save()
    assert next_difficulty(journal.entries(), set(scopa())) == expected == practice.next("scopa").difficulty


def test_right_only_after_a_hint_or_with_the_answer_shown_is_not_mastered(learner):
    names = scopa()
    for name in names:
        learner.answer(1, name, "normal", "correct")
    learner.answer(2, names[0], "normal", "wrong", "correct")         # its latest: right at the second try
    learner.save()
    assert mastered_difficulties(journal.entries(), set(names)) == []
    learner.answer(3, names[0], "normal", "revealed", "correct")      # the answer shown first
    learner.save()
    assert mastered_difficulties(journal.entries(), set(names)) == []
    learner.answer(4, names[0], "normal", "correct")                  # right at the first try again
    learner.save()
    assert mastered_difficulties(journal.entries(), set(names)) == ["normal"]


def test_a_never_seen_topic_comes_in(learner):
    names = scopa()
    seen = names[: len(names) // 2]
    for day in range(1, 6):
        for name in seen:
            learner.answer(day, name, "normal", "wrong", "correct")
    learner.save()
    chosen = practice.next("scopa", n=5)
    new = [q.topic for q in chosen if q.topic not in seen]
    assert len(new) == 1 and chosen[-1].topic == new[0]
    assert [q.topic for q in chosen[:4]] == sorted(seen, key=lambda n: (-review_weights(
        journal.entries(), set(names))[n], n))[:4]
    # with only one topic practised, the others fill the set
    one = Learner(learner.path)
    one.answer(1, names[0], "normal", "wrong")
    one.save()
    chosen = practice.next("scopa", n=4)
    assert chosen[0].topic == names[0] and len({q.topic for q in chosen[1:]} - {names[0]}) == 3


def test_missed_longest_ago_comes_before_missed_yesterday(learner):
    a, b, c = scopa()[:3]
    learner.answer(1, a, "normal", "wrong", "correct")    # missed once, 20 days before the newest answer
    learner.answer(20, b, "normal", "wrong", "correct")   # missed once, yesterday
    learner.answer(21, c, "normal", "correct")            # right today
    learner.save()
    order = [q.topic for q in practice.next("scopa", n=4)][:3]
    assert order == [a, b, c]


def test_more_misses_come_first_on_the_same_day(learner):
    a, b = scopa()[:2]
    for _ in range(3):
        learner.answer(5, b, "normal", "wrong", "correct")
    learner.answer(5, a, "normal", "wrong", "correct")
    learner.save()
    assert [q.topic for q in practice.next("scopa", n=3)][:2] == [b, a]


def test_the_same_record_gives_the_same_set_and_a_new_answer_a_new_one(learner, tmp_path, monkeypatch):
    for day in (1, 2, 3):
        for name in scopa()[:4]:
            learner.answer(day, name, "normal", "wrong", "correct")
    learner.save()
    first = practice.next("scopa")
    assert [q.id for q in practice.next("scopa")] == [q.id for q in first]
    assert first.seed == record_seed(journal.entries())
    copy = tmp_path / "elsewhere" / "progress.json"          # the same record, read in another place
    copy.parent.mkdir()
    shutil.copy(learner.path, copy)
    monkeypatch.setenv("CARDKIT_PROGRESS", str(copy))
    assert [q.id for q in practice.next("scopa")] == [q.id for q in first]
    check(first[0].id, topic(first[0].topic).solve(first[0].data))   # one more answer
    after = practice.next("scopa")
    assert after.seed != first.seed and not {q.id for q in after} & {q.id for q in first}


def test_answers_checked_in_this_kernel_steer_the_next_set(learner, capsys):
    from cardkit.exercises import question
    t = topic("scopa-primiera")
    for seed in (700_001, 700_002, 700_003):
        q = question("scopa-primiera", seed=seed)
        check(q.id, t.misconception(q.data))
    capsys.readouterr()
    assert practice.next("scopa")[0].topic == "scopa-primiera"


def test_a_review_set_shows_itself_and_changes_difficulty(learner):
    learner.answer(1, "scopa-primiera", "normal", "wrong")
    learner.save()
    chosen = practice.next("scopa", n=3)
    assert chosen.heading("en").startswith("3 questions chosen from your record (easy), set number ")
    assert chosen.heading("it").startswith("3 domande scelte dal tuo registro (facile), serie numero ")
    assert repr(chosen) == f"<PracticeSet review of scopa #{chosen.seed}: 3 questions>"
    hard = chosen.at("hard")
    assert [(q.topic, q.seed) for q in hard] == [(q.topic, q.seed) for q in chosen]
    assert {q.difficulty for q in hard} == {"hard"} and hard.review and hard.game == "scopa"
