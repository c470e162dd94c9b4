"""Every sentence the kit can show exists in English and Italian.

Every module of the package is imported (found with pkgutil, so a new module
is covered without editing this file), then the catalogue is checked.
"""

from __future__ import annotations

import importlib
import re

import pytest

import cardkit
from cardkit import i18n
from kit_modules import kit_module_names


def all_modules() -> list[str]:
    return kit_module_names()


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


# --------------------------------------------------------------------------
# The language of a thread or context
# --------------------------------------------------------------------------

def _belote_score_log():
    from cardkit.belote import BELOTE, BeloteState
    state = BeloteState(BELOTE, 1)
    while state.deal_number < 2:
        state.play(state.legal_moves()[0])
    return state.score_log


def test_a_language_block_in_one_thread_leaves_the_others_alone():
    """Two threads write the same score log at the same moment, one inside
    ``with language("it")``: each gets its own language."""
    import threading

    log = _belote_score_log()
    english, italian = log.lines("en"), log.lines("it")
    assert english != italian
    both_inside = threading.Barrier(2)
    done = threading.Barrier(2)
    written = {}

    def in_italian():
        with cardkit.language("it"):
            both_inside.wait(timeout=30)
            written["it"] = [log.lines() for _ in range(50)]
            done.wait(timeout=30)

    def by_default():
        both_inside.wait(timeout=30)
        written["default"] = [log.lines() for _ in range(50)]
        done.wait(timeout=30)

    threads = [threading.Thread(target=in_italian), threading.Thread(target=by_default)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert written["it"] == [italian] * 50
    assert written["default"] == [english] * 50
    assert cardkit.get_language() == "en"


def test_language_blocks_nest_and_set_language_sets_the_default():
    try:
        with cardkit.language("it"):
            with cardkit.language("en"):
                assert cardkit.get_language() == "en"
            assert cardkit.get_language() == "it"
            cardkit.set_language("en")  # takes effect where it is called...
            assert cardkit.get_language() == "en"
        assert cardkit.get_language() == "en"
        cardkit.set_language("it")  # ...and is the default everywhere else
        seen = []
        import threading
        t = threading.Thread(target=lambda: seen.append(cardkit.get_language()))
        t.start()
        t.join()
        assert seen == ["it"]
    finally:
        cardkit.set_language("en")


def test_the_same_block_object_can_be_reused_and_nested():
    italian = cardkit.language("it")
    with italian:
        with cardkit.language("en"):
            with italian:
                assert cardkit.get_language() == "it"
            assert cardkit.get_language() == "en"
        assert cardkit.get_language() == "it"
    assert cardkit.get_language() == "en"


@pytest.mark.parametrize("value", ["fr", "", None, 5, ["it"], b"it", "x" * 10**6])
def test_a_bad_language_is_refused_in_one_sentence(value):
    for call in (cardkit.set_language, cardkit.language):
        with pytest.raises(cardkit.CardkitError, match="not a supported language") as info:
            call(value)
        assert len(str(info.value)) < 150
    assert cardkit.get_language() == "en"


@pytest.mark.parametrize("messages", [
    [], {"k": "text"}, {5: {"en": "x"}}, {"k": {"fr": "x"}}, {"k": {"en": 5}},
])
def test_register_refuses_malformed_messages_and_adds_nothing(messages):
    before = {lang: dict(texts) for lang, texts in i18n._catalogue.items()}
    with pytest.raises(cardkit.CardkitError):
        i18n.register(messages)
    assert i18n._catalogue == before


def test_tr_refuses_keys_and_languages_that_are_not_text():
    with pytest.raises(cardkit.CardkitError, match="cannot look up"):
        i18n.tr(["suit.d"])
    with pytest.raises(cardkit.CardkitError, match="cannot look up"):
        i18n.tr("suit.d", 5)
    assert i18n.tr("suit.d", "xx") == "coins"  # an unknown language falls back to English
    assert not i18n.has(5)


def test_shorten_keeps_quotes_short_whatever_the_value():
    deep: list = []
    for _ in range(10**4):
        deep = [deep]
    for value in ["x" * 10**6, b"y" * 10**6, 10**5000, -(10**5000), deep, {"k": "v" * 10**5}, "a\nb" * 100]:
        text = i18n.shorten(value)
        assert len(text) <= i18n.QUOTE_LIMIT + 4 and "\n" not in text
    assert i18n.shorten("7d") == "'7d'" and i18n.shorten(12) == "12"


def test_one_block_object_shared_by_two_threads():
    import threading

    italian = cardkit.language("it")
    both_inside = threading.Barrier(2)
    seen = []

    def worker():
        with italian:
            both_inside.wait(timeout=30)
            seen.append(cardkit.get_language())
        seen.append(cardkit.get_language())

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(seen) == ["en", "en", "it", "it"] and cardkit.get_language() == "en"


def test_italian_plural_articles_before_a_number_follow_its_sound():
    from cardkit.i18n import _italian_articles, _vowel_number

    assert [n for n in range(2, 1000) if _vowel_number(n)] == [8, 11] + list(range(80, 90)) + list(range(800, 900))
    assert _vowel_number(8000) and _vowel_number(11000) and not _vowel_number(1000) and not _vowel_number(18000)
    cases = {
        "Scopa, 2 giocatori, ai 11 punti": "Scopa, 2 giocatori, agli 11 punti",
        "i 8 giocatori, dei 80 punti, sui 800": "gli 8 giocatori, degli 80 punti, sugli 800",
        "I 11 punti": "Gli 11 punti",
        # consonants, decimals and words that only end like an article stay as they are
        "ai 16, ai 21, ai 151, ai 500, ai 1000": "ai 16, ai 21, ai 151, ai 500, ai 1000",
        "ai 11,5 e ai 1.000; hai 11 carte; mai 8": "ai 11,5 e ai 1.000; hai 11 carte; mai 8",
    }
    for text, expected in cases.items():
        assert _italian_articles(text) == expected


def test_every_italian_message_with_a_target_reads_agli_11():
    import cardkit.widgets.belote.game  # noqa: F401  (registers the widgets' messages)
    import cardkit.widgets.belote.score  # noqa: F401
    import cardkit.widgets.picchetto.game  # noqa: F401
    import cardkit.widgets.scopa.game  # noqa: F401
    from cardkit.i18n import _catalogue, tr

    keys = [k for k, text in _catalogue["it"].items() if re.search(r"\bai \{target\}", text)]
    assert len(keys) >= 4
    for key in keys:
        text = tr(key, "it", target=11, players=2, napola="", preset="X", n=4, pairs="", s0="", t0=0, s1="", t1=0,
                  a=0, b=0, x=0, y=0)
        assert "agli 11" in text and "ai 11" not in text, text
        assert "ai 151" in tr(key, "it", target=151, players=2, napola="", preset="X", n=4, pairs="", s0="",
                              t0=0, s1="", t1=0, a=0, b=0, x=0, y=0)
