"""Exercise set ``picchetto`` (cardkit/exercises/picchetto/__init__.py): ids, both
languages, expected answers checked against the rule text's own reasoning,
and the reasons given for common wrong answers."""

import pytest

from cardkit import CardkitError

import cardkit
from cardkit import CardSet, cards
from cardkit.exercises import evaluate
from cardkit.exercises.core import exercises, get
from cardkit.exercises import picchetto as P
from cardkit.picchetto import ITALIANO

IDS = [f"picchetto-{n:02d}" for n in range(1, 16)]


def test_ids():
    # texts in both languages are checked for every set in test_exercises.py
    assert [ex.id for ex in exercises("picchetto")] == IDS


def test_expected_answers_follow_the_rule_text():
    # the ace is not a figure: aces and small cards make a mano bianca
    assert get("picchetto-01")._expected() is True
    # deal 7: the talon is JH KC QS | QD 10S | 8S 10D KD (top first); three discarded, three from the top
    talon = ITALIANO.single_deal().new_game(7).talon
    assert get("picchetto-02")._expected() == CardSet(talon[:3])
    # the dealer may take his own three and the two the elder left
    assert get("picchetto-03")._expected() == 3 + 2
    # prezzo: A 11, K 10, 10, 9, 7
    assert get("picchetto-04")._expected() == 11 + 10 + 10 + 9 + 7
    # equal lengths: the higher prezzo, 49 against 48, even without the ace
    assert get("picchetto-05")._expected() == "younger"
    # equal prezzo 38 = 38: nobody
    assert get("picchetto-06")._expected() == "none"
    # the text's example: quarta + terza + terza
    assert get("picchetto-07")._expected() == 4 + 3 + 3
    # two quarte: the ace beats the king
    assert get("picchetto-08")._expected() == "younger"
    # the text's example: four tens and three jacks, 17 to 0
    assert get("picchetto-09")._expected() == 14 + 3
    # one tris of aces beats two lower tris
    assert get("picchetto-10")._expected() == "elder"
    # punto 6 to the younger (58 against 57), equal quarte to the ace, tris of kings beats tris of tens
    assert get("picchetto-11")._expected() == (0, 6 + 3)
    # counting aloud: declarations + 1
    state = P.seed_state(P.EX12_SEED)
    assert get("picchetto-12")._expected() == state.declarations.elder_points + 1
    # follow suit and take: only the queen
    assert get("picchetto-13")._expected() == CardSet("QH")
    # cappotto: 1 for the first trick, 11 leads, 40; the last trick 1 only
    assert get("picchetto-14")._expected() == 1 + 11 + 40
    # a quinta beats a quarta to the ace: length first
    assert get("picchetto-15")._expected() == "longer"


@pytest.mark.parametrize("id", IDS)
def test_expected_answer_is_correct_in_both_languages(id):
    ex = get(id)
    for lang in ("en", "it"):
        cardkit.set_language(lang)
        result = evaluate(id, ex.solve())
        assert result.status == "correct", result.line
        assert result.line.startswith("✔")


@pytest.mark.parametrize("id", IDS)
def test_placeholder_means_no_answer_yet(id):
    assert evaluate(id, ...).status == "unanswered"


@pytest.mark.parametrize("id, answer, words", [
    ("picchetto-01", False, "the ace is not a figure"),
    ("picchetto-02", "AS KS QS", "cannot choose"),
    ("picchetto-02", "JH KC", "not three cards"),
    ("picchetto-03", 3, "may also take the cards he left"),
    ("picchetto-04", 1 + 10 + 10 + 9 + 7, "ace as 1"),
    ("picchetto-04", 14 + 13 + 10 + 9 + 7, "by rank"),
    ("picchetto-04", 10 + 10 + 10 + 9 + 7, "ace as 10"),
    ("picchetto-05", "elder", "not to the higher card"),
    ("picchetto-05", "nobody", "decided by the prezzo"),
    ("picchetto-06", "elder", "does not win ties"),
    ("picchetto-06", "younger", "not better than an ace"),
    ("picchetto-07", 4, "only the quarta"),
    ("picchetto-08", "elder", "only the best sequences"),
    ("picchetto-08", "pari", "higher top card wins"),
    ("picchetto-09", 14, "only the quattordici"),
    ("picchetto-09", 9, "do not beat a quattordici"),
    ("picchetto-10", "younger", "two tris are not better than one"),
    ("picchetto-11", [9, 0], "wrong way round"),
    ("picchetto-11", [3, 9], "only one player scores"),
    ("picchetto-12", "9", "before the card"),
    ("picchetto-13", "QH 7H", "may not play low"),
    ("picchetto-13", "QH AS", "must follow suit"),
    ("picchetto-14", 53, "counts 1, not 2"),
    ("picchetto-14", 62, "already include the 10"),
    ("picchetto-15", "higher", "only decides between sequences of the same length"),
    ("picchetto-15", "more", "never compared"),
])
def test_wrong_answers_get_the_rule(id, answer, words):
    if id == "picchetto-12":
        answer = get(id)._expected() - 1
    result = evaluate(id, answer)
    assert result.status == "wrong"
    assert words in result.line, result.line
    cardkit.set_language("it")
    italian = evaluate(id, answer)
    assert italian.status == "wrong" and italian.line != result.line


def test_answers_in_italian_words_are_read():
    assert evaluate("picchetto-05", "mazziere").status == "correct"
    assert evaluate("picchetto-06", "nessuno").status == "correct"
    assert evaluate("picchetto-10", "di mano").status == "correct"
    assert evaluate("picchetto-15", "più lunga").status == "correct"


def test_positions_draw_the_cards_of_the_statement():
    assert [c for _, cs in P.position("picchetto-07").rows for c in cs] == sorted(
        cards(P.EX07_HAND), key=lambda c: (c.suit_index, -c.rank_index))
    assert "<svg" in P.position("picchetto-11").svg()
    for n in (1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15):
        assert P.position(f"picchetto-{n:02d}").rows
    with pytest.raises(CardkitError) as refused:
        P.position("picchetto-99")
    assert str(refused.value) == "exercise 'picchetto-99' has no cards to draw"


def test_cappotto_position_gives_every_trick_to_the_younger():
    state = P.cappotto_state()
    assert state.tricks_won[state.younger] == 12
