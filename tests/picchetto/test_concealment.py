"""Declaring less than one holds: *andar sott'acqua* "in parte" (text 000:
"può sottacere del tutto o in parte le sue combinazioni").

What a player declares is what he scores and what the comparison uses; what
he keeps back scores nothing and is not shown.  Player 1 (seat 0) is the
elder in every deal here (player 2 deals).
"""

import json

import pytest

from cardkit import CardkitError, IllegalMoveError
from cardkit.picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, ComputerPlayer, Declare, PicchettoState, RandomPlayer, deal_order,
    declarations,
)

ELDER, YOUNGER = 0, 1
R = ITALIANO.replace(first_dealer=1).single_deal()

# the elder: six hearts (a sixième to the ace), a tierce of spades, four aces
ELDER_HAND = "AH KH QH JH 10H 9H AS KS QS AD AC 7C"
# the younger: five diamonds to the king (a quint), three kings short of four
YOUNGER_HAND = "KD QD JD 10D 9D 8S 7S 8H 7H 8C 9C 10C"
TALON = "7D 8D JS 10S 9S JC QC KC"


def at_declare(rules=R, elder=ELDER_HAND, younger=YOUNGER_HAND, talon=TALON):
    s = rules.new_game(0, deal=deal_order(elder, younger, talon, rules))
    s.play("exchange 7C")        # the elder takes 7D
    s.play("exchange 8C")        # the younger takes 8D
    return s


def events(s, side):
    return {ev.key.split(".")[-1]: ev.points for ev in s.log if ev.side == side}


def test_five_cards_of_a_six_card_punto_score_five_and_compare_as_five():
    s = at_declare()
    s.play("declare punto AH KH QH JH 10H sequenze quattordici")
    s.play("declare")
    # five hearts (51) against the younger's six diamonds (8D added: KD..8D, 57 by length 6)
    assert events(s, YOUNGER)["punto"] == 6 and "punto" not in events(s, ELDER)
    # declared in full, the six hearts (60) would tie on length and win on prezzo
    t = at_declare()
    t.play("declare")
    t.play("declare")
    assert events(t, ELDER)["punto"] == 6


def test_a_quint_without_the_tierce_scores_the_quint_only():
    s = at_declare()
    s.play("declare punto sequenze AH KH QH JH 10H 9H quattordici")   # the sixième, not the spades' tierce
    s.play("declare nothing")
    assert events(s, ELDER)["sequenze"] == 16
    t = at_declare()
    t.play("declare")
    t.play("declare nothing")
    assert events(t, ELDER)["sequenze"] == 16 + 3
    # a shorter run inside a sequence: a quint of the sixième
    u = at_declare()
    u.play("declare punto sequenze AH KH QH JH 10H quattordici")
    u.play("declare nothing")
    assert events(u, ELDER)["sequenze"] == 15
    assert [str(c) for c in u.declarations.counted_sequences[0]] == ["AH", "KH", "QH", "JH", "10H"]


def test_a_tris_instead_of_a_quattordici_loses_to_a_tris_of_kings_no_more():
    s = at_declare()
    s.play("declare punto sequenze quattordici AS AH AD")   # three aces, the fourth kept back
    s.play("declare")
    assert events(s, ELDER)["quattordici"] == 3
    log = [ev for ev in s.log if ev.key.endswith("quattordici")][0]
    assert str(dict(log.params)["names"]) == "AS AH AD" or set(str(dict(log.params)["names"]).split()) == \
        {"AS", "AH", "AD"}
    # the ace he did not declare is not shown to the younger
    assert "AC" not in [str(c) for c in s.view(YOUNGER).shown]
    assert "AC" not in [str(c) for g in s.view(YOUNGER).declarations.elder_groups for c in g]


def test_the_same_through_the_declarations_function():
    d = declarations(ELDER_HAND, YOUNGER_HAND, ITALIANO,
                     elder_declares=Declare(punto="AH KH QH JH 10H", quattordici="AS AH AD"))
    assert d.punto == ("elder", 5) and d.quattordici == ("elder", 3)
    assert d.sequenze == ("elder", 16 + 3)
    full = declarations(ELDER_HAND, YOUNGER_HAND, ITALIANO)
    assert full.punto == ("elder", 6) and full.quattordici == ("elder", 14)


@pytest.mark.parametrize("move, message", [
    ("declare punto AH KH 9H", "highest cards of one suit"),      # skips QH JH 10H
    ("declare punto AH KH", "three or more"),
    ("declare punto AH AS AD", "one suit"),
    ("declare sequenze AH KH QH 10H 9H", "run of three or more"),  # 10H 9H is no sequence
    ("declare sequenze AH KH QH JH 10H 9H 8H", "only cards you hold"),
    ("declare quattordici AS AH", "four or three cards"),
    ("declare quattordici KS KD KC", "only cards you hold"),
])
def test_what_he_declares_must_be_held_and_be_what_it_claims(move, message):
    s = at_declare()
    before = (s.history, s.phase)
    with pytest.raises(IllegalMoveError, match=message):
        s.play(move)
    assert (s.history, s.phase) == before and not s.is_legal(move)
    with pytest.raises(IllegalMoveError) as err:
        s.play(move)
    assert err.value.message("it")    # and in Italian


OTHER = "KD QD JD 10D 9D 8S 7S 7H 9C 10C JC 7D"


def test_two_runs_from_one_sequence_are_refused():
    # a septième AH..8H declared as a tierce and a second tierce under it
    with pytest.raises(CardkitError, match="one at most from each"):
        declarations("AH KH QH JH 10H 9H 8H AS KS AD 7C 8C", OTHER, ITALIANO,
                     elder_declares=Declare(sequenze="AH KH QH 10H 9H 8H"))
    d = declarations("AH KH QH JH 10H 9H 8H AS KS AD 7C 8C", OTHER, ITALIANO,
                     elder_declares=Declare(sequenze="AH KH QH"))
    # his tierce is what is compared: the younger's quint (and tierce) win
    assert d.sequenze == ("younger", 15 + 3)
    full = declarations("AH KH QH JH 10H 9H 8H AS KS AD 7C 8C", OTHER, ITALIANO)
    assert full.sequenze == ("elder", 17)


def test_rubicon_keeps_whole_categories_only():
    r = RUBICON.replace(first_dealer=1).single_deal()
    s = r.new_game(0, deal=deal_order(ELDER_HAND, YOUNGER_HAND, TALON, r))
    s.play("exchange 7C")
    s.play("exchange none")
    assert all(not m.partial for m in s.legal_moves()) and len(s.legal_moves()) == 8
    with pytest.raises(IllegalMoveError, match="partial_declarations"):
        s.play("declare punto AH KH QH JH 10H")
    s.play("declare punto quattordici")          # a whole category kept quiet is always allowed
    assert s.phase == "declare"
    # text 000's presets allow it, 003's and 004's (silent on it) do not
    assert ITALIANO.partial_declarations and not PICCHETTO_150.partial_declarations
    assert not RUBICON.partial_declarations


def test_declaring_in_full_by_cards_is_the_full_declaration():
    s = at_declare()
    m = s.coerce_move("declare punto AH KH QH JH 10H 9H sequenze quattordici")
    assert m == Declare(True, True, True) and str(m) == "declare punto sequenze quattordici"
    assert s.legal_moves()[0] == m


def test_the_move_is_saved_replayed_and_undone():
    s = at_declare()
    s.play("declare punto AH KH QH JH 10H sequenze AH KH QH JH 10H 9H quattordici AS AH AD")
    s.play("declare sequenze")
    text = s.to_json()
    back = PicchettoState.from_json(text)
    assert back.log.lines() == s.log.lines() and back.history == s.history
    assert "declare punto 10H JH QH KH AH sequenze 9H 10H JH QH KH AH quattordici AS AH AD" in \
        json.loads(text)["history"]
    s.undo()
    s.undo()
    assert s.phase == "declare" and s.current_player() == ELDER


def test_legal_declarations_are_every_choice_per_category_in_order():
    s = at_declare()
    p, q, g = s.declare_options()
    lm = s.legal_moves()
    assert lm == sorted(lm) and len(lm) == len(p) * len(q) * len(g)
    assert all(s.is_legal(m) for m in lm[::7])
    # the punto: everything, the top 3..5 of the hearts, the three spades, nothing
    assert [len(x) if type(x) is tuple else x for x in p] == [True, 5, 4, 3, 3, False]
    # a random player draws any of them, by index, without listing them
    rp = RandomPlayer(3)
    for _ in range(30):
        assert rp(s) in lm


def test_the_computer_keeps_quiet_a_category_that_loses_anyway():
    # the younger has heard the elder: his six diamonds (57) lose the point
    # to six hearts (60), his sixième to the king loses to the sixième to the
    # ace; saying them would only tell the elder his hand
    s = at_declare()
    s.play("declare")
    assert ComputerPlayer()(s) == Declare(False, False, False)
    assert ComputerPlayer(conceal=False)(s) == Declare(True, True, False)
    before = list(s.log.totals)
    s.play(ComputerPlayer()(s))
    after_quiet = list(s.log.totals)
    t = at_declare()
    t.play("declare")
    t.play(ComputerPlayer(conceal=False)(t))
    assert after_quiet == list(t.log.totals) and before == [0, 0]   # it costs him nothing


def test_the_computer_elder_with_the_cappotto_in_sight_sacrifices_three_points():
    # nine sure tricks and 26 points of declarations (no Novanta either
    # way): "un sacrificio di tre punti a vantaggio di un premio per il
    # cappotto" -- one of his two tierces is kept back
    elder = "AS KS QS AH KH QH AD KD 9D AC 9C 8C"
    younger = "JS 10S 9S 8S JH 10H 9H 8H QD JD 10D QC"
    r0 = R.replace(elder_min_exchange=0, younger_min_exchange=0)
    s = r0.new_game(0, deal=deal_order(elder, younger, (), r0))
    s.play("exchange none")
    s.play("exchange none")
    move = ComputerPlayer()(s)
    assert move.punto is True and move.quattordici is True and type(move.sequenze) is tuple
    assert len(move.sequenze) == 3 and s.is_legal(move)           # one tierce of the two
    assert ComputerPlayer(conceal=False)(s) == Declare(True, True, True)
    full = s.copy()
    full.play(ComputerPlayer(conceal=False)(full))
    full.play("declare nothing")
    s.play(move)
    s.play("declare nothing")
    assert full.log.totals[ELDER] - s.log.totals[ELDER] == 3


def test_the_computer_does_not_pay_three_points_out_of_a_novanta():
    # the same kind of hand with a quattordici more: 28 points, the three
    # could be those of a Novanta; it declares everything
    elder = "AS KS QS JS 10S 9S AH KH AD KD 10C 8D"
    younger = "8S 7S QH JH 10H 9H QD JD 10D 9D 7C 8C"
    r0 = R.replace(elder_min_exchange=0, younger_min_exchange=0)
    s = r0.new_game(0, deal=deal_order(elder, younger, (), r0))
    s.play("exchange none")
    s.play("exchange none")
    assert ComputerPlayer()(s) == Declare(True, True, True)


# ---------------------------------------------------------------- the dialogue and the practice topic

def test_the_dialogue_lets_the_learner_declare_less():
    from cardkit.widgets import DeclarationDialogue
    dlg = DeclarationDialogue(ELDER_HAND, YOUNGER_HAND + "", learner="elder")
    assert dlg.result.punto == ("elder", 6)
    options = [v for _label, v in dlg.choosers["punto"].options]
    assert "10H JH QH KH AH" in options and "" in options      # five hearts, or all of it
    dlg.choosers["punto"].value = "10H JH QH KH AH"             # as chosen in the menu
    assert dlg.result.punto == ("elder", 5)
    assert "«Five cards»" in " ".join(dlg.lines("en")) and "«Cinque carte»" in " ".join(dlg.lines("it"))
    assert not dlg.declare_part("punto", "AH KH 9H") and "highest cards" in dlg.message
    assert dlg.result.punto == ("elder", 5)                      # unchanged by the refusal
    assert dlg.declare_part("quattordici", "AS AH AD") and dlg.result.quattordici == ("elder", 3)
    assert dlg.declares("elder") == Declare("AH KH QH JH 10H", True, "AS AH AD")
    assert dlg.declare_part("punto") and dlg.result.punto == ("elder", 6)   # all of it again
    # a watcher's dialogue replays what was declared, in the players' words
    watch = DeclarationDialogue(ELDER_HAND, YOUNGER_HAND,
                                elder_declares="declare punto AH KH QH JH 10H sequenze quattordici")
    assert watch.result.punto == ("elder", 5)       # five hearts (51) against five diamonds (49)
    assert "elder_declares=" in repr(watch)


def test_the_practice_topic_agrees_with_the_engine_playing_the_declaration():
    from cardkit.exercises.practice import Question, topic
    t = topic("picchetto-sott-acqua")
    for seed in range(12):
        q = Question("picchetto-sott-acqua", seed, "normal")
        d = q.data
        rules = ITALIANO.replace(first_dealer=1, elder_min_exchange=0, younger_min_exchange=0).single_deal()
        s = rules.new_game(0, deal=deal_order(d["elder"], d["younger"], (), rules))
        while s.phase != "declare":
            s.play("mano bianca" if s.phase == "blanche" else "exchange none")
        parts = " ".join(f"{cat} {d['declares'][cat]}" if cat in d["declares"] else cat
                         for cat in ("punto", "sequenze", "quattordici")
                         if cat in d["declares"] or s.declare_options()[("punto", "sequenze",
                                                                          "quattordici").index(cat)][0])
        s.play("declare " + parts)
        s.play("declare")
        assert tuple(s.log.totals[p] for p in (s.elder, s.younger)) == tuple(t.solve(d))
        wrong = t.misconception(d)
        assert "whole hand" in q.evaluate(wrong, record=False).line


def test_the_coach_weighs_whole_categories_the_computers_choice_and_what_is_asked():
    from cardkit.picchetto.search import COACH
    s = at_declare()
    s.play("declare")
    asked = Declare("KD QD JD", True, False)     # three of his six diamonds, in the ranking on request
    ranked = COACH.rank(s, level="easy", seed=0, include=[asked])
    moves = [r.move for r in ranked]
    assert asked in moves and ComputerPlayer()(s) in moves
    assert {m for m in s.legal_moves() if not m.partial} <= set(moves)
    assert len(moves) < len(s.legal_moves()) and all(s.is_legal(m) for m in moves)
