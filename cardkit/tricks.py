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

from . import i18n
from .cards import CARDS, SUIT_MASKS, FRENCH_SUITS
from .errors import InvalidInputError
from .options import need_int

i18n.register({
    "tricks.mask": {
        "en": "{name} must be a mask of French cards (a whole number from 0 to 2**72 - 1), not {value!r}",
        "it": "{name} deve essere una maschera di carte francesi (un intero da 0 a 2**72 - 1), non {value!r}",
    },
    "tricks.card": {
        "en": "{name} must be the number of a French card (a whole number from 40 to 71), not {value!r}",
        "it": "{name} deve essere il numero di una carta francese (un intero da 40 a 71), non {value!r}",
    },
    "tricks.any_card": {
        "en": "{name} must be a card number (a whole number from 0 to 71), not {value!r}",
        "it": "{name} deve essere il numero di una carta (un intero da 0 a 71), non {value!r}",
    },
    "tricks.strength": {
        "en": "strength must be None or a table of 72 numbers (one per card number), not {value!r}",
        "it": "strength deve essere None o una tabella di 72 numeri (uno per carta), non {value!r}",
    },
    "tricks.trick": {
        "en": "trick must be a list of 1 to 4 French card numbers (40 to 71), not {value!r}",
        "it": "trick deve essere una lista da 1 a 4 numeri di carte francesi (da 40 a 71), non {value!r}",
    },
    "tricks.order": {
        "en": "order must be a list of card numbers (0 to 71), not {value!r}",
        "it": "order deve essere una lista di numeri di carte (da 0 a 71), non {value!r}",
    },
})

#: every card number (0..71) of the whole kit
_ALL = (1 << 72) - 1


def _is_int(x) -> bool:
    return isinstance(x, int) and x.__class__ is not bool


def _mask(name: str, value) -> int:
    """``value`` if it is a card mask (cheap: the engines call these often)."""
    if not _is_int(value) or value < 0 or value > _ALL:
        raise InvalidInputError("tricks.mask", name=name, value=value)
    return value


def _french(name: str, value) -> int:
    if not _is_int(value) or not 40 <= value <= 71:
        raise InvalidInputError("tricks.card", name=name, value=value)
    return value


def _strength(value):
    if value is not None and (type(value) not in (tuple, list) or len(value) != 72
                              or not all((_is_int(x) or type(x) is float) for x in value)):
        raise InvalidInputError("tricks.strength", value=value)
    return value

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
    _french("card", card)
    return FRENCH_SUIT_MASKS[SUIT_INDEX[card]]


def cards_of_suit(hand_mask: int, suit_index: int) -> int:
    """The cards of ``hand_mask`` in the French suit ``suit_index`` (0..3)."""
    _mask("hand_mask", hand_mask)
    need_int("cards_of_suit", "suit_index", suit_index, lo=0, hi=3)
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
    if (type(trick) not in (tuple, list) or not 1 <= len(trick) <= 4
            or not all(_is_int(c) and 40 <= c <= 71 for c in trick)):
        raise InvalidInputError("tricks.trick", value=trick)
    if strength is None:
        raise InvalidInputError("tricks.strength", value=strength)
    _strength(strength)
    need_int("trick_winner", "trump", trump, lo=0, hi=3, optional=True)
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
    _mask("hand_mask", hand_mask)
    need_int("runs", "min_len", min_len, lo=1, hi=8)
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
    _mask("hand_mask", hand_mask)
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
    """The card numbered ``i`` (0..71)."""
    if not _is_int(i) or not 0 <= i <= 71:
        raise InvalidInputError("tricks.any_card", name="i", value=i)
    return CARDS[i]


# --------------------------------------------------------------------------
# Following and beating (added for Picchetto; generic enough for Belote)
# --------------------------------------------------------------------------

def follow_mask(hand_mask: int, led_card: int) -> int:
    """The cards of ``hand_mask`` that may follow ``led_card`` when the only
    duty is to follow suit: the cards of the led suit, or the whole hand when
    it has none."""
    _mask("hand_mask", hand_mask)
    _french("led_card", led_card)
    same = hand_mask & FRENCH_SUIT_MASKS[SUIT_INDEX[led_card]]
    return same if same else hand_mask


def beating_mask(hand_mask: int, card: int, strength=None) -> int:
    """The cards of ``hand_mask`` of the same suit as ``card`` that beat it.

    ``strength`` orders the cards of a suit (a table indexed by card number);
    ``None`` means the natural order 7 8 9 10 J Q K A (Picchetto/Piquet, and
    Belote's plain suits need their own table)."""
    _mask("hand_mask", hand_mask)
    _french("card", card)
    _strength(strength)
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
    _mask("mask", mask)
    _strength(strength)
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
    _mask("mask", mask)
    _strength(strength)
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
    if type(order) not in (tuple, list) or len(order) > 72 or not all(
            _is_int(c) and 0 <= c <= 71 for c in order):
        raise InvalidInputError("tricks.order", value=order)
    players = need_int("deal_in_packets", "players", players, lo=1, hi=8)
    per_player = need_int("deal_in_packets", "per_player", per_player, lo=0, hi=72 // players)
    packet = need_int("deal_in_packets", "packet", packet, lo=1, hi=72)
    first = need_int("deal_in_packets", "first", first, lo=0, hi=players - 1)
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
