"""Picchetto for three and four players: worked examples of the rules
written in docs/rules/picchetto.md, section 6 (text 003's last line, text
004's Piquet à Écrire, the Académie's Piquet normand and Piquet à quatre)."""

from __future__ import annotations

import pytest

from cardkit import FRENCH, CardkitError, cards
from cardkit.picchetto import (A_ECRIRE, PICCHETTO_COPPIE, PICCHETTO_TRE, PRESETS, PicchettoRules,
                               PicchettoState, RandomPlayer, TableState)
from cardkit.picchetto.table import table_deal_order


def dealt(rules, hands, talon=(), dealer=0, seed=1):
    """A state with ``hands[seat]`` dealt by ``dealer``."""
    rules = rules.replace(first_dealer=dealer)
    if len(hands) < rules.players:      # the last hand: every card not named
        used = {c for h in hands for c in cards(h)} | set(cards(" ".join(talon) if talon else ""))
        hands = list(hands) + [" ".join(str(c) for c in FRENCH.cards if c not in used)]
    return rules.new_game(seed, deal=table_deal_order(hands, talon, rules, dealer))


def one_line_error(excinfo) -> str:
    msg = str(excinfo.value)
    assert "\n" not in msg and len(msg) < 200
    return msg


# --------------------------------------------------------------------------
# presets and rules options
# --------------------------------------------------------------------------

def test_the_presets_say_how_many_play_and_hold_what_the_texts_say():
    # text 003: "Il picchetto in 3 si gioca con 10 carte a testa. Il picchetto
    # in 4 si gioca a coppie, e con 8 carte a testa."
    assert (PICCHETTO_TRE.players, PICCHETTO_TRE.hand_size, PICCHETTO_TRE.partnerships) == (3, 10, False)
    assert (PICCHETTO_COPPIE.players, PICCHETTO_COPPIE.hand_size, PICCHETTO_COPPIE.partnerships) == (4, 8, True)
    # text 004: "Piquet a Ecrire (Piquet Normand): a variant in pairs for four players"
    assert (A_ECRIRE.players, A_ECRIRE.hand_size, A_ECRIRE.partnerships) == (4, 8, True)
    assert A_ECRIRE.scoring == "rubicon" and A_ECRIRE.deals == 6
    for name in ("PICCHETTO_TRE", "PICCHETTO_COPPIE", "A_ECRIRE"):
        rules = PRESETS[name]
        s = rules.new_game(3)
        assert isinstance(s, TableState) and s.players == rules.players
        assert repr(rules) == name
        assert len(s.hand(0)) == rules.hand_size
    # PicchettoState(rules) and from_json give the table engine too
    assert type(PicchettoState(PICCHETTO_TRE, 5)) is TableState


@pytest.mark.parametrize("base, options, names", [
    (PicchettoRules(), dict(players=3, partnerships=True), "partnerships"),
    (PicchettoRules(), dict(players=4, hand_size=10), "40 cards"),
    (PicchettoRules(), dict(players=5), "players"),
    (PicchettoRules(), dict(players=3, hand_size=10, deck="bergamasche"), "deck"),
    (PicchettoRules(), dict(players=2, hand_size=10), ""),
    # the table's shape is named before its score columns
    (PICCHETTO_TRE, dict(partnerships=True), "partnerships need four players"),
    (PICCHETTO_COPPIE, dict(hand_size=9), "36 cards"),
    (PICCHETTO_TRE, dict(start_scores=(1, 2)), "start_scores"),
])
def test_rules_that_cannot_be_played_are_refused_in_one_sentence(base, options, names):
    with pytest.raises(CardkitError) as e:
        base.replace(**options)
    assert names in one_line_error(e)


# --------------------------------------------------------------------------
# the deal, turns and the talon
# --------------------------------------------------------------------------

def test_three_players_the_dealer_alone_exchanges_with_the_two_leftover_cards():
    s = PICCHETTO_TRE.replace(first_dealer=2).new_game(4)
    assert s.dealer == 2 and s.elder == 0
    assert len(s.talon) == 2 and sum(len(h) for h in s.hands) == 30
    if s.phase == "blanche":
        while s.phase == "blanche":
            s.play("mano bianca")
    assert s.phase == "exchange" and s.current_player() == 2
    assert s.exchange_limits() == (0, 2)
    three = s.hand(2)[:3]
    with pytest.raises(CardkitError) as e:
        s.play(f"exchange {' '.join(str(c) for c in three)}")
    assert "the dealer may exchange at most 2" in one_line_error(e)
    talon = list(s.talon)
    s.play(f"exchange {s.hand(2)[0]}")
    assert talon[0] in s.hand(2)
    # text 003: who takes fewer than he may looks at the next card only
    assert list(s.view(2).talon_seen) == [talon[1]]
    assert s.card_count() == 32
    # then everybody declares, from the elder
    assert s.phase == "declare" and [s.current_player()] == [0]


def test_four_players_have_no_talon_and_no_exchange():
    s = PICCHETTO_COPPIE.replace(first_dealer=0).new_game(2)
    assert len(s.talon) == 0 and all(len(h) == 8 for h in s.hands)
    assert s.phase in ("blanche", "declare")
    order = []
    while s.phase != "play":
        order.append(s.current_player())
        s.play(s.legal_moves()[0])
    assert order[-4:] == [1, 2, 3, 0]
    assert s.current_player() == 1      # the elder leads


def test_play_goes_round_the_table_and_every_seat_moves_in_turn():
    for rules in (PICCHETTO_TRE, PICCHETTO_COPPIE, A_ECRIRE):
        s = rules.single_deal().new_game(9)
        p = RandomPlayer(9)
        while s.phase != "play":
            s.play(p(s))
        first = s.current_player()
        seen = []
        for _ in range(rules.players):
            seen.append(s.current_player())
            s.play(p(s))
        assert seen == [(first + i) % rules.players for i in range(rules.players)]


def test_the_first_dealer_is_cut_lowest_card_deals():
    for seed in range(20):
        s = PICCHETTO_TRE.new_game(seed, auto_deal=False)
        s.deal()
        cut = s.cut
        assert cut is not None and len(cut) == 3
        ranks = [(int(c) - 40) & 7 for c in cut]
        assert ranks[s.dealer] == min(ranks) and ranks.count(min(ranks)) == 1
        assert s.elder == (s.dealer + 1) % 3


# --------------------------------------------------------------------------
# declarations
# --------------------------------------------------------------------------

PAIRS_DEAL = ["AS KS QS JS 7H 8H 9D JC",      # seat 0, elder: point of spades (41), a quart to the ace
              "AH KH QH 9S 8S 8D 9C 8C",      # seat 1
              "10D JD QD 10S 10H 10C 7D 9H"]  # seat 2, seat 0's partner: a tierce, fourteen tens
# seat 3 (dealer) holds the rest: 7S JH KD AD 7C QC KC AC (clubs 38, a tierce to the ace)


def test_pairs_the_side_of_the_best_sequence_also_counts_the_partners_and_novanta_is_at_20():
    s = dealt(PICCHETTO_COPPIE, PAIRS_DEAL, dealer=3)
    assert str(s.hand(3)) == str(cards("7S JH KD AD 7C QC KC AC"))
    for _ in range(4):
        s.play("declare")
    d = s.declarations
    assert d.punto == (0, 4, (0,))              # 41 beats clubs 38: 4 cards
    assert d.sequenze == (0, 4 + 3, (0, 2))      # the quart wins; the partner's tierce counts too
    assert d.quattordici == (0, 14, (2,))        # fourteen tens
    # 4 + 7 + 14 = 25: at least 20 with the other pair at 0, Novanta.  The
    # classical Piquet à quatre: "quand [...] deux partenaires comptent 20 en
    # mains, alors que les adversaires n'ont rien annoncé, ils doivent noter
    # 90 au lieu de 20" -- the 20 count as 90 (70 more), the 5 above stay: 95
    assert d.novanta == 0 and d.points == (95, 0)
    assert s.log.events[-1].points == 70
    said = s.log.said("it")
    assert said[-1] == "Novanta!" and "Quattordici di dieci" in said
    # what was shown: the opponents now see the partners' scoring cards
    shown = s.view(1).shown
    assert set(shown[2]) == set(cards("10S 10H 10D 10C QD JD 10D"))
    assert set(shown[0]) >= set(cards("AS KS QS JS"))


def test_novanta_makes_the_total_it_is_named_after_wherever_the_bar_is():
    # Text 003 (two players): "un giocatore totalizza 30 punti [...] segnerà a
    # suo favore 90 e non 30" -- Novanta is the total 90, points above the bar
    # added.  The classical four-hand game keeps the total and lowers the bar
    # to 20 ("noter 90 au lieu de 20").  PAIRS_DEAL gives pair 1 exactly 25.
    for bar, points in ((20, 95), (25, 90), (30, 25)):
        s = dealt(PICCHETTO_COPPIE.replace(bonus_at=bar), PAIRS_DEAL, dealer=3)
        for _ in range(4):
            s.play("declare")
        assert s.declarations.points == (points, 0)
        assert (s.declarations.novanta == 0) == (bar <= 25)


TWO_BLANCHES = ["AS 10S 9S 8S 7S 10H 9H 8H",     # seat 0: no K, Q or J, a mano bianca
                "AH KH QH JH 7H KD QD JD",       # seat 1
                "AD 10D 9D 8D 7D AC 10C 9C"]     # seat 2, seat 0's partner: a mano bianca too


def test_two_partners_mano_bianca_reach_20_before_any_category_and_make_novanta():
    s = dealt(A_ECRIRE, TWO_BLANCHES, dealer=3)
    assert s.phase == "blanche"
    s.play("mano bianca")                         # seat 0: 10
    s.play("mano bianca")                         # seat 2: 20 for pair 1, pair 2 at 0
    for _ in range(4):
        s.play("declare nothing")
    d = s.declarations
    assert d.novanta == 0 and d.points == (90, 0)  # the 20 count as 90
    assert s.log.events[-1].key == "picchetto.table.ev.novanta" and s.log.said("it")[-1] == "Novanta!"


def test_at_four_a_point_under_30_is_not_declared():
    # Piquet à quatre: "on n'annonce pas un point au-dessous de trente"
    hands = ["AS 9S 8S 7D 8D 7C 8C 9H",       # seat 0, elder: his best point, spades, is worth 28
             "KH QH 7H 9D 10D 9C 10C 7S",     # seat 1: hearts 27
             "JH 10H QD JD QS JS QC JC"]      # seat 2: 20 in each suit
    # seat 3 (dealer) holds 10S KS 8H AH KD AD KC AC: points of 21 at most
    for rules in (PICCHETTO_COPPIE, A_ECRIRE):
        assert rules.punto_min == 30
        s = dealt(rules, hands, dealer=3)
        while s.phase == "blanche":
            s.play(s.legal_moves()[0])
        assert s.current_player() == 0
        with pytest.raises(CardkitError) as e:
            s.play("declare punto")
        assert "under 30" in one_line_error(e)
        assert all(not m.punto for m in s.legal_moves())
        s.play("declare")                          # everything he may: not the point
        assert s._declare[0].punto is False
        for _ in range(3):
            s.play("declare")
        # no point reaches 30: nobody scores the category
        assert s.declarations.punto[:2] == (None, 0)
    # at three no such rule is known (0: any point), and the game for two has its own rules
    assert PICCHETTO_TRE.punto_min == 0
    with pytest.raises(CardkitError) as e:
        PicchettoRules(punto_min=30)
    assert "three and four" in one_line_error(e)


def test_pairs_a_tie_between_the_two_sides_scores_nothing():
    hands = ["AS KS QS JS 10S 7H 8H 9D", "AH KH QH JH 7D 8D 7C 8C",
             "AD KD QD 9S 8S 9H 10H 9C", "JD 10D 7S AC KC QC JC 10C"]
    s = dealt(PICCHETTO_COPPIE, hands, dealer=3)
    for _ in range(4):
        s.play("declare")
    d = s.declarations
    # two quints to the ace (51 each) on opposite sides: neither point nor sequence scores
    assert d.punto[:2] == (None, 0) and d.sequenze[:2] == (None, 0)
    assert d.points == (0, 0) and len(s.log) == 0


def test_keeping_a_category_quiet_takes_it_out_of_the_comparison():
    s = dealt(PICCHETTO_COPPIE, PAIRS_DEAL, dealer=3)
    s.play("declare punto")                       # seat 0 keeps his quart quiet
    for _ in range(3):
        s.play("declare")
    d = s.declarations
    # the best sequences are now two tierces to the ace, seat 1's hearts and
    # seat 3's clubs: the same pair, so pair 2 scores both (3 + 3), and not
    # seat 2's tierce to the queen
    assert d.sequenze == (1, 6, (1, 3))


# --------------------------------------------------------------------------
# the play and Sessanta
# --------------------------------------------------------------------------

SESSANTA_DEAL = ["10C 9C 8C 7C 8S JH 10H 9H JD 10D",      # seat 0, dealer
                 "AS KS QS JS 10S AH AD 7H 8H 7D",       # seat 1, elder: 5 + 5 + 3 = 13
                 "AC KC QC JC 9S KH QH KD QD 8D"]        # seat 2


def test_three_players_the_elder_reaching_20_in_play_with_the_others_at_0_makes_sessanta():
    s = dealt(PICCHETTO_TRE, SESSANTA_DEAL, talon=("7S", "9D"), dealer=0)
    assert s.phase == "exchange"
    s.play("exchange none")
    for _ in range(3):
        s.play("declare")
    assert s.deal_scores == (0, 13, 0) and s.declarations.novanta is None
    for lead in ("AS", "KS", "QS"):
        s.play(lead)                              # +1 a lead
        while s.trick:
            s.play(s.legal_moves()[0])            # the elder wins: +1 a trick taken (text 003)
    assert s.deal_scores == (0, 19, 0)
    s.play("JS")                                  # the lead point brings him to 20
    # Piquet à quatre / normand: reaching 20 in hand and play before the
    # others score "marquent 60": the 20 count as 60, 40 more
    assert s.log.events[-1].key == "picchetto.table.ev.sessanta"
    assert s.log.events[-1].points == 40
    assert s.deal_scores == (0, 60, 0)
    assert s.log.said("it")[-1] == "Sessanta!"


def test_must_follow_and_must_take_are_refused_naming_the_rule():
    s = dealt(PICCHETTO_TRE, SESSANTA_DEAL, talon=("7S", "9D"), dealer=0)
    s.play("exchange none")
    for _ in range(3):
        s.play("declare")
    s.play("10S")                                 # the elder leads the ten
    assert "follow suit" in s.why_illegal("AC") and s.why_illegal("9S") is None
    # seat 2 holds the 9S only: must follow with it
    with pytest.raises(CardkitError) as e:
        s.play("AC")
    assert "follow suit" in one_line_error(e)
    s.play("9S")
    # seat 0 holds the 8S: lower than the 10S, it may (must) follow with it
    assert s.legal_moves() == list(cards("8S"))
    with pytest.raises(CardkitError) as e:
        s.play("AS")
    assert "do not hold" in one_line_error(e)


def test_must_take_means_beating_the_best_card_of_the_suit_so_far():
    hands = ["7S 8S JS KH 7D 8D 9D 10D",      # seat 0
             "9S 10S AS 7H 8H 9H 10H JH",     # seat 1, elder
             "QS KS 7C 8C 9C 10C JC QC"]      # seat 2
    s = dealt(PICCHETTO_COPPIE, hands, dealer=0)
    while s.phase != "play":
        s.play("declare nothing")
    s.play("9S")                                  # seat 1 leads
    assert s.legal_moves() == list(cards("QS KS"))   # seat 2 must beat the 9S
    s.play("QS")
    # seat 3 holds the rest (no spade): any card
    assert len(s.legal_moves()) == 8
    s.play(s.legal_moves()[0])
    # seat 0 cannot beat the queen: any spade
    assert s.legal_moves() == list(cards("7S 8S JS"))


def test_cards_and_capot_go_to_the_side_that_won_most_tricks():
    s = PICCHETTO_COPPIE.single_deal().new_game(21)
    p = RandomPlayer(21)
    while not s.is_over():
        s.play(p(s))
    won = [s.tricks_won[0] + s.tricks_won[2], s.tricks_won[1] + s.tricks_won[3]]
    keys = [e.key for e in s.logs[-1].events]
    if max(won) == 8:
        assert "picchetto.ev.cappotto" in keys
    elif won[0] != won[1]:
        ev = [e for e in s.logs[-1].events if e.key == "picchetto.ev.cards"]
        assert len(ev) == 1 and ev[0].side == won.index(max(won)) and ev[0].points == 10
    else:
        assert "picchetto.ev.cards" not in keys


# --------------------------------------------------------------------------
# saves, views, the score log in two languages
# --------------------------------------------------------------------------

def test_views_hide_the_other_hands_and_saves_reload():
    s = A_ECRIRE.new_game(6)
    p = RandomPlayer(6)
    for _ in range(12):
        s.play(p(s))
    v = s.view(1)
    assert v.partner == 3 and v.hand == s.hand(1) and sum(v.cards_held) == sum(len(h) for h in s.hands)
    assert not hasattr(v, "opponent_hand")
    loaded = PicchettoState.from_json(s.to_json())
    assert loaded.to_json() == s.to_json() and loaded.scores == s.scores
    with pytest.raises(CardkitError) as e:
        s.hand(4)
    one_line_error(e)


def test_the_score_log_names_the_pair_and_the_player_in_english_and_italian():
    s = dealt(PICCHETTO_COPPIE, PAIRS_DEAL, dealer=3)
    for _ in range(4):
        s.play("declare")
    en = s.log.lines("en")
    it = s.log.lines("it")
    assert en[0].startswith("pair 1 (players 1 and 3): +4") and "(player 1)" in en[0]
    assert it[0].startswith("coppia 1 (giocatori 1 e 3): +4") and "(giocatore 1)" in it[0]
