"""Picchetto for three and four against the computer: :class:`PicchettoTableGame`.

The learner sits at seat 0 (player 1); the other seats are
:class:`~cardkit.picchetto.TableComputerPlayer`\\ s.  ``rules`` is one of the
table presets (``PICCHETTO_TRE``, ``PICCHETTO_COPPIE``, ``A_ECRIRE``, or one
of them changed: ``PICCHETTO_TRE.single_deal()`` for a one-deal game).  With
the pairs the learner's partner is player 3, facing him.

It is laid out on the shared :class:`~cardkit.widgets.table.CardTable`:
the other players at the top (name, role, cards left, what they showed),
the trick in progress in the middle, the learner's hand and buttons under
it, the score and what to do in the side panel, and folded sections for the
deal's score log (counted aloud) and the declarations.

The computer moves at once after each of the learner's moves.  Text
equivalents: :meth:`play` takes any move the engine understands
(``"mano bianca"``, ``"exchange 7S 8S"``, ``"declare punto"``, ``"AS"``)
and ``"next"`` for the next deal; :meth:`declare`, :meth:`next_deal`,
:meth:`new_game`; ``game.state`` is the engine's
:class:`~cardkit.picchetto.TableState`.
"""

from __future__ import annotations

import ipywidgets

from ... import i18n
from ...cards import FRENCH, Card
from ...errors import CardkitError, InvalidInputError
from ...picchetto import PICCHETTO_TRE, Declare, PicchettoRules, TableComputerPlayer
from ...picchetto.table import TableState
from ...svg import hand_svg
from ..base import GameBox
from ..coach_panel import CoachMixin, _last_deal_span
from ..hand import HandWidget
from ..markup import esc
from ..table import CardTable

i18n.register({
    "widget.ptable.title.target": {"en": "Picchetto for {n}{pairs}, to {target}",
                                   "it": "Picchetto a {n}{pairs}, ai {target}"},
    "widget.ptable.title.deals": {"en": "Picchetto for {n}{pairs}, {deals} deal(s)",
                                  "it": "Picchetto a {n}{pairs}, {deals} smazzata/e"},
    "widget.ptable.pairs": {"en": " in pairs", "it": " a coppie"},
    "widget.ptable.you": {"en": "You", "it": "Tu"},
    "widget.ptable.partner": {"en": "partner", "it": "compagno"},
    "widget.ptable.cards": {"en": "{n} cards", "it": "{n} carte"},
    "widget.ptable.dealer": {"en": "dealer", "it": "mazziere"},
    "widget.ptable.elder": {"en": "elder", "it": "di mano"},
    "widget.ptable.side.you": {"en": "You {a}", "it": "Tu {a}"},
    "widget.ptable.side.pairs": {"en": "Your pair {a} · Opponents {b}", "it": "La tua coppia {a} · Avversari {b}"},
    "widget.ptable.todo.blanche": {"en": "Your hand has no K, Q or J: announce the mano bianca.",
                                   "it": "La tua mano non ha figure: annuncia la mano bianca."},
    "widget.ptable.todo.exchange": {
        "en": "You deal: click up to {hi} cards to exchange with the talon, then Exchange.",
        "it": "Dai tu: scegli fino a {hi} carte da cambiare col tallone, poi Cambia."},
    "widget.ptable.todo.declare": {"en": "Declare: press the categories to keep quiet, then Declare.",
                                   "it": "Dichiara: premi le categorie da tacere, poi Dichiara."},
    "widget.ptable.todo.play": {"en": "Your turn: click a card (the legal ones are lit).",
                                "it": "Tocca a te: clicca una carta (quelle giocabili sono evidenziate)."},
    "widget.ptable.todo.deal_over": {"en": "The deal is over: {scores}. Press Next deal.",
                                     "it": "La smazzata è finita: {scores}. Premi Prossima smazzata."},
    "widget.ptable.todo.over": {"en": "Game over: {result}", "it": "Partita finita: {result}"},
    "widget.ptable.result.win": {"en": "{who} won ({scores}).", "it": "ha vinto {who} ({scores})."},
    "widget.ptable.result.draw": {"en": "a draw ({scores}).", "it": "pareggio ({scores})."},
    "widget.ptable.btn.blanche": {"en": "Announce mano bianca", "it": "Annuncia mano bianca"},
    "widget.ptable.btn.quiet_blanche": {"en": "Keep it quiet", "it": "Non annunciarla"},
    "widget.ptable.btn.exchange": {"en": "Exchange", "it": "Cambia"},
    "widget.ptable.btn.declare": {"en": "Declare", "it": "Dichiara"},
    "widget.ptable.btn.next": {"en": "Next deal", "it": "Prossima smazzata"},
    "widget.ptable.btn.new": {"en": "New game", "it": "Nuova partita"},
    "widget.ptable.quiet": {"en": "keep {what} quiet", "it": "taci {what}"},
    "widget.ptable.trick": {"en": "Trick {n}", "it": "Presa {n}"},
    "widget.ptable.last": {"en": "Last trick, won by {who}", "it": "Ultima presa, di {who}"},
    "widget.ptable.fold.log": {"en": "This deal's score log, counted aloud",
                               "it": "Punti di questa smazzata, contati ad alta voce"},
    "widget.ptable.fold.decl": {"en": "Declarations", "it": "Dichiarazioni"},
    "widget.ptable.err.seat": {"en": "the learner sits at seat 0: seat must be 0, not {value}",
                               "it": "chi impara siede al posto 0: seat dev'essere 0, non {value}"},
    "widget.ptable.err.rules": {
        "en": "PicchettoTableGame plays the games for three and four (PICCHETTO_TRE, PICCHETTO_COPPIE, "
              "A_ECRIRE): use PicchettoGame for two",
        "it": "PicchettoTableGame gioca a tre e a quattro (PICCHETTO_TRE, PICCHETTO_COPPIE, A_ECRIRE): "
              "per due usa PicchettoGame"},
})

_CATS = ("punto", "sequenze", "quattordici")



class PicchettoTableGame(CoachMixin, GameBox):
    """A game of Picchetto for three or four against the computer (see the
    module doc).  ``rules`` a table preset, ``seed`` the deals, ``level``
    the computers' (``"easy"``: the rule-based player; ``"medium"``,
    ``"strong"``: the coach's search).  The coach's **Hint**, the level menu
    and **Review the deal** are those of every game widget
    (:mod:`~cardkit.widgets.coach_panel`)."""

    message_css_class = "ck-ptable-message"
    hand_noun = "widget.coach.noun.deal"
    easy_computer = TableComputerPlayer
    engine = "picchetto"
    player = 0                       # the learner's seat

    def __init__(self, rules: PicchettoRules = PICCHETTO_TRE, seed=0, *, level: str = "easy",
                 language: str = "", **kwargs):
        self._check(rules)
        self.rules = rules
        self.seed = seed
        self.state: TableState = rules.new_game(seed)
        self._init_coach(level)
        self._own_seats = tuple(range(1, rules.players))
        self.computers = {}
        self._install_computers(self._level)
        super().__init__(language=language, **kwargs)
        self.add_class("ck-ptable-game")
        self._run_computer()
        self.refresh()

    @staticmethod
    def _check(rules) -> None:
        if not isinstance(rules, PicchettoRules) or rules.players == 2 or rules.sit_out or rules.auction:
            raise InvalidInputError("widget.ptable.err.rules")

    # ---------------------------------------------------------------- build
    def _build(self) -> None:
        n = self.state.players
        self.log_out = ipywidgets.Output()
        self.table = CardTable(opponents=n - 1, message=self._message_html)
        self.table.add_class("ck-ptable")
        self.hand = HandWidget(mode="single", card_width=64)
        self.hand.add_class("ck-ptable-hand")
        self.hand.on_choose(self._card_chosen)
        self.trick_html = ipywidgets.HTML()
        self.trick_html.add_class("ck-ptable-trick")
        self.table.set_middle(self.trick_html)
        self.table.set_hand(self.hand)

        def button(key, css, cb):
            b = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
            b.add_class(css)
            b._ck_key = key
            b.on_click(lambda _b: cb())
            return b

        self.btn_blanche = button("widget.ptable.btn.blanche", "ck-ptable-blanche", lambda: self.play("mano bianca"))
        self.btn_quiet_blanche = button("widget.ptable.btn.quiet_blanche", "ck-ptable-quiet-blanche",
                                        lambda: self.play("no mano bianca"))
        self.btn_exchange = button("widget.ptable.btn.exchange", "ck-ptable-exchange", self._exchange_clicked)
        self.quiet = {c: ipywidgets.ToggleButton(value=False, layout=ipywidgets.Layout(width="auto"))
                      for c in _CATS}
        for c, t in self.quiet.items():
            t.add_class("ck-ptable-quiet-" + c)
        self.btn_declare = button("widget.ptable.btn.declare", "ck-ptable-declare", self.declare)
        self.btn_next = button("widget.ptable.btn.next", "ck-ptable-next", self.next_deal)
        self.btn_new = button("widget.ptable.btn.new", "ck-ptable-new", self.new_game)
        self._buttons = (self.btn_blanche, self.btn_quiet_blanche, self.btn_exchange, self.btn_declare,
                         self.btn_next, self.btn_new)
        self.log_html = ipywidgets.HTML()
        self.log_html.add_class("ck-ptable-log")
        self.decl_html = ipywidgets.HTML()
        self.table.add_fold("log", self.log_html, opened=True)
        self.table.add_fold("decl", self.decl_html)
        self.table.add_fold("coach", self._build_coach())
        self.table.set_actions(self.hint_button, self.btn_blanche, self.btn_quiet_blanche, self.btn_exchange,
                               *self.quiet.values(), self.btn_declare, self.btn_next, self.btn_new)
        self.children = (self.table,)

    def _sub_widgets(self):
        return (self.hand,)

    # ---------------------------------------------------------------- moves
    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def my_turn(self) -> bool:
        s = self.state
        return not s.is_over() and not s.is_chance_node() and s.current_player() == 0

    def play(self, move) -> bool:
        """Play the learner's ``move`` (or ``"next"``); False (and the
        engine's sentence shown) when it is refused."""
        if isinstance(move, str) and move.strip().lower() in ("next", "next deal", "prossima"):
            return self.next_deal()
        if not self.my_turn:
            with self.speaking():
                self.show_error(i18n.tr("picchetto.err.phase", player=self.state.player_name(
                    max(self.state.current_player(), 0)), todo=i18n.tr("picchetto.todo." + (
                        self.state.phase if self.state.phase in ("blanche", "exchange", "declare", "play")
                        else "play"))))
            return False
        try:
            with self.speaking():
                self.state.play(move)
        except CardkitError as e:
            self.show_error(e)
            return False
        self.clear_message()
        self._run_computer()
        self.refresh()
        return True

    def declare(self) -> bool:
        """Declare every category not toggled quiet."""
        quiet = sum(1 << i for i, c in enumerate(_CATS) if self.quiet[c].value)
        held = self.state.legal_moves()[0].flags if self.my_turn and self.state.phase == "declare" else 7
        ok = self.play(Declare.from_flags(held & ~quiet))
        if ok:
            for t in self.quiet.values():
                t.value = False
        return ok

    def _exchange_clicked(self) -> None:
        chosen = " ".join(str(c) for c in self.hand.selection) or "none"
        if self.play("exchange " + chosen):
            self.hand.clear()

    def _card_chosen(self, card) -> None:
        if self.state.phase == "play":
            self.play(Card(card))

    def next_deal(self) -> bool:
        """Deal the next hand (the engine deals at once; this only clears
        the finished deal from the table)."""
        self._shown_deal = self.state.deals_finished
        self.refresh()
        return True

    def new_game(self, seed=None) -> None:
        """A new game with the same rules (``seed`` the next one by default)."""
        self.seed = (self.seed + 1 if isinstance(self.seed, int) else 0) if seed is None else seed
        self.state = self.rules.new_game(self.seed)
        self._shown_deal = 0
        self.clear_message()
        self._run_computer()
        self.refresh()

    def _run_computer(self) -> None:
        s = self.state
        with self.speaking():
            while not s.is_over() and not s.is_chance_node() and s.current_player() != 0:
                s.play(self.computers[s.current_player()](s))

    # ---------------------------------------------------------------- drawing
    _shown_deal = 0

    def _name(self, seat: int) -> str:
        s = self.state
        base = self.tr("widget.ptable.you") if seat == 0 else i18n.tr("player.n", self.lang, n=seat + 1)
        tags = []
        if s.rules.partnerships and seat == 2:
            tags.append(self.tr("widget.ptable.partner"))
        if s.dealer == seat:
            tags.append(self.tr("widget.ptable.dealer"))
        elif s.dealer is not None and s.elder == seat:
            tags.append(self.tr("widget.ptable.elder"))
        return base + (f" ({', '.join(tags)})" if tags else "")

    def _scores_text(self) -> str:
        sc = self.state.scores
        if self.state.rules.partnerships:
            return self.tr("widget.ptable.side.pairs", a=sc[0], b=sc[1])
        others = " · ".join(f"{i18n.tr('player.n', self.lang, n=i + 1)} {sc[i]}" for i in range(1, len(sc)))
        return self.tr("widget.ptable.side.you", a=sc[0]) + " · " + others

    def _redraw(self) -> None:
        s = self.state
        r = s.rules
        pairs = self.tr("widget.ptable.pairs") if r.partnerships else ""
        if r.target is not None:
            title = self.tr("widget.ptable.title.target", n=r.players, pairs=pairs, target=r.target)
        else:
            title = self.tr("widget.ptable.title.deals", n=r.players, pairs=pairs, deals=r.deals)
        self.table.title.value = f"<b>{esc(title)}</b><br>{esc(self._scores_text())}"
        for b in self._buttons:
            b.description = self.tr(b._ck_key)
        for c, t in self.quiet.items():
            t.description = self.tr("widget.ptable.quiet", what=i18n.tr("picchetto.what." + c, self.lang))
        self.table.folds["log"].title = self.tr("widget.ptable.fold.log")
        self.table.folds["decl"].title = self.tr("widget.ptable.fold.decl")
        self.table.folds["coach"].title = self.tr("widget.table.fold.coach")
        # a finished deal stays on the table until "Next deal"
        finished = s.deals_finished > self._shown_deal or s.is_over()
        log = s.logs[s.deals_finished - 1] if finished and s.deals_finished else s.log
        self.log_html.value = "<br>".join(esc(x) for x in log.lines(self.lang)) or "—"
        d = s.declarations
        self.decl_html.value = "<br>".join(esc(x) for x in d.lines(self.lang)) if d is not None else "—"
        # the other seats
        v = s.view(0)
        for i in range(1, s.players):
            extra = ""
            shown = v.shown[i]
            if len(shown):
                extra = hand_svg(list(shown), 26)
            held = 0 if finished else v.cards_held[i]
            label = f"{self._name(i)} · {self.tr('widget.ptable.cards', n=held)}"
            self.table.seat(i - 1, label, FRENCH.cards[:held], card_width=22, extra=extra)
        # the trick
        parts = []
        if finished:
            rows = [" – ".join(str(x) for x in res) for res in s.deal_results]
            parts.append("<div>" + "<br>".join(esc(f"{k + 1}. {t}") for k, t in enumerate(rows)) + "</div>")
        elif s.trick_seats:
            n = len(s.tricks) + 1
            parts.append(f"<div><b>{esc(self.tr('widget.ptable.trick', n=n))}</b></div>")
            parts.append(self._trick_svg(s.trick_seats))
        elif s.tricks:
            ld, cs, w = s.tricks[-1]
            seq = [((ld + k) % s.players, c) for k, c in enumerate(cs)]
            parts.append(f"<div>{esc(self.tr('widget.ptable.last', who=self._name(w)))}</div>")
            parts.append(self._trick_svg(seq))
        self.trick_html.value = "".join(parts)
        # the hand and the buttons
        my = self.my_turn and not finished
        ph = s.phase
        cards = [] if finished else [str(c) for c in s.hand(0)]
        legal = {str(c) for c in s.legal_moves()} if my and ph == "play" else set()
        if ph == "exchange" and my:
            self.hand.mode = "multiple"
            self.hand.max_selected = s.exchange_limits()[1]
            self.hand.set_cards(cards, disabled=[], highlighted=[])
        else:
            self.hand.mode = "single"
            self.hand.max_selected = 0
            self.hand.set_cards(cards, selected=[], disabled=[c for c in cards if c not in legal] if my and ph == "play"
                                else [], highlighted=sorted(legal))
        show = {b: False for b in self._buttons}
        for t in self.quiet.values():
            t.layout.display = "" if my and ph == "declare" else "none"
        if s.is_over():
            show[self.btn_new] = True
            res = self._result()
            self.table.set_status(self.tr("widget.ptable.todo.over", result=res))
        elif finished:
            show[self.btn_next] = True
            sc = " – ".join(str(x) for x in s.deal_results[-1]) if s.deal_results else ""
            self.table.set_status(self.tr("widget.ptable.todo.deal_over", scores=sc))
        elif my:
            if ph == "blanche":
                show[self.btn_blanche] = True
                show[self.btn_quiet_blanche] = not r.blanche_compulsory
                self.table.set_status(self.tr("widget.ptable.todo.blanche"))
            elif ph == "exchange":
                show[self.btn_exchange] = True
                self.table.set_status(self.tr("widget.ptable.todo.exchange", hi=s.exchange_limits()[1]))
            elif ph == "declare":
                show[self.btn_declare] = True
                self.table.set_status(self.tr("widget.ptable.todo.declare"))
            else:
                self.table.set_status(self.tr("widget.ptable.todo.play"))
        for b, on in show.items():
            b.layout.display = "" if on else "none"
        hint = self.current_hint
        if hint is not None and ph in ("play", "exchange"):   # the coach's card, or its discards
            marked = [str(hint.move)] if ph == "play" else [str(c) for c in hint.move.cards]
            self.hand.highlighted = marked
        self._draw_coach()

    def _trick_svg(self, seq) -> str:
        cells = []
        for seat, c in seq:
            cells.append(f"<div style='display:flex;flex-direction:column;align-items:center;margin:0 6px'>"
                         f"<div style='font-size:0.85em'>{esc(self._name(seat))}</div>"
                         f"{hand_svg([c], 56)}</div>")
        return "<div style='display:flex;flex-direction:row'>" + "".join(cells) + "</div>"

    def _result(self) -> str:
        s = self.state
        sc = " – ".join(str(x) for x in s.scores)
        if s.winner is None:
            return self.tr("widget.ptable.result.draw", scores=sc)
        who = s.side_name(s.winner, self.lang)
        return self.tr("widget.ptable.result.win", who=who, scores=sc)

    _repr_fields = ()

    # ---------------------------------------------------------------- the coach (coach_panel.CoachMixin)
    def _hand_over(self) -> bool:
        s = self.state
        return s.deals_finished > self._shown_deal and not s.is_over()

    def _review_span(self):
        return _last_deal_span(self.state) if (self._hand_over() or self.state.is_over()) else None

    def _move_words(self, move) -> str:
        from .game import _move_in_words
        flags = self.state._available_flags(self.player) if self.phase == "declare" else 7
        held = tuple(c for i, c in enumerate(_CATS) if flags >> i & 1)
        return _move_in_words(self.tr, move, held, self.language or None)

    def _marks_hint(self, h) -> bool:
        return self.phase in ("play", "exchange")     # the card, or the discards, lit in the hand

    def __repr__(self) -> str:
        return f"PicchettoTableGame({self.rules!r}, seed={self.seed!r})"
