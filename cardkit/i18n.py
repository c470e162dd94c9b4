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


def tr(key: str, lang: str | None = None, **params) -> str:
    """The message ``key`` in ``lang`` (default: the current language)."""
    lang = lang or _language
    text = _catalogue.get(lang, {}).get(key)
    if text is None:
        text = _catalogue["en"].get(key, key)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def missing_translations() -> list[str]:
    """Keys that have an English text but no Italian one (tests keep this empty)."""
    return sorted(set(_catalogue["en"]) - set(_catalogue["it"]))
