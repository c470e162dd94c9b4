"""Computer players for Scopa.

Every player has ``choose(state_or_view) -> Move``.  Given a
:class:`~cardkit.scopa.state.ScopaState` it reads only what the player to
move may see (:meth:`ScopaState.turn_info`, or the fuller
:meth:`ScopaState.view`): its own hand, the table, the cards already played
and captured (all captures happen face up), scores and counts.

* :class:`RandomPlayer` picks a legal move at random from its own seed.
* :class:`RuleBasedPlayer` follows the rule text's advice and the usual
  table wisdom: make a scopa when possible; take the settebello; prefer
  captures of more cards, of coins and of sevens (then sixes and aces, for
  the primiera); when nothing is worth taking, do not leave a table that
  adds up to 10 or less if a card of that value is still unseen (the next
  player could sweep it), do not expose sevens or the settebello, and throw
  away the least useful card.  It "remembers" the cards played by reading
  the ``seen`` cards.  :func:`rule_choice` is the same advice on bitmasks
  (the coach's play-outs use it).  Ties are broken by the sorted order of legal
  moves, so it is deterministic.
"""

from __future__ import annotations


from .. import i18n
from ..cards import CARDS, rng
from ..errors import IllegalMoveError, InvalidInputError
from ..options import InvalidOptionError, is_int, need_bool, need_int, quote
from .rules import CACHE_CAP, remember
from .rules import (
    COINS_MASK, DECK_MASK, SETTEBELLO, SETTEBELLO_BIT, VALUE, VALUE_MASKS, Move, iter_bits,
    mask_value,
)
from .state import ScopaState, ScopaView

i18n.register({
    "scopa.player_input": {
        "en": "a Scopa player chooses from a ScopaState or a ScopaView, not {value}",
        "it": "un giocatore di Scopa sceglie da uno ScopaState o da una ScopaView, non {value}",
    },
    "scopa.player_base": {
        "en": "Player is only the base of the computer players: use RandomPlayer, RuleBasedPlayer "
              "or SearchPlayer, or give your own player a choose method",
        "it": "Player è solo la base dei giocatori del computer: usa RandomPlayer, RuleBasedPlayer "
              "o SearchPlayer, o dai al tuo giocatore un metodo choose",
    },
    "scopa.match_state": {
        "en": "play_match plays a ScopaState, not {value}",
        "it": "play_match gioca uno ScopaState, non {value}",
    },
    "scopa.match_players": {
        "en": "give play_match a list of {n} players (one per seat, each with a choose method), not {value}",
        "it": "dai a play_match una lista di {n} giocatori (uno per posto, ognuno con un metodo choose), "
              "non {value}",
    },
    "scopa.match_no_end": {
        "en": "the match did not end within {n} moves",
        "it": "la partita non è finita entro {n} mosse",
    },
    "scopa.moves_form": {
        "en": "{name} must be a list of Scopa moves, not {value}",
        "it": "{name} deve essere una lista di mosse di Scopa, non {value}",
    },
    "scopa.move_form": {
        "en": "{name} must be a Scopa Move, not {value}",
        "it": "{name} deve essere una Move di Scopa, non {value}",
    },
    "scopa.no_move_to_choose": {
        "en": "there is no move to choose: it is not this player's turn",
        "it": "non c'è nessuna mossa da scegliere: non tocca a questo giocatore",
    },
})


def _as_view(state_or_view) -> ScopaView:
    if isinstance(state_or_view, ScopaView):
        return state_or_view
    if isinstance(state_or_view, ScopaState):
        return state_or_view.view(state_or_view.current_player())
    raise InvalidOptionError("scopa.player_input", value=quote(state_or_view))


class Player:
    """Base of the computer players: ``choose(state_or_view) -> Move``."""

    name = "player"

    def choose(self, state_or_view) -> Move:
        _as_view(state_or_view)
        raise InvalidInputError("scopa.player_base")

    def __call__(self, state_or_view) -> Move:
        return self.choose(state_or_view)


class RandomPlayer(Player):
    """Plays a legal move chosen at random (seeded)."""

    name = "random"

    def __init__(self, seed=0):
        self._rng = rng(seed)           # refuses what is not a seed (cardkit.cards.check_seed)
        self.seed = seed

    def choose(self, state_or_view) -> Move:
        if isinstance(state_or_view, ScopaState):
            legal = state_or_view.legal_moves()  # exactly the moves the view would show
        else:
            legal = list(_as_view(state_or_view).legal_moves)
        if not legal:
            raise IllegalMoveError("scopa.no_move_to_choose")
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


#: how much each card (by number) is worth in one's pile, to the rule-based player
WORTH = tuple(_card_worth(c) for c in range(40))


class RuleBasedPlayer(Player):
    """A sensible, deterministic player built from the classic advice (see
    the module docstring).  ``choose`` scores every legal move and plays the
    best (the first in sorted order among equals).

    Given a :class:`ScopaState` it reads only :meth:`ScopaState.turn_info`
    (the player's own hand and the public facts, as bitmasks) instead of
    building the whole view: the same decision, several times faster."""

    name = "rules"

    def __repr__(self) -> str:
        return "RuleBasedPlayer()"

    def choose(self, state_or_view) -> Move:
        if isinstance(state_or_view, ScopaState):
            t = state_or_view.turn_info()
            return _rule_choice(t.legal, t.table, t.unseen, t.plays_left == 1)
        view = _as_view(state_or_view)
        if not view.legal_moves:
            raise IllegalMoveError("scopa.no_move_to_choose")
        table, unseen = _view_masks(view)
        return _rule_choice(view.legal_moves, table, unseen, view.plays_left == 1)

    def evaluate(self, view: ScopaView, move: Move) -> float:
        """The heuristic score of a move (higher is better)."""
        view = _as_view(view)
        need_move("evaluate", "move", move)
        table, unseen = _view_masks(view)
        return _rule_score(move, table, mask_value(table), unseen, view.plays_left == 1)


def _view_masks(view: ScopaView) -> tuple:
    """The table of a view and the cards its player has not seen, as bitmasks."""
    table = 0
    for c in view.table:
        table |= 1 << c
    return table, DECK_MASK & ~view.seen.mask & ~view.hand.mask


def need_move(owner: str, name: str, move) -> Move:
    """``move`` if it is a Scopa :class:`Move`; else refuse it."""
    if not isinstance(move, Move):
        raise InvalidOptionError("scopa.move_form", name=name, value=quote(move))
    return move


def need_mask(owner: str, name: str, mask) -> int:
    """``mask`` if it is a mask of the 40 Italian cards (a whole number, bit
    ``n`` for card number ``n``); else refuse it."""
    return need_int(owner, name, mask, lo=0, hi=DECK_MASK)


def rule_choice(legal, table: int, unseen: int, last_card: bool, total: int | None = None) -> Move:
    """The rule-based player's move among ``legal`` (the first best in the
    given order; ``None`` when there is none), on bitmasks: ``table``;
    ``unseen``, the cards the player has not seen (other hands and stock);
    ``last_card``, whether this is the hand's last play; ``total``, the
    table's value if already known."""
    if not isinstance(legal, (list, tuple)) or not all(isinstance(m, Move) for m in legal):
        raise InvalidOptionError("scopa.moves_form", name="legal", value=quote(legal))
    need_mask("rule_choice", "table", table)
    need_mask("rule_choice", "unseen", unseen)
    need_bool("rule_choice", "last_card", last_card)
    need_int("rule_choice", "total", total, lo=0, hi=mask_value(DECK_MASK), optional=True)
    return _rule_choice(legal, table, unseen, last_card, total)


def _rule_choice(legal, table: int, unseen: int, last_card: bool, total: int | None = None) -> Move:
    """:func:`rule_choice` without the checks (the players' and the coach's
    play-outs, which pass the state's own masks)."""
    if total is None:
        total = mask_value(table)
    best = None
    best_score = 0.0
    for m in legal:
        s = _rule_score(m, table, total, unseen, last_card)
        if best is None or s > best_score:
            best, best_score = m, s
    return best


def rule_score(move: Move, table: int, total: int, unseen: int, last_card: bool) -> float:
    """The rule-based player's score of ``move`` (see :func:`rule_choice`;
    ``total`` is the table's value :func:`~.rules.mask_value`)."""
    need_move("rule_score", "move", move)
    need_mask("rule_score", "table", table)
    need_int("rule_score", "total", total, lo=0, hi=mask_value(DECK_MASK))
    need_mask("rule_score", "unseen", unseen)
    need_bool("rule_score", "last_card", last_card)
    return _rule_score(move, table, total, unseen, last_card)


def _rule_score(move: Move, table: int, total: int, unseen: int, last_card: bool) -> float:
    """:func:`rule_score` without the checks."""
    score = _BASE.get(move)
    if score is None:
        score = _base_score(move)
    cap = move.mask
    if cap:
        after = table & ~cap
        total -= VALUE[move.card]           # a capture takes exactly the card's value
        if not after and not last_card:
            score += 40.0                   # scopa
    else:
        after = table | move.bit
        total += VALUE[move.card]
    if after and not last_card:
        # danger: the next players could sweep the table with one card
        if total <= 10 and (unseen & VALUE_MASKS[total]):
            score -= 20.0
        # exposing the settebello or sevens
        if after & SETTEBELLO_BIT and unseen & VALUE_MASKS[7]:
            score -= 15.0
        elif after & VALUE_MASKS[7] & ~COINS_MASK and unseen & VALUE_MASKS[7]:
            score -= 3.0
        if total > 10:
            score += 0.5                    # nobody can sweep it
    return score


#: the part of a move's score that depends on the move alone (see _base_score)
_BASE: dict = {}


def _base_score(move: Move) -> float:
    """What a capture brings into the pile, or what a card left on the table
    gives away (computed once per move and remembered)."""
    c = move.card
    cap = move.mask
    score = 0.0
    if cap:
        score += 10.0 + sum(WORTH[x] for x in iter_bits(cap)) + WORTH[c]
    else:
        score -= WORTH[c]           # throwing away a card we might have kept
        if c == SETTEBELLO:
            score -= 25.0
    remember(_BASE, move, score, CACHE_CAP)    # bounded: a long-lived process meets ever new moves
    return score


#: the most moves :func:`play_match` may be asked to play (a match of 21
#: points takes a few hundred)
MAX_MATCH_MOVES = 100_000


def play_match(state: ScopaState, players, max_moves: int = MAX_MATCH_MOVES) -> ScopaState:
    """Let computer players play ``state`` to the end (``players[p]`` moves
    for player ``p``; a player is anything with a ``choose(state)`` method);
    returns the state.  Refused if it has not ended after ``max_moves``
    moves (at most :data:`MAX_MATCH_MOVES`)."""
    if not isinstance(state, ScopaState):
        raise InvalidOptionError("scopa.match_state", value=quote(state))
    n = state.players
    if (not isinstance(players, (list, tuple)) or len(players) != n
            or not all(callable(getattr(p, "choose", None)) for p in players)):
        raise InvalidOptionError("scopa.match_players", n=n, value=quote(players))
    need_int("play_match", "max_moves", max_moves, lo=1, hi=MAX_MATCH_MOVES)
    k = 0
    while not state.is_over():
        p = state.current_player()
        state.play(players[p].choose(state))
        k += 1
        if k >= max_moves and not state.is_over():
            raise InvalidInputError("scopa.match_no_end", n=max_moves)
    return state


__all__ = ["Player", "RandomPlayer", "RuleBasedPlayer", "play_match", "rule_choice", "rule_score",
           "MAX_MATCH_MOVES", "CARDS"]
