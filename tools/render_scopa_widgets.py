"""Render the Scopa widgets as static HTML and screenshot them with headless Chromium.

    python tools/render_scopa_widgets.py            # -> test-artifacts/scopa_<widget>.png

Each widget tree is turned into plain HTML (HTML values as they are, hands
as their SVG, buttons as buttons, see ``static_html``) so the layout can be
looked at without JupyterLab.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import ipywidgets  # noqa: E402

from render_cards import screenshot  # noqa: E402
from cardkit.widgets.belote_common import esc, static_html as _static  # noqa: E402


def static_html(w) -> str:
    """``static_html`` plus the controls the Scopa widgets use."""
    lay = getattr(w, "layout", None)
    if lay is not None and getattr(lay, "display", None) == "none":
        return ""
    if isinstance(w, ipywidgets.IntSlider):
        return (f'<div>{esc(w.description)} <input type="range" min="{w.min}" max="{w.max}" '
                f'value="{w.value}" style="width:300px"> {w.value}</div>')
    if isinstance(w, ipywidgets.Dropdown):
        opts = "".join(f"<option>{esc(lbl)}</option>" for lbl in w._options_labels)
        return f"<div>{esc(w.description)} <select>{opts}</select></div>"
    if isinstance(w, ipywidgets.Box):
        inner = "".join(static_html(c) for c in w.children)
        if isinstance(w, ipywidgets.HBox):
            return f'<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:center">{inner}</div>'
        return f'<div style="display:flex;flex-direction:column;gap:4px">{inner}</div>'
    return _static(w)


def page(widget, width: int = 1000) -> str:
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><style>"
            "body{margin:0;padding:12px;background:#fff;font-family:DejaVu Sans,Arial,sans-serif;"
            f"font-size:14px;width:{width}px}} svg{{display:block}}</style></head><body>"
            + static_html(widget) + "</body></html>")


def widgets():
    from cardkit.widgets.scopa_explorer import CaptureExplorer

    yield "explorer", CaptureExplorer("5c", "2d 3c 5s Fb"), 1000, 1100
    yield "explorer_sums", CaptureExplorer("Rc", "2d 3c 5s Fb", hand="5c Fc Rc",
                                           language="it"), 1000, 900
    try:
        from cardkit.widgets.scopa_primiera import PrimieraCalculator
        yield "primiera", PrimieraCalculator("7d 7c 6s Ab Fd", "6d 6c 7s 7b"), 1000, 1500
    except ImportError:
        pass
    try:
        from cardkit.widgets.scopa_game import ScopaGame
        g = ScopaGame(players=2, seed=3)
        yield "game", g, 1000, 1100
        from cardkit.scopa import RuleBasedPlayer
        p = RuleBasedPlayer()
        while g.state.is_chance_node() is False and not g.over:
            g.play(p.choose(g.state))
        yield "game_hand_end", g, 1000, 1400
        g4 = ScopaGame(players=4, seed=5)
        yield "game4", g4, 1000, 1200
        while not g4.over:
            if g4.between_hands:
                g4.next_hand()
            else:
                g4.play(p.choose(g4.state))
        yield "game4_over", g4, 1000, 1000
    except ImportError:
        pass
    try:
        from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState, play_match
        from cardkit.widgets.scopa_replay import ReplayViewer
        s = play_match(ScopaState(ScopaRules(players=2), seed=11), [RuleBasedPlayer()] * 2)
        v = ReplayViewer(s)
        v.go(7)
        yield "replay", v, 1000, 1000
    except ImportError:
        pass


def main(argv=None) -> int:
    only = set(argv or sys.argv[1:])
    out_dir = ROOT / "test-artifacts"
    for name, w, width, height in widgets():
        if only and name not in only:
            continue
        out = screenshot(page(w, width - 24), out_dir / f"scopa_{name}.png", (width, height))
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
