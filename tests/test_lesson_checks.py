"""A lesson's check asks what the page has not already answered (issue 23).

A "Check yourself" question on a position the lesson has just worked —
the same cards, with the answer printed beside them — tests recall, not
understanding.  For every check of a fixed exercise in a lesson (both
editions), no earlier cell may show most of the question's cards while it
prints the answer the checker expects (as the checker writes it).  The
question's own picture (``position(id)``) and its text are not counted, nor
a cell listing a whole deal (more than 16 distinct cards: it shows every
card of the deck, and proves nothing).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardkit.exercises.core import get

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")) + sorted(
    (ROOT / "notebooks" / "it").glob("[0-9][0-9]_*.ipynb"))
CARD = re.compile(r"(?<![\w-])(?:10|[2-9AKQJFCR])[SHDCdcsb](?![\w-])")
CHECK = re.compile(r"check\(\s*['\"]([\w-]+)['\"]")


def _text(value) -> str:
    return value if isinstance(value, str) else "".join(value)


def _printed(cell) -> str:
    """What a cell tells a reader: a markdown cell's text, a code cell's text outputs."""
    if cell["cell_type"] == "markdown":
        return _text(cell["source"])
    parts = []
    for out in cell.get("outputs", []):
        if "text" in out:
            parts.append(_text(out["text"]))
        for mime in ("text/plain", "text/markdown"):
            if mime in out.get("data", {}):
                parts.append(_text(out["data"][mime]))
    return "\n".join(parts)


def recalled(path: Path) -> list[str]:
    """The checks of ``path`` whose position and answer an earlier cell shows."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = []
    for i, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        for exercise_id in CHECK.findall(_text(cell["source"])):
            exercise = get(exercise_id)
            cards = set(CARD.findall(exercise.statement("en")))
            answer = exercise.kind.show(exercise._expected())
            if len(cards) < 3 or not answer:
                continue
            own = re.compile(r"(position|question)\(\s*['\"]" + re.escape(exercise_id))
            for j in range(i):
                if j >= i - 2 and cells[j]["cell_type"] == "markdown":
                    continue                  # the question's own text
                source, printed = _text(cells[j]["source"]), _printed(cells[j])
                if own.search(source):
                    continue
                seen = set(CARD.findall(source + "\n" + printed))
                if len(seen) > 16:
                    continue
                if len(seen & cards) >= max(3, round(0.8 * len(cards))) and re.search(
                        r"(?<![\w.])" + re.escape(answer) + r"(?![\w.])", printed):
                    found.append(f"{exercise_id} (cell {i}) is worked in cell {j}, answer {answer!r}")
                    break
    return found


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_check_repeats_a_position_the_lesson_has_answered(path):
    assert recalled(path) == []


def test_a_check_on_a_worked_position_is_found(tmp_path):
    def cell(kind, source, text=None):
        c = {"cell_type": kind, "metadata": {}, "source": source}
        if kind == "code":
            c["outputs"] = [] if text is None else [{"output_type": "stream", "name": "stdout", "text": text}]
        return c

    worked = cell("code", 'takes("5c", "2d 3c 5s Fb")', "5c takes 5s\n")
    check = cell("code", 'answer = ...\ncheck("scopa-02", answer)')
    path = tmp_path / "02_x.ipynb"
    for cells, expected in (([worked, cell("markdown", "**2.**"), check], 1),
                            ([cell("code", 'position("scopa-02")', "5c takes 5s\n"), check], 0),
                            ([cell("code", 'takes("5c", "2d 3c 5s Fb")', "5c takes 2d 3c\n"), check], 0)):
        path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        assert len(recalled(path)) == expected
