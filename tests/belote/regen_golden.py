"""Regenerate the golden Belote play-through (run by hand only when a rule
change is intended, then review the diff):

    python tests/belote/regen_golden.py
"""

import json
import pathlib

from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer, play_out

PATH = pathlib.Path(__file__).with_name("golden_belote_seed7.json")
SEED = 7


def golden() -> dict:
    s = BeloteState(BELOTE, SEED)
    play_out(s, [RuleBasedPlayer()] * 4)
    return {
        "seed": SEED,
        "rules": BELOTE.to_dict(),
        "players": "RuleBasedPlayer() x4",
        "history": list(s.history),
        "deals": [
            {
                "dealer": d.dealer, "taker": d.contract.taker, "trump": d.contract.trump,
                "card_points": list(d.card_points), "last_trick": list(d.last_trick),
                "honours": list(d.honours), "belote": list(d.belote), "totals": list(d.totals),
                "outcome": d.outcome, "credited": list(d.credited), "held_over": d.held_over,
            }
            for d in s.deal_scores
        ],
        "void_deals": s.void_deals,
        "scores": list(s.scores),
        "winner": s.winner,
        "score_log": s.score_log.lines("en"),
    }


if __name__ == "__main__":
    PATH.write_text(json.dumps(golden(), indent=1, ensure_ascii=False) + "\n")
    print("wrote", PATH)
