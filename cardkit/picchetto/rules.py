"""The rules object of Picchetto / Piquet and its presets.

One frozen dataclass, :class:`PicchettoRules`, describes every rule set the
kit knows; the presets are module constants and every variant is an option::

    from cardkit.picchetto import ITALIANO, PICCHETTO_150, RUBICON, RUBICONE
    ITALIANO.replace(deal_in_twos=True)          # deal in twos
    ITALIANO.replace(elder_min_exchange=2, younger_min_exchange=2)
    ITALIANO.replace(trick_points="two")         # 2 points a trick won
    ITALIANO.replace(must_take=False)            # no duty to take the trick
    ITALIANO.replace(deck="bergamasche")         # Italian 32-card deck
    RUBICONE.replace(rubicone_extra=True)        # the optional extra 100
    RUBICON.replace(open_hands=True)             # Open Piquet
    AU_CENT                                      # Piquet au Cent (first to 100)
    ITALIANO.replace(deals=1, target=None)       # one deal only (lessons)

See ``docs/rules/picchetto.md`` for which text each preset follows.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar, Optional

from .. import i18n
from ..game import Rules
from ..options import InvalidOptionError, need_bool, need_choice, need_int, need_ints, need_text

i18n.register({
    "picchetto.err.no_end": {
        "en": "PicchettoRules: give a target score, a number of deals, or both (target and deals cannot both be None)",
        "it": "PicchettoRules: indica un punteggio da raggiungere, un numero di smazzate o entrambi "
              "(target e deals non possono essere entrambi None)",
    },
})


@dataclasses.dataclass(frozen=True)
class PicchettoRules(Rules):
    """The options of a game of Picchetto / Piquet.

    Deal and exchange
        ``deck`` ``"french"`` (32 cards) or ``"bergamasche"`` (Italian deck
        without 2s and 3s: A R C F 7 6 5 4 play as A K Q J 10 9 8 7);
        ``deal_in_twos`` deals packets of 2 instead of 3;
        ``elder_min_exchange``/``elder_max_exchange`` bound the elder's
        exchange (from the top of the talon); ``younger_min_exchange`` and
        ``younger_max_exchange`` (``None``: all the cards that remain) bound
        the younger's; ``younger_takes_leftovers`` lets the younger take the
        cards the elder left (Italian rules) instead of only his own 3;
        ``irregular_exchanges`` allows a teaching miscount (discard *n*,
        draw *n*-1 or *n*+1) to show the 11- and 13-card rules;
        ``blanche_compulsory``: a mano bianca must be announced.

    Declarations
        ``punto_by`` ``"length"`` (length, then prezzo) or ``"value"`` (the
        prezzo alone, text 003); ``sequence_points`` the points of a
        sequence of 3, 4, 5, 6, 7, 8 cards.

    Play
        ``must_take`` the follower must win the trick when he can;
        ``trick_points`` ``"lead"`` (1 a lead, 1 for winning a trick the
        opponent led) or ``"two"`` (2 a trick won); ``capot_last_trick``
        whether the extra point of the last trick still counts in a capot.

    Match
        ``target`` ends the game the moment a player reaches it (151, 150,
        100) or ``None``; ``deals`` a fixed number of deals (6, 4, 1) or
        ``None``; ``doubled_deals`` the deal numbers (from 1) whose points
        count double; ``scoring`` ``"target"``, ``"rubicon"`` or
        ``"rubicone"``; ``rubicone_extra`` the optional 100 of the Rubicone;
        ``open_hands`` (Open Piquet); ``first_dealer`` 0 or 1 (``None``: cut
        for the deal); ``start_scores`` match scores to start from (a
        teaching setup, e.g. to show the game ending at 151 mid-deal).
    """

    game: ClassVar[str] = "picchetto"
    state_class: ClassVar[type] = None  # set by cardkit.picchetto.state

    name: str = "italiano"
    deck: str = "french"
    deal_in_twos: bool = False
    elder_min_exchange: int = 1
    elder_max_exchange: int = 5
    younger_min_exchange: int = 1
    younger_max_exchange: Optional[int] = None
    younger_takes_leftovers: bool = True
    irregular_exchanges: bool = False
    blanche_compulsory: bool = True
    punto_by: str = "length"
    sequence_points: tuple = (3, 4, 15, 16, 17, 18)
    must_take: bool = True
    trick_points: str = "lead"
    capot_last_trick: bool = False
    target: Optional[int] = 151
    deals: Optional[int] = None
    doubled_deals: tuple = ()
    scoring: str = "target"
    rubicone_extra: bool = False
    open_hands: bool = False
    first_dealer: Optional[int] = None
    start_scores: tuple = (0, 0)

    def __post_init__(self):
        # JSON gives lists: keep tuples so that the rules stay hashable
        for f in ("sequence_points", "doubled_deals", "start_scores"):
            v = getattr(self, f)
            if isinstance(v, list):
                object.__setattr__(self, f, tuple(v))
        self._check()

    def _check(self):
        """Refuse any option of the wrong type or out of range (one sentence
        naming the option: see :mod:`cardkit.options`)."""
        o = "PicchettoRules"
        need_text(o, "name", self.name)
        need_choice(o, "deck", self.deck, ("french", "bergamasche"))
        for flag in ("deal_in_twos", "younger_takes_leftovers", "irregular_exchanges",
                     "blanche_compulsory", "must_take", "capot_last_trick", "rubicone_extra",
                     "open_hands"):
            need_bool(o, flag, getattr(self, flag))
        need_int(o, "elder_min_exchange", self.elder_min_exchange, lo=0, hi=5)
        need_int(o, "elder_max_exchange", self.elder_max_exchange, lo=self.elder_min_exchange, hi=5)
        ymax = need_int(o, "younger_max_exchange", self.younger_max_exchange, lo=0, hi=8, optional=True)
        need_int(o, "younger_min_exchange", self.younger_min_exchange, lo=0, hi=3 if ymax is None else min(3, ymax))
        need_choice(o, "punto_by", self.punto_by, ("length", "value"))
        need_ints(o, "sequence_points", self.sequence_points, count=6, lo=0)
        need_choice(o, "trick_points", self.trick_points, ("lead", "two"))
        need_int(o, "target", self.target, lo=1, optional=True)
        need_int(o, "deals", self.deals, lo=1, optional=True)
        need_ints(o, "doubled_deals", self.doubled_deals, lo=1)
        need_choice(o, "scoring", self.scoring, ("target", "rubicon", "rubicone"))
        need_choice(o, "first_dealer", self.first_dealer, (None, 0, 1))
        need_ints(o, "start_scores", self.start_scores, count=2)
        if self.target is None and self.deals is None:
            raise InvalidOptionError("picchetto.err.no_end")

    # ------------------------------------------------------------------
    @property
    def is_single_deal(self) -> bool:
        return self.deals == 1

    def single_deal(self) -> "PicchettoRules":
        """The same rules for one deal only (no target): handy in lessons."""
        return self.replace(deals=1, target=None, doubled_deals=(), scoring="target")

    def __repr__(self) -> str:
        preset = _PRESETS.get(self.name)
        if preset is not None:
            base = _PRESET_OBJECTS[preset]
            diff = [
                f"{f.name}={getattr(self, f.name)!r}"
                for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(base, f.name)
            ]
            return preset if not diff else f"{preset}.replace({', '.join(diff)})"
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"PicchettoRules({args})"


#: Italian Picchetto (text 000): game to 151, punto by length, 5 cards = 15.
ITALIANO = PicchettoRules()

#: Picchetto to 150 (text 003): punto by total value, a sequence of 5 = 5.
PICCHETTO_150 = PicchettoRules(
    name="150", punto_by="value", sequence_points=(3, 4, 5, 16, 17, 18), target=150,
)

#: Rubicon Piquet (text 004): partie of 6 deals, rubicon at 100.
RUBICON = PicchettoRules(
    name="rubicon",
    younger_min_exchange=0,
    younger_max_exchange=3,
    younger_takes_leftovers=False,
    blanche_compulsory=False,
    must_take=False,
    capot_last_trick=True,
    target=None,
    deals=6,
    scoring="rubicon",
)

#: Rubicone (text 000's four-deal form): deals 1 and 4 doubled, 100-point rubicon.
RUBICONE = PicchettoRules(
    name="rubicone", target=None, deals=4, doubled_deals=(1, 4), scoring="rubicone",
)

#: Piquet au Cent (text 004's variant): Rubicon Piquet's play, first to 100 wins.
AU_CENT = PicchettoRules(
    name="au_cent",
    younger_min_exchange=0,
    younger_max_exchange=3,
    younger_takes_leftovers=False,
    blanche_compulsory=False,
    must_take=False,
    capot_last_trick=True,
    target=100,
    deals=None,
    scoring="target",
)

_PRESETS = {"italiano": "ITALIANO", "150": "PICCHETTO_150", "rubicon": "RUBICON",
            "rubicone": "RUBICONE", "au_cent": "AU_CENT"}
_PRESET_OBJECTS = {"ITALIANO": ITALIANO, "PICCHETTO_150": PICCHETTO_150, "RUBICON": RUBICON,
                   "RUBICONE": RUBICONE, "AU_CENT": AU_CENT}

PRESETS = dict(_PRESET_OBJECTS)
