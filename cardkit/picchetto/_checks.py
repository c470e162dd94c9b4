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
    "picchetto.check.an_event": {"en": "a score event", "it": "un evento di punteggio"},
    "picchetto.check.a_rules": {"en": "Picchetto rules", "it": "delle regole di Picchetto"},
    "picchetto.check.mask": {
        "en": "{owner}: {name} must be a whole number from 0 to 2**{bits} - 1 (a set of cards), not {value}",
        "it": "{owner}: {name} deve essere un numero intero da 0 a 2**{bits} - 1 (un insieme di carte), non {value}",
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


def need_seat(owner: str, name: str, value, seats: int) -> int:
    """``value`` if it is a seat number from 0 to ``seats - 1``."""
    return need_int(owner, name, value, lo=0, hi=seats - 1)
