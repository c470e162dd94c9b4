"""Belote's public helpers refuse impossible inputs in one short sentence (issue 12)."""

from cardkit.belote import compare_honours, legal_cards, trick_winner
from refusals import refused


def test_a_trick_holds_at_most_four_different_cards():
    assert "1 to 4 cards" in refused(trick_winner, "10S AS 7H JS 8S", "H")
    assert "twice" in refused(trick_winner, "10S AS 10S", "H")
    assert trick_winner("10S AS 7H JS", "H") == 2


def test_a_card_on_the_table_is_not_offered_from_the_hand():
    assert "AS is given twice" in refused(legal_cards, "AS KS", "AS", "H")
    refused(legal_cards, "KS", "AS AS", "H")
    assert legal_cards("KS QH", "AS", "H") == legal_cards("KS QH", "AS", "H")
    assert [str(c) for c in legal_cards("KS QH", "AS", "H")] == ["KS"]


def test_the_same_carre_is_not_credited_to_two_players():
    assert "twice" in refused(compare_honours, ["KS KH KD KC", "KS KH KD KC", "", ""], "H")
    assert compare_honours(["KS KH KD KC AS QS", "7S 8S 9S 10S JS", "", ""], "H") == (0, 120)
