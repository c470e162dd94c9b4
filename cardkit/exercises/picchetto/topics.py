"""Generated practice for Picchetto / Piquet (see :mod:`cardkit.exercises.practice`).

Every topic builds its position so that the rule under test decides the
answer, and computes that answer with :mod:`cardkit.picchetto`:

* ``picchetto-prezzo`` — the prezzo of a punto (ace 11, figures 10);
* ``picchetto-punto-suit`` — which suit is a hand's punto (length first;
  the preset decides with the Bergamasche deck);
* ``picchetto-punto-who`` — who scores the punto (an equal punto: nobody);
* ``picchetto-best-sequence`` — a hand's best sequence (length first);
* ``picchetto-sequence-who`` — who scores the sequences (best against best);
* ``picchetto-groups-who`` — who scores quattordici and tris (a quattordici
  beats any tris);
* ``picchetto-mano-bianca`` — a hand *as dealt* without K, Q, J (the ace is
  not a figure);
* ``picchetto-declarations`` — the points of both players before the play
  (only the winner of a category scores, and he scores all of it);
* ``picchetto-bonus`` — Sessanta, Novanta or neither by the elder's first
  lead (the counting order);
* ``picchetto-play-points`` — the points of the play (leads and takes, not
  tricks; the cards; the cappotto);
* ``picchetto-rubicon`` — the winner's margin at the end of a partie.

The hands are dealt by the topic's seeded ``rng`` and kept as notation
strings, so a position is plain JSON.
"""

from __future__ import annotations

import functools

from ... import i18n
from ...cards import BERGAMASCHE, FRENCH, CardSet, to_cards
from ...picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, declarations, groups, has_blanche, punto, rubicon,
    sequences,
)
from ...picchetto.combos import internal_bit, internal_mask
from ...svg import Drawing, tables_svg
from ...errors import CardkitError
from .. import _need
from ..answers import BOOL, CARDSET, INT, SUIT, IntsKind
from . import WHO, Position, _play_points, play_position
from .scoring import BONUS, bonus_of, deal_state
from ..practice import Topic, register_topic

PAIR = IntsKind(2)

i18n.register({
    "practice.picchetto.label.hand": {"en": "the hand", "it": "la mano"},
    "practice.picchetto.label.dealt": {"en": "hand as dealt", "it": "mano servita"},
    "practice.picchetto.label.discard": {"en": "discarded", "it": "scartate"},
    "practice.picchetto.label.drawn": {"en": "taken from the talon", "it": "prese dal tallone"},
    "practice.picchetto.label.trick": {"en": "{n} · {who}", "it": "{n} · {who}"},
    "practice.picchetto.what.hand": {"en": "the punto of this hand", "it": "del punto di questa mano"},
    "practice.picchetto.what.suit": {"en": "these {n} cards of one suit", "it": "di queste {n} carte di un seme"},
    "practice.picchetto.exchange_rows": {
        "en": "; in the exchange he discarded the second row and took the third",
        "it": "; nello scarto ha scartato la seconda riga e preso la terza",
    },
    "practice.picchetto.rules.ITALIANO": {
        "en": "Italian rules (ITALIANO: punto by length)",
        "it": "regole italiane (ITALIANO: punto per lunghezza)",
    },
    "practice.picchetto.rules.PICCHETTO_150": {
        "en": "Picchetto to 150 (PICCHETTO_150: punto by value)",
        "it": "Picchetto a 150 (PICCHETTO_150: punto per valore)",
    },
    "practice.picchetto.sequence_rules.ITALIANO": {
        "en": "Italian rules (ITALIANO: a quinta scores 15)",
        "it": "regole italiane (ITALIANO: la quinta vale 15)",
    },
    "practice.picchetto.sequence_rules.PICCHETTO_150": {
        "en": "Picchetto to 150 (PICCHETTO_150: a quinta scores only 5)",
        "it": "Picchetto a 150 (PICCHETTO_150: la quinta vale solo 5)",
    },
    "practice.picchetto.deck.french": {"en": "French cards", "it": "carte francesi"},
    "practice.picchetto.deck.bergamasche": {
        "en": "Bergamasche cards (A R C F 7 6 5 4; the 7 6 5 4 worth their face value)",
        "it": "carte bergamasche (A R C F 7 6 5 4; 7 6 5 4 valgono il loro numero)",
    },
    "practice.picchetto.preset.RUBICON": {
        "en": "Rubicon Piquet (RUBICON)", "it": "Rubicon Piquet (RUBICON)",
    },
    "practice.picchetto.preset.RUBICONE": {
        "en": "the Italian Rubicone (RUBICONE, without the optional extra 100)",
        "it": "il Rubicone italiano (RUBICONE, senza i 100 facoltativi)",
    },
})

# --------------------------------------------------------------------------
# Shared helpers: dealing, reading and drawing hands
# --------------------------------------------------------------------------

_DECKS = {"french": FRENCH, "bergamasche": BERGAMASCHE}
#: the French piquet ranks, low to high, and those that make quattordici and tris
_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
_GROUP_RANKS = ("10", "J", "Q", "K", "A")
_PRESETS = {"ITALIANO": ITALIANO, "PICCHETTO_150": PICCHETTO_150}
#: the two punto presets with each deck, built once (a rules object caches its tables)
_PUNTO_RULES = {(name, deck): rules.replace(deck=deck) for name, rules in _PRESETS.items() for deck in _DECKS}


_PARSED: dict = {}


def _cards(text: str) -> CardSet:
    """The cards of a position's notation as a CardSet (which the engine
    reads without parsing), parsed once: generating and checking read the
    same hands many times."""
    _need.need("hand", "text", text, isinstance(text, str) and len(text) <= 400, "hand")
    found = _PARSED.get(text)
    if found is None:
        found = _remember(text, CardSet(text))
    return found


def _remember(text: str, cards: CardSet) -> CardSet:
    if len(_PARSED) > 8192:
        _PARSED.clear()
    _PARSED[text] = cards
    return cards


def _text(cards) -> str:
    """Cards as notation, suit by suit and highest first (a position's
    form); the cards are remembered for :func:`_cards`."""
    cards = to_cards(cards)
    text = " ".join(str(c) for c in _sorted(cards))
    _remember(text, CardSet(cards))
    return text


def _sorted(cards) -> list:
    """Suit by suit, highest piquet rank first (also for Bergamasche cards,
    whose ace is high in Picchetto)."""
    return sorted(cards, key=_ORDER.__getitem__)


def _deal(rng, n_hands: int = 2, deck: str = "french") -> list:
    """``n_hands`` hands of 12 cards from a freshly shuffled piquet deck."""
    cards = rng.sample(_DECKS[deck].cards, 12 * n_hands)
    return [_text(cards[12 * i:12 * i + 12]) for i in range(n_hands)]


def _piquet_rank(card) -> int:
    """0 (the 7, or the 4 of the Bergamasche) to 7 (the ace)."""
    return internal_bit(card, "french" if card.deck == "french" else "bergamasche") & 7


#: the order cards are shown in: suit by suit, highest piquet rank first
_ORDER = {c: (c.suit_index, -_piquet_rank(c)) for deck in _DECKS.values() for c in deck.cards}


def _by_suit(hand: str) -> dict:
    """Suit letter -> the cards of that suit, highest first."""
    out: dict = {}
    for c in _sorted(_cards(hand)):
        out.setdefault(c.suit, []).append(c)
    return out


def _dealt_white(*hands) -> bool:
    """True when one of the hands holds no K, Q or J: the deals played by
    the engine here have no exchange, so it would be shown as a mano bianca."""
    return any(has_blanche(internal_mask(_cards(h))) for h in hands)


def _top_cards(cards) -> tuple:
    """The ranks of a few cards, highest first: comparing these tuples is
    comparing "the best cards" (the top card, then the next…)."""
    return tuple(sorted((_piquet_rank(c) for c in cards), reverse=True))


def _who(side) -> str:
    return "none" if side is None else side


def _compare(elder, younger):
    """The side whose value is greater, None when equal (a misconception's
    comparison)."""
    return "elder" if elder > younger else "younger" if younger > elder else None


class _Hand(Position):
    """Labelled rows of cards, each sorted suit by suit with the ace high."""

    def __init__(self, rows, width=62, note=""):
        self.rows = [(label, _sorted(to_cards(cs))) for label, cs in rows]
        self.width = width
        self.note = note


def _one_hand(hand: str) -> _Hand:
    return _Hand([(i18n.tr("practice.picchetto.label.hand"), hand)])


def _two_hands(data: dict) -> _Hand:
    return _Hand([(i18n.tr("picchetto.ex.label.elder"), data["elder"]),
                  (i18n.tr("picchetto.ex.label.younger"), data["younger"])])


#: the mistake of an [elder, younger] answer given the other way round
_SWAPPED = {
    "en": "you have the two totals the wrong way round: the elder's comes first",
    "it": "hai scambiato i due totali: prima quello del giocatore di mano",
}

#: the buttons of a "who scores" question
_WHO_CHOICES = ("elder", "younger", "none")


# --------------------------------------------------------------------------
# The prezzo of a punto
# --------------------------------------------------------------------------

#: the misconceptions' scales: figures by rank, the ace as 1 or as 10
_BY_RANK = {"A": 14, "K": 13, "Q": 12, "J": 11}
_ACE_ONE = {"A": 1}
_ACE_TEN = {"A": 10}


def _counted(cards, scale: dict) -> int:
    """The cards added up with ``scale`` for the ranks it names, the prezzo
    (face value, figures 10) for the others."""
    return sum(scale.get(c.rank, punto(c)[1]) for c in to_cards(cards))


class Prezzo(Topic):
    """The prezzo of a punto: ace 11, king, queen and jack 10 each, the
    other cards their face value.  Misconception: the figures and the ace
    counted by rank (J 11, Q 12, K 13, A 14), so every position's punto
    holds a figure or an ace.  Easy: one suit of 3–4 cards; normal: one
    suit of 5–6; hard: a whole hand whose two longest suits tie in length,
    so the learner must first find the punto (the higher prezzo)."""

    name = "picchetto-prezzo"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the prezzo of the punto: ace 11, figures 10",
                 "it": "il prezzo del punto: asso 11, figure 10"},
        "statement": {
            "en": "What is the prezzo (the value counted for the punto) of {what}?",
            "it": "Qual è il prezzo (il valore contato per il punto) {what_it}?",
        },
        "hint1": {
            "en": "In the prezzo every figure is worth the same, and the ace just one more.",
            "it": "Nel prezzo tutte le figure valgono uguale, e l'asso appena uno di più.",
        },
        "hint2": {
            "en": "Ace 11; king, queen and jack 10 each; 10, 9, 8 and 7 their face value. "
                  "In a whole hand the punto is the longest suit, equal lengths the one worth more.",
            "it": "Asso 11; re, donna e fante 10 ciascuno; 10, 9, 8 e 7 il loro valore. "
                  "In una mano intera il punto è il seme più lungo, a pari lunghezza quello che vale di più.",
        },
        "hint3": {
            "en": "Find the suit of the punto (count the cards of each suit; if two are equally long, "
                  "work out both). Then go card by card: write 11 for the ace, 10 for each figure and "
                  "for the ten, the number for the others, and add them up.",
            "it": "Trova il seme del punto (conta le carte di ogni seme; se due sono lunghi uguali, "
                  "calcolali entrambi). Poi carta per carta: scrivi 11 per l'asso, 10 per ogni figura "
                  "e per il dieci, il numero per le altre, e somma.",
        },
        "correct": {
            "en": "{expected}: ace 11, figures 10, the other cards their face value, added up.",
            "it": "{expected}: asso 11, figure 10, le altre carte il loro valore, sommati.",
        },
        "ranks": {
            "en": "you counted the figures by rank (jack 11, queen 12, king 13, ace 14): in the prezzo "
                  "every figure is worth 10 and the ace 11",
            "it": "hai contato le figure per grado (fante 11, donna 12, re 13, asso 14): nel prezzo "
                  "ogni figura vale 10 e l'asso 11",
        },
        "ace_one": {
            "en": "you counted the ace as 1: in the prezzo the ace is the card worth most",
            "it": "hai contato l'asso 1: nel prezzo l'asso è la carta che vale di più",
        },
        "ace_ten": {
            "en": "you counted the ace like a figure: it is worth one more than a figure",
            "it": "hai contato l'asso come una figura: vale uno più di una figura",
        },
        "other_suit": {
            "en": "that is the prezzo of the other longest suit: when two suits are equally long, "
                  "the punto is the one with the higher prezzo",
            "it": "questo è il prezzo dell'altro seme più lungo: se due semi sono lunghi uguali, "
                  "il punto è quello con il prezzo più alto",
        },
    }

    SIZES = {"easy": (3, 4), "normal": (5, 6)}

    def generate(self, rng, difficulty):
        while True:
            if difficulty == "hard":
                hand = _deal(rng, 1)[0]
                lengths = sorted((len(cs) for cs in _by_suit(hand).values()), reverse=True)
                if len(lengths) < 2 or lengths[0] != lengths[1] or lengths[0] < 3:
                    continue
                data = {"cards": hand, "whole_hand": True}
                if self._tied_prezzi(data)[0] == self._tied_prezzi(data)[1]:
                    continue
            else:
                suit = rng.choice("SHDC")
                n = rng.randint(*self.SIZES[difficulty])
                data = {"cards": _text(rng.sample([c for c in FRENCH.cards if c.suit == suit], n)),
                        "whole_hand": False}
            if self.solve(data) != self.misconception(data):
                return data

    def _tied_prezzi(self, data) -> list:
        """The prezzi of the longest suits, highest first."""
        suits = _by_suit(data["cards"]).values()
        longest = max(len(cs) for cs in suits)
        return sorted((punto(cs)[1] for cs in suits if len(cs) == longest), reverse=True)

    def solve(self, data):
        return punto(_cards(data["cards"]))[1]

    def misconception(self, data):
        suits = _by_suit(data["cards"]).values()
        return max((len(cs), _counted(cs, _BY_RANK)) for cs in suits)[1]

    def diagnose(self, given, expected, data):
        suit = punto(_cards(data["cards"]))[0]
        if given == self.misconception(data) or given == _counted(suit, _BY_RANK):
            return "ranks"
        if any(c.rank == "A" for c in suit):
            if given == _counted(suit, _ACE_ONE):
                return "ace_one"
            if given == _counted(suit, _ACE_TEN):
                return "ace_ten"
        if data["whole_hand"] and given in self._tied_prezzi(data)[1:]:
            return "other_suit"
        return None

    def params(self, data):
        key = "practice.picchetto.what." + ("hand" if data["whole_hand"] else "suit")
        n = len(data["cards"].split())
        return {"what": i18n.tr(key, "en", n=n), "what_it": i18n.tr(key, "it", n=n)}

    def picture(self, data):
        return _one_hand(data["cards"])


# --------------------------------------------------------------------------
# Which suit is the punto
# --------------------------------------------------------------------------

class PuntoSuit(Topic):
    """Which suit of a hand is its punto: under ``ITALIANO`` the longest
    suit, equal lengths by the higher prezzo; under ``PICCHETTO_150`` the
    highest prezzo.  Misconception by difficulty: easy, the suit with the
    best cards wins (the longest is unique and holds lower cards); normal,
    two suits are equally long and the one with the better top card is
    worth less; hard, Bergamasche cards, where the two presets disagree and
    the learner applies the other preset's rule."""

    name = "picchetto-punto-suit"
    game = "picchetto"
    kind = SUIT
    ui = "choice"
    texts = {
        "rule": {"en": "the punto: the longest suit, then the prezzo (or by value, as the rules say)",
                 "it": "il punto: il seme più lungo, poi il prezzo (o per valore, se lo dicono le regole)"},
        "statement": {
            "en": "Playing with {rules_en} and {deck_en}: which suit is this hand's punto?",
            "it": "Giocando con {rules_it} e {deck_it}: qual è il seme del punto di questa mano?",
        },
        "hint1": {
            "en": "Look at the rules named in the question: they say what is compared first.",
            "it": "Guarda le regole nominate nella domanda: dicono che cosa si confronta per primo.",
        },
        "hint2": {
            "en": "By length (ITALIANO): the suit with most cards, and only between equally long suits "
                  "the higher prezzo. By value (PICCHETTO_150): the highest prezzo, whatever the length. "
                  "Prezzo: ace 11, figures 10, the others their number.",
            "it": "Per lunghezza (ITALIANO): il seme con più carte, e solo fra semi lunghi uguali il "
                  "prezzo più alto. Per valore (PICCHETTO_150): il prezzo più alto, qualunque sia la "
                  "lunghezza. Prezzo: asso 11, figure 10, le altre il loro numero.",
        },
        "hint3": {
            "en": "Write down, for each of the four suits, how many cards it has and its prezzo. Then "
                  "compare the suits in the order the rules give (length then prezzo, or prezzo then "
                  "length) and keep the first suit that is ahead.",
            "it": "Scrivi, per ciascuno dei quattro semi, quante carte ha e il suo prezzo. Poi confronta "
                  "i semi nell'ordine che danno le regole (lunghezza e poi prezzo, oppure prezzo e poi "
                  "lunghezza) e tieni il primo seme che è davanti.",
        },
        "correct": {
            "en": "{expected}: compared as the rules say, no other suit is as good.",
            "it": "{expected}: confrontato come dicono le regole, nessun altro seme è altrettanto buono.",
        },
        "best_cards": {
            "en": "you chose the suit with the best cards: the punto compares the length first, and the "
                  "high cards count only through the prezzo between equally long suits",
            "it": "hai scelto il seme con le carte migliori: il punto confronta prima la lunghezza, e le "
                  "carte alte contano solo nel prezzo fra semi lunghi uguali",
        },
        "top_card": {
            "en": "between equally long suits the top card does not decide: the prezzo does, the sum "
                  "of the cards",
            "it": "fra semi lunghi uguali non decide la carta più alta: decide il prezzo, la somma delle carte",
        },
        "other_preset": {
            "en": "you applied the other preset's rule: with these cards length and value disagree, "
                  "and the rules named in the question decide which counts",
            "it": "hai applicato la regola dell'altro regolamento: con queste carte lunghezza e valore non "
                  "vanno d'accordo, e decidono le regole nominate nella domanda",
        },
        "shorter": {
            "en": "that suit is not among the best by the rules' first comparison: count again",
            "it": "quel seme non è fra i migliori nel primo confronto delle regole: riconta",
        },
    }

    def generate(self, rng, difficulty):
        deck = "bergamasche" if difficulty == "hard" else "french"
        while True:
            preset = rng.choice(sorted(_PRESETS)) if difficulty == "hard" else "ITALIANO"
            data = {"hand": _deal(rng, 1, deck)[0], "rules": preset, "deck": deck,
                    "trap": {"easy": "best_cards", "normal": "top_card", "hard": "other_preset"}[difficulty]}
            suits = _by_suit(data["hand"])
            keys = sorted((self._key(cs, data) for cs in suits.values()), reverse=True)
            if len(keys) > 1 and keys[0] == keys[1]:
                continue  # two suits exactly as good: no single answer
            lengths = sorted((len(cs) for cs in suits.values()), reverse=True) + [0]
            if difficulty != "hard" and (difficulty == "normal") != (lengths[0] == lengths[1]):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    @staticmethod
    def _rules(data):
        return _PUNTO_RULES[data["rules"], data["deck"]]

    def _key(self, cards, data) -> tuple:
        """How one suit compares under the question's rules."""
        value = punto(cards, self._rules(data))[1]
        return (value, len(cards)) if data["rules"] == "PICCHETTO_150" else (len(cards), value)

    def solve(self, data):
        return punto(_cards(data["hand"]), self._rules(data))[0][0].suit

    def misconception(self, data):
        suits = _by_suit(data["hand"])
        if data["trap"] == "other_preset":
            other = "ITALIANO" if data["rules"] == "PICCHETTO_150" else "PICCHETTO_150"
            return punto(_cards(data["hand"]), _PUNTO_RULES[other, data["deck"]])[0][0].suit
        pool = suits.values()
        if data["trap"] == "top_card":
            longest = max(len(cs) for cs in pool)
            pool = [cs for cs in pool if len(cs) == longest]
        return max(pool, key=_top_cards)[0].suit

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return data["trap"]
        suits = _by_suit(data["hand"])
        if given not in suits:
            return "shorter"
        lengths = {s: len(cs) for s, cs in suits.items()}
        if data["rules"] == "ITALIANO" and lengths[given] == lengths[expected]:
            return "top_card"
        if data["rules"] == "ITALIANO" and given == max(suits, key=lambda s: _top_cards(suits[s])):
            return "best_cards"
        return "shorter"

    def params(self, data):
        return {
            "rules_en": i18n.tr(f"practice.picchetto.rules.{data['rules']}", "en"),
            "rules_it": i18n.tr(f"practice.picchetto.rules.{data['rules']}", "it"),
            "deck_en": i18n.tr(f"practice.picchetto.deck.{data['deck']}", "en"),
            "deck_it": i18n.tr(f"practice.picchetto.deck.{data['deck']}", "it"),
        }

    def choices(self, data):
        return list("SHDC" if data["deck"] == "french" else "dcsb")

    def picture(self, data):
        return _one_hand(data["hand"])


# --------------------------------------------------------------------------
# Who scores a category (the base), and who scores the punto
# --------------------------------------------------------------------------

def _who_statement(what_en: str, what_it: str) -> dict:
    return {
        "en": "These are the two hands after the exchange (the elder and the younger, who dealt). "
              f"Who scores {what_en}: the elder, the younger or nobody?",
        "it": "Queste sono le due mani dopo lo scarto (il giocatore di mano e il mazziere). "
              f"Chi segna {what_it}: il giocatore di mano, il mazziere o nessuno?",
    }


class _WhoScores(Topic):
    """Base of the "who scores this category" topics: two hands after the
    exchange, answered elder, younger or nobody, solved by
    :func:`~cardkit.picchetto.declarations`.  A subclass names its
    ``category`` (an attribute of :class:`~cardkit.picchetto.Declarations`),
    the mistake key ``trap`` of its misconception, the texts
    ``elder_ties``, ``not_tie`` and ``wrong_side``, and :meth:`best`
    (or its own :meth:`generate`)."""

    game = "picchetto"
    kind = WHO
    ui = "choice"
    category = ""
    trap = ""
    #: how close the tie-breaks of a hard position are (0: an exact tie)
    near = 0

    def best(self, hand):
        """What is compared for this category: ``(length, tie-break)`` of the
        hand's best combination, or None if it has none."""
        raise CardkitError("practice.abstract", name=type(self).__name__)

    def generate(self, rng, difficulty):
        """Deals until the best combinations differ in length (easy), are
        equally long but not equal (normal) or equally long and equal or
        within :attr:`near` of each other (hard), and the misconception
        gets it wrong.  A hard position with a :attr:`near` draws its answer
        first (the elder, the younger or nobody, a third each), so that
        "nobody" is not the answer of most near ties."""
        goal = rng.choice(_WHO_CHOICES) if difficulty == "hard" and self.near else None
        while True:
            elder, younger = _deal(rng, 2)
            be, by = self.best(elder), self.best(younger)
            if be is None or by is None:
                continue
            wanted = {"easy": be[0] != by[0], "normal": be[0] == by[0] and be != by,
                      "hard": be[0] == by[0] and abs(be[1] - by[1]) <= self.near}[difficulty]
            data = {"elder": elder, "younger": younger}
            if wanted and goal in (None, self.solve(data)) and self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return _who(getattr(declarations(_cards(data["elder"]), _cards(data["younger"])), self.category)[0])

    def diagnose(self, given, expected, data):
        if expected == "none" and given == "elder":
            return "elder_ties"
        if given == "none":
            return "not_tie"
        if given == self.misconception(data):
            return self.trap
        return "wrong_side"

    def choices(self, data):
        return list(_WHO_CHOICES)

    def picture(self, data):
        return _two_hands(data)


class PuntoWho(_WhoScores):
    """Who scores the punto: the longer punto, equal lengths the higher
    prezzo, equal both nobody (the elder does not win ties).
    Misconception: comparing the two punti by their best cards (the top
    card, then the next…), a full tie to the elder.  Easy: the punti differ
    in length and the shorter holds the better cards; normal: equally long,
    the better top card has the lower prezzo; hard: equally long, the prezzi
    equal or two apart at most."""

    name = "picchetto-punto-who"
    category = "punto"
    trap = "top_card"
    near = 2
    texts = {
        "rule": {"en": "who scores the punto: length, then prezzo; equal is nobody's",
                 "it": "chi segna il punto: lunghezza, poi prezzo; la parità non è di nessuno"},
        "statement": _who_statement("the punto", "il punto"),
        "hint1": {
            "en": "Find each player's punto first, then compare the two in the rule's order.",
            "it": "Trova prima il punto di ciascuno, poi confronta i due nell'ordine della regola.",
        },
        "hint2": {
            "en": "The longer punto wins; equal lengths, the higher prezzo (ace 11, figures 10, the "
                  "others their number); equal both, neither scores.",
            "it": "Vince il punto più lungo; a pari lunghezza, il prezzo più alto (asso 11, figure 10, "
                  "le altre il loro numero); pari in tutto, non segna nessuno.",
        },
        "hint3": {
            "en": "For each hand: count the cards of its longest suit and add up that suit's prezzo. "
                  "Write the two pairs (length, prezzo) side by side and compare the lengths; only if "
                  "they are equal, compare the prezzi.",
            "it": "Per ogni mano: conta le carte del seme più lungo e somma il prezzo di quel seme. "
                  "Scrivi le due coppie (lunghezza, prezzo) una accanto all'altra e confronta le "
                  "lunghezze; solo se sono uguali, confronta i prezzi.",
        },
        "correct": {
            "en": "{expected}: punto {pe} for the elder against {py} for the younger (cards, prezzo).",
            "it": "{expected}: punto {pe} del giocatore di mano contro {py} del mazziere (carte, prezzo).",
        },
        "top_card": {
            "en": "you compared the best cards: the punto is compared by its length first, then by "
                  "the prezzo, the sum of the cards — a higher top card decides nothing",
            "it": "hai confrontato le carte migliori: il punto si confronta prima per lunghezza, poi per "
                  "prezzo, la somma delle carte — una carta più alta non decide niente",
        },
        "elder_ties": {
            "en": "being the elder breaks no tie: the punto is decided by length and prezzo alone",
            "it": "essere di mano non decide nessuna parità: il punto si decide solo con lunghezza e prezzo",
        },
        "not_tie": {
            "en": "the two punti are not equal: compare the lengths, and for equal lengths the prezzi",
            "it": "i due punti non sono pari: confronta le lunghezze, e a pari lunghezza i prezzi",
        },
        "wrong_side": {
            "en": "check each player's punto again: the longest suit of each hand, then its prezzo",
            "it": "ricontrolla il punto di ciascuno: il seme più lungo di ogni mano, poi il suo prezzo",
        },
    }

    def best(self, hand):
        cards, value = punto(_cards(hand))
        return (len(cards), value)

    def misconception(self, data):
        te, ty = _top_cards(punto(_cards(data["elder"]))[0]), _top_cards(punto(_cards(data["younger"]))[0])
        return "younger" if ty > te else "elder"

    def params(self, data):
        (ce, ve), (cy, vy) = punto(_cards(data["elder"])), punto(_cards(data["younger"]))
        return {"pe": f"({len(ce)}, {ve})", "py": f"({len(cy)}, {vy})"}


# --------------------------------------------------------------------------
# Sequences
# --------------------------------------------------------------------------

def _seq_points(hand, rules=ITALIANO) -> int:
    """The points of all of a hand's sequences (what their winner scores)."""
    return sum(rules.sequence_points[len(s) - 3] for s in sequences(_cards(hand), rules))


def _runs_hand(rng, n_runs: int) -> str:
    """A hand with a run of 3 to 5 cards planted in each of ``n_runs``
    suits, the rest dealt at random (three sequences are rare in a deal)."""
    while True:
        lengths = [rng.randint(3, 5) for _ in range(n_runs)]
        if sum(lengths) <= 12:
            break
    hand: list = []
    for suit, length in zip(rng.sample("SHDC", n_runs), lengths):
        start = rng.randint(0, 8 - length)
        hand += [f"{_RANKS[r]}{suit}" for r in range(start, start + length)]
    rest = [str(c) for c in FRENCH.cards if str(c) not in hand]
    return _text(hand + rng.sample(rest, 12 - len(hand)))


class BestSequence(Topic):
    """A hand's best sequence: the longest, equal lengths the one with the
    higher top card (the ace is high only).  Misconception: the sequence
    reaching the highest card, whatever its length.  Easy: two sequences;
    normal: two or more, among 12 cards; hard: three or more."""

    name = "picchetto-best-sequence"
    game = "picchetto"
    kind = CARDSET
    ui = "cards"
    texts = {
        "rule": {"en": "the best sequence: the longest, then the highest",
                 "it": "la sequenza migliore: la più lunga, poi la più alta"},
        "statement": {
            "en": "Which cards make this hand's best sequence? Click them (or write them, e.g. \"KS QS JS\").",
            "it": "Quali carte formano la sequenza migliore di questa mano? Cliccale (o scrivile, per "
                  "esempio \"KS QS JS\").",
        },
        "hint1": {
            "en": "A sequence is three or more cards of one suit in a row; sequences are compared by "
                  "length before anything else.",
            "it": "Una sequenza è fatta di tre o più carte dello stesso seme di fila; le sequenze si "
                  "confrontano per lunghezza prima di tutto.",
        },
        "hint2": {
            "en": "The order is 7 8 9 10 J Q K A: the ace comes only after the king, never before the 7. "
                  "A longer sequence beats a shorter one even if it stops lower; between two of the same "
                  "length the higher top card wins.",
            "it": "L'ordine è 7 8 9 10 F D R A: l'asso viene solo dopo il re, mai prima del 7. Una "
                  "sequenza più lunga batte una più corta anche se arriva più in basso; fra due della "
                  "stessa lunghezza vince quella con la carta più alta.",
        },
        "hint3": {
            "en": "Go suit by suit and mark every run of three or more cards in a row, whole. Write its "
                  "length next to it; keep the longest runs, and among them the one whose top card is "
                  "highest. Answer with all its cards.",
            "it": "Procedi seme per seme e segna ogni fila di tre o più carte consecutive, intera. Scrivi "
                  "accanto la sua lunghezza; tieni le file più lunghe e, fra queste, quella con la carta "
                  "più alta. Rispondi con tutte le sue carte.",
        },
        "correct": {
            "en": "{expected}: no sequence of this hand is longer, nor as long and higher.",
            "it": "{expected}: nessuna sequenza di questa mano è più lunga, né lunga uguale e più alta.",
        },
        "highest": {
            "en": "you chose the sequence that reaches the highest card: length comes first, the top "
                  "card only decides between sequences of the same length",
            "it": "hai scelto la sequenza che arriva alla carta più alta: conta prima la lunghezza, la "
                  "carta più alta decide solo fra sequenze della stessa lunghezza",
        },
        "part": {
            "en": "those cards are only part of a sequence: a sequence counts with all its consecutive "
                  "cards",
            "it": "queste carte sono solo una parte di una sequenza: la sequenza conta con tutte le sue "
                  "carte consecutive",
        },
        "not_sequence": {
            "en": "those cards are not one sequence: three or more cards of the same suit in a row, "
                  "with the ace only above the king",
            "it": "queste carte non formano una sequenza: tre o più carte dello stesso seme di fila, con "
                  "l'asso solo sopra il re",
        },
        "not_best": {
            "en": "that is a sequence, but not the best: compare the lengths first, then the top cards",
            "it": "questa è una sequenza, ma non la migliore: confronta prima le lunghezze, poi le carte "
                  "più alte",
        },
    }

    def generate(self, rng, difficulty):
        fewest = {"easy": 2, "normal": 2, "hard": 3}[difficulty]
        while True:
            if difficulty == "normal":
                hand = _deal(rng, 1)[0]
            else:
                hand = _runs_hand(rng, 2 if difficulty == "easy" else 3)
            seqs = sequences(_cards(hand))
            if len(seqs) < fewest or (difficulty == "easy" and len(seqs) != 2):
                continue
            if len(seqs[0]) == len(seqs[1]) and seqs[0][0].rank == seqs[1][0].rank:
                continue  # two equally good sequences: no single answer
            data = {"hand": hand}
            if set(self.solve(data)) != set(self.misconception(data)):
                return data

    def solve(self, data):
        return _text(sequences(_cards(data["hand"]))[0])

    def misconception(self, data):
        best = max(sequences(_cards(data["hand"])), key=lambda s: (_piquet_rank(s[0]), len(s)))
        return _text(best)

    def diagnose(self, given, expected, data):
        seqs = [frozenset(s) for s in sequences(_cards(data["hand"]))]
        given = frozenset(given)
        if given == frozenset(to_cards(self.misconception(data))):
            return "highest"
        if given in seqs:
            return "not_best"
        runs = sequences(given) if given else []
        if runs and len(runs[0]) == len(given) and any(given < s for s in seqs):
            return "part"
        return "not_sequence"

    def offered(self, data):
        return data["hand"].split()

    def picture(self, data):
        return _one_hand(data["hand"])


class SequenceWho(_WhoScores):
    """Who scores the sequences: only each player's best sequence is
    compared (length, then top card; equal, nobody), and the winner then
    scores all his sequences.  Misconception: comparing all the sequences —
    their points, then how many (equal in both: nobody).  Easy: the
    best sequences differ in length; normal: equally long, the top card
    decides; hard: equally long, the top cards equal or next to each other."""

    name = "picchetto-sequence-who"
    category = "sequenze"
    trap = "total"
    near = 1
    texts = {
        "rule": {"en": "who scores the sequences: the best sequence against the best",
                 "it": "chi segna le sequenze: la sequenza migliore contro la migliore"},
        "statement": _who_statement("the sequences", "le sequenze"),
        "hint1": {
            "en": "Only one sequence of each player is compared: his best.",
            "it": "Di ogni giocatore si confronta una sola sequenza: la migliore.",
        },
        "hint2": {
            "en": "The longer best sequence wins; equal lengths, the higher top card; equal both, "
                  "neither scores. How many sequences a player holds never counts in the comparison.",
            "it": "Vince la sequenza migliore più lunga; a pari lunghezza, la carta più alta; pari in "
                  "tutto, non segna nessuno. Quante sequenze ha un giocatore non conta mai nel confronto.",
        },
        "hint3": {
            "en": "For each hand, find its longest run of cards in a row in one suit (if two are equally "
                  "long, the higher). Write (length, top card) for both players and compare the lengths, "
                  "then, only if equal, the top cards.",
            "it": "Per ogni mano trova la fila più lunga di carte consecutive dello stesso seme (se due "
                  "sono lunghe uguali, la più alta). Scrivi (lunghezza, carta più alta) per entrambi e "
                  "confronta le lunghezze, poi, solo se uguali, le carte più alte.",
        },
        "correct": {
            "en": "{expected}: the elder's best sequence {be} against the younger's {by}; the winner then "
                  "scores all his sequences.",
            "it": "{expected}: la sequenza migliore del giocatore di mano {be} contro quella del mazziere "
                  "{by}; chi vince segna poi tutte le sue sequenze.",
        },
        "total": {
            "en": "you compared all the sequences, or their points: only each player's best sequence "
                  "is compared, the others count only for the winner afterwards",
            "it": "hai confrontato tutte le sequenze, o i loro punti: si confronta solo la sequenza "
                  "migliore di ciascuno, le altre contano solo dopo, per chi vince",
        },
        "elder_ties": {
            "en": "being the elder breaks no tie: the sequences are decided by length and top card alone",
            "it": "essere di mano non decide nessuna parità: le sequenze si decidono solo con lunghezza e "
                  "carta più alta",
        },
        "not_tie": {
            "en": "the best sequences are not equal: compare their lengths, then their top cards",
            "it": "le sequenze migliori non sono pari: confronta le lunghezze, poi le carte più alte",
        },
        "wrong_side": {
            "en": "look again at each player's best sequence: length first, then the top card",
            "it": "riguarda la sequenza migliore di ciascuno: prima la lunghezza, poi la carta più alta",
        },
    }

    def best(self, hand):
        seqs = sequences(_cards(hand))
        return (len(seqs[0]), _piquet_rank(seqs[0][0])) if seqs else None

    def misconception(self, data):
        def everything(hand):
            return (_seq_points(hand), len(sequences(_cards(hand))))
        return _who(_compare(everything(data["elder"]), everything(data["younger"])))

    def params(self, data):
        def best(hand):
            return " ".join(map(str, sequences(_cards(hand))[0]))
        return {"be": best(data["elder"]), "by": best(data["younger"])}


class SequencePoints(Topic):
    """What the sequences score: the player with the best sequence scores
    it *and every other sequence he holds* (3 for a terza, 4 for a quarta,
    then 15, 16, 17, 18 — a quinta only 5 under ``PICCHETTO_150``); the
    other player scores none.  Misconception: only the winning sequence
    scores.  Easy: two sequences of three or four cards; normal: one of
    them five cards or more; hard: the same under ``PICCHETTO_150``."""

    name = "picchetto-sequence-points"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the winner of the sequences scores all of his",
                 "it": "chi vince le sequenze le segna tutte"},
        "statement": {
            "en": "Playing with {rules_en}: these are the two hands after the exchange. How many points "
                  "are scored for sequences (by whoever wins them)?",
            "it": "Giocando con {rules_it}: queste sono le due mani dopo lo scarto. Quanti punti si segnano "
                  "per le sequenze (da chi le vince)?",
        },
        "hint1": {
            "en": "Find who wins the sequences; then look at everything that player holds, not only the "
                  "sequence that won.",
            "it": "Trova chi vince le sequenze; poi guarda tutto quello che ha quel giocatore, non solo la "
                  "sequenza che ha vinto.",
        },
        "hint2": {
            "en": "The best sequence wins (length, then top card), and its holder scores it and all his "
                  "other sequences: 3 cards 3, 4 cards 4, 5 cards 15 (5 with PICCHETTO_150), 6 cards 16, "
                  "7 cards 17, 8 cards 18. The other player scores no sequence at all.",
            "it": "Vince la sequenza migliore (lunghezza, poi carta più alta), e chi la tiene segna quella e "
                  "tutte le altre sue sequenze: 3 carte 3, 4 carte 4, 5 carte 15 (5 con PICCHETTO_150), 6 "
                  "carte 16, 7 carte 17, 8 carte 18. L'altro giocatore non segna nessuna sequenza.",
        },
        "hint3": {
            "en": "Mark every run of three or more cards in a row in one suit, in both hands. Compare the "
                  "longest run of each player to find the winner. Then, for the winner only, write the "
                  "points of each of his runs from the table and add them up.",
            "it": "Segna ogni fila di tre o più carte consecutive dello stesso seme, in entrambe le mani. "
                  "Confronta la fila più lunga di ciascuno per trovare chi vince. Poi, solo per lui, scrivi "
                  "i punti di ogni sua fila dalla tabella e sommali.",
        },
        "correct": {
            "en": "{expected}: the winner's sequences, every one of them, and nothing for the other player.",
            "it": "{expected}: le sequenze di chi vince, tutte, e niente per l'altro giocatore.",
        },
        "best_only": {
            "en": "you counted only the winning sequence: its holder also scores all his other sequences",
            "it": "hai contato solo la sequenza vincente: chi la tiene segna anche tutte le sue altre sequenze",
        },
        "both": {
            "en": "you added the loser's sequences too: only the player with the best sequence scores any",
            "it": "hai aggiunto anche le sequenze di chi perde: segna solo chi ha la sequenza migliore",
        },
        "table": {
            "en": "you used the other preset's table for the quinta: the rules named in the question decide "
                  "what five cards are worth",
            "it": "hai usato per la quinta la tabella dell'altro regolamento: decidono le regole nominate "
                  "nella domanda quanto valgono cinque carte",
        },
    }

    def generate(self, rng, difficulty):
        rules = "PICCHETTO_150" if difficulty == "hard" else "ITALIANO"
        # easy: two runs of three or four make 6, 7 or 8; the total is drawn first, a third each
        # (else 3 + 4, drawn two ways, would be the answer of half the questions)
        goal = rng.choice((6, 7, 8)) if difficulty == "easy" else None
        while True:
            strong = _runs_hand(rng, 2)
            rest = [c for c in FRENCH.cards if c not in _cards(strong)]
            other = _text(rng.sample(rest, 12))
            pair = (strong, other) if rng.random() < 0.5 else (other, strong)
            data = {"elder": pair[0], "younger": pair[1], "rules": rules}
            d = self._declared(data)
            winner = data[d.sequenze[0]] if d.sequenze[0] else None
            if winner != strong:
                continue
            longest = max(len(q) for q in sequences(_cards(strong)))
            if (difficulty == "easy") != (longest <= 4) or goal not in (None, self.solve(data)):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    @staticmethod
    def _declared(data):
        return declarations(_cards(data["elder"]), _cards(data["younger"]), _PRESETS[data["rules"]])

    def _winner_sequences(self, data) -> list:
        d = self._declared(data)
        return d.elder_sequences if d.sequenze[0] == "elder" else d.younger_sequences

    def solve(self, data):
        return self._declared(data).sequenze[1]

    def misconception(self, data):
        table = _PRESETS[data["rules"]].sequence_points
        return table[len(self._winner_sequences(data)[0]) - 3]

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "best_only"
        d = self._declared(data)
        table = _PRESETS[data["rules"]].sequence_points
        if given == expected + sum(table[len(q) - 3] for q in d.elder_sequences + d.younger_sequences
                                   if q not in self._winner_sequences(data)):
            return "both"
        other = _PRESETS["ITALIANO" if data["rules"] == "PICCHETTO_150" else "PICCHETTO_150"]
        if given == sum(other.sequence_points[len(q) - 3] for q in self._winner_sequences(data)):
            return "table"
        return None

    def params(self, data):
        return {"rules_en": i18n.tr(f"practice.picchetto.sequence_rules.{data['rules']}", "en"),
                "rules_it": i18n.tr(f"practice.picchetto.sequence_rules.{data['rules']}", "it")}

    def picture(self, data):
        return _two_hands(data)


# --------------------------------------------------------------------------
# Quattordici and tris
# --------------------------------------------------------------------------


class GroupsWho(_WhoScores):
    """Who scores quattordici and tris: any quattordici (four of a kind,
    10s to aces) beats any tris; between two of the same kind the higher
    rank wins; how many groups a player holds does not count.
    Misconception: comparing the best groups by rank only (a quattordici
    taken for a tris).  Every position pits a quattordici against a tris
    of a higher rank; normal adds a second tris to the loser, hard gives
    the loser two or three tris including the aces, or (half the hard
    questions) pits two quattordici against each other (text 000: "l'unico
    a segnare il premio è il possessore del «Quattordici» maggiore") or
    four 7s, 8s or 9s, which are no group at all, against a tris (the
    misconception then counts them as a quattordici)."""

    name = "picchetto-groups-who"
    category = "quattordici"
    trap = "by_rank"
    texts = {
        "rule": {"en": "quattordici and tris: a quattordici beats any tris",
                 "it": "quattordici e tris: il quattordici batte qualunque tris"},
        "statement": _who_statement("quattordici and tris", "quattordici e tris"),
        "hint1": {
            "en": "Four of a kind and three of a kind are not compared by rank alone.",
            "it": "Quattro carte uguali e tre carte uguali non si confrontano solo per grado.",
        },
        "hint2": {
            "en": "Only 10s, jacks, queens, kings and aces make groups. Any quattordici (four of them) "
                  "beats any tris (three); between two of the same kind the higher rank wins. The "
                  "number of groups never counts.",
            "it": "Fanno gruppo solo 10, fanti, donne, re e assi. Qualunque quattordici (quattro carte) "
                  "batte qualunque tris (tre); fra due dello stesso tipo vince il grado più alto. Il "
                  "numero di gruppi non conta mai.",
        },
        "hint3": {
            "en": "For each hand count the 10s, jacks, queens, kings and aces. Note each player's best "
                  "group: a four first, otherwise a three, and the higher rank if he has two of a kind. "
                  "Compare the two best groups: the kind first, then the rank.",
            "it": "Per ogni mano conta i 10, i fanti, le donne, i re e gli assi. Segna il gruppo migliore "
                  "di ciascuno: prima un quattro, altrimenti un tre, e il grado più alto se ne ha due "
                  "dello stesso tipo. Confronta i due gruppi migliori: prima il tipo, poi il grado.",
        },
        "correct": {
            "en": "{expected}: the best groups are {ge} against {gy}; the winner scores all his groups.",
            "it": "{expected}: i gruppi migliori sono {ge} contro {gy}; chi vince segna tutti i suoi gruppi.",
        },
        "by_rank": {
            "en": "you compared the ranks only: any quattordici beats any tris, even a quattordici of "
                  "tens against a tris of aces",
            "it": "hai confrontato solo i gradi: qualunque quattordici batte qualunque tris, anche un "
                  "quattordici di dieci contro un tris di assi",
        },
        "wrong_side": {
            "en": "holding more groups does not win: only the best group of each player is compared",
            "it": "avere più gruppi non fa vincere: si confronta solo il gruppo migliore di ciascuno",
        },
        "not_tie": {
            "en": "there is a group to score here: compare the best group of each player",
            "it": "qui c'è un gruppo da segnare: confronta il gruppo migliore di ciascuno",
        },
        "low": {
            "en": "four 7s, 8s or 9s are no group: quattordici and tris are of tens, jacks, queens, kings "
                  "and aces only",
            "it": "quattro 7, 8 o 9 non sono un gruppo: quattordici e tris si fanno solo con dieci, fanti, "
                  "donne, re e assi",
        },
        "nothing": {"en": "no group", "it": "nessun gruppo"},
    }

    def generate(self, rng, difficulty):
        if difficulty == "hard" and rng.random() < 0.5:
            return self._two_kinds(rng)
        extra = {"easy": 0, "normal": 1, "hard": 2}[difficulty]
        while True:
            four = rng.choice(_GROUP_RANKS[:4])
            higher = [r for r in _GROUP_RANKS if _GROUP_RANKS.index(r) > _GROUP_RANKS.index(four)]
            if difficulty == "hard":
                threes = ["A"] + rng.sample([r for r in _GROUP_RANKS if r not in (four, "A")], extra)
            else:
                threes = [rng.choice(higher)]
                threes += rng.sample([r for r in _GROUP_RANKS if r not in (four, threes[0])], extra)
            strong = [f"{four}{s}" for s in "SHDC"]
            weak = [f"{r}{s}" for r in threes for s in rng.sample("SHDC", 3)]
            rest = [str(c) for c in FRENCH.cards if str(c) not in strong + weak]
            rng.shuffle(rest)
            cut = 12 - len(strong)
            strong, weak = _text(strong + rest[:cut]), _text(weak + rest[cut:cut + 12 - len(weak)])
            gs, gw = groups(_cards(strong)), groups(_cards(weak))
            if len(gs) != 1 or len(gw) != len(threes) or len(gw[0]) != 3:
                continue  # the fill made another group: not the position promised
            data = {"elder": strong, "younger": weak} if rng.random() < 0.5 else {"elder": weak, "younger": strong}
            if self.solve(data) != self.misconception(data):
                return data

    def _two_kinds(self, rng) -> dict:
        """A hard position of another kind: two quattordici (the higher wins,
        the lower one's holder also has a tris above it), or four low cards
        against a tris."""
        low = rng.random() < 0.5
        while True:
            if low:
                four = rng.choice(("7", "8", "9"))
                three = rng.choice(_GROUP_RANKS)
                strong = [f"{four}{s}" for s in "SHDC"]
                weak = [f"{three}{s}" for s in rng.sample("SHDC", 3)]
            else:
                lo, hi, top = sorted(rng.sample(range(len(_GROUP_RANKS)), 3))
                strong = [f"{_GROUP_RANKS[hi]}{s}" for s in "SHDC"]
                weak = ([f"{_GROUP_RANKS[lo]}{s}" for s in "SHDC"]
                        + [f"{_GROUP_RANKS[top]}{s}" for s in rng.sample("SHDC", 3)])
            rest = [str(c) for c in FRENCH.cards if str(c) not in strong + weak]
            rng.shuffle(rest)
            cut = 12 - len(strong)
            strong, weak = _text(strong + rest[:cut]), _text(weak + rest[cut:cut + 12 - len(weak)])
            gs, gw = groups(_cards(strong)), groups(_cards(weak))
            if len(gs) != (0 if low else 1) or len(gw) != (1 if low else 2):
                continue  # the fill made another group: not the position promised
            if low and any([c.rank for c in _cards(weak)].count(r) == 4 for r in ("7", "8", "9")):
                continue  # four low cards on both sides: not the position promised
            pair = {"elder": strong, "younger": weak} if rng.random() < 0.5 else {"elder": weak, "younger": strong}
            data = {**pair, "trap": "low" if low else "two_fours"}
            if self.solve(data) != self.misconception(data):
                return data

    def misconception(self, data):
        if data.get("trap") == "low":
            # four 7s, 8s or 9s counted as a quattordici, which beats any tris
            def fours(hand):
                ranks = [c.rank for c in _cards(hand)]
                return any(ranks.count(r) == 4 for r in ranks)
            return "elder" if fours(data["elder"]) else "younger"
        te = max(_piquet_rank(g[0]) for g in groups(_cards(data["elder"])))
        ty = max(_piquet_rank(g[0]) for g in groups(_cards(data["younger"])))
        return "younger" if ty > te else "elder"

    def diagnose(self, given, expected, data):
        if data.get("trap") == "low" and given == self.misconception(data):
            return "low"
        return super().diagnose(given, expected, data)

    def params(self, data):
        def best(hand):
            found = groups(_cards(hand))
            if not found:
                return i18n.Term("practice.picchetto-groups-who.nothing")
            return f"{len(found[0])} × {found[0][0].rank}"
        return {"ge": best(data["elder"]), "gy": best(data["younger"])}


# --------------------------------------------------------------------------
# Mano bianca
# --------------------------------------------------------------------------

class ManoBianca(Topic):
    """Mano bianca: a hand *as dealt* with no king, queen or jack (the ace
    is not a figure), judged before the exchange.  Misconception: judging
    the hand after the exchange and taking the ace for a figure.  Half the
    positions are white hands with aces (the exchange may bring figures
    in), half are hands whose only figure is thrown away in the exchange.
    Easy: the white hands have no exchange and the others exchange that
    one card; normal: up to three cards exchanged; hard: up to five."""

    name = "picchetto-mano-bianca"
    game = "picchetto"
    kind = BOOL
    ui = "choice"
    texts = {
        "rule": {"en": "mano bianca: no K, Q or J in the hand as dealt",
                 "it": "mano bianca: niente re, donne o fanti nella mano servita"},
        "statement": {
            "en": "A player was dealt the first row{exchange_en}. Was it a mano bianca (True or False)?",
            "it": "A un giocatore è stata servita la prima riga{exchange_it}. Era una mano bianca "
                  "(True o False)?",
        },
        "hint1": {
            "en": "Which cards are figures, and when is a mano bianca judged?",
            "it": "Quali carte sono figure, e quando si giudica la mano bianca?",
        },
        "hint2": {
            "en": "The figures are the king, the queen and the jack; the ace is not one. The mano "
                  "bianca is shown before the exchange, so it is judged on the twelve cards as dealt.",
            "it": "Le figure sono il re, la donna e il fante; l'asso non lo è. La mano bianca si mostra "
                  "prima dello scarto, quindi si giudica sulle dodici carte servite.",
        },
        "hint3": {
            "en": "Cover everything but the first row (the cards dealt). Go through its twelve cards "
                  "and look only for a K, a Q or a J: what was discarded or drawn afterwards changes "
                  "nothing.",
            "it": "Copri tutto tranne la prima riga (le carte servite). Scorri le sue dodici carte e "
                  "cerca solo un re, una donna o un fante: quello che si scarta o si prende dopo non "
                  "cambia niente.",
        },
        "correct": {
            "en": "{expected}: the twelve cards as dealt decide, and only K, Q and J are figures.",
            "it": "{expected}: decidono le dodici carte servite, e solo re, donna e fante sono figure.",
        },
        "ace": {
            "en": "the ace is not a figure: only kings, queens and jacks spoil a mano bianca",
            "it": "l'asso non è una figura: solo re, donne e fanti tolgono la mano bianca",
        },
        "after": {
            "en": "you judged the hand after the exchange: the mano bianca is judged on the cards as "
                  "dealt, before anything is discarded or drawn",
            "it": "hai giudicato la mano dopo lo scarto: la mano bianca si giudica sulle carte servite, "
                  "prima di scartare o prendere",
        },
    }

    _FIGURES = ("K", "Q", "J")

    def generate(self, rng, difficulty):
        plain = [c for c in FRENCH.cards if c.rank not in self._FIGURES + ("A",)]
        aces = [c for c in FRENCH.cards if c.rank == "A"]
        figures = [c for c in FRENCH.cards if c.rank in self._FIGURES]
        while True:
            most = {"easy": 1, "normal": 3, "hard": 5}[difficulty]
            if rng.random() < 0.5:
                # white, with aces; the exchange (none when easy) may bring figures in
                dealt = rng.sample(aces, rng.randint(1, 4))
                dealt += rng.sample(plain, 12 - len(dealt))
                n = 0 if difficulty == "easy" else rng.randint(1, most)
                talon = [c for c in FRENCH.cards if c not in dealt]
                discard = rng.sample(dealt, n)
                drawn = rng.sample(talon, n)
            else:
                # not white: the only figure is thrown away, the rest plain cards
                dealt = [rng.choice(figures)] + rng.sample(plain, 11)
                n = rng.randint(1, most)
                discard = [dealt[0]] + rng.sample(dealt[1:], n - 1)
                drawn = rng.sample([c for c in plain if c not in dealt], n)
            data = {"dealt": _text(dealt), "discard": _text(discard), "drawn": _text(drawn)}
            if self.solve(data) != self.misconception(data):
                return data

    def _after(self, data) -> list:
        dropped = set(to_cards(data["discard"]))
        return [c for c in to_cards(data["dealt"]) if c not in dropped] + to_cards(data["drawn"])

    def solve(self, data):
        return has_blanche(internal_mask(_cards(data["dealt"])))

    def misconception(self, data):
        return not any(c.rank in self._FIGURES + ("A",) for c in self._after(data))

    def diagnose(self, given, expected, data):
        after = self._after(data)
        if expected and any(c.rank in self._FIGURES for c in after):
            return "after"
        if expected:
            return "ace"
        return "after"

    def params(self, data):
        if not data["discard"]:
            return {"exchange_en": "", "exchange_it": ""}
        return {"exchange_en": i18n.tr("practice.picchetto.exchange_rows", "en"),
                "exchange_it": i18n.tr("practice.picchetto.exchange_rows", "it")}

    def choices(self, data):
        return [True, False]

    def picture(self, data):
        rows = [(i18n.tr("practice.picchetto.label.dealt"), data["dealt"])]
        if data["discard"]:
            rows += [(i18n.tr("practice.picchetto.label.discard"), data["discard"]),
                     (i18n.tr("practice.picchetto.label.drawn"), data["drawn"])]
        return _Hand(rows)


# --------------------------------------------------------------------------
# The declarations' points
# --------------------------------------------------------------------------

def _own_points(hand) -> int:
    """What a hand would score in the three categories if it won them all."""
    d = declarations(_cards(hand), "")
    return d.elder_points - (60 if d.novanta else 0)


class DeclarationPoints(Topic):
    """The points each player has before the first card: punto,
    sequenze, quattordici/tris in turn, and in each only the winner scores
    (all his sequences, all his groups); Novanta (+60) for 30 in the
    declarations with the opponent at 0.  Misconception: each player
    counts his own combinations, winner or not.  Easy: no Novanta and at
    most two categories scored; normal: any deal; hard: a deal with a
    Novanta (one hand built strong)."""

    name = "picchetto-declarations"
    game = "picchetto"
    kind = PAIR
    ui = "text"
    texts = {
        "rule": {"en": "the declarations: only the winner of each category scores",
                 "it": "le dichiarazioni: in ogni categoria segna solo chi vince"},
        "statement": {
            "en": "These are the two hands after the exchange; both declare everything that is good. "
                  "How many points does each player have before the first card, a Novanta included if "
                  "there is one? Answer [elder, younger].",
            "it": "Queste sono le due mani dopo lo scarto; entrambi dichiarano tutto ciò che è buono. "
                  "Quanti punti ha ciascuno prima della prima carta, compreso l'eventuale Novanta? "
                  "Rispondi [di mano, mazziere].",
        },
        "hint1": {
            "en": "Take the three categories one by one, and in each ask first who wins it.",
            "it": "Prendi le tre categorie una per volta, e in ciascuna chiediti prima chi la vince.",
        },
        "hint2": {
            "en": "In each category (punto, sequences, quattordici and tris) only the winner scores, "
                  "and he scores all of it: his punto's cards, all his sequences, all his groups. Equal "
                  "is nobody's. Reaching 30 with the opponent at 0 adds the Novanta.",
            "it": "In ogni categoria (punto, sequenze, quattordici e tris) segna solo chi vince, e segna "
                  "tutto: le carte del suo punto, tutte le sue sequenze, tutti i suoi gruppi. La parità "
                  "non è di nessuno. Arrivare a 30 con l'avversario a 0 aggiunge il Novanta.",
        },
        "hint3": {
            "en": "Keep two running totals. Punto: compare lengths, then prezzi; the winner adds one "
                  "point a card. Sequences: compare the two best; the winner adds 3 for a terza, 4 for "
                  "a quarta, 15 for a quinta (and up) for every sequence he holds. Groups: a quattordici "
                  "beats a tris; the winner adds 14 or 3 for each. After each step, check for 30 "
                  "against 0.",
            "it": "Tieni due totali. Punto: confronta le lunghezze, poi i prezzi; chi vince aggiunge un "
                  "punto per carta. Sequenze: confronta le due migliori; chi vince aggiunge 3 per una "
                  "terza, 4 per una quarta, 15 per una quinta (e oltre) per ogni sequenza che ha. Gruppi: "
                  "il quattordici batte il tris; chi vince aggiunge 14 o 3 per ciascuno. Dopo ogni passo "
                  "controlla il 30 contro 0.",
        },
        "correct": {
            "en": "{expected}: {detail}.",
            "it": "{expected}: {detail}.",
        },
        "both": {
            "en": "you counted the combinations of both players: in each category only the winner "
                  "scores, the loser's punto, sequences or groups are worth nothing",
            "it": "hai contato le combinazioni di entrambi: in ogni categoria segna solo chi vince, "
                  "punto, sequenze o gruppi di chi perde non valgono niente",
        },
        "swapped": _SWAPPED,
        "no_novanta": {
            "en": "you forgot the Novanta: 30 reached in the declarations with the opponent still at "
                  "0 earns 60 more",
            "it": "hai dimenticato il Novanta: arrivare a 30 in dichiarazione con l'avversario ancora "
                  "a 0 fa guadagnare altri 60",
        },
        "best_only": {
            "en": "the winner of the sequences or of the groups scores all of them, not only the best one",
            "it": "chi vince le sequenze o i gruppi li segna tutti, non solo il migliore",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            if difficulty == "hard":
                elder, younger = _strong_deal(rng, rng.random() < 0.5, rng.randint(4, 8), rng.choice((1, 2)))
            else:
                elder, younger = _deal(rng, 2)
            data = {"elder": elder, "younger": younger}
            d = declarations(_cards(elder), _cards(younger))
            if difficulty == "hard" and d.novanta is None:
                continue
            scored = sum(1 for side, _ in (d.punto, d.sequenze, d.quattordici) if side)
            if difficulty == "easy" and (d.novanta or scored > 2):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return declarations(_cards(data["elder"]), _cards(data["younger"])).points

    def misconception(self, data):
        return (_own_points(data["elder"]), _own_points(data["younger"]))

    def diagnose(self, given, expected, data):
        given = tuple(given)
        d = declarations(_cards(data["elder"]), _cards(data["younger"]))
        if given == tuple(reversed(expected)) and expected[0] != expected[1]:
            return "swapped"
        if given == self.misconception(data):
            return "both"
        if d.novanta and given == tuple(p - (60 if s == d.novanta else 0)
                                        for p, s in zip(expected, ("elder", "younger"))):
            return "no_novanta"
        if any(g < e for g, e in zip(given, expected)):
            return "best_only"
        return "both"

    def params(self, data):
        d = declarations(_cards(data["elder"]), _cards(data["younger"]))
        parts = []
        for cat, (side, pts) in (("punto", d.punto), ("sequenze", d.sequenze), ("quattordici", d.quattordici)):
            who = i18n.tr("picchetto.side." + side) if side else "—"
            parts.append(f"{cat} {who} {pts}" if side else f"{cat} —")
        if d.novanta:
            parts.append(f"Novanta {i18n.tr('picchetto.side.' + d.novanta)} 60")
        return {"detail": ", ".join(parts)}

    def picture(self, data):
        return _two_hands(data)


# --------------------------------------------------------------------------
# Sessanta, Novanta or neither
# --------------------------------------------------------------------------


def _strong_hand(rng, length: int, n_groups: int, four: bool) -> list | None:
    """A hand with a run of ``length`` cards in one suit and ``n_groups``
    groups (quattordici when ``four``, else quattordici or tris): the kind
    of hand that comes near 30 in the declarations.  None when the pieces
    do not fit in twelve cards."""
    suit = rng.choice("SHDC")
    start = rng.randint(0, 8 - length)
    hand = [f"{_RANKS[r]}{suit}" for r in range(start, start + length)]
    for _ in range(n_groups):
        rank = rng.choice(_GROUP_RANKS)
        hand += [f"{rank}{s}" for s in rng.sample("SHDC", 4 if four else rng.choice((3, 4)))]
    hand = list(dict.fromkeys(hand))
    if len(hand) > 12:
        return None
    rest = [str(c) for c in FRENCH.cards if str(c) not in hand]
    return hand + rng.sample(rest, 12 - len(hand))


def _strong_deal(rng, elder_strong: bool, length: int, n_groups: int, four: bool = False) -> tuple:
    """(elder, younger): one :func:`_strong_hand`, the other dealt from the rest."""
    while True:
        strong = _strong_hand(rng, length, n_groups, four)
        if strong is not None:
            break
    rest = [c for c in FRENCH.cards if str(c) not in strong]
    other = rng.sample(rest, 12)
    pair = (_text(strong), _text(other))
    return pair if elder_strong else pair[::-1]


@functools.lru_cache(maxsize=64)
def _after_first_lead(elder: str, younger: str):
    """The deal declared in full by both and the elder's first card led
    (cached: checking one answer reads it several times; never modified)."""
    state = deal_state(elder, younger)
    state.play(state.legal_moves()[0])
    return state


class Bonus(Topic):
    """Sessanta, Novanta or neither by the elder's first lead: the
    declarations are counted in a fixed order — punto, sequences,
    quattordici and tris, the younger's good ones included — and only then
    the elder's first lead point.  Novanta: 30 in the declarations with the
    opponent at 0; Sessanta: 30 in the play with the opponent at 0 (never
    the younger).  Misconception (``trap`` ``"table_order"``): counting in
    the order things happen at the table — the elder's declarations, his
    lead, and only then the younger's declarations; or, when the elder
    has 29 and the younger nothing (``"lead_is_play"``), counting the lead
    point towards Novanta.  Each difficulty mixes situations (see
    :meth:`_fits`) with different answers: easy, the elder's 30 stopped by
    the younger's earlier category or a plain 29 + 1; normal, a 29 stopped
    by the younger, a plain 29 + 1 or the younger's Novanta; hard, only the
    counting-order traps."""

    name = "picchetto-bonus"
    game = "picchetto"
    kind = BONUS
    ui = "choice"
    texts = {
        "rule": {"en": "Sessanta and Novanta: the counting order",
                 "it": "Sessanta e Novanta: l'ordine del conteggio"},
        "statement": {
            "en": "Both players declare everything that is good, then the elder leads his first card. "
                  "By that lead, has anyone made Sessanta, Novanta, or neither?",
            "it": "Entrambi dichiarano tutto ciò che è buono, poi il giocatore di mano gioca la prima "
                  "carta. A quella battuta, qualcuno ha fatto Sessanta, Novanta o nessuno dei due?",
        },
        "hint1": {
            "en": "Count in the rule's order, not in the order things are said at the table.",
            "it": "Conta nell'ordine della regola, non nell'ordine in cui le cose si dicono al tavolo.",
        },
        "hint2": {
            "en": "The order is: punto, sequences, quattordici and tris — the younger's good "
                  "declarations included — and only then the elder's first lead point. Novanta: 30 in "
                  "the declarations with the opponent at 0. Sessanta: 30 in the play with the opponent "
                  "at 0. A tie scores nothing.",
            "it": "L'ordine è: punto, sequenze, quattordici e tris — comprese le dichiarazioni buone del "
                  "mazziere — e solo dopo il punto d'uscita della prima carta. Novanta: 30 in dichiarazione con "
                  "l'avversario a 0. Sessanta: 30 giocando con l'avversario a 0. La parità non vale niente.",
        },
        "hint3": {
            "en": "Keep two running totals starting at 0 – 0. Punto: who wins it adds his points. "
                  "Sequences, then groups: the same. After each step, is one player at 30 or more while "
                  "the other is still at 0? Only after the three categories add the elder's 1 for the "
                  "lead and ask the question again.",
            "it": "Tieni due totali che partono da 0 – 0. Punto: chi lo vince aggiunge i suoi punti. "
                  "Sequenze, poi gruppi: lo stesso. Dopo ogni passo: un giocatore è a 30 o più mentre "
                  "l'altro è ancora a 0? Solo dopo le tre categorie aggiungi il punto d'uscita del "
                  "giocatore di mano e rifai la domanda.",
        },
        "correct": {
            "en": "{expected}: counted in order, the totals were {totals} at the first lead.",
            "it": "{expected}: contando in ordine, i totali erano {totals} alla prima uscita.",
        },
        "table_order": {
            "en": "you counted in the order things are said at the table: each of the younger's good "
                  "declarations is scored in its own category — before the elder's later categories and "
                  "before his first lead point — even though he announces it after the lead",
            "it": "hai contato nell'ordine in cui si parla al tavolo: ogni dichiarazione buona del "
                  "mazziere si segna nella sua categoria — prima delle categorie successive del giocatore "
                  "di mano e prima del suo punto d'uscita — anche se la annuncia dopo l'uscita",
        },
        "lead_is_play": {
            "en": "the lead point belongs to the play, not to the declarations: Novanta needs 30 from "
                  "the declarations alone",
            "it": "il punto d'uscita appartiene al gioco, non alle dichiarazioni: il Novanta vuole "
                  "30 dalle sole dichiarazioni",
        },
        "sessanta_decl": {
            "en": "30 reached in the declarations is not a Sessanta: Sessanta is reached in the play",
            "it": "30 raggiunti in dichiarazione non sono un Sessanta: il Sessanta si raggiunge giocando",
        },
        "stopped": {
            "en": "a bonus needs the opponent at 0 at the moment 30 is reached: check the totals step "
                  "by step in the counting order",
            "it": "un premio vuole l'avversario a 0 nel momento in cui si arriva a 30: controlla i totali "
                  "passo per passo nell'ordine del conteggio",
        },
    }

    #: the situations each difficulty mixes (see :meth:`_fits`)
    SITUATIONS = {"easy": ("stopped30", "lead_is_play"),
                  "normal": ("stopped29", "lead_is_play", "younger_novanta"),
                  "hard": ("stopped29", "stopped30", "younger_novanta")}
    #: how often each situation is drawn (default once each): at hard both stopped
    #: situations answer "neither", so the younger's Novanta is drawn as often as both
    WEIGHTS = {"hard": (1, 1, 2)}

    def generate(self, rng, difficulty):
        situations = self.SITUATIONS[difficulty]
        if difficulty in self.WEIGHTS:
            situation = rng.choices(situations, weights=self.WEIGHTS[difficulty])[0]
        else:
            situation = rng.choice(situations)
        trap = "lead_is_play" if situation == "lead_is_play" else "table_order"
        while True:
            # the hand shapes that reach each situation most often (measured)
            shape = {"stopped30": (4, 2, True), "stopped29": (5, 1, True),
                     "lead_is_play": (rng.choice((7, 8)), 1, False),
                     "younger_novanta": (rng.randint(4, 8), rng.choice((1, 2)), False)}[situation]
            elder, younger = _strong_deal(rng, situation != "younger_novanta", *shape)
            if not self._fits(situation, declarations(_cards(elder), _cards(younger))):
                continue
            data = {"elder": elder, "younger": younger, "trap": trap}
            if not _dealt_white(elder, younger) and self.solve(data) != self.misconception(data):
                return data

    def _fits(self, situation: str, d) -> bool:
        """``stopped30``: the elder's categories make 30 but the younger
        scored first; ``stopped29``: they make 29 and the younger scored;
        ``lead_is_play``: 29 and the younger scored nothing;
        ``younger_novanta``: the younger makes Novanta."""
        e_points = self._elder_declared(d)
        return {"stopped30": e_points >= 30 and d.novanta is None,
                "stopped29": e_points == 29 and d.younger_points > 0 and d.novanta is None,
                "lead_is_play": e_points == 29 and d.younger_points == 0 and d.novanta is None,
                "younger_novanta": d.novanta == "younger"}[situation]

    @staticmethod
    def _elder_declared(d) -> int:
        """The elder's points from the categories he wins (no bonus)."""
        return sum(p for side, p, what in d.events if side == "elder" and what != "novanta")

    @staticmethod
    def _after_lead(data):
        return _after_first_lead(data["elder"], data["younger"])

    def solve(self, data):
        return bonus_of(self._after_lead(data))

    def misconception(self, data):
        e_points = self._elder_declared(declarations(_cards(data["elder"]), _cards(data["younger"])))
        if data["trap"] == "lead_is_play":
            return "novanta" if e_points + 1 >= 30 else "neither"
        if e_points >= 30:
            return "novanta"
        return "sessanta" if e_points + 1 >= 30 else "neither"

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return data["trap"]
        if given == "sessanta" and expected == "novanta":
            return "sessanta_decl"
        return "stopped"

    def params(self, data):
        state = self._after_lead(data)
        totals = state.log.totals
        return {"totals": f"{totals[state.elder]} – {totals[state.younger]}"}

    def choices(self, data):
        return ["sessanta", "novanta", "neither"]

    def picture(self, data):
        return _two_hands(data)


# --------------------------------------------------------------------------
# The points of the play
# --------------------------------------------------------------------------

def _capot_deal(rng) -> tuple:
    """(elder, younger) where one player wins every trick however both
    play: he holds the top cards of every suit (one to five of each), the
    other player only cards below them.  The elder leads a winner every
    time; or the younger, holding every suit, must take the first lead and
    then leads winners."""
    while True:
        counts = [rng.randint(1, 5) for _ in "SHDC"]
        if sum(counts) == 12:
            break
    top = [f"{_RANKS[7 - i]}{s}" for s, n in zip("SHDC", counts) for i in range(n)]
    low = [f"{_RANKS[i]}{s}" for s, n in zip("SHDC", counts) for i in range(8 - n)]
    pair = (_text(top), _text(rng.sample(low, 12)))
    return pair if rng.random() < 0.5 else pair[::-1]


@functools.lru_cache(maxsize=64)
def _played_deal(elder: str, younger: str, play: str):
    """The deal with nothing declared and ``play`` played out (cached like
    :func:`_after_first_lead`; never modified)."""
    return play_position(elder, younger, play)


class PlayPoints(Topic):
    """The points of the play: 1 for each card led, 1 for winning a trick
    the opponent led, 1 more for the last trick, 10 for more than six
    tricks (at six each, nobody), and a cappotto (every trick) 40 instead
    of the 10, with no extra point for the last trick.  Misconception:
    scoring the tricks won (a point each, one more for the last, 10 for
    the majority, 40 more for all twelve).  Easy: an ordinary deal;
    normal: six tricks each; hard: a cappotto."""

    name = "picchetto-play-points"
    game = "picchetto"
    kind = PAIR
    ui = "text"
    texts = {
        "rule": {"en": "the points of the play: leads, takes, the last trick, the cards",
                 "it": "i punti del gioco: uscite, prese, l'ultima presa, le carte"},
        "statement": {
            "en": "Nothing was declared in this deal; these are its twelve tricks in order, each "
                  "labelled with the player who led it (his card comes first). How many points does "
                  "each player score in the play, leaving any Sessanta aside? Answer [elder, younger].",
            "it": "In questa smazzata non si è dichiarato niente; queste sono le sue dodici prese in "
                  "ordine, ciascuna con il nome di chi è uscito (la sua carta è la prima). Quanti punti "
                  "segna ciascuno nel gioco, senza contare un eventuale Sessanta? Rispondi [di mano, "
                  "mazziere].",
        },
        "hint1": {
            "en": "In the play you score for leading, and for taking a trick the opponent led — not "
                  "simply for each trick won.",
            "it": "Nel gioco si segna un punto per ogni uscita (la prima carta di una presa) e uno per "
                  "ogni presa fatta sull'uscita dell'avversario — non semplicemente un punto per presa.",
        },
        "hint2": {
            "en": "1 for each lead; 1 for winning a trick the opponent led (winning your own lead adds "
                  "nothing); 1 more for the last trick; 10 for more than six tricks (six each: nobody). "
                  "A cappotto is 40, which replaces the 10, and then the last trick adds nothing.",
            "it": "1 per ogni uscita; 1 per ogni presa fatta sull'uscita dell'avversario (prendere "
                  "sulla propria uscita non aggiunge niente); 1 in più per l'ultima presa; 10 a "
                  "chi fa più di sei prese (sei a testa: nessuno). Il cappotto vale 40, al posto dei 10, "
                  "e allora l'ultima presa non aggiunge niente.",
        },
        "hint3": {
            "en": "Go trick by trick with two totals: give 1 to the player who led; if the other player "
                  "won the trick, give him 1 too. Then count the tricks each player won for the last "
                  "trick, the cards or the cappotto.",
            "it": "Procedi presa per presa con due totali: dai 1 a chi è uscito; se la presa "
                  "l'ha vinta l'altro, dai 1 anche a lui. Poi conta le prese di ciascuno per l'ultima "
                  "presa, le carte o il cappotto.",
        },
        "correct": {
            "en": "{expected}: tricks won {tricks}; a point a lead and a point a take, then the bonuses.",
            "it": "{expected}: prese {tricks}; un punto per uscita e uno per presa sull'uscita "
                  "dell'avversario, poi i premi.",
        },
        "per_trick": {
            "en": "you scored the tricks won: a point goes to each lead, and the winner of a trick "
                  "scores only when the opponent led it",
            "it": "hai contato le prese vinte: un punto va a ogni uscita, e chi vince la presa segna "
                  "solo se è uscito l'avversario",
        },
        "cappotto": {
            "en": "in a cappotto the 40 replace the 10 for the cards, and the last trick earns no "
                  "extra point",
            "it": "nel cappotto i 40 prendono il posto dei 10 delle carte, e l'ultima presa non dà il "
                  "punto in più",
        },
        "six_each": {
            "en": "with six tricks each nobody scores the 10 for the cards: they need more than six",
            "it": "con sei prese a testa nessuno segna i 10 delle carte: ne servono più di sei",
        },
        "last": {
            "en": "check the last trick (one more point to its winner) and the cards (10 for more than "
                  "six tricks)",
            "it": "controlla l'ultima presa (un punto in più a chi la fa) e le carte (10 a chi fa più di "
                  "sei prese)",
        },
        "swapped": _SWAPPED,
    }

    def generate(self, rng, difficulty):
        while True:
            elder, younger = _capot_deal(rng) if difficulty == "hard" else _deal(rng, 2)
            if _dealt_white(elder, younger):
                continue  # a mano bianca would be shown before the play
            state = play_position(elder, younger)
            played = []
            while state.phase == "play":
                card = rng.choice(state.legal_moves())
                played.append(str(card))
                state.play(card)
            won = state.tricks_won
            split = won[state.elder] == 6
            capot = 12 in won
            if difficulty == "easy" and (split or capot):
                continue
            if difficulty == "normal" and not split:
                continue
            data = {"elder": elder, "younger": younger, "play": " ".join(played)}
            if tuple(self.solve(data)) != tuple(self.misconception(data)):
                return data

    @staticmethod
    def _played(data):
        return _played_deal(data["elder"], data["younger"], data["play"])

    def solve(self, data):
        s = self._played(data)
        return (_play_points(s, s.elder), _play_points(s, s.younger))

    def misconception(self, data):
        s = self._played(data)
        points = [0, 0]
        for _, _, _, winner in s.tricks:
            points[winner] += 1
        points[s.tricks[-1][3]] += 1
        for seat in (0, 1):
            if s.tricks_won[seat] > 6:
                points[seat] += 10
            if s.tricks_won[seat] == 12:
                points[seat] += 40
        return (points[s.elder], points[s.younger])

    def diagnose(self, given, expected, data):
        given, expected = tuple(given), tuple(expected)
        s = self._played(data)
        over = (given[0] - expected[0], given[1] - expected[1])
        if given == expected[::-1]:
            return "swapped"
        if 12 in s.tricks_won and any(d in (1, 10, 11) for d in over):
            return "cappotto"  # the cards' 10 or the last trick added to the 40
        if s.tricks_won[s.elder] == 6 and 10 in over:
            return "six_each"
        if given == tuple(self.misconception(data)) or 12 in s.tricks_won:
            return "per_trick"
        return "last" if abs(sum(over)) in (1, 10, 11) else "per_trick"

    def params(self, data):
        s = self._played(data)
        return {"tricks": f"{s.tricks_won[s.elder]}–{s.tricks_won[s.younger]}"}

    def picture(self, data):
        return _Tricks(self._played(data))


class _Tricks(Drawing):
    """The twelve tricks of a deal, six to a row, each labelled with its
    number and who led (the card led first): one picture."""

    def __init__(self, state):
        self.rows = []
        for n, (leader, led, followed, _) in enumerate(state.tricks, 1):
            who = i18n.tr("picchetto.side." + ("elder" if leader == state.elder else "younger"))
            self.rows.append((i18n.tr("practice.picchetto.label.trick", n=n, who=who), [led, followed]))

    def svg(self) -> str:
        return tables_svg([[(label, cards, "row") for label, cards in self.rows[i:i + 6]]
                           for i in range(0, len(self.rows), 6)], 50)

    def __str__(self) -> str:
        return "\n".join(f"{label}: {' '.join(str(c) for c in cards)}" for label, cards in self.rows)

    def __repr__(self) -> str:
        return f"<Tricks: {len(self.rows)}>"


# --------------------------------------------------------------------------
# The rubicon
# --------------------------------------------------------------------------

class Rubicon(Topic):
    """The winner's margin at the end of a partie.  Rubicon Piquet: a loser
    under 100 is rubiconed and the winner scores both totals plus 100,
    otherwise the difference plus 100.  Rubicone: the difference when both
    or neither passed 100, the sum when only the winner did.
    Misconception: putting the loser on the wrong side of the rubicon —
    the difference for a loser who stayed under it, the sum for one who got
    past it.  Easy: Rubicon Piquet with a rubiconed loser; normal: the
    Rubicone with only the winner past 100; hard: either preset with a
    loser right at the edge (95 to 104), on either side of it, so that
    "always add" is no rule of thumb (100 itself is safe in Rubicon Piquet
    and not past the Rubicone)."""

    name = "picchetto-rubicon"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the rubicon: a loser who stayed under 100",
                 "it": "il rubicone: un perdente rimasto sotto i 100"},
        "statement": {
            "en": "Playing {preset_en}, the partie ends {w} to {l}. How many points does the winner gain?",
            "it": "Giocando {preset_it}, la partita finisce {w} a {l}. Quanti punti guadagna il vincitore?",
        },
        "hint1": {
            "en": "First decide whether the loser crossed the rubicon.",
            "it": "Per prima cosa stabilisci se il perdente ha passato il rubicone.",
        },
        "hint2": {
            "en": "Rubicon Piquet: a loser under 100 is rubiconed (winner + loser + 100); otherwise the "
                  "difference + 100. Rubicone: both past 100 or neither, the difference; only the winner "
                  "past 100 (more than 100), the sum.",
            "it": "Rubicon Piquet: un perdente sotto i 100 è rubiconato (vincitore + perdente + 100); "
                  "altrimenti la differenza + 100. Rubicone: entrambi oltre i 100 o nessuno, la "
                  "differenza; solo il vincitore oltre i 100 (più di 100), la somma.",
        },
        "hint3": {
            "en": "Compare the loser's score with 100 (for the Rubicone, also the winner's: passing 100 "
                  "means more than 100). That tells you whether to add or subtract the two scores; then "
                  "see whether the preset adds 100 for the game.",
            "it": "Confronta il punteggio del perdente con 100 (per il Rubicone anche quello del "
                  "vincitore: passare i 100 vuol dire superarli). Questo ti dice se sommare o sottrarre "
                  "i due punteggi; poi guarda se il regolamento aggiunge 100 per la partita.",
        },
        "correct": {
            "en": "{expected}: the rubicon decides between the sum and the difference.",
            "it": "{expected}: il rubicone decide fra la somma e la differenza.",
        },
        "forgot": {
            "en": "you took the difference as if the loser had crossed the rubicon: check where the "
                  "loser stands against 100",
            "it": "hai preso la differenza come se il perdente avesse passato il rubicone: controlla dove "
                  "sta il perdente rispetto a 100",
        },
        "hundred": {
            "en": "the 100 for the game belongs to Rubicon Piquet; the Rubicone here has no extra 100",
            "it": "i 100 per la partita sono del Rubicon Piquet; il Rubicone qui non ha i 100 in più",
        },
        "crossed": {
            "en": "you added the loser's score as if he had been rubiconed, but he got past the rubicon: "
                  "check where the loser stands against 100",
            "it": "hai sommato il punteggio del perdente come se fosse rubiconato, ma ha passato il "
                  "rubicone: controlla dove sta il perdente rispetto a 100",
        },
        "no_hundred": {
            "en": "in Rubicon Piquet the winner always gains 100 more for the game",
            "it": "nel Rubicon Piquet il vincitore guadagna sempre 100 in più per la partita",
        },
    }

    _RULES = {"RUBICON": RUBICON, "RUBICONE": RUBICONE}

    def generate(self, rng, difficulty):
        while True:
            if difficulty == "easy":
                preset, loser = "RUBICON", rng.randint(40, 99)
            elif difficulty == "normal":
                preset, loser = "RUBICONE", rng.randint(40, 100)
            else:
                preset, loser = rng.choice(sorted(self._RULES)), rng.randint(95, 104)
            winner = rng.randint(max(loser + 5, 101), loser + 140)
            data = {"preset": preset, "winner": winner, "loser": loser}
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return rubicon(data["winner"], data["loser"], self._RULES[data["preset"]])

    @staticmethod
    def _forms(data) -> tuple:
        """(difference, sum): the two margins the rubicon chooses between
        (each with the 100 for the game in Rubicon Piquet)."""
        w, lo = data["winner"], data["loser"]
        extra = 100 if data["preset"] == "RUBICON" else 0
        return w - lo + extra, w + lo + extra

    def misconception(self, data):
        difference, total = self._forms(data)
        return difference if self.solve(data) == total else total

    def diagnose(self, given, expected, data):
        w, lo = data["winner"], data["loser"]
        if given == self.misconception(data):
            return "forgot" if given == self._forms(data)[0] else "crossed"
        if data["preset"] == "RUBICON" and given in (w - lo, w + lo):
            return "no_hundred"
        if data["preset"] == "RUBICONE" and given in (w - lo + 100, w + lo + 100):
            return "hundred"
        return None

    def params(self, data):
        return {"w": data["winner"], "l": data["loser"],
                "preset_en": i18n.tr(f"practice.picchetto.preset.{data['preset']}", "en"),
                "preset_it": i18n.tr(f"practice.picchetto.preset.{data['preset']}", "it")}


for _topic in (Prezzo(), PuntoSuit(), PuntoWho(), BestSequence(), SequenceWho(), GroupsWho(), ManoBianca(),
               SequencePoints(), DeclarationPoints(), Bonus(), PlayPoints(), Rubicon()):
    register_topic(_topic)

# declaring less than one holds (andar sott'acqua in parte): its own module
from .topics_conceal import SottAcqua  # noqa: E402

register_topic(SottAcqua())

# the exchange's limits under each text: its own module
from .topics_exchange import Exchange  # noqa: E402

register_topic(Exchange())

# the turns: who deals and leads, and which cards a follower may play: their own module
from .topics_play import DealCounts, Dealer, Follow  # noqa: E402

register_topic(Dealer())
register_topic(Follow())
register_topic(DealCounts())

# the Rubicone's four deals, the first and the fourth doubled: its own module
from .topics_rubicone import Rubicone as RubiconeDeals  # noqa: E402

register_topic(RubiconeDeals())

# the end of the game, the moment the target is reached: its own module
from .topics_game_end import GameEnd  # noqa: E402

register_topic(GameEnd())

# the tables of lessons 22 and 23 (the pairs' sequences, Voleur's settlement, Auction's contracts)
from .topics_table import AuctionContract, PairsSequences, VoleurSettlement  # noqa: E402

register_topic(PairsSequences())
register_topic(VoleurSettlement())
register_topic(AuctionContract())

