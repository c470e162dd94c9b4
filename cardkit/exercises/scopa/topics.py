"""Generated practice for Scopa (see :mod:`cardkit.exercises.practice`).

Each topic builds fresh positions from a seed so that one rule decides the
answer, and names the misconception that rule guards against:

* ``scopa-primiera`` — the best card of each suit, not the highest rank;
* ``scopa-captures`` — the equal card comes first: every capture option;
* ``scopa-legal-capture`` — is this capture allowed (the equal card first,
  one group only, the figures' values for taking);
* ``scopa-lay-down`` — a card that can take (a sum too) must take;
* ``scopa-scope-count`` — a sweep with the hand's last card is no scopa;
* ``scopa-leftovers`` — the cards left on the table go to the last taker;
* ``scopa-primiera-winner`` — a pile missing a suit has no primiera;
* ``scopa-hand-points`` — the points of a hand: a tie scores nothing;
* ``scopa-napola`` — the napola is the unbroken run of coins from the ace;
* ``scopa-match-over`` — the winner has reached the target and leads alone
  at the end of the hand;
* ``scopa-safe-discard`` — a re sweeps a table worth exactly ten;
* ``scopa-redeal`` — three or four kings turned up void the deal
  (:mod:`.topics_redeal`).

Every answer is computed by :mod:`cardkit.scopa`; hands played out (the
scope and the leftovers) are stored as a deal and its moves and replayed by
the engine.
"""

from __future__ import annotations

from functools import lru_cache

from ... import i18n
from ...cards import CARDS, ITALIAN, CardSet, to_cards
from ...scopa import (
    PRIMIERA_VALUES, Move, ScopaRules, ScopaState, can_take, capture_options, card_value, cards_value,
    match_winner, napola, primiera, primiera_cards, primiera_value, score_hand, sweep_value,
)
from ...scopa.rules import VALUE, option_masks
from ..answers import BOOL, CARDSET, INT, INTS
from ..practice import Topic, register_topic
from . import OPTIONS, PILE, POINTS, Position, WhoKind, _plus, _Stacked

i18n.register({
    "practice.scopa.table": {"en": "table", "it": "tavolo"},
    "practice.scopa.hand": {"en": "your hand", "it": "la tua mano"},
    "practice.scopa.played": {"en": "card played", "it": "carta giocata"},
    "practice.scopa.pile": {"en": "pile {name}", "it": "mazzetto {name}"},
    "practice.scopa.the_pile": {"en": "the pile", "it": "il mazzetto"},
    "practice.scopa.player_scope": {"en": "player {n}, scope: {s}", "it": "giocatore {n}, scope: {s}"},
    "practice.scopa.sweep": {
        "en": "play {i} of {last} (round {round}) · player {p} plays {move} on this table",
        "it": "giocata {i} di {last} (giro {round}) · il giocatore {p} gioca {move} su questo tavolo",
    },
    "practice.scopa.play": {"en": "player {p}: {move}", "it": "giocatore {p}: {move}"},
    "practice.scopa.left": {"en": "left on the table at the end", "it": "rimaste sul tavolo alla fine"},
})


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------

def _by_value(cards) -> list:
    """Cards lowest value first (then suit d, c, s, b), as tables are drawn."""
    return sorted(to_cards(cards), key=lambda c: (c.rank_index, c.suit_index))


def _text(cards) -> str:
    """Cards as notation, lowest value first: plain data for a position."""
    return " ".join(str(c) for c in _by_value(cards))


def _sample(rng, pool, k) -> list:
    """``k`` cards drawn from ``pool``, the same for a seed whatever the
    pool's order."""
    return rng.sample(sorted(pool), k)


def _tr(key, **params) -> str:
    return i18n.tr(f"practice.scopa.{key}", **params)


def _table_and(data, second_label, second) -> Position:
    return Position([(_tr("table"), _by_value(data["table"])), (_tr(second_label), to_cards(second))], 80)


def _hint_safe(expected, misconception) -> bool:
    """False when the expected numbers read like the checker's own "hint 1"
    label (all ones) while the misconception has no 1: such a position would
    look as if the feedback gave the answer away, so it is not generated."""
    return not (set(expected) <= {1} and 1 not in misconception)


# -- hands played out by the engine (scope and leftovers) ---------------------

def _new_hand(rng, players: int) -> ScopaState:
    """A state at the first play of a hand dealt from ``rng`` (a deal with
    three or four kings on the table is void, so another is drawn)."""
    while True:
        order = _sample(rng, ITALIAN.cards, 40)
        state = ScopaState(ScopaRules(players=players), deal=" ".join(map(str, order)), auto_deal=False)
        if not state.is_chance_node():
            return state


def _play(rng, state: ScopaState, plays: int, prefer: str = "") -> list:
    """Play ``plays`` moves chosen by ``rng`` among the legal ones, or among
    those ``prefer`` names when there are any: ``"most"`` — captures of as
    many cards as possible (a small table, frequent sweeps); ``"no_sweep"``
    — captures that leave a card on the table (a small table, few sweeps).
    Returns ``(player, took, swept)`` per play."""
    out = []
    for _ in range(plays):
        moves = state.legal_moves()
        table = len(state.table_set)
        if prefer == "most":
            most = max(len(m.capture) for m in moves)
            moves = [m for m in moves if len(m.capture) == most]
        elif prefer == "no_sweep":
            moves = [m for m in moves if 0 < len(m.capture) < table] or moves
        move = rng.choice(moves)
        out.append((state.current_player(), bool(move.capture), bool(move.capture) and len(move.capture) == table))
        state.play(move)
    return out


def _as_data(state: ScopaState) -> dict:
    """A played hand as plain data: the players, the deal and the moves."""
    history = state.history
    return {"players": state.players, "deal": history[0].split(" ", 1)[1], "moves": list(history[1:])}


@lru_cache(maxsize=512)
def _replayed(players: int, deal: str, moves: tuple):
    state = ScopaState(ScopaRules(players=players), deal=deal, auto_deal=False)
    for m in moves:
        state.play(m)
    return state.hand_record(0)


def _record(data):
    """The finished hand a position describes, replayed by the engine."""
    return _replayed(data["players"], data["deal"], tuple(data["moves"]))


# --------------------------------------------------------------------------
# scopa-primiera
# --------------------------------------------------------------------------

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
        return _Stacked([(_tr("the_pile"), sorted(to_cards(data["pile"])))], 58)


register_topic(Primiera())


# --------------------------------------------------------------------------
# scopa-captures
# --------------------------------------------------------------------------

def _sums_ignoring_equal(card, table) -> list:
    """Groups of two or more table cards adding up to the card's value, as
    if the equal cards on the table did not forbid them."""
    v = card_value(card)
    return capture_options(card, [c for c in to_cards(table) if card_value(c) != v])


class Captures(Topic):
    """Every capture a card may choose.  Rule: when a table card has the
    card's value, only such single cards may be taken, never a sum.
    Generated with an equal card on the table *and* a sum of table cards
    reaching the same value, so a learner who lists the sums as well (the
    misconception) is wrong; harder positions have bigger tables, two equal
    cards (two options) and several sums."""

    name = "scopa-captures"
    game = "scopa"
    kind = OPTIONS
    ui = "text"
    texts = {
        "rule": {"en": "captures: the equal card comes before any sum",
                 "it": "le prese: la carta di pari valore viene prima di ogni somma"},
        "statement": {
            "en": "The table holds {table}. You play {card}. List every capture you may choose, "
                  "one group of table cards per option (e.g. [\"2d Fb\", \"2d 3c 5s\"]).",
            "it": "Sul tavolo ci sono {table}. Giochi {card}. Elenca tutte le prese fra cui puoi "
                  "scegliere, un gruppo di carte del tavolo per ogni scelta (per esempio "
                  "[\"2d Fb\", \"2d 3c 5s\"]).",
        },
        "hint1": {
            "en": "Before adding anything up, look for a table card of the same value as the card you play.",
            "it": "Prima di fare somme, cerca sul tavolo una carta dello stesso valore di quella che giochi.",
        },
        "hint2": {
            "en": "When a card of the same value is on the table, the sums do not count at all; "
                  "each card of that value is an option of its own.",
            "it": "Quando sul tavolo c'è una carta di pari valore, le somme non contano proprio; "
                  "ogni carta di quel valore è una scelta a sé.",
        },
        "hint3": {
            "en": "Work out the value of {card} (ace 1, fante 8, cavallo 9, re 10). Then go through the "
                  "table card by card and write down, as a group on its own, each card with exactly "
                  "that value. Add nothing up.",
            "it": "Calcola il valore di {card} (asso 1, fante 8, cavallo 9, re 10). Poi scorri il tavolo "
                  "carta per carta e scrivi, come gruppo a sé, ogni carta che ha esattamente quel "
                  "valore. Non sommare nulla.",
        },
        "correct": {
            "en": "{expected}: a card of the same value is on the table, so the sums are not allowed.",
            "it": "{expected}: sul tavolo c'è una carta di pari valore, quindi le somme non sono permesse.",
        },
        "sum": {
            "en": "{bad} adds up to the value of {card}, but a card of that same value lies on the table: "
                  "then you must take such a card, never a sum",
            "it": "{bad} fa proprio il valore di {card}, ma sul tavolo c'è una carta di pari valore: "
                  "allora devi prendere quella, mai una somma",
        },
        "two_equal": {
            "en": "a card takes ONE table card of its value: when there are several, each is a "
                  "separate option, never taken together",
            "it": "una carta prende UNA carta del tavolo del suo valore: se ce ne sono più d'una, ognuna "
                  "è una scelta a sé, mai prese insieme",
        },
        "missing_equal": {
            "en": "every group you wrote may be taken, but not every option is there: each table card "
                  "of the same value is an option of its own",
            "it": "ogni gruppo che hai scritto si può prendere, ma non ci sono tutte le scelte: ogni "
                  "carta del tavolo di pari valore è una scelta a sé",
        },
        "not_on_table": {
            "en": "{bad} is not on the table: you can only take cards that are there",
            "it": "{bad} non è sul tavolo: puoi prendere solo le carte che ci sono",
        },
        "wrong_value": {
            "en": "{bad} is not worth what {card} is worth for taking (fante 8, cavallo 9, re 10)",
            "it": "{bad} non vale quanto {card} per prendere (fante 8, cavallo 9, re 10)",
        },
        "none": {
            "en": "{card} can take here: a card that can take must take",
            "it": "qui {card} può prendere: una carta che può prendere deve prendere",
        },
    }

    SIZES = {"easy": (4, 4), "normal": (5, 6), "hard": (6, 8)}

    def generate(self, rng, difficulty):
        lo, hi = self.SIZES[difficulty]
        equal = {"easy": (1,), "normal": (1, 1, 2), "hard": (1, 2)}[difficulty]
        lowest = {"easy": 3, "normal": 4, "hard": 6}[difficulty]
        while True:
            card = rng.choice([c for c in ITALIAN.cards if card_value(c) >= lowest])
            v = card_value(card)
            same = [c for c in ITALIAN.cards if card_value(c) == v and c != card]
            eq = rng.sample(same, rng.choice(equal))
            rest = rng.sample([c for c in ITALIAN.cards if card_value(c) != v], rng.randint(lo, hi) - len(eq))
            data = {"table": _text(eq + rest), "card": str(card)}
            sums = _sums_ignoring_equal(card, data["table"])
            if len(sums) >= (2 if difficulty == "hard" else 1):
                return data

    def solve(self, data):
        return capture_options(data["card"], data["table"])

    def misconception(self, data):
        return self.solve(data) + _sums_ignoring_equal(data["card"], data["table"])

    def diagnose(self, given, expected, data):
        table = CardSet(data["table"])
        v = card_value(data["card"])
        for g in given:
            if not g <= table:
                return "not_on_table", {"bad": _plus(g - table)}
        for g in given:
            if cards_value(g) == v and len(g) > 1 and all(card_value(c) != v for c in g):
                return "sum", {"bad": _plus(g)}
        for g in given:
            if len(g) > 1 and all(card_value(c) == v for c in g):
                return "two_equal"
            if cards_value(g) != v:
                return "wrong_value", {"bad": _plus(g)}
        if not given:
            return "none"
        if given < expected:
            return "missing_equal"
        return None

    def params(self, data):
        return {"table": data["table"], "card": data["card"]}

    def picture(self, data):
        return _table_and(data, "played", data["card"])


register_topic(Captures())


# --------------------------------------------------------------------------
# scopa-legal-capture
# --------------------------------------------------------------------------

class LegalCapture(Topic):
    """Is a proposed capture allowed?  The rule under test depends on the
    position's *trap*: ``equal`` — a sum is proposed while a card of the same
    value lies on the table (allowed only the equal card: the misconception
    says "it adds up, so yes"); ``double`` — the equal card *and* a sum at
    once (one group only); ``figure`` — a fante or cavallo takes a sum of its
    value for taking, 8 or 9 (the misconception counts every figure as 10,
    its primiera value, and says the capture does not add up)."""

    name = "scopa-legal-capture"
    game = "scopa"
    kind = BOOL
    ui = "choice"
    texts = {
        "rule": {"en": "is this capture allowed? one card of equal value first, or one group adding up",
                 "it": "questa presa è permessa? prima la carta di pari valore, oppure un gruppo che somma"},
        "statement": {
            "en": "The table holds {table}. You play {card} and want to take {take}. "
                  "Is that allowed? (True or False)",
            "it": "Sul tavolo ci sono {table}. Giochi {card} e vuoi prendere {take}. "
                  "Si può? (True o False)",
        },
        "hint1": {
            "en": "Before adding anything up, look for a table card of the same value as the card you play.",
            "it": "Prima di fare somme, cerca sul tavolo una carta dello stesso valore di quella che giochi.",
        },
        "hint2": {
            "en": "Values for taking: ace 1, number cards their number, fante 8, cavallo 9, re 10. "
                  "A card takes one table card of its value or, only when there is none, one group of "
                  "cards adding up to its value.",
            "it": "Valori per prendere: asso 1, le carte numerate il loro numero, fante 8, cavallo 9, "
                  "re 10. Una carta prende una carta del tavolo del suo valore oppure, solo se non ce "
                  "n'è, un gruppo di carte che somma il suo valore.",
        },
        "hint3": {
            "en": "Find the value of {card}. Is a card of that value on the table? If it is, that card "
                  "alone may be taken. If not, add up {take} with the values for taking and compare.",
            "it": "Trova il valore di {card}. Sul tavolo c'è una carta di quel valore? Se c'è, si può "
                  "prendere solo quella. Se non c'è, somma {take} con i valori per prendere e confronta.",
        },
        "correct": {
            "en": "{expected}: a card takes one table card of its value when there is one, otherwise "
                  "one group adding up to its value.",
            "it": "{expected}: una carta prende una carta del tavolo del suo valore quando c'è, "
                  "altrimenti un gruppo che somma il suo valore.",
        },
        "sum_ok": {
            "en": "{take} does add up to the value of {card}, but a card of that same value lies on the "
                  "table: then the rule lets you take such a card only, never a sum",
            "it": "{take} fa proprio il valore di {card}, ma sul tavolo c'è una carta di pari valore: "
                  "allora la regola permette di prendere solo quella, mai una somma",
        },
        "two_groups": {
            "en": "a card makes one capture: one card of its value, or one group adding up to it, "
                  "never both together",
            "it": "una carta fa una sola presa: una carta del suo valore, oppure un gruppo che lo somma, "
                  "mai le due cose insieme",
        },
        "figure_ten": {
            "en": "for taking, the figures continue the count after the 7: fante 8, cavallo 9, re 10; "
                  "10 for every figure is their primiera value",
            "it": "per prendere le figure continuano a contare dopo il 7: fante 8, cavallo 9, re 10; "
                  "10 per ogni figura è il loro valore di primiera",
        },
    }

    TRAPS = {"easy": ("equal", "figure"), "normal": ("equal", "figure"), "hard": ("equal", "double", "figure")}
    #: how often each trap is drawn (default once each): "equal" and "double" answer False,
    #: "figure" True, so that each answer is right about half the time
    WEIGHTS = {"hard": (1, 1, 2)}
    SIZES = {"easy": (3, 4), "normal": (4, 5), "hard": (5, 7)}

    def generate(self, rng, difficulty):
        lo, hi = self.SIZES[difficulty]
        traps = self.TRAPS[difficulty]
        trap = rng.choices(traps, weights=self.WEIGHTS[difficulty])[0] if difficulty in self.WEIGHTS \
            else rng.choice(traps)
        while True:
            if trap == "figure":
                card = rng.choice([c for c in ITALIAN.cards if c.rank in "FC"])
            else:
                card = rng.choice([c for c in ITALIAN.cards if card_value(c) >= 3])
            v = card_value(card)
            others = [c for c in ITALIAN.cards if card_value(c) != v]
            table = rng.sample(others, rng.randint(lo, hi) - (trap != "figure"))
            sums = capture_options(card, table)
            if not sums:
                continue
            take = rng.choice(sums)
            if trap != "figure":
                equal = rng.choice([c for c in ITALIAN.cards if card_value(c) == v and c != card])
                table.append(equal)
                if trap == "double":
                    take = list(take) + [equal]
            data = {"table": _text(table), "card": str(card), "take": _text(take), "trap": trap}
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return CardSet(data["take"]) in [CardSet(o) for o in capture_options(data["card"], data["table"])]

    def misconception(self, data):
        if data["trap"] == "figure":
            return cards_value(data["take"]) == primiera_value(data["card"])
        return True

    def diagnose(self, given, expected, data):
        if given and not expected:
            return "two_groups" if data["trap"] == "double" else "sum_ok"
        if expected and not given and data["trap"] == "figure":
            return "figure_ten"
        return None

    def params(self, data):
        return {"table": data["table"], "card": data["card"], "take": data["take"].replace(" ", "+")}

    def choices(self, data):
        return [True, False]

    def picture(self, data):
        return _table_and(data, "played", data["card"])


register_topic(LegalCapture())


# --------------------------------------------------------------------------
# scopa-lay-down
# --------------------------------------------------------------------------

class LayDown(Topic):
    """Which cards of the hand may be laid down without taking?  Rule: a
    card that can take must take, and a sum of two or more table cards is a
    capture too.  Generated so that a card of the hand finds no equal card
    but can take a sum: a learner who looks only for equal cards (the
    misconception) lays it down.  Hard tables are fuller: how many cards may
    be laid down (none, one or two) is drawn first."""

    name = "scopa-lay-down"
    game = "scopa"
    kind = CARDSET
    ui = "cards"
    texts = {
        "rule": {"en": "a card that can take must take (a sum too)",
                 "it": "una carta che può prendere deve prendere (anche una somma)"},
        "statement": {
            "en": "The table holds {table} and your hand is {hand}. Which of your cards can you play "
                  "WITHOUT taking anything? Give them all (or [] if none).",
            "it": "Sul tavolo ci sono {table} e in mano hai {hand}. Quali tue carte puoi giocare SENZA "
                  "prendere nulla? Indicale tutte (o [] se nessuna).",
        },
        "hint1": {
            "en": "A card that CAN take MUST take, and a group of table cards adding up to its value "
                  "is a capture too.",
            "it": "Una carta che PUÒ prendere DEVE prendere, e anche un gruppo di carte del tavolo che "
                  "somma il suo valore è una presa.",
        },
        "hint2": {
            "en": "For each card of your hand, look first for a table card of the same value, then for "
                  "two or more table cards adding up to its value.",
            "it": "Per ogni carta della mano cerca prima una carta del tavolo di pari valore, poi due o "
                  "più carte del tavolo che sommano il suo valore.",
        },
        "hint3": {
            "en": "Values: ace 1, number cards their number, fante 8, cavallo 9, re 10. Take your cards "
                  "one at a time; for each, add up every pair and every triple of table cards and see "
                  "whether one reaches its value exactly.",
            "it": "Valori: asso 1, le carte numerate il loro numero, fante 8, cavallo 9, re 10. Prendi "
                  "le tue carte una alla volta; per ciascuna somma ogni coppia e ogni terna di carte del "
                  "tavolo e guarda se una arriva esattamente al suo valore.",
        },
        "correct": {
            "en": "{expected}: a card that can take (one card of its value, or a sum) must take, so only "
                  "the cards that take nothing can be laid down.",
            "it": "{expected}: una carta che può prendere (una carta del suo valore, o una somma) deve "
                  "prendere, quindi si possono posare solo le carte che non prendono nulla.",
        },
        "forced_sum": {
            "en": "{card} finds no card of its value, but {take} adds up to it: a card that can take "
                  "a sum must take it",
            "it": "{card} non trova una carta del suo valore, ma {take} la somma: una carta che può "
                  "prendere una somma deve prenderla",
        },
        "forced_equal": {
            "en": "{card} has a card of the same value on the table, and a card that can take must take",
            "it": "{card} ha sul tavolo una carta di pari valore, e una carta che può prendere deve prendere",
        },
        "missed": {
            "en": "a card you left out finds neither an equal card nor a sum on the table, so it may "
                  "be laid down",
            "it": "una carta che hai lasciato fuori non trova sul tavolo né una carta uguale né una "
                  "somma, quindi si può posare",
        },
        "not_in_hand": {
            "en": "{card} is not in your hand",
            "it": "{card} non è nella tua mano",
        },
    }

    SIZES = {"easy": 3, "normal": 4, "hard": 5}

    def generate(self, rng, difficulty):
        n = self.SIZES[difficulty]
        # hard: how many cards may be laid down (0, 1 or 2) is drawn first, else a full table
        # lets no card be laid down in most positions and "none" would be a safe guess
        laid = rng.choice((0, 1, 2)) if difficulty == "hard" else None
        while True:
            cards = rng.sample(ITALIAN.cards, n + 3)
            data = {"table": _text(cards[:n]), "hand": _text(cards[n:])}
            if difficulty == "hard" and not any(len(o) >= 3 for c in cards[n:]
                                                for o in capture_options(c, data["table"])):
                continue
            if laid not in (None, len(self.solve(data))):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return [c for c in to_cards(data["hand"]) if not capture_options(c, data["table"])]

    def misconception(self, data):
        values = {card_value(c) for c in to_cards(data["table"])}
        return [c for c in to_cards(data["hand"]) if card_value(c) not in values]

    def diagnose(self, given, expected, data):
        hand = CardSet(data["hand"])
        for c in sorted(given - hand):
            return "not_in_hand", {"card": str(c)}
        for c in sorted(given - expected):
            options = capture_options(c, data["table"])
            if len(options[0]) > 1:
                return "forced_sum", {"card": str(c), "take": _plus(options[0])}
            return "forced_equal", {"card": str(c)}
        if expected - given:
            return "missed"
        return None

    def params(self, data):
        return {"table": data["table"], "hand": data["hand"]}

    def offered(self, data):
        return [str(c) for c in to_cards(data["hand"])]

    def picture(self, data):
        return _table_and(data, "hand", data["hand"])


register_topic(LayDown())


# --------------------------------------------------------------------------
# scopa-scope-count
# --------------------------------------------------------------------------

def _last_round_ending_in_sweep(rng, state: ScopaState, sweeps_left: int, budget: int = 40):
    """Moves for the whole last round of ``state`` whose last card takes
    every card left on the table, with at most ``sweeps_left`` sweeps in the
    round (that one included), or ``None`` if a random search of ``budget``
    steps finds none (when there is one, it is usually found at once; a
    fresh hand is cheaper than searching on).  The search follows the
    engine's captures (:func:`~cardkit.scopa.rules.option_masks` on card
    numbers); the moves found are then played by the engine itself."""
    n = state.players
    order = [(state.current_player() + k) % n for k in range(3 * n)]
    hands = {p: [int(c) for c in state.hand(p)] for p in range(n)}
    steps = [budget]

    def search(i, table, left):
        steps[0] -= 1
        if steps[0] < 0:
            return None
        p = order[i]
        for c in rng.sample(hands[p], len(hands[p])):
            options = option_masks(VALUE[c], table) or (0,)
            for taken in rng.sample(options, len(options)):
                swept = taken != 0 and taken == table
                if i == len(order) - 1:
                    if swept and left >= 1:
                        return [Move(CARDS[c], taken)]
                    continue
                if swept and left <= 1:
                    continue
                hands[p].remove(c)
                found = search(i + 1, table ^ taken if taken else table | 1 << c, left - swept)
                hands[p].append(c)
                if found is not None:
                    return [Move(CARDS[c], taken)] + found
        return None

    return search(0, state.table_set.mask, sweeps_left)


def _hand_ending_in_sweep(rng, players: int, most: int) -> dict:
    """A hand, played by the engine, whose last card takes every card left
    on the table, with at most ``most`` sweeps in all: the hand is played up
    to its last round keeping the table small (with many sweeps or, when
    ``most`` is small, few), then a last round ending in a sweep is
    searched for."""
    while True:
        state = _new_hand(rng, players)
        before = _play(rng, state, 36 - 3 * players, "most" if most > 2 else "no_sweep")
        moves = _last_round_ending_in_sweep(rng, state, most - sum(p[2] for p in before))
        if moves is not None:
            for move in moves:
                state.play(move)
            return _as_data(state)


class ScopeCount(Topic):
    """How many scope did each player make?  Rule: taking every card on the
    table is a scopa, except with the last card of the hand.  The position
    lists every play of a hand (played out by the engine) that emptied the
    table, and the last card of the hand is always one of them: a learner
    who counts every sweep (the misconception) scores it as a scopa.
    Harder positions have more sweeps and three players; easy ones hold a
    scopa two times in three (else no scopa would be the usual answer)."""

    name = "scopa-scope-count"
    game = "scopa"
    kind = INTS
    ui = "text"
    texts = {
        "rule": {"en": "a scopa: never with the last card of the hand",
                 "it": "la scopa: mai con l'ultima carta della mano"},
        "statement": {
            "en": "A hand between {players} players: the plays drawn below are all those that took every "
                  "card on the table (each with the table it found). How many scope did each player "
                  "make? Write one number per player, [player 1, player 2, …], and 0 for a player who "
                  "made none.",
            "it": "Una mano fra {players} giocatori: le giocate disegnate sotto sono tutte quelle che "
                  "hanno preso tutte le carte del tavolo (ognuna con il tavolo che ha trovato). Quante "
                  "scope ha fatto ogni giocatore? Scrivi un numero per giocatore, [giocatore 1, "
                  "giocatore 2, …], e 0 per chi non ne ha fatte.",
        },
        "hint1": {
            "en": "Emptying the table is a scopa, with one exception: read the play numbers.",
            "it": "Vuotare il tavolo è una scopa, con un'eccezione: leggi i numeri delle giocate.",
        },
        "hint2": {
            "en": "A sweep made with the very last card of the hand is not a scopa: the cards are taken, "
                  "but the point is not scored.",
            "it": "Una presa di tutto il tavolo fatta con l'ultimissima carta della mano non è scopa: le "
                  "carte si prendono, ma il punto non si segna.",
        },
        "hint3": {
            "en": "Go down the plays: give one scopa to the player of each, except the play numbered "
                  "{last} of {last}, the last card of the hand. Then write the counts in player order.",
            "it": "Scorri le giocate: dai una scopa al giocatore di ciascuna, tranne la giocata numero "
                  "{last} di {last}, l'ultima carta della mano. Poi scrivi i conteggi in ordine di "
                  "giocatore.",
        },
        "correct": {
            "en": "{expected}: every sweep is a scopa except the one made with the last card of the hand.",
            "it": "{expected}: ogni presa di tutto il tavolo è scopa, tranne quella fatta con l'ultima "
                  "carta della mano.",
        },
        "last_card": {
            "en": "you counted the sweep made with the last card of the hand: emptying the table with the "
                  "hand's last card is never a scopa",
            "it": "hai contato la presa fatta con l'ultima carta della mano: vuotare il tavolo con "
                  "l'ultima carta della mano non è mai scopa",
        },
        "length": {
            "en": "write one number per player, in player order",
            "it": "scrivi un numero per giocatore, in ordine di giocatore",
        },
        "miscount": {
            "en": "count the plays of each player again: every sweep but the one with the hand's last "
                  "card is a scopa",
            "it": "riconta le giocate di ogni giocatore: ogni presa di tutto il tavolo, tranne quella "
                  "con l'ultima carta della mano, è scopa",
        },
    }

    def generate(self, rng, difficulty):
        players, most = {"easy": (2, 2), "normal": (2, 6), "hard": (3, 9)}[difficulty]
        # easy: a scopa (by either player) two times in three, none one time in three, so that
        # [0, 0] is not the answer of most questions (the engine's hand decides who made it)
        scopa = rng.random() < 2 / 3 if difficulty == "easy" else None
        while True:
            data = _hand_ending_in_sweep(rng, players, most)
            if scopa is not None and scopa != any(self.solve(data)):
                continue
            if _hint_safe(self.solve(data), self.misconception(data)):
                return data

    def _sweeps(self, data):
        return [p for p in _record(data).plays if p.taken and not p.table_after]

    def solve(self, data):
        return [s.scope for s in _record(data).scores]

    def misconception(self, data):
        counts = [0] * data["players"]
        for p in self._sweeps(data):
            counts[p.player] += 1
        return counts

    def diagnose(self, given, expected, data):
        if len(given) != data["players"]:
            return "length"
        if list(given) == self.misconception(data):
            return "last_card"
        return "miscount"

    def params(self, data):
        return {"players": data["players"], "last": len(data["moves"])}

    def picture(self, data):
        last = len(data["moves"])
        rows = [(_tr("sweep", i=p.index + 1, last=last, round=p.round, p=p.player + 1, move=str(p.move)),
                 list(p.table_before)) for p in self._sweeps(data)]
        return Position(rows, 58)


register_topic(ScopeCount())


# --------------------------------------------------------------------------
# scopa-leftovers
# --------------------------------------------------------------------------

class Leftovers(Topic):
    """Who gets the cards left on the table at the end of the hand?  Rule:
    the player who made the last capture, not the one who played last.
    Generated (a hand played out by the engine) so that the last card of
    the hand takes nothing and was played by someone else than the last
    taker: the misconception gives the leftovers to the last player.  The
    players are numbered in playing order from a leader drawn with the
    position (``first``), so neither the last player nor the last taker is
    always the same number.  Harder positions have three players and the
    last capture further back."""

    name = "scopa-leftovers"
    game = "scopa"
    kind = WhoKind(3)
    ui = "choice"
    texts = {
        "rule": {"en": "the cards left on the table go to the last player who took",
                 "it": "le carte rimaste sul tavolo vanno all'ultimo che ha preso"},
        "statement": {
            "en": "The end of a hand between {players} players: the last plays are drawn below, and the "
                  "cards still on the table after the last card. Who gets those cards? "
                  "(a player number, or 'nobody')",
            "it": "La fine di una mano fra {players} giocatori: le ultime giocate sono disegnate sotto, "
                  "con le carte rimaste sul tavolo dopo l'ultima carta. A chi vanno quelle carte? "
                  "(il numero di un giocatore, o 'nessuno')",
        },
        "hint1": {
            "en": "The leftovers do not simply go to whoever played last.",
            "it": "Le carte rimaste non vanno semplicemente a chi ha giocato per ultimo.",
        },
        "hint2": {
            "en": "The cards left on the table go to the player who made the last capture of the hand "
                  "(and it is not a scopa).",
            "it": "Le carte rimaste sul tavolo vanno al giocatore che ha fatto l'ultima presa della mano "
                  "(e non è scopa).",
        },
        "hint3": {
            "en": "Read the plays from the bottom up and stop at the first one that took something: "
                  "its player gets the leftovers.",
            "it": "Leggi le giocate dal basso verso l'alto e fermati alla prima che ha preso qualcosa: "
                  "il suo giocatore riceve le carte rimaste.",
        },
        "correct": {
            "en": "{expected}: the last capture was theirs, so the cards left on the table go to them.",
            "it": "{expected}: l'ultima presa è sua, quindi le carte rimaste sul tavolo vanno a lui.",
        },
        "last_card": {
            "en": "the last card of the hand took nothing: the leftovers go to whoever made the last "
                  "capture, not to whoever played last",
            "it": "l'ultima carta della mano non ha preso nulla: le carte rimaste vanno a chi ha fatto "
                  "l'ultima presa, non a chi ha giocato per ultimo",
        },
        "lost": {
            "en": "the cards left on the table are not lost: they go to the player who made the last capture",
            "it": "le carte rimaste non si perdono: vanno al giocatore che ha fatto l'ultima presa",
        },
        "earlier": {
            "en": "{answer} did take, but someone took after that: look for the very last capture",
            "it": "{answer} ha preso, ma qualcuno ha preso dopo: cerca l'ultimissima presa",
        },
        "not_a_player": {
            "en": "there are only {players} players here",
            "it": "qui ci sono solo {players} giocatori",
        },
    }

    def generate(self, rng, difficulty):
        players, back = {"easy": (2, 1), "normal": (2, 2), "hard": (3, 3)}[difficulty]
        while True:
            start = _new_hand(rng, players)
            before = _play(rng, start, 36 - 3 * players)
            for _ in range(4):   # the last round, tried a few ways
                state = start.copy()
                plays = before + _play(rng, state, 3 * players)
                takes = [i for i, (_, took, _) in enumerate(plays) if took]
                if (not plays[-1][1] and takes and plays[takes[-1]][0] != plays[-1][0]
                        and len(plays) - takes[-1] - 1 >= back):
                    return {**_as_data(state), "first": rng.randint(1, players)}

    @staticmethod
    def _number(data, player: int) -> int:
        """The number a player goes by in the question: the hand's leader is
        player ``first`` and the others follow in playing order, so the last
        card is not always played by the same number."""
        return (player + data["first"] - 1) % data["players"] + 1

    def solve(self, data):
        to = _record(data).leftovers_to
        return "nobody" if to is None else self._number(data, to)

    def misconception(self, data):
        return self._number(data, _record(data).plays[-1].player)

    def _shown(self, data):
        """The plays drawn: from the one before the last capture to the end."""
        plays = _record(data).plays
        last_take = max(p.index for p in plays if p.taken)
        return plays[max(0, last_take - 1):]

    def diagnose(self, given, expected, data):
        if given == "nobody":
            return "lost"
        p = int(given)
        if p > data["players"]:
            return "not_a_player"
        if p == self.misconception(data):
            return "last_card"
        if any(x.taken and self._number(data, x.player) == p for x in _record(data).plays):
            return "earlier"
        return None

    def params(self, data):
        return {"players": data["players"]}

    def choices(self, data):
        return [p + 1 for p in range(data["players"])] + ["nobody"]

    def picture(self, data):
        rows = [(_tr("play", p=self._number(data, x.player), move=x.move.describe()), [x.card] + list(x.taken))
                for x in self._shown(data)]
        rows.append((_tr("left"), list(_record(data).leftovers)))
        return Position(rows, 58)


register_topic(Leftovers())


# --------------------------------------------------------------------------
# scopa-primiera-winner
# --------------------------------------------------------------------------

def _suits_total(pile) -> int:
    """The misconception: the best cards of the suits the pile holds, added
    up, even when a suit is missing."""
    return sum(primiera_value(c) for c in primiera_cards(pile).values() if c is not None)


class PrimieraWinner(Topic):
    """Which pile scores the primiera point?  Rule: a pile missing a suit
    has no primiera at all.  Generated so that a pile missing a suit has the
    better cards in the suits it holds: a learner who adds up the suits
    there are (the misconception) gives it the point.  Hard positions may
    have both piles missing a suit (then nobody scores it) and are drawn in
    one row per pile instead of suit by suit; a fifth of them are two
    complete piles of equal primiera totals (nobody scores it), where the
    misconception gives the point to the pile with more cards."""

    name = "scopa-primiera-winner"
    game = "scopa"
    kind = PILE
    ui = "choice"
    texts = {
        "rule": {"en": "who wins the primiera: a pile missing a suit has none",
                 "it": "chi vince la primiera: un mazzetto senza un seme non ce l'ha"},
        "statement": {
            "en": "Two piles at the end of a hand, A and B (drawn below). Which pile scores the "
                  "primiera point? ('A', 'B' or 'nobody')",
            "it": "Due mazzetti alla fine di una mano, A e B (disegnati sotto). Quale mazzetto vince "
                  "il punto della primiera? ('A', 'B' o 'nessuno')",
        },
        "hint1": {
            "en": "Before adding anything up, check that each pile holds a card of every suit.",
            "it": "Prima di sommare, controlla che ogni mazzetto abbia una carta di ogni seme.",
        },
        "hint2": {
            "en": "A pile that lacks a whole suit has no primiera, however strong its sevens. A primiera "
                  "beats no primiera; between two, the higher total wins; an equal total scores nothing.",
            "it": "Un mazzetto a cui manca un intero seme non ha primiera, per quanti sette abbia. Una "
                  "primiera batte l'assenza di primiera; fra due, vince il totale più alto; a pari "
                  "totale il punto non va a nessuno.",
        },
        "hint3": {
            "en": "For each pile go through denari, coppe, spade, bastoni: is there at least one card? "
                  "Only for a pile with all four, add the best primiera value of each suit "
                  "(7 = 21, 6 = 18, ace = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, figures 10).",
            "it": "Per ogni mazzetto scorri denari, coppe, spade, bastoni: c'è almeno una carta? Solo per "
                  "un mazzetto che li ha tutti e quattro, somma il miglior valore di primiera di ogni "
                  "seme (7 = 21, 6 = 18, asso = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, figure 10).",
        },
        "correct": {
            "en": "{expected}: a pile missing a suit has no primiera at all.",
            "it": "{expected}: un mazzetto a cui manca un seme non ha primiera.",
        },
        "missing_suit": {
            "en": "pile {answer} has fine cards, but one suit is missing from it: without at least one "
                  "card of every suit a pile has no primiera",
            "it": "il mazzetto {answer} ha belle carte, ma gli manca un seme: senza almeno una carta per "
                  "seme un mazzetto non ha primiera",
        },
        "one_has_it": {
            "en": "one of the piles does hold all four suits, and a primiera beats no primiera",
            "it": "uno dei mazzetti ha tutti e quattro i semi, e una primiera batte l'assenza di primiera",
        },
        "more_cards": {
            "en": "the primiera is not decided by the number of cards: add up the two primiera totals and "
                  "compare them",
            "it": "la primiera non la decide il numero delle carte: somma i due totali di primiera e "
                  "confrontali",
        },
    }

    SIZES = {"easy": (5, 7), "normal": (6, 9), "hard": (7, 11)}

    def generate(self, rng, difficulty):
        lo, hi = self.SIZES[difficulty]
        roll = rng.random() if difficulty == "hard" else 1.0
        both = roll < 0.2
        if roll < 0.4 and not both:
            return self._tie(rng, lo, hi)
        while True:
            gap = rng.choice("dcsb")
            strong = [c for c in ITALIAN.cards if c.suit != gap and c.rank in "A567"]
            weak = [c for c in ITALIAN.cards if c.rank not in "A567"]
            short = rng.sample(strong, rng.randint(3, 5))
            rest = [c for c in weak if c not in short]
            if both:
                other_gap = rng.choice([s for s in "dcsb" if s != gap])
                rest = [c for c in rest if c.suit != other_gap]
            full = rng.sample(rest, rng.randint(lo, hi))
            pool = [c for c in ITALIAN.cards if c not in short and c not in full and c.suit != gap]
            short += rng.sample(pool, rng.randint(0, 2))
            piles = [_text(short), _text(full)]
            if rng.random() < 0.5:
                piles.reverse()
            data = {"a": piles[0], "b": piles[1], "drawn": "suits" if difficulty != "hard" else "rows"}
            if both == (self.solve(data) == "nobody") and self.solve(data) != self.misconception(data):
                return data

    def _tie(self, rng, lo, hi) -> dict:
        """Two piles with every suit and the same primiera total, of
        different sizes (text 002: "a parità di punteggio il punto non viene
        assegnato")."""
        while True:
            cards = list(ITALIAN.cards)
            rng.shuffle(cards)
            n = rng.randint(lo, hi)
            a, b = cards[:n], cards[n:n + rng.randint(lo, hi)]
            data = {"a": _text(a), "b": _text(b), "drawn": "rows"}
            pa, pb = primiera(data["a"]), primiera(data["b"])
            if pa is not None and pa == pb and len(a) != len(b):
                return data

    def _tied(self, data) -> bool:
        pa, pb = primiera(data["a"]), primiera(data["b"])
        return pa is not None and pa == pb

    def solve(self, data):
        a, b = score_hand([data["a"], data["b"]])
        return "A" if a.primiera else "B" if b.primiera else "nobody"

    def misconception(self, data):
        """A pile missing a suit counted by the suits it has; two equal primiere split by the cards."""
        if self._tied(data):
            return "A" if len(data["a"].split()) > len(data["b"].split()) else "B"
        a, b = _suits_total(data["a"]), _suits_total(data["b"])
        return "A" if a > b else "B" if b > a else "nobody"

    def diagnose(self, given, expected, data):
        if given in "AB" and primiera(data[given.lower()]) is None:
            return "missing_suit"
        if given in "AB" and self._tied(data):
            return "more_cards"
        if given == "nobody":
            return "one_has_it"
        return None

    def choices(self, data):
        return ["A", "B", "nobody"]

    def picture(self, data):
        rows = [(_tr("pile", name="A"), sorted(to_cards(data["a"]))),
                (_tr("pile", name="B"), sorted(to_cards(data["b"])))]
        return _Stacked(rows, 58) if data["drawn"] == "suits" else Position(rows, 58)


register_topic(PrimieraWinner())


# --------------------------------------------------------------------------
# scopa-hand-points
# --------------------------------------------------------------------------

def _sides(data):
    """Each side's pile and scope: the players', or with four players the
    two pairs' (players 1 and 3, 2 and 4)."""
    piles, scope = [CardSet(p) for p in data["piles"]], data["scope"]
    if data["players"] == 4:
        return [piles[0] | piles[2], piles[1] | piles[3]], [scope[0] + scope[2], scope[1] + scope[3]]
    return piles, list(scope)


def _tied_counts(scores) -> dict:
    """Per category (carte, denari, primiera), the sides sharing a positive
    top count, when at least two share it."""
    counts = {"carte": [s.cards_taken for s in scores], "denari": [s.coins_taken for s in scores],
              "primiera": [s.primiera_total or 0 for s in scores]}
    out = {}
    for cat, values in counts.items():
        top = max(values)
        if top > 0 and values.count(top) > 1:
            out[cat] = [i for i, v in enumerate(values) if v == top]
    return out


def _split(rng, coins: list, totals: list) -> list:
    """Deal the 40 cards into piles with these numbers of coins and of cards."""
    coin_cards = _sample(rng, [c for c in ITALIAN.cards if c.suit == "d"], 10)
    other = _sample(rng, [c for c in ITALIAN.cards if c.suit != "d"], 30)
    piles = []
    for k, n in zip(coins, totals):
        piles.append(coin_cards[:k] + other[:n - k])
        coin_cards, other = coin_cards[k:], other[n - k:]
    return piles


class HandPoints(Topic):
    """The points of a hand, per side.  Rule: carte, denari and primiera go
    to the side alone at the top; a tie scores nothing.  Generated with a
    tie at the top of carte or denari, so a learner who gives the point to
    every tied side (the misconception) is wrong.  Easy: two players;
    normal: three, each for themselves; hard: four in pairs, whose piles
    and scope are added up before scoring."""

    name = "scopa-hand-points"
    game = "scopa"
    kind = POINTS
    ui = "text"
    texts = {
        "rule": {"en": "the points of a hand: a tie scores nothing",
                 "it": "i punti di una mano: la parità non fa punto"},
        "statement": {
            "en": "A hand between {players} players is over ({sides_en}); the piles and the scope of "
                  "each player are drawn below. How many points does each side score (no napola)? "
                  "Write one total per side, in order.",
            "it": "Una mano fra {players} giocatori è finita ({sides_it}); i mazzetti e le scope di "
                  "ogni giocatore sono disegnati sotto. Quanti punti fa ogni giocatore o coppia (senza "
                  "napola)? Scrivi "
                  "un totale per ciascuno, in ordine.",
        },
        "hint1": {
            "en": "Count before you give a point: carte, denari and primiera go only to a side alone at "
                  "the top.",
            "it": "Conta prima di dare un punto: carte, denari e primiera vanno solo a chi è in testa "
                  "da solo.",
        },
        "hint2": {
            "en": "Go through the categories in order: carte (most cards), denari (most coins), "
                  "settebello, primiera, then one point per scopa. When the top count is shared, "
                  "that point goes to nobody.",
            "it": "Passa le categorie in ordine: carte (più carte), denari (più denari), settebello, "
                  "primiera, poi un punto per scopa. Quando il conteggio più alto è pari, quel punto "
                  "non va a nessuno.",
        },
        "hint3": {
            "en": "Make a small table: one column per side, one row per category. In each row write the "
                  "count (cards, coins, primiera total), circle the highest only if it is alone, then "
                  "add the circles, the settebello and the scope of each column.",
            "it": "Fai una tabellina: una colonna per giocatore o coppia, una riga per categoria. In ogni riga scrivi "
                  "il conteggio (carte, denari, totale di primiera), cerchia il più alto solo se è da "
                  "solo, poi somma per ogni colonna i cerchi, il settebello e le scope.",
        },
        "correct": {
            "en": "{expected}: a category whose top count is shared scores nothing.",
            "it": "{expected}: una categoria col conteggio più alto pari non fa punto.",
        },
        "tie_scored": {
            "en": "in {cat} the top count is shared: a tie scores nothing, for anybody",
            "it": "per «{cat}» il conteggio più alto è pari: in caso di parità nessuno prende il punto",
        },
        "length": {
            "en": "there are {n} sides here: write one total per side",
            "it": "qui i punteggi sono {n}, uno per giocatore o per coppia: scrivi un totale per ciascuno",
        },
        "per_player": {
            "en": "partners share their captures and scope: add up the two piles of each pair first, "
                  "then score the two pairs",
            "it": "i compagni mettono in comune prese e scope: unisci prima i due mazzetti di ogni "
                  "coppia, poi conta i punti delle due coppie",
        },
        "no_scope": {
            "en": "you left out the scope: each scopa is one more point for its side",
            "it": "hai dimenticato le scope: ogni scopa vale un punto in più per chi l'ha fatta",
        },
        "category": {
            "en": "check {cat} again, for every side",
            "it": "ricontrolla «{cat}», per ciascuno",
        },
    }

    def generate(self, rng, difficulty):
        players = {"easy": 2, "normal": 3, "hard": 4}[difficulty]
        n = 3 if players == 3 else 2
        while True:
            if rng.random() < 0.5:   # a tie in carte
                top = rng.randint(14, 19) if n == 3 else 20
                totals = [top, top, 40 - 2 * top] if n == 3 else [20, 20]
                rng.shuffle(totals)
                coins = [rng.randint(0, min(t, 10)) for t in totals[:-1]]
                coins.append(10 - sum(coins))
            else:                    # a tie in denari
                coins = rng.choice([[4, 4, 2], [5, 5, 0]]) if n == 3 else [5, 5]
                rng.shuffle(coins)
                totals = [rng.randint(8, 18) for _ in range(n - 1)]
                totals.append(40 - sum(totals))
            if not all(0 <= k <= t and t - k <= 30 for k, t in zip(coins, totals)):
                continue
            piles = _split(rng, coins, totals)
            scope = [rng.choice((0, 0, 1, 2)) for _ in range(n)]
            if players == 4:   # each pair's pile and scope shared between its two players
                cut = [rng.randint(1, len(p) - 1) for p in piles]
                piles = [piles[0][:cut[0]], piles[1][:cut[1]], piles[0][cut[0]:], piles[1][cut[1]:]]
                first = [rng.randint(0, s) for s in scope]
                scope = first + [s - f for s, f in zip(scope, first)]
            data = {"players": players, "piles": [_text(p) for p in piles], "scope": scope}
            if _hint_safe(self.solve(data), self.misconception(data)):
                return data

    def _scores(self, data):
        piles, scope = _sides(data)
        return score_hand(piles, scope=scope)

    def solve(self, data):
        return [s.total for s in self._scores(data)]

    def misconception(self, data):
        scores = self._scores(data)
        totals = [s.total for s in scores]
        for sides in _tied_counts(scores).values():
            for i in sides:
                totals[i] += 1
        return totals

    def diagnose(self, given, expected, data):
        scores = self._scores(data)
        if data["players"] == 4 and len(given) == 4:
            return "per_player"
        if len(given) != len(expected):
            return "length", {"n": len(expected)}
        diff = [g - e for g, e in zip(given, expected)]
        for cat, sides in _tied_counts(scores).items():
            if all(diff[i] >= 1 for i in sides):
                return "tie_scored", {"cat": cat}
        if list(given) == [s.total - s.scope for s in scores]:
            return "no_scope"
        for cat in ("carte", "denari", "settebello", "primiera"):
            if any(getattr(s, cat) and d < 0 for s, d in zip(scores, diff)):
                return "category", {"cat": cat}
        return None

    #: who scores, by number of players (the statement names it in its own language)
    SIDES = {
        2: {"en": "two sides", "it": "uno contro uno"},
        3: {"en": "three sides, each for themselves", "it": "ognuno per sé"},
        4: {"en": "two pairs: players 1 and 3 against 2 and 4", "it": "due coppie: giocatori 1 e 3 contro 2 e 4"},
    }

    def params(self, data):
        sides = self.SIDES[data["players"]]
        return {"players": data["players"], **{f"sides_{lang}": sides[lang] for lang in i18n.LANGUAGES}}

    def picture(self, data):
        rows = [(_tr("player_scope", n=i + 1, s=s), sorted(to_cards(p)))
                for i, (p, s) in enumerate(zip(data["piles"], data["scope"]))]
        return _Stacked(rows, 58)


register_topic(HandPoints())


# --------------------------------------------------------------------------
# scopa-napola
# --------------------------------------------------------------------------

class Napola(Topic):
    """The napola points of a pile.  Rule: the ace, 2 and 3 of coins make 3
    points, and each further coin *in unbroken sequence* adds 1; no ace of
    coins, no napola.  Generated with a gap in the run and coins beyond it
    (or, in hard positions, a run without the ace), so a learner who counts
    every coin (the misconception) is wrong; from normal on, a card of
    another suit may sit where the missing coin would be."""

    name = "scopa-napola"
    game = "scopa"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the napola: the unbroken run of coins from the ace",
                 "it": "la napola: la scala di denari senza buchi dall'asso"},
        "statement": {
            "en": "With the napola option, how many napola points does this pile of {n} cards score?",
            "it": "Con l'opzione napola, quanti punti di napola fa questo mazzetto di {n} carte?",
        },
        "hint1": {
            "en": "The napola needs the ace, two and three of denari; from there it follows the coins "
                  "without a gap.",
            "it": "La napola richiede asso, due e tre di denari; da lì segue i denari senza buchi.",
        },
        "hint2": {
            "en": "A-2-3 of coins make 3 points; each further coin in sequence (4, 5, 6, 7, fante, "
                  "cavallo, re) adds 1. The run stops at the first missing coin, and other suits never "
                  "fill a gap. Without the ace of coins there is no napola.",
            "it": "A-2-3 di denari fanno 3 punti; ogni altro denaro in sequenza (4, 5, 6, 7, fante, "
                  "cavallo, re) aggiunge 1. La scala si ferma al primo denaro che manca, e gli altri semi "
                  "non chiudono mai un buco. Senza l'asso di denari non c'è napola.",
        },
        "hint3": {
            "en": "Look only at the denari row. Is the ace there? If so, walk up from it (A, 2, 3, 4, …) "
                  "and stop at the first coin that is missing; the number of coins walked is the score, "
                  "if you reached the 3.",
            "it": "Guarda solo la riga dei denari. C'è l'asso? Se c'è, sali da lì (A, 2, 3, 4, …) e "
                  "fermati al primo denaro che manca; il numero di denari percorsi è il punteggio, se "
                  "sei arrivato al 3.",
        },
        "correct": {
            "en": "{expected}: only the unbroken run of coins from the ace counts.",
            "it": "{expected}: conta solo la scala di denari senza buchi dall'asso.",
        },
        "all_coins": {
            "en": "you counted every coin; the napola counts only the unbroken run from the ace: after a "
                  "missing coin nothing more counts",
            "it": "hai contato tutti i denari; la napola conta solo la scala senza buchi dall'asso: dopo "
                  "un denaro che manca non conta più nulla",
        },
        "other_suit": {
            "en": "a card of another suit does not fill the gap: the napola is made of denari only",
            "it": "una carta di un altro seme non chiude il buco: la napola si fa solo con i denari",
        },
        "no_ace": {
            "en": "without the ace of denari there is no napola at all, however long the run",
            "it": "senza l'asso di denari non c'è napola, per quanto lunga sia la scala",
        },
        "base": {
            "en": "the ace, two and three make the first points, and each coin that follows them in "
                  "sequence adds one more",
            "it": "asso, due e tre fanno i primi punti, e ogni denaro che li segue in sequenza ne "
                  "aggiunge uno",
        },
    }

    def generate(self, rng, difficulty):
        coins = [c for c in ITALIAN.cards if c.suit == "d"]
        if difficulty == "hard" and rng.random() < 0.4:   # a run without the ace
            start = rng.randint(1, 3)
            held = coins[start:start + rng.randint(3, 5)]
            gap = None
        else:
            run = rng.randint(3, 5 if difficulty == "easy" else 8)
            held = coins[:run] + rng.sample(coins[run + 1:], rng.randint(1, min(2, 9 - run)))
            gap = run
        others = [c for c in ITALIAN.cards if c.suit != "d"]
        extra = rng.sample(others, rng.randint(1, 3))
        if gap is not None and difficulty != "easy" and rng.random() < 0.6:
            filler = rng.choice([c for c in others if c.rank_index == gap])
            extra = [filler] + [c for c in extra if c != filler]
        return {"pile": _text(held + extra)}

    def solve(self, data):
        return napola(data["pile"])

    def misconception(self, data):
        return len(CardSet(data["pile"]).suit("d"))

    def diagnose(self, given, expected, data):
        pile = CardSet(data["pile"])
        if "Ad" not in pile:
            return "no_ace" if given else None
        if given == self.misconception(data):
            return "all_coins"
        run = napola(pile)
        gap = [c for c in ITALIAN.cards if c.suit == "d"][run]
        if given == napola(pile | CardSet([gap])) and any(c.rank == gap.rank for c in pile):
            return "other_suit"
        if given == napola("Ad 2d 3d") and expected > given:
            return "base"
        return None

    def params(self, data):
        return {"n": len(data["pile"].split())}

    def picture(self, data):
        return _Stacked([(_tr("the_pile"), sorted(to_cards(data["pile"])))], 58)


register_topic(Napola())


# --------------------------------------------------------------------------
# scopa-match-over
# --------------------------------------------------------------------------

def _first_there(before, after, target):
    """The misconception: the side that got to the target first, i.e. the
    one among those that reached it that led before the hand (the lowest
    number when they were level)."""
    reached = [i for i, a in enumerate(after) if a >= target]
    if not reached:
        return "nobody"
    return max(reached, key=lambda i: (before[i], -i)) + 1


class MatchOver(Topic):
    """Who has won the match?  Rule: the points of a hand are added at its
    end, and the match is won by a side that has then reached the target
    *and* leads alone; level at the top, the match goes on.  Generated so
    that the side that got there first (the misconception: the one leading
    before the hand) is level with another or overtaken by it; the answer
    (a player, or nobody) is drawn first, each as often.  Easy: two
    players to 11; normal: three to 16; hard: three players, any of the
    usual targets, and more of them reaching it."""

    name = "scopa-match-over"
    game = "scopa"
    kind = WhoKind(3)
    ui = "choice"
    texts = {
        "rule": {"en": "the end of the match: the target reached, and alone in the lead",
                 "it": "la fine della partita: punteggio raggiunto, e in testa da soli"},
        "statement": {
            "en": "{players} players play to {target}. Before this hand the scores were {before}; the hand "
                  "gives them {hand} points. Who has won the match? (a player number, or 'nobody')",
            "it": "{players} giocatori giocano a {target}. Prima di questa mano i punteggi erano {before}; "
                  "la mano dà loro {hand} punti. Chi ha vinto la partita? (il numero di un giocatore, "
                  "o 'nessuno')",
        },
        "hint1": {
            "en": "Add up the whole hand first; only then look at who has reached the target.",
            "it": "Somma prima tutta la mano; solo dopo guarda chi ha raggiunto il punteggio.",
        },
        "hint2": {
            "en": "A side wins when, at the end of a hand, it has reached the target AND leads alone. "
                  "If the top score is shared, another hand is played.",
            "it": "Si vince quando, alla fine di una mano, si è raggiunto il punteggio E si è in testa "
                  "da soli. Se il punteggio più alto è pari, si gioca un'altra mano.",
        },
        "hint3": {
            "en": "Write each player's total after the hand (before + hand). Cross out those below "
                  "{target}. Of the rest, is the highest total alone? Then that player has won; if not, "
                  "the match goes on.",
            "it": "Scrivi il totale di ogni giocatore dopo la mano (prima + mano). Cancella chi è sotto "
                  "{target}. Fra gli altri, il totale più alto è da solo? Allora quel giocatore ha vinto; "
                  "se no, la partita continua.",
        },
        "correct": {
            "en": "{expected}: after the hand the scores are {after}.",
            "it": "{expected}: dopo la mano i punteggi sono {after}.",
        },
        "first_there": {
            "en": "{answer} started this hand higher than the others who reach {target}, but nobody "
                  "wins in the middle of a hand: the totals at the END of the hand decide, and the winner "
                  "must have reached {target} and lead alone",
            "it": "{answer} ha cominciato questa mano più in alto degli altri che arrivano a {target}, ma "
                  "nessuno vince a metà mano: decidono i totali alla FINE della mano, e chi vince deve "
                  "aver raggiunto {target} ed essere in testa da solo",
        },
        "short": {
            "en": "{answer} has not reached {target}, even after this hand",
            "it": "{answer} non ha raggiunto {target}, nemmeno dopo questa mano",
        },
        "level": {
            "en": "{answer} has reached {target} but shares the top score: the match goes on until a "
                  "side leads alone",
            "it": "{answer} ha raggiunto {target} ma è pari in testa: la partita continua finché qualcuno "
                  "è in testa da solo",
        },
        "behind": {
            "en": "{answer} has reached {target}, but another player ends the hand higher",
            "it": "{answer} ha raggiunto {target}, ma un altro giocatore finisce la mano più in alto",
        },
        "someone": {
            "en": "after the hand a side has reached {target} and leads alone",
            "it": "dopo la mano qualcuno ha raggiunto {target} ed è in testa da solo",
        },
        "not_a_player": {
            "en": "there are only {players} players here",
            "it": "qui ci sono solo {players} giocatori",
        },
    }

    def generate(self, rng, difficulty):
        players = 2 if difficulty == "easy" else 3
        targets = (11, 16, 21) if difficulty == "hard" else ((11,) if players == 2 else (16,))
        # the answer first: each player's number and "nobody" equally often
        wanted = rng.choice([p + 1 for p in range(players)] + ["nobody"])
        tie = wanted == "nobody"
        while True:
            target = rng.choice(targets)
            before = [rng.randint(target - 6, target - 1) for _ in range(players)]
            hand = [rng.randint(0, 6) for _ in range(players)]
            after = [b + h for b, h in zip(before, hand)]
            reached = sum(a >= target for a in after)
            data = {"players": players, "target": target, "before": before, "hand": hand}
            if (match_winner(before, target) is None and reached >= (3 if difficulty == "hard" and not tie else 2)
                    and self.solve(data) == wanted
                    and self.solve(data) != self.misconception(data)):
                return data

    @staticmethod
    def _after(data):
        return [b + h for b, h in zip(data["before"], data["hand"])]

    def solve(self, data):
        w = match_winner(self._after(data), data["target"])
        return "nobody" if w is None else w + 1

    def misconception(self, data):
        return _first_there(data["before"], self._after(data), data["target"])

    def diagnose(self, given, expected, data):
        after, target = self._after(data), data["target"]
        if given == "nobody":
            return "someone"
        p = int(given) - 1
        if p >= data["players"]:
            return "not_a_player"
        if after[p] < target:
            return "short"
        if given == str(self.misconception(data)):
            return "first_there"
        if after.count(max(after)) > 1 and after[p] == max(after):
            return "level"
        return "behind"

    def params(self, data):
        return {"players": data["players"], "target": data["target"], "before": data["before"],
                "hand": data["hand"], "after": self._after(data)}

    def choices(self, data):
        return [p + 1 for p in range(data["players"])] + ["nobody"]


register_topic(MatchOver())


# --------------------------------------------------------------------------
# scopa-safe-discard
# --------------------------------------------------------------------------

class SafeDiscard(Topic):
    """Which cards can be laid down leaving a table no single card can
    sweep?  Rule: a table is safe only when it adds up to MORE than 10 —
    the re, worth 10, sweeps a table worth exactly 10 (and a card that can
    take must take, so it is no discard at all).  Generated so that a card
    of the hand brings the table to exactly 10: a learner who thinks 10 is
    already safe (the misconception) lays it down.  Hard positions hold a
    card that can take as well."""

    name = "scopa-safe-discard"
    game = "scopa"
    kind = CARDSET
    ui = "cards"
    texts = {
        "rule": {"en": "a safe discard: leave a table worth more than a re",
                 "it": "uno scarto sicuro: lasciare un tavolo che vale più di un re"},
        "statement": {
            "en": "The table holds {table}; your hand is {hand}. You want to lay a card down, taking "
                  "nothing, and leave a table that NO single card can sweep. Which of your cards do "
                  "that? Give them all (or [] if none).",
            "it": "Sul tavolo ci sono {table}; in mano hai {hand}. Vuoi posare una carta, senza prendere "
                  "nulla, e lasciare un tavolo che NESSUNA carta da sola può portare via. Quali tue "
                  "carte lo fanno? Indicale tutte (o [] se nessuna).",
        },
        "hint1": {
            "en": "After your card lands, add up the table: one card can sweep it whenever the total is "
                  "not more than the strongest card's value.",
            "it": "Dopo che hai posato la carta, somma il tavolo: una carta sola può portarlo via ogni "
                  "volta che il totale non supera il valore della carta più forte.",
        },
        "hint2": {
            "en": "The re is worth 10 for taking, so a table worth 10 or less can be swept at once; only "
                  "more than 10 is safe. And a card that can take must take: it cannot be laid down.",
            "it": "Il re vale 10 per prendere, quindi un tavolo che vale 10 o meno si può portare via in "
                  "un colpo; è sicuro solo oltre 10. E una carta che può prendere deve prendere: non si "
                  "può posare.",
        },
        "hint3": {
            "en": "The table adds up to {total} now. For each card of your hand: if it can take, leave it "
                  "out; if not, add its value (fante 8, cavallo 9, re 10) to {total} and keep the card "
                  "only when the sum is more than 10.",
            "it": "Ora il tavolo fa {total}. Per ogni carta della mano: se può prendere, lasciala fuori; "
                  "se no, aggiungi il suo valore (fante 8, cavallo 9, re 10) a {total} e tieni la carta "
                  "solo se la somma supera 10.",
        },
        "correct": {
            "en": "{expected}: only a card that takes nothing and leaves a table worth more than 10 is safe, "
                  "since no single card can sweep more than 10.",
            "it": "{expected}: è sicura solo una carta che non prende nulla e lascia un tavolo che vale più di "
                  "10, perché nessuna carta da sola porta via più di 10.",
        },
        "ten": {
            "en": "with {card} the table adds up to exactly ten, and a re takes a table worth ten in one go",
            "it": "con {card} il tavolo fa esattamente dieci, e un re porta via in un colpo un tavolo "
                  "che vale dieci",
        },
        "sweepable": {
            "en": "with {card} the table adds up to {total}: a card of that value would take it all",
            "it": "con {card} il tavolo fa {total}: una carta di quel valore lo porterebbe via tutto",
        },
        "must_take": {
            "en": "{card} can take from this table, and a card that can take must take: it is no discard",
            "it": "{card} può prendere da questo tavolo, e una carta che può prendere deve prendere: "
                  "non è uno scarto",
        },
        "missed": {
            "en": "a card you left out also leaves a table worth more than any single card",
            "it": "anche una carta che hai lasciato fuori lascia un tavolo che vale più di ogni singola carta",
        },
        "not_in_hand": {"en": "{card} is not in your hand", "it": "{card} non è nella tua mano"},
    }

    def generate(self, rng, difficulty):
        size = {"easy": (1, 2), "normal": (2, 3), "hard": (2, 3)}[difficulty]
        while True:
            table = rng.sample([c for c in ITALIAN.cards if card_value(c) <= 6], rng.randint(*size))
            total = cards_value(table)
            if total > 9:
                continue
            ten = rng.choice([c for c in ITALIAN.cards if card_value(c) == 10 - total and c not in table])
            rest = rng.sample([c for c in ITALIAN.cards if c not in table and c != ten], 2)
            hand = [ten] + rest
            takers = [c for c in hand if can_take(c, table)]
            if ten in takers or bool(takers) != (difficulty == "hard"):
                continue
            data = {"table": _text(table), "hand": _text(hand)}
            if set(self.solve(data)) != set(self.misconception(data)):
                return data

    def solve(self, data):
        table = to_cards(data["table"])
        return [c for c in to_cards(data["hand"])
                if not can_take(c, table) and sweep_value(table + [c]) is None]

    def misconception(self, data):
        table = to_cards(data["table"])
        return [c for c in to_cards(data["hand"])
                if not can_take(c, table) and cards_value(table + [c]) >= 10]

    def diagnose(self, given, expected, data):
        table = to_cards(data["table"])
        for c in sorted(given - CardSet(data["hand"])):
            return "not_in_hand", {"card": str(c)}
        for c in sorted(given - expected):
            if can_take(c, table):
                return "must_take", {"card": str(c)}
            total = cards_value(table + [c])
            return ("ten", {"card": str(c)}) if total == 10 else ("sweepable", {"card": str(c), "total": total})
        if expected - given:
            return "missed"
        return None

    def params(self, data):
        return {"table": data["table"], "hand": data["hand"], "total": cards_value(data["table"])}

    def offered(self, data):
        return [str(c) for c in to_cards(data["hand"])]

    def picture(self, data):
        return _table_and(data, "hand", data["hand"])


register_topic(SafeDiscard())

# the deal voided by three or four kings: its own module
from .topics_redeal import Redeal  # noqa: E402

register_topic(Redeal())

# the table after a play (what takes leaves it, what cannot take stays): its own module, which registers
# its topic itself
from . import topics_after  # noqa: E402, F401
