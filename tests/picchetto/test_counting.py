"""The counting order inside a deal, checked on hand-made deals.

Carte blanche first, then punto, sequenze, quattordici/tris, then the play;
the younger's good declarations count before the elder's first lead point.
Player 1 (seat 0) is the elder in every deal here (player 2 deals).
"""

import pytest

from cardkit import language
from cardkit.picchetto import (
    ITALIANO, RUBICON, PICCHETTO_150, deal_order, said_text,
)

R = ITALIANO.replace(first_dealer=1).single_deal()
ELDER, YOUNGER = 0, 1


def new(elder, younger, talon=(), rules=R):
    return rules.new_game(0, deal=deal_order(elder, younger, talon, rules))


def play(state, *moves):
    for m in moves:
        state.play(m)
    return state


def keys(state, side=None):
    return [ev.key.split(".")[-1] for ev in state.log if side is None or ev.side == side]


def lead_everything(state):
    """Play the deal out: each player plays his first legal card."""
    while not state.is_over() and state.phase == "play":
        state.play(state.legal_moves()[0])


# ---------------------------------------------------------------- the 29 + tens case

E29 = "7S 8S 9S 10S JS QS KS AS 7H 8H 9H 7D"       # huitième + tierce + 8 cards = 29
Y_TENS = "10H 10D 10C JH QH KH AH 8D 9D 7C 8C 9C"   # three tens
T29 = "JD QD KD AD JC QC KC AC"


def test_elder_with_29_does_not_make_sessanta_when_the_youngers_tens_were_good():
    s = play(new(E29, Y_TENS, T29), "exchange 7D", "exchange 9C", "declare", "declare")
    d = s.declarations
    assert d.punto == ("elder", 8) and d.sequenze == ("elder", 21)
    assert d.quattordici == ("younger", 3)
    assert s.log.totals == [29, 3]
    # the younger's three tens were counted before the elder's first lead
    assert keys(s) == ["punto", "sequenze", "quattordici"]
    s.play("AS")
    assert s.log.totals == [30, 3]
    assert "sessanta" not in keys(s)
    assert s.log.events[-1].said == "Thirty!"


def test_elder_with_29_makes_sessanta_when_the_younger_stays_quiet():
    s = play(new(E29, Y_TENS, T29), "exchange 7D", "exchange 9C", "declare", "declare punto sequenze")
    assert s.log.totals == [29, 0]
    s.play("AS")
    assert keys(s)[-2:] == ["lead", "sessanta"]
    assert s.log.totals == [60, 0]
    lead, bonus = s.log.events[-2:]
    assert lead.said == ""          # he does not say "Thirty" ...
    assert bonus.said == "Sixty!"   # ... he says "Sixty!"
    with language("it"):
        assert said_text(bonus) == "Sessanta!"
    assert said_text(bonus, "it") == "Sessanta!"


def test_younger_can_never_make_sessanta():
    # the younger wins every trick after the first and is at 0 until then,
    # but the elder's first lead point already stands
    s = play(new(E29, Y_TENS, T29), "exchange 7D", "exchange 9C", "declare nothing", "declare nothing")
    assert s.log.totals == [0, 0]
    lead_everything(s)
    assert "sessanta" not in keys(s, YOUNGER)


# ---------------------------------------------------------------- counting aloud

def test_fifteen_in_declarations_then_sedici():
    elder = "7H 8H 9H 10H JH 9S KS 7D 9D 7C 9C JC"     # a quint, 15
    younger = "7S 8S 10S JS QS AS 8D 10D QD 8C 10C QC"  # six spades, tens and queens
    s = play(new(elder, younger, "KC AC QH KH AH JD KD AD"),
             "exchange 7C", "exchange 8C", "declare", "declare")
    assert [(ev.side, ev.points) for ev in s.log] == [(YOUNGER, 6), (ELDER, 15), (YOUNGER, 6)]
    assert s.log.totals == [15, 12]
    s.play("JH")
    with language("it"):
        assert said_text(s.log.events[-1]) == "Sedici!"
    assert s.log.lines("it")[-1].endswith("«Sedici!»")
    assert s.log.events[-1].said == "Sixteen!"
    # the declarations were said aloud too
    assert said_text(s.log.events[0], "it") == "Sei carte"
    assert said_text(s.log.events[1], "it") == "Una quinta al fante"
    assert said_text(s.log.events[2], "it") == "Tris di donne e tris di dieci"
    assert said_text(s.log.events[2], "en") == "Tris of queens and tris of tens"


# ---------------------------------------------------------------- Novanta and mano bianca

E40 = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"


def test_novanta_with_the_younger_at_zero():
    s = play(new(E40, "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "7H QH"),
             "exchange KH", "exchange JH", "declare", "declare")
    assert keys(s) == ["punto", "sequenze", "quattordici", "novanta"]
    assert s.log.totals == [100, 0]
    assert s.log.events[-1].said == "Ninety!"
    assert s.log.events[0].said == "Eight cards"
    assert s.declarations.novanta == "elder"
    # only one bonus a deal: no Sessanta afterwards
    lead_everything(s)
    assert keys(s).count("sessanta") == 0


def test_mano_bianca_prevents_novanta_and_sessanta():
    younger = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"  # no K, Q or J: mano bianca
    s = new(E40, younger, "JH QH")
    s.play("exchange KH")
    assert s.phase == "blanche" and s.current_player() == YOUNGER
    assert [str(m) for m in s.legal_moves()] == ["mano bianca"]  # compulsory in Italy
    s.play("mano bianca")
    assert s.log.events[0].said == "Mano bianca!"
    assert said_text(s.log.events[0], "it") == "Scarta per mano bianca!"
    play(s, "exchange 7H", "declare", "declare")
    assert keys(s) == ["blanche", "punto", "sequenze", "quattordici"]
    assert s.log.totals == [40, 10]
    assert s.declarations.novanta is None and s.declarations.younger_points == 10
    lead_everything(s)
    assert "sessanta" not in keys(s)


def test_elder_mano_bianca_is_announced_before_his_exchange():
    elder = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"
    s = new(elder, E40)
    assert s.phase == "blanche" and s.current_player() == ELDER
    with pytest.raises(ValueError, match="mano bianca"):
        s.play("exchange 7H")
    s.play("mano bianca")
    assert s.phase == "exchange" and s.log.totals == [10, 0]
    # the younger sees the cards shown
    assert set(s.view(YOUNGER).shown) == set(s.dealt_hand(ELDER))


def test_rubicon_carte_blanche_may_be_kept_quiet():
    r = RUBICON.replace(first_dealer=1).single_deal()
    s = new("7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", E40, rules=r)
    assert [str(m) for m in s.legal_moves()] == ["mano bianca", "no mano bianca"]
    s.play("no mano bianca")
    assert s.log.totals == [0, 0] and s.phase == "exchange"


def test_younger_novanta_counts_before_the_elders_first_lead():
    elder = "AS AH AD AC 7S 8S 7H 8H 7D 9D 8C JC"
    younger = "KS QS JS 10S 9S KH QH JH 10H 9H KD QD"
    s = play(new(elder, younger, "7C 8D 10D JD 10C 9C QC KC"),
             "exchange 8C", "exchange QD", "declare", "declare")
    assert [(ev.side, ev.key.split(".")[-1]) for ev in s.log] == [
        (YOUNGER, "punto"), (YOUNGER, "sequenze"), (YOUNGER, "novanta"), (ELDER, "quattordici")]
    assert s.log.totals == [14, 5 + 30 + 60]
    s.play(s.legal_moves()[0])
    assert s.log.totals[ELDER] == 15


# ---------------------------------------------------------------- cappotto

EC = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
YC = "10H 9H 8H 7H 7D 8D 9D 10D JD QD KD AD"
TC = "AC 7C 8C 9C 10C JC QC KC"


def test_cappotto_italian_40_includes_the_cards_and_the_last_trick_counts_one():
    s = play(new(EC, YC, TC), "exchange JH", "exchange 7D", "declare", "declare")
    assert s.log.totals == [8 + 21 + 3 + 60, 0]   # Novanta
    lead_everything(s)
    assert s.tricks_won == (12, 0)
    k = keys(s, ELDER)
    assert k.count("lead") == 12 and "last" not in k and "cards" not in k
    assert k[-1] == "cappotto" and s.log.events[-1].points == 40
    assert s.log.totals == [92 + 12 + 40, 0]
    assert s.log.events[-1].said == "Cappotto!"


def test_capot_in_rubicon_piquet_keeps_the_last_trick_point():
    r = RUBICON.replace(first_dealer=1).single_deal()
    s = play(new(EC, YC, TC, rules=r), "exchange JH", "exchange 7D", "declare", "declare")
    lead_everything(s)
    k = keys(s, ELDER)
    assert k[-2:] == ["last", "cappotto"]
    assert s.log.totals == [92 + 12 + 1 + 40, 0]


def test_cards_bonus_for_more_than_six_tricks_and_none_for_six_each():
    s = R.new_game(11)
    from cardkit.picchetto import ComputerPlayer, play_out
    play_out(s, [ComputerPlayer(), ComputerPlayer()])
    won = s.tricks_won
    cards = [ev for ev in s.log if ev.key.endswith(".cards")]
    if max(won) > 6 and max(won) < 12:
        assert len(cards) == 1 and cards[0].side == won.index(max(won)) and cards[0].points == 10
    if won == (6, 6):
        assert cards == []


# ---------------------------------------------------------------- 151 mid-deal

def test_game_ends_the_moment_151_is_reached_in_the_declarations():
    r = ITALIANO.replace(first_dealer=1, start_scores=(140, 0))
    s = play(new(E40, "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "7H QH", r),
             "exchange KH", "exchange JH", "declare", "declare")
    assert s.is_over() and s.winner == ELDER
    assert keys(s) == ["punto", "sequenze"]   # stopped at 148 + 18: no sets, no Novanta
    assert s.scores == (166, 0)
    assert s.legal_moves() == []
    with pytest.raises(ValueError, match="over"):
        s.play("AS")


def test_game_ends_the_moment_151_is_reached_mid_trick():
    r = ITALIANO.replace(first_dealer=1, start_scores=(105, 0))
    s = play(new(E40, "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "JH QH", r),
             "exchange KH", "mano bianca", "exchange 7H", "declare", "declare")
    assert s.scores == (145, 10)
    for card in ("AS", "KS", "QS", "JS", "10S"):
        s.play(card)
        s.play(s.legal_moves()[0])
    assert not s.is_over() and s.scores == (150, 10)
    s.play("9S")   # the sixth lead: 151
    assert s.is_over() and s.winner == ELDER and s.scores == (151, 10)
    assert len(s.tricks) == 5 and [str(c) for c in s.trick] == ["9S"]


def test_picchetto_150_ends_at_150():
    # text 003 counts a "punto d'uscita" for the lead and a "punto di presa"
    # for the trick, the leader's own too: 2 a trick for an elder who keeps
    # the lead
    r = PICCHETTO_150.replace(first_dealer=1, start_scores=(105, 0))
    s = play(new(E40, "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "JH QH", r),
             "exchange KH", "mano bianca", "exchange 7H", "declare", "declare")
    assert s.scores[ELDER] == 145
    for card in ("7S", "8S"):
        s.play(card)
        s.play(s.legal_moves()[0])
    assert keys(s, ELDER)[-4:] == ["lead", "take", "lead", "take"] and s.scores[ELDER] == 149
    s.play("9S")   # the third lead: 150
    assert s.is_over() and s.scores[ELDER] == 150 and len(s.tricks) == 2


# ---------------------------------------------------------------- irregular hands

IRR = ITALIANO.replace(first_dealer=1, irregular_exchanges=True).single_deal()


def test_eleven_cards_keep_declarations_but_lose_capot_and_last_trick():
    s = play(new(EC, YC, TC, IRR), "exchange JH QH take 1")
    assert len(s.hand(ELDER)) == 11
    play(s, "exchange 7D", "declare", "declare")
    assert s.log.totals == [8 + 18 + 3, 0]  # his declarations are good
    lead_everything(s)
    assert s.tricks_won == (11, 0) and len(s.hand(YOUNGER)) == 1
    k = keys(s)
    assert "cappotto" not in k
    last = [ev for ev in s.log if "last" in ev.key]
    assert len(last) == 1 and last[0].side == YOUNGER and last[0].key.endswith("last_given")
    # 29 + first lead = 30 with the younger at 0: Sessanta; 11 leads; the cards
    assert s.log.totals == [29 + 1 + 30 + 10 + 10, 1]


def test_thirteen_cards_annul_the_opponents_declarations_and_score_nothing():
    s = play(new(EC, YC, TC, IRR), "exchange JH take 2")
    assert len(s.hand(ELDER)) == 13
    play(s, "exchange 7D", "declare", "declare")
    assert s.log.totals == [0, 0]
    d = s.declarations
    assert d.punto == ("elder", 0) and d.sequenze == ("elder", 0)  # annulled, not scored
    lead_everything(s)
    assert all(ev.side == YOUNGER for ev in s.log)
    assert s.log.totals[ELDER] == 0 and len(s.tricks) == 12


def test_miscounts_need_the_option():
    s = new(EC, YC, TC)
    with pytest.raises(ValueError, match="as many cards"):
        s.play("exchange JH take 2")
    s2 = new(EC, YC, TC, IRR)
    with pytest.raises(ValueError, match="one card more or one fewer"):
        s2.play("exchange JH take 3")


# ---------------------------------------------------------------- classical worked examples

def test_classical_pique_twenty_nine_sixty():
    # Cassell's example: a quint major good as point (5) and sequence (15) and
    # three aces (3) make 23 in hand; leading the quint and two aces reaches
    # 30 with the younger at 0: "twenty-nine, sixty".
    elder = "AS KS QS JS 10S AH AD 7H 9H 7D 9D 8C"
    younger = "9S 8S 7S KH QH JH 10H 8H KD QD KC QC"
    s = play(new(elder, younger, "JD 10D 8D AC JC 10C 9C 7C"),
             "exchange 8C", "exchange 8H", "declare", "declare")
    assert s.log.totals == [23, 0]
    for card in ("AS", "KS", "QS", "JS", "10S", "AH"):
        s.play(card)
        s.play(s.legal_moves()[0])
    assert s.log.events[-1].said == "Twenty-nine!"
    s.play("AD")
    assert s.log.totals == [60, 0]
    assert [ev.said for ev in s.log.events[-2:]] == ["", "Sixty!"]


def test_classical_repique_thirty_four_in_hand_is_ninety_four():
    # Cassell: point 5, quint major 15, four aces 14 = 34 in hand -> 94
    from cardkit.picchetto import declarations
    d = declarations("AS KS QS JS 10S AH AD AC 7H 9H 8D 7C",
                     "KH QH JH 9S 8S KD QD 10D KC QC 10C 9C")
    assert (d.punto, d.sequenze, d.quattordici) == (("elder", 5), ("elder", 15), ("elder", 14))
    assert d.novanta == "elder" and d.elder_points == 94 and d.younger_points == 0
