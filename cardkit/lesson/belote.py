"""Belote helpers for the lessons: a cell reads like the rule it teaches.

::

    from cardkit.lesson.belote import seating, first_deal, hands, count_aloud
    seating()                       # players 1-4, their seats and sides
    game = BeloteState(BELOTE, seed=7)
    first_deal(game)                # who received which cards, 3 + 2
    hands(game)                     # the four hands, the dealer marked

Players are numbered from 1 wherever a learner reads them (player 1 is
South, 2 East, 3 North, 4 West; side 1 is North–South, side 2 East–West);
the engine underneath counts from 0.  Every text printed or drawn here goes
through :mod:`cardkit.i18n`, so it is Italian after ``set_language("it")``.
Like the rest of :mod:`cardkit.lesson` this module never imports IPython or
ipywidgets when it is imported: pictures are :class:`~cardkit.svg.Picture`
values and tables are Markdown text a cell can show with ``Markdown(...)``;
the three helpers that return one of the kit's widgets (:func:`at_table`,
:func:`trick_view`, :meth:`Position.drill`) import it when called.
"""

from __future__ import annotations

import dataclasses
from typing import Iterable

from .. import i18n
from ..belote import (BELOTE, BeloteState, RuleBasedPlayer, card_points, honours,
                      seat_name, settle, side_name, trick_winner, why_illegal)
from ..belote.players import trump_strength as _trump_strength
from ..belote.rules import trump_index as _trump_index
from ..belote.state import DealScore
from ..options import need_number
from ..cards import CardList, CardSet, cards
from ..errors import InvalidInputError
from ..svg import Picture, tables_svg

i18n.register({
    # refusals
    "lesson.belote.bad_game": {
        "en": "Give a Belote game: BeloteState(BELOTE, seed=...), not {value}.",
        "it": "Serve una partita di Belote: BeloteState(BELOTE, seed=...), non {value}.",
    },
    "lesson.belote.bad_seat": {
        "en": "A seat is South, East, North or West, or player_1 to player_4, not {value}.",
        "it": "Un posto è Sud, Est, Nord o Ovest (o player_1 … player_4), non {value}.",
    },
    "lesson.belote.seat_twice": {
        "en": "Each seat holds one hand: {value} is given twice.",
        "it": "Ogni posto ha una mano sola: {value} è dato due volte.",
    },
    "lesson.belote.card_twice": {
        "en": "A card is in one hand only: {card} is given to {first} and to {second}.",
        "it": "Una carta sta in una mano sola: {card} è data a {first} e a {second}.",
    },
    "lesson.belote.card_twice_in_hand": {
        "en": "A card is in one hand only: {card} is given twice to {first}.",
        "it": "Una carta sta in una mano sola: {card} è data due volte a {first}.",
    },
    "lesson.belote.bad_deal_number": {
        "en": "A deal number is a whole number from 0 up, not {value}.",
        "it": "Il numero della smazzata è un intero da 0 in su, non {value}.",
    },
    "lesson.belote.bad_trick_number": {
        "en": "Tricks are numbered 1 to 8 and cards in a trick 1 to 4, not {value}.",
        "it": "Le prese vanno da 1 a 8 e le carte di una presa da 1 a 4, non {value}.",
    },
    "lesson.belote.no_such_position": {
        "en": "Deal {deal} ends before trick {trick}, card {card}: choose an earlier card.",
        "it": "La smazzata {deal} finisce prima della presa {trick}, carta {card}: scegline una prima.",
    },
    "lesson.belote.bad_pair": {
        "en": "Give two numbers, North–South first, like (70, 82), not {value}.",
        "it": "Servono due numeri, prima Nord–Sud, come (70, 82), non {value}.",
    },
    "lesson.belote.bad_side": {
        "en": "The takers are side 1 (North–South) or side 2 (East–West), not {value}.",
        "it": "Chi prende è la squadra 1 (Nord–Sud) o la squadra 2 (Est–Ovest), non {value}.",
    },
    "lesson.belote.bad_suit": {
        "en": "A trump suit is S, H, D or C, or None for Senza Atout, not {value}.",
        "it": "La briscola è S, H, D o C, oppure None per Senza Atout, non {value}.",
    },
    "lesson.belote.bad_suits": {
        "en": "suits must be a text of 1 to 4 of the letters S H D C, not {value}.",
        "it": "suits deve essere un testo da 1 a 4 delle lettere S H D C, non {value}.",
    },
    "lesson.belote.bad_deal": {
        "en": "Give a deal's score (first_deal_of(n) or state.deal_scores[i]), not {value}.",
        "it": "Serve il punteggio di una smazzata (first_deal_of(n) o state.deal_scores[i]), non {value}.",
    },
    "lesson.belote.bad_deals": {
        "en": "Give the deal numbers as a list of whole numbers, not {value}.",
        "it": "Dai i numeri delle smazzate come una lista di numeri interi, non {value}.",
    },
    "lesson.belote.bad_number": {
        "en": "Give a whole number from 0 up, not {value}.",
        "it": "Serve un numero intero da 0 in su, non {value}.",
    },
    "lesson.belote.bad_move": {
        "en": "A bid is accept, pass, senza or name followed by a suit letter, not {value}.",
        "it": "Una dichiarazione è accept, pass, senza o name seguito dalla lettera di un seme, non {value}.",
    },
    "lesson.belote.bad_outcome": {
        "en": "An outcome is made, failed or litige, not {value}.",
        "it": "L'esito è made, failed o litige, non {value}.",
    },
    # seating and dealing
    "lesson.belote.seating_line": {
        "en": "player {n}: {seat:6} side {s} ({side}), plays after {before}",
        "it": "giocatore {n}: {seat:6} squadra {s} ({side}), gioca dopo {before}",
    },
    "lesson.belote.dealer_mark": {"en": "{seat} (dealer)", "it": "{seat} (mazziere)"},
    "lesson.belote.turned_label": {"en": "turned card (face up on the table)",
                                   "it": "carta girata (scoperta in tavola)"},
    "lesson.belote.gets": {
        "en": "{seat:6} gets {first} then {second}  ->  holds {hand}",
        "it": "{seat:6} riceve {first} poi {second}  ->  ha {hand}",
    },
    "lesson.belote.turned": {"en": "turned up: {card}", "it": "carta girata: {card}"},
    "lesson.belote.received": {
        "en": "{seat:6} received {new:12}  ->  {n} cards",
        "it": "{seat:6} ha ricevuto {new:12}  ->  {n} carte",
    },
    # bidding
    "lesson.belote.move.accept": {"en": "accepts", "it": "accetta"},
    "lesson.belote.move.pass": {"en": "passes", "it": "passa"},
    "lesson.belote.move.senza": {"en": "calls Senza Atout", "it": "dichiara Senza Atout"},
    "lesson.belote.move.name": {"en": "names {suit}", "it": "propone {suit}"},
    "lesson.belote.said": {"en": "{seat:6} {words}", "it": "{seat:6} {words}"},
    "lesson.belote.phase.bid1": {"en": "first round of bidding", "it": "primo giro di dichiarazioni"},
    "lesson.belote.phase.bid2": {"en": "second round of bidding", "it": "secondo giro di dichiarazioni"},
    "lesson.belote.phase.senza": {"en": "the Senza Atout turn", "it": "il giro del Senza Atout"},
    "lesson.belote.phase.play": {"en": "the play of the cards", "it": "il gioco della carta"},
    "lesson.belote.phase.over": {"en": "the game is over", "it": "la partita è finita"},
    "lesson.belote.may_say": {
        "en": "now: {phase} - {seat} may say {moves}",
        "it": "ora: {phase} - {seat} può dire {moves}",
    },
    "lesson.belote.to_play": {"en": "now: {phase} - {seat} leads or plays",
                              "it": "ora: {phase} - tocca a {seat}"},
    # honours
    "lesson.belote.no_honours": {"en": "no honours", "it": "nessuna accusa"},
    # the play
    "lesson.belote.trick_label": {"en": "trick so far", "it": "presa in corso"},
    "lesson.belote.hand_label": {"en": "your hand", "it": "la tua mano"},
    "lesson.belote.may_play": {"en": "{card:4} yes", "it": "{card:4} sì"},
    "lesson.belote.may_not_play": {"en": "{card:4} no:  {why}", "it": "{card:4} no:  {why}"},
    "lesson.belote.trumps_word": {"en": "trumps {suit}", "it": "briscola {suit}"},
    "lesson.belote.position": {
        "en": "deal {deal}, trick {trick}: {trumps}; {seat} to play on {table} with {hand}",
        "it": "smazzata {deal}, presa {trick}: {trumps}; tocca a {seat} su {table} con {hand}",
    },
    "lesson.belote.empty_trick": {"en": "an empty table", "it": "la tavola vuota"},
    # counting
    "lesson.belote.outcome.made": {"en": "contract made", "it": "impegno mantenuto"},
    "lesson.belote.outcome.failed": {"en": "contract failed", "it": "impegno fallito"},
    "lesson.belote.outcome.litige": {"en": "tie «alla finestra»", "it": "parità «alla finestra»"},
    "lesson.belote.settle_line": {
        "en": "takers {side:11} totals {a}–{b} -> {outcome}; marks {c}–{d}, held over {held}",
        "it": "prende {side:11} totali {a}–{b} -> {outcome}; segnano {c}–{d}, alla finestra {held}",
    },
    "lesson.belote.values_head": {
        "en": "| card | as a trump | in another suit |",
        "it": "| carta | di briscola | negli altri semi |",
    },
    "lesson.belote.trick_line": {
        "en": "trick {n}: {cards:14} won by {seat:6} {points:3} points   running: {a:3} – {b:3}",
        "it": "presa {n}: {cards:14} a {seat:6} {points:3} punti   totale: {a:3} – {b:3}",
    },
    "lesson.belote.pile_label": {
        "en": "{side}: {n} cards, {points} card points",
        "it": "{side}: {n} carte, {points} punti di carte",
    },
    "lesson.belote.card_points_check": {
        "en": "card points: {a}–{b} | the engine says: {c}–{d}",
        "it": "punti delle carte: {a}–{b} | il motore dice: {c}–{d}",
    },
    "lesson.belote.side_total": {
        "en": "{side:11} cards {cards} + last trick {last} + honours {honours} + belote {belote} = {total}",
        "it": "{side:11} carte {cards} + ultima presa {last} + accuse {honours} + belote {belote} = {total}",
    },
    "lesson.belote.test_line": {
        "en": "takers: {side} with {mine}; the others {theirs}",
        "it": "chi prende: {side} con {mine}; gli altri {theirs}",
    },
    "lesson.belote.test_result": {
        "en": "{outcome}: North–South mark {a}, East–West mark {b}",
        "it": "{outcome}: Nord–Sud segnano {a}, Est–Ovest segnano {b}",
    },
    "lesson.belote.held_line": {
        "en": "{held} points wait «alla finestra»",
        "it": "{held} punti restano «alla finestra»",
    },
    "lesson.belote.game_head": {
        "en": "| deal | contract | outcome | North–South mark | East–West mark | running totals |",
        "it": "| smazzata | chi prende e briscola | esito | Nord–Sud segnano | Est–Ovest segnano | totali |",
    },
    "lesson.belote.strength": {
        "en": "  {suit} as trumps: strength {value:4.1f}{take}",
        "it": "  {suit} come briscola: forza {value:4.1f}{take}",
    },
    "lesson.belote.take": {"en": " -> take", "it": " -> prende"},
})

# Labels for show(...) (cardkit.lesson looks them up as lesson.label.<word>).
i18n.register({
    "lesson.label.four_jacks": {"en": "four jacks", "it": "quaterna di fanti"},
    "lesson.label.four_nines": {"en": "four nines", "it": "quaterna di nove"},
    "lesson.label.hearts": {"en": "the hearts, in the order of the table",
                            "it": "i cuori, nell'ordine della tabella"},
})

_SEAT_WORDS = {"south": 0, "east": 1, "north": 2, "west": 3,
               "sud": 0, "est": 1, "nord": 2, "ovest": 3}
_RANKS_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
_OUTCOMES = ("made", "failed", "litige")


# --------------------------------------------------------------- checks

def _game(game) -> BeloteState:
    state = getattr(game, "state", game)     # a BeloteGame widget holds its BeloteState
    if not isinstance(state, BeloteState):
        raise InvalidInputError("lesson.belote.bad_game", value=game)
    return state


def _seat(word) -> int:
    """Engine index of a seat given as "South"/"Sud"/"player_1" (player 1 = South)."""
    if isinstance(word, str):
        key = word.strip().lower().replace(" ", "_")
        if key in _SEAT_WORDS:
            return _SEAT_WORDS[key]
        head, sep, number = key.rpartition("_")
        if sep and head in ("player", "giocatore") and number in ("1", "2", "3", "4"):
            return int(number) - 1
    raise InvalidInputError("lesson.belote.bad_seat", value=word)


def _deal(deal):
    """A deal's score (what :func:`first_deal_of` and ``state.deal_scores`` give)."""
    if not isinstance(deal, DealScore):
        raise InvalidInputError("lesson.belote.bad_deal", value=deal)
    return deal


def _whole(value, key="lesson.belote.bad_number") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidInputError(key, value=value)
    return value


def _pair(value) -> tuple:
    try:
        a, b = value
    except (TypeError, ValueError):
        raise InvalidInputError("lesson.belote.bad_pair", value=value) from None
    for x in (a, b):
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise InvalidInputError("lesson.belote.bad_pair", value=value)
    return a, b


def _suit(trump):
    if trump is None:
        return None
    if isinstance(trump, str) and trump.strip().upper() in ("S", "H", "D", "C"):
        return trump.strip().upper()
    raise InvalidInputError("lesson.belote.bad_suit", value=trump)


def _takers(side) -> int:
    if isinstance(side, bool) or side not in (1, 2):
        raise InvalidInputError("lesson.belote.bad_side", value=side)
    return side - 1


def _text(cs) -> str:
    return " ".join(str(c) for c in cs)


def _rows(rows, width) -> Picture:
    """Rows of cards one under the other in one picture, each under a bold
    heading; the picture's accessible name lists every row's cards."""
    rows = [(label, list(cs)) for label, cs in rows]
    title = i18n.tr("svg.table", piles="; ".join(
        f"{label}: {', '.join(c.name() for c in cs)}" for label, cs in rows))
    return Picture(tables_svg([[("", cs, "row")] for label, cs in rows], width=width,
                              headings=[label for label, cs in rows], gap=4, title=title))


# --------------------------------------------------------------- seats and dealing

def seating() -> None:
    """Print the four players, numbered from 1 in the order of play
    (anticlockwise), with their seat, their side and whom they follow."""
    for p in range(4):
        print(i18n.tr("lesson.belote.seating_line", n=p + 1, seat=seat_name(p), s=p % 2 + 1,
                      side=side_name(p % 2), before=seat_name((p - 1) % 4)))


def player_number(seat: str) -> int:
    """The number a learner reads for a seat: ``player_number("South")`` is 1,
    East 2, North 3, West 4 (Italian names too: ``"Ovest"`` is 4)."""
    return _seat(seat) + 1


def hand_of(game, seat: str) -> CardList:
    """The hand of the player at a seat: ``hand_of(game, "West")`` (or
    ``"player_4"``, or the Italian ``"Ovest"``)."""
    return CardList(_game(game).hand(_seat(seat)))


def dealing_order(game) -> CardList:
    """The 32 cards of the game's current deal in the order the dealer gave
    them: cards 1-12 three at a time, 13-20 two at a time, 21 turned up, then
    the completion deal."""
    state = _game(game)
    line = next(h for h in reversed(state.history) if h.startswith("deal "))
    return cards(line.split(maxsplit=1)[1])


def served(game) -> list:
    """The engine's indices of the four players in the order they are
    served: from the dealer's right, anticlockwise, the dealer last."""
    state = _game(game)
    return [(state.dealer + 1 + k) % 4 for k in range(4)]


def first_deal(game) -> None:
    """Print, for each player in the order served, the three cards and the
    two cards received and the five-card hand that makes; then the card
    turned up.  Call it before the completion deal."""
    state = _game(game)
    order = dealing_order(state)
    for k, p in enumerate(served(state)):
        first, second = order[3 * k: 3 * k + 3], order[12 + 2 * k: 14 + 2 * k]
        hand = state.hand(p) if state.phase in ("bid1", "bid2") else CardList(first + second)
        print(i18n.tr("lesson.belote.gets", seat=seat_name(p), first=_text(first),
                      second=_text(second), hand=_text(hand)))
    print(i18n.tr("lesson.belote.turned", card=order[20]))


def hands(game, width: int = 60) -> Picture:
    """The four hands of a Belote game, one row per player in seat order
    (South, East, North, West), the dealer marked; during the bidding the
    turned card is drawn last."""
    state = _game(game)
    rows = []
    for p in range(4):
        name = seat_name(p)
        if p == state.dealer:
            name = i18n.tr("lesson.belote.dealer_mark", seat=name)
        rows.append((name, state.hand(p)))
    if state.phase in ("bid1", "bid2"):
        rows.append((i18n.tr("lesson.belote.turned_label"), [state.turned]))
    return _rows(rows, _whole(width))


def move_words(move: str) -> str:
    """A bid in words, in the lesson's language: ``"name S"`` is "names
    spades" ("sceglie picche")."""
    parts = move.split() if isinstance(move, str) else []
    if len(parts) == 2 and parts[0] == "name" and parts[1].upper() in ("S", "H", "D", "C"):
        return i18n.tr("lesson.belote.move.name", suit=i18n.tr("suit." + parts[1].upper()))
    if move in ("accept", "pass", "senza"):
        return i18n.tr(f"lesson.belote.move.{move}")
    raise InvalidInputError("lesson.belote.bad_move", value=move)


def bid(table, *moves: str) -> None:
    """Make the bids in turn, printing who said what: ``bid(panel, "pass",
    "pass")``.  ``table`` is a game, or a bidding panel or game widget
    (anything with ``bid``), so a panel on the page follows.  A bid the rules
    refuse stops there with the engine's sentence: a game raises
    :class:`~cardkit.errors.IllegalMoveError`, a widget shows and prints the
    sentence; nothing after it is made."""
    state = _game(table)
    for move in moves:
        who = seat_name(state.current_player())
        if hasattr(table, "bid"):
            why = state.why_illegal(move) if isinstance(move, str) else None
            if why is not None or not isinstance(move, str):
                table.bid(move)                 # the widget shows the refusal
                print(why if why is not None else move_words(move))
                return
            table.bid(move)
        else:
            state.play(move)
        print(i18n.tr("lesson.belote.said", seat=who, words=move_words(move)))


def now(game) -> None:
    """Print the phase of the game and what the player to speak may say
    (the moves to type, in quotes, with their meaning)."""
    state = _game(game)
    phase = state.phase if i18n.has(f"lesson.belote.phase.{state.phase}") else "over"
    if state.is_over():
        print(i18n.tr("lesson.belote.phase.over"))
        return
    words = i18n.tr(f"lesson.belote.phase.{phase}")
    seat = seat_name(state.current_player())
    if phase == "play":
        print(i18n.tr("lesson.belote.to_play", phase=words, seat=seat))
        return
    moves = ", ".join(f'"{m}" ({move_words(m)})' for m in state.legal_moves())
    print(i18n.tr("lesson.belote.may_say", phase=words, seat=seat, moves=moves))


def completion(game, before) -> None:
    """Print the cards each player received in the completion deal:
    ``before`` is the same deal before the bidding (``BeloteState(BELOTE,
    seed=...)`` again)."""
    state, earlier = _game(game), _game(before)
    for p in served(state):
        new = [c for c in state.hand(p) if c not in earlier.hand(p)]
        print(i18n.tr("lesson.belote.received", seat=seat_name(p), new=_text(new),
                      n=len(state.hand(p))))


# --------------------------------------------------------------- honours

def describe(hand, trump=None) -> str:
    """The honours of one hand, with their points: ``describe("QH KH AH")``
    is "terza 20"; with the trump suit given, the *belote* too."""
    found = honours(hand, _suit(trump))
    return ", ".join(f"{h.name()} {h.points}" for h in found) or i18n.tr("lesson.belote.no_honours")


def _table_hands(table: dict) -> list:
    four = ["", "", "", ""]
    for word, hand in table.items():
        p = _seat(word)
        if four[p]:
            raise InvalidInputError("lesson.belote.seat_twice", value=word)
        four[p] = hand if isinstance(hand, str) else _text(cards(hand))
    holder = {}
    for p in range(4):
        for card in cards(four[p]):
            if card in holder:
                key = "card_twice_in_hand" if holder[card] == p else "card_twice"
                raise InvalidInputError("lesson.belote." + key, card=str(card),
                                        first=seat_name(holder[card]), second=seat_name(p))
            holder[card] = p
    return four


def show_hands(width: int = 60, **table) -> Picture:
    """Draw hands by seat, one row each, labelled with the seat's name:
    ``show_hands(south="QS QH QD QC", east="7S 8S 9S")``; a seat is
    ``south``/``east``/``north``/``west`` or ``player_1`` … ``player_4``."""
    rows = []
    for word, hand in table.items():
        rows.append((seat_name(_seat(word)), cards(hand)))
    return _rows(rows, _whole(width))


def at_table(trump=None, dealer: str = "West", **table) -> "HonoursView":
    """A hand-made table for the honours: ``at_table(trump="H",
    dealer="West", south="QS QH QD QC", east="7S 8S 9S 10S JS", ...)``.
    Seats are named (``south``…) or numbered from 1 (``player_1`` is South);
    a seat left out holds nothing.  Returns the kit's
    :class:`~cardkit.widgets.HonoursView`: its ``explain()`` says which side
    scores and why."""
    from ..widgets import HonoursView
    four = _table_hands(table)
    d = _seat(dealer)
    return HonoursView.from_hands(four, trump=_suit(trump), eldest=(d + 1) % 4)


def honours_aloud(trump=None, dealer: str = "West", **table) -> None:
    """Each seat's honours, then the verdict of :func:`at_table`, printed."""
    four = _table_hands(table)
    for p in range(4):
        if four[p]:
            print(f"{seat_name(p):6} {four[p]:20} {describe(four[p], trump)}")
    print("\n".join(at_table(trump, dealer, **table).explain()))


# --------------------------------------------------------------- following and trumping

def _strength_key(card, trump):
    # rank of a card inside its suit, best first (the trick order, not the sequence order)
    order = ("J", "9", "A", "10", "K", "Q", "8", "7") if str(card)[-1] == trump \
        else ("A", "10", "K", "Q", "J", "9", "8", "7")
    return order.index(str(card)[:-1])


def trick_order(suit_cards, trump) -> CardList:
    """The cards from best to worst in a trick, as the engine ranks them:
    ``trick_order("7H 8H 9H 10H JH QH KH AH", "H")`` is J 9 A 10 K Q 8 7.
    The cards are checked against :func:`cardkit.belote.trick_winner`: of two
    cards of one suit, the first one listed beats the next."""
    trump = _suit(trump)
    given = list(cards(suit_cards))
    ranked = sorted(given, key=lambda c: (str(c)[-1], _strength_key(c, trump)))
    for a, b in zip(ranked, ranked[1:]):
        if str(a)[-1] == str(b)[-1] and trick_winner([b, a], trump) != 1:
            raise AssertionError("trick order disagrees with the engine")  # pragma: no cover
    return CardList(ranked)


def winner_of(trick, trump) -> object:
    """The card that wins a trick: ``winner_of("AS 9S", "S")`` is the 9 of
    spades (a trump nine beats the ace)."""
    played = cards(trick)
    return played[trick_winner(played, _suit(trump))]


def scene(trick, hand, width: int = 60) -> Picture:
    """The trick so far and, under it, the hand of the player to play."""
    return _rows([(i18n.tr("lesson.belote.trick_label"), cards(trick)),
                  (i18n.tr("lesson.belote.hand_label"), cards(hand))], _whole(width))


def trick_view(played, leader: str, trump, card_width: int = 80) -> "TrickView":
    """A trick drawn as on the table (the kit's
    :class:`~cardkit.widgets.TrickView`): ``played`` in playing order,
    ``leader`` the seat who led (``"East"``, or ``"player_2"``)."""
    from ..widgets import TrickView
    return TrickView.from_cards(played, leader=_seat(leader), trump=_suit(trump),
                                card_width=_whole(card_width))


def duties(hand, trick, trump) -> None:
    """For each card of the hand: may it be played now?  If not, the rule
    it breaks, as the engine words it."""
    trump = _suit(trump)
    for c in cards(hand):
        why = why_illegal(hand, trick, trump, c)
        if why is None:
            print(i18n.tr("lesson.belote.may_play", card=str(c)))
        else:
            print(i18n.tr("lesson.belote.may_not_play", card=str(c), why=why))


@dataclasses.dataclass(frozen=True)
class Position:
    """A moment of a deal played by four computer players: the hand of the
    player about to play, the trick so far and the trumps."""

    deal: int
    trick_number: int
    hand: CardList
    trick: CardList
    trump: str | None
    player: int            # the engine's index (0 = South); seat_name(player) reads it

    def drill(self) -> "LegalCardsDrill":
        """The kit's "which cards may I play?" drill on this position."""
        from ..widgets import LegalCardsDrill
        return LegalCardsDrill(self.hand, self.trick, self.trump, you=self.player)

    def __str__(self) -> str:
        trumps = i18n.tr("lesson.belote.trumps_word", suit=i18n.tr(
            "suit." + self.trump) if self.trump else i18n.tr("belote.no_trumps"))
        table = _text(self.trick) if self.trick else i18n.tr("lesson.belote.empty_trick")
        return i18n.tr("lesson.belote.position", deal=self.deal, trick=self.trick_number,
                       trumps=trumps, seat=seat_name(self.player), table=table,
                       hand=_text(self.hand))


def position_in(deal: int, trick: int, card: int) -> Position:
    """Replay deal number ``deal`` with four computer players
    (``RuleBasedPlayer``) and stop before card ``card`` (1 to 4) of trick
    ``trick`` (1 to 8): "deal 4, trick 4, third card"."""
    _whole(deal, "lesson.belote.bad_deal_number")
    for value, top in ((trick, 8), (card, 4)):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
            raise InvalidInputError("lesson.belote.bad_trick_number", value=value)
    game, bot = BeloteState(BELOTE, seed=deal), RuleBasedPlayer()
    while not (game.phase == "play" and len(game.tricks) == trick - 1
               and len(game.current_trick) == card - 1):
        if game.deal_scores:
            raise InvalidInputError("lesson.belote.no_such_position", deal=deal, trick=trick, card=card)
        game.play(bot.choose(game))
    player = game.current_player()
    return Position(deal, trick, CardList(game.hand(player)), CardList(game.current_trick),
                    game.trump_suit, player)


# --------------------------------------------------------------- counting a deal

def outcome_words(outcome: str) -> str:
    """``"made"``, ``"failed"`` or ``"litige"`` in the lesson's language."""
    if outcome not in _OUTCOMES:
        raise InvalidInputError("lesson.belote.bad_outcome", value=outcome)
    return i18n.tr(f"lesson.belote.outcome.{outcome}")


def card_values() -> str:
    """The card values as a Markdown table (trumps and other suits),
    computed by :func:`cardkit.belote.card_points`: show it with
    ``Markdown(card_values())``."""
    rows = [i18n.tr("lesson.belote.values_head"), "|---|---|---|"]
    for rank in _RANKS_ORDER:
        c = rank + "H"
        rows.append(f"| {rank} | {card_points(c, 'H')} | {card_points(c, 'S')} |")
    return "\n".join(rows)


def settle_aloud(totals, belote, takers: int, held_in: int = 0) -> None:
    """The contract test, printed in one line: ``totals`` and ``belote``
    are pairs, North–South first; ``takers`` is side 1 (North–South) or 2
    (East–West); ``held_in`` the points waiting «alla finestra» from an
    earlier tie.  The engine's :func:`cardkit.belote.settle` decides."""
    totals, belote = _pair(totals), _pair(belote)
    side = _takers(takers)
    result = settle(totals, belote, side, _whole(held_in))
    print(i18n.tr("lesson.belote.settle_line", side=side_name(side), a=totals[0], b=totals[1],
                  outcome=outcome_words(result.outcome), c=result.credited[0],
                  d=result.credited[1], held=result.held_over))


def first_deal_of(game_number: int):
    """Play game number ``game_number`` with four computer players until its
    first deal is scored; return that deal's score (``DealScore``)."""
    game, bot = BeloteState(BELOTE, seed=_whole(game_number, "lesson.belote.bad_deal_number")), \
        RuleBasedPlayer()
    while not game.deal_scores:
        game.play(bot.choose(game))
    return game.deal_scores[0]


def count_aloud(deal, width: int = 45) -> Picture:
    """Step 1 of counting a deal: each trick, who won it, its card points and
    the running count; then each side's cards in one picture."""
    _deal(deal)
    width = _whole(width)
    trump = deal.contract.trump
    won = [0, 0]
    for n, trick in enumerate(deal.tricks, 1):
        points = card_points(trick.cards, trump)
        won[trick.winner % 2] += points
        print(i18n.tr("lesson.belote.trick_line", n=n, cards=_text(trick.cards),
                      seat=seat_name(trick.winner), points=points, a=won[0], b=won[1]))
    print(i18n.tr("lesson.belote.card_points_check", a=won[0], b=won[1],
                  c=deal.card_points[0], d=deal.card_points[1]))
    rows = []
    for side in (0, 1):
        pile = [c for trick in deal.tricks if trick.winner % 2 == side for c in trick.cards]
        rows.append((i18n.tr("lesson.belote.pile_label", side=side_name(side), n=len(pile),
                             points=won[side]), pile))
    return _rows(rows, _whole(width))


def totals_aloud(deal) -> tuple:
    """Step 2: each side's cards + last trick (or capot) + honours + belote;
    returns the two totals, North–South first."""
    _deal(deal)
    totals = []
    for s in (0, 1):
        total = deal.card_points[s] + deal.last_trick[s] + deal.honours[s] + deal.belote[s]
        totals.append(total)
        print(i18n.tr("lesson.belote.side_total", side=side_name(s), cards=deal.card_points[s],
                      last=deal.last_trick[s], honours=deal.honours[s], belote=deal.belote[s],
                      total=total))
    return tuple(totals)


def contract_test(deal, held_in: int = 0):
    """Step 3: compare the takers' total with the others' and print what
    each side marks; returns the engine's settlement."""
    _deal(deal)
    held_in = _whole(held_in)
    totals = tuple(deal.card_points[s] + deal.last_trick[s] + deal.honours[s] + deal.belote[s]
                   for s in (0, 1))
    takers = deal.contract.side
    print(i18n.tr("lesson.belote.test_line", side=side_name(takers), mine=totals[takers],
                  theirs=totals[1 - takers]))
    result = settle(totals, deal.belote, takers, _whole(held_in))
    print(i18n.tr("lesson.belote.test_result", outcome=outcome_words(result.outcome),
                  a=result.credited[0], b=result.credited[1]))
    if result.held_over:
        print(i18n.tr("lesson.belote.held_line", held=result.held_over))
    return result


def score_log_of(game, deals: Iterable[int]) -> None:
    """Print the lines of the game's score log that belong to the given
    deals (numbered from 1)."""
    state = _game(game)
    if not isinstance(deals, (list, tuple, range, set, frozenset)) or len(deals) > 10_000:
        raise InvalidInputError("lesson.belote.bad_deals", value=deals)
    wanted = {_whole(n) for n in deals}
    for event, line in zip(state.score_log, state.score_log.lines()):
        if dict(event.params).get("deal") in wanted:
            print(line)


# --------------------------------------------------------------- a game to 500

def play_game(game_number: int) -> BeloteState:
    """Game number ``game_number`` played to the end by four computer
    players (``RuleBasedPlayer``)."""
    state = BeloteState(BELOTE, seed=_whole(game_number, "lesson.belote.bad_deal_number"))
    bot = RuleBasedPlayer()
    while not state.is_over():
        state.play(bot.choose(state))
    return state


def running_totals(game) -> tuple:
    """Each side's running total after 0, 1, 2 … deals: two lists, North–South
    first."""
    state = _game(game)
    running = ([0], [0])
    for deal in state.deal_scores:
        for side in (0, 1):
            running[side].append(running[side][-1] + deal.credited[side])
    return running


def game_table(game) -> str:
    """The deals of a game as a Markdown table: who took with which trump,
    the outcome, what each side marked, the running totals.  Show it with
    ``Markdown(game_table(state))``."""
    state = _game(game)
    rows = [i18n.tr("lesson.belote.game_head"), "|---|---|---|---|---|---|"]
    running = running_totals(state)
    for n, deal in enumerate(state.deal_scores, 1):
        rows.append(f"| {n} | {deal.contract} | {outcome_words(deal.outcome)} | {deal.credited[0]} "
                    f"| {deal.credited[1]} | {running[0][n]} – {running[1][n]} |")
    return "\n".join(rows)


def trump_strengths(hand, turned=None, suits: str = "SHDC", take_at: float | None = None) -> None:
    """The computer player's rule of thumb: the strength of the hand (with the
    turned card, which the taker receives) for each suit as trumps, and
    whether it reaches the mark to take (``RuleBasedPlayer().accept_at``)."""
    held = CardSet(cards(hand))
    if turned is not None:
        held = held | CardSet(cards(turned) if isinstance(turned, str) else [turned])
    if not isinstance(suits, str) or not 0 < len(suits) <= 4 or any(s not in "SHDC" for s in suits):
        raise InvalidInputError("lesson.belote.bad_suits", value=suits)
    mark = RuleBasedPlayer().accept_at if take_at is None else need_number(
        "trump_strengths", "take_at", take_at, lo=-1000, hi=1000)
    for suit in suits:
        value = _trump_strength(held.mask, _trump_index(_suit(suit)))
        take = i18n.tr("lesson.belote.take") if value >= mark else ""
        print(i18n.tr("lesson.belote.strength", suit=i18n.tr("suit." + suit), value=value, take=take))


__all__ = ["Position", "at_table", "bid", "card_values", "completion", "contract_test",
           "count_aloud", "dealing_order", "describe", "duties", "first_deal", "first_deal_of",
           "game_table", "hand_of", "hands", "honours_aloud", "move_words", "now", "outcome_words",
           "play_game", "player_number", "position_in", "running_totals", "scene",
           "score_log_of", "seating", "served", "settle_aloud", "show_hands", "totals_aloud",
           "trick_order", "trick_view", "trump_strengths", "winner_of"]
