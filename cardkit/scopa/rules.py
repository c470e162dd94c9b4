"""Scopa: card values, captures, moves and the rules object.

Everything here works on int bitmasks of the Italian deck (card numbers
``0..39`` = ``suit * 10 + rank``, suits ``d c s b``, ranks
``A 2 3 4 5 6 7 F C R``); the public functions accept any card-ish input
(notation strings, lists, :class:`~cardkit.cards.Card`,
:class:`~cardkit.cards.CardSet`) and answer with cards.

Capture rule (rule text ``002``)
--------------------------------
A card played takes **one** table card of equal value if there is one (the
player chooses which, if several).  Only when no table card has its value
may it take a *combination* of two or more table cards whose values add up
to its own value (the player chooses which combination).  A card that can
take must take; a card that cannot take stays on the table.

Card values for captures: ``A=1, 2..7, F (fante)=8, C (cavallo)=9,
R (re)=10``.

Move notation
-------------
``"5c"`` plays the 5 of cups taking nothing; ``"Rc:2d+Fs"`` plays the king
of cups taking the 2 of coins and the fante of swords.  The captured cards
are written lowest value first (then in suit order d, c, s, b).  The parser
also accepts spaces or commas between the captured cards
(``"Rc: 2d Fs"``).
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import ClassVar

from .. import i18n
from ..cards import CARDS, Card, CardList, InvalidCardError, to_cards, to_mask
from ..errors import IllegalMoveError
from ..game import Rules
from ..options import need_bool, need_int, quote

# --------------------------------------------------------------------------
# Tables on card numbers 0..39
# --------------------------------------------------------------------------

DECK_MASK = (1 << 40) - 1
#: mask of each Italian suit, in the order d c s b
SUIT_MASKS = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
COINS_MASK = SUIT_MASKS[0]
SETTEBELLO = 6          # card number of the 7 of coins (7d)
SETTEBELLO_BIT = 1 << SETTEBELLO
#: capture value (1..10) of each card number
VALUE = tuple((i % 10) + 1 for i in range(40))
#: mask of the four cards of each capture value (index 1..10; index 0 unused)
VALUE_MASKS = (0,) + tuple(
    (1 << (v - 1)) | (1 << (v + 9)) | (1 << (v + 19)) | (1 << (v + 29)) for v in range(1, 11)
)
#: mask of every card of value strictly below v (index 1..11)
BELOW_MASKS = tuple(sum(VALUE_MASKS[1:v]) if v > 1 else 0 for v in range(12))
KINGS_MASK = VALUE_MASKS[10]
#: sort key of a card inside a capture: value first, then suit d c s b
CAPTURE_KEY = tuple((i % 10) * 4 + i // 10 for i in range(40))

_RANK_WORD = {
    "en": {1: "ace", 8: "fante", 9: "cavallo", 10: "re"},
    "it": {1: "asso", 8: "fante", 9: "cavallo", 10: "re"},
}

i18n.register({
    "scopa.not_italian": {
        "en": "{card} is not a card of the Italian 40-card deck used for Scopa",
        "it": "{card} non è una carta del mazzo italiano da 40 carte usato a Scopa",
    },
    "scopa.bad_move": {
        "en": "{text} is not a Scopa move: write the card, ':' and the cards taken joined by '+' "
              "('Rc:2d+Fs'), or the card alone ('5c')",
        "it": "{text} non è una mossa di Scopa: scrivi la carta, ':' e le carte prese unite da '+' "
              "('Rc:2d+Fs'), o la sola carta ('5c')",
    },
    "scopa.bad_capture": {
        "en": "{capture} is not a capture: give the table cards taken, e.g. '2d+Fs' or a list "
              "of cards, or their mask as a whole number from 0 to 2**40 - 1",
        "it": "{capture} non è una presa: indica le carte del tavolo prese, per esempio '2d+Fs' "
              "o una lista di carte, oppure la loro maschera come numero intero da 0 a 2**40 - 1",
    },
    "scopa.capture_self": {
        "en": "{card} cannot take itself: name the table cards it takes",
        "it": "{card} non può prendere se stessa: indica le carte del tavolo che prende",
    },
})


def _check_italian(m: int, original) -> int:
    if m & ~DECK_MASK:
        bad = [c for c in to_cards(original) if c >= 40]
        raise InvalidCardError("scopa.not_italian", card=str(bad[0]) if bad else str(original))
    return m


_BIT_BY_NOTATION = {str(CARDS[i]): 1 << i for i in range(40)}


def italian_mask(x) -> int:
    """Any card-ish input as a mask of Italian cards (raises on French cards).

    Compact notation (``"7d Ab Rc"``) and lists of cards take a fast path;
    anything else goes through :func:`cardkit.cards.to_mask`."""
    if isinstance(x, str):
        m = 0
        get = _BIT_BY_NOTATION.get
        for t in x.split():
            b = get(t)
            if b is None:
                break
            m |= b
        else:
            return m
    elif isinstance(x, (list, tuple)):
        m = 0
        for c in x:
            if c.__class__ is not Card or c >= 40:
                break
            m |= 1 << c
        else:
            return m
    return _check_italian(to_mask(x), x)


def one_card(x) -> Card:
    """One Italian card from any card-ish input."""
    c = Card(x)
    if c >= 40:
        raise InvalidCardError("scopa.not_italian", card=str(c))
    return c


def card_value(card) -> int:
    """The capture value of a card: ``A=1``, ``2``–``7``, ``F=8``, ``C=9``, ``R=10``.

    >>> card_value("Fs"), card_value("Ad"), card_value("Rb")
    (8, 1, 10)
    """
    return VALUE[one_card(card)]


def cards_value(cards) -> int:
    """The sum of the capture values of some cards (e.g. of the table)."""
    return mask_value(italian_mask(cards))


def mask_value(m: int) -> int:
    """Sum of the capture values of the cards of a mask."""
    total = 0
    for v in range(1, 11):
        k = (m & VALUE_MASKS[v]).bit_count()
        if k:
            total += k * v
    return total


def iter_bits(m: int):
    """The card numbers of a mask, lowest first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def capture_sorted(m: int) -> list[Card]:
    """The cards of a mask in capture order: lowest value first, then suit d c s b."""
    return sorted((CARDS[i] for i in iter_bits(m)), key=CAPTURE_KEY.__getitem__)


# --------------------------------------------------------------------------
# Capture options on masks
# --------------------------------------------------------------------------

def _option_key(m: int):
    """Order of capture options: fewer cards first, then the cards' values
    (lowest first, compared in turn), then the suits (d c s b)."""
    ks = sorted(CAPTURE_KEY[i] for i in iter_bits(m))
    return (len(ks), tuple(k // 4 for k in ks), tuple(ks))


# Capture options are found in "value space": the table is summarised by
# how many cards of each value it holds (3 bits per value: the *signature*),
# the combinations of values adding up to the card's value are cached per
# signature (a small space), and only then expanded into actual cards.  This
# keeps the work per move tiny and the caches small whatever the deal.

#: one in the 3-bit field of the card's value (field v holds the count of value v)
SIG_BIT = tuple(1 << (3 * VALUE[c]) for c in range(40))
#: the fields of the values strictly below v
LOW_SIG = tuple(sum(7 << (3 * u) for u in range(1, v)) for v in range(12))


def table_signature(table: int) -> int:
    """The counts of each value among the cards of a mask (3 bits per value)."""
    sig = 0
    while table:
        low = table & -table
        sig += SIG_BIT[low.bit_length() - 1]
        table ^= low
    return sig


def _value_combos(v: int, sig: int) -> tuple:
    """Multisets of values below v (at most the counts in ``sig``) adding up
    to v, as tuples of ``(value, how_many)``, ordered by number of cards and
    then by the values from the lowest up."""
    counts = [(sig >> (3 * u)) & 7 for u in range(v)]
    found = []

    def rec(u: int, rest: int, acc: list) -> None:
        if rest == 0:
            found.append(tuple(acc))
            return
        if u >= v or u > rest:
            return
        rec(u + 1, rest, acc)
        for j in range(1, counts[u] + 1):
            if u * j > rest:
                break
            acc.append((u, j))
            rec(u + 1, rest - u * j, acc)
            acc.pop()

    rec(1, v, [])

    def key(combo):
        vals = []
        for u, j in combo:
            vals.extend([u] * j)
        return (len(vals), tuple(vals))

    found.sort(key=key)
    return tuple(found)


#: the most entries of each capture cache (see :func:`remember`); with it the
#: caches of this module hold at most a few MiB whatever tables they meet
CACHE_CAP = 4096


def remember(cache: dict, key, value, cap: int) -> None:
    """Store ``cache[key] = value``, first emptying the cache if it holds
    ``cap`` entries already.  Emptying at once (rather than evicting one
    entry at a time) keeps look-ups a plain ``dict.get`` on the hot path;
    the tables of real games repeat, so a cache refills with the useful
    entries within a few hands."""
    if len(cache) >= cap:
        cache.clear()
    cache[key] = value


#: value combinations (see :func:`_value_combos`) keyed by the card's value
#: and the counts of the lower values on the table
_VCOMBOS: dict[int, tuple] = {}
#: _CHOOSE[m][j]: the j-card subsets of m (cards of one value), suits d c s b lexicographically
_CHOOSE: dict[int, tuple] = {}
_SINGLE_CACHE: dict[int, tuple[int, ...]] = {}
for _v in range(1, 11):
    _bits = list(iter_bits(VALUE_MASKS[_v]))
    for _sub in range(0, 16):
        _members = [_bits[_k] for _k in range(4) if _sub >> _k & 1]
        _m = sum(1 << b for b in _members)
        _CHOOSE[_m] = tuple(
            tuple(sum(1 << b for b in comb) for comb in itertools.combinations(_members, j))
            for j in range(5)
        )
        if _m:
            _SINGLE_CACHE[_m] = tuple(1 << b for b in _members)


def _expand(table: int, combos: tuple) -> list[int]:
    out: list[int] = []
    for combo in combos:
        parts = [0]
        for u, j in combo:
            ch = _CHOOSE[table & VALUE_MASKS[u]][j]
            if len(ch) == 1:
                x = ch[0]
                parts = [p | x for p in parts]
            else:
                parts = [p | q for p in parts for q in ch]
        out.extend(parts)
    return out


def _combos_for(v: int, sig: int) -> tuple:
    key = (sig & LOW_SIG[v]) | (v << 36)
    r = _VCOMBOS.get(key)
    if r is None:
        r = _value_combos(v, sig & LOW_SIG[v])
        remember(_VCOMBOS, key, r, 2 * CACHE_CAP)
    return r


def option_masks(v: int, table: int, sig: int | None = None) -> tuple[int, ...]:
    """Capture options of a card of value ``v`` on the table mask ``table``,
    as masks of the table cards taken, in the documented order (see
    :func:`capture_options`); ``()`` when it takes nothing.  ``sig`` is the
    table's :func:`table_signature` if already known."""
    eq = table & VALUE_MASKS[v]
    if eq:
        return _SINGLE_CACHE[eq]
    if sig is None:
        sig = table_signature(table)
    combos = _combos_for(v, sig)
    if not combos:
        return ()
    return tuple(_expand(table, combos))


def capture_options(card, table) -> list[CardList]:
    """Every capture the card can make on the table.

    Each option is a :class:`~cardkit.cards.CardList` of the table cards
    taken, lowest value first (then suit d, c, s, b).  The answer is ``[]``
    when the card takes nothing (it then stays on the table).

    When a table card has the same value as the card played, the options are
    exactly those single cards (in suit order d, c, s, b): a sum may not be
    taken instead.  Otherwise they are the combinations of two or more table
    cards adding up to the card's value, ordered by the number of cards
    (fewest first), then by their values compared from the lowest up, then
    by suits.

    The rule text's example (table 2, 3, 5, fante)::

        >>> table = "2d 3c 5s Fb"
        >>> capture_options("5c", table)      # only the 5, not 2+3
        [cards('5s')]
        >>> capture_options("Fc", table)      # only the fante, not 3+5
        [cards('Fb')]
        >>> capture_options("Rc", table)      # 2+fante or 2+3+5
        [cards('2d Fb'), cards('2d 3c 5s')]
        >>> capture_options("6c", table)      # nothing: the 6 stays on the table
        []
    """
    c = one_card(card)
    t = italian_mask(table) & ~(1 << c)
    return [CardList(capture_sorted(m)) for m in option_masks(VALUE[c], t)]


def can_take(card, table) -> bool:
    """True when the card takes something from the table (it then must take)."""
    c = one_card(card)
    return bool(option_masks(VALUE[c], italian_mask(table) & ~(1 << c)))


def sweep_value(table):
    """The value of the card that would sweep the whole table (make a
    scopa), or ``None`` when no single card can: the table is empty or its
    cards add up to more than 10.

    >>> sweep_value("Ad 2c 4s"), sweep_value("Fc"), sweep_value("Rc Ad")
    (7, 8, None)
    """
    m = italian_mask(table)
    if not m:
        return None
    total = mask_value(m)
    return total if total <= 10 else None


# --------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------

_MOVES: dict[int, "Move"] = {}
_BY_NOTATION: dict[str, "Move"] = {}


class Move:
    """One Scopa move: the card played and the table cards it takes.

    ``Move("Rc", "2d Fs")``, ``Move("Rc:2d+Fs")`` (notation) or
    ``Move("5c")`` (a card that takes nothing).  Moves are immutable and
    interned: equal moves are the same object.  ``str(move)`` is the
    notation (``"Rc:2d+Fs"``); ``move.card`` is the card played and
    ``move.capture`` the tuple of cards taken (lowest value first), empty
    when the card stays on the table; ``move.mask`` is the capture as a
    bitmask.

    Moves sort by the card played (card number: suits d, c, s, b, each from
    the ace), then by capture in the order of :func:`capture_options`.
    """

    __slots__ = ("card", "capture", "mask", "bit", "take", "sig", "vsig", "_id", "_key", "_str")

    def __new__(cls, card, capture=None):
        if capture is None:
            if isinstance(card, Move):
                return card
            if isinstance(card, str) and ":" in card:
                return cls.parse(card)
            capture = 0
        c = one_card(card)
        if isinstance(capture, int) and not isinstance(capture, (bool, Card)):
            if capture < 0 or capture & ~DECK_MASK:
                raise IllegalMoveError("scopa.bad_capture", capture=quote(capture))
            m = capture
        elif isinstance(capture, str):
            m = italian_mask(capture.replace("+", " "))
        else:
            m = italian_mask(capture)
        return _make_move(int(c), m)

    @classmethod
    def parse(cls, text: str) -> "Move":
        """A move from its notation (``"Rc:2d+Fs"``, ``"5c"``)."""
        if not isinstance(text, str):
            raise IllegalMoveError("scopa.bad_move", text=quote(text, 40))
        mv = _BY_NOTATION.get(text)
        if mv is not None:
            return mv
        s = text.strip()
        head, sep, tail = s.partition(":")
        try:
            played = to_cards(head)
        except InvalidCardError:
            raise IllegalMoveError("scopa.bad_move", text=quote(text, 40)) from None
        if len(played) != 1:
            raise IllegalMoveError("scopa.bad_move", text=quote(text, 40))
        c = one_card(played[0])
        m = 0
        if sep:
            taken = to_cards(tail.replace("+", " "))
            if not taken:
                raise IllegalMoveError("scopa.bad_move", text=quote(text, 40))
            for t in taken:
                b = 1 << t
                if m & b:
                    raise InvalidCardError("card.duplicate", text=text, card=str(t))
                m |= b
            _check_italian(m, taken)
        return _make_move(int(c), m)

    # -- value semantics ------------------------------------------------------
    def __setattr__(self, name, value):
        raise AttributeError("a Move is immutable")

    def __delattr__(self, name):
        raise AttributeError("a Move is immutable")

    # Moves are interned (one object per move, also after pickling), so
    # equality and hashing are by identity: fast for ``move in legal``.

    def __lt__(self, other):
        return self._key < other._key

    def __le__(self, other):
        return self._key <= other._key

    def __gt__(self, other):
        return self._key > other._key

    def __ge__(self, other):
        return self._key >= other._key

    def __reduce__(self):
        return (Move, (self._str,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # -- text -------------------------------------------------------------
    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"Move({self._str!r})"

    @property
    def notation(self) -> str:
        return self._str

    @property
    def takes(self) -> bool:
        """True when the move captures something."""
        return self.mask != 0

    @property
    def taken(self) -> CardList:
        """The captured table cards as a :class:`CardList`."""
        return CardList(self.capture)

    @property
    def value(self) -> int:
        """The capture value of the card played."""
        return VALUE[self.card]

    def describe(self, lang: str | None = None) -> str:
        """The move in words (``"Rc takes 2d + Fs"``)."""
        if not self.mask:
            return i18n.tr("scopa.move.drop", lang, card=str(self.card))
        return i18n.tr("scopa.move.take", lang, card=str(self.card),
                       taken=" + ".join(str(c) for c in self.capture))


i18n.register({
    "scopa.move.drop": {"en": "{card} takes nothing and stays on the table",
                        "it": "{card} non prende nulla e resta sul tavolo"},
    "scopa.move.take": {"en": "{card} takes {taken}", "it": "{card} prende {taken}"},
})


def _make_move(c: int, m: int) -> Move:
    mid = (m << 6) | c
    mv = _MOVES.get(mid)
    if mv is not None:
        return mv
    if m >> c & 1:
        raise IllegalMoveError("scopa.capture_self", card=str(CARDS[c]))
    cap = tuple(capture_sorted(m))
    mv = object.__new__(Move)
    setter = object.__setattr__
    setter(mv, "card", CARDS[c])
    setter(mv, "capture", cap)
    setter(mv, "mask", m)
    setter(mv, "_id", mid)
    okey = _option_key(m) if m else (0, (), ())
    setter(mv, "_key", (c, okey))
    sig = 0
    for i in iter_bits(m):
        sig += SIG_BIT[i]
    setter(mv, "sig", sig)
    setter(mv, "vsig", SIG_BIT[c])
    setter(mv, "bit", 1 << c)
    setter(mv, "take", (m | (1 << c)) if m else 0)
    setter(mv, "_str", str(CARDS[c]) + (":" + "+".join(str(x) for x in cap) if cap else ""))
    _MOVES[mid] = mv
    _BY_NOTATION[mv._str] = mv
    return mv


_DROP: tuple = ()


#: indexed by a card's bit: the mask of its value, the signature fields below
#: its value, its value placed above the signature (cache key), its drop move
_EQ_BY_BIT = {1 << c: VALUE_MASKS[VALUE[c]] for c in range(40)}
_LOWSIG_BY_BIT = {1 << c: LOW_SIG[VALUE[c]] for c in range(40)}
_VKEY_BY_BIT = {1 << c: VALUE[c] << 36 for c in range(40)}
#: every capture of one equal card, keyed by (card bit << 40) | equal cards on the table
_EQ_MOVES: dict[int, tuple[Move, ...]] = {}


#: per card number: capture-by-sum moves keyed by the table cards of the
#: values involved (``table & rel``)
_SUM_MOVES: tuple = tuple({} for _c in range(40))
#: per card value: the capture masks of a sum capture, keyed like
#: :data:`_SUM_MOVES` (the table cards of the values involved determine them)
_SUM_MASKS: tuple = tuple({} for _v in range(11))
#: per card value: table signature -> mask of every card whose value occurs in
#: some combination adding up to that value (0 when a card of that value
#: takes nothing by sum)
_REL_BY_VALUE: tuple = tuple({} for _v in range(11))


def _vrel(by_sig: dict, low: int, sig: int) -> int:
    combos = _combos_for(VALUE[low.bit_length() - 1], sig)
    rel = 0
    for combo in combos:
        for u, _j in combo:
            rel |= VALUE_MASKS[u]
    remember(by_sig, sig, rel, CACHE_CAP)
    return rel


def _sum_moves(low: int, table: int, sig: int, rel: int) -> tuple:
    """The capture-by-sum moves of the card with bit ``low``, cached on the
    table cards of the values involved."""
    c = low.bit_length() - 1
    v = VALUE[c]
    key = table & rel
    vcache = _SUM_MASKS[v]            # shared by the four cards of a value
    masks = vcache.get(key)
    if masks is None:
        masks = tuple(_expand(table, _combos_for(v, sig)))
        remember(vcache, key, masks, CACHE_CAP)
    get = _MOVES.get
    out = []
    for m in masks:
        mv = get((m << 6) | c)
        out.append(mv if mv is not None else _make_move(c, m))
    r = tuple(out)
    remember(_SUM_MOVES[c], key, r, CACHE_CAP // 4)
    return r


#: per hand mask (hands hold at most three cards): the :data:`_CARD_INFO`
#: entry of each of its cards, lowest first
_HAND_INFO: dict[int, tuple] = {0: ()}


def _hand_info(hand: int) -> tuple:
    out = []
    h = hand
    while h:
        low = h & -h
        out.append(_CARD_INFO[low])
        h ^= low
    r = tuple(out)
    if len(out) <= 3:
        _HAND_INFO[hand] = r
    return r


def legal_moves_of(hand: int, table: int, sig: int) -> list:
    """The legal moves (sorted) of a hand mask on a table mask whose
    :func:`table_signature` is ``sig``.

    This is the engine's hot path: every card of the hand carries its own
    look-up tables (see :data:`_CARD_INFO`), so that the common cases cost
    one or two dictionary look-ups per card."""
    legal: list = []
    info = _HAND_INFO.get(hand)
    if info is None:
        info = _hand_info(hand)
    for eqmask, eqmoves, by_sig, summoves, low, drop in info:
        eq = table & eqmask
        if eq:
            legal += eqmoves[eq]
            continue
        rel = by_sig.get(sig)
        if rel is None:
            rel = _vrel(by_sig, low, sig)
        if rel:
            mv = summoves.get(table & rel)
            legal += mv if mv is not None else _sum_moves(low, table, sig, rel)
        else:
            legal.append(drop)
    return legal


def moves_for_card(c: int, table: int, sig: int | None = None) -> list:
    """The legal moves of card number ``c`` on a table mask (internal)."""
    if sig is None:
        sig = table_signature(table)
    return legal_moves_of(1 << c, table, sig)


# --------------------------------------------------------------------------
# Rules object
# --------------------------------------------------------------------------

DEFAULT_TARGETS = {2: 11, 3: 16, 4: 21}


@dataclasses.dataclass(frozen=True)
class ScopaRules(Rules):
    """The options of a game of Scopa (immutable).

    * ``players``: 2, 3 (each for themselves) or 4 (two pairs: players 0 and
      2 against 1 and 3, sharing captures and points but not hands);
    * ``target``: the score that ends the match (the match ends after the
      hand in which a side has reached it and leads alone).  ``None`` picks
      the traditional one: 11 for two players, 16 for three, 21 for pairs
      and whenever the napola is played;
    * ``napola``: score the napola (A-2-3 of coins and the following coins
      in sequence: 3 to 10 points).

    >>> ScopaRules()
    ScopaRules(players=2, target=11, napola=False)
    >>> ScopaRules(players=2, napola=True).target
    21
    """

    game: ClassVar[str] = "scopa"
    players: int = 2
    target: int | None = None
    napola: bool = False

    def __post_init__(self):
        need_int("ScopaRules", "players", self.players, lo=2, hi=4)
        need_bool("ScopaRules", "napola", self.napola)
        need_int("ScopaRules", "target", self.target, lo=1, optional=True)
        if self.target is None:
            object.__setattr__(self, "target", 21 if self.napola else DEFAULT_TARGETS[self.players])

    @property
    def sides(self) -> int:
        """Number of scoring sides: the players, or 2 pairs with four players."""
        return 2 if self.players == 4 else self.players

    @property
    def rounds(self) -> int:
        """Rounds of three cards each per hand: 6, 4 or 3 for 2, 3 or 4 players."""
        return 36 // (3 * self.players)

    def side_of(self, player: int) -> int:
        """The side of a player: itself, or its pair (0 = players 0 and 2,
        1 = players 1 and 3) with four players."""
        need_int("side_of", "player", player, lo=0, hi=self.players - 1)
        return player % 2 if self.players == 4 else player

    def dealer_of_hand(self, hand: int) -> int:
        """Dealer of hand number ``hand`` (0-based): the last player in
        playing order deals the first hand, then the deal passes to the
        next player in playing order (counter-clockwise)."""
        need_int("dealer_of_hand", "hand", hand, lo=0)
        return (hand - 1) % self.players


SCOPA_2 = ScopaRules(players=2)
SCOPA_3 = ScopaRules(players=3)
SCOPA_4 = ScopaRules(players=4)
SCOPA_NAPOLA = ScopaRules(players=2, napola=True)
#: the rule sets the kit names, by name (as cardkit.picchetto.PRESETS and cardkit.belote.PRESETS)
PRESETS = {"SCOPA_2": SCOPA_2, "SCOPA_3": SCOPA_3, "SCOPA_4": SCOPA_4, "SCOPA_NAPOLA": SCOPA_NAPOLA}


_DROP = tuple(_make_move(_c, 0) for _c in range(40))
_DROP_BY_BIT = {1 << _c: _DROP[_c] for _c in range(40)}
#: per card number: its captures of one equal card, keyed by the equal cards
#: on the table (every non-empty subset of the other three of its value)
_EQ_BY_CARD: tuple = tuple({} for _c in range(40))
for _c in range(40):
    _others = VALUE_MASKS[VALUE[_c]] & ~(1 << _c)
    _sub = _others
    while _sub:
        _EQ_MOVES[(1 << (_c + 40)) | _sub] = _EQ_BY_CARD[_c][_sub] = tuple(
            _make_move(_c, m) for m in _SINGLE_CACHE[_sub])
        _sub = (_sub - 1) & _others
#: per card bit: the mask of its value, its captures of one equal card, its
#: value's signature cache, its sum-capture cache, its bit and its drop move
_CARD_INFO = {
    1 << _c: (VALUE_MASKS[VALUE[_c]], _EQ_BY_CARD[_c], _REL_BY_VALUE[VALUE[_c]],
              _SUM_MOVES[_c], 1 << _c, _DROP[_c])
    for _c in range(40)
}


#: the public names.  The bitmask helpers (mask_value, iter_bits,
#: capture_sorted, table_signature, option_masks, legal_moves_of,
#: moves_for_card, remember) are the engine's unchecked hot path: the state
#: and the coach pass them their own masks, so they are not part of it.
__all__ = ["DECK_MASK", "SUIT_MASKS", "COINS_MASK", "SETTEBELLO", "VALUE", "VALUE_MASKS",
           "italian_mask", "one_card", "card_value", "cards_value", "capture_options", "can_take",
           "sweep_value", "Move", "ScopaRules", "DEFAULT_TARGETS", "SCOPA_2", "SCOPA_3", "SCOPA_4",
           "SCOPA_NAPOLA", "PRESETS"]
