"""The practice topic of the Rubicone's four deals (lesson 15): the game is
four deals instead of a race to 151 (text 000 "la partita si gioca in
quattro smazzate"), the first and the fourth count double ("il punteggio
della prima e della quarta smazzata vale doppio"), and, if the players
agreed it beforehand, the winner who alone passed 100 gains 100 more.

The four deals are a real game of ``RUBICONE`` played by the engine (random
legal moves from the question's seed), shown as each deal was counted at
the table; the totals are the engine's ``scores`` and the margin its
``margin()`` under the rules, with or without ``rubicone_extra``.
"""

from __future__ import annotations

import functools
import html
import random

from ... import i18n
from ...picchetto import RUBICONE, PicchettoState
from ...svg import Drawing
from ..answers import INT
from ..practice import Topic
from .topics_play import _to_play

i18n.register({
    "practice.picchetto.rubicone.plain": {"en": "the Rubicone (text 000)", "it": "il Rubicone (testo 000)"},
    "practice.picchetto.rubicone.extra": {
        "en": "the Rubicone with the extra 100 agreed beforehand (text 000)",
        "it": "il Rubicone con i 100 in più concordati prima (testo 000)",
    },
    "practice.picchetto.rubicone.ask.total": {
        "en": "What is player 1's total at the end of the game?",
        "it": "Qual è il totale del giocatore 1 alla fine della partita?",
    },
    "practice.picchetto.rubicone.ask.margin": {
        "en": "How many points does the winner gain from the game?",
        "it": "Quanti punti guadagna dalla partita chi vince?",
    },
    "practice.picchetto.rubicone.deal": {"en": "deal {n}", "it": "smazzata {n}"},
    "practice.picchetto.rubicone.head": {"en": "player 1 – player 2, as counted",
                                         "it": "giocatore 1 – giocatore 2, come contati"},
})

RULES = {"plain": RUBICONE, "extra": RUBICONE.replace(rubicone_extra=True)}
#: how many different games a question may be built on (each played once, then kept)
GAMES = 120


@functools.lru_cache(maxsize=None)
def _game(rules: str, game: int) -> tuple:
    """A whole Rubicone played with random legal moves: ``(each deal's
    points as counted, not doubled; the final totals; the winner's margin)``."""
    rng = random.Random(f"rubicone/{game}")
    s = PicchettoState(RULES[rules], game)
    deals = []
    while not s.is_over():
        _to_play(s)
        while s.phase == "play":
            s.play(rng.choice(s.legal_moves()))
        deals.append(tuple(s.logs[len(deals)].totals))       # this deal's log (the next one may have begun)
    return tuple(deals), tuple(s.scores), s.margin()


class Rubicone(Topic):
    """The Rubicone's four deals.  Rule: **four deals; the first and the
    fourth count double; the margin is the difference, or the sum when only
    the winner passed 100 (with 100 more if agreed)**.  Misconception: the
    four deals added as they were counted (nothing doubled), and, for the
    margin, the extra 100 forgotten or added when it was not agreed.  Easy
    and normal: player 1's total; hard: the winner's margin, half of the
    games with the extra 100 agreed, and only the winner past 100."""

    name = "picchetto-rubicone"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the Rubicone: four deals, the first and the fourth doubled",
                 "it": "il Rubicone: quattro smazzate, la prima e la quarta doppie"},
        "statement": {
            "en": "Playing {preset_en}, the four deals were counted at the table as in the table below "
                  "(player 1 – player 2). {ask_en}",
            "it": "Giocando {preset_it}, le quattro smazzate sono state contate al tavolo come nella tabella "
                  "qui sotto (giocatore 1 – giocatore 2). {ask_it}",
        },
        "hint1": {
            "en": "Do all four deals count the same in the Rubicone?",
            "it": "Nel Rubicone le quattro smazzate valgono tutte uguale?",
        },
        "hint2": {
            "en": "The first and the fourth deal count double. Add up each player's four deals, doubling "
                  "those two.",
            "it": "La prima e la quarta smazzata valgono doppio. Somma le quattro smazzate di ogni giocatore, "
                  "raddoppiando quelle due.",
        },
        "hint3": {
            "en": "For the margin: both past 100, or neither, the difference; only the winner past 100, the "
                  "sum, and 100 more when the players agreed it.",
            "it": "Per il margine: entrambi oltre i 100, o nessuno, la differenza; solo il vincitore oltre i "
                  "100, la somma, e 100 in più se i giocatori l'hanno concordato.",
        },
        "correct": {
            "en": "{expected}: the first and the fourth deal count double.",
            "it": "{expected}: la prima e la quarta smazzata valgono doppio.",
        },
        "not_doubled": {
            "en": "you added the deals as they were counted: in the Rubicone the first and the fourth count "
                  "double",
            "it": "hai sommato le smazzate come sono state contate: nel Rubicone la prima e la quarta valgono "
                  "doppio",
        },
        "no_extra": {
            "en": "the players agreed the extra 100: the winner who alone passed 100 gains it too",
            "it": "i giocatori hanno concordato i 100 in più: chi vince avendo lui solo passato i 100 li "
                  "guadagna",
        },
        "extra_not_agreed": {
            "en": "the extra 100 is only for players who agreed it beforehand; these did not",
            "it": "i 100 in più valgono solo se concordati prima; questi giocatori non l'hanno fatto",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            rules = rng.choice(("plain", "extra")) if difficulty == "hard" else "plain"
            data = {"rules": rules, "game": rng.randrange(GAMES), "ask": "margin" if difficulty == "hard" else "total"}
            deals, scores, margin = _game(rules, data["game"])
            if difficulty == "hard":
                w = max(scores)
                if not margin or not (w > 100 >= min(scores)):
                    continue                  # the hard level: only the winner past 100
            if difficulty == "easy" and deals[0][0] == deals[3][0] == 0:
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        deals, scores, margin = _game(data["rules"], data["game"])
        return margin if data["ask"] == "margin" else scores[0]

    def misconception(self, data):
        deals, scores, margin = _game(data["rules"], data["game"])
        if data["ask"] == "total":
            return sum(d[0] for d in deals)                  # nothing doubled
        return margin - 100 if data["rules"] == "extra" else margin + 100

    def diagnose(self, given, expected, data):
        if given != self.misconception(data):
            deals, _scores, _m = _game(data["rules"], data["game"])
            if data["ask"] == "total" and given == sum(d[0] for d in deals):
                return "not_doubled"
            return None
        if data["ask"] == "total":
            return "not_doubled"
        return "no_extra" if data["rules"] == "extra" else "extra_not_agreed"

    def params(self, data):
        out = {}
        for lang in ("en", "it"):
            out[f"preset_{lang}"] = i18n.tr(f"practice.picchetto.rubicone.{data['rules']}", lang)
            out[f"ask_{lang}"] = i18n.tr(f"practice.picchetto.rubicone.ask.{data['ask']}", lang)
        return out

    def picture(self, data):
        return _Deals(_game(data["rules"], data["game"])[0])


class _Deals(Drawing):
    """The four deals' points as counted, one row each (a table, no cards)."""

    def __init__(self, deals):
        self.deals = deals

    def _rows(self):
        return [(i18n.tr("practice.picchetto.rubicone.deal", n=n), f"{a} – {b}")
                for n, (a, b) in enumerate(self.deals, 1)]

    def html(self) -> str:
        head = html.escape(i18n.tr("practice.picchetto.rubicone.head"))
        body = "".join(f"<tr><td>{html.escape(label)}</td><td>{value}</td></tr>" for label, value in self._rows())
        return f"<table class='cardkit-score'><tr><th></th><th>{head}</th></tr>{body}</table>"

    def __str__(self) -> str:
        return "\n".join(f"{label}: {value}" for label, value in self._rows())

    def __repr__(self) -> str:
        return f"<Deals: {'; '.join(f'{a}-{b}' for a, b in self.deals)}>"
