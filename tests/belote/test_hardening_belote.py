"""Belote's public helpers refuse impossible inputs in one short sentence (issue 12)."""

from cardkit.belote import compare_honours, legal_cards, trick_winner
from refusals import refused


def test_a_trick_holds_at_most_four_different_cards():
    assert "1 to 4 cards" in refused(trick_winner, "10S AS 7H JS 8S", "H")
    assert "twice" in refused(trick_winner, "10S AS 10S", "H")
    assert trick_winner("10S AS 7H JS", "H") == 2


def test_a_card_on_the_table_is_not_offered_from_the_hand():
    assert "AS is given twice" in refused(legal_cards, "AS KS", "AS", "H")
    refused(legal_cards, "KS", "AS AS", "H")
    assert legal_cards("KS QH", "AS", "H") == legal_cards("KS QH", "AS", "H")
    assert [str(c) for c in legal_cards("KS QH", "AS", "H")] == ["KS"]


def test_the_same_carre_is_not_credited_to_two_players():
    assert "twice" in refused(compare_honours, ["KS KH KD KC", "KS KH KD KC", "", ""], "H")
    assert compare_honours(["KS KH KD KC AS QS", "7S 8S 9S 10S JS", "", ""], "H") == (0, 120)


# -- the rules object and the state's constructor ---------------------------------------------------

import json  # noqa: E402

import pytest  # noqa: E402

from cardkit import CardkitError, InvalidStateError  # noqa: E402
from cardkit.belote import BELOTE, BeloteRules, BeloteState  # noqa: E402
from cardkit.belote.state import PRESETS  # noqa: E402
from cardkit.options import InvalidOptionError  # noqa: E402
from cardkit.picchetto import ITALIANO  # noqa: E402
from cardkit.scopa import SCOPA_2  # noqa: E402


@pytest.mark.parametrize("value", [500.0, 500.5, True, False, "500", None, 0, -500, [500], {"target": 500}])
def test_the_target_is_a_whole_number_of_points(value):
    message = refused(BeloteRules, target=value, kind=InvalidOptionError)
    assert message.startswith("BeloteRules: target must be a whole number of at least 1, not ")


def test_every_preset_is_a_belote_rules_object_that_saves_and_loads():
    assert PRESETS == {"BELOTE": BELOTE, "BELOTE_700": BeloteRules(target=700),
                       "BELOTE_1000": BeloteRules(target=1000)}
    for rules in PRESETS.values():
        assert BeloteRules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
        assert BeloteRules(target=rules.target).replace(target=900).target == 900


@pytest.mark.parametrize("value", [500.5, True, "500", None, 0, [500]])
def test_a_save_with_a_bad_target_is_refused_naming_the_option(value):
    data = BeloteState(BELOTE, 1).to_dict()
    data["rules"]["target"] = value
    message = refused(BeloteState.from_json, json.dumps(data), kind=InvalidStateError)
    assert "the saved rules are not valid: BeloteRules: target must be a whole number" in message


@pytest.mark.parametrize("rules", [SCOPA_2, ITALIANO, "BELOTE", {"target": 500}, 500, BeloteRules])
def test_the_state_refuses_what_is_not_belote_rules(rules):
    message = refused(BeloteState, rules, 1, kind=CardkitError)
    assert "must be a BeloteRules object" in message
    assert "must be a BeloteRules object" in refused(BeloteState.replay, rules, [], 1)


# -- issue 21 §1: the cases the discovery fuzz named ------------------------------------------------

from cardkit import belote  # noqa: E402
from cardkit.belote.players import RuleBasedPlayer, rule_card  # noqa: E402
from cardkit.belote.search import rollout  # noqa: E402


def test_a_trump_index_outside_0_to_4_is_refused():
    assert refused(belote.trump_letter, 9) == (
        "trump_letter: t must be a trump index, a whole number from 0 to 3 (S H D C) or 4 (Senza Atout), not 9")
    assert [belote.trump_letter(t) for t in range(5)] == ["S", "H", "D", "C", None]


def test_settle_refuses_totals_that_are_not_a_pair_of_points():
    assert refused(belote.settle, "x", 1, 2) == "settle: totals must be a list of 2 whole numbers from 0 to 10000, not 'x'"
    assert refused(belote.settle, (81, 81), (0, 0), 2) == "settle: taker_side must be a whole number from 0 to 1, not 2"
    assert refused(belote.settle, (10, 81), (20, 0), 0) == (
        "settle: belote must be (0, 0), (20, 0) or (0, 20), points inside the side's total, not (20, 0)")
    assert belote.settle((81, 81), (0, 0), 0).held_over == 81


def test_a_view_of_a_seat_outside_the_table_is_refused():
    state = BeloteState(BELOTE, 1)
    assert refused(state.view, 9) == "view: player must be a whole number from 0 to 3, not 9"
    assert state.view(0).player == 0


def test_an_object_equal_to_every_move_is_not_played():
    class AlwaysEqual:
        def __eq__(self, other):
            return True

        __hash__ = None

    state = BeloteState(BELOTE, 1)
    before = state.history
    assert refused(state.play, AlwaysEqual()).endswith("is not a move here: the legal moves are accept, pass")
    assert state.history == before


def test_the_mask_level_policies_refuse_what_is_not_a_position():
    assert refused(rule_card, 0, [], 0, 0, True) == "rule_card: hand must hold at least one card"
    assert refused(rollout, [1 << 40, 0, 0, 0], [], 0, 0, 0, 0, 0).startswith(
        "rollout: the hands do not fit the trick")
    assert refused(RuleBasedPlayer, 10 ** 5000).startswith("RuleBasedPlayer: accept_at must be a number of strength")
