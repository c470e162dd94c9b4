"""Picchetto's public inputs refused in one short sentence (issue 12) and
long-lived states that keep only what they are asked to."""

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardkit import picchetto
from cardkit.cards import FRENCH, CardSet
from cardkit.errors import CardkitError, IllegalMoveError, InvalidStateError
from cardkit.options import InvalidOptionError
from refusals import answers_or_refuses, one_sentence, refused
from cardkit.picchetto import (
    ITALIANO, RUBICON, RUBICONE, PicchettoRules, PicchettoState, declarations, groups, punto,
    rubicon, sequences,
)


# --------------------------------------------------------------------------
# rules options and saves
# --------------------------------------------------------------------------

@pytest.mark.parametrize("option, value", [
    ("must_take", "no"), ("must_take", 0), ("deal_in_twos", None), ("open_hands", "false"),
    ("elder_min_exchange", 1.5), ("elder_max_exchange", 6), ("younger_max_exchange", 9),
    ("younger_min_exchange", True), ("name", []), ("name", ""), ("name", "x" * 1000),
    ("deck", "italian"), ("punto_by", 1), ("sequence_points", (3, 4, 15)),
    ("sequence_points", [3, 4, 15, 16, 17, "18"]), ("target", 1.5), ("target", 0),
    ("deals", "4"), ("doubled_deals", (0,)), ("doubled_deals", "14"), ("scoring", None),
    ("first_dealer", True), ("first_dealer", 2), ("start_scores", (0, 0.5)),
])
def test_every_option_is_type_checked_naming_it(option, value):
    msg = refused(ITALIANO.replace, **{option: value}, kind=InvalidOptionError)
    assert msg.startswith(f"PicchettoRules: {option} must be")
    assert len(msg) < 200


def test_a_save_does_not_load_with_a_mistyped_option():
    s = ITALIANO.new_game(3)
    for option, value in [("must_take", "no"), ("elder_min_exchange", 1.5), ("name", [])]:
        data = s.to_dict()
        data["rules"][option] = value
        assert option in refused(PicchettoState.from_json, data, kind=InvalidStateError)
    data = s.to_dict()
    data["rules"]["sequence_points"] = [3, 4, 15, 16, 17, 18]      # JSON lists are fine
    assert PicchettoState.from_json(data).rules == ITALIANO


def test_the_relations_between_options_are_checked_too():
    assert "both" in refused(ITALIANO.replace, target=None, deals=None)
    refused(ITALIANO.replace, elder_min_exchange=4, elder_max_exchange=3)
    refused(ITALIANO.replace, younger_max_exchange=1, younger_min_exchange=2)
    assert RUBICON.replace(open_hands=True).open_hands is True


# --------------------------------------------------------------------------
# public helpers given impossible inputs
# --------------------------------------------------------------------------

FOURTEEN = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH 10H 9H"


def test_hands_of_more_than_thirteen_cards_are_refused():
    for f in (punto, sequences, groups):
        assert "at most 13" in refused(f, FOURTEEN)
    assert "at most 13" in refused(declarations, FOURTEEN, "AD")
    assert punto("AS KS QS") == (picchetto.punto("AS KS QS")[0], 31)    # partial hands still fine


def test_overlapping_hands_and_bad_arguments_are_refused():
    assert "both hands" in refused(declarations, "AS KS", "AS QS")
    refused(declarations, "AS KS", "QS", elder_blanche="yes")
    refused(declarations, "AS KS", "QS", elder_quiet=5)
    refused(declarations, "AS KS", "QS", elder_quiet=("trumps",))
    assert "PicchettoRules" in refused(punto, "AS", "ITALIANO")
    refused(sequences, "AS KS QS", rules=None)


def test_rubicon_refuses_nonsense_scores():
    assert "winner_score" in refused(rubicon, -5, 0)
    refused(rubicon, "x", 0)
    refused(rubicon, 1.5, 0)
    refused(rubicon, True, 0)
    assert "lower" in refused(rubicon, 1, 5)
    refused(rubicon, 120, 80, rules="RUBICON")
    assert rubicon(120, 80, RUBICON) == 300 and rubicon(130, 110, RUBICONE) == 20


def test_deal_order_and_state_arguments_are_refused():
    refused(picchetto.deal_order, "AS", "KS", kind=IllegalMoveError)
    refused(picchetto.deal_order, FRENCH.cards[:12], FRENCH.cards[11:23], kind=IllegalMoveError)
    refused(PicchettoState, "ITALIANO")
    s = ITALIANO.new_game(1)
    refused(s.view, 2)
    refused(s.hand, -1)


# --------------------------------------------------------------------------
# hostile input to every public function
# --------------------------------------------------------------------------

NOTATION = [str(c) for c in FRENCH.cards] + ["7d", "Rb", "2H"]
hostile = st.one_of(
    st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
    st.text(max_size=200), st.binary(max_size=12), st.sampled_from(NOTATION),
    st.lists(st.sampled_from(NOTATION), max_size=33).map(" ".join),
    st.lists(st.sampled_from(NOTATION), max_size=14),
    st.lists(st.integers(-3, 200), max_size=7),
    st.dictionaries(st.text(max_size=12), st.integers(-2, 3), max_size=3),
    st.sampled_from([ITALIANO, RUBICON, CardSet("AS KS"), 10**5000, float("inf")]),
)

PUBLIC = {
    "punto": picchetto.punto, "sequences": picchetto.sequences, "groups": picchetto.groups,
    "declarations": picchetto.declarations, "rubicon": picchetto.rubicon,
    "has_blanche": picchetto.has_blanche, "deal_order": picchetto.deal_order,
    "PicchettoRules": PicchettoRules, "from_dict": PicchettoRules.from_dict,
    "PicchettoState": PicchettoState, "from_json": PicchettoState.from_json,
}


@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PUBLIC)), st.data())
def test_public_functions_answer_or_refuse_in_one_short_sentence(name, data):
    answers_or_refuses(PUBLIC[name], data, hostile)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.sampled_from([f.name for f in dataclasses.fields(PicchettoRules)]), hostile)
def test_any_option_value_makes_rules_or_a_short_refusal(option, value):
    try:
        rules = ITALIANO.replace(**{option: value})
    except CardkitError as e:
        one_sentence(e)
    else:
        repr(rules)
        hash(rules)
        assert PicchettoRules.from_dict(rules.to_dict()) == rules


STATES = [ITALIANO.new_game(4)]
s = STATES[0]
while s.phase != "play":
    s.play(s.legal_moves()[0])
STATES.append(s.copy())
STATES[0] = ITALIANO.new_game(4)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.sampled_from([0, 1]), hostile)
def test_state_methods_never_raise_anything_but_a_refusal(which, move):
    state = STATES[which]
    before = state.history
    assert state.is_legal(move) in (True, False)
    if not state.is_legal(move):
        try:
            state.play(move)
        except CardkitError as e:
            one_sentence(e)
    assert state.history == before


# --------------------------------------------------------------------------
# long-lived states: records="all" | "last" | "none"
# --------------------------------------------------------------------------

def play_deals(state, deals: int, rng) -> None:
    while state.deals_finished < deals:
        state.play(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("records", ["last", "none"])
def test_a_state_that_keeps_little_plays_the_same_match(records):
    rules = RUBICONE.replace(deals=12)     # doubled deals are counted without the records
    full = PicchettoState(rules, seed=5)
    lean = PicchettoState(rules, seed=5, records=records)
    rng_full, rng_lean = random.Random(8), random.Random(8)
    for deals in range(1, 8):
        play_deals(full, deals, rng_full)
        play_deals(lean, deals, rng_lean)
        assert lean.scores == full.scores and lean.dealer == full.dealer
        assert len(lean.history) < 40
        assert len(lean.logs) <= 2 and len(lean.deal_results) <= 1
    if records == "last":
        assert lean.deal_results[-1] == full.deal_results[-1]
    assert lean.deals_finished == len(full.deal_results) == 7
    # undo works inside the current deal
    for _ in range(5):
        lean.play(rng_lean.choice(lean.legal_moves()))
    h = lean.history
    lean.play(lean.legal_moves()[0])
    lean.undo()
    assert lean.history == h
    assert "records='all'" in refused(lean.to_json)
    play_deals(lean, 12, rng_lean)
    play_deals(full, 12, rng_full)
    assert lean.is_over() and lean.winner == full.winner and lean.scores == full.scores


def test_records_is_checked_and_the_default_keeps_everything():
    assert "records" in refused(PicchettoState, ITALIANO, 1, records=None)
    s = PicchettoState(RUBICON, seed=2)
    play_deals(s, 2, random.Random(3))
    assert s.records == "all" and len(s.deal_results) == 2 and len(s.logs) == 3
    assert PicchettoState.from_json(s.to_json()).history == s.history
