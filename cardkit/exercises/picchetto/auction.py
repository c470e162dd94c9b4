"""Exercise set ``piquet_auction``: Piquet Voleur and Auction Piquet.

Notebook: ``exercises/solutions/10_piquet_auction.ipynb`` (student copy
``exercises/10_piquet_auction.ipynb``); lesson ``notebooks/22`` teaches the
rules (``docs/rules/picchetto.md``, section 7).  Every expected answer is
computed by the engine (:mod:`cardkit.picchetto.voleur`,
:mod:`cardkit.picchetto.auction`).

* ``VOLEUR`` — ``-01`` the partie (deals played and sat out by each
  player), ``-02`` who sits out the next deal, ``-03`` the settlement in
  writing;
* ``AUCTION`` — ``-04`` a doubled plus contract made with a trick beyond,
  ``-05`` a minus contract that fails, ``-06`` the lowest overcall,
  ``-07`` who wins a trick when a trump is played to a plain lead.
"""

from __future__ import annotations

from ... import i18n
from ...picchetto import AUCTION, VOLEUR, Contract, deal_order
from ...picchetto.voleur import settlement
from ..answers import INT, IntsKind, choice
from .. import _need
from ..core import exercise
from ...errors import InvalidInputError

i18n.register({
    "pauction.who.p1": {"en": "player 1", "it": "giocatore 1"},
    "pauction.who.p2": {"en": "player 2", "it": "giocatore 2"},
    "pauction.who.p3": {"en": "player 3", "it": "giocatore 3"},
    "pauction.who.elder": {"en": "the elder", "it": "il giocatore di mano"},
    "pauction.who.younger": {"en": "the dealer", "it": "il mazziere"},
})

WHO3 = choice(
    "player",
    {"p1": ("player 1", "giocatore 1", "1"), "p2": ("player 2", "giocatore 2", "2"),
     "p3": ("player 3", "giocatore 3", "3")},
    labels={k: f"pauction.who.{k}" for k in ("p1", "p2", "p3")},
)
SIDE = choice(
    "player",
    {"elder": ("eldest", "non-dealer", "di mano", "giocatore di mano", "player 1", "giocatore 1"),
     "younger": ("dealer", "mazziere", "younger hand", "player 2", "giocatore 2")},
    labels={"elder": "pauction.who.elder", "younger": "pauction.who.younger"},
)
PAIR = IntsKind(2)

#: -03: the totals of a finished partie of Piquet Voleur
VOLEUR_TOTALS = (70, 41, 90)
#: -07: player 1 (elder) holds eight spades and four hearts, player 2 (dealer)
#: eight diamonds and four clubs; the dealer's contract names diamonds trumps
ELDER = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
YOUNGER = "AD KD QD JD 10D 9D 8D 7D AC KC QC JC"
TALON = "10H 9H 8H 7H 10C 9C 8C 7C"


# ==========================================================================
# VOLEUR
# ==========================================================================

@exercise(
    "piquet_auction-01", kind=PAIR,
    statement={
        "en": "Piquet Voleur (VOLEUR): a partie is 6 deals for three players, one sitting out each deal in "
              "rotation. How many deals does each player play, and how many does he sit out? Answer with two "
              "numbers, e.g. (3, 3).",
        "it": "Piquet Voleur (VOLEUR): una partita è di 6 smazzate per tre giocatori, e a ogni smazzata uno a "
              "turno resta fuori. Quante smazzate gioca ciascuno, e per quante resta fuori? Rispondi con due "
              "numeri, per esempio (3, 3).",
    },
    hints=[{"en": "Each deal has two players and one sitting out; the rotation is fair.",
            "it": "Ogni smazzata ha due giocatori e uno fuori; la rotazione è equa."}],
    correct={"en": "6 deals × 2 players = 12 places for 3 players: 4 deals each, and 2 sat out.",
             "it": "6 smazzate × 2 giocatori = 12 posti per 3 giocatori: 4 smazzate a testa, e 2 fuori."},
    mistakes={"swapped": {"en": "two players play each deal and only one sits out: he plays more than he sits out",
                          "it": "ogni smazzata la giocano in due e uno solo resta fuori: si gioca più di quanto si sta fuori"},
              "all": {"en": "one player sits out every deal, so nobody plays all six",
                      "it": "a ogni smazzata uno resta fuori, quindi nessuno le gioca tutte e sei"}},
)
def piquet_auction_01():
    from ...picchetto.voleur import VoleurComputerPlayer
    s = VOLEUR.new_game(1)
    played = [0, 0, 0]
    while not s.is_over():
        if s.deals_finished == sum(played) // 2:
            for p in s.seats:
                played[p] += 1
        s.play(VoleurComputerPlayer()(s))
    return (played[0], VOLEUR.deals - played[0])


@piquet_auction_01.diagnose
def _(given, expected):
    g = tuple(given)
    if g == tuple(reversed(expected)):
        return "swapped"
    if g[0] == 6:
        return "all"
    return None


@exercise(
    "piquet_auction-02", kind=WHO3,
    statement={
        "en": "Piquet Voleur: player 3 sits out the first deal (players 1 and 2 play it). Who sits out the "
              "second deal? Answer \"player 1\", \"player 2\" or \"player 3\".",
        "it": "Piquet Voleur: il giocatore 3 resta fuori nella prima smazzata (la giocano 1 e 2). Chi resta "
              "fuori nella seconda? Rispondi \"giocatore 1\", \"giocatore 2\" o \"giocatore 3\".",
    },
    hints=[{"en": "The sitter changes every deal, in the order 3, 1, 2, 3, 1, 2.",
            "it": "Chi resta fuori cambia a ogni smazzata, nell'ordine 3, 1, 2, 3, 1, 2."}],
    correct={"en": "Player 1: the rotation goes 3, 1, 2; player 3 comes back in and deals.",
             "it": "Il giocatore 1: la rotazione va 3, 1, 2; il giocatore 3 rientra e fa il mazziere."},
    mistakes={"same": {"en": "one player sits out each deal in rotation: not the same one twice in a row",
                       "it": "a ogni smazzata resta fuori un giocatore diverso, a turno: non lo stesso due volte di fila"}},
)
def piquet_auction_02():
    return f"p{VOLEUR.new_game(0).sits_out(2) + 1}"


@piquet_auction_02.diagnose
def _(given, expected):
    return "same" if given == "p3" else None


@exercise(
    "piquet_auction-03", kind=INT,
    statement={
        "en": "A partie of Piquet Voleur ends with the totals 70 (player 1), 41 (player 2) and 90 (player 3). "
              "Settled in writing, each player wins from or pays each other player the difference of their "
              "totals. What is player 2's result (a negative number if he pays)?",
        "it": "Una partita di Piquet Voleur finisce con i totali 70 (giocatore 1), 41 (giocatore 2) e 90 "
              "(giocatore 3). Nel conto scritto ciascuno riceve da ogni altro giocatore, o gli paga, la "
              "differenza dei loro totali. Qual è il risultato del giocatore 2 (negativo se paga)?",
    },
    hints=[{"en": "Work out 41 − 70 and 41 − 90, then add them.",
            "it": "Calcola 41 − 70 e 41 − 90, poi sommali."}],
    correct={"en": "(41 − 70) + (41 − 90) = −29 − 49 = −78: player 2 pays 78 in all.",
             "it": "(41 − 70) + (41 − 90) = −29 − 49 = −78: il giocatore 2 paga 78 in tutto."},
    mistakes={"one": {"en": "he settles with both other players, not only one",
                      "it": "fa il conto con entrambi gli altri giocatori, non con uno solo"},
              "sign": {"en": "he has the lowest total: he pays, so the result is negative",
                       "it": "ha il totale più basso: paga, quindi il risultato è negativo"}},
)
def piquet_auction_03():
    return settlement(VOLEUR_TOTALS)[1]


@piquet_auction_03.diagnose
def _(given, expected):
    if given in (-29, -49, 29, 49):
        return "one"
    if given == -expected:
        return "sign"
    return None


# ==========================================================================
# AUCTION
# ==========================================================================

@exercise(
    "piquet_auction-04", kind=INT,
    statement={
        "en": "Auction Piquet: the elder bids 8 plus, the dealer doubles, the elder passes. The elder wins 9 "
              "tricks. How many points does the contract give him?",
        "it": "Auction Piquet: il giocatore di mano dichiara 8 in più, il mazziere contra, il giocatore di mano "
              "passa. Il giocatore di mano fa 9 prese. Quanti punti gli dà il contratto?",
    },
    hints=[{"en": "A contract is worth 10 for each trick bid over six, plus 10 for each trick beyond it; "
                  "then the double.",
            "it": "Un contratto vale 10 per ogni presa dichiarata oltre le sei, più 10 per ogni presa in più; "
                  "poi il contro."}],
    correct={"en": "Eight plus is worth 20, one trick beyond adds 10: 30, doubled 60.",
             "it": "Otto in più vale 20, una presa in più aggiunge 10: 30, contrato 60."},
    mistakes={"undoubled": {"en": "the contract was doubled: its score counts twice",
                            "it": "il contratto era contrato: il suo punteggio conta doppio"},
              "no_beyond": {"en": "the trick beyond the contract scores 10 too",
                            "it": "anche la presa oltre il contratto vale 10"},
              "all_tricks": {"en": "only the tricks bid over six count for the contract, not all of them",
                             "it": "per il contratto contano solo le prese dichiarate oltre le sei, non tutte"}},
)
def piquet_auction_04():
    made, points, _ = Contract(0, 8, False, 2).result(9)
    assert made
    return points


@piquet_auction_04.diagnose
def _(given, expected):
    if given == expected // 2:
        return "undoubled"
    if given in (40, 20):
        return "no_beyond"
    if given in (80, 90, 160, 180):
        return "all_tricks"
    return None


@exercise(
    "piquet_auction-05", kind=INT,
    statement={
        "en": "Auction Piquet: the dealer's contract is 7 minus (to lose at least 7 tricks), not doubled. He "
              "wins 6 tricks. How many points does the elder score for the contract?",
        "it": "Auction Piquet: il contratto del mazziere è 7 in meno (perdere almeno 7 prese), senza contro. "
              "Fa 6 prese. Quanti punti segna il giocatore di mano per il contratto?",
    },
    hints=[{"en": "Under a minus contract, count the tricks the declarer lost: 12 − 6.",
            "it": "In un contratto in meno contano le prese perse da chi ha dichiarato: 12 − 6."}],
    correct={"en": "He lost only 6 tricks, one short of 7: the contract fails and the elder scores "
                   "10 (its worth) + 10 (one short) = 20.",
             "it": "Ha perso solo 6 prese, una meno di 7: il contratto cade e il giocatore di mano segna "
                   "10 (il suo valore) + 10 (una presa mancante) = 20."},
    mistakes={"made": {"en": "he had to lose 7 tricks and lost only 6: the contract failed",
                       "it": "doveva perdere 7 prese e ne ha perse solo 6: il contratto è caduto"}},
)
def piquet_auction_05():
    made, points, _ = Contract(1, 7, True).result(6)
    assert not made
    return points


@piquet_auction_05.diagnose
def _(given, expected):
    return "made" if given == 0 else None


@exercise(
    "piquet_auction-06", kind=INT,
    statement={
        "en": "Auction Piquet: the elder opens with 9 plus. The dealer wants to overcall with a minus contract. "
              "What is the fewest tricks he may bid?",
        "it": "Auction Piquet: il giocatore di mano apre con 9 in più. Il mazziere vuole rilanciare con un "
              "contratto in meno. Qual è il minimo di prese che può dichiarare?",
    },
    hints=[{"en": "A plus and a minus bid of the same number of tricks are worth the same.",
            "it": "Una dichiarazione in più e una in meno dello stesso numero di prese valgono uguale."}],
    correct={"en": "10 minus: a bid must name more tricks than the last one, plus or minus alike.",
             "it": "10 in meno: una dichiarazione deve nominare più prese dell'ultima, in più o in meno che sia."},
    mistakes={"equal": {"en": "9 minus only equals 9 plus: an overcall must name more tricks",
                        "it": "9 in meno vale quanto 9 in più: per rilanciare servono più prese"}},
)
def piquet_auction_06():
    s = AUCTION.replace(first_dealer=1).new_game(0)
    s.play("bid 9 plus")
    return min(m.tricks for m in s.legal_moves() if m.kind == "bid" and m.minus)


@piquet_auction_06.diagnose
def _(given, expected):
    return "equal" if given == expected - 1 else None


@exercise(
    "piquet_auction-07", kind=SIDE,
    statement={
        "en": "Auction Piquet: the dealer won the auction with 7 plus and named diamonds trumps. The elder "
              "leads the ace of spades; the dealer has no spade and plays the 7 of diamonds. Who wins the "
              "trick? Answer \"elder\" or \"dealer\".",
        "it": "Auction Piquet: il mazziere ha vinto l'asta con 7 in più e ha scelto quadri come briscola. Il "
              "giocatore di mano gioca l'asso di picche; il mazziere non ha picche e gioca il 7 di quadri. "
              "Chi prende? Rispondi \"di mano\" o \"mazziere\".",
    },
    hints=[{"en": "Which suit did the contract make trumps?",
            "it": "Quale seme ha reso briscola il contratto?"}],
    correct={"en": "The dealer: the 7 of diamonds is a trump, and a trump beats any card of another suit.",
             "it": "Il mazziere: il 7 di quadri è briscola, e la briscola batte ogni carta di un altro seme."},
    mistakes={"ace": {"en": "the ace is the highest spade, but a trump beats any card of another suit",
                      "it": "l'asso è la picche più alta, ma la briscola batte ogni carta di un altro seme"}},
)
def piquet_auction_07():
    rules = AUCTION.replace(first_dealer=1)
    s = rules.new_game(0, deal=deal_order(ELDER, YOUNGER, TALON, rules))
    for move in ("pass", "bid 7 plus", "pass", "trumps D", "exchange none", "exchange none"):
        s.play(move)
    while s.phase == "declare":
        s.play(s.legal_moves()[0])
    s.play("AS")
    s.play("7D")
    return "elder" if s.tricks[0][3] == s.elder else "younger"


@piquet_auction_07.diagnose
def _(given, expected):
    return "ace" if given == "elder" else None


def position(id: str):
    """The cards of exercise ``id``, drawn: ``position("piquet_auction-07")``."""
    _need.need_id("position", id)
    from ...cards import cards
    from ...svg import Picture, hand_svg
    if id.rsplit("-", 1)[-1] != "07":
        raise InvalidInputError("exercises.no_position", id=id)
    rows = ((i18n.tr("pauction.who.elder"), ELDER), (i18n.tr("pauction.who.younger"), YOUNGER))
    return Picture("".join(f"<div>{hand_svg(cards(h), 52, label=label)}</div>" for label, h in rows))
