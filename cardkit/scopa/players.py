"""Computer players for Scopa.

Every player has ``choose(state_or_view) -> Move``.  Given a
:class:`~cardkit.scopa.state.ScopaState` it first takes the view of the
player to move (:meth:`ScopaState.view`), so a computer player only ever
uses what that player may see: its own hand, the table, the cards already
played and captured (all captures happen face up), scores and counts.

* :class:`RandomPlayer` picks a legal move at random from its own seed.
* :class:`RuleBasedPlayer` follows the rule text's advice and the usual
  table wisdom: make a scopa when possible; take the settebello; prefer
  captures of more cards, of coins and of sevens (then sixes and aces, for
  the primiera); when nothing is worth taking, do not leave a table that
  adds up to 10 or less if a card of that value is still unseen (the next
  player could sweep it), do not expose sevens or the settebello, and throw
  away the least useful card.  It "remembers" the cards played by reading
  the view's ``seen`` set.  Ties are broken by the sorted order of legal
  moves, so it is deterministic.
"""

from __future__ import annotations

import random

from ..cards import CARDS
from .rules import COINS_MASK, SETTEBELLO, VALUE_MASKS, Move, mask_value
from .state import ScopaState, ScopaView


def _as_view(state_or_view) -> ScopaView:
    if isinstance(state_or_view, ScopaView):
        return state_or_view
    if isinstance(state_or_view, ScopaState):
        return state_or_view.view(state_or_view.current_player())
    raise TypeError("choose() needs a ScopaState or a ScopaView")


class Player:
    """Base of the computer players: ``choose(state_or_view) -> Move``."""

    name = "player"

    def choose(self, state_or_view) -> Move:
        raise NotImplementedError

    def __call__(self, state_or_view) -> Move:
        return self.choose(state_or_view)


class RandomPlayer(Player):
    """Plays a legal move chosen at random (seeded)."""

    name = "random"

    def __init__(self, seed=0):
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, state_or_view) -> Move:
        if isinstance(state_or_view, ScopaState):
            legal = state_or_view.legal_moves()  # exactly the moves the view would show
        else:
            legal = list(_as_view(state_or_view).legal_moves)
        if not legal:
            raise ValueError("there is no move to choose: it is not this player's turn")
        return self._rng.choice(legal)

    def __repr__(self) -> str:
        return f"RandomPlayer({self.seed!r})"


# weights of a card going into our pile (settebello counted apart)
def _card_worth(c: int) -> float:
    w = 1.0                      # carte
    if c < 10:
        w += 1.5                 # denari
    r = c % 10
    if r == 6:
        w += 2.5                 # a seven: primiera
    elif r == 5:
        w += 1.2                 # a six
    elif r == 0:
        w += 0.8                 # an ace
    if c == SETTEBELLO:
        w += 12.0
    return w


_WORTH = tuple(_card_worth(c) for c in range(40))


class RuleBasedPlayer(Player):
    """A sensible, deterministic player built from the classic advice (see
    the module docstring).  ``choose`` scores every legal move and plays the
    best (the first in sorted order among equals)."""

    name = "rules"

    def __repr__(self) -> str:
        return "RuleBasedPlayer()"

    def choose(self, state_or_view) -> Move:
        view = _as_view(state_or_view)
        legal = view.legal_moves
        if not legal:
            raise ValueError("there is no move to choose: it is not this player's turn")
        best = None
        best_score = None
        for m in legal:
            s = self.evaluate(view, m)
            if best_score is None or s > best_score:
                best, best_score = m, s
        return best

    def evaluate(self, view: ScopaView, move: Move) -> float:
        """The heuristic score of a move (higher is better)."""
        table = 0
        for c in view.table:
            table |= 1 << c
        unseen = ((1 << 40) - 1) & ~view.seen.mask & ~view.hand.mask
        c = move.card
        cap = move.mask
        last_card = view.plays_left == 1
        score = 0.0
        if cap:
            after = table & ~cap
            score += 10.0 + sum(_WORTH[x] for x in _bits(cap)) + _WORTH[c]
            if not after and not last_card:
                score += 40.0            # scopa
        else:
            after = table | (1 << c)
            score -= _WORTH[c]           # throwing away a card we might have kept
            if c == SETTEBELLO:
                score -= 25.0
        if after and not last_card:
            # danger: the next players could sweep the table with one card
            total = mask_value(after)
            if total <= 10 and (unseen & VALUE_MASKS[total]):
                score -= 20.0
            # exposing the settebello or sevens
            if after & (1 << SETTEBELLO) and unseen & VALUE_MASKS[7]:
                score -= 15.0
            elif after & VALUE_MASKS[7] & ~COINS_MASK and unseen & VALUE_MASKS[7]:
                score -= 3.0
            if total > 10:
                score += 0.5             # nobody can sweep it
        return score


def _bits(m: int):
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def play_match(state: ScopaState, players, max_moves: int = 100_000) -> ScopaState:
    """Let computer players play ``state`` to the end (``players[p]`` moves
    for player ``p``); returns the state."""
    k = 0
    while not state.is_over():
        p = state.current_player()
        state.play(players[p].choose(state))
        k += 1
        if k > max_moves:
            raise RuntimeError("the match did not end")
    return state


__all__ = ["Player", "RandomPlayer", "RuleBasedPlayer", "play_match", "CARDS"]
