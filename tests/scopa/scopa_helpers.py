"""Shared helpers for the Scopa tests (imported by the test modules)."""

from __future__ import annotations

import random

from cardkit.scopa import ScopaRules, ScopaState, deal_order


def position(hands, table, players=2, rest=None, **rules_kw) -> ScopaState:
    """A fresh hand dealt so that ``hands[p]`` / ``table`` are what you asked."""
    rules = ScopaRules(players=players, **rules_kw)
    return ScopaState(rules, seed=0, deal=deal_order(hands, table, players=players, rest=rest))


def accounted(state: ScopaState) -> None:
    """Every one of the 40 cards is in exactly one place."""
    places = [h.mask for h in state.hands] + [state.table_set.mask] + \
             [p.mask for p in state.piles] + [sum(1 << c for c in state.stock)]
    union = 0
    total = 0
    for m in places:
        assert union & m == 0, "a card is in two places"
        union |= m
        total += m.bit_count()
    assert union == (1 << 40) - 1 and total == 40


def random_hand(state: ScopaState, rng: random.Random) -> None:
    """Play the current hand to its end with random legal moves."""
    n = state.hands_played
    while state.hands_played == n and not state.is_over():
        state.play(rng.choice(state.legal_moves()))
