"""Each Picchetto state class loads the saves of the games it plays, and
refuses another preset's save by name (issue 21): VoleurState.from_json of
a two-player save raised IndexError or loaded and broke at the next move;
AuctionState.from_json with ``"rules": {}`` played on under ITALIANO."""

from __future__ import annotations

import json

import pytest

from cardkit import CardkitError
from cardkit.picchetto import PRESETS, PicchettoState

CLASSES = sorted({type(rules.new_game(0)) for rules in PRESETS.values()}, key=lambda c: c.__name__)


def save_of(name: str) -> str:
    state = PRESETS[name].new_game(7)
    for _ in range(3):                      # a few moves in, not just the deal
        if not state.is_over():
            state.play(state.legal_moves()[0])
    return state.to_json()


def test_the_presets_have_four_state_classes():
    assert {c.__name__ for c in CLASSES} == {"PicchettoState", "TableState", "VoleurState", "AuctionState"}


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_state_class_loads_its_own_saves_and_refuses_the_others_by_name(cls, name):
    own = type(PRESETS[name].new_game(0))
    text = save_of(name)
    if cls is own or cls is PicchettoState:         # PicchettoState.from_json loads every save
        loaded = cls.from_json(text)
        assert type(loaded) is own and loaded.to_json() == text
        return
    with pytest.raises(CardkitError) as refused:
        cls.from_json(text)
    message = str(refused.value)
    assert message == (f"this save is of {name}, a game {cls.__name__} does not play: "
                       "PicchettoState.from_json loads it")
    assert len(message) <= 160 and isinstance(refused.value, ValueError)
    assert type(PicchettoState.from_json(text)) is own      # the loader of every save


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_state_class_is_not_started_with_another_variant_s_rules(cls, name):
    own = type(PRESETS[name].new_game(0))
    if cls is own or cls is PicchettoState:       # PicchettoState(rules) starts every variant
        assert type(cls(PRESETS[name], 1)) is own
        return
    with pytest.raises(CardkitError, match=f"^{cls.__name__} does not play {name}: "
                                           f"PicchettoState\\({name}, seed\\) starts that game$"):
        cls(PRESETS[name], 1)


def test_an_auction_save_with_its_rules_emptied_is_refused():
    data = json.loads(save_of("AUCTION"))
    data["rules"] = {}
    auction = type(PRESETS["AUCTION"].new_game(0))
    with pytest.raises(CardkitError, match="^this save is of ITALIANO, a game AuctionState does not play"):
        auction.from_json(json.dumps(data))


def test_the_refusals_speak_italian_too():
    from cardkit import i18n

    voleur = type(PRESETS["VOLEUR"].new_game(0))
    with i18n.language("it"), pytest.raises(CardkitError) as refused:
        voleur.from_json(save_of("ITALIANO"))
    assert str(refused.value) == ("questo salvataggio è di ITALIANO, un gioco che VoleurState non gioca: "
                                  "lo carica PicchettoState.from_json")
