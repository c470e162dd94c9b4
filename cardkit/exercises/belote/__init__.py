"""Exercise set ``belote``: bidding, honours, following and trumping, counting a deal.

Notebook: ``exercises/solutions/04_belote.ipynb`` (student copy
``exercises/04_belote.ipynb``); the lessons ``notebooks/16``–``20`` ask some of
these questions in their *Check yourself* sections.  Every expected answer is
computed by :mod:`cardkit.belote`; the positions are module constants, drawn
in the notebooks with :func:`position`.

Players are numbered as in the engine: 0 South, 1 East, 2 North, 3 West, in
playing order (anticlockwise); sides are North–South (0) and East–West (1).

Difficulty rises through the set:

* recognise — ``belote-01`` (the suits of the second round), ``belote-03``
  (the rule text's 120), ``belote-07``/``08`` (who wins a trick),
  ``belote-15`` (card points);
* compute — ``belote-02`` (the taker's hand after the completion deal),
  ``belote-05`` (the honours of the scoring side), ``belote-16`` (points in
  play);
* decide — ``belote-04``/``06`` (which side scores honours), ``belote-09`` …
  ``belote-13`` (which cards may be played), ``belote-17``/``18``/``19``
  (what each side marks: failed contract, litigé, the held-over points);
* explain — ``belote-14`` (why a card is illegal, in the rule's words).

Ids are stable: lessons and teachers refer to them.
"""

from __future__ import annotations

from functools import lru_cache

from ... import belote, i18n
from ...belote import (
    BELOTE, BeloteState, card_points, compare_honours, honours, legal_cards, settle,
    trick_winner, why_illegal,
)
from ...cards import CardSet, to_cards
from ..answers import BOOL, CARD, CARDSET, INT, AnswerError, ChoiceKind, IntKind, Kind, SuitKind, _listed
from .. import _need
from ..core import exercise
from ...errors import InvalidInputError
from ..positions import Position as _Position

i18n.register({
    "answer.suits.type": {
        "en": "{value!r} is not a list of suits: write suit letters, e.g. \"C D S\" or [\"C\", \"D\"]",
        "it": "{value!r} non è un elenco di semi: scrivi le lettere dei semi, per esempio "
              "\"C D S\" oppure [\"C\", \"D\"]",
    },
    "answer.sides.type": {
        "en": "{value!r} is not a pair of scores: write one whole number per side, "
              "North–South first, e.g. [20, 162]",
        "it": "{value!r} non è una coppia di punteggi: scrivi un numero intero per ogni coppia, "
              "prima Nord–Sud, per esempio [20, 162]",
    },
    "belote.ex.side.ns": {"en": "North–South", "it": "Nord–Sud"},
    "belote.ex.side.ew": {"en": "East–West", "it": "Est–Ovest"},
    "belote.ex.side.none": {"en": "nobody", "it": "nessuno"},
    "belote.ex.trick": {"en": "trick, {who} led", "it": "presa, ha aperto {who}"},
    "belote.ex.hand": {"en": "your hand ({who})", "it": "la tua mano ({who})"},
    "belote.ex.turned": {"en": "turned card", "it": "carta girata"},
    "belote.ex.trump": {"en": "trumps: {suit}", "it": "briscola: {suit}"},
    "belote.ex.no_trump": {"en": "Senza Atout (no trumps)", "it": "Senza Atout (senza briscola)"},
    "belote.ex.dealer": {"en": "{who} (dealer)", "it": "{who} (mazziere)"},
    "belote.ex.pile": {"en": "tricks won", "it": "prese vinte"},
    "belote.ex.player": {"en": "the player's hand", "it": "la mano del giocatore"},
    "belote.ex.facts": {
        "en": "{side}{takers}: cards {cards}, last trick {last}, honours {honours}, belote {belote}",
        "it": "{side}{takers}: carte {cards}, ultima presa {last}, accuse {honours}, belote {belote}",
    },
    "belote.ex.takers": {"en": " (takers)", "it": " (hanno preso)"},
})


# --------------------------------------------------------------------------
# Answer kinds of this set
# --------------------------------------------------------------------------

class SuitsKind(Kind):
    """A set of suits (``"C D S"``, ``["C", "D"]``, ``"clubs and spades"``).
    Normal form: a frozenset of suit letters."""

    name = "suits"

    def read(self, value) -> frozenset:
        one = SuitKind()
        if isinstance(value, str):
            items = [w for w in value.replace(",", " ").split() if w.lower() not in ("and", "e")]
        else:
            try:
                items = _listed(value)
            except TypeError:
                raise AnswerError("answer.suits.type", value=value) from None
        try:
            return frozenset(one.read(x) for x in items)
        except AnswerError:
            raise AnswerError("answer.suits.type", value=value) from None

    def show(self, value) -> str:
        self._refuse_unless(value, isinstance(value, (set, frozenset)) and all(
            isinstance(s, str) and len(s) == 1 and s in "SHDC" for s in value))
        order = "SHDC"
        return " ".join(s for s in order if s in value) or "—"


class SidesKind(Kind):
    """One whole number per side, North–South first (``[20, 162]``)."""

    name = "points per side"

    def read(self, value) -> tuple:
        if isinstance(value, str):
            value = value.strip().strip("[]()").replace(",", " ").replace("–", " ").split()
        try:
            items = _listed(value)
        except TypeError:
            raise AnswerError("answer.sides.type", value=value) from None
        if len(items) != 2:
            raise AnswerError("answer.sides.type", value=value)
        try:
            return tuple(IntKind().read(x) for x in items)
        except AnswerError:
            raise AnswerError("answer.sides.type", value=value) from None

    def show(self, value) -> str:
        self._refuse_unless(value, _sides(value))
        return "[" + ", ".join(str(v) for v in value) + "]"

    def same(self, a, b) -> bool:
        for name, v in (("a", a), ("b", b)):
            _need.need("SidesKind.same", name, v, _sides(v), "read", kind=self.name)
        return tuple(a) == tuple(b)


def _sides(value) -> bool:
    """Two small whole numbers, as :class:`SidesKind` reads them."""
    return isinstance(value, (tuple, list)) and len(value) == 2 and all(
        isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**15 for v in value)


SUITS = SuitsKind()
SIDES = SidesKind()
SIDE = ChoiceKind(
    "side",
    {
        "0": ("ns", "n-s", "north-south", "north–south", "north south", "nord-sud", "nord–sud",
              "nord sud", "north", "south", "nord", "sud"),
        "1": ("ew", "e-w", "east-west", "east–west", "east west", "est-ovest", "est–ovest",
              "est ovest", "east", "west", "est", "ovest"),
        "none": ("nobody", "nessuno", "neither"),
    },
    labels={"0": "belote.ex.side.ns", "1": "belote.ex.side.ew", "none": "belote.ex.side.none"},
)


class _SideKind(ChoiceKind):
    """:data:`SIDE` also reading the engine's side numbers 0 and 1."""

    def __init__(self, base: ChoiceKind):
        super().__init__(base.name, base.options, base.labels)

    def read(self, value):
        if isinstance(value, int) and not isinstance(value, bool) and value in (0, 1):
            return str(value)
        if value is None:
            return "none"
        return super().read(value)


SIDE = _SideKind(SIDE)


def _side_word(side) -> str:
    return SIDE.show(str(side) if side is not None else "none")


# --------------------------------------------------------------------------
# Positions drawn in the notebooks
# --------------------------------------------------------------------------

class Position(_Position):
    """What a Belote exercise shows: labelled rows of cards, two side by side
    on a line, so that four hands of eight cards stay inside a notebook's
    width; see :class:`~cardkit.exercises.positions.Position`."""

    per_line = 2


def _trump_label(trump) -> str:
    if trump is None:
        return i18n.tr("belote.ex.no_trump")
    return i18n.tr("belote.ex.trump", suit=i18n.tr("suit." + trump))


# belote-01/02: deal number 7 (BeloteState(BELOTE, seed=7))
EX01_SEED = 7
# belote-04/05: four hands in playing order South, East, North, West (West deals,
# so South speaks first); trumps diamonds
EX04_HANDS = ("7H 8H 9H 10H JH AS 7S JS", "KS KH KD KC 8S QS 7C 9S",
              "8C 9C 10C QH AH 10S AC QD", "7D 8D 9D 10D JD AD JC QC")
EX04_TRUMP, EX04_DEALER = "D", 3
# belote-06: South deals, so East speaks first; trumps hearts
EX06_HANDS = ("10S JS QS 7H 9D AC KH 8C", "10C JC QC 7S AS 9H KD 8D",
              "8S KS 8H JH AH 7D 10D 7C", "9S 10H QH JD QD AD 9C KC")
EX06_TRUMP, EX06_DEALER = "H", 0
# belote-03: the rule text's own example
EX03_HAND = "KS KH KD KC AS QS"
# tricks: (hand, trick so far, trump, leader); you play next
EX07 = ("", "KH 10H JH AD", "C", 1)          # whole trick: who wins?
EX08 = ("", "AS 10S 9S QS", "S", 3)
EX09 = ("7H QH 8S KS 9D AD", "KC", "H", 1)   # you are North: East led
EX10 = ("7H QH 8S KS 9D AD", "9C AC 7C", "H", 1)  # you are South: East led, North (partner) winning
EX11 = ("7H 9H 8S KS 9D AD", "KC 10H", "H", 3)    # you are East: West led, South trumped
EX12 = ("7H 8H AS KS 9D", "KC JH", "H", 0)        # you are North: South (partner) led, East trumped
EX13 = ("JH 9H KH 7S AC", "8H AH 7H", "H", 1)     # you are South: partner North holds the A
EX14_CARD = "KH"                                   # in the position of belote-13
EX15_PILE, EX15_TRUMP = "JH 9H AS 10D KH QC 8S 7C", "H"
# belote-17: North–South took (the taker is South); cards and belote of each side
EX17_CARDS, EX17_LAST, EX17_HONOURS, EX17_BELOTE, EX17_TAKER = (66, 86), (0, 10), (0, 0), (20, 0), 0
# belote-18/19: East–West took; tied totals
EX18_CARDS, EX18_LAST, EX18_HONOURS, EX18_BELOTE, EX18_TAKER = (81, 71), (10, 0), (0, 20), (0, 0), 1


def _you(spec) -> int:
    """The player to play next in a trick position (leader + cards played)."""
    hand, trick, trump, leader = spec
    return (leader + len(to_cards(trick))) % 4


def _trick_rows(spec):
    hand, trick, trump, leader = spec
    rows = [(i18n.tr("belote.ex.trick", who=belote.seat_name(leader)), trick)]
    if hand:
        rows.append((i18n.tr("belote.ex.hand", who=belote.seat_name(_you(spec))), hand))
    return rows


def _four_hands(hands, dealer):
    rows = []
    for p, h in enumerate(hands):
        name = belote.seat_name(p)
        if p == dealer:
            name = i18n.tr("belote.ex.dealer", who=name)
        rows.append((name, sorted(to_cards(h), key=lambda c: (c.suit_index, c.rank_index))))
    return rows


def position(id: str) -> Position:
    """The cards of exercise ``id``, drawn (``position("belote-09")``)."""
    _need.need_id("position", id)
    n = id.rsplit("-", 1)[-1]
    if n in ("01", "02"):
        state = bidding_state(n == "02")
        if n == "01":
            return Position([(belote.seat_name(p), state.hand(p)) for p in range(4)]
                            + [(i18n.tr("belote.ex.turned"), [state.turned])], 60)
        return Position([(belote.seat_name(3), _five(3)),
                         (i18n.tr("belote.ex.turned"), [state.turned])], 70)
    if n == "03":
        return Position([(i18n.tr("belote.ex.player"), EX03_HAND)], 70)
    if n in ("04", "05"):
        return Position(_four_hands(EX04_HANDS, EX04_DEALER), 55, _trump_label(EX04_TRUMP))
    if n == "06":
        return Position(_four_hands(EX06_HANDS, EX06_DEALER), 55, _trump_label(EX06_TRUMP))
    spec = {"07": EX07, "08": EX08, "09": EX09, "10": EX10, "11": EX11, "12": EX12,
            "13": EX13, "14": EX13}.get(n)
    if spec is not None:
        return Position(_trick_rows(spec), 70, _trump_label(spec[2]))
    if n == "15":
        return Position([(i18n.tr("belote.ex.pile"), EX15_PILE)], 70, _trump_label(EX15_TRUMP))
    raise InvalidInputError("exercises.no_position", id=id)


@lru_cache(maxsize=None)
def _deal7_moves():
    """The bidding of deal 7 as the engine's rule-based player makes it."""
    state = BeloteState(BELOTE, seed=EX01_SEED)
    bot = belote.RuleBasedPlayer()
    moves = []
    while state.phase in ("bid1", "bid2", "senza"):
        move = bot.choose(state)
        moves.append(move)
        state.play(move)
    return tuple(moves)


def bidding_state(complete: bool = False) -> BeloteState:
    """Deal 7: after the first round (everybody passed), or (``complete``) after
    the whole bidding and the completion deal."""
    state = BeloteState(BELOTE, seed=EX01_SEED)
    for move in _deal7_moves():
        if not complete and state.phase != "bid1":
            break
        state.play(move)
    return state


def _five(player: int):
    """The five cards ``player`` holds in deal 7 before the completion deal."""
    return BeloteState(BELOTE, seed=EX01_SEED).hand(player)


def deal_totals(cards, last, hon, bel):
    for name, v in (("cards", cards), ("last", last), ("hon", hon), ("bel", bel)):
        _need.need("deal_totals", name, v, _sides(v), "sides")
    return tuple(cards[s] + last[s] + hon[s] + bel[s] for s in (0, 1))


def facts(id: str) -> str:
    """The numbers of a scoring exercise as a small table in words."""
    n = _need.need_id("facts", id).rsplit("-", 1)[-1]
    data = {"17": (EX17_CARDS, EX17_LAST, EX17_HONOURS, EX17_BELOTE, EX17_TAKER),
            "18": (EX18_CARDS, EX18_LAST, EX18_HONOURS, EX18_BELOTE, EX18_TAKER),
            "19": (EX18_CARDS, EX18_LAST, EX18_HONOURS, EX18_BELOTE, EX18_TAKER)}.get(n)
    if data is None:
        raise InvalidInputError("exercises.no_facts", id=id)
    cards, last, hon, bel, taker = data
    lines = []
    for s in (0, 1):
        lines.append(i18n.tr("belote.ex.facts", side=_side_word(s),
                             takers=i18n.tr("belote.ex.takers") if s == taker else "",
                             cards=cards[s], last=last[s], honours=hon[s], belote=bel[s]))
    return "\n".join(lines)


# ==========================================================================
# The exercises
# ==========================================================================

# -- 01 · recognise: the suits of the second round -----------------------------

@exercise(
    "belote-01", kind=SUITS,
    statement={
        "en": "Deal number 7: the turned card is the 10 of hearts and all four players passed in the "
              "first round. Which suits may a player name in the second round?",
        "it": "Smazzata numero 7: la carta girata è il 10 di cuori e tutti e quattro hanno passato "
              "nel primo giro. Quali semi si possono proporre nel secondo giro?",
    },
    hints=[{
        "en": "In the second round a player proposes ANOTHER suit: the one turned up was refused by everybody.",
        "it": "Nel secondo giro si propone UN ALTRO seme: quello della carta girata è stato rifiutato da tutti.",
    }],
    correct={
        "en": "{answer}: any suit except the turned one, which everybody refused.",
        "it": "{answer}: qualunque seme tranne quello girato, che tutti hanno rifiutato.",
    },
    mistakes={
        "turned": {
            "en": "the turned suit was refused by all four players in the first round: in the second "
                  "round only another suit may be named",
            "it": "il seme girato è stato rifiutato da tutti e quattro nel primo giro: nel secondo "
                  "giro si può proporre solo un altro seme",
        },
        "few": {
            "en": "any of the other suits may be named, not only {answer}",
            "it": "si può proporre qualunque altro seme, non solo {answer}",
        },
    },
)
def belote_01():
    state = bidding_state(False)
    return frozenset(m.split()[1] for m in state.legal_moves() if m.startswith("name"))


@belote_01.diagnose
def _(given, expected):
    turned = bidding_state(False).turned.suit
    if turned in given:
        return "turned"
    if given < expected:
        return "few"
    return None


# -- 02 · compute: the taker's hand after the completion deal -------------------

@exercise(
    "belote-02", kind=CARDSET,
    statement={
        "en": "Deal number 7 goes on: in the second round West names spades and nobody calls Senza "
              "Atout. Which eight cards does West hold once the deal is completed?",
        "it": "La smazzata numero 7 continua: nel secondo giro Ovest propone picche e nessuno dichiara "
              "Senza Atout. Quali otto carte ha Ovest a distribuzione finita?",
    },
    hints=[{
        "en": "The dealer gives three more cards to everybody, except the player who chose the trump: "
              "two cards, and the turned card. Use the state: play the bids, then look at state.hand(3).",
        "it": "Il mazziere dà altre tre carte a ciascuno, tranne a chi ha scelto la briscola: due carte "
              "e la carta girata. Usa lo stato: fai le dichiarazioni e guarda state.hand(3).",
    }],
    correct={
        "en": "West's five cards, two more, and the turned {turned}: the taker always takes the turned card.",
        "it": "le cinque carte di Ovest, altre due e il {turned} girato: chi prende riceve sempre la carta girata.",
    },
    mistakes={
        "turned": {
            "en": "the turned card goes to the player who made the call, even when he "
                  "named another suit: he gets two cards plus the turned one",
            "it": "la carta girata va a chi ha fatto la dichiarazione, anche se ha "
                  "proposto un altro seme: riceve due carte più quella girata",
        },
        "count": {
            "en": "{answer} is not eight cards: every player ends with 5 + 3 = 8",
            "it": "{answer} non sono otto carte: ogni giocatore finisce con 5 + 3 = 8",
        },
    },
)
def belote_02():
    return bidding_state(True).hand(3)


@belote_02.details
def _(expected):
    return {"turned": str(bidding_state(False).turned)}


@belote_02.diagnose
def _(given, expected):
    if len(given) != 8:
        return "count"
    if bidding_state(False).turned not in given:
        return "turned"
    return None


# -- 03 · recognise: one card in two honours -------------------------------------

@exercise(
    "belote-03", kind=INT,
    statement={
        "en": "A player holds KS KH KD KC AS QS (the rule text's own example). How many honour points "
              "does this hold, if his side is the one that scores honours?",
        "it": "Un giocatore ha KS KH KD KC AS QS (l'esempio del testo). Quanti punti di accuse valgono, "
              "se la sua coppia è quella che segna le accuse?",
    },
    hints=[{
        "en": "A card may serve in two honours at once: here the K of spades is in the quaterna AND in a sequence.",
        "it": "Una carta può servire a due accuse insieme: qui il re di picche è nella quaterna E in una scala.",
    }],
    correct={
        "en": "{answer}: the quaterna of kings (100) plus the terza Q-K-A of spades (20), the king counting in both.",
        "it": "{answer}: la quaterna di re (100) più la terza D-R-A di picche (20), il re conta in entrambe.",
    },
    mistakes={
        "carre_only": {
            "en": "you counted the quaterna of kings only: look for a sequence through one of the kings, "
                  "because one card may serve in two honours",
            "it": "hai contato solo la quaterna di re: cerca una scala che passi per uno dei re, "
                  "perché una carta può servire a due accuse",
        },
        "seq_only": {
            "en": "you counted the terza only: four kings are a quaterna, worth 100",
            "it": "hai contato solo la terza: quattro re sono una quaterna, che vale 100",
        },
    },
)
def belote_03():
    return sum(h.points for h in honours(EX03_HAND) if h.kind != "belote")


@belote_03.diagnose
def _(given, expected):
    parts = [h.points for h in honours(EX03_HAND) if h.kind != "belote"]
    if given == max(parts):
        return "carre_only"
    if given == min(parts):
        return "seq_only"
    return None


# -- 04/05 · decide, compute: a carré against two quintas -------------------------

def _compare(hands, dealer, trump):
    eldest = (dealer + 1) % 4
    order = [hands[(eldest + k) % 4] for k in range(4)]
    side, points = compare_honours(order, trump)
    if side is None:
        return None, 0
    return (eldest + side) % 2, points


@exercise(
    "belote-04", kind=SIDE,
    statement={
        "en": "West deals; trumps are diamonds. South holds a quinta of hearts, East four kings, North a "
              "terza of clubs, West a quinta of diamonds. Which side scores honours: North–South or East–West?",
        "it": "Distribuisce Ovest; la briscola è quadri. Sud ha una quinta di cuori, Est quattro re, Nord "
              "una terza di fiori, Ovest una quinta di quadri. Quale coppia segna le accuse: Nord–Sud o Est–Ovest?",
    },
    hints=[{
        "en": "Look for quaterne first: a quaterna beats any sequence, however long.",
        "it": "Cerca prima le quaterne: una quaterna batte qualsiasi scala, per lunga che sia.",
    }],
    correct={
        "en": "{answer}: East's quaterna of kings cancels every sequence of North–South.",
        "it": "{answer}: la quaterna di re di Est annulla tutte le scale di Nord–Sud.",
    },
    mistakes={
        "sequence": {
            "en": "a quinta is the best sequence, but a quaterna (four of a kind) comes before any "
                  "sequence: the side with the best single honour cancels all the other side's",
            "it": "la quinta è la scala migliore, ma la quaterna viene prima di ogni scala: la "
                  "coppia con l'accusa migliore annulla tutte quelle dell'altra",
        },
        "both": {
            "en": "only ONE side scores honours: the one with the best honour",
            "it": "le accuse le segna UNA sola coppia: quella con l'accusa migliore",
        },
    },
)
def belote_04():
    side, _ = _compare(EX04_HANDS, EX04_DEALER, EX04_TRUMP)
    return side


@belote_04.diagnose
def _(given, expected):
    if given == "none":
        return "both"
    return "sequence"


@exercise(
    "belote-05", kind=INT,
    statement={
        "en": "Same hands. How many honour points does the scoring side mark?",
        "it": "Stesse mani. Quanti punti di accuse segna la coppia che le vince?",
    },
    hints=[{
        "en": "The side that wins the comparison scores ALL its honours: both partners' quaterne and sequences.",
        "it": "La coppia che vince il confronto segna TUTTE le sue accuse: quaterne e scale di entrambi i compagni.",
    }],
    correct={
        "en": "{answer}: East's quaterna of kings (100) and his partner West's quinta of diamonds (100).",
        "it": "{answer}: la quaterna di re di Est (100) e la quinta di quadri del compagno Ovest (100).",
    },
    mistakes={
        "one_player": {
            "en": "{answer} is East's quaterna alone: his partner West's honours count too, once the side has won",
            "it": "{answer} è la sola quaterna di Est: contano anche le accuse del compagno Ovest, una volta "
                  "che la coppia ha vinto",
        },
        "everybody": {
            "en": "the sequences of North–South are cancelled by the quaterna: count only East–West's honours",
            "it": "le scale di Nord–Sud sono annullate dalla quaterna: conta solo le accuse di Est–Ovest",
        },
    },
)
def belote_05():
    _, points = _compare(EX04_HANDS, EX04_DEALER, EX04_TRUMP)
    return points


@belote_05.diagnose
def _(given, expected):
    east = sum(h.points for h in honours(EX04_HANDS[1]) if h.kind != "belote")
    every = sum(h.points for hand in EX04_HANDS for h in honours(hand) if h.kind != "belote")
    if given == east:
        return "one_player"
    if given == every:
        return "everybody"
    return None


# -- 06 · decide: equal sequences go to the player nearest the dealer -------------

@exercise(
    "belote-06", kind=SIDE,
    statement={
        "en": "South deals; trumps are hearts. South holds the terza 10-J-Q of spades, East the terza "
              "10-J-Q of clubs; nobody holds anything better. Which side scores honours?",
        "it": "Distribuisce Sud; la briscola è cuori. Sud ha la terza 10-F-D di picche, Est la terza "
              "10-F-D di fiori; nessuno ha di meglio. Quale coppia segna le accuse?",
    },
    hints=[{
        "en": "Two equal sequences: the one held by the player nearest the dealer, going anticlockwise "
              "(the player on his right first), wins.",
        "it": "Due scale uguali: vince quella del giocatore più vicino al mazziere in senso antiorario "
              "(prima quello alla sua destra).",
    }],
    correct={
        "en": "{answer}: the terzas are equal, and East sits on the dealer's right, the first going anticlockwise.",
        "it": "{answer}: le terze sono uguali, ed Est siede alla destra del mazziere, il primo in senso antiorario.",
    },
    mistakes={
        "dealer": {
            "en": "the dealer is the LAST to be served: the tie goes to the player nearest the dealer "
                  "in the order of play, the first one he serves",
            "it": "il mazziere è servito per ULTIMO: la parità va al giocatore più vicino al mazziere "
                  "nell'ordine di gioco, il primo che lui serve",
        },
        "nobody": {
            "en": "a tie between equal sequences is not void: it goes to the player nearest the dealer",
            "it": "la parità fra scale uguali non annulla nulla: vince il giocatore più vicino al mazziere",
        },
    },
)
def belote_06():
    side, _ = _compare(EX06_HANDS, EX06_DEALER, EX06_TRUMP)
    return side


@belote_06.diagnose
def _(given, expected):
    if given == "none":
        return "nobody"
    if given == str(EX06_DEALER % 2):
        return "dealer"
    return None


# -- 07/08 · recognise: who wins a trick -------------------------------------------

def _winner_card(spec):
    hand, trick, trump, leader = spec
    return to_cards(trick)[trick_winner(trick, trump)]


@exercise(
    "belote-07", kind=CARD,
    statement={
        "en": "Trumps are clubs. East leads the K of hearts, then come 10H, JH and AD. Which card wins the trick?",
        "it": "La briscola è fiori. Est apre con il re di cuori, poi vengono 10H, JH e AD. Quale carta vince la presa?",
    },
    hints=[{
        "en": "No club was played, so the highest heart wins. Outside trumps the order is A 10 K Q J 9 8 7.",
        "it": "Non è stata giocata nessuna fiori, quindi vince la cuori più alta. Fuori briscola l'ordine è A 10 K Q J 9 8 7.",
    }],
    correct={
        "en": "{answer}: no trump was played and, outside trumps, the 10 beats the K and the J.",
        "it": "{answer}: nessuna briscola giocata e, fuori briscola, il 10 batte il re e il fante.",
    },
    mistakes={
        "jack": {
            "en": "the jack is the highest card only in TRUMPS; in the other suits it ranks under the "
                  "A, 10, K and Q",
            "it": "il fante è la carta più alta solo a BRISCOLA; negli altri semi sta sotto A, 10, re e donna",
        },
        "off_suit": {
            "en": "the ace of diamonds is neither the suit led nor a trump: it cannot win",
            "it": "l'asso di quadri non è né del seme d'uscita né di briscola: non può vincere",
        },
        "king": {
            "en": "outside trumps the king is not the second card: the order is A 10 K Q J 9 8 7",
            "it": "fuori briscola il re non è la seconda carta: l'ordine è A 10 K Q J 9 8 7",
        },
    },
)
def belote_07():
    return _winner_card(EX07)


@belote_07.diagnose
def _(given, expected):
    return {"JH": "jack", "AD": "off_suit", "KH": "king"}.get(str(given))


@exercise(
    "belote-08", kind=CARD,
    statement={
        "en": "Trumps are spades. West leads the A of spades, then come 10S, 9S and QS. Which card wins the trick?",
        "it": "La briscola è picche. Ovest apre con l'asso di picche, poi vengono 10S, 9S e QS. Quale carta vince?",
    },
    hints=[{
        "en": "In trumps the order is J 9 A 10 K Q 8 7.",
        "it": "A briscola l'ordine è J 9 A 10 K Q 8 7.",
    }],
    correct={
        "en": "{answer}: in trumps the 9 ranks second, under the jack only, above the ace.",
        "it": "{answer}: a briscola il 9 è secondo, sotto il solo fante, sopra l'asso.",
    },
    mistakes={
        "ace": {
            "en": "in trumps the ace is only third: J 9 A 10 K Q 8 7",
            "it": "a briscola l'asso è solo terzo: J 9 A 10 K Q 8 7",
        },
    },
)
def belote_08():
    return _winner_card(EX08)


@belote_08.diagnose
def _(given, expected):
    return "ace" if str(given) in ("AS", "10S") else None


# -- 09 … 13 · decide: which cards may be played -----------------------------------

_LEGAL_HINT = {
    "en": "Ask in order: can I follow suit? If not, is my partner winning? If not, must I trump, "
          "and higher than a trump already played?",
    "it": "Chiediti in ordine: posso rispondere al seme? Se no, il compagno sta vincendo? Se no, "
          "devo tagliare, e più alto di una briscola già giocata?",
}


def _legal(spec):
    hand, trick, trump, leader = spec
    return legal_cards(hand, trick, trump)


def _first_illegal(spec, given):
    """The engine's sentence for the first wrongly chosen card, or None."""
    hand, trick, trump, leader = spec
    for c in to_cards(given):
        if c in CardSet(hand):
            why = why_illegal(hand, trick, trump, c)
            if why:
                return str(c), why
    return None


def _legal_exercise(id, spec, statement, correct, missed):
    ex = exercise(
        id, kind=CARDSET, statement=statement, hints=[_LEGAL_HINT], correct=correct,
        mistakes={
            "illegal": {"en": "{card} may not be played: {why}", "it": "{card} non si può giocare: {why}"},
            "missed": missed,
            "not_held": {"en": "{card} is not in your hand", "it": "{card} non è nella tua mano"},
        },
    )(lambda: _legal(spec))

    @ex.diagnose
    def _(given, expected):
        for c in given:
            if c not in CardSet(spec[0]):
                return "not_held", {"card": str(c)}
        bad = _first_illegal(spec, given)
        if bad:
            return "illegal", {"card": bad[0], "why": bad[1]}
        return "missed", {"left": " ".join(str(c) for c in expected - given)}

    return ex


belote_09 = _legal_exercise(
    "belote-09", EX09,
    {"en": "Trumps are hearts. East leads the K of clubs; you are North, next to play, holding "
           "7H QH 8S KS 9D AD. Which cards may you play?",
     "it": "La briscola è cuori. Est apre con il re di fiori; tu sei Nord e hai 7H QH 8S KS 9D AD. "
           "Quali carte puoi giocare?"},
    {"en": "{answer}: you have no club, your partner has not played yet, so you must trump (any trump: "
           "none is on the table yet).",
     "it": "{answer}: non hai fiori, il compagno non ha ancora giocato, quindi devi tagliare (con "
           "qualunque briscola: sul tavolo non ce n'è ancora)."},
    {"en": "you must trump, but with ANY trump: no trump is on the table yet. "
           "Some cards the rule allows are missing from your answer",
     "it": "devi tagliare, ma con QUALUNQUE briscola: sul tavolo non ce n'è ancora. "
           "Nella tua risposta mancano delle carte che la regola permette"},
)

belote_10 = _legal_exercise(
    "belote-10", EX10,
    {"en": "Trumps are hearts. East leads the 9 of clubs, your partner North plays the A of clubs, West "
           "the 7 of clubs. You are South with 7H QH 8S KS 9D AD. Which cards may you play?",
     "it": "La briscola è cuori. Est apre con il 9 di fiori, il tuo compagno Nord gioca l'asso di fiori, "
           "Ovest il 7 di fiori. Tu sei Sud con 7H QH 8S KS 9D AD. Quali carte puoi giocare?"},
    {"en": "{answer}: every card. You have no club, and the trick is already your partner's: no duty to trump.",
     "it": "{answer}: tutte. Non hai fiori, e la presa è già del compagno: nessun obbligo di tagliare."},
    {"en": "your partner is winning the trick, so you need not trump: any card may be played. "
           "Some cards the rule allows are missing from your answer",
     "it": "il compagno sta vincendo la presa, quindi non devi tagliare: puoi giocare qualunque carta. "
           "Nella tua risposta mancano delle carte che la regola permette"},
)

belote_11 = _legal_exercise(
    "belote-11", EX11,
    {"en": "Trumps are hearts. Your partner West leads the K of clubs, South trumps with the 10 of "
           "hearts. You are East with 7H 9H 8S KS 9D AD. Which cards may you play?",
     "it": "La briscola è cuori. Il tuo compagno Ovest apre con il re di fiori, Sud taglia con il 10 "
           "di cuori. Tu sei Est, con 7H 9H 8S KS 9D AD. Quali carte puoi giocare?"},
    {"en": "{answer}: you have no club and an opponent has trumped, so you must overtrump: only the 9 "
           "beats the 10 in trumps.",
     "it": "{answer}: non hai fiori e un avversario ha tagliato, quindi devi surtagliare: solo il 9 "
           "batte il 10 a briscola."},
    {"en": "you must overtrump the 10 of trumps with a higher trump: remember J 9 A 10 K Q 8 7. "
           "Some cards the rule allows are missing from your answer",
     "it": "devi superare il 10 di briscola con una briscola più alta: ricorda J 9 A 10 K Q 8 7. "
           "Nella tua risposta mancano delle carte che la regola permette"},
)

belote_12 = _legal_exercise(
    "belote-12", EX12,
    {"en": "Trumps are hearts. Your partner South leads the K of clubs, East trumps with the J of "
           "hearts. You are North with 7H 8H AS KS 9D. Which cards may you play?",
     "it": "La briscola è cuori. Il tuo compagno Sud apre con il re di fiori, Est taglia con il fante "
           "di cuori. Tu sei Nord con 7H 8H AS KS 9D. Quali carte puoi giocare?"},
    {"en": "{answer}: an opponent trumped and you cannot beat the J, so you must still play a trump, "
           "a lower one (sottotaglio, 'undertrumping').",
     "it": "{answer}: un avversario ha tagliato e non puoi superare il fante, quindi devi comunque "
           "giocare una briscola più bassa (sottotaglio)."},
    {"en": "when you cannot overtrump you must still play a trump, any lower one. "
           "Some cards the rule allows are missing from your answer",
     "it": "se non puoi surtagliare devi comunque giocare una briscola, una qualunque più bassa. "
           "Nella tua risposta mancano delle carte che la regola permette"},
)

belote_13 = _legal_exercise(
    "belote-13", EX13,
    {"en": "Trumps are hearts. East leads the 8 of hearts (trumps!), your partner North plays the A "
           "of hearts, West the 7 of hearts. You are South with JH 9H KH 7S AC. Which cards may you play?",
     "it": "La briscola è cuori. Est apre con l'8 di cuori (briscola!), il tuo compagno Nord gioca "
           "l'asso di cuori, Ovest il 7 di cuori. Tu sei Sud con JH 9H KH 7S AC. Quali carte puoi giocare?"},
    {"en": "{answer}: trumps were led, so you must beat the best trump on the table if you can, even "
           "your partner's ace.",
     "it": "{answer}: è uscita briscola, quindi devi superare la briscola più alta sul tavolo se puoi, "
           "anche l'asso del compagno."},
    {"en": "in trumps the A is only third (J 9 A 10 K Q 8 7): you must play higher when you can, "
           "and every higher trump you hold is allowed",
     "it": "a briscola l'asso è solo terzo (J 9 A 10 K Q 8 7): devi superare la briscola più alta in tavola se puoi, e ogni "
           "briscola più alta che hai è permessa"},
)


# -- 14 · explain: why a card is illegal ---------------------------------------------

@exercise(
    "belote-14", kind=BOOL,
    statement={
        "en": "Same trick as the previous exercise: your partner's A of hearts is winning. May you play "
              "the K of hearts, a trump, to leave the trick to your partner?",
        "it": "Stessa presa dell'esercizio precedente: l'asso di cuori del compagno sta vincendo. Puoi "
              "giocare il re di cuori, una briscola, per lasciare la presa al compagno?",
    },
    hints=[{
        "en": "The partner exception is about trumping when you are void; here trumps were led.",
        "it": "L'eccezione del compagno riguarda il taglio quando non hai il seme; qui è uscita briscola.",
    }],
    correct={
        "en": "no — {why}.",
        "it": "no — {why}.",
    },
    mistakes={
        "partner": {
            "en": "trumps were led, and that changes the duty: the partner exception only frees you "
                  "from trumping when you are void in a plain suit led",
            "it": "è uscita briscola, e questo cambia l'obbligo: l'eccezione del compagno ti libera solo "
                  "dal tagliare quando non hai il seme (non di briscola) uscito",
        },
    },
)
def belote_14():
    hand, trick, trump, leader = EX13
    return why_illegal(hand, trick, trump, EX14_CARD) is None


@belote_14.details
def _(expected):
    hand, trick, trump, leader = EX13
    return {"why": why_illegal(hand, trick, trump, EX14_CARD) or ""}


@belote_14.diagnose
def _(given, expected):
    return "partner" if given and not expected else None


# -- 15 · recognise: card points ------------------------------------------------------

@exercise(
    "belote-15", kind=INT,
    statement={
        "en": "Trumps are hearts. A side took JH 9H AS 10D KH QC 8S 7C. How many card points is that?",
        "it": "La briscola è cuori. Una coppia ha preso JH 9H AS 10D KH QC 8S 7C. Quanti punti di carte fanno?",
    },
    hints=[{
        "en": "Trumps: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing. Other suits: A 11, 10 10, K 4, "
              "Q 3, J 2, 9 8 7 nothing.",
        "it": "Briscola: F 20, 9 14, A 11, 10 10, R 4, D 3, 8 e 7 zero. Altri semi: A 11, 10 10, R 4, "
              "D 3, F 2, 9 8 7 zero.",
    }, {
        "en": "Decide first which of the cards are trumps; then write the value under each card and "
              "add.",
        "it": "Decidi prima quali carte sono briscole; poi scrivi il valore sotto ogni carta e somma.",
    }],
    correct={
        "en": "{answer}: the J and 9 of trumps alone are worth 34.",
        "it": "{answer}: il fante e il 9 di briscola da soli valgono 34.",
    },
    mistakes={
        "plain": {
            "en": "{answer} counts the J and 9 of hearts as plain cards (2 and 0): in trumps they are "
                  "worth 20 and 14",
            "it": "{answer} conta fante e 9 di cuori come carte comuni (2 e 0): a briscola valgono 20 e 14",
        },
    },
)
def belote_15():
    return card_points(EX15_PILE, EX15_TRUMP)


@belote_15.diagnose
def _(given, expected):
    if given == card_points(EX15_PILE, None):
        return "plain"
    return None


# -- 16 · compute: the points in play ---------------------------------------------------

@exercise(
    "belote-16", kind=INT,
    statement={
        "en": "A deal with a trump suit, no honours, no belote, no capot: how many points do the two "
              "sides make together (cards and last trick)?",
        "it": "Una smazzata con briscola, senza accuse, senza belote, senza cappotto: quanti punti fanno "
              "in tutto le due coppie (carte e ultima presa)?",
    },
    hints=[{
        "en": "Add the values of all 32 cards (one suit is trumps), then the 10 for the last trick.",
        "it": "Somma i valori delle 32 carte (un seme è di briscola), poi i 10 dell'ultima presa.",
    }, {
        "en": "Add one plain suit's values (A 10 K Q J 9 8 7), multiply by three, add the trump "
              "suit's values, then the last trick.",
        "it": "Somma i valori di un seme normale (A 10 K Q J 9 8 7), moltiplica per tre, aggiungi i "
              "valori del seme di briscola, poi l'ultima presa.",
    }],
    correct={
        "en": "{answer}: 152 card points with a trump suit, plus 10 for the last trick.",
        "it": "{answer}: 152 punti di carte con una briscola, più 10 per l'ultima presa.",
    },
    mistakes={
        "no_last": {
            "en": "{answer} is the cards alone: add the 10 points of the last trick",
            "it": "{answer} sono le sole carte: aggiungi i 10 punti dell'ultima presa",
        },
        "senza": {
            "en": "{answer} is a Senza Atout deal: with trumps the J and 9 of trumps are worth 20 and 14",
            "it": "{answer} è una smazzata a Senza Atout: con la briscola fante e 9 di briscola valgono 20 e 14",
        },
    },
)
def belote_16():
    from ...cards import FRENCH
    return card_points(FRENCH.cards, "H") + belote.LAST_TRICK


@belote_16.diagnose
def _(given, expected):
    from ...cards import FRENCH
    if given == card_points(FRENCH.cards, "H"):
        return "no_last"
    if given in (card_points(FRENCH.cards, None), card_points(FRENCH.cards, None) + belote.LAST_TRICK):
        return "senza"
    return None


# -- 17 · decide: a failed contract ------------------------------------------------------

def _settlement(data):
    cards, last, hon, bel, taker = data
    return settle(deal_totals(cards, last, hon, bel), bel, taker)


EX17 = (EX17_CARDS, EX17_LAST, EX17_HONOURS, EX17_BELOTE, EX17_TAKER)
EX18 = (EX18_CARDS, EX18_LAST, EX18_HONOURS, EX18_BELOTE, EX18_TAKER)


@exercise(
    "belote-17", kind=SIDES,
    statement={
        "en": "South chose the trump, so North–South must make more than East–West. North–South took 66 card "
              "points and hold the belote (20); East–West took 86 card points and the last trick (10). "
              "What does each side mark? Answer [North–South, East–West].",
        "it": "Sud ha scelto la briscola, quindi Nord–Sud deve fare più di Est–Ovest. Nord–Sud ha preso 66 "
              "punti di carte e ha la belote (20); Est–Ovest 86 punti di carte e l'ultima presa (10). Che "
              "cosa segna ciascuna coppia? Rispondi [Nord–Sud, Est–Ovest].",
    },
    hints=[{
        "en": "Compare the totals (cards + last trick + honours + belote). If the takers have less, the "
              "other side marks everything, except the belote, which is never cancelled.",
        "it": "Confronta i totali (carte + ultima presa + accuse + belote). Se chi ha preso ha meno, l'altra "
              "coppia segna tutto, tranne la belote, che non si annulla mai.",
    }, {
        "en": "Work out both totals first; then decide whether the contract is made, and only then "
              "who marks what.",
        "it": "Calcola prima i due totali; poi decidi se il contratto è riuscito, e solo allora chi "
              "segna che cosa.",
    }],
    correct={
        "en": "{answer}: 86 against 96, the contract fails; East–West take all the points, North–South "
              "keep only their belote.",
        "it": "{answer}: 86 contro 96, il contratto cade; Est–Ovest prendono tutti i punti, Nord–Sud "
              "tengono solo la belote.",
    },
    mistakes={
        "each_own": {
            "en": "each side marks its own points only when the takers make MORE than the others; here "
                  "they failed, so all the points go to East–West",
            "it": "ciascuna coppia segna i propri punti solo se chi ha preso fa PIÙ degli altri; qui il "
                  "contratto è caduto, quindi tutti i punti vanno a Est–Ovest",
        },
        "belote": {
            "en": "the belote is never cancelled: North–South keep their 20 even in a failed contract",
            "it": "la belote non si annulla mai: Nord–Sud tengono i loro 20 anche a contratto caduto",
        },
    },
)
def belote_17():
    return _settlement(EX17).credited


@belote_17.diagnose
def _(given, expected):
    totals = deal_totals(*EX17[:4])
    if tuple(given) == totals:
        return "each_own"
    if tuple(given) == (0, sum(totals)):
        return "belote"
    return None


# -- 18/19 · decide: litigé -----------------------------------------------------------------

@exercise(
    "belote-18", kind=SIDES,
    statement={
        "en": "East named the trump. North–South took 81 card points and the last trick (10); East–West "
              "took 71 card points and hold a terza (20). What does each side mark NOW? Answer "
              "[North–South, East–West].",
        "it": "Est ha proposto la briscola. Nord–Sud ha preso 81 punti di carte e l'ultima presa (10); "
              "Est–Ovest 71 punti di carte e ha una terza (20). Che cosa segna ADESSO ciascuna coppia? "
              "Rispondi [Nord–Sud, Est–Ovest].",
    },
    hints=[{
        "en": "Add up each side's total first. Equal totals: the side that did not choose the trump marks "
              "its points at once; the takers' points wait «alla finestra».",
        "it": "Somma prima il totale di ogni coppia. Totali uguali: la coppia che non ha scelto la "
              "briscola segna subito i suoi punti; quelli di chi ha preso restano «alla finestra».",
    }],
    correct={
        "en": "{answer}: 91 each, a tie (litigé): the defenders mark their 91 at once, the takers' 91 wait "
              "for the next deal.",
        "it": "{answer}: 91 pari (alla finestra): i difensori segnano subito i loro 91, quelli di chi ha "
              "preso aspettano la smazzata seguente.",
    },
    mistakes={
        "failed": {
            "en": "a tie is not a failed contract: the takers' points are not given to the defenders, "
                  "they are held over for the next deal",
            "it": "la parità non è un contratto caduto: i punti di chi ha preso non vanno ai difensori, "
                  "restano congelati per la smazzata seguente",
        },
        "each_own": {
            "en": "with equal totals the takers have not made MORE: they mark nothing now, their points "
                  "are held over",
            "it": "a totali pari chi ha preso non ha fatto DI PIÙ: non segna nulla ora, i suoi punti "
                  "restano congelati",
        },
    },
)
def belote_18():
    return _settlement(EX18).credited


@belote_18.diagnose
def _(given, expected):
    totals = deal_totals(*EX18[:4])
    if tuple(given) == totals:
        return "each_own"
    if tuple(given) == (sum(totals), 0):
        return "failed"
    return None


@exercise(
    "belote-19", kind=INT,
    statement={
        "en": "Same deal. How many points are held over («alla finestra»), to go to the side that scores "
              "more in the next deal?",
        "it": "Stessa smazzata. Quanti punti restano «alla finestra», per la coppia che farà più punti "
              "nella smazzata seguente?",
    },
    hints=[{
        "en": "Held over are the takers' points of the tied deal (their belote, if any, stays with them).",
        "it": "Restano congelati i punti di chi ha preso nella smazzata pari (la loro belote, se c'è, resta a loro).",
    }],
    correct={
        "en": "{answer}: the takers' whole total of the tied deal waits for the next deal's winner.",
        "it": "{answer}: l'intero totale di chi ha preso aspetta il vincitore della smazzata seguente.",
    },
    mistakes={
        "both": {
            "en": "only the takers' points are held over; the defenders have already marked theirs",
            "it": "restano congelati solo i punti di chi ha preso; i difensori hanno già segnato i loro",
        },
    },
)
def belote_19():
    return _settlement(EX18).held_over


@belote_19.diagnose
def _(given, expected):
    if given == sum(deal_totals(*EX18[:4])):
        return "both"
    return None


#: the two mistakes about the 10 of the last trick, shared by the card-points topics
#: (with trumps and in Senza Atout)
LAST_TRICK_MISTAKES = {
    "no_last": {
        "en": "you left out the bonus of the last trick, and the last trick of the deal is among these",
        "it": "hai dimenticato il premio dell'ultima presa, e l'ultima presa della smazzata è fra queste",
    },
    "extra_last": {
        "en": "the 10 of the last trick goes only to the side that took the last trick, and it is not "
              "among these",
        "it": "i 10 dell'ultima presa vanno solo a chi fa l'ultima presa, e qui non c'è",
    },
}
