"""The practice topic of the game's end: the game to 151 (text 000, and
150 in text 003) ends **the moment** a player reaches the target, in the
middle of the declarations or of a trick, and nothing more is counted
(``docs/rules/picchetto.md``, *151 vs 150, the end of the game*).

A whole game is played by the computer from a seed.  Its last deal is
shown counted through to the end, as if nobody had stopped (the same moves
replayed under a target no one reaches, the deal then finished by the
computer); the learner gives the score the game really ended at, which is
the engine's own final score.
"""

from __future__ import annotations

import functools
import html

from ... import i18n
from ...picchetto import ITALIANO, PICCHETTO_150, ComputerPlayer, PicchettoState
from ...svg import Drawing
from ..answers import IntsKind
from ..practice import Topic

i18n.register({
    "practice.picchetto.end.preset.ITALIANO": {
        "en": "Playing to 151 (text 000, ITALIANO)", "it": "Giocando a 151 (testo 000, ITALIANO)",
    },
    "practice.picchetto.end.preset.PICCHETTO_150": {
        "en": "Playing to 150 (text 003, PICCHETTO_150)", "it": "Giocando a 150 (testo 003, PICCHETTO_150)",
    },
    "practice.picchetto.end.heading": {
        "en": "the last deal, counted through to the end (points of this deal in brackets)",
        "it": "l'ultima smazzata, contata fino in fondo (fra parentesi i punti di questa smazzata)",
    },
})

_PRESETS = {"ITALIANO": ITALIANO, "PICCHETTO_150": PICCHETTO_150}
_PLAYER = ComputerPlayer()


def _played(preset: str, seed: int) -> PicchettoState:
    """The whole game of ``seed``, both players the computer."""
    s = PicchettoState(_PRESETS[preset], seed)
    while not s.is_over():
        s.play(_PLAYER.choose(s))
    return s


@functools.lru_cache(maxsize=64)
def _ending(preset: str, seed: int) -> tuple:
    """(the final score, the score before the last deal, whether the target
    was reached in the play, the score had the last deal been counted
    through, that deal's log counted through)."""
    game = _played(preset, seed)
    before = tuple(a - b for a, b in zip(game.scores, game.log.totals))
    # the same game under a target nobody reaches, its last deal finished: what a table that
    # forgot to stop would have counted
    s = PicchettoState(_PRESETS[preset].replace(target=1000), seed, auto_deal=False)
    for move in game.history:
        if move.startswith("deal "):
            s.deal(move[5:])
        else:
            s.play(move)
    deal = s.deal_number
    while s.deal_number == deal and not s.is_chance_node():
        s.play(_PLAYER.choose(s))
    return tuple(game.scores), before, bool(game.tricks), tuple(s.scores), s.logs[-1]


class GameEnd(Topic):
    """The end of the game.  Rule: the game ends the moment a player
    reaches the target — in the declarations or in the middle of the play —
    and nothing after that is counted, not even the rest of the deal.
    Misconception: finishing the deal and adding all of it.  Easy: the
    target reached in the play; normal: in the declarations or the play;
    hard: also Picchetto to 150 (text 003), and the rest of the deal worth
    five points or more."""

    name = "picchetto-game-end"
    game = "picchetto"
    kind = IntsKind(2)
    ui = "text"
    texts = {
        "rule": {"en": "the game ends the moment the target is reached",
                 "it": "la partita finisce nel momento in cui si raggiunge il punteggio"},
        "statement": {
            "en": "{preset_en}, the game stood at {before} (player 1 – player 2) when its last deal began. "
                  "The table counted that deal through to the end, as shown. What was the game's real final "
                  "score? (player 1's, then player 2's, as two numbers)",
            "it": "{preset_it}, la partita era a {before} (giocatore 1 – giocatore 2) quando è cominciata "
                  "l'ultima smazzata. Il tavolo ha contato quella smazzata fino in fondo, come si vede. Qual è "
                  "stato il vero punteggio finale? (del giocatore 1, poi del giocatore 2, due numeri)",
        },
        "hint1": {
            "en": "Does the game wait for the end of the deal?",
            "it": "La partita aspetta la fine della smazzata?",
        },
        "hint2": {
            "en": "The game ends the moment a player reaches the target, even in the declarations or in the "
                  "middle of a trick: nothing after that point is counted.",
            "it": "La partita finisce nel momento in cui un giocatore raggiunge il punteggio, anche durante le "
                  "dichiarazioni o a metà di una presa: da lì in poi non si conta più niente.",
        },
        "hint3": {
            "en": "Add each line's points to the score before the deal, in order, and stop at the first line "
                  "that brings a player to the target.",
            "it": "Aggiungi al punteggio di prima della smazzata i punti di ogni riga, in ordine, e fermati "
                  "alla prima riga che porta un giocatore al punteggio.",
        },
        "correct": {
            "en": "{expected}: the game stopped there, and the rest of the deal was never counted.",
            "it": "{expected}: la partita si è fermata lì, e il resto della smazzata non si è mai contato.",
        },
        "whole_deal": {
            "en": "you counted the whole deal, but the game ends the moment a player reaches the target",
            "it": "hai contato tutta la smazzata, ma la partita finisce appena un giocatore raggiunge il "
                  "punteggio",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            preset = "PICCHETTO_150" if difficulty == "hard" and rng.random() < 0.4 else "ITALIANO"
            data = {"preset": preset, "game": rng.randrange(10**6)}
            end, _, in_play, full, _ = _ending(preset, data["game"])
            rest = sum(full) - sum(end)
            if rest <= 0 or (difficulty == "easy" and not in_play) or (difficulty == "hard" and rest < 5):
                continue
            return data

    def solve(self, data):
        return list(_ending(data["preset"], data["game"])[0])

    def misconception(self, data):
        return list(_ending(data["preset"], data["game"])[3])

    def diagnose(self, given, expected, data):
        return "whole_deal" if list(given) == self.misconception(data) else None

    def params(self, data):
        before = _ending(data["preset"], data["game"])[1]
        key = f"practice.picchetto.end.preset.{data['preset']}"
        return {"before": f"{before[0]} – {before[1]}", "preset_en": i18n.tr(key, "en"),
                "preset_it": i18n.tr(key, "it")}

    def picture(self, data):
        return _Log(_ending(data["preset"], data["game"])[4])


class _Log(Drawing):
    """A deal's score log as a table, one line per scoring event."""

    def __init__(self, log):
        self.log = log

    def html(self) -> str:
        rows = "".join(f"<tr><td>{html.escape(line)}</td></tr>" for line in self.log.lines())
        head = html.escape(i18n.tr("practice.picchetto.end.heading"))
        return f"<p><i>{head}</i></p><table class='cardkit-scorelog'>{rows}</table>"

    def __str__(self) -> str:
        return "\n".join([i18n.tr("practice.picchetto.end.heading")] + self.log.lines())

    def __repr__(self) -> str:
        return f"<Log: {len(self.log)} events>"
