"""The bidding panel of Auction Piquet: :class:`AuctionPanel`.

One button per legal call of the player to move (pass, double, redouble,
every bid from 7 to 12 plus or minus that is still high enough), then the
trump choice of the declarer of a plus contract, and the auction so far as
it was said.  A click calls ``on_call(move)`` with the move
(:class:`~cardkit.picchetto.auction.Call` or
:class:`~cardkit.picchetto.auction.Trumps`); the game widget
(:class:`~cardkit.widgets.picchetto.variants_game.VariantGame`) plays it.

>>> from cardkit.picchetto import AUCTION
>>> from cardkit.widgets.picchetto.auction import AuctionPanel
>>> panel = AuctionPanel()
>>> panel.show(AUCTION.new_game(1), me=1)
>>> [b.description for b in panel.buttons][:3]
['Pass', '7 plus', '7 minus']
"""

from __future__ import annotations

import ipywidgets

from ... import i18n
from ...picchetto.auction import Call, Trumps
from ...errors import InvalidInputError
from ...picchetto.auction import AuctionState
from ..base import close_widgets
from .._checks import need_callable, need_instance, need_language, need_seat
from ..markup import esc

i18n.register({
    "widget.auction.bad_move": {
        "en": "call_label: {value} is not an auction call or a trump choice (a Call or Trumps)",
        "it": "call_label: {value} non è una dichiarazione d'asta o una scelta di briscola (Call o Trumps)",
    },
    "widget.auction.no_button": {
        "en": "no button says {label} now: the buttons are {labels}",
        "it": "nessun pulsante dice {label} ora: i pulsanti sono {labels}",
    },
    "widget.auction.pass": {"en": "Pass", "it": "Passo"},
    "widget.auction.double": {"en": "Double", "it": "Contro"},
    "widget.auction.redouble": {"en": "Redouble", "it": "Surcontro"},
    "widget.auction.bid": {"en": "{n} {sign}", "it": "{n} {sign}"},
    "widget.auction.plus": {"en": "plus", "it": "in più"},
    "widget.auction.minus": {"en": "minus", "it": "in meno"},
    "widget.auction.trumps": {"en": "Trumps {symbol}", "it": "Briscola {symbol}"},
    "widget.auction.no_trumps": {"en": "No trumps", "it": "Senza briscola"},
    "widget.auction.said": {"en": "Auction: {calls}", "it": "Asta: {calls}"},
    "widget.auction.nobody": {"en": "Auction: nobody has spoken yet", "it": "Asta: nessuno ha ancora parlato"},
    "widget.auction.contract": {"en": "Contract: player {n}, {contract}", "it": "Contratto: giocatore {n}, {contract}"},
    "widget.auction.wait": {"en": "Player {n} is to speak", "it": "Deve parlare il giocatore {n}"},
})

SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def call_label(move, lang: str | None = None) -> str:
    """The button text of a call or a trump choice, in ``lang``."""
    if not isinstance(move, (Call, Trumps)):
        raise InvalidInputError("widget.auction.bad_move", value=move)
    if isinstance(move, Trumps):
        if move.suit is None:
            return i18n.tr("widget.auction.no_trumps", lang)
        return i18n.tr("widget.auction.trumps", lang, symbol=SYMBOLS[move.suit])
    if move.kind == "bid":
        sign = i18n.tr("widget.auction." + ("minus" if move.minus else "plus"), lang)
        return i18n.tr("widget.auction.bid", lang, n=move.tricks, sign=sign)
    return i18n.tr("widget.auction." + move.kind, lang)


class AuctionPanel(ipywidgets.VBox):
    """The auction's buttons and what has been said (see the module doc)."""

    def __init__(self, on_call=None, language: str = ""):
        if on_call is not None:
            need_callable("AuctionPanel", "on_call", on_call)
        self.on_call = on_call
        self.language = need_language("AuctionPanel", language)
        self.said = ipywidgets.HTML()
        self.row = ipywidgets.HBox(layout=ipywidgets.Layout(flex_flow="row wrap"))
        self.buttons: list = []
        super().__init__([self.said, self.row])
        self.add_class("ck-auction-panel")

    def _lang(self):
        return self.language or None

    def show(self, state, me: int) -> None:
        """Draw the auction of ``state`` for player ``me``: his buttons when
        it is his turn to speak, else none."""
        need_instance("AuctionPanel", "state", state, AuctionState)
        me = need_seat("AuctionPanel", "me", me, state.rules.players)
        lang = self._lang()
        calls = getattr(state, "calls", [])
        if calls:
            text = ", ".join(f"{w + 1}: {call_label(c, lang)}" for w, c in calls)
            line = i18n.tr("widget.auction.said", lang, calls=text)
        else:
            line = i18n.tr("widget.auction.nobody", lang)
        contract = getattr(state, "contract", None)
        if contract is not None and state.phase != "auction":
            line += "<br>" + esc(i18n.tr("widget.auction.contract", lang, n=contract.declarer + 1,
                                         contract=contract.text(lang)))
        else:
            line = esc(line)
        self.said.value = f"<div class='ck-auction-said'>{line}</div>"
        moves = []
        if state.phase in ("auction", "trumps") and state.current_player() == me:
            moves = state.legal_moves()
        close_widgets(self.buttons)
        self.buttons = []
        for m in moves:
            b = ipywidgets.Button(description=call_label(m, lang),
                                  layout=ipywidgets.Layout(width="auto"))
            b.add_class("ck-auction-call")
            b.on_click(lambda _b, m=m: self._clicked(m))
            self.buttons.append(b)
        self.row.children = tuple(self.buttons)

    def mark(self, move) -> None:
        """Mark the button of ``move`` (the coach's call: the warning
        colour), and only it."""
        label = call_label(move, self._lang())
        for b in self.buttons:
            b.button_style = "warning" if b.description == label else ""

    def _clicked(self, move) -> None:
        if self.on_call is not None:
            self.on_call(move)

    def press(self, label: str) -> None:
        """Press the button showing ``label`` (what a click does)."""
        for b in self.buttons:
            if b.description == label:
                b.click()
                return
        raise InvalidInputError("widget.auction.no_button", label=label,
                                labels=", ".join(b.description for b in self.buttons) or "-")

    def close(self) -> None:
        if "buttons" in vars(self):  # not when its constructor refused its arguments
            close_widgets((*self.buttons, self.said, self.row, self.layout))
        super().close()


__all__ = ["AuctionPanel", "call_label", "Call", "Trumps"]
