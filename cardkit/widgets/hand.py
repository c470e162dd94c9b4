"""A hand of cards the learner can click: :class:`HandWidget`.

The widget is a thin view: Python holds the hand (notation strings), draws
every card with :func:`cardkit.svg.card_svg` and sends the SVG text to the
browser, which only places the pictures and reports clicks.  So the cards
look exactly as they do in static output, and every rule about what may be
chosen lives here, in Python, where it can be tested without a browser.

>>> from cardkit.widgets import HandWidget
>>> w = HandWidget("7d Ab Rc")
>>> w.click("Ab")          # what a click in the browser does
>>> w.selection
cards('Ab')
>>> w
HandWidget(cards='7d Ab Rc', selected='Ab')

A click reaches Python as a custom message ``{"event": "click", "card":
"Ab"}``; :meth:`HandWidget.click` decides (select, toggle, or refuse with a
message shown under the hand).  Setting ``selected`` directly from Python
(or from a front end) goes through the same checks.
"""

from __future__ import annotations

import functools
import pathlib

import traitlets

from .. import i18n
from ..cards import Card, CardList, to_cards
from ..errors import CardkitError, InvalidCardError, InvalidInputError
from .base import CardkitWidget, notation
from ._checks import add_callback, need_card_width, need_choice, need_int, need_language, need_text

_HERE = pathlib.Path(__file__).parent

i18n.register({
    "widget.hand.reasons": {
        "en": "HandWidget: disabled_reasons must be a dictionary {card: reason}, not {value}",
        "it": "HandWidget: disabled_reasons deve essere un dizionario {carta: motivo}, non {value}",
    },
    "widget.hand.aria": {"en": "Hand of cards", "it": "Mano di carte"},
    "widget.hand.aria_choose_one": {
        "en": "Hand of cards: choose one card",
        "it": "Mano di carte: scegli una carta",
    },
    "widget.hand.aria_choose_many": {
        "en": "Hand of cards: choose one or more cards",
        "it": "Mano di carte: scegli una o più carte",
    },
    "widget.hand.aria_look": {
        "en": "Hand of cards (only to look at)",
        "it": "Mano di carte (solo da guardare)",
    },
    "widget.hand.not_in_hand": {
        "en": "{name} ({card}) is not in this hand: choose one of {hand}",
        "it": "{name} ({card}) non è in questa mano: scegli una tra {hand}",
    },
    "widget.hand.empty_hand": {
        "en": "{name} ({card}) is not in this hand: the hand is empty",
        "it": "{name} ({card}) non è in questa mano: la mano è vuota",
    },
    "widget.hand.disabled": {
        "en": "{name} ({card}) cannot be chosen now: it is greyed out",
        "it": "{name} ({card}) non si può scegliere ora: è in grigio",
    },
    "widget.hand.only_one": {
        "en": "choose only one card here, not {n}",
        "it": "qui si sceglie una carta sola, non {n}",
    },
    "widget.hand.too_many": {
        "en": "you may choose at most {max} cards: click a chosen card again to put it back first",
        "it": "puoi scegliere al massimo {max} carte: prima clicca di nuovo una carta scelta "
              "per rimetterla giù",
    },
    "widget.hand.look_only": {
        "en": "these cards are only shown: they cannot be chosen now",
        "it": "queste carte sono solo da guardare: ora non si possono scegliere",
    },
    "widget.hand.expects_selected": {
        "en": "a list of card notations from this hand, such as ['7d', 'Ab']",
        "it": "una lista di carte di questa mano in notazione, come ['7d', 'Ab']",
    },
    "widget.hand.duplicate": {
        "en": "a hand holds each card once, but {card} appears more than once",
        "it": "una mano contiene ogni carta una volta sola, ma {card} compare più volte",
    },
})

MODES = ("single", "multiple", "none")


@functools.lru_cache(maxsize=4096)
def _card_picture(card: str, width: int, selected: bool, highlighted: bool, disabled: bool) -> str:
    from ..svg import card_svg

    return card_svg(Card(card), width, selected=selected, highlighted=highlighted, disabled=disabled)


def _notation_list(value) -> list[str]:
    """Card-ish input as a list of notation strings (order kept)."""
    if value is None:
        return []
    return [str(c) for c in to_cards(value)]


class HandWidget(CardkitWidget):
    """A row (or fan) of cards; the learner clicks to choose one or several.

    Parameters (all are also synced traits)
    ----------
    cards : notation string or list of cards, in the order to show them.
    selected : the chosen cards (kept in hand order).
    disabled : cards shown greyed out; choosing one is refused with a
        message (give the reason per card in :attr:`disabled_reasons`).
    highlighted : cards drawn with a highlight (hints, captures, ...).
    mode : ``"single"`` (a click chooses that card, replacing the previous
        one; a second click on it puts it back), ``"multiple"`` (a click
        toggles the card) or ``"none"`` (only to look at).
    max_selected : in ``"multiple"`` mode, at most this many cards
        (0 = no limit).
    card_width : width of one card in pixels.
    fan : ``False`` for a row of cards side by side, ``True`` for an
        overlapping fan (as in :func:`cardkit.svg.hand_svg`).  (Not called
        ``layout``: that name is the ipywidgets CSS layout of every widget.)
    label : caption above the hand.
    language : ``"en"``/``"it"`` for this widget, ``""`` to follow
        :func:`cardkit.set_language`.

    Python side: :attr:`selection` (a :class:`~cardkit.cards.CardList`),
    :meth:`select`, :meth:`toggle`, :meth:`clear`, :meth:`click` (what a
    click in the browser does), :meth:`set_cards`, :meth:`on_select`
    (called with the new selection whenever it changes) and
    :meth:`on_choose` (called with the card at every accepted click: the
    "play the clicked card" hook for game widgets).
    """

    # Script and style as text, not as paths: anywidget (0.11) connects a
    # file-watcher closure over every widget whose _esm/_css is a path and
    # never disconnects it, so each closed game stayed in memory
    # (manzt/anywidget#929).  Only anywidget's live reload is lost.
    _esm = (_HERE / "hand.js").read_text(encoding="utf-8")
    _css = (_HERE / "hand.css").read_text(encoding="utf-8")
    # the front end only reports clicks, but a page may also set the selection
    _front_end_traits = {"selected": "widget.hand.expects_selected"}

    cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode()).tag(sync=True)
    disabled = traitlets.List(traitlets.Unicode()).tag(sync=True)
    highlighted = traitlets.List(traitlets.Unicode()).tag(sync=True)
    mode = traitlets.Enum(MODES, default_value="single").tag(sync=True)
    max_selected = traitlets.Int(0, min=0).tag(sync=True)
    card_width = traitlets.Int(80, min=10, max=400).tag(sync=True)
    fan = traitlets.Bool(False).tag(sync=True)

    # drawn by Python, only displayed by the front end
    svgs = traitlets.Dict().tag(sync=True)
    names = traitlets.Dict().tag(sync=True)
    aria_label = traitlets.Unicode("").tag(sync=True)

    _repr_fields = (
        ("cards", ()),
        ("selected", ()),
        ("disabled", ()),
        ("highlighted", ()),
        ("mode", "single"),
        ("max_selected", 0),
        ("card_width", 80),
        ("fan", False),
        ("label", ""),
        ("language", ""),
    )

    def __init__(self, cards=(), selected=(), *, disabled=(), highlighted=(),
                 mode="single", max_selected=0, card_width=80, fan=False,
                 label="", language="", disabled_reasons=None, **kwargs):
        self._select_callbacks: list = []
        self._choose_callbacks: list = []
        #: per-card explanation shown when a disabled card is chosen
        #: (``{"7d": "you must take the 7 on the table"}``); plain Python, not synced.
        self.disabled_reasons: dict[str, str] = {}
        self._ready = False
        #: the last selection the checks accepted: what a refusal goes back to
        self._good_selection: list[str] = []
        owner = type(self).__name__
        mode = need_choice(owner, "mode", mode, ("single", "multiple", "none"))
        max_selected = need_int(owner, "max_selected", max_selected, lo=0, hi=60)
        card_width = need_card_width(owner, card_width)
        label = need_text(owner, "label", label, optional=True)
        language = need_language(owner, language)
        if disabled_reasons is not None and not isinstance(disabled_reasons, dict):
            raise InvalidInputError("widget.hand.reasons", value=disabled_reasons)
        super().__init__(mode=mode, max_selected=max_selected, card_width=card_width,
                         fan=bool(fan), label=label, language=language, **kwargs)
        with self.hold_sync():
            self.cards = _notation_list(cards)
            self.disabled = _notation_list(disabled)
            self.highlighted = _notation_list(highlighted)
            self.selected = _notation_list(selected)
            if disabled_reasons:
                self.set_disabled_reasons(disabled_reasons)
            self._ready = True
            self._redraw()
            self._relabel()
        self.on_msg(self._on_front_end_msg)

    # ------------------------------------------------------------------
    # Python API
    # ------------------------------------------------------------------
    @property
    def selection(self) -> CardList:
        """The chosen cards, in hand order."""
        return CardList(self.selected)

    @property
    def hand(self) -> CardList:
        """All the cards shown, in order."""
        return CardList(self.cards)

    def select(self, *cards) -> None:
        """Make exactly these cards the selection (refused with a message if
        one is not in the hand, is disabled, or too many are given)."""
        wanted: list[str] = []
        try:
            for c in cards:
                wanted.extend(_notation_list(c))
        except InvalidCardError as exc:
            self.show_error(exc)
            return
        self.selected = wanted

    def toggle(self, card) -> None:
        """Add the card to the selection or take it out (as a click in
        ``"multiple"`` mode does)."""
        try:
            c = str(Card(card))
        except InvalidCardError as exc:
            self.show_error(exc)
            return
        if c in self.selected:
            self.selected = [x for x in self.selected if x != c]
        else:
            self.selected = self.selected + [c]

    def clear(self) -> None:
        """Choose nothing."""
        self.selected = []

    def click(self, card) -> None:
        """Do what a click (or Enter/Space) on ``card`` in the browser does.

        ``"single"`` mode: choose that card instead of the previous one (a
        second click puts it back); ``"multiple"``: toggle it.  A card that
        is not in the hand, is disabled, or would exceed ``max_selected`` is
        refused with a message; an accepted click calls the
        :meth:`on_choose` callbacks with the card.
        """
        try:
            c = Card(card)
        except InvalidCardError as exc:
            self.show_error(exc)
            return
        key = str(c)
        if self.mode == "none":
            self.show_message(self.tr("widget.hand.look_only"), "error")
            return
        problem = self._problem_with(key)
        if problem:
            self.show_error(problem)
            return
        if self.mode == "single":
            new = [] if key in self.selected else [key]
        elif key in self.selected:
            new = [x for x in self.selected if x != key]
        else:
            if self.max_selected and len(self.selected) >= self.max_selected:
                self.show_message(self.tr("widget.hand.too_many", max=self.max_selected), "error")
                return
            new = self.selected + [key]
        self.selected = new
        if self._refused:
            return
        for callback in list(self._choose_callbacks):
            with self.refusing():  # a rule the core enforces: shown, not raised
                callback(c)

    def set_cards(self, cards, *, selected=None, disabled=None, highlighted=None) -> None:
        """Show another hand.  The selection, disabled and highlighted cards
        that are still in the hand are kept unless new ones are given."""
        with self.hold_sync():
            self.cards = _notation_list(cards)
            if disabled is not None:
                self.disabled = _notation_list(disabled)
            if highlighted is not None:
                self.highlighted = _notation_list(highlighted)
            if selected is not None:
                self.selected = _notation_list(selected)

    def set_disabled_reasons(self, reasons: dict) -> None:
        """Explain per card why it is disabled: ``{"7d": "..."}`` (keys may
        be any card notation).  Shown when the learner chooses that card."""
        if not isinstance(reasons, dict):
            raise InvalidInputError("widget.hand.reasons", value=reasons)
        self.disabled_reasons = {str(Card(k)): str(v) for k, v in reasons.items()}

    def on_select(self, callback, remove: bool = False) -> None:
        """Call ``callback(selection)`` (a CardList) whenever the selection changes."""
        add_callback(type(self).__name__, self._select_callbacks, callback, remove)

    def on_choose(self, callback, remove: bool = False) -> None:
        """Call ``callback(card)`` at every accepted click on a card.

        Game widgets use it to "play the clicked card": the callback gets the
        :class:`~cardkit.cards.Card` and asks the core to play it.  If the core
        refuses (any :class:`~cardkit.errors.CardkitError`, e.g.
        ``IllegalMoveError``), its message is shown under the hand instead of
        a traceback; other exceptions (bugs) still raise.
        """
        add_callback(type(self).__name__, self._choose_callbacks, callback, remove)

    def refresh(self) -> None:
        """Redraw the cards and labels (e.g. after :func:`cardkit.set_language`)."""
        with self.hold_sync():
            self._redraw()
            self._relabel()

    # ------------------------------------------------------------------
    # checks
    # ------------------------------------------------------------------
    _refused = False

    def _problem_with(self, key: str):
        """Why ``key`` cannot be chosen (a text or CardkitError), or None."""
        if key not in self.cards:
            c = Card(key)
            if self.cards:
                return self.tr("widget.hand.not_in_hand", name=c.name(self.language or None),
                               card=key, hand=notation(self.cards))
            return self.tr("widget.hand.empty_hand", name=c.name(self.language or None), card=key)
        if key in self.disabled:
            reason = self.disabled_reasons.get(key)
            if reason:
                return reason
            return self.tr("widget.hand.disabled", name=Card(key).name(self.language or None),
                           card=key)
        return None

    @traitlets.validate("cards")
    def _check_cards(self, proposal):
        out = _notation_list(proposal["value"])
        seen = set()
        for c in out:
            if c in seen:
                raise InvalidCardError("widget.hand.duplicate", card=c)
            seen.add(c)
        return out

    @traitlets.validate("disabled", "highlighted")
    def _check_marks(self, proposal):
        hand = set(self.cards)
        out = []
        for c in _notation_list(proposal["value"]):
            if c in hand and c not in out:
                out.append(c)
        return out

    @traitlets.validate("selected")
    def _check_selected(self, proposal):
        # not ``self.selected``: inside ``hold_trait_notifications`` (as in
        # ipywidgets' own ``set_state``) that already holds the proposed value
        old = list(self._good_selection)
        self._refused = False
        try:
            wanted = _notation_list(proposal["value"])
        except CardkitError as exc:
            return self._refuse(exc, old)
        unique = []
        for c in wanted:
            if c not in unique:
                unique.append(c)
        for c in unique:
            problem = self._problem_with(c)
            if problem:
                return self._refuse(problem, old)
        if self.mode == "single" and len(unique) > 1:
            return self._refuse(self.tr("widget.hand.only_one", n=len(unique)), old)
        if self.max_selected and len(unique) > self.max_selected:
            return self._refuse(self.tr("widget.hand.too_many", max=self.max_selected), old)
        order = {c: i for i, c in enumerate(self.cards)}
        self._good_selection = sorted(unique, key=order.__getitem__)
        return list(self._good_selection)

    def _refuse(self, problem, old):
        self._refused = True
        self.show_error(problem)
        if self.comm is not None:
            # a front end that set the refused value gets the kept one back
            self.send_state("selected")
        return old

    # ------------------------------------------------------------------
    # keeping the pictures in step
    # ------------------------------------------------------------------
    @traitlets.observe("cards")
    def _cards_changed(self, change):
        hand = set(self.cards)
        with self.hold_sync():
            # drop marks of cards that left the hand (no message: nothing was chosen)
            self.set_trait("disabled", [c for c in self.disabled if c in hand])
            self.set_trait("highlighted", [c for c in self.highlighted if c in hand])
            kept = [c for c in self.cards if c in self.selected]
            if kept != list(self.selected):
                self.selected = kept
            self._redraw()
            self._relabel()

    @traitlets.observe("disabled")
    def _disabled_changed(self, change):
        with self.hold_sync():
            if any(c in self.disabled for c in self.selected):
                self.selected = [c for c in self.selected if c not in self.disabled]
            self._redraw()

    @traitlets.observe("selected")
    def _selected_changed(self, change):
        self._redraw()
        if self.message_kind == "error" and not self._refused:
            self.clear_message()
        if self._ready:
            selection = self.selection
            for callback in list(self._select_callbacks):
                with self.refusing():
                    callback(selection)

    @traitlets.observe("highlighted", "card_width")
    def _looks_changed(self, change):
        self._redraw()

    @traitlets.observe("mode", "language")
    def _labels_changed(self, change):
        if self.mode == "single" and len(self.selected) > 1:
            self.selected = self.selected[:1]
        self._relabel()

    def _redraw(self) -> None:
        if not self._ready:
            return
        sel, hi, dis = set(self.selected), set(self.highlighted), set(self.disabled)
        w = int(self.card_width)
        self.svgs = {c: _card_picture(c, w, c in sel, c in hi, c in dis) for c in self.cards}

    def _relabel(self) -> None:
        if not self._ready:
            return
        lang = self.language or None
        self.names = {c: Card(c).name(lang) for c in self.cards}
        key = {"single": "widget.hand.aria_choose_one",
               "multiple": "widget.hand.aria_choose_many",
               "none": "widget.hand.aria_look"}[self.mode]
        self.aria_label = self.tr(key)

    # ------------------------------------------------------------------
    # front end
    # ------------------------------------------------------------------
    def _on_front_end_msg(self, widget, content, buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "click":
            self.click(content.get("card", ""))
