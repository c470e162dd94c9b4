"""Belote rules as pure functions: card values, trick winner, legal cards
(with the duty a wrong card breaks), honours and their comparison.

The rule text is ``/work/shared/seeds/001_6f3d7a74d8b1ef9f.txt`` (Italian).
Every function accepts any card-ish input (``"JH 9H AS"``, a list of cards,
a :class:`~cardkit.cards.CardSet`) and a trump given as a suit letter
``"S" "H" "D" "C"`` (or a suit symbol), or ``None`` for *Senza Atout*
(no trumps).

Internally everything is an int bitmask over the French card numbers
(``40 + suit * 8 + rank``, ranks ``7 8 9 10 J Q K A`` = 0..7) and the tables
below are indexed by card number, so the game engine (:mod:`.state`) can call
the ``_mask`` variants directly without converting.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

from .. import i18n
from ..cards import CARDS, FRENCH, FRENCH_SUITS, SUIT_SYMBOLS, CardList, CardSet, mask_cards
from ..errors import IllegalMoveError, InvalidCardError, InvalidInputError
from .. import tricks as _tricks
from ..options import need_choice, need_int, need_ints, quote
from . import _checks as check

NO_TRUMP = 4  # internal trump index for Senza Atout

SUIT_INDEX = _tricks.SUIT_INDEX
RANK_INDEX = _tricks.RANK_INDEX
SUIT_MASK = tuple(_tricks.FRENCH_SUIT_MASKS) + (0,)  # index NO_TRUMP -> no trump cards

# strength inside a suit, by rank index 7 8 9 10 J Q K A
PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)   # A 10 K Q J 9 8 7
TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)   # J 9 A 10 K Q 8 7
# points by rank index 7 8 9 10 J Q K A
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)

# tables indexed [trump index 0..4][card number]
STRENGTH = tuple(
    tuple(
        (TRUMP_ORDER[RANK_INDEX[c]] + 8 if SUIT_INDEX[c] == t else PLAIN_ORDER[RANK_INDEX[c]])
        if c >= 40 else -1
        for c in range(72)
    )
    for t in range(5)
)
POINTS = tuple(
    tuple(
        (TRUMP_POINTS[RANK_INDEX[c]] if SUIT_INDEX[c] == t else PLAIN_POINTS[RANK_INDEX[c]])
        if c >= 40 else 0
        for c in range(72)
    )
    for t in range(5)
)


def _above_trump(c: int) -> int:
    """Mask of the cards of c's suit that beat c when that suit is trumps."""
    if c < 40:
        return 0
    base = 40 + SUIT_INDEX[c] * 8
    s = TRUMP_ORDER[RANK_INDEX[c]]
    m = 0
    for r in range(8):
        if TRUMP_ORDER[r] > s:
            m |= 1 << (base + r)
    return m


ABOVE_TRUMP = tuple(_above_trump(c) for c in range(72))

# the cards of each suit pattern: _BYTE_CARDS[suit][byte] -> tuple of Cards
_BYTE_CARDS = tuple(
    tuple(tuple(CARDS[40 + s * 8 + r] for r in range(8) if (b >> r) & 1) for b in range(256))
    for s in range(4)
)


def french_cards(mask: int) -> list:
    """The French cards of a mask, by card number (fast :func:`mask_cards`)."""
    if not mask:
        return []
    s = ((mask & -mask).bit_length() - 41) >> 3
    if not mask & ~SUIT_MASK[s]:          # one suit only (the usual case when following)
        return list(_BYTE_CARDS[s][(mask >> (40 + s * 8)) & 255])
    out = []
    for s in range(4):
        b = (mask >> (40 + s * 8)) & 255
        if b:
            out += _BYTE_CARDS[s][b]
    return out

LAST_TRICK = 10
CAPOT = 100
TOTAL_TRUMPS = 152      # card points with a trump suit (62 + 3 * 30)
TOTAL_NO_TRUMPS = 120   # card points in Senza Atout (4 * 30)

# honours
CARRE_POINTS = {4: 200, 2: 150, 7: 100, 3: 100, 6: 100, 5: 100}  # J, 9, A, 10, K, Q
CARRE_RANKING = {4: 6, 2: 5, 7: 4, 3: 3, 6: 2, 5: 1}             # J > 9 > A > 10 > K > Q
SEQUENCE_POINTS = {3: 20, 4: 50, 5: 100}
SEQUENCE_KIND = {3: "terza", 4: "quarta", 5: "quinta"}
BELOTE_POINTS = 20

i18n.register({
    "belote.bad_trump": {
        "en": "{text!r} is not a trump: give a suit letter S, H, D or C (spades, hearts, diamonds, "
              "clubs), or None for Senza Atout (no trumps)",
        "it": "{text!r} non è una briscola: indica un seme con la lettera S, H, D o C (picche, cuori, "
              "quadri, fiori), oppure None per Senza Atout",
    },
    "belote.trick_too_long": {
        "en": "a trick has four cards: {n} were given as already played",
        "it": "una presa ha quattro carte: ne sono state date {n} come già giocate",
    },
    "belote.trick_size": {
        "en": "a trick holds 1 to 4 cards (one per player), not {n}",
        "it": "una presa ha da 1 a 4 carte (una per giocatore), non {n}",
    },
    "belote.card_twice": {
        "en": "{card} is given twice: each card of the deck is dealt to one player and played once",
        "it": "{card} compare due volte: ogni carta del mazzo va a un solo giocatore e si gioca una volta",
    },
    "belote.hands_count": {
        "en": "give the four hands in playing order (the player on the dealer's right first): "
              "{n} were given",
        "it": "indica le quattro mani in ordine di gioco (prima il giocatore alla destra del "
              "mazziere): ne sono state date {n}",
    },
    "belote.hands_form": {
        "en": "give the four hands as a list, in playing order (the player on the dealer's right "
              "first), not {value}",
        "it": "indica le quattro mani in una lista, in ordine di gioco (prima il giocatore alla "
              "destra del mazziere), non {value}",
    },
    # duties broken by a card (legal_cards' companion)
    "belote.not_in_hand": {
        "en": "you do not hold the {name} ({card})",
        "it": "non hai in mano {card} ({name})",
    },
    "belote.must_follow": {
        "en": "you must follow suit: you hold {suit}",
        "it": "devi rispondere al seme: hai carte di {suit}",
    },
    "belote.must_follow_trump": {
        "en": "you must follow suit: trumps were led and you hold trumps",
        "it": "devi rispondere al seme: è uscita briscola e tu hai briscole",
    },
    "belote.must_trump": {
        "en": "you must trump: your partner is not winning and you hold trumps",
        "it": "devi tagliare: la presa non è del tuo compagno e tu hai briscole",
    },
    "belote.must_overtrump": {
        "en": "you must overtrump the {rank} of trumps: you hold a higher trump",
        "it": "devi surtagliare la briscola {card} in tavola: ne hai una più alta",
    },
    "belote.must_go_higher": {
        "en": "trumps were led: you must play higher than the {rank} of trumps",
        "it": "è uscita briscola: devi superare la briscola {card} in tavola",
    },
    "belote.must_go_higher_partner": {
        "en": "trumps were led: you must play higher than the {rank} of trumps, even over your partner",
        "it": "è uscita briscola: devi superare la briscola {card} in tavola, "
              "anche se è del tuo compagno",
    },
    # honour names
    "belote.honour.carre": {"en": "quaterna of {rank}", "it": "quaterna di {rank}"},
    "belote.plural.J": {"en": "jacks", "it": "fanti"},
    "belote.plural.9": {"en": "nines", "it": "nove"},
    "belote.plural.A": {"en": "aces", "it": "assi"},
    "belote.plural.10": {"en": "tens", "it": "dieci"},
    "belote.plural.K": {"en": "kings", "it": "re"},
    "belote.plural.Q": {"en": "queens", "it": "donne"},
    "belote.honour.quinta": {"en": "quinta (five in sequence)", "it": "quinta"},
    "belote.honour.quarta": {"en": "quarta (four in sequence)", "it": "quarta"},
    "belote.honour.terza": {"en": "terza (three in sequence)", "it": "terza"},
    "belote.honour.belote": {"en": "belote (K and Q of trumps)", "it": "belote (re e donna di briscola)"},
    "belote.check.belote": {
        "en": "settle: belote must be (0, 0), (20, 0) or (0, 20), points inside the side's total, "
              "not {value}",
        "it": "settle: belote deve essere (0, 0), (20, 0) o (0, 20), punti compresi nel totale "
              "della coppia, non {value}",
    },
    "belote.check.honour": {
        "en": "Honour: {cards} with {points} points is not a {kind}",
        "it": "Honour: {cards} con {points} punti non è una {kind}",
    },
    "belote.check.honours_result": {
        "en": "HonoursResult: side, player and reason are all None (no honours, 0 points) or all "
              "given, the side being the player's, not {value}",
        "it": "HonoursResult: side, player e reason sono tutti None (nessuna accusa, 0 punti) o "
              "tutti dati, e side è la coppia di player, non {value}",
    },
    "belote.honour.repr": {
        "en": "{name}: {cards}, {points} points",
        "it": "{name}: {cards}, {points} punti",
    },
})


# --------------------------------------------------------------------------
# input helpers
# --------------------------------------------------------------------------

def trump_index(trump) -> int:
    """The internal trump index 0..3 (S H D C) or :data:`NO_TRUMP` for ``None``."""
    if trump is None:
        return NO_TRUMP
    if isinstance(trump, str):
        t = trump.strip()
        if t in SYMBOL_TO_SUIT:
            t = SYMBOL_TO_SUIT[t]
        t = t.upper()
        if len(t) == 1 and t in FRENCH_SUITS:
            return FRENCH_SUITS.index(t)
        if t in ("NT", "SA", "SENZA", "NONE", "SANS", "SENZA ATOUT"):
            return NO_TRUMP
    raise InvalidCardError("belote.bad_trump", text=trump)


SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}


def trump_letter(t: int):
    """The suit letter of a trump index, or ``None`` for Senza Atout."""
    check.trump("trump_letter", "t", t)
    return None if t == NO_TRUMP else FRENCH_SUITS[t]


def _hand_mask(hand) -> int:
    m = 0
    for c in FRENCH.check(hand):
        m |= 1 << c
    return m


def _distinct(cards_: list, seen: int = 0) -> int:
    """The mask of ``cards_`` (card numbers) added to ``seen``; refuses a
    card given twice (in the list, or already in ``seen``)."""
    for c in cards_:
        if (seen >> c) & 1:
            raise InvalidCardError("belote.card_twice", card=str(CARDS[c]))
        seen |= 1 << c
    return seen


def _trick_list(trick) -> list:
    out = [int(c) for c in FRENCH.check(trick if trick is not None else [])]
    if len(out) > 3:
        raise InvalidCardError("belote.trick_too_long", n=len(out))
    _distinct(out)
    return out


# --------------------------------------------------------------------------
# trick winner and points
# --------------------------------------------------------------------------

def winner_index(trick, t: int) -> int:
    """Index of the winning card in ``trick`` (card numbers), trump index ``t``."""
    strength = STRENGTH[t]
    led = SUIT_INDEX[trick[0]]
    best = 0
    bc = trick[0]
    bs = strength[bc] + (16 if SUIT_INDEX[bc] == t else 0)
    for i in range(1, len(trick)):
        c = trick[i]
        s = SUIT_INDEX[c]
        if s == t:
            v = strength[c] + 16
        elif s == led:
            v = strength[c]
        else:
            continue
        if v > bs:
            best, bc, bs = i, c, v
    return best


def trick_winner(trick, trump) -> int:
    """Index (0 = the card led) of the card that wins ``trick``.

    The highest trump wins; without trumps, the highest card of the suit led.
    Trumps rank J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7.

    >>> trick_winner("10S AS 7H JS", "H")
    2
    """
    cards_ = [int(c) for c in FRENCH.check(trick)]
    if not cards_:
        raise InvalidCardError("card.empty")
    if len(cards_) > 4:
        raise InvalidCardError("belote.trick_size", n=len(cards_))
    _distinct(cards_)
    return winner_index(cards_, trump_index(trump))


def points_mask(mask: int, t: int) -> int:
    pts = POINTS[t]
    total = 0
    while mask:
        low = mask & -mask
        total += pts[low.bit_length() - 1]
        mask ^= low
    return total


def card_points(cards_, trump) -> int:
    """The points of ``cards_`` (tricks are counted without the last-trick bonus).

    Trumps: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing.  Other suits
    (and every suit in Senza Atout): A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing.
    """
    t = trump_index(trump)
    return sum(POINTS[t][c] for c in FRENCH.check(cards_))


# --------------------------------------------------------------------------
# legal cards and the duties
# --------------------------------------------------------------------------

def legal_mask(hand: int, trick: list, t: int, w: int = -1) -> int:
    """The mask of the cards of ``hand`` (a mask) that may be played on
    ``trick`` (card numbers in playing order) with trump index ``t``; ``w``
    is the index of the card winning ``trick`` when the caller knows it (the
    solver does), else it is worked out here."""
    if not trick:
        return hand
    led = SUIT_INDEX[trick[0]]
    follow = hand & SUIT_MASK[led]
    if t == NO_TRUMP:
        return follow or hand
    if led == t:
        if not follow:
            return hand
        best = trick[w if w >= 0 else winner_index(trick, t)]
        higher = follow & ABOVE_TRUMP[best]
        return higher or follow
    if follow:
        return follow
    n = len(trick)
    if w < 0:
        w = winner_index(trick, t)
    if n >= 2 and w == n - 2:   # the partner is winning: any card
        return hand
    trumps = hand & SUIT_MASK[t]
    if not trumps:
        return hand
    best = trick[w]
    if SUIT_INDEX[best] == t:   # an opponent has trumped: overtrump, else undertrump
        return (trumps & ABOVE_TRUMP[best]) or trumps
    return trumps


def legal_cards(hand, trick, trump) -> CardList:
    """The cards of ``hand`` that may be played now, sorted.

    ``trick`` lists the cards already played to this trick, in order (the
    first was led; the card two places before yours is your partner's);
    ``trump`` is a suit letter or ``None`` for Senza Atout.

    * Follow the suit led if you can (any card of it, except as below).
    * Trumps led: play higher than the best trump on the table if you can,
      even over your partner; else any trump.
    * Void in the suit led: if your partner is winning the trick, any card;
      otherwise you must trump, overtrumping an opponent's trump if you can,
      else playing a lower trump (undertrump); with no trumps, any card.
    * Senza Atout: follow suit if you can, else any card.
    """
    t = trump_index(trump)
    played = _trick_list(trick)
    h = _hand_mask(hand)
    _distinct(played, h)                # a card on the table is in no hand
    return CardList(mask_cards(legal_mask(h, played, t)))


def illegal_card_error(hand: int, trick: list, t: int, c: int):
    """The :class:`IllegalMoveError` naming the duty that playing card ``c``
    breaks, or ``None`` when ``c`` is legal (masks and card numbers)."""
    card_ = CARDS[c]
    if not (hand >> c) & 1:
        return IllegalMoveError("belote.not_in_hand", card=str(card_), name=i18n.Term.of(card_.name))
    if (legal_mask(hand, trick, t) >> c) & 1:
        return None
    led = SUIT_INDEX[trick[0]]
    follow = hand & SUIT_MASK[led]
    if led == t:
        if SUIT_INDEX[c] != t:
            return IllegalMoveError("belote.must_follow_trump")
        w = winner_index(trick, t)
        best = CARDS[trick[w]]
        partner = len(trick) >= 2 and w == len(trick) - 2
        key = "belote.must_go_higher_partner" if partner else "belote.must_go_higher"
        return IllegalMoveError(key, rank=best.rank, card=str(best))
    if follow:
        return IllegalMoveError("belote.must_follow", suit=i18n.Term("suit." + FRENCH_SUITS[led]))
    w = winner_index(trick, t)
    best = CARDS[trick[w]]
    if SUIT_INDEX[c] != t:
        return IllegalMoveError("belote.must_trump")
    return IllegalMoveError("belote.must_overtrump", rank=best.rank, card=str(best))


def why_illegal(hand, trick, trump, card_) -> str | None:
    """Companion of :func:`legal_cards`: the sentence naming the duty that
    playing ``card_`` breaks, or ``None`` if the card may be played.

    >>> why_illegal("7H AS", "KH", "S", "AS")
    'you must follow suit: you hold hearts'
    """
    found = FRENCH.check(card_)
    if len(found) != 1:
        raise InvalidCardError("card.expected_one", text=str(card_), n=len(found))
    c = int(found[0])
    err = illegal_card_error(_hand_mask(hand), _trick_list(trick), trump_index(trump), c)
    return None if err is None else str(err)


# --------------------------------------------------------------------------
# honours
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Honour:
    """One honour of a hand: ``kind`` is ``"carre"``, ``"quinta"``,
    ``"quarta"``, ``"terza"`` or ``"belote"``; ``cards`` the cards that form
    it; ``points`` its value."""

    kind: str
    cards: CardSet
    points: int

    def __post_init__(self):
        need_choice("Honour", "kind", self.kind, HONOUR_KINDS)
        check.points("Honour", "points", self.points)
        if not isinstance(self.cards, CardSet) or _honour_points(self.kind, self.cards.mask) != self.points:
            raise InvalidInputError("belote.check.honour", cards=quote(self.cards), points=self.points,
                                    kind=self.kind)

    @property
    def rank_key(self) -> tuple:
        """Orders honours of the same family: carrés J > 9 > A > 10 > K > Q;
        sequences by length (a run of 5 or more is a quinta) then top card."""
        ranks = [RANK_INDEX[c] for c in self.cards]
        if self.kind == "carre":
            return (1, CARRE_RANKING[ranks[0]], 0)
        if self.kind == "belote":
            return (-1, 0, 0)
        return (0, min(len(ranks), 5), max(ranks))

    @property
    def is_carre(self) -> bool:
        return self.kind == "carre"

    @property
    def is_sequence(self) -> bool:
        return self.kind in ("terza", "quarta", "quinta")

    def name(self, lang: str | None = None) -> str:
        if self.kind == "carre":
            rank = next(iter(self.cards)).rank
            return i18n.tr("belote.honour.carre", lang, rank=i18n.tr("belote.plural." + rank, lang))
        return i18n.tr("belote.honour." + self.kind, lang)

    def __str__(self) -> str:
        return i18n.tr("belote.honour.repr", name=self.name(), cards=str(self.cards), points=self.points)


HONOUR_KINDS = ("carre", "quinta", "quarta", "terza", "belote")


def _honour_points(kind: str, m: int):
    """The points of the honour ``kind`` formed by the cards of mask ``m``,
    or ``None`` when they do not form it."""
    if kind == "carre":
        return next((CARRE_POINTS[r] for r in CARRE_POINTS if m == RANK_MASKS[r]), None)
    for s in range(4):
        base = 40 + s * 8
        b = m >> base
        if m != b << base or b >> 8:
            continue                # not all of suit s
        if kind == "belote":
            return BELOTE_POINTS if b == 0b1100000 else None
        runs = RUNS_BY_BYTE[b]
        if len(runs) == 1 and runs[0][0] == b.bit_count():
            n = min(runs[0][0], 5)
            return SEQUENCE_POINTS[n] if SEQUENCE_KIND[n] == kind else None
    return None


def _runs_of_byte(b: int) -> tuple:
    out = []
    r = 0
    while r < 8:
        if (b >> r) & 1:
            start = r
            while r < 8 and (b >> r) & 1:
                r += 1
            if r - start >= 3:
                out.append((r - start, r - 1, start))
        else:
            r += 1
    return tuple(out)


RUNS_BY_BYTE = tuple(_runs_of_byte(b) for b in range(256))
RANK_MASKS = tuple(sum(1 << (40 + s * 8 + r) for s in range(4)) for r in range(8))
_CARRE_ORDER = tuple(sorted(CARRE_POINTS, key=lambda r: -CARRE_RANKING[r]))


def honour_items(hand: int) -> list:
    """The honours of a hand mask as ``(key, kind, mask, points)`` tuples,
    carrés first (best first) then sequences (best first).  ``key`` orders
    honours across hands: carrés above sequences; carrés J > 9 > A > 10 > K
    > Q; sequences by length (five or more count as a quinta) then top card."""
    out = []
    for r in _CARRE_ORDER:
        m = RANK_MASKS[r]
        if hand & m == m:
            out.append(((1, CARRE_RANKING[r], 0), "carre", m, CARRE_POINTS[r]))
    seqs = []
    for s in range(4):
        b = (hand >> (40 + s * 8)) & 255
        if b:
            for length, top, start in RUNS_BY_BYTE[b]:
                n = 5 if length > 5 else length
                seqs.append(((0, n, top), SEQUENCE_KIND[n], ((1 << length) - 1) << (40 + s * 8 + start),
                             SEQUENCE_POINTS[n]))
    if seqs:
        seqs.sort(key=lambda x: x[0], reverse=True)
        out.extend(seqs)
    return out


def honours_mask(hand: int, t: int = NO_TRUMP, belote: bool = True) -> list:
    """The honours of a hand mask as :class:`Honour` objects: carrés first
    (best first), then sequences (best first), then belote if ``belote`` and
    the hand holds K and Q of trumps."""
    out = [Honour(kind, CardSet.from_mask(m), pts) for _, kind, m, pts in honour_items(hand)]
    if belote and t != NO_TRUMP:
        kq = (1 << (40 + t * 8 + 6)) | (1 << (40 + t * 8 + 5))
        if hand & kq == kq:
            out.append(Honour("belote", CardSet.from_mask(kq), BELOTE_POINTS))
    return out


def honours(hand, trump=None) -> list:
    """The honours of one hand, best first: quaterne, four of a kind (in French
    carrés: J 200, 9 150, A 10 K Q 100; four 8s or 7s are not honours), sequences in the natural order
    7 8 9 10 J Q K A (terza 20, quarta 50, quinta 100; a longer run counts as
    one quinta), and, when ``trump`` is a suit and the hand holds its K and
    Q, the belote (20, never cancelled, announced while playing).

    >>> [h.points for h in honours("KS KH KD KC AS QS", "H")]
    [100, 20]
    """
    return honours_mask(_hand_mask(hand), trump_index(trump))


@dataclasses.dataclass(frozen=True)
class HonoursResult:
    """The outcome of declaring honours at a table of four.

    ``side`` is 0 (first and third hand in the order given), 1, or ``None``;
    ``points`` what that side scores; ``player`` the hand whose honour
    decided it; ``reason`` is ``"carre"``, ``"sequence"`` or ``None``;
    ``hands`` the four hand masks compared.
    """

    side: int | None
    points: int
    player: int | None
    reason: str | None
    hands: tuple

    def __post_init__(self):
        object.__setattr__(self, "hands", tuple(check.hands("HonoursResult", "hands", self.hands)))
        check.points("HonoursResult", "points", self.points)
        need_int("HonoursResult", "side", self.side, lo=0, hi=1, optional=True)
        need_int("HonoursResult", "player", self.player, lo=0, hi=3, optional=True)
        need_choice("HonoursResult", "reason", self.reason, (None, "carre", "sequence"))
        if self.player is None:
            ok = self.side is None and self.reason is None and self.points == 0
        else:
            ok = self.side == self.player & 1 and self.reason is not None
        if not ok:
            raise InvalidInputError("belote.check.honours_result",
                                    value=quote((self.side, self.points, self.player, self.reason)))

    @property
    def by_player(self) -> tuple:
        """The honours (no belote) of each hand, as :class:`Honour` objects."""
        return tuple(tuple(honours_mask(h, NO_TRUMP, belote=False)) for h in self.hands)

    def side_points(self) -> tuple:
        return tuple(self.points if self.side == s else 0 for s in (0, 1))


def compare_masks(hands) -> HonoursResult:
    """:func:`compare_honours` on four hand masks in playing order."""
    best = None
    best_p = None
    pts = [0, 0, 0, 0]
    for p in range(4):
        items = honour_items(hands[p])
        if items:
            pts[p] = sum(x[3] for x in items)
            k = items[0][0] if len(items) == 1 else max(x[0] for x in items)
            if best is None or k > best:   # strict: equal honours stay with the earlier player
                best, best_p = k, p
    if best is None:
        return HonoursResult(None, 0, None, None, tuple(hands))
    side = best_p & 1
    return HonoursResult(side, pts[side] + pts[side + 2], best_p,
                         "carre" if best[0] == 1 else "sequence", tuple(hands))


def compare_honours(hands, trump=None) -> tuple:
    """Which side scores honours, and how much: ``(side, points)``.

    ``hands`` are the four hands in playing order, the player on the
    dealer's right first; side 0 is the first and third player, side 1 the
    second and fourth; ``side`` is ``None`` (with 0 points) when nobody has
    an honour.  Only one side scores: the one with the best quaterna (which
    cancels every sequence of the other side), else the one with the
    longest, then highest sequence; equal best sequences go to the player
    nearer the dealer's right (earlier in playing order).  The winning side
    scores all the honours of both partners.  The belote is not part of this
    comparison (it is never cancelled); ``trump`` is accepted for symmetry.

    >>> compare_honours(["KS KH KD KC AS QS", "7S 8S 9S 10S JS", "", ""], "H")
    (0, 120)
    """
    if not isinstance(hands, (list, tuple)):
        raise InvalidCardError("belote.hands_form", value=quote(hands))
    hands = list(hands)
    if len(hands) != 4:
        raise InvalidCardError("belote.hands_count", n=len(hands))
    if trump is not None:
        trump_index(trump)
    masks = [_hand_mask(h) for h in hands]
    seen = 0
    for m in masks:
        both = m & seen
        if both:
            raise InvalidCardError("belote.card_twice", card=str(CARDS[(both & -both).bit_length() - 1]))
        seen |= m
    r = compare_masks(masks)
    return (r.side, r.points)


# --------------------------------------------------------------------------
# the contract test
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Settlement:
    """What each side marks after a deal (see :func:`settle`)."""

    outcome: str            # "made", "failed" or "litige"
    credited: tuple         # points each side marks now (held-over points included)
    winner: int | None      # the side that «scores more» in this deal (None after a tie)
    held_over: int          # points «alla finestra» after this deal
    held_in_to: int | None  # the side that won the points held over from before


def settle(totals, belote, taker_side: int, held_in: int = 0) -> Settlement:
    """The contract test of one deal.

    ``totals`` are each side's points (cards + last trick or capot +
    honours + belote), ``belote`` each side's belote points (part of the
    totals), ``taker_side`` the side of the player who made the final call,
    ``held_in`` the points «alla finestra» from earlier tied deals.

    * taker's side more than the other: each side marks its total;
    * less: the other side marks everything (its total and the takers'),
      except the takers' belote, which is never cancelled;
    * equal (*litigé*): the other side marks its total now, the takers keep
      their belote, and the rest of the takers' total is held over for the
      side that wins the contract test of a later deal.

    Held-over points go to the side that wins this deal's test (takers if
    made, defenders if failed); after another tie they stay held over,
    with the new ones added.

    >>> settle((81, 81), (0, 0), 0)
    Settlement(outcome='litige', credited=(0, 81), winner=None, held_over=81, held_in_to=None)
    """
    totals = need_ints("settle", "totals", totals, count=2, lo=0, hi=check.MAX_POINTS)
    bel = need_ints("settle", "belote", belote, count=2, lo=0, hi=check.MAX_POINTS)
    if bel not in ((0, 0), (BELOTE_POINTS, 0), (0, BELOTE_POINTS)) or bel[0] > totals[0] or bel[1] > totals[1]:
        raise InvalidInputError("belote.check.belote", value=quote(belote))
    check.side("settle", "taker_side", taker_side)
    check.points("settle", "held_in", held_in)
    return _settle(totals, bel, taker_side, held_in)


def _settle(totals, belote, taker_side: int, held_in: int = 0) -> Settlement:
    """:func:`settle` on values already checked (the engine's and the coach's)."""
    ts = taker_side
    ds = 1 - ts
    credited = [0, 0]
    if totals[ts] > totals[ds]:
        outcome, winner, held = "made", ts, 0
        credited[0], credited[1] = totals[0], totals[1]
    else:
        credited[ds] = totals[ds]
        credited[ts] = belote[ts]
        rest = totals[ts] - belote[ts]
        if totals[ts] < totals[ds]:
            outcome, winner, held = "failed", ds, 0
            credited[ds] += rest
        else:
            outcome, winner, held = "litige", None, rest
    held_in_to = None
    if held_in:
        if winner is None:
            held += held_in
        else:
            held_in_to = winner
            credited[winner] += held_in
    return Settlement(outcome, tuple(credited), winner, held, held_in_to)


def game_winner(scores, target: int = 500) -> Optional[int]:
    """The side that has won a game to ``target`` with these ``scores``
    (North–South, East–West), or None while it goes on.

    A side wins once it has ``target`` points or more, scored at the end of
    a deal (text 001 "la partita si svolge ai 500 punti", or 700 or 1000 if
    agreed).  If both sides reach it in the same deal the higher score
    wins; equal scores play on (text 001 is silent: *our reading*, in
    lesson 21).

    >>> game_winner((512, 380)), game_winner((512, 530)), game_winner((520, 520)), game_winner((512, 380), 700)
    (0, 1, None, None)
    """
    scores = need_ints("game_winner", "scores", scores, count=2, lo=0, hi=10**6)
    target = need_int("game_winner", "target", target, lo=1)
    return _game_winner(scores, target)


def _game_winner(scores, target: int) -> Optional[int]:
    s0, s1 = scores
    if (s0 >= target or s1 >= target) and s0 != s1:
        return 0 if s0 > s1 else 1
    return None


__all__ = [
    "settle", "Settlement", "game_winner",
    "legal_cards", "why_illegal", "trick_winner", "card_points", "honours", "compare_honours",
    "Honour", "HonoursResult", "trump_index", "trump_letter", "NO_TRUMP",
    "LAST_TRICK", "CAPOT", "BELOTE_POINTS", "TOTAL_TRUMPS", "TOTAL_NO_TRUMPS",
]
