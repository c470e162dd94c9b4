"""The practice topic of two quaterne against each other (lesson 18): the
four jacks are worth 200 and the four nines 150 ("quattro fanti valgono
200 punti", "quattro nove valgono 150 punti", text 001), the other four of
a kind 100, and between two quaterne the higher wins (J, 9, A, 10, K, Q:
the order of the trumps, whatever the trump suit).  The answer is the
engine's ``compare_honours``.
"""

from __future__ import annotations

from ...cards import FRENCH
from ..answers import INT
from ..practice import register_topic
from . import _compare
from .topics import SUITS, _deal_with, _honour_list, _HonoursTopic

#: the four of a kind, best first (J 200, 9 150, the others 100)
_QUATERNE = ("J", "9", "A", "10", "K", "Q")


class Quaterne(_HonoursTopic):
    """Two quaterne at the table, one on each side.  Rule: **four jacks
    200, four nines 150, four aces, tens, kings or queens 100; the higher
    quaterna (J 9 A 10 K Q) wins, and its side scores all its honours**.
    Misconception: ranking the quaterne as the cards rank in a plain suit
    (A 10 K Q J 9), which gives the honours to the other side.  One
    quaterna is always of jacks or nines, the other of aces, tens, kings or
    queens; easy: nothing else scores; normal and hard: sequences too, on
    both sides (hard: in the winner's partner's hand as well)."""

    name = "belote-quaterne"
    kind = INT
    ui = "number"
    texts = {
        "rule": {
            "en": "two quaterne: the jacks (200) and the nines (150) beat the aces, tens, kings and queens (100)",
            "it": "due quaterne: i fanti (200) e i nove (150) battono assi, dieci, re e donne (100)",
        },
        "statement": {
            "en": "{dealer} deals; trumps: {trump}. Here are the four hands. How many honour points (quaterne "
                  "and sequences; the belote is marked apart) does the side that scores honours mark?",
            "it": "Distribuisce {dealer}; briscola: {trump}. Ecco le quattro mani. Quanti punti di accuse "
                  "(quaterne e scale; la belote si segna a parte) segna la coppia che vince le accuse?",
        },
        "hint1": {
            "en": "Two players hold four of a kind. Which quaterna is the higher one?",
            "it": "Due giocatori hanno quattro carte uguali. Quale quaterna è la più alta?",
        },
        "hint2": {
            "en": "Quaterne rank J, 9, A, 10, K, Q, as the trumps do, in every suit: the four jacks are worth "
                  "200, the four nines 150, the others 100.",
            "it": "Le quaterne vanno F, 9, A, 10, R, D, come le briscole, in ogni seme: quattro fanti valgono "
                  "200, quattro nove 150, le altre 100.",
        },
        "hint3": {
            "en": "The side of the higher quaterna scores all its honours: both partners' quaterne and "
                  "sequences. The other side scores none.",
            "it": "La coppia della quaterna più alta segna tutte le sue accuse: quaterne e scale di entrambi "
                  "i compagni. L'altra coppia non ne segna.",
        },
        "correct": {
            "en": "{expected}: the higher quaterna takes all the honours of its side.",
            "it": "{expected}: la quaterna più alta si porta tutte le accuse della sua coppia.",
        },
        "plain_order": {
            "en": "you ranked the quaterne as cards of a plain suit; among quaterne the jacks and the nines "
                  "are the highest, as in trumps",
            "it": "hai ordinato le quaterne come le carte di un seme normale; fra le quaterne fanti e nove "
                  "sono le più alte, come a briscola",
        },
        "hundred": {
            "en": "not every quaterna is worth 100: the four jacks and the four nines are worth more",
            "it": "non tutte le quaterne valgono 100: quattro fanti e quattro nove valgono di più",
        },
        "only_quaterna": {
            "en": "the winning side scores all its honours, its sequences as well as its quaterna",
            "it": "la coppia che vince segna tutte le sue accuse, anche le scale oltre alla quaterna",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            dealer = rng.randrange(4)
            high, low = rng.choice(_QUATERNE[:2]), rng.choice(_QUATERNE[2:])
            a = rng.randrange(4)
            b = (a + rng.choice((1, 3))) % 4                     # the other side
            plan = {a: [c for c in FRENCH.cards if c.rank == high],
                    b: [c for c in FRENCH.cards if c.rank == low]}
            hands = _deal_with(rng, plan)
            if hands is None:
                continue
            data = {"dealer": dealer, "trump": rng.choice(SUITS), "hands": hands}
            kinds = [[h.kind for h in _honour_list(hand)] for hand in hands]
            if sum(k.count("carre") for k in kinds) != 2:
                continue                                         # exactly the two quaterne
            sequences = [p for p, k in enumerate(kinds) if any(x != "carre" for x in k)]
            if difficulty == "easy" and sequences:
                continue
            if difficulty != "easy" and not ({p % 2 for p in sequences} == {0, 1}):
                continue
            if difficulty == "hard" and (a + 2) % 4 not in sequences:
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return _compare(data["hands"], data["dealer"], data["trump"])[1]

    def misconception(self, data):
        """The honours of the side holding the quaterna that is higher in a plain suit."""
        winner = _compare(data["hands"], data["dealer"], data["trump"])[0]
        return self._side_points(data)[1 - winner]

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "plain_order"
        winner = _compare(data["hands"], data["dealer"], data["trump"])[0]
        carres = [h for p, hand in enumerate(data["hands"]) if p % 2 == winner
                  for h in _honour_list(hand) if h.kind == "carre"]
        if given == expected - sum(h.points for h in carres) + 100 * len(carres):
            return "hundred"
        if given == sum(h.points for h in carres) and given != expected:
            return "only_quaterna"
        return None

register_topic(Quaterne())
