"""The practice topic of the end of a Belote game (lesson 21): the game is
to 500 points ("la partita si svolge ai 500 punti", text 001), or to 700 or
1000 if the players agree it; a side that reaches the target when a deal is
scored wins, and if both reach it in the same deal the higher score wins
(equal scores play on: the kit's reading, lesson 21).  The answer is the
engine's ``game_winner``.
"""

from __future__ import annotations

import html

from ... import i18n
from ...belote import game_winner
from ...svg import Drawing
from ..practice import Topic, register_topic
from . import SIDE

i18n.register({
    "belote.practice.game.row.before": {"en": "before the deal", "it": "prima della smazzata"},
    "belote.practice.game.row.deal": {"en": "this deal marks", "it": "questa smazzata segna"},
})


class GameOver(Topic):
    """Who has won a game of Belote.  Rule: **a game to 500 (or 700, or
    1000, as agreed): a side with the target or more when a deal is scored
    wins; both there at once, the higher score wins; equal scores play
    on**.  Misconception: the usual 500 taken for the agreed target, the
    side that was ahead before the deal keeping the win when both get
    there, and a side at the target winning at once.  Easy: a game to 500
    or 700 that one side reaches, or a side between 500 and 700; normal: to
    700 or 1000, and both sides reaching 500 together; hard: both sides
    reaching the target in the same deal, a third of them level."""

    name = "belote-game-over"
    game = "belote"
    kind = SIDE
    ui = "choice"
    texts = {
        "rule": {"en": "the end of the game: 500 (or the agreed 700, 1000), the higher score if both get there",
                 "it": "la fine della partita: 500 (o i 700, 1000 concordati), il punteggio più alto se ci arrivano "
                       "entrambe"},
        "statement": {
            "en": "The game is to {target}. The scores were {a} (North–South) to {b} (East–West) before this "
                  "deal, which marks {x} to {y}. Which side has won the game?",
            "it": "La partita è ai {target}. Il punteggio era {a} (Nord–Sud) a {b} (Est–Ovest) prima di questa "
                  "smazzata, che segna {x} a {y}. Quale coppia ha vinto la partita?",
        },
        "hint1": {"en": "Add this deal's marks to each side's score. What is the target of this game?",
                  "it": "Aggiungi i punti di questa smazzata al punteggio di ogni coppia. Qual è il traguardo di "
                        "questa partita?"},
        "hint2": {"en": "A side with the target or more, once the deal is scored, has won. If both sides have "
                        "it, the higher score wins.",
                  "it": "Una coppia che, contata la smazzata, ha il traguardo o di più ha vinto. Se ce l'hanno "
                        "tutte e due, vince il punteggio più alto."},
        "hint3": {"en": "If both sides have exactly the same score at or above the target, nobody has won yet: "
                        "another deal is played.",
                  "it": "Se le due coppie hanno esattamente lo stesso punteggio, pari o sopra il traguardo, non ha "
                        "ancora vinto nessuno: si gioca un'altra smazzata."},
        "correct": {"en": "{expected}: decided by the scores once the deal is added, against this game's target.",
                    "it": "{expected}: lo decidono i punteggi con la smazzata aggiunta, rispetto al traguardo di "
                          "questa partita."},
        "target": {"en": "this game is not to 500: the players agreed a higher target",
                   "it": "questa partita non è ai 500: i giocatori hanno concordato un traguardo più alto"},
        "ahead_before": {"en": "being ahead before the deal does not decide: compare the scores once this deal is "
                               "added",
                         "it": "essere avanti prima della smazzata non decide: confronta i punteggi con questa "
                               "smazzata aggiunta"},
        "reached": {"en": "a side has reached the target once this deal is added: the game does not go on",
                    "it": "con questa smazzata una coppia ha raggiunto il traguardo: la partita non continua"},
    }

    #: level -> (targets, the kinds of position and their weights)
    LEVELS = {"easy": ((500, 700), {"cross": 2, "short": 1}),
              "normal": ((700, 1000), {"cross": 1, "short": 1, "both": 1}),
              "hard": ((500, 700, 1000), {"both": 2, "level": 1})}

    def generate(self, rng, difficulty):
        targets, kinds = self.LEVELS[difficulty]
        kind = rng.choices(list(kinds), weights=list(kinds.values()))[0]
        while True:
            target = rng.choice([t for t in targets if kind != "short" or t > 500])
            # a deal marks 162 (152 and the last trick) plus any honours and belote: shared out when the
            # contract is made, all to one side (but a belote) when it fails
            total = 162 + rng.choice((0, 0, 0, 20, 20, 50, 100))
            x = rng.randint(50, total - 50) if rng.random() < 0.7 else total
            y = total - x
            if rng.random() < 0.5:
                x, y = y, x
            if kind == "cross":                 # exactly one side gets there
                if x == 0:
                    continue
                a = rng.randint(target - x, target - 1)
                b = rng.randint(max(0, target - 400), target - y - 1)
            elif kind == "short":               # a side past 500, short of the agreed target
                if target - x - 1 < 500 - x:
                    continue
                a = rng.randint(max(500 - x, 0), target - x - 1)
                b = rng.randint(max(0, target - 400), target - y - 1)
            else:                               # both get there together, ahead before turned round
                if x == 0 or y == 0:
                    continue
                a = rng.randint(target - x, target - 1)
                b = rng.randint(target - y, target - 1)
                if kind == "level":
                    b = a + x - y
                    if not target - y <= b < target:
                        continue
            if rng.random() < 0.5:
                a, b, x, y = b, a, y, x
            data = {"target": target, "before": [a, b], "deal": [x, y]}
            if min(a, b) >= 0 and self.solve(data) != self.misconception(data):
                return data

    def _after(self, data) -> tuple:
        return data["before"][0] + data["deal"][0], data["before"][1] + data["deal"][1]

    def solve(self, data):
        w = game_winner(self._after(data), data["target"])
        return "none" if w is None else str(w)

    def misconception(self, data):
        """The side ahead before the deal when both get there; 500 for any target; a game that goes on."""
        after, target = self._after(data), data["target"]
        if min(after) >= target:
            a, b = data["before"]
            return "0" if a > b else "1" if b > a else "none"
        if self._short(data):
            return str(game_winner(after, 500))
        return "none"

    def _short(self, data) -> bool:
        """A side past 500 but short of this game's higher target (nobody has won)."""
        after, target = self._after(data), data["target"]
        return target != 500 and max(after) < target and max(after) >= 500 and after[0] != after[1]

    def diagnose(self, given, expected, data):
        after, target = self._after(data), data["target"]
        if given == "none" and expected != "none":
            return "reached"
        if min(after) >= target and given != expected:
            return "ahead_before"
        if self._short(data) and given != "none":
            return "target"
        return None

    def params(self, data):
        (a, b), (x, y) = data["before"], data["deal"]
        return {"target": data["target"], "a": a, "b": b, "x": x, "y": y}

    def choices(self, data):
        return ["0", "1", "none"]

    def picture(self, data):
        return _Scores(data)


class _Scores(Drawing):
    """The scores before the deal and the deal's marks, one column per side
    (the sums are the learner's to make)."""

    def __init__(self, data):
        self.data = data

    def _rows(self):
        d = self.data
        return [(i18n.tr("belote.practice.game.row.before"), d["before"]),
                (i18n.tr("belote.practice.game.row.deal"), d["deal"])]

    def html(self) -> str:
        head = "".join(f"<th>{html.escape(i18n.tr(f'belote.side.{s}'))}</th>" for s in (0, 1))
        body = "".join(f"<tr><td>{html.escape(label)}</td><td>{a}</td><td>{b}</td></tr>"
                       for label, (a, b) in self._rows())
        return f"<table class='cardkit-score'><tr><th></th>{head}</tr>{body}</table>"

    def __str__(self) -> str:
        return "\n".join(f"{label}: {a} – {b}" for label, (a, b) in self._rows())

    def __repr__(self) -> str:
        return f"<Scores: {self.data['before']} + {self.data['deal']}, game to {self.data['target']}>"


register_topic(GameOver())
