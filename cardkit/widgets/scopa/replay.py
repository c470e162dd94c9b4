"""Step through a finished hand of Scopa: :class:`ReplayViewer`.

Give it a finished :class:`~cardkit.scopa.ScopaState` (or a JSON save made
by ``state.to_json()``, or a game's history with its rules and seed) and
walk through a hand move by move with the first / back / forward / last
buttons or the slider.  It is a replay, so every hand is shown face up;
the card about to be played is highlighted, the last move is drawn with
what it took, scope are marked, and the running count (cards, coins,
scope of each side) is kept.  At the last position the hand's points are
shown.

Everything comes from the engine's :meth:`~cardkit.scopa.ScopaState.hand_records`.

Text equivalents: :meth:`ReplayViewer.first`, :meth:`~ReplayViewer.back`,
:meth:`~ReplayViewer.forward`, :meth:`~ReplayViewer.last`,
:meth:`~ReplayViewer.go` (``viewer.go(12)``: after 12 moves) and
:meth:`~ReplayViewer.show_hand` (another hand of the match).
"""

from __future__ import annotations

import ipywidgets

from ...errors import InvalidInputError
from .._checks import need_card_width, need_instance, need_seat
from ... import i18n
from ...cards import CardList
from ...errors import CardkitError
from ...scopa import ScopaRules, ScopaState
from ...scopa.rules import COINS_MASK, italian_mask
from ...svg import hand_svg, table_svg
from .common import ScopaBox, block, esc, player_name, side_name
from .game import hand_breakdown_html
from ..replay_common import StepperMixin

i18n.register({
    "widget.scopa.replay.title": {
        "en": "Replay of hand {n} (of {total})", "it": "Replica della mano {n} (di {total})",
    },
    "widget.scopa.replay.dealer": {
        "en": "Dealer: {dealer}; first to play: {first}.",
        "it": "Mazziere: {dealer}; primo di mano: {first}.",
    },
    "widget.scopa.replay.start": {
        "en": "Position 0 of {n}: the cards as dealt.",
        "it": "Posizione 0 di {n}: le carte appena distribuite.",
    },
    "widget.scopa.replay.step": {
        "en": "Move {k} of {n} (round {round}): {who} — {move}",
        "it": "Mossa {k} di {n} (giro {round}): {who} — {move}",
    },
    "widget.scopa.replay.end": {"en": "The hand is over.", "it": "La mano è finita."},
    "widget.scopa.replay.next_to_play": {
        "en": "Next: {who} plays {card} (highlighted).",
        "it": "Prossima mossa: {who} gioca {card} (evidenziata).",
    },
    "widget.scopa.replay.table": {"en": "Table ({n})", "it": "Tavolo ({n})"},
    "widget.scopa.replay.played": {"en": "Played", "it": "Giocata"},
    "widget.scopa.replay.took": {"en": "Took", "it": "Ha preso"},
    "widget.scopa.replay.count": {
        "en": "{side}: cards {cards}, coins {coins}{settebello}, scope {scope}",
        "it": "{side}: carte {cards}, denari {coins}{settebello}, scope {scope}",
    },
    "widget.scopa.replay.with_settebello": {"en": ", the settebello", "it": ", il settebello"},
    "widget.scopa.replay.count_title": {"en": "Taken so far", "it": "Prese finora"},
    "widget.scopa.replay.first": {"en": "First", "it": "Inizio"},
    "widget.scopa.replay.back": {"en": "Back", "it": "Indietro"},
    "widget.scopa.replay.forward": {"en": "Forward", "it": "Avanti"},
    "widget.scopa.replay.last": {"en": "Last", "it": "Fine"},
    "widget.scopa.replay.slider": {"en": "Move", "it": "Mossa"},
    "widget.scopa.replay.hand_choice": {"en": "Hand", "it": "Mano"},
    "widget.scopa.replay.no_hand": {
        "en": "no hand of this game is finished yet: a replay needs a finished hand",
        "it": "nessuna mano di questa partita è ancora finita: per la replica serve una mano finita",
    },
    "widget.scopa.replay.bad_hand": {
        "en": "there is no hand {hand}: choose 1 to {n}",
        "it": "non c'è la mano {hand}: scegli da 1 a {n}",
    },
    "widget.scopa.replay.bad_position": {
        "en": "there is no position {k}: choose 0 (the deal) to {n} (the end of the hand)",
        "it": "non c'è la posizione {k}: scegli da 0 (la distribuzione) a {n} (la fine della mano)",
    },
    "widget.scopa.replay.bad_source": {
        "en": "give a ScopaState, its JSON save (state.to_json()) or its history",
        "it": "dai uno ScopaState, il suo salvataggio JSON (state.to_json()) o la sua storia",
    },
})


def _load(source, rules=None, seed=0) -> ScopaState:
    need_instance("ReplayViewer", "rules", rules, ScopaRules, optional=True)
    if isinstance(source, ScopaState):
        return source
    if isinstance(source, (str, bytes, dict)):
        return ScopaState.from_json(source)
    if isinstance(source, (list, tuple)):
        return ScopaState.replay(rules or ScopaRules(), list(source), seed, auto_deal=False)
    raise InvalidInputError("widget.scopa.replay.bad_source")


class ReplayViewer(StepperMixin, ScopaBox):
    """Step through a finished hand, move by move.

    Parameters
    ----------
    state_or_history : a :class:`~cardkit.scopa.ScopaState` (with at least
        one finished hand), its JSON save (``state.to_json()``, as text or
        a dict), or a history list (then give ``rules`` and ``seed``).
    hand : the hand to show, counted from 1 (default: the last finished).
    position : where to start: 0 = as dealt (default), up to the number of
        moves (the end of the hand).
    you : the learner's player number, to write "(you)" (default none).
    rules, seed : only with a history list.
    card_width, language : as usual.

    Text equivalents: :meth:`first`, :meth:`back`, :meth:`forward`,
    :meth:`last`, :meth:`go`, :meth:`show_hand`.  Readings at the current
    position: :attr:`position`, :attr:`moves` (the number of moves in the
    hand), :attr:`hands` (each player's cards), :attr:`table`,
    :attr:`piles` (each side's captures), :attr:`scope`, :attr:`last_play`
    (a :class:`~cardkit.scopa.PlayRecord` or None), :attr:`next_play`,
    :attr:`record` (the :class:`~cardkit.scopa.HandRecord`), :meth:`describe`.
    Parts: :attr:`buttons` (first, back, forward, last), :attr:`slider`,
    :attr:`hand_choice` (a Dropdown when the match has several hands).
    """

    def __init__(self, state_or_history, hand: int | None = None, *, position: int = 0,
                 you: int | None = None, rules: ScopaRules | None = None, seed=0,
                 card_width: int = 52, language: str = "", **kwargs):
        self.state = _load(state_or_history, rules, seed)
        self.records = self.state.hand_records()
        if not self.records:
            raise CardkitError("widget.scopa.replay.no_hand")
        owner = type(self).__name__
        self.you = None if you is None else need_seat(owner, "you", you, self.state.rules.players)
        self._card_width = need_card_width(owner, card_width)
        self._hand_index = len(self.records) - 1
        self._pos = 0
        super().__init__(language=language, **kwargs)
        self.add_class("ck-scopa-replay")
        if hand is not None:
            self.show_hand(hand)
        if position:
            self.go(position)

    def __repr__(self) -> str:
        parts = [f"hand={self.hand}", f"position={self.position}"]
        if self.language:
            parts.append(f"language={self.language!r}")
        return f"ReplayViewer({', '.join(parts)})"

    # ------------------------------------------------------------------
    # reading
    # ------------------------------------------------------------------
    @property
    def record(self):
        """The :class:`~cardkit.scopa.HandRecord` shown."""
        return self.records[self._hand_index]

    @property
    def hand(self) -> int:
        """The hand shown, counted from 1."""
        return self.record.number

    @property
    def position(self) -> int:
        """Moves made so far in the hand shown (0 = as dealt)."""
        return self._pos

    @property
    def moves(self) -> int:
        """Number of moves in the hand (the last position)."""
        return len(self.record.plays)

    @property
    def _end(self) -> int:
        return self.moves

    @property
    def last_play(self):
        """The move that led to this position (a PlayRecord), None at 0."""
        return self.record.plays[self._pos - 1] if self._pos else None

    @property
    def next_play(self):
        """The move about to be made (a PlayRecord), None at the end."""
        plays = self.record.plays
        return plays[self._pos] if self._pos < len(plays) else None

    @property
    def hands(self) -> tuple:
        """Each player's cards at this position (a CardList each)."""
        hr = self.record
        n = hr.players
        nxt = self.next_play
        if nxt is None:
            return tuple(CardList() for _ in range(n))
        dealt = hr.dealt(nxt.round)
        played = {p.card for p in hr.plays[:self._pos] if p.round == nxt.round}
        return tuple(CardList([c for c in dealt[p] if c not in played]) for p in range(n))

    @property
    def table(self) -> CardList:
        """The table at this position, in order of arrival (at the end:
        before the leftovers go to the last taker)."""
        last = self.last_play
        return CardList(last.table_after) if last else self.record.initial_table

    @property
    def piles(self) -> tuple:
        """Each side's captured cards so far (a CardList each, in order of
        capture; at the end the leftovers are not included)."""
        hr = self.record
        sides = len(hr.scores)
        out = [[] for _ in range(sides)]
        for p in hr.plays[:self._pos]:
            if p.taken:
                out[p.side].extend((p.card,) + tuple(p.taken))
        return tuple(CardList(x) for x in out)

    @property
    def scope(self) -> tuple:
        """Scope made by each side so far."""
        hr = self.record
        out = [0] * len(hr.scores)
        for p in hr.plays[:self._pos]:
            if p.scopa:
                out[p.side] += 1
        return tuple(out)

    def _who(self, p: int) -> str:
        return player_name(p, self.language or None, self.you, self.record.players)

    def _side(self, s: int) -> str:
        return side_name(s, self.record.players, self.language or None, self.you)

    def describe(self) -> str:
        """The current position in words: the move that led here, then (on a
        second line) the next move or the end."""
        with self.speaking():
            return self._describe()

    def _describe(self) -> str:
        lang = self.language or None
        last = self.last_play
        if last is None:
            text = self.tr("widget.scopa.replay.start", n=self.moves)
        else:
            move = last.move.describe(lang)
            if last.scopa:
                move += " — " + i18n.tr("scopa.scopa", lang)
            text = self.tr("widget.scopa.replay.step", k=self._pos, n=self.moves, round=last.round,
                           who=self._who(last.player), move=move)
        nxt = self.next_play
        if nxt is None:
            text += "\n" + self.tr("widget.scopa.replay.end")
        else:
            text += "\n" + self.tr("widget.scopa.replay.next_to_play", who=self._who(nxt.player),
                                  card=str(nxt.card))
        return text

    # ------------------------------------------------------------------
    # acting (text equivalents)
    # ------------------------------------------------------------------
    def show_hand(self, hand: int) -> None:
        """Show another hand of the match (counted from 1), from its deal."""
        n = len(self.records)
        if isinstance(hand, bool) or not isinstance(hand, int) or not 1 <= hand <= n:
            self.show_message(self.tr("widget.scopa.replay.bad_hand", hand=hand, n=n), "error")
            return
        self._hand_index = hand - 1
        self._pos = 0
        self.clear_message()
        self._syncing = True
        try:
            self.slider.max = self.moves
            self.slider.value = 0
            if self.hand_choice.value != hand:
                self.hand_choice.value = hand
        finally:
            self._syncing = False
        self.refresh()

    # ------------------------------------------------------------------
    # drawing
    # ------------------------------------------------------------------
    _stepper_keys = "widget.scopa.replay."

    def _build(self) -> None:
        self._title = ipywidgets.HTML()
        self.hand_choice = ipywidgets.Dropdown(options=[(str(r.number), r.number) for r in self.records],
                                               value=self.records[-1].number,
                                               layout=ipywidgets.Layout(width="12em"))
        self.hand_choice.observe(self._hand_chosen, names="value")
        if len(self.records) < 2:
            self.hand_choice.layout.display = "none"
        controls = self._build_stepper(len(self.records[-1].plays))
        self._step = ipywidgets.HTML()
        self._hands_view = ipywidgets.HTML()
        self._table_view = ipywidgets.HTML()
        self._count_view = ipywidgets.HTML()
        self._points = ipywidgets.HTML()
        self.children = (self._title, self.hand_choice, controls, self._step, self._hands_view,
                         self._table_view, self._count_view, self._points, self._message_html)

    def _hand_chosen(self, change) -> None:
        if self._syncing:
            return
        if change["new"] is None:       # the page chose no entry (index null)
            shown = self.records[self._hand_index].number
            self._syncing = True
            try:
                self.hand_choice.value = shown
            finally:
                self._syncing = False
            self.show_message(self.tr("widget.menu.nothing_chosen", menu=self.tr(
                "widget.scopa.replay.hand_choice"), kept=shown), "error")
            return
        self.show_hand(int(change["new"]))

    def _redraw(self) -> None:
        t = self.tr
        hr = self.record
        n = hr.players
        self._title.value = "<b>" + esc(t("widget.scopa.replay.title", n=hr.number,
                                          total=len(self.records))) + "</b>" + \
            "<div>" + esc(t("widget.scopa.replay.dealer", dealer=self._who(hr.dealer),
                            first=self._who(hr.first_player))) + "</div>"
        self.hand_choice.description = t("widget.scopa.replay.hand_choice")
        self._draw_stepper()
        step, _, nxt_text = self._describe().partition("\n")
        self._step.value = (f"<div style='font-weight:bold;color:#1d4f91'>{esc(step)}</div>"
                            f"<div>{esc(nxt_text)}</div>")
        # hands, face up; the card about to be played highlighted
        nxt = self.next_play
        hands = self.hands
        pics = []
        for p in range(n):
            hi = [nxt.card] if nxt is not None and nxt.player == p else []
            pics.append(block(hand_svg(hands[p], 44, highlighted=hi, overlap=False), self._who(p)))
        self._hands_view.value = "<div>" + "".join(pics) + "</div>"
        # the table, and the last move with what it took
        w = self._card_width
        parts = [block(hand_svg(self.table, w, overlap=False),
                       t("widget.scopa.replay.table", n=len(self.table)))]
        last = self.last_play
        if last is not None:
            piles = [(t("widget.scopa.replay.played"), [last.card])]
            if last.taken:
                piles.append((t("widget.scopa.replay.took"), list(last.taken), "row"))
            cap = self._who(last.player) + (" — " + i18n.tr("scopa.scopa", self.language or None)
                                            if last.scopa else "")
            style = "border:2px solid #d4a017;border-radius:6px;padding:3px" if last.scopa else ""
            parts.append(block(table_svg(piles, 44), cap, style))
        self._table_view.value = ('<div style="display:flex;flex-wrap:wrap;align-items:flex-start">'
                                  + "".join(parts) + "</div>")
        # running count
        lines = []
        piles = self.piles
        scope = self.scope
        for s, pile in enumerate(piles):
            m = italian_mask(pile) if pile else 0
            sb = t("widget.scopa.replay.with_settebello") if m >> 6 & 1 else ""
            lines.append(block(table_svg([("", list(pile), "stack")], 36),
                               t("widget.scopa.replay.count", side=self._side(s), cards=len(pile),
                                 coins=(m & COINS_MASK).bit_count(), settebello=sb,
                                 scope=("★" * scope[s]) if scope[s] else "0")))
        self._count_view.value = ("<div><b>" + esc(t("widget.scopa.replay.count_title")) + "</b></div>"
                                  '<div style="display:flex;flex-wrap:wrap">' + "".join(lines) + "</div>")
        self._points.value = (hand_breakdown_html(hr, self._side, self.tr, self.state.rules.napola)
                              if self._pos == self.moves else "")
