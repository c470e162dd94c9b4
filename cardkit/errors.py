"""The kit's exceptions: one family, two kinds of mistake.

* :class:`InvalidCardError` — the input is not a card (bad notation).
* :class:`IllegalMoveError` — the input is a card or move, but the rules
  forbid it here.  The message names the rule broken, in plain words.
* :class:`InvalidStateError` — a saved game that is malformed or does not
  replay.
* :class:`InvalidInputError` — any other argument of the wrong type or
  form (a seed, a language, a mask of cards...).

All are ``ValueError``\\ s, so ``except ValueError`` catches any of them.
A message quotes at most about 60 characters of the input it refuses (the
parameters are wrapped in :class:`cardkit.i18n.Quoted`), so a megabyte of
bad input makes a one-line message; and a message is never longer than
:data:`MESSAGE_LIMIT` characters: when the sentence around a quote would
be, the quotes are cut shorter.  Each
carries the catalogue key of its message (``error.key``) and the values
filled into it (``error.params``); ``error.message("it")`` renders it again
in another language.
"""

from __future__ import annotations

import sys

from . import i18n


#: the longest message of a refusal, in any language
MESSAGE_LIMIT = 160


def _fitted(key: str, lang, params: dict) -> str:
    """The message ``key`` with ``params``, on one line of at most
    :data:`MESSAGE_LIMIT` characters: the quoted inputs are cut shorter
    when the whole would be longer (and, last, the sentence itself)."""
    text = i18n.tr(key, lang, **params)
    for limit in (24, 12):
        if len(text) <= MESSAGE_LIMIT:
            return text
        tight = {name: i18n.Quoted(v.value, limit) if isinstance(v, i18n.Quoted) else
                 (i18n.Quoted(v, limit) if isinstance(v, str) and len(v) > limit else v)
                 for name, v in params.items()}
        text = i18n.tr(key, lang, **tight)
    return text if len(text) <= MESSAGE_LIMIT else i18n.clip(text, MESSAGE_LIMIT - 1)


class CardkitError(ValueError):
    """Base of every exception the kit raises on purpose (a ``ValueError``,
    like each of its kinds, so ``except ValueError`` catches any of them)."""

    def __init__(self, key: str, /, **params):
        self.key = key
        self.params = {name: i18n.Quoted.wrap(value) for name, value in params.items()}
        super().__init__(_fitted(key, None, self.params))

    def message(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language), one line
        of at most :data:`MESSAGE_LIMIT` characters."""
        return _fitted(self.key, lang, self.params)

    def __str__(self) -> str:  # always the text chosen at raise time
        return self.args[0] if self.args else self.key


class InvalidCardError(CardkitError, ValueError):
    """Bad card notation: names the input and what was expected."""


class IllegalMoveError(CardkitError, ValueError):
    """A move the rules forbid: names the rule broken."""


class InvalidStateError(CardkitError, ValueError):
    """A saved game (JSON) that is malformed or does not replay."""


class InvalidInputError(CardkitError, ValueError):
    """An argument of the wrong type or form: names the expected form."""


class NotInTheBrowserError(CardkitError, ValueError):
    """A teacher's tool (the grader, the nbgrader export, the projector)
    called in the browser edition, where it cannot work."""


i18n.register({
    "errors.not_in_the_browser": {
        "en": "{tool} needs Python installed on a computer (JupyterLab or a terminal): "
              "it does not work in the browser edition of the course",
        "it": "{tool}: serve Python installato su un computer (JupyterLab o un terminale), "
              "non funziona nell'edizione del corso nel browser",
    },
    "errors.tool.grade": {"en": "Grading a class", "it": "La correzione di una classe"},
    "errors.tool.nbgrader": {"en": "The nbgrader export", "it": "L'esportazione per nbgrader"},
    "errors.tool.projector": {"en": "The projector", "it": "Il proiettore"},
})


def in_the_browser() -> bool:
    """Whether the kit runs in the browser (Pyodide, the web edition's lab)."""
    return sys.platform == "emscripten"


def refuse_in_the_browser(tool: str) -> None:
    """Refuse, in one sentence, a teacher's ``tool`` (``"grade"``,
    ``"nbgrader"``, ``"projector"``) that cannot work in the browser."""
    if in_the_browser():
        raise NotInTheBrowserError("errors.not_in_the_browser",
                                   tool=i18n.Term(f"errors.tool.{tool}"))
