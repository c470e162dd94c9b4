"""The Belote bidding: :class:`BiddingPanel`.

A thin view over a :class:`~cardkit.belote.BeloteState` in its bidding
phases: it shows the turned card, the bidder's five cards and every bid so
far, and offers one button per bidding move.  Only the buttons of the
state's legal moves are enabled (first round: accept / pass; second round:
the three other suits / pass; Senza Atout round: Senza Atout / pass).

Every button has a text equivalent, :meth:`BiddingPanel.bid`::

    >>> from cardkit import belote
    >>> from cardkit.widgets.belote.bidding import BiddingPanel
    >>> state = belote.new_game(seed=7)
    >>> panel = BiddingPanel(state)
    >>> panel.bid("pass")          # same as clicking the Pass button

A refused bid shows the engine's own sentence (e.g. "you cannot name
hearts: the turned suit was refused by everybody in the first round") and
leaves the state unchanged.
"""

from __future__ import annotations

import ipywidgets

from ...belote.state import BeloteState
from .._checks import need_bool, need_card_width, need_instance, need_seat
from .._checks import add_callback
from ... import i18n
from ...belote.state import BID1, BID2, SENZA
from ...cards import FRENCH_SUITS
from ...svg import card_svg, hand_svg
from .common import BeloteBox, bid_text, esc, seat, suit_word, trump_caption

i18n.register({
    "widget.belote.bid.accept": {"en": "Accept {suit}", "it": "Accetto {suit}"},
    "widget.belote.bid.pass": {"en": "Pass", "it": "Passo"},
    "widget.belote.bid.senza": {"en": "Senza Atout (no trumps)", "it": "Senza Atout"},
    "widget.belote.bid.name": {"en": "Name {suit}", "it": "Propongo {suit}"},
    "widget.belote.bid.title": {"en": "Bidding", "it": "Dichiarazioni"},
    "widget.belote.turned": {"en": "Turned card", "it": "Carta girata"},
    "widget.belote.hand_of": {"en": "{seat}'s cards", "it": "Carte di {seat}"},
    "widget.belote.phase.bid1": {
        "en": "First round: accept the suit of the turned card as trumps, or pass.",
        "it": "Primo giro: accetta come briscola il seme della carta girata, oppure passa.",
    },
    "widget.belote.phase.bid2": {
        "en": "Second round: name another suit as trumps, or pass.",
        "it": "Secondo giro: proponi un altro seme come briscola, oppure passa.",
    },
    "widget.belote.phase.senza": {
        "en": "The trump is chosen: anybody may still call Senza Atout (no trumps), or pass.",
        "it": "La briscola è scelta: si può ancora dichiarare Senza Atout, oppure passare.",
    },
    "widget.belote.phase.over": {"en": "Bidding over: {contract}.", "it": "Dichiarazioni finite: {contract}."},
    "widget.belote.phase.none": {"en": "No bidding in progress.", "it": "Nessuna dichiarazione in corso."},
    "widget.belote.turn_bid": {"en": "{seat} to bid.", "it": "Tocca a {seat} dichiarare."},
    "widget.belote.your_bid": {"en": "Your turn to bid ({seat}).", "it": "Tocca a te dichiarare ({seat})."},
    "widget.belote.not_your_turn": {
        "en": "wait: it is {seat}'s turn to bid, not yours",
        "it": "aspetta: tocca a {seat} dichiarare, non a te",
    },
    "widget.belote.no_bids": {"en": "No bids yet.", "it": "Ancora nessuna dichiarazione."},
    "widget.belote.bid_line": {"en": "{seat}: {bid}", "it": "{seat} dice: {bid}"},
})

#: the bidding moves, in the order of the buttons
BID_MOVES = ("accept",) + tuple("name " + s for s in FRENCH_SUITS) + ("pass", "senza")
BIDDING_PHASES = (BID1, BID2, SENZA)


class BiddingPanel(BeloteBox):
    """Buttons for the Belote bidding, driven by ``state.legal_moves()``.

    Parameters
    ----------
    state : the :class:`~cardkit.belote.BeloteState` to bid on.
    player : the learner's player number (0 South, 1 East, 2 North,
        3 West); the panel bids only when it is that player's turn, and
        shows that player's cards.  ``None`` (default): the panel bids for
        whoever is to speak and shows the bidder's cards (a teacher's view).
    show_hand : draw the bidder's cards next to the turned card.
    card_width : card width in pixels.
    language : ``"en"``/``"it"``, ``""`` to follow :func:`cardkit.set_language`.

    Text equivalents: :meth:`bid` (``"accept"``, ``"pass"``, ``"senza"``,
    ``"name H"``, or the Italian words ``"accetto"``, ``"passo"``...).
    :attr:`buttons` maps each move to its Button; :meth:`on_bid` registers
    ``callback(move)`` called after every accepted bid; :meth:`refresh`
    redraws after the state changed elsewhere.
    """

    _repr_fields = (("player", None), ("turned", ""), ("bids", ""), ("language", ""))

    def __init__(self, state, player: int | None = None, *, show_hand: bool = True,
                 card_width: int = 60, language: str = "", **kwargs):
        owner = type(self).__name__
        self.state = need_instance(owner, "state", state, BeloteState, optional=True)
        self.player = None if player is None else need_seat(owner, "player", player)
        self.show_hand = need_bool(owner, "show_hand", show_hand)
        self.card_width = need_card_width(owner, card_width)
        self._bid_callbacks: list = []
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-bidding")

    # ------------------------------------------------------------------
    # reading
    # ------------------------------------------------------------------
    @property
    def turned(self) -> str:
        t = getattr(self.state, "turned", None)
        return "" if t is None or self.state.phase not in BIDDING_PHASES + ("play",) else str(t)

    @property
    def bids(self) -> str:
        """The bids so far as one line, e.g. ``'E:pass N:accept'``."""
        letters = ("S", "E", "N", "W")
        return " ".join(f"{letters[p]}:{m.replace('name ', 'name-')}"
                        for p, m in getattr(self.state, "bids", ()))

    @property
    def is_bidding(self) -> bool:
        return self.state is not None and self.state.phase in BIDDING_PHASES

    @property
    def bidder(self):
        """Who speaks now (None outside the bidding)."""
        return self.state.to_move if self.is_bidding else None

    def legal_bids(self) -> list:
        """The legal bids of the player to speak (empty when it is not the
        panel's player's turn, or outside the bidding)."""
        if not self.is_bidding:
            return []
        if self.player is not None and self.state.to_move != self.player:
            return []
        return self.state.legal_moves()

    # ------------------------------------------------------------------
    # acting
    # ------------------------------------------------------------------
    def bid(self, move) -> bool:
        """Make a bid, as the matching button does.  Returns True if the
        engine accepted it; otherwise the engine's sentence is shown and the
        state is unchanged."""
        if self.state is None:
            self.show_message(self.tr("widget.belote.no_state"), "error")
            return False
        if (self.is_bidding and self.player is not None
                and self.state.to_move != self.player):
            self.show_message(self.tr("widget.belote.not_your_turn",
                                      seat=seat(self.state.to_move, self.language or None)), "error")
            return False
        before = len(self.state.history)
        with self.speaking(), self.refusing():
            self.state.play(move)
        if len(self.state.history) == before:
            return False
        self.clear_message()
        self.refresh()
        done = self.state.moves_played()[-1] if hasattr(self.state, "moves_played") else str(move)
        for callback in list(self._bid_callbacks):
            callback(done)
        return True

    def on_bid(self, callback, remove: bool = False) -> None:
        """Call ``callback(move)`` after every accepted bid."""
        add_callback(type(self).__name__, self._bid_callbacks, callback, remove)

    # ------------------------------------------------------------------
    # drawing
    # ------------------------------------------------------------------
    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self._picture = ipywidgets.HTML()
        self._history = ipywidgets.HTML()
        self.buttons: dict[str, ipywidgets.Button] = {}
        for move in BID_MOVES:
            b = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
            b.on_click(lambda _b, m=move: self.bid(m))
            b.add_class("ck-bid-" + move.replace(" ", "-"))
            self.buttons[move] = b
        self._button_row = ipywidgets.HBox(list(self.buttons.values()),
                                           layout=ipywidgets.Layout(flex_flow="row wrap"))
        self.children = (self._title, self._picture, self._history, self._button_row,
                         self._message_html)

    def _redraw(self) -> None:
        lang = self.language or None
        st = self.state
        if st is None:
            self._title.value = f"<b>{esc(self.tr('widget.belote.bid.title'))}</b>"
            self._picture.value = ""
            self._history.value = ""
            for b in self.buttons.values():
                b.disabled = True
            return
        # title and whose turn
        phase = st.phase
        if phase in BIDDING_PHASES:
            line = self.tr("widget.belote.phase." + phase)
            if self.player is not None and st.to_move == self.player:
                turn = self.tr("widget.belote.your_bid", seat=seat(st.to_move, lang))
            else:
                turn = self.tr("widget.belote.turn_bid", seat=seat(st.to_move, lang, you=self.player))
            if phase == SENZA:
                line += " " + trump_caption(st.trump_suit, lang) + "."
            title = f"<b>{esc(line)}</b><br>{esc(turn)}"
        elif st.contract is not None and phase == "play":
            title = f"<b>{esc(self.tr('widget.belote.phase.over', contract=str(st.contract)))}</b>"
        else:
            title = f"<b>{esc(self.tr('widget.belote.phase.none'))}</b>"
        self._title.value = title
        # pictures: turned card and the bidder's five cards
        parts = []
        if self.turned:
            parts.append(self._figure(self.tr("widget.belote.turned"),
                                      card_svg(st.turned, self.card_width)))
        who = self.player if self.player is not None else (st.to_move if self.is_bidding else None)
        if self.show_hand and who is not None and phase in BIDDING_PHASES:
            parts.append(self._figure(self.tr("widget.belote.hand_of", seat=seat(who, lang, you=self.player)),
                                      hand_svg(st.hand(who), self.card_width, overlap=False)))
        self._picture.value = ('<div style="display:flex;gap:24px;align-items:flex-end">'
                               + "".join(parts) + "</div>") if parts else ""
        # bids so far
        if st.bids and phase in BIDDING_PHASES + ("play",):
            items = "".join(
                f"<li>{esc(self.tr('widget.belote.bid_line', seat=seat(p, lang, you=self.player), bid=bid_text(m, lang)))}</li>"
                for p, m in st.bids)
            self._history.value = f'<ol style="margin:2px 0 4px 0">{items}</ol>'
        elif phase in BIDDING_PHASES:
            self._history.value = f"<i>{esc(self.tr('widget.belote.no_bids'))}</i>"
        else:
            self._history.value = ""
        # buttons
        legal = set(self.legal_bids())
        turned_suit = st.turned.suit if st.turned is not None else None
        for move, b in self.buttons.items():
            if move == "accept":
                b.description = self.tr("widget.belote.bid.accept",
                                        suit=suit_word(turned_suit, lang) if turned_suit else "")
            elif move.startswith("name "):
                b.description = self.tr("widget.belote.bid.name", suit=suit_word(move[-1], lang))
            else:
                b.description = self.tr("widget.belote.bid." + move)
            b.tooltip = bid_text(move, lang)
            b.disabled = move not in legal
            # no button is drawn as the default: the learner has not chosen yet
            # (a coloured "Senza Atout" right after accepting a suit read as one)
            b.button_style = ""
            # hide the buttons that belong to another round
            shown = (phase == BID1 and move in ("accept", "pass")) or \
                    (phase == BID2 and (move.startswith("name ") or move == "pass")) or \
                    (phase == SENZA and move in ("senza", "pass")) or \
                    phase not in BIDDING_PHASES
            b.layout.display = "" if shown else "none"

    @staticmethod
    def _figure(caption: str, svg: str) -> str:
        return (f'<figure style="margin:0"><figcaption style="font-size:0.9em">{esc(caption)}'
                f"</figcaption>{svg}</figure>")
