"""The game state: moves and their notation, teaching errors in en/it with
the state unchanged, undo, copy, replay, JSON, views, the match level and
the variants."""

import json

import pytest

from cardkit import IllegalMoveError, InvalidStateError, cards, i18n, language
from cardkit.cards import FRENCH
from cardkit.picchetto import (
    ITALIANO, RUBICON, RUBICONE, AU_CENT, PicchettoState, Exchange, Declare,
    ComputerPlayer, RandomPlayer, deal_order, play_out, rubicon,
)

R = ITALIANO.replace(first_dealer=1).single_deal()
E40 = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"
YB = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"


def new(elder, younger, talon=(), rules=R):
    return rules.new_game(0, deal=deal_order(elder, younger, talon, rules))


def at_play():
    """Elder: 8 spades, AH AD AC JH; younger: 8H 9H 10H QH, diamonds, clubs."""
    s = new(E40, YB, "JH QH")
    for m in ("exchange KH", "mano bianca", "exchange 7H", "declare", "declare"):
        s.play(m)
    return s


def snapshot(s):
    return (s.to_json(), s.history, tuple(s.hand(0)), tuple(s.hand(1)), tuple(s.log.totals), s.phase)


# ---------------------------------------------------------------- deal and cut

def test_seeded_deal_cut_and_packets():
    s = ITALIANO.new_game(3)
    order = s.history[0][5:].split()
    assert len(order) == 32 and len(set(order)) == 32
    a, b = cards(order[0])[0], cards(order[1])[0]
    assert s.cut == (a, b) and a.rank_index != b.rank_index
    assert s.dealer == (0 if a.rank_index < b.rank_index else 1)  # the lower card deals
    elder = 1 - s.dealer
    dealt = cards(order)
    assert set(s.hand(elder)) == set(dealt[0:3] + dealt[6:9] + dealt[12:15] + dealt[18:21])
    assert list(s.talon) == list(dealt[24:])
    assert s.current_player() == elder


def test_same_seed_same_game_and_deal_in_twos():
    assert ITALIANO.new_game(5).history == ITALIANO.new_game(5).history
    o = deal_order(E40, YB, (), ITALIANO.replace(deal_in_twos=True))
    assert [str(c) for c in o[:4]] == ["AS", "KS", "7H", "8H"]
    s = ITALIANO.replace(deal_in_twos=True, first_dealer=1).new_game(0, deal=o)
    assert set(s.hand(0)) == set(cards(E40))


def test_dealer_alternates_and_match_to_151():
    s = ITALIANO.new_game(2)
    play_out(s, [ComputerPlayer(), ComputerPlayer()])
    assert s.is_over() and max(s.scores) >= 151 and s.scores[s.winner] == max(s.scores)
    assert all(s.dealers[i] != s.dealers[i + 1] for i in range(len(s.dealers) - 1))
    assert len(s.logs) == len(s.dealers) == len(s.deal_results)
    assert sum(r[0] for r in s.deal_results) == s.scores[0]
    assert s.margin() == s.scores[s.winner] - s.scores[1 - s.winner]


def test_rubicon_partie_of_six_deals():
    s = RUBICON.new_game(8)
    play_out(s, [ComputerPlayer(), RandomPlayer(1)])
    assert len(s.deal_results) == 6 and s.is_over()
    w = s.winner
    assert s.margin() == rubicon(s.scores[w], s.scores[1 - w], RUBICON)


def test_rubicone_four_deals_first_and_fourth_doubled():
    s = RUBICONE.new_game(4)
    play_out(s, [ComputerPlayer(), ComputerPlayer()])
    assert len(s.deal_results) == 4
    for i, log in enumerate(s.logs):
        m = 2 if i in (0, 3) else 1
        assert s.deal_results[i] == tuple(m * t for t in log.totals)
    assert s.scores == tuple(sum(r[p] for r in s.deal_results) for p in (0, 1))
    w = s.winner
    assert s.margin() == rubicon(s.scores[w], s.scores[1 - w], RUBICONE)


def test_au_cent_ends_at_100():
    s = AU_CENT.new_game(1)
    play_out(s, [ComputerPlayer(), ComputerPlayer()])
    assert max(s.scores) >= 100 and max(s.scores) < 100 + 200


# ---------------------------------------------------------------- legal moves

def test_exchange_moves_sorted_and_counted():
    s = new(E40, "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "7H QH")
    lm = s.legal_moves()
    assert len(lm) == 12 + 66 + 220 + 495 + 792  # 1 to 5 cards out of 12
    assert lm == sorted(lm) and lm[0] == Exchange("7S")
    assert s.exchange_limits() == (1, 5)
    s.play(Exchange("KH AH"))
    assert s.exchange_limits() == (1, 6)  # his 3 plus the 3 the elder left
    assert s.is_legal("exchange 7C 8C 9C 10C 7D 8D") and not s.is_legal("exchange 7C 8C 9C 10C 7D 8D 9D")


def test_rubicon_younger_takes_at_most_three_of_his_own_or_none():
    r = RUBICON.replace(first_dealer=1).single_deal()
    s = new(E40, "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "7H QH KD QD JD KC QC JC", r)
    s.play("exchange KH")
    assert s.exchange_limits() == (0, 3)
    with pytest.raises(IllegalMoveError, match="at most 3"):
        s.play("exchange 7C 8C 9C 10C")
    s.play("exchange 7C")
    assert "KC" in [str(c) for c in s.hand(1)]   # the first of his own three
    assert [str(c) for c in s.talon] == ["QH", "KD", "QD", "JD", "QC", "JC"]


def test_declare_moves_and_notation():
    s = new(E40, YB, "JH QH")
    for m in ("exchange KH", "mano bianca", "exchange 7H"):
        s.play(m)
    lm = s.legal_moves()
    assert lm[0] == Declare(True, True, True) and str(lm[0]) == "declare punto sequenze quattordici"
    assert str(lm[-1]) == "declare nothing"
    # ITALIANO lets a player declare part of a category (text 000, "in
    # parte"): every choice per category, in order, everything first
    p, q, g = s.declare_options()
    assert len(lm) == len(p) * len(q) * len(g) and lm == sorted(lm) and len(set(lm)) == len(lm)
    assert p[0] is q[0] is g[0] is True and p[-1] is q[-1] is g[-1] is False
    whole = new(E40, YB, "JH QH", R.replace(partial_declarations=False))
    for m in ("exchange KH", "mano bianca", "exchange 7H"):
        whole.play(m)
    assert len(whole.legal_moves()) == 8 and all(not m.partial for m in whole.legal_moves())
    s.play("dichiaro punto")
    assert s.phase == "declare" and s.current_player() == 1
    assert repr(Declare(True, False, True)) == "Declare(punto=True, sequenze=False, quattordici=True)"


def test_play_moves_and_must_take():
    s = at_play()
    assert s.current_player() == 0
    s.play("JH")
    assert [str(m) for m in s.legal_moves()] == ["QH"]  # must take with the queen
    s.play("QH")
    assert s.tricks[-1][3] == 1 and s.current_player() == 1


def test_no_obligation_to_take_variant():
    r = R.replace(must_take=False)
    s = new(E40, YB, "JH QH", r)
    for m in ("exchange KH", "mano bianca", "exchange 7H", "declare", "declare", "JH"):
        s.play(m)
    assert [str(m) for m in s.legal_moves()] == ["8H", "9H", "10H", "QH"]
    s.play("8H")
    assert s.tricks[-1][3] == 0


# ---------------------------------------------------------------- errors

def test_must_take_error_en_it_and_state_unchanged():
    s = at_play()
    s.play("JH")
    before = snapshot(s)
    with pytest.raises(IllegalMoveError) as e:
        s.play("8H")
    assert str(e.value) == "you must take the trick: you hold the queen of hearts, higher than the jack of hearts led"
    assert e.value.message("it") == "devi prendere (obbligo di presa): hai la donna di cuori, che batte il fante di cuori"
    assert snapshot(s) == before


def test_follow_suit_error():
    s = at_play()
    s.play("JH")
    before = snapshot(s)
    with pytest.raises(IllegalMoveError, match="you must follow suit: you hold hearts"):
        s.play("7D")
    with language("it"):
        with pytest.raises(IllegalMoveError, match="devi rispondere al seme: hai cuori"):
            s.play("7D")
    assert snapshot(s) == before


def test_exchange_errors():
    s = new(E40, "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "7H QH")
    before = snapshot(s)
    with pytest.raises(IllegalMoveError, match="the elder must exchange at least one card"):
        s.play("exchange none")
    with language("it"):
        with pytest.raises(IllegalMoveError, match="il giocatore di mano deve cambiare almeno una carta"):
            s.play("exchange none")
    with pytest.raises(IllegalMoveError, match="at most 5"):
        s.play("exchange 7S 8S 9S 10S JS QS")
    with pytest.raises(IllegalMoveError, match="you do not hold the 7 of hearts"):
        s.play("exchange 7H")
    with pytest.raises(IllegalMoveError, match="not now"):
        s.play("AS")
    with pytest.raises(ValueError):
        s.play("exchange 11Z")
    assert snapshot(s) == before


def test_exchange_at_least_two_variant():
    r = R.replace(elder_min_exchange=2, younger_min_exchange=2)
    s = new(E40, "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C", "7H QH", r)
    with pytest.raises(IllegalMoveError, match="at least 2 cards"):
        s.play("exchange KH")
    s.play("exchange KH AH")
    with pytest.raises(IllegalMoveError, match="younger .* at least 2"):
        s.play("exchange 7C")


def test_declare_error_names_the_missing_category():
    s = new(E40, YB, "JH QH")
    for m in ("exchange KH", "mano bianca", "exchange 7H", "declare"):
        s.play(m)
    # the younger has quarts but no set above three tens? he has three tens
    s2 = new("AS KS QS 9S 7H 9H JH 7D 9D 8D 7C 8C", "8S 10S 8H 10H QH KH AH 10D QD KD JS JD", "7S")
    s2.play("exchange 7C")
    s2.play("exchange 8S")
    with pytest.raises(IllegalMoveError, match="you have no quattordici or tris to declare"):
        s2.play("declare quattordici")


def test_bad_notation():
    s = at_play()
    with pytest.raises(IllegalMoveError, match="is not a move"):
        s.play("AS KS")
    with pytest.raises(ValueError):
        s.play("XX")
    assert s.is_legal("AS") and not s.is_legal("XX") and not s.is_legal("7D")


# ---------------------------------------------------------------- undo, copy, replay, JSON

def test_undo_copy_replay_and_json():
    s = ITALIANO.new_game(21)
    p = RandomPlayer(3)
    for _ in range(12):
        s.play(p(s))
    saved = s.to_json()
    c = s.copy()
    s.play(p(s))
    assert c.to_json() == saved and s.to_json() != saved
    s.undo()
    assert s.to_json() == saved
    assert [e.said for e in s.log] == [e.said for e in c.log]
    r = PicchettoState.replay(ITALIANO, s.history, 21)
    assert r.to_json() == saved and r.log.lines() == s.log.lines()
    back = PicchettoState.from_json(saved)
    assert back.history == s.history and back.scores == s.scores
    assert back.log.lines() == s.log.lines()


def test_json_errors_are_clear():
    s = ITALIANO.new_game(1)
    with pytest.raises(InvalidStateError, match="not JSON"):
        PicchettoState.from_json("{nope")
    data = json.loads(s.to_json())
    data["game"] = "scopa"
    with pytest.raises(InvalidStateError, match="scopa"):
        PicchettoState.from_json(json.dumps(data))
    data = json.loads(s.to_json())
    data["history"].append("declare punto")
    with pytest.raises(InvalidStateError, match="does not replay"):
        PicchettoState.from_json(json.dumps(data))
    data = json.loads(s.to_json())
    data["rules"]["punto_by"] = "colour"
    with pytest.raises(InvalidStateError, match="rules"):
        PicchettoState.from_json(json.dumps(data))


def test_rules_roundtrip_in_json():
    s = RUBICONE.replace(rubicone_extra=True).new_game(2)
    back = PicchettoState.from_json(s.to_json())
    assert back.rules == s.rules and back.rules.doubled_deals == (1, 4)


# ---------------------------------------------------------------- views

def test_views_hide_the_opponents_hand_except_open_piquet():
    s = at_play()
    v = s.view(1)
    assert v.opponent_hand is None and v.opponent_cards == 12 and v.player == 1
    assert v.to_move == 0 and v.legal_moves == ()
    assert set(v.discards) == set(cards("7H")) and list(v.hand) == list(s.hand(1))
    assert v.declarations == s.declarations
    assert v.declarations.counted_sequences == s.declarations.counted_sequences
    # the elder's counted combinations were shown
    assert set(cards("AS KS QS JS")) <= set(v.shown)
    v0 = s.view(0)
    assert len(v0.talon_seen) == 4 and "QH" in [str(c) for c in v0.talon_seen]
    o = RUBICON.replace(open_hands=True).new_game(3)
    assert list(o.view(0).opponent_hand) == list(o.hand(1))


def test_repr_and_str():
    s = at_play()
    assert repr(s).startswith("<PicchettoState ITALIANO.replace(")
    assert "player 1 (elder)" in str(s) and "«" in str(s)


# ---------------------------------------------------------------- variants

def test_two_points_a_trick_variant():
    r = R.replace(trick_points="two")
    s = new(E40, YB, "JH QH", r)
    for m in ("exchange KH", "mano bianca", "exchange 7H", "declare", "declare"):
        s.play(m)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    k = [ev.key.split(".")[-1] for ev in s.log]
    assert "lead" not in k and "win" not in k
    assert k.count("trick2") == 12
    assert all(ev.points == 2 for ev in s.log if ev.key.endswith("trick2"))


def test_bergamasche_deck():
    r = ITALIANO.replace(deck="bergamasche")
    s = r.new_game(7)
    order = s.history[0][5:].split()
    assert len(order) == 32 and all(c[-1] in "dcsb" for c in order)
    assert not any(c[:-1] in ("2", "3") for c in order)
    play_out(s, [ComputerPlayer(), RandomPlayer(2)], until="deal")
    assert len(s.deal_results) >= 1
    lines = s.logs[0].lines("it")
    assert lines


def test_bergamasche_groups_from_the_sevens():
    from cardkit.picchetto import declarations, groups
    berg = ITALIANO.replace(deck="bergamasche")
    assert groups("7d 7c 7s 6d 6c 6s", berg) == [cards("7s 7c 7d")]
    d = declarations("7d 7c 7s 7b Ad Rd Cd Fd 4c 5c 4s 5s", "Ac Rc Cc As Rs Cs 6d 6c 6s 6b 4b 5b", berg)
    assert d.quattordici == ("elder", 14)


def test_all_phrases_are_translated():
    assert i18n.missing_translations() == []


def test_automatic_deals_use_the_kits_seeded_shuffle():
    from cardkit.cards import shuffle, BERGAMASCHE
    for seed in range(100):
        s = ITALIANO.new_game(seed)
        assert s.history[0] == "deal " + " ".join(str(c) for c in shuffle(FRENCH.cards, f"{seed}/0"))
        b = ITALIANO.replace(deck="bergamasche").new_game(seed)
        assert b.history[0] == "deal " + " ".join(str(c) for c in shuffle(BERGAMASCHE.cards, f"{seed}/0"))
    s = ITALIANO.new_game(12)
    assert s.history[0] == "deal " + " ".join(str(c) for c in shuffle(FRENCH.cards, "12/0"))
