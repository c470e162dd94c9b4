"""Properties over many seeded random deals, for every preset.

For 10,000 seeded single deals per preset a run (new seeds every run, from
the run's first seed; random exchanges, declarations
and play): the 32 cards are all accounted for, the trick points agree with
the tricks, the score log's totals add up, the bonuses respect their rules,
a replay from the history is identical, and (on a sample of the deals, at
every move) illegal moves are rejected with the state unchanged.
"""

import random

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import IllegalMoveError
from cardkit.cards import FRENCH, BERGAMASCHE
from cardkit.picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, PicchettoState, RandomPlayer, Exchange, Declare,
)
from property_runs import first_seed

PRESETS = {
    "ITALIANO": ITALIANO,
    "PICCHETTO_150": PICCHETTO_150,
    "RUBICON": RUBICON,
    "RUBICONE": RUBICONE,
}
N_DEALS = 10_000


def kind(ev):
    return ev.key.rsplit(".", 1)[-1]


def check_deal(s: PicchettoState):
    rules = s.rules
    deck = BERGAMASCHE if rules.deck == "bergamasche" else FRENCH
    # ---- the 32 cards
    parts = [list(s.hand(0)), list(s.hand(1)), list(s.discards(0)), list(s.discards(1)),
             list(s.talon), list(s.trick)]
    for _l, a, b, _w in s.tricks:
        parts.append([a, b])
    every = [c for p in parts for c in p]
    assert len(every) == 32 and set(every) == set(deck.cards), "cards lost or doubled"
    # ---- the log adds up
    tot = [0, 0]
    for ev in s.log:
        tot[ev.side] += ev.points
        assert list(ev.totals) == tot
    assert s.log.totals == tot
    elder = 1 - s.dealer
    tricks = s.tricks
    n = len(tricks)
    assert n == 12
    assert sum(s.tricks_won) == 12
    assert s.tricks_won == tuple(sum(1 for t in tricks if t[3] == p) for p in (0, 1))
    evs = list(s.log)
    if rules.trick_points in ("lead", "every"):
        leads = [ev for ev in evs if kind(ev) == "lead"]
        assert [ev.side for ev in leads] == [t[0] for t in tricks]
        assert [dict(ev.params)["trick"] for ev in leads] == list(range(1, 13))
        wins = [ev for ev in evs if kind(ev) == "win"]
        takes = [ev for ev in evs if kind(ev) == "take"]
        if rules.trick_points == "lead":   # the follower's point for taking the lead away
            assert [ev.side for ev in wins] == [t[3] for t in tricks if t[3] != t[0]] and takes == []
        else:   # text 003: a punto di presa for every trick, the leader's own too
            assert [ev.side for ev in takes] == [t[3] for t in tricks] and wins == []
    else:
        twos = [ev for ev in evs if kind(ev) == "trick2"]
        assert [ev.side for ev in twos] == [t[3] for t in tricks]
    capot = max(s.tricks_won) == 12
    last = [ev for ev in evs if kind(ev) == "last"]
    if capot and not rules.capot_last_trick:
        assert last == []
    else:
        assert len(last) == 1 and last[0].side == tricks[-1][3] and last[0].points == 1
    cards = [ev for ev in evs if kind(ev) == "cards"]
    cap = [ev for ev in evs if kind(ev) == "cappotto"]
    if capot:
        assert cards == [] and len(cap) == 1 and cap[0].points == 40
    elif max(s.tricks_won) > 6:
        assert len(cards) == 1 and cards[0].points == 10
        assert cards[0].side == s.tricks_won.index(max(s.tricks_won))
    else:
        assert cards == [] and cap == []
    # ---- bonuses: at most one a deal; Sessanta only for the elder, in play,
    # with the younger at 0; Novanta with the opponent at 0
    ses = [i for i, ev in enumerate(evs) if kind(ev) == "sessanta"]
    nov = [i for i, ev in enumerate(evs) if kind(ev) == "novanta"]
    assert len(ses) + len(nov) <= 1
    for i in ses:
        ev = evs[i]
        assert ev.side == elder and ev.points == 30
        assert ev.totals[1 - elder] == 0 and ev.totals[elder] - 30 >= 30
        assert kind(evs[i - 1]) in ("lead", "win", "take", "trick2", "last", "cards", "cappotto")
        if not rules.capot_in_pique:   # a capot never completes a pique (Cavendish, Law 69)
            assert kind(evs[i - 1]) != "cappotto"
    for i in nov:
        ev = evs[i]
        assert ev.points == 60 and ev.totals[1 - ev.side] == 0 and ev.totals[ev.side] - 60 >= 30
        assert all(kind(e) in ("blanche", "void", "punto", "sequenze", "quattordici") for e in evs[:i])
    # ---- the declarations agree with the log
    d = s.declarations
    side_of = {"elder": elder, "younger": 1 - elder}
    for cat in ("punto", "sequenze", "quattordici"):
        w, pts = getattr(d, cat)
        logged = [ev for ev in evs if kind(ev) == cat]
        if w is None or pts == 0:
            assert logged == []
        else:
            assert len(logged) == 1 and logged[0].side == side_of[w] and logged[0].points == pts
    # what he declares is what he scores: the cards named in a declaration's
    # score line are cards that player declared (all he held when he said
    # the category in full)
    for ev in evs:
        if kind(ev) in ("punto", "sequenze", "quattordici"):
            seat = ev.side
            part = s._declare[seat].parts[("punto", "sequenze", "quattordici").index(kind(ev))]
            named = str(dict(ev.params).get("cards") or dict(ev.params).get("names")).replace("+", " ").split()
            held = {str(c) for c in s.dealt_hand(seat)} | {str(c) for c in list(s.hand(seat))}
            held |= {str(c) for t in tricks for c in (t[1], t[2])}
            assert part is not False
            allowed = {str(c) for c in part} if type(part) is tuple else held
            assert set(named) <= allowed, (ev, part)
    # the match scores include the deal (doubled when it counts double)
    m = 2 if 1 in rules.doubled_deals else 1
    assert s.deal_results[-1] == tuple(m * t for t in tot)


def snapshot(s):
    return (s.history, tuple(s.hand(0)), tuple(s.hand(1)), tuple(s.log.totals), s.phase,
            len(s.log), tuple(s.trick))


def try_illegal(s: PicchettoState, r: random.Random):
    """Try a move that is not legal now; it must raise and change nothing."""
    before = snapshot(s)
    me = s.current_player()
    if s.phase == "play":
        legal = set(s.legal_moves())
        pool = [c for c in (list(s.hand(me)) + list(s.hand(1 - me))) if c not in legal]
        if not pool:
            return
        bad = r.choice(pool)
    elif s.phase == "exchange":
        lo, hi = s.exchange_limits()
        hand = list(s.hand(me))
        options = [Exchange(hand[:hi + 1])] if hi + 1 <= len(hand) else []
        options.append(Exchange(list(s.hand(1 - me))[:1]))
        if lo > 0:
            options.append(Exchange(()))
        bad = r.choice(options)
    elif s.phase == "declare":
        mine, theirs = list(s.hand(me)), list(s.hand(1 - me))
        bad = r.choice([mine[0],
                        Declare(punto=theirs[-3:]),                # cards he does not hold
                        Declare(quattordici=mine[-1:]),            # a "group" of one card
                        Declare(sequenze=mine[:2])])               # a "sequence" of two
    else:
        bad = Exchange(list(s.hand(me))[:1])
    assert not s.is_legal(bad)
    with pytest.raises(IllegalMoveError):
        s.play(bad)
    assert snapshot(s) == before


@pytest.mark.parametrize("name", list(PRESETS))
def test_ten_thousand_seeded_deals(name):
    rules = PRESETS[name].replace(deals=1, target=None)  # Rubicone's first deal stays doubled
    start = first_seed()           # new deals every run (the seeds move on)
    r = random.Random(f"{name}-{start}")
    for seed in range(start, start + N_DEALS):
        s = rules.new_game(seed)
        player = RandomPlayer(seed)
        probe = (seed - start) % 50 == 0
        while not s.is_over():
            if probe:
                try_illegal(s, r)
            s.play(player(s))
        check_deal(s)
        if (seed - start) % 25 == 0:
            again = PicchettoState.replay(rules, s.history, seed)
            assert again.to_json() == s.to_json()
            assert again.log.lines() == s.log.lines()
            assert [e.said for e in again.log] == [e.said for e in s.log]


def test_bergamasche_and_variant_deals():
    variants = [
        ITALIANO.replace(deck="bergamasche"),
        ITALIANO.replace(trick_points="two", must_take=False, deal_in_twos=True),
        ITALIANO.replace(elder_min_exchange=2, younger_min_exchange=2),
    ]
    for rules in variants:
        rules = rules.single_deal()
        for seed in range(500):
            s = rules.new_game(seed)
            p = RandomPlayer(seed)
            while not s.is_over():
                s.play(p(s))
            check_deal(s)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2 ** 32), name=st.sampled_from(sorted(PRESETS)), probe=st.randoms(use_true_random=False))
def test_hypothesis_illegal_moves_never_change_the_state(seed, name, probe):
    s = PRESETS[name].replace(deals=1, target=None).new_game(seed)
    p = RandomPlayer(seed)
    while not s.is_over():
        try_illegal(s, probe)
        s.play(p(s))
    check_deal(s)
