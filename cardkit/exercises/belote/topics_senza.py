"""The practice topic of the card points in *Senza Atout* (lesson 20):
with no trumps every suit counts like a plain suit — the jack 2, the nine
nothing — whatever card was turned up to propose a trump.
"""

from __future__ import annotations

from ... import i18n
from ...belote import LAST_TRICK, card_points
from ...cards import FRENCH, to_cards
from ..answers import INT
from ..practice import Topic
from . import LAST_TRICK_MISTAKES, Position

i18n.register({
    "belote.practice.senza_label": {
        "en": "Senza Atout · the turned card was the {turned}",
        "it": "Senza Atout · carta girata: {turned}",
    },
})

_SUITS = "SHDC"


class SenzaPoints(Topic):
    """The card points of a pile in Senza Atout.  Rule: **with no trumps
    every suit counts like a plain suit** (A 11, 10 10, K 4, Q 3, J 2; 9, 8,
    7 nothing; 10 more for the last trick), so a deal holds 130 points.
    Misconception: giving the suit of the turned card the trump values (J
    20, 9 14), as if the proposal had been accepted.  Every pile holds the J
    or the 9 of the turned card's suit; easy piles are one trick, normal
    two (the last trick may be among them), hard three or four."""

    name = "belote-senza-points"
    game = "belote"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "Senza Atout: every suit at the plain values (J 2, 9 nothing)",
                 "it": "Senza Atout: tutti i semi con i valori normali (F 2, 9 zero)"},
        "statement": {
            "en": "The deal is played in Senza Atout; the card turned up was the {turned}. A side took these "
                  "{n} cards{last}. How many points are they worth?",
            "it": "La smazzata si gioca a Senza Atout (carta girata: {turned}). Una coppia ha preso queste {n} "
                  "carte{last}. Quanti punti valgono?",
        },
        "hint1": {
            "en": "Is any suit trumps in this deal? The turned card only proposed one.",
            "it": "In questa smazzata c'è una briscola? La carta girata ne ha solo proposta una.",
        },
        "hint2": {
            "en": "In Senza Atout there are no trumps: every card has its plain value, A 11, 10 10, K 4, Q 3, "
                  "J 2, 9 8 7 nothing. The last trick adds 10.",
            "it": "A Senza Atout non c'è briscola: ogni carta ha il valore normale, A 11, 10 10, R 4, D 3, "
                  "F 2, 9 8 7 zero. L'ultima presa aggiunge 10.",
        },
        "hint3": {
            "en": "Add the aces and tens first, then the kings, queens and jacks at 4, 3 and 2, then the 10 "
                  "if the last trick is among these.",
            "it": "Somma prima assi e dieci, poi re, donne e fanti a 4, 3 e 2, poi i 10 se fra queste c'è "
                  "l'ultima presa.",
        },
        "correct": {
            "en": "{expected}: in Senza Atout the jack and the nine of every suit are worth 2 and 0.",
            "it": "{expected}: a Senza Atout fante e 9 di ogni seme valgono 2 e 0.",
        },
        "turned_trumps": {
            "en": "you counted the turned card's suit as trumps, but in Senza Atout no suit is: its jack "
                  "and its nine count as in any other suit",
            "it": "hai contato il seme della carta girata come briscola, ma a Senza Atout non c'è briscola: "
                  "fante e nove contano come in ogni altro seme",
        },
        **LAST_TRICK_MISTAKES,
    }

    TRICKS = {"easy": (1, 1), "normal": (2, 2), "hard": (3, 4)}

    def generate(self, rng, difficulty):
        lo, hi = self.TRICKS[difficulty]
        while True:
            turned = rng.choice(FRENCH.cards)
            pile = rng.sample([c for c in FRENCH.cards if c != turned], 4 * rng.randint(lo, hi))
            if not any(c.suit == turned.suit and c.rank in ("J", "9") for c in pile):
                continue
            last = difficulty != "easy" and rng.random() < 0.5
            pile.sort(key=lambda c: (_SUITS.index(c.suit), -c.rank_index))
            return {"turned": str(turned), "pile": " ".join(str(c) for c in pile), "last": last}

    def _bonus(self, data) -> int:
        return LAST_TRICK if data["last"] else 0

    def solve(self, data):
        return card_points(data["pile"], None) + self._bonus(data)

    def misconception(self, data):
        return card_points(data["pile"], to_cards(data["turned"])[0].suit) + self._bonus(data)

    def diagnose(self, given, expected, data):
        turned = to_cards(data["turned"])[0].suit
        if given in (self.misconception(data), card_points(data["pile"], turned)):
            return "turned_trumps"
        cards = card_points(data["pile"], None)
        if data["last"] and given == cards:
            return "no_last"
        if not data["last"] and given == cards + LAST_TRICK:
            return "extra_last"
        return None

    def params(self, data):
        turned = to_cards(data["turned"])[0]
        return {"turned": i18n.Term.of(lambda lang: turned.name(lang)), "n": len(data["pile"].split()),
                "last": i18n.Term("belote.practice.with_last") if data["last"] else ""}

    def picture(self, data):
        turned = to_cards(data["turned"])[0]
        return Position([(i18n.tr("belote.practice.pile"), data["pile"])], 60,
                        i18n.tr("belote.practice.senza_label", turned=turned.name()))
