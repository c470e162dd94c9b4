"""What the Belote widgets share (not a widget itself).

* :class:`BeloteBox`: an ipywidgets ``VBox`` with the kit's stable repr,
  messages (``message`` / ``message_kind`` traits, shown in a line at the
  bottom of the box and copied into an optional ``Output`` log) and a
  ``language`` trait (``""`` follows :func:`cardkit.set_language`).  Setting
  ``language`` redraws every label; after :func:`cardkit.set_language` call
  :meth:`BeloteBox.refresh`.
* Small text helpers: seat and side names, how a bid is said, suit words.

Every engine call a widget makes runs inside :meth:`BeloteBox.speaking`, so
the engine's own sentences (errors, contracts, summaries) come out in the
widget's language.
"""

from __future__ import annotations

import contextlib
import html

import ipywidgets
import traitlets

from .. import i18n
from ..cards import SUIT_SYMBOLS
from .base import MessageMixin, WidgetReprMixin

i18n.register({
    "widget.belote.you": {"en": "you", "it": "tu"},
    "widget.belote.seat_you": {"en": "{seat} (you)", "it": "{seat} (tu)"},
    "widget.belote.trumps": {"en": "Trumps: {suit}", "it": "Briscola: {suit}"},
    "widget.belote.no_trumps": {"en": "Senza Atout (no trumps)", "it": "Senza Atout (senza briscola)"},
    "widget.belote.no_state": {
        "en": "no game is attached to this widget: give it a BeloteState",
        "it": "questo widget non è collegato a una partita: dagli un BeloteState",
    },
})

SEAT_LETTERS = ("S", "E", "N", "W")   # player 0..3 in playing order


def lang_or_none(lang: str):
    return lang or None


def seat(player: int, lang=None, you: int | None = None) -> str:
    """The seat name of ``player`` ("South"), with "(you)" for the learner."""
    name = i18n.tr(f"belote.seat.{player}", lang)
    if you is not None and player == you:
        return i18n.tr("widget.belote.seat_you", lang, seat=name)
    return name


def side(s: int, lang=None) -> str:
    return i18n.tr(f"belote.side.{s}", lang)


def suit_word(letter: str, lang=None) -> str:
    """``"♥ hearts"`` for ``"H"``."""
    return f"{SUIT_SYMBOLS.get(letter, '')} {i18n.tr('suit.' + letter, lang)}".strip()


def trump_caption(trump, lang=None) -> str:
    """``"Trumps: ♥ hearts"``, or Senza Atout for ``None``."""
    if trump is None:
        return i18n.tr("widget.belote.no_trumps", lang)
    return i18n.tr("widget.belote.trumps", lang, suit=suit_word(trump, lang))


def bid_text(move: str, lang=None) -> str:
    """How a bidding move is said: ``"name H"`` -> ``"name hearts as trumps"``."""
    move = str(move)
    if move.startswith("name "):
        return i18n.tr("belote.move.name", lang, suit=i18n.tr("suit." + move[-1], lang))
    return i18n.tr("belote.move." + move, lang)


def esc(text) -> str:
    return html.escape(str(text), quote=True)


MESSAGE_STYLE = {
    "error": "color:#a3171e;font-weight:bold",
    "info": "color:#1d4f91",
    "": "",
}


class BeloteBox(WidgetReprMixin, MessageMixin, ipywidgets.VBox):
    """Base of the Belote widgets: a VBox with messages, language and repr.

    Subclasses build their children in ``_build()`` and redraw them from the
    engine in ``_redraw()``; the message line is always the last child.
    """

    message = traitlets.Unicode("")
    message_kind = traitlets.Unicode("")
    language = traitlets.Unicode("")

    def __init__(self, language: str = "", **kwargs):
        super().__init__(**kwargs)
        self._ready = False
        self._message_html = ipywidgets.HTML("")
        self._message_html.add_class("ck-belote-message")
        self.set_trait("language", self._check_lang(language))
        self._build()
        self._ready = True
        self.refresh()

    # -- language -----------------------------------------------------------
    @staticmethod
    def _check_lang(value) -> str:
        lang = str(value or "").lower()[:2]
        if lang and lang not in i18n.LANGUAGES:
            raise traitlets.TraitError(
                f"{value!r} is not a supported language: choose 'en' or 'it' "
                "(or '' to follow cardkit.set_language)")
        return lang

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
        style = MESSAGE_STYLE.get(self.message_kind, "")
        self._message_html.value = (f'<div style="{style}" role="status">{esc(self.message)}</div>'
                                    if self.message else "")

    def show_error(self, error) -> None:
        if hasattr(error, "message") and callable(error.message):
            error = error.message(self.language or None)
        self.show_message(str(error), "error")

    # -- drawing ------------------------------------------------------------
    def _sub_widgets(self):
        """Child Belote/Hand widgets that follow this widget's language."""
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


def static_html(widget) -> str:
    """A static HTML picture of a widget tree (what the front end shows, for
    documentation and render checks): HTML values as they are, a
    HandWidget as its SVG hand, buttons as buttons, hidden parts left out."""
    from .hand import HandWidget
    from ..svg import hand_svg

    lay = getattr(widget, "layout", None)
    if lay is not None and getattr(lay, "display", None) == "none":
        return ""
    if isinstance(widget, HandWidget):
        pic = hand_svg(widget.cards, widget.card_width, fan=widget.fan, selected=widget.selected,
                       highlighted=widget.highlighted, disabled=widget.disabled, overlap=False,
                       label=widget.label or None)
        msg = f'<div style="color:#a3171e">{esc(widget.message)}</div>' if widget.message else ""
        return f"<div>{pic}{msg}</div>"
    if isinstance(widget, ipywidgets.Button):
        dis = " disabled" if widget.disabled else ""
        style = {"primary": "background:#2196f3;color:white", "success": "background:#4caf50;color:white"}.get(
            widget.button_style, "")
        return f'<button style="align-self:flex-start;margin:2px;padding:4px 10px;{style if not dis else ""}"{dis}>{esc(widget.description)}</button>'
    if isinstance(widget, ipywidgets.Output):
        text = "".join(o.get("text", "") for o in widget.outputs)
        return f'<pre style="max-height:12em;overflow:auto;border:1px solid #ccc;font-size:0.8em">{esc(text)}</pre>'
    if isinstance(widget, (ipywidgets.HTML, ipywidgets.Label)):
        return f"<div>{widget.value}</div>"
    if isinstance(widget, ipywidgets.Box):
        inner = "".join(static_html(c) for c in widget.children)
        if isinstance(widget, ipywidgets.HBox):
            return f'<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">{inner}</div>'
        return f'<div style="display:flex;flex-direction:column;gap:4px">{inner}</div>'
    return ""
