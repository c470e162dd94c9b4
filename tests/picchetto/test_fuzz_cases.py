"""Picchetto's cases of the discovery fuzz (issue 21 §1): each input the
fuzz found answered with a raw exception is now refused in one sentence,
checked word for word in both languages."""

import pytest

from cardkit import picchetto
from cardkit.errors import CardkitError
from cardkit.picchetto import ITALIANO, PICCHETTO_TRE, PicchettoState


def refusal(f, *args, **kw) -> tuple:
    """The (English, Italian) sentences of the refusal ``f(*args, **kw)`` raises."""
    with pytest.raises(CardkitError) as caught:
        f(*args, **kw)
    return caught.value.message("en"), caught.value.message("it")


def test_a_deal_log_of_two_to_the_sixty_four_sides_is_refused():
    # it was [0] * 2**64: an OverflowError (a MemoryError for 10**9)
    assert refusal(picchetto.DealLog, 2**64) == (
        "DealLog: sides must be a whole number from 1 to 4, not 18446744073709551616",
        "DealLog: sides deve essere un numero intero da 1 a 4, non 18446744073709551616")


def test_a_deal_log_refuses_starting_totals_that_are_not_one_number_per_side():
    assert refusal(picchetto.DealLog, 2, [0, True])[0] == (
        "DealLog: start must be a list of 2 whole numbers, not [0, True]")
    assert picchetto.DealLog(2, [3, 4]).totals == [3, 4]


def test_a_score_log_refuses_a_side_it_does_not_count():
    log = picchetto.DealLog(2)
    assert refusal(log.add, 2, 10, "picchetto.ev.cards")[0] == (
        "DealLog.add: side must be a whole number from 0 to 1, not 2")
    log.add(1, 10, "picchetto.ev.cards")
    assert log.totals == [0, 10]


def test_a_player_name_of_text_is_refused():
    # fixed before the fuzz (tests/test_seats_refused.py); here the sentence itself
    state = PicchettoState(ITALIANO, seed=1)
    assert refusal(state.player_name, "x") == (
        "player_name: player must be a whole number from 0 to 1, not 'x'",
        "player_name: player deve essere un numero intero da 0 a 1, non 'x'")
    assert state.player_name(0) == "player 1 (elder)"


def test_a_table_side_name_outside_the_table_is_refused():
    state = PICCHETTO_TRE.new_game(1)
    assert refusal(state.side_name, 3)[0] == (
        "side_name: side must be a whole number from 0 to 2, not 3")


def test_a_computer_player_refuses_what_is_not_a_deal():
    assert refusal(picchetto.ComputerPlayer(), None)[0] == (
        "ComputerPlayer.choose: state must be a Picchetto deal state, not None")
    state = ITALIANO.new_game(1)
    assert state.is_legal(picchetto.ComputerPlayer()(state))


def test_play_out_refuses_players_that_are_not_one_callable_per_seat():
    state = ITALIANO.new_game(1)
    assert refusal(picchetto.play_out, state, "xx")[0] == (
        "play_out: players must be a list of 2 players (one callable per seat), not 'xx'")
    assert refusal(picchetto.play_out, state, [picchetto.RandomPlayer(1)] * 2, max_moves=10**9)[0] == (
        "play_out: max_moves must be a whole number from 1 to 100000, not 1000000000")


def test_numbers_in_words_stop_at_six_digits():
    from cardkit.picchetto.words import number_words
    assert number_words(16, "it") == "Sedici"
    assert refusal(number_words, 10**5000)[0].startswith(
        "number_words: n must be a whole number from -999999 to 999999, not ")


def test_a_contract_is_checked_where_it_is_made():
    from cardkit.picchetto.auction import Contract
    assert refusal(Contract, 0, 13, False)[0] == (
        "Contract: tricks must be a whole number from 7 to 12, not 13")
    assert Contract(0, 8, False, 2).result(9) == (True, 60, 1)
