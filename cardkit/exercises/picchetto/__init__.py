"""Exercise set ``picchetto``: the deal, the accomodo, the declarations, the play.

Notebook: ``exercises/solutions/03_picchetto.ipynb`` (student copy
``exercises/03_picchetto.ipynb``); the lessons ``notebooks/07``–``11`` ask
some of these questions in their *Check yourself* sections.  Every expected
answer is computed by :mod:`cardkit.picchetto` (rules ``ITALIANO``, text
000); the positions are module constants, drawn in the notebooks with
:func:`position`.

This module registers only the ids ``picchetto-NN``.  Sessanta/Novanta,
whole deals and the rubicon belong to the set ``picchetto_scoring``
(``cardkit/exercises/picchetto/scoring.py``), which may reuse
:func:`position`, :func:`play_position` and :data:`WHO` from here.

Difficulty rises through the set:

* recognise — ``picchetto-01`` (mano bianca), ``picchetto-04`` (a prezzo);
* compute — ``picchetto-02``/``03`` (the accomodo), ``picchetto-07`` (all
  the sequences of the winner), ``picchetto-09`` (all the groups of the
  winner), ``picchetto-11`` (a whole declaration phase), ``picchetto-12``
  (counting aloud), ``picchetto-14`` (the points of a cappotto);
* decide — ``picchetto-05``/``06`` (punto), ``picchetto-08`` (sequences),
  ``picchetto-10`` (groups), ``picchetto-13`` (which cards may be played);
* explain — ``picchetto-15`` (why a sequence wins).

Ids are stable: lessons and teachers refer to them.
"""

from __future__ import annotations

from ... import i18n
from ...cards import to_cards
from ...picchetto import (
    ITALIANO, ComputerPlayer, declarations, deal_order, has_blanche, punto, sequences,
)
from ...picchetto.combos import internal_mask
from ..answers import BOOL, CARDSET, INT, ChoiceKind, IntsKind
from .. import _need
from ...picchetto import PicchettoRules
from ..core import exercise
from ...errors import InvalidInputError
from ..positions import Position as _Position, row_cards

i18n.register({
    "picchetto.ex.who.elder": {"en": "the elder", "it": "il giocatore di mano"},
    "picchetto.ex.who.younger": {"en": "the younger (dealer)", "it": "il mazziere"},
    "picchetto.ex.who.none": {"en": "nobody", "it": "nessuno"},
    "picchetto.ex.why.longer": {"en": "it is the longest", "it": "è la più lunga"},
    "picchetto.ex.why.higher": {"en": "its top card is higher", "it": "ha la carta più alta"},
    "picchetto.ex.why.more": {"en": "its holder has more sequences", "it": "chi la tiene ha più sequenze"},
    "picchetto.ex.label.elder": {"en": "elder (di mano)", "it": "di mano"},
    "picchetto.ex.label.younger": {"en": "younger (dealer)", "it": "mazziere"},
    "picchetto.ex.label.hand": {"en": "hand as dealt", "it": "mano servita"},
    "picchetto.ex.label.led": {"en": "the elder led", "it": "il giocatore di mano ha giocato"},
    "picchetto.ex.label.you": {"en": "your hand (younger)", "it": "la tua mano (mazziere)"},
    "picchetto.ex.pts": {"en": "{elder} to the elder, {younger} to the younger",
                         "it": "{elder} al giocatore di mano, {younger} al mazziere"},
})


# --------------------------------------------------------------------------
# Answer kinds of this set
# --------------------------------------------------------------------------

class _WhoKind(ChoiceKind):
    """Who scores a category: the elder, the younger or nobody (a tie).
    Also reads the engine's own answers ``"elder"``, ``"younger"``, ``None``
    (but ``check`` itself takes a bare ``None`` for "no answer yet": write
    ``"nobody"``)."""

    def read(self, value):
        if value is None:
            return "none"
        return super().read(value)


WHO = _WhoKind(
    "who scores",
    {
        "elder": ("eldest", "non-dealer", "di mano", "giocatore di mano", "primo di mano", "mano",
                  "primo", "elder hand"),
        "younger": ("youngest", "dealer", "mazziere", "younger hand", "secondo", "cartaro"),
        "none": ("nobody", "neither", "nessuno", "no one", "tie", "pari"),
    },
    labels={"elder": "picchetto.ex.who.elder", "younger": "picchetto.ex.who.younger",
            "none": "picchetto.ex.who.none"},
)

WHY = ChoiceKind(
    "reason",
    {
        "longer": ("longest", "length", "more cards", "longer sequence", "più lunga", "lunghezza"),
        "higher": ("highest", "top card", "higher card", "più alta", "carta più alta"),
        "more": ("more sequences", "more points", "number", "più sequenze", "più punti"),
    },
    labels={"longer": "picchetto.ex.why.longer", "higher": "picchetto.ex.why.higher",
            "more": "picchetto.ex.why.more"},
)

PAIR = IntsKind(2)


def _who(side) -> str:
    return WHO.show("none" if side is None else side)


# --------------------------------------------------------------------------
# Positions
# --------------------------------------------------------------------------

class Position(_Position):
    """What a Picchetto exercise shows: labelled hands one under the other
    (two twelve-card hands side by side are wider than a notebook), each
    sorted suit by suit, highest first; see
    :class:`~cardkit.exercises.positions.Position`."""

    default_width = 60
    per_line = 1

    @staticmethod
    def arrange(cards: list) -> list:
        return sorted(row_cards("Position.arrange", cards), key=lambda c: (c.suit_index, -c.rank_index))


# picchetto-01: a hand as dealt (aces, no K Q J)
EX01_HAND = "AS 10S 9S 8S AH 10H 9H 7H AD 9D 8C 7C"
# picchetto-02/03: deal number 7 (ITALIANO.single_deal().new_game(7)); the elder discards three
EX02_SEED = 7
EX02_DISCARD = "7S 7D 7C"
# picchetto-04: a suit's prezzo
EX04_SUIT = "AH KH 10H 9H 7H"
# picchetto-05/06: the two players' best suits (punto)
EX05 = ("AS KS QS 9S 8S", "KH QH JH 10H 9H")
EX06 = ("AD 10D 9D 8D", "KC QC JC 8C")
# picchetto-07: the rule text's example (000): a quarta, a terza, another terza
EX07_HAND = "AS KS QS JS QH JH 10H 9D 8D 7D"
# picchetto-08: two quarte
EX08 = ("KC QC JC 10C AH KH QH", "AD KD QD JD 9S 8S 7S")
# picchetto-09: the rule text's example (000): four tens and three jacks against three aces,
# three kings and three queens
EX09 = ("10S 10H 10D 10C JS JH JD 7S 8H 9D 7C 8C", "AS AH AD KS KH KD QS QH QD 9S 9H 8S")
# picchetto-10: a tris of aces against two tris
EX10 = ("AS AH AD 9C 8C 7C", "KS KH KD QS QH QD")
# picchetto-11: a whole declaration phase (hands after the exchange)
EX11 = ("AH KH QH JH 9H 7H 10S 10D 10C 8S AC 7D",
        "AD KD QD JD 9D 8D AS KS QS JS 9C KC")
# picchetto-12: deal number 5, exchanges and declarations by the computer on both sides
EX12_SEED = 5
# picchetto-13: the elder leads JH; the younger holds these cards
EX13 = ("JH 9H AC KC QC JC 10C 9C 8C 7C AD KD", "QH 7H AS KS QS JS 10S 9S 8S 7S QD JD")
EX13_LEAD = "JH"
# picchetto-14: the elder holds every 7, 8 and 9; the younger every A, K and Q
EX14 = ("7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C", "AS KS QS AH KH QH AD KD QD AC KC QC")
# picchetto-15: a quinta to the jack against a quarta to the ace and two terze
EX15 = ("AS KS QS JS QH JH 10H 9D 8D 7D AH KD", "JC 10C 9C 8C 7C AC 8H 7H 9S 10S 10D JD")

# a single deal with no exchange, for positions in the play
_OPEN_RULES = ITALIANO.single_deal().replace(elder_min_exchange=0, younger_min_exchange=0,
                                             first_dealer=1)


def play_position(elder, younger, cards=(), rules=_OPEN_RULES):
    """A single deal dealt as given (player 1 the elder), nobody exchanging
    or declaring, then ``cards`` played in order: a position in the play."""
    _need.need("play_position", "rules", rules, isinstance(rules, PicchettoRules), "picchetto_rules")
    state = rules.new_game(0, deal=deal_order(elder, younger, (), rules))
    while state.phase != "play":
        if state.phase == "blanche":
            state.play("mano bianca")
        elif state.phase == "exchange":
            state.play("exchange none")
        else:
            state.play("declare nothing")
    for c in to_cards(cards):
        state.play(c)
    return state


def deal7_state():
    """Deal number 7 before the exchange (the learner looks at the elder)."""
    return ITALIANO.single_deal().new_game(EX02_SEED)


def seed_state(seed: int):
    """A single deal played by the computer up to the first card."""
    state = ITALIANO.single_deal().new_game(seed)
    bot = ComputerPlayer()
    while state.phase != "play":
        state.play(bot(state))
    return state


def _two(pair, note=""):
    return Position([(i18n.tr("picchetto.ex.label.elder"), pair[0]),
                     (i18n.tr("picchetto.ex.label.younger"), pair[1])], 70, note)


def position(id: str) -> Position:
    """The cards of exercise ``id``, drawn (``position("picchetto-05")``)."""
    _need.need_id("position", id)
    n = id.rsplit("-", 1)[-1]
    if n == "01":
        return Position([(i18n.tr("picchetto.ex.label.hand"), EX01_HAND)], 70)
    if n in ("02", "03"):
        s = deal7_state()
        return Position([(i18n.tr("picchetto.ex.label.elder"), s.hand(s.elder))], 70)
    if n == "04":
        return Position([("", EX04_SUIT)], 70)
    if n == "07":
        return Position([("", EX07_HAND)], 70)
    pairs = {"05": EX05, "06": EX06, "08": EX08, "09": EX09, "10": EX10, "11": EX11,
             "14": EX14, "15": EX15}
    if n in pairs:
        return _two(pairs[n])
    if n == "12":
        s = seed_state(EX12_SEED)
        return _two((s.hand(s.elder), s.hand(s.younger)))
    if n == "13":
        return Position([(i18n.tr("picchetto.ex.label.led"), EX13_LEAD),
                         (i18n.tr("picchetto.ex.label.you"), EX13[1])], 70)
    raise InvalidInputError("exercises.no_position", id=id)


def _prezzo_with(cards, values):
    return sum(values[c.rank] for c in to_cards(cards))


_ACE_ONE = {"A": 1, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 9, "8": 8, "7": 7}
_RANK_VALUES = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, "9": 9, "8": 8, "7": 7}
_ACE_TEN = {"A": 10, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 9, "8": 8, "7": 7}


# ==========================================================================
# The exercises
# ==========================================================================

# -- 01 · recognise: mano bianca -------------------------------------------------

@exercise(
    "picchetto-01", kind=BOOL,
    statement={
        "en": "These are the twelve cards you were dealt. Must you announce a mano bianca (True or False)?",
        "it": "Queste sono le dodici carte che ti sono state servite. Devi annunciare la mano bianca "
              "(True o False)?",
    },
    hints=[{
        "en": "A mano bianca is a hand dealt without figures: no king, no queen, no jack. Is the ace a figure?",
        "it": "La mano bianca è una mano servita senza figure: niente re, donne o fanti. L'asso è una figura?",
    }],
    correct={
        "en": "{answer}: there is no K, Q or J, and the ace is not a figure, so this is a mano bianca "
              "(10 points, shown before the exchange).",
        "it": "{answer}: non ci sono re, donne o fanti, e l'asso non è una figura: è mano bianca "
              "(10 punti, mostrata prima dello scarto).",
    },
    mistakes={
        "ace": {
            "en": "the hand holds aces, but the ace is not a figure: only kings, queens and jacks spoil "
                  "a mano bianca",
            "it": "la mano ha degli assi, ma l'asso non è una figura: solo re, donne e fanti tolgono "
                  "la mano bianca",
        },
    },
)
def picchetto_01():
    return has_blanche(internal_mask(EX01_HAND))


@picchetto_01.diagnose
def _(given, expected):
    if expected and not given and any(c.rank == "A" for c in to_cards(EX01_HAND)):
        return "ace"
    return None


# -- 02 · compute: what the elder draws --------------------------------------------

@exercise(
    "picchetto-02", kind=CARDSET,
    statement={
        "en": "Deal number 7. The elder discards 7S 7D 7C. Which cards does he take from the talon?",
        "it": "Smazzata numero 7. Il giocatore di mano scarta 7S 7D 7C. Quali carte prende dal tallone?",
    },
    hints=[{
        "en": "The elder takes as many cards as he discards, from the TOP of the talon, in order: he "
              "cannot choose among his five. Play the exchange on ITALIANO.single_deal().new_game(7).",
        "it": "Il giocatore di mano prende tante carte quante ne scarta, dall'ALTO del tallone, in ordine: "
              "non può scegliere fra le sue cinque. Fai lo scarto su ITALIANO.single_deal().new_game(7).",
    }],
    correct={
        "en": "{answer}: three discarded, the first three cards of the talon taken, in order.",
        "it": "{answer}: tre scartate, le prime tre carte del tallone prese, in ordine.",
    },
    mistakes={
        "count": {
            "en": "{answer} is not three cards: the elder takes exactly as many as he discards",
            "it": "{answer} non sono tre carte: il giocatore di mano prende tante carte quante ne scarta",
        },
        "choice": {
            "en": "the elder cannot choose among the five cards of his share: he takes as many as he "
                  "discards, from the top, in order",
            "it": "il giocatore di mano non può scegliere fra le cinque carte della sua parte: ne prende "
                  "tante quante ne scarta, dall'alto, in ordine",
        },
    },
)
def picchetto_02():
    s = deal7_state()
    before = set(s.hand(s.elder))
    s.play("exchange " + EX02_DISCARD)
    return frozenset(c for c in s.hand(s.elder) if c not in before)


@picchetto_02.diagnose
def _(given, expected):
    if len(given) != len(expected):
        return "count"
    return "choice"


# -- 03 · compute: how many the dealer may take ---------------------------------------

@exercise(
    "picchetto-03", kind=INT,
    statement={
        "en": "Deal number 7 goes on: the elder has exchanged three cards. At most how many cards may the "
              "dealer exchange now?",
        "it": "La smazzata numero 7 continua: il giocatore di mano ha cambiato tre carte. Al massimo quante "
              "carte può cambiare ora il mazziere?",
    },
    hints=[{
        "en": "In the Italian rules (text 000) the dealer may take all the cards that remain in the talon: "
              "his own three and whatever the elder left. state.exchange_limits() tells you.",
        "it": "Nelle regole italiane (testo 000) il mazziere può prendere tutte le carte rimaste nel tallone: "
              "le sue tre e quelle lasciate dal giocatore di mano. state.exchange_limits() lo dice.",
    }],
    correct={
        "en": "{answer}: his own three cards plus the {left} the elder did not take.",
        "it": "{answer}: le sue tre carte più le {left} che il giocatore di mano non ha preso.",
    },
    mistakes={
        "three": {
            "en": "three is the dealer's own share, but when the elder takes fewer than five, the dealer "
                  "may also take the cards he left (from the top)",
            "it": "tre è la parte del mazziere, ma se il giocatore di mano ne prende meno di cinque, il "
                  "mazziere può prendere anche quelle lasciate (dall'alto)",
        },
    },
)
def picchetto_03():
    s = deal7_state()
    s.play("exchange " + EX02_DISCARD)
    return s.exchange_limits()[1]


@picchetto_03.details
def _(expected):
    return {"left": 5 - len(to_cards(EX02_DISCARD))}


@picchetto_03.diagnose
def _(given, expected):
    if given == 3:
        return "three"
    return None


# -- 04 · recognise: a prezzo -------------------------------------------------------

@exercise(
    "picchetto-04", kind=INT,
    statement={
        "en": "What is the prezzo (the value counted for the punto) of these five hearts?",
        "it": "Qual è il prezzo (il valore contato per il punto) di questi cinque cuori?",
    },
    hints=[{
        "en": "Ace 11, king, queen and jack 10 each, the other cards their face value.",
        "it": "Asso 11, re, donna e fante 10 ciascuno, le altre carte il loro valore facciale.",
    }, {
        "en": "Write the value under each card, then add the five numbers.",
        "it": "Scrivi il valore sotto ogni carta, poi somma i cinque numeri.",
    }],
    correct={
        "en": "{answer}: ace 11, king 10, then the 10, 9 and 7 at face value.",
        "it": "{answer}: asso 11, re 10, poi il 10, il 9 e il 7 al loro valore.",
    },
    mistakes={
        "ace_one": {
            "en": "you counted the ace as 1: for the prezzo the ace is worth 11",
            "it": "hai contato l'asso 1: nel prezzo l'asso vale 11",
        },
        "ranks": {
            "en": "you counted the figures by rank (K 13, Q 12, J 11, A 14): for the prezzo every figure "
                  "is 10 and the ace 11",
            "it": "hai contato le figure per grado (R 13, D 12, F 11, A 14): nel prezzo ogni figura vale "
                  "10 e l'asso 11",
        },
        "ace_ten": {
            "en": "you counted the ace as 10: it is worth 11, one more than a figure",
            "it": "hai contato l'asso 10: vale 11, uno più di una figura",
        },
    },
)
def picchetto_04():
    return punto(EX04_SUIT)[1]


@picchetto_04.diagnose
def _(given, expected):
    for key, values in (("ace_one", _ACE_ONE), ("ranks", _RANK_VALUES), ("ace_ten", _ACE_TEN)):
        if given == _prezzo_with(EX04_SUIT, values):
            return key
    return None


# -- 05/06 · decide: the punto -----------------------------------------------------

_PUNTO_HINT = {
    "en": "Both suits have the same number of cards, so compare the prezzo: ace 11, figures 10, the "
          "others face value. The highest card does not decide; the sum does.",
    "it": "I due semi hanno lo stesso numero di carte: si confronta il prezzo (asso 11, figure 10, le "
          "altre il valore facciale). Non conta la carta più alta, conta la somma.",
}


@exercise(
    "picchetto-05", kind=WHO,
    statement={
        "en": "The elder's best suit is AS KS QS 9S 8S, the younger's KH QH JH 10H 9H. Who scores the punto "
              "(\"elder\", \"younger\" or \"nobody\")?",
        "it": "Il seme migliore del giocatore di mano è AS KS QS 9S 8S, quello del mazziere KH QH JH 10H 9H. "
              "Chi segna il punto (\"di mano\", \"mazziere\" o \"nessuno\")?",
    },
    hints=[_PUNTO_HINT],
    correct={
        "en": "{answer}: five cards each, prezzo {pe} against {py}; the higher prezzo scores {pts}.",
        "it": "{answer}: cinque carte ciascuno, prezzo {pe} contro {py}; il prezzo più alto segna {pts}.",
    },
    mistakes={
        "ace": {
            "en": "the elder holds the ace, but for equal lengths the punto goes to the higher prezzo "
                  "(the sum of the suit), not to the higher card: add up both suits",
            "it": "il giocatore di mano ha l'asso, ma a parità di carte il punto va al prezzo più alto "
                  "(la somma del seme), non alla carta più alta: somma i due semi",
        },
        "tie": {
            "en": "equal lengths are not a tie: they are decided by the prezzo (ace 11, figures 10, "
                  "other cards their number)",
            "it": "la stessa lunghezza non è una parità: decide il prezzo (asso 11, figure 10, le "
                  "altre carte il loro numero)",
        },
    },
)
def picchetto_05():
    return declarations(*EX05).punto[0]


def _punto_details(pair):
    d = declarations(*pair)
    return {"pe": d.elder_punto[1], "py": d.younger_punto[1], "pts": d.punto[1]}


@picchetto_05.details
def _(expected):
    return _punto_details(EX05)


@picchetto_05.diagnose
def _(given, expected):
    return {"elder": "ace", "none": "tie"}.get(given)


@exercise(
    "picchetto-06", kind=WHO,
    statement={
        "en": "The elder's best suit is AD 10D 9D 8D, the younger's KC QC JC 8C. Who scores the punto?",
        "it": "Il seme migliore del giocatore di mano è AD 10D 9D 8D, quello del mazziere KC QC JC 8C. "
              "Chi segna il punto?",
    },
    hints=[_PUNTO_HINT],
    correct={
        "en": "{answer}: four cards each and the same prezzo, {pe}; an equal punto scores nothing for either.",
        "it": "{answer}: quattro carte ciascuno e lo stesso prezzo, {pe}; un punto pari non vale niente "
              "per nessuno.",
    },
    mistakes={
        "elder": {
            "en": "the elder does not win ties: compare the lengths, then the prezzo, by the same rule "
                  "for both players",
            "it": "il giocatore di mano non vince le parità: confronta le lunghezze, poi il prezzo, con "
                  "la stessa regola per tutti e due",
        },
        "younger": {
            "en": "three figures are not better than an ace: only the prezzo counts (ace 11, figures "
                  "10), so add up both suits",
            "it": "tre figure non battono un asso: conta solo il prezzo (asso 11, figure 10), quindi "
                  "somma i due semi",
        },
    },
)
def picchetto_06():
    winner = declarations(*EX06).punto[0]
    return "none" if winner is None else winner


@picchetto_06.details
def _(expected):
    return _punto_details(EX06)


@picchetto_06.diagnose
def _(given, expected):
    return given


# -- 07 · compute: all the sequences of the winner --------------------------------------

@exercise(
    "picchetto-07", kind=INT,
    statement={
        "en": "A player holds A K Q J of spades, Q J 10 of hearts and 9 8 7 of diamonds, and his quarta "
              "is the best sequence at the table. How many points does he score for sequences?",
        "it": "Un giocatore ha A K Q J di picche, Q J 10 di cuori e 9 8 7 di quadri, e la sua quarta è la "
              "sequenza migliore al tavolo. Quanti punti segna per le sequenze?",
    },
    hints=[{
        "en": "The player with the best sequence scores it AND every other sequence of three or more he "
              "holds: a quarta 4, a terza 3.",
        "it": "Chi ha la sequenza migliore segna quella E tutte le altre sequenze di almeno tre carte che "
              "ha: la quarta 4, la terza 3.",
    }],
    correct={
        "en": "{answer}: the quarta (4) and the two terze (3 + 3): the winner scores all his sequences.",
        "it": "{answer}: la quarta (4) e le due terze (3 + 3): chi vince segna tutte le sue sequenze.",
    },
    mistakes={
        "best_only": {
            "en": "you counted only the quarta: the winner also scores all his other sequences",
            "it": "hai contato solo la quarta: chi vince segna anche tutte le sue altre sequenze",
        },
    },
)
def picchetto_07():
    return sum(ITALIANO.sequence_points[len(s) - 3] for s in sequences(EX07_HAND))


@picchetto_07.diagnose
def _(given, expected):
    best = sequences(EX07_HAND)[0]
    if given == ITALIANO.sequence_points[len(best) - 3]:
        return "best_only"
    return None


# -- 08 · decide: two quarte ---------------------------------------------------------

@exercise(
    "picchetto-08", kind=WHO,
    statement={
        "en": "The elder holds a quarta to the king (K Q J 10 of clubs) and a terza to the ace of hearts; "
              "the younger a quarta to the ace (A K Q J of diamonds) and a terza to the 9. Who scores the "
              "sequences?",
        "it": "Il giocatore di mano ha una quarta al re (K Q J 10 di fiori) e una terza all'asso di cuori; "
              "il mazziere una quarta all'asso (A K Q J di quadri) e una terza al 9. Chi segna le sequenze?",
    },
    hints=[{
        "en": "Compare only the best sequence of each: the longer wins; equal lengths, the higher top card.",
        "it": "Si confronta solo la sequenza migliore di ciascuno: vince la più lunga; a pari lunghezza, "
              "quella con la carta più alta.",
    }],
    correct={
        "en": "{answer}: two quarte, and the ace is higher than the king; the younger scores {pts} "
              "(both his sequences), the elder nothing.",
        "it": "{answer}: due quarte, e l'asso batte il re; il mazziere segna {pts} (entrambe le sue "
              "sequenze), il giocatore di mano niente.",
    },
    mistakes={
        "elder": {
            "en": "the elder's terza to the ace does not count in the comparison: only the best sequences "
                  "are compared, the longest first, then the one with the higher top card",
            "it": "la terza all'asso del giocatore di mano non entra nel confronto: si confrontano solo le "
                  "sequenze migliori, prima la più lunga, poi quella con la carta più alta",
        },
        "none": {
            "en": "equal lengths are not a tie: the higher top card wins",
            "it": "la stessa lunghezza non è una parità: vince la sequenza con la carta più alta",
        },
    },
)
def picchetto_08():
    return declarations(*EX08).sequenze[0]


@picchetto_08.details
def _(expected):
    return {"pts": declarations(*EX08).sequenze[1]}


@picchetto_08.diagnose
def _(given, expected):
    return given if given in ("elder", "none") else None


# -- 09 · compute: all the groups of the winner ----------------------------------------

@exercise(
    "picchetto-09", kind=INT,
    statement={
        "en": "The rule text's example: the elder holds four tens and three jacks, the younger three aces, "
              "three kings and three queens. How many points does the elder score for quattordici and tris?",
        "it": "L'esempio del testo: il giocatore di mano ha quattro dieci e tre fanti, il mazziere tre assi, "
              "tre re e tre donne. Quanti punti segna il giocatore di mano per quattordici e tris?",
    },
    hints=[{
        "en": "Any quattordici (four of a kind, 10s to aces) beats any tris, and the winner then scores ALL "
              "his groups: 14 for a quattordici, 3 for a tris.",
        "it": "Qualunque quattordici (quattro uguali, dal 10 all'asso) batte qualunque tris, e chi vince "
              "segna TUTTI i suoi gruppi: 14 il quattordici, 3 il tris.",
    }, {
        "en": "Write each player's groups (four or three of a kind, 10s to aces only); the best "
              "single group decides who scores, and the winner then adds up all of his.",
        "it": "Scrivi i gruppi di ciascun giocatore (quattro o tre carte uguali, solo dai 10 agli "
              "assi); il gruppo migliore decide chi segna, e chi vince somma poi tutti i suoi.",
    }],
    correct={
        "en": "{answer}: quattordici of tens (14) plus the tris of jacks (3); the younger's three tris "
              "score nothing.",
        "it": "{answer}: quattordici di dieci (14) più il tris di fanti (3); i tre tris del mazziere non "
              "valgono niente.",
    },
    mistakes={
        "fourteen": {
            "en": "you counted only the quattordici: the winner also scores all his other groups",
            "it": "hai contato solo il quattordici: chi vince segna anche tutti gli altri suoi gruppi",
        },
        "tris": {
            "en": "three tris do not beat a quattordici, even of tens: the elder wins and the younger's "
                  "tris score nothing",
            "it": "tre tris non battono un quattordici, nemmeno di dieci: vince il giocatore di mano e i "
                  "tris del mazziere non valgono niente",
        },
    },
)
def picchetto_09():
    side, points = declarations(*EX09).quattordici
    return points if side == "elder" else 0


@picchetto_09.diagnose
def _(given, expected):
    if given == 14:
        return "fourteen"
    if given in (0, 9):
        return "tris"
    return None


# -- 10 · decide: a tris of aces against two tris -----------------------------------------

@exercise(
    "picchetto-10", kind=WHO,
    statement={
        "en": "The elder holds three aces and no other group; the younger three kings and three queens. "
              "Who scores quattordici and tris?",
        "it": "Il giocatore di mano ha tre assi e nessun altro gruppo; il mazziere tre re e tre donne. Chi "
              "segna quattordici e tris?",
    },
    hints=[{
        "en": "Groups are compared by the best one only: a quattordici beats a tris, and between two tris "
              "the higher rank wins. How many groups you hold does not matter.",
        "it": "Si confronta solo il gruppo migliore: il quattordici batte il tris, e fra due tris vince il "
              "grado più alto. Quanti gruppi hai non conta.",
    }],
    correct={
        "en": "{answer}: the best group is the tris of aces, higher than the tris of kings; the elder "
              "scores {pts}, the younger's two tris nothing.",
        "it": "{answer}: il gruppo migliore è il tris di assi, più alto del tris di re; il giocatore di "
              "mano segna {pts}, i due tris del mazziere niente.",
    },
    mistakes={
        "younger": {
            "en": "two tris are not better than one: only the best group of each player is compared, "
                  "by the rank of its cards",
            "it": "due tris non valgono più di uno: si confronta solo il gruppo migliore di ciascuno, "
                  "secondo il valore delle sue carte",
        },
    },
)
def picchetto_10():
    return declarations(*EX10).quattordici[0]


@picchetto_10.details
def _(expected):
    return {"pts": declarations(*EX10).quattordici[1]}


@picchetto_10.diagnose
def _(given, expected):
    return "younger" if given == "younger" else None


# -- 11 · compute: a whole declaration phase ---------------------------------------------

@exercise(
    "picchetto-11", kind=PAIR,
    statement={
        "en": "These are the two hands after the exchange. Score the whole declaration phase (punto, "
              "sequences, quattordici and tris): how many points does each player have before the first "
              "card? Answer [elder, younger].",
        "it": "Queste sono le due mani dopo lo scarto. Conta tutta la fase delle dichiarazioni (punto, "
              "sequenze, quattordici e tris): quanti punti ha ciascuno prima della prima carta? Rispondi "
              "[di mano, mazziere].",
    },
    hints=[{
        "en": "Go category by category; in each only one player scores (the winner scores all his "
              "sequences or all his groups). declarations(elder, younger) does it for you.",
        "it": "Procedi categoria per categoria; in ciascuna segna un solo giocatore (chi vince segna tutte "
              "le sue sequenze o tutti i suoi gruppi). declarations(di_mano, mazziere) lo fa per te.",
    }, {
        "en": "Fill a table: punto, sequences, quattordici/tris; in each row write who wins and how "
              "many points he scores (the other player gets 0 there), then add each column.",
        "it": "Riempi una tabella: punto, sequenze, quattordici/tris; in ogni riga scrivi chi vince e "
              "quanti punti segna (l'altro lì ha 0), poi somma ogni colonna.",
    }],
    correct={
        "en": "{answer}: punto {punto}, sequences {seq}, quattordici/tris {groups}.",
        "it": "{answer}: punto {punto}, sequenze {seq}, quattordici/tris {groups}.",
    },
    mistakes={
        "swapped": {
            "en": "you have the two totals the wrong way round: the elder's comes first",
            "it": "hai scambiato i due totali: prima quello del giocatore di mano",
        },
        "both": {
            "en": "in each category only one player scores: the loser's punto, sequences or groups count "
                  "nothing. Decide the winner of each category first, then add",
            "it": "in ogni categoria segna un solo giocatore: punto, sequenze o gruppi di chi perde non "
                  "valgono niente. Decidi prima chi vince ogni categoria, poi somma",
        },
    },
)
def picchetto_11():
    return declarations(*EX11).points


def _category_words(d):
    def one(res):
        side, pts = res
        return f"{_who(side)} {pts}" if side else _who(None)
    return {"punto": one(d.punto), "seq": one(d.sequenze), "groups": one(d.quattordici)}


@picchetto_11.details
def _(expected):
    return _category_words(declarations(*EX11))


@picchetto_11.diagnose
def _(given, expected):
    if tuple(given) == tuple(reversed(expected)):
        return "swapped"
    if given[0] > 0 and given[1] > 0 and (given[0] > expected[0] or given[1] > expected[1]):
        return "both"
    return None


# -- 12 · compute: counting aloud -----------------------------------------------------

@exercise(
    "picchetto-12", kind=INT,
    statement={
        "en": "Deal number 5, both players played by the computer up to the first card "
              "(seed_state(5)). The elder leads his first card and counts aloud: what number does he say?",
        "it": "Smazzata numero 5, giocata dal computer per entrambi fino alla prima carta "
              "(seed_state(5)). Il giocatore di mano gioca la prima carta e conta ad alta voce: che "
              "numero dice?",
    },
    hints=[{
        "en": "He says his total after the lead: everything he scored in the declarations, plus 1 for "
              "the card he leads. state.declarations.elder_points gives the first part.",
        "it": "Dice il suo totale dopo la battuta: tutto quello che ha segnato nelle dichiarazioni, più 1 "
              "per la carta che gioca. state.declarations.elder_points dà la prima parte.",
    }],
    correct={
        "en": "{answer}: {before} from the declarations, plus 1 for leading.",
        "it": "{answer}: {before} dalle dichiarazioni, più 1 per la battuta.",
    },
    mistakes={
        "no_lead": {
            "en": "that is his total before the card: leading a card adds 1, and he says the new total",
            "it": "questo è il totale prima della carta: giocare per primo aggiunge 1, e si dice il "
                  "nuovo totale",
        },
    },
)
def picchetto_12():
    s = seed_state(EX12_SEED)
    s.play(ComputerPlayer()(s))
    return s.log.events[-1].totals[s.elder]


@picchetto_12.details
def _(expected):
    s = seed_state(EX12_SEED)
    return {"before": s.declarations.elder_points}


@picchetto_12.diagnose
def _(given, expected):
    return "no_lead" if given == expected - 1 else None


# -- 13 · decide: which cards may be played ------------------------------------------

@exercise(
    "picchetto-13", kind=CARDSET,
    statement={
        "en": "The elder leads the jack of hearts. You are the younger and hold QH 7H and ten spades, "
              "diamonds and clubs. Which cards may you play? (Write every one of them, e.g. \"KD 9C\" for two cards.)",
        "it": "Il giocatore di mano gioca il fante di cuori. Tu sei il mazziere e hai QH 7H e dieci carte "
              "di picche, quadri e fiori. Quali carte puoi giocare? (Scrivile tutte, per esempio \"KD 9C\" per due carte.)",
    },
    hints=[{
        "en": "You must follow suit, and in the Italian rules (text 000) you must also TAKE the trick when "
              "you can: a higher card of the suit led.",
        "it": "Devi rispondere al seme e, nelle regole italiane (testo 000), devi anche PRENDERE quando "
              "puoi: con una carta più alta del seme giocato.",
    }],
    correct={
        "en": "{answer} only: you hold hearts, so you must follow, and the queen beats the jack, so you "
              "must take.",
        "it": "solo {answer}: hai cuori, quindi devi rispondere, e la donna batte il fante, quindi devi "
              "prendere.",
    },
    mistakes={
        "low": {
            "en": "you may not play low when you can take: the rule text makes taking the trick "
                  "compulsory, with a card of the suit led that beats the one on the table",
            "it": "non puoi stare basso se puoi prendere: il testo rende obbligatorio fare la presa, con "
                  "una carta del seme giocato che batta quella sul tavolo",
        },
        "off": {
            "en": "you hold hearts, so you must follow suit: another suit is allowed only when you "
                  "have none of the suit led",
            "it": "hai cuori, quindi devi rispondere al seme: un altro seme è permesso solo se non hai "
                  "carte del seme giocato",
        },
    },
)
def picchetto_13():
    s = play_position(*EX13, cards=EX13_LEAD)
    return frozenset(s.legal_moves())


@picchetto_13.diagnose
def _(given, expected):
    if any(c.suit != "H" for c in given):
        return "off"
    if len(given) > len(expected):
        return "low"
    return None


# -- 14 · compute: the points of a cappotto ----------------------------------------

_PLAY_KEYS = ("lead", "win", "trick2", "last", "last_given", "cards", "cappotto")


def _play_points(state, seat):
    return sum(ev.points for ev in state.log.events
               if ev.side == seat and ev.key.rsplit(".", 1)[-1] in _PLAY_KEYS)


def cappotto_state():
    """The deal of picchetto-14 played to the end (any legal play gives the same tricks)."""
    s = play_position(*EX14)
    bot = ComputerPlayer()
    while s.phase == "play":
        s.play(bot(s))
    return s


@exercise(
    "picchetto-14", kind=INT,
    statement={
        "en": "The elder holds every 7, 8 and 9; the younger every ace, king and queen. However they play, "
              "the younger takes all twelve tricks. How many points does the younger score in the play "
              "(from the first card to the end, bonuses included)?",
        "it": "Il giocatore di mano ha tutti i 7, gli 8 e i 9; il mazziere tutti gli assi, i re e le donne. "
              "Comunque giochino, il mazziere fa tutte e dodici le prese. Quanti punti segna il mazziere "
              "nel gioco (dalla prima carta alla fine, premi compresi)?",
    },
    hints=[{
        "en": "1 for winning the elder's lead, then 1 for every card he leads himself; a cappotto is worth "
              "40, which includes the 10 for the cards, and the last trick then counts 1, not 2.",
        "it": "1 per aver preso sulla battuta del giocatore di mano, poi 1 per ogni sua battuta; il cappotto vale 40, compresi i 10 delle carte, e l'ultima presa conta allora 1, non 2.",
    }],
    correct={
        "en": "{answer}: 1 for taking the first trick, 1 for each of the other {leads} leads, and 40 for "
              "the cappotto (no extra point for the last trick).",
        "it": "{answer}: 1 per la prima presa, 1 per ognuna delle altre {leads} battute, e 40 di cappotto "
              "(nessun punto in più per l'ultima presa).",
    },
    mistakes={
        "last": {
            "en": "in a cappotto the last trick does not earn its extra point: the twelfth trick counts "
                  "1, not 2",
            "it": "nel cappotto l'ultima presa non dà il punto in più: la dodicesima conta 1, non 2",
        },
        "cards": {
            "en": "the 40 of the cappotto already include the 10 for the cards: do not add them again",
            "it": "i 40 del cappotto comprendono già i 10 delle carte: non vanno aggiunti di nuovo",
        },
        "win_own": {
            "en": "winning your own lead earns nothing more: only a trick the OPPONENT led gives the "
                  "extra point for taking it",
            "it": "prendere sulla propria battuta non dà altro: solo la presa sulla battuta "
                  "dell'AVVERSARIO dà il punto in più",
        },
    },
)
def picchetto_14():
    s = cappotto_state()
    return _play_points(s, s.younger)


@picchetto_14.details
def _(expected):
    s = cappotto_state()
    leads = sum(1 for ev in s.log.events if ev.side == s.younger and ev.key.endswith(".lead"))
    return {"leads": leads}


@picchetto_14.diagnose
def _(given, expected):
    s = cappotto_state()
    leads = sum(1 for ev in s.log.events if ev.side == s.younger and ev.key.endswith(".lead"))
    if given == expected + 1:
        return "last"
    if given in (expected + 10, expected + 11):
        return "cards"
    if given in (expected + leads, expected + leads + 1):
        return "win_own"
    return None


# -- 15 · explain: why a sequence wins ------------------------------------------------

@exercise(
    "picchetto-15", kind=WHY,
    statement={
        "en": "The elder holds A K Q J of spades, Q J 10 of hearts and 9 8 7 of diamonds (10 points of "
              "sequences); the younger a quinta to the jack of clubs. The younger scores the sequences. "
              "Why: \"longer\", \"higher\" or \"more\"?",
        "it": "Il giocatore di mano ha A K Q J di picche, Q J 10 di cuori e 9 8 7 di quadri (10 punti di "
              "sequenze); il mazziere una quinta al fante di fiori. Segna le sequenze il mazziere. Perché: "
              "\"più lunga\", \"più alta\" o \"più sequenze\"?",
    },
    hints=[{
        "en": "Only the best sequence of each player is compared, first by length.",
        "it": "Si confronta solo la sequenza migliore di ciascuno, prima per lunghezza.",
    }],
    correct={
        "en": "{answer}: five cards beat four, whatever the top card; the quinta scores {pts} and the "
              "elder's three sequences nothing.",
        "it": "{answer}: cinque carte battono quattro, qualunque sia la carta più alta; la quinta segna "
              "{pts} e le tre sequenze del giocatore di mano niente.",
    },
    mistakes={
        "higher": {
            "en": "the elder's quarta reaches the ace, higher than the jack: the top card only decides "
                  "between sequences of the same length",
            "it": "la quarta del giocatore di mano arriva all'asso, più alto del fante: la carta più alta "
                  "decide solo fra sequenze della stessa lunghezza",
        },
        "more": {
            "en": "the elder holds more sequences: the number of sequences is never compared, only the "
                  "best one of each player",
            "it": "è il giocatore di mano ad avere più sequenze: il numero non si confronta mai, solo la "
                  "migliore di ciascuno",
        },
    },
)
def picchetto_15():
    d = declarations(*EX15)
    best_e, best_y = d.elder_sequences[0], d.younger_sequences[0]
    if len(best_e) != len(best_y):
        return "longer"
    return "higher"


@picchetto_15.details
def _(expected):
    return {"pts": declarations(*EX15).sequenze[1]}


@picchetto_15.diagnose
def _(given, expected):
    return given if given in ("higher", "more") else None
