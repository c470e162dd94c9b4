"""ScopaGame and CaptureExplorer in a real JupyterLab, driven by headless Chromium.

A notebook written by the test shows ``ScopaGame(seed=7)`` and an empty
``CaptureExplorer()``.  Through the browser: a card with two possible
captures is clicked (the two capture buttons must appear, labelled as the
widget labels them without a browser), the second capture is chosen, a card
is played with the keyboard, and in the explorer the rule text's example is
clicked together (the equal-card sentence must appear), cards are clicked
into the primiera calculator and a replay is stepped with its buttons.  What the page
shows is checked against the same seeded game played here without a
browser.  Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

CELLS = [
    "from cardkit.widgets.scopa.game import ScopaGame\ngame = ScopaGame(seed=7)\ngame",
    "from cardkit.widgets.scopa.explorer import CaptureExplorer\nexplorer = CaptureExplorer()\nexplorer",
    "from cardkit.widgets import PrimieraCalculator\ncalc = PrimieraCalculator()\ncalc",
    "from cardkit.scopa import *\nfrom cardkit.widgets import ReplayViewer\n"
    "done = play_match(ScopaState(ScopaRules(), seed=11), [RuleBasedPlayer()] * 2)\n"
    "viewer = ReplayViewer(done, hand=1)\nviewer",
]


@pytest.mark.viewport(1280, 1600)
def test_scopa_widgets_in_jupyterlab(page, lab, open_notebook, artifact, timings):
    from cardkit.widgets.scopa.game import ScopaGame

    ref = ScopaGame(seed=7)
    hand = [str(c) for c in ref.state.hand(0)]
    multi = next(c for c in hand if len(ref.state.moves_for(c)) == 2)
    ref.play(multi)
    labels = [b.description for b in ref.choice_buttons]
    ref.choose(1)
    after_choice = list(ref.recent)
    single = next(str(c) for c in ref.state.hand(0) if len(ref.state.moves_for(c)) <= 1)
    ref.play(single)
    after_key = list(ref.recent)

    open_notebook(lab.add_notebook("scopa.ipynb", CELLS))
    game_hand = page.locator(".ck-scopa-game .ck-hand-widget")
    game_hand.locator(f'.ck-card[data-card="{multi}"]').wait_for()
    # every widget output also carries a static text/html picture (for copies not
    # run): JupyterLab must show the live widget, never that picture
    assert page.locator(".cardkit-snapshot").count() == 0

    # a card with two captures: two buttons, as labelled without a browser
    # (timed from the page: click -> the first capture button drawn)
    timings.click("scopa: a card with two captures", ".ck-scopa-game",
                  f'.ck-hand-widget .ck-card[data-card="{multi}"]', text=labels[0])
    for text in labels:
        page.locator(f".ck-scopa-game button.jupyter-button:has-text('{text}')").wait_for()
    page.locator(f".ck-scopa-game button.jupyter-button:has-text('{labels[1]}')").click()
    for line in after_choice:
        page.locator(f".ck-scopa-game li:has-text('{line}')").wait_for()
    page.wait_for_function(
        f"() => !document.querySelector('.ck-scopa-game .ck-hand-widget .ck-card[data-card=\"{multi}\"]')")
    assert page.locator(f".ck-scopa-game button.jupyter-button:has-text('{labels[0]}')").count() == 0

    # a card played with the keyboard
    game_hand.locator(f'.ck-card[data-card="{single}"]').focus()
    page.keyboard.press("Enter")
    for line in after_key:
        page.locator(f".ck-scopa-game li:has-text('{line}')").wait_for()
    page.locator(".ck-scopa-game").screenshot(path=str(artifact("scopa_game_browser.png")))

    # the explorer: the rule text's example, clicked together
    table = page.locator(".ck-scopa-explorer .ck-table-picker")
    for c in ("2d", "3c", "5s", "Fb"):
        table.locator(f'.ck-card[data-card="{c}"]').click()
        page.wait_for_timeout(150)
    page.locator(".ck-scopa-explorer .ck-card-picker").locator('.ck-card[data-card="5c"]').click()
    page.locator(".ck-scopa-explorer :text('The 5s on the table must be taken')").wait_for()
    page.locator(".ck-scopa-explorer :text('2d + 3c = 5: not allowed')").wait_for()
    page.locator(".ck-scopa-explorer").screenshot(path=str(artifact("scopa_explorer_browser.png")))

    # the primiera calculator: four sevens and a six are clicked into pile 1
    calc = page.locator(".ck-scopa-primiera")
    for c in ("7d", "7c", "7s", "6b"):
        calc.locator(".ck-deck-picker").first.locator(f'.ck-card[data-card="{c}"]').click()
        page.wait_for_timeout(150)
    calc.locator(":text('Pile 1: primiera worth 81')").wait_for()

    # the replay viewer: two steps forward, then the last position
    viewer = page.locator(".ck-scopa-replay")
    viewer.locator("button.jupyter-button:has-text('Forward')").click()
    viewer.locator(":text('Move 1 of 36')").wait_for()
    viewer.locator("button.jupyter-button:has-text('Forward')").click()
    viewer.locator(":text('Move 2 of 36')").wait_for()
    viewer.locator("button.jupyter-button:has-text('Last')").click()
    viewer.locator(":text('Points of hand 1')").wait_for()
    viewer.screenshot(path=str(artifact("scopa_replay_browser.png")))
    assert not page.page_errors, page.page_errors
