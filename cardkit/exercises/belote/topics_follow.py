"""The practice topic of following suit in Belote (lesson 19): holding a
card of the plain suit led, you must play one, and you may not trump
instead ("gli altri devono rispondere con lo stesso seme"; "non si può
tagliare avendo carte del seme giocato", text 001) — even when an
opponent has trumped the trick.  There is no duty to go higher in a plain
suit.  The answer is the engine's ``legal_cards``.
"""

from __future__ import annotations

from ...cards import FRENCH, CardSet, to_cards
from ..practice import register_topic
from .topics import (_LEGAL_TEXTS, _TRICK_STATEMENT, PLAIN_ORDER, SUITS, _TrickTopic, _best_on_table,
                     _partner_winning, _sorted, _text, _trick_position)


class FollowSuit(_TrickTopic):
    """The legal cards of a hand that holds the plain suit led.  Rule:
    **answer in the suit led; no trumping and no other suit while you hold
    it, and no duty to go higher in it**.  Misconception: a trump allowed
    instead (to take the trick, or because an opponent has trumped).  Every
    hand holds the suit led and trumps, and an other suit at the normal and
    hard levels; hard positions have an opponent's trump on the table, or
    the partner winning."""

    name = "belote-follow-suit"
    texts = {
        "rule": {
            "en": "following suit: holding the suit led you must play it, never a trump instead",
            "it": "rispondere a seme: se hai il seme uscito devi giocarlo, mai una briscola al suo posto",
        },
        "statement": _TRICK_STATEMENT,
        "hint1": {
            "en": "Which suit was led? Do you hold any card of it?",
            "it": "Quale seme è uscito? Ne hai qualche carta?",
        },
        "hint2": {
            "en": "Holding the suit led you must answer in it: a trump or a card of another suit is not "
                  "allowed, whatever is on the table.",
            "it": "Se hai il seme uscito devi rispondere in quel seme: una briscola o una carta di un altro "
                  "seme non è ammessa, qualunque cosa ci sia in tavola.",
        },
        "hint3": {
            "en": "In a plain suit there is no duty to go higher: every card of the suit led that you hold "
                  "may be played.",
            "it": "In un seme normale non c'è l'obbligo di salire: puoi giocare qualunque carta del seme "
                  "uscito che hai.",
        },
        "correct": {
            "en": "{expected}: holding the suit led, you answer in it; trumping is only for a void.",
            "it": "{expected}: se hai il seme uscito rispondi a seme; si taglia solo quando manca.",
        },
        "trumped": {
            "en": "you may not trump while you hold a card of the suit led: trumping is for a player void "
                  "in it",
            "it": "non si può tagliare avendo carte del seme uscito: taglia solo chi non ne ha",
        },
        "higher_only": {
            "en": "in a plain suit there is no duty to go higher: the lower cards of the suit led may be "
                  "played too",
            "it": "in un seme normale non c'è l'obbligo di salire: si possono giocare anche le carte più "
                  "basse del seme uscito",
        },
        **_LEGAL_TEXTS,
    }

    #: hand size, cards on the table, the chances of following / trumping after the lead
    SHAPES = {"easy": ((4, 4), (1, 2), 0.9, 0.0), "normal": ((5, 6), (1, 2, 3), 0.6, 0.2),
              "hard": ((6, 8), (2, 3), 0.4, 0.5)}

    def generate(self, rng, difficulty):
        (lo, hi), sizes, p_follow, p_trump = self.SHAPES[difficulty]
        while True:
            trump = rng.choice(SUITS)
            led = rng.choice([s for s in SUITS if s != trump])
            data = _trick_position(rng, trump, led, rng.choice(sizes), p_follow, p_trump)
            trick = to_cards(data["trick"])
            if difficulty == "hard" and _best_on_table(data).suit != trump and not _partner_winning(data):
                continue
            rest = [c for c in FRENCH.cards if c not in trick]
            hand = rng.sample(rest, rng.randint(lo, hi))
            suits = {c.suit for c in hand}
            if led not in suits or trump not in suits or (difficulty != "easy" and len(suits) < 3):
                continue
            data["hand"] = _text(_sorted(hand))
            if self.solve(data) != self.misconception(data):
                return data

    def misconception(self, data):
        """The suit led and the trumps: "I may trump to take the trick"."""
        hand = to_cards(data["hand"])
        led = to_cards(data["trick"])[0].suit
        return CardSet(c for c in hand if c.suit in (led, data["trump"]))

    def misconception_key(self, data):
        return "trumped"

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "trumped"
        best = _best_on_table(data)
        if best.suit == to_cards(data["trick"])[0].suit and given and given != expected and all(
                c in expected and _plain_above(c, best) for c in given):
            return "higher_only"
        return super().diagnose(given, expected, data)


def _plain_above(card, best) -> bool:
    """``card`` beats ``best`` in their plain suit (A 10 K Q J 9 8 7)."""
    return card.suit == best.suit and PLAIN_ORDER.index(card.rank) < PLAIN_ORDER.index(best.rank)


register_topic(FollowSuit())
