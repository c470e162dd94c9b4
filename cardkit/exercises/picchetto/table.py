"""Exercise set ``picchetto_table``: Picchetto for three and four.

Notebook: ``exercises/solutions/09_picchetto_table.ipynb`` (student copy
``exercises/09_picchetto_table.ipynb``); lesson ``notebooks/21`` teaches the
rules (``docs/rules/picchetto.md``, section 6).  Every expected answer is
computed by the table engine (:mod:`cardkit.picchetto.table`): the
hand-made deals are played through :class:`~cardkit.picchetto.TableState`.

Three exercises per game:

* ``PICCHETTO_TRE`` — ``-01`` the deal (cards each, talon), ``-02`` a
  Sessanta at 20 in the play, ``-03`` a point tied between two players;
* ``PICCHETTO_COPPIE`` — ``-04`` the partners' sequences, ``-05`` the
  pair's total with Novanta at 20, ``-06`` which cards may follow when a
  higher card than the lead is already on the trick;
* ``A_ECRIRE`` — ``-07`` the partie (deals, deals per pair), ``-08`` the
  rubicon margin of a written partie, ``-09`` the points of a trick the
  leader's partner wins.
"""

from __future__ import annotations

from ... import i18n
from ...picchetto import A_ECRIRE, PICCHETTO_COPPIE, PICCHETTO_TRE, rubicon
from ...picchetto.table import table_deal_order
from ...cards import FRENCH, cards
from ..answers import CARDSET, INT, IntsKind, choice
from .. import _need
from ...options import need_int
from ...picchetto import PicchettoRules
from ..core import exercise
from ...errors import InvalidInputError
from . import Position

i18n.register({
    "ptable.who.p1": {"en": "player 1", "it": "giocatore 1"},
    "ptable.who.p2": {"en": "player 2", "it": "giocatore 2"},
    "ptable.who.p3": {"en": "player 3", "it": "giocatore 3"},
    "ptable.who.nobody": {"en": "nobody", "it": "nessuno"},
    "ptable.label.seat": {"en": "player {n}{role}", "it": "giocatore {n}{role}"},
    "ptable.role.dealer": {"en": " (dealer)", "it": " (mazziere)"},
    "ptable.role.elder": {"en": " (elder)", "it": " (di mano)"},
})

WHO3 = choice(
    "player",
    {"p1": ("player 1", "giocatore 1", "1"), "p2": ("player 2", "giocatore 2", "2"),
     "p3": ("player 3", "giocatore 3", "3"),
     "nobody": ("none", "no one", "noone", "nessuno", "niente", "neither")},
    labels={k: f"ptable.who.{k}" for k in ("p1", "p2", "p3", "nobody")},
)
PAIR = IntsKind(2)

# --------------------------------------------------------------------------
# the deals (hands by seat; seat 0 is player 1)
# --------------------------------------------------------------------------

#: -02: player 2 (elder, player 1 deals) has a punto of 51, a quinta to the ten and a tris of aces: 13
SESSANTA = ["10C 9C 8C 7C 8S JH 10H 9H JD 10D",
            "AS KS QS JS 10S AH AD 7H 8H 7D",
            "AC KC QC JC 9S KH QH KD QD 8D"]
SESSANTA_TALON = ("7S", "9D")
SESSANTA_LEADS = ("AS", "KS", "QS", "JS")
#: -04/-05: pair 1 (players 1 and 3) against pair 2; player 4 deals
PAIRS = ["AS KS QS JS 7H 8H 9D JC",
         "AH KH QH 9S 8S 8D 9C 8C",
         "10D JD QD 10S 10H 10C 7D 9H"]
#: -06: player 2 leads the 9S, player 3 plays the QS, player 4 (no spade) discards
FOLLOW = ["7S 8S JS KH 7D 8D 9D 10D",
          "9S 10S AS 7H 8H 9H 10H JH",
          "QS KS 7C 8C 9C 10C JC QC"]
#: -08: a written partie of A_ECRIRE ends 95 to 80
ECRIRE_SCORES = (95, 80)
#: -10: three quarte at a pairs table (to the queen, the king and the ace), player 4 deals
QUARTE = ["QC JC 10C 9C 7S 8H 7D 8D",
          "KS QS JS 10S 7H 9D 7C 8C",
          "JH 10H 9H AS 8S 10D AC KC"]
#: -09: player 2 (elder) leads the 8H, player 3 plays the 9H, player 4 (his partner) the AH
TRICK = ["7H JS QS KS 7D 8D 9D 10D",
         "8H 7S 8S 9S 10S JD QD KD",
         "9H 10H 7C 8C 9C 10C JC QC"]


def _rest(hands, talon=()):
    used = {c for h in hands for c in cards(h)} | set(cards(" ".join(talon)))
    return list(hands) + [" ".join(str(c) for c in FRENCH.cards if c not in used)]


def table_deal(rules, hands, talon=(), dealer=0):
    """A hand-made deal (the last seat gets every card not named), up to
    the declarations (no exchange, mano bianca announced)."""
    _need.need("table_deal", "rules", rules, isinstance(rules, PicchettoRules), "picchetto_rules")
    need_int("table_deal", "dealer", dealer, lo=0, hi=rules.players - 1)
    _need.need("table_deal", "hands", hands, isinstance(hands, (list, tuple)) and len(hands) <= rules.players
               and all(isinstance(h, str) and len(h) <= 400 for h in hands), "hands")
    _need.need("table_deal", "talon", talon, isinstance(talon, (list, tuple, str)) and len(talon) <= 400, "talon")
    rules = rules.single_deal().replace(first_dealer=dealer)
    if len(hands) < rules.players:
        hands = _rest(hands, talon)
    return rules.new_game(0, deal=table_deal_order(hands, talon, rules, dealer))


def declared(rules, hands, talon=(), dealer=0, quiet=()):
    """The deal with everybody declaring all he holds (``quiet``: the seats
    declaring nothing)."""
    s = table_deal(rules, hands, talon, dealer)
    _need.need("declared", "quiet", quiet, isinstance(quiet, (list, tuple)) and all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < rules.players for p in quiet), "seats")
    while s.phase != "play" and not s.is_over():
        if s.phase == "blanche":
            s.play("mano bianca")
        elif s.phase == "exchange":
            s.play("exchange none")
        else:
            s.play("declare nothing" if s.current_player() in quiet else "declare")
    return s


class Seats(Position):
    show_note = True


def _seats(hands, dealer, width=46, note=""):
    n = len(hands)
    rows = []
    for i, h in enumerate(hands):
        role = ""
        if i == dealer:
            role = i18n.tr("ptable.role.dealer")
        elif i == (dealer + 1) % n:
            role = i18n.tr("ptable.role.elder")
        rows.append((i18n.tr("ptable.label.seat", n=i + 1, role=role), h))
    return Seats(rows, width, note)


def position(id: str) -> Position:
    """The cards of exercise ``id``, drawn: ``position("picchetto_table-02")``."""
    _need.need_id("position", id)
    n = id.rsplit("-", 1)[-1]
    if n == "02":
        return _seats(_rest(SESSANTA, SESSANTA_TALON)[:3], 0)
    if n == "03":
        return _seats(TIE3, 2)
    if n in ("04", "05"):
        return _seats(_rest(PAIRS), 3)
    if n == "06":
        return _seats(_rest(FOLLOW), 0)
    if n == "09":
        return _seats(_rest(TRICK), 0)
    if n == "10":
        return _seats(_rest(QUARTE), 3)
    raise InvalidInputError("exercises.no_position", id=id)


#: -03: players 1 and 3 hold four-card points worth 38 each (hearts, clubs); player 2's best is 37
TIE3 = ["AH KH 9H 8H 7S 8S 9S 7D 8D 9D",
        "KS AS QH JH 10H 7H KD AD QC JC",
        "AC KC 9C 8C 10S JS QS 10D JD QD"]
TIE3_TALON = ("10C", "7C")


# ==========================================================================
# PICCHETTO_TRE
# ==========================================================================

@exercise(
    "picchetto_table-01", kind=PAIR,
    statement={
        "en": "Picchetto for three (PICCHETTO_TRE): how many cards does each player hold, and how many are "
              "left for the talon? Answer with two numbers, e.g. (12, 8).",
        "it": "Picchetto a tre (PICCHETTO_TRE): quante carte ha ogni giocatore, e quante ne restano nel "
              "tallone? Rispondi con due numeri, per esempio (12, 8).",
    },
    hints=[{"en": "Text 003's last line gives the first number; the deck has 32 cards.",
            "it": "L'ultima riga del testo 003 dà il primo numero; il mazzo ha 32 carte."}],
    correct={"en": "10 cards each (text 003), and 32 − 30 = 2 left: the dealer's talon.",
             "it": "10 carte a testa (testo 003), e 32 − 30 = 2 restano: il tallone del mazziere."},
    mistakes={"two": {"en": "12 and 8 are the game for two: three players get 10 cards each",
                      "it": "12 e 8 sono il gioco a due: a tre si hanno 10 carte a testa"}},
)
def picchetto_table_01():
    s = PICCHETTO_TRE.new_game(0)
    return (len(s.hand(0)), len(s.talon))


@picchetto_table_01.diagnose
def _(given, expected):
    return "two" if tuple(given) == (12, 8) else None


@exercise(
    "picchetto_table-02", kind=INT,
    statement={
        "en": "Three players, player 1 deals and keeps the talon. Player 2 (the elder) scores 13 in the "
              "declarations, the others nothing. He leads the AS, KS and QS and wins each trick "
              "(text 003: 1 a lead, 1 a trick taken), then leads the JS. What is his score for the deal now?",
        "it": "Tre giocatori, dà il giocatore 1 e tiene il tallone. Il giocatore 2 (di mano) segna 13 in "
              "dichiarazione, gli altri nulla. Gioca l'asso, il re e la donna di picche e fa tutte e tre le "
              "prese (testo 003: 1 per la battuta, 1 per la presa), poi gioca il fante di picche. Quanto ha "
              "ora in questa smazzata?",
    },
    hints=[{"en": "Count 13, then 2 a trick for three tricks, then 1 for the fourth lead. At three the "
                  "bonuses come at 20, not 30.",
            "it": "Conta 13, poi 2 a presa per tre prese, poi 1 per la quarta battuta. A tre i premi "
                  "arrivano a 20, non a 30."}],
    correct={"en": "13 + 6 + 1 = 20 with both others still at 0: Sessanta, the 20 count as 60 (40 more).",
             "it": "13 + 6 + 1 = 20 con gli altri due ancora a 0: Sessanta, i 20 valgono 60 (40 in più)."},
    mistakes={"no_bonus": {"en": "he reached 20 with the others at 0: at three players that is Sessanta",
                           "it": "ha raggiunto 20 con gli altri a 0: a tre giocatori è Sessanta"},
              "plus30": {"en": "Sessanta is the total it names: the 20 become 60, not 20 + 30",
                         "it": "il Sessanta è il totale che nomina: i 20 diventano 60, non 20 + 30"},
              "novanta": {"en": "Novanta is for 20 in the declarations alone; this 20 came in the play",
                          "it": "il Novanta è per 20 già in dichiarazione; questi 20 vengono dal gioco"}},
)
def picchetto_table_02():
    s = declared(PICCHETTO_TRE, SESSANTA, SESSANTA_TALON, dealer=0)
    for lead in SESSANTA_LEADS:
        s.play(lead)
        if lead != SESSANTA_LEADS[-1]:
            while s.trick:
                s.play(s.legal_moves()[0])
    return s.deal_scores[1]


@picchetto_table_02.diagnose
def _(given, expected):
    return {20: "no_bonus", 50: "plus30", 80: "novanta", 90: "novanta"}.get(given)


@exercise(
    "picchetto_table-03", kind=WHO3,
    statement={
        "en": "Three players, player 3 deals. Player 1 holds a punto of four hearts worth 38, player 3 a punto "
              "of four clubs worth 38, player 2 nothing better. Everyone declares. Who scores the punto?",
        "it": "Tre giocatori, dà il giocatore 3. Il giocatore 1 ha un punto di quattro cuori da 38, il "
              "giocatore 3 un punto di quattro fiori da 38, il giocatore 2 niente di meglio. Tutti "
              "dichiarano. Chi segna il punto?",
    },
    hints=[{"en": "The best punto at the table wins; what happens for two players when the punti are equal?",
            "it": "Vince il punto migliore del tavolo; che cosa succede a due quando i punti sono uguali?"}],
    correct={"en": "nobody: the best punto is held by two players (two sides), and a tie scores nothing.",
             "it": "nessuno: il punto migliore è di due giocatori (di due squadre), a pari merito, e la parità non segna nulla."},
    mistakes={"p2": {"en": "a tie at the top does not pass the punto to the next best: nobody scores it",
                     "it": "una parità in cima non passa il punto al secondo: non lo segna nessuno"},
              "p1": {"en": "being the elder does not break a tie of the punto",
                     "it": "essere di mano non spareggia il punto"}},
)
def picchetto_table_03():
    s = declared(PICCHETTO_TRE, TIE3, TIE3_TALON, dealer=2)
    w, _pts, seats = s.declarations.punto
    return "nobody" if w is None else f"p{seats[0] + 1}"


@picchetto_table_03.diagnose
def _(given, expected):
    return given if given in ("p1", "p2", "p3") else None


# ==========================================================================
# PICCHETTO_COPPIE
# ==========================================================================

_PAIRS_STATEMENT = {
    "en": "Four players in pairs (PICCHETTO_COPPIE): players 1 and 3 against 2 and 4, player 4 deals. "
          "Player 1 holds AS KS QS JS (a quarta to the ace, his punto of 41), his partner player 3 a terza "
          "QD JD 10D and the four tens; player 2 a terza to the ace of hearts, player 4 a terza to the ace "
          "of clubs (four clubs worth 38). Everyone declares all he holds. ",
    "it": "Quattro giocatori a coppie (PICCHETTO_COPPIE): i giocatori 1 e 3 contro 2 e 4, dà il giocatore 4. "
          "Il giocatore 1 ha AS KS QS JS (una quarta all'asso, il suo punto da 41), il compagno, giocatore 3, "
          "una terza QD JD 10D e i quattro dieci; il giocatore 2 una terza all'asso di cuori, il giocatore 4 "
          "una terza all'asso di fiori (quattro fiori da 38). Tutti dichiarano tutto. ",
}


@exercise(
    "picchetto_table-04", kind=INT,
    statement={
        "en": _PAIRS_STATEMENT["en"] + "How many points does pair 1 score for sequences?",
        "it": _PAIRS_STATEMENT["it"] + "Quanti punti segna la coppia 1 per le sequenze?",
    },
    hints=[{"en": "The best sequence at the table wins the category for its pair; then the partner's "
                  "sequences count too (the table of text 003: 3 → 3, 4 → 4).",
            "it": "La sequenza migliore del tavolo vince la categoria per la sua coppia; poi contano anche "
                  "le sequenze del compagno (tabella del testo 003: 3 → 3, 4 → 4)."}],
    correct={"en": "the quarta (4) wins, and the partner's terza counts with it: 4 + 3 = 7.",
             "it": "la quarta (4) vince, e con lei conta la terza del compagno: 4 + 3 = 7."},
    mistakes={"alone": {"en": "in pairs, the side of the best sequence also scores the partner's sequences",
                        "it": "a coppie, la parte della sequenza migliore segna anche le sequenze del compagno"},
              "fifteen": {"en": "with text 003's table a quarta is 4, not more",
                          "it": "con la tabella del testo 003 una quarta vale 4, non di più"}},
)
def picchetto_table_04():
    return declared(PICCHETTO_COPPIE, PAIRS, dealer=3).declarations.sequenze[1]


@picchetto_table_04.diagnose
def _(given, expected):
    return {4: "alone", 15: "fifteen", 18: "fifteen"}.get(given)


@exercise(
    "picchetto_table-05", kind=INT,
    statement={
        "en": _PAIRS_STATEMENT["en"] + "What is pair 1's total after the declarations (before the first card)?",
        "it": _PAIRS_STATEMENT["it"] + "Quanto ha la coppia 1 dopo le dichiarazioni (prima della prima carta)?",
    },
    hints=[{"en": "Punto 4, sequences 7, the four tens 14: then look at the bonus, which at four comes at 20.",
            "it": "Punto 4, sequenze 7, i quattro dieci 14: poi guarda il premio, che a quattro arriva a 20."}],
    correct={"en": "4 + 7 + 14 = 25 in the declarations with pair 2 at 0: Novanta, the first 20 count as 90 "
                   "and the 5 above them stay, so 95.",
             "it": "4 + 7 + 14 = 25 in dichiarazione con la coppia 2 a 0: Novanta, i primi 20 valgono 90 e i 5 "
                   "in più restano, quindi 95."},
    mistakes={"no_bonus": {"en": "25 is right before the bonus: at four, 20 in the declarations with the "
                                 "others at 0 is Novanta",
                           "it": "25 è giusto prima del premio: a quattro, 20 in dichiarazione con gli altri "
                                 "a 0 è Novanta"},
              "plus60": {"en": "Novanta is the total it names: the 20 become 90 (70 more), not 20 + 60",
                         "it": "il Novanta è il totale che nomina: i 20 diventano 90 (70 in più), non 20 + 60"},
              "alone": {"en": "the partner's terza counts with the quarta (and the Novanta on top)",
                        "it": "la terza del compagno conta con la quarta (e sopra il Novanta)"}},
)
def picchetto_table_05():
    return declared(PICCHETTO_COPPIE, PAIRS, dealer=3).deal_scores[0]


@picchetto_table_05.diagnose
def _(given, expected):
    return {25: "no_bonus", 85: "plus60", 22: "alone", 92: "alone"}.get(given)


@exercise(
    "picchetto_table-06", kind=CARDSET,
    statement={
        "en": "PICCHETTO_COPPIE (one must beat the best card of the suit led when one can). Player 2 leads "
              "the 9S, player 3 plays the QS, player 4 has no spade and discards. Player 1 holds 7S 8S JS KH "
              "7D 8D 9D 10D: which cards may he play? Answer with the cards, e.g. \"7S 8S\".",
        "it": "PICCHETTO_COPPIE (si deve battere la carta migliore del seme di uscita quando si può). Il "
              "giocatore 2 gioca il 9S, il giocatore 3 la QS, il giocatore 4 non ha picche e scarta. Il "
              "giocatore 1 ha 7S 8S JS KH 7D 8D 9D 10D: quali carte può giocare? Rispondi con le carte, per "
              "esempio \"7S 8S\".",
    },
    hints=[{"en": "Follow suit; the duty to take is about the best card on the trick so far, the queen.",
            "it": "Rispondi al seme; l'obbligo di prendere riguarda la carta migliore già sulla presa, la donna."}],
    correct={"en": "{answer}: he must follow spades, and none of his spades beats the queen, so any spade.",
             "it": "{answer}: deve rispondere a picche, e nessuna delle sue picche batte la donna, quindi una "
                   "picche qualsiasi."},
    mistakes={"jack": {"en": "the jack beats the 9 led, but the trick is held by the queen: he cannot take it, "
                             "so any spade may follow",
                       "it": "il fante batte il 9 di uscita, ma la presa è della donna: non può prenderla, "
                             "quindi va bene qualsiasi picche"},
              "any": {"en": "he holds spades: he must follow suit",
                      "it": "ha delle picche: deve rispondere al seme"}},
)
def picchetto_table_06():
    s = declared(PICCHETTO_COPPIE, FOLLOW, dealer=0, quiet=(0, 1, 2, 3))
    s.play("9S")
    s.play("QS")
    s.play(s.legal_moves()[0])
    return s.legal_moves()


@picchetto_table_06.diagnose
def _(given, expected):
    g = {str(c) for c in given}
    if g == {"JS"}:
        return "jack"
    if len(g) > 3:
        return "any"
    return None


# ==========================================================================
# A_ECRIRE
# ==========================================================================

@exercise(
    "picchetto_table-07", kind=PAIR,
    statement={
        "en": "Piquet à Écrire (A_ECRIRE) is written down over a fixed partie. How many deals is the partie, "
              "and how many of them does each pair deal? Answer with two numbers.",
        "it": "Il Piquet à Écrire (A_ECRIRE) si scrive su una partita di smazzate fisse. Quante smazzate ha "
              "la partita, e quante ne dà ciascuna coppia? Rispondi con due numeri.",
    },
    hints=[{"en": "The partie is Rubicon Piquet's; the deal goes round the four seats, partners sitting "
                  "opposite.",
            "it": "La partita è quella del Rubicon Piquet; la mano gira sui quattro posti, i compagni uno di "
                  "fronte all'altro."}],
    correct={"en": "6 deals, dealt by players 1, 2, 3, 4, 1, 2: three for each pair.",
             "it": "6 smazzate, date dai giocatori 1, 2, 3, 4, 1, 2: tre per coppia."},
    mistakes={"four": {"en": "four is one round of the table, not the partie",
                       "it": "quattro è un giro del tavolo, non la partita"}},
)
def picchetto_table_07():
    s = A_ECRIRE.replace(first_dealer=0).new_game(0)
    from ...picchetto import RandomPlayer
    p = RandomPlayer(0)
    while not s.is_over():
        s.play(p(s))
    pair1 = sum(1 for d in s.dealers if d % 2 == 0)
    return (s.deals_finished, pair1)


@picchetto_table_07.diagnose
def _(given, expected):
    return "four" if tuple(given)[0] == 4 else None


@exercise(
    "picchetto_table-08", kind=INT,
    statement={
        "en": "A partie of A_ECRIRE ends 95 to 80. What is the winning pair's margin under the rubicon?",
        "it": "Una partita di A_ECRIRE finisce 95 a 80. Qual è il margine della coppia vincente con il rubicone?",
    },
    hints=[{"en": "The loser under 100 is rubiconed: the winner scores both totals and 100 more.",
            "it": "Chi perde sotto i 100 è 'rubiconato': il vincitore segna i due totali e 100 in più."}],
    correct={"en": "80 is under 100: 95 + 80 + 100 = 275.", "it": "80 è sotto 100: 95 + 80 + 100 = 275."},
    mistakes={"diff": {"en": "the difference is only for a loser who crossed 100", "it":
                       "la differenza vale solo per chi perde dopo aver passato i 100"},
              "diff100": {"en": "difference + 100 is for a loser at 100 or more; 80 is under",
                          "it": "differenza + 100 è per chi perde con 100 o più; 80 è sotto"}},
)
def picchetto_table_08():
    return rubicon(*ECRIRE_SCORES, A_ECRIRE)


@picchetto_table_08.diagnose
def _(given, expected):
    return {15: "diff", 115: "diff100"}.get(given)


@exercise(
    "picchetto_table-09", kind=INT,
    statement={
        "en": "A_ECRIRE, player 1 deals. Player 2 (the elder) leads the 8H, player 3 plays the 9H and player 4, "
              "player 2's partner, takes the trick with the AH; player 1 follows. How many points does pair 2 "
              "score for this trick (1 a lead, 1 for winning a trick led by an opponent)?",
        "it": "A_ECRIRE, dà il giocatore 1. Il giocatore 2 (di mano) gioca l'8 di cuori, il giocatore 3 il 9 "
              "e il giocatore 4, compagno del 2, prende con l'asso; il giocatore 1 risponde. Quanti punti "
              "segna la coppia 2 per questa presa (1 per la battuta, 1 per prendere una presa aperta da un "
              "avversario)?",
    },
    hints=[{"en": "Who led the trick, and is he an opponent of the player who won it?",
            "it": "Chi ha giocato per primo, ed è un avversario di chi ha preso?"}],
    correct={"en": "1: the lead point only; the trick was led by his own partner, not by an opponent.",
             "it": "1: solo il punto della battuta; la presa l'ha aperta il suo compagno, non un avversario."},
    mistakes={"two": {"en": "winning the partner's lead takes nothing from the other side: no second point",
                      "it": "prendere sulla battuta del compagno non toglie nulla agli avversari: niente "
                            "secondo punto"}},
)
def picchetto_table_09():
    s = declared(A_ECRIRE, TRICK, dealer=0, quiet=(0, 1, 2, 3))
    for c in ("8H", "9H", "AH"):
        s.play(c)
    s.play(s.legal_moves()[0])
    return s.deal_scores[1]


@picchetto_table_09.diagnose
def _(given, expected):
    return "two" if given == 2 else None


@exercise(
    "picchetto_table-10", kind=INT,
    statement={
        "en": "Four players in pairs (PICCHETTO_COPPIE): players 1 and 3 against 2 and 4, player 4 deals. "
              "Player 1 holds QC JC 10C 9C, player 2 KS QS JS 10S, player 3 JH 10H 9H, player 4 AD KD QD JD "
              "and AH KH QH; nobody holds another sequence. Everyone declares all he holds. How many points "
              "does the pair that wins the sequences score for them?",
        "it": "Quattro giocatori a coppie (PICCHETTO_COPPIE): i giocatori 1 e 3 contro 2 e 4, dà il giocatore 4. "
              "Il giocatore 1 ha QC JC 10C 9C, il giocatore 2 KS QS JS 10S, il giocatore 3 JH 10H 9H, il "
              "giocatore 4 AD KD QD JD e AH KH QH; nessuno ha altre sequenze. Tutti dichiarano tutto. Quanti "
              "punti segna per le sequenze la coppia che le vince?",
    },
    hints=[{"en": "Three quarte: the one to the highest card is the best at the table. Then every sequence of "
                  "that pair counts, both partners' (text 003's table: 3 → 3, 4 → 4).",
            "it": "Tre quarte: quella alla carta più alta è la migliore del tavolo. Poi contano tutte le "
                  "sequenze di quella coppia, di entrambi i compagni (tabella del testo 003: 3 → 3, 4 → 4)."}],
    correct={"en": "player 4's quarta to the ace is the best: pair 2 scores it (4), his terza (3) and his "
                   "partner's quarta to the king (4): 11.",
             "it": "la quarta all'asso del giocatore 4 è la migliore: la coppia 2 segna lei (4), la sua terza "
                   "(3) e la quarta al re del compagno (4): 11."},
    mistakes={"best_only": {"en": "the winning pair scores every sequence it holds, not only the best one",
                            "it": "la coppia che vince segna tutte le sue sequenze, non solo la migliore"},
              "no_partner": {"en": "the partner's sequences count with the winner's, even the quarta the "
                                   "ace beat",
                             "it": "le sequenze del compagno contano con quelle del vincitore, anche la "
                                   "quarta battuta dall'asso"}},
)
def picchetto_table_10():
    return declared(PICCHETTO_COPPIE, QUARTE, dealer=3).declarations.sequenze[1]


@picchetto_table_10.diagnose
def _(given, expected):
    return {4: "best_only", 7: "no_partner"}.get(given)
