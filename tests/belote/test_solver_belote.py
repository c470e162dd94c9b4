"""The double-dummy solver: exact against plain minimax, consistent with the
engine's scoring, and strict about its input."""

import pytest

from cardkit import CardkitError, cards
from cardkit.belote import BELOTE, BeloteState, double_dummy
from cardkit.belote import rules as R
from cardkit.belote.solver import brute_force, card_values, seeded_ending

from belote_helpers import handmade


def endings(n):
    """``n`` seeded endings of 1 to 4 tricks, every fourth one in Senza
    Atout, with 0 to 3 cards already on the table."""
    for i in range(n):
        yield i, seeded_ending(i, 1 + i % 4, senza=i % 4 == 3, cards_played=(i // 4) % 4)


def test_solver_agrees_with_brute_force_on_120_endings():
    kinds = set()
    for i, state in endings(120):
        dd = double_dummy(state)
        assert dd.points == brute_force(state), i
        kinds.add((state.trump == R.NO_TRUMP, len(state.trick)))
    assert len(kinds) == 8   # trumps and Senza Atout, with 0 to 3 cards on the table


def won_so_far(state):
    return tuple(R.points_mask(state.won[s], state.trump) for s in (0, 1))


def test_every_best_move_reaches_the_value_and_no_other_does():
    for i, state in endings(40):
        dd = double_dummy(state, all_values=True)
        assert double_dummy(state).best_moves == dd.best_moves
        assert dd.points in dict(dd.move_values).values()
        for card, points in dd.move_values:
            assert (card in dd.best_moves) == (points == dd.points), i
            after = state.copy()
            after.play(card)
            if after.phase == "play":   # the value of a card is the value of the position it leads to
                assert double_dummy(after).final == tuple(w + p for w, p in zip(won_so_far(state), points)), i


def test_the_solvers_moves_played_out_score_what_it_said():
    for i, state in endings(24):
        dd = double_dummy(state)
        deal = len(state.deal_scores)
        while len(state.deal_scores) == deal:
            state.play(double_dummy(state).best_moves[-1])
        scored = state.deal_scores[-1]
        assert tuple(c + l for c, l in zip(scored.card_points, scored.last_trick)) == dd.final, i


def test_points_add_up_to_the_cards_left_and_the_last_trick():
    for i, state in endings(30):
        dd = double_dummy(state)
        h = state.hand_masks
        left = R.points_mask(h[0] | h[1] | h[2] | h[3], state.trump) + sum(
            R.POINTS[state.trump][c] for c in state.trick)
        assert sum(dd.points) in (left + R.LAST_TRICK, left + R.CAPOT)
        assert not dd.honours_included and not dd.belote_included and dd.last_trick_included


# a deal where North–South hold every master card: South (player 0, the
# taker) all eight trumps (hearts), North the aces and tens
CAPOT_HANDS = ["JH 9H AH 10H KH QH 8H 7H", "7S 8S 9S 7D 8D 9D 7C 8C",
               "AS AD AC 10S 10D 10C KS KD", "QS JS QD JD KC QC JC 9C"]


def capot_state():
    """The deal above after the bidding: South accepts hearts (the turned 7H)."""
    hs = [list(cards(h)) for h in CAPOT_HANDS]
    turned = cards("7H")[0]
    hs[0].remove(turned)
    first5 = [" ".join(map(str, h[:5])) for h in hs]
    rest = hs[0][5:7] + hs[1][5:8] + hs[2][5:8] + hs[3][5:8]
    s = handmade(first5, "7H", " ".join(map(str, rest)))
    s.play("accept")
    for _ in range(4):
        s.play("pass")
    assert s.phase == "play" and [set(h) for h in s.hands] == [set(cards(h)) for h in CAPOT_HANDS]
    return s


def test_a_capot_counts_100_for_the_last_trick():
    s = capot_state()
    assert double_dummy(s).points == (R.TOTAL_TRUMPS + R.CAPOT, 0)
    # South draws trumps for five tricks; three are left, the capot still on
    for m in "JH 7S 10S QS 9H 8S KS JS AH 9S AD QD 10H 7D 10D JD KH 8D KD KC".split():
        s.play(m)
    assert len(s.tricks) == 5 and s.trick_counts == [5, 0]
    dd = double_dummy(s)
    assert dd.points == brute_force(s) and dd.final == (R.TOTAL_TRUMPS + R.CAPOT, 0)


def test_card_values_on_masks_match_double_dummy():
    for i, state in endings(16):
        took = (1 if state.trick_counts[0] else 0) | (2 if state.trick_counts[1] else 0)
        values = card_values(state.hand_masks, state.trick, state.leader, state.trump, took)
        dd = double_dummy(state, all_values=True)
        assert sorted((int(c), v) for c, v in dd.move_values) == sorted(values.items())


def test_the_solver_refuses_what_is_not_a_play_position():
    bidding = BeloteState(BELOTE, 3)
    with pytest.raises(CardkitError, match="play phase"):
        double_dummy(bidding)
    with pytest.raises(CardkitError, match="BeloteState"):
        double_dummy("JH 9H AS")
    with pytest.raises(CardkitError, match="1 to 8 tricks"):
        seeded_ending(0, 9)


def test_the_solver_does_not_change_the_state():
    state = seeded_ending(5, 4, cards_played=2)
    before = (list(state.hand_masks), list(state.trick), state.history)
    double_dummy(state, all_values=True)
    assert (list(state.hand_masks), list(state.trick), state.history) == before


def test_the_summary_names_both_sides_in_both_languages():
    dd = double_dummy(seeded_ending(2, 2))
    from cardkit import i18n
    assert "North–South" in i18n.tr("belote.solver.repr", "en", ns=1, ew=2, player="x", best="y")
    assert "Nord–Sud" in i18n.tr("belote.solver.repr", "it", ns=1, ew=2, player="x", best="y")
    assert str(dd.points[0]) in str(dd)


def _has_unequal_neighbours(state) -> bool:
    """Whether the player to move holds two cards of one suit, worth
    different points, with no card of another hand or of the table between
    them in the suit's order: what the solver's equivalent-card bound skips."""
    t = state.trump
    me = state.to_move
    others = 0
    for p in range(4):
        if p != me:
            others |= state.hand_masks[p]
    for c in state.trick:
        others |= 1 << c
    mine = sorted(R.french_cards(state.hand_masks[me]), key=lambda c: (R.SUIT_INDEX[c], R.STRENGTH[t][c]))
    for a, b in zip(mine, mine[1:]):
        if R.SUIT_INDEX[a] != R.SUIT_INDEX[b] or R.POINTS[t][a] == R.POINTS[t][b]:
            continue
        lo, hi = R.STRENGTH[t][a], R.STRENGTH[t][b]
        if not any(R.SUIT_INDEX[x] == R.SUIT_INDEX[a] and lo < R.STRENGTH[t][x] < hi
                   for x in R.french_cards(others)):
            return True
    return False


def test_every_cards_value_is_the_brute_force_value_of_what_it_leads_to():
    """The value the solver gives each legal card, against plain minimax on
    the position after it, on endings (seeds rotating with each run) where
    the player to move holds neighbouring cards of unequal points, so that
    the bound on neighbours is used at the first move."""
    from property_runs import first_seed

    start = 5000 + first_seed() * 97
    checked = 0
    i = start
    while checked < 60:
        i += 1
        state = seeded_ending(i, 2 + i % 3, senza=i % 5 == 4, cards_played=i % 4)
        if not _has_unequal_neighbours(state):
            continue
        checked += 1
        dd = double_dummy(state, all_values=True)
        won = won_so_far(state)
        for card, points in dd.move_values:
            after = state.copy()
            after.play(card)
            if after.phase != "play":
                continue
            exact = brute_force(after)
            after_won = won_so_far(after)
            assert tuple(w + p for w, p in zip(won, points)) == tuple(a + e for a, e in zip(after_won, exact)), \
                (i, str(card))
        assert dd.points == brute_force(state), i
