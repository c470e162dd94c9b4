"""HandWidget in a real JupyterLab, driven by headless Chromium (Playwright).

The test opens a copy of ``hand_widget_check.ipynb`` in the shared JupyterLab
(see ``conftest.py``: free loopback port, token, temporary home), runs it, clicks cards and presses
keys, and checks what the *kernel* received: the notebook appends every
selection change to the file named by ``CARDKIT_SELECTION_LOG`` (set in the
server's environment, which the kernel inherits).  A screenshot is
saved to ``test-artifacts/hand_widget.png``.

Only the Debian browser ``/usr/bin/chromium`` is used (never a download).
Without Chromium or Playwright the test is skipped on a workstation and
fails in CI (``CI=true``), where it must run (see ``conftest.py``).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent / "hand_widget_check.ipynb"


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

def kernel_events(lab) -> list[dict]:
    path = lab.selection_log
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def wait_for_event(lab, page, wanted: dict, since: int = 0, timeout_s: float = 60) -> list[dict]:
    """Wait until the kernel logged an event containing ``wanted``."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        events = kernel_events(lab)
        if any(all(e.get(k) == v for k, v in wanted.items()) for e in events[since:]):
            return events
        page.wait_for_timeout(200)
    raise AssertionError(
        f"the kernel never received {wanted}; it logged {kernel_events(lab)}\n"
        f"browser console: {page.console_messages[-20:]}"
    )


def open_and_run(lab, page, open_notebook) -> None:
    if not NOTEBOOK.exists():
        pytest.fail(f"missing test notebook {NOTEBOOK}")
    open_notebook(lab.add_notebook(NOTEBOOK.name, source=NOTEBOOK))
    wait_for_event(lab, page, {"event": "ready"})
    page.wait_for_selector('.ck-hand-widget .ck-card[data-card="7d"] svg', state="visible")


def card(page, notation: str):
    return page.locator(f'.ck-card[data-card="{notation}"]')


# ---------------------------------------------------------------------------
# the test
# ---------------------------------------------------------------------------

def test_hand_widget_in_jupyterlab(page, lab, open_notebook, artifact):
    open_and_run(lab, page, open_notebook)
    start = len(kernel_events(lab))

    # one element per card, with a picture drawn by Python and an accessible name
    assert card(page, "7d").count() == 1
    assert page.locator(".ck-card").count() == 10
    assert card(page, "7d").get_attribute("aria-label") == "7 of coins"
    assert card(page, "7d").get_attribute("tabindex") == "0"
    assert card(page, "7d").get_attribute("aria-pressed") == "false"

    # a mouse click: Python receives the selection as notation
    card(page, "7d").click()
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "7d"}, start)
    page.wait_for_selector('.ck-card[data-card="7d"][aria-pressed="true"]')
    assert "ck-selected" in card(page, "7d").get_attribute("class")

    # single mode: another click replaces the choice
    card(page, "Rc").click()
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "Rc"}, start)
    page.wait_for_selector('.ck-card[data-card="7d"][aria-pressed="false"]')

    # keyboard: Tab-focusable cards, Enter and Space choose
    card(page, "Ab").focus()
    page.keyboard.press("Enter")
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "Ab"}, start)
    page.wait_for_selector('.ck-card[data-card="Ab"][aria-pressed="true"]')
    page.keyboard.press("ArrowRight")  # focus moves to the next card
    assert page.evaluate("() => document.activeElement.dataset.card") == "Rc"
    page.keyboard.press(" ")
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "Rc"}, start)
    page.wait_for_selector('.ck-card[data-card="Rc"][aria-pressed="true"]')
    assert page.evaluate("() => document.activeElement.dataset.card") == "Rc"

    # a disabled card is refused with the explanation shown under the hand
    n = len(kernel_events(lab))
    card(page, "5s").click(force=True)
    page.wait_for_selector(".ck-message.ck-error:has-text('cannot be chosen now')")
    assert card(page, "5s").get_attribute("aria-disabled") == "true"
    assert not [e for e in kernel_events(lab)[n:] if e.get("event") == "select"]

    # multiple mode in a fan: clicks toggle, Python gets hand order
    card(page, "10D").click()
    card(page, "AS").click()
    wait_for_event(lab, page, {"widget": "fan", "event": "select", "cards": "AS 10D"}, start)
    page.wait_for_selector('.ck-card[data-card="AS"][aria-pressed="true"]')
    page.wait_for_selector('.ck-card[data-card="10D"][aria-pressed="true"]')

    # let the lift transition finish, then keep a picture for people to look at
    page.wait_for_timeout(400)
    output = page.locator(".jp-OutputArea-output:has(.ck-hand-widget)").first
    output.screenshot(path=str(artifact("hand_widget.png")))
    page.screenshot(path=str(artifact("hand_widget_page.png")))
    assert artifact("hand_widget.png").stat().st_size > 5000

    assert not page.page_errors, page.page_errors
