"""BeloteGame in a real JupyterLab, driven by headless Chromium.

Runs ``BeloteGame(seed=7)`` in a notebook written by the test, then plays
through the browser: a bidding button is pressed, an illegal card is clicked
(the engine's sentence must appear under the hand and the card stay), a
legal card is chosen with the keyboard.  What the page shows afterwards is
checked against what the engine says for the same seeded game, replayed
here without a browser.  Screenshots go to ``test-artifacts/``.

The JupyterLab server helper is the one of ``test_jupyterlab.py``.
"""

from __future__ import annotations

import os

import pytest

from test_jupyterlab import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, TIMEOUT_S, LabServer, _unavailable

pytestmark = pytest.mark.browser

CELL = "from cardkit.widgets import BeloteGame\ngame = BeloteGame(seed=7)\ngame"


@pytest.fixture(scope="module")
def belote_lab(tmp_path_factory):
    import nbformat

    server = LabServer(tmp_path_factory.mktemp("belote_lab"))
    nb = nbformat.v4.new_notebook(metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}})
    nb.cells = [nbformat.v4.new_code_cell(CELL)]
    nbformat.write(nb, str(server.root / "belote.ipynb"))
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def chromium():
    if not (os.path.exists(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        _unavailable(f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is not installed (pip install playwright)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def expected_after_passing():
    """The same game without a browser: South passes until the play, then
    the engine's legal and illegal cards for South."""
    from cardkit.widgets import BeloteGame

    g = BeloteGame(seed=7)
    while g.phase in ("bid1", "bid2", "senza"):
        assert g.bid("pass")
    return g


def test_belote_game_in_jupyterlab(chromium, belote_lab):
    ref = expected_after_passing()
    assert ref.phase == "play" and ref.my_turn, "seed 7: South plays after passing"
    bad = next(c for c in ref.hand.cards if c not in ref.hand.legal)
    good = ref.hand.legal[0]
    sentence = ref.hand.why(bad)

    context = chromium.new_context(viewport={"width": 1280, "height": 1400})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_S * 1000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{belote_lab.url}/lab/tree/belote.ipynb?reset&token={belote_lab.token}")
        page.wait_for_selector(".jp-Notebook")
        page.wait_for_function(
            "() => { const s = document.querySelector('#jp-main-statusbar');"
            " return s && /Idle/.test(s.textContent); }", timeout=2 * TIMEOUT_S * 1000)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
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
        hand.locator(f'.ck-card[data-card="{bad}"]').click()
        page.wait_for_selector(f".ck-belote-hand .ck-belote-message:has-text(\"{sentence}\")")
        assert hand.locator(f'.ck-card[data-card="{bad}"]').count() == 1
        ARTIFACTS.mkdir(exist_ok=True)
        hand.screenshot(path=str(ARTIFACTS / "belote_hand_refusal.png"))

        # a legal card with the keyboard: it leaves the hand, the message goes
        hand.locator(f'.ck-card[data-card="{good}"]').focus()
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => !document.querySelector('.ck-belote-hand .ck-card[data-card=\"{good}\"]')")
        assert page.locator(".ck-belote-hand .ck-belote-message:has-text('must')").count() == 0
        page.screenshot(path=str(ARTIFACTS / "belote_game_page.png"), full_page=True)
    finally:
        context.close()
    assert not errors, errors
