"""Exercise set ``picchetto_scoring``: Sessanta, Novanta, whole deals, the rubicon.

Notebook: ``exercises/solutions/05_picchetto_scoring.ipynb`` (student copy
``exercises/05_picchetto_scoring.ipynb``); lessons ``notebooks/12``–``15``
ask some of these questions in their *Check yourself* sections.  Every
expected answer is computed by :mod:`cardkit.picchetto`: the hand-made deals
are played through :class:`~cardkit.picchetto.PicchettoState` (rules
``ITALIANO``, one deal, player 1 the elder, nobody exchanging so that the
hands drawn are the hands declared), the rubicon by
:func:`~cardkit.picchetto.rubicon` under ``RUBICON`` and ``RUBICONE``.

The ids are ``picchetto_scoring-NN``: ``check`` finds the set module from the
part of the id before the last ``-``, so the set's module name is the prefix.

Difficulty rises through the set:

* decide — ``-01``…``-05`` (Sessanta, Novanta or neither, with the counting
  order traps: the younger's good declarations before the elder's first
  lead, a tie that saves nobody, mano bianca first, the younger's Novanta);
* compute — ``-06`` (the play's points of a seeded deal), ``-07`` (a whole
  deal's score), ``-08`` (a cappotto deal with a Sessanta on the way),
  ``-09``…``-12`` (the rubicon under ``RUBICON`` and ``RUBICONE``);
* compute, by numbers — ``-14`` (how rare a mano bianca is), ``-15`` (the
  length of the longest suit), both by counting with ``math.comb``;
* explain — ``-13`` (why the dealer never makes Sessanta).
"""

from __future__ import annotations

from itertools import product
from math import comb

from ... import i18n
from ...picchetto import ITALIANO, RUBICON, RUBICONE, ComputerPlayer, deal_order, rubicon
from ..answers import ChoiceKind, IntsKind, INT
from .. import _need
from ...picchetto import PicchettoState
from ..core import exercise
from ...errors import InvalidInputError
from . import WHO, Position, _play_points

i18n.register({
    "pscoring.bonus.sessanta": {"en": "Sessanta", "it": "Sessanta"},
    "pscoring.bonus.novanta": {"en": "Novanta", "it": "Novanta"},
    "pscoring.bonus.neither": {"en": "neither", "it": "nessuno dei due"},
    "pscoring.why.first_lead": {"en": "the elder's first lead point always comes first",
                                "it": "il punto della prima battuta del giocatore di mano viene sempre prima"},
    "pscoring.why.second": {"en": "the dealer declares second",
                            "it": "il mazziere dichiara per secondo"},
    "pscoring.why.talon": {"en": "the dealer gets fewer cards from the talon",
                           "it": "il mazziere riceve meno carte dal tallone"},
    "pscoring.label.elder": {"en": "elder (di mano)", "it": "di mano"},
    "pscoring.label.younger": {"en": "younger (dealer)", "it": "mazziere"},
    "pscoring.note.lead": {"en": "the elder leads {card}", "it": "il giocatore di mano gioca {card}"},
    "pscoring.note.quiet": {"en": "everything good is declared", "it": "si dichiara tutto ciò che è buono"},
    "pscoring.note.blanche": {"en": "the younger was dealt this hand: mano bianca",
                              "it": "il mazziere ha ricevuto questa mano: mano bianca"},
    "pscoring.note.seed": {"en": "deal number {seed}, played by the computer on both sides",
                           "it": "smazzata numero {seed}, giocata dal computer per entrambi"},
})

# --------------------------------------------------------------------------
# Answer kinds
# --------------------------------------------------------------------------

BONUS = ChoiceKind(
    "bonus",
    {
        "sessanta": ("sixty", "pique", "60"),
        "novanta": ("ninety", "repique", "90"),
        "neither": ("none", "nothing", "no bonus", "nessuno", "nessuno dei due", "niente", "nulla"),
    },
    labels={k: f"pscoring.bonus.{k}" for k in ("sessanta", "novanta", "neither")},
)

WHY_DEALER = ChoiceKind(
    "reason",
    {
        "first_lead": ("lead", "first lead", "the elder leads", "prima battuta", "battuta", "prima giocata", "giocata", "uno"),
        "second": ("declares second", "second", "dichiara per secondo", "secondo"),
        "talon": ("fewer cards", "talon", "tallone", "meno carte"),
    },
    labels={"first_lead": "pscoring.why.first_lead", "second": "pscoring.why.second",
            "talon": "pscoring.why.talon"},
)

PAIR = IntsKind(2)

# --------------------------------------------------------------------------
# Positions (the hands as played: nobody exchanges in these deals)
# --------------------------------------------------------------------------

#: one deal of ITALIANO, player 1 the elder, no exchange (the hands drawn are the hands declared)
RULES = ITALIANO.single_deal().replace(first_dealer=1, elder_min_exchange=0, younger_min_exchange=0)

# (lesson 12 works through other deals of the same kinds: these are new to the learner)
# -01: an elder with 29 in declarations (ottava 18 + terza 3 + punto of 8); the younger's
#      three kings are good (the elder has no set), the elder leads the ace of hearts
E29 = "AH KH QH JH 10H 9H 8H 7H 10C 9C 8C 7S"
Y_TENS = "KS KD KC AS AD QS QD JS 9S 8D 7D 9D"
LEAD_01 = "AH"
# -02: another 29 (ottava of diamonds 18 + punto 8 + tris of jacks 3); the younger holds a quarta
#      to the ten of hearts (beaten by the ottava) and pairs: nothing good
E29_B = "AD KD QD JD 10D 9D 8D 7D JH JC QC KS"
Y_NOTHING = "QH KH 10H 9H 8H 7H AS 10S 8S 7S 9C 8C"
LEAD_02 = "AD"
# -03: equal punti (5 cards, prezzo 47 each); the elder's quinta, terza and four jacks win
E_TIE = "QS JS 10S 9S 8S KH JH 10H 9H JC JD 7D"
Y_TIE = "KD QD 10D 9D 8D AH QH 7H AS KC 8C 7C"
# -04: an ottava, a terza and a tris of kings (32) against a mano bianca with two aces
E40 = "AS KS QS JS 10S 9S 8S 7S KH QH JH KD"
Y_WHITE = "AH 10H 9H 8H 7H AD 10D 9D 8D 7D 8C 7C"
# -05: equal punti again; the younger's four jacks, four tens and a terza; the elder nothing good
E_POOR = "AD QD 9D 7D AC KC 9C 8C QS KS 9S 7H"
Y_RICH = "JC 10C QC JS 10S JD 10D JH 10H 8H AS 7S"
# -06/-07: deal number 3, played by ComputerPlayer on both sides
SEED = 3
# -08: the elder holds the top of three suits and the 7 of clubs; he wins every trick
E_CAP = "AS KS QS JS AH KH QH JH AD KD QD 7C"
Y_CAP = "10S 9S 8S 7S 10H 9H 8H 7H JD 10D 9D 8D"
# -09..-12: final scores of a partie (winner, loser)
RUB_09 = (130, 90)
RUB_10 = (150, 110)
RUB_11 = (130, 90)
RUB_12 = (180, 120)


def deal_state(elder, younger, *, elder_declare="declare", younger_declare="declare"):
    """A hand-made deal of :data:`RULES` up to the first lead: no exchange,
    a mano bianca announced, both sides declaring (``"declare"``: all)."""
    s = RULES.new_game(0, deal=deal_order(elder, younger, (), RULES))
    while s.phase != "play":
        if s.phase == "blanche":
            s.play("mano bianca")
        elif s.phase == "exchange":
            s.play("exchange none")
        else:
            s.play(elder_declare if s.current_player() == s.elder else younger_declare)
    return s


def bonus_of(state) -> str:
    """``"sessanta"``, ``"novanta"`` or ``"neither"``: the bonus scored so far."""
    _need.need("bonus_of", "state", state, isinstance(state, PicchettoState), "picchetto_state")
    keys = [ev.key.rsplit(".", 1)[-1] for ev in state.log.events]
    if "novanta" in keys:
        return "novanta"
    if "sessanta" in keys:
        return "sessanta"
    return "neither"


def after_first_lead(elder, younger, card, **kw):
    s = deal_state(elder, younger, **kw)
    s.play(card)
    return s


def seed_deal(seed: int = SEED):
    """Deal ``seed`` of ``ITALIANO.single_deal()`` played by ComputerPlayer on both sides."""
    s = ITALIANO.single_deal().new_game(seed)
    bot = ComputerPlayer()
    while not s.is_over():
        s.play(bot(s))
    return s


def seed_deal_at_play(seed: int = SEED):
    """Deal ``seed`` as :func:`seed_deal`, stopped at the first lead (hands after the exchange)."""
    s = ITALIANO.single_deal().new_game(seed)
    bot = ComputerPlayer()
    while s.phase != "play":
        s.play(bot(s))
    return s


def played_out(elder, younger):
    """A hand-made deal declared in full and played to the end by ComputerPlayer."""
    s = deal_state(elder, younger)
    bot = ComputerPlayer()
    while not s.is_over():
        s.play(bot(s))
    return s


def _by_role(state, values):
    return (values[state.elder], values[state.younger])


class Hands(Position):
    """Two labelled hands drawn one under the other (larger cards than side
    by side), with the note written under them."""

    show_note = True


def _two(pair, note=""):
    return Hands([(i18n.tr("pscoring.label.elder"), pair[0]),
                  (i18n.tr("pscoring.label.younger"), pair[1])], 56, note)


def position(id: str) -> Position:
    """The cards of exercise ``id``, drawn: ``position("picchetto_scoring-01")``."""
    _need.need_id("position", id)
    n = id.rsplit("-", 1)[-1]
    if n == "01":
        return _two((E29, Y_TENS), i18n.tr("pscoring.note.lead", card=LEAD_01))
    if n == "02":
        return _two((E29_B, Y_NOTHING), i18n.tr("pscoring.note.lead", card=LEAD_02))
    if n == "03":
        return _two((E_TIE, Y_TIE), i18n.tr("pscoring.note.quiet"))
    if n == "04":
        return _two((E40, Y_WHITE), i18n.tr("pscoring.note.blanche"))
    if n == "05":
        return _two((E_POOR, Y_RICH), i18n.tr("pscoring.note.quiet"))
    if n in ("06", "07"):
        s = seed_deal_at_play()
        return _two((s.hand(s.elder), s.hand(s.younger)), i18n.tr("pscoring.note.seed", seed=SEED))
    if n == "08":
        return _two((E_CAP, Y_CAP))
    raise InvalidInputError("exercises.no_position", id=id)


# ==========================================================================
# decide: Sessanta, Novanta or neither
# ==========================================================================

_DECIDE_HINT = {
    "en": "Count in the fixed order: mano bianca, punto, sequenze, quattordici/tris (the younger's good "
          "declarations included), and only then the elder's lead. Novanta: 30 in the declarations with "
          "the opponent at 0. Sessanta: 30 in the play with the opponent at 0.",
    "it": "Conta nell'ordine fisso: mano bianca, punto, sequenze, quattordici/tris (comprese le "
          "dichiarazioni buone del mazziere), e solo dopo la battuta del giocatore di mano. Novanta: 30 in "
          "dichiarazione con l'avversario a 0. Sessanta: 30 giocando con l'avversario a 0.",
}


@exercise(
    "picchetto_scoring-01", kind=BONUS,
    statement={
        "en": "Both players declare everything that is good. The elder counts 29 in the declarations and "
              "leads the ace of hearts: 30. Sessanta, Novanta or neither?",
        "it": "Entrambi dichiarano tutto ciò che è buono. Il giocatore di mano conta 29 in dichiarazione e "
              "gioca l'asso di cuori: 30. Sessanta, Novanta o nessuno dei due?",
    },
    hints=[_DECIDE_HINT],
    correct={
        "en": "{answer}: the younger's tris of kings was good (the elder has no tris), so the younger stood "
              "at {younger} before the elder's first lead point; 30 with the opponent above 0 earns nothing.",
        "it": "{answer}: i tre re del mazziere erano buoni (il giocatore di mano non ha tris), quindi "
              "il mazziere era a {younger} prima del punto della prima battuta; 30 con l'avversario sopra "
              "lo 0 non dà premi.",
    },
    mistakes={
        "sessanta": {
            "en": "the younger's good tris of kings ({younger} points) was scored in the declarations, "
                  "when he answered the elder category by category, BEFORE the elder's first lead point "
                  "(no card is played until every category is answered): the younger is not at 0 when "
                  "the elder says thirty",

            "it": "i tre re buoni del mazziere ({younger} punti) sono stati segnati in dichiarazione, "
                  "rispondendo al giocatore di mano categoria per categoria, PRIMA della prima carta e "
                  "del suo punto: il mazziere non è a 0 quando l'altro dice trenta",

        },
        "novanta": {
            "en": "Novanta needs 30 in the declarations themselves: count again what the elder had "
                  "before the first card was played",
            "it": "il Novanta vuole 30 già in dichiarazione: conta di nuovo quanto aveva il giocatore "
                  "di mano prima di giocare la prima carta",
        },
    },
)
def picchetto_scoring_01():
    return bonus_of(after_first_lead(E29, Y_TENS, LEAD_01))


@picchetto_scoring_01.details
def _(expected):
    s = deal_state(E29, Y_TENS)
    return {"younger": s.log.totals[s.younger]}


@picchetto_scoring_01.diagnose
def _(given, expected):
    return given if given in ("sessanta", "novanta") else None


@exercise(
    "picchetto_scoring-02", kind=BONUS,
    statement={
        "en": "Another elder with 29 in the declarations; the younger holds the hand shown. Both declare "
              "everything that is good. The elder leads the ace of diamonds. Sessanta, Novanta or neither?",
        "it": "Un altro giocatore di mano con 29 in dichiarazione; il mazziere ha la mano mostrata. Entrambi "
              "dichiarano tutto ciò che è buono. Il giocatore di mano gioca l'asso di quadri. Sessanta, "
              "Novanta o nessuno dei due?",
    },
    hints=[_DECIDE_HINT, {
        "en": "The younger's quarta meets an ottava and his pairs are not tris: what does he score?",
        "it": "La quarta del mazziere trova un'ottava e le sue coppie non sono tris: che cosa segna?",
    }],
    correct={
        "en": "{answer}: the younger scored nothing (his quarta is beaten, pairs do not count), so 29 + 1 "
              "for the lead = 30 in the play with the opponent at 0: \"Ventinove… Sessanta!\", +30.",
        "it": "{answer}: il mazziere non ha segnato nulla (la sua quarta non è buona, le coppie non contano), "
              "quindi 29 + 1 della battuta = 30 giocando con l'avversario a 0: «Ventinove… Sessanta!», +30.",
    },
    mistakes={
        "neither": {
            "en": "holding a quarta is not scoring: the elder's ottava beats it, so the younger is still "
                  "at 0 when the first lead brings the elder to 30",
            "it": "avere una quarta non vuol dire segnare: l'ottava del giocatore di mano la batte, quindi "
                  "il mazziere è ancora a 0 quando la prima battuta porta l'altro a 30",
        },
        "novanta": {
            "en": "Novanta needs 30 in the declarations alone, before any card is played: look at where "
                  "the elder's 30th point came from",
            "it": "il Novanta vuole 30 già in dichiarazione, prima di giocare una carta: guarda da dove "
                  "viene il trentesimo punto del giocatore di mano",
        },
    },
)
def picchetto_scoring_02():
    return bonus_of(after_first_lead(E29_B, Y_NOTHING, LEAD_02))


@picchetto_scoring_02.diagnose
def _(given, expected):
    return given if given in ("neither", "novanta") else None


@exercise(
    "picchetto_scoring-03", kind=BONUS,
    statement={
        "en": "Both punti are five cards worth 47. The elder also holds a quinta to the queen, a terza and "
              "four jacks; the younger a terza. Sessanta, Novanta or neither?",
        "it": "I due punti sono di cinque carte da 47. Il giocatore di mano ha anche una quinta alla donna, "
              "una terza e quattro fanti; il mazziere una terza. Sessanta, Novanta o nessuno dei due?",
    },
    hints=[_DECIDE_HINT, {
        "en": "Equal punti: who scores the punto? Then where does the younger stand?",
        "it": "Punti uguali: chi segna il punto? E allora dove si trova il mazziere?",
    }],
    correct={
        "en": "{answer}: the tie in the punto scores nothing for either side, so it saves nobody; the "
              "elder's quinta, terza and four jacks make {elder} with the younger still at 0: +60.",
        "it": "{answer}: la parità nel punto non dà punti a nessuno, quindi non salva nessuno; quinta, terza "
              "e quattro fanti del giocatore di mano fanno {elder} con il mazziere ancora a 0: +60.",
    },
    mistakes={
        "neither": {
            "en": "a tie scores nothing, so it does not lift the younger off 0: count again what the elder "
                  "reached in the declarations",
            "it": "una parità non dà punti, quindi non toglie il mazziere dallo 0: conta di nuovo "
                  "quanto ha raggiunto il giocatore di mano in dichiarazione",
        },
        "sessanta": {
            "en": "Sessanta is for a 30th point reached in the play: look at when the elder passed 30",
            "it": "il Sessanta è per un trentesimo punto raggiunto giocando: guarda quando il giocatore di "
                  "mano ha passato i 30",
        },
    },
)
def picchetto_scoring_03():
    return bonus_of(deal_state(E_TIE, Y_TIE))


@picchetto_scoring_03.details
def _(expected):
    d = deal_state(E_TIE, Y_TIE).declarations
    return {"elder": d.elder_points - (60 if d.novanta == "elder" else 0)}


@picchetto_scoring_03.diagnose
def _(given, expected):
    return given if given in ("neither", "sessanta") else None


@exercise(
    "picchetto_scoring-04", kind=BONUS,
    statement={
        "en": "The younger was dealt no king, queen or jack and announces mano bianca. The elder holds an "
              "ottava, a terza and a tris of kings (32 in the declarations). Sessanta, Novanta or neither?",
        "it": "Il mazziere non ha ricevuto re, donne o fanti e annuncia la mano bianca. Il giocatore di mano "
              "ha un'ottava, una terza e tre re (32 in dichiarazione). Sessanta, Novanta o nessuno dei due?",
    },
    hints=[_DECIDE_HINT],
    correct={
        "en": "{answer}: the mano bianca's 10 are scored first of all, so the younger is never at 0: "
              "they stop both Novanta and Sessanta.",
        "it": "{answer}: i 10 della mano bianca si segnano per primi, quindi il mazziere non è mai a 0: "
              "impediscono sia il Novanta sia il Sessanta.",
    },
    mistakes={
        "novanta": {
            "en": "the younger's mano bianca (10) is counted before the punto: when the elder reaches 30 "
                  "the younger is at 10, not 0",
            "it": "la mano bianca del mazziere (10) si conta prima del punto: quando il giocatore di mano "
                  "arriva a 30 il mazziere è a 10, non a 0",
        },
        "sessanta": {
            "en": "the younger's 10 for the mano bianca stand from the start: is he at 0 when the elder "
                  "reaches 30?",
            "it": "i 10 della mano bianca del mazziere ci sono dall'inizio: è a 0 quando il giocatore di "
                  "mano arriva a 30?",
        },
    },
)
def picchetto_scoring_04():
    s = deal_state(E40, Y_WHITE)
    bot = ComputerPlayer()
    while not s.is_over():
        s.play(bot(s))
    return bonus_of(s)


@picchetto_scoring_04.diagnose
def _(given, expected):
    return given if given in ("novanta", "sessanta") else None


@exercise(
    "picchetto_scoring-05", kind=WHO,
    statement={
        "en": "Both declare everything that is good. Who makes a bonus in this deal: the elder, the younger "
              "or nobody?",
        "it": "Entrambi dichiarano tutto ciò che è buono. Chi fa un premio in questa smazzata: il giocatore "
              "di mano, il mazziere o nessuno?",
    },
    hints=[_DECIDE_HINT, {
        "en": "The dealer can never make Sessanta. Can he make Novanta?",
        "it": "Il mazziere non può mai fare il Sessanta. E il Novanta?",
    }],
    correct={
        "en": "{answer}: the punti tie (nobody scores), the younger wins sequenze and quattordici and "
              "reaches 30 in the declarations with the elder at 0 (the first lead comes later): Novanta, +60.",
        "it": "{answer}: il punto è pari (nessuno lo segna), il mazziere vince sequenze e quattordici e arriva "
              "a 30 in dichiarazione con il giocatore di mano a 0 (la prima battuta viene dopo): Novanta, +60.",
    },
    mistakes={
        "none": {
            "en": "only Sessanta is out of the younger's reach; his declarations are counted before the "
                  "elder's first lead point",
            "it": "al mazziere è negato solo il Sessanta; le sue dichiarazioni si contano prima del punto "
                  "della prima battuta",
        },
        "elder": {
            "en": "the elder scores nothing in the declarations here: the punti tie; now see who wins the "
                  "other two categories",
            "it": "qui il giocatore di mano non segna nulla in dichiarazione: il punto è pari; ora "
                  "guarda chi vince le altre due categorie",
        },
    },
)
def picchetto_scoring_05():
    return deal_state(E_POOR, Y_RICH).declarations.novanta


@picchetto_scoring_05.diagnose
def _(given, expected):
    return given if given in ("none", "elder") else None


# ==========================================================================
# compute: a played deal
# ==========================================================================

@exercise(
    "picchetto_scoring-06", kind=PAIR,
    statement={
        "en": "Deal number 3, played to the end by the computer on both sides (seed_deal(3)). How many "
              "points does each side score in the PLAY (leads, tricks won on the opponent's lead, the last "
              "trick, the cards)? Answer (elder, younger).",
        "it": "Smazzata numero 3, giocata fino alla fine dal computer per entrambi (seed_deal(3)). Quanti "
              "punti segna ciascuno nel GIOCO (giocate, prese sulla giocata avversaria, ultima presa, le "
              "carte)? Rispondi (di mano, mazziere).",
    },
    hints=[{
        "en": "Walk through state.tricks: 1 to the leader of each trick, 1 to the winner if the opponent "
              "led, 1 more for the last trick, 10 for more than six tricks. Or add up the play events of "
              "state.log.",
        "it": "Scorri state.tricks: 1 a chi gioca per primo, 1 a chi prende se ha giocato l'avversario, 1 "
              "in più per l'ultima presa, 10 a chi fa più di sei prese. Oppure somma gli eventi di gioco di "
              "state.log.",
    }],
    correct={
        "en": "{answer}: tricks won {tricks}; the cards (10) go to the side with more than six.",
        "it": "{answer}: prese {tricks}; le carte (10) vanno a chi ne ha più di sei.",
    },
    mistakes={
        "with_decl": {
            "en": "those are the deal's totals: the question asks only for the points of the play, without "
                  "the declarations",
            "it": "questi sono i totali della smazzata: la domanda chiede solo i punti del gioco, senza le "
                  "dichiarazioni",
        },
        "no_cards": {
            "en": "add the 10 for the cards: more than six tricks score 10 more",
            "it": "aggiungi i 10 delle carte: più di sei prese valgono 10 punti in più",
        },
    },
)
def picchetto_scoring_06():
    s = seed_deal()
    return _by_role(s, [_play_points(s, 0), _play_points(s, 1)])


@picchetto_scoring_06.details
def _(expected):
    s = seed_deal()
    return {"tricks": f"{s.tricks_won[s.elder]}–{s.tricks_won[s.younger]}"}


@picchetto_scoring_06.diagnose
def _(given, expected):
    s = seed_deal()
    if tuple(given) == _by_role(s, s.log.totals):
        return "with_decl"
    side = 0 if s.tricks_won[s.elder] > 6 else 1 if s.tricks_won[s.younger] > 6 else None
    if side is not None and given[side] == expected[side] - 10:
        return "no_cards"
    return None


@exercise(
    "picchetto_scoring-07", kind=PAIR,
    statement={
        "en": "The same deal number 3: what is the whole deal's score, declarations and play together? "
              "Answer (elder, younger).",
        "it": "La stessa smazzata numero 3: qual è il punteggio dell'intera smazzata, dichiarazioni e gioco "
              "insieme? Rispondi (di mano, mazziere).",
    },
    hints=[{
        "en": "state.declarations gives the declarations' points (elder_points, younger_points); add the "
              "play of the previous exercise.",
        "it": "state.declarations dà i punti delle dichiarazioni (elder_points, younger_points); aggiungi "
              "il gioco dell'esercizio precedente.",
    }],
    correct={
        "en": "{answer}: {decl} from the declarations plus the play.",
        "it": "{answer}: {decl} dalle dichiarazioni più il gioco.",
    },
    mistakes={
        "play_only": {
            "en": "those are only the points of the play: add what each side scored in the declarations",
            "it": "questi sono solo i punti del gioco: aggiungi quanto ciascuno ha segnato in dichiarazione",
        },
        "swapped": {
            "en": "the numbers are the other way round: first the elder (di mano), then the younger (dealer)",
            "it": "i numeri sono invertiti: prima il giocatore di mano, poi il mazziere",
        },
    },
)
def picchetto_scoring_07():
    s = seed_deal()
    return _by_role(s, s.log.totals)


@picchetto_scoring_07.details
def _(expected):
    d = seed_deal().declarations
    return {"decl": f"{d.elder_points}–{d.younger_points}"}


@picchetto_scoring_07.diagnose
def _(given, expected):
    s = seed_deal()
    if tuple(given) == _by_role(s, [_play_points(s, 0), _play_points(s, 1)]):
        return "play_only"
    if tuple(given) == tuple(reversed(expected)):
        return "swapped"
    return None


@exercise(
    "picchetto_scoring-08", kind=INT,
    statement={
        "en": "The elder holds A K Q J of spades and hearts, A K Q of diamonds and the 7 of clubs; the "
              "younger 10 9 8 7 of spades and hearts and J 10 9 8 of diamonds. Both declare everything good, and the elder wins all twelve tricks. How many points "
              "does the elder score in the whole deal?",
        "it": "Il giocatore di mano ha A K Q J di picche e di cuori, A K Q di quadri e il 7 di fiori; il "
              "mazziere 10 9 8 7 di picche e di cuori e J 10 9 8 di quadri. Entrambi dichiarano tutto ciò che è buono, e il giocatore di mano fa tutte e dodici le "
              "prese. Quanti punti segna il giocatore di mano nell'intera smazzata?",
    },
    hints=[{
        "en": "In order: punto, two quarte and a terza, three tris; then a point for each lead — watch for the moment "
              "he reaches 30 with the younger at 0 — and the cappotto (40, including the cards; the last "
              "trick then gives no extra point).",
        "it": "In ordine: punto, due quarte e una terza, tre tris; poi un punto per ogni battuta — attento al "
              "momento in cui arriva a 30 con il mazziere a 0 — e il cappotto (40, carte comprese; "
              "l'ultima presa allora non dà il punto in più).",
    }],
    correct={
        "en": "{answer}: {decl} in the declarations (just short of Novanta), Sessanta (+30) with the lead "
              "that reaches 30, one point a lead, and 40 for the cappotto.",
        "it": "{answer}: {decl} in dichiarazione (appena sotto il Novanta), Sessanta (+30) con la battuta "
              "che arriva a 30, un punto per battuta, e 40 di cappotto.",
    },
    mistakes={
        "no_sessanta": {
            "en": "you left out the Sessanta: the younger scored nothing, so the lead that takes the elder "
                  "to 30 earns 30 more",
            "it": "manca il Sessanta: il mazziere non ha segnato nulla, quindi la battuta che porta a 30 ne "
                  "fa guadagnare altri 30",
        },
        "last": {
            "en": "in a cappotto the last trick counts 1, not 2: no extra point for it",
            "it": "nel cappotto l'ultima presa conta 1, non 2: niente punto in più",
        },
        "cards": {
            "en": "the cappotto's 40 already include the 10 for the cards",
            "it": "i 40 del cappotto comprendono già i 10 delle carte",
        },
    },
)
def picchetto_scoring_08():
    s = played_out(E_CAP, Y_CAP)
    return s.log.totals[s.elder]


@picchetto_scoring_08.details
def _(expected):
    return {"decl": deal_state(E_CAP, Y_CAP).declarations.elder_points}


@picchetto_scoring_08.diagnose
def _(given, expected):
    if given == expected - 30:
        return "no_sessanta"
    if given == expected + 1:
        return "last"
    if given in (expected + 10, expected + 11):
        return "cards"
    return None


# ==========================================================================
# compute: the rubicon
# ==========================================================================

@exercise(
    "picchetto_scoring-09", kind=INT,
    statement={
        "en": "Rubicon Piquet (RUBICON): after the six deals the scores are {w} to {l}. How many points does "
              "the winner gain for the partie?".format(w=RUB_09[0], l=RUB_09[1]),
        "it": "Rubicon Piquet (RUBICON): dopo le sei smazzate il punteggio è {w} a {l}. Quanti punti "
              "guadagna il vincitore per la partita?".format(w=RUB_09[0], l=RUB_09[1]),
    },
    hints=[{
        "en": "Is the loser under 100? Then he is rubiconed: the winner scores both totals plus 100.",
        "it": "Il perdente è sotto i 100? Allora è rubiconato: il vincitore segna entrambi i totali più 100.",
    }],
    correct={
        "en": "{answer}: the loser stayed under 100, so he is rubiconed: winner + loser + 100.",
        "it": "{answer}: il perdente è rimasto sotto i 100, quindi è rubiconato: vincitore + perdente + 100.",
    },
    mistakes={
        "difference": {
            "en": "the difference plus 100 is for a loser who reached 100; under 100 the winner adds the "
                  "loser's points instead of subtracting them",
            "it": "la differenza più 100 vale per un perdente che ha raggiunto i 100; sotto i 100 il "
                  "vincitore somma i punti del perdente invece di sottrarli",
        },
        "no_bonus": {
            "en": "add the 100 for the game: the winner always scores 100 more",
            "it": "aggiungi i 100 della partita: il vincitore segna sempre 100 in più",
        },
    },
)
def picchetto_scoring_09():
    return rubicon(*RUB_09, RUBICON)


@picchetto_scoring_09.diagnose
def _(given, expected):
    w, lo = RUB_09
    if given == w - lo + 100:
        return "difference"
    if given in (w + lo, w - lo):
        return "no_bonus"
    return None


@exercise(
    "picchetto_scoring-10", kind=INT,
    statement={
        "en": "Rubicon Piquet again: the partie ends {w} to {l}. How many points does the winner "
              "gain?".format(w=RUB_10[0], l=RUB_10[1]),
        "it": "Ancora Rubicon Piquet: la partita finisce {w} a {l}. Quanti punti guadagna il "
              "vincitore?".format(w=RUB_10[0], l=RUB_10[1]),
    },
    hints=[{
        "en": "The loser crossed the rubicon (100 or more): the winner gains the difference plus 100.",
        "it": "Il perdente ha passato il rubicone (100 o più): il vincitore guadagna la differenza più 100.",
    }],
    correct={
        "en": "{answer}: the loser reached 100, so he is not rubiconed: the difference plus 100.",
        "it": "{answer}: il perdente ha raggiunto i 100, quindi non è rubiconato: la differenza più 100.",
    },
    mistakes={
        "sum": {
            "en": "the sum is only for a loser under 100 (rubiconed); this one passed 100",
            "it": "la somma vale solo per un perdente sotto i 100 (rubiconato); questo li ha passati",
        },
        "no_bonus": {
            "en": "add the 100 for the game: the winner always scores 100 more",
            "it": "aggiungi i 100 della partita: il vincitore segna sempre 100 in più",
        },
    },
)
def picchetto_scoring_10():
    return rubicon(*RUB_10, RUBICON)


@picchetto_scoring_10.diagnose
def _(given, expected):
    w, lo = RUB_10
    if given == w + lo + 100:
        return "sum"
    if given in (w - lo, w + lo):
        return "no_bonus"
    return None


@exercise(
    "picchetto_scoring-11", kind=INT,
    statement={
        "en": "Rubicone (RUBICONE, the Italian four-deal form, without the optional extra 100): the four "
              "deals end {w} to {l}. How many points does the winner gain?".format(w=RUB_11[0], l=RUB_11[1]),
        "it": "Rubicone (RUBICONE, la forma italiana in quattro smazzate, senza i 100 facoltativi): le quattro "
              "smazzate finiscono {w} a {l}. Quanti punti guadagna il vincitore?".format(w=RUB_11[0],
                                                                                          l=RUB_11[1]),
    },
    hints=[{
        "en": "Did both pass 100, or neither? Then the difference. Only one? Then the sum.",
        "it": "Hanno passato i 100 entrambi, o nessuno dei due? Allora la differenza. Uno solo? La somma.",
    }],
    correct={
        "en": "{answer}: only the winner passed 100, so he wins the sum of the two scores (no +100 "
              "unless agreed beforehand).",
        "it": "{answer}: solo il vincitore ha oltrepassato i 100, quindi vince la somma dei due punteggi "
              "(niente +100 se non concordato prima).",
    },
    mistakes={
        "difference": {
            "en": "the difference is for a partie where both passed 100 or neither did; here only the winner "
                  "did",
            "it": "la differenza vale quando entrambi o nessuno hanno passato i 100; qui solo il vincitore",
        },
        "extra": {
            "en": "the extra 100 of the Rubicone is optional and not agreed here (rubicone_extra=False)",
            "it": "i 100 in più del Rubicone sono facoltativi e qui non concordati (rubicone_extra=False)",
        },
    },
)
def picchetto_scoring_11():
    return rubicon(*RUB_11, RUBICONE)


@picchetto_scoring_11.diagnose
def _(given, expected):
    w, lo = RUB_11
    if given == w - lo:
        return "difference"
    if given == rubicon(w, lo, RUBICONE.replace(rubicone_extra=True)):
        return "extra"
    return None


@exercise(
    "picchetto_scoring-12", kind=INT,
    statement={
        "en": "Rubicone again: this time the four deals end {w} to {l}. How many points does the winner "
              "gain?".format(w=RUB_12[0], l=RUB_12[1]),
        "it": "Ancora Rubicone: questa volta le quattro smazzate finiscono {w} a {l}. Quanti punti guadagna "
              "il vincitore?".format(w=RUB_12[0], l=RUB_12[1]),
    },
    hints=[{
        "en": "Did both pass 100, or neither? Then the difference. Only one? Then the sum.",
        "it": "Hanno passato i 100 entrambi, o nessuno dei due? Allora la differenza. Uno solo? La somma.",
    }],
    correct={
        "en": "{answer}: both passed 100, so the winner gains only the difference.",
        "it": "{answer}: entrambi hanno oltrepassato i 100, quindi il vincitore guadagna solo la differenza.",
    },
    mistakes={
        "sum": {
            "en": "the sum is for a partie where only the winner passed 100; here the loser passed it too",
            "it": "la somma vale quando solo il vincitore ha passato i 100; qui li ha passati anche il perdente",
        },
        "rubicon": {
            "en": "that is the Rubicon Piquet reckoning (difference + 100); the Italian Rubicone gives no "
                  "100 for the game",
            "it": "questo è il conto del Rubicon Piquet (differenza + 100); il Rubicone italiano non dà "
                  "100 per la partita",
        },
    },
)
def picchetto_scoring_12():
    return rubicon(*RUB_12, RUBICONE)


@picchetto_scoring_12.diagnose
def _(given, expected):
    w, lo = RUB_12
    if given == w + lo:
        return "sum"
    if given == rubicon(w, lo, RUBICON):
        return "rubicon"
    return None


# ==========================================================================
# explain
# ==========================================================================

@exercise(
    "picchetto_scoring-13", kind=WHY_DEALER,
    statement={
        "en": "Why can the dealer never make Sessanta? Answer \"first_lead\" (the elder's first lead point "
              "always comes first), \"second\" (the dealer declares second) or \"talon\" (he gets fewer "
              "cards from the talon).",
        "it": "Perché il mazziere non può mai fare il Sessanta? Rispondi \"first_lead\" (il punto della "
              "prima battuta del giocatore di mano viene sempre prima), \"second\" (il mazziere dichiara per "
              "secondo) o \"talon\" (riceve meno carte dal tallone).",
    },
    hints=[{
        "en": "Sessanta needs the OPPONENT at 0 when you reach 30 in the play. What does the elder score the "
              "moment the play begins, even with nothing declared?",
        "it": "Il Sessanta vuole l'AVVERSARIO a 0 quando arrivi a 30 giocando. Che cosa segna il giocatore "
              "di mano appena comincia il gioco, anche senza dichiarazioni?",
    }],
    correct={
        "en": "{answer}: the elder says \"Uno!\" as he leads the first card, so by the time the dealer scores "
              "anything in the play his opponent is never at 0 (the dealer's Novanta stays possible).",
        "it": "{answer}: il giocatore di mano dice «Uno!» giocando la prima carta, quindi quando il mazziere "
              "segna qualcosa giocando l'avversario non è mai a 0 (il Novanta del mazziere resta possibile).",
    },
    mistakes={
        "second": {
            "en": "declaring second does not stop a bonus: the dealer can even make Novanta. It is the "
                  "elder's lead point, scored before any point of the dealer's play",
            "it": "dichiarare per secondo non impedisce un premio: il mazziere può fare perfino il Novanta. "
                  "È il punto della battuta del giocatore di mano, segnato prima di ogni punto di gioco del "
                  "mazziere",
        },
        "talon": {
            "en": "the cards he holds do not matter: even with a perfect hand the elder's first lead point "
                  "already stands",
            "it": "le carte che ha non contano: anche con una mano perfetta il punto della prima battuta "
                  "del giocatore di mano c'è già",
        },
    },
)
def picchetto_scoring_13():
    # Computed: in every deal the first event of the play is the elder's lead point.
    s = seed_deal()
    first_play = next(ev for ev in s.log.events if ev.key.rsplit(".", 1)[-1] in _PLAY_KEYS_ALL)
    return "first_lead" if (first_play.side == s.elder and first_play.key.endswith(".lead")) else "second"


_PLAY_KEYS_ALL = ("lead", "win", "trick2", "last", "last_given", "cards", "cappotto", "sessanta")


@picchetto_scoring_13.diagnose
def _(given, expected):
    return given if given in ("second", "talon") else None


# ==========================================================================
# compute: by numbers (lesson 16)
# ==========================================================================

def blanche_one_in() -> int:
    """One deal in how many gives a given player a mano bianca: C(32,12) / C(20,12)."""
    return round(comb(32, 12) / comb(20, 12))


def longest_suit_counts() -> dict:
    """Exact number of 12-card hands from the 32 by the length of their longest suit."""
    counts: dict = {}
    for lengths in product(range(9), repeat=4):
        if sum(lengths) == 12:
            n = 1
            for k in lengths:
                n *= comb(8, k)
            counts[max(lengths)] = counts.get(max(lengths), 0) + n
    return dict(sorted(counts.items()))


@exercise(
    "picchetto_scoring-14", kind=INT,
    statement={
        "en": "On average, one deal in how many gives the elder a mano bianca (no K, Q or J among his 12 "
              "cards)? Round to the nearest whole number.",
        "it": "In media, una smazzata su quante dà al giocatore di mano la mano bianca (nessun re, donna o "
              "fante fra le sue 12 carte)? Arrotonda all'intero più vicino.",
    },
    hints=[{
        "en": "Count the hands of 12 drawn only from the 20 cards that are not figures, and divide all the "
              "12-card hands by that: math.comb(32, 12) / math.comb(20, 12).",
        "it": "Conta le mani di 12 carte prese solo fra le 20 che non sono figure, e dividi per esse tutte le "
              "mani di 12: math.comb(32, 12) / math.comb(20, 12).",
    }],
    correct={
        "en": "{answer}: C(32,12) / C(20,12) — the ace is not a figure, so 20 cards are allowed.",
        "it": "{answer}: C(32,12) / C(20,12) — l'asso non è una figura, quindi le carte ammesse sono 20.",
    },
    mistakes={
        "ace": {
            "en": "you left out the aces too: the ace is not a figure, so a white hand may hold them — 20 "
                  "cards are allowed, not 16",
            "it": "hai tolto anche gli assi: l'asso non è una figura, quindi una mano bianca può averli — le "
                  "carte ammesse sono 20, non 16",
        },
        "inverse": {
            "en": "that is the probability itself; the question asks for 'one deal in how many', its inverse",
            "it": "questa è la probabilità; la domanda chiede 'una smazzata su quante', cioè l'inverso",
        },
    },
)
def picchetto_scoring_14():
    return blanche_one_in()


@picchetto_scoring_14.diagnose
def _(given, expected):
    if given == round(comb(32, 12) / comb(16, 12)):
        return "ace"
    if given in (0, 1):
        return "inverse"
    return None


@exercise(
    "picchetto_scoring-15", kind=INT,
    statement={
        "en": "In the 12 cards dealt to one player, how likely is it that his longest suit has exactly four "
              "cards? Answer in percent, rounded to a whole number.",
        "it": "Nelle 12 carte servite a un giocatore, quanto è probabile che il suo seme più lungo abbia "
              "esattamente quattro carte? Rispondi in percentuale, arrotondata all'intero.",
    },
    hints=[{
        "en": "Go through every way of splitting 12 cards into four suits of 0 to 8 cards; a split (a, b, c, "
              "d) stands for comb(8, a) * comb(8, b) * comb(8, c) * comb(8, d) hands.",
        "it": "Passa tutti i modi di dividere 12 carte in quattro semi da 0 a 8 carte; una divisione (a, b, c, "
              "d) vale comb(8, a) * comb(8, b) * comb(8, c) * comb(8, d) mani.",
    }],
    correct={
        "en": "{answer}%: a longest suit of four is the most common case; five follows.",
        "it": "{answer}%: avere come seme più lungo un seme di quattro carte è il caso più frequente; segue quello di cinque.",
    },
    mistakes={
        "five": {
            "en": "that is the share of hands whose longest suit has FIVE cards",
            "it": "questa è la quota di mani il cui seme più lungo ha CINQUE carte",
        },
        "at_least": {
            "en": "that counts a longest suit of four or more; the question asks for exactly four",
            "it": "così conti le mani il cui seme più lungo ha quattro carte o più; la domanda chiede esattamente quattro",
        },
    },
)
def picchetto_scoring_15():
    counts = longest_suit_counts()
    return round(100 * counts[4] / comb(32, 12))


@picchetto_scoring_15.diagnose
def _(given, expected):
    counts = longest_suit_counts()
    total = comb(32, 12)
    if given == round(100 * counts[5] / total):
        return "five"
    if given == round(100 * sum(v for k, v in counts.items() if k >= 4) / total):
        return "at_least"
    return None
