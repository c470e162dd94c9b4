"""Answer kinds: how a learner's answer is read, shown and compared.

A kind turns whatever the learner typed into one normal form
(``kind.read(value)``), raising :class:`AnswerError` with a friendly,
translated sentence when it cannot; ``kind.show(value)`` writes the normal
form back as text, and ``kind.same(a, b)`` compares two normal forms.

Kinds provided: :data:`CARD` (one card, any notation ``to_cards`` accepts),
:data:`NOTATION` (one card in compact notation only, such as ``"7d"``),
:data:`CARDS` (cards in order), :data:`CARDSET` (cards in any order),
:data:`INT`, :data:`INTS` / ``IntsKind(length)`` (numbers in order), :data:`BOOL` (also yes/no, sì/no, vero/falso), :data:`SUIT`,
:data:`RANKS` / :data:`RANKS_FR` (a set of Italian / French ranks), :data:`PLAYER` (elder/younger) and
:func:`choice` for a fixed list of words with synonyms.
"""

from __future__ import annotations

import re

from .. import i18n
from ..cards import (
    FRENCH_RANKS, FRENCH_SUITS, ITALIAN_RANKS, ITALIAN_SUITS, Card, CardSet, CardList, InvalidCardError,
    _FR_RANK_WORDS, _IT_RANK_WORDS, _SUIT_WORDS, _SYMBOL_TO_SUIT, to_cards,
)
from ..errors import CardkitError
from ..options import need_bool, need_choice, need_int, need_text
from ._need import need

i18n.register({
    "answer.card.number": {
        "en": "{value!r} is a number, not a card: write the card as notation in quotes, "
              "rank then suit, like '7d' or 'AS'",
        "it": "{value!r} è un numero, non una carta: scrivi la carta in notazione tra virgolette, "
              "valore e poi seme, come '7d' o 'AS'",
    },
    "answer.card.type": {
        "en": "{value!r} is not a card: write the card as notation in quotes, like '7d' or 'AS'",
        "it": "{value!r} non è una carta: scrivi la carta in notazione tra virgolette, come '7d' o 'AS'",
    },
    "answer.card.not_one": {
        "en": "this answer is one card, and you wrote {n}",
        "it": "la risposta è una carta sola, e ne hai scritte {n}",
    },
    "answer.card.not_compact": {
        "en": "{value!r} names a card, but this exercise asks for compact notation: "
              "the rank then the suit letter, like 'Ab' or 'KS'",
        "it": "{value!r} indica una carta, ma l'esercizio chiede la notazione compatta: "
              "il valore e poi la lettera del seme, come 'Ab' o 'KS'",
    },
    "answer.cards.duplicate": {
        "en": "you wrote {card} more than once: a deck has one card of each",
        "it": "hai scritto {card} più di una volta: un mazzo ha una sola carta di ciascun tipo",
    },
    "answer.int.type": {
        "en": "{value!r} is not a whole number: write a number like 32, without quotes",
        "it": "{value!r} non è un numero intero: scrivi un numero come 32, senza virgolette",
    },
    "answer.int.huge": {
        "en": "that number is far too large to be the answer: write a number like 32",
        "it": "quel numero è troppo grande per essere la risposta: scrivi un numero come 32",
    },
    "answer.ints.numbers": {
        "en": "{value!r} is not a list of whole numbers: write them in order, like [3, 1]",
        "it": "{value!r} non è una lista di numeri interi: scrivili in ordine, come [3, 1]",
    },
    "answer.ints.length": {
        "en": "this answer is {n} numbers in order, like [3, 1], and you wrote {given}",
        "it": "la risposta è fatta di {n} numeri in ordine, come [3, 1], e ne hai scritti {given}",
    },
    "answer.bool.type": {
        "en": "{value!r} is not a yes-or-no answer: write True or False (or 'yes' / 'no')",
        "it": "{value!r} non è una risposta sì o no: scrivi True o False (oppure 'sì' / 'no')",
    },
    "answer.suit.type": {
        "en": "{value!r} is not a suit: write a suit letter (d c s b, S H D C), "
              "a symbol (♠ ♥ ♦ ♣) or a name ('denari', 'hearts')",
        "it": "{value!r} non è un seme: scrivi la lettera del seme (d c s b, S H D C), "
              "un simbolo (♠ ♥ ♦ ♣) o un nome ('denari', 'cuori')",
    },
    "answer.ranks.type": {
        "en": "{value!r} is not a rank: ranks are A, 2-7, F, C, R (Italian) "
              "or 7, 8, 9, 10, J, Q, K, A (French)",
        "it": "{value!r} non è un valore: i valori sono A, 2-7, F, C, R (italiani) "
              "o 7, 8, 9, 10, J, Q, K, A (francesi)",
    },
    "answer.choice.type": {
        "en": "{value!r} is not one of the answers this exercise expects: write {options} or {last}",
        "it": "{value!r} non è una delle risposte previste: scrivi {options} o {last}",
    },
    "answer.kind.abstract": {
        "en": "this kind of answer reads nothing: a subclass of Kind says how answers are read",
        "it": "questo tipo di risposta non legge nulla: una sottoclasse di Kind dice come leggere le risposte",
    },
    "answer.yes": {"en": "yes", "it": "sì"},
    "answer.no": {"en": "no", "it": "no"},
    "player.elder": {"en": "elder", "it": "giocatore di mano"},
    "player.younger": {"en": "younger", "it": "mazziere"},
})


class AnswerError(CardkitError, ValueError):
    """An answer that cannot be read (a friendly, translated sentence)."""


def _listed(value, limit: int = 100) -> list:
    """The items of a learner's ``value`` (not a text), never more than
    ``limit`` (no answer is that long; a lying ``__len__`` is not believed).
    Raises ``TypeError`` when ``value`` is not iterable or longer."""
    out = []
    for item in iter(value):
        out.append(item)
        if len(out) > limit:
            raise TypeError("too many items for an answer")
    return out


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Kind:
    """How answers of one kind are read, shown and compared.

    Subclass it (or use :func:`choice`) for a new kind of answer: ``read``
    returns the normal form or raises :class:`AnswerError`.
    """

    name = "kind"

    def read(self, value):
        raise AnswerError("answer.kind.abstract")

    def show(self, value) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, Card) or (_is_int(value) and abs(value) < _HUGE) or isinstance(value, float):
            return str(value)
        return i18n.shorten(value, ANSWER_LIMIT)  # never a 5,000-digit number or a list 3,000 deep

    def _refuse_unless(self, value, ok) -> None:
        """Refuse, in :meth:`show`, a ``value`` that is not this kind's normal form."""
        need(f"{type(self).__name__}.show", "value", value, ok, "read", kind=self.name)

    def same(self, a, b) -> bool:
        return a == b

    def __repr__(self) -> str:
        return f"<answer kind {self.name}>"


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------

def _read_cards(value) -> list[Card]:
    """Cards from a learner's value, with friendly errors."""
    if _is_int(value) and not isinstance(value, Card):
        raise AnswerError("answer.card.number", value=value)
    if isinstance(value, (str, Card, CardSet)):
        items = [value]
    else:
        try:
            items = _listed(value)
        except TypeError:
            raise AnswerError("answer.card.type", value=value) from None
    out: list[Card] = []
    for item in items:
        if _is_int(item) and not isinstance(item, Card):
            raise AnswerError("answer.card.number", value=item)
        if not isinstance(item, (str, Card, CardSet)):
            raise AnswerError("answer.card.type", value=item)
        try:
            out.extend(to_cards(item))
        except InvalidCardError as exc:
            # the notation parser's sentence already names the input and what was expected
            raise AnswerError(exc.key, **exc.params) from None
    return out


_COMPACT = re.compile(r"^\s*([2-9AFCRJQKT]|10)([dcsbSHDC♠♥♦♣])\s*$")


class CardKind(Kind):
    """One card; with ``compact=True`` only compact notation (``"7d"``) is accepted."""

    def __init__(self, compact: bool = False):
        self.compact = need_bool("CardKind", "compact", compact)
        self.name = "notation" if compact else "card"

    def read(self, value) -> Card:
        found = _read_cards(value)
        if len(found) != 1:
            raise AnswerError("answer.card.not_one", n=len(found))
        if self.compact and not (isinstance(value, Card) or (isinstance(value, str) and _COMPACT.match(value))):
            raise AnswerError("answer.card.not_compact", value=value)
        return found[0]


class CardsKind(Kind):
    """Several cards: in order (a CardList) or, with ``ordered=False``, a CardSet."""

    def __init__(self, ordered: bool):
        self.ordered = need_bool("CardsKind", "ordered", ordered)
        self.name = "cards" if ordered else "cardset"

    def read(self, value):
        if isinstance(value, str) and value.strip() == "—":  # its own show() of no card
            value = []
        found = _read_cards(value)
        seen = set()
        for c in found:
            if c in seen:
                raise AnswerError("answer.cards.duplicate", card=str(c))
            seen.add(c)
        return CardList(found) if self.ordered else CardSet(found)

    def show(self, value) -> str:
        self._refuse_unless(value, isinstance(value, (CardList, CardSet)))
        return str(value) if len(value) else "—"


# --------------------------------------------------------------------------
# Numbers, yes/no, suits, ranks, choices
# --------------------------------------------------------------------------

#: no question of the kit has an answer anywhere near this
_HUGE = 10**15
#: the most characters :meth:`Kind.show` writes of a value it does not know
ANSWER_LIMIT = 80


class IntKind(Kind):
    name = "int"

    def read(self, value) -> int:
        number = None
        if _is_int(value) and not isinstance(value, Card):
            number = value
        elif isinstance(value, float) and value.is_integer():
            number = value
        elif isinstance(value, str) and len(value) < 40 and re.fullmatch(r"\s*[+-]?\d+\s*", value):
            number = int(value)
        elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value[:40] + "0"):
            raise AnswerError("answer.int.huge")
        if number is None:
            raise AnswerError("answer.int.type", value=value)
        if abs(number) >= _HUGE:
            raise AnswerError("answer.int.huge")
        return int(number)


class IntsKind(Kind):
    """Whole numbers in order (one per player or side, say): ``[3, 1]``,
    ``"3 1"``, ``"3-1"``; with ``length``, exactly that many."""

    def __init__(self, length: int | None = None):
        self.length = need_int("IntsKind", "length", length, lo=1, hi=52, optional=True)
        self.name = "numbers" if length is None else f"{length} numbers"

    def read(self, value) -> tuple:
        items = value
        if isinstance(value, str):  # "3 1", "3, 1", "3-1" (so no negative numbers in text)
            text = value.strip().strip("[]()").strip()  # its own show() text reads back
            items = re.split(r"[\s,;\-–]+", text) if text else []
        elif _is_int(value) or isinstance(value, float):
            items = [value]
        try:
            numbers = tuple(INT.read(x) for x in _listed(items))
        except (TypeError, AnswerError):
            raise AnswerError("answer.ints.numbers", value=value) from None
        if self.length is not None and len(numbers) != self.length:
            raise AnswerError("answer.ints.length", n=self.length, given=len(numbers))
        return numbers

    def show(self, value) -> str:
        self._refuse_unless(value, isinstance(value, (tuple, list)) and all(
            _is_int(x) and abs(x) < _HUGE for x in value))
        return "[" + ", ".join(map(str, value)) + "]"


_TRUE = {"true", "yes", "y", "sì", "si", "vero"}
_FALSE = {"false", "no", "n", "falso"}


class BoolKind(Kind):
    name = "bool"

    def read(self, value) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            word = value.strip().lower()
            if word in _TRUE:
                return True
            if word in _FALSE:
                return False
        raise AnswerError("answer.bool.type", value=value)

    def show(self, value) -> str:
        return i18n.tr("answer.yes" if value else "answer.no")


_SHOWN_SUIT = re.compile(r"^([dcsbSHDC]) \((\w+)\)$")


class SuitKind(Kind):
    """A suit letter: ``d c s b`` (Italian) or ``S H D C`` (French)."""

    name = "suit"

    def read(self, value) -> str:
        if isinstance(value, str):
            text = value.strip()
            if len(text) == 1 and text in ITALIAN_SUITS + FRENCH_SUITS:
                return text
            if text in _SYMBOL_TO_SUIT:
                return _SYMBOL_TO_SUIT[text]
            if text.lower() in _SUIT_WORDS:
                return _SUIT_WORDS[text.lower()]
            shown = _SHOWN_SUIT.match(text)  # its own show(): "H (hearts)", "H (cuori)"
            if shown and shown.group(2).lower() in (
                    i18n.tr("suit." + shown.group(1), lang).lower() for lang in i18n.LANGUAGES):
                return shown.group(1)
        raise AnswerError("answer.suit.type", value=value)

    def show(self, value) -> str:
        self._refuse_unless(value, isinstance(value, str) and len(value) == 1 and value in ITALIAN_SUITS + FRENCH_SUITS)
        return f"{value} ({i18n.tr('suit.' + value)})"


_FILLERS = {"and", "e", "&", "ed"}


class RanksKind(Kind):
    """A set of ranks of one deck, as symbols: ``"2 3"``, ``[2, 3]``,
    ``"due e tre"``, ``{"J", "Q"}``."""

    def __init__(self, deck: str):
        self.deck = need_choice("RanksKind", "deck", deck, ("italian", "french"))
        self.name = f"ranks ({deck})"
        self.ranks = ITALIAN_RANKS if deck == "italian" else FRENCH_RANKS
        self.words = _IT_RANK_WORDS if deck == "italian" else _FR_RANK_WORDS

    def _one(self, item) -> str:
        if _is_int(item) and not isinstance(item, Card):
            if not -100 < item < 100:  # no rank is written with more digits
                raise AnswerError("answer.ranks.type", value=item)
            word = str(item)
        elif isinstance(item, str):
            word = item.strip()
        else:
            raise AnswerError("answer.ranks.type", value=item)
        symbol = self.words.get(word.lower())
        if symbol is None and word.upper() in self.ranks:
            symbol = word.upper()
        if symbol is None:
            raise AnswerError("answer.ranks.type", value=item)
        return symbol

    def read(self, value) -> frozenset:
        if isinstance(value, str) and value.strip() == "—":  # its own show() of no rank
            return frozenset()
        if isinstance(value, str):
            items = [w for w in re.split(r"[\s,;]+", value) if w and w.lower() not in _FILLERS]
        elif _is_int(value) and not isinstance(value, Card):
            items = [value]
        else:
            try:
                items = _listed(value)
            except TypeError:
                raise AnswerError("answer.ranks.type", value=value) from None
        return frozenset(self._one(item) for item in items)

    def show(self, value) -> str:
        self._refuse_unless(value, isinstance(value, (set, frozenset)) and all(
            isinstance(r, str) and r in self.ranks for r in value))
        return " ".join(sorted(value, key=self.ranks.index)) or "—"


class ChoiceKind(Kind):
    """One of a few fixed answers, each with synonyms in any language."""

    def __init__(self, name: str, options: dict[str, tuple[str, ...]], labels: dict[str, str] | None = None):
        self.name = need_text("choice", "name", name)
        need("choice", "options", options, isinstance(options, dict) and len(options) >= 2 and all(
            isinstance(v, str) and v.strip() and isinstance(w, (tuple, list)) and all(isinstance(x, str) for x in w)
            for v, w in options.items()), "options")
        need("choice", "labels", labels, labels is None or (isinstance(labels, dict) and all(
            isinstance(k, str) and isinstance(v, str) for k, v in labels.items())), "labels")
        self.options = options
        self.labels = labels or {}
        self._lookup = {}
        for value, words in options.items():
            for w in (value,) + tuple(words):
                self._lookup[w.strip().lower()] = value

    def read(self, value) -> str:
        if isinstance(value, str) and value.strip().lower() in self._lookup:
            return self._lookup[value.strip().lower()]
        if isinstance(value, str) and value.strip().lower() in self._shown():
            return self._shown()[value.strip().lower()]
        words = [repr(v) for v in self.options]
        raise AnswerError("answer.choice.type", value=value, options=", ".join(words[:-1]), last=words[-1])

    def _shown(self) -> dict:
        """Each answer's label in every language (what :meth:`show` writes),
        read back as that answer; a label that another answer also has is left out."""
        shown: dict = {}
        for value, key in self.labels.items():
            for lang in i18n.LANGUAGES:
                shown.setdefault(i18n.tr(key, lang).strip().lower(), set()).add(value)
        return {label: next(iter(values)) for label, values in shown.items() if len(values) == 1}

    def show(self, value) -> str:
        self._refuse_unless(value, isinstance(value, str) and value in self.options)
        key = self.labels.get(value)
        return i18n.tr(key) if key else value


def choice(name: str, options: dict[str, tuple[str, ...]], labels: dict[str, str] | None = None) -> ChoiceKind:
    """A kind for a few fixed answers: ``choice("side", {"us": ("we",), "them": ("they",)})``.

    ``labels`` maps an answer to an i18n key used to show it.
    """
    return ChoiceKind(name, options, labels)


CARD = CardKind()
NOTATION = CardKind(compact=True)
CARDS = CardsKind(ordered=True)
CARDSET = CardsKind(ordered=False)
INT = IntKind()
INTS = IntsKind()
BOOL = BoolKind()
SUIT = SuitKind()
RANKS = RanksKind("italian")
RANKS_FR = RanksKind("french")
PLAYER = choice(
    "player",
    {
        "elder": ("eldest", "non-dealer", "giocatore di mano", "prima mano", "primo di mano", "primo", "maggiore", "mano"),
        "younger": ("youngest", "dealer", "seconda mano", "secondo di mano", "secondo",
                    "minore", "mazziere", "ultimo di mano"),
    },
    labels={"elder": "player.elder", "younger": "player.younger"},
)
