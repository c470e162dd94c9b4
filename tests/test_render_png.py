"""Rasterise a page of every card with headless Chromium and check the PNG.

Chromium must be present in CI (the test fails there without it); on a
developer machine without it the test is skipped.  The PNG is kept under
``test-artifacts/`` for a human to look at.
"""

import importlib.util
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("render_cards", ROOT / "tools" / "render_cards.py")
render_cards = importlib.util.module_from_spec(spec)
spec.loader.exec_module(render_cards)


def test_all_cards_rasterise_to_a_rich_png():
    if not os.path.exists(render_cards.CHROMIUM):
        msg = f"{render_cards.CHROMIUM} is missing: cannot rasterise the card pictures"
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    from PIL import Image

    html, w, h = render_cards.page(70)
    # the page holds the 72 cards (40 Italian + 32 French) and more
    assert html.count('class="ck-card" data-card=') >= 72
    out = render_cards.screenshot(html, ROOT / "test-artifacts" / "cards-70px.png", (w, h))
    with Image.open(out) as im:
        assert im.size == (w, h)
        rgb = im.convert("RGB")
        colours = rgb.getcolors(maxcolors=1 << 20)
        assert colours is not None
        assert len(colours) > 2000, "the page looks flat: did the SVGs render?"
        # cards are mostly off-white: a large share of the page must be card paper
        paper = sum(n for n, (r, g, b) in colours if r > 240 and g > 235 and b > 225)
        assert paper > 0.15 * w * h
        # red, gold, blue and green inks of the suits are all present
        def share(pred):
            return sum(n for n, c in colours if pred(*c))
        assert share(lambda r, g, b: r > 170 and g < 60 and b < 70) > 2000      # red
        assert share(lambda r, g, b: r > 200 and 140 < g < 200 and b < 90) > 2000  # gold
        assert share(lambda r, g, b: b > 120 and r < 60 and g < 110) > 2000    # blue
        assert share(lambda r, g, b: g > 120 and r < 100 and b < 80) > 2000    # green
