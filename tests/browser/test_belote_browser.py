"""BeloteGame in a real JupyterLab, driven by headless Chromium.

Runs ``BeloteGame(seed=7)`` in a notebook written by the test, then plays
through the browser: a bidding button is pressed, an illegal card is clicked
(the engine's sentence must appear under the hand and the card stay), a
legal card is chosen with the keyboard.  What the page shows afterwards is
checked against what the engine says for the same seeded game, replayed
here without a browser.  Screenshots go to ``test-artifacts/``.

The JupyterLab server and Chromium are the shared ones of ``conftest.py``.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

CELL = "from cardkit.widgets import BeloteGame\ngame = BeloteGame(seed=7)\ngame"


def expected_after_passing():
    """The same game without a browser: South passes until the play, then
    the engine's legal and illegal cards for South."""
    from cardkit.widgets import BeloteGame

    g = BeloteGame(seed=7)
    while g.phase in ("bid1", "bid2", "senza"):
        assert g.bid("pass")
    return g


@pytest.mark.viewport(1280, 1400)
def test_belote_game_in_jupyterlab(page, lab, open_notebook, artifact, timings):
    ref = expected_after_passing()
    assert ref.phase == "play" and ref.my_turn, "seed 7: South plays after passing"
    bad = next(c for c in ref.hand.cards if c not in ref.hand.legal)
    good = ref.hand.legal[0]
    sentence = ref.hand.why(bad)

    open_notebook(lab.add_notebook("belote.ipynb", [CELL]))
    page.wait_for_selector(".ck-belote-game .ck-belote-bidding button.jupyter-button")

    # bid by pressing the visible Pass button until the play begins
    for _ in range(3):
        passes = page.locator(".ck-belote-bidding button.jupyter-button:visible:has-text('Pass')")
        if not passes.count():
            break
        passes.first.click()
        page.wait_for_timeout(800)
    hand = page.locator(".ck-belote-hand")
    hand.locator(f'.ck-card[data-card="{good}"]').wait_for()
    page.wait_for_selector(".ck-belote-hand:has-text('Your turn')")

    # an illegal card: the engine's sentence under the hand, the card stays
    timings.click("belote: an illegal card refused", ".ck-belote-hand",
                  f'.ck-card[data-card="{bad}"]', text=sentence)
    page.wait_for_selector(f".ck-belote-hand .ck-belote-message:has-text(\"{sentence}\")")
    assert hand.locator(f'.ck-card[data-card="{bad}"]').count() == 1
    hand.screenshot(path=str(artifact("belote_hand_refusal.png")))

    # a legal card with the keyboard: it leaves the hand, the message goes
    hand.locator(f'.ck-card[data-card="{good}"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => !document.querySelector('.ck-belote-hand .ck-card[data-card=\"{good}\"]')")
    assert page.locator(".ck-belote-hand .ck-belote-message:has-text('must')").count() == 0
    page.screenshot(path=str(artifact("belote_game_page.png")), full_page=True)
    assert not page.page_errors, page.page_errors
