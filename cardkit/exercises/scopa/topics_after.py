"""The practice topic of the table after a play (lesson 02): a card that
takes goes, with the cards it took, to the player's pile ("la carta giocata
e quelle prese vanno nel mazzetto del giocatore", text 002); a card that
cannot take stays face up on the table, where it may be taken later; and
after a scopa the next player must lay a card on the empty table.  The
positions are real hands of ``SCOPA_2`` played at random by the engine, and
the answer is the engine's table after the play.
"""

from __future__ import annotations

import functools

from ... import i18n
from ...cards import CardSet, to_cards
from ...scopa import SCOPA_2, ScopaState
from ..answers import CARDSET
from ..practice import Topic, register_topic
from . import Position

i18n.register({
    "practice.scopa.after.table": {"en": "the table", "it": "il tavolo"},
    "practice.scopa.after.empty": {"en": "the table is empty", "it": "il tavolo è vuoto"},
    "practice.scopa.after.card": {"en": "the card played", "it": "la carta giocata"},
})


@functools.lru_cache(maxsize=4096)
def _position(deal: int, play: str) -> tuple:
    """``(table before, the card played, table after)`` of a hand replayed by its moves."""
    s = ScopaState(SCOPA_2, deal)
    moves = play.split()
    for m in moves[:-1]:
        s.play(m)
    before = CardSet(s.table)
    s.play(moves[-1])
    return before, to_cards(moves[-1].split(":")[0])[0], CardSet(s.table)


class TableAfter(Topic):
    """The table after a play.  Rule: **a card that takes leaves the table
    with what it took; a card that cannot take stays on the table (on an
    empty table after a scopa, too)**.  Misconception: the played card left
    on the table beside the gap of a capture, and a card that takes nothing
    put away instead of laid down.  Easy: a card that takes nothing, or a
    capture of one equal card; normal: captures by a sum too; hard: also the
    card laid on the empty table after a scopa.  Every card played has at
    most one way to take, so the table after it is certain."""

    name = "scopa-table-after"
    game = "scopa"
    kind = CARDSET
    ui = "cards"
    texts = {
        "rule": {"en": "the table after a play: what takes leaves it, what cannot take stays",
                 "it": "il tavolo dopo una giocata: chi prende lo lascia, chi non può prendere resta"},
        "statement": {
            "en": "{table_en} The next player plays the {card}. Which cards are on the table after the play? "
                  "(Write them all, or [] if none.)",
            "it": "{table_it} Il giocatore di turno gioca questa carta: {card_it}. Quali carte ci sono sul tavolo "
                  "dopo la giocata? (Scrivile tutte, o [] se nessuna.)",
        },
        "hint1": {"en": "Can the card played take anything: an equal card, or cards adding up to its value?",
                  "it": "La carta giocata può prendere qualcosa: una carta uguale, o carte che sommate fanno il "
                        "suo valore?"},
        "hint2": {"en": "A card that takes goes to the player's pile with the cards it took: none of them stays "
                        "on the table.",
                  "it": "Una carta che prende va nel mazzetto del giocatore con le carte prese: nessuna resta sul "
                        "tavolo."},
        "hint3": {"en": "A card that cannot take stays face up on the table, even on an empty table after a "
                        "scopa: it may be taken later.",
                  "it": "Una carta che non può prendere resta scoperta sul tavolo, anche sul tavolo vuoto dopo "
                        "una scopa: potrà essere presa più tardi."},
        "correct": {"en": "{expected}: what takes leaves the table, what cannot take stays on it.",
                    "it": "{expected}: chi prende lascia il tavolo, chi non può prendere ci resta."},
        "played_stays": {"en": "the card that takes does not stay on the table: it goes to the pile with the "
                               "cards it took",
                         "it": "la carta che prende non resta sul tavolo: va nel mazzetto con le carte prese"},
        "put_away": {"en": "a card that cannot take is not put away: it stays face up on the table",
                     "it": "una carta che non può prendere non si mette da parte: resta scoperta sul tavolo"},
        "take_again": {"en": "look again at what the card played can take: an equal card first, else a sum",
                       "it": "guarda di nuovo che cosa può prendere la carta giocata: prima una carta uguale, "
                             "se no una somma"},
    }

    #: level -> the kinds of play asked and their weights
    #: (laying the card, on the empty table too, keeps everything offered: never the answer of most)
    KINDS = {"easy": {"lay": 2, "equal": 3}, "normal": {"lay": 1, "equal": 1, "sum": 1},
             "hard": {"lay": 2, "equal": 3, "sum": 3, "empty": 2}}

    def generate(self, rng, difficulty):
        kinds = self.KINDS[difficulty]
        kind = rng.choices(list(kinds), weights=list(kinds.values()))[0]
        while True:
            deal = rng.randrange(10**6)
            s = ScopaState(SCOPA_2, deal)
            played = []
            for _ in range(rng.randrange(2, 30)):
                if s.is_over():
                    break
                moves = s.legal_moves()
                fits = [m for m in moves if _kind(s, m, moves) == kind]
                if fits and len(played) >= 2 and rng.random() < 0.4:
                    data = {"deal": deal, "play": " ".join(played + [str(rng.choice(fits))])}
                    if self.solve(data) != self.misconception(data):
                        return data
                m = rng.choice(moves)
                played.append(str(m))
                s.play(m)

    def solve(self, data):
        return _position(data["deal"], data["play"])[2]

    def misconception(self, data):
        before, card, after = _position(data["deal"], data["play"])
        if after - CardSet([card]) == before and card in after:
            return before                               # the card put away instead of laid down
        return after | CardSet([card])                  # the card that took left on the table

    def diagnose(self, given, expected, data):
        before, card, after = _position(data["deal"], data["play"])
        if given == self.misconception(data):
            return "put_away" if card in after else "played_stays"
        return "take_again"

    def params(self, data):
        before, card, _after = _position(data["deal"], data["play"])
        out = {"card": i18n.Term.of(lambda lang: card.name(lang)), "card_it": card.name("it")}
        for lang in ("en", "it"):
            what = (i18n.tr("practice.scopa.after.table", lang) + ": " + " ".join(map(str, sorted(before))) + "."
                    if before else i18n.tr("practice.scopa.after.empty", lang) + ".")
            out[f"table_{lang}"] = what[:1].upper() + what[1:]
        return out

    def offered(self, data):
        before, card, _after = _position(data["deal"], data["play"])
        return [str(c) for c in sorted(before | CardSet([card]))]

    def picture(self, data):
        before, card, _after = _position(data["deal"], data["play"])
        return Position([(i18n.tr("practice.scopa.after.table"), sorted(before)),
                         (i18n.tr("practice.scopa.after.card"), [card])], 62)


def _kind(s: ScopaState, move, moves) -> str | None:
    """What a legal move is: ``lay`` (takes nothing), ``equal`` or ``sum``
    (its card's only capture), ``empty`` (laid on the empty table); None
    when its card could take in more than one way."""
    card = str(move).split(":")[0]
    if sum(1 for m in moves if str(m).split(":")[0] == card) > 1:
        return None
    if ":" not in str(move):
        return "empty" if not s.table else "lay"
    return "equal" if "+" not in str(move) else "sum"


register_topic(TableAfter())
