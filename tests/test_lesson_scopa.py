"""cardkit.lesson.scopa: the Scopa helpers the lessons call, on worked examples.

The positions are the rule text's own (seed 002: table 2, 3, 5, fante) and the
seeded deals the lessons show (deal number 17, the first hand played by the
computer).
"""

from __future__ import annotations

import pytest

from cardkit import CardSet, cards, language
from cardkit.errors import CardkitError
from cardkit.lesson import scopa as ls
from cardkit.scopa import RandomPlayer, ScopaRules, ScopaState, score_hand

RULE_TABLE = "2d 3c 5s Fb"


# --------------------------------------------------------------------------
# Deals made by hand
# --------------------------------------------------------------------------

def test_deal_by_hand_gives_the_table_and_the_hand_asked_for():
    game = ls.deal(table=RULE_TABLE, player_1="5c Fc 6c")
    assert game.table == cards(RULE_TABLE)
    assert ls.hand_of(game, 1) == cards("5c 6c Fc")
    assert ls.to_play(game) == "player 1"
    assert ls.moves(game) == ["5c:5s", "6c", "Fc:Fb"]          # sorted, as the engine gives them


def test_deal_gives_both_players_their_cards_and_three_players_work():
    game = ls.deal(table="Ad 2c 3s 4b", player_1="Rc 5d 6s", player_2="2d 3d 4d")
    assert ls.hand_of(game, 2) == cards("2d 3d 4d")
    three = ls.deal(table="Ad 2c 3s 4b", players=3, player_3="Rd Rc Rs")
    assert ls.hand_of(three, 3) == cards("Rd Rc Rs")


def test_a_sweep_is_counted_for_player_1():
    game = ls.deal(table="Ad 2c 3s 4b", player_1="Rc 5d 6s")
    said = ls.try_play(game, "Rc:Ad+2c+3s+4b")
    assert said == "Rc:Ad+2c+3s+4b -> played: Rc takes Ad + 2c + 3s + 4b"
    assert game.table == cards("")
    assert ls.scope_count(game) == "player 1: 1, player 2: 0"
    assert ls.to_play(game) == "player 2"


def test_try_play_refuses_a_sum_when_the_equal_card_is_there_and_changes_nothing():
    game = ls.deal(table=RULE_TABLE, player_1="5c Fc 6c")
    for attempt in ["5c:2d+3c", "5c", "Fc:3c+5s", "7d"]:
        said = ls.try_play(game, attempt)
        assert said.startswith(f"{attempt:9} -> refused: ")
    assert "never a sum" in ls.try_play(game, "5c:2d+3c")
    assert ls.hand_of(game, 1) == cards("5c 6c Fc") and game.table == cards(RULE_TABLE)
    with language("it"):
        assert "rifiutata" in ls.try_play(game, "5c")


def test_three_kings_on_the_table_void_the_deal():
    waiting = ls.deal(table="Rd Rc Rs 5b", auto_redeal=False)
    assert ls.waiting_for_deal(waiting)
    ls.deal_again(waiting)
    assert not ls.waiting_for_deal(waiting)
    assert len(waiting.table) == 4 and sum(c.rank == "R" for c in waiting.table) < 3
    with pytest.raises(CardkitError, match="only for a deal that did not count"):
        ls.deal_again(waiting)
    # by default the game deals again by itself, and gives the same new deal
    again = ls.deal(table="Rd Rc Rs 5b")
    assert not ls.waiting_for_deal(again) and again.table == waiting.table


def test_new_deal_is_the_numbered_shuffle():
    game7 = ls.new_deal(7)
    same = ScopaState(ScopaRules(players=2), seed=7)
    assert game7.table == same.table and ls.hand_of(game7, 2) == same.hand(1)
    assert game7.stock_size == 30
    picture = ls.show_deal(game7)
    assert "player 1" in picture.markup and "player 2" in picture.markup and "table" in picture.markup
    with language("it"):
        assert "giocatore 2" in ls.show_deal(game7).markup


# --------------------------------------------------------------------------
# Captures: the rule text's example
# --------------------------------------------------------------------------

def test_takes_the_rule_texts_four_cards():
    assert ls.takes("5c", RULE_TABLE) == "5s"
    assert ls.takes("Fc", RULE_TABLE) == "Fb"
    assert ls.takes("Rc", RULE_TABLE) == "2d+Fb or 2d+3c+5s"
    assert ls.takes("6c", RULE_TABLE) == "nothing: it stays on the table"
    with language("it"):
        assert ls.takes("Rc", RULE_TABLE) == "2d+Fb oppure 2d+3c+5s"
        assert ls.takes("6c", RULE_TABLE) == "nulla, resta in tavola"


def test_sums_aloud_adds_up_each_choice():
    lines = ls.sums_aloud("Rs", "Ac 2d 3b 5s 7c").splitlines()
    assert [line.split("(")[1] for line in lines] == ["3 + 7 = 10)", "1 + 2 + 7 = 10)", "2 + 3 + 5 = 10)"]
    assert ls.sums_aloud("6c", RULE_TABLE) == "nothing: it stays on the table"


def test_choices_list_each_group_as_a_learner_writes_it():
    assert ls.choices("Rc", RULE_TABLE) == ["2d Fb", "2d 3c 5s"]
    assert repr(ls.choices("Rc", RULE_TABLE)) == "[2d Fb, 2d 3c 5s]"
    assert ls.choices("5c", "5d 5s 2b") == ["5d", "5s"]          # one of the equal cards, your choice
    assert ls.choices("6c", RULE_TABLE) == []


def test_show_choices_draws_one_labelled_group_per_capture():
    svg = ls.show_choices("Rc", RULE_TABLE).markup
    assert "choice 1" in svg and "choice 2" in svg and "choice 3" not in svg
    assert "table" in ls.show_choices("6c", RULE_TABLE).markup
    with language("it"):
        assert "scelta 2" in ls.show_choices("Rc", RULE_TABLE).markup


def test_cards_that_take_are_the_ones_that_must_take():
    assert ls.cards_that_take("5c 6c Fc", RULE_TABLE) == cards("5c Fc")
    assert ls.cards_that_take("6c", RULE_TABLE) == cards("")


# --------------------------------------------------------------------------
# Finished hands: deal number 17, first hand, computer players
# --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def hand17():
    return ls.first_hand(17)


def test_play_hand_plays_to_the_end_of_the_hand_only(hand17):
    game = ls.new_deal(17)
    record = ls.play_hand(game)
    assert game.hands_played == 1 and not game.is_over()
    assert record == hand17 and len(record.plays) == 36
    assert ls.describe(record.plays[2]) == " 3. player 1: 5c takes 5b — scopa!"
    # another computer player may be given
    other = ls.play_hand(ls.new_deal(17), player=RandomPlayer(seed=1))
    assert len(other.plays) == 36


def test_piles_hold_every_card_once_and_score_like_the_record(hand17):
    taken = ls.piles(hand17)
    assert sorted(taken) == [1, 2]
    assert len(taken[1]) + len(taken[2]) == 40 and not (taken[1] & taken[2])
    scope = [s.scope for s in hand17.scores]
    assert [s.total for s in score_hand([taken[1], taken[2]], scope=scope)] == [s.total for s in hand17.scores]
    # the leftovers went to the last taker, player 2, and are in their pile
    assert ls.leftovers(hand17) == "3c 4c 7d Fb go to player 2"
    assert CardSet("3c 4c 7d Fb") <= taken[2]


def test_piles_at_four_players_are_the_two_pairs():
    record = ls.first_hand(5, players=4)
    taken = ls.piles(record)
    assert sorted(taken) == [1, 2] and len(taken[1]) + len(taken[2]) == 40
    assert "pair 2" in ls.leftovers(record)


def test_the_last_card_may_sweep_but_is_no_scopa():
    from cardkit.exercises.scopa import sweep_deal
    record = ls.first_hand(sweep_deal())
    last = ls.last_play(record)
    assert last.table_after == () and last.taken and not last.scopa
    assert ls.play_summary(last) == (f"table before: {' '.join(map(str, last.table_before))} | played: {last.card}"
                                     f" | took: {' '.join(map(str, last.taken))} | table after: empty")


def test_leftovers_go_to_the_last_taker_not_the_last_player():
    from cardkit.exercises.scopa import leftover_deal
    record = ls.first_hand(leftover_deal())
    assert ls.last_capture(record).player == 0 and ls.last_play(record).player == 1
    assert ls.leftovers(record) == "Ab 7b go to player 1"
    with language("it"):
        assert ls.leftovers(record) == "Ab 7b vanno a: giocatore 1"


def test_hand_log_marks_rounds_scope_and_leftovers(hand17):
    log = ls.hand_log(hand17).splitlines()
    assert log[0] == "-- round 1: each player gets 3 cards --"
    assert sum(line.startswith("-- round") for line in log) == 6
    assert log[3].startswith(" 3. player 1: 5c takes 5b — scopa!") and log[3].endswith("table: (empty)")
    assert log[-2] == "leftovers: 3c 4c 7d Fb go to player 2"
    assert log[-1] == "scope made: player 1: 1, player 2: 0"
    assert len(ls.hand_log(hand17, plays=6).splitlines()) == 7
    assert [p.index + 1 for p in ls.scope_plays(hand17)] == [3]


def test_show_play_and_show_by_suit_draw_labelled_cards(hand17):
    svg = ls.show_play(hand17.plays[0]).markup
    assert "table before" in svg and "played" in svg and "took" in svg
    pile_svg = ls.show_by_suit(ls.piles(hand17)[1]).markup
    assert all(word in pile_svg for word in ("coins", "cups", "swords", "batons"))
    with language("it"):
        assert "denari" in ls.show_by_suit("7d").markup


# --------------------------------------------------------------------------
# Dealing facts
# --------------------------------------------------------------------------

def test_rounds_table_adds_up_to_forty_cards():
    table = ls.rounds_table()
    rows = table.splitlines()[2:]
    assert [row.split("|")[3].strip() for row in rows] == ["6", "4", "3"]
    assert all(row.endswith("= 40 |") for row in rows)
    assert table._repr_markdown_() == str(table)
    with language("it"):
        assert "giocatori" in ls.rounds_table()


def test_dealers_turn_to_the_next_player():
    assert ls.dealers(3, 4).splitlines() == [
        "hand 1: player 3 deals, player 1 plays first",
        "hand 2: player 1 deals, player 2 plays first",
        "hand 3: player 2 deals, player 3 plays first",
        "hand 4: player 3 deals, player 1 plays first",
    ]
    assert "player 0" not in ls.dealers(2, 6) and "player 0" not in ls.dealers(4, 8)


# --------------------------------------------------------------------------
# Refusals: one sentence, both languages
# --------------------------------------------------------------------------

@pytest.mark.parametrize("call, words", [
    (lambda: ls.deal(table=RULE_TABLE, players=5), "2, 3 or 4 players"),
    (lambda: ls.deal(table=RULE_TABLE, player_3="5c"), "player_1=..."),
    (lambda: ls.deal(table=RULE_TABLE, hand="5c"), "player_1=..."),
    (lambda: ls.hand_of(ls.new_deal(1), 0), "from 1 to 2"),
    (lambda: ls.hand_of(ls.new_deal(1), 3), "from 1 to 2"),
    (lambda: ls.hand_of("game", 1), "a game of Scopa"),
    (lambda: ls.new_deal(-1), "deal number"),
    (lambda: ls.new_deal("7"), "deal number"),
    (lambda: ls.piles("record"), "finished hand"),
    (lambda: ls.describe(None), "one play"),
    (lambda: ls.play_hand(ls.new_deal(1), player="strong"), "RuleBasedPlayer()"),
    (lambda: ls.try_play("game", "5c"), "a game of Scopa"),
    (lambda: ls.dealers(3, 0), "a count of hands or plays"),
    (lambda: ls.hand_log(ls.first_hand(17), plays=True), "a count of hands or plays"),
])
def test_bad_arguments_are_refused_in_one_sentence(call, words):
    with pytest.raises(CardkitError) as caught:
        call()
    error = caught.value
    assert words in str(error)
    for lang in ("en", "it"):
        text = error.message(lang).replace("...", "")
        assert text.count(". ") == 0 and "\n" not in text and len(text) < 160
    assert error.message("it") != error.message("en")


def test_a_finished_game_has_no_hand_to_play():
    game = ls.new_deal(3)
    while not game.is_over():
        ls.play_hand(game)
    with pytest.raises(CardkitError, match="over"):
        ls.play_hand(game)
