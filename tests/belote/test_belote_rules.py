"""Belote pure rule functions: duties, trick winner, card points, honours."""

import pytest

from cardkit import CardSet, InvalidCardError, i18n, language
from cardkit import belote
from cardkit.belote import (
    card_points, compare_honours, honours, legal_cards, trick_winner, why_illegal,
)
from cardkit.belote import rules as R


def L(hand, trick, trump):
    return str(legal_cards(hand, trick, trump))


# ---------------------------------------------------------------- follow suit

def test_lead_any_card():
    assert L("7H AS JD", "", "D") == "AS 7H JD"
    assert L("7H AS JD", [], None) == "AS 7H JD"


def test_must_follow_plain_suit_any_card_of_it():
    # no duty to go higher in a plain suit
    assert L("7H KH AS JD", "AH", "D") == "7H KH"
    assert why_illegal("7H KH AS JD", "AH", "D", "JD") == "you must follow suit: you hold hearts"
    assert why_illegal("7H KH AS JD", "AH", "D", "AS") == "you must follow suit: you hold hearts"
    assert why_illegal("7H KH AS JD", "AH", "D", "7H") is None


def test_no_trumping_when_able_to_follow_even_if_partner_losing():
    assert L("7H JD 9D", "10H AH", "D") == "7H"


# ---------------------------------------------------------------- void in the suit led

def test_partner_winning_any_card():
    # AS led by my partner (two places before me), opponent played 7S: partner wins
    assert L("7H 8C JD", "AS 7S", "D") == "7H JD 8C"
    # partner trumped and is winning: any card, even a lower trump or a discard
    assert L("7H 8C 7D", "AS 9D KS", "D") == "7H 7D 8C"


def test_partner_not_winning_must_trump():
    assert L("7H 8C JD 7D", "7S AS", "D") == "7D JD"
    assert why_illegal("7H 8C JD 7D", "7S AS", "D", "7H") == (
        "you must trump: your partner is not winning and you hold trumps")


def test_second_hand_void_must_trump():
    # only one card on the table: it is an opponent's
    assert L("7H JD", "AS", "D") == "JD"


def test_must_overtrump_an_opponent():
    # partner led AS, the opponent trumped with the 10D: JD, 9D and AD beat it, KD does not
    assert L("7H JD 9D KD AD", "AS 10D", "D") == "9D JD AD"
    assert why_illegal("7H JD 9D KD", "AS 10D", "D", "KD") == (
        "you must overtrump the 10 of trumps: you hold a higher trump")
    assert why_illegal("7H JD 9D KD", "AS 10D", "D", "7H") == (
        "you must trump: your partner is not winning and you hold trumps")


def test_undertrump_when_cannot_overtrump():
    # the opponent's JD cannot be beaten: a lower trump must still be played
    assert L("7H 8C 7D QD", "KS JD", "D") == "7D QD"
    assert why_illegal("7H 8C 7D QD", "KS JD", "D", "8C") == (
        "you must trump: your partner is not winning and you hold trumps")


def test_overtrump_after_partner_was_overtrumped():
    # partner trumped with 10D, the last opponent overtrumped with AD: I must beat the AD
    assert L("7H 9D KD", "AS 10D AD", "D") == "9D"


def test_no_trumps_void_any_card():
    assert L("7H 8C", "AS 10S", "D") == "7H 8C"


# ---------------------------------------------------------------- trumps led

def test_trumps_led_must_go_higher():
    assert L("7D 9D AS", "10D", "D") == "9D"
    assert why_illegal("7D 9D AS", "10D", "D", "7D") == (
        "trumps were led: you must play higher than the 10 of trumps")
    assert why_illegal("7D 9D AS", "10D", "D", "AS") == (
        "you must follow suit: trumps were led and you hold trumps")


def test_trumps_led_go_higher_even_over_partner():
    # my partner's 9D wins against the opponent's 7D; I hold the JD and must play it
    assert L("8D JD AS", "9D 7D", "D") == "JD"
    assert why_illegal("8D JD AS", "9D 7D", "D", "8D") == (
        "trumps were led: you must play higher than the 9 of trumps, even over your partner")


def test_trumps_led_cannot_go_higher_any_trump():
    assert L("7D AD AS", "JD 9D", "D") == "7D AD"


def test_trumps_led_void_any_card():
    assert L("7H AS", "JD 9D", "D") == "AS 7H"


# ---------------------------------------------------------------- Senza Atout

def test_senza_atout_follow_suit_or_anything():
    assert L("7H KH AS JD", "AH", None) == "7H KH"
    assert L("AS JD 8C", "AH 10H", None) == "AS JD 8C"
    assert why_illegal("7H AS", "8H", None, "AS") == "you must follow suit: you hold hearts"


def test_not_in_hand():
    assert why_illegal("7H AS", "", "D", "KC") == "you do not hold the king of clubs (KC)"


def test_italian_sentences():
    with language("it"):
        assert why_illegal("7H 8C JD 7D", "7S AS", "D", "7H") == (
            "devi tagliare: la presa non è del tuo compagno e tu hai briscole")
        assert why_illegal("7H KH AS", "AH", "D", "AS") == "devi rispondere al seme: hai carte di cuori"


def test_every_explained_card_is_illegal_and_every_legal_card_unexplained():
    import random
    rng = random.Random(5)
    deck = list(range(40, 72))
    for _ in range(3000):
        rng.shuffle(deck)
        hand = deck[:rng.randint(1, 8)]
        trick = deck[8:8 + rng.randint(0, 3)]
        trump = rng.choice(["S", "H", "D", "C", None])
        legal = set(legal_cards(hand, trick, trump))
        assert legal and legal <= set(hand)
        for c in hand:
            assert (why_illegal(hand, trick, trump, c) is None) == (c in legal)


# ---------------------------------------------------------------- trick winner

def test_trick_winner():
    assert trick_winner("10S AS 7H JS", "H") == 2        # the only trump
    assert trick_winner("10S AS 7H JS", "D") == 1        # A beats 10 in a plain suit
    assert trick_winner("10S AS 7H JS", "S") == 3        # J is the highest trump
    assert trick_winner("9S AS 10S JS", "S") == 3
    assert trick_winner("9S AS 10S KS", "S") == 0        # 9 of trumps above A
    assert trick_winner("QH 7H 8H", None) == 0
    assert trick_winner("7H JC", None) == 0              # off-suit cards never win


def test_trick_winner_orders():
    for trump in "SHDC":
        order = [f"{r}{trump}" for r in "J 9 A 10 K Q 8 7".split()]
        for i in range(8):
            for j in range(i + 1, 8):
                assert trick_winner([order[j], order[i]], trump) == 1
    order = [f"{r}S" for r in "A 10 K Q J 9 8 7".split()]
    for i in range(8):
        for j in range(i + 1, 8):
            assert trick_winner([order[j], order[i]], "H") == 1
            assert trick_winner([order[j], order[i]], None) == 1


# ---------------------------------------------------------------- card points

def test_card_points_values():
    assert card_points("JH 9H AH 10H KH QH 8H 7H", "H") == 62
    assert card_points("JS 9S AS 10S KS QS 8S 7S", "H") == 30
    assert card_points("JH", "H") == 20 and card_points("9H", "H") == 14
    assert card_points("JH", "S") == 2 and card_points("9H", "S") == 0
    assert card_points("JH", None) == 2
    assert card_points(belote.rules.FRENCH.cards, "C") == 152 == belote.TOTAL_TRUMPS
    assert card_points(belote.rules.FRENCH.cards, None) == 120 == belote.TOTAL_NO_TRUMPS


# ---------------------------------------------------------------- honours

def kinds(hand, trump=None):
    return [(h.kind, h.points) for h in honours(hand, trump)]


def test_text_example_four_kings_and_ace_king_queen():
    # "Un giocatore con quattro Re e Asso, Re e Dama di uno stesso seme segnerà 100 + 20"
    hs = honours("KS KH KD KC AS QS JD 7C")
    assert [(h.kind, h.points) for h in hs] == [("carre", 100), ("terza", 20)]
    assert sum(h.points for h in hs) == 120
    assert KS_in_both(hs)
    assert compare_honours(["KS KH KD KC AS QS JD 7C", "", "", ""]) == (0, 120)


def KS_in_both(hs):
    return all("KS" in h.cards for h in hs)


def test_carre_values():
    assert kinds("JS JH JD JC") == [("carre", 200)]
    assert kinds("9S 9H 9D 9C") == [("carre", 150)]
    for r in ("A", "10", "K", "Q"):
        assert kinds(" ".join(r + s for s in "SHDC")) == [("carre", 100)]
    assert kinds("8S 8H 8D 8C") == []
    assert kinds("7S 7H 7D 7C") == []


def test_sequences_in_natural_order():
    assert kinds("7S 8S 9S") == [("terza", 20)]
    assert kinds("10H JH QH KH") == [("quarta", 50)]
    assert kinds("9D 10D JD QD KD") == [("quinta", 100)]
    assert kinds("8C 9C 10C JC QC KC AC") == [("quinta", 100)]   # longer runs count as a quinta
    assert kinds("JS QS KS 7H 8H 9H") == [("terza", 20), ("terza", 20)]
    assert kinds("QS KS AS 7S") == [("terza", 20)]                # A-7 does not wrap
    assert kinds("9S 10S JS KS") == [("terza", 20)]


def test_belote_in_honours_only_with_a_trump_suit():
    assert kinds("KH QH 7S", "H") == [("belote", 20)]
    assert kinds("KH QH 7S", "S") == []
    assert kinds("KH QH 7S", None) == []
    assert kinds("JH QH KH", "H") == [("terza", 20), ("belote", 20)]


def test_honour_objects():
    h = honours("QS KS AS")[0]
    assert h.points == 20 and h.kind == "terza" and h.cards == CardSet("QS KS AS")
    assert h.name() == "terza (three in sequence)"
    assert "20" in str(h)
    assert honours("JS JH JD JC")[0].name("it") == "quaterna di fanti"
    assert honours("10S 10H 10D 10C")[0].name("en") == "quaterna of tens"


# ---------------------------------------------------------------- honours comparison

def test_carre_beats_quinta():
    hands = ["7S 8S 9S 10S JS", "QH QD QC QS", "", ""]
    assert compare_honours(hands, "H") == (1, 100)


def test_carre_cancels_every_sequence_of_the_other_side_and_scores_partners_sequences():
    hands = ["7S 8S 9S 10S JS", "QH QD QC QS", "10H 9H 8H AC", "7D 8D 9D"]
    # side 1: carré of queens 100 + partner's terza 20; side 0's quinta and terza cancelled
    assert compare_honours(hands, "C") == (1, 120)


def test_jack_carre_beats_nine_carre():
    assert compare_honours(["9S 9H 9D 9C", "JS JH JD JC", "", ""], "S") == (1, 200)
    assert compare_honours(["JS JH JD JC", "9S 9H 9D 9C", "", ""], "S") == (0, 200)


def test_hundred_carres_ranked_ace_ten_king_queen():
    ranks = ["A", "10", "K", "Q"]
    for i, hi in enumerate(ranks):
        for lo in ranks[i + 1:]:
            h_hi = " ".join(hi + s for s in "SHDC")
            h_lo = " ".join(lo + s for s in "SHDC")
            assert compare_honours([h_lo, h_hi, "", ""]) == (1, 100)
            assert compare_honours([h_hi, "", "", h_lo]) == (0, 100)


def test_longer_sequence_beats_higher_shorter():
    assert compare_honours(["QH KH AH", "7S 8S 9S 10S", "", ""]) == (1, 50)


def test_equal_length_higher_top_wins():
    assert compare_honours(["7S 8S 9S", "JH QH KH", "", ""]) == (1, 20)
    assert compare_honours(["9D 10D JD QD KD", "10H JH QH KH AH", "", ""]) == (1, 100)


def test_equal_best_sequences_go_to_the_player_nearest_the_dealer():
    # same quinta to the king in two hands: the earlier in playing order scores
    a, b = "9S 10S JS QS KS", "9H 10H JH QH KH"
    assert compare_honours([a, b, "", ""]) == (0, 100)
    assert compare_honours(["", a, b, ""]) == (1, 100)
    assert compare_honours(["", "", a, b]) == (0, 100)
    assert compare_honours([b, "", "", a]) == (0, 100)
    # a run of six and a run of five to the same card both count as quintas: a tie, and the
    # winning side scores both partners' quintas
    assert compare_honours(["", "9H 10H JH QH KH", "", "8S 9S 10S JS QS KS"]) == (1, 200)
    assert compare_honours(["9H 10H JH QH KH", "8S 9S 10S JS QS KS", "", ""]) == (0, 100)


def test_winning_side_scores_all_its_honours():
    hands = ["QH KH AH", "7S 8S 9S", "7D 8D 9D 10D", "JC QC KC"]
    # best is the quarta (player 2, side 0): side 0 scores 50 + 20
    assert compare_honours(hands) == (0, 70)


def test_eight_and_seven_carres_score_nothing_and_cancel_nothing():
    assert compare_honours(["8S 8H 8D 8C", "7S 7H 7D 7C", "", ""]) == (None, 0)
    assert compare_honours(["8S 8H 8D 8C", "JH QH KH", "", ""]) == (1, 20)


def test_no_honours():
    assert compare_honours(["7S 9S JS", "", "AH", "KD"], "S") == (None, 0)


def test_belote_not_in_comparison():
    assert compare_honours(["KH QH", "", "", ""], "H") == (None, 0)


def test_bad_inputs_are_explained():
    with pytest.raises(InvalidCardError, match="not a trump"):
        legal_cards("7H", "", "X")
    with pytest.raises(InvalidCardError, match="four hands"):
        compare_honours(["7H"], "H")
    with pytest.raises(InvalidCardError, match="not in the French"):
        legal_cards("7d", "", "H")
    with pytest.raises(InvalidCardError, match="four cards"):
        legal_cards("7H", "AS KS QS JS", "H")


def test_trump_letters_and_symbols():
    assert R.trump_index("H") == R.trump_index("♥") == R.trump_index("h") == 1
    assert R.trump_index(None) == R.NO_TRUMP


def test_settle_made_failed_litige():
    s = belote.settle((100, 62), (0, 0), 0)
    assert s.outcome == "made" and s.credited == (100, 62) and s.held_over == 0
    s = belote.settle((70, 92), (20, 0), 0)                 # takers' belote never cancelled
    assert s.outcome == "failed" and s.credited == (20, 142) and s.winner == 1
    s = belote.settle((81, 81), (0, 0), 1)
    assert s.outcome == "litige" and s.credited == (81, 0) and s.held_over == 81 and s.winner is None
    s = belote.settle((91, 91), (0, 20), 1)
    assert s.credited == (91, 20) and s.held_over == 71


def test_settle_held_over_points():
    # made: the takers win the held-over points
    assert belote.settle((120, 42), (0, 0), 0, held_in=81).credited == (201, 42)
    # failed: the defenders win them
    s = belote.settle((40, 122), (0, 0), 0, held_in=81)
    assert s.credited == (0, 243) and s.held_in_to == 1 and s.held_over == 0
    # another tie: they stay held over, with the new ones
    s = belote.settle((81, 81), (0, 0), 0, held_in=81)
    assert s.credited == (0, 81) and s.held_over == 162 and s.held_in_to is None


def test_all_sentences_translated():
    assert i18n.missing_translations() == []
