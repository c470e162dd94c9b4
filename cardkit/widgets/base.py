"""What every cardkit widget shares.

* **A stable repr** that pastes back as code, e.g.
  ``HandWidget(cards='7d Ab Rc', selected='7d')``: no memory address, so
  nbval can compare it from run to run.  A widget lists its fields in
  ``_repr_fields`` as ``(name, default)`` pairs; fields still at their default
  are left out, lists of cards are written as notation strings.
* **Messages**: a synced ``message`` trait (with ``message_kind``: ``"error"``
  or ``"info"``) that the widget shows to the learner.  :meth:`show_error`
  takes a :class:`~cardkit.errors.CardkitError` (or any text) and shows the
  core's own explanation, never a traceback.  A widget can also copy every
  message into an ipywidgets ``Output`` (:meth:`attach_log`), written with
  ``append_stdout`` so the same thing happens with or without a front end.
* **A stored picture**: besides ipywidgets' ``text/plain`` repr and live
  view, every widget's display bundle has a ``text/html`` snapshot of what it
  shows now (HTML with the card pictures as inline images, no script), so a
  notebook stored executed shows the game, hand or calculator on GitHub,
  nbviewer, in an HTML export and in JupyterLab before the cell is run.  A
  live front end ranks the widget view above ``text/html``, so the learner
  plays with the real widget.  A widget (or a part of one) that needs another picture defines
  ``_snapshot_part()`` (see :func:`~.markup.snapshot_controls`).
* **Labels in two languages**: :meth:`tr` looks a key up in the i18n
  catalogue in the widget's ``language`` (``""`` = the kit's current one).

:class:`CardkitWidget` is the base for anywidgets.  Widgets built from
ipywidgets containers (``VBox`` of a hand and buttons, ...) can mix in
:class:`WidgetReprMixin` and :class:`MessageMixin` and add the ``message``
and ``message_kind`` traits themselves; :class:`GameBox` does exactly that
for the game widgets (Scopa, Belote, Picchetto) and adds a message line, a
``language`` trait that redraws every label and :meth:`GameBox.speaking`.
"""

from __future__ import annotations

import contextlib
import reprlib

import anywidget
import ipywidgets
import traitlets
from ipywidgets.widgets import widget as _widget_module

from .. import i18n
from ..errors import CardkitError, InvalidInputError
from ._checks import (MixinOnly, add_callback, as_text, need_callable, need_choice, need_language,
                     need_collection, need_output, need_widgets, MESSAGE_KINDS)
from .markup import card_chips, message_html, snapshot_controls, snapshot_html, static_html

i18n.register({
    "widget.snapshot.caption": {
        "en": "Picture of the widget as stored: run the cell to use it",
        "it": "Immagine del widget salvata: esegui la cella per usarlo",
    },
    "widget.front_end.read_only": {
        "en": "the page tried to change {name}, which only the widget itself sets: kept as it was",
        "it": "la pagina ha provato a cambiare {name}, che imposta solo il widget: lasciato com'era",
    },
    "widget.front_end.bad_value": {
        "en": "the page sent {value} for {name}, but it must be {expected}: kept as it was",
        "it": "la pagina ha mandato {value} per {name}, ma deve essere {expected}: lasciato com'era",
    },
    "widget.front_end.bad_update": {
        "en": "the page sent {value} as an update, but an update must be a dictionary of settings: ignored",
        "it": "la pagina ha mandato {value} come aggiornamento, ma un aggiornamento deve essere "
              "un dizionario di impostazioni: ignorato",
    },
})

#: how much of a value from a front end a message quotes
QUOTE_LIMIT = 80

_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = QUOTE_LIMIT - 20
_SHORT.maxlist = _SHORT.maxdict = _SHORT.maxtuple = 8


def quoted(value) -> str:
    """A value from outside written for a message, at most
    :data:`QUOTE_LIMIT` characters: a huge input still gives one short sentence."""
    if isinstance(value, int) and value.bit_length() > 200:
        value = f"<a whole number of {value.bit_length()} bits>"
    text = _SHORT.repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT - 1] + "…"


def close_widgets(widgets, keep=()) -> None:
    """Close widgets a parent has stopped showing, with everything inside
    them (children, ``layout``, ``style``), except the widgets in ``keep``
    (and what is inside those), which the parent shows again.

    ipywidgets keeps every widget alive until it is closed, so a widget that
    replaces a child without closing it grows with every redraw.
    """
    widgets = need_collection("close_widgets", "widgets", widgets)
    kept = {id(w) for w in need_collection("close_widgets", "keep", keep)}
    for w in widgets:
        if id(w) in kept or not isinstance(w, ipywidgets.Widget):
            continue
        close_widgets(getattr(w, "children", ()), keep)
        for part in (getattr(w, "layout", None), getattr(w, "style", None)):
            if isinstance(part, ipywidgets.Widget):
                part.close()
        w.close()


def replace_children(box, children, keep=()) -> None:
    """Show ``children`` in ``box`` instead of what it showed, closing what
    it no longer shows (see :func:`close_widgets`) except the widgets in
    ``keep``, which the box shows again later."""
    if not isinstance(box, ipywidgets.Box):
        need_widgets("replace_children", "box", [box])
    children = need_widgets("replace_children", "children", children)
    keep = need_widgets("replace_children", "keep", keep)
    old = box.children
    box.children = children
    close_widgets(old, keep=(*box.children, *keep))


def kept_parts(widget) -> list:
    """The widgets ``widget`` holds in its attributes (alone, or in a list,
    tuple or dictionary), shown or kept for showing later, but not the log
    given to :meth:`MessageMixin.attach_log`, which is the caller's: what
    its ``close()`` closes besides its children."""
    need_widgets("kept_parts", "widget", (widget,))
    parts = []
    for name, value in vars(widget).items():
        if name == "_log":
            continue
        if isinstance(value, dict):
            value = tuple(value.values())
        for w in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(w, ipywidgets.Widget) and w is not widget:
                parts.append(w)
    return parts


def notation(cards) -> str:
    """A list of notation strings (or cards) as one string: ``'7d Ab Rc'``."""
    if isinstance(cards, str):
        return cards
    if not isinstance(cards, (list, tuple, set, frozenset)):
        raise InvalidInputError("widget.arg.cards", owner="notation", value=cards)
    return " ".join(as_text("notation", "cards", c) for c in cards)


def widget_repr(obj, fields) -> str:
    """``ClassName(field=value, ...)`` for the fields not at their default.

    ``fields`` is a sequence of ``(name, default)`` pairs; a list or tuple
    value is written as one notation string (``'7d Ab'``), anything else with
    :func:`repr`.  The first field is always written.
    """
    if not (isinstance(fields, (list, tuple)) and all(
            isinstance(f, tuple) and len(f) == 2 and isinstance(f[0], str) and f[0].isidentifier()
            and hasattr(obj, f[0]) for f in fields)):
        raise InvalidInputError("widget.arg.fields", value=fields)
    parts = []
    for i, (name, default) in enumerate(fields):
        value = getattr(obj, name)
        if isinstance(value, (list, tuple)):
            shown = notation(value)
            is_default = shown == notation(default or ())
            text = repr(shown)
        else:
            is_default = value == default
            text = repr(value)
        if i == 0 or not is_default:
            parts.append(f"{name}={text}")
    return f"{type(obj).__name__}({', '.join(parts)})"


def checked_language(value, owner: str = "widget") -> str:
    """A widget ``language`` value as ``"en"``, ``"it"`` or ``""`` (follow
    :func:`cardkit.set_language`); anything else is refused with a
    :class:`~._checks.WidgetValueError` (a kit error and a ``TraitError``)."""
    return need_language(owner if isinstance(owner, str) else "widget", value)


class WidgetReprMixin(MixinOnly, mixin=True):
    """Gives a widget the stable repr described in :func:`widget_repr`, and
    a static ``text/html`` snapshot in its display bundle.

    ``_repr_mimebundle_`` keeps what ipywidgets puts in the bundle
    (``text/plain``, the ``application/vnd.jupyter.widget-view+json`` live
    view) and adds ``text/html``: :meth:`snapshot_html`.  The picture is
    built only from the widget's state, so it is the same on every run
    (nbval compares it byte for byte).

    Hook: a widget, or any widget inside it, that needs a special picture
    defines ``_snapshot_part()`` returning its HTML (None for the default
    :func:`~.markup.static_html` drawing).
    """

    _repr_fields: tuple = ()

    def __repr__(self) -> str:
        return widget_repr(self, self._repr_fields)

    def snapshot_html(self) -> str:
        """The ``text/html`` picture stored with the widget's output: the
        widget tree drawn statically (:func:`~.markup.static_html`, form
        controls included), framed, under a caption in the widget's language."""
        lang = getattr(self, "language", "") or None
        body = static_html(self, controls=snapshot_controls, hbox_align="center")
        return snapshot_html(body, i18n.tr("widget.snapshot.caption", lang))

    def _repr_mimebundle_(self, **kwargs):
        # ipywidgets returns the data dict; anywidget a (data, metadata) pair
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:  # no view: nothing to display
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        data["text/html"] = self.snapshot_html()
        return bundle


class MessageMixin(MixinOnly, mixin=True):
    """Show the core's messages in the widget (and optionally in a log).

    The class using it must have ``message``, ``message_kind`` and
    ``language`` traits (:class:`CardkitWidget` has them).
    """

    _log: ipywidgets.Output | None = None

    # -- language -----------------------------------------------------------
    def tr(self, key: str, **params) -> str:
        """The catalogue text ``key`` in this widget's language."""
        if not isinstance(key, str):
            raise InvalidInputError("widget.arg.text", owner=type(self).__name__, name="key", value=key)
        return i18n.tr(key, self.language or None, **params)

    # -- messages -----------------------------------------------------------
    def show_message(self, text: str, kind: str = "info") -> None:
        """Show ``text`` under the widget (``kind`` is ``"info"`` or ``"error"``)."""
        owner = type(self).__name__
        kind = need_choice(owner, "kind", kind, MESSAGE_KINDS)
        text = as_text(owner, "text", text)
        self.message_kind = kind
        self.message = text
        if self._log is not None and text:
            self._log.append_stdout(text + "\n")

    def show_error(self, error) -> None:
        """Show why something was refused.

        ``error`` is a :class:`~cardkit.errors.CardkitError` (its message is
        rendered in the widget's language) or a plain string.
        """
        if isinstance(error, CardkitError):
            text = error.message(self.language or None)
        else:
            text = as_text(type(self).__name__, "error", error)
        self.show_message(text, "error")

    def clear_message(self) -> None:
        self.message = ""
        self.message_kind = ""

    @contextlib.contextmanager
    def refusing(self):
        """``with widget.refusing(): ...`` shows a kit error instead of raising it.

        Only :class:`~cardkit.errors.CardkitError` is caught (the kit's own,
        explained refusals); a real bug still raises.
        """
        try:
            yield
        except CardkitError as exc:
            self.show_error(exc)

    # -- optional log ---------------------------------------------------------
    def attach_log(self, output: ipywidgets.Output | None = None) -> ipywidgets.Output:
        """Copy every message into ``output`` (a new ``Output`` if not given).

        The text is added with ``Output.append_stdout``, so ``output.outputs``
        holds it even without a front end (unit tests, nbval).
        """
        if need_output(type(self).__name__, output) is None:
            output = ipywidgets.Output()
        self._log = output
        return output

    @property
    def message_log(self) -> ipywidgets.Output | None:
        """The ``Output`` given to :meth:`attach_log`, or None.  (Not called
        ``log``: ipywidgets uses that name for its own logger.)"""
        return self._log


_IPYWIDGETS_NAMES = frozenset(
    name for name in anywidget.AnyWidget.class_trait_names() if not name.startswith("_")
)


class _KeepsAChoice:
    """A choice control that a front end cannot leave empty: an ``index``
    of null (or out of range) from the page, which would set the value to
    None under the widget's feet, is answered by sending back the choice the
    control holds (the page shows it again); a control with nothing chosen
    yet takes null as usual."""

    def set_state(self, sync_data):
        if not isinstance(sync_data, dict):
            return                      # not an update at all: ignored, as the control's state stands
        if "index" in sync_data:
            index = sync_data["index"]
            fine = (type(index) is int and 0 <= index < len(self.options)) or (index is None and self.index is None)
            if not fine:
                sync_data = {k: v for k, v in sync_data.items() if k != "index"}
                if self.comm is not None:
                    self.send_state("index")
                if not sync_data:
                    return
        super().set_state(sync_data)

    def close(self) -> None:
        """Close the control with its layout and style (ipywidgets closes only the control)."""
        parts = [self.__dict__.get("_trait_values", {}).get(name) for name in ("layout", "style")]
        super().close()
        for part in parts:
            if isinstance(part, ipywidgets.Widget):
                part.close()


class ToggleChoice(_KeepsAChoice, ipywidgets.ToggleButtons):
    """``ipywidgets.ToggleButtons`` that a front end cannot empty (see :class:`_KeepsAChoice`)."""


class DropdownChoice(_KeepsAChoice, ipywidgets.Dropdown):
    """``ipywidgets.Dropdown`` that a front end cannot empty (see :class:`_KeepsAChoice`)."""


class CardkitWidget(WidgetReprMixin, MessageMixin, anywidget.AnyWidget):
    """Base class of the kit's anywidgets.

    Synced traits shared by all: ``message`` and ``message_kind`` (shown by
    the front end), ``label`` (a caption) and ``language`` (``""`` follows
    :func:`cardkit.set_language`; ``"en"`` or ``"it"`` fixes it for this
    widget).
    """

    message = traitlets.Unicode("").tag(sync=True)
    message_kind = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # A subclass trait or attribute named like one of ipywidgets' own
        # (``layout``, ``log``, ``tooltip``...) silently breaks the front end.
        clash = sorted(set(cls.__dict__) & _IPYWIDGETS_NAMES)
        if clash:
            raise TypeError(
                f"{cls.__name__} redefines {', '.join(clash)}, which ipywidgets uses itself: "
                "choose another name"
            )

    #: the synced traits a front end may set, each with the catalogue key of
    #: its expected form (for the message when a value is refused); every
    #: other trait is drawn by Python and only shown by the front end
    _front_end_traits: dict = {}

    @traitlets.validate("language")
    def _check_language(self, proposal):
        return checked_language(proposal["value"], type(self).__name__)

    def close(self) -> None:
        """Close the widget and its layout (ipywidgets closes only the widget)."""
        layout = self.__dict__.get("_trait_values", {}).get("layout")
        super().close()
        if isinstance(layout, ipywidgets.Widget):
            layout.close()

    def set_state(self, sync_data) -> None:
        """Apply a state update from a front end, checked at the boundary.

        Only the traits in :attr:`_front_end_traits` may be set, and only
        through their validators (so a refused value is refused here as it
        is from Python); a trait the front end may not set, or a value of the
        wrong type, is refused with a message and the front end gets the
        widget's own value back.  Nothing raises: the page cannot leave the
        widget in a state it refused.
        """
        if not isinstance(sync_data, dict):
            self.show_message(self.tr("widget.front_end.bad_update", value=quoted(sync_data)), "error")
            return
        self._echo(sync_data)
        sent_back = []
        for name, value in sync_data.items():
            if name not in self.keys:
                continue  # not a synced trait: ipywidgets ignores it too
            if name not in self._front_end_traits:
                self.show_message(self.tr("widget.front_end.read_only", name=name), "error")
                sent_back.append(name)
                continue
            try:
                if isinstance(self.traits()[name], traitlets.List) and not isinstance(value, list):
                    # traitlets would read a string as its characters
                    raise traitlets.TraitError(name)
                with self._lock_property(**{name: value}):
                    self.set_trait(name, value)
            except traitlets.TraitError:
                expected = self.tr(self._front_end_traits[name])
                self.show_message(self.tr("widget.front_end.bad_value", value=quoted(value),
                                          name=name, expected=expected), "error")
                sent_back.append(name)
        if sent_back and self.comm is not None:
            self.send_state(sent_back)

    def _echo(self, sync_data: dict) -> None:
        """Acknowledge the update as ipywidgets' own ``set_state`` does: a
        front end waits for this echo of the keys it sent and ignores the
        kernel's values for them until it comes (so without it, the value a
        refusal sends back would never be shown)."""
        if not _widget_module.JUPYTER_WIDGETS_ECHO:
            return
        echo = {k: v for k, v in sync_data.items()
                if k in self.keys and self.trait_metadata(k, "echo_update", default=True)}
        if echo:
            state, paths, buffers = _widget_module._remove_buffers(echo)
            self._send({"method": "echo_update", "state": state, "buffer_paths": paths}, buffers=buffers)


class CardRowsMixin(MixinOnly, mixin=True):
    """What a card picker made of rows of :class:`~cardkit.widgets.HandWidget`
    (``self.rows``, one per suit) shares: the rows follow its ``language``,
    :meth:`refresh` redraws them, ``on_change(callback)`` callbacks (in
    ``self._callbacks``) get ``self.value`` after each change."""

    def close(self) -> None:
        """Close the picker with its rows and everything inside it."""
        close_widgets(self.children)
        close_widgets((self.layout, *kept_parts(self)))
        super().close()

    @property
    def language(self) -> str:
        return self.rows[0].language

    @language.setter
    def language(self, lang: str) -> None:
        for row in self.rows:
            row.language = lang

    def refresh(self) -> None:
        for row in self.rows:
            row.refresh()

    def on_change(self, callback) -> None:
        """Call ``callback(value)`` after each change of the chosen cards."""
        self._callbacks.append(need_callable(type(self).__name__, "callback", callback))

    def _notify(self) -> None:
        for cb in list(self._callbacks):
            cb(self.value)

    def _snapshot_part(self) -> str:
        """In a stored snapshot, the rows as compact chips (:func:`~.markup.card_chips`):
        a full deck of card art would weigh a few hundred kilobytes."""
        parts = []
        for child in self.children:
            if child in self.rows:
                if getattr(child.layout, "display", None) == "none":
                    continue
                msg = message_html(child.message, "error")
                parts.append(card_chips(child.cards, selected=child.selected,
                                        disabled=child.disabled,
                                        highlighted=child.highlighted) + msg)
            else:
                parts.append(static_html(child, controls=snapshot_controls, hbox_align="center"))
        return f'<div style="display:flex;flex-direction:column;gap:2px">{"".join(parts)}</div>'

    def _grey_out(self, reasons: dict) -> None:
        """Grey out cards (``{card: reason}``), each row its own."""
        if not isinstance(reasons, dict):
            raise InvalidInputError("widget.arg.reasons", owner=type(self).__name__, value=reasons)
        for row in self.rows:
            mine = {c: r for c, r in reasons.items() if c in row.cards}
            row.disabled = list(mine)
            row.set_disabled_reasons(mine)


class GameBox(WidgetReprMixin, MessageMixin, ipywidgets.VBox):
    """Base of the game widgets: an ipywidgets ``VBox`` with the kit's stable
    repr, messages and a ``language`` trait.

    Messages (``message`` / ``message_kind`` traits) are shown in a line at
    the bottom of the box (an ``HTML`` with the CSS class
    ``message_css_class``) and copied into an optional ``Output`` log (see
    :meth:`MessageMixin.attach_log`).  ``language`` (``""`` follows
    :func:`cardkit.set_language`) redraws every label when set; after
    :func:`cardkit.set_language` call :meth:`refresh`.

    Subclasses build their children in ``_build()`` and redraw them from the
    engine in ``_redraw()`` (then the child widgets redraw themselves, then
    ``_decorate()`` may mark them).  The message line (``_message_html``) is
    theirs to place: the game widgets lay everything out on a
    :class:`~cardkit.widgets.table.CardTable` (their only child), which
    shows it under the status, beside the cards; a simpler box puts it last.
    Every engine call a widget makes runs inside :meth:`speaking`, so the
    engine's own sentences come out in the widget's language.
    """

    message_css_class = "ck-game-message"

    message = traitlets.Unicode("")
    message_kind = traitlets.Unicode("")
    language = traitlets.Unicode("")

    def __init__(self, language: str = "", **kwargs):
        super().__init__(**kwargs)
        self._ready = False
        self._message_html = ipywidgets.HTML("")
        self._message_html.add_class(self.message_css_class)
        # hand.css gives the text inside a kit box normal line spacing
        self.add_class("ck-game-text")
        self.set_trait("language", self._check_lang(language, type(self).__name__))
        self._build()
        self._ready = True
        self.refresh()

    # -- language -----------------------------------------------------------
    _check_lang = staticmethod(checked_language)

    @traitlets.validate("language")
    def _validate_language(self, proposal):
        return self._check_lang(proposal["value"], type(self).__name__)

    @traitlets.observe("language")
    def _language_changed(self, change):
        if not self._ready:
            return
        for child in self._sub_widgets():
            if hasattr(child, "language"):
                child.language = self.language
        self.refresh()

    @property
    def lang(self) -> str:
        """The language in use now (``"en"`` or ``"it"``)."""
        return self.language or i18n.get_language()

    def speaking(self):
        """``with self.speaking(): ...`` runs engine code in this widget's language."""
        if self.language:
            return i18n.language(self.language)
        return contextlib.nullcontext()

    # -- messages -----------------------------------------------------------
    @traitlets.observe("message", "message_kind")
    def _message_changed(self, change):
        self._message_html.value = message_html(self.message, self.message_kind)

    def show_error(self, error) -> None:
        """Show why something was refused: a kit error (or anything with a
        ``message(lang)`` method) in this widget's language, or a text."""
        if hasattr(error, "message") and callable(error.message):
            error = error.message(self.language or None)
        self.show_message(as_text(type(self).__name__, "error", error), "error")

    def close(self) -> None:
        """Close the widget with every part it shows or keeps for showing
        later (its widget attributes, such as a log or a message line not
        on screen now) except the log given to :meth:`attach_log`, which is
        the caller's (ipywidgets closes only the box itself and would keep
        its parts alive)."""
        close_widgets(self.children)
        close_widgets((self.layout, *kept_parts(self)))
        super().close()

    # -- drawing ------------------------------------------------------------
    def _sub_widgets(self):
        """Child widgets that follow this widget's language."""
        return ()

    def _build(self) -> None:
        self.children = (self._message_html,)

    def _redraw(self) -> None:
        pass

    def refresh(self) -> None:
        """Redraw everything from the engine (after the state changed, or
        after :func:`cardkit.set_language`)."""
        if not self._ready:
            return
        with self.speaking():
            self._redraw()
        for child in self._sub_widgets():
            if hasattr(child, "refresh"):
                child.refresh()
        self._decorate()

    def _decorate(self) -> None:
        """Marks a widget puts on its parts after they have redrawn
        themselves (the coach's hint on a child's cards or buttons): none
        by default."""
