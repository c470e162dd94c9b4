"""Render the Picchetto widgets as static HTML and screenshot them with headless Chromium.

    python tools/render_picchetto_widgets.py [names...]   # -> test-artifacts/picchetto_<name>.png

Each widget tree is turned into plain HTML (see ``static_html`` in
``tools/_render.py``) so the layout can be looked at without JupyterLab.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _render import main as _main  # noqa: E402  (after the sys.path line)


def widgets():
    from cardkit.widgets.picchetto.accomodo import AccomodoWidget

    yield "accomodo", AccomodoWidget(seed=3), 1000, 700
    w = AccomodoWidget(seed=3)
    w.discard("8S 9S")
    yield "accomodo_done", w, 1000, 800
    yield "accomodo_younger", AccomodoWidget(seed=3, role="younger", language="it"), 1000, 700
    try:
        from cardkit.widgets.picchetto.calculator import DeclarationsCalculator
        yield "calculator", DeclarationsCalculator(
            "10S 10H 10D JS JH JD 7S 8S 9S 7C 8C 9C", "AS AH AD KS KH KD QS QH QD 9H 8H 7H"), 1000, 1300
    except ImportError:
        pass
    try:
        from cardkit.widgets.picchetto.dialogue import DeclarationDialogue
        yield "dialogue", DeclarationDialogue("AS KS QS JS 9S 10H 10D 10C 7H 8D 9C 7C",
                                              "AH KH QH JH 9H 8H KD QD JD KC 7S 8S",
                                              learner="elder", language="it"), 1000, 900
    except ImportError:
        pass
    try:
        from cardkit.widgets.picchetto.counter import TrickCounter
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
        from cardkit.widgets.picchetto.game import PicchettoGame
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
    return _main(widgets, "picchetto", argv)


if __name__ == "__main__":
    raise SystemExit(main())
