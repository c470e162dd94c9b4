"""The practice topic of the deal voided by kings: text 002, "Se fra queste
quattro carte ci sono tre o quattro re, si rimescola tutto e si distribuisce
di nuovo" (``docs/rules/scopa.md``, section 2).

The four cards turned up on the table are shown; the learner says whether
the cards must be shuffled and dealt again.  The engine answers: the deal is
given to a :class:`~cardkit.scopa.ScopaState`, which voids it (and waits for
another deal) exactly when three or four kings are face up.
"""

from __future__ import annotations

from ... import i18n
from ...cards import ITALIAN, to_cards
from ...scopa import ScopaRules, ScopaState
from ...scopa.state import deal_order
from ..answers import BOOL
from ..practice import Topic
from . import Position

i18n.register({
    "practice.scopa.redeal.table": {"en": "the four cards turned up", "it": "le quattro carte scoperte"},
})

_KING = "R"


class Redeal(Topic):
    """The deal voided by kings.  Rule: three or four kings among the four
    cards turned up void the deal (shuffle and deal again); two kings, or
    three cards of another rank, are a normal deal.  The misconception is
    the rule forgotten (three kings played on) or stretched (two kings, or
    three of any rank, taken for a void deal).  Easy: three or four kings,
    or one or two; normal: also three cards of another rank; hard: also three
    figures (fante, cavallo, re) with two kings, or three figures of which
    one is a king.  Half the questions are void deals."""

    name = "scopa-redeal"
    game = "scopa"
    kind = BOOL
    ui = "choice"
    texts = {
        "rule": {"en": "three or four kings turned up: the deal is void",
                 "it": "tre o quattro re scoperti: si distribuisce di nuovo"},
        "statement": {
            "en": "The dealer has given three cards to each player and turned up these four cards on the "
                  "table. Must the cards be shuffled and dealt again (True or False)?",
            "it": "Il mazziere ha dato tre carte a ciascun giocatore e ha scoperto sul tavolo queste quattro "
                  "carte. Si deve rimescolare e distribuire di nuovo (True o False)?",
        },
        "hint1": {
            "en": "Only one kind of card on the table can void a deal: which one, and how many of them?",
            "it": "Solo un tipo di carta sul tavolo può annullare una distribuzione: quale, e quante?",
        },
        "hint2": {
            "en": "The text says: three or four kings among the four cards turned up, and everything is "
                  "shuffled and dealt again. Any other table is played.",
            "it": "Il testo dice: tre o quattro re fra le quattro carte scoperte, e si rimescola tutto e si "
                  "distribuisce di nuovo. Ogni altro tavolo si gioca.",
        },
        "hint3": {
            "en": "Count the kings (R) among the four cards, and only the kings: the fante and the cavallo "
                  "do not count. Three or four: deal again; fewer: play.",
            "it": "Conta i re (R) fra le quattro carte, e solo i re: fante e cavallo non contano. Tre o "
                  "quattro: si distribuisce di nuovo; meno: si gioca.",
        },
        "correct": {
            "en": "{expected}: only three or four kings turned up void a deal.",
            "it": "{expected}: solo tre o quattro re scoperti annullano la distribuzione.",
        },
        "forgot": {
            "en": "with three or four kings face up the deal cannot be played: the text says to shuffle "
                  "and deal again",
            "it": "con tre o quattro re scoperti non si gioca: il testo dice di rimescolare e distribuire "
                  "di nuovo",
        },
        "two_kings": {
            "en": "two kings are a normal deal: it takes three or four to deal again",
            "it": "due re sono una distribuzione normale: per distribuire di nuovo ce ne vogliono tre o "
                  "quattro",
        },
        "other_rank": {
            "en": "only kings void a deal: three cards of another rank are played",
            "it": "solo i re annullano la distribuzione: tre carte di un altro valore si giocano",
        },
        "few_kings": {
            "en": "it takes three or four kings face up to deal again: here there are fewer",
            "it": "per distribuire di nuovo ci vogliono tre o quattro re scoperti: qui ce ne sono meno",
        },
        "figures": {
            "en": "the fante and the cavallo are not kings: count only the kings",
            "it": "fante e cavallo non sono re: conta solo i re",
        },
    }

    #: the tables drawn at each level (each as often; the void ones half of all)
    VOID = ("three_kings", "four_kings")
    PLAYED = {"easy": ("one_king", "two_kings"), "normal": ("two_kings", "three_other"),
              "hard": ("two_kings", "three_other", "figures")}

    def generate(self, rng, difficulty):
        if rng.random() < 0.5:       # a void deal: three kings more often than the rare four
            kind = rng.choices(self.VOID, weights=(0.7, 0.3))[0]
        else:
            kind = rng.choice(self.PLAYED[difficulty])
        kings = [c for c in ITALIAN.cards if c.rank == _KING]
        others = [c for c in ITALIAN.cards if c.rank != _KING]
        while True:
            if kind in ("three_kings", "four_kings", "one_king", "two_kings"):
                n = {"one_king": 1, "two_kings": 2, "three_kings": 3, "four_kings": 4}[kind]
                table = rng.sample(kings, n) + rng.sample(others, 4 - n)
            elif kind == "three_other":
                rank = rng.choice(sorted({c.rank for c in others}))
                same = [c for c in others if c.rank == rank]
                table = rng.sample(same, 3) + rng.sample([c for c in ITALIAN.cards if c.rank != rank], 1)
            else:   # three figures: two kings and a fante or cavallo, or one king and two others
                figures = [c for c in others if c.rank in ("F", "C")]
                k = rng.choice((1, 2))
                table = rng.sample(kings, k) + rng.sample(figures, 3 - k)
                table += rng.sample([c for c in others if c not in table and c.rank not in ("F", "C")], 1)
            rng.shuffle(table)
            data = {"table": " ".join(str(c) for c in table), "kind": kind}
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        state = ScopaState(ScopaRules(players=2), auto_deal=False)
        state.deal(deal_order([], data["table"]))
        return state.is_chance_node()       # the deal was voided: another one is awaited

    def misconception(self, data):
        return not self.solve(data)

    def diagnose(self, given, expected, data):
        if expected:
            return "forgot"
        table = to_cards(data["table"])
        kings = sum(c.rank == _KING for c in table)
        if kings == 2:
            return "two_kings"
        if any(sum(c.rank == r for c in table) >= 3 for r in {c.rank for c in table}):
            return "other_rank"
        if sum(c.rank in ("F", "C", _KING) for c in table) >= 3:
            return "figures"
        return "few_kings"

    def choices(self, data):
        return [True, False]

    def picture(self, data):
        return Position([(i18n.tr("practice.scopa.redeal.table"), to_cards(data["table"]))], 80)
