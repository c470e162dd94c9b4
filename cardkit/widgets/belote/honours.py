"""Honours of a Belote deal: :class:`HonoursView`.

Shows each player's honours (quaterne and sequences), which side scores them
and why — only one side scores: the one with the best quaterna (a quaterna
cancels every sequence of the other side), else the best sequence (longer,
then higher; between equal ones the player nearer the dealer's right) — and
the belote/rebelote, which is never cancelled.  All the comparing is done by
the engine (:func:`cardkit.belote.compare_honours`); the widget only says it.
"""

from __future__ import annotations

import ipywidgets

from ...errors import InvalidInputError
from ...belote.state import BeloteState
from .._checks import need_bool, need_instance, need_seat
from ... import i18n
from ...belote import rules as R
from ...cards import to_mask
from .common import BeloteBox, esc, seat, side

i18n.register({
    "widget.belote.hands": {
        "en": "HonoursView: hands must be a list of the 4 players' hands, not {value}",
        "it": "HonoursView: hands deve essere una lista delle mani dei 4 giocatori, non {value}",
    },
    "widget.belote.hon.title": {"en": "Honours", "it": "Accuse"},
    "widget.belote.hon.not_yet": {
        "en": "Honours are declared when the play begins, after the bidding.",
        "it": "Le accuse si fanno all'inizio del gioco, finite le dichiarazioni.",
    },
    "widget.belote.hon.player": {"en": "Player", "it": "Giocatore"},
    "widget.belote.hon.honours": {"en": "Honours", "it": "Accuse"},
    "widget.belote.hon.none": {"en": "no honours", "it": "nessuna accusa"},
    "widget.belote.hon.item": {"en": "{name} ({cards}): {points} points", "it": "{name} ({cards}): {points} punti"},
    "widget.belote.hon.item_hidden": {"en": "{name}: {points} points", "it": "{name}: {points} punti"},
    "widget.belote.hon.scores": {"en": "scores", "it": "segna"},
    "widget.belote.hon.cancelled": {"en": "cancelled", "it": "annullate"},
    "widget.belote.hon.nobody": {
        "en": "Nobody holds an honour: no honour points in this deal.",
        "it": "Nessuno ha accuse: in questa smazzata non si segnano punti di accuse.",
    },
    "widget.belote.hon.by_carre": {
        "en": "{side} score {points} honour points: {seat} holds the best quaterna — {best} — "
              "and a quaterna beats every sequence.",
        "it": "{side} segnano {points} punti di accuse: {seat} ha la quaterna migliore — {best} — "
              "e una quaterna batte ogni scala.",
    },
    "widget.belote.hon.by_sequence": {
        "en": "{side} score {points} honour points: {seat} holds the best sequence — {best}. "
              "No quaterna at the table: a longer sequence beats a shorter one, then the "
              "higher top card, and between equal ones the player nearer the dealer's right wins.",
        "it": "{side} segnano {points} punti di accuse: {seat} ha la scala migliore — {best}. "
              "Nessuno ha una quaterna: una scala più lunga batte una più corta, poi conta la "
              "carta più alta, e fra due uguali vince il giocatore più vicino alla destra del mazziere.",
    },
    "widget.belote.hon.both_partners": {
        "en": "Only one side scores honours, but it scores those of both partners.",
        "it": "Segna una coppia sola, ma segna le accuse di entrambi i compagni.",
    },
    "widget.belote.hon.cancelled_line": {
        "en": "The honours of {side} are cancelled.",
        "it": "Le accuse di {side} sono annullate.",
    },
    "widget.belote.hon.no_belote_senza": {
        "en": "Senza Atout: there is no belote.",
        "it": "Senza Atout: non c'è Belote.",
    },
    "widget.belote.hon.belote": {
        "en": "Belote: {seat} holds the K and Q of trumps — 20 points for {side}, never cancelled.",
        "it": "Belote: {seat} ha Re e Donna di briscola — 20 punti a {side}, mai annullati.",
    },
    "widget.belote.hon.no_belote": {
        "en": "Nobody holds both K and Q of trumps: no belote.",
        "it": "Nessuno ha insieme Re e Donna di briscola: niente Belote.",
    },
    "widget.belote.hon.said": {
        "en": "«{word}» said by {seat} playing the {card} (trick {n}).",
        "it": "«{word}»: lo dice {seat} alla presa {n}, giocando: {card}.",
    },
})


class HonoursView(BeloteBox):
    """Each player's honours, who scores them and why, and the belote.

    * ``HonoursView(state)`` follows a :class:`~cardkit.belote.BeloteState`
      (call :meth:`refresh` after it changes); before the play begins it
      says that honours are declared then.
    * ``HonoursView.from_hands(hands, trump="H", eldest=0)`` compares four
      given hands (``hands[p]`` for player p = 0 South, 1 East, 2 North,
      3 West; ``eldest`` is the player on the dealer's right, who speaks
      first and wins ties between equal sequences).

    Read-only: :attr:`by_player` (``{player: [Honour, ...]}``),
    :attr:`scoring_side` (0 North–South, 1 East–West, or None),
    :attr:`points`, :attr:`best_player`, :attr:`reason` (``"carre"``,
    ``"sequence"`` or None), :attr:`belote_player`, :meth:`explain` (the
    reasons in words: the text equivalent of the view).
    """

    _repr_fields = (("scoring_side", None), ("points", 0), ("belote_player", None),
                    ("language", ""))

    def __init__(self, state=None, *, you: int | None = 0, show_cancelled_cards: bool = True,
                 language: str = "", **kwargs):
        owner = type(self).__name__
        self.state = need_instance(owner, "state", state, BeloteState, optional=True)
        self.you = None if you is None else need_seat(owner, "you", you)
        need_bool(owner, "show_cancelled_cards", show_cancelled_cards)
        #: False: the cancelled honours are named ("terza") without their cards,
        #: as at the table, where only the scoring side shows its honours
        self.show_cancelled_cards = show_cancelled_cards
        self._fixed = None
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-honours")

    @classmethod
    def from_hands(cls, hands, trump=None, eldest: int = 0, **kwargs) -> "HonoursView":
        if not isinstance(hands, (list, tuple)) or len(hands) != 4:
            raise InvalidInputError("widget.belote.hands", value=hands)
        hands = list(hands)
        need_seat("HonoursView", "eldest", eldest)
        masks = [to_mask(h) for h in hands]
        t = R.trump_index(trump)
        order = tuple((eldest + k) % 4 for k in range(4))
        res = R.compare_masks([masks[p] for p in order])
        holder = None
        if t != R.NO_TRUMP:
            kq = (1 << (40 + t * 8 + 6)) | (1 << (40 + t * 8 + 5))
            for p in range(4):
                if masks[p] & kq == kq:
                    holder = p
        view = cls(None, **kwargs)
        view._fixed = dict(result=res, order=order, trump=trump, belote_player=holder,
                           announcements=())
        view.refresh()
        return view

    # ------------------------------------------------------------------
    def _data(self):
        if self._fixed is not None:
            return self._fixed
        st = self.state
        if st is None or st.honours_result is None:
            return None
        return dict(result=st.honours_result, order=tuple(st.honours_players), trump=st.trump_suit,
                    belote_player=st.belote_player, announcements=st.belote_announcements)

    @property
    def by_player(self) -> dict:
        d = self._data()
        if d is None:
            return {p: [] for p in range(4)}
        out = {}
        for i, hs in enumerate(d["result"].by_player):
            out[d["order"][i]] = list(hs)
        return {p: out[p] for p in range(4)}

    @property
    def best_player(self):
        d = self._data()
        if d is None or d["result"].player is None:
            return None
        return d["order"][d["result"].player]

    @property
    def scoring_side(self):
        p = self.best_player
        return None if p is None else p % 2

    @property
    def points(self) -> int:
        d = self._data()
        return 0 if d is None else d["result"].points

    @property
    def reason(self):
        d = self._data()
        return None if d is None else d["result"].reason

    @property
    def belote_player(self):
        d = self._data()
        return None if d is None else d["belote_player"]

    def explain(self) -> list:
        """The verdict in sentences (who scores the honours and why; the belote)."""
        lang = self.language or None
        d = self._data()
        if d is None:
            return [self.tr("widget.belote.hon.not_yet")]
        lines = []
        bp = self.best_player
        if bp is None:
            lines.append(self.tr("widget.belote.hon.nobody"))
        else:
            best = self.by_player[bp][0]
            key = "widget.belote.hon.by_carre" if self.reason == "carre" else "widget.belote.hon.by_sequence"
            s = bp % 2
            lines.append(self.tr(key, side=side(s, lang), points=self.points,
                                 seat=seat(bp, lang, you=self.you), best=best.name(lang)))
            if self.by_player[(bp + 2) % 4]:
                lines.append(self.tr("widget.belote.hon.both_partners"))
            other = [p for p in range(4) if p % 2 != s and self.by_player[p]]
            if other:
                lines.append(self.tr("widget.belote.hon.cancelled_line", side=side(1 - s, lang)))
        if d["trump"] is None:
            lines.append(self.tr("widget.belote.hon.no_belote_senza"))
        elif d["belote_player"] is not None:
            p = d["belote_player"]
            lines.append(self.tr("widget.belote.hon.belote", seat=seat(p, lang, you=self.you),
                                 side=side(p % 2, lang)))
        else:
            lines.append(self.tr("widget.belote.hon.no_belote"))
        for a in d["announcements"]:
            lines.append(self.tr("widget.belote.hon.said", word=a.said(lang), seat=seat(a.player, lang, you=self.you),
                                 card=a.card.name(lang), n=a.trick + 1))
        return lines

    # ------------------------------------------------------------------
    def _build(self) -> None:
        self._body = ipywidgets.HTML()
        self.children = (self._body, self._message_html)

    def _redraw(self) -> None:
        lang = self.language or None
        d = self._data()
        parts = [f"<b>{esc(self.tr('widget.belote.hon.title'))}</b>"]
        if d is not None:
            s = self.scoring_side
            rows = []
            for p in (0, 1, 2, 3):
                hs = self.by_player[p]
                if hs:
                    shown = p % 2 == s or self.show_cancelled_cards or p == self.you
                    items = "<br>".join(
                        esc(self.tr("widget.belote.hon.item", name=h.name(lang), cards=str(h.cards),
                                    points=h.points) if shown else
                            self.tr("widget.belote.hon.item_hidden", name=h.name(lang), points=h.points))
                        for h in hs)
                    status = self.tr("widget.belote.hon.scores") if p % 2 == s else \
                        self.tr("widget.belote.hon.cancelled")
                    color = "#1b6e2a" if p % 2 == s else "#a3171e"
                    mark = f'<span style="color:{color};font-weight:bold">{esc(status)}</span>'
                else:
                    items, mark = esc(self.tr("widget.belote.hon.none")), ""
                rows.append(f'<tr><td style="padding:1px 8px 1px 0">{esc(seat(p, lang, you=self.you))}</td>'
                            f'<td style="padding:1px 8px">{items}</td><td>{mark}</td></tr>')
            parts.append('<table style="border-collapse:collapse;margin:2px 0;font-size:inherit">' + "".join(rows) + "</table>")
        parts.append("".join(f"<div>{esc(x)}</div>" for x in self.explain()))
        self._body.value = '<div style="font-size:0.92em">' + "".join(parts) + "</div>"
