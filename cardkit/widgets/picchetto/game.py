"""A whole game of Picchetto against the computer: :class:`PicchettoGame`.

The learner is player 1 (seat 0) against the engine's
:class:`~cardkit.picchetto.ComputerPlayer`.  Every deal goes through the
phases of the engine: mano bianca (announced when it applies), the exchange
(:class:`~cardkit.widgets.picchetto.accomodo.AccomodoWidget`), the
declarations (declare each category or keep it quiet, then the whole
dialogue in the players' words: :class:`DeclarationDialogue`), the play with
the counter (:class:`TrickCounter`), and the deal's score log.  With the
``ITALIANO`` rules the game ends the moment a player reaches 151, even in the
middle of a deal; ``RUBICON`` plays a partie of six deals, ``RUBICONE``
four (the first and the last doubled).  ``open_hands=True`` (or
``RUBICON.replace(open_hands=True)``) is Open Piquet: both hands face up.

The computer moves at once (synchronously) after each of the learner's
moves.  Text equivalents: :meth:`PicchettoGame.play` takes any move the
engine understands (``"mano bianca"``, ``"exchange 7S 8S"``, ``"declare
punto sequenze"``, ``"AS"``, or the move objects) and ``"next"`` for the
next deal; :meth:`declare`, :meth:`next_deal`, :meth:`new_game`.
``game.state`` is the engine's :class:`~cardkit.picchetto.PicchettoState`.
"""

from __future__ import annotations

import ipywidgets
import traitlets

from ... import i18n
from ...cards import Card
from ...errors import CardkitError
from ...picchetto import (ITALIANO, PRESETS, Blanche, ComputerPlayer, Declare, Exchange, PicchettoRules,
                         groups, punto, said_text, sequences)
from ..base import DropdownChoice, ToggleChoice, checked_language, replace_children
from .._checks import need_bool, need_card_width, need_instance, need_int
from ..coach_panel import CoachMixin
from ..hand import HandWidget
from .accomodo import AccomodoWidget
from .common import (CATEGORIES, PicchettoBox, esc, notation, say_groups, say_punto,
                               say_sequences, seat_name)
from .counter import TrickCounter
from .dialogue import DeclarationDialogue
from .replay import PicchettoReplay
from ..replay_common import ReplayButtonMixin
from ..table import CardTable

i18n.register({
    "widget.picchetto.game.title.target": {"en": "Picchetto to {target} ({preset})",
                                           "it": "Picchetto ai {target} ({preset})"},
    "widget.picchetto.game.title.deals": {"en": "Picchetto, {deals} deals ({preset})",
                                          "it": "Picchetto, {deals} smazzate ({preset})"},
    "widget.picchetto.game.scores": {"en": "You {a} · Computer {b}", "it": "Tu {a} · Computer {b}"},
    "widget.picchetto.game.deal": {"en": "Deal {n}, dealer: {dealer}.", "it": "Smazzata {n}, mazziere: {dealer}."},
    "widget.picchetto.game.double": {"en": "This deal counts double.", "it": "Questa smazzata vale doppio."},
    "widget.picchetto.game.open": {"en": "Open Piquet: both hands are face up.",
                                   "it": "Picchetto scoperto: le due mani sono a carte scoperte."},
    "widget.picchetto.game.preset": {"en": "Rules", "it": "Regole"},
    "widget.picchetto.game.new": {"en": "New game", "it": "Nuova partita"},
    "widget.picchetto.game.next": {"en": "Next deal", "it": "Prossima smazzata"},
    "widget.picchetto.game.computer_hand": {"en": "Computer ({role}): {n} cards",
                                            "it": "Computer ({role}): {n} carte"},
    "widget.picchetto.game.your_hand": {"en": "Your hand ({role})", "it": "La tua mano ({role})"},
    "widget.picchetto.game.todo.blanche": {"en": "Your hand has no K, Q or J: announce the mano bianca.",
                                           "it": "La tua mano non ha figure: annuncia la mano bianca."},
    "widget.picchetto.game.todo.exchange": {"en": "Your exchange: choose the cards to discard.",
                                            "it": "Il tuo accomodo: scegli le carte da scartare."},
    "widget.picchetto.game.todo.declare": {"en": "Your declarations: declare each combination or keep it quiet.",
                                           "it": "Le tue dichiarazioni: dichiara ogni combinazione o tacila."},
    "widget.picchetto.game.todo.play": {"en": "Your turn to play a card (the legal ones are highlighted).",
                                        "it": "Tocca a te giocare una carta (quelle lecite sono evidenziate)."},
    "widget.picchetto.game.todo.deal": {"en": "The deal is over: read the score, then press «Next deal».",
                                        "it": "La smazzata è finita: leggi il punteggio, poi premi «Prossima smazzata»."},
    "widget.picchetto.game.you_hold": {"en": "You hold — punto: {p}; sequences: {s}; quattordici/tris: {g}.",
                                       "it": "Hai — punto: {p}; sequenze: {s}; quattordici/tris: {g}."},
    "widget.picchetto.game.declare_button": {"en": "Declare", "it": "Dichiara"},
    "widget.picchetto.game.declare": {"en": "declare", "it": "dichiara"},
    "widget.picchetto.game.sink": {"en": "keep quiet (sott'acqua)", "it": "taci (sott'acqua)"},
    "widget.picchetto.game.part_all": {"en": "all of it", "it": "tutto"},
    "widget.picchetto.game.part_label": {"en": "only:", "it": "solo:"},
    "widget.picchetto.game.log_title": {"en": "Score log of deal {n}", "it": "Punteggio della smazzata {n}"},
    "widget.picchetto.game.deals_title": {"en": "Deals", "it": "Smazzate"},
    "widget.picchetto.game.deal_row": {"en": "Deal {n}: you {a}, computer {b}",
                                       "it": "Smazzata {n}: tu {a}, computer {b}"},
    "widget.picchetto.game.won": {"en": "Game over: you win, {a} to {b}!", "it": "Partita finita: vinci tu, {a} a {b}!"},
    "widget.picchetto.game.lost": {"en": "Game over: the computer wins, {b} to {a}.",
                                   "it": "Partita finita: vince il computer, {b} a {a}."},
    "widget.picchetto.game.draw": {"en": "Game over: a draw, {a} all.", "it": "Partita finita: pari, {a} a {a}."},
    "widget.picchetto.game.margin": {"en": "The winner's margin under these rules: {m}.",
                                     "it": "Il margine del vincitore con queste regole: {m}."},
    "widget.picchetto.game.reached": {"en": "{who} reached {target} during deal {n}: the game ends at once.",
                                      "it": "{who}: {target} punti raggiunti durante la smazzata {n}, la partita finisce subito."},
    "widget.picchetto.game.you": {"en": "You", "it": "Tu"},
    "widget.picchetto.game.computer": {"en": "The computer", "it": "Il computer"},
    "widget.picchetto.game.is_over": {"en": "the game is over: start a new one with new_game() or the button",
                                      "it": "la partita è finita: iniziane un'altra con new_game() o con il pulsante"},
    "widget.picchetto.game.not_over": {"en": "the deal is still being played: finish it first",
                                       "it": "la smazzata è ancora in corso: prima finiscila"},
    "widget.picchetto.game.deal_over": {"en": "the deal is over: press «Next deal» (or play('next'))",
                                        "it": "la smazzata è finita: premi «Prossima smazzata» (o play('next'))"},
    "widget.picchetto.game.new_deal": {"en": "Deal {n}, dealer: {dealer}.", "it": "Smazzata {n}, mazziere: {dealer}."},
    "widget.picchetto.game.c_blanche": {"en": "The computer announces a mano bianca: {cards}.",
                                        "it": "Il computer annuncia la mano bianca: {cards}."},
    "widget.picchetto.game.c_exchange": {"en": "The computer exchanges {n} card(s).",
                                         "it": "Il computer fa l'accomodo (carte cambiate: {n})."},
    "widget.picchetto.game.c_declare": {"en": "The computer declares: {what}.", "it": "Il computer dichiara: {what}."},
    "widget.picchetto.game.plays_you": {"en": "You play the {card}.", "it": "Giochi: {card}."},
    "widget.picchetto.game.plays_computer": {"en": "The computer plays the {card}.", "it": "Il computer gioca: {card}."},
    "widget.picchetto.game.log_line": {"en": "{who}: +{pts} {reason} [you {a} – computer {b}]{said}",
                                       "it": "{who}: +{pts} {reason} [tu {a} – computer {b}]{said}"},
    # the coach's moves in words
    "widget.picchetto.game.hint.blanche": {"en": "announce the mano bianca", "it": "annuncia la mano bianca"},
    "widget.picchetto.game.hint.quiet": {"en": "keep the mano bianca quiet", "it": "taci la mano bianca"},
    "widget.picchetto.game.hint.discard": {"en": "discard {cards}", "it": "scarta {cards}"},
    "widget.picchetto.game.hint.no_discard": {"en": "exchange no card", "it": "non cambiare nessuna carta"},
    "widget.picchetto.game.hint.declare": {"en": "declare {cats}", "it": "dichiara {cats}"},
    "widget.picchetto.game.hint.sink": {"en": "keep {cats} quiet", "it": "taci {cats}"},
    "widget.picchetto.game.hint.nothing": {"en": "declare nothing", "it": "non dichiarare nulla"},
    "widget.picchetto.game.hint.card": {"en": "play the {name} ({card})", "it": "gioca: {name} ({card})"},
})

_PRESET_NAMES = ("ITALIANO", "PICCHETTO_150", "RUBICON", "RUBICONE", "AU_CENT")


class PicchettoGame(ReplayButtonMixin, CoachMixin, PicchettoBox):
    """A seeded game of Picchetto: the learner (player 1) against the computer.

    Parameters
    ----------
    seed : every deal (and the cut for the first dealer) comes from it.
    rules : a :class:`~cardkit.picchetto.PicchettoRules` (``ITALIANO``,
        ``PICCHETTO_150``, ``RUBICON``, ``RUBICONE``, ``AU_CENT`` or a
        variant); the *Rules* menu restarts the game with another preset.
    open_hands : Open Piquet (both hands shown); same as
        ``rules.replace(open_hands=True)``.
    computer : the opponent (anything with ``choose(state)``;
        ``ComputerPlayer()`` by default).
    level : how well the computer plays when ``computer`` is not given:
        ``"easy"`` (default, the :class:`~cardkit.picchetto.ComputerPlayer`),
        ``"medium"`` or ``"strong"`` (:class:`~cardkit.picchetto.SearchPlayer`);
        the *Computer* drop-down changes it during the game.
    card_width, language : as usual.

    Layout: a :class:`~cardkit.widgets.table.CardTable` (:attr:`table`):
    the computer's cards at the top, the counter and the trick in the
    middle, your hand (or the exchange, or the declaration switches) at the
    bottom with Hint and *Next deal*; score, status, rules and the log
    beside them; the declarations as said, the list of tricks, the deals so
    far and the coach folded away until asked for.

    Parts: :attr:`state`, :attr:`table`, :attr:`accomodo` (this deal's AccomodoWidget),
    :attr:`switches` (category -> ToggleButtons), :attr:`declare_button`,
    :attr:`dialogue` (DeclarationDialogue once both declared),
    :attr:`counter` (TrickCounter), :attr:`hand` (the clickable
    HandWidget), :attr:`next_button`, :attr:`new_button`, :attr:`preset`
    (Dropdown), :attr:`events` (the chronicle, also in :attr:`message_log`);
    the coach's :attr:`level_control`, :attr:`hint_button`,
    :attr:`review_button`, :attr:`hint_view` and :attr:`review_view` (see
    :mod:`~cardkit.widgets.coach_panel`); once a deal is over, the
    :attr:`replay_button` (*Replay this deal*) and the :attr:`replay_view`
    it opens (a :class:`~cardkit.widgets.PicchettoReplay`).

    Methods: :meth:`play`, :meth:`declare`, :meth:`next_deal`, :meth:`replay`,
    :meth:`new_game`, :meth:`status`, :meth:`score_lines`, :meth:`hint` (the
    coach's move, marked, not played: the card, the cards to discard, what
    to declare), :meth:`review` (after a deal); properties :attr:`level`,
    :attr:`current_hint`, :attr:`over`, :attr:`winner`, :attr:`scores`,
    :attr:`phase`, :attr:`my_turn`, :attr:`open_hands`.
    """

    player = 0
    hand_noun = "widget.coach.noun.deal"
    easy_computer = ComputerPlayer
    engine = "picchetto"
    replay_class = PicchettoReplay

    def __init__(self, seed=0, rules: PicchettoRules = ITALIANO, *, open_hands: bool = False,
                 computer=None, level: str = "easy", card_width: int = 62, language: str = "",
                 **kwargs):
        owner = type(self).__name__
        need_instance(owner, "rules", rules, PicchettoRules)
        self.seed = seed
        self._open_arg = need_bool(owner, "open_hands", open_hands)
        card_width = need_card_width(owner, card_width)
        self.rules = rules.replace(open_hands=True) if open_hands and not rules.open_hands else rules
        self._init_coach(level)
        self._own_computer = computer is None
        self.computer = self._make_computer(level, 1 - self.player) if computer is None else computer
        self._card_width = card_width
        self.events: list[str] = []
        self.dialogue = None
        self._declares = [None, None]
        self._changing_preset = False
        self.state = self.rules.new_game(seed, auto_deal=False)
        super().__init__(language=language, **kwargs)
        self.add_class("ck-picchetto-game")
        self._start_deal()

    def __repr__(self) -> str:
        parts = [f"seed={self.seed!r}"]
        base = self.rules.replace(open_hands=False) if self._open_arg else self.rules
        if base != ITALIANO:
            parts.append(f"rules={base!r}")
        if self._open_arg:
            parts.append("open_hands=True")
        if self.level != "easy":
            parts.append(f"level={self.level!r}")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"PicchettoGame({', '.join(parts)})"

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
        """0 (you), 1 (the computer), None (still playing, or a draw)."""
        return self.state.winner if self.over else None

    @property
    def scores(self) -> tuple:
        """(you, computer): match totals, the deal in progress included."""
        return self.state.scores

    @property
    def declarable(self) -> tuple:
        """The categories the learner holds now (those with a switch)."""
        return _held(self.state.hand(self.player), self.rules)

    @property
    def open_hands(self) -> bool:
        return self.rules.open_hands

    @property
    def my_turn(self) -> bool:
        st = self.state
        return st.phase in ("blanche", "exchange", "declare", "play") and st.to_move == self.player

    def status(self) -> str:
        """What the learner should do now (or the result), in words."""
        st = self.state
        if st.is_over():
            a, b = st.scores
            if st.winner is None:
                text = self.tr("widget.picchetto.game.draw", a=a)
            elif st.winner == self.player:
                text = self.tr("widget.picchetto.game.won", a=a, b=b)
            else:
                text = self.tr("widget.picchetto.game.lost", a=a, b=b)
            if self.rules.scoring != "target" and st.margin():
                text += " " + self.tr("widget.picchetto.game.margin", m=st.margin())
            return text
        if st.phase == "deal":
            return self.tr("widget.picchetto.game.todo.deal")
        if self.my_turn:
            return self.tr("widget.picchetto.game.todo." + st.phase)
        return ""

    def score_lines(self, deal: int | None = None, lang=None) -> list:
        """The score log of a deal (default: the current or last one), in
        words: who scored, how much, why, both totals, what was said."""
        lang = checked_language(lang, type(self).__name__) or self.language or None
        logs = self.state.logs
        if deal is not None:
            need_int(type(self).__name__, "deal", deal, lo=1, hi=max(1, len(logs)))
        if not logs:
            return []
        log = logs[-1] if deal is None else logs[deal - 1]
        me, opp = self.player, 1 - self.player
        out = []
        for ev in log.events:
            said = said_text(ev, lang)
            out.append(i18n.tr("widget.picchetto.game.log_line", lang, who=i18n.tr(
                "widget.picchetto.game.you" if ev.side == me else "widget.picchetto.game.computer", lang),
                pts=ev.points, reason=ev.reason(lang), a=ev.totals[me], b=ev.totals[opp],
                said=f"  «{said}»" if said else ""))
        return out

    # ------------------------------------------------------------------
    # acting
    # ------------------------------------------------------------------
    def play(self, move) -> bool:
        """Make a move as the learner: any notation or move object the
        engine takes (``"mano bianca"``, ``"exchange 7S 8S"``, ``"declare
        punto"``, ``"AS"``), or ``"next"`` between deals.  Returns True if it
        was accepted; otherwise the engine's sentence is shown."""
        st = self.state
        if isinstance(move, str) and move.strip().lower() in ("next", "next deal", "avanti", "prossima"):
            return self.next_deal()
        if st.is_over():
            self.show_message(self.tr("widget.picchetto.game.is_over"), "error")
            return False
        if st.phase == "deal":
            self.show_message(self.tr("widget.picchetto.game.deal_over"), "error")
            return False
        try:
            with self.speaking():
                m = st.coerce_move(move)
        except CardkitError as exc:
            self.show_error(exc)
            return False
        if isinstance(m, Exchange) and st.phase == "exchange" and self.accomodo.my_turn:
            ok = self.accomodo.discard(list(m.cards))
            if not ok:
                self._mirror(self.accomodo.message)
            return ok
        if isinstance(m, Blanche) and st.phase == "blanche" and self.accomodo.my_turn:
            ok = self.accomodo.announce(m.announce)
            if not ok:
                self._mirror(self.accomodo.message)
            return ok
        return self._learner_plays(m)

    def declare(self, *categories) -> bool:
        """Declare these categories (keep the others quiet); no argument:
        what the switches say.  ``game.declare("punto", "sequenze")``."""
        if not categories:
            cats = []
            for c in self.declarable:
                if not self.switches[c].value:
                    cats += [c, self.parts[c].value] if self.parts[c].value else [c]
        else:
            cats = []
            for c in categories:
                cats += str(c).replace(",", " ").split()
        return self.play("declare " + (" ".join(cats) if cats else "nothing"))

    def next_deal(self) -> bool:
        """Deal the next hand (only between deals): same as the button."""
        st = self.state
        if st.is_over():
            self.show_message(self.tr("widget.picchetto.game.is_over"), "error")
            return False
        if st.phase != "deal":
            self.show_message(self.tr("widget.picchetto.game.not_over"), "error")
            return False
        self._start_deal()
        return True

    def new_game(self, seed=None, rules: PicchettoRules | None = None) -> None:
        """Start again (same seed and rules unless given)."""
        need_instance(type(self).__name__, "rules", rules, PicchettoRules, optional=True)
        if seed is not None:
            self.seed = seed
        if rules is not None:
            self.rules = rules.replace(open_hands=True) if self._open_arg and not rules.open_hands else rules
            self._changing_preset = True
            try:
                self.preset.value = _preset_key(self.rules)
            finally:
                self._changing_preset = False
        self.state = self.rules.new_game(self.seed, auto_deal=False)
        self.counter.state = self.state
        self.events.clear()
        if self._log is not None:
            self._log.outputs = ()
        self.clear_message()
        self._start_deal()

    def _learner_plays(self, m) -> bool:
        st = self.state
        if not self.my_turn:
            self.show_message(self.tr("widget.picchetto.acc.not_yours",
                                      seat=seat_name(st, st.to_move, self.language or None)), "error")
            return False
        before = len(st.history)
        with self.speaking(), self.refusing():
            self._apply(self.player, m)
        if len(st.history) == before:
            return False
        self.clear_message()
        self._advance()
        self.refresh()
        return True

    # ------------------------------------------------------------------
    # the coach (see coach_panel.CoachMixin)
    # ------------------------------------------------------------------
    def _hint_level(self) -> str:
        """A strong exchange hint weighs many possible exchanges against
        many talons (up to about 0.6 s on a busy machine): the exchange is
        hinted at the medium level, everything else at the strong one."""
        return "medium" if self.phase == "exchange" else self.hint_level

    def _install_computers(self, level: str) -> None:
        if self._own_computer:
            self.computer = self._make_computer(level, 1 - self.player)

    def _hand_over(self) -> bool:
        return self.state.phase == "deal" and bool(self.state.deal_results)

    def _move_words(self, move) -> str:
        return _move_in_words(self.tr, move, self.declarable, self.language or None)

    def _decorate(self) -> None:
        """The coach's discards, highlighted in the exchange's own hand."""
        if self.accomodo is None:
            return
        hint = self.current_hint
        marked = hint.move.cards if hint is not None and isinstance(hint.move, Exchange) else ()
        self.accomodo.hand.highlighted = [str(c) for c in marked]

    # ------------------------------------------------------------------
    # the flow
    # ------------------------------------------------------------------
    def _who(self, seat: int) -> str:
        return self.tr("widget.picchetto.game.you" if seat == self.player else "widget.picchetto.game.computer")

    def _apply(self, seat: int, m) -> None:
        """Play ``m`` for ``seat`` on the engine and write the chronicle."""
        st = self.state
        phase = st.phase
        deal_no = len(st.deal_results)
        st.play(m)
        lang = self.language or None
        if phase == "declare":
            self._declares[seat] = st.history[-1]
            if seat != self.player:
                what = st.history[-1].split(" ", 1)[1]
                self._say_line(self.tr("widget.picchetto.game.c_declare", what=what))
        elif phase == "play":
            key = "widget.picchetto.game.plays_you" if seat == self.player else "widget.picchetto.game.plays_computer"
            self._say_line(self.tr(key, card=Card(m).name(lang)))
        elif seat != self.player and phase == "exchange":
            self._say_line(self.tr("widget.picchetto.game.c_exchange", n=len(st.discards(seat))))
        elif seat != self.player and phase == "blanche":
            self._say_line(self.tr("widget.picchetto.game.c_blanche", cards=notation(st.dealt_hand(seat))))
        if self.dialogue is None and st.declarations is not None:
            self._make_dialogue()
        if len(st.deal_results) > deal_no:
            self._deal_ended()

    def _switch_changed(self, _change) -> None:
        if self.state.phase == "declare" and self.my_turn:
            self._refresh_parts(self.declarable)

    def _refresh_parts(self, held) -> None:
        """Offer, per category, the partial declarations the rules allow
        (``declare_options``); hidden when there are none or the category is
        kept quiet."""
        st = self.state
        options = st.declare_options(self.player)
        for i, cat in enumerate(CATEGORIES):
            part = self.parts[cat]
            partial = [" ".join(str(c) for c in v) for v in options[i] if type(v) is tuple]
            opts = [(self.tr("widget.picchetto.game.part_all"), "")] + [(p, p) for p in partial]
            if list(part.options) != opts:
                part.options = opts
                part.value = ""
            part.description = self.tr("widget.picchetto.game.part_label") if partial else ""
            show = bool(partial) and cat in held and not self.switches[cat].value
            part.layout.display = "" if show else "none"

    def _make_dialogue(self) -> None:
        st = self.state
        e, y = st.elder, st.younger
        quiet = {}
        for side, seat in (("elder", e), ("younger", y)):
            said = (self._declares[seat] or "declare nothing").split()[1:]
            quiet[side] = tuple(c for c in CATEGORIES if c not in said)
        blanche = {s: any(ev.key == "picchetto.ev.blanche" and ev.side == s for ev in st.log.events) for s in (0, 1)}
        dlg = DeclarationDialogue(st.hand(e), st.hand(y), st.rules, learner=None,
                                  elder_quiet=quiet["elder"], younger_quiet=quiet["younger"],
                                  elder_blanche=blanche[e], younger_blanche=blanche[y],
                                  elder_declares=self._declares[e] or None,
                                  younger_declares=self._declares[y] or None,
                                  show_hands=self.open_hands, you="elder" if self.player == e else "younger",
                                  language=self.language)
        replace_children(self._dialogue_box, (dlg,))
        self.dialogue = dlg

    def _deal_ended(self) -> None:
        st = self.state
        n = len(st.deal_results)
        for line in self.score_lines(n):
            self._say_line(line)
        if st.is_over() and self.rules.target is not None and max(st.scores) >= self.rules.target:
            w = max((0, 1), key=lambda p: st.scores[p])
            self._say_line(self.tr("widget.picchetto.game.reached", who=self._who(w), target=self.rules.target, n=n))
        self._say_line(self.status())

    def _start_deal(self) -> None:
        st = self.state
        self._start_of_hand()
        st.deal()
        replace_children(self._dialogue_box, ())
        self.dialogue = None
        self._declares = [None, None]
        for tb in self.switches.values():      # each deal starts with everything declared
            tb.value = False
        with self.speaking():
            self._say_line(self.tr("widget.picchetto.game.new_deal", n=len(st.deal_results) + 1,
                                   dealer=self._who(st.dealer)))
        self.accomodo = AccomodoWidget(state=st, player=self.player, card_width=self._card_width,
                                       language=self.language)
        self.accomodo.on_exchange(lambda _m: self._after_accomodo())
        self.accomodo.observe(self._accomodo_message, names="message")
        replace_children(self._accomodo_box, (self.accomodo,))
        self._advance()
        self.refresh()

    def _accomodo_message(self, change) -> None:
        if change["new"] and self.accomodo.message_kind == "error":
            self._mirror(change["new"])

    _echo = False

    def _mirror(self, text: str) -> None:
        """``game.message`` repeats a refusal the accomodo shows itself (for
        the Python API and the log); the game does not show it twice."""
        self._echo = True
        try:
            self.message = ""
            self.message_kind = "error"
            self.message = text
        finally:
            self._echo = False
        if self._log is not None and text:
            self._log.append_stdout(text + "\n")

    @traitlets.observe("message", "message_kind")
    def _message_changed(self, change):
        if self._echo:
            self._message_html.value = ""
        else:
            super()._message_changed(change)

    def _after_accomodo(self) -> None:
        self.clear_message()
        self._advance()
        self.refresh()

    def _advance(self) -> None:
        """Let the computer move until it is the learner's turn, the deal
        ends or the game ends."""
        st = self.state
        with self.speaking():
            while st.phase in ("blanche", "exchange", "declare", "play") and st.to_move != self.player:
                m = self.computer(st)
                self._apply(st.to_move, m)
            if self.accomodo is not None and st.phase in ("blanche", "exchange"):
                self.accomodo.refresh()

    # ------------------------------------------------------------------
    # drawing
    # ------------------------------------------------------------------
    accomodo = None

    def _sub_widgets(self):
        subs = [self.counter, self.hand]
        if self.accomodo is not None:
            subs.append(self.accomodo)
        if self.dialogue is not None:
            subs.append(self.dialogue)
        return tuple(subs)

    def _build(self) -> None:
        log = self.attach_log(ipywidgets.Output())
        self.table = CardTable(1, message=self._message_html, log=log)
        self._header = self.table.title
        self._status = self.table.status
        self._opponent = self.table.seats[0]
        self._chron_title = self.table.log_title
        self.preset = DropdownChoice(options=list(_PRESET_NAMES), layout=ipywidgets.Layout(width="auto"))
        self.preset.value = _preset_key(self.rules)
        self.preset.observe(self._preset_changed, names="value")
        self.new_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.new_button.on_click(lambda _b: self.new_game())
        self._accomodo_box = ipywidgets.VBox()
        self._declare_info = ipywidgets.HTML()
        self.switches = {}
        #: category -> Dropdown of what to declare when declaring less than
        #: all of it (andar sott'acqua in parte; rules with partial_declarations)
        self.parts = {}
        self._switch_rows = []
        for cat in CATEGORIES:
            tb = ToggleChoice(options=[("declare", False), ("sink", True)], value=False,
                                          style={"button_width": "auto"})
            self.switches[cat] = tb
            tb.observe(self._switch_changed, names="value")
            part = DropdownChoice(options=[("all", "")], value="", layout=ipywidgets.Layout(width="auto"))
            part.add_class("ck-picchetto-part")
            self.parts[cat] = part
            self._switch_rows.append(ipywidgets.HBox([ipywidgets.HTML(), tb, part],
                                                     layout=ipywidgets.Layout(align_items="center")))
        self.declare_button = ipywidgets.Button(button_style="primary", layout=ipywidgets.Layout(
            width="auto", align_self="flex-start"))
        self.declare_button.add_class("ck-picchetto-declare")
        self.declare_button.on_click(lambda _b: self.declare())
        self._declare_box = ipywidgets.VBox([self._declare_info, *self._switch_rows, self.declare_button])
        self._dialogue_box = ipywidgets.VBox()
        self.counter = TrickCounter(state=self.state, player=self.player, computer=None, show_hand=False,
                                    computer_names=True, language=self.language)
        # the counter's list of every trick (twelve rows by the end) is folded away
        self.counter.children = tuple(c for c in self.counter.children if c is not self.counter._list)
        self.hand = HandWidget((), mode="single", card_width=self._card_width, language=self.language)
        self.hand.add_class("ck-picchetto-hand")
        self.hand.on_select(self._card_clicked)
        self.next_button = ipywidgets.Button(button_style="success", layout=ipywidgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.next_deal())
        self._log_title = ipywidgets.HTML()
        # the deal's score log, in the middle once the deal is over: a scroll box,
        # so «Next deal» stays in sight under it
        self._scorelog = ipywidgets.HTML(layout=ipywidgets.Layout(max_height="16em", overflow="auto"))
        self._deals = ipywidgets.HTML()
        t = self.table
        t.set_middle(self.counter, self._log_title, self._scorelog)
        t.set_hand(self._accomodo_box, self.hand, self._declare_box, self._build_replay())
        t.set_side(ipywidgets.HBox([self.preset, self.new_button], layout=ipywidgets.Layout(
            flex_flow="row wrap", align_items="center")))
        t.add_fold("declarations", self._dialogue_box)
        t.add_fold("tricks", self.counter._list)
        t.add_fold("deals", self._deals)
        t.add_fold("coach", self._build_coach())
        t.set_actions(self.hint_button, self.next_button)
        self.children = (t,)

    def _preset_changed(self, change) -> None:
        if self._changing_preset:
            return
        self.new_game(rules=PRESETS[change["new"]])

    def _card_clicked(self, selection) -> None:
        if len(selection) != 1:
            return
        card = selection[0]
        self.hand.clear()
        self.play(card)

    def _redraw(self) -> None:
        st = self.state
        lang = self.language or None
        me, opp = self.player, 1 - self.player
        a, b = st.scores
        preset = repr(self.rules)
        if self.rules.target is not None:
            title = self.tr("widget.picchetto.game.title.target", target=self.rules.target, preset=preset)
        else:
            title = self.tr("widget.picchetto.game.title.deals", deals=self.rules.deals, preset=preset)
        info = []
        n_deal = len(st.deal_results) + (0 if st.phase in ("deal", "over") else 1)
        if st.dealer is not None and st.phase not in ("deal", "over"):
            info.append(self.tr("widget.picchetto.game.deal", n=n_deal, dealer=self._who(st.dealer)))
            if st.multiplier == 2:
                info.append(self.tr("widget.picchetto.game.double"))
        if self.open_hands:
            info.append(self.tr("widget.picchetto.game.open"))
        self._header.value = (f"<b>{esc(title)}</b> — <b>{esc(self.tr('widget.picchetto.game.scores', a=a, b=b))}</b>"
                              f"<br>{esc(' '.join(info))}")
        self.new_button.description = self.tr("widget.picchetto.game.new")
        self.preset.description = self.tr("widget.picchetto.game.preset")
        self.table.set_status(self.status(), "#8a5a00" if st.is_over() else "#1d4f91")
        in_deal = st.phase in ("blanche", "exchange", "declare", "play")
        # the computer's hand
        if in_deal:
            role = self.tr("widget.picchetto.role." + ("younger" if opp == st.dealer else "elder"))
            cards = st.hand(opp)
            label = self.tr("widget.picchetto.game.computer_hand", role=role, n=len(cards))
            self.table.seat(0, label, cards, face_down=not self.open_hands,
                            card_width=40 if self.open_hands else 30)
        else:
            self.table.seat(0, "")
        # accomodo
        self._accomodo_box.layout.display = "" if st.phase in ("blanche", "exchange") else "none"
        # declarations
        declaring = st.phase == "declare" and self.my_turn
        self._declare_box.layout.display = "" if declaring else "none"
        if declaring:
            hand = st.hand(me)
            held = _held(hand, self.rules)
            cards, value = punto(hand, self.rules)
            seqs, grps = sequences(hand, self.rules), groups(hand, self.rules)
            none = self.tr("widget.picchetto.none")
            self._declare_info.value = esc(self.tr(
                "widget.picchetto.game.you_hold", p=f"{say_punto(len(cards), value, self.rules, lang)} ({value})",
                s=say_sequences(seqs, lang) if seqs else none, g=say_groups(grps, lang) if grps else none))
            for (cat, tb), row in zip(self.switches.items(), self._switch_rows):
                row.layout.display = "" if cat in held else "none"
                row.children[0].value = (f"<span style='display:inline-block;width:11em'>"
                                         f"{esc(self.tr('widget.picchetto.cat.' + cat))}</span>")
                tb.options = [(self.tr("widget.picchetto.game.declare"), False),
                              (self.tr("widget.picchetto.game.sink"), True)]
            self._refresh_parts(held)
            self.declare_button.description = self.tr("widget.picchetto.game.declare_button")
        # dialogue (once both declared) during the play and after
        self._dialogue_box.layout.display = "" if self.dialogue is not None else "none"
        # the play
        playing = st.phase == "play" or (st.phase in ("deal", "over") and bool(st.tricks))
        self.counter.state = st
        self.counter.open_hands = self.open_hands
        self.counter.layout.display = "" if playing else "none"
        # the learner's hand
        if in_deal and st.phase != "exchange" and st.phase != "blanche":
            legal = [str(c) for c in st.legal_moves()] if st.phase == "play" and self.my_turn else []
            hint = self.current_hint
            coach_card = [str(hint.move)] if hint is not None and st.phase == "play" else []
            self.hand.set_cards([str(c) for c in st.hand(me)], selected=[], highlighted=coach_card or legal)
            self.hand.mode = "single" if legal else "none"
            role = self.tr("widget.picchetto.role." + ("younger" if me == st.dealer else "elder"))
            self.hand.label = self.tr("widget.picchetto.game.your_hand", role=role)
            self.hand.layout.display = ""
        else:
            self.hand.layout.display = "none"
        # end of deal
        ended = st.phase in ("deal", "over") and st.logs
        if ended:
            n = len(st.deal_results)
            self._log_title.value = f"<b>{esc(self.tr('widget.picchetto.game.log_title', n=n))}</b>"
            rows = "".join(f"<li>{esc(x)}</li>" for x in self.score_lines(lang=lang))
            self._scorelog.value = f"<ol style='margin:2px 0;font-size:13px;line-height:1.35'>{rows}</ol>"
        else:
            self._log_title.value = ""
            self._scorelog.value = ""
        deals = "".join(f"<li>{esc(self.tr('widget.picchetto.game.deal_row', n=i, a=r[me], b=r[opp]))}</li>"
                        for i, r in enumerate(st.deal_results, 1))
        self._deals.value = f"<ul style='margin:2px 0;line-height:1.35'>{deals}</ul>" if deals else ""
        self.next_button.description = self.tr("widget.picchetto.game.next")
        self.next_button.layout.display = "" if st.phase == "deal" and not st.is_over() else "none"
        self._draw_replay(bool(ended))
        self._chron_title.value = f"<b>{esc(self.tr('widget.belote.game.log_title'))}</b>"
        folds = self.table.folds
        folds["declarations"].available = self.dialogue is not None
        folds["tricks"].available = bool(st.tricks)
        folds["deals"].available = bool(st.deal_results)
        folds["deals"].title = self.tr("widget.picchetto.game.deals_title")
        for key in ("declarations", "tricks", "coach"):
            folds[key].title = self.tr("widget.table.fold." + key)
        self._draw_coach()


def _move_in_words(tr, move, held: tuple, lang) -> str:
    """A Picchetto move as the coach's panel says it (``tr`` the widget's
    catalogue lookup, ``held`` the categories the player holds: a category
    he does not hold is not "kept quiet"): the mano bianca, the cards to
    discard, the categories declared and kept quiet, the card and its name."""
    t = tr
    if isinstance(move, Blanche):
        return t("widget.picchetto.game.hint.blanche" if move.announce else "widget.picchetto.game.hint.quiet")
    if isinstance(move, Exchange):
        if not move.cards:
            return t("widget.picchetto.game.hint.no_discard")
        return t("widget.picchetto.game.hint.discard", cards=notation(move.cards))
    if isinstance(move, Declare):
        said = [t("widget.picchetto.cat." + c) for c in held if getattr(move, c)]
        quiet = [t("widget.picchetto.cat." + c) for c in held if not getattr(move, c)]
        parts = [t("widget.picchetto.game.hint.declare", cats=", ".join(said))] if said else []
        if quiet:
            parts.append(t("widget.picchetto.game.hint.sink", cats=", ".join(quiet)))
        return "; ".join(parts) or t("widget.picchetto.game.hint.nothing")
    card = Card(move)
    return t("widget.picchetto.game.hint.card", name=card.name(lang), card=str(card))


def _held(hand, rules) -> tuple:
    out = ["punto"]
    if sequences(hand, rules):
        out.append("sequenze")
    if groups(hand, rules):
        out.append("quattordici")
    return tuple(out)


def _preset_key(rules) -> str:
    """The name of the preset these rules start from (``"ITALIANO"`` if none)."""
    names = {"italiano": "ITALIANO", "150": "PICCHETTO_150", "rubicon": "RUBICON", "rubicone": "RUBICONE",
             "au_cent": "AU_CENT"}
    return names.get(rules.name, "ITALIANO")
