"""Drill: "which cards may I play?" — :class:`LegalCardsDrill`.

The learner sees a trick in progress and a hand, clicks every card they
think may be played, and presses *Check*.  Each card is then marked right or
wrong, with the reason taken from the engine: a card wrongly chosen gets the
sentence naming the duty it breaks (``belote.why_illegal``), a legal card
left out is pointed out.

>>> from cardkit.widgets.belote.drill import LegalCardsDrill
>>> d = LegalCardsDrill("7H 9S JS AC", "KS 10S", "S")
>>> d.answer("9S JS")     # the text equivalent of clicking 9S, JS, then Check
True
"""

from __future__ import annotations

import ipywidgets
import traitlets

from .._checks import need_seat
from ... import i18n
from ...belote import rules as R
from ...cards import Card, to_cards
from ...errors import InvalidCardError
from .common import BeloteBox, esc, trump_caption
from .trick import trick_svg
from ..hand import HandWidget

i18n.register({
    "widget.belote.drill.question": {
        "en": "Which cards may you play? Click all of them, then press Check.",
        "it": "Quali carte puoi giocare? Cliccale tutte, poi premi Verifica.",
    },
    "widget.belote.drill.lead": {
        "en": "You lead: no card has been played to this trick yet.",
        "it": "Sei di mano: in questa presa non è ancora stata giocata nessuna carta.",
    },
    "widget.belote.drill.check": {"en": "Check", "it": "Verifica"},
    "widget.belote.drill.clear": {"en": "Clear", "it": "Cancella"},
    "widget.belote.drill.your_hand": {"en": "Your hand", "it": "La tua mano"},
    "widget.belote.drill.right_legal": {
        "en": "✓ {name}: right, it may be played.",
        "it": "✓ {name}: giusto, si può giocare.",
    },
    "widget.belote.drill.wrong_illegal": {
        "en": "✗ {name}: wrong, it may not be played — {why}.",
        "it": "✗ {name}: sbagliato, non si può giocare — {why}.",
    },
    "widget.belote.drill.missed_legal": {
        "en": "✗ {name}: you left it out, but it may be played too.",
        "it": "✗ {name}: l'hai lasciata fuori, ma si può giocare anche questa.",
    },
    "widget.belote.drill.right_illegal": {
        "en": "✓ {name}: right to leave it out — {why}.",
        "it": "✓ {name}: giusto lasciarla fuori — {why}.",
    },
    "widget.belote.drill.all_right": {
        "en": "All right! The cards you may play: {legal}.",
        "it": "Tutto giusto! Le carte che puoi giocare: {legal}.",
    },
    "widget.belote.drill.mistakes": {
        "en": "{n} mistake(s). The cards you may play: {legal}.",
        "it": "Errori: {n}. Le carte che puoi giocare: {legal}.",
    },
    "widget.belote.drill.nothing_chosen": {
        "en": "choose at least one card: there is always a card you may play",
        "it": "scegli almeno una carta: c'è sempre una carta che puoi giocare",
    },
    "widget.belote.drill.overlap": {
        "en": "the {card} cannot be both in your hand and on the table",
        "it": "la carta {card} non può essere sia nella tua mano sia in tavola",
    },
})


class LegalCardsDrill(BeloteBox):
    """Click the cards you think are legal; *Check* says which are right.

    Parameters
    ----------
    hand : your cards (notation string or cards).
    trick : the cards already played to this trick, in playing order
        (empty: you lead).  The card two places before yours is your
        partner's.
    trump : the trump suit letter ``"S" "H" "D" "C"``, or ``None`` for
        Senza Atout.
    you : your seat (0 South, 1 East, 2 North, 3 West); default South.
    card_width, language : as usual.

    Text equivalents: :meth:`choose` (pick cards, as clicking them does),
    :meth:`check` (press Check; returns True if the choice is exactly the
    legal cards), :meth:`answer` (both at once), :meth:`clear`.  After a
    check: :attr:`feedback` (one line per card, then a summary),
    :attr:`right` / :attr:`wrong` / :attr:`missed` (notation lists) and
    :attr:`correct`.  :attr:`legal` gives the engine's legal cards.
    """

    _repr_fields = (("hand", ()), ("trick", ()), ("trump", None), ("language", ""))

    def __init__(self, hand, trick=(), trump=None, *, you: int = 0, card_width: int = 70,
                 language: str = "", **kwargs):
        self.hand = [str(c) for c in to_cards(hand)]
        self.trick = [str(c) for c in to_cards(trick)]
        for c in self.hand:
            if c in self.trick:
                raise InvalidCardError("widget.belote.drill.overlap", card=c)
        if len(self.trick) > 3:
            raise ValueError(i18n.tr("belote.trick_too_long", n=len(self.trick)))
        R.trump_index(trump)   # the engine's check of the trump
        self.trump = trump
        self.you = need_seat(type(self).__name__, "you", you)
        self.leader = (self.you - len(self.trick)) % 4
        self._card_width = card_width
        self.feedback: list[str] = []
        self.right: list[str] = []
        self.wrong: list[str] = []
        self.missed: list[str] = []
        self.checked = False
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-drill")

    # ------------------------------------------------------------------
    @property
    def legal(self) -> list:
        """The engine's answer: the cards that may be played."""
        return [str(c) for c in R.legal_cards(self.hand, self.trick, self.trump)]

    @property
    def chosen(self) -> list:
        return list(self.cards_widget.selected)

    @property
    def correct(self) -> bool:
        return self.checked and not self.wrong and not self.missed

    def choose(self, *cards) -> None:
        """Pick exactly these cards (as clicking them does)."""
        self.cards_widget.select(*cards)

    def clear(self) -> None:
        self.cards_widget.clear()
        self._reset()
        self.refresh()

    def check(self) -> bool:
        """Compare the chosen cards with the engine's legal cards and show
        why each one is right or wrong.  Returns :attr:`correct`."""
        lang = self.language or None
        chosen = set(self.chosen)
        if not chosen:
            self._reset()
            self.show_message(self.tr("widget.belote.drill.nothing_chosen"), "error")
            self.refresh()
            return False
        legal = self.legal
        self._reset()
        with self.speaking():
            for c in self.hand:
                name = Card(c).name(lang)
                ok = c in legal
                if c in chosen and ok:
                    self.right.append(c)
                    line = self.tr("widget.belote.drill.right_legal", name=name)
                elif c in chosen:
                    self.wrong.append(c)
                    line = self.tr("widget.belote.drill.wrong_illegal", name=name,
                                   why=R.why_illegal(self.hand, self.trick, self.trump, c))
                elif ok:
                    self.missed.append(c)
                    line = self.tr("widget.belote.drill.missed_legal", name=name)
                else:
                    line = self.tr("widget.belote.drill.right_illegal", name=name,
                                   why=R.why_illegal(self.hand, self.trick, self.trump, c))
                self.feedback.append(line)
        self.checked = True
        n = len(self.wrong) + len(self.missed)
        legal_names = ", ".join(legal)
        if n:
            summary = self.tr("widget.belote.drill.mistakes", n=n, legal=legal_names)
            self.show_message(summary, "error")
        else:
            summary = self.tr("widget.belote.drill.all_right", legal=legal_names)
            self.show_message(summary, "info")
        self.feedback.append(summary)
        self.refresh()
        return self.correct

    def answer(self, cards) -> bool:
        """:meth:`choose` these cards then :meth:`check`."""
        self.cards_widget.select(cards)
        return self.check()

    @traitlets.observe("language")
    def _verdict_in_new_language(self, change):
        if self.checked and self._ready:
            self.check()

    def _reset(self) -> None:
        self.feedback, self.right, self.wrong, self.missed = [], [], [], []
        self.checked = False
        self.clear_message()

    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (self.cards_widget,)

    def _build(self) -> None:
        self._question = ipywidgets.HTML()
        self._table = ipywidgets.HTML()
        self.cards_widget = HandWidget(self.hand, mode="multiple", card_width=self._card_width,
                                       language=self.language)
        self.cards_widget.on_select(self._selection_changed)
        self.check_button = ipywidgets.Button(button_style="primary")
        self.check_button.on_click(lambda _b: self.check())
        self.clear_button = ipywidgets.Button()
        self.clear_button.on_click(lambda _b: self.clear())
        self._feedback_html = ipywidgets.HTML()
        self.children = (self._question, self._table, self.cards_widget,
                         ipywidgets.HBox([self.check_button, self.clear_button]),
                         self._feedback_html, self._message_html)

    def _selection_changed(self, selection) -> None:
        if self.checked:      # a new choice hides the old verdict
            self._reset()
            self.refresh()

    def _redraw(self) -> None:
        lang = self.language or None
        self._question.value = (f"<b>{esc(self.tr('widget.belote.drill.question'))}</b> "
                                f"{esc(trump_caption(self.trump, lang))}.")
        if self.trick:
            played = {(self.leader + i) % 4: c for i, c in enumerate(self.trick)}
            self._table.value = trick_svg(played, leader=self.leader, width=56, to_play=self.you,
                                          you=self.you, lang=lang)
        else:
            self._table.value = f"<i>{esc(self.tr('widget.belote.drill.lead'))}</i>"
        self.cards_widget.label = self.tr("widget.belote.drill.your_hand")
        self.cards_widget.highlighted = self.legal if self.checked else []
        self.check_button.description = self.tr("widget.belote.drill.check")
        self.clear_button.description = self.tr("widget.belote.drill.clear")
        if self.feedback:
            items = "".join(f"<li>{esc(x)}</li>" for x in self.feedback[:-1])
            self._feedback_html.value = f'<ul style="margin:4px 0;padding-left:1.2em">{items}</ul>'
        else:
            self._feedback_html.value = ""
