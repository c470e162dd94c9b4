"""Every answer in a teacher's worksheet key is an answer the checker
accepts: the key's text, fed back to ``evaluate`` for its question, is
"correct" — for every set that has worksheets, every difficulty, both
languages, and sheets long enough to hold every topic of the set."""

import csv

import pytest

from cardkit import i18n
from cardkit.classroom import worksheet
from cardkit.exercises import evaluate
from cardkit.exercises.practice import DIFFICULTIES, GAMES, topics

#: the games a worksheet can be made for (those with generated questions)
SETS = [g for g in GAMES if topics(g)]
SEEDS = range(1, 11)


def test_there_are_sets_to_check():
    assert SETS and set(SETS) <= set(GAMES)


@pytest.mark.parametrize("game", SETS)
def test_every_key_answer_is_accepted_by_the_checker(game):
    n = len(topics(game))            # a sheet of n questions asks each topic of the set once
    asked = set()
    for lang in i18n.LANGUAGES:
        for difficulty in DIFFICULTIES:
            for seed in SEEDS:
                for number, id, rule, answer, meaning in worksheet.answer_key(game, seed, n, difficulty, lang):
                    result = evaluate(id, answer)
                    assert result.status == "correct", (lang, id, answer, result.line)
                    asked.add(id.split(":")[0])
                    assert meaning
    assert asked == {t.name for t in topics(game)}


def test_no_card_is_written_as_an_answer_the_checker_reads(tmp_path):
    """The review's case: keys of --set scopa wrote '—' for "no card"."""
    rows = [r for seed in range(1, 31) for r in worksheet.answer_key("scopa", seed, 10, "hard")
            if r[4] == "—"]
    assert rows, "no scopa key with an empty answer among these seeds"
    for number, id, rule, answer, meaning in rows:
        assert evaluate(id, answer).status == "correct", (id, answer)
    worksheet.write_worksheets("scopa", [1, 2], tmp_path, n=3, difficulty="hard")
    for key in (tmp_path / "keys").glob("*.csv"):
        for row in csv.DictReader(key.open(encoding="utf-8")):
            assert evaluate(row["id"], row["answer"]).status == "correct", row
            assert row["meaning"]


def test_a_key_answer_is_the_checkers_wording_when_it_reads_back():
    from cardkit.exercises.answers import CARDSET, INT, SUIT
    from cardkit.exercises.picchetto import WHO
    assert worksheet.key_answer(INT, 81) == "81"
    assert worksheet.key_answer(CARDSET, CARDSET.read("7d Rc")) == CARDSET.show(CARDSET.read("7d Rc"))
    # the checker now reads its own wording back ("—", "d (coins)", "il mazziere"): the key uses it
    assert worksheet.key_answer(CARDSET, CARDSET.read([])) == CARDSET.show(CARDSET.read([])) == "—"
    assert worksheet.key_answer(SUIT, "d", "en") == "d (coins)"
    for lang in ("en", "it"):
        for who in ("younger", "elder"):
            text = worksheet.key_answer(WHO, who, lang)
            assert WHO.read(text) == who, (lang, who, text)
