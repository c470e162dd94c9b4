"""One catalogue of messages and labels, in English and Italian.

Every sentence the kit shows a learner (error messages, widget labels,
score-log lines) is looked up here by a key, so that
``cardkit.set_language("it")`` switches all of them at once.

Game modules add their own sentences with :func:`register`; a key missing in
the current language falls back to English, and a key missing everywhere is
shown as the key itself (never an exception: a teaching kit should not crash
because a translation is missing).
"""

from __future__ import annotations

LANGUAGES = ("en", "it")

_language = "en"
_catalogue: dict[str, dict[str, str]] = {"en": {}, "it": {}}


def set_language(language: str) -> None:
    """Choose the language of messages and labels: ``"en"`` or ``"it"``."""
    lang = str(language).lower()[:2]
    if lang not in LANGUAGES:
        raise ValueError(
            f"{language!r} is not a supported language: choose 'en' (English) or 'it' (Italiano)"
        )
    global _language
    _language = lang


def get_language() -> str:
    """The current language code, ``"en"`` by default."""
    return _language


class language:
    """Context manager: ``with language("it"): ...`` switches temporarily."""

    def __init__(self, lang: str):
        self.lang = lang
        self.saved = None

    def __enter__(self):
        self.saved = get_language()
        set_language(self.lang)
        return self

    def __exit__(self, *exc):
        set_language(self.saved)
        return False


def register(messages: dict[str, dict[str, str]]) -> None:
    """Add messages: ``{"key": {"en": "...", "it": "..."}}``.

    Each text is a :meth:`str.format` template.
    """
    for key, texts in messages.items():
        for lang, text in texts.items():
            if lang not in LANGUAGES:
                raise ValueError(f"unknown language {lang!r} for message {key!r}")
            _catalogue[lang][key] = text


def has(key: str) -> bool:
    return key in _catalogue["en"]


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


def tr(key: str, lang: str | None = None, **params) -> str:
    """The message ``key`` in ``lang`` (default: the current language).

    Parameters that are Term objects are rendered in ``lang`` too.
    """
    lang = lang or _language
    text = _catalogue.get(lang, {}).get(key)
    if text is None:
        text = _catalogue["en"].get(key, key)
    if params:
        params = {k: (v.render(lang) if isinstance(v, Term) else v) for k, v in params.items()}
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def missing_translations() -> list[str]:
    """Keys that have an English text but no Italian one (tests keep this empty)."""
    return sorted(set(_catalogue["en"]) - set(_catalogue["it"]))
