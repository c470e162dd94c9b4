"""What the Scopa widgets share (not a widget itself).

* :class:`ScopaBox`: the kit's :class:`~cardkit.widgets.base.GameBox` (an
  ipywidgets ``VBox`` with the stable repr, a message line, a ``language``
  trait and :meth:`~cardkit.widgets.base.GameBox.speaking`) with the Scopa
  message line's CSS class.
* :class:`DeckPicker`: the 40 Italian cards as four clickable rows (one
  :class:`~cardkit.widgets.HandWidget` per suit) to choose one card or a set
  of cards (a table, a pile).
* Small helpers: player and side names, card lists in words (the HTML
  helpers ``esc`` and ``block`` come from :mod:`cardkit.widgets.markup`).

Every engine call a widget makes runs inside ``ScopaBox.speaking()``, so
the engine's own sentences come out in the widget's language.
"""

from __future__ import annotations

import ipywidgets

from .._checks import as_text, need_collection, need_int, need_seat, need_text
from ... import i18n
from ...cards import ITALIAN, Card, to_cards
from ...errors import CardkitError
from ..base import CardRowsMixin, GameBox
from ..markup import block, esc
from ..hand import HandWidget

# What the Scopa widget modules import from here; ``block`` and ``esc`` are
# re-exported from .markup so those modules need only this one import.
__all__ = ["SUITS", "DeckPicker", "ScopaBox", "block", "card_words", "esc", "italian_cards",
           "player_name", "side_name"]

i18n.register({
    "widget.scopa.player_you": {"en": "{name} (you)", "it": "{name} (tu)"},
    "widget.scopa.partner": {"en": "{name} (your partner)", "it": "{name} (il tuo compagno)"},
    "widget.scopa.pair_you": {"en": "you and your partner", "it": "tu e il tuo compagno"},
    "widget.scopa.pair_them": {"en": "your opponents", "it": "i vostri avversari"},
    "widget.scopa.player": {"en": "Player {n}", "it": "Giocatore {n}"},
    "widget.scopa.not_italian": {
        "en": "{card} is a French card: Scopa is played with the 40 Italian cards",
        "it": "{card} è una carta francese: a Scopa si gioca con le 40 carte italiane",
    },
    "widget.scopa.twice": {
        "en": "{card} is given twice: each card exists once in the deck",
        "it": "{card} compare due volte: nel mazzo ogni carta c'è una volta sola",
    },
})

SUITS = "dcsb"

def italian_cards(value) -> list[str]:
    """Card-ish input as a list of notation strings of Italian cards (order
    kept); a French card or a card given twice raises a
    :class:`~cardkit.errors.CardkitError` explaining it."""
    if value is None:
        return []
    out: list[str] = []
    for c in to_cards(value):
        if c.deck != "italian":
            raise CardkitError("widget.scopa.not_italian", card=str(c))
        if str(c) in out:
            raise CardkitError("widget.scopa.twice", card=str(c))
        out.append(str(c))
    return out


def card_words(cards, lang=None, joiner=" + ") -> str:
    """``"2d + Fb"`` for a list of cards (notation: short and unambiguous)."""
    cards = need_collection("card_words", "cards", cards)
    joiner = need_text("card_words", "joiner", joiner)
    return joiner.join(as_text("card_words", "cards", c) for c in cards)


def player_name(player: int, lang=None, you: int | None = 0, players: int = 2) -> str:
    """``"Player 1 (you)"``, ``"Player 3 (your partner)"``, ``"Player 2"``."""
    players = need_int("player_name", "players", players, lo=2, hi=4)
    need_seat("player_name", "player", player, players)
    if you is not None:
        need_seat("player_name", "you", you, players)
    name = i18n.tr("widget.scopa.player", lang, n=player + 1)
    if you is not None and player == you:
        return i18n.tr("widget.scopa.player_you", lang, name=name)
    if you is not None and players == 4 and player == (you + 2) % 4:
        return i18n.tr("widget.scopa.partner", lang, name=name)
    return name


def side_name(side: int, players: int, lang=None, you: int | None = 0) -> str:
    """A scoring side: a player with 2 or 3 players, a pair with 4."""
    players = need_int("side_name", "players", players, lo=2, hi=4)
    need_seat("side_name", "side", side, 2 if players == 4 else players)
    if you is not None:
        need_seat("side_name", "you", you, players)
    if players == 4:
        if you is not None:
            key = "widget.scopa.pair_you" if side == you % 2 else "widget.scopa.pair_them"
            return i18n.tr(key, lang)
        return i18n.tr("scopa.pair", lang, n=side + 1, a=side + 1, b=side + 3)
    return player_name(side, lang, you, players)


class ScopaBox(GameBox):
    """Base of the Scopa widgets: the kit's :class:`~cardkit.widgets.base.GameBox`
    (a VBox with messages, language and repr) with the Scopa message style."""

    message_css_class = "ck-scopa-message"


class DeckPicker(CardRowsMixin, ipywidgets.VBox):
    """The 40 Italian cards in four clickable rows, one per suit.

    ``mode="single"`` chooses one card (a click on another card moves the
    choice), ``"multiple"`` a set of cards (a click toggles a card).
    :attr:`value` lists the chosen cards in the order they were chosen;
    :meth:`set_value` replaces them; :meth:`click` is what a click does.
    ``on_change(callback)`` calls ``callback(value)`` after each change.
    ``cards`` restricts the cards offered (a hand): then one row is shown.
    """

    def __init__(self, mode: str = "multiple", *, cards=None, card_width: int = 36,
                 language: str = ""):
        super().__init__()
        self.mode = mode
        self._order: list[str] = []
        self._callbacks: list = []
        self._busy = False
        if cards is None:
            groups = [[str(c) for c in ITALIAN.cards if c.suit == s] for s in SUITS]
        else:
            groups = [italian_cards(cards)]
        self.rows = [HandWidget(g, mode=mode, card_width=card_width, language=language)
                     for g in groups]
        for row in self.rows:
            row.on_select(self._row_changed)
        self.children = tuple(self.rows)
        self.add_class("ck-deck-picker")

    @property
    def offered(self) -> list[str]:
        return [c for row in self.rows for c in row.cards]

    @property
    def value(self) -> list[str]:
        """The chosen cards (notation), in the order they were chosen."""
        return list(self._order)

    def _row_for(self, card: str):
        for row in self.rows:
            if card in row.cards:
                return row
        return None

    def click(self, card) -> None:
        """What a click on ``card`` does (the row shows any refusal)."""
        row = self._row_for(str(Card(card)))
        if row is None:
            self.rows[0].click(card)       # the row explains: not offered here
            return
        row.click(card)

    def set_value(self, cards) -> None:
        """Choose exactly these cards (notation string or list), in this order.
        Cards not offered raise a :class:`~cardkit.errors.CardkitError`."""
        wanted = italian_cards(cards)
        if self.mode == "single" and len(wanted) > 1:
            raise CardkitError("widget.hand.only_one", n=len(wanted))
        offered = set(self.offered)
        for c in wanted:
            if c not in offered:
                raise CardkitError("widget.hand.not_in_hand", name=Card(c).name(), card=c,
                                   hand=" ".join(self.offered))
        self._busy = True
        try:
            for row in self.rows:
                row.selected = [c for c in wanted if c in row.cards]
        finally:
            self._busy = False
        self._order = wanted
        self._notify()

    def set_disabled(self, reasons: dict) -> None:
        """Grey out cards, each with the reason shown if it is clicked."""
        self._grey_out(reasons)

    def _row_changed(self, selection) -> None:
        if self._busy:
            return
        now = [c for row in self.rows for c in row.selected]
        if self.mode == "single":
            new = [c for c in now if c not in self._order]
            if new:
                keep = new[-1]
                self._busy = True
                try:
                    for row in self.rows:
                        if row.selected and keep not in row.selected:
                            row.selected = []
                finally:
                    self._busy = False
                self._order = [keep]
            else:
                self._order = [c for c in self._order if c in now]
        else:
            kept = [c for c in self._order if c in now]
            self._order = kept + [c for c in now if c not in kept]
        self._notify()

    def __repr__(self) -> str:
        return f"DeckPicker(mode={self.mode!r}, value={' '.join(self._order)!r})"
