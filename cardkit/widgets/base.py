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

import anywidget
import ipywidgets
import traitlets

from .. import i18n
from ..errors import CardkitError
from .markup import card_chips, message_html, snapshot_controls, snapshot_html, static_html

i18n.register({
    "widget.snapshot.caption": {
        "en": "Picture of the widget as stored: run the cell to use it",
        "it": "Immagine del widget salvata: esegui la cella per usarlo",
    },
})

def notation(cards) -> str:
    """A list of notation strings (or cards) as one string: ``'7d Ab Rc'``."""
    return " ".join(str(c) for c in cards)


def widget_repr(obj, fields) -> str:
    """``ClassName(field=value, ...)`` for the fields not at their default.

    ``fields`` is a sequence of ``(name, default)`` pairs; a list or tuple
    value is written as one notation string (``'7d Ab'``), anything else with
    :func:`repr`.  The first field is always written.
    """
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


def checked_language(value) -> str:
    """A widget ``language`` value as ``"en"``, ``"it"`` or ``""`` (follow
    :func:`cardkit.set_language`); anything else raises ``TraitError``."""
    lang = str(value or "").lower()[:2]
    if lang and lang not in i18n.LANGUAGES:
        raise traitlets.TraitError(
            f"{value!r} is not a supported language: choose 'en' or 'it' "
            "(or '' to follow cardkit.set_language)"
        )
    return lang


class WidgetReprMixin:
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


class MessageMixin:
    """Show the core's messages in the widget (and optionally in a log).

    The class using it must have ``message``, ``message_kind`` and
    ``language`` traits (:class:`CardkitWidget` has them).
    """

    _log: ipywidgets.Output | None = None

    # -- language -----------------------------------------------------------
    def tr(self, key: str, **params) -> str:
        """The catalogue text ``key`` in this widget's language."""
        return i18n.tr(key, self.language or None, **params)

    # -- messages -----------------------------------------------------------
    def show_message(self, text: str, kind: str = "info") -> None:
        """Show ``text`` under the widget (``kind`` is ``"info"`` or ``"error"``)."""
        self.message_kind = kind
        self.message = str(text)
        if self._log is not None and text:
            self._log.append_stdout(str(text) + "\n")

    def show_error(self, error) -> None:
        """Show why something was refused.

        ``error`` is a :class:`~cardkit.errors.CardkitError` (its message is
        rendered in the widget's language) or a plain string.
        """
        if isinstance(error, CardkitError):
            text = error.message(self.language or None)
        else:
            text = str(error)
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
        if output is None:
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

    @traitlets.validate("language")
    def _check_language(self, proposal):
        return checked_language(proposal["value"])


class CardRowsMixin:
    """What a card picker made of rows of :class:`~cardkit.widgets.HandWidget`
    (``self.rows``, one per suit) shares: the rows follow its ``language``,
    :meth:`refresh` redraws them, ``on_change(callback)`` callbacks (in
    ``self._callbacks``) get ``self.value`` after each change."""

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
        self._callbacks.append(callback)

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
    ``_decorate()`` may mark them); the message line is always the last child.
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
        self.set_trait("language", self._check_lang(language))
        self._build()
        self._ready = True
        self.refresh()

    # -- language -----------------------------------------------------------
    _check_lang = staticmethod(checked_language)

    @traitlets.validate("language")
    def _validate_language(self, proposal):
        return self._check_lang(proposal["value"])

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
        self.show_message(str(error), "error")

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
