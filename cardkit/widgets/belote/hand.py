"""Your Belote hand during the play: :class:`BeloteHand`.

A :class:`~cardkit.widgets.hand.HandWidget` showing one player's cards, with
the cards the rules allow now highlighted (``hints=True``).  Clicking a card
plays it through the engine; an illegal card is refused with the engine's
sentence naming the duty it breaks (e.g. "you must overtrump the 10 of
trumps: you hold a higher trump") and the state is left unchanged.

Text equivalent of a click: :meth:`BeloteHand.play` (``hand.play("JH")``).
"""

from __future__ import annotations

import ipywidgets

from ...belote.state import BeloteState
from .._checks import need_bool, need_card_width, need_instance, need_seat
from .._checks import add_callback
from ... import i18n
from ...belote import rules as R
from ...cards import Card
from ...errors import InvalidCardError
from .common import BeloteBox, esc, seat, trump_caption
from ..hand import HandWidget

i18n.register({
    "widget.belote.hand.your_turn": {
        "en": "Your turn ({seat}): click a card to play it.",
        "it": "Tocca a te ({seat}): clicca una carta per giocarla.",
    },
    "widget.belote.hand.legal_hint": {
        "en": "The cards you may play are highlighted.",
        "it": "Le carte che puoi giocare sono evidenziate.",
    },
    "widget.belote.hand.wait": {"en": "{seat} to play.", "it": "Tocca a {seat}."},
    "widget.belote.hand.not_your_turn": {
        "en": "wait: it is {seat}'s turn to play, not yours",
        "it": "aspetta: tocca a {seat} giocare, non a te",
    },
    "widget.belote.hand.bidding": {
        "en": "The bidding is on: the cards are played after it.",
        "it": "Si sta dichiarando: le carte si giocano dopo.",
    },
    "widget.belote.hand.no_play": {"en": "No card to play now.", "it": "Ora non si gioca."},
    "widget.belote.hand.played": {"en": "{seat} played the {card}.", "it": "{seat} ha giocato: {card}."},
})


class BeloteHand(BeloteBox):
    """One player's hand in a Belote game; click a card to play it.

    Parameters
    ----------
    state : the :class:`~cardkit.belote.BeloteState`.
    player : whose hand (0 South, 1 East, 2 North, 3 West); default 0.
    hints : highlight the legal cards when it is this player's turn.
    card_width, fan : as in :class:`~cardkit.widgets.hand.HandWidget`.
    language : ``"en"``/``"it"``, ``""`` follows :func:`cardkit.set_language`.

    Attributes and methods: :attr:`hand` (the inner HandWidget: set
    ``hand.selected = ["JH"]`` or send a click exactly as the browser does),
    :attr:`cards` and :attr:`legal` (notation lists), :meth:`play`
    (the text equivalent of a click), :meth:`why` (the engine's sentence for
    a card, ``None`` if legal), :meth:`on_play` (``callback(card)`` after
    every accepted card), :meth:`refresh`.
    """

    _repr_fields = (("player", 0), ("cards", ()), ("legal", ()), ("language", ""))

    def __init__(self, state, player: int = 0, *, hints: bool = True, card_width: int = 70,
                 fan: bool = False, you: int | None = None, language: str = "", **kwargs):
        owner = type(self).__name__
        self.state = need_instance(owner, "state", state, BeloteState)
        self.player = need_seat(owner, "player", player)
        self.hints = need_bool(owner, "hints", hints)
        self.you = self.player if you is None else need_seat(owner, "you", you)
        self._card_width = need_card_width(owner, card_width)
        self._fan = need_bool(owner, "fan", fan)
        self._play_callbacks: list = []
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-hand")

    # ------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        st = self.state
        return st is not None and st.phase == "play" and st.to_move == self.player

    @property
    def cards(self) -> list:
        return [] if self.state is None else [str(c) for c in self.state.hand(self.player)]

    @property
    def legal(self) -> list:
        """The cards this player may play now (empty when it is not his turn)."""
        if not self.my_turn:
            return []
        return [str(c) for c in self.state.legal_moves()]

    def why(self, card):
        """The engine's sentence saying which duty playing ``card`` now
        would break, or ``None`` if it may be played."""
        st = self.state
        with self.speaking():
            if st.phase != "play":
                return None
            return R.why_illegal(st.hand(self.player), st.current_trick, st.trump_suit, card)

    def play(self, card) -> bool:
        """Play ``card`` (notation or Card) for this player, as a click does.

        Returns True if the engine accepted it.  Otherwise the engine's
        sentence (or "wait: it is West's turn") is shown and nothing changes.
        """
        st = self.state
        try:
            c = Card(card)
        except InvalidCardError as exc:
            self.show_error(exc)
            return False
        if st.phase == "play" and st.to_move != self.player:
            self.show_message(self.tr("widget.belote.hand.not_your_turn",
                                      seat=seat(st.to_move, self.language or None, you=self.you)), "error")
            return False
        before = len(st.history)
        with self.speaking(), self.refusing():
            st.play(c)
        if len(st.history) == before:
            return False
        self.clear_message()
        self.refresh()
        for callback in list(self._play_callbacks):
            callback(c)
        return True

    def on_play(self, callback, remove: bool = False) -> None:
        """Call ``callback(card)`` after every card this widget played."""
        add_callback(type(self).__name__, self._play_callbacks, callback, remove)

    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.hand,)

    def _build(self) -> None:
        self._caption = ipywidgets.HTML()
        self.hand = HandWidget((), mode="single", card_width=self._card_width, fan=self._fan,
                               language=self.language)
        self.hand.on_select(self._selected)
        self.children = (self._caption, self.hand, self._message_html)

    def _selected(self, selection) -> None:
        if len(selection) != 1:
            return
        card = selection[0]
        self.hand.clear()
        self.play(card)

    def _redraw(self) -> None:
        st = self.state
        lang = self.language or None
        cards = self.cards
        legal = self.legal
        self.hand.set_cards(cards, selected=[], highlighted=legal if self.hints else [])
        self.hand.label = seat(self.player, lang, you=self.you)
        if st is None:
            text = ""
        elif st.phase == "play":
            caption = trump_caption(st.trump_suit, lang)
            if self.my_turn:
                text = f"<b>{esc(self.tr('widget.belote.hand.your_turn', seat=seat(self.player, lang)))}</b>"
                if self.hints:
                    text += " " + esc(self.tr("widget.belote.hand.legal_hint"))
            else:
                text = esc(self.tr("widget.belote.hand.wait", seat=seat(st.to_move, lang, you=self.you)))
            text = f"{esc(caption)} · {text}"
        elif st.phase in ("bid1", "bid2", "senza"):
            text = esc(self.tr("widget.belote.hand.bidding"))
        else:
            text = esc(self.tr("widget.belote.hand.no_play"))
        self._caption.value = text
