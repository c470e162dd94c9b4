"""Render every card picture to an HTML page and screenshot it with headless Chromium.

    python tools/render_cards.py                      # 70 px overview -> test-artifacts/cards.png
    python tools/render_cards.py --width 200 --only "Ad Fc Cs Rb KH QS JD AC"
    python tools/render_cards.py --out docs/img/cards.png --scale 1

The page holds the 40 Italian and 32 French cards, both backs, the card
states, a hand, a fan and a table.  Used by ``tests/test_render_png.py`` and
to look at the art by eye.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardkit.cards import FRENCH, ITALIAN, to_cards  # noqa: E402
from cardkit.svg import back_svg, card_svg, hand_svg, table_svg  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--hide-scrollbars", "--mute-audio"]

CSS = """
body { margin: 0; padding: 12px; background: #2f6b3f; font-family: DejaVu Sans, Arial, sans-serif;
       color: #fff; }
.row { display: flex; flex-wrap: nowrap; gap: 6px; margin: 4px 0 8px 0; align-items: flex-end; }
h2 { font-size: 13px; margin: 6px 0 2px 0; font-weight: normal; opacity: .9; }
svg { display: block; }
.felt { display: flex; gap: 18px; align-items: flex-end; flex-wrap: wrap; }
"""


def page(width: int = 70, only: str | None = None) -> tuple[str, int, int]:
    """The HTML page, and a window size (w, h) big enough for it."""
    rows: list[tuple[str, list[str]]] = []
    if only:
        rows.append(("", [card_svg(c, width) for c in to_cards(only)]))
        n_cols = len(rows[0][1])
        extra = []
    else:
        for deck in (ITALIAN, FRENCH):
            for suit in deck.suits:
                rows.append(("", [card_svg(c, width) for c in deck.cards if c.suit == suit]))
        rows.append(("backs and states", [
            back_svg(width, "italian"), back_svg(width, "french"),
            card_svg("7d", width, selected=True), card_svg("KH", width, highlighted=True),
            card_svg("3b", width, disabled=True), card_svg("AS", width, face_down=True),
        ]))
        n_cols = 10
        extra = [
            ("hand (row, 2 selected, 1 disabled) and fan", [
                hand_svg("7d Ab Rc 5s Cb", width, selected="Ab 5s", disabled="Cb",
                         label="Player 1"),
                hand_svg("AS KS QS JS 10S 9H 8D 7C", width, fan=True, selected="QS",
                         highlighted="AS"),
            ]),
            ("table", [table_svg([("Table", "7d 3c Fs Ab"), ("Stock", 22, "back"),
                                  ("Captured", "Rc 7c 2d", "stack")], width)]),
        ]
        rows += extra
    html = ["<!DOCTYPE html><html><head><meta charset='utf-8'><style>", CSS,
            "</style></head><body>"]
    for title, svgs in rows:
        if title:
            html.append(f"<h2>{title}</h2>")
        html.append('<div class="row">' + "".join(svgs) + "</div>")
    html.append("</body></html>")
    card_h = width * 1.5
    w = int(24 + n_cols * (width + 6)) if only else int(max(24 + 10 * (width + 6), 24 + 14.5 * width))
    if not only:
        w = max(w, int(width * 12.6))
        h = int(24 + 9 * (card_h + 12) + 3 * 20 + 2 * (card_h + width * 0.6) + (card_h + 60) + 40)
    else:
        h = int(card_h + 40)
    return "".join(html), w, h


def screenshot(html: str, out: Path, size: tuple[int, int], scale: float = 1.0) -> Path:
    """Write ``html`` to a temporary file and screenshot it with Chromium."""
    if not os.path.exists(CHROMIUM):
        raise FileNotFoundError(CHROMIUM)
    out = Path(out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="cardkit-render-"))
    try:
        f = tmp / "cards.html"
        f.write_text(html, encoding="utf-8")
        cmd = [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={tmp / 'profile'}",
               f"--force-device-scale-factor={scale}",
               f"--screenshot={out}", f"--window-size={size[0]},{size[1]}", f.as_uri()]
        subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def shrink(png: Path) -> None:
    """Crop the plain background at the right and bottom, then re-save the
    PNG with an adaptive 256-colour palette (much smaller, looks the same)."""
    from PIL import Image, ImageChops

    with Image.open(png) as im:
        rgb = im.convert("RGB")
    bg = Image.new("RGB", rgb.size, rgb.getpixel((rgb.width - 1, rgb.height - 1)))
    box = ImageChops.difference(rgb, bg).getbbox()
    if box:
        rgb = rgb.crop((0, 0, min(rgb.width, box[2] + 12), min(rgb.height, box[3] + 12)))
    rgb.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        png, optimize=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--width", type=int, default=70, help="card width in px (default 70)")
    ap.add_argument("--only", help="render just these cards, e.g. 'Ad KH'")
    ap.add_argument("--out", default=str(ROOT / "test-artifacts" / "cards.png"))
    ap.add_argument("--scale", type=float, default=1.0, help="device scale factor")
    ap.add_argument("--html", help="also keep the HTML page here")
    ap.add_argument("--small", action="store_true",
                    help="trim the empty page bottom/right and save with a 256-colour "
                         "palette (for docs/img/cards.png)")
    args = ap.parse_args(argv)
    html, w, h = page(args.width, args.only)
    if args.html:
        Path(args.html).write_text(html, encoding="utf-8")
    out = screenshot(html, Path(args.out), (w, h), args.scale)
    if args.small:
        shrink(out)
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
