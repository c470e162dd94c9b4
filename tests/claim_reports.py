"""What the hint-claim tests (tests/<game>/test_hint_claims_<game>.py) print
when a claim is false: shared, so that each game's file holds only its
positions and its checks."""

from __future__ import annotations

import collections


def report(found: list) -> str:
    """The false claims ``found`` (``(key, line)`` pairs) counted by key,
    with at most three example lines of each key (each line says how to
    replay the position)."""
    by_key = collections.Counter(k for k, _ in found)
    shown, seen = [], collections.Counter()
    for key, line in found:             # a few of each kind
        seen[key] += 1
        if seen[key] <= 3:
            shown.append(line)
    return f"{len(found)} false claims {dict(by_key)}:\n" + "\n".join(shown)
