"""The Picchetto scoring exercise set (picchetto_scoring-01..15): the
checkers' expected answers agree with the rule texts' reasoning worked out
independently here, every expected answer is accepted in both languages, and
the classic mistakes get their reason."""

from __future__ import annotations

from math import comb

import pytest

from cardkit import i18n
from cardkit.exercises import evaluate, exercises
from cardkit.exercises.picchetto import scoring as PS

IDS = [f"picchetto_scoring-{n:02d}" for n in range(1, 16)]


def test_the_set_has_its_stable_ids():
    assert [ex.id for ex in exercises("picchetto_scoring")] == IDS


@pytest.mark.parametrize("id", IDS)
def test_expected_answer_is_accepted_in_both_languages(id):
    ex = [e for e in exercises("picchetto_scoring") if e.id == id][0]
    for lang in ("en", "it"):
        with i18n.language(lang):
            r = evaluate(id, ex._expected())
            assert r.status == "correct", r.line
            assert "{" not in r.line, r.line


@pytest.mark.parametrize("id", IDS)
def test_placeholder_is_unanswered(id):
    assert evaluate(id, ...).status == "unanswered"


def test_the_29_cases_differ_by_the_youngers_good_points():
    # an elder at 29 in both; the younger's three kings are good in -01 and
    # count before the first lead, in -02 the younger scores nothing
    tens, nothing = PS.deal_state(PS.E29, PS.Y_TENS), PS.deal_state(PS.E29_B, PS.Y_NOTHING)
    assert tens.log.totals[tens.elder] == nothing.log.totals[nothing.elder] == 29
    assert tens.log.totals[tens.younger] == 3 and nothing.log.totals[nothing.younger] == 0
    assert evaluate("picchetto_scoring-01", "neither").status == "correct"
    assert evaluate("picchetto_scoring-02", "sessanta").status == "correct"


def test_a_tie_saves_nobody_and_mano_bianca_does():
    d = PS.deal_state(PS.E_TIE, PS.Y_TIE).declarations
    assert d.punto == (None, 0) and d.younger_points == 0 and d.novanta == "elder"
    assert evaluate("picchetto_scoring-04", "neither").status == "correct"


def test_the_youngers_novanta():
    assert evaluate("picchetto_scoring-05", "younger").status == "correct"
    assert evaluate("picchetto_scoring-05", "dealer").status == "correct"


def test_cappotto_deal_is_declarations_leads_sessanta_and_capot():
    # 4 punto + 11 sequences + 9 tris, twelve leads, +30 when the lead reaches 30, 40 capot
    assert PS.picchetto_scoring_08.solve() == 4 + 11 + 9 + 12 + 30 + 40


def test_play_and_whole_deal_points_add_up():
    play = PS.picchetto_scoring_06.solve()
    whole = PS.picchetto_scoring_07.solve()
    d = PS.seed_deal().declarations
    assert (whole[0] - play[0], whole[1] - play[1]) == (d.elder_points, d.younger_points)


@pytest.mark.parametrize("id, answer, words", [
    ("picchetto_scoring-01", "sessanta", "BEFORE the elder's first lead"),
    ("picchetto_scoring-02", "neither", "holding a quarta is not scoring"),
    ("picchetto_scoring-03", "neither", "a tie scores nothing"),
    ("picchetto_scoring-04", "novanta", "counted before the punto"),
    ("picchetto_scoring-05", "nobody", "only Sessanta"),
    ("picchetto_scoring-08", 76, "left out the Sessanta"),
    ("picchetto_scoring-09", 140, "difference plus 100"),
    ("picchetto_scoring-10", 360, "sum is only for a loser under 100"),
    ("picchetto_scoring-11", 40, "both passed 100 or neither"),
    ("picchetto_scoring-11", 320, "optional"),
    ("picchetto_scoring-12", 160, "Rubicon Piquet reckoning"),
    ("picchetto_scoring-13", "second", "can even make Novanta"),
    ("picchetto_scoring-14", round(comb(32, 12) / comb(16, 12)), "ace is not a figure"),
    ("picchetto_scoring-15", 33, "FIVE"),
])
def test_classic_mistakes_get_their_reason(id, answer, words):
    with i18n.language("en"):
        r = evaluate(id, answer)
    assert r.status == "wrong"
    assert words in r.line, r.line


def test_rubicon_answers_follow_the_texts():
    assert PS.picchetto_scoring_09.solve() == 130 + 90 + 100          # rubiconed (004)
    assert PS.picchetto_scoring_10.solve() == 150 - 110 + 100          # crossed the rubicon (004)
    assert PS.picchetto_scoring_11.solve() == 130 + 90                 # only one passed 100 (000)
    assert PS.picchetto_scoring_12.solve() == 180 - 120                # both passed 100 (000)


def test_counting_answers():
    assert PS.blanche_one_in() == round(comb(32, 12) / comb(20, 12))
    counts = PS.longest_suit_counts()
    assert sum(counts.values()) == comb(32, 12)
    assert counts[8] == 4 * comb(24, 4)       # a whole suit and any 4 of the other 24
    assert counts[3] == comb(8, 3) ** 4       # only the 3-3-3-3 split
