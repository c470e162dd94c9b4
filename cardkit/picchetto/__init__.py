"""Picchetto / Piquet: rules, declarations, game state and computer players."""

from .rules import PicchettoRules, ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, AU_CENT, PRESETS
from .combos import punto, sequences, groups, declarations, Declarations, rubicon, has_blanche
from .state import PicchettoState, DealLog, PlayerView, Exchange, Declare, Blanche, said_text, deal_order
from .players import RandomPlayer, ComputerPlayer, play_out

__all__ = [
    "PicchettoRules", "ITALIANO", "PICCHETTO_150", "RUBICON", "RUBICONE", "AU_CENT", "PRESETS",
    "punto", "sequences", "groups", "declarations", "Declarations", "rubicon", "has_blanche",
    "PicchettoState", "DealLog", "PlayerView", "Exchange", "Declare", "Blanche", "said_text", "deal_order",
    "RandomPlayer", "ComputerPlayer", "play_out",
]
