"""Captures and moves: the rule text's examples and the documented order."""

import itertools
import pickle

import pytest

from cardkit.cards import CardList, CardSet, cards, Card
from cardkit.errors import IllegalMoveError, InvalidCardError
from cardkit.scopa import Move, capture_options, can_take, card_value, cards_value
from cardkit.scopa.rules import option_masks, table_signature, legal_moves_of, italian_mask

EXAMPLE_TABLE = "2d 3c 5s Fb"   # rule text 002: "un 2, un 3, un 5 e un fante (8)"


def test_card_values():
    assert [card_value(c) for c in "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd".split()] == list(range(1, 11))
    assert card_value(Card("Rb")) == 10 and card_value(36) == 7     # 36 = 7b
    assert cards_value(EXAMPLE_TABLE) == 18


def test_french_card_is_refused():
    with pytest.raises(InvalidCardError):
        card_value("AS")
    with pytest.raises(InvalidCardError):
        capture_options("5c", "5S 2d")


# -- the rule text's example -------------------------------------------------------

def test_five_takes_only_the_five():
    assert capture_options("5c", EXAMPLE_TABLE) == [cards("5s")]


def test_fante_takes_only_the_fante():
    assert capture_options("Fc", EXAMPLE_TABLE) == [cards("Fb")]


def test_king_chooses_between_two_sums():
    opts = capture_options("Rc", EXAMPLE_TABLE)
    assert opts == [cards("2d Fb"), cards("2d 3c 5s")]
    assert all(isinstance(o, CardList) for o in opts)


def test_six_takes_nothing():
    assert capture_options("6c", EXAMPLE_TABLE) == []
    assert not can_take("6c", EXAMPLE_TABLE)


# -- more worked cases ---------------------------------------------------------------

def test_several_equal_cards_give_a_choice_in_suit_order():
    assert capture_options("7b", "7s 3c 4d 7d") == [cards("7d"), cards("7s")]


def test_equal_card_excludes_every_sum():
    # 3+4 = 7 and 2+5 = 7 are on the table, but so is a 7
    assert capture_options("7c", "3d 4d 2s 5b 7s") == [cards("7s")]


def test_sums_ordered_by_size_then_values_then_suits():
    table = "Ad Ac 2d 3s 4b 6c"
    got = capture_options("7d", table)
    # every subset of 2+ cards adding up to 7, fewest cards first
    want = [cards(x) for x in ["Ad 6c", "Ac 6c", "3s 4b", "Ad 2d 4b", "Ac 2d 4b", "Ad Ac 2d 3s"]]
    # check against brute force rather than trusting the list above blindly
    brute = []
    tc = cards(table)
    for k in range(2, len(tc) + 1):
        for comb in itertools.combinations(tc, k):
            if sum(card_value(c) for c in comb) == 7:
                brute.append(CardSet(comb))
    assert sorted(map(CardSet, got), key=lambda s: s.mask) == sorted(brute, key=lambda s: s.mask)
    assert [len(o) for o in got] == sorted(len(o) for o in got)
    assert got == want


def test_card_on_table_is_not_its_own_capture():
    # lessons may pass a table that contains the card itself: it is ignored
    assert capture_options("5c", "5c 2d 3s") == [cards("2d 3s")]


def test_brute_force_agreement_on_many_tables():
    import random
    r = random.Random(5)
    deck = list(range(40))
    for _ in range(400):
        table = r.sample(deck, r.randint(0, 9))
        card = r.choice([c for c in deck if c not in table])
        v = card % 10 + 1
        eq = [CardSet([t]) for t in table if t % 10 + 1 == v]
        if eq:
            want = eq
        else:
            want = [CardSet(comb) for k in range(2, len(table) + 1)
                    for comb in itertools.combinations(table, k)
                    if sum(t % 10 + 1 for t in comb) == v]
        got = [CardSet(o) for o in capture_options(card, table)]
        assert sorted(got, key=lambda s: s.mask) == sorted(want, key=lambda s: s.mask)
        assert len(set(got)) == len(got)
        # the mask engine agrees with the public function
        m = italian_mask(table)
        assert [CardSet.from_mask(x) for x in option_masks(v, m)] == got
        assert [CardSet.from_mask(x) for x in option_masks(v, m, table_signature(m))] == got


def test_legal_moves_of_uses_every_card_of_the_hand():
    table = italian_mask(EXAMPLE_TABLE)
    hand = italian_mask("5c Rc 6c")
    moves = legal_moves_of(hand, table, table_signature(table))
    assert [str(m) for m in moves] == ["5c:5s", "6c", "Rc:2d+Fb", "Rc:2d+3c+5s"]
    assert moves == sorted(moves)


# -- Move ------------------------------------------------------------------------

def test_move_notation_round_trip():
    m = Move("Rc", "2d Fb")
    assert str(m) == "Rc:2d+Fb"
    assert Move("Rc:2d+Fb") is m
    assert Move.parse("Rc: 2d, Fb") is m
    assert Move("Rc", ["Fb", "2d"]) is m          # capture order does not matter
    assert repr(m) == "Move('Rc:2d+Fb')"
    assert eval(repr(m)) is m
    assert m.card == Card("Rc") and m.capture == (Card("2d"), Card("Fb"))
    assert m.taken == cards("2d Fb") and m.takes and m.value == 10
    assert str(Move("5c")) == "5c" and not Move("5c").takes


def test_move_is_immutable_and_picklable():
    m = Move("Rc:2d+Fb")
    with pytest.raises(AttributeError):
        m.card = Card("5c")
    assert pickle.loads(pickle.dumps(m)) is m
    assert {m: 1}[Move("Rc", "2d Fb")] == 1


def test_move_sort_order():
    ms = [Move("Rc:2d+3c+5s"), Move("5c:5s"), Move("Rc:2d+Fb"), Move("Ad")]
    assert [str(m) for m in sorted(ms)] == ["Ad", "5c:5s", "Rc:2d+Fb", "Rc:2d+3c+5s"]


@pytest.mark.parametrize("text", ["", ":", "Rc:", "Rc 2d", "Xc:2d", "Rc:2d+2d", "Rc:Rc"])
def test_bad_move_notation(text):
    with pytest.raises((IllegalMoveError, InvalidCardError)):
        Move.parse(text)


def test_bad_move_notation_message_names_the_format():
    with pytest.raises(IllegalMoveError) as e:
        Move.parse("Rc:")
    assert "Rc:2d+Fs" in str(e.value)
    assert "Rc:2d+Fs" in e.value.message("it")


def test_sweep_value():
    from cardkit.scopa import sweep_value
    assert sweep_value("Ad 2c 4s") == 7          # a 7 would take all three: a scopa
    assert sweep_value("Fc") == 8
    assert sweep_value("Rc") == 10
    assert sweep_value("Rc Ad") is None          # 11: no card sweeps it
    assert sweep_value("") is None
    # it agrees with capture_options: a card of that value takes the whole table
    for table in ["Ad 2c 4s", "3d 3c 4b", "Fc", "Ad Ac As Ab 2d 2c"]:
        v = sweep_value(table)
        card = [c for c in ["Ab", "2b", "3s", "4c", "5c", "6c", "7c", "Fs", "Cs", "Rs"]
                if card_value(c) == v and c not in table.split()][0]
        assert CardSet(table) in [CardSet(o) for o in capture_options(card, table)]
