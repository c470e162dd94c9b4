"""Generated practice on cards and decks (see :mod:`cardkit.exercises.practice`).

* ``cards-bergamasche`` — which cards are in the Bergamasche deck (the
  Italian deck without its 2s and 3s; the ace stays);
* ``cards-deck-count`` — how many cards of a kind a 32-card deck holds (eight
  ranks in each suit, not the full deck it comes from).

Answers are computed from the kit's decks (:mod:`cardkit.cards`).
"""

from __future__ import annotations

from ... import i18n
from ...cards import BERGAMASCHE, FRENCH, ITALIAN, to_cards
from ..answers import CARDSET, INT
from ..practice import Topic, register_topic
from ..scopa import Position

i18n.register({
    "practice.cards.drawn": {"en": "the cards", "it": "le carte"},
})


# --------------------------------------------------------------------------
# cards-bergamasche
# --------------------------------------------------------------------------

class Bergamasche(Topic):
    """Which of these Italian cards belong to the Bergamasche (Romagnole)
    deck?  Rule: it is the Italian 40-card deck without the 2s *and* the 3s;
    the ace stays.  Generated with at least one 3 among the cards, so a
    learner who takes out only the 2s (the misconception) keeps it; harder
    positions show more cards, an ace and a 2 among them."""

    name = "cards-bergamasche"
    game = "cards"
    kind = CARDSET
    ui = "cards"
    texts = {
        "rule": {"en": "the Bergamasche deck: the Italian deck without the 2s and 3s",
                 "it": "il mazzo bergamasco: il mazzo italiano senza i Due e i Tre"},
        "statement": {
            "en": "Here are {n} Italian cards: {cards}. Which of them are also in the 32-card "
                  "Bergamasche (Romagnole) deck used for Picchetto? Give them all.",
            "it": "Ecco {n} carte italiane: {cards}. Quali sono anche nel mazzo bergamasco (romagnolo) "
                  "da 32 carte usato per il Picchetto? Indicale tutte.",
        },
        "hint1": {
            "en": "The Bergamasche deck keeps eight of the ten Italian ranks: two of the lowest number "
                  "cards are taken out.",
            "it": "Il mazzo bergamasco tiene otto dei dieci valori italiani: si tolgono due delle carte "
                  "numerate più basse.",
        },
        "hint2": {
            "en": "The 2s and the 3s are taken out, four cards each; the ace stays (in Picchetto it is the "
                  "highest card).",
            "it": "Si tolgono i Due e i Tre, quattro carte ciascuno; l'asso resta (nel Picchetto è la "
                  "carta più alta).",
        },
        "hint3": {
            "en": "Go through the cards one by one and keep each one unless its rank is 2 or 3, whatever "
                  "its suit.",
            "it": "Scorri le carte una per una e tienile tutte tranne quelle di valore 2 o 3, di qualunque "
                  "seme.",
        },
        "correct": {
            "en": "{expected}: the deck has every Italian card but the 2s and the 3s.",
            "it": "{expected}: il mazzo ha tutte le carte italiane tranne i Due e i Tre.",
        },
        "threes": {
            "en": "{card} is a 3: the Bergamasche deck drops the 3s as well as the 2s",
            "it": "{card} è un Tre: il mazzo bergamasco toglie i Tre oltre ai Due",
        },
        "twos": {
            "en": "{card} is a 2, and the 2s are not in the Bergamasche deck",
            "it": "{card} è un Due, e i Due non sono nel mazzo bergamasco",
        },
        "ace": {
            "en": "the aces stay in the Bergamasche deck: in Picchetto the ace is the highest card",
            "it": "gli assi restano nel mazzo bergamasco: nel Picchetto l'asso è la carta più alta",
        },
        "missed": {
            "en": "every card you chose is in the deck, but you left out some that are too",
            "it": "ogni carta che hai scelto è nel mazzo, ma ne hai lasciate fuori altre che ci sono",
        },
        "not_shown": {
            "en": "{card} is not among the cards shown",
            "it": "{card} non è fra le carte mostrate",
        },
    }

    SIZES = {"easy": 5, "normal": 7, "hard": 9}

    def generate(self, rng, difficulty):
        while True:
            cards = rng.sample(ITALIAN.cards, self.SIZES[difficulty])
            ranks = {c.rank for c in cards}
            if "3" in ranks and (difficulty != "hard" or {"A", "2"} <= ranks):
                return {"cards": " ".join(str(c) for c in sorted(cards))}

    def solve(self, data):
        return [c for c in to_cards(data["cards"]) if c in BERGAMASCHE]

    def misconception(self, data):
        return [c for c in to_cards(data["cards"]) if c.rank != "2"]

    def diagnose(self, given, expected, data):
        shown = to_cards(data["cards"])
        for c in sorted(given):
            if c not in shown:
                return "not_shown", {"card": str(c)}
        for c in sorted(given - expected):
            return ("threes" if c.rank == "3" else "twos"), {"card": str(c)}
        missing = expected - given
        if any(c.rank == "A" for c in missing):
            return "ace"
        if missing:
            return "missed"
        return None

    def params(self, data):
        return {"n": len(data["cards"].split()), "cards": data["cards"]}

    def offered(self, data):
        return data["cards"].split()

    def picture(self, data):
        return Position([(i18n.tr("practice.cards.drawn"), data["cards"])], 70)


register_topic(Bergamasche())


# --------------------------------------------------------------------------
# cards-deck-count
# --------------------------------------------------------------------------

_DECKS = {"french": FRENCH, "bergamasche": BERGAMASCHE}
_FIGURES = {"french": "JQK", "bergamasche": "FCR"}
#: the full deck a learner may count instead: ranks per suit, figures among them
_FULL = {"french": (13, 3), "bergamasche": (len(ITALIAN.ranks), 3)}
_DECK_NAMES = {
    "french": {"en": "French piquet deck", "it": "mazzo francese del picchetto"},
    "bergamasche": {"en": "Bergamasche (Romagnole) deck", "it": "mazzo bergamasco (romagnolo)"},
}
_WHAT = {
    "all": {"en": "cards", "it": "carte"},
    "suit": {"en": "cards of {suit}", "it": "carte di {suit}"},
    "plain": {"en": "cards that are not figures", "it": "carte che non sono figure"},
    "plain_suit": {"en": "cards of {suit} that are not figures", "it": "carte di {suit} che non sono figure"},
}


class DeckCount(Topic):
    """How many cards of a kind does a 32-card deck hold (all of them, one
    suit, the cards that are not figures)?  Rule: the French piquet deck and
    the Bergamasche deck keep eight ranks in each suit (7 to ace; the Italian
    ranks without 2 and 3).  The misconception counts the full deck they come
    from (the 52-card French deck, the Italian 40), which always gives more.
    No picture: drawing the deck would count it for the learner."""

    name = "cards-deck-count"
    game = "cards"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "counting the cards of the piquet and Bergamasche decks",
                 "it": "contare le carte dei mazzi del picchetto e bergamasco"},
        "statement": {
            "en": "How many {what_en} does the {deck_en} have?",
            "it": "Quante {what_it} ha il {deck_it}?",
        },
        "hint1": {
            "en": "Both decks are cut-down decks: start from the ranks each suit keeps.",
            "it": "Entrambi sono mazzi ridotti: parti dai valori che ogni seme tiene.",
        },
        "hint2": {
            "en": "The piquet deck keeps, in each of its four suits, the 7, 8, 9, 10, jack, queen, king and "
                  "ace; the Bergamasche deck keeps the ace, 4, 5, 6, 7, fante, cavallo and re.",
            "it": "Il mazzo del picchetto tiene, in ciascuno dei suoi quattro semi, 7, 8, 9, 10, fante, donna, "
                  "re e asso; il mazzo bergamasco tiene asso, 4, 5, 6, 7, fante, cavallo e re.",
        },
        "hint3": {
            "en": "Count the ranks of one suit that the question asks about (all of them, or those that are "
                  "not figures), then multiply by the number of suits it asks about.",
            "it": "Conta i valori di un seme che la domanda chiede (tutti, o quelli che non sono figure), "
                  "poi moltiplica per il numero di semi richiesti.",
        },
        "correct": {
            "en": "{expected}: eight ranks per suit, counted as the question asks.",
            "it": "{expected}: otto valori per seme, contati come chiede la domanda.",
        },
        "full_french": {
            "en": "you counted a full French deck; the piquet deck keeps only the ranks from the seven up "
                  "to the ace",
            "it": "hai contato un mazzo francese completo; il mazzo del picchetto tiene solo i valori dal "
                  "sette all'asso",
        },
        "full_italian": {
            "en": "you counted the whole Italian deck; the Bergamasche deck takes out the twos and the threes",
            "it": "hai contato il mazzo italiano intero; il mazzo bergamasco toglie i Due e i Tre",
        },
        "one_rank": {
            "en": "you took out only one rank; the Bergamasche deck drops both the twos and the threes",
            "it": "hai tolto un solo valore; il mazzo bergamasco toglie sia i Due sia i Tre",
        },
        "figures": {
            "en": "you counted the figures too: jack, queen and king (fante, cavallo, re) are the figures; "
                  "the ace is not one",
            "it": "hai contato anche le figure: fante, donna o cavallo, re sono le figure; l'asso non lo è",
        },
    }

    KINDS = {"easy": ("all", "suit"), "normal": ("suit", "plain"), "hard": ("plain", "plain_suit")}

    def generate(self, rng, difficulty):
        deck = rng.choice(sorted(_DECKS))
        return {"deck": deck, "what": rng.choice(self.KINDS[difficulty]), "suit": rng.choice(_DECKS[deck].suits)}

    @staticmethod
    def _counts(data, per_suit: int, figures: int) -> int:
        suits = 1 if data["what"] in ("suit", "plain_suit") else 4
        plain = data["what"] in ("plain", "plain_suit")
        return suits * (per_suit - figures if plain else per_suit)

    def solve(self, data):
        deck = _DECKS[data["deck"]]
        one_suit = data["what"] in ("suit", "plain_suit")
        plain = data["what"] in ("plain", "plain_suit")
        return sum(1 for c in deck
                   if (not one_suit or c.suit == data["suit"])
                   and (not plain or c.rank not in _FIGURES[data["deck"]]))

    def misconception(self, data):
        return self._counts(data, *_FULL[data["deck"]])

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "full_french" if data["deck"] == "french" else "full_italian"
        if data["deck"] == "bergamasche" and given == self._counts(data, len(ITALIAN.ranks) - 1, 3):
            return "one_rank"
        if data["what"] in ("plain", "plain_suit") and given == self._counts(data, 8, 0):
            return "figures"
        return None

    def params(self, data):
        out = {}
        for lang in i18n.LANGUAGES:
            suit = i18n.tr("suit." + data["suit"], lang)
            out[f"what_{lang}"] = _WHAT[data["what"]][lang].format(suit=suit)
            out[f"deck_{lang}"] = _DECK_NAMES[data["deck"]][lang]
        return out


register_topic(DeckCount())
