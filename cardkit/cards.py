"""Cards, sets of cards and the three decks.

A card is a small int (a :class:`Card`, which *is* an ``int``):

* Italian cards are ``0..39``: ``suit * 10 + rank`` with suits denari,
  coppe, spade, bastoni (``d c s b``) and ranks ``A 2 3 4 5 6 7 F C R``.
* French piquet cards are ``40..71``: ``40 + suit * 8 + rank`` with suits
  spades, hearts, diamonds, clubs (``S H D C``) and ranks
  ``7 8 9 10 J Q K A`` (lowest first, the natural order of sequences).

A set of cards is an int bitmask (bit ``n`` set = card ``n`` present) behind
the immutable, set-like :class:`CardSet`.  Every public function of the kit
that takes cards accepts a notation string (``"7d Ab Rc"``), a list of
strings, cards, or a ``CardSet``: see :func:`to_cards` and :func:`to_mask`.
"""

from __future__ import annotations

import itertools
import random
import re
from typing import Iterable, Iterator

from . import i18n
from .errors import InvalidCardError, InvalidInputError

# --------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------

ITALIAN_SUITS = "dcsb"
ITALIAN_RANKS = ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R")
FRENCH_SUITS = "SHDC"
FRENCH_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SYMBOL_TO_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}

N_CARDS = 72  # 40 Italian + 32 French
#: the longest list of cards accepted from outside (far more than any deal)
MAX_CARDS = 10_000
#: the longest text accepted as the seed of a game
MAX_SEED_TEXT = 200
#: the longest text accepted as a seed by :func:`rng` and :func:`shuffle`
#: (room for seeds derived from a game's, such as ``f"{seed}/{deal}"``)
MAX_RNG_SEED_TEXT = 1000
#: the longest list :func:`shuffle` accepts
MAX_SHUFFLE = 100_000

i18n.register({
    # suits, Italian deck
    "suit.d": {"en": "coins", "it": "denari"},
    "suit.c": {"en": "cups", "it": "coppe"},
    "suit.s": {"en": "swords", "it": "spade"},
    "suit.b": {"en": "batons", "it": "bastoni"},
    # suits, French deck
    "suit.S": {"en": "spades", "it": "picche"},
    "suit.H": {"en": "hearts", "it": "cuori"},
    "suit.D": {"en": "diamonds", "it": "quadri"},
    "suit.C": {"en": "clubs", "it": "fiori"},
    # ranks, Italian deck
    "rank.it.A": {"en": "ace", "it": "asso"},
    "rank.it.F": {"en": "jack", "it": "fante"},
    "rank.it.C": {"en": "knight", "it": "cavallo"},
    "rank.it.R": {"en": "king", "it": "re"},
    # ranks, French deck
    "rank.fr.A": {"en": "ace", "it": "asso"},
    "rank.fr.K": {"en": "king", "it": "re"},
    "rank.fr.Q": {"en": "queen", "it": "donna"},
    "rank.fr.J": {"en": "jack", "it": "fante"},
    "card.name": {"en": "{rank} of {suit}", "it": "{rank} di {suit}"},
    # notation errors
    "card.bad_italian_rank": {
        "en": "{text!r} is not a card: Italian ranks are A, 2-7, F, C, R (fante, cavallo, re)",
        "it": "{text!r} non è una carta: i valori italiani sono A, 2-7, F, C, R (fante, cavallo, re)",
    },
    "card.bad_french_rank": {
        "en": "{text!r} is not a card: French piquet ranks are A, K, Q, J, 10 (or T), 9, 8, 7",
        "it": "{text!r} non è una carta: i valori francesi del picchetto sono A, K, Q, J, 10 (o T), 9, 8, 7",
    },
    "card.bad_suit": {
        "en": "{text!r} is not a card: write a rank then a suit (Italian d c s b, French S H D C "
              "or ♠ ♥ ♦ ♣)",
        "it": "{text!r} non è una carta: scrivi valore e seme (italiani d c s b, francesi S H D C "
              "o ♠ ♥ ♦ ♣)",
    },
    "card.bad_name": {
        "en": "{text!r} is not a card name: write for example '7 di denari', 'asso di coppe', "
              "'ten of hearts' or 'settebello'",
        "it": "{text!r} non è il nome di una carta: scrivi per esempio '7 di denari', "
              "'asso di coppe', 'ten of hearts' o 'settebello'",
    },
    "card.no_such_rank_in_deck": {
        "en": "{text!r} is not a card: the {deck} deck has no {rank}",
        "it": "{text!r} non è una carta: il mazzo {deck} non ha {rank}",
    },
    "card.bad_id": {
        "en": "{text!r} is not a card: card numbers go from 0 to 71",
        "it": "{text!r} non è una carta: i numeri delle carte vanno da 0 a 71",
    },
    "card.bad_type": {
        "en": "{text!r} is not a card: give notation like '7d' or 'AS', a Card, or a list of them",
        "it": "{text!r} non è una carta: scrivi una notazione come '7d' o 'AS', una Card, o una lista",
    },
    "card.not_text": {
        "en": "{text!r} is not card notation: parse_cards reads text such as '7d Ab Rc' (use to_cards for other input)",
        "it": "{text!r} non è una notazione di carte: parse_cards legge un testo come '7d Ab Rc' "
              "(per altro usa to_cards)",
    },
    "card.bad_suit_letter": {
        "en": "{text!r} is not a suit: write one letter, d c s b (Italian) or S H D C (French)",
        "it": "{text!r} non è un seme: scrivi una lettera, d c s b (italiani) o S H D C (francesi)",
    },
    "card.bad_mask": {
        "en": "{text!r} is not a mask of cards: give an int from 0 to 2**72 - 1 (bit n set = card n present)",
        "it": "{text!r} non è una maschera di carte: dai un int da 0 a 2**72 - 1 (bit n acceso = carta n presente)",
    },
    "card.too_many": {
        "en": "too many cards: a list of cards may hold at most {limit} of them",
        "it": "troppe carte: una lista di carte ne può contenere al massimo {limit}",
    },
    "seed.required": {
        "en": "a seed is required: pass an int (e.g. 7) so that the deal can be replayed",
        "it": "serve un seed (il numero della smazzata): passa un int (per esempio 7) così la smazzata si può rigiocare",
    },
    "seed.bad": {
        "en": "{text!r} is not a seed: give an int (e.g. 7), a text of at most {limit} characters, "
              "or a random.Random",
        "it": "{text!r} non è un seed: dai un int (per esempio 7), un testo di al massimo "
              "{limit} caratteri, o un random.Random",
    },
    "shuffle.not_items": {
        "en": "{text!r} cannot be shuffled: give a list (or other iterable) of items",
        "it": "{text!r} non si può mescolare: dai una lista (o un altro iterabile) di elementi",
    },
    "shuffle.too_many": {
        "en": "too many items to shuffle: at most {limit}",
        "it": "troppi elementi da mescolare: al massimo {limit}",
    },
    "card.bad_sort_key": {
        "en": "{text!r} is not a sort key: give a function of one card, or None",
        "it": "{text!r} non è una chiave di ordinamento: dai una funzione di una carta, o None",
    },
    "card.empty": {
        "en": "an empty string is not a card: write for example '7d' or 'AS'",
        "it": "una stringa vuota non è una carta: scrivi per esempio '7d' o 'AS'",
    },
    "card.expected_one": {
        "en": "{text!r} is not one card: it names {n}",
        "it": "{text!r} non è una sola carta: ne indica {n}",
    },
    "card.duplicate": {
        "en": "{text!r} names the card {card} more than once",
        "it": "{text!r} indica la carta {card} più di una volta",
    },
    "card.not_in_deck": {
        "en": "{card} is not in the {deck} deck",
        "it": "{card} non è nel mazzo {deck}",
    },
    "deck.ranks": {"en": "Deck: ranks must be a tuple of 1 to 13 rank names (texts), not {value!r}",
                   "it": "Deck: ranks deve essere una tupla da 1 a 13 nomi di valori (testi), non {value!r}"},
    "deck.italian": {"en": "Italian 40-card", "it": "italiano da 40 carte"},
    "deck.french": {"en": "French 32-card piquet", "it": "francese da 32 carte (picchetto)"},
    "deck.bergamasche": {"en": "Bergamasche/Romagnole 32-card", "it": "bergamasco/romagnolo da 32 carte"},
})


def _compact(i: int) -> str:
    if i < 40:
        return ITALIAN_RANKS[i % 10] + ITALIAN_SUITS[i // 10]
    j = i - 40
    return FRENCH_RANKS[j % 8] + FRENCH_SUITS[j // 8]


_NOTATION = tuple(_compact(i) for i in range(N_CARDS))


# --------------------------------------------------------------------------
# Card
# --------------------------------------------------------------------------

def _picture_html(svg: str) -> str:
    """How a card, a list, a set or a deck draws itself in Jupyter: the
    picture as an image in ``text/html`` (shown even in a notebook JupyterLab
    does not trust yet; see :class:`cardkit.svg.Drawing`).  Nothing else in
    the display bundle but the ``text/plain`` repr: no ``_repr_svg_``, so the
    picture is stored once."""
    from .svg import svg_img
    return svg_img(svg)


class Card(int):
    """One card: an ``int`` with a notation, a name and a picture.

    ``Card("7d")`` is the settebello, ``Card("10H")`` the ten of hearts;
    ``Card(6)`` is the card with number 6 (also the settebello).  There is
    exactly one object per card, so ``Card("7d") is Card(6)``.
    """

    __slots__ = ()

    def __new__(cls, value):
        if isinstance(value, Card):
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            if 0 <= value < N_CARDS:
                return CARDS[value]
            raise InvalidCardError("card.bad_id", text=value)
        if isinstance(value, str):
            found = parse_cards(value)
            if len(found) != 1:
                if not found:
                    raise InvalidCardError("card.empty")
                raise InvalidCardError("card.expected_one", text=value, n=len(found))
            return found[0]
        raise InvalidCardError("card.bad_type", text=value)

    @classmethod
    def _make(cls, i: int) -> "Card":
        return int.__new__(cls, i)

    # -- identity ---------------------------------------------------------
    @property
    def id(self) -> int:
        return int(self)

    @property
    def is_italian(self) -> bool:
        return self < 40

    @property
    def deck(self) -> str:
        """``"italian"`` or ``"french"`` (the Bergamasche cards are Italian)."""
        return "italian" if self < 40 else "french"

    @property
    def suit(self) -> str:
        """The suit letter: ``d c s b`` (Italian) or ``S H D C`` (French)."""
        return ITALIAN_SUITS[self // 10] if self < 40 else FRENCH_SUITS[(self - 40) // 8]

    @property
    def suit_index(self) -> int:
        return self // 10 if self < 40 else (self - 40) // 8

    @property
    def rank(self) -> str:
        """The rank symbol: ``A 2-7 F C R`` or ``7 8 9 10 J Q K A``."""
        return ITALIAN_RANKS[self % 10] if self < 40 else FRENCH_RANKS[(self - 40) % 8]

    @property
    def rank_index(self) -> int:
        """Position of the rank in its deck's table (Italian A=0 … R=9;
        French 7=0 … A=7)."""
        return self % 10 if self < 40 else (self - 40) % 8

    @property
    def symbol(self) -> str:
        """Notation with a suit symbol for French cards (``10♥``)."""
        if self < 40:
            return _NOTATION[self]
        return self.rank + SUIT_SYMBOLS[self.suit]

    def name(self, lang: str | None = None) -> str:
        """The long name: ``"7 of coins"``, or ``"7 di denari"`` in Italian."""
        rank = self.rank
        key = ("rank.it." if self < 40 else "rank.fr.") + rank
        rank_word = i18n.tr(key, lang) if i18n.has(key) else rank
        return i18n.tr("card.name", lang, rank=rank_word, suit=i18n.tr("suit." + self.suit, lang))

    # -- text ---------------------------------------------------------------
    def __str__(self) -> str:
        return _NOTATION[self]

    def __repr__(self) -> str:
        return f"Card({_NOTATION[self]!r})"

    def __format__(self, spec: str) -> str:
        if spec:
            return format(str(self), spec)
        return str(self)

    # -- picture (see cardkit.svg.Drawing: text/html holding an image) -----
    def svg(self, width: float = 70) -> str:
        """The card's picture as SVG text, ``width`` pixels wide."""
        from .svg import card_svg
        return card_svg(self, width)

    def _repr_html_(self) -> str:
        return _picture_html(self.svg())

    def __reduce__(self):
        return (Card, (int(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


CARDS: tuple[Card, ...] = tuple(Card._make(i) for i in range(N_CARDS))


# --------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------

_IT_RANK_WORDS = {
    "asso": "A", "ace": "A", "a": "A", "1": "A", "uno": "A", "one": "A",
    "due": "2", "two": "2", "2": "2", "tre": "3", "three": "3", "3": "3",
    "quattro": "4", "four": "4", "4": "4", "cinque": "5", "five": "5", "5": "5",
    "sei": "6", "six": "6", "6": "6", "sette": "7", "seven": "7", "7": "7",
    "fante": "F", "jack": "F", "knave": "F", "f": "F",
    "cavallo": "C", "knight": "C", "horse": "C", "c": "C",
    "re": "R", "king": "R", "r": "R",
}
_FR_RANK_WORDS = {
    "asso": "A", "ace": "A", "a": "A",
    "re": "K", "king": "K", "k": "K",
    "donna": "Q", "dama": "Q", "regina": "Q", "queen": "Q", "q": "Q",
    "fante": "J", "jack": "J", "knave": "J", "j": "J",
    "dieci": "10", "ten": "10", "10": "10", "t": "10",
    "nove": "9", "nine": "9", "9": "9", "otto": "8", "eight": "8", "8": "8",
    "sette": "7", "seven": "7", "7": "7",
}
_SUIT_WORDS = {
    "denari": "d", "denaro": "d", "coins": "d", "coin": "d",
    "coppe": "c", "coppa": "c", "cups": "c", "cup": "c",
    "spade": "s", "spada": "s", "swords": "s", "sword": "s",
    "bastoni": "b", "bastone": "b", "batons": "b", "baton": "b",
    "picche": "S", "picca": "S", "spades": "S",
    "cuori": "H", "cuore": "H", "hearts": "H", "heart": "H",
    "quadri": "D", "quadro": "D", "diamonds": "D", "diamond": "D",
    "fiori": "C", "fiore": "C", "clubs": "C", "club": "C",
}
_SPECIAL_NAMES = {"settebello": "7d"}
_LINKS = {"di", "of", "de", "del", "della", "dei", "delle"}
_WORD = re.compile(r"[^\s,;]+")


def _card_from_compact(tok: str, original: str | None = None) -> Card:
    text = original if original is not None else tok
    if not tok:
        raise InvalidCardError("card.empty")
    suit_ch = tok[-1]
    rank = tok[:-1]
    if suit_ch in _SYMBOL_TO_SUIT:
        suit_ch = _SYMBOL_TO_SUIT[suit_ch]
        french = True
    elif suit_ch in FRENCH_SUITS:
        french = True
    elif suit_ch in ITALIAN_SUITS:
        french = False
    else:
        raise InvalidCardError("card.bad_suit", text=text)
    if french:
        if rank == "T":
            rank = "10"
        if rank not in FRENCH_RANKS:
            raise InvalidCardError("card.bad_french_rank", text=text)
        return CARDS[40 + FRENCH_SUITS.index(suit_ch) * 8 + FRENCH_RANKS.index(rank)]
    if rank not in ITALIAN_RANKS:
        raise InvalidCardError("card.bad_italian_rank", text=text)
    return CARDS[ITALIAN_SUITS.index(suit_ch) * 10 + ITALIAN_RANKS.index(rank)]


def _card_from_words(rank_word: str, suit_word: str, text: str) -> Card:
    suit = _SUIT_WORDS[suit_word]
    if suit in ITALIAN_SUITS:
        rank = _IT_RANK_WORDS.get(rank_word)
        if rank is None:
            raise InvalidCardError(
                "card.no_such_rank_in_deck", text=text, deck=i18n.Term("deck.italian"), rank=rank_word
            )
    else:
        rank = _FR_RANK_WORDS.get(rank_word)
        if rank is None:
            raise InvalidCardError(
                "card.no_such_rank_in_deck", text=text, deck=i18n.Term("deck.french"), rank=rank_word
            )
    return _card_from_compact(rank + suit, text)


def parse_cards(text: str) -> list[Card]:
    """Parse notation into a list of cards, keeping the order given.

    Compact tokens (``7d``, ``Rc``, ``AS``, ``10H``, ``T♥``) and long names
    (``7 di denari``, ``asso di coppe``, ``ten of hearts``, ``settebello``)
    may be mixed, separated by spaces, commas or semicolons.
    """
    if not isinstance(text, str):
        raise InvalidCardError("card.not_text", text=text)
    words = _WORD.findall(text)
    out: list[Card] = []
    i = 0
    n = len(words)
    while i < n:
        if len(out) >= MAX_CARDS:
            raise InvalidCardError("card.too_many", limit=MAX_CARDS)
        w = words[i]
        lw = w.lower()
        if lw in _SPECIAL_NAMES:
            out.append(_card_from_compact(_SPECIAL_NAMES[lw]))
            i += 1
            continue
        if i + 2 < n and words[i + 1].lower() in _LINKS:
            suit_word = words[i + 2].lower()
            if suit_word in _SUIT_WORDS:
                phrase = " ".join(words[i:i + 3])
                out.append(_card_from_words(lw, suit_word, phrase))
                i += 3
                continue
            raise InvalidCardError("card.bad_name", text=" ".join(words[i:i + 3]))
        if lw in _IT_RANK_WORDS and len(lw) > 2 and not lw.isdigit():
            # a long rank word that is not followed by "di <suit>"
            raise InvalidCardError("card.bad_name", text=" ".join(words[i:i + 3]))
        out.append(_card_from_compact(w))
        i += 1
    return out


def card(x) -> Card:
    """One card from notation, a number or a Card."""
    return Card(x)


def to_cards(x) -> list[Card]:
    """Any card-ish input as a list of cards, in the order given.

    Accepts a notation string, a Card or int, a CardSet, or an iterable of
    any of these.
    """
    if isinstance(x, str):
        return parse_cards(x)
    if isinstance(x, Card):
        return [x]
    if isinstance(x, CardSet):
        return list(x)
    if isinstance(x, int) and not isinstance(x, bool):
        return [Card(x)]
    if isinstance(x, (bytes, bytearray, memoryview, dict)):
        raise InvalidCardError("card.bad_type", text=x)
    try:
        items = iter(x)
    except TypeError:
        raise InvalidCardError("card.bad_type", text=x) from None
    out: list[Card] = []
    for item in items:
        if len(out) >= MAX_CARDS:
            raise InvalidCardError("card.too_many", limit=MAX_CARDS)
        if isinstance(item, Card):
            out.append(item)
        elif isinstance(item, str):
            out.extend(parse_cards(item))
        elif isinstance(item, CardSet):
            out.extend(item)
        elif isinstance(item, int) and not isinstance(item, bool):
            out.append(Card(item))
        else:
            raise InvalidCardError("card.bad_type", text=item)
    return out


def to_mask(x) -> int:
    """Any card-ish input as a bitmask (duplicates are merged)."""
    if isinstance(x, CardSet):
        return x.mask
    if isinstance(x, Card):
        return 1 << x
    m = 0
    for c in to_cards(x):
        m |= 1 << c
    return m


def cards(text) -> "CardList":
    """Parse ``"7d Ab Rc"`` (or any card-ish input) into a :class:`CardList`."""
    return CardList(to_cards(text))


# --------------------------------------------------------------------------
# Ordered lists and sets of cards
# --------------------------------------------------------------------------

class CardList(list):
    """A list of cards in a given order (a hand as dealt, a trick as played).

    It is a plain ``list`` of :class:`Card` that prints as notation and draws
    itself as a row of cards in Jupyter.
    """

    def __init__(self, items=()):
        super().__init__(to_cards(items) if not isinstance(items, CardList) else items)

    def __str__(self) -> str:
        return " ".join(_NOTATION[c] for c in self)

    def __repr__(self) -> str:
        return f"cards({str(self)!r})"

    def svg(self, width: float = 70) -> str:
        """The cards' picture as SVG text (a row, ``width`` pixels a card)."""
        from .svg import hand_svg
        return hand_svg(self, width)

    def _repr_html_(self) -> str:
        return _picture_html(self.svg())

    def __getitem__(self, i):
        r = super().__getitem__(i)
        return CardList(r) if isinstance(i, slice) else r

    def __add__(self, other):
        return CardList(list(self) + to_cards(other))


def _check_mask(m) -> None:
    if not isinstance(m, int) or isinstance(m, bool) or m < 0 or m >> N_CARDS:
        raise InvalidCardError("card.bad_mask", text=m)


def _iter_mask(m: int) -> Iterator[Card]:
    while m:
        low = m & -m
        yield CARDS[low.bit_length() - 1]
        m ^= low


def mask_cards(m: int) -> list[Card]:
    """The cards of a bitmask, lowest number first."""
    _check_mask(m)
    out = []
    while m:
        low = m & -m
        out.append(CARDS[low.bit_length() - 1])
        m ^= low
    return out


class CardSet:
    """An immutable set of cards stored as an int bitmask.

    ``CardSet("7d Ab Rc")``, ``CardSet(["7d", "Ab"])`` or ``CardSet()``;
    ``CardSet.from_mask(m)`` wraps a mask.  Supports ``in``, ``len``,
    ``|``, ``&``, ``-``, ``^`` (with any card-ish right operand), ``<=``
    (subset), equality and hashing.  Iteration is in a fixed order: by card
    number, i.e. Italian suits d, c, s, b then French S, H, D, C, each from
    its lowest rank.
    """

    __slots__ = ("_mask",)

    def __init__(self, cards=()):
        if isinstance(cards, CardSet):
            self._mask = cards._mask
        else:
            self._mask = to_mask(cards)

    @classmethod
    def from_mask(cls, mask: int) -> "CardSet":
        """The set whose cards are the bits of ``mask`` (bit n = card n)."""
        _check_mask(mask)
        s = object.__new__(cls)
        s._mask = mask
        return s

    @property
    def mask(self) -> int:
        return self._mask

    def __contains__(self, c) -> bool:
        try:
            m = to_mask(c)
        except InvalidCardError:
            return False
        return bool(m) and (self._mask & m) == m

    def __len__(self) -> int:
        return self._mask.bit_count()

    def __iter__(self) -> Iterator[Card]:
        return _iter_mask(self._mask)

    def __bool__(self) -> bool:
        return self._mask != 0

    def __or__(self, other) -> "CardSet":
        return CardSet.from_mask(self._mask | to_mask(other))

    __ror__ = __or__

    def __and__(self, other) -> "CardSet":
        return CardSet.from_mask(self._mask & to_mask(other))

    __rand__ = __and__

    def __sub__(self, other) -> "CardSet":
        return CardSet.from_mask(self._mask & ~to_mask(other))

    def __rsub__(self, other) -> "CardSet":
        return CardSet.from_mask(to_mask(other) & ~self._mask)

    def __xor__(self, other) -> "CardSet":
        return CardSet.from_mask(self._mask ^ to_mask(other))

    __rxor__ = __xor__

    def __le__(self, other) -> bool:
        return self._mask & ~to_mask(other) == 0

    def __ge__(self, other) -> bool:
        return to_mask(other) & ~self._mask == 0

    def __lt__(self, other) -> bool:
        o = to_mask(other)
        return self._mask != o and self._mask & ~o == 0

    def __gt__(self, other) -> bool:
        o = to_mask(other)
        return self._mask != o and o & ~self._mask == 0

    def issubset(self, other) -> bool:
        return self <= other

    def issuperset(self, other) -> bool:
        return self >= other

    def isdisjoint(self, other) -> bool:
        return self._mask & to_mask(other) == 0

    def __eq__(self, other) -> bool:
        if isinstance(other, CardSet):
            return self._mask == other._mask
        if isinstance(other, (set, frozenset)):
            try:
                return self._mask == to_mask(other) and len(other) == len(self)
            except InvalidCardError:
                return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("CardSet", self._mask))

    def suit(self, suit: str) -> "CardSet":
        """The cards of one suit (``"d"``, ``"S"``, …)."""
        if not (isinstance(suit, str) and suit in SUIT_MASKS):
            raise InvalidCardError("card.bad_suit_letter", text=suit)
        return CardSet.from_mask(self._mask & SUIT_MASKS[suit])

    def sorted(self, key=None, reverse: bool = False) -> CardList:
        """The cards as a list sorted by ``key`` (by card number if None)."""
        if key is not None and not callable(key):
            raise InvalidCardError("card.bad_sort_key", text=key)
        try:
            return CardList(sorted(self, key=key, reverse=bool(reverse)))
        except TypeError:  # the key's values cannot be compared
            raise InvalidCardError("card.bad_sort_key", text=key) from None

    def __str__(self) -> str:
        return " ".join(_NOTATION[c] for c in self)

    def __repr__(self) -> str:
        return f"CardSet({str(self)!r})"

    def svg(self, width: float = 70) -> str:
        """The cards' picture as SVG text (a row, ``width`` pixels a card)."""
        from .svg import hand_svg
        return hand_svg(list(self), width)

    def _repr_html_(self) -> str:
        return _picture_html(self.svg())


def _suit_mask(suit: str) -> int:
    if suit in ITALIAN_SUITS:
        base = ITALIAN_SUITS.index(suit) * 10
        return ((1 << 10) - 1) << base
    base = 40 + FRENCH_SUITS.index(suit) * 8
    return ((1 << 8) - 1) << base


SUIT_MASKS: dict[str, int] = {s: _suit_mask(s) for s in ITALIAN_SUITS + FRENCH_SUITS}
ITALIAN_MASK = (1 << 40) - 1
FRENCH_MASK = ((1 << 32) - 1) << 40


# --------------------------------------------------------------------------
# Decks and seeded shuffles
# --------------------------------------------------------------------------

class Deck:
    """A named deck: its cards in a fixed order, and seeded shuffles."""

    __slots__ = ("key", "cards", "mask", "suits", "ranks")

    def __init__(self, key: str, cards: Iterable[Card], suits: str, ranks: tuple[str, ...]):
        from .options import need_text
        self.key = need_text("Deck", "key", key, limit=40)
        self.cards = tuple(to_cards(cards))
        self.mask = to_mask(self.cards)
        self.suits = need_text("Deck", "suits", suits, limit=8)
        if not (isinstance(ranks, (tuple, list)) and 0 < len(ranks) <= 13
                and all(isinstance(r, str) and 0 < len(r) <= 2 for r in ranks)):
            raise InvalidInputError("deck.ranks", value=ranks)
        self.ranks = tuple(ranks)

    @property
    def name(self) -> str:
        """The deck's name in the current language (its key for a deck the
        kit does not know)."""
        return i18n.tr("deck." + self.key) if i18n.has("deck." + self.key) else self.key

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __contains__(self, c) -> bool:
        try:
            m = to_mask(c)
        except InvalidCardError:
            return False
        return bool(m) and m & ~self.mask == 0

    def cardset(self) -> CardSet:
        return CardSet.from_mask(self.mask)

    def shuffled(self, seed) -> CardList:
        """The deck in a seeded random order (see :func:`shuffle`)."""
        return CardList(shuffle(self.cards, seed))

    def check(self, cards) -> list[Card]:
        """The cards as a list, raising if one is not in this deck."""
        out = to_cards(cards)
        for c in out:
            if not (self.mask >> c) & 1:
                raise InvalidCardError("card.not_in_deck", card=str(c), deck=self._term())
        return out

    def _term(self):
        return i18n.Term("deck." + self.key) if i18n.has("deck." + self.key) else self.key

    def __repr__(self) -> str:
        return f"<Deck {self.key}: {len(self.cards)} cards>"

    def svg(self, width: float = 50) -> str:
        """Every card of the deck as SVG text, one row per suit."""
        from .svg import deck_svg
        return deck_svg(self, width)

    def _repr_html_(self) -> str:
        return _picture_html(self.svg())


ITALIAN = Deck("italian", CARDS[:40], ITALIAN_SUITS, ITALIAN_RANKS)
FRENCH = Deck("french", CARDS[40:], FRENCH_SUITS, FRENCH_RANKS)
BERGAMASCHE = Deck(
    "bergamasche",
    [c for c in CARDS[:40] if c.rank not in ("2", "3")],
    ITALIAN_SUITS,
    tuple(r for r in ITALIAN_RANKS if r not in ("2", "3")),
)
DECKS = {"italian": ITALIAN, "french": FRENCH, "bergamasche": BERGAMASCHE}


def check_seed(seed, *, allow_rng: bool = False, limit: int = MAX_SEED_TEXT):
    """``seed`` itself if it is a seed, else :class:`InvalidInputError`.

    A seed is an ``int`` (not a bool, at most 1024 bits) or a ``str`` of at
    most ``limit`` characters; with ``allow_rng`` also a ``random.Random``.  Nothing else is: ``random.Random`` hashes a tuple
    or a frozenset, which deals differently from one process to another on
    Python 3.10 and is refused on 3.11+, and None or a float would make a
    deal nobody can replay or save.
    """
    from .options import need_bool, need_int
    need_int("check_seed", "limit", limit, lo=0, hi=10**6)
    need_bool("check_seed", "allow_rng", allow_rng)
    if isinstance(seed, str):
        if len(seed) <= limit:
            return seed
    elif isinstance(seed, int) and not isinstance(seed, bool):
        if seed.bit_length() <= 1024:
            return seed
    elif allow_rng and isinstance(seed, random.Random):
        return seed
    elif seed is None:
        raise InvalidInputError("seed.required")
    raise InvalidInputError("seed.bad", text=seed, limit=limit)


def rng(seed) -> random.Random:
    """A ``random.Random`` from an explicit seed (see :func:`check_seed`);
    a ``random.Random`` is returned as it is."""
    if isinstance(check_seed(seed, allow_rng=True, limit=MAX_RNG_SEED_TEXT), random.Random):
        return seed
    return random.Random(seed)


# For each list length, the Fisher–Yates steps (i, bits needed for a number
# in 0..i), highest i first; computed once per length.
_SHUFFLE_STEPS: dict[int, tuple] = {}


def _shuffle_steps(n: int) -> tuple:
    steps = _SHUFFLE_STEPS.get(n)
    if steps is None:
        steps = _SHUFFLE_STEPS[n] = tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))
    return steps


def shuffle(items, seed) -> list:
    """A seeded Fisher–Yates shuffle of ``items`` (returns a new list).

    ``seed`` is an int, a string or a ``random.Random``; the same seed gives
    the same order everywhere: each position draws by rejection sampling on
    ``getrandbits``, which depends only on the Mersenne Twister output, so
    it is identical on every Python version and machine.  The engines deal
    with this function directly (it is on their hot path, hence the
    precomputed steps).
    """
    bits = rng(seed).getrandbits
    try:
        out = list(itertools.islice(items, MAX_SHUFFLE + 1))
    except TypeError:
        raise InvalidInputError("shuffle.not_items", text=items) from None
    if len(out) > MAX_SHUFFLE:
        raise InvalidInputError("shuffle.too_many", limit=MAX_SHUFFLE)
    for i, k in _shuffle_steps(len(out)):
        j = bits(k)
        while j > i:
            j = bits(k)
        out[i], out[j] = out[j], out[i]
    return out


def popcount(m: int) -> int:
    """How many cards a mask holds."""
    _check_mask(m)
    return m.bit_count()
