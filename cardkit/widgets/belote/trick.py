"""The trick on the table: :class:`TrickView` and :func:`trick_svg`.

The four seats are drawn as on a real table seen from above: North at the
top, South (the learner) at the bottom, West left, East right.  Each card
carries a small number giving the order it was played (1 = led); when the
trick is complete the winning card is framed in gold and its seat marked
"wins".

Players are numbered as in :mod:`cardkit.belote.state`: 0 South, 1 East,
2 North, 3 West, in playing order.

>>> from cardkit.widgets.belote.trick import TrickView
>>> TrickView.from_cards("10S AS 7H JS", leader=1, trump="H").winner   # 7H trumps
3
"""

from __future__ import annotations

import ipywidgets

from ...errors import InvalidInputError
from .._checks import as_text
from ...belote.state import BeloteState
from .._checks import need_card_width, need_choice, need_instance, need_seat
from ... import i18n
from ...belote import rules as R
from ...cards import Card, to_cards
from ...svg import FONT, INK, card_svg
from .common import BeloteBox, esc, seat, trump_caption

i18n.register({
    "widget.belote.trick_too_long": {
        "en": "a trick has at most 4 cards, not {n}",
        "it": "una presa ha al massimo 4 carte, non {n}",
    },
    "widget.belote.played": {
        "en": "trick_svg: played must be a dictionary {player 0 to 3: card}, not {value}",
        "it": "trick_svg: played deve essere un dizionario {giocatore da 0 a 3: carta}, non {value}",
    },
    "widget.belote.trick.title": {"en": "Trick {n}", "it": "Presa {n}"},
    "widget.belote.trick.current": {"en": "Current trick", "it": "Presa in corso"},
    "widget.belote.trick.last": {"en": "Last trick", "it": "Ultima presa"},
    "widget.belote.trick.last_n": {"en": "Last trick (trick {n})", "it": "Ultima presa (presa {n})"},
    "widget.belote.trick.none": {"en": "No trick yet", "it": "Ancora nessuna presa"},
    "widget.belote.trick.wins": {"en": "wins", "it": "prende"},
    "widget.belote.trick.won_by": {
        "en": "{seat} wins the trick with the {card}",
        "it": "{seat} vince la presa ({card})",
    },
    "widget.belote.trick.to_play": {"en": "{seat} to play", "it": "Tocca a {seat}"},
    "widget.belote.trick.played": {"en": "{seat} played the {card}", "it": "{seat} ha giocato: {card}"},
    "widget.belote.trick.aria": {"en": "Trick: {cards}", "it": "Presa: {cards}"},
    "widget.belote.trick.empty": {"en": "no card played", "it": "nessuna carta giocata"},
    "widget.belote.trick.points": {"en": "{n} points in the trick", "it": "{n} punti nella presa"},
})

# card position on the table (column, row) for each player: 0 S, 1 E, 2 N, 3 W
_PLACE = {0: (1, 2), 1: (2, 1), 2: (1, 0), 3: (0, 1)}


def _nested(svg: str, x: float, y: float) -> str:
    """A standalone card ``<svg>`` placed at (x, y) inside another svg."""
    return svg.replace("<svg ", f'<svg x="{x:.1f}" y="{y:.1f}" ', 1)


def trick_svg(played: dict, *, winner: int | None = None, leader: int | None = None,
              width: int = 60, caption: str = "", to_play: int | None = None,
              you: int | None = 0, lang: str | None = None) -> str:
    """The trick as one ``<svg>``: ``played`` maps player (0..3) to card.

    ``leader`` numbers the cards in playing order from him; ``winner``
    frames the winning card; ``to_play`` marks the empty place of the player
    whose turn it is; ``you`` adds "(you)" to that seat's name.
    """
    if not isinstance(played, dict):
        raise InvalidInputError("widget.belote.played", value=played)
    for p in played:
        need_seat("trick_svg", "played", p)
    for name, value in (("winner", winner), ("leader", leader), ("to_play", to_play), ("you", you)):
        if value is not None:
            need_seat("trick_svg", name, value)
    caption = as_text("trick_svg", "caption", caption, optional=True)
    w = float(need_card_width("trick_svg", width))
    h = 1.5 * w
    lab = 16.0
    col = max(w + 16.0, 118.0)          # a side column holds its seat name
    cap_h = 22.0 if caption else 0.0
    col_x = [6.0 + (col - w) / 2, 6.0 + col + 4.0, 6.0 + col + 4.0 + w + 4.0 + (col - w) / 2]
    row_y = [cap_h + lab + 4, cap_h + lab + 0.5 * h + 12, cap_h + lab + h + 20]
    total_w = 6.0 + col + 4.0 + w + 4.0 + col + 6.0
    total_h = row_y[2] + h + lab + 10
    names = []
    parts = []
    if caption:
        parts.append(f'<text x="6" y="16" font-family="{FONT}" font-size="14" font-weight="bold" '
                     f'fill="{INK}">{esc(caption)}</text>')
    order = {}
    if leader is not None:
        for k in range(4):
            order[(leader + k) % 4] = k + 1
    for p in (2, 3, 1, 0):   # North first so South is drawn last (on top)
        cx, cy = _PLACE[p]
        x, y = col_x[cx], row_y[cy]
        name = seat(p, lang, you=you)
        card = played.get(p)
        # seat name above the card (below it for South)
        ly = y + h + 13 if p == 0 else y - 4
        if p == winner:   # clear of the gold frame
            ly += 4 if p == 0 else -5
        weight = "bold" if p == winner or p == to_play else "normal"
        label = name
        if p == winner:
            label += " — " + i18n.tr("widget.belote.trick.wins", lang)
        parts.append(f'<text x="{x + w / 2:.1f}" y="{ly:.1f}" text-anchor="middle" '
                     f'font-family="{FONT}" font-size="12.5" font-weight="{weight}" '
                     f'fill="{"#8a5a00" if p == winner else INK}">{esc(label)}</text>')
        if card is None:
            dash = "#1d4f91" if p == to_play else "#9a9aa2"
            parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{0.07 * w:.1f}" '
                         f'fill="none" stroke="{dash}" stroke-width="{2 if p == to_play else 1.2}" '
                         f'stroke-dasharray="6 4"/>')
            continue
        c = Card(card)
        names.append(i18n.tr("widget.belote.trick.played", lang, seat=name, card=c.name(lang)))
        if p == winner:
            parts.append(f'<rect x="{x - 4:.1f}" y="{y - 4:.1f}" width="{w + 8:.1f}" height="{h + 8:.1f}" '
                         f'rx="{0.1 * w:.1f}" fill="#ffd54a" stroke="#c99700" stroke-width="2"/>')
        parts.append(_nested(card_svg(c, int(w)), x, y))
        if p in order:
            bx, by = x + w - 2, y + 2
            parts.append(f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="9" fill="#ffffff" stroke="{INK}" '
                         f'stroke-width="1.3"/><text x="{bx:.1f}" y="{by + 4:.1f}" text-anchor="middle" '
                         f'font-family="{FONT}" font-size="11" font-weight="bold" fill="{INK}">{order[p]}</text>')
    aria = i18n.tr("widget.belote.trick.aria", lang,
                   cards="; ".join(names) or i18n.tr("widget.belote.trick.empty", lang))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_w:.0f}" height="{total_h:.0f}" '
            f'viewBox="0 0 {total_w:.1f} {total_h:.1f}" role="img" class="ck-trick" '
            f'aria-label="{esc(aria)}"><title>{esc(aria)}</title>' + "".join(parts) + "</svg>")


class TrickView(BeloteBox):
    """The cards of one trick in the seat positions N/E/S/W.

    Two ways to make one:

    * ``TrickView(state, show="current")`` follows a
      :class:`~cardkit.belote.BeloteState`: ``show="current"`` the trick being
      played (with the next player's place marked), ``"last"`` the last
      completed trick (winner marked), ``"auto"`` the current trick, or the
      last completed one while the current trick is still empty.  Call
      :meth:`refresh` after the state changes.
    * ``TrickView.from_cards("10S AS 7H JS", leader=1, trump="H")`` shows a
      fixed trick (cards in playing order from ``leader``); with four cards
      the engine's :func:`~cardkit.belote.trick_winner` marks the winner.

    Read-only attributes: :attr:`cards` (notation, in playing order),
    :attr:`leader`, :attr:`winner` (player number or None), :attr:`played`
    (``{player: card}``), :meth:`svg` (the picture as a string),
    :meth:`describe` (the trick in words: its text equivalent).
    """

    _repr_fields = (("cards", ()), ("leader", None), ("winner", None), ("show", "current"),
                    ("language", ""))

    def __init__(self, state=None, *, show: str = "current", card_width: int = 60,
                 you: int | None = 0, language: str = "", **kwargs):
        owner = type(self).__name__
        self.show = need_choice(owner, "show", show, ("current", "last", "auto"))
        self.state = need_instance(owner, "state", state, BeloteState, optional=True)
        self.card_width = need_card_width(owner, card_width)
        self.you = None if you is None else need_seat(owner, "you", you)
        self._fixed = None   # (cards, leader, trump) for from_cards
        super().__init__(language=language, **kwargs)
        self.add_class("ck-belote-trick")

    @classmethod
    def from_cards(cls, cards, leader: int = 0, trump=None, **kwargs) -> "TrickView":
        """A fixed trick: ``cards`` in playing order, led by ``leader``
        (0 South, 1 East, 2 North, 3 West); ``trump`` a suit letter or
        ``None`` (Senza Atout)."""
        leader = need_seat("TrickView", "leader", leader)
        cl = [str(c) for c in to_cards(cards)]
        if len(cl) > 4:
            raise InvalidInputError("widget.belote.trick_too_long", n=len(cl))
        R.trump_index(trump)   # the engine checks the trump
        view = cls(None, **kwargs)
        view._fixed = (cl, leader, trump)
        view.refresh()
        return view

    # ------------------------------------------------------------------
    def _current(self):
        """(cards, leader, trump, complete) of the trick shown."""
        if self._fixed is not None:
            cl, leader, trump = self._fixed
            return cl, leader, trump, len(cl) == 4
        st = self.state
        if st is None or st.phase not in ("play",) and not st.tricks:
            return [], None, None, False
        trump = st.trump_suit
        current = [str(c) for c in st.current_trick] if st.phase == "play" else []
        want_last = self.show == "last" or (self.show == "auto" and not current)
        if want_last:
            if not st.tricks:
                return [], None, trump, False
            t = st.tricks[-1]
            return [str(c) for c in t.cards], t.leader, trump, True
        leader = st.trick_leader
        return current, leader, trump, False

    @property
    def cards(self) -> list:
        return self._current()[0]

    @property
    def leader(self):
        return self._current()[1]

    @property
    def played(self) -> dict:
        cl, leader, _, _ = self._current()
        if leader is None:
            return {}
        return {(leader + i) % 4: c for i, c in enumerate(cl)}

    @property
    def winner(self):
        cl, leader, trump, _ = self._current()
        if len(cl) != 4 or leader is None:
            return None
        return (leader + R.trick_winner(cl, trump)) % 4

    @property
    def to_play(self):
        cl, leader, _, _ = self._current()
        if leader is None or len(cl) == 4:
            return None
        return (leader + len(cl)) % 4

    def title(self) -> str:
        lang = self.language or None
        if self._fixed is not None:
            return trump_caption(self._fixed[2], lang)
        st = self.state
        if self.show == "last" or (self.show == "auto" and not self.cards_in_progress()):
            if st is not None and st.tricks:
                return i18n.tr("widget.belote.trick.last_n", lang, n=len(st.tricks))
            return i18n.tr("widget.belote.trick.last", lang)
        n = len(st.tricks) + 1 if st is not None else 1
        return i18n.tr("widget.belote.trick.title", lang, n=n)

    def cards_in_progress(self) -> bool:
        st = self.state
        return st is not None and st.phase == "play" and bool(st.trick)

    def svg(self) -> str:
        """The picture of the trick (an ``<svg>`` string)."""
        with self.speaking():
            return trick_svg(self.played, winner=self.winner, leader=self.leader,
                             width=self.card_width, caption=self.title(), to_play=self.to_play,
                             you=self.you, lang=self.language or None)

    def describe(self) -> str:
        """The trick in words: who played what, and who wins."""
        lang = self.language or None
        cl, leader, trump, _ = self._current()
        if not cl:
            line = i18n.tr("widget.belote.trick.empty", lang)
        else:
            line = "; ".join(i18n.tr("widget.belote.trick.played", lang, seat=seat(p, lang, you=self.you),
                                     card=Card(c).name(lang)) for p, c in self.played.items())
        w = self.winner
        if w is not None:
            with self.speaking():
                pts = R.card_points(cl, trump)
            line += ". " + i18n.tr("widget.belote.trick.won_by", lang, seat=seat(w, lang, you=self.you),
                                   card=Card(self.played[w]).name(lang))
            line += " (" + i18n.tr("widget.belote.trick.points", lang, n=pts) + ")"
        elif self.to_play is not None and self._fixed is None:
            line += ". " + i18n.tr("widget.belote.trick.to_play", lang, seat=seat(self.to_play, lang, you=self.you))
        return line

    # ------------------------------------------------------------------
    def _build(self) -> None:
        self._picture = ipywidgets.HTML()
        self._words = ipywidgets.HTML()
        self.children = (self._picture, self._words, self._message_html)

    def _redraw(self) -> None:
        self._picture.value = self.svg()
        self._words.value = f'<div style="font-size:0.9em;max-width:28em">{esc(self.describe())}</div>'
