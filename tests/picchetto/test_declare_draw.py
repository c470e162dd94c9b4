"""The random player's declarations and the engine's trust in its own list.

With ``partial_declarations`` (ITALIANO, RUBICONE) a hand has dozens of
legal declarations; the random player draws one without listing them (the
state counts the choices per category and makes only the one drawn), and a
declaration the state listed itself (``legal_moves()``, the random player) is
not checked again when played.  These tests prove that both shortcuts give
exactly what the full listing and the full check give, and that the check
still runs for everything else: notation, a declaration made by hand or
copied, one listed for another hand, another deal or other rules.
"""

import copy
import pickle
import random

import pytest

from cardkit import IllegalMoveError
from cardkit.picchetto import ITALIANO, RUBICON, RUBICONE, Declare, RandomPlayer
from cardkit.picchetto import combos as C
from cardkit.picchetto.state import PH_DECL_E, PH_DECL_Y

DECL = (PH_DECL_E, PH_DECL_Y)


def to_declare(rules, seed):
    """A single deal of ``rules`` played by RandomPlayer(seed) up to the elder's declaration."""
    s = rules.single_deal().new_game(seed)
    p = RandomPlayer(seed)
    while s._phase not in DECL:
        s.play(p(s))
    return s, p


@pytest.mark.parametrize("deck", ["french", "bergamasche"])
def test_the_draw_is_the_legal_move_of_the_same_index(deck):
    # every index of the sorted legal list, reached from both ends of its
    # slice of [0, 1): the same move, the same notation, the same masks
    rules = ITALIANO.replace(deck=deck)
    n = 0
    for seed in range(40):
        s, p = to_declare(rules, seed)
        while s._phase in DECL:
            seat = s.current_player()
            lm = s.legal_moves()
            assert lm == sorted(lm)
            for i, m in enumerate(lm):
                for r in ((i + 1e-9) / len(lm), (i + 1 - 1e-9) / len(lm)):
                    d = s._random_declare(seat, r)
                    assert d == m and str(d) == str(m) and d._ok[2] == m._ok[2]
                    n += 1
            s.play(p(s))
    assert n > 2000


def test_the_random_player_draws_uniformly_over_the_legal_list():
    # one draw per call, int(r * len(legal)): the same distribution as
    # indexing the full list with the same random number
    s, _ = to_declare(ITALIANO, 3)
    lm = s.legal_moves()
    rp, ref = RandomPlayer(11), random.Random()
    ref.setstate(rp.rng.getstate())
    for _ in range(200):
        assert rp(s) == lm[int(ref.random() * len(lm))]


def test_the_partial_choices_read_from_tables_are_the_listed_ones():
    # the punto's (ordered without sorting) and the sequenze's and
    # quattordici's (kept per whole declaration) against partial_options
    # sorted as the legal moves are, on random hands of 3 to 13 cards
    r = random.Random(5)
    for _ in range(3000):
        h = sum(1 << b for b in r.sample(range(32), r.choice([3, 8, 11, 12, 12, 13])))
        fh = C._side_facts(h, ITALIANO)
        full = C._full_masks(h, fh)
        assert full == tuple(C.full_mask(h, cat, ITALIANO) for cat in range(3))
        want = [sorted(C.partial_options(h, cat, ITALIANO), key=lambda m: (-m.bit_count(), -m)) for cat in range(3)]
        assert list(C.punto_partials(h, full[0])) == want[0]
        # the order the random player reads by the suits' lengths alone
        lens = sum(C.LEN[(h >> (8 * s)) & 255] << (8 * s) for s in range(4))
        tops = [C.TOPS[(h >> (8 * (x >> 4))) & 255][(x & 15) - 3] << (8 * (x >> 4)) for x in C.punto_order(lens)]
        assert [m for m in tops if m != full[0]] == want[0]
        for cat in (1, 2):
            assert list(C.sorted_partials(full[cat], cat)) == (want[cat] if full[cat] else [])


def test_declared_facts_are_the_facts_of_what_is_declared():
    # each category compared and scored on its declared cards alone: what
    # _side_facts of those cards says of that category
    r = random.Random(8)
    for rules in (ITALIANO, RUBICON.replace(punto_by="value"), ITALIANO.replace(deck="bergamasche")):
        for _ in range(1500):
            h = sum(1 << b for b in r.sample(range(32), 12))
            parts = tuple(r.choice([True, False, *C.partial_options(h, cat, rules)]) for cat in range(3))
            got = C._declared_facts(h, parts, rules)
            whole = C._side_facts(h, rules)
            for cat, sl in enumerate((slice(0, 4), slice(4, 6), slice(6, 9))):
                v = parts[cat]
                assert got[sl] == (whole if type(v) is bool else C._side_facts(v, rules))[sl]


@pytest.mark.parametrize("rules", [ITALIANO, RUBICONE], ids=["ITALIANO", "RUBICONE"])
def test_a_listed_declaration_plays_exactly_as_the_same_one_checked(rules):
    # the random player's moves against the same moves rebuilt by hand
    # (Declare(*parts): not listed, so checked in full): same history, logs
    for seed in range(150):
        a, pa = to_declare(rules, seed)
        b, pb = to_declare(rules, seed)
        while not a.is_over():
            m = pa(a)
            pb(b)
            a.play(m)
            b.play(Declare(*m.parts) if isinstance(m, Declare) else m)
        assert a.history == b.history and a.log.lines("en") == b.log.lines("en") and a.scores == b.scores


def test_the_check_still_runs_for_what_the_engine_did_not_list():
    s, _ = to_declare(ITALIANO.replace(first_dealer=1), 7)
    elder_moves = s.legal_moves()
    partial = next(m for m in elder_moves if type(m.punto) is tuple)   # part of his punto
    # another rules object with the same deal: no partial declarations there
    t, _ = to_declare(ITALIANO.replace(first_dealer=1, partial_declarations=False), 7)
    assert t._hands == s._hands
    with pytest.raises(IllegalMoveError) as e:
        t.play(partial)
    assert "partial_declarations=False" in str(e.value)
    # the elder's listed declaration offered for the younger's hand: checked,
    # and refused with the state unchanged when he does not hold those cards
    s.play(elder_moves[0])
    before = (s.history, s._phase, list(s.log.totals))
    with pytest.raises(IllegalMoveError):
        s.play(partial)
    assert (s.history, s._phase, list(s.log.totals)) == before
    # notation from outside is parsed and checked in full
    with pytest.raises(IllegalMoveError):
        s.play("declare punto " + " ".join(str(c) for c in partial.punto))
    assert (s.history, s._phase, list(s.log.totals)) == before


def test_the_mark_is_no_part_of_the_move():
    s, _ = to_declare(ITALIANO, 5)
    m = next(m for m in s.legal_moves() if m.partial)
    plain = Declare(*m.parts)
    assert m._ok is not None and plain._ok is None
    assert m == plain and hash(m) == hash(plain) and str(m) == str(plain) and repr(m) == repr(plain)
    for other in (pickle.loads(pickle.dumps(m)), copy.copy(m), copy.deepcopy(m)):
        assert other == m and other._ok is None
    # a copy of the state trusts what the state listed (same deal, same hand)
    c = s.copy()
    c.play(m)
    s.play(plain)
    assert c.history == s.history and c.log.lines("en") == s.log.lines("en")
    # a listed move is never trusted by a later deal of the same state
    s2 = ITALIANO.new_game(5)
    p = RandomPlayer(5)
    while s2._phase not in DECL:
        s2.play(p(s2))
    old = s2.legal_moves()
    cache = s2._avail_cache
    while s2.deals_finished == 0:
        s2.play(p(s2))
    while s2._phase not in DECL:
        s2.play(p(s2))
    assert s2._avail_cache is not cache and all(m._ok[0] is cache for m in old)
