"""Computer players for Belote.

Every player has ``choose(state) -> move`` (a legal move of
``state.current_player()``).  :class:`RuleBasedPlayer` looks only at
``state.view(player)``, i.e. what a player at the table may know (his hand,
the turned card, the bids, the cards played, the declared honours).

* :class:`RandomPlayer` (seeded): any legal move, uniformly.
* :class:`RuleBasedPlayer`: bids by counting trump strength (J, 9, A of the
  suit, length, side aces, belote), calls Senza Atout with aces and tens;
  in play it draws trumps when its side took, cashes master cards, gives
  points to a partner who is sure to win, wins cheaply when an opponent is
  winning, and otherwise throws its cheapest card.

``play_out(state, players)`` plays a state to the end.
"""

from __future__ import annotations

import random

from ..cards import FRENCH_SUITS
from . import rules as R

FULL = ((1 << 32) - 1) << 40


def _mask(cards_) -> int:
    m = 0
    for c in cards_:
        m |= 1 << c
    return m

# bidding weights for trumps by rank index 7 8 9 10 J Q K A
TRUMP_WEIGHT = (0.5, 0.5, 3.0, 1.5, 4.0, 1.0, 1.0, 2.0)


def trump_strength(hand: int, t: int) -> float:
    """A rough count of how good ``hand`` (a mask) is with trump index ``t``."""
    score = 0.0
    trumps = hand & R.SUIT_MASK[t]
    n = 0
    for c in R.french_cards(trumps):
        score += TRUMP_WEIGHT[R.RANK_INDEX[c]]
        n += 1
    if n > 2:
        score += 0.75 * (n - 2)
    kq = (1 << (40 + t * 8 + 6)) | (1 << (40 + t * 8 + 5))
    if hand & kq == kq:
        score += 1.0
    for s in range(4):
        if s == t:
            continue
        suit = hand & R.SUIT_MASK[s]
        ace = 1 << (40 + s * 8 + 7)
        ten = 1 << (40 + s * 8 + 3)
        if suit & ace:
            score += 1.5
            if suit & ten:
                score += 1.0
        elif suit & ten and (suit & ~ten):
            score += 0.4
    return score


def no_trump_strength(hand: int) -> float:
    """A rough count of sure tricks without trumps (aces, guarded tens, length)."""
    score = 0.0
    for s in range(4):
        suit = hand & R.SUIT_MASK[s]
        n = suit.bit_count()
        ace = 1 << (40 + s * 8 + 7)
        ten = 1 << (40 + s * 8 + 3)
        king = 1 << (40 + s * 8 + 6)
        if suit & ace:
            score += 3.0
            if suit & ten:
                score += 2.0
                if suit & king:
                    score += 1.0
            if n >= 4:
                score += 1.0
    return score


class RandomPlayer:
    """Plays a uniformly random legal move; ``seed`` makes it repeatable."""

    def __init__(self, seed=0):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, state):
        lm = state.legal_moves()
        return lm[self.rng.randrange(len(lm))]

    def __repr__(self) -> str:
        return f"RandomPlayer({self.seed!r})"


class RuleBasedPlayer:
    """A sensible player that sees only its own view of the table.

    ``accept_at`` is the trump strength needed to take (see
    :func:`trump_strength`); ``senza_at`` the strength needed to call Senza
    Atout (see :func:`no_trump_strength`).
    """

    def __init__(self, accept_at: float = 7.5, senza_at: float = 11.0):
        self.accept_at = accept_at
        self.senza_at = senza_at

    def __repr__(self) -> str:
        return f"RuleBasedPlayer(accept_at={self.accept_at!r}, senza_at={self.senza_at!r})"

    # ------------------------------------------------------------------
    def choose(self, state):
        view = state.view(state.current_player())
        return self.choose_from_view(view)

    def choose_from_view(self, view):
        legal = list(view.legal_moves)
        if not legal:
            raise ValueError("it is not this player's turn")
        if view.phase in ("bid1", "bid2", "senza"):
            return self._bid(view, legal)
        return self._card(view, legal)

    # ------------------------------------------------------------------ bidding
    def _bid(self, view, legal):
        hand = _mask(view.hand)
        turned = view.turned
        ts = FRENCH_SUITS.index(turned.suit)
        if view.phase == "bid1":
            score = trump_strength(hand | (1 << turned), ts)
            return "accept" if score >= self.accept_at else "pass"
        if view.phase == "bid2":
            best, best_s = None, None
            for m in legal:
                if m.startswith("name "):
                    s = FRENCH_SUITS.index(m[-1])
                    sc = trump_strength(hand | (1 << turned), s)
                    if best is None or sc > best:
                        best, best_s = sc, m
            return best_s if best is not None and best >= self.accept_at else "pass"
        # Senza Atout round
        nt = no_trump_strength(hand | (1 << turned))
        chooser = next((p for p, m in view.bids if m == "accept" or m.startswith("name ")), None)
        need = self.senza_at
        if chooser is not None and chooser % 2 == view.side:
            need += 3.0   # do not overrule our own side without a very strong hand
        return "senza" if nt >= need else "pass"

    # ------------------------------------------------------------------ play
    def _card(self, view, legal):
        t = R.trump_index(view.trump)
        hand = _mask(view.hand)
        played = view.played.mask
        unseen = FULL & ~played & ~hand
        strength = R.STRENGTH[t]
        points = R.POINTS[t]
        tmask = R.SUIT_MASK[t]

        def is_master(c):
            suit = R.SUIT_MASK[R.SUIT_INDEX[c]]
            sc = strength[c]
            for o in R.french_cards(unseen & suit):
                if strength[o] > sc:
                    return False
            return True

        def cheapest(cards_):
            return min(cards_, key=lambda c: (points[c], (tmask >> c) & 1, strength[c]))

        trick = [int(c) for c in view.trick]
        if not trick:
            return self._lead(view, legal, t, hand, unseen, is_master, cheapest)
        pos = len(trick)
        w = R.winner_index(trick, t)
        wc = trick[w]
        partner_winning = pos >= 2 and w == pos - 2
        last = pos == 3
        if partner_winning:
            sure = last or (is_master(wc) and (R.SUIT_INDEX[wc] == t or t == R.NO_TRUMP or pos == 2))
            if sure:
                plain = [c for c in legal if not (tmask >> c) & 1]
                if plain:
                    return max(plain, key=lambda c: (points[c], -strength[c]))
            return cheapest(legal)
        winners = [c for c in legal if R.winner_index(trick + [int(c)], t) == pos]
        if winners:
            trumps_ = [c for c in winners if (tmask >> c) & 1]
            plain = [c for c in winners if not (tmask >> c) & 1]
            if plain:
                if last:
                    return max(plain, key=lambda c: (points[c], strength[c]))
                masters = [c for c in plain if is_master(c)]
                if masters:
                    return max(masters, key=lambda c: strength[c])
                if points[wc] + sum(points[c] for c in trick) >= 10 or pos == 2:
                    return min(plain, key=lambda c: strength[c])
            if trumps_:
                return min(trumps_, key=lambda c: strength[c])
            if plain:
                return min(plain, key=lambda c: strength[c])
        return cheapest(legal)

    def _lead(self, view, legal, t, hand, unseen, is_master, cheapest):
        strength = R.STRENGTH[t]
        points = R.POINTS[t]
        tmask = R.SUIT_MASK[t]
        taker_side = view.contract is not None and view.contract.side == view.side
        if t != R.NO_TRUMP and taker_side:
            my_trumps = [c for c in legal if (tmask >> c) & 1]
            if my_trumps and unseen & tmask:
                top = max(my_trumps, key=lambda c: strength[c])
                if is_master(top):
                    return top
                if len(my_trumps) >= 3:
                    return min(my_trumps, key=lambda c: strength[c])
        masters = [c for c in legal if not (tmask >> c) & 1 and is_master(c)
                   and unseen & R.SUIT_MASK[R.SUIT_INDEX[c]]]
        if masters:
            return max(masters, key=lambda c: (points[c], strength[c]))
        plain = [c for c in legal if not (tmask >> c) & 1]
        if plain:
            # lead low from a suit where we do not hold a lone ten
            def key(c):
                s = R.SUIT_INDEX[c]
                ten_alone = (hand & R.SUIT_MASK[s]) == (1 << (40 + s * 8 + 3))
                return (ten_alone, points[c], strength[c])
            return min(plain, key=key)
        return cheapest(legal)


def play_out(state, players) -> None:
    """Play ``state`` to the end of the match with four players (indexed by
    player number)."""
    while not state.is_over():
        state.play(players[state.current_player()].choose(state))


__all__ = ["RandomPlayer", "RuleBasedPlayer", "play_out", "trump_strength", "no_trump_strength"]
