"""Property tests over seeded random games: 10,000 whole matches of every
Scopa preset per run (2, 3 and 4 players, and the napola), in four batches
(see ``tests/property_runs.py``).

Every step: the 40 cards accounted for (on the state's masks).  Every hand:
the points within bounds (cards, coins, settebello and primiera to one side
at most, scope as counted from the plays, never a scopa with the hand's last
card).  Every match: the scores are the sum of the hands and the winner
leads alone at or past the target.  Two sampled steps of every match:
random illegal moves are refused with the state unchanged; and at one in
ten of those steps the legal moves are sorted, those of ``legal_moves_of``
on the masks and those of the capture rule worked out by brute force, and
every one of them plays (and one hand in four has its scope counted
again from its record).  One match in twenty is also saved and loaded,
undone and replayed mid-game."""

import itertools
import operator
import random

import pytest

from cardkit.errors import CardkitError
from cardkit.scopa import PRESETS, SCOPA_4, Move, ScopaState
from cardkit.scopa.rules import legal_moves_of

from property_runs import BATCHES, Game, batch_seeds, run_games
from scopa_helpers import accounted

ALL = (1 << 40) - 1


def _stock_masks(s: ScopaState) -> list:
    """suffix[i] = mask of the cards from position i of this hand's deal on."""
    suffix = [0] * 41
    for i in range(39, -1, -1):
        suffix[i] = suffix[i + 1] | (1 << s._stock[i])
    return suffix


def _fast_accounted(s: ScopaState, suffix: list) -> None:
    # the same check as scopa_helpers.accounted, on the masks (run after every
    # move): the places' bit counts add up to 40 and their sum is the whole
    # deck, which holds only when no two places share a card (no carry)
    masks = (*s._hands, s._table, *s._piles, suffix[s._pos])
    assert sum(masks) == ALL and sum(m.bit_count() for m in masks) == 40


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
    if s.hands_played % 4 == 1:              # the hand's record rebuilt: one hand in four
        rec = s.hand_record(s.hands_played - 1)
        assert [x.scope for x in scores] == [
            sum(1 for p in rec.plays if p.scopa and p.side == side) for side in range(s.sides)]
        assert not rec.plays[-1].scopa           # never a scopa with the hand's last card


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


_SUFFIX: dict = {}
_HANDS_PLAYED = operator.attrgetter("hands_played")


def _conserve(s: ScopaState) -> None:
    """Every card in one place: hands, table, piles and the undealt stock
    (the stock's masks are worked out once a deal)."""
    stock = s._stock
    suffix = _SUFFIX.get(stock)
    if suffix is None:
        if len(_SUFFIX) > 64:
            _SUFFIX.clear()
        suffix = _SUFFIX[stock] = _stock_masks(s) if stock else [ALL] * 41
    _fast_accounted(s, suffix)


def _check_match(s: ScopaState) -> None:
    records = s._records        # (hand, dealer, first, stock, redeals, log, left, side, scores, totals)
    assert len(records) == s.hands_played
    running = [0] * s.sides
    for i, r in enumerate(records):
        running = [t + x.total for t, x in zip(running, r[8])]
        assert list(r[9]) == running
        top = max(running)
        ends = top >= s.rules.target and running.count(top) == 1
        assert ends == (i == len(records) - 1)  # the match ends after the first hand that decides it
    assert list(s.scores) == running and s.winner() == running.index(max(running))


def _probe(s: ScopaState, rng: random.Random) -> list:
    """At a sampled step (one in ten of them): the legal moves checked
    three ways, every one played on a copy.  Then the illegal moves to try:
    random cards with random captures, mostly from the table, and the
    notation of one of them."""
    if rng.random() < 0.1:
        legal = s.legal_moves()
        assert legal == sorted(legal) and len(set(legal)) == len(legal)
        assert legal == legal_moves_of(s._hands[s.current_player()], s._table, s._tsig)
        assert {(int(m.card), frozenset(int(x) for x in m.capture)) for m in legal} == _rule_moves(s)
        _every_legal_move_plays(s)
    table = [int(c) for c in s.table]
    out = []
    for _ in range(3):
        card = rng.randrange(40)
        pool = table if rng.random() < 0.7 else list(range(40))
        try:
            out.append(Move(card, [c for c in rng.sample(pool, rng.randint(0, min(4, len(pool)))) if c != card]))
        except CardkitError:
            pass
    return out + [str(m) for m in out[:1]]


def game(rules) -> Game:
    return Game(
        make=lambda seed: ScopaState(rules, seed),
        deals=_HANDS_PLAYED,
        conserve=_conserve,
        check_deal=lambda s: _check_hand_score(s, rules.napola),
        check_game=_check_match,
        illegal=_probe,
        position=lambda s: s.snapshot(),
        length=36 * 4,
    )


@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_seeded_matches_of_every_preset(preset, batch):
    counts = run_games(game(PRESETS[preset]), batch_seeds(batch))
    assert counts["illegal"] > counts["games"] and counts["deep"] > 0


def test_a_state_is_accounted_for_the_slow_way_too():
    # the fast mask check above agrees with the public one of scopa_helpers
    s = ScopaState(SCOPA_4, 5)
    rng = random.Random(5)
    while not s.is_over():
        accounted(s)
        _conserve(s)
        s.play(rng.choice(s.legal_moves()))
