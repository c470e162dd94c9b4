"""The coach in the widgets of the five newer Picchetto tables (issue 22):
Hint, the computers' level and Review the deal in PicchettoTableGame
(three and four players) and VariantGame (Voleur, Auction), driven as the
front end drives them (a button's click, the drop-down's value)."""

import re

import pytest

from cardkit.picchetto import A_ECRIRE, AUCTION, PICCHETTO_COPPIE, PICCHETTO_TRE, VOLEUR, SearchPlayer
from cardkit.picchetto.auction import AuctionComputerPlayer
from cardkit.widgets.picchetto.table_game import PicchettoTableGame
from cardkit.widgets.picchetto.variants_game import VariantGame

GAMES = {
    "tre": lambda **kw: PicchettoTableGame(PICCHETTO_TRE, seed=5, **kw),
    "coppie": lambda **kw: PicchettoTableGame(PICCHETTO_COPPIE, seed=6, **kw),
    "a_ecrire": lambda **kw: PicchettoTableGame(A_ECRIRE, seed=7, **kw),
    "voleur": lambda **kw: VariantGame(VOLEUR, seed=8, **kw),
    "auction": lambda **kw: VariantGame(AUCTION, seed=9, **kw),
}


def words(markup: str) -> str:
    return re.sub(r"\s+", " ", re.sub("<[^>]+>", " ", markup)).replace("&#x27;", "'")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hint_level_and_review_at_the_table(name):
    game = GAMES[name](language="it")
    try:
        # the level menu, set as the front end sets it: every computer seat it made
        game.level_control.value = "medium"
        assert game.computers and all(isinstance(p, SearchPlayer) and p.level == "medium"
                                      for p in game.computers.values())
        assert game.review_button.layout.display == "none"          # nothing to review yet
        hints = 0
        while game.state.deals_finished < 1:
            game.hint_button.click()
            h = game.current_hint
            assert h is not None and game.state.is_legal(h.move)
            text = words(game.hint_view.value)
            assert text.startswith(" Suggerimento: ") and h.reason_in("it") in text
            if game.phase == "play":
                assert game.hand.highlighted == [str(h.move)]          # only the coach's card is lit
            assert game.play(h.move)
            assert game.current_hint is None                        # gone with the move
            hints += 1
        assert hints >= 5
        # the deal is over: its review (the learner played the coach's moves)
        assert game.review_button.layout.display == ""
        game.review_button.click()
        r = game.current_review
        assert r is not None and words(game.review_view.value).startswith(" Revisione")
        assert all(e.loss >= 0 for e in r.entries)
    finally:
        game.close()


def test_a_computer_of_one_s_own_is_kept_at_every_level():
    mine = AuctionComputerPlayer(margin=2.0)
    game = VariantGame(AUCTION, seed=1, computer=mine)
    try:
        game.level_control.value = "strong"
        assert list(game.computers.values()) == [mine]
    finally:
        game.close()


def test_no_hint_when_it_is_not_the_learner_s_turn_and_the_reason_is_shown():
    game = PicchettoTableGame(PICCHETTO_TRE, seed=2)
    try:
        while game.state.deals_finished < 1:
            game.play(game.hint().move)
        assert game._hand_over() and game.hint_button.disabled
        assert game.hint() is None and "deal" in words(game._message_html.value)
    finally:
        game.close()


def test_the_hint_says_only_what_is_marked_and_names_only_what_is_held():
    """At the auction the coach's call is the one marked button; in the
    declarations (nothing marked) the hint does not say "highlighted", and a
    category the learner does not hold is not said to be "kept quiet"."""
    game = VariantGame(AUCTION, seed=23)
    try:
        h = game.hint()
        marked = [b.description for b in game.panel.buttons if b.button_style == "warning"]
        from cardkit.widgets.picchetto.auction import call_label
        assert marked == [call_label(h.move)]
        assert "highlighted" in words(game.hint_view.value)
    finally:
        game.close()
    game = PicchettoTableGame(PICCHETTO_COPPIE, seed=6)
    try:
        assert game.phase == "declare"
        h = game.hint()
        text = words(game.hint_view.value)
        assert "highlighted" not in text
        held = game.state._available_flags(0)
        for i, cat in enumerate(("Punto", "Sequences", "Quattordici")):
            if not held >> i & 1:
                assert f"keep {cat.lower()}" not in text.lower() and cat.lower() not in text.lower().split("—")[0]
    finally:
        game.close()
