"""Mechanics shared by the trick-taking games (Picchetto/Piquet and Belote).

Everything works on int bitmasks of the French deck (card numbers 40..71,
``40 + suit * 8 + rank`` with ranks ``7 8 9 10 J Q K A`` = 0..7), so that
the engines stay fast; the public game modules convert from notation.

* following suit: :func:`suit_mask_of`, :func:`cards_of_suit`;
* winning a trick: :func:`trick_winner` with a per-game strength table;
* combinations for declarations: :func:`runs` (sequences in the natural
  order 7 8 9 10 J Q K A) and :func:`rank_groups` (cards of equal rank).
"""

from __future__ import annotations

from .cards import CARDS, SUIT_MASKS, FRENCH_SUITS

FRENCH_SUIT_MASKS = tuple(SUIT_MASKS[s] for s in FRENCH_SUITS)
_SUIT_OF = {}
for _s, _m in zip(FRENCH_SUITS, FRENCH_SUIT_MASKS):
    for _i in range(72):
        if (_m >> _i) & 1:
            _SUIT_OF[_i] = _s
# suit index (0..3) of each French card number, -1 for Italian ones
SUIT_INDEX = tuple(((i - 40) // 8) if i >= 40 else -1 for i in range(72))
RANK_INDEX = tuple(((i - 40) % 8) if i >= 40 else -1 for i in range(72))


def suit_mask_of(card: int) -> int:
    """The mask of the whole suit of a French card."""
    return FRENCH_SUIT_MASKS[SUIT_INDEX[card]]


def cards_of_suit(hand_mask: int, suit_index: int) -> int:
    return hand_mask & FRENCH_SUIT_MASKS[suit_index]


def iter_bits(m: int):
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def trick_winner(trick, strength, trump: int | None = None) -> int:
    """Index of the card that wins ``trick`` (card numbers in playing order).

    ``strength[card]`` orders cards within a suit; a card of the ``trump``
    suit (a suit index, or ``None``) beats any other; otherwise only cards of
    the led suit can win.
    """
    led = SUIT_INDEX[trick[0]]
    best = 0
    best_card = trick[0]
    best_trump = trump is not None and led == trump
    for i in range(1, len(trick)):
        c = trick[i]
        s = SUIT_INDEX[c]
        if trump is not None and s == trump:
            if not best_trump or strength[c] > strength[best_card]:
                best, best_card, best_trump = i, c, True
        elif not best_trump and s == led and strength[c] > strength[best_card]:
            best, best_card = i, c
    return best


def runs(hand_mask: int, min_len: int = 3):
    """The maximal runs of consecutive ranks in each suit of a French hand.

    Returns a list of ``(length, top_card, mask)`` sorted longest first, then
    highest top card first (ties between suits by suit order).
    """
    out = []
    for si in range(4):
        bits = (hand_mask >> (40 + si * 8)) & 0xFF
        r = 0
        while r < 8:
            if (bits >> r) & 1:
                start = r
                while r < 8 and (bits >> r) & 1:
                    r += 1
                length = r - start
                if length >= min_len:
                    top = 40 + si * 8 + r - 1
                    m = (((1 << length) - 1) << start) << (40 + si * 8)
                    out.append((length, top, m))
            else:
                r += 1
    out.sort(key=lambda t: (-t[0], -RANK_INDEX[t[1]], t[1]))
    return out


def rank_groups(hand_mask: int):
    """For each rank index 0..7 (7 8 9 10 J Q K A), the mask of the hand's
    cards of that rank."""
    out = []
    for r in range(8):
        m = 0
        for si in range(4):
            bit = 1 << (40 + si * 8 + r)
            if hand_mask & bit:
                m |= bit
        out.append(m)
    return out


def card(i: int):
    return CARDS[i]


# --------------------------------------------------------------------------
# Following and beating (added for Picchetto; generic enough for Belote)
# --------------------------------------------------------------------------

def follow_mask(hand_mask: int, led_card: int) -> int:
    """The cards of ``hand_mask`` that may follow ``led_card`` when the only
    duty is to follow suit: the cards of the led suit, or the whole hand when
    it has none."""
    same = hand_mask & FRENCH_SUIT_MASKS[SUIT_INDEX[led_card]]
    return same if same else hand_mask


def beating_mask(hand_mask: int, card: int, strength=None) -> int:
    """The cards of ``hand_mask`` of the same suit as ``card`` that beat it.

    ``strength`` orders the cards of a suit (a table indexed by card number);
    ``None`` means the natural order 7 8 9 10 J Q K A (Picchetto/Piquet, and
    Belote's plain suits need their own table)."""
    same = hand_mask & FRENCH_SUIT_MASKS[SUIT_INDEX[card]]
    if strength is None:
        return (same >> (card + 1)) << (card + 1)
    s = strength[card]
    out = 0
    for c in iter_bits(same):
        if strength[c] > s:
            out |= 1 << c
    return out


def lowest_card(mask: int, strength=None) -> int:
    """The weakest card of ``mask`` (by ``strength``, else by rank index, then
    by card number); -1 when the mask is empty."""
    best = -1
    for c in iter_bits(mask):
        if best < 0:
            best = c
            continue
        a = strength[c] if strength is not None else RANK_INDEX[c]
        b = strength[best] if strength is not None else RANK_INDEX[best]
        if a < b:
            best = c
    return best


def highest_card(mask: int, strength=None) -> int:
    """The strongest card of ``mask`` (ties: the lowest card number); -1 when
    empty."""
    best = -1
    for c in iter_bits(mask):
        if best < 0:
            best = c
            continue
        a = strength[c] if strength is not None else RANK_INDEX[c]
        b = strength[best] if strength is not None else RANK_INDEX[best]
        if a > b:
            best = c
    return best


def deal_in_packets(order, packet: int, first: int, players: int = 2, per_player: int = 12):
    """Deal ``order`` (card numbers, top first) in packets of ``packet``
    cards, starting with player ``first`` and going round; returns
    ``(hands, rest)`` with ``hands[p]`` the list of player p's cards and
    ``rest`` the undealt cards (the talon), top first."""
    hands = [[] for _ in range(players)]
    i = 0
    p = first
    total = players * per_player
    while i < total:
        take = min(packet, per_player - len(hands[p]))
        hands[p].extend(order[i:i + take])
        i += take
        p = (p + 1) % players
    return hands, list(order[total:])
