"""Exercise set ``cards``: reading cards and writing them in notation.

Notebook: ``exercises/solutions/01_cards.ipynb`` (student copy
``exercises/01_cards.ipynb``).  Difficulty rises: recognise a card and a
suit, know the decks, write notation, then compute with seeded deals and
card sets.
"""

from __future__ import annotations

from ... import i18n
from ...cards import BERGAMASCHE, FRENCH, ITALIAN, ITALIAN_RANKS, CardSet, SUIT_MASKS
from ..answers import BOOL, CARD, CARDSET, INT, NOTATION, RANKS, SUIT
from ..core import exercise

# The deals the notebook shows, by number (the seed), so a teacher can say
# "everyone look at deal 4".
NAME_DEAL = 4        # cards-01 and cards-02: first card of this deal
HAND_DEAL = 2        # cards-06: the first four cards of this deal
TOP_DEAL = 7         # cards-07: the first card of this deal
SCOPA_DEAL = 11      # cards-08: hand = cards 1-3, table = cards 4-7
RED = {"H", "D"}


def _name(card) -> dict:
    """Template values for a card: its long name in the current language."""
    return {"name": card.name()}


# -- 1. recognise a card ------------------------------------------------------

@exercise(
    "cards-01", kind=CARD,
    statement={
        "en": "Name the first card of Italian deal number 4, in notation (rank then suit).",
        "it": "Scrivi in notazione (valore e poi seme) la prima carta della smazzata italiana numero 4.",
    },
    hints=[{
        "en": "Count the suit symbols for a number card; a figure is F (fante), C (cavallo) or R (re). "
              "The suit letter is d, c, s or b (denari, coppe, spade, bastoni).",
        "it": "Per una carta numerale conta i simboli; una figura è F (fante), C (cavallo) o R (re). "
              "La lettera del seme è d, c, s o b (denari, coppe, spade, bastoni).",
    }],
    correct={"en": "{answer} is the {name}.", "it": "{answer} è la carta «{name}»."},
    mistakes={
        "suit": {
            "en": "the rank is right, but look at the suit: {answer} is in {given_suit}; "
                  "coins are round, cups are goblets, swords are blades, batons are clubs of wood",
            "it": "il valore è giusto, ma guarda il seme: {answer} è di {given_suit}; "
                  "i denari sono monete, le coppe calici, le spade lame, i bastoni randelli",
        },
        "rank": {
            "en": "the suit is right, but not the rank: the figures are, from low to high, "
                  "fante (F), cavallo (C, the rider on a horse) and re (R, the king)",
            "it": "il seme è giusto, ma non il valore: le figure sono, dalla più bassa, "
                  "fante (F), cavallo (C, il cavaliere) e re (R)",
        },
        "french": {
            "en": "{answer} is a French card; this is an Italian card, with a lowercase suit letter d, c, s or b",
            "it": "{answer} è una carta francese; questa è una carta italiana, con la lettera del seme "
                  "minuscola d, c, s o b",
        },
    },
)
def cards_01():
    return ITALIAN.shuffled(NAME_DEAL)[0]


cards_01.details(_name)


@cards_01.diagnose
def _(given, expected):
    if given.deck == "french":
        return "french"
    if given.rank == expected.rank:
        return "suit", {"given_suit": i18n.tr("suit." + given.suit)}
    if given.suit == expected.suit:
        return "rank"
    return None


# -- 2. recognise a French suit --------------------------------------------------

@exercise(
    "cards-02", kind=SUIT,
    statement={
        "en": "What is the suit of the first card of French deal number 4?",
        "it": "Di che seme è la prima carta della smazzata francese numero 4?",
    },
    hints=[{
        "en": "French suits are S ♠ spades, H ♥ hearts, D ♦ diamonds, C ♣ clubs: two black, two red.",
        "it": "I semi francesi sono S ♠ picche, H ♥ cuori, D ♦ quadri, C ♣ fiori: due neri e due rossi.",
    }],
    correct={"en": "the card is the {name}.", "it": "la carta è «{name}»."},
    mistakes={
        "colour": {
            "en": "{answer} has the right colour but not the right shape: "
                  "♥ is a heart, ♦ a diamond, ♠ a spade (a leaf on a stalk), ♣ a club (three leaves)",
            "it": "{answer} ha il colore giusto ma non la forma: "
                  "♥ è cuori, ♦ quadri, ♠ picche (una foglia col gambo), ♣ fiori (tre foglie)",
        },
        "italian": {
            "en": "{answer} is an Italian suit; this card is French: S, H, D or C",
            "it": "{answer} è un seme italiano; questa carta è francese: S, H, D o C",
        },
    },
)
def cards_02():
    return FRENCH.shuffled(NAME_DEAL)[0].suit


@cards_02.details
def _(expected):
    return _name(FRENCH.shuffled(NAME_DEAL)[0])


@cards_02.diagnose
def _(given, expected):
    if given.islower():
        return "italian"
    if (given in RED) == (expected in RED):
        return "colour"
    return None


# -- 3. know the decks -----------------------------------------------------------

@exercise(
    "cards-03", kind=INT,
    statement={
        "en": "How many cards does the Bergamasche (or Romagnole) deck for Picchetto have?",
        "it": "Quante carte ha il mazzo bergamasco (o romagnolo) per il Picchetto?",
    },
    hints=[{
        "en": "Picchetto with Italian cards starts from the 40-card deck and takes out the 2s and the 3s.",
        "it": "Il Picchetto con le carte italiane parte dal mazzo da 40 e toglie i Due e i Tre.",
    }, {
        "en": "The Italian deck has 10 ranks in 4 suits: count the ranks left after two are taken "
              "out, then multiply.",
        "it": "Il mazzo italiano ha 10 valori in 4 semi: conta i valori che restano dopo averne tolti "
              "due, poi moltiplica.",
    }],
    correct={
        "en": "{answer} cards: 8 ranks in each of the 4 suits, as many as the French piquet deck.",
        "it": "{answer} carte: 8 valori per ognuno dei 4 semi, come il mazzo francese del picchetto.",
    },
    mistakes={
        "full": {
            "en": "{answer} is the whole Italian deck; for Picchetto two ranks are taken out of it",
            "it": "{answer} è il mazzo italiano intero; per il Picchetto se ne tolgono due valori",
        },
        "one_rank": {
            "en": "{answer} takes out only one rank; both the 2s and the 3s go",
            "it": "{answer} toglie un solo valore; vanno via sia i Due sia i Tre",
        },
    },
)
def cards_03():
    return len(BERGAMASCHE)


@cards_03.diagnose
def _(given, expected):
    if given == len(ITALIAN):
        return "full"
    if given == len(ITALIAN) - 4:
        return "one_rank"
    return None


@exercise(
    "cards-04", kind=RANKS,
    statement={
        "en": "Which ranks of the Italian 40-card deck are missing from the Bergamasche deck?",
        "it": "Quali valori del mazzo italiano da 40 mancano nel mazzo bergamasco?",
    },
    hints=[{
        "en": "Compare ITALIAN.ranks with BERGAMASCHE.ranks; the missing ones are the lowest number cards but one.",
        "it": "Confronta ITALIAN.ranks con BERGAMASCHE.ranks; mancano le carte numerali più basse tranne una.",
    }],
    correct={
        "en": "the ranks {answer} are taken out; the ace stays.",
        "it": "si tolgono i valori {answer}; l'asso resta.",
    },
    mistakes={
        "too_few": {
            "en": "{answer} is only part of it: two ranks are missing, four cards each",
            "it": "{answer} è solo una parte: mancano due valori, quattro carte ciascuno",
        },
        "too_many": {
            "en": "{answer} takes out too much: the deck keeps 8 ranks, so only two are missing",
            "it": "{answer} toglie troppo: il mazzo tiene 8 valori, quindi ne mancano solo due",
        },
        "ace": {
            "en": "the ace stays in the deck (it is the highest card in Picchetto)",
            "it": "l'asso resta nel mazzo (nel Picchetto è la carta più alta)",
        },
    },
)
def cards_04():
    return [r for r in ITALIAN_RANKS if r not in BERGAMASCHE.ranks]


@cards_04.diagnose
def _(given, expected):
    if "A" in given:
        return "ace"
    if given < expected:
        return "too_few"
    if len(given) > len(expected):
        return "too_many"
    return None


# -- 4. write notation -----------------------------------------------------------

@exercise(
    "cards-05", kind=NOTATION,
    statement={
        "en": "Write the settebello in compact notation.",
        "it": "Scrivi il settebello in notazione compatta.",
    },
    hints=[{
        "en": "The settebello (\"beautiful seven\") is the 7 of denari, the coins suit; "
              "compact notation is the rank then the suit letter.",
        "it": "Il settebello è il 7 di denari; la notazione compatta è il valore e poi la lettera del seme.",
    }],
    correct={
        "en": "{answer}, the {name}: in Scopa it scores a point on its own.",
        "it": "{answer}, cioè «{name}»: nella Scopa vale un punto da solo.",
    },
    mistakes={
        "other_seven": {
            "en": "{answer} is a 7, but the settebello is the 7 of denari (coins)",
            "it": "{answer} è un 7, ma il settebello è il 7 di denari",
        },
        "french": {
            "en": "{answer} is a French card (uppercase suit letter); denari is the lowercase d",
            "it": "{answer} è una carta francese (lettera del seme maiuscola); denari è la d minuscola",
        },
    },
)
def cards_05():
    return next(c for c in ITALIAN if c.rank == "7" and c.suit == "d")


cards_05.details(_name)


@cards_05.diagnose
def _(given, expected):
    if given.deck == "french":
        return "french"
    if given.rank == expected.rank:
        return "other_seven"
    return None


def _set_mistakes(given, expected):
    missing, extra = expected - given, given - expected
    if extra:
        return "extra", {"cards": str(extra)}
    if len(missing) == 1:
        return "missing_one"
    if missing:
        return "missing", {"n": len(missing)}
    return None


_SET_MISTAKES = {
    "extra": {
        "en": "{cards} should not be in your answer",
        "it": "nella tua risposta c'è di troppo: {cards}",
    },
    "missing_one": {
        "en": "everything you wrote is right, but one card is missing",
        "it": "quello che hai scritto è giusto, ma manca una carta",
    },
    "missing": {
        "en": "everything you wrote is right, but {n} cards are missing",
        "it": "quello che hai scritto è giusto, ma mancano {n} carte",
    },
}


@exercise(
    "cards-06", kind=CARDSET,
    statement={
        "en": "Write the four cards of the hand shown (deal number 2) in notation, in any order.",
        "it": "Scrivi in notazione le quattro carte della mano mostrata (smazzata numero 2), in qualsiasi ordine.",
    },
    hints=[{
        "en": "Separate the cards with spaces, e.g. \"Ab 5c\"; figures are F, C, R.",
        "it": "Separa le carte con spazi, per esempio \"Ab 5c\"; le figure sono F, C, R.",
    }, {
        "en": "Read the cards from left to right: the rank first (A, 2-7, F, C, R), then the suit "
              "letter in lowercase (d, c, s, b).",
        "it": "Leggi le carte da sinistra a destra: prima il valore (A, 2-7, F, C, R), poi la lettera "
              "del seme in minuscolo (d, c, s, b).",
    }],
    correct={"en": "the hand is {answer}.", "it": "la mano è {answer}."},
    mistakes=_SET_MISTAKES,
)
def cards_06():
    return ITALIAN.shuffled(HAND_DEAL)[:4]


cards_06.diagnose(_set_mistakes)


# -- 5. compute with the kit -------------------------------------------------------

@exercise(
    "cards-07", kind=CARD,
    statement={
        "en": "Shuffle the Italian deck with deal number 7 (ITALIAN.shuffled(7)): which card comes first?",
        "it": "Mescola il mazzo italiano con la smazzata numero 7 (ITALIAN.shuffled(7)): quale carta viene prima?",
    },
    hints=[{
        "en": "ITALIAN.shuffled(7) is a list of the 40 cards; the first one is at index 0.",
        "it": "ITALIAN.shuffled(7) è una lista delle 40 carte; la prima è all'indice 0.",
    }],
    correct={
        "en": "{answer}, the {name}. Everyone who shuffles with deal number 7 gets this card first.",
        "it": "{answer}, cioè «{name}». Chiunque mescoli con la smazzata numero 7 ha questa carta per prima.",
    },
    mistakes={
        "last": {
            "en": "{answer} is the last card of deal 7; the first is at index 0",
            "it": "{answer} è l'ultima carta della smazzata 7; la prima è all'indice 0",
        },
        "second": {
            "en": "{answer} is the second card of deal 7: Python counts from 0",
            "it": "{answer} è la seconda carta della smazzata 7: Python conta da 0",
        },
        "other_deal": {
            "en": "{answer} is not the first card of deal 7: did you shuffle with another number?",
            "it": "{answer} non è la prima carta della smazzata 7: hai mescolato con un altro numero?",
        },
    },
)
def cards_07():
    return ITALIAN.shuffled(TOP_DEAL)[0]


cards_07.details(_name)


@cards_07.diagnose
def _(given, expected):
    deal = ITALIAN.shuffled(TOP_DEAL)
    if given == deal[-1]:
        return "last"
    if given == deal[1]:
        return "second"
    return "other_deal"


@exercise(
    "cards-08", kind=CARDSET,
    statement={
        "en": "Scopa, deal number 11: your hand is cards 1-3, the table cards 4-7. "
              "Of all the cards you can see, which are denari or 7s?",
        "it": "Scopa, smazzata numero 11: la tua mano sono le carte 1-3, il tavolo le carte 4-7. "
              "Tra tutte le carte che vedi, quali sono denari o 7?",
    },
    hints=[{
        "en": "Put hand and table together with |, then keep (&) the cards that are in the denari suit "
              "or are 7s: CardSet(...) | ... & ...",
        "it": "Unisci mano e tavolo con |, poi tieni (&) le carte di denari o i 7: CardSet(...) | ... & ...",
    }],
    correct={
        "en": "{answer}: these are the cards that count towards denari, settebello and primiera.",
        "it": "{answer}: sono le carte che contano per denari, settebello e primiera.",
    },
    mistakes=_SET_MISTAKES,
)
def cards_08():
    deal = ITALIAN.shuffled(SCOPA_DEAL)
    seen = CardSet(deal[:3]) | deal[3:7]
    sevens = CardSet(c for c in ITALIAN if c.rank == "7")
    return seen & (CardSet.from_mask(SUIT_MASKS["d"]) | sevens)


cards_08.diagnose(_set_mistakes)


# -- 6. decide -------------------------------------------------------------------

@exercise(
    "cards-09", kind=BOOL,
    statement={
        "en": "Two learners shuffle the Italian deck with deal number 7 on different computers. "
              "Do they get the same first card? (True or False)",
        "it": "Due studenti mescolano il mazzo italiano con la smazzata numero 7 su due computer diversi. "
              "Hanno la stessa prima carta? (True o False)",
    },
    hints=[{
        "en": "A deal number is a seed: it decides the whole order of the shuffle.",
        "it": "Il numero della smazzata è un seme (seed): decide tutto l'ordine del mescolamento.",
    }],
    correct={
        "en": "the same deal number gives the same order everywhere, so a class can look at deal 7 together.",
        "it": "lo stesso numero di smazzata dà lo stesso ordine ovunque: una classe può guardare insieme la smazzata 7.",
    },
    mistakes={
        "random": {
            "en": "a shuffle with a deal number is not left to chance: the number decides the order, "
                  "the same on every computer",
            "it": "un mescolamento con un numero di smazzata non è lasciato al caso: il numero decide l'ordine, "
                  "uguale su ogni computer",
        },
    },
)
def cards_09():
    return ITALIAN.shuffled(TOP_DEAL) == ITALIAN.shuffled(TOP_DEAL)


@cards_09.diagnose
def _(given, expected):
    return "random" if expected and not given else None
