"""Every two-player Picchetto hint says something true of the position.

Seeded matches of every two-player preset (the ``cardkit.picchetto.PRESETS``
whose ``new_game(0)`` is a :class:`~cardkit.picchetto.PicchettoState`) are
played by ``SearchPlayer("easy")`` on both seats, or by it against a seeded
random player, from fixed seeds (chosen because their first deal gives the
rarer reasons: a mano bianca, a Novanta, guards ...) and from seeds that
rotate with the run (``property_runs.first_seed()``).  At every decision of
the first deal (mano bianca, exchange, declaration, play) the coach is asked
for a hint (``"easy"``, and ``"medium"`` at one decision in
:data:`MEDIUM_EVERY`).  The reason the hint shows for its move
(:meth:`Hint.reason_in`) and the reason attached to every other ranked move
are checked against the position, with the rules written out again here
(what beats what, sequences, groups, the long suit, what the player has
seen), never with the coach's feature code.  A reason whose claim is not
true of the position is a false claim: the tests list every one with what
reproduces it (the preset, the match seed, the replayable history, the
level and the hint's seed).

What each claim means is read from its text (``picchetto.coach.*`` in
:mod:`cardkit.picchetto.search`, ``accomodo.reason.*`` in
:mod:`cardkit.picchetto.advisor`, ``coach.*`` in :mod:`cardkit.coach`):

=====================  ===================================================
``only_card``          exactly one legal card, the one named
``cappotto``           outcome of the imagined deals; checked: still
                       possible after the move (the player took every
                       trick so far, and takes this one if he follows)
``stop_cappotto``      the opponent took every trick so far, and a trick is
                       left for the player (this one, or one after it)
``majority``           the player can still reach 7 tricks after the move
``last_trick``         the last trick can still be his after the move
``master``             he leads the {card}; no card the opponent may hold
                       (see below) beats it; and, played out against every
                       legal answer of the real opponent hand, he takes the
                       trick and scores a point
``cheap_win``          he follows with the {card}, it beats the card led,
                       and no lower legal card does
``guard``              the {card} (a J, Q or K) is his and can be beaten by
                       a card the opponent may hold; the move is from
                       another suit; he keeps a smaller card of that suit
``loser``              he follows with the {card} and it does not beat the
                       card led
``low_lead``           he leads the {card}, his lowest of its suit, holds
                       another card there, and the opponent may hold a
                       higher one (the lead can be given away)
``blanche``            the move announces the mano bianca, his hand holds
                       no K, Q or J, and it scores 10 points at once
``declare_all``        the move declares in full every category he holds
``declare_some``       the move keeps quiet (in full or in part) some
                       category he holds
``exchange``           (the coach's own fallback, unused while the advisor
                       is there) no card thrown is of his long suit, a
                       sequence or a group
``novanta``            every combination named is a sequence or a group of
                       his hand, kept whole by the discard; {p} is the
                       advisor's Novanta chance for this discard
``group``              the {cards} are kept, and are a tris / quattordici
                       of the rank and size named by {group}; {p}: the
                       chance measured for the quattordici
``sequence``           the {cards} are kept and are a sequence; {p}: the
                       chance measured for the sequences
``long_suit``          the {cards} are all his cards of one suit, kept, and
                       no suit of his is longer; {p}: the punto's chance
``guards``             he is the younger; the {honours} (K or Q, not aces)
                       and the {cards} are kept, every guard lies below an
                       honour of its suit, every honour has a guard
``maximum``            he throws the most cards he may, and holds no group,
                       no sequence of four or more, no suit of five or more
``short_suits``        the {cards} are the cards thrown, all 7 to 10, none
                       of his longest suit (or of a suit as long)
``estimate``           {value} is the ranked value of the move, and it does
                       best: no ranked move has a higher value
``coach.*``            only_move: one legal move; all_equal: every ranked
                       value is the same; all_equal_then: the same, and
                       {why} is the coach's own first reason (ranked again
                       with the same seed), itself checked; as_good: the
                       move named is the next one, of the same value, and
                       no move has more; best_estimate: above every other
=====================  ===================================================

The cards the opponent *may hold* are those the player has not seen (not in
his hand, not his discards, not played, not a talon card he looked at that
is still in the talon), less what the table told: a suit the opponent did
not follow, and, where the rules oblige to take, the cards above one he
played under.  (The real opponent hand is always among them: asserted.)

Also, for every hint: the hinted and the ranked moves are legal and
distinct (in the exchange the ranking holds only candidates; elsewhere
every legal move is ranked), best first, and every text is non-empty with
no ``{`` left, in English and Italian.  ``test_the_checks_refuse_false_claims``
makes claims false on purpose in the same positions and expects every one
refused (so that the checks are not vacuous).
"""

from __future__ import annotations

import collections

import pytest

from cardkit import i18n
from cardkit.cards import CARDS
from cardkit.coach import decision_rng, move_words
from cardkit.picchetto import PRESETS, Blanche, Declare, Exchange, PicchettoState, RandomPlayer, SearchPlayer
from cardkit.picchetto.advisor import CANDIDATES, SAMPLES, advice_for
from cardkit.picchetto.search import COACH

from claim_reports import report, text_ok, text_problems
from property_runs import first_seed

# --------------------------------------------------------------------------
# the rules, written out again
# --------------------------------------------------------------------------

DECK = tuple(range(40, 72))
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")       # low to high
SUITS = ("S", "H", "D", "C")
GROUP_RANKS = ("10", "J", "Q", "K", "A")                 # quattordici and tris
FACES = ("J", "Q", "K")                                  # none in a mano bianca
BY_NOTATION = {str(CARDS[c]): c for c in DECK}
BY_NAME = {CARDS[c].name("en"): c for c in DECK}
#: the two-player presets (found, not listed)
TWO_PLAYER = tuple(name for name, r in PRESETS.items() if isinstance(r.new_game(0), PicchettoState))


def suit(c) -> str:
    return CARDS[int(c)].suit


def rank(c) -> int:
    return RANKS.index(CARDS[int(c)].rank)


def beats(x, led) -> bool:
    """Two-handed Picchetto has no trumps: a higher card of the suit led."""
    return suit(x) == suit(led) and rank(x) > rank(led)


def name(c) -> str:
    return str(CARDS[int(c)])


def names(cards) -> str:
    return " ".join(sorted(map(name, cards))) or "-"


def of_suit(cards, s) -> set:
    return {c for c in cards if suit(c) == s}


def is_sequence(cards) -> bool:
    cards = set(cards)
    rs = sorted(rank(c) for c in cards)
    return len(cards) >= 3 and len({suit(c) for c in cards}) == 1 and rs == list(range(rs[0], rs[0] + len(rs)))


def is_group(cards) -> bool:
    cards = set(cards)
    return len(cards) in (3, 4) and len({rank(c) for c in cards}) == 1 and CARDS[min(cards)].rank in GROUP_RANKS


def sequences(hand) -> list:
    """The longest runs (three or more) of ``hand``, suit by suit."""
    out = []
    for s in SUITS:
        rs = sorted(rank(c) for c in of_suit(hand, s))
        run = []
        for r in rs + [99]:
            if run and r == run[-1] + 1:
                run.append(r)
                continue
            if len(run) >= 3:
                out.append({c for c in of_suit(hand, s) if rank(c) in run})
            run = [r]
    return out


def groups(hand) -> list:
    out = []
    for r in GROUP_RANKS:
        same = {c for c in hand if CARDS[c].rank == r}
        if len(same) >= 3:
            out.append(same)
    return out


def parse_cards(text: str) -> list:
    """"AS KS QS" (or "none"), as card numbers; KeyError on a stranger."""
    return [BY_NOTATION[t] for t in text.split()]


# --------------------------------------------------------------------------
# the play, as the player to move sees it
# --------------------------------------------------------------------------

class Play:
    """The play phase seen by the player to move, from his view."""

    def __init__(self, state: PicchettoState):
        self.state = state
        self.me = me = state.current_player()
        self.opp = 1 - me
        v = state.view(me)
        self.hand = {int(c) for c in v.hand}
        self.legal = {int(c) for c in state.legal_moves()}
        self.trick = [int(c) for _seat, c in v.trick]
        self.led = self.trick[0] if self.trick else None
        self.tricks = [(ld, int(a), int(b), w) for ld, a, b, w in v.tricks]
        self.won = collections.Counter(w for *_x, w in self.tricks)
        played = {a for _l, a, _b, _w in self.tricks} | {b for _l, _a, b, _w in self.tricks} | set(self.trick)
        still_in_talon = {int(c) for c in v.talon_seen} & {int(c) for c in state.talon}
        unseen = set(DECK) - self.hand - {int(c) for c in v.discards} - played - still_in_talon
        refused = set()
        for leader, a, b, _w in self.tricks:
            if leader != me:
                continue
            if suit(b) != suit(a):                              # did not follow: void in the suit
                refused |= of_suit(DECK, suit(a))
            elif state.rules.must_take and rank(b) < rank(a):   # played under while bound to take
                refused |= {x for x in of_suit(DECK, suit(a)) if rank(x) > rank(a)}
        self.may_hold = unseen - refused
        real = {int(c) for c in state.hand(self.opp)}
        assert real <= self.may_hold, (f"the test's reading is wrong: the opponent holds "
                                       f"{names(real - self.may_hold)} it excludes")
        self.left = len(self.hand)                              # tricks left, this one included

    def can_beat(self, c) -> list:
        """The cards the opponent may hold that beat ``c`` led."""
        return sorted(x for x in self.may_hold if beats(x, c))

    def winnable(self, c) -> bool:
        """Whether this trick may still be his after he plays ``c``."""
        return self.led is None or beats(c, self.led)


def _named_card(p, key="card"):
    return BY_NAME.get(p.get(key))


def play_claim(state, v: Play, key: str, p: dict, c: int) -> list:
    """What is false in the claim ``key`` (params ``p``) made for the card
    ``c``: a list of sentences, empty when the claim holds."""
    bad = []

    def need(cond, why):
        if not cond:
            bad.append(why)

    need(c in v.legal, f"{name(c)} is not a legal card")
    if "card" in p and key != "picchetto.coach.guard":
        need(_named_card(p) == c, f"names the {p['card']} but the move is {name(c)}")
    tricks_after = v.left - 1
    if key == "picchetto.coach.only_card":
        need(v.legal == {c}, f"the legal cards are {names(v.legal)}")
    elif key == "picchetto.coach.cappotto":
        need(v.won[v.opp] == 0, f"the opponent has taken {v.won[v.opp]} tricks")
        if not v.winnable(c):
            bad.append(f"the {name(c)} loses this trick to the {name(v.led)}")
    elif key == "picchetto.coach.stop_cappotto":
        need(v.won[v.me] == 0, f"the player has taken {v.won[v.me]} tricks: no cappotto is possible")
        need(v.winnable(c) or tricks_after > 0, "no trick is left for the player to take")
    elif key == "picchetto.coach.majority":
        most = v.won[v.me] + v.winnable(c) + tricks_after
        need(most >= 7, f"he has {v.won[v.me]} tricks and can reach at most {most}")
    elif key == "picchetto.coach.last_trick":
        need(tricks_after > 0 or v.winnable(c), f"this is the last trick and the {name(c)} loses it")
    elif key == "picchetto.coach.master":
        need(v.led is None, "the player is not leading")
        over = v.can_beat(c)
        need(not over, f"the opponent may hold {names(over)}, higher than the {name(c)}")
        if v.led is None and not over:
            before = state.deal_scores[v.me]
            probe = state.copy()
            probe.play(CARDS[c])
            for answer in probe.legal_moves():
                after = probe.copy()
                after.play(answer)
                need(after.tricks[-1][3] == v.me, f"the {answer} of the opponent takes the trick")
                need(after.deal_scores[v.me] > before, f"the trick scores him nothing (after {answer})")
    elif key == "picchetto.coach.cheap_win":
        need(v.led is not None, "the player is leading, not taking a trick")
        if v.led is not None:
            need(beats(c, v.led), f"the {name(c)} does not beat the {name(v.led)}")
            cheaper = sorted(name(x) for x in v.legal if beats(x, v.led) and rank(x) < rank(c))
            need(not cheaper, f"a lower legal card also wins: {cheaper}")
    elif key == "picchetto.coach.guard":
        h = _named_card(p)
        need(h in v.hand, f"the {p.get('card')} is not in his hand")
        if h in v.hand:
            need(CARDS[h].rank in FACES, f"the {name(h)} is not a high card to guard (J, Q, K)")
            need(suit(c) != suit(h), f"the move {name(c)} is from the suit of the {name(h)}")
            small = [x for x in v.hand if suit(x) == suit(h) and rank(x) < rank(h)]
            need(small, f"he holds no smaller card beside the {name(h)}")
            need(v.can_beat(h), f"the {name(h)} needs no guard: the opponent may hold nothing higher")
    elif key == "picchetto.coach.loser":
        need(v.led is not None, "no trick is on the table")
        if v.led is not None:
            need(not beats(c, v.led), f"the {name(c)} takes this trick (over the {name(v.led)})")
    elif key == "picchetto.coach.low_lead":
        need(v.led is None, "the player is not leading")
        mine = of_suit(v.hand, suit(c))
        need(c == min(mine, key=rank), f"the {name(c)} is not his lowest {suit(c)} card ({names(mine)})")
        need(len(mine) >= 2, f"he holds no other {suit(c)} card to keep")
        need(v.can_beat(c), f"the opponent may hold no higher {suit(c)}: the lead is not given away")
    else:
        bad.append(f"no check for the key {key} in the play")
    return bad


# --------------------------------------------------------------------------
# mano bianca, exchange, declaration
# --------------------------------------------------------------------------

def blanche_claim(state, key: str, p: dict, m) -> list:
    me = state.current_player()
    hand = {int(c) for c in state.hand(me)}
    if key != "picchetto.coach.blanche":
        return [f"no check for the key {key} in the mano bianca"]
    bad = []
    if not (isinstance(m, Blanche) and m.announce):
        bad.append(f"the move {m} does not announce the mano bianca")
    faces = [name(c) for c in hand if CARDS[c].rank in FACES]
    if faces:
        bad.append(f"his hand holds {faces}")
    if not bad:
        probe = state.copy()
        before = state.deal_scores[me]
        probe.play(m)
        if probe.deal_scores[me] - before != 10:
            bad.append(f"it scores {probe.deal_scores[me] - before}, not 10")
    return bad


def declare_claim(state, key: str, p: dict, m) -> list:
    me = state.current_player()
    hand = {int(c) for c in state.hand(me)}
    held = (bool(hand), bool(sequences(hand)), bool(groups(hand)))     # punto, sequenze, quattordici
    if not isinstance(m, Declare):
        return [f"{m} is not a declaration"]
    parts = m.parts
    for part in parts:
        if type(part) is tuple and not {int(c) for c in part} <= hand:
            return [f"declares cards he does not hold: {part}"]
    if key == "picchetto.coach.declare_all":
        wrong = [cat for cat, h, part in zip(("punto", "sequenze", "quattordici"), held, parts) if part is not h]
        return [f"it does not declare in full what he holds (held {held}): {wrong}"] if wrong else []
    if key == "picchetto.coach.declare_some":
        quiet = [h and part is not True for h, part in zip(held, parts)]
        return [] if any(quiet) else [f"it keeps nothing quiet (held {held}, declared {parts})"]
    return [f"no check for the key {key} in the declarations"]


class Exch:
    """The exchange seen by the player to move."""

    def __init__(self, state, level, hint_seed):
        self.state = state
        self.me = state.current_player()
        self.younger = self.me == state.dealer
        self.hand = {int(c) for c in state.hand(self.me)}
        self.most = state.exchange_limits()[1]
        self.lengths = {s: len(of_suit(self.hand, s)) for s in SUITS}
        self._advice = None
        self._how = (level, hint_seed)

    def choice(self, m):
        """The advisor's measured choice for ``m`` (its chances), rebuilt the
        way the coach asks for it (same samples, same worlds)."""
        if self._advice is None:
            level, hseed = self._how
            world_seed = decision_rng(hseed, self.state).getrandbits(48)
            self._advice = advice_for(self.state, SAMPLES[level], world_seed, candidates=CANDIDATES[level])
        return self._advice.choice(m.cards)


def exchange_claim(state, x: Exch, key: str, p: dict, m, value: float, values: list) -> list:
    bad = []

    def need(cond, why):
        if not cond:
            bad.append(why)

    if not isinstance(m, Exchange):
        return [f"{m} is not an exchange"]
    thrown = {int(c) for c in m.cards}
    kept = x.hand - thrown
    longest = max(x.lengths.values())

    def named(field):
        try:
            return [parse_cards(part) for part in p[field].split(" + ")]
        except KeyError as e:
            bad.append(f"{field} names a card not of the deck: {e}")
            return []

    def chance(attr):
        choice = x.choice(m)
        if choice is None:
            bad.append("the advisor's choice for this discard cannot be rebuilt")
            return
        need(abs(choice.value - value) < 1e-9, f"the rebuilt choice is worth {choice.value}, not {value}")
        need(p["p"] == getattr(choice, attr), f"p is {p['p']}, the measured {attr} chance is {getattr(choice, attr)}")
        need(0 < p["p"] <= 1, f"p is {p['p']}")

    if key == "accomodo.reason.novanta":
        combos = named("cards")
        need(combos, "no combination named")
        for combo in combos:
            cs = set(combo)
            need(cs <= x.hand, f"{names(cs)} are not all his")
            need(not cs & thrown, f"{names(cs)} are not kept: {names(cs & thrown)} thrown")
            need(is_sequence(cs) or is_group(cs), f"{names(cs)} is neither a sequence nor a group")
        chance("novanta")
    elif key == "accomodo.reason.group":
        combos = named("cards")
        cs = set(combos[0]) if len(combos) == 1 else set()
        need(len(combos) == 1, f"not one group: {p['cards']}")
        need(cs and cs <= kept, f"{p['cards']} are not all kept")
        need(is_group(cs), f"{p['cards']} is not a group")
        g = p["group"]
        if cs and is_group(cs):
            r = CARDS[min(cs)].rank
            need(isinstance(g, i18n.Term) and g.key == f"picchetto.group.{len(cs)}"
                 and isinstance(g.params.get("rank"), i18n.Term) and g.params["rank"].key == "picchetto.ranks." + r,
                 f"the group is called {g} ({getattr(g, 'key', g)}), not the {len(cs)} of {r}")
        chance("quattordici")
    elif key == "accomodo.reason.sequence":
        combos = named("cards")
        cs = set(combos[0]) if len(combos) == 1 else set()
        need(cs and cs <= kept, f"{p['cards']} are not all kept")
        need(is_sequence(cs), f"{p['cards']} is not a sequence")
        chance("sequenze")
    elif key == "accomodo.reason.long_suit":
        combos = named("cards")
        cs = set(combos[0]) if len(combos) == 1 else set()
        suits = {suit(c) for c in cs}
        need(len(suits) == 1, f"{p['cards']} is not one suit")
        if len(suits) == 1:
            s = suits.pop()
            need(cs == of_suit(x.hand, s), f"{p['cards']} are not all his {s} cards ({names(of_suit(x.hand, s))})")
            need(not cs & thrown, f"{names(cs & thrown)} of the long suit are thrown")
            need(len(cs) == longest, f"{s} has {len(cs)} cards, another suit {longest}")
        chance("punto")
    elif key == "accomodo.reason.guards":
        need(x.younger, "the player is the elder, not the younger")
        guards = set(named("cards")[0]) if "cards" in p else set()
        honours = set(named("honours")[0]) if "honours" in p else set()
        need(guards and honours, "no guard or no honour named")
        need(guards <= kept and honours <= kept, f"the cards named are not all kept ({names(thrown)} thrown)")
        for h in honours:
            need(CARDS[h].rank in FACES, f"the {name(h)} is not a high card that can fall (J, Q, K)")
            need(any(suit(g) == suit(h) and rank(g) < rank(h) for g in guards), f"the {name(h)} has no guard")
        for g in guards:
            need(any(suit(g) == suit(h) and rank(g) < rank(h) for h in honours),
                 f"the {name(g)} guards no honour named")
    elif key == "accomodo.reason.maximum":
        need(len(thrown) == x.most, f"he throws {len(thrown)} cards, he may throw {x.most}")
        need(not groups(x.hand), f"he holds a group: {[names(g) for g in groups(x.hand)]}")
        long_runs = [names(q) for q in sequences(x.hand) if len(q) >= 4]
        need(not long_runs, f"he holds a sequence of four or more: {long_runs}")
        need(longest <= 4, f"he holds a suit of {longest} cards")
    elif key == "accomodo.reason.short_suits":
        cs = set(named("cards")[0]) if "cards" in p else set()
        need(cs == thrown, f"the cards named, {p.get('cards')}, are not the discard {names(thrown)}")
        high = [name(c) for c in thrown if rank(c) > RANKS.index("10")]
        need(not high, f"not low cards: {high}")
        long_ones = sorted({suit(c) for c in thrown if x.lengths[suit(c)] == longest})
        need(not long_ones, f"thrown from a longest suit ({longest} cards): {long_ones}")
    elif key == "accomodo.reason.estimate":
        # "over the sampled deals it comes to {value} points": the number is the ranked value
        need(p.get("value") == value, f"quotes {p.get('value')}, the ranked value is {value}")
    elif key == "picchetto.coach.exchange":
        bad_cards = [name(c) for c in thrown if x.lengths[suit(c)] == longest
                     or any(c in q for q in sequences(x.hand) + groups(x.hand))]
        need(not bad_cards, f"it throws cards of the long suit, a sequence or a group: {bad_cards}")
    else:
        bad.append(f"no check for the key {key} in the exchange")
    return bad


# --------------------------------------------------------------------------
# the generic keys, and one hint
# --------------------------------------------------------------------------

def generic_claim(key: str, p: dict, ranked, index: int, n_legal: int) -> list:
    values = [m.value for m in ranked]
    if key == "coach.only_move":
        return [] if len(ranked) == 1 and n_legal == 1 else [f"{n_legal} legal moves"]
    if key in ("coach.all_equal", "coach.all_equal_then"):
        return [] if index == 0 and len(ranked) > 1 and len(set(values)) == 1 else [f"the values differ: {values}"]
    if key == "coach.as_good":
        bad = [] if values[index] == max(values) else [f"another move scores more: {values}"]
        other = ranked[1] if index == 0 and len(ranked) > 1 else None
        if other is None or p.get("other") != move_words(other.move, "en") or \
                p.get("other_it") != move_words(other.move, "it") or other.value != values[index]:
            bad.append(f"the move named, {p.get('other')}, is not the next one of the same value: {values}")
        return bad
    if key == "coach.best_estimate":
        others = values[:index] + values[index + 1:]
        return [] if others and values[index] > max(others) else [f"it does not score best: {values}"]
    return [f"no check for the key {key}"]


class Hinted:
    """One hint and its position."""

    def __init__(self, state, hint, level, hint_seed):
        self.state, self.hint, self.level, self.seed = state, hint, level, hint_seed
        self.legal = state.legal_moves()
        ph = state.phase
        self.play = Play(state) if ph == "play" else None
        self.exch = Exch(state, level, hint_seed) if ph == "exchange" else None

    def first_reason(self):
        """The coach's own reason for its first move, before ``hint()`` wraps it."""
        return COACH.rank(self.state, level=self.level, seed=self.seed)[0].reason

    def claim(self, key, p, move, index) -> list:
        s, ranked = self.state, self.hint.ranked
        if key.startswith("coach."):
            return generic_claim(key, p, ranked, index, len(self.legal))
        if s.phase == "play":
            return play_claim(s, self.play, key, p, int(move))
        if s.phase == "exchange":
            return exchange_claim(s, self.exch, key, p, move, ranked[index].value, [m.value for m in ranked])
        if s.phase == "declare":
            return declare_claim(s, key, p, move)
        if s.phase == "blanche":
            return blanche_claim(s, key, p, move)
        return [f"no check for the key {key} in the phase {s.phase}"]

    def check(self, key, p, move, index) -> tuple:
        """(the key checked, what is false): coach.all_equal_then is checked,
        then the reason it wraps (the coach's first reason, ranked again)."""
        bad = self.claim(key, p, move, index)
        if key != "coach.all_equal_then":
            return key, bad
        inner = self.first_reason()
        if inner is None or inner.text("en") != p.get("why") or inner.text("it") != p.get("why_it"):
            return key, bad + [f"{{why}} {p.get('why')!r} is not the coach's reason for the move"]
        return inner.key, bad + self.claim(inner.key, dict(inner.params), move, index)


def check_hint(h: Hinted, where: str, tally: collections.Counter, false: dict) -> None:
    """``false["hint"]`` gets what is false in the hint itself (its move,
    its ranking, the reason it shows), ``false["ranked"]`` what is false in
    the reason given for another ranked move."""
    s, hint, legal = h.state, h.hint, h.legal
    ranked = hint.ranked
    problems, others = [], []
    moves = [m.move for m in ranked]
    if not s.is_legal(hint.move):
        problems.append(("move", "-", [f"the hinted move {hint.move} is not legal"]))
    illegal = [str(m) for m in moves if not s.is_legal(m)]
    if illegal:
        problems.append(("ranked", "-", [f"ranked moves not legal: {illegal}"]))
    if len(set(map(str, moves))) != len(moves):
        problems.append(("ranked", "-", [f"a move is ranked twice: {list(map(str, moves))}"]))
    if s.phase in ("play", "blanche") or (s.phase == "declare" and not s.rules.partial_declarations):
        if set(map(str, moves)) != set(map(str, legal)):
            problems.append(("ranked", "-", [f"the ranked moves {moves} are not the legal moves {legal}"]))
    if [m.value for m in ranked] != sorted((m.value for m in ranked), reverse=True):
        problems.append(("ranked", "-", [f"not best first: {[m.value for m in ranked]}"]))
    problems += text_problems(hint)
    key, params = hint.shown_reason.key, dict(hint.shown_reason.params)
    checked, bad = h.check(key, params, hint.move, 0)
    tally["hint " + key] += 1
    label = key
    if checked != key:
        tally["wrapped " + checked] += 1
        label = f"{key} > {checked}"
    if bad:
        problems.append((f"hint {hint.move}", label, bad))
    for i, m in enumerate(ranked[1:], 1):
        if m.reason is None:
            tally["ranked (none)"] += 1
            continue
        for lang in ("en", "it"):
            if not text_ok(m.reason.text(lang)):
                others.append((f"ranked[{i}] {m.move}", m.reason.key, [f"the {lang} text is {m.reason.text(lang)!r}"]))
        checked, bad = h.check(m.reason.key, dict(m.reason.params), m.move, i)
        tally["ranked " + checked] += 1
        if bad:
            others.append((f"ranked[{i}] {m.move} ({m.value:+.2f})", m.reason.key, bad))
    for kind, found in (("hint", problems), ("ranked", others)):
        for what, k, bad in found:
            false[kind].append((k, f"{what} ({k}): {'; '.join(bad)}\n    at {where}"))


def wrong_claims(h: Hinted) -> list:
    """Claims made false on purpose in the position of ``h``, as (key,
    params, move, ranked index): the checks must refuse every one (so that
    they are not vacuous)."""
    s, ranked = h.state, h.hint.ranked
    values = [m.value for m in ranked]
    out = []
    if len(ranked) > 1:
        out.append(("coach.best_estimate", {}, ranked[-1].move, len(ranked) - 1))
        if len(set(values)) > 1:
            out.append(("coach.all_equal", {}, ranked[0].move, 0))
    if len(h.legal) > 1:
        out.append(("coach.only_move", {}, ranked[0].move, 0))
    if s.phase == "play":
        v = h.play
        for c in sorted(v.legal):
            card = {"card": CARDS[c].name("en")}
            if len(v.legal) > 1:
                out.append(("picchetto.coach.only_card", card, c, 0))
                other = next(x for x in sorted(v.legal) if x != c)
                out.append(("picchetto.coach.loser", {"card": CARDS[other].name("en")}, c, 0))
            if v.led is not None:
                out.append(("picchetto.coach.master", card, c, 0))
                out.append(("picchetto.coach.low_lead", card, c, 0))
                wrong = "picchetto.coach.loser" if beats(c, v.led) else "picchetto.coach.cheap_win"
                out.append((wrong, card, c, 0))
            else:
                out.append(("picchetto.coach.loser", card, c, 0))
                out.append(("picchetto.coach.cheap_win", card, c, 0))
                if v.can_beat(c):
                    out.append(("picchetto.coach.master", card, c, 0))
                if c != min(of_suit(v.hand, suit(c)), key=rank) or len(of_suit(v.hand, suit(c))) < 2:
                    out.append(("picchetto.coach.low_lead", card, c, 0))
            if v.won[v.opp]:
                out.append(("picchetto.coach.cappotto", {}, c, 0))
            if v.won[v.me]:
                out.append(("picchetto.coach.stop_cappotto", {}, c, 0))
            outside = sorted(v.may_hold)
            if outside:
                out.append(("picchetto.coach.guard", {"card": CARDS[outside[-1]].name("en")}, c, 0))
    elif s.phase == "exchange":
        x, m = h.exch, ranked[0].move
        thrown = {int(c) for c in m.cards}
        out.append(("accomodo.reason.estimate", {"value": values[0] + 1}, m, 0))
        if len(thrown) < x.most:
            out.append(("accomodo.reason.maximum", {}, m, 0))
        if not x.younger:
            out.append(("accomodo.reason.guards", {"cards": name(min(x.hand)), "honours": name(max(x.hand))}, m, 0))
        hit = max(SUITS, key=lambda q: len(of_suit(thrown, q)))
        out.append(("accomodo.reason.long_suit",
                    {"cards": " ".join(map(name, of_suit(x.hand, hit))), "p": 0.5}, m, 0))
        if len(thrown) > 1:
            out.append(("accomodo.reason.short_suits", {"cards": " ".join(map(name, sorted(thrown)[1:]))}, m, 0))
        r = ranked[0].reason
        if r is not None and "p" in dict(r.params):
            wrong = dict(r.params)
            wrong["p"] = wrong["p"] / 2 + 0.001
            out.append((r.key, wrong, m, 0))
    elif s.phase == "declare":
        for i, m in enumerate(ranked):
            full = all(part is True or part is held for part, held in zip(
                m.move.parts, (True, bool(sequences(set(map(int, s.hand(s.current_player()))))),
                               bool(groups(set(map(int, s.hand(s.current_player()))))))))
            out.append(("picchetto.coach.declare_some" if full else "picchetto.coach.declare_all", {}, m.move, i))
    elif s.phase == "blanche":
        out.append(("picchetto.coach.blanche", {}, Blanche(False), 0))
    return out


def catch_wrong_claims(h: Hinted, where: str, caught: collections.Counter, escaped: list) -> None:
    for key, params, move, index in wrong_claims(h):
        if h.claim(key, params, move, index):
            caught[key] += 1
        else:
            escaped.append(f"{key} {params} for {move} (ranked[{index}]) passed the checks\n    at {where}")


# --------------------------------------------------------------------------
# the positions
# --------------------------------------------------------------------------

#: fixed match seeds, chosen for the rarer reasons of their first deal
#: (sequence 0 26; stop_cappotto 2 10; cappotto 2 10; maximum 10 26; guards
#: 10; novanta 26; a mano bianca 263 928 2562), and how many seeds from this
#: run's first seed are added
FIXED_SEEDS = (0, 2, 10, 26, 263, 928, 2562)
ROTATING = 2
#: one decision in this many also asks for the hint at level "medium"
MEDIUM_EVERY = 4
#: fewest hints checked
MIN_HINTS = 200


def first_deal_hints(preset: str, seed: int, mixed: bool, tally, false, caught=None, escaped=None) -> int:
    """Ask for a hint at every decision of the first deal of match ``seed``
    of ``preset``; return how many were checked."""
    rules = PRESETS[preset]
    s = rules.new_game(seed)
    seats = [SearchPlayer("easy", seed), RandomPlayer(seed * 7 + 1) if mixed else SearchPlayer("easy", seed + 1)]
    n = 0
    while s.deals_finished == 0 and not s.is_over():
        k = len(s.history)
        levels = ("easy", "medium") if k % MEDIUM_EVERY == 0 else ("easy",)
        for level in levels:
            hseed = seed * 1000 + k
            hint = s.hint(level, seed=hseed)
            where = (f"{preset} match seed {seed} ({'mixed' if mixed else 'search-easy'}), player "
                     f"{s.current_player()} in {s.phase}: PicchettoState.replay(PRESETS[{preset!r}], "
                     f"{list(s.history)!r}, {seed}).hint({level!r}, seed={hseed})")
            hinted = Hinted(s, hint, level, hseed)
            check_hint(hinted, where, tally, false)
            if caught is not None and level == "easy":
                catch_wrong_claims(hinted, where, caught, escaped)
            n += 1
        s.play(seats[s.current_player()].choose(s))
    return n


def survey_seeds() -> list:
    rotating = first_seed() % 1_000_003
    return list(FIXED_SEEDS) + [rotating + k for k in range(ROTATING)]


@pytest.fixture(scope="module")
def survey():
    """(hints checked, tally, false claims), made once for the module."""
    tally, caught = collections.Counter(), collections.Counter()
    false = {"hint": [], "ranked": []}
    escaped = []
    hints = 0
    seeds = survey_seeds()
    for i, preset in enumerate(TWO_PLAYER):
        for j, seed in enumerate(seeds):
            # SearchPlayer("easy") on both seats, and on one preset in two
            # against a random player
            for mixed in (False, True)[:1 + (i + j) % 2]:
                hints += first_deal_hints(preset, seed, mixed, tally, false, caught, escaped)
    print(f"\n{hints} hints checked (presets {TWO_PLAYER}, seeds {seeds}); reasons checked by key:")
    for key, n in sorted(tally.items()):
        print(f"  {n:5}  {key}")
    for kind, found in false.items():
        print(f"false claims in the {kind} reasons: {len(found)}", dict(collections.Counter(k for k, _ in found)))
    print("false claims made on purpose, refused:", dict(sorted(caught.items())), f"passed: {len(escaped)}")
    return hints, tally, false, caught, escaped


def test_every_hint_claims_something_true(survey):
    """The hinted move is legal, the ranked moves are legal, best first,
    and the reason shown for the hinted move is true."""
    false = survey[2]
    assert not false["hint"], report(false["hint"])


def test_every_ranked_move_reason_is_true(survey):
    """The reason given with each of the other ranked moves is true too."""
    false = survey[2]
    assert not false["ranked"], report(false["ranked"])


#: every reason key the two-player coach gives, each to be checked at least
#: once (as the hint's reason, the one all_equal_then wraps, or another
#: ranked move's).  Never given for two: coach.only_move (a single legal
#: card is only_card, a single mano bianca move is blanche) and
#: picchetto.coach.exchange (the accomodo advisor ranks the exchange).
KEYS = ("coach.all_equal", "coach.all_equal_then", "coach.as_good", "coach.best_estimate",
        "picchetto.coach.only_card", "picchetto.coach.cappotto", "picchetto.coach.stop_cappotto",
        "picchetto.coach.majority", "picchetto.coach.last_trick", "picchetto.coach.master",
        "picchetto.coach.cheap_win", "picchetto.coach.guard", "picchetto.coach.loser",
        "picchetto.coach.low_lead", "picchetto.coach.blanche", "picchetto.coach.declare_all",
        "picchetto.coach.declare_some", "accomodo.reason.novanta", "accomodo.reason.group",
        "accomodo.reason.sequence", "accomodo.reason.long_suit", "accomodo.reason.guards",
        "accomodo.reason.maximum", "accomodo.reason.short_suits", "accomodo.reason.estimate")


def test_enough_hints_and_every_key(survey):
    hints, tally = survey[:2]
    assert hints >= MIN_HINTS
    assert len(TWO_PLAYER) >= 5, TWO_PLAYER
    assert all(PRESETS[n].deck == "french" for n in TWO_PLAYER), "the checks read French cards"
    seen = {k.split(" ", 1)[1] for k in tally}
    missing = [k for k in KEYS if k not in seen]
    assert not missing, f"never checked: {missing} (tally {dict(tally)})"
    assert sum(n for k, n in tally.items() if k.startswith("hint ")) == hints


def test_the_checks_refuse_false_claims(survey):
    """Claims made false on purpose in the sampled positions (a card that
    wins called a loser, a beatable card a master, a discard of fewer cards
    than allowed "the maximum", a wrong chance ...) are refused."""
    caught, escaped = survey[3:]
    assert not escaped, f"{len(escaped)} false claims passed the checks:\n" + "\n".join(escaped[:5])
    assert sum(caught.values()) >= 1000 and len(caught) >= 15, dict(caught)
