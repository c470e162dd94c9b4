"""Picchetto / Piquet for three and four players: the table engine.

The presets ``PICCHETTO_TRE`` (three players, 10 cards each),
``PICCHETTO_COPPIE`` and ``A_ECRIRE`` (four players in two pairs, 8 cards
each) are options of the one :class:`~cardkit.picchetto.rules.PicchettoRules`
(``players``, ``partnerships``, ``hand_size``, ``bonus_at``);
``rules.new_game(seed)`` makes a :class:`TableState` for them.  The rules
chosen are written in ``docs/rules/picchetto.md`` (section "Three and four
players").

What this module shares with the two-player engine instead of repeating it:
the moves (:class:`~cardkit.picchetto.state.Blanche`,
:class:`~cardkit.picchetto.state.Exchange`,
:class:`~cardkit.picchetto.state.Declare`) and their notation parser; each
hand's punto, sequences and groups and their comparison keys
(:func:`cardkit.picchetto.combos._side_facts`); the score log counting aloud
(:class:`~cardkit.picchetto.state.DealLog`, :func:`said_text`); following
suit and dealing in packets (:mod:`cardkit.tricks`); the seeded deals,
validated ``play``, undo, replay and JSON of :class:`~cardkit.game.GameState`.

A deal goes through these phases (seats 0..n-1, the elder sits after the
dealer, play goes round in seat order):

=============  ==========  =================================================
phase          player      moves
=============  ==========  =================================================
``blanche``    holder(s)   ``"mano bianca"`` (``"no mano bianca"`` if optional)
``exchange``   dealer      ``"exchange 7S 8S"`` / ``"exchange none"`` (three
                           players: the two talon cards are the dealer's)
``declare``    each, from  ``"declare punto sequenze quattordici"``, any
               the elder   subset of what he holds, ``"declare nothing"``
``play``       in turn     a card
=============  ==========  =================================================

Declarations are scored when the last player has declared, in the counting
order (mano bianca, punto, sequences, quattordici/tris).  In each category the
best holding at the table wins; a tie between two sides scores nothing.  With
partnerships the side of the best sequence (or set) also scores its partner's
sequences (sets); the punto scores for the one suit that won, and at four a
point worth under ``punto_min`` (30) is not declared.  Novanta: a side
reaching ``bonus_at`` (20) in the declarations while every other side is at
0 counts 90 instead (70 more); Sessanta: the elder's side reaching
``bonus_at`` in the declarations and the play before any other side scores
counts 60 instead (40 more) -- the classical Piquet à quatre ("90 au lieu de
20"), the totals the bonuses are named after; at 30 that is the two-player
game's +60 and +30.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

from .. import i18n
from ..cards import CARDS, Card, CardList, CardSet, FRENCH, _NOTATION
from ..errors import CardkitError, IllegalMoveError
from ..game import GameState, illegal_not_a_move
from ..options import is_int, need_bool, need_int
from ..options import quote
from ._checks import need_fields, need_instance, need_mask, need_rules
from ..records import KeepsRecords
from .. import tricks as T
from . import combos as C
from .combos import CATEGORIES, has_blanche, rubicon
from .rules import PicchettoRules, PICCHETTO_TRE
from .state import (Blanche, DealLog, Declare, Exchange, PicchettoState, said_text, PH_DEAL, PH_BLANCHE_E,
                    PH_EXCH_Y, PH_DECL_E, PH_PLAY, PH_OVER, _SUIT_CARDS, _SUIT_MASK_OF, _it_article, _shown,
                    _wrong_kind)

#: the class of move each phase of a deal at the table takes
_TABLE_PHASE_MOVES = {PH_BLANCHE_E: Blanche, PH_EXCH_Y: Exchange, PH_DECL_E: Declare, PH_PLAY: Card}

i18n.register({
    "picchetto.table.pair": {"en": "pair {n} (players {a} and {b})", "it": "coppia {n} (giocatori {a} e {b})"},
    "picchetto.table.role.dealer": {"en": "dealer", "it": "mazziere"},
    "picchetto.table.role.elder": {"en": "elder", "it": "di mano"},
    "picchetto.table.ev.win": {"en": "wins trick {trick} led by an opponent",
                               "it": "toglie la presa {trick} a un avversario"},
    "picchetto.table.ev.novanta": {
        "en": "Novanta: {at} in the declarations with every other side at 0 count as 90",
        "it": "Novanta: {at} punti in dichiarazione con tutti gli altri a zero valgono 90"},
    "picchetto.table.ev.sessanta": {
        "en": "Sessanta: {at} in hand and play with every other side at 0 count as 60",
        "it": "Sessanta: {at} punti tra dichiarazioni e gioco con tutti gli altri a zero valgono 60"},
    "picchetto.table.ev.by": {"en": "{what} (player {seat})", "it": "{what} (giocatore {seat})"},
    "picchetto.table.err.take": {
        "en": "you must take the trick: you hold the {card}, higher than the {best}, the best card of the suit led",
        "it": "devi prendere (obbligo di presa): hai {card_it}, che batte {best_it}, la carta più alta del seme uscito",
    },
    "picchetto.table.err.max_exchange": {
        "en": "the dealer may exchange at most {n} cards, as many as the talon holds",
        "it": "il mazziere può cambiare al massimo {n} carte, quante ne ha il tallone",
    },
    "picchetto.table.err.punto_min": {
        "en": "your punto is worth {value}: at this table a punto under {min} is not declared",
        "it": "il tuo punto vale {value}: a questo tavolo un punto sotto {min} non si dichiara",
    },
})

FULL = ((1 << 32) - 1) << 40


def mask_cards(mask: int) -> list:
    """The French Cards of an internal mask (bits 40..71), in card order."""
    m = need_mask("mask_cards", "mask", mask) >> 40
    return [*_SUIT_CARDS[0][m & 255], *_SUIT_CARDS[1][(m >> 8) & 255],
            *_SUIT_CARDS[2][(m >> 16) & 255], *_SUIT_CARDS[3][m >> 24]]


def _cardlist(mask: int) -> CardList:
    cl = CardList.__new__(CardList)
    list.extend(cl, mask_cards(mask))
    return cl


# ==========================================================================
# Score log, views, declarations
# ==========================================================================

class TableLog(DealLog):
    """The score log of one deal at a table: totals by side (a player, or a
    pair with partnerships); every event also names the player whose cards
    scored (``params['seat']``, from 1)."""

    def __init__(self, sides: int, pairs: bool = False):
        super().__init__(sides)
        self.pairs = need_bool("TableLog", "pairs", pairs)

    def copy(self) -> "TableLog":
        other = TableLog.__new__(TableLog)
        other.totals = list(self.totals)
        other._raw = list(self._raw)
        other._ev = list(self._ev)
        other.pairs = self.pairs
        return other

    def side_name(self, side: int, lang: str | None = None) -> str:
        need_int("side_name", "side", side, lo=0, hi=len(self.totals) - 1)
        if self.pairs:
            return i18n.tr("picchetto.table.pair", lang, n=side + 1, a=side + 1, b=side + 3)
        return i18n.tr("player.n", lang, n=side + 1)

    def lines(self, lang: str | None = None) -> list:
        out = []
        for ev in self.events:
            tot = " – ".join(str(t) for t in ev.totals)
            s = said_text(ev, lang)
            said = f"  «{s}»" if s else ""
            who = self.side_name(ev.side, lang)
            seat = dict(ev.params).get("seat")
            reason = ev.reason(lang)
            if self.pairs and seat is not None:
                reason = i18n.tr("picchetto.table.ev.by", lang, what=reason, seat=seat)
            out.append(f"{who}: +{ev.points} {reason} [{tot}]{said}")
        return out


@dataclasses.dataclass(frozen=True)
class TableDeclarations:
    """The declarations of a deal at a table, as scored.

    ``punto``, ``sequenze``, ``quattordici``: ``(winning side or None,
    points, seats that scored)``; ``points`` what each side scored before
    the play (mano bianca, the categories, Novanta); ``novanta`` the side
    that made it or ``None``; ``declared`` per seat the :class:`Declare` he
    made; ``events`` ``(side, seat, points, what)`` in counting order."""

    punto: tuple
    sequenze: tuple
    quattordici: tuple
    points: tuple
    novanta: Optional[int]
    declared: tuple
    events: tuple

    def __post_init__(self):
        need_fields(self, points="ints", novanta="int?")
        n = len(self.points)
        if not (isinstance(self.events, (tuple, list)) and all(
                isinstance(e, (tuple, list)) and len(e) == 4 and is_int(e[0]) and 0 <= e[0] < n
                and is_int(e[1]) and 0 <= e[1] < 4 and is_int(e[2]) for e in self.events)):
            raise CardkitError("picchetto.check.result", owner="TableDeclarations", name="events",
                               value=quote(self.events))

    def lines(self, lang: str | None = None) -> list:
        out = []
        tot = [0] * len(self.points)
        for side, seat, pts, what in self.events:
            tot[side] += pts
            out.append(f"{i18n.tr('player.n', lang, n=seat + 1)}: +{pts} {what} [{' – '.join(map(str, tot))}]")
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())


@dataclasses.dataclass(frozen=True)
class TableView:
    """What one player at the table may know: his hand, how many cards the
    others hold, what was shown (a mano bianca as dealt, the combinations
    that scored), his discards and the talon cards he looked at, the play so
    far.  ``legal_moves`` lists his moves when it is his turn (not in the
    exchange: ask the state with ``exchange_limits()``)."""

    player: int
    partner: Optional[int]
    phase: str
    dealer: Optional[int]
    to_move: Optional[int]
    hand: CardList
    cards_held: tuple
    shown: tuple
    discards: CardList
    talon_seen: CardList
    talon_left: int
    trick: tuple
    tricks: tuple
    tricks_won: tuple
    deal_scores: tuple
    scores: tuple
    declarations: Optional[TableDeclarations]
    legal_moves: tuple


# ==========================================================================
# State
# ==========================================================================

PHASE_NAMES = ("deal", "blanche", "exchange", "blanche", "exchange", "declare", "declare", "play", "over")


class TableState(KeepsRecords, GameState):
    """A match of Picchetto for three or four players (see the module doc).

    Seats are ``0 .. rules.players - 1`` (shown as player 1, 2, ...); with
    ``partnerships`` seats 0 and 2 are pair 1, seats 1 and 3 pair 2.
    Scores (:attr:`scores`, the score log's totals) are by side: a player,
    or a pair (:meth:`side_of`).
    """

    rules_class = PicchettoRules
    deck = FRENCH

    @classmethod
    def plays(cls, rules) -> bool:
        need_rules(f"{cls.__name__}.plays", "rules", rules)
        return rules.players != 2 and not (rules.sit_out or rules.auction)

    @classmethod
    def loader(cls) -> type:
        from .state import PicchettoState
        return PicchettoState

    def __init__(self, rules: PicchettoRules | None = None, seed=0, *, deal=None, auto_deal: bool = True,
                 records: str = "all"):
        self._set_keep(records)
        rules = PICCHETTO_TRE if rules is None else C.need_rules(rules)
        super().__init__(rules, seed, deal=deal, auto_deal=auto_deal)

    def _fresh(self):
        return type(self)(self.rules, self.seed, auto_deal=False)

    # ---------------------------------------------------------------- setup
    def _setup(self) -> None:
        r = self.rules
        n = self._n = r.players
        self._pairs = r.partnerships
        self._nsides = r.sides
        self._side = tuple(s % 2 for s in range(n)) if self._pairs else tuple(range(n))
        self._must_take = r.must_take
        self._lead_pts = r.trick_points != "two"
        self._every = r.trick_points == "every"
        self._bonus_at = r.bonus_at
        self._punto_min = r.punto_min
        self._scores = list(r.start_scores)
        self._finished = 0
        self.deal_results = []
        self.logs = []
        self.dealers = []
        self.dealer = r.first_dealer
        self.cut = None
        self._phase = PH_DEAL
        self.winner = None
        self._new_deal_fields()

    def _new_deal_fields(self) -> None:
        n = self._n
        self._hands = [0] * n
        self._dealt = [0] * n
        self._talon = ()
        self._taken = 0
        self._discards = [0] * n
        self._seen = [0] * n
        self._blanche = [False] * n
        self._bqueue = ()
        self._declare = [None] * n
        self._ndecl = 0
        self._decl = None
        self._trick = []
        self._best = -1
        self._best_seat = -1
        self._leader = 0
        self._tricks = []
        self._played = 0
        self._won = [0] * n
        self._bonus_done = False
        self._m = 1
        self._facts = [None] * n
        self._decl_results = None
        self._novanta = None
        self.log = TableLog(self._nsides, self._pairs)

    @property
    def deals_finished(self) -> int:
        return self._finished

    def _drop_records(self, keep: int) -> None:
        for name in ("deal_results", "dealers", "logs"):
            kept = getattr(self, name)
            setattr(self, name, kept[len(kept) - keep:] if keep else [])

    def _copy_fields(self, o) -> None:
        for k, v in self.__dict__.items():
            if k in ("rules", "seed", "auto_deal", "_history", "_deals"):
                continue
            if isinstance(v, list):
                v = list(v)
            setattr(o, k, v)
        o.log = self.log.copy()
        o.logs = list(self.logs)
        if o.logs and self.logs[-1] is self.log:
            o.logs[-1] = o.log

    # ---------------------------------------------------------------- basics
    def is_chance_node(self) -> bool:
        return self._phase == PH_DEAL

    def is_over(self) -> bool:
        return self._phase == PH_OVER

    @property
    def players(self) -> int:
        return self._n

    @property
    def elder(self) -> int:
        return (self.dealer + 1) % self._n if self.dealer is not None else 0

    @property
    def phase(self) -> str:
        """``"deal" "blanche" "exchange" "declare" "play" "over"``."""
        return PHASE_NAMES[self._phase]

    def side_of(self, seat: int) -> int:
        """The side (score column) of ``seat``: itself, or its pair."""
        self._need_seat(seat)
        return self._side[seat]

    def partner(self, seat: int) -> Optional[int]:
        """The partner of ``seat`` (``None`` without partnerships)."""
        self._need_seat(seat)
        return (seat + 2) % 4 if self._pairs else None

    def _need_seat(self, seat) -> int:
        need_int("player", "player", seat, lo=0, hi=self._n - 1)
        return seat

    def current_player(self) -> int:
        ph = self._phase
        if ph == PH_PLAY:
            return (self._leader + len(self._trick)) % self._n
        if ph == PH_DECL_E:
            return (self.dealer + 1 + self._ndecl) % self._n
        if ph == PH_BLANCHE_E:
            return self._bqueue[0]
        if ph == PH_EXCH_Y:
            return self.dealer
        return -1

    # the same as two players': None between deals and at the end
    to_move = PicchettoState.to_move

    def player_name(self, player: int) -> str:
        if not (is_int(player) and player == -1):      # -1: nobody to move (the end)
            self._need_seat(player)
        base = i18n.tr("player.n", n=player + 1)
        if self.dealer is None or player < 0:
            return base
        if player == self.dealer:
            role = "dealer"
        elif player == self.elder:
            role = "elder"
        else:
            return base
        return i18n.tr("picchetto.player_role", player=base, role=i18n.tr("picchetto.table.role." + role))

    def side_name(self, side: int, lang: str | None = None) -> str:
        return self.log.side_name(side, lang)

    # ---------------------------------------------------------------- deal
    def _deal_cards(self, order) -> None:
        n = self._n
        if self.dealer is None:
            self.dealer = 0
            for i in range(0, len(order) - n + 1, n):
                ranks = [(int(c) - 40) & 7 for c in order[i:i + n]]
                low = min(ranks)
                if ranks.count(low) == 1:
                    self.dealer = ranks.index(low)
                    self.cut = tuple(order[i:i + n])
                    break
        self._forget_past()
        self._new_deal_fields()
        self.dealers.append(self.dealer)
        k = 2 if self.rules.deal_in_twos else 3
        hs = self.rules.hand_size
        hands, talon = T.deal_in_packets([int(c) for c in order], k, 0, players=n, per_player=hs)
        elder = (self.dealer + 1) % n
        for i, cards in enumerate(hands):
            m = 0
            for c in cards:
                m |= 1 << c
            seat = (elder + i) % n
            self._hands[seat] = self._dealt[seat] = m
        self._talon = tuple(talon)
        self._m = 2 if (self._finished + 1) in self.rules.doubled_deals else 1
        self.logs.append(self.log)
        self._bqueue = tuple(s for s in ((elder + i) % n for i in range(n))
                             if has_blanche(self._dealt[s] >> 40))
        self._after_blanche()

    def _after_blanche(self) -> None:
        if self._bqueue:
            self._phase = PH_BLANCHE_E
        elif self._talon and self._taken == 0 and self._exchange_max() > 0 and self._phase != PH_EXCH_Y:
            self._phase = PH_EXCH_Y
        else:
            self._start_declarations()

    def _exchange_max(self) -> int:
        ymax = self.rules.younger_max_exchange
        return len(self._talon) if ymax is None else min(ymax, len(self._talon))

    def exchange_limits(self) -> tuple:
        """``(fewest, most)`` cards the player to move may exchange now."""
        if self._phase != PH_EXCH_Y:
            return (0, 0)
        return (min(self.rules.younger_min_exchange, self._exchange_max()), self._exchange_max())

    def _start_declarations(self) -> None:
        self._phase = PH_DECL_E
        self._ndecl = 0
        self._facts = [C._side_facts(h >> 40, self.rules) for h in self._hands]

    # ---------------------------------------------------------------- scoring
    def _score(self, side: int, pts: int, key: str, say: str = "", **params) -> bool:
        """Log ``pts`` for ``side``; False when this ends the game."""
        tot = self.log.totals
        tot[side] += pts
        if say:
            params["say"] = say
            if say == "count":
                params["total"] = tot[side]
            said = said_text_params(params)
        else:
            said = ""
        self.log._raw.append((side, pts, key, tuple(sorted(params.items())), tuple(tot), said))
        t = self.rules.target
        if t is not None and self._scores[side] + self._m * tot[side] >= t:
            self._finish_deal(reached=side)
            return False
        return True

    def _score_play(self, seat: int, pts: int, key: str, say: str = "count", **params) -> bool:
        """Points in play for ``seat``'s side, with the Sessanta check."""
        side = self._side[seat]
        tot = self.log.totals
        params["seat"] = seat + 1
        fire = (not self._bonus_done and side == self._side[(self.dealer + 1) % self._n]
                and tot[side] + pts >= self._bonus_at and not any(tot[s] for s in range(self._nsides) if s != side))
        if not fire and say == "count":
            # the common case, kept fast: a point in play said aloud as the new total
            tot[side] += pts
            n = tot[side]
            lang = i18n.get_language()
            said = _COUNT_SAID.get((lang, n))
            if said is None:
                said = _COUNT_SAID[(lang, n)] = said_text_params({"say": "count", "total": n})
            params["say"] = "count"
            params["total"] = n
            self.log._raw.append((side, pts, key, tuple(sorted(params.items())), tuple(tot), said))
            t = self.rules.target
            if t is not None and self._scores[side] + self._m * n >= t:
                self._finish_deal(reached=side)
                return False
            return True
        if not self._score(side, pts, key, "" if fire and say == "count" else say, **params):
            return False
        if fire:
            self._bonus_done = True
            return self._score(side, 60 - self._bonus_at, "picchetto.table.ev.sessanta", "sessanta",
                               at=self._bonus_at, seat=seat + 1)
        return True

    def _score_declarations(self) -> None:
        n, ns = self._n, self._nsides
        r = self.rules
        side_of = self._side
        flags = [d.flags for d in self._declare]
        facts = self._facts
        tot = self.log.totals
        results = []
        events = []
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        deck = "french"
        if not self._bonus_done and self._pairs:
            # two partners' mano bianca (10 + 10) reach 20 before any category
            for w in range(ns):
                if tot[w] >= self._bonus_at and not any(tot[x] for x in range(ns) if x != w):
                    seat = next(s for s in order if side_of[s] == w and self._blanche[s])
                    self._bonus_done = True
                    self._novanta = w
                    events.append((w, seat, 90 - self._bonus_at, "novanta"))
                    if not self._score(w, 90 - self._bonus_at, "picchetto.table.ev.novanta", "novanta",
                                       at=self._bonus_at, seat=seat + 1):
                        return
        for cat, (ki, pi) in enumerate(((0, 2), (4, 5), (6, 7))):
            bit = 1 << cat
            keys = [facts[s][ki] if flags[s] & bit else 0 for s in range(n)]
            best = max(keys)
            if not best:
                results.append((None, 0, ()))
                continue
            holders = [s for s in order if keys[s] == best]
            w = side_of[holders[0]]
            if any(side_of[s] != w for s in holders):
                results.append((None, 0, ()))
                continue
            if cat == 0:
                scorers = [holders[0]]
            else:
                scorers = [s for s in order if side_of[s] == w and keys[s]]
            got = 0
            for s in scorers:
                f = facts[s]
                pts = f[pi]
                h = self._hands[s] >> 40
                if not pts:
                    continue
                got += pts
                if cat == 0:
                    su, ln, val = f[1], f[2], f[3]
                    say = "punto_value" if r.punto_by == "value" else "punto"
                    ok = self._score(w, pts, "picchetto.ev.punto", say, length=ln, value=val, seat=s + 1,
                                     cards=C.CardsText(h & (0xFF << (8 * su)), deck))
                elif cat == 1:
                    masks = C._seq_masks(h)
                    seqs = tuple((m.bit_count(), C.rank_symbol((m.bit_length() - 1) & 7, deck)) for m in masks)
                    ok = self._score(w, pts, "picchetto.ev.sequenze", "seq", seqs=seqs, seat=s + 1,
                                     names=C.CardsText(masks, deck))
                else:
                    grp = tuple((cnt, C.rank_symbol(rk, deck)) for rk, cnt in f[8])
                    ok = self._score(w, pts, "picchetto.ev.quattordici", "groups", groups=grp, seat=s + 1,
                                     names=C.CardsText(C._group_masks(h), deck))
                events.append((w, s, pts, CATEGORIES[cat]))
                if not ok:
                    return
            results.append((w, got, tuple(scorers)))
            if (not self._bonus_done and tot[w] >= self._bonus_at
                    and not any(tot[x] for x in range(ns) if x != w)):
                self._bonus_done = True
                self._novanta = w
                events.append((w, scorers[0], 90 - self._bonus_at, "novanta"))
                if not self._score(w, 90 - self._bonus_at, "picchetto.table.ev.novanta", "novanta",
                                   at=self._bonus_at, seat=scorers[0] + 1):
                    return
        self._decl_results = (tuple(results), tuple(events))
        self._phase = PH_PLAY
        self._leader = (self.dealer + 1) % n
        self._trick = []

    def _finish_deal(self, reached: Optional[int] = None) -> None:
        m = self._m
        for s in range(self._nsides):
            self._scores[s] += m * self.log.totals[s]
        self.deal_results.append(tuple(m * t for t in self.log.totals))
        self._finished += 1
        r = self.rules
        if reached is not None:
            self.winner = reached
            self._phase = PH_OVER
            return
        if r.deals is not None and self._finished >= r.deals:
            best = max(self._scores)
            top = [s for s in range(self._nsides) if self._scores[s] == best]
            self.winner = top[0] if len(top) == 1 else None
            self._phase = PH_OVER
            return
        self.dealer = (self.dealer + 1) % self._n
        self._phase = PH_DEAL

    # ---------------------------------------------------------------- legality
    def _legal_mask(self, seat: int) -> int:
        hand = self._hands[seat]
        trick = self._trick
        if not trick:
            return hand
        same = hand & _SUIT_MASK_OF[trick[0][1]]
        if not same:
            return hand
        if self._must_take:
            b = self._best
            higher = (same >> (b + 1)) << (b + 1)
            if higher:
                return higher
        return same

    def _available_flags(self, seat: int) -> int:
        f = self._facts[seat]
        # at four, a point worth under punto_min (30) is not declared (Piquet à quatre)
        return (1 if self._hands[seat] and f[3] >= self._punto_min else 0) | (2 if f[4] else 0) | (4 if f[6] else 0)

    def _legal(self, m) -> bool:
        ph = self._phase
        if ph == PH_PLAY:
            if type(m) is not Card:
                return False
            c = int(m)
            return 40 <= c < 72 and bool((self._legal_mask(self.current_player()) >> c) & 1)
        if ph == PH_EXCH_Y:
            return isinstance(m, Exchange) and self._exchange_problem(m) is None
        if ph == PH_DECL_E:
            return (isinstance(m, Declare) and not m.partial
                    and not (m.flags & ~self._available_flags(self.current_player())))
        if ph == PH_BLANCHE_E:
            return isinstance(m, Blanche) and (m.announce or not self.rules.blanche_compulsory)
        return False

    # coerce, then this state's own _legal (no move between deals or at the end)
    is_legal = PicchettoState.is_legal

    def why_illegal(self, move) -> Optional[str]:
        """``None`` if ``move`` (any form :meth:`play` accepts) is legal now,
        else the sentence of the error :meth:`play` would raise (in the
        current language).  The state is not changed."""
        if self._phase == PH_OVER:
            return str(IllegalMoveError("state.game_over"))
        if self._phase == PH_DEAL:
            return str(IllegalMoveError("state.chance_pending"))
        try:
            m = self.coerce_move(move)
        except CardkitError as e:
            return str(e)
        return None if self._legal(m) else str(self._explain_illegal(m))

    def _exchange_problem(self, m: Exchange):
        seat = self.dealer
        for c in m.cards:
            ic = int(c)
            if not (40 <= ic < 72) or not (self._hands[seat] >> ic) & 1:
                return IllegalMoveError("picchetto.err.not_in_hand", card=c.name("en"), card_it=_it_article(c))
        if m.take is not None:
            return IllegalMoveError("picchetto.err.same_count")
        lo, hi = self.exchange_limits()
        n = len(m.cards)
        if n < lo:
            return IllegalMoveError("picchetto.err.min_exchange" + ("1" if lo == 1 else "") + ".younger", n=lo)
        if n > hi:
            ymax = self.rules.younger_max_exchange
            if ymax is not None and n > ymax:
                return IllegalMoveError("picchetto.table.err.max_exchange", n=ymax)
            return IllegalMoveError("picchetto.err.talon_short", n=len(self._talon))
        return None

    def legal_moves(self) -> list:
        """The legal moves, sorted (cards by number; exchanges by size then
        cards; declarations with everything declared first)."""
        ph = self._phase
        if ph == PH_PLAY:
            return mask_cards(self._legal_mask((self._leader + len(self._trick)) % self._n))
        if ph == PH_DECL_E:
            f = self._available_flags(self.current_player())
            moves = _DECLARE_LISTS.get(f)
            if moves is None:
                moves = _DECLARE_LISTS[f] = tuple(sorted(Declare.from_flags(x) for x in range(8) if not (x & ~f)))
            return list(moves)
        if ph == PH_EXCH_Y:
            import itertools
            lo, hi = self.exchange_limits()
            hand = mask_cards(self._hands[self.dealer])
            out = [Exchange._of_sorted(tuple(combo)) for k in range(lo, hi + 1)
                   for combo in itertools.combinations(hand, k)]
            out.sort()
            return out
        if ph == PH_BLANCHE_E:
            return [Blanche(True)] if self.rules.blanche_compulsory else [Blanche(True), Blanche(False)]
        return []

    # moves in: the two-player engine's notation (its parser reads the phase
    # constants and _available_flags, which this class shares)
    _parse_move = PicchettoState._parse_move

    def coerce_move(self, move):
        """A move object from a move or its notation (no legality check)."""
        if isinstance(move, str):
            return self._parse_move(move.strip())
        if isinstance(move, (Card, Exchange, Declare, Blanche, bool)):
            return move
        if isinstance(move, int):
            return Card(move)
        if isinstance(move, (CardSet, list, tuple)) and self._phase == PH_EXCH_Y:
            return Exchange(move)
        return move

    def _explain_illegal(self, m) -> IllegalMoveError:
        wrong = _wrong_kind(self, m, _TABLE_PHASE_MOVES)
        if wrong is not None:
            return wrong
        seat = self.current_player()
        want = _TABLE_PHASE_MOVES[self._phase]
        if want is Blanche:
            return IllegalMoveError("picchetto.err.blanche_compulsory")
        if want is Exchange:
            return self._exchange_problem(m) or illegal_not_a_move(_shown(m), [])
        if want is Declare:
            if m.partial:
                return IllegalMoveError("picchetto.err.declare_partial")
            missing = m.flags & ~self._available_flags(seat)
            if missing & 1 and self._hands[seat]:
                return IllegalMoveError("picchetto.table.err.punto_min", value=self._facts[seat][3],
                                        min=self._punto_min)
            cat = CATEGORIES[(missing & -missing).bit_length() - 1]
            return IllegalMoveError("picchetto.err.no_category", what=i18n.tr("picchetto.what." + cat))
        c = int(m)
        if not (40 <= c < 72) or not (self._hands[seat] >> c) & 1:
            return IllegalMoveError("picchetto.err.not_in_hand", card=m.name("en"), card_it=_it_article(m))
        led = self._trick[0][1]
        same = self._hands[seat] & _SUIT_MASK_OF[led]
        if not (same >> c) & 1:
            su = "suit." + CARDS[led].suit
            return IllegalMoveError("picchetto.err.follow", suit=i18n.tr(su, "en"), suit_it=i18n.tr(su, "it"))
        b = self._best
        higher = (same >> (b + 1)) << (b + 1)
        low = CARDS[(higher & -higher).bit_length() - 1]
        best = CARDS[b]
        return IllegalMoveError("picchetto.table.err.take", card=low.name("en"), best=best.name("en"),
                                card_it=_it_article(low), best_it=_it_article(best))

    # ---------------------------------------------------------------- play
    def play(self, move) -> None:
        """Play ``move`` (a move object or its notation); an illegal move
        raises :class:`IllegalMoveError` naming the rule and changes nothing."""
        ph = self._phase
        if ph == PH_PLAY and type(move) is Card:
            seat = (self._leader + len(self._trick)) % self._n
            if (self._legal_mask(seat) >> move) & 1:
                self._history.append(_NOTATION[move])
                self._apply_card(seat, int(move))
                if self._phase == PH_DEAL and self.auto_deal:
                    self._auto_chance()
                return
        if ph == PH_OVER:
            raise IllegalMoveError("state.game_over")
        if ph == PH_DEAL:
            raise IllegalMoveError("state.chance_pending")
        m = self.coerce_move(move)
        if not self._legal(m):
            raise self._explain_illegal(m)
        self._history.append(str(m))
        self._apply(m)
        if self._phase == PH_DEAL and self.auto_deal:
            self._auto_chance()

    apply = play

    def _apply(self, m) -> None:
        ph = self._phase
        seat = self.current_player()
        if ph == PH_PLAY:
            self._apply_card(seat, int(m))
        elif ph == PH_EXCH_Y:
            mask = 0
            for c in m.cards:
                mask |= 1 << int(c)
            t = len(m.cards)
            drawn = 0
            for c in self._talon[:t]:
                drawn |= 1 << c
            seen = 0
            for c in self._talon[t:t + 1 if self.rules.talon_peek == "next" else None]:
                seen |= 1 << c
            self._hands[seat] = (self._hands[seat] & ~mask) | drawn
            self._discards[seat] = mask
            self._taken = t
            self._seen[seat] = seen
            self._start_declarations()
        elif ph == PH_DECL_E:
            self._declare[seat] = m
            self._ndecl += 1
            if self._ndecl == self._n:
                self._score_declarations()
        else:  # blanche
            self._bqueue = self._bqueue[1:]
            if m.announce:
                self._blanche[seat] = True
                if not self._score(self._side[seat], 10, "picchetto.ev.blanche", "blanche", seat=seat + 1):
                    return
            self._after_blanche()

    def _apply_card(self, seat: int, c: int) -> None:
        self._hands[seat] &= ~(1 << c)
        self._played |= 1 << c
        trick = self._trick
        trick.append((seat, c))
        n = len(self._tricks) + 1
        if len(trick) == 1:
            self._best, self._best_seat = c, seat
            if self._lead_pts:
                self._score_play(seat, 1, "picchetto.ev.lead", trick=n)
            return
        if (c >> 3) == (self._best >> 3) and c > self._best:
            self._best, self._best_seat = c, seat
        if len(trick) < self._n:
            return
        leader = trick[0][0]
        winner = self._best_seat
        self._won[winner] += 1
        self._tricks.append((leader, tuple(x for _, x in trick), winner))
        self._trick = []
        self._leader = winner
        self._best = self._best_seat = -1
        if self._every:   # text 003: a punto di presa for every trick, the leader's own too
            if not self._score_play(winner, 1, "picchetto.ev.take", trick=n):
                return
        elif self._lead_pts:
            if self._side[winner] != self._side[leader] and \
                    not self._score_play(winner, 1, "picchetto.table.ev.win", trick=n):
                return
        elif not self._score_play(winner, 2, "picchetto.ev.trick2", trick=n):
            return
        nt = self.rules.hand_size
        if n < nt:
            return
        # the last trick and the end of the deal
        side = self._side[winner]
        won_by_side = [0] * self._nsides
        for s in range(self._n):
            won_by_side[self._side[s]] += self._won[s]
        capot = won_by_side[side] == nt
        if not (capot and not self.rules.capot_last_trick):
            if not self._score_play(winner, 1, "picchetto.ev.last"):
                return
        if capot:
            # reckoned after the play: completes a Sessanta only with capot_in_pique
            if self.rules.capot_in_pique:
                ok = self._score_play(winner, 40, "picchetto.ev.cappotto", "cappotto", of=nt)
            else:
                ok = self._score(side, 40, "picchetto.ev.cappotto", "cappotto", of=nt, seat=winner + 1)
            if not ok:
                return
        else:
            most = max(won_by_side)
            top = [s for s in range(self._nsides) if won_by_side[s] == most]
            if len(top) == 1:
                seat = max((s for s in range(self._n) if self._side[s] == top[0]), key=lambda s: self._won[s])
                if not self._score_play(seat, 10, "picchetto.ev.cards", tricks=most, of=nt):
                    return
        self._finish_deal()

    # ---------------------------------------------------------------- info
    def hand(self, player: int) -> CardList:
        """The cards ``player`` holds now."""
        self._need_seat(player)
        return _cardlist(self._hands[player])

    def dealt_hand(self, player: int) -> CardList:
        self._need_seat(player)
        return _cardlist(self._dealt[player])

    @property
    def hands(self) -> tuple:
        return tuple(self.hand(p) for p in range(self._n))

    def discards(self, player: int) -> CardList:
        self._need_seat(player)
        return _cardlist(self._discards[player])

    @property
    def talon(self) -> CardList:
        """The talon cards still on the table, top first."""
        return CardList([CARDS[c] for c in self._talon[self._taken:]])

    @property
    def trick(self) -> CardList:
        """The cards of the trick in progress, in playing order."""
        return CardList([CARDS[c] for _, c in self._trick])

    @property
    def trick_seats(self) -> tuple:
        """``(seat, card)`` of the trick in progress."""
        return tuple((s, CARDS[c]) for s, c in self._trick)

    @property
    def tricks(self) -> list:
        """The completed tricks of this deal: ``(leader, cards in playing order, winner)``."""
        return [(ld, CardList([CARDS[c] for c in cs]), w) for ld, cs, w in self._tricks]

    @property
    def tricks_won(self) -> tuple:
        return tuple(self._won)

    @property
    def played(self) -> CardList:
        """Every card played so far in this deal."""
        return _cardlist(self._played)

    @property
    def multiplier(self) -> int:
        return self._m

    @property
    def declarations(self) -> Optional[TableDeclarations]:
        """This deal's declarations as scored, once everybody declared."""
        raw = self._decl_results
        if raw is None:
            return None
        results, events = raw
        pts = [0] * self._nsides
        for side, _seat, p, _w in events:
            pts[side] += p
        for s in range(self._n):
            if self._blanche[s]:
                pts[self._side[s]] += 10
        return TableDeclarations(results[0], results[1], results[2], tuple(pts),
                                 self._novanta, tuple(self._declare), events)

    @property
    def scores(self) -> tuple:
        """Match totals by side, the deal in progress included."""
        if self._phase in (PH_OVER, PH_DEAL) or not self.logs:
            return tuple(self._scores)
        return tuple(self._scores[s] + self._m * self.log.totals[s] for s in range(self._nsides))

    @property
    def deal_scores(self) -> tuple:
        return tuple(self.log.totals)

    def margin(self) -> Optional[int]:
        """The winner's margin once the match is over: the rubicon with
        ``scoring="rubicon"``, else the lead over the next side."""
        if self._phase != PH_OVER:
            return None
        if self.winner is None:
            return 0
        w = self._scores[self.winner]
        rest = max(self._scores[s] for s in range(self._nsides) if s != self.winner)
        return rubicon(w, min(rest, w), self.rules)

    def _shown_mask(self, seat: int, blanche: bool = True) -> int:
        """The cards of ``seat`` the others have seen: a mano bianca as
        dealt (unless ``blanche`` is false), the combinations that scored."""
        shown = self._dealt[seat] if blanche and self._blanche[seat] else 0
        d = self.declarations
        if d is None:
            return shown
        h = (self._hands[seat] | self._played_by(seat)) >> 40
        f = self._facts[seat]
        if seat in d.punto[2]:
            shown |= (h & (0xFF << (8 * f[1]))) << 40
        if seat in d.sequenze[2]:
            for m in C._seq_masks(h):
                shown |= m << 40
        if seat in d.quattordici[2]:
            for m in C._group_masks(h):
                shown |= m << 40
        return shown

    def _played_by(self, seat: int) -> int:
        m = 0
        n = self._n
        for leader, cs, _w in self._tricks:
            m |= 1 << cs[(seat - leader) % n]
        for s, c in self._trick:
            if s == seat:
                m |= 1 << c
        return m

    def view(self, player: int) -> TableView:
        """What ``player`` may see."""
        self._need_seat(player)
        to_move = self.to_move
        shown = tuple(_cardlist(self._shown_mask(s) & ~self._played) if s != player else CardList()
                      for s in range(self._n))
        return TableView(
            player=player, partner=(player + 2) % 4 if self._pairs else None, phase=self.phase,
            dealer=self.dealer, to_move=to_move, hand=self.hand(player),
            cards_held=tuple(h.bit_count() for h in self._hands), shown=shown,
            discards=_cardlist(self._discards[player]), talon_seen=_cardlist(self._seen[player]),
            talon_left=len(self._talon) - self._taken, trick=self.trick_seats, tricks=tuple(self.tricks),
            tricks_won=tuple(self._won), deal_scores=self.deal_scores, scores=self.scores,
            declarations=self.declarations,
            legal_moves=tuple(self.legal_moves()) if to_move == player and self._phase != PH_EXCH_Y else (),
        )

    def card_count(self) -> int:
        """Every card of the deal, wherever it is (hands, talon, discards,
        played): always 32 once dealt."""
        total = sum(h.bit_count() for h in self._hands) + sum(d.bit_count() for d in self._discards)
        return total + len(self._talon) - self._taken + self._played.bit_count()

    def __repr__(self) -> str:
        r = repr(self.rules)
        if self._phase == PH_OVER:
            w = "draw" if self.winner is None else f"{self.side_name(self.winner)} wins"
            return f"<TableState {r}: over after {self._finished} deal(s), {w}, scores {self.scores}>"
        return (f"<TableState {r}: deal {self._finished + 1}, {self.phase}, "
                f"player {self.current_player() + 1} to move, scores {self.scores}>")

    def __str__(self) -> str:
        lines = [repr(self)]
        if self.dealer is not None and self._phase != PH_DEAL:
            for p in range(self._n):
                lines.append(f"{self.player_name(p)}: {self.hand(p)}")
            if self._trick:
                lines.append(f"trick: {self.trick}")
            lines.extend(self.log.lines())
        return "\n".join(lines)

    def _coach(self):
        """The table's coach (:mod:`cardkit.picchetto.table_search`)."""
        from .table_search import TABLE_COACH
        return TABLE_COACH


_SAID: dict = {}
_COUNT_SAID: dict = {}
_DECLARE_LISTS: dict = {}


def said_text_params(params: dict) -> str:
    """What is said aloud for an event's params, in the current language
    (cached: the counting aloud of every trick)."""
    lang = i18n.get_language()
    key = (lang, params.get("say"), params.get("total"), params.get("length"), params.get("value"),
           params.get("seqs"), params.get("groups"))
    s = _SAID.get(key)
    if s is None:
        from .state import _said
        s = _SAID[key] = _said(params, lang)
    return s


def table_deal_order(hands, talon=(), rules: PicchettoRules = PICCHETTO_TRE, dealer: int = 0) -> CardList:
    """The whole deck in dealing order for a table deal set up by hand.

    ``hands[seat]`` are the cards each seat is dealt (``rules.hand_size``
    each), ``talon`` the first cards of the talon from the top (the rest of
    the deck follows in deck order).  Give the result to
    ``rules.replace(first_dealer=dealer).new_game(seed, deal=...)``."""
    C.need_rules(rules)
    n, hs = rules.players, rules.hand_size
    if not isinstance(hands, (list, tuple)) or len(hands) != n:
        raise IllegalMoveError("state.bad_deal", deck=FRENCH.name)
    need_int("table_deal_order", "dealer", dealer, lo=0, hi=n - 1)
    hs_cards = [FRENCH.check(h) for h in hands]
    t = FRENCH.check(talon)
    used = [c for h in hs_cards for c in h] + list(t)
    if any(len(h) != hs for h in hs_cards) or len(set(used)) != len(used):
        raise IllegalMoveError("state.bad_deal", deck=FRENCH.name)
    t = list(t) + [c for c in FRENCH.cards if c not in set(used)]
    k = 2 if rules.deal_in_twos else 3
    order = []
    for i in range(0, hs, k):
        for j in range(n):
            order += hs_cards[(dealer + 1 + j) % n][i:i + k]
    return CardList(order + t)


__all__ = ["TableState", "TableLog", "TableView", "TableDeclarations", "TableComputerPlayer", "mask_cards", "table_deal_order"]


# ==========================================================================
# Computer player
# ==========================================================================

class TableComputerPlayer:
    """A rule-based player for the table, reusing the two-player
    :class:`~cardkit.picchetto.players.ComputerPlayer`'s heuristics: it
    exchanges its least useful cards (the same keep values), announces a
    mano bianca, declares everything, and in the play leads its master
    cards of its longest suit (else the lowest of that suit), takes a trick
    as cheaply as it can, and when its partner is already winning the trick
    plays low instead of overtaking him.  It reads only what its seat may
    see (its hand, its discards, the talon cards it looked at, the cards
    played)."""

    def __init__(self, threshold: int = 9):
        from .players import ComputerPlayer
        self._two = ComputerPlayer(threshold)
        self.threshold = threshold

    def __repr__(self):
        return f"TableComputerPlayer(threshold={self.threshold})"

    def choose(self, state: TableState):
        if not isinstance(state, TableState):
            need_instance("TableComputerPlayer.choose", "state", state, TableState, "a_table")
        ph = state._phase
        if ph == PH_PLAY:
            return self._play(state)
        if ph == PH_EXCH_Y:
            lo, hi = state.exchange_limits()
            out = self._two.discards(state._hands[state.dealer], lo, hi, False)
            return Exchange._of_sorted(tuple(CARDS[c] for c in sorted(out)))
        return state.legal_moves()[0]

    __call__ = choose

    def _play(self, state: TableState):
        from .players import _policy_card as policy_card
        me = state.current_player()
        hand = state._hands[me]
        legal = state._legal_mask(me)
        if legal & (legal - 1) == 0:
            return CARDS[legal.bit_length() - 1]
        unseen = FULL & ~(hand | state._discards[me] | state._seen[me] | state._played)
        if not state._trick:
            return CARDS[policy_card(hand, legal, unseen, -1)]
        best, bseat = state._best, state._best_seat
        if state._pairs and state._side[bseat] == state._side[me]:
            same = legal & _SUIT_MASK_OF[best]
            if same:   # the partner holds the trick: follow low
                return CARDS[(same & -same).bit_length() - 1]
            return CARDS[policy_card(hand, legal, unseen, best)]
        return CARDS[policy_card(hand, legal, unseen, best)]
