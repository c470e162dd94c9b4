"""Exercise set ``scopa``: captures, scope, the points of a hand, the match.

Notebook: ``exercises/solutions/02_scopa.ipynb`` (student copy
``exercises/02_scopa.ipynb``); the lessons ``notebooks/02``–``06`` ask some
of these questions in their *Check yourself* sections.  Every expected
answer is computed by :mod:`cardkit.scopa`; the positions are module
constants, drawn in the notebooks with :func:`position`.

Difficulty rises through the set:

* recognise — ``scopa-01`` (a card's value for taking), ``scopa-02`` (the
  equal card comes first), ``scopa-09`` (the card that counts in a suit);
* compute — ``scopa-03`` (every capture option), ``scopa-08`` (a primiera),
  ``scopa-11`` (a napola), ``scopa-12``/``13``/``14`` (the points of a hand
  with 2, 3 and 4 players), ``scopa-18``/``19`` (the extreme primiere);
* decide — ``scopa-04`` (is this capture legal?), ``scopa-05`` (which card
  may be laid down), ``scopa-06`` (a sweep with the last card),
  ``scopa-07`` (who gets the cards left over), ``scopa-10`` (who wins the
  primiera), ``scopa-15``/``16`` (is the match over, who won);
* explain — ``scopa-17`` (which cards keep the table safe from a scopa);
* and ``scopa-20`` (the rounds of a hand with three players), asked in lesson 03.

Ids are stable: lessons and teachers refer to them.
"""

from __future__ import annotations

from functools import lru_cache

from ... import i18n
from ...cards import CARDS, CardSet, to_cards
from ...errors import CardkitError
from ...scopa import (
    PRIMIERA_VALUES, RuleBasedPlayer, ScopaRules, ScopaState, capture_options, card_value,
    cards_value, match_winner, napola, primiera, primiera_cards, primiera_value, score_hand,
)
from ..answers import BOOL, CARD, CARDSET, INT, AnswerError, ChoiceKind, IntKind, Kind
from .. import _need
from ...options import need_int
from ..core import exercise
from ...errors import InvalidInputError
from ..positions import Position as _Position, row_cards

i18n.register({
    "answer.options.type": {
        "en": "{value!r} is not a list of captures: write one group of table cards per option, "
              "e.g. [\"2d Fb\", \"2d 3c 5s\"], or [] when the card takes nothing",
        "it": "{value!r} non è un elenco di prese: scrivi un gruppo di carte del tavolo per ogni "
              "scelta, per esempio [\"2d Fb\", \"2d 3c 5s\"], oppure [] se la carta non prende nulla",
    },
    "answer.options.twice": {
        "en": "you wrote the capture {option} twice",
        "it": "hai scritto due volte la presa {option}",
    },
    "answer.options.none": {"en": "none", "it": "nessuna"},
    "answer.ints.type": {
        "en": "{value!r} is not a list of points: write one whole number per side, e.g. [3, 1]",
        "it": "{value!r} non è un elenco di punti: scrivi un numero intero per ogni giocatore o coppia, "
              "per esempio [3, 1]",
    },
    "scopa.ex.pile": {"en": "pile {name}", "it": "mazzetto {name}"},
    "scopa.ex.the_pile": {"en": "the pile", "it": "il mazzetto"},
    "scopa.ex.player": {"en": "player {n}", "it": "giocatore {n}"},
    "scopa.ex.table": {"en": "table", "it": "tavolo"},
    "scopa.ex.hand": {"en": "your hand", "it": "la tua mano"},
    "scopa.ex.played": {"en": "card played", "it": "carta giocata"},
    "scopa.ex.nobody": {"en": "nobody", "it": "nessuno"},
    "scopa.ex.scope": {"en": "{n} scope", "it": "{n} scope"},
    "scopa.ex.scope1": {"en": "1 scopa", "it": "1 scopa"},
})


# --------------------------------------------------------------------------
# Answer kinds of this set
# --------------------------------------------------------------------------

class OptionsKind(Kind):
    """A list of capture options, in any order: each option a group of
    table cards (``"2d Fb"``, ``"2d+Fb"``, a list of cards, a CardSet).
    ``[]`` means the card takes nothing.  Normal form: a frozenset of
    :class:`CardSet`."""

    name = "capture options"

    def read(self, value) -> frozenset:
        if isinstance(value, str):
            groups = [g for g in value.replace(";", "|").split("|") if g.strip()]
        elif isinstance(value, CardSet):
            groups = [value]
        else:
            try:
                groups = list(value)
            except TypeError:
                raise AnswerError("answer.options.type", value=value) from None
        out = []
        for g in groups:
            if isinstance(g, str):
                g = g.replace("+", " ")
            try:
                cs = CARDSET.read(g)
            except AnswerError:
                raise
            except CardkitError:
                raise AnswerError("answer.options.type", value=value) from None
            if cs in out:
                raise AnswerError("answer.options.twice", option=_plus(cs))
            out.append(cs)
        return frozenset(out)

    def show(self, value) -> str:
        if not value:
            return i18n.tr("answer.options.none")
        return " | ".join(sorted((_plus(o) for o in value), key=lambda s: (len(s), s)))


class IntsKind(Kind):
    """One whole number per side, in order (``[3, 1]``)."""

    name = "points per side"

    def read(self, value) -> tuple:
        if isinstance(value, str):  # "[3, 1]" (its own show() text), "3 1", "3-1"
            value = value.strip().strip("[]()")
            value = value.replace(",", " ").replace("-", " ").replace("–", " ").split()
        try:
            items = list(value)
        except TypeError:
            raise AnswerError("answer.ints.type", value=value) from None
        try:
            return tuple(IntKind().read(x) for x in items)
        except AnswerError:
            raise AnswerError("answer.ints.type", value=value) from None

    def show(self, value) -> str:
        return "[" + ", ".join(str(v) for v in value) + "]"

    def same(self, a, b) -> bool:
        return tuple(a) == tuple(b)


class WhoKind(ChoiceKind):
    """A player by number (1, 2, 3 …, as words or ints), or nobody."""

    def __init__(self, players: int):
        opts = {str(n): (f"player {n}", f"giocatore {n}", f"p{n}") for n in range(1, players + 1)}
        opts["nobody"] = ("none", "no one", "nessuno", "0", "nobody yet", "nessuno ancora")
        super().__init__(f"player 1-{players} or nobody", opts)

    def read(self, value) -> str:
        if isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        if value is None:
            value = "nobody"
        return super().read(value)

    def show(self, value) -> str:
        if value == "nobody":
            return i18n.tr("scopa.ex.nobody")
        return i18n.tr("scopa.ex.player", n=value)


OPTIONS = OptionsKind()
POINTS = IntsKind()
PILE = ChoiceKind("pile A, B or nobody", {
    "A": ("a", "pile a", "mazzetto a"),
    "B": ("b", "pile b", "mazzetto b"),
    "nobody": ("none", "no one", "nessuno", "neither", "nessuno dei due", "tie", "pari"),
})


def _plus(cs) -> str:
    """Cards as ``2d+3c+5s`` (lowest value first)."""
    return "+".join(str(c) for c in sorted(to_cards(cs), key=lambda c: (c.rank_index, c.suit_index)))


# --------------------------------------------------------------------------
# Positions drawn in the notebooks
# --------------------------------------------------------------------------

class Position(_Position):
    """What a Scopa exercise shows: labelled piles side by side on one line
    (up to ten cards laid out, more overlapping); see
    :class:`~cardkit.exercises.positions.Position`."""

    def mode(self, cards: list) -> str:
        return "up" if len(row_cards("Position.mode", cards)) <= 10 else "row"


# The positions, by exercise.  The notebooks draw them with position(id).
EX02_TABLE, EX02_CARD = "2d 3c 5s Fb", "5c"            # the rule text's own example
EX03_TABLE, EX03_CARD = "Ac 2d 3b 4s 6c", "Rs"
EX04_TABLE, EX04_CARD, EX04_TAKE = "7s 3d 4b", "7c", "3d 4b"
EX05_TABLE, EX05_HAND = "2d 4s Fb Cc", "5c 6d Rb"
EX08_PILE = "5d Fd Fc 2s 6s Rs Cb 4b 2b"
EX09_PILE, EX09_SUIT = "Ac 5c Rc 4c 6s 2d Fb", "c"
EX10_A, EX10_B = "7d 7c 7s 6d 6c Ad Ac", "2d 2c 2s 2b 3b Fb"
EX11_PILE = "Ad 2d 3d 4d 6d 7d Fd 5c"
# scopa-12: a whole hand between two players (every card of the deck taken)
EX12_PILES = (
    "Ad 3d 5d 7d Fd Rd Ac 2c 4c 6c Cc 3s 5s As Fs 2b 4b 6b Cb Rb",
    "2d 4d 6d Cd 3c 5c 7c Fc Rc 2s 4s 6s 7s Cs Rs Ab 3b 5b 7b Fb",
)
EX12_SCOPE = (1, 2)
# scopa-13: three players
EX13_PILES = (
    "Ad 2d 3d 7d 6c Ac 6s 2b 3b 4b 5b 6b Fc Cc",
    "4d 5d 6d Fd 7c 2c 3c 7s As 2s 3s 4s Fs Cs",
    "Cd Rd 4c 5c Rc 5s Rs Ab 7b Fb Cb Rb",
)
EX13_SCOPE = (0, 1, 3)
# scopa-14: four players; players 1 and 3 (numbers 0 and 2) are pair A
EX14_PILES = (
    "7d 6d 6c 2s 3s Fb",
    "Ad 2d 7c 7s 4b 5b Cb",
    "3d 4d Ac 6s As 7b Rb Rc Fs",
    "5d Fd Cd Rd 2c 3c 4c 5c Fc Cc 4s 5s Cs Rs Ab 2b 3b 6b",
)
EX14_SCOPE = (1, 0, 0, 2)
EX15_SCORES, EX15_TARGET = (11, 11), 11
EX16_BEFORE, EX16_TARGET = (14, 12, 15), 16
EX16_HAND = (2, 5, 3)
EX17_TABLE, EX17_HAND = "2d 3c", "4s Rb Cd"


def _sides_labels(n: int, pairs: bool = False):
    if pairs:
        return [i18n.tr("scopa.ex.player", n=p + 1) for p in range(n)]
    return [i18n.tr("scopa.ex.player", n=p + 1) for p in range(n)]


def position(id: str) -> Position:
    """The cards of exercise ``id``, drawn (``position("scopa-03")``)."""
    _need.need_id("position", id)
    T, H, P = i18n.tr("scopa.ex.table"), i18n.tr("scopa.ex.hand"), i18n.tr("scopa.ex.played")
    n = id.rsplit("-", 1)[-1]
    if n == "02":
        return Position([(T, EX02_TABLE), (P, EX02_CARD)], 80)
    if n == "03":
        return Position([(T, EX03_TABLE), (P, EX03_CARD)], 80)
    if n == "04":
        return Position([(T, EX04_TABLE), (P, EX04_CARD)], 80)
    if n == "05":
        return Position([(T, EX05_TABLE), (H, EX05_HAND)], 80)
    if n == "06":
        rec = sweep_record()
        last = rec.plays[-1]
        return Position([(T, last.table_before), (P, [last.card])], 80)
    if n == "07":
        rec = leftover_record()
        return Position([(T, rec.leftovers)], 80)
    if n == "08":
        return Position([(i18n.tr("scopa.ex.the_pile"), EX08_PILE)], 70)
    if n == "09":
        return Position([(i18n.tr("scopa.ex.the_pile"), EX09_PILE)], 70)
    if n == "10":
        return Position([(i18n.tr("scopa.ex.pile", name="A"), EX10_A),
                         (i18n.tr("scopa.ex.pile", name="B"), EX10_B)], 60)
    if n == "11":
        return Position([(i18n.tr("scopa.ex.the_pile"), EX11_PILE)], 70)
    if n in ("12", "13", "14"):
        piles, scope = {"12": (EX12_PILES, EX12_SCOPE), "13": (EX13_PILES, EX13_SCOPE),
                        "14": (EX14_PILES, EX14_SCOPE)}[n]
        rows = []
        for p, (pile, s) in enumerate(zip(piles, scope)):
            label = (i18n.tr("scopa.ex.player", n=p + 1) + ", "
                     + (i18n.tr("scopa.ex.scope1") if s == 1 else i18n.tr("scopa.ex.scope", n=s)))
            rows.append((label, sorted(to_cards(pile))))
        return _Stacked(rows, 58)
    if n == "17":
        return Position([(T, EX17_TABLE), (H, EX17_HAND)], 80)
    raise InvalidInputError("exercises.no_position", id=id)


class _Stacked(Position):
    """One block per side, one under the other: a bold label, then the pile
    sorted into its four suits (an empty suit is a dashed place), so that
    cards, coins and the primiera can be counted at a glance."""

    def lines(self):
        return [(label, [(i18n.tr("suit." + s), [c for c in cs if c.suit == s], "row") for s in "dcsb"])
                for label, cs in self.rows]


# --------------------------------------------------------------------------
# Seeded hands played by the computer (for scopa-06 and scopa-07)
# --------------------------------------------------------------------------

def first_hand(deal: int, players: int = 2):
    """The first hand of the match with seed ``deal``, every player being a
    :class:`~cardkit.scopa.RuleBasedPlayer`: its
    :class:`~cardkit.scopa.HandRecord`."""
    need_int("first_hand", "deal", deal, lo=0, hi=10**9)
    need_int("first_hand", "players", players, lo=2, hi=4)
    return _first_hand(deal, players)


@lru_cache(maxsize=None)
def _first_hand(deal: int, players: int):
    state = ScopaState(ScopaRules(players=players), seed=deal)
    bot = RuleBasedPlayer()
    while state.hands_played == 0:
        state.play(bot.choose(state))
    return state.hand_record(0)


@lru_cache(maxsize=None)
def sweep_deal() -> int:
    """The first deal number whose hand ends with the last card taking every
    card left on the table (at least two)."""
    for deal in range(1000):
        last = first_hand(deal).plays[-1]
        if last.taken and not last.table_after and len(last.table_before) >= 2:
            return deal
    raise RuntimeError("no deal ends with a sweep")


def sweep_record():
    return first_hand(sweep_deal())


@lru_cache(maxsize=None)
def leftover_deal() -> int:
    """The first deal number whose hand ends with cards on the table, the
    last card taking nothing, and the last capture made by the OTHER player
    (the trap: the leftovers do not go to whoever played last)."""
    for deal in range(1000):
        rec = first_hand(deal)
        takes = [p for p in rec.plays if p.taken]
        if (len(rec.leftovers) >= 2 and not rec.plays[-1].taken and takes
                and takes[-1].player != rec.plays[-1].player):
            return deal
    raise RuntimeError("no deal has leftovers")


def leftover_record():
    return first_hand(leftover_deal())


# --------------------------------------------------------------------------
# Helpers for the diagnoses
# --------------------------------------------------------------------------

_FRENCH = {
    "en": "{card} is a French card: Scopa is played with the 40 Italian cards "
          "(suits d, c, s, b in lowercase)",
    "it": "{card} è una carta francese: a Scopa si gioca con le 40 carte italiane "
          "(semi d, c, s, b in minuscolo)",
}


def _french(given):
    """A diagnosis for an answer naming a French card, or None."""
    cs = [given] if not hasattr(given, "__iter__") else list(given)
    flat = []
    for x in cs:
        flat.extend(x if isinstance(x, CardSet) else [x])
    bad = [c for c in flat if c >= 40]
    return ("french", {"card": str(bad[0])}) if bad else None


def _sum_value(cs) -> int:
    return cards_value(cs)


def _primiera_with(pile, values) -> int | None:
    """A primiera computed with another value table (to recognise a mistake)."""
    best = {}
    for c in to_cards(pile):
        v = values(c)
        best[c.suit] = max(best.get(c.suit, 0), v)
    if len(best) < 4:
        return None
    return sum(best.values())


def _capture_value_as_figure(c) -> int:
    """Primiera values, but the figures at their capture values (F 8, C 9, R 10)."""
    return card_value(c) if c.rank in "FCR" else primiera_value(c)


def _scores(piles, scope):
    return tuple(s.total for s in score_hand(list(piles), scope=list(scope)))


# ==========================================================================
# The exercises
# ==========================================================================

# -- 01 · recognise: a card's value for taking --------------------------------

@exercise(
    "scopa-01", kind=INT,
    statement={
        "en": "When it takes cards from the table, how much is the cavallo (the knight, C) worth?",
        "it": "Quando prende dal tavolo, quanto vale il cavallo (C)?",
    },
    hints=[{
        "en": "For taking, every card is worth its number; the three figures continue the count after the 7.",
        "it": "Per prendere ogni carta vale il suo numero; le tre figure continuano a contare dopo il 7.",
    }],
    correct={
        "en": "the figures follow the 7: fante 8, cavallo {answer}, re 10.",
        "it": "le figure seguono il 7: fante 8, cavallo {answer}, re 10.",
    },
    mistakes={
        "primiera": {
            "en": "10 is what every figure is worth in the primiera; for taking, the figures count "
                  "on from the 7, in the order fante, cavallo, re",
            "it": "10 è il valore di ogni figura nella primiera; per prendere le figure continuano "
                  "dopo il 7, nell'ordine fante, cavallo, re",
        },
        "neighbour": {
            "en": "{answer} is the value of the {other}; for taking, the figures count on from the 7 "
                  "in the order fante, cavallo, re",
            "it": "{answer} è il valore del {other}; per prendere le figure continuano dopo il 7 "
                  "nell'ordine fante, cavallo, re",
        },
    },
)
def scopa_01():
    return card_value("Cd")


@scopa_01.diagnose
def _(given, expected):
    words = {card_value("Fd"): "fante", card_value("Rd"): "re"}
    if given == primiera_value("Cd") and given != expected:
        return "primiera"
    if given in words:
        return "neighbour", {"other": words[given]}
    return None


# -- 02 · recognise: the equal card comes first ------------------------------------

@exercise(
    "scopa-02", kind=CARDSET,
    statement={
        "en": "The table holds 2, 3, 5 and fante (2d 3c 5s Fb). You play the 5 of cups (5c). "
              "Which table cards do you take?",
        "it": "Sul tavolo ci sono 2, 3, 5 e fante (2d 3c 5s Fb). Giochi il 5 di coppe (5c). "
              "Quali carte del tavolo prendi?",
    },
    hints=[{
        "en": "Is there a card of the same value on the table? If so, the sums do not count.",
        "it": "C'è sul tavolo una carta dello stesso valore? Se c'è, le somme non contano.",
    }],
    correct={
        "en": "a card of the same value is on the table, so you take {answer} and nothing else.",
        "it": "sul tavolo c'è una carta di pari valore, quindi prendi {answer} e nient'altro.",
    },
    mistakes={
        "french": _FRENCH,
        "sum": {
            "en": "{answer} adds up to 5, but that is a sum: when a card of the same value is "
                  "on the table you must take that card, never a sum",
            "it": "{answer} fa 5, ma è una somma: se sul tavolo c'è una carta di pari valore devi "
                  "prendere quella, mai una somma",
        },
        "too_much": {
            "en": "a card takes ONE card of its value (or one group adding up to it), not "
                  "several groups at once",
            "it": "una carta prende UNA carta del suo valore (oppure un gruppo che somma il suo "
                  "valore), non più gruppi insieme",
        },
    },
)
def scopa_02():
    return capture_options(EX02_CARD, EX02_TABLE)[0]


@scopa_02.diagnose
def _(given, expected):
    if _french(given):
        return _french(given)
    if given and given <= CardSet(EX02_TABLE) and _sum_value(given) == card_value(EX02_CARD) \
            and len(given) > 1:
        return "sum"
    if expected < given:
        return "too_much"
    return None


# -- 03 · compute: every capture option ---------------------------------------

@exercise(
    "scopa-03", kind=OPTIONS,
    statement={
        "en": "The table holds Ac 2d 3b 4s 6c. You play the re of swords (Rs, worth 10). "
              "List EVERY capture you may choose, one group per option.",
        "it": "Sul tavolo ci sono Ac 2d 3b 4s 6c. Giochi il re di spade (Rs, vale 10). "
              "Elenca TUTTE le prese fra cui puoi scegliere, un gruppo per ogni scelta.",
    },
    hints=[{
        "en": "No 10 is on the table, so look for groups of two or more cards adding up to 10. "
              "Start from the biggest card, 6, and see what completes it.",
        "it": "Sul tavolo non c'è un 10, quindi cerca gruppi di due o più carte che sommano 10. "
              "Parti dalla carta più alta, il 6, e guarda che cosa la completa.",
    }, {
        "en": "Work in order: every pair that makes 10, then every group of three, then of four; an "
              "option may use the ace as 1. Check each group by adding it up before you write it.",
        "it": "Procedi in ordine: ogni coppia che fa 10, poi ogni gruppo di tre, poi di quattro; "
              "un'opzione può usare l'asso come 1. Controlla ogni gruppo sommandolo prima di "
              "scriverlo.",
    }],
    correct={
        "en": "the re may take {answer}; you choose one of them.",
        "it": "il re può prendere {answer}; ne scegli una.",
    },
    mistakes={
        "french": _FRENCH,
        "wrong_sum": {
            "en": "{bad} adds up to {total}, not 10: every group must add up exactly to the value of "
                  "the card played",
            "it": "{bad} fa {total}, non 10: ogni gruppo deve sommare esattamente il valore della "
                  "carta giocata",
        },
        "not_on_table": {
            "en": "{bad} is not on the table: you can only take cards that are there",
            "it": "{bad} non è sul tavolo: puoi prendere solo le carte che ci sono",
        },
        "none": {
            "en": "the re can take here: look for groups of two or more table cards adding up to 10",
            "it": "qui il re può prendere: cerca gruppi di due o più carte del tavolo che sommano 10",
        },
        "missing": {
            "en": "every group you wrote is right, but {k} more add up to 10: try the groups "
                  "with the ace",
            "it": "ogni gruppo che hai scritto va bene, ma altri {k} fanno 10: prova i gruppi "
                  "con l'asso",
        },
    },
)
def scopa_03():
    return capture_options(EX03_CARD, EX03_TABLE)


@scopa_03.diagnose
def _(given, expected):
    if _french(given):
        return _french(given)
    table = CardSet(EX03_TABLE)
    for g in given:
        if not g <= table:
            return "not_on_table", {"bad": _plus(g - table)}
    for g in given:
        if _sum_value(g) != card_value(EX03_CARD):
            return "wrong_sum", {"bad": _plus(g), "total": _sum_value(g)}
    if not given:
        return "none"
    if given < expected:
        return "missing", {"k": len(expected - given)}
    return None


# -- 04 · decide: is this capture legal? ----------------------------------------

@exercise(
    "scopa-04", kind=BOOL,
    statement={
        "en": "The table holds 7s 3d 4b. You play the 7 of cups (7c) and want to take the 3 and "
              "the 4 (3d+4b), leaving the 7 of swords. Is that allowed? (True or False)",
        "it": "Sul tavolo ci sono 7s 3d 4b. Giochi il 7 di coppe (7c) e vuoi prendere il 3 e il 4 "
              "(3d+4b), lasciando il 7 di spade. Si può? (True o False)",
    },
    hints=[{
        "en": "Which comes first: a card of the same value, or a sum?",
        "it": "Che cosa viene prima: la carta di pari valore o la somma?",
    }],
    correct={
        "en": "a 7 is on the table, so the 7c must take it; 3+4 is a sum and is not allowed here.",
        "it": "sul tavolo c'è un 7, quindi il 7c deve prendere quello; 3+4 è una somma e qui non si può.",
    },
    mistakes={
        "sum_ok": {
            "en": "3+4 does make 7, but the 7s is on the table: a card of the same value must be "
                  "taken before any sum, so the 7c can only take the 7s",
            "it": "3+4 fa proprio 7, ma sul tavolo c'è il 7s: la carta di pari valore si prende prima "
                  "di ogni somma, quindi il 7c può prendere solo il 7s",
        },
    },
)
def scopa_04():
    return CardSet(EX04_TAKE) in [CardSet(o) for o in capture_options(EX04_CARD, EX04_TABLE)]


@scopa_04.diagnose
def _(given, expected):
    return "sum_ok" if given and not expected else None


# -- 05 · decide: which cards may be laid down? -----------------------------------

@exercise(
    "scopa-05", kind=CARDSET,
    statement={
        "en": "The table holds 2d 4s Fb Cc and your hand is 5c 6d Rb. Which of your cards can you "
              "play WITHOUT taking anything? Write them all (or [] if none).",
        "it": "Sul tavolo ci sono 2d 4s Fb Cc e in mano hai 5c 6d Rb. Quali tue carte puoi giocare "
              "SENZA prendere nulla? Scrivile tutte (o [] se nessuna).",
    },
    hints=[{
        "en": "A card that CAN take MUST take. For each card of your hand, look for an equal card, "
              "then for a sum.",
        "it": "Una carta che PUÒ prendere DEVE prendere. Per ogni carta della mano cerca una carta "
              "uguale, poi una somma.",
    }, {
        "en": "Take your cards one at a time: is a table card of the same value there? If not, do two "
              "or more table cards add up to it? A card with neither answer is one you may lay down.",
        "it": "Prendi le tue carte una alla volta: sul tavolo c'è una carta di pari valore? Se no, "
              "due o più carte del tavolo fanno la stessa somma? Una carta senza né l'una né l'altra "
              "si può posare.",
    }],
    correct={
        "en": "only {answer} finds nothing to take; your other cards could take, so they would have to.",
        "it": "solo {answer} non trova nulla da prendere; le altre carte potrebbero prendere, quindi "
              "dovrebbero farlo.",
    },
    mistakes={
        "french": _FRENCH,
        "forced": {
            "en": "{card} can take {take}, and a card that can take must take: it cannot just be "
                  "laid on the table",
            "it": "{card} può prendere {take}, e una carta che può prendere deve prendere: non si può "
                  "solo posare sul tavolo",
        },
        "missed": {
            "en": "you left out a card that finds no equal card and no sum on the table: such a card "
                  "cannot take, so it can be laid down",
            "it": "hai lasciato fuori una carta che sul tavolo non trova né una carta uguale né una "
                  "somma: non può prendere, quindi si può posare",
        },
    },
)
def scopa_05():
    return [c for c in to_cards(EX05_HAND) if not capture_options(c, EX05_TABLE)]


@scopa_05.diagnose
def _(given, expected):
    if _french(given):
        return _french(given)
    for c in given - expected:
        opts = capture_options(c, EX05_TABLE)
        if opts:
            return "forced", {"card": str(c), "take": _plus(opts[0])}
    for c in expected - given:
        return "missed", {"card": str(c)}
    return None


# -- 06 · decide: a sweep with the last card of the hand -----------------------------

@exercise(
    "scopa-06", kind=BOOL,
    statement={
        "en": "The end of a hand (described above): the LAST card of the hand takes every card "
              "left on the table. Is that a scopa? (True or False)",
        "it": "La fine di una mano (descritta sopra): l'ULTIMA carta della mano prende tutte le "
              "carte rimaste sul tavolo. È una scopa? (True o False)",
    },
    hints=[{
        "en": "Read the exception in the rule about the last card played in the hand.",
        "it": "Rileggi l'eccezione della regola sull'ultima carta giocata nella mano.",
    }],
    correct={
        "en": "the table is emptied, but with the last card of the hand a sweep is not a scopa.",
        "it": "il tavolo resta vuoto, ma con l'ultima carta della mano non è scopa.",
    },
    mistakes={
        "last": {
            "en": "it does empty the table, but this is the last card of the hand: a sweep with "
                  "the last card never counts as a scopa",
            "it": "il tavolo resta vuoto, ma è l'ultima carta della mano: con l'ultima carta la "
                  "presa di tutto il tavolo non vale mai come scopa",
        },
    },
)
def scopa_06():
    return sweep_record().plays[-1].scopa


@scopa_06.diagnose
def _(given, expected):
    return "last" if given and not expected else None


def scopa_06_params() -> dict:
    last = sweep_record().plays[-1]
    return {"deal": sweep_deal(), "card": str(last.card), "taken": _plus(last.taken),
            "table": " ".join(str(c) for c in last.table_before)}


# -- 07 · decide: who gets the cards left on the table --------------------------------

@exercise(
    "scopa-07", kind=WhoKind(2),
    statement={
        "en": "The end of a hand (described above): one player made the last capture, then the "
              "other played the last card of the hand, which took nothing. Who gets the cards "
              "left on the table? (1, 2 or 'nobody')",
        "it": "La fine di una mano (descritta sopra): un giocatore ha fatto l'ultima presa, poi "
              "l'altro ha giocato l'ultima carta della mano, che non ha preso nulla. A chi vanno "
              "le carte rimaste sul tavolo? (1, 2 o 'nessuno')",
    },
    hints=[{
        "en": "The leftovers do not go to whoever played last.",
        "it": "Le carte rimaste non vanno a chi ha giocato per ultimo.",
    }],
    correct={
        "en": "the cards left on the table go to the last player who TOOK something: {answer}. "
              "And it is not a scopa.",
        "it": "le carte rimaste vanno all'ultimo giocatore che ha PRESO qualcosa: {answer}. "
              "E non è una scopa.",
    },
    mistakes={
        "last_card": {
            "en": "player {last} played the last card, but it took nothing: the leftovers go to "
                  "whoever made the last capture",
            "it": "il giocatore {last} ha giocato l'ultima carta, ma non ha preso nulla: le carte "
                  "rimaste vanno a chi ha fatto l'ultima presa",
        },
        "nobody": {
            "en": "the leftovers are not lost: they go to the player who made the last capture",
            "it": "le carte rimaste non si perdono: vanno al giocatore che ha fatto l'ultima presa",
        },
    },
)
def scopa_07():
    return leftover_record().leftovers_to + 1


@scopa_07.diagnose
def _(given, expected):
    params = scopa_07_params()
    if given == "nobody":
        return "nobody"
    if given == str(params["last"]):
        return "last_card", params
    return None


def scopa_07_params() -> dict:
    rec = leftover_record()
    take = [p for p in rec.plays if p.taken][-1]
    last = rec.plays[-1]
    return {"deal": leftover_deal(), "taker": take.player + 1,
            "taker_move": f"{take.card}:{_plus(take.taken)}",
            "last": last.player + 1, "last_card": str(last.card),
            "left": " ".join(str(c) for c in rec.leftovers)}


# -- 08 · compute: a primiera ------------------------------------------------------

@exercise(
    "scopa-08", kind=INT,
    statement={
        "en": "What is the primiera of this pile: 5d Fd Fc 2s 6s Rs Cb 4b 2b?",
        "it": "Quanto vale la primiera di questo mazzetto: 5d Fd Fc 2s 6s Rs Cb 4b 2b?",
    },
    hints=[{
        "en": "In each suit keep only the card with the best primiera value "
              "(7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figures 10), then add the four.",
        "it": "In ogni seme tieni solo la carta con il valore di primiera più alto "
              "(7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figure 10), poi somma le quattro.",
    }, {
        "en": "Make a small table: one row per suit, the best card of that suit in the pile, its "
              "primiera value. The answer is the sum of the four values.",
        "it": "Fai una tabellina: una riga per seme, la carta migliore di quel seme nella presa, il "
              "suo valore di primiera. La risposta è la somma dei quattro valori.",
    }],
    correct={
        "en": "{best}: {answer}.",
        "it": "{best}: {answer}.",
    },
    mistakes={
        "figure_capture": {
            "en": "you counted the fante as 8 (its value for taking): in the primiera every figure "
                  "is worth 10",
            "it": "hai contato il fante 8 (il suo valore per prendere): nella primiera ogni figura "
                  "vale 10",
        },
        "all_cards": {
            "en": "you added every card of the pile: the primiera takes only ONE card per suit, the best",
            "it": "hai sommato tutte le carte del mazzetto: la primiera prende UNA sola carta per seme, "
                  "la migliore",
        },
        "highest_rank": {
            "en": "a figure is the highest card for taking, but in the primiera it is worth only 10: "
                  "a 2 (12) or a 4 (14) beats it",
            "it": "la figura è la carta più alta per prendere, ma nella primiera vale solo 10: "
                  "un 2 (12) o un 4 (14) la batte",
        },
        "capture_values": {
            "en": "you used the values for taking; the primiera has its own table: "
                  "7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figures 10",
            "it": "hai usato i valori per prendere; la primiera ha una sua tabella: "
                  "7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figure 10",
        },
    },
)
def scopa_08():
    return primiera(EX08_PILE)


def _best_line(pile) -> dict:
    best = primiera_cards(pile)
    parts = [f"{c} {primiera_value(c)}" for c in best.values() if c is not None]
    return {"best": " + ".join(parts)}


@scopa_08.details
def _(expected):
    return _best_line(EX08_PILE)


@scopa_08.diagnose
def _(given, expected):
    pile = to_cards(EX08_PILE)
    if given == _primiera_with(pile, _capture_value_as_figure):
        return "figure_capture"
    if given == sum(primiera_value(c) for c in pile):
        return "all_cards"
    highest = {}
    for c in pile:
        if c.suit not in highest or card_value(c) > card_value(highest[c.suit]):
            highest[c.suit] = c
    if given == sum(primiera_value(c) for c in highest.values()):
        return "highest_rank"
    if given == _primiera_with(pile, card_value):
        return "capture_values"
    return None


# -- 09 · recognise: the card that counts in one suit -----------------------------------

@exercise(
    "scopa-09", kind=CARD,
    statement={
        "en": "Pile: Ac 5c Rc 4c 6s 2d Fb. Which coppe (cups) card counts for the primiera?",
        "it": "Mazzetto: Ac 5c Rc 4c 6s 2d Fb. Quale carta di coppe conta per la primiera?",
    },
    hints=[{
        "en": "Compare the primiera values of the cups: A=16, 5=15, 4=14, re=10.",
        "it": "Confronta i valori di primiera delle coppe: A=16, 5=15, 4=14, re=10.",
    }],
    correct={
        "en": "{answer} is worth {value}, more than any other cup in the pile.",
        "it": "{answer} vale {value}, più di ogni altra coppa del mazzetto.",
    },
    mistakes={
        "french": _FRENCH,
        "re": {
            "en": "the re is the strongest card for taking, but in the primiera every figure is "
                  "worth only 10",
            "it": "il re è la carta più forte per prendere, ma nella primiera ogni figura vale solo 10",
        },
        "five": {
            "en": "the 5 is worth 15, but in the primiera the order is not the order of the ranks: "
                  "one card below the 5 is worth more",
            "it": "il 5 vale 15, ma nella primiera l'ordine non è quello dei valori: una carta più "
                  "bassa del 5 vale di più",
        },
        "suit": {
            "en": "{answer} is not a cup: look only at the coppe (c)",
            "it": "{answer} non è di coppe: guarda solo le coppe (c)",
        },
        "not_in_pile": {
            "en": "{answer} is not in this pile",
            "it": "{answer} non è in questo mazzetto",
        },
    },
)
def scopa_09():
    return primiera_cards(EX09_PILE)[EX09_SUIT]


@scopa_09.details
def _(expected):
    return {"value": primiera_value(expected)}


@scopa_09.diagnose
def _(given, expected):
    if _french(given):
        return _french(given)
    if given.suit != EX09_SUIT:
        return "suit"
    if given not in CardSet(EX09_PILE):
        return "not_in_pile"
    if given.rank in "FCR":
        return "re"
    if given.rank == "5":
        return "five"
    return None


# -- 10 · decide: who wins the primiera -------------------------------------------

@exercise(
    "scopa-10", kind=PILE,
    statement={
        "en": "Two piles: A = 7d 7c 7s 6d 6c Ad Ac and B = 2d 2c 2s 2b 3b Fb. "
              "Which pile scores the primiera point? ('A', 'B' or 'nobody')",
        "it": "Due mazzetti: A = 7d 7c 7s 6d 6c Ad Ac e B = 2d 2c 2s 2b 3b Fb. "
              "Quale mazzetto vince il punto della primiera? ('A', 'B' o 'nessuno')",
    },
    hints=[{
        "en": "Before adding anything, check that each pile has a card of every suit.",
        "it": "Prima di sommare, controlla che ogni mazzetto abbia una carta di ogni seme.",
    }, {
        "en": "A pile with no card of some suit has no primiera at all, and a pile that has one beats "
              "it, whatever the numbers.",
        "it": "Una presa senza carte di un seme non ha primiera, e una presa che ce l'ha la batte, "
              "qualunque siano i numeri.",
    }],
    correct={
        "en": "pile A has no bastoni, so it has no primiera at all; B has {b}.",
        "it": "il mazzetto A non ha bastoni, quindi non ha primiera; B ha {b}.",
    },
    mistakes={
        "missing_suit": {
            "en": "A has great cards, but no bastoni: without at least one card of every suit a "
                  "pile has no primiera, whatever its sevens",
            "it": "A ha ottime carte, ma nessuna carta di bastoni: senza almeno una carta per seme un mazzetto "
                  "non ha primiera, per quanti sette abbia",
        },
        "nobody": {
            "en": "a pile without a card of every suit has no primiera, but the point is not lost: "
                  "a primiera beats no primiera",
            "it": "una presa a cui manca un seme non ha primiera, ma il punto non va perso: "
                  "una primiera batte l'assenza di primiera",
        },
    },
)
def scopa_10():
    a, b = score_hand([EX10_A, EX10_B])
    return "A" if a.primiera else "B" if b.primiera else "nobody"


@scopa_10.details
def _(expected):
    return {"b": primiera(EX10_B)}


@scopa_10.diagnose
def _(given, expected):
    if given == "A" and primiera(EX10_A) is None:
        return "missing_suit"
    if given == "nobody":
        return "nobody"
    return None


# -- 11 · compute: the napola -------------------------------------------------------

@exercise(
    "scopa-11", kind=INT,
    statement={
        "en": "With the napola option, how many napola points does this pile score: "
              "Ad 2d 3d 4d 6d 7d Fd 5c?",
        "it": "Con l'opzione napola, quanti punti di napola fa questo mazzetto: "
              "Ad 2d 3d 4d 6d 7d Fd 5c?",
    },
    hints=[{
        "en": "Asso, 2 and 3 of coins make 3 points; then count the coins that follow the 3 in an "
              "unbroken run. The run stops at the first coin that is missing.",
        "it": "Asso, 2 e 3 di denari fanno 3 punti; poi conta i denari che seguono il 3 senza buchi. "
              "La scala si ferma al primo denaro che manca.",
    }, {
        "en": "Write the coins of the pile in rank order, from the ace up, and put a mark at the "
              "first rank that is missing: each coin before the mark is one point.",
        "it": "Scrivi i denari della presa in ordine di valore, dall'asso in su, e segna il primo "
              "valore che manca: ogni denaro prima del segno vale un punto.",
    }],
    correct={
        "en": "A-2-3 of coins make 3, the 4 makes it {answer}; the 5 of coins is missing, so the run "
              "stops there (the 5 of cups does not help).",
        "it": "A-2-3 di denari fanno 3, il 4 porta a {answer}; manca il 5 di denari, quindi la scala "
              "si ferma lì (il 5 di coppe non conta).",
    },
    mistakes={
        "all_coins": {
            "en": "you counted every coin; the napola counts only the UNBROKEN run from the ace: "
                  "after a missing coin nothing more counts",
            "it": "hai contato tutti i denari; la napola conta solo la scala SENZA buchi dall'asso: "
                  "dopo un denaro che manca non conta più nulla",
        },
        "other_suit": {
            "en": "the 5 of cups does not fill the gap: the napola is made of coins (denari) only",
            "it": "il 5 di coppe non chiude il buco: la napola si fa solo con i denari",
        },
        "base": {
            "en": "the run A-2-3 makes 3, and each further coin in unbroken sequence adds 1: look "
                  "for the coins that come after the 3",
            "it": "la scala A-2-3 fa 3, e ogni denaro che segue senza interruzioni aggiunge 1: cerca "
                  "i denari che vengono dopo il 3",
        },
    },
)
def scopa_11():
    return napola(EX11_PILE)


@scopa_11.diagnose
def _(given, expected):
    pile = CardSet(EX11_PILE)
    coins = pile.suit("d")
    if given == len(coins):
        return "all_coins"
    if given == napola(pile | CardSet("5d")):
        return "other_suit"
    if given == napola("Ad 2d 3d"):
        return "base"
    return None


# -- 12 · compute: a whole hand, two players ------------------------------------------

_SCORE_MISTAKES = {
    "length": {
        "en": "there are {n} sides here, and you wrote {k} numbers: give one total per side",
        "it": "qui i punteggi sono {n} (uno per giocatore o per coppia) e hai scritto {k} numeri: "
              "scrivi un totale per ciascuno",
    },
    "no_scope": {
        "en": "you left out the scope: each scopa is 1 more point for the side that made it",
        "it": "hai dimenticato le scope: ogni scopa vale 1 punto in più per chi l'ha fatta",
    },
    "tie_scored": {
        "en": "in {cat} the top count is shared ({count}): a tie scores nothing, for anybody",
        "it": "per «{cat}» il conteggio più alto è pari ({count}): in caso di parità nessuno "
              "prende il punto",
    },
    "category": {
        "en": "check {cat} again: count it for every side, and the point goes to the one with most",
        "it": "ricontrolla il punto «{cat}»: conta per ciascuno, e il punto va a chi ne ha di più",
    },
    "per_player": {
        "en": "partners share their captures: add the two piles of each pair first, then score "
              "the two pairs (two totals, not four)",
        "it": "i compagni mettono in comune le prese: somma prima i due mazzetti di ogni coppia, "
              "poi conta i punti delle due coppie (due totali, non quattro)",
    },
}

_CAT_WORDS = {"carte": ("carte (most cards)", "carte"), "denari": ("denari (most coins)", "denari"),
              "settebello": ("the settebello", "settebello"),
              "primiera": ("the primiera", "primiera")}


def _diagnose_points(given, piles, scope, pair_labels=None):
    """A diagnosis for a wrong list of totals: scope forgotten, a tie
    scored, or the first category that goes elsewhere."""
    scores = score_hand(list(piles), scope=list(scope))
    expected = tuple(s.total for s in scores)
    if len(given) != len(expected):
        return "length", {"n": len(expected), "k": len(given)}
    no_scope = tuple(s.total - s.scope for s in scores)
    if given == no_scope and given != expected:
        return "no_scope"
    en = i18n.get_language() == "en"
    counts = {"carte": [s.cards_taken for s in scores], "denari": [s.coins_taken for s in scores],
              "primiera": [s.primiera_total or 0 for s in scores]}
    for cat in ("carte", "denari", "primiera"):
        vals = counts[cat]
        top = max(vals)
        if vals.count(top) > 1:
            # a learner who gave the point to each tied side
            tied = [i for i, v in enumerate(vals) if v == top]
            if all(given[i] - expected[i] >= 1 for i in tied):
                return "tie_scored", {"cat": cat, "count": top}
    diff = [g - e for g, e in zip(given, expected)]
    for cat in ("settebello", "carte", "denari", "primiera"):
        winners = [i for i, s in enumerate(scores) if getattr(s, cat)]
        for w in winners:
            if diff[w] < 0:
                label = (pair_labels or _sides_labels(len(scores)))[w]
                word = _CAT_WORDS[cat][0 if en else 1]
                return "category", {"cat": word, "side": label}
    return None


@exercise(
    "scopa-12", kind=POINTS,
    statement={
        "en": "A hand between two players is over; their piles and their scope are drawn above. "
              "How many points does each player score? Write [player 1, player 2].",
        "it": "Una mano fra due giocatori è finita; i loro mazzetti e le loro scope sono disegnati "
              "sopra. Quanti punti fa ogni giocatore? Scrivi [giocatore 1, giocatore 2].",
    },
    hints=[{
        "en": "Go through the categories in order: carte, denari, settebello, primiera, then the scope. "
              "Count before you give a point: a tie gives it to nobody.",
        "it": "Passa le categorie in ordine: carte, denari, settebello, primiera, poi le scope. "
              "Conta prima di dare un punto: in caso di parità non va a nessuno.",
    }, {
        "en": "Make a table with one column per player and one row per category; put a 1 where a "
              "player takes the point (an empty row on a tie), add the scope, then add up each "
              "column.",
        "it": "Fai una tabella con una colonna per giocatore e una riga per categoria; metti 1 dove "
              "un giocatore prende il punto (riga vuota se c'è parità), aggiungi le scope, poi somma "
              "ogni colonna.",
    }],
    correct={
        "en": "{answer}: {lines}.",
        "it": "{answer}: {lines}.",
    },
    mistakes=_SCORE_MISTAKES,
)
def scopa_12():
    return _scores(EX12_PILES, EX12_SCOPE)


def _lines(piles, scope, labels=None) -> dict:
    scores = score_hand(list(piles), scope=list(scope))
    labels = labels or _sides_labels(len(scores))
    parts = []
    for label, s in zip(labels, scores):
        parts.append(f"{label} — " + (", ".join(s.lines()) or "0"))
    return {"lines": "; ".join(parts)}


@scopa_12.details
def _(expected):
    return _lines(EX12_PILES, EX12_SCOPE)


@scopa_12.diagnose
def _(given, expected):
    return _diagnose_points(given, EX12_PILES, EX12_SCOPE)


def scopa_12_params() -> dict:
    return {"s1": EX12_SCOPE[0], "s2": EX12_SCOPE[1]}


# -- 13 · compute: a hand with three players ------------------------------------------

@exercise(
    "scopa-13", kind=POINTS,
    statement={
        "en": "Three players, each for themselves; their piles and their scope are drawn above. "
              "How many points does each player score? Write [player 1, player 2, player 3].",
        "it": "Tre giocatori, ognuno per sé; i loro mazzetti e le loro scope sono disegnati sopra. "
              "Quanti punti fa ogni giocatore? Scrivi [giocatore 1, giocatore 2, giocatore 3].",
    },
    hints=[{
        "en": "With three players a point goes to the one player who is alone at the top: if two "
              "players share the highest count, nobody scores it.",
        "it": "In tre il punto va al solo giocatore che sta in testa da solo: se due giocatori hanno "
              "lo stesso conteggio più alto, il punto non va a nessuno.",
    }, {
        "en": "Make a table with one column per player and one row per category; put a 1 only where "
              "one player alone has the top count, add the scope, then add up each column.",
        "it": "Fai una tabella con una colonna per giocatore e una riga per categoria; metti 1 solo "
              "dove un giocatore da solo ha il conteggio più alto, aggiungi le scope, poi somma ogni "
              "colonna.",
    }],
    correct={"en": "{answer}: {lines}.", "it": "{answer}: {lines}."},
    mistakes=_SCORE_MISTAKES,
)
def scopa_13():
    return _scores(EX13_PILES, EX13_SCOPE)


@scopa_13.details
def _(expected):
    return _lines(EX13_PILES, EX13_SCOPE)


@scopa_13.diagnose
def _(given, expected):
    return _diagnose_points(given, EX13_PILES, EX13_SCOPE)


def scopa_13_params() -> dict:
    return {"s1": EX13_SCOPE[0], "s2": EX13_SCOPE[1], "s3": EX13_SCOPE[2]}


# -- 14 · compute: four players in pairs -------------------------------------------------

def _pair_piles():
    """Pair A = players 1 and 3, pair B = players 2 and 4 (sitting opposite)."""
    a = CardSet(EX14_PILES[0]) | CardSet(EX14_PILES[2])
    b = CardSet(EX14_PILES[1]) | CardSet(EX14_PILES[3])
    return (a, b), (EX14_SCOPE[0] + EX14_SCOPE[2], EX14_SCOPE[1] + EX14_SCOPE[3])


i18n.register({
    "scopa.ex.pair_a": {"en": "pair A (players 1 and 3)", "it": "coppia A (giocatori 1 e 3)"},
    "scopa.ex.pair_b": {"en": "pair B (players 2 and 4)", "it": "coppia B (giocatori 2 e 4)"},
})


@exercise(
    "scopa-14", kind=POINTS,
    statement={
        "en": "Four players: 1 and 3 sit opposite and form pair A; 2 and 4 form pair B. The four "
              "piles and the scope of each player are drawn above. How many points does each "
              "pair score? Write [pair A, pair B].",
        "it": "Quattro giocatori: 1 e 3 sono seduti di fronte e formano la coppia A; 2 e 4 la "
              "coppia B. I quattro mazzetti e le scope di ogni giocatore sono disegnati sopra. "
              "Quanti punti fa ogni coppia? Scrivi [coppia A, coppia B].",
    },
    hints=[{
        "en": "Partners put their captures together: first join piles 1+3 and 2+4, then score two sides.",
        "it": "I compagni mettono insieme le prese: unisci prima i mazzetti 1+3 e 2+4, poi conta "
              "due lati.",
    }, {
        "en": "After joining the piles, count carte, denari, settebello and primiera for the two "
              "pairs only, and add the scope of both partners to their pair.",
        "it": "Dopo aver unito le prese, conta carte, denari, settebello e primiera solo per le due "
              "coppie, e aggiungi alla coppia le scope di tutti e due i compagni.",
    }],
    correct={"en": "{answer}: {lines}.", "it": "{answer}: {lines}."},
    mistakes=_SCORE_MISTAKES,
)
def scopa_14():
    piles, scope = _pair_piles()
    return _scores(piles, scope)


@scopa_14.details
def _(expected):
    piles, scope = _pair_piles()
    return _lines(piles, scope, [i18n.tr("scopa.ex.pair_a"), i18n.tr("scopa.ex.pair_b")])


@scopa_14.diagnose
def _(given, expected):
    if len(given) == 4:
        return "per_player"
    piles, scope = _pair_piles()
    return _diagnose_points(given, piles, scope,
                            [i18n.tr("scopa.ex.pair_a"), i18n.tr("scopa.ex.pair_b")])


def scopa_14_params() -> dict:
    return {f"s{i + 1}": s for i, s in enumerate(EX14_SCOPE)}


# -- 15 · decide: is the match over? ---------------------------------------------------

@exercise(
    "scopa-15", kind=BOOL,
    statement={
        "en": "Two players play to 11. At the end of a hand the scores are 11 to 11. "
              "Is the match over? (True or False)",
        "it": "Due giocatori giocano a 11. Alla fine di una mano il punteggio è 11 a 11. "
              "La partita è finita? (True o False)",
    },
    hints=[{
        "en": "Reaching the target is not enough: the winner must also lead alone.",
        "it": "Raggiungere il punteggio non basta: il vincitore deve anche essere in testa da solo.",
    }],
    correct={
        "en": "both reached {target}, but nobody leads alone: another hand is played to break the tie.",
        "it": "entrambi hanno raggiunto {target}, ma nessuno è in testa da solo: si gioca un'altra "
              "mano di spareggio.",
    },
    mistakes={
        "tie": {
            "en": "both players have reached {target}, but they are level: the match ends only when "
                  "one side has reached the target AND leads alone, so another hand is played",
            "it": "entrambi hanno raggiunto {target}, ma sono pari: la partita finisce solo quando uno "
                  "dei due ha raggiunto il punteggio ED è in testa da solo, quindi si gioca un'altra mano",
        },
        "over": {
            "en": "a side has reached {target} and leads alone: the match is over",
            "it": "uno dei due ha raggiunto {target} ed è in testa da solo: la partita è finita",
        },
    },
)
def scopa_15():
    return match_winner(EX15_SCORES, EX15_TARGET) is not None


@scopa_15.details
def _(expected):
    return {"target": EX15_TARGET}


@scopa_15.diagnose
def _(given, expected):
    if given and not expected and max(EX15_SCORES) >= EX15_TARGET:
        return "tie"
    if expected and not given:
        return "over"
    return None


def scopa_15_params() -> dict:
    return {"target": EX15_TARGET, "a": EX15_SCORES[0], "b": EX15_SCORES[1]}


# -- 16 · decide: who won the match? ------------------------------------------------------

@exercise(
    "scopa-16", kind=WhoKind(3),
    statement={
        "en": "Three players play to 16. Before the hand the scores are [14, 12, 15]; the hand "
              "gives them [2, 5, 3] points. Who has won the match? (1, 2, 3 or 'nobody')",
        "it": "Tre giocatori giocano a 16. Prima della mano i punteggi sono [14, 12, 15]; la mano "
              "dà loro [2, 5, 3] punti. Chi ha vinto la partita? (1, 2, 3 o 'nessuno')",
    },
    hints=[{
        "en": "The points of a hand are all added at the end of the hand; only then look for the one "
              "who has reached the target and leads alone.",
        "it": "I punti di una mano si sommano tutti alla fine della mano; solo allora cerca chi ha "
              "raggiunto il punteggio ed è in testa da solo.",
    }],
    correct={
        "en": "after the hand the scores are {after}: {answer} has reached {target} and leads alone.",
        "it": "dopo la mano i punteggi sono {after}: il {answer} ha raggiunto {target} ed è in testa "
              "da solo.",
    },
    mistakes={
        "first_there": {
            "en": "{answer} reaches {target}, but the match is decided at the END of the hand, on the "
                  "totals after it: add the hand's points to every score before you compare",
            "it": "il {answer} arriva a {target}, ma la partita si decide alla FINE della mano, sui totali "
                  "dopo la mano: aggiungi i punti della mano a ogni punteggio prima di confrontare",
        },
        "nobody": {
            "en": "add the hand's points to every score: the match is over as soon as, after a hand, "
                  "one player has reached {target} and leads alone",
            "it": "aggiungi i punti della mano a ogni punteggio: la partita finisce quando, dopo una "
                  "mano, un giocatore ha raggiunto {target} ed è in testa da solo",
        },
    },
)
def scopa_16():
    w = match_winner(_ex16_after(), EX16_TARGET)
    return "nobody" if w is None else w + 1


def _ex16_after():
    return tuple(a + b for a, b in zip(EX16_BEFORE, EX16_HAND))


@scopa_16.details
def _(expected):
    return {"after": list(_ex16_after()), "target": EX16_TARGET}


@scopa_16.diagnose
def _(given, expected):
    after = _ex16_after()
    if given == "nobody":
        return "nobody"
    p = int(given) - 1
    if after[p] >= EX16_TARGET:
        return "first_there"
    return None


def scopa_16_params() -> dict:
    return {"target": EX16_TARGET, "before": list(EX16_BEFORE), "hand": list(EX16_HAND)}


# -- 17 · explain: keep the table safe from a scopa ----------------------------------------

@exercise(
    "scopa-17", kind=CARDSET,
    statement={
        "en": "The table holds 2d 3c and your hand is 4s Rb Cd; none of your cards can take. "
              "You must lay one down. Which cards leave a table that NO single card can sweep? "
              "Write them all.",
        "it": "Sul tavolo ci sono 2d 3c e in mano hai 4s Rb Cd; nessuna tua carta può prendere. "
              "Devi posarne una. Quali carte lasciano un tavolo che NESSUNA carta da sola può "
              "portare via? Scrivile tutte.",
    },
    hints=[{
        "en": "Add up the table after your card lands on it. The strongest card, the re, is worth "
              "10: a table worth more than 10 cannot be swept at once.",
        "it": "Somma il tavolo dopo che ci hai posato la carta. La carta più forte, il re, vale 10: "
              "un tavolo che vale più di 10 non si può portare via in un colpo.",
    }, {
        "en": "For each card of your hand, write the table's total after it lands; keep the cards "
              "whose total is more than 10.",
        "it": "Per ogni carta della tua mano scrivi il totale del tavolo dopo che l'hai posata; tieni "
              "le carte con un totale maggiore di 10.",
    }],
    correct={
        "en": "with {answer} the table adds up to more than 10, so nobody can make a scopa on it.",
        "it": "con {answer} il tavolo somma più di 10, quindi nessuno può farci scopa.",
    },
    mistakes={
        "french": _FRENCH,
        "sweepable": {
            "en": "with {card} the table adds up to {total}: a card worth {total} would take it all "
                  "and make a scopa",
            "it": "con {card} il tavolo fa {total}: una carta che vale {total} lo porterebbe via "
                  "tutto facendo scopa",
        },
        "missed": {
            "en": "you left out a card that also works: after it the table would add up to more "
                  "than 10, and no card takes more than 10",
            "it": "hai lasciato fuori un'altra carta che va bene: giocandola, il tavolo farebbe "
                  "più di 10, e nessuna carta prende più di 10",
        },
    },
)
def scopa_17():
    out = []
    for c in to_cards(EX17_HAND):
        assert not capture_options(c, EX17_TABLE)
        if cards_value(to_cards(EX17_TABLE) + [c]) > card_value("Rd"):
            out.append(c)
    return out


@scopa_17.diagnose
def _(given, expected):
    if _french(given):
        return _french(given)
    for c in given - expected:
        return "sweepable", {"card": str(c), "total": cards_value(to_cards(EX17_TABLE) + [c])}
    for c in expected - given:
        return "missed", {"card": str(c), "total": cards_value(to_cards(EX17_TABLE) + [c])}
    return None


# -- 18, 19 · compute: the highest and the lowest primiera -------------------------------------

def _best_per_suit(pick) -> int:
    total = 0
    for s in "dcsb":
        suit = [CARDS[i] for i in range(40) if CARDS[i].suit == s]
        total += pick(primiera_value(c) for c in suit)
    return total


@exercise(
    "scopa-18", kind=INT,
    statement={
        "en": "What is the highest primiera total a pile can have?",
        "it": "Qual è il punteggio di primiera più alto che un mazzetto può avere?",
    },
    hints=[{
        "en": "Take the best possible card in each of the four suits.",
        "it": "Prendi la carta migliore possibile in ognuno dei quattro semi.",
    }],
    correct={
        "en": "four sevens: 4 × 21 = {answer}.",
        "it": "quattro sette: 4 × 21 = {answer}.",
    },
    mistakes={
        "figures": {
            "en": "you took the re as the best card: in the primiera the 7 (21) is best, the figures "
                  "(10) are worst",
            "it": "hai preso il re come carta migliore: nella primiera la migliore è il 7 (21), le "
                  "figure (10) sono le peggiori",
        },
    },
)
def scopa_18():
    return primiera("7d 7c 7s 7b")


@scopa_18.diagnose
def _(given, expected):
    return "figures" if given == 4 * primiera_value("Rd") else None


@exercise(
    "scopa-19", kind=INT,
    statement={
        "en": "What is the LOWEST primiera total a pile can have (a pile that has a primiera)?",
        "it": "Qual è il punteggio di primiera PIÙ BASSO che un mazzetto può avere (se ha una primiera)?",
    },
    hints=[{
        "en": "The best card of each suit counts. When is the best card of a suit as weak as possible?",
        "it": "Conta la carta migliore di ogni seme. Quando la migliore di un seme è la più debole possibile?",
    }, {
        "en": "Look up the lowest value in the primiera table, and remember that a primiera always "
              "has one card per suit.",
        "it": "Cerca il valore più basso nella tabella della primiera, e ricorda che una primiera ha "
              "sempre una carta per seme.",
    }],
    correct={
        "en": "only figures in every suit: 4 × 10 = {answer}.",
        "it": "solo figure in ogni seme: 4 × 10 = {answer}.",
    },
    mistakes={
        "aces": {
            "en": "you counted the ace as the weakest card: in the primiera the ace is worth 16, "
                  "more than several other cards; look up the lowest value in the primiera table",
            "it": "hai contato l'asso come la carta più debole: nella primiera l'asso vale 16, più "
                  "di diverse altre carte; cerca il valore più basso nella tabella della primiera",
        },
        "twos": {
            "en": "the 2 is worth 12, but it is not the weakest card in the primiera table",
            "it": "il 2 vale 12, ma non è la carta più debole nella tabella della primiera",
        },
        "zero": {
            "en": "a pile missing a suit has NO primiera; the question asks about piles that have one",
            "it": "un mazzetto senza un seme NON ha primiera; la domanda riguarda i mazzetti che ce l'hanno",
        },
    },
)
def scopa_19():
    return _best_per_suit(min)


@scopa_19.diagnose
def _(given, expected):
    if given == 4 * primiera_value("Ad") or given == 4:
        return "aces"
    if given == 4 * primiera_value("2d"):
        return "twos"
    if given == 0:
        return "zero"
    return None


# -- 20 · recognise: rounds of a hand ------------------------------------------------

@exercise(
    "scopa-20", kind=INT,
    statement={
        "en": "How many rounds of three cards does a hand of Scopa have with three players?",
        "it": "Quanti giri da tre carte ha una mano di Scopa in tre giocatori?",
    },
    hints=[{
        "en": "Four cards go to the table once; the other 36 are dealt three to each player per round.",
        "it": "Quattro carte vanno sul tavolo una volta sola; le altre 36 si danno tre a testa per giro.",
    }, {
        "en": "Divide the cards dealt to the players by the number of cards one round uses: three for "
              "each player.",
        "it": "Dividi le carte date ai giocatori per il numero di carte che usa un giro: tre per ogni "
              "giocatore.",
    }],
    correct={
        "en": "36 cards for the hands, 9 per round (3 each): {answer} rounds.",
        "it": "36 carte per le mani, 9 per giro (3 a testa): {answer} giri.",
    },
    mistakes={
        "forty": {
            "en": "you divided all 40 cards; four of them go to the table at the start, so 36 are "
                  "left for the hands",
            "it": "hai diviso tutte le 40 carte; quattro vanno sul tavolo all'inizio, quindi per le "
                  "mani ne restano 36",
        },
        "other_count": {
            "en": "{answer} rounds is right for {players} players; count again how many cards one "
                  "round uses with three players",
            "it": "{answer} giri vale per {players} giocatori; conta di nuovo quante carte usa un "
                  "giro in tre",
        },
    },
)
def scopa_20():
    return ScopaRules(players=3).rounds


@scopa_20.diagnose
def _(given, expected):
    for n in (2, 4):
        if given == ScopaRules(players=n).rounds:
            return "other_count", {"players": n}
    if given * 9 == 40 or given == 40 // 9 + 1:
        return "forty"
    return None


def facts(id: str, lang: str | None = None) -> str:
    """The computed facts an exercise's statement refers to ("described
    above"), as text: for ``scopa-06`` and ``scopa-07`` the seeded hand."""
    if id == "scopa-06":
        return i18n.tr("scopa.ex.facts06", lang, **scopa_06_params())
    if id == "scopa-07":
        return i18n.tr("scopa.ex.facts07", lang, **scopa_07_params())
    return ""


i18n.register({
    "scopa.ex.facts06": {
        "en": "Deal number {deal}, two computer players (RuleBasedPlayer). Last card of the hand: "
              "{card}; the table holds {table}; {card} takes {taken}.",
        "it": "Smazzata numero {deal}, due giocatori del computer (RuleBasedPlayer). Ultima carta "
              "della mano: {card}; sul tavolo ci sono {table}; {card} prende {taken}.",
    },
    "scopa.ex.facts07": {
        "en": "Deal number {deal}, two computer players (RuleBasedPlayer). The last capture: "
              "player {taker} plays {taker_move}. The last card of the hand: player {last} plays "
              "{last_card}, which takes nothing. Left on the table: {left}.",
        "it": "Smazzata numero {deal}, due giocatori del computer (RuleBasedPlayer). L'ultima presa: "
              "il giocatore {taker} gioca {taker_move}. L'ultima carta della mano: il giocatore "
              "{last} gioca {last_card}, che non prende nulla. Rimaste sul tavolo: {left}.",
    },
})


__all__ = ["OPTIONS", "POINTS", "PILE", "Position", "position", "facts", "first_hand",
           "sweep_deal", "leftover_deal", "PRIMIERA_VALUES"]
