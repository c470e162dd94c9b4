"""One catalogue of messages and labels, in English and Italian.

Every sentence the kit shows a learner (error messages, widget labels,
score-log lines) is looked up here by a key, so that
``cardkit.set_language("it")`` switches all of them at once.

The language in force is that of the innermost active ``with
language("it"):`` block of the current thread (or asyncio task) — a block
never changes what other threads write — and otherwise the process default
that :func:`set_language` sets (the way to choose a language for a whole
notebook).

Messages never grow with what they quote: :func:`shorten` and
:class:`Quoted` cut a user's input to about :data:`QUOTE_LIMIT` characters.

Game modules add their own sentences with :func:`register`; a key missing in
the current language falls back to English, and a key missing everywhere is
shown as the key itself (never an exception: a teaching kit should not crash
because a translation is missing).
"""

from __future__ import annotations

import re

import contextvars
import reprlib

LANGUAGES = ("en", "it")

#: the process default: what every thread and context speaks unless a
#: ``with language(...)`` block is active in it
_language = "en"
#: the language of an active ``with language(...)`` block, per thread and
#: per asyncio task (``None`` outside any block)
_override: contextvars.ContextVar[str | None] = contextvars.ContextVar("cardkit_language", default=None)
#: the undo tokens of the active blocks, innermost last (per context too)
_blocks: contextvars.ContextVar[tuple] = contextvars.ContextVar("cardkit_language_blocks", default=())
_catalogue: dict[str, dict[str, str]] = {"en": {}, "it": {}}

#: at most this many characters of a user's input are quoted in a message
QUOTE_LIMIT = 60
#: and at most this many characters of a text shown unquoted
TEXT_LIMIT = 160


def _bad_input(message_key: str, /, **params):
    """The error for a bad argument (imported late: errors imports i18n)."""
    from .errors import InvalidInputError
    return InvalidInputError(message_key, **params)


def _checked(language) -> str:
    lang = language[:2].lower() if isinstance(language, str) else None
    if lang not in LANGUAGES:
        raise _bad_input("language.unsupported", value=language)
    return lang


#: the largest ``limit`` :func:`shorten`, :func:`clip` and :class:`Quoted` take
LIMIT_MAX = 10**6


def _limit(limit, default: int | None = None) -> int:
    """``limit`` if it is a whole number from 1 to :data:`LIMIT_MAX` (or
    ``default`` when it is ``None`` and a default is given); else refuse it."""
    if limit is None and default is not None:
        return default
    if not (isinstance(limit, int) and not isinstance(limit, bool) and 1 <= limit <= LIMIT_MAX):
        raise _bad_input("i18n.limit", value=limit, hi=LIMIT_MAX)
    return limit


def set_language(language: str) -> None:
    """Choose the language of messages and labels: ``"en"`` or ``"it"``.

    This sets the process default, used by every thread and context that
    is not inside a ``with language(...)`` block.  Called inside such a
    block, it also switches that block (until the block ends), so the call
    always takes effect where it is made.
    """
    global _language
    lang = _checked(language)
    _language = lang
    if _override.get() is not None:
        _override.set(lang)


def get_language() -> str:
    """The language in force here: that of the innermost active ``with
    language(...)`` block of this thread/context, else the process default
    (``"en"`` unless :func:`set_language` changed it)."""
    return _override.get() or _language


class language:
    """Context manager: ``with language("it"): ...`` switches temporarily.

    The switch is local to the current thread (and asyncio task): other
    threads keep their own language while the block runs, so two threads
    may write score logs in two languages at once.  Blocks nest.
    """

    def __init__(self, lang: str):
        self.lang = _checked(lang)

    def __enter__(self):
        # the undo tokens live in the context too, so one object may be
        # entered by several threads at once
        _blocks.set(_blocks.get() + (_override.set(self.lang),))
        return self

    def __exit__(self, *exc):
        *outer, token = _blocks.get()
        _blocks.set(tuple(outer))
        _override.reset(token)
        return False


def shorten(value, limit: int = QUOTE_LIMIT) -> str:
    """The ``repr`` of a user's input cut to about ``limit`` characters.

    Messages quote what the user gave; this keeps a megabyte string, a deep
    list or a 5,000-digit number from making a megabyte message (and never
    raises, whatever the value; a ``limit`` that is not a whole number from
    1 to :data:`LIMIT_MAX` is refused).
    """
    limit = _limit(limit)
    if isinstance(value, (str, bytes, bytearray)):
        text = repr(value[:limit])
        if len(value) <= limit and len(text) <= limit + 3:
            return text
        return text[:limit + 1] + "…" + text[-1]
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3 * limit:
        return f"<an integer of about {int(value.bit_length() * 0.30103)} digits>"
    try:
        text = _SHORT_REPR.repr(value)
    except Exception:  # a hostile __repr__: name the type only
        text = f"<{type(value).__name__}>"
    text = text.replace("\n", " ").replace("\r", " ")
    return text if len(text) <= limit else text[:limit] + "…"


_SHORT_REPR = reprlib.Repr()
_SHORT_REPR.maxlevel = 3
_SHORT_REPR.maxstring = QUOTE_LIMIT
_SHORT_REPR.maxother = QUOTE_LIMIT
_SHORT_REPR.maxlong = 3 * QUOTE_LIMIT


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    """``text`` on one line, cut to ``limit`` characters (with "…")."""
    limit = _limit(limit)
    if not isinstance(text, str):
        raise _bad_input("i18n.clip_text", value=text)
    text = " ".join(text[:limit + 1].split())
    return text if len(text) <= limit else text[:limit] + "…"


class Quoted:
    """A user's input inside a message, kept short.

    ``{text!r}`` shows at most about :data:`QUOTE_LIMIT` characters of it
    (see :func:`shorten`) and ``{text}`` at most :data:`TEXT_LIMIT`, on one
    line.  :class:`~cardkit.errors.CardkitError` wraps its parameters in
    it, so no error message can grow with its input.
    """

    __slots__ = ("value", "_repr", "_limit")

    def __init__(self, value, limit: int | None = None):
        """``limit``: quote at most about this many characters (default
        :data:`QUOTE_LIMIT` for ``{!r}``, :data:`TEXT_LIMIT` for ``{}``)."""
        self.value = value
        self._repr = shorten(value, _limit(limit, QUOTE_LIMIT))
        self._limit = _limit(limit, TEXT_LIMIT)

    @classmethod
    def wrap(cls, value):
        """``value`` itself when it is short and plain, else a Quoted."""
        if isinstance(value, (Term, Quoted, float, type(None))):
            return value
        if isinstance(value, int) and value.bit_length() <= 3 * QUOTE_LIMIT:
            return value
        if isinstance(value, str) and len(value) <= QUOTE_LIMIT and value.isprintable():
            return value
        return cls(value)

    def __repr__(self) -> str:
        return self._repr

    def __str__(self) -> str:
        value = self.value
        if type(value) in (list, tuple, dict, set, frozenset, bytes, bytearray, int):
            return self._repr
        try:
            text = value if isinstance(value, str) else str(value)
        except Exception:  # a hostile __str__
            return self._repr
        return clip(text, self._limit)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other) -> bool:
        if isinstance(other, Quoted):
            other = other.value
        return self.value == other

    __hash__ = None


def register(messages: dict[str, dict[str, str]]) -> None:
    """Add messages: ``{"key": {"en": "...", "it": "..."}}``.

    Each text is a :meth:`str.format` template.  Nothing is added unless
    every entry is well formed.
    """
    if not isinstance(messages, dict):
        raise _bad_input("i18n.bad_messages", value=messages)
    for key, texts in messages.items():
        if not isinstance(key, str) or not isinstance(texts, dict):
            raise _bad_input("i18n.bad_messages", value={key: texts})
        for lang, text in texts.items():
            if lang not in LANGUAGES or not isinstance(text, str):
                raise _bad_input("i18n.bad_message", key=key, lang=lang)
    for key, texts in messages.items():
        for lang, text in texts.items():
            _catalogue[lang][key] = text


def has(key: str) -> bool:
    """Whether the catalogue has a message ``key``."""
    return isinstance(key, str) and key in _catalogue["en"]


class Term:
    """A word to be translated when the message is shown, not when it is made.

    Put one in the parameters of an error or a log line so that
    ``error.message("it")`` renders it in Italian even when the error was
    raised while the kit spoke English: ``Term("suit.H")`` becomes "hearts"
    or "cuori"; ``Term.of(fn)`` calls ``fn(lang)``.
    """

    __slots__ = ("key", "params", "fn")

    def __init__(self, key: str = "", fn=None, **params):
        self.key = key
        self.params = params
        self.fn = fn

    @classmethod
    def of(cls, fn) -> "Term":
        return cls(fn=fn)

    def render(self, lang: str | None = None) -> str:
        if self.fn is not None:
            return self.fn(lang)
        return tr(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)

    def __repr__(self) -> str:
        return f"Term({self.key!r})" if self.fn is None else "Term.of(...)"

    def __eq__(self, other) -> bool:
        if isinstance(other, Term):
            return (self.key, self.params, self.fn) == (other.key, other.params, other.fn)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.key, self.fn))


#: the masculine plural article before a number, alone or joined with a
#: preposition ("i", "ai", "dai", "dei", "nei", "sui"), and its form before a
#: vowel ("gli", "agli", …): "agli 11 punti", "gli 8 giocatori", "ai 151"
_BEFORE_VOWEL = {"i": "gli", "I": "Gli", "ai": "agli", "dai": "dagli", "dei": "degli", "nei": "negli",
                 "sui": "sugli"}
_ARTICLE_NUMBER = re.compile(r"(?<![\w'’])(i|I|ai|dai|dei|nei|sui) (\d+)(?![\d.,]\d)")


def _vowel_number(n: int) -> bool:
    """Whether the Italian name of the whole number ``n`` (2 or more)
    starts with a vowel: otto, undici, ottanta…, ottocento…, ottomila,
    undicimila…  (*mille*, *cento*, *diciotto* do not.)"""
    lead = n if n < 1000 else n // 1000 if n < 10**6 else 0
    if n >= 1000 and lead == 1:
        return False                      # mille…
    return lead in (8, 11) or 80 <= lead <= 89 or 800 <= lead <= 899


def _italian_articles(text: str) -> str:
    """``text`` with each plural article before a number in the form its
    sound asks for (``"ai 11 punti"`` → ``"agli 11 punti"``).  Every Italian
    message goes through it (:func:`tr`), so no template spells the rule."""
    if " " not in text:
        return text
    return _ARTICLE_NUMBER.sub(
        lambda m: (_BEFORE_VOWEL[m.group(1)] if _vowel_number(int(m.group(2))) else m.group(1)) + " " + m.group(2),
        text)


def tr(key: str, lang: str | None = None, /, **params) -> str:
    """The message ``key`` in ``lang`` (default: the current language).

    Parameters that are Term objects are rendered in ``lang`` too; an
    unknown language falls back to English.
    """
    if not isinstance(key, str) or not (lang is None or isinstance(lang, str)):
        raise _bad_input("i18n.bad_key", key=key, lang=lang)
    lang = lang or get_language()
    text = _catalogue.get(lang, {}).get(key)
    if text is None:
        text = _catalogue["en"].get(key, key)
    if params:
        params = {k: (v.render(lang) if isinstance(v, Term) else v) for k, v in params.items()}
        try:
            text = text.format(**params)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError, RecursionError):
            return text
        if lang == "it":
            text = _italian_articles(text)
    return text


def missing_translations() -> list[str]:
    """Keys that have an English text but no Italian one (tests keep this empty)."""
    return sorted(set(_catalogue["en"]) - set(_catalogue["it"]))


register({
    "i18n.limit": {
        "en": "limit must be a whole number from 1 to {hi}, not {value!r}",
        "it": "limit deve essere un numero intero da 1 a {hi}, non {value!r}",
    },
    "i18n.clip_text": {
        "en": "clip needs a text (a str), not {value!r}",
        "it": "clip vuole un testo (una str), non {value!r}",
    },
    "language.unsupported": {
        "en": "{value!r} is not a supported language: choose 'en' (English) or 'it' (Italiano)",
        "it": "{value!r} non è una lingua disponibile: scegli 'en' (English) o 'it' (Italiano)",
    },
    "i18n.bad_messages": {
        "en": "{value!r} is not a set of messages: give a dict like "
              "{{'key': {{'en': 'text', 'it': 'testo'}}}}",
        "it": "{value!r} non è un insieme di messaggi: scrivi un dizionario come "
              "{{'chiave': {{'en': 'text', 'it': 'testo'}}}}",
    },
    "i18n.bad_message": {
        "en": "the message {key!r} has a bad entry for {lang!r}: each language ('en' or 'it') needs a text",
        "it": "il messaggio {key!r} ha una voce sbagliata per {lang!r}: ogni lingua ('en' o 'it') vuole un testo",
    },
    "i18n.bad_key": {
        "en": "cannot look up the message {key!r} in {lang!r}: the key is text and the language 'en', 'it' or None",
        "it": "non si trova il messaggio {key!r} in {lang!r}: la chiave è un testo e la lingua 'en', 'it' o None",
    },
})
