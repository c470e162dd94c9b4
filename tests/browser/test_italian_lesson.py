"""The Italian edition of lesson 05 in JupyterLab: run it, play one move.

The stored lesson ``notebooks/it/05_scopa_partita.ipynb`` is copied into the
shared JupyterLab (``conftest.py``), opened and run whole (Run All), as a
learner would.  In the Scopa game widget the test clicks a card of the
learner's hand that has one way to be played, so one click plays it.  What
must follow is what the same seeded game, played here without a browser in
Italian, says: the lines of the move (the learner's and the computer's
answer) appear among the last moves, the status line is the Italian one, and
none of the widget's status or log text is English.  A screenshot goes to
``test-artifacts/italian_lesson_05.png``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent
LESSON = ROOT / "notebooks" / "it" / "05_scopa_partita.ipynb"

# words of the English widget texts ("Your turn: click a card of your hand.",
# "Player 2: 3b takes nothing and stays on the table") that Italian never uses
ENGLISH = re.compile(r"\b(your|turn|click|takes|nothing|stays|table|player|hand|you|the)\b", re.I)


def test_italian_lesson_05_plays_one_move(page, lab, open_notebook, artifact):
    from cardkit.widgets import ScopaGame

    # the lesson's game (ScopaGame(players=2, seed=28)), here, in Italian
    ref = ScopaGame(players=2, seed=28, language="it")
    status_before = ref.status()
    card = next(str(c) for c in ref.state.hand(0) if len(ref.state.moves_for(c)) == 1)
    ref.play(card)
    move_lines = list(ref.recent)
    status_after = ref.status()
    assert move_lines and not ENGLISH.search(" ".join(move_lines + [status_before, status_after]))

    open_notebook(lab.add_notebook("it_05_scopa_partita.ipynb", source=LESSON))
    # the last cell (a check question) has answered: every cell has run
    page.locator(".jp-OutputArea-output:has-text('scopa-17')").wait_for()
    game = page.locator(".ck-scopa-game")
    target = game.locator(f'.ck-hand-widget .ck-card[data-card="{card}"]')
    target.wait_for()
    status = game.locator(".ck-table-status")
    assert status.inner_text().strip() == status_before
    before = game.locator("li").all_inner_texts()
    assert not any(line in before for line in move_lines)

    target.click()
    for line in move_lines:
        game.locator("li", has_text=line).wait_for()
    page.wait_for_function(
        "c => !document.querySelector(`.ck-scopa-game .ck-hand-widget .ck-card[data-card=\"${c}\"]`)", arg=card)
    assert status.inner_text().strip() == status_after

    after = game.locator("li").all_inner_texts()
    assert after != before
    shown = [status.inner_text(), *after, game.locator(".ck-table-log").inner_text()]
    english = [text for text in shown if ENGLISH.search(text)]
    assert not english, f"English in the Italian lesson's game: {english}"
    game.screenshot(path=str(artifact("italian_lesson_05.png")))
    assert not page.page_errors, page.page_errors
