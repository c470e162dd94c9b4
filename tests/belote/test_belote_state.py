"""Belote game state: bidding, completion, play, honours, belote, scoring, match."""

import json
import random

import pytest

from cardkit import Card, CardkitError, IllegalMoveError, InvalidStateError, cards, language
from cardkit.belote import (
    BELOTE, BELOTE_700, BELOTE_1000, BeloteRules, BeloteState, RandomPlayer, RuleBasedPlayer,
    first_dealer, play_out,
)

from belote_helpers import handmade

# player 0 (eldest): spades; player 1: hearts; player 2: diamonds; player 3 (dealer): clubs
FIRST5 = ["JS 9S AS 10S KS", "JH 9H AH 10H KH", "JD 9D AD 10D KD", "JC 9C AC 10C KC"]
# turned: QS; completion (in order): 7H 8H QH | 7D 8D QD | 7C 8C QC | 7S 8S
REST = "7H 8H QH 7D 8D QD 7C 8C QC 7S 8S"


def test_rules_presets_and_validation():
    assert BELOTE.target == 500 and BELOTE_700.target == 700 and BELOTE_1000.target == 1000
    assert BeloteRules(target=300).target == 300
    with pytest.raises(ValueError, match="target must be a whole number of at least 1"):
        BeloteRules(target=0)
    with pytest.raises(CardkitError, match="must be a BeloteRules object"):
        BeloteState(7)


def test_first_dealer_drawn_by_lot_from_the_seed():
    dealers = {first_dealer(s) for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert BeloteState(BELOTE, 11).dealer == first_dealer(11)


def test_deal_three_then_two_and_the_turned_card():
    s = handmade(FIRST5, "QS", REST)
    assert s.dealer == 3 and s.eldest == 0
    for p in range(4):
        assert s.hand(p) == sorted(cards(FIRST5[p]))
    assert s.turned == Card("QS")
    assert s.phase == "bid1" and s.current_player() == 0


def test_first_round_accept_then_senza_round_then_completion():
    s = handmade(FIRST5, "QS", REST)
    assert s.legal_moves() == ["accept", "pass"]
    s.play("pass")
    s.play("accept")                     # player 1 accepts spades
    assert s.phase == "senza" and s.current_player() == 2
    assert s.legal_moves() == ["pass", "senza"]
    for _ in range(3):
        s.play("pass")                   # players 2, 3, then 0
    assert s.current_player() == 1       # the chooser may call Senza Atout too, last
    s.play("pass")
    c = s.contract
    assert (c.taker, c.trump, c.chooser, c.round) == (1, "S", 1, 1)
    # completion from the eldest: 3 to player 0, 2 + the turned card to the taker, 3, 3
    assert s.hand(0) == sorted(cards("JS 9S AS 10S KS 7H 8H QH"))
    assert s.hand(1) == sorted(cards("JH 9H AH 10H KH 7D 8D QS"))
    assert s.hand(2) == sorted(cards("JD 9D AD 10D KD QD 7C 8C"))
    assert s.hand(3) == sorted(cards("JC 9C AC 10C KC QC 7S 8S"))
    assert s.phase == "play" and s.current_player() == 1   # the taker leads


def test_second_round_names_another_suit():
    s = handmade(FIRST5, "QS", REST)
    for _ in range(4):
        s.play("pass")
    assert s.phase == "bid2" and s.current_player() == 0
    assert s.legal_moves() == ["name C", "name D", "name H", "pass"]
    with pytest.raises(IllegalMoveError, match="refused by everybody"):
        s.play("name S")
    with pytest.raises(IllegalMoveError, match="name a suit other than spades"):
        s.play("accept")
    with pytest.raises(IllegalMoveError, match="only after a trump"):
        s.play("senza")
    s.play("pass")
    s.play("pass")
    s.play("name d")                      # player 2 names diamonds
    assert s.history[-1] == "name D"
    assert s.phase == "senza" and s.current_player() == 3
    for _ in range(4):
        s.play("pass")
    c = s.contract
    assert (c.taker, c.trump, c.round) == (2, "D", 2)
    assert Card("QS") in s.hand(2)         # the taker gets the turned card, whatever the trump


def test_senza_atout_is_final_and_the_caller_takes():
    s = handmade(FIRST5, "QS", REST)
    s.play("accept")                      # player 0 takes spades
    s.play("pass")                        # player 1
    s.play("senza")                       # player 2 calls Senza Atout: final
    c = s.contract
    assert (c.taker, c.trump, c.chooser) == (2, None, 0) and c.senza
    assert s.phase == "play" and s.current_player() == 2
    assert Card("QS") in s.hand(2) and len(s.hand(2)) == 8
    # no belote in Senza Atout even for a K and Q of the same suit
    assert s.belote_player is None


def test_all_pass_twice_void_deal_next_dealer():
    s = handmade(FIRST5, "QS", REST)
    for _ in range(8):
        s.play("pass")
    assert s.void_deals == 1 and s.dealer == 0 and s.deal_number == 2
    assert s.phase == "bid1" and s.current_player() == 1
    assert s.deal_scores == [] and s.scores == [0, 0]


def test_bidding_errors_name_the_rule():
    s = handmade(FIRST5, "QS", REST)
    with pytest.raises(IllegalMoveError, match="accept the turned suit"):
        s.play("name H")
    with pytest.raises(IllegalMoveError, match="not played yet"):
        s.play("JS")
    with pytest.raises(IllegalMoveError, match="not a move here"):
        s.play("hello")
    s.play("accept")
    with pytest.raises(IllegalMoveError, match="Senza Atout"):
        s.play("accept")
    with language("it"):
        with pytest.raises(IllegalMoveError, match="Senza Atout"):
            s.play("name H")


def taken_by_1_spades():
    s = handmade(FIRST5, "QS", REST)
    s.play("pass")
    s.play("accept")
    for _ in range(4):
        s.play("pass")
    return s


def test_play_duties_through_the_state_and_unchanged_state_on_error():
    s = taken_by_1_spades()
    # hands: 0 JS 9S AS 10S KS 7H 8H QH; 1 JH 9H AH 10H KH 7D 8D QS; 2 diamonds + QD 7C 8C...
    assert s.why_illegal("AH") is None
    assert s.why_illegal("accept") == "the bidding is over: play a card"
    s.play("AH")                          # player 1 leads hearts
    before = s.to_json()
    # player 2 is void in hearts and has no trumps: any card is legal
    assert s.legal_moves() == sorted(s.hand(2))
    s.play("7C")
    # player 3 void in hearts, partner (1) winning with AH: any card
    assert s.legal_moves() == sorted(s.hand(3))
    err_state = s.to_json()
    with pytest.raises(IllegalMoveError, match="do not hold"):
        s.play("JS")
    assert s.to_json() == err_state
    s.play("QC")
    # player 0 must follow hearts
    assert s.why_illegal("JS") == "you must follow suit: you hold hearts"
    with pytest.raises(IllegalMoveError, match="you must follow suit: you hold hearts"):
        s.play("JS")
    assert before != s.to_json()
    s.play("QH")
    assert s.current_player() == 1 and s.tricks_won == (0, 1)   # AH won for side 1
    s.play("QS")                          # player 1 leads a trump
    s.play("8C")                          # player 2 has no trumps: any card
    assert s.legal_moves() == cards("7S 8S")   # player 3 cannot beat the QS: any trump
    s.play("7S")
    with pytest.raises(IllegalMoveError, match="trumps were led and you hold trumps"):
        s.play("7H")
    assert s.legal_moves() == sorted(cards("JS 9S AS 10S KS"))
    s.play("JS")
    assert s.current_player() == 0 and s.tricks_won == (1, 1)


def test_belote_and_rebelote_announced():
    # player 0 accepts spades and gets the turned QS: K and Q of trumps
    s = handmade(FIRST5, "QS", REST)
    s.play("accept")
    for _ in range(4):
        s.play("pass")
    assert s.belote_player == 0
    players = [RuleBasedPlayer()] * 4
    play_out_deal(s, players)
    words = [(a.player, a.word) for a in s.last_deal_announcements]
    assert words == [(0, "belote"), (0, "rebelote")]
    d = s.last_deal
    assert d.belote == (20, 0)


def play_out_deal(s, players):
    n = len(s.deal_scores)
    ann = []
    while len(s.deal_scores) == n:
        s.play(players[s.current_player()].choose(s))
        if s.announcements:
            ann = list(s.announcements)
    s.last_deal_announcements = ann


def test_honours_in_the_state():
    # after the completion each player holds J 9 A 10 K (+ Q) of his suit: quintas/runs everywhere
    s = taken_by_1_spades()
    by_player = s.honours_by_player
    # player 0: 9S 10S JS . KS AS -> no run of 3? 9 10 J is a terza, K A not
    assert [h.kind for h in by_player[0]] == ["terza"]
    # player 1: 7D 8D + JH 9H AH 10H KH: 9H 10H JH terza; 7D 8D no
    assert [h.kind for h in by_player[1]] == ["terza"]
    # player 2: 9D 10D JD QD KD AD: run of six = quinta
    assert [h.kind for h in by_player[2]] == ["quinta"]
    # player 3: 9C 10C JC QC KC AC + 7C? no 7C (player 2): quinta 9-A
    assert [h.kind for h in by_player[3]] == ["quinta"]
    # equal quintas to the ace: the earlier in playing order from the eldest (player 2) wins
    assert s.honours_side == 0 and s.honours_points == 120
    assert s.scored_honours[1] == ()


def test_a_full_deal_scores_consistently():
    s = taken_by_1_spades()
    play_out_deal(s, [RuleBasedPlayer()] * 4)
    d = s.last_deal
    assert sum(d.card_points) == 152
    assert sum(d.last_trick) in (10, 100)
    assert d.honours == (120, 0)
    for side in (0, 1):
        assert d.totals[side] == d.card_points[side] + d.last_trick[side] + d.honours[side] + d.belote[side]
    assert sum(d.credited) == sum(s.scores)
    assert len(d.tricks) == 8
    assert [len(h) for h in d.hands] == [8, 8, 8, 8]
    assert str(d).startswith("deal 1:")
    rows = d.breakdown()
    assert rows[0] == ("card points", d.card_points[0], d.card_points[1])
    assert rows[-1] == ("marked", d.credited[0], d.credited[1])
    assert [r[0] for r in d.breakdown("it")][4] == "totale"


def test_view_hides_other_hands():
    s = taken_by_1_spades()
    v = s.view(0)
    assert v.hand == s.hand(0)
    assert v.hand_sizes == (8, 8, 8, 8)
    assert not any(c in v.hand for c in s.hand(1))
    assert v.legal_moves == ()            # not player 0's turn
    v1 = s.view(1)
    assert list(v1.legal_moves) == s.legal_moves()
    assert v1.contract.taker == 1 and v1.trump == "S"
    for field in ("hand_masks", "initial_hands", "_rest", "hands"):
        assert not hasattr(v, field)


def test_undo_copy_json():
    s = taken_by_1_spades()
    s.play("AH")
    saved = s.to_json()
    c = s.copy()
    c.play("7C")
    assert s.to_json() == saved and c.to_json() != saved
    s.play("7C")
    s.undo()
    assert s.to_json() == saved
    t = BeloteState.from_json(saved)
    assert t.to_json() == saved and t.hand(2) == s.hand(2) and t.current_trick == s.current_trick
    with pytest.raises(InvalidStateError, match="not JSON"):
        BeloteState.from_json("{nope")
    bad = json.loads(saved)
    bad["game"] = "scopa"
    with pytest.raises(InvalidStateError, match="scopa"):
        BeloteState.from_json(json.dumps(bad))
    bad = json.loads(saved)
    bad["history"][-1] = "JS"
    with pytest.raises(InvalidStateError, match="does not replay"):
        BeloteState.from_json(json.dumps(bad))
    bad = json.loads(saved)
    bad["rules"] = {"target": -5}
    with pytest.raises(InvalidStateError, match="rules"):
        BeloteState.from_json(json.dumps(bad))


def test_match_to_target_and_the_winner():
    for rules in (BELOTE, BELOTE_700):
        s = BeloteState(rules, 3)
        play_out(s, [RuleBasedPlayer(), RandomPlayer(1), RuleBasedPlayer(), RandomPlayer(2)])
        assert s.is_over() and max(s.scores) >= rules.target and s.scores[0] != s.scores[1]
        assert s.scores[s.winner] == max(s.scores)
        # the target was not reached before the last deal
        before = [sum(d.credited[i] for d in s.deal_scores[:-1]) for i in (0, 1)]
        assert max(before) < rules.target or before[0] == before[1]
        assert tuple(s.score_log.totals) == tuple(s.scores)
        assert s.legal_moves() == []
        with pytest.raises(IllegalMoveError, match="over"):
            s.play("pass")


def test_dealer_rotates_each_deal():
    s = BeloteState(BELOTE, 5)
    play_out(s, [RuleBasedPlayer()] * 4)
    dealers = [d.dealer for d in s.deal_scores]
    # between two played deals the dealer moves right once per deal (void deals included)
    assert all((b - a) % 4 >= 1 for a, b in zip(dealers, dealers[1:]))
    assert len(s.deal_scores) + s.void_deals == s.deal_number


def find_litige(max_seeds=400):
    rng = random.Random(0)
    for seed in range(max_seeds):
        s = BeloteState(BELOTE_1000, seed)
        ps = [RandomPlayer(rng.random()) for _ in range(4)]
        while not s.is_over():
            n = len(s.deal_scores)
            s.play(ps[s.current_player()].choose(s))
            if len(s.deal_scores) > n and s.deal_scores[-1].outcome == "litige" and not s.is_over():
                return s, ps
    raise AssertionError("no tied deal found")


def test_litige_held_over_and_won_in_a_later_deal():
    s, ps = find_litige()
    d = s.last_deal
    ts = d.contract.side
    assert d.totals[0] == d.totals[1]
    assert d.credited[1 - ts] == d.totals[1 - ts] + (d.held_in if d.held_in_to == 1 - ts else 0)
    assert d.credited[ts] == d.belote[ts]
    assert s.held_over == d.held_over >= d.totals[ts] - d.belote[ts]
    held = s.held_over
    scores = list(s.scores)
    n = len(s.deal_scores)
    while len(s.deal_scores) == n:
        s.play(ps[s.current_player()].choose(s))
    e = s.last_deal
    assert e.held_in == held
    if e.outcome == "litige":
        assert e.held_in_to is None and e.held_over > held
    else:
        w = e.contract.side if e.outcome == "made" else 1 - e.contract.side
        assert e.held_in_to == w and s.held_over == 0
        assert s.scores[w] - scores[w] == e.credited[w]
        expected = e.totals[w] + held if e.outcome == "made" else sum(e.totals) - e.belote[1 - w] + held
        assert e.credited[w] == expected
    assert any("«alla finestra»" in line for line in s.score_log.lines())


def test_failed_contract_gives_everything_to_the_other_side():
    for seed in range(200):
        s = BeloteState(BELOTE, seed)
        ps = [RandomPlayer(seed * 4 + i) for i in range(4)]
        while not s.deal_scores:
            s.play(ps[s.current_player()].choose(s))
        d = s.deal_scores[0]
        if d.outcome == "failed":
            ts = d.contract.side
            assert d.totals[ts] < d.totals[1 - ts]
            assert d.credited == tuple(
                (sum(d.totals) - d.belote[ts]) if side != ts else d.belote[ts] for side in (0, 1))
            return
    raise AssertionError("no failed contract found")


def test_player_names_and_repr():
    s = BeloteState(BELOTE, 1)
    assert [s.player_name(p) for p in range(4)] == ["South", "East", "North", "West"]
    with language("it"):
        assert s.player_name(3) == "Ovest"
    assert repr(s).startswith("<BeloteState target=500 seed=1")
    assert "South" in str(s)


def test_moves_accept_aliases_and_card_objects():
    s = handmade(FIRST5, "QS", REST)
    s.play("passo")
    s.play("Accetto")
    assert s.history[-2:] == ("pass", "accept")
    s.play("senza atout")
    assert s.contract.senza
    s.play(Card("JD"))                    # card objects work as moves
    assert s.history[-1] == "JD"


def test_undo_across_the_end_of_a_deal():
    s = BeloteState(BELOTE, 9)
    rb = RuleBasedPlayer()
    while not s.deal_scores:
        s.play(rb.choose(s))
    assert s.phase == "bid1" and sum(s.scores) > 0
    last = s.moves_played()[-1]
    s.undo()
    assert s.phase == "play" and len(s.current_trick) == 3 and s.scores == [0, 0]
    assert s.deal_scores == [] and len(s.score_log) == 0
    s.play(last)
    assert len(s.deal_scores) == 1
