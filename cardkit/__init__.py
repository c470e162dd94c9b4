"""cardkit — a Jupyter teaching kit for Scopa, Picchetto/Piquet and Belote.

The rules core (this package without :mod:`cardkit.widgets`) never imports
IPython or ipywidgets.  Start with::

    import cardkit
    cardkit.cards("7d Ab Rc")        # three Italian cards
    cardkit.CardSet("AS KS QS")      # a set of French cards
"""

from .i18n import set_language, get_language, language
from .errors import CardkitError, InvalidCardError, IllegalMoveError, InvalidInputError, InvalidStateError
from .cards import (
    Card, CardSet, CardList, Deck, CARDS,
    ITALIAN, FRENCH, BERGAMASCHE, DECKS,
    card, cards, parse_cards, to_cards, to_mask, shuffle, rng,
)

__version__ = "0.1.0"

__all__ = [
    "set_language", "get_language", "language",
    "CardkitError", "InvalidCardError", "IllegalMoveError", "InvalidInputError", "InvalidStateError",
    "Card", "CardSet", "CardList", "Deck", "CARDS",
    "ITALIAN", "FRENCH", "BERGAMASCHE", "DECKS",
    "card", "cards", "parse_cards", "to_cards", "to_mask", "shuffle", "rng",
]
