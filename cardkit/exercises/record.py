"""How a ``check(id, answer)`` is recorded in the notebook for the grader.

The learner's side of grading (the grader itself is in
:mod:`cardkit.classroom.grade`): under IPython every ``check`` publishes a
display output with no data and :data:`MIME` in its metadata, holding the
exercise id and the *normal form* of the answer the checker read.
"""

from __future__ import annotations

import json
import sys

#: the metadata key of a recorded answer (a display output with no data)
MIME = "application/vnd.cardkit.check+json"


def _plain(value):
    """A NumPy scalar (a learner's ``np.sum(...)``) as the Python value it
    holds, and a ``str`` subclass as a plain ``str`` (a subclass could answer
    "equal" to anything)."""
    if type(value).__module__ == "numpy" and getattr(value, "ndim", None) == 0:
        return value.item()
    if isinstance(value, str) and type(value) is not str:
        return str.__str__(value)
    return value


def normal_form(value):
    """A kind's normal form (what ``kind.read`` returns) as plain JSON
    values: cards as their notation, sets as sorted lists, tuples as lists."""
    from ..cards import Card, CardList, CardSet

    if isinstance(value, bool):
        return value is True
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, int):
        return int.__int__(value)  # a plain int, whatever a subclass says
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (CardList, tuple, list)):
        return [normal_form(v) for v in value]
    if isinstance(value, (CardSet, frozenset, set)):
        return sorted((normal_form(v) for v in value), key=lambda v: json.dumps(v, ensure_ascii=False))
    raise TypeError(f"no JSON normal form for {type(value).__name__}")


def answer_record(id: str, answer, kind) -> dict:
    """What is recorded for ``check(id, answer)``: the id and the normal
    form of the answer as ``kind`` (the exercise's answer kind, None for an
    unknown id) reads it, as JSON values (None when there is no answer; with
    ``"unreadable": True`` when the checker cannot read it)."""
    if answer is ... or answer is None:
        return {"id": str(id), "answer": None}
    if kind is None:
        return {"id": str(id), "answer": None, "unreadable": True}
    try:
        return {"id": str(id), "answer": normal_form(kind.read(_plain(answer)))}
    except Exception:  # whatever a learner's object does, check() still prints its line
        return {"id": str(id), "answer": None, "unreadable": True}


def record_check(id, answer, kind) -> None:
    """Under IPython, record ``check(id, answer)`` in the notebook as a
    display output with no data and :data:`MIME` in its metadata; in plain
    Python, do nothing."""
    ipython = sys.modules.get("IPython")
    if ipython is None or ipython.get_ipython() is None:
        return
    from IPython.display import publish_display_data

    publish_display_data({}, metadata={MIME: answer_record(id, answer, kind)})
