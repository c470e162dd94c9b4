"""The practice topics of the tables of lessons 22 and 23: the sequences
of a pair at ``PICCHETTO_COPPIE`` and ``A_ECRIRE`` (22), the written
settlement of a partie of Piquet Voleur and the score of an Auction Piquet
contract (23).

At four, in pairs, the best sequence at the table wins the category, and its
pair scores **every** sequence of both partners, the partner's too, even one
an opponent's sequence beats (``docs/rules/picchetto.md``, section 6,
*Partners' combinations*).  The answer is the table engine's: the four hands
are dealt as drawn, everybody declares all he holds, and the pair's
sequence points are read from ``state.declarations``.
"""

from __future__ import annotations

from ... import i18n
from ...cards import FRENCH
from ...picchetto import A_ECRIRE, PICCHETTO_COPPIE, sequences
from ...picchetto.auction import Contract
from ...picchetto.voleur import settlement
from ..answers import INT
from ..practice import Topic
from .table import _seats, declared

i18n.register({
    "practice.picchetto.pairs.preset.PICCHETTO_COPPIE": {
        "en": "PICCHETTO_COPPIE, text 003's table: a terza 3, a quarta 4, a quinta 5, a sesta 16, a settima "
              "17, an ottava 18",
        "it": "PICCHETTO_COPPIE, tabella del testo 003: terza 3, quarta 4, quinta 5, sesta 16, settima 17, "
              "ottava 18",
    },
    "practice.picchetto.pairs.preset.A_ECRIRE": {
        "en": "Piquet à Écrire, A_ECRIRE, text 004's table: a terza 3, a quarta 4, a quinta 15, a sesta 16, "
              "a settima 17, an ottava 18",
        "it": "Piquet à Écrire, A_ECRIRE, tabella del testo 004: terza 3, quarta 4, quinta 15, sesta 16, "
              "settima 17, ottava 18",
    },
})

_PRESETS = {"PICCHETTO_COPPIE": PICCHETTO_COPPIE, "A_ECRIRE": A_ECRIRE}


def _runs(rules, hand: str) -> list:
    """The hand's sequences as (length, top rank) keys, best first, each
    with its points under ``rules``."""
    table = rules.sequence_points
    out = [(len(run), max(c.rank_index for c in run)) for run in sequences(hand, rules)]
    return [(key, table[key[0] - 3]) for key in out]


class PairsSequences(Topic):
    """The sequences at a pairs table.  Rule: the pair of the best sequence
    at the table scores every sequence its two partners hold.
    Misconception: scoring only the best sequence (easy: the winner holds
    two or more, his partner none), or only the winner's own sequences
    (normal: his partner holds one too; hard: the partner's sequence is
    beaten by an opponent's, and the table may be A_ECRIRE's, where a
    quinta is worth 15)."""

    name = "picchetto-pairs-sequences"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "a pair scores all its sequences, the partner's too",
                 "it": "una coppia segna tutte le sue sequenze, anche quelle del compagno"},
        "statement": {
            "en": "Four players in pairs ({preset_en}): players 1 and 3 against 2 and 4, player {dealer} "
                  "deals. Everyone declares all he holds. How many points does the pair that wins the "
                  "sequences score for them?",
            "it": "Quattro giocatori a coppie ({preset_it}): i giocatori 1 e 3 contro 2 e 4, dà il giocatore "
                  "{dealer}. Tutti dichiarano tutto. Quanti punti segna per le sequenze la coppia che le "
                  "vince?",
        },
        "hint1": {
            "en": "First find the best sequence at the table: the longest, then the one to the highest card. "
                  "Its pair wins the category.",
            "it": "Trova prima la sequenza migliore del tavolo: la più lunga, poi quella alla carta più alta. "
                  "La sua coppia vince la categoria.",
        },
        "hint2": {
            "en": "The pair that wins scores every sequence it holds: all of the winner's and all of his "
                  "partner's, even one an opponent's sequence beats.",
            "it": "La coppia che vince segna tutte le sequenze che ha: tutte quelle del vincitore e tutte quelle "
                  "del compagno, anche una battuta da una sequenza avversaria.",
        },
        "hint3": {
            "en": "List every sequence of the two partners with its length, score each from the table in the "
                  "question, and add them up.",
            "it": "Elenca ogni sequenza dei due compagni con la sua lunghezza, dai a ciascuna i punti della "
                  "tabella nella domanda, e sommali.",
        },
        "correct": {
            "en": "{expected}: the pair of the best sequence scores every sequence of both partners.",
            "it": "{expected}: la coppia della sequenza migliore segna tutte le sequenze di entrambi i compagni.",
        },
        "best_only": {
            "en": "the winning pair scores every sequence it holds, not only the best one",
            "it": "la coppia che vince segna tutte le sue sequenze, non solo la migliore",
        },
        "no_partner": {
            "en": "the partner's sequences count with the winner's, even one an opponent's beats",
            "it": "le sequenze del compagno contano con quelle del vincitore, anche una battuta da un avversario",
        },
    }

    #: the sequences' lengths dealt to the winner, his partner and (hard) an opponent, with weights:
    #: built, not found by chance, so that the answers spread (random hands mostly give two terze)
    PLANS = {
        "easy": {((3, 3), (), ()): 0.3, ((4, 3), (), ()): 0.3, ((4, 4), (), ()): 0.2, ((5, 3), (), ()): 0.2},
        "normal": {((3,), (3,), ()): 0.2, ((4,), (3,), ()): 0.2, ((4,), (4,), ()): 0.15, ((5,), (4,), ()): 0.15,
                   ((4, 3), (3,), ()): 0.15, ((5, 3), (4,), ()): 0.15},
        "hard": {((4,), (3,), (4,)): 0.25, ((5,), (3,), (4,)): 0.25, ((5,), (4,), (5,)): 0.2,
                 ((4, 3), (3,), (4,)): 0.15, ((5, 3), (3,), (4,)): 0.15},
    }

    def generate(self, rng, difficulty):
        plans = self.PLANS[difficulty]
        plan = rng.choices(list(plans), weights=list(plans.values()))[0]
        preset = "A_ECRIRE" if difficulty == "hard" and rng.random() < 0.4 else "PICCHETTO_COPPIE"
        while True:
            winner = rng.randrange(4)
            seats = (winner, (winner + 2) % 4, (winner + rng.choice((1, 3))) % 4)
            hands = self._deal(rng, dict(zip(seats, plan)))
            if hands is None:
                continue
            data = {"preset": preset, "dealer": rng.randrange(4), "hands": hands}
            shape = self._shape(data)
            if shape is None or self._winner(data) != winner:
                continue
            lengths = [sorted((k[0] for k, _ in _runs(_PRESETS[preset], hands[p])), reverse=True) for p in seats]
            if lengths[:2] != [list(plan[0]), list(plan[1])] or (plan[2] and not shape[2]):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    @staticmethod
    def _deal(rng, plan) -> list | None:
        """Four hands of eight: each seat of ``plan`` gets runs of the given
        lengths (one suit each), the other cards dealt at random."""
        used, hands = set(), [[] for _ in range(4)]
        for seat, lengths in plan.items():
            for length, suit in zip(lengths, rng.sample(range(4), len(lengths))):
                starts = [a for a in range(9 - length)
                          if not any((suit, r) in used for r in range(a, a + length))]
                if not starts:
                    return None
                a = rng.choice(starts)
                for r in range(a, a + length):
                    used.add((suit, r))
                    hands[seat].append(next(c for c in FRENCH.cards if c.suit_index == suit and c.rank_index == r))
        rest = [c for c in FRENCH.cards if (c.suit_index, c.rank_index) not in used]
        rng.shuffle(rest)
        for h in hands:
            while len(h) < 8:
                h.append(rest.pop())
        return [" ".join(str(c) for c in h) for h in hands]

    def _winner(self, data) -> int:
        """The seat holding the best sequence at the table."""
        runs = [_runs(_PRESETS[data["preset"]], h) for h in data["hands"]]
        return max(range(4), key=lambda p: max((k for k, _ in runs[p]), default=(0, 0)))

    def _shape(self, data):
        """(the winner's sequences, his partner's, whether an opponent's
        best beats the partner's best), or None when no single pair holds
        the best sequence."""
        rules = _PRESETS[data["preset"]]
        runs = [_runs(rules, h) for h in data["hands"]]
        best = [max((key for key, _ in r), default=None) for r in runs]
        top = max((b for b in best if b is not None), default=None)
        if top is None:
            return None
        holders = {p % 2 for p, b in enumerate(best) if b == top}
        if len(holders) != 1:
            return None
        w = next(p for p, b in enumerate(best) if b == top)
        partner = (w + 2) % 4
        opponents = [b for p, b in enumerate(best) if p % 2 != w % 2 and b is not None]
        beaten = bool(runs[partner]) and any(b > best[partner] for b in opponents)
        return runs[w], runs[partner], beaten

    def solve(self, data):
        s = declared(_PRESETS[data["preset"]], data["hands"], dealer=data["dealer"])
        return s.declarations.sequenze[1]     # (side, points, seats)

    def _alone(self, data) -> tuple:
        """(the best sequence's points, the winner's own sequences' points)."""
        winner_runs, _, _ = self._shape(data)
        return winner_runs[0][1], sum(p for _, p in winner_runs)

    def misconception(self, data):
        best_only, winner_only = self._alone(data)
        return winner_only if self._shape(data)[1] else best_only

    def diagnose(self, given, expected, data):
        best_only, winner_only = self._alone(data)
        if given == winner_only and self._shape(data)[1]:
            return "no_partner"
        if given == best_only:
            return "best_only"
        return None

    def params(self, data):
        key = f"practice.picchetto.pairs.preset.{data['preset']}"
        return {"dealer": data["dealer"] + 1, "preset_en": i18n.tr(key, "en"), "preset_it": i18n.tr(key, "it")}

    def picture(self, data):
        return _seats(data["hands"], data["dealer"])


class VoleurSettlement(Topic):
    """The settlement of a partie of Piquet Voleur, in writing (our choice,
    ``docs/rules/picchetto.md`` section 7): each player wins from or pays
    each other player the difference of their totals, so his result is the
    sum of his two differences (the three results add up to 0).
    Misconception: settling with one player only (the winner, or for the
    winner the second).  Easy: the winner's result; normal: the last
    player's (a payment: a negative number); hard: the middle player's,
    who wins from one and pays the other."""

    name = "picchetto-voleur-settlement"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "settling in writing: the difference with each player",
                 "it": "il conto scritto: la differenza con ciascun giocatore"},
        "statement": {
            "en": "A partie of Piquet Voleur ends with the totals {a} (player 1), {b} (player 2) and {c} "
                  "(player 3). Settled in writing, what is player {who}'s result (a negative number if he "
                  "pays)?",
            "it": "Una partita di Piquet Voleur finisce con i totali {a} (giocatore 1), {b} (giocatore 2) e {c} "
                  "(giocatore 3). Nel conto scritto, qual è il risultato del giocatore {who} (un numero "
                  "negativo se paga)?",
        },
        "hint1": {
            "en": "In writing, a player settles with each of the other two players, not only with the winner.",
            "it": "Nel conto scritto un giocatore fa i conti con ciascuno degli altri due, non solo con il "
                  "vincitore.",
        },
        "hint2": {
            "en": "With each other player he wins or pays the difference of their two totals: he wins it from "
                  "one who has less, he pays it to one who has more.",
            "it": "Con ciascun altro giocatore riceve o paga la differenza dei due totali: la riceve da chi ha "
                  "meno, la paga a chi ha di più.",
        },
        "hint3": {
            "en": "Subtract each other player's total from player {who}'s, keeping the sign, and add the two "
                  "differences.",
            "it": "Sottrai dal totale del giocatore {who} quello di ciascuno degli altri, tenendo il segno, e "
                  "somma le due differenze.",
        },
        "correct": {
            "en": "{expected}: the sum of his differences with the two other players.",
            "it": "{expected}: la somma delle sue differenze con gli altri due giocatori.",
        },
        "one": {
            "en": "he settles with both other players, not only one",
            "it": "fa il conto con entrambi gli altri giocatori, non con uno solo",
        },
        "sign": {
            "en": "mind the sign: a player pays what he loses to those with more, and wins from those with less",
            "it": "attento al segno: un giocatore paga quello che perde con chi ha di più e riceve da chi ha meno",
        },
    }

    #: the place (0: the winner) of the player asked about, by level
    PLACE = {"easy": 0, "normal": 2, "hard": 1}

    def generate(self, rng, difficulty):
        while True:
            scores = [rng.randint(20, 160) for _ in range(3)]
            if len(set(scores)) < 3:
                continue
            order = sorted(range(3), key=lambda p: -scores[p])
            data = {"scores": scores, "who": order[self.PLACE[difficulty]]}
            if self.solve(data) not in (self.misconception(data), -self.misconception(data)):
                return data

    def solve(self, data):
        return settlement(tuple(data["scores"]))[data["who"]]

    def misconception(self, data):
        """The difference with one player: the winner, or for the winner the second."""
        s, who = data["scores"], data["who"]
        others = sorted((p for p in range(3) if p != who), key=lambda p: -s[p])
        return s[who] - s[others[0]]

    def diagnose(self, given, expected, data):
        s, who = data["scores"], data["who"]
        ones = {s[who] - s[p] for p in range(3) if p != who}
        if given in ones or -given in ones:
            return "one"
        if given == -expected:
            return "sign"
        return None

    def params(self, data):
        a, b, c = data["scores"]
        return {"a": a, "b": b, "c": c, "who": data["who"] + 1}


class AuctionContract(Topic):
    """The score of an Auction Piquet contract, with the kit's own values
    (our choice, ``docs/rules/picchetto.md`` section 7, taught in lesson
    23): a contract is worth 10 for each trick bid over six; made, the
    declarer scores its worth and 10 for each trick beyond; failed, the
    opponent scores its worth and 10 for each trick short; doubled ×2,
    redoubled ×4; in a minus contract the tricks counted are the tricks the
    declarer *lost*.  Misconception, by level: the worth alone (easy: plus
    contracts), the tricks won counted for a minus contract (normal: minus
    contracts), the double or redouble forgotten (hard: doubled or
    redoubled contracts, plus or minus)."""

    name = "picchetto-auction-contract"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "Auction Piquet: the score of a contract",
                 "it": "Piquet all'asta: il punteggio di un contratto"},
        "statement": {
            "en": "Auction Piquet (AUCTION, the kit's contract values of lesson 23). The declarer's contract: "
                  "{contract_en}; he won {won} of the 12 tricks. What does the contract score for him (a "
                  "negative number if the points go to his opponent)?",
            "it": "Piquet all'asta (AUCTION, i valori dei contratti della lezione 23). Il contratto del "
                  "dichiarante: {contract_it}; ha vinto {won} delle 12 prese. Quanto segna per lui il "
                  "contratto (un numero negativo se i punti vanno all'avversario)?",
        },
        "hint1": {
            "en": "First decide whether the contract was made: which tricks does this contract count?",
            "it": "Per prima cosa stabilisci se il contratto è riuscito: quali prese conta questo contratto?",
        },
        "hint2": {
            "en": "A contract is worth 10 for each trick bid over six. Made: the declarer scores the worth and "
                  "10 for each trick beyond; failed: the opponent scores the worth and 10 for each trick "
                  "short. A minus contract counts the tricks the declarer lost. Doubled ×2, redoubled ×4.",
            "it": "Un contratto vale 10 per ogni presa dichiarata oltre le sei. Riuscito: il dichiarante segna "
                  "il valore e 10 per ogni presa in più; caduto: l'avversario segna il valore e 10 per ogni "
                  "presa mancante. Un contratto in meno conta le prese perse dal dichiarante. Contrato ×2, "
                  "surcontrato ×4.",
        },
        "hint3": {
            "en": "Count the tricks the contract counts, compare them with the number bid, add the worth and "
                  "the tricks beyond or short at 10 each, multiply if doubled, and give it a sign.",
            "it": "Conta le prese che il contratto conta, confrontale con il numero dichiarato, somma il valore "
                  "e le prese in più o mancanti a 10 l'una, moltiplica se contrato, e dagli il segno.",
        },
        "correct": {
            "en": "{expected}: the worth, the tricks beyond or short, the double.",
            "it": "{expected}: il valore, le prese in più o mancanti, il contro.",
        },
        "worth_only": {
            "en": "you scored the contract's worth only: each trick beyond it, or short of it, adds 10",
            "it": "hai contato solo il valore del contratto: ogni presa in più, o mancante, aggiunge 10",
        },
        "minus_counted": {
            "en": "a minus contract counts the tricks the declarer lost, not the tricks he won",
            "it": "un contratto in meno conta le prese perse dal dichiarante, non quelle vinte",
        },
        "no_double": {
            "en": "the contract was doubled (or redoubled): its score is multiplied",
            "it": "il contratto era contrato (o surcontrato): il suo punteggio si moltiplica",
        },
        "sign": {
            "en": "mind the sign: points to the declarer when the contract is made, to his opponent when it "
                  "fails",
            "it": "attento al segno: i punti vanno al dichiarante se il contratto riesce, all'avversario se "
                  "cade",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            tricks = rng.randint(7, 10)
            minus = difficulty == "normal" or (difficulty == "hard" and rng.random() < 0.5)
            multiplier = rng.choice((2, 4)) if difficulty == "hard" else 1
            won = rng.randint(2, 11)
            data = {"tricks": tricks, "minus": minus, "multiplier": multiplier, "won": won}
            if self.solve(data) not in (self.misconception(data), -self.misconception(data)):
                return data

    def _contract(self, data) -> Contract:
        return Contract(0, data["tricks"], data["minus"], data["multiplier"])

    def solve(self, data):
        made, points, _ = self._contract(data).result(data["won"])
        return points if made else -points

    def _worth_only(self, data) -> int:
        c = self._contract(data)
        made, _, _ = c.result(data["won"])
        return c.multiplier * c.worth * (1 if made else -1)

    def _as_plus(self, data) -> int:
        made, points, _ = Contract(0, data["tricks"], False, data["multiplier"]).result(data["won"])
        return points if made else -points

    def misconception(self, data):
        if data["multiplier"] > 1:
            return self.solve(data) // data["multiplier"]
        if data["minus"]:
            return self._as_plus(data)
        return self._worth_only(data)

    def diagnose(self, given, expected, data):
        if data["multiplier"] > 1 and given * data["multiplier"] == expected:
            return "no_double"
        if data["minus"] and given == self._as_plus(data):
            return "minus_counted"
        if given == self._worth_only(data):
            return "worth_only"
        if given == -expected:
            return "sign"
        return None

    def params(self, data):
        c = self._contract(data)
        return {"contract_en": c.text("en"), "contract_it": c.text("it"), "won": data["won"]}
