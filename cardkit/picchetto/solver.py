"""The double-dummy solver of Picchetto / Piquet: best play with both hands open.

``double_dummy(state)`` takes a state in the play phase (any preset; the
Open Piquet widget shows both hands) and returns the exact result of best
play from here on, for both players, as a :class:`DoubleDummy`:

* ``value`` — what best play optimises: the **play points** the player to
  move scores from here to the end of the deal minus the opponent's.  Play
  points are everything the play can still score under the rules: the lead
  points and the points for winning a trick the opponent led (or 2 a trick),
  the last trick, the 10 for the majority of the tricks (*le carte*), the 40
  of the cappotto, and the elder's 30 of the Sessanta (pique) while it is
  still possible.  Tricks alone would mislead: the tenth card, the majority
  and the cappotto are worth far more than one trick more or less.
* ``tricks`` — the tricks each player takes from here on along that best
  line, indexed by player (when several lines are equally good, the one the
  search meets first: the value is exact, the split of tricks is one of the
  optimal ones);
* ``best_moves`` — every card of the player to move that reaches ``value``;
* ``line`` — one optimal sequence of cards to the end of the deal.

The match target (151, 150, 100) is not looked at: the value is the deal's
play as if the deal is played to its last trick (the engine stops the match
the moment a player reaches the target), and it is not doubled in a doubled
deal of the Rubicone.

How it is exact and fast enough for a whole deal of 12 tricks: alpha-beta
over the two players' choices, one trick at a time, with

* equivalent cards: cards of one hand that are neighbours among the cards
  still out in their suit win and lose the same tricks, so only one of them
  is tried;
* a transposition table at the start of each trick, keyed by the *shape* of
  the position: for each suit, the order in which the two players' cards lie
  (the ranks themselves do not matter once the cards between them are gone),
  the four suits sorted (there are no trumps, so the suits are
  interchangeable), who leads, the tricks won so far as far as they still
  matter, and the elder's total while the Sessanta is still possible;
* move ordering: winning leads first, then the cheapest cards.

:func:`brute_force` is the plain reference: minimax through the engine
itself, every legal card, no pruning (exponential; for checking only).
"""

from __future__ import annotations

import dataclasses

from ..errors import CardkitError
from .. import i18n
from ..options import InvalidOptionError, need_int, quote
from ..tricks import iter_bits
from ._checks import need_fields
from .players import _played_mask as played_mask
from .state import PicchettoState, PH_PLAY

i18n.register({
    "picchetto.solver.not_play": {
        "en": "the double-dummy solver needs a Picchetto state in the play phase (the cards being played), "
              "not one in the {phase} phase",
        "it": "il risolutore a carte scoperte vuole una partita di Picchetto nella fase del gioco delle carte, "
              "non nella fase «{phase}»",
    },
    "picchetto.solver.result": {
        "en": "player {player} to move: {value:+d} play points with best play; tricks from here "
              "{t1}–{t2}; best card(s): {cards}",
        "it": "tocca al giocatore {player}: {value:+d} punti di gioco giocando al meglio; prese da qui "
              "{t1}–{t2}; carte migliori: {cards}",
    },
    "picchetto.solver.not_state": {
        "en": "the double-dummy solver needs a PicchettoState, not {what}",
        "it": "il risolutore a carte scoperte vuole una PicchettoState, non {what}",
    },
})

_SUIT = tuple(0xFF << (8 * s) for s in range(4))
_INF = 10 ** 6


def _suit_tables():
    """Per pair of disjoint suit bytes (``mine << 8 | others``): the
    representative cards of ``mine`` (the highest of each run of its cards
    with no card of ``others`` between them) and the shape code of the suit
    (a leading 1, then one bit per card still out, lowest first: 1 when it
    belongs to ``others``)."""
    reps = [0] * 65536
    shape = [0] * 65536
    for mine in range(256):
        for other in range(256):
            if mine & other:
                continue
            rep = 0
            code = 1
            for r in range(8):
                if (mine >> r) & 1:
                    code = code << 1
                    nxt = r + 1
                    while nxt < 8 and not ((mine | other) >> nxt) & 1:
                        nxt += 1
                    if nxt == 8 or not (mine >> nxt) & 1:
                        rep |= 1 << r
                elif (other >> r) & 1:
                    code = code << 1 | 1
            reps[mine << 8 | other] = rep
            shape[mine << 8 | other] = code
    return reps, shape


_TABLES = []


def _tables():
    if not _TABLES:
        _TABLES.extend(_suit_tables())
    return _TABLES


@dataclasses.dataclass(frozen=True)
class DoubleDummy:
    """The result of :func:`double_dummy` (see the module doc): ``value``
    (play points of the player to move minus the opponent's, from here to
    the end of the deal, with best play by both), ``tricks`` (tricks each
    player takes from here on that line, by player), ``best_moves`` (every
    optimal card now), ``line`` (one optimal sequence of cards), ``player``
    (the player to move) and ``nodes`` (positions searched)."""

    player: int
    value: int
    tricks: tuple
    best_moves: tuple
    line: tuple
    nodes: int

    def __post_init__(self):
        need_fields(self, player="int", value="int", tricks="ints", best_moves="cards", line="cards",
                    nodes="int")
        need_int("DoubleDummy", "player", self.player, lo=0, hi=1)
        if len(self.tricks) != 2 or not self.best_moves:
            raise InvalidOptionError("picchetto.check.result", owner="DoubleDummy",
                                     name="tricks" if len(self.tricks) != 2 else "best_moves",
                                     value=quote(self.tricks if len(self.tricks) != 2 else self.best_moves))

    @property
    def best_move(self):
        """The first of the optimal cards (lowest card number)."""
        return self.best_moves[0]

    def text(self, lang: str | None = None) -> str:
        """One line in ``lang`` (default: the current language)."""
        return i18n.tr("picchetto.solver.result", lang, player=self.player + 1, value=self.value,
                       t1=self.tricks[0], t2=self.tricks[1], cards=" ".join(str(c) for c in self.best_moves))

    def __str__(self) -> str:
        return self.text()


class _Search:
    """One solve: the rules' play scoring as constants and the search itself
    on 32-bit hand masks (bit ``8 * suit + rank``)."""

    def __init__(self, state: PicchettoState):
        r = state.rules
        self.nt = state._ntricks
        self.lead_pts = state._lead_pts
        self.every = state._every          # text 003: a point for every trick taken
        self.capot_in_pique = r.capot_in_pique
        self.must_take = state._must_take
        self.capot_last = r.capot_last_trick
        self.void = tuple(state._void)
        self.short = tuple(state._short)
        self.elder = 1 - state.dealer
        tot = state.log.totals
        younger = state.dealer
        alive = not state._bonus_done and tot[younger] == 0 and not self.void[self.elder]
        self.alive0 = tot[self.elder] if alive else -1
        self.reps, self.shape = _tables()
        self.tt = {}
        self.nodes = 0

    # ------------------------------------------------------------ scoring
    def award(self, seat: int, pts: int, alive: int):
        """Points to ``seat``: (change of player 1's minus player 2's, the
        elder's total while the Sessanta is still possible, else -1)."""
        if self.void[seat] or pts == 0:
            return 0, alive
        d = pts
        if alive >= 0:
            if seat == self.elder:
                alive += pts
                if alive >= 30:
                    d += 30
                    alive = -1
            else:
                alive = -1
        return (d if seat == 0 else -d), alive

    def trick_result(self, leader: int, winner: int, w0: int, w1: int, alive: int):
        """Points of a finished trick (and of the end of the deal when it is
        the last): (change for player 1 minus player 2, alive)."""
        if self.lead_pts:
            d, alive = self.award(winner, 1, alive) if winner != leader or self.every else (0, alive)
        else:
            d, alive = self.award(winner, 2, alive)
        if w0 + w1 < self.nt:
            return d, alive
        won = (w0, w1)
        capot = won[winner] == self.nt and not self.short[winner]
        last_to = winner
        if self.short[winner] and not self.short[1 - winner]:
            last_to = 1 - winner
        if not (capot and not self.capot_last):
            e, alive = self.award(last_to, 1, alive)
            d += e
        if capot:
            # the capot never completes a pique unless capot_in_pique
            e, a2 = self.award(winner, 40, alive if self.capot_in_pique else -1)
            alive = a2 if self.capot_in_pique else alive
            d += e

        else:
            for p in (0, 1):
                if won[p] > 6:
                    e, alive = self.award(p, 10, alive)
                    d += e
        return d, alive

    def lead_result(self, leader: int, alive: int):
        return self.award(leader, 1, alive) if self.lead_pts else (0, alive)

    # ------------------------------------------------------------ moves
    def leads(self, hl: int, hf: int) -> list:
        """The leader's distinct cards, winning leads (highest first) before
        the others (lowest first)."""
        reps = self.reps
        win, rest = [], []
        for s in range(4):
            sh = 8 * s
            mine = (hl >> sh) & 255
            if not mine:
                continue
            theirs = (hf >> sh) & 255
            rep = reps[mine << 8 | theirs]
            top = theirs.bit_length()
            while rep:
                low = rep & -rep
                rep ^= low
                r = low.bit_length() - 1
                (win if r >= top else rest).append(sh + r)
        win.reverse()
        return win + rest

    def replies(self, hf: int, hl: int, lead: int) -> list:
        """The follower's distinct legal cards: the cheapest winner first,
        then the others lowest first."""
        s = lead >> 3
        sh = 8 * s
        same = (hf >> sh) & 255
        reps = self.reps
        if same:
            lr = lead & 7
            legal = same
            if self.must_take:
                higher = same >> (lr + 1) << (lr + 1)
                if higher:
                    legal = higher
            other = (((hl >> sh) & 255) | (same & ~legal) | (1 << lr))
            rep = reps[legal << 8 | other]
            out = []
            while rep:
                low = rep & -rep
                rep ^= low
                out.append(sh + low.bit_length() - 1)
            # winners first (cheapest first), then the low cards
            return [c for c in out if (c & 7) > lr] + [c for c in out if (c & 7) < lr]
        out = []
        for t in range(4):
            tsh = 8 * t
            mine = (hf >> tsh) & 255
            if not mine:
                continue
            other = ((hl >> tsh) & 255) | (1 << (lead & 7) if t == s else 0)
            rep = reps[mine << 8 | other]
            while rep:
                low = rep & -rep
                rep ^= low
                out.append(tsh + low.bit_length() - 1)
        out.sort(key=lambda c: (c & 7, c))
        return out

    def key(self, h0: int, h1: int, leader: int, w0: int, w1: int, alive: int):
        shape = self.shape
        codes = sorted(shape[((h0 >> sh) & 255) << 8 | ((h1 >> sh) & 255)] for sh in (0, 8, 16, 24))
        return (codes[0], codes[1], codes[2], codes[3], leader, min(w0, 7), min(w1, 7), alive)

    # ------------------------------------------------------------ search
    def node(self, h0: int, h1: int, leader: int, w0: int, w1: int, alive: int, alpha: int, beta: int) -> int:
        """Value (player 1 minus player 2, from the start of this trick to
        the end of the deal) of the position with ``leader`` to lead,
        searched in the window (alpha, beta) (fail-soft)."""
        self.nodes += 1
        key = self.key(h0, h1, leader, w0, w1, alive)
        tt = self.tt
        hit = tt.get(key)
        if hit is not None:
            lo, hi = hit
            if lo == hi or lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        v = self.trick(h0, h1, leader, w0, w1, alive, alpha, beta, None)
        lo, hi = hit if hit is not None else (-_INF, _INF)
        if v <= a0:
            hi = min(hi, v)
        elif v >= b0:
            lo = max(lo, v)
        else:
            lo = hi = v
        tt[key] = (lo, hi)
        return v

    def trick(self, h0, h1, leader, w0, w1, alive, alpha, beta, only_lead):
        """Value of the trick led by ``leader`` and everything after it;
        ``only_lead`` restricts the lead to one card (the card already led
        at the root)."""
        hl, hf = (h0, h1) if leader == 0 else (h1, h0)
        maxing = leader == 0
        best = -_INF if maxing else _INF
        follower = 1 - leader
        last = w0 + w1 + 1 == self.nt
        for lead in (self.leads(hl, hf) if only_lead is None else (only_lead,)):
            dl, al = self.lead_result(leader, alive) if only_lead is None else (0, alive)
            hl2 = hl & ~(1 << lead)
            inner = _INF if maxing else -_INF
            for f in self.replies(hf, hl2, lead):
                hf2 = hf & ~(1 << f)
                winner = follower if (f >> 3) == (lead >> 3) and f > lead else leader
                n0 = w0 + (winner == 0)
                n1 = w1 + (winner == 1)
                dt, at = self.trick_result(leader, winner, n0, n1, al)
                d = dl + dt
                if maxing:
                    # the follower (player 2) minimises: only values below
                    # his best so far and above the leader's alpha matter
                    if not last:
                        d += self.node(hl2, hf2, winner, n0, n1, at, alpha - d, min(beta, inner) - d)
                    if d < inner:
                        inner = d
                        if inner <= alpha:
                            break
                else:
                    if not last:
                        d += self.node(hf2, hl2, winner, n0, n1, at, max(alpha, inner) - d, beta - d)
                    if d > inner:
                        inner = d
                        if inner >= beta:
                            break
            if maxing:
                if inner > best:
                    best = inner
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            else:
                if inner < best:
                    best = inner
                    if best < beta:
                        beta = best
                        if alpha >= beta:
                            break
        return best


def _check(state) -> None:
    if not isinstance(state, PicchettoState):
        raise CardkitError("picchetto.solver.not_state", what=type(state).__name__)
    if state._phase != PH_PLAY:
        raise CardkitError("picchetto.solver.not_play", phase=i18n.Term("picchetto.phase." + state.phase))


class _Deal:
    """A deal being played out on 32-bit masks: the hands, the tricks won,
    the trick in progress (``[(seat, card)]``), who leads, the Sessanta
    state, the cards played, and the play points scored along the way
    (player 1's minus player 2's).  The search's scoring (:class:`_Search`)
    counts each card as the engine does."""

    __slots__ = ("se", "h", "won", "trick", "leader", "alive", "played", "points", "last_winner")

    def __init__(self, se: _Search, h: list, won: list, trick: list, leader: int, alive: int, played: int = 0):
        self.se, self.h, self.won, self.trick = se, h, won, trick
        self.leader, self.alive, self.played = leader, alive, played
        self.points, self.last_winner = 0, -1

    @classmethod
    def of(cls, se: _Search, state: PicchettoState, hands: tuple) -> "_Deal":
        """The deal of ``state`` with the hands ``hands`` (40-based masks)."""
        trick = [(seat, c - 40) for seat, c in state._trick]
        return cls(se, [hands[0] >> 40, hands[1] >> 40], list(state._won), trick, state._leader,
                   se.alive0, played_mask(state) >> 40)

    def over(self) -> bool:
        return self.won[0] + self.won[1] >= self.se.nt

    def mover(self) -> int:
        return 1 - self.trick[0][0] if self.trick else self.leader

    def play(self, card: int) -> None:
        se = self.se
        mover = self.mover()
        self.h[mover] &= ~(1 << card)
        self.played |= 1 << card
        if not self.trick:
            d, self.alive = se.lead_result(mover, self.alive)
            self.points += d
            self.trick = [(mover, card)]
            return
        lead_seat, lead = self.trick[0]
        winner = mover if (card >> 3) == (lead >> 3) and card > lead else lead_seat
        self.won[winner] += 1
        d, self.alive = se.trick_result(lead_seat, winner, self.won[0], self.won[1], self.alive)
        self.points += d
        self.trick = []
        self.leader = self.last_winner = winner

    def best(self) -> tuple:
        """The optimal cards of the player to move (lowest first) and their
        exact value (player 1 minus player 2, from here to the end)."""
        scored = _score_moves(self.se, self.h, self.won, self.trick, self.alive, self.mover())
        top = max(v for _c, v in scored) if self.mover() == 0 else min(v for _c, v in scored)
        return sorted(c for c, v in scored if v == top), top


def double_dummy(state: PicchettoState) -> DoubleDummy:
    """Solve the rest of the deal with both hands open (see the module doc).

    Raises :class:`~cardkit.errors.CardkitError` unless ``state`` is a
    :class:`PicchettoState` in the play phase."""
    _check(state)
    se = _Search(state)
    me = state.current_player()
    game = _Deal.of(se, state, state._hands)
    start = list(game.won)
    cards, top = game.best()
    best_moves = tuple(sorted(state._ext(c + 40) for c in cards))
    line = []
    # follow one optimal line to the end, solving each position exactly
    while not game.over():
        card = game.best()[0][0]
        line.append(state._ext(card + 40))
        game.play(card)
    tricks = tuple(w - s for w, s in zip(game.won, start))
    return DoubleDummy(me, top if me == 0 else -top, tricks, best_moves, tuple(line), se.nodes)


def _score_moves(se: _Search, h: list, won: list, trick: list, alive: int, mover: int) -> list:
    """Exact value (player 1 minus player 2, from this card to the end of
    the deal) of each legal card of ``mover``: ``[(card, value), ...]``."""
    out = []
    if not trick:
        dl, al = se.lead_result(mover, alive)
        for c in iter_bits(h[mover]):
            out.append((c, dl + se.trick(h[0], h[1], mover, won[0], won[1], al, -_INF, _INF, c)))
        return out
    leader, lead = trick[0]
    hf = h[mover]
    hl = h[leader]
    s = lead >> 3
    same = hf & _SUIT[s]
    legal = same or hf
    if same and se.must_take:
        higher = same >> (lead + 1) << (lead + 1)
        legal = higher or same
    last = won[0] + won[1] + 1 == se.nt
    for f in iter_bits(legal):
        winner = mover if (f >> 3) == s and f > lead else leader
        n0 = won[0] + (winner == 0)
        n1 = won[1] + (winner == 1)
        d, at = se.trick_result(leader, winner, n0, n1, alive)
        if not last:
            hf2 = hf & ~(1 << f)
            a0, a1 = (hl, hf2) if leader == 0 else (hf2, hl)
            d += se.node(a0, a1, winner, n0, n1, at, -_INF, _INF)
        out.append((f, d))
    return out


def brute_force(state: PicchettoState) -> int:
    """The reference value of :func:`double_dummy`: plain minimax through
    the engine (every legal card, copies of the state, the engine's own
    scoring), without any pruning.  Exponential: for checking endings of a
    few tricks only."""
    _check(state)
    me = state.current_player()
    deal = len(state.logs) - 1
    start = tuple(state.logs[deal].totals)

    def value(s) -> int:
        # player 1's play points minus player 2's from the start
        if s._phase != PH_PLAY or len(s.logs) - 1 != deal:
            t = s.logs[deal].totals
            return (t[0] - start[0]) - (t[1] - start[1])
        vals = []
        for m in s.legal_moves():
            c = s.copy()
            c.play(m)
            vals.append(value(c))
        return max(vals) if s.current_player() == 0 else min(vals)

    v = value(state.copy())
    return v if me == 0 else -v
