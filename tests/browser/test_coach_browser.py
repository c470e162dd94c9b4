"""The coach's Hint button in a real JupyterLab, driven by headless Chromium.

A notebook written by the test shows ``ScopaGame(seed=28)``,
``BeloteGame(seed=7)`` and two ``PicchettoGame``s (seed 11: the learner is
the younger; seed 1: the elder, whose exchange is the costliest hint of the
kit).  In each, the Hint button is clicked and the time from the click until
the hint's text is on the page is measured in the page itself
(``performance.now()`` and a ``MutationObserver``): the issue asks for at
most 500 ms.  The hint shown must be the one the same seeded game gives
here without a browser; the coach's card (Scopa) or discards (Picchetto)
must be the highlighted cards, the coach's bid (Belote) the marked button.
The measured times are printed; screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import html
import re

import pytest

pytestmark = pytest.mark.browser

LIMIT_MS = 500

CELLS = [
    "from cardkit.widgets import BeloteGame, PicchettoGame, ScopaGame\n"
    "scopa = ScopaGame(seed=28)\nscopa",
    "belote = BeloteGame(seed=7)\nbelote",
    "younger = PicchettoGame(seed=11)\nyounger",
    "elder = PicchettoGame(seed=1)\nelder",
]

# click the Hint button of the n-th game matching a selector, and resolve
# with the milliseconds until the hint's text (a piece of it) is on the page
CLICK_AND_TIME = """([selector, n, text]) => new Promise((resolve, reject) => {
    const root = document.querySelectorAll(selector)[n];
    const view = root.querySelector('.ck-coach-hint');
    const button = root.querySelector('button.ck-coach-hint-button');
    const shown = () => view.textContent.includes(text);
    if (shown()) { reject(new Error('the hint was on the page before the click')); return; }
    const t0 = performance.now();
    const watch = new MutationObserver(() => {
        if (shown()) { watch.disconnect(); resolve(performance.now() - t0); }
    });
    watch.observe(view, {subtree: true, childList: true, characterData: true});
    button.click();
    setTimeout(() => { watch.disconnect(); reject(new Error('no hint after 20 s')); }, 20000);
})"""


def headline(game) -> str:
    """The first line of the hint the game shows, computed without a browser."""
    game.hint()
    return html.unescape(re.search(r"<b>(.*?)</b>", game.hint_view.value).group(1))


@pytest.mark.viewport(1280, 2400)
def test_hint_is_shown_within_half_a_second(page, lab, open_notebook, artifact):
    from cardkit.widgets import BeloteGame, PicchettoGame, ScopaGame

    scopa, belote = ScopaGame(seed=28), BeloteGame(seed=7)
    younger, elder = PicchettoGame(seed=11), PicchettoGame(seed=1)
    assert younger.state.younger == 0 and elder.state.elder == 0
    # (name, game selector, which one, hint text, highlighted cards in the hand)
    cases = [("scopa", ".ck-scopa-game", 0, headline(scopa), [str(scopa.current_hint.move.card)]),
             ("belote", ".ck-belote-game", 0, headline(belote), [])]
    for name, n, game in (("picchetto_younger", 0, younger), ("picchetto_elder", 1, elder)):
        cases.append((name, ".ck-picchetto-game", n, headline(game),
                      [str(c) for c in game.current_hint.move.cards]))

    open_notebook(lab.add_notebook("coach.ipynb", CELLS))
    page.locator(".ck-picchetto-game button.ck-coach-hint-button").nth(1).wait_for()
    page.wait_for_timeout(500)          # let the kernel settle after Run All

    times = {}
    for name, selector, n, text, marked in cases:
        times[name] = page.evaluate(CLICK_AND_TIME, [selector, n, text])
        game = page.locator(selector).nth(n)
        for card in marked:
            game.locator(f'.ck-hand-widget .ck-card.ck-highlighted[data-card="{card}"]').wait_for()
        assert game.locator(".ck-hand-widget .ck-card.ck-highlighted").count() == len(marked)
        game.screenshot(path=str(artifact(f"coach_hint_{name}.png")))
    print("time from the click on Hint to the hint on the page: "
          + ", ".join(f"{name} {ms:.0f} ms" for name, ms in times.items()))
    # the Belote hint is a bid: its button, and only it, is marked
    assert page.locator(".ck-belote-bidding button.jupyter-button.mod-warning").count() == 1
    for name, ms in times.items():
        assert ms <= LIMIT_MS, f"{name}: the hint took {ms:.0f} ms (limit {LIMIT_MS} ms)"
    assert not page.page_errors, page.page_errors
