"""Scopa, the Italian fishing game (rule text ``002`` in ``shared/seeds``).

Quick tour::

    from cardkit.scopa import *
    capture_options("Rc", "2d 3c 5s Fb")    # [cards('2d Fb'), cards('2d 3c 5s')]
    primiera("7d 7c 7s 6b Ab")              # 81
    score_hand(["7d Ad 2d 3d", "Rc Rs"], scope=[1, 0])
    s = ScopaState(ScopaRules(players=2), seed=7)
    s.legal_moves(); s.play("..."); s.view(0)

Modules: :mod:`.rules` (values, captures, :class:`Move`, :class:`ScopaRules`),
:mod:`.scoring` (primiera, napola, :func:`score_hand`, match end),
:mod:`.state` (:class:`ScopaState`, views and records), :mod:`.players`
(:class:`RandomPlayer`, :class:`RuleBasedPlayer`) and :mod:`.search` (the
coach behind ``state.hint()``, and :class:`SearchPlayer`).  The choices made where
the rule text is silent are listed in ``docs/rules/scopa.md``.
"""

from .rules import (
    ScopaRules, SCOPA_2, SCOPA_3, SCOPA_4, SCOPA_NAPOLA, PRESETS, DEFAULT_TARGETS,
    Move, card_value, cards_value, capture_options, can_take, sweep_value,
)
from .scoring import (
    HandScore, PRIMIERA_VALUES, primiera, primiera_cards, primiera_value, napola,
    score_hand, hand_score_log, match_winner, is_match_over,
)
from .state import ScopaState, ScopaView, TurnInfo, PlayRecord, HandRecord, deal_order
from .players import Player, RandomPlayer, RuleBasedPlayer, play_match
from .search import ScopaCoach, SearchPlayer

__all__ = [
    "ScopaRules", "SCOPA_2", "SCOPA_3", "SCOPA_4", "SCOPA_NAPOLA", "PRESETS", "DEFAULT_TARGETS",
    "Move", "card_value", "cards_value", "capture_options", "can_take", "sweep_value",
    "HandScore", "PRIMIERA_VALUES", "primiera", "primiera_cards", "primiera_value", "napola",
    "score_hand", "hand_score_log", "match_winner", "is_match_over",
    "ScopaState", "ScopaView", "TurnInfo", "PlayRecord", "HandRecord", "deal_order",
    "Player", "RandomPlayer", "RuleBasedPlayer", "play_match", "ScopaCoach", "SearchPlayer",
]
