"""How a ``check(id, answer)`` is recorded in the notebook for the grader.

The learner's side of grading (the grader itself is in
:mod:`cardkit.classroom.grade`): under IPython every ``check`` publishes a
display output with no data and :data:`MIME` in its metadata, holding the
exercise id and the *normal form* of the answer the checker read; every
``reveal`` publishes one too, ``{"id": ..., "revealed": true}``.  Both go
straight through the kernel's iopub channel, so hiding a cell's printed or
displayed output does not hide them.
"""

from __future__ import annotations

import json
import sys

from .. import i18n
from ..errors import InvalidInputError
from . import _need
from .answers import Kind

i18n.register({
    "record.no_normal_form": {
        "en": "normal_form: a {type} is not an answer as a kind reads it (cards, numbers, texts, lists, sets)",
        "it": "normal_form: un {type} non è una risposta come la legge un tipo (carte, numeri, testi, liste, insiemi)",
    },
})

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
    return _normal(value, 0)


def _normal(value, depth: int):
    from ..cards import Card, CardList, CardSet

    if depth > 10:      # no answer of the kit nests deeper
        raise InvalidInputError("record.no_normal_form", type=type(value).__name__)

    if isinstance(value, bool):
        return value is True
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, int):
        return int.__int__(value)  # a plain int, whatever a subclass says
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (CardList, tuple, list)):
        return [_normal(v, depth + 1) for v in value]
    if isinstance(value, (CardSet, frozenset, set)):
        return sorted((_normal(v, depth + 1) for v in value), key=lambda v: json.dumps(v, ensure_ascii=False))
    raise InvalidInputError("record.no_normal_form", type=type(value).__name__)


def answer_record(id: str, answer, kind) -> dict:
    """What is recorded for ``check(id, answer)``: the id and the normal
    form of the answer as ``kind`` (the exercise's answer kind, None for an
    unknown id) reads it, as JSON values (None when there is no answer; with
    ``"unreadable": True`` when the checker cannot read it)."""
    _need.need_id("answer_record", id)
    _need.need("answer_record", "kind", kind, kind is None or isinstance(kind, Kind), "kind")
    if answer is ... or answer is None:
        return {"id": str(id), "answer": None}
    if kind is None:
        return {"id": str(id), "answer": None, "unreadable": True}
    try:
        return {"id": str(id), "answer": normal_form(kind.read(_plain(answer)))}
    except Exception:  # whatever a learner's object does, check() still prints its line
        return {"id": str(id), "answer": None, "unreadable": True}


def _publish(record: dict) -> None:
    """Send ``record`` to the notebook as a display output with no data and
    :data:`MIME` in its metadata, straight through the kernel's iopub channel
    (so that ``%%capture`` or ``contextlib.redirect_stdout`` around a cell
    cannot hide it), or through IPython's display publisher when there is no
    kernel; in plain Python, do nothing."""
    ipython = sys.modules.get("IPython")
    shell = None if ipython is None else ipython.get_ipython()
    if shell is None:
        return
    kernel = getattr(shell, "kernel", None)
    try:
        session, socket = kernel.session, kernel.iopub_socket
        parent = kernel.get_parent("shell")
    except Exception:  # a terminal IPython, or an older kernel
        session = None
    if session is not None:
        for stream in (sys.stdout, sys.stderr):  # the check line comes first, as with a display
            try:
                stream.flush()
            except Exception:
                pass
        content = {"data": {}, "metadata": {MIME: record}, "transient": {}}
        try:
            session.send(socket, "display_data", content, parent=parent, ident=b"display_data")
            return
        except Exception:  # a kernel of another make (in the browser): its own display publisher
            pass
    from IPython.display import publish_display_data

    publish_display_data({}, metadata={MIME: record})


def record_check(id, answer, kind) -> None:
    """Under IPython, record ``check(id, answer)`` in the notebook (see
    :func:`_publish`); in plain Python, do nothing."""
    _publish(answer_record(id, answer, kind))


def record_reveal(id) -> None:
    """Under IPython, record that the answer of ``id`` was shown (``reveal``),
    through the same channel as a check: ``{"id": id, "revealed": true}``."""
    _need.need_id("record_reveal", id)
    _publish({"id": str(id), "revealed": True})
