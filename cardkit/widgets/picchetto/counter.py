"""The play of the cards, counted aloud: :class:`TrickCounter`.

In Picchetto the players count aloud while playing: whoever leads adds one
point and says the new total ("Sedici!"), whoever wins a trick the opponent
led adds one ("Diciassette!"); the last trick is worth one more, more than
six tricks ten more ("the cards"), all twelve forty (*cappotto*), and 30
reached while playing with the opponent still at 0 is *Sessanta*.

The widget shows every trick with the words said, the counter (the last
words said, large), the current trick and both running totals.  Every word
comes from the engine's score log (:attr:`PicchettoState.log`), rendered in
the widget's language with :func:`cardkit.picchetto.said_text`.

Standalone, ``TrickCounter(seed=5)`` deals one seeded deal, lets the engine's
:class:`~cardkit.picchetto.ComputerPlayer` make both exchanges and
declarations, and then the learner plays the elder's cards (click, or
``counter.play("AS")``) against the computer.  The game widget uses it as a
display of its own state (``TrickCounter(state=..., show_hand=False)``).
"""

from __future__ import annotations

import ipywidgets

from ...picchetto.state import PicchettoState
from .._checks import need_bool, need_card_width, need_instance, need_seat
from .._checks import add_callback
from ... import i18n
from ...cards import Card
from ...errors import InvalidCardError
from ...picchetto import ITALIANO, ComputerPlayer, PicchettoRules, said_text
from ...svg import hand_svg
from ..hand import HandWidget
from .common import (PLAY_KEYS, PicchettoBox, elder_of, esc, labelled, seat_name, trick_html,
                               younger_of)

i18n.register({
    "widget.picchetto.cnt.title": {"en": "The play, counted aloud", "it": "Il gioco, contando a voce alta"},
    "widget.picchetto.cnt.before": {
        "en": "After the declarations: {e_name} {e}, {y_name} {y}.",
        "it": "Dopo le dichiarazioni: {e_name} {e}, {y_name} {y}.",
    },
    "widget.picchetto.cnt.says": {"en": "{seat}: «{words}»", "it": "{seat}: «{words}»"},
    "widget.picchetto.cnt.silent": {"en": "Nothing said yet.", "it": "Ancora niente da dire."},
    "widget.picchetto.cnt.trick": {"en": "Trick", "it": "Presa"},
    "widget.picchetto.cnt.led": {"en": "Led", "it": "Battuta"},
    "widget.picchetto.cnt.answer": {"en": "Answer", "it": "Risposta"},
    "widget.picchetto.cnt.won_by": {"en": "Won by", "it": "La prende"},
    "widget.picchetto.cnt.said": {"en": "Said aloud", "it": "Detto a voce alta"},
    "widget.picchetto.cnt.current": {"en": "Trick {n}", "it": "Presa {n}"},
    "widget.picchetto.cnt.last_trick": {"en": "Trick {n}, won by {seat}", "it": "Presa {n}, la prende {seat}"},
    "widget.picchetto.cnt.totals": {"en": "This deal: {e_name} {e} · {y_name} {y} · tricks {te} – {ty}",
                                    "it": "Questa smazzata: {e_name} {e} · {y_name} {y} · prese {te} – {ty}"},
    "widget.picchetto.cnt.your_turn": {"en": "Your turn: the cards you may play are highlighted.",
                                       "it": "Tocca a te: le carte che puoi giocare sono evidenziate."},
    "widget.picchetto.cnt.wait": {"en": "{seat} to play.", "it": "Tocca a {seat}."},
    "widget.picchetto.cnt.over": {"en": "The deal is over.", "it": "La smazzata è finita."},
    "widget.picchetto.cnt.not_play": {
        "en": "no cards are played now: the deal is at the {phase}",
        "it": "ora non si giocano carte: la smazzata è alla fase {phase}",
    },
    "widget.picchetto.cnt.not_yours": {"en": "wait: it is {seat}'s turn to play, not yours",
                                       "it": "aspetta: tocca a {seat} giocare, non a te"},
    "widget.picchetto.cnt.opponent": {"en": "{seat}: {n} cards", "it": "{seat}: {n} carte"},
    "widget.picchetto.cnt.your_hand": {"en": "Your hand", "it": "La tua mano"},
    "widget.picchetto.cnt.hand_of": {"en": "Hand of {seat}", "it": "Mano di {seat}"},
})


_COUNT_KEYS = frozenset({"picchetto.ev.lead", "picchetto.ev.win", "picchetto.ev.trick2"})


class TrickCounter(PicchettoBox):
    """The tricks of a deal with the counting aloud.

    Parameters
    ----------
    seed, rules : standalone: one deal of ``rules.single_deal()`` with this
        seed, exchanges and declarations made by the computer.
    player : the learner's seat: ``"elder"`` (default), ``"younger"``, a
        seat number, or ``None`` to play both hands by hand.
    state : instead, show (and play) an existing
        :class:`~cardkit.picchetto.PicchettoState`.
    computer : the player of the other seat (``ComputerPlayer()`` by
        default; ``None``: nobody moves automatically).
    show_hand : show the learner's clickable hand (and the opponent's).
    computer_names : call the other seat "Computer" even when ``computer``
        is ``None`` (the game widget moves it itself).
    open_hands : show the opponent's cards face up.
    card_width, language : as usual.

    Methods: :meth:`play` (``counter.play("AS")``: the text equivalent of a
    click), :meth:`words` (``[(seat, "Sedici!"), ...]``: what was said while
    playing, from the score log), :meth:`trick_rows` (the table as text),
    :meth:`counter_text`, :meth:`refresh`.  Read: :attr:`state`,
    :attr:`hand` (the HandWidget), :attr:`player`.
    """

    def __init__(self, seed=0, *, rules: PicchettoRules = ITALIANO, player="elder", state=None,
                 computer="default", show_hand: bool = True, open_hands: bool = False,
                 computer_names: bool = False, card_width: int = 60, language: str = "", **kwargs):
        owner = type(self).__name__
        need_instance(owner, "rules", rules, PicchettoRules)
        need_instance(owner, "state", state, PicchettoState, optional=True)
        if player is not None and player not in ("elder", "younger"):
            need_seat(owner, "player", player, 2)
        show_hand = need_bool(owner, "show_hand", show_hand)
        open_hands = need_bool(owner, "open_hands", open_hands)
        card_width = need_card_width(owner, card_width)
        self.seed = seed
        self.computer_names = need_bool(owner, "computer_names", computer_names)
        self.rules = rules if state is None else state.rules
        self._own_state = state is None
        self.computer = ComputerPlayer() if computer == "default" else computer
        if state is None:
            state = self.rules.single_deal().new_game(seed)
            cp = ComputerPlayer()
            while state.phase in ("blanche", "exchange", "declare"):
                state.play(cp(state))
        self.state = state
        self._player_arg = player
        self.show_hand = show_hand
        self.open_hands = open_hands or self.rules.open_hands
        self._card_width = card_width
        self.events: list[str] = []
        self._callbacks: list = []
        super().__init__(language=language, **kwargs)
        self.add_class("ck-picchetto-counter")
        self._advance()
        self.refresh()

    def __repr__(self) -> str:
        if not self._own_state:
            return f"TrickCounter(state=..., player={self._player_arg!r})"
        parts = [f"seed={self.seed!r}"]
        if self.rules != ITALIANO:
            parts.append(f"rules={self.rules!r}")
        if self._player_arg != "elder":
            parts.append(f"player={self._player_arg!r}")
        if self.open_hands and not self.rules.open_hands:
            parts.append("open_hands=True")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"TrickCounter({', '.join(parts)})"

    # ------------------------------------------------------------------
    @property
    def player(self):
        """The learner's seat (``None``: both)."""
        p = self._player_arg
        st = self.state
        if p is None:
            return None
        if p == "elder":
            return elder_of(st)
        if p == "younger":
            return younger_of(st)
        return int(p)

    @property
    def my_turn(self) -> bool:
        st = self.state
        return st.phase == "play" and (self.player is None or st.to_move == self.player)

    def play(self, card) -> bool:
        """Play ``card`` for the learner (as a click does); the computer then
        answers at once.  Returns True if the engine accepted it; otherwise
        its sentence is shown and nothing changes."""
        st = self.state
        try:
            c = Card(card)
        except InvalidCardError as exc:
            self.show_error(exc)
            return False
        if st.phase != "play":
            self.show_message(self.tr("widget.picchetto.cnt.not_play",
                                      phase=i18n.tr("picchetto.phase." + st.phase, self.language or None)), "error")
            return False
        if not self.my_turn:
            self.show_message(self.tr("widget.picchetto.cnt.not_yours",
                                      seat=seat_name(st, st.to_move, self.language or None)), "error")
            return False
        before = len(st.history)
        with self.speaking(), self.refusing():
            st.play(c)
        if len(st.history) == before:
            return False
        self.clear_message()
        for cb in list(self._callbacks):
            cb(c)
        self._advance()
        self.refresh()
        return True

    def on_play(self, callback, remove: bool = False) -> None:
        """Call ``callback(card)`` after each card the learner played here."""
        add_callback(type(self).__name__, self._callbacks, callback, remove)

    def _advance(self) -> None:
        st = self.state
        if self.computer is None or self.player is None or not self._own_state:
            return
        while st.phase == "play" and st.to_move != self.player:
            st.play(self.computer(st))

    # ------------------------------------------------------------------
    def _play_events(self):
        return [ev for ev in self.state.log.events if ev.key in PLAY_KEYS]

    def words(self, lang=None) -> list:
        """What was said while playing: ``[(seat, words), ...]`` in order,
        straight from the engine's score log."""
        lang = lang or self.language or None
        return [(ev.side, said_text(ev, lang)) for ev in self._play_events()]

    def counter_text(self, lang=None) -> str:
        """The last words said while playing, with who said them."""
        lang = lang or self.language or None
        evs = self._play_events()
        if not evs:
            return i18n.tr("widget.picchetto.cnt.silent", lang)
        ev = evs[-1]
        return i18n.tr("widget.picchetto.cnt.says", lang, seat=self._name(ev.side, lang),
                       words=said_text(ev, lang))

    def _you(self):
        return self.player if self.player is not None else None

    def _name(self, seat: int, lang=None) -> str:
        """"You (elder)", "Computer (younger, dealer)" or "Player 2 (elder)"."""
        return seat_name(self.state, seat, lang, you=self._you(), computer=self._computer_seat())

    def _computer_seat(self):
        """The computer's seat (named "Computer"), if the opponent is one."""
        if self.player is None or not (self.computer is not None or self.computer_names):
            return None
        return 1 - self.player

    def trick_rows(self, lang=None) -> list:
        """One row per trick: ``(n, led, answer, winner seat, [words said])``;
        the events after the last trick (last trick, the cards, cappotto) go
        with it."""
        lang = lang or self.language or None
        st = self.state
        by_trick: dict = {}
        n = 0
        for ev in self._play_events():
            p = dict(ev.params)
            if "trick" in p:
                n = p["trick"]
            why = "" if ev.key in _COUNT_KEYS else " " + ev.reason(lang)
            by_trick.setdefault(n, []).append(f"{self._name(ev.side, lang)}: "
                                              f"+{ev.points}{why} «{said_text(ev, lang)}»")
        rows = []
        for i, (leader, a, b, w) in enumerate(st.tricks, 1):
            rows.append((i, a, b, w, by_trick.get(i, [])))
        if st.trick:
            i = len(st.tricks) + 1
            rows.append((i, st.trick[0], None, None, by_trick.get(i, [])))
        return rows

    def before_play(self) -> tuple:
        """(elder, younger) points scored before the first card."""
        st = self.state
        pts = [0, 0]
        for ev in st.log.events:
            if ev.key not in PLAY_KEYS:
                pts[ev.side] += ev.points
        return pts[elder_of(st)], pts[younger_of(st)]

    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.hand,)

    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self._before = ipywidgets.HTML()
        self._counter = ipywidgets.HTML()
        self._table = ipywidgets.HTML()
        self._opponent = ipywidgets.HTML()
        self._status = ipywidgets.HTML()
        self.hand = HandWidget((), mode="single", card_width=self._card_width, language=self.language)
        self.hand.on_select(self._selected)
        self._list = ipywidgets.HTML()
        self._totals = ipywidgets.HTML()
        self.children = (self._title, self._before, self._counter, self._table, self._opponent,
                         self._status, self.hand, self._message_html, self._totals, self._list)

    def _selected(self, selection) -> None:
        if len(selection) != 1:
            return
        card = selection[0]
        self.hand.clear()
        self.play(card)

    def _redraw(self) -> None:
        st = self.state
        lang = self.language or None
        e, y = elder_of(st), younger_of(st)
        ename = self._name(e, lang)
        yname = self._name(y, lang)
        self._title.value = f"<b>{esc(self.tr('widget.picchetto.cnt.title'))}</b>"
        be, by = self.before_play()
        self._before.value = esc(self.tr("widget.picchetto.cnt.before", e_name=ename, e=be, y_name=yname, y=by))
        self._counter.value = (f"<div style='font-size:1.5em;font-weight:bold;color:#8a5a00;margin:4px 0'>"
                               f"{esc(self.counter_text(lang))}</div>")
        # the trick on the table (or the last one)
        if st.trick:
            leader = st.view(e).trick[0][0]
            cap = self.tr("widget.picchetto.cnt.current", n=len(st.tricks) + 1)
            self._table.value = trick_html([(self._name(leader, lang), st.trick[0]),
                                            (self._name(1 - leader, lang), None)], 56, cap)
        elif st.tricks:
            leader, a, b, w = st.tricks[-1]
            cap = self.tr("widget.picchetto.cnt.last_trick", n=len(st.tricks),
                          seat=self._name(w, lang))
            self._table.value = trick_html([(self._name(leader, lang), a),
                                            (self._name(1 - leader, lang), b)], 56, cap)
        else:
            self._table.value = ""
        # hands
        show = self.show_hand and st.phase == "play" or (self.show_hand and self.open_hands)
        me = self.player
        if self.show_hand and me is not None:
            opp = 1 - me
            n = len(st.hand(opp))
            label = self.tr("widget.picchetto.cnt.opponent", seat=self._name(opp, lang), n=n)
            pic = hand_svg(st.hand(opp), 40, face_down=not self.open_hands) if n else ""
            self._opponent.value = labelled(label, pic) if n else ""
        else:
            self._opponent.value = ""
        hand_seat = me if me is not None else (st.to_move if st.phase == "play" else e)
        if show and hand_seat is not None and hand_seat >= 0:
            legal = [str(c) for c in st.legal_moves()] if self.my_turn and st.to_move == hand_seat else []
            self.hand.set_cards([str(c) for c in st.hand(hand_seat)], selected=[], highlighted=legal)
            self.hand.mode = "single" if legal else "none"
            self.hand.label = (self.tr("widget.picchetto.cnt.your_hand") if me is not None else
                               self.tr("widget.picchetto.cnt.hand_of", seat=seat_name(st, hand_seat, lang)))
            self.hand.layout.display = ""
        else:
            self.hand.layout.display = "none"
        if st.phase == "play":
            status = (self.tr("widget.picchetto.cnt.your_turn") if self.my_turn else
                      self.tr("widget.picchetto.cnt.wait", seat=self._name(st.to_move, lang)))
        elif st.tricks:
            status = self.tr("widget.picchetto.cnt.over")
        else:
            status = ""
        self._status.value = f"<b>{esc(status)}</b>" if status and self.show_hand else ""
        te, ty = st.tricks_won[e], st.tricks_won[y]
        self._totals.value = esc(self.tr("widget.picchetto.cnt.totals", e_name=ename, e=st.log.totals[e],
                                         y_name=yname, y=st.log.totals[y], te=te, ty=ty))
        head = "".join(f"<th style='text-align:left;padding:2px 8px'>{esc(self.tr('widget.picchetto.cnt.' + k))}</th>"
                       for k in ("trick", "led", "answer", "won_by", "said"))
        body = []
        for n, a, b, w, said in self.trick_rows(lang):
            body.append("<tr>" + "".join(
                f"<td style='padding:2px 8px;border-top:1px solid #ddd;vertical-align:top'>{x}</td>" for x in (
                    n, esc(a), esc(b or "…"), esc(self._name(w, lang)) if w is not None else "",
                    "<br>".join(esc(s) for s in said))) + "</tr>")
        self._list.value = (f"<table style='border-collapse:collapse;font-size:13px'><thead><tr>{head}</tr></thead>"
                            f"<tbody>{''.join(body)}</tbody></table>") if body else ""
