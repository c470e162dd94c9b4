"""The practice topic of who leads in Belote (lesson 19): the player who
chose the trump leads the first trick ("lo inizia, posando per primo la sua
carta in tavola, il giocatore che ha scelto la briscola", text 001) — not
the player at the dealer's right, as in other rules of the game — and the
winner of a trick leads the next.  The answers are the engine's: a real
deal bid and, for the second trick, its first trick played.
"""

from __future__ import annotations

from ... import i18n
from ...belote import BELOTE, BeloteState
from ..answers import choice
from ..practice import Topic, register_topic
from . import Position, _trump_label
from .topics import SUITS, _bidding_said, _seat

i18n.register({
    "belote.practice.lead.first": {"en": "Who leads the first trick?", "it": "Chi gioca la prima carta?"},
    "belote.practice.lead.second": {
        "en": "The first trick was played: {trick}. Who leads the second trick?",
        "it": "La prima presa si è giocata così: {trick}. Chi gioca la prima carta della seconda presa?",
    },
    "belote.practice.lead.card": {"en": "{who} {card}", "it": "{who} {card}"},
    "belote.practice.lead.bids": {"en": "the bidding ({dealer} deals)",
                                  "it": "le dichiarazioni (distribuisce {dealer})"},
    "belote.practice.lead.trick": {"en": "the first trick", "it": "la prima presa"},
})

#: the answer: one of the four seats, by the engine's numbers
SEAT = choice("belote-seat", {"0": ("south", "s", "sud"), "1": ("east", "e", "est"),
                              "2": ("north", "n", "nord"), "3": ("west", "w", "o", "ovest")},
              labels={str(p): f"belote.seat.{p}" for p in range(4)})


class FirstLead(Topic):
    """Who leads.  Rule: **the player who chose the trump (or called Senza
    Atout) leads the first trick; the winner of each trick leads the next**.
    Misconception: the player at the dealer's right leads the first trick
    (the rule of other Belote texts), and the lead passing round the table
    after it.  Easy: the turned suit accepted in the first round; normal: a
    suit named in the second round too; hard: who leads the second trick,
    the first one shown.  The taker is never the player at the dealer's
    right, nor the winner of the first trick the next player in turn."""

    name = "belote-first-lead"
    game = "belote"
    kind = SEAT
    ui = "choice"
    texts = {
        "rule": {"en": "the lead: the player who chose the trump, then the winner of each trick",
                 "it": "chi apre: chi ha scelto la briscola, poi chi vince ogni presa"},
        "statement": {
            "en": "{dealer} deals and turns up the {turned}. The bidding: {bids}. {ask}",
            "it": "Distribuisce {dealer} e gira {turned}. Le dichiarazioni: {bids}. {ask}",
        },
        "hint1": {
            "en": "Who chose the trump in this bidding (or called Senza Atout)?",
            "it": "Chi ha scelto la briscola in queste dichiarazioni (o ha chiamato Senza Atout)?",
        },
        "hint2": {
            "en": "The player who chose the trump lays the first card; after that, whoever wins a trick leads "
                  "the next one.",
            "it": "Chi ha scelto la briscola posa la prima carta; poi chi vince una presa apre la successiva.",
        },
        "hint3": {
            "en": "For a trick already played: the highest trump wins it, else the highest card of the suit "
                  "led (J 9 A 10 K Q 8 7 in trumps, A 10 K Q J 9 8 7 in the other suits).",
            "it": "Per una presa già giocata: prende la briscola più alta, se no la carta più alta del seme "
                  "uscito (F 9 A 10 R D 8 7 a briscola, A 10 R D F 9 8 7 negli altri semi).",
        },
        "correct": {
            "en": "{expected}: the chooser of the trump leads first, then the winner of each trick.",
            "it": "{expected}: apre chi ha scelto la briscola, poi chi vince ogni presa.",
        },
        "eldest": {
            "en": "in these rules the player at the dealer's right does not lead: the player who chose the "
                  "trump lays the first card",
            "it": "con queste regole non apre chi siede alla destra del mazziere: posa la prima carta chi ha "
                  "scelto la briscola",
        },
        "in_turn": {
            "en": "the lead does not pass round the table: the winner of the first trick leads the second",
            "it": "l'uscita non passa al giocatore seguente: apre la seconda presa chi ha vinto la prima",
        },
        "not_winner": {
            "en": "find the winner of the first trick: he leads the second",
            "it": "trova chi ha vinto la prima presa: è lui ad aprire la seconda",
        },
    }

    def generate(self, rng, difficulty):
        ask = "second" if difficulty == "hard" else "first"
        while True:
            seed = rng.randrange(10**6)
            start = BeloteState(BELOTE, seed=seed)
            turned = start.turned.suit
            k = rng.randrange(4)
            if difficulty == "easy" or rng.random() < 0.5:
                bids = ["pass"] * k + ["accept"]
            else:
                bids = ["pass"] * (4 + k) + [f"name {rng.choice([s for s in SUITS if s != turned])}"]
            bids += ["pass"] * 4                                # nobody calls Senza Atout
            data = {"deal": seed, "bids": bids, "ask": ask, "plays": []}
            s = self._bid(data)
            if s is None:
                continue
            if ask == "second":
                for _ in range(4):
                    move = rng.choice(s.legal_moves())
                    data["plays"].append(str(move))
                    s.play(move)
            if self.solve(data) != self.misconception(data):
                return data

    def _bid(self, data):
        """The deal after the bidding (and the first trick's plays), or None if it is not in play."""
        s = BeloteState(BELOTE, seed=data["deal"])
        try:
            for move in data["bids"]:
                s.play(move)
        except ValueError:
            return None
        if s.phase != "play":
            return None
        for move in data["plays"]:
            s.play(move)
        return s

    def solve(self, data):
        return str(self._bid(data).current_player())

    def misconception(self, data):
        s = BeloteState(BELOTE, seed=data["deal"])
        if data["ask"] == "first":
            return str((s.dealer + 1) % 4)                     # the player at the dealer's right
        leader = self._bid({**data, "plays": []}).current_player()
        return str((leader + 1) % 4)                           # the lead passing on in turn

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "eldest" if data["ask"] == "first" else "in_turn"
        return "not_winner" if data["ask"] == "second" else None

    def _said(self, data, lang=None) -> str:
        return _bidding_said(data, lang)

    def _trick(self, data, lang=None) -> str:
        s = self._bid({**data, "plays": []})
        out = []
        for card in data["plays"]:
            who = i18n.tr(f"belote.seat.{s.current_player()}", lang)
            out.append(i18n.tr("belote.practice.lead.card", lang, who=who, card=card))
            s.play(card)
        return ", ".join(out)

    def params(self, data):
        start = BeloteState(BELOTE, seed=data["deal"])
        if data["ask"] == "first":
            ask = i18n.Term("belote.practice.lead.first")
        else:
            ask = i18n.Term.of(lambda lang: i18n.tr("belote.practice.lead.second", lang, trick=self._trick(data, lang)))
        return {"dealer": _seat(start.dealer), "turned": i18n.Term.of(lambda lang: start.turned.name(lang)),
                "bids": i18n.Term.of(lambda lang: self._said(data, lang)), "ask": ask}

    def choices(self, data):
        return ["0", "1", "2", "3"]

    def picture(self, data):
        start = BeloteState(BELOTE, seed=data["deal"])
        rows = [(i18n.tr("belote.ex.turned"), [start.turned])]
        if data["plays"]:
            rows.append((i18n.tr("belote.practice.lead.trick"), " ".join(data["plays"])))
        s = self._bid({**data, "plays": []})
        note = i18n.tr("belote.practice.lead.bids", dealer=start.player_name(start.dealer)) + ": " + self._said(data)
        return Position(rows, 70, _trump_label(s.contract.trump) + " · " + note)


register_topic(FirstLead())
