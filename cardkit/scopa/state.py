"""The state of a game (match) of Scopa.

How a match runs
----------------
Players are numbered ``0 .. n-1`` **in playing order**: play goes
counter-clockwise, as is traditional in Italy, and player ``k + 1`` sits to
the right of player ``k``.  With four players, players 0 and 2 form pair
(side) 0 and players 1 and 3 pair (side) 1; they share captures, scope and
points, never hands.  With two or three players each player is its own side.

* The last player (``n - 1``) deals the first hand; the deal then passes to
  the next player in playing order, so in hand ``h`` (0-based) the dealer is
  ``(h - 1) % n`` and the first to play is ``h % n``.
* **Dealing is a chance step** recorded in the history as
  ``"deal <the 40 cards in dealing order>"``.  Cards are taken from the front
  of that order: three to each player in playing order starting with the
  first player (three at a time), then four face up on the table.  If three
  or four kings are among those four, the deal is void: the state returns to
  a chance node and a new ``"deal ..."`` entry follows (with automatic deals,
  a fresh shuffle).  Later rounds give three more cards to each player from
  the same order, with none to the table, until the deck is used (6, 4 or 3
  rounds for 2, 3 or 4 players).
* A move plays one card of the hand (see :class:`~cardkit.scopa.rules.Move`).
  A capture that empties the table is a *scopa* (1 point), except with the
  hand's last card.  After the last card, the cards left on the table go to
  the side that took last (not a scopa), the hand is scored, and if a side
  has reached the target and leads alone the match is over; otherwise the
  next hand is dealt.

What widgets can read
---------------------
``hands``, ``hand(p)``, ``table`` (in order of arrival), ``piles``,
``scope``, ``last_taker``, ``dealer``, ``first_player``,
``current_player()``, ``hand_number``, ``round_number``, ``stock_size``,
``scores``, ``target``, ``last_hand_score()``, ``last_hand_log()``,
``hand_log()`` (the plays of the hand so far), ``hand_records()`` (every
finished hand, for replay viewers), ``legal_moves()``, ``moves_for(card)``,
``is_over()``, ``winner()`` and ``view(player)`` (what one player may see).
"""

from __future__ import annotations

import dataclasses
from operator import itemgetter
from typing import NamedTuple, Optional

from .. import i18n
from ..cards import CARDS, ITALIAN, Card, CardList, CardSet, shuffle, to_cards
from ..errors import CardkitError, IllegalMoveError
from ..game import GameState, ScoreLog, illegal_not_a_move
from ..options import InvalidOptionError, is_int, need_int, need_ints, quote
from .._packed import PackedList, new_records
from ..records import KeepsRecords
from .rules import (
    DECK_MASK, KINGS_MASK, SIG_BIT, VALUE, VALUE_MASKS, Move, ScopaRules, capture_sorted, iter_bits,
    legal_moves_of, mask_value, one_card, option_masks,
)
from .scoring import HandScore, hand_score_log, score_masks

i18n.register({
    "scopa.not_held": {
        "en": "you do not hold {card}: your hand is {hand}",
        "it": "non hai in mano {card}: la tua mano è {hand}",
    },
    "scopa.cannot_take": {
        "en": "{card} cannot take anything here: it stays on the table (play it as '{card}')",
        "it": "{card} qui non può prendere nulla: resta sul tavolo (giocala come '{card}')",
    },
    "scopa.not_on_table": {
        "en": "{cards} is not on the table, so {card} cannot take it: the table holds {table}",
        "it": "{cards} non è sul tavolo, quindi {card} non può prenderla: sul tavolo ci sono {table}",
    },
    "scopa.must_take": {
        "en": "{card} can take, so it must take: choose one of {options} "
              "(or play another card that takes nothing)",
        "it": "{card} può prendere, quindi deve prendere: scegli fra {options} "
              "(oppure gioca un'altra carta che non prende nulla)",
    },
    "scopa.wrong_sum": {
        "en": "{card} is worth {value}, but {taken} adds up to {total}: a card takes one card "
              "of the same value, or two or more cards adding up to its value",
        "it": "{card} vale {value}, ma {taken} fa {total}: una carta prende una carta di pari "
              "valore, oppure due o più carte la cui somma è il suo valore",
    },
    "scopa.equal_first": {
        "en": "{card} must take {equal} on the table, not {taken}: when a card of the same "
              "value ({value}) is on the table you take that card, never a sum",
        "it": "{card} deve prendere {equal} dal tavolo, non {taken}: se sul tavolo c'è una carta "
              "di pari valore ({value}) si prende quella, mai una somma",
    },
    "scopa.or": {"en": " or ", "it": " o "},
    "scopa.empty_table": {"en": "nothing", "it": "nulla"},
    "scopa.empty_hand": {"en": "empty", "it": "vuota"},
    "scopa.record_field": {
        "en": "{record}: {name} must be {form}, not {value}",
        "it": "{record}: {name} deve essere {form}, non {value}",
    },
    "scopa.form.deal": {"en": "the 40 Italian cards in dealing order",
                        "it": "le 40 carte italiane nell'ordine in cui sono date"},
    "scopa.form.tuple": {"en": "a tuple", "it": "una tupla"},
    "scopa.form.scores": {"en": "a tuple of one HandScore per side",
                          "it": "una tupla di un HandScore per parte"},
    "scopa.form.card_set": {"en": "a CardSet", "it": "un CardSet"},
    "scopa.form.table": {"en": "a tuple of Italian cards", "it": "una tupla di carte italiane"},
    "scopa.form.piles": {"en": "a tuple of one CardSet per side", "it": "una tupla di un CardSet per parte"},
    "scopa.no_hand_records": {
        "en": "there is no finished hand to show: none has ended yet, or records=\"none\" keeps none",
        "it": "non c'è nessuna smazzata finita da mostrare: nessuna è ancora finita, o records=\"none\" "
              "non ne tiene",
    },
    "scopa.rules_object": {
        "en": "rules must be a ScopaRules object, e.g. ScopaRules(players=2), not {value}",
        "it": "rules deve essere un oggetto ScopaRules, per esempio ScopaRules(players=2), non {value}",
    },
    "scopa.deal_order.twice": {
        "en": "cannot build this deal: {card} is given twice",
        "it": "non si può preparare questa distribuzione: {card} compare due volte",
    },
    "scopa.deal_order.table": {
        "en": "cannot build this deal: the table gets exactly 4 cards, not {n}",
        "it": "non si può preparare questa distribuzione: in tavola vanno esattamente 4 carte, non {n}",
    },
    "scopa.deal_order.hands": {
        "en": "cannot build this deal: give a list of at most {players} hands (one per player), not {value}",
        "it": "non si può preparare questa distribuzione: indica una lista di al massimo {players} mani "
              "(una per giocatore), non {value}",
    },
    "scopa.deal_order.too_many": {
        "en": "cannot build this deal: player {p} can receive at most {most} cards, not {n}",
        "it": "non si può preparare questa distribuzione: il giocatore {p} può ricevere al massimo "
              "{most} carte, non {n}",
    },
    "scopa.pair": {"en": "pair {n} (players {a} and {b})", "it": "coppia {n} (giocatori {a} e {b})"},
    "scopa.label.table": {"en": "table", "it": "tavolo"},
    "scopa.label.hand": {"en": "player {n}", "it": "giocatore {n}"},
    "scopa.label.your_hand": {"en": "your hand", "it": "la tua mano"},
    "scopa.label.stock": {"en": "stock", "it": "mazzo"},
    "scopa.label.taken": {"en": "taken by {side}", "it": "prese di {side}"},
    "scopa.label.pair": {"en": "pair {n}", "it": "coppia {n}"},
    "scopa.repr": {
        "en": "hand {hand}, round {round}, {player} to play, scores {scores}",
        "it": "mano {hand}, giro {round}, tocca a {player}, punteggi {scores}",
    },
})


# --------------------------------------------------------------------------
# Records (plain immutable values for widgets and replay viewers)
# --------------------------------------------------------------------------

class PlayRecord(NamedTuple):
    """One card played in a hand.

    ``index`` counts the plays of the hand from 0, ``round`` the rounds of
    three cards from 1; ``taken`` is the tuple of table cards captured
    (empty when the card stayed on the table); ``scopa`` tells whether the
    capture was a scopa; ``table_before``/``table_after`` are the table in
    order of arrival.
    """

    index: int
    round: int
    player: int
    side: int
    card: Card
    taken: tuple
    scopa: bool
    table_before: tuple
    table_after: tuple

    @property
    def move(self) -> Move:
        return Move(self.card, self.taken)

    def describe(self, lang: str | None = None) -> str:
        who = i18n.tr("player.n", lang, n=self.player + 1)
        text = f"{who}: {self.move.describe(lang)}"
        if self.scopa:
            text += " — " + i18n.tr("scopa.scopa", lang)
        return text


class _HandRecordFields(NamedTuple):
    """The fields of a :class:`HandRecord` (which checks them)."""

    number: int
    players: int
    dealer: int
    first_player: int
    deal: CardList
    redeals: tuple
    plays: tuple
    leftovers: tuple
    leftovers_to: Optional[int]
    scores: tuple
    totals: tuple


def _need_record(record: str, name: str, ok: bool, form: str, value) -> None:
    """Refuse ``value`` as the field ``name`` of a ``record`` unless ``ok``."""
    if not ok:
        raise InvalidOptionError("scopa.record_field", record=record, name=name,
                                 form=i18n.Term(form), value=quote(value))


class HandRecord(_HandRecordFields):
    """A finished hand, for replay viewers and score sheets.

    ``number`` counts hands from 1; ``players`` is the number of players.  ``deal`` is the accepted deal (the
    whole deck in dealing order) and ``redeals`` the deals voided by three or
    four kings on the table.  ``plays`` are the :class:`PlayRecord` in
    order; ``leftovers`` the cards left on the table at the end and
    ``leftovers_to`` the side that got them (``None`` if nobody ever took).
    ``scores`` holds one :class:`~cardkit.scopa.scoring.HandScore` per side
    and ``totals`` the match scores after the hand.
    """

    __slots__ = ()

    def __new__(cls, number: int, players: int, dealer: int, first_player: int, deal: CardList,
                redeals: tuple, plays: tuple, leftovers: tuple, leftovers_to: Optional[int],
                scores: tuple, totals: tuple):
        # the state makes these; one made by hand is checked like any input,
        # so that its methods can trust their fields
        need_int("HandRecord", "number", number, lo=1)
        n = need_int("HandRecord", "players", players, lo=2, hi=4)
        sides = 2 if n == 4 else n
        need_int("HandRecord", "dealer", dealer, lo=0, hi=n - 1)
        need_int("HandRecord", "first_player", first_player, lo=0, hi=n - 1)
        _need_record("HandRecord", "deal", isinstance(deal, (list, tuple)) and len(deal) == 40
                     and all(type(c) is Card and c < 40 for c in deal), "scopa.form.deal", deal)
        for name, value in (("redeals", redeals), ("plays", plays), ("leftovers", leftovers)):
            _need_record("HandRecord", name, isinstance(value, tuple), "scopa.form.tuple", value)
        need_int("HandRecord", "leftovers_to", leftovers_to, lo=0, hi=sides - 1, optional=True)
        _need_record("HandRecord", "scores", isinstance(scores, tuple) and len(scores) == sides
                     and all(isinstance(x, HandScore) for x in scores), "scopa.form.scores", scores)
        need_ints("HandRecord", "totals", totals, count=sides)
        return super().__new__(cls, number, players, dealer, first_player, deal, redeals, plays,
                               leftovers, leftovers_to, scores, totals)

    def dealt(self, round: int = 1) -> dict:
        """The cards each player received in a round (1-based): ``{player: CardList}``."""
        n = self.players
        need_int("dealt", "round", round, lo=1, hi=36 // (3 * n))
        base = 0 if round == 1 else 3 * n + 4 + (round - 2) * 3 * n
        out = {}
        for k in range(n):
            p = (self.first_player + k) % n
            out[p] = CardList(self.deal[base + 3 * k: base + 3 * k + 3])
        return out

    @property
    def initial_table(self) -> CardList:
        n = self.players
        return CardList(self.deal[3 * n: 3 * n + 4])

    def score_log(self) -> ScoreLog:
        start = tuple(t - s.total for t, s in zip(self.totals, self.scores))
        return hand_score_log(self.scores, start)


i18n.register({
    "scopa.scopa": {"en": "scopa!", "it": "scopa!"},
})


@dataclasses.dataclass(frozen=True)
class ScopaView:
    """What one player may see of the state (immutable; for widgets and
    computer players).

    Own hand only (``hand``); the other hands as counts
    (``hand_sizes``).  Captured cards are public (every capture is made
    face up at the table), so ``captured`` gives each side's pile and
    ``seen`` every card that has been face up this hand (the first four on
    the table and every card played).  ``legal_moves`` is filled only when
    it is this player's turn.
    """

    player: int
    players: int
    side: int
    hand: CardSet
    hand_sizes: tuple
    table: tuple
    captured: tuple
    scope: tuple
    last_taker: Optional[int]
    dealer: int
    current_player: Optional[int]
    hand_number: int
    round_number: int
    stock_size: int
    plays_left: int
    scores: tuple
    target: int
    napola: bool
    seen: CardSet
    log: tuple
    legal_moves: tuple
    is_over: bool
    winner: Optional[int]

    def __post_init__(self):
        # the state makes views; one made by hand is checked like any input
        n = need_int("ScopaView", "players", self.players, lo=2, hi=4)
        need_int("ScopaView", "player", self.player, lo=0, hi=n - 1)
        for name in ("hand", "seen"):
            value = getattr(self, name)
            _need_record("ScopaView", name, isinstance(value, CardSet), "scopa.form.card_set", value)
        _need_record("ScopaView", "table", isinstance(self.table, tuple) and all(
            type(c) is Card and c < 40 for c in self.table), "scopa.form.table", self.table)
        _need_record("ScopaView", "captured", isinstance(self.captured, tuple)
                     and len(self.captured) == (2 if n == 4 else n)
                     and all(isinstance(x, CardSet) for x in self.captured), "scopa.form.piles",
                     self.captured)
        need_int("ScopaView", "stock_size", self.stock_size, lo=0, hi=40)

    @property
    def table_cards(self) -> CardList:
        return CardList(self.table)

    @property
    def my_turn(self) -> bool:
        return self.current_player == self.player

    @property
    def unseen(self) -> CardSet:
        """Cards this player has not seen this hand (other hands and the stock)."""
        return CardSet.from_mask(((1 << 40) - 1) & ~self.seen.mask & ~self.hand.mask)

    def side_of(self, player: int) -> int:
        return player % 2 if self.players == 4 else player

    def svg(self) -> str:
        """What this player sees, as SVG text: the table, his hand, the stock
        and the captured piles (a notebook shows it as an image)."""
        from ..svg import table_svg
        piles = [(i18n.tr("scopa.label.table"), list(self.table)),
                 (i18n.tr("scopa.label.your_hand"), list(self.hand), "row"),
                 (i18n.tr("scopa.label.stock"), self.stock_size, "back")]
        for side, pile in enumerate(self.captured):
            piles.append((i18n.tr("scopa.label.taken", side=_side_label(self.players, side)),
                          list(pile), "stack"))
        return table_svg(piles, deck="italian")

    def _repr_html_(self) -> str:
        from ..svg import svg_img
        return svg_img(self.svg())


class TurnInfo(NamedTuple):
    """What the player to move knows, as bitmasks (bit ``i`` is card number
    ``i``): the cheap counterpart of :class:`ScopaView` for computer players
    and the coach, which decide thousands of times a game and need only these
    few facts (see :meth:`ScopaState.turn_info`).

    ``hand`` is the player's own hand; ``table``, ``seen`` (every card face
    up this hand), ``piles`` (each side's captures), ``scope``,
    ``last_taker`` (``None`` before any capture), ``scores``,
    ``hand_sizes``, ``stock_size`` and ``plays_left`` are public;
    ``legal`` holds the legal moves, sorted.
    """

    player: int
    side: int
    hand: int
    table: int
    seen: int
    hand_sizes: tuple
    stock_size: int
    plays_left: int
    piles: tuple
    scope: tuple
    last_taker: Optional[int]
    scores: tuple
    legal: tuple

    @property
    def unseen(self) -> int:
        """The cards this player has not seen: the other hands and the stock."""
        return DECK_MASK & ~self.seen & ~self.hand


def _side_label(players: int, side: int) -> str:
    if players == 4:
        return i18n.tr("scopa.label.pair", n=side + 1)
    return i18n.tr("scopa.label.hand", n=side + 1)


# --------------------------------------------------------------------------
# The state
# --------------------------------------------------------------------------

class ScopaState(KeepsRecords, GameState):
    """A match of Scopa (mutable).  See the module docstring.

    ``records="last"`` or ``"none"`` makes a state for long simulations: it
    keeps only the last finished hand's record (or none) and the history of
    the current hand, so it runs in flat memory; it can undo only within the
    current hand and cannot be saved (see :mod:`cardkit.records`).

    >>> s = ScopaState(ScopaRules(players=2), seed=7)
    >>> s.current_player(), len(s.table), len(s.hand(0))
    (0, 4, 3)
    >>> s.play(s.legal_moves()[0])
    """

    deck = ITALIAN
    rules_class = ScopaRules

    def __init__(self, rules: ScopaRules | None = None, seed=0, *, deal=None, auto_deal: bool = True,
                 records: str = "all"):
        self._set_keep(records)
        if rules is None:
            rules = ScopaRules()
        if not isinstance(rules, ScopaRules):
            raise InvalidOptionError("scopa.rules_object", value=quote(rules))
        super().__init__(rules, seed, deal=deal, auto_deal=auto_deal)

    # ------------------------------------------------------------------
    # hooks
    # ------------------------------------------------------------------
    def _setup(self) -> None:
        r = self.rules
        n = r.players
        self._n = n
        self._nsides = r.sides
        self._side = tuple(r.side_of(p) for p in range(n))
        self._hand_no = 0
        self._dealer = r.dealer_of_hand(0)
        self._first = 0
        self._stock: tuple = ()           # this hand's deal, as card numbers
        self._seats: tuple = ()           # players in playing order from the leader
        self._pos = 40
        self._hands = [0] * n
        self._table = 0
        self._tsig = 0
        self._seen = 0                  # cards face up this hand (see :attr:`seen`)
        self._piles = [0] * self._nsides
        self._scope = [0] * self._nsides
        self._last_taker = -1
        self._turn = 0
        self._left = 0
        self._chance = True
        self._scores = [0] * self._nsides
        self._last_score: tuple | None = None
        self._log: list = []
        self._records = new_records()
        self._redeals: list = []
        self._over = False
        self._winner: Optional[int] = None
        self._legal: list = []          # always the legal moves of this state
        self._next = tuple((p + 1) % n for p in range(n))

    def _copy_fields(self, other: "ScopaState") -> None:
        d = other.__dict__
        for k, v in self.__dict__.items():
            if k.startswith("_") and k not in ("_history", "_deals"):
                d[k] = v.copy() if type(v) is list or type(v) is PackedList else v

    def is_chance_node(self) -> bool:
        return self._chance and not self._over

    def is_over(self) -> bool:
        return self._over

    def current_player(self) -> int:
        return self._turn

    def deal(self, order=None) -> None:
        """Deal the cards: ``order`` is the whole deck in dealing order (a
        notation string or list); ``None`` draws it from the seed (exactly as
        :meth:`cardkit.game.GameState.deal` does, only faster)."""
        if order is None and self._chance and not self._over:
            ids = shuffled_ids(f"{self.seed}/{self._deals}")
            self._deal_ids(ids)
            self._deals += 1
            self._history.append("deal " + " ".join(itemgetter(*ids)(_NOTATION)))
            self._history.settle()
            return
        if isinstance(order, str) and self._chance and not self._over:
            # fast path for replays and saved games: compact notation, each card once
            tokens = order.split()
            ids = [_ID_BY_NOTATION.get(t) for t in tokens]
            if len(ids) == 40 and None not in ids and len(set(ids)) == 40:
                self._deal_ids(ids)
                self._deals += 1
                self._history.append("deal " + " ".join(tokens))
                self._history.settle()
                return
        super().deal(order)

    def _deal_cards(self, order: list) -> None:
        self._deal_ids([int(c) for c in order])

    def _deal_ids(self, ids: list) -> None:
        """Apply a deal given as card numbers (plain ints) in dealing order."""
        self._forget_past()
        n = self._n
        t0 = 3 * n
        a, b, c, d = ids[t0:t0 + 4]
        tmask = (1 << a) | (1 << b) | (1 << c) | (1 << d)
        if (tmask & KINGS_MASK).bit_count() >= 3:
            # three or four kings face up: shuffle and deal again
            self._redeals.append(tuple(ids))
            return
        self._stock = tuple(ids)
        self._seats = _SEATS[n][self._first]
        self._pos = 0
        self._hands = [0] * n
        self._deal_round()              # the first three cards of each player
        self._pos = t0 + 4
        self._table = tmask
        self._seen = tmask
        sig = self._tsig = SIG_BIT[a] + SIG_BIT[b] + SIG_BIT[c] + SIG_BIT[d]
        self._piles = [0] * self._nsides
        self._scope = [0] * self._nsides
        self._last_taker = -1
        self._turn = first = self._first
        self._left = 36
        self._log = []
        self._chance = False
        self._legal = legal_moves_of(self._hands[first], tmask, sig)

    def _deal_round(self) -> None:
        """Three cards to each player, in playing order from the leader, from
        the next place of the deal."""
        ids = self._stock
        i = self._pos
        hands = self._hands
        for p in self._seats:
            hands[p] = (1 << ids[i]) | (1 << ids[i + 1]) | (1 << ids[i + 2])
            i += 3
        self._pos = i

    def legal_moves(self) -> list:
        """The legal moves, sorted (card played, then capture): ``[]`` at a
        chance node or when the match is over."""
        return self._legal[:]           # a copy: callers cannot change the state

    def _auto_chance(self) -> None:
        while self.auto_deal and not self._over and self._chance:
            self.deal()

    def _parse_move(self, text: str):
        return Move.parse(text)

    def coerce_move(self, move):
        """A :class:`Move` from a move, its notation (``"Rc:2d+Fs"``), a card
        (takes nothing) or a pair ``(card, capture)``."""
        if isinstance(move, Move):
            return move
        if isinstance(move, str):
            return Move.parse(move.strip())
        if isinstance(move, tuple) and len(move) == 2:
            return Move(move[0], move[1])
        return Move(move)

    def play(self, move) -> None:
        """Play a move (a :class:`Move`, its notation, a card, or
        ``(card, capture)``).

        An illegal move raises :class:`~cardkit.errors.IllegalMoveError`
        naming the rule broken, and leaves the state unchanged.

        This replaces the base class's ``play`` (validate, then the ``_apply``
        hook): on the engine's hot path the move is applied in the same body,
        since a call per move costs about 4% of a random-play hand.
        """
        legal = self._legal
        # Moves are interned (equal moves are the same object), so a legal
        # move is found by identity; this loop avoids ``move in legal``,
        # whose == falls back to identity only after slow Python-level slot
        # look-ups on Move (which defines ordering methods).
        for m in legal:
            if m is move:
                break
        else:
            if self._over:
                raise IllegalMoveError("state.game_over")
            if self._chance:
                raise IllegalMoveError("state.chance_pending")
            move = self.coerce_move(move)
            if move not in legal:
                raise self._explain_illegal(move)
        # apply it
        p = self._turn
        bit = move.bit
        hands = self._hands
        hands[p] ^= bit
        self._seen |= bit
        self._log.append(move)
        self._history.append(move._str)
        left = self._left - 1
        self._left = left
        cap = move.mask
        if cap:
            s = self._side[p]
            self._piles[s] |= move.take
            t = self._table ^ cap
            self._table = t
            self._tsig = sig = self._tsig - move.sig
            self._last_taker = p
            if not t and left:
                self._scope[s] += 1          # scopa (never with the hand's last card)
        else:
            t = self._table | bit
            self._table = t
            self._tsig = sig = self._tsig + move.vsig
        if left:
            nxt = self._next[p]
            self._turn = nxt
            h = hands[nxt]
            if not h:
                self._deal_round()
                h = hands[nxt]
            self._legal = legal_moves_of(h, t, sig)
            return
        self._legal = []
        self._end_hand()
        if self.auto_deal:              # the hand is over: deal the next one
            self._auto_chance()

    apply = play

    def why_illegal(self, move) -> Optional[str]:
        """``None`` if ``move`` (any form :meth:`play` accepts) is legal now,
        else the message of the error :meth:`play` would raise (in the current
        language).  The state is not changed."""
        try:
            m = self.coerce_move(move)
        except CardkitError as e:
            return str(e)
        if m in self._legal:
            return None
        if self._over:
            return i18n.tr("state.game_over")
        if self._chance:
            return i18n.tr("state.chance_pending")
        return str(self._explain_illegal(m))

    def _end_hand(self) -> None:
        leftovers = self._table
        lt = self._last_taker
        lside = self._side[lt] if lt >= 0 else None
        if leftovers and lside is not None:
            self._piles[lside] |= leftovers
        self._table = 0
        self._tsig = 0
        scores = score_masks(self._piles, self._scope, self.rules.napola)
        totals = self._scores
        for i, s in enumerate(scores):
            totals[i] += s.total
        self._last_score = scores
        self._records.append((
            self._hand_no, self._dealer, self._first, self._stock, tuple(self._redeals),
            tuple(self._log), leftovers, lside, scores, tuple(totals),
        ))
        self._redeals = []
        top = max(totals)
        if top >= self.rules.target and totals.count(top) == 1:
            self._over = True
            self._winner = totals.index(top)
        else:
            h = self._hand_no + 1
            self._hand_no = h
            self._dealer = self.rules.dealer_of_hand(h)
            self._first = h % self._n
            self._turn = self._first
        self._chance = True

    def _explain_illegal(self, m: Move) -> IllegalMoveError:
        p = self._turn
        c = m.card
        cap = m.mask
        hand = self._hands[p]
        table = self._table
        if not (hand >> c) & 1:
            return IllegalMoveError("scopa.not_held", card=str(c),
                                    hand=_fmt_cards(sorted(iter_bits(hand))) or i18n.tr("scopa.empty_hand"))
        v = VALUE[c]
        opts = option_masks(v, table)
        if not opts and cap:
            return IllegalMoveError("scopa.cannot_take", card=str(c))
        if cap & ~table:
            return IllegalMoveError("scopa.not_on_table", card=str(c),
                                    cards=_fmt_capture(cap & ~table),
                                    table=str(self.table) or i18n.tr("scopa.empty_table"))
        if not cap:
            return IllegalMoveError("scopa.must_take", card=str(c),
                                    options=", ".join(_fmt_capture(o) for o in opts))
        total = mask_value(cap)
        if total != v:
            return IllegalMoveError("scopa.wrong_sum", card=str(c), value=v,
                                    taken=_fmt_capture(cap), total=total)
        eq = table & VALUE_MASKS[v]
        if eq:
            return IllegalMoveError("scopa.equal_first", card=str(c), value=v,
                                    equal=i18n.tr("scopa.or").join(str(CARDS[i]) for i in iter_bits(eq)),
                                    taken=_fmt_capture(cap))
        return illegal_not_a_move(m, self.legal_moves())  # pragma: no cover - defensive

    # ------------------------------------------------------------------
    # reading the state
    # ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self._n

    @property
    def sides(self) -> int:
        return self._nsides

    def side_of(self, player: int) -> int:
        """The side (scoring unit) of a player."""
        need_int("side_of", "player", player, lo=0, hi=self._n - 1)
        return self._side[player]

    def side_name(self, side: int, lang: str | None = None) -> str:
        need_int("side_name", "side", side, lo=0, hi=self._nsides - 1)
        if self._n == 4:
            return i18n.tr("scopa.pair", lang, n=side + 1, a=side + 1, b=side + 3)
        return i18n.tr("player.n", lang, n=side + 1)

    @property
    def hands(self) -> tuple:
        """Every player's hand, as a :class:`CardSet` each."""
        return tuple(CardSet.from_mask(h) for h in self._hands)

    def player_name(self, player: int) -> str:
        need_int("player_name", "player", player, lo=0, hi=self._n - 1)
        return super().player_name(player)

    def hand(self, player: int) -> CardList:
        """One player's hand, lowest card number first."""
        need_int("hand", "player", player, lo=0, hi=self._n - 1)
        return CardList([CARDS[i] for i in iter_bits(self._hands[player])])

    @property
    def table(self) -> CardList:
        """The table, in order of arrival."""
        if self._chance or self._over:
            return CardList()
        return CardList(self._replay_hand(self._log, self._stock, self._first)[-1][2])

    @property
    def table_set(self) -> CardSet:
        return CardSet.from_mask(self._table)

    @property
    def piles(self) -> tuple:
        """The cards taken by each side this hand (a :class:`CardSet` each)."""
        return tuple(CardSet.from_mask(m) for m in self._piles)

    @property
    def scope(self) -> tuple:
        """Scope made by each side this hand."""
        return tuple(self._scope)

    @property
    def last_taker(self) -> Optional[int]:
        """The player who took last this hand (``None`` before any capture)."""
        return self._last_taker if self._last_taker >= 0 else None

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def first_player(self) -> int:
        """The player who leads this hand (the one after the dealer)."""
        return self._first

    @property
    def hand_number(self) -> int:
        """The hand being played (or about to be dealt), counted from 1."""
        return self._hand_no + 1

    @property
    def round_number(self) -> int:
        """The round of three cards being played, counted from 1."""
        if self._chance:
            return 1
        played = 36 - self._left
        return min(played // (3 * self._n) + 1, self.rules.rounds)

    @property
    def stock_size(self) -> int:
        """Cards not dealt yet this hand."""
        return 0 if self._chance else 40 - self._pos

    @property
    def stock(self) -> CardList:
        """The cards not dealt yet, in dealing order (hidden from the players:
        :meth:`view` shows only their number)."""
        if self._chance or self._over:
            return CardList()
        return CardList(self._stock[self._pos:])

    @property
    def plays_left(self) -> int:
        """Cards still to be played this hand (the last one cannot make a scopa)."""
        return self._left

    @property
    def seen(self) -> CardSet:
        """Every card face up so far this hand: the first four on the table and
        every card played."""
        return CardSet.from_mask(self._seen_mask())

    def _seen_mask(self) -> int:
        return 0 if self._chance or self._over else self._seen

    @property
    def scores(self) -> tuple:
        """Match scores, one per side."""
        return tuple(self._scores)

    @property
    def target(self) -> int:
        return self.rules.target

    def winner(self) -> Optional[int]:
        """The side that won the match (a player, or a pair 0/1 with four
        players), or ``None`` while it goes on."""
        return self._winner

    def last_hand_score(self) -> Optional[tuple]:
        """One :class:`HandScore` per side for the last finished hand (``None`` before)."""
        return self._last_score

    def last_hand_log(self) -> Optional[ScoreLog]:
        """The last finished hand's points as a :class:`~cardkit.game.ScoreLog`."""
        scores = self._last_score
        if scores is None:
            return None
        return hand_score_log(scores, tuple(t - s.total for t, s in zip(self._scores, scores)))

    def _drop_records(self, keep: int) -> None:
        self._records = new_records(self._records[len(self._records) - keep:] if keep else ())

    def moves_for(self, card) -> list:
        """The legal moves that play ``card`` (``[]`` if it cannot be played now)."""
        c = one_card(card)
        return [m for m in self.legal_moves() if m.card == c]

    def _replay_hand(self, log, stock, first) -> list:
        """Follow a hand's moves from its deal: ``[(player, table_before,
        table_after, scopa), ...]``, preceded by ``(None, (), table, False)``
        for the table as dealt."""
        n = self._n
        table = tuple(CARDS[x] for x in stock[3 * n: 3 * n + 4])
        steps = [(None, (), table, False)]
        left = 36
        for i, mv in enumerate(log):
            cap = mv.mask
            left -= 1
            if cap:
                after = tuple(x for x in table if not (cap >> x) & 1)
                scopa = not after and left > 0
            else:
                after = table + (mv.card,)
                scopa = False
            steps.append(((first + i) % n, table, after, scopa))
            table = after
        return steps

    def _play_records(self, log, stock, first) -> tuple:
        n = self._n
        side = self._side
        steps = self._replay_hand(log, stock, first)
        out = []
        for i, mv in enumerate(log):
            p, before, after, scopa = steps[i + 1]
            out.append(PlayRecord(i, i // (3 * n) + 1, p, side[p], mv.card,
                                  mv.capture, scopa, before, after))
        return tuple(out)

    def hand_log(self) -> tuple:
        """The plays of the current hand so far (:class:`PlayRecord` each);
        when the match is over, those of the last hand."""
        if self._over:
            if not self._records:       # records="none"
                return ()
            r = self._records[-1]
            return self._play_records(r[5], r[3], r[2])
        if self._chance:
            return ()
        return self._play_records(self._log, self._stock, self._first)

    def hand_record(self, index: int) -> HandRecord:
        """A finished hand (0-based index among the kept records: with
        ``records="last"`` only the last finished hand is kept), as a
        :class:`HandRecord`."""
        if not self._records:
            raise InvalidOptionError("scopa.no_hand_records")
        need_int("hand_record", "index", index, lo=-len(self._records), hi=len(self._records) - 1)
        (h, dealer, first, stock, redeals, log, left, lside, scores, totals) = self._records[index]
        return HandRecord(h + 1, self._n, dealer, first, CardList(stock),
                          tuple(CardList(r) for r in redeals), self._play_records(log, stock, first),
                          tuple(capture_sorted(left)), lside, scores, totals)

    def hand_records(self) -> tuple:
        """Every finished hand, in order."""
        return tuple(self.hand_record(i) for i in range(len(self._records)))

    @property
    def hands_played(self) -> int:
        """Hands finished so far (also those whose record was not kept)."""
        return self._hand_no + (1 if self._over else 0)

    def view(self, player: int) -> ScopaView:
        """What ``player`` may see: own hand, table, captures, scores; the
        other hands as counts only."""
        need_int("view", "player", player, lo=0, hi=self._n - 1)
        active = not self._chance and not self._over
        cur = self._turn if active else None
        return ScopaView(
            player=player,
            players=self._n,
            side=self._side[player],
            hand=CardSet.from_mask(self._hands[player]),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            table=tuple(self.table),
            captured=self.piles,
            scope=tuple(self._scope),
            last_taker=self.last_taker,
            dealer=self._dealer,
            current_player=cur,
            hand_number=self.hand_number,
            round_number=self.round_number,
            stock_size=self.stock_size,
            plays_left=self._left,
            scores=tuple(self._scores),
            target=self.rules.target,
            napola=self.rules.napola,
            seen=self.seen,
            log=self.hand_log(),
            legal_moves=tuple(self.legal_moves()) if cur == player else (),
            is_over=self._over,
            winner=self._winner,
        )

    def _coach(self):
        """The Scopa coach (:class:`cardkit.scopa.search.ScopaCoach`)."""
        from .search import COACH
        return COACH

    def turn_info(self) -> TurnInfo:
        """What the player to move knows (own hand and public facts), as
        bitmasks: a :class:`TurnInfo`.  Far cheaper than :meth:`view`, which
        also builds card objects and the records of the hand for widgets."""
        if self._over:
            raise IllegalMoveError("state.game_over")
        if self._chance:
            raise IllegalMoveError("state.chance_pending")
        p = self._turn
        lt = self._last_taker
        return TurnInfo(p, self._side[p], self._hands[p], self._table, self._seen,
                        tuple(h.bit_count() for h in self._hands), 40 - self._pos, self._left,
                        tuple(self._piles), tuple(self._scope), lt if lt >= 0 else None,
                        tuple(self._scores), tuple(self._legal))

    def snapshot(self) -> tuple:
        """Every game field as plain values (tests compare two states with it)."""
        return (
            self._hand_no, self._dealer, self._first, self._stock, self._pos, tuple(self._hands),
            self._table, self._tsig, tuple(self._piles), tuple(self._scope),
            self._last_taker, self._turn, self._left, self._chance,
            tuple(self._scores), self._last_score, tuple(self._log), tuple(self._records),
            tuple(self._redeals), self._over, self._winner, tuple(self._history), self._deals,
        )

    def _repr_html_(self) -> str:
        from ..svg import svg_img
        return svg_img(self.svg())

    def svg(self) -> str:
        """The table, every hand (face up: the state sees everything), the
        stock and the captured piles, as SVG text (a notebook shows it as an
        image)."""
        from ..svg import table_svg
        piles = [(i18n.tr("scopa.label.table"), list(self.table))]
        for p in range(self._n):
            piles.append((i18n.tr("scopa.label.hand", n=p + 1), list(self.hand(p)), "row"))
        piles.append((i18n.tr("scopa.label.stock"), self.stock_size, "back"))
        for side, pile in enumerate(self._piles):
            piles.append((i18n.tr("scopa.label.taken", side=_side_label(self._n, side)),
                          [CARDS[i] for i in iter_bits(pile)], "stack"))
        return table_svg(piles, deck="italian")

    def __repr__(self) -> str:
        r = self.rules
        head = f"<ScopaState {r.players} players, target {r.target}{', napola' if r.napola else ''}: "
        scores = "–".join(str(s) for s in self._scores)
        if self._over:
            return head + f"over, side {self._winner} won, scores {scores}>"
        return head + i18n.tr("scopa.repr", hand=self.hand_number, round=self.round_number,
                              player=self.player_name(self._turn), scores=scores) + ">"


ScopaRules.state_class = ScopaState

_NOTATION = tuple(str(c) for c in ITALIAN.cards)
_ID_BY_NOTATION = {str(c): int(c) for c in ITALIAN.cards}
#: the players in playing order from the leader, by number of players and leader
_SEATS = {n: tuple(tuple((first + k) % n for k in range(n)) for first in range(n)) for n in (2, 3, 4)}

def shuffled_ids(seed) -> list:
    """The card numbers 0..39 of the Italian deck shuffled from ``seed``: the
    same order as ``cardkit.cards.shuffle(ITALIAN.cards, seed)``, as ints."""
    return shuffle(range(40), seed)


def fast_shuffle(seed) -> list:
    """:func:`shuffled_ids` as cards: equal to ``shuffle(ITALIAN.cards, seed)``."""
    return [CARDS[i] for i in shuffled_ids(seed)]


def _fmt_cards(ids) -> str:
    return " ".join(str(CARDS[i]) for i in ids)


def _fmt_capture(m: int) -> str:
    return "+".join(str(c) for c in capture_sorted(m))


def deal_order(hands, table, players: int = 2, first: int = 0, rest=None) -> CardList:
    """Build a deal (the 40 cards in dealing order) that gives chosen cards.

    ``hands[p]`` lists the cards player ``p`` is to receive this hand, in
    order over the rounds (three a round; a shorter list leaves the later
    slots free); ``table`` the four cards turned up; ``first`` the player who
    leads the hand (``hand_index % players``); the free slots are filled with
    ``rest`` (default: the unused cards, lowest card number first).  Use it
    with ``ScopaState(rules, deal=...)`` or ``state.deal(...)`` to set up a
    position for a lesson.

    >>> order = deal_order([["5c", "Fc", "Rc"], ["6c"]], "2d 3c 5s Fb")
    >>> s = ScopaState(ScopaRules(), deal=order)
    >>> s.table, s.hand(0)
    (cards('2d 3c 5s Fb'), cards('5c Fc Rc'))
    """
    n = need_int("deal_order", "players", players, lo=2, hi=4)
    need_int("deal_order", "first", first, lo=0, hi=n - 1)
    slots: list = [None] * 40
    used = 0

    def put(i, c):
        nonlocal used
        c = one_card(c)
        if used >> c & 1:
            raise IllegalMoveError("scopa.deal_order.twice", card=str(c))
        used |= 1 << c
        slots[i] = c

    tcards = to_cards(table)
    if len(tcards) != 4:
        raise IllegalMoveError("scopa.deal_order.table", n=len(tcards))
    for j, c in enumerate(tcards):
        put(3 * n + j, c)
    if isinstance(hands, dict) and all(is_int(p) for p in hands):
        hands = [hands.get(p, ()) for p in range(n)]
    if not isinstance(hands, (list, tuple)) or len(hands) > n:
        raise IllegalMoveError("scopa.deal_order.hands", players=n, value=quote(hands))
    rounds = 36 // (3 * n)
    for p, hc in enumerate(hands):
        hc = to_cards(hc)
        if len(hc) > 3 * rounds:
            raise IllegalMoveError("scopa.deal_order.too_many", p=p, most=3 * rounds, n=len(hc))
        k = (p - first) % n
        for j, c in enumerate(hc):
            r, i = divmod(j, 3)
            base = 3 * k + i if r == 0 else 3 * n + 4 + (r - 1) * 3 * n + 3 * k + i
            put(base, c)
    fill = to_cards(rest) if rest is not None else []
    fill = [one_card(c) for c in fill if not (used >> one_card(c)) & 1]
    fill += [CARDS[i] for i in range(40) if not (used >> i) & 1 and CARDS[i] not in fill]
    it = iter(fill)
    for i in range(40):
        if slots[i] is None:
            slots[i] = next(it)
    return CardList(slots)
