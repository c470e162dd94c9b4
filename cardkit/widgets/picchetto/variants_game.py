"""Piquet Voleur and Auction Piquet against the computer: :class:`VariantGame`.

``VariantGame(AUCTION, seed=7)`` or ``VariantGame(VOLEUR, seed=7)``: the
learner is player 1 (``me=0``), the computer plays the others
(:class:`~cardkit.picchetto.auction.AuctionComputerPlayer`,
:class:`~cardkit.picchetto.voleur.VoleurComputerPlayer`).  Laid out on the
kit's :class:`~cardkit.widgets.table.CardTable`: the opponents' card backs
(and who sits out, in Voleur), the trick, the learner's hand, the buttons of
the phase (the :class:`~cardkit.widgets.picchetto.auction.AuctionPanel` in
the auction, the exchange, the declarations), and on the side the score and
this deal's score log counted aloud.

* Exchange: click the cards to throw, then **Exchange** (or **Exchange
  none** when the rules allow it).
* Play: click a card.  A refused move shows the engine's sentence.
* **Computer plays for me** plays the learner's move the computer would
  choose (to watch, or to finish a game quickly).

Python API (what the buttons do): :meth:`play` (a move or its notation),
:meth:`exchange`, :meth:`auto`, :meth:`new_game`; :attr:`state`,
:attr:`phase`, :attr:`my_turn`.
"""

from __future__ import annotations

import ipywidgets

from ... import i18n
from ...errors import CardkitError, InvalidInputError
from ...picchetto import AUCTION, PicchettoRules
from ...picchetto.auction import AuctionComputerPlayer
from ...picchetto.state import Exchange
from ...picchetto.voleur import VoleurComputerPlayer
from ...svg import hand_svg
from ..base import GameBox, replace_children
from .._checks import need_int
from ..coach_panel import CoachMixin, _last_deal_span
from ..hand import HandWidget
from ..markup import esc
from .auction import AuctionPanel

i18n.register({
    "widget.variant.title.auction": {"en": "Auction Piquet", "it": "Auction Piquet (picchetto all'asta)"},
    "widget.variant.title.voleur": {"en": "Piquet Voleur", "it": "Piquet Voleur (picchetto a tre)"},
    "widget.variant.deal": {"en": "deal {n} of {of}", "it": "smazzata {n} di {of}"},
    "widget.variant.scores": {"en": "Scores: {scores}", "it": "Punti: {scores}"},
    "widget.variant.you": {"en": "You are player {n}", "it": "Sei il giocatore {n}"},
    "widget.variant.turn.auction": {"en": "Your call: bid, pass or double", "it": "Tocca a te: dichiara, passa o contra"},
    "widget.variant.turn.trumps": {"en": "Name the trumps", "it": "Scegli la briscola"},
    "widget.variant.turn.blanche": {"en": "Show your mano bianca?", "it": "Mostri la mano bianca?"},
    "widget.variant.turn.exchange": {"en": "Click the cards to exchange, then Exchange",
                                     "it": "Clicca le carte da cambiare, poi Cambia"},
    "widget.variant.turn.declare": {"en": "Declare", "it": "Dichiara"},
    "widget.variant.turn.play": {"en": "Your card: click it", "it": "Tocca a te: clicca una carta"},
    "widget.variant.over": {"en": "Game over: {result}", "it": "Partita finita: {result}"},
    "widget.variant.wins": {"en": "player {n} wins", "it": "vince il giocatore {n}"},
    "widget.variant.draw": {"en": "a draw", "it": "pareggio"},
    "widget.variant.out": {"en": "sits out this deal", "it": "resta fuori in questa smazzata"},
    "widget.variant.cards": {"en": "player {n}: {k} cards", "it": "giocatore {n}: {k} carte"},
    "widget.variant.exchange": {"en": "Exchange", "it": "Cambia"},
    "widget.variant.exchange_none": {"en": "Exchange none", "it": "Non cambio"},
    "widget.variant.auto": {"en": "Computer plays for me", "it": "Gioca il computer per me"},
    "widget.variant.new": {"en": "New game", "it": "Nuova partita"},
    "widget.variant.trick": {"en": "Trick:", "it": "Presa:"},
    "widget.variant.trumps": {"en": "trumps {symbol}", "it": "briscola {symbol}"},
    "widget.variant.bad_rules": {
        "en": "VariantGame plays Piquet Voleur or Auction Piquet: give VOLEUR or AUCTION (or a variant of them), not {found!r}",
        "it": "VariantGame gioca Piquet Voleur o Auction Piquet: dai VOLEUR o AUCTION (o una loro variante), non {found!r}",
    },
    "widget.variant.log": {"en": "This deal, counted aloud", "it": "Questa smazzata, contata ad alta voce"},
})

_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _table_class():
    try:
        from ..table import CardTable
        return CardTable
    except ImportError:   # the shared layout is optional
        return None


class VariantGame(CoachMixin, GameBox):
    """A game of Piquet Voleur or Auction Piquet against the computer (see
    the module doc).  ``level`` is the computers' (``"easy"``: the rule-based
    player; ``"medium"``, ``"strong"``: the coach's search), unless
    ``computer`` gives a player of one's own for every other seat.  The
    coach's **Hint**, the level menu and **Review the deal** (the last deal
    finished: the next one is dealt at once) are those of every game widget
    (:mod:`~cardkit.widgets.coach_panel`)."""

    hand_noun = "widget.coach.noun.deal"
    engine = "picchetto"

    def __init__(self, rules=AUCTION, seed=0, *, me: int = 0, computer=None, level: str = "easy",
                 language: str = ""):
        if not isinstance(rules, PicchettoRules) or not (rules.sit_out or rules.auction):
            raise InvalidInputError("widget.variant.bad_rules", found=rules)
        self.rules = rules
        self.seed = seed
        self.me = need_int(type(self).__name__, "me", me, lo=0, hi=rules.players - 1)
        self._init_coach(level)
        others = tuple(p for p in range(rules.players) if p != self.me)
        self._own_seats = others if computer is None else ()
        self.computer = self.easy_computer() if computer is None else computer   # also "plays for me"
        self.computers = {p: self.computer for p in others}
        self._install_computers(self._level)
        self.state = rules.new_game(seed)
        super().__init__(language=language)
        self.add_class("ck-variant-game")
        self._run_computer()
        self.refresh()

    # ------------------------------------------------------------ build
    def _build(self) -> None:
        self.hand = HandWidget((), mode="single", card_width=64)
        self.hand.add_class("ck-variant-hand")
        self.hand.on_choose(self._card_clicked)
        self.panel = AuctionPanel(on_call=self._call)
        self.trick_html = ipywidgets.HTML()
        self.trick_html.add_class("ck-variant-trick")
        self.log_html = ipywidgets.HTML()
        self.log_html.add_class("ck-variant-log")
        self.exchange_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.exchange_button.add_class("ck-variant-exchange")
        self.exchange_button.on_click(lambda _b: self.exchange())
        self.exchange_none_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.exchange_none_button.add_class("ck-variant-exchange-none")
        self.exchange_none_button.on_click(lambda _b: self.play("exchange none"))
        self.auto_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.auto_button.add_class("ck-variant-auto")
        self.auto_button.on_click(lambda _b: self.auto())
        self.new_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.new_button.add_class("ck-variant-new")
        self.new_button.on_click(lambda _b: self.new_game(self.seed + 1))
        self.move_buttons = ipywidgets.HBox(layout=ipywidgets.Layout(flex_flow="row wrap"))
        table_class = _table_class()
        others = self.rules.players - 1
        if table_class is not None:
            self.table = table_class(others, message=self._message_html)
            self.table.set_middle(self.trick_html, self.panel)
            self.table.set_hand(self.hand)
            coach_box = self._build_coach()
            self.table.set_actions(self.hint_button, self.move_buttons, self.exchange_button,
                                   self.exchange_none_button, self.auto_button, self.new_button)
            self.table.set_side(self.log_html)
            self.table.add_fold("coach", coach_box)
            self.children = (self.table,)
        else:
            self.table = None
            self.header = ipywidgets.HTML()
            coach_box = self._build_coach()
            self.children = (self.header, self.trick_html, self.panel, self.hand,
                             ipywidgets.HBox([self.hint_button, self.move_buttons, self.exchange_button,
                                              self.exchange_none_button, self.auto_button, self.new_button]),
                             self.log_html, coach_box, self._message_html)

    def _sub_widgets(self):
        return (self.hand,)

    # ------------------------------------------------------------ info
    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def my_turn(self) -> bool:
        return not self.state.is_over() and self.state.current_player() == self.me

    @property
    def player(self) -> int:
        """The learner's player number (``me``)."""
        return self.me

    # ------------------------------------------------------------ the coach (coach_panel.CoachMixin)
    def easy_computer(self):
        """The rule-based player of these rules (the ``"easy"`` level)."""
        return AuctionComputerPlayer() if self.rules.auction else VoleurComputerPlayer()

    def _hint_level(self) -> str:
        # Voleur's exchange asks the accomodo advisor: at the strong level up
        # to about 0.4 s here, so the exchange is hinted at the medium one
        return "medium" if self.phase == "exchange" else self.hint_level

    def _hand_over(self) -> bool:
        return False             # the next deal is dealt at once

    def _review_span(self):
        return _last_deal_span(self.state)

    def _move_words(self, move) -> str:
        from ...picchetto.auction import Call, Trumps
        if isinstance(move, (Call, Trumps)):
            return move.describe(self.language or None)
        from .game import _held, _move_in_words
        inner = self.state.deal_state
        held = _held(inner.hand(inner.current_player()), inner.rules) if inner is not None else ()
        return _move_in_words(self.tr, move, held, self.language or None)

    def _marks_hint(self, h) -> bool:
        return self.phase in ("play", "exchange", "auction", "trumps")   # a card, the discards, a call lit
    # ------------------------------------------------------------ actions
    def play(self, move) -> bool:
        """Play the learner's ``move`` (a move or its notation); False, with
        the engine's sentence shown, when it is refused."""
        if not self.my_turn:
            return False
        try:
            with self.speaking():
                self.state.play(move)
        except CardkitError as e:
            self.show_error(e)
            self.refresh()
            return False
        self.clear_message()
        self._run_computer()
        self.refresh()
        return True

    def exchange(self) -> bool:
        """Exchange the cards selected in the hand."""
        cards = list(self.hand.selection)
        return self.play(Exchange(cards) if cards else "exchange")

    def auto(self) -> bool:
        """Play the learner's move the computer would choose."""
        if not self.my_turn:
            return False
        with self.speaking():
            move = self.computer(self.state)
        return self.play(move)

    def new_game(self, seed) -> None:
        self.seed = seed
        self.state = self.rules.new_game(seed)
        self.clear_message()
        self._run_computer()
        self.refresh()

    def _call(self, move) -> None:
        self.play(move)

    def _card_clicked(self, card) -> None:
        if self.state.phase == "play":
            self.play(card)

    def _run_computer(self) -> None:
        s = self.state
        with self.speaking():
            n = 0
            while not s.is_over() and s.current_player() != self.me:
                s.play(self.computers[s.current_player()](s))
                n += 1
                if n > 5000:
                    raise RuntimeError("VariantGame: the computer does not stop")

    # ------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        s = self.state
        lang = self.lang
        kind = "auction" if self.rules.auction else "voleur"
        title = i18n.tr(f"widget.variant.title.{kind}", lang)
        of = self.rules.deals or "…"
        deal_no = min(s.deals_finished + (0 if s.is_over() else 1), self.rules.deals or 10 ** 9)
        scores = ", ".join(f"{p + 1}: {v}" for p, v in enumerate(s.scores))
        head = (f"<b>{esc(title)}</b> — {esc(i18n.tr('widget.variant.deal', lang, n=deal_no, of=of))}<br>"
                f"{esc(i18n.tr('widget.variant.scores', lang, scores=scores))}<br>"
                f"{esc(i18n.tr('widget.variant.you', lang, n=self.me + 1))}")
        if s.is_over():
            res = (i18n.tr("widget.variant.draw", lang) if s.winner is None
                   else i18n.tr("widget.variant.wins", lang, n=s.winner + 1))
            status = i18n.tr("widget.variant.over", lang, result=res)
        elif self.my_turn:
            status = i18n.tr("widget.variant.turn." + s.phase, lang)
        else:
            status = ""
        # opponents
        others = [p for p in range(self.rules.players) if p != self.me]
        for i, p in enumerate(others):
            label = i18n.tr("widget.variant.cards", lang, n=p + 1, k=len(s.hand(p)))
            out = getattr(s, "sitting_out", None) == p
            if out:
                label = f"{i18n.tr('player.n', lang, n=p + 1)} {i18n.tr('widget.variant.out', lang)}"
            if self.table is not None:
                self.table.seat(i, label, [] if out else list(s.hand(p)))
        if self.table is not None:
            self.table.title.value = f"<div>{head}</div>"
            self.table.set_status(status)
        else:
            self.header.value = f"<div>{head}</div><div><b>{esc(status)}</b></div>"
        # the trick (and the trumps)
        trick = list(s.trick) if not s.is_over() else []
        trumps = getattr(s, "trumps", None)
        tr_text = f" ({esc(i18n.tr('widget.variant.trumps', lang, symbol=_SYMBOLS[trumps]))})" if trumps else ""
        pic = hand_svg(trick, 56) if trick else ""
        self.trick_html.value = f"<div>{esc(i18n.tr('widget.variant.trick', lang))}{tr_text} {pic}</div>"
        # the auction
        if self.rules.auction:
            self.panel.language = self.language
            self.panel.show(s, self.me)
            self.panel.layout.display = ""
            hint = self.current_hint
            if hint is not None and s.phase in ("auction", "trumps"):   # the coach's call, marked
                self.panel.mark(hint.move)
        else:
            self.panel.layout.display = "none"
        # the hand
        hand = list(s.hand(self.me))
        phase = s.phase if self.my_turn else ""
        mode = "multiple" if phase == "exchange" else "single"
        legal = []
        if phase == "play":
            legal = [str(c) for c in s.legal_moves()]
        hint = self.current_hint
        if hint is not None and phase in ("play", "exchange"):   # the coach's card, or its discards
            legal = [str(hint.move)] if phase == "play" else [str(c) for c in hint.move.cards]
        self.hand.mode = mode
        self.hand.set_cards(hand, selected=[], highlighted=legal)
        # buttons of the phase
        buttons = []
        if phase in ("declare", "blanche"):
            for m in s.legal_moves():
                b = ipywidgets.Button(description=str(m), layout=ipywidgets.Layout(width="auto"))
                b.add_class("ck-variant-move")
                b.on_click(lambda _b, m=m: self.play(m))
                buttons.append(b)
        replace_children(self.move_buttons, buttons)
        self.exchange_button.description = i18n.tr("widget.variant.exchange", lang)
        self.exchange_none_button.description = i18n.tr("widget.variant.exchange_none", lang)
        self.auto_button.description = i18n.tr("widget.variant.auto", lang)
        self.new_button.description = i18n.tr("widget.variant.new", lang)
        self.exchange_button.layout.display = "" if phase == "exchange" else "none"
        none_ok = phase == "exchange" and s.is_legal("exchange none")
        self.exchange_none_button.layout.display = "" if none_ok else "none"
        self.auto_button.layout.display = "" if self.my_turn else "none"
        # the score log of the deal
        log = s.log
        lines = log.lines(lang)[-10:] if log is not None else []
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        self.log_html.value = (f"<div><b>{esc(i18n.tr('widget.variant.log', lang))}</b>"
                               f"<ul style='margin:0;padding-left:1.2em'>{items}</ul></div>")
        if self.table is not None:
            self.table.folds["coach"].title = self.tr("widget.table.fold.coach")
        self._draw_coach()

    def __repr__(self) -> str:
        return f"VariantGame({self.rules!r}, seed={self.seed!r}, phase={self.phase!r})"


__all__ = ["VariantGame"]
