"""The exercise set of Picchetto for three and four (picchetto_table-01..10):
stable ids, three per game (and a tenth for the pairs, written for lesson 22's checks), every expected answer accepted in both
languages and agreeing with the rule worked out here, the classic mistakes
named."""

from __future__ import annotations

import pytest

from cardkit import i18n
from cardkit.exercises import evaluate, exercises
from cardkit.exercises.picchetto import table as PT
from cardkit.picchetto import A_ECRIRE, PICCHETTO_COPPIE, PICCHETTO_TRE

IDS = [f"picchetto_table-{n:02d}" for n in range(1, 11)]


def test_the_set_has_its_stable_ids_three_per_game():
    assert [ex.id for ex in exercises("picchetto_table")] == IDS
    statements = [ex.statement("en") for ex in exercises("picchetto_table")]
    assert sum("three" in s.lower() or "PICCHETTO_TRE" in s for s in statements[:3]) == 3
    assert all("PICCHETTO_COPPIE" in s or "pair" in s.lower() for s in statements[3:6])
    assert all("A_ECRIRE" in s or "Écrire" in s for s in statements[6:9])
    assert "PICCHETTO_COPPIE" in statements[9]


def test_three_quarte_at_a_pairs_table():
    # player 4's quarta to the ace beats the quarte to the king and the queen: pair 2
    # scores it (4), his terza to the ace of hearts (3) and his partner's quarta (4)
    assert evaluate("picchetto_table-10", 4 + 3 + 4).status == "correct"
    assert evaluate("picchetto_table-10", 4).mistake == "best_only"
    assert evaluate("picchetto_table-10", 7).mistake == "no_partner"
    assert PT.position("picchetto_table-10") is not None


@pytest.mark.parametrize("id", IDS)
def test_expected_answer_is_accepted_in_both_languages(id):
    ex = [e for e in exercises("picchetto_table") if e.id == id][0]
    for lang in ("en", "it"):
        with i18n.language(lang):
            r = evaluate(id, ex._expected())
            assert r.status == "correct", r.line
            assert "{" not in r.line, r.line
    assert evaluate(id, ...).status == "unanswered"


def test_the_answers_follow_the_rules_worked_out_by_hand():
    # 10 each and the two left over (text 003)
    assert evaluate("picchetto_table-01", (10, 32 - 3 * 10)).status == "correct"
    # 13 + three tricks at 2 + the fourth lead = 20, Sessanta: the 20 count as 60
    assert evaluate("picchetto_table-02", 60 + (13 + 3 * 2 + 1 - 20)).status == "correct"
    assert evaluate("picchetto_table-03", "nobody").status == "correct"
    # the quart (4) and the partner's tierce (3)
    assert evaluate("picchetto_table-04", 4 + 3).status == "correct"
    # Novanta: the first 20 count as 90 ("noter 90 au lieu de 20"), the rest stays
    assert evaluate("picchetto_table-05", 90 + (4 + 7 + 14 - 20)).status == "correct"
    assert evaluate("picchetto_table-06", "JS 8S 7S").status == "correct"
    assert evaluate("picchetto_table-07", (A_ECRIRE.deals, 3)).status == "correct"
    assert evaluate("picchetto_table-08", 95 + 80 + 100).status == "correct"
    assert evaluate("picchetto_table-09", 1).status == "correct"
    assert PICCHETTO_TRE.bonus_at == PICCHETTO_COPPIE.bonus_at == 20


@pytest.mark.parametrize("id, wrong, says", [
    ("picchetto_table-01", (12, 8), "game for two"),
    ("picchetto_table-02", 20, "Sessanta"),
    ("picchetto_table-03", "player 2", "tie"),
    ("picchetto_table-04", 4, "partner"),
    ("picchetto_table-05", 25, "Novanta"),
    ("picchetto_table-02", 50, "not 20 + 30"),       # the old "+30" reading
    ("picchetto_table-05", 85, "not 20 + 60"),
    ("picchetto_table-06", "JS", "queen"),
    ("picchetto_table-08", 15, "difference"),
    ("picchetto_table-09", 2, "partner"),
])
def test_the_classic_mistakes_get_their_reason_in_both_languages(id, wrong, says):
    r = evaluate(id, wrong)
    assert r.status == "wrong" and says in r.line, r.line
    with i18n.language("it"):
        it = evaluate(id, wrong)
    assert it.status == "wrong" and it.line != r.line


def test_the_positions_draw_the_hands_of_every_seat():
    for n in ("02", "03", "04", "06", "09"):
        pos = PT.position(f"picchetto_table-{n}")
        assert "player 1" in repr(pos)
