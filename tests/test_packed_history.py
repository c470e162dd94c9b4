"""A long-lived state keeps its whole past packed (issue 21 §2).

* :class:`cardkit._packed.PackedList` behaves as a list under random
  operations (append, extend, pop, indexing, slices, replacing, copying,
  pickling), whatever its block and live sizes;
* a Scopa and a Picchetto state whose history and records are packed in
  tiny blocks (so that packing happens every few moves) cannot be told from
  states that never pack: the same history, records, logs, snapshot and
  save, the same after undo across a packed block, after copy and after a
  pickle round trip;
* the memory a state keeps per hand (deal) stays small: the objects a
  state holds after 500 and after 2,036 Scopa hands (100 and 420 Picchetto
  deals), with ``records="all"`` (the default), are weighed and compared.  The full
  figures (100,000 hands, 30,000 deals) come from ``benchmarks/soak.py``.
"""

from __future__ import annotations

import gc
import json
import pickle
import random
import sys
import types

import pytest

from cardkit import _packed
from cardkit._packed import History, PackedList
from cardkit.picchetto import ITALIANO, PicchettoState, RandomPlayer
from cardkit.scopa import ScopaRules, ScopaState


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("cls", [PackedList, History])
def test_a_packed_list_behaves_as_a_list(cls, seed):
    rng = random.Random(seed)
    block, live = rng.randint(1, 6), rng.randint(0, 3)
    if cls is History:
        live = 0
        packed, model = History(block=block), []
    else:
        packed, model = PackedList(block=block, live=live), []
    for _ in range(400):
        op = rng.random()
        if cls is History and rng.random() < 0.2:
            packed.settle()                 # what a state does when a deal begins
        if op < 0.55:
            item = (rng.randint(0, 9), str(rng.random()))
            packed.append(item)
            model.append(item)
        elif op < 0.68 and model:
            assert packed.pop() == model.pop()
        elif op < 0.73:
            items = [rng.randint(0, 5) for _ in range(rng.randint(0, 8))]
            packed.extend(items)
            model.extend(items)
        elif op < 0.78 and model:
            i = rng.randrange(-len(model), len(model))
            packed[i] = model[i] = ("set", rng.random())
        elif op < 0.83:
            packed = packed.copy()
        elif op < 0.88:
            packed = pickle.loads(pickle.dumps(packed))
        assert len(packed) == len(model) and list(packed) == model and packed == model
        assert bool(packed) == bool(model)
        assert type(packed) is cls
        if cls is PackedList:
            assert len(packed._tail) < block + live
        if model:
            i = rng.randrange(-len(model), len(model))
            assert packed[i] == model[i]
            a, b = sorted(rng.randrange(len(model) + 1) for _ in range(2))
            assert packed[a:b] == model[a:b]
    packed.extend([])
    assert packed.packed > 0 or len(model) < block + live


def test_a_copy_does_not_share_what_changes():
    a = PackedList(range(10), block=3, live=1)
    b = a.copy()
    b.append(10)
    b[0] = "x"
    assert list(a) == list(range(10)) and list(b) == ["x", *range(1, 11)]
    with pytest.raises(IndexError):
        PackedList().pop()


@pytest.fixture
def tiny_blocks(monkeypatch):
    """Pack every 5 history entries and every 2 records."""
    monkeypatch.setattr(_packed, "HISTORY_BLOCK", 5)
    monkeypatch.setattr(_packed, "RECORD_BLOCK", 2)


def _scopa(seed: int, hands: int) -> ScopaState:
    state = ScopaState(ScopaRules(players=2, target=10**9), seed=seed)
    rng = random.Random(seed)
    while state.hands_played < hands:
        state.play(rng.choice(state.legal_moves()))
    for _ in range(rng.randrange(12)):      # stop somewhere inside a hand
        state.play(rng.choice(state.legal_moves()))
    return state


def _picchetto(seed: int, deals: int) -> PicchettoState:
    state = PicchettoState(ITALIANO.replace(target=None, deals=deals + 2), seed=seed)
    player = RandomPlayer(seed)
    while state.deals_finished < deals:
        state.play(player(state))
    for _ in range(random.Random(seed).randrange(20)):
        state.play(player(state))
    return state


def _scopa_seen(state: ScopaState) -> tuple:
    return (state.snapshot(), state.to_json(), state.hand_records(), state.hand_log(),
            state.legal_moves())


def _picchetto_seen(state: PicchettoState) -> tuple:
    return (state.history, state.to_json(), [log.lines("en") for log in state.logs],
            list(state.deal_results), list(state.dealers), state.scores, state.phase,
            state.legal_moves())


@pytest.mark.parametrize("seed", [3, 11, 2026])
def test_a_packed_scopa_state_is_the_state_that_never_packs(seed, tiny_blocks, monkeypatch):
    packed = _scopa(seed, 6)
    assert packed._history.packed and packed._records.packed
    monkeypatch.setattr(_packed, "HISTORY_BLOCK", 10**6)
    monkeypatch.setattr(_packed, "RECORD_BLOCK", 10**6)
    plain = _scopa(seed, 6)
    assert not plain._history.packed and not plain._records.packed
    assert _scopa_seen(packed) == _scopa_seen(plain)
    assert _scopa_seen(packed.copy()) == _scopa_seen(plain)
    assert _scopa_seen(pickle.loads(pickle.dumps(packed))) == _scopa_seen(plain)
    loaded = ScopaState.from_json(packed.to_json())
    assert loaded.history == plain.history and loaded.hand_records() == plain.hand_records()
    # undo back past the start of the current hand's packed block, both the same
    for _ in range(15):
        packed.undo()
        plain.undo()
        assert _scopa_seen(packed) == _scopa_seen(plain)


@pytest.mark.parametrize("seed", [5, 8])
def test_a_packed_picchetto_state_is_the_state_that_never_packs(seed, tiny_blocks, monkeypatch):
    packed = _picchetto(seed, 5)
    assert packed._history.packed and packed.logs.packed
    assert packed.logs[-1] is packed.log            # the current deal's log stays the live one
    monkeypatch.setattr(_packed, "HISTORY_BLOCK", 10**6)
    monkeypatch.setattr(_packed, "RECORD_BLOCK", 10**6)
    plain = _picchetto(seed, 5)
    assert _picchetto_seen(packed) == _picchetto_seen(plain)
    other = packed.copy()
    assert other.logs[-1] is other.log and other.log is not packed.log
    assert _picchetto_seen(other) == _picchetto_seen(plain)
    for _ in range(10):
        packed.undo()
        plain.undo()
        assert _picchetto_seen(packed) == _picchetto_seen(plain)
    assert json.loads(packed.to_json())["history"] == list(plain.history)


def kept_bytes(obj) -> int:
    """The bytes of every object reachable from ``obj`` (classes, modules and
    functions left out: they are shared, not kept by a state)."""
    seen, todo, total = set(), [obj], 0
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType)
    while todo:
        o = todo.pop()
        if id(o) in seen or isinstance(o, skip):
            continue
        seen.add(id(o))
        total += sys.getsizeof(o)
        todo.extend(gc.get_referents(o))
    return total


def _per_unit(play, short: int, blocks: int) -> float:
    """What a state keeps per hand (deal) played: the same seeded state
    after ``short`` units and after ``blocks`` blocks of records more (so
    that both hold as many records unpacked), compared; what both hold,
    such as the engine's shared moves, cancels out."""
    more = blocks * _packed.RECORD_BLOCK
    return (kept_bytes(play(short + more)) - kept_bytes(play(short))) / more


def _scopa_for(hands: int) -> ScopaState:
    state = ScopaState(ScopaRules(players=2, target=10**9), seed=7)
    rng = random.Random(7)
    while state.hands_played < hands:
        state.play(rng.choice(state.legal_moves()))
    return state


def _picchetto_for(deals: int) -> PicchettoState:
    state = PicchettoState(ITALIANO.replace(target=None, deals=10**6), seed=7)
    player = RandomPlayer(7)
    while state.deals_finished < deals:
        state.play(player(state))
    return state


def test_a_long_scopa_match_keeps_a_few_hundred_bytes_a_hand():
    # 100,000 hands under 64 MiB is 671 bytes a hand; packed, a hand's
    # history and record keep about 300 (they kept some 2,900 as objects)
    per_hand = _per_unit(_scopa_for, 500, 24)
    assert per_hand < 450, per_hand


def test_a_long_picchetto_game_keeps_a_few_hundred_bytes_a_deal():
    # 30,000 deals under 64 MiB is 2,237 bytes a deal (they kept 9,100)
    per_deal = _per_unit(_picchetto_for, 100, 5)
    assert per_deal < 600, per_deal
