"""The double-dummy solver: the exact result of best play when all four
hands are on the table.

:func:`double_dummy` takes a :class:`~cardkit.belote.BeloteState` in the play
phase and returns a :class:`DoubleDummy`: the card points each side takes
from here on with best play by both pairs (partners play together: the
player to move maximises his side's points), the best cards for the player
to move, and optionally the exact value of every legal card.

What the play decides is counted: the card points of the tricks still to be
won (the cards already on the table included) and the last-trick bonus, 10
*de der*, or 100 for a capot when one side takes all eight tricks of the
deal.  Honours and belote/rebelote are not counted: they are fixed once the
hands are complete, whatever is played.

The search is an alpha-beta over the four-player trick game (a two-sided
minimax whose sides alternate irregularly: whoever wins a trick leads the
next), with

* the exact value found by null-window searches (:func:`_exact`): the
  interval of possible values is halved, then closed one value at a time
  (MTD(f)), each search reading the bounds the earlier ones proved;
* a transposition table at the start of every trick, keyed by the remaining
  hands, the player to lead and which sides have won a trick (for the
  capot), holding lower and upper bounds of the value; a new entry starts
  from the points left, narrowed by the best trump left (its side takes at
  least its points, and the other side no capot);
* move ordering: on a lead, the lead remembered as best from an earlier
  visit first, then the leads that proved best most often, deepest least
  (a history heuristic), then the cheap cards; after a lead, the cards that
  beat an opponent's winning card (the cheapest first), or the most points
  on a partner's winning card;
* equivalent cards: two cards of one player that are adjacent in the
  suit's playing order (no card of another hand or of the table between
  them) win and lose the same tricks, whichever is played now.  Swapping
  them maps every line of play after one onto a line after the other, with
  the same legal cards and the same trick winners; only where their points
  go changes, so their values differ by at most twice their difference in
  points.  The second is not searched when that bound already shows it
  cannot change the result (always, when they are worth the same: the 9, 8
  and 7 of a plain suit, the 8 and 7 of trumps).

The legal cards, the trick winner and the card points are the engine's own
(:mod:`cardkit.belote.rules`).  :func:`brute_force` is the plain minimax with
none of the above, the reference the tests and the benchmark check the
solver against.
"""

from __future__ import annotations

import dataclasses

from .. import i18n
from ..cards import CARDS, Card, check_seed, shuffle
from ..errors import CardkitError, InvalidInputError
from ..options import need_bool, need_int, need_ints, quote
from . import _checks as check
from . import rules as R
from .state import BELOTE, PLAY, BeloteState, seat_name

i18n.register({
    "belote.solver.not_state": {
        "en": "double_dummy needs a BeloteState in the play phase, not {value!r}",
        "it": "double_dummy richiede un BeloteState nella fase di gioco, non {value!r}",
    },
    "belote.solver.not_play": {
        "en": "double_dummy needs a Belote state in the play phase (after the bidding, before the "
              "deal is scored): this one is in the {phase} phase",
        "it": "double_dummy richiede uno stato di Belote nella fase di gioco (dopo le dichiarazioni, "
              "prima del conteggio della smazzata): questo è nella fase {phase}",
    },
    "belote.solver.bad_ending": {
        "en": "an ending has 1 to 8 tricks left, not {value!r}",
        "it": "un finale ha da 1 a 8 prese da giocare, non {value!r}",
    },
    "belote.solver.bad_moves": {
        "en": "DoubleDummy: best_moves must be a tuple of one or more French cards, not {value}",
        "it": "DoubleDummy: best_moves deve essere una tupla di una o più carte francesi, non {value}",
    },
    "belote.solver.search_inside": {
        "en": "card_values: search is the solver's own (double_dummy passes it): leave it None, not {value}",
        "it": "card_values: search è del risolutore (lo passa double_dummy): lascialo None, non {value}",
    },
    "belote.solver.brute_force_long": {
        "en": "brute_force searches endings of at most {most} tricks: this one has {n} (use double_dummy)",
        "it": "brute_force esplora finali di al massimo {most} prese: questo ne ha {n} (usa double_dummy)",
    },
    "belote.solver.repr": {
        "en": "with best play from here: {ns} card points to North–South, {ew} to East–West "
              "(last trick included; honours and belote not); best for {player}: {best}",
        "it": "con il gioco migliore da qui: {ns} punti carta a Nord–Sud, {ew} a Est–Ovest "
              "(ultima presa compresa; accuse e belote escluse); meglio per {player}: {best}",
    },
})

_INF = 1000   # beyond any value (at most 152 card points + 100 for a capot)
_SHIFT = 40   # the French cards are numbers 40..71: hands fit in 32 bits once shifted

# The cards worth nothing, as rank bits (7 8 9 10 J Q K A = bits 0..7): the
# 9, 8 and 7 of a plain suit (and of every suit in Senza Atout), the 8 and 7
# of trumps.  They are the only cards of a suit that share a point value and
# are next to each other in its playing order (A 10 K Q J 9 8 7; trumps
# J 9 A 10 K Q 8 7), at the bottom of it in both orders.
_ZERO_PLAIN = 0b111
_ZERO_TRUMP = 0b011


def _bottom_duplicates(mine: int, others: int) -> int:
    """Of the zero-point cards ``mine`` (rank bits 0..2, ordered 7 < 8 < 9 in
    both playing orders), the ones that duplicate the card just below them:
    that card is also in ``mine`` and no card of ``others`` (still in play,
    other hands or the table) lies between."""
    drop = 0
    prev_mine = False
    for r in range(3):
        bit = 1 << r
        if mine & bit:
            if prev_mine:
                drop |= bit
            prev_mine = True
        elif others & bit:
            prev_mine = False
    return drop


_SUIT_BASES = tuple(_SHIFT + 8 * s for s in range(4))
_SUIT_OF = R.SUIT_INDEX
# per trump index: the zero-point cards that can be equivalent; a card's
# power (trumps above every plain card, for move ordering only); the
# ordering keys for a lead (cheap cards first: measured on whole deals, this
# searches about half the positions that leading strong cards first does)
# and for a discard on a partner's trick (most points first, trumps last)
_ZERO_CARDS = tuple(sum(((_ZERO_TRUMP if s == t else _ZERO_PLAIN) << base) for s, base in enumerate(_SUIT_BASES))
                    for t in range(5))
_POWER = tuple(tuple(R.STRENGTH[t][c] + (16 if c >= 40 and R.SUIT_INDEX[c] == t else 0) for c in range(72))
               for t in range(5))
_LEAD_KEY = tuple(tuple(4 * R.POINTS[t][c] + _POWER[t][c] for c in range(72)) for t in range(5))
_CHARGE_KEY = tuple(tuple(-R.POINTS[t][c] + (20 if c >= 40 and R.SUIT_INDEX[c] == t else 0) for c in range(72))
                    for t in range(5))
# per trump index and suit: the card points of each byte of that suit's cards
_SUIT_POINTS = tuple(tuple(tuple(sum(R.POINTS[t][_SHIFT + 8 * s + r] for r in range(8) if b >> r & 1)
                                 for b in range(256)) for s in range(4)) for t in range(5))
# per trump index: for cards a and b (at a * 72 + b), the cards of their suit
# strictly between them in its playing order (-1, matching everything, when
# they are of different suits)
def _between(t: int) -> tuple:
    out = [-1] * (72 * 72)
    for a in range(40, 72):
        for b in range(40, 72):
            if R.SUIT_INDEX[a] == R.SUIT_INDEX[b] and a != b:
                lo, hi = sorted((R.STRENGTH[t][a], R.STRENGTH[t][b]))
                out[a * 72 + b] = sum(1 << c for c in range(40, 72) if R.SUIT_INDEX[c] == R.SUIT_INDEX[a]
                                      and lo < R.STRENGTH[t][c] < hi)
    return tuple(out)


_BETWEEN = tuple(_between(t) for t in range(5))
# per trump suit: the best trump of each byte of that suit's cards (0: none)
_TOP_TRUMP = tuple(tuple(max((_SHIFT + 8 * t + r for r in range(8) if b >> r & 1),
                             key=lambda c, t=t: R.STRENGTH[t][c], default=0) for b in range(256))
                   for t in range(4))
_DUPLICATES = tuple(tuple(_bottom_duplicates(m, o) for o in range(8)) for m in range(8))


@dataclasses.dataclass(frozen=True)
class DoubleDummy:
    """The exact result of best play from a position, all hands known.

    ``points`` are the card points (North–South, East–West) the sides take
    from here on, the cards already on the table and the last trick (10, or
    100 for a capot) included; ``final`` adds the points each side has
    already won in this deal, so it is what the deal's score breakdown will
    show as card points plus last trick.  ``best_moves`` are the cards of the
    player to move that reach ``points``; ``move_values`` (when asked for)
    pairs every legal card with the (North–South, East–West) points it leads
    to.  Honours and
    belote are never included (``honours_included`` and ``belote_included``
    are ``False``): the play does not decide them.  ``nodes`` counts the
    positions searched.
    """

    player: int
    points: tuple
    final: tuple
    best_moves: tuple
    move_values: tuple = ()
    nodes: int = 0
    last_trick_included: bool = True
    honours_included: bool = False
    belote_included: bool = False

    def __post_init__(self):
        o = "DoubleDummy"
        check.seat(o, "player", self.player)
        for name in ("points", "final"):
            object.__setattr__(self, name, need_ints(o, name, getattr(self, name), count=2, lo=0,
                                                     hi=check.MAX_POINTS))
        moves = self.best_moves
        if not (isinstance(moves, tuple) and moves and all(type(c) is Card and c >= 40 for c in moves)):
            raise InvalidInputError("belote.solver.bad_moves", value=quote(moves))
        check.kind(o, "move_values", self.move_values, tuple)
        need_int(o, "nodes", self.nodes, lo=0)
        for name in ("last_trick_included", "honours_included", "belote_included"):
            need_bool(o, name, getattr(self, name))

    @property
    def best_move(self):
        return self.best_moves[0]

    def __str__(self) -> str:
        return i18n.tr("belote.solver.repr", ns=self.points[0], ew=self.points[1],
                       player=seat_name(self.player), best=" ".join(str(c) for c in self.best_moves))


# --------------------------------------------------------------------------
# the search
# --------------------------------------------------------------------------

class _Search:
    """One alpha-beta search over a fixed deal (the hands are changed in
    place while searching and restored).

    Values are North–South's points minus East–West's from the current
    trick (cards on the table included) to the end of the deal: North–South
    (players 0 and 2) maximise, East–West minimise.  (The difference, not
    North–South's points alone, because a capot changes the total: East–West
    prefer taking every trick to leaving North–South a trick of no points.)
    """

    def __init__(self, hands, t: int):
        self.hands = list(hands)
        self.t = t
        self.table = {}
        self.best_lead = {}
        self.nodes = 0
        self.points = R.POINTS[t]
        self.power = _POWER[t]
        # the leads' order: cheap cards first, moved up each time a card
        # proves the best lead somewhere (a history heuristic)
        self.lead_key = list(_LEAD_KEY[t])
        self.charge_key = _CHARGE_KEY[t]
        self.zero_cards = _ZERO_CARDS[t]
        self.suit_points = _SUIT_POINTS[t]
        self.top_trump = _TOP_TRUMP[t] if t != R.NO_TRUMP else None
        self.between = _BETWEEN[t]
        self.trump_shift = _SHIFT + 8 * t

    # value of the position where ``leader`` leads to a new trick
    def trick_start(self, leader: int, took: int, alpha: int, beta: int) -> int:
        hands = self.hands
        if not hands[0] | hands[1] | hands[2] | hands[3]:
            return 0
        key = ((hands[0] >> _SHIFT) | (hands[1] >> _SHIFT) << 32 | (hands[2] >> _SHIFT) << 64
               | (hands[3] >> _SHIFT) << 96 | leader << 128 | took << 130)
        entry = self.table.get(key)
        if entry is None:
            # nobody can take more than every point left and the bonus
            sp = self.suit_points
            cards_ = hands[0] | hands[1] | hands[2] | hands[3]
            left = (sp[0][cards_ >> 40 & 255] + sp[1][cards_ >> 48 & 255]
                    + sp[2][cards_ >> 56 & 255] + sp[3][cards_ >> 64 & 255])
            lo = -left - (R.CAPOT if not took & 1 else R.LAST_TRICK)
            hi = left + (R.CAPOT if not took & 2 else R.LAST_TRICK)
            if self.top_trump is not None:
                # the best trump left takes the trick it is played to: its
                # side has its points, and the other side no capot
                top = self.top_trump[cards_ >> self.trump_shift & 255]
                if top:
                    pt = self.points[top]
                    if (hands[0] | hands[2]) >> top & 1:
                        lo = max(lo, 2 * pt - left - R.LAST_TRICK)
                    else:
                        hi = min(hi, left - 2 * pt + R.LAST_TRICK)
        else:
            lo, hi = entry
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        v = self.play(leader, (), leader, took, alpha, beta, key)
        if v <= alpha:
            hi = v if v < hi else hi
        elif v >= beta:
            lo = v if v > lo else lo
        else:
            lo = hi = v
        self.table[key] = (lo, hi)
        return v

    def ordered(self, p: int, trick: tuple, legal: int, key, w: int = 0) -> list:
        """The legal cards of ``p`` worth searching (one of each group of
        equivalent cards), the most promising first; ``w`` is the index of
        the card winning ``trick``."""
        if not legal & (legal - 1):   # one card: a forced play
            return [legal.bit_length() - 1]
        t = self.t
        zeros = legal & self.zero_cards
        if zeros & (zeros - 1):       # two zero-point cards or more: look for equivalent ones
            hands = self.hands
            others = hands[0] | hands[1] | hands[2] | hands[3]
            for c in trick:
                others |= 1 << c
            others &= ~hands[p]
            for base in _SUIT_BASES:
                mine = (zeros >> base) & 7
                if mine & (mine - 1):
                    legal &= ~(_DUPLICATES[mine][(others >> base) & 7] << base)
        cards = R.french_cards(legal)
        if len(cards) == 1:
            return cards
        if not trick:
            # the remembered best lead first, then the cheapest cards
            cards.sort(key=self.lead_key.__getitem__)
            first = self.best_lead.get(key)
            if first is not None and first in cards:
                cards.remove(first)
                cards.insert(0, first)
            return cards
        n = len(trick)
        if n >= 2 and w == n - 2:
            # the partner is winning: points first, trumps last
            cards.sort(key=self.charge_key.__getitem__)
            return cards
        # an opponent is winning: the cards that beat him first (the cheapest
        # first), then the others (the cheapest first)
        best = trick[w]
        power = self.power
        bp = power[best]
        bs = R.SUIT_INDEX[best]
        wins = [c for c in cards if power[c] > bp and (R.SUIT_INDEX[c] == bs or R.SUIT_INDEX[c] == t)]
        if wins:
            if len(wins) == len(cards):
                cards.sort(key=power.__getitem__)
                return cards
            rest = [c for c in cards if c not in wins]
            wins.sort(key=power.__getitem__)
            rest.sort(key=self.points.__getitem__)
            return wins + rest
        cards.sort(key=self.points.__getitem__)
        return cards

    def play(self, p: int, trick: tuple, leader: int, took: int, alpha: int, beta: int, key=None,
             w: int = 0) -> int:
        """Value of the position where ``p`` plays the next card of ``trick``
        (``w``: the index of the card winning it so far)."""
        self.nodes += 1
        hands = self.hands
        t = self.t
        maximise = not p & 1
        best = -_INF - 1 if maximise else _INF + 1
        best_card = None
        n = len(trick)
        if n:
            power = self.power
            wc = trick[w]
            wp = power[wc]
            ws = _SUIT_OF[wc]
        searched = []              # (card, value) of the cards searched here so far
        others = -1                # the cards of the other hands and the table (when needed)
        between = self.between
        pts = self.points
        for c in self.ordered(p, trick, R.legal_mask(hands[p], trick, t, w), key, w):
            if searched:
                # a card next to one searched already (no card of another
                # hand or of the table between them in its suit) wins and
                # loses the same tricks: its value is within twice their
                # difference in points of that card's (see the module doc)
                if others < 0:
                    others = hands[0] | hands[1] | hands[2] | hands[3]
                    for x in trick:
                        others |= 1 << x
                    others &= ~hands[p]
                skip = False
                for a, va in searched:
                    if not others & between[a * 72 + c]:
                        d = pts[a] - pts[c]
                        d = 2 * (d if d >= 0 else -d)
                        if maximise:
                            if va + d <= alpha:
                                skip = True
                                if va + d > best:
                                    best = va + d
                        elif va - d >= beta:
                            skip = True
                            if va - d < best:
                                best = va - d
                        break
                if skip:
                    continue
            bit = 1 << c
            hands[p] ^= bit
            now = trick + (c,)
            # the card winning the trick now: this one if it beats the best so far
            if n and power[c] > wp and (_SUIT_OF[c] == ws or _SUIT_OF[c] == t):
                nw = n
            else:
                nw = w
            if n < 3:
                v = self.play((p + 1) & 3, now, leader, took, alpha, beta, None, nw)
            else:
                v = self.trick_end(now, (leader + nw) & 3, took, alpha, beta)
            hands[p] ^= bit
            searched.append((c, v))
            if maximise:
                if v > best:
                    best, best_card = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, best_card = v, c
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        if key is not None:
            self.best_lead[key] = best_card
            if best_card is not None:
                self.lead_key[best_card] -= HISTORY_WEIGHT * hands[p].bit_count()
        return best

    def trick_end(self, trick: tuple, winner: int, took: int, alpha: int, beta: int) -> int:
        """Value once ``trick`` (four cards) is complete and ``winner`` (a
        player) has taken it."""
        pts = self.points
        side = winner & 1
        took |= 1 << side
        gain = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
        hands = self.hands
        if not hands[0] | hands[1] | hands[2] | hands[3]:
            gain += R.CAPOT if took == 1 << side else R.LAST_TRICK
            return gain if side == 0 else -gain
        if side == 0:
            return gain + self.trick_start(winner, took, alpha - gain, beta - gain)
        return self.trick_start(winner, took, alpha + gain, beta + gain) - gain


def _took_flags(state) -> int:
    """Bit ``s`` set when side ``s`` has already won a trick in this deal."""
    return (1 if state.trick_counts[0] else 0) | (2 if state.trick_counts[1] else 0)


def _check_play_state(state) -> None:
    if not isinstance(state, BeloteState):
        raise CardkitError("belote.solver.not_state", value=quote(state))
    if state.phase != PLAY:
        raise CardkitError("belote.solver.not_play", phase=state.phase)


def _value_of(search: _Search, p: int, trick: tuple, leader: int, took: int, card: int,
              alpha: int, beta: int) -> int:
    """The value (North–South minus East–West) when ``p`` plays ``card`` now."""
    hands = search.hands
    hands[p] ^= 1 << card
    now = trick + (card,)
    w = R.winner_index(now, search.t)
    if len(now) < 4:
        v = search.play((p + 1) & 3, now, leader, took, alpha, beta, None, w)
    else:
        v = search.trick_end(now, (leader + w) & 3, took, alpha, beta)
    hands[p] ^= 1 << card
    return v


#: an interval of possible values this narrow is closed one value at a time
#: (MTD(f)); a wider one is halved
_NARROW = 8
HISTORY_WEIGHT = 4


def _exact(test, bound: int, guess: int = 0) -> int:
    """The exact value ``v`` (``-bound <= v <= bound``) of a position from
    null-window searches: ``test(m - 1, m)`` is the fail-soft alpha-beta
    value with the window ``(m - 1, m)``, at least ``m`` and a lower bound
    of ``v``, or below ``m`` and an upper bound.  The transposition table
    keeps what each search proved, so the next one mostly reads it; on 40
    whole deals this visited two thirds of the positions of one full-window
    search (22.8 against 34.2 million).
    The first test is at ``guess``; then the interval left is halved until
    it is narrow, then closed from the side the last bound came from."""
    lo, hi = -bound, bound
    m = guess
    while lo < hi:
        m = min(max(m, lo + 1), hi)
        r = test(m - 1, m)
        if r >= m:
            lo = min(r, hi)
            m = lo + 1
        else:
            hi = max(r, lo)
            m = hi
        if hi - lo > _NARROW:
            m = (lo + hi + 1) // 2
    return lo


def _at(search: _Search, p: int, trick: tuple, leader: int, took: int):
    """``test(alpha, beta)`` of :func:`_exact` for the position itself."""
    if not trick:
        return lambda alpha, beta: search.trick_start(leader, took, alpha, beta)
    w = R.winner_index(trick, search.t)
    return lambda alpha, beta: search.play(p, trick, leader, took, alpha, beta, None, w)


def card_values(hands, trick, leader: int, t: int, took: int, search=None) -> dict:
    """Mask-level solver for the coach: the (North–South, East–West) points
    from here on that each legal card of the player to move leads to, with
    best play afterwards.  ``hands`` are the four hand masks, ``trick`` the
    card numbers on the table, ``leader`` who led it, ``t`` the trump index,
    ``took`` bit ``s`` set when side ``s`` has already won a trick (for the
    capot)."""
    o = "card_values"
    hands, trick = check.position(o, hands, trick, leader)
    check.trump(o, "t", t)
    need_int(o, "took", took, lo=0, hi=3)
    if search is not None:
        raise InvalidInputError("belote.solver.search_inside", value=quote(search))
    return _card_values(hands, trick, leader, t, took)


def _card_values(hands, trick, leader: int, t: int, took: int, search=None) -> dict:
    trick = tuple(trick)
    p = (leader + len(trick)) & 3
    search = search or _Search(hands, t)
    cards_total = _cards_total(hands, trick, t)
    bound = cards_total + R.CAPOT
    out = {}
    guess = 0
    for c in R.french_cards(R.legal_mask(hands[p], trick, t)):
        guess = _exact(lambda alpha, beta: _value_of(search, p, trick, leader, took, c, alpha, beta), bound, guess)
        out[c] = _split(guess, cards_total)
    return out


def _split(diff: int, cards_total: int) -> tuple:
    """Each side's points from a difference: the total is the card points
    still in play plus 10 for the last trick, or 100 for a capot (the only
    way to reach a difference of the whole total plus 100)."""
    total = cards_total + (R.CAPOT if abs(diff) == cards_total + R.CAPOT else R.LAST_TRICK)
    return ((total + diff) // 2, (total - diff) // 2)


def double_dummy(state, all_values: bool = False) -> DoubleDummy:
    """The exact result of best play from ``state`` with all four hands known.

    ``state`` is a :class:`~cardkit.belote.BeloteState` in the play phase
    (anything else raises :class:`~cardkit.errors.CardkitError`).  Returns a
    :class:`DoubleDummy`: ``points`` for North–South and East–West from here
    on (last trick included, honours and belote not), ``final`` with the
    points already won added, ``best_moves`` for the player to move and,
    with ``all_values=True``, ``move_values``: the points each legal card
    leads to.

    Best play means each pair maximises its card points minus the other
    pair's; a contract's outcome follows from them (the deal's totals
    compared).
    """
    _check_play_state(state)
    need_bool("double_dummy", "all_values", all_values)
    t = state.trump
    h = state.hand_masks
    took = _took_flags(state)
    p = state.to_move
    trick = tuple(state.trick)
    leader = state.leader
    cards_total = _cards_total(h, trick, t)
    search = _Search(h, t)
    legal = R.french_cards(R.legal_mask(h[p], trick, t))
    maximise = p % 2 == 0
    if all_values:
        values = _card_values(h, trick, leader, t, took, search)
        pick = max if maximise else min
        best_ns = pick(v[0] - v[1] for v in values.values())
        best_moves = tuple(CARDS[c] for c in legal if values[c][0] - values[c][1] == best_ns)
        move_values = tuple((CARDS[c], values[c]) for c in legal)
        best = best_ns
    else:
        best = _exact(_at(search, p, trick, leader, took), cards_total + R.CAPOT)
        # a null window around the best value: does this card reach it?
        if maximise:
            best_moves = tuple(CARDS[c] for c in legal
                               if _value_of(search, p, trick, leader, took, c, best - 1, best) >= best)
        else:
            best_moves = tuple(CARDS[c] for c in legal
                               if _value_of(search, p, trick, leader, took, c, best, best + 1) <= best)
        move_values = ()
    points = _split(best, cards_total)
    won = _won(state)
    return DoubleDummy(p, points, (won[0] + points[0], won[1] + points[1]), best_moves, move_values,
                       search.nodes)


def _final_points_along(states):
    """``double_dummy(state).final`` for each of ``states`` (yielded one by
    one, as each is solved), positions of one
    deal in the play phase (a replay's, in either order), from one search:
    its transposition table holds for every position of the deal (it is
    keyed by the hands left), and each position's first test is at the
    value the one before it had."""
    search = None
    guess = 0
    for state in states:
        t = state.trump
        h = state.hand_masks
        if search is None or search.t != t:
            search = _Search(h, t)
        else:
            search.hands = list(h)
        trick = tuple(state.trick)
        cards_total = _cards_total(h, trick, t)
        won = _won(state)
        diff = _exact(_at(search, state.to_move, trick, state.leader, _took_flags(state)),
                      cards_total + R.CAPOT, guess - (won[0] - won[1]))
        points = _split(diff, cards_total)
        final = (won[0] + points[0], won[1] + points[1])
        guess = final[0] - final[1]
        yield final


def _cards_total(hands, trick, t: int) -> int:
    """The card points still to be taken: the hands' and the table's."""
    return R.points_mask(hands[0] | hands[1] | hands[2] | hands[3], t) + sum(R.POINTS[t][c] for c in trick)


def _won(state) -> tuple:
    """The card points each side has already taken in this deal."""
    return (R.points_mask(state.won[0], state.trump), R.points_mask(state.won[1], state.trump))


#: the longest ending :func:`brute_force` searches (the tests check the
#: solver against it on endings of 1 to 4 tricks; the plain minimax over a
#: whole deal would run far longer than a call should)
BRUTE_FORCE_TRICKS = 4


def brute_force(state) -> tuple:
    """The (North–South, East–West) points of best play from ``state`` by
    plain minimax over every legal card (no pruning, no table): the
    reference :func:`double_dummy` is checked against.  Slow: for endings
    of at most :data:`BRUTE_FORCE_TRICKS` tricks (a longer one is refused)."""
    _check_play_state(state)
    if 8 - len(state.tricks) > BRUTE_FORCE_TRICKS:
        raise InvalidInputError("belote.solver.brute_force_long", n=8 - len(state.tricks),
                                most=BRUTE_FORCE_TRICKS)
    t = state.trump
    h = state.hand_masks
    cards_total = R.points_mask(h[0] | h[1] | h[2] | h[3], t) + sum(R.POINTS[t][c] for c in state.trick)
    hands = list(h)
    pts = R.POINTS[t]

    def value(p, trick, leader, took):
        if len(trick) == 4:
            winner = (leader + R.winner_index(trick, t)) & 3
            side = winner & 1
            took |= 1 << side
            gain = sum(pts[c] for c in trick)
            if not any(hands):
                gain += R.CAPOT if took == 1 << side else R.LAST_TRICK
                return gain if side == 0 else -gain
            rest = value(winner, (), winner, took)
            return rest + gain if side == 0 else rest - gain
        vals = []
        for c in R.french_cards(R.legal_mask(hands[p], trick, t)):
            hands[p] ^= 1 << c
            vals.append(value((p + 1) % 4, trick + (c,), leader, took))
            hands[p] ^= 1 << c
        return max(vals) if p % 2 == 0 else min(vals)

    diff = value(state.to_move, tuple(state.trick), state.leader, _took_flags(state))
    return _split(diff, cards_total)


def seeded_ending(seed, tricks: int, senza: bool = False, cards_played: int = 0):
    """A seeded position with ``tricks`` tricks left to play (1 to 8), for
    exercises, tests and benchmarks: a deal drawn from ``seed``, the bidding
    settled at once (the eldest hand accepts the turned suit; with
    ``senza=True`` the next player calls Senza Atout), then seeded random
    legal cards until ``tricks`` tricks are left and ``cards_played`` (0 to
    3) cards of the next trick are on the table."""
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 1 <= tricks <= 8:
        raise CardkitError("belote.solver.bad_ending", value=tricks)
    check_seed(seed)
    need_bool("seeded_ending", "senza", senza)
    need_int("seeded_ending", "cards_played", cards_played, lo=0, hi=3)
    state = BeloteState(BELOTE, seed)
    state.play("accept")
    if senza:
        state.play("senza")
    else:
        for _ in range(4):
            state.play("pass")
    while state.phase != "play":
        state.play("pass")
    order = shuffle(range(1000), f"{seed}/ending")
    i = 0
    while len(state.tricks) < 8 - tricks or len(state.trick) < cards_played:
        legal = state.legal_moves()
        state.play(legal[order[i] % len(legal)])
        i += 1
    return state


__all__ = ["DoubleDummy", "double_dummy", "card_values", "brute_force", "seeded_ending"]
