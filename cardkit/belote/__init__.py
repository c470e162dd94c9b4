"""Belote for four players in two pairs (Italian rule text 001).

Pure rule functions (any card-ish input, trump as ``"S" "H" "D" "C"`` or
``None`` for Senza Atout)::

    from cardkit import belote
    belote.legal_cards("7H AS JS", "KH", "S")      # cards('7H')
    belote.why_illegal("7H AS JS", "KH", "S", "AS")  # 'you must follow suit: you hold hearts'
    belote.trick_winner("10S AS 7H JS", "H")       # 2
    belote.card_points("JH 9H AS", "H")            # 45
    belote.honours("KS KH KD KC AS QS", "H")        # quaterna of kings 100, terza 20
    belote.compare_honours([h0, h1, h2, h3], "H")   # (side, points)

The coach: ``state.hint()`` (a move with its reason), ``SearchPlayer(level,
seed)`` (a computer player at three levels), ``double_dummy(state)`` (the
exact result of best play with all four hands on the table).

See ``docs/rules/belote.md`` for the rules, the readings chosen where the
text is silent, and the game-state API.
"""

from .rules import (
    settle, Settlement, game_winner,
    legal_cards, why_illegal, trick_winner, card_points, honours, compare_honours,
    Honour, HonoursResult, trump_index, trump_letter, NO_TRUMP,
    LAST_TRICK, CAPOT, BELOTE_POINTS, TOTAL_TRUMPS, TOTAL_NO_TRUMPS,
)

__all__ = [
    "settle", "Settlement", "game_winner",
    "legal_cards", "why_illegal", "trick_winner", "card_points", "honours", "compare_honours",
    "Honour", "HonoursResult", "trump_index", "trump_letter", "NO_TRUMP",
    "LAST_TRICK", "CAPOT", "BELOTE_POINTS", "TOTAL_TRUMPS", "TOTAL_NO_TRUMPS",
]

from .state import (
    BeloteRules, BeloteState, BELOTE, BELOTE_700, BELOTE_1000, PRESETS, Contract, Trick, Announcement,
    DealScore, BeloteView, bid_words, first_dealer, seat_name, side_name, new_game,
)

__all__ += [
    "BeloteRules", "BeloteState", "BELOTE", "BELOTE_700", "BELOTE_1000", "PRESETS", "Contract", "Trick",
    "Announcement", "DealScore", "BeloteView", "bid_words", "first_dealer", "seat_name", "side_name",
    "new_game",
]

from .players import RandomPlayer, RuleBasedPlayer, play_out

__all__ += ["RandomPlayer", "RuleBasedPlayer", "play_out"]

from .solver import DoubleDummy, double_dummy
from .search import SearchPlayer

__all__ += ["DoubleDummy", "double_dummy", "SearchPlayer"]
