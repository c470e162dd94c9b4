"""The Scopa coach: hints that explain, and :class:`SearchPlayer`.

How the coach weighs a move
---------------------------
The player to move knows his own hand and everything that has been face up
this hand (the four cards turned up and every card played: captures are
made face up), so the cards he has not seen are exactly the other hands and
the stock, in an order he cannot know.  The coach

1. imagines ``worlds`` ways those unseen cards could lie: it shuffles them
   (from a seeded stream) and deals them into the other hands, with the
   sizes every player can count, and into the stock (*determinization*);
2. in every imagined world, plays each legal move and then plays the hand
   out to its last card, every seat following the rule-based player's
   advice (:func:`~cardkit.scopa.players.rule_choice`, each seat with only
   what it would see);
3. scores the hand and averages over the worlds.  Every move is tried in the
   same worlds (common random numbers), so the differences between moves
   are not drowned by the luck of the deals.

The value of a move is the expected **margin of the hand**: the points of
the player's side minus those of the best other side, over the whole hand
(what has been taken before the move counts too, so values are for
comparing moves with each other).  Near the end of the
match the margin is not all that counts, so a hand after which the match is
over counts :data:`MATCH_POINTS` more points for the winner's side (and
that many fewer for the others): a move that gives away the match is worse
than its margin says, one that clinches it better.

The budget is a number of imagined worlds per level (:data:`WORLDS`), never
a time, so a hint is the same on every machine.  The random stream of a
decision comes from :func:`cardkit.coach.decision_rng` (the seed and the
length of the history), so the same seed and the same information always
give the same advice, whatever the hidden cards are.

Why a move is good
------------------
Each ranked move carries a :class:`~cardkit.coach.Reason` chosen from what
sets it apart from the other moves — first from the moves ranked below it,
the nearest first, then from those above: in order of importance a scopa,
the settebello, a settebello not left on the table, a table no single card
can sweep, the last capture of the hand (from the play-outs), the sevens
(primiera), the coins (denari), the most cards (carte), less left for the
next player to take (from the play-outs), a card nobody can pair, a coin or
a primiera card kept, a low card thrown away.  When nothing sets the best
move apart, the reason says that the look-ahead prefers it (and, when its
value is within :data:`CLOSE` of the next, that the next is about as good);
a move below the best with no merit of its own says what the best does
better.
"""

from __future__ import annotations

import random
from typing import NamedTuple, Optional

from .. import i18n
from ..coach import (
    Reason, ScoredMove, SearchPlayerBase, check_level, check_seed, decision_rng, mean_margin,
)
from ..errors import CardkitError, IllegalMoveError
from ..options import InvalidOptionError, need_bool, need_int, quote
from .players import WORTH, RuleBasedPlayer, _rule_choice, need_move
from .rules import (
    COINS_MASK, DECK_MASK, SETTEBELLO_BIT, VALUE, VALUE_MASKS, Move, ScopaRules, iter_bits,
    legal_moves_of, mask_value, table_signature,
)
from .scoring import score_masks
from .state import ScopaState, TurnInfo

#: imagined worlds per level (every legal move is played out in each)
WORLDS = {"easy": 8, "medium": 24, "strong": 96}
#: extra points for the side that wins the match at the end of the hand
MATCH_POINTS = 4
#: how much more often (as a share of the worlds) a move must take the cards
#: left at the end for "whoever takes last gets the table" to be its reason
LAST_TAKE_EDGE = 0.3
#: how many fewer cards (on average) a move must leave the next player to take
#: for "it leaves the next player less to take" to be its reason
GIVES_EDGE = 0.5

#: a best move whose value is less than this above the next one's is "about as
#: good" as it, when nothing else tells them apart
CLOSE = 0.25

SEVENS = VALUE_MASKS[7]
#: sevens, then sixes, then aces matter for the primiera (index: card number)
PRIMIERA_RANK = tuple({6: 3, 5: 2, 0: 1}.get(c % 10, 0) for c in range(40))

i18n.register({
    "scopa.coach.arg": {
        "en": "{owner}: {name} must be {form}, not {value}",
        "it": "{owner}: {name} deve essere {form}, non {value}",
    },
    "scopa.form.turn_info": {"en": "a TurnInfo (from ScopaState.turn_info())",
                             "it": "un TurnInfo (da ScopaState.turn_info())"},
    "scopa.form.features": {"en": "a Features (from features())", "it": "un Features (da features())"},
    "scopa.form.features_list": {"en": "a list of Features", "it": "una lista di Features"},
    "scopa.form.world": {"en": "a World (from sample_world())", "it": "un World (da sample_world())"},
    "scopa.form.rules": {"en": "a ScopaRules", "it": "uno ScopaRules"},
    "scopa.form.random": {"en": "a random.Random", "it": "un random.Random"},
    "scopa.form.share": {"en": "a number from 0 to {hi}", "it": "un numero da 0 a {hi}"},
    "scopa.form.moves": {"en": "a list of Scopa moves", "it": "una lista di mosse di Scopa"},
    "scopa.coach.players_mismatch": {
        "en": "{owner}: the TurnInfo is of a game of {n} players, not {players}",
        "it": "{owner}: il TurnInfo è di una partita a {n} giocatori, non {players}",
    },
    "scopa.coach.not_legal": {
        "en": "{owner}: {move} is not a legal move of the player to move",
        "it": "{owner}: {move} non è una mossa valida del giocatore di turno",
    },
    "scopa.coach.not_scopa": {
        "en": "the Scopa coach needs a ScopaState, not {got}",
        "it": "l'allenatore di Scopa ha bisogno di uno ScopaState, non di {got}",
    },
    "scopa.coach.scopa": {
        "en": "make a scopa: clearing the table is a point",
        "it": "fai scopa: portare via tutte le carte del tavolo vale un punto",
    },
    "scopa.coach.settebello": {
        "en": "take the settebello: it is a point by itself",
        "it": "prendi il settebello: da solo vale un punto",
    },
    "scopa.coach.guard_settebello": {
        "en": "don't leave the settebello on the table: a seven still unseen could take it",
        "it": "non lasciare il settebello in tavola: un sette non ancora uscito potrebbe prenderlo",
    },
    "scopa.coach.over_ten": {
        "en": "leave more than 10 on the table ({total}) so no single card sweeps it",
        "it": "lascia in tavola più di 10 ({total}): così nessuna carta da sola fa scopa",
    },
    "scopa.coach.no_sweeper": {
        "en": "the table is left at {total}, and every card worth {total} has been seen "
              "or is in your hand: nobody can sweep it",
        "it": "in tavola resta {total} e tutte le carte che valgono {total} sono già uscite "
              "o sono in mano tua: nessuno può fare scopa",
    },
    "scopa.coach.last_take": {
        "en": "whoever takes last gets the table: after this move the last capture, and "
              "the cards left at the end, most likely go to your side",
        "it": "chi prende per ultimo si porta via il tavolo: dopo questa mossa l'ultima presa, "
              "e con lei le carte rimaste alla fine, tocca molto probabilmente a te",
    },
    "scopa.coach.gives_less": {
        "en": "it leaves the next player less to take",
        "it": "lascia meno da prendere al giocatore che viene dopo",
    },
    "scopa.coach.close": {
        "en": "{other} is about as good: the coach's look-ahead gives this move a slight edge",
        "it": "{other} vale più o meno lo stesso: nelle simulazioni dell'allenatore questa mossa "
              "rende appena di più",
    },
    "scopa.coach.prefers": {
        "en": "the coach prefers {best}, which does better in its look-ahead",
        "it": "l'allenatore preferisce {best}, che rende di più nelle sue simulazioni",
    },
    "scopa.coach.prefers_because": {
        "en": "the coach prefers {best} — {why}",
        "it": "l'allenatore preferisce {best} — {why}",
    },
    "scopa.coach.keep_coin": {
        "en": "throw {card} and keep {kept}: coins count for the denari",
        "it": "scarta {card} e tieni {kept}: i denari contano per il punto dei denari",
    },
    "scopa.coach.keep_primiera": {
        "en": "throw {card} and keep {kept}: sevens, sixes and aces decide the primiera",
        "it": "scarta {card} e tieni {kept}: sette, sei e assi decidono la primiera",
    },
    "scopa.coach.sevens": {
        "en": "take the sevens ({n}): they decide the primiera",
        "it": "prendi i sette ({n}): sono loro a decidere la primiera",
    },
    "scopa.coach.coins": {
        "en": "take coins ({n}): they count for the denari",
        "it": "prendi denari ({n}): contano per il punto dei denari",
    },
    "scopa.coach.cards": {
        "en": "this capture takes the most cards ({n}): they count for the carte",
        "it": "questa presa porta via più carte ({n}): contano per il punto delle carte",
    },
    "scopa.coach.covered": {
        "en": "play {card}: the other cards of its value have all been seen or are in your "
              "hand, so nobody can take it with an equal card",
        "it": "gioca {card}: le altre carte del suo valore sono già uscite o sono in mano tua, "
              "quindi nessuno può prenderla con una carta uguale",
    },
    "scopa.coach.low_card": {
        "en": "throw {card}: a low card that gives nothing away",
        "it": "scarta {card}: una carta bassa che non regala nulla",
    },
})


# --------------------------------------------------------------------------
# What a move does, seen by the player to move
# --------------------------------------------------------------------------

class Features(NamedTuple):
    """The visible consequences of a move, compared between moves to say
    why one is better (see :func:`reason_for`)."""

    move: Move
    scopa: bool             # empties the table (not with the hand's last card)
    settebello: bool        # takes the 7 of coins
    leaves_settebello: bool  # the 7 of coins stays on the table, and a 7 is unseen
    sweepable: bool         # one unseen card could take the whole table after it
    after_total: int        # the value of the table after it
    sevens: int             # sevens into the pile
    coins: int              # coins into the pile
    cards: int              # cards into the pile
    covered: bool           # a card left on the table that no unseen card equals
    worth: float            # how much a card left on the table gives away
    last_take: float        # share of worlds where the side takes the cards left at the end
    gives: float            # cards the next player captures right after it, on average


def _need(owner: str, name: str, value, kind, form: str):
    """``value`` if it is a ``kind``; else refuse it, naming the ``form`` expected."""
    if not isinstance(value, kind):
        raise InvalidOptionError("scopa.coach.arg", owner=owner, name=name,
                                 form=i18n.Term(form), value=quote(value))
    return value


def _need_share(owner: str, name: str, value, hi: float) -> float:
    """``value`` if it is a number (not a bool) from 0 to ``hi``; else refuse it."""
    if (isinstance(value, bool) or not isinstance(value, (int, float))
            or not 0 <= value <= hi):       # NaN fails the comparison too
        raise InvalidOptionError("scopa.coach.arg", owner=owner, name=name,
                                 form=i18n.Term("scopa.form.share", hi=hi), value=quote(value))
    return value


def _need_legal(owner: str, info: TurnInfo, move) -> Move:
    """``move`` if it is a legal move of ``info``'s player; else refuse it."""
    need_move(owner, "move", move)
    if move not in info.legal:
        raise IllegalMoveError("scopa.coach.not_legal", owner=owner, move=str(move))
    return move


def features(info: TurnInfo, move: Move, last_take: float = 0.0, gives: float = 0.0) -> Features:
    """What ``move`` does, from what the player to move can see (and, from
    the play-outs, ``last_take`` and ``gives``: see :class:`Features`)."""
    _need("features", "info", info, TurnInfo, "scopa.form.turn_info")
    _need_legal("features", info, move)
    _need_share("features", "last_take", last_take, 1)
    _need_share("features", "gives", gives, 40)
    last_card = info.plays_left == 1
    table = info.table
    cap = move.mask
    v = VALUE[move.card]
    total = mask_value(table)
    unseen = info.unseen
    if cap:
        after = table & ~cap
        total -= v
        take = move.take
    else:
        after = table | move.bit
        total += v
        take = 0
    open_table = bool(after) and not last_card
    return Features(
        move=move,
        scopa=bool(cap) and not after and not last_card,
        settebello=bool(take & SETTEBELLO_BIT),
        leaves_settebello=open_table and bool(after & SETTEBELLO_BIT) and bool(unseen & SEVENS),
        sweepable=open_table and total <= 10 and bool(unseen & VALUE_MASKS[total]),
        after_total=total,
        sevens=(take & SEVENS).bit_count(),
        coins=(take & COINS_MASK).bit_count(),
        cards=take.bit_count(),
        covered=not cap and not unseen & VALUE_MASKS[v],
        worth=0.0 if cap else WORTH[move.card],
        last_take=last_take,
        gives=gives,
    )


def reason_for(move: Features, others, final_round: bool) -> Optional[Reason]:
    """Why ``move`` is good, against ``others`` (the alternatives, the
    nearest first): the first advice, in order of importance, that tells it
    apart from the nearest alternative it differs from; ``None`` when
    nothing does (the look-ahead alone prefers it)."""
    _need("reason_for", "move", move, Features, "scopa.form.features")
    if not isinstance(others, (list, tuple)) or not all(isinstance(o, Features) for o in others):
        raise InvalidOptionError("scopa.coach.arg", owner="reason_for", name="others",
                                 form=i18n.Term("scopa.form.features_list"), value=quote(others))
    need_bool("reason_for", "final_round", final_round)
    most_cards = max([move.cards] + [o.cards for o in others])
    for o in others:
        r = _difference(move, o, final_round, most_cards)
        if r is not None:
            return r
    return None


def shortfall(move: Features, best: Features, final_round: bool, most_cards: int) -> Reason:
    """Why the coach prefers ``best`` to ``move``: what ``best`` does better."""
    _need("shortfall", "move", move, Features, "scopa.form.features")
    _need("shortfall", "best", best, Features, "scopa.form.features")
    need_bool("shortfall", "final_round", final_round)
    need_int("shortfall", "most_cards", most_cards, lo=0, hi=40)
    why = _difference(best, move, final_round, most_cards)
    if why is None:
        return Reason.of("scopa.coach.prefers", best=str(best.move))
    return Reason.of("scopa.coach.prefers_because", best=str(best.move),
                     why=i18n.Term(why.key, **dict(why.params)))


def _difference(b: Features, o: Features, final_round: bool, most_cards: int):
    if b.scopa and not o.scopa:
        return Reason.of("scopa.coach.scopa")
    if b.settebello and not o.settebello:
        return Reason.of("scopa.coach.settebello")
    if o.leaves_settebello and not b.leaves_settebello:
        return Reason.of("scopa.coach.guard_settebello")
    if o.sweepable and not b.sweepable and not b.scopa:
        if b.after_total > 10:
            return Reason.of("scopa.coach.over_ten", total=b.after_total)
        return Reason.of("scopa.coach.no_sweeper", total=b.after_total)
    if final_round and b.last_take >= 0.5 and b.last_take - o.last_take >= LAST_TAKE_EDGE:
        return Reason.of("scopa.coach.last_take")
    if b.sevens > o.sevens:
        return Reason.of("scopa.coach.sevens", n=b.sevens)
    if b.coins > o.coins:
        return Reason.of("scopa.coach.coins", n=b.coins)
    if b.cards > o.cards and b.cards == most_cards:
        return Reason.of("scopa.coach.cards", n=b.cards)
    if o.gives - b.gives >= GIVES_EDGE:
        return Reason.of("scopa.coach.gives_less")
    if not b.cards and (o.cards or b.worth < o.worth):
        card = b.move.card
        if b.covered and not o.covered:
            return Reason.of("scopa.coach.covered", card=str(card))
        if not o.cards:
            kept = o.move.card
            if kept < 10 and card >= 10:
                return Reason.of("scopa.coach.keep_coin", card=str(card), kept=str(kept))
            if PRIMIERA_RANK[kept] > PRIMIERA_RANK[card]:
                return Reason.of("scopa.coach.keep_primiera", card=str(card), kept=str(kept))
        if b.worth <= 1.0:
            return Reason.of("scopa.coach.low_card", card=str(card))
    return None


# --------------------------------------------------------------------------
# Imagined worlds and play-outs
# --------------------------------------------------------------------------

class World(NamedTuple):
    """One way the unseen cards could lie: every hand (the player's own as
    it is) and the stock, in dealing order."""

    hands: tuple
    stock: tuple


def sample_world(info: TurnInfo, players: int, rng: random.Random) -> World:
    """Deal the cards ``info``'s player has not seen at random into the other
    hands (their sizes are public) and the stock."""
    _need("sample_world", "info", info, TurnInfo, "scopa.form.turn_info")
    need_int("sample_world", "players", players, lo=2, hi=4)
    if players != len(info.hand_sizes):
        raise InvalidOptionError("scopa.coach.players_mismatch", owner="sample_world",
                                 n=len(info.hand_sizes), players=players)
    _need("sample_world", "rng", rng, random.Random, "scopa.form.random")
    unseen = list(iter_bits(info.unseen))
    rng.shuffle(unseen)
    hands = [0] * players
    hands[info.player] = info.hand
    i = 0
    for k in range(1, players):
        q = (info.player + k) % players
        for c in unseen[i:i + info.hand_sizes[q]]:
            hands[q] |= 1 << c
        i += info.hand_sizes[q]
    return World(tuple(hands), tuple(unseen[i:]))


class Outcome(NamedTuple):
    """A played-out hand seen from one side: ``value`` (margin of the hand,
    plus :data:`MATCH_POINTS` if the match ends), whether this side took
    the cards left on the table at the end, and how many cards the next
    player (an opponent) captured right after the move."""

    value: float
    took_last: bool
    gave: int


def play_out(rules: ScopaRules, info: TurnInfo, world: World, move: Move) -> Outcome:
    """Play ``move`` in ``world`` and the rest of the hand with the
    rule-based advice on every seat; the outcome for the mover's side."""
    _need("play_out", "rules", rules, ScopaRules, "scopa.form.rules")
    _need("play_out", "info", info, TurnInfo, "scopa.form.turn_info")
    _need("play_out", "world", world, World, "scopa.form.world")
    if not rules.players == len(info.hand_sizes) == len(world.hands):
        raise InvalidOptionError("scopa.coach.players_mismatch", owner="play_out",
                                 n=len(info.hand_sizes), players=rules.players)
    _need_legal("play_out", info, move)
    n = rules.players
    side_of = _SIDES[n]
    hands = list(world.hands)
    stock = world.stock
    pos = 0
    table = info.table
    sig = table_signature(table)
    total = mask_value(table)
    seen = info.seen
    piles = list(info.piles)
    scope = list(info.scope)
    last = -1 if info.last_taker is None else side_of[info.last_taker]
    turn = info.player
    left = info.plays_left
    m = move
    gave = -1                           # not known until the next player has played
    while True:
        # play m for the seat `turn`
        bit = m.bit
        hands[turn] ^= bit
        seen |= bit
        left -= 1
        cap = m.mask
        if cap:
            s = side_of[turn]
            piles[s] |= m.take
            table ^= cap
            sig -= m.sig
            total -= VALUE[m.card]
            last = s
            if not table and left:
                scope[s] += 1
            if gave < 0 and turn != info.player:
                gave = m.take.bit_count()
        else:
            table |= bit
            sig += m.vsig
            total += VALUE[m.card]
        if not left:
            break
        if gave < 0 and turn != info.player:
            gave = 0
        turn = turn + 1 if turn + 1 < n else 0
        h = hands[turn]
        if not h:                       # a new round: three cards each
            for k in range(n):
                q = (turn + k) % n
                a, b, c = stock[pos:pos + 3]
                hands[q] = (1 << a) | (1 << b) | (1 << c)
                pos += 3
            h = hands[turn]
        m = _rule_choice(legal_moves_of(h, table, sig), table, DECK_MASK & ~seen & ~h,
                        left == 1, total)
    took_last = bool(table) and last == info.side
    if table and last >= 0:
        piles[last] |= table
    points = [hs.total for hs in score_masks(piles, scope, rules.napola)]
    me = info.side
    value = points[me] - max(p for s, p in enumerate(points) if s != me)
    final = [a + b for a, b in zip(info.scores, points)]
    top = max(final)
    if top >= rules.target and final.count(top) == 1:
        value += MATCH_POINTS if final[me] == top else -MATCH_POINTS
    return Outcome(float(value), took_last, max(gave, 0))


# --------------------------------------------------------------------------
# The coach
# --------------------------------------------------------------------------

class ScopaCoach:
    """The Scopa coach (see the module docstring): ``rank(state, level,
    seed, include)`` scores every legal move of the player to move, best
    first (equal values in the order of ``legal_moves()``), each with its
    value in points, the half-width of its 95% interval and its reason.

    ``level`` sets the number of imagined worlds (:data:`WORLDS`): ``"easy"``
    gives a quick, rough ranking, ``"strong"`` the most careful one.  Every
    legal move is always ranked, so ``include`` (moves the caller wants
    valued, e.g. the one a learner played) only has to name legal moves."""

    units = "coach.units.points"

    def rank(self, state, level: str = "strong", seed=0, include=()) -> list:
        if not isinstance(state, ScopaState):
            raise CardkitError("scopa.coach.not_scopa", got=type(state).__name__)
        if not isinstance(level, str):      # a str equal to a level, not an object equal to all
            raise CardkitError("coach.bad_level", level=quote(level))
        check_level(level)
        check_seed(seed)
        info = state.turn_info()            # raises at a chance node or after the match
        legal = info.legal
        _need("rank", "include", include, (list, tuple, set, frozenset), "scopa.form.moves")
        for m in include:                   # every legal move is ranked; others are mistakes
            m = state.coerce_move(m)
            if m not in legal:
                raise state._explain_illegal(m)
        rng = decision_rng(seed, state)
        worlds = [sample_world(info, state.players, rng) for _ in range(WORLDS[level])]
        scored = []
        for order, m in enumerate(legal):
            outcomes = [play_out(state.rules, info, w, m) for w in worlds]
            value, margin = mean_margin(o.value for o in outcomes)
            share = sum(o.took_last for o in outcomes) / len(outcomes)
            gives = sum(o.gave for o in outcomes) / len(outcomes)
            scored.append((-value, order, margin, features(info, m, share, gives)))
        scored.sort(key=lambda x: (x[0], x[1]))
        feats = [f for _, _, _, f in scored]
        final_round = info.stock_size == 0
        most_cards = max(f.cards for f in feats)
        out = []
        for i, (neg, _, margin, f) in enumerate(scored):
            if len(feats) == 1:
                reason = Reason.of("coach.only_move")
            else:
                # its own merit against the moves below it, then above it; else
                # (a move below the best) what the best does better
                reason = reason_for(f, feats[i + 1:] + feats[:i][::-1], final_round)
                if reason is None and i:
                    if neg == scored[0][0]:    # worth exactly the best: the coach prefers nothing
                        best = feats[0].move
                        reason = Reason.of("coach.as_good", other=str(best), other_it=str(best))
                    else:
                        reason = shortfall(f, feats[0], final_round, most_cards)
                elif reason is None:
                    gap = scored[1][0] - neg
                    if gap == 0:               # a tie with the next: no edge to speak of
                        nxt = str(feats[1].move)
                        reason = Reason.of("coach.as_good", other=nxt, other_it=nxt)
                    elif gap < CLOSE:
                        reason = Reason.of("scopa.coach.close", other=str(feats[1].move))
                    else:
                        reason = Reason.of("coach.best_estimate")
            out.append(ScoredMove(f.move, -neg, reason, margin, self.units))
        return out

    def __repr__(self) -> str:
        return "ScopaCoach()"


#: the side of each player, by number of players
_SIDES = {n: tuple(ScopaRules(players=n).side_of(p) for p in range(n)) for n in (2, 3, 4)}

#: the one coach object (it holds no state)
COACH = ScopaCoach()


class SearchPlayer(SearchPlayerBase):
    """A computer player that plays the coach's move: ``level`` ``"easy"``
    is the :class:`~cardkit.scopa.players.RuleBasedPlayer`, ``"medium"`` and
    ``"strong"`` imagine 24 and 96 ways the unseen cards could lie (see the
    module docstring); ``seed`` chooses the random stream."""

    coach = COACH
    easy_player = staticmethod(RuleBasedPlayer().choose)

    def choose(self, state):
        if not isinstance(state, ScopaState):
            raise CardkitError("scopa.coach.not_scopa", got=quote(type(state).__name__))
        return super().choose(state)

    __call__ = choose


__all__ = ["WORLDS", "MATCH_POINTS", "ScopaCoach", "COACH", "SearchPlayer", "Features", "features",
           "reason_for", "shortfall", "World", "sample_world", "Outcome", "play_out"]
