"""The Scopa lesson helpers of lessons 04-06 (the end of cardkit.lesson.scopa),
on worked examples from the rule text (seed 002) and the lessons themselves."""

import re

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import CardkitError
from cardkit.i18n import language
from cardkit.lesson.scopa import (
    computer_moves, count_aloud, count_primiera, deal, first_hand, match_won_by, new_deal, piles,
    point_and_hand, points_in_words, primiera_ladder, primiera_ranks, primiera_table, scope_of,
    score_table, still_out, targets_table, unseen_cards, weighed_moves)
from cardkit.scopa import RuleBasedPlayer, primiera, score_hand

# lesson 04's pile: best cards 7d (21), Ac (16), 3s (13), 6b (18)
PILE = "7d 2d Fd Ac 5c Rc 3s Cs 6b 4b Fb"


def one_sentence(message: str) -> bool:
    return bool(message) and not re.search(r"[.!?] [A-Za-z]", message.rstrip("."))


def refusal(call, *args, **kwargs):
    with pytest.raises(CardkitError) as info:
        call(*args, **kwargs)
    english, italian = info.value.message("en"), info.value.message("it")
    assert one_sentence(english) and one_sentence(italian), (english, italian)
    assert english != italian
    return english, italian


# --- lesson 04 --------------------------------------------------------------

def test_primiera_ranks_run_from_the_seven_down_to_the_figures():
    assert [c.rank for c in primiera_ranks()] == list("76A5432FCR")
    assert {c.suit for c in primiera_ranks()} == {"d"}


def test_primiera_table_puts_each_value_for_taking_beside_its_primiera_value():
    lines = str(primiera_table()).splitlines()
    assert lines[0] == "| card | 7 | 6 | A | 5 | 4 | 3 | 2 | F | C | R |"
    assert lines[2] == "| value for taking | 7 | 6 | 1 | 5 | 4 | 3 | 2 | 8 | 9 | 10 |"
    assert re.findall(r"\*\*(\d+)\*\*", lines[3]) == ["21", "18", "16", "15", "14", "13", "12", "10", "10", "10"]
    assert primiera_table()._repr_markdown_() == str(primiera_table())
    with language("it"):
        assert str(primiera_table()).startswith("| carta | 7 |")


def test_primiera_ladder_labels_each_card_with_its_value():
    assert "21: 7 of coins; 18: 6 of coins; 16: ace of coins" in repr(primiera_ladder())


def test_count_primiera_counts_lesson_04s_pile_suit_by_suit():
    lines = str(count_primiera(PILE)).splitlines()
    assert [re.search(r"best: (\w+) \((\d+)\)", l).groups() for l in lines[:4]] == [
        ("7d", "21"), ("Ac", "16"), ("3s", "13"), ("6b", "18")]
    assert [int(l.rsplit(" ", 1)[1]) for l in lines[:4]] == [21, 37, 50, 68]
    assert lines[4] == "primiera: 68" and primiera(PILE) == 68


def test_count_primiera_says_a_missing_suit_means_no_primiera():
    text = str(count_primiera("7d 7c 7s 6d 6c 6s"))
    assert "batons" in text.splitlines()[3] and "no primiera" in text.splitlines()[3]
    assert text.splitlines()[-1] == "primiera: none, a suit is missing"
    with language("it"):
        assert str(count_primiera("7d 7c 7s")).splitlines()[-1] == "primiera: nessuna, manca un seme"


def test_count_aloud_counts_anna_and_bruno_like_lesson_04():
    text = str(count_aloud(["7d Ad 5c 5s 2b Rb", "2d 3d 4c 6s Fs"]))
    anna, bruno = text.splitlines()
    assert anna.startswith("player 1: cards  6  coins 2  settebello yes  primiera 63 (7d:21 + 5c:15 + 5s:15 + 2b:12)")
    assert bruno.startswith("player 2: cards  5  coins 2  settebello no   primiera none")
    assert anna.endswith("scope 0")
    with language("it"):
        assert str(count_aloud(["7d", "6d"], [1, 0])).splitlines()[0].startswith(
            "giocatore 1: carte  1  denari 1  settebello sì")


def test_piles_and_scope_of_a_finished_hand_score_as_the_game_did():
    record = first_hand(17)
    taken, scope = piles(record), scope_of(record)
    assert scope == {1: 1, 2: 0}
    assert str(count_aloud(taken, scope)).splitlines()[1].startswith(
        "player 2: cards 18  coins 4  settebello yes  primiera 84")
    scores = score_hand([taken[1], taken[2]], scope=[scope[1], scope[2]])
    assert [s.total for s in scores] == [3, 2] == [s.total for s in record.scores]


@settings(max_examples=12, deadline=None)
@given(number=st.integers(0, 100_000), players=st.sampled_from([2, 3, 4]))
def test_rebuilt_piles_always_score_what_the_game_scored(number, players):
    record = first_hand(number, players)
    taken, scope = piles(record), scope_of(record)
    scores = score_hand(list(taken.values()), scope=list(scope.values()))
    assert scores == record.scores
    assert sum(len(p) for p in taken.values()) == 40 or record.leftovers_to is None


def test_score_table_has_one_row_per_player_counted_from_1():
    scores = score_hand(["7d 6d Ad Ac 6c 2s 7s 4b Rb", "2d 3d 5c Fc 6s Cs 7b Fb"], scope=[0, 1])
    lines = str(score_table(scores)).splitlines()
    assert lines[0] == "|  | carte | denari | settebello | primiera | scope | **total** |"
    assert lines[2] == "| player 1 | 1 | 1 | 1 | 1 | 0 | **4** |"
    assert lines[3] == "| player 2 | 0 | 0 | 0 | 0 | 1 | **1** |"
    with_napola = score_hand(["Ad 2d 3d 4d", "5d"], napola=True)
    assert "| napola |" in str(score_table(with_napola)) and "| 4 | **" in str(score_table(with_napola))


def test_points_in_words_says_nothing_in_the_edition_language():
    nothing, some = score_hand(["2c", "7d 3c"])
    assert str(points_in_words(nothing)) == "nothing"
    assert str(points_in_words(some)).startswith("carte: most cards (2), denari: most coins (1), settebello")
    with language("it"):
        assert str(points_in_words(nothing)) == "niente"


def test_lesson_04_helpers_refuse_bad_piles_and_scope():
    assert "share a card" in refusal(count_aloud, ["7d Ad", "7d 2c"])[0]
    refusal(count_aloud, "7d 2c")
    refusal(count_aloud, ["7d"])
    refusal(count_aloud, {1: "7d", 3: "2c"})
    refusal(count_aloud, ["7d", "2c"], [1])
    refusal(count_aloud, ["7d", "2c"], [1, -1])
    refusal(count_aloud, ["7d", "2c"], [True, 0])
    refusal(score_table, [1, 2])
    refusal(score_table, "scores")
    refusal(points_in_words, 3)
    refusal(scope_of, "record")


# --- lesson 05 --------------------------------------------------------------

def test_targets_table_reads_the_traditional_targets_from_the_rules():
    rows = str(targets_table()).splitlines()[2:]
    assert [r.rsplit("|", 2)[1].strip() for r in rows] == ["11", "16", "21", "21"]
    assert "two pairs" in rows[2] and "napola" in rows[3]
    with language("it"):
        assert "traguardo tradizionale" in str(targets_table()) and "due coppie" in str(targets_table())


@pytest.mark.parametrize("scores,target,winner", [
    ((11, 9), 11, 1), ((12, 12), 11, None), ((10, 3), 11, None), ((13, 11), 11, 1),
    ((9, 11), 11, 2), ((16, 17, 18), 16, 3), ((17, 17, 12), 16, None), ((14 + 2, 12 + 5, 15 + 3), 16, 3)])
def test_match_won_by_needs_the_target_and_the_lead_alone(scores, target, winner):
    assert match_won_by(scores, target) == winner


def test_match_won_by_refuses_what_is_not_a_score():
    with pytest.raises(CardkitError):
        match_won_by("11 to 9", 11)
    with pytest.raises(CardkitError):
        match_won_by((11, 9), 0)


def test_computer_moves_plays_the_advice_for_every_seat():
    by_hand = new_deal(28)
    bot = RuleBasedPlayer()
    for turn in range(18):
        by_hand.play(bot.choose(by_hand))
    helped = computer_moves(new_deal(28), 18)
    assert helped.history == by_hand.history
    assert len(computer_moves(new_deal(28), 0).history) == len(new_deal(28).history)


def test_computer_moves_goes_on_into_the_next_hand_and_stops_at_the_end_of_the_match():
    game = computer_moves(new_deal(3), 40)
    assert game.hands_played == 1
    english, italian = refusal(computer_moves, new_deal(3), 10_000)
    assert "match ends" in english and "partita finisce" in italian
    refusal(computer_moves, new_deal(3), -1)
    refusal(computer_moves, new_deal(3), True)
    refusal(computer_moves, "deal 3", 1)


def test_weighed_moves_shows_tip_1_the_settebello_is_never_laid_down():
    tip1 = deal(table="Rb 6s Fd Cc", player_1="Rd", player_2="7d 4b 2s")
    tip1.play("Rd:Rb")
    weighed = weighed_moves(tip1)
    assert [str(m) for m, s in weighed] == ["2s", "4b", "7d"]
    assert weighed[-1][1] < weighed[0][1] - 50
    assert weighed[0][0] == RuleBasedPlayer().choose(tip1)
    assert [s for m, s in weighed] == sorted((s for m, s in weighed), reverse=True)


def test_weighed_moves_shows_tip_2_do_not_leave_ten_or_less():
    tip2 = deal(table="Ad 2c 5s 7b", player_1="Cd", player_2="3s Rb Fc")
    tip2.play("Cd:2c+7b")
    weighed = dict((str(m), s) for m, s in weighed_moves(tip2))
    assert weighed["3s"] < weighed["Fc"] and weighed["3s"] < weighed["Rb"]


def test_unseen_cards_are_what_the_player_to_play_has_not_seen():
    half = computer_moves(new_deal(28), 18)
    unseen = unseen_cards(half)
    seat = half.current_player()
    assert len(unseen) == 15
    assert not (unseen & set(half.hand(seat))) and not (unseen & set(half.table))
    assert str(still_out(unseen, "7")) == "7d 7b"
    assert str(still_out(unseen, "A")) == "none"
    with language("it"):
        assert str(still_out(unseen, "A")) == "nessuno"
    refusal(still_out, unseen, "8")
    refusal(still_out, unseen, 7)


# --- lesson 06 --------------------------------------------------------------

def test_point_and_hand_counts_the_hands_the_scorer_also_won():
    records = [first_hand(n) for n in range(12)]
    for point in ("settebello", "carte", "denari", "primiera"):
        decided, won = point_and_hand(records, point)
        scored = [r for r in records if any(getattr(s, point) for s in r.scores)]
        assert decided == len(scored)
        assert won == sum(max(r.scores, key=lambda s: getattr(s, point)).total
                          > min(r.scores, key=lambda s: getattr(s, point)).total for r in scored)
    # the settebello is never tied: somebody always takes it
    assert point_and_hand(records, "settebello")[0] == len(records)


def test_point_and_hand_refuses_other_points_and_other_tables():
    records = [first_hand(1)]
    refusal(point_and_hand, records, "scope")
    refusal(point_and_hand, [first_hand(1, players=3)], "carte")
    refusal(point_and_hand, [], "carte")

