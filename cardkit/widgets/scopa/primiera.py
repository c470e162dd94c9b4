"""Count the primiera of a pile of captured cards: :class:`PrimieraCalculator`.

Click cards into a pile (and, to compare, into a second pile); the widget
shows the card that counts in each suit with its primiera value (7=21,
6=18, A=16, 5=15, 4=14, 3=13, 2=12, figures 10), the total — or "no
primiera" when a suit is missing — and which pile wins the primiera point.
Every number comes from the engine (:func:`cardkit.scopa.primiera`,
:func:`~cardkit.scopa.primiera_cards`, :func:`~cardkit.scopa.score_hand`).

Text equivalents::

    pc = PrimieraCalculator()
    pc.set_pile("7d 7c 6s Ab Fd")
    pc.set_other("6d 6c 7s 7b")
    pc.total, pc.other_total, pc.winner     # (76, 78, 1)
    pc.add("7s")        # refused: 7s is already in pile 2 (message shown)
"""

from __future__ import annotations

import ipywidgets

from ... import i18n
from ...errors import CardkitError
from ...scopa import primiera, primiera_cards, primiera_value, score_hand
from ...svg import card_svg
from .common import SUITS, DeckPicker, ScopaBox, esc, italian_cards

i18n.register({
    "widget.scopa.primiera.title": {"en": "Primiera calculator", "it": "Calcolo della primiera"},
    "widget.scopa.primiera.help": {
        "en": "Click cards into pile 1 (and into pile 2 to compare). In each suit the best "
              "card counts: 7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figures 10.",
        "it": "Clicca le carte del mazzetto 1 (e del mazzetto 2 per confrontare). In ogni seme "
              "conta la carta migliore: 7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figure 10.",
    },
    "widget.scopa.primiera.pile": {"en": "Pile {n}", "it": "Mazzetto {n}"},
    "widget.scopa.primiera.suit": {"en": "Suit", "it": "Seme"},
    "widget.scopa.primiera.best": {"en": "Best card", "it": "Carta migliore"},
    "widget.scopa.primiera.value": {"en": "Value", "it": "Valore"},
    "widget.scopa.primiera.total": {"en": "primiera worth {total}", "it": "primiera che vale {total}"},
    "widget.scopa.primiera.none": {
        "en": "no primiera: no card of {suits}",
        "it": "nessuna primiera: manca il seme di {suits}",
    },
    "widget.scopa.primiera.empty": {"en": "the pile is empty", "it": "il mazzetto è vuoto"},
    "widget.scopa.primiera.wins": {
        "en": "Pile {n} wins the primiera point ({a} against {b}).",
        "it": "Il mazzetto {n} vince il punto della primiera ({a} contro {b}).",
    },
    "widget.scopa.primiera.wins_alone": {
        "en": "Pile {n} wins the primiera point: the other pile has no primiera.",
        "it": "Il mazzetto {n} vince il punto della primiera: l'altro mazzetto non ha primiera.",
    },
    "widget.scopa.primiera.tie": {
        "en": "Tie at {a}: nobody scores the primiera point.",
        "it": "Pari a {a}: nessuno prende il punto della primiera.",
    },
    "widget.scopa.primiera.nobody": {
        "en": "Neither pile has a primiera: nobody scores the point.",
        "it": "Nessuno dei due mazzetti ha la primiera: il punto non va a nessuno.",
    },
    "widget.scopa.primiera.in_other": {
        "en": "{card} is already in pile {n}: a card can be in only one pile",
        "it": "{card} è già nel mazzetto {n}: una carta può stare in un solo mazzetto",
    },
    "widget.scopa.primiera.bad_pile": {
        "en": "choose pile 1 or pile 2, not {pile!r}",
        "it": "scegli il mazzetto 1 o il mazzetto 2, non {pile!r}",
    },
    "widget.scopa.primiera.not_in": {
        "en": "{card} is not in pile {n}",
        "it": "{card} non è nel mazzetto {n}",
    },
})


class PrimieraCalculator(ScopaBox):
    """Build one or two piles by clicking; see their primiera and who wins it.

    Parameters
    ----------
    pile : the first pile (notation string or list), or None.
    other : the second pile, or None (then nothing is compared).
    card_width : width of the cards in the pickers.
    language : ``"en"``/``"it"`` for this widget, ``""`` to follow the kit.

    Text equivalents: :meth:`set_pile`, :meth:`set_other`, :meth:`add`,
    :meth:`remove`, :meth:`clear`; readings :attr:`pile`, :attr:`other`,
    :attr:`total`, :attr:`other_total` (``None`` = no primiera),
    :attr:`best` / :attr:`other_best` (the counting card per suit),
    :attr:`winner` (1, 2 or None), :attr:`explanation`.
    Parts: :attr:`pickers` (two :class:`DeckPicker`), :attr:`result`.
    """

    _repr_fields = (("pile", ()), ("other", ()), ("language", ""))

    def __init__(self, pile=None, other=None, *, card_width: int = 32, language: str = "",
                 **kwargs):
        self._card_width = card_width
        super().__init__(language=language, **kwargs)
        self.add_class("ck-scopa-primiera")
        with self.refusing():
            if pile is not None:
                self.set_pile(pile)
            if other is not None:
                self.set_other(other)

    # ------------------------------------------------------------------
    def _build(self) -> None:
        self.title = ipywidgets.HTML()
        self.captions = [ipywidgets.HTML(), ipywidgets.HTML()]
        self.pickers = [DeckPicker("multiple", card_width=self._card_width, language=self.language)
                        for _ in range(2)]
        for i, p in enumerate(self.pickers):
            p.on_change(lambda value, i=i: self._changed(i))
        self.result = ipywidgets.HTML()
        cols = ipywidgets.HBox([ipywidgets.VBox([self.captions[i], self.pickers[i]])
                                for i in range(2)])
        cols.layout.flex_flow = "row wrap"
        cols.layout.grid_gap = "24px"
        self.children = (self.title, cols, self.result, self._message_html)

    def _sub_widgets(self):
        return tuple(self.pickers)

    # ------------------------------------------------------------------
    # reading
    # ------------------------------------------------------------------
    @property
    def pile(self) -> list[str]:
        """Cards of pile 1 (notation), in the order they were added."""
        return self.pickers[0].value

    @property
    def other(self) -> list[str]:
        """Cards of pile 2."""
        return self.pickers[1].value

    @property
    def total(self):
        """Primiera of pile 1 (:func:`cardkit.scopa.primiera`; None if a suit is missing)."""
        return primiera(self.pile)

    @property
    def other_total(self):
        return primiera(self.other)

    @property
    def best(self) -> dict:
        """The card that counts in each suit of pile 1 (None for a missing suit)."""
        return primiera_cards(self.pile)

    @property
    def other_best(self) -> dict:
        return primiera_cards(self.other)

    @property
    def winner(self):
        """1 or 2: the pile that scores the primiera point (from
        :func:`cardkit.scopa.score_hand`); None on a tie, if neither has a
        primiera, or when pile 2 is empty."""
        if not self.other:
            return None
        a, b = score_hand([self.pile, self.other])
        return 1 if a.primiera else 2 if b.primiera else None

    @property
    def lines(self) -> list[str]:
        with self.speaking():
            return [self._total_line(i) for i in range(2 if self.other else 1)] + \
                ([self._verdict()] if self.other else [])

    @property
    def explanation(self) -> str:
        return "\n".join(self.lines)

    def _total_line(self, i: int) -> str:
        cards = self.pickers[i].value
        head = self.tr("widget.scopa.primiera.pile", n=i + 1) + ": "
        if not cards:
            return head + self.tr("widget.scopa.primiera.empty")
        tot = primiera(cards)
        if tot is not None:
            return head + self.tr("widget.scopa.primiera.total", total=tot)
        best = primiera_cards(cards)
        missing = [i18n.tr("suit." + s, self.language or None) for s in SUITS if best[s] is None]
        return head + self.tr("widget.scopa.primiera.none",
                              suits=i18n.tr("scopa.or", self.language or None).join(missing))

    def _verdict(self) -> str:
        a, b = self.total, self.other_total
        w = self.winner
        if w is None:
            if a is None and b is None:
                return self.tr("widget.scopa.primiera.nobody")
            return self.tr("widget.scopa.primiera.tie", a=a)
        mine, theirs = (a, b) if w == 1 else (b, a)
        if theirs is None:
            return self.tr("widget.scopa.primiera.wins_alone", n=w)
        return self.tr("widget.scopa.primiera.wins", n=w, a=mine, b=theirs)

    # ------------------------------------------------------------------
    # acting
    # ------------------------------------------------------------------
    def _index(self, pile) -> int:
        if isinstance(pile, int) and not isinstance(pile, bool) and pile in (1, 2):
            return pile - 1
        raise CardkitError("widget.scopa.primiera.bad_pile", pile=pile)

    def _set(self, i: int, cards) -> None:
        with self.refusing():
            wanted = italian_cards(cards)
            other = set(self.pickers[1 - i].value)
            for c in wanted:
                if c in other:
                    raise CardkitError("widget.scopa.primiera.in_other", card=c, n=2 - i)
            self.pickers[i].set_value(wanted)

    def set_pile(self, cards) -> None:
        """Make pile 1 exactly these cards (``"7d 7c 6s Ab"``)."""
        self._set(0, cards)

    def set_other(self, cards) -> None:
        """Make pile 2 exactly these cards (``""`` empties it)."""
        self._set(1, cards)

    def add(self, card, pile: int = 1) -> None:
        """Put one card into pile 1 or 2 (what a click does)."""
        with self.refusing():
            i = self._index(pile)
            c = italian_cards(card)
            self._set(i, self.pickers[i].value + [x for x in c if x not in self.pickers[i].value])

    def remove(self, card, pile: int = 1) -> None:
        """Take a card out of pile 1 or 2."""
        with self.refusing():
            i = self._index(pile)
            c = italian_cards(card)
            for x in c:
                if x not in self.pickers[i].value:
                    raise CardkitError("widget.scopa.primiera.not_in", card=x, n=i + 1)
            self._set(i, [x for x in self.pickers[i].value if x not in c])

    def clear(self) -> None:
        """Empty both piles."""
        self.set_other([])
        self.set_pile([])

    # ------------------------------------------------------------------
    def _changed(self, i: int) -> None:
        if self.message_kind == "error":
            self.clear_message()
        # a card of one pile is greyed out in the other
        for j in range(2):
            reasons = {c: self.tr("widget.scopa.primiera.in_other", card=c, n=2 - j)
                       for c in self.pickers[1 - j].value}
            self.pickers[j].set_disabled(reasons)
        self.refresh()

    def _redraw(self) -> None:
        t = self.tr
        self.title.value = (f"<b>{esc(t('widget.scopa.primiera.title'))}</b>"
                            f"<div style='color:#444'>{esc(t('widget.scopa.primiera.help'))}</div>")
        for i in range(2):
            self.captions[i].value = f"<b>{esc(t('widget.scopa.primiera.pile', n=i + 1))}</b>"
        self.result.value = self.result_html()

    def result_html(self) -> str:
        """The per-suit tables and the verdict (HTML with SVG)."""
        with self.speaking():
            return self._result_html()

    def _pile_table(self, i: int) -> str:
        t = self.tr
        lang = self.language or None
        cards = self.pickers[i].value
        best = primiera_cards(cards)
        rows = []
        for s in SUITS:
            c = best[s]
            pic = card_svg(c, 34) if c is not None else ""
            val = str(primiera_value(c)) if c is not None else "—"
            style = "" if c is not None else "color:#a3171e"
            rows.append(f"<tr><td>{esc(i18n.tr('suit.' + s, lang))}</td><td>{pic}</td>"
                        f"<td style='text-align:right;font-weight:bold;{style}'>{esc(val)}</td></tr>")
        head = (f"<tr><th style='text-align:left'>{esc(t('widget.scopa.primiera.suit'))}</th>"
                f"<th>{esc(t('widget.scopa.primiera.best'))}</th>"
                f"<th>{esc(t('widget.scopa.primiera.value'))}</th></tr>")
        return (f"<div style='display:inline-block;vertical-align:top;margin-right:24px'>"
                f"<b>{esc(t('widget.scopa.primiera.pile', n=i + 1))}</b> ({len(cards)})"
                f"<table style='border-collapse:separate;border-spacing:8px 2px'>{head}{''.join(rows)}</table>"
                f"<div style='font-weight:bold;margin-top:4px'>{esc(self._total_line(i))}</div></div>")

    def _result_html(self) -> str:
        parts = [self._pile_table(0)]
        if self.other:
            parts.append(self._pile_table(1))
            parts = ["<div>" + "".join(parts) + "</div>"]
            parts.append(f"<div style='margin-top:6px;font-weight:bold;color:#1d4f91'>"
                         f"{esc(self._verdict())}</div>")
        return "<div class='ck-scopa-primiera-result'>" + "".join(parts) + "</div>"
