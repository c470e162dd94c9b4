"""Golden seeded play-throughs: RuleBasedPlayer on every seat, fixed seeds.

The fixtures were generated once by ``python tests/scopa/regen_scopa_golden.py``;
regenerate them only when a change of rules or of the player is intended.
"""

import json
import pathlib

import pytest

from cardkit.scopa import ScopaRules, ScopaState

from regen_scopa_golden import CASES, golden

HERE = pathlib.Path(__file__).parent


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_play_through(name):
    expected = json.loads((HERE / name).read_text())
    rules, seed = CASES[name]
    assert expected["seed"] == seed and expected["rules"] == rules.to_dict()
    got = golden(rules, seed)
    assert got["history"] == expected["history"]
    assert got["hands"] == expected["hands"]
    assert got["scores"] == expected["scores"] and got["winner"] == expected["winner"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_history_replays(name):
    expected = json.loads((HERE / name).read_text())
    rules = ScopaRules.from_dict(expected["rules"])
    s = ScopaState.replay(rules, expected["history"], expected["seed"])
    assert s.is_over() and list(s.scores) == expected["scores"] and s.winner() == expected["winner"]
    assert [list(r.totals) for r in s.hand_records()] == [h["totals"] for h in expected["hands"]]
    # hand points add up to the totals
    running = [0] * rules.sides
    for h in expected["hands"]:
        running = [a + p["total"] for a, p in zip(running, h["points"])]
        assert running == h["totals"]
