"""VariantGame and AuctionPanel (Piquet Voleur and Auction Piquet against
the computer) without a browser: the buttons do what the engine says."""

from __future__ import annotations

import pytest

from cardkit import InvalidInputError
from cardkit.picchetto import AUCTION, RUBICON, VOLEUR
from cardkit.widgets import VariantGame
from cardkit.widgets.picchetto.auction import AuctionPanel


def test_auction_panel_shows_the_legal_calls_in_both_languages():
    s = AUCTION.replace(first_dealer=1).new_game(1)
    panel = AuctionPanel()
    panel.show(s, me=0)
    labels = [b.description for b in panel.buttons]
    assert labels[:3] == ["Pass", "7 plus", "7 minus"] and len(labels) == 13
    panel.language = "it"
    panel.show(s, me=0)
    assert [b.description for b in panel.buttons][:2] == ["Passo", "7 in più"]
    panel.show(s, me=1)            # not his turn: no buttons
    assert panel.buttons == []


@pytest.mark.parametrize("rules", [AUCTION, VOLEUR.replace(deals=3)], ids=["auction", "voleur"])
def test_a_whole_game_by_the_buttons(rules):
    g = VariantGame(rules, seed=4)
    clicks = 0
    while not g.state.is_over():
        assert g.my_turn
        if g.phase in ("auction", "trumps") and clicks % 3 == 0:
            g.panel.buttons[0].click()          # pass, or the first trump suit
        elif g.phase == "play" and clicks % 3 == 1:
            g.hand.click(g.hand.highlighted[0])  # a legal card, as a click does
        else:
            g.auto_button.click()
        clicks += 1
        assert clicks < 1000
    assert "Game over" in g.table.status.value
    assert len(g.state.scores) == rules.players


def test_a_refused_card_shows_the_engine_sentence():
    g = VariantGame(VOLEUR, seed=2)
    while g.phase != "play":
        g.auto()
    if g.state.trick:      # the computer led: a card of another suit when one must follow
        legal = set(g.hand.highlighted)
        wrong = [c for c in g.hand.cards if c not in legal]
        if wrong:
            assert not g.play(wrong[0])
            assert g.message_kind == "error" and "suit" in g.message
    assert g.my_turn


def test_exchange_with_the_selected_cards():
    g = VariantGame(AUCTION.replace(first_dealer=1), seed=6)
    while g.phase != "exchange":
        g.auto()
    before = list(g.state.hand(0))
    g.hand.click(before[0])
    g.hand.click(before[1])
    g.exchange_button.click()
    assert g.phase != "exchange" or g.state.current_player() != 0
    assert before[0] not in g.state.hand(0) and before[1] not in g.state.hand(0)


def test_other_rules_are_refused_in_one_sentence():
    with pytest.raises(InvalidInputError) as e:
        VariantGame(RUBICON)
    assert "VOLEUR or AUCTION" in e.value.message("en") and e.value.message("it")
