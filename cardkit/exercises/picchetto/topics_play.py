"""Two practice topics on the turns of a Picchetto game: who deals and who
leads (lesson 07), and which cards the follower may play to a trick (lesson
11), under the texts that differ.

* ``picchetto-dealer``: the players cut, the **lower** card deals first
  (text 000 "chi ha la carta più bassa distribuisce per primo", text 004
  "la carta più bassa distribuisce"); then the deal passes to the other
  player at every deal; the elder, who does not deal, declares first and
  leads the first trick.
* ``picchetto-follow``: the follower must answer in the suit led; under text
  000 (``ITALIANO``) he must also **take** when he can, with a higher card
  of that suit; under text 004 (``RUBICON``) and text 000's table variant
  without the duty (``must_take=False``) any card of the suit will do; a
  player with no card of the suit led may play any card, since a card of
  another suit never takes the trick.

Every answer is the engine's: the cut and the dealers are a real game's
(:class:`~cardkit.picchetto.PicchettoState`), and the legal cards are the
state's ``legal_moves()`` in a real deal replayed to the trick.
"""

from __future__ import annotations

import functools

from ... import i18n
from ...cards import CardSet, to_cards
from ...picchetto import ITALIANO, PICCHETTO_150, RUBICON, PicchettoState
from ..answers import CARDSET, INT, choice
from ..practice import Topic
from . import topics_exchange  # noqa: F401  (registers the rule sets' names: practice.picchetto.text_preset.*)

i18n.register({
    "practice.picchetto.text_preset.NO_TAKE": {
        "en": "Italian Picchetto without the duty to take (text 000's variant)",
        "it": "il Picchetto italiano senza l'obbligo di prendere (la variante del testo 000)",
    },
    "practice.picchetto.turns.player1": {"en": "player 1", "it": "giocatore 1"},
    "practice.picchetto.turns.player2": {"en": "player 2", "it": "giocatore 2"},
    "practice.picchetto.turns.deals": {"en": "deals", "it": "distribuisce"},
    "practice.picchetto.turns.leads": {"en": "leads to the first trick", "it": "gioca la prima carta"},
    "practice.picchetto.turns.cut1": {"en": "player 1 cut", "it": "taglio del giocatore 1"},
    "practice.picchetto.turns.cut2": {"en": "player 2 cut", "it": "taglio del giocatore 2"},
    "practice.picchetto.turns.led": {"en": "led by your opponent", "it": "giocata dall'avversario"},
    "practice.picchetto.turns.hand": {"en": "your hand", "it": "la tua mano"},
    "practice.picchetto.counts.hand": {
        "en": "How many cards does each player hold once the cards are dealt?",
        "it": "Quante carte ha ciascun giocatore finita la distribuzione?",
    },
    "practice.picchetto.counts.talon": {
        "en": "How many cards are left face down on the table as the talon?",
        "it": "Quante carte restano coperte in tavola, come tallone?",
    },
    "practice.picchetto.counts.elder_most": {
        "en": "At most how many cards may the elder exchange?",
        "it": "Al massimo quante carte può cambiare il giocatore di mano?",
    },
    "practice.picchetto.counts.dealer_after_five": {
        "en": "The elder exchanges five cards. At most how many may the dealer exchange then?",
        "it": "Il giocatore di mano cambia cinque carte. Al massimo quante ne può cambiare poi il mazziere?",
    },
})

#: the answer of "who": the two players of the cut, as the engine numbers them (seats 0 and 1)
SEAT = choice("seat", {"player 1": ("1", "p1", "first player", "giocatore 1", "primo giocatore"),
                       "player 2": ("2", "p2", "second player", "giocatore 2", "secondo giocatore")},
              labels={"player 1": "practice.picchetto.turns.player1",
                      "player 2": "practice.picchetto.turns.player2"})
_SEATS = ("player 1", "player 2")
PRESETS = {"ITALIANO": ITALIANO, "RUBICON": RUBICON, "NO_TAKE": ITALIANO.replace(must_take=False),
           "PICCHETTO_150": PICCHETTO_150}


def _topics():
    """The shared helpers of the Picchetto topics (``_Hand``, ``_sorted``,
    ``_text``), imported when first used: that module registers this one's
    topics, so either may be imported first."""
    from . import topics
    return topics


def _hand_text(cards) -> str:
    t = _topics()
    return t._text(t._sorted(cards))


def _preset_params(data) -> dict:
    return {f"preset_{lang}": i18n.tr(f"practice.picchetto.text_preset.{data['preset']}", lang)
            for lang in ("en", "it")}


@functools.lru_cache(maxsize=None)
def _turns(preset: str, deals: int = 6) -> tuple:
    """For deals 1..``deals`` of a game of ``preset``, as the engine plays
    them: ``(the first deal's dealer deals this one, the dealer leads its
    first trick)``.  One reference game, each deal taken to its first trick
    as :func:`_to_play` does and played out with the first legal card; who
    deals and who leads do not depend on the cards."""
    rules = PRESETS[preset].replace(target=None, deals=deals) if preset != "RUBICON" else PRESETS[preset]
    s = PicchettoState(rules, 0)
    first = s.dealer
    out = []
    while not s.is_over() and len(out) < deals:
        _to_play(s)
        out.append((s.dealer == first, s.current_player() == s.dealer))
        while s.phase == "play":
            s.play(s.legal_moves()[0])
    return tuple(out)


class Dealer(Topic):
    """Who deals a given deal, or who leads its first trick, from the cut.
    Rule: **the lower card of the cut deals first, then the deal passes to
    the other player at every deal; the elder (who does not deal) leads**.
    Misconception: the higher card dealing (as in many other games), and
    the dealer leading.  Easy: who deals the first deal (Italian rules);
    normal: deals 1 to 4, who deals or who leads, Italian or Rubicon rules;
    hard: deals 1 to 6 of a Rubicon partie or an Italian game."""

    name = "picchetto-dealer"
    game = "picchetto"
    kind = SEAT
    ui = "choice"
    texts = {
        "rule": {"en": "who deals: the lower card of the cut, then each in turn; the elder leads",
                 "it": "chi distribuisce: la carta più bassa del taglio, poi a turno; il giocatore di mano "
                       "apre"},
        "statement": {
            "en": "Playing {preset_en}, the players cut for the first deal: player 1 turned up the {a}, player "
                  "2 the {b}. Who {what_en} in deal {n}?",
            "it": "Giocando {preset_it}, i giocatori tagliano per la prima smazzata: il giocatore 1 scopre "
                  "questa carta: {a_it}; il giocatore 2 questa: {b_it}. Chi {what_it} nella smazzata {n}?",
        },
        "hint1": {
            "en": "Who deals the first deal: the player with the higher card of the cut, or the one with the "
                  "lower?",
            "it": "Chi distribuisce la prima smazzata: chi ha la carta più alta del taglio o chi ha la più "
                  "bassa?",
        },
        "hint2": {
            "en": "The lower card deals first (the ace is high). After each deal the other player deals.",
            "it": "La carta più bassa distribuisce per prima (l'asso è alto). A ogni smazzata distribuisce "
                  "l'altro giocatore.",
        },
        "hint3": {
            "en": "The player who does not deal is the elder: he exchanges first, declares first and leads "
                  "the first trick.",
            "it": "Chi non distribuisce è il giocatore di mano: cambia per primo, dichiara per primo e gioca "
                  "la prima carta.",
        },
        "correct": {
            "en": "{expected}: the lower card deals first, then the deal alternates; the elder leads.",
            "it": "{expected}: la carta più bassa distribuisce per prima, poi si alterna; apre il giocatore "
                  "di mano.",
        },
        "higher": {
            "en": "in Picchetto the lower card of the cut deals the first deal, not the higher",
            "it": "nel Picchetto la prima smazzata la distribuisce la carta più bassa del taglio, non la più "
                  "alta",
        },
        "alternate": {
            "en": "count the deals from the cut: the lower card deals the first, and the dealer changes at "
                  "every deal",
            "it": "conta le smazzate dal taglio: la carta più bassa distribuisce la prima, e il mazziere "
                  "cambia a ogni smazzata",
        },
        "dealer_leads": {
            "en": "the dealer does not lead: the elder, the player who does not deal, leads the first trick",
            "it": "il mazziere non apre: la prima carta la gioca il giocatore di mano, chi non distribuisce",
        },
    }

    #: level -> (presets, highest deal number, questions)
    LEVELS = {"easy": (("ITALIANO",), 1, ("deals",)),
              "normal": (("ITALIANO", "RUBICON"), 4, ("deals", "leads")),
              "hard": (("ITALIANO", "RUBICON"), 6, ("deals", "leads"))}

    def generate(self, rng, difficulty):
        presets, most, asks = self.LEVELS[difficulty]
        want = rng.choice(_SEATS)          # each player the answer half the time
        while True:
            data = {"preset": rng.choice(presets), "deal": rng.randrange(10**6), "n": rng.randint(1, most),
                    "ask": rng.choice(asks)}
            if self.solve(data) == want:
                return data

    def _first(self, data) -> PicchettoState:
        return PicchettoState(PRESETS[data["preset"]], data["deal"])

    def solve(self, data):
        first = self._first(data).dealer
        same, dealer_leads = _turns(data["preset"])[data["n"] - 1]
        dealer = first if same else 1 - first
        seat = dealer if data["ask"] == "deals" or dealer_leads else 1 - dealer
        return _SEATS[seat]

    def misconception(self, data):
        """The higher card dealing first (who deals), the dealer leading (who leads)."""
        return _SEATS[1 - _SEATS.index(self.solve(data))]

    def diagnose(self, given, expected, data):
        if given != self.misconception(data):
            return None
        if data["ask"] == "leads":
            return "dealer_leads"
        return "higher" if data["n"] == 1 else "alternate"

    def params(self, data):
        a, b = self._first(data).cut
        out = {"n": data["n"], "a": i18n.Term.of(lambda lang: a.name(lang)),
               "b": i18n.Term.of(lambda lang: b.name(lang)), "a_it": a.name("it"), "b_it": b.name("it"),
               **_preset_params(data)}
        for lang in ("en", "it"):
            out[f"what_{lang}"] = i18n.tr(f"practice.picchetto.turns.{data['ask']}", lang)
        return out

    def choices(self, data):
        return list(_SEATS)

    def picture(self, data):
        a, b = self._first(data).cut
        return _topics()._Hand([(i18n.tr("practice.picchetto.turns.cut1"), str(a)),
                      (i18n.tr("practice.picchetto.turns.cut2"), str(b))])


class Follow(Topic):
    """The cards a follower may play to a trick.  Rule: **answer in the suit
    led; under text 000 take with a higher card of it when you can; under
    text 004 (and 000's variant without the duty) any card of the suit;
    with none of the suit, any card**.  Misconception: the other text's duty
    (forgetting 000's duty to take, or adding it where it does not hold),
    and, void in the suit, thinking a higher card of another suit must be
    played to beat it (it never takes).  Positions are real deals played to
    a trick.  Easy: the Italian rules, holding the suit led; normal: Italian
    or Rubicon, a fifth of them void; hard: also the variant without the
    duty, a quarter void."""

    name = "picchetto-follow"
    game = "picchetto"
    kind = CARDSET
    ui = "cards"
    texts = {
        "rule": {"en": "following: the suit led; under text 000 take when you can; void, any card",
                 "it": "rispondere: il seme uscito; col testo 000 prendere se si può; senza il seme, qualunque "
                       "carta"},
        "statement": {
            "en": "Playing {preset_en}, your opponent has led the {led}. You hold {hand}. Which cards may you "
                  "play?",
            "it": "Giocando {preset_it}, l'avversario ha aperto la presa con questa carta: {led_it}. Hai in mano "
                  "{hand}. Quali carte puoi giocare?",
        },
        "hint1": {
            "en": "First: do you hold any card of the suit led?",
            "it": "Per prima cosa: hai carte del seme uscito?",
        },
        "hint2": {
            "en": "If you do, you must play one of them. The Italian rules (text 000) also make you take the "
                  "trick when you can, with a higher card of that suit; Rubicon Piquet (text 004) and 000's "
                  "variant do not.",
            "it": "Se ne hai, devi giocarne una. Le regole italiane (testo 000) ti obbligano anche a prendere "
                  "quando puoi, con una carta più alta di quel seme; il Rubicon Piquet (testo 004) e la "
                  "variante del 000 no.",
        },
        "hint3": {
            "en": "With no card of the suit led you may play any card: a card of another suit never takes "
                  "the trick, so there is nothing to beat.",
            "it": "Senza carte del seme uscito puoi giocare qualunque carta: una carta di un altro seme non "
                  "prende mai, e non c'è niente da superare.",
        },
        "correct": {
            "en": "{expected}: the suit led first, and the duty to take only where the text has it.",
            "it": "{expected}: prima il seme uscito, e l'obbligo di prendere solo dove il testo lo vuole.",
        },
        "not_held": {"en": "{card} is not in your hand", "it": "{card} non è nella tua mano"},
        "forgot_take": {
            "en": "under the Italian rules you must take the trick when you can: a lower card of the suit "
                  "is not allowed while you hold a higher one",
            "it": "con le regole italiane devi prendere quando puoi: una carta più bassa del seme non è "
                  "ammessa se ne hai una più alta",
        },
        "no_duty": {
            "en": "this rule set has no duty to take: any card of the suit led may be played, the lower "
                  "ones too",
            "it": "con queste regole non c'è l'obbligo di prendere: si può giocare qualunque carta del seme "
                  "uscito, anche le più basse",
        },
        "other_suit": {
            "en": "you have none of the suit led, so any card may be played: a card of another suit never "
                  "takes the trick, whatever its rank",
            "it": "non hai carte del seme uscito, quindi puoi giocare qualunque carta: una carta di un altro "
                  "seme non prende mai, qualunque sia il suo valore",
        },
        "off_suit": {
            "en": "{card} is not of the suit led, and you hold cards of that suit: you must answer in it",
            "it": "{card} non è del seme uscito, e tu ne hai: devi rispondere a seme",
        },
        "too_low": {
            "en": "{card} does not take the trick, and under these rules you must take it when you can",
            "it": "{card} non prende, e con queste regole devi prendere quando puoi",
        },
        "missed": {
            "en": "every card you chose may be played, but a card you may play is missing",
            "it": "tutte le carte che hai scelto si possono giocare, ma ne manca una che potresti giocare",
        },
    }

    #: level -> {preset: weight}, the chance of a position void in the suit led
    LEVELS = {"easy": ({"ITALIANO": 1}, 0.0),
              "normal": ({"ITALIANO": 0.6, "RUBICON": 0.4}, 0.2),
              "hard": ({"ITALIANO": 0.4, "RUBICON": 0.3, "NO_TAKE": 0.3}, 0.25)}

    def generate(self, rng, difficulty):
        presets, p_void = self.LEVELS[difficulty]
        preset = rng.choices(list(presets), weights=list(presets.values()))[0]
        void = rng.random() < p_void
        while True:
            data = self._position(rng, preset, void)
            if data is not None and self.solve(data) != self.misconception(data):
                return data

    def _position(self, rng, preset: str, void: bool) -> dict | None:
        """A deal of ``preset`` played at random to a trick where the
        follower holds the suit led (cards above and below the led card) or,
        if ``void``, none of it; None if this deal has no such trick."""
        deal = rng.randrange(10**6)
        s = _to_play(PicchettoState(PRESETS[preset], deal))
        played = []
        while s.phase == "play":
            if len(played) % 2 == 1:
                led = to_cards(played[-1])[0]
                hand = to_cards(" ".join(str(c) for c in s.hand(s.current_player())))
                same = [c for c in hand if c.suit == led.suit]
                ranks = [_rank(c) > _rank(led) for c in hand]    # void: "beat it by rank" must be a wrong pick
                fits = (not same and any(ranks) and not all(ranks)) if void else (
                    any(_above(c, led) for c in same) and any(not _above(c, led) for c in same))
                if fits and rng.random() < 0.5:
                    data = {"preset": preset, "deal": deal, "play": " ".join(played)}
                    _FACTS[(preset, deal, data["play"])] = _facts_of(s)
                    return data
            m = rng.choice(s.legal_moves())
            played.append(str(m))
            s.play(m)
        return None

    def _led_hand(self, data) -> tuple:
        return _facts(data["preset"], data["deal"], data["play"])[:2]

    def solve(self, data):
        return _facts(data["preset"], data["deal"], data["play"])[2]

    def misconception(self, data):
        led, hand = self._led_hand(data)
        same = CardSet(c for c in hand if c.suit == led.suit)
        if not same:
            return CardSet(c for c in hand if _rank(c) > _rank(led))     # "beat it by rank"
        if data["preset"] == "ITALIANO":
            return same                                                  # the duty to take forgotten
        return CardSet(c for c in same if _above(c, led)) or same        # 000's duty applied

    def diagnose(self, given, expected, data):
        led, hand = self._led_hand(data)
        for c in given:
            if c not in hand:
                return "not_held", {"card": str(c)}
        if given == self.misconception(data):
            if not any(c.suit == led.suit for c in hand):
                return "other_suit"
            return "forgot_take" if data["preset"] == "ITALIANO" else "no_duty"
        for c in given:
            if c not in expected:
                return ("off_suit" if c.suit != led.suit else "too_low"), {"card": str(c)}
        return "missed"

    def params(self, data):
        led, hand = self._led_hand(data)
        return {"led": i18n.Term.of(lambda lang: led.name(lang)), "led_it": led.name("it"),
                "hand": _hand_text(hand), **_preset_params(data)}

    def offered(self, data):
        return [str(c) for c in _topics()._sorted(self._led_hand(data)[1])]

    def picture(self, data):
        led, hand = self._led_hand(data)
        return _topics()._Hand([(i18n.tr("practice.picchetto.turns.led"), str(led)),
                                (i18n.tr("practice.picchetto.turns.hand"), _hand_text(hand))])


#: (preset, deal, cards played) -> (the card led, the follower's hand, his legal cards): each
#: position is replayed once (a position costs a few milliseconds to replay)
_FACTS: dict = {}


def _to_play(s: PicchettoState) -> PicchettoState:
    """The deal taken to its first trick: each player exchanges his first
    card (or as few as he must), then declares everything."""
    while s.phase != "play":
        if s.phase == "exchange":
            lo, hi = s.exchange_limits()
            k = min(max(lo, 1), hi)
            s.play(("exchange " + " ".join(str(c) for c in s.hand(s.current_player())[:k])).strip())
        else:
            s.play(s.legal_moves()[0])
    return s


def _facts_of(s: PicchettoState) -> tuple:
    hand = CardSet(str(c) for c in s.hand(s.current_player()))
    return s.trick[0], hand, CardSet(str(m) for m in s.legal_moves())


def _facts(preset: str, deal: int, play: str) -> tuple:
    key = (preset, deal, play)
    if key not in _FACTS:
        if len(_FACTS) > 4096:
            _FACTS.clear()
        s = _to_play(PicchettoState(PRESETS[preset], deal))
        for c in play.split():
            s.play(c)
        _FACTS[key] = _facts_of(s)
    return _FACTS[key]


_ORDER = ("7", "8", "9", "10", "J", "Q", "K", "A")


def _rank(card) -> int:
    return _ORDER.index(card.rank)


def _above(card, led) -> bool:
    return card.suit == led.suit and _rank(card) > _rank(led)


class DealCounts(Topic):
    """How the cards are shared out.  Rule: **twelve cards each, the other
    eight face down as the talon: the top five are the elder's to exchange,
    and after them the dealer may take the three left** (texts 000, 003,
    004 agree).  Misconception: the deck shared out whole (sixteen each, no
    talon), and the talon halved (four each).  Easy: the hand and the talon
    (Italian rules); normal: also the elder's five and what the dealer may
    take after them; hard: the three texts.  The answers are the engine's:
    the dealt hand, the talon left, ``exchange_limits()``."""

    name = "picchetto-deal-counts"
    game = "picchetto"
    kind = INT
    ui = "number"
    texts = {
        "rule": {"en": "the deal: twelve cards each, a talon of eight, five for the elder and three for the dealer",
                 "it": "la distribuzione: dodici carte a testa, un tallone di otto, cinque per il giocatore di mano "
                       "e tre per il mazziere"},
        "statement": {"en": "Playing {preset_en}: {ask_en}", "it": "Giocando {preset_it}: {ask_it}"},
        "hint1": {"en": "The deck has 32 cards. Is all of it dealt to the players?",
                  "it": "Il mazzo ha 32 carte. Si distribuisce tutto ai giocatori?"},
        "hint2": {"en": "The dealer deals twelve cards each, in threes; what is left is the talon.",
                  "it": "Il mazziere dà dodici carte a testa, tre alla volta; quel che resta è il tallone."},
        "hint3": {"en": "The talon's top five cards are the elder's to exchange; the dealer may then take what "
                        "is left.",
                  "it": "Le prime cinque carte del tallone sono del giocatore di mano per lo scarto; il mazziere può "
                        "poi prendere quelle che restano."},
        "correct": {"en": "{expected}: twelve each, and a talon of eight, five of them for the elder.",
                    "it": "{expected}: dodici a testa, e un tallone di otto, cinque delle quali per il giocatore "
                          "di mano."},
        "shared_out": {"en": "not all the deck is dealt: some cards stay on the table as the talon",
                       "it": "non si distribuisce tutto il mazzo: alcune carte restano in tavola come tallone"},
        "halved": {"en": "the talon is not split in halves: the elder's share is bigger than the dealer's",
                   "it": "il tallone non si divide a metà: la parte del giocatore di mano è più grande di quella "
                         "del mazziere"},
    }

    LEVELS = {"easy": (("ITALIANO",), ("hand", "talon")),
              "normal": (("ITALIANO",), ("hand", "talon", "elder_most", "dealer_after_five")),
              "hard": (("ITALIANO", "PICCHETTO_150", "RUBICON"), ("hand", "talon", "elder_most",
                                                                  "dealer_after_five"))}

    def generate(self, rng, difficulty):
        presets, asks = self.LEVELS[difficulty]
        while True:
            data = {"preset": rng.choice(presets), "deal": rng.randrange(10**6), "ask": rng.choice(asks)}
            if PicchettoState(PRESETS[data["preset"]], data["deal"]).phase == "exchange":
                return data            # (a mano bianca to announce first: another deal)

    def solve(self, data):
        s = PicchettoState(PRESETS[data["preset"]], data["deal"])
        ask = data["ask"]
        if ask == "hand":
            return len(s.hand(s.elder))
        if ask == "talon":
            return s.view(s.elder).talon_left
        if ask == "elder_most":
            return s.exchange_limits()[1]
        s.play("exchange " + " ".join(str(c) for c in s.hand(s.elder)[:5]))
        return s.exchange_limits()[1]

    def misconception(self, data):
        return {"hand": 16, "talon": 0}.get(data["ask"], 4)

    def diagnose(self, given, expected, data):
        if given != self.misconception(data):
            return None
        return "shared_out" if data["ask"] in ("hand", "talon") else "halved"

    def params(self, data):
        out = _preset_params(data)
        for lang in ("en", "it"):
            out[f"ask_{lang}"] = i18n.tr(f"practice.picchetto.counts.{data['ask']}", lang)
        return out
