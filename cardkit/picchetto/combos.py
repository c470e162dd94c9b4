"""Punto, sequences, quattordici/tris, the declarations of a deal, the rubicon.

Everything is computed on 32-bit masks (bit ``8 * suit + rank``, ranks
``7 8 9 10 J Q K A`` = 0..7, suits ``S H D C`` = 0..3) with per-suit tables,
so that :func:`declarations` handles tens of thousands of hand pairs a second.
The public functions take any card-ish input (notation, lists, CardSet).

Counting order (the one thing learners get wrong): carte blanche first, then
punto, sequences, quattordici/tris — the younger's good declarations are
scored *before* the elder's first lead point: in text 000 the dealer answers
each category during the declarations, before any card is played.  Novanta
(repique) is checked after

each scoring step of this order: a player reaching 30 while the opponent is
still at 0 scores 60 more.  A tie in a category scores nothing for either
player, so it saves nobody from a Novanta.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Optional

from .. import i18n
from ..cards import CARDS, CardList, to_mask, ITALIAN_MASK, FRENCH_MASK, _NOTATION
from ..errors import InvalidCardError
from ..options import InvalidOptionError, is_int, need_bool, need_choice, need_int, need_ints, quote
from ._checks import need_instance, need_mask
from .rules import PicchettoRules, ITALIANO, RUBICON
from . import words as _words  # noqa: F401  (side effect: registers the picchetto.side.* names used below)

i18n.register({
    "picchetto.err.same_card": {
        "en": "{card} cannot be in both hands: a card is dealt to one player only",
        "it": "{card} non può stare in entrambe le mani: ogni carta va a un solo giocatore",
    },
    "picchetto.err.rubicon_order": {
        "en": "the winner's score ({winner}) must not be lower than the loser's ({loser})",
        "it": "il punteggio del vincitore ({winner}) non può essere minore di quello del perdente ({loser})",
    },
    "picchetto.err.declare_held": {
        "en": "you can declare only cards you hold",
        "it": "puoi dichiarare solo carte che hai in mano",
    },
    "picchetto.err.declare_punto": {
        "en": "a punto declared is the three or more highest cards of one suit (e.g. 'punto AH KH QH JH')",
        "it": "il punto dichiarato sono almeno tre carte, le più alte di un seme (per esempio 'punto AH KH QH JH')",

    },
    "picchetto.err.declare_seq": {
        "en": "a sequence declared is a run of three or more cards you hold, one at most from each of your sequences",
        "it": "una sequenza dichiarata è una scala di almeno tre carte che hai, al massimo una per ogni tua sequenza",
    },
    "picchetto.err.declare_groups": {
        "en": "a quattordici or tris declared is four or three cards of one rank from the ten up",
        "it": "un quattordici o un tris dichiarato sono quattro o tre carte di un valore dal dieci in su",
    },
    "picchetto.err.declare_partial": {
        "en": "these rules let you keep a whole category quiet, not declare part of it (partial_declarations=False)",
        "it": "con queste regole si tace una categoria intera, non se ne dichiara una parte (partial_declarations=False)",
    },
    "picchetto.err.bad_category": {
        "en": "{name} is not a category: write punto, sequenze or quattordici",
        "it": "{name} non è una categoria: scrivi punto, sequenze o quattordici",
    },
    "picchetto.err.hand_size": {
        "en": "a Picchetto hand holds at most 13 cards (12, or 13 after an irregular exchange), "
              "not {n}",
        "it": "una mano di Picchetto ha al massimo 13 carte (12, o 13 dopo uno scarto irregolare), "
              "non {n}",
    },
    "picchetto.err.rules": {
        "en": "rules must be a PicchettoRules object, e.g. ITALIANO or RUBICON, not {value}",
        "it": "rules deve essere un oggetto PicchettoRules, per esempio ITALIANO o RUBICON, non {value}",
    },
})

# --------------------------------------------------------------------------
# per-suit tables (a suit is a byte: bit r = rank r, 7 8 9 10 J Q K A)
# --------------------------------------------------------------------------

RANK_PREZZO = (7, 8, 9, 10, 10, 10, 10, 11)
FRENCH_RANK_SYMBOLS = ("7", "8", "9", "10", "J", "Q", "K", "A")
BERG_RANK_SYMBOLS = ("4", "5", "6", "7", "F", "C", "R", "A")
#: Italian rank index (A 2 3 4 5 6 7 F C R = 0..9) of each piquet rank 0..7
BERG_IT_RANK = (3, 4, 5, 6, 7, 8, 9, 0)
#: prezzo of the Bergamasche ranks 4 5 6 7 F C R A (face value, figures 10, ace 11)
BERG_PREZZO = (4, 5, 6, 7, 10, 10, 10, 11)
FIGURES = 0b01110000  # J Q K in a suit byte

LEN = tuple(b.bit_count() for b in range(256))


def _prezzo_table(values):
    return tuple(sum(values[r] for r in range(8) if (b >> r) & 1) for b in range(256))


PREZZO = _prezzo_table(RANK_PREZZO)
PREZZO_BERG = _prezzo_table(BERG_PREZZO)


def _runs_of(b: int):
    out = []
    r = 0
    while r < 8:
        if (b >> r) & 1:
            start = r
            while r < 8 and (b >> r) & 1:
                r += 1
            if r - start >= 3:
                out.append((r - start, r - 1, ((1 << (r - start)) - 1) << start))
        else:
            r += 1
    out.sort(key=lambda t: (-t[0], -t[1]))
    return tuple(out)


RUNS = tuple(_runs_of(b) for b in range(256))
#: best run of a suit byte as a key ``length * 8 + top rank`` (0: none)
SEQ_BEST = tuple(max((ln * 8 + top for ln, top, _ in RUNS[b]), default=0) for b in range(256))
_SEQ_PTS_CACHE: dict = {}


def seq_points_table(points: tuple) -> tuple:
    """Per suit byte, the points of all its sequences under ``points``
    (points of 3..8 cards)."""
    points = need_ints("seq_points_table", "points", points, count=6, lo=0)
    t = _SEQ_PTS_CACHE.get(points)
    if t is None:
        t = tuple(sum(points[ln - 3] for ln, _, _ in RUNS[b]) for b in range(256))
        _SEQ_PTS_CACHE[points] = t
    return t


# Counting equal ranks: each suit byte spread into 3-bit counters per rank.
SPREAD = tuple(sum(1 << (3 * r) for r in range(8) if (b >> r) & 1) for b in range(256))
_GROUPS_CACHE: dict = {}


def _groups(code: int):
    """``code``: 3-bit counts of ranks 10 J Q K A.  Returns (best key,
    points, ((rank, count), ...) best first)."""
    g = _GROUPS_CACHE.get(code)
    if g is None:
        found = []
        for i in range(5):
            n = (code >> (3 * i)) & 7
            if n >= 3:
                found.append((3 + i, 4 if n >= 4 else 3))
        found.sort(key=lambda t: (-t[1], -t[0]))
        if found:
            r, n = found[0]
            best = (16 if n == 4 else 8) + r
        else:
            best = 0
        pts = sum(14 if n == 4 else 3 for _, n in found)
        g = (best, pts, tuple(found))
        _GROUPS_CACHE[code] = g
    return g


# --------------------------------------------------------------------------
# conversion between the kit's card numbers and the 32-bit internal masks
# --------------------------------------------------------------------------

# Bergamasche: Italian card suit*10 + it_rank  <->  internal bit 8*suit + rank
_BERG_TO_BIT = {}
_BIT_TO_BERG = [0] * 32
for _s in range(4):
    for _r in range(8):
        _c = _s * 10 + BERG_IT_RANK[_r]
        _BERG_TO_BIT[_c] = 8 * _s + _r
        _BIT_TO_BERG[8 * _s + _r] = _c
BIT_TO_BERG = tuple(_BIT_TO_BERG)
BERG_TO_BIT = dict(_BERG_TO_BIT)


def need_deck(owner: str, deck) -> str:
    """``deck`` if it is ``"french"`` or ``"bergamasche"``; else refuse it."""
    return need_choice(owner, "deck", deck, ("french", "bergamasche"))


def need_rules(rules) -> PicchettoRules:
    """``rules`` if it is a :class:`PicchettoRules`; else refuse it."""
    if not isinstance(rules, PicchettoRules):
        raise InvalidOptionError("picchetto.err.rules", value=quote(rules))
    return rules


def hand_mask(hand, rules) -> int:
    """The internal mask of a hand given to a public function: checks that
    ``rules`` is a :class:`PicchettoRules` and that the hand holds at most 13
    cards of its deck."""
    h = internal_mask(hand, need_rules(rules).deck)
    if h.bit_count() > 13:
        raise InvalidOptionError("picchetto.err.hand_size", n=h.bit_count())
    return h


def internal_mask(x, deck: str = "french") -> int:
    """The 32-bit internal mask of any card-ish input for ``deck``."""
    m = to_mask(x)
    if deck == "french":
        if m & ITALIAN_MASK:
            low = (m & ITALIAN_MASK) & -(m & ITALIAN_MASK)
            raise InvalidCardError("card.not_in_deck", card=str(CARDS[low.bit_length() - 1]),
                                   deck=i18n.tr("deck.french"))
        return m >> 40
    if m & FRENCH_MASK:
        low = (m & FRENCH_MASK) & -(m & FRENCH_MASK)
        raise InvalidCardError("card.not_in_deck", card=str(CARDS[low.bit_length() - 1]),
                               deck=i18n.tr("deck.bergamasche"))
    out = 0
    while m:
        low = m & -m
        c = low.bit_length() - 1
        bit = BERG_TO_BIT.get(c)
        if bit is None:
            raise InvalidCardError("card.not_in_deck", card=str(CARDS[c]), deck=i18n.tr("deck.bergamasche"))
        out |= 1 << bit
        m ^= low
    return out


def external_cards(h: int, deck: str = "french") -> list:
    """The kit's Card objects of an internal mask, in internal order
    (suit by suit, lowest rank first)."""
    need_mask("external_cards", "h", h, bits=32)
    out = []
    if need_deck("external_cards", deck) == "french":
        while h:
            low = h & -h
            out.append(CARDS[40 + low.bit_length() - 1])
            h ^= low
    else:
        while h:
            low = h & -h
            out.append(CARDS[BIT_TO_BERG[low.bit_length() - 1]])
            h ^= low
    return out


def external_card(bit: int, deck: str = "french"):
    """The kit's Card of an internal bit (0..31) of ``deck``."""
    need_int("external_card", "bit", bit, lo=0, hi=31)
    need_deck("external_card", deck)
    return CARDS[40 + bit] if deck == "french" else CARDS[BIT_TO_BERG[bit]]


def internal_bit(card: int, deck: str = "french") -> int:
    """Internal bit of a card number (-1 if it is not in ``deck``)."""
    need_int("internal_bit", "card", card, lo=0, hi=71)
    if need_deck("internal_bit", deck) == "french":
        return card - 40 if 40 <= card < 72 else -1
    return BERG_TO_BIT.get(card, -1)


def rank_symbol(rank: int, deck: str = "french") -> str:
    """The symbol of rank ``rank`` (0..7, lowest first) of ``deck``."""
    need_int("rank_symbol", "rank", rank, lo=0, hi=7)
    need_deck("rank_symbol", deck)
    return FRENCH_RANK_SYMBOLS[rank] if deck == "french" else BERG_RANK_SYMBOLS[rank]


def mask_notation_desc(h: int, deck: str = "french") -> str:
    """Notation of the cards of an internal mask, highest bit first."""
    need_mask("mask_notation_desc", "h", h, bits=32)
    need_deck("mask_notation_desc", deck)
    out = []
    while h:
        top = h.bit_length() - 1
        out.append(_NOTATION[40 + top] if deck == "french" else _NOTATION[BIT_TO_BERG[top]])
        h ^= 1 << top
    return " ".join(out)


class CardsText:
    """The notation of a few cards, computed only when shown (score-log
    params): ``str(CardsText(mask))`` -> ``"AS KS QS"``; several masks are
    joined with ``" + "``."""

    __slots__ = ("masks", "deck")

    def __init__(self, masks, deck: str = "french"):
        masks = (masks,) if is_int(masks) else masks
        if not isinstance(masks, (list, tuple)):
            need_mask("CardsText", "masks", masks, bits=32)
        self.masks = tuple(need_mask("CardsText", "masks", m, bits=32) for m in masks)
        self.deck = need_deck("CardsText", deck)

    def __str__(self) -> str:
        return " + ".join(mask_notation_desc(m, self.deck) for m in self.masks)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other) -> bool:
        if isinstance(other, CardsText):
            return str(self) == str(other)
        if isinstance(other, str):
            return str(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))

    def __repr__(self) -> str:
        return repr(str(self))


def _cardlist_desc(h: int, deck: str) -> CardList:
    """Cards of a mask, highest rank first (within one suit)."""
    cl = external_cards(h, deck)
    cl.reverse()
    return CardList(cl)


# --------------------------------------------------------------------------
# per-hand facts
# --------------------------------------------------------------------------

_PK_TABLES: dict = {}


def _pk_table(by_value: bool, prezzo) -> tuple:
    """Per suit byte, the punto key: ``len << 7 | prezzo`` by length,
    ``prezzo << 4 | len`` by value."""
    key = (by_value, prezzo is PREZZO)
    t = _PK_TABLES.get(key)
    if t is None:
        t = tuple((prezzo[b] << 4 | LEN[b]) if by_value else (LEN[b] << 7 | prezzo[b]) for b in range(256))
        _PK_TABLES[key] = t
    return t


def punto_key(h: int, by_value: bool, prezzo=PREZZO):
    """(comparison key, suit index, length, prezzo) of a hand's punto.

    By length: the longest suit, equal lengths by the higher prezzo; by value:
    the highest prezzo, equal prezzi by the longer suit (which scores more).
    Suits still equal: the first in the order S H D C (they are worth the same).
    """
    if prezzo is not PREZZO and prezzo is not PREZZO_BERG:     # (the tables are cached by which)
        raise InvalidOptionError("option.choice", owner="punto_key", name="prezzo", value=quote(prezzo),
                                 choices="PREZZO, PREZZO_BERG")
    t = _pk_table(need_bool("punto_key", "by_value", by_value), prezzo)
    need_mask("punto_key", "h", h, bits=32)
    b0 = h & 255
    b1 = (h >> 8) & 255
    b2 = (h >> 16) & 255
    b3 = h >> 24
    best, bs, bb = t[b0], 0, b0
    k = t[b1]
    if k > best:
        best, bs, bb = k, 1, b1
    k = t[b2]
    if k > best:
        best, bs, bb = k, 2, b2
    k = t[b3]
    if k > best:
        best, bs, bb = k, 3, b3
    return (best >> 4 if by_value else best), bs, LEN[bb], prezzo[bb]


def has_blanche(h) -> bool:
    """True when a (dealt) hand holds no K, Q or J: ``h`` is a hand (any
    card-ish input of the French deck) or an internal 32-bit mask."""
    if not is_int(h):
        h = internal_mask(h)
    return not (h & 0x70707070)


@dataclasses.dataclass(frozen=True)
class _Side:
    punto_cmp: int
    punto_suit: int
    punto_len: int
    punto_value: int
    seq_best: int
    seq_points: int
    group_best: int
    group_points: int
    groups: tuple


def _tables(rules: PicchettoRules):
    """(punto key table, prezzo table, sequence points table, by value) for
    ``rules``, cached on the rules object (an immutable value)."""
    t = rules.__dict__.get("_tables")
    if t is None:
        prezzo = PREZZO if rules.deck == "french" else PREZZO_BERG
        by_value = rules.punto_by == "value"
        t = (_pk_table(by_value, prezzo), prezzo, seq_points_table(rules.sequence_points), by_value)
        rules.__dict__["_tables"] = t
    return t


_GROUPS_GET = _GROUPS_CACHE.get


def _side_facts(h: int, rules: PicchettoRules):
    """(punto cmp, punto suit, punto length, prezzo, best sequence key,
    sequence points, best group key, group points, groups) of a hand."""
    pk, prezzo, spt, by_value = _tables(rules)
    b0 = h & 255
    b1 = (h >> 8) & 255
    b2 = (h >> 16) & 255
    b3 = h >> 24
    best, bs, bb = pk[b0], 0, b0
    k = pk[b1]
    if k > best:
        best, bs, bb = k, 1, b1
    k = pk[b2]
    if k > best:
        best, bs, bb = k, 2, b2
    k = pk[b3]
    if k > best:
        best, bs, bb = k, 3, b3
    sb = SEQ_BEST[b0]
    x = SEQ_BEST[b1]
    if x > sb:
        sb = x
    x = SEQ_BEST[b2]
    if x > sb:
        sb = x
    x = SEQ_BEST[b3]
    if x > sb:
        sb = x
    code = ((SPREAD[b0] + SPREAD[b1] + SPREAD[b2] + SPREAD[b3]) >> 9) & 0x7FFF
    g = _GROUPS_GET(code) or _groups(code)
    return ((best >> 4) if by_value else best, bs, LEN[bb], prezzo[bb], sb,
            spt[b0] + spt[b1] + spt[b2] + spt[b3], g[0], g[1], g[2])


# --------------------------------------------------------------------------
# public: punto
# --------------------------------------------------------------------------

def punto(hand, rules: PicchettoRules = ITALIANO):
    """The hand's punto: ``(cards, value)``.

    ``cards`` is a :class:`CardList` of the best suit (highest card first),
    ``value`` its *prezzo* (A = 11, K Q J = 10, the others their face value).
    The best suit is the longest, equal lengths by the higher prezzo (with
    ``PICCHETTO_150`` rules: the highest prezzo, equal prezzi by the longer
    suit).  Two suits still equal are worth exactly the same: the first in
    the order spades, hearts, diamonds, clubs is returned.
    """
    h = hand_mask(hand, rules)
    prezzo = PREZZO if rules.deck == "french" else PREZZO_BERG
    _, s, _, v = punto_key(h, rules.punto_by == "value", prezzo)
    return _cardlist_desc(h & (0xFF << (8 * s)), rules.deck), v


def sequences(hand, rules: PicchettoRules = ITALIANO) -> list:
    """Every sequence (3+ consecutive cards of a suit, ace high only) of the
    hand as CardLists, best first (longest, then highest top card)."""
    h = hand_mask(hand, rules)
    return [_cardlist_desc(m, rules.deck) for m in _seq_masks(h)]


def groups(hand, rules: PicchettoRules = ITALIANO) -> list:
    """Every quattordici (four of a rank) and tris (three of a rank) of 10s
    to aces (7s to aces with the Bergamasche deck), best first."""
    h = hand_mask(hand, rules)
    return [_cardlist_desc(m, rules.deck) for m in _group_masks(h)]


def _seq_masks(h: int) -> list:
    out = []
    for s in range(4):
        b = (h >> (8 * s)) & 255
        for ln, top, bm in RUNS[b]:
            out.append((ln, top, s, bm << (8 * s)))
    out.sort(key=lambda t: (-t[0], -t[1], t[2]))
    return [t[3] for t in out]


def _group_masks(h: int) -> list:
    b = [(h >> (8 * s)) & 255 for s in range(4)]
    code = ((SPREAD[b[0]] + SPREAD[b[1]] + SPREAD[b[2]] + SPREAD[b[3]]) >> 9) & 0x7FFF
    out = []
    for r, _n in _groups(code)[2]:
        out.append(h & (0x01010101 << r))
    return out


# --------------------------------------------------------------------------
# public: declarations
# --------------------------------------------------------------------------

SIDES = ("elder", "younger")
CATEGORIES = ("punto", "sequenze", "quattordici")
_CAT_ALIASES = {
    "punto": 0, "point": 0, "punti": 0,
    "sequenze": 1, "sequenza": 1, "sequence": 1, "sequences": 1, "scale": 1, "scala": 1,
    "quattordici": 2, "tris": 2, "sets": 2, "set": 2, "groups": 2, "gruppi": 2,
    "combinazioni": 2, "combinazione": 2, "quatorze": 2,
}


def category_index(name) -> int:
    i = _CAT_ALIASES.get(name.lower()) if isinstance(name, str) else None
    if i is None:
        raise InvalidOptionError("picchetto.err.bad_category", name=quote(name))
    return i


def _quiet_flags(quiet) -> int:
    if not quiet:
        return 0
    if isinstance(quiet, str):
        quiet = quiet.replace(",", " ").split()
    elif not isinstance(quiet, (list, tuple, set, frozenset)):
        raise InvalidOptionError("picchetto.err.bad_category", name=quote(quiet))
    f = 0
    for q in quiet:
        f |= 1 << category_index(q)
    return f


def _declare_core(eh: int, yh: int, rules: PicchettoRules, quiet=(0, 0), start=(0, 0),
                 void=(False, False), bonus_done: bool = False, facts=None):
    """The scoring of the declarations, in counting order.

    ``eh``/``yh`` internal masks; ``quiet`` per side a 3-bit set of the
    categories kept quiet (1 punto, 2 sequenze, 4 quattordici); ``start`` the
    points each side already has this deal (carte blanche); ``void`` marks a
    side holding 13 cards (it annuls what it can and scores nothing).

    Returns ``(results, events, novanta, facts)``: ``results`` per category
    ``(winner side or None, points)``; ``events`` a list of ``(side, points,
    kind, data)`` in counting order (kind ``punto``, ``sequenze``,
    ``quattordici``, ``novanta``); ``novanta`` the side that made it or None.
    """
    if facts is None:
        fe = _side_facts(eh, rules)
        fy = _side_facts(yh, rules)
    else:
        fe, fy = facts
    tot = [start[0], start[1]]
    events = []
    results = []
    novanta = None
    qe, qy = quiet
    for cat in range(3):
        bit = 1 << cat
        if cat == 0:
            ke = 0 if qe & bit else fe[0]
            ky = 0 if qy & bit else fy[0]
        elif cat == 1:
            ke = 0 if qe & bit else fe[4]
            ky = 0 if qy & bit else fy[4]
        else:
            ke = 0 if qe & bit else fe[6]
            ky = 0 if qy & bit else fy[6]
        if ke > ky:
            w, f = 0, fe
        elif ky > ke:
            w, f = 1, fy
        else:
            results.append((None, 0))
            continue
        if cat == 0:
            pts = f[2]
            data = (f[1], f[2], f[3])
        elif cat == 1:
            pts = f[5]
            data = None
        else:
            pts = f[7]
            data = f[8]
        if void[w]:
            results.append((w, 0))
            continue
        results.append((w, pts))
        tot[w] += pts
        events.append((w, pts, CATEGORIES[cat], data))
        if not bonus_done and tot[w] >= 30 and tot[1 - w] == 0:
            bonus_done = True
            novanta = w
            tot[w] += 60
            events.append((w, 60, "novanta", None))
    return results, events, novanta, (fe, fy), tot


#: what a declaration event scores (Declarations.events)
_EVENT_KINDS = ("blanche", "punto", "sequenze", "quattordici", "novanta")


@dataclasses.dataclass(frozen=True)
class Declarations:
    """The declarations of a deal, scored in counting order.

    ``punto``, ``sequenze``, ``quattordici``: ``(winner, points)`` with
    winner ``"elder"``, ``"younger"`` or ``None`` (a tie, or nothing
    declared); a side holding 13 cards may win a category and score 0.
    ``elder_points``/``younger_points``: everything each side scored before
    the play — carte blanche (when given), the three categories and the
    Novanta bonus.  ``novanta``: who made Novanta (repique), or ``None``.

    Detail for learners: :attr:`elder_punto`, :attr:`younger_punto`,
    :attr:`elder_sequences`, :attr:`counted_sequences`, :attr:`elder_groups`,
    :attr:`counted_groups`, :attr:`events` (the counting order) and
    :meth:`lines` (the counting in words).
    """

    punto: tuple
    sequenze: tuple
    quattordici: tuple
    elder_points: int
    younger_points: int
    novanta: Optional[str]
    elder_blanche: bool = False
    younger_blanche: bool = False
    #: ``(side, points, what)`` in counting order, what in ``blanche punto
    #: sequenze quattordici novanta``
    events: tuple = ()
    _eh: int = dataclasses.field(default=0, repr=False, compare=False)
    _yh: int = dataclasses.field(default=0, repr=False, compare=False)
    _quiet: tuple = dataclasses.field(default=(0, 0), repr=False, compare=False)
    _rules: PicchettoRules = dataclasses.field(default=ITALIANO, repr=False, compare=False)
    #: per side, the internal masks of what was declared: (punto, sequenze,
    #: quattordici); ``None``: everything held (no partial declaration)
    _masks: tuple = dataclasses.field(default=None, repr=False, compare=False)

    def __post_init__(self):
        o = "Declarations"
        for name in ("punto", "sequenze", "quattordici"):
            v = getattr(self, name)
            if not (isinstance(v, tuple) and len(v) == 2 and is_int(v[1])):
                raise InvalidOptionError("picchetto.check.result", owner=o, name=name, value=quote(v))
            need_choice(o, name, v[0], (None, "elder", "younger"))
        need_int(o, "elder_points", self.elder_points)
        need_int(o, "younger_points", self.younger_points)
        need_choice(o, "novanta", self.novanta, (None, "elder", "younger"))
        need_bool(o, "elder_blanche", self.elder_blanche)
        need_bool(o, "younger_blanche", self.younger_blanche)
        if not (isinstance(self.events, tuple) and all(
                isinstance(e, tuple) and len(e) == 3 and e[0] in SIDES and is_int(e[1])
                and e[2] in _EVENT_KINDS for e in self.events)):
            raise InvalidOptionError("picchetto.check.result", owner=o, name="events", value=quote(self.events))
        need_mask(o, "_eh", self._eh, bits=32)
        need_mask(o, "_yh", self._yh, bits=32)
        need_ints(o, "_quiet", self._quiet, count=2, lo=0, hi=7)
        need_rules(self._rules)
        if self._masks is not None and not (
                isinstance(self._masks, tuple) and len(self._masks) == 2
                and all(isinstance(m, tuple) and len(m) == 3 for m in self._masks)):
            raise InvalidOptionError("picchetto.check.result", owner=o, name="_masks", value=quote(self._masks))
        if self._masks is not None:
            for m in self._masks:
                need_ints(o, "_masks", m, count=3, lo=0, hi=2**32 - 1)

    def _declared(self, side: str, cat: int) -> int:
        """The internal mask of ``side``'s declared cards in category ``cat``."""
        if self._masks is None:
            return self._h(side)
        return self._masks[0 if side == "elder" else 1][cat]

    # ---- detail -----------------------------------------------------------
    def _h(self, side: str) -> int:
        return self._eh if side == "elder" else self._yh

    def _punto_of(self, side):
        r = self._rules
        prezzo = PREZZO if r.deck == "french" else PREZZO_BERG
        _, s, _, v = punto_key(self._h(side), r.punto_by == "value", prezzo)
        return _cardlist_desc(self._h(side) & (0xFF << (8 * s)), r.deck), v

    @property
    def elder_punto(self):
        """``(cards, prezzo)`` of the elder's best suit."""
        return self._punto_of("elder")

    @property
    def younger_punto(self):
        return self._punto_of("younger")

    @property
    def elder_sequences(self) -> list:
        """All the elder's sequences, best first."""
        return [_cardlist_desc(m, self._rules.deck) for m in _seq_masks(self._eh)]

    @property
    def younger_sequences(self) -> list:
        return [_cardlist_desc(m, self._rules.deck) for m in _seq_masks(self._yh)]

    @property
    def elder_groups(self) -> list:
        """All the elder's quattordici and tris, best first."""
        return [_cardlist_desc(m, self._rules.deck) for m in _group_masks(self._eh)]

    @property
    def younger_groups(self) -> list:
        return [_cardlist_desc(m, self._rules.deck) for m in _group_masks(self._yh)]

    def declared_punto(self, side: str):
        """``(cards, prezzo)`` of the punto ``side`` declared (his best suit
        when he declared all; ``(CardList(), 0)`` when he kept it quiet)."""
        r = self._rules
        h = self._declared(side, 0)
        if not h or (self._quiet[0 if side == "elder" else 1] & 1):
            return CardList(), 0
        prezzo = PREZZO if r.deck == "french" else PREZZO_BERG
        _, s, _, v = punto_key(h, r.punto_by == "value", prezzo)
        return _cardlist_desc(h & (0xFF << (8 * s)), r.deck), v

    def declared_sequences(self, side: str) -> list:
        """The sequences ``side`` declared, best first (none if kept quiet)."""
        if self._quiet[0 if side == "elder" else 1] & 2:
            return []
        return [_cardlist_desc(m, self._rules.deck) for m in _seq_masks(self._declared(side, 1))]

    def declared_groups(self, side: str) -> list:
        """The quattordici and tris ``side`` declared, best first."""
        if self._quiet[0 if side == "elder" else 1] & 4:
            return []
        return [_cardlist_desc(m, self._rules.deck) for m in _group_masks(self._declared(side, 2))]

    @property
    def counted_punto(self):

        """The suit that scored the punto (CardList), or ``None``."""
        w = self.punto[0]
        if w is None or not self.punto[1]:
            return None
        r = self._rules
        h = self._declared(w, 0)
        _, s, _, _ = punto_key(h, r.punto_by == "value", PREZZO if r.deck == "french" else PREZZO_BERG)
        return _cardlist_desc(h & (0xFF << (8 * s)), r.deck)

    @property
    def counted_sequences(self) -> list:
        """The sequences that scored (all the winner's), best first."""
        w = self.sequenze[0]
        if w is None or not self.sequenze[1]:
            return []
        return [_cardlist_desc(m, self._rules.deck) for m in _seq_masks(self._declared(w, 1))]

    @property
    def counted_groups(self) -> list:
        """The quattordici and tris that scored (all the winner's)."""
        w = self.quattordici[0]
        if w is None or not self.quattordici[1]:
            return []
        return [_cardlist_desc(m, self._rules.deck) for m in _group_masks(self._declared(w, 2))]

    @property
    def points(self) -> tuple:
        """``(elder_points, younger_points)``."""
        return (self.elder_points, self.younger_points)

    def lines(self, lang: str | None = None) -> list:
        """The counting in order, one line per scoring step, with both totals."""
        out = []
        tot = [0, 0]
        for side, pts, what in self.events:
            tot[SIDES.index(side)] += pts
            who = i18n.tr("picchetto.side." + side, lang)
            out.append(f"{who}: +{pts} {what} [{tot[0]} – {tot[1]}]")
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        import html
        rows = []
        for cat in CATEGORIES:
            w, pts = getattr(self, cat)
            who = html.escape(i18n.tr("picchetto.side." + w)) if w else "—"
            rows.append(f"<tr><td>{cat}</td><td>{who}</td><td>{pts}</td></tr>")
        nov = html.escape(i18n.tr("picchetto.side." + self.novanta)) if self.novanta else "—"
        rows.append(f"<tr><td>Novanta</td><td>{nov}</td><td></td></tr>")
        rows.append(f"<tr><th>total</th><td>{self.elder_points} – {self.younger_points}</td><td></td></tr>")
        return "<table class='cardkit-declarations'>" + "".join(rows) + "</table>"


def _declarations_from_core(eh, yh, rules, qe, qy, eb, yb, void=(False, False), masks=None):
    start = (10 if eb and not void[0] else 0, 10 if yb and not void[1] else 0)
    facts = None
    if masks is not None:
        facts = (_declared_facts(eh, masks[0], rules), _declared_facts(yh, masks[1], rules))
        masks = tuple(tuple(h if m is True else (0 if m is False else m) for m in ms)
                      for h, ms in ((eh, masks[0]), (yh, masks[1])))
    results, evs, nov, _facts, tot = _declare_core(eh, yh, rules, (qe, qy), start, void, facts=facts)
    events = []
    if start[0]:
        events.append(("elder", 10, "blanche"))
    if start[1]:
        events.append(("younger", 10, "blanche"))
    for side, pts, kind, _data in evs:
        events.append((SIDES[side], pts, kind))
    (w0, p0), (w1, p1), (w2, p2) = results
    return Declarations(
        (None if w0 is None else SIDES[w0], p0),
        (None if w1 is None else SIDES[w1], p1),
        (None if w2 is None else SIDES[w2], p2),
        tot[0], tot[1],
        None if nov is None else SIDES[nov],
        bool(eb), bool(yb), tuple(events), eh, yh, (qe, qy), rules, masks,
    )


def declarations(elder, younger, rules: PicchettoRules = ITALIANO, *,
                 elder_blanche: bool = False, younger_blanche: bool = False,
                 elder_quiet=(), younger_quiet=(), elder_declares=None,
                 younger_declares=None) -> Declarations:
    """Score the declarations of a deal: who wins punto, sequenze and
    quattordici/tris, with how many points, and whether Novanta was made.

    ``elder`` and ``younger`` are the hands after the exchange (any card-ish
    input).  Carte blanche is judged on the hands *as dealt*, so say it with
    ``elder_blanche=True`` / ``younger_blanche=True``: its 10 points count
    first and are included in ``elder_points``/``younger_points`` (and stop
    the opponent's Novanta).  ``elder_quiet``/``younger_quiet`` name the
    categories a side keeps quiet (*andar sott'acqua*), e.g. ``("punto",)``;
    ``elder_declares``/``younger_declares`` say what a side declares when he
    declares less than he holds: a :class:`~cardkit.picchetto.Declare`
    (``Declare(punto="AH KH QH JH 9H")``), checked against the hand.

    >>> d = declarations("10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C",
    ...                  "AS AH AD KS KH KD QS QH QD 9S 9H 8S")
    >>> d.quattordici
    ('elder', 17)
    """
    eh = hand_mask(elder, rules)
    yh = hand_mask(younger, rules)
    if eh & yh:
        low = (eh & yh) & -(eh & yh)
        raise InvalidCardError("picchetto.err.same_card",
                               card=str(external_card(low.bit_length() - 1, rules.deck)))
    qe, qy = _quiet_flags(elder_quiet), _quiet_flags(younger_quiet)
    masks = None
    if elder_declares is not None or younger_declares is not None:
        me, qe2 = _declares_masks(eh, elder_declares, rules)
        my, qy2 = _declares_masks(yh, younger_declares, rules)
        masks = (me, my)
        qe |= qe2
        qy |= qy2
    return _declarations_from_core(eh, yh, rules, qe, qy,
                                   need_bool("declarations", "elder_blanche", elder_blanche),
                                   need_bool("declarations", "younger_blanche", younger_blanche), masks=masks)


# --------------------------------------------------------------------------
# declaring less than one holds (andar sott'acqua "in parte", text 000)
# --------------------------------------------------------------------------

_GROUP_RANKS = 0xF8F8F8F8   # ranks 10 J Q K A (7 R C F A... with the Bergamasche deck) in every suit


def _bits_runs(b: int) -> list:
    """The maximal runs of a suit byte, any length: ``[(low, high), ...]``."""
    out = []
    r = 0
    while r < 8:
        if (b >> r) & 1:
            lo = r
            while r < 8 and (b >> r) & 1:
                r += 1
            out.append((lo, r - 1))
        else:
            r += 1
    return out


def full_mask(h: int, cat: int, rules: PicchettoRules) -> int:
    """Everything a hand (internal mask) would declare in category ``cat``
    (0 punto: its best suit; 1 sequenze: all its sequences; 2 quattordici:
    all its groups)."""
    need_mask("full_mask", "h", h, bits=32)
    need_int("full_mask", "cat", cat, lo=0, hi=2)
    need_rules(rules)
    if cat == 0:
        if not h:
            return 0
        pk, prezzo, _spt, by_value = _tables(rules)
        _, s, _, _ = punto_key(h, by_value, prezzo)
        return h & (0xFF << (8 * s))
    out = 0
    if cat == 1:
        for s in range(4):
            for _ln, _top, bm in RUNS[(h >> (8 * s)) & 255]:
                out |= bm << (8 * s)
        return out
    for m in _group_masks(h):
        out |= m
    return out


def declared_problem(h: int, cat: int, m: int):
    """``None`` when the cards ``m`` (internal mask, not empty) are a
    declaration a hand ``h`` may make in category ``cat``; else the key of
    the message that says why not."""
    need_mask("declared_problem", "h", h, bits=32)
    need_int("declared_problem", "cat", cat, lo=0, hi=2)
    if need_mask("declared_problem", "m", m, bits=32) & ~h:
        return "picchetto.err.declare_held"
    if cat == 0:
        suits = [s for s in range(4) if (m >> (8 * s)) & 255]
        if len(suits) != 1:
            return "picchetto.err.declare_punto"
        sh = 8 * suits[0]
        mb, hb = (m >> sh) & 255, (h >> sh) & 255
        if mb.bit_count() < 3:
            return "picchetto.err.declare_punto"

        low = (mb & -mb).bit_length() - 1
        return None if hb >> low << low == mb else "picchetto.err.declare_punto"
    if cat == 1:
        for s in range(4):
            mb, hb = (m >> (8 * s)) & 255, (h >> (8 * s)) & 255
            mine = _bits_runs(mb)
            if any(hi - lo < 2 for lo, hi in mine):
                return "picchetto.err.declare_seq"
            for lo, hi in _bits_runs(hb):
                if sum(1 for a, _b in mine if lo <= a <= hi) > 1:
                    return "picchetto.err.declare_seq"
        return None
    if m & ~_GROUP_RANKS:
        return "picchetto.err.declare_groups"
    for r in range(3, 8):
        if (m & (0x01010101 << r)).bit_count() not in (0, 3, 4):
            return "picchetto.err.declare_groups"
    return None


def _tops(b: int) -> tuple:
    """The top 3..n cards of a suit byte (the punti one may declare in it)."""
    out = []
    for k in range(3, LEN[b] + 1):
        top = b
        while top.bit_count() > k:
            top &= top - 1      # drop the lowest card
        out.append(top)
    return tuple(out)


def _run_choices(b: int) -> tuple:
    """Per sequence of a suit byte, the runs of 3+ cards inside it (0: none)."""
    out = []
    for ln, top, _bm in RUNS[b]:
        lo = top - ln + 1
        opts = [0]
        for a in range(lo, top + 1):
            for e in range(a + 2, top + 1):
                opts.append(((1 << (e - a + 1)) - 1) << a)
        out.append(tuple(opts))
    return tuple(out)


TOPS = tuple(_tops(b) for b in range(256))
RUN_CHOICES = tuple(_run_choices(b) for b in range(256))


def partial_options(h: int, cat: int, rules: PicchettoRules) -> list:
    """Every partial declaration of category ``cat`` a hand may make, as
    internal masks (neither everything nor nothing): the top 3..n cards of
    each suit for the punto; for the sequenze, for each sequence held
    nothing or one run of 3+ cards inside it; for the quattordici, for each
    group nothing, all of it or (a quattordici) any three of its cards."""
    full = full_mask(h, cat, rules)
    if not full:
        return []
    if cat == 0:
        return [t << (8 * s) for s in range(4) for t in TOPS[(h >> (8 * s)) & 255] if t << (8 * s) != full]
    choices = []
    if cat == 1:
        for s in range(4):
            for opts in RUN_CHOICES[(h >> (8 * s)) & 255]:
                choices.append([x << (8 * s) for x in opts] if s else opts)
    else:
        for g in _group_masks(h):
            opts = [0, g]
            if g.bit_count() == 4:
                x = g
                while x:
                    low = x & -x
                    opts.append(g & ~low)
                    x ^= low
            choices.append(opts)
    if len(choices) == 1:
        return [m for m in choices[0] if m and m != full]
    out = []
    for combo in itertools.product(*choices):
        m = 0
        for x in combo:
            m |= x
        if m and m != full:
            out.append(m)
    return out


#: per suit byte, all its sequences together (the sequenze declared in full)
SEQ_FULL = tuple(sum(bm for _ln, _top, bm in RUNS[b]) for b in range(256))


def _full_masks(h: int, fh) -> tuple:
    """:func:`full_mask` of the three categories at once, read from the
    hand's facts ``fh`` (:func:`_side_facts` of ``h``: its punto suit and
    its groups)."""
    p = h & (0xFF << (8 * fh[1])) if h else 0
    s = (SEQ_FULL[h & 255] | SEQ_FULL[(h >> 8) & 255] << 8 | SEQ_FULL[(h >> 16) & 255] << 16
         | SEQ_FULL[h >> 24] << 24)
    g = 0
    for r, _n in fh[8]:
        g |= h & (0x01010101 << r)
    return p, s, g


def punto_partials(h: int, full: int) -> tuple:
    """:func:`partial_options` of the punto (``full``: the punto declared in
    full), sorted as the legal moves list them: more cards first, then the
    higher mask (for the same number of cards: the later suit)."""
    need_mask("punto_partials", "h", h, bits=32)
    need_mask("punto_partials", "full", full, bits=32)
    bs = ((h & 255), (h >> 8) & 255, (h >> 16) & 255, h >> 24)
    top = max(LEN[b] for b in bs)
    out = []
    for k in range(top, 2, -1):
        for s in (3, 2, 1, 0):
            b = bs[s]
            if LEN[b] >= k:
                m = TOPS[b][k - 3] << (8 * s)
                if m != full:
                    out.append(m)
    return tuple(out)


#: the punti one may declare, by the lengths of the four suits (one byte
#: each: ``LEN[b0] | LEN[b1] << 8 | LEN[b2] << 16 | LEN[b3] << 24``): the
#: order of :func:`punto_partials` as ``suit << 4 | number of cards``, the
#: whole punto included; bounded
_PUNTO_ORDER: dict = {}


def punto_order(key: int) -> tuple:
    """The entry of ``_PUNTO_ORDER`` for the suit lengths ``key`` (made once)."""
    got = _PUNTO_ORDER.get(key) if is_int(key) else None
    if got is None:
        need_mask("punto_order", "key", key, bits=32)
        lens = [(key >> (8 * s)) & 255 for s in range(4)]
        got = tuple(s << 4 | k for k in range(max(lens), 2, -1) for s in (3, 2, 1, 0) if lens[s] >= k)
        if len(_PUNTO_ORDER) >= _PARTIALS_MAX:
            _PUNTO_ORDER.clear()
        _PUNTO_ORDER[key] = got
    return got


#: sorted partial options of the sequenze and quattordici, by category and
#: the mask declared in full (they depend on nothing else); bounded
_PARTIALS: dict = {}
_PARTIALS_MAX = 1 << 15


def sorted_partials(full: int, cat: int) -> tuple:
    """:func:`partial_options` of category 1 (sequenze) or 2 (quattordici)
    of any hand whose whole declaration of it is ``full``, sorted as
    :func:`punto_partials` (computed once per ``full`` and kept)."""
    need_mask("sorted_partials", "full", full, bits=32)
    need_int("sorted_partials", "cat", cat, lo=1, hi=2)
    key = full << 2 | cat
    got = _PARTIALS.get(key)
    if got is None:
        if len(_PARTIALS) >= _PARTIALS_MAX:
            _PARTIALS.clear()
        masks = partial_options(full, cat, ITALIANO)   # the rules play no part for these two
        masks.sort(key=lambda m: (-m.bit_count(), -m))
        got = _PARTIALS[key] = tuple(masks)
    return got


def _declared_facts(h: int, parts, rules: PicchettoRules, fh=None):
    """The facts (:func:`_side_facts`) a declaration scores and compares
    with: each category's from what is declared (``parts``: per category
    ``True``, ``False`` or an internal mask)."""
    if fh is None:
        fh = _side_facts(h, rules)
    p, s, g = parts
    if type(p) is bool and type(s) is bool and type(g) is bool:
        return fh
    # each category's facts read from what is declared in it alone (what
    # _side_facts(mask) would say of that category, by the shortest way)
    pk, prezzo, spt, by_value = _tables(rules)
    if type(p) is bool:
        out = fh[:4]
    else:
        sh = (p.bit_length() - 1) & 24
        if p >> sh << sh == p:      # one suit's top cards (any legal punto)
            b = p >> sh
            k = pk[b]
            out = ((k >> 4) if by_value else k, sh >> 3, LEN[b], prezzo[b])
        else:
            out = _side_facts(p, rules)[:4]
    if type(s) is bool:
        out += fh[4:6]
    else:
        b0, b1, b2, b3 = s & 255, (s >> 8) & 255, (s >> 16) & 255, s >> 24
        out += (max(SEQ_BEST[b0], SEQ_BEST[b1], SEQ_BEST[b2], SEQ_BEST[b3]), spt[b0] + spt[b1] + spt[b2] + spt[b3])
    if type(g) is bool:
        return out + fh[6:9]
    code = ((SPREAD[g & 255] + SPREAD[(g >> 8) & 255] + SPREAD[(g >> 16) & 255] + SPREAD[g >> 24]) >> 9) & 0x7FFF
    return out + (_GROUPS_GET(code) or _groups(code))


def _declares_masks(h: int, d, rules: PicchettoRules):
    """(parts as True/False/masks, quiet flags) of a Declare-like ``d`` for
    the hand ``h``, checked; ``None`` declares everything."""
    if d is None:
        return (True, True, True), 0
    from .state import Declare
    need_instance("declarations", "declares", d, Declare, "a_declare")
    parts = []
    quiet = 0
    for cat, v in enumerate((d.punto, d.sequenze, d.quattordici)):
        if type(v) is bool:
            parts.append(v)
            quiet |= 0 if v else 1 << cat
            continue
        m = internal_mask(v, rules.deck)
        err = declared_problem(h, cat, m) if m else None
        if err:
            raise InvalidOptionError(err)
        parts.append(m if m else False)
        quiet |= 0 if m else 1 << cat
    return tuple(parts), quiet


# --------------------------------------------------------------------------
# public: rubicon
# --------------------------------------------------------------------------

def rubicon(winner_score: int, loser_score: int, rules: PicchettoRules = RUBICON) -> int:
    """The winner's margin at the end of a partie under ``rules``.

    * Rubicon Piquet (``scoring="rubicon"``, text 004): a loser under 100 is
      *rubiconed* and the winner scores winner + loser + 100; otherwise
      winner − loser + 100.
    * Rubicone (``scoring="rubicone"``, text 000): if both passed 100 or
      neither did, the difference; if only the winner passed 100, the sum
      (+100 more with ``rubicone_extra=True``).  "Passed" (*oltrepassato*)
      is read as more than 100.
    * Any other rules: the difference of points (text 000's *a differenza*).

    Equal scores are a drawn partie: the margin is 0.
    """
    need_rules(rules)
    w = need_int("rubicon", "winner_score", winner_score, lo=0)
    lo = need_int("rubicon", "loser_score", loser_score, lo=0)
    if w < lo:
        raise InvalidOptionError("picchetto.err.rubicon_order", winner=w, loser=lo)
    if w == lo:
        return 0
    if rules.scoring == "rubicon":
        return w + lo + 100 if lo < 100 else w - lo + 100
    if rules.scoring == "rubicone":
        if (w > 100) == (lo > 100):
            return w - lo
        return w + lo + (100 if rules.rubicone_extra else 0)
    return w - lo
