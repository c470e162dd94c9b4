"""What the widget render tools share: a widget tree as a static HTML page,
screenshotted with headless Chromium (``render_cards.screenshot``).

``static_html`` is the package's :func:`cardkit.widgets.markup.static_html`
with :func:`~cardkit.widgets.markup.controls_html` (sliders, drop-downs,
toggle buttons, text fields, checkboxes), as in a widget's stored snapshot;
``main`` renders the named widgets of a tool to
``test-artifacts/<prefix>_<name>.png``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from render_cards import screenshot  # noqa: E402
from cardkit.widgets.markup import controls_html, static_html as _static  # noqa: E402


def static_html(w) -> str:
    """``static_html`` plus the controls the game widgets use (rows of a box centred)."""
    return _static(w, controls=controls_html, hbox_align="center")


def page(widget, width: int = 1000) -> str:
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><style>"
            "body{margin:0;padding:12px;background:#fff;font-family:DejaVu Sans,Arial,sans-serif;"
            f"font-size:14px;width:{width}px}} svg{{display:block}}</style></head><body>"
            + static_html(widget) + "</body></html>")


def main(widgets, prefix: str, argv=None) -> int:
    """Screenshot each ``(name, widget, width, height)`` of ``widgets()``
    (only the names in ``argv`` when given)."""
    only = set(argv if argv is not None else sys.argv[1:])
    out_dir = ROOT / "test-artifacts"
    for name, w, width, height in widgets():
        if only and name not in only:
            continue
        out = screenshot(page(w, width - 24), out_dir / f"{prefix}_{name}.png", (width, height))
        print(out)
    return 0
