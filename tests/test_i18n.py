"""Every sentence the kit can show exists in English and Italian.

Every module of the package is imported (found with pkgutil, so a new module
is covered without editing this file), then the catalogue is checked.
"""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import cardkit
from cardkit import i18n


def all_modules() -> list[str]:
    names = ["cardkit"]
    for info in pkgutil.walk_packages(cardkit.__path__, prefix="cardkit."):
        names.append(info.name)
    return sorted(names)


@pytest.fixture(scope="module")
def imported():
    names = all_modules()
    for name in names:
        importlib.import_module(name)
    return names


def test_every_module_is_found_and_imports(imported):
    assert {"cardkit.cards", "cardkit.i18n", "cardkit.exercises", "cardkit.exercises.cards"} <= set(imported)


def test_no_missing_translations(imported):
    assert i18n.missing_translations() == []


def test_no_italian_only_keys(imported):
    only_italian = sorted(set(i18n._catalogue["it"]) - set(i18n._catalogue["en"]))
    assert only_italian == []


def _words(text: str) -> list[str]:
    """The words of a template, leaving out its {fields}."""
    return re.findall(r"[^\W\d_]{2,}", re.sub(r"\{[^}]*\}", " ", text))


def test_translations_are_not_copies(imported):
    """An Italian text identical to an English sentence was not translated
    (short labels and formatting templates may well be the same)."""
    same = [key for key, en in i18n._catalogue["en"].items()
            if len(_words(en)) > 3 and i18n._catalogue["it"].get(key) == en]
    assert same == []


def test_switching_language():
    assert i18n.tr("suit.d", "en") == "coins" and i18n.tr("suit.d", "it") == "denari"
    with i18n.language("it"):
        assert cardkit.get_language() == "it"
        assert i18n.tr("suit.d") == "denari"
    assert cardkit.get_language() == "en"
    with pytest.raises(ValueError, match="not a supported language"):
        cardkit.set_language("fr")
    assert i18n.tr("no.such.key") == "no.such.key"
