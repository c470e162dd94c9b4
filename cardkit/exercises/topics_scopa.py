"""Generated practice for Scopa (see :mod:`cardkit.exercises.practice`)."""

from __future__ import annotations

from ..cards import ITALIAN, to_cards
from ..scopa import PRIMIERA_VALUES, card_value, primiera
from .answers import INT
from .practice import Topic, register_topic
from .scopa import _Stacked


def _best_by_rank(pile) -> int:
    """The misconception: the highest *rank* of each suit (the king first),
    valued at its primiera value."""
    total = 0
    for s in "dcsb":
        in_suit = [c for c in pile if c.suit == s]
        if in_suit:
            total += PRIMIERA_VALUES[max(c.rank_index for c in in_suit)]
    return total


class Primiera(Topic):
    """The primiera total of a pile holding every suit.  Generated so that in
    at least one suit the highest-ranked card is not the one that counts (a
    figure next to a seven, six or ace), so counting by rank is wrong."""

    name = "scopa-primiera"
    game = "scopa"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the primiera: the best card of each suit", "it": "la primiera: la carta migliore di ogni seme"},
        "statement": {
            "en": "What is the primiera total of this pile of {n} cards?",
            "it": "Quanto vale la primiera di questo mazzetto di {n} carte?",
        },
        "hint1": {
            "en": "Take one card per suit: the one worth most in the primiera, not the highest rank.",
            "it": "Prendi una carta per seme: quella che vale di più in primiera, non la più alta di grado.",
        },
        "hint2": {
            "en": "Primiera values: 7 = 21, 6 = 18, ace = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, "
                  "fante, cavallo and re = 10 each.",
            "it": "Valori di primiera: 7 = 21, 6 = 18, asso = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, "
                  "fante, cavallo e re = 10 ciascuno.",
        },
        "hint3": {
            "en": "Go suit by suit: denari, coppe, spade, bastoni. In each, write down the value of its "
                  "best card, then add the four numbers.",
            "it": "Procedi seme per seme: denari, coppe, spade, bastoni. Per ciascuno scrivi il valore "
                  "della carta migliore, poi somma i quattro numeri.",
        },
        "correct": {
            "en": "{expected}: the best card of each suit, by primiera value, added up.",
            "it": "{expected}: la carta migliore di ogni seme, per valore di primiera, sommate.",
        },
        "by_rank": {
            "en": "you counted the highest-ranked card of a suit; in the primiera a figure is worth only 10, "
                  "less than any number card",
            "it": "hai contato la carta di grado più alto di un seme; in primiera una figura vale solo 10, "
                  "meno di qualunque carta numerata",
        },
        "all_cards": {
            "en": "you added up more than one card per suit: the primiera counts one card from each suit",
            "it": "hai sommato più di una carta per seme: la primiera conta una carta per ogni seme",
        },
        "face": {
            "en": "you used the cards' face values; the primiera has its own scale (a 7 is worth 21)",
            "it": "hai usato i valori nominali delle carte; la primiera ha una scala sua (un 7 vale 21)",
        },
    }

    SIZES = {"easy": (5, 6), "normal": (7, 10), "hard": (11, 16)}

    def generate(self, rng, difficulty):
        lo, hi = self.SIZES[difficulty]
        while True:
            pile = rng.sample(ITALIAN.cards, rng.randint(lo, hi))
            if len({c.suit for c in pile}) < 4:
                continue
            data = {"pile": " ".join(str(c) for c in sorted(pile))}
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return primiera(data["pile"])

    def misconception(self, data):
        return _best_by_rank(to_cards(data["pile"]))

    def diagnose(self, given, expected, data):
        pile = to_cards(data["pile"])
        if given == self.misconception(data):
            return "by_rank"
        if given == sum(PRIMIERA_VALUES[c.rank_index] for c in pile):
            return "all_cards"
        if given == sum(max(card_value(c) for c in pile if c.suit == s) for s in "dcsb"):
            return "face"
        return None

    def params(self, data):
        return {"n": len(data["pile"].split())}

    def picture(self, data):
        return _Stacked([("", sorted(to_cards(data["pile"])))], 58)


register_topic(Primiera())
