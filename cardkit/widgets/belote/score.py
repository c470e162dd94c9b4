"""The Belote score sheet: :class:`ScoreSheet` and :func:`deal_breakdown`.

Deal by deal, for each side: card points, last trick (10) or capot (100),
honours, belote, the total compared for the contract, the contract's fate
(made, failed, or tied «alla finestra» / litigé, with the points held
over), what each side actually marks, and the running totals.  Every
number comes from the engine's :class:`~cardkit.belote.DealScore`.
"""

from __future__ import annotations

import ipywidgets

from ...belote.state import DealScore
from ...options import need_ints
from ...belote.state import BeloteState
from ...errors import InvalidInputError
from .._checks import need_instance
from ... import i18n
from .common import BeloteBox, esc, side

i18n.register({
    "widget.belote.score.deals": {
        "en": "ScoreSheet: deals must be a list of finished deals' scores, not {value}",
        "it": "ScoreSheet: deals deve essere una lista di punteggi di smazzate finite, non {value}",
    },
    "widget.belote.score.title": {"en": "Score sheet (game to {target})",
                                  "it": "Segnapunti (partita ai {target})"},
    "widget.belote.score.title_plain": {"en": "Score sheet", "it": "Segnapunti"},
    "widget.belote.score.deal": {"en": "Deal", "it": "Smazzata"},
    "widget.belote.score.contract": {"en": "Contract", "it": "Impegno"},
    "widget.belote.score.side": {"en": "Side", "it": "Coppia"},
    "widget.belote.score.cards": {"en": "Cards", "it": "Carte"},
    "widget.belote.score.last": {"en": "Last trick / capot", "it": "Ultima presa / cappotto"},
    "widget.belote.score.honours": {"en": "Honours", "it": "Accuse"},
    "widget.belote.score.belote": {"en": "Belote (K+Q)", "it": "Belote (R+D)"},
    "widget.belote.score.total": {"en": "Total", "it": "Totale"},
    "widget.belote.score.result": {"en": "Result", "it": "Esito"},
    "widget.belote.score.marked": {"en": "Marked", "it": "Segnati"},
    "widget.belote.score.running": {"en": "Running total", "it": "Totale progressivo"},
    "widget.belote.score.capot": {"en": "{n} (capot)", "it": "{n} (cappotto)"},
    "widget.belote.score.held_over": {
        "en": "{n} points held over «alla finestra»",
        "it": "{n} punti restano «alla finestra»",
    },
    "widget.belote.score.held_won": {
        "en": "{side} also win the {n} held-over points",
        "it": "{side} vincono anche i {n} punti «alla finestra»",
    },
    "widget.belote.score.empty": {"en": "No deal played yet.", "it": "Ancora nessuna smazzata giocata."},
    "widget.belote.score.deal_head": {"en": "Deal {n}: {contract}", "it": "Smazzata {n}: {contract}"},
    "widget.belote.score.side_line": {
        "en": "{side}: cards {cards} + {last_word} {last} + honours {honours} + belote {belote} = {total}; marks {marked}",
        "it": "{side}: carte {cards} + {last_word} {last} + accuse {honours} + belote {belote} = {total}; segna {marked}",
    },
    "widget.belote.score.last_word": {"en": "last trick", "it": "ultima presa"},
    "widget.belote.score.capot_word": {"en": "capot", "it": "cappotto"},
    "widget.belote.score.outcome_line": {
        "en": "{outcome}; running totals {r0}–{r1}",
        "it": "{outcome}; totali progressivi {r0}–{r1}",
    },
    "widget.belote.score.totals": {
        "en": "Totals: {s0} {t0} · {s1} {t1}",
        "it": "Totali: {s0} {t0} · {s1} {t1}",
    },
})


def _outcome_words(ds, lang=None) -> str:
    words = i18n.tr("belote.outcome." + ds.outcome, lang)
    extra = []
    if ds.held_in_to is not None and ds.held_in:
        extra.append(i18n.tr("widget.belote.score.held_won", lang, side=side(ds.held_in_to, lang), n=ds.held_in))
    if ds.held_over:
        extra.append(i18n.tr("widget.belote.score.held_over", lang, n=ds.held_over))
    return "; ".join([words] + extra)


def _contract_words(ds, lang=None) -> str:
    if lang:
        with i18n.language(lang):
            return str(ds.contract)
    return str(ds.contract)


def deal_breakdown(ds, running=None, lang: str | None = None) -> list:
    """One deal's score in words, one line per side then the outcome.

    ``ds`` is a :class:`~cardkit.belote.DealScore`; ``running`` the two
    running totals after it (default: what this deal marked)."""
    need_instance("deal_breakdown", "ds", ds, DealScore)
    if running is not None:
        running = need_ints("deal_breakdown", "running", running, count=2)
    running = tuple(running) if running is not None else tuple(ds.credited)
    lines = [i18n.tr("widget.belote.score.deal_head", lang, n=ds.number, contract=_contract_words(ds, lang))]
    for s in (0, 1):
        word = "widget.belote.score.capot_word" if ds.capot is not None else "widget.belote.score.last_word"
        lines.append("  " + i18n.tr("widget.belote.score.side_line", lang, side=side(s, lang),
                                    cards=ds.card_points[s], last_word=i18n.tr(word, lang),
                                    last=ds.last_trick[s], honours=ds.honours[s], belote=ds.belote[s],
                                    total=ds.totals[s], marked=ds.credited[s]))
    lines.append("  " + i18n.tr("widget.belote.score.outcome_line", lang, outcome=_outcome_words(ds, lang),
                                r0=running[0], r1=running[1]))
    return lines


class ScoreSheet(BeloteBox):
    """The score sheet of a Belote game, deal by deal.

    ``ScoreSheet(state)`` follows a :class:`~cardkit.belote.BeloteState`
    (call :meth:`refresh` after a deal); ``ScoreSheet(deals=[...])`` shows a
    list of :class:`~cardkit.belote.DealScore`.

    Text equivalents: :meth:`lines` (every deal in words, see
    :func:`deal_breakdown`), :attr:`rows` (one dict per deal and side, the
    numbers of the table), :attr:`totals` (the running totals now).
    """

    _repr_fields = (("deals", 0), ("totals", (0, 0)), ("language", ""))

    def __init__(self, state=None, *, deals=None, language: str = "", **kwargs):
        owner = type(self).__name__
        self.state = need_instance(owner, "state", state, BeloteState, optional=True)
        if deals is not None and not (isinstance(deals, (list, tuple))
                                      and all(isinstance(d, DealScore) for d in deals)):
            raise InvalidInputError("widget.belote.score.deals", value=deals)
        self._deals = list(deals) if deals is not None else None
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-score")

    def __repr__(self) -> str:
        t = self.totals
        extra = f", language={self.language!r}" if self.language else ""
        return f"ScoreSheet(deals={self.deals}, totals=({t[0]}, {t[1]}){extra})"

    # ------------------------------------------------------------------
    def deal_scores(self) -> list:
        if self._deals is not None:
            return list(self._deals)
        return list(self.state.deal_scores) if self.state is not None else []

    @property
    def deals(self) -> int:
        return len(self.deal_scores())

    def _running(self) -> list:
        out, r = [], [0, 0]
        for ds in self.deal_scores():
            r = [r[0] + ds.credited[0], r[1] + ds.credited[1]]
            out.append(tuple(r))
        return out

    @property
    def totals(self) -> tuple:
        run = self._running()
        return run[-1] if run else (0, 0)

    @property
    def rows(self) -> list:
        out = []
        for ds, run in zip(self.deal_scores(), self._running()):
            for s in (0, 1):
                out.append(dict(deal=ds.number, side=s, cards=ds.card_points[s], last=ds.last_trick[s],
                                capot=ds.capot == s, honours=ds.honours[s], belote=ds.belote[s],
                                total=ds.totals[s], outcome=ds.outcome, marked=ds.credited[s],
                                held_over=ds.held_over, running=run[s]))
        return out

    def lines(self) -> list:
        lang = self.language or None
        out = []
        for ds, run in zip(self.deal_scores(), self._running()):
            out.extend(deal_breakdown(ds, run, lang))
        return out

    # ------------------------------------------------------------------
    def _build(self) -> None:
        self._table = ipywidgets.HTML()
        self.children = (self._table, self._message_html)

    def _redraw(self) -> None:
        lang = self.language or None
        target = getattr(getattr(self.state, "rules", None), "target", None)
        title = (self.tr("widget.belote.score.title", target=target) if target
                 else self.tr("widget.belote.score.title_plain"))
        deals = self.deal_scores()
        if not deals:
            self._table.value = f"<b>{esc(title)}</b><div><i>{esc(self.tr('widget.belote.score.empty'))}</i></div>"
            return
        heads = ["deal", "contract", "side", "cards", "last", "honours", "belote", "total", "result",
                 "marked", "running"]
        th = "".join(f'<th style="padding:2px 6px;border-bottom:2px solid #555;text-align:left">'
                     f'{esc(self.tr("widget.belote.score." + h))}</th>' for h in heads)
        body = []
        cell = 'style="padding:2px 6px;{}"'
        for ds, run in zip(deals, self._running()):
            for s in (0, 1):
                border = "border-bottom:1px solid #999" if s == 1 else ""
                tds = []
                if s == 0:
                    tds.append(f'<td rowspan="2" {cell.format("border-bottom:1px solid #999")}>{ds.number}</td>')
                    tds.append(f'<td rowspan="2" {cell.format("border-bottom:1px solid #999")}>'
                               f'{esc(_contract_words(ds, lang))}</td>')
                taker = " ★" if s == ds.taker_side else ""
                last = ds.last_trick[s]
                last_txt = (self.tr("widget.belote.score.capot", n=last) if ds.capot == s else str(last or ""))
                tds.append(f'<td {cell.format(border + ";white-space:nowrap")}>{esc(side(s, lang))}{taker}</td>')
                for v in (ds.card_points[s], last_txt, ds.honours[s] or "", ds.belote[s] or "", ds.totals[s]):
                    tds.append(f'<td {cell.format(border + ";text-align:right")}>{esc(v)}</td>')
                if s == 0:
                    color = {"made": "#1b6e2a", "failed": "#a3171e"}.get(ds.outcome, "#8a5a00")
                    tds.append(f'<td rowspan="2" {cell.format("border-bottom:1px solid #999;color:" + color)}>'
                               f'{esc(_outcome_words(ds, lang))}</td>')
                tds.append(f'<td {cell.format(border + ";text-align:right;font-weight:bold")}>{ds.credited[s]}</td>')
                tds.append(f'<td {cell.format(border + ";text-align:right")}>{run[s]}</td>')
                body.append("<tr>" + "".join(tds) + "</tr>")
        t = self.totals
        foot = esc(self.tr("widget.belote.score.totals", s0=side(0, lang), t0=t[0], s1=side(1, lang), t1=t[1]))
        self._table.value = (f"<b>{esc(title)}</b>"
                             f'<table style="border-collapse:collapse;font-size:0.9em;margin:4px 0">'
                             f"<thead><tr>{th}</tr></thead><tbody>{''.join(body)}</tbody></table>"
                             f"<div><b>{foot}</b></div>")
