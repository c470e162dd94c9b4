"""The Belote game: rules object, state (deal, bidding, honours, play,
scoring, match), per-player views.

Players are numbered 0..3 **in playing order** (anticlockwise): player
``p + 1`` sits on the right of player ``p`` and plays after him.  Seats:
0 South, 1 East, 2 North, 3 West (seen from above with North at the top,
anticlockwise is South → East → North → West).  Sides are fixed: side 0 is
players 0 and 2 (North–South), side 1 players 1 and 3 (East–West).

The first dealer is drawn by lot from the seed (:func:`first_dealer`); the
deal passes to the dealer's right (``dealer + 1``) after every deal, void
deals included.  See ``docs/rules/belote.md`` for every reading chosen where
the rule text is silent.

Moves, in notation (``state.legal_moves()`` is always sorted):

* first bidding round: ``"accept"`` (the turned suit becomes trumps) or ``"pass"``;
* second round: ``"name C"``, ``"name D"``, ``"name H"``, ``"name S"`` (any suit but
  the turned one) or ``"pass"``;
* Senza Atout round (after a trump is chosen): ``"senza"`` or ``"pass"``;
* play: a :class:`~cardkit.cards.Card` (``"JH"``).

The whole deck is dealt in one chance step (``state.deal(order)``): cards
0-11 of ``order`` go three at a time to the eldest hand (dealer's right),
the next two players and the dealer; cards 12-19 two at a time in the same
order; card 20 is turned face up; cards 21-31 complete the hands after the
bidding, three to each player from the eldest, two to the player who made
the final call, who also takes the turned card.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from .. import i18n
from ..cards import CARDS, FRENCH, FRENCH_SUITS, Card, CardList, CardSet, check_seed, shuffle
from ..errors import IllegalMoveError, InvalidCardError
from ..game import GameState, Rules, ScoreLog, illegal_not_a_move
from ..options import InvalidOptionError, is_int, need_choice, need_int, need_ints, quote
from . import _checks as check
from . import rules as R

i18n.register({
    "belote.seat.0": {"en": "South", "it": "Sud"},
    "belote.seat.1": {"en": "East", "it": "Est"},
    "belote.seat.2": {"en": "North", "it": "Nord"},
    "belote.seat.3": {"en": "West", "it": "Ovest"},
    "belote.side.0": {"en": "North–South", "it": "Nord–Sud"},
    "belote.side.1": {"en": "East–West", "it": "Est–Ovest"},
    "belote.bad_rules_object": {
        "en": "rules must be a BeloteRules object, e.g. BELOTE or BeloteRules(target=700), not {value}",
        "it": "rules deve essere un oggetto BeloteRules, per esempio BELOTE o BeloteRules(target=700), "
              "non {value}",
    },
    # bidding errors
    "belote.bid1_only": {
        "en": "first round of bidding: you may only accept the turned suit ({suit}) or pass",
        "it": "primo giro di dichiarazioni: puoi solo accettare il seme della carta girata ({suit}) "
              "o passare",
    },
    "belote.bid2_only": {
        "en": "second round of bidding: name a suit other than {suit} (the turned suit) or pass",
        "it": "secondo giro di dichiarazioni: proponi un seme diverso da {suit} (il seme della carta "
              "girata) o passa",
    },
    "belote.bid2_turned": {
        "en": "you cannot name {suit}: the turned suit was refused by everybody in the first round",
        "it": "non puoi proporre {suit}: il seme della carta girata è stato rifiutato da tutti "
              "nel primo giro",
    },
    "belote.senza_only": {
        "en": "the trump is chosen ({suit}): now you may only call Senza Atout (\"senza\") or pass",
        "it": "la briscola è scelta ({suit}): ora puoi solo dichiarare Senza Atout (\"senza\") "
              "o passare",
    },
    "belote.senza_too_early": {
        "en": "Senza Atout can be called only after a trump has been chosen",
        "it": "Senza Atout si può dichiarare solo dopo che è stata scelta la briscola",
    },
    "belote.bidding_not_card": {
        "en": "the cards are not played yet: it is the bidding (legal: {legal})",
        "it": "le carte non si giocano ancora: si sta dichiarando (mosse lecite: {legal})",
    },
    "belote.play_not_bid": {
        "en": "the bidding is over: play a card",
        "it": "le dichiarazioni sono finite: gioca una carta",
    },
    # score log
    "belote.log.cards": {"en": "deal {deal}: card points of the tricks", "it": "smazzata {deal}: punti delle carte prese"},
    "belote.log.last": {"en": "deal {deal}: last trick", "it": "smazzata {deal}: ultima presa"},
    "belote.log.capot": {"en": "deal {deal}: capot (all eight tricks)", "it": "smazzata {deal}: cappotto (tutte le otto prese)"},
    "belote.log.honours": {"en": "deal {deal}: honours", "it": "smazzata {deal}: accuse"},
    "belote.log.belote": {"en": "deal {deal}: belote and rebelote", "it": "smazzata {deal}: belote e rebelote"},
    "belote.log.failed": {
        "en": "deal {deal}: contract failed: the takers' {n} points go to this side",
        "it": "smazzata {deal}: impegno non mantenuto: i {n} punti di chi ha preso vanno a questa coppia",
    },
    "belote.log.litige": {
        "en": "deal {deal}: tie ({n} each): the takers' {held} points are held over («alla finestra»)",
        "it": "smazzata {deal}: parità ({n} a testa): i {held} punti di chi ha preso restano «alla finestra»",
    },
    "belote.log.held_won": {
        "en": "deal {deal}: held-over points («alla finestra») won in this deal",
        "it": "smazzata {deal}: punti «alla finestra» vinti in questa smazzata",
    },
    "belote.row.cards": {"en": "card points", "it": "punti delle carte"},
    "belote.row.last": {"en": "last trick (10) or capot (100)", "it": "ultima presa (10) o cappotto (100)"},
    "belote.row.honours": {"en": "honours", "it": "accuse"},
    "belote.row.belote": {"en": "belote", "it": "belote"},
    "belote.row.totals": {"en": "total", "it": "totale"},
    "belote.row.held_in": {"en": "held-over points won", "it": "punti «alla finestra» vinti"},
    "belote.row.credited": {"en": "marked", "it": "segnati"},
    "belote.outcome.made": {"en": "contract made", "it": "impegno mantenuto"},
    "belote.outcome.failed": {"en": "contract failed", "it": "impegno non mantenuto"},
    "belote.outcome.litige": {"en": "tie: «alla finestra» (litigé)", "it": "parità: «alla finestra» (litigé)"},
    "belote.announce.belote": {"en": "Belote", "it": "Belote"},
    "belote.announce.rebelote": {"en": "Rebelote", "it": "Rebelote"},
    "belote.move.accept": {"en": "accept the turned suit", "it": "accetto il seme girato"},
    "belote.move.pass": {"en": "pass", "it": "passo"},
    "belote.move.senza": {"en": "Senza Atout (no trumps)", "it": "Senza Atout"},
    "belote.move.name": {"en": "name {suit} as trumps", "it": "propongo {suit} come briscola"},
    "belote.no_trumps": {"en": "Senza Atout (no trumps)", "it": "Senza Atout"},
    "belote.contract": {
        "en": "{player} ({side}) plays with {trump}",
        "it": "{player} ({side}) gioca con {trump}",
    },
    "belote.contract.trump": {"en": "{suit} as trumps", "it": "briscola {suit}"},
    "belote.deal_summary": {
        "en": "deal {n}: {contract}; totals {t0}–{t1}: {outcome}; scored {c0}–{c1}",
        "it": "smazzata {n}: {contract}; totali {t0}–{t1}: {outcome}; segnati {c0}–{c1}",
    },
})


#: the bidding moves said by a word of their own ("name X" is the fourth)
_BID_WORDS = ("accept", "pass", "senza")


def bid_words(move, lang: str | None = None):
    """A bidding move in words, in ``lang``: ``"name H"`` is "name hearts as
    trumps", ``"pass"`` "pass" ("passo"); ``None`` when ``move`` is not a
    bidding move (the callers say how they refuse it)."""
    if type(move) is not str:
        return None
    if move in _BID_WORDS:
        return i18n.tr("belote.move." + move, lang)
    if len(move) == 6 and move.startswith("name ") and move[5] in FRENCH_SUITS:
        return i18n.tr("belote.move.name", lang, suit=i18n.tr("suit." + move[5], lang))
    return None

# phases
DEAL, BID1, BID2, SENZA, PLAY, OVER = "deal", "bid1", "bid2", "senza", "play", "over"
BID_WORDS = {
    "accept": "accept", "accetto": "accept", "accetta": "accept", "take": "accept", "prendo": "accept",
    "pass": "pass", "passo": "pass", "passa": "pass",
    "senza": "senza", "senza atout": "senza", "sa": "senza", "nt": "senza", "no trumps": "senza",
    "sans atout": "senza",
}
NAME_MOVES = tuple(sorted("name " + s for s in FRENCH_SUITS))


def _cl(items) -> CardList:
    """A CardList from cards already checked (skips re-parsing)."""
    out = CardList.__new__(CardList)
    list.__init__(out, items)
    return out


def first_dealer(seed) -> int:
    """The first dealer, drawn by lot from the seed (0..3)."""
    return shuffle(range(4), f"{check_seed(seed)}/dealer")[0]


def seat_name(player: int, lang: str | None = None) -> str:
    """The seat of ``player`` (0 South, 1 East, 2 North, 3 West)."""
    return i18n.tr(f"belote.seat.{check.seat('seat_name', 'player', player)}", lang)


def side_name(side: int, lang: str | None = None) -> str:
    """The name of ``side`` (0 North–South, 1 East–West)."""
    return i18n.tr(f"belote.side.{check.side('side_name', 'side', side)}", lang)


def _suit_term(t) -> "i18n.Term":
    """The suit's word, translated when the message is shown (for errors)."""
    if t is None or t == R.NO_TRUMP:
        return i18n.Term("belote.no_trumps")
    letter = t if isinstance(t, str) else FRENCH_SUITS[t]
    return i18n.Term("suit." + letter)


def _suit_word(t) -> str:
    if t is None or t == R.NO_TRUMP:
        return i18n.tr("belote.no_trumps")
    letter = t if isinstance(t, str) else FRENCH_SUITS[t]
    return i18n.tr("suit." + letter)


# --------------------------------------------------------------------------
# rules object
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class BeloteRules(Rules):
    """Belote rules: the only option is the game's ``target`` (500 by
    default; 700 or 1000 are the usual alternatives).  Presets:
    :data:`BELOTE`, :data:`BELOTE_700`, :data:`BELOTE_1000` (all in
    :data:`PRESETS`).

    The option is checked like every rules option of the kit
    (:mod:`cardkit.options`): a whole number of at least 1, never a float
    or a bool, so a save with ``"target": 500.5`` or ``true`` is refused
    in one sentence naming the option.

    >>> BeloteRules(target=700)
    BeloteRules(target=700)
    >>> BeloteRules(target=500.0)
    Traceback (most recent call last):
    ...
    cardkit.options.InvalidOptionError: BeloteRules: target must be a whole number of at least 1, not 500.0
    """

    game: ClassVar[str] = "belote"
    target: int = 500

    def __post_init__(self):
        need_int("BeloteRules", "target", self.target, lo=1)


BELOTE = BeloteRules()
BELOTE_700 = BeloteRules(target=700)
BELOTE_1000 = BeloteRules(target=1000)
#: every preset by name (the property tests iterate this registry)
PRESETS = {"BELOTE": BELOTE, "BELOTE_700": BELOTE_700, "BELOTE_1000": BELOTE_1000}


# --------------------------------------------------------------------------
# small public values
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Contract:
    """Who made the final call and with which trump (``None`` = Senza Atout)."""

    taker: int
    trump: str | None
    chooser: int          # who chose the suit (differs from taker after Senza Atout)
    round: int            # bidding round in which the suit was chosen (1 or 2)

    def __post_init__(self):
        check.seat("Contract", "taker", self.taker)
        need_choice("Contract", "trump", self.trump, (None,) + tuple(FRENCH_SUITS))
        check.seat("Contract", "chooser", self.chooser)
        need_int("Contract", "round", self.round, lo=1, hi=2)

    @property
    def side(self) -> int:
        return self.taker % 2

    @property
    def senza(self) -> bool:
        return self.trump is None

    def __str__(self) -> str:
        trump = (i18n.tr("belote.no_trumps") if self.trump is None
                 else i18n.tr("belote.contract.trump", suit=_suit_word(self.trump)))
        return i18n.tr("belote.contract", player=seat_name(self.taker), side=side_name(self.side),
                       trump=trump)


@dataclasses.dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the four cards in playing order, who won."""

    leader: int
    cards: tuple
    winner: int

    def __post_init__(self):
        check.seat("Trick", "leader", self.leader)
        cards_ = check.trick("Trick", "cards", self.cards, most=4)
        if len(cards_) != 4:
            raise InvalidCardError("belote.trick_size", n=len(cards_))
        object.__setattr__(self, "cards", tuple(c if type(c) is Card else CARDS[c] for c in cards_))
        check.seat("Trick", "winner", self.winner)

    @property
    def players(self) -> tuple:
        return tuple((self.leader + i) % 4 for i in range(4))

    def card_list(self) -> CardList:
        return CardList(list(self.cards))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)


@dataclasses.dataclass(frozen=True)
class Announcement:
    """A belote announcement: ``word`` is ``"belote"`` (first of K/Q of
    trumps played) or ``"rebelote"`` (the second)."""

    player: int
    word: str
    card: Card
    trick: int

    def __post_init__(self):
        check.seat("Announcement", "player", self.player)
        need_choice("Announcement", "word", self.word, ("belote", "rebelote"))
        check.trick("Announcement", "card", [self.card], most=1)
        object.__setattr__(self, "card", CARDS[self.card])
        need_int("Announcement", "trick", self.trick, lo=0, hi=7)

    def said(self, lang: str | None = None) -> str:
        return i18n.tr("belote.announce." + self.word, lang)


@dataclasses.dataclass(frozen=True)
class DealScore:
    """The score breakdown of one played deal (pairs are indexed by side).

    ``totals`` = card points + last trick/capot + honours + belote, the
    numbers compared for the contract; ``credited`` what each side actually
    marks after the contract test and the held-over points.
    """

    number: int
    dealer: int
    contract: Contract
    card_points: tuple
    last_trick: tuple         # 10 (or 100 for capot) for the side that took the last trick
    capot: int | None         # the side that took all eight tricks
    honours: tuple            # points per side (one side at most)
    honours_side: int | None
    belote: tuple             # 20 for the side holding K and Q of trumps
    totals: tuple
    outcome: str              # "made", "failed" or "litige"
    credited: tuple
    held_in: int              # points «alla finestra» coming from earlier deals
    held_in_to: int | None    # the side that won them in this deal (None: still held)
    held_over: int            # points «alla finestra» after this deal
    tricks: tuple             # the eight Tricks
    hands: tuple              # each player's eight cards after the completion deal (CardSets)

    def __post_init__(self):
        o = "DealScore"
        need_int(o, "number", self.number, lo=1)
        check.seat(o, "dealer", self.dealer)
        check.kind(o, "contract", self.contract, Contract)
        for name in ("card_points", "last_trick", "honours", "belote", "totals", "credited"):
            object.__setattr__(self, name, need_ints(o, name, getattr(self, name), count=2, lo=0,
                                                     hi=check.MAX_POINTS))
        need_int(o, "capot", self.capot, lo=0, hi=1, optional=True)
        need_int(o, "honours_side", self.honours_side, lo=0, hi=1, optional=True)
        need_choice(o, "outcome", self.outcome, ("made", "failed", "litige"))
        for name in ("held_in", "held_over"):
            check.points(o, name, getattr(self, name))
        need_int(o, "held_in_to", self.held_in_to, lo=0, hi=1, optional=True)
        check.kind(o, "tricks", self.tricks, tuple)
        check.kind(o, "hands", self.hands, tuple)

    @property
    def taker_side(self) -> int:
        return self.contract.side

    def breakdown(self, lang: str | None = None) -> list:
        """Rows ``(label, side 0, side 1)`` for a score table: card points,
        last trick or capot, honours, belote, totals, held-over points won,
        points marked."""
        held = tuple(self.held_in if self.held_in_to == s else 0 for s in (0, 1))
        rows = [
            ("belote.row.cards", self.card_points), ("belote.row.last", self.last_trick),
            ("belote.row.honours", self.honours), ("belote.row.belote", self.belote),
            ("belote.row.totals", self.totals), ("belote.row.held_in", held),
            ("belote.row.credited", self.credited),
        ]
        return [(i18n.tr(k, lang), v[0], v[1]) for k, v in rows]

    def summary(self, lang: str | None = None) -> str:
        return i18n.tr(
            "belote.deal_summary", lang, n=self.number, contract=str(self.contract),
            t0=self.totals[0], t1=self.totals[1],
            outcome=i18n.tr("belote.outcome." + self.outcome, lang),
            c0=self.credited[0], c1=self.credited[1],
        )

    def __str__(self) -> str:
        return self.summary()


@dataclasses.dataclass(frozen=True)
class BeloteView:
    """What one player may know: his own hand, the public table, the scores.

    Other hands appear only as their sizes; the honours shown are those the
    scoring side declared (they are shown at the table).
    """

    player: int
    dealer: int
    phase: str
    hand: CardList
    hand_sizes: tuple
    turned: Card | None
    bids: tuple
    contract: Contract | None
    trick: CardList
    trick_leader: int | None
    tricks: tuple
    tricks_won: tuple
    played: CardSet
    honours: tuple            # per side, tuple of Honour (only the scoring side's)
    honours_side: int | None
    announcements: tuple
    scores: tuple
    held_over: int
    current_player: int | None
    legal_moves: tuple

    def __post_init__(self):
        check.seat("BeloteView", "player", self.player)
        check.seat("BeloteView", "dealer", self.dealer)
        need_choice("BeloteView", "phase", self.phase, (DEAL, BID1, BID2, SENZA, PLAY, OVER))
        need_int("BeloteView", "current_player", self.current_player, lo=0, hi=3, optional=True)
        for name, kinds in (("hand", CardList), ("trick", CardList), ("played", CardSet),
                            ("turned", (Card, type(None))), ("contract", (Contract, type(None))),
                            ("hand_sizes", tuple), ("bids", tuple), ("tricks", tuple), ("tricks_won", tuple),
                            ("honours", tuple), ("announcements", tuple), ("scores", tuple),
                            ("legal_moves", tuple)):
            check.kind("BeloteView", name, getattr(self, name), kinds)

    @property
    def side(self) -> int:
        return self.player % 2

    @property
    def partner(self) -> int:
        return (self.player + 2) % 4

    @property
    def trump(self):
        return None if self.contract is None else self.contract.trump


# --------------------------------------------------------------------------
# the state
# --------------------------------------------------------------------------

class BeloteState(GameState):
    """A Belote match between two pairs.  See the module docstring."""

    deck = FRENCH
    rules_class = BeloteRules

    def __init__(self, rules: BeloteRules | None = BELOTE, seed=0, **kw):
        if rules is None:               # as for the other games: None means the default rules
            rules = BELOTE
        if not isinstance(rules, BeloteRules):
            raise InvalidOptionError("belote.bad_rules_object", value=quote(rules))
        super().__init__(rules, seed, **kw)

    # ---------------------------------------------------------------- setup
    def _setup(self) -> None:
        self.dealer = first_dealer(self.seed)
        self.phase = DEAL
        self.scores = [0, 0]
        self.held_over = 0
        self.score_log = ScoreLog(2)
        self.deal_scores = []
        self.void_deals = 0
        self.winner = None
        self._new_deal_fields()

    def _new_deal_fields(self) -> None:
        self.hand_masks = [0, 0, 0, 0]
        self.initial_hands = (0, 0, 0, 0)
        self.turned = None
        self._rest = ()
        self.bids = []
        self.turns = 0
        self.to_move = (self.dealer + 1) % 4
        self.trump = None           # trump index (0..3 or NO_TRUMP) once chosen
        self.chooser = None
        self.choice_round = 0
        self.taker = None
        self.trick = []
        self.leader = None
        self.tricks = []
        self.won = [0, 0]
        self.trick_counts = [0, 0]
        self.honours_result = None
        self.honours_players = None  # absolute player of each by_player entry
        self._by_player = None       # cache of honours_by_player
        self.belote_player = None
        self.announcements = []
        self._legal = None

    def _copy_fields(self, other) -> None:
        d = self.__dict__
        o = other.__dict__
        for k, v in d.items():
            if k in o:
                continue
            o[k] = v.copy() if isinstance(v, list) else v
        o["score_log"] = self.score_log.copy()

    # ---------------------------------------------------------------- hooks
    def is_chance_node(self) -> bool:
        return self.phase == DEAL

    def is_over(self) -> bool:
        return self.phase == OVER

    def current_player(self) -> int:
        return self.to_move

    @property
    def eldest(self) -> int:
        """The player on the dealer's right: speaks and is dealt to first."""
        return (self.dealer + 1) % 4

    def _deal_cards(self, order: list) -> None:
        self._new_deal_fields()
        e = (self.dealer + 1) % 4
        hands = [0, 0, 0, 0]
        for k in range(4):
            p = (e + k) % 4
            a, b, c = order[3 * k:3 * k + 3]
            d, f = order[12 + 2 * k:14 + 2 * k]
            hands[p] = (1 << a) | (1 << b) | (1 << c) | (1 << d) | (1 << f)
        self.hand_masks = hands
        self.turned = order[20]
        self._rest = tuple(order[21:])
        self.phase = BID1
        self.to_move = e

    def play(self, move) -> None:
        """Play ``move`` (a move or its notation), e.g. ``"accept"``,
        ``"name H"``, ``"senza"``, ``"pass"`` or a card ``"JH"``.

        An illegal move raises :class:`~cardkit.errors.IllegalMoveError`
        naming the rule it breaks and leaves the state unchanged.  (Same
        contract as :meth:`GameState.play`, with a faster path.)
        """
        ph = self.phase
        if ph == OVER:
            raise IllegalMoveError("state.game_over")
        if ph == DEAL:
            raise IllegalMoveError("state.chance_pending")
        lm = self._legal
        if lm is None:
            self.legal_moves()
            lm = self._legal
        t = type(move)
        if t is Card or (t is str and move in lm):
            m = move
        else:
            m = self.coerce_move(move)
        if m not in lm:
            raise self._explain_illegal(m)
        self._apply(m)
        self._history.append(str(m))
        if self.phase == DEAL and self.auto_deal:
            self._auto_chance()

    apply = play

    def legal_moves(self) -> list:
        lm = self._legal
        if lm is None:
            ph = self.phase
            if ph == PLAY:
                lm = R.french_cards(R.legal_mask(self.hand_masks[self.to_move], self.trick, self.trump))
            elif ph == BID1:
                lm = ["accept", "pass"]
            elif ph == BID2:
                lm = [m for m in NAME_MOVES if m[-1] != self.turned.suit] + ["pass"]
            elif ph == SENZA:
                lm = ["pass", "senza"]
            else:
                lm = []
            self._legal = lm
        return list(lm)

    def coerce_move(self, move):
        if isinstance(move, str):
            return self._parse_move(move.strip())
        if isinstance(move, Card):
            return move
        if is_int(move) and 0 <= move < 72:
            return CARDS[move]
        raise illegal_not_a_move(move, self.legal_moves())

    def _parse_move(self, text: str):
        low = " ".join(text.lower().split())
        if low in BID_WORDS:
            return BID_WORDS[low]
        for prefix in ("name ", "propongo ", "nomino "):
            if low.startswith(prefix):
                try:
                    t = R.trump_index(text.split()[-1])
                except InvalidCardError:
                    raise illegal_not_a_move(text, self.legal_moves()) from None
                if t == R.NO_TRUMP:
                    return "senza"
                return "name " + FRENCH_SUITS[t]
        try:
            return Card(text)
        except InvalidCardError:
            raise illegal_not_a_move(text, self.legal_moves()) from None

    def why_illegal(self, move) -> str | None:
        """The sentence naming the rule ``move`` would break now, or ``None``
        if it is legal (for widgets: explain a clicked card without playing)."""
        from ..errors import CardkitError
        if self.phase == OVER:
            return str(IllegalMoveError("state.game_over"))
        if self.phase == DEAL:
            return str(IllegalMoveError("state.chance_pending"))
        try:
            m = self.coerce_move(move)
        except CardkitError as e:
            return str(e)
        if m in self.legal_moves():
            return None
        return str(self._explain_illegal(m))

    def _explain_illegal(self, m) -> IllegalMoveError:
        ph = self.phase
        legal = ", ".join(str(x) for x in self.legal_moves())
        turned = _suit_term(self.turned.suit) if self.turned is not None else ""
        if ph in (BID1, BID2, SENZA) and isinstance(m, Card):
            return IllegalMoveError("belote.bidding_not_card", legal=legal)
        if ph == BID1:
            if m == "senza":
                return IllegalMoveError("belote.senza_too_early")
            return IllegalMoveError("belote.bid1_only", suit=turned)
        if ph == BID2:
            if m == "senza":
                return IllegalMoveError("belote.senza_too_early")
            if isinstance(m, str) and m == "name " + self.turned.suit:
                return IllegalMoveError("belote.bid2_turned", suit=turned)
            return IllegalMoveError("belote.bid2_only", suit=turned)
        if ph == SENZA:
            return IllegalMoveError("belote.senza_only", suit=_suit_term(self.trump))
        if ph == PLAY:
            if not isinstance(m, Card):
                return IllegalMoveError("belote.play_not_bid")
            err = R.illegal_card_error(self.hand_masks[self.to_move], self.trick, self.trump, int(m))
            if err is not None:
                return err
        return illegal_not_a_move(m, self.legal_moves())

    # ---------------------------------------------------------------- apply
    def _apply(self, m) -> None:
        self._legal = None
        p = self.to_move
        ph = self.phase
        if ph == PLAY:
            self._play_card(p, m)
            return
        self.bids.append((p, m))
        if ph == BID1:
            if m == "accept":
                self._chosen(p, FRENCH_SUITS.index(self.turned.suit), 1)
            else:
                self._next_bidder(p, BID2)
        elif ph == BID2:
            if m == "pass":
                self._next_bidder(p, None)
            else:
                self._chosen(p, FRENCH_SUITS.index(m[-1]), 2)
        else:  # SENZA
            if m == "senza":
                self.trump = R.NO_TRUMP
                self._complete(p)
            else:
                self.turns += 1
                if self.turns == 4:
                    self._complete(self.chooser)
                else:
                    self.to_move = (p + 1) % 4

    def _next_bidder(self, p: int, after) -> None:
        self.turns += 1
        if self.turns < 4:
            self.to_move = (p + 1) % 4
            return
        self.turns = 0
        if after == BID2:
            self.phase = BID2
            self.to_move = (self.dealer + 1) % 4
        else:  # everybody passed twice: the deal is void, the next dealer deals
            self.void_deals += 1
            self.dealer = (self.dealer + 1) % 4
            self.phase = DEAL

    def _chosen(self, p: int, t: int, rnd: int) -> None:
        self.trump = t
        self.chooser = p
        self.choice_round = rnd
        self.phase = SENZA
        self.turns = 0
        self.to_move = (p + 1) % 4

    def _complete(self, taker: int) -> None:
        self.taker = taker
        rest = self._rest
        e = (self.dealer + 1) % 4
        i = 0
        hands = self.hand_masks
        for k in range(4):
            p = (e + k) % 4
            n = 2 if p == taker else 3
            for c in rest[i:i + n]:
                hands[p] |= 1 << c
            i += n
        hands[taker] |= 1 << self.turned
        self.initial_hands = tuple(hands)
        order = [(e + k) % 4 for k in range(4)]
        res = R.compare_masks([hands[p] for p in order])
        self.honours_result = res
        self.honours_players = tuple(order)
        t = self.trump
        if t != R.NO_TRUMP:
            kq = (1 << (40 + t * 8 + 6)) | (1 << (40 + t * 8 + 5))
            for p in range(4):
                if hands[p] & kq == kq:
                    self.belote_player = p
        self.phase = PLAY
        self.leader = taker
        self.to_move = taker

    def _play_card(self, p: int, c) -> None:
        self.hand_masks[p] &= ~(1 << c)
        trick = self.trick
        trick.append(c)
        t = self.trump
        if p == self.belote_player and R.SUIT_INDEX[c] == t and R.RANK_INDEX[c] in (5, 6):
            word = "rebelote" if self.announcements else "belote"
            self.announcements.append(Announcement(p, word, c, len(self.tricks)))
        if len(trick) < 4:
            self.to_move = (p + 1) % 4
            return
        w = R.winner_index(trick, t)
        winner = (self.leader + w) % 4
        side = winner & 1
        self.won[side] |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
        self.trick_counts[side] += 1
        self.tricks.append(Trick(self.leader, tuple(trick), winner))
        self.trick = []
        self.leader = winner
        self.to_move = winner
        if len(self.tricks) == 8:
            self._score_deal()

    # ---------------------------------------------------------------- scoring
    def _score_deal(self) -> None:
        t = self.trump
        cp = (R.points_mask(self.won[0], t), R.points_mask(self.won[1], t))
        last_side = self.tricks[-1].winner & 1
        capot = last_side if self.trick_counts[last_side] == 8 else None
        last = [0, 0]
        last[last_side] = R.CAPOT if capot is not None else R.LAST_TRICK
        res = self.honours_result
        hon_side = None if res.side is None else self.honours_players[res.player] & 1
        hon = (0, 0) if hon_side is None else ((res.points, 0) if hon_side == 0 else (0, res.points))
        bel = [0, 0]
        if self.belote_player is not None:
            bel[self.belote_player & 1] = R.BELOTE_POINTS
        totals = tuple(cp[s] + last[s] + hon[s] + bel[s] for s in (0, 1))
        ts = self.taker & 1
        ds = 1 - ts
        held_in = self.held_over
        st = R._settle(totals, bel, ts, held_in)
        log = self.score_log
        dn = len(self.deal_scores) + 1
        items = (("belote.log.cards", cp), ("belote.log.capot" if capot is not None else "belote.log.last", last),
                 ("belote.log.honours", hon), ("belote.log.belote", bel))
        if st.outcome == "made":
            for s in (ts, ds):
                for key, vals in items:
                    if vals[s]:
                        log.add(s, vals[s], key, deal=dn)
        else:
            for key, vals in items:
                if vals[ds]:
                    log.add(ds, vals[ds], key, deal=dn)
            if bel[ts]:   # the belote is never cancelled: it stays with its holder
                log.add(ts, bel[ts], "belote.log.belote", deal=dn)
            rest = totals[ts] - bel[ts]
            if st.outcome == "failed":
                log.add(ds, rest, "belote.log.failed", n=rest, deal=dn)
            else:
                log.add(ts, 0, "belote.log.litige", n=totals[ts], held=rest, deal=dn)
        if st.held_in_to is not None:
            log.add(st.held_in_to, held_in, "belote.log.held_won", deal=dn)
        credited, outcome, held, held_in_to = st.credited, st.outcome, st.held_over, st.held_in_to
        self.held_over = held
        self.scores[0] += credited[0]
        self.scores[1] += credited[1]
        contract = self.contract
        self.deal_scores.append(DealScore(
            len(self.deal_scores) + 1, self.dealer, contract, cp, tuple(last), capot, tuple(hon), hon_side,
            tuple(bel), totals, outcome, tuple(credited), held_in, held_in_to, held, tuple(self.tricks),
            tuple(CardSet.from_mask(h) for h in self.initial_hands),
        ))
        winner = R._game_winner(self.scores, self.rules.target)
        if winner is not None:
            self.winner = winner
            self.phase = OVER
            self.to_move = None
        else:
            self.phase = DEAL
            self.dealer = (self.dealer + 1) % 4
        self._legal = None

    # ---------------------------------------------------------------- the coach
    def _coach(self):
        """The Belote coach (:mod:`cardkit.belote.search`)."""
        from .search import COACH
        return COACH

    # ---------------------------------------------------------------- views for widgets
    @property
    def contract(self) -> Contract | None:
        if self.taker is None:
            return None
        return Contract(self.taker, R.trump_letter(self.trump), self.chooser, self.choice_round)

    @property
    def trump_suit(self):
        """The trump suit letter, ``None`` for Senza Atout or before the choice
        (see :attr:`contract`)."""
        return None if self.trump is None else R.trump_letter(self.trump)

    def hand(self, player: int) -> CardList:
        """The current hand of ``player``, sorted."""
        need_int("hand", "player", player, lo=0, hi=3)
        return _cl(R.french_cards(self.hand_masks[player]))

    @property
    def hands(self) -> tuple:
        """The four current hands as sorted CardLists (everything visible:
        for teachers, tests and open-hand widgets; players see :meth:`view`)."""
        return tuple(_cl(R.french_cards(h)) for h in self.hand_masks)

    @property
    def belote_announcements(self) -> tuple:
        """The belote/rebelote announcements of this deal, in order."""
        return tuple(self.announcements)

    @property
    def current_trick(self) -> CardList:
        return _cl(self.trick)

    @property
    def trick_leader(self):
        return self.leader if self.phase == PLAY else None

    @property
    def tricks_won(self) -> tuple:
        """Tricks won so far in this deal, per side."""
        return tuple(self.trick_counts)

    def won_cards(self, side: int) -> CardSet:
        """The cards ``side`` has won in this deal."""
        return CardSet.from_mask(self.won[check.side("won_cards", "side", side)])

    @property
    def honours_by_side(self) -> tuple:
        """The honours of each side as declared (all of them, before the
        comparison decides which side scores)."""
        bp = self.honours_by_player
        return (bp[0] + bp[2], bp[1] + bp[3])

    @property
    def honours_by_player(self) -> tuple:
        """The honours (no belote) each player declared in this deal."""
        if self._by_player is not None:
            return self._by_player
        res = self.honours_result
        if res is None:
            return ((), (), (), ())
        out = [(), (), (), ()]
        for i, hs in enumerate(res.by_player):
            out[self.honours_players[i]] = hs
        self._by_player = tuple(out)
        return self._by_player

    @property
    def honours_side(self):
        """The side that scores honours in this deal (``None``: nobody)."""
        res = self.honours_result
        if res is None or res.side is None:
            return None
        return self.honours_players[res.player] & 1

    @property
    def honours_points(self) -> int:
        res = self.honours_result
        return 0 if res is None else res.points

    @property
    def scored_honours(self) -> tuple:
        """Per side, the honours that score (only the winning side's)."""
        s = self.honours_side
        if s is None:
            return ((), ())
        both = self.honours_by_side
        return (both[0], ()) if s == 0 else ((), both[1])

    @property
    def last_deal(self):
        """The :class:`DealScore` of the last played deal, or ``None``."""
        return self.deal_scores[-1] if self.deal_scores else None

    @property
    def match_scores(self) -> tuple:
        return tuple(self.scores)

    @property
    def returns(self) -> tuple:
        """+1 for each player of the winning side, -1 for the others (0 while playing)."""
        if self.winner is None:
            return (0, 0, 0, 0)
        return tuple(1 if p % 2 == self.winner else -1 for p in range(4))

    def player_name(self, player: int) -> str:
        if player is None:
            return "—"
        return seat_name(need_int("player_name", "player", player, lo=0, hi=3))

    def view(self, player: int) -> BeloteView:
        """What ``player`` may see (the other hands are hidden)."""
        need_int("view", "player", player, lo=0, hi=3)
        if self.phase == PLAY:
            h = self.hand_masks
            played = FRENCH.mask & ~(h[0] | h[1] | h[2] | h[3])
        else:
            played = 0
        turned = self.turned if self.phase in (BID1, BID2, SENZA, PLAY) else None
        hs = self.scored_honours
        return BeloteView(
            player=player, dealer=self.dealer, phase=self.phase,
            hand=self.hand(player), hand_sizes=tuple(h.bit_count() for h in self.hand_masks),
            turned=turned, bids=tuple(self.bids), contract=self.contract,
            trick=self.current_trick, trick_leader=self.trick_leader, tricks=tuple(self.tricks),
            tricks_won=self.tricks_won, played=CardSet.from_mask(played),
            honours=hs, honours_side=self.honours_side, announcements=tuple(self.announcements),
            scores=tuple(self.scores), held_over=self.held_over,
            current_player=None if self.phase in (DEAL, OVER) else self.to_move,
            legal_moves=tuple(self.legal_moves()) if self.to_move == player else (),
        )

    def __repr__(self) -> str:
        return (f"<BeloteState target={self.rules.target} seed={self.seed!r} phase={self.phase} "
                f"dealer={self.dealer} scores={tuple(self.scores)} moves={len(self._history)}>")

    def __str__(self) -> str:
        lines = [repr(self)]
        if self.contract is not None:
            lines.append(str(self.contract))
        elif self.turned is not None and self.phase in (BID1, BID2, SENZA):
            lines.append(f"turned: {self.turned}")
        for p in range(4):
            mark = "*" if p == self.to_move and self.phase not in (DEAL, OVER) else " "
            lines.append(f"{mark}{seat_name(p):6} {self.hand(p)}")
        if self.trick:
            lines.append("trick: " + " ".join(str(CARDS[c]) for c in self.trick))
        return "\n".join(lines)


BeloteRules.state_class = BeloteState


def new_game(rules: BeloteRules = BELOTE, seed=0, **kw) -> BeloteState:
    """A new match; the first dealer and every deal come from ``seed``."""
    return BeloteState(rules, seed, **kw)
