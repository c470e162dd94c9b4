"""A whole match of Scopa against the computer: :class:`ScopaGame`.

The learner is player 1 (player number 0 for the engine).  With two
players the opponent is a :class:`~cardkit.scopa.RuleBasedPlayer`; with four
the learner plays in a pair with a computer partner (player 3) against two
computer opponents (players 2 and 4).  The match is seeded
(``ScopaGame(seed=7)`` always deals the same cards) and played to the
traditional target (11 for two players, 21 in pairs or with the napola)
unless ``target`` is given.

Everything happens synchronously: after each of the learner's moves the
computers play at once until it is the learner's turn again (no timers, no
threads).  At the end of a hand the breakdown (carte, denari, settebello,
primiera, scope, napola) is shown and the game waits for *Next hand*
(:meth:`ScopaGame.next_hand`); at the end of the match the result is shown.

Text equivalents of every click: :meth:`ScopaGame.play` (``game.play("7d")``
is a click on the 7 of coins; ``game.play("Rc:2d+Fs")`` names the capture
too), :meth:`ScopaGame.choose` (a capture button), :meth:`ScopaGame.cancel`,
:meth:`ScopaGame.next_hand`.  ``game.state`` is the engine's
:class:`~cardkit.scopa.ScopaState`.
"""

from __future__ import annotations

import ipywidgets

from ...errors import InvalidInputError
from ...scopa import HandRecord
from .._checks import need_bool, need_callable, need_card_width, need_instance, need_seat
from ... import i18n
from ...cards import Card
from ...errors import CardkitError
from ...scopa import Move, RuleBasedPlayer, ScopaRules, ScopaState
from ...svg import hand_svg, table_svg
from ..base import close_widgets, replace_children
from ..coach_panel import CoachMixin
from ..hand import HandWidget
from ..table import CardTable
from .common import ScopaBox, block, card_words, esc, player_name, side_name

i18n.register({
    "widget.scopa.game.header": {
        "en": "Scopa, {players} players, to {target} points{napola}",
        "it": "Scopa, {players} giocatori, ai {target} punti{napola}",
    },
    "widget.scopa.game.with_napola": {"en": ", with the napola", "it": ", con la napola"},
    "widget.scopa.game.score": {"en": "Score: {scores}", "it": "Punteggio: {scores}"},
    "widget.scopa.game.hand_info": {
        "en": "Hand {hand}, round {round} of {rounds}; dealer: {dealer}; cards still to deal: {stock}.",
        "it": "Mano {hand}, giro {round} di {rounds}; mazziere: {dealer}; carte ancora da dare: {stock}.",
    },
    "widget.scopa.game.your_turn": {
        "en": "Your turn: click a card of your hand.",
        "it": "Tocca a te: clicca una carta della tua mano.",
    },
    "widget.scopa.game.choose": {
        "en": "{card} can take in {n} ways: choose the capture (or click another card).",
        "it": "{card} può prendere in {n} modi: scegli la presa (oppure clicca un'altra carta).",
    },
    "widget.scopa.game.hand_over": {
        "en": "Hand {n} is over: look at the points, then press «Next hand».",
        "it": "La mano {n} è finita: guarda i punti, poi premi «Prossima mano».",
    },
    "widget.scopa.game.won": {
        "en": "Match over: {side} win {a} to {b}!",
        "it": "Partita finita: vince {side}, {a} a {b}!",
    },
    "widget.scopa.game.won_you": {
        "en": "Match over: you win {a} to {b}!",
        "it": "Partita finita: hai vinto {a} a {b}!",
    },
    "widget.scopa.game.won_pair": {
        "en": "Match over: you and your partner win {a} to {b}!",
        "it": "Partita finita: tu e il tuo compagno vincete {a} a {b}!",
    },
    "widget.scopa.game.lost": {
        "en": "Match over: {side} wins {a} to {b}.",
        "it": "Partita finita: vince {side}, {a} a {b}.",
    },
    "widget.scopa.game.lost_pair": {
        "en": "Match over: your opponents win {a} to {b}.",
        "it": "Partita finita: vincono i vostri avversari, {a} a {b}.",
    },
    "widget.scopa.game.next": {"en": "Next hand", "it": "Prossima mano"},
    "widget.scopa.game.cancel": {"en": "Cancel", "it": "Annulla"},
    "widget.scopa.game.take": {"en": "{n}. take {cards}", "it": "{n}. prendi {cards}"},
    "widget.scopa.game.take_scopa": {"en": "{n}. take {cards} (scopa!)", "it": "{n}. prendi {cards} (scopa!)"},
    "widget.scopa.game.table_n": {"en": "Table ({n})", "it": "Tavolo ({n})"},
    "widget.scopa.game.stock_n": {"en": "Deck ({n})", "it": "Mazzo ({n})"},
    "widget.scopa.game.taken_n": {"en": "{side}: {n} taken", "it": "{side}, carte prese: {n}"},
    "widget.scopa.game.scope_n": {"en": "scope made: {marks} ({n})", "it": "scope fatte: {marks} ({n})"},
    "widget.scopa.game.your_hand": {"en": "Your hand", "it": "La tua mano"},
    "widget.scopa.game.cards_n": {"en": "{name}: {n} in hand", "it": "{name}: {n} in mano"},
    "widget.scopa.game.not_your_turn": {
        "en": "it is not your turn: {who} is to play",
        "it": "non tocca a te: deve giocare {who}",
    },
    "widget.scopa.game.between": {
        "en": "the hand is over: press «Next hand» (game.next_hand()) to deal the next one",
        "it": "la mano è finita: premi «Prossima mano» (game.next_hand()) per distribuire la prossima",
    },
    "widget.scopa.game.not_yet": {
        "en": "the hand is still being played: finish it first",
        "it": "la mano è ancora in corso: prima finiscila",
    },
    "widget.scopa.game.is_over": {
        "en": "the match is over: start a new one with ScopaGame(seed=...)",
        "it": "la partita è finita: iniziane una nuova con ScopaGame(seed=...)",
    },
    "widget.scopa.game.no_choice": {
        "en": "there is no capture to choose now: click a card of your hand first",
        "it": "ora non c'è una presa da scegliere: prima clicca una carta della tua mano",
    },
    "widget.scopa.game.bad_choice": {
        "en": "choose one of the {n} captures shown (0 to {last}), not {choice!r}",
        "it": "scegli una delle {n} prese mostrate (da 0 a {last}), non {choice!r}",
    },
    "widget.scopa.game.bad_players": {
        "en": "ScopaGame is for 2 players (you against the computer) or 4 (in pairs), not {players}",
        "it": "ScopaGame è per 2 giocatori (tu contro il computer) o 4 (a coppie), non {players}",
    },
    "widget.scopa.game.new_hand": {
        "en": "Hand {n}: {dealer} deals; on the table: {table}.",
        "it": "Mano {n}: distribuisce {dealer}; sul tavolo: {table}.",
    },
    "widget.scopa.game.redeal": {
        "en": "Three or more kings on the table: the cards are dealt again.",
        "it": "Tre o più re sul tavolo: si ridistribuiscono le carte.",
    },
    "widget.scopa.game.leftovers": {
        "en": "The cards left on the table ({cards}) go to {side}, who took last.",
        "it": "Le carte rimaste sul tavolo ({cards}) vanno a chi ha preso per ultimo: {side}.",
    },
    "widget.scopa.game.hand_points": {
        "en": "Hand {n}: {side} scores {total} ({detail}).",
        "it": "Mano {n} — {side}: punti {total} ({detail}).",
    },
    "widget.scopa.game.hand_nothing": {
        "en": "Hand {n}: {side} scores nothing.",
        "it": "Mano {n} — {side}: nessun punto.",
    },
    "widget.scopa.game.recent": {"en": "Last moves", "it": "Ultime mosse"},
    "widget.scopa.game.log_title": {"en": "What happened", "it": "Cronaca"},
    # the end-of-hand breakdown
    "widget.scopa.game.breakdown": {"en": "Points of hand {n}", "it": "Punti della mano {n}"},
    "widget.scopa.game.row.carte": {"en": "Carte (most cards)", "it": "Carte (più carte)"},
    "widget.scopa.game.row.denari": {"en": "Denari (most coins)", "it": "Denari (più denari)"},
    "widget.scopa.game.row.settebello": {"en": "Settebello (7 of coins)", "it": "Settebello (7 di denari)"},
    "widget.scopa.game.row.primiera": {"en": "Primiera (best cards)", "it": "Primiera (carte migliori)"},
    "widget.scopa.game.row.scope": {"en": "Scope (table swept)", "it": "Scope (tavolo spazzato)"},
    "widget.scopa.game.row.napola": {"en": "Napola (coins in sequence)", "it": "Napola (denari in scala)"},
    "widget.scopa.game.row.total": {"en": "Points this hand", "it": "Punti della mano"},
    "widget.scopa.game.row.match": {"en": "Match score", "it": "Punteggio della partita"},
    "widget.scopa.game.no_primiera": {"en": "none", "it": "nessuna"},
    "widget.scopa.game.yes": {"en": "taken", "it": "preso"},
    "widget.scopa.game.no": {"en": "not taken", "it": "non preso"},
})

_CATEGORIES = ("carte", "denari", "settebello", "primiera", "scope", "napola")


class ScopaGame(CoachMixin, ScopaBox):
    """A full Scopa match: the learner against the computer (2 players) or
    with a computer partner against two computers (4 players).

    Parameters
    ----------
    players : 2 or 4.
    seed : every deal comes from it (the same seed, the same match).
    napola : score the napola (then the target is 21 by default).
    target : points to win (default: 11 for two players, 21 in pairs or
        with the napola).
    rules : a :class:`~cardkit.scopa.ScopaRules` instead of the three above.
    deal : optional first deal (the 40 cards in dealing order, e.g. from
        :func:`cardkit.scopa.deal_order`) to start from a chosen position;
        the later hands come from ``seed`` as usual.
    computers : optional ``{player: computer}`` replacing the
        :class:`~cardkit.scopa.RuleBasedPlayer` of some seats (anything with
        ``choose(state)``).
    level : how well the other computers play: ``"easy"`` (default, the
        :class:`~cardkit.scopa.RuleBasedPlayer`), ``"medium"`` or
        ``"strong"`` (:class:`~cardkit.scopa.SearchPlayer`); the *Computer*
        drop-down changes it during the match.
    card_width, language : as usual.

    Layout: a :class:`~cardkit.widgets.table.CardTable` (:attr:`table`):
    the other players' hands face down at the top, the table, the deck and
    the taken piles in the middle, your hand and the capture choice at the
    bottom, with Hint and *Next hand*; score, status, the last moves and the
    log beside them; the coach folded away until asked for.

    Parts (all public): :attr:`state`, :attr:`table`, :attr:`hand` (the clickable
    :class:`~cardkit.widgets.HandWidget`), :attr:`choice_box` (the capture
    buttons, :attr:`choice_buttons`), :attr:`next_button`,
    :attr:`table_view`, :attr:`opponents_view` (the table's row of
    opponent seats), :attr:`breakdown`,
    :attr:`events` (every line of the chronicle, also written to
    :attr:`message_log`, an ``Output``); the coach's :attr:`level_control`,
    :attr:`hint_button`, :attr:`review_button`, :attr:`hint_view` and
    :attr:`review_view` (see :mod:`~cardkit.widgets.coach_panel`).

    Methods: :meth:`play`, :meth:`choose`, :meth:`cancel`,
    :meth:`next_hand`, :meth:`status`, :meth:`replay_viewer`, :meth:`hint`
    (the coach's card and capture, highlighted, not played), :meth:`review`
    (after a hand); properties :attr:`level`, :attr:`current_hint`, :attr:`over`,
    :attr:`winner`, :attr:`scores`, :attr:`my_turn`, :attr:`between_hands`,
    :attr:`options` (the captures offered for the clicked card).
    """

    player = 0
    easy_computer = RuleBasedPlayer
    engine = "scopa"

    def __init__(self, players: int = 2, seed=0, *, napola: bool = False, target=None,
                 rules: ScopaRules | None = None, deal=None, computers: dict | None = None,
                 level: str = "easy", card_width: int = 64, language: str = "", **kwargs):
        owner = type(self).__name__
        need_instance(owner, "rules", rules, ScopaRules, optional=True)
        if rules is None:
            if players not in (2, 4) or isinstance(players, bool):
                raise InvalidInputError("widget.scopa.game.bad_players", players=players)
            rules = ScopaRules(players=players, target=target, napola=napola)
        elif rules.players not in (2, 4):
            raise InvalidInputError("widget.scopa.game.bad_players", players=rules.players)
        if computers is not None and not isinstance(computers, dict):
            raise InvalidInputError("widget.arg.players", owner=owner, value=computers)
        given = {need_seat(owner, "computers", p, rules.players): c for p, c in (computers or {}).items()}
        given.pop(0, None)
        card_width = need_card_width(owner, card_width)
        self.rules = rules
        self.seed = seed
        self._init_coach(level)
        self._own_seats = tuple(p for p in range(1, rules.players) if p not in given)
        self.computers = {p: self._make_computer(level, p) for p in self._own_seats}
        self.computers.update(given)
        self._card_width = card_width
        self.events: list[str] = []
        self.recent: list[str] = []
        self._pending: list[Move] = []
        self.state = ScopaState(rules, seed, auto_deal=False)
        self._given_deal = None
        if deal is not None:
            self.state.deal(deal)          # checked by the engine (the whole deck, once each)
            self._given_deal = self.state.history[0][5:]
        super().__init__(language=language, **kwargs)
        self.add_class("ck-scopa-game")
        self._deal()
        self._advance()
        self.refresh()

    def __repr__(self) -> str:
        r = self.rules
        parts = [f"players={r.players}", f"seed={self.seed!r}"]
        if r.napola:
            parts.append("napola=True")
        default = ScopaRules(players=r.players, napola=r.napola).target
        if r.target != default:
            parts.append(f"target={r.target}")
        if self._given_deal is not None:
            parts.append(f"deal={self._given_deal!r}")
        if self.level != "easy":
            parts.append(f"level={self.level!r}")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"ScopaGame({', '.join(parts)})"

    # ------------------------------------------------------------------
    # reading
    # ------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.is_over()

    @property
    def winner(self):
        """The winning side (0 = you, or you and your partner), None while playing."""
        return self.state.winner()

    @property
    def scores(self) -> tuple:
        """Match scores, one per side (side 0 is yours)."""
        return self.state.scores

    @property
    def between_hands(self) -> bool:
        """True after a hand has ended, until :meth:`next_hand`."""
        return self.state.is_chance_node() and not self.over

    @property
    def my_turn(self) -> bool:
        st = self.state
        return not st.is_chance_node() and not st.is_over() and st.current_player() == self.player

    @property
    def options(self) -> list[Move]:
        """The captures offered for the card just clicked (empty when no
        choice is pending); :meth:`choose` takes an index into this list."""
        return list(self._pending)

    def status(self) -> str:
        """What the learner should do now, in words."""
        with self.speaking():
            return self._status_text()

    def _status_text(self) -> str:
        st = self.state
        t = self.tr
        lang = self.language or None
        if st.is_over():
            w = st.winner()
            a, b = st.scores[w], st.scores[1 - w]
            if w == 0:
                return t("widget.scopa.game.won_pair" if self.rules.players == 4 else
                         "widget.scopa.game.won_you", a=a, b=b)
            if self.rules.players == 4:
                return t("widget.scopa.game.lost_pair", a=a, b=b)
            return t("widget.scopa.game.lost", side=side_name(w, 2, lang), a=a, b=b)
        if st.is_chance_node():
            return t("widget.scopa.game.hand_over", n=st.hands_played)
        if self._pending:
            return t("widget.scopa.game.choose", card=str(self._pending[0].card), n=len(self._pending))
        if self.my_turn:
            return t("widget.scopa.game.your_turn")
        return ""

    # ------------------------------------------------------------------
    # acting (text equivalents)
    # ------------------------------------------------------------------
    def play(self, move) -> bool:
        """Play as the learner.

        ``game.play("7d")`` does what a click on the 7 of coins does: it is
        played at once if it has only one possible move, and a choice of
        captures is offered if it has several.  ``game.play("Rc:2d+Fs")``
        names the capture as well.  An illegal move is refused with the
        engine's sentence (shown in the widget) and changes nothing.
        Returns True if a move was played.
        """
        if self._refuse_if_not_playing():
            return False
        try:
            with self.speaking():
                m = self.state.coerce_move(move)
        except CardkitError as exc:
            self.show_error(exc)
            return False
        if m.takes:
            return self._play(m)
        return self._clicked(m.card)

    def choose(self, choice) -> bool:
        """Choose one of the offered captures: an index into :attr:`options`
        (``0`` is the first button) or the move itself (``"Rc:2d+Fb"``)."""
        if self._refuse_if_not_playing():
            return False
        if not self._pending:
            self.show_message(self.tr("widget.scopa.game.no_choice"), "error")
            return False
        if isinstance(choice, int) and not isinstance(choice, bool):
            if not 0 <= choice < len(self._pending):
                self.show_message(self.tr("widget.scopa.game.bad_choice", n=len(self._pending),
                                          last=len(self._pending) - 1, choice=choice), "error")
                return False
            return self._play(self._pending[choice])
        return self.play(choice)

    def cancel(self) -> None:
        """Put the clicked card back (no capture chosen)."""
        self._pending = []
        self.hand.set_trait("selected", [])
        self.clear_message()
        self.refresh()

    def next_hand(self) -> bool:
        """Deal the next hand (only between hands); same as the button."""
        if self.over:
            self.show_message(self.tr("widget.scopa.game.is_over"), "error")
            return False
        if not self.state.is_chance_node():
            self.show_message(self.tr("widget.scopa.game.not_yet"), "error")
            return False
        self.clear_message()
        self.recent = []
        self._deal()
        self._advance()
        self.refresh()
        return True

    def replay_viewer(self, hand: int | None = None):
        """A :class:`~cardkit.widgets.scopa.replay.ReplayViewer` of this match's
        finished hands (the last one by default), with you marked."""
        from .replay import ReplayViewer
        return ReplayViewer(self.state, hand, you=self.player, language=self.language)

    def _refuse_if_not_playing(self) -> bool:
        st = self.state
        if st.is_over():
            self.show_message(self.tr("widget.scopa.game.is_over"), "error")
            return True
        if st.is_chance_node():
            self.show_message(self.tr("widget.scopa.game.between"), "error")
            return True
        if st.current_player() != self.player:   # cannot happen: computers move at once
            self.show_message(self.tr("widget.scopa.game.not_your_turn",
                                      who=self._who(st.current_player())), "error")
            return True
        return False

    def _clicked(self, card) -> bool:
        """A card of the hand was clicked (or named alone in :meth:`play`)."""
        st = self.state
        c = Card(card)
        moves = st.moves_for(c) if c.deck == "italian" else []
        if len(moves) > 1:
            self._pending = moves
            self.clear_message()
            self.hand.set_trait("selected", [str(c)] if str(c) in self.hand.cards else [])
            self.refresh()
            return False
        return self._play(moves[0] if moves else Move(c) if c.deck == "italian" else str(c))

    def _play(self, move) -> bool:
        st = self.state
        try:
            with self.speaking():
                st.play(move)
        except CardkitError as exc:
            self.show_error(exc)
            return False
        self._pending = []
        self.clear_message()
        self.recent = []
        self._note(self.player)
        self._advance()
        self.refresh()
        return True

    # ------------------------------------------------------------------
    # the coach (see coach_panel.CoachMixin)
    # ------------------------------------------------------------------
    def _hand_over(self) -> bool:
        return self.between_hands

    def _move_words(self, move) -> str:
        return move.describe(self.language or None)

    # ------------------------------------------------------------------
    # the flow
    # ------------------------------------------------------------------
    def _who(self, p: int) -> str:
        return player_name(p, self.language or None, self.player, self.rules.players)

    def _say(self, text: str, recent: bool = False) -> None:
        self.events.append(text)
        if recent:
            self.recent.append(text)
        if self._log is not None:
            self._log.append_stdout(text + "\n")

    def _deal(self) -> None:
        st = self.state
        if st.is_chance_node():
            self._start_of_hand()
        while st.is_chance_node():
            before = len(st.history)
            st.deal()
            if st.is_chance_node() and len(st.history) > before:
                with self.speaking():
                    self._say(self.tr("widget.scopa.game.redeal"))
        with self.speaking():
            self._say(self.tr("widget.scopa.game.new_hand", n=st.hand_number,
                              dealer=self._who(st.dealer), table=" ".join(map(str, st.table))))

    def _last_play(self):
        st = self.state
        if st.is_chance_node() and not st.is_over():
            return st.hand_record(st.hands_played - 1).plays[-1]
        return st.hand_log()[-1]

    def _note(self, p: int) -> None:
        st = self.state
        lang = self.language or None
        rec = self._last_play()
        with self.speaking():
            text = f"{self._who(p)}: {rec.move.describe(lang)}"
            if rec.scopa:
                text += " — " + i18n.tr("scopa.scopa", lang)
            self._say(text, recent=True)
            if st.is_chance_node() or st.is_over():
                hr = st.hand_record(st.hands_played - 1)
                if hr.leftovers and hr.leftovers_to is not None:
                    self._say(self.tr("widget.scopa.game.leftovers", cards=card_words(hr.leftovers, joiner=" "),
                                      side=self._side(hr.leftovers_to)))
                for s, sc in enumerate(hr.scores):
                    if sc.total:
                        self._say(self.tr("widget.scopa.game.hand_points", n=hr.number,
                                          side=self._side(s), total=sc.total,
                                          detail="; ".join(sc.lines(lang))))
                    else:
                        self._say(self.tr("widget.scopa.game.hand_nothing", n=hr.number,
                                          side=self._side(s)))
                self._say(self._status_text())

    def _side(self, s: int) -> str:
        return side_name(s, self.rules.players, self.language or None, self.player)

    def _advance(self) -> None:
        """Let the computers play until it is the learner's turn, the hand
        ends or the match ends."""
        st = self.state
        while not st.is_over() and not st.is_chance_node() and st.current_player() != self.player:
            p = st.current_player()
            st.play(self.computers[p].choose(st))
            self._note(p)

    # ------------------------------------------------------------------
    # drawing
    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.hand,)

    def _build(self) -> None:
        log = self.attach_log(ipywidgets.Output())
        self.table = CardTable(self.rules.players - 1, message=self._message_html, log=log)
        self._header = self.table.title
        self._status = self.table.status
        self._log_title = self.table.log_title
        self.opponents_view = self.table.opponents_row
        self.table_view = ipywidgets.HTML()
        self.table_view.add_class("ck-scopa-table")
        self.recent_view = ipywidgets.HTML()
        self.hand = HandWidget([], mode="single", card_width=self._card_width, language=self.language)
        self.hand.on_choose(self._hand_clicked)
        self.hand.observe(self._child_message, names="message")
        self.choice_buttons: list[ipywidgets.Button] = []
        self.choice_box = ipywidgets.VBox(layout=ipywidgets.Layout(align_items="flex-start"))
        self.cancel_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.cancel_button.on_click(lambda _b: self.cancel())
        self.next_button = ipywidgets.Button(button_style="success", layout=ipywidgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.next_hand())
        self.breakdown = ipywidgets.HTML()
        t = self.table
        t.set_middle(self.table_view, self.breakdown)
        t.set_hand(self.hand, self.choice_box)
        t.set_side(self.recent_view)
        t.add_fold("coach", self._build_coach())
        t.set_actions(self.hint_button, self.next_button)
        self.children = (t,)

    def _hand_clicked(self, card) -> None:
        if self._refuse_if_not_playing():
            return
        if self._pending and self._pending[0].card == card:
            self.cancel()        # the same card again: put it back
            return
        self._clicked(card)

    def _child_message(self, change) -> None:
        if self.hand.message and self.hand.message_kind == "error":
            self.show_error(self.hand.message)
            self.hand.set_trait("message", "")

    def _redraw(self) -> None:
        st = self.state
        t = self.tr
        r = self.rules
        n = r.players
        napola = t("widget.scopa.game.with_napola") if r.napola else ""
        scores = " · ".join(f"{self._side(s)} {v}" for s, v in enumerate(st.scores))
        head = [f"<b>{esc(t('widget.scopa.game.header', players=n, target=r.target, napola=napola))}</b>",
                f"<div><b>{esc(t('widget.scopa.game.score', scores=scores))}</b></div>"]
        playing = not st.is_chance_node() and not st.is_over()
        hint = self.current_hint            # None unless asked for in this very position
        if playing:
            head.append("<div>" + esc(t("widget.scopa.game.hand_info", hand=st.hand_number,
                                        round=st.round_number, rounds=r.rounds,
                                        dealer=self._who(st.dealer), stock=st.stock_size)) + "</div>")
        self._header.value = "".join(head)
        # the other players' hands, face down
        for i, p in enumerate(range(1, n)):
            if playing:
                label = t("widget.scopa.game.cards_n", name=self._who(p), n=len(st.hand(p)))
                self.table.seat(i, label, st.hand(p), card_width=30)
            else:
                self.table.seat(i, "")
        # the table, the deck and the captured cards (scope marked with stars)
        if playing:
            taken = list(hint.move.capture) if hint is not None else []
            parts = [block(hand_svg(list(st.table), 56, overlap=len(st.table) > 6, highlighted=taken),
                           t("widget.scopa.game.table_n", n=len(st.table))),
                     block(table_svg([("", st.stock_size, "back")], 40),
                           t("widget.scopa.game.stock_n", n=st.stock_size))]
            for s, pile in enumerate(st.piles):
                k = st.scope[s]
                cap = t("widget.scopa.game.taken_n", side=self._side(s), n=len(pile))
                if k:
                    cap += " · " + t("widget.scopa.game.scope_n", n=k, marks="★" * k)
                parts.append(block(table_svg([("", list(pile), "stack")], 40), cap))
            self.table_view.value = ('<div style="display:flex;flex-wrap:wrap;align-items:flex-start">'
                                     + "".join(parts) + "</div>")
        else:
            self.table_view.value = ""
        # last moves
        if self.recent:
            items = "".join(f"<li>{esc(x)}</li>" for x in self.recent)
            self.recent_view.value = (f"<div style='line-height:1.35'><b>{esc(t('widget.scopa.game.recent'))}</b>"
                                      f"<ul style='margin:2px 0;padding-left:1.2em'>{items}</ul></div>")
        else:
            self.recent_view.value = ""
        self.table.set_status(self._status_text())
        # your hand
        with self.hand.hold_sync():
            self.hand.label = t("widget.scopa.game.your_hand")
            self.hand.set_cards(list(st.hand(self.player)) if playing else [])
            if not self._pending:
                self.hand.set_trait("selected", [])
            self.hand.highlighted = [str(hint.move.card)] if hint is not None else []
            self.hand.mode = "single" if self.my_turn else "none"
        self.hand.layout.display = "" if playing else "none"
        # the capture choice
        self._draw_choice()
        self.next_button.description = t("widget.scopa.game.next")
        self.next_button.layout.display = "" if self.between_hands else "none"
        self.breakdown.value = self._breakdown_html() if st.hands_played and not playing else ""
        self._draw_coach()
        self.table.folds["coach"].title = t("widget.table.fold.coach")
        self._log_title.value = f"<b>{esc(t('widget.scopa.game.log_title'))}</b>"

    def close(self) -> None:
        """Close the game with its parts (the Cancel button too, shown only during a choice)."""
        close_widgets((getattr(self, "cancel_button", None),))
        super().close()

    def _draw_choice(self) -> None:
        t = self.tr
        if not self._pending:
            self.choice_buttons = []
            replace_children(self.choice_box, (), keep=(self.cancel_button,))
            self.choice_box.layout.display = "none"
            return
        table = set(self.state.table)
        rows = []
        self.choice_buttons = []
        for i, m in enumerate(self._pending):
            key = "widget.scopa.game.take_scopa" if len(m.capture) == len(table) and \
                self.state.plays_left > 1 else "widget.scopa.game.take"
            b = ipywidgets.Button(description=t(key, n=i + 1, cards=card_words(m.capture)),
                                  button_style="info", layout=ipywidgets.Layout(width="auto"))
            b.on_click(lambda _b, i=i: self.choose(i))
            self.choice_buttons.append(b)
            pic = ipywidgets.HTML(hand_svg(m.capture, 40, highlighted=m.capture, overlap=False))
            rows.append(ipywidgets.HBox([b, pic], layout=ipywidgets.Layout(align_items="center")))
        self.cancel_button.description = t("widget.scopa.game.cancel")
        replace_children(self.choice_box, (*rows, self.cancel_button))
        self.choice_box.layout.display = ""

    def _breakdown_html(self) -> str:
        st = self.state
        return hand_breakdown_html(st.hand_record(st.hands_played - 1), self._side, self.tr,
                                   self.rules.napola)


def hand_breakdown_html(hr, side, tr, napola: bool = False) -> str:
    """The points of a finished hand (:class:`~cardkit.scopa.HandRecord`) as
    an HTML table: one column per side (``side(s)`` names it), one row per
    category with the count and the point, the hand's points and the match
    score; ``tr`` looks labels up (a widget's :meth:`tr`)."""
    need_instance("hand_breakdown_html", "hr", hr, HandRecord)
    need_callable("hand_breakdown_html", "side", side)
    need_callable("hand_breakdown_html", "tr", tr)
    need_bool("hand_breakdown_html", "napola", napola)
    t = tr
    nsides = len(hr.scores)
    head = "<tr><th></th>" + "".join(f"<th style='padding:2px 10px'>{esc(side(s))}</th>"
                                     for s in range(nsides)) + "</tr>"
    rows = []
    for cat in _CATEGORIES:
        if cat == "napola" and not napola:
            continue
        cells = []
        for sc in hr.scores:
            pts = getattr(sc, cat)
            if cat == "carte":
                what = str(sc.cards_taken)
            elif cat == "denari":
                what = str(sc.coins_taken)
            elif cat == "settebello":
                what = t("widget.scopa.game.yes") if sc.settebello else t("widget.scopa.game.no")
            elif cat == "primiera":
                best = " ".join(str(c) for c in sc.primiera_best if c is not None)
                what = (f"{sc.primiera_total} ({best})" if sc.primiera_total is not None
                        else f"{t('widget.scopa.game.no_primiera')} ({best})")
            else:
                what = str(pts)
            style = "font-weight:bold;background:#e7f2e1" if pts else "color:#666"
            cells.append(f"<td style='padding:2px 10px;text-align:center;{style}'>"
                         f"{esc(what)} → {pts}</td>")
        rows.append(f"<tr><td>{esc(t('widget.scopa.game.row.' + cat))}</td>{''.join(cells)}</tr>")
    rows.append("<tr><td><b>" + esc(t("widget.scopa.game.row.total")) + "</b></td>" + "".join(
        f"<td style='text-align:center'><b>{sc.total}</b></td>" for sc in hr.scores) + "</tr>")
    rows.append("<tr><td><b>" + esc(t("widget.scopa.game.row.match")) + "</b></td>" + "".join(
        f"<td style='text-align:center'><b>{v}</b></td>" for v in hr.totals) + "</tr>")
    extra = ""
    if hr.leftovers and hr.leftovers_to is not None:
        extra = "<div>" + esc(t("widget.scopa.game.leftovers", cards=card_words(hr.leftovers, joiner=" "),
                                side=side(hr.leftovers_to))) + "</div>"
    return (f"<div class='ck-scopa-breakdown'><b>{esc(t('widget.scopa.game.breakdown', n=hr.number))}</b>"
            f"<table style='border-collapse:collapse'>{head}{''.join(rows)}</table>{extra}</div>")
