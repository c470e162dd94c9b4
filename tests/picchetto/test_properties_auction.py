"""Property tests of Piquet Voleur and Auction Piquet (issue 11, section 3).

Each preset plays 2,500 seeded random whole games a run (in batches of
1,250; the seeds move on every run, from this run's first seed, so the
games are new ones each time); at every step of every deal the 32 cards
are each in exactly one place (a hand, a discard pile, the talon, the
table), the legal moves are sorted and legal, and at the end of every game
the score logs add up to the scores.  (The 10,000 games a run of every
preset, these two included, are ``test_properties_presets.py``'s: these
are fewer because each is a whole game checked at every step.)
"""

from __future__ import annotations

import pytest

from cardkit import CardkitError
from cardkit.picchetto import (
    AUCTION, VOLEUR, AuctionState, PicchettoState, RandomAuctionPlayer, RandomVoleurPlayer, VoleurState,
)
from property_runs import batch_seeds

#: whole games per preset in one run, and the tests they are split into
GAMES = 2_500
BATCHES = 2
FULL = ((1 << 32) - 1) << 40
PRESETS = {
    "VOLEUR": (VOLEUR, RandomVoleurPlayer),
    "AUCTION": (AUCTION, RandomAuctionPlayer),
}


_TALON = {}


def talon_mask(inner) -> int:
    """The talon's cards as a mask, read through the public ``talon`` once
    for each position of the talon (the deal's talon, the cards taken)."""
    key = (inner._talon, min(inner._phase, 5), inner._tpos, tuple(inner._taken), inner.dealer)
    m = _TALON.get(key)
    if m is None:
        if len(_TALON) > 10_000:
            _TALON.clear()
        m = 0
        for c in inner.talon:
            m |= 1 << int(c)
        _TALON[key] = m
    return m


def check_cards(s) -> None:
    """Every card of the deck in exactly one place."""
    inner = s.deal_state
    seen = 0
    parts = [inner._hands[0], inner._hands[1], inner._discards[0], inner._discards[1], talon_mask(inner)]
    parts += [1 << a | 1 << b for _l, a, b, _w in inner._tricks]
    parts += [1 << c for _s, c in inner._trick]
    for p in parts:
        assert not seen & p, "a card is in two places"
        seen |= p
    assert seen == FULL, "a card is missing"


def check_game_end(s) -> None:
    players = s.rules.players
    assert s.is_over() and s.legal_moves() == [] and s.current_player() == -1
    # the score logs add up to the deal results and the match scores
    assert len(s.logs) == len(s.deal_results) == s.deals_finished
    totals = [0] * players
    for log, result in zip(s.logs, s.deal_results):
        per = [0] * players
        for ev in log.events:
            per[ev.side] += ev.points
        assert tuple(per) == tuple(log.totals) == tuple(result)
        for p in range(players):
            totals[p] += per[p]
    assert tuple(totals) == tuple(s.scores)
    best = max(s.scores)
    if s.scores.count(best) == 1:
        assert s.winner == s.scores.index(best)
    else:
        assert s.winner is None


def play_game(rules, player_class, seed: int):
    s = rules.new_game(seed)
    player = player_class(seed)
    steps = 0
    while not s.is_over():
        check_cards(s)
        who = s.current_player()
        assert 0 <= who < rules.players
        if isinstance(s, VoleurState):
            assert who != s.sitting_out and who in s.seats
        moves = s.legal_moves() if s.phase != "exchange" else None
        if moves is not None:
            assert moves == sorted(moves) and moves
        move = player(s)
        if steps % 7 == 0:
            assert s.is_legal(move) and s.why_illegal(move) is None
        s.play(move)
        steps += 1
        assert steps < 2_000
    check_game_end(s)
    return s


@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("name", list(PRESETS))
def test_random_games(name, batch):
    rules, player_class = PRESETS[name]
    deals = 0
    seeds = batch_seeds(batch, GAMES, BATCHES)
    for seed in seeds:
        s = play_game(rules, player_class, seed)
        deals += s.deals_finished
        if (seed - seeds.start) % 250 == 0:   # a save reloads to the same game; undo takes back one move
            loaded = PicchettoState.from_json(s.to_json())
            assert type(loaded) is type(s) and loaded.scores == s.scores and loaded.history == s.history
            loaded.undo()
            assert loaded.history == s.history[:-1] and not loaded.is_over()
    assert deals == len(seeds) * (rules.deals or 0)


@pytest.mark.parametrize("name", list(PRESETS))
def test_refused_moves_change_nothing(name):
    """A move that is not legal now raises a CardkitError of one sentence
    (English and Italian) and leaves the state as it was."""
    rules, player_class = PRESETS[name]
    probes = ["bid 6 plus", "bid 13 minus", "redouble", "double", "trumps H", "AS", "7C",
              "exchange AS KS QS JS 10S 9S", "declare punto", "mano bianca", "xyzzy", ""]
    for seed in range(12):
        s = rules.new_game(seed)
        player = player_class(seed)
        while not s.is_over():
            before = s.to_json()
            for probe in probes:
                if s.is_legal(probe):
                    continue
                err = s.why_illegal(probe)
                assert isinstance(err, CardkitError)
                with pytest.raises(CardkitError) as info:
                    s.play(probe)
                for lang in ("en", "it"):
                    text = info.value.message(lang)
                    assert text and "\n" not in text and len(text) < 300
            assert s.to_json() == before
            s.play(player(s))
            if s.deals_finished >= 2:
                break


def test_auction_states_come_from_the_rules():
    assert isinstance(AUCTION.new_game(1), AuctionState)
    assert isinstance(VOLEUR.new_game(1), VoleurState)
    assert AUCTION.players == 2 and VOLEUR.players == 3
