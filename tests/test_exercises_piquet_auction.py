"""Exercise set 10, Piquet Voleur and Auction Piquet (piquet_auction-01..07):
every expected answer comes from the engine, right answers pass in both
languages' words, and each listed mistake gets its rule-named feedback."""

from __future__ import annotations

import pytest

from cardkit import i18n
from cardkit.exercises import evaluate, exercises

IDS = [f"piquet_auction-{n:02d}" for n in range(1, 8)]


def test_the_set_has_three_questions_per_game_at_least():
    assert [ex.id for ex in exercises("piquet_auction")] == IDS


@pytest.mark.parametrize("id, right, also", [
    ("piquet_auction-01", (4, 2), None),
    ("piquet_auction-02", "player 1", "giocatore 1"),
    ("piquet_auction-03", -78, None),
    ("piquet_auction-04", 60, None),
    ("piquet_auction-05", 20, None),
    ("piquet_auction-06", 10, None),
    ("piquet_auction-07", "dealer", "mazziere"),
])
def test_right_answers(id, right, also):
    assert evaluate(id, right).status == "correct"
    if also is not None:
        assert evaluate(id, also).status == "correct"


@pytest.mark.parametrize("id, wrong, words_en, words_it", [
    ("piquet_auction-01", (2, 4), "only one sits out", "uno solo resta fuori"),
    ("piquet_auction-02", "player 3", "in rotation", "a turno"),
    ("piquet_auction-03", -29, "both other players", "entrambi"),
    ("piquet_auction-04", 30, "doubled", "contrato"),
    ("piquet_auction-05", 0, "failed", "caduto"),
    ("piquet_auction-06", 9, "more tricks", "più prese"),
    ("piquet_auction-07", "elder", "trump", "briscola"),
])
def test_each_mistake_names_the_rule(id, wrong, words_en, words_it):
    r = evaluate(id, wrong)
    assert r.status == "wrong" and words_en in r.line
    with i18n.language("it"):
        r = evaluate(id, wrong)
    assert r.status == "wrong" and words_it in r.line
