"""Scopa scoring: primiera, napola, the points of a hand, the end of a match.

Points of a hand (rule text ``002``), for each side:

* **carte** — 1 point to the side that took the most cards;
* **denari** — 1 point to the side that took the most coins (suit ``d``);
* **settebello** — 1 point to the side that took the 7 of coins;
* **primiera** — 1 point to the side with the best primiera: the best card
  of each suit taken, valued 7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12,
  figures (F, C, R)=10, the four summed.  A side missing a suit has no
  primiera;
* **scope** — 1 point for each scopa;
* **napola** (option) — A, 2 and 3 of coins score 3; each further coin in
  unbroken sequence (4, 5, 6, 7, F, C, R) adds 1, up to 10 for the suit.

Ties score nothing: with three players a category is scored only when one
side alone has the highest count.

Everything is computed on bitmasks with 1024-entry tables indexed by one
suit's 10 bits, so :func:`score_hand` is cheap enough for simulations.
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from .. import i18n
from ..cards import CARDS, Card, CardSet
from ..game import ScoreLog
from ..options import InvalidOptionError, is_int, need_bool, need_int, need_ints, quote
from .rules import COINS_MASK, SETTEBELLO, italian_mask

#: primiera value of each rank index (A 2 3 4 5 6 7 F C R)
PRIMIERA_VALUES = (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)
# preference among ranks of equal primiera value: the highest figure first
_PRIMIERA_ORDER = sorted(range(10), key=lambda r: (-PRIMIERA_VALUES[r], -r))

_BEST_VALUE = [0] * 1024   # best primiera value among a suit's 10 bits (0: none)
_BEST_RANK = [-1] * 1024   # rank index of that card (-1: none)
_NAPOLA = [0] * 1024       # napola points of the coins' 10 bits
for _m in range(1, 1024):
    for _r in _PRIMIERA_ORDER:
        if _m >> _r & 1:
            _BEST_VALUE[_m] = PRIMIERA_VALUES[_r]
            _BEST_RANK[_m] = _r
            break
    _run = 0
    while _run < 10 and _m >> _run & 1:
        _run += 1
    _NAPOLA[_m] = _run if _run >= 3 else 0
_BEST_VALUE = tuple(_BEST_VALUE)
_BEST_RANK = tuple(_BEST_RANK)
_NAPOLA = tuple(_NAPOLA)
#: per suit (d c s b), indexed by the suit's 10 bits: the card that counts
#: for the primiera (``None`` when the suit is missing)
_BEST_CARD = tuple(tuple(CARDS[10 * _s + _r] if _r >= 0 else None for _r in _BEST_RANK)
                   for _s in range(4))
_SUITS = "dcsb"

i18n.register({
    "scopa.piles_overlap": {
        "en": "the piles share {cards}: a card can be in only one pile",
        "it": "i mazzetti hanno in comune {cards}: una carta può stare in un solo mazzetto",
    },
    "scopa.scope_length": {
        "en": "give one scope count per side: {sides} sides, but {n} counts",
        "it": "serve un numero di scope per ogni giocatore o coppia: {sides} punteggi, ma {n} numeri",
    },
    "scopa.no_sides": {
        "en": "give one pile per side: 2 piles (two players, or two pairs of four players) "
              "or 3 (three players), not {n}",
        "it": "serve un mazzetto per ogni parte: 2 mazzetti (due giocatori, o due coppie di quattro "
              "giocatori) o 3 (tre giocatori), non {n}",
    },
    "scopa.piles_form": {
        "en": "give the piles as a list with one pile of cards per side, e.g. ['7d Ad', 'Rc Rs'], not {value}",
        "it": "indica i mazzetti come una lista con un mazzetto di carte per parte, per esempio "
              "['7d Ad', 'Rc Rs'], non {value}",
    },
    "scopa.hand_scores_form": {
        "en": "give the points of a hand as a list of 2 or 3 HandScore (one per side, from score_hand), "
              "not {value}",
        "it": "indica i punti di una smazzata come una lista di 2 o 3 HandScore (uno per parte, "
              "da score_hand), non {value}",
    },
    "scopa.bad_scores": {
        "en": "give the match scores as a list of 2 or 3 whole numbers (one per side), not {value}",
        "it": "indica i punteggi della partita come una lista di 2 o 3 numeri interi (uno per parte), "
              "non {value}",
    },
})


# --------------------------------------------------------------------------
# Primiera and napola
# --------------------------------------------------------------------------

def primiera_mask(m: int) -> Optional[int]:
    """Primiera total of a mask, ``None`` when a suit is missing."""
    a = _BEST_VALUE[m & 1023]
    b = _BEST_VALUE[(m >> 10) & 1023]
    c = _BEST_VALUE[(m >> 20) & 1023]
    d = _BEST_VALUE[(m >> 30) & 1023]
    if a and b and c and d:
        return a + b + c + d
    return None


def primiera(pile) -> Optional[int]:
    """The primiera total of a pile: the best card of each suit, valued
    7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figures 10, summed; ``None``
    when a suit is missing (the pile then has no primiera).

    >>> primiera("7d 7c 7s 6b Ab")
    81
    >>> primiera("7d 7c 7s") is None
    True
    """
    return primiera_mask(italian_mask(pile))


def primiera_cards(pile) -> dict[str, Optional[Card]]:
    """The card that counts for the primiera in each suit: ``{"d": Card,
    "c": ..., "s": ..., "b": ...}``, ``None`` for a suit missing from the
    pile.  Among figures (all worth 10) the highest is shown (R, then C,
    then F).

    >>> primiera_cards("7d Ad 2c Fs Rs")
    {'d': Card('7d'), 'c': Card('2c'), 's': Card('Rs'), 'b': None}
    """
    m = italian_mask(pile)
    out: dict[str, Optional[Card]] = {}
    for s in range(4):
        out[_SUITS[s]] = _BEST_CARD[s][(m >> (10 * s)) & 1023]
    return out


def primiera_value(card) -> int:
    """The primiera value of one card (7=21, 6=18, A=16, 5=15, 4=14, 3=13,
    2=12, figures 10)."""
    from .rules import one_card
    return PRIMIERA_VALUES[one_card(card) % 10]


def napola_mask(m: int) -> int:
    return _NAPOLA[m & COINS_MASK]


def napola(pile) -> int:
    """Napola points of a pile: 0 unless it holds the A, 2 and 3 of coins;
    then 3, plus 1 for each further coin in unbroken sequence (4, 5, 6, 7, F,
    C, R), up to 10 for the whole suit.  Without the ace there is no napola.

    >>> napola("Ad 2d 3d 4d 6d")
    4
    >>> napola("2d 3d 4d 5d")
    0
    """
    return _NAPOLA[italian_mask(pile) & COINS_MASK]


# --------------------------------------------------------------------------
# Points of a hand
# --------------------------------------------------------------------------

class HandScore(NamedTuple):
    """What one side scored in a hand (immutable).

    Points (0 or 1 each, except ``scope`` and ``napola``): ``carte``,
    ``denari``, ``settebello``, ``primiera``, ``scope``, ``napola`` and
    their ``total``.  Raw counts, for lessons: ``cards_taken``,
    ``coins_taken``, ``primiera_total`` (``None`` when a suit is missing)
    and ``primiera_best`` (the counting card of each suit d, c, s, b, or
    ``None``).
    """

    carte: int
    denari: int
    settebello: int
    primiera: int
    scope: int
    napola: int
    total: int
    cards_taken: int
    coins_taken: int
    primiera_total: Optional[int]
    primiera_best: tuple

    def lines(self, lang: str | None = None) -> list[str]:
        """The points in words, one line per category that scored."""
        out = []
        if self.carte:
            out.append(i18n.tr("scopa.score.carte", lang, n=self.cards_taken))
        if self.denari:
            out.append(i18n.tr("scopa.score.denari", lang, n=self.coins_taken))
        if self.settebello:
            out.append(i18n.tr("scopa.score.settebello", lang))
        if self.primiera:
            out.append(i18n.tr("scopa.score.primiera", lang, n=self.primiera_total))
        if self.scope:
            out.append(i18n.tr("scopa.score.scope", lang, n=self.scope))
        if self.napola:
            out.append(i18n.tr("scopa.score.napola", lang, n=self.napola))
        return out


i18n.register({
    "scopa.score.carte": {"en": "carte: most cards ({n})", "it": "carte: più carte ({n})"},
    "scopa.score.denari": {"en": "denari: most coins ({n})", "it": "denari: più denari ({n})"},
    "scopa.score.settebello": {"en": "settebello: the 7 of coins", "it": "settebello: il 7 di denari"},
    "scopa.score.primiera": {"en": "primiera: best primiera ({n})",
                             "it": "primiera: primiera migliore ({n})"},
    "scopa.score.scope": {"en": "scope: {n}", "it": "scope: {n}"},
    "scopa.score.napola": {"en": "napola: {n}", "it": "napola: {n}"},
})


#: builds a HandScore from a tuple without the Python-level __new__ of NamedTuple
_new_tuple = tuple.__new__


def _unique_top(vals) -> int:
    """Index of the single highest positive value, -1 on a tie or if none."""
    top = max(vals)
    if top <= 0:
        return -1
    idx = -1
    for i, v in enumerate(vals):
        if v == top:
            if idx >= 0:
                return -1
            idx = i
    return idx


def score_masks(masks, scope=None, napola: bool = False) -> tuple[HandScore, ...]:
    """:func:`score_hand` on bitmasks (no checks; used by the game state)."""
    n = len(masks)
    cards = []
    coins = []
    prims = []
    bests = []
    bv = _BEST_VALUE
    bd, bc, bs, bb = _BEST_CARD
    for m in masks:
        a = m & 1023
        b = (m >> 10) & 1023
        c = (m >> 20) & 1023
        d = (m >> 30) & 1023
        va, vb, vc, vd = bv[a], bv[b], bv[c], bv[d]
        prims.append(va + vb + vc + vd if (va and vb and vc and vd) else 0)
        cards.append(m.bit_count())
        coins.append(a.bit_count())
        bests.append((bd[a], bc[b], bs[c], bb[d]))
    if n == 2:
        # two sides (the common case): a strict comparison names the winner
        # (the larger value is then positive, as each category requires)
        c0, c1 = cards
        wc = 0 if c0 > c1 else 1 if c1 > c0 else -1
        c0, c1 = coins
        wd = 0 if c0 > c1 else 1 if c1 > c0 else -1
        c0, c1 = prims
        wp = 0 if c0 > c1 else 1 if c1 > c0 else -1
    else:
        wc = _unique_top(cards)
        wd = _unique_top(coins)
        wp = _unique_top(prims)
    out = []
    for i in range(n):
        m = masks[i]
        ca = 1 if i == wc else 0
        de = 1 if i == wd else 0
        sb = (m >> SETTEBELLO) & 1
        pr = 1 if i == wp else 0
        sc = scope[i] if scope is not None else 0
        na = _NAPOLA[m & 1023] if napola else 0
        out.append(_new_tuple(HandScore, (ca, de, sb, pr, sc, na, ca + de + sb + pr + sc + na,
                                          cards[i], coins[i], prims[i] or None, bests[i])))
    return tuple(out)


def score_hand(piles, scope=None, napola: bool = False) -> tuple[HandScore, ...]:
    """The points of a hand, one :class:`HandScore` per side.

    ``piles`` lists each side's captured cards (any card-ish input per
    side: a notation string, a list of cards, a :class:`CardSet`);
    ``scope`` the number of scope of each side (default none); ``napola``
    turns the napola option on.  Ties score nothing; with three players a
    category is scored only by a side that is alone at the top.

    >>> a, b = score_hand(["7d 7c 7s 7b Ad 2d 3d", "6d 6c 6s 6b"], scope=[1, 0])
    >>> a.settebello, a.denari, a.carte, a.primiera, a.scope, a.total
    (1, 1, 1, 1, 1, 5)
    >>> b.total, b.primiera_total
    (0, 72)
    """
    if isinstance(piles, (str, CardSet)) or not isinstance(piles, (list, tuple)):
        raise InvalidOptionError("scopa.piles_form", value=quote(piles))
    if len(piles) not in (2, 3):
        raise InvalidOptionError("scopa.no_sides", n=len(piles))
    masks = []
    seen = 0
    for p in piles:
        m = p.mask if isinstance(p, CardSet) else italian_mask(p)
        if m & ~((1 << 40) - 1):
            italian_mask(p)
        if m & seen:
            raise InvalidOptionError("scopa.piles_overlap", cards=str(CardSet.from_mask(m & seen)))
        seen |= m
        masks.append(m)
    if scope is not None:
        if isinstance(scope, (list, tuple)) and len(scope) != len(masks):
            raise InvalidOptionError("scopa.scope_length", sides=len(masks), n=len(scope))
        scope = list(need_ints("score_hand", "scope", scope, count=len(masks), lo=0, hi=35))
    return score_masks(masks, scope, need_bool("score_hand", "napola", napola))


#: the categories of a hand's points, in the order a score sheet lists them
_CATEGORIES = ("carte", "denari", "settebello", "primiera", "scope", "napola")


def hand_score_log(scores, start=None) -> ScoreLog:
    """A :class:`~cardkit.game.ScoreLog` of a hand's points (one event per
    category scored, side by side), with running match totals from
    ``start`` (default zeros)."""
    if not (isinstance(scores, (list, tuple)) and len(scores) in (2, 3)
            and all(isinstance(s, HandScore) and all(is_int(getattr(s, c)) for c in _CATEGORIES)
                    for s in scores)):
        raise InvalidOptionError("scopa.hand_scores_form", value=quote(scores))
    if start is not None:
        start = need_ints("hand_score_log", "start", start, count=len(scores))
    log = ScoreLog(len(scores), start)
    for cat in _CATEGORIES:
        for side, s in enumerate(scores):
            pts = getattr(s, cat)
            if pts:
                n = {"carte": s.cards_taken, "denari": s.coins_taken,
                     "primiera": s.primiera_total, "scope": s.scope,
                     "napola": s.napola}.get(cat, 0)
                log.add(side, pts, "scopa.score." + cat, n=n)
    return log


# --------------------------------------------------------------------------
# Match
# --------------------------------------------------------------------------

def match_winner(scores, target: int) -> Optional[int]:
    """The side that has won the match, or ``None``.

    A side wins when, at the end of a hand, it has reached ``target`` and
    leads alone.  If the top score is shared, nobody has won yet: another
    hand is played.

    >>> match_winner([11, 9], 11), match_winner([12, 12], 11), match_winner([10, 3], 11)
    (0, None, None)
    """
    if not (isinstance(scores, (list, tuple)) and len(scores) in (2, 3) and all(map(is_int, scores))):
        raise InvalidOptionError("scopa.bad_scores", value=quote(scores))
    need_int("match_winner", "target", target, lo=1)
    scores = list(scores)
    top = max(scores)
    if top < target or scores.count(top) > 1:
        return None
    return scores.index(top)


def is_match_over(scores, target: int) -> bool:
    """True when a side has reached ``target`` and leads alone (see
    :func:`match_winner`)."""
    return match_winner(scores, target) is not None


#: the public names (primiera_mask, napola_mask and score_masks are the
#: engine's unchecked bitmask helpers: the state passes them its own masks)
__all__ = ["PRIMIERA_VALUES", "primiera", "primiera_cards", "primiera_value", "napola", "HandScore",
           "score_hand", "hand_score_log", "match_winner", "is_match_over"]
