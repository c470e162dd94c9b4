"""Golden seeded play-throughs: the computer player against itself, whole
matches, compared move by move and line by line with a stored fixture.

Regenerate (after a deliberate rule change only) with
``CARDKIT_REGENERATE_GOLDEN=1 python -m pytest tests/picchetto/test_golden.py``.
"""

import json
import os
from pathlib import Path

import pytest

from cardkit.picchetto import ITALIANO, RUBICON, PICCHETTO_150, ComputerPlayer, PicchettoState, play_out

FIXTURE = Path(__file__).with_name("golden_picchetto.json")
CASES = {
    "ITALIANO/2026": (ITALIANO, 2026),
    "RUBICON/7": (RUBICON, 7),
    "PICCHETTO_150/150": (PICCHETTO_150, 150),
}


def run(rules, seed):
    s = rules.new_game(seed)
    play_out(s, [ComputerPlayer(), ComputerPlayer()])
    return {
        "history": list(s.history),
        "dealers": s.dealers,
        "deal_results": [list(r) for r in s.deal_results],
        "scores": list(s.scores),
        "winner": s.winner,
        "margin": s.margin(),
        "first_deal_en": s.logs[0].lines("en"),
        "first_deal_said_it": s.logs[0].said("it"),
    }


def test_golden_play_throughs():
    got = {name: run(*case) for name, case in CASES.items()}
    if os.environ.get("CARDKIT_REGENERATE_GOLDEN"):
        FIXTURE.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    want = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert set(want) == set(CASES)
    for name in CASES:
        for key in want[name]:
            assert got[name][key] == want[name][key], f"{name}: {key} differs"


@pytest.mark.parametrize("name", list(CASES))
def test_golden_history_replays_to_the_same_result(name):
    want = json.loads(FIXTURE.read_text(encoding="utf-8"))[name]
    rules, seed = CASES[name]
    s = PicchettoState.replay(rules, want["history"], seed)
    assert s.is_over() and list(s.scores) == want["scores"] and s.winner == want["winner"]
