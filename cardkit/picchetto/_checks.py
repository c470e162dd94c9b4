"""The checks Picchetto's public helpers make on what they are given.

One check per kind of parameter, used by every function that takes it:
a game state (or a deal state), a bit mask of cards, a text, a list of
score totals.  Each refuses in one sentence naming the parameter and the
expected form (an :class:`~cardkit.options.InvalidOptionError`, like the
shared validators of :mod:`cardkit.options`, which these build on).
Standard library only (the rules core runs in the browser too).
"""

from __future__ import annotations

from .. import i18n
from ..options import InvalidOptionError, is_int, need_int, quote

i18n.register({
    "picchetto.check.state": {
        "en": "{owner}: {name} must be {what}, not {value}",
        "it": "{owner}: {name} deve essere {what}, non {value}",
    },
    "picchetto.check.a_state": {"en": "a Picchetto game state", "it": "uno stato di una partita a Picchetto"},
    "picchetto.check.a_deal": {"en": "a Picchetto deal state", "it": "lo stato di una smazzata a Picchetto"},
    "picchetto.check.a_log": {"en": "a Picchetto score log", "it": "un registro dei punti di Picchetto"},
    "picchetto.check.a_hands": {"en": "a Picchetto state of two players or of a table",
                                "it": "lo stato di una partita a Picchetto in due o a un tavolo"},
    "picchetto.check.a_table": {"en": "a Picchetto table state (three or four players)",
                                "it": "lo stato di una partita a Picchetto in tre o in quattro"},
    "picchetto.check.a_voleur": {"en": "a Voleur state (Piquet for three)", "it": "lo stato di una partita a Voleur (Piquet in tre)"},
    "picchetto.check.a_series": {"en": "a Piquet Voleur or Auction Piquet state",
                                 "it": "lo stato di una partita a Piquet Voleur o a Piquet all'asta"},
    "picchetto.check.an_auction": {"en": "an Auction Piquet state", "it": "lo stato di una partita a Piquet all'asta"},
    "picchetto.check.a_declare": {"en": "None or a Declare", "it": "None o un Declare"},
    "picchetto.check.a_knowledge": {"en": "a Knowledge (what a player knows)", "it": "un Knowledge (ciò che un giocatore sa)"},
    "picchetto.check.a_random": {"en": "a random.Random", "it": "un random.Random"},
    "picchetto.check.a_reason": {"en": "None or a coach's Reason", "it": "None o una Reason del coach"},
    "picchetto.check.an_event": {"en": "a score event", "it": "un evento di punteggio"},
    "picchetto.check.a_rules": {"en": "Picchetto rules", "it": "delle regole di Picchetto"},
    "picchetto.check.mask": {
        "en": "{owner}: {name} must be a whole number from 0 to 2**{bits} - 1 (a set of cards), not {value}",
        "it": "{owner}: {name} deve essere un numero intero da 0 a 2**{bits} - 1 (un insieme di carte), non {value}",
    },
    "picchetto.check.players": {
        "en": "{owner}: {name} must be a list of {n} players (one callable per seat), not {value}",
        "it": "{owner}: {name} deve essere una lista di {n} giocatori (un callable per posto), non {value}",
    },
    "picchetto.check.result": {
        "en": "{owner}: {name} is not what the scoring makes of a deal: {value}",
        "it": "{owner}: {name} non è ciò che il conteggio dà di una smazzata: {value}",
    },
    "picchetto.check.moves": {
        "en": "{owner}: {name} must be a list of moves, not {value}",
        "it": "{owner}: {name} deve essere una lista di mosse, non {value}",
    },
    "picchetto.check.text": {
        "en": "{owner}: {name} must be a text, not {value}",
        "it": "{owner}: {name} deve essere un testo, non {value}",
    },
})

#: the bits of a mask of internal card numbers (the 72 cards of both decks)
MASK_BITS = 72


def need_instance(owner: str, name: str, value, cls, what: str):
    """``value`` if it is an instance of ``cls``; else refuse it, saying it
    must be ``what`` (a key of this module: ``"a_state"``, ``"a_deal"``...)."""
    if not isinstance(value, cls):
        raise InvalidOptionError("picchetto.check.state", owner=owner, name=name,
                                 what=i18n.Term(f"picchetto.check.{what}"), value=quote(value))
    return value


def need_state(owner: str, name: str, value):
    """``value`` if it is a Picchetto state of any variant (a two-player
    deal, a table, an auction or voleur series); else refuse it."""
    from .state import PicchettoState
    from .table import TableState
    from .variants import DealSeries
    return need_instance(owner, name, value, (PicchettoState, DealSeries, TableState), "a_state")


def need_deal(owner: str, name: str, value):
    """``value`` if it is a two-player deal state (:class:`PicchettoState`
    and the variants' deals built on it); else refuse it."""
    from .state import PicchettoState
    return need_instance(owner, name, value, PicchettoState, "a_deal")


def need_hands(owner: str, name: str, value):
    """``value`` if it is a state whose players hold their hands themselves
    (a two-player deal or a table: not a series of deals); else refuse it."""
    from .state import PicchettoState
    from .table import TableState
    return need_instance(owner, name, value, (PicchettoState, TableState), "a_hands")


def need_rules(owner: str, name: str, value):
    """``value`` if it is a :class:`PicchettoRules`; else refuse it."""
    from .rules import PicchettoRules
    return need_instance(owner, name, value, PicchettoRules, "a_rules")


def need_mask(owner: str, name: str, value, bits: int = MASK_BITS) -> int:
    """``value`` if it is a whole number of at most ``bits`` bits (a set of
    cards as a bit mask); else refuse it."""
    if not is_int(value) or value < 0 or value >> bits:
        raise InvalidOptionError("picchetto.check.mask", owner=owner, name=name, bits=bits,
                                 value=quote(value))
    return value


def need_str(owner: str, name: str, value) -> str:
    """``value`` if it is a ``str`` (of any length, empty included)."""
    if not isinstance(value, str):
        raise InvalidOptionError("picchetto.check.text", owner=owner, name=name, value=quote(value))
    return value


def need_moves(owner: str, name: str, value) -> tuple:
    """``value`` (a list, tuple or set of moves) as a tuple; else refuse it
    (each move is then checked by the state that plays it)."""
    if not isinstance(value, (list, tuple, set, frozenset)):
        raise InvalidOptionError("picchetto.check.moves", owner=owner, name=name, value=quote(value))
    return tuple(value)


def need_seat(owner: str, name: str, value, seats: int) -> int:
    """``value`` if it is a seat number from 0 to ``seats - 1``."""
    return need_int(owner, name, value, lo=0, hi=seats - 1)


def need_players(owner: str, name: str, value, seats: int):
    """``value`` if it is a list or tuple of (at least) ``seats`` callables,
    the player of each seat; else refuse it."""
    if not isinstance(value, (list, tuple)) or len(value) < seats or not all(
            callable(p) for p in value[:seats]):
        raise InvalidOptionError("picchetto.check.players", owner=owner, name=name, n=seats,
                                 value=quote(value))
    return value


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value \
        and value not in (float("inf"), float("-inf"))


#: the kinds of field :func:`need_fields` knows: a test, and the words of the refusal
_FIELD_KINDS = {
    "int": (is_int, "picchetto.check.kind.int"),
    "int?": (lambda v: v is None or is_int(v), "picchetto.check.kind.int_or_none"),
    "num": (_is_number, "picchetto.check.kind.num"),
    "bool": (lambda v: isinstance(v, bool), "picchetto.check.kind.bool"),
    "str": (lambda v: isinstance(v, str), "picchetto.check.kind.str"),
    "ints": (lambda v: isinstance(v, tuple) and all(is_int(x) for x in v), "picchetto.check.kind.ints"),
    "cards": (lambda v: isinstance(v, tuple) and all(type(x).__name__ == "Card" and
                                                     type(x).__module__ == "cardkit.cards" for x in v),
              "picchetto.check.kind.cards"),
}

i18n.register({
    "picchetto.check.field": {
        "en": "{owner}: {name} must be {what}, not {value}",
        "it": "{owner}: {name} deve essere {what}, non {value}",
    },
    "picchetto.check.kind.int": {"en": "a whole number", "it": "un numero intero"},
    "picchetto.check.kind.int_or_none": {"en": "None or a whole number", "it": "None o un numero intero"},
    "picchetto.check.kind.num": {"en": "a finite number", "it": "un numero finito"},
    "picchetto.check.kind.bool": {"en": "True or False", "it": "True o False"},
    "picchetto.check.kind.str": {"en": "a text", "it": "un testo"},
    "picchetto.check.kind.ints": {"en": "a tuple of whole numbers", "it": "una tupla di numeri interi"},
    "picchetto.check.kind.cards": {"en": "a tuple of cards", "it": "una tupla di carte"},
})


def need_fields(obj, **kinds) -> None:
    """Refuse the first field of the record ``obj`` (a dataclass built from
    outside) that is not of its kind: ``need_fields(self, player="int",
    value="num")`` (the kinds of :data:`_FIELD_KINDS`)."""
    for name, kind in kinds.items():
        test, what = _FIELD_KINDS[kind]
        value = getattr(obj, name)
        if not test(value):
            raise InvalidOptionError("picchetto.check.field", owner=type(obj).__name__, name=name,
                                     what=i18n.Term(what), value=quote(value))
