"""Checks shared by the hardening tests (issue 12): a refusal is a
CardkitError whose message is one short line in every language, and any
hostile input to a public function gets a result or such a refusal."""

import inspect

import pytest
from hypothesis import strategies as st

from cardkit.errors import CardkitError

#: the longest message accepted (the generic "not a move here" lists up to 12 legal moves)
MESSAGE_LIMIT = 300


def one_sentence(e: Exception) -> str:
    """The message of a refusal, checked to be one short line in both languages."""
    assert isinstance(e, CardkitError), repr(e)
    for lang in ("en", "it"):
        text = e.message(lang)
        assert "\n" not in text and 0 < len(text) <= MESSAGE_LIMIT, text
    return str(e)


def refused(f, *args, kind=CardkitError, **kw) -> str:
    """The message of the refusal ``f(*args, **kw)`` must raise."""
    with pytest.raises(kind) as info:
        f(*args, **kw)
    return one_sentence(info.value)


def arity(f) -> tuple:
    """The fewest and the most positional arguments ``f`` takes."""
    params = [p for p in inspect.signature(f).parameters.values()
              if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return sum(p.default is p.empty for p in params), len(params)


def answers_or_refuses(f, data, hostile) -> None:
    """Call ``f`` with as many hostile arguments (drawn from ``data``) as it
    takes: it must answer, or refuse in one short sentence."""
    least, most = arity(f)
    args = data.draw(st.lists(hostile, min_size=least, max_size=most))
    try:
        f(*args)
    except CardkitError as e:
        one_sentence(e)
