"""Auction Piquet: a bidding for a contract of tricks before the exchange.

The rules followed (sources and every choice: ``docs/rules/picchetto.md``,
section *Auction Piquet*), in short:

* **Deal** as in Rubicon Piquet (12 cards each, a talon of 8).
* **The auction**, before anything else: the elder speaks first.  A bid is
  a number of tricks from 7 to 12, *plus* (to win at least that many) or
  *minus* (to lose at least that many); a plus and a minus of the same
  number are equal, so a new bid must name more tricks.  A player may
  instead pass, double the opponent's bid, or redouble the opponent's
  double of his own bid (a higher bid cancels a double).  A player who
  passed at the start may not bid later.  The auction ends when a call is
  followed by a pass, or at a redouble.  If both pass at once the deal is
  thrown in: it does not count, and the same dealer deals again.
* **Trumps** (text 004: the bidding is for "the right to choose a trump
  suit"; option ``auction_trumps``): the declarer of a plus contract names a
  trump suit or no trumps; a minus contract is played without trumps (the
  classical game, as we recall its descriptions, plays every contract
  without trumps: ``AUCTION.replace(auction_trumps=False)``).
* **Exchange, declarations and play** as in Rubicon Piquet, except that
  nobody must exchange (``elder_min_exchange=0``); a trump wins a trick led
  in another suit; a player void in the suit led may play any card (there
  is no duty to trump).
* **The contract** is scored at the end of the deal, after the usual points
  of the deal (the values are the kit's choice: the Laws' own values could
  not be checked): it is worth 10 for each trick bid over six (a seven 10, a
  twelve 60).  Made: the declarer scores its worth and 10 for each trick
  beyond it; failed: the opponent scores its worth and 10 for each trick it
  fell short.  Doubled ×2, redoubled ×4.
* **The partie**: six deals that count (thrown-in deals do not), settled
  with the rubicon as in Rubicon Piquet.

``AUCTION.new_game(seed)`` returns an :class:`AuctionState`; the deal itself
is played by the two-player :class:`~cardkit.picchetto.state.PicchettoState`
(the engine is not copied).  Moves of the auction: ``"bid 8 plus"``,
``"bid 7 minus"`` (or ``"8+"``, ``"7-"``), ``"pass"``, ``"double"``,
``"redouble"``; of the trumps: ``"trumps H"``, ``"no trumps"``.
"""

from __future__ import annotations

from typing import Optional

from .. import i18n
from ..errors import IllegalMoveError
from .combos import rubicon
from .state import PH_OVER
from ..options import need_bool, need_choice, need_int
from ._checks import need_instance, need_mask, need_str
from .variants import DealSeries

SUITS = ("S", "H", "D", "C")
MIN_BID, MAX_BID = 7, 12
TRICK_VALUE = 10

i18n.register({
    "auction.err.range": {
        "en": "a bid is a number of tricks from 7 to 12, plus or minus (e.g. 'bid 8 plus')",
        "it": "una dichiarazione è un numero di prese da 7 a 12, più o meno (per esempio 'bid 8 plus')",
    },
    "auction.err.low": {
        "en": "a bid must name more tricks than the {n} bid before it",
        "it": "una dichiarazione deve nominare più prese delle {n} dichiarate prima",
    },
    "auction.err.passed": {
        "en": "you passed at the start: a player who passed may not bid later",
        "it": "hai passato all'inizio: chi ha passato non può più dichiarare",
    },
    "auction.err.double": {
        "en": "only a bid the opponent has just made can be doubled",
        "it": "si può contrare solo una dichiarazione appena fatta dall'avversario",
    },
    "auction.err.redouble": {
        "en": "only the opponent's double of your own bid can be redoubled",
        "it": "si può surcontrare solo il contro dell'avversario alla tua dichiarazione",
    },
    "auction.err.trumps_minus": {
        "en": "a minus contract is played without trumps",
        "it": "un contratto in meno si gioca senza briscola",
    },
    "auction.err.not_call": {
        "en": "{text!r} is not a call: bid 7 to 12 plus or minus ('bid 8 plus'), pass, double or redouble",
        "it": "{text!r} non è una chiamata: dichiara da 7 a 12 in più o in meno ('bid 8 plus'), "
              "passa, contra o surcontra",
    },
    "auction.err.not_trumps": {
        "en": "{text!r} is not a choice of trumps: say 'trumps S', 'trumps H', 'trumps D', 'trumps C' or 'no trumps'",
        "it": "{text!r} non è una scelta di briscola: di' 'trumps S', 'trumps H', 'trumps D', 'trumps C' "
              "o 'no trumps'",
    },
    "picchetto.todo.auction": {
        "en": "bid, pass, double or redouble (e.g. 'bid 7 plus', 'bid 8 minus', 'pass')",
        "it": "dichiarare, passare, contrare o surcontrare (per esempio 'bid 7 plus', 'bid 8 minus', 'pass')",
    },
    "picchetto.todo.trumps": {
        "en": "name the trumps (e.g. 'trumps H' or 'no trumps')",
        "it": "scegliere la briscola (per esempio 'trumps H' o 'no trumps')",
    },
    "picchetto.phase.auction": {"en": "auction", "it": "asta"},
    "picchetto.phase.trumps": {"en": "trumps", "it": "briscola"},
    "auction.contract.plus": {"en": "{n} plus", "it": "{n} in più"},
    "auction.contract.minus": {"en": "{n} minus", "it": "{n} in meno"},
    "auction.contract.x2": {"en": "{c}, doubled", "it": "{c}, contrato"},
    "auction.contract.x4": {"en": "{c}, redoubled", "it": "{c}, surcontrato"},
    "auction.contract.trumps": {"en": "{c}, {suit} trumps", "it": "{c}, briscola {suit_it}"},
    "auction.contract.no_trumps": {"en": "{c}, no trumps", "it": "{c}, senza briscola"},
    "picchetto.ev.contract_made": {
        "en": "contract ({contract}) made, {tricks} tricks won: {calc_en}",
        "it": "contratto ({contract_it}) riuscito, {tricks} prese vinte: {calc_it}",
    },
    "picchetto.ev.contract_made_minus": {
        "en": "contract ({contract}) made, {tricks} tricks lost: {calc_en}",
        "it": "contratto ({contract_it}) riuscito, {tricks} prese perse: {calc_it}",
    },
    "picchetto.ev.contract_failed": {
        "en": "the opponent's contract ({contract}) is down: he won only {tricks} of the {bid} tricks bid; {calc_en}",
        "it": "il contratto ({contract_it}) dell'avversario è caduto: ha vinto solo {tricks} delle {bid} prese "
              "dichiarate; {calc_it}",
    },
    "picchetto.ev.contract_failed_minus": {
        "en": "the opponent's contract ({contract}) is down: he lost only {tricks} of the {bid} tricks bid; {calc_en}",
        "it": "il contratto ({contract_it}) dell'avversario è caduto: ha perso solo {tricks} delle {bid} prese "
              "dichiarate; {calc_it}",
    },
    "auction.calc.worth": {"en": "{n} for the contract", "it": "{n} per il contratto"},
    "auction.calc.beyond": {"en": "{n} for the tricks beyond it", "it": "{n} per le prese in più"},
    "auction.calc.short": {"en": "{n} for the tricks short", "it": "{n} per le prese mancanti"},
    "auction.call.bid": {"en": "bid {c}", "it": "chiamo {c}"},
    "auction.call.pass": {"en": "pass", "it": "passo"},
    "auction.call.double": {"en": "double", "it": "contro"},
    "auction.call.redouble": {"en": "redouble", "it": "surcontro"},
    "auction.call.trumps": {"en": "{suit} as trumps", "it": "briscola {suit_it}"},
    "auction.call.no_trumps": {"en": "no trumps", "it": "senza briscola"},
    "picchetto.say.contract_made": {"en": "Contract made!", "it": "Contratto riuscito!"},
    "picchetto.say.contract_failed": {"en": "Contract down!", "it": "Contratto caduto!"},
})


# ==========================================================================
# Moves
# ==========================================================================

_CALL_KINDS = ("pass", "double", "redouble", "bid")


class Call:
    """A call of the auction: ``Call("pass")``, ``Call("double")``,
    ``Call("redouble")`` or a bid ``Call("bid", 8, minus=False)``
    (``"bid 8 plus"``)."""

    __slots__ = ("kind", "tricks", "minus")

    def __init__(self, kind: str, tricks: int = 0, minus: bool = False):
        if kind not in _CALL_KINDS:
            raise IllegalMoveError("auction.err.range")
        if kind == "bid":
            if type(tricks) is not int or not MIN_BID <= tricks <= MAX_BID:
                raise IllegalMoveError("auction.err.range")
        else:
            tricks, minus = 0, False
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "minus", bool(minus))

    def __setattr__(self, k, v):
        raise AttributeError("moves are immutable")

    def __reduce__(self):                  # pickle and copy rebuild it through __init__
        return (Call, (self.kind, self.tricks, self.minus))

    def _key(self):
        return (_CALL_KINDS.index(self.kind), self.tricks, self.minus)

    def __eq__(self, o):
        return isinstance(o, Call) and o._key() == self._key()

    def __hash__(self):
        return hash(("Call",) + self._key())

    def __lt__(self, o):
        return self._key() < o._key()

    def __str__(self):
        if self.kind == "bid":
            return f"bid {self.tricks} {'minus' if self.minus else 'plus'}"
        return self.kind

    def describe(self, lang: str | None = None) -> str:
        """The call in words ("bid 8 plus", "dichiaro 8 in più", "pass")."""
        if self.kind == "bid":
            c = i18n.tr("auction.contract." + ("minus" if self.minus else "plus"), lang, n=self.tricks)
            return i18n.tr("auction.call.bid", lang, c=c)
        return i18n.tr("auction.call." + self.kind, lang)

    def __repr__(self):
        if self.kind == "bid":
            return f"Call('bid', {self.tricks}, minus={self.minus})"
        return f"Call({self.kind!r})"


class Trumps:
    """The declarer names the trumps: ``Trumps("H")`` (``"trumps H"``) or
    ``Trumps(None)`` (``"no trumps"``)."""

    __slots__ = ("suit",)

    def __init__(self, suit: Optional[str] = None):
        if suit is not None and suit not in SUITS:
            raise IllegalMoveError("auction.err.not_trumps", text=_clip(suit))
        object.__setattr__(self, "suit", suit)

    def __setattr__(self, k, v):
        raise AttributeError("moves are immutable")

    def __reduce__(self):
        return (Trumps, (self.suit,))

    @property
    def index(self) -> int:
        return -1 if self.suit is None else SUITS.index(self.suit)

    def __eq__(self, o):
        return isinstance(o, Trumps) and o.suit == self.suit

    def __hash__(self):
        return hash(("Trumps", self.suit))

    def __lt__(self, o):
        return (self.suit is None, self.index) < (o.suit is None, o.index)

    def __str__(self):
        return "no trumps" if self.suit is None else f"trumps {self.suit}"

    def describe(self, lang: str | None = None) -> str:
        """The choice in words ("hearts as trumps", "senza briscola")."""
        if self.suit is None:
            return i18n.tr("auction.call.no_trumps", lang)
        key = "suit." + self.suit
        return i18n.tr("auction.call.trumps", lang, suit=i18n.tr(key, "en"), suit_it=i18n.tr(key, "it"))

    def __repr__(self):
        return f"Trumps({self.suit!r})"


PASS, DOUBLE, REDOUBLE = Call("pass"), Call("double"), Call("redouble")
#: every bid, lowest first (7 plus, 7 minus, 8 plus, ...)
BIDS = tuple(Call("bid", n, m) for n in range(MIN_BID, MAX_BID + 1) for m in (False, True))
TRUMP_CHOICES = tuple(Trumps(s) for s in SUITS) + (Trumps(None),)

_PASS_WORDS = {"pass", "passo", "no bid", "passa"}
_DOUBLE_WORDS = {"double", "contro", "doubled"}
_REDOUBLE_WORDS = {"redouble", "surcontro", "ricontro"}
_PLUS_WORDS = {"plus", "più", "piu", "+"}
_MINUS_WORDS = {"minus", "meno", "-"}
_SUIT_WORDS = {"s": "S", "spades": "S", "picche": "S", "h": "H", "hearts": "H", "cuori": "H",
               "d": "D", "diamonds": "D", "quadri": "D", "c": "C", "clubs": "C", "fiori": "C"}
_NO_TRUMPS = {"no trumps", "no trump", "notrumps", "nt", "senza briscola", "senza"}


def parse_call(text: str):
    """A :class:`Call` or :class:`Trumps` from its notation, or None."""
    need_str("parse_call", "text", text)
    low = " ".join(text.lower().split())
    if low in _PASS_WORDS:
        return Call("pass")
    if low in _DOUBLE_WORDS:
        return Call("double")
    if low in _REDOUBLE_WORDS:
        return Call("redouble")
    if low in _NO_TRUMPS:
        return Trumps(None)
    words = low.replace("+", " + ").replace("-", " - ").split()
    if words and words[0] in ("trumps", "trump", "briscola"):
        if len(words) == 2 and words[1] in _SUIT_WORDS:
            return Trumps(_SUIT_WORDS[words[1]])
        return None
    if words and words[0] in ("bid", "dichiaro"):
        words = words[1:]
    num = [w for w in words if w.isascii() and w.isdigit()]
    signs = [w for w in words if not (w.isascii() and w.isdigit())]
    if len(num) == 1 and len(signs) <= 1 and len(num[0]) <= 2:
        n = int(num[0])
        if signs and signs[0] not in _PLUS_WORDS | _MINUS_WORDS:
            return None
        minus = bool(signs) and signs[0] in _MINUS_WORDS
        if not MIN_BID <= n <= MAX_BID:
            raise IllegalMoveError("auction.err.range")
        return Call("bid", n, minus)
    return None


def _clip(move, limit: int = 16) -> str:
    """A refused input as a short text for a message (never raises)."""
    try:
        text = move if isinstance(move, str) else str(move)
    except Exception:
        text = f"<{type(move).__name__}>"
    text = "".join(ch if ch.isprintable() else "?" for ch in text.strip())
    return text if len(text) <= limit else text[:limit - 1] + "…"


# ==========================================================================
# Contracts
# ==========================================================================

class Contract:
    """The contract of a deal: ``declarer`` (player), ``tricks`` (7..12),
    ``minus``, ``multiplier`` (1, 2 doubled, 4 redoubled), ``trumps`` (a
    suit letter, None for no trumps, ``""`` while the declarer has still to
    name them)."""

    __slots__ = ("declarer", "tricks", "minus", "multiplier", "trumps")

    def __init__(self, declarer: int, tricks: int, minus: bool, multiplier: int = 1, trumps=None):
        need_int("Contract", "declarer", declarer, lo=0, hi=1)
        need_int("Contract", "tricks", tricks, lo=MIN_BID, hi=MAX_BID)
        need_bool("Contract", "minus", minus)
        need_choice("Contract", "multiplier", multiplier, (1, 2, 4))
        if trumps is not None:
            need_choice("Contract", "trumps", trumps, ("",) + tuple(SUITS))
        self.declarer, self.tricks, self.minus = declarer, tricks, minus
        self.multiplier, self.trumps = multiplier, trumps

    @property
    def worth(self) -> int:
        """10 for each trick bid over six."""
        return TRICK_VALUE * (self.tricks - 6)

    def text(self, lang: str | None = None) -> str:
        c = i18n.tr("auction.contract." + ("minus" if self.minus else "plus"), lang, n=self.tricks)
        if self.multiplier > 1:
            c = i18n.tr(f"auction.contract.x{self.multiplier}", lang, c=c)
        if not self.minus and self.trumps != "":
            if self.trumps is None:
                c = i18n.tr("auction.contract.no_trumps", lang, c=c)
            else:
                key = "suit." + self.trumps
                c = i18n.tr("auction.contract.trumps", lang, c=c, suit=i18n.tr(key, "en"),
                            suit_it=i18n.tr(key, "it"))
        return c

    def result(self, declarer_tricks: int, of: int = 12) -> tuple:
        """``(made, points, beyond_or_short)`` for the declarer's tricks: the
        points go to the declarer when made, else to the opponent."""
        need_int("Contract.result", "declarer_tricks", declarer_tricks, lo=0,
                 hi=need_int("Contract.result", "of", of, lo=0, hi=12))
        counted = of - declarer_tricks if self.minus else declarer_tricks
        if counted >= self.tricks:
            beyond = counted - self.tricks
            return True, self.multiplier * (self.worth + TRICK_VALUE * beyond), beyond
        short = self.tricks - counted
        return False, self.multiplier * (self.worth + TRICK_VALUE * short), short

    def __eq__(self, o):
        return isinstance(o, Contract) and all(getattr(o, k) == getattr(self, k) for k in self.__slots__)

    def __repr__(self):
        return (f"Contract(declarer={self.declarer}, tricks={self.tricks}, minus={self.minus}, "
                f"multiplier={self.multiplier}, trumps={self.trumps!r})")

    def __str__(self):
        return self.text()


def _calc(c: "Contract", made: bool, extra: int, lang: str) -> str:
    """The sum a contract scores, in words: "20 for the contract + 10 for
    the tricks beyond it", times 2 or 4 when doubled or redoubled."""
    text = i18n.tr("auction.calc.worth", lang, n=c.worth)
    if extra:
        key = "auction.calc.beyond" if made else "auction.calc.short"
        text += " + " + i18n.tr(key, lang, n=TRICK_VALUE * extra)
    if c.multiplier > 1:
        text = f"({text}) × {c.multiplier}" if extra else f"{text} × {c.multiplier}"
    return text


def contract_points(tricks: int, minus: bool, declarer_tricks: int, multiplier: int = 1) -> tuple:
    """The score of a contract: ``(made, points)`` (a worked-example helper)."""
    made, pts, _ = Contract(0, tricks, minus, multiplier).result(declarer_tricks)   # each checked there
    return made, pts


# ==========================================================================
# State
# ==========================================================================

AUCTION_PHASE, TRUMPS_PHASE = "auction", "trumps"


class AuctionState(DealSeries):
    """A partie of Auction Piquet (see the module doc).  Besides the API of
    every kit state: :attr:`calls` (this deal's auction as ``(player,
    call)``), :attr:`contract` (a :class:`Contract` once the auction ended),
    :attr:`thrown_in` (deals thrown in because both passed), :meth:`margin`
    (the rubicon)."""

    def _new_series_fields(self) -> None:
        self._own = None
        self.calls = []
        self.contract = None
        self.thrown_in = 0
        self._thrown = False
        self._dealer_next = None

    def _copy_own(self, o) -> None:
        o._own = self._own
        o.calls = list(self.calls)
        o.contract = None if self.contract is None else Contract(
            self.contract.declarer, self.contract.tricks, self.contract.minus,
            self.contract.multiplier, self.contract.trumps)
        o.thrown_in = self.thrown_in
        o._thrown = self._thrown
        o._dealer_next = self._dealer_next

    # ---------------------------------------------------------------- deal
    def _seats_for_deal(self) -> tuple:
        if self._dealer_next is not None:
            return (0, 1), self._dealer_next
        return (0, 1), self.rules.first_dealer

    def _deal_cards(self, order) -> None:
        if self._thrown:          # the thrown-in deal leaves no record
            self.logs.pop()
            self.dealers.pop()
            self._thrown = False
        super()._deal_cards(order)

    def _after_deal(self) -> None:
        self._own = AUCTION_PHASE
        self.calls = []
        self.contract = None
        self._dealer_next = None

    def _deal_done(self, d) -> bool:
        return self._thrown or (d._phase == PH_OVER and self._own is None)

    def _own_phase(self):
        return self._own

    def _own_player(self):
        if self._own == TRUMPS_PHASE:
            return self.contract.declarer
        if self._own == AUCTION_PHASE:
            elder = 1 - self.deal_state.dealer
            return elder if len(self.calls) % 2 == 0 else 1 - elder
        return None

    # ---------------------------------------------------------------- auction
    def _last_bid(self):
        for who, c in reversed(self.calls):
            if c.kind == "bid":
                return who, c
        return None

    def _passed_at_start(self, player: int) -> bool:
        return bool(self.calls) and self.calls[0][0] == player and self.calls[0][1].kind == "pass"

    def _own_moves(self) -> list:
        if self._own == TRUMPS_PHASE:
            return list(TRUMP_CHOICES)
        me = self._own_player()
        out = [PASS]
        last = self.calls[-1] if self.calls else None
        if last is not None and last[0] != me:
            if last[1].kind == "bid":
                out.append(DOUBLE)
            elif last[1].kind == "double":
                out.append(REDOUBLE)
        if not self._passed_at_start(me):
            lb = self._last_bid()
            lo = MIN_BID if lb is None else lb[1].tricks + 1
            out += BIDS[2 * (lo - MIN_BID):]
        return out

    def _own_coerce(self, move):
        if isinstance(move, (Call, Trumps)):
            return move
        m = parse_call(move.strip()) if isinstance(move, str) else None
        if m is None:
            key = "auction.err.not_trumps" if self._own == TRUMPS_PHASE else "auction.err.not_call"
            raise IllegalMoveError(key, text=_clip(move))
        return m

    def _before_inner(self, move) -> None:
        m = move
        if isinstance(move, str):
            try:
                m = parse_call(move.strip())
            except IllegalMoveError:
                m = None
        if not isinstance(m, (Call, Trumps)):
            return
        if isinstance(m, Trumps) and self.contract is not None and self.contract.minus:
            raise IllegalMoveError("auction.err.trumps_minus")
        inner = self.deal_state
        raise IllegalMoveError("picchetto.err.phase", player=self._name_term(self.current_player()),
                               todo=i18n.Term("picchetto.todo." + inner.phase))

    def _own_explain(self, m) -> IllegalMoveError:
        ph = self._own
        want = Trumps if ph == TRUMPS_PHASE else Call
        if not isinstance(m, want):
            return IllegalMoveError("picchetto.err.phase", player=self._name_term(self._own_player()),
                                    todo=i18n.Term("picchetto.todo." + ph))
        if want is Trumps:
            return IllegalMoveError("auction.err.trumps_minus")
        me = self._own_player()
        if m.kind == "bid":
            if self._passed_at_start(me):
                return IllegalMoveError("auction.err.passed")
            return IllegalMoveError("auction.err.low", n=self._last_bid()[1].tricks)
        if m.kind == "double":
            return IllegalMoveError("auction.err.double")
        return IllegalMoveError("auction.err.redouble")

    def _own_apply(self, m) -> None:
        if isinstance(m, Trumps):
            self.contract.trumps = m.suit
            self.deal_state._trump = m.index
            self._own = None
            return
        me = self._own_player()
        self.calls.append((me, m))
        if m.kind == "pass":
            if len(self.calls) == 2 and self.calls[0][1].kind == "pass":
                self._throw_in()
            elif len(self.calls) >= 2:
                self._close_auction()
        elif m.kind == "redouble":
            self._close_auction()

    def _throw_in(self) -> None:
        self.thrown_in += 1
        self._thrown = True
        self._own = None
        self._dealer_next = self.deal_state.dealer   # the same dealer deals again

    def _close_auction(self) -> None:
        who, bid = self._last_bid()
        mult = 1
        for _w, c in self.calls[self.calls.index((who, bid)) + 1:]:
            if c.kind == "double":
                mult = 2
            elif c.kind == "redouble":
                mult = 4
        naming = self.rules.auction_trumps and not bid.minus
        self.contract = Contract(who, bid.tricks, bid.minus, mult, "" if naming else None)
        self._own = TRUMPS_PHASE if naming else None
        self._dealer_next = 1 - self.deal_state.dealer

    @property
    def trumps(self) -> Optional[str]:
        """The trump suit of this deal (a suit letter), or None."""
        return None if self.contract is None else (self.contract.trumps or None)

    # ---------------------------------------------------------------- scoring
    def _score_extra(self) -> None:
        inner = self.deal_state
        c = self.contract
        if c is None or (self.rules.target is not None and inner.winner is not None
                         and max(inner._scores) >= self.rules.target):
            return   # the game ended in the middle of the deal: no contract to score
        won = inner.tricks_won[c.declarer]
        made, pts, extra = c.result(won, inner._ntricks)
        counted = inner._ntricks - won if c.minus else won
        params = dict(contract=c.text("en"), contract_it=c.text("it"), tricks=counted, bid=c.tricks,
                      worth=c.worth, mult=c.multiplier, beyond=extra if made else 0,
                      short=0 if made else extra, calc_en=_calc(c, made, extra, "en"),
                      calc_it=_calc(c, made, extra, "it"))
        lang = i18n.get_language()
        key = "picchetto.ev.contract_" + ("made" if made else "failed") + ("_minus" if c.minus else "")
        if made:
            said = i18n.tr("picchetto.say.contract_made", lang)
            inner.log.add(c.declarer, pts, key, said, say="contract_made", **params)
        else:
            said = i18n.tr("picchetto.say.contract_failed", lang)
            inner.log.add(1 - c.declarer, pts, key, said, say="contract_failed", **params)

    def margin(self) -> Optional[int]:
        """The winner's margin once the partie is over (the rubicon of these
        rules, as in Rubicon Piquet)."""
        if not self._over:
            return None
        if self.winner is None:
            return 0
        return rubicon(self._scores[self.winner], self._scores[1 - self.winner], self.rules)

    def __str__(self) -> str:
        lines = [repr(self)]
        if self.deal_state is not None and not self._over:
            for p in (0, 1):
                lines.append(f"{self.player_name(p)}: {self.hand(p)}")
            if self.calls:
                lines.append("auction: " + ", ".join(f"{w + 1}: {c}" for w, c in self.calls))
            if self.contract is not None:
                lines.append(f"contract: player {self.contract.declarer + 1}, {self.contract}")
            lines.extend(self.log.lines())
        return "\n".join(lines)


# ==========================================================================
# Computer player
# ==========================================================================

def hand_estimate(hand: int, elder: bool, trumps_allowed: bool = True) -> tuple:
    """A quick evaluation of a 12-card hand (internal mask, bits 40..71)
    for the auction: ``(plus, minus, trump)``: the tricks it expects to win
    if it plays to win (with ``trump``, its longest suit, as trumps when
    ``trumps_allowed``), the tricks it expects to lose if it plays to lose,
    and the suit letter it would name (None: no trumps)."""
    need_mask("hand_estimate", "hand", hand)
    need_bool("hand_estimate", "elder", elder)
    need_bool("hand_estimate", "trumps_allowed", trumps_allowed)
    plus = 0.5 if elder else 0.0
    minus = 0.0
    best, best_key = None, (3, 0)
    for s in range(4):
        b = (hand >> (40 + 8 * s)) & 0xFF
        n = b.bit_count()
        if not n:
            minus += 0.5          # a void lets it throw its high cards
            continue
        top = 0
        r = 7
        while r >= 0 and (b >> r) & 1:   # A, K, Q... from the top: sure tricks
            top += 1
            r -= 1
        p = float(top)
        if top == 0 and (b >> 6) & 1 and n >= 2:
            p += 0.5              # a guarded king
        if top <= 1 and (b >> 5) & 1 and n >= 3:
            p += 0.25             # a guarded queen
        if n >= 5:
            p += 0.5 * (n - 4)    # long cards
        plus += min(p, n)
        for rank in range(8):
            if (b >> rank) & 1:
                minus += (1.0, 1.0, 0.9, 0.6, 0.3, 0.1, 0.0, 0.0)[rank]
        key = (n, bin(b >> 4).count("1"))
        if key > best_key:
            best, best_key = SUITS[s], key
    if trumps_allowed and best is not None:
        plus += 0.6 * (best_key[0] - 3)
    return plus, minus, (best if trumps_allowed else None)


class AuctionComputerPlayer:
    """A computer player for Auction Piquet.  It bids by a simple
    evaluation of its hand (:func:`hand_estimate`: sure tricks from the top
    of each suit, guarded honours, long cards, a long suit as trumps; for a
    minus contract its low cards), overcalls only as far as its estimate
    goes, doubles a contract its hand says cannot be made, names its longest
    suit as trumps.  In the deal it plays as the rule-based
    :class:`~cardkit.picchetto.players.ComputerPlayer`, except that under a
    minus contract both players throw high cards and duck (the declarer to
    lose his tricks, the opponent to make him take them), and a player void
    in the suit led trumps with his lowest trump."""

    def __init__(self, margin: float = 0.5):
        from .players import ComputerPlayer
        self.margin = margin
        self.deal_player = ComputerPlayer()

    def __repr__(self):
        return f"AuctionComputerPlayer(margin={self.margin})"

    def choose(self, state: "AuctionState"):
        need_instance("AuctionComputerPlayer.choose", "state", state, AuctionState, "an_auction")
        ph = state._own_phase()
        if ph == TRUMPS_PHASE:
            me = state.current_player()
            _p, _m, suit = hand_estimate(state.deal_state._hands[me], me == state.elder)
            return Trumps(suit)
        if ph == AUCTION_PHASE:
            return self._bid(state)
        return self._deal_move(state)

    __call__ = choose

    def _bid(self, state):
        me = state.current_player()
        inner = state.deal_state
        plus, minus, _ = hand_estimate(inner._hands[me], me != inner.dealer, state.rules.auction_trumps)
        legal = state.legal_moves()
        last = state.calls[-1] if state.calls else None
        if last is not None and last[1].kind == "double":
            mine = state._last_bid()[1]
            est = minus if mine.minus else plus
            return Call("redouble") if est >= mine.tricks + 2 and Call("redouble") in legal else Call("pass")
        lb = state._last_bid()
        want_minus = minus > plus
        est = max(plus, minus) + self.margin
        level = int(est)
        need = MIN_BID if lb is None else lb[1].tricks + 1
        bid = Call("bid", need, want_minus) if need <= min(level, MAX_BID) else None
        if bid is not None and bid in legal:
            return bid
        if lb is not None and lb[0] != me and Call("double") in legal:
            t = lb[1]
            # the opponent plays plus t: he fails if I take more than 12 - t tricks
            mine = plus if not t.minus else minus
            if mine >= 12 - t.tricks + 2:
                return Call("double")
        return Call("pass")

    def _deal_move(self, state):
        from .players import _legal_mask as legal_mask
        from .state import PH_EXCH_E, PH_EXCH_Y, PH_PLAY, Exchange
        inner = state.deal_state
        c = state.contract
        me = inner.current_player()
        ph = inner._phase
        if c is not None and c.minus:   # both play to lose tricks: the declarer to make, the other to defeat
            if ph in (PH_EXCH_E, PH_EXCH_Y):
                lo, hi, _a, _s = inner._exchange_limits(me)
                hand = inner._hands[me]
                cards = sorted(range(40, 72), key=lambda x: -((x - 40) & 7))
                high = [x for x in cards if (hand >> x) & 1 and (x - 40) & 7 >= 5]
                out = high[:max(lo, min(hi, len(high)))]
                return Exchange._of_sorted(tuple(sorted(inner._ext(x) for x in out)))
            if ph == PH_PLAY:
                hand = inner._hands[me]
                led = inner._trick[0][1] if inner._trick else -1
                legal = legal_mask(hand, led, inner._must_take)
                cards = [x for x in range(40, 72) if (legal >> x) & 1]
                if led < 0:
                    pick = min(cards, key=lambda x: ((x - 40) & 7, x))
                else:
                    same = [x for x in cards if (x >> 3) == (led >> 3)]
                    under = [x for x in same if x < led]
                    if under:
                        pick = max(under)
                    elif same:
                        pick = max(same)
                    else:
                        pick = max(cards, key=lambda x: ((x - 40) & 7, x))
                return inner._ext(pick)
        if ph == PH_PLAY and inner._trick and inner._trump >= 0:
            hand = inner._hands[me]
            led = inner._trick[0][1]
            tmask = 0xFF << (40 + 8 * inner._trump)
            if not hand & (0xFF << (led & ~7)) and hand & tmask and (led >> 3) != inner._trump + 5:
                low = hand & tmask
                return inner._ext((low & -low).bit_length() - 1)
        return self.deal_player(inner)


class RandomAuctionPlayer:
    """Any legal call at random (passing half the time, so that auctions
    stay short), then the deal as :class:`~cardkit.picchetto.players.RandomPlayer`."""

    def __init__(self, seed=0):
        from ..cards import rng
        from .players import RandomPlayer
        self.rng = rng(seed)
        self.seed = seed
        self.deal_player = RandomPlayer(seed)

    def __repr__(self):
        return f"RandomAuctionPlayer({self.seed!r})"

    def choose(self, state):
        need_instance("RandomAuctionPlayer.choose", "state", state, AuctionState, "an_auction")
        if state._own_phase() is not None:
            moves = state.legal_moves()
            if state._own_phase() == AUCTION_PHASE and self.rng.random() < 0.5:
                return moves[0]
            return moves[int(self.rng.random() * len(moves))]
        return self.deal_player(state.deal_state)

    __call__ = choose
