"""Stored lessons opened in JupyterLab WITHOUT running them show card pictures.

JupyterLab does not trust a notebook it has not signed (a fresh clone, a
download): it hides a stored ``image/svg+xml`` output and strips ``<svg>``
from stored HTML, so a learner who opens a lesson before running it would
read ``<Deck italian: 40 cards>`` instead of seeing the deck.  The kit
stores its pictures as images in ``text/html`` (see :mod:`cardkit.svg`),
which JupyterLab keeps.

The test copies three stored notebooks into the shared JupyterLab (see
``conftest.py``): the contents page, lesson 01 and the student copy of
exercise set 03, opens each without running a cell, checks that JupyterLab
treats it as untrusted, and finds the card pictures drawn (images that
loaded, with the cards' names as their text) where the text repr used to
be.  Screenshots go to ``test-artifacts/unrun_*.png``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent

# notebook, and for each: the text repr an untrusted notebook would show
# instead of a picture, and words of the picture's text (its alt)
NOTEBOOKS = [
    ("notebooks/00_start_here.ipynb", "cards('7d Rc AS 10H JC')", "7 of coins"),
    ("notebooks/01_cards_and_decks.ipynb", "<Deck italian: 40 cards>", "the Italian 40-card deck"),
    ("exercises/03_picchetto.ipynb", "<Position 'hand as dealt", "hand as dealt"),
]

IMAGES = ".jp-OutputArea-output img[src^='data:image/svg+xml']"


def open_unrun(lab, page, name: str) -> None:
    """Open ``name`` (``?reset``) and wait for its stored outputs; run nothing."""
    page.goto(f"{lab.url}/lab/tree/{name}?reset&token={lab.token}")
    page.wait_for_selector(".jp-Notebook .jp-OutputArea-output")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
                           " && window.jupyterapp.shell.currentWidget.content")


def code_cells_trusted(page) -> list:
    return page.evaluate(
        "() => window.jupyterapp.shell.currentWidget.content.widgets"
        ".filter(c => c.model.type === 'code').map(c => c.model.trusted)")


def loaded(image) -> bool:
    """The image decoded: a picture, not a broken-image icon."""
    image.scroll_into_view_if_needed()
    image.page.wait_for_function("img => img.complete", arg=image.element_handle())
    return image.evaluate("img => img.naturalWidth > 0 && img.naturalHeight > 0")


@pytest.mark.viewport(1280, 1000)
@pytest.mark.parametrize("path,text_repr,alt_words", NOTEBOOKS, ids=lambda v: str(v).split("/")[-1])
def test_stored_pictures_show_in_an_unrun_untrusted_notebook(page, lab, artifact, path, text_repr, alt_words):
    source = ROOT / path
    name = "unrun_" + source.name
    open_unrun(lab, page, lab.add_notebook(name, source=source))

    # untrusted, and nothing was run: no cell has a new execution count
    trusted = code_cells_trusted(page)
    assert trusted and not any(trusted), "JupyterLab trusts the copied notebook: the test proves nothing"

    # the pictures are there as images, and they load
    images = page.locator(IMAGES)
    assert images.count() >= 1, f"no card picture in the stored outputs of {path}"
    for i in sorted({0, images.count() // 2, images.count() - 1}):
        assert loaded(images.nth(i)), f"picture {i} of {path} did not load"

    # the picture stands where the text repr would be shown
    wanted = page.locator(f"{IMAGES}[alt*='{alt_words}']").first
    assert wanted.count() == 1, f"no picture of {alt_words!r} in {path}"
    assert loaded(wanted)
    shown_text = page.locator(".jp-OutputArea-output .jp-RenderedText").all_inner_texts()
    assert not [t for t in shown_text if text_repr in t], f"{path} shows {text_repr!r} instead of cards"

    output = wanted.locator("xpath=ancestor::div[contains(@class, 'jp-OutputArea-output')][1]")
    output.screenshot(path=str(artifact(f"unrun_{source.stem}_picture.png")))
    page.screenshot(path=str(artifact(f"unrun_{source.stem}.png")))
    assert not page.page_errors, page.page_errors
