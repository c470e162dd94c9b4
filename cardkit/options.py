"""Checking the options of a rules object and the arguments of public helpers.

Every rules object (``ScopaRules``, ``PicchettoRules``, ...) and every public
helper that takes numbers from a learner or a saved file checks them here,
so that a bad value is refused the same way everywhere: an
:class:`InvalidOptionError` (a :class:`~cardkit.errors.CardkitError` and a
``ValueError``) whose message is one sentence naming the option and the
expected type or range, quoting at most :data:`QUOTE_LIMIT` characters of
the value.  ``bool`` is never taken for a number, nor a number for a
``bool`` (``"no"`` or ``0`` is not ``False``: JSON saves must say
``false``).

>>> need_int("ScopaRules", "players", 2, lo=2, hi=4)
2
>>> need_int("ScopaRules", "players", 2.0, lo=2, hi=4)
Traceback (most recent call last):
...
cardkit.options.InvalidOptionError: ScopaRules: players must be a whole number from 2 to 4, not 2.0
"""

from __future__ import annotations

import math

from . import i18n
from .errors import CardkitError

#: the most characters of a refused value quoted in a message
QUOTE_LIMIT = 60


class InvalidOptionError(CardkitError, ValueError):
    """A rules option or helper argument of the wrong type or out of range."""


i18n.register({
    "option.bool": {
        "en": "{owner}: {name} must be True or False, not {value}",
        "it": "{owner}: {name} deve essere True o False, non {value}",
    },
    "option.int": {
        "en": "{owner}: {name} must be a whole number{range}, not {value}",
        "it": "{owner}: {name} deve essere un numero intero{range}, non {value}",
    },
    "option.int_or_none": {
        "en": "{owner}: {name} must be None or a whole number{range}, not {value}",
        "it": "{owner}: {name} deve essere None o un numero intero{range}, non {value}",
    },
    "option.range.between": {"en": " from {lo} to {hi}", "it": " da {lo} a {hi}"},
    "option.range.from": {"en": " of at least {lo}", "it": " a partire da {lo}"},
    "option.range.upto": {"en": " of at most {hi}", "it": " fino a {hi}"},
    "option.choice": {
        "en": "{owner}: {name} must be one of {choices}, not {value}",
        "it": "{owner}: {name} deve essere uno fra {choices}, non {value}",
    },
    "option.text": {
        "en": "{owner}: {name} must be a text of 1 to {limit} characters, not {value}",
        "it": "{owner}: {name} deve essere un testo da 1 a {limit} caratteri, non {value}",
    },
    "option.ints": {
        "en": "{owner}: {name} must be a list of {count}whole numbers{range}, not {value}",
        "it": "{owner}: {name} deve essere una lista di {count}numeri interi{range}, non {value}",
    },
    "option.count": {"en": "{n} ", "it": "{n} "},
    "option.number": {
        "en": "{owner}: {name} must be a number{range}, not {value}",
        "it": "{owner}: {name} deve essere un numero{range}, non {value}",
    },
    "option.bound": {
        "en": "{name} (a bound of a check) must be None or a whole number, not {value}",
        "it": "{name} (un limite di un controllo) deve essere None o un numero intero, non {value}",
    },
    "option.choices": {
        "en": "choices must be a tuple or list of the allowed values, not {value}",
        "it": "choices deve essere una tupla o lista dei valori ammessi, non {value}",
    },
})


def quote(value, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters (for messages; a message
    whose fixed words are long quotes less, so that it stays one short
    line).  Never raises for any ``value``, and never builds the repr of a
    huge text; a ``limit`` that is not a whole number from 2 to 10**6 is
    refused."""
    if not is_int(limit) or not 2 <= limit <= 10**6:
        raise InvalidOptionError("option.int", owner="quote", name="limit", value=_short(limit),
                                 range=_range(2, 10**6))
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]       # repr() of a megabyte string is a megabyte
    try:
        text = repr(value)
    except Exception:       # a hostile __repr__ must not hide the real refusal
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _short(value) -> str:
    return quote(value, QUOTE_LIMIT)


def _bounds(**bounds) -> None:
    """Refuse a bound of a check (``lo``, ``hi``, ``count``, ``limit``) that
    is neither ``None`` nor a whole number (the caller's mistake)."""
    for name, value in bounds.items():
        if value is not None and not is_int(value):
            raise InvalidOptionError("option.bound", name=name, value=_short(value))


def is_int(value) -> bool:
    """True for a whole number (``int``, never ``bool``)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _range(lo, hi):
    """The words for a range (a :class:`~cardkit.i18n.Term`, rendered in the
    message's language): " from 2 to 4", " of at least 1", or nothing."""
    if lo is not None and hi is not None:
        return i18n.Term("option.range.between", lo=lo, hi=hi)
    if lo is not None:
        return i18n.Term("option.range.from", lo=lo)
    if hi is not None:
        return i18n.Term("option.range.upto", hi=hi)
    return ""


def need_bool(owner: str, name: str, value) -> bool:
    """``value`` if it is ``True`` or ``False``; else refuse it."""
    if not isinstance(value, bool):
        raise InvalidOptionError("option.bool", owner=owner, name=name, value=quote(value))
    return value


def need_int(owner: str, name: str, value, lo=None, hi=None, optional: bool = False):
    """``value`` if it is a whole number in ``lo..hi`` (either bound may be
    ``None``), or ``None`` when ``optional``; else refuse it."""
    # the common case first (the engines check every move through here)
    if type(value) is int and (lo is None or (type(lo) is int and lo <= value)) \
            and (hi is None or (type(hi) is int and value <= hi)):
        return value
    _bounds(lo=lo, hi=hi)
    if optional and value is None:
        return None
    if not is_int(value) or (lo is not None and value < lo) or (hi is not None and value > hi):
        raise InvalidOptionError("option.int_or_none" if optional else "option.int", owner=owner,
                                 name=name, value=quote(value), range=_range(lo, hi))
    return value


def need_choice(owner: str, name: str, value, choices: tuple):
    """``value`` if it is one of ``choices`` (compared by type too, so that
    ``True`` is not taken for ``1``); else refuse it."""
    if not isinstance(choices, (tuple, list)):
        raise InvalidOptionError("option.choices", value=_short(choices))
    for c in choices:
        if type(value) is type(c) and value == c:
            return value
    raise InvalidOptionError("option.choice", owner=owner, name=name, value=quote(value),
                             choices=", ".join(quote(c, 20) for c in choices[:12]))


def need_text(owner: str, name: str, value, limit: int = 40) -> str:
    """``value`` if it is a non-empty text of at most ``limit`` characters."""
    _bounds(limit=limit)
    if not isinstance(value, str) or not 0 < len(value) <= limit:
        raise InvalidOptionError("option.text", owner=owner, name=name, value=quote(value),
                                 limit=limit)
    return value


def need_ints(owner: str, name: str, value, count=None, lo=None, hi=None) -> tuple:
    """``value`` (a list or tuple) as a tuple of whole numbers in ``lo..hi``,
    exactly ``count`` of them when ``count`` is given; else refuse it."""
    _bounds(count=count, lo=lo, hi=hi)
    ok = isinstance(value, (list, tuple)) and (count is None or len(value) == count)
    if ok:
        ok = all(is_int(x) and (lo is None or x >= lo) and (hi is None or x <= hi) for x in value)
    if not ok:
        raise InvalidOptionError("option.ints", owner=owner, name=name, value=quote(value),
                                 count=i18n.Term("option.count", n=count) if count is not None else "",
                                 range=_range(lo, hi))
    return tuple(value)


def need_number(owner: str, name: str, value, lo=None, hi=None) -> float:
    """``value`` if it is a finite number (``int`` or ``float``, never
    ``bool``) in ``lo..hi`` (either bound may be ``None``, or a whole or
    finite number); else refuse it."""
    for bound, given in (("lo", lo), ("hi", hi)):
        if isinstance(given, float) and math.isfinite(given):
            continue
        _bounds(**{bound: given})
    ok = (is_int(value) or isinstance(value, float)) and not isinstance(value, bool)
    if ok and is_int(value) and value.bit_length() > 1000:
        ok = False
    if ok:
        ok = math.isfinite(value) and (lo is None or value >= lo) and (hi is None or value <= hi)
    if not ok:
        raise InvalidOptionError("option.number", owner=owner, name=name, value=quote(value),
                                 range=_range(lo, hi))
    return value
