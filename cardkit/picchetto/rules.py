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
    "picchetto.err.table_cards": {
        "en": "PicchettoRules: {players} players of {hand_size} cards need {need} cards, more than the 32 of the deck",
        "it": "PicchettoRules: {players} giocatori da {hand_size} carte richiedono {need} carte, più delle 32 del mazzo",
    },
    "picchetto.err.two_only": {
        "en": "PicchettoRules: {name} is an option of the two-player game, not of the game for {players}",
        "it": "PicchettoRules: {name} è un'opzione del gioco a due, non di quello a {players}",
    },
    "picchetto.err.pairs_four": {
        "en": "PicchettoRules: partnerships need four players (two pairs), not {players}",
        "it": "PicchettoRules: il gioco a coppie richiede quattro giocatori (due coppie), non {players}",
    },
    "picchetto.err.table_only": {
        "en": "PicchettoRules: {name} is an option of the games for three and four, not of the game for two",
        "it": "PicchettoRules: {name} è un'opzione dei giochi a tre e a quattro, non del gioco a due",
    },
    "picchetto.err.two_hand": {
        "en": "PicchettoRules: the two-player game deals 12 cards each with the bonuses at 30",
        "it": "PicchettoRules: il gioco a due dà 12 carte a testa con i premi a 30",
    },
})


i18n.register({
    "picchetto.err.voleur_three": {
        "en": "PicchettoRules: sit_out (Piquet Voleur) is for three players playing two-handed deals of 12 cards",
        "it": "PicchettoRules: sit_out (Piquet Voleur) è per tre giocatori che giocano smazzate a due da 12 carte",
    },
    "picchetto.err.auction_two": {
        "en": "PicchettoRules: auction (Auction Piquet) is a game for two players, not {players}",
        "it": "PicchettoRules: auction (Auction Piquet) è un gioco per due giocatori, non {players}",
    },
    "picchetto.err.auction_trumps": {
        "en": "PicchettoRules: auction_trumps needs auction=True (the declarer of a contract names the trumps)",
        "it": "PicchettoRules: auction_trumps richiede auction=True (la briscola la sceglie chi vince l'asta)",
    },
})


def _check_variant(rules, n: int) -> None:
    """The options of Piquet Voleur (``sit_out``) and Auction Piquet
    (``auction``, ``auction_trumps``): see :mod:`cardkit.picchetto.variants`."""
    if rules.sit_out and (n != 3 or rules.hand_size != 12 or rules.bonus_at != 30 or rules.auction):
        raise InvalidOptionError("picchetto.err.voleur_three")
    if rules.auction and n != 2:
        raise InvalidOptionError("picchetto.err.auction_two", players=n)
    if rules.auction_trumps and not rules.auction:
        raise InvalidOptionError("picchetto.err.auction_trumps")


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
        ``blanche_compulsory``: a mano bianca must be announced;
        ``talon_peek`` which talon cards a player who takes fewer than he
        may can look at: ``"share"`` all of them (text 000) or ``"next"``
        only the next one (text 003).

    Declarations
        ``punto_by`` ``"length"`` (length, then prezzo) or ``"value"`` (the
        prezzo alone, text 003); ``sequence_points`` the points of a
        sequence of 3, 4, 5, 6, 7, 8 cards; ``partial_declarations`` a
        player may declare less than he holds in a category (text 000's
        *andar sott'acqua* "in parte"); a whole category may be kept quiet
        under every rule set.

    Play
        ``must_take`` the follower must win the trick when he can;
        ``trick_points`` ``"lead"`` (1 a lead, 1 for winning a trick the
        opponent led), ``"two"`` (2 a trick won) or ``"every"`` (text 003:
        1 a lead and 1 for every trick taken, the leader's own too);
        ``capot_last_trick`` whether the extra point of the last trick still
        counts in a capot; ``capot_in_pique`` whether a capot's 40 may
        complete a Sessanta/pique (no: Cavendish, Law 69, and text 000).

    Table (three and four players, :mod:`cardkit.picchetto.table`)
        ``players`` 2, 3 or 4; ``partnerships`` four players in two pairs
        (seats 1 and 3 against 2 and 4); ``hand_size`` the cards dealt to
        each (12, 10, 8), the rest being the talon, which belongs to the
        dealer in the game for three (``younger_min_exchange`` and
        ``younger_max_exchange`` bound his exchange); ``bonus_at`` the
        score that makes Novanta and Sessanta (30 for two, 20 at a table;
        either way it is then counted as 90 or 60, the totals they name);
        ``punto_min`` the smallest point (in card value) that may be
        declared at a table (30 at four: the classical Piquet à quatre).

    Variants (:mod:`cardkit.picchetto.variants`)
        ``sit_out`` Piquet Voleur: three players, two play each deal and
        the third sits out in rotation, individual scores; ``auction``
        Auction Piquet: a bidding for a contract (a number of tricks to
        win, "plus", or to lose, "minus", doubled and redoubled) before the
        exchange; ``auction_trumps`` the declarer of a plus contract names
        a trump suit (text 004's reading).

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
    capot_in_pique: bool = False
    talon_peek: str = "share"
    partial_declarations: bool = True
    target: Optional[int] = 151
    deals: Optional[int] = None
    doubled_deals: tuple = ()
    scoring: str = "target"
    rubicone_extra: bool = False
    open_hands: bool = False
    first_dealer: Optional[int] = None
    start_scores: tuple = (0, 0)
    players: int = 2
    partnerships: bool = False
    hand_size: int = 12
    bonus_at: int = 30
    punto_min: int = 0
    sit_out: bool = False
    auction: bool = False
    auction_trumps: bool = False

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
                     "capot_in_pique", "partial_declarations",
                     "open_hands", "partnerships", "sit_out", "auction", "auction_trumps"):
            need_bool(o, flag, getattr(self, flag))
        need_int(o, "elder_min_exchange", self.elder_min_exchange, lo=0, hi=5)
        need_int(o, "elder_max_exchange", self.elder_max_exchange, lo=self.elder_min_exchange, hi=5)
        ymax = need_int(o, "younger_max_exchange", self.younger_max_exchange, lo=0, hi=8, optional=True)
        need_int(o, "younger_min_exchange", self.younger_min_exchange, lo=0, hi=3 if ymax is None else min(3, ymax))
        need_choice(o, "punto_by", self.punto_by, ("length", "value"))
        need_ints(o, "sequence_points", self.sequence_points, count=6, lo=0)
        need_choice(o, "trick_points", self.trick_points, ("lead", "two", "every"))
        need_choice(o, "talon_peek", self.talon_peek, ("share", "next"))
        need_int(o, "target", self.target, lo=1, optional=True)
        need_int(o, "deals", self.deals, lo=1, optional=True)
        need_ints(o, "doubled_deals", self.doubled_deals, lo=1)
        need_choice(o, "scoring", self.scoring, ("target", "rubicon", "rubicone"))
        n = need_int(o, "players", self.players, lo=2, hi=4)
        need_int(o, "hand_size", self.hand_size, lo=1, hi=12)
        need_int(o, "bonus_at", self.bonus_at, lo=1)
        need_int(o, "punto_min", self.punto_min, lo=0)
        need_choice(o, "first_dealer", self.first_dealer, (None,) + tuple(range(n)))
        if self.partnerships and n != 4:
            raise InvalidOptionError("picchetto.err.pairs_four", players=n)
        if n == 2 and (self.hand_size != 12 or self.bonus_at != 30):
            raise InvalidOptionError("picchetto.err.two_hand")
        if n == 2 and self.punto_min:
            raise InvalidOptionError("picchetto.err.table_only", name="punto_min")
        if self.sit_out or self.auction or self.auction_trumps:
            _check_variant(self, n)
        elif n * self.hand_size > 32:
            raise InvalidOptionError("picchetto.err.table_cards", players=n, hand_size=self.hand_size,
                                     need=n * self.hand_size)
        if n > 2:
            for name, default in (("deck", "french"), ("irregular_exchanges", False), ("open_hands", False)):
                if getattr(self, name) != default:
                    raise InvalidOptionError("picchetto.err.two_only", name=name, players=n)
        # after the table's shape, so that a wrong shape is named, not its score columns
        need_ints(o, "start_scores", self.start_scores, count=self.sides)
        if self.target is None and self.deals is None:
            raise InvalidOptionError("picchetto.err.no_end")

    # ------------------------------------------------------------------
    @property
    def sides(self) -> int:
        """How many sides score: the players, or 2 pairs with ``partnerships``."""
        return 2 if self.partnerships else self.players

    def new_game(self, seed, **kw):
        """A new state for these rules: a :class:`~cardkit.picchetto.state.PicchettoState`
        for two players, a :class:`~cardkit.picchetto.table.TableState` for three or four."""
        if self.sit_out or self.auction:  # Piquet Voleur, Auction Piquet (cardkit.picchetto.variants)
            from .variants import variant_state
            return variant_state(self, seed, **kw)
        if self.players != 2:
            from .table import TableState
            return TableState(self, seed, **kw)
        return self.state_class(self, seed, **kw)

    def label(self) -> str:
        """The preset's name when these rules are a preset (``"VOLEUR"``), else the rules' name."""
        return next((k for k, r in PRESETS.items() if r == self), self.name)

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
    trick_points="every", talon_peek="next", partial_declarations=False,
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
    partial_declarations=False,
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
    partial_declarations=False,
    target=100,
    deals=None,
    scoring="target",
)

#: Picchetto for three (text 003's last line, with the classical Piquet
#: Normand for what it leaves out): 10 cards each, the 2 left over are the
#: dealer's talon (he may exchange up to both), bonuses at 20, game to 100.
PICCHETTO_TRE = PICCHETTO_150.replace(
    name="tre", players=3, hand_size=10, bonus_at=20, target=100, start_scores=(0, 0, 0),
    elder_min_exchange=0, elder_max_exchange=0, younger_min_exchange=0, younger_max_exchange=2,
)

#: Picchetto for four in pairs (text 003's last line, with the classical
#: Piquet à quatre): 8 cards each, no talon, partners' points together,
#: no point under 30 declared, bonuses at 20, game to 150.
PICCHETTO_COPPIE = PICCHETTO_150.replace(
    name="coppie", players=4, partnerships=True, hand_size=8, bonus_at=20, punto_min=30,
    elder_min_exchange=0, elder_max_exchange=0, younger_min_exchange=0, younger_max_exchange=0,
)

#: Piquet à Écrire for four in pairs (text 004): Piquet à quatre (no point
#: under 30 declared) with the classical (Rubicon) play, scored in writing
#: over a partie of 6 deals and settled with the rubicon.
A_ECRIRE = RUBICON.replace(
    name="a_ecrire", players=4, partnerships=True, hand_size=8, bonus_at=20, punto_min=30,
    elder_min_exchange=0, elder_max_exchange=0, younger_min_exchange=0, younger_max_exchange=0,
)

#: Piquet Voleur (text 004): three players, one sits out each deal in
#: rotation, individual scores; each deal is two-handed Rubicon Piquet, the
#: partie is 6 deals (each plays 4: twice elder, twice dealer).
VOLEUR = RUBICON.replace(
    name="voleur", players=3, sit_out=True, scoring="target", start_scores=(0, 0, 0),
)

#: Auction Piquet (text 004, and the classical laws as far as we could
#: learn them; the contract values are our choice: docs section 7): a bidding for a
#: contract of tricks, plus or minus, doubled and redoubled, before the
#: exchange; the plus declarer names trumps; no compulsory exchange;
#: partie of 6 deals with the rubicon.
AUCTION = RUBICON.replace(
    name="auction", auction=True, auction_trumps=True, elder_min_exchange=0,
)

_PRESETS = {"italiano": "ITALIANO", "150": "PICCHETTO_150", "rubicon": "RUBICON",
            "rubicone": "RUBICONE", "au_cent": "AU_CENT", "tre": "PICCHETTO_TRE",
            "coppie": "PICCHETTO_COPPIE", "a_ecrire": "A_ECRIRE",
            "voleur": "VOLEUR", "auction": "AUCTION"}
_PRESET_OBJECTS = {"ITALIANO": ITALIANO, "PICCHETTO_150": PICCHETTO_150, "RUBICON": RUBICON,
                   "RUBICONE": RUBICONE, "AU_CENT": AU_CENT, "PICCHETTO_TRE": PICCHETTO_TRE,
                   "PICCHETTO_COPPIE": PICCHETTO_COPPIE, "A_ECRIRE": A_ECRIRE,
                   "VOLEUR": VOLEUR, "AUCTION": AUCTION}

PRESETS = dict(_PRESET_OBJECTS)
