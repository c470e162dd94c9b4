"""Computer players for Belote.

Every player has ``choose(state) -> move`` (a legal move of
``state.current_player()``).  :class:`RuleBasedPlayer` decides only from
what ``state.view(player)`` holds, i.e. what a player at the table may know
(his hand, the turned card, the bids, the cards played).

* :class:`RandomPlayer` (seeded): any legal move, uniformly.
* :class:`RuleBasedPlayer`: bids by counting trump strength (J, 9, A of the
  suit, length, side aces, belote), calls Senza Atout with aces and tens;
  in play it draws trumps when its side took, cashes master cards, gives
  points to a partner who is sure to win, wins cheaply when an opponent is
  winning, and otherwise throws its cheapest card.

The rule-based decisions are pure functions of masks, :func:`rule_bid` and
:func:`rule_card`, so that the coach's simulations (:mod:`.search`) can play
thousands of cards a second with them; ``RuleBasedPlayer.choose(state)``
reads the same public facts and own hand as its view would hold, without
building the view.

``play_out(state, players)`` plays a state to the end.
"""

from __future__ import annotations

import random

from .. import i18n
from ..cards import CARDS, FRENCH_SUITS, rng as _rng
from ..errors import IllegalMoveError, InvalidInputError
from ..options import need_bool, need_choice, quote
from . import _checks as check
from . import rules as R

i18n.register({
    "belote.check.threshold": {
        "en": "{owner}: {name} must be a number of strength from 0 to 100, not {value}",
        "it": "{owner}: {name} deve essere un numero (una forza) da 0 a 100, non {value}",
    },
    "belote.check.bids": {
        "en": "{owner}: bids must be a list of (player, move) pairs such as (0, 'pass'), not {value}",
        "it": "{owner}: bids deve essere una lista di coppie (giocatore, mossa) come (0, 'pass'), "
              "non {value}",
    },
    "belote.check.players": {
        "en": "play_out: players must be a list of four players, each with a choose(state) method, "
              "not {value}",
        "it": "play_out: players deve essere una lista di quattro giocatori, ciascuno con un metodo "
              "choose(state), non {value}",
    },
    "belote.check.not_your_turn": {
        "en": "this view's player is not to move: he has no legal move to choose",
        "it": "non tocca al giocatore di questa vista: non ha mosse lecite fra cui scegliere",
    },
    "belote.check.empty_hand": {
        "en": "{owner}: hand must hold at least one card",
        "it": "{owner}: hand deve contenere almeno una carta",
    },
})

FULL = ((1 << 32) - 1) << 40

# bidding weights for trumps by rank index 7 8 9 10 J Q K A
TRUMP_WEIGHT = (0.5, 0.5, 3.0, 1.5, 4.0, 1.0, 1.0, 2.0)


def _trump_byte_score(b: int) -> float:
    """The trump part of :func:`trump_strength` for the rank bits ``b`` of
    the trumps held (weights, length, belote: quarters, so exact in any
    order)."""
    score = sum(TRUMP_WEIGHT[r] for r in range(8) if b >> r & 1)
    n = b.bit_count()
    if n > 2:
        score += 0.75 * (n - 2)
    if b & 0b1100000 == 0b1100000:   # K and Q: belote
        score += 1.0
    return score


def _no_trump_byte_score(b: int) -> float:
    """:func:`no_trump_strength` of one suit's rank bits ``b``."""
    if not b & 0x80:
        return 0.0
    score = 3.0
    if b & 0x08:
        score += 2.0
        if b & 0x40:
            score += 1.0
    if b.bit_count() >= 4:
        score += 1.0
    return score


_TRUMP_BYTE = tuple(_trump_byte_score(b) for b in range(256))
_NO_TRUMP_BYTE = tuple(_no_trump_byte_score(b) for b in range(256))
_ACE_BIT, _TEN_BIT = 0x80, 0x08
_NAME_ORDER = tuple(sorted(FRENCH_SUITS))


def _threshold(owner: str, name: str, value) -> float:
    """A bidding threshold: a finite number of strength from 0 to 100."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 100:
        raise InvalidInputError("belote.check.threshold", owner=owner, name=name, value=quote(value))
    return value


def _no_move(state):
    """The refusal of a choice where the player to move has none."""
    why = "coach.why.over" if state.is_over() else "coach.why.chance"
    return IllegalMoveError("coach.no_move", why=i18n.Term(why))


def trump_strength(hand: int, t: int) -> float:
    """A rough count of how good ``hand`` (a mask) is with trump index ``t``:
    trumps weighted J 4, 9 3, A 2, 10 1.5, K and Q 1, 8 and 7 0.5, plus 0.75
    for each trump beyond two and 1 for the belote; side aces 1.5 (and 1
    more with the ten), a guarded ten 0.4."""
    check.mask("trump_strength", "hand", hand)
    check.trump("trump_strength", "t", t)
    return _trump_strength(hand, t)


def _trump_strength(hand: int, t: int) -> float:
    score = _TRUMP_BYTE[hand >> (40 + 8 * t) & 255]
    for s in range(4):
        if s == t:
            continue
        b = hand >> (40 + 8 * s) & 255
        if b & _ACE_BIT:
            score += 1.5
            if b & _TEN_BIT:
                score += 1.0
        elif b & _TEN_BIT and b & ~_TEN_BIT:
            score += 0.4
    return score


def no_trump_strength(hand: int) -> float:
    """A rough count of sure tricks without trumps (aces, guarded tens, length)."""
    check.mask("no_trump_strength", "hand", hand)
    return _no_trump_strength(hand)


def _no_trump_strength(hand: int) -> float:
    return (_NO_TRUMP_BYTE[hand >> 40 & 255] + _NO_TRUMP_BYTE[hand >> 48 & 255]
            + _NO_TRUMP_BYTE[hand >> 56 & 255] + _NO_TRUMP_BYTE[hand >> 64 & 255])


# per trump index 0..4 and card: the cards of its suit that beat it
ABOVE = tuple(
    tuple(
        sum(1 << o for o in range(40 + R.SUIT_INDEX[c] * 8, 48 + R.SUIT_INDEX[c] * 8)
            if R.STRENGTH[t][o] > R.STRENGTH[t][c]) if c >= 40 else 0
        for c in range(72)
    )
    for t in range(5)
)


def _bits(m: int):
    """The card numbers of mask ``m``, lowest first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def _first_best(m: int, key, lowest: bool):
    """The card of ``m`` with the smallest (``lowest``) or largest
    ``key[card]``, the lowest card number among equals (as ``min``/``max``
    over the sorted legal cards)."""
    best = None
    bk = None
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        k = key[c]
        if best is None or (k < bk if lowest else k > bk):
            best, bk = c, k
    return best


def _key_table(t: int, fn) -> tuple:
    return tuple(fn(R.POINTS[t][c], (R.SUIT_MASK[t] >> c) & 1, R.STRENGTH[t][c]) if c >= 40 else 0
                 for c in range(72))


# Orderings of the cards as integer keys (strength is 0..15, so each
# encodes a tuple comparison), per trump index: cheapest = (points, is a
# trump, strength); by value = (points, strength); by value, weakest first
# among equals = (points, -strength).
CHEAP_KEY = tuple(_key_table(t, lambda p, tr, st: p * 64 + tr * 32 + st) for t in range(5))
VALUE_KEY = tuple(_key_table(t, lambda p, tr, st: p * 32 + st) for t in range(5))
VALUE_LOW_KEY = tuple(_key_table(t, lambda p, tr, st: p * 32 + 15 - st) for t in range(5))
_TEN_ALONE = 1 << 12   # above any VALUE_KEY


def rule_bid(phase: str, hand: int, turned: int, bids, side: int,
             accept_at: float = 7.5, senza_at: float = 11.0) -> str:
    """The rule-based bid (see :class:`RuleBasedPlayer`) from masks:
    ``hand`` the bidder's five cards, ``turned`` the turned card's number,
    ``bids`` the ``(player, move)`` pairs so far, ``side`` the bidder's."""
    o = "rule_bid"
    need_choice(o, "phase", phase, ("bid1", "bid2", "senza"))
    check.mask(o, "hand", hand)
    check.trick(o, "turned", [turned], most=1)
    if hand >> turned & 1:
        raise R.InvalidCardError("belote.card_twice", card=str(CARDS[turned]))
    if not isinstance(bids, (list, tuple)) or len(bids) > 12 or not all(
            isinstance(b, (list, tuple)) and len(b) == 2 and check.is_int(b[0]) and 0 <= b[0] <= 3
            and isinstance(b[1], str) for b in bids):
        raise InvalidInputError("belote.check.bids", owner=o, value=quote(bids))
    check.side(o, "side", side)
    _threshold(o, "accept_at", accept_at)
    _threshold(o, "senza_at", senza_at)
    return _rule_bid(phase, hand, turned, bids, side, accept_at, senza_at)


def _rule_bid(phase: str, hand: int, turned: int, bids, side: int,
              accept_at: float = 7.5, senza_at: float = 11.0) -> str:
    with_turned = hand | (1 << turned)
    ts = R.SUIT_INDEX[turned]
    if phase == "bid1":
        return "accept" if _trump_strength(with_turned, ts) >= accept_at else "pass"
    if phase == "bid2":
        best, best_m = None, None
        for letter in _NAME_ORDER:   # the "name X" moves in the order of the legal moves
            s = FRENCH_SUITS.index(letter)
            if s == ts:
                continue
            sc = _trump_strength(with_turned, s)
            if best is None or sc > best:
                best, best_m = sc, "name " + letter
        return best_m if best >= accept_at else "pass"
    # Senza Atout round
    nt = _no_trump_strength(with_turned)
    chooser = next((p for p, m in bids if m == "accept" or m.startswith("name ")), None)
    need = senza_at
    if chooser is not None and chooser % 2 == side:
        need += 3.0   # do not overrule our own side without a very strong hand
    return "senza" if nt >= need else "pass"


def rule_card(hand: int, trick, t: int, played: int, takers: bool) -> int:
    """The rule-based card (see :class:`RuleBasedPlayer`) from masks:
    ``hand`` the player's cards, ``trick`` the card numbers on the table,
    ``t`` the trump index, ``played`` every card played so far in the deal
    (the table included), ``takers`` whether the player's side made the
    final call.  Returns a card number."""
    o = "rule_card"
    check.mask(o, "hand", hand)
    if not hand:
        raise InvalidInputError("belote.check.empty_hand", owner=o)
    trick = check.trick(o, "trick", trick)
    R._distinct(trick, hand)
    check.trump(o, "t", t)
    check.mask(o, "played", played)
    need_bool(o, "takers", takers)
    return _rule_card(hand, trick, t, played, takers)


def _rule_card(hand: int, trick, t: int, played: int, takers: bool) -> int:
    legal = R.legal_mask(hand, trick, t)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    unseen = FULL & ~played & ~hand
    strength = R.STRENGTH[t]
    points = R.POINTS[t]
    tmask = R.SUIT_MASK[t]
    above = ABOVE[t]
    if not trick:
        if tmask and takers:
            my_trumps = legal & tmask
            if my_trumps and unseen & tmask:
                top = _first_best(my_trumps, strength, False)
                if not unseen & above[top]:
                    return top
                if my_trumps.bit_count() >= 3:
                    return _first_best(my_trumps, strength, True)
        plain = legal & ~tmask
        masters = 0
        for c in _bits(plain):
            if not unseen & above[c] and unseen & R.SUIT_MASK[R.SUIT_INDEX[c]]:
                masters |= 1 << c
        if masters:
            return _first_best(masters, VALUE_KEY[t], False)
        if plain:
            # lead low from a suit where we do not hold a lone ten
            key = list(VALUE_KEY[t])
            for base in (40, 48, 56, 64):
                if hand & (255 << base) == 1 << (base + 3):
                    key[base + 3] += _TEN_ALONE
            return _first_best(plain, key, True)
        return _first_best(legal, CHEAP_KEY[t], True)
    pos = len(trick)
    w = R.winner_index(trick, t)
    wc = trick[w]
    if pos >= 2 and w == pos - 2:   # the partner is winning
        sure = pos == 3 or (not unseen & above[wc] and (R.SUIT_INDEX[wc] == t or t == R.NO_TRUMP or pos == 2))
        if sure:
            plain = legal & ~tmask
            if plain:
                return _first_best(plain, VALUE_LOW_KEY[t], False)
        return _first_best(legal, CHEAP_KEY[t], True)
    # the cards that beat the winning card: higher in its suit, or a trump over a plain card
    winners = legal & (above[wc] | (tmask if R.SUIT_INDEX[wc] != t else 0))
    if winners:
        trumps_ = winners & tmask
        plain = winners & ~tmask
        if plain:
            if pos == 3:
                return _first_best(plain, VALUE_KEY[t], False)
            masters = 0
            for c in _bits(plain):
                if not unseen & above[c]:
                    masters |= 1 << c
            if masters:
                return _first_best(masters, strength, False)
            if points[wc] + sum(points[c] for c in trick) >= 10 or pos == 2:
                return _first_best(plain, strength, True)
        if trumps_:
            return _first_best(trumps_, strength, True)
        return _first_best(plain, strength, True)
    return _first_best(legal, CHEAP_KEY[t], True)


class RandomPlayer:
    """Plays a uniformly random legal move; ``seed`` makes it repeatable."""

    def __init__(self, seed=0):
        # a seed as the kit takes one (int, text, random.Random), or a float
        # (which random.Random has always taken here)
        self.rng = random.Random(seed) if isinstance(seed, float) else _rng(seed)
        self.seed = seed

    def choose(self, state):
        check.state("RandomPlayer.choose", state)
        lm = state.legal_moves()
        if not lm:
            raise _no_move(state)
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
        self.accept_at = _threshold("RuleBasedPlayer", "accept_at", accept_at)
        self.senza_at = _threshold("RuleBasedPlayer", "senza_at", senza_at)

    def __repr__(self) -> str:
        return f"RuleBasedPlayer(accept_at={self.accept_at!r}, senza_at={self.senza_at!r})"

    # ------------------------------------------------------------------
    def choose(self, state):
        """The move for the player to move in ``state``, from what he may
        see: his own hand and the public table (the same decision as
        ``choose_from_view(state.view(player))``, without building the view)."""
        check.state("RuleBasedPlayer.choose", state)
        p = state.current_player()
        phase = state.phase
        if phase in ("bid1", "bid2", "senza"):
            return _rule_bid(phase, state.hand_masks[p], int(state.turned), state.bids, p % 2,
                            self.accept_at, self.senza_at)
        if phase != "play":
            raise _no_move(state)
        trick = state.trick
        played = state.won[0] | state.won[1]
        for c in trick:
            played |= 1 << c
        return CARDS[_rule_card(state.hand_masks[p], trick, state.trump, played, state.taker % 2 == p % 2)]

    def choose_from_view(self, view):
        """The same decision as :meth:`choose`, from ``state.view(player)``."""
        from .state import BeloteView
        check.kind("RuleBasedPlayer.choose_from_view", "view", view, BeloteView)
        if not view.legal_moves:
            raise IllegalMoveError("belote.check.not_your_turn")
        hand = 0
        for c in view.hand:
            hand |= 1 << c
        if view.phase in ("bid1", "bid2", "senza"):
            return _rule_bid(view.phase, hand, int(view.turned), view.bids, view.side,
                             self.accept_at, self.senza_at)
        takers = view.contract is not None and view.contract.side == view.side
        trick = [int(c) for c in view.trick]
        return CARDS[_rule_card(hand, trick, R.trump_index(view.trump), view.played.mask, takers)]


def play_out(state, players) -> None:
    """Play ``state`` to the end of the match with four players (indexed by
    player number)."""
    check.state("play_out", state)
    if not isinstance(players, (list, tuple)) or len(players) != 4 or not all(
            callable(getattr(p, "choose", None)) for p in players):
        raise InvalidInputError("belote.check.players", value=quote(players))
    while not state.is_over():
        state.play(players[state.current_player()].choose(state))


__all__ = ["RandomPlayer", "RuleBasedPlayer", "play_out", "trump_strength", "no_trump_strength",
           "rule_bid", "rule_card"]
