"""Games played as a series of two-handed Piquet deals: the common part of
Piquet Voleur (:mod:`cardkit.picchetto.voleur`) and Auction Piquet
(:mod:`cardkit.picchetto.auction`).

Both are presets of the one :class:`~cardkit.picchetto.rules.PicchettoRules`
(``sit_out=True``, ``auction=True``).  Their states do not copy the engine:
each deal is played by a :class:`~cardkit.picchetto.state.PicchettoState` of
one deal (the *deal state*, :attr:`DealSeries.deal_state`), and the series
state adds what the variant adds around it: who plays the deal (Voleur), the
bidding for a contract and its scoring (Auction), the match totals and the
end of the partie.

The state API is the kit's: ``rules.new_game(seed)``, ``current_player()``,
``legal_moves()`` (sorted), ``play()``, ``is_legal()``, :meth:`why_illegal`,
``is_over()``, :attr:`scores`, ``undo()``, ``copy()``, ``to_json()`` and
``from_json()``, and dealing as an explicit seeded chance step recorded in
the history.  :meth:`where_cards` says where every card of the deck is.
"""

from __future__ import annotations

from typing import Optional

from .. import i18n
from ..cards import BERGAMASCHE, CardList, FRENCH
from ..errors import CardkitError, IllegalMoveError, InvalidInputError
from ..game import GameState, ScoreEvent
from ..options import need_choice, need_int, need_ints
from ._checks import need_instance, need_rules
from .rules import PicchettoRules
from .state import PH_OVER, DealLog, PicchettoState, said_text

i18n.register({
    "picchetto.role.out": {"en": "sitting out", "it": "fuori per questa smazzata"},
})


class DealState(PicchettoState):
    """The state of one two-handed deal of a series (a plain
    :class:`PicchettoState` of one deal that also keeps the trump suit a
    contract named, so that its copies keep it)."""

    def _copy_fields(self, o) -> None:
        super()._copy_fields(o)
        o._trump = self._trump


class SeatedLog:
    """The score log of a deal seen with the series' player numbers: the
    deal state's log counts its two seats; ``seats[i]`` is the player who
    sits at seat ``i``.  Same reading API as
    :class:`~cardkit.picchetto.state.DealLog` (``events``, ``totals``,
    ``lines``, ``said``)."""

    def __init__(self, log, seats: tuple, players: int):
        self._log = need_instance("SeatedLog", "log", log, DealLog, "a_log")
        self.players = need_int("SeatedLog", "players", players, lo=2, hi=4)
        self.seats = need_ints("SeatedLog", "seats", seats, count=len(log.totals), lo=0, hi=players - 1)

    def _spread(self, pair) -> tuple:
        out = [0] * self.players
        for seat, value in zip(self.seats, pair):
            out[seat] = value
        return tuple(out)

    @property
    def totals(self) -> list:
        return list(self._spread(self._log.totals))

    @property
    def events(self) -> list:
        return [ScoreEvent(self.seats[e.side], e.points, e.key, e.params, self._spread(e.totals), e.said)
                for e in self._log.events]

    def __len__(self) -> int:
        return len(self._log)

    def __iter__(self):
        return iter(self.events)

    def said(self, lang: str | None = None) -> list:
        return [said_text(ev, lang) for ev in self._log.events]

    def lines(self, lang: str | None = None) -> list:
        out = []
        for ev in self.events:
            tot = " – ".join(str(t) for t in ev.totals)
            s = said_text(ev, lang)
            said = f"  «{s}»" if s else ""
            who = i18n.tr("player.n", lang, n=ev.side + 1)
            out.append(f"{who}: +{ev.points} {ev.reason(lang)} [{tot}]{said}")
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        import html
        rows = "".join(f"<tr><td>{html.escape(line)}</td></tr>" for line in self.lines())
        return f"<table class='cardkit-scorelog'>{rows}</table>"

    def __repr__(self) -> str:
        return f"<ScoreLog: {len(self)} events, totals {tuple(self.totals)}>"


_INNER_RULES: dict = {}


class DealSeries(GameState):
    """A partie played as two-handed deals (see the module doc).  Subclasses
    say who plays each deal (:meth:`_seats_for_deal`) and may add phases of
    their own before the deal state's (:meth:`_own_phase`)."""

    rules_class = PicchettoRules
    deck = FRENCH
    #: True for Piquet Voleur (a player sits out), False for Auction Piquet
    _sits_out = False

    @classmethod
    def plays(cls, rules) -> bool:
        """Piquet Voleur's state plays rules that sit a player out; Auction Piquet's, rules with an auction."""
        need_rules(f"{cls.__name__}.plays", "rules", rules)
        return bool(rules.sit_out) if cls._sits_out else bool(rules.auction) and not rules.sit_out

    @classmethod
    def loader(cls) -> type:
        from .state import PicchettoState
        return PicchettoState

    def __init__(self, rules: PicchettoRules, seed=0, *, deal=None, auto_deal: bool = True,
                 records: str = "all"):
        need_choice(type(self).__name__, "records", records, ("all",))
        super().__init__(rules, seed, deal=deal, auto_deal=auto_deal)

    # ------------------------------------------------------------ setup
    def _setup(self) -> None:
        r = self.rules
        self._scores = list(r.start_scores)
        self._finished = 0
        self._over = False
        self.winner = None
        self.deal_results = []
        self.logs = []
        self.dealers = []
        self.deal_state: Optional[DealState] = None
        self.seats = (0, 1)

        self._new_series_fields()

    def _new_series_fields(self) -> None:
        """Subclass: fields of its own (set before the first deal)."""

    def _copy_fields(self, o) -> None:
        o._scores = list(self._scores)
        o._finished = self._finished
        o._over = self._over
        o.winner = self.winner
        o.deal_results = list(self.deal_results)
        o.dealers = list(self.dealers)
        o.seats = self.seats
        o.deal_state = None if self.deal_state is None else self.deal_state.copy()
        o.logs = list(self.logs)
        if o.deal_state is not None and o.logs:   # the last log is the current deal's
            o.logs[-1] = o._log_of(o.deal_state)
        self._copy_own(o)

    def _copy_own(self, o) -> None:
        """Subclass: copy its own fields."""

    @property
    def players(self) -> int:
        return self.rules.players

    def deck_for_deal(self):
        return BERGAMASCHE if self.rules.deck == "bergamasche" else FRENCH

    # ------------------------------------------------------------ basics
    def is_chance_node(self) -> bool:
        if self._over:
            return False
        d = self.deal_state
        return d is None or self._deal_done(d)

    def _deal_done(self, d) -> bool:
        return d._phase == PH_OVER

    def is_over(self) -> bool:
        return self._over

    def _own_phase(self) -> Optional[str]:
        """The name of the variant's own phase now, or None (subclass)."""
        return None

    @property
    def phase(self) -> str:
        if self._over:
            return "over"
        if self.is_chance_node():
            return "deal"
        return self._own_phase() or self.deal_state.phase

    def current_player(self) -> int:
        if self.is_chance_node() or self._over:
            return -1
        own = self._own_player()
        if own is not None:
            return own
        return self.seats[self.deal_state.current_player()]

    def _own_player(self) -> Optional[int]:
        return None

    @property
    def to_move(self) -> Optional[int]:
        p = self.current_player()
        return None if p < 0 else p

    @property
    def dealer(self) -> Optional[int]:
        """The dealer of the current (or last) deal, by player number."""
        if self.deal_state is None:
            return None
        return self.seats[self.deal_state.dealer]

    @property
    def elder(self) -> Optional[int]:
        if self.deal_state is None:
            return None
        return self.seats[1 - self.deal_state.dealer]

    @property
    def younger(self) -> Optional[int]:
        return self.dealer

    @property
    def deals_finished(self) -> int:
        return self._finished

    def player_name(self, player: int) -> str:
        need_int("player_name", "player", player, lo=0, hi=len(self._scores) - 1)
        base = i18n.tr("player.n", n=player + 1)
        if self.deal_state is None:
            return base
        if player not in self.seats:
            role = i18n.tr("picchetto.role.out")
        else:
            role = i18n.tr("picchetto.role." + ("younger" if player == self.dealer else "elder"))
        return i18n.tr("picchetto.player_role", player=base, role=role)

    def _name_term(self, player: int) -> i18n.Term:
        """The player's name with his role, rendered in the language a
        message is shown in."""
        def render(lang):
            with i18n.language(lang or i18n.get_language()):
                return self.player_name(player)
        return i18n.Term.of(render)

    # ------------------------------------------------------------ deal
    def _inner(self, dealer: Optional[int], start: tuple) -> PicchettoRules:
        """The rules of one deal: these rules for two players and one deal
        (kept in a bounded cache shared by every state)."""
        key = (self.rules, dealer, start)
        r = _INNER_RULES.get(key)
        if r is None:
            if len(_INNER_RULES) >= 4096:
                _INNER_RULES.clear()
            r = _INNER_RULES[key] = self.rules.replace(
                players=2, sit_out=False, auction=False, auction_trumps=False, deals=1,
                doubled_deals=(), scoring="target", first_dealer=dealer, start_scores=start)
        return r

    def _deal_cards(self, order) -> None:
        seats, dealer = self._seats_for_deal()
        self.seats = seats
        start = (0, 0) if self.rules.target is None else tuple(self._scores[p] for p in seats)
        inner = DealState(self._inner(dealer, start), self.seed, auto_deal=False)
        inner.deal(order)
        self.deal_state = inner
        self.dealers.append(self.seats[inner.dealer])
        self.logs.append(self._log_of(inner))
        self._after_deal()

    def _seats_for_deal(self) -> tuple:
        """Subclass: ``((player at seat 0, player at seat 1), dealer seat or
        None for a cut)``."""
        raise NotImplementedError

    def _after_deal(self) -> None:
        """Subclass: set up its own phases for the new deal."""

    def _log_of(self, inner):
        return inner.log

    @property
    def log(self):
        """The current (or last) deal's score log, by player number."""
        if self.deal_state is None:
            return None
        return self.logs[-1] if self.logs else self._log_of(self.deal_state)

    # ------------------------------------------------------------ moves
    def legal_moves(self) -> list:
        if self._over or self.is_chance_node():
            return []
        if self._own_phase() is not None:
            return self._own_moves()
        return self.deal_state.legal_moves()

    def _own_moves(self) -> list:
        return []

    def coerce_move(self, move):
        if self._own_phase() is not None:
            return self._own_coerce(move)
        self._before_inner(move)
        return self.deal_state.coerce_move(move)

    def _before_inner(self, move) -> None:
        """Subclass: refuse a move of the variant's own phases made during
        the deal (raise the error naming the rule)."""

    def _own_coerce(self, move):
        return move

    def is_legal(self, move) -> bool:
        if self._over or self.is_chance_node():
            return False
        if self._own_phase() is not None:
            try:
                return self._own_coerce(move) in self._own_moves()
            except CardkitError:
                return False
        return self.deal_state.is_legal(move)

    def why_illegal(self, move) -> Optional[CardkitError]:
        """None when ``move`` is legal now, else the error that names the
        rule it breaks (in one sentence, English and Italian)."""
        if self._over:
            return IllegalMoveError("state.game_over")
        if self.is_chance_node():
            return IllegalMoveError("state.chance_pending")
        try:
            m = self.coerce_move(move)
        except CardkitError as e:
            return e
        if self._own_phase() is not None:
            return None if m in self._own_moves() else self._own_explain(m)
        if self.deal_state.is_legal(m):
            return None
        return self.deal_state._explain_illegal(m)

    def _own_explain(self, m) -> IllegalMoveError:
        raise NotImplementedError

    def play(self, move) -> None:
        """Play ``move`` (a move or its notation); an illegal move raises
        :class:`IllegalMoveError` naming the rule and changes nothing."""
        if self._over:
            raise IllegalMoveError("state.game_over")
        if self.is_chance_node():
            raise IllegalMoveError("state.chance_pending")
        if self._own_phase() is not None:
            m = self._own_coerce(move)
            if m not in self._own_moves():
                raise self._own_explain(m)
            self._own_apply(m)
            self._history.append(str(m))
        else:
            inner = self.deal_state
            self._before_inner(move)
            inner.play(move)
            self._history.append(inner._history[-1])
            if inner.is_over():
                self._end_deal()
        self._auto_chance()

    apply = play

    def _own_apply(self, m) -> None:
        raise NotImplementedError

    def _end_deal(self) -> None:
        """The deal state is over: score it into the partie."""
        self._score_extra()
        inner = self.deal_state
        tot = inner.log.totals
        result = [0] * len(self._scores)
        for seat, p in enumerate(self.seats):
            result[p] = tot[seat]
            self._scores[p] += tot[seat]
        self.deal_results.append(tuple(result))
        self._finished += 1
        r = self.rules
        if r.target is not None and max(self._scores) >= r.target:
            best = max(self._scores)
            leaders = [p for p in range(len(self._scores)) if self._scores[p] == best]
            self.winner = leaders[0] if len(leaders) == 1 else (
                self.seats[inner.winner] if inner.winner is not None else None)
            self._over = True
        elif r.deals is not None and self._finished >= r.deals:
            best = max(self._scores)
            leaders = [p for p in range(len(self._scores)) if self._scores[p] == best]
            self.winner = leaders[0] if len(leaders) == 1 else None
            self._over = True

    def _score_extra(self) -> None:
        """Subclass: points scored at the end of a deal (a contract)."""

    # ------------------------------------------------------------ info
    @property
    def scores(self) -> tuple:
        """Match totals by player, the deal in progress included."""
        if self.deal_state is None or self._over or self.is_chance_node():
            return tuple(self._scores)
        out = list(self._scores)
        for seat, p in enumerate(self.seats):
            out[p] += self.deal_state.log.totals[seat]
        return tuple(out)

    @property
    def deal_scores(self) -> tuple:
        """Points of the deal in progress (or the last one), by player."""
        out = [0] * len(self._scores)
        if self.deal_state is not None:
            for seat, p in enumerate(self.seats):
                out[p] = self.deal_state.log.totals[seat]
        return tuple(out)

    def hand(self, player: int) -> CardList:
        """The cards ``player`` holds now (none while he sits out)."""
        need_int("hand", "player", player, lo=0, hi=len(self._scores) - 1)
        if self.deal_state is None or player not in self.seats:
            return CardList([])
        return self.deal_state.hand(self.seats.index(player))

    @property
    def hands(self) -> tuple:
        return tuple(self.hand(p) for p in range(len(self._scores)))

    @property
    def trick(self) -> CardList:
        return CardList([]) if self.deal_state is None else self.deal_state.trick

    @property
    def tricks(self) -> list:
        """The completed tricks of this deal: ``(leader, led, followed, winner)``
        with player numbers."""
        if self.deal_state is None:
            return []
        s = self.seats
        return [(s[ld], a, b, s[w]) for ld, a, b, w in self.deal_state.tricks]

    @property
    def tricks_won(self) -> tuple:
        out = [0] * len(self._scores)
        if self.deal_state is not None:
            for seat, p in enumerate(self.seats):
                out[p] = self.deal_state.tricks_won[seat]
        return tuple(out)

    @property
    def talon(self) -> CardList:
        return CardList([]) if self.deal_state is None else self.deal_state.talon

    def where_cards(self) -> dict:
        """Where every card of the deck is now: ``{"hand 1": CardList, ...,
        "discards 1": ..., "talon": ..., "played": ...}`` (players numbered
        from 1; a player sitting out holds nothing).  Every card of the deck
        is in exactly one place."""
        out = {}
        inner = self.deal_state
        for p in range(len(self._scores)):
            out[f"hand {p + 1}"] = self.hand(p)
            if inner is not None and p in self.seats:
                out[f"discards {p + 1}"] = inner.discards(self.seats.index(p))
            else:
                out[f"discards {p + 1}"] = CardList([])
        played = []
        if inner is not None:
            for _ld, a, b, _w in inner.tricks:
                played += [a, b]
            played += list(inner.trick)
        out["talon"] = self.talon if inner is not None else CardList(list(self.deck.cards))
        out["played"] = CardList(played)
        return out

    def view(self, player: int):
        """What ``player`` may see of the current deal (the deal state's
        :class:`~cardkit.picchetto.state.PlayerView`, seats numbered as in the
        deal: :attr:`seats`), or None while he sits out."""
        need_int("view", "player", player, lo=0, hi=len(self._scores) - 1)
        if self.deal_state is None or player not in self.seats:
            return None
        return self.deal_state.view(self.seats.index(player))

    def _coach(self):
        """The coach of these games (:mod:`cardkit.picchetto.series_search`)."""
        from .series_search import SERIES_COACH
        return SERIES_COACH

    def __repr__(self) -> str:
        name = type(self).__name__
        if self._over:
            w = "draw" if self.winner is None else f"player {self.winner + 1} wins"
            return f"<{name} {self.rules!r}: over after {self._finished} deal(s), {w}, scores {self.scores}>"
        who = self.current_player()
        turn = f"player {who + 1} to move" if who >= 0 else "cards to deal"
        return f"<{name} {self.rules!r}: deal {self._finished + 1}, {self.phase}, {turn}, scores {self.scores}>"


def variant_state(rules: PicchettoRules, seed, **kw):
    """The state of a new game of Piquet Voleur or Auction Piquet."""
    need_rules("variant_state", "rules", rules)
    if rules.sit_out:
        from .voleur import VoleurState
        return VoleurState(rules, seed, **kw)
    from .auction import AuctionState
    return AuctionState(rules, seed, **kw)


def random_player(rules: PicchettoRules, seed=0):
    """A random player for any preset: :class:`RandomPlayer` for the
    two-player and table games, the variants' own for Voleur and Auction."""
    need_rules("random_player", "rules", rules)
    if rules.sit_out:
        from .voleur import RandomVoleurPlayer
        return RandomVoleurPlayer(seed)
    if rules.auction:
        from .auction import RandomAuctionPlayer
        return RandomAuctionPlayer(seed)
    from .players import RandomPlayer
    return RandomPlayer(seed)
