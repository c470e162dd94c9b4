"""PicchettoTableGame: a game of Picchetto for three or four against the
computer, played through the widget's Python side (what a click does)."""

from __future__ import annotations

import pytest

from cardkit import CardkitError
from cardkit.picchetto import A_ECRIRE, ITALIANO, PICCHETTO_COPPIE, PICCHETTO_TRE
from cardkit.widgets import PicchettoTableGame


def finish(g) -> int:
    moves = 0
    while not g.state.is_over():
        if g.btn_next.layout.display == "":
            g.next_deal()
            continue
        assert g.my_turn
        ph = g.phase
        if ph == "blanche":
            assert g.play("mano bianca")
        elif ph == "exchange":
            g._exchange_clicked()
        elif ph == "declare":
            assert g.declare()
        else:
            lit = [c for c in g.hand.cards if c not in g.hand.disabled]
            assert lit and set(lit) == {str(c) for c in g.state.legal_moves()}
            g.hand.click(lit[0])
        moves += 1
        assert moves < 400
    return moves


@pytest.mark.parametrize("rules", [PICCHETTO_TRE.single_deal(), PICCHETTO_COPPIE.single_deal(), A_ECRIRE])
def test_a_whole_game_against_the_computer(rules):
    g = PicchettoTableGame(rules, seed=5)
    assert len(g.table.seats) == rules.players - 1
    finish(g)
    assert g.btn_new.layout.display == "" and "Game over" in g.table.status.value
    g.new_game()
    assert not g.state.is_over() and g.my_turn


def test_a_refused_card_shows_the_rule_and_changes_nothing():
    g = PicchettoTableGame(PICCHETTO_COPPIE.single_deal(), seed=4)
    while g.phase != "play":
        g.declare() if g.phase == "declare" else g.play("mano bianca")
    before = g.state.to_json()
    illegal = [c for c in g.state.hand(0) if c not in g.state.legal_moves()]
    if g.state.trick and illegal:
        assert not g.play(illegal[0])
        assert g.message_kind == "error" and "\n" not in g.message
    assert not g.play("exchange 7S")
    assert g.state.to_json() == before


def test_italian_and_the_two_player_rules_refused():
    g = PicchettoTableGame(PICCHETTO_TRE.single_deal(), seed=2, language="it")
    assert "Picchetto a 3" in g.table.title.value
    with pytest.raises(CardkitError):
        PicchettoTableGame(ITALIANO)
    assert repr(g) == "PicchettoTableGame(PICCHETTO_TRE.replace(target=None, deals=1), seed=2)"
    assert "Picchetto a 3" in g.snapshot_html()      # the still picture a static copy shows
