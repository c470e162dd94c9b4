"""The practice topic of a made contract's marks (lesson 20): when the
takers make more than the defenders each side marks its own total ("se i
punti sono superiori, ognuno segna i propri"), and a side that takes all
eight tricks makes the capot, 100 points that include the 10 of the last
trick ("il cappotto ... vale 100 punti, compresi i 10 dell'ultima presa",
text 001).  The table gives the tricks each side took, not the 10 or the
100: the learner applies the capot.  The marks are the engine's
``settle`` of the two totals.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from ... import i18n
from ...belote import CAPOT, LAST_TRICK, settle
from . import SIDES
from ..practice import register_topic
from .topics import _deal_facts, _ScoreTable, _ScoreTopic

i18n.register({
    "belote.practice.row.tricks": {"en": "tricks taken", "it": "prese fatte"},
    "belote.practice.row.last_taken": {"en": "took the last trick", "it": "ha fatto l'ultima presa"},
    "belote.practice.yes": {"en": "yes", "it": "sì"},
    "belote.practice.no": {"en": "no", "it": "no"},
})


def _bonus(data, side: int) -> int:
    """The last trick's 10, or the capot's 100 for a side that took all eight."""
    if data["tricks"][side] == 8:
        return CAPOT
    return LAST_TRICK if data["last"] == side else 0


def _totals(data, capot_extra: int = 0) -> tuple:
    return tuple(data["cards"][s] + _bonus(data, s) + data["honours"][s] + data["belote"][s]
                 + (capot_extra if data["tricks"][s] == 8 else 0) for s in (0, 1))


class _TricksTable(_ScoreTable):
    """The deal's facts with the tricks each side took and who took the last
    one, instead of the points for it."""

    def rows(self):
        d = self.data
        words = [i18n.tr("belote.practice.yes" if d["last"] == s else "belote.practice.no") for s in (0, 1)]
        return [(i18n.tr("belote.row.cards"), d["cards"]), (i18n.tr("belote.practice.row.tricks"), d["tricks"]),
                (i18n.tr("belote.practice.row.last_taken"), words),
                (i18n.tr("belote.row.honours"), d["honours"]), (i18n.tr("belote.row.belote"), d["belote"])]

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(h)}</th>" for h in self.heads())
        body = "".join(f"<tr><td>{escape(label)}</td>" + "".join(f"<td>{escape(str(v))}</td>" for v in values)
                       + "</tr>" for label, values in self.rows())
        return f"<table class='cardkit-score'><tr><th></th>{head}</tr>{body}</table>"


class MadeMarks(_ScoreTopic):
    """What each side marks after a made contract.  Rule: **a made contract:
    each side marks its own total; all eight tricks are a capot, 100 that
    take the place of the last trick's 10**.  Misconception: the takers
    marking the defenders' points too (as after a failed contract), and a
    capot counted as 100 on top of the 10.  Easy: made contracts without a
    capot; normal: a capot one time in three; hard: a capot one time in
    two, in Senza Atout too, and the defenders with honours."""

    name = "belote-made-marks"
    kind = SIDES
    ui = "text"
    texts = {
        "rule": {
            "en": "a made contract: each side marks its own total; a capot is 100, the last trick included",
            "it": "impegno mantenuto: ogni coppia segna il suo totale; il cappotto vale 100, ultima presa "
                  "compresa",
        },
        "statement": {
            "en": "The takers are {takers}; the deal was played {game}. The table shows what each side took. "
                  "What does each side mark? Answer [North–South, East–West].",
            "it": "L'impegno è di {takers}; la smazzata si è giocata {game}. La tabella mostra che cosa ha preso "
                  "ciascuna coppia. Che cosa segna ciascuna coppia? Rispondi [Nord–Sud, Est–Ovest].",
        },
        "hint1": {
            "en": "Add up each side's total: card points, the last trick, honours, belote. Did the takers make "
                  "more?",
            "it": "Somma il totale di ogni coppia: punti delle carte, ultima presa, accuse, belote. Chi si è "
                  "impegnato ha fatto di più?",
        },
        "hint2": {
            "en": "The last trick is worth 10. A side that took all eight tricks makes the capot instead: 100, "
                  "and the 10 of the last trick is part of it.",
            "it": "L'ultima presa vale 10. Chi fa tutte le otto prese fa invece il cappotto: 100, e i 10 "
                  "dell'ultima presa ne fanno parte.",
        },
        "hint3": {
            "en": "When the takers make more than the defenders, nothing changes hands: each side marks the "
                  "total it made.",
            "it": "Se chi si è impegnato fa più degli avversari, non si passa niente: ogni coppia segna il totale "
                  "che ha fatto.",
        },
        "correct": {
            "en": "{expected}: the contract is made, so each side marks its own.",
            "it": "{expected}: l'impegno è mantenuto, e ogni coppia segna il suo.",
        },
        "took_all": {
            "en": "the defenders' points go to the takers only when the contract fails; here it is made, so "
                  "each side marks its own",
            "it": "i punti degli avversari passano a chi si è impegnato solo se l'impegno non è mantenuto; qui "
                  "è mantenuto, e ogni coppia segna il suo",
        },
        "capot_plus_last": {
            "en": "the capot's 100 already includes the 10 of the last trick: do not add both",
            "it": "i 100 del cappotto comprendono già i 10 dell'ultima presa: non sommarli tutti e due",
        },
        "no_capot": {
            "en": "a side took all eight tricks: that is a capot, which is worth more than the last trick's 10",
            "it": "una coppia ha fatto tutte le otto prese: è un cappotto, che vale più dei 10 dell'ultima presa",
        },
        "no_last": {
            "en": "the side that took the last trick adds 10 for it",
            "it": "la coppia che ha fatto l'ultima presa aggiunge 10",
        },
    }

    #: the chance of a capot at each level
    CAPOT_SHARE = {"easy": 0.0, "normal": 1 / 3, "hard": 0.5}

    def generate(self, rng, difficulty):
        capot = rng.random() < self.CAPOT_SHARE[difficulty]
        while True:
            data = _deal_facts(rng, difficulty)
            t, whole = data["taker"], sum(data["cards"])
            if capot:
                data["cards"] = [whole if s == t else 0 for s in (0, 1)]
                data["last"], data["tricks"] = t, [8 if s == t else 0 for s in (0, 1)]
            else:
                won = rng.randint(4, 7)
                data["tricks"] = [won if s == t else 8 - won for s in (0, 1)]
            if difficulty == "hard" and not capot and not data["honours"][1 - t]:
                continue                      # the defenders' own honours: theirs to mark
            if self.outcome(data) != "made":
                continue
            if tuple(self.solve(data)) != tuple(self.misconception(data)):
                return data

    def outcome(self, data) -> str:
        return self._settle(data).outcome

    def _settle(self, data):
        return settle(_totals(data), tuple(data["belote"]), data["taker"])

    def solve(self, data):
        return list(self._settle(data).credited)

    def misconception(self, data):
        if 8 in data["tricks"]:
            return _totals(data, capot_extra=LAST_TRICK)      # 100 and the 10
        totals, t = _totals(data), data["taker"]
        return tuple(sum(totals) if s == t else 0 for s in (0, 1))   # as if the takers took everything

    def diagnose(self, given, expected, data):
        given = tuple(given)
        if given == tuple(self.misconception(data)):
            return "capot_plus_last" if 8 in data["tricks"] else "took_all"
        if 8 in data["tricks"] and given == _totals(data, capot_extra=LAST_TRICK - CAPOT):
            return "no_capot"
        if 8 not in data["tricks"] and any(e - g == LAST_TRICK and data["last"] == s
                                          for s, (e, g) in enumerate(zip(expected, given))):
            return "no_last"
        return None

    def picture(self, data):
        return _TricksTable({**data, "held_in": 0})


register_topic(MadeMarks())
