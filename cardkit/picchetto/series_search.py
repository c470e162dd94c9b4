"""The coach of the games played as two-handed deals: Piquet Voleur
(``VOLEUR``) and Auction Piquet (``AUCTION``).

**Piquet Voleur.**  Each deal is an ordinary two-handed deal between the two
players seated for it, and the player who sits out sees nothing of it (he
never moves in it, so he is never advised).  The coach of the two-player
game (:mod:`cardkit.picchetto.search`) ranks the seated player's moves in
the deal state itself, with its reasons, in deal points: what the player
knows is exactly what a player of the two-handed game knows.

**Auction Piquet.**  A contract changes what a move is worth (a minus
contract wants few tricks; a trump suit wins tricks of the others; the
contract scores 10 a trick bid over six, doubled and redoubled), so every
move -- a call of the auction, the trumps, an exchange, a declaration, a
card -- is valued by imagined deals played out to the end: the cards the
player has not seen are dealt again consistently with what he knows
(:func:`cardkit.picchetto.search.determinize`), and the rule-based
:class:`~cardkit.picchetto.auction.AuctionComputerPlayer` plays the rest of
the deal for both, the same imagined deals for every move.  The value is
what the deal then adds to his score minus what it adds to the opponent's,
the contract included (a deal thrown in adds nothing).  The number of
imagined deals is the level's (``DEAL_WORLDS``); in the exchange the
candidates are the rule-based discards of every allowed size, the computer
player's own choice and the moves asked for.

An Auction reason compares numbers the ranking computed (the tests check
them against the ranked values): a move that comes to clearly more than the
next best says how much more, on average, in how many imagined deals; moves
that come to the same say so.
"""

from __future__ import annotations

from .. import i18n
from ..coach import Reason, ScoredMove, decision_rng
from .search import COACH, DEAL_WORLDS, SAME_VALUE, determinize, _legal_included, _played_out, _rank_arguments
from .state import Exchange, PH_DECL_E, PH_DECL_Y, PH_EXCH_E, PH_EXCH_Y
from .variants import DealSeries

i18n.register({
    "picchetto.coach.series.more": {
        "en": "in {n} imagined deals it comes to {value:+.1f} points on average, "
              "{gain:.1f} more than «{other}»",
        "it": "in {n} smazzate immaginate rende in media {value:+.1f} punti, "
              "{gain:.1f} in più di «{other_it}»",
    },
    "picchetto.coach.series.same": {
        "en": "in {n} imagined deals it comes to {value:+.1f} points on average, "
              "as much as «{other}» (within half a point)",
        "it": "in {n} smazzate immaginate rende in media {value:+.1f} punti, "
              "quanto «{other_it}» (entro mezzo punto)",
    },
})


def _world(state, player: int, rnd):
    """A copy of the series ``state`` whose deal has every card ``player``
    has not seen dealt again (consistently with what he knows)."""
    c = state.copy()
    c.auto_deal = False
    c.deal_state = determinize(state.deal_state, state.seats.index(player), rnd)
    c.deal_state.auto_deal = False
    if c.logs:
        c.logs[-1] = c._log_of(c.deal_state)
    return c


def _deal_value(c, player: int, policy) -> float:
    """Play the deal of ``c`` to its end with ``policy``; what it adds to
    ``player``'s score minus what it adds to his opponent's."""
    opp = c.seats[1 - c.seats.index(player)]
    start = c._scores[player] - c._scores[opp]
    while not c.is_over() and not c.is_chance_node():
        c.play(policy(c))
    return c._scores[player] - c._scores[opp] - start


def _candidates(state, moved: list, policy) -> list:
    """The moves to rank: every legal move, except in the exchange (the
    rule-based discards of every allowed size, the policy's own choice, the
    moves asked for) and with partial declarations (the whole-category
    declarations, the policy's choice, the moves asked for)."""
    inner = state.deal_state
    own = state._own_phase()
    if own is None and inner._phase in (PH_EXCH_E, PH_EXCH_Y):
        me = inner.current_player()
        lo, hi = inner.exchange_limits()
        out = []
        for n in range(lo, hi + 1):
            cards = policy.deal_player.discards(inner._hands[me], n, n, False)
            out.append(Exchange._of_sorted(tuple(sorted(inner._ext(c) for c in cards))))
        picks = [policy(state), *moved]
    elif own is None and inner._phase in (PH_DECL_E, PH_DECL_Y) and state.rules.partial_declarations:
        out = [m for m in inner.legal_moves() if not m.partial]
        picks = [policy(state), *moved]
    else:
        return state.legal_moves()
    for m in picks:
        if m not in out:
            out.append(m)
    return out


def _value_reason(i: int, rows: list, n: int):
    """Move ``i``'s reason: the numbers that set it above the next move."""
    from ..coach import move_words
    value = rows[i][1]
    nxt = rows[i + 1] if i + 1 < len(rows) else None
    if nxt is None:
        return None
    other = nxt[0]
    words = {"other": move_words(other, "en"), "other_it": move_words(other, "it")}
    if value - nxt[1] >= SAME_VALUE:
        return Reason.of("picchetto.coach.series.more", n=n, value=value, gain=value - nxt[1], **words)
    return Reason.of("picchetto.coach.series.same", n=n, value=value, **words)


class SeriesCoach:
    """The coach of Piquet Voleur and Auction Piquet (see the module doc)."""

    def rank(self, state, level: str = "strong", seed=0, include=()) -> list:
        """The moves of the player to move, best first, as
        :class:`~cardkit.coach.ScoredMove`\\ s (deal points)."""
        include = _rank_arguments("rank", state, level, seed, include, DealSeries, "a_series")
        if not state.rules.auction:          # Voleur: a two-handed deal
            return COACH.rank(state.deal_state, level=level, seed=seed, include=include)
        moved = _legal_included(state, include, state.why_illegal)
        from .auction import AuctionComputerPlayer
        policy = AuctionComputerPlayer()
        me = state.current_player()
        moves = _candidates(state, moved, policy)
        rnd = decision_rng(seed, state)
        n = DEAL_WORLDS[level]
        worlds = [_world(state, me, rnd) for _ in range(n)]
        rows = _played_out(moves, worlds, lambda c: _deal_value(c, me, policy))
        if len(moves) == 1 and len(state.legal_moves()) == 1:
            return [ScoredMove(moves[0], rows[0][0], Reason.of("coach.only_move"), rows[0][2])]
        ordered = [(m, v) for v, m, _mg in rows]
        return [ScoredMove(m, v, _value_reason(j, ordered, n), margin) for j, (v, m, margin) in enumerate(rows)]


SERIES_COACH = SeriesCoach()

__all__ = ["SeriesCoach", "SERIES_COACH"]
