"""Every move the games offer, and every state, survives pickle and deepcopy
(issue 21: Auction Piquet's calls raised "moves are immutable" when
unpickled).  The presets are found in each game's PRESETS; the moves are
the legal moves met in seeded random games, so a new move class is covered
the day a preset offers it."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from cardkit import belote, picchetto, scopa

GAMES = {"scopa": scopa, "picchetto": picchetto, "belote": belote}
PRESETS = [(g, name) for g, module in GAMES.items() for name in sorted(module.PRESETS)]


def new_state(game: str, name: str, seed: int):
    return GAMES[game].PRESETS[name].new_game(seed)


@pytest.mark.parametrize("game, name", PRESETS)
def test_every_move_and_state_survives_pickle_and_deepcopy(game, name):
    seen = {}
    for seed in range(3):
        rng = random.Random(seed)
        state = new_state(game, name, seed)
        for step in range(400):
            if state.is_over():
                break
            moves = state.legal_moves()
            for move in moves:
                seen.setdefault(type(move).__name__, 0)
                seen[type(move).__name__] += 1
                for again in (pickle.loads(pickle.dumps(move)), copy.deepcopy(move), copy.copy(move)):
                    assert again == move and type(again) is type(move) and str(again) == str(move)
                    assert hash(again) == hash(move)
            if step % 97 == 0:
                back = pickle.loads(pickle.dumps(state))
                assert back.to_json() == state.to_json() and back.legal_moves() == moves
            state.play(rng.choice(moves))
    assert seen, "no move met"
    print(f"[pickle] {game} {name}: {seen}")
