"""The Picchetto facade of lessons 11-14 (cardkit.lesson.picchetto, section
"lessons 11-14"): playing and reading a deal the way the lessons do, tested
on the lessons' worked examples (the counting order of rule text 000, the
Sessanta and Novanta traps, the cappotto, the game to 151, the 11- and
13-card hands)."""

from __future__ import annotations

import re

import pytest

from cardkit import i18n
from cardkit.errors import CardkitError, IllegalMoveError, InvalidInputError
from cardkit.exercises.picchetto import play_position
from cardkit.lesson import set_language
from cardkit.lesson.picchetto import (
    NO_DUTY_TO_TAKE, bonus, bonus_count, compare_punti, computer_declares, computer_exchanges,
    count_lines, deal, deal_summary, declare_all, elder_leads, finish, game_table, irregular_deal,
    numbered_deal, open_deal, play_cards, said_aloud, trick_table, why_not,
)
from cardkit.picchetto import ITALIANO, ComputerPlayer, play_out
from cardkit.widgets import TrickCounter

# the lessons' hands (lesson 12, examples 1-3; lesson 13, examples 1-4)
ELDER_29 = "AS KS QS JS 10S 9S 8S 7S 9H 8H 7H AC"
YOUNGER_TENS = "10H 10D 10C AH KH QH JH 9D 8D 9C 8C 7C"
YOUNGER_NOTHING = "7D 8D 9D 7C 8C 9C 10H 10D JH JD QH QC"
ELDER_40 = "AS KS QS JS 10S 9S 8S 7S AH AD AC KC"
YOUNGER_WHITE = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"
ELDER_26 = "AS KS QS JS 10S 9H 8H 7H AD KD QD 7C"
YOUNGER_26 = "9S 8S AH KH QH 10H JD 10D 9D AC KC QC"


def declared(elder, younger):
    return declare_all(deal(elder=elder, younger=younger))


@pytest.fixture
def italian():
    set_language("it")
    try:
        yield
    finally:
        set_language("en")


def test_the_younger_tens_count_before_the_elder_lead(capsys):
    """Lesson 12, example 1: 29 in the declarations, the younger's three tens
    good, then the lead makes 30 - no Sessanta (text 000's order)."""
    tens = declared(ELDER_29, YOUNGER_TENS)
    play_cards(tens, "AS")
    printed = capsys.readouterr().out.splitlines()
    assert printed == ["player 1: +1 lead to trick 1 [30 – 3]  «Thirty!»"]
    assert bonus(tens) == "no bonus"


def test_the_same_29_against_nothing_good_is_a_sessanta(capsys, italian):
    nothing = declared(ELDER_29, YOUNGER_NOTHING)
    play_cards(nothing, "AS")
    printed = capsys.readouterr().out
    assert "[60 – 0]" in printed and "<- il mazziere è ancora a 0" in printed
    assert bonus(nothing) == "Sessanta del giocatore di mano"
    assert said_aloud(nothing).endswith("… Sessanta!")
    assert said_aloud(nothing, len(nothing.log) - 1) == "Sessanta!"


def test_play_cards_refuses_an_illegal_card_and_plays_nothing():
    state = declared(ELDER_26, YOUNGER_26)
    before = (len(state.log), list(state.history))
    with pytest.raises(IllegalMoveError, match="follow suit"):
        play_cards(state, "7C", "9S")          # the younger holds clubs
    assert (len(state.log), list(state.history)) == before
    for bad in ((), ("11X",), (7,)):
        with pytest.raises(InvalidInputError):
            play_cards(state, *bad)


def test_one_trick_taken_on_the_way_kills_the_sessanta(capsys):
    """Lesson 13, example 4: the same 26, the 7 of clubs taken by the ace
    (the younger is off 0) against the spades led from the top (Sessanta)."""
    taken = declared(ELDER_26, YOUNGER_26)
    play_cards(taken, "7C", "AC")
    assert capsys.readouterr().out.splitlines()[-1].startswith("player 2: +1 wins trick 1")
    finish(taken)
    assert "Sessanta" not in bonus(taken)

    top = declared(ELDER_26, YOUNGER_26)
    elder_leads(top, "AS", "KS", "QS", "JS")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and "[60 – 0]" in lines[-1]
    assert bonus(top) == "Sessanta by the elder"
    # once the younger leads, elder_leads refuses, in one sentence
    with pytest.raises(IllegalMoveError, match="does not lead now"):
        elder_leads(taken, "AS")


def test_elder_leads_refuses_when_the_younger_is_to_lead():
    state = declared(ELDER_26, YOUNGER_26)
    play_cards(state, "7C", "AC")               # the younger won and leads now
    history = list(state.history)
    with pytest.raises(IllegalMoveError) as caught:
        elder_leads(state, "AS")
    assert list(state.history) == history
    assert caught.value.message("it").startswith("ora non esce il giocatore di mano")


def test_mano_bianca_blocks_both_bonuses_and_the_cappotto_completes_nothing(capsys):
    """Lesson 13, example 3: 40 in the declarations against a white hand,
    then every trick: 92 - 10, no bonus."""
    white = declared(ELDER_40, YOUNGER_WHITE)
    assert finish(white) is white and white.is_over()
    deal_summary(white)
    assert capsys.readouterr().out.splitlines() == [
        "tricks won: elder 12, younger 0",
        "cappotto: all twelve tricks to the elder",
        "bonus: no bonus",
        "deal score: elder 92, younger 10",
    ]


def test_the_younger_novanta_and_a_tie_that_saves_nobody(italian):
    young = declared("7S 8S 10S QS 7D 9D JD 8D 7C 9C JC 10C", "AH KH QH JH 10H 9H AS AD AC KS KD 8H")
    assert bonus(young) == "Novanta del mazziere"
    tie = declared("QH JH 10H 9H 8H QS QD QC KS KD KC 7S", "AD JD 10D 9D 7D AH 7H AC 9C 8C 9S 8S")
    assert compare_punti(tie) == ("punto: pari, nessuno segna (di mano 5 carte per 47, "
                                  "mazziere 5 carte per 47)")
    assert bonus(tie) == "Novanta del giocatore di mano"
    set_language("en")
    order = declared("AS KS QS JS 9S 7S AH KH AC KC 8C 7C", "QD JD 10D 9D 8D QH JH 10H QC JC 10C 10S")
    assert compare_punti(order) == "punto to the elder (elder 6 cards worth 57, younger 5 cards worth 47)"


def test_why_not_tries_a_card_without_playing_it():
    """Lesson 11: the jack of hearts led, the younger holds QH 7H."""
    elder, younger = "JH 9H AC KC QC JC 10C 9C 8C 7C AD KD", "QH 7H AS KS QS JS 10S 9S 8S 7S QD JD"
    game = play_position(elder, younger, cards="JH")
    history = list(game.history)
    assert why_not(game, "7H").startswith("you must take the trick")
    assert why_not(game, "AS").startswith("you must follow suit")
    assert why_not(game, "QH") == "allowed"
    assert list(game.history) == history
    relaxed = play_position(elder, younger, cards="JH", rules=NO_DUTY_TO_TAKE)
    assert why_not(relaxed, "7H") == "allowed" and why_not(relaxed, "AS") != "allowed"
    with pytest.raises(InvalidInputError):
        why_not("not a deal", "7H")


def test_a_trick_counter_is_played_through_and_tabled(capsys):
    """Lesson 11, deal 8: the computer plays on; ten tricks to the elder."""
    counter = TrickCounter(seed=8)
    counter.play("AC")
    finish(counter)
    trick_table(counter)
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 12 and rows[0].startswith("trick  1:  AC  9C -> elder")
    state = counter.state
    assert (state.tricks_won[state.elder], state.tricks_won[state.younger]) == (10, 2)
    assert sum("-> younger" in row for row in rows) == 2


def test_open_deal_stops_at_the_first_lead():
    table = open_deal(1)
    assert table.phase == "play" and table.rules.open_hands
    assert str(table.hand(table.elder)) == "10S QS AS 7H 7D 8D 9D 10D QD KD JC QC"


def test_bonus_count_agrees_with_the_deals_it_plays(capsys):
    """The dealer never makes Sessanta; the counts are the bonuses in the logs."""
    made = bonus_count(30)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and made[("sessanta", "younger")] == 0
    expected = dict.fromkeys(made, 0)
    bot = ComputerPlayer()
    for number in range(30):
        state = numbered_deal(number)
        while not state.is_over():
            state.play(bot(state))
        for event in state.log.events:
            kind = event.key.rsplit(".", 1)[-1]
            if kind in ("sessanta", "novanta"):
                expected[kind, "elder" if event.side == state.elder else "younger"] += 1
    assert made == expected
    for bad in (0, 2001, True, "5", 2.0):
        with pytest.raises(InvalidInputError):
            bonus_count(bad)


def test_deal_11_exchanged_declared_and_played_by_the_computer(capsys):
    """Lesson 14: deal 11 from the cut to the score (27 - 12, the dealer's
    seven tricks win him the cards)."""
    eleven = numbered_deal(11)
    computer_exchanges(eleven)
    exchanged = capsys.readouterr().out.splitlines()
    assert exchanged == ["elder   (player 2): discards QS 9S JH 9H 7H -> draws KS JS 8S 7S 8D",
                         "younger (player 1): discards 7D -> draws 8H"]
    computer_declares(eleven)
    declared_lines = capsys.readouterr().out.splitlines()
    assert declared_lines[:2] == ["elder   (player 2): declares punto, sequences",
                                  "younger (player 1): declares sequences, quattordici/tris"]
    assert declared_lines[-1].startswith("player 1: +3 quattordici and tris") and "[9 – 5]" in declared_lines[-1]
    finish(eleven)
    deal_summary(eleven)
    assert capsys.readouterr().out.splitlines()[-1] == "deal score: elder 12, younger 27"


def test_game_table_adds_up_to_the_final_scores(capsys):
    match = ITALIANO.new_game(3)
    play_out(match, [ComputerPlayer(), ComputerPlayer()])
    game_table(match)
    rows = capsys.readouterr().out.splitlines()
    assert rows[-1] == f"player {match.winner + 1} wins, {match.scores[0]} – {match.scores[1]}"
    last = re.search(r"game\s+(\d+) –\s+(\d+)", rows[-2])
    assert (int(last[1]), int(last[2])) == tuple(match.scores) == (151, 105)


def test_irregular_hands_of_11_and_13_cards(capsys):
    """Text 000: 11 cards lose the last trick to the opponent; 13 cards score nothing."""
    eleven = irregular_deal("exchange 7H 9H take 1")
    assert len(eleven.tricks) == 11
    out = capsys.readouterr().out
    assert "he holds 11 cards" in out and "last-trick point goes to the younger" in out
    thirteen = irregular_deal("exchange 7H take 2")
    assert thirteen.log.totals[thirteen.elder] == 0 and thirteen.log.totals[thirteen.younger] > 0
    for bad in ("7H", 7, "discard 7H"):
        with pytest.raises(InvalidInputError):
            irregular_deal(bad)


def test_italian_outputs_name_no_player_0_and_read_italian(capsys, italian):
    eleven = numbered_deal(11)
    computer_exchanges(eleven)
    computer_declares(eleven)
    finish(eleven)
    trick_table(eleven)
    deal_summary(eleven)
    irregular_deal("exchange 7H take 2")
    out = capsys.readouterr().out
    assert not re.search(r"\b(giocatore|player)\s+0\b", out)
    assert "scarta" in out and "presa 12" in out and "punti della smazzata" in out
    assert not re.search(r"\b(the|elder|younger|tricks|score|declares)\b", out)


def test_every_message_is_registered_in_both_languages():
    keys = [k for k in i18n._catalogue["en"] if k.startswith("lesson.picchetto.play.")]
    assert len(keys) > 20
    assert not [k for k in i18n.missing_translations() if k.startswith("lesson.picchetto.play.")]
    with pytest.raises(CardkitError) as caught:
        bonus_count(-1)
    for lang in ("en", "it"):
        assert caught.value.message(lang).count(". ") == 0


def test_count_lines_checks_its_start():
    state = declared(ELDER_29, YOUNGER_TENS)
    with pytest.raises(InvalidInputError):
        said_aloud(state, 99)
    assert count_lines(state, len(state.log)) == []
