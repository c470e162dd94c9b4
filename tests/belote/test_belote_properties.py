"""Belote properties: 10,000 seeded whole matches of every preset per run
(cards accounted for at every step, the points of every deal and match,
illegal bids and cards refused with the state unchanged, saves, undo and
replay mid-game: see ``tests/property_runs.py``), one deal in 25 checked
against an independent reference written directly from the rule text
(string ranks, no bitmasks), plus hypothesis on the pure legality function."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import FRENCH
from cardkit.belote import BELOTE, BeloteState, compare_honours, legal_cards, RandomPlayer
from cardkit.belote.state import PRESETS

from property_runs import BATCHES, Game, batch_seeds, run_games

# ---------------------------------------------------------------- reference, from the text
TRUMP_ORDER = ["7", "8", "Q", "K", "10", "A", "9", "J"]          # low -> high
PLAIN_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"]
TRUMP_VALUE = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_VALUE = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def power(c, led, trump):
    if trump is not None and c.suit == trump:
        return 100 + TRUMP_ORDER.index(c.rank)
    if c.suit == led:
        return PLAIN_ORDER.index(c.rank)
    return -1


def ref_winner(trick, trump):
    led = trick[0].suit
    ps = [power(c, led, trump) for c in trick]
    return ps.index(max(ps))


def ref_legal(hand, trick, trump):
    hand = list(hand)
    if not trick:
        return set(hand)
    led = trick[0].suit
    follow = [c for c in hand if c.suit == led]
    if trump is None:
        return set(follow or hand)
    w = ref_winner(trick, trump)
    best = trick[w]
    if led == trump:
        if not follow:
            return set(hand)
        higher = [c for c in follow if power(c, led, trump) > power(best, led, trump)]
        return set(higher or follow)
    if follow:
        return set(follow)
    if len(trick) >= 2 and w == len(trick) - 2:
        return set(hand)
    trumps = [c for c in hand if c.suit == trump]
    if not trumps:
        return set(hand)
    if best.suit == trump:
        higher = [c for c in trumps if power(c, led, trump) > power(best, led, trump)]
        return set(higher or trumps)
    return set(trumps)


def ref_points(cards_, trump):
    return sum((TRUMP_VALUE if c.suit == trump else PLAIN_VALUE)[c.rank] for c in cards_)


# ---------------------------------------------------------------- checks of one deal

def check_deal(d, rules_target):
    trump = d.contract.trump
    hands = [set(h) for h in d.hands]
    # 32 cards accounted for: four disjoint hands of eight
    assert all(len(h) == 8 for h in hands)
    assert set().union(*hands) == set(FRENCH.cards)
    # the taker leads the first trick; the winner leads the next; every card legal
    leader = d.contract.taker
    won = ([], [])
    tricks_won = [0, 0]
    last_side = None
    for tr in d.tricks:
        assert tr.leader == leader
        played = []
        for i, c in enumerate(tr.cards):
            p = (leader + i) % 4
            assert c in hands[p]
            assert c in ref_legal(hands[p], played, trump)
            hands[p].remove(c)
            played.append(c)
        w = (leader + ref_winner(played, trump)) % 4
        assert tr.winner == w
        won[w % 2].extend(played)
        tricks_won[w % 2] += 1
        leader = w
        last_side = w % 2
    assert not any(hands)
    # card points, last trick or capot
    cp = tuple(ref_points(won[s], trump) for s in (0, 1))
    assert d.card_points == cp
    assert sum(cp) == (152 if trump is not None else 120)
    capot = tricks_won[last_side] == 8
    assert d.capot == (last_side if capot else None)
    assert d.last_trick[last_side] == (100 if capot else 10) and d.last_trick[1 - last_side] == 0
    # honours: compare_honours on the hands in playing order from the dealer's right
    order = [(d.dealer + 1 + k) % 4 for k in range(4)]
    side, pts = compare_honours([d.hands[p] for p in order], trump)
    if side is None:
        assert d.honours == (0, 0) and d.honours_side is None
    else:
        abs_side = order[side] % 2
        assert d.honours_side == abs_side and d.honours[abs_side] == pts and d.honours[1 - abs_side] == 0
    # belote: K and Q of trumps in one hand
    bel = [0, 0]
    if trump is not None:
        for p in range(4):
            if {c.rank for c in d.hands[p] if c.suit == trump} >= {"K", "Q"}:
                bel[p % 2] = 20
    assert d.belote == tuple(bel)
    totals = tuple(cp[s] + d.last_trick[s] + d.honours[s] + bel[s] for s in (0, 1))
    assert d.totals == totals
    # the contract test
    ts = d.contract.side
    ds = 1 - ts
    if totals[ts] > totals[ds]:
        assert d.outcome == "made"
        base = list(totals)
        winner = ts
    elif totals[ts] < totals[ds]:
        assert d.outcome == "failed"
        base = [0, 0]
        base[ds] = totals[ds] + totals[ts] - bel[ts]
        base[ts] = bel[ts]
        winner = ds
    else:
        assert d.outcome == "litige"
        base = [0, 0]
        base[ds] = totals[ds]
        base[ts] = bel[ts]
        winner = None
    if d.held_in and winner is not None:
        base[winner] += d.held_in
        assert d.held_in_to == winner and d.held_over == 0
    if winner is None:
        assert d.held_over == d.held_in + totals[ts] - bel[ts]
    assert d.credited == tuple(base)


# ---------------------------------------------------------------- seeded matches of every preset

FRENCH_ALL = sum(1 << int(c) for c in FRENCH.cards)
BIDDING = ("bid1", "bid2", "senza")
BID_WORDS = ("accept", "pass", "senza", "name S", "name H", "name D", "name C", "name X", "JS", "7d", "x" * 90)


def conserve(s: BeloteState) -> None:
    """Every card in one place: while bidding, the four hands, the turned
    card and the cards still to deal; in the play, the hands, the trick on
    the table and the two sides' tricks."""
    if s.phase == "play":
        masks = (*s.hand_masks, s.won[0], s.won[1], sum(1 << int(c) for c in s.trick))
    elif s.phase in BIDDING:
        masks = (*s.hand_masks, 1 << int(s.turned), sum(1 << int(c) for c in s._rest))
    else:
        return
    assert sum(masks) == FRENCH_ALL and sum(m.bit_count() for m in masks) == 32


def check_last_deal(s: BeloteState) -> None:
    """Each deal: the points add up (all of it checked against the reference
    written from the text on one deal in ten)."""
    d = s.deal_scores[-1]
    if len(s.deal_scores) % 25 == 1:
        check_deal(d, s.rules.target)
        return
    assert sum(d.card_points) == (152 if d.contract.trump is not None else 120)
    assert sorted(d.last_trick) in ([0, 10], [0, 100])
    assert d.totals == tuple(d.card_points[i] + d.last_trick[i] + d.honours[i] + d.belote[i] for i in (0, 1))
    ts = d.contract.side
    assert d.outcome == ("made" if d.totals[ts] > d.totals[1 - ts] else
                         "failed" if d.totals[ts] < d.totals[1 - ts] else "litige")
    assert sum(d.credited) + d.held_over == sum(d.totals) + d.held_in


def check_match(s: BeloteState) -> None:
    assert tuple(s.scores) == tuple(sum(d.credited[i] for d in s.deal_scores) for i in (0, 1))
    assert tuple(s.score_log.totals) == tuple(s.scores)
    assert max(s.scores) >= s.rules.target and s.scores[s.winner] > s.scores[1 - s.winner]


def illegal(s: BeloteState, rng: random.Random) -> list:
    legal = s.legal_moves()
    if s.phase != "play":
        return [m for m in rng.sample(BID_WORDS, 3) if m not in legal]
    hand = s.hand(s.current_player())
    out = [c for c in hand if c not in legal]                 # a card the rules forbid now
    out += rng.sample(FRENCH.cards, 2)                         # anybody's, or already played
    rng.shuffle(out)
    return out[:3] + ["accept"]


def position(s: BeloteState) -> tuple:
    over = s.is_over()
    return (s.history, s.phase, None if over else s.current_player(), tuple(s.legal_moves()),
            tuple(s.scores), tuple(s.hand_masks), tuple(s.trick), s.held_over, len(s.deal_scores))


def game(rules) -> Game:
    return Game(make=lambda seed: BeloteState(rules, seed), deals=lambda s: len(s.deal_scores),
                conserve=conserve, check_deal=check_last_deal, check_game=check_match,
                illegal=illegal, position=position, length=200)


@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_seeded_matches_of_every_preset(preset, batch):
    """10,000 whole matches of each preset per run (four batches): see
    ``tests/property_runs.py`` for what is checked and how often."""
    counts = run_games(game(PRESETS[preset]), batch_seeds(batch))
    assert counts["illegal"] > counts["games"] and counts["deep"] > 0


def test_random_play_reaches_every_outcome():
    outcomes = {"made": 0, "failed": 0, "litige": 0}
    senza = 0
    for seed in range(300):
        s = BeloteState(BELOTE, seed)
        ps = [RandomPlayer(seed * 4 + i) for i in range(4)]
        while not s.is_over():
            s.play(ps[s.current_player()].choose(s))
        for d in s.deal_scores:
            check_deal(d, BELOTE.target)
            outcomes[d.outcome] += 1
            senza += d.contract.trump is None
    assert all(outcomes.values()) and senza > 0


def test_same_seed_same_match():
    def run(seed):
        s = BeloteState(BELOTE, seed)
        ps = [RandomPlayer(i) for i in range(4)]
        while not s.is_over():
            s.play(ps[s.current_player()].choose(s))
        return s.history
    assert run(42) == run(42)
    assert run(42) != run(43)


suits = st.sampled_from(["S", "H", "D", "C", None])


@settings(max_examples=400, deadline=None)
@given(st.permutations(list(FRENCH.cards)), st.integers(1, 8), st.integers(0, 3), suits)
def test_legal_cards_matches_the_reference(deck, n_hand, n_trick, trump):
    hand = deck[:n_hand]
    trick = deck[8:8 + n_trick]
    assert set(legal_cards(hand, trick, trump)) == ref_legal(hand, trick, trump)
