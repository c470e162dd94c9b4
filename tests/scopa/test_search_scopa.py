"""The Scopa coach (``state.hint()``, ``coach.review``) and SearchPlayer:
worked examples where the classical advice is clear (in English and
Italian), hidden information, determinism, validation."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import coach, i18n
from cardkit.cards import CardSet
from cardkit.errors import CardkitError, IllegalMoveError
from cardkit.scopa import (
    Move, RuleBasedPlayer, ScopaCoach, ScopaRules, ScopaState, SearchPlayer,
)
from cardkit.scopa.search import COACH, MATCH_POINTS, WORLDS, features, play_out, sample_world

from scopa_helpers import position


def reason_key(hint) -> str:
    return hint.best.reason.key


def rule_based_until(seed: int, moves: int, players: int = 2) -> ScopaState:
    """The match with ``seed`` after ``moves`` moves of rule-based play."""
    s = ScopaState(ScopaRules(players=players), seed=seed)
    rb = RuleBasedPlayer()
    for _ in range(moves):
        s.play(rb.choose(s))
    return s


# --------------------------------------------------------------------------
# worked examples
# --------------------------------------------------------------------------

def test_takes_the_settebello_and_says_so():
    s = position([["7c", "2s", "4b"]], "7d Fc Cs 5b")
    h = s.hint()
    assert h.move == Move("7c:7d")
    assert reason_key(h) == "scopa.coach.settebello"
    assert h.reason_in("en") == "take the settebello: it is a point by itself"
    assert h.reason_in("it") == "prendi il settebello: da solo vale un punto"
    with i18n.language("it"):
        assert h.reason == "prendi il settebello: da solo vale un punto"
        assert str(h).startswith("Suggerimento: 7c:7d — prendi il settebello")


def test_makes_the_scopa_and_says_so():
    s = position([["7c", "3b", "Rs"]], "Ad Ac 2b 3s")        # 1 + 1 + 2 + 3 = 7
    h = s.hint()
    assert h.move == Move("7c:Ad+Ac+2b+3s")
    assert reason_key(h) == "scopa.coach.scopa"
    assert h.reason_in("en") == "make a scopa: clearing the table is a point"
    assert h.reason_in("it") == "fai scopa: portare via tutte le carte del tavolo vale un punto"


def test_avoids_leaving_a_table_one_card_sweeps():
    # table 5s; in hand 3c (5 + 3 = 8: a fante could sweep it) and Fs (13: safe)
    s = rule_based_until(13, 32)
    assert str(s.table) == "5s" and str(s.hand(0)) == "3c Fs"
    info = s.turn_info()
    assert features(info, Move("3c")).sweepable and not features(info, Move("Fs")).sweepable
    h = s.hint()
    assert h.move == Move("Fs")
    assert h.reason_in("en") == "leave more than 10 on the table (13) so no single card sweeps it"
    assert h.reason_in("it") == ("lascia in tavola più di 10 (13): "
                                 "così nessuna carta da sola fa scopa")
    assert h.value > h.ranked[1].value


def test_a_table_of_ten_or_less_is_safe_when_every_sweeper_has_been_seen():
    # table 4d; 3c leaves 7, and every 7 has been seen or is in hand; 5b leaves 9
    s = rule_based_until(11, 32)
    assert str(s.table) == "4d" and str(s.hand(0)) == "3c 5b"
    h = s.hint()
    assert h.move == Move("3c")
    assert h.reason_in("en") == ("the table is left at 7, and every card worth 7 has been seen "
                                 "or is in your hand: nobody can sweep it")
    assert h.reason_in("it").startswith("in tavola resta 7 e tutte le carte che valgono 7")


def test_whoever_takes_last_gets_the_table():
    # the last round: table 5s, hand 4d 3b, the opponent holds the last two cards
    s = rule_based_until(9, 32)
    assert str(s.table) == "5s" and str(s.hand(0)) == "4d 3b" and s.stock_size == 0
    h = s.hint()
    assert h.move == Move("3b") and reason_key(h) == "scopa.coach.last_take"
    assert h.reason_in("en").startswith("whoever takes last gets the table")
    assert h.reason_in("it").startswith("chi prende per ultimo si porta via il tavolo")


def test_a_match_decided_by_the_hand_counts_extra_points():
    # the same world and move, in a match to 1 (this hand decides it) and to 1000
    s = rule_based_until(4, 6)
    info = s.turn_info()
    world = sample_world(info, 2, random.Random(0))
    decided = [play_out(ScopaRules(target=t), info, world, m).value
               for t in (1, 1000) for m in s.legal_moves()]
    k = len(s.legal_moves())
    for short, long in zip(decided[:k], decided[k:]):
        assert short - long in (MATCH_POINTS, -MATCH_POINTS, 0)
        assert (short - long > 0) == (long > 0)       # the hand's winner wins the match


def test_every_reason_has_both_languages():
    assert not [k for k in i18n.missing_translations() if k.startswith("scopa.coach")]


# --------------------------------------------------------------------------
# what the hint holds
# --------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_alternatives_are_legal_sorted_and_explained(players):
    s = rule_based_until(5, 7, players)
    ranked = COACH.rank(s, level="medium", seed=1)
    legal = s.legal_moves()
    assert sorted(r.move for r in ranked) == sorted(legal)
    values = [r.value for r in ranked]
    assert values == sorted(values, reverse=True)
    assert all(r.reason is not None and r.reason.text("it") and r.margin >= 0 for r in ranked)
    h = s.hint(level="medium", seed=1)
    assert h.move == ranked[0].move and list(h.alternatives) == ranked[1:3]


@pytest.mark.parametrize("players", [3, 4])
def test_search_player_plays_a_hand_with_three_and_four(players):
    s = ScopaState(ScopaRules(players=players), seed=players)
    seats = [SearchPlayer("medium", seed=1)] + [RuleBasedPlayer()] * (players - 1)
    while s.hands_played == 0:
        s.play(seats[s.current_player()].choose(s))     # play() refuses an illegal move
    assert sum(sc.total for sc in s.last_hand_score()) >= 1


def test_same_seed_same_advice_and_the_player_is_seeded():
    s = rule_based_until(3, 4)
    a = COACH.rank(s, "medium", seed=7)
    assert a == COACH.rank(s.copy(), "medium", seed=7)
    assert SearchPlayer("medium", seed=7).choose(s) == a[0].move
    assert SearchPlayer("easy").choose(s) == RuleBasedPlayer().choose(s)


def _redeal_hidden(state: ScopaState, rng: random.Random) -> ScopaState:
    """The same match with the cards the player to move has not seen (other
    hands, stock) shuffled among their places in this hand's deal: every
    card that player has seen, and his hand, stay where they were."""
    unseen = {str(c) for c in CardSet.from_mask(state.turn_info().unseen)}
    history = list(state.history)
    last_deal = max(i for i, h in enumerate(history) if h.startswith("deal "))
    deal = history[last_deal].split()[1:]
    places = [i for i, c in enumerate(deal) if c in unseen]
    hidden = [deal[i] for i in places]
    rng.shuffle(hidden)
    for i, c in zip(places, hidden):
        deal[i] = c
    history[last_deal] = "deal " + " ".join(deal)
    return ScopaState.replay(state.rules, history, state.seed)


@settings(max_examples=12, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), moves=st.integers(0, 20), salt=st.integers(0, 10**6))
def test_the_coach_sees_only_what_the_player_sees(players, moves, salt):
    s = ScopaState(ScopaRules(players=players), seed=salt)
    rng = random.Random(salt)
    for _ in range(moves):
        s.play(rng.choice(s.legal_moves()))
    other = _redeal_hidden(s, rng)
    p = s.current_player()
    assert other.hand(p) == s.hand(p) and other.table == s.table and other.seen == s.seen
    assert len(s.history) == len(other.history)
    assert COACH.rank(s, "medium", seed=salt) == COACH.rank(other, "medium", seed=salt)


def test_the_hidden_cards_do_change_when_redealt():
    # the re-deal of the test above really moves hidden cards
    s = rule_based_until(2, 3)
    other = _redeal_hidden(s, random.Random(1))
    me, you = s.current_player(), 1 - s.current_player()
    assert other.hand(me) == s.hand(me)
    assert other.hand(you) != s.hand(you) and list(other.stock) != list(s.stock)


# --------------------------------------------------------------------------
# the review of a hand
# --------------------------------------------------------------------------

def test_review_finds_the_settebello_thrown_away():
    s = position([["7d", "2s", "Rb"], ["3c", "5d", "6s"]], "Fc Cs 5b 4b")
    assert not [m for m in s.moves_for("7d") if m.mask]    # 7d takes nothing: it stays
    s.play("7d")                      # the learner leaves the settebello on the table
    s.play(RuleBasedPlayer().choose(s))
    s.play(RuleBasedPlayer().choose(s))
    r = coach.review(s, player=0)
    assert r.entries and all(e.loss >= 0 for e in r.entries)
    worst = r.worst(1)[0]
    assert worst.played == Move("7d") and worst.number == 1 and worst.loss > 0.5
    assert "7d" in r.lines("en")[1] and "7d" in r.lines("it")[1]


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------

def test_levels_seeds_and_states_are_validated():
    s = rule_based_until(1, 1)
    with pytest.raises(CardkitError, match="is not a level: choose 'easy', 'medium' or 'strong'"):
        SearchPlayer("hard")
    with pytest.raises(CardkitError, match="not a level"):
        s.hint(level="Strong")
    with pytest.raises(CardkitError, match="not a level"):
        COACH.rank(s, level=3)
    with pytest.raises(CardkitError, match="seed"):
        COACH.rank(s, seed=1.5)
    with pytest.raises(CardkitError, match="needs a ScopaState"):
        COACH.rank("7c:7d")
    with pytest.raises(IllegalMoveError):
        COACH.rank(s, include=["Rb:Rc"])
    done = ScopaState(ScopaRules(target=1), seed=0)
    while not done.is_over():
        done.play(done.legal_moves()[0])
    with pytest.raises(IllegalMoveError):
        done.hint()
    pending = ScopaState(ScopaRules(), seed=0, auto_deal=False)
    with pytest.raises(IllegalMoveError):
        SearchPlayer().choose(pending)
    assert isinstance(s._coach(), ScopaCoach) and set(WORLDS) == set(coach.LEVELS)
