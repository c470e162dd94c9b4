"""The trick helpers Picchetto added to cardkit/tricks.py."""

from cardkit import CardSet, Card
from cardkit.tricks import follow_mask, beating_mask, lowest_card, highest_card, deal_in_packets


def m(text):
    return CardSet(text).mask


def test_follow_mask():
    hand = m("7H QH AS 9D")
    assert follow_mask(hand, Card("10H")) == m("7H QH")
    assert follow_mask(hand, Card("10C")) == hand  # void: anything


def test_beating_mask_natural_and_custom_order():
    hand = m("7H 9H QH AH AS")
    assert beating_mask(hand, Card("10H")) == m("QH AH")
    assert beating_mask(hand, Card("AH")) == 0
    # a Belote-like plain-suit order: A 10 K Q J 9 8 7
    order = {r: i for i, r in enumerate(["7", "8", "9", "J", "Q", "K", "10", "A"])}
    strength = [order.get(Card(i).rank, 0) if i >= 40 else 0 for i in range(72)]
    assert beating_mask(m("10H QH 9H"), Card("KH"), strength) == m("10H")


def test_lowest_and_highest():
    assert lowest_card(m("QH 8S AD")) == Card("8S")
    assert highest_card(m("QH 8S AD")) == Card("AD")
    assert lowest_card(0) == -1 and highest_card(0) == -1


def test_deal_in_packets():
    order = list(range(32))
    hands, rest = deal_in_packets(order, 3, 0)
    assert hands[0] == [0, 1, 2, 6, 7, 8, 12, 13, 14, 18, 19, 20]
    assert rest == list(range(24, 32))
    hands, _ = deal_in_packets(order, 2, 1)
    assert hands[1][:4] == [0, 1, 4, 5]
