"""Render the Scopa widgets as static HTML and screenshot them with headless Chromium.

    python tools/render_scopa_widgets.py            # -> test-artifacts/scopa_<widget>.png

Each widget tree is turned into plain HTML (HTML values as they are, hands
as their SVG, buttons as buttons, see ``static_html`` in ``tools/_render.py``)
so the layout can be looked at without JupyterLab.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _render import main as _main  # noqa: E402  (after the sys.path line)


def widgets():
    from cardkit.widgets.scopa.explorer import CaptureExplorer

    yield "explorer", CaptureExplorer("5c", "2d 3c 5s Fb"), 1000, 1100
    yield "explorer_sums", CaptureExplorer("Rc", "2d 3c 5s Fb", hand="5c Fc Rc",
                                           language="it"), 1000, 900
    try:
        from cardkit.widgets.scopa.primiera import PrimieraCalculator
        yield "primiera", PrimieraCalculator("7d 7c 6s Ab Fd", "6d 6c 7s 7b"), 1000, 1500
    except ImportError:
        pass
    try:
        from cardkit.widgets.scopa.game import ScopaGame
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
        from cardkit.widgets.scopa.replay import ReplayViewer
        s = play_match(ScopaState(ScopaRules(players=2), seed=11), [RuleBasedPlayer()] * 2)
        v = ReplayViewer(s)
        v.go(7)
        yield "replay", v, 1000, 1000
    except ImportError:
        pass


def main(argv=None) -> int:
    return _main(widgets, "scopa", argv)


if __name__ == "__main__":
    raise SystemExit(main())
