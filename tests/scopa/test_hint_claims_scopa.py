"""Every reason the Scopa coach gives is TRUE of the position ("0 false claims").

Hints are sampled from seeded, real positions: the first hand (the first two
with two players) of matches of every Scopa preset (``cardkit.scopa.PRESETS``),
played by ``SearchPlayer("easy")`` (the rule-based player) on every seat, or
on every other seat with seeded random players in between, from two fixed
seeds and one that rotates with the run (``property_runs.first_seed()``).  At
every decision the coach is asked for a hint (level ``"easy"``, and
``"medium"`` at one decision in five).

Each reason is checked against the position *independently* of the coach's
own feature code: the table, what the player to move has seen (the four
cards turned up and every card played this hand) and the number of plays
left are rebuilt here from the history, the legal moves are enumerated here
from the capture rule, and each reason key's sentence is turned into a check
of what it says:

=====================  ===================================================
``scopa``              a capture, not with the hand's last card, that leaves
                       the table empty (and is scored as a scopa when played)
``settebello``         a capture whose cards include the 7 of coins
``guard_settebello``   the move does not leave the 7 of coins on the table,
                       where it could (it is on the table, or in the hand:
                       thrown, it would stay there); a seven is unseen; and
                       someone plays after the move
``over_ten``           the table left holds cards worth {total} > 10
``no_sweeper``         the table left is worth {total}, and every card worth
                       {total} has been seen or is in the player's hand
``last_take``          the last round (the stock is empty); with two players
                       the rest of the hand is then known to the player, and
                       played out with the rule-based advice (the coach's
                       play-outs) his side takes last, with cards left over
``gives_less``         someone plays next and there is another move; with two
                       players in the last round (the hand is known): some
                       other move lets the next player take more cards
``sevens``/``coins``   the capture's cards include {n} >= 1 sevens / coins
``cards``              the capture's cards are {n}, and no legal move's more
``covered``            {card} is thrown, and the other cards of its value
                       have been seen or are in the hand
``keep_coin``          {card} thrown, {kept} another card of the hand; {kept}
                       a coin, {card} not
``keep_primiera``      {card} thrown, {kept} another card of the hand, a 7, 6
                       or ace ranking above {card} for the primiera
``low_card``           {card} thrown, and it is worth nothing for the points
                       but the carte (not a coin, not a 7, 6 or ace)
``close``              {other} is the next ranked move, legal, valued within
                       ``CLOSE`` of the best, and the best has an edge over
                       it ("gives this move a slight edge": a higher value)
``best_estimate``      the best move's value is above every other's
``prefers``            {best} is the best move, valued above this one
                       ("which does better in its look-ahead")
``prefers_because``    {best} is the best move, ranked above this one, and
                       {why} is true of {best}
``only_move``          exactly one legal move
``all_equal``          every ranked value is the same
``all_equal_then``     every ranked value is the same, and {why} (the reason
                       the coach gave the first move) is true
=====================  ===================================================

and for every hint: the hinted move and every ranked move are legal, and the
texts in both languages are non-empty with no ``{`` placeholder left.

``test_every_hint_reason_is_true`` checks the hint's own reason (what the
coach panel shows); ``test_every_ranked_reason_is_true`` the reasons of the
moves ranked below it; ``test_the_checks_catch_false_claims`` that the
checks refuse claims made false on purpose (so that they are not vacuous).
"""

from __future__ import annotations

import collections
import itertools

from cardkit import i18n
from cardkit.cards import CARDS
from cardkit.coach import Reason
from cardkit.scopa import PRESETS, RandomPlayer, RuleBasedPlayer, ScopaState, SearchPlayer
from cardkit.scopa.search import CLOSE, COACH

from property_runs import SEED_VARIABLE, first_seed

RANKS = "A234567FCR"
DECK = frozenset(str(CARDS[i]) for i in range(40))
SETTEBELLO = "7d"
#: for the primiera: sevens above sixes above aces above the rest
PRIMIERA = {"7": 3, "6": 2, "A": 1}
#: the reason keys that must each turn up at least once as the hint's reason
#: (else the checks of this file would be vacuous)
COMMON_BEST = ("scopa.coach.scopa", "scopa.coach.settebello", "scopa.coach.guard_settebello",
               "scopa.coach.over_ten", "scopa.coach.no_sweeper", "scopa.coach.sevens",
               "scopa.coach.coins", "scopa.coach.cards", "scopa.coach.covered",
               "scopa.coach.keep_coin", "scopa.coach.keep_primiera", "scopa.coach.low_card",
               "scopa.coach.last_take", "scopa.coach.gives_less", "scopa.coach.close",
               "coach.only_move", "coach.best_estimate", "coach.all_equal_then")
#: ... and as the reason of a move below the best
COMMON_BELOW = ("scopa.coach.prefers", "scopa.coach.prefers_because", "scopa.coach.settebello",
                "scopa.coach.over_ten", "scopa.coach.coins", "scopa.coach.cards",
                "scopa.coach.keep_coin", "scopa.coach.keep_primiera", "scopa.coach.low_card",
                "scopa.coach.covered", "scopa.coach.gives_less")
#: fewest hints checked
MIN_HINTS = 150


# --------------------------------------------------------------------------
# The position, worked out here
# --------------------------------------------------------------------------

def value(card: str) -> int:
    return RANKS.index(card[0]) + 1


def is_coin(card: str) -> bool:
    return card[1] == "d"


def mkey(move) -> tuple:
    """A move as (card played, frozenset of the table cards taken)."""
    return str(move.card), frozenset(str(c) for c in move.capture)


def parse(entry: str) -> tuple:
    """A history entry ("Rc:2d+Fs", "5c") as (card played, table cards taken)."""
    card, _, taken = entry.partition(":")
    return card, frozenset(taken.split("+")) if taken else frozenset()


def taken_cards(mk) -> set:
    """The cards a move puts in the side's pile: the table cards taken and
    the card that takes them (nothing for a card thrown on the table)."""
    card, taken = mk
    return set(taken) | {card} if taken else set()


def legal_moves(hand, table) -> set:
    """The legal moves by the capture rule (rule text 002): a table card of
    equal value, else a combination of two or more adding up to the card's
    value; a card that cannot take stays on the table."""
    out = set()
    for card in hand:
        v = value(card)
        equal = [t for t in table if value(t) == v]
        if equal:
            out |= {(card, frozenset([t])) for t in equal}
            continue
        sums = {frozenset(c) for k in range(2, len(table) + 1)
                for c in itertools.combinations(table, k) if sum(map(value, c)) == v}
        out |= {(card, c) for c in sums} if sums else {(card, frozenset())}
    return out


class Position:
    """What the player to move knows, rebuilt from the history of the hand
    (its deal and the moves since), not from the coach."""

    def __init__(self, state: ScopaState):
        n = self.players = state.players
        hist = list(state.history)
        k = max(i for i, e in enumerate(hist) if e.startswith("deal "))   # the deal played
        order = hist[k][5:].split()
        table = list(order[3 * n: 3 * n + 4])
        seen = set(table)
        played = hist[k + 1:]
        for entry in played:
            card, taken = parse(entry)
            seen.add(card)
            if taken:
                assert taken <= set(table), entry
                table = [t for t in table if t not in taken]
            else:
                table.append(card)
        self.table = table
        self.player = p = state.current_player()
        self.side = p % 2 if n == 4 else p
        self.hand = {str(c) for c in state.hand(p)}
        self.seen = seen
        self.unseen = DECK - seen - self.hand
        self.plays_left = 36 - len(played)
        self.last_round = len(played) >= 36 - 3 * n
        self.legal = legal_moves(self.hand, table)
        # the state agrees with this reading of the history
        assert sorted(table) == sorted(str(c) for c in state.table)
        assert self.plays_left == state.plays_left
        assert self.last_round == (state.stock_size == 0)
        assert {mkey(m) for m in state.legal_moves()} == self.legal

    def after(self, mk) -> list:
        """The table after the move ``mk``."""
        card, taken = mk
        return [t for t in self.table if t not in taken] if taken else self.table + [card]

    def describe(self) -> str:
        return (f"player {self.player + 1} to play, hand {' '.join(sorted(self.hand))}, "
                f"table {' '.join(self.table) or '-'}, plays left {self.plays_left}, "
                f"unseen {len(self.unseen)}")


def move_of(state: ScopaState, mk):
    return next(m for m in state.legal_moves() if mkey(m) == mk)


def play_out(state: ScopaState, move) -> tuple:
    """Play ``move``, then the rest of the hand with the rule-based advice on
    every seat (as the coach's play-outs do; with two players in the last
    round every unseen card is in the other hand, so this is the one way
    the hand can go): (the player who took last, or ``None``; whether cards
    were left on the table at the end; how many cards the next player put in
    his pile with the play right after ``move``, ``None`` if nobody played)."""
    s = state.copy()
    rb = RuleBasedPlayer()
    hand = s.hands_played
    last = s.last_taker
    next_took = None
    m, first = move, True
    while True:
        if m.capture:
            last = s.current_player()
        if not first and next_took is None:
            next_took = len(m.capture) + 1 if m.capture else 0
        end = s.plays_left == 1
        left = bool({str(c) for c in s.table} - {str(c) for c in m.capture}) if m.capture else True
        s.play(m)
        if end:
            assert s.hands_played > hand or s.is_over()
            return last, left, next_took
        m, first = rb.choose(s), False


# --------------------------------------------------------------------------
# The claims
# --------------------------------------------------------------------------

def check_move_claim(key, params, mk, pos, state) -> str | None:
    """None if the claim ``key``/``params`` about the move ``mk`` is true in
    ``pos``, else why it is false."""
    card, taken = mk
    after = pos.after(mk)
    total = sum(map(value, after))
    took = taken_cards(mk)
    if key == "scopa.coach.scopa":
        if not taken or after or pos.plays_left <= 1:
            return f"not a scopa: takes {sorted(taken)}, leaves {after}, plays left {pos.plays_left}"
        s = state.copy()
        before = s.scope[pos.side]
        s.play(move_of(state, mk))
        return None if s.scope[pos.side] == before + 1 else "the move is not scored as a scopa"
    if key == "scopa.coach.settebello":
        return None if SETTEBELLO in took else f"takes {sorted(took)}, not the settebello"
    if key == "scopa.coach.guard_settebello":
        if SETTEBELLO not in pos.table and SETTEBELLO not in pos.hand:
            return f"the settebello is neither on the table ({pos.table}) nor in the hand"
        if SETTEBELLO in after:
            return "the move leaves the settebello on the table"
        if not any(c[0] == "7" for c in pos.unseen):
            return "no seven is unseen"
        if pos.plays_left <= 1:
            return "nobody plays after this move"
        return None
    if key == "scopa.coach.over_ten":
        if not after or params.get("total") != total or total <= 10:
            return f"the table left {after} is worth {total}, said {params.get('total')} (> 10)"
        return None
    if key == "scopa.coach.no_sweeper":
        if not after or params.get("total") != total:
            return f"the table left {after} is worth {total}, said {params.get('total')}"
        sweepers = {c for c in DECK if value(c) == total} - pos.seen - pos.hand
        return f"cards worth {total} neither seen nor in hand: {sorted(sweepers)}" if sweepers else None
    if key == "scopa.coach.last_take":
        if not pos.last_round:
            return "not the last round: the stock is not empty"
        if pos.players == 2:
            last, left, _ = play_out(state, move_of(state, mk))
            if last != pos.player or not left:
                return f"played out, the last capture is by player {last} (cards left over: {left})"
        return None
    if key == "scopa.coach.gives_less":
        if pos.plays_left <= 1:
            return "nobody plays after this move"
        if len(pos.legal) < 2:
            return "no other move to compare with"
        if pos.players == 2 and pos.last_round:
            mine = play_out(state, move_of(state, mk))[2]
            others = [play_out(state, move_of(state, o))[2] for o in pos.legal if o != mk]
            if not any(o > mine for o in others):
                return f"the next player takes {mine} after it, and no more after the others {others}"
        return None
    if key in ("scopa.coach.sevens", "scopa.coach.coins", "scopa.coach.cards"):
        n = params.get("n")
        if not taken:
            return "not a capture"
        count = {"scopa.coach.sevens": sum(c[0] == "7" for c in took),
                 "scopa.coach.coins": sum(map(is_coin, took)),
                 "scopa.coach.cards": len(took)}[key]
        if count != n or n < 1:
            return f"takes {sorted(took)}: {count}, said {n}"
        if key == "scopa.coach.cards":
            most = max(len(taken_cards(o)) for o in pos.legal)
            if most > n:
                return f"another legal move takes {most} cards"
        return None
    if key in ("scopa.coach.covered", "scopa.coach.keep_coin", "scopa.coach.keep_primiera",
               "scopa.coach.low_card"):
        if taken or params.get("card") != card or card not in pos.hand:
            return f"not a throw of {params.get('card')} from the hand"
        if key == "scopa.coach.covered":
            takers = {c for c in DECK if value(c) == value(card)} - {card} - pos.seen - pos.hand
            return f"unseen cards of its value: {sorted(takers)}" if takers else None
        if key == "scopa.coach.low_card":
            return f"{card} counts for the points" if is_coin(card) or card[0] in PRIMIERA else None
        kept = params.get("kept")
        if kept not in pos.hand or kept == card:
            return f"{kept} is not another card of the hand"
        if key == "scopa.coach.keep_coin":
            return None if is_coin(kept) and not is_coin(card) else "not a coin kept for a non-coin"
        if kept[0] not in PRIMIERA or PRIMIERA[kept[0]] <= PRIMIERA.get(card[0], 0):
            return f"{kept} does not rank above {card} for the primiera"
        return None
    return f"unknown reason key {key}"


def check_reason(reason, i, ranked, pos, state, inner=None) -> str | None:
    """None if the reason of ``ranked[i]`` says something true, else why not
    (``inner``: for ``all_equal_then``, the reason the coach gave first)."""
    key = reason.key
    params = dict(reason.params)
    values = [r.value for r in ranked]
    for lang in ("en", "it"):
        text = reason.text(lang)
        if not text or "{" in text or "}" in text:
            return f"the {lang} text {text!r} is empty or has a placeholder"
    if key == "coach.only_move":
        return None if len(pos.legal) == 1 else f"{len(pos.legal)} legal moves"
    if key in ("coach.all_equal", "coach.all_equal_then"):
        if i or len(ranked) < 2 or len(set(values)) != 1:
            return f"not every value is the same: {values}"
        if key == "coach.all_equal_then":
            if inner is None:
                return "no reason to check"
            if params.get("why") != inner.text("en") or params.get("why_it") != inner.text("it"):
                return f"{{why}} is not the coach's first reason {inner.text('en')!r}"
            why = check_reason(inner, i, ranked, pos, state)
            return None if why is None else f"{{why}} ({inner.key}) is false: {why}"
        return None
    if key == "coach.as_good":
        # the best move: as good as the next one; a move below it: as good as the best
        other = str(ranked[1].move) if i == 0 else str(ranked[0].move)
        ok = (len(ranked) > 1 and params.get("other") == other and values[i] == max(values)
              and values[1 if i == 0 else 0] == values[i])
        return None if ok else f"not as good as {params.get('other')}, or not the most: {values}"
    if key == "coach.best_estimate":
        if i or any(v >= values[0] for v in values[1:]):
            return f"the move does not score best: {values}"
        return None
    if key == "scopa.coach.close":
        other = params.get("other")
        if i or len(ranked) < 2 or other != str(ranked[1].move):
            return f"{other} is not the next best move"
        if mkey(ranked[1].move) not in pos.legal:
            return f"{other} is not legal"
        if not values[0] - values[1] < CLOSE:
            return f"{other} is not within {CLOSE} of the best: {values[:2]}"
        if not values[0] > values[1]:
            return f"no edge at all over {other}: the values are equal, {values[:2]}"
        return None
    if key in ("scopa.coach.prefers", "scopa.coach.prefers_because"):
        if i == 0 or params.get("best") != str(ranked[0].move):
            return f"{params.get('best')} is not the best move"
        if key == "scopa.coach.prefers":
            if not values[0] > values[i]:
                return f"{params['best']} does not do better: the values are equal, {values[0]} = {values[i]}"
            return None
        why = params.get("why")
        if not isinstance(why, i18n.Term):
            return f"{{why}} is not a reason: {why!r}"
        false = check_move_claim(why.key, why.params, mkey(ranked[0].move), pos, state)
        return None if false is None else f"{{why}} ({why.key}) is false of {params['best']}: {false}"
    return check_move_claim(key, params, mkey(ranked[i].move), pos, state)


# --------------------------------------------------------------------------
# The sample
# --------------------------------------------------------------------------

def seeds() -> list:
    """Two fixed seeds and one that rotates with the run."""
    return [7, 11, first_seed() % 1_000_003 + 20]


def positions():
    """(label, state, hint seed, levels) at every decision of the first hand
    of seeded matches of every preset (of the first two with two players)."""
    for name, rules in PRESETS.items():
        for seed in seeds():
            for mixed in (False, True):
                s = ScopaState(rules, seed=seed)
                seats = [SearchPlayer("easy", seed=seed) if not mixed or p % 2 == 0
                         else RandomPlayer(seed * 10 + p) for p in range(s.players)]
                hands = 2 if s.players == 2 else 1
                k = 0
                while s.hands_played < hands and not s.is_over():
                    levels = ("easy", "medium") if k % 5 == 0 else ("easy",)
                    yield f"{name} seed={seed} mixed={mixed} move={k}", s, seed + k, levels
                    s.play(seats[s.current_player()].choose(s))
                    k += 1


_SAMPLE: list = []


def sample() -> list:
    """Every sampled hint: (where, position, state, hint, the reason the coach
    gave the first move before ``hint()`` may replace it); made once."""
    if not _SAMPLE:
        for label, s, hseed, levels in positions():
            pos = Position(s)
            for level in levels:
                h = s.hint(level, seed=hseed)
                first = COACH.rank(s, level=level, seed=hseed)[0].reason
                where = f"{label}: s.hint({level!r}, seed={hseed}); {pos.describe()}"
                _SAMPLE.append((where, pos, s.copy(), h, first))
    return _SAMPLE


def report(title, tally, false, hints):
    print(f"\n{title}: {hints} hints checked ({SEED_VARIABLE}={first_seed()}); reason keys:")
    for key, n in sorted(tally.items()):
        print(f"  {n:5d}  {key}")
    print(f"{len(false)} false claims")
    for f in false[:60]:
        print("  " + f)


def false_claim(where, i, r, why) -> str:
    return (f"{where}: ranked[{i}] {r.move} ({r.value:+.3f}): {r.reason.key} {dict(r.reason.params)} "
            f"({r.reason.text('en')!r}) is false: {why}")


def check_tally(tally, common):
    seen_keys = {k.split(") ")[-1] for k in tally}
    missing = [k for k in common if k not in seen_keys]
    assert not missing, f"reason keys never met, so never checked: {missing}"


# --------------------------------------------------------------------------
# The tests
# --------------------------------------------------------------------------

def test_every_hint_reason_is_true():
    """The reason a hint gives (``hint.reason``: what the coach panel shows)."""
    tally = collections.Counter()
    false = []
    hints = sample()
    for where, pos, s, h, first in hints:
        if mkey(h.move) not in pos.legal:
            false.append(f"{where}: the hinted move {h.move} is not legal")
        for r in h.ranked:
            if mkey(r.move) not in pos.legal:
                false.append(f"{where}: the ranked move {r.move} is not legal")
        assert {mkey(r.move) for r in h.ranked} == pos.legal, where      # every legal move ranked
        r = h.best
        tally[r.reason.key] += 1
        if r.reason.key == "coach.all_equal_then":
            tally["(then) " + first.key] += 1
        for lang in ("en", "it"):
            text = h.reason_in(lang)
            if not text or "{" in text or "}" in text:
                false.append(f"{where}: the {lang} hint reason {text!r} is empty or has a placeholder")
        why = check_reason(r.reason, 0, h.ranked, pos, s, inner=first)
        if why is not None:
            false.append(false_claim(where, 0, r, why))
    report("the hint's reason", tally, false, len(hints))
    assert len(hints) >= MIN_HINTS
    check_tally(tally, COMMON_BEST)
    assert not false, f"{len(false)} false claims, e.g. {false[:3]}"


def test_every_ranked_reason_is_true():
    """The reason of every move ranked below the best (``hint.ranked[1:]``,
    what ``coach.rank`` says of each legal move)."""
    tally = collections.Counter()
    false = []
    hints = sample()
    for where, pos, s, h, first in hints:
        for i, r in enumerate(h.ranked[1:], 1):
            tally[r.reason.key] += 1
            if r.reason.key == "scopa.coach.prefers_because":
                tally["(why) " + dict(r.reason.params)["why"].key] += 1
            why = check_reason(r.reason, i, h.ranked, pos, s)
            if why is not None:
                false.append(false_claim(where, i, r, why))
    report("the reasons of the moves ranked below the best", tally, false, len(hints))
    assert len(hints) >= MIN_HINTS
    check_tally(tally, COMMON_BELOW)
    assert not false, f"{len(false)} false claims, e.g. {false[:3]}"


def test_the_checks_catch_false_claims():
    """Claims made false on purpose are refused by the checks above."""
    caught = collections.Counter()
    for where, pos, s, h, first in sample():
        ranked = h.ranked
        for i, r in enumerate(ranked):
            mk = mkey(r.move)
            card, taken = mk
            after = pos.after(mk)
            params = dict(r.reason.params)
            wrong = []
            if not taken or after:
                wrong.append(Reason.of("scopa.coach.scopa"))
            if SETTEBELLO not in taken_cards(mk):
                wrong.append(Reason.of("scopa.coach.settebello"))
            if SETTEBELLO in after:
                wrong.append(Reason.of("scopa.coach.guard_settebello"))
            total = sum(map(value, after))
            wrong.append(Reason.of("scopa.coach.over_ten", total=total + 1))
            if total <= 10 and after:
                wrong.append(Reason.of("scopa.coach.over_ten", total=total))
            if not pos.last_round:
                wrong.append(Reason.of("scopa.coach.last_take"))
            if taken:
                wrong.append(Reason.of("scopa.coach.cards", n=len(taken) + 2))
                wrong.append(Reason.of("scopa.coach.low_card", card=card))
            else:
                wrong.append(Reason.of("scopa.coach.cards", n=1))
                if is_coin(card) or card[0] in PRIMIERA:
                    wrong.append(Reason.of("scopa.coach.low_card", card=card))
                other = next((c for c in pos.hand if c != card), None)
                if other is not None:
                    wrong.append(Reason.of("scopa.coach.low_card", card=other))
            if "n" in params:
                wrong.append(Reason.of(r.reason.key, n=params["n"] + 1))
            if "total" in params:
                wrong.append(Reason.of(r.reason.key, total=params["total"] - 1))
            if len(pos.legal) > 1:
                wrong.append(Reason.of("coach.only_move"))
            if i == 0 and len(ranked) > 1 and ranked[0].value - ranked[1].value >= CLOSE:
                wrong.append(Reason.of("scopa.coach.close", other=str(ranked[1].move)))
            if i == 0 and len(set(x.value for x in ranked)) > 1:
                wrong.append(Reason.of("coach.all_equal"))
            if i > 0:
                wrong.append(Reason.of("coach.best_estimate"))
                wrong.append(Reason.of("scopa.coach.prefers", best=str(r.move)))
            for bad in wrong:
                assert check_reason(bad, i, ranked, pos, s, inner=first) is not None, (where, i, bad)
                caught[bad.key] += 1
    print("\nfalse claims made on purpose, all caught:", dict(sorted(caught.items())))
    assert sum(caught.values()) >= 1000 and len(caught) >= 10
