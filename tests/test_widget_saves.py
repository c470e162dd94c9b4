"""Games saved mid-game from the game widgets load back the same (issue 12).

Each game widget (:class:`ScopaGame` for two and four players,
:class:`PicchettoGame` under several presets, :class:`BeloteGame`) is played
as a front end plays it — clicks on the learner's cards and on the
widget's buttons, choices in its menus, a share of them refused (the events
of ``test_widget_hardening.py``) — and at many points of the game (in the
middle of a hand, between hands with the next deal not yet made, at the
end) the game the widget holds is saved to JSON and loaded back with the
engine.  The loaded game must be the same position: the same JSON, phase,
player to move, legal moves, every hand and the scores; and it must go on
exactly as the widget's own game does.

The widgets have no load button or method of their own: a save is the
engine's ``widget.state.to_json()``, loaded by the game's ``from_json``.
"""

from __future__ import annotations

import random

import pytest

from cardkit.belote import BeloteState
from cardkit.picchetto import PRESETS
from cardkit.widgets import BeloteGame, PicchettoGame, ScopaGame

from test_widget_hardening import front_end_event

#: events sent to each widget per seed, and how often the game is saved
EVENTS = 240
SAVE_EVERY = 8
SEEDS = (1, 2, 3)

WIDGETS = {
    "scopa-2": lambda seed: ScopaGame(players=2, seed=seed),
    "scopa-4": lambda seed: ScopaGame(players=4, seed=seed),
    "scopa-napola": lambda seed: ScopaGame(players=2, napola=True, seed=seed),
    "picchetto-ITALIANO": lambda seed: PicchettoGame(seed=seed, rules=PRESETS["ITALIANO"]),
    "picchetto-RUBICON": lambda seed: PicchettoGame(seed=seed, rules=PRESETS["RUBICON"]),
    "picchetto-PICCHETTO_150": lambda seed: PicchettoGame(seed=seed, rules=PRESETS["PICCHETTO_150"]),
    "belote": lambda seed: BeloteGame(seed=seed),
}


def players(state) -> int:
    return 4 if isinstance(state, BeloteState) else state.rules.players


def position(state) -> tuple:
    """Everything the widget shows of a game, and what it lets the learner do."""
    chance, over = state.is_chance_node(), state.is_over()
    return (
        state.to_json(), getattr(state, "phase", None), chance, over, state.deal_number,
        None if chance or over else state.current_player(),
        [str(m) for m in state.legal_moves()],
        [[str(c) for c in state.hand(p)] for p in range(players(state))],
        tuple(state.scores),
    )


def goes_on_the_same(a, b, rng: random.Random, steps: int = 12) -> None:
    """The original and the loaded game, given the same moves, stay equal."""
    for _ in range(steps):
        if a.is_over():
            break
        if a.is_chance_node():
            a.deal()
            b.deal()
        else:
            move = rng.choice(a.legal_moves())
            a.play(move)
            b.play(str(move))
        assert position(a) == position(b)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_a_game_saved_from_the_widget_loads_back_the_same(name, seed):
    rng = random.Random(f"widget-saves/{name}/{seed}")
    widget = WIDGETS[name](seed)
    saved = {"mid-deal": 0, "between deals": 0, "over": 0}
    try:
        for i in range(EVENTS):
            front_end_event(widget, rng)
            if i % SAVE_EVERY:
                continue
            state = widget.state
            text = state.to_json()
            loaded = type(state).from_json(text)
            assert position(loaded) == position(state)
            assert loaded.to_json() == text
            kind = "over" if state.is_over() else "between deals" if state.is_chance_node() else "mid-deal"
            saved[kind] += 1
            if i % (4 * SAVE_EVERY) == 0:      # the loaded game goes on as the widget's
                goes_on_the_same(state.copy(), loaded, random.Random(i))
        assert saved["mid-deal"] >= 5, saved
    finally:
        widget.close()


def test_a_widget_game_saved_between_hands_reloads_between_hands():
    """The widgets make their states with auto_deal=False: a game saved
    after a hand, before the learner asks for the next one, must come back
    there, not with the next deal already made."""
    game = ScopaGame(players=2, seed=4)
    rng = random.Random(4)
    while not (game.state.is_chance_node() and not game.state.is_over()):
        front_end_event(game, rng)
    loaded = type(game.state).from_json(game.state.to_json())
    assert loaded.is_chance_node() and not loaded.auto_deal
    assert position(loaded) == position(game.state)
    game.close()
