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
