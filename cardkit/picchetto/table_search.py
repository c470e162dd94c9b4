"""The coach at the Picchetto tables of three and four players
(``PICCHETTO_TRE``, ``PICCHETTO_COPPIE``, ``A_ECRIRE``).

It works as the two-player coach (:mod:`cardkit.picchetto.search`) does,
for more hands:

1. **What the seat to move knows** (:func:`table_knowledge`): his hand, his
   discards and the talon cards he looked at, every card played, how many
   cards each other seat holds, the combinations each seat showed in the
   declarations (cards it surely holds until it plays them), and the suits
   each seat is known to lack: it did not follow the suit led, or, where the
   rules make a player take the trick, it played under the best card of the
   suit (it holds nothing higher there).  A partner's hand is as hidden as an
   opponent's: partners share a side's score, not their cards.
2. **Imagined deals** (:func:`sample_table`): the cards he has not seen are
   dealt again at random to the other seats, the talon and the dealer's
   discards, each seat getting the cards it showed and none it is known to
   lack (:data:`TRIES` seeded tries, then the voids are let go, so that a
   deal is always found).
3. **Every legal move tried in the same imagined deals**, each deal played
   out to its end by the table's rule-based player for every seat; the
   value of a move is the mean of the deal points his side scores from here
   minus those of the other side (at three, minus the mean of the two
   others), with its 95% margin.

The number of imagined deals is the level's (``WORLDS`` for the play,
``DEAL_WORLDS`` for the mano bianca, the exchange and the declarations, as
for two players), never a time; the random stream comes from
:func:`cardkit.coach.decision_rng`, so the advice depends only on the seed
and on what the seat may see.

Each reason says something true of the position, checked on the cards (the
tests check each claim mechanically): the partner already holds the trick;
the card is the cheapest that beats the best card of the trick so far; no
card the player has not seen can beat the card he leads; the card cannot
take this trick; or, from the imagined deals, the outcome the move makes
more likely (the cappotto, the 10 of the cards, the last trick).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .. import i18n
from ..coach import Reason, ScoredMove, decision_rng, mean_margin
from ..errors import IllegalMoveError
from ..options import need_int
from ._checks import need_instance
from .players import _masters as masters
from .search import DEAL_WORLDS, SAME_VALUE, WORLDS, _outcome_edge, _legal_included, _rank_arguments, _stats
from .state import Exchange, PH_BLANCHE_E, PH_DEAL, PH_DECL_E, PH_EXCH_Y, PH_OVER, PH_PLAY, _it_article
from .table import FULL, TableComputerPlayer, TableState, _SUIT_MASK_OF
from .. import tricks as T

#: seeded tries to deal the hidden cards with every known void respected
TRIES = 24

i18n.register({
    "picchetto.coach.table.partner": {
        "en": "your partner holds the trick with the {best}: play low and keep your high cards",
        "it": "la presa è del tuo compagno con {best_it}: gioca basso e tieni le carte alte",
    },
    "picchetto.coach.table.take": {
        "en": "take the lead of the trick with the {card}: the cheapest card that beats the {best}",
        "it": "passa in testa alla presa con {card_it}: la carta più bassa che batte {best_it}",
    },
    "picchetto.coach.table.declare_all": {
        "en": "declare everything you hold: a combination scores only if it is the best at the table, "
              "and one you keep quiet scores nothing",
        "it": "dichiara tutto quello che hai: una combinazione segna solo se è la migliore del tavolo, "
              "e quella che taci non segna niente",
    },
    "picchetto.coach.table.declare_some": {
        "en": "keep some combinations quiet: showing them would tell the others your hand",
        "it": "taci qualche combinazione: mostrarla rivelerebbe la tua mano agli altri",
    },
    "picchetto.coach.table.not_play": {
        "en": "a card is played only in the play, and this is the {phase}",
        "it": "una carta si gioca solo nel gioco delle carte, e ora siamo in: {phase}",
    },
    "picchetto.coach.table.no_win": {
        "en": "throw the {card}: it cannot take this trick",
        "it": "scarta {card_it}: non può fare questa presa",
    },
})


# --------------------------------------------------------------------------
# What the seat to move knows
# --------------------------------------------------------------------------

class TableKnowledge(NamedTuple):
    """What ``player`` knows of a table deal (internal masks, bits 40..71):
    ``hand`` his cards; ``pool`` the cards he has not seen (in the other
    hands, the talon still face down, the dealer's discards); for every seat
    ``must`` the cards it surely holds (shown and not played yet),
    ``never`` the cards it surely does not hold, ``count`` how many it holds
    (his own entries are his hand, 0 and its size)."""

    player: int
    hand: int
    pool: int
    must: tuple
    never: tuple
    count: tuple


def table_knowledge(state: TableState, player: int) -> TableKnowledge:
    """What ``player`` may know now, read only through what he may see."""
    need_instance("table_knowledge", "state", state, TableState, "a_table")
    need_int("table_knowledge", "player", player, lo=0, hi=state.players - 1)
    n = state.players
    hand = state._hands[player]
    seen = hand | state._discards[player] | state._seen[player] | state._played
    pool = FULL & ~seen
    never = [0] * n
    must = [0] * n
    count = [state._hands[s].bit_count() for s in range(n)]   # counted on the table
    for s in range(n):
        if s != player:
            # the combinations that scored (a mano bianca's hand is left aside: the
            # dealer may have exchanged some of it)
            must[s] = state._shown_mask(s, blanche=False) & pool
    must_take = state._must_take
    tricks = [(leader, cs) for leader, cs, _w in state._tricks]
    if state._trick:
        tricks.append((state._trick[0][0], tuple(c for _s, c in state._trick)))
    for leader, cs in tricks:
        suit = _SUIT_MASK_OF[cs[0]]
        best = cs[0]
        for i, c in enumerate(cs[1:], 1):
            seat = (leader + i) % n
            if not (suit >> c) & 1:
                never[seat] |= suit
            elif c > best:
                best = c
            elif must_take:
                never[seat] |= suit >> (best + 1) << (best + 1)
    never[player] = 0
    must[player] = hand
    return TableKnowledge(player, hand, pool, tuple(must),
                          tuple(nv & pool & ~m for nv, m in zip(never, must)), tuple(count))


def sample_table(k: TableKnowledge, rnd: random.Random) -> tuple:
    """``(hands, rest)``: one way the cards ``k.player`` has not seen could
    lie (a mask per seat, his own his hand) and the unseen cards left over
    (the talon still face down, the dealer's discards), as masks."""
    need_instance("sample_table", "k", k, TableKnowledge, "a_knowledge")
    need_instance("sample_table", "rnd", rnd, random.Random, "a_random")
    n = len(k.count)
    others = [s for s in range(n) if s != k.player]
    shown = 0
    for s in others:
        shown |= k.must[s]
    free = list(T.iter_bits(k.pool & ~shown))
    for attempt in range(TRIES + 1):
        respect = attempt < TRIES
        rnd.shuffle(free)
        left = list(free)
        hands = list(k.must)
        ok = True
        # the seat with the fewest cards it may hold goes first
        order = sorted(others, key=lambda s: (sum(1 for c in free if not (k.never[s] >> c) & 1), s))
        for s in order:
            need = k.count[s] - k.must[s].bit_count()
            if need <= 0:
                continue
            if respect:
                take = [c for c in left if not (k.never[s] >> c) & 1][:need]
            else:
                take = left[:need]
            if len(take) < need:
                ok = False
                break
            taken = set(take)
            left = [c for c in left if c not in taken]
            m = hands[s]
            for c in take:
                m |= 1 << c
            hands[s] = m
        if ok:
            rest = 0
            for c in left:
                rest |= 1 << c
            return tuple(hands), rest
    raise AssertionError("unreachable: the voids are let go on the last try")


def determinize_table(state: TableState, player: int, rnd: random.Random) -> TableState:
    """A copy of ``state`` where every card ``player`` has not seen is dealt
    again at random, consistently with what he knows."""
    k = table_knowledge(state, player)
    hands, rest = sample_table(k, rnd)
    c = state.copy()
    c.auto_deal = False
    rest_cards = list(T.iter_bits(rest))
    rnd.shuffle(rest_cards)
    ph = state._phase
    for s in range(state.players):
        if s == player:
            continue
        c._hands[s] = hands[s]
        if ph < PH_DECL_E:
            c._dealt[s] = hands[s]
    dealer = state.dealer
    if dealer != player and ph >= PH_DECL_E and state._discards[dealer]:
        d = 0
        for x in rest_cards[:state._discards[dealer].bit_count()]:
            d |= 1 << x
        c._discards[dealer] = d
        rest_cards = rest_cards[state._discards[dealer].bit_count():]
    if state._talon:
        talon = list(state._talon)
        # the cards still face down (the ones the dealer took are in his hand)
        for i in range(state._taken if ph >= PH_DECL_E else 0, len(talon)):
            if (k.pool >> talon[i]) & 1:   # (a card he looked at stays)
                talon[i] = rest_cards.pop()
        c._talon = tuple(talon)
    if ph == PH_DECL_E:
        from . import combos as C
        c._facts = [C._side_facts(h >> 40, state.rules) for h in c._hands]
    return c


# --------------------------------------------------------------------------
# Rollouts
# --------------------------------------------------------------------------

_POLICY = TableComputerPlayer()


class _End(NamedTuple):
    value: float
    capot_me: bool    # my side took every trick
    capot_him: bool   # another side took every trick
    majority: bool    # my side scored the 10 of the cards (the most tricks)
    last: bool        # my side took the last trick


def _side_value(state: TableState, start: list, side: int) -> float:
    gained = [t - s for t, s in zip(state.log.totals, start)]
    others = [g for i, g in enumerate(gained) if i != side]
    return gained[side] - sum(others) / len(others)


def _play_out(c: TableState) -> None:
    """Play the deal of ``c`` to its end with the rule-based player."""
    while c._phase not in (PH_DEAL, PH_OVER):
        if c._phase == PH_PLAY:
            seat = (c._leader + len(c._trick)) % c._n
            c._apply_card(seat, int(_POLICY._play(c)))
        else:
            c.play(_POLICY(c))


def _end(c: TableState, start: list, side: int) -> _End:
    sides = c._side
    won = [0] * c._nsides
    for s in range(c._n):
        won[sides[s]] += c._won[s]
    nt = c.rules.hand_size
    last = c._tricks[-1][2] if len(c._tricks) == nt else -1
    capot = max(won) == nt
    most = max(won)
    cards = not capot and won[side] == most and won.count(most) == 1
    return _End(_side_value(c, start, side), capot and won[side] == nt, capot and won[side] != nt,
                cards, last >= 0 and sides[last] == side)


def _rank(state: TableState, moves: list, worlds: list, reason_of) -> list:
    """``moves`` best first by their mean over ``worlds`` (copies of the
    position with the hidden cards dealt again), each with its reason."""
    me = state.current_player()
    side = state._side[me]
    start = list(state.log.totals)
    outcomes = {i: [] for i in range(len(moves))}
    for w in worlds:
        for i, m in enumerate(moves):
            c = w.copy()
            c.play(m)
            _play_out(c)
            outcomes[i].append(_end(c, start, side))
    rows = []
    for i, m in enumerate(moves):
        mean, margin = mean_margin(o.value for o in outcomes[i])
        rows.append((-mean, i, m, margin))
    rows.sort(key=lambda r: (r[0], r[1]))
    values = {i: -mean for mean, i, _m, _mg in rows}
    order = [i for _mean, i, _m, _mg in rows]
    if len(moves) == 1 and len(state.legal_moves()) == 1:
        only = reason_of(0, [], outcomes, values) if state._phase == PH_PLAY else Reason.of("coach.only_move")
        return [ScoredMove(moves[0], -rows[0][0], only, rows[0][3])]
    # (a lone candidate of the exchange is not the only legal move: its own reason)
    return [ScoredMove(m, -mean, reason_of(i, [o for o in order if o != i], outcomes, values),
                       margin if len(worlds) > 1 else 0.0)
            for mean, i, m, margin in rows]


# --------------------------------------------------------------------------
# Reasons (each claim true of the position)
# --------------------------------------------------------------------------

def _card_words(card, key: str = "card") -> dict:
    return {key: card.name("en"), key + "_it": _it_article(card)}


def _outcome_reason(i: int, others: list, outcomes: dict, values: dict):
    """The outcome move ``i`` makes more likely than the next move worth
    clearly less (an outcome counts only against a worse move)."""
    mine = _stats(outcomes[i])
    for o in others:
        if values[o] > values[i] - SAME_VALUE:
            continue
        return _outcome_edge(mine, _stats(outcomes[o]))   # only against the nearest worse move
    return None


def card_claim(state: TableState, card) -> Reason | None:
    """What is true of playing ``card`` (legal, the seat to move's) in
    ``state``, said as a reason, or None when nothing plain is."""
    need_instance("card_claim", "state", state, TableState, "a_table")
    if state._phase != PH_PLAY:
        raise IllegalMoveError("picchetto.coach.table.not_play", phase=state.phase)
    card = state.coerce_move(card)
    if not state.is_legal(card):
        raise state._explain_illegal(card)
    me = state.current_player()
    c = int(card)
    hand = state._hands[me]
    if not state._trick:
        k = table_knowledge(state, me)
        if (masters(hand, k.pool) >> c) & 1:
            return Reason.of("picchetto.coach.master", **_card_words(card))
        suit = hand & _SUIT_MASK_OF[c]
        if c == (suit & -suit).bit_length() - 1 and suit & ~(1 << c) and not (masters(hand, k.pool) >> c) & 1:
            return Reason.of("picchetto.coach.low_lead", **_card_words(card))
        return None
    best, holder = state._best, state._best_seat
    beats = (c >> 3) == (best >> 3) and c > best
    legal = state._legal_mask(me)
    from ..cards import CARDS
    if state._pairs and state._side[holder] == state._side[me] and not beats \
            and not legal & ((1 << c) - 1) & _SUIT_MASK_OF[c]:   # the lowest he may play of its suit
        return Reason.of("picchetto.coach.table.partner", **_card_words(CARDS[best], "best"))
    if beats:
        cheaper = legal & _SUIT_MASK_OF[best] & ((1 << c) - 1) & ~((1 << (best + 1)) - 1)
        if not cheaper:
            return Reason.of("picchetto.coach.table.take", **_card_words(card), **_card_words(CARDS[best], "best"))
        return None
    return Reason.of("picchetto.coach.table.no_win", **_card_words(card))


# --------------------------------------------------------------------------
# The coach
# --------------------------------------------------------------------------

def _exchange_candidates(state: TableState, include) -> list:
    """The rule-based player's exchange of every allowed size, then the
    moves asked for."""
    lo, hi = state.exchange_limits()
    two = _POLICY._two
    from ..cards import CARDS
    out = []
    for n in range(lo, hi + 1):
        cards = two.discards(state._hands[state.dealer], n, n, False)
        m = Exchange._of_sorted(tuple(CARDS[c] for c in sorted(cards)))
        if m not in out:
            out.append(m)
    for m in include:
        if m not in out:
            out.append(m)
    return out


class TableCoach:
    """The coach of the three- and four-player tables (see the module doc)."""

    def rank(self, state, level: str = "strong", seed=0, include=()) -> list:
        """The moves of the seat to move, best first, as
        :class:`~cardkit.coach.ScoredMove`\\ s (values in deal points of his
        side against the others).  In the exchange: the rule-based player's
        exchange of every allowed size plus every move in ``include``."""
        include = _rank_arguments("rank", state, level, seed, include, TableState, "a_table")
        moved = _legal_included(state, include, state._explain_illegal)
        me = state.current_player()
        rnd = decision_rng(seed, state)
        ph = state._phase
        n_worlds = WORLDS[level] if ph == PH_PLAY else DEAL_WORLDS[level]
        worlds = [determinize_table(state, me, rnd) for _ in range(n_worlds)]
        if ph == PH_PLAY:
            moves = state.legal_moves()

            def reason_of(i, others, outcomes, values):
                if not others:
                    return Reason.of("picchetto.coach.only_card", **_card_words(moves[i]))
                return _outcome_reason(i, others, outcomes, values) or card_claim(state, moves[i])
            return _rank(state, moves, worlds, reason_of)
        if ph == PH_EXCH_Y:
            moves = _exchange_candidates(state, moved)
            return _rank(state, moves, worlds, lambda *a: Reason.of("picchetto.coach.exchange"))
        moves = state.legal_moves()
        if ph == PH_DECL_E:
            first = moves[0]
            return _rank(state, moves, worlds, lambda i, *a: Reason.of(
                "picchetto.coach.table.declare_all" if moves[i] == first else "picchetto.coach.table.declare_some"))
        assert ph == PH_BLANCHE_E
        return _rank(state, moves, worlds,
                     lambda i, *a: Reason.of("picchetto.coach.blanche") if moves[i].announce else None)


TABLE_COACH = TableCoach()

__all__ = ["TableCoach", "TABLE_COACH", "TableKnowledge", "table_knowledge", "sample_table",
           "determinize_table", "card_claim"]
