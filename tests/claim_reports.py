"""What the hint-claim tests (tests/<game>/test_hint_claims_<game>.py)
share: the check of a hint's texts and the report of false claims, so that
each game's file holds only its positions and its claim checks."""

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


def text_ok(text) -> bool:
    """A text a learner may be shown: not empty, no placeholder left."""
    return isinstance(text, str) and bool(text.strip()) and "{" not in text and "}" not in text


def text_problems(hint) -> list:
    """``("text", "-", [why])`` for each of the hint's texts (its reason and
    its lines, in English and Italian) that is empty or keeps a placeholder."""
    out = []
    for lang in ("en", "it"):
        if not text_ok(hint.reason_in(lang)):
            out.append(("text", "-", [f"the {lang} reason is {hint.reason_in(lang)!r}"]))
        for line in hint.lines(lang):
            if not text_ok(line):
                out.append(("text", "-", [f"the {lang} line is {line!r}"]))
    return out
