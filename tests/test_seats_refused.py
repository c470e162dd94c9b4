"""A seat number from outside is a whole number of the table, or refused in
one sentence (issue 21's cases: hand(5), hand("0"), hand(-1) answering with
the last hand, view(9), player_name("x")); and every kit error, the bare
CardkitError included, is a ValueError, as cardkit/errors.py promises."""

from __future__ import annotations

import pytest

from cardkit.belote import BELOTE, BeloteState
from cardkit.errors import CardkitError
from cardkit.picchetto import ITALIANO, PicchettoState
from cardkit.scopa import ScopaRules, ScopaState

STATES = {
    "scopa-2": lambda: ScopaState(ScopaRules(), seed=1),
    "scopa-4": lambda: ScopaState(ScopaRules(players=4), seed=1),
    "picchetto": lambda: PicchettoState(ITALIANO, seed=1),
    "belote": lambda: BeloteState(BELOTE, seed=1),
}
SEATS = {"scopa-2": 2, "scopa-4": 4, "picchetto": 2, "belote": 4}
BAD = [-1, "0", 1.0, True, None, 2 ** 70, b"x", [0]]


@pytest.mark.parametrize("game", sorted(STATES))
@pytest.mark.parametrize("method", ["hand", "view", "player_name"])
def test_a_seat_outside_the_table_is_refused(game, method):
    state = STATES[game]()
    call = getattr(state, method, None)
    if call is None:
        pytest.fail(f"{game} has no {method}()")
    for seat in range(SEATS[game]):
        call(seat)
    for bad in BAD + [SEATS[game], 9]:
        if method == "player_name" and bad is None and game == "belote":
            continue  # "—": no seat yet (the dealer before the deal)
        with pytest.raises(CardkitError) as caught:
            call(bad)
        text = str(caught.value)
        assert "\n" not in text and len(text) <= 160, text
        assert "player" in text


def test_hand_minus_one_no_longer_answers_with_the_last_hand():
    state = ScopaState(ScopaRules(), seed=1)
    with pytest.raises(CardkitError):
        state.hand(-1)


def test_every_kit_error_is_a_value_error():
    assert issubclass(CardkitError, ValueError)
    assert isinstance(CardkitError("errors.tool.grade"), ValueError)
