"""Piquet Voleur: three players, two play each deal, the third sits out.

Text 004 gives the game one line ("three players, one of whom sits out each
hand in rotation; individual scores"); the classical sources disagree on
what "Piquet voleur" is (a French page gives the name to a four-handed
partnership game), so the kit follows text 004 and fills in what it leaves
out, as written in ``docs/rules/picchetto.md`` (section *Piquet Voleur*):

* **Who sits out.**  Player 3 sits out the first deal, then player 1, then
  player 2, and round again: in deal *k* (from 1) player ``(k + 1) % 3 + 1``
  sits out.  So every pair meets once in three deals.
* **Who deals.**  The first deal: the two players cut (or
  ``rules.first_dealer``).  At a pair's first meeting after that, the player
  coming back in deals; at its next meeting the other one deals, and so on
  alternately.  Over the six deals of a partie every player plays four
  deals, twice as elder and twice as dealer.
* **Each deal** is two-handed Rubicon Piquet (text 004's rules), scored by
  the usual score log; the player sitting out scores nothing.
* **The partie** is six deals (``rules.deals``) or, with ``rules.target``,
  ends the moment a player reaches the target.  Individual totals; the
  highest wins (equal highest: a draw).  :meth:`VoleurState.settlement`
  settles it in writing: each player wins or loses against each other the
  difference of their totals.

``VOLEUR.new_game(seed)`` returns a :class:`VoleurState`; each deal is played
by a two-player :class:`~cardkit.picchetto.state.PicchettoState` (the
engine is not copied).
"""

from __future__ import annotations

from typing import Optional

from ..options import need_int, need_ints
from ._checks import need_instance
from .variants import DealSeries, SeatedLog


def settlement(scores) -> tuple:
    """The partie settled in writing: each player wins from (or pays) each
    other player the difference of their totals, so his result is the sum
    of the differences; the three results add up to 0.
    ``settlement((70, 41, 90)) == (9, -78, 69)``."""
    s = need_ints("settlement", "scores", scores, count=3)
    return tuple(sum(s[p] - s[q] for q in range(len(s)) if q != p) for p in range(len(s)))


class VoleurState(DealSeries):
    """A partie of Piquet Voleur (see the module doc).  Players 0, 1, 2
    (shown as 1, 2, 3); :attr:`sitting_out` is the player out of the deal,
    :attr:`seats` the two who play it."""

    _sits_out = True

    def _new_series_fields(self) -> None:
        self._met = {}          # pair -> the dealer of its last meeting

    def _copy_own(self, o) -> None:
        o._met = dict(self._met)

    @property
    def sitting_out(self) -> Optional[int]:
        """The player who sits out the current (or last) deal."""
        if self.deal_state is None:
            return None
        return ({0, 1, 2} - set(self.seats)).pop()

    def sits_out(self, k: int) -> int:
        """The player who sits out deal number ``k`` (from 1)."""
        need_int("sits_out", "k", k, lo=1)
        f = self.rules.first_dealer
        first_out = 2 if f is None else (f + 2) % 3
        return (first_out + k - 1) % 3

    def _seats_for_deal(self) -> tuple:
        k = self.deal_number_next
        out = self.sits_out(k)
        a, b = sorted({0, 1, 2} - {out})
        pair = (a, b)
        last = self._met.get(pair)
        if k == 1:
            f = self.rules.first_dealer
            dealer = None if f is None else f
        elif last is None:
            prev_out = self.sits_out(k - 1)
            dealer = prev_out          # the player coming back in deals
        else:
            dealer = a if last == b else b
        seats = pair
        return seats, (None if dealer is None else seats.index(dealer))

    @property
    def deal_number_next(self) -> int:
        """The number (from 1) of the deal dealt next, counting played deals."""
        return self._finished + 1

    def _deal_cards(self, order) -> None:
        super()._deal_cards(order)
        self._met[self.seats] = self.dealer

    def _log_of(self, inner):
        return SeatedLog(inner.log, self.seats, 3)

    def settlement(self) -> tuple:
        """Each player's written result against the other two (see
        :func:`settlement`)."""
        return settlement(self.scores)

    def margin(self) -> Optional[int]:
        """The winner's lead over the second once the partie is over."""
        if not self._over:
            return None
        if self.winner is None:
            return 0
        s = sorted(self.scores, reverse=True)
        return s[0] - s[1]

    def __str__(self) -> str:
        lines = [repr(self)]
        if self.deal_state is not None and not self._over:
            for p in range(3):
                lines.append(f"{self.player_name(p)}: {self.hand(p)}")
            lines.extend(self.log.lines())
        return "\n".join(lines)


class VoleurComputerPlayer:
    """The rule-based :class:`~cardkit.picchetto.players.ComputerPlayer`
    playing its seat of each deal (it sees only what that seat may see)."""

    def __init__(self, threshold: int = 9):
        from .players import ComputerPlayer
        self.deal_player = ComputerPlayer(threshold)

    def __repr__(self):
        return f"VoleurComputerPlayer(threshold={self.deal_player.threshold})"

    def choose(self, state: VoleurState):
        need_instance("VoleurComputerPlayer.choose", "state", state, VoleurState, "a_voleur")
        return self.deal_player(state.deal_state)

    __call__ = choose


class RandomVoleurPlayer:
    """Any legal move at random (the two-player :class:`RandomPlayer` on
    the deal being played)."""

    def __init__(self, seed=0):
        from .players import RandomPlayer
        self.seed = seed
        self.deal_player = RandomPlayer(seed)

    def __repr__(self):
        return f"RandomVoleurPlayer({self.seed!r})"

    def choose(self, state: VoleurState):
        need_instance("RandomVoleurPlayer.choose", "state", state, VoleurState, "a_voleur")
        return self.deal_player(state.deal_state)

    __call__ = choose
