"""What the replay viewers share (not a widget itself).

* :class:`StepperMixin`: the first / back / forward / last buttons and the
  slider of a replay, and their text equivalents (:meth:`~StepperMixin.go`,
  ``first``, ``back``, ``forward``, ``last``).  Scopa's
  :class:`~cardkit.widgets.ReplayViewer` and the deal replays below use it.
* :func:`finished_deal`: one finished deal of a saved game as a
  :class:`DealRecord`, the positions before and after each of its moves,
  rebuilt from the game's history.
* :class:`CardMark` and :func:`losing_move`: what the double-dummy solver
  says about each card played (the best result still reachable before and
  after it) and which card lost the deal.
* :class:`ReplayButtonMixin`: the *Replay this deal* button of the
  Picchetto and Belote game widgets, which opens the replay under the game.
* :class:`DealReplay`: the base of :class:`~cardkit.widgets.PicchettoReplay`
  and :class:`~cardkit.widgets.BeloteReplay`: a list of steps, the stepper,
  the table of the step shown and the *Mark the losing moves* button.
"""

from __future__ import annotations

import dataclasses

import ipywidgets

from .. import i18n
from ..errors import CardkitError, InvalidInputError
from ..game import GameState
from .base import GameBox, replace_children
from ._checks import MixinOnly, need_bool, need_callable, need_card_width, need_instance, need_text
from .markup import esc

i18n.register({
    "widget.replay.first": {"en": "First", "it": "Inizio"},
    "widget.replay.back": {"en": "Back", "it": "Indietro"},
    "widget.replay.forward": {"en": "Forward", "it": "Avanti"},
    "widget.replay.last": {"en": "Last", "it": "Fine"},
    "widget.replay.slider": {"en": "Step", "it": "Passo"},
    "widget.replay.counter": {"en": "Step {k} of {n}", "it": "Passo {k} di {n}"},
    "widget.replay.bad_position": {
        "en": "there is no step {k}: choose 0 (the deal) to {n} (the count)",
        "it": "non c'è il passo {k}: scegli da 0 (la distribuzione) a {n} (il conteggio)",
    },
    "widget.replay.no_deal": {
        "en": "no deal of this game is finished yet: a replay needs a finished deal",
        "it": "nessuna smazzata di questa partita è ancora finita: per la replica serve una smazzata finita",
    },
    "widget.replay.bad_deal": {
        "en": "there is no finished deal {deal}: give 1 to {n}, or -1 for the last one",
        "it": "non c'è la smazzata finita {deal}: scegli da 1 a {n}, o -1 per l'ultima",
    },
    "widget.replay.bad_source": {
        "en": "give a {game} (with a finished deal) or its JSON save (state.to_json()), not {what}",
        "it": "dai una {game} (con una smazzata finita) o il suo salvataggio JSON (state.to_json()), non {what}",
    },
    "widget.replay.mark": {"en": "Mark the losing moves", "it": "Segna le mosse perdenti"},
    "widget.replay.solving": {"en": "Solving the positions", "it": "Calcolo delle posizioni"},
    "widget.replay.marks_title": {
        "en": "Double dummy (all hands open): the best {unit} still reachable before and after each card",
        "it": "A carte scoperte: il meglio ({unit}) ancora ottenibile prima e dopo ogni carta",
    },
    "widget.replay.col.card": {"en": "Card", "it": "Carta"},
    "widget.replay.col.before": {"en": "Before", "it": "Prima"},
    "widget.replay.col.after": {"en": "After", "it": "Dopo"},
    "widget.replay.col.lost": {"en": "Lost", "it": "Perso"},
    "widget.replay.no_mistake": {
        "en": "No card lost anything: every card kept the best result still possible.",
        "it": "Nessuna carta ha perso qualcosa: ogni carta ha mantenuto il miglior risultato ancora possibile.",
    },
    "widget.replay.mistakes": {"en": "Cards that lost points: {n}.", "it": "Carte che hanno perso punti: {n}."},
    "widget.replay.card_mark": {"en": "✘ lost {loss}", "it": "✘ perde {loss}"},
    "widget.replay.open": {"en": "Replay this deal", "it": "Rivedi questa smazzata"},
})


# --------------------------------------------------------------------------
# the stepper
# --------------------------------------------------------------------------

class StepperMixin(MixinOnly, mixin=True):
    """First / back / forward / last buttons and a slider over the positions
    ``0 .. self._end`` of a :class:`~cardkit.widgets.base.GameBox`.

    The class using it keeps the position in ``self._pos``, builds the
    controls with :meth:`_build_stepper` in its ``_build`` and labels them
    with :meth:`_draw_stepper` in its ``_redraw``; ``_stepper_keys`` is the
    prefix of the labels' i18n keys (``first``, ``back``, ``forward``,
    ``last``, ``slider``, ``bad_position``).
    """

    _stepper_keys = "widget.replay."
    _syncing = False
    _ICONS = {"first": "|◀", "back": "◀", "forward": "▶", "last": "▶|"}

    def _build_stepper(self, end: int) -> ipywidgets.HBox:
        """The buttons (``self.buttons``) and the slider (``self.slider``) in a row."""
        self.buttons = {k: ipywidgets.Button(layout=ipywidgets.Layout(width="auto")) for k in self._ICONS}
        for k, b in self.buttons.items():
            b.on_click(lambda _b, k=k: getattr(self, k)())
        self.slider = ipywidgets.IntSlider(value=0, min=0, max=end, continuous_update=True,
                                           layout=ipywidgets.Layout(width="28em"))
        self.slider.observe(self._slid, names="value")
        return ipywidgets.HBox([*self.buttons.values(), self.slider],
                               layout=ipywidgets.Layout(align_items="center", flex_flow="row wrap"))

    def _draw_stepper(self) -> None:
        t, keys = self.tr, self._stepper_keys
        for k, b in self.buttons.items():
            b.description = f"{self._ICONS[k]} {t(keys + k)}"
            b.tooltip = t(keys + k)
        self.buttons["first"].disabled = self.buttons["back"].disabled = self._pos == 0
        self.buttons["forward"].disabled = self.buttons["last"].disabled = self._pos == self._end
        self.slider.description = t(keys + "slider")

    def _slid(self, change) -> None:
        if self._syncing:
            return
        self._pos = int(change["new"])
        self.refresh()

    def go(self, k: int) -> None:
        """Show position ``k`` (0 = as dealt); a position that does not exist
        is refused with a message."""
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= self._end:
            self.show_message(self.tr(self._stepper_keys + "bad_position", k=k, n=self._end), "error")
            return
        self.clear_message()
        self._pos = k
        if self.slider.value != k:
            self.slider.value = k          # the observer redraws
        else:
            self.refresh()

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(self._end)

    def forward(self) -> None:
        """One step on (nothing happens at the end)."""
        self.go(min(self._pos + 1, self._end))

    def back(self) -> None:
        """One step back (nothing happens at the start)."""
        self.go(max(self._pos - 1, 0))


# --------------------------------------------------------------------------
# a finished deal, rebuilt from the history
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class DealRecord:
    """One finished deal of a game: ``number`` (counted from 1 among the
    finished deals) of ``total``; ``start`` the state just after the cards
    were dealt; ``moves`` a tuple of ``(move, before, after)`` (the move's
    notation and copies of the state before and after it), to the move
    that finished the deal."""

    number: int
    total: int
    start: object
    moves: tuple


def load_state(source, state_class, game: str):
    """A game state from ``source``: a ``state_class`` instance or its JSON
    save (text or dict); anything else raises a CardkitError naming the
    expected form."""
    if not (isinstance(state_class, type) and issubclass(state_class, GameState)):
        raise InvalidInputError("widget.arg.instance", owner="load_state", name="state_class",
                                expected="game state class", value=state_class)
    game = need_text("load_state", "game", game)
    if isinstance(source, state_class):
        return source
    if isinstance(source, (str, bytes, dict)):
        return state_class.from_json(source)
    what = type(source).__name__
    raise CardkitError("widget.replay.bad_source", game=game, what=what)


def finished_deal(state, finished_count, deal: int) -> DealRecord:
    """Deal ``deal`` (1 = the first finished, -1 = the last) of ``state``'s
    game, replayed from its history.  ``finished_count(state)`` is how many
    deals a state has finished (deals thrown in, such as a Belote deal
    everybody passed, are not counted and cannot be replayed)."""
    need_instance("finished_deal", "state", state, GameState)
    need_callable("finished_deal", "finished_count", finished_count)
    fresh = type(state)(state.rules, state.seed, auto_deal=False)
    spans, start = [], 0
    history = state.history
    for i, entry in enumerate(history):
        if entry.startswith("deal "):
            start = i
        before = finished_count(fresh)
        _redo(fresh, entry)
        if finished_count(fresh) > before:
            spans.append((start, i))
    n = len(spans)
    if not n:
        raise CardkitError("widget.replay.no_deal")
    if isinstance(deal, bool) or not isinstance(deal, int) or not (1 <= deal <= n or -n <= deal <= -1):
        raise CardkitError("widget.replay.bad_deal", deal=deal, n=n)
    number = deal if deal > 0 else n + 1 + deal
    first, end = spans[number - 1]
    s = type(state)(state.rules, state.seed, auto_deal=False)
    for entry in history[:first + 1]:
        _redo(s, entry)
    start_state, moves = s.copy(), []
    for entry in history[first + 1:end + 1]:
        before = s.copy()
        _redo(s, entry)
        moves.append((entry, before, s.copy()))
    return DealRecord(number, n, start_state, tuple(moves))


def _redo(state, entry: str) -> None:
    """Apply one entry of a saved history (a deal or a move) again."""
    if entry.startswith("deal "):
        state.deal(entry[5:])
    else:
        state.play(entry)


# --------------------------------------------------------------------------
# the losing moves
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class CardMark:
    """What best play (all hands open) says about one card played.

    ``index`` counts the cards of the deal from 1, ``trick`` the tricks
    from 1; ``player`` played ``card``.  ``before`` and ``after`` are the
    best the player's side could still reach just before and just after
    the card, counted over the whole deal in the game's unit (Picchetto:
    the deal's points of the player minus the opponent's; Belote: the
    card points of the player's side, last trick included);
    ``result_before`` and ``result_after`` the outcome they lead to
    (Picchetto: the player's share of the tricks along the solver's line,
    ``"cappotto"``, ``"majority"``, ``"split"`` or ``"minority"``; Belote:
    the contract, ``"made"``, ``"failed"`` or ``"litige"``).
    """

    index: int
    trick: int
    player: int
    card: object
    before: int
    after: int
    result_before: object
    result_after: object

    @property
    def loss(self) -> int:
        """What the card cost (0 for a card as good as the best)."""
        return self.before - self.after

    @property
    def changed_result(self) -> bool:
        """The card lost points and with them the outcome."""
        return self.loss > 0 and self.result_before != self.result_after


def losing_move(marks):
    """The losing move among ``marks``: the first card that lost points and
    changed the outcome, else the card that lost the most (the first of
    equals), or ``None`` when no card lost anything."""
    if not isinstance(marks, (list, tuple)) or not all(isinstance(m, CardMark) for m in marks):
        raise InvalidInputError("widget.arg.instance", owner="losing_move", name="marks",
                                expected="list of CardMark", value=marks)
    for m in marks:
        if m.changed_result:
            return m
    worst = max(marks, key=lambda m: m.loss, default=None)
    return worst if worst is not None and worst.loss > 0 else None


# --------------------------------------------------------------------------
# the viewers' base
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Step:
    """One step of a replay: its ``kind`` (``"deal"``, ``"exchange"``,
    ``"said"``, ``"bids"``, ``"trick"``, ``"count"``...), the ``state`` to
    draw and what the viewer needs to draw it (``data``, by kind)."""

    kind: str
    state: object
    data: tuple = ()


class DealReplay(StepperMixin, GameBox):
    """Base of the deal replays (see the module doc).

    A subclass sets ``state_class``, ``game_name`` and ``css_class``,
    builds its :class:`Step` list in ``_make_steps()``, says a step in
    words in ``_step_text(step)`` and draws it in ``_step_html(step)``,
    and computes the :class:`CardMark` of every card in
    ``_compute_marks()``; ``_mark_sentence(mark)`` explains the losing
    move and ``_unit_key`` names the unit of the values.
    """

    state_class = None
    game_name = ""
    css_class = ""
    _unit_key = ""

    def __init__(self, state_or_json, deal: int = -1, *, position: int = 0, marked: bool = False,
                 card_width: int = 48, language: str = "", **kwargs):
        self.state = load_state(state_or_json, self.state_class, self.game_name)
        self.record = finished_deal(self.state, self._finished, deal)
        self._card_width = need_card_width(type(self).__name__, card_width)
        need_bool(type(self).__name__, "marked", marked)
        self._marks = None
        self._pos = 0
        self.steps = tuple(self._make_steps())
        super().__init__(language=language, **kwargs)
        self.add_class(self.css_class)
        if marked:
            self.mark_losing_moves()
        if position:
            self.go(position)

    def __repr__(self) -> str:
        parts = [f"deal={self.deal}", f"position={self.position}"]
        if self._marks is not None:
            parts.append("marked=True")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"{type(self).__name__}({', '.join(parts)})"

    # -- reading -------------------------------------------------------------
    @staticmethod
    def _finished(state) -> int:
        raise NotImplementedError

    @property
    def deal(self) -> int:
        """The deal shown, counted from 1 among the game's finished deals."""
        return self.record.number

    @property
    def position(self) -> int:
        """The step shown (0 = the cards as dealt)."""
        return self._pos

    @property
    def _end(self) -> int:
        return len(self.steps) - 1

    @property
    def step(self) -> Step:
        """The :class:`Step` shown."""
        return self.steps[self._pos]

    def describe(self) -> str:
        """The step shown in words (the widget's language)."""
        with self.speaking():
            return self._step_text(self.step)

    @property
    def marks(self):
        """Every card's :class:`CardMark` (None until
        :meth:`mark_losing_moves`)."""
        return self._marks

    @property
    def losing(self):
        """The losing move (a :class:`CardMark`), None when no card lost
        anything or before :meth:`mark_losing_moves`."""
        return None if self._marks is None else losing_move(self._marks)

    def mark_losing_moves(self) -> None:
        """Ask the double-dummy solver about every card played (same as the
        button) and mark the cards that lost points.  The solver can take
        some seconds on a whole deal: a progress bar under the button counts
        the positions solved meanwhile (a widget's updates reach the page
        while the kernel works), and goes away when the marks are shown."""
        if self._marks is None:
            bar = self.progress_bar
            bar.value, bar.max = 0, max(1, len(self.steps))
            bar.description = self.tr("widget.replay.solving")
            bar.layout.display = ""
            self.mark_button.disabled = True
            try:
                self._marks = tuple(self._compute_marks(self._solved))
            finally:
                bar.layout.display = "none"
                self.mark_button.disabled = False
        self.refresh()

    def _solved(self, done: int, total: int) -> None:
        """One more position solved (``done`` of ``total``): the bar moves."""
        bar = self.progress_bar
        bar.max = max(1, total)
        bar.value = min(done, bar.max)

    def losing_sentence(self) -> str:
        """The losing move in one sentence ("" before marking; the no-mistake
        sentence when no card lost anything)."""
        if self._marks is None:
            return ""
        with self.speaking():
            m = self.losing
            return self.tr("widget.replay.no_mistake") if m is None else self._mark_sentence(m)

    def mark_of(self, card):
        """The :class:`CardMark` of a card of this deal (None before marking,
        and for a card the marks do not cover)."""
        if self._marks is None:
            return None
        return next((m for m in self._marks if str(m.card) == str(card)), None)

    # -- drawing -------------------------------------------------------------
    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        controls = self._build_stepper(self._end)
        self._step_view = ipywidgets.HTML()
        self._table_view = ipywidgets.HTML()
        self.mark_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto", align_self="flex-start"))
        self.mark_button.on_click(lambda _b: self.mark_losing_moves())
        self.progress_bar = ipywidgets.IntProgress(value=0, min=0, max=1, style={"description_width": "initial"},
                                                   layout=ipywidgets.Layout(display="none", width="24em"))
        self.progress_bar.add_class("ck-replay-progress")
        self._marks_view = ipywidgets.HTML()
        self.children = (self._title, controls, self._step_view, self._table_view, self.mark_button,
                         self.progress_bar, self._marks_view, self._message_html)

    def _redraw(self) -> None:
        t = self.tr
        self._title.value = self._title_html()
        self._draw_stepper()
        counter = t("widget.replay.counter", k=self._pos, n=self._end)
        text = self._step_text(self.step)
        head, _, rest = text.partition("\n")
        self._step_view.value = (f"<div style='color:#555;font-size:0.9em'>{esc(counter)}</div>"
                                 f"<div style='font-weight:bold;color:#1d4f91'>{esc(head)}</div>"
                                 + "".join(f"<div>{esc(x)}</div>" for x in rest.split("\n") if x))
        self._table_view.value = self._step_html(self.step)
        self.mark_button.description = t("widget.replay.mark")
        self.mark_button.layout.display = "none" if self._marks is not None else ""
        self._marks_view.value = "" if self._marks is None else self._marks_html()

    def _marks_html(self) -> str:
        t = self.tr
        lost = [m for m in self._marks if m.loss > 0]
        worst = self.losing
        sentence = t("widget.replay.no_mistake") if worst is None else self._mark_sentence(worst)
        rows = []
        for m in self._marks:
            style = ("background:#f9d6d5;font-weight:bold" if m is worst
                     else "background:#fdf0e0" if m.loss > 0 else "")
            rows.append(f"<tr style='{style}'><td>{m.trick}</td><td>{esc(self._who(m.player))}</td>"
                        f"<td>{esc(str(m.card))}</td><td>{m.before}</td><td>{m.after}</td>"
                        f"<td>{m.loss or ''}</td></tr>")
        head = "".join(f"<th style='text-align:left;padding-right:8px'>{esc(x)}</th>" for x in (
            "#", "", t("widget.replay.col.card"), t("widget.replay.col.before"), t("widget.replay.col.after"),
            t("widget.replay.col.lost")))
        color = "#a3171e" if worst is not None else "#2e7d32"
        return (f"<div style='font-weight:bold;color:{color};margin:4px 0'>{esc(sentence)}</div>"
                f"<div>{esc(t('widget.replay.mistakes', n=len(lost)))}</div>"
                f"<details><summary>{esc(t('widget.replay.marks_title', unit=t(self._unit_key)))}</summary>"
                f"<table style='font-size:12px;border-collapse:collapse'><tr>{head}</tr>{''.join(rows)}</table>"
                "</details>")

    def _place_label(self, player: int, card) -> str:
        """The caption over a card of a trick: who played it and, once
        marked, what it lost."""
        m = self.mark_of(card)
        lost = "" if m is None or m.loss <= 0 else self.tr("widget.replay.card_mark", loss=m.loss)
        return self._who(player) + (f" — {lost}" if lost else "")

    # hooks
    def _make_steps(self):
        raise NotImplementedError

    def _title_html(self) -> str:
        raise NotImplementedError

    def _step_text(self, step: Step) -> str:
        raise NotImplementedError

    def _step_html(self, step: Step) -> str:
        raise NotImplementedError

    def _compute_marks(self):
        raise NotImplementedError

    def _mark_sentence(self, mark: CardMark) -> str:
        raise NotImplementedError

    def _who(self, player: int) -> str:
        raise NotImplementedError



class ReplayButtonMixin(MixinOnly, mixin=True):
    """The *Replay this deal* button of a game widget (a
    :class:`~cardkit.widgets.base.GameBox` with a ``state``).

    The game sets ``replay_class`` (the viewer), puts :meth:`_build_replay`
    among its children and calls :meth:`_draw_replay` from its
    ``_redraw`` with whether a deal is over: the button shows only then,
    and the viewer (:attr:`replay_view`) opens under it, following the
    game's language, until the next deal starts.
    """

    replay_class = None
    replay_view = None

    def _build_replay(self) -> ipywidgets.VBox:
        self.replay_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto", align_self="flex-start"))
        self.replay_button.add_class("ck-replay-button")
        self.replay_button.on_click(lambda _b: self.replay())
        self._replay_box = ipywidgets.VBox()
        self._replay_row = ipywidgets.VBox([self.replay_button, self._replay_box])
        self._replay_row.layout.display = "none"
        return self._replay_row

    def replay(self, deal: int = -1):
        """Open the replay of a finished deal (default: the last) under the
        game and return it (same as the button); None, with the reason
        shown, when there is no such deal."""
        try:
            view = self.replay_class(self.state, deal, language=self.language)
        except CardkitError as exc:
            self.show_error(exc)
            return None
        self.replay_view = view
        replace_children(self._replay_box, (view,))
        self.refresh()
        return view

    def _draw_replay(self, deal_over: bool) -> None:
        self.replay_button.description = self.tr("widget.replay.open")
        # hidden parts are left out of the stored snapshot of a game in play
        self._replay_row.layout.display = "" if deal_over else "none"
        if not deal_over and self.replay_view is not None:
            self.replay_view = None
            replace_children(self._replay_box, ())
        if self.replay_view is not None:
            self.replay_view.language = self.language
