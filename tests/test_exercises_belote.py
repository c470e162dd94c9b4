"""Exercise set ``belote`` (cardkit/exercises/belote/__init__.py): ids, both languages,
expected answers checked against the rule text's own reasoning, and the
reasons given for common wrong answers."""

import pytest

from cardkit import CardkitError

import cardkit
from cardkit import CardSet, FRENCH, card
from cardkit.belote import BELOTE, BeloteState
from cardkit.exercises import evaluate
from cardkit.exercises.core import exercises, get
from cardkit.exercises import belote as B

IDS = [f"belote-{n:02d}" for n in range(1, 20)]


def test_ids():
    # texts in both languages are checked for every set in test_exercises.py
    assert [ex.id for ex in exercises("belote")] == IDS


def test_expected_answers_follow_the_rule_text():
    # second round: any suit but the refused turned one
    turned = BeloteState(BELOTE, seed=7).turned
    assert get("belote-01")._expected() == frozenset("SHDC") - {turned.suit}
    # the taker ends with his 5 cards, 2 more and the turned card
    west = get("belote-02")._expected()
    assert len(west) == 8 and turned in west
    assert CardSet(BeloteState(BELOTE, seed=7).hand(3)) <= west
    # the text's example: four kings and A-K-Q of one suit = 100 + 20
    assert get("belote-03")._expected() == 120
    # a carré beats quintas; the winning side adds the partner's quinta
    assert get("belote-04")._expected() == "1"
    assert get("belote-05")._expected() == 100 + 100
    # equal terzas: the player on the dealer's right (East, South dealing) wins
    assert get("belote-06")._expected() == "1"
    # plain-suit order A 10 K Q J..., trump order J 9 A 10 ...
    assert get("belote-07")._expected() == card("10H")
    assert get("belote-08")._expected() == card("9S")
    # duties
    assert get("belote-09")._expected() == CardSet("7H QH")               # must trump
    assert get("belote-10")._expected() == CardSet("7H QH 8S KS 9D AD")   # partner winning
    assert get("belote-11")._expected() == CardSet("9H")                  # overtrump the 10
    assert get("belote-12")._expected() == CardSet("7H 8H")               # undertrump
    assert get("belote-13")._expected() == CardSet("JH 9H")               # over the partner's ace
    assert get("belote-14")._expected() is False
    # card values: J 20 + 9 14 of trumps, A 11, 10 10, K 4, Q 3
    assert get("belote-15")._expected() == 20 + 14 + 11 + 10 + 4 + 3
    assert get("belote-16")._expected() == 152 + 10
    # failed: the defenders take both totals except the takers' belote
    assert get("belote-17")._expected() == (20, 66 + 20 + 86 + 10 - 20)
    # tie: the defenders mark theirs, the takers' total waits
    assert get("belote-18")._expected() == (81 + 10, 0)
    assert get("belote-19")._expected() == 71 + 20


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


@pytest.mark.parametrize("id, answer", [
    ("belote-01", "clubs, diamonds and spades"), ("belote-01", ["C", "D", "S"]), ("belote-01", "♣ ♦ ♠"),
    ("belote-04", "East-West"), ("belote-04", "est-ovest"), ("belote-04", 1),
    ("belote-07", "ten of hearts"), ("belote-09", "QH, 7H"),
    ("belote-14", "no"), ("belote-14", "falso"),
    ("belote-17", "20 162"), ("belote-17", (20, 162)),
])
def test_answers_in_any_accepted_form(id, answer):
    assert evaluate(id, answer).status == "correct"


@pytest.mark.parametrize("id, answer, words", [
    ("belote-01", "S H D C", "refused by all four"),
    ("belote-01", "C", "any of the other suits"),
    ("belote-02", "JS KS AH AD AC 10D KD 8C", "turned card"),
    ("belote-02", "JS KS", "not eight cards"),
    ("belote-03", 100, "one card may serve in two honours"),
    ("belote-03", 20, "four kings are a quaterna"),
    ("belote-04", "North-South", "a quaterna"),
    ("belote-05", 100, "partner West"),
    ("belote-06", "North-South", "dealer is the LAST"),
    ("belote-07", "JH", "only in TRUMPS"),
    ("belote-07", "AD", "neither the suit led nor a trump"),
    ("belote-08", "AS", "ace is only third"),
    ("belote-09", "7H QH 8S", "you must trump"),
    ("belote-09", "7H", "ANY trump"),
    ("belote-10", "7H QH", "partner is winning"),
    ("belote-11", "9H 7H", "overtrump"),
    ("belote-12", "7H 8H AS", "you must trump"),
    ("belote-12", "7H", "any lower one"),
    ("belote-13", "JH 9H KH", "even over your partner"),
    ("belote-13", "JH 9H 4C", "not a card"),
    ("belote-13", "JH 9H AD", "not in your hand"),
    ("belote-14", True, "partner exception only frees you"),
    ("belote-15", 2 + 0 + 11 + 10 + 4 + 3, "in trumps they are worth 20 and 14"),
    ("belote-16", 152, "add the 10 points"),
    ("belote-16", 130, "Senza Atout"),
    ("belote-17", [86, 96], "all the points go to East–West"),
    ("belote-17", [0, 182], "belote is never cancelled"),
    ("belote-18", [182, 0], "a tie is not a failed contract"),
    ("belote-18", [91, 91], "held over"),
    ("belote-19", 182, "only the takers' points"),
])
def test_wrong_answers_say_why(id, answer, words):
    result = evaluate(id, answer)
    assert result.status in ("wrong", "invalid"), result.line
    assert words in result.line, result.line


def test_feedback_in_italian():
    cardkit.set_language("it")
    assert "rifiutato da tutti" in evaluate("belote-01", "H C").line
    assert "non si annulla mai" in evaluate("belote-17", [0, 182]).line
    assert "non si può giocare" in evaluate("belote-09", "8S 7H QH").line


def test_unreadable_answers_get_a_sentence():
    for id, answer in [("belote-01", 42), ("belote-17", "x"), ("belote-17", [1, 2, 3]),
                       ("belote-04", "us"), ("belote-09", "11H")]:
        result = evaluate(id, answer)
        assert result.status == "invalid", result.line
        assert "can't read" in result.line


def test_positions_draw_and_print():
    for id in ["belote-01", "belote-02", "belote-03", "belote-04", "belote-06", "belote-07",
               "belote-09", "belote-13", "belote-15"]:
        pos = B.position(id)
        assert pos.svg().startswith("<svg")
        assert str(pos)
    assert "(takers)" in B.facts("belote-17")
    with pytest.raises(CardkitError) as refused:
        B.position("belote-16")
    assert str(refused.value) == "exercise 'belote-16' has no cards to draw"


def test_points_in_play_match_the_deck():
    assert get("belote-16")._expected() == sum(
        {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}.get(c.rank, 0) if c.suit == "H"
        else {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}.get(c.rank, 0)
        for c in FRENCH.cards) + 10
