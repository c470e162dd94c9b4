"""The Picchetto lesson helpers (cardkit.lesson.picchetto), on worked examples
from the rule text (seed 000) and the lessons 07-10."""

import pytest

from cardkit import CardkitError, cards, set_language
from cardkit.lesson.picchetto import (
    LESSON_RULES, aces, count_aloud, count_lines, deal, declare_all, figures, group_name,
    group_points, hand_order, mano_bianca, numbered_deal, packets, prezzo_sum, punto_lines,
    said_at_the_table, say_packets, sequence_name, sequence_points, show_hands)
from cardkit.picchetto import ITALIANO, PICCHETTO_150, Declare, accomodo_advice, declarations, groups, sequences
from cardkit.widgets import DeclarationDialogue

# lesson 12's first deal: the elder has the longer suit, the younger the
# better sequences and four tens
ORDER_ELDER = "AS KS QS JS 9S 7S AH KH AC KC 8C 7C"
ORDER_YOUNGER = "QD JD 10D 9D 8D QH JH 10H QC JC 10C 10S"


def test_hand_made_deal_gives_player_1_the_elder_and_the_cards_asked():
    d = deal(elder=ORDER_ELDER, younger=ORDER_YOUNGER)
    assert d.elder == 0 and d.younger == 1
    assert set(d.dealt_hand(d.elder)) == set(cards(ORDER_ELDER))
    assert set(d.dealt_hand(d.younger)) == set(cards(ORDER_YOUNGER))
    assert d.rules == LESSON_RULES


def test_hand_made_deal_with_other_rules_keeps_those_rules_for_one_deal():
    d = deal(ORDER_ELDER, ORDER_YOUNGER, rules=PICCHETTO_150)
    assert d.rules.punto_by == "value" and d.rules.deals == 1 and d.elder == 0


def test_talon_cards_come_first_from_the_top():
    d = deal(ORDER_ELDER, ORDER_YOUNGER, talon="8H 9H")
    assert packets(d)[-1][1][:2] == cards("8H 9H")


@pytest.mark.parametrize("bad", [dict(elder="AS KS", younger=ORDER_YOUNGER),
                                 dict(elder=ORDER_ELDER, younger=ORDER_ELDER)])
def test_a_deal_that_is_not_twelve_different_cards_each_is_refused(bad):
    with pytest.raises(CardkitError):
        deal(**bad)


def test_bad_rules_and_numbers_are_refused_in_one_sentence_in_both_languages():
    with pytest.raises(CardkitError) as info:
        deal(ORDER_ELDER, ORDER_YOUNGER, rules="italiano")
    assert "Picchetto rules" in info.value.message("en")
    assert "regole del Picchetto" in info.value.message("it")
    for bad in (-1, 2.5, True, "7"):
        with pytest.raises(CardkitError):
            numbered_deal(bad)


def test_numbered_deal_7_is_lesson_07s_deal():
    game = numbered_deal(7)
    assert [str(c) for c in game.cut] == ["7C", "10C"]
    assert game.dealer == 0 and game.elder == 1
    rows = packets(game)
    assert [to for to, _ in rows[:8]] == ["elder", "younger"] * 4
    assert rows[0][1] == cards("7C 10C 7S") and rows[1][1] == cards("9S 9D JC")
    assert rows[-1] == ("talon", cards("JH KC QS QD 10S 8S 10D KD"))
    # the elder's packets are his dealt hand
    elder_cards = [c for to, cs in rows[:8] if to == "elder" for c in cs]
    assert set(elder_cards) == set(game.dealt_hand(game.elder))


def test_say_packets_speaks_the_edition_language(capsys):
    say_packets(numbered_deal(7))
    english = capsys.readouterr().out.splitlines()
    assert english[0] == "packet 1: 7C 10C 7S  -> elder" and english[1].endswith("-> dealer")
    assert english[-1] == "talon: JH KC QS QD 10S 8S 10D KD"
    set_language("it")
    try:
        say_packets(numbered_deal(7))
    finally:
        set_language("en")
    italian = capsys.readouterr().out.splitlines()
    assert italian[0] == "pacchetto 1: 7C 10C 7S  -> giocatore di mano"
    assert italian[1].endswith("-> mazziere") and italian[-1].startswith("tallone: ")


def test_hand_order_is_suit_by_suit_highest_first():
    assert hand_order("7C AS 10H KS 9H 8D") == cards("AS KS 10H 9H 8D 7C")
    # the Bergamasche deck: the ace above the re there too
    assert hand_order("4d Ad Rd 7d") == cards("Ad Rd 7d 4d")


def test_mano_bianca_deal_928_aces_are_not_figures():
    game = numbered_deal(928)
    hand = game.dealt_hand(game.elder)
    assert figures(hand) == cards("")
    assert aces(hand) == cards("AS AD AC")
    assert mano_bianca(hand)
    assert not mano_bianca("AS KS 7H 8H 9H 10H 7D 8D 9D 10D 7C 8C")
    assert figures("AS KS 7H QD JC") == cards("KS QD JC")


def test_prezzo_sum_written_out():
    assert prezzo_sum("AS KS QS 9S 8S") == "AS=11 + KS=10 + QS=10 + 9S=9 + 8S=8 = 48"
    assert prezzo_sum("KH QH JH 10H 9H").endswith("= 49")


def test_sequence_names_and_points_from_the_rules():
    found = sequences("KH QH JH 10H 9H AS KS QS 9C 8C 7C JD")
    assert [sequence_name(s) for s in found] == ["quinta", "terza", "terza"]
    assert [sequence_points(s) for s in found] == [15, 3, 3]
    assert sequence_name("AD KD QD JD 10D 9D 8D 7D") == "ottava"
    assert sequence_points("AS KS QS JS 10S", PICCHETTO_150) == 5
    # the rule text's hand: 4 + 3 + 3 = 10
    assert sum(sequence_points(s) for s in sequences("AS KS QS JS QH JH 10H 9D 8D 7D")) == 10
    with pytest.raises(CardkitError):
        sequence_name("AS KS")


def test_group_names_in_both_languages_and_points():
    elder = groups("10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C")
    assert [group_name(g) for g in elder] == ["quattordici of tens", "tris of jacks"]
    assert sum(group_points(g) for g in elder) == 17
    set_language("it")
    try:
        assert [group_name(g) for g in elder] == ["quattordici di dieci", "tris di fanti"]
        assert group_name("AS AH AD") == "tris di assi"
    finally:
        set_language("en")
    with pytest.raises(CardkitError):
        group_points("AS AH AD AC KS")


def test_punto_lines_and_the_italian_words(capsys):
    dialogue = DeclarationDialogue("AS KS QS 9S 8S 7H 8H 10D 9D 7C 8C 9C",
                                   "KH QH JH 10H 9H AD KD 7S JS 10C JC QC")
    lines = punto_lines(dialogue).splitlines()
    assert lines[0] == "Elder: «Five cards»" and lines[-1].startswith("→")
    assert "scores 5" in lines[-1]
    said_at_the_table(dialogue, last=None)
    out = capsys.readouterr().out.splitlines()
    assert out[:4] == ["di mano   «Cinque carte»", "mazziere  «Quanto?»",
                       "di mano   «Quarantotto»", "mazziere  «Non buone: quarantanove»"]
    said_at_the_table(DeclarationDialogue("AS AH AD 9C 8C 7C", "KS KH KD QS QH QD"), last=2)
    assert capsys.readouterr().out.splitlines() == ["di mano   «Tris di assi»", "mazziere  «Buono»"]
    with pytest.raises(CardkitError):
        punto_lines("Cinque carte")


def test_declare_all_counts_the_youngers_declarations_before_the_first_lead():
    d = declare_all(deal(ORDER_ELDER, ORDER_YOUNGER))
    assert d.phase == "play"
    assert tuple(d.log.totals) == (6, 41)
    lines = count_lines(d)
    assert len(lines) == 3
    assert lines[0].startswith("player 1: +6 ") and lines[0].endswith("<- the younger is still at 0")
    assert lines[1].startswith("player 2: +21 ") and "still at 0" not in lines[1]
    start = len(d.log.events)
    d.play("AS")
    assert count_lines(d, start) == [count_lines(d)[-1]]
    assert "[7 – 41]" in count_lines(d, start)[0]


def test_declare_all_announces_a_mano_bianca_first():
    blanche = "AS 9S 8S AH 9H 8H 7H AD 7D AC 9C 8C"
    d = declare_all(deal(blanche, ORDER_YOUNGER))
    first = d.log.events[0]
    assert first.side == 0 and first.points == 10
    assert "<- the younger is still at 0" in count_lines(d)[0]


def test_count_aloud_in_italian_names_the_player_still_at_0(capsys):
    d = declare_all(deal(ORDER_ELDER, ORDER_YOUNGER))
    set_language("it")
    try:
        count_aloud(d)
    finally:
        set_language("en")
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("giocatore 1: +6 punto") and out[0].endswith("<- il mazziere è ancora a 0")
    assert not any("player" in line for line in out)


def test_count_aloud_refuses_what_is_not_a_deal_or_a_line():
    d = declare_all(deal(ORDER_ELDER, ORDER_YOUNGER))
    for start in (-1, 4, "0", 1.0):
        with pytest.raises(CardkitError):
            count_lines(d, start)
    with pytest.raises(CardkitError):
        count_aloud("AS KS")


def test_show_hands_draws_both_hands_labelled():
    picture = show_hands(deal(ORDER_ELDER, ORDER_YOUNGER))
    text = repr(picture)
    assert "elder" in text and "ace of spades" in text
    with pytest.raises(CardkitError):
        show_hands(deal(ORDER_ELDER, ORDER_YOUNGER), width=5)


def test_who_wins_says_the_result_of_a_category_in_words():
    from cardkit.lesson.picchetto import who_wins
    d = declarations("AD 10D 9D 8D", "KC QC JC 8C")          # equal prezzo, 38 each
    assert who_wins(d.punto) == "nobody scores"
    six = declarations("QD JD 10D 9D 8D 7D 8S 7C 8C 9H 7H 8H", "AS KS QS JS 10S AH KH AC KC QH 10H QC")
    assert who_wins(six.punto) == "the elder scores 6"
    set_language("it")
    try:
        assert who_wins(six.punto) == "il giocatore di mano segna 6"
        assert who_wins(d.punto) == "nessuno segna"
    finally:
        set_language("en")
    with pytest.raises(CardkitError):
        who_wins(("the elder", 6))


def test_sequences_and_groups_in_words():
    from cardkit.lesson.picchetto import groups_text, sequences_text
    assert sequences_text("KH QH JH 10H 9H AS KS QS 9C 8C 7C JD") == \
        "quinta KH QH JH 10H 9H, terza AS KS QS, terza 9C 8C 7C"
    assert sequences_text("AS 7S 8S") == "no sequence"          # the ace is high only
    # the rule text's 17 to 0: four tens and three jacks
    assert groups_text("10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C") == \
        "quattordici of tens 10C 10D 10H 10S, tris of jacks JD JH JS"
    assert groups_text("9S 9H 9D 9C") == "no group"
    part = declarations("10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C", "AS AH AD KS KH KD QS QH QD 9S 9H 8S",
                        elder_declares=Declare(quattordici="10S 10H 10D"))
    assert groups_text(part.counted_groups).startswith("tris of aces AD AH AS, tris of kings")
    set_language("it")
    try:
        assert sequences_text("AS 7S 8S") == "nessuna sequenza"
        assert groups_text("7d 7c 7s 7b Ad Ac As", ITALIANO.replace(deck="bergamasche")) == \
            "quattordici di sette 7b 7s 7c 7d, tris di assi As Ac Ad"
    finally:
        set_language("en")


def test_count_declarations_of_the_rule_texts_hands(capsys):
    from cardkit.lesson.picchetto import count_declarations
    count_declarations("10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C", "AS AH AD KS KH KD QS QH QD 9S 9H 8S")
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 3
    assert out[0].startswith("punto") and "the younger scores 5" in out[0] and out[0].endswith("[0 – 5]")
    assert "the younger scores 9" in out[1] and out[1].endswith("[0 – 14]")
    assert "the elder scores 17" in out[2] and out[2].endswith("[17 – 14]")


def test_show_talon_and_the_advisor_chart():
    from cardkit.lesson.picchetto import plot_advice, show_talon
    talon = show_talon().svg()
    assert "top 5: elder" in talon and "3: dealer" in talon
    assert "5 face-down cards" in talon and "3 face-down cards" in talon
    with pytest.raises(CardkitError):
        show_talon(elder=9)
    advice = accomodo_advice(numbered_deal(7).dealt_hand(numbered_deal(7).elder), role="elder",
                             seed=0, samples=20, candidates=4)
    chart = plot_advice(advice, top=3)
    assert repr(chart) == "<The advisor's best discards (elder)>"
    assert chart._repr_png_().startswith(b"\x89PNG")
    assert len(chart.figure.axes[0].get_yticklabels()) == 3
    with pytest.raises(CardkitError):
        plot_advice(advice, top=0)
    with pytest.raises(CardkitError):
        plot_advice("7S 7D")
