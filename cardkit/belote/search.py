"""The Belote coach and :class:`SearchPlayer`.

The coach ranks the legal moves of the player to move (see
:mod:`cardkit.coach`).  It sees only what that player may see: his own hand,
the bids, the turned card and who took it, the cards played and who played
them, the honours shown, belote and rebelote as they are announced, and what
the rules force a player to reveal (see :func:`inferences`).  From that it
deals the hidden cards many times (*determinization*: :class:`HandSampler`),
keeping the deals in which the other players' bids are the ones the
rule-based bidder would have made (:func:`sample_play_deals`,
:func:`sample_bidding_deals`: a player who took holds trumps, a partner who
passed seldom holds the jack and nine of the turned suit), and, in each
sampled deal, plays every legal move out:

* **play**: to the end of the deal with the fast rule-based policy
  (:func:`~cardkit.belote.players.rule_card`) for all four players, or, when
  few tricks are left, exactly with the double-dummy solver
  (:func:`~cardkit.belote.solver.card_values`);
* **bidding**: the rest of the bidding with the rule-based bids, the
  completion deal, then the whole play with the rule-based policy.

A move's value is the mean, over the sampled deals, of what the deal
scores for the player's side minus what it scores for the other side, with
the contract test applied as the engine applies it (a failed contract gives
everything to the defenders; a tie holds the takers' points over): points of
the match, plus a tenth of the card-point difference (see
:data:`CARD_POINT_WEIGHT`).  The match score itself (the race to 500) is not
taken into account.

Budgets are numbers of sampled deals (:data:`BUDGETS`), never seconds, and
all randomness comes from :func:`cardkit.coach.decision_rng`: the same seed
and the same information give the same advice whatever the hidden hands are.
"""

from __future__ import annotations

import dataclasses

from .. import i18n
from ..cards import CARDS, FRENCH_SUITS
from ..coach import Reason, ScoredMove, SearchPlayerBase, check_level, check_seed, decision_rng, mean_margin
from ..cards import Card
from ..errors import CardkitError, IllegalMoveError, InvalidInputError
from ..game import illegal_not_a_move
from ..options import is_int, need_int, quote
from . import _checks as check
from . import rules as R
from .players import FULL, ABOVE, RuleBasedPlayer, _rule_bid as rule_bid, _rule_card as rule_card
from .solver import _card_values as card_values
from .state import BeloteState

i18n.register({
    "belote.check.sizes": {
        "en": "Knowledge: sizes must be four numbers of cards from 0 to 8, the player's own his hand's "
              "and the others' the unseen cards, not {value}",
        "it": "Knowledge: sizes deve essere quattro numeri di carte da 0 a 8, quello del giocatore la "
              "sua mano e quelli degli altri le carte non viste, non {value}",
    },
    "belote.check.no_deal": {
        "en": "HandSampler: no deal of the unseen cards fits this knowledge",
        "it": "HandSampler: nessuna distribuzione delle carte non viste è compatibile con queste informazioni",
    },
    "belote.coach.not_state": {
        "en": "the Belote coach needs a BeloteState, not {value!r}",
        "it": "l'allenatore di Belote richiede un BeloteState, non {value!r}",
    },
    # play
    "belote.coach.must_overtrump": {
        "en": "you must overtrump the {over}: the {card} is the cheapest trump that does it",
        "it": "devi surtagliare {over}: {card} è la briscola più bassa che lo supera",
    },
    "belote.coach.must_overtrump_best": {
        "en": "you must overtrump the {over}: the {card} is the best of your higher trumps here",
        "it": "devi surtagliare {over}: tra le tue briscole più alte qui conviene {card}",
    },
    "belote.coach.trump_now": {
        "en": "trump now with the {card}: your partner is not master, an opponent can still beat him",
        "it": "taglia ora con {card}: il tuo compagno non è padrone, un avversario può ancora superarlo",
    },
    "belote.coach.trump_opponent": {
        "en": "trump with the {card}: an opponent is winning the trick",
        "it": "taglia con {card}: la presa la sta facendo un avversario",
    },
    "belote.coach.charge_no_trump": {
        "en": "your partner is master: no need to trump, give him points (charge) with the {card}",
        "it": "il tuo compagno è padrone: non serve tagliare, caricalo di punti con {card}",
    },
    "belote.coach.charge": {
        "en": "your partner is master: give him points (charge) with the {card}",
        "it": "il tuo compagno è padrone: caricalo di punti con {card}",
    },
    "belote.coach.partner_sure": {
        "en": "your partner is sure to take this trick: the {card} adds {points} points to it",
        "it": "il tuo compagno è sicuro di fare questa presa: {card} le aggiunge {points} punti",
    },
    "belote.coach.partner_sure0": {
        "en": "your partner is sure to take this trick: the {card}, worth no points, follows",
        "it": "il tuo compagno è sicuro di fare questa presa: {card}, che non vale punti, risponde",
    },
    "belote.coach.draw_trumps_master": {
        "en": "lead the master trump, the {card}, to draw the opponents' trumps",
        "it": "gioca la briscola padrona, {card}, per togliere le briscole agli avversari",
    },
    "belote.coach.draw_trumps": {
        "en": "lead a trump, the {card}, to draw the opponents' trumps",
        "it": "gioca briscola ({card}) per togliere le briscole agli avversari",
    },
    "belote.coach.cash_master": {
        "en": "cash the {card} while the suit is still live: no card of its suit can beat it, "
              "and later it might be trumped",
        "it": "incassa subito {card} finché il seme gira ancora: nessuna carta del suo seme lo supera, "
              "e più avanti potrebbe essere tagliato",
    },
    "belote.coach.partner_winning": {
        "en": "your partner holds the trick for now: throw a low card, the {card}",
        "it": "per ora la presa è del tuo compagno: scarta una carta bassa, {card}",
    },
    "belote.coach.last_trick": {
        "en": "keep the {keep} for the last trick: it takes it, with the 10 de der",
        "it": "tieni {keep} per l'ultima presa: la fa lui, con i 10 punti dell'ultima",
    },
    "belote.coach.win_trick": {
        "en": "take the trick with the {card}: {points} points are on the table",
        "it": "prendi con {card}: in tavola ci sono {points} punti",
    },
    "belote.coach.keep_ten_guarded": {
        "en": "keep the {ten} guarded: the ace is still out, so do not play the {guard} from that suit",
        "it": "tieni protetto {ten}: l'asso è ancora fuori, quindi non giocare {guard} di quel seme",
    },
    "belote.coach.throw_low": {
        "en": "throw a low card, the {card}: you cannot win this trick",
        "it": "scarta una carta bassa, {card}: questa presa non la puoi fare",
    },
    "belote.coach.belote": {
        "en": "play the {card}: with the other of king and queen of trumps it is your {word}",
        "it": "gioca {card}: con l'altra carta tra re e donna di briscola è la tua {word}",
    },
    # bidding
    "belote.coach.take_with": {
        "en": "{bid}: with {cards} in trumps your hand is worth the contract",
        "it": "{bid}: con {cards} di briscola la tua mano vale l'impegno",
    },
    "belote.coach.take_length": {
        "en": "{bid}: your length in trumps ({n}) and your side cards are worth the contract",
        "it": "{bid}: la lunghezza in briscola ({n}) e le carte degli altri semi valgono l'impegno",
    },
    "belote.coach.pass_trumps": {
        "en": "pass: too few trumps to make {need} (more than half the points)",
        "it": "passo: troppo poche briscole per fare {need} punti (più della metà)",
    },
    "belote.coach.pass_keep": {
        "en": "pass: the trump contract as it stands is worth more than Senza Atout",
        "it": "passo: l'impegno con la briscola così com'è vale più di Senza Atout",
    },
    "belote.coach.senza": {
        "en": "Senza Atout: with aces in {n} suits the no-trump contract is worth more",
        "it": "Senza Atout: con gli assi in {n} semi l'impegno senza briscola vale di più",
    },
    "belote.coach.senza1": {
        "en": "Senza Atout: with the ace of one suit the no-trump contract is worth more",
        "it": "Senza Atout: con l'asso di un seme l'impegno senza briscola vale di più",
    },
    "belote.coach.senza0": {
        "en": "Senza Atout: even without an ace the no-trump contract is worth more",
        "it": "Senza Atout: anche senza assi l'impegno senza briscola vale di più",
    },
    "belote.coach.jack_nine": {"en": "the jack and the nine", "it": "il fante e il nove"},
    "belote.coach.jack": {"en": "the jack", "it": "il fante"},
    "belote.coach.nine": {"en": "the nine", "it": "il nove"},
})

#: Sampled deals per decision, the number of tricks left (the current one
#: included) from which the play is solved exactly, and the sampled deals
#: for a bid, per level.
BUDGETS = {
    "easy": {"worlds": 8, "exact_tricks": 1, "bid_worlds": 12},
    "medium": {"worlds": 24, "exact_tricks": 2, "bid_worlds": 32},
    "strong": {"worlds": 96, "exact_tricks": 3, "bid_worlds": 96},
}
UNITS = "coach.units.points"
#: Once a contract's fate is sealed the score no longer moves with the
#: cards (a failed contract gives the defenders everything); a tenth of the
#: card-point difference added to the value keeps the coach taking every
#: point it can all the same.
CARD_POINT_WEIGHT = 0.1
BID_PHASES = ("bid1", "bid2", "senza")
_RULE_BASED = RuleBasedPlayer()


# --------------------------------------------------------------------------
# what the player to move knows
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Knowledge:
    """What ``player`` knows about the hidden cards in the play phase:
    ``unseen`` the cards he has not seen; for each player, ``sizes`` how
    many cards he holds, ``excluded`` the cards he cannot hold and
    ``forced`` the cards he must hold; ``played_by`` the cards each played
    in this deal."""

    player: int
    hand: int
    unseen: int
    sizes: tuple
    excluded: tuple
    forced: tuple
    played_by: tuple

    def __post_init__(self):
        o = "Knowledge"
        me = check.seat(o, "player", self.player)
        check.mask(o, "hand", self.hand)
        check.mask(o, "unseen", self.unseen)
        sizes = self.sizes
        if not (isinstance(sizes, tuple) and len(sizes) == 4
                and all(is_int(n) and 0 <= n <= 8 for n in sizes)):
            raise InvalidInputError("belote.check.sizes", value=quote(sizes))
        for name in ("excluded", "forced", "played_by"):
            v = getattr(self, name)
            if not (isinstance(v, tuple) and len(v) == 4):
                check.hands(o, name, v)     # refuses it
            for m in v:
                check.mask(o, name, m)
        if (self.hand & self.unseen or sizes[me] != self.hand.bit_count()
                or sum(sizes) - sizes[me] != self.unseen.bit_count()):
            raise InvalidInputError("belote.check.sizes", value=quote(sizes))


def _blockers(card: int, before: tuple, t: int, candidates: int) -> int:
    """The cards of ``candidates`` that would have made ``card`` illegal on
    ``before`` (the cards led to the trick before it): a player who played
    ``card`` there held none of them.  Each duty of the rules (follow suit,
    trump, overtrump, go higher in trumps) is broken by holding a single
    card, so each candidate is tested alone with the engine's rule."""
    bit = 1 << card
    out = 0
    m = candidates
    while m:
        low = m & -m
        m ^= low
        if not R.legal_mask(bit | low, before, t) & bit:
            out |= low
    return out


def inferences(state, player: int) -> Knowledge:
    """See :func:`_inferences` (this checks ``state`` and ``player``)."""
    check.state("inferences", state, "play")
    check.seat("inferences", "player", player)
    return _inferences(state, player)


def _inferences(state, player: int) -> Knowledge:
    """What ``player`` knows in the play phase of ``state``, read from the
    public table and his own hand only:

    * a player who did not follow suit has none of the suit led; one who did
      not trump when he had to has no trumps; one who did not overtrump (or
      go higher in trumps) when obliged has no higher trump;
    * the taker holds the turned card until he plays it;
    * a player who announced belote holds the other of king and queen of
      trumps until he plays it; one who played the king or queen of trumps
      without announcing does not hold the other;
    * the honours shown by the scoring side are held by its two players.
    """
    t = state.trump
    hand = state.hand_masks[player]
    played_by = [0, 0, 0, 0]
    excluded = [0, 0, 0, 0]
    forced = [0, 0, 0, 0]
    sequences = [(tr.leader, tr.cards) for tr in state.tricks]
    if state.trick:
        sequences.append((state.leader, tuple(state.trick)))
    played = 0
    for _, cards_ in sequences:
        for c in cards_:
            played |= 1 << c
    unseen = FULL & ~played & ~hand
    for leader, cards_ in sequences:
        for i, c in enumerate(cards_):
            q = (leader + i) & 3
            played_by[q] |= 1 << c
            if i:
                excluded[q] |= _blockers(c, tuple(cards_[:i]), t, unseen)
    if t != R.NO_TRUMP:
        king, queen = 40 + 8 * t + 6, 40 + 8 * t + 5
        announced = {a.player for a in state.announcements}
        for q in range(4):
            for c, other in ((king, queen), (queen, king)):
                if played_by[q] >> c & 1:
                    if q in announced:
                        forced[q] |= (1 << other) & unseen
                    else:
                        excluded[q] |= 1 << other
    taker = state.taker
    forced[taker] |= (1 << int(state.turned)) & unseen
    for side, shown in enumerate(state.scored_honours):
        for honour in shown:
            for q in (1 - side, 3 - side):
                excluded[q] |= honour.cards.mask & unseen
    sizes = tuple(8 - played_by[q].bit_count() for q in range(4))
    for q in range(4):
        excluded[q] &= ~forced[q]
    return Knowledge(player, hand, unseen, sizes, tuple(excluded), tuple(forced), tuple(played_by))


class HandSampler:
    """Deals the cards ``know.player`` has not seen to the other three
    players, consistently with ``know`` (:meth:`draw`).

    The unseen cards are grouped by the players who may hold them.  Groups
    with one possible holder go to him; the others are placed card by card,
    the most constrained groups first, each card to a player chosen with
    probability proportional to the room left in his hand.  A dead end (a
    card nobody with room may hold) starts the deal again."""

    def __init__(self, know: Knowledge):
        check.kind("HandSampler", "know", know, Knowledge)
        me = know.player
        self.base = [0, 0, 0, 0]
        self.base[me] = know.hand
        free = know.unseen
        for q in range(4):
            if q != me:
                self.base[q] = know.forced[q]
                free &= ~know.forced[q]
        self.room = [0 if q == me else know.sizes[q] - self.base[q].bit_count() for q in range(4)]
        groups = {}
        for c in R.french_cards(free):
            holders = tuple(q for q in range(4) if q != me and not know.excluded[q] >> c & 1)
            groups.setdefault(holders, []).append(c)
        self.plan = sorted(groups.items(), key=lambda g: (len(g[0]), g[0]))

    def draw(self, rng, stats=None) -> list:
        """Four hand masks: the player's own hand and a consistent deal of
        the others (``stats["restarts"]`` counts the dead ends; after
        :data:`MAX_RESTARTS` of them the knowledge is refused as holding no
        deal)."""
        check.random_stream("HandSampler.draw", "rng", rng)
        check.stats("HandSampler.draw", stats)
        for _ in range(MAX_RESTARTS):
            hands = list(self.base)
            room = list(self.room)
            ok = True
            for holders, cards_ in self.plan:
                if not holders:
                    ok = False
                    break
                if len(holders) == 1:
                    q = holders[0]
                    room[q] -= len(cards_)
                    if room[q] < 0:
                        ok = False
                        break
                    for c in cards_:
                        hands[q] |= 1 << c
                    continue
                for c in cards_:
                    total = 0
                    for q in holders:
                        total += room[q]
                    if not total:
                        ok = False
                        break
                    x = rng.randrange(total)
                    for q in holders:
                        x -= room[q]
                        if x < 0:
                            break
                    hands[q] |= 1 << c
                    room[q] -= 1
                if not ok:
                    break
            if ok:
                return hands
            if stats is not None:
                stats["restarts"] = stats.get("restarts", 0) + 1
        raise InvalidInputError("belote.check.no_deal")


#: dead ends after which :meth:`HandSampler.draw` gives up (the knowledge
#: of a real table never comes near: its deals restart a few times at most)
MAX_RESTARTS = 10_000
#: the most sampled deals or tries per deal a sampler is asked for
MAX_WORLDS = 1000


def sample_hands(know: Knowledge, rng, stats=None) -> list:
    """Four hand masks consistent with ``know``: the player's own hand, and
    the unseen cards dealt to the others respecting their sizes, the cards
    they cannot hold and the cards they must hold (see :class:`HandSampler`)."""
    return HandSampler(know).draw(rng, stats)


def _bids_agree(state, hands, me: int) -> bool:
    """Whether the rule-based bidder, holding ``hands``, would have made
    every bid the other players made so far in this deal."""
    turned = int(state.turned)
    phase = "bid1"
    done = []
    turns = 0
    for p, m in state.bids:
        if p != me and rule_bid(phase, hands[p], turned, done, p & 1) != m:
            return False
        done.append((p, m))
        turns += 1
        if m != "pass" and phase != "senza":
            phase, turns = "senza", 0
        elif turns == 4 and phase == "bid1":
            phase, turns = "bid2", 0
    return True


def _keep_agreeing(draw, worlds: int, tries: int, stats) -> list:
    """``worlds`` deals from ``draw() -> (deal, agrees)``, keeping those
    that agree with the bidding; after ``worlds * tries`` draws the ones that
    do not agree make up the number (``stats["bid_drawn"]`` and
    ``stats["bid_rejected"]`` count)."""
    kept = []
    spare = []
    for _ in range(worlds * tries):
        deal, agrees = draw()
        if stats is not None:
            stats["bid_drawn"] = stats.get("bid_drawn", 0) + 1
            stats["bid_rejected"] = stats.get("bid_rejected", 0) + (not agrees)
        if agrees:
            kept.append(deal)
            if len(kept) == worlds:
                return kept
        elif len(spare) < worlds:
            spare.append(deal)
    return kept + spare[:worlds - len(kept)]


def sample_bidding_deals(state, worlds: int, rng, stats=None, tries: int = 10) -> list:
    """``worlds`` sampled deals ``(hands, rest)`` for the bidder to move: the
    other players' five cards and the eleven completion cards (in dealing
    order), drawn from the cards he has not seen, and kept only when the
    other players' bids so far are the ones the rule-based bidder would have
    made with those hands (so a partner who passed is unlikely to hold the
    jack and nine of the turned suit, and a player who took holds trumps);
    see :func:`_keep_agreeing`."""
    o = "sample_bidding_deals"
    check.state(o, state)
    if state.phase not in BID_PHASES:
        raise InvalidInputError("belote.check.phase", owner=o, need="bid1", phase=state.phase)
    need_int(o, "worlds", worlds, lo=1, hi=MAX_WORLDS)
    check.random_stream(o, "rng", rng)
    check.stats(o, stats)
    need_int(o, "tries", tries, lo=1, hi=MAX_WORLDS)
    me = state.to_move
    hand = state.hand_masks[me]
    unseen = R.french_cards(FULL & ~hand & ~(1 << int(state.turned)))
    others = [(me + k) & 3 for k in (1, 2, 3)]

    def draw():
        cards_ = list(unseen)
        rng.shuffle(cards_)
        hands = [0, 0, 0, 0]
        hands[me] = hand
        for k, q in enumerate(others):
            for c in cards_[5 * k:5 * k + 5]:
                hands[q] |= 1 << c
        return (hands, tuple(cards_[15:])), _bids_agree(state, hands, me)

    return _keep_agreeing(draw, worlds, tries, stats)


def sample_play_deals(state, know: Knowledge, worlds: int, rng, stats=None, tries: int = 8) -> list:
    """``worlds`` sampled deals (four hand masks) for the player to move in
    the play phase: :class:`HandSampler` draws, kept only when the bidding
    agrees with them as in :func:`sample_bidding_deals` (each player's first
    five cards are his eight less three drawn at random, less the turned
    card and two for the taker)."""
    o = "sample_play_deals"
    check.state(o, state, "play")
    check.kind(o, "know", know, Knowledge)
    need_int(o, "worlds", worlds, lo=1, hi=MAX_WORLDS)
    check.random_stream(o, "rng", rng)
    check.stats(o, stats)
    need_int(o, "tries", tries, lo=1, hi=MAX_WORLDS)
    me = know.player
    taker = state.taker
    turned = 1 << int(state.turned)
    sampler = HandSampler(know)

    def draw():
        hands = sampler.draw(rng, stats)
        first = [0, 0, 0, 0]
        for q in range(4):
            if q == me:
                continue
            eight = hands[q] | know.played_by[q]
            if q == taker:
                eight &= ~turned
            cards_ = R.french_cards(eight)
            rng.shuffle(cards_)
            for c in cards_[:5]:
                first[q] |= 1 << c
        return hands, _bids_agree(state, first, me)

    return _keep_agreeing(draw, worlds, tries, stats)


# --------------------------------------------------------------------------
# playing a sampled deal out
# --------------------------------------------------------------------------

def rollout(hands: list, trick: list, leader: int, t: int, taker_side: int, played: int, took: int) -> list:
    """Play a deal out with the rule-based policy for everybody (``hands``
    and ``trick`` are changed; ``trick`` may be complete); the card points
    each side takes from here, the last trick (10, or 100 for a capot)
    included."""
    o = "rollout"
    hands, trick = check.position(o, hands, trick, leader, complete=True)
    check.trump(o, "t", t)
    check.side(o, "taker_side", taker_side)
    check.mask(o, "played", played)
    need_int(o, "took", took, lo=0, hi=3)
    return _rollout(hands, trick, leader, t, taker_side, played, took)


def _rollout(hands: list, trick: list, leader: int, t: int, taker_side: int, played: int, took: int) -> list:
    pts = R.POINTS[t]
    got = [0, 0]
    p = (leader + len(trick)) & 3
    while True:
        if len(trick) == 4:
            p = (leader + R.winner_index(trick, t)) & 3
            side = p & 1
            took |= 1 << side
            got[side] += pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
            if not hands[p]:
                got[side] += R.CAPOT if took == 1 << side else R.LAST_TRICK
                return got
            trick = []
            leader = p
        c = rule_card(hands[p], trick, t, played, (p & 1) == taker_side)
        hands[p] ^= 1 << c
        played |= 1 << c
        trick.append(c)
        p = (p + 1) & 3


def _deal_value(card_points, honours: tuple, belote_side, taker_side: int, held_in: int, side: int) -> float:
    """What the deal scores for ``side`` minus the other side, the contract
    test applied as the engine applies it (:func:`~cardkit.belote.rules.settle`),
    plus :data:`CARD_POINT_WEIGHT` times the card-point difference."""
    bel = [0, 0]
    if belote_side is not None:
        bel[belote_side] = R.BELOTE_POINTS
    totals = tuple(card_points[s] + honours[s] + bel[s] for s in (0, 1))
    credited = R._settle(totals, bel, taker_side, held_in).credited
    return (credited[side] - credited[1 - side]
            + CARD_POINT_WEIGHT * (card_points[side] - card_points[1 - side]))


def _belote_side(initial: list, t: int):
    if t == R.NO_TRUMP:
        return None
    kq = (1 << (40 + 8 * t + 6)) | (1 << (40 + 8 * t + 5))
    for q in range(4):
        if initial[q] & kq == kq:
            return q & 1
    return None


def _honours_points(state) -> tuple:
    side = state.honours_side
    pts = state.honours_points
    return (0, 0) if side is None else ((pts, 0) if side == 0 else (0, pts))


# --------------------------------------------------------------------------
# the coach
# --------------------------------------------------------------------------

class BeloteCoach:
    """The Belote coach: :meth:`rank` evaluates every legal move of the
    player to move (see the module docstring)."""

    units = UNITS

    def rank(self, state, level: str = "strong", seed=0, include=()) -> list:
        """Every legal move of the player to move with its estimated value
        (points of this deal for his side minus the other side's), best
        first.  ``include`` is accepted for the coach interface: every legal
        move is always evaluated."""
        if not isinstance(state, BeloteState):
            raise CardkitError("belote.coach.not_state", value=quote(state))
        if not isinstance(level, str):      # check_level would take an object equal to every level
            raise CardkitError("coach.bad_level", level=quote(level))
        check_level(level)
        check_seed(seed)
        if state.is_over() or state.is_chance_node():
            why = "coach.why.over" if state.is_over() else "coach.why.chance"
            raise IllegalMoveError("coach.no_move", why=i18n.Term(why))
        legal = state.legal_moves()
        rng = decision_rng(seed, state)
        budget = BUDGETS[level]
        if state.phase in BID_PHASES:
            samples = self._bid_samples(state, legal, budget["bid_worlds"], rng)
        else:
            samples = self._play_samples(state, legal, budget, rng)
        scored = []
        for i, m in enumerate(legal):
            mean, margin = mean_margin(samples[i])
            scored.append((mean, -i, m, margin))
        scored.sort(reverse=True)
        out = []
        for mean, _, m, margin in scored:
            if state.phase in BID_PHASES:
                reason = bid_reason(state, m)
            else:
                reason = play_reason(state, m, len(legal))
            out.append(ScoredMove(m, round(mean, 2), reason, round(margin, 2), UNITS))
        return out

    # ------------------------------------------------------------------ play
    def _play_samples(self, state, legal, budget, rng, stats=None) -> list:
        me = state.to_move
        side = me & 1
        t = state.trump
        know = _inferences(state, me)
        taker_side = state.taker & 1
        won = (R.points_mask(state.won[0], t), R.points_mask(state.won[1], t))
        honours = _honours_points(state)
        took = (1 if state.trick_counts[0] else 0) | (2 if state.trick_counts[1] else 0)
        played = FULL & ~know.unseen & ~know.hand
        exact = know.hand.bit_count() <= budget["exact_tricks"]
        samples = [[] for _ in legal]
        for hands in sample_play_deals(state, know, budget["worlds"], rng, stats):
            bel = _belote_side([hands[q] | know.played_by[q] for q in range(4)], t)
            if exact:
                values = card_values(hands, state.trick, state.leader, t, took)
            for i, m in enumerate(legal):
                c = int(m)
                if exact:
                    got = values[c]
                else:
                    h = list(hands)
                    h[me] ^= 1 << c
                    got = _rollout(h, list(state.trick) + [c], state.leader, t, taker_side, played | 1 << c, took)
                cp = (won[0] + got[0], won[1] + got[1])
                samples[i].append(_deal_value(cp, honours, bel, taker_side, state.held_over, side))
        return samples

    # ------------------------------------------------------------------ bidding
    def _bid_samples(self, state, legal, worlds: int, rng, stats=None) -> list:
        samples = [[] for _ in legal]
        for hands, rest in sample_bidding_deals(state, worlds, rng, stats):
            for i, m in enumerate(legal):
                samples[i].append(self._bid_outcome(state, hands, rest, m, state.to_move & 1))
        return samples

    @staticmethod
    def _bid_outcome(state, hands, rest, move, side) -> float:
        """The deal's value for ``side`` when the bidder says ``move`` in the
        sampled deal (``hands`` of five, ``rest`` the completion cards): the
        bidding goes on with the rule-based bids, then the play."""
        w = state.copy()
        w.hand_masks = list(hands)
        w._rest = rest
        w._apply(move)
        while w.phase in BID_PHASES:
            p = w.to_move
            w._apply(rule_bid(w.phase, w.hand_masks[p], int(w.turned), w.bids, p & 1))
        if w.phase != "play":   # everybody passed: a void deal scores nothing
            return 0.0
        t = w.trump
        taker_side = w.taker & 1
        bel = None if w.belote_player is None else w.belote_player & 1
        got = _rollout(list(w.hand_masks), [], w.leader, t, taker_side, 0, 0)
        return _deal_value(got, _honours_points(w), bel, taker_side, w.held_over, side)


# --------------------------------------------------------------------------
# reasons
# --------------------------------------------------------------------------

def _is_master(c: int, unseen: int, t: int) -> bool:
    return not unseen & ABOVE[t][c]


def play_reason(state, move, n_legal: int):
    """The reason for playing ``move`` now, from what distinguishes it: a
    duty, the last trick, the partner's trick, drawing trumps, a master to
    cash, a trick to take, a ten to keep guarded, a low discard, belote."""
    check.state("play_reason", state, "play")
    _legal_move(state, move)
    need_int("play_reason", "n_legal", n_legal, lo=1, hi=8)
    if n_legal == 1:
        return Reason.of("coach.only_move")
    me = state.to_move
    t = state.trump
    c = int(move)
    hand = state.hand_masks[me]
    played = state.won[0] | state.won[1]
    for x in state.trick:
        played |= 1 << x
    unseen = FULL & ~played & ~hand
    know = _inferences(state, me)
    opponents = ((me + 1) & 3, (me + 3) & 3)
    tmask = R.SUIT_MASK[t]
    trick = list(state.trick)
    is_trump = bool(tmask >> c & 1)
    card = str(CARDS[c])
    if trick:
        pos = len(trick)
        led = R.SUIT_INDEX[trick[0]]
        w = R.winner_index(trick, t)
        wc = trick[w]
        void = not hand & R.SUIT_MASK[led]
        partner = pos >= 2 and w == pos - 2
        if void and is_trump and not partner and R.SUIT_INDEX[wc] == t and led != t:
            higher = R.french_cards(hand & tmask & ABOVE[t][wc])
            if higher:
                cheapest = min(higher, key=R.STRENGTH[t].__getitem__)
                key = "belote.coach.must_overtrump" if cheapest == c else "belote.coach.must_overtrump_best"
                return Reason.of(key, over=str(CARDS[wc]), card=card)
    if hand.bit_count() == 2:
        # the card kept is the best trump left: whatever is led, it takes the last trick
        keep = (hand & ~(1 << c)).bit_length() - 1
        if tmask >> keep & 1 and _is_master(keep, unseen, t):
            return Reason.of("belote.coach.last_trick", keep=str(CARDS[keep]))
    if trick:
        wins = R.winner_index(trick + [c], t) == pos
        if partner:
            sure = pos == 3 or (_is_master(wc, unseen, t) and (R.SUIT_INDEX[wc] == t or not tmask or pos == 2))
            # "an opponent can still beat him": the one still to play may hold a card that does
            beatable = pos == 2 and _may_beat(know, (me + 1) & 3, trick, t)
            if void and is_trump and not sure and beatable:
                return Reason.of("belote.coach.trump_now", card=card)
            if not is_trump and R.POINTS[t][c] >= 10 and not wins:
                key = "belote.coach.charge_no_trump" if void and hand & tmask else "belote.coach.charge"
                return Reason.of(key, card=card)
            certain = pos == 3 or (_is_master(wc, unseen, t) and (R.SUIT_INDEX[wc] == t or not tmask
                                                                 or not unseen & tmask))
            if certain and not wins:
                # never "you cannot win this trick": his side takes it, whatever comes after
                pts = R.POINTS[t][c]
                if pts:
                    return Reason.of("belote.coach.partner_sure", card=card, points=pts)
                return Reason.of("belote.coach.partner_sure0", card=card)
        elif wins:
            on_table = sum(R.POINTS[t][x] for x in trick)
            if is_trump and led != t:
                return Reason.of("belote.coach.trump_opponent", card=card)
            return Reason.of("belote.coach.win_trick", card=card, points=on_table)
    else:
        if is_trump and state.taker & 1 == me & 1 and any(_may_hold(know, q, tmask) for q in opponents):
            key = "belote.coach.draw_trumps_master" if _is_master(c, unseen, t) else "belote.coach.draw_trumps"
            return Reason.of(key, card=card)
        if not is_trump and _is_master(c, unseen, t) and unseen & R.SUIT_MASK[R.SUIT_INDEX[c]]:
            return Reason.of("belote.coach.cash_master", card=card)
    guarded = _guarded_ten(hand, unseen, t, c, state)
    if guarded is not None:
        return guarded
    if t != R.NO_TRUMP and R.RANK_INDEX[c] in (5, 6) and is_trump and state.belote_player == me:
        word = i18n.Term("belote.announce." + ("rebelote" if state.announcements else "belote"))
        return Reason.of("belote.coach.belote", card=card, word=word)
    if trick and R.POINTS[t][c] <= 3 and not _can_win(state, hand, t):
        if partner:            # not "you cannot win this trick": his side may take it
            return Reason.of("belote.coach.partner_winning", card=card)
        return Reason.of("belote.coach.throw_low", card=card)
    return None


def _may_hold(know, q: int, mask: int) -> int:
    """The cards of ``mask`` player ``q`` may hold, from what the player to
    move knows (unseen, not excluded for ``q``, not known to be another's)."""
    others = 0
    for p in range(4):
        if p != q:
            others |= know.forced[p]
    return mask & know.unseen & ~know.excluded[q] & ~others


def _may_beat(know, q: int, trick: list, t: int) -> bool:
    """Whether player ``q``, next to play to ``trick``, may hold a card that
    would win it."""
    n = len(trick)
    return any(R.winner_index(trick + [x], t) == n for x in R.french_cards(_may_hold(know, q, FULL)))


def _legal_move(state, move) -> None:
    """Refuse ``move`` unless it is one of the legal moves of ``state``."""
    legal = state.legal_moves()
    if not isinstance(move, (Card, str)) or move not in legal:
        raise illegal_not_a_move(move, legal)


def _can_win(state, hand: int, t: int) -> bool:
    """Whether some legal card of ``hand`` beats the card winning the trick."""
    trick = list(state.trick)
    n = len(trick)
    return any(R.winner_index(trick + [x], t) == n for x in R.french_cards(R.legal_mask(hand, trick, t)))


def _guarded_ten(hand: int, unseen: int, t: int, c: int, state):
    """The "keep the ten guarded" reason when ``c`` leaves a ten of a plain
    suit with its one guard while the ace is still out and the guard could
    have been played instead."""
    legal = R.legal_mask(hand, state.trick, t)
    for s in range(4):
        if s == t:
            continue
        suit = hand & R.SUIT_MASK[s]
        ten = 1 << (40 + 8 * s + 3)
        ace = 1 << (40 + 8 * s + 7)
        if suit & ten and unseen & ace and suit.bit_count() == 2 and R.SUIT_INDEX[c] != s:
            guard = suit & ~ten
            if legal & guard:
                return Reason.of("belote.coach.keep_ten_guarded", ten=str(CARDS[40 + 8 * s + 3]),
                                 guard=str(CARDS[guard.bit_length() - 1]))
    return None


def bid_reason(state, move):
    """The reason for a bid: the trumps that make a contract worth taking,
    too few trumps to pass, aces for Senza Atout."""
    check.state("bid_reason", state)
    if state.phase not in BID_PHASES:
        raise InvalidInputError("belote.check.phase", owner="bid_reason", need="bid1", phase=state.phase)
    _legal_move(state, move)
    me = state.to_move
    hand = state.hand_masks[me] | (1 << int(state.turned))
    if move == "senza":
        aces = sum(1 for s in range(4) if hand >> (40 + 8 * s + 7) & 1)
        # (a number of suits said in words when it is not a plural)
        return Reason.of("belote.coach.senza", n=aces) if aces > 1 else Reason.of(f"belote.coach.senza{aces}")
    if move == "pass":
        if state.phase == "senza":
            return Reason.of("belote.coach.pass_keep")
        return Reason.of("belote.coach.pass_trumps", need=(R.TOTAL_TRUMPS + R.LAST_TRICK) // 2 + 1)
    s = R.SUIT_INDEX[int(state.turned)] if move == "accept" else FRENCH_SUITS.index(move[-1])
    trumps = hand & R.SUIT_MASK[s]
    jack, nine = trumps >> (40 + 8 * s + 4) & 1, trumps >> (40 + 8 * s + 2) & 1
    bid = (i18n.Term("belote.move.accept") if move == "accept"
           else i18n.Term("belote.move.name", suit=i18n.Term("suit." + FRENCH_SUITS[s])))
    if jack or nine:
        key = "belote.coach.jack_nine" if jack and nine else ("belote.coach.jack" if jack else "belote.coach.nine")
        return Reason.of("belote.coach.take_with", bid=bid, cards=i18n.Term(key))
    return Reason.of("belote.coach.take_length", bid=bid, n=trumps.bit_count())


COACH = BeloteCoach()


class SearchPlayer(SearchPlayerBase):
    """A Belote player at three levels: ``easy`` is the rule-based player;
    ``medium`` and ``strong`` play the coach's best move (``strong`` samples
    more deals and solves the last three tricks exactly).  It sees only its
    own view: a strong pair is two SearchPlayers sharing nothing."""

    coach = COACH
    easy_player = staticmethod(_RULE_BASED.choose)

    def choose(self, state):
        check.state("SearchPlayer.choose", state)
        return super().choose(state)

    __call__ = choose


__all__ = ["BeloteCoach", "COACH", "SearchPlayer", "BUDGETS", "Knowledge", "inferences", "HandSampler", "sample_hands",
           "sample_play_deals", "sample_bidding_deals",
           "rollout", "play_reason", "bid_reason"]
