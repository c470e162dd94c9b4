"""Seeded property runs shared by the three games' preset tests (issue 12).

:func:`run_games` plays ``count`` seeded games of one preset with random
legal moves and checks, cheapest first:

* at **every step**, the game's own conservation check (every card in one
  place: the game passes a fast check on the state's masks);
* at the end of **every deal** and of **every game**, the game's points
  invariants;
* at :data:`ILLEGAL_PROBES` sampled steps of **every game**, a random
  illegal input (drawn by the game's ``illegal`` function: a card not
  allowed, a move of the right shape with a wrong card, junk): it must be
  refused with an :class:`~cardkit.IllegalMoveError` /
  :class:`~cardkit.CardkitError` and leave the state exactly as it was;
* in **one game in** :data:`DEEP_EVERY`, at one sampled step: the state is
  saved to JSON and loaded back (the same position; the game then goes on
  from the *loaded* state), the next move is played on a copy and undone
  (the same position again), and at the end the game is replayed from its
  history (the same final state).

Saving, undoing and replaying cost a replay of the history each, so they
run on a tenth of the games; everything else runs on all of them.  The
games are split into :data:`BATCHES` tests per preset (larger batches cost
less than one hypothesis example per game, and stay easy to spread over
workers).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from typing import Callable

import pytest

from cardkit import CardkitError

#: seeded games per preset in one run of the suite (all batches together)
GAMES = int(os.environ.get("CARDKIT_PROPERTY_GAMES", "10000"))
#: tests the games of a preset are split into
BATCHES = 4
#: steps of every game where an illegal input is tried
ILLEGAL_PROBES = 2
#: one game in this many is also saved and loaded, undone and replayed
DEEP_EVERY = 20
#: the environment variable holding this run's first seed
SEED_VARIABLE = "CARDKIT_PROPERTY_SEED"
#: first seeds are drawn below this (any seed the games accept would do)
SEED_SPACE = 10**9


def new_first_seed() -> int:
    """A fresh first seed for a run, a multiple of DEEP_EVERY (so that the
    same share of games is saved, undone and replayed)."""
    return random.SystemRandom().randrange(SEED_SPACE // DEEP_EVERY) * DEEP_EVERY


def first_seed() -> int:
    """This run's first seed: from :data:`SEED_VARIABLE` (set by the root
    conftest, or by you to replay a run); drawn here when it is not set."""
    text = os.environ.get(SEED_VARIABLE, "").strip()
    if not text:
        text = os.environ[SEED_VARIABLE] = str(new_first_seed())
    if not text.isdigit():
        raise ValueError(f"{SEED_VARIABLE} must be a whole number, not {text!r}")
    return int(text)


@dataclass
class Game:
    """How to play and check one preset (see the module docstring)."""

    make: Callable                       # seed -> a new state
    deals: Callable                      # state -> deals (hands) finished so far
    conserve: Callable                   # state -> None (asserts every card is in one place)
    check_deal: Callable                 # state -> None, after each finished deal
    check_game: Callable                 # state -> None, at the end of the game
    illegal: Callable                    # (state, rng) -> candidate inputs (the legal ones are skipped)
    position: Callable                   # state -> everything a player sees, to compare two states
    length: int = 200                    # a typical game's number of steps (where to sample)
    player: Callable = None              # seed -> a player (state -> move); None: random legal moves
    probes: int = 0                      # steps where illegal input is tried (0: ILLEGAL_PROBES)


def batch_seeds(batch: int, count: int = GAMES, batches: int = BATCHES, first: int | None = None) -> range:
    """The seeds of one batch: this run's ``count`` seeds (from ``first``,
    by default :func:`first_seed`) split into ``batches``."""
    first = first_seed() if first is None else first
    size = -(-count // batches)
    return range(first + batch * size, first + min(count, (batch + 1) * size))


def refused_unchanged(game: Game, state, x) -> bool:
    """Play ``x`` if it is illegal: it must be refused and change nothing.
    Return whether it was tried (a legal ``x`` is not)."""
    if state.is_legal(x):
        return False
    before = game.position(state)
    with pytest.raises(CardkitError):
        state.play(x)
    assert game.position(state) == before, x
    return True


def deep_checks(game: Game, state, move):
    """Save and load, undo, at this step: return the loaded state."""
    cls = type(state)
    seen = game.position(state)
    loaded = cls.from_json(state.to_json())
    assert game.position(loaded) == seen
    other = state.copy()
    other.play(move)
    other.undo()
    assert game.position(other) == seen
    return loaded


def run_games(game: Game, seeds) -> dict:
    """Play and check one game per seed; return counts of what was checked."""
    counts = {"games": 0, "steps": 0, "deals": 0, "illegal": 0, "deep": 0}
    for seed in seeds:
        try:
            _run_one(game, seed, counts)
        except BaseException as exc:
            if hasattr(exc, "add_note"):          # Python 3.11+
                exc.add_note(f"property run: the game of seed {seed} (this run: {SEED_VARIABLE}={first_seed()})")
            raise
    return counts


def _run_one(game: Game, seed: int, counts: dict) -> None:
    """Play and check the game of ``seed``, adding to ``counts``."""
    conserve, deals = game.conserve, game.deals
    rng = random.Random(f"properties/{seed}")
    player = game.player(seed) if game.player is not None else None
    choice = rng.choice
    state = game.make(seed)
    probes = set(rng.sample(range(game.length), game.probes or ILLEGAL_PROBES))
    deep = seed % DEEP_EVERY == 0
    deep_step = rng.randrange(game.length // 2) if deep else -1
    done = deals(state)
    step = 0
    while not state.is_over():
        conserve(state)
        move = choice(state.legal_moves()) if player is None else player(state)
        if step in probes:
            for x in game.illegal(state, rng):
                counts["illegal"] += refused_unchanged(game, state, x)
        if step == deep_step:
            state = deep_checks(game, state, move)
            counts["deep"] += 1
        state.play(move)
        step += 1
        now = deals(state)
        if now != done:
            game.check_deal(state)
            counts["deals"] += now - done
            done = now
    game.conserve(state)
    game.check_game(state)
    if deep:
        again = type(state).replay(state.rules, state.history, state.seed)
        assert game.position(again) == game.position(state)
    counts["games"] += 1
    counts["steps"] += step
