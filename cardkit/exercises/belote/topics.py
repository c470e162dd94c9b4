"""Generated practice for Belote (see :mod:`cardkit.exercises.practice`).

Eleven topics, each built so that one rule decides the answer:

* playing — ``belote-legal-cards`` (the partner exception),
  ``belote-overtrump`` (overtrumping and going higher in trumps),
  ``belote-trick-winner`` and ``belote-trump-order`` (the two orders of the
  suits);
* counting — ``belote-card-points`` (trump values and the last trick),
  ``belote-honours-side`` and ``belote-honours-points`` (the best honour
  decides, the partner's honours count too), ``belote-belote`` (the K and Q
  of trumps in one hand);
* the deal — ``belote-contract`` (made, failed or *litigé* on the whole
  totals), ``belote-deal-score`` (what each side marks), ``belote-trumps``
  (what the turned card means in the bidding).

Players are numbered as in the engine: 0 South, 1 East, 2 North, 3 West, in
playing order; side 0 is North–South, side 1 East–West.  Every answer is
computed by :mod:`cardkit.belote`; a topic's ``misconception`` is the
answer of a learner who forgets the rule named in its docstring.
"""

from __future__ import annotations

import functools
from xml.sax.saxutils import escape

from ... import i18n
from ...belote import (
    BELOTE, BELOTE_POINTS, LAST_TRICK, TOTAL_NO_TRUMPS, TOTAL_TRUMPS, BeloteState, bid_words, card_points,
    honours, legal_cards, settle, trick_winner, why_illegal,
)
from ...cards import FRENCH, FRENCH_RANKS, FRENCH_SUITS, CardList, CardSet, to_cards
from ..answers import CARD, CARDS, CARDSET, INT, choice
from . import LAST_TRICK_MISTAKES, SIDE, SIDES, Position, _compare, _four_hands, _trick_rows, _trump_label
from ..practice import Topic, register_topic

i18n.register({
    "belote.practice.void": {"en": "nobody: the deal is void", "it": "nessuno: la smazzata è nulla"},
    "belote.practice.bids": {"en": "bidding (dealer {dealer})", "it": "dichiarazioni (mazziere {dealer})"},
    "belote.practice.bid": {"en": "{who}: {move}", "it": "{who}: {move}"},
    "belote.practice.takers": {"en": "{side} (takers)", "it": "{side} (hanno l'impegno)"},
    "belote.practice.held_in": {
        "en": "held over from the previous deal («alla finestra»): {n}",
        "it": "rimasti «alla finestra» dalla smazzata precedente: {n}",
    },
    "belote.practice.held_note": {
        "en": ", and {n} points wait «alla finestra» from an earlier tie",
        "it": ", e {n} punti aspettano «alla finestra» da una parità precedente",
    },
    "belote.practice.pile": {"en": "cards won", "it": "carte prese"},
    "belote.practice.with_suit": {"en": "with a trump suit", "it": "con una briscola"},
    "belote.practice.senza": {"en": "in Senza Atout (no trumps)", "it": "a Senza Atout"},
    "belote.practice.to_order": {"en": "trumps to put in order", "it": "briscole da mettere in ordine"},
    "belote.practice.with_last": {
        "en": ", the last trick of the deal among them",
        "it": ", fra cui l'ultima presa della smazzata",
    },
})

SUITS = FRENCH_SUITS                       # "SHDC"
#: rank symbols, strongest first, outside trumps (the Belote plain order)
PLAIN_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")
#: the order most card games use (A K Q J 10 …): a learner's habit
USUAL_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")


# --------------------------------------------------------------------------
# small helpers (positions are notation strings; answers come from the engine)
# --------------------------------------------------------------------------

def _text(cards) -> str:
    return " ".join(str(c) for c in cards)


def _sorted(cards) -> list:
    return sorted(to_cards(cards), key=lambda c: (c.suit_index, c.rank_index))


def _suit_cards(suit: str) -> list:
    return [c for c in FRENCH.cards if c.suit == suit]


def _suit_term(trump):
    return i18n.Term("belote.no_trumps") if trump is None else i18n.Term("suit." + trump)


def _seat(player: int):
    return i18n.Term(f"belote.seat.{player}")


def _beats(a, b, trump) -> bool:
    """Whether card ``a``, played after ``b`` led, wins (the engine decides)."""
    return trick_winner([b, a], trump) == 1


def _strongest_first(cards, trump) -> CardList:
    """Cards of one suit sorted strongest first by the engine's trick rule."""
    order = functools.cmp_to_key(lambda a, b: -1 if _beats(a, b, trump) else 1)
    return CardList(sorted(to_cards(cards), key=order))


def _by_order(cards, order) -> CardList:
    """Cards of one suit sorted strongest first by a rank order (a learner's)."""
    return CardList(sorted(to_cards(cards), key=lambda c: order.index(c.rank)))


# --------------------------------------------------------------------------
# trick positions (legal cards, overtrumping)
# --------------------------------------------------------------------------

def _you(data) -> int:
    return (data["leader"] + len(data["trick"].split())) % 4


def _partner_winning(data) -> bool:
    trick = data["trick"].split()
    return len(trick) >= 2 and trick_winner(trick, data["trump"]) == len(trick) - 2


def _best_on_table(data):
    trick = to_cards(data["trick"])
    return trick[trick_winner(trick, data["trump"])]


def _trick_position(rng, trump, led, n, p_follow, p_trump) -> dict:
    """A trick of ``n`` cards led in suit ``led``: each later card follows,
    trumps or is thrown with the given chances."""
    leader = rng.randrange(4)
    free = list(FRENCH.cards)
    rng.shuffle(free)

    def take(pred):
        for i, c in enumerate(free):
            if pred(c):
                return free.pop(i)
        return free.pop()

    trick = [take(lambda c: c.suit == led)]
    for _ in range(n - 1):
        r = rng.random()
        if r < p_follow:
            trick.append(take(lambda c: c.suit == led))
        elif r < p_follow + p_trump:
            trick.append(take(lambda c: c.suit == trump))
        else:
            trick.append(take(lambda c: c.suit not in (led, trump)))
    return {"trump": trump, "leader": leader, "trick": _text(trick), "hand": ""}


def _trick_params(data) -> dict:
    you = _you(data)
    return {"trump": _suit_term(data["trump"]), "leader": _seat(data["leader"]), "trick": data["trick"],
            "you": _seat(you), "partner": _seat((you + 2) % 4), "hand": data["hand"]}


def _trick_picture(data):
    """The trick so far and, when there is one, the hand of the player to move."""
    spec = (data.get("hand", ""), data["trick"], data["trump"], data["leader"])
    return Position(_trick_rows(spec), 70, _trump_label(data["trump"]))


_TRICK_STATEMENT = {
    "en": "Trumps: {trump}. {leader} led; on the table: {trick}. You are {you} (your partner is {partner}) "
          "and hold {hand}. Which cards may you play?",
    "it": "Briscola: {trump}. Ha aperto {leader}; sul tavolo: {trick}. Tu sei {you} (il tuo compagno è "
          "{partner}) e hai {hand}. Quali carte puoi giocare?",
}

_LEGAL_TEXTS = {
    "not_held": {"en": "{card} is not in your hand", "it": "{card} non è nella tua mano"},
    "illegal": {"en": "{card} may not be played: {why}", "it": "{card} non si può giocare: {why}"},
    "missed": {
        "en": "every card you chose may be played, but a card you may play is missing: check the duty again",
        "it": "tutte le carte che hai scelto si possono giocare, ma ne manca una che potresti giocare: "
              "riguarda l'obbligo",
    },
}


def _legal_diagnose(topic, given, expected, data):
    """The mistake in a legal-cards answer: a card not held, the topic's
    misconception, the duty a chosen card breaks, or a card left out."""
    hand = CardSet(data["hand"])
    for c in given:
        if c not in hand:
            return "not_held", {"card": str(c)}
    if given == topic.misconception(data):
        return topic.misconception_key(data)
    for c in given:
        if c not in expected:
            return "illegal", {"card": str(c), "why": why_illegal(data["hand"], data["trick"], data["trump"], c)}
    return "missed"


class _TrickTopic(Topic):
    """Shared parts of the legal-cards topics: answer, drawing, checking.
    Subclasses give ``misconception_key(data)``, the mistake key for their
    misconception."""

    game = "belote"
    kind = CARDSET
    ui = "cards"

    def solve(self, data):
        return CardSet(legal_cards(data["hand"], data["trick"], data["trump"]))

    def diagnose(self, given, expected, data):
        return _legal_diagnose(self, given, expected, data)

    def params(self, data):
        return _trick_params(data)

    def picture(self, data):
        return _trick_picture(data)

    def offered(self, data):
        return data["hand"].split()


class LegalCards(_TrickTopic):
    """The legal cards of a hand void in the plain suit led, with the
    partner already in the trick.  Rule: **the partner exception** — you may
    throw any card only while your partner is *winning* the trick; if he
    has played but is beaten, you must trump as usual.  Misconception: the
    learner who gets the exception the wrong way round (forgets it when the
    partner is winning, or applies it because the partner has merely
    played).  Generated a third with the partner winning (the whole hand
    is legal), two thirds with the partner beaten, so that "my whole hand"
    is not a safe guess."""

    name = "belote-legal-cards"
    texts = {
        "rule": {
            "en": "the partner exception: void in the suit led, you are free only while your partner is winning",
            "it": "l'eccezione del compagno: senza il seme uscito sei libero solo se il compagno sta prendendo",
        },
        "statement": _TRICK_STATEMENT,
        "hint1": {
            "en": "You have no card of the suit led. Before anything else, find out who is winning the trick "
                  "right now.",
            "it": "Non hai carte del seme uscito. Prima di tutto scopri chi sta prendendo la presa in "
                  "questo momento.",
        },
        "hint2": {
            "en": "Your partner is the player two places before you. The trick is won by the highest trump, "
                  "else by the highest card of the suit led; is that card your partner's?",
            "it": "Il tuo compagno è chi ha giocato due carte prima di te. Prende la briscola più alta, se "
                  "no la carta più alta del seme uscito: è la carta del tuo compagno?",
        },
        "hint3": {
            "en": "If your partner's card is winning, any card of your hand may be played. If it is not, "
                  "you must trump: higher than an opponent's trump when you can (J 9 A 10 K Q 8 7), "
                  "otherwise any trump.",
            "it": "Se la carta del compagno sta prendendo, puoi giocare qualunque carta. Se no, devi "
                  "tagliare: surtagliando la briscola di un avversario se puoi (J 9 A 10 K Q 8 7), "
                  "altrimenti con qualunque briscola, anche più bassa (sottotaglio).",
        },
        "correct": {
            "en": "{expected}: the duty to trump depends on who is winning the trick, not on who has played.",
            "it": "{expected}: l'obbligo di tagliare dipende da chi sta prendendo, non da chi ha già giocato.",
        },
        "forgot_exception": {
            "en": "you applied the duty to trump, but your partner's card is winning this trick: the "
                  "partner exception applies",
            "it": "hai applicato l'obbligo di tagliare, ma la carta del tuo compagno sta prendendo: vale "
                  "l'eccezione del compagno",
        },
        "not_winning": {
            "en": "your partner has played, but his card is not winning the trick: the exception does not "
                  "apply and the duty to trump stands",
            "it": "il tuo compagno ha giocato, ma la sua carta non sta prendendo: l'eccezione non vale e "
                  "resta l'obbligo di tagliare",
        },
        **_LEGAL_TEXTS,
    }

    #: hand size, cards on the table, and the chances of following / trumping
    #: for the cards after the lead
    SHAPES = {"easy": ((4, 4), (2,), 0.8, 0.0), "normal": ((5, 6), (2, 3), 0.5, 0.3),
              "hard": ((7, 8), (3,), 0.3, 0.5)}

    def generate(self, rng, difficulty):
        (lo, hi), sizes, p_follow, p_trump = self.SHAPES[difficulty]
        want_winning = rng.random() < 1 / 3        # then the whole hand is legal: not the answer to guess
        while True:
            trump = rng.choice(SUITS)
            led = rng.choice([s for s in SUITS if s != trump])
            data = _trick_position(rng, trump, led, rng.choice(sizes), p_follow, p_trump)
            trick = to_cards(data["trick"])
            if difficulty == "hard" and not any(c.suit == trump for c in trick[1:]):
                continue
            rest = [c for c in FRENCH.cards if c not in trick and c.suit != led]
            hand = rng.sample(rest, rng.randint(lo, hi))
            if not any(c.suit == trump for c in hand) or all(c.suit == trump for c in hand):
                continue
            data["hand"] = _text(_sorted(hand))
            if _partner_winning(data) != want_winning:
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def misconception(self, data):
        hand = CardSet(data["hand"])
        if not _partner_winning(data):
            return hand                     # "my partner has played: I am free"
        trumps = CardSet(c for c in hand if c.suit == data["trump"])
        best = _best_on_table(data)
        if best.suit != data["trump"]:
            return trumps                   # "void: I must trump", partner or not
        higher = CardSet(c for c in trumps if _beats(c, best, data["trump"]))
        return higher or trumps

    def misconception_key(self, data):
        return "forgot_exception" if _partner_winning(data) else "not_winning"


class Overtrump(_TrickTopic):
    """The legal cards when a trump is already best on the table.  Rule:
    **go higher in trumps** — when an opponent has trumped a plain suit you
    are void in, or when trumps were led (even if your partner's trump is
    best), you must play a higher trump if you hold one, by the trump order
    J 9 A 10 K Q 8 7.  Misconception: any trump will do.  Every hand holds
    trumps both above and below the best one; hard positions put the A or
    10 of trumps on the table against a 9 or J in hand, or the partner's
    trump on top of a trump lead."""

    name = "belote-overtrump"
    texts = {
        "rule": {
            "en": "overtrumping: beat the best trump on the table when you can (J 9 A 10 K Q 8 7)",
            "it": "surtagliare: supera la briscola più alta in tavola quando puoi (J 9 A 10 K Q 8 7)",
        },
        "statement": _TRICK_STATEMENT,
        "hint1": {
            "en": "A trump is already on the table. Find the best trump played so far.",
            "it": "In tavola c'è già una briscola. Trova la briscola più alta giocata finora.",
        },
        "hint2": {
            "en": "Trumps rank J 9 A 10 K Q 8 7: the jack and the nine are the two highest. Which of your "
                  "trumps beat the best one on the table?",
            "it": "Le briscole vanno J 9 A 10 K Q 8 7: fante e nove sono le due più alte. Quali delle tue "
                  "briscole battono la più alta in tavola?",
        },
        "hint3": {
            "en": "If you hold a trump that beats it, only such trumps may be played (when trumps were led "
                  "this holds even over your partner). Only when none of your trumps beats it may you play "
                  "a lower one.",
            "it": "Se hai una briscola che la batte, puoi giocare solo briscole così (se è uscita briscola "
                  "vale anche sopra il compagno). Solo se nessuna tua briscola la batte puoi giocarne una "
                  "più bassa.",
        },
        "correct": {
            "en": "{expected}: you must beat the best trump on the table when you can.",
            "it": "{expected}: devi superare la briscola più alta in tavola quando puoi.",
        },
        "any_trump": {
            "en": "an opponent has trumped: playing a trump is not enough, you must beat his trump when "
                  "you can",
            "it": "un avversario ha tagliato: non basta giocare una briscola, devi superare la sua "
                  "quando puoi",
        },
        "go_higher": {
            "en": "trumps were led: you must play higher than the best trump on the table when you can",
            "it": "è uscita briscola: devi superare la briscola più alta in tavola quando puoi",
        },
        "over_partner": {
            "en": "trumps were led: you must go higher than the best trump on the table when you can, "
                  "even when it is your partner's",
            "it": "è uscita briscola: devi superare la briscola più alta in tavola quando puoi, "
                  "anche se è del tuo compagno",
        },
        "plain_order": {
            "en": "you ranked the trumps in the plain order (A 10 K Q J 9 8 7); in trumps the J and the 9 "
                  "are the two highest",
            "it": "hai ordinato le briscole come un seme normale (A 10 K Q J 9 8 7); a briscola fante e "
                  "nove sono le due più alte",
        },
        **_LEGAL_TEXTS,
    }

    SHAPES = {"easy": ((4, 5), (2,)), "normal": ((5, 6), (1, 2, 3)), "hard": ((6, 8), (1, 2, 3))}

    def generate(self, rng, difficulty):
        (lo, hi), sizes = self.SHAPES[difficulty]
        while True:
            trump = rng.choice(SUITS)
            trumps_led = difficulty != "easy" and rng.random() < 0.5
            led = trump if trumps_led else rng.choice([s for s in SUITS if s != trump])
            n = rng.choice(sizes if trumps_led else [k for k in sizes if k > 1] or [2])
            data = _trick_position(rng, trump, led, n, 0.2, 0.6)
            trick = to_cards(data["trick"])
            best = _best_on_table(data)
            if best.suit != trump or (not trumps_led and _partner_winning(data)):
                continue
            rest = [c for c in FRENCH.cards if c not in trick and (trumps_led or c.suit != led)]
            hand = rng.sample(rest, rng.randint(lo, hi))
            trumps = [c for c in hand if c.suit == trump]
            if not any(_beats(c, best, trump) for c in trumps) or all(_beats(c, best, trump) for c in trumps):
                continue
            data["hand"] = _text(_sorted(hand))
            if difficulty == "hard" and not (self._order_trap(data) or (trumps_led and _partner_winning(data))):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def _plain_higher(self, data) -> CardSet:
        """The trumps a learner using the plain order would call higher."""
        best = _best_on_table(data)
        return CardSet(c for c in to_cards(data["hand"]) if c.suit == data["trump"]
                       and PLAIN_ORDER.index(c.rank) < PLAIN_ORDER.index(best.rank))

    def _order_trap(self, data) -> bool:
        return self._plain_higher(data) != self.solve(data)

    def misconception(self, data):
        return CardSet(c for c in to_cards(data["hand"]) if c.suit == data["trump"])

    def misconception_key(self, data):
        if to_cards(data["trick"])[0].suit != data["trump"]:
            return "any_trump"
        return "over_partner" if _partner_winning(data) else "go_higher"

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return self.misconception_key(data)
        plain = self._plain_higher(data)
        if plain and given == plain:
            return "plain_order"
        return _legal_diagnose(self, given, expected, data)


# --------------------------------------------------------------------------
# who wins a trick, the trump order
# --------------------------------------------------------------------------

class TrickWinner(Topic):
    """The card that wins a complete trick.  Rule: **the Belote orders** —
    trumps rank J 9 A 10 K Q 8 7, the other suits A 10 K Q J 9 8 7; the
    highest trump wins, otherwise the highest card of the suit led.
    Misconception: ranking cards in the usual order of other games
    (A K Q J 10 9 8 7).  Easy tricks hold no trump (the 10 against the K, Q
    or J of the suit led); normal ones one or two trumps; hard ones two or
    three trumps, high cards thrown from other suits, or Senza Atout."""

    name = "belote-trick-winner"
    game = "belote"
    kind = CARD
    ui = "card"
    texts = {
        "rule": {
            "en": "who wins a trick: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7",
            "it": "chi prende: briscola J 9 A 10 K Q 8 7, altri semi A 10 K Q J 9 8 7",
        },
        "statement": {
            "en": "Trumps: {trump}. {leader} led and the trick is {trick}. Which card wins it?",
            "it": "Briscola: {trump}. Ha aperto {leader} e la presa è {trick}. Quale carta la vince?",
        },
        "hint1": {
            "en": "Only a trump or a card of the suit led can win: set the other cards aside.",
            "it": "Può vincere solo una briscola o una carta del seme uscito: metti da parte le altre.",
        },
        "hint2": {
            "en": "If a trump was played, the highest trump wins; if not, the highest card of the suit led.",
            "it": "Se è stata giocata una briscola vince la briscola più alta; se no, la carta più alta del "
                  "seme uscito.",
        },
        "hint3": {
            "en": "Rank them with Belote's own orders, not the usual one: trumps J 9 A 10 K Q 8 7, other "
                  "suits A 10 K Q J 9 8 7 (the 10 comes right after the ace).",
            "it": "Ordinale con gli ordini della Belote, non con quello solito: briscola J 9 A 10 K Q 8 7, "
                  "altri semi A 10 K Q J 9 8 7 (il 10 viene subito dopo l'asso).",
        },
        "correct": {
            "en": "{expected} wins: by Belote's order it is the best card that can win.",
            "it": "vince {expected}: secondo l'ordine della Belote è la carta migliore fra quelle che "
                  "possono vincere.",
        },
        "usual_order": {
            "en": "you ranked the cards in the usual order A K Q J 10; in Belote the 10 ranks just under the "
                  "ace, and in trumps the J and the 9 are the highest of all",
            "it": "hai ordinato le carte nel modo solito A K Q J 10; nella Belote il 10 sta subito sotto "
                  "l'asso, e a briscola fante e nove sono le più alte di tutte",
        },
        "off_suit": {
            "en": "{answer} is neither of the suit led nor a trump: such a card never wins, however high",
            "it": "{answer} non è né del seme uscito né di briscola: una carta così non vince mai, "
                  "per alta che sia",
        },
        "trump_ignored": {
            "en": "a trump was played to this trick: any trump beats every card of the other suits",
            "it": "in questa presa è stata giocata una briscola: qualunque briscola batte tutte le carte "
                  "degli altri semi",
        },
        "trump_rank": {
            "en": "{answer} is not the highest trump here: in trumps the order is J 9 A 10 K Q 8 7",
            "it": "{answer} non è la briscola più alta qui: a briscola l'ordine è J 9 A 10 K Q 8 7",
        },
        "plain_rank": {
            "en": "{answer} is not the highest card of the suit led: outside trumps the order is "
                  "A 10 K Q J 9 8 7",
            "it": "{answer} non è la carta più alta del seme uscito: fuori briscola l'ordine è "
                  "A 10 K Q J 9 8 7",
        },
        "not_in_trick": {"en": "{answer} is not in this trick", "it": "{answer} non è in questa presa"},
    }

    #: chances, for each card after the lead, of following / trumping
    SHAPES = {"easy": (0.85, 0.0), "normal": (0.5, 0.3), "hard": (0.35, 0.45)}

    def generate(self, rng, difficulty):
        p_follow, p_trump = self.SHAPES[difficulty]
        while True:
            senza = difficulty == "hard" and rng.random() < 0.25
            trump = None if senza else rng.choice(SUITS)
            led = rng.choice([s for s in SUITS if s != trump])
            data = _trick_position(rng, trump or led, led, 4, p_follow, 0.0 if senza else p_trump)
            data.pop("hand")
            data["trump"] = trump
            trick = to_cards(data["trick"])
            n_trumps = sum(c.suit == trump for c in trick)
            if difficulty == "normal" and not 1 <= n_trumps <= 2:
                continue
            if difficulty == "hard" and not senza and n_trumps < 2:
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        trick = to_cards(data["trick"])
        return trick[trick_winner(trick, data["trump"])]

    def misconception(self, data):
        trick = to_cards(data["trick"])
        trumps = [c for c in trick if c.suit == data["trump"]]
        contenders = trumps or [c for c in trick if c.suit == trick[0].suit]
        return min(contenders, key=lambda c: USUAL_ORDER.index(c.rank))

    def diagnose(self, given, expected, data):
        trick = to_cards(data["trick"])
        if given not in trick:
            return "not_in_trick"
        if given == self.misconception(data):
            return "usual_order"
        if given.suit not in (trick[0].suit, data["trump"]):
            return "off_suit"
        if expected.suit == data["trump"] and given.suit != data["trump"]:
            return "trump_ignored"
        return "trump_rank" if given.suit == data["trump"] else "plain_rank"

    def params(self, data):
        return {"trump": _suit_term(data["trump"]), "leader": _seat(data["leader"]), "trick": data["trick"]}

    def picture(self, data):
        return _trick_picture(data)

    def offered(self, data):
        return data["trick"].split()


class TrumpOrder(Topic):
    """Some cards of the trump suit, to be put in order, strongest first.
    Rule: **the trump order J 9 A 10 K Q 8 7** — the jack and the nine jump
    to the top.  Misconception: ranking trumps like the other suits
    (A 10 K Q J 9 8 7).  Every set holds the J or the 9 with a card that
    ranks above it in a plain suit; easy sets have 3 cards, normal 5, hard
    6 or 7."""

    name = "belote-trump-order"
    game = "belote"
    kind = CARDS
    ui = "cards"
    texts = {
        "rule": {
            "en": "the trump order: J 9 A 10 K Q 8 7",
            "it": "l'ordine delle briscole: J 9 A 10 K Q 8 7",
        },
        "statement": {
            "en": "Trumps: {trump}. Put these {n} trumps in order, the strongest first: {cards}.",
            "it": "Briscola: {trump}. Metti in ordine queste {n} briscole, dalla più forte: {cards}.",
        },
        "hint1": {
            "en": "The trump suit does not keep the order of the other suits: two cards move to the top.",
            "it": "Il seme di briscola non segue l'ordine degli altri semi: due carte salgono in cima.",
        },
        "hint2": {
            "en": "The jack of trumps is the highest card of the game, and the nine of trumps comes next.",
            "it": "Il fante di briscola è la carta più alta del gioco, e il nove di briscola viene subito dopo.",
        },
        "hint3": {
            "en": "Write the order J 9 A 10 K Q 8 7 on a line and cross out the ranks you do not have; "
                  "what is left is your answer.",
            "it": "Scrivi in riga l'ordine J 9 A 10 K Q 8 7 e cancella i valori che non hai; quello che "
                  "resta è la risposta.",
        },
        "correct": {
            "en": "{expected}: in trumps the order is J 9 A 10 K Q 8 7.",
            "it": "{expected}: a briscola l'ordine è J 9 A 10 K Q 8 7.",
        },
        "plain_order": {
            "en": "that is the order of the other suits (A 10 K Q J 9 8 7); in trumps the J and the 9 "
                  "are the two highest cards",
            "it": "questo è l'ordine degli altri semi (A 10 K Q J 9 8 7); a briscola fante e nove sono "
                  "le due carte più alte",
        },
        "usual_order": {
            "en": "that is the usual order of other games (A K Q J 10 …); in Belote trumps the J and the 9 "
                  "lead and the 10 comes after the ace",
            "it": "questo è l'ordine solito di altri giochi (A K Q J 10 …); a briscola nella Belote "
                  "comandano fante e nove, e il 10 viene dopo l'asso",
        },
        "reversed": {
            "en": "you put the weakest card first: the question asks for the strongest first",
            "it": "hai messo per prima la carta più debole: la domanda chiede prima la più forte",
        },
        "other_cards": {
            "en": "order exactly the {n} cards shown, each once",
            "it": "metti in ordine esattamente le {n} carte mostrate, ciascuna una volta",
        },
    }

    SIZES = {"easy": (3, 3), "normal": (5, 5), "hard": (6, 7)}

    def generate(self, rng, difficulty):
        lo, hi = self.SIZES[difficulty]
        while True:
            trump = rng.choice(SUITS)
            cards = rng.sample(_suit_cards(trump), rng.randint(lo, hi))
            data = {"trump": trump, "cards": _text(cards)}
            if list(self.solve(data)) != list(self.misconception(data)):
                return data

    def solve(self, data):
        return _strongest_first(data["cards"], data["trump"])

    def misconception(self, data):
        return _by_order(data["cards"], PLAIN_ORDER)

    def diagnose(self, given, expected, data):
        if CardSet(given) != CardSet(expected) or len(given) != len(expected):
            return "other_cards"
        if list(given) == list(self.misconception(data)):
            return "plain_order"
        if list(given) == list(_by_order(data["cards"], USUAL_ORDER)):
            return "usual_order"
        if list(given) == list(reversed(expected)):
            return "reversed"
        return None

    def params(self, data):
        return {"trump": _suit_term(data["trump"]), "cards": data["cards"], "n": len(data["cards"].split())}

    def picture(self, data):
        return Position([(i18n.tr("belote.practice.to_order"), data["cards"])], 70, _trump_label(data["trump"]))

    def offered(self, data):
        return data["cards"].split()


# --------------------------------------------------------------------------
# card points
# --------------------------------------------------------------------------

class CardPoints(Topic):
    """The points of the cards a side took (and the 10 of the last trick
    when it is among them).  Rule: **trump values** — in trumps the J is
    worth 20 and the 9 14 (2 and 0 in the other suits).  Misconception:
    every card at its plain value.  Every pile holds the J or the 9 of
    trumps; easy piles are one trick, normal two (the last trick may be
    among them), hard three or four."""

    name = "belote-card-points"
    game = "belote"
    kind = INT
    ui = "number"
    texts = {
        "rule": {
            "en": "card points: trumps J 20, 9 14; other suits J 2, 9 nothing; last trick 10",
            "it": "punti delle carte: a briscola F 20, 9 14; negli altri semi F 2, 9 zero; ultima presa 10",
        },
        "statement": {
            "en": "Trumps: {trump}. A side took these {n} cards{last}. How many points are they worth?",
            "it": "Briscola: {trump}. Una coppia ha preso queste {n} carte{last}. Quanti punti valgono?",
        },
        "hint1": {
            "en": "A card is worth a different amount when it is a trump: look at the trumps first.",
            "it": "Una carta vale diversamente quando è di briscola: guarda prima le briscole.",
        },
        "hint2": {
            "en": "Trumps: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing. Other suits: A 11, 10 10, "
                  "K 4, Q 3, J 2, 9 8 7 nothing. The last trick adds 10.",
            "it": "Briscola: F 20, 9 14, A 11, 10 10, R 4, D 3, 8 e 7 zero. Altri semi: A 11, 10 10, "
                  "R 4, D 3, F 2, 9 8 7 zero. L'ultima presa aggiunge 10.",
        },
        "hint3": {
            "en": "Add the trumps with the trump values, then the other cards with the plain values, then "
                  "the 10 if the last trick is among these tricks.",
            "it": "Somma le briscole con i valori di briscola, poi le altre carte con i valori normali, poi "
                  "i 10 se fra queste prese c'è l'ultima.",
        },
        "correct": {
            "en": "{expected}: the J and 9 of trumps are worth 20 and 14.",
            "it": "{expected}: fante e 9 di briscola valgono 20 e 14.",
        },
        "plain_values": {
            "en": "you counted the trumps at the values of the other suits: in trumps the J and the 9 are "
                  "the two cards worth most",
            "it": "hai contato le briscole con i valori degli altri semi: a briscola fante e 9 sono le due "
                  "carte che valgono di più",
        },
        **LAST_TRICK_MISTAKES,
        "all_trumps": {
            "en": "you gave every suit the trump values: outside trumps the J is worth little and the 9 "
                  "nothing",
            "it": "hai dato a tutti i semi i valori di briscola: fuori briscola il fante vale poco e il 9 "
                  "niente",
        },
    }

    TRICKS = {"easy": (1, 1), "normal": (2, 2), "hard": (3, 4)}

    def generate(self, rng, difficulty):
        lo, hi = self.TRICKS[difficulty]
        while True:
            trump = rng.choice(SUITS)
            pile = rng.sample(FRENCH.cards, 4 * rng.randint(lo, hi))
            if not any(c.suit == trump and c.rank in ("J", "9") for c in pile):
                continue
            last = difficulty != "easy" and rng.random() < 0.5
            return {"trump": trump, "pile": _text(_sorted(pile)), "last": last}

    def _bonus(self, data) -> int:
        return LAST_TRICK if data["last"] else 0

    def solve(self, data):
        return card_points(data["pile"], data["trump"]) + self._bonus(data)

    def misconception(self, data):
        return card_points(data["pile"], None) + self._bonus(data)

    def diagnose(self, given, expected, data):
        if given == self.misconception(data) or given == card_points(data["pile"], None):
            return "plain_values"
        cards = card_points(data["pile"], data["trump"])
        if data["last"] and given == cards:
            return "no_last"
        if not data["last"] and given == cards + LAST_TRICK:
            return "extra_last"
        every = sum(card_points([c], c.suit) for c in to_cards(data["pile"]))
        if given in (every, every + self._bonus(data)):
            return "all_trumps"
        return None

    def params(self, data):
        n = len(data["pile"].split())
        return {"trump": _suit_term(data["trump"]), "n": n,
                "last": i18n.Term("belote.practice.with_last") if data["last"] else ""}

    def picture(self, data):
        return Position([(i18n.tr("belote.practice.pile"), data["pile"])], 60, _trump_label(data["trump"]))


# --------------------------------------------------------------------------
# honours
# --------------------------------------------------------------------------

def _run(suit: str, top: int, length: int) -> list:
    """The sequence of ``length`` cards of ``suit`` ending at rank index ``top``."""
    return [FRENCH.cards[SUITS.index(suit) * 8 + r] for r in range(top - length + 1, top + 1)]


def _carre(rank: str) -> list:
    return [c for c in FRENCH.cards if c.rank == rank]


def _honour_list(hand) -> list:
    return [h for h in honours(hand) if h.kind != "belote"]


def _honour_points(hand) -> int:
    return sum(h.points for h in _honour_list(hand))


def _best_key(hand):
    found = [h.rank_key for h in _honour_list(hand)]
    return max(found) if found else None


def _playing_order(dealer: int) -> list:
    return [(dealer + 1 + k) % 4 for k in range(4)]


def _deciding_player(data):
    """The player whose honour decides the comparison (the earliest in
    playing order among the holders of the best honour), or None."""
    hands = data["hands"]
    best = None
    for p in _playing_order(data["dealer"]):
        key = _best_key(hands[p])
        if key is not None and (best is None or key > best[0]):
            best = (key, p)
    return None if best is None else best[1]


def _deal_with(rng, planted: dict):
    """Four hands of eight cards: ``planted`` cards for some players, the
    rest of the deck dealt at random; None if two plants clash."""
    own = [list(dict.fromkeys(planted.get(p, []))) for p in range(4)]
    taken = {c for cards in own for c in cards}
    if len(taken) != sum(map(len, own)) or any(len(cards) > 8 for cards in own):
        return None
    rest = [c for c in FRENCH.cards if c not in taken]
    rng.shuffle(rest)
    hands = []
    for cards in own:
        need = 8 - len(cards)
        hands.append(_text(_sorted(cards + rest[:need])))
        rest = rest[need:]
    return hands


def _honours_plan(rng, difficulty: str, dealer: int) -> tuple:
    """Honours to plant so that the best honour and the larger heap of
    points sit on different sides: a carré against sequences (easy), a
    longer or higher sequence against more sequences (normal), equal best
    sequences settled by the seat nearer the dealer's right (hard).
    Returns ``({player: cards}, the player meant to win)``."""
    order = _playing_order(dealer)
    suits = list(SUITS)
    rng.shuffle(suits)
    if difficulty == "easy":
        w = rng.randrange(4)
        rank = rng.choice(("A", "10", "K", "Q"))
        lose = [(w + 1) % 4, (w + 3) % 4]
        rng.shuffle(lose)
        return {w: _carre(rank),
                lose[0]: _run(suits[0], rng.randint(4, 7), 5),
                lose[1]: _run(suits[1], rng.randint(2, 7), 3)}, w
    if difficulty == "normal":
        w = rng.randrange(4)
        lose = [(w + 1) % 4, (w + 3) % 4]
        rng.shuffle(lose)
        if rng.random() < 0.5:       # a quarta against three terzas
            top = rng.randint(3, 7)
            return {w: _run(suits[0], top, 4),
                    lose[0]: _run(suits[1], rng.randint(2, 7), 3) + _run(suits[2], rng.randint(2, 7), 3),
                    lose[1]: _run(suits[3], rng.randint(2, 7), 3)}, w
        top = rng.randint(3, 7)      # a higher terza against two lower ones
        return {w: _run(suits[0], top, 3),
                lose[0]: _run(suits[1], rng.randint(2, top - 1), 3),
                lose[1]: _run(suits[2], rng.randint(2, top - 1), 3)}, w
    i = rng.randrange(3)             # equal best sequences: the earlier seat wins
    w, l_ = order[i], order[rng.choice([j for j in range(i + 1, 4) if (order[j] - order[i]) % 2])]
    length, top = rng.choice(((3, rng.randint(2, 7)), (4, rng.randint(3, 7))))
    extra_top = rng.randint(2, top if length == 4 else max(2, top - 1))
    return {w: _run(suits[0], top, length),
            l_: _run(suits[1], top, length),
            (l_ + 2) % 4: _run(suits[2], extra_top, 3)}, w


class _HonoursTopic(Topic):
    """Shared parts of the honours topics: four hands and a dealer."""

    game = "belote"

    def params(self, data):
        return {"dealer": _seat(data["dealer"]), "trump": _suit_term(data["trump"])}

    def picture(self, data):
        return Position(_four_hands(data["hands"], data["dealer"]), 55, _trump_label(data["trump"]))

    def _result(self, data):
        return _compare(data["hands"], data["dealer"], data["trump"])

    def _side_points(self, data) -> list:
        totals = [0, 0]
        for p, hand in enumerate(data["hands"]):
            totals[p % 2] += _honour_points(hand)
        return totals

    def _reason(self, data) -> str:
        """What decides the comparison: ``carre``, ``sequence`` or ``seat``."""
        keys = [_best_key(h) for h in data["hands"]]
        side_best = [max((k for p, k in enumerate(keys) if p % 2 == s and k), default=None) for s in (0, 1)]
        if side_best[0] is not None and side_best[0] == side_best[1]:
            return "seat"
        return "carre" if max(k for k in side_best if k)[0] == 1 else "sequence"


class HonoursSide(_HonoursTopic):
    """Which side scores honours at a table of four.  Rule: **the best
    honour decides** — the side with the best carré, else the longest then
    highest sequence (equal ones: the player nearer the dealer's right)
    scores, however many points the other side holds.  Misconception: the
    side holding more honour points scores.  Easy: a carré against a
    quinta and a terza; normal: a longer or higher sequence against more
    sequences; hard: equal best sequences, decided by the seats."""

    name = "belote-honours-side"
    kind = SIDE
    ui = "choice"
    texts = {
        "rule": {
            "en": "which side scores honours: the best single honour decides",
            "it": "quale coppia segna le accuse: decide l'accusa migliore",
        },
        "statement": {
            "en": "{dealer} deals; trumps: {trump}. Here are the four hands. Which side scores honours?",
            "it": "Distribuisce {dealer}; briscola: {trump}. Ecco le quattro mani. Quale coppia segna "
                  "le accuse?",
        },
        "hint1": {
            "en": "Only one side scores honours, and it is not decided by adding points: find the single "
                  "best honour at the table.",
            "it": "Le accuse le segna una sola coppia, e non si decide sommando i punti: trova l'accusa "
                  "migliore al tavolo.",
        },
        "hint2": {
            "en": "A quaterna (J > 9 > A > 10 > K > Q) beats any sequence. Between sequences the longer wins, "
                  "then the one with the higher top card.",
            "it": "Una quaterna (F > 9 > A > 10 > R > D) batte qualunque scala. Fra scale vince la più "
                  "lunga, poi quella con la carta più alta.",
        },
        "hint3": {
            "en": "List each player's best honour. Compare them in that order of importance; if two are "
                  "exactly equal, the one held by the player served first (the dealer's right, then "
                  "anticlockwise) wins. That player's side scores.",
            "it": "Scrivi l'accusa migliore di ogni giocatore. Confrontale con quell'ordine di importanza; se "
                  "due sono proprio uguali, vince quella del giocatore servito prima (alla destra del "
                  "mazziere, poi in senso antiorario). Segna la coppia di quel giocatore.",
        },
        "correct": {
            "en": "{expected}: its honour is the best at the table, whatever the other side's total.",
            "it": "{expected}: la sua accusa è la migliore al tavolo, qualunque sia il totale dell'altra coppia.",
        },
        "more_points": {
            "en": "you gave honours to the side with more honour points; the comparison is between the single "
                  "best honours, and the better one takes all",
            "it": "hai dato le accuse alla coppia con più punti di accuse; si confrontano le singole accuse "
                  "migliori, e la migliore prende tutto",
        },
        "carre": {
            "en": "a quaterna beats every sequence, even a quinta: look for four of a kind first",
            "it": "una quaterna batte ogni scala, anche una quinta: cerca prima le quattro carte uguali",
        },
        "seat": {
            "en": "the best sequences are equal: the tie goes to the player served first, counting from the "
                  "dealer's right",
            "it": "le scale migliori sono uguali: la parità va al giocatore servito per primo, contando "
                  "dalla destra del mazziere",
        },
        "nobody": {
            "en": "honours are always scored by one side when anybody holds one: equal honours are settled "
                  "by the seats",
            "it": "se qualcuno ha un'accusa, le accuse le segna sempre una coppia: le accuse uguali si "
                  "decidono con i posti",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            dealer = rng.randrange(4)
            hands = _deal_with(rng, _honours_plan(rng, difficulty, dealer)[0])
            if hands is None:
                continue
            data = {"dealer": dealer, "trump": rng.choice(SUITS), "hands": hands}
            promised = {"easy": "carre", "normal": "sequence", "hard": "seat"}[difficulty]
            if self._reason(data) == promised and self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        side = self._result(data)[0]
        return "none" if side is None else str(side)

    def misconception(self, data):
        a, b = self._side_points(data)
        return "0" if a > b else "1" if b > a else "none"

    def diagnose(self, given, expected, data):
        if given == "none":
            return "nobody"
        if given == self.misconception(data):
            return "more_points"
        return {"carre": "carre", "seat": "seat"}.get(self._reason(data), "more_points")

    def choices(self, data):
        return ["0", "1", "none"]


class HonoursPoints(_HonoursTopic):
    """How many honour points the scoring side marks.  Rule: **the winning
    side scores all its honours** — both partners', every carré and
    sequence, a card serving in a carré and a sequence at once.
    Misconception: only the honours of the player whose honour won.  The
    partner always holds an honour too; easy deals are decided by a carré,
    normal ones by a sequence, and in hard ones the winner holds a carré
    and a terza through one of its cards."""

    name = "belote-honours-points"
    kind = INT
    ui = "number"
    texts = {
        "rule": {
            "en": "honour points: the winning side scores all its honours, both partners'",
            "it": "punti di accuse: la coppia che vince segna tutte le sue accuse, di entrambi i compagni",
        },
        "statement": {
            "en": "{dealer} deals; trumps: {trump}. Here are the four hands. How many honour points (quaterne "
                  "and sequences; the belote is marked apart) does the side that scores honours mark?",
            "it": "Distribuisce {dealer}; briscola: {trump}. Ecco le quattro mani. Quanti punti di accuse "
                  "(quaterne e scale; la belote si segna a parte) segna la coppia che vince le accuse?",
        },
        "hint1": {
            "en": "First decide which side scores honours (the single best honour decides), then count "
                  "that side's honours.",
            "it": "Prima decidi quale coppia segna le accuse (decide l'accusa migliore), poi conta le accuse "
                  "di quella coppia.",
        },
        "hint2": {
            "en": "Values: quaterna of J 200, of 9 150, of A 10 K Q 100; quinta 100, quarta 50, terza 20. The "
                  "belote is marked apart: it is never cancelled and is not compared.",
            "it": "Valori: quaterna di fanti 200, di nove 150, di A, 10, K, Q 100; quinta 100, quarta 50, "
                  "terza 20. La belote si segna a parte: non viene mai annullata e non entra nel confronto.",
        },
        "hint3": {
            "en": "Write every honour of both partners of that side, each with its value (a card may belong "
                  "to a quaterna and a sequence at once), and add them up; the other side's honours count "
                  "nothing.",
            "it": "Scrivi tutte le accuse dei due compagni di quella coppia, ciascuna col suo valore (una "
                  "carta può stare in una quaterna e in una scala insieme), e sommale; le accuse "
                  "dell'altra coppia non contano.",
        },
        "correct": {
            "en": "{expected}: every honour of both partners of the winning side.",
            "it": "{expected}: tutte le accuse dei due compagni della coppia vincente.",
        },
        "one_player": {
            "en": "you counted only the player whose honour won; once a side wins, his partner's honours "
                  "count too",
            "it": "hai contato solo il giocatore con l'accusa vincente; quando una coppia vince, contano anche "
                  "le accuse del compagno",
        },
        "best_only": {
            "en": "you counted only the best honour: the winning side marks all its honours, not just the "
                  "one that won the comparison",
            "it": "hai contato solo l'accusa migliore: la coppia vincente segna tutte le sue accuse, non solo "
                  "quella che ha vinto il confronto",
        },
        "everybody": {
            "en": "you added the honours of all four players: the losing side's honours are cancelled",
            "it": "hai sommato le accuse di tutti e quattro: le accuse della coppia che perde sono annullate",
        },
        "other_side": {
            "en": "those are the honours of the side that loses the comparison: look again at which single "
                  "honour is best",
            "it": "quelle sono le accuse della coppia che perde il confronto: riguarda quale accusa è la migliore",
        },
        "belote": {
            "en": "the belote (K and Q of trumps) is marked apart: it is never cancelled and takes no part "
                  "in the comparison of honours, so it is not in this count",
            "it": "la belote (re e donna di briscola) si segna a parte: non viene mai annullata e non entra "
                  "nel confronto delle accuse, quindi non va in questo conto",
        },
        "shared": {
            "en": "a card may serve in a quaterna and in a sequence at once: both honours count",
            "it": "una carta può servire a una quaterna e a una scala insieme: contano entrambe le accuse",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            dealer = rng.randrange(4)
            plan, w = _honours_plan(rng, "normal" if difficulty == "hard" else difficulty, dealer)
            suit = rng.choice(SUITS)
            plan[(w + 2) % 4] = plan.get((w + 2) % 4, []) + _run(suit, rng.randint(2, 7), rng.choice((3, 3, 4)))
            if difficulty == "hard":        # a carré sharing a card with a terza
                rank = rng.choice(("A", "K", "Q", "10"))
                r = FRENCH_RANKS.index(rank)
                top = rng.randint(max(r, 2), min(r + 2, 7))
                plan[w] = _carre(rank) + _run(rng.choice(SUITS), top, 3)
            hands = _deal_with(rng, plan)
            if hands is None:
                continue
            data = {"dealer": dealer, "trump": rng.choice(SUITS), "hands": hands}
            if difficulty == "hard" and not self._shared(data):
                continue
            if self.solve(data) and self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return self._result(data)[1]

    def misconception(self, data):
        p = _deciding_player(data)
        return 0 if p is None else _honour_points(data["hands"][p])

    def _shared(self, data) -> list:
        """The points of the scoring side's sequences that share a card with
        one of its carrés (a learner may drop them)."""
        side = self._result(data)[0]
        out = []
        for p in (side, side + 2) if side is not None else ():
            found = _honour_list(data["hands"][p])
            carres = [h.cards for h in found if h.is_carre]
            out += [h.points for h in found if h.is_sequence and any(c & h.cards for c in carres)]
        return out

    def diagnose(self, given, expected, data):
        side = self._result(data)[0]
        points = self._side_points(data)
        if given == self.misconception(data):
            return "one_player"
        if given == sum(points):
            return "everybody"
        if side is not None and given == points[1 - side]:
            return "other_side"
        p = _deciding_player(data)
        if p is not None and given == max(h.points for h in _honour_list(data["hands"][p])):
            return "best_only"
        belote = sum(h.points for p in ((side, side + 2) if side is not None else ())
                     for h in honours(data["hands"][p], data["trump"]) if h.kind == "belote")
        if belote and given == expected + belote:
            return "belote"
        if given in {expected - points for points in self._shared(data)}:
            return "shared"
        return None


# --------------------------------------------------------------------------
# belote and rebelote
# --------------------------------------------------------------------------

def _marriages(hand, trump) -> list:
    """Suits (other than trumps) of which a hand holds both K and Q."""
    cards = to_cards(hand)
    return [s for s in SUITS if s != trump and {f"K{s}", f"Q{s}"} <= {str(c) for c in cards}]


class BeloteHolder(Topic):
    """Which side scores the belote.  Rule: **the belote is the K and Q of
    trumps in one hand** (20 points, never cancelled, none in Senza Atout).
    Misconception: a K and Q of any suit in one hand (the *marriage* of
    other games) is a belote.  One side holds such a plain marriage; the
    trump K and Q are in one hand of the other side (easy), in one hand or
    split between partners (normal), split between any two players, in a
    Senza Atout deal or in one hand (hard); at normal and hard one hand
    holds it two times in three, so that each side and "nobody" are each
    the answer about a third of the time."""

    name = "belote-belote"
    game = "belote"
    kind = SIDE
    ui = "choice"
    texts = {
        "rule": {
            "en": "belote and rebelote: the K and Q of trumps in one hand",
            "it": "belote e rebelote: re e donna di briscola nella stessa mano",
        },
        "statement": {
            "en": "Trumps: {trump}. Here are the four hands. Which side will mark the 20 points of belote "
                  "and rebelote?",
            "it": "Briscola: {trump}. Ecco le quattro mani. Quale coppia segnerà i 20 punti di belote e "
                  "rebelote?",
        },
        "hint1": {
            "en": "The belote is a pair of particular cards of one particular suit, held by one player.",
            "it": "La belote è una coppia di carte precise di un seme preciso, in mano a un solo giocatore.",
        },
        "hint2": {
            "en": "Only the king and queen of trumps make the belote: the holder says \"Belote\" playing "
                  "the first and \"Rebelote\" playing the second. In Senza Atout there are no trumps.",
            "it": "Solo il re e la donna di briscola fanno la belote: chi li ha dice \"Belote\" giocando il "
                  "primo e \"Rebelote\" giocando il secondo. A Senza Atout non c'è briscola.",
        },
        "hint3": {
            "en": "Find the K of trumps, then the Q of trumps. Are they in the same hand? If so, that "
                  "player's side marks 20; if they are in two hands, or there are no trumps, nobody does.",
            "it": "Trova il re di briscola, poi la donna di briscola. Sono nella stessa mano? Se sì, segna "
                  "20 la coppia di quel giocatore; se sono in due mani, o non c'è briscola, nessuno.",
        },
        "correct": {
            "en": "{expected}: only the K and Q of trumps in one hand are a belote.",
            "it": "{expected}: solo re e donna di briscola nella stessa mano fanno belote.",
        },
        "plain_marriage": {
            "en": "a king and queen of a suit that is not trumps are not a belote: only the trump pair counts",
            "it": "re e donna di un seme che non è di briscola non fanno belote: conta solo la coppia di "
                  "briscola",
        },
        "split": {
            "en": "the K and Q of trumps must be in one player's hand: between two partners they are no belote",
            "it": "re e donna di briscola devono essere nella mano dello stesso giocatore: divisi fra due "
                  "compagni non fanno belote",
        },
        "senza": {
            "en": "this deal is played Senza Atout: ask yourself which cards would be the K and Q of trumps",
            "it": "questa smazzata si gioca a Senza Atout: chiediti quali carte sarebbero re e donna di "
                  "briscola",
        },
        "missed": {
            "en": "a player who holds both the K and the Q of trumps scores the belote for his side",
            "it": "il giocatore che ha sia il re sia la donna di briscola segna la belote per la sua coppia",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            case = {"easy": "together", "normal": rng.choice(("together", "partners")),
                    "hard": rng.choice(("together", "partners", "apart", "senza"))}[difficulty]
            # one side holds it two times in three, so that each of the three buttons is right about
            # as often: a half (normal) or a quarter (hard) of the cases, and so many of the others
            if case != "together" and rng.random() < {"normal": 1 / 3, "hard": 5 / 9}[difficulty]:
                case = "together"
            trump = None if case == "senza" else rng.choice(SUITS)
            shown = trump or rng.choice(SUITS)         # Senza Atout: a suit that is no trump
            plain = rng.choice([s for s in SUITS if s != shown])
            x = rng.randrange(4)                       # holds the plain marriage
            plan = {x: list(to_cards(f"K{plain} Q{plain}"))}
            k, q = to_cards(f"K{shown} Q{shown}")
            if case == "together":
                holders = [rng.choice([(x + 1) % 4, (x + 3) % 4])] * 2
            elif case == "partners":
                y = rng.randrange(4)
                holders = [y, (y + 2) % 4]
            else:
                holders = rng.sample(range(4), 2)
            for player, c in zip(holders, (k, q)):
                plan[player] = plan.get(player, []) + [c]
            hands = _deal_with(rng, plan)
            if hands is None:
                continue
            data = {"trump": trump, "hands": hands}
            if self._plain_sides(data) != {x % 2}:
                continue
            if case in ("partners", "apart") and any(k in to_cards(h) and q in to_cards(h) for h in hands):
                continue
            if self.solve(data) != self.misconception(data):
                return data

    def _plain_sides(self, data) -> set:
        return {p % 2 for p, h in enumerate(data["hands"]) if _marriages(h, data["trump"])}

    def solve(self, data):
        for p, hand in enumerate(data["hands"]):
            if any(h.kind == "belote" for h in honours(hand, data["trump"])):
                return str(p % 2)
        return "none"

    def misconception(self, data):
        return str(min(self._plain_sides(data)))

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "plain_marriage"
        if data["trump"] is None:
            return "senza"
        if given == "none":
            return "missed"
        holders = {p for p, h in enumerate(data["hands"]) for c in to_cards(h)
                   if str(c) in (f"K{data['trump']}", f"Q{data['trump']}")}
        if len(holders) == 2 and len({p % 2 for p in holders}) == 1:
            return "split"
        return None

    def params(self, data):
        return {"trump": _suit_term(data["trump"])}

    def picture(self, data):
        rows = [(i18n.tr(f"belote.seat.{p}"), _sorted(h)) for p, h in enumerate(data["hands"])]
        return Position(rows, 55, _trump_label(data["trump"]))

    def choices(self, data):
        return ["0", "1", "none"]


# --------------------------------------------------------------------------
# the contract test and the deal score
# --------------------------------------------------------------------------

OUTCOME = choice(
    "outcome",
    {
        "made": ("contract made", "impegno mantenuto", "mantenuto", "fatto", "made it"),
        "failed": ("contract failed", "impegno non mantenuto", "non mantenuto", "caduto", "fallito",
                   "down", "dedans"),
        "litige": ("litigé", "tie", "tied", "parità", "pari", "alla finestra"),
    },
    labels={"made": "belote.outcome.made", "failed": "belote.outcome.failed", "litige": "belote.outcome.litige"},
)


def _deal_facts(rng, difficulty: str, held_in: bool = False) -> dict:
    """The numbers of a played deal: the taker's side, each side's card
    points (152 in all, 120 in Senza Atout), the last trick, honours (one
    side at most) and belote."""
    senza = difficulty == "hard" and rng.random() < 0.25
    total = TOTAL_NO_TRUMPS if senza else TOTAL_TRUMPS
    c0 = rng.randint(30, total - 30)
    hon = [0, 0]
    if difficulty == "easy" or rng.random() < 0.8:
        hon[rng.randrange(2)] = rng.choice((20, 20, 40, 50, 50, 70, 100, 100, 120, 150, 200))
    bel = [0, 0]
    if difficulty != "easy" and not senza and rng.random() < 0.6:
        bel[rng.randrange(2)] = BELOTE_POINTS
    return {"taker": rng.randrange(2), "senza": senza, "cards": [c0, total - c0], "last": rng.randrange(2),
            "honours": hon, "belote": bel, "held_in": rng.choice((81, 91, 96, 101)) if held_in else 0}


def _outcome(takers: int, defenders: int) -> str:
    """The contract test read off two numbers (what a learner compares)."""
    return "made" if takers > defenders else "failed" if takers < defenders else "litige"


def _totals(data) -> tuple:
    return tuple(data["cards"][s] + (LAST_TRICK if data["last"] == s else 0) + data["honours"][s]
                 + data["belote"][s] for s in (0, 1))


def _settle(data):
    return settle(_totals(data), tuple(data["belote"]), data["taker"], data["held_in"])


def _tie_cards(data):
    """Change the card split so that the two totals are equal, if it can."""
    extras = [_totals(data)[s] - data["cards"][s] for s in (0, 1)]
    whole = sum(data["cards"])
    twice = whole + extras[1] - extras[0]
    if twice % 2 == 0 and 10 <= twice // 2 <= whole - 10:
        data["cards"] = [twice // 2, whole - twice // 2]
    return data


class _ScoreTopic(Topic):
    """Shared parts of the scoring topics: the facts of a deal as a table."""

    game = "belote"

    def params(self, data):
        t = data["taker"]
        return {"takers": i18n.Term(f"belote.side.{t}"),
                "game": i18n.Term("belote.practice.senza" if data["senza"] else "belote.practice.with_suit")}

    def picture(self, data):
        return _ScoreTable(data)


class _ScoreTable:
    """The facts of a deal drawn as a small table (one column per side)."""

    def __init__(self, data):
        self.data = data

    def rows(self):
        d = self.data
        last = [LAST_TRICK if d["last"] == s else 0 for s in (0, 1)]
        rows = [("belote.row.cards", d["cards"]), ("belote.row.last", last),
                ("belote.row.honours", d["honours"]), ("belote.row.belote", d["belote"])]
        return [(i18n.tr(key), values) for key, values in rows]

    def heads(self):
        t = self.data["taker"]
        return [i18n.tr("belote.practice.takers", side=i18n.tr(f"belote.side.{s}")) if s == t
                else i18n.tr(f"belote.side.{s}") for s in (0, 1)]

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(h)}</th>" for h in self.heads())
        body = "".join(f"<tr><td>{escape(label)}</td>" + "".join(f"<td>{v}</td>" for v in values) + "</tr>"
                       for label, values in self.rows())
        note = ""
        if self.data["held_in"]:
            note = f"<p>{escape(i18n.tr('belote.practice.held_in', n=self.data['held_in']))}</p>"
        return f"<table class='cardkit-score'><tr><th></th>{head}</tr>{body}</table>{note}"

    def __str__(self) -> str:
        lines = [" | ".join([""] + self.heads())]
        lines += [" | ".join([label] + [str(v) for v in values]) for label, values in self.rows()]
        if self.data["held_in"]:
            lines.append(i18n.tr("belote.practice.held_in", n=self.data["held_in"]))
        return "\n".join(lines)


class ContractTest(_ScoreTopic):
    """Whether the takers made their contract.  Rule: **the contract test
    compares whole totals** — cards, last trick, honours and belote; the
    takers need more than the defenders, and equal totals are *litigé*.
    Misconception: comparing the card points alone.  Easy deals add
    honours, normal ones belote too (and are sometimes ties), hard ones are
    ties a third of the time (and may be Senza Atout).  The outcome is drawn
    first (:attr:`OUTCOMES`), then a deal with that outcome."""

    name = "belote-contract"
    kind = OUTCOME
    ui = "choice"
    texts = {
        "rule": {
            "en": "the contract test: the takers' whole total must beat the defenders'",
            "it": "la verifica dell'impegno: il totale di chi si è impegnato deve superare quello degli avversari",
        },
        "statement": {
            "en": "The takers are {takers}; the deal was played {game}. The table shows what each side made. "
                  "Is the contract made, failed, or a tie (litigé)?",
            "it": "L'impegno è di {takers}; la smazzata si è giocata {game}. La tabella mostra che cosa ha fatto "
                  "ciascuna coppia. L'impegno è mantenuto, non mantenuto, o c'è parità (alla finestra)?",
        },
        "hint1": {
            "en": "The card points alone do not decide: the test compares each side's whole total.",
            "it": "I soli punti delle carte non decidono: si confronta il totale di ciascuna coppia.",
        },
        "hint2": {
            "en": "A side's total is its card points, plus 10 for the last trick, plus its honours, plus its "
                  "belote.",
            "it": "Il totale di una coppia sono i punti delle carte, più 10 per l'ultima presa, più le sue "
                  "accuse, più la sua belote.",
        },
        "hint3": {
            "en": "Add up the takers' column, then the defenders' column. More for the takers: made. Less: "
                  "failed. Exactly equal: litigé.",
            "it": "Somma la colonna di chi si è impegnato, poi quella degli avversari. Di più per chi si è "
                  "impegnato: mantenuto. Di meno: non mantenuto. Esattamente uguali: parità.",
        },
        "correct": {
            "en": "{expected}: decided on the whole totals, honours and belote included.",
            "it": "{expected}: si decide sui totali interi, accuse e belote comprese.",
        },
        "cards_only": {
            "en": "you compared the card points only; the contract test compares the whole totals: last "
                  "trick, honours and belote count as well",
            "it": "hai confrontato solo i punti delle carte; la verifica confronta i totali interi: contano "
                  "anche ultima presa, accuse e belote",
        },
        "no_extras": {
            "en": "you left out the honours or the belote: they are part of each side's total in the test",
            "it": "hai lasciato fuori le accuse o la belote: fanno parte del totale di ciascuna coppia",
        },
        "not_more": {
            "en": "the takers must make MORE than the defenders: compare the two whole totals again",
            "it": "chi si è impegnato deve fare PIÙ degli avversari: confronta di nuovo i due totali interi",
        },
        "not_less": {
            "en": "a contract fails only when the takers make LESS than the defenders: compare the two whole "
                  "totals again",
            "it": "l'impegno non è mantenuto solo se chi si è impegnato fa MENO degli avversari: confronta "
                  "di nuovo i due totali interi",
        },
        "not_tie": {
            "en": "a tie needs exactly equal totals: add up both columns again",
            "it": "la parità richiede totali esattamente uguali: somma di nuovo le due colonne",
        },
    }

    #: how often each outcome is drawn (the engine's outcome of the deal built must be the one drawn)
    OUTCOMES = {"easy": {"made": 1, "failed": 1}, "normal": {"made": 3, "failed": 3, "litige": 2},
                "hard": {"made": 1, "failed": 1, "litige": 1}}

    def generate(self, rng, difficulty):
        weights = self.OUTCOMES[difficulty]
        wanted = rng.choices(list(weights), weights=list(weights.values()))[0]
        while True:
            data = _deal_facts(rng, difficulty)
            if wanted == "litige":
                data = _tie_cards(data)
            if self.solve(data) == wanted and self.solve(data) != self.misconception(data):
                return data

    def solve(self, data):
        return _settle(data).outcome

    def misconception(self, data):
        t = data["taker"]
        return _outcome(data["cards"][t], data["cards"][1 - t])

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "cards_only"
        t = data["taker"]
        partial = [data["cards"][s] + (LAST_TRICK if data["last"] == s else 0) for s in (t, 1 - t)]
        if given == _outcome(*partial):
            return "no_extras"
        return {"made": "not_more", "failed": "not_less"}.get(given, "not_tie")

    def choices(self, data):
        return ["made", "failed", "litige"]


class DealMarks(_ScoreTopic):
    """What each side marks after a failed or tied contract.  Rule: **a
    failed contract gives the defenders everything** (both totals) except
    the takers' belote, which is never cancelled; on a tie the defenders
    mark their total, the takers only their belote, and the rest waits
    «alla finestra».  Misconception: each side marks its own total.  Easy:
    failed contracts; normal: the takers may hold the belote; hard: ties,
    and points held over from an earlier tie going to the winner."""

    name = "belote-deal-score"
    kind = SIDES
    ui = "text"
    texts = {
        "rule": {
            "en": "the deal score: a failed contract gives the defenders everything but the takers' belote",
            "it": "il punteggio della smazzata: a impegno non mantenuto gli avversari prendono tutto tranne "
                  "la belote di chi si è impegnato",
        },
        "statement": {
            "en": "The takers are {takers}; the deal was played {game}. The table shows what each side made{held}. "
                  "What does each side mark now? Answer [North–South, East–West].",
            "it": "L'impegno è di {takers}; la smazzata si è giocata {game}. La tabella mostra che cosa ha fatto "
                  "ciascuna coppia{held}. Che cosa segna adesso ciascuna coppia? Rispondi [Nord–Sud, Est–Ovest].",
        },
        "hint1": {
            "en": "First add up each side's total and decide whether the contract is made, failed or tied.",
            "it": "Prima somma il totale di ogni coppia e decidi se l'impegno è mantenuto, non mantenuto o "
                  "in parità.",
        },
        "hint2": {
            "en": "Made: each side marks its own total. Failed: the defenders mark both totals, except the "
                  "takers' belote. Tied: the defenders mark their total, the takers only their belote, the "
                  "rest waits.",
            "it": "Mantenuto: ogni coppia segna il suo totale. Non mantenuto: gli avversari segnano i due "
                  "totali, tranne la belote di chi si è impegnato. Parità: gli avversari segnano il loro totale, "
                  "chi si è impegnato solo la belote, il resto aspetta.",
        },
        "hint3": {
            "en": "Write the two totals; apply the case that holds; then give any points held over from "
                  "before to the side that won this deal's test (after a new tie they keep waiting).",
            "it": "Scrivi i due totali; applica il caso giusto; poi dai gli eventuali punti rimasti «alla "
                  "finestra» alla coppia che ha vinto la verifica di questa smazzata (dopo una nuova parità "
                  "continuano ad aspettare).",
        },
        "correct": {
            "en": "{expected}: the contract test decides who marks what.",
            "it": "{expected}: è la verifica dell'impegno a decidere chi segna che cosa.",
        },
        "each_own": {
            "en": "each side marks its own total only when the takers make more than the defenders; here "
                  "they did not",
            "it": "ciascuna coppia segna il proprio totale solo se chi si è impegnato fa più degli avversari; qui "
                  "non è così",
        },
        "belote_lost": {
            "en": "the takers' belote is never cancelled: they keep it even when the contract fails",
            "it": "la belote di chi si è impegnato non si annulla mai: la tengono anche a impegno non mantenuto",
        },
        "tie_as_failed": {
            "en": "you scored a failed contract; it fails only when the takers make LESS than the defenders: "
                  "compare the two totals again",
            "it": "hai segnato un impegno non mantenuto; non è mantenuto solo se chi si è impegnato fa MENO degli "
                  "avversari: confronta di nuovo i due totali",
        },
        "failed_as_tie": {
            "en": "you scored a tie (litigé); a tie needs exactly equal totals: compare the two totals again",
            "it": "hai segnato una parità (alla finestra); la parità richiede totali esattamente uguali: "
                  "confronta di nuovo i due totali",
        },
        "held_in": {
            "en": "the points held over from the earlier tie go to the side that wins this deal's contract "
                  "test, and keep waiting after another tie",
            "it": "i punti rimasti «alla finestra» dalla parità precedente vanno alla coppia che vince la "
                  "verifica di questa smazzata, e continuano ad aspettare dopo un'altra parità",
        },
    }

    def generate(self, rng, difficulty):
        while True:
            data = _deal_facts(rng, difficulty, held_in=difficulty == "hard" and rng.random() < 0.5)
            if difficulty == "hard" and rng.random() < 0.5:
                data = _tie_cards(data)
            outcome = self.outcome(data)
            if outcome == "made" or (difficulty != "hard" and outcome != "failed"):
                continue
            if difficulty == "hard" and outcome != "litige" and not data["held_in"]:
                continue
            if difficulty == "normal" and not data["belote"][data["taker"]] and rng.random() < 0.5:
                continue
            if tuple(self.solve(data)) != self.misconception(data):
                return data

    def outcome(self, data) -> str:
        return _settle(data).outcome

    def solve(self, data):
        return list(_settle(data).credited)

    def misconception(self, data):
        return _totals(data)

    def diagnose(self, given, expected, data):
        given = tuple(given)
        if given == self.misconception(data):
            return "each_own"
        totals, t = _totals(data), data["taker"]
        bel = data["belote"][t]
        outcome = self.outcome(data)
        if outcome == "failed" and bel and given[t] == 0 and sum(given) == sum(expected):
            return "belote_lost"
        rest = totals[t] - bel
        if outcome == "litige" and given[1 - t] - totals[1 - t] in (rest, rest + data["held_in"]):
            return "tie_as_failed"          # the defenders were given the takers' points
        if outcome == "failed" and given[t] == bel and given[1 - t] == totals[1 - t]:
            return "failed_as_tie"
        if data["held_in"] and {abs(e - g) for e, g in zip(expected, given)} == {0, data["held_in"]}:
            return "held_in"
        return None

    def params(self, data):
        held = i18n.Term("belote.practice.held_note", n=data["held_in"]) if data["held_in"] else ""
        return dict(super().params(data), held=held)


# --------------------------------------------------------------------------
# the bidding
# --------------------------------------------------------------------------

TRUMPS = choice(
    "trumps",
    {
        "S": ("spades", "picche", "♠"), "H": ("hearts", "cuori", "♥"), "D": ("diamonds", "quadri", "♦"),
        "C": ("clubs", "fiori", "♣"),
        "senza": ("senza atout", "no trumps", "sa", "nt", "sans atout"),
        "void": ("nobody", "none", "nessuno", "void", "nulla", "redeal"),
    },
    labels={"S": "suit.S", "H": "suit.H", "D": "suit.D", "C": "suit.C", "senza": "belote.no_trumps",
            "void": "belote.practice.void"},
)


def _bidding_said(data, lang=None) -> str:
    """The bidding of a question's deal (``data["deal"]``, ``data["bids"]``)
    as said at the table, in ``lang``: "East: pass; North: accept…"."""
    state, said = BeloteState(BELOTE, seed=data["deal"]), []
    for move in data["bids"]:
        who = state.current_player()
        said.append(i18n.tr("belote.practice.bid", lang, who=i18n.tr(f"belote.seat.{who}", lang),
                            move=bid_words(move, lang)))
        state.play(move)
    return "; ".join(said)


class Trumps(Topic):
    """What the bidding made trumps.  Rule: **the turned card only
    proposes a trump** — the first round may accept it; if all pass, the
    second round may name any other suit; after a choice anyone may still
    call Senza Atout (the round ends with the chooser); two rounds of
    passes make the deal void.  Misconception: the turned card's suit is
    trumps.  Easy: a suit named in the second round; normal: also Senza
    Atout called over an accepted or a named suit; hard: Senza Atout calls
    (the chooser's own among them), void deals and named suits.  The kind of
    answer is drawn first (:attr:`ANSWERS`), so that no button wins by
    itself."""

    name = "belote-trumps"
    game = "belote"
    kind = TRUMPS
    ui = "choice"
    texts = {
        "rule": {
            "en": "the bidding: the turned card only proposes the trump",
            "it": "le dichiarazioni: la carta girata propone soltanto la briscola",
        },
        "statement": {
            "en": "{dealer} deals and turns up the {turned}. The bidding goes: {bids}. What are trumps in "
                  "this deal?",
            "it": "Distribuisce {dealer}; carta girata: {turned}. Le dichiarazioni: {bids}. Qual è la "
                  "briscola di questa smazzata?",
        },
        "hint1": {
            "en": "The turned card is a proposal: follow the bidding call by call and see what was agreed.",
            "it": "La carta girata è una proposta: segui le dichiarazioni una per una e guarda che cosa si "
                  "è deciso.",
        },
        "hint2": {
            "en": "First round: accept the turned suit or pass. If all four pass, second round: name another "
                  "suit or pass. Once a suit is chosen, each player in turn may still call Senza Atout.",
            "it": "Primo giro: si accetta il seme girato o si passa. Se passano tutti e quattro, secondo giro: "
                  "si propone un altro seme o si passa. Scelto un seme, ciascuno a turno può ancora "
                  "dichiarare Senza Atout.",
        },
        "hint3": {
            "en": "Find the first 'accept' or 'name'; then look at the calls after it: a 'Senza Atout' "
                  "overrides the suit. If nobody accepted or named a suit in either round, the deal is "
                  "void.",
            "it": "Trova il primo 'accetto' o 'propongo'; poi guarda le dichiarazioni dopo: un 'Senza Atout' "
                  "prende il posto del seme. Se in nessuno dei due giri qualcuno ha accettato o proposto un "
                  "seme, la smazzata è nulla.",
        },
        "correct": {
            "en": "{expected}: the bidding, not the turned card, decides.",
            "it": "{expected}: decidono le dichiarazioni, non la carta girata.",
        },
        "turned": {
            "en": "the turned card only proposes a suit: it becomes trumps only if a player accepts it in "
                  "the first round",
            "it": "la carta girata propone soltanto un seme: diventa briscola solo se qualcuno la accetta "
                  "nel primo giro",
        },
        "senza_missed": {
            "en": "you stopped at the choice of the suit, but the bidding goes on after it: a later call "
                  "can still change how the deal is played",
            "it": "ti sei fermato alla scelta del seme, ma le dichiarazioni continuano: una dichiarazione "
                  "successiva può ancora cambiare come si gioca la smazzata",
        },
        "void_missed": {
            "en": "a suit becomes trumps only when a player accepts it in the first round or names it in the "
                  "second: look again at both rounds",
            "it": "un seme diventa briscola solo se qualcuno lo accetta nel primo giro o lo propone nel "
                  "secondo: riguarda entrambi i giri",
        },
        "not_void": {
            "en": "a deal is void only when all four players pass in both rounds: here somebody chose",
            "it": "la smazzata è nulla solo se tutti e quattro passano in entrambi i giri: qui qualcuno ha "
                  "scelto",
        },
        "not_called": {
            "en": "nobody called Senza Atout in this bidding",
            "it": "in queste dichiarazioni nessuno ha dichiarato Senza Atout",
        },
        "wrong_suit": {
            "en": "{answer} was not chosen: look for the first accept or name in the bidding",
            "it": "il seme di {answer} non è stato scelto: cerca il primo 'accetto' o 'propongo' nelle "
                  "dichiarazioni",
        },
    }

    CASES = {"easy": ("named",), "normal": ("named", "senza_over_accept", "senza_over_named"),
             "hard": ("named", "void", "chooser_senza", "senza_over_named", "senza_over_accept")}
    #: how often each answer is drawn: "senza" and "void" are one button each, the named suit
    #: spreads over three or four, so that no single button is right much more often than the others
    ANSWERS = {"normal": {"named": 0.74, "senza": 0.26}, "hard": {"named": 0.52, "senza": 0.26, "void": 0.22}}

    def generate(self, rng, difficulty):
        seed = rng.randrange(10**6)                    # the deal: its dealer and turned card
        turned = BeloteState(BELOTE, seed=seed).turned.suit
        cases = self.CASES[difficulty]
        answers = self.ANSWERS.get(difficulty)         # the kind of answer first, then a bidding with it
        if answers:
            answer = rng.choices(list(answers), weights=list(answers.values()))[0]
            cases = [c for c in cases if c == answer or (answer == "senza" and "senza" in c)]
        case = rng.choice(cases)
        if case == "senza_over_accept":
            bids = ["pass"] * rng.randrange(4) + ["accept"]
        elif case == "void":
            bids = ["pass"] * 8
        else:                                          # round 1 passes, a suit named in round 2
            passes = rng.randrange(4)
            bids = ["pass"] * (4 + passes) + [f"name {rng.choice([s for s in SUITS if s != turned])}"]
        if case == "named":                            # nobody calls Senza Atout
            bids += ["pass"] * 4
        elif case != "void":                           # the round of Senza Atout ends with the chooser
            bids += ["pass"] * (3 if case == "chooser_senza" else rng.randrange(3)) + ["senza"]
        return {"deal": seed, "bids": bids}

    def solve(self, data):
        state = BeloteState(BELOTE, seed=data["deal"])
        for move in data["bids"]:
            state.play(move)
        if state.void_deals:
            return "void"
        return "senza" if state.contract.senza else state.contract.trump

    def misconception(self, data):
        return BeloteState(BELOTE, seed=data["deal"]).turned.suit

    def diagnose(self, given, expected, data):
        if given == self.misconception(data):
            return "turned"
        if given == "void":
            return "not_void"
        if expected == "void":
            return "void_missed"
        if expected == "senza":
            return "senza_missed"
        return "not_called" if given == "senza" else "wrong_suit"

    def _said(self, data, lang=None) -> str:
        return _bidding_said(data, lang)

    def params(self, data):
        start = BeloteState(BELOTE, seed=data["deal"])
        return {"dealer": _seat(start.dealer), "turned": i18n.Term.of(lambda lang: start.turned.name(lang)),
                "bids": i18n.Term.of(lambda lang: self._said(data, lang))}

    def picture(self, data):
        start = BeloteState(BELOTE, seed=data["deal"])
        said = self._said(data)
        return Position([(i18n.tr("belote.ex.turned"), [start.turned])], 70,
                        i18n.tr("belote.practice.bids", dealer=start.player_name(start.dealer)) + ": " + said)

    def choices(self, data):
        return ["S", "H", "D", "C", "senza", "void"]


for _topic in (LegalCards(), Overtrump(), TrickWinner(), TrumpOrder(), CardPoints(), HonoursSide(),
               HonoursPoints(), BeloteHolder(), ContractTest(), DealMarks(), Trumps()):
    register_topic(_topic)

# the card points in Senza Atout: their own module
from .topics_senza import SenzaPoints  # noqa: E402

register_topic(SenzaPoints())

# following suit (no trumping while holding the suit led), the marks of a made contract with the capot,
# two quaterne against each other, who leads, and the end of the game: their own modules, which build on the classes above and register their topics themselves (so
# that either module may be imported first)
from . import topics_follow, topics_game, topics_lead, topics_marks, topics_quaterne  # noqa: E402, F401
