"""The core: cards, notation (both decks, long names in en/it), errors,
CardSet/CardList, decks and seeded shuffles."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given, strategies as st

import cardkit
from cardkit import (
    BERGAMASCHE, CARDS, DECKS, FRENCH, ITALIAN, Card, CardList, CardSet, InvalidCardError,
    card, cards, i18n, parse_cards, shuffle, to_cards, to_mask,
)
from cardkit.cards import MAX_CARDS, SUIT_MASKS, mask_cards, popcount


# --------------------------------------------------------------------------
# Numbering and properties
# --------------------------------------------------------------------------

def test_card_numbers_follow_the_documented_layout():
    assert [str(c) for c in CARDS[:10]] == ["Ad", "2d", "3d", "4d", "5d", "6d", "7d", "Fd", "Cd", "Rd"]
    assert [str(CARDS[i]) for i in (10, 20, 30, 39)] == ["Ac", "As", "Ab", "Rb"]
    assert [str(c) for c in CARDS[40:48]] == ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    assert [str(CARDS[i]) for i in (48, 56, 64, 71)] == ["7H", "7D", "7C", "AC"]
    for i, c in enumerate(CARDS):
        assert isinstance(c, int) and int(c) == i == c.id
        if i < 40:
            assert c == c.suit_index * 10 + c.rank_index and c.deck == "italian" and c.is_italian
        else:
            assert c == 40 + c.suit_index * 8 + c.rank_index and c.deck == "french" and not c.is_italian


@pytest.mark.parametrize("text, suit, rank, suit_index, rank_index, deck", [
    ("7d", "d", "7", 0, 6, "italian"),
    ("Rc", "c", "R", 1, 9, "italian"),
    ("Fs", "s", "F", 2, 7, "italian"),
    ("Cb", "b", "C", 3, 8, "italian"),
    ("AS", "S", "A", 0, 7, "french"),
    ("10H", "H", "10", 1, 3, "french"),
    ("7D", "D", "7", 2, 0, "french"),
    ("JC", "C", "J", 3, 4, "french"),
])
def test_card_properties(text, suit, rank, suit_index, rank_index, deck):
    c = Card(text)
    assert (c.suit, c.rank, c.suit_index, c.rank_index, c.deck) == (suit, rank, suit_index, rank_index, deck)
    assert str(c) == text and f"{c}" == text and f"{c:>4}" == text.rjust(4)


def test_one_object_per_card():
    assert Card("7d") is Card(6) is CARDS[6] is card("settebello") is Card(Card(6))
    c = Card("10H")
    assert copy.copy(c) is c and copy.deepcopy(c) is c and pickle.loads(pickle.dumps(c)) is c


def test_suit_symbols():
    assert [Card(t).symbol for t in ("AS", "10H", "QD", "7C")] == ["A♠", "10♥", "Q♦", "7♣"]
    assert Card("7d").symbol == "7d"  # Italian suits have no symbol characters


# --------------------------------------------------------------------------
# Notation
# --------------------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("settebello", "7d"), ("Settebello", "7d"),
    ("7 di denari", "7d"), ("sette di denari", "7d"), ("7 of coins", "7d"),
    ("asso di coppe", "Ac"), ("ace of cups", "Ac"), ("re di coppe", "Rc"), ("king of cups", "Rc"),
    ("fante di spade", "Fs"), ("jack of swords", "Fs"), ("cavallo di bastoni", "Cb"),
    ("knight of batons", "Cb"), ("Knight Of Batons", "Cb"),
    ("ten of hearts", "10H"), ("dieci di cuori", "10H"), ("queen of spades", "QS"),
    ("donna di picche", "QS"), ("re di quadri", "KD"), ("fante di fiori", "JC"), ("asso di picche", "AS"),
    ("TH", "10H"), ("T♥", "10H"), ("10♥", "10H"), ("7♣", "7C"), ("A♠", "AS"), ("Q♦", "QD"), ("K♡", "KH"),
])
def test_parse_one_card_in_every_notation(text, expected):
    assert str(Card(text)) == expected
    assert parse_cards(text) == [Card(expected)]


def test_parse_lists_keep_order_and_mix_notations():
    got = parse_cards("7d, Rc; asso di coppe  10H T♠ ten of hearts settebello")
    assert [str(c) for c in got] == ["7d", "Rc", "Ac", "10H", "10S", "10H", "7d"]
    assert parse_cards("") == [] and parse_cards("  ,; ") == []


@pytest.mark.parametrize("c", CARDS, ids=str)
def test_every_card_round_trips_through_notation_symbol_and_names(c):
    assert Card(str(c)) is c
    assert Card(c.symbol) is c
    for lang in ("en", "it"):
        assert Card(c.name(lang)) is c, c.name(lang)


def test_long_names_in_both_languages():
    assert Card("7d").name("en") == "7 of coins" and Card("7d").name("it") == "7 di denari"
    assert Card("Ac").name("it") == "asso di coppe" and Card("Cb").name("en") == "knight of batons"
    assert Card("10H").name("en") == "10 of hearts" and Card("QS").name("it") == "donna di picche"
    with i18n.language("it"):
        assert Card("Rs").name() == "re di spade"


@pytest.mark.parametrize("text, key, words", [
    ("11d", "card.bad_italian_rank", "'11d' is not a card: Italian ranks are A, 2-7, F, C, R"),
    ("Jd", "card.bad_italian_rank", "'Jd' is not a card: Italian ranks"),
    ("2H", "card.bad_french_rank", "'2H' is not a card: French piquet ranks are A, K, Q, J, 10 (or T), 9, 8, 7"),
    ("Fh", "card.bad_suit", "'Fh' is not a card: write a rank then a suit"),
    ("7x", "card.bad_suit", "'7x' is not a card"),
    ("cavallo di cuori", "card.no_such_rank_in_deck", "the French 32-card piquet deck has no cavallo"),
    ("sette di pippo", "card.bad_name", "'sette di pippo' is not a card name"),
    ("sette", "card.bad_name", "'sette' is not a card name"),
])
def test_errors_name_the_input_and_what_was_expected(text, key, words):
    with pytest.raises(InvalidCardError) as info:
        Card(text)
    error = info.value
    assert isinstance(error, ValueError) and error.key == key
    assert words in str(error)


@pytest.mark.parametrize("value, key", [
    ("", "card.empty"), ("7d Ab", "card.expected_one"), (72, "card.bad_id"), (-1, "card.bad_id"),
    (True, "card.bad_type"), (3.0, "card.bad_type"), (None, "card.bad_type"),
])
def test_card_constructor_errors(value, key):
    with pytest.raises(InvalidCardError) as info:
        Card(value)
    assert info.value.key == key
    assert str(info.value) != key  # a real sentence, not the bare key


def test_error_messages_follow_the_language():
    with i18n.language("it"):
        with pytest.raises(InvalidCardError) as info:
            Card("11d")
    it = str(info.value)
    assert it == "'11d' non è una carta: i valori italiani sono A, 2-7, F, C, R (fante, cavallo, re)"
    assert info.value.message("en") == "'11d' is not a card: Italian ranks are A, 2-7, F, C, R (fante, cavallo, re)"


def test_to_cards_and_to_mask_accept_anything_card_ish():
    assert to_cards([Card("7d"), "Ab Rc", 40, CardSet("AS")]) == [Card("7d"), Card("Ab"), Card("Rc"), Card("7S"), Card("AS")]
    assert to_cards(Card("7d")) == [Card("7d")] and to_cards(6) == [Card("7d")]
    assert to_cards(CardSet("Rc 7d")) == [Card("7d"), Card("Rc")]
    assert to_mask("7d 7d Ad") == (1 << 6) | 1 and to_mask(Card("Ad")) == 1
    for bad in (None, 2.5, [None], ["7d", object()]):
        with pytest.raises(InvalidCardError):
            to_cards(bad)


# --------------------------------------------------------------------------
# CardList and CardSet
# --------------------------------------------------------------------------

def test_cardlist_keeps_order_and_prints_as_notation():
    hand = cards("Rc 7d Ab")
    assert isinstance(hand, CardList) and isinstance(hand, list)
    assert str(hand) == "Rc 7d Ab" and repr(hand) == "cards('Rc 7d Ab')"
    assert isinstance(hand[:2], CardList) and str(hand[:2]) == "Rc 7d" and hand[0] is Card("Rc")
    assert str(hand + "AS") == "Rc 7d Ab AS"


def test_reprs_paste_back_as_code():
    namespace = {"Card": Card, "CardSet": CardSet, "cards": cards}
    for value in (Card("7d"), Card("10H"), CardSet("AS 7d Rc"), CardSet(), cards("Rc 7d 10H"), cards("")):
        assert eval(repr(value), namespace) == value
    assert repr(CardSet("Rc 7d AS")) == "CardSet('7d Rc AS')"


def test_cardset_operations():
    a, b = CardSet("7d Ad Rc 10H"), CardSet("7d 6d AS")
    assert a | b == CardSet("Ad 6d 7d Rc 10H AS")
    assert a & b == CardSet("7d")
    assert a - b == CardSet("Ad Rc 10H")
    assert a ^ b == CardSet("Ad 6d Rc 10H AS")
    assert a | "AS" == CardSet("7d Ad Rc 10H AS") and "AS" | a == a | "AS"
    assert "7d Rc" & a == CardSet("7d Rc") and "7d 5d" - a == CardSet("5d")
    assert CardSet("7d") <= a and CardSet("7d") < a and a >= "7d" and a > "7d" and not a < a
    assert a.issubset(a | b) and (a | b).issuperset(a) and CardSet("5s").isdisjoint(a)
    assert "7d" in a and "7d Rc" in a and Card("Rc") in a and "5d" not in a
    assert "11d" not in a and "" not in a  # membership never raises
    assert len(a) == 4 and bool(a) and not CardSet()
    assert a.suit("d") == CardSet("Ad 7d") and a.suit("H") == CardSet("10H")
    assert isinstance(a.sorted(), CardList) and str(a.sorted(key=lambda c: -c)) == "10H Rc 7d Ad"


def test_cardset_is_immutable_hashable_and_compares_with_sets():
    a = CardSet("7d Rc")
    assert hash(a) == hash(CardSet(["Rc", "7d"])) and {a: 1}[CardSet("Rc 7d")] == 1
    assert a == {Card("7d"), Card("Rc")} and a != {Card("7d")} and a != "7d Rc"
    with pytest.raises(AttributeError):
        a.mask = 0
    assert CardSet.from_mask(a.mask) == a
    for bad in (-1, 1 << 72):
        with pytest.raises(ValueError):
            CardSet.from_mask(bad)


def test_cardset_iterates_in_a_fixed_order():
    everything = CardSet(CARDS[::-1])
    assert list(everything) == list(CARDS)
    assert str(CardSet("AC 7S Rb Ad 10H 2c")) == "Ad 2c Rb 7S 10H AC"


masks = st.integers(min_value=0, max_value=(1 << 72) - 1)


@given(masks, masks)
def test_cardset_operations_agree_with_python_sets(m1, m2):
    a, b = CardSet.from_mask(m1), CardSet.from_mask(m2)
    sa, sb = set(a), set(b)
    assert set(a | b) == sa | sb and set(a & b) == sa & sb
    assert set(a - b) == sa - sb and set(a ^ b) == sa ^ sb
    assert (a <= b) == (sa <= sb) and len(a) == len(sa)
    assert list(a) == sorted(sa)


# --------------------------------------------------------------------------
# Decks and seeded shuffles
# --------------------------------------------------------------------------

def test_deck_contents():
    assert (len(ITALIAN), len(FRENCH), len(BERGAMASCHE)) == (40, 32, 32)
    assert ITALIAN.cards == CARDS[:40] and FRENCH.cards == CARDS[40:]
    assert BERGAMASCHE.ranks == ("A", "4", "5", "6", "7", "F", "C", "R")
    assert CardSet(BERGAMASCHE) == CardSet(c for c in ITALIAN if c.rank not in ("2", "3"))
    assert BERGAMASCHE.cardset() <= ITALIAN.cardset() and ITALIAN.mask & FRENCH.mask == 0
    assert ITALIAN.mask | FRENCH.mask == (1 << 72) - 1
    assert SUIT_MASKS["d"] | SUIT_MASKS["c"] | SUIT_MASKS["s"] | SUIT_MASKS["b"] == ITALIAN.mask
    assert "2d" not in BERGAMASCHE and "Ad" in BERGAMASCHE and "AS" not in ITALIAN and "xx" not in FRENCH
    assert DECKS == {"italian": ITALIAN, "french": FRENCH, "bergamasche": BERGAMASCHE}
    assert repr(BERGAMASCHE) == "<Deck bergamasche: 32 cards>"


def test_deck_check_names_the_card_and_the_deck():
    assert BERGAMASCHE.check("Ad 7d") == [Card("Ad"), Card("7d")]
    with pytest.raises(InvalidCardError, match="2d is not in the Bergamasche/Romagnole 32-card deck"):
        BERGAMASCHE.check("Ad 2d")
    with i18n.language("it"):
        with pytest.raises(InvalidCardError, match="AS non è nel mazzo italiano da 40 carte"):
            ITALIAN.check("AS")


# Generated once with cardkit 0.1.0 and stored: a change in the shuffle (or
# in Python's random module) would change every seeded deal in the lessons.
STORED_DEAL_7 = {
    "italian": "6d 6b 3c Rc 6c Ac Ab 2s Cd 2c Rb Ad Cs 5c Cb Cc 3s 2b Fs 5s "
               "Fc 3b Fd 7s Fb 4c 3d 2d 4b 7c Rs 7b 4s 7d 5b 5d 4d 6s Rd As",
    "french": "JC 8H 10D 9H QC QS AS KD 7S KH 7H AH AD 7C QD QH "
              "8C 10C KS 7D 9C 9D 10H 10S 8D 9S 8S AC JH JS KC JD",
    "bergamasche": "7b 4c 6s 5c Fb Fd Rd Cs Ad Cc Ac Rc Rs Ab Fs Fc "
                   "4b 6b Cd As 5b 5s 6c 6d 4s 5d 4d Rb 7c 7d Cb 7s",
}


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_seeded_shuffle_is_identical_to_the_stored_deal(deck):
    dealt = DECKS[deck].shuffled(7)
    assert isinstance(dealt, CardList)
    assert str(dealt) == STORED_DEAL_7[deck]


def test_string_seeds_are_stable_too():
    assert str(CardList(shuffle(ITALIAN.cards, "7/1"))[:8]) == str(CardList(shuffle(ITALIAN, "7/1"))[:8])
    assert shuffle(range(10), "deal") == shuffle(list(range(10)), "deal")
    assert shuffle(range(10), "deal") != shuffle(range(10), "deal2")


def _reference_shuffle(items, seed):
    """Fisher–Yates written plainly: position i takes a number drawn from
    0..i by rejection sampling on getrandbits (the kit's documented rule)."""
    import random
    out, r = list(items), random.Random(seed)
    for i in range(len(out) - 1, 0, -1):
        k = (i + 1).bit_length()
        j = r.getrandbits(k)
        while j >= i + 1:
            j = r.getrandbits(k)
        out[i], out[j] = out[j], out[i]
    return out


@given(st.one_of(st.integers(min_value=0, max_value=10**6), st.text(max_size=8)),
       st.integers(min_value=0, max_value=60))
def test_shuffle_follows_the_documented_algorithm(seed, n):
    assert shuffle(range(n), seed) == _reference_shuffle(range(n), seed)


@given(st.integers(min_value=0, max_value=10**6), st.sampled_from(sorted(DECKS)))
def test_shuffles_are_permutations_and_repeatable(seed, deck):
    d = DECKS[deck]
    dealt = d.shuffled(seed)
    assert sorted(dealt) == list(d.cards) and dealt == d.shuffled(seed)


def test_a_seed_is_required():
    with pytest.raises(ValueError, match="a seed is required"):
        ITALIAN.shuffled(None)
    items = [1, 2, 3]
    shuffle(items, 1)
    assert items == [1, 2, 3]  # shuffle returns a new list


def test_top_level_api():
    for name in cardkit.__all__:
        assert hasattr(cardkit, name)
    assert cardkit.__version__


# --------------------------------------------------------------------------
# Hardening at the boundary (issue 12): the cases of the issue
# --------------------------------------------------------------------------

def _refusal(call, error_class=cardkit.CardkitError) -> str:
    with pytest.raises(error_class) as info:
        call()
    message = str(info.value)
    assert "\n" not in message and len(message) <= 200
    return message


def test_parse_cards_reads_text_only():
    assert "parse_cards reads text" in _refusal(lambda: parse_cards(5), InvalidCardError)
    assert "parse_cards reads text" in _refusal(lambda: parse_cards(card("Ad")), InvalidCardError)
    assert to_cards(card("Ad")) == [card("Ad")]  # the function for any card-ish input


def test_a_suit_is_one_of_the_eight_letters():
    for suit in ["x", "", "dd", 5, None, ["d"]]:
        assert "is not a suit" in _refusal(lambda: CardSet("7d").suit(suit), InvalidCardError)
    assert CardSet("7d Ab").suit("d") == CardSet("7d")


@pytest.mark.parametrize("mask", ["a", -1, 1 << 72, 2.0, True, None, [1]])
def test_a_mask_is_an_int_of_72_bits(mask):
    assert "is not a mask of cards" in _refusal(lambda: CardSet.from_mask(mask), InvalidCardError)
    assert "is not a mask of cards" in _refusal(lambda: mask_cards(mask), InvalidCardError)
    assert "is not a mask of cards" in _refusal(lambda: popcount(mask), InvalidCardError)


@pytest.mark.parametrize("value", [b"7d", bytearray(b"7d"), memoryview(b"7d"), {"7d": 1}])
def test_bytes_and_dicts_are_not_cards(value):
    message = _refusal(lambda: cards(value), InvalidCardError)
    # refused as what it is, not read as the number 100 (the byte 'd')
    assert "is not a card: give notation like '7d'" in message and not message.startswith("100 ")


def test_messages_quote_only_the_start_of_a_huge_input():
    for call in [lambda: card("x" * 10**6), lambda: card("7d " * 10**5), lambda: card(10**5000),
                 lambda: cards(["x" * 10**6]), lambda: CardSet("7d").suit("s" * 10**6)]:
        message = _refusal(call, InvalidCardError)
        assert len(message) <= 200
        with i18n.language("it"):
            assert len(_refusal(call, InvalidCardError)) <= 220


def test_a_list_of_cards_has_a_bound():
    assert "too many cards" in _refusal(lambda: cards(["7d"] * (MAX_CARDS + 1)))
    assert "too many cards" in _refusal(lambda: cards("7d " * (MAX_CARDS + 1)))
    assert len(cards(["7d"] * MAX_CARDS)) == MAX_CARDS


def test_a_sort_key_is_a_function():
    assert "is not a sort key" in _refusal(lambda: CardSet("7d Ab").sorted(key=5), InvalidCardError)
    assert CardSet("7d Ab").sorted(key=lambda c: -c) == cards("Ab 7d")


@pytest.mark.parametrize("seed", [(1, 2), frozenset({1}), None, 1.5, b"7d", True, "s" * 1001, 2**2000, [1]])
def test_only_ints_texts_and_random_generators_are_seeds(seed):
    for call in (lambda: cardkit.rng(seed), lambda: shuffle([1, 2, 3], seed), lambda: ITALIAN.shuffled(seed)):
        message = _refusal(call, ValueError)
        assert "seed" in message


def test_a_random_generator_is_used_as_it_is():
    import random
    generator = random.Random(4)
    assert cardkit.rng(generator) is generator
    assert shuffle(range(10), random.Random(4)) == shuffle(range(10), 4)


def test_shuffle_needs_items():
    assert "cannot be shuffled" in _refusal(lambda: shuffle(5, 1))
