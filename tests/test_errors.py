"""Every kind of refusal stays one short sentence, however long its input
(issue 21 §1: refusals quoting a 300-character input ran to 161–228
characters before :data:`cardkit.errors.MESSAGE_LIMIT` was enforced where
every message is made).

The kinds are found, not listed: every ``SomethingError("key", ...)`` the
kit's source raises with a literal catalogue key, after importing the whole
kit so that every module has registered its messages.  Each is made with
every one of its parameters set to a long input and must render, in both
languages, as one line of at most MESSAGE_LIMIT characters.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

import cardkit
from cardkit import errors, i18n
from cardkit.errors import CardkitError
from kit_modules import import_kit

KIT = Path(cardkit.__file__).resolve().parent
#: ``InvalidInputError("state.bad_flag", ...`` and the like, across a line break too
RAISED = re.compile(r"\b(\w*Error)\(\s*\"([A-Za-z_][\w.]*)\"")

import_kit()
ERROR_CLASSES = {cls.__name__: cls for cls in
                 [CardkitError, *CardkitError.__subclasses__(),
                  *(sub for cls in CardkitError.__subclasses__() for sub in cls.__subclasses__())]}


def refusal_kinds() -> list[tuple[str, str]]:
    """``(error class name, key)`` of every refusal raised with a literal key."""
    found = set()
    for path in sorted(KIT.rglob("*.py")):
        for cls, key in RAISED.findall(path.read_text(encoding="utf-8")):
            if cls in ERROR_CLASSES and i18n.has(key):
                found.add((cls, key))
    return sorted(found)


KINDS = refusal_kinds()


def fields(key: str) -> set[str]:
    """The names of the parameters of message ``key``, in every language."""
    names = set()
    for lang in i18n.LANGUAGES:
        with i18n.language(lang):
            text = i18n.tr(key)
        names |= {name.split(".")[0].split("[")[0]
                  for _, name, _, _ in string.Formatter().parse(text) if name}
    return names


def test_the_kinds_of_refusal_are_found_across_the_kit():
    keys = {key for _, key in KINDS}
    assert len(KINDS) > 200
    # one of each part of the kit at least: the cards, the games, the coach, the lessons, the options
    for prefix in ("card.", "state.", "coach.", "lesson.", "option.", "scopa.", "picchetto.", "belote."):
        assert any(key.startswith(prefix) for key in keys), prefix


@pytest.mark.parametrize("size", [300, 10**5])
def test_every_refusal_of_a_long_input_is_one_short_line_in_both_languages(size):
    long_input = "x" * size
    too_long = []
    for cls, key in KINDS:
        error = ERROR_CLASSES[cls](key, **{name: long_input for name in fields(key)})
        for lang in i18n.LANGUAGES:
            text = error.message(lang)
            if "\n" in text or not 0 < len(text) <= errors.MESSAGE_LIMIT:
                too_long.append(f"{key} [{lang}]: {len(text)} characters")
        assert str(error) == error.message(None)
    assert not too_long, "\n".join(too_long)
