"""The game state: dealing, captures through play(), scope, leftovers, the
match, errors in both languages, undo/copy/JSON, views and computer players."""

import json
import random
import re

import pytest

from cardkit.cards import Card, CardSet, cards
from cardkit.errors import IllegalMoveError, InvalidStateError
from cardkit.scopa import (
    Move, RandomPlayer, RuleBasedPlayer, ScopaRules, ScopaState, ScopaView, deal_order,
    play_match,
)
from cardkit.scopa.state import fast_shuffle
from cardkit.cards import ITALIAN, shuffle

from scopa_helpers import accounted, position, random_hand

EXAMPLE_TABLE = "2d 3c 5s Fb"


# -- rules object ---------------------------------------------------------------------

def test_rules_defaults_and_validation():
    assert ScopaRules().target == 11
    assert ScopaRules(players=3).target == 16
    assert ScopaRules(players=4).target == 21
    assert ScopaRules(napola=True).target == 21
    assert ScopaRules(players=3, target=11).target == 11
    assert ScopaRules(players=4).sides == 2 and ScopaRules(players=3).sides == 3
    assert [ScopaRules(players=n).rounds for n in (2, 3, 4)] == [6, 4, 3]
    for bad in [dict(players=5), dict(players=1), dict(players=True), dict(target=0),
                dict(target="11"), dict(napola="yes")]:
        with pytest.raises(ValueError):
            ScopaRules(**bad)
    with pytest.raises(Exception):
        ScopaRules().players = 3        # frozen
    assert eval(repr(ScopaRules(players=3))) == ScopaRules(players=3)


def test_fast_shuffle_is_the_core_shuffle():
    for seed in list(range(200)) + ["7/0", "x/3"]:
        assert fast_shuffle(seed) == shuffle(ITALIAN.cards, seed)


# -- dealing ------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_deal_layout_and_rounds(n):
    order = ITALIAN.shuffled(11)
    s = ScopaState(ScopaRules(players=n), seed=0, deal=order)
    assert s.dealer == n - 1 and s.first_player == 0 and s.current_player() == 0
    for p in range(n):
        assert s.hand(p) == sorted(order[3 * p: 3 * p + 3])
    assert s.table == order[3 * n: 3 * n + 4]
    assert s.stock == order[3 * n + 4:]
    rng = random.Random(n)
    rounds_seen = []
    while s.hands_played == 0:
        if s.round_number not in rounds_seen:
            rounds_seen.append(s.round_number)
            # every player holds three cards at the start of a round
            assert [len(h) for h in s.hands] == [3] * n
            pos = 3 * n + 4 + (s.round_number - 2) * 3 * n
            if s.round_number > 1:
                for k in range(n):
                    assert s.hand(k) == sorted(order[pos + 3 * k: pos + 3 * k + 3])
        s.play(rng.choice(s.legal_moves()))
    assert rounds_seen == list(range(1, 36 // (3 * n) + 1))


def test_dealer_rotates_and_the_next_player_leads():
    for n in (2, 3, 4):
        s = ScopaState(ScopaRules(players=n, target=1000), seed=3)
        rng = random.Random(0)
        for h in range(6):
            assert s.hand_number == h + 1
            assert s.dealer == (h - 1) % n
            assert s.first_player == h % n == (s.dealer + 1) % n
            assert s.current_player() == s.first_player
            random_hand(s, rng)
        recs = s.hand_records()
        assert [r.dealer for r in recs] == [(h - 1) % n for h in range(6)]


def _three_king_seed(n, start=0):
    for seed in range(start, 20000):
        order = fast_shuffle(f"{seed}/0")
        if sum(c.rank == "R" for c in order[3 * n: 3 * n + 4]) >= 3:
            return seed
    raise AssertionError("no seed found")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_redeal_on_three_or_four_kings(n):
    seed = _three_king_seed(n)
    s = ScopaState(ScopaRules(players=n), seed=seed)
    deals = [h for h in s.history if h.startswith("deal ")]
    assert len(deals) >= 2                     # the void deal is kept in the history
    first = cards(deals[0][5:])
    assert sum(c.rank == "R" for c in first[3 * n: 3 * n + 4]) >= 3
    assert sum(c.rank == "R" for c in s.table) <= 2
    assert s.table == cards(deals[-1][5:])[3 * n: 3 * n + 4]
    # the redeal replays exactly and is recorded with the hand
    assert ScopaState.replay(s.rules, s.history, seed).snapshot() == s.snapshot()
    random_hand(s, random.Random(1))
    assert len(s.hand_records()[0].redeals) == len(deals) - 1


def test_manual_redeal_with_four_kings():
    order = deal_order([], "Rd Rc Rs Rb")
    s = ScopaState(ScopaRules(), seed=0, auto_deal=False)
    s.deal(order)
    assert s.is_chance_node() and s.legal_moves() == [] and len(s.history) == 1
    with pytest.raises(IllegalMoveError):
        s.play("Ad")
    s.deal(deal_order([], "Rd Rc 5s 2b"))
    assert not s.is_chance_node() and len(s.history) == 2
    assert s.table == cards("Rd Rc 5s 2b")


def test_two_kings_are_not_a_redeal():
    s = ScopaState(ScopaRules(), seed=0, deal=deal_order([], "Rd Rc 5s 2b"))
    assert not s.is_chance_node()


# -- the rule text's example through the state ---------------------------------------------

def test_rule_text_example_legal_moves():
    s = position([["5c", "Fc", "Rc"]], EXAMPLE_TABLE)
    assert [str(m) for m in s.legal_moves()] == ["5c:5s", "Fc:Fb", "Rc:2d+Fb", "Rc:2d+3c+5s"]
    s = position([["6c", "Ac", "Rc"]], EXAMPLE_TABLE)
    assert "6c" in [str(m) for m in s.legal_moves()]


@pytest.mark.parametrize("hand, move, key, words_en, words_it", [
    (["5c", "Fc", "Rc"], "5c:2d+3c", "scopa.equal_first",
     ["5c must take 5s", "not 2d+3c", "never a sum"], ["5c deve prendere 5s", "mai una somma"]),
    (["5c", "Fc", "Rc"], "Fc:3c+5s", "scopa.equal_first",
     ["Fc must take Fb", "not 3c+5s"], ["Fc deve prendere Fb"]),
    (["6c", "Fc", "Rc"], "6c:2d+3c", "scopa.cannot_take",
     ["6c cannot take anything here", "stays on the table"], ["non può prendere nulla", "resta sul tavolo"]),
    (["6c", "Fc", "Rc"], "Rc", "scopa.must_take",
     ["Rc can take, so it must take", "2d+Fb, 2d+3c+5s"], ["deve prendere", "2d+Fb, 2d+3c+5s"]),
    (["6c", "Fc", "Rc"], "Rc:2d+3c", "scopa.wrong_sum",
     ["Rc is worth 10", "2d+3c adds up to 5"], ["Rc vale 10", "fa 5"]),
    (["6c", "Fc", "Rc"], "Rc:2d+Ab", "scopa.not_on_table",
     ["Ab is not on the table"], ["Ab non è sul tavolo"]),
    (["6c", "Fc", "Rc"], "Rb:2d+Fb", "scopa.not_held",
     ["you do not hold Rb", "your hand is 6c Fc Rc"], ["non hai in mano Rb"]),
])
def test_illegal_moves_name_the_rule(hand, move, key, words_en, words_it):
    s = position([hand], EXAMPLE_TABLE)
    before = s.snapshot()
    with pytest.raises(IllegalMoveError) as e:
        s.play(move)
    assert e.value.key == key
    for w in words_en:
        assert w in e.value.message("en")
    for w in words_it:
        assert w in e.value.message("it")
    assert s.snapshot() == before
    assert not s.is_legal(move)


def test_play_accepts_moves_notation_cards_and_pairs():
    for form in [Move("Rc", "2d Fb"), "Rc:2d+Fb", " Rc:2d+Fb ", (Card("Rc"), "2d Fb"), ("Rc", ["Fb", "2d"])]:
        s = position([["6c", "Fc", "Rc"]], EXAMPLE_TABLE)
        s.play(form)
        assert s.history[-1] == "Rc:2d+Fb"
        assert s.table == cards("3c 5s") and s.piles[0] == CardSet("Rc 2d Fb")
    s = position([["6c", "Fc", "Rc"]], EXAMPLE_TABLE)
    s.play(Card("6c"))
    assert s.table == cards("2d 3c 5s Fb 6c")             # in order of arrival


# -- scope, leftovers -------------------------------------------------------------------

def test_scopa_counts_and_next_player_plays_on_an_empty_table():
    s = position([["Rc", "2b", "3b"], ["4c", "5c", "6c"]], "Ad 2c 3s 4b")
    s.play("Rc:Ad+2c+3s+4b")
    assert s.scope == (1, 0) and s.table == cards("")
    assert s.last_taker == 0
    assert all(not m.takes for m in s.legal_moves())
    log = s.hand_log()
    assert log[0].scopa and log[0].taken == tuple(cards("Ad 2c 3s 4b"))
    assert log[0].table_before == tuple(cards("Ad 2c 3s 4b")) and log[0].table_after == ()


def _find_last_card_sweep(n):
    """A seeded random hand whose very last card sweeps the table."""
    for seed in range(5000):
        s = ScopaState(ScopaRules(players=n, target=1000), seed=seed)
        rng = random.Random(seed)
        while s.plays_left > 1:
            s.play(rng.choice(s.legal_moves()))
        table = s.table_set.mask
        sweeps = [m for m in s.legal_moves() if m.mask == table and table]
        if sweeps:
            return s, sweeps[0]
    raise AssertionError("no sweep with the last card found")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_scopa_with_the_last_card_does_not_count(n):
    s, sweep = _find_last_card_sweep(n)
    p = s.current_player()
    before = s.scope
    s.play(sweep)
    rec = s.hand_records()[-1]
    last = rec.plays[-1]
    assert last.player == p and last.taken == sweep.capture and not last.scopa
    assert rec.scores[s.side_of(p)].scope == before[s.side_of(p)]
    assert rec.leftovers == ()                           # nothing left: nothing to give
    assert [sc.scope for sc in rec.scores] == [sum(1 for x in rec.plays if x.scopa and x.side == side)
                                               for side in range(s.sides)]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_leftovers_go_to_the_last_side_that_took(n):
    rng = random.Random(n)
    s = ScopaState(ScopaRules(players=n, target=1000), seed=n)
    checked = 0
    for _ in range(12):
        random_hand(s, rng)
        rec = s.hand_records()[-1]
        takers = [x for x in rec.plays if x.taken]
        assert rec.leftovers_to == takers[-1].side
        assert CardSet(rec.leftovers) == CardSet(rec.plays[-1].table_after)
        # not a scopa: the score's scope equal the scopa plays
        assert [sc.scope for sc in rec.scores] == [
            sum(1 for x in rec.plays if x.scopa and x.side == side) for side in range(s.sides)]
        # the pile of that side holds them (the pile is scored with them)
        total = sum(sc.cards_taken for sc in rec.scores)
        assert total == 40
        checked += bool(rec.leftovers)
    assert checked > 0


def test_replay_records_step_by_step():
    s = ScopaState(ScopaRules(), seed=5)
    random_hand(s, random.Random(2))
    rec = s.hand_records()[0]
    assert rec.number == 1 and rec.players == 2
    assert list(rec.initial_table) == list(rec.plays[0].table_before)
    for a, b in zip(rec.plays, rec.plays[1:]):
        assert a.table_after == b.table_before
        assert b.index == a.index + 1
    dealt = rec.dealt(1)
    assert set(dealt) == {0, 1} and all(len(v) == 3 for v in dealt.values())
    for p in (0, 1):
        first_cards = [x.card for x in rec.plays[:6] if x.player == p]
        assert CardSet(first_cards) == CardSet(dealt[p])
    assert [x.round for x in rec.plays[::6]] == [1, 2, 3, 4, 5, 6]
    assert all(isinstance(x.describe(), str) and x.describe("it") for x in rec.plays)
    log = rec.score_log()
    assert tuple(log.totals) == rec.totals


# -- four players in pairs ----------------------------------------------------------------

def test_four_players_share_piles_scope_and_points_not_hands():
    s = position([["2b", "3b", "4b"], ["2c", "3c", "4c"], ["5b", "Rc", "6b"], ["2s", "3s", "4s"]],
                 "Ad 2d 3d 4d", players=4)
    assert s.sides == 2 and [s.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    s.play("2b:2d")           # player 0
    s.play("3c:3d")           # player 1
    s.play("5b:Ad+4d")        # player 2: the table is emptied -> scopa for pair 0
    assert s.piles[0] == CardSet("2b 2d 5b Ad 4d") and s.piles[1] == CardSet("3c 3d")
    assert s.scope == (1, 0)
    v0 = s.view(0)
    assert v0.hand == CardSet("3b 4b") and v0.hand_sizes == (2, 2, 2, 3)
    assert s.last_taker == 2 and v0.last_taker == 2
    assert v0.captured[0] == s.piles[0] and v0.side == 0
    assert not (v0.hand & s.hands[2])
    # scored by pair
    rng = random.Random(0)
    random_hand(s, rng)
    rec = s.hand_records()[0]
    assert len(rec.scores) == 2 and len(s.scores) == 2


# -- the match --------------------------------------------------------------------------

def test_match_goes_on_after_a_tie_at_the_top_and_ends_when_one_leads_alone():
    tie = over = 0
    rng = random.Random(9)
    for seed in range(300):
        s = ScopaState(ScopaRules(target=1), seed=seed)
        random_hand(s, rng)
        a, b = s.scores
        if a == b:
            assert not s.is_over() and s.winner() is None and s.hand_number == 2
            assert not s.is_chance_node() and len(s.hand(0)) == 3
            tie += 1
        else:
            assert s.is_over() and s.winner() == (0 if a > b else 1)
            assert s.legal_moves() == []
            with pytest.raises(IllegalMoveError) as e:
                s.play("Ad")
            assert e.value.key == "state.game_over"
            over += 1
        if tie and over > 3:
            break
    assert tie and over


@pytest.mark.parametrize("n", [2, 3, 4])
def test_whole_matches_end_by_the_rule(n):
    rules = ScopaRules(players=n)
    for seed in range(4):
        s = play_match(ScopaState(rules, seed=seed), [RandomPlayer(seed * 10 + p) for p in range(n)])
        recs = s.hand_records()
        scores = list(s.scores)
        assert max(scores) >= rules.target and scores.count(max(scores)) == 1
        assert s.winner() == scores.index(max(scores))
        for r in recs[:-1]:     # no earlier hand ended the match
            top = max(r.totals)
            assert top < rules.target or list(r.totals).count(top) > 1
        assert tuple(scores) == recs[-1].totals
        assert tuple(scores) == tuple(sum(r.scores[i].total for r in recs) for i in range(rules.sides))
        assert s.last_hand_score() == recs[-1].scores


# -- undo, copy, JSON ------------------------------------------------------------------------

def test_undo_and_copy():
    s = ScopaState(ScopaRules(), seed=4)
    rng = random.Random(4)
    snaps = []
    for _ in range(50):           # crosses a hand boundary
        snaps.append(s.snapshot())
        s.play(rng.choice(s.legal_moves()))
    c = s.copy()
    assert c.snapshot() == s.snapshot()
    c.play(c.legal_moves()[0])
    assert c.snapshot() != s.snapshot()
    for snap in reversed(snaps[-45:]):
        s.undo()
        assert s.snapshot() == snap


def test_json_round_trip():
    s = ScopaState(ScopaRules(players=3, napola=True), seed="lesson-4")
    rng = random.Random(3)
    for _ in range(70):
        s.play(rng.choice(s.legal_moves()))
    text = s.to_json()
    t = ScopaState.from_json(text)
    assert t.snapshot() == s.snapshot() and t.rules == s.rules
    assert json.loads(text)["game"] == "scopa"


def _tamper(text, f):
    data = json.loads(text)
    f(data)
    return json.dumps(data)


@pytest.mark.parametrize("change", [
    lambda d: d["history"].__setitem__(1, "Rz:2d"),                 # not a card
    lambda d: d["history"].__setitem__(2, "Ad:2d+3d+Rb"),           # not legal
    lambda d: d["history"].__setitem__(0, "deal " + " ".join(["Ad"] * 40)),
    lambda d: d["history"].__setitem__(0, 42),
    lambda d: d.__setitem__("history", "deal"),
    lambda d: d["rules"].__setitem__("players", 5),
    lambda d: d["rules"].__setitem__("colour", "red"),
    lambda d: d.__setitem__("game", "belote"),
    lambda d: d.pop("rules"),
    lambda d: d.__setitem__("seed", [1]),
])
def test_tampered_json_is_refused(change):
    s = ScopaState(ScopaRules(), seed=1)
    rng = random.Random(1)
    for _ in range(5):
        s.play(rng.choice(s.legal_moves()))
    with pytest.raises(InvalidStateError):
        ScopaState.from_json(_tamper(s.to_json(), change))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"game": "scopa"}'])
def test_malformed_json_is_refused(text):
    with pytest.raises(InvalidStateError):
        ScopaState.from_json(text)


# -- views and computer players -----------------------------------------------------------

def _mentions(text, card):
    return re.search(r"(?<![\w])" + re.escape(str(card)) + r"(?![\w])", text) is not None


@pytest.mark.parametrize("n", [2, 3, 4])
def test_view_hides_other_hands(n):
    s = ScopaState(ScopaRules(players=n), seed=8)
    rng = random.Random(8)
    for _ in range(20):
        s.play(rng.choice(s.legal_moves()))
    for p in range(n):
        v = s.view(p)
        assert isinstance(v, ScopaView)
        assert v.hand == s.hands[p]
        assert v.hand_sizes == tuple(len(h) for h in s.hands)
        text = repr(v)
        hidden = [c for q in range(n) if q != p for c in s.hands[q]] + list(s.stock)
        assert hidden and not any(_mentions(text, c) for c in hidden)
        assert (v.legal_moves != ()) == (p == s.current_player())
        with pytest.raises(Exception):
            v.hand = CardSet()        # frozen


def test_rule_based_player_uses_only_what_it_sees():
    # swap a card of the opponent's hand with one of the stock: player 0 sees the same
    base = ITALIAN.shuffled(21)
    other = list(base)
    other[3], other[20] = other[20], other[3]
    a = ScopaState(ScopaRules(), seed=0, deal=base)
    b = ScopaState(ScopaRules(), seed=0, deal=other)
    assert a.view(0) == b.view(0)
    assert RuleBasedPlayer().choose(a) == RuleBasedPlayer().choose(b)
    assert RuleBasedPlayer().choose(a.view(0)) == RuleBasedPlayer().choose(a)


def test_rule_based_player_takes_the_settebello():
    rb = RuleBasedPlayer()
    s = position([["7c", "3s", "Rb"]], "7d 3c Fs Cs")
    assert Card("7d") in rb.choose(s).capture             # 7c:7d or Rb:7d+3c, never 3s:3c
    s = position([["7c", "Rb", "Ab"]], "7d 2c 5s 3b")
    # Rb:2c+5s+3b takes more cards but leaves the settebello alone on the table
    assert Card("7d") in rb.choose(s).capture


def _crafted_view(table, hand, seen):
    import dataclasses
    s = ScopaState(ScopaRules(), seed=0)
    legal = tuple(m for c in cards(hand) for m in [Move(c)])   # nothing can take in these positions
    return dataclasses.replace(s.view(0), table=tuple(cards(table)), hand=CardSet(hand),
                               legal_moves=legal, seen=CardSet(seen) | CardSet(table), plays_left=20)


def test_rule_based_player_keeps_the_table_safe_and_remembers_cards():
    rb = RuleBasedPlayer()
    # dropping the ace leaves 8 + 1 = 9 on the table: an unseen cavallo would sweep it
    assert rb.choose(_crafted_view("Fc", "Ab 7c", "")) == Move("7c")
    # ... but when all four cavalli have been seen, the ace is the cheap, safe card to drop
    assert rb.choose(_crafted_view("Fc", "Ab 7c", "Cd Cc Cs Cb")) == Move("Ab")


def test_rule_based_player_prefers_the_scopa():
    s = position([["7c", "3b", "Rs"]], "Ad Ac 2b 3s")       # 1 + 1 + 2 + 3 = 7
    assert s.legal_moves() == [Move("7c:Ad+Ac+2b+3s"), Move("Rs"), Move("3b:3s")]  # by card number
    assert RuleBasedPlayer().choose(s) == Move("7c:Ad+Ac+2b+3s")


def test_random_player_is_seeded():
    s = ScopaState(ScopaRules(), seed=2)
    picks = [RandomPlayer(5).choose(s) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]
    assert picks[0] in s.legal_moves()
    assert repr(RandomPlayer(5)) == "RandomPlayer(5)"


def test_repr_and_misc():
    s = ScopaState(ScopaRules(), seed=2)
    assert "hand 1" in repr(s) and "ScopaState" in repr(s)
    assert s.moves_for(s.hand(0)[0]) and all(m.card == s.hand(0)[0] for m in s.moves_for(s.hand(0)[0]))
    assert s.last_hand_score() is None and s.last_hand_log() is None
    assert s.side_name(0) == "player 1"
    assert "pair 1" in ScopaState(ScopaRules(players=4)).side_name(0)
    accounted(s)


def test_state_and_view_draw_themselves():
    s = position([["5c", "Fc", "Rc"], ["6c", "7c", "Ab"]], EXAMPLE_TABLE)
    s.play("Rc:2d+Fb")
    svg = s.svg()
    assert svg.startswith("<svg") and "5 of cups" in svg and "6 of cups" in svg   # both hands
    v = s.view(1).svg()
    assert v.startswith("<svg") and "6 of cups" in v and "5 of cups" not in v       # only its own


def test_why_illegal():
    s = position([["5c", "Fc", "Rc"]], EXAMPLE_TABLE)
    before = s.snapshot()
    assert s.why_illegal("5c:5s") is None
    assert "must take 5s" in s.why_illegal("5c:2d+3c")
    assert "is not a Scopa move" in s.why_illegal("5c:")
    assert s.snapshot() == before
