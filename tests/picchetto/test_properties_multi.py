"""Picchetto for three and four (PICCHETTO_TRE, PICCHETTO_COPPIE, A_ECRIRE):
10,000 seeded random games of each preset a run (new seeds every run: from
this run's first seed; one-deal games: the preset's
``single_deal()``, the first dealer cut at random), and 300 whole matches of
each preset (the deal going round, the target or the partie ending the game).

At every step of every game: every card of the deck is somewhere (the
hands, the talon, the discards, the cards played) and in one place only;
the player to move is one of the seats; the legal moves are sorted and not
empty.  At the end of every deal and of every game: each score log's
totals are the sum of its events, the match scores are the sum of the
deals, and the winner is the side with the most points (or the side that
reached the target).  A sample of the games is also saved, reloaded,
replayed from its history and undone step by step.

The games run in a few large batches (one test per preset), not as 30,000
hypothesis examples: the checks are the same, the run is a fraction of the
time (about 25 s of CPU for the three presets).  10,000 whole matches of
each preset (about 70,000 deals a preset) pass the same checks too, in
about 110 s of CPU: ``CARDKIT_MULTI_MATCHES=10000`` runs them.
"""

from __future__ import annotations

import os

import pytest

from cardkit.picchetto import A_ECRIRE, PICCHETTO_COPPIE, PICCHETTO_TRE, RandomPlayer, TableComputerPlayer
from cardkit.picchetto.state import PicchettoState
from cardkit.picchetto.table import FULL, TableState
from property_runs import first_seed

PRESETS = {"PICCHETTO_TRE": PICCHETTO_TRE, "PICCHETTO_COPPIE": PICCHETTO_COPPIE, "A_ECRIRE": A_ECRIRE}
GAMES = 10_000
MATCHES = int(os.environ.get("CARDKIT_MULTI_MATCHES", "300"))


def check_cards(s: TableState) -> None:
    """Every card is in exactly one place."""
    seen = 0
    count = 0
    for m in s._hands:
        seen |= m
        count += m.bit_count()
    for m in s._discards:
        seen |= m
        count += m.bit_count()
    for c in s._talon[s._taken:]:
        seen |= 1 << c
        count += 1
    seen |= s._played
    count += s._played.bit_count()
    assert count == 32 and seen == FULL, (count, s.history[-3:])


def check_log(log, sides: int) -> None:
    totals = [0] * sides
    for ev in log.events:
        totals[ev.side] += ev.points
        assert tuple(totals) == ev.totals
    assert totals == list(log.totals)


def play_game(rules, seed: int, player) -> TableState:
    s = rules.new_game(seed)
    n = rules.players
    deals = 0
    while not s.is_over():
        check_cards(s)
        p = s.current_player()
        assert 0 <= p < n
        if s._phase != 3 and s._phase != 4:     # exchanges: checked by exchange_limits below
            moves = s.legal_moves()
            assert moves and moves == sorted(moves)
        else:
            lo, hi = s.exchange_limits()
            assert 0 <= lo <= hi <= len(s._talon)
        s.play(player(s))
        if s.deals_finished != deals:
            deals = s.deals_finished
            check_log(s.logs[-1 if s.is_over() or s.is_chance_node() else -2], rules.sides)
    return s


def check_end(s: TableState, rules) -> None:
    sides = rules.sides
    for log in s.logs:
        check_log(log, sides)
    total = [sum(r[i] for r in s.deal_results) + rules.start_scores[i] for i in range(sides)]
    assert tuple(total) == s.scores
    assert s.deals_finished == len(s.deal_results) == len(s.logs)
    if rules.target is not None:
        assert s.winner is not None and s.scores[s.winner] >= rules.target
        assert all(sc < rules.target for i, sc in enumerate(s.scores) if i != s.winner) or \
            s.scores[s.winner] == max(s.scores)
    else:
        assert s.deals_finished == rules.deals
        best = max(s.scores)
        if s.winner is None:
            assert list(s.scores).count(best) > 1
        else:
            assert s.scores[s.winner] == best
    assert s.margin() is not None and s.margin() >= 0


@pytest.mark.parametrize("name", list(PRESETS))
def test_ten_thousand_random_games(name):
    rules = PRESETS[name].single_deal()
    start = first_seed()           # new games every run (the seeds move on)
    for seed in range(start, start + GAMES):
        s = play_game(rules, seed, RandomPlayer(seed))
        check_end(s, rules)
        if (seed - start) % 1000 == 7:
            loaded = PicchettoState.from_json(s.to_json())
            assert type(loaded) is TableState and loaded.to_json() == s.to_json()
            assert loaded.scores == s.scores and loaded.winner == s.winner


@pytest.mark.parametrize("name", list(PRESETS))
def test_whole_matches(name):
    rules = PRESETS[name]
    start = first_seed()
    for seed in range(start, start + MATCHES):
        s = play_game(rules, seed, RandomPlayer(seed))
        check_end(s, rules)
        if (seed - start) % 100 == 7:
            # saved and reloaded, replayed from the history, the same game
            loaded = PicchettoState.from_json(s.to_json())
            assert type(loaded) is TableState and loaded.to_json() == s.to_json()
            assert loaded.scores == s.scores and loaded.winner == s.winner


@pytest.mark.parametrize("name", list(PRESETS))
def test_computer_players_finish_every_game(name):
    rules = PRESETS[name]
    for seed in range(150):
        players = TableComputerPlayer()
        s = play_game(rules, 50_000 + seed, players)
        check_end(s, rules)


@pytest.mark.parametrize("name", list(PRESETS))
def test_undo_walks_back_through_a_deal(name):
    rules = PRESETS[name].single_deal()
    for seed in range(5):
        s = rules.new_game(seed)
        p = RandomPlayer(seed)
        snapshots = []
        while not s.is_over():
            snapshots.append(s.to_json())
            s.play(p(s))
        for snap in reversed(snapshots):
            s.undo()
            assert s.to_json() == snap
            check_cards(s)
