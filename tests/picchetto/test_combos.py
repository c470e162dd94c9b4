"""Punto, sequences, groups, declarations and the rubicon: worked examples
from the rule texts (000, 003, 004) and classical sources."""

import pytest

from cardkit import CardSet, cards
from cardkit.picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, AU_CENT, PicchettoRules,
    punto, sequences, groups, declarations, rubicon,
)


# ---------------------------------------------------------------- punto

def test_punto_is_the_longest_suit_with_its_prezzo():
    cl, value = punto("AH KH 7H 8H 9H 10S JS QS AS 7D 8D 9C")
    assert cl == cards("AH KH 9H 8H 7H")
    assert value == 11 + 10 + 9 + 8 + 7


def test_punto_equal_length_is_decided_by_prezzo():
    # four spades worth 38 against four hearts worth 41
    cl, value = punto("10S 9S 8S JS AH KH QH 9H 7D 8D 7C 8C")
    assert cl == cards("AH KH QH 9H") and value == 40
    cl, value = punto("10S 9S 8S JS AH KH QH 10H 7D 8D 7C 8C")
    assert value == 41 and cl[0].suit == "H"


def test_punto_equal_suits_return_the_first_in_suit_order():
    # spades A K 7 = 28 and hearts A 9 8 = 28: worth the same, spades first
    cl, value = punto("AS KS 7S AH 9H 8H 10D")
    assert value == 28 and cl == cards("AS KS 7S")


def test_punto_by_value_text_003_agrees_with_length_on_the_french_deck():
    # text 003 compares the total value only; on 32 French cards a longer suit
    # is always worth more (4 cards >= 34 > 31 = A K Q), so both readings
    # pick the same winner and the same number of points
    import random
    r = random.Random(5)
    from cardkit import FRENCH
    for _ in range(2000):
        c = r.sample(FRENCH.cards, 24)
        a = declarations(c[:12], c[12:])
        b = declarations(c[:12], c[12:], PICCHETTO_150.replace(sequence_points=ITALIANO.sequence_points))
        assert a.punto == b.punto


def test_punto_by_value_differs_with_the_bergamasche_deck():
    berg = ITALIANO.replace(deck="bergamasche")
    hand = "Ad Rd Cd 4c 5c 6c 7c 4s 5s 4b 5b 6b"
    cl, value = punto(hand, berg)  # by length: four coppe worth 4+5+6+7
    assert value == 22 and cl == cards("7c 6c 5c 4c")
    cl, value = punto(hand, berg.replace(punto_by="value"))  # by value: A R C of denari
    assert value == 31 and cl == cards("Ad Rd Cd")


def test_punto_accepts_any_cardish_input():
    a = punto("AS KS QS")
    assert punto(["AS", "KS", "QS"]) == a
    assert punto(CardSet("AS KS QS")) == a
    assert punto(cards("AS KS QS")) == a


# ---------------------------------------------------------------- sequences, groups

def test_sequences_ace_high_only():
    assert sequences("AS KS QS") == [cards("AS KS QS")]
    assert sequences("AS 7S 8S") == []  # the ace never comes below the 7


def test_text_000_quarta_terza_terza_scores_ten():
    # "una quarta (A, K, Q, J di picche) ... una terza (Q, J, 10 di cuori) ...
    #  un'ulteriore terza (9, 8, 7 di quadri)"
    elder = "AS KS QS JS QH JH 10H 9D 8D 7D 7C 8C"
    younger = "9S 10S 7H 8H 9H AD KD 10D 9C 10C JC AC"
    d = declarations(elder, younger)
    assert d.sequenze == ("elder", 10)
    assert d.counted_sequences == [cards("AS KS QS JS"), cards("QH JH 10H"), cards("9D 8D 7D")]


def test_groups_only_tens_to_aces():
    assert groups("7S 7H 7D 7C 9S 9H 9D") == []
    assert groups("10S 10H 10D JS JH JD") == [cards("JD JH JS"), cards("10D 10H 10S")]


def test_text_000_four_tens_and_three_jacks_beat_three_aces_kings_queens():
    # "il giocatore che avesse quattro Dieci e tre Fanti segnerebbe 17 punti,
    #  contro un avversario che non segnerebbe punto alcuno"
    elder = "10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C"
    younger = "AS AH AD KS KH KD QS QH QD 9S 9H 8S"
    d = declarations(elder, younger)
    assert d.quattordici == ("elder", 17)
    assert d.counted_groups == [cards("10C 10D 10H 10S"), cards("JD JH JS")]
    assert d.younger_groups and all(len(g) == 3 for g in d.younger_groups)


# ---------------------------------------------------------------- declarations

def test_punto_winner_scores_the_number_of_cards():
    d = declarations("AS KS QS JS 9S 7H 8H 7D 8D 9C 10C 7C",
                     "AH KH QH JH 8S 10S 9D 10D JD QD 8C JC")
    # 5 spades against 4 hearts / 4 diamonds
    assert d.punto == ("elder", 5)


def test_equal_punto_tie_exact():
    # elder: spades A K 9 8 (38); younger: hearts A K 9 8 (38): equal, nobody scores
    d = declarations("AS KS 9S 8S 7H 10H 7D 8D 9D 7C 8C JC",
                     "AH KH 9H 8H QS JS QD 10D JD AC 9C 10C")
    assert d.elder_punto[1] == d.younger_punto[1] == 38
    assert d.punto == (None, 0)


def test_sequence_equal_length_highest_card_wins_and_equal_scores_nothing():
    d = declarations("KS QS JS 10S 7H 8H 7D 8D 9C 10C AC AH",
                     "QH JH 10H 9H 9S 8S KD QD 9D AD 7C 8C")
    # quart to the king against quart to the queen
    assert d.sequenze == ("elder", 4)
    d = declarations("KS QS JS 10S 7H 8H 7D 8D 8C 9C AC AH",
                     "KH QH JH 10H 9S 8S JD QD 10C AD 7C 9D")
    assert d.sequenze == (None, 0)


def test_sequence_winner_scores_all_his_sequences_even_lower_ones():
    elder = "AS KS QS JS 10S 7H 8H 9H 7D 8D 9C 10C"  # quint (15) + tierce (3)
    younger = "KH QH JH 10H 9D 10D JD QD 7S 8S 7C 8C"  # two quarts
    d = declarations(elder, younger)
    assert d.sequenze == ("elder", 18)
    assert d.younger_sequences == [cards("KH QH JH 10H"), cards("QD JD 10D 9D")]


def test_sequence_table_of_text_003():
    elder = "AS KS QS JS 10S 7H 9H 7D 9D 8C 10C QC"
    younger = "KH QH JH 10H 8S 9S 8D 10D JD 7C 9C JC"
    assert declarations(elder, younger).sequenze == ("elder", 15)
    assert declarations(elder, younger, PICCHETTO_150).sequenze == ("elder", 5)


def test_any_quattordici_beats_any_tris():
    d = declarations("10S 10H 10D 10C 7S 8S 7H 8H 7D 8D 7C 8C",
                     "AS AH AD KS KH KD QS QH QD 9S 9H 9D")
    assert d.quattordici == ("elder", 14)


def test_higher_tris_wins_and_the_winner_scores_all_his_groups():
    d = declarations("AS AH AD 10S 10H 10D 7S 8S 7H 8H 7D 8D",
                     "KS KH KD QS QH QD 9S 9H 9D 7C 8C 9C")
    assert d.quattordici == ("elder", 6)
    assert d.counted_groups == [cards("AD AH AS"), cards("10D 10H 10S")]


def test_keeping_a_category_quiet_andar_sottacqua():
    elder = "AS KS QS JS 10S 7H 8H 7D 8D 9C 10C 7C"
    younger = "AH KH QH 9S 8S 10D JD 9D 8C JC QC KC"
    full = declarations(elder, younger)
    assert full.punto == ("elder", 5) and full.sequenze == ("elder", 15)
    quiet = declarations(elder, younger, elder_quiet=("sequenze",))
    assert quiet.sequenze == ("younger", 9)  # his three tierces are now good
    assert quiet.punto == ("elder", 5)
    with pytest.raises(ValueError):
        declarations(elder, younger, elder_quiet=("bogus",))


def test_declarations_refuse_a_card_in_both_hands():
    with pytest.raises(ValueError, match="both hands"):
        declarations("AS KS", "AS QS")


# ---------------------------------------------------------------- Novanta / repique

def test_novanta_thirty_in_declarations_with_the_opponent_at_zero():
    elder = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"
    younger = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C JH"
    d = declarations(elder, younger)
    assert d.punto == ("elder", 8) and d.sequenze == ("elder", 18)
    assert d.quattordici == ("elder", 14)
    assert d.novanta == "elder"
    assert d.elder_points == 8 + 18 + 14 + 60 and d.younger_points == 0
    # the bonus fires in counting order, after the category that reached 30
    assert [e[2] for e in d.events] == ["punto", "sequenze", "quattordici", "novanta"]


def test_mano_bianca_prevents_the_opponents_novanta():
    elder = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"
    younger = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"
    d = declarations(elder, younger, younger_blanche=True)
    assert d.novanta is None
    assert d.elder_points == 40 and d.younger_points == 10
    assert d.events[0] == ("younger", 10, "blanche")


def test_a_tie_neither_scores_nor_saves_from_novanta():
    # punto equal (3 cards worth 31 each): nobody scores it, so the younger is
    # still at 0 when the elder's sequences and sets reach 30
    elder = "AS KS QS AH KH QH AD KD QD KC QC 7C"
    younger = "JS 10S 9S JH 10H 9H JD 10D 9D AC JC 10C"
    d = declarations(elder, younger)
    assert d.punto == (None, 0)
    assert d.sequenze == ("elder", 9)
    assert d.quattordici == ("elder", 31)
    assert d.novanta == "elder" and d.elder_points == 100


def test_younger_can_make_novanta_in_counting_order():
    # classical example: the younger's point and sequences reach 30 before
    # the elder's quatorze is counted -> the younger's repique
    elder = "AS AH AD AC 7S 8S 7H 8H 7D 9D 8C 9C"
    younger = "KS QS JS 10S 9S KH QH JH 10H 9H KD QD"
    d = declarations(elder, younger)
    assert d.punto[0] == "younger" and d.sequenze == ("younger", 30)
    assert d.novanta == "younger"
    assert d.quattordici == ("elder", 14)
    assert d.younger_points == 5 + 30 + 60 and d.elder_points == 14


def test_no_novanta_once_the_opponent_has_scored():
    elder = "AS AH AD AC KS KH KD KC QS QH 7C 8D"
    younger = "JS 10S 9S JH 10H 9H 8H 7H JD 10D 9D 9C"
    d = declarations(elder, younger)
    assert d.punto == ("younger", 5)  # 5 hearts
    assert d.sequenze == ("younger", 15 + 3 + 3)
    assert d.quattordici == ("elder", 28)
    assert d.novanta is None


# ---------------------------------------------------------------- rubicon

def test_rubicon_piquet_loser_under_100_is_rubiconed():
    assert rubicon(130, 90) == 130 + 90 + 100
    assert rubicon(90, 80) == 90 + 80 + 100


def test_rubicon_piquet_loser_over_100():
    assert rubicon(160, 110) == 160 - 110 + 100
    assert rubicon(150, 100) == 150 - 100 + 100  # 100 is reached: not rubiconed


def test_rubicone_italian_four_deals():
    assert rubicon(150, 120, RUBICONE) == 30   # both past 100
    assert rubicon(90, 60, RUBICONE) == 30     # neither past 100
    assert rubicon(130, 80, RUBICONE) == 210   # only the winner: the sum
    assert rubicon(130, 80, RUBICONE.replace(rubicone_extra=True)) == 310
    assert rubicon(120, 100, RUBICONE) == 220  # 100 is not past 100


def test_rubicon_other_rules_difference_and_ties():
    assert rubicon(151, 90, ITALIANO) == 61
    assert rubicon(100, 100) == 0
    with pytest.raises(ValueError, match="winner"):
        rubicon(80, 90)


# ---------------------------------------------------------------- rules object

def test_presets_and_variants():
    assert ITALIANO.target == 151 and PICCHETTO_150.target == 150
    assert RUBICON.deals == 6 and RUBICONE.deals == 4 and RUBICONE.doubled_deals == (1, 4)
    assert AU_CENT.target == 100
    v = ITALIANO.replace(deal_in_twos=True)
    assert v.deal_in_twos and repr(v) == "ITALIANO.replace(deal_in_twos=True)"
    assert repr(RUBICON) == "RUBICON"
    assert PicchettoRules.from_dict(RUBICONE.to_dict()) == RUBICONE
    with pytest.raises(ValueError):
        ITALIANO.replace(punto_by="colour")
    with pytest.raises(ValueError):
        ITALIANO.replace(target=None, deals=None)
