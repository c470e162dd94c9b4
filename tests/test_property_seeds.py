"""The property runs play a new range of seeds each run, and a run can be replayed."""

from __future__ import annotations

import subprocess
import sys

from property_runs import BATCHES, DEEP_EVERY, GAMES, SEED_VARIABLE, batch_seeds, first_seed, new_first_seed


def test_the_batches_of_a_run_cover_its_range_once():
    first = first_seed()
    seeds = [s for b in range(BATCHES) for s in batch_seeds(b)]
    assert seeds == list(range(first, first + GAMES))
    assert [s for b in range(3) for s in batch_seeds(b, count=10, batches=3, first=40)] == list(range(40, 50))


def test_each_run_draws_a_new_first_seed_that_keeps_the_share_of_deep_checks():
    drawn = {new_first_seed() for _ in range(20)}
    assert len(drawn) > 15 and all(s % DEEP_EVERY == 0 and s >= 0 for s in drawn)


def test_the_seed_is_set_for_the_session_and_printed_and_can_be_given(tmp_path):
    first = first_seed()
    assert str(first) == __import__("os").environ[SEED_VARIABLE]
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "--co", "tests/test_property_seeds.py"],
        capture_output=True, text=True, env={**__import__("os").environ, SEED_VARIABLE: "4200"}, timeout=120,
    ).stdout
    assert f"seeds 4200..{4200 + GAMES - 1} (replay: {SEED_VARIABLE}=4200)" in out
