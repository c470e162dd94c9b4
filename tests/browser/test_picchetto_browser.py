"""PicchettoGame in a real JupyterLab, driven by headless Chromium.

Runs ``PicchettoGame(seed=2)`` (the learner is the younger: the computer,
elder, has already exchanged) in a notebook written by the test, then plays
through the browser: *Exchange* pressed with nothing chosen (the engine's
sentence must appear under the accomodo), two cards clicked and exchanged,
*Declare* pressed, and a legal card chosen with the keyboard.  What the page
shows is checked against the same seeded game played here without a
browser.  Screenshots go to ``test-artifacts/``.

The JupyterLab server helper is the one of ``test_jupyterlab.py``.
"""

from __future__ import annotations

import os

import pytest

from test_jupyterlab import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, TIMEOUT_S, LabServer, _unavailable

pytestmark = pytest.mark.browser

CELL = "from cardkit.widgets import PicchettoGame\ngame = PicchettoGame(seed=2)\ngame"


@pytest.fixture(scope="module")
def picchetto_lab(tmp_path_factory):
    import nbformat

    server = LabServer(tmp_path_factory.mktemp("picchetto_lab"))
    nb = nbformat.v4.new_notebook(metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}})
    nb.cells = [nbformat.v4.new_code_cell(CELL)]
    nbformat.write(nb, str(server.root / "picchetto.ipynb"))
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


def test_picchetto_game_in_jupyterlab(chromium, picchetto_lab):
    ref, sentence, discard = reference()
    good = str(ref.state.legal_moves()[0])
    counter = ref.counter.counter_text()

    context = chromium.new_context(viewport={"width": 1280, "height": 1600})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_S * 1000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{picchetto_lab.url}/lab/tree/picchetto.ipynb?reset&token={picchetto_lab.token}")
        page.wait_for_selector(".jp-Notebook")
        page.wait_for_function(
            "() => { const s = document.querySelector('#jp-main-statusbar');"
            " return s && /Idle/.test(s.textContent); }", timeout=2 * TIMEOUT_S * 1000)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        acc = page.locator(".ck-picchetto-accomodo")
        acc.locator(f'.ck-card[data-card="{discard[0]}"] svg').wait_for()

        # Exchange with nothing chosen: the engine's sentence, nothing changes
        exchange = acc.locator("button.jupyter-button:has-text('Exchange')")
        exchange.click()
        page.wait_for_selector(f".ck-picchetto-accomodo .ck-belote-message:has-text(\"{sentence}\")")
        assert acc.locator(".ck-hand-widget .ck-card").count() == 12

        # two cards clicked, then Exchange
        for c in discard:
            acc.locator(f'.ck-card[data-card="{c}"]').click()
            page.wait_for_timeout(300)
        exchange.click()
        declare = page.locator("button.ck-picchetto-declare:visible")
        declare.wait_for()
        page.screenshot(path=str(_artifact("picchetto_declare_page.png")), full_page=True)
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
        page.screenshot(path=str(_artifact("picchetto_game_page.png")), full_page=True)
    finally:
        context.close()
    assert not errors, errors


def _artifact(name: str):
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS / name
