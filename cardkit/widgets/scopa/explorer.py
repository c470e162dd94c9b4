"""Which captures can a card make? :class:`CaptureExplorer`.

Choose the card to play (from the 40 cards, or from a given hand) and the
cards on the table; the widget draws every legal capture the engine
(:func:`cardkit.scopa.capture_options`) allows, and makes the *equal-card
rule* visible: when a table card has the same value as the card played,
that card must be taken, and the sums that would otherwise have been
possible are drawn greyed out with the reason.

Text equivalents of every click::

    ex = CaptureExplorer()
    ex.set_card("5c")
    ex.set_table("2d 3c 5s Fb")
    ex.options          # [cards('5s')]   (== capture_options("5c", table))
    ex.forbidden_sums   # [cards('2d 3c')] (possible sums, not allowed here)
    print(ex.explanation)
"""

from __future__ import annotations

import ipywidgets

from ... import i18n
from ...cards import CardList
from ...errors import CardkitError
from ...scopa import capture_options, card_value
from ...svg import hand_svg, table_svg
from .common import DeckPicker, ScopaBox, block, card_words, esc, italian_cards

i18n.register({
    "widget.scopa.explorer.title": {"en": "Capture explorer", "it": "Esploratore delle prese"},
    "widget.scopa.explorer.help": {
        "en": "Click the card to play, then the cards on the table: every legal capture is drawn below.",
        "it": "Clicca la carta da giocare, poi le carte sul tavolo: sotto sono disegnate tutte "
              "le prese possibili.",
    },
    "widget.scopa.explorer.card_row": {"en": "Card to play", "it": "Carta da giocare"},
    "widget.scopa.explorer.table_row": {"en": "Cards on the table", "it": "Carte sul tavolo"},
    "widget.scopa.explorer.played": {"en": "Played", "it": "Giocata"},
    "widget.scopa.explorer.table": {"en": "Table", "it": "Tavolo"},
    "widget.scopa.explorer.no_card": {
        "en": "Choose the card to play.", "it": "Scegli la carta da giocare.",
    },
    "widget.scopa.explorer.worth": {"en": "{card} is worth {value}.", "it": "{card} vale {value}."},
    "widget.scopa.explorer.equal_one": {
        "en": "The {equal} on the table must be taken: sums are not allowed while a card of "
              "the same value ({value}) is there.",
        "it": "Sul tavolo c'è {equal} e va presa quella carta: le somme non sono ammesse finché c'è una carta "
              "di pari valore ({value}).",
    },
    "widget.scopa.explorer.equal_many": {
        "en": "One of {equal} must be taken (you choose which): sums are not allowed while a "
              "card of the same value ({value}) is on the table.",
        "it": "Va presa una fra {equal} (scegli tu quale): le somme non sono ammesse finché "
              "sul tavolo c'è una carta di pari valore ({value}).",
    },
    "widget.scopa.explorer.sums": {
        "en": "No card on the table is worth {value}: {card} takes cards adding up to {value}.",
        "it": "Nessuna carta sul tavolo vale {value}: {card} prende carte che sommate fanno {value}.",
    },
    "widget.scopa.explorer.choose": {
        "en": "{n} captures are possible: the player chooses one.",
        "it": "Sono possibili {n} prese: il giocatore ne sceglie una.",
    },
    "widget.scopa.explorer.must": {
        "en": "A card that can take must take.",
        "it": "Una carta che può prendere deve prendere.",
    },
    "widget.scopa.explorer.nothing": {
        "en": "No card worth {value} and no cards adding up to {value}: {card} takes nothing "
              "and stays on the table.",
        "it": "Nessuna carta che vale {value} e nessuna somma che fa {value}: {card} non prende "
              "nulla e resta sul tavolo.",
    },
    "widget.scopa.explorer.option": {"en": "Capture {n}: {cards}", "it": "Presa {n}: {cards}"},
    "widget.scopa.explorer.option_scopa": {
        "en": "Capture {n}: {cards} — scopa! (the table is emptied)",
        "it": "Presa {n}: {cards} — scopa! (il tavolo resta vuoto)",
    },
    "widget.scopa.explorer.forbidden": {
        "en": "{cards} = {value}: not allowed, the {equal} is on the table",
        "it": "{cards} = {value}: non ammessa, sul tavolo c'è {equal}",
    },
    "widget.scopa.explorer.forbidden_title": {
        "en": "Sums that would be possible without the equal card (greyed out):",
        "it": "Somme che sarebbero possibili senza la carta di pari valore (in grigio):",
    },
    "widget.scopa.explorer.is_played": {
        "en": "{card} is the card you play: it cannot be on the table as well",
        "it": "{card} è la carta che giochi: non può essere anche sul tavolo",
    },
    "widget.scopa.explorer.moved": {
        "en": "{card} left the table: it is now the card played",
        "it": "{card} è stata tolta dal tavolo: ora è la carta giocata",
    },
    "widget.scopa.explorer.or": {"en": " or ", "it": " o "},
})


class CaptureExplorer(ScopaBox):
    """Choose a card and a table; see every legal capture, drawn.

    Parameters
    ----------
    card : the card to play (notation), or None.
    table : the table cards (notation string or list), or None.
    hand : offer only these cards to play (e.g. ``"5c Fc Rc"``) instead
        of the 40.
    card_width : width of the cards in the pickers (the drawings are a
        little larger).
    language : ``"en"``/``"it"`` for this widget, ``""`` to follow the kit.

    Text equivalents: :meth:`set_card`, :meth:`set_table`,
    :meth:`toggle_table`; readings :attr:`card`, :attr:`table`,
    :attr:`options` (the engine's ``capture_options``),
    :attr:`forbidden_sums`, :attr:`equal_cards`, :attr:`explanation`.
    Parts: :attr:`card_picker`, :attr:`table_picker` (:class:`DeckPicker`),
    :attr:`result` (an ``HTML`` with the drawings).
    """

    _repr_fields = (("card", ""), ("table", ()), ("hand", ()), ("language", ""))

    def __init__(self, card=None, table=None, *, hand=None, card_width: int = 36,
                 language: str = "", **kwargs):
        self.hand = italian_cards(hand) if hand is not None else []
        self._card_width = card_width
        self._start = (card, table)
        super().__init__(language=language, **kwargs)
        self.add_class("ck-scopa-explorer")
        with self.refusing():
            if table is not None:
                self.set_table(table)
            if card is not None:
                self.set_card(card)

    # ------------------------------------------------------------------
    # building
    # ------------------------------------------------------------------
    def _build(self) -> None:
        self.title = ipywidgets.HTML()
        self.card_caption = ipywidgets.HTML()
        self.table_caption = ipywidgets.HTML()
        self.card_picker = DeckPicker("single", cards=self.hand or None,
                                      card_width=self._card_width if not self.hand else 60,
                                      language=self.language)
        self.table_picker = DeckPicker("multiple", card_width=self._card_width,
                                       language=self.language)
        self.card_picker.add_class("ck-card-picker")
        self.table_picker.add_class("ck-table-picker")
        self.result = ipywidgets.HTML()
        self.card_picker.on_change(self._card_changed)
        self.table_picker.on_change(self._table_changed)
        pickers = ipywidgets.HBox([
            ipywidgets.VBox([self.card_caption, self.card_picker]),
            ipywidgets.VBox([self.table_caption, self.table_picker]),
        ])
        pickers.layout.flex_flow = "row wrap"
        pickers.layout.grid_gap = "24px"
        self.children = (self.title, pickers, self.result, self._message_html)

    def _sub_widgets(self):
        return (self.card_picker, self.table_picker)

    # ------------------------------------------------------------------
    # reading
    # ------------------------------------------------------------------
    @property
    def card(self) -> str:
        """The card played (notation), ``""`` if none is chosen."""
        v = self.card_picker.value
        return v[0] if v else ""

    @property
    def table(self) -> list[str]:
        """The table cards (notation), in the order they were put down."""
        return self.table_picker.value

    @property
    def options(self) -> list[CardList]:
        """Every legal capture (exactly :func:`cardkit.scopa.capture_options`)."""
        if not self.card:
            return []
        return capture_options(self.card, self.table)

    @property
    def equal_cards(self) -> CardList:
        """The table cards of the same value as the card played."""
        if not self.card:
            return CardList()
        v = card_value(self.card)
        return CardList([c for c in self.table if card_value(c) == v])

    @property
    def forbidden_sums(self) -> list[CardList]:
        """The sums the card could have taken if no card of equal value were
        on the table (empty when there is none): greyed out in the drawing."""
        eq = self.equal_cards
        if not eq:
            return []
        rest = [c for c in self.table if c not in {str(e) for e in eq}]
        return capture_options(self.card, rest)

    @property
    def lines(self) -> list[str]:
        """The explanation, sentence by sentence (in the widget's language)."""
        with self.speaking():
            return self._lines()

    @property
    def explanation(self) -> str:
        return "\n".join(self.lines)

    def _lines(self) -> list[str]:
        t = self.tr
        card = self.card
        if not card:
            return [t("widget.scopa.explorer.no_card")]
        value = card_value(card)
        out = [t("widget.scopa.explorer.worth", card=card, value=value)]
        opts = self.options
        eq = self.equal_cards
        if eq:
            if len(eq) == 1:
                out.append(t("widget.scopa.explorer.equal_one", equal=str(eq[0]), value=value))
            else:
                out.append(t("widget.scopa.explorer.equal_many", value=value,
                             equal=t("widget.scopa.explorer.or").join(str(c) for c in eq)))
        elif opts:
            out.append(t("widget.scopa.explorer.sums", card=card, value=value))
        if opts:
            out.append(t("widget.scopa.explorer.must"))
            if len(opts) > 1:
                out.append(t("widget.scopa.explorer.choose", n=len(opts)))
        else:
            out.append(t("widget.scopa.explorer.nothing", card=card, value=value))
        return out

    # ------------------------------------------------------------------
    # acting (text equivalents)
    # ------------------------------------------------------------------
    def set_card(self, card) -> None:
        """Choose the card to play (``"5c"``; ``None`` or ``""`` for none).
        If it was on the table it leaves the table."""
        if card in (None, ""):
            self.card_picker.set_value([])
            return
        with self.refusing():
            c = italian_cards(card)
            if len(c) != 1:
                raise CardkitError("widget.hand.only_one", n=len(c))
            if c[0] in self.table:
                self.table_picker.set_value([x for x in self.table if x != c[0]])
            self.card_picker.set_value(c)

    def set_table(self, cards) -> None:
        """Put exactly these cards on the table (``"2d 3c 5s Fb"``)."""
        with self.refusing():
            wanted = italian_cards(cards)
            if self.card and self.card in wanted:
                raise CardkitError("widget.scopa.explorer.is_played", card=self.card)
            self.table_picker.set_value(wanted)

    def toggle_table(self, card) -> None:
        """Put a card on the table or take it back (what a click does)."""
        self.table_picker.click(card)

    # ------------------------------------------------------------------
    # events
    # ------------------------------------------------------------------
    def _card_changed(self, value) -> None:
        if value and value[0] in self.table:
            # chosen in the card row while on the table: it moves to the hand
            self.table_picker.set_value([c for c in self.table if c != value[0]])
            self.show_message(self.tr("widget.scopa.explorer.moved", card=value[0]))
        else:
            self.clear_message()
        self._update_disabled()
        self.refresh()

    def _table_changed(self, value) -> None:
        if self.message_kind == "error":
            self.clear_message()
        self.refresh()

    def _update_disabled(self) -> None:
        card = self.card
        if card:
            self.table_picker.set_disabled(
                {card: self.tr("widget.scopa.explorer.is_played", card=card)})
        else:
            self.table_picker.set_disabled({})

    # ------------------------------------------------------------------
    # drawing
    # ------------------------------------------------------------------
    def _redraw(self) -> None:
        t = self.tr
        self.title.value = (f"<b>{esc(t('widget.scopa.explorer.title'))}</b>"
                            f"<div style='color:#444'>{esc(t('widget.scopa.explorer.help'))}</div>")
        self.card_caption.value = f"<b>{esc(t('widget.scopa.explorer.card_row'))}</b>"
        self.table_caption.value = f"<b>{esc(t('widget.scopa.explorer.table_row'))}</b>"
        self.result.value = self.result_html()

    def result_html(self) -> str:
        """The drawings and sentences under the pickers (HTML with SVG)."""
        with self.speaking():
            return self._result_html()

    def _result_html(self) -> str:
        t = self.tr
        card = self.card
        w = 56
        parts = []
        piles = []
        if card:
            piles.append((t("widget.scopa.explorer.played"), [card]))
        piles.append((t("widget.scopa.explorer.table"), self.table))
        parts.append(table_svg(piles, w))
        text = "".join(f"<li>{esc(line)}</li>" for line in self._lines())
        parts.append(f'<ul style="margin:4px 0 6px 0;padding-left:1.2em">{text}</ul>')
        if card:
            table_set = set(self.table)
            pics = []
            for i, opt in enumerate(self.options):
                key = ("widget.scopa.explorer.option_scopa" if len(opt) == len(table_set)
                       else "widget.scopa.explorer.option")
                cap = t(key, n=i + 1, cards=card_words(opt))
                pics.append(block(hand_svg(opt, 44, highlighted=opt, overlap=False), cap,
                                  "border:2px solid #d4a017;border-radius:6px;padding:3px"))
            if pics:
                parts.append("<div>" + "".join(pics) + "</div>")
            sums = self.forbidden_sums
            if sums:
                eq = self.equal_cards
                eq_text = t("widget.scopa.explorer.or").join(str(c) for c in eq)
                parts.append(f"<div style='margin-top:6px'>{esc(t('widget.scopa.explorer.forbidden_title'))}</div>")
                grey = []
                for s in sums:
                    cap = t("widget.scopa.explorer.forbidden", cards=card_words(s),
                            value=card_value(card), equal=eq_text)
                    grey.append(block(hand_svg(s, 44, disabled=s, overlap=False), cap,
                                      "border:2px dashed #999;border-radius:6px;padding:3px;color:#777"))
                parts.append("<div>" + "".join(grey) + "</div>")
        return '<div class="ck-scopa-explorer-result">' + "".join(parts) + "</div>"
