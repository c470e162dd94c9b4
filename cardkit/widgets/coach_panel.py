"""The coach at the table, shared by the game widgets: :class:`CoachMixin`.

A game widget (:class:`~cardkit.widgets.ScopaGame`,
:class:`~cardkit.widgets.PicchettoGame`, :class:`~cardkit.widgets.BeloteGame`)
mixes it in and gets three controls: the **Hint** button (``hint_button``,
which a game on a :class:`~cardkit.widgets.table.CardTable` shows in its
action row, next to the cards) and, in :attr:`~CoachMixin.coach_box` (the
table's folded section ``"coach"``), the level, the review and the texts
of the hint and the review:

* **Hint** (:meth:`~CoachMixin.hint`): on the learner's turn, asks the
  engine's coach (``state.hint()``) for the learner's move and shows it —
  marked in the game (the card and its capture, the cards to discard, the
  bid), the reason in plain words and the best moves with what each is
  expected to be worth.  Nothing is played; the hint goes away with the next
  move.  Between hands or when the game is over the button is disabled (its
  tooltip says why) and :meth:`~CoachMixin.hint` explains the refusal.
* **Computer level** (:attr:`~CoachMixin.level`, the ``level_control``
  drop-down): ``"easy"`` is the kit's rule-based computer (the default, as
  before the coach existed), ``"medium"`` and ``"strong"`` the game's
  ``SearchPlayer``, for every computer seat the widget made itself.
* **Review this hand** (:meth:`~CoachMixin.review`): once a hand (deal) is
  over, ``coach.review()`` of the learner's moves in it, listing the moves
  that cost most against the coach's choice.

The game supplies the game-specific parts: ``easy_computer`` and ``engine``
(see :class:`CoachMixin`), ``_own_seats`` (the computer seats it made
itself, in ``computers``; or its own ``_install_computers``),
``_move_words(move)`` (a move in words, in the widget's language),
``_hand_over()`` (a hand has ended and the next is not dealt yet), and it
marks the move of :attr:`~CoachMixin.current_hint` in its own drawing
(``_redraw``, or ``_decorate`` for child widgets that redraw themselves).
It calls ``_init_coach(level)`` before building, puts ``_build_coach()``
among its children (on a :class:`~cardkit.widgets.table.CardTable`, in the
fold ``"coach"``, which :meth:`~CoachMixin.hint` and
:meth:`~CoachMixin.review` open), calls ``_draw_coach()`` at the end of ``_redraw`` and
``_start_of_hand()`` just before each deal.

The hints are asked with the seed 0, like ``state.hint()``: the same
position always gets the same hint.
"""

from __future__ import annotations

import importlib

import ipywidgets

from .. import coach, i18n
from ..errors import CardkitError
from ._checks import MixinOnly, as_text, need_int
from .markup import esc

i18n.register({
    "widget.coach.hint": {"en": "Hint", "it": "Suggerimento"},
    "widget.coach.hint_tip": {
        "en": "Ask the coach which move it would make (nothing is played for you)",
        "it": "Chiedi all'allenatore quale mossa farebbe (non gioca al posto tuo)",
    },
    "widget.coach.level": {"en": "Computer", "it": "Computer"},
    "widget.coach.level.easy": {"en": "easy", "it": "facile"},
    "widget.coach.level.medium": {"en": "medium", "it": "medio"},
    "widget.coach.level.strong": {"en": "strong", "it": "forte"},
    "widget.coach.noun.hand": {"en": "hand", "it": "mano"},
    "widget.coach.noun.deal": {"en": "deal", "it": "smazzata"},
    "widget.coach.review": {"en": "Review this {what}", "it": "Rivedi questa {what}"},
    "widget.coach.no_hint": {"en": "no hint now: {why}", "it": "ora nessun suggerimento: {why}"},
    "widget.coach.why.over": {"en": "the game is over", "it": "la partita è finita"},
    "widget.coach.why.ended": {"en": "the {what} is over", "it": "la {what} è finita"},
    "widget.coach.why.not_yours": {"en": "it is not your turn", "it": "non tocca a te"},
    "widget.coach.no_review": {
        "en": "nothing to review yet: the {what} is still being played",
        "it": "ancora niente da rivedere: la {what} è ancora in corso",
    },
    "widget.coach.marked": {
        "en": "The coach's move is highlighted; play it or not, as you like.",
        "it": "La mossa dell'allenatore è evidenziata: giocala oppure no, come preferisci.",
    },
    "widget.coach.ranked": {
        "en": "Best moves and what each is expected to be worth:",
        "it": "Le mosse migliori e quanto si stima che valga ciascuna:",
    },
    "widget.coach.by_level": {"en": "coach level: {level}", "it": "livello dell'allenatore: {level}"},
})

#: how the hint and the review are framed (a gold bar: the colour of highlighted cards)
_PANEL_STYLE = ("border-left:4px solid #f2c14e;background:#fffbea;padding:3px 8px;margin:2px 0;"
                "color:#222")


def _last_deal_span(state):
    """``(since, until)`` of the last deal ``state`` finished (the history
    entries from its ``deal`` entry to the next one, or to the end when the
    game is over), or None before the first deal is over: what a game that
    deals the next hand at once reviews."""
    if not state.deals_finished:
        return None
    starts = [i for i, e in enumerate(state.history) if e.startswith("deal ")]
    if state.is_over():
        return (starts[-1], None)
    return (starts[-2], starts[-1]) if len(starts) >= 2 else None


def computer_seed(seed, seat: int) -> str:
    """The seed of the computer at ``seat`` in a game dealt from ``seed``:
    each seat its own random stream, the same in every run."""
    seed = as_text("computer_seed", "seed", seed)
    return f"{seed[:150]}/seat {need_int('computer_seed', 'seat', seat, lo=0, hi=3)}"


class CoachMixin(MixinOnly, mixin=True):
    """Hint, computer level and review for a game widget (see the module).

    Class attributes a game sets: ``easy_computer`` (the rule-based player
    class of the ``"easy"`` level), ``engine`` (the name of the game's
    package, whose ``SearchPlayer`` plays the other levels), ``hint_level``
    (the level of the hints: ``"strong"`` where a strong hint takes well
    under half a second, otherwise ``"medium"``), ``review_level`` and
    ``hand_noun`` (the catalogue key of "hand" or "deal").
    """

    easy_computer = None
    engine = ""
    hint_level = "strong"
    review_level = "medium"
    hand_noun = "widget.coach.noun.hand"

    # ------------------------------------------------------------------
    # set-up (called by the game)
    # ------------------------------------------------------------------
    def _init_coach(self, level) -> None:
        self._level = coach.check_level(level)
        self._hint = None
        self._hint_for = (None, -1)      # (state, history length) the hint was computed for
        self._review = None
        self._review_for = (None, None)
        self._hand_start = 0
        self._relabelling = False

    def _build_coach(self) -> ipywidgets.Widget:
        """The coach's row (level, Hint, Review) and its two text areas."""
        self.level_control = ipywidgets.Dropdown(options=self._level_options(), value=self._level,
                                                 style={"description_width": "initial"},
                                                 layout=ipywidgets.Layout(width="auto"))
        self.level_control.add_class("ck-coach-level")
        self.level_control.observe(self._level_chosen, names="value")
        self.hint_button = ipywidgets.Button(button_style="warning", layout=ipywidgets.Layout(width="auto"))
        self.hint_button.add_class("ck-coach-hint-button")
        self.hint_button.on_click(lambda _b: self.hint())
        self.review_button = ipywidgets.Button(button_style="info", layout=ipywidgets.Layout(width="auto"))
        self.review_button.add_class("ck-coach-review-button")
        self.review_button.on_click(lambda _b: self.review())
        self.hint_view = ipywidgets.HTML()
        self.hint_view.add_class("ck-coach-hint")
        self.review_view = ipywidgets.HTML()
        self.review_view.add_class("ck-coach-review")
        # the Hint button is not in the row: a game puts it next to the cards
        # (a CardTable's action row) and folds the rest away
        row = ipywidgets.HBox([self.level_control, self.review_button],
                              layout=ipywidgets.Layout(align_items="center", flex_flow="row wrap"))
        self.coach_box = ipywidgets.VBox([row, self.hint_view, self.review_view])
        self.coach_box.add_class("ck-coach")
        return self.coach_box

    def _open_coach(self) -> None:
        """Open the coach's folded section of the card table (if the game
        has one, see :mod:`~cardkit.widgets.table`): a hint or a review
        asked for is shown at once."""
        fold = getattr(getattr(self, "table", None), "folds", {}).get("coach")
        if fold is not None:
            fold.opened = True

    def _start_of_hand(self) -> None:
        """A hand is about to be dealt: the review will start here."""
        self._hand_start = len(self.state.history)

    # ------------------------------------------------------------------
    # the level of the computers
    # ------------------------------------------------------------------
    @property
    def level(self) -> str:
        """How well the computers play: ``"easy"``, ``"medium"`` or ``"strong"``
        (setting it is what the drop-down does)."""
        return self._level

    @level.setter
    def level(self, value) -> None:
        coach.check_level(value)
        self.level_control.value = value      # the observer installs the computers

    def _make_computer(self, level: str, seat: int):
        """The computer of ``seat`` at ``level``: today's rule-based player
        for ``"easy"``, the game's ``SearchPlayer`` (its own seed) otherwise."""
        if level == "easy":
            return self.easy_computer()
        search_player = importlib.import_module(f"cardkit.{self.engine}").SearchPlayer
        return search_player(level, computer_seed(self.seed, seat))

    def _install_computers(self, level: str) -> None:
        for seat in self._own_seats:
            self.computers[seat] = self._make_computer(level, seat)

    def _level_chosen(self, change) -> None:
        if self._relabelling:
            return
        if change["new"] is None:       # the page chose no entry (index null)
            self._relabelling = True
            try:
                self.level_control.value = self._level
            finally:
                self._relabelling = False
            self.show_message(self.tr("widget.menu.nothing_chosen", menu=self.tr("widget.coach.level"),
                                      kept=self.tr("widget.coach.level." + self._level)), "error")
            return
        self._level = change["new"]
        self._install_computers(self._level)

    def _level_options(self) -> list:
        return [(self.tr("widget.coach.level." + lv), lv) for lv in coach.LEVELS]

    # ------------------------------------------------------------------
    # the hint
    # ------------------------------------------------------------------
    @property
    def current_hint(self):
        """The :class:`~cardkit.coach.Hint` shown now, or None (none asked
        for, or a move was made since)."""
        state, at = self._hint_for
        if self._hint is None or state is not self.state or at != len(self.state.history):
            return None
        return self._hint

    def hint(self):
        """What the Hint button does: the coach's move for the learner, shown
        and marked but not played.  Returns the :class:`~cardkit.coach.Hint`,
        or None when there is no hint to give now (the reason is shown)."""
        why = self._no_hint_reason()
        if why is not None:
            self.show_message(self.tr("widget.coach.no_hint", why=why), "error")
            return None
        if self.current_hint is not None:      # asked again in the same position
            return self._hint
        try:
            with self.speaking():
                h = self.state.hint(level=self._hint_level())
        except CardkitError as exc:
            self.show_error(exc)
            return None
        self._hint, self._hint_for = h, (self.state, len(self.state.history))
        self.clear_message()
        self._open_coach()
        self.refresh()
        return h

    def _hint_level(self) -> str:
        """The level of a hint in the position now (``hint_level``)."""
        return self.hint_level

    def _marks_hint(self, h) -> bool:
        """Whether the game marks the move of hint ``h`` in its drawing (the
        hint then says "the coach's move is highlighted"); every game that
        marks every kind of move keeps the default."""
        return True

    def _no_hint_reason(self):
        """Why no hint can be given now (a text), or None."""
        if self.state.is_over():
            return self.tr("widget.coach.why.over")
        if self._hand_over():
            return self.tr("widget.coach.why.ended", what=self.tr(self.hand_noun))
        if not self.my_turn:
            return self.tr("widget.coach.why.not_yours")
        return None

    def _hint_html(self, h) -> str:
        lang = self.language or None
        head = i18n.tr("coach.hint", lang, move=self._move_words(h.move), reason=h.reason_in(lang))
        rows = "".join(f"<li>{esc(self._move_words(s.move))} — <b>{esc(s.value_text(lang))}</b></li>"
                       for s in h.ranked[:3])
        level = self.tr("widget.coach.by_level", level=self.tr("widget.coach.level." + h.level))
        marked = f"<div>{esc(self.tr('widget.coach.marked'))}</div>" if self._marks_hint(h) else ""
        return (f'<div style="{_PANEL_STYLE}"><b>{esc(head)}</b>{marked}'
                f"<div>{esc(self.tr('widget.coach.ranked'))}</div>"
                f'<ol style="margin:2px 0;padding-left:1.6em">{rows}</ol>'
                f'<div style="font-size:0.85em;color:#666">{esc(level)}</div></div>')

    # ------------------------------------------------------------------
    # the review
    # ------------------------------------------------------------------
    def _review_span(self):
        """``(since, until)``: the history entries of the hand a review looks
        at now (``until`` None: to the end), or None when there is none (by
        default: the hand just over, from :meth:`_start_of_hand` on)."""
        if self._hand_over() or self.state.is_over():
            return (self._hand_start, None)
        return None

    @property
    def current_review(self):
        """The :class:`~cardkit.coach.Review` shown now, or None."""
        state, at = self._review_for
        if self._review is None or state is not self.state or at != self._review_span():
            return None
        return self._review

    def review(self):
        """What the Review button does, once a hand is over: the learner's
        moves in it against the coach's choice (``coach.review``), shown
        under the buttons.  Returns the :class:`~cardkit.coach.Review`, or
        None while the hand is still being played (the reason is shown)."""
        span = self._review_span()
        if span is None:
            self.show_message(self.tr("widget.coach.no_review", what=self.tr(self.hand_noun)), "error")
            return None
        if self.current_review is None:
            with self.speaking():
                self._review = coach.review(self.state, self.player, since=span[0], until=span[1],
                                            level=self.review_level)
            self._review_for = (self.state, span)
        self.clear_message()
        self._open_coach()
        self.refresh()
        return self._review

    def _review_html(self, r) -> str:
        lines = r.lines(self.language or None)
        items = "".join(f"<li>{esc(x.strip())}</li>" for x in lines[1:])
        listed = f'<ul style="margin:2px 0;padding-left:1.2em">{items}</ul>' if items else ""
        return f'<div style="{_PANEL_STYLE}"><b>{esc(lines[0])}</b>{listed}</div>'

    # ------------------------------------------------------------------
    # drawing (called from the game's _redraw)
    # ------------------------------------------------------------------
    def _draw_coach(self) -> None:
        options = self._level_options()
        if options != [(lbl, v) for lbl, v in zip(self.level_control._options_labels,
                                                  self.level_control._options_values)]:
            self._relabelling = True
            try:
                self.level_control.options = options
                self.level_control.value = self._level
            finally:
                self._relabelling = False
        self.level_control.description = self.tr("widget.coach.level")
        self.hint_button.description = self.tr("widget.coach.hint")
        why = self._no_hint_reason()
        self.hint_button.disabled = why is not None
        self.hint_button.tooltip = why if why is not None else self.tr("widget.coach.hint_tip")
        h = self.current_hint
        self.hint_view.value = self._hint_html(h) if h is not None else ""
        ended = self._review_span() is not None
        self.review_button.description = self.tr("widget.coach.review", what=self.tr(self.hand_noun))
        self.review_button.layout.display = "" if ended else "none"
        r = self.current_review if ended else None
        self.review_view.value = self._review_html(r) if r is not None else ""
