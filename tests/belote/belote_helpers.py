"""Helpers for the Belote tests: hand-made deals."""

from cardkit import FRENCH, cards
from cardkit.belote import BELOTE, BeloteState, first_dealer


def seed_with_dealer(dealer: int) -> int:
    return next(s for s in range(1000) if first_dealer(s) == dealer)


def deal_order(first5, turned, rest=None):
    """The whole deck in dealing order: ``first5`` are the four 5-card hands
    in playing order from the eldest (dealer's right), ``turned`` the 21st
    card, ``rest`` the 11 completion cards in dealing order (by default the
    remaining cards by card number)."""
    hands = [cards(h) for h in first5]
    assert all(len(h) == 5 for h in hands)
    turned = cards(turned)[0]
    used = {c for h in hands for c in h} | {turned}
    if rest is None:
        rest = [c for c in FRENCH.cards if c not in used]
    else:
        rest = cards(rest)
    order = [c for h in hands for c in h[:3]] + [c for h in hands for c in h[3:]] + [turned] + list(rest)
    assert sorted(order) == sorted(FRENCH.cards)
    return order


def handmade(first5, turned, rest=None, rules=BELOTE):
    """A state whose dealer is player 3 (so player 0 is the eldest) with the
    given first deal."""
    s = BeloteState(rules, seed_with_dealer(3), auto_deal=False)
    s.deal(deal_order(first5, turned, rest))
    s.auto_deal = True
    return s
