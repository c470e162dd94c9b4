"""Computer players for Picchetto / Piquet.

* :class:`RandomPlayer` ``(seed)`` — any legal move at random (an exchange:
  a random number of cards within the limits, then random cards).
* :class:`ComputerPlayer` — a rule-based player that sees only what its
  seat may see (what :meth:`~cardkit.picchetto.PicchettoState.view` shows:
  its hand, its discards, the talon cards it looked at, the cards played):
  it exchanges to keep its long suit, its sequences and its high groups,
  announces every mano bianca, declares everything, and plays its winners
  first, takes tricks as cheaply as it can and throws its least useful cards.

A player is called with the state and returns a move: ``player(state)`` or
``player.choose(state)``.  :func:`play_out` plays a state to the end (or to
the end of the deal) with two players.

The rule-based choices are also available on bit masks (internal card
numbers 40..71: bit ``40 + 8 * suit + rank``), for the coach's fast
play-outs: :func:`policy_card`, :func:`legal_mask`, :func:`masters`,
:meth:`ComputerPlayer.discards`; they read table lookups, not views, so a
decision costs a few microseconds.
"""

from __future__ import annotations

import bisect

from ..cards import CARDS, rng
from .. import tricks as T
from . import combos as C
from ..options import is_int, need_bool, need_choice, need_int
from ._checks import need_deal, need_hands, need_mask, need_players, need_state
from .state import Declare, Exchange, PicchettoState, DECLARES, PH_DECL_E, PH_DECL_Y, PH_EXCH_E, PH_EXCH_Y, PH_PLAY

_EXCHANGE_PHASES = (PH_EXCH_E, PH_EXCH_Y)


class RandomPlayer:
    """Chooses uniformly among the legal moves; for an exchange, a number of
    cards uniformly within the limits, then that many random cards (the
    legal list of exchanges has over a thousand entries).  Regular exchanges
    only (never a miscount)."""

    def __init__(self, seed=0):
        self.rng = rng(seed)    # refuses what is not a seed
        self.seed = seed

    def choose(self, state: PicchettoState):
        if not isinstance(state, PicchettoState):
            need_hands("RandomPlayer.choose", "state", state)
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
        if state._phase in (PH_DECL_E, PH_DECL_Y) and state.rules.partial_declarations:
            # the legal declarations are every choice per category, in
            # order: index them without listing them (the same move as
            # legal_moves()[i]): the state counts the choices per category
            # and makes only the one drawn
            return state._random_declare(state.current_player(), rnd())

        moves = state.legal_moves()
        return moves[int(rnd() * len(moves))]

    __call__ = choose

    def __repr__(self):
        return f"RandomPlayer({self.seed!r})"


FULL = ((1 << 32) - 1) << 40   # the 32 cards, as internal card numbers 40..71
_SUIT_MASKS = T.FRENCH_SUIT_MASKS


def _suit_values(b: int) -> tuple:
    """The part of each card's keep value that depends on its own suit only
    (a suit byte ``b``): ``((rank, value), ...)``, lowest rank first."""
    runs = 0
    for _ln, _top, bm in C.RUNS[b]:
        runs |= bm
    n = C.LEN[b]
    out = []
    for r in range(8):
        if not (b >> r) & 1:
            continue
        v = r + (4 if r == 7 else 0) + (1 if r == 6 else 0)
        if n >= 4:
            v += 2 * (n - 3)
        if (runs >> r) & 1:
            v += 6
        elif (r > 0 and (b >> (r - 1)) & 1) or (r < 7 and (b >> (r + 1)) & 1):
            v += 2
        out.append((r, v))
    return tuple(out)


#: per suit and suit byte: ``(value << 7 | card, rank)`` of each card, the
#: value being the part that depends on the suit alone
_SUIT_KEYS = tuple(
    tuple(tuple((v << 7 | (40 + 8 * s + r), r) for r, v in _suit_values(b)) for b in range(256))
    for s in range(4)
)
#: the bonus of a card of rank 10..A for how many of its rank the hand holds
_GROUP_BONUS = (0, 0, 1, 8, 12)


def keep_values(h: int) -> dict:
    """How much each card of an internal hand (bits 40..71) is worth keeping:
    its rank, plus bonuses for a long suit, sequences (made or nearly made)
    and groups of 10s to aces."""
    return {k & 127: k >> 7 for k in _keep_keys(need_mask("keep_values", "h", h))}


def _keep_keys(h: int) -> list:
    """The cards of ``h`` as ``value << 7 | card``, sorted: least worth
    keeping first (ties: the lower card number).  The suit's own part of a
    value comes from a table of the 256 suit bytes; only the longest suit
    and the groups look across suits."""
    hh = h >> 40
    b0, b1, b2, b3 = hh & 255, (hh >> 8) & 255, (hh >> 16) & 255, hh >> 24
    spread = C.SPREAD[b0] + C.SPREAD[b1] + C.SPREAD[b2] + C.SPREAD[b3]
    bonus = _BONUS.get(spread >> 9)
    if bonus is None:
        bonus = _BONUS[spread >> 9] = _group_bonus(spread)
    n = C.LEN
    n0, n1, n2, n3 = n[b0], n[b1], n[b2], n[b3]
    longest = max(n0, n1, n2, n3)
    e0 = e1 = e2 = e3 = 0
    if longest >= 4:   # the longest suit's cards get 2 more (<< 7)
        e0 = 256 if n0 == longest else 0
        e1 = 256 if n1 == longest else 0
        e2 = 256 if n2 == longest else 0
        e3 = 256 if n3 == longest else 0
    keys = _SUIT_KEYS
    out = [k + e0 + bonus[r] for k, r in keys[0][b0]]
    out += [k + e1 + bonus[r] for k, r in keys[1][b1]]
    out += [k + e2 + bonus[r] for k, r in keys[2][b2]]
    out += [k + e3 + bonus[r] for k, r in keys[3][b3]]
    out.sort()
    return out


_BONUS: dict = {}


def _group_bonus(spread: int) -> tuple:
    """Per rank, the group bonus (<< 7) of a hand whose rank counts are
    ``spread`` (3 bits a rank)."""
    return (0, 0, 0) + tuple(_GROUP_BONUS[(spread >> (3 * r)) & 7] << 7 for r in range(3, 8))


def _masters(hand: int, unseen: int) -> int:
    """The cards of ``hand`` higher than every ``unseen`` card of their suit
    (internal masks): the tricks a player can take for sure on the lead."""
    out = 0
    for sm in _SUIT_MASKS:
        mine = hand & sm
        if mine:
            top = (unseen & sm).bit_length()   # one past the highest unseen card, 0 if none
            out |= mine >> top << top
    return out


def _policy_card(hand: int, legal: int, unseen: int, led: int) -> int:
    """The rule-based player's card (internal number) from masks: ``hand``
    its cards, ``legal`` those it may play, ``unseen`` the cards it has not
    seen, ``led`` the card led to this trick (-1 when it leads).

    On the lead: its master card in its longest suit (the highest such),
    else the lowest card of its longest suit.  Following: the cheapest card
    that wins, else the lowest of the suit, else (void) the lowest card that
    is not a master, from its shorter suits first."""
    if led < 0:
        m = _masters(hand, unseen)
        if m:
            pool = m
        else:
            pool = hand
        best = -1
        best_key = -1
        for s in range(4):
            sm = _SUIT_MASKS[s]
            mine = pool & sm
            if not mine:
                continue
            n = (hand & sm).bit_count()
            # masters: the highest master of the longest suit (ties: the
            # lowest suit); otherwise the lowest card of the longest suit
            # (ties: the highest suit)
            if m:
                c = mine.bit_length() - 1
                key = n * 8 + (c & 7)
                if key > best_key:
                    best, best_key = c, key
            elif n >= best_key:
                best, best_key = (mine & -mine).bit_length() - 1, n
        return best
    win = (legal & _SUIT_MASKS[(led - 40) >> 3]) >> (led + 1) << (led + 1)
    if win:
        return (win & -win).bit_length() - 1
    same = legal & _SUIT_MASKS[(led - 40) >> 3]
    if same:
        return (same & -same).bit_length() - 1
    pool = legal & ~_masters(legal, unseen) or legal
    best = -1
    best_key = 1 << 10
    for s in range(4):
        mine = pool & _SUIT_MASKS[s]
        if mine:
            c = (mine & -mine).bit_length() - 1
            key = (c & 7) * 16 + (legal & _SUIT_MASKS[s]).bit_count()
            if key < best_key:
                best, best_key = c, key
    return best


def _legal_mask(hand: int, led: int, must_take: bool) -> int:
    """The cards of ``hand`` that may be played to a trick led by ``led``
    (-1: any card, it is a lead), following the engine's rule: follow suit,
    and with ``must_take`` win the trick when you can."""
    if led < 0:
        return hand
    same = hand & _SUIT_MASKS[(led - 40) >> 3]
    if not same:
        return hand
    if must_take:
        higher = same >> (led + 1) << (led + 1)
        if higher:
            return higher
    return same


def _played_mask(state: PicchettoState) -> int:
    """The cards played so far in this deal (internal mask)."""
    out = 0
    for _leader, a, b, _w in state._tricks:
        out |= 1 << a | 1 << b
    for _s, c in state._trick:
        out |= 1 << c
    return out


def _seen_by(state: PicchettoState, seat: int) -> int:
    """The cards ``seat`` has seen in this deal (internal mask): his hand,
    his discards, the talon cards he looked at, every card played."""
    return state._hands[seat] | state._discards[seat] | state._seen[seat] | _played_mask(state)


class ComputerPlayer:
    """A rule-based player (see the module doc).  ``threshold``: cards worth
    less than this are exchanged, within the rules' limits.  It reads only
    what its seat may see (its hand, its discards, the talon cards it looked
    at, the cards played), straight from the state's masks."""

    def __init__(self, threshold: int = 9, conceal: bool = True):
        self.threshold = need_int("ComputerPlayer", "threshold", threshold, lo=0, hi=100)
        self.conceal = need_bool("ComputerPlayer", "conceal", conceal)

    def __repr__(self):
        extra = "" if self.conceal else ", conceal=False"
        return f"ComputerPlayer(threshold={self.threshold}{extra})"

    def choose(self, state: PicchettoState):
        if not isinstance(state, PicchettoState):
            need_deal("ComputerPlayer.choose", "state", state)
        ph = state._phase
        if ph == PH_PLAY:
            return self._play(state)
        if ph in _EXCHANGE_PHASES:
            return self._exchange(state)
        if ph in (PH_DECL_E, PH_DECL_Y):
            return self._declare(state)
        return state.legal_moves()[0]  # announce a mano bianca

    # ---------------------------------------------------------------- declare
    def _declare(self, state):
        """Everything it holds, except where text 000's reasons for going
        *sott'acqua* apply (with ``conceal``):

        * as younger, it has heard the elder's declarations: a category the
          elder's declaration beats is kept quiet (it would lose anyway, and
          saying it only tells the elder about his hand);
        * as elder with the cappotto in sight (eight or more sure winners),
          it makes the text's "sacrificio di tre punti": one tierce or one
          tris that is not its best combination (or a lone one) is kept
          back — the rest declared, with ``partial_declarations`` — unless
          those 3 points could decide its reach of 30 (Novanta, Sessanta)
          or leave it with next to nothing declared.
        """
        me = state.current_player()
        avail = state._available_flags(me)
        full = DECLARES[avail]
        if not self.conceal:
            return full
        parts = list(full.parts)
        f = state._facts(me)
        if me == state.dealer:
            ed = state._declare[1 - me]
            if ed is None:
                return full
            eh = state._hands[1 - me] >> 40
            pe = state._decl_parts(1 - me, ed)
            fe = C._declared_facts(eh, pe, state.rules, state._facts(1 - me))
            for cat, k in ((0, 0), (1, 4), (2, 6)):
                if parts[cat] and pe[cat] is not False and fe[k] > f[k]:
                    parts[cat] = False
            return Declare._of(*parts)
        hand = state._hands[me]
        sure = _masters(hand, FULL & ~_seen_by(state, me)).bit_count()
        if sure < 8:
            return full
        h = hand >> 40
        # what it has (a mano bianca) and declares if it wins every category
        own = state.log.totals[me] + f[2] + f[5] + f[7]
        if own >= 27 or own - 3 < 4 or (own + sure >= 30) != (own - 3 + sure >= 30):
            return full     # the 3 points could cost a Novanta or a Sessanta, or leave it at 0

        tierce = state.rules.sequence_points[0]
        for cat, masks, small in ((1, C._seq_masks(h), lambda m: m.bit_count() == 3 and tierce <= 3),
                                  (2, C._group_masks(h), lambda m: m.bit_count() == 3)):
            if not parts[cat] or not masks or not small(masks[-1]):
                continue
            if len(masks) == 1:
                parts[cat] = False
            elif state.rules.partial_declarations:
                keep = 0
                for m in masks[:-1]:
                    keep |= m
                parts[cat] = tuple(state._cards(keep << 40))
            else:
                continue
            break
        return Declare._of(*parts)

    __call__ = choose

    # ---------------------------------------------------------------- exchange
    def discards(self, hand: int, lo: int, hi: int, elder: bool) -> list:
        """The cards (internal numbers) it discards from ``hand`` when it
        may exchange ``lo`` to ``hi`` cards: its least valuable ones."""
        o = "ComputerPlayer.discards"
        need_mask(o, "hand", hand)
        need_int(o, "hi", hi, lo=need_int(o, "lo", lo, lo=0, hi=12), hi=12)
        need_bool(o, "elder", elder)
        keys = _keep_keys(hand)
        weak = bisect.bisect_left(keys, self.threshold << 7)
        if elder:
            weak = max(weak, min(hi, 3))  # the elder's five are worth taking
        return [k & 127 for k in keys[:max(lo, min(hi, weak))]]

    def _exchange(self, state):
        dealer = state.dealer
        me = dealer if state._phase == PH_EXCH_Y else 1 - dealer
        lo, hi, _avail, _start = state._exchange_limits(me)
        out = sorted(self.discards(state._hands[me], lo, hi, me != dealer))
        if state._berg:
            return Exchange._of_sorted(tuple(sorted(state._ext(c) for c in out)))
        return Exchange._of_sorted(tuple(CARDS[c] for c in out))   # French: card number order

    # ---------------------------------------------------------------- play
    def _play(self, state):
        me = state.current_player()
        hand = state._hands[me]
        led = state._trick[0][1] if state._trick else -1
        legal = _legal_mask(hand, led, state._must_take)
        if legal & (legal - 1) == 0:
            return state._ext(legal.bit_length() - 1)
        unseen = FULL & ~_seen_by(state, me)
        return state._ext(_policy_card(hand, legal, unseen, led))



# The public mask helpers check what they are given; the kit's own players
# and searches call the unchecked ones above in their inner loops.

def masters(hand: int, unseen: int) -> int:
    """The cards of ``hand`` higher than every ``unseen`` card of their suit
    (internal masks): the tricks a player can take for sure on the lead."""
    return _masters(need_mask("masters", "hand", hand), need_mask("masters", "unseen", unseen))


def policy_card(hand: int, legal: int, unseen: int, led: int) -> int:
    """The rule-based player's card (internal number, -1 for none) from
    masks: ``hand`` its cards, ``legal`` those of them it may play,
    ``unseen`` the cards it has not seen, ``led`` the card led to
    this trick (a French card's internal number 40..71, or -1 when it leads)."""
    o = "policy_card"
    need_mask(o, "hand", hand)
    need_mask(o, "unseen", unseen)
    need_mask(o, "legal", legal)
    need_led(o, led)
    return _policy_card(hand, legal, unseen, led)


def legal_mask(hand: int, led: int, must_take: bool) -> int:
    """The cards of ``hand`` that may be played to a trick led by ``led``
    (-1: any card, it is a lead; else a French card's internal number
    40..71), following the engine's rule: follow suit, and with
    ``must_take`` win the trick when you can."""
    need_mask("legal_mask", "hand", hand)
    need_led("legal_mask", led)
    return _legal_mask(hand, led, need_bool("legal_mask", "must_take", must_take))


def played_mask(state: PicchettoState) -> int:
    """The cards played so far in this deal (internal mask)."""
    return _played_mask(need_deal("played_mask", "state", state))


def seen_by(state: PicchettoState, seat: int) -> int:
    """The cards ``seat`` has seen in this deal (internal mask): his hand,
    his discards, the talon cards he looked at, every card played."""
    need_deal("seen_by", "state", state)
    return _seen_by(state, need_int("seen_by", "seat", seat, lo=0, hi=1))


def need_led(owner: str, led) -> int:
    """``led`` if it is -1 (no card led) or a French card's internal number."""
    if led != -1 or not is_int(led):
        need_int(owner, "led", led, lo=40, hi=71)
    return led


def play_out(state: PicchettoState, players, until: str = "over", max_moves: int = 100000):
    """Let ``players[seat]`` move until the match is over (``until="over"``)
    or the current deal is finished (``until="deal"``); returns the state."""
    need_state("play_out", "state", state)
    need_choice("play_out", "until", until, ("over", "deal"))
    need_int("play_out", "max_moves", max_moves, lo=1, hi=100000)
    need_players("play_out", "players", players, state.rules.players)
    start = state.deals_finished
    n = 0
    while not state.is_over():
        if until == "deal" and state.deals_finished > start:
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
