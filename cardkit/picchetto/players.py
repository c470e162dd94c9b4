"""Computer players for Picchetto / Piquet.

* :class:`RandomPlayer` ``(seed)`` — any legal move at random (an exchange:
  a random number of cards within the limits, then random cards).
* :class:`ComputerPlayer` — a rule-based player that sees only its own
  :meth:`~cardkit.picchetto.PicchettoState.view`: it exchanges to keep its
  long suit, its sequences and its high groups, announces every mano bianca,
  declares everything, and plays its winners first, takes tricks as cheaply
  as it can and throws its least useful cards.

A player is called with the state and returns a move: ``player(state)`` or
``player.choose(state)``.  :func:`play_out` plays a state to the end (or to
the end of the deal) with two players.
"""

from __future__ import annotations

from ..cards import rng
from .. import tricks as T
from . import combos as C
from .state import Exchange, PicchettoState, PH_EXCH_E, PH_EXCH_Y

_EXCHANGE_PHASES = (PH_EXCH_E, PH_EXCH_Y)


class RandomPlayer:
    """Chooses uniformly among the legal moves; for an exchange, a number of
    cards uniformly within the limits, then that many random cards (the
    legal list of exchanges has over a thousand entries).  Regular exchanges
    only (never a miscount)."""

    def __init__(self, seed=0):
        self.seed = seed
        self.rng = rng(seed)

    def choose(self, state: PicchettoState):
        rnd = self.rng.random
        if state._phase in _EXCHANGE_PHASES:
            lo, hi = state.exchange_limits()
            hand = list(state.hand(state.current_player()))
            n = lo + int(rnd() * (hi - lo + 1))
            # a partial Fisher-Yates shuffle picks n distinct cards
            for i in range(n):
                j = i + int(rnd() * (len(hand) - i))
                hand[i], hand[j] = hand[j], hand[i]
            return Exchange._of_sorted(tuple(sorted(hand[:n])))
        moves = state.legal_moves()
        return moves[int(rnd() * len(moves))]

    __call__ = choose

    def __repr__(self):
        return f"RandomPlayer({self.seed!r})"


def _internal(cards, deck):
    return C.internal_mask(cards, deck) << 40


def keep_values(h: int) -> dict:
    """How much each card of an internal hand (bits 40..71) is worth keeping:
    its rank, plus bonuses for a long suit, sequences (made or nearly made)
    and groups of 10s to aces."""
    hh = h >> 40
    counts = [0] * 8
    for c in T.iter_bits(hh):
        counts[c & 7] += 1
    in_seq = 0
    for s in range(4):
        b = (hh >> (8 * s)) & 255
        for _ln, _top, bm in C.RUNS[b]:
            in_seq |= bm << (8 * s)
    lens = [C.LEN[(hh >> (8 * s)) & 255] for s in range(4)]
    longest = max(lens)
    out = {}
    for c in T.iter_bits(hh):
        r, s = c & 7, c >> 3
        v = r + (4 if r == 7 else 0) + (1 if r == 6 else 0)
        if lens[s] >= 4:
            v += 2 * (lens[s] - 3)
        if lens[s] == longest and longest >= 4:
            v += 2
        if (in_seq >> c) & 1:
            v += 6
        else:
            b = (hh >> (8 * s)) & 255
            if (r > 0 and (b >> (r - 1)) & 1) or (r < 7 and (b >> (r + 1)) & 1):
                v += 2
        if r >= 3:
            if counts[r] >= 3:
                v += 8 + (4 if counts[r] == 4 else 0)
            elif counts[r] == 2:
                v += 1
        out[c + 40] = v
    return out


class ComputerPlayer:
    """A rule-based player (see the module doc).  ``threshold``: cards worth
    less than this are exchanged, within the rules' limits."""

    def __init__(self, threshold: int = 9):
        self.threshold = threshold

    def __repr__(self):
        return f"ComputerPlayer(threshold={self.threshold})"

    def choose(self, state: PicchettoState):
        ph = state.phase
        if ph == "blanche":
            return state.legal_moves()[0]
        if ph == "declare":
            return state.legal_moves()[0]  # everything we hold
        if ph == "exchange":
            return self._exchange(state)
        return self._play(state)

    __call__ = choose

    # ---------------------------------------------------------------- exchange
    def _exchange(self, state):
        deck = state.rules.deck
        me = state.current_player()
        hand = state.hand(me)
        h = _internal(hand, deck)
        vals = keep_values(h)
        lo, hi = state.exchange_limits()
        order = sorted(vals, key=lambda c: (vals[c], c))
        weak = sum(1 for c in order if vals[c] < self.threshold)
        if me != state.dealer:
            weak = max(weak, min(hi, 3))  # the elder's five are worth taking
        n = max(lo, min(hi, weak))
        discard = [C.external_card(c - 40, deck) for c in order[:n]]
        return Exchange(discard)

    # ---------------------------------------------------------------- play
    def _play(self, state):
        v = state.view(state.current_player())
        deck = state.rules.deck
        legal = list(v.legal_moves)
        if len(legal) == 1:
            return legal[0]
        hand = _internal(v.hand, deck)
        seen = hand | _internal(v.discards, deck) | _internal(v.talon_seen, deck)
        for _leader, a, b, _w in v.tricks:
            seen |= _internal([a, b], deck)
        for _s, c in v.trick:
            seen |= _internal([c], deck)
        unseen = (((1 << 32) - 1) << 40) & ~seen
        legal_i = {C.internal_bit(int(c), deck) + 40: c for c in legal}
        if not v.trick:
            return legal_i[self._lead(hand, unseen)]
        led = C.internal_bit(int(v.trick[0][1]), deck) + 40
        lmask = 0
        for c in legal_i:
            lmask |= 1 << c
        win = T.beating_mask(lmask, led)
        if win:
            return legal_i[T.lowest_card(win)]
        same = lmask & T.FRENCH_SUIT_MASKS[T.SUIT_INDEX[led]]
        if same:
            return legal_i[T.lowest_card(same)]
        return legal_i[self._discard(lmask, unseen)]

    @staticmethod
    def _masters(hand: int, unseen: int) -> int:
        out = 0
        for s in range(4):
            sm = T.FRENCH_SUIT_MASKS[s]
            mine = hand & sm
            if not mine:
                continue
            top_unseen = T.highest_card(unseen & sm)
            for c in T.iter_bits(mine):
                if top_unseen < 0 or c > top_unseen:
                    out |= 1 << c
        return out

    def _lead(self, hand: int, unseen: int) -> int:
        masters = self._masters(hand, unseen)
        lens = [(hand & T.FRENCH_SUIT_MASKS[s]).bit_count() for s in range(4)]
        if masters:
            best = max(T.iter_bits(masters), key=lambda c: (lens[T.SUIT_INDEX[c]], T.RANK_INDEX[c]))
            return best
        s = max(range(4), key=lambda s: (lens[s], s))
        return T.lowest_card(hand & T.FRENCH_SUIT_MASKS[s])

    def _discard(self, legal: int, unseen: int) -> int:
        masters = self._masters(legal, unseen)
        pool = legal & ~masters or legal
        lens = [(legal & T.FRENCH_SUIT_MASKS[s]).bit_count() for s in range(4)]
        return min(T.iter_bits(pool), key=lambda c: (T.RANK_INDEX[c], lens[T.SUIT_INDEX[c]], c))


def play_out(state: PicchettoState, players, until: str = "over", max_moves: int = 100000):
    """Let ``players[seat]`` move until the match is over (``until="over"``)
    or the current deal is finished (``until="deal"``); returns the state."""
    start = len(state.deal_results)
    n = 0
    while not state.is_over():
        if until == "deal" and len(state.deal_results) > start:
            break
        if state.is_chance_node():
            state.deal()
            continue
        p = state.current_player()
        state.play(players[p](state))
        n += 1
        if n > max_moves:
            raise RuntimeError("play_out: too many moves")
    return state
