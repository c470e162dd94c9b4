"""cardkit.lesson's general helpers added for lesson 01 (cards and decks):
suit names and the table of decks, in the lesson's language."""

from __future__ import annotations

import pytest

from cardkit import language
from cardkit.errors import CardkitError
from cardkit.lesson import MarkdownText, decks_table, suit_name


def test_suit_names_follow_the_language():
    assert [suit_name(s) for s in "dcsb"] == ["coins", "cups", "swords", "batons"]
    assert [suit_name(s) for s in "SHDC"] == ["spades", "hearts", "diamonds", "clubs"]
    with language("it"):
        assert [suit_name(s) for s in "dcsb"] == ["denari", "coppe", "spade", "bastoni"]
        assert [suit_name(s) for s in "SHDC"] == ["picche", "cuori", "quadri", "fiori"]


@pytest.mark.parametrize("bad", ["x", "dd", "", 3, None, "D "])
def test_a_suit_that_is_not_one_is_refused_in_one_sentence(bad):
    with pytest.raises(CardkitError) as caught:
        suit_name(bad)
    assert "d c s b" in caught.value.message("en") and "d c s b" in caught.value.message("it")


def test_decks_table_counts_cards_suits_and_ranks():
    table = decks_table()
    assert isinstance(table, MarkdownText) and table._repr_markdown_() == str(table) == repr(table)
    rows = table.splitlines()
    assert rows[0] == "| deck | cards | suits | ranks, lowest first |"
    # the Bergamasche deck is the Italian one without the 2s and the 3s: 40 - 8 = 32
    assert rows[2:] == [
        "| Italian 40-card | 40 | d c s b | A 2 3 4 5 6 7 F C R |",
        "| French 32-card piquet | 32 | S H D C | 7 8 9 10 J Q K A |",
        "| Bergamasche/Romagnole 32-card | 32 | d c s b | A 4 5 6 7 F C R |",
    ]
    with language("it"):
        assert decks_table().splitlines()[2].startswith("| italiano da 40 carte | 40 |")


# --------------------------------------------------------------------------
# refusals found by the discovery fuzz (issue 21 §1)
# --------------------------------------------------------------------------

def _refusal(call):
    with pytest.raises(CardkitError) as caught:
        call()
    return caught.value.message("en"), caught.value.message("it")


def test_a_label_that_is_not_a_word_is_refused_in_one_sentence():
    from cardkit.lesson import label
    assert _refusal(lambda: label(b"x")) == (
        "label needs a word (a text such as 'table' or 'player_2'), not b'x'",
        "label vuole una parola (un testo come 'table' o 'player_2'), non b'x'")
    assert label("player_2") == "player 2" and label("my_pile") == "my pile"


def test_show_refuses_a_width_that_is_not_a_number_of_pixels():
    from cardkit.lesson import show
    assert _refusal(lambda: show(1j)) == (
        "show: width must be a number from 1 to 2000, not 1j",
        "show: width deve essere un numero da 1 a 2000, non 1j")
    import re
    small, large = (float(re.search(r'width="([\d.]+)"', show(w, table="7d 3c").svg()).group(1))
                    for w in (45, 90))
    assert large == pytest.approx(2 * small, rel=0.01)     # width is one card's, in pixels


def test_share_chart_draws_the_share_settling_on_the_exact_chance_in_the_lesson_s_language():
    from fractions import Fraction

    import pytest

    from cardkit import CardkitError
    from cardkit.i18n import set_language
    from cardkit.lesson import Chart, share_chart

    shares = [0.0, 0.5, 1 / 3, 0.25, 0.2]
    chart = share_chart(shares, Fraction(1, 10), "five deals")
    assert isinstance(chart, Chart) and repr(chart) == "<five deals>"
    ax = chart.figure.axes[0]
    assert list(ax.lines[0].get_ydata()) == shares and ax.lines[1].get_ydata()[0] == 0.1
    assert ax.get_xscale() == "log" and ax.get_title() == "five deals"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["share of deals so far", "exact chance 1/10"]
    assert chart._repr_png_().startswith(b"\x89PNG")
    set_language("it")
    try:
        ax = share_chart(shares, 0.1, "cinque smazzate").figure.axes[0]
        assert ax.get_xlabel() == "numero di smazzate mescolate (scala logaritmica)"
    finally:
        set_language("en")
    for bad in ([], [1.5], [True], "0.1 0.2", [float("nan")]):
        with pytest.raises(CardkitError, match="list of shares"):
            share_chart(bad, 0.1, "x")
    with pytest.raises(CardkitError, match="title"):
        share_chart(shares, 0.1, "x" * 121)
