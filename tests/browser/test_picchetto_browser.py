"""PicchettoGame in a real JupyterLab, driven by headless Chromium.

Runs ``PicchettoGame(seed=2)`` (the learner is the younger: the computer,
elder, has already exchanged) in a notebook written by the test, then plays
through the browser: *Exchange* pressed with nothing chosen (the engine's
sentence must appear under the accomodo), two cards clicked and exchanged,
*Declare* pressed, and a legal card chosen with the keyboard.  What the page
shows is checked against the same seeded game played here without a
browser.  Screenshots go to ``test-artifacts/``.

The JupyterLab server and Chromium are the shared ones of ``conftest.py``.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

CELL = "from cardkit.widgets import PicchettoGame\ngame = PicchettoGame(seed=2)\ngame"


def reference():
    """The same game without a browser, up to the learner's first card."""
    from cardkit.errors import IllegalMoveError
    from cardkit.widgets import PicchettoGame

    g = PicchettoGame(seed=2)
    assert g.phase == "exchange" and g.my_turn
    try:
        g.state.copy().play("exchange")
    except IllegalMoveError as e:
        sentence = str(e)
    discard = g.accomodo.hand.cards[:2]
    assert g.play("exchange " + " ".join(discard))
    assert g.phase == "declare" and g.my_turn
    assert g.declare()
    assert g.phase == "play" and g.my_turn
    return g, sentence, discard


@pytest.mark.viewport(1280, 1600)
def test_picchetto_game_in_jupyterlab(page, lab, open_notebook, artifact, timings):
    ref, sentence, discard = reference()
    good = str(ref.state.legal_moves()[0])
    counter = ref.counter.counter_text()

    open_notebook(lab.add_notebook("picchetto.ipynb", [CELL]))
    acc = page.locator(".ck-picchetto-accomodo")
    acc.locator(f'.ck-card[data-card="{discard[0]}"] svg').wait_for()

    # Exchange with nothing chosen: the engine's sentence, nothing changes
    exchange = acc.locator("button.jupyter-button:has-text('Exchange')")
    exchange.click()
    page.wait_for_selector(f".ck-picchetto-accomodo .ck-belote-message:has-text(\"{sentence}\")")
    assert acc.locator(".ck-hand-widget .ck-card").count() == 12

    # two cards clicked, then Exchange
    for c in discard:   # timed from the page: click -> the card shown chosen
        timings.click("picchetto: a discard chosen", ".ck-picchetto-accomodo",
                      f'.ck-hand-widget .ck-card[data-card="{c}"]')
        acc.locator(f'.ck-card.ck-selected[data-card="{c}"]').wait_for()
    exchange.click()
    declare = page.locator("button.ck-picchetto-declare:visible")
    declare.wait_for()
    page.screenshot(path=str(artifact("picchetto_declare_page.png")), full_page=True)
    declare.click()

    # the play: the computer (elder) has led and counted aloud
    page.wait_for_selector(f".ck-picchetto-counter:has-text(\"{counter}\")")
    hand = page.locator(".ck-picchetto-hand")
    hand.locator(f'.ck-card[data-card="{good}"]').wait_for()
    for c in discard:
        assert hand.locator(f'.ck-card[data-card="{c}"]').count() == 0
    hand.locator(f'.ck-card[data-card="{good}"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => !document.querySelector('.ck-picchetto-hand .ck-card[data-card=\"{good}\"]')")
    page.screenshot(path=str(artifact("picchetto_game_page.png")), full_page=True)
    assert not page.page_errors, page.page_errors
