"""Regenerate the golden Scopa play-throughs (run by hand only when a rule or
player change is intended, then review the diff before committing):

    python tests/scopa/regen_scopa_golden.py

Each fixture is a whole match played by ``RuleBasedPlayer`` on every seat
from a fixed seed: its history (deals included), every hand's points and the
final scores.  ``test_scopa_golden.py`` plays the same match again and
compares.
"""

import json
import pathlib

from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState, play_match

HERE = pathlib.Path(__file__).parent
CASES = {
    "golden_scopa_2p_seed7.json": (ScopaRules(players=2), 7),
    "golden_scopa_4p_napola_seed11.json": (ScopaRules(players=4, napola=True), 11),
}


def golden(rules: ScopaRules, seed) -> dict:
    s = ScopaState(rules, seed)
    play_match(s, [RuleBasedPlayer() for _ in range(rules.players)])
    return {
        "seed": seed,
        "rules": rules.to_dict(),
        "players": f"RuleBasedPlayer() x{rules.players}",
        "history": list(s.history),
        "hands": [
            {
                "dealer": r.dealer,
                "redeals": len(r.redeals),
                "scope_plays": [p.index for p in r.plays if p.scopa],
                "leftovers": " ".join(str(c) for c in r.leftovers),
                "leftovers_to": r.leftovers_to,
                "points": [sc._asdict() | {"primiera_best": [str(c) if c else None
                                                             for c in sc.primiera_best]}
                           for sc in r.scores],
                "totals": list(r.totals),
            }
            for r in s.hand_records()
        ],
        "scores": list(s.scores),
        "winner": s.winner(),
    }


if __name__ == "__main__":
    for name, (rules, seed) in CASES.items():
        path = HERE / name
        path.write_text(json.dumps(golden(rules, seed), indent=1, ensure_ascii=False) + "\n")
        print("wrote", path)
