"""Picchetto / Piquet: rules, declarations, game state and computer players.

Presets (one frozen :class:`PicchettoRules`, variants are options)::

    ITALIANO        # text 000: Italian Picchetto to 151 (the default)
    PICCHETTO_150   # text 003: punto by value, a quint = 5, game to 150
    RUBICON         # text 004: Rubicon Piquet, partie of 6 deals
    RUBICONE        # text 000: four deals, 1st and 4th doubled, rubicone 100
    AU_CENT         # text 004: Piquet au Cent, first to 100
    PICCHETTO_TRE   # text 003: three players, 10 cards each (a TableState)
    PICCHETTO_COPPIE  # text 003: four in two pairs, 8 cards each (a TableState)
    A_ECRIRE        # text 004: Piquet à Écrire, four in pairs, partie of 6 deals
    VOLEUR          # text 004: Piquet Voleur, three players, one sits out each deal
    AUCTION         # text 004: Auction Piquet, bidding for a contract (and trumps)
    ITALIANO.replace(deal_in_twos=True, must_take=False, ...)

Pure functions::

    punto(hand)                       # (CardList of the best suit, prezzo)
    sequences(hand), groups(hand)     # CardLists, best first
    declarations(elder, younger)      # Declarations: punto/sequenze/quattordici,
                                      # points, Novanta, what counted, counting order
    rubicon(winner, loser, rules)     # the winner's margin

A game (see :class:`PicchettoState`)::

    s = ITALIANO.new_game(7)
    s.legal_moves(); s.play("exchange 7S 8S"); s.play("declare"); s.play("AS")
    s.log.lines("it")                 # "+1 battuta della presa 1 [16 – 4]  «Sedici!»"

Players: :class:`ComputerPlayer`, :class:`RandomPlayer`, :func:`play_out`,
:class:`SearchPlayer` (``level="easy" | "medium" | "strong"``, the coach's
choice; ``state.hint()`` explains it).  ``double_dummy(state)`` solves the
rest of a deal with both hands open (Open Piquet).
The rules chosen between the texts are in ``docs/rules/picchetto.md``.
"""

from .rules import PicchettoRules, ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, AU_CENT, PRESETS
from .rules import VOLEUR, AUCTION
from .rules import PICCHETTO_TRE, PICCHETTO_COPPIE, A_ECRIRE
from .combos import punto, sequences, groups, declarations, Declarations, rubicon, has_blanche
from .state import PicchettoState, DealLog, PlayerView, Exchange, Declare, Blanche, said_text, deal_order
from .players import RandomPlayer, ComputerPlayer, play_out
from .solver import double_dummy, DoubleDummy
from .search import SearchPlayer
from .advisor import accomodo_advice, advice_for, exchange_ranked, AccomodoAdvice, AccomodoChoice
from .table import TableState, TableComputerPlayer, TableView, TableDeclarations, TableLog

__all__ = [
    "VOLEUR", "AUCTION", "VoleurState", "VoleurComputerPlayer", "RandomVoleurPlayer",
    "AuctionState", "AuctionComputerPlayer", "RandomAuctionPlayer", "Call", "Trumps", "Contract",
    "PicchettoRules", "ITALIANO", "PICCHETTO_150", "RUBICON", "RUBICONE", "AU_CENT", "PRESETS",
    "punto", "sequences", "groups", "declarations", "Declarations", "rubicon", "has_blanche",
    "PicchettoState", "DealLog", "PlayerView", "Exchange", "Declare", "Blanche", "said_text", "deal_order",
    "RandomPlayer", "ComputerPlayer", "play_out", "SearchPlayer", "double_dummy", "DoubleDummy",
    "accomodo_advice", "advice_for", "exchange_ranked", "AccomodoAdvice", "AccomodoChoice",
    "PICCHETTO_TRE", "PICCHETTO_COPPIE", "A_ECRIRE", "TableState", "TableComputerPlayer", "TableView",
    "TableDeclarations", "TableLog",
]

from .voleur import VoleurState, VoleurComputerPlayer, RandomVoleurPlayer  # noqa: E402
from .auction import AuctionState, AuctionComputerPlayer, RandomAuctionPlayer, Call, Trumps, Contract  # noqa: E402
