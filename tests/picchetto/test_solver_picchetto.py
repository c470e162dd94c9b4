"""The double-dummy solver: exact against brute force, consistent with the
engine's scoring, refuses what it cannot solve."""

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import CardkitError, cards
from cardkit.picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, ComputerPlayer, RandomPlayer, double_dummy, deal_order,
)
from cardkit.picchetto.solver import brute_force

PRESETS = (ITALIANO, RUBICON, PICCHETTO_150)


def ending(rules, seed: int, tricks: int, player, extra_card: bool):
    """A seeded deal played by ``player`` until ``tricks`` tricks are left,
    one card further into the next trick when ``extra_card``."""
    s = rules.new_game(seed)
    while not (s.phase == "play" and sum(s.tricks_won) + tricks >= 12):
        s.play(player(s))
    if extra_card:
        s.play(player(s))
    return s


def to_play(rules, seed: int):
    """A seeded deal at its first lead, after ComputerPlayer's exchanges
    (declaring everything: the seeds below were chosen for what they hold)."""
    s = rules.new_game(seed)
    cp = ComputerPlayer(conceal=False)
    while s.phase != "play":
        s.play(cp(s))
    return s


def test_agrees_with_brute_force_on_120_seeded_endings_of_one_to_four_tricks():
    for i in range(120):
        rules = PRESETS[i % 3]
        player = ComputerPlayer() if i % 4 < 2 else RandomPlayer(i)
        s = ending(rules, i, 1 + i % 4, player, extra_card=i % 5 == 0)
        assert s.phase == "play"
        assert double_dummy(s).value == brute_force(s), (rules.name, i)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), tricks=st.integers(1, 3), preset=st.sampled_from(PRESETS),
       extra=st.booleans())
def test_agrees_with_brute_force_on_random_endings(seed, tricks, preset, extra):
    s = ending(preset, seed, tricks, RandomPlayer(seed), extra)
    assert double_dummy(s).value == brute_force(s)


# PICCHETTO_150 as it was before it counted text 003's punto di presa on
# every trick, with a capot that may complete the Sessanta (an option now)
CAPOT_PIQUE = PICCHETTO_150.replace(trick_points="lead", capot_in_pique=True)


@pytest.mark.parametrize("rules, seed", [(ITALIANO, 81), (ITALIANO, 183), (CAPOT_PIQUE, 236),
                                         (CAPOT_PIQUE, 311), (RUBICON, 343), (PICCHETTO_150, 183),
                                         (PICCHETTO_150, 645)])
def test_the_sessanta_still_possible_is_counted_like_the_engine(rules, seed):
    # the younger has scored nothing so far: the elder's Sessanta is alive
    s = to_play(rules, seed)
    cp = ComputerPlayer()
    while sum(s.tricks_won) < 9:
        s.play(cp(s))
    younger = s.dealer
    assert s.log.totals[younger] == 0 and not s._bonus_done
    assert double_dummy(s).value == brute_force(s)


def test_the_sessanta_is_worth_30_in_the_value():
    s = to_play(CAPOT_PIQUE, 236)
    cp = ComputerPlayer()
    while sum(s.tricks_won) < 9:
        s.play(cp(s))
    dd = double_dummy(s)
    log = s.log
    before = len(log)
    for c in dd.line:
        s.play(c)
    said = [ev.key for ev in list(log)[before:]]
    assert "picchetto.ev.sessanta" in said


def test_every_best_move_and_only_they_reach_the_value():
    for i in range(24):
        s = ending(PRESETS[i % 3], 1000 + i, 3, RandomPlayer(i), extra_card=False)
        dd = double_dummy(s)
        me = s.current_player()
        for m in s.legal_moves():
            c = s.copy()
            c.play(m)
            if c.phase != "play":
                continue
            # the opponent's brute-force value from there, seen from me
            v = brute_force(c) if c.current_player() == me else -brute_force(c)
            gained = (c.log.totals[me] - s.log.totals[me]) - (c.log.totals[1 - me] - s.log.totals[1 - me])
            assert (m in dd.best_moves) == (gained + v == dd.value), (i, m)


@pytest.mark.parametrize("rules", PRESETS + (ITALIANO.replace(deck="bergamasche"),
                                             ITALIANO.replace(trick_points="two", must_take=False)))
def test_the_value_is_what_the_engine_scores_along_the_solvers_line(rules):
    # the presets as they are: the first deal of a match is never cut short
    for seed in range(4):
        s = to_play(rules, seed)
        dd = double_dummy(s)
        me = s.current_player()
        log = s.log
        start = list(log.totals)
        assert set(dd.best_moves) <= set(s.legal_moves()) and dd.line[0] in dd.best_moves
        for c in dd.line:
            s.play(c)
        assert len(s.deal_results) == 1 and log is s.logs[0]
        got = (log.totals[me] - start[me]) - (log.totals[1 - me] - start[1 - me])
        assert got == dd.value


@pytest.mark.parametrize("rules", PRESETS)
def test_the_tricks_are_those_of_the_line(rules):
    for seed in range(3):
        s = to_play(rules.single_deal(), seed)
        dd = double_dummy(s)
        for c in dd.line:
            s.play(c)
        assert s.is_over() and s.tricks_won == dd.tricks


def test_a_whole_open_deal_is_solved_with_every_card_accounted_for():
    s = to_play(RUBICON.replace(open_hands=True).single_deal(), 11)
    dd = double_dummy(s)
    assert len(dd.line) == 24 and sorted(dd.line) == sorted(s.hand(0) + s.hand(1))
    assert dd.nodes > 0 and str(dd).startswith(f"player {s.current_player() + 1} to move")
    assert dd.text("it").startswith(f"tocca al giocatore {s.current_player() + 1}")


MAJORITY_RULES = ITALIANO.replace(first_dealer=1, elder_min_exchange=0, younger_min_exchange=0).single_deal()


def majority_position():
    """Ten tricks played by hand: the elder (player 1) has lost four heart
    tricks and won six in spades; he leads to the last two tricks holding AD
    and 7C, the younger 9C and 10C."""
    elder = "7H 8H 9H AS KS QS JS 10S 9S 7D AD 7C"
    younger = "JH QH KH AH 7S 9C 10C 8D 9D 10D JD QD"
    s = MAJORITY_RULES.new_game(0, deal=deal_order(elder, younger, (), MAJORITY_RULES))
    for m in ("exchange none", "exchange none", "declare", "declare"):
        s.play(m)
    for m in "7H JH QH 8H KH 9H AH 7D 7S 9S AS 8D KS 9D QS 10D JS JD 10S QD".split():
        s.play(m)
    return s


def test_cash_the_master_for_the_majority():
    # AD first: 7 tricks to 5 and the 10 for the cards (lead 1 + lead 1 + 10,
    # against his trick and last trick: +10); 7C first: he takes both last
    # tricks, 6 to 6, and scores 3 against 1 (-2)
    s = majority_position()
    assert s.tricks_won == (6, 4) and s.current_player() == 0
    dd = double_dummy(s)
    assert dd.best_moves == tuple(cards("AD")) and dd.value == 10 and dd.tricks == (1, 1)
    assert dd.line == tuple(cards("AD 9C 7C 10C"))


def test_refuses_a_state_not_in_the_play_phase():
    s = ITALIANO.new_game(1)
    with pytest.raises(CardkitError) as e:
        double_dummy(s)
    assert "play phase" in str(e.value) and "exchange" in str(e.value)
    assert "fase del gioco delle carte" in e.value.message("it") and "accomodo" in e.value.message("it")
    with pytest.raises(CardkitError) as e:
        double_dummy("AS KS")
    assert "PicchettoState" in str(e.value)
    with pytest.raises(CardkitError):
        brute_force(s)
