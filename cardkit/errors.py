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
bad input makes a one-line message.  Each
carries the catalogue key of its message (``error.key``) and the values
filled into it (``error.params``); ``error.message("it")`` renders it again
in another language.
"""

from __future__ import annotations

from . import i18n


class CardkitError(Exception):
    """Base of every exception the kit raises on purpose."""

    def __init__(self, key: str, /, **params):
        self.key = key
        self.params = {name: i18n.Quoted.wrap(value) for name, value in params.items()}
        super().__init__(i18n.tr(key, **self.params))

    def message(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        return i18n.tr(self.key, lang, **self.params)

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
