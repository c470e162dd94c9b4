"""One vocabulary per language: the kit's Belote strings use the words the
rule cards (docs/cards/belote.*.md) and the Belote lessons teach.

The Italian card calls the declarations *accuse*, the runs *scale* (terza,
quarta, quinta) and four of a kind a *quaterna*; the English card keeps the
Italian *quaterna* and gives the French *carré* once, in brackets.  So no
Italian Belote message may say "onori"/"sequenza", and no English one may
call a quaterna a "carré" (or use the other French names, tierce ...).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import cardkit
from cardkit import i18n
from kit_modules import import_kit

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "docs" / "cards"
#: the modules whose every registered message is a Belote one
BELOTE_SOURCES = (sorted((ROOT / "cardkit" / "belote").glob("*.py"))
                  + sorted((ROOT / "cardkit" / "widgets" / "belote").glob("*.py"))
                  + sorted((ROOT / "cardkit" / "exercises" / "belote").glob("*.py"))
                  + [ROOT / "cardkit" / "lesson" / "belote.py"])
#: Belote labels registered by shared modules (the game table's fold)
SHARED_BELOTE_KEYS = ("widget.table.fold.honours",)

#: words the cards do not use for the Belote declarations, per language
NOT_THE_CARDS_WORDS = {
    "it": re.compile(r"\b(onor[ei]|sequenz[ae])\b", re.IGNORECASE),
    "en": re.compile(r"\b(carr[ée]s?|tierces?|cinquante|quint)\b", re.IGNORECASE),
}
#: ... and the ones they use (each must appear in the kit's messages)
THE_CARDS_WORDS = {
    "it": ("accuse", "accusa", "scala", "quaterna", "terza", "quarta", "quinta"),
    "en": ("quaterna", "terza", "quarta", "quinta"),
}


def _registered_keys(path: Path) -> set:
    """The keys of the dict literals a source file passes to ``i18n.register``."""
    keys = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "register"
                and node.args and isinstance(node.args[0], ast.Dict)):
            keys |= {k.value for k in node.args[0].keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return keys


@pytest.fixture(scope="module")
def belote_messages() -> dict:
    """``{language: {key: text}}`` for every Belote message of the kit: those
    the Belote modules register, plus every message whose key names Belote
    (the exercise and practice texts, ...) and the shared Belote labels."""
    import_kit()
    keys = set(SHARED_BELOTE_KEYS)
    for path in BELOTE_SOURCES:
        keys |= _registered_keys(path)
    # and every key naming Belote (exercise and practice texts, coach lines ...)
    keys |= {k for k in i18n._catalogue["en"] if any(part.startswith("belote") for part in k.split("."))}
    return {lang: {k: i18n._catalogue[lang][k] for k in sorted(keys)} for lang in i18n.LANGUAGES}


def _card(lang: str) -> str:
    return (CARDS / f"belote.{lang}.md").read_text(encoding="utf-8")


def test_the_cards_teach_these_words():
    """The premise of this file, read from the cards themselves."""
    for lang in ("it", "en"):
        text = _card(lang)
        for word in THE_CARDS_WORDS[lang]:
            assert re.search(rf"\b{word}\b", text, re.IGNORECASE), (lang, word)
    assert not NOT_THE_CARDS_WORDS["it"].search(_card("it"))
    # in English the French name appears once, in brackets after the Italian one
    assert NOT_THE_CARDS_WORDS["en"].findall(_card("en")) == ["carré"]
    assert "[[quaterna]] (carré)" in _card("en")


def test_the_messages_found_are_the_belote_ones(belote_messages):
    en = belote_messages["en"]
    assert len(en) > 400
    assert {"belote.honour.carre", "belote.row.honours", "widget.belote.hon.by_carre", "widget.belote.score.honours",
            "lesson.belote.no_honours", "ex.belote-04.sequence", "practice.belote-honours-side.carre",
            "widget.table.fold.honours"} <= set(en)
    assert not any(k.startswith(("picchetto", "scopa", "ex.picchetto", "practice.scopa")) for k in en)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_belote_messages_use_the_cards_words(belote_messages, lang):
    texts = belote_messages[lang]
    wrong = {k: t for k, t in texts.items() if NOT_THE_CARDS_WORDS[lang].search(t)}
    assert wrong == {}
    every = "\n".join(texts.values())
    missing = [w for w in THE_CARDS_WORDS[lang] if not re.search(rf"\b{w}\b", every, re.IGNORECASE)]
    assert missing == []


def test_an_honour_is_named_as_on_the_card():
    from cardkit.belote import compare_honours, honours
    quaterna = honours("KS KH KD KC")[0]
    assert quaterna.name("en") == "quaterna of kings" and quaterna.name("it") == "quaterna di re"
    from cardkit.widgets import HonoursView
    view = HonoursView.from_hands(["QS QH QD QC", "7S 8S 9S 10S JS", "8H 9H 10H", ""], trump="D", eldest=0)
    assert compare_honours(["QS QH QD QC", "7S 8S 9S 10S JS", "8H 9H 10H", ""], "D") == (0, 120)
    with i18n.language("it"):
        said = " ".join(view.explain())
    assert "120 punti di accuse" in said and "una quaterna batte ogni scala" in said
    assert "Le accuse di Est–Ovest sono annullate" in said
    with i18n.language("en"):
        said = " ".join(view.explain())
    assert "holds the best quaterna" in said and "carré" not in said
