"""Practice topic: declaring less than one holds (*andar sott'acqua* "in
parte", text 000: "può sottacere del tutto o in parte le sue combinazioni").

Registered by :mod:`cardkit.exercises.picchetto.topics` (the Picchetto
topics module the practice machinery loads).
"""

from __future__ import annotations

from ... import i18n
from ...picchetto import ITALIANO, Declare, declarations
from ...picchetto import combos as C
from ..practice import Topic
from .topics import PAIR, _SWAPPED, _cards, _deal, _two_hands

_CATS = ("punto", "sequenze", "quattordici")


def _declare(data: dict) -> Declare:
    """The elder's declaration of a question (stored as its notation)."""
    parts = []
    for cat in _CATS:
        v = data["declares"].get(cat, True)
        parts.append(v if isinstance(v, bool) else v.split())
    return Declare(*parts)


def _said(data: dict) -> str:
    """The elder's declaration in words: what he declares in each category."""
    out = []
    for cat in _CATS:
        v = data["declares"].get(cat, True)
        what = i18n.tr("picchetto.what." + cat)
        if v is True:
            out.append(f"{what}: " + i18n.tr("practice.picchetto.conceal.all"))
        elif v is False:
            out.append(f"{what}: " + i18n.tr("practice.picchetto.conceal.quiet"))
        else:
            out.append(f"{what}: {v}")
    return "; ".join(out)


class SottAcqua(Topic):
    """The elder declares less than he holds in one or two categories (five
    of a six-card punto, a quinta without the terza, a tris out of a
    quattordici…); the younger declares everything.  What he declares is
    what he scores and what the comparison uses.  Misconception: scoring
    the elder's whole hand, as if he had declared it all.  Easy: one
    category declared in part; normal: one or two; hard: a partial
    declaration that hands the category to the younger."""

    name = "picchetto-sott-acqua"
    game = "picchetto"
    kind = PAIR
    ui = "text"
    texts = {
        "rule": {"en": "andar sott'acqua: what you declare is what you score and what is compared",
                 "it": "andar sott'acqua: si segna e si confronta solo ciò che si dichiara"},
        "statement": {
            "en": "These are the two hands after the exchange (Italian rules). The elder goes "
                  "sott'acqua in part; he declares — {said}. The younger declares everything. How "
                  "many points does each have before the first card, a Novanta included if there is "
                  "one? Answer [elder, younger].",
            "it": "Queste sono le due mani dopo lo scarto (regole italiane). Il giocatore di mano va "
                  "in parte sott'acqua; dichiara — {said}. Il mazziere dichiara tutto. Quanti punti ha "
                  "ciascuno prima della prima carta, compreso l'eventuale Novanta? Rispondi "
                  "[di mano, mazziere].",
        },
        "hint1": {
            "en": "Compare each category using only what the elder declares, not what he holds.",
            "it": "Confronta ogni categoria usando solo ciò che il giocatore di mano dichiara, non "
                  "ciò che ha.",
        },
        "hint2": {
            "en": "A punto declared with fewer cards compares and scores as that many cards; a "
                  "sequence declared shorter counts as the shorter one; a tris declared out of a "
                  "quattordici is a tris (any quattordici beats it). What he keeps back scores nothing.",
            "it": "Un punto dichiarato con meno carte si confronta e segna per quelle carte; una "
                  "sequenza dichiarata più corta vale la più corta; un tris dichiarato da un "
                  "quattordici è un tris (ogni quattordici lo batte). Ciò che tace non segna nulla.",
        },
        "hint3": {
            "en": "Write the elder's declared cards apart, then count the deal as usual: punto, "
                  "sequences, quattordici and tris, each won by the better declaration, the winner "
                  "scoring all of his declared combinations; 30 against 0 adds the Novanta.",
            "it": "Scrivi a parte le carte dichiarate dal giocatore di mano, poi conta come al solito: "
                  "punto, sequenze, quattordici e tris, ciascuno vinto dalla dichiarazione migliore, "
                  "chi vince segna tutte le sue combinazioni dichiarate; 30 contro 0 aggiunge il "
                  "Novanta.",
        },
        "correct": {"en": "{expected}: {detail}.", "it": "{expected}: {detail}."},
        "all": {
            "en": "you counted the elder's whole hand, as if he had declared everything: only what he "
                  "declares scores and is compared",
            "it": "hai contato tutta la mano del giocatore di mano, come se avesse dichiarato tutto: "
                  "segna e si confronta solo ciò che dichiara",
        },
        "swapped": _SWAPPED,
    }

    def generate(self, rng, difficulty):
        while True:
            elder, younger = _deal(rng, 2)
            h = C.internal_mask(_cards(elder), "french")
            options = {cat: C.partial_options(h, i, ITALIANO) for i, cat in enumerate(_CATS)}
            cats = [c for c in _CATS if options[c]]
            if not cats:
                continue
            n = 1 if difficulty == "easy" or len(cats) == 1 else rng.choice((1, 2))
            chosen = rng.sample(cats, n)
            declares = {}
            for cat in chosen:
                m = rng.choice(options[cat])
                declares[cat] = " ".join(str(c) for c in sorted(C.external_cards(m),
                                                                key=lambda c: (c.suit_index, -c.rank_index)))

            data = {"elder": elder, "younger": younger, "declares": declares}
            got, full = self._both(data)
            if got.points == full.points:
                continue
            if difficulty == "hard" and all(getattr(got, c)[0] == getattr(full, c)[0] for c in _CATS):
                continue
            return data

    def _both(self, data):
        e, y = _cards(data["elder"]), _cards(data["younger"])
        return (declarations(e, y, ITALIANO, elder_declares=_declare(data)), declarations(e, y, ITALIANO))

    def solve(self, data):
        return self._both(data)[0].points

    def misconception(self, data):
        return self._both(data)[1].points

    def diagnose(self, given, expected, data):
        given = tuple(given)
        if given == tuple(self.misconception(data)):
            return "all"
        if given == tuple(reversed(expected)) and expected[0] != expected[1]:
            return "swapped"
        return None

    def params(self, data):
        d = self._both(data)[0]
        parts = []
        for cat in _CATS:
            side, pts = getattr(d, cat)
            parts.append(f"{cat} {i18n.tr('picchetto.side.' + side)} {pts}" if side else f"{cat} —")
        if d.novanta:
            parts.append(f"Novanta {i18n.tr('picchetto.side.' + d.novanta)} 60")
        return {"detail": ", ".join(parts), "said": _said(data)}

    def picture(self, data):
        return _two_hands(data)


i18n.register({
    "practice.picchetto.conceal.all": {"en": "all he holds", "it": "tutto ciò che ha"},
    "practice.picchetto.conceal.quiet": {"en": "nothing (kept quiet)", "it": "niente (in silenzio)"},
})
