"""RuleBasedPlayer: the fast path (reading :meth:`ScopaState.turn_info`, the
player to move's own hand and the public facts as bitmasks) makes exactly the
decisions the player made before it existed; ``turn_info`` tells what the
view tells.

``golden_rule_based_decisions.json`` holds the decisions of the player as it
was before the fast path (every decision built the player's full
:class:`~cardkit.scopa.ScopaView`), over 1,000 seeded positions for each
number of players; regenerate it (``python tests/scopa/test_players_rule_based.py``)
only when a change of the heuristic is intended.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys

import pytest
from hypothesis import given, settings, strategies as st

from cardkit.cards import CardSet
from cardkit.errors import IllegalMoveError
from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState

HERE = pathlib.Path(__file__).parent
GOLDEN = HERE / "golden_rule_based_decisions.json"
POSITIONS = 1000


def seeded_position(players: int, i: int) -> ScopaState:
    """Position number ``i``: a seeded match after a seeded number (0 to 89)
    of random legal moves, so that every stage of a hand and some later
    hands (with scores) occur."""
    rng = random.Random(f"rule-based/{players}/{i}")
    s = ScopaState(ScopaRules(players=players, target=1000), seed=f"rule-based/{players}/{i}")
    for _ in range(rng.randrange(90)):
        s.play(rng.choice(s.legal_moves()))
    return s


def decisions(players: int, n: int = POSITIONS) -> list[str]:
    rb = RuleBasedPlayer()
    return [str(rb.choose(seeded_position(players, i))) for i in range(n)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_decisions_as_before_the_fast_path(players):
    expected = json.loads(GOLDEN.read_text())[str(players)]
    assert len(expected) == POSITIONS
    assert decisions(players) == expected


@settings(max_examples=300, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), i=st.integers(0, 10**6))
def test_fast_path_agrees_with_the_view(players, i):
    # the state path and the view path (widgets, lessons) choose the same move
    s = seeded_position(players, i)
    rb = RuleBasedPlayer()
    assert rb.choose(s) is rb.choose(s.view(s.current_player()))


@settings(max_examples=200, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), i=st.integers(0, 10**6))
def test_turn_info_tells_what_the_view_tells(players, i):
    s = seeded_position(players, i)
    t = s.turn_info()
    v = s.view(t.player)
    assert (t.player, t.side, t.hand, t.seen) == (v.player, v.side, v.hand.mask, v.seen.mask)
    assert t.table == CardSet(v.table).mask and t.unseen == v.unseen.mask
    assert (t.hand_sizes, t.stock_size, t.plays_left) == (v.hand_sizes, v.stock_size, v.plays_left)
    assert tuple(CardSet.from_mask(m) for m in t.piles) == v.captured
    assert (t.scope, t.last_taker, t.scores) == (v.scope, v.last_taker, v.scores)
    assert t.legal == v.legal_moves


def test_turn_info_needs_a_player_to_move():
    s = ScopaState(ScopaRules(), seed=0, auto_deal=False)
    with pytest.raises(IllegalMoveError):
        s.turn_info()
    with pytest.raises(IllegalMoveError):
        RuleBasedPlayer().choose(s)


if __name__ == "__main__":          # regenerate the golden decisions
    GOLDEN.write_text(json.dumps({str(n): decisions(n) for n in (2, 3, 4)}, indent=0) + "\n")
    print(f"wrote {GOLDEN}", file=sys.stderr)
