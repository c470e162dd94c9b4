"""The declarations as the players say them: :class:`DeclarationDialogue`.

Category by category the elder announces and the younger answers, in the
players' words::

    Di mano:  «Cinque carte»          Mazziere: «Quanto?»
    Di mano:  «Quarantotto»           Mazziere: «Non buone» ... «Cinquantuno»
    → il mazziere segna 5 (0 – 5)

then the sequences («Una quinta al re» — «Buona») and the quattordici/tris
(«Quattordici di assi» — «Non buono» ...).  Who scores and how much comes
from the engine (:func:`cardkit.picchetto.declarations`, counting order:
mano bianca, punto, sequenze, quattordici/tris, Novanta when it fires); the
widget only puts it into words.

When the learner is one of the players (``learner="elder"`` or
``"younger"``), a switch per category lets them *andar sott'acqua*: keep a
combination quiet (it is not declared and scores nothing) and see how the
dialogue and the score change.  Under rules that allow it
(``partial_declarations``, text 000's "in parte") a menu per category lets
them declare *less* than they hold — five cards of a six-card punto, a quinta
without the terza, a tris out of a quattordici — and the dialogue says and
scores only that (:meth:`declare_part`).
"""

from __future__ import annotations

import dataclasses

import ipywidgets

from .._checks import need_card_width, need_choice, need_collection, need_instance
from ..base import DropdownChoice, ToggleChoice
from ... import i18n
from ...picchetto import ITALIANO, Declare, PicchettoRules, declarations
from ...picchetto import combos as _C
from ...picchetto.words import number_words
from ...errors import CardkitError
from ...svg import hand_svg
from .common import (CATEGORIES, PicchettoBox, esc, labelled, notation, say_groups, say_punto,
                               say_sequences, say_word)

i18n.register({
    "widget.picchetto.dlg.title": {"en": "The declarations, as they are said",
                                   "it": "Le dichiarazioni, come si dicono"},
    "widget.picchetto.dlg.good.punto": {"en": "Good", "it": "Buone"},
    "widget.picchetto.dlg.notgood.punto": {"en": "Not good", "it": "Non buone"},
    "widget.picchetto.dlg.good.sequenze": {"en": "Good", "it": "Buona"},
    "widget.picchetto.dlg.notgood.sequenze": {"en": "Not good", "it": "Non buona"},
    "widget.picchetto.dlg.good.quattordici": {"en": "Good", "it": "Buono"},
    "widget.picchetto.dlg.notgood.quattordici": {"en": "Not good", "it": "Non buono"},
    "widget.picchetto.dlg.equal": {"en": "Equal", "it": "Pari"},
    "widget.picchetto.dlg.how_much": {"en": "Making?", "it": "Quanto?"},
    "widget.picchetto.dlg.how_many": {"en": "How many cards?", "it": "Quante carte?"},
    "widget.picchetto.dlg.nothing.punto": {"en": "No punto", "it": "Niente punto"},
    "widget.picchetto.dlg.nothing.sequenze": {"en": "No sequence", "it": "Niente sequenze"},
    "widget.picchetto.dlg.nothing.quattordici": {"en": "No quattordici or tris",
                                                 "it": "Niente quattordici né tris"},
    "widget.picchetto.dlg.sunk": {"en": "({side}: kept quiet, andar sott'acqua)",
                                  "it": "({side}: in silenzio, andar sott'acqua)"},
    "widget.picchetto.dlg.scores": {"en": "→ {side} scores {pts} ({e} – {y})",
                                    "it": "→ {side}: +{pts} ({e} – {y})"},
    "widget.picchetto.dlg.tie": {"en": "→ equal: nobody scores", "it": "→ pari: nessuno segna"},
    "widget.picchetto.dlg.nobody": {"en": "→ nobody declares: nobody scores",
                                    "it": "→ nessuno dichiara: nessuno segna"},
    "widget.picchetto.dlg.novanta": {"en": "→ {side} scores 60 more: Novanta ({e} – {y})",
                                     "it": "→ {side}: +60, Novanta ({e} – {y})"},
    "widget.picchetto.dlg.total": {"en": "Before the first card: elder {e}, younger {y}.",
                                   "it": "Prima della prima carta: di mano {e}, mazziere {y}."},
    "widget.picchetto.dlg.you": {"en": "{side} — you", "it": "{side} — tu"},
    "widget.picchetto.dlg.declare": {"en": "declare", "it": "dichiara"},
    "widget.picchetto.dlg.sink": {"en": "keep quiet (sott'acqua)", "it": "taci (sott'acqua)"},
    "widget.picchetto.dlg.your_choice": {"en": "Your declarations ({side}):",
                                         "it": "Le tue dichiarazioni ({side}):"},
    "widget.picchetto.dlg.no_learner": {
        "en": "only a player can keep a combination quiet: create the dialogue with learner='elder' or 'younger'",
        "it": "solo un giocatore può tacere una combinazione: crea il dialogo con learner='elder' o 'younger'",
    },
    "widget.picchetto.dlg.part": {"en": "declare:", "it": "dichiara:"},
    "widget.picchetto.dlg.part_all": {"en": "all of it", "it": "tutto"},
    "widget.picchetto.dlg.part_note": {"en": "({side}: declares less than he holds, andar sott'acqua in parte)",
                                       "it": "({side}: dichiara meno di quel che ha, sott'acqua in parte)"},
    "widget.picchetto.dlg.no_partial": {
        "en": "these rules keep whole categories quiet only (partial_declarations=False)",
        "it": "con queste regole si tacciono solo categorie intere (partial_declarations=False)",
    },
    "widget.picchetto.dlg.not_held": {
        "en": "the {side} has no {what} to declare",
        "it": "{side_it} non ha {what_it} da dichiarare",
    },
})


@dataclasses.dataclass(frozen=True)
class Line:
    """One line of the dialogue: ``speaker`` ``"elder"``/``"younger"`` (words
    said aloud) or ``None`` (a note: who scores, a sunk combination);
    ``points``/``side`` for a scoring note."""

    speaker: object
    text: str
    kind: str = "say"
    side: object = None
    points: int = 0


class DeclarationDialogue(PicchettoBox):
    """The declaration dialogue between the elder and the younger.

    Parameters
    ----------
    elder, younger : the two hands after the exchange (notation or cards).
    rules : ``ITALIANO``, ``PICCHETTO_150`` (punto by value), ``RUBICON``...
    learner : ``None`` (just watch), ``"elder"`` or ``"younger"``: the
        learner's side, whose combinations can be kept quiet.
    you : the side named "(you)" when only watching (the game widget).
    elder_quiet, younger_quiet : categories kept quiet from the start
        (``("sequenze",)``).
    elder_declares, younger_declares : what a side declares when he says
        less than he holds: a :class:`~cardkit.picchetto.Declare` or its
        notation (``"declare punto AH KH QH JH sequenze quattordici"``).
    elder_blanche, younger_blanche : a mano bianca was announced (+10 first).
    language : ``"en"``/``"it"`` (``""`` follows the kit).

    Methods: :meth:`sink` / :meth:`declare` (``dlg.sink("punto")``: the text
    equivalent of the switches), :meth:`lines` (the dialogue as text),
    :meth:`said` (only the words said aloud).  Read: :attr:`result` (the
    engine's :class:`~cardkit.picchetto.Declarations`), :attr:`dialogue`
    (:class:`Line` objects), :attr:`switches` (category -> ToggleButtons).
    """

    def __init__(self, elder, younger, rules: PicchettoRules = ITALIANO, *, learner=None,
                 elder_quiet=(), younger_quiet=(), elder_blanche: bool = False,
                 younger_blanche: bool = False, show_hands: bool = True, you=None, card_width: int = 40,
                 language: str = "", elder_declares=None, younger_declares=None, **kwargs):
        owner = type(self).__name__
        if learner is not None:
            need_choice(owner, "learner", learner, ("elder", "younger"))
        if you is not None:
            need_choice(owner, "you", you, ("elder", "younger"))
        need_instance(owner, "rules", rules, PicchettoRules)
        card_width = need_card_width(owner, card_width)
        self.rules = rules
        self.learner = learner
        #: the side shown as "(you)": the learner's, or ``you`` when only watching one's own deal
        self.you = you if you in ("elder", "younger") else learner
        self.show_hands = show_hands
        self._card_width = card_width
        self.elder = [str(c) for c in _cards(elder)]
        self.younger = [str(c) for c in _cards(younger)]
        self.quiet = {"elder": set(_cats(elder_quiet)), "younger": set(_cats(younger_quiet))}
        #: per side, the categories declared in part: category -> the cards (notation)
        self.parts = {"elder": {}, "younger": {}}
        for side, d in (("elder", elder_declares), ("younger", younger_declares)):
            if d is None:
                continue
            d = _as_declare(d)
            for cat, v in zip(CATEGORIES, (d.punto, d.sequenze, d.quattordici)):
                if v is False:
                    self.quiet[side].add(cat)
                elif v is not True:
                    self.parts[side][cat] = tuple(str(c) for c in v)
        self.elder_blanche = bool(elder_blanche)
        self.younger_blanche = bool(younger_blanche)
        self.events: list[str] = []
        self.result = None
        self.dialogue: list = []
        self._switching = False
        self._compute()
        super().__init__(language=language, **kwargs)
        self.add_class("ck-picchetto-dialogue")

    def __repr__(self) -> str:
        parts = [f"elder={notation(self.elder)!r}", f"younger={notation(self.younger)!r}"]
        if self.rules != ITALIANO:
            parts.append(f"rules={self.rules!r}")
        if self.learner:
            parts.append(f"learner={self.learner!r}")
        if self.you and self.you != self.learner:
            parts.append(f"you={self.you!r}")
        for side in ("elder", "younger"):
            if self.quiet[side]:
                parts.append(f"{side}_quiet={tuple(c for c in CATEGORIES if c in self.quiet[side])!r}")
        for side in ("elder", "younger"):
            if self.parts[side]:
                parts.append(f"{side}_declares={str(self.declares(side))!r}")
        if self.elder_blanche:
            parts.append("elder_blanche=True")
        if self.younger_blanche:
            parts.append("younger_blanche=True")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"DeclarationDialogue({', '.join(parts)})"

    # ------------------------------------------------------------------
    def held(self, side: str) -> tuple:
        """The categories ``side`` can declare (punto always)."""
        need_choice(type(self).__name__, "side", side, ("elder", "younger"))
        d = self.result
        out = ["punto"]
        if (d.elder_sequences if side == "elder" else d.younger_sequences):
            out.append("sequenze")
        if (d.elder_groups if side == "elder" else d.younger_groups):
            out.append("quattordici")
        return tuple(out)

    def sink(self, *categories) -> bool:
        """Keep these categories of the learner quiet (andar sott'acqua)."""
        return self._set(categories, True)

    def declare(self, *categories) -> bool:
        """Declare these categories of the learner again."""
        return self._set(categories, False)

    def _set(self, categories, quiet: bool) -> bool:
        if self.learner is None:
            self.show_message(self.tr("widget.picchetto.dlg.no_learner"), "error")
            return False
        try:
            cats = _cats(categories)
        except (ValueError, CardkitError) as exc:
            self.show_error(exc)
            return False
        held = self.held(self.learner)
        for c in cats:
            if c not in held:
                self.show_message(self.tr("widget.picchetto.dlg.not_held", side=self.learner,
                                          what=i18n.tr("picchetto.what." + c, "en"),
                                          side_it=i18n.tr("picchetto.role." + self.learner, "it"),
                                          what_it=i18n.tr("picchetto.what." + c, "it")), "error")
                return False
        for c in cats:
            (self.quiet[self.learner].add if quiet else self.quiet[self.learner].discard)(c)
        self.clear_message()
        self._compute()
        self.refresh()
        return True

    # ------------------------------------------------------------------
    def declare_part(self, category, cards=None) -> bool:
        """Declare only ``cards`` in ``category`` (the learner's side):
        ``dlg.declare_part("punto", "AH KH QH JH 10H")``; no cards: all of
        it again.  Refused (with the rule named) when the cards are not a
        declaration he may make."""
        if self.learner is None:
            self.show_message(self.tr("widget.picchetto.dlg.no_learner"), "error")
            return False
        if cards is not None and not self.rules.partial_declarations:
            self.show_message(self.tr("widget.picchetto.dlg.no_partial"), "error")
            return False
        try:
            cat = _cats([category])[0]
            part = tuple(str(c) for c in sorted(_cards(cards))) if cards is not None else None
        except (ValueError, CardkitError) as exc:
            self.show_error(exc)
            return False
        side = self.learner
        old = dict(self.parts[side]), set(self.quiet[side])
        if part:
            self.parts[side][cat] = part
        else:
            self.parts[side].pop(cat, None)
        self.quiet[side].discard(cat)
        try:
            self._compute()
        except CardkitError as exc:
            self.parts[side], self.quiet[side] = old
            self._compute()
            self.show_error(exc)
            return False
        self.clear_message()
        self.refresh()
        return True

    def declares(self, side: str) -> Declare:
        """What ``side`` declares now, as the engine's move."""
        need_choice(type(self).__name__, "side", side, ("elder", "younger"))
        parts = []
        for cat in CATEGORIES:
            if cat in self.quiet[side]:
                parts.append(False)
            else:
                parts.append(self.parts[side].get(cat, True))
        return Declare(*parts)

    def _compute(self) -> None:
        kw = {}
        if self.parts["elder"] or self.parts["younger"]:
            kw = {"elder_declares": self.declares("elder"), "younger_declares": self.declares("younger")}
        self.result = declarations(self.elder, self.younger, self.rules,
                                   elder_blanche=self.elder_blanche, younger_blanche=self.younger_blanche,
                                   elder_quiet=tuple(self.quiet["elder"]),
                                   younger_quiet=tuple(self.quiet["younger"]), **kw)


    def _build_dialogue(self, lang) -> list:
        d = self.result
        out: list = []
        events = list(d.events)
        tot = {"elder": 0, "younger": 0}

        def side_name(side):
            return self._side_name(side, lang)

        def score(kind):
            # the engine's events for this step (and a Novanta right after it)
            while events and events[0][2] == kind:
                side, pts, _ = events.pop(0)
                tot[side] += pts
                out.append(Line(None, i18n.tr("widget.picchetto.dlg.scores", lang, side=side_name(side), pts=pts,
                                              e=tot["elder"], y=tot["younger"]), "score", side, pts))
                if events and events[0][2] == "novanta":
                    side, pts, _ = events.pop(0)
                    tot[side] += pts
                    out.append(Line(side, say_word("novanta", lang), "novanta", side, 0))
                    out.append(Line(None, i18n.tr("widget.picchetto.dlg.novanta", lang, side=side_name(side),
                                                  e=tot["elder"], y=tot["younger"]), "score", side, pts))
                return True
            return False

        for side, on in (("elder", d.elder_blanche), ("younger", d.younger_blanche)):
            if on:
                out.append(Line(side, say_word("blanche", lang)))
                score("blanche")
        for cat in CATEGORIES:
            e_on = cat in self.held("elder") and cat not in self.quiet["elder"]
            y_on = cat in self.held("younger") and cat not in self.quiet["younger"]
            winner, _pts = getattr(d, cat)
            e_words, y_words, e_detail, y_detail = self._words(cat, lang)
            good = i18n.tr(f"widget.picchetto.dlg.good.{cat}", lang)
            notgood = i18n.tr(f"widget.picchetto.dlg.notgood.{cat}", lang)
            equal = i18n.tr("widget.picchetto.dlg.equal", lang)
            for side in ("elder", "younger"):
                if cat in self.held(side) and cat in self.quiet[side]:
                    out.append(Line(None, i18n.tr("widget.picchetto.dlg.sunk", lang, side=side_name(side)), "note"))
                elif cat in self.held(side) and cat in self.parts[side]:
                    out.append(Line(None, i18n.tr("widget.picchetto.dlg.part_note", lang, side=side_name(side)),
                                    "note"))
            if e_on:
                out.append(Line("elder", e_words))
                if y_on and e_detail is not None and self._same_first(cat):
                    # the same length: the younger asks for the detail
                    q = "how_many" if cat == "punto" and self.rules.punto_by == "value" else "how_much"
                    out.append(Line("younger", i18n.tr("widget.picchetto.dlg." + q, lang)))
                    out.append(Line("elder", e_detail))
                    if winner == "elder":
                        out.append(Line("younger", good))
                    elif winner == "younger":
                        out.append(Line("younger", f"{notgood}: {_low(y_detail)}"))
                    else:
                        out.append(Line("younger", equal))
                elif winner == "younger":
                    out.append(Line("younger", f"{notgood}: {_low(y_words)}"))
                elif winner == "elder":
                    out.append(Line("younger", good))
                else:
                    out.append(Line("younger", equal))
                if winner == "elder" and cat != "punto":
                    full = self._full_words(cat, "elder", lang)
                    if full != e_words:
                        out.append(Line("elder", full))
                elif winner == "younger" and cat != "punto":
                    full = self._full_words(cat, "younger", lang)
                    if full != y_words:
                        out.append(Line("younger", full))
            else:
                out.append(Line("elder", i18n.tr(f"widget.picchetto.dlg.nothing.{cat}", lang)))
                if y_on:
                    out.append(Line("younger", self._full_words(cat, "younger", lang)
                                    if cat != "punto" else y_words))
                    out.append(Line("elder", good))
            if not score(cat):
                if e_on or y_on:
                    out.append(Line(None, i18n.tr("widget.picchetto.dlg.tie", lang), "note"))
                else:
                    out.append(Line(None, i18n.tr("widget.picchetto.dlg.nobody", lang), "note"))
        return out

    def _side_name(self, side: str, lang=None) -> str:
        name = i18n.tr("widget.picchetto." + side, lang)
        return i18n.tr("widget.picchetto.dlg.you", lang, side=name) if side == self.you else name

    def _same_first(self, cat: str) -> bool:
        """The first thing announced is equal: length of the punto (value in
        PICCHETTO_150), length of the best sequence."""
        d = self.result
        if cat == "punto":
            (ec, ev), (yc, yv) = d.declared_punto("elder"), d.declared_punto("younger")
            return ev == yv if self.rules.punto_by == "value" else len(ec) == len(yc)
        return False

    def _words(self, cat: str, lang):
        """(elder's announcement, younger's, elder's detail, younger's detail)."""
        d = self.result
        if cat == "punto":
            (ec, ev), (yc, yv) = d.declared_punto("elder"), d.declared_punto("younger")
            if self.rules.punto_by == "value":
                return (say_punto(len(ec), ev, self.rules, lang), say_punto(len(yc), yv, self.rules, lang),
                        i18n.tr("picchetto.say.punto", lang, words=number_words(len(ec), lang)),
                        i18n.tr("picchetto.say.punto", lang, words=number_words(len(yc), lang)))
            return (say_punto(len(ec), ev, self.rules, lang), say_punto(len(yc), yv, self.rules, lang),
                    number_words(ev, lang), number_words(yv, lang))
        if cat == "sequenze":
            es, ys = d.declared_sequences("elder"), d.declared_sequences("younger")
            return (say_sequences(es[:1], lang) if es else "", say_sequences(ys[:1], lang) if ys else "", None, None)
        eg, yg = d.declared_groups("elder"), d.declared_groups("younger")
        return (say_groups(eg[:1], lang) if eg else "", say_groups(yg[:1], lang) if yg else "", None, None)

    def _full_words(self, cat: str, side: str, lang) -> str:
        d = self.result
        if cat == "sequenze":
            return say_sequences(d.declared_sequences(side), lang)
        return say_groups(d.declared_groups(side), lang)

    # ------------------------------------------------------------------
    def lines(self, lang=None) -> list:
        """The dialogue as text lines: ``"Elder: «Five cards»"`` or a note."""
        lang = lang or self.language or None
        out = []
        for ln in self._build_dialogue(lang):
            if ln.speaker:
                out.append(f"{self._side_name(ln.speaker, lang)}: «{ln.text}»")
            else:
                out.append(ln.text)
        return out

    def said(self, lang=None) -> list:
        """Only the words said aloud, as ``(side, words)``."""
        lang = lang or self.language or None
        return [(ln.speaker, ln.text) for ln in self._build_dialogue(lang) if ln.speaker]

    # ------------------------------------------------------------------
    def _sub_widgets(self):
        return ()

    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self._choice = ipywidgets.HTML()
        self.switches = {}
        #: category -> Dropdown of what to declare in it (partial declarations)
        self.choosers = {}
        rows = []
        if self.learner:
            for cat in self.held(self.learner):
                tb = ToggleChoice(options=[("declare", False), ("sink", True)],
                                              value=cat in self.quiet[self.learner],
                                              style={"button_width": "auto"})
                tb.observe(self._switched(cat), names="value")
                self.switches[cat] = tb
                label = ipywidgets.HTML()
                items = [label, tb]
                options = self._part_options(cat)
                if options:
                    dd = DropdownChoice(options=[("all", "")] + options,
                                             value="",
                                             layout=ipywidgets.Layout(width="auto"))
                    dd.observe(self._chosen(cat), names="value")
                    self.choosers[cat] = dd
                    items.append(dd)
                rows.append(ipywidgets.HBox(items))
        self._switch_rows = rows
        self._talk = ipywidgets.HTML()
        self._hands = ipywidgets.HTML()
        self.children = (self._title, self._hands, self._choice, *rows, self._message_html, self._talk)

    def _part_options(self, cat: str) -> list:
        """The partial declarations the learner may make in ``cat``
        (notation, highest cards first), when the rules allow them."""
        if not self.rules.partial_declarations:
            return []
        hand = self.elder if self.learner == "elder" else self.younger
        h = _C.internal_mask(" ".join(hand), self.rules.deck)
        out = []
        for m in _C.partial_options(h, CATEGORIES.index(cat), self.rules):
            out.append((_C.mask_notation_desc(m, self.rules.deck),
                        " ".join(str(c) for c in sorted(_C.external_cards(m, self.rules.deck)))))
        return out

    def _chosen(self, cat):
        def handler(change):
            if self._switching:
                return
            self.declare_part(cat, change["new"] or None)
        return handler

    def _switched(self, cat):
        def handler(change):
            if self._switching:
                return
            self._set([cat], bool(change["new"]))
        return handler

    def _redraw(self) -> None:
        lang = self.language or None
        self._title.value = f"<b>{esc(self.tr('widget.picchetto.dlg.title'))}</b>"
        if self.show_hands:
            self._hands.value = "<div style='display:flex;flex-wrap:wrap;gap:16px'>" + "".join(
                labelled(self._side_name(side, lang), hand_svg(cards, self._card_width))
                for side, cards in (("elder", self.elder), ("younger", self.younger))) + "</div>"
        if self.learner:
            self._choice.value = esc(self.tr("widget.picchetto.dlg.your_choice",
                                             side=self.tr("widget.picchetto." + self.learner)))
            self._switching = True
            try:
                for row, (cat, tb) in zip(self._switch_rows, self.switches.items()):
                    row.children[0].value = (f"<span style='display:inline-block;width:11em'>"
                                             f"{esc(self.tr('widget.picchetto.cat.' + cat))}</span>")
                    tb.options = [(self.tr("widget.picchetto.dlg.declare"), False),
                                  (self.tr("widget.picchetto.dlg.sink"), True)]
                    tb.value = cat in self.quiet[self.learner]
                    dd = self.choosers.get(cat)
                    if dd is not None:
                        dd.options = [(self.tr("widget.picchetto.dlg.part_all"), "")] + self._part_options(cat)
                        chosen = " ".join(self.parts[self.learner].get(cat, ()))
                        dd.value = chosen if chosen in [v for _l, v in dd.options] else ""
            finally:
                self._switching = False
        rows = []
        for ln in self._build_dialogue(lang):
            if ln.speaker:
                who = esc(self._side_name(ln.speaker, self.language or None))
                align = "flex-start" if ln.speaker == "elder" else "flex-end"
                bg = "#e8f0fb" if ln.speaker == "elder" else "#fbf1e0"
                rows.append(f"<div style='display:flex;justify-content:{align}'><div style='background:{bg};"
                            f"border-radius:8px;padding:3px 10px;margin:1px 0;max-width:75%'>"
                            f"<span style='color:#555;font-size:0.85em'>{who}</span> «{esc(ln.text)}»</div></div>")
            else:
                color = "#1d4f91" if ln.kind == "score" else "#666"
                rows.append(f"<div style='color:{color};font-style:{'normal' if ln.kind == 'score' else 'italic'};"
                            f"margin:1px 0 6px 0;text-align:center'>{esc(ln.text)}</div>")
        d = self.result
        rows.append(f"<div style='font-weight:bold;margin-top:4px'>"
                    f"{esc(self.tr('widget.picchetto.dlg.total', e=d.elder_points, y=d.younger_points))}</div>")
        self._talk.value = f"<div style='max-width:640px'>{''.join(rows)}</div>"


def _cards(x):
    from ...cards import to_cards
    return to_cards(x)


def _cats(x) -> list:
    from ...picchetto.combos import category_index
    if isinstance(x, str):
        x = x.replace(",", " ").split()
    x = need_collection("DeclarationDialogue", "quiet", x)
    return [CATEGORIES[category_index(c)] for c in x]


def _as_declare(d) -> Declare:
    """A Declare from a Declare or its notation ("declare punto AH KH QH ...")."""
    if isinstance(d, Declare):
        return d
    from ...picchetto import ITALIANO as _R
    return _R.new_game(0).coerce_move(str(d))


def _low(text: str) -> str:
    return text[:1].lower() + text[1:]
