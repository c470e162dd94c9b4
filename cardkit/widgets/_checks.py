"""Checking what a widget's constructor or method is given from outside (the widgets' own
internal helpers: a kit module calls them with its own names and bounds).

A widget is a thin view over the rules core: an argument from Python is
checked where it enters, with the kit's own validators
(:mod:`cardkit.options`) and the few kinds of argument only widgets take
(a language, a card width, a callback, a text to show, an ``Output``), so a
bad one is refused with a one-sentence
:class:`~cardkit.errors.CardkitError` rather than reaching ipywidgets or
traitlets and coming out as a ``TraitError`` or ``TypeError``.

:class:`WidgetValueError` is both a kit refusal and a ``TraitError``: the
trait validators raise it, so a value from Python is refused like any kit
input, and a value from a front end is still caught (as a ``TraitError``)
by :meth:`~cardkit.widgets.base.CardkitWidget.set_state`, which answers it
with a message.
"""

from __future__ import annotations

import collections.abc as abc

import ipywidgets
import traitlets

from .. import i18n
from ..errors import InvalidInputError
from ..options import need_bool, need_choice, need_int  # noqa: F401  (re-exported for the widgets)

i18n.register({
    "widget.arg.language": {
        "en": "{owner}: language must be 'en', 'it' or '' (to follow cardkit.set_language), not {value}",
        "it": "{owner}: language deve essere 'en', 'it' o '' (per seguire cardkit.set_language), "
              "non {value}",
    },
    "widget.arg.callable": {
        "en": "{owner}: {name} must be a function, not {value}",
        "it": "{owner}: {name} deve essere una funzione, non {value}",
    },
    "widget.arg.output": {
        "en": "{owner}: output must be an ipywidgets Output or None, not {value}",
        "it": "{owner}: output deve essere un Output di ipywidgets o None, non {value}",
    },
    "widget.arg.text": {
        "en": "{owner}: {name} must be a text or a number, not {value}",
        "it": "{owner}: {name} deve essere un testo o un numero, non {value}",
    },
    "widget.arg.str": {
        "en": "{owner}: {name} must be a text, not {value}",
        "it": "{owner}: {name} deve essere un testo, non {value}",
    },
    "widget.arg.widgets": {
        "en": "{owner}: {name} must be a list of ipywidgets widgets, not {value}",
        "it": "{owner}: {name} deve essere una lista di widget di ipywidgets, non {value}",
    },
    "widget.arg.cards": {
        "en": "{owner}: cards must be a list of cards or card notations, not {value}",
        "it": "{owner}: cards deve essere una lista di carte o di notazioni di carte, non {value}",
    },
    "widget.arg.fields": {
        "en": "widget_repr: fields must be a list of (attribute name, default) pairs, not {value}",
        "it": "widget_repr: fields deve essere una lista di coppie (nome di attributo, valore "
              "predefinito), non {value}",
    },
    "widget.arg.svg": {
        "en": "{owner}: svg must be an SVG picture as text ('<svg ...>...</svg>'), not {value}",
        "it": "{owner}: svg deve essere un'immagine SVG come testo ('<svg ...>...</svg>'), non {value}",
    },
    "widget.arg.instance": {
        "en": "{owner}: {name} must be a {expected}, not {value}",
        "it": "{owner}: {name} deve essere un {expected}, non {value}",
    },
    "widget.arg.instance_or_none": {
        "en": "{owner}: {name} must be a {expected} or None, not {value}",
        "it": "{owner}: {name} deve essere un {expected} o None, non {value}",
    },
    "widget.arg.players": {
        "en": "{owner}: players must be a dictionary {seat: computer player}, not {value}",
        "it": "{owner}: players deve essere un dizionario {posto: giocatore del computer}, non {value}",
    },
    "widget.arg.reasons": {
        "en": "{owner}: reasons must be a dictionary {card: reason}, not {value}",
        "it": "{owner}: reasons deve essere un dizionario {carta: motivo}, non {value}",
    },
    "widget.menu.nothing_chosen": {
        "en": "the page chose nothing in the menu {menu}: kept {kept}",
        "it": "la pagina non ha scelto niente nel menu {menu}: resta {kept}",
    },
    "widget.arg.mixin": {
        "en": "{name} is a part of the kit's widget classes, not a widget: use a widget built on it",
        "it": "{name} è una parte delle classi di widget del kit, non un widget: usa un widget "
              "costruito su di essa",
    },
})

#: the message kinds a widget shows
MESSAGE_KINDS = ("info", "error", "")
#: the narrowest and widest card picture a widget draws, in pixels
CARD_WIDTH_RANGE = (8, 400)
#: an int with more bits than this has more digits than Python writes
_MAX_INT_BITS = 13_000


class WidgetValueError(InvalidInputError, traitlets.TraitError):
    """A value a widget refuses: a kit refusal, and a ``TraitError`` for
    traitlets (so a front end's value is refused with a message)."""


def need_language(owner: str, value) -> str:
    """A widget ``language`` as ``"en"``, ``"it"`` or ``""`` (follow
    :func:`cardkit.set_language`); ``None`` is ``""``, and a name such as
    ``"English"`` or ``"it_IT"`` is read by its first two letters."""
    if value is None:
        return ""
    if isinstance(value, str):
        lang = value.lower()[:2]
        if not lang or lang in i18n.LANGUAGES:
            return lang
    raise WidgetValueError("widget.arg.language", owner=owner, value=value)


def need_card_width(owner: str, value) -> int:
    """A card picture's width in pixels (a whole number in :data:`CARD_WIDTH_RANGE`)."""
    lo, hi = CARD_WIDTH_RANGE
    return need_int(owner, "card_width", value, lo=lo, hi=hi)


def need_callable(owner: str, name: str, value):
    if not callable(value):
        raise InvalidInputError("widget.arg.callable", owner=owner, name=name, value=value)
    return value


def need_output(owner: str, value):
    """An ipywidgets ``Output`` (or None)."""
    if value is not None and not isinstance(value, ipywidgets.Output):
        raise InvalidInputError("widget.arg.output", owner=owner, value=value)
    return value


def need_widgets(owner: str, name: str, value) -> tuple:
    """A list or tuple of ipywidgets widgets, as a tuple."""
    if not isinstance(value, (list, tuple)) or not all(isinstance(w, ipywidgets.Widget) for w in value):
        raise InvalidInputError("widget.arg.widgets", owner=owner, name=name, value=value)
    return tuple(value)


def need_collection(owner: str, name: str, value) -> tuple:
    """A list, tuple, set or dictionary view, as a tuple."""
    if not isinstance(value, (list, tuple, set, frozenset, abc.KeysView, abc.ValuesView)):
        raise InvalidInputError("widget.arg.widgets", owner=owner, name=name, value=value)
    return tuple(value)


def as_text(owner: str, name: str, value, optional: bool = False) -> str:
    """What a widget shows, as text: a ``str`` as it is, a number written
    out (``None`` as ``""`` when ``optional``); anything else by its
    ``str()``.  A number too long to write is refused."""
    if isinstance(value, str):
        return value
    if optional and value is None:
        return ""
    if isinstance(value, int) and value.bit_length() > _MAX_INT_BITS:
        raise InvalidInputError("widget.arg.text", owner=owner, name=name, value=value)
    try:
        return str(value)
    except (RecursionError, ValueError):
        # a container nested too deep to write, or holding a number too long to write
        raise InvalidInputError("widget.arg.text", owner=owner, name=name, value=value) from None


def need_text(owner: str, name: str, value, optional: bool = False) -> str:
    """A ``str`` (``None`` as ``""`` when ``optional``)."""
    if optional and value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidInputError("widget.arg.str", owner=owner, name=name, value=value)
    return value


def need_svg(owner: str, value) -> str:
    """An SVG picture as text (``<svg ...>...</svg>``)."""
    if not isinstance(value, str) or not value.lstrip().startswith("<svg") or ">" not in value:
        raise InvalidInputError("widget.arg.svg", owner=owner, value=value)
    return value


def need_instance(owner: str, name: str, value, cls, optional: bool = False):
    """``value`` if it is a ``cls`` (or None when ``optional``)."""
    if optional and value is None:
        return None
    if not isinstance(value, cls):
        key = "widget.arg.instance_or_none" if optional else "widget.arg.instance"
        raise InvalidInputError(key, owner=owner, name=name, expected=cls.__name__, value=value)
    return value


def need_seat(owner: str, name: str, value, players: int = 4) -> int:
    """A seat number, 0 to ``players - 1``."""
    return need_int(owner, name, value, lo=0, hi=players - 1)


def add_callback(owner: str, callbacks: list, callback, remove) -> None:
    """Register ``callback`` in ``callbacks`` (or take it out with
    ``remove=True``; one never added is ignored, as ipywidgets' own
    ``on_click(..., remove=True)`` does)."""
    need_callable(owner, "callback", callback)
    need_bool(owner, "remove", remove)
    if not remove:
        callbacks.append(callback)
    elif callback in callbacks:
        callbacks.remove(callback)


_MIXINS: set = set()


class MixinOnly:
    """Base of the widget mixins: a mixin made on its own (not as part of a
    widget class) is refused, since it has none of the widget's parts."""

    def __new__(cls, *args, **kwargs):
        if cls in _MIXINS:
            raise InvalidInputError("widget.arg.mixin", name=cls.__name__)
        nxt = super().__new__
        if nxt is object.__new__:
            return nxt(cls)
        return nxt(cls, *args, **kwargs)

    def __init_subclass__(cls, mixin: bool = False, **kwargs):
        super().__init_subclass__(**kwargs)
        if mixin:
            _MIXINS.add(cls)
