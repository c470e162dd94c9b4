"""Auction Piquet and Piquet Voleur against the computer in a real
JupyterLab, played to the end by clicks (issue 11: "a full game of each new
preset finished against the computer by clicks").

Each game is a short partie (Auction: 2 deals; Voleur: 3 deals, so that the
learner sits out one); the learner opens the auction with a click on a
bidding button, plays a highlighted card by clicking it, and lets
*Computer plays for me* choose the rest, click by click, until the page says
the game is over.  The notebook's kernel reports its own state after every
move (through ``lab.selection_log``): the game must be over (``is_over()``),
with the score logs adding up to the scores.  Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser

GAMES = {
    "auction": "AUCTION.replace(deals=2)",
    "voleur": "VOLEUR.replace(deals=3)",
}

CELL = """\
import json, os
from cardkit.widgets import VariantGame
from cardkit.picchetto import AUCTION, VOLEUR
game = VariantGame({rules}, seed=5)
_play = game.play

def play(move):   # every click ends in game.play: report the kernel's state after it
    done = _play(move)
    s = game.state
    if s.is_over():
        totals = [sum(e.points for log in s.logs for e in log.events if e.side == p)
                  for p in range(len(s.scores))]
        with open(os.environ["CARDKIT_SELECTION_LOG"], "a") as f:
            f.write(json.dumps({{"game": "{name}", "over": True, "scores": list(s.scores),
                                "logs_add_up": totals == list(s.scores), "deals": s.deals_finished}}) + "\\n")
    return done

game.play = play
game"""


@pytest.mark.viewport(1280, 1400)
@pytest.mark.parametrize("name", list(GAMES))
def test_a_full_game_by_clicks(page, lab, open_notebook, artifact, name):
    open_notebook(lab.add_notebook(f"variant_{name}.ipynb", [CELL.format(rules=GAMES[name], name=name)]))
    game = page.locator(".ck-variant-game")
    game.wait_for()
    status = page.locator(".ck-variant-game .ck-table-status")
    auto = page.locator("button.ck-variant-auto:visible")

    # the learner's own clicks: a bidding button, later a legal card
    if name == "auction":
        calls = page.locator("button.ck-auction-call")
        calls.first.wait_for()
        calls.first.click()
        page.wait_for_timeout(300)
    played_card = False
    clicks = 0
    while "Game over" not in (status.text_content() or ""):
        assert clicks < 600, "the game did not end"
        if not played_card and "Your card" in (status.text_content() or ""):
            card = page.locator(".ck-variant-hand .ck-card.ck-highlighted").first
            if card.count():
                card.click()
                played_card = True
                page.wait_for_timeout(300)
                clicks += 1
                continue
        if auto.count():
            auto.first.click()
            clicks += 1
        page.wait_for_timeout(150)
    page.screenshot(path=str(artifact(f"variant_{name}_over.png")), full_page=True)

    # the kernel's state: over, the logs adding up to the scores
    page.wait_for_timeout(500)
    lines = [json.loads(x) for x in lab.selection_log.read_text().splitlines() if x.strip()]
    mine = [x for x in lines if x.get("game") == name]
    assert mine and mine[-1]["over"] and mine[-1]["logs_add_up"]
    assert mine[-1]["deals"] == {"auction": 2, "voleur": 3}[name]
    assert not page.page_errors, page.page_errors
