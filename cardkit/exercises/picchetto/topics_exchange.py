"""The practice topic of the exchange (*accomodo*): how many cards each
player may exchange, and which of the talon cards he leaves he may see,
under the three two-player texts.

The talon's eight cards are five for the elder (the top five) and three for
the dealer.  The texts agree on the elder (1 to 5, from the top, in order)
and differ on the rest (``docs/rules/picchetto.md``, *Exchange*):

* text 000 (``ITALIANO``), and text 003 (``PICCHETTO_150``), which follows it
  here: the dealer exchanges at least one card and may take his three
  and whatever the elder left;
* text 004 (``RUBICON``): the dealer exchanges none to three, from his own
  three only;
* what a player may look at of the cards of his share he did not take: all
  of them under 000 and 004, only the next one under 003;
* the elder exchanges at least one card; text 000's regional variant asks
  at least two of each player.

Every answer is the engine's: the deal is played to the exchange under the
text's preset and ``exchange_limits()`` or ``view(elder).talon_seen`` read.
"""

from __future__ import annotations

import html

from ... import i18n
from ...picchetto import ITALIANO, PICCHETTO_150, RUBICON, PicchettoState
from ...svg import Drawing, back_svg
from ..answers import INT
from ..practice import Topic

#: the rule sets a Picchetto topic names, by preset (shared with the topics of topics_play)
i18n.register({
    "practice.picchetto.text_preset.ITALIANO": {
        "en": "Italian Picchetto (text 000, ITALIANO)", "it": "il Picchetto italiano (testo 000, ITALIANO)",
    },
    "practice.picchetto.text_preset.PICCHETTO_150": {
        "en": "Picchetto to 150 (text 003, PICCHETTO_150)", "it": "il Picchetto a 150 (testo 003, PICCHETTO_150)",
    },
    "practice.picchetto.text_preset.RUBICON": {
        "en": "Rubicon Piquet (text 004, RUBICON)", "it": "il Rubicon Piquet (testo 004, RUBICON)",
    },
    "practice.picchetto.text_preset.TWO": {
        "en": "Italian Picchetto where each player must exchange at least two cards (text 000's regional "
              "variant)",
        "it": "il Picchetto italiano in cui ciascuno deve cambiare almeno due carte (la variante regionale "
              "del testo 000)",
    },
    "practice.picchetto.exchange.left": {
        "en": "the talon now: left of the elder's share",
        "it": "il tallone ora: il resto della parte del giocatore di mano",
    },
    "practice.picchetto.exchange.dealer": {"en": "the dealer's three", "it": "le tre del mazziere"},
    "practice.picchetto.exchange.most": {
        "en": "At most how many cards may the dealer exchange now?",
        "it": "Al massimo quante carte può cambiare ora il mazziere?",
    },
    "practice.picchetto.exchange.fewest": {
        "en": "How many cards must the dealer exchange at least?",
        "it": "Quante carte deve cambiare almeno il mazziere?",
    },
    "practice.picchetto.exchange.peek": {
        "en": "How many of the talon cards he left may the elder look at?",
        "it": "Quante delle carte del tallone che ha lasciato può guardare il giocatore di mano?",
    },
    "practice.picchetto.exchange.elder_fewest": {
        "en": "Under this text, what is the fewest cards he could have exchanged?",
        "it": "Con questo testo, quante carte avrebbe dovuto cambiare almeno?",
    },
    "practice.picchetto.exchange.dealer_peek": {
        "en": "The dealer then exchanged {j}. How many of the talon cards he could have taken, and left, "
              "may the dealer look at?",
        "it": "Poi il mazziere ne ha cambiate {j}. Quante delle carte del tallone che poteva prendere, e ha "
              "lasciato, può guardare il mazziere?",
    },
})


class Exchange(Topic):
    """The exchange's limits under each text.  Rule: the dealer's share
    depends on the text — under 000 (and 003) he may take his own three
    and what the elder left, and must take one; under 004 only from his
    own three, none if he likes; the elder may look at every card of his
    share he left (000, 004) or only at the next one (003).  The
    misconception is the other text's rule (the dealer's three alone, the
    elder's leftovers as well, one card to look at or all of them), the
    elder free to keep his hand, and text 000's regional variant (at least
    two cards for each player) forgotten.  Easy: text 000, at most how many
    the dealer may take; normal: texts 000 and 004; hard: the three texts
    and the variant, also how few the elder and the dealer may take and how
    many cards the elder and the dealer may see.  The elder takes 1 to 4
    cards (with five the texts agree: nothing is left), the dealer 1 to 3."""

    name = "picchetto-exchange"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the exchange: what the dealer may take, what each may see",
                 "it": "lo scarto: che cosa può prendere il mazziere, che cosa può vedere ciascuno"},
        "statement": {
            "en": "Playing {preset_en}, the elder has taken {k} of the five cards of his share of the "
                  "talon. {question_en}",
            "it": "Giocando {preset_it}, il giocatore di mano ha preso {k} delle cinque carte della sua "
                  "parte del tallone. {question_it}",
        },
        "hint1": {
            "en": "The talon has eight cards: the top five are the elder's share, the bottom three the "
                  "dealer's. What does this text let the dealer take, and what may be seen?",
            "it": "Il tallone ha otto carte: le prime cinque sono la parte del giocatore di mano, le ultime "
                  "tre quella del mazziere. Che cosa lascia prendere al mazziere questo testo, e che cosa "
                  "si può vedere?",
        },
        "hint2": {
            "en": "Text 000 (and 003, which follows it here): the dealer must exchange at least one card and "
                  "may take his three and whatever the elder left. Text 004: the dealer exchanges up to "
                  "three, none if he likes, from his own three only. The elder must always exchange at "
                  "least one (000's regional variant asks two of each player). Of the cards of his share "
                  "he did not take, each player may look at all (000, 004) or only at the next one (003).",
            "it": "Testo 000 (e 003, che qui lo segue): il mazziere deve cambiare almeno una carta e può "
                  "prendere le sue tre e quelle lasciate dal giocatore di mano. Testo 004: il mazziere "
                  "cambia fino a tre carte, anche nessuna, solo dalle sue tre. Il giocatore di mano deve "
                  "sempre cambiarne almeno una (la variante regionale del 000 ne chiede due a ciascuno). "
                  "Delle carte della sua parte che non ha preso, ciascuno può guardarle tutte (000, 004) o "
                  "solo la seguente (003).",
        },
        "hint3": {
            "en": "Count the elder's share: five cards, of which he took {k}. Then apply this text's rule "
                  "to what is left of it and to the dealer's three.",
            "it": "Conta la parte del giocatore di mano: cinque carte, di cui ne ha prese {k}. Poi applica "
                  "la regola di questo testo a quello che ne resta e alle tre del mazziere.",
        },
        "correct": {
            "en": "{expected}: the text decides what the dealer may take and what may be seen.",
            "it": "{expected}: il testo decide che cosa può prendere il mazziere e che cosa si può vedere.",
        },
        "leftovers": {
            "en": "three is the dealer's own share, but in this text he may also take the cards the elder "
                  "left, from the top",
            "it": "tre è la parte del mazziere, ma in questo testo può prendere anche le carte lasciate dal "
                  "giocatore di mano, dall'alto",
        },
        "own_three": {
            "en": "in Rubicon Piquet (text 004) the dealer exchanges only from his own three: the cards the "
                  "elder left stay in the talon",
            "it": "nel Rubicon Piquet (testo 004) il mazziere cambia solo dalle sue tre: le carte lasciate "
                  "dal giocatore di mano restano nel tallone",
        },
        "must_one": {
            "en": "in this text the dealer, like the elder, must exchange at least one card",
            "it": "in questo testo anche il mazziere, come il giocatore di mano, deve cambiare almeno una carta",
        },
        "may_none": {
            "en": "in Rubicon Piquet (text 004) the dealer may exchange none: only the elder must change "
                  "one",
            "it": "nel Rubicon Piquet (testo 004) il mazziere può anche non cambiare: solo il giocatore di "
                  "mano deve cambiarne una",
        },
        "next_only": {
            "en": "text 003 lets a player who takes fewer than five look at one card only: the next one, the "
                  "card he would have taken with one more",
            "it": "il testo 003 lascia guardare a chi ne prende meno di cinque una carta sola: la seguente, "
                  "quella che avrebbe preso cambiandone una in più",
        },
        "elder_must": {
            "en": "the elder may not keep his whole hand: every text makes him exchange",
            "it": "il giocatore di mano non può tenere tutta la sua mano: ogni testo lo obbliga a cambiare",
        },
        "variant_two": {
            "en": "in this regional variant the minimum is raised for both players, the elder and the dealer",
            "it": "in questa variante regionale il minimo sale per entrambi, il giocatore di mano e il mazziere",
        },
        "dealer_share": {
            "en": "under this text the dealer's share is his three and whatever the elder left, and he may look "
                  "at every card of it he did not take",
            "it": "con questo testo la parte del mazziere sono le sue tre e quelle lasciate dal giocatore di "
                  "mano, e può guardare tutte quelle che non ha preso",
        },
        "own_three_peek": {
            "en": "in Rubicon Piquet (text 004) the dealer's share is his own three: the cards the elder left "
                  "are not his to see",
            "it": "nel Rubicon Piquet (testo 004) la parte del mazziere sono le sue tre: le carte lasciate dal "
                  "giocatore di mano non le può vedere",
        },
        "dealer_next_only": {
            "en": "text 003 lets the dealer look at one card only: the next one, the card he would have taken "
                  "with one more",
            "it": "il testo 003 lascia guardare al mazziere una carta sola: la seguente, quella che avrebbe "
                  "preso cambiandone una in più",
        },
        "whole_share": {
            "en": "in this text the elder may look at every card of his share he did not take, not only the "
                  "next one",
            "it": "in questo testo il giocatore di mano può guardare tutte le carte della sua parte che non "
                  "ha preso, non solo la seguente",
        },
    }

    #: the presets, by name: one per text, and text 000's regional variant "exchange at least two"
    PRESETS = {"ITALIANO": ITALIANO, "PICCHETTO_150": PICCHETTO_150, "RUBICON": RUBICON,
               "TWO": ITALIANO.replace(elder_min_exchange=2, younger_min_exchange=2)}
    #: (preset, question) drawn at each level, with their weights: the answers spread so that no
    #: number is right in much more than a third of a level's questions
    CASES = {
        "easy": {("ITALIANO", "most"): 1},
        "normal": {("ITALIANO", "most"): 0.65, ("RUBICON", "most"): 0.35},
        "hard": {("ITALIANO", "most"): 0.1, ("PICCHETTO_150", "most"): 0.1, ("RUBICON", "most"): 0.08,
                 ("ITALIANO", "fewest"): 0.06, ("RUBICON", "fewest"): 0.06, ("TWO", "fewest"): 0.06,
                 ("ITALIANO", "elder_fewest"): 0.05, ("TWO", "elder_fewest"): 0.06,
                 ("ITALIANO", "peek"): 0.08, ("RUBICON", "peek"): 0.06, ("PICCHETTO_150", "peek"): 0.08,
                 ("ITALIANO", "dealer_peek"): 0.08, ("RUBICON", "dealer_peek"): 0.07,
                 ("PICCHETTO_150", "dealer_peek"): 0.06},
    }

    def generate(self, rng, difficulty):
        cases = self.CASES[difficulty]
        preset, ask = rng.choices(list(cases), weights=list(cases.values()))[0]
        while True:
            data = {"preset": preset, "ask": ask, "deal": rng.randrange(10**6),
                    "k": rng.randint(2 if preset == "TWO" else 1, 4)}
            if ask == "dealer_peek":
                data["j"] = rng.randint(1, 3)
            if PicchettoState(self.PRESETS[preset], data["deal"]).phase != "exchange":
                continue    # a carte blanche to show first: another deal
            if self.solve(data) != self.misconception(data):
                return data

    def _after_elder(self, data) -> PicchettoState:
        """The deal once the elder has exchanged his ``k`` lowest cards."""
        s = PicchettoState(self.PRESETS[data["preset"]], data["deal"])
        s.play("exchange " + " ".join(str(c) for c in s.hand(s.elder)[:data["k"]]))
        return s

    def solve(self, data):
        if data["ask"] == "elder_fewest":
            return PicchettoState(self.PRESETS[data["preset"]], data["deal"]).exchange_limits()[0]
        s = self._after_elder(data)
        if data["ask"] == "peek":
            return len(s.view(s.elder).talon_seen)
        if data["ask"] == "dealer_peek":
            s.play("exchange " + " ".join(str(c) for c in s.hand(s.dealer)[:data["j"]]))
            return len(s.view(s.dealer).talon_seen)
        fewest, most = s.exchange_limits()
        return most if data["ask"] == "most" else fewest

    def misconception(self, data):
        """The other text's rule (the variant forgotten, the elder free to keep his hand)."""
        k, preset, ask = data["k"], data["preset"], data["ask"]
        if ask == "most":
            return 3 if preset != "RUBICON" else 3 + 5 - k
        if ask == "fewest":
            return {"RUBICON": 1, "TWO": 1}.get(preset, 0)
        if ask == "elder_fewest":
            return 1 if preset == "TWO" else 0
        if ask == "dealer_peek":
            left_all, left_own = 8 - k - data["j"], 3 - data["j"]
            return {"ITALIANO": left_own, "RUBICON": left_all}.get(preset, left_all)
        return 1 if preset != "PICCHETTO_150" else 5 - k

    def diagnose(self, given, expected, data):
        if given != self.misconception(data):
            return None
        preset, ask = data["preset"], data["ask"]
        if preset == "TWO" and ask in ("fewest", "elder_fewest"):
            return "variant_two"
        return {"most": "own_three" if preset == "RUBICON" else "leftovers",
                "fewest": "may_none" if preset == "RUBICON" else "must_one",
                "elder_fewest": "elder_must",
                "dealer_peek": {"ITALIANO": "dealer_share", "RUBICON": "own_three_peek"}.get(
                    preset, "dealer_next_only"),
                "peek": "next_only" if preset == "PICCHETTO_150" else "whole_share"}[ask]

    def params(self, data):
        out = {"k": data["k"]}
        for lang in ("en", "it"):
            out[f"preset_{lang}"] = i18n.tr(f"practice.picchetto.text_preset.{data['preset']}", lang)
            out[f"question_{lang}"] = i18n.tr(f"practice.picchetto.exchange.{data['ask']}", lang, j=data.get("j", 0))
        return out

    def picture(self, data):
        return _Talon(5 - data["k"])


class _Talon(Drawing):
    """The talon after the elder's exchange, face down: what is left of his
    share (on top) and the dealer's three."""

    def __init__(self, left: int):
        self.groups = (("left", left), ("dealer", 3))

    def html(self) -> str:
        out = []
        for key, n in self.groups:
            label = html.escape(i18n.tr(f"practice.picchetto.exchange.{key}"))
            out.append(f'<div><div style="font-size:0.85em">{label} ({n})</div>'
                       + "".join(back_svg(40) for _ in range(n)) + "</div>")
        return '<div style="display:flex;gap:24px;flex-wrap:wrap">' + "".join(out) + "</div>"

    def __str__(self) -> str:
        return "; ".join(f"{i18n.tr(f'practice.picchetto.exchange.{key}')} ({n})" for key, n in self.groups)

    def __repr__(self) -> str:
        return f"<Talon: {self.groups[0][1]} + 3 cards face down>"
