"""The accomodo advisor: which cards to throw in the exchange, and why.

:func:`accomodo_advice` takes a hand of 12 cards and a role (elder or
younger) and ranks the legal discards by what they are expected to bring in
the deal, over the cards the player cannot see (the opponent's hand and the
talon).  Each :class:`AccomodoChoice` states, for one discard:

* the expected declaration points for the player (punto, sequenze,
  quattordici/tris as the engine scores them, the Novanta bonus and a mano
  bianca included) and for the opponent (his hand is part of each sampled
  deal, so the comparison is against every hand he might hold);
* the chance of Novanta and of Sessanta for the player (the elder only can
  make Sessanta) and, the other way round, the chance that the opponent
  makes Novanta;
* the chance of *the cards* (more than six tricks, the cappotto included);
* ``value``, the ranking value: the expected points of the whole deal for
  the player minus the opponent's (declarations and play);
* the 95% half-width (``*_margin``) of every estimate.

**How.**  A *world* is one way the unseen cards may lie: the opponent's 12
cards and the talon in order.  The same worlds serve every discard (common
random numbers), so the differences between two discards are much more
precise than each value.  When the number of distinct worlds is at most
``samples`` they are all enumerated (``exact=True``, margins 0: Open
Piquet's younger, for instance); otherwise ``samples`` are drawn from a
seeded stream.  In each world:

1. the player draws from the talon as the rules say (the elder from the
   top, the younger from what the elder left, or from his own three);
2. the opponent exchanges as the rule-based
   :class:`~cardkit.picchetto.ComputerPlayer` would (as younger, within the
   limits the elder left him; as elder, the number of cards he is known to
   have taken);
3. both hands are declared in the engine's counting order
   (:func:`~cardkit.picchetto.combos._declare_core`);
4. the twelve tricks are played out by the rule-based player's card policy
   (:func:`~cardkit.picchetto.players.policy_card`), each side knowing only
   its own hand, discards and the talon cards it saw, and counted as the
   engine counts them (lead points, the last trick, the cards, cappotto,
   Sessanta).

**Pruning.**  The elder has up to 1,585 discards.  All of them are first
*screened* on the declarations alone over ``SCREEN`` of the worlds (taken
evenly from the list); the best ``candidates`` of the screen, the best few of each size, and the
rule-based player's discard of each size go on to the full evaluation over
every world.  (Miscounts, allowed by ``irregular_exchanges``, are never
proposed: a 13-card hand scores nothing and an 11-card hand loses a card;
they are evaluated when asked for with ``include``.)

:func:`exchange_ranked` is the coach's entry point for the exchange phase of
a :class:`~cardkit.picchetto.PicchettoState`: through :func:`advice_for` it
reads only the player's view (his hand, his role, the number of cards the
elder took, a mano bianca shown, the opponent's hand in Open Piquet) and
returns :class:`~cardkit.coach.ScoredMove` objects with a reason in plain
words.

The opponent is modelled by the rule-based player; nobody keeps a
declaration quiet; a match target reached in the middle of the deal is not
considered (the advice is about one deal).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from typing import Optional

from .. import i18n
from ..options import need_choice, need_int, quote
from ._checks import need_fields, need_instance, need_moves, need_rules
from ..cards import to_cards
from ..coach import Reason, ScoredMove, check_level, check_seed, decision_rng, mean_margin
from ..errors import CardkitError, IllegalMoveError
from . import combos as C
from . import players as P
from .players import FULL, ComputerPlayer
from .rules import PicchettoRules, ITALIANO
from .state import Exchange, PicchettoState

i18n.register({
    # ---- input errors ------------------------------------------------------
    "accomodo.err.rules": {
        "en": "the rules must be Picchetto rules such as ITALIANO or RUBICON, not {rules}",
        "it": "le regole devono essere regole del picchetto come ITALIANO o RUBICON, non {rules}",
    },
    "accomodo.err.role": {
        "en": "{role!r} is not a role: write 'elder' or 'younger'",
        "it": "{role!r} non è un ruolo: scrivi 'elder' (di mano) o 'younger' (mazziere)",
    },
    "accomodo.err.hand_size": {
        "en": "a hand to exchange has 12 different cards, not {n}",
        "it": "una mano da accomodare ha 12 carte diverse, non {n}",
    },
    "accomodo.err.opponent_size": {
        "en": "the opponent's cards you can see must be 12 different cards, not {n}",
        "it": "le carte dell'avversario che vedi devono essere 12 carte diverse, non {n}",
    },
    "accomodo.err.overlap": {
        "en": "{card} cannot be in your hand and in the opponent's",
        "it": "{card} non può stare sia nella tua mano sia in quella dell'avversario",
    },
    "accomodo.err.not_blanche": {
        "en": "the opponent's hand shown as a mano bianca must have no K, Q or J",
        "it": "la mano bianca mostrata dall'avversario non deve avere figure (K, Q, J)",
    },
    "accomodo.err.elder_only": {
        "en": "{what} describes the elder's exchange: give it only with role='younger'",
        "it": "{what} descrive l'accomodo del giocatore di mano: indicalo solo con role='younger'",
    },
    "accomodo.err.took": {
        "en": "the elder takes {lo} to {hi} cards under these rules, not {took!r}",
        "it": "con queste regole il giocatore di mano prende da {lo} a {hi} carte, non {took!r}",
    },
    "accomodo.err.count": {
        "en": "{name} must be a whole number from 1 to {most}, not {value!r}",
        "it": "{name} deve essere un numero intero da 1 a {most}, non {value!r}",
    },
    "accomodo.err.include": {
        "en": "{move} is not an exchange of this hand",
        "it": "{move} non è un accomodo di questa mano",
    },
    "accomodo.err.state": {
        "en": "the advisor needs a Picchetto game in its exchange phase, not {what}",
        "it": "il consigliere vuole una partita di picchetto nella fase dell'accomodo, non {what}",
    },
    # ---- reasons -------------------------------------------------------------
    "accomodo.reason.novanta": {
        "en": "discard for Novanta: keeping {cards} you reach 30 before the opponent scores "
              "in {p:.0%} of the deals",
        "it": "scarta per il Novanta: tenendo {cards} arrivi a 30 prima che l'avversario segni "
              "(probabilità {p:.0%})",
    },
    "accomodo.reason.group": {
        "en": "keep {cards} for the {group}: it wins the quattordici and tris in {p:.0%} of the deals",
        "it": "tieni {cards} per il {group}: vince quattordici e tris (probabilità {p:.0%})",
    },
    "accomodo.reason.sequence": {
        "en": "keep your sequence {cards}: it wins the sequences in {p:.0%} of the deals",
        "it": "tieni la sequenza {cards}: vince le sequenze (probabilità {p:.0%})",
    },
    "accomodo.reason.long_suit": {
        "en": "keep your long suit {cards}: it wins the punto in {p:.0%} of the deals",
        "it": "tieni il seme lungo {cards}: vince il punto (probabilità {p:.0%})",
    },
    "accomodo.reason.guards": {
        "en": "as younger, keep guards in your suits ({cards} beside {honours}): a lone high "
              "card falls to the elder's leads",
        "it": "da mazziere tieni le guardie nei tuoi semi ({cards} accanto a {honours}): una "
              "figura rimasta sola cade sulle giocate del giocatore di mano",
    },
    "accomodo.reason.maximum": {
        "en": "exchange the maximum: you hold nothing worth keeping",
        "it": "cambia il massimo: non hai niente che valga la pena di tenere",
    },
    "accomodo.reason.short_suits": {
        "en": "throw the low cards of your short suits ({cards})",
        "it": "scarta le carte basse dei semi corti ({cards})",
    },
    "accomodo.reason.estimate": {
        "en": "over the sampled deals it comes to {value:+.1f} points on average against the opponent",
        "it": "nelle smazzate simulate questo scarto rende in media {value:+.1f} punti "
              "rispetto all'avversario",
    },
    # ---- the advice in words -------------------------------------------------
    "accomodo.role.elder": {"en": "elder", "it": "di mano"},
    "accomodo.role.younger": {"en": "younger", "it": "mazziere"},
    "accomodo.title": {
        "en": "Accomodo advice for {hand} ({role}{took})",
        "it": "Consigli per l'accomodo di {hand} ({role}{took})",
    },
    "accomodo.took": {"en": ", the elder took {n}", "it": ", il giocatore di mano ha preso {n} carte"},
    "accomodo.header": {
        "en": "discard|value|your decl.|opp. decl.|Novanta|Sessanta|opp. Novanta|cards",
        "it": "scarto|valore|tue dich.|dich. avv.|Novanta|Sessanta|Novanta avv.|carte",
    },
    "accomodo.none": {"en": "none", "it": "nessuna"},
    "accomodo.method.exact": {
        "en": "exact: all {n} ways the unseen cards may lie; {legal} legal discards screened, "
              "{shown} evaluated in full",
        "it": "esatto: tutti i {n} modi in cui possono stare le carte non viste; {legal} scarti "
              "leciti vagliati, {shown} valutati per intero",
    },
    "accomodo.method.sampled": {
        "en": "{n} sampled deals (seed {seed}), value ± {margin:.1f} points (95%); {legal} legal "
              "discards screened on {screen} deals, {shown} evaluated in full",
        "it": "{n} smazzate simulate (seed {seed}), valore ± {margin:.1f} punti (95%); {legal} "
              "scarti leciti vagliati su {screen} smazzate, {shown} valutati per intero",
    },
    "accomodo.gap": {
        "en": "best against second: {gap:+.1f} ± {margin:.1f} points (same deals)",
        "it": "migliore rispetto al secondo: {gap:+.1f} ± {margin:.1f} punti (stesse smazzate)",
    },
})

#: samples (worlds) and fully evaluated candidates for each coach level
#: (hints and the SearchPlayer: a decision in about 0.2 s at "strong")
SAMPLES = {"easy": 40, "medium": 80, "strong": 120}
CANDIDATES = {"easy": 8, "medium": 16, "strong": 24}
#: the advisor's own defaults (the lesson, the widget): a finer estimate
ADVICE_SAMPLES = 200
ADVICE_CANDIDATES = 30
#: worlds of the screening stage (declarations only, every legal discard)
SCREEN = 48
#: a first, rougher screen when there are many discards: its worlds, and
#: how many discards it passes on to the screen proper
PRESCREEN = 8
PRESCREEN_KEEP = 160
#: besides the best of the screen, how many of each discard size go on
PER_SIZE = 3
#: how many choices the advice table shows (and :attr:`AccomodoAdvice.margin` covers)
SHOWN = 5
#: the most worlds (samples) a caller may ask for
MAX_SAMPLES = 20000

ROLES = ("elder", "younger")
_RULE_BASED = ComputerPlayer()
_SUIT = tuple(0xFF << (8 * s) for s in range(4))


# ==========================================================================
# results
# ==========================================================================

#: the widths of the columns of the advice table (discard, value, ...)
_WIDTHS = (16, 12, 10, 10, 7, 8, 12, 5)


def _row(cells) -> str:
    return " | ".join(str(c).ljust(w) for c, w in zip(cells, _WIDTHS)).rstrip()


#: the numeric fields of an AccomodoChoice (probabilities, points and their margins)
_NUMBERS = ("value", "value_margin", "points", "points_margin", "opponent_points",
            "opponent_points_margin", "novanta", "novanta_margin", "sessanta", "sessanta_margin",
            "opponent_novanta", "opponent_novanta_margin", "cards", "cards_margin", "punto",
            "sequenze", "quattordici")


@dataclasses.dataclass(frozen=True)
class AccomodoChoice:
    """One discard and what it is expected to bring (see the module doc).

    Probabilities are fractions (0..1); points are per deal; each
    ``*_margin`` is the 95% half-width over the sampled worlds (0 when
    ``exact``).  ``punto``, ``sequenze`` and ``quattordici`` are the chances
    of scoring each category (they feed the reason).  ``take`` is ``None``
    except for a miscount asked for with ``include``.
    """

    discard: tuple
    value: float
    value_margin: float
    points: float
    points_margin: float
    opponent_points: float
    opponent_points_margin: float
    novanta: float
    novanta_margin: float
    sessanta: float
    sessanta_margin: float
    opponent_novanta: float
    opponent_novanta_margin: float
    cards: float
    cards_margin: float
    punto: float
    sequenze: float
    quattordici: float
    samples: int
    exact: bool
    reason: Optional[Reason] = None
    take: Optional[int] = None

    def __post_init__(self):
        need_fields(self, discard="cards", samples="int", exact="bool", take="int?",
                    **{f: "num" for f in _NUMBERS})
        if self.reason is not None:
            need_instance("AccomodoChoice", "reason", self.reason, Reason, "a_reason")

    @property
    def exchange(self) -> Exchange:
        """The engine's move for this discard."""
        return Exchange(self.discard, self.take)

    @property
    def margin(self) -> float:
        """The 95% half-width of :attr:`value`."""
        return self.value_margin

    def discard_text(self, lang: str | None = None) -> str:
        text = " ".join(str(c) for c in self.discard) or i18n.tr("accomodo.none", lang)
        return text + (f" (take {self.take})" if self.take is not None else "")

    def line(self, lang: str | None = None) -> str:
        """One row of the advice table."""
        return _row((self.discard_text(lang), f"{self.value:+.1f} ± {self.value_margin:.1f}",
                     f"{self.points:.1f}", f"{self.opponent_points:.1f}", f"{self.novanta:.0%}",
                     f"{self.sessanta:.0%}", f"{self.opponent_novanta:.0%}", f"{self.cards:.0%}"))

    def __str__(self) -> str:
        return self.line()

    def __repr__(self) -> str:
        return (f"<AccomodoChoice discard {self.discard_text('en')}: value {self.value:+.1f} "
                f"± {self.value_margin:.1f}, points {self.points:.1f}, Novanta {self.novanta:.0%}, "
                f"cards {self.cards:.0%}>")


@dataclasses.dataclass(frozen=True)
class AccomodoAdvice:
    """The advisor's answer: :attr:`choices` best first (iterate, index or
    take :attr:`best`), with what was measured and how.

    ``legal`` is the number of legal discards screened, ``screen`` the
    number of worlds of the screen, ``samples`` the number of worlds of
    the full evaluation (all of them when ``exact``); :attr:`margin` the
    largest 95% half-width of the values a table shows (the best
    :data:`SHOWN`); :attr:`gap` and
    :attr:`gap_margin` compare the best with the second on the same worlds.
    """

    hand: tuple
    role: str
    rules: PicchettoRules
    choices: tuple
    samples: int
    exact: bool
    legal: int
    screen: int
    seed: object
    elder_took: Optional[int] = None
    gap: float = 0.0
    gap_margin: float = 0.0

    def __post_init__(self):
        need_fields(self, hand="cards", samples="int", exact="bool", legal="int", screen="int",
                    elder_took="int?", gap="num", gap_margin="num")
        need_choice("AccomodoAdvice", "role", self.role, ROLES)
        need_rules("AccomodoAdvice", "rules", self.rules)
        if not isinstance(self.choices, tuple) or not self.choices or not all(
                isinstance(c, AccomodoChoice) for c in self.choices):
            raise CardkitError("picchetto.check.result", owner="AccomodoAdvice", name="choices",
                               value=quote(self.choices))

    @property
    def best(self) -> AccomodoChoice:
        return self.choices[0]

    @property
    def margin(self) -> float:
        """The largest 95% half-width of the values of the best
        :data:`SHOWN` choices (those a table shows)."""
        return max((c.value_margin for c in self.choices[:SHOWN]), default=0.0)

    def __iter__(self):
        return iter(self.choices)

    def __len__(self) -> int:
        return len(self.choices)

    def __getitem__(self, i):
        return self.choices[i]

    def choice(self, discard) -> Optional[AccomodoChoice]:
        """The evaluated choice that throws exactly ``discard`` (any
        card-ish input), or ``None`` if it was not evaluated in full (ask
        for it with ``include``)."""
        wanted = set(to_cards(discard))
        return next((c for c in self.choices if set(c.discard) == wanted and c.take is None), None)

    def method(self, lang: str | None = None) -> str:
        """How the numbers were obtained, in one sentence."""
        if self.exact:
            return i18n.tr("accomodo.method.exact", lang, n=self.samples, legal=self.legal,
                           shown=len(self.choices))
        return i18n.tr("accomodo.method.sampled", lang, n=self.samples, seed=self.seed,
                       margin=self.margin, legal=self.legal, screen=self.screen,
                       shown=len(self.choices))

    def title(self, lang: str | None = None) -> str:
        took = i18n.tr("accomodo.took", lang, n=self.elder_took) if self.role == "younger" else ""
        return i18n.tr("accomodo.title", lang, hand=" ".join(str(c) for c in self.hand),
                       role=i18n.tr("accomodo.role." + self.role, lang), took=took)

    def lines(self, lang: str | None = None, n: int = SHOWN) -> list:
        """The title, the best ``n`` choices as a table, the method and the
        best-against-second comparison."""
        need_int("lines", "n", n, lo=0)
        out = [self.title(lang), _row(i18n.tr("accomodo.header", lang).split("|"))]
        out += [c.line(lang) for c in self.choices[:n]]
        out.append(self.method(lang))
        if len(self.choices) > 1:
            out.append(i18n.tr("accomodo.gap", lang, gap=self.gap, margin=self.gap_margin))
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"{self.samples} samples"
        return (f"<AccomodoAdvice {self.role}, {len(self.choices)} of {self.legal} discards, {how}: "
                f"best {self.best.discard_text('en')} ({self.best.value:+.1f} ± "
                f"{self.best.value_margin:.1f})>")


# ==========================================================================
# input
# ==========================================================================

def _hand_mask(cards, rules: PicchettoRules, key: str) -> int:
    """Twelve distinct cards of the rules' deck as an internal mask (bits 40..71)."""
    listed = to_cards(cards)
    m = C.internal_mask(listed, rules.deck) << 40
    if len(listed) != 12 or m.bit_count() != 12:
        raise CardkitError(key, n=len(listed) if len(listed) != 12 else m.bit_count())
    return m


def _check_count(name: str, value, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise CardkitError("accomodo.err.count", name=name, most=most, value=value)
    return value


def _overlap(a: int, b: int, deck: str) -> None:
    both = a & b
    if both:
        bit = (both & -both).bit_length() - 41
        raise CardkitError("accomodo.err.overlap", card=str(C.external_card(bit, deck)))


def _peek(rules: PicchettoRules, cards: tuple) -> tuple:
    """The talon cards left after a draw that the drawer may look at: all
    of them (text 000) or only the next one (``talon_peek="next"``, text 003)."""
    return cards[:1] if rules.talon_peek == "next" else cards


def _younger_limits(rules: PicchettoRules, took: int) -> tuple:
    """(fewest, most, first talon index) of the younger's exchange after the
    elder took ``took`` cards (the engine's ``_exchange_limits``)."""
    start = took if rules.younger_takes_leftovers else 5
    avail = 8 - start
    most = avail if rules.younger_max_exchange is None else min(avail, rules.younger_max_exchange)
    return rules.younger_min_exchange, most, start


# ==========================================================================
# worlds
# ==========================================================================

@dataclasses.dataclass(frozen=True)
class _Setting:
    """What the player knows, as masks (bits 40..71)."""

    hand: int
    role: str
    rules: PicchettoRules
    took: int                 # the elder's draw (younger only)
    opponent: int             # opponent's cards seen (open hands), else 0
    opponent_dealt: int       # the elder's mano bianca shown (younger only), else 0
    opponent_blanche: bool    # the elder announced a mano bianca (younger only)

    def unseen(self) -> list:
        m = FULL & ~self.hand & ~self.opponent & ~self.opponent_dealt
        return [c for c in range(40, 72) if (m >> c) & 1]

    def layout(self) -> tuple:
        """(cards of the unordered opponent group, cards in talon order):
        the rest of the unseen cards are unordered (the elder's discards)."""
        if self.role == "elder":
            return (0 if self.opponent else 12), 8
        if self.opponent:          # open hands: the elder's hand is known
            return 0, 8 - self.took
        if self.opponent_dealt:    # the elder's dealt hand was shown
            return 0, 8
        return 12, 8


def _world_count(unseen: int, group: int, ordered: int) -> int:
    return math.comb(unseen, group) * math.perm(unseen - group, ordered)


def _worlds(setting: _Setting, samples: int, seed) -> tuple:
    """The worlds ``(group, ordered, rest)`` and whether they are all of them."""
    cards = setting.unseen()
    group, ordered = setting.layout()
    if _world_count(len(cards), group, ordered) <= samples:
        out = []
        for g in itertools.combinations(cards, group):
            left = [c for c in cards if c not in g]
            for o in itertools.permutations(left, ordered):
                out.append((g, o, tuple(c for c in left if c not in o)))
        return out, True
    rng = random.Random(f"accomodo/{seed}")
    out = []
    for _ in range(samples):
        deck = cards[:]
        rng.shuffle(deck)
        out.append((tuple(deck[:group]), tuple(deck[group:group + ordered]),
                    tuple(deck[group + ordered:])))
    return out, False


def _mask(cs) -> int:
    m = 0
    for c in cs:
        m |= 1 << c
    return m


class _World:
    """One world seen from the player's side: the opponent's hand and the
    talon, with the opponent's exchange worked out for each draw of the
    player (cached)."""

    __slots__ = ("s", "talon", "opp_dealt", "opp_final", "opp_known", "cache", "opp_blanche")

    def __init__(self, setting: _Setting, world: tuple):
        self.s = setting
        group, ordered, rest = world
        self.cache = {}
        if setting.role == "elder":
            self.opp_dealt = setting.opponent or _mask(group)
            self.talon = ordered                       # all 8, top first
            self.opp_blanche = C.has_blanche(self.opp_dealt >> 40)
            self.opp_final = self.opp_known = None     # depend on the elder's draw
            return
        k = setting.took
        self.opp_blanche = setting.opponent_blanche
        if setting.opponent:
            # talon positions k..7 in order; the elder's discards are the rest
            self.talon = (None,) * k + ordered
            self.opp_final = setting.opponent
            disc = _mask(rest)
        else:
            dealt = setting.opponent_dealt or _mask(group)
            self.talon = ordered
            out = _RULE_BASED.discards(dealt, k, k, True)
            disc = _mask(out)
            self.opp_final = (dealt & ~disc) | _mask(ordered[:k])
        # the elder knows his discards and the cards of his five he left
        self.opp_known = disc | _mask(c for c in _peek(setting.rules, self.talon[k:5]) if c is not None)
        self.opp_dealt = None

    def younger_reply(self, draw: int) -> tuple:
        """(younger's final hand, what he knows, his facts) after the elder
        drew ``draw`` cards (elder role)."""
        r = self.cache.get(draw)
        if r is None:
            rules = self.s.rules
            lo, hi, start = _younger_limits(rules, draw)
            y0 = self.opp_dealt
            out = _RULE_BASED.discards(y0, lo, hi, False)
            disc = _mask(out)
            taken = self.talon[start:start + len(out)]
            final = (y0 & ~disc) | _mask(taken)
            known = disc | _mask(_peek(rules, self.talon[start + len(out):]))
            r = self.cache[draw] = (final, known, C._side_facts(final >> 40, rules))
        return r

    def hands(self, discard: int, draw: int) -> tuple:
        """(elder hand, younger hand, elder knows, younger knows, facts of
        the opponent) when the player discards ``discard`` and draws
        ``draw`` cards."""
        s = self.s
        if s.role == "elder":
            mine = (s.hand & ~discard) | _mask(self.talon[:draw])
            y, yk, fy = self.younger_reply(draw)
            ek = discard | _mask(_peek(s.rules, self.talon[draw:5]))
            return mine, y, ek, yk, fy
        f = self.cache.get("elder")
        if f is None:
            f = self.cache["elder"] = C._side_facts(self.opp_final >> 40, s.rules)
        _lo, _hi, start = _younger_limits(s.rules, s.took)
        mine = (s.hand & ~discard) | _mask(self.talon[start:start + draw])
        yk = discard | _mask(c for c in _peek(s.rules, self.talon[start + draw:]) if c is not None)
        return self.opp_final, mine, self.opp_known, yk, f


# ==========================================================================
# one deal, declared and played
# ==========================================================================

def _declare(eh: int, yh: int, fe, fy, rules: PicchettoRules, start: tuple) -> tuple:
    void = (eh.bit_count() > 12, yh.bit_count() > 12)
    results, _events, nov, _facts, tot = C._declare_core(eh >> 40, yh >> 40, rules, (0, 0), start,
                                                        void, facts=(fe, fy))
    return results, nov, tot, void


def _play(eh: int, yh: int, ek: int, yk: int, rules: PicchettoRules, tot: list,
          bonus_done: bool, void: tuple) -> tuple:
    """Play the tricks with the rule-based policy and count them as the
    engine does; returns (tricks won by the elder, by the younger, the
    totals, whether the elder made Sessanta)."""
    hands = [eh, yh]
    unseen = [FULL & ~(eh | ek), FULL & ~(yh | yk)]
    short = (eh.bit_count() < 12, yh.bit_count() < 12)
    ntricks = min(eh.bit_count(), yh.bit_count())
    lead_pts = rules.trick_points != "two"
    every = rules.trick_points == "every"     # text 003: a point for every trick taken
    must_take = rules.must_take
    policy, legal_mask = P._policy_card, P._legal_mask
    won = [0, 0]
    sessanta = False

    def score(side: int, pts: int) -> None:
        nonlocal bonus_done, sessanta
        if void[side]:
            return
        if not bonus_done and side == 0 and tot[0] + pts >= 30 and tot[1] == 0:
            bonus_done = sessanta = True
            tot[0] += 30
        tot[side] += pts

    leader = 0
    winner = 0
    for _ in range(ntricks):
        follower = 1 - leader
        h = hands[leader]
        lc = policy(h, h, unseen[leader], -1)
        hands[leader] = h & ~(1 << lc)
        unseen[follower] &= ~(1 << lc)
        if lead_pts:
            score(leader, 1)
        h = hands[follower]
        fc = policy(h, legal_mask(h, lc, must_take), unseen[follower], lc)
        hands[follower] = h & ~(1 << fc)
        unseen[leader] &= ~(1 << fc)
        winner = follower if (fc - 40) >> 3 == (lc - 40) >> 3 and fc > lc else leader
        won[winner] += 1
        if lead_pts:
            if winner != leader or every:
                score(winner, 1)
        else:
            score(winner, 2)
        leader = winner
    capot = won[winner] == ntricks and not short[winner]
    last_to = 1 - winner if short[winner] and not short[1 - winner] else winner
    if not (capot and not rules.capot_last_trick):
        score(last_to, 1)
    if capot:
        if rules.capot_in_pique:
            score(winner, 40)
        elif not void[winner]:
            tot[winner] += 40     # reckoned after the play: never completes a pique

    else:
        for p in (0, 1):
            if won[p] > 6:
                score(p, 10)
    return won[0], won[1], tot, sessanta


# ==========================================================================
# the advisor
# ==========================================================================

class _Stats:
    """Per-world outcomes of one candidate, side by side with the worlds."""

    __slots__ = ("value", "points", "opp", "nov", "opp_nov", "sess", "cards", "cats")

    def __init__(self):
        self.value, self.points, self.opp = [], [], []
        self.nov, self.opp_nov, self.sess, self.cards = [], [], [], []
        self.cats = ([], [], [])


def _evaluate(world: _World, discard: int, draw: int, me: int, full: bool, stats: _Stats) -> None:
    s = world.s
    rules = s.rules
    eh, yh, ek, yk, f_opp = world.hands(discard, draw)
    mine = eh if me == 0 else yh
    f_me = C._side_facts(mine >> 40, rules)
    fe, fy = (f_me, f_opp) if me == 0 else (f_opp, f_me)
    my_blanche = 10 if C.has_blanche(s.hand >> 40) else 0
    opp_blanche = 10 if world.opp_blanche else 0
    start = (my_blanche, opp_blanche) if me == 0 else (opp_blanche, my_blanche)
    results, nov, tot, void = _declare(eh, yh, fe, fy, rules, start)
    decl = (tot[0], tot[1])
    if not full:
        stats.value.append(decl[me] - decl[1 - me])
        return
    ew, yw, tot, sess = _play(eh, yh, ek, yk, rules, list(tot), nov is not None, void)
    won = (ew, yw)
    stats.value.append(tot[me] - tot[1 - me])
    stats.points.append(decl[me])
    stats.opp.append(decl[1 - me])
    stats.nov.append(nov == me)
    stats.opp_nov.append(nov == 1 - me)
    stats.sess.append(sess and me == 0)
    stats.cards.append(won[me] > 6)
    for i in range(3):
        stats.cats[i].append(results[i][0] == me and results[i][1] > 0)


def _mm(xs, exact: bool) -> tuple:
    m, h = mean_margin([float(x) for x in xs])
    return m, (0.0 if exact else h)


def _choice(setting: _Setting, discard: int, take, stats: _Stats, exact: bool, most: int) -> AccomodoChoice:
    deck = setting.rules.deck
    cards = tuple(sorted(C.external_card(c - 40, deck) for c in range(40, 72) if (discard >> c) & 1))
    n = len(stats.value)
    v = _mm(stats.value, exact)
    pts = _mm(stats.points, exact)
    opp = _mm(stats.opp, exact)
    nov = _mm(stats.nov, exact)
    sess = _mm(stats.sess, exact)
    onov = _mm(stats.opp_nov, exact)
    crd = _mm(stats.cards, exact)
    cats = tuple(sum(x) / n for x in stats.cats)
    reason = _reason(setting, discard, most, v[0], nov[0], cats)
    return AccomodoChoice(cards, v[0], v[1], pts[0], pts[1], opp[0], opp[1], nov[0], nov[1],
                          sess[0], sess[1], onov[0], onov[1], crd[0], crd[1], *cats, n, exact,
                          reason, take)


def _setting(hand, role, rules, elder_took, opponent, opponent_dealt) -> _Setting:
    if not isinstance(rules, PicchettoRules):
        raise CardkitError("accomodo.err.rules", rules=type(rules).__name__)
    if role not in ROLES:
        raise CardkitError("accomodo.err.role", role=role if isinstance(role, str) else quote(role))
    h = _hand_mask(hand, rules, "accomodo.err.hand_size")
    opp = 0
    if opponent is not None:
        opp = _hand_mask(opponent, rules, "accomodo.err.opponent_size")
        _overlap(h, opp, rules.deck)
    dealt = 0
    took = 0
    if role == "elder":
        for name, v in (("elder_took", elder_took), ("opponent_dealt", opponent_dealt)):
            if v is not None:
                raise CardkitError("accomodo.err.elder_only", what=name)
    else:
        lo = 0 if rules.irregular_exchanges else rules.elder_min_exchange
        hi = rules.elder_max_exchange
        took = hi if elder_took is None else elder_took
        if isinstance(took, bool) or not isinstance(took, int) or not lo <= took <= hi:
            raise CardkitError("accomodo.err.took", lo=lo, hi=hi, took=took)
        if opponent_dealt is not None:
            dealt = _hand_mask(opponent_dealt, rules, "accomodo.err.opponent_size")
            _overlap(h, dealt, rules.deck)
            if not C.has_blanche(dealt >> 40):
                raise CardkitError("accomodo.err.not_blanche")
    blanche = bool(dealt)
    if opp:
        dealt = 0                  # the hand he holds now says more
    return _Setting(h, role, rules, took, opp, dealt, blanche)


def _limits(setting: _Setting) -> tuple:
    rules = setting.rules
    if setting.role == "elder":
        return rules.elder_min_exchange, rules.elder_max_exchange
    lo, hi, _start = _younger_limits(rules, setting.took)
    return lo, hi


def _include_masks(setting: _Setting, include) -> list:
    out = []
    for move in include:
        m = move if isinstance(move, Exchange) else None
        if m is None:
            try:
                m = Exchange(move)
            except CardkitError:
                raise CardkitError("accomodo.err.include", move=str(move)) from None
        try:
            mask = C.internal_mask(m.cards, setting.rules.deck) << 40
        except CardkitError:
            raise CardkitError("accomodo.err.include", move=str(m)) from None
        if mask & ~setting.hand or mask.bit_count() != len(m.cards):
            raise CardkitError("accomodo.err.include", move=str(m))
        out.append((mask, m.take))
    return out


def _screen(legal: list, indices, worlds: list, me: int) -> list:
    """``(-mean declaration value, size, index)`` of the discards
    ``legal[i]`` for ``i`` in ``indices`` over ``worlds``, best first."""
    screened = []
    for i in indices:
        d = legal[i][0]
        st = _Stats()
        for w in worlds:
            _evaluate(w, d, d.bit_count(), me, False, st)
        screened.append((-sum(st.value) / len(st.value), d.bit_count(), i))
    screened.sort()
    return screened


def _shortlist(setting: _Setting, legal: list, worlds: list, me: int, candidates: int) -> dict:
    """The discards that go on to the full evaluation (as the keys of a
    dict, in a fixed order): the best ``candidates`` of a screen on the
    declarations over ``worlds``, and the best :data:`PER_SIZE` of each size.

    With many legal discards (the elder's 1,585) a first pass over
    :data:`PRESCREEN` of the worlds keeps the best :data:`PRESCREEN_KEEP`
    (and the best few of each size) for the screen proper: a discard that
    is far behind on a few deals is never among the best on all of them,
    and the screen costs a quarter as much."""
    indices = range(len(legal))
    if len(legal) > PRESCREEN_KEEP and len(worlds) > PRESCREEN:
        first = _screen(legal, indices, worlds[:PRESCREEN], me)
        keep = {i for _v, _n, i in first[:PRESCREEN_KEEP]}
        per_size: dict = {}
        for _v, n, i in first:
            if per_size.get(n, 0) < 2 * PER_SIZE:
                per_size[n] = per_size.get(n, 0) + 1
                keep.add(i)
        indices = sorted(keep)
    screened = _screen(legal, indices, worlds, me)
    chosen = dict.fromkeys(legal[i] for _v, _n, i in screened[:candidates])
    per_size: dict = {}
    for _v, n, i in screened:
        if per_size.get(n, 0) < PER_SIZE:
            per_size[n] = per_size.get(n, 0) + 1
            chosen[legal[i]] = None
    return chosen


def accomodo_advice(hand, role: str = "elder", rules: PicchettoRules = ITALIANO,
                    samples: int = ADVICE_SAMPLES, seed=0, *, candidates: int = ADVICE_CANDIDATES,
                    elder_took: Optional[int] = None, opponent=None, opponent_dealt=None,
                    include=()) -> AccomodoAdvice:
    """Rank the legal discards of ``hand`` (12 cards) for ``role``
    (``"elder"`` or ``"younger"``) under ``rules``, best first.

    ``samples`` worlds (ways the unseen cards may lie) from the seeded
    stream ``seed`` — all of them when there are no more than ``samples``;
    ``candidates`` discards get the full evaluation after the screen (see
    the module doc).  For the younger, ``elder_took`` is the number of
    cards the elder exchanged (default: the most he may);
    ``opponent_dealt`` the elder's hand shown as a mano bianca.
    ``opponent`` is the opponent's hand when it can be seen (Open Piquet).
    ``include``: exchanges (moves or card lists) to evaluate in full
    whatever the screen says.

    >>> advice = accomodo_advice("AS KS QS JS 10S AH AD 7H 8H 7D 8C 9C", samples=40)
    >>> advice.best.discard_text()
    '7H 8H 7D 8C 9C'
    """
    setting = _setting(hand, role, rules, elder_took, opponent, opponent_dealt)
    check_seed(seed)
    samples = _check_count("samples", samples, MAX_SAMPLES)
    candidates = _check_count("candidates", candidates, 5000)
    extra = _include_masks(setting, include)
    lo, hi = _limits(setting)
    me = 0 if role == "elder" else 1
    worlds_raw, exact = _worlds(setting, samples, seed)
    worlds = [_World(setting, w) for w in worlds_raw]
    cards = [c for c in range(40, 72) if (setting.hand >> c) & 1]
    legal = [(_mask(d), None) for n in range(lo, hi + 1) for d in itertools.combinations(cards, n)]
    # 1. the screen: every legal discard, declarations only, on some worlds
    screen_worlds = worlds[::max(1, len(worlds) // SCREEN)][:SCREEN]
    chosen = _shortlist(setting, legal, screen_worlds, me, candidates)
    for n in range(lo, hi + 1):
        chosen[(_mask(_RULE_BASED.discards(setting.hand, n, n, role == "elder")), None)] = None
    for key in extra:
        chosen[key] = None
    # 2. the full evaluation of the candidates on every world
    evaluated = []
    for d, take in chosen:
        st = _Stats()
        draw = d.bit_count() if take is None else take
        for w in worlds:
            _evaluate(w, d, draw, me, True, st)
        evaluated.append((st, d, take))
    evaluated.sort(key=lambda t: (-sum(t[0].value), t[1].bit_count(), t[1]))
    choices = tuple(_choice(setting, d, take, st, exact, hi) for st, d, take in evaluated)
    gap = margin = 0.0
    if len(evaluated) > 1:
        a, b = evaluated[0][0].value, evaluated[1][0].value
        gap, margin = _mm([x - y for x, y in zip(a, b)], exact)
    deck = rules.deck
    hand_cards = tuple(C.external_card(c - 40, deck) for s in range(4) for c in reversed(cards)
                       if (c - 40) >> 3 == s)
    return AccomodoAdvice(hand_cards, role, rules, choices, len(worlds), exact, len(legal),
                          len(screen_worlds), seed, setting.took if role == "younger" else None,
                          gap, margin)


# ==========================================================================
# reasons
# ==========================================================================

def _notation(mask: int, deck: str) -> str:
    return C.mask_notation_desc(mask >> 40, deck)


def _group_term(group: int, deck: str) -> i18n.Term:
    r = (group.bit_length() - 41) & 7
    sym = C.rank_symbol(r, deck)
    rank = i18n.Term("picchetto.ranks." + ("7b" if sym == "7" else sym))
    return i18n.Term(f"picchetto.group.{min(group.bit_count(), 4)}", rank=rank)


def _guards(kept: int) -> tuple:
    """(guards, honours): the cards kept beside a king (one needed) or a
    queen (two needed) that tops a short suit without its ace, so that it is
    not caught alone, and those kings and queens."""
    k = kept >> 40
    guards = honours = 0
    for sm in _SUIT:
        mine = k & sm
        top = mine.bit_length() - 1
        if mine and (top & 7) in (5, 6) and mine.bit_count() <= 3:
            low = mine & ~(1 << top)
            if low.bit_count() >= (1 if top & 7 == 6 else 2):
                guards |= low
                honours |= 1 << top
    return guards << 40, honours << 40


def _reason(setting: _Setting, discard: int, most: int, value: float, nov: float,
            cats: tuple) -> Reason:
    """The reason in plain words for a discard, from the hand and the numbers."""
    deck = setting.rules.deck
    h = setting.hand >> 40
    kept = setting.hand & ~discard
    k = kept >> 40
    seqs = [m for m in C._seq_masks(h) if not m & ~k]
    groups = [m for m in C._group_masks(h) if not m & ~k]
    if nov >= 0.25 and (seqs or groups):
        # every combination kept that counts towards the 30 (a sexta alone is
        # not a Novanta: with the four aces it is), the longest first
        kept_combos = sorted(seqs + groups, key=lambda m: (-m.bit_count(), -m))
        return Reason.of("accomodo.reason.novanta", p=nov,
                         cards=" + ".join(C.mask_notation_desc(m, deck) for m in kept_combos))
    if groups and cats[2] >= 0.35:
        g = groups[0]
        return Reason.of("accomodo.reason.group", cards=C.mask_notation_desc(g, deck),
                         group=_group_term(g << 40, deck), p=cats[2])
    if seqs and seqs[0].bit_count() >= 4 and cats[1] >= 0.5:
        return Reason.of("accomodo.reason.sequence", cards=C.mask_notation_desc(seqs[0], deck), p=cats[1])
    if setting.role == "younger":
        guards, honours = _guards(kept)
        if guards:
            return Reason.of("accomodo.reason.guards", cards=_notation(guards, deck),
                             honours=_notation(honours, deck))
    _key, suit, length, _prezzo = C.punto_key(h, setting.rules.punto_by == "value",
                                               C.PREZZO if deck == "french" else C.PREZZO_BERG)
    long_suit = h & _SUIT[suit]
    nothing = not C._group_masks(h) and not any(m.bit_count() >= 4 for m in C._seq_masks(h)) and length <= 4
    if nothing and discard.bit_count() == most:
        return Reason.of("accomodo.reason.maximum")
    outside = not (discard >> 40) & long_suit
    if outside and length >= 4 and cats[0] >= 0.5:
        return Reason.of("accomodo.reason.long_suit", cards=C.mask_notation_desc(long_suit, deck), p=cats[0])
    low = all((c - 40) & 7 <= 3 for c in range(40, 72) if (discard >> c) & 1)
    # short: every suit thrown from is shorter than the punto's suit (a suit as long is not "short")
    d = discard >> 40
    short = all((h & sm).bit_count() < length for sm in _SUIT if d & sm)
    if outside and low and short and discard:
        return Reason.of("accomodo.reason.short_suits", cards=_notation(discard, deck))
    return Reason.of("accomodo.reason.estimate", value=value)


# ==========================================================================
# the coach's exchange
# ==========================================================================

def exchange_ranked(state, level: str = "strong", seed=0, include=()) -> list:
    """The exchanges of the player to move in ``state``, best first, as
    :class:`~cardkit.coach.ScoredMove` (value: expected points of the deal
    against the opponent's, with its 95% margin; a reason in plain words).

    Only what the player may see is used: his hand and role, the number of
    cards the elder took, a mano bianca the elder showed, the opponent's
    hand in Open Piquet, and the rules.  ``level`` sets the budget
    (:data:`SAMPLES`, :data:`CANDIDATES`); the worlds come from
    :func:`cardkit.coach.decision_rng` of ``seed`` and the position.
    Every move of ``include`` is evaluated too.
    """
    check_level(level)
    need_choice("exchange_ranked", "level", level, tuple(SAMPLES))   # (not an object equal to every level)
    check_seed(seed)
    include = need_moves("exchange_ranked", "include", include)
    world_seed = decision_rng(seed, state).getrandbits(48) if isinstance(state, PicchettoState) else 0
    advice = advice_for(state, SAMPLES[level], world_seed, candidates=CANDIDATES[level], include=include)
    return [ScoredMove(c.exchange, c.value, c.reason, c.value_margin, "coach.units.points")
            for c in advice.choices]


def advice_for(state, samples: int = ADVICE_SAMPLES, seed=0, *,
               candidates: int = ADVICE_CANDIDATES, include=()) -> AccomodoAdvice:
    """:func:`accomodo_advice` for the player to move in ``state`` (a
    :class:`~cardkit.picchetto.PicchettoState` in its exchange phase), from
    his :meth:`~cardkit.picchetto.PicchettoState.view` only: his hand, his
    role, the number of cards the elder took (the talon cards left), a mano
    bianca the elder showed, the opponent's hand in Open Piquet."""
    include = need_moves("advice_for", "include", include)
    if not isinstance(state, PicchettoState) or state.phase != "exchange":
        what = state.phase if isinstance(state, PicchettoState) else type(state).__name__
        raise IllegalMoveError("accomodo.err.state", what=what)
    me = state.current_player()
    view = state.view(me)
    role = "younger" if me == view.dealer else "elder"
    took = dealt = None
    if role == "younger":
        took = 8 - view.talon_left
        if len(view.shown) == 12:
            dealt = view.shown
    return accomodo_advice(view.hand, role, state.rules, samples, seed, candidates=candidates,
                           elder_took=took, opponent=view.opponent_hand, opponent_dealt=dealt,
                           include=[state.coerce_move(m) for m in include])


__all__ = ["accomodo_advice", "advice_for", "exchange_ranked", "AccomodoAdvice", "AccomodoChoice",
           "ADVICE_SAMPLES", "ADVICE_CANDIDATES", "SAMPLES",
           "CANDIDATES", "SCREEN"]
