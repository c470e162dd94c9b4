"""The Picchetto and Belote replays in a real JupyterLab, driven by headless Chromium.

A notebook written by the test replays a seeded deal of each game.  Through
the browser each replay is stepped forward and back with its buttons: the
page must show the step the same viewer shows without a browser (its
counter and its sentence), and change back when stepped back.  In the
Picchetto replay the losing moves are marked with the button: the losing
move's sentence must appear.  Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

SETUP = ("from cardkit.picchetto import ITALIANO, ComputerPlayer, PicchettoState, play_out\n"
         "from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer\n"
         "from cardkit.widgets import BeloteReplay, PicchettoReplay\n"
         "picchetto = play_out(PicchettoState(ITALIANO, 10, auto_deal=False), [ComputerPlayer()] * 2, until='deal')\n"
         "belote = BeloteState(BELOTE, 1)\n"
         "while not belote.deal_scores:\n"
         "    belote.play(RuleBasedPlayer().choose(belote))")
CELLS = [SETUP, "PicchettoReplay(picchetto)", "BeloteReplay(belote.to_json())"]


def reference():
    """The two viewers without a browser, on the same deals."""
    from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer
    from cardkit.picchetto import ITALIANO, ComputerPlayer, PicchettoState, play_out
    from cardkit.widgets import BeloteReplay, PicchettoReplay

    pic = play_out(PicchettoState(ITALIANO, 10, auto_deal=False), [ComputerPlayer()] * 2, until="deal")
    bel = BeloteState(BELOTE, 1)
    while not bel.deal_scores:
        bel.play(RuleBasedPlayer().choose(bel))
    return PicchettoReplay(pic), BeloteReplay(bel.to_json())


def step_lines(viewer, k):
    """The counter and the first line the viewer shows at step ``k``."""
    viewer.go(k)
    return f"Step {k} of {len(viewer.steps) - 1}", viewer.describe().splitlines()[0]


def check_step(box, viewer, k):
    counter, head = step_lines(viewer, k)
    box.locator(f"text={counter}").wait_for()
    box.get_by_text(head, exact=True).wait_for()


@pytest.mark.viewport(1280, 1800)
def test_replays_step_forward_and_back_in_jupyterlab(page, lab, open_notebook, artifact):
    pic_ref, bel_ref = reference()
    open_notebook(lab.add_notebook("replays.ipynb", CELLS))

    # Picchetto: three steps forward (the deal, both exchanges, the first
    # declaration), one back, then the losing moves marked
    box = page.locator(".ck-picchetto-replay")
    check_step(box, pic_ref, 0)
    forward = box.locator("button.jupyter-button:has-text('Forward')")
    back = box.locator("button.jupyter-button:has-text('Back')")
    for k in (1, 2, 3):
        forward.click()
        check_step(box, pic_ref, k)
    back.click()
    check_step(box, pic_ref, 2)
    assert box.get_by_text(step_lines(pic_ref, 3)[1], exact=True).count() == 0
    box.locator("button.jupyter-button:has-text('Mark the losing moves')").click()
    pic_ref.mark_losing_moves()
    box.get_by_text(pic_ref.losing_sentence(), exact=True).wait_for()
    # on to the losing move's trick: the card is marked with what it lost
    losing = next(i for i, s in enumerate(pic_ref.steps)
                  if s.kind == "trick" and s.data[0] == pic_ref.losing.trick)
    for k in range(3, losing + 1):
        forward.click()
        check_step(box, pic_ref, k)
    box.locator(f"text=✘ lost {pic_ref.losing.loss}").wait_for()
    box.screenshot(path=str(artifact("picchetto_replay_marked_browser.png")))
    box.locator("button.jupyter-button:has-text('Last')").click()
    check_step(box, pic_ref, len(pic_ref.steps) - 1)
    box.screenshot(path=str(artifact("picchetto_replay_browser.png")))

    # Belote: the bidding rounds and the first trick, then back again
    box = page.locator(".ck-belote-replay")
    forward = box.locator("button.jupyter-button:has-text('Forward')")
    back = box.locator("button.jupyter-button:has-text('Back')")
    trick1 = next(i for i, s in enumerate(bel_ref.steps) if s.kind == "trick")
    for k in range(1, trick1 + 1):
        forward.click()
        check_step(box, bel_ref, k)
    box.screenshot(path=str(artifact("belote_replay_browser.png")))
    back.click()
    check_step(box, bel_ref, trick1 - 1)
    box.locator("button.jupyter-button:has-text('First')").click()
    check_step(box, bel_ref, 0)
    assert not page.page_errors, page.page_errors
