"""cardkit.lesson.belote: the Belote helpers lessons 17-21 call, on worked examples.

The positions are the lessons' own: deal number 7 (West names spades in the
second round), deal 2 (everybody passes twice), the honours tables of lesson
18, the trick duties of lesson 19 (rule text 001), game 1's first deal (a
failed contract decided by honours) and game 100's tie «alla finestra».
Every number is checked against the engine it comes from, or against the
rule text's values, not against what the helper itself printed before.
"""

from __future__ import annotations

import re

import pytest

from cardkit import CardList, cards, i18n
from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer, card_points
from cardkit.errors import CardkitError, IllegalMoveError, InvalidInputError
from cardkit.lesson import belote as lb

ZERO = re.compile(r"\b(player|seat|side|giocatore|squadra)\s+0\b", re.I)


def lines_of(capsys) -> list[str]:
    out = capsys.readouterr().out
    assert not ZERO.search(out), out
    return out.splitlines()


# --------------------------------------------------------------------------
# Seats, the deal, the bidding (lesson 17)
# --------------------------------------------------------------------------

def test_seating_numbers_players_and_sides_from_1_in_the_order_of_play(capsys):
    lb.seating()
    out = lines_of(capsys)
    assert out[0].split()[:5] == ["player", "1:", "South", "side", "1"]
    assert "plays after West" in out[0]
    assert out[1].startswith("player 2: East") and "side 2 (East–West)" in out[1]
    assert out[3].startswith("player 4: West") and out[3].endswith("plays after North")
    assert [lb.player_number(s) for s in ("South", "East", "North", "West")] == [1, 2, 3, 4]
    assert lb.player_number("Ovest") == lb.player_number("player_4") == 4


def test_deal_7_is_dealt_three_then_two_from_the_dealers_right(capsys):
    game = BeloteState(BELOTE, seed=7)
    order = lb.dealing_order(game)
    assert len(order) == 32 and len(set(order)) == 32
    assert order[20] == game.turned
    # the player on the dealer's right gets cards 1-3 and 13-14, the dealer 10-12 and 19-20
    first, dealer = lb.served(game)[0], lb.served(game)[-1]
    assert dealer == game.dealer and first == game.eldest
    assert set(game.hand(first)) == set(order[0:3]) | set(order[12:14])
    assert set(game.hand(dealer)) == set(order[9:12]) | set(order[18:20])
    lb.first_deal(game)
    out = lines_of(capsys)
    assert out[0] == "South  gets 7C 10C 7S then 9C KH  ->  holds 7S KH 7C 9C 10C"
    assert out[3].startswith("West   gets AH JS KS then AD AC")
    assert out[-1] == "turned up: 10H"


def test_hands_marks_the_dealer_and_draws_the_turned_card_during_the_bidding():
    game = BeloteState(BELOTE, seed=7)
    picture = lb.hands(game)
    assert "West (dealer)" in picture.markup and "turned card" in picture.markup
    for move in ["pass"] * 7 + ["name S"] + ["pass"] * 4:
        game.play(move)
    assert "turned card" not in lb.hands(game).markup


def test_the_two_rounds_of_deal_7_said_aloud(capsys):
    game = BeloteState(BELOTE, seed=7)
    lb.now(game)
    assert lines_of(capsys) == ['now: first round of bidding - South may say "accept" (accepts), "pass" (passes)']
    lb.bid(game, "pass", "pass", "pass", "pass")
    lb.now(game)
    out = lines_of(capsys)
    assert out[:4] == ["South  passes", "East   passes", "North  passes", "West   passes"]
    assert out[4] == ('now: second round of bidding - South may say "name C" (names clubs), '
                      '"name D" (names diamonds), "name S" (names spades), "pass" (passes)')
    lb.bid(game, "pass", "pass", "pass", "name S")
    lb.now(game)
    assert lines_of(capsys)[-2:] == ["West   names spades",
                                     'now: the Senza Atout turn - South may say "pass" (passes), '
                                     '"senza" (calls Senza Atout)']


def test_a_refused_bid_stops_with_the_engines_sentence_and_changes_nothing(capsys):
    game = BeloteState(BELOTE, seed=7)
    lb.bid(game, "pass", "pass", "pass", "pass")
    before = game.history[:]
    with pytest.raises(IllegalMoveError):
        lb.bid(game, "name H", "pass")          # the turned suit, refused by all
    assert game.history == before
    assert "names hearts" not in capsys.readouterr().out


def test_completion_gives_the_taker_two_cards_and_the_turned_card(capsys):
    game = BeloteState(BELOTE, seed=7)
    lb.bid(game, *(["pass"] * 7 + ["name S"] + ["pass"] * 4))
    capsys.readouterr()
    lb.completion(game, BeloteState(BELOTE, seed=7))
    out = lines_of(capsys)
    west = next(line for line in out if line.startswith("West"))
    assert "10H" in west and west.endswith("8 cards")
    assert lb.hand_of(game, "West") == CardList(game.hand(3))
    assert set(cards("10H")) <= set(lb.hand_of(game, "player_4"))


def test_a_deal_passed_twice_is_void_and_the_deal_moves_right(capsys):
    void = BeloteState(BELOTE, seed=2)
    dealer = void.dealer
    lb.bid(void, *["pass"] * 8)
    assert void.void_deals == 1 and void.dealer == (dealer + 1) % 4
    assert len(lines_of(capsys)) == 8


def test_the_bidding_helpers_speak_italian(capsys):
    i18n.set_language("it")
    game = BeloteState(BELOTE, seed=7)
    lb.seating()
    lb.bid(game, "pass")
    out = lines_of(capsys)
    assert out[0].startswith("giocatore 1: Sud") and "squadra 1 (Nord–Sud)" in out[0]
    assert out[-1] == "Sud    passa"
    assert lb.move_words("name S") == "propone picche"
    assert lb.move_words("senza") == "dichiara Senza Atout"


# --------------------------------------------------------------------------
# Honours (lesson 18)
# --------------------------------------------------------------------------

def test_describe_counts_a_card_in_two_honours_and_the_belote_only_with_trumps():
    both = lb.describe("KS KH KD KC AS QS", "S")
    assert both.count(" 100") == 1 and both.count(" 20") == 2        # carré 100, terza 20, belote 20
    assert lb.describe("KH QH 7S 8D", None) == "no honours"              # no belote without trumps
    assert lb.describe("KS AS 7S") == "no honours"                       # sequences do not wrap round
    assert lb.describe("JS QS KS").endswith(" 20")


def test_a_carre_of_queens_beats_a_quinta_and_the_whole_side_scores():
    view = lb.at_table(trump="H", dealer="West", south="QS QH QD QC 7C 8D",
                       east="7S 8S 9S 10S JS", north="9H 10H JH", west="AC AD 9C")
    assert view.scoring_side == 0 and view.points == 120                # 100 + North's terza 20


def test_equal_sequences_go_to_the_player_nearest_the_dealers_right():
    hands = dict(south="9S 10S JS", east="9D 10D JD", north="7C AH", west="8C KH")
    assert lb.at_table(trump="C", dealer="South", **hands).scoring_side == 1   # East speaks first
    assert lb.at_table(trump="C", dealer="West", **hands).scoring_side == 0    # South speaks first


def test_seats_numbered_from_1_are_the_same_table():
    named = lb.at_table(trump="H", dealer="West", south="9S 9H 9D 9C", east="10S JS QS KS AS")
    numbered = lb.at_table(trump="H", dealer="player_4", player_1="9S 9H 9D 9C",
                           player_2="10S JS QS KS AS")
    assert (named.scoring_side, named.points) == (numbered.scoring_side, numbered.points) == (0, 150)


def test_four_eights_are_no_honour_and_a_terza_wins(capsys):
    lb.honours_aloud(south="8S 8H 8D 8C", east="9C 10C JC")
    out = lines_of(capsys)
    assert out[0].endswith("no honours")
    assert any(line.startswith("East–West score 20") for line in out)


def test_bad_seats_and_a_seat_given_twice_are_refused_in_one_sentence():
    with pytest.raises(InvalidInputError) as bad:
        lb.at_table(centre="7S")
    assert "South, East, North or West" in str(bad.value)
    with pytest.raises(InvalidInputError):
        lb.at_table(south="7S", player_1="8S")
    with pytest.raises(InvalidInputError):
        lb.at_table(trump="X", south="7S")
    with pytest.raises(InvalidInputError):
        lb.show_hands(player_5="7S")


def test_a_card_given_to_two_seats_is_refused_by_name():
    # lesson 18's "Try it" once gave 9C to South and to West: the table must say so
    with pytest.raises(InvalidInputError) as two:
        lb.at_table(trump="H", south="9S 9H 9D 9C", west="7C 8C 9C 10C")
    assert str(two.value) == "A card is in one hand only: 9C is given to South and to West."
    with pytest.raises(InvalidInputError) as twice:
        lb.honours_aloud(trump="H", north="AH KH AH")
    assert "AH is given twice to North" in str(twice.value)
    i18n.set_language("it")
    try:
        with pytest.raises(InvalidInputError) as it:
            lb.at_table(east="JS", player_4="JS")
        assert str(it.value) == "Una carta sta in una mano sola: JS è data a Est e a Ovest."
    finally:
        i18n.set_language("en")


# --------------------------------------------------------------------------
# Following and trumping (lesson 19)
# --------------------------------------------------------------------------

def test_trick_order_in_trumps_and_in_a_plain_suit():
    hearts = "7H 8H 9H 10H JH QH KH AH"
    assert str(lb.trick_order(hearts, "H")) == "JH 9H AH 10H KH QH 8H 7H"
    assert str(lb.trick_order(hearts, "S")) == "AH 10H KH QH JH 9H 8H 7H"
    assert str(lb.trick_order(hearts, None)) == "AH 10H KH QH JH 9H 8H 7H"


def test_the_nine_of_trumps_beats_the_ace():
    assert str(lb.winner_of("AS 9S", "S")) == "9S"
    assert str(lb.winner_of("AS 9S", "H")) == "AS"
    assert str(lb.winner_of("10S AS 7H JS", "H")) == "7H"     # the smallest trump beats the ace led


def test_duties_when_trumps_are_led_even_over_the_partner(capsys):
    lb.duties("JS 9S KS 7H AD", "8S AS 7S", "S")
    out = lines_of(capsys)
    assert out[0] == "JS   yes" and out[1] == "9S   yes"
    assert out[2].startswith("KS   no:") and "partner" in out[2]
    assert all(line.startswith(("7H   no:", "AD   no:")) for line in out[3:])


def test_duties_say_si_in_italian(capsys):
    i18n.set_language("it")
    lb.duties("JS 7S 9D KC AD", "KH 10S", "S")
    out = lines_of(capsys)
    assert out[0] == "JS   sì" and out[1].startswith("7S   no:  devi surtagliare")


def test_position_in_replays_the_deal_to_the_card_asked_for():
    spot = lb.position_in(deal=1, trick=3, card=2)
    assert str(spot) == "deal 1, trick 3: trumps spades; West to play on 8D with 8S QS 10H 7C 8C KC"
    # the same position reached by hand, with the engine alone
    game, bot = BeloteState(BELOTE, seed=1), RuleBasedPlayer()
    while not (game.phase == "play" and len(game.tricks) == 2 and len(game.current_trick) == 1):
        game.play(bot.choose(game))
    assert list(spot.hand) == list(game.hand(game.current_player()))
    drill = spot.drill()
    drill.answer(spot.hand)
    assert any("8S" in line or "8 of spades" in line for line in drill.feedback)


def test_position_in_refuses_tricks_and_cards_out_of_range():
    for trick, card in [(0, 1), (9, 1), (1, 5), (1, 0)]:
        with pytest.raises(InvalidInputError):
            lb.position_in(deal=1, trick=trick, card=card)
    with pytest.raises(InvalidInputError):
        lb.position_in(deal=-1, trick=1, card=1)


def test_trick_view_takes_the_leader_by_seat():
    view = lb.trick_view("10S AS 7H JS", leader="East", trump="H")
    assert view.describe().startswith("East played the 10 of spades")
    assert "West wins the trick" in view.describe()


# --------------------------------------------------------------------------
# Counting a deal (lesson 20)
# --------------------------------------------------------------------------

def test_card_values_table_is_the_rule_texts():
    table = lb.card_values().splitlines()
    assert table[2] == "| J | 20 | 2 |" and table[3] == "| 9 | 14 | 0 |"
    assert table[4] == "| A | 11 | 11 |" and table[-1] == "| 7 | 0 | 0 |"


def test_settle_aloud_made_failed_and_tied(capsys):
    lb.settle_aloud((100, 62), (0, 0), takers=1)
    lb.settle_aloud((86, 96), (20, 0), takers=1)
    lb.settle_aloud((81, 81), (0, 0), takers=2)
    out = lines_of(capsys)
    assert "contract made; marks 100–62" in out[0]
    assert "contract failed; marks 20–162" in out[1]          # the takers keep their belote
    assert "tie «alla finestra»; marks 81–0, held over 81" in out[2]


def test_settle_aloud_refuses_sides_counted_from_0_and_bad_pairs():
    with pytest.raises(InvalidInputError) as bad:
        lb.settle_aloud((100, 62), (0, 0), takers=0)
    assert "side 1 (North–South) or side 2" in str(bad.value)
    with pytest.raises(InvalidInputError):
        lb.settle_aloud((100,), (0, 0), takers=1)
    with pytest.raises(InvalidInputError):
        lb.settle_aloud((100, "62"), (0, 0), takers=1)


def test_game_1_first_deal_counted_aloud_fails_on_honours(capsys):
    deal = lb.first_deal_of(1)
    lb.count_aloud(deal)
    out = lines_of(capsys)
    assert len([line for line in out if line.startswith("trick ")]) == 8
    taken = [sum(card_points(t.cards, deal.contract.trump) for t in deal.tricks if t.winner % 2 == s)
             for s in (0, 1)]
    assert out[-1] == f"card points: {taken[0]}–{taken[1]} | the engine says: {taken[0]}–{taken[1]}"
    assert sum(taken) == 152
    assert lb.totals_aloud(deal) == tuple(deal.totals) == (176, 136)
    capsys.readouterr()
    result = lb.contract_test(deal)
    assert result.outcome == "failed" and tuple(result.credited) == tuple(deal.credited) == (312, 0)
    assert lines_of(capsys)[-1] == "contract failed: North–South mark 312, East–West mark 0"


def test_score_log_of_game_100_shows_the_tie_and_who_collects_it(capsys):
    game = BeloteState(BELOTE, seed=100)
    bot = RuleBasedPlayer()
    while len(game.deal_scores) < 3:
        game.play(bot.choose(game))
    lb.score_log_of(game, deals=[2, 3])
    out = lines_of(capsys)
    assert out and all(" deal 2:" in line or " deal 3:" in line for line in out)
    assert any("131" in line and "held" in line for line in out)


# --------------------------------------------------------------------------
# A game to 500 (lesson 21)
# --------------------------------------------------------------------------

def test_game_table_and_running_totals_add_up_to_the_final_score():
    state = lb.play_game(0)
    running = lb.running_totals(state)
    assert (running[0][-1], running[1][-1]) == tuple(state.scores) == (408, 502)
    table = lb.game_table(state).splitlines()
    assert len(table) == 2 + len(state.deal_scores)
    assert "contract failed" in table[2 + 3]              # deal 4, the swing that decides game 0


@pytest.mark.parametrize("seed", range(12))
def test_running_totals_match_the_engine_over_seeded_games(seed):
    state = lb.play_game(seed)
    running = lb.running_totals(state)
    assert (running[0][-1], running[1][-1]) == tuple(state.scores)
    assert all(b >= a for side in running for a, b in zip(side, side[1:]))


def test_west_takes_spades_in_deal_7_by_the_rule_of_thumb(capsys):
    deal_7 = BeloteState(BELOTE, seed=7)
    lb.trump_strengths(lb.hand_of(deal_7, "West"), deal_7.turned, "SDC")
    out = lines_of(capsys)
    assert out[0].startswith("  spades as trumps: strength 10.5") and out[0].endswith("-> take")
    assert not any(line.endswith("take") for line in out[1:])


# --------------------------------------------------------------------------
# Refusals: one sentence, English and Italian
# --------------------------------------------------------------------------

def test_every_refusal_is_one_sentence_in_both_languages():
    keys = [k for k in i18n._catalogue["en"] if k.startswith("lesson.belote.bad")
            or k in ("lesson.belote.seat_twice", "lesson.belote.no_such_position",
                    "lesson.belote.card_twice", "lesson.belote.card_twice_in_hand")]
    assert len(keys) >= 8
    for key in keys:
        for lang in ("en", "it"):
            text = i18n._catalogue[lang][key]
            assert text.endswith(".") and text.count(". ") == 0, (key, lang, text)


def test_a_game_is_required_where_a_game_is_expected():
    with pytest.raises(CardkitError):
        lb.hands("deal 7")
    with pytest.raises(CardkitError):
        lb.now(None)


def test_bids_and_outcomes_in_words_refuse_what_is_not_one():
    assert lb.move_words("accept") == "accepts"
    assert lb.move_words("name c") == "names clubs"
    for bad in ["name X", "double", "", None, "name"]:
        with pytest.raises(InvalidInputError):
            lb.move_words(bad)
    assert [lb.outcome_words(o) for o in ("made", "failed", "litige")] == [
        "contract made", "contract failed", "tie «alla finestra»"]
    with pytest.raises(InvalidInputError):
        lb.outcome_words("won")


def test_a_panel_refusing_a_bid_prints_the_engines_sentence_and_stops(capsys):
    from cardkit.widgets import BiddingPanel
    game = BeloteState(BELOTE, seed=7)
    panel = BiddingPanel(game)
    lb.bid(panel, "pass", "pass", "pass", "pass")
    capsys.readouterr()
    lb.bid(panel, "name H", "pass")
    out = lines_of(capsys)
    assert out == [game.why_illegal("name H")]
    assert game.history[-1] == "pass" and len(game.history) == 5      # the deal and four passes


def test_importing_the_helpers_loads_neither_ipython_nor_ipywidgets():
    import subprocess
    import sys
    code = ("import sys, cardkit.lesson.belote; "
            "print(sorted(m for m in ('IPython', 'ipywidgets') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
