"""What the Picchetto widgets share (not a widget itself).

* :class:`PicchettoBox`: the kit's :class:`~cardkit.widgets.base.GameBox`
  (an ipywidgets ``VBox`` with the stable repr, a message line, a
  ``language`` trait and :meth:`~cardkit.widgets.base.GameBox.speaking`)
  plus a chronicle line writer.
* :class:`FrenchPicker`: the 32 French cards in four clickable rows (one per
  suit) for choosing a hand.
* Small text helpers: seat names with their role (elder / younger), what a
  score event says aloud in a language, card lists as notation (the HTML
  helpers ``esc``, ``labelled`` and ``static_html`` come from
  :mod:`cardkit.widgets.markup`).
"""

from __future__ import annotations

import ipywidgets

from ...errors import InvalidInputError
from ...picchetto import PicchettoRules
from ...game import ScoreEvent
from ...picchetto.state import PicchettoState
from .._checks import as_text, need_card_width, need_collection, need_instance, need_int, need_seat, need_text
from ... import i18n
from ...cards import Card, FRENCH, to_cards
from ...errors import CardkitError
from ...picchetto import said_text
from ..base import CardRowsMixin, GameBox, notation
from ..markup import esc, labelled, static_html
from ..hand import HandWidget

# What the Picchetto widget modules (and their tests) import from here;
# ``notation`` (from .base) and ``esc``, ``labelled``, ``static_html`` (from
# .markup) are re-exported.
__all__ = ["CATEGORIES", "PLAY_KEYS", "SIDES", "FrenchPicker", "PicchettoBox", "dealer_of",
           "elder_of", "esc", "labelled", "notation", "role_of", "said", "say_count",
           "say_groups", "say_punto", "say_sequences", "say_word", "seat_name", "static_html",
           "trick_html", "younger_of"]

i18n.register({
    "widget.picchetto.bad_groups": {
        "en": "{owner}: {name} must be a list of lists of cards (CardLists), not {value}",
        "it": "{owner}: {name} deve essere una lista di liste di carte (CardList), non {value}",
    },
    "widget.picchetto.bad_places": {
        "en": "trick_html: places must be a list of (label, card or None) pairs, not {value}",
        "it": "trick_html: places deve essere una lista di coppie (etichetta, carta o None), non {value}",
    },
    "widget.picchetto.you": {"en": "you", "it": "tu"},
    "widget.picchetto.seat": {"en": "Player {n} ({role})", "it": "Giocatore {n} ({role})"},
    "widget.picchetto.seat_you": {"en": "You ({role})", "it": "Tu ({role})"},
    "widget.picchetto.computer": {"en": "Computer ({role})", "it": "Il computer ({role})"},
    "widget.picchetto.role.elder": {"en": "elder", "it": "di mano"},
    "widget.picchetto.role.younger": {"en": "younger, dealer", "it": "mazziere"},
    "widget.picchetto.elder": {"en": "Elder", "it": "Di mano"},
    "widget.picchetto.younger": {"en": "Younger (dealer)", "it": "Mazziere"},
    "widget.picchetto.cat.punto": {"en": "Punto", "it": "Punto"},
    "widget.picchetto.cat.sequenze": {"en": "Sequences", "it": "Sequenze"},
    "widget.picchetto.cat.quattordici": {"en": "Quattordici and tris", "it": "Quattordici e tris"},
    "widget.picchetto.nobody": {"en": "nobody", "it": "nessuno"},
    "widget.picchetto.none": {"en": "none", "it": "nessuna"},
})

CATEGORIES = ("punto", "sequenze", "quattordici")
SIDES = ("elder", "younger")

#: the keys of the score-log events made while playing the cards
PLAY_KEYS = frozenset({
    "picchetto.ev.lead", "picchetto.ev.win", "picchetto.ev.trick2", "picchetto.ev.last",
    "picchetto.ev.last_given", "picchetto.ev.cards", "picchetto.ev.cappotto",
    "picchetto.ev.sessanta",
})


def dealer_of(state):
    """The dealer of the deal in progress or, between deals, of the deal just
    finished (the engine's ``state.dealer`` already names the next dealer)."""
    need_instance("dealer_of", "state", state, PicchettoState)
    return state.dealers[-1] if state.dealers else state.dealer


def elder_of(state) -> int:
    d = dealer_of(state)
    return 0 if d is None else 1 - d


def younger_of(state) -> int:
    d = dealer_of(state)
    return 1 if d is None else d


def role_of(state, seat: int) -> str:
    """``"elder"`` or ``"younger"`` for a seat of a dealt state."""
    need_seat("role_of", "seat", seat, 2)
    return "younger" if seat == dealer_of(state) else "elder"


def seat_name(state, seat: int, lang=None, you=None, computer=None) -> str:
    """``"You (elder)"``, ``"Computer (younger, dealer)"`` or ``"Player 2 (elder)"``."""
    for name, value in (("you", you), ("computer", computer)):
        if value is not None:
            need_seat("seat_name", name, value, 2)
    role = i18n.tr("widget.picchetto.role." + role_of(state, seat), lang)
    if you is not None and seat == you:
        return i18n.tr("widget.picchetto.seat_you", lang, role=role)
    if computer is not None and seat == computer:
        return i18n.tr("widget.picchetto.computer", lang, role=role)
    return i18n.tr("widget.picchetto.seat", lang, n=seat + 1, role=role)


def said(ev, lang=None) -> str:
    """What the scorer of a score event says aloud, in ``lang`` (the
    engine's :func:`~cardkit.picchetto.said_text`)."""
    need_instance("said", "ev", ev, ScoreEvent)
    return said_text(ev, lang)


class PicchettoBox(GameBox):
    """Base of the Picchetto widgets (see the module doc)."""

    # the class the message line had when this box was the Belote one: kept so
    # that stored notebook outputs stay the same
    message_css_class = "ck-belote-message"

    def _say_line(self, text: str) -> None:
        """Add a line to the chronicle (``events``) and to the message log."""
        self.events.append(text)
        if self._log is not None:
            self._log.append_stdout(text + "\n")


class FrenchPicker(CardRowsMixin, ipywidgets.VBox):
    """The 32 French cards in four rows (spades, hearts, diamonds, clubs);
    a click toggles a card.  ``max_cards`` bounds the choice (the row shows
    the refusal); :meth:`set_taken` greys out cards chosen elsewhere with a
    reason.  :attr:`value` lists the chosen cards in deck order;
    ``on_change(callback)`` calls ``callback(value)`` after each change.
    """

    def __init__(self, *, max_cards: int = 12, card_width: int = 34, label: str = "",
                 language: str = ""):
        super().__init__()
        self._callbacks: list = []
        self._busy = False
        self.max_cards = max_cards
        self.caption = ipywidgets.HTML()
        self.rows = [HandWidget([str(c) for c in FRENCH.cards if c.suit == s], mode="multiple",
                                card_width=card_width, language=language)
                     for s in "SHDC"]
        for row in self.rows:
            row.on_select(self._row_changed)
        self.set_label(label)
        self.children = (self.caption, *self.rows)
        self.add_class("ck-french-picker")

    def set_label(self, label: str) -> None:
        self.caption.value = f"<b>{esc(label)}</b>" if label else ""

    @property
    def value(self) -> list:
        return [c for row in self.rows for c in row.selected]

    @property
    def message(self) -> str:
        """The last refusal shown by a row ("" if none)."""
        for row in self.rows:
            if row.message:
                return row.message
        return ""

    def _row_for(self, card: str):
        for row in self.rows:
            if card in row.cards:
                return row
        return self.rows[0]

    def click(self, card) -> None:
        """What a click on ``card`` does: toggle it (refused past ``max_cards``)."""
        c = str(Card(card))
        row = self._row_for(c)
        if c not in row.selected and self.max_cards and len(self.value) >= self.max_cards:
            row.show_message(row.tr("widget.hand.too_many", max=self.max_cards), "error")
            return
        row.click(c)

    def set_value(self, cards) -> None:
        """Choose exactly these cards (refused with a CardkitError if one is
        greyed out or there are more than ``max_cards``)."""
        wanted = [str(c) for c in to_cards(cards)]
        if self.max_cards and len(wanted) > self.max_cards:
            raise CardkitError("widget.hand.too_many", max=self.max_cards)
        for row in self.rows:
            for c in wanted:
                if c in row.disabled:
                    raise CardkitError("widget.hand.disabled", name=Card(c).name(), card=c)
        self._busy = True
        try:
            for row in self.rows:
                row.selected = [c for c in wanted if c in row.cards]
        finally:
            self._busy = False
        self._notify()

    def set_taken(self, reasons: dict) -> None:
        """Grey out cards (``{card: reason}``) and drop them from the choice."""
        self._busy = True
        try:
            self._grey_out(reasons)
        finally:
            self._busy = False

    def _row_changed(self, selection) -> None:
        if self._busy:
            return
        if self.max_cards and len(self.value) > self.max_cards:
            # a front end selected too many at once: keep the first ones
            self._busy = True
            try:
                keep = self.value[:self.max_cards]
                for row in self.rows:
                    row.selected = [c for c in row.selected if c in keep]
            finally:
                self._busy = False
        self._notify()

    def __repr__(self) -> str:
        return f"FrenchPicker(value={notation(self.value)!r})"


# --------------------------------------------------------------------------
# what a player announces, in the engine's words
# --------------------------------------------------------------------------

class _Said:
    """A stand-in score event for :func:`~cardkit.picchetto.said_text`."""

    __slots__ = ("params",)

    def __init__(self, **params):
        self.params = tuple(params.items())


def _top_symbol(cards) -> str:
    top = max(cards, key=lambda c: c.rank_index if c.deck == "french" else _BERG_ORDER.index(c.rank))
    return top.rank


_BERG_ORDER = ("4", "5", "6", "7", "F", "C", "R", "A")


def _need_card_groups(owner: str, name: str, value) -> None:
    """A list of non-empty lists of cards (a sequence or a group each)."""
    if not (isinstance(value, (list, tuple)) and all(
            isinstance(g, (list, tuple)) and g and all(isinstance(c, Card) for c in g) for g in value)):
        raise InvalidInputError("widget.picchetto.bad_groups", owner=owner, name=name, value=value)


def say_punto(length: int, value: int, rules, lang=None) -> str:
    """``"Cinque carte"`` (by length) or ``"Punto di quarantotto"`` (by value)."""
    need_instance("say_punto", "rules", rules, PicchettoRules)
    need_int("say_punto", "length", length, lo=0, hi=12)
    need_int("say_punto", "value", value, lo=0, hi=200)
    if rules.punto_by == "value":
        return said_text(_Said(say="punto_value", value=value), lang)
    return said_text(_Said(say="punto", length=length), lang)


def say_sequences(seqs, lang=None) -> str:
    """``"Una quinta al re"`` for a list of sequences (CardLists)."""
    _need_card_groups("say_sequences", "seqs", seqs)
    return said_text(_Said(say="seq", seqs=tuple((len(s), _top_symbol(s)) for s in seqs)), lang)


def say_groups(groups, lang=None) -> str:
    """``"Quattordici di assi e tris di re"`` for a list of groups (CardLists)."""
    _need_card_groups("say_groups", "groups", groups)
    out = []
    for g in groups:
        r = g[0].rank
        out.append((4 if len(g) >= 4 else 3, "7b" if r == "7" and g[0].deck != "french" else r))
    return said_text(_Said(say="groups", groups=tuple(out)), lang)


def say_count(n: int, lang=None) -> str:
    """``"Sedici!"``."""
    need_int("say_count", "n", n, lo=0, hi=500)
    return said_text(_Said(say="count", total=n), lang)


def say_word(kind: str, lang=None) -> str:
    """``"Novanta!"``, ``"Sessanta!"``, ``"Cappotto!"``, ``"Scarta per mano bianca!"``."""
    need_text("say_word", "kind", kind)
    return said_text(_Said(say=kind), lang)


def trick_html(places, width: int = 56, caption: str = "") -> str:
    """A trick as HTML: ``places`` is a list of ``(label, card or None)``;
    an empty place is drawn as a dashed outline."""
    from ...svg import card_svg

    width = need_card_width("trick_html", width)
    caption = as_text("trick_html", "caption", caption, optional=True)
    places = need_collection("trick_html", "places", places)
    if not all(isinstance(p, (list, tuple)) and len(p) == 2 for p in places):
        raise InvalidInputError("widget.picchetto.bad_places", value=places)
    h = int(width * 1.5)
    cells = []
    for label, card in places:
        if card is None:
            pic = (f"<div style='width:{width}px;height:{h}px;border:1.5px dashed #9a9aa2;"
                   f"border-radius:6px;box-sizing:border-box'></div>")
        else:
            pic = card_svg(card, width)
        cells.append(f"<div style='display:flex;flex-direction:column;gap:2px;max-width:{max(width, 150)}px'>"
                     f"<span style='font-size:12px'>{esc(label)}</span>{pic}</div>")
    cap = f"<div style='font-weight:bold;font-size:13px'>{esc(caption)}</div>" if caption else ""
    return f"{cap}<div style='display:flex;gap:16px;align-items:flex-end'>{''.join(cells)}</div>"
