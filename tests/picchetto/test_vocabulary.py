"""One vocabulary per language (issue 14).

The English lessons teach the Italian terms of Picchetto (punto, terza ...
ottava, quattordici, tris, mano bianca, cappotto, Sessanta, Novanta) and give
the French Piquet names once.  So the kit's English output uses the Italian
terms too, for every preset; the French names (tierce, quint, quatorze,
carte blanche, capot, pique, repique) are still ACCEPTED when a learner types
them in a move or an answer.
"""

import re

import pytest

import cardkit
from cardkit import i18n
from cardkit.exercises.picchetto.scoring import BONUS
from cardkit.picchetto import ITALIANO, RUBICON, deal_order, said_text
from cardkit.picchetto.combos import category_index
from kit_modules import import_kit

FRENCH = re.compile(r"tierce|\bquart\b|\bquints?\b|sixi[eè]me|septi[eè]me|huiti[eè]me|quatorze|"
                    r"carte blanche|\bcapot\b|\bpique\b|\brepique\b|\bbrelan\b|\btrio\b|"
                    r"\bfourteen (tens|jacks|queens|kings|aces)", re.IGNORECASE)

#: the keys of the Picchetto strings: the engine, the table games, the
#: exercises and practice topics, the lessons' helpers and the widgets
PICCHETTO_KEYS = re.compile(r"(picchetto|pscoring|ptable|pauction|accomodo|auction)\.|"
                            r"(ex|practice)\.(picchetto|piquet)|lesson\.picchetto\.|"
                            r"widget\.(picchetto|ptable|variant|auction)\.")

#: where an English string names the French term beside the Italian one it
#: teaches, on purpose
INTRODUCES = ("a mano bianca (carte blanche)",)


@pytest.fixture(scope="module")
def english():
    import_kit()
    return {k: v for k, v in i18n._catalogue["en"].items() if PICCHETTO_KEYS.match(k)}


def test_the_picchetto_strings_are_found(english):
    # the filter sees the engine, the exercises and the widgets, not nothing
    assert {"picchetto.seq.3", "picchetto.group.4", "picchetto.say.blanche",
            "widget.picchetto.calc.kind.quattordici", "accomodo.reason.group"} <= set(english)
    assert len(english) > 300


def test_no_english_picchetto_string_uses_the_french_names(english):
    bad = {}
    for key, text in english.items():
        for phrase in INTRODUCES:
            text = text.replace(phrase, "")
        if FRENCH.search(text):
            bad[key] = text
    assert bad == {}


def test_the_pattern_catches_the_old_names():
    # the check above is only as good as its pattern
    for old in ("a tierce", "a quart to the king", "a quint", "a sixième", "a septième", "a huitième",
                "fourteen kings", "quatorze/trio", "Carte blanche!", "capot: every trick", "Capot!",
                "pique (Sessanta)", "repique (Novanta)"):
        assert FRENCH.search(old), old
    for new in ("a terza", "a quarta to the king", "a quinta", "two quinte", "a sesta", "a settima",
                "an ottava", "quattordici of kings", "tris of aces", "Mano bianca!", "Cappotto!",
                "Fourteen!", "the quarter"):
        assert not FRENCH.search(new), new


def test_the_english_names_of_the_combinations():
    assert [i18n.tr(f"picchetto.seq.{n}", "en") for n in range(3, 9)] == [
        "a terza", "a quarta", "a quinta", "a sesta", "a settima", "an ottava"]
    kings = i18n.tr("picchetto.ranks.K", "en")
    assert i18n.tr("picchetto.group.4", "en", rank=kings) == "quattordici of kings"
    assert i18n.tr("picchetto.group.3", "en", rank=kings) == "tris of kings"
    # the Italian side is unchanged
    assert [i18n.tr(f"picchetto.seq.{n}", "it") for n in range(3, 9)] == [
        "una terza", "una quarta", "una quinta", "una sesta", "una settima", "un'ottava"]


R = ITALIANO.replace(first_dealer=1).single_deal()
E40 = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"          # an ottava, four aces
Y0 = "JH 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"         # nothing good


def test_a_deal_is_said_and_logged_with_the_italian_terms():
    s = R.new_game(0, deal=deal_order(E40, Y0, "7H QH", R))
    for move in ("exchange KH", "exchange JH", "declare", "declare"):
        s.play(move)
    said = [said_text(ev, "en") for ev in s.log]
    assert said == ["Eight cards", "An ottava to the ace", "Quattordici of aces", "Ninety!"]
    lines = s.log.lines("en")
    assert "punto: 8 cards worth" in lines[0]
    assert "sequences:" in lines[1]
    assert "quattordici and tris:" in lines[2]
    assert "Novanta: 30 in the declarations" in lines[3]
    assert not any(FRENCH.search(line) for line in lines)
    # and in Italian, as before
    assert [said_text(ev, "it") for ev in s.log][1:3] == ["Un'ottava all'asso", "Quattordici di assi"]


@pytest.mark.parametrize("rules", [R, RUBICON.replace(first_dealer=1).single_deal()],
                         ids=["ITALIANO", "RUBICON"])
def test_carte_blanche_is_still_understood_and_answered_mano_bianca(rules):
    younger = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"   # no K, Q or J
    s = rules.new_game(0, deal=deal_order(E40, younger, "JH QH", rules))
    s.play("exchange KH")
    s.play("carte blanche")                              # the French name, typed by a learner
    assert s.log.events[0].said == "Mano bianca!"        # the same vocabulary under every preset
    assert said_text(s.log.events[0], "it") == "Scarta per mano bianca!"
    assert s.log.lines("en")[0].split(": ", 1)[1].startswith("+10 mano bianca")


def test_the_french_names_are_still_read_as_answers():
    assert BONUS.read("pique") == BONUS.read("Sessanta") == "sessanta"
    assert BONUS.read("repique") == BONUS.read("novanta") == "novanta"
    assert category_index("quatorze") == category_index("quattordici") == category_index("tris")
    assert category_index("point") == category_index("punto")
    assert category_index("sequences") == category_index("sequenze")
