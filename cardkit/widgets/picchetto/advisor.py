"""The accomodo advisor of Picchetto as a widget: :class:`AccomodoAdvisor`.

A view over :func:`cardkit.picchetto.advisor.accomodo_advice`: your 12 cards
with the advisor's discard highlighted, the best discards in a table
(expected declaration points for you and for the opponent, the chances of
Novanta and Sessanta, the opponent's chance of Novanta, the chance of the
cards, the value used for the ranking with its 95% margin), the reason for
the best one in plain words, and how the numbers were obtained.  Choose
your role with the buttons, or press *Deal another hand*.

>>> w = AccomodoAdvisor(deal=7)                     # the elder's hand of deal 7
>>> w.set_role("younger"); w.deal_hand(8)           # text equivalents of the controls
>>> w.set_hand("AS KS QS JS 10S AH AD 7H 8H 7D 8C 9C")   # any hand of yours
"""

from __future__ import annotations

import ipywidgets

from .._checks import need_card_width, need_choice, need_int
from ..base import ToggleChoice
from ... import i18n
from ...cards import check_seed, to_cards
from ...errors import CardkitError
from ...picchetto import ITALIANO, ComputerPlayer, PicchettoRules
from ...picchetto.advisor import ADVICE_SAMPLES, ROLES, accomodo_advice, advice_for
from ..hand import HandWidget
from .common import PicchettoBox, esc, notation

#: the advice computed last, by what it was computed from: the advice is
#: seeded, so taking a chair back, dealing a deal number again or opening a
#: second advisor on the same hand shows it at once (the oldest goes first)
_ADVICE_KEPT: dict = {}
_KEEP = 16

i18n.register({
    "widget.picchetto.adv.title": {"en": "Which cards to throw? The accomodo advisor — you are {role}",
                                   "it": "Quali carte scartare? Il consigliere dell'accomodo — sei {role}"},
    "widget.picchetto.adv.from_deal": {"en": "Your 12 cards of deal number {deal}",
                                       "it": "Le tue 12 carte della smazzata numero {deal}"},
    "widget.picchetto.adv.your_hand": {"en": "Your 12 cards", "it": "Le tue 12 carte"},
    "widget.picchetto.adv.highlighted": {"en": "highlighted: the cards to throw",
                                         "it": "evidenziate: le carte da scartare"},
    "widget.picchetto.adv.took": {"en": "The elder took {n} card(s) from the talon.",
                                  "it": "Il giocatore di mano ha preso dal tallone carte: {n}."},
    "widget.picchetto.adv.role": {"en": "You are", "it": "Sei"},
    "widget.picchetto.adv.deal_button": {"en": "Deal another hand", "it": "Distribuisci un'altra mano"},
    "widget.picchetto.adv.best": {"en": "Best: throw {cards} — {reason}.",
                                  "it": "Consiglio: scarta {cards} — {reason}."},
    "widget.picchetto.adv.col.rank": {"en": "#", "it": "#"},
    "widget.picchetto.adv.col.discard": {"en": "discard", "it": "scarto"},
    "widget.picchetto.adv.col.value": {"en": "value (points, ±95%)", "it": "valore (punti, ±95%)"},
    "widget.picchetto.adv.col.points": {"en": "your declarations", "it": "tue dichiarazioni"},
    "widget.picchetto.adv.col.opponent": {"en": "opponent's declarations", "it": "dichiarazioni avversarie"},
    "widget.picchetto.adv.col.novanta": {"en": "Novanta", "it": "Novanta"},
    "widget.picchetto.adv.col.sessanta": {"en": "Sessanta", "it": "Sessanta"},
    "widget.picchetto.adv.col.opp_novanta": {"en": "opponent's Novanta", "it": "Novanta avversario"},
    "widget.picchetto.adv.col.cards": {"en": "the cards", "it": "le carte"},
    "widget.picchetto.adv.value_help": {
        "en": "Value: the points of the whole deal you can expect, minus the opponent's.",
        "it": "Valore: i punti dell'intera smazzata che puoi aspettarti, meno quelli dell'avversario.",
    },
})


class AccomodoAdvisor(PicchettoBox):
    """The accomodo advisor for one hand (see the module doc).

    Parameters
    ----------
    hand : your 12 cards (any card-ish input); ``None``: the hand you hold
        in deal number ``deal`` (default 1) in ``role``.
    role : ``"elder"`` (default) or ``"younger"``.
    rules : the rules (``ITALIANO``, ``RUBICON``, a variant...).
    deal : a deal number: the hand is dealt by the engine; as younger, the
        elder (the engine's :class:`~cardkit.picchetto.ComputerPlayer`)
        exchanges first, and the advisor knows how many cards he took.
    elder_took : with a hand of yours as younger, the cards the elder took
        (default: the most he may).
    seed, samples : the advisor's random stream and number of sampled deals.
    top : how many discards the table shows.
    card_width, language : as usual.

    Methods: :meth:`set_role`, :meth:`deal_hand`, :meth:`set_hand` (the
    text equivalents of the controls).  Read: :attr:`advice` (the
    :class:`~cardkit.picchetto.advisor.AccomodoAdvice`), :attr:`hand` (the
    cards), :attr:`hand_view` (the HandWidget), :attr:`role_buttons`,
    :attr:`deal_button`, :attr:`table`.
    """

    def __init__(self, hand=None, role: str = "elder", rules: PicchettoRules = ITALIANO, *,
                 deal: int | None = None, elder_took: int | None = None, seed=0,
                 samples: int = ADVICE_SAMPLES, top: int = 5, card_width: int = 62,
                 language: str = "", **kwargs):
        if not isinstance(role, str) or role not in ROLES:
            need_choice(type(self).__name__, "role", role, ROLES)
        if not isinstance(rules, PicchettoRules):
            raise CardkitError("accomodo.err.rules", rules=type(rules).__name__)
        self.rules = rules
        self.seed = seed
        owner = type(self).__name__
        self.samples = need_int(owner, "samples", samples, lo=1, hi=10_000)
        self.top = need_int(owner, "top", top, lo=1, hi=100)
        self._card_width = need_card_width(owner, card_width)
        need_int(owner, "deal", deal, lo=1, hi=10**6, optional=True)
        # every argument is checked before the advice is computed (it takes
        # a tenth of a second or more): a refusal costs nothing
        check_seed(seed)
        self._check_lang(language, owner)
        if elder_took is not None:
            need_int(owner, "elder_took", elder_took, hi=rules.elder_max_exchange,
                     lo=0 if rules.irregular_exchanges else rules.elder_min_exchange)
        self._role = role
        self._hand_text = None if hand is None else notation(to_cards(hand))
        self._elder_took = elder_took
        self.deal = (1 if deal is None else deal) if hand is None else deal
        self.advice = None
        self._busy = False
        self._compute()
        super().__init__(language=language, **kwargs)
        self.add_class("ck-picchetto-advisor")

    # ------------------------------------------------------------------
    def __repr__(self) -> str:
        parts = []
        if self._hand_text is not None:
            parts.append(f"hand={self._hand_text!r}")
        if self._role != "elder":
            parts.append(f"role={self._role!r}")
        if self.rules != ITALIANO:
            parts.append(f"rules={self.rules!r}")
        if self.deal is not None and self._hand_text is None:
            parts.append(f"deal={self.deal!r}")
        if self._elder_took is not None and self._hand_text is not None:
            parts.append(f"elder_took={self._elder_took!r}")
        if self.seed != 0:
            parts.append(f"seed={self.seed!r}")
        if self.samples != ADVICE_SAMPLES:
            parts.append(f"samples={self.samples!r}")
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"AccomodoAdvisor({', '.join(parts)})"

    @property
    def role(self) -> str:
        return self._role

    @property
    def hand(self):
        """Your 12 cards (as the advisor received them)."""
        return self.advice.hand

    # ------------------------------------------------------------------ actions
    def set_role(self, role: str) -> None:
        """Take the other chair (the role buttons): ``"elder"`` or ``"younger"``."""
        need_choice(type(self).__name__, "role", role, ROLES)
        if role != self._role:
            self._role = role
            self._update()

    def deal_hand(self, deal: int | None = None) -> None:
        """Advise on the hand of deal number ``deal`` (the button: the next
        deal number)."""
        if deal is not None:
            need_int(type(self).__name__, "deal", deal, lo=1, hi=10**6)
        self.deal = (self.deal or 0) + 1 if deal is None else deal
        self._hand_text = None
        self._update()

    def set_hand(self, hand, elder_took: int | None = None) -> None:
        """Advise on a hand of your own (12 cards)."""
        text = notation(to_cards(hand))
        old = (self._hand_text, self._elder_took)
        self._hand_text, self._elder_took = text, elder_took
        try:
            self._compute()
        except CardkitError:
            self._hand_text, self._elder_took = old
            raise
        self.refresh()

    def _update(self) -> None:
        with self.speaking():
            self._compute()
        self.refresh()

    def _compute(self) -> None:
        took = self._elder_took if self._role == "younger" else None
        what = self._hand_text if self._hand_text is not None else self.deal
        if type(self.seed) not in (int, str) or type(self.rules) is not PicchettoRules:
            self.advice = self._advice(took)      # (a look-alike seed or rules: computed afresh)
            return
        key = (self.rules, self._hand_text is None, what, self._role, took, self.samples, self.seed)
        advice = _ADVICE_KEPT.get(key)
        if advice is None:
            advice = self._advice(took)
            if len(_ADVICE_KEPT) >= _KEEP:
                del _ADVICE_KEPT[next(iter(_ADVICE_KEPT))]
            _ADVICE_KEPT[key] = advice
        self.advice = advice

    def _advice(self, took):
        if self._hand_text is not None:
            return accomodo_advice(self._hand_text, self._role, self.rules, self.samples, self.seed,
                                   elder_took=took)
        state = self.rules.single_deal().new_game(self.deal)
        me = state.elder if self._role == "elder" else state.younger
        player = ComputerPlayer()          # announces a mano bianca; exchanges as the elder
        while not (state.phase == "exchange" and state.to_move == me):
            state.play(player(state))
        return advice_for(state, self.samples, self.seed)

    # ------------------------------------------------------------------ drawing
    def _sub_widgets(self):
        return (self.hand_view,)

    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self._info = ipywidgets.HTML()
        self.role_buttons = ToggleChoice(options=[("elder", "elder"), ("younger", "younger")],
                                                     value=self._role)
        self.role_buttons.observe(self._role_clicked, names="value")
        self.deal_button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        self.deal_button.on_click(lambda _b: self.deal_hand())
        self.hand_view = HandWidget((), mode="none", card_width=self._card_width, language=self.language)
        self.table = ipywidgets.HTML()
        self._best = ipywidgets.HTML()
        self._method = ipywidgets.HTML()
        self.children = (self._title, ipywidgets.HBox([self.role_buttons, self.deal_button]), self._info,
                         self.hand_view, self._best, self.table, self._method, self._message_html)

    def _role_clicked(self, change) -> None:
        if not self._busy:
            self.set_role(change["new"])

    def _redraw(self) -> None:
        a = self.advice
        lang = self.language or None
        tr = self.tr
        role = tr("widget.picchetto.role." + self._role)
        self._title.value = f"<b>{esc(tr('widget.picchetto.adv.title', role=role))}</b>"
        self._busy = True
        try:
            self.role_buttons.options = [(tr("widget.picchetto.role.elder"), "elder"),
                                         (tr("widget.picchetto.role.younger"), "younger")]
            self.role_buttons.value = self._role
            self.role_buttons.description = tr("widget.picchetto.adv.role")
        finally:
            self._busy = False
        self.deal_button.description = tr("widget.picchetto.adv.deal_button")
        info = [tr("widget.picchetto.adv.took", n=a.elder_took)] if self._role == "younger" else []
        self._info.value = "<br>".join(esc(x) for x in info)
        label = (tr("widget.picchetto.adv.from_deal", deal=self.deal) if self._hand_text is None
                 else tr("widget.picchetto.adv.your_hand"))
        self.hand_view.label = f"{label} ({tr('widget.picchetto.adv.highlighted')})"
        self.hand_view.set_cards([str(c) for c in a.hand], highlighted=[str(c) for c in a.best.discard])
        best = a.best
        self._best.value = esc(tr("widget.picchetto.adv.best", cards=best.discard_text(lang),
                                  reason=best.reason.text(lang)))
        self.table.value = self._table_html(lang)
        self._method.value = (f"<small>{esc(tr('widget.picchetto.adv.value_help'))}<br>"
                              f"{esc(a.method(lang))}</small>")

    def _table_html(self, lang) -> str:
        cols = ("rank", "discard", "value", "points", "opponent", "novanta", "sessanta",
                "opp_novanta", "cards")
        head = "".join(f"<th style='padding:2px 6px'>{esc(self.tr('widget.picchetto.adv.col.' + c))}</th>"
                       for c in cols)
        rows = []
        elder = self._role == "elder"
        for i, c in enumerate(self.advice.choices[:self.top], 1):
            cells = (str(i), c.discard_text(lang), f"{c.value:+.1f} ± {c.value_margin:.1f}",
                     f"{c.points:.1f}", f"{c.opponent_points:.1f}", f"{c.novanta:.0%}",
                     f"{c.sessanta:.0%}" if elder else "—", f"{c.opponent_novanta:.0%}", f"{c.cards:.0%}")
            style = " style='background:#fdf3d6'" if i == 1 else ""
            rows.append(f"<tr{style}>" + "".join(f"<td style='padding:2px 6px'>{esc(x)}</td>" for x in cells)
                        + "</tr>")
        return ("<table class='ck-advisor-table' style='border-collapse:collapse;font-size:13px'>"
                f"<tr>{head}</tr>{''.join(rows)}</table>")
