"""A closed game widget is freed: nothing outside it keeps it alive (issue 12).

``benchmarks/soak_widgets.py`` found the game widgets' memory growing by
about 0.5-1 MiB a game over thousands of front-end events, with the number
of live ipywidgets flat: the closed games themselves were still held, each
with its whole state, logs and parts.  The holder was anywidget (0.11):
for a widget whose ``_esm``/``_css`` is a file path it connects a closure
over the widget to the file watcher's ``changed`` signal and never
disconnects it (manzt/anywidget#929), so every :class:`HandWidget` ever made
stayed alive, and with it the game whose callbacks it holds.  The hand
widget must therefore carry its script and style as text.
"""

from __future__ import annotations

import gc
import random
import weakref

import pytest

from cardkit.widgets import BeloteGame, HandWidget, PicchettoGame, ScopaGame

from test_widget_hardening import front_end_event

GAMES = {
    "scopa": lambda: ScopaGame(players=2, seed=3),
    "picchetto": lambda: PicchettoGame(seed=3),
    "belote": lambda: BeloteGame(seed=3),
    "hand": lambda: HandWidget("7d Ab Rc"),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_closed_widget_is_freed(name):
    widget = GAMES[name]()
    rng = random.Random(name)
    for _ in range(60):
        front_end_event(widget, rng)
    state = getattr(widget, "state", None)
    refs = [weakref.ref(widget)] + ([weakref.ref(state)] if state is not None else [])
    widget.close()
    del widget, state
    gc.collect()
    assert [ref() is None for ref in refs] == [True] * len(refs)


def test_the_hand_widget_carries_its_script_and_style_as_text():
    # a file path makes anywidget hold every instance for ever (see above)
    assert isinstance(HandWidget.__dict__["_esm"], str) and "export default" in HandWidget.__dict__["_esm"]
    assert isinstance(HandWidget.__dict__["_css"], str) and ".ck-card" in HandWidget.__dict__["_css"]


# -- closing leaves no widget behind (issue 21 §3) ---------------------------

def _live_ids() -> set:
    import ipywidgets
    registry = getattr(ipywidgets.widgets.widget, "_instances", None)
    if registry is None:
        registry = ipywidgets.Widget.widgets
    return set(registry)


def _scopa_hands_done():
    from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState, play_match
    return play_match(ScopaState(ScopaRules(), seed=11), [RuleBasedPlayer()] * 2)


def _closing_makers():
    from cardkit.picchetto import AUCTION, PICCHETTO_TRE, VOLEUR
    from cardkit.widgets import PracticeWidget, ReplayViewer
    from cardkit.widgets.picchetto.table_game import PicchettoTableGame
    from cardkit.widgets.picchetto.variants_game import VariantGame
    return {
        "table-game": lambda: PicchettoTableGame(PICCHETTO_TRE, 3),
        "auction": lambda: VariantGame(AUCTION, 3),
        "voleur": lambda: VariantGame(VOLEUR, 3),
        "scopa-replay": lambda: ReplayViewer(_scopa_hands_done()),
        "practice": lambda: PracticeWidget("belote", n=3, seed=9120),
    }


@pytest.mark.parametrize("name", ["table-game", "auction", "voleur", "scopa-replay", "practice"])
def test_close_closes_every_widget_the_widget_made(name):
    before = _live_ids()
    widget = _closing_makers()[name]()
    assert _live_ids() - before      # it made widgets...
    rng = random.Random(name)
    for _ in range(60):              # ...and more as the learner plays
        front_end_event(widget, rng)
    widget.close()
    assert _live_ids() - before == set()    # ...and closing it closed them all


def test_a_variant_game_played_from_the_front_end_does_not_grow():
    from cardkit.picchetto import AUCTION
    from cardkit.widgets.picchetto.variants_game import VariantGame
    before = _live_ids()
    game = VariantGame(AUCTION, 5)
    start = len(_live_ids() - before)
    rng = random.Random(21)
    for _ in range(300):
        front_end_event(game, rng)
    # redraws replace the move buttons: the live widgets stay of the order of one drawing
    assert len(_live_ids() - before) < 2 * start
    game.close()
    assert _live_ids() - before == set()
