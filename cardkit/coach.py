"""The coach: hints that explain a move, and a review of a finished hand.

Shared by the three games.  Each game's ``search`` module supplies a
*coach* object with one method::

    rank(state, level="strong", seed=0, include=()) -> list[ScoredMove]

that evaluates the legal moves of the player to move (all of them, or, where
there are too many to evaluate — a Picchetto exchange — the best candidates
plus every move named in ``include``), best first, each with an estimated
value in the game's units and a :class:`Reason` in plain words.  Everything
else lives here once:

* :class:`Hint` — what ``state.hint()`` returns: ``.move``, ``.reason`` (text
  in the current language), ``.alternatives`` (the next best moves with their
  estimated values);
* :class:`Review` — after a hand, the moves where a player lost most against
  the coach's choice (:func:`review`);
* :class:`SearchPlayerBase` — the common part of the games' ``SearchPlayer``:
  levels, validation, a per-decision random stream that depends only on the
  seed and on public facts (never on hidden cards);
* small statistics helpers (:func:`mean_margin`, :func:`wilson`).

The search never reads what the player to move may not see: each game's
coach samples the hidden cards from the player's view (*determinization*),
so the same seed and the same information give the same decision whatever the
other hands hold.  Budgets are counted in simulations, never in seconds, so a
hint is the same on a fast and on a slow machine, and lessons that show one
are deterministic.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from typing import Iterable, Optional

from . import i18n
from .cards import check_seed as _check_seed
from .errors import CardkitError, IllegalMoveError, InvalidInputError
from .game import GameState, check_event_fields
from .options import need_int, need_number

LEVELS = ("easy", "medium", "strong")

i18n.register({
    "coach.bad_level": {
        "en": "{level} is not a level: choose 'easy', 'medium' or 'strong'",
        "it": "{level} non è un livello: scegli 'easy' (facile), 'medium' (medio) o 'strong' (forte)",
    },
    "coach.not_a_state": {
        "en": "{fn} needs a game state (a game's new_game() gives one), not {value!r}",
        "it": "{fn} vuole lo stato di una partita (lo dà new_game() di un gioco), non {value!r}",
    },
    "coach.not_of_kind": {
        "en": "{owner}: {name} must be {kind}, not {value!r}",
        "it": "{owner}: {name} deve essere {kind}, non {value!r}",
    },
    "coach.kind.ranked": {"en": "a non-empty tuple of ScoredMove", "it": "una tupla non vuota di ScoredMove"},
    "coach.kind.entries": {"en": "a tuple of ReviewEntry", "it": "una tupla di ReviewEntry"},
    "coach.kind.scored": {"en": "a ScoredMove", "it": "uno ScoredMove"},
    "coach.kind.move": {"en": "a move of one of the kit's games (a card, a bid, a Scopa or Picchetto move)",
                        "it": "una mossa di un gioco del kit (una carta, una dichiarazione d'asta, una mossa "
                              "di Scopa o di Picchetto)"},
    "coach.kind.reason": {"en": "None or a Reason", "it": "None o una Reason"},
    "coach.kind.units": {"en": "the key of a unit such as 'coach.units.points'",
                         "it": "la chiave di un'unità come 'coach.units.points'"},
    "coach.kind.values": {"en": "a list of at most {n} finite numbers", "it": "una lista di al massimo {n} numeri finiti"},
    "coach.abstract": {
        "en": "SearchPlayerBase is the part the games' players share: make a game's SearchPlayer",
        "it": "SearchPlayerBase è la parte comune dei giocatori dei giochi: crea lo SearchPlayer di un gioco",
    },
    "coach.no_move": {
        "en": "there is no move to suggest: {why}",
        "it": "non c'è nessuna mossa da suggerire: {why}",
    },
    "coach.why.over": {"en": "the game is over", "it": "la partita è finita"},
    "coach.why.chance": {"en": "the cards must be dealt first", "it": "prima bisogna distribuire le carte"},
    "coach.hint": {"en": "Hint: {move} — {reason}", "it": "Suggerimento: {move} — {reason}"},
    "coach.also": {"en": "also worth a look", "it": "da considerare anche"},
    "coach.value": {"en": "{value:+.1f} {units}", "it": "{value:+.1f} {units}"},
    "coach.only_move": {
        "en": "it is the only legal move",
        "it": "è l'unica mossa lecita",
    },
    "coach.all_equal": {
        "en": "any of these moves is as good: in the coach's look-ahead they all come to the same",
        "it": "una mossa vale l'altra: nelle simulazioni dell'allenatore danno tutte lo stesso risultato",
    },
    "coach.all_equal_then": {
        "en": "every move comes to the same in the coach's look-ahead; its pick: {why}",
        "it": "nelle simulazioni dell'allenatore ogni mossa dà lo stesso risultato; la sua scelta: {why_it}",
    },
    "coach.as_good": {
        "en": "in the coach's look-ahead it comes to as much as «{other}», and no move to more",
        "it": "nelle simulazioni dell'allenatore rende quanto «{other_it}», e nessuna mossa rende di più",
    },
    "coach.best_estimate": {
        "en": "it scores best in the coach's look-ahead",
        "it": "è la mossa che rende di più nelle simulazioni dell'allenatore",
    },
    "coach.review.title": {
        "en": "Review: the moves where you lost most against the coach",
        "it": "Revisione: le mosse in cui hai perso di più rispetto all'allenatore",
    },
    "coach.review.none": {
        "en": "Review: every move you made was as good as the coach's choice",
        "it": "Revisione: ogni tua mossa valeva quanto la scelta dell'allenatore",
    },
    "coach.review.line": {
        "en": "move {n}: you played «{played}»; the coach prefers «{best}» ({loss:.1f} {units} better): {reason}",
        "it": "mossa {n}: hai giocato «{played}»; l'allenatore preferisce «{best}» ({loss:.1f} {units} in più): {reason}",
    },
    "coach.units.points": {"en": "points", "it": "punti"},
    "coach.units.card_points": {"en": "card points", "it": "punti carta"},
})


# --------------------------------------------------------------------------
# values
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Reason:
    """Why a move is good, as a catalogue key and its values (so the text
    follows the current language when it is shown)."""

    key: str
    params: tuple = ()

    def __post_init__(self):
        check_event_fields("Reason", self.key, self.params)

    @classmethod
    def of(cls, key: str, **params) -> "Reason":
        return cls(key, tuple(sorted(params.items())))

    def text(self, lang: str | None = None) -> str:
        return i18n.tr(self.key, lang, **dict(self.params))

    def __str__(self) -> str:
        return self.text()


@dataclasses.dataclass(frozen=True)
class ScoredMove:
    """A legal move with the coach's estimate of what it is worth.

    ``value`` is the expected outcome from here for the player to move, in
    the units of the game (``units``: a catalogue key, e.g.
    ``"coach.units.points"``); ``margin`` is the half-width of its 95%
    confidence interval over the sampled deals (0 when exact).
    """

    move: object
    value: float
    reason: Optional[Reason] = None
    margin: float = 0.0
    units: str = "coach.units.points"

    def __post_init__(self):
        need_number("ScoredMove", "value", self.value, lo=-1e9, hi=1e9)
        need_number("ScoredMove", "margin", self.margin, lo=0, hi=1e9)
        if self.reason is not None and not isinstance(self.reason, Reason):
            _refuse("ScoredMove", "reason", "coach.kind.reason", self.reason)
        _check_units("ScoredMove", self.units)

    def value_text(self, lang: str | None = None) -> str:
        return i18n.tr("coach.value", lang, value=self.value, units=i18n.tr(self.units, lang))

    def __str__(self) -> str:
        return f"{self.move} ({self.value_text()})"


@dataclasses.dataclass(frozen=True)
class Hint:
    """The coach's advice for the player to move.

    ``move`` is a legal move; ``reason`` the reason in the current language
    (:meth:`reason_in` for another); ``alternatives`` the next best moves
    with their estimated values; ``ranked`` every move evaluated, best first.
    """

    player: int
    ranked: tuple
    level: str = "strong"

    def __post_init__(self):
        need_int("Hint", "player", self.player, lo=0, hi=7)
        if not (isinstance(self.ranked, tuple) and self.ranked
                and all(isinstance(m, ScoredMove) for m in self.ranked)):
            _refuse("Hint", "ranked", "coach.kind.ranked", self.ranked)
        check_level(self.level)

    @property
    def best(self) -> ScoredMove:
        return self.ranked[0]

    @property
    def move(self):
        return self.ranked[0].move

    @property
    def value(self) -> float:
        return self.ranked[0].value

    @property
    def alternatives(self) -> tuple:
        return tuple(self.ranked[1:3])

    @property
    def shown_reason(self) -> Reason:
        """The :class:`Reason` the hint shows: the best move's own, else the
        one that fits the ranking (the only move; as good as the next; the
        best of the look-ahead)."""
        r = self.ranked[0].reason
        if r is None:
            if len(self.ranked) == 1:
                r = Reason.of("coach.only_move")
            elif self.ranked[1].value == self.ranked[0].value:   # not "best": as good as the next
                nxt = self.ranked[1].move
                r = Reason.of("coach.as_good", other=move_words(nxt, "en"), other_it=move_words(nxt, "it"))
            else:
                r = Reason.of("coach.best_estimate")
        return r

    def reason_in(self, lang: str | None = None) -> str:
        return self.shown_reason.text(lang)

    @property
    def reason(self) -> str:
        return self.reason_in()

    def lines(self, lang: str | None = None) -> list[str]:
        out = [i18n.tr("coach.hint", lang, move=_named(self.move, lang), reason=self.reason_in(lang))]
        if self.alternatives:
            alts = "; ".join(f"{_named(a.move, lang)} ({a.value_text(lang)})" for a in self.alternatives)
            out.append(f"  {i18n.tr('coach.also', lang)}: {alts}")
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return f"<Hint {self.move}: {self.reason}>"


#: reasons that say a move is worth more than the others (false when all tie)
_VALUE_CLAIMS = frozenset({"coach.best_estimate", "coach.as_good", "scopa.coach.close",
                           "picchetto.coach.series.more", "picchetto.coach.series.same",
                           "picchetto.coach.cappotto", "picchetto.coach.stop_cappotto", "picchetto.coach.majority",
                           "picchetto.coach.last_trick"})


def hint(state, level: str = "strong", seed=0) -> Hint:
    """The coach's hint for the player to move in ``state`` (see
    :meth:`cardkit.game.GameState.hint`)."""
    _check_state("hint", state)
    check_level(level)
    check_seed(seed)
    if state.is_over():
        raise IllegalMoveError("coach.no_move", why=i18n.Term("coach.why.over"))
    if state.is_chance_node():
        raise IllegalMoveError("coach.no_move", why=i18n.Term("coach.why.chance"))
    ranked = list(state._coach().rank(state, level=level, seed=seed))
    if len(ranked) > 1 and all(r.value == ranked[0].value for r in ranked):
        # no move is better than another: say so, never "this one scores best"
        # (a reason that tells what the card does stays, as the pick among equals)
        r = ranked[0].reason
        if r is None or r.key in _VALUE_CLAIMS:
            r = Reason.of("coach.all_equal")
        else:
            r = Reason.of("coach.all_equal_then", why=r.text("en"), why_it=r.text("it"))
        ranked[0] = dataclasses.replace(ranked[0], reason=r)
    return Hint(state.current_player(), tuple(ranked), level)


# --------------------------------------------------------------------------
# review of a hand
# --------------------------------------------------------------------------

def move_words(move, lang: str | None = None) -> str:
    """A move as the coach says it in a review: in words where the engine's
    notation is a code (a Scopa move "Rc takes 2c Fc", Picchetto's exchange,
    declaration and mano bianca, a Belote bid "name clubs as trumps"); a card
    as its notation ("10H")."""
    if type(move).__module__.startswith("cardkit."):   # a move of the kit: its own words, else its notation
        describe = getattr(type(move), "describe", None)
        return describe(move, lang) if callable(describe) else str(move)
    if type(move) is str and len(move) <= 40:
        from .belote import bid_words
        return bid_words(move, lang) or move
    _refuse("move_words", "move", "coach.kind.move", move)


def _named(move, lang: str | None) -> str:
    """A move in a hint's line: a card or a Scopa move in the notation the
    lessons teach ("7d", "Rc takes 2c Fc"), any other move in words (a
    Belote bid, an auction call, an exchange, a declaration)."""
    from .cards import Card
    if isinstance(move, Card) or type(move).__module__.startswith("cardkit.scopa"):
        return str(move)
    return move_words(move, lang)


@dataclasses.dataclass(frozen=True)
class ReviewEntry:
    """One decision of the reviewed player: ``index`` in the history,
    ``number`` counting that player's decisions from 1, the move played, the
    coach's best move and how much was lost (``loss`` ≥ 0, in ``units``)."""

    index: int
    number: int
    played: object
    best: ScoredMove
    played_value: float
    loss: float
    units: str = "coach.units.points"

    def __post_init__(self):
        need_int("ReviewEntry", "index", self.index, lo=0)
        need_int("ReviewEntry", "number", self.number, lo=0)
        if not isinstance(self.best, ScoredMove):
            _refuse("ReviewEntry", "best", "coach.kind.scored", self.best)
        need_number("ReviewEntry", "played_value", self.played_value, lo=-1e9, hi=1e9)
        need_number("ReviewEntry", "loss", self.loss, lo=0, hi=1e9)
        _check_units("ReviewEntry", self.units)

    def line(self, lang: str | None = None) -> str:
        reason = self.best.reason.text(lang) if self.best.reason else i18n.tr("coach.best_estimate", lang)
        return i18n.tr("coach.review.line", lang, n=self.number, played=move_words(self.played, lang),
                       best=move_words(self.best.move, lang), loss=self.loss,
                       units=i18n.tr(self.units, lang), reason=reason)


@dataclasses.dataclass(frozen=True)
class Review:
    """Every decision of one player over a stretch of play, with the loss
    against the coach's choice; :meth:`worst` lists the costliest."""

    player: int
    entries: tuple
    threshold: float = 0.25

    def __post_init__(self):
        need_int("Review", "player", self.player, lo=0, hi=7)
        if not (isinstance(self.entries, tuple) and all(isinstance(e, ReviewEntry) for e in self.entries)):
            _refuse("Review", "entries", "coach.kind.entries", self.entries)
        need_number("Review", "threshold", self.threshold, lo=0, hi=1e9)

    def worst(self, n: int = 3) -> list:
        need_int("Review", "n", n, lo=0, hi=10_000)
        bad = [e for e in self.entries if e.loss > self.threshold]
        bad.sort(key=lambda e: (-e.loss, e.index))
        return bad[:n]

    @property
    def total_loss(self) -> float:
        return sum(e.loss for e in self.entries)

    def lines(self, lang: str | None = None, n: int = 3) -> list[str]:
        worst = self.worst(n)
        if not worst:
            return [i18n.tr("coach.review.none", lang)]
        return [i18n.tr("coach.review.title", lang)] + ["  " + e.line(lang) for e in worst]

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return f"<Review of player {self.player + 1}: {len(self.entries)} moves, {len(self.worst())} costly>"


def review(state, player: int, since: int = 0, level: str = "medium", seed=0, until=None) -> Review:
    """Review ``player``'s moves in ``state``'s history from entry ``since``
    on (up to entry ``until``, the end by default): at each of his decisions
    the position is rebuilt, the coach ranks the moves (the one played
    included) and the loss is the best value minus the value of the move
    played.  Forced moves are skipped."""
    _check_state("review", state)
    need_int("review", "player", player, lo=0, hi=7)
    hist = state.history
    need_int("review", "since", since, lo=0, hi=len(hist))
    until = len(hist) if until is None else need_int("review", "until", until, lo=since, hi=len(hist))
    check_level(level)
    check_seed(seed)
    pos = type(state).replay(state.rules, hist[:since], state.seed, auto_deal=False)
    entries = []
    number = 0
    for i in range(since, until):
        entry = hist[i]
        if entry.startswith("deal "):
            pos.deal(entry[5:])
            continue
        if pos.current_player() == player:
            number += 1
            played = pos.coerce_move(entry)
            if len(pos.legal_moves()) > 1:
                ranked = pos._coach().rank(pos, level=level, seed=seed, include=(played,))
                best = ranked[0]
                mine = next((s for s in ranked if s.move == played), None)
                if mine is not None:
                    loss = max(0.0, best.value - mine.value)
                    entries.append(ReviewEntry(i, number, played, best, mine.value, loss, best.units))
        pos.play(entry)
    return Review(player, tuple(entries))


# --------------------------------------------------------------------------
# players
# --------------------------------------------------------------------------

def check_level(level) -> str:
    """``level`` if it is one of :data:`LEVELS` (a text: an object that says
    it equals everything is not a level); else refuse it."""
    if not isinstance(level, str) or level not in LEVELS:
        raise InvalidInputError("coach.bad_level", level=_short(level))
    return level


def check_seed(seed):
    """``seed`` if it is a seed (the kit's one rule: :func:`cardkit.cards.check_seed`)."""
    return _check_seed(seed)


def _short(x) -> str:
    return i18n.shorten(x, 60)


def _check_state(fn: str, state) -> None:
    """Refuse, in one sentence, what is not a game state."""
    if not isinstance(state, GameState):
        raise InvalidInputError("coach.not_a_state", fn=fn, value=state)


def _refuse(owner: str, name: str, kind: str, value, **params):
    raise InvalidInputError("coach.not_of_kind", owner=owner, name=name,
                            kind=i18n.Term(kind, **params), value=value)


def _check_units(owner: str, units) -> None:
    if not (isinstance(units, str) and units.startswith("coach.units.") and i18n.has(units)):
        _refuse(owner, "units", "coach.kind.units", units)


def decision_rng(seed, state) -> random.Random:
    """The random stream of one decision: from the player's seed and the
    number of history entries (public: deals are counted, never read), so a
    decision never depends on hidden cards, and the same position always gets
    the same decision."""
    check_seed(seed)
    _check_state("decision_rng", state)
    return random.Random(f"coach/{seed}/{len(state._history)}")


class SearchPlayerBase:
    """Common part of the games' ``SearchPlayer(level="strong", seed=0)``.

    ``easy`` plays the game's rule-based player; ``medium`` and ``strong``
    play the coach's best move (``strong`` samples more deals and looks
    further).  A subclass sets ``coach`` (the game's coach object) and
    ``easy_player`` (a callable ``state -> move``).
    """

    coach = None
    easy_player = None

    def __init__(self, level: str = "strong", seed=0):
        if type(self).coach is None:
            raise InvalidInputError("coach.abstract")
        self.level = check_level(level)
        self.seed = check_seed(seed)

    def choose(self, state):
        _check_state(type(self).__name__, state)
        if state.is_over() or state.is_chance_node():
            why = "coach.why.over" if state.is_over() else "coach.why.chance"
            raise IllegalMoveError("coach.no_move", why=i18n.Term(why))
        if self.level == "easy":
            return self._easy_for(state)(state)
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        return self._coach_for(state).rank(state, level=self.level, seed=self.seed)[0].move

    def _coach_for(self, state):
        """The coach that ranks the moves of ``state`` (a game with several
        tables asks the state; by default the class's ``coach``)."""
        return self.coach

    def _easy_for(self, state):
        """The rule-based player of the ``easy`` level for ``state``."""
        return self.easy_player

    __call__ = choose

    def __repr__(self) -> str:
        return f"{type(self).__name__}(level={self.level!r}, seed={self.seed!r})"


# --------------------------------------------------------------------------
# statistics
# --------------------------------------------------------------------------

#: the most values :func:`mean_margin` averages
MAX_VALUES = 10**6


def mean_margin(values: Iterable[float]) -> tuple:
    """Mean and the half-width of its 95% confidence interval (normal
    approximation; 0 for fewer than two values)."""
    xs = None
    if not isinstance(values, (str, bytes, bytearray, dict)) and hasattr(values, "__iter__"):
        xs = list(itertools.islice(values, MAX_VALUES + 1))
    if xs is None or len(xs) > MAX_VALUES or not all(
            (isinstance(x, (int, float)) and not isinstance(x, bool)
             and (isinstance(x, float) or x.bit_length() <= 1000) and math.isfinite(x)) for x in xs):
        _refuse("mean_margin", "values", "coach.kind.values", values, n=MAX_VALUES)
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple:
    """The Wilson score interval (low, high) for a proportion ``wins / n``
    (a drawn match may count as half a win)."""
    n = need_int("wilson", "n", n, lo=0, hi=10**12)
    need_number("wilson", "wins", wins, lo=0, hi=n)
    need_number("wilson", "z", z, lo=0, hi=10)
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


__all__ = [
    "LEVELS", "Reason", "ScoredMove", "Hint", "hint", "Review", "ReviewEntry", "review", "move_words",
    "SearchPlayerBase", "decision_rng", "mean_margin", "wilson", "check_level", "check_seed",
]
