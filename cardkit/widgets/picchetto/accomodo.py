"""The exchange (*accomodo*) of Picchetto: :class:`AccomodoWidget`.

The learner holds the 12 cards of a seeded deal, as the elder (*di mano*) or
the younger (the dealer), clicks the cards to discard and presses
*Exchange*.  The engine checks the limits of the rules in use (elder 1 to 5;
younger 1 to what is left; "at least two" as a variant) and refuses with its
own sentence, changing nothing.  After the exchange the widget shows what
came from the talon, in order (top first), and the cards of your share of
the talon you did not take, which you may look at.  A hand dealt without
K, Q or J is a *mano bianca*: it is announced ("Scarta per mano bianca!")
before the exchange, with the button or :meth:`AccomodoWidget.announce`.

>>> w = AccomodoWidget(seed=3)              # the elder's exchange
>>> w.discard("7S 8S")                       # text equivalent of clicks + button
"""

from __future__ import annotations

import ipywidgets

from ...picchetto.state import PicchettoState
from .._checks import need_card_width, need_choice, need_instance, need_seat
from .._checks import add_callback
from ... import i18n
from ...cards import to_cards
from ...errors import CardkitError
from ...picchetto import ITALIANO, Blanche, ComputerPlayer, Exchange, PicchettoRules
from ...svg import table_svg
from ..hand import HandWidget
from .common import PicchettoBox, esc, notation, role_of, seat_name

i18n.register({
    "widget.picchetto.acc.title": {"en": "The exchange (accomodo) — you are {role}",
                                   "it": "L'accomodo — sei {role}"},
    "widget.picchetto.acc.elder_rule": {
        "en": "The elder exchanges {lo} to {hi} cards, taking them from the top of the talon.",
        "it": "Il giocatore di mano cambia da {lo} a {hi} carte, prendendole dalla cima del tallone.",
    },
    "widget.picchetto.acc.younger_rule": {
        "en": "The younger exchanges {lo} to {hi} cards: the talon cards still on the table, from the top.",
        "it": "Il mazziere cambia da {lo} a {hi} carte: quelle rimaste nel tallone, dalla cima.",
    },
    "widget.picchetto.acc.elder_did": {"en": "The elder (computer) exchanged {n} card(s).",
                                       "it": "Il giocatore di mano (computer) ha fatto l'accomodo (carte cambiate: {n})."},
    "widget.picchetto.acc.pick": {"en": "Click the cards to discard, then press «Exchange».",
                                  "it": "Clicca le carte da scartare, poi premi «Cambia»."},
    "widget.picchetto.acc.chosen": {"en": "{n} card(s) chosen to discard.",
                                    "it": "Carte scelte da scartare: {n}."},
    "widget.picchetto.acc.button": {"en": "Exchange", "it": "Cambia"},
    "widget.picchetto.acc.blanche_button": {"en": "Announce: mano bianca!",
                                            "it": "Annuncia: scarta per mano bianca!"},
    "widget.picchetto.acc.blanche_due": {
        "en": "Your 12 cards have no K, Q or J: a mano bianca. Show it and announce it first (+10).",
        "it": "Le tue 12 carte non hanno figure: è una mano bianca. Mostrala e annunciala prima (+10).",
    },
    "widget.picchetto.acc.blanche_done": {"en": "Mano bianca announced: +10.",
                                          "it": "Mano bianca annunciata: +10."},
    "widget.picchetto.acc.blanche_quiet": {"en": "Mano bianca kept quiet.", "it": "Mano bianca taciuta."},
    "widget.picchetto.acc.quiet_button": {"en": "Keep it quiet", "it": "Non annunciare"},
    "widget.picchetto.acc.opp_blanche": {
        "en": "{seat} announced a mano bianca and showed it: {cards}.",
        "it": "{seat} ha annunciato la mano bianca e l'ha mostrata: {cards}.",
    },
    "widget.picchetto.acc.hand": {"en": "Your 12 cards", "it": "Le tue 12 carte"},
    "widget.picchetto.acc.hand_after": {"en": "Your hand after the exchange",
                                        "it": "La tua mano dopo l'accomodo"},
    "widget.picchetto.acc.talon": {"en": "Talon", "it": "Tallone"},
    "widget.picchetto.acc.talon_elder": {"en": "Talon: the elder's 5", "it": "Tallone: le 5 del giocatore di mano"},
    "widget.picchetto.acc.talon_younger": {"en": "the younger's 3", "it": "le 3 del mazziere"},
    "widget.picchetto.acc.discarded": {"en": "Discarded", "it": "Scartate"},
    "widget.picchetto.acc.drawn": {"en": "Taken (top first)", "it": "Prese (dalla cima)"},
    "widget.picchetto.acc.seen": {"en": "Left, seen by you", "it": "Lasciate, viste da te"},
    "widget.picchetto.acc.done": {
        "en": "You discarded {discarded} and took {drawn} from the talon, in this order.",
        "it": "Hai scartato {discarded} e preso dal tallone {drawn}, in quest'ordine.",
    },
    "widget.picchetto.acc.seen_line": {
        "en": "You may look at the cards of your share you left: {cards}.",
        "it": "Puoi guardare le carte della tua parte che hai lasciato: {cards}.",
    },
    "widget.picchetto.acc.not_now": {
        "en": "the exchange is over: this widget has nothing more to do",
        "it": "l'accomodo è finito: questo widget non ha altro da fare",
    },
    "widget.picchetto.acc.not_yours": {
        "en": "wait: it is {seat}'s turn, not yours",
        "it": "aspetta: tocca a {seat}, non a te",
    },
})


class AccomodoWidget(PicchettoBox):
    """The exchange of one seeded deal, seen by the elder or the younger.

    Parameters
    ----------
    seed : the deal (``rules.single_deal()`` with this seed).
    role : ``"elder"`` (default) or ``"younger"``: which player the learner
        is.  As the younger, the elder's exchange is made first by the
        engine's :class:`~cardkit.picchetto.ComputerPlayer`.
    rules : the rules (a preset such as ``ITALIANO`` or ``RUBICON``, or a
        variant such as ``ITALIANO.replace(elder_min_exchange=2,
        younger_min_exchange=2)``).
    state, player : instead of ``seed``/``role``, act on an existing
        :class:`~cardkit.picchetto.PicchettoState` for seat ``player`` (the
        game widget does this).  Nothing else is then played automatically.
    card_width, language : as usual.

    Methods: :meth:`discard` (``w.discard("7S 8S")``: the text equivalent of
    clicking the cards and pressing *Exchange*), :meth:`announce` (the mano
    bianca), :meth:`choose` (set the chosen cards only), :meth:`on_exchange`.
    Read: :attr:`state`, :attr:`player`, :attr:`role`, :attr:`limits`,
    :attr:`hand` (the HandWidget), :attr:`button`, :attr:`blanche_button`,
    :attr:`drawn`, :attr:`talon_seen`, :attr:`discarded`, :attr:`done`.
    """

    def __init__(self, seed=0, role: str = "elder", *, rules: PicchettoRules = ITALIANO,
                 state=None, player: int | None = None, card_width: int = 62,
                 language: str = "", **kwargs):
        owner = type(self).__name__
        need_choice(owner, "role", role, ("elder", "younger"))
        need_instance(owner, "rules", rules, PicchettoRules)
        need_instance(owner, "state", state, PicchettoState, optional=True)
        if player is not None:
            need_seat(owner, "player", player, 2)
        card_width = need_card_width(owner, card_width)
        self.seed = seed
        self.rules = rules
        self._own_state = state is None
        if state is None:
            state = rules.single_deal().new_game(seed)
            player = state.elder if role == "elder" else state.younger
            if role == "younger":
                cp = ComputerPlayer()
                while state.to_move is not None and state.to_move != player and \
                        state.phase in ("blanche", "exchange"):
                    state.play(cp(state))
        self.state = state
        self.player = state.elder if player is None else player
        self._card_width = card_width
        self._callbacks: list = []
        self.events: list[str] = []
        self.discarded: list = []
        self.drawn: list = []
        self.talon_seen: list = []
        self._done = False
        super().__init__(language=language, **kwargs)
        self.add_class("ck-picchetto-accomodo")

    # ------------------------------------------------------------------
    def __repr__(self) -> str:
        if not self._own_state:
            return f"AccomodoWidget(state=..., player={self.player})"
        parts = [f"seed={self.seed!r}"]
        if self.role != "elder":
            parts.append(f"role={self.role!r}")
        if self.rules != ITALIANO:
            parts.append(f"rules={self.rules!r}")
        if self.language:
            parts.append(f"language={self.language!r}")
        if self.done:
            parts.append(f"discarded={notation(self.discarded) or 'none'!r}")
        return f"AccomodoWidget({', '.join(parts)})"

    @property
    def role(self) -> str:
        return role_of(self.state, self.player)

    @property
    def my_turn(self) -> bool:
        st = self.state
        return st.phase in ("blanche", "exchange") and st.to_move == self.player

    @property
    def limits(self) -> tuple:
        """``(fewest, most)`` cards you may exchange now (the engine's)."""
        return self.state.exchange_limits() if self.my_turn and self.state.phase == "exchange" else (0, 0)

    @property
    def done(self) -> bool:
        """True once this widget's exchange was accepted."""
        return self._done

    @property
    def announced(self) -> bool:
        """True when this player announced a mano bianca in this deal."""
        return any(ev.key == "picchetto.ev.blanche" and ev.side == self.player
                   for ev in self.state.log.events)

    @property
    def must_announce(self) -> bool:
        return self.my_turn and self.state.phase == "blanche"

    # ------------------------------------------------------------------
    def choose(self, cards) -> None:
        """Choose the cards to discard (as clicking them does)."""
        self.hand.select(*to_cards(cards)) if cards else self.hand.clear()

    def announce(self, yes: bool = True) -> bool:
        """Announce the mano bianca (the button): +10, shown to the opponent.
        ``announce(False)`` keeps it quiet, where the rules allow it (Rubicon
        Piquet); the Italian rules refuse with the engine's sentence."""
        st = self.state
        if not self._check_turn():
            return False
        before = len(st.history)
        with self.speaking(), self.refusing():
            st.play(Blanche(bool(yes)))
        if len(st.history) == before:
            return False
        self.clear_message()
        self._say_line(self.tr("widget.picchetto.acc.blanche_done" if yes else "widget.picchetto.acc.blanche_quiet"))
        self.refresh()
        return True

    def discard(self, cards=None) -> bool:
        """Exchange ``cards`` (notation; ``None``: the cards chosen in the
        hand).  Returns True if the engine accepted; otherwise its sentence
        is shown and nothing changes."""
        st = self.state
        if cards is None:
            cards = list(self.hand.selected)
        try:
            chosen = to_cards(cards)
        except CardkitError as exc:
            self.show_error(exc)
            return False
        if not self._check_turn():
            return False
        old_hand = set(st.hand(self.player))
        talon_before = list(st.talon)
        before = len(st.history)
        with self.speaking(), self.refusing():
            st.play(Exchange(chosen))
        if len(st.history) == before:
            return False
        self._done = True
        self._record(chosen, old_hand, talon_before)
        self.clear_message()
        self.refresh()
        for cb in list(self._callbacks):
            cb(Exchange(chosen))
        return True

    def _record(self, chosen, old_hand, talon_before) -> None:
        st = self.state
        new = set(st.hand(self.player))
        pos = {c: i for i, c in enumerate(talon_before)}
        self.discarded = sorted(chosen)
        self.drawn = sorted((c for c in new - old_hand), key=lambda c: pos.get(c, 99))
        seen = st.view(self.player).talon_seen
        self.talon_seen = sorted(seen, key=lambda c: pos.get(c, 99))
        with self.speaking():
            self._say_line(self.tr("widget.picchetto.acc.done", discarded=notation(self.discarded),
                                   drawn=notation(self.drawn)))
            if self.talon_seen:
                self._say_line(self.tr("widget.picchetto.acc.seen_line", cards=notation(self.talon_seen)))

    def _check_turn(self) -> bool:
        st = self.state
        if self.my_turn:
            return True
        if st.phase in ("blanche", "exchange"):
            self.show_message(self.tr("widget.picchetto.acc.not_yours",
                                      seat=seat_name(st, st.to_move, self.language or None)), "error")
        else:
            self.show_message(self.tr("widget.picchetto.acc.not_now"), "error")
        return False

    def on_exchange(self, callback, remove: bool = False) -> None:
        """Call ``callback(exchange)`` after the engine accepted the exchange."""
        add_callback(type(self).__name__, self._callbacks, callback, remove)

    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.hand,)

    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self._info = ipywidgets.HTML()
        self._talon = ipywidgets.HTML()
        self.hand = HandWidget((), mode="multiple", card_width=self._card_width, language=self.language)
        self.hand.on_select(lambda sel: self.refresh())
        self.button = ipywidgets.Button(button_style="primary", layout=ipywidgets.Layout(width="auto"))
        self.button.on_click(lambda _b: self.discard())
        self.blanche_button = ipywidgets.Button(button_style="warning", layout=ipywidgets.Layout(width="auto"))
        self.blanche_button.on_click(lambda _b: self.announce())
        self.quiet_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.quiet_button.on_click(lambda _b: self.announce(False))
        self._result = ipywidgets.HTML()
        self.children = (self._title, self._info, ipywidgets.HBox([self.blanche_button, self.quiet_button]),
                         self.hand,
                         ipywidgets.HBox([self.button]), self._message_html, self._talon, self._result)

    def _redraw(self) -> None:
        st = self.state
        lang = self.language or None
        role_word = self.tr("widget.picchetto.role." + self.role)
        self._title.value = f"<b>{esc(self.tr('widget.picchetto.acc.title', role=role_word))}</b>"
        info = []
        opp = 1 - self.player
        if any(ev.key == "picchetto.ev.blanche" and ev.side == opp for ev in st.log.events):
            info.append(self.tr("widget.picchetto.acc.opp_blanche", seat=seat_name(st, opp, lang),
                                cards=notation(st.dealt_hand(opp))))
        if self.role == "younger" and st.discards(st.elder):
            info.append(self.tr("widget.picchetto.acc.elder_did", n=len(st.discards(st.elder))))
        if self.must_announce:
            info.append(self.tr("widget.picchetto.acc.blanche_due"))
        elif self.my_turn:
            lo, hi = self.limits
            key = "widget.picchetto.acc.elder_rule" if self.role == "elder" else "widget.picchetto.acc.younger_rule"
            info.append(self.tr(key, lo=lo, hi=hi))
            info.append(self.tr("widget.picchetto.acc.pick"))
            if self.hand.selected:
                info.append(self.tr("widget.picchetto.acc.chosen", n=len(self.hand.selected)))
        if self.announced:
            info.append(self.tr("widget.picchetto.acc.blanche_done"))
        self._info.value = "<br>".join(esc(x) for x in info)
        acting = self.my_turn and st.phase == "exchange"
        cards = [str(c) for c in st.hand(self.player)]
        sel = [c for c in self.hand.selected if c in cards] if acting else []
        self.hand.mode = "multiple" if acting else "none"
        self.hand.set_cards(cards, selected=sel)
        self.hand.label = self.tr("widget.picchetto.acc.hand_after" if self.discarded
                                  else "widget.picchetto.acc.hand")
        self.button.description = self.tr("widget.picchetto.acc.button")
        self.button.disabled = not acting
        self.button.layout.display = "" if acting else "none"
        self.blanche_button.description = self.tr("widget.picchetto.acc.blanche_button")
        self.blanche_button.layout.display = "" if self.must_announce else "none"
        self.quiet_button.description = self.tr("widget.picchetto.acc.quiet_button")
        self.quiet_button.layout.display = ("" if self.must_announce and not self.state.rules.blanche_compulsory
                                            else "none")
        # the talon (face down) before, what moved after
        piles = []
        left = len(st.talon) if st.phase in ("blanche", "exchange") else 0
        if left == 8 and not self.discarded:
            piles.append((self.tr("widget.picchetto.acc.talon_elder"), 5, "back"))
            piles.append((self.tr("widget.picchetto.acc.talon_younger"), 3, "back"))
        elif left and not self.discarded:
            piles.append((self.tr("widget.picchetto.acc.talon"), left, "back"))
        if self.discarded:
            piles.append((self.tr("widget.picchetto.acc.discarded"), self.discarded, "up"))
            piles.append((self.tr("widget.picchetto.acc.drawn"), self.drawn, "up"))
            if self.talon_seen:
                piles.append((self.tr("widget.picchetto.acc.seen"), self.talon_seen, "up"))
        self._talon.value = table_svg(piles, 56, deck="french") if piles else ""
        self._result.value = "<br>".join(esc(x) for x in self.events)
