"""Belote computer players: sensible choices in hand-made positions, and
strength against random play."""

import doctest
import json
import pathlib
import random

from cardkit import CardList, CardSet, cards
from cardkit.belote import (
    BELOTE, BeloteState, BeloteView, Contract, RandomPlayer, RuleBasedPlayer, legal_cards, play_out,
)
from cardkit.belote import rules as R
from cardkit.belote.players import trump_strength, no_trump_strength


def make_view(hand, trick, player, trump, taker, played=""):
    trick = cards(trick)
    leader = (player - len(trick)) % 4
    return BeloteView(
        player=player, dealer=3, phase="play", hand=CardList(sorted(cards(hand))), hand_sizes=(8, 8, 8, 8),
        turned=None, bids=(), contract=Contract(taker, trump, taker, 1), trick=trick, trick_leader=leader,
        tricks=(), tricks_won=(0, 0), played=CardSet(cards(played) + trick), honours=((), ()),
        honours_side=None, announcements=(), scores=(0, 0), held_over=0, current_player=player,
        legal_moves=tuple(legal_cards(hand, trick, trump)),
    )


RB = RuleBasedPlayer()


def test_gives_points_to_a_partner_sure_to_win():
    # player 3 plays last; partner (player 1) wins with AS; player 3 is void in spades
    v = make_view("10H 7C 8C", "7S AS 8S", 3, "D", 0)
    assert str(RB.choose_from_view(v)) == "10H"


def test_plays_low_when_the_partner_is_not_sure():
    # second hand: partner led the KS, the AS is still out: keep the points
    v = make_view("10H 7C 8C", "KS 7S", 3, "D", 0)
    assert str(RB.choose_from_view(v)) in ("7C", "8C")


def test_wins_an_opponents_trick_when_last():
    v = make_view("AS 10S 7C", "7S 8S QS", 0, "D", 0)
    assert str(RB.choose_from_view(v)) in ("AS", "10S")


def test_throws_the_cheapest_card_when_it_cannot_win():
    v = make_view("7H KH 9C", "AH 8H 9H", 0, "D", 1)
    assert str(RB.choose_from_view(v)) == "7H"


def test_trumps_as_cheaply_as_possible():
    # void in spades, opponent winning: the lowest trump that wins
    v = make_view("7D JD 9D 8C", "AS", 1, "D", 1)
    assert str(RB.choose_from_view(v)) == "7D"


def test_taker_draws_trumps_with_the_master_trump():
    v = make_view("JD 7D AS 8C", "", 0, "D", 0)
    assert str(RB.choose_from_view(v)) == "JD"


def test_bidding_strength():
    assert trump_strength(R._hand_mask("JH 9H AH 7S 8C"), 1) > trump_strength(R._hand_mask("7H 8H QH 7S 8C"), 1)
    assert no_trump_strength(R._hand_mask("AS 10S AH AD 7C")) >= 11


def test_choose_uses_the_view_only():
    s = BeloteState(BELOTE, 4)
    for _ in range(20):
        p = s.current_player()
        assert RB.choose(s) == RB.choose_from_view(s.view(p))
        s.play(RB.choose(s))


def test_rule_based_pair_beats_random_pair():
    wins = 0
    for seed in range(30):
        s = BeloteState(BELOTE, seed)
        play_out(s, [RB, RandomPlayer(seed), RB, RandomPlayer(seed + 100)])
        wins += s.winner == 0
    assert wins >= 25


def test_random_player_is_repeatable():
    def hist(seed):
        s = BeloteState(BELOTE, 1)
        play_out(s, [RandomPlayer(seed + i) for i in range(4)])
        return s.history
    assert hist(3) == hist(3)


def test_docstring_examples():
    res = doctest.testmod(R)
    assert res.failed == 0 and res.attempted >= 5


# --------------------------------------------------------------------------
# the fast rule-based player makes the decisions recorded from the original
# (view-based) code, position by position
# --------------------------------------------------------------------------

GOLDEN_DECISIONS = json.loads(pathlib.Path(__file__).with_name("golden_rule_based_decisions.json").read_text())


def golden_positions(matches):
    """Each decision of ``matches`` seeded matches (in order) whose moves
    are, by a seeded coin, a random legal move or the rule-based one: the
    positions the golden decisions were recorded on."""
    for seed in range(matches):
        rng = random.Random(f"golden/{seed}")
        s = BeloteState(BELOTE, seed)
        while not s.is_over():
            yield seed, s
            lm = s.legal_moves()
            s.play(lm[rng.randrange(len(lm))] if rng.random() < 0.5 else RB.choose(s))


def test_rule_based_decisions_match_the_recorded_ones():
    recorded = GOLDEN_DECISIONS["decisions"]
    seen = {}
    kinds = set()
    for seed, s in golden_positions(len(recorded)):
        i = seen.get(seed, 0)
        seen[seed] = i + 1
        assert str(RB.choose(s)) == recorded[str(seed)][i], (seed, i, s.history[-3:])
        kinds.add(s.phase if s.phase != "play" or s.trump != R.NO_TRUMP else "play senza")
    assert seen == {int(k): len(v) for k, v in recorded.items()}
    assert sum(seen.values()) > 7000
    assert kinds == {"bid1", "bid2", "senza", "play", "play senza"}


def test_choose_and_choose_from_view_agree_everywhere():
    for seed, s in golden_positions(4):
        assert RB.choose(s) == RB.choose_from_view(s.view(s.current_player()))
