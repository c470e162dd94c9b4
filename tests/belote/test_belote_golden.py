"""Golden seeded play-through: four RuleBasedPlayers, seed 7, game to 500.

The fixture was produced by ``tests/belote/regen_golden.py`` and reviewed:
every deal's breakdown adds up (cards 152 + last trick 10 + honours +
belote = the two totals) and the match ends once a side passes 500.
"""

import json
import pathlib

from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer, play_out

GOLDEN = json.loads(pathlib.Path(__file__).with_name("golden_belote_seed7.json").read_text())


def test_golden_fixture_is_self_consistent():
    for d in GOLDEN["deals"]:
        assert sum(d["card_points"]) == (152 if d["trump"] else 120)
        for s in (0, 1):
            assert d["totals"][s] == d["card_points"][s] + d["last_trick"][s] + d["honours"][s] + d["belote"][s]
    assert GOLDEN["scores"] == [sum(d["credited"][s] for d in GOLDEN["deals"]) for s in (0, 1)]
    assert max(GOLDEN["scores"]) >= 500


def test_rule_based_players_replay_the_golden_match():
    s = BeloteState(BELOTE, GOLDEN["seed"])
    play_out(s, [RuleBasedPlayer()] * 4)
    assert list(s.history) == GOLDEN["history"]
    assert list(s.scores) == GOLDEN["scores"] and s.winner == GOLDEN["winner"]
    assert s.void_deals == GOLDEN["void_deals"]
    assert s.score_log.lines("en") == GOLDEN["score_log"]


def test_golden_history_replays_to_the_same_scores():
    s = BeloteState.replay(BELOTE, GOLDEN["history"], GOLDEN["seed"])
    assert s.is_over() and list(s.scores) == GOLDEN["scores"]
    got = [
        [d.dealer, d.contract.taker, d.contract.trump, list(d.totals), d.outcome, list(d.credited)]
        for d in s.deal_scores
    ]
    want = [[d["dealer"], d["taker"], d["trump"], d["totals"], d["outcome"], d["credited"]]
            for d in GOLDEN["deals"]]
    assert got == want
