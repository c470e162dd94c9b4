"""Picchetto / Piquet: rules, declarations, game state and computer players.

Presets (one frozen :class:`PicchettoRules`, variants are options)::

    ITALIANO        # text 000: Italian Picchetto to 151 (the default)
    PICCHETTO_150   # text 003: punto by value, a quint = 5, game to 150
    RUBICON         # text 004: Rubicon Piquet, partie of 6 deals
    RUBICONE        # text 000: four deals, 1st and 4th doubled, rubicone 100
    AU_CENT         # text 004: Piquet au Cent, first to 100
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
from .combos import punto, sequences, groups, declarations, Declarations, rubicon, has_blanche
from .state import PicchettoState, DealLog, PlayerView, Exchange, Declare, Blanche, said_text, deal_order
from .players import RandomPlayer, ComputerPlayer, play_out
from .solver import double_dummy, DoubleDummy
from .search import SearchPlayer
from .advisor import accomodo_advice, advice_for, exchange_ranked, AccomodoAdvice, AccomodoChoice

__all__ = [
    "PicchettoRules", "ITALIANO", "PICCHETTO_150", "RUBICON", "RUBICONE", "AU_CENT", "PRESETS",
    "punto", "sequences", "groups", "declarations", "Declarations", "rubicon", "has_blanche",
    "PicchettoState", "DealLog", "PlayerView", "Exchange", "Declare", "Blanche", "said_text", "deal_order",
    "RandomPlayer", "ComputerPlayer", "play_out", "SearchPlayer", "double_dummy", "DoubleDummy",
    "accomodo_advice", "advice_for", "exchange_ranked", "AccomodoAdvice", "AccomodoChoice",
]
