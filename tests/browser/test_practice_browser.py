"""Click-to-answer practice questions in a real JupyterLab (headless Chromium).

The test opens a copy of ``practice_check.ipynb``, which shows a question
answered with cards (``belote-legal-cards:normal:3``) and one answered with a
button (``scopa-legal-capture:normal:2``), then a practice set, and answers
both questions through the page: a wrong card first (the feedback says ✘), then the legal cards (one of
them chosen with the keyboard) and Check (✔ replaces it); for the other, the
right button and Check.  The lines the page shows must be the ones the
checker gives for the same answers here, without a browser, and the ones the
kernel logged (the notebook appends every check to ``CARDKIT_SELECTION_LOG``).
The practice set is moved on with the keyboard (Next, then More questions).
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent / "practice_check.ipynb"
CARDS_ID = "belote-legal-cards:normal:3"
CHOICE_ID = "scopa-legal-capture:normal:2"


def engine_answers():
    """The right answers and the checker's lines for them, without a browser."""
    from cardkit.exercises import evaluate
    from cardkit.exercises.practice import question, topic

    def solved(qid):
        name, difficulty, seed = qid.split(":")
        q = question(name, int(seed), difficulty)
        return q, topic(name).solve(q.data)

    cards_q, cards = solved(CARDS_ID)
    cards = [str(c) for c in cards]
    _, choice = solved(CHOICE_ID)
    offered = topic("belote-legal-cards").offered(cards_q.data)
    return {
        "cards": cards,
        "illegal": next(c for c in offered if c not in cards),
        "choice": topic("scopa-legal-capture").kind.show(choice),
        "cards_line": evaluate(CARDS_ID, cards).line,
        "choice_line": evaluate(CHOICE_ID, choice).line,
    }


def kernel_checks(lab, qid: str) -> list[dict]:
    path = lab.selection_log
    if not path.exists():
        return []
    events = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [e for e in events if e.get("id") == qid]


def wait_for_checks(lab, page, qid: str, n: int, timeout_s: float = 60) -> list[dict]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        found = kernel_checks(lab, qid)
        if len(found) >= n:
            return found
        page.wait_for_timeout(200)
    raise AssertionError(f"the kernel logged {kernel_checks(lab, qid)} for {qid}, expected {n} checks; "
                         f"browser console: {page.console_messages[-20:]}")


@pytest.mark.viewport(1280, 1600)
def test_click_to_answer_in_jupyterlab(page, lab, open_notebook, artifact):
    want = engine_answers()
    open_notebook(lab.add_notebook(NOTEBOOK.name, source=NOTEBOOK))
    questions = page.locator(".ck-practice-question")
    page.wait_for_function("() => document.querySelectorAll('.ck-practice-question').length === 3")
    cards_q, choice_q = questions.nth(0), questions.nth(1)
    card = lambda c: cards_q.locator(f'.ck-hand-widget .ck-card[data-card="{c}"]')  # noqa: E731
    card(want["cards"][0]).locator("svg").wait_for(state="visible")
    feedback = cards_q.locator(".ck-practice-feedback")

    # a card that may not be played, then Check: "not yet"
    card(want["illegal"]).click()
    cards_q.locator("button.ck-practice-check").click()
    feedback.filter(has_text="✘").wait_for()
    assert "not yet" in feedback.inner_text()

    # take it back (the old verdict goes), click the legal cards, the last by keyboard
    card(want["illegal"]).click()
    page.wait_for_function("() => !document.querySelector('.ck-practice-question .ck-practice-feedback')")
    for c in want["cards"][:-1]:
        card(c).click()
    card(want["cards"][-1]).focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "n => document.querySelectorAll('.ck-practice-question .ck-card[aria-pressed=\"true\"]').length === n",
        arg=len(want["cards"]))
    cards_q.locator("button.ck-practice-check").click()
    feedback.filter(has_text="✔").wait_for()
    assert feedback.inner_text().strip() == want["cards_line"]
    logged = wait_for_checks(lab, page, CARDS_ID, 2)
    assert [e["status"] for e in logged[-2:]] == ["wrong", "correct"]
    assert logged[-1]["line"] == want["cards_line"]
    cards_q.screenshot(path=str(artifact("practice_cards_question.png")))

    # the choice: no button marked before the click, then the right one and Check
    buttons = choice_q.locator("button.ck-practice-choice")
    assert buttons.count() == 2
    assert choice_q.locator("button.ck-practice-choice.mod-primary").count() == 0
    choice_q.get_by_role("button", name=want["choice"], exact=True).click()
    choice_q.locator("button.ck-practice-choice.mod-primary").wait_for()
    choice_q.locator("button.ck-practice-check").click()
    choice_feedback = choice_q.locator(".ck-practice-feedback")
    choice_feedback.filter(has_text="✔").wait_for()
    assert choice_feedback.inner_text().strip() == want["choice_line"]
    assert wait_for_checks(lab, page, CHOICE_ID, 1)[-1]["status"] == "correct"
    choice_q.screenshot(path=str(artifact("practice_choice_question.png")))

    # the practice set: Next and More questions with the keyboard (Tab-reachable buttons)
    practice_set = page.locator(".ck-practice-set")
    practice_set.locator("text=Question 1 of 3").wait_for()
    practice_set.locator("button.ck-practice-nav:has-text('Next')").focus()
    page.keyboard.press("Enter")
    practice_set.locator("text=Question 2 of 3").wait_for()
    practice_set.locator("button.ck-practice-more").focus()
    page.keyboard.press("Enter")
    practice_set.locator("text=Question 1 of 3").wait_for()
    assert "set number 4" not in practice_set.inner_text()
    practice_set.screenshot(path=str(artifact("practice_set.png")))
    page.screenshot(path=str(artifact("practice_page.png")), full_page=True)
    assert not page.page_errors, page.page_errors
