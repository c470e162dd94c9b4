"""Click-to-answer practice: :class:`QuestionWidget`, :class:`PracticeWidget`
and :class:`ExerciseWidget`.

A generated question (:mod:`cardkit.exercises.practice`) says how it wants
its answer (``Topic.ui``): cards are clicked in a
:class:`~cardkit.widgets.HandWidget` (several for ``"cards"``, one for
``"card"``), a choice is a button per answer, a number or a text is typed
in a box.  **Check** hands the answer to the same checker as a cell
(``cardkit.exercises.check`` with the question's id), so the line shown,
the hints that grow stronger after wrong tries, ``results()`` and
``progress()`` are exactly those of a typed answer; typing
``check(id, answer)`` in a cell still works.  **Hint** shows the next hint;
**Show me** reveals the answer (recorded as *revealed*, and every later
check says so).  The feedback line always belongs to the answer on screen:
changing the answer clears it, the next check replaces it.

>>> from cardkit.widgets.practice import QuestionWidget
>>> w = QuestionWidget("belote-trick-winner:normal:3")
>>> w.choose("AS")          # what clicking the ace of spades does
>>> w.check().status        # what pressing Check does
'wrong'

:class:`PracticeWidget` goes through a set of questions one at a time (the
widget form of ``practice(...)``), and :class:`ExerciseWidget` gives a fixed
exercise (``"belote-05"``) the same controls where its answer kind allows
buttons.
"""

from __future__ import annotations

import ast
import contextlib
import io

import ipywidgets
import traitlets

from ._checks import need_card_width
from .. import i18n
from ..errors import CardkitError
from ..exercises import BOOL, check, get, results, reveal
from ..exercises.answers import AnswerError, ChoiceKind
from ..cards import to_cards
from ..exercises.practice import DIFFICULTIES, GAMES, PracticeSet, Question, _short, practice, topic
from .base import GameBox, ToggleChoice, close_widgets
from .hand import HandWidget
from .markup import esc

i18n.register({
    "widget.practice.check": {"en": "Check", "it": "Verifica"},
    "widget.practice.hint": {"en": "Hint", "it": "Suggerimento"},
    "widget.practice.show": {"en": "Show me", "it": "Mostrami la risposta"},
    "widget.practice.how.cards": {
        "en": "Click the cards of your answer (click a card again to put it back), then press Check.",
        "it": "Clicca le carte della tua risposta (clicca di nuovo una carta per rimetterla giù), "
              "poi premi Verifica.",
    },
    "widget.practice.how.ordered": {
        "en": "Click the cards in the order asked, the first one first, then press Check.",
        "it": "Clicca le carte nell'ordine richiesto, cominciando dalla prima, poi premi Verifica.",
    },
    "widget.practice.how.card": {
        "en": "Click one card, then press Check.",
        "it": "Clicca una carta, poi premi Verifica.",
    },
    "widget.practice.how.choice": {
        "en": "Click your answer, then press Check.",
        "it": "Clicca la tua risposta, poi premi Verifica.",
    },
    "widget.practice.how.typed": {
        "en": "Type your answer in the box, then press Check.",
        "it": "Scrivi la risposta nella casella, poi premi Verifica.",
    },
    "widget.practice.in_a_cell": {
        "en": "You may also answer in a cell: check({id!r}, answer)",
        "it": "Puoi anche rispondere in una cella: check({id!r}, risposta)",
    },
    "widget.practice.placeholder.number": {"en": "a whole number", "it": "un numero intero"},
    "widget.practice.placeholder.text": {"en": "your answer", "it": "la tua risposta"},
    "widget.practice.your_order": {"en": "Your order: {cards}", "it": "Il tuo ordine: {cards}"},
    "widget.practice.cards_label": {"en": "Your answer", "it": "La tua risposta"},
    "widget.practice.no_card": {
        "en": "click a card first, then press Check",
        "it": "prima clicca una carta, poi premi Verifica",
    },
    "widget.practice.no_choice": {
        "en": "click one of the answers first, then press Check",
        "it": "prima clicca una delle risposte, poi premi Verifica",
    },
    "widget.practice.no_text": {
        "en": "type your answer in the box first, then press Check",
        "it": "prima scrivi la risposta nella casella, poi premi Verifica",
    },
    "widget.practice.bad_choice": {
        "en": "{value!r} is not one of the answers offered here: choose one of {options}",
        "it": "{value!r} non è una delle risposte proposte qui: scegline una tra {options}",
    },
    "widget.practice.was_shown": {
        "en": "(the answer had already been shown)",
        "it": "(la risposta era già stata mostrata)",
    },
    "widget.practice.bad_question": {
        "en": "{value} is not a question: give a Question or its id, like 'scopa-primiera:normal:17'",
        "it": "{value} non è una domanda: indica una Question o il suo nome, come 'scopa-primiera:normal:17'",
    },
    "widget.practice.bad_exercise": {
        "en": "{value} is not a fixed exercise: give its id, like 'belote-05'",
        "it": "{value} non è un esercizio fisso: indica il suo nome, come 'belote-05'",
    },
    "widget.practice.bad_set": {
        "en": "{value} is not a practice set: give the result of practice(...)",
        "it": "{value} non è una serie di esercizi: indica il risultato di practice(...)",
    },
    # the practice set
    "widget.practice.previous": {"en": "◀ Previous", "it": "◀ Precedente"},
    "widget.practice.next": {"en": "Next ▶", "it": "Successiva ▶"},
    "widget.practice.more": {"en": "More questions", "it": "Altre domande"},
    "widget.practice.what_next": {"en": "What should I practise?", "it": "Cosa devo esercitare?"},
    "widget.practice.difficulty": {"en": "Difficulty", "it": "Difficoltà"},
    "widget.practice.position": {"en": "Question {i} of {n}", "it": "Domanda {i} di {n}"},
    "widget.practice.score": {"en": "{right} of {n} right", "it": "{right} giuste su {n}"},
    "widget.practice.score_shown": {
        "en": "{right} of {n} right (answers shown: {shown})",
        "it": "{right} giuste su {n} (risposte mostrate: {shown})",
    },
    "widget.practice.the_end": {
        "en": "End of set {seed}: {score}. Press More questions for a new set.",
        "it": "Fine della serie {seed}: {score}. Premi Altre domande per una nuova serie.",
    },
})

#: colour of the feedback line by the checker's status
_STATUS_STYLE = {
    "correct": "color:#1b6e2a;font-weight:bold",
    "wrong": "color:#a3171e",
    "invalid": "color:#a3171e",
    "revealed": "color:#1d4f91",
}


def _status_line(text: str, status: str) -> str:
    style = _STATUS_STYLE.get(status, "color:#555")
    return f'<div class="ck-practice-feedback" style="{style}" role="status">{esc(text)}</div>' if text else ""


def _drawn(picture) -> str:
    """The HTML of a question's picture (``_repr_html_`` or ``_repr_svg_``), or ""."""
    if picture is None:
        return ""
    for name in ("_repr_html_", "_repr_svg_"):
        method = getattr(picture, name, None)
        shown = method() if method else None
        if shown:
            return shown
    return ""


def _typed(text: str):
    """What the text box holds, as the checker gets it: a list written as
    in a cell (``[12, 0]``) is that list, anything else the text itself
    (``"12 0"``, ``"7d"``); None when the box is empty."""
    text = text.strip()
    if not text:
        return None
    if text[0] in "[(":
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return text
        if isinstance(value, (list, tuple)):
            return list(value)
    return text


def _quiet(action):
    """Run ``action()`` with what it prints captured (the checker prints
    its line for a cell; a widget shows it in its own feedback line)."""
    with contextlib.redirect_stdout(io.StringIO()):
        return action()


def _latest(id: str, status: str | None = None):
    """The latest result the checker logged for ``id`` (of that status), or None."""
    for r in reversed(results()):
        if r.id == id and (status is None or r.status == status):
            return r
    return None


def _was_revealed(id: str) -> bool:
    return _latest(id, "revealed") is not None


class QuestionWidget(GameBox):
    """One generated question with the answer control its topic asks for.

    Parameters
    ----------
    question : a :class:`~cardkit.exercises.practice.Question` or its id
        (``"belote-legal-cards:normal:3"``).
    card_width : width of a clickable card in pixels.
    language : ``"en"``/``"it"``, ``""`` to follow :func:`cardkit.set_language`.

    Controls: :attr:`hand` (a HandWidget, for ``"cards"``/``"card"``),
    :attr:`choice_buttons` (``"choice"``), :attr:`text_box`
    (``"number"``/``"text"``), :attr:`check_button`, :attr:`hint_button`,
    :attr:`show_button`.  Text equivalents: :meth:`choose` (click cards or a
    choice, or type), :meth:`check` (press Check; returns the
    :class:`~cardkit.exercises.Result`), :meth:`hint`, :meth:`show_answer`.
    After a check: :attr:`result` and :attr:`feedback` (the line shown).
    """

    def __init__(self, question, *, card_width: int = 70, language: str = "", **kwargs):
        self.question = self._item(question)
        self.id = self.question.id
        self._card_width = need_card_width(type(self).__name__, card_width)
        self._chosen = None          # the clicked choice value (its index in choices), or None
        self._order: list[str] = []  # clicked cards, in the order they were clicked
        self._line = ("", "")        # (text, status) of the feedback line
        self.result = None
        self.hints_shown: list[str] = []
        self._checked_callbacks: list = []
        super().__init__(language=language, **kwargs)
        self.add_class("ck-practice-question")

    # -- what is asked (ExerciseWidget answers these for a fixed exercise) --------
    @staticmethod
    def _item(value):
        if isinstance(value, Question):
            return value
        found = get(value) if isinstance(value, str) and ":" in value else None
        if not isinstance(found, Question):
            raise CardkitError("widget.practice.bad_question", value=_short(value))
        return found

    @property
    def topic(self):
        return topic(self.question.topic)

    @property
    def ui(self) -> str:
        """How the answer is given: ``"cards"``, ``"card"``, ``"choice"``, ``"number"`` or ``"text"``."""
        return self.topic.ui

    @property
    def kind(self):
        return self.topic.kind

    @property
    def offered(self) -> list:
        """The cards that may be clicked."""
        return [str(c) for c in self.topic.offered(self.question.data)] if self.ui in ("cards", "card") else []

    @property
    def choices(self) -> list:
        """The answers offered as buttons (values the checker reads)."""
        return list(self.topic.choices(self.question.data)) if self.ui == "choice" else []

    def _statement(self, lang) -> str:
        return self.question.statement(lang)

    def _hints(self, lang) -> list:
        return self.question.hints(lang)

    def _picture(self):
        return self.question.picture()

    # -- the answer ----------------------------------------------------------------------
    @property
    def ordered(self) -> bool:
        """Whether the order of the clicked cards is part of the answer."""
        return self.ui == "cards" and bool(getattr(self.kind, "ordered", False))

    @property
    def answer(self):
        """The answer on screen, as the checker gets it (None: nothing given yet)."""
        if self.ui == "cards":
            return list(self._order) if self.ordered else list(self.hand.selected)
        if self.ui == "card":
            return self.hand.selected[0] if self.hand.selected else None
        if self.ui == "choice":
            return None if self._chosen is None else self.choices[self._chosen]
        return _typed(self.text_box.value)

    def choose(self, *answer) -> None:
        """Give an answer as the controls do: cards (clicked in this order),
        a choice value (its button clicked) or a text (typed in the box).
        Cards that are not offered are refused with the hand's message and
        nothing is chosen; a value that is not among the buttons raises
        :class:`~cardkit.errors.CardkitError`."""
        if self.ui in ("cards", "card"):
            self.hand.clear()
            self.hand.select(*answer)
            if self.hand.message_kind != "error" and self.ordered:
                clicked = [str(c) for a in answer for c in to_cards(a)]
                self._order = list(dict.fromkeys(clicked))
                self._answer_changed()
        elif self.ui == "choice":
            found = self._choice_index(answer[0]) if len(answer) == 1 else None
            if found is None:
                raise CardkitError("widget.practice.bad_choice",
                                   value=answer[0] if len(answer) == 1 else answer,
                                   options=", ".join(self._label(v) for v in self.choices))
            if self._chosen != found:
                self.choice_buttons[found].click()
        else:
            self.text_box.value = " ".join(str(a) for a in answer)

    def _choice_index(self, given) -> int | None:
        """Which button means ``given`` (any spelling the checker reads), or None."""
        try:
            read = self.kind.read(given)
        except AnswerError:
            return None
        return next((i for i, v in enumerate(self.choices) if self.kind.same(self.kind.read(v), read)), None)

    def _label(self, value) -> str:
        with self.speaking():
            return self.kind.show(self.kind.read(value))

    def _how(self) -> str:
        key = "ordered" if self.ordered else self.ui if self.ui in ("cards", "card", "choice") else "typed"
        return self.tr(f"widget.practice.how.{key}")

    # -- the buttons -----------------------------------------------------------------------
    def check(self):
        """Press Check: the answer on screen goes to
        :func:`cardkit.exercises.check` (logged like a typed answer) and
        its line replaces the feedback.  Returns the Result (None when
        there is no answer yet: a message says what to do)."""
        answer = self.answer
        if answer is None:
            key = {"card": "no_card", "choice": "no_choice"}.get(self.ui, "no_text")
            self._set_line(self.tr(f"widget.practice.{key}"), "unanswered")
            return None
        with self.speaking():
            _quiet(lambda: check(self.id, answer))
        self.result = _latest(self.id)
        line = self.result.line
        if _was_revealed(self.id):
            line = f"{line} {self.tr('widget.practice.was_shown')}"
        self._set_line(line, self.result.status)
        for callback in list(self._checked_callbacks):
            callback(self.result)
        return self.result

    def hint(self) -> str | None:
        """Press Hint: show the next hint (the first, then the second...);
        returns it, or None when every hint is shown."""
        all_hints = self._hints(self.language or None)
        if len(self.hints_shown) >= len(all_hints):
            return None
        n = len(self.hints_shown) + 1
        self.hints_shown.append(all_hints[n - 1])
        self.refresh()
        return self.hints_shown[-1]

    def show_answer(self) -> None:
        """Press Show me: the answer and why (:func:`cardkit.exercises.reveal`,
        recorded as *revealed*)."""
        with self.speaking():
            _quiet(lambda: reveal(self.id))
        self.result = _latest(self.id)
        self._set_line(self.result.line, "revealed")
        for callback in list(self._checked_callbacks):
            callback(self.result)

    def on_checked(self, callback) -> None:
        """Call ``callback(result)`` after every check and Show me."""
        self._checked_callbacks.append(callback)

    @property
    def feedback(self) -> str:
        """The feedback line shown now ("" when none)."""
        return self._line[0]

    def _set_line(self, text: str, status: str) -> None:
        self._line = (text, status)
        self._feedback_html.value = _status_line(text, status)

    def _answer_changed(self, *_args) -> None:
        """A new answer: the old verdict no longer applies to what is on screen."""
        if self._line[0]:
            self._set_line("", "")
        if self._order_html is not None:
            self._order_html.value = self._order_text()

    # -- drawing -----------------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.hand,) if self.hand is not None else ()

    def _build(self) -> None:
        self._statement_html = ipywidgets.HTML()
        self._picture_html = ipywidgets.HTML()
        self._how_html = ipywidgets.HTML()
        self.hand = None
        self.choice_buttons: list = []
        self.text_box = None
        # only an ordered answer shows its order (a widget built but never shown would never be closed)
        self._order_html = ipywidgets.HTML() if self.ordered and self.ui in ("cards", "card") else None
        control: list = []
        if self.ui in ("cards", "card"):
            self.hand = HandWidget(self.offered, mode="multiple" if self.ui == "cards" else "single",
                                   card_width=self._card_width, language=self.language)
            self.hand.on_select(self._selection_changed)
            control = [self.hand] + ([self._order_html] if self._order_html is not None else [])
        elif self.ui == "choice":
            for i, _value in enumerate(self.choices):
                b = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
                b.add_class("ck-practice-choice")
                b.on_click(lambda _b, i=i: self._choice_clicked(i))
                self.choice_buttons.append(b)
            control = [ipywidgets.HBox(self.choice_buttons, layout=ipywidgets.Layout(flex_flow="row wrap"))]
        else:
            self.text_box = ipywidgets.Text(layout=ipywidgets.Layout(width="24em"))
            self.text_box.add_class("ck-practice-box")
            self.text_box.observe(self._answer_changed, "value")
            control = [self.text_box]
        self.check_button = ipywidgets.Button(button_style="success")
        self.check_button.add_class("ck-practice-check")
        self.check_button.on_click(lambda _b: self.check())
        self.hint_button = ipywidgets.Button()
        self.hint_button.add_class("ck-practice-hint")
        self.hint_button.on_click(lambda _b: self.hint())
        self.show_button = ipywidgets.Button()
        self.show_button.add_class("ck-practice-show")
        self.show_button.on_click(lambda _b: self.show_answer())
        buttons = [self.check_button, self.hint_button, self.show_button]
        self._feedback_html = ipywidgets.HTML()
        self._hints_html = ipywidgets.HTML()
        self._cell_html = ipywidgets.HTML()
        self.children = (self._statement_html, self._picture_html, self._how_html, *control,
                         ipywidgets.HBox(buttons), self._feedback_html, self._hints_html,
                         self._cell_html, self._message_html)

    def _selection_changed(self, selection) -> None:
        chosen = [str(c) for c in selection]
        self._order = [c for c in self._order if c in chosen] + [c for c in chosen if c not in self._order]
        self._answer_changed()

    def _choice_clicked(self, i: int) -> None:
        self._chosen = None if self._chosen == i else i
        self._mark_choices()
        self._answer_changed()

    def _mark_choices(self) -> None:
        for i, b in enumerate(self.choice_buttons):
            b.button_style = "primary" if i == self._chosen else ""
            b.icon = "check" if i == self._chosen else ""

    def _order_text(self) -> str:
        cards = " → ".join(self._order) if self._order else "—"
        return f"<div>{esc(self.tr('widget.practice.your_order', cards=cards))}</div>"

    def _redraw(self) -> None:
        lang = self.language or None
        self._statement_html.value = f"<p><b>{esc(self.id)}</b> — {esc(self._statement(lang))}</p>"
        self._picture_html.value = _drawn(self._picture())
        self._how_html.value = f"<i>{esc(self._how())}</i>"
        if self.hand is not None:
            self.hand.label = self.tr("widget.practice.cards_label")
        for b, value in zip(self.choice_buttons, self.choices):
            b.description = self._label(value)
        self._mark_choices()
        if self.text_box is not None:
            key = "number" if self.ui == "number" else "text"
            self.text_box.placeholder = self.tr(f"widget.practice.placeholder.{key}")
        if self._order_html is not None:
            self._order_html.value = self._order_text()
        self.check_button.description = self.tr("widget.practice.check")
        n_hints = len(self._hints(lang))
        self.hint_button.description = self.tr("widget.practice.hint") + (
            f" {len(self.hints_shown) + 1}/{n_hints}" if len(self.hints_shown) < n_hints else "")
        self.hint_button.disabled = len(self.hints_shown) >= n_hints
        self.show_button.description = self.tr("widget.practice.show")
        hints = self._hints(lang)[: len(self.hints_shown)]
        self._hints_html.value = "".join(
            f"<div class='ck-practice-hint-text'>{esc(i18n.tr('practice.hint_level', lang, n=n, hint=h))}</div>"
            for n, h in enumerate(hints, 1))
        self._cell_html.value = (f"<div style='font-size:0.85em;color:#666'>"
                                 f"{esc(self.tr('widget.practice.in_a_cell', id=self.id))}</div>")

    @traitlets.observe("language")
    def _new_language(self, change):
        # the feedback was written in the old language: it is cleared, not left stale
        if self._ready:
            self._set_line("", "")

    def __repr__(self) -> str:
        lang = f", language={self.language!r}" if self.language else ""
        return f"{type(self).__name__}({self.id!r}{lang})"


class ExerciseWidget(QuestionWidget):
    """A fixed exercise (``"belote-05"``) with buttons where its answer kind
    has a few fixed answers (yes/no, a choice of words) and a text box
    otherwise; Check, Hint and Show me go to the same ``check`` and
    ``reveal`` as a cell.  A fixed exercise offers no cards to click (it
    names no hand): card answers are typed.  :attr:`question` holds the
    :class:`~cardkit.exercises.Exercise`."""

    topic = None     # a fixed exercise belongs to no practice topic

    @staticmethod
    def _item(value):
        found = get(value) if isinstance(value, str) and ":" not in value else None
        if found is None:
            raise CardkitError("widget.practice.bad_exercise", value=_short(value))
        return found

    @property
    def ui(self) -> str:
        return "choice" if self.choices else "text"

    @property
    def kind(self):
        return self.question.kind

    @property
    def choices(self) -> list:
        if self.question.kind is BOOL:
            return [True, False]
        if isinstance(self.question.kind, ChoiceKind):
            return list(self.question.kind.options)
        return []

    @property
    def offered(self) -> list:
        return []

    def _picture(self):
        return None


#: a row of controls, vertically centred, wrapping on narrow screens
_ROW = {"align_items": "center", "flex_flow": "row wrap"}


class PracticeWidget(GameBox):
    """A set of generated questions, one at a time (the widget form of
    :func:`cardkit.exercises.practice.practice`).

    Parameters
    ----------
    what : a topic (``"scopa-primiera"``) or a game (``"belote"``).
    n, difficulty, seed : as for ``practice``; without ``seed`` the set
        takes the session's next set number.
    card_width, language : as for :class:`QuestionWidget`.

    Controls: Previous / Next, a difficulty selector (the same set number
    at another difficulty), **More questions** (a new set, the next set
    number), **What should I practise?** (the set ``practice.next(game)``
    chooses from the learner's lasting record: the rules of this game missed
    most and longest ago, a rule never practised, one step above the
    difficulty mastered), and a score line ("3 of 5 right", from the
    checker's log, so answers typed in cells count too); after the last
    question, the score.  Text equivalents: :meth:`next`, :meth:`previous`,
    :meth:`more`, :meth:`what_next`, :attr:`difficulty` (settable),
    :attr:`current` (the QuestionWidget shown).
    """

    def __init__(self, what: str, n: int = 5, difficulty: str = "normal", seed: int | None = None, *,
                 card_width: int = 70, language: str = "", **kwargs):
        self.set = practice(what, n=n, difficulty=difficulty, seed=seed)
        self._what = self.set.what   # what More questions asks for, whatever set is shown
        self.index = 0
        self._card_width = card_width
        self._widgets: dict = {}     # question id -> its QuestionWidget (kept when moving around)
        self._seen = {self.set.seed}
        self._drawing = False
        super().__init__(language=language, **kwargs)
        self.add_class("ck-practice-set")

    @classmethod
    def from_set(cls, practice_set: PracticeSet, *, card_width: int = 70, language: str = "") -> "PracticeWidget":
        """The widget over a set ``practice(...)`` returned (the same
        questions: a set is rebuilt from its topic, size, difficulty and number)."""
        if not isinstance(practice_set, PracticeSet):
            raise CardkitError("widget.practice.bad_set", value=_short(practice_set))
        if practice_set.review:  # chosen from the record: shown as it is, More asks for its game
            what = practice_set.game or practice_set[0].topic.split("-")[0]
            w = cls(what, n=len(practice_set), difficulty=practice_set.difficulty, seed=practice_set.seed,
                    card_width=card_width, language=language)
            w._show(practice_set)
            return w
        return cls(practice_set.what, n=len(practice_set), difficulty=practice_set.difficulty,
                   seed=practice_set.seed, card_width=card_width, language=language)

    # -- the set -----------------------------------------------------------------------
    @property
    def what(self) -> str:
        """The topic or game the widget was opened on (More questions asks for it)."""
        return self._what

    @property
    def game(self) -> str:
        """The game of :attr:`what` (What should I practise? reviews its rules)."""
        return self._what if self._what in GAMES else topic(self._what).game

    @property
    def n(self) -> int:
        return len(self.set)

    @property
    def seed(self) -> int:
        return self.set.seed

    @property
    def difficulty(self) -> str:
        return self.set.difficulty

    @difficulty.setter
    def difficulty(self, value: str) -> None:
        if value != self.set.difficulty:
            if self.set.review:  # the same review at another difficulty
                self._show(self.set.at(value))
            else:
                self._show(practice(self.set.what, n=self.n, difficulty=value, seed=self.seed))

    @property
    def questions(self) -> list:
        return list(self.set)

    @property
    def finished(self) -> bool:
        """Past the last question: the score is shown."""
        return self.index >= self.n

    @property
    def current(self) -> QuestionWidget | None:
        """The question shown now (None at the end)."""
        if self.finished:
            return None
        q = self.set[self.index]
        w = self._widgets.get(q.id)
        if w is None:
            w = QuestionWidget(q, card_width=self._card_width, language=self.language)
            w.on_checked(lambda _result: self._update_score())
            self._widgets[q.id] = w
        return w

    def next(self) -> None:
        """Go to the next question (after the last one: the score)."""
        self.index = min(self.index + 1, self.n)
        self.refresh()

    def previous(self) -> None:
        self.index = max(self.index - 1, 0)
        self.refresh()

    def more(self) -> None:
        """A fresh set of questions: the session's next set number (never one
        this widget has already shown)."""
        fresh = practice(self.what, n=self.n, difficulty=self.difficulty)
        while fresh.seed in self._seen:
            fresh = practice(self.what, n=self.n, difficulty=self.difficulty)
        self._show(fresh)

    def what_next(self) -> PracticeSet:
        """Press What should I practise?: show the set
        ``practice.next(game)`` chooses from the learner's record (see
        :func:`cardkit.exercises.practice.practice_next`); returns it."""
        chosen = practice.next(game=self.game, n=self.n)
        self._show(chosen)
        return chosen

    def _show(self, practice_set: PracticeSet) -> None:
        # the questions of the old set are closed (the checker's log keeps
        # their answers): a widget that kept them all would grow with every set
        ids = {q.id for q in practice_set}
        dropped = [w for qid, w in self._widgets.items() if qid not in ids]
        self._widgets = {qid: w for qid, w in self._widgets.items() if qid in ids}
        self.set = practice_set
        self._seen.add(practice_set.seed)
        self.index = 0
        self.refresh()
        close_widgets(dropped)

    def close(self) -> None:
        """Close the set with every question widget it has built (those not
        shown now are kept for Previous/Next, outside the widget tree)."""
        # (a set refused while being built has no question widgets yet)
        close_widgets(getattr(self, "_widgets", {}).values())
        super().close()

    # -- the score ------------------------------------------------------------------------------
    def score(self) -> tuple[int, int]:
        """``(right, shown)``: questions of this set answered right (without
        having seen the answer) and questions whose answer was shown."""
        right = shown = 0
        for q in self.set:
            if _was_revealed(q.id):
                shown += 1
            elif _latest(q.id, "correct") is not None:
                right += 1
        return right, shown

    def score_line(self, lang: str | None = None) -> str:
        right, shown = self.score()
        lang = lang or self.language or None
        if shown:
            return i18n.tr("widget.practice.score_shown", lang, right=right, n=self.n, shown=shown)
        return i18n.tr("widget.practice.score", lang, right=right, n=self.n)

    def _update_score(self) -> None:
        self._score_html.value = f"<b class='ck-practice-score'>{esc(self.score_line())}</b>"

    # -- drawing ---------------------------------------------------------------------------------
    def _sub_widgets(self):
        return tuple(self._widgets.values())

    def _build(self) -> None:
        self._heading_html = ipywidgets.HTML()
        self._position_html = ipywidgets.HTML()
        self.previous_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.previous_button.on_click(lambda _b: self.previous())
        self.next_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.next())
        self.more_button = ipywidgets.Button(button_style="primary", layout=ipywidgets.Layout(width="auto"))
        self.more_button.add_class("ck-practice-more")
        self.more_button.on_click(lambda _b: self.more())
        self.what_next_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.what_next_button.add_class("ck-practice-what-next")
        self.what_next_button.on_click(lambda _b: self.what_next())
        self.difficulty_buttons = ToggleChoice(options=list(DIFFICULTIES), value=self.difficulty,
                                                           style={"button_width": "auto"})
        self._difficulty_label = ipywidgets.HTML()
        self.difficulty_buttons.observe(self._difficulty_picked, "value")
        self._question_box = ipywidgets.VBox()
        self._end_html = ipywidgets.HTML()
        self._score_html = ipywidgets.HTML()
        for b in (self.previous_button, self.next_button):
            b.add_class("ck-practice-nav")
        self.children = (
            self._heading_html,
            ipywidgets.HBox([self.previous_button, self._position_html, self.next_button], layout=_ROW),
            self._question_box, self._end_html, self._score_html,
            ipywidgets.HBox([self._difficulty_label, self.difficulty_buttons, self.more_button,
                             self.what_next_button], layout=_ROW),
            self._message_html,
        )

    def _difficulty_picked(self, change) -> None:
        if self._ready and not self._drawing and change["new"] in DIFFICULTIES:
            self.difficulty = change["new"]

    def _redraw(self) -> None:
        lang = self.language or None
        self._heading_html.value = f"<p>{esc(self.set.heading(lang))}</p>"
        shown = self.current
        self._question_box.children = (shown,) if shown is not None else ()
        where = min(self.index + 1, self.n)
        self._position_html.value = (f"<span style='line-height:28px;margin:0 8px'>"
                                     f"{esc(self.tr('widget.practice.position', i=where, n=self.n))}</span>")
        self.previous_button.description = self.tr("widget.practice.previous")
        self.next_button.description = self.tr("widget.practice.next")
        self.previous_button.disabled = self.index == 0
        self.next_button.disabled = self.finished
        self.more_button.description = self.tr("widget.practice.more")
        self.what_next_button.description = self.tr("widget.practice.what_next")
        self._difficulty_label.value = f"<span>{esc(self.tr('widget.practice.difficulty'))}</span>"
        labelled = tuple((self.tr(f"practice.difficulty.{d}"), d) for d in DIFFICULTIES)
        self._drawing = True       # new labels are not a learner's pick
        try:
            if tuple(self.difficulty_buttons.options) != labelled:
                self.difficulty_buttons.options = labelled
            self.difficulty_buttons.value = self.difficulty
        finally:
            self._drawing = False
        self._end_html.value = (
            f"<p class='ck-practice-end'><b>{esc(self.tr('widget.practice.the_end', seed=self.seed, score=self.score_line()))}</b></p>"
            if self.finished else "")
        self._update_score()

    def __repr__(self) -> str:
        lang = f", language={self.language!r}" if self.language else ""
        return (f"{type(self).__name__}({self.what!r}, n={self.n}, difficulty={self.difficulty!r}, "
                f"seed={self.seed}{lang})")


__all__ = ["QuestionWidget", "ExerciseWidget", "PracticeWidget"]
