"""A whole Belote game in one widget: :class:`BeloteGame`.

The learner sits South (player 0) with a computer partner North and two
computer opponents East and West (all :class:`~cardkit.belote.RuleBasedPlayer`).
The game is seeded (``BeloteGame(seed=7)`` always deals the same cards) and
played to 500 points (``target=700`` or ``1000`` as options).

Everything happens synchronously: after each of the learner's moves the
computers play at once until it is the learner's turn again (no timers, no
threads).  At the end of a deal the breakdown is shown and the game waits
for *Next deal* (:meth:`BeloteGame.next_deal`); at the end of the game the
result is shown.

Text equivalents of every click: :meth:`BeloteGame.bid`
(``game.bid("pass")``), :meth:`BeloteGame.play` (``game.play("JH")``),
:meth:`BeloteGame.move` (either), :meth:`BeloteGame.next_deal`.
``game.state`` is the engine's :class:`~cardkit.belote.BeloteState`.
"""

from __future__ import annotations

import ipywidgets
import traitlets

from ... import i18n
from ...belote import rules as R
from ...belote.players import RuleBasedPlayer
from ...belote.state import BID1, BID2, DEAL, OVER, PLAY, SENZA, BeloteRules, BeloteState
from ...cards import Card
from .bidding import BiddingPanel
from .common import BeloteBox, bid_text, esc, seat, side
from .hand import BeloteHand
from .replay import BeloteReplay
from .honours import HonoursView
from .score import ScoreSheet, deal_breakdown
from .trick import TrickView
from ...errors import InvalidInputError
from .._checks import need_bool, need_card_width, need_instance, need_seat
from ..coach_panel import CoachMixin
from ..replay_common import ReplayButtonMixin
from ..table import CardTable

i18n.register({
    "widget.belote.game.header": {
        "en": "Belote to {target} — {s0} {t0} · {s1} {t1}",
        "it": "Belote ai {target} — {s0} {t0} · {s1} {t1}",
    },
    "widget.belote.game.dealer": {"en": "Deal {n}, dealer {seat}.", "it": "Smazzata {n}, mazziere {seat}."},
    "widget.belote.game.deal_done": {"en": "Deal {n} is over.", "it": "La smazzata {n} è finita."},
    "widget.belote.game.tricks": {"en": "Tricks: {s0} {n0}, {s1} {n1}.", "it": "Prese: {s0} {n0}, {s1} {n1}."},
    "widget.belote.game.held": {"en": "{n} points «alla finestra».", "it": "{n} punti «alla finestra»."},
    "widget.belote.game.contract": {"en": "Contract: {contract}.", "it": "Impegno: {contract}."},
    "widget.belote.game.your_bid": {"en": "Your turn to bid.", "it": "Tocca a te dichiarare."},
    "widget.belote.game.your_card": {"en": "Your turn to play a card.", "it": "Tocca a te giocare una carta."},
    "widget.belote.game.deal_over": {
        "en": "Deal over: look at the score, then press «Next deal».",
        "it": "Smazzata finita: guarda il punteggio, poi premi «Prossima smazzata».",
    },
    "widget.belote.game.void": {
        "en": "Everybody passed twice: the deal is void. Press «Next deal».",
        "it": "Tutti hanno passato due volte: la smazzata è nulla. Premi «Prossima smazzata».",
    },
    "widget.belote.game.next": {"en": "Next deal", "it": "Prossima smazzata"},
    "widget.belote.game.not_yet": {
        "en": "the deal is still being played: finish it first",
        "it": "la smazzata è ancora in corso: prima finiscila",
    },
    "widget.belote.game.over_won": {
        "en": "Game over: you and your partner win, {a} to {b}!",
        "it": "Partita finita: tu e il tuo compagno vincete, {a} a {b}!",
    },
    "widget.belote.game.over_lost": {
        "en": "Game over: {side} win, {a} to {b}.",
        "it": "Partita finita: vincono {side}, {a} a {b}.",
    },
    "widget.belote.game.is_over": {
        "en": "the game is over: start a new one with BeloteGame(seed=...)",
        "it": "la partita è finita: iniziane una nuova con BeloteGame(seed=...)",
    },
    "widget.belote.game.new_deal": {
        "en": "Deal {n}: {seat} deals; the turned card is the {card}.",
        "it": "Smazzata {n}: distribuisce {seat}; la carta girata è {card}.",
    },
    "widget.belote.game.plays": {"en": "{seat} plays the {card}.", "it": "{seat} gioca: {card}."},
    "widget.belote.game.says": {"en": "{seat} says «{word}».", "it": "{seat} dice «{word}»."},
    "widget.belote.game.trick_won": {
        "en": "{seat} wins trick {n} ({points} points).",
        "it": "{seat} vince la presa {n} ({points} punti).",
    },
    "widget.belote.game.contract_made": {"en": "Contract: {contract}.", "it": "Impegno: {contract}."},
    "widget.belote.game.log_title": {"en": "What happened", "it": "Cronaca"},
    "widget.belote.game.partner": {"en": "partner", "it": "compagno"},
    "widget.belote.game.hint.card": {"en": "play the {name} ({card})", "it": "gioca: {name} ({card})"},
})


class BeloteGame(ReplayButtonMixin, CoachMixin, BeloteBox):
    """A full Belote game: the learner (South) with a computer partner
    against two computer opponents.

    Parameters
    ----------
    seed : every deal and the first dealer come from it.
    target : points to win (500 by default; 700 or 1000 are usual).
    rules : a :class:`~cardkit.belote.BeloteRules` instead of ``target``.
    player : the learner's seat (0 South by default).
    players : optional ``{seat: computer player}`` replacing the
        :class:`~cardkit.belote.RuleBasedPlayer` of some seats (anything with
        ``choose(state)``).
    level : how well the other computers play: ``"easy"`` (default, the
        :class:`~cardkit.belote.RuleBasedPlayer`), ``"medium"`` or
        ``"strong"`` (:class:`~cardkit.belote.SearchPlayer`); the *Computer*
        drop-down changes it during the game.
    hints : highlight the learner's legal cards.
    card_width, language : as usual.

    Layout: a :class:`~cardkit.widgets.table.CardTable` (:attr:`table`):
    West, North (your partner) and East with their card counts at the top,
    the current and the last trick (or the bidding) in the middle, your hand
    at the bottom with Hint and *Next deal*; score, status and the log
    beside them; the honours, the score sheet and the coach folded away
    until asked for.

    Parts (all public): :attr:`state`, :attr:`table`, :attr:`bidding`
    (:class:`BiddingPanel`), :attr:`hand` (:class:`BeloteHand`; its
    :attr:`~BeloteHand.hand` is the clickable HandWidget), :attr:`trick` and
    :attr:`last_trick` (:class:`TrickView`), :attr:`honours`
    (:class:`HonoursView`), :attr:`score_sheet` (:class:`ScoreSheet`),
    :attr:`next_button`, :attr:`events` (every line of the game's chronicle,
    also written to :attr:`message_log`, an ``Output``); the coach's
    :attr:`level_control`, :attr:`hint_button`, :attr:`review_button`,
    :attr:`hint_view` and :attr:`review_view` (see
    :mod:`~cardkit.widgets.coach_panel`); once a deal is over, the
    :attr:`replay_button` (*Replay this deal*) and the :attr:`replay_view`
    it opens (a :class:`~cardkit.widgets.BeloteReplay`, :meth:`replay`).

    Methods: :meth:`bid`, :meth:`play`, :meth:`move`, :meth:`next_deal`,
    :meth:`status`, :meth:`hint` (the coach's bid or card, marked, not
    played), :meth:`review` (after a deal); properties :attr:`level`,
    :attr:`current_hint`, :attr:`over`, :attr:`winner`, :attr:`scores`,
    :attr:`phase`, :attr:`my_turn`.
    """

    hand_noun = "widget.coach.noun.deal"
    easy_computer = RuleBasedPlayer
    engine = "belote"
    replay_class = BeloteReplay

    def __init__(self, seed=0, *, target: int = 500, rules: BeloteRules | None = None,
                 player: int = 0, players: dict | None = None, level: str = "easy",
                 hints: bool = True, card_width: int = 70, language: str = "", **kwargs):
        owner = type(self).__name__
        self.seed = seed
        self.rules = (need_instance(owner, "rules", rules, BeloteRules, optional=True)
                      or BeloteRules(target=target))
        self.player = need_seat(owner, "player", player)
        if players is not None and not isinstance(players, dict):
            raise InvalidInputError("widget.arg.players", owner=owner, value=players)
        given = {need_seat(owner, "players", p): pl for p, pl in (players or {}).items()}
        given.pop(self.player, None)
        hints = need_bool(owner, "hints", hints)
        card_width = need_card_width(owner, card_width)
        self._init_coach(level)
        self._own_seats = tuple(p for p in range(4) if p != self.player and p not in given)
        self.computers = {p: self._make_computer(level, p) for p in self._own_seats}
        self.computers.update(given)
        self.hints = hints
        self._card_width = card_width
        self.events: list[str] = []
        self.state = BeloteState(self.rules, seed, auto_deal=False)
        self._snap = None
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-game")
        self._start_deal()

    def __repr__(self) -> str:
        parts = [f"seed={self.seed!r}"]
        if self.rules.target != 500:
            parts.append(f"target={self.rules.target}")
        if self.player != 0:
            parts.append(f"player={self.player}")
        if self.level != "easy":
            parts.append(f"level={self.level!r}")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"BeloteGame({', '.join(parts)})"

    # ------------------------------------------------------------------
    # reading
    # ------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def over(self) -> bool:
        return self.state.is_over()

    @property
    def winner(self):
        """The winning side (0 North–South, 1 East–West), None while playing."""
        return self.state.winner

    @property
    def scores(self) -> tuple:
        return self.state.match_scores

    @property
    def my_turn(self) -> bool:
        return self.phase in (BID1, BID2, SENZA, PLAY) and self.state.to_move == self.player

    def breakdown(self) -> list:
        """The score of the last played deal in words (empty before the
        first deal ends): one line for the contract, one per side, one for
        the outcome and the running totals."""
        ds = self.state.last_deal
        if ds is None:
            return []
        with self.speaking():
            return deal_breakdown(ds, self.state.match_scores, self.language or None)

    def status(self) -> str:
        """What the learner should do now, in words."""
        st = self.state
        lang = self.language or None
        if st.is_over():
            a, b = st.scores[st.winner], st.scores[1 - st.winner]
            if st.winner == self.player % 2:
                return self.tr("widget.belote.game.over_won", a=a, b=b)
            return self.tr("widget.belote.game.over_lost", side=side(st.winner, lang), a=a, b=b)
        if st.phase == DEAL:
            last = st.last_deal
            if self._deal_ended_void:
                return self.tr("widget.belote.game.void")
            return self.tr("widget.belote.game.deal_over") if last is not None else ""
        if self.my_turn:
            return self.tr("widget.belote.game.your_bid" if st.phase != PLAY else "widget.belote.game.your_card")
        return ""

    # ------------------------------------------------------------------
    # acting (text equivalents)
    # ------------------------------------------------------------------
    def bid(self, move) -> bool:
        """Bid as the learner (``"accept"``, ``"pass"``, ``"name H"``,
        ``"senza"``); same as the bidding buttons."""
        if self._refuse_if_over():
            return False
        return self.bidding.bid(move)

    def play(self, card) -> bool:
        """Play a card as the learner; same as clicking it in the hand."""
        if self._refuse_if_over():
            return False
        return self.hand.play(card)

    def move(self, move) -> bool:
        """:meth:`bid` during the bidding, :meth:`play` during the play,
        :meth:`next_deal` for ``"next"`` between deals."""
        if isinstance(move, str) and move.strip().lower() in ("next", "next deal", "avanti"):
            return self.next_deal()
        if self.phase in (BID1, BID2, SENZA):
            return self.bid(move)
        return self.play(move)

    def next_deal(self) -> bool:
        """Deal the next hand (only between deals); same as the button."""
        if self._refuse_if_over():
            return False
        if self.state.phase != DEAL:
            self.show_message(self.tr("widget.belote.game.not_yet"), "error")
            return False
        self._start_deal()
        return True

    def _refuse_if_over(self) -> bool:
        if self.state.is_over():
            self.show_message(self.tr("widget.belote.game.is_over"), "error")
            return True
        return False

    # ------------------------------------------------------------------
    # the coach (see coach_panel.CoachMixin)
    # ------------------------------------------------------------------
    def _hand_over(self) -> bool:
        return self.state.phase == DEAL and self.state.deal_number > 0

    def _move_words(self, move) -> str:
        lang = self.language or None
        if self.phase in (BID1, BID2, SENZA):
            return bid_text(move, lang)
        card = Card(move)
        return self.tr("widget.belote.game.hint.card", name=card.name(lang), card=str(card))

    def _decorate(self) -> None:
        """The coach's bid (its button) or card (in the hand), marked after
        the bidding panel and the hand have redrawn themselves."""
        hint = self.current_hint
        if hint is None:
            return
        if self.phase in (BID1, BID2, SENZA):
            self.bidding.buttons[str(hint.move)].button_style = "warning"
        else:
            self.hand.hand.highlighted = [str(hint.move)]

    # ------------------------------------------------------------------
    # the flow
    # ------------------------------------------------------------------
    _deal_ended_void = False

    def _snapshot(self):
        st = self.state
        return (len(st.tricks), len(st.belote_announcements), len(st.deal_scores), st.void_deals,
                len(st.bids), st.phase)

    def _say(self, text: str) -> None:
        self.events.append(text)
        if self._log is not None:
            self._log.append_stdout(text + "\n")

    def _start_deal(self) -> None:
        st = self.state
        self._start_of_hand()
        st.deal()
        self._deal_ended_void = False
        lang = self.language or None
        with self.speaking():
            self._say(self.tr("widget.belote.game.new_deal", n=st.deal_number, seat=seat(st.dealer, lang, you=self.player),
                              card=Card(st.turned).name(lang)))
        self._snap = self._snapshot()
        self._advance()
        self.refresh()

    def _note(self, p: int, move) -> None:
        """Write what the move just made by player ``p`` did into the chronicle."""
        st = self.state
        lang = self.language or None
        old = self._snap
        who = seat(p, lang, you=self.player)
        with self.speaking():
            if old[5] in (BID1, BID2, SENZA):
                self._say(self.tr("widget.belote.bid_line", seat=who, bid=bid_text(move, lang)))
                if st.phase == PLAY:
                    self._say(self.tr("widget.belote.game.contract_made", contract=str(st.contract)))
                    for line in self.honours.explain():
                        self._say(line)
                elif st.phase == DEAL and st.void_deals > old[3]:
                    self._deal_ended_void = True
                    self._say(self.tr("widget.belote.game.void"))
            else:
                self._say(self.tr("widget.belote.game.plays", seat=who, card=Card(move).name(lang)))
                for a in st.belote_announcements[old[1]:]:
                    self._say(self.tr("widget.belote.game.says", seat=seat(a.player, lang, you=self.player),
                                      word=a.said(lang)))
                for t in st.tricks[old[0]:]:
                    pts = R.card_points(list(t.cards), st.trump_suit)
                    self._say(self.tr("widget.belote.game.trick_won", seat=seat(t.winner, lang, you=self.player),
                                      n=len(st.tricks), points=pts))
                if len(st.deal_scores) > old[2]:
                    ds = st.deal_scores[-1]
                    for line in deal_breakdown(ds, st.match_scores, lang):
                        self._say(line)
                    self._say(self.status())
        self._snap = self._snapshot()

    @traitlets.observe("message", "message_kind")
    def _message_changed(self, change):
        if self._echo:
            self._message_html.value = ""
        else:
            super()._message_changed(change)

    def _learner_moved(self, move) -> None:
        self.clear_message()
        self._note(self.player, move)
        self._advance()
        self.refresh()

    def _advance(self) -> None:
        """Let the computers play until it is the learner's turn, the deal
        ends or the game ends."""
        st = self.state
        while st.phase in (BID1, BID2, SENZA, PLAY) and st.to_move != self.player:
            p = st.to_move
            m = self.computers[p].choose(st)
            st.play(m)
            self._note(p, m)
        if self.message_kind != "error":
            self.clear_message()

    # ------------------------------------------------------------------
    # drawing
    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.bidding, self.trick, self.last_trick, self.hand, self.honours, self.score_sheet)

    def _build(self) -> None:
        st = self.state
        log = self.attach_log(ipywidgets.Output())
        self.table = CardTable(3, message=self._message_html, log=log)
        self._header = self.table.title
        self._status = self.table.status
        self._log_title = self.table.log_title
        self._breakdown = ipywidgets.HTML()
        self.bidding = BiddingPanel(st, player=self.player, card_width=56, show_hand=False,
                                    language=self.language)
        self.trick = TrickView(st, show="current", you=self.player, card_width=56, language=self.language)
        self.last_trick = TrickView(st, show="last", you=self.player, card_width=40, language=self.language)
        self.hand = BeloteHand(st, player=self.player, hints=self.hints, card_width=self._card_width,
                               language=self.language)
        self.honours = HonoursView(st, you=self.player, show_cancelled_cards=False, language=self.language)
        self.score_sheet = ScoreSheet(st, language=self.language)
        self.next_button = ipywidgets.Button(button_style="success", layout=ipywidgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.next_deal())
        self.bidding.on_bid(self._learner_moved)
        self.hand.on_play(self._learner_moved)
        for w in (self.bidding, self.hand):
            w.observe(self._child_message, names="message")
        t = self.table
        t.set_middle(ipywidgets.HBox([self.trick, self.last_trick], layout=ipywidgets.Layout(
                         align_items="flex-start", flex_flow="row wrap")),
                     self.bidding, self._breakdown)
        t.set_hand(self.hand, self._build_replay())
        t.add_fold("honours", self.honours)
        t.add_fold("score", self.score_sheet)
        t.add_fold("coach", self._build_coach())
        t.set_actions(self.hint_button, self.next_button)
        self.children = (t,)

    def _seats(self) -> tuple:
        """The other three players, left to right across the table: the
        learner's left-hand opponent, the partner, the right-hand one."""
        p = self.player
        return ((p + 3) % 4, (p + 2) % 4, (p + 1) % 4)

    _echo = False

    def _child_message(self, change) -> None:
        # game.message mirrors the last message of the bidding panel or the
        # hand (for the Python API); it is shown only once, by that part
        w = change["owner"]
        if w.message:
            self._echo = True
            try:
                self.message_kind = w.message_kind
                self.message = w.message
            finally:
                self._echo = False
            if self._log is not None and w.message_kind == "error":
                self._log.append_stdout(w.message + "\n")

    def _redraw(self) -> None:
        st = self.state
        lang = self.language or None
        s0, s1 = st.match_scores
        head = self.tr("widget.belote.game.header", target=self.rules.target, s0=side(0, lang), t0=s0,
                       s1=side(1, lang), t1=s1)
        if st.phase in (DEAL, OVER) and st.deal_number:
            info = [self.tr("widget.belote.game.deal_done", n=st.deal_number)]
        else:
            info = [self.tr("widget.belote.game.dealer", n=st.deal_number,
                            seat=seat(st.dealer, lang, you=self.player))]
        if st.contract is not None and st.phase == PLAY:
            info.append(self.tr("widget.belote.game.contract", contract=str(st.contract)))
            won = st.tricks_won
            info.append(self.tr("widget.belote.game.tricks", s0=side(0, lang), n0=won[0],
                                s1=side(1, lang), n1=won[1]))
        if st.held_over:
            info.append(self.tr("widget.belote.game.held", n=st.held_over))
        self._header.value = f"<b>{esc(head)}</b><br>{esc(' '.join(info))}"
        self.table.set_status(self.status())
        dealt = st.phase in (BID1, BID2, SENZA, PLAY)
        for i, p in enumerate(self._seats()):
            if dealt:
                who = seat(p, lang)
                if p % 2 == self.player % 2:
                    who += f" ({self.tr('widget.belote.game.partner')})"
                cards = st.hand(p)
                self.table.seat(i, f"{who} · {len(cards)}", cards, card_width=26)
            else:
                self.table.seat(i, "")
        bidding = st.phase in (BID1, BID2, SENZA)
        self.bidding.layout.display = "" if bidding else "none"
        self.trick.layout.display = "" if st.phase == PLAY else "none"
        self.last_trick.layout.display = "" if st.tricks and not bidding else "none"
        self.hand.layout.display = "" if st.phase in (BID1, BID2, SENZA, PLAY) else "none"
        self.next_button.description = self.tr("widget.belote.game.next")
        self.next_button.disabled = st.phase != DEAL or st.is_over()
        self.next_button.layout.display = "" if st.phase == DEAL and not st.is_over() else "none"
        self._draw_replay(st.phase in (DEAL, OVER) and st.last_deal is not None)
        self._log_title.value = f"<b>{esc(self.tr('widget.belote.game.log_title'))}</b>"
        self._breakdown.value = ""
        ds = st.last_deal
        if st.phase in (DEAL, OVER) and ds is not None and not self._deal_ended_void:
            lines = self.breakdown()
            self._breakdown.value = (
                '<div style="border:1px solid #bbb;border-radius:4px;padding:4px 8px;margin:4px 0;'
                'background:#f7f7f2"><b>' + esc(lines[0]) + "</b>"
                + "".join(f"<div>{esc(x.strip())}</div>" for x in lines[1:]) + "</div>")
        for key in ("honours", "score", "coach"):
            self.table.folds[key].title = self.tr("widget.table.fold." + key)
        self._draw_coach()
