"""Who scores what in the declarations: :class:`DeclarationsCalculator`.

Click the elder's and the younger's 12 cards (or type them); the widget
shows, for each player, the punto (with its *prezzo*), every sequence and
every quattordici/tris; who wins each category and the points; the totals;
and the Novanta verdict with the reason.  Everything comes from
:func:`cardkit.picchetto.declarations` (the counting order: mano bianca,
punto, sequenze, quattordici/tris).

>>> calc = DeclarationsCalculator("10S 10H 10D JS JH JD 7S 8S 9S 7C 8C 9C",
...                               "AS AH AD KS KH KD QS QH QD 9H 8H 7H")
>>> calc.result.quattordici
('younger', 9)
"""

from __future__ import annotations

import ipywidgets

from .._checks import need_choice
from ... import i18n
from ...cards import to_cards
from ...errors import CardkitError
from ...picchetto import ITALIANO, PicchettoRules, declarations
from .common import (CATEGORIES, FrenchPicker, PicchettoBox, esc, notation, say_groups,
                               say_punto, say_sequences)

i18n.register({
    "widget.picchetto.calc.title": {"en": "Declarations calculator", "it": "Calcolatore delle dichiarazioni"},
    "widget.picchetto.calc.type": {"en": "or type the cards:", "it": "oppure scrivi le carte:"},
    "widget.picchetto.calc.count": {"en": "{side}: {n} of 12 cards", "it": "{side}: {n} carte su 12"},
    "widget.picchetto.calc.need": {
        "en": "Choose 12 cards for each player (elder {e}, younger {y} so far).",
        "it": "Scegli 12 carte per ciascun giocatore (finora di mano {e}, mazziere {y}).",
    },
    "widget.picchetto.calc.taken": {
        "en": "this card is in the other player's hand",
        "it": "questa carta è nella mano dell'altro giocatore",
    },
    "widget.picchetto.calc.category": {"en": "Category", "it": "Categoria"},
    "widget.picchetto.calc.winner": {"en": "Scores", "it": "Segna"},
    "widget.picchetto.calc.points": {"en": "Points", "it": "Punti"},
    "widget.picchetto.calc.punto_cell": {"en": "{said}: {cards} (value {value})",
                                         "it": "{said}: {cards} (prezzo {value})"},
    # nobody scores a category for one of two reasons, said differently:
    "widget.picchetto.calc.tie": {"en": "equal: nobody scores", "it": "pari: nessuno segna"},
    "widget.picchetto.calc.no_holding.sequenze": {
        "en": "nobody scores: neither hand holds a sequence",
        "it": "nessuno segna: nessuna delle due mani ha una sequenza",
    },
    "widget.picchetto.calc.no_holding.quattordici": {
        "en": "nobody scores: neither hand holds a quattordici or tris",
        "it": "nessuno segna: nessuna delle due mani ha quattordici o tris",
    },
    "widget.picchetto.calc.blanche_opt": {"en": "{side}: mano bianca (+10)", "it": "{side}: mano bianca (+10)"},
    "widget.picchetto.calc.total": {"en": "Total before the play", "it": "Totale prima del gioco"},
    # the subject of a sentence ("Il giocatore di mano ha raggiunto ...")
    "widget.picchetto.calc.subject.elder": {"en": "The elder", "it": "Il giocatore di mano"},
    "widget.picchetto.calc.subject.younger": {"en": "The younger", "it": "Il mazziere"},
    "widget.picchetto.calc.novanta_yes": {
        "en": "Novanta! The {side} reached {n} in declarations with the opponent still at 0: +60.",
        "it": "Novanta! {side_cap} ha raggiunto {n} punti in dichiarazione con l'avversario ancora a zero: +60.",
    },
    "widget.picchetto.calc.novanta_saved": {
        "en": "No Novanta: the {other}'s {what} counted first ({pts}), so the {side} is not at 30 "
              "with the opponent at 0.",
        "it": "Niente Novanta: {what} {other_it} ha contato prima ({pts}), quindi {side_it} non è a 30 "
              "con l'avversario a zero.",
    },
    "widget.picchetto.calc.novanta_short": {
        "en": "No Novanta: nobody reached 30 in declarations (elder {e}, younger {y}).",
        "it": "Niente Novanta: nessuno ha raggiunto 30 in dichiarazione (di mano {e}, mazziere {y}).",
    },
    "widget.picchetto.calc.sessanta_open": {
        "en": "The younger is still at 0: the elder makes Sessanta (+30) if he reaches 30 in the play "
              "before the younger scores a point.",
        "it": "Il mazziere è ancora a zero: il giocatore di mano fa il Sessanta (+30) se arriva a 30 "
              "giocando prima che il mazziere segni un punto.",
    },
    "widget.picchetto.calc.sessanta_shut": {
        "en": "No Sessanta either: the younger's {what} counted before the elder's first lead ({pts}), "
              "so when the elder says «Thirty!» the opponent is not at 0.",
        "it": "Niente Sessanta: {what} del mazziere ha contato prima della prima battuta ({pts}), "
              "quindi quando il giocatore di mano dice «Trenta!» l'avversario non è a zero.",
    },
    "widget.picchetto.calc.what.blanche": {"en": "mano bianca", "it": "la mano bianca"},
    "widget.picchetto.calc.what.punto": {"en": "punto ({said})", "it": "il punto ({said})"},
    "widget.picchetto.calc.what.sequenze": {"en": "sequences ({said})", "it": "le sequenze ({said})"},
    "widget.picchetto.calc.what.quattordici": {"en": "{said}", "it": "la combinazione {said}"},
    "widget.picchetto.calc.of.elder": {"en": "elder", "it": "del giocatore di mano"},
    "widget.picchetto.calc.of.younger": {"en": "younger", "it": "del mazziere"},
    "widget.picchetto.calc.the.elder": {"en": "elder", "it": "il giocatore di mano"},
    "widget.picchetto.calc.the.younger": {"en": "younger", "it": "il mazziere"},
    "widget.picchetto.calc.order": {"en": "Counting order", "it": "Ordine del conteggio"},
    "widget.picchetto.calc.no_steps": {
        "en": "nothing is scored before the play: neither player counts a point",
        "it": "prima del gioco non si segna nulla: nessuno dei due conta punti",
    },
    "widget.picchetto.calc.step": {"en": "{side} +{pts} ({what}) → {e} – {y}",
                                   "it": "{side}: +{pts} ({what}), totale {e} – {y}"},
    "widget.picchetto.calc.kind.blanche": {"en": "mano bianca", "it": "mano bianca"},
    "widget.picchetto.calc.kind.punto": {"en": "punto", "it": "punto"},
    "widget.picchetto.calc.kind.sequenze": {"en": "sequences", "it": "sequenze"},
    "widget.picchetto.calc.kind.quattordici": {"en": "quattordici/tris", "it": "quattordici/tris"},
    "widget.picchetto.calc.kind.novanta": {"en": "Novanta", "it": "Novanta"},
})


def _side_label(side: str, lang) -> str:
    return i18n.tr("widget.picchetto." + side, lang)


class DeclarationsCalculator(PicchettoBox):
    """Two hands of 12 in, the declarations out.

    Parameters
    ----------
    elder, younger : the two hands after the exchange (notation or cards;
        ``None`` to start empty and click them).
    rules : ``ITALIANO`` (punto by length, a quinta is 15), ``PICCHETTO_150``
        (punto by value, a quinta is 5), ``RUBICON``...
    elder_blanche, younger_blanche : count a mano bianca (10, first).
    language : ``"en"``/``"it"`` (``""`` follows the kit).

    Methods: :meth:`set_hands` (``calc.set_hands(elder="...", younger="...")``,
    the text equivalent of the pickers), :meth:`verdict` (the Novanta
    sentence), :meth:`rows` (the table as text).  Read: :attr:`result` (the
    engine's :class:`~cardkit.picchetto.Declarations`, ``None`` until both
    hands have 12 cards), :attr:`elder_cards`, :attr:`younger_cards`,
    :attr:`elder_picker`/:attr:`younger_picker` (clickable),
    :attr:`elder_text`/:attr:`younger_text` (typing fields).
    """

    def __init__(self, elder=None, younger=None, rules: PicchettoRules = ITALIANO, *,
                 elder_blanche: bool = False, younger_blanche: bool = False,
                 card_width: int = 34, language: str = "", **kwargs):
        self.rules = rules
        self.elder_blanche = bool(elder_blanche)
        self.younger_blanche = bool(younger_blanche)
        self._card_width = card_width
        self.result = None
        self.events: list[str] = []
        self._syncing = False
        super().__init__(language=language, **kwargs)
        self.add_class("ck-picchetto-calculator")
        if elder is not None or younger is not None:
            self.set_hands(elder=elder, younger=younger)

    def __repr__(self) -> str:
        parts = [f"elder={notation(self.elder_cards)!r}", f"younger={notation(self.younger_cards)!r}"]
        if self.rules != ITALIANO:
            parts.append(f"rules={self.rules!r}")
        if self.elder_blanche:
            parts.append("elder_blanche=True")
        if self.younger_blanche:
            parts.append("younger_blanche=True")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"DeclarationsCalculator({', '.join(parts)})"

    # ------------------------------------------------------------------
    @property
    def elder_cards(self) -> list:
        return self.elder_picker.value

    @property
    def younger_cards(self) -> list:
        return self.younger_picker.value

    def set_hands(self, elder=None, younger=None) -> bool:
        """Set one or both hands (notation); refused with a message if a card
        is in both hands, is not a card, or a hand has more than 12."""
        try:
            e = [str(c) for c in to_cards(elder)] if elder is not None else self.elder_cards
            y = [str(c) for c in to_cards(younger)] if younger is not None else self.younger_cards
            both = sorted(set(e) & set(y))
            if both:
                raise CardkitError("picchetto.err.same_card", card=both[0])
            self._syncing = True
            try:
                self.younger_picker.set_taken({})
                self.elder_picker.set_taken({})
                self.elder_picker.set_value(e)
                self.younger_picker.set_value(y)
            finally:
                self._syncing = False
        except CardkitError as exc:
            self.show_error(exc)
            return False
        self.clear_message()
        self._changed()
        return True

    # ------------------------------------------------------------------
    def _changed(self, _value=None) -> None:
        if self._syncing:
            return
        reason = self.tr("widget.picchetto.calc.taken")
        self._syncing = True
        try:
            self.younger_picker.set_taken({c: reason for c in self.elder_cards})
            self.elder_picker.set_taken({c: reason for c in self.younger_cards})
            self.elder_text.value = notation(self.elder_cards)
            self.younger_text.value = notation(self.younger_cards)
        finally:
            self._syncing = False
        self.result = None
        if len(self.elder_cards) == 12 and len(self.younger_cards) == 12:
            with self.speaking(), self.refusing():
                self.result = declarations(self.elder_cards, self.younger_cards, self.rules,
                                           elder_blanche=self.elder_blanche,
                                           younger_blanche=self.younger_blanche)
        self.refresh()

    def _typed(self, side: str):
        def handler(change):
            if self._syncing:
                return
            self.set_hands(**{side: change["new"]})
        return handler

    # ------------------------------------------------------------------
    def _cells(self, side: str) -> list:
        """The three category cells of one side (text)."""
        lang = self.language or None
        d = self.result
        cards, value = d.elder_punto if side == "elder" else d.younger_punto
        punto = self.tr("widget.picchetto.calc.punto_cell", said=say_punto(len(cards), value, self.rules, lang),
                        cards=notation(cards), value=value)
        seqs = d.elder_sequences if side == "elder" else d.younger_sequences
        grps = d.elder_groups if side == "elder" else d.younger_groups
        none = self.tr("widget.picchetto.none")
        seq = f"{say_sequences(seqs, lang)}: {' + '.join(notation(s) for s in seqs)}" if seqs else none
        grp = f"{say_groups(grps, lang)}: {' + '.join(notation(g) for g in grps)}" if grps else none
        return [punto, seq, grp]

    def _nobody_holds(self, cat: str) -> bool:
        """Neither hand holds anything of category ``cat`` (a hand of 12
        always has a punto; sequences and groups may be missing)."""
        d = self.result
        if cat == "sequenze":
            return not (d.elder_sequences or d.younger_sequences)
        if cat == "quattordici":
            return not (d.elder_groups or d.younger_groups)
        return False

    def scorer_text(self, cat: str) -> str:
        """Who scores category ``cat``: a side, or why nobody does (the two
        hands are equal, or neither hand holds one)."""
        need_choice(type(self).__name__, "cat", cat, CATEGORIES)
        w = getattr(self.result, cat)[0]
        if w:
            return _side_label(w, self.language or None)
        if self._nobody_holds(cat):
            return self.tr("widget.picchetto.calc.no_holding." + cat)
        return self.tr("widget.picchetto.calc.tie")

    def rows(self) -> list:
        """The table as rows of text: category, elder, younger, who scores, points."""
        d = self.result
        if d is None:
            return []
        ec, yc = self._cells("elder"), self._cells("younger")
        out = []
        for i, cat in enumerate(CATEGORIES):
            pts = getattr(d, cat)[1]
            out.append((self.tr("widget.picchetto.cat." + cat), ec[i], yc[i], self.scorer_text(cat), pts))
        return out

    def verdict(self) -> str:
        """Novanta or not, and why."""
        d = self.result
        if d is None:
            return ""
        lang = self.language or None
        if d.novanta:
            n = sum(p for s, p, k in d.events if s == d.novanta and k != "novanta")
            return self.tr("widget.picchetto.calc.novanta_yes", side=self.tr("widget.picchetto.calc.the." + d.novanta),
                           side_cap=i18n.tr("widget.picchetto.calc.subject." + d.novanta, lang), n=n)
        e, y = d.elder_points, d.younger_points
        if max(e, y) < 30:
            return self.tr("widget.picchetto.calc.novanta_short", e=e, y=y)
        side = "elder" if e >= y else "younger"
        other = "younger" if side == "elder" else "elder"
        first = next((ev for ev in d.events if ev[0] == other), None)
        what = self._what(first[2], other) if first else ""
        return self.tr("widget.picchetto.calc.novanta_saved", other=other, what=what, pts=first[1] if first else 0,
                       side=side, other_it=self.tr("widget.picchetto.calc.of." + other),
                       side_it=self.tr("widget.picchetto.calc.the." + side))

    def sessanta_note(self) -> str:
        """Whether the elder can still make Sessanta in the play (the
        younger at 0), or why he cannot although his declarations bring
        him close (the younger scored first).  ``""`` when nothing to say."""
        d = self.result
        if d is None or d.novanta:
            return ""
        e, y = d.elder_points, d.younger_points
        if y == 0:
            return self.tr("widget.picchetto.calc.sessanta_open")
        if e >= 20:
            first = next(ev for ev in d.events if ev[0] == "younger")
            return self.tr("widget.picchetto.calc.sessanta_shut", what=self._what(first[2], "younger"),
                           pts=first[1])
        return ""

    def _what(self, kind: str, side: str) -> str:
        d = self.result
        lang = self.language or None
        if kind == "punto":
            cards, value = d.elder_punto if side == "elder" else d.younger_punto
            said = say_punto(len(cards), value, self.rules, lang)
        elif kind == "sequenze":
            said = say_sequences(d.elder_sequences if side == "elder" else d.younger_sequences, lang)
        elif kind == "quattordici":
            grps = d.elder_groups if side == "elder" else d.younger_groups
            said = say_groups(grps, lang)
            said = said[:1].lower() + said[1:]
        else:
            said = ""
        return self.tr("widget.picchetto.calc.what." + kind, said=said)

    def steps(self) -> list:
        """The counting order, one line per step, with both running totals."""
        d = self.result
        if d is None:
            return []
        lang = self.language or None
        tot = {"elder": 0, "younger": 0}
        out = []
        for side, pts, kind in d.events:
            tot[side] += pts
            out.append(self.tr("widget.picchetto.calc.step", side=_side_label(side, lang), pts=pts,
                               what=self.tr("widget.picchetto.calc.kind." + kind), e=tot["elder"],
                               y=tot["younger"]))
        return out

    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return (*self.elder_picker.rows, *self.younger_picker.rows)

    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self.elder_picker = FrenchPicker(card_width=self._card_width, language=self.language)
        self.younger_picker = FrenchPicker(card_width=self._card_width, language=self.language)
        self.elder_picker.on_change(self._changed)
        self.younger_picker.on_change(self._changed)
        lay = ipywidgets.Layout(width="95%")
        self.elder_text = ipywidgets.Text(continuous_update=False, layout=lay)
        self.younger_text = ipywidgets.Text(continuous_update=False, layout=lay)
        self.elder_text.observe(self._typed("elder"), names="value")
        self.younger_text.observe(self._typed("younger"), names="value")
        self._type_e = ipywidgets.HTML()
        self._type_y = ipywidgets.HTML()
        self._table = ipywidgets.HTML()
        col = ipywidgets.Layout(width="48%", min_width="330px")
        self.children = (
            self._title,
            ipywidgets.HBox([
                ipywidgets.VBox([self.elder_picker, self._type_e, self.elder_text], layout=col),
                ipywidgets.VBox([self.younger_picker, self._type_y, self.younger_text], layout=col),
            ], layout=ipywidgets.Layout(flex_flow="row wrap")),
            self._message_html, self._table,
        )

    def _redraw(self) -> None:
        lang = self.language or None
        self._title.value = f"<b>{esc(self.tr('widget.picchetto.calc.title'))}</b>"
        for side, picker in (("elder", self.elder_picker), ("younger", self.younger_picker)):
            label = self.tr("widget.picchetto.calc.count", side=_side_label(side, lang), n=len(picker.value))
            if side == "elder" and self.elder_blanche or side == "younger" and self.younger_blanche:
                label += " · " + self.tr("widget.picchetto.calc.blanche_opt", side=_side_label(side, lang))
            picker.set_label(label)
        type_label = f"<i>{esc(self.tr('widget.picchetto.calc.type'))}</i>"
        self._type_e.value = self._type_y.value = type_label
        d = self.result
        if d is None:
            self._table.value = esc(self.tr("widget.picchetto.calc.need", e=len(self.elder_cards),
                                            y=len(self.younger_cards)))
            return
        th = "".join(f"<th style='text-align:left;padding:3px 8px'>{esc(h)}</th>" for h in (
            self.tr("widget.picchetto.calc.category"), _side_label("elder", lang), _side_label("younger", lang),
            self.tr("widget.picchetto.calc.winner"), self.tr("widget.picchetto.calc.points")))
        body = []
        for cat, ec, yc, who, pts in self.rows():
            body.append("<tr>" + "".join(f"<td style='padding:3px 8px;border-top:1px solid #ddd'>{esc(x)}</td>"
                                         for x in (cat, ec, yc, who, pts)) + "</tr>")
        total = self.tr("widget.picchetto.calc.total")
        body.append(f"<tr style='font-weight:bold'><td style='padding:3px 8px;border-top:2px solid #888'>{esc(total)}</td>"
                    f"<td style='padding:3px 8px;border-top:2px solid #888'>{d.elder_points}</td>"
                    f"<td style='padding:3px 8px;border-top:2px solid #888'>{d.younger_points}</td>"
                    f"<td style='border-top:2px solid #888'></td><td style='border-top:2px solid #888'></td></tr>")
        steps = "".join(f"<li>{esc(s)}</li>" for s in self.steps())
        if steps:
            steps = f"<ol style='margin:2px 0'>{steps}</ol>"
        else:
            steps = f"<div style='margin:2px 0 2px 12px'>{esc(self.tr('widget.picchetto.calc.no_steps'))}</div>"
        verdict_style = "color:#8a5a00;font-weight:bold" if d.novanta else "color:#1d4f91"
        self._table.value = (
            f"<table style='border-collapse:collapse;font-size:13px'><thead><tr>{th}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>"
            f"<div style='margin-top:6px'><b>{esc(self.tr('widget.picchetto.calc.order'))}</b>{steps}</div>"
            f"<div style='{verdict_style}'>{esc(self.verdict())}</div>"
            f"<div style='color:#1d4f91'>{esc(self.sessanta_note())}</div>")
