"""The game state of Picchetto / Piquet: a whole match, deal by deal.

A state follows the kit's :class:`~cardkit.game.GameState` contract (seeded
explicit deals, sorted legal moves, validated ``play`` with the rule named on
error, undo, copy, replay, JSON).  One deal goes through these phases:

=================  ========  ===================================================
phase              player    moves (notation)
=================  ========  ===================================================
``"blanche"``      holder    ``"mano bianca"`` (``"no mano bianca"`` if optional)
``"exchange"``     elder,    ``"exchange 7S 8S 9C"`` (``"exchange none"`` when
                   younger   allowed; ``"exchange 7S 8S take 3"`` when
                             ``irregular_exchanges`` allows a miscount)
``"declare"``      elder,    ``"declare punto sequenze quattordici"``, any
                   younger   subset of what you hold, ``"declare nothing"``
``"play"``         in turn   a card: ``"AS"``, ``"10H"`` (or ``"play AS"``)
=================  ========  ===================================================

Carte blanche is shown by its holder before his exchange (the younger, after
the elder's exchange).  A player may declare less than he holds
(``"declare punto AH KH QH JH sequenze quattordici AS AH AD"``: the cards
after a category are what he declares in it; with ``partial_declarations``,
text 000's *andar sott'acqua* "in parte").  Declarations are scored when the younger has declared,

in the counting order (carte blanche, punto, sequenze, quattordici/tris): so
the younger's good declarations always count before the elder's first lead
point.  Each deal's score log (:attr:`PicchettoState.log`, a
:class:`~cardkit.game.ScoreLog`) lists every scoring event with both running
totals and what the player says aloud.

The first dealer is found by a cut taken from the first deal's shuffled deck:
player 1 cuts the top card, player 2 the next; the lower card deals (equal
ranks: the next two cards decide).  The cards are then dealt as they lie.
``rules.first_dealer`` skips the cut.  The deal then alternates.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Optional

from .. import i18n
from ..cards import CARDS, Card, CardList, CardSet, FRENCH, BERGAMASCHE, to_cards, _NOTATION
from ..errors import CardkitError, IllegalMoveError
from ..game import GameState, ScoreLog, ScoreEvent, illegal_not_a_move
from .. import tricks as T
from . import combos as C
from .combos import (_declare_core, Declarations, SIDES, CATEGORIES, has_blanche,
                     BIT_TO_BERG, BERG_TO_BIT, rubicon)
from .rules import PicchettoRules, ITALIANO
from ..options import QUOTE_LIMIT, need_int, need_ints, quote
from ._checks import need_instance, need_rules, need_str
from .._packed import new_records
from ..records import KeepsRecords
from .words import number_words, capital

i18n.register({
    # a move in words (the coach's reviews say moves so)
    "picchetto.move.blanche": {"en": "announce the mano bianca", "it": "annunciare la mano bianca"},
    "picchetto.move.quiet": {"en": "keep the mano bianca quiet", "it": "tacere la mano bianca"},
    "picchetto.move.discard": {"en": "discard {cards}", "it": "scartare {cards}"},
    "picchetto.move.discard_take": {"en": "discard {cards} and draw {n}", "it": "scartare {cards} e pescarne {n}"},
    "picchetto.move.no_discard": {"en": "exchange no card", "it": "non cambiare nessuna carta"},
    "picchetto.move.declare": {"en": "declare {cats}", "it": "dichiarare {cats}"},
    "picchetto.move.declare_nothing": {"en": "declare nothing", "it": "non dichiarare nulla"},
    "picchetto.move.sink": {"en": "keep {cats} quiet", "it": "tacere {cats}"},
    "picchetto.move.cat.punto": {"en": "the punto", "it": "il punto"},
    "picchetto.move.cat.sequenze": {"en": "the sequences", "it": "le sequenze"},
    "picchetto.move.cat.quattordici": {"en": "quattordici and tris", "it": "quattordici e tris"},
    "picchetto.err.blanche_compulsory": {
        "en": "your hand has no K, Q or J: a mano bianca (carte blanche) must be announced",
        "it": "la tua mano non ha figure: la mano bianca va annunciata",
    },
    "picchetto.err.not_in_hand": {
        "en": "you do not hold the {card}",
        "it": "non hai in mano {card_it}",
    },
    "picchetto.err.min_exchange1.elder": {
        "en": "the elder must exchange at least one card",
        "it": "il giocatore di mano deve cambiare almeno una carta",
    },
    "picchetto.err.min_exchange1.younger": {
        "en": "the younger (dealer) must exchange at least one card",
        "it": "il mazziere deve cambiare almeno una carta",
    },
    "picchetto.err.min_exchange.elder": {
        "en": "the elder must exchange at least {n} cards",
        "it": "il giocatore di mano deve cambiare almeno {n} carte",
    },
    "picchetto.err.min_exchange.younger": {
        "en": "the younger (dealer) must exchange at least {n} cards",
        "it": "il mazziere deve cambiare almeno {n} carte",
    },
    "picchetto.err.max_exchange.elder": {
        "en": "the elder may exchange at most {n} cards",
        "it": "il giocatore di mano può cambiare al massimo {n} carte",
    },
    "picchetto.err.max_exchange.younger": {
        "en": "the younger (dealer) may exchange at most {n} cards",
        "it": "il mazziere può cambiare al massimo {n} carte",
    },
    "picchetto.err.talon_short": {
        "en": "only {n} card(s) of the talon are left for you to take",
        "it": "carte del tallone che puoi ancora prendere: solo {n}",
    },
    "picchetto.err.same_count": {
        "en": "you draw from the talon as many cards as you discard",
        "it": "si pescano dal tallone tante carte quante se ne scartano",
    },
    "picchetto.err.miscount": {
        "en": "a miscount draws one card more or one fewer than discarded ({n} discarded)",
        "it": "scarto irregolare: si prende dal tallone una carta in più o una in meno di quelle scartate ({n} scartate)",
    },
    "picchetto.err.no_category": {
        "en": "you have no {what} to declare",
        "it": "non hai {what} da dichiarare",
    },
    "picchetto.err.follow": {
        "en": "you must follow suit: you hold {suit}",
        "it": "devi rispondere al seme: hai {suit_it}",
    },
    "picchetto.err.take": {
        "en": "you must take the trick: you hold the {card}, higher than the {led} led",
        "it": "devi prendere (obbligo di presa): hai {card_it}, che batte {led_it}",
    },
    "picchetto.err.phase": {
        "en": "not now: {player} must {todo}",
        "it": "non ora: {player} deve {todo}",
    },
    "picchetto.todo.blanche": {"en": "announce the mano bianca ('mano bianca')",
                               "it": "annunciare la mano bianca ('mano bianca')"},
    "picchetto.todo.exchange": {"en": "exchange (e.g. 'exchange 7S 8S')",
                                "it": "fare l'accomodo (per esempio 'exchange 7S 8S')"},
    "picchetto.todo.declare": {"en": "declare (e.g. 'declare punto sequenze quattordici' or 'declare nothing')",
                               "it": "dichiarare (per esempio 'declare punto sequenze quattordici' o 'declare nothing')"},
    "picchetto.todo.play": {"en": "play a card (e.g. 'AS')", "it": "giocare una carta (per esempio 'AS')"},
    "picchetto.what.punto": {"en": "punto", "it": "punto"},
    "picchetto.what.sequenze": {"en": "sequence", "it": "sequenza"},
    "picchetto.what.quattordici": {"en": "quattordici or tris", "it": "quattordici o tris"},
    "picchetto.role.elder": {"en": "elder", "it": "il giocatore di mano"},
    "picchetto.role.younger": {"en": "younger (dealer)", "it": "il mazziere"},
    "picchetto.player_role": {"en": "{player} ({role})", "it": "{player} ({role})"},
    "picchetto.phase.deal": {"en": "deal", "it": "distribuzione"},
    "picchetto.phase.blanche": {"en": "mano bianca", "it": "mano bianca"},
    "picchetto.phase.exchange": {"en": "exchange", "it": "accomodo"},
    "picchetto.phase.declare": {"en": "declarations", "it": "dichiarazioni"},
    "picchetto.phase.play": {"en": "play", "it": "gioco"},
    "picchetto.phase.over": {"en": "game over", "it": "partita finita"},
})

PH_DEAL, PH_BLANCHE_E, PH_EXCH_E, PH_BLANCHE_Y, PH_EXCH_Y, PH_DECL_E, PH_DECL_Y, PH_PLAY, PH_OVER = range(9)
PHASE_NAMES = ("deal", "blanche", "exchange", "blanche", "exchange", "declare", "declare", "play", "over")


# ==========================================================================
# Moves
# ==========================================================================

class Blanche:
    """Announce (``Blanche(True)``, ``"mano bianca"``) or keep quiet
    (``Blanche(False)``, ``"no mano bianca"``) a hand dealt without K, Q, J."""

    __slots__ = ("announce",)

    def __init__(self, announce: bool = True):
        object.__setattr__(self, "announce", bool(announce))

    def __setattr__(self, k, v):
        raise AttributeError("moves are immutable")

    def __reduce__(self):                  # pickle and copy rebuild it through __init__
        return (Blanche, (self.announce,))

    def __eq__(self, o):
        return isinstance(o, Blanche) and o.announce == self.announce

    def __hash__(self):
        return hash(("Blanche", self.announce))

    def __lt__(self, o):
        return (not self.announce) < (not o.announce)

    def __str__(self):
        return "mano bianca" if self.announce else "no mano bianca"

    def describe(self, lang: str | None = None) -> str:
        """The move in words: "announce the mano bianca"."""
        return i18n.tr("picchetto.move.blanche" if self.announce else "picchetto.move.quiet", lang)

    def __repr__(self):
        return f"Blanche({self.announce})"


class Exchange:
    """Discard ``cards`` and draw as many from the talon
    (``Exchange("7S 8S")`` is ``"exchange 7S 8S"``); ``take`` draws another
    number (a miscount, only with ``irregular_exchanges``)."""

    __slots__ = ("cards", "take")

    def __init__(self, cards=(), take: Optional[int] = None):
        cl = tuple(sorted(set(to_cards(cards))))
        if take is not None:
            take = need_int("Exchange", "take", take, lo=0, hi=12)
            if take == len(cl):
                take = None
        object.__setattr__(self, "cards", cl)
        object.__setattr__(self, "take", take)

    def __setattr__(self, k, v):
        raise AttributeError("moves are immutable")

    def __reduce__(self):
        return (Exchange, (self.cards, self.take))

    @classmethod
    def _of_sorted(cls, cards: tuple) -> "Exchange":
        """An exchange of ``cards`` (Card objects, sorted, distinct): no checks."""
        m = object.__new__(cls)
        object.__setattr__(m, "cards", cards)
        object.__setattr__(m, "take", None)
        return m

    @property
    def draws(self) -> int:
        return len(self.cards) if self.take is None else self.take

    def _key(self):
        return (len(self.cards), self.draws, self.cards)

    def __eq__(self, o):
        return isinstance(o, Exchange) and o.cards == self.cards and o.take == self.take

    def __hash__(self):
        return hash(("Exchange", self.cards, self.take))

    def __lt__(self, o):
        return self._key() < o._key()

    def __str__(self):
        s = "exchange " + (" ".join(str(c) for c in self.cards) or "none")
        return s + (f" take {self.take}" if self.take is not None else "")

    def describe(self, lang: str | None = None) -> str:
        """The move in words: "discard 7S 8S"."""
        cards = " ".join(str(c) for c in self.cards)
        if self.take is not None:
            return i18n.tr("picchetto.move.discard_take", lang, cards=cards or "—", n=self.take)
        if not self.cards:
            return i18n.tr("picchetto.move.no_discard", lang)
        return i18n.tr("picchetto.move.discard", lang, cards=cards)

    def __repr__(self):
        t = f", take={self.take}" if self.take is not None else ""
        return f"Exchange({' '.join(str(c) for c in self.cards)!r}{t})"


class Declare:
    """What a player declares, category by category (*andar sott'acqua*
    when he says less than he holds).

    Each of ``punto``, ``sequenze``, ``quattordici`` is ``True`` (all he
    holds in that category), ``False`` (nothing: the category is kept quiet)
    or the cards he declares (text 000: "può sottacere del tutto o in parte
    le sue combinazioni"; with ``partial_declarations``): for the punto the
    highest cards of one suit (five of a six-card suit), for the sequenze
    some of his sequences or shorter runs inside them (a quint without the
    tierce), for the quattordici some of his groups, three cards of a
    quattordici counting as a tris.  ``Declare(True, True, False)`` is
    ``"declare punto sequenze"``; ``Declare(punto="AH KH QH JH 9H")`` is
    ``"declare punto AH KH QH JH 9H sequenze quattordici"``.  The state
    checks that the cards are held and form what they claim to."""

    # _ok: None, or the proof that the engine itself listed this declaration
    # as legal: (the state's per-deal cache, the hand it was listed for, its
    # parts as internal masks); it never takes part in equality, hashing or
    # saves, and a state trusts it only for that very hand of that deal
    __slots__ = ("punto", "sequenze", "quattordici", "_ok")

    def __init__(self, punto=True, sequenze=True, quattordici=True):
        object.__setattr__(self, "punto", _decl_part(punto))
        object.__setattr__(self, "sequenze", _decl_part(sequenze))
        object.__setattr__(self, "quattordici", _decl_part(quattordici))
        object.__setattr__(self, "_ok", None)

    @classmethod
    def _of(cls, p, s, q, ok=None) -> "Declare":
        """A declaration of already normalised parts: no checks."""
        m = object.__new__(cls)
        object.__setattr__(m, "punto", p)
        object.__setattr__(m, "sequenze", s)
        object.__setattr__(m, "quattordici", q)
        object.__setattr__(m, "_ok", ok)
        return m

    def __setattr__(self, k, v):
        raise AttributeError("moves are immutable")

    @property
    def parts(self) -> tuple:
        """``(punto, sequenze, quattordici)``."""
        return (self.punto, self.sequenze, self.quattordici)

    @property
    def flags(self) -> int:
        """Bit set of the categories declared at all (1 punto, 2 sequenze, 4 quattordici)."""
        return ((self.punto is not False) | (self.sequenze is not False) << 1
                | (self.quattordici is not False) << 2)

    @property
    def partial(self) -> bool:
        """True when some category is declared in part (given as cards)."""
        return type(self.punto) is tuple or type(self.sequenze) is tuple or type(self.quattordici) is tuple

    @classmethod
    def from_flags(cls, f: int) -> "Declare":
        need_int("Declare.from_flags", "f", f, lo=0, hi=7)
        return cls(bool(f & 1), bool(f & 2), bool(f & 4))

    def __reduce__(self):
        return (Declare, self.parts)

    def __eq__(self, o):
        return isinstance(o, Declare) and o.parts == self.parts

    def __hash__(self):
        return hash(("Declare", self.parts))

    def _key(self):
        return (_part_key(self.punto), _part_key(self.sequenze), _part_key(self.quattordici))

    def __lt__(self, o):
        # declaring everything first, then the partial declarations (larger
        # first), keeping a category quiet last
        return self._key() < o._key()

    def __str__(self):
        names = []
        for n, v in zip(CATEGORIES, self.parts):
            if v is True:
                names.append(n)
            elif v:
                t = _CARDS_TEXT.get(v)
                if t is None:
                    if len(_CARDS_TEXT) >= _PART_CARDS_MAX:
                        _CARDS_TEXT.clear()
                    t = _CARDS_TEXT[v] = " ".join(str(c) for c in v)
                names.append(n + " " + t)
        return "declare " + (" ".join(names) if names else "nothing")

    def describe(self, lang: str | None = None) -> str:
        """The move in words: "declare the punto, the sequences; keep
        quattordici and tris quiet"."""
        said, quiet = [], []
        for n, v in zip(CATEGORIES, self.parts):
            word = i18n.tr("picchetto.move.cat." + n, lang)
            if v is True:
                said.append(word)
            elif v:
                said.append(f"{word} ({' '.join(str(c) for c in v)})")
            else:
                quiet.append(word)
        if not said:
            return i18n.tr("picchetto.move.declare_nothing", lang)
        out = i18n.tr("picchetto.move.declare", lang, cats=", ".join(said))
        if quiet:
            out += "; " + i18n.tr("picchetto.move.sink", lang, cats=", ".join(quiet))
        return out

    def __repr__(self):
        args = ", ".join(f"{n}={v if type(v) is bool else ' '.join(str(c) for c in v)!r}"
                         for n, v in zip(CATEGORIES, self.parts))
        return f"Declare({args})"


def _declared_masks(h: int, parts) -> tuple:
    """Per category, the internal mask of what is declared (``parts``:
    ``True`` all of ``h``, ``False`` nothing, or the mask declared)."""
    p, s, q = parts
    return (h if p is True else p or 0, h if s is True else s or 0, h if q is True else q or 0)


def _decl_part(v):
    """One category of a :class:`Declare`: a bool, or the cards declared
    (sorted, distinct; none at all is ``False``)."""
    if v is None or isinstance(v, bool):
        return bool(v)
    if type(v) is int and v in (0, 1):   # Declare(1, 1, 0): flags, as before
        return bool(v)
    cl = tuple(sorted(set(to_cards(v))))
    return cl if cl else False


def _part_key(v) -> tuple:
    if v is True:
        return (0,)
    if v is False:
        return (2,)
    return (1, -len(v), tuple(-int(c) for c in reversed(v)))


#: the Card tuples of partial declarations (French deck), by internal 32-bit
#: mask, kept across deals (bounded)
_PART_CARDS: dict = {}
_PART_CARDS_MAX = 1 << 15
#: the notation of the cards of a partial declaration, by Card tuple (bounded)
_CARDS_TEXT: dict = {}
_PART_CARDS_GET = _PART_CARDS.get
_PARTIALS_GET = C._PARTIALS.get
_PUNTO_ORDER_GET = C._PUNTO_ORDER.get
_new_object = object.__new__
_set_field = object.__setattr__

#: the eight declarations, by flags, and the sorted legal list for each set of available categories
DECLARES = tuple(Declare.from_flags(f) for f in range(8))
_DECLARE_LISTS = tuple(sorted(DECLARES[x] for x in range(8) if not (x & ~f)) for f in range(8))

_EXCHANGE_WORDS = {"exchange", "scarto", "scarta", "cambio", "cambia", "accomodo", "discard"}
_DECLARE_WORDS = {"declare", "dichiaro", "dichiara", "declares"}
_PLAY_WORDS = {"play", "gioco", "gioca"}
_BLANCHE_YES = {"mano bianca", "carte blanche", "blanche", "bianca", "bianco",
                "scarta per mano bianca", "announce blanche"}
_BLANCHE_NO = {"no mano bianca", "no carte blanche", "no blanche", "no bianca", "quiet blanche"}
_NONE_WORDS = {"none", "nothing", "nessuna", "niente", "nulla", "-"}
_ALL_WORDS = {"all", "everything", "tutto", "tutte"}
_TAKE_WORDS = {"take", "takes", "prendi", "prende", "pesca", "draw"}


# ==========================================================================
# Score log
# ==========================================================================

def said_text(ev, lang: str | None = None) -> str:
    """What the player says aloud for a score event, in ``lang``."""
    params = getattr(ev, "params", None)     # a ScoreEvent, or any object with its params
    if not isinstance(params, (tuple, list)) or not all(
            isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) for p in params):
        need_instance("said_text", "ev", ev, ScoreEvent, "an_event")
    return _said(dict(params), lang)


_COUNT_SAID: dict = {}
_SAID_CACHE: dict = {}
_SUIT_MASK_OF = tuple(T.FRENCH_SUIT_MASKS[T.SUIT_INDEX[c]] if c >= 40 else 0 for c in range(72))
# the French cards of each suit byte, lowest first: _SUIT_CARDS[suit][byte]
_SUIT_CARDS = tuple(
    tuple(tuple(CARDS[40 + 8 * su + r] for r in range(8) if (b >> r) & 1) for b in range(256))
    for su in range(4)
)


def _said(p: dict, lang: str | None = None) -> str:
    kind = p.get("say", "")
    if not kind:
        return ""
    if kind == "count":
        return i18n.tr("picchetto.say.count", lang, words=number_words(p["total"], lang))
    if kind == "punto":
        return i18n.tr("picchetto.say.punto", lang, words=number_words(p["length"], lang))
    if kind == "punto_value":
        return i18n.tr("picchetto.say.punto_value", lang, words=number_words(p["value"], lang, False))
    if kind == "seq":
        names = []
        for ln, top in p["seqs"]:
            to = i18n.tr("picchetto.to." + top, lang)
            names.append(i18n.tr("picchetto.seq.to", lang, name=i18n.tr(f"picchetto.seq.{ln}", lang), to=to))
        return capital(i18n.tr("picchetto.say.and", lang).join(names))
    if kind == "groups":
        names = []
        for n, rank in p["groups"]:
            key = "picchetto.ranks." + rank
            names.append(i18n.tr(f"picchetto.group.{n}", lang, rank=i18n.tr(key, lang)))
        return capital(i18n.tr("picchetto.say.and", lang).join(names))
    return i18n.tr("picchetto.say." + kind, lang)


class DealLog(ScoreLog):
    """The score log of one deal: totals by seat (player 1, player 2).

    Each event's ``said`` is what the scorer says aloud, in the language
    current when it was scored; :meth:`lines` renders it again in any
    language.  ``params`` hold ``say`` (the kind of phrase) and its numbers.
    """

    # Events are stored as plain tuples and turned into ScoreEvent objects
    # only when someone looks (a deal logs some twenty of them).
    #: the most sides a log counts (a player each, at a table of four)
    MAX_SIDES = 4

    def __init__(self, sides: int = 2, start=None):
        owner = type(self).__name__
        sides = need_int(owner, "sides", sides, lo=1, hi=self.MAX_SIDES)
        if start is not None:
            start = need_ints(owner, "start", start, count=sides)
        self.totals = list(start) if start is not None else [0] * sides
        self._raw = []
        self._ev = []

    @property
    def events(self) -> list:
        raw, ev = self._raw, self._ev
        if len(ev) < len(raw):
            ev.extend(ScoreEvent(*r) for r in raw[len(ev):])
        return ev

    @events.setter
    def events(self, value) -> None:
        self._ev = list(value)
        self._raw = [(e.side, e.points, e.key, e.params, e.totals, e.said) for e in self._ev]

    def add(self, side: int, points: int, key: str, said: str = "", **params) -> ScoreEvent:
        owner = f"{type(self).__name__}.add"
        need_int(owner, "side", side, lo=0, hi=len(self.totals) - 1)
        need_int(owner, "points", points)
        need_str(owner, "key", key)
        need_str(owner, "said", said)
        self.totals[side] += points
        self._raw.append((side, points, key, tuple(sorted(params.items())), tuple(self.totals), said))
        return self.events[-1]

    def __len__(self) -> int:
        return len(self._raw)

    def __getstate__(self) -> dict:
        # the events are rebuilt from the raw tuples when someone looks
        return {"totals": self.totals, "_raw": self._raw}

    def __setstate__(self, state: dict) -> None:
        self.totals = state["totals"]
        self._raw = state["_raw"]
        self._ev = []

    def copy(self) -> "DealLog":
        other = DealLog.__new__(DealLog)
        other.totals = list(self.totals)
        other._raw = list(self._raw)
        other._ev = list(self._ev)
        return other

    def said(self, lang: str | None = None) -> list:
        """What was said aloud, event by event (empty strings for silence)."""
        return [said_text(ev, lang) for ev in self.events]

    def lines(self, lang: str | None = None) -> list:
        out = []
        for ev in self.events:
            tot = " – ".join(str(t) for t in ev.totals)
            s = said_text(ev, lang)
            said = f"  «{s}»" if s else ""
            who = i18n.tr("player.n", lang, n=ev.side + 1)
            out.append(f"{who}: +{ev.points} {ev.reason(lang)} [{tot}]{said}")
        return out

    def __str__(self):
        return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        import html
        rows = "".join(f"<tr><td>{html.escape(line)}</td></tr>" for line in self.lines())
        return f"<table class='cardkit-scorelog'>{rows}</table>"


# ==========================================================================
# Views
# ==========================================================================

@dataclasses.dataclass(frozen=True)
class PlayerView:
    """What one player may know: his hand, what was shown, the play so far.

    ``opponent_hand`` is given only with ``open_hands`` (Open Piquet);
    ``shown`` holds the opponent's cards he had to show (a mano bianca as
    dealt, the combinations that scored); ``talon_seen`` the talon cards of
    his share he looked at without taking (only the next one with
    ``talon_peek="next"``, text 003); ``declarations`` the deal's
    declarations as the table heard them (each hand reduced to what its
    player declared: what he kept quiet stays hidden); ``trick`` the cards
    of the trick in progress as ``(seat, card)``; ``tricks`` the completed
    ones as ``(leader, led, followed, winner)``.  ``legal_moves`` lists his moves when

    it is his turn, except in the exchange (there are hundreds: ask the state
    with ``exchange_limits()`` and ``is_legal``)."""

    player: int
    phase: str
    dealer: Optional[int]
    to_move: Optional[int]
    hand: CardList
    opponent_hand: Optional[CardList]
    opponent_cards: int
    shown: CardList
    discards: CardList
    talon_seen: CardList
    talon_left: int
    trick: tuple
    tricks: tuple
    tricks_won: tuple
    deal_scores: tuple
    scores: tuple
    declarations: Optional[Declarations]
    legal_moves: tuple


# ==========================================================================
# State
# ==========================================================================

class PicchettoState(KeepsRecords, GameState):
    """A match of Picchetto / Piquet under ``rules`` (see the module doc).

    Seats are 0 and 1 (shown as player 1 and 2).  Useful attributes:
    ``dealer``, :attr:`elder`, :attr:`younger`, :attr:`phase`,
    :meth:`hand`, :attr:`trick`, :attr:`tricks`, :attr:`log` (this deal's
    score log), ``logs`` (every deal's), :attr:`scores` (match totals),
    :attr:`declarations`, :meth:`view`, :attr:`winner`, :meth:`margin`.
    """

    rules_class = PicchettoRules
    deck = FRENCH

    #: the trump suit of the deal (0..3 for S H D C), -1 for none: only a
    #: contract of Auction Piquet (cardkit.picchetto.auction) sets one
    _trump = -1

    # ---------------------------------------------------------------- setup
    def __new__(cls, rules=None, *args, **kw):
        # Piquet Voleur and Auction Piquet are series of two-handed deals
        # (cardkit.picchetto.variants): PicchettoState(VOLEUR, ...) and
        # PicchettoState.from_json of their saves give their states; so do
        # the games for three and four at one table (cardkit.picchetto.table)
        if cls is PicchettoState and isinstance(rules, PicchettoRules) and (
                rules.sit_out or rules.auction or rules.players != 2):
            if not args and "seed" not in kw:
                args = (0,)   # the default seed of PicchettoState(rules)
            return rules.new_game(*args, **kw)
        return super().__new__(cls)

    @classmethod
    def plays(cls, rules) -> bool:
        # PicchettoState itself starts and loads every variant (see __new__);
        # a two-player game without the variants' own states is its own
        need_rules(f"{cls.__name__}.plays", "rules", rules)
        return cls is PicchettoState or not (rules.sit_out or rules.auction or rules.players != 2)

    @classmethod
    def loader(cls) -> type:
        return PicchettoState

    def __init__(self, rules: PicchettoRules | None = None, seed=0, *, deal=None, auto_deal: bool = True,
                 records: str = "all"):
        """A new match under ``rules`` (default :data:`ITALIANO`); the deals
        are drawn from ``seed``.  ``records`` says how much of the past the
        state keeps (``"all"``, ``"last"`` or ``"none"``: see
        :mod:`cardkit.records`)."""
        self._set_keep(records)
        super().__init__(ITALIANO if rules is None else C.need_rules(rules), seed, deal=deal, auto_deal=auto_deal)

    def _setup(self) -> None:
        r = self.rules
        self._finished = 0              # deals finished (deal_results may keep fewer)
        self._berg = r.deck == "bergamasche"
        self._must_take = r.must_take
        self._lead_pts = r.trick_points != "two"
        self._every = r.trick_points == "every"
        self._scores = list(r.start_scores)
        self.deal_results = []
        self.logs = new_records()       # every deal's DealLog, the old ones packed
        self.dealers = []
        self.dealer = r.first_dealer
        self.cut = None
        self._phase = PH_DEAL
        self.winner = None
        self._new_deal_fields()

    def _new_deal_fields(self):
        self._hands = [0, 0]
        self._dealt = [0, 0]
        self._talon = ()
        self._tpos = 0
        self._taken = [0, 0]
        self._discards = [0, 0]
        self._seen = [0, 0]
        self._blanche = [False, False]
        self._declare = [None, None]
        self._decl = None
        self._decl_raw = None
        self._trick = []
        self._leader = 0
        self._tricks = []
        self._won = [0, 0]
        self._ntricks = 12
        self._void = [False, False]
        self._short = [False, False]
        self._bonus_done = False
        self._m = 1
        self._avail_cache = {}
        self.log = DealLog(2)

    @property
    def deals_finished(self) -> int:
        """Deals finished so far (also those whose record was not kept)."""
        return self._finished

    def _drop_records(self, keep: int) -> None:
        for name in ("deal_results", "dealers"):
            kept = getattr(self, name)
            setattr(self, name, kept[len(kept) - keep:] if keep else [])
        self.logs = new_records(self.logs[len(self.logs) - keep:] if keep else ())

    def deck_for_deal(self):
        return BERGAMASCHE if self._berg else FRENCH

    def _copy_fields(self, o) -> None:
        o._berg = self._berg
        o._must_take = self._must_take
        o._lead_pts = self._lead_pts
        o._every = self._every
        o._scores = list(self._scores)
        o._finished = self._finished
        o._keep = self._keep
        o._base = self._base
        o.deal_results = list(self.deal_results)
        o.dealers = list(self.dealers)
        o.dealer = self.dealer
        o.cut = self.cut
        o._phase = self._phase
        o.winner = self.winner
        o._hands = list(self._hands)
        o._dealt = list(self._dealt)
        o._talon = self._talon
        o._tpos = self._tpos
        o._taken = list(self._taken)
        o._discards = list(self._discards)
        o._seen = list(self._seen)
        o._blanche = list(self._blanche)
        o._declare = list(self._declare)
        o._decl = self._decl
        o._decl_raw = self._decl_raw
        o._trick = list(self._trick)
        o._leader = self._leader
        o._tricks = list(self._tricks)
        o._won = list(self._won)
        o._ntricks = self._ntricks
        o._void = list(self._void)
        o._short = list(self._short)
        o._bonus_done = self._bonus_done
        o._m = self._m
        o._avail_cache = self._avail_cache
        o.log = self.log.copy()
        o.logs = self.logs.copy()
        if o.logs and self.logs[-1] is self.log:
            o.logs[-1] = o.log

    # ------------------------------------------------------------ card ids
    def _ext(self, c: int) -> Card:
        """Kit Card of an internal (French-numbered) card."""
        return CARDS[BIT_TO_BERG[c - 40]] if self._berg else CARDS[c]

    def _int(self, card) -> int:
        """Internal number of a kit card (-1 when not in this game's deck)."""
        if self._berg:
            b = BERG_TO_BIT.get(int(card))
            return -1 if b is None else 40 + b
        c = int(card)
        return c if 40 <= c < 72 else -1

    def _cards(self, mask: int) -> CardList:
        if self._berg:
            out = sorted(self._ext(c) for c in T.iter_bits(mask))
        else:
            m = mask >> 40
            out = [*_SUIT_CARDS[0][m & 255], *_SUIT_CARDS[1][(m >> 8) & 255],
                   *_SUIT_CARDS[2][(m >> 16) & 255], *_SUIT_CARDS[3][m >> 24]]
        cl = CardList.__new__(CardList)
        list.extend(cl, out)
        return cl

    # ------------------------------------------------------------ basics
    def is_chance_node(self) -> bool:
        return self._phase == PH_DEAL

    def is_over(self) -> bool:
        return self._phase == PH_OVER

    @property
    def elder(self) -> int:
        return 1 - self.dealer if self.dealer is not None else 0

    @property
    def younger(self) -> int:
        return self.dealer if self.dealer is not None else 1

    @property
    def phase(self) -> str:
        """``"deal" "blanche" "exchange" "declare" "play" "over"``."""
        return PHASE_NAMES[self._phase]

    def current_player(self) -> int:
        ph = self._phase
        if ph in (PH_BLANCHE_E, PH_EXCH_E, PH_DECL_E):
            return 1 - self.dealer
        if ph in (PH_BLANCHE_Y, PH_EXCH_Y, PH_DECL_Y):
            return self.dealer
        if ph == PH_PLAY:
            return self._leader if not self._trick else 1 - self._leader
        return -1

    @property
    def to_move(self) -> Optional[int]:
        p = self.current_player()
        return None if p < 0 else p

    def player_name(self, player: int) -> str:
        need_int("player_name", "player", player, lo=0, hi=1)
        base = i18n.tr("player.n", n=player + 1)
        if self.dealer is None:
            return base
        role = i18n.tr("picchetto.role." + ("younger" if player == self.dealer else "elder"))
        return i18n.tr("picchetto.player_role", player=base, role=role)

    # ------------------------------------------------------------ deal
    # (dealing itself is GameState.deal: the seeded shuffle of
    # f"{seed}/{deal number}", recorded in the history)
    def _deal_cards(self, order) -> None:
        ints = [self._int(c) for c in order] if self._berg else order
        if self.dealer is None:
            self.dealer = 0
            for i in range(0, len(ints) - 1, 2):
                a, b = (ints[i] - 40) & 7, (ints[i + 1] - 40) & 7
                if a != b:
                    self.dealer = 0 if a < b else 1
                    self.cut = (order[i], order[i + 1])
                    break
        self._forget_past()
        self._new_deal_fields()
        self.dealers.append(self.dealer)
        elder = 1 - self.dealer
        k = 2 if self.rules.deal_in_twos else 3
        hands, talon = T.deal_in_packets(ints, k, 0)
        m0 = m1 = 0
        for c in hands[0]:
            m0 |= 1 << c
        for c in hands[1]:
            m1 |= 1 << c
        self._hands[elder] = self._dealt[elder] = m0
        self._hands[self.dealer] = self._dealt[self.dealer] = m1
        self._talon = tuple(talon)
        self._m = self._mult
        self.logs.append(self.log)
        self._phase = PH_BLANCHE_E if has_blanche(m0 >> 40) else PH_EXCH_E

    # ------------------------------------------------------------ scoring
    @property
    def _mult(self) -> int:
        return 2 if (self._finished + 1) in self.rules.doubled_deals else 1

    @property
    def multiplier(self) -> int:
        """2 when the deal in progress counts double (Rubicone), else 1."""
        return self._m

    def _score(self, seat: int, pts: int, key: str, say: str = "", **params) -> bool:
        """Log ``pts`` for ``seat``; False when this ends the game."""
        if self._void[seat]:
            return True
        tot = self.log.totals
        tot[seat] += pts
        if say:
            params["say"] = say
            if say == "count":
                n = params["total"] = tot[seat]
                lang = i18n.get_language()
                said = _COUNT_SAID.get((lang, n))
                if said is None:
                    said = _COUNT_SAID[(lang, n)] = _said(params, lang)
            else:
                lang = i18n.get_language()
                ck = (lang, say, params.get("length"), params.get("value"), params.get("seqs"),
                      params.get("groups"))
                said = _SAID_CACHE.get(ck)
                if said is None:
                    said = _SAID_CACHE[ck] = _said(params, lang)
        else:
            said = ""
        self.log._raw.append((seat, pts, key, tuple(sorted(params.items())), (tot[0], tot[1]), said))
        t = self.rules.target
        if t is not None and self._scores[seat] + self._m * tot[seat] >= t:
            self._finish_deal(partial=True)
            return False
        return True

    def _point(self, seat: int, pts: int, key: str, n: int) -> bool:
        """A lead or trick point, said aloud as the new total (the common
        case of :meth:`_score_play`, kept fast); False when the game ends."""
        tot = self.log.totals
        new = tot[seat] + pts
        if self._void[seat] or (not self._bonus_done and seat != self.dealer and new >= 30
                                and tot[1 - seat] == 0):
            return self._score_play(seat, pts, key, trick=n)
        tot[seat] = new
        lang = i18n._language
        said = _COUNT_SAID.get((lang, new))
        if said is None:
            said = _COUNT_SAID[(lang, new)] = _said({"say": "count", "total": new}, lang)
        self.log._raw.append((seat, pts, key, (("say", "count"), ("total", new), ("trick", n)),
                              (tot[0], tot[1]), said))
        t = self.rules.target
        if t is not None and self._scores[seat] + self._m * new >= t:
            self._finish_deal(partial=True)
            return False
        return True

    def _score_play(self, seat: int, pts: int, key: str, say: str = "count", **params) -> bool:
        """Points in play, with the Sessanta (pique) check for the elder."""
        tot = self.log.totals
        fire = (not self._bonus_done and seat != self.dealer
                and tot[seat] + pts >= 30 and tot[1 - seat] == 0 and not self._void[seat])
        if not fire and say == "count" and not self._void[seat] and len(params) == 1 and "trick" in params:
            # fast path: a lead or trick point, said aloud as the new total
            tot[seat] += pts
            n = tot[seat]
            lang = i18n.get_language()
            said = _COUNT_SAID.get((lang, n))
            if said is None:
                said = _COUNT_SAID[(lang, n)] = _said({"say": "count", "total": n}, lang)
            self.log._raw.append((seat, pts, key, (("say", "count"), ("total", n), ("trick", params["trick"])),
                                  (tot[0], tot[1]), said))
            t = self.rules.target
            if t is not None and self._scores[seat] + self._m * n >= t:
                self._finish_deal(partial=True)
                return False
            return True
        if not self._score(seat, pts, key, "" if fire and say == "count" else say, **params):
            return False
        if fire:
            self._bonus_done = True
            return self._score(seat, 30, "picchetto.ev.sessanta", "sessanta")
        return True

    def _finish_deal(self, partial: bool = False) -> None:
        m = self._m
        for p in (0, 1):
            self._scores[p] += m * self.log.totals[p]
        self.deal_results.append(tuple(m * t for t in self.log.totals))
        self._finished += 1
        r = self.rules
        if partial:
            self.winner = max((0, 1), key=lambda p: self._scores[p])
            self._phase = PH_OVER
            return
        if r.deals is not None and self._finished >= r.deals:
            a, b = self._scores
            self.winner = None if a == b else (0 if a > b else 1)
            self._phase = PH_OVER
            return
        self.dealer = 1 - self.dealer
        self._phase = PH_DEAL

    # ------------------------------------------------------------ legality
    def _exchange_limits(self, seat: int):
        """(min, max, available, start index in the talon) for ``seat`` now."""
        r = self.rules
        if seat != self.dealer:
            return r.elder_min_exchange, r.elder_max_exchange, 5, 0
        start = self._tpos if r.younger_takes_leftovers else 5
        avail = 8 - start
        mx = avail if r.younger_max_exchange is None else min(avail, r.younger_max_exchange)
        return r.younger_min_exchange, mx, avail, start

    def exchange_limits(self) -> tuple:
        """``(fewest, most)`` cards the player to move may exchange now."""
        if self._phase not in (PH_EXCH_E, PH_EXCH_Y):
            return (0, 0)
        lo, hi, _, _ = self._exchange_limits(self.current_player())
        return (lo, hi)

    def _exchange_problem(self, m: Exchange):
        """None if legal, else the error."""
        seat = self.current_player()
        mask = 0
        for c in m.cards:
            ic = self._int(c)
            if ic < 0 or not (self._hands[seat] >> ic) & 1:
                return _not_in_hand(Card(c))
            mask |= 1 << ic
        n = len(m.cards)
        lo, hi, avail, _ = self._exchange_limits(seat)
        role = "younger" if seat == self.dealer else "elder"
        if n < lo:
            return IllegalMoveError(f"picchetto.err.min_exchange{'1' if lo == 1 else ''}.{role}", n=lo)
        r = self.rules
        rule_max = r.elder_max_exchange if role == "elder" else r.younger_max_exchange
        if m.take is None:
            if n > hi:
                if rule_max is not None and n > rule_max:
                    return IllegalMoveError(f"picchetto.err.max_exchange.{role}", n=rule_max)
                return IllegalMoveError("picchetto.err.talon_short", n=avail)
            return None
        if not self.rules.irregular_exchanges:
            return IllegalMoveError("picchetto.err.same_count")
        if abs(m.take - n) != 1 or m.take < 0:
            return IllegalMoveError("picchetto.err.miscount", n=n)
        if n > hi:
            if rule_max is not None and n > rule_max:
                return IllegalMoveError(f"picchetto.err.max_exchange.{role}", n=rule_max)
            return IllegalMoveError("picchetto.err.talon_short", n=avail)
        if m.take > avail:
            return IllegalMoveError("picchetto.err.talon_short", n=avail)
        return None

    def _facts(self, seat: int):
        key = self._hands[seat]
        f = self._avail_cache.get(key)
        if f is None:
            f = self._avail_cache[key] = C._side_facts(key >> 40, self.rules)
        return f

    def _available_flags(self, seat: int) -> int:
        f = self._facts(seat)
        return (1 if self._hands[seat] else 0) | (2 if f[4] else 0) | (4 if f[6] else 0)

    def declare_options(self, seat: Optional[int] = None) -> tuple:
        """What ``seat`` (default: the player to move) may declare in each
        category: three sorted lists of ``True`` (all he holds), the partial
        declarations (tuples of cards; only with ``partial_declarations``)
        and ``False`` (keep it quiet).  The legal declarations are every
        combination of one choice per category, in this order."""
        seat = self.current_player() if seat is None else need_int("declare_options", "seat", seat, lo=0, hi=1)
        key = ("options", self._hands[seat])
        got = self._avail_cache.get(key)
        if got is None:
            got = self._avail_cache[key] = tuple(
                tuple(v if type(v) is bool else self._part_cards(v) for v in opts)
                for opts in self._option_masks(seat))
        return got

    def _part_cards(self, m: int) -> tuple:
        """The Card tuple (sorted) of a partial declaration's internal 32-bit mask."""
        return tuple(self._cards(m << 40))

    def _option_masks(self, seat: int) -> tuple:
        """:meth:`declare_options` with the partial declarations as internal
        32-bit masks, in the same order (:meth:`_random_declare` counts them
        without listing them: the two must keep the same order)."""
        h = self._hands[seat]
        key = ("masks", h)
        got = self._avail_cache.get(key)
        if got is None:
            avail = self._available_flags(seat)
            partial = self.rules.partial_declarations
            full = self._full_masks(seat) if partial else None
            got = []
            for cat in range(3):
                if not avail >> cat & 1:
                    got.append((False,))
                    continue
                if not partial:
                    got.append((True, False))
                    continue
                # French order (more cards first, then the higher mask): the
                # sequenze's and quattordici's read from a table kept across deals
                masks = (C.punto_partials(h >> 40, full[0]) if cat == 0
                         else C.sorted_partials(full[cat], cat))
                if self._berg:   # the order of the kit's Italian card numbers
                    masks = sorted(masks, key=lambda m: _part_key(self._part_cards(m)))
                got.append((True, *masks, False))
            got = self._avail_cache[key] = tuple(got)
        return got

    def _random_declare(self, seat: int, r: float) -> "Declare":
        """``legal_moves()[int(r * len(legal_moves()))]`` for ``seat`` to
        move in a declaration phase with ``partial_declarations`` (``r`` in
        [0, 1): the random player's draw), made without listing the legal
        declarations: the choices per category (:meth:`_option_masks`) are
        counted, and only the one drawn is made (written out in full: this
        runs for every declaration of a random play-out)."""
        if self._berg:
            p, s, q = self._option_masks(seat)
            i, c = divmod(int(r * (len(p) * len(s) * len(q))), len(q))
            a, b = divmod(i, len(s))
            return self._declare_of(seat, (p[a], s[b], q[c]))
        hand = self._hands[seat]
        f = self._avail_cache.get(hand)   # self._facts(seat)
        if f is None:
            f = self._avail_cache[hand] = C._side_facts(hand >> 40, self.rules)
        h = hand >> 40
        # per category the choices are True, the partial ones (in the order
        # of _option_masks), False.  The punto's, by the suits' lengths (each
        # byte of x: how many cards of that suit), as suit << 4 | cards (the
        # whole punto, f[1] << 4 | f[2], among them when it has 3+ cards)
        x = h - ((h >> 1) & 0x55555555)
        x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
        x = (x + (x >> 4)) & 0x0F0F0F0F
        order = _PUNTO_ORDER_GET(x)
        if order is None:
            order = C.punto_order(x)
        whole = f[2] >= 3
        n0 = len(order) + 2 - whole if h else 1
        if f[4]:
            fs = h & (h >> 1) & (h >> 2) & 0x3F3F3F3F   # where a run of 3 starts, in a suit
            fs |= fs << 1 | fs << 2                      # every sequence (C.SEQ_FULL per suit)
            ps = _PARTIALS_GET(fs << 2 | 1)
            if ps is None:
                ps = C.sorted_partials(fs, 1)
            n1 = len(ps) + 2
        else:
            n1 = 1
        if f[6]:
            fg = 0
            for rank, _n in f[8]:
                fg |= h & (0x01010101 << rank)
            pg = _PARTIALS_GET(fg << 2 | 2)
            if pg is None:
                pg = C.sorted_partials(fg, 2)
            n2 = len(pg) + 2
        else:
            n2 = 1
        i, c = divmod(int(r * (n0 * n1 * n2)), n2)
        a, b = divmod(i, n1)
        if a == n0 - 1:
            pm = p = False
        elif not a:
            pm = p = True
        else:
            j = a - 1
            if whole and j >= order.index(f[1] << 4 | f[2]):
                j += 1
            code = order[j]
            sh = 8 * (code >> 4)
            pm = C.TOPS[(h >> sh) & 255][(code & 15) - 3] << sh
            p = _PART_CARDS_GET(pm) or self._part_cards_kept(pm)
        if b == n1 - 1:
            sm = s = False
        elif not b:
            sm = s = True
        else:
            sm = ps[b - 1]
            s = _PART_CARDS_GET(sm) or self._part_cards_kept(sm)
        if c == n2 - 1:
            qm = q = False
        elif not c:
            qm = q = True
        else:
            qm = pg[c - 1]
            q = _PART_CARDS_GET(qm) or self._part_cards_kept(qm)
        m = _new_object(Declare)
        _set_field(m, "punto", p)
        _set_field(m, "sequenze", s)
        _set_field(m, "quattordici", q)
        _set_field(m, "_ok", (self._avail_cache, hand, (pm, sm, qm)))
        return m

    def _declare_of(self, seat: int, parts) -> "Declare":
        """The declaration of ``parts`` (per category ``True``, ``False`` or
        an internal 32-bit mask), taken from :meth:`_option_masks` for
        ``seat``: marked as listed by the engine, so that :meth:`play` does
        not check it again."""
        p, s, q = parts
        if self._berg:
            cards = make = self._part_cards
        else:
            cards = _PART_CARDS.get   # the cards of a French mask, kept (a partial mask is never 0)
            make = self._part_cards_kept
        if type(p) is not bool:
            p = cards(p) or make(p)
        if type(s) is not bool:
            s = cards(s) or make(s)
        if type(q) is not bool:
            q = cards(q) or make(q)
        return Declare._of(p, s, q, (self._avail_cache, self._hands[seat], parts))

    def _part_cards_kept(self, m: int) -> tuple:
        """:meth:`_part_cards` of a French mask, kept in ``_PART_CARDS``."""
        if len(_PART_CARDS) >= _PART_CARDS_MAX:
            _PART_CARDS.clear()
        got = _PART_CARDS[m] = self._part_cards(m)
        return got

    def _decl_parts(self, seat: int, d: "Declare") -> tuple:
        """The parts of ``seat``'s legal declaration ``d``: ``True``, ``False``
        or the internal 32-bit mask of the cards declared."""
        ok = d._ok
        if ok is not None and ok[0] is self._avail_cache and ok[1] == self._hands[seat]:
            return ok[2]
        return tuple(self._decl_mask(v) if type(v) is tuple else v for v in d.parts)

    def _trusted(self, m) -> bool:
        """True when ``m`` is a declaration the engine listed as legal for
        the player to move, in this deal and for the hand he holds now."""
        ok = m._ok
        return (ok is not None and ok[0] is self._avail_cache
                and (self._phase == PH_DECL_E or self._phase == PH_DECL_Y)
                and ok[1] == self._hands[self.current_player()])


    def _declare_problem(self, seat: int, m: "Declare"):
        """None when ``m`` (made canonical by :meth:`coerce_move`) is a legal
        declaration for ``seat``, else the error."""
        missing = m.flags & ~self._available_flags(seat)
        if missing:
            cat = CATEGORIES[(missing & -missing).bit_length() - 1]
            return IllegalMoveError("picchetto.err.no_category", what=i18n.tr("picchetto.what." + cat))
        if not m.partial:
            return None
        if not self.rules.partial_declarations:
            return IllegalMoveError("picchetto.err.declare_partial")
        h = self._hands[seat] >> 40
        options = self._option_masks(seat)
        for cat, v in enumerate(m.parts):
            if type(v) is tuple:
                mask = self._decl_mask(v)
                if mask < 0:
                    return IllegalMoveError("picchetto.err.declare_held")
                if mask in options[cat][1:-1]:     # the partial ones (True first, False last)
                    continue
                return IllegalMoveError(C.declared_problem(h, cat, mask) or "picchetto.err.declare_held")
        return None

    def _full_masks(self, seat: int) -> tuple:
        """Per category, everything ``seat`` would declare (internal 32-bit masks)."""
        h = self._hands[seat]
        key = ("full", h)
        got = self._avail_cache.get(key)
        if got is None:
            got = self._avail_cache[key] = C._full_masks(h >> 40, self._facts(seat))
        return got

    def _decl_mask(self, cards) -> int:
        """Internal 32-bit mask of declared cards (-1 if one is not of this deck)."""
        if not self._berg:
            out = 0
            for c in cards:
                c = int(c)
                if not 40 <= c < 72:
                    return -1
                out |= 1 << (c - 40)
            return out
        out = 0

        for c in cards:
            ic = self._int(c)
            if ic < 0:
                return -1
            out |= 1 << (ic - 40)
        return out

    def _canonical_declare(self, seat: int, m: "Declare") -> "Declare":
        """``m`` with a category declared in full written ``True`` (and one
        declared with no card ``False``): the form the legal moves use."""
        if not m.partial:
            return m
        full = self._full_masks(seat)
        parts = []
        for cat, v in enumerate(m.parts):
            if type(v) is tuple:
                mask = self._decl_mask(v)
                if mask > 0 and mask == full[cat]:
                    v = True
            parts.append(v)
        return Declare._of(*parts)



    def _allowed_mask(self, seat: int) -> int:
        hand = self._hands[seat]
        if not self._trick:
            return hand
        led = self._trick[0][1]
        same = hand & T.FRENCH_SUIT_MASKS[T.SUIT_INDEX[led]]
        if not same:
            return hand
        if self.rules.must_take:
            higher = (same >> (led + 1)) << (led + 1)
            if higher:
                return higher
        return same

    def _legal(self, m) -> bool:
        ph = self._phase
        if ph == PH_PLAY:
            if type(m) is not Card:
                return False
            c = self._int(m)
            return c >= 0 and bool((self._allowed_mask(self.current_player()) >> c) & 1)
        if ph == PH_EXCH_E or ph == PH_EXCH_Y:
            return isinstance(m, Exchange) and self._exchange_problem(m) is None
        if ph == PH_DECL_E or ph == PH_DECL_Y:
            return isinstance(m, Declare) and (
                (m._ok is not None and self._trusted(m)) or self._declare_problem(self.current_player(), m) is None)
        if ph == PH_BLANCHE_E or ph == PH_BLANCHE_Y:
            return isinstance(m, Blanche) and (m.announce or not self.rules.blanche_compulsory)
        return False

    def is_legal(self, move) -> bool:
        if self._phase in (PH_DEAL, PH_OVER):
            return False
        try:
            m = self.coerce_move(move)
        except CardkitError:
            return False
        return self._legal(m)

    def legal_moves(self) -> list:
        """The legal moves, sorted (cards by number; exchanges by size then
        cards; declarations with everything declared first)."""
        ph = self._phase
        if ph == PH_PLAY:
            trick = self._trick
            if trick:
                mask = hand = self._hands[1 - self._leader]
                led = trick[0][1]
                same = hand & _SUIT_MASK_OF[led]
                if same:
                    mask = same
                    if self._must_take:
                        higher = (same >> (led + 1)) << (led + 1)
                        if higher:
                            mask = higher
            else:
                mask = self._hands[self._leader]
            if self._berg:
                return sorted(self._ext(c) for c in T.iter_bits(mask))
            m = mask >> 40
            return [*_SUIT_CARDS[0][m & 255], *_SUIT_CARDS[1][(m >> 8) & 255],
                    *_SUIT_CARDS[2][(m >> 16) & 255], *_SUIT_CARDS[3][m >> 24]]
        if ph in (PH_EXCH_E, PH_EXCH_Y):
            return self._exchange_moves()
        if ph in (PH_DECL_E, PH_DECL_Y):
            if not self.rules.partial_declarations:
                return list(_DECLARE_LISTS[self._available_flags(self.current_player())])
            seat = self.current_player()
            p, s, q = self.declare_options(seat)
            mp, ms, mq = self._option_masks(seat)
            of = Declare._of
            ok = (self._avail_cache, self._hands[seat])
            return [of(a, b, c, (*ok, (x, y, z)))
                    for a, x in zip(p, mp) for b, y in zip(s, ms) for c, z in zip(q, mq)]
        if ph in (PH_BLANCHE_E, PH_BLANCHE_Y):
            return [Blanche(True)] if self.rules.blanche_compulsory else [Blanche(True), Blanche(False)]
        return []

    def _exchange_moves(self) -> list:
        seat = self.current_player()
        lo, hi, avail, _ = self._exchange_limits(seat)
        hand = self._cards(self._hands[seat])
        out = []
        irregular = self.rules.irregular_exchanges
        for n in range(lo, len(hand) + 1):
            takes = []
            if n <= hi:
                takes.append(None)
            if irregular and n <= hi:
                takes += [t for t in (n - 1, n + 1) if 0 <= t <= avail]
            if not takes:
                continue
            for combo in itertools.combinations(hand, n):
                for t in takes:
                    out.append(Exchange(combo, t))
        out.sort()
        return out

    # ------------------------------------------------------------ moves in
    def coerce_move(self, move):
        if isinstance(move, str):
            return self._parse_move(move.strip())
        if isinstance(move, Declare):
            if self._phase in (PH_DECL_E, PH_DECL_Y) and not (move._ok is not None and self._trusted(move)):
                return self._canonical_declare(self.current_player(), move)
            return move
        if isinstance(move, (Card, Exchange, Blanche)):
            return move
        if isinstance(move, bool):
            return move
        if isinstance(move, int):
            return Card(move)
        if isinstance(move, (CardSet, list, tuple)) and self._phase in (PH_EXCH_E, PH_EXCH_Y):
            return Exchange(move)
        return move

    def _parse_move(self, text: str):
        low = " ".join(text.lower().split())
        if low in _BLANCHE_YES:
            return Blanche(True)
        if low in _BLANCHE_NO:
            return Blanche(False)
        words = text.split()
        if not words:
            raise illegal_not_a_move(_shown(text), self.legal_moves())
        first = words[0].lower()
        if first in _EXCHANGE_WORDS:
            rest = words[1:]
            take = None
            cards = []
            i = 0
            while i < len(rest):
                w = rest[i]
                lw = w.lower()
                if lw in _TAKE_WORDS and i + 1 < len(rest):
                    try:
                        take = int(rest[i + 1])
                    except ValueError:
                        raise illegal_not_a_move(_shown(text), []) from None
                    i += 2
                    continue
                if lw not in _NONE_WORDS:
                    cards.append(w)
                i += 1
            return Exchange(" ".join(cards), take)
        if first in _DECLARE_WORDS:
            rest = [w.lower().strip(",") for w in words[1:] if w.strip(",")]
            if not rest or any(w in _ALL_WORDS for w in rest):
                f = self._available_flags(self.current_player()) if self._phase in (PH_DECL_E, PH_DECL_Y) else 7
                return Declare.from_flags(f)
            if all(w in _NONE_WORDS for w in rest):
                return Declare(False, False, False)
            # "declare punto AH KH QH sequenze quattordici AS AD AC": a
            # category name, then the cards declared in it (none: all of it)
            parts = [False, False, False]
            cat = -1
            for raw in words[1:]:
                w = raw.lower().strip(",")
                if not w or w in _NONE_WORDS:
                    continue

                try:
                    cat = C.category_index(w)
                    parts[cat] = True
                    continue
                except ValueError:
                    pass
                try:
                    card = to_cards(raw.strip(","))
                except CardkitError:

                    card = ()
                if cat < 0 or len(card) != 1:
                    raise IllegalMoveError("picchetto.err.bad_category", name=quote(w))
                parts[cat] = (list(parts[cat]) if type(parts[cat]) is list else []) + list(card)
            return self.coerce_move(Declare(*parts))
        if first in _PLAY_WORDS:
            text = " ".join(words[1:])
        found = to_cards(text)
        if len(found) == 1:
            return found[0]
        raise illegal_not_a_move(_shown(text), self.legal_moves())

    def _explain_illegal(self, m) -> IllegalMoveError:
        wrong = _wrong_kind(self, m, _PHASE_MOVES)
        if wrong is not None:
            return wrong
        seat = self.current_player()
        want = _PHASE_MOVES[self._phase]
        if want is Blanche:
            return IllegalMoveError("picchetto.err.blanche_compulsory")
        if want is Exchange:
            return self._exchange_problem(m) or illegal_not_a_move(_shown(m), [])
        if want is Declare:
            return self._declare_problem(seat, m) or illegal_not_a_move(_shown(m), [])

        # a card
        c = self._int(m)
        if c < 0 or not (self._hands[seat] >> c) & 1:
            return _not_in_hand(m)
        led = self._trick[0][1]
        same = self._hands[seat] & T.FRENCH_SUIT_MASKS[T.SUIT_INDEX[led]]
        if not (same >> c) & 1:
            su = "suit." + self._ext(led).suit
            return IllegalMoveError("picchetto.err.follow", suit=i18n.tr(su, "en"), suit_it=i18n.tr(su, "it"))
        higher = T.beating_mask(same, led)
        low = T.lowest_card(higher)
        ec, el = self._ext(low), self._ext(led)
        return IllegalMoveError("picchetto.err.take", card=ec.name("en"), led=el.name("en"),
                                card_it=_it_article(ec), led_it=_it_article(el))

    # ------------------------------------------------------------ play
    def play(self, move) -> None:
        """Play ``move`` (a move object or its notation); an illegal move
        raises :class:`IllegalMoveError` naming the rule and changes nothing."""
        ph = self._phase
        if ph == PH_PLAY and type(move) is Card and not self._berg:
            # fast path: a French card in the play phase (same checks as _legal)
            trick = self._trick
            if not trick:  # a lead: inlined _apply_card
                seat = self._leader
                hand = self._hands[seat]
                if (hand >> move) & 1:
                    self._hands[seat] = hand & ~(1 << move)
                    trick.append((seat, move))
                    self._history.append(_NOTATION[move])
                    if self._lead_pts:
                        self._point(seat, 1, "picchetto.ev.lead", len(self._tricks) + 1)
                    return
            seat = 1 - self._leader if trick else self._leader
            hand = self._hands[seat]
            ok = (hand >> move) & 1
            if ok and trick:
                led = trick[0][1]
                same = hand & _SUIT_MASK_OF[led]
                if same:
                    if not (same >> move) & 1:
                        ok = 0
                    elif self._must_take and move < led:
                        ok = not ((same >> (led + 1)) << (led + 1))
            if ok:
                self._apply_card(seat, move)
                self._history.append(_NOTATION[move])
                if self._phase == PH_DEAL and self.auto_deal:
                    self._auto_chance()
                return
        if type(move) is Declare and move._ok is not None and (ph == PH_DECL_E or ph == PH_DECL_Y):
            # listed as legal by this state for this very hand (legal_moves,
            # the random player): checked when it was listed, not again
            # (this is self._trusted(move), written out)
            ok = move._ok
            if ok[0] is self._avail_cache and ok[1] == self._hands[1 - self.dealer if ph == PH_DECL_E else self.dealer]:
                self._apply(move)
                self._history.append(str(move))
                if self._phase == PH_DEAL and self.auto_deal:
                    self._auto_chance()
                return
        if ph == PH_OVER:
            raise IllegalMoveError("state.game_over")
        if ph == PH_DEAL:
            raise IllegalMoveError("state.chance_pending")
        m = self.coerce_move(move)
        if not self._legal(m):
            raise self._explain_illegal(m)
        self._apply(m)
        self._history.append(str(m))
        if self._phase == PH_DEAL and self.auto_deal:
            self._auto_chance()

    apply = play

    def _apply(self, m) -> None:
        ph = self._phase
        seat = self.current_player()
        if ph == PH_PLAY:
            self._apply_card(seat, self._int(m))
        elif ph == PH_EXCH_E or ph == PH_EXCH_Y:
            self._apply_exchange(seat, m)
        elif ph == PH_DECL_E:
            self._declare[seat] = m
            self._phase = PH_DECL_Y
        elif ph == PH_DECL_Y:
            self._declare[seat] = m
            self._score_declarations()
        else:  # blanche
            if m.announce:
                self._blanche[seat] = True
                if not self._score(seat, 10, "picchetto.ev.blanche", "blanche"):
                    return
            self._phase = PH_EXCH_E if ph == PH_BLANCHE_E else PH_EXCH_Y

    def _apply_exchange(self, seat: int, m: Exchange) -> None:
        lo, hi, avail, start = self._exchange_limits(seat)
        mask = 0
        for c in m.cards:
            mask |= 1 << self._int(c)
        t = m.draws
        drawn = 0
        for c in self._talon[start:start + t]:
            drawn |= 1 << c
        self._hands[seat] = (self._hands[seat] & ~mask) | drawn
        self._discards[seat] = mask
        self._taken[seat] = t
        seen = 0
        peek_next = self.rules.talon_peek == "next"   # text 003: only the next card
        if seat != self.dealer:
            for c in self._talon[t:min(t + 1, 5) if peek_next else 5]:

                seen |= 1 << c
            self._tpos = t
            self._seen[seat] = seen
            younger = self.dealer
            self._phase = PH_BLANCHE_Y if has_blanche(self._dealt[younger] >> 40) else PH_EXCH_Y
        else:
            for c in self._talon[start + t:start + t + 1 if peek_next else None]:
                seen |= 1 << c
            self._seen[seat] = seen
            if self.rules.younger_takes_leftovers:
                self._tpos = start + t
            tot = self.log.totals
            for p in (0, 1):
                n = self._hands[p].bit_count()
                self._void[p] = n > 12
                self._short[p] = n < 12
                if n > 12 and tot[p]:
                    # text 000: with 13 cards he "segnerà comunque, in quella
                    # smazzata, zero punti": his mano bianca is struck out too
                    # (and he is at 0 again for the opponent's bonuses)
                    pts = -tot[p]
                    tot[p] = 0
                    self.log._raw.append((p, pts, "picchetto.ev.void", (), (tot[0], tot[1]), ""))

            self._ntricks = min(self._hands[0].bit_count(), self._hands[1].bit_count())
            self._phase = PH_DECL_E

    def _score_declarations(self) -> None:
        e, y = 1 - self.dealer, self.dealer
        de, dy = self._declare[e], self._declare[y]
        qe = 7 & ~de.flags
        qy = 7 & ~dy.flags
        tot = self.log.totals
        fe, fy = self._facts(e), self._facts(y)
        masks = None
        if de.partial or dy.partial:
            # what he declares is what he scores and what is compared
            he, hy = self._hands[e] >> 40, self._hands[y] >> 40
            ok, cache = de._ok, self._avail_cache   # the masks of what the state listed: self._decl_parts
            pe = ok[2] if ok is not None and ok[0] is cache and ok[1] == self._hands[e] else self._decl_parts(e, de)
            ok = dy._ok
            py = ok[2] if ok is not None and ok[0] is cache and ok[1] == self._hands[y] else self._decl_parts(y, dy)
            fe = C._declared_facts(he, pe, self.rules, fe)
            fy = C._declared_facts(hy, py, self.rules, fy)
            masks = (_declared_masks(he, pe), _declared_masks(hy, py))
        results, evs, nov, facts, _ = _declare_core(
            self._hands[e] >> 40, self._hands[y] >> 40, self.rules, (qe, qy), (tot[e], tot[y]),
            (self._void[e], self._void[y]), facts=(fe, fy))
        deck = self.rules.deck
        seats = (e, y)
        self._decl = None
        self._decl_raw = (results, evs, nov, (tot[e], tot[y]), (qe, qy), masks)
        for side, pts, kind, data in evs:
            seat = seats[side]
            h = self._hands[seat] >> 40
            mk = masks[side] if masks is not None else (h, h, h)
            if kind == "punto":
                s, ln, val = data
                cards = C.CardsText(mk[0] & (0xFF << (8 * s)), deck)
                say = "punto_value" if self.rules.punto_by == "value" else "punto"
                ok = self._score(seat, pts, "picchetto.ev.punto", say, length=ln, value=val, cards=cards)
            elif kind == "sequenze":
                sm = C._seq_masks(mk[1])
                seqs = tuple((m.bit_count(), C.rank_symbol((m.bit_length() - 1) & 7, deck)) for m in sm)
                names = C.CardsText(sm, deck)
                ok = self._score(seat, pts, "picchetto.ev.sequenze", "seq", seqs=seqs, names=names)
            elif kind == "quattordici":
                grp = []
                for r, n in data:
                    sym = C.rank_symbol(r, deck)
                    grp.append((n, "7b" if sym == "7" else sym))
                names = C.CardsText(C._group_masks(mk[2]), deck)
                ok = self._score(seat, pts, "picchetto.ev.quattordici", "groups", groups=tuple(grp), names=names)

            else:
                self._bonus_done = True
                ok = self._score(seat, pts, "picchetto.ev.novanta", "novanta")
            if not ok:
                return
        if nov is not None:
            self._bonus_done = True
        self._phase = PH_PLAY
        self._leader = e
        self._trick = []

    def _apply_card(self, seat: int, c: int) -> None:
        self._hands[seat] &= ~(1 << c)
        n = len(self._tricks) + 1
        trick = self._trick
        if not trick:
            trick.append((seat, c))
            if self._lead_pts:
                self._point(seat, 1, "picchetto.ev.lead", n)
            return
        leader, lc = trick[0]
        winner = seat if (c >> 3) == (lc >> 3) and c > lc else leader
        if self._trump >= 0 and (c >> 3) == self._trump + 5 and (lc >> 3) != self._trump + 5:
            winner = seat   # a trump on a plain lead (Auction Piquet's contracts: cardkit.picchetto.auction)
        self._won[winner] += 1
        self._tricks.append((leader, lc, c, winner))
        self._trick = []
        self._leader = winner
        if self._lead_pts:
            if self._every:   # text 003: a punto di presa for every trick, the leader's own too
                if not self._point(winner, 1, "picchetto.ev.take", n):
                    return
            elif winner != leader and not self._point(winner, 1, "picchetto.ev.win", n):
                return
        elif not self._point(winner, 2, "picchetto.ev.trick2", n):
            return
        if n < self._ntricks:
            return
        # last trick and the end of the deal
        nt = self._ntricks
        capot = self._won[winner] == nt and not self._short[winner]
        last_to = winner
        key = "picchetto.ev.last"
        if self._short[winner] and not self._short[1 - winner]:
            last_to, key = 1 - winner, "picchetto.ev.last_given"
        if not (capot and not self.rules.capot_last_trick):
            if not self._score_play(last_to, 1, key):
                return
        if capot:
            # a capot is reckoned after the play and (capot_in_pique=False:
            # Cavendish, Law 69; text 000's "premio aggiuntivo") never
            # completes a Sessanta / pique
            score = self._score_play if self.rules.capot_in_pique else self._score
            if not score(winner, 40, "picchetto.ev.cappotto", "cappotto", of=nt):
                return
        else:
            for p in (0, 1):
                if self._won[p] > 6:
                    if not self._score_play(p, 10, "picchetto.ev.cards", tricks=self._won[p], of=nt):
                        return
        self._finish_deal()

    # ------------------------------------------------------------ info
    def hand(self, player: int) -> CardList:
        """The cards ``player`` holds now (by card number)."""
        need_int("hand", "player", player, lo=0, hi=1)
        return self._cards(self._hands[player])

    def dealt_hand(self, player: int) -> CardList:
        need_int("dealt_hand", "player", player, lo=0, hi=1)
        return self._cards(self._dealt[player])

    @property
    def hands(self) -> tuple:
        return (self.hand(0), self.hand(1))

    @property
    def talon(self) -> CardList:
        """The talon cards still on the table, top first."""
        start = self._tpos
        rest = [c for c in self._talon[start:]]
        if not self.rules.younger_takes_leftovers and self._phase > PH_EXCH_Y:
            taken = self._taken[self.dealer]
            rest = list(self._talon[self._tpos:5]) + list(self._talon[5 + taken:])
        return CardList([self._ext(c) for c in rest])

    def discards(self, player: int) -> CardList:
        need_int("discards", "player", player, lo=0, hi=1)
        return self._cards(self._discards[player])

    @property
    def trick(self) -> CardList:
        """The cards of the trick in progress, in playing order."""
        return CardList([self._ext(c) for _, c in self._trick])

    @property
    def tricks(self) -> list:
        """The completed tricks of this deal: ``(leader, led, followed, winner)``."""
        e = self._ext
        return [(ld, e(a), e(b), w) for ld, a, b, w in self._tricks]

    @property
    def tricks_won(self) -> tuple:
        return tuple(self._won)

    @property
    def declarations(self) -> Optional[Declarations]:
        """This deal's :class:`Declarations` (elder/younger), once both declared."""
        if self._decl is None and self._decl_raw is not None:
            self._decl = self._build_declarations()
        return self._decl

    def _build_declarations(self, public: bool = False) -> Declarations:
        """The deal's declarations; ``public``: as the opponent may know
        them, the hands holding only what each player declared (what he kept
        quiet stays hidden: :meth:`view`)."""
        results, evs, nov, start, (qe, qy), masks = self._decl_raw
        e, y = 1 - self.dealer, self.dealer
        seats = (e, y)
        events = [(SIDES[i], 10, "blanche") for i in (0, 1)
                  if self._blanche[seats[i]] and not self._void[seats[i]]]
        endtot = list(start)
        for side, pts, kind, _ in evs:
            events.append((SIDES[side], pts, kind))
            endtot[side] += pts
        (w0, p0), (w1, p1), (w2, p2) = results
        eh = (self._hands[e] | self._played_mask(e)) >> 40
        yh = (self._hands[y] | self._played_mask(y)) >> 40
        if public:
            ms = []
            for seat, h in ((e, eh), (y, yh)):
                ms.append(tuple(C.full_mask(h, cat, self.rules) if v is True else
                                (0 if v is False else self._decl_mask(v))
                                for cat, v in enumerate(self._declare[seat].parts)))
            masks = tuple(ms)
            eh = masks[0][0] | masks[0][1] | masks[0][2]
            yh = masks[1][0] | masks[1][1] | masks[1][2]
        return Declarations(
            (None if w0 is None else SIDES[w0], p0), (None if w1 is None else SIDES[w1], p1),
            (None if w2 is None else SIDES[w2], p2), endtot[0], endtot[1],
            None if nov is None else SIDES[nov], self._blanche[e], self._blanche[y], tuple(events),
            eh, yh, (qe, qy), self.rules, masks)

    def _played_mask(self, seat: int) -> int:
        m = 0
        for leader, a, b, _w in self._tricks:
            m |= 1 << (a if leader == seat else b)
        for s_, c in self._trick:
            if s_ == seat:
                m |= 1 << c
        return m

    @property
    def scores(self) -> tuple:
        """Match totals, the deal in progress included (doubled when it counts double)."""
        if self._phase in (PH_OVER, PH_DEAL) or not self.logs:
            return tuple(self._scores)
        m = self._m
        return tuple(self._scores[p] + m * self.log.totals[p] for p in (0, 1))

    @property
    def deal_scores(self) -> tuple:
        """Points of the deal in progress (or the last one), not doubled."""
        return tuple(self.log.totals)

    def margin(self) -> Optional[int]:
        """The winner's margin once the match is over: the rubicon rule of
        these rules, else the difference of points."""
        if self._phase != PH_OVER or self.winner is None:
            return None if self._phase != PH_OVER else 0
        w = self._scores[self.winner]
        lo = self._scores[1 - self.winner]
        return rubicon(w, lo, self.rules)

    def _declared_mask(self, seat: int) -> int:
        """The cards of ``seat``'s combinations that scored in the
        declarations (shown on the table), as an internal mask."""
        if self._decl_raw is None:
            return 0
        side = "elder" if seat != self.dealer else "younger"
        d = self.declarations
        shown = 0
        for cat, cl in (("punto", [d.counted_punto] if d.counted_punto is not None else []),
                        ("sequenze", d.counted_sequences), ("quattordici", d.counted_groups)):
            if getattr(d, cat)[0] == side:
                for cards_ in cl:
                    for c in cards_:
                        shown |= 1 << self._int(c)
        return shown

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see (both hands with ``open_hands``)."""
        need_int("view", "player", player, lo=0, hi=1)
        o = 1 - player
        shown = 0
        if self._blanche[o]:
            shown |= self._dealt[o]
        shown |= self._declared_mask(o)
        opp = self.hand(o) if self.rules.open_hands else None
        to_move = self.to_move
        return PlayerView(
            player=player, phase=self.phase, dealer=self.dealer, to_move=to_move,
            hand=self.hand(player), opponent_hand=opp, opponent_cards=self._hands[o].bit_count(),
            shown=self._cards(shown & (self._hands[o] | self._dealt[o] | self._discards[o])),
            discards=self._cards(self._discards[player]),
            talon_seen=self._cards(self._seen[player]), talon_left=len(self.talon),
            trick=tuple((s, self._ext(c)) for s, c in self._trick), tricks=tuple(self.tricks),
            tricks_won=tuple(self._won), deal_scores=tuple(self.log.totals), scores=self.scores,
            declarations=self._build_declarations(public=True) if self._decl_raw is not None else None,
            legal_moves=tuple(self.legal_moves()) if to_move == player and self._phase != PH_EXCH_E

            and self._phase != PH_EXCH_Y else (),
        )

    def _coach(self):
        """The Picchetto coach (:mod:`cardkit.picchetto.search`)."""
        from .search import COACH
        return COACH

    def __repr__(self) -> str:
        r = repr(self.rules)
        if self._phase == PH_OVER:
            w = "draw" if self.winner is None else f"player {self.winner + 1} wins"
            return f"<PicchettoState {r}: over after {self._finished} deal(s), {w}, scores {self.scores}>"
        return (f"<PicchettoState {r}: deal {self._finished + 1}, {self.phase}, "
                f"player {self.current_player() + 1} to move, scores {self.scores}>")

    def __str__(self) -> str:
        lines = [repr(self)]
        if self.dealer is not None and self._phase != PH_DEAL:
            for p in (0, 1):
                role = "dealer" if p == self.dealer else "elder"
                lines.append(f"player {p + 1} ({role}): {self.hand(p)}")
            if self._trick:
                lines.append(f"trick: {self.trick}")
            lines.extend(self.log.lines())
        return "\n".join(lines)


def deal_order(elder, younger, talon=(), rules: PicchettoRules = ITALIANO) -> CardList:
    """The whole deck in dealing order for a deal set up by hand.

    ``elder`` and ``younger`` are the 12 cards each is dealt, ``talon`` the
    first cards of the talon from the top (the rest of the deck follows in
    deck order).  Pass the result to ``rules.new_game(seed, deal=...)`` or
    ``state.deal(...)``.  The first two cards of the first deal are also the
    cut for the first dealer, so a teaching setup should fix the dealer with
    ``rules.replace(first_dealer=1)`` (player 2 deals, player 1 is elder).
    """
    deck = BERGAMASCHE if C.need_rules(rules).deck == "bergamasche" else FRENCH
    e = deck.check(elder)
    y = deck.check(younger)
    t = deck.check(talon)
    used = e + y + t
    if len(e) != 12 or len(y) != 12 or len(set(used)) != len(used):
        raise IllegalMoveError("state.bad_deal", deck=deck.name)
    t = t + [c for c in deck.cards if c not in set(used)]
    k = 2 if rules.deal_in_twos else 3
    order = []
    for i in range(0, 12, k):
        order += e[i:i + k] + y[i:i + k]
    return CardList(order + t)


#: the class of move each phase of a two-player deal takes
_PHASE_MOVES = {PH_BLANCHE_E: Blanche, PH_BLANCHE_Y: Blanche, PH_EXCH_E: Exchange, PH_EXCH_Y: Exchange,
                PH_DECL_E: Declare, PH_DECL_Y: Declare, PH_PLAY: Card}
_MOVE_CLASSES = (Card, Exchange, Declare, Blanche)


def _wrong_kind(state, m, phase_moves: dict) -> Optional[IllegalMoveError]:
    """The refusal of an illegal move ``m`` that is not even of the class
    the phase takes (``phase_moves``: phase -> class; none: the game is
    over), or ``None`` when it is of that class: a move of another phase
    says what the player is to do, anything else lists the legal moves.
    PicchettoState's and TableState's ``_explain_illegal`` start here."""
    ph = state._phase
    want = phase_moves.get(ph)
    if want is None:
        return IllegalMoveError("state.game_over")
    if isinstance(m, want):
        return None
    if isinstance(m, _MOVE_CLASSES):
        return IllegalMoveError("picchetto.err.phase", player=state.player_name(state.current_player()),
                                todo=i18n.tr("picchetto.todo." + PHASE_NAMES[ph]))
    return illegal_not_a_move(_shown(m), state.legal_moves())


def _it_article(card: Card) -> str:
    """The Italian name with its article: 'il re di cuori', 'la donna di
    picche', "l'asso di fiori"."""
    name = card.name("it")
    if name.startswith("donna"):
        return "la " + name
    if name[:1] in "aeiou8":
        return "l'" + name
    return "il " + name


def _shown(move) -> str:
    """A refused move as text for a message, cut to ``QUOTE_LIMIT`` characters."""
    if isinstance(move, (list, tuple, set, frozenset, dict)):
        return quote(move)      # (str() of a list nested 3000 deep is a RecursionError)
    text = move if isinstance(move, str) else str(move)
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT - 1] + "…"


def _not_in_hand(card: Card) -> IllegalMoveError:
    return IllegalMoveError("picchetto.err.not_in_hand", card=card.name("en"), card_it=_it_article(card))


PicchettoRules.state_class = PicchettoState
