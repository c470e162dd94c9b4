"""Property tests over many seeded random hands (10,000 for each of 2, 3 and 4
players): cards always accounted for, points within bounds, exact replay,
legal moves never raise, illegal moves always raise and change nothing."""

import itertools
import random

from hypothesis import HealthCheck, given, settings, strategies as st
import pytest

from cardkit.errors import CardkitError, IllegalMoveError
from cardkit.scopa import Move, ScopaRules, ScopaState
from cardkit.scopa.rules import legal_moves_of

from scopa_helpers import accounted

HANDS_PER_EXAMPLE = 20
EXAMPLES = 500           # 500 examples x 20 hands = 10,000 hands per number of players
ALL = (1 << 40) - 1


def _stock_masks(s: ScopaState) -> list:
    """suffix[i] = mask of the cards from position i of this hand's deal on."""
    suffix = [0] * 41
    for i in range(39, -1, -1):
        suffix[i] = suffix[i + 1] | (1 << s._stock[i])
    return suffix


def _fast_accounted(s: ScopaState, suffix: list) -> None:
    # the same check as scopa_helpers.accounted, on the masks (run after every move)
    union = 0
    total = 0
    for m in (*s._hands, s._table, *s._piles, suffix[s._pos]):
        assert union & m == 0
        union |= m
        total += m.bit_count()
    assert union == ALL and total == 40


def _check_hand_score(s: ScopaState, napola: bool) -> None:
    scores = s.last_hand_score()
    assert len(scores) == s.sides
    assert sum(x.cards_taken for x in scores) == 40
    assert sum(x.coins_taken for x in scores) == 10
    for cat in ("carte", "denari", "settebello", "primiera"):
        vals = [getattr(x, cat) for x in scores]
        assert set(vals) <= {0, 1} and sum(vals) <= 1
    assert sum(x.settebello for x in scores) == 1
    for x in scores:
        assert 0 <= x.scope <= 35
        assert x.napola in (0, 3, 4, 5, 6, 7, 8, 9, 10) and (napola or x.napola == 0)
        assert x.total == x.carte + x.denari + x.settebello + x.primiera + x.scope + x.napola
        assert x.primiera_total is None or 40 <= x.primiera_total <= 84
    cards = [x.cards_taken for x in scores]
    if any(x.carte for x in scores):
        w = [x.carte for x in scores].index(1)
        assert cards.count(max(cards)) == 1 and cards[w] == max(cards)
    else:
        assert cards.count(max(cards)) > 1
    rec = s.hand_record(s.hands_played - 1)
    assert [x.scope for x in scores] == [
        sum(1 for p in rec.plays if p.scopa and p.side == side) for side in range(s.sides)]
    assert not rec.plays[-1].scopa           # never a scopa with the hand's last card


def _try_illegal(s: ScopaState, rng: random.Random) -> None:
    legal = set(s.legal_moves())
    table = list(s.table)
    before = s.snapshot()
    for i in range(3):
        card = rng.randrange(40)
        pool = table if rng.random() < 0.7 else list(range(40))
        k = rng.randint(0, min(4, len(pool)))
        capture = [c for c in rng.sample(pool, k) if c != card]
        try:
            move = Move(card, capture)
        except CardkitError:
            continue
        if move in legal:
            continue
        with pytest.raises(IllegalMoveError):
            s.play(move)
        if i == 0:
            with pytest.raises(IllegalMoveError):
                s.play(str(move))
        assert s.snapshot() == before


def _rule_moves(s: ScopaState) -> set:
    """The legal moves worked out from the capture rule by brute force, as
    (card, frozenset of cards taken) pairs: an equal card if any, else every
    combination of two or more table cards adding up to the card's value."""
    table = [int(c) for c in s.table]
    out = set()
    for c in s.hand(s.current_player()):
        v = int(c) % 10 + 1
        equal = [t for t in table if t % 10 + 1 == v]
        if equal:
            out |= {(int(c), frozenset([t])) for t in equal}
            continue
        sums = {(int(c), frozenset(comb)) for k in range(2, len(table) + 1)
                for comb in itertools.combinations(table, k) if sum(t % 10 + 1 for t in comb) == v}
        out |= sums or {(int(c), frozenset())}
    return out


def _every_legal_move_plays(s: ScopaState) -> None:
    for m in s.legal_moves():
        c = s.copy()
        c.play(m)
        assert c.history[len(s.history)] == str(m)


def _run(n: int, seed: int, napola: bool) -> None:
    rules = ScopaRules(players=n, napola=napola, target=10**6)
    s = ScopaState(rules, seed=seed)
    rng = random.Random(seed)
    for h in range(HANDS_PER_EXAMPLE):
        assert s.hand_number == h + 1 and not s.is_chance_node()
        accounted(s)
        suffix = _stock_masks(s)
        probe = rng.randrange(36)
        k = 0
        while s.hands_played == h:
            legal = s.legal_moves()
            if k == probe:
                assert legal == sorted(legal) and len(set(legal)) == len(legal)
                # the legal moves play() worked out are those of legal_moves_of on the
                # state's masks, and those of the capture rule applied by brute force
                assert legal == legal_moves_of(s._hands[s.current_player()], s._table, s._tsig)
                assert {(int(m.card), frozenset(int(x) for x in m.capture)) for m in legal} == _rule_moves(s)
                _try_illegal(s, rng)
                _every_legal_move_plays(s)
            s.play(rng.choice(legal))
            k += 1
            if s.hands_played == h:
                _fast_accounted(s, suffix)
        assert k == 36
        _check_hand_score(s, napola)
    t = ScopaState.replay(rules, s.history, seed)
    assert t.snapshot() == s.snapshot()
    assert t.to_json() == s.to_json()


@pytest.mark.parametrize("n", [2, 3, 4])
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), napola=st.booleans())
def test_random_hands(n, seed, napola):
    _run(n, seed, napola)
