"""A widget hidden with ``layout.display = "none"`` is shown again with
``""``, never with ``None``: in JupyterLite (the web edition) a display that
goes from ``"none"`` back to ``None`` stays hidden (the learner's hand in the
Scopa game disappeared).  Every module of the kit is read for the pattern."""

from __future__ import annotations

import ast
from pathlib import Path

import cardkit

PACKAGE = Path(cardkit.__file__).resolve().parent
HIDING = {"display", "visibility"}


def none_assignments(source: str) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Attribute) and t.attr in HIDING for t in node.targets):
            values = [node.value]
            if isinstance(node.value, ast.IfExp):
                values = [node.value.body, node.value.orelse]
            if any(isinstance(v, ast.Constant) and v.value is None for v in values):
                lines.append(node.lineno)
    return lines


def test_the_reader_finds_the_pattern():
    assert none_assignments("w.layout.display = None") == [1]
    assert none_assignments("w.layout.display = None if x else 'none'") == [1]
    assert none_assignments("w.layout.display = '' if x else 'none'") == []


def test_no_widget_is_shown_again_with_none():
    found = [f"{p.relative_to(PACKAGE.parent)}:{n}" for p in sorted(PACKAGE.rglob("*.py"))
             for n in none_assignments(p.read_text())]
    assert not found, "show with layout.display = '' instead: " + ", ".join(found)


def test_the_scopa_hand_comes_back_as_shown():
    from cardkit.scopa import RuleBasedPlayer
    from cardkit.widgets import ScopaGame

    game = ScopaGame(seed=3)
    player = RuleBasedPlayer()
    seen = set()
    while not game.over and len(seen) < 2:
        if game.between_hands:
            assert game.hand.layout.display == "none"
            seen.add("hidden")
            assert game.next_hand()
            assert game.hand.layout.display == ""
            seen.add("shown again")
        else:
            assert game.play(str(player.choose(game.state)))
    assert seen == {"hidden", "shown again"}
