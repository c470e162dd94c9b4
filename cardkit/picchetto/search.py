"""The Picchetto / Piquet coach: hints that explain, and :class:`SearchPlayer`.

How the coach weighs a card
---------------------------
The player to move knows his hand, his discards, the talon cards he looked
at (and which of them the opponent drew after him), every card played, and
what the opponent had to show: the combinations that scored in the
declarations, the suits he could not follow (a void) and, when the rules
make him take the trick, the suits where he played under the card led (he
holds nothing higher there).  (Two weaker clues are left aside: the dealt
hand an opponent's mano bianca showed, part of which he may have discarded,
and what a declaration that did not score told about his hand.)  The coach

1. imagines ``worlds`` hands the opponent could hold: the cards he showed
   and has not played yet, and a seeded random choice of the other cards
   the player has not seen, never one the opponent is known not to hold
   (*determinization*);
2. in every imagined world, values every legal card: exactly, with the
   double-dummy solver (:mod:`cardkit.picchetto.solver`), when few tricks
   are left (:data:`EXACT_TRICKS`), otherwise by playing the deal out with
   the rule-based player's policy for both (each with what it would see);
3. averages over the worlds; every card is tried in the same worlds.

A card's value is the **expected difference of deal points** from here to
the end of the deal: the lead and trick points, the last trick, the 10 for
the majority of the tricks, the 40 of the cappotto, the Sessanta; the
declarations are already scored in the play.  With Open Piquet the
opponent's hand is in view, and the value is exact.

In the exchange the coach asks the accomodo advisor
(``cardkit.picchetto.advisor.exchange_ranked``) when it is there; without
it, it ranks the rule-based player's discards of every allowed size (and
the moves asked for) by playing imagined deals out.  In the mano bianca and
declaration phases it ranks the few legal moves the same way.

The budget is a number of worlds per level (:data:`WORLDS`), never a time,
so a hint is the same on every machine; the random stream of a decision
comes from :func:`cardkit.coach.decision_rng` (the seed and the length of
the history), so the same seed and the same information give the same
advice whatever the hidden cards are.

Why a card is good
------------------
Each ranked card carries a :class:`~cardkit.coach.Reason` chosen from what
sets it apart from the next best card (then from the others in turn): how
often, in the imagined deals, it makes the cappotto, saves one, wins the
majority of the tricks or the last trick; otherwise what the card does:
cash a master card, win the trick cheaply, keep a guard, throw a card that
cannot win a trick.
"""

from __future__ import annotations

import importlib
import random
from typing import NamedTuple

from .. import i18n
from ..coach import (
    Reason, ScoredMove, SearchPlayerBase, check_level, check_seed, decision_rng, mean_margin,
)
from ..errors import CardkitError, IllegalMoveError
from ..options import need_choice, need_int
from ._checks import need_deal, need_hands, need_instance, need_moves
from .players import (FULL, ComputerPlayer, _legal_mask as legal_mask, _masters as masters,
                      _played_mask as played_mask, _policy_card as policy_card, _seen_by as seen_by)
from .solver import _Deal, _Search
from .state import (
    Exchange, PicchettoState, PH_PLAY, PH_EXCH_E, PH_EXCH_Y, PH_DECL_E, PH_DECL_Y,
    PH_BLANCHE_E, PH_BLANCHE_Y, _it_article,
)
from .. import tricks as T

#: imagined worlds per level
WORLDS = {"easy": 6, "medium": 16, "strong": 48}
#: at most this many tricks left (the current one included): exact values
#: by the double-dummy solver in each world, else rollouts
EXACT_TRICKS = {"easy": 2, "medium": 4, "strong": 8}
#: imagined deals per candidate in the exchange, mano bianca and declarations
DEAL_WORLDS = {"easy": 4, "medium": 8, "strong": 16}
#: how much more often (a share of the worlds) a card must reach an outcome
#: (cappotto, majority, last trick) for that outcome to be its reason
EDGE = 0.25
#: values closer than this (deal points) are equally good moves
SAME_VALUE = 0.5

_SUIT = T.FRENCH_SUIT_MASKS

i18n.register({
    "picchetto.coach.not_state": {
        "en": "the Picchetto coach needs a PicchettoState, not {what}",
        "it": "l'allenatore di Picchetto vuole una PicchettoState, non {what}",
    },
    "picchetto.coach.only_card": {
        "en": "the {card} is the only card you may play",
        "it": "{card_it} è l'unica carta che puoi giocare",
    },
    "picchetto.coach.cappotto": {
        "en": "go for the cappotto: taking every trick is worth 40",
        "it": "punta al cappotto: fare tutte le prese vale 40 punti",
    },
    "picchetto.coach.stop_cappotto": {
        "en": "do not let him make the cappotto: one trick of yours saves 40 points",
        "it": "non fargli fare cappotto: una sola presa tua ti risparmia 40 punti",
    },
    "picchetto.coach.majority": {
        "en": "win the majority of the tricks: the cards are worth 10",
        "it": "fai la maggioranza delle prese: le carte valgono 10 punti",
    },
    "picchetto.coach.last_trick": {
        "en": "take the last trick: it is worth a point more",
        "it": "fai l'ultima presa: vale un punto in più",
    },
    "picchetto.coach.master": {
        "en": "lead your master cards: nobody can beat the {card}, and each trick you take scores a point",
        "it": "gioca le tue carte vincenti: nessuno può battere {card_it}, e ogni presa che fai vale un punto",
    },
    "picchetto.coach.cheap_win": {
        "en": "take the trick with the {card}: the cheapest card that wins it",
        "it": "prendi con {card_it}: la carta più bassa che vince la presa",
    },
    "picchetto.coach.guard": {
        "en": "keep a guard in the suit: your small cards there protect your {card}",
        "it": "tieni la guardia nel seme: le tue carte basse proteggono {card_it}",
    },
    "picchetto.coach.loser": {
        "en": "throw the {card}: it cannot take this trick",
        "it": "scarta {card_it}: non può fare questa presa",
    },
    "picchetto.coach.low_lead": {
        "en": "lead the {card}: give the lead away with a low card and keep your high ones",
        "it": "gioca {card_it}: cedi la mano con una carta bassa e tieni le alte",
    },
    "picchetto.coach.blanche": {
        "en": "announce the mano bianca: it is worth 10 points at once",
        "it": "annuncia la mano bianca: vale subito 10 punti",
    },
    "picchetto.coach.declare_all": {
        "en": "declare everything you hold: each combination that beats his scores, "
              "what you keep quiet scores nothing",
        "it": "dichiara tutto quello che hai: ogni combinazione migliore della sua segna punti, "
              "quello che taci non segna niente",
    },
    "picchetto.coach.declare_some": {
        "en": "keep some combinations quiet: showing them would tell him your hand",
        "it": "taci qualche combinazione (andare sott'acqua): mostrarla gli rivelerebbe la tua mano",
    },
    "picchetto.coach.exchange": {
        "en": "exchange the cards least worth keeping: away from your long suit, sequences and groups",
        "it": "cambia le carte che valgono meno: lontane dal seme lungo, dalle sequenze e dai gruppi",
    },
})


# --------------------------------------------------------------------------
# What the player to move knows
# --------------------------------------------------------------------------

class Knowledge(NamedTuple):
    """What ``player`` knows of the deal, as internal masks (bits 40..71):
    ``hand`` his cards; ``pool`` the cards he has not seen (the opponent's
    hand is among them); ``must`` the cards the opponent surely holds and has
    not played: his combinations shown in the declarations, and the talon
    cards the player looked at before the opponent drew them; ``never`` the cards the opponent surely does not
    hold (voids, and cards above one he played under when he had to take);
    ``count`` how many cards the opponent holds."""

    player: int
    hand: int
    pool: int
    must: int
    never: int
    count: int


def knowledge(state: PicchettoState, player: int) -> Knowledge:
    """What ``player`` knows now (read from the state only through what he
    may see: his own cards, the table, the opponent's shown combinations)."""
    need_deal("knowledge", "state", state)
    need_int("knowledge", "player", player, lo=0, hi=1)
    opp = 1 - player
    seen = seen_by(state, player)
    count = state._hands[opp].bit_count()   # counted on the table
    if state.rules.open_hands:
        h = state._hands[opp]
        return Knowledge(player, state._hands[player], h, h, FULL & ~h, count)
    # the talon cards he looked at and left, that the opponent drew after him
    drawn = _seen_then_drawn(state, player) & ~played_mask(state)
    pool = FULL & ~seen | drawn
    must = state._declared_mask(opp) & pool | drawn
    never = 0
    for leader, a, b, _w in state._tricks:
        if leader == player:
            never |= _refused(state, a, b)
    return Knowledge(player, state._hands[player], pool, must, never & pool, count)


def _seen_then_drawn(state: PicchettoState, player: int) -> int:
    """The talon cards ``player`` (the elder) looked at and left that the
    younger then took: with ``younger_takes_leftovers`` the younger draws
    from where the elder stopped, and how many cards he drew is public."""
    if player == state.dealer or not state.rules.younger_takes_leftovers or state._phase < PH_DECL_E:
        return 0
    start = state._taken[player]
    out = 0
    for c in state._talon[start:min(5, start + state._taken[state.dealer])]:
        out |= 1 << c
    return out & state._seen[player]


def _refused(state: PicchettoState, led: int, answer: int) -> int:
    """The cards the follower could not have held when he answered ``led``
    with ``answer``: the whole suit if he did not follow, the higher cards
    of the suit if he played under it while bound to take."""
    suit = _SUIT[(led - 40) >> 3]
    if not (suit >> answer) & 1:
        return suit
    if state._must_take and answer < led:
        return suit >> (led + 1) << (led + 1)
    return 0


def sample_opponent(k: Knowledge, rnd) -> int:
    """One hand the opponent could hold, given ``k`` (a mask)."""
    need_instance("sample_opponent", "k", k, Knowledge, "a_knowledge")
    need_instance("sample_opponent", "rnd", rnd, random.Random, "a_random")
    if k.must.bit_count() >= k.count:
        return k.must
    free = k.pool & ~k.must & ~k.never
    cards = list(T.iter_bits(free))
    need = k.count - k.must.bit_count()
    if len(cards) < need:   # cannot happen with a consistent view; stay legal
        cards = list(T.iter_bits(k.pool & ~k.must))
    out = k.must
    for c in rnd.sample(cards, need):
        out |= 1 << c
    return out


# --------------------------------------------------------------------------
# The play
# --------------------------------------------------------------------------

class _Outcome(NamedTuple):
    value: float      # deal points of the player minus the opponent's, from here
    capot_me: bool
    capot_him: bool
    majority: bool    # the player takes more than half of the tricks
    last: bool        # the player takes the last trick


def _finish(game: _Deal, known: tuple, exact: bool) -> None:
    """Play ``game`` to the end of the deal: optimal play by both when
    ``exact``, else the rule-based policy, each seat seeing its hand, the
    cards played and its ``known`` extra cards (40-based masks)."""
    se = game.se
    h = game.h
    while not game.over():
        if exact:
            card = game.best()[0][0]
        else:
            mover = game.mover()
            led = game.trick[0][1] + 40 if game.trick else -1
            hand = h[mover] << 40
            unseen = FULL & ~(hand | known[mover] | game.played << 40)
            card = policy_card(hand, legal_mask(hand, led, se.must_take), unseen, led) - 40
        game.play(card)


def _outcome(game: _Deal, me: int) -> _Outcome:
    se, won, w = game.se, game.won, game.last_winner
    capot = w >= 0 and won[w] == se.nt and not se.short[w]
    return _Outcome(game.points if me == 0 else -game.points, capot and w == me,
                    capot and w != me, won[me] > 6, w == me)


def _rank_play(state: PicchettoState, level: str, seed) -> list:
    me = state.current_player()
    opp = 1 - me
    k = knowledge(state, me)
    rnd = decision_rng(seed, state)
    se = _Search(state)
    cards = list(T.iter_bits(legal_mask(state._hands[me], state._trick[0][1] if state._trick else -1,
                                        state._must_take)))
    open_hands = state.rules.open_hands
    exact = open_hands or se.nt - len(state._tricks) <= EXACT_TRICKS[level]
    worlds = 1 if open_hands else WORLDS[level]
    # besides his hand and the cards played, each seat of a rollout knows:
    # the player his discards and the talon cards he saw; the opponent (whose
    # discards we do not know) nothing more
    known = [0, 0]
    known[me] = state._discards[me] | state._seen[me]
    outcomes = {c: [] for c in cards}
    for _ in range(worlds):
        hands = [0, 0]
        hands[me], hands[opp] = state._hands[me], sample_opponent(k, rnd)
        for c in cards:
            game = _Deal.of(se, state, hands)
            game.play(c - 40)
            _finish(game, known, exact)
            outcomes[c].append(_outcome(game, me))
    return _ranked_cards(state, k, cards, outcomes, margin=not (exact and worlds == 1))


def _ranked_cards(state, k: Knowledge, cards: list, outcomes: dict, margin: bool) -> list:
    """The cards best first (ties: the lower card), each with its mean value,
    its 95% margin and its reason."""
    rows = []
    for i, c in enumerate(cards):
        m, mg = mean_margin(o.value for o in outcomes[c])
        rows.append((-m, i, c, mg if margin else 0.0))
    rows.sort()
    value = {c: -m for m, _i, c, _mg in rows}
    order = [c for _m, _i, c, _mg in rows]
    stats = {c: _stats(outcomes[c]) for c in cards}
    return [ScoredMove(state._ext(c), -m, _play_reason(state, k, c, [o for o in order if o != c], stats, value),
                       mg)
            for m, _i, c, mg in rows]


def _stats(outs: list) -> tuple:
    """Shares of the worlds with (my cappotto, his cappotto, my majority,
    my last trick)."""
    n = len(outs) or 1
    return (sum(o.capot_me for o in outs) / n, sum(o.capot_him for o in outs) / n,
            sum(o.majority for o in outs) / n, sum(o.last for o in outs) / n)


# --------------------------------------------------------------------------
# Why a card
# --------------------------------------------------------------------------

def _card_args(state: PicchettoState, c: int) -> dict:
    card = state._ext(c)
    return {"card": card.name("en"), "card_it": _it_article(card)}


def _play_reason(state: PicchettoState, k: Knowledge, c: int, others: list, stats: dict, value: dict):
    """The reason of card ``c`` (internal) against ``others`` (the other
    legal cards, best first): the first outcome or feature that tells it
    apart from the nearest alternative worth less (an outcome only counts
    against a card that is worth less: equally good lines may end either
    way), else the first feature that tells it apart from any other."""
    if not others:
        return Reason.of("picchetto.coach.only_card", **_card_args(state, c))
    b = stats[c]
    for o in others:
        if value[o] > value[c] - SAME_VALUE:
            continue
        r = _outcome_edge(b, stats[o])
        if r is not None:
            return r
        r = _card_reason(state, k, c, o)
        if r is not None:
            return r
    for o in others:
        r = _card_reason(state, k, c, o)
        if r is not None:
            return r
    return None


def _outcome_edge(mine: tuple, theirs: tuple):
    """The outcome a move reaches clearly more often than a worse one (its
    :func:`_stats` against the other's, by :data:`EDGE`): the cappotto,
    saving one, the majority of the tricks, the last trick; else None."""
    if mine[0] - theirs[0] >= EDGE:
        return Reason.of("picchetto.coach.cappotto")
    if theirs[1] - mine[1] >= EDGE:
        return Reason.of("picchetto.coach.stop_cappotto")
    if mine[2] - theirs[2] >= EDGE:
        return Reason.of("picchetto.coach.majority")
    if mine[3] - theirs[3] >= EDGE:
        return Reason.of("picchetto.coach.last_trick")
    return None


def _card_reason(state: PicchettoState, k: Knowledge, c: int, o: int):
    """What card ``c`` does that card ``o`` does not, from what the player
    sees (``None`` when nothing tells them apart)."""
    hand = k.hand
    out = (k.pool & ~k.never) | k.must   # the cards the opponent may hold (not those he is known to lack)
    top = masters(hand, out)
    suit_c, suit_o = _SUIT[(c - 40) >> 3], _SUIT[(o - 40) >> 3]
    if not state._trick:
        if (top >> c) & 1 and not (top >> o) & 1:
            return Reason.of("picchetto.coach.master", **_card_args(state, c))
        if not (top >> c) & 1 and c == (hand & suit_c & -(hand & suit_c)).bit_length() - 1 \
                and (suit_c != suit_o or o > c) and (hand & suit_c & ~(1 << c)):
            return Reason.of("picchetto.coach.low_lead", **_card_args(state, c))
        return None
    led = state._trick[0][1]
    suit_led = _SUIT[(led - 40) >> 3]
    wins_c = bool((suit_led >> c) & 1) and c > led
    wins_o = bool((suit_led >> o) & 1) and o > led
    # "the cheapest card that wins it": no lower card he may play wins it too
    cheaper = hand & suit_led & ((1 << c) - 1) & ~((1 << (led + 1)) - 1)
    if wins_c and (not wins_o or o > c) and not cheaper:
        return Reason.of("picchetto.coach.cheap_win", **_card_args(state, c))
    if wins_c or wins_o:
        return None
    if suit_c != suit_o and not (suit_led >> c) & 1:
        # a discard: keep the small cards that guard a high card elsewhere
        mine_o = hand & suit_o
        high = mine_o.bit_length() - 1
        if o != high and not (top >> high) & 1 and mine_o.bit_count() <= 3 and (high & 7) >= 4:
            return Reason.of("picchetto.coach.guard", **_card_args(state, high))
    if not (top >> c) & 1 and ((top >> o) & 1 or (o & 7) > (c & 7)):
        return Reason.of("picchetto.coach.loser", **_card_args(state, c))
    return None


# --------------------------------------------------------------------------
# Exchange, mano bianca, declarations: imagined deals played out
# --------------------------------------------------------------------------

def determinize(state: PicchettoState, player: int, rnd) -> PicchettoState:
    """A copy of ``state`` where everything ``player`` has not seen is dealt
    again at random, consistently with what he knows: the opponent's hand
    and discards, and the talon cards still to be drawn."""
    k = knowledge(state, player)
    need_instance("determinize", "rnd", rnd, random.Random, "a_random")
    opp = 1 - player
    c = state.copy()
    c.auto_deal = False
    hidden = sample_opponent(k, rnd)
    rest = list(T.iter_bits(k.pool & ~hidden))
    rnd.shuffle(rest)
    c._hands[opp] = hidden
    ph = state._phase
    opp_exchanged = ph >= PH_DECL_E or (ph in (PH_BLANCHE_Y, PH_EXCH_Y) and opp != state.dealer)
    if opp_exchanged:
        n = state._discards[opp].bit_count()
        d = 0
        for x in rest[:n]:
            d |= 1 << x
        c._discards[opp] = d
        rest = rest[n:]
    else:
        c._dealt[opp] = hidden
    c._seen[opp] = 0
    if ph in (PH_BLANCHE_E, PH_EXCH_E):
        future = range(len(state._talon))
    elif ph in (PH_BLANCHE_Y, PH_EXCH_Y):
        future = range(state._exchange_limits(state.dealer)[3], len(state._talon))
    else:
        future = ()
    talon = list(state._talon)
    for i in future:
        talon[i] = rest.pop()
    c._talon = tuple(talon)
    return c


def _deal_value(state: PicchettoState, player: int) -> int:
    """Play the deal out with the rule-based player for both seats; the deal
    points ``player`` scores from here minus the opponent's."""
    log = state.log
    start = log.totals[player] - log.totals[1 - player]
    deal = state.deals_finished
    cp = ComputerPlayer()
    while not state.is_over() and state.deals_finished == deal:
        state.play(cp(state))
    return log.totals[player] - log.totals[1 - player] - start


def _played_out(moves: list, worlds: list, value) -> list:
    """``moves`` best first as ``(value, move, margin)``: each move played in
    a copy of every imagined position of ``worlds`` (the same ones for every
    move), ``value(position)`` what the rest of the deal then gives the
    player, averaged (ties keep the order given).  Shared by the coaches
    that rank by playing imagined deals out."""
    rows = []
    for i, m in enumerate(moves):
        vals = []
        for w in worlds:
            c = w.copy()
            c.play(m)
            vals.append(value(c))
        mean, margin = mean_margin(vals)
        rows.append((-mean, i, m, margin))
    rows.sort(key=lambda r: (r[0], r[1]))
    return [(-mean, m, margin) for mean, _i, m, margin in rows]


def _rank_arguments(owner: str, state, level, seed, include, cls, what: str) -> tuple:
    """The checks a table coach's ``rank`` makes first (the level, the seed,
    the state's kind, the moves asked for, a position with a move to make);
    ``include`` as a tuple."""
    check_level(level)
    need_choice(owner, "level", level, tuple(WORLDS))   # (not an object equal to every level)
    check_seed(seed)
    need_instance(owner, "state", state, cls, what)
    include = need_moves(owner, "include", include)
    if state.is_over() or state.is_chance_node():
        why = "coach.why.over" if state.is_over() else "coach.why.chance"
        raise IllegalMoveError("coach.no_move", why=i18n.Term(why))
    return include


def _legal_included(state, include, refusal) -> list:
    """The moves of ``include`` as ``state``'s moves, each checked legal;
    an illegal one is refused with ``refusal(move)``, the state's own
    explanation of why it may not be played."""
    moved = []
    for m in include:
        m = state.coerce_move(m)
        if not state.is_legal(m):
            raise refusal(m)
        moved.append(m)
    return moved


def _rank_by_deals(state: PicchettoState, moves: list, level: str, seed, reason_of) -> list:
    """Rank ``moves`` (in the order given: ties keep it) by the mean deal
    points over imagined deals, the same deals for every move."""
    me = state.current_player()
    rnd = decision_rng(seed, state)
    worlds = [determinize(state, me, rnd) for _ in range(DEAL_WORLDS[level])]
    return [ScoredMove(m, v, reason_of(m), margin)
            for v, m, margin in _played_out(moves, worlds, lambda c: _deal_value(c, me))]


def _exchange_candidates(state: PicchettoState, include) -> list:
    """The rule-based player's discards of every allowed size, then the
    moves asked for."""
    me = state.current_player()
    lo, hi = state.exchange_limits()
    cp = ComputerPlayer()
    out = []
    for n in range(lo, hi + 1):
        cards = cp.discards(state._hands[me], n, n, False)
        out.append(Exchange._of_sorted(tuple(sorted(state._ext(c) for c in cards))))
    for m in include:
        m = state.coerce_move(m)
        if m not in out:
            out.append(m)
    return out


def _advisor_ranking():
    """``cardkit.picchetto.advisor.exchange_ranked`` when that module
    provides it, else ``None``."""
    try:
        mod = importlib.import_module("cardkit.picchetto.advisor")
    except ModuleNotFoundError as e:
        if e.name != "cardkit.picchetto.advisor":
            raise
        return None
    return getattr(mod, "exchange_ranked", None)


# --------------------------------------------------------------------------
# The coach and the player
# --------------------------------------------------------------------------

class PicchettoCoach:
    """The coach of Picchetto (see the module doc): :meth:`rank`."""

    def rank(self, state, level: str = "strong", seed=0, include=()) -> list:
        """The legal moves of the player to move, best first, as
        :class:`~cardkit.coach.ScoredMove`\\ s (values in deal points).  In
        the exchange, the best candidates plus every move in ``include``."""
        check_level(level)
        need_choice("rank", "level", level, tuple(WORLDS))   # (not an object equal to every level)
        check_seed(seed)
        include = need_moves("rank", "include", include)
        if not isinstance(state, PicchettoState):
            raise CardkitError("picchetto.coach.not_state", what=type(state).__name__)
        if state.is_over() or state.is_chance_node():
            why = "coach.why.over" if state.is_over() else "coach.why.chance"
            raise IllegalMoveError("coach.no_move", why=i18n.Term(why))
        ph = state._phase
        if ph == PH_PLAY:
            return _rank_play(state, level, seed)
        if ph in (PH_EXCH_E, PH_EXCH_Y):
            _legal_included(state, include, state._explain_illegal)
            advisor = _advisor_ranking()
            if advisor is not None:
                return advisor(state, level=level, seed=seed, include=include)
            return _rank_by_deals(state, _exchange_candidates(state, include), level, seed,
                                  lambda m: Reason.of("picchetto.coach.exchange"))
        moves = state.legal_moves()
        if ph in (PH_DECL_E, PH_DECL_Y):
            # moves[0] declares every category the hand holds.  With partial
            # declarations there are dozens to hundreds of moves: the
            # candidates are the whole-category ones, the rule-based player's
            # choice and every move in ``include``
            first = moves[0]
            if state.rules.partial_declarations:
                picked = {m for m in moves if not m.partial}
                picked.add(ComputerPlayer()(state))
                picked.update(_legal_included(state, include, state._explain_illegal))
                moves = sorted(picked)
            return _rank_by_deals(state, moves, level, seed, lambda m: Reason.of(
                "picchetto.coach.declare_all" if m == first else "picchetto.coach.declare_some"))

        return _rank_by_deals(state, moves, level, seed,
                              lambda m: Reason.of("picchetto.coach.blanche") if m.announce else None)


COACH = PicchettoCoach()


def _easy(state):
    return ComputerPlayer()(state)


class SearchPlayer(SearchPlayerBase):
    """A Picchetto player at a level, for two players and at the tables of
    three and four: ``easy`` is the rule-based player
    (:class:`~cardkit.picchetto.ComputerPlayer`,
    :class:`~cardkit.picchetto.table.TableComputerPlayer`); ``medium`` and
    ``strong`` play the coach's best move (``strong`` imagines more deals
    and, for two, solves exactly from further out)."""

    coach = COACH
    easy_player = staticmethod(_easy)

    def choose(self, state):
        from .table import TableState
        from .variants import DealSeries
        need_instance("SearchPlayer.choose", "state", state, (PicchettoState, TableState, DealSeries),
                      "a_state")
        return super().choose(state)

    def _coach_for(self, state):
        return state._coach()       # the two-player coach, the table's or the series'

    def _easy_for(self, state):
        from .table import TableState
        if isinstance(state, PicchettoState):
            return _easy
        if isinstance(state, TableState):
            from .table import TableComputerPlayer
            return TableComputerPlayer()
        if state.rules.auction:
            from .auction import AuctionComputerPlayer
            return AuctionComputerPlayer()
        from .voleur import VoleurComputerPlayer
        return VoleurComputerPlayer()

    __call__ = choose


__all__ = ["PicchettoCoach", "COACH", "SearchPlayer", "Knowledge", "knowledge", "sample_opponent",
           "determinize", "WORLDS", "EXACT_TRICKS", "DEAL_WORLDS"]
