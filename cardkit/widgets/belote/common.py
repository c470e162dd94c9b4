"""What the Belote widgets share (not a widget itself).

* :class:`BeloteBox`: the kit's :class:`~cardkit.widgets.base.GameBox` (an
  ipywidgets ``VBox`` with the stable repr, a message line, a ``language``
  trait and :meth:`~cardkit.widgets.base.GameBox.speaking`) with the Belote
  message line's CSS class.
* Small text helpers: seat and side names, how a bid is said, suit words.

Every engine call a widget makes runs inside ``BeloteBox.speaking()``, so
the engine's own sentences (errors, contracts, summaries) come out in the
widget's language.
"""

from __future__ import annotations

from ...errors import InvalidInputError
from .._checks import as_text, need_choice, need_seat
from ... import i18n
from ...belote import bid_words
from ...cards import SUIT_SYMBOLS
from ..base import GameBox
from ..markup import esc, static_html

# What the Belote widget modules (and their tests) import from here; ``esc``
# and ``static_html`` are re-exported from .markup.
__all__ = ["SEAT_LETTERS", "BeloteBox", "bid_text", "esc", "lang_or_none", "seat", "side",
           "static_html", "suit_word", "trump_caption"]

i18n.register({
    "widget.belote.you": {"en": "you", "it": "tu"},
    "widget.belote.seat_you": {"en": "{seat} (you)", "it": "{seat} (tu)"},
    "widget.belote.trumps": {"en": "Trumps: {suit}", "it": "Briscola: {suit}"},
    "widget.belote.no_trumps": {"en": "Senza Atout (no trumps)", "it": "Senza Atout (senza briscola)"},
    "widget.belote.bad_bid": {
        "en": "bid_text: {value} is not a bidding move: give 'pass', 'accept', 'senza' or 'name H'",
        "it": "bid_text: {value} non è una mossa dell'asta: dai 'pass', 'accept', 'senza' o 'name H'",
    },
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
    need_seat("seat", "player", player)
    if you is not None:
        need_seat("seat", "you", you)
    name = i18n.tr(f"belote.seat.{player}", lang)
    if you is not None and player == you:
        return i18n.tr("widget.belote.seat_you", lang, seat=name)
    return name


def side(s: int, lang=None) -> str:
    """The name of side ``s`` (0 North–South, 1 East–West)."""
    need_seat("side", "side", s, 2)
    return i18n.tr(f"belote.side.{s}", lang)


def suit_word(letter: str, lang=None) -> str:
    """``"♥ hearts"`` for ``"H"``."""
    need_choice("suit_word", "suit", letter, tuple(SUIT_SYMBOLS))
    return f"{SUIT_SYMBOLS.get(letter, '')} {i18n.tr('suit.' + letter, lang)}".strip()


def trump_caption(trump, lang=None) -> str:
    """``"Trumps: ♥ hearts"``, or Senza Atout for ``None``."""
    if trump is None:
        return i18n.tr("widget.belote.no_trumps", lang)
    return i18n.tr("widget.belote.trumps", lang, suit=suit_word(trump, lang))


def bid_text(move: str, lang=None) -> str:
    """How a bidding move is said: ``"name H"`` -> ``"name hearts as trumps"``."""
    move = as_text("bid_text", "move", move)
    words = bid_words(move, lang)
    if words is None:
        raise InvalidInputError("widget.belote.bad_bid", value=move)
    return words


class BeloteBox(GameBox):
    """Base of the Belote widgets: the kit's :class:`~cardkit.widgets.base.GameBox`
    (a VBox with messages, language and repr) with the Belote message style."""

    message_css_class = "ck-belote-message"
