"""Picchetto for three and four in a real JupyterLab, driven by headless
Chromium: one full game (a one-deal game, ``rules.single_deal()``) of each
table preset — ``PICCHETTO_TRE``, ``PICCHETTO_COPPIE``, ``A_ECRIRE`` —
finished against the computer by clicks alone.

The learner (player 1) announces a mano bianca when he has one, exchanges
nothing when he deals at three (Exchange pressed with no card chosen),
declares everything (Declare), and plays the first lit card of his hand each
time it is his turn, until the widget says the game is over.  The same game
played here without a browser, by the same choices, must end with the same
result line.  Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

PRESETS = ("PICCHETTO_TRE", "PICCHETTO_COPPIE", "A_ECRIRE")
SEED = 3


def cell(name: str) -> str:
    return ("from cardkit.picchetto import " + name + "\n"
            "from cardkit.widgets import PicchettoTableGame\n"
            f"game = PicchettoTableGame({name}.single_deal(), seed={SEED})\ngame")


def reference(name: str):
    """The same game without a browser, by the same choices; returns the
    widget (over) and how many cards the learner clicked."""
    import cardkit.picchetto as P
    from cardkit.widgets import PicchettoTableGame

    g = PicchettoTableGame(getattr(P, name).single_deal(), seed=SEED)
    clicks = 0
    while not g.state.is_over():
        ph = g.state.phase
        assert g.my_turn
        if ph == "blanche":
            assert g.play("mano bianca")
        elif ph == "exchange":
            g._exchange_clicked()
        elif ph == "declare":
            assert g.declare()
        else:
            card = [c for c in g.hand.cards if c not in g.hand.disabled][0]
            g.hand.click(card)
            clicks += 1
    return g, clicks


def status_text(page) -> str:
    return page.locator(".ck-ptable .ck-table-status").inner_text()


@pytest.mark.viewport(1280, 1400)
@pytest.mark.parametrize("name", PRESETS)
def test_a_whole_table_game_by_clicks(name, page, lab, open_notebook, artifact):
    ref, ref_clicks = reference(name)
    expected = ref._result()
    assert ref.state.is_over() and ref_clicks == ref.rules.hand_size

    open_notebook(lab.add_notebook(f"table_{name.lower()}.ipynb", [cell(name)]))
    hand = page.locator(".ck-ptable-hand")
    page.locator(".ck-ptable .ck-table-status").wait_for()
    clicks = 0
    for _step in range(60):
        page.wait_for_timeout(150)
        if page.locator("button.ck-ptable-new:visible").count():
            break
        if page.locator("button.ck-ptable-blanche:visible").count():
            page.locator("button.ck-ptable-blanche:visible").click()
            page.locator("button.ck-ptable-blanche:visible").wait_for(state="hidden")
            continue
        if page.locator("button.ck-ptable-exchange:visible").count():
            page.locator("button.ck-ptable-exchange:visible").click()
            page.locator("button.ck-ptable-exchange:visible").wait_for(state="hidden")
            continue
        if page.locator("button.ck-ptable-declare:visible").count():
            page.screenshot(path=str(artifact(f"table_{name.lower()}_declare.png")), full_page=True)
            page.locator("button.ck-ptable-declare:visible").click()
            page.locator("button.ck-ptable-declare:visible").wait_for(state="hidden")
            continue
        lit = hand.locator(".ck-card:not(.ck-disabled)")
        if not lit.count():
            continue
        card = lit.first.get_attribute("data-card")
        lit.first.click()
        hand.locator(f'.ck-card[data-card="{card}"]').wait_for(state="detached")
        clicks += 1
    page.locator("button.ck-ptable-new:visible").wait_for()
    page.screenshot(path=str(artifact(f"table_{name.lower()}_over.png")), full_page=True)
    assert clicks == ref_clicks
    assert expected in status_text(page)
    assert not page.page_errors, page.page_errors
