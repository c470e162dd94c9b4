"""Render the Picchetto widgets as static HTML and screenshot them with headless Chromium.

    python tools/render_picchetto_widgets.py [names...]   # -> test-artifacts/picchetto_<name>.png

Each widget tree is turned into plain HTML (see ``static_html`` in
``render_scopa_widgets``) so the layout can be looked at without JupyterLab.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from render_cards import screenshot  # noqa: E402
import ipywidgets  # noqa: E402

import render_scopa_widgets  # noqa: E402
from cardkit.widgets.belote_common import esc  # noqa: E402

_scopa_static = render_scopa_widgets.static_html


def static_html(w) -> str:
    """The Scopa tool's ``static_html`` plus toggle buttons, text fields and checkboxes."""
    lay = getattr(w, "layout", None)
    if lay is not None and getattr(lay, "display", None) == "none":
        return ""
    if isinstance(w, ipywidgets.ToggleButtons):
        btns = "".join(
            f'<button style="margin:1px;padding:3px 8px;{"background:#2196f3;color:white" if v == w.value else ""}">'
            f"{esc(lbl)}</button>" for lbl, v in zip(w._options_labels, w._options_values))
        return f"<div>{esc(w.description)} {btns}</div>"
    if isinstance(w, ipywidgets.Text):
        return f'<div>{esc(w.description)} <input type="text" value="{esc(w.value)}" style="width:90%"></div>'
    if isinstance(w, ipywidgets.Checkbox):
        return f'<div><input type="checkbox"{" checked" if w.value else ""}> {esc(w.description)}</div>'
    return _scopa_static(w)


render_scopa_widgets.static_html = static_html   # Boxes recurse through the module global
page = render_scopa_widgets.page


def widgets():
    from cardkit.widgets.picchetto_accomodo import AccomodoWidget

    yield "accomodo", AccomodoWidget(seed=3), 1000, 700
    w = AccomodoWidget(seed=3)
    w.discard("8S 9S")
    yield "accomodo_done", w, 1000, 800
    yield "accomodo_younger", AccomodoWidget(seed=3, role="younger", language="it"), 1000, 700
    try:
        from cardkit.widgets.picchetto_calculator import DeclarationsCalculator
        yield "calculator", DeclarationsCalculator(
            "10S 10H 10D JS JH JD 7S 8S 9S 7C 8C 9C", "AS AH AD KS KH KD QS QH QD 9H 8H 7H"), 1000, 1300
    except ImportError:
        pass
    try:
        from cardkit.widgets.picchetto_dialogue import DeclarationDialogue
        yield "dialogue", DeclarationDialogue("AS KS QS JS 9S 10H 10D 10C 7H 8D 9C 7C",
                                              "AH KH QH JH 9H 8H KD QD JD KC 7S 8S",
                                              learner="elder", language="it"), 1000, 900
    except ImportError:
        pass
    try:
        from cardkit.widgets.picchetto_counter import TrickCounter
        from cardkit.picchetto import ComputerPlayer
        t = TrickCounter(seed=5)
        cp = ComputerPlayer()
        yield "counter_start", t, 1000, 900
        for _ in range(5):
            t.play(cp(t.state))
        yield "counter_mid", t, 1000, 1200
        for _ in range(13):
            if t.state.phase != "play":
                break
            t.play(cp(t.state))
        yield "counter", t, 1000, 1400
    except ImportError:
        pass
    try:
        from cardkit.widgets.picchetto_game import PicchettoGame
        g = PicchettoGame(seed=2)
        yield "game", g, 1000, 1000
        from cardkit.picchetto import ComputerPlayer
        cp = ComputerPlayer()
        while g.state.phase in ("blanche", "exchange", "declare"):
            g.play(cp(g.state))
        yield "game_play", g, 1000, 1500
        g2 = PicchettoGame(seed=4, open_hands=True, language="it")
        while g2.state.phase != "deal" and not g2.over:
            g2.play(cp(g2.state))
        yield "game_open_deal_end", g2, 1000, 1600
    except ImportError:
        pass


def main(argv=None) -> int:
    only = set(argv or sys.argv[1:])
    out_dir = ROOT / "test-artifacts"
    for name, w, width, height in widgets():
        if only and name not in only:
            continue
        out = screenshot(page(w, width - 24), out_dir / f"picchetto_{name}.png", (width, height))
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
