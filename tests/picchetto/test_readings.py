"""The readings the rule texts demand (issue 11, item 1), each pinned on a
hand-made deal and on the line of the text it rests on.

Player 1 (seat 0) is the elder in every deal here (player 2 deals).
"""

import pytest

from cardkit import cards
from cardkit.picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, AU_CENT, deal_order,
)
from cardkit.picchetto.search import knowledge

ELDER, YOUNGER = 0, 1


def new(rules, elder, younger, talon=()):
    rules = rules.replace(first_dealer=1).single_deal()
    return rules.new_game(0, deal=deal_order(elder, younger, talon, rules))


def play(state, *moves):
    for m in moves:
        state.play(m)
    return state


def keys(state, side=None):
    return [ev.key.split(".")[-1] for ev in state.log if side is None or ev.side == side]


def first_card_each(state):
    while not state.is_over() and state.phase == "play":
        state.play(state.legal_moves()[0])


# ---------------------------------------------------------------- 13 cards (text 000)
# "Il giocatore invece che si trovasse in mano 13 carte … segnerà comunque,
#  in quella smazzata, zero punti."

BLANCHE_ELDER = "AS 10S 9S 8S 7S AH 10H 9H 8H AD 10D 9D"     # no K, Q or J
FIGURES = "KS QS JS KH QH JH KD QD JD KC QC JC"               # quattordici of K, Q and J
TALON13 = "7H 7D AC 10C 9C 8C 7C 8D"
IRR = ITALIANO.replace(irregular_exchanges=True)


def test_thirteen_cards_strike_out_the_mano_bianca_scored_before_the_exchange():
    s = new(IRR, BLANCHE_ELDER, FIGURES, TALON13)
    play(s, "mano bianca")
    assert s.log.totals == [10, 0]
    play(s, "exchange 7S take 2")            # a miscount: 13 cards
    assert len(s.hand(ELDER)) == 13
    play(s, "exchange JC")
    # the 10 come off at once, said in the log, and he stays at zero
    assert keys(s, ELDER) == ["blanche", "void"] and s.log.totals == [0, 0]
    assert [ev.points for ev in s.log if ev.side == ELDER] == [10, -10]
    play(s, "declare", "declare")
    first_card_each(s)
    assert s.log.totals[ELDER] == 0 and s.deal_scores[ELDER] == 0


def test_his_voided_points_do_not_save_the_opponent_from_novanta():
    # "zero punti" for the whole deal: a player at zero is "at 0" for the
    # opponent's Novanta ("senza che l'avversario abbia ancora contato un
    # solo punto"), so the younger's three quattordici make it although the
    # elder had announced a mano bianca
    s = new(IRR, BLANCHE_ELDER, FIGURES, TALON13)
    play(s, "mano bianca", "exchange 7S take 2", "exchange JC", "declare", "declare")
    assert "novanta" in keys(s, YOUNGER) and s.log.totals[ELDER] == 0
    # with twelve cards the same mano bianca stops the Novanta ("impedisce
    # all'avversario di totalizzare il Sessanta o il Novanta")
    ok = new(ITALIANO, BLANCHE_ELDER, FIGURES, TALON13)
    play(ok, "mano bianca", "exchange 7S", "exchange JC", "declare", "declare")
    assert "novanta" not in keys(ok, YOUNGER) and ok.log.totals[ELDER] >= 10


# ---------------------------------------------------------------- the talon (text 003)
# "Chi cambia meno di 5 carte può guardare la carta seguente del mazzetto,
#  (cioè quella che avrebbe dovuto prendere se n'avesse cambiata una in più)."

E12 = "AS KS QS JS 10S 9S AH KH QH 7D 8D 7C"
Y12 = "8S 7S JH 10H 9H 8H 7H 9D 10D JD QD KD"
TAL = "AD AC KC QC JC 10C 9C 8C"


@pytest.mark.parametrize("rules, elder_sees, younger_sees", [
    (PICCHETTO_150, "KC", "10C"),              # only the next card
    (ITALIANO, "KC QC JC", "10C 9C 8C"),       # text 000: all of one's share he did not take
])
def test_who_takes_fewer_may_look_at_the_next_card_only(rules, elder_sees, younger_sees):
    s = new(rules, E12, Y12, TAL)
    play(s, "exchange 7D 8D")              # the elder takes AD AC, leaves KC QC JC
    assert set(s.view(ELDER).talon_seen) == set(cards(elder_sees))
    play(s, "exchange 7S 8S 7H")           # the dealer takes KC QC JC: 10C 9C 8C left
    assert set(s.view(YOUNGER).talon_seen) == set(cards(younger_sees))
    # the coach knows no more than the player: the talon cards he did not
    # see are still unseen to him
    k = knowledge(s, YOUNGER)
    for c in cards("10C 9C 8C"):
        assert bool((k.pool >> int(c)) & 1) == (c not in cards(younger_sees))


def test_the_elder_who_takes_five_sees_nothing_and_the_next_card_is_his_own_share():
    s = new(PICCHETTO_150, E12, Y12, TAL)
    play(s, "exchange 7D 8D 7C QH KH")
    assert list(s.view(ELDER).talon_seen) == []
    s = new(PICCHETTO_150, E12, Y12, TAL)
    play(s, "exchange 7C")                 # took AD: may see AC, not KC QC JC
    assert [str(c) for c in s.view(ELDER).talon_seen] == ["AC"]


# ---------------------------------------------------------------- capot and pique
# Cavendish, Law 69: the capot is reckoned after the points made in play and
# does not count towards a pique.  Text 000 calls the cappotto "un premio
# aggiuntivo di 40 punti", given for all twelve tricks, while the Sessanta is
# reached "contando i suoi punti, giocando" and said "col punto che segue":
# a point of the play, which the cappotto is not.

CAPOT_E = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"
CAPOT_Y = "QH JH 10H 9H 8H 7H 9D 8D 7D 10C 9C 8C"
CAPOT_T = "KD QD JD 10D KC QC JC 7C"


@pytest.mark.parametrize("rules", [RUBICON, AU_CENT, ITALIANO, RUBICONE, PICCHETTO_150])
def test_a_capot_does_not_complete_a_pique(rules):
    younger = "exchange none" if rules.younger_min_exchange == 0 else "exchange 7D"
    s = new(rules, CAPOT_E, CAPOT_Y, CAPOT_T)
    play(s, "exchange 7S", younger, "declare nothing", "declare nothing")
    first_card_each(s)
    assert s.tricks_won[ELDER] == 12 and s.log.totals[YOUNGER] == 0
    assert "cappotto" in keys(s, ELDER) and "sessanta" not in keys(s, ELDER)
    # the same deal, when the option lets the capot count toward it
    t = new(rules.replace(capot_in_pique=True), CAPOT_E, CAPOT_Y, CAPOT_T)
    play(t, "exchange 7S", younger, "declare nothing", "declare nothing")
    first_card_each(t)
    assert "sessanta" in keys(t, ELDER)
    assert t.log.totals[ELDER] == s.log.totals[ELDER] + 30


# ---------------------------------------------------------------- trick points (text 003)
# "… segnando un «punto d'uscita» … Prende, e segna un «punto di presa» a suo
#  favore, chi ha la carta più alta di quel seme … Chi fa l'ultima presa segna
#  due punti di presa e non uno solo."

def test_picchetto_150_scores_a_punto_di_presa_for_every_trick():
    s = new(PICCHETTO_150, E12, Y12, TAL)
    play(s, "exchange AH KH QH", "exchange 7S 8S", "declare nothing", "declare nothing")
    before = list(s.log.totals)
    s.play("AS")
    s.play(s.legal_moves()[0])              # the elder wins his own lead
    assert keys(s)[-2:] == ["lead", "take"] and s.log.totals[ELDER] == before[ELDER] + 2
    first_card_each(s)
    evs = [ev for ev in s.log if ev.key.split(".")[-1] in ("lead", "take", "last")]
    assert s.tricks_won == (9, 3) and keys(s)[-3:] == ["take", "last", "cards"]
    assert sum(ev.points for ev in evs) == 12 + 12 + 1     # 12 leads, 12 tricks, the last twice
    assert keys(s).count("take") == 12 and "win" not in keys(s)
    # the other presets keep the classical count: no point for winning one's own lead
    t = new(ITALIANO, E12, Y12, TAL)
    play(t, "exchange 7D 8D 7C", "exchange 7S 8S", "declare nothing", "declare nothing", "AS")
    t.play(t.legal_moves()[0])
    assert keys(t)[-1] == "lead"
