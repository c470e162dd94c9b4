"""Every Picchetto preset in the registry: 10,000 seeded games per run.

The presets are read from :data:`cardkit.picchetto.PRESETS`, so a preset
added there is covered here without naming it.  Of the 10,000 games of a
preset, one in :data:`MATCH_EVERY` is a whole match under the preset (the
deal going round, the target, the partie, the doubled deals); the others
are one-deal games under ``rules.single_deal()`` (the preset's every rule
for one deal), as in ``test_properties.py`` and
``test_properties_multi.py``, which check the two- and the three/four-player
engines in more depth for the presets they name.

Checked here, through the public API only (the presets are played by
different state classes): every card of the deck in exactly one place (at
every step of one game in :data:`EVERY_STEP_EVERY`, and at the sampled
steps and the end of every game); each deal's score log adds up and its
points are never negative; illegal input (a card not allowed now, an
exchange of the wrong size, junk) refused with the state unchanged at a
sampled step of every game; and, in one game in twenty, a save and reload
and an undo mid-game and a replay from the history at the end (see
``tests/property_runs.py``).
"""

from __future__ import annotations

import random

import pytest

import cardkit.picchetto as P
from cardkit.cards import Card, CardList
from cardkit.picchetto import PRESETS, RandomPlayer

from property_runs import BATCHES, Game, batch_seeds, run_games

#: one game in this many is a whole match (the rest: one deal each)
MATCH_EVERY = 50
#: one game in this many has its cards counted at every step
EVERY_STEP_EVERY = 10


def _cards_in(x):
    if isinstance(x, Card):
        yield x
    elif isinstance(x, (list, tuple, CardList)):
        for y in x:
            yield from _cards_in(y)


def card_places(s) -> list:
    """Every card the state shows, wherever it is (a card may appear twice
    here only if the state holds it twice)."""
    where = getattr(s, "where_cards", None)
    if where is not None:
        return [c for cards in where().values() for c in _cards_in(cards)]
    out = [*_cards_in(tuple(s.hands)), *_cards_in(s.talon), *_cards_in(s.trick), *_cards_in(s.tricks)]
    for p in range(s.rules.players):
        out += _cards_in(s.discards(p))
    return out


def accounted(s) -> None:
    if s.is_chance_node():
        return
    found = card_places(s)
    deck = s.deck_for_deal().cards
    assert len(found) == len(deck) and set(found) == set(deck), (len(found), s.history[-2:])


def random_player(state, seed: int):
    """The random player of the state's own module (``RandomVoleurPlayer``
    for Piquet Voleur...), else :class:`RandomPlayer`."""
    for name in dir(P):
        obj = getattr(P, name)
        if name.startswith("Random") and isinstance(obj, type) and obj.__module__ == type(state).__module__:
            player = obj(seed)
            break
    else:
        player = RandomPlayer(seed)
    return player if not hasattr(player, "choose") else player.choose


def check_log(s) -> None:
    """The last finished deal's log: the running totals are the sums of the
    events, no event takes points away."""
    logs = getattr(s, "logs", None)
    log = logs[-1] if logs else s.log
    totals = [0] * len(log.totals)
    for ev in log.events:
        assert ev.points >= 0, ev
        totals[ev.side] += ev.points
        assert tuple(totals) == tuple(ev.totals), ev
    assert totals == list(log.totals)


def illegal(s, rng: random.Random) -> list:
    """Cards of the deck the player may not play now (anybody's), an
    exchange of the wrong size, junk."""
    legal = set(map(str, s.legal_moves())) if s.phase != "exchange" else set()
    deck = list(s.deck_for_deal().cards)
    out = [c for c in rng.sample(deck, 4) if str(c) not in legal][:2]
    if s.phase == "exchange":
        out.append("exchange " + " ".join(str(c) for c in rng.sample(deck, rng.choice((0, 6, 9)))))
    out += [rng.choice(["", "declare xx", "exchange take 40", "blanche maybe", "x" * 70])]
    return out


def position(s) -> tuple:
    chance, over = s.is_chance_node(), s.is_over()
    return (s.history, chance, over, None if chance or over else s.current_player(), tuple(s.scores),
            s.deals_finished, tuple(map(tuple, s.hands)))


class Counting:
    """The state checker of one preset's games: cards counted at every step
    of one game in EVERY_STEP_EVERY (the game made by :meth:`make`)."""

    def __init__(self, rules):
        self.rules = rules
        self.every_step = False

    def make(self, seed: int):
        self.every_step = seed % EVERY_STEP_EVERY == 1
        rules = self.rules if seed % MATCH_EVERY == 0 else self.rules.single_deal()
        return rules.new_game(seed)

    def conserve(self, s) -> None:
        if self.every_step:
            accounted(s)

    def illegal(self, s, rng) -> list:
        accounted(s)
        return illegal(s, rng)

    def end(self, s) -> None:
        accounted(s)
        check_log(s)
        assert s.deals_finished >= 1

    def game(self) -> Game:
        players = {}

        def player(seed):
            def move(state):
                key = type(state)
                if key not in players:
                    players.clear()
                    players[key] = random_player(state, seed)
                return players[key](state)
            players.clear()
            return move

        return Game(make=self.make, deals=lambda s: s.deals_finished, conserve=self.conserve,
                    check_deal=check_log, check_game=self.end, illegal=self.illegal, position=position,
                    length=30, player=player, probes=1)


@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_seeded_games_of_every_preset(preset, batch):
    counts = run_games(Counting(PRESETS[preset]).game(), batch_seeds(batch))
    assert counts["illegal"] > counts["games"] // 3 and counts["deep"] > 0
