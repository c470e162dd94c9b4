"""Scopa helpers for the lessons (02-06), so that a cell reads like the rule.

A Scopa lesson's set-up cell imports from here and from :mod:`cardkit.lesson`::

    from cardkit.lesson import show, set_language
    from cardkit.lesson.scopa import deal, new_deal, takes, play_hand
    set_language("en")

then its cells read like the table talk::

    game = deal(table="2d 3c 5s Fb", player_1="5c Fc 6c")
    show(table=game.table, your_hand=hand_of(game, 1))
    takes("Rc", "2d 3c 5s Fb")            # '2d+Fb or 2d+3c+5s'
    record = play_hand(new_deal(17))      # the computer plays the first hand
    piles(record)                         # {1: CardSet(...), 2: CardSet(...)}

Players, pairs and plays are numbered from 1 here, as a learner counts them
(the engine counts seats from 0).  Every argument is checked at the door: a
wrong one is refused with a :class:`~cardkit.errors.CardkitError` whose message
is one sentence, in English and Italian.  Text these helpers print or draw is
in the language set with :func:`cardkit.lesson.set_language`.

Layout of this module:

1. words and checks (the i18n catalogue, argument checks, text values);
2. deals and tables (lessons 02-03): ``deal``, ``new_deal``, ``hand_of``,
   ``show_deal``, ``waiting_for_deal``, ``deal_again``, ``to_play``, ``moves``,
   ``try_play``, ``scope_count``;
3. captures (lesson 02): ``takes``, ``sums_aloud``, ``choices``, ``show_choices``,
   ``cards_that_take``;
4. finished hands (lessons 03-06): ``play_hand``, ``first_hand``, ``piles``,
   ``scope_plays``, ``last_play``, ``last_capture``, ``leftovers``,
   ``describe``, ``show_play``, ``hand_log``, ``show_by_suit``;
5. dealing facts (lesson 03): ``rounds_table``, ``dealers``;
6. the section at the end, for the helpers of lessons 04-06.
"""

from __future__ import annotations

import re

from .. import i18n
from ..cards import CardList, CardSet, card as one_card, cards as to_cards
from ..errors import InvalidInputError
from ..scopa import (
    HandRecord, PlayRecord, RuleBasedPlayer, ScopaRules, ScopaState,
    can_take, capture_options, card_value, deal_order,
)
from ..svg import Picture, table_svg
from . import MarkdownText, label

# ===========================================================================
# 1. Words and checks
# ===========================================================================

i18n.register({
    # labels that lessons pass as keywords to show(...) and that this module draws
    "lesson.label.you_play": {"en": "you play", "it": "la tua carta"},
    "lesson.label.played": {"en": "played", "it": "giocata"},
    "lesson.label.took": {"en": "took", "it": "presa"},
    "lesson.label.table_before": {"en": "table before", "it": "tavolo prima"},
    "lesson.label.table_after": {"en": "table after", "it": "tavolo dopo"},
    "lesson.label.first_table": {"en": "first table", "it": "tavolo iniziale"},
    "lesson.label.choice": {"en": "choice {n}", "it": "scelta {n}"},
    "lesson.label.pair": {"en": "pair {n}", "it": "coppia {n}"},
    # what the helpers say
    "lesson.scopa.nothing": {"en": "nothing: it stays on the table",
                             "it": "nulla, resta in tavola"},
    "lesson.scopa.or": {"en": " or ", "it": " oppure "},
    "lesson.scopa.sum": {"en": "{card} takes {taken:9} ({values} = {total})",
                         "it": "{card} prende {taken:9} ({values} = {total})"},
    "lesson.scopa.empty": {"en": "empty", "it": "vuoto"},
    "lesson.scopa.none": {"en": "none", "it": "nessuna"},
    # no card of a rank left: the ranks (assi, sette, re...) are masculine
    "lesson.scopa.none_of_rank": {"en": "none", "it": "nessuno"},
    "lesson.scopa.nobody": {"en": "nobody", "it": "nessuno"},
    "lesson.scopa.refused": {"en": "{move:9} -> refused: {reason}",
                             "it": "{move:9} -> rifiutata: {reason}"},
    "lesson.scopa.played": {"en": "{move:9} -> played: {what}",
                            "it": "{move:9} -> giocata: {what}"},
    "lesson.scopa.play_summary": {
        "en": "table before: {before} | played: {card} | took: {taken} | table after: {after}",
        "it": "tavolo prima: {before} | giocata: {card} | presa: {taken} | tavolo dopo: {after}"},
    "lesson.scopa.leftovers": {"en": "{cards} go to {who}", "it": "{cards} vanno a: {who}"},
    "lesson.scopa.no_leftovers": {"en": "none: the table is empty at the end",
                                  "it": "nessuna: alla fine il tavolo è vuoto"},
    "lesson.scopa.nobody_took": {"en": "{cards}: nobody took, so nobody gets them",
                                 "it": "{cards}: nessuno ha preso, quindi non vanno a nessuno"},
    "lesson.scopa.round": {"en": "-- round {n}: each player gets 3 cards --",
                           "it": "-- giro {n}: 3 carte a ogni giocatore --"},
    "lesson.scopa.log_line": {"en": "{line:56} table: {table}", "it": "{line:56} tavolo: {table}"},
    "lesson.scopa.log_leftovers": {"en": "leftovers: {text}", "it": "carte rimaste: {text}"},
    "lesson.scopa.log_scope": {"en": "scope made: {text}", "it": "scope fatte: {text}"},
    "lesson.scopa.count": {"en": "{who}: {n}", "it": "{who}: {n}"},
    "lesson.scopa.rounds_head": {
        "en": "| players | cards per round | rounds | 4 + rounds × cards per round |",
        "it": "| giocatori | carte per giro | giri | 4 + giri × carte per giro |"},
    "lesson.scopa.dealers": {"en": "hand {h}: {dealer} deals, {first} plays first",
                             "it": "mano {h}: {dealer} fa il mazziere, {first} gioca per primo"},
    # refusals: one sentence each, naming the expected form
    "lesson.scopa.bad_players": {
        "en": "Scopa is played by 2, 3 or 4 players, not {value}",
        "it": "A Scopa si gioca in 2, 3 o 4, non in {value}"},
    "lesson.scopa.bad_player": {
        "en": "players are numbered from 1 to {n} here, so {value} is not one of them",
        "it": "qui i giocatori sono numerati da 1 a {n}, quindi {value} non è tra loro"},
    "lesson.scopa.bad_hand_keyword": {
        "en": "deal(...) takes table=... and player_1=..., player_2=... (up to the number of players), not {value}",
        "it": "deal(...) accetta table=... e player_1=..., player_2=... (fino al numero di giocatori), non {value}"},
    "lesson.scopa.bad_game": {
        "en": "expected a game of Scopa (made with deal(...) or new_deal(...)), not {value}",
        "it": "serve una partita di Scopa (fatta con deal(...) o new_deal(...)), non {value}"},
    "lesson.scopa.bad_computer": {
        "en": "the computer player is one of the kit's players, such as RuleBasedPlayer(), not {value}",
        "it": "il giocatore del computer è uno dei giocatori del kit, come RuleBasedPlayer(), non {value}"},
    "lesson.scopa.bad_record": {
        "en": "expected a finished hand of Scopa (from play_hand(...) or first_hand(...)), not {value}",
        "it": "serve una mano di Scopa finita (da play_hand(...) o first_hand(...)), non {value}"},
    "lesson.scopa.bad_play": {
        "en": "expected one play of a finished hand (an item of record.plays), not {value}",
        "it": "serve una giocata di una mano finita (un elemento di record.plays), non {value}"},
    "lesson.scopa.bad_number": {
        "en": "a deal number is a whole number such as 7, not {value}",
        "it": "il numero di una smazzata è un numero intero come 7, non {value}"},
    "lesson.scopa.bad_count": {
        "en": "a count of hands or plays is a whole number from 1 to 40, not {value}",
        "it": "un numero di mani o di giocate è un intero da 1 a 40, non {value}"},
    "lesson.scopa.not_waiting": {
        "en": "the cards are dealt already: deal_again(...) is only for a deal that did not count",
        "it": "le carte sono già distribuite: deal_again(...) serve solo per una smazzata che non vale"},
    "lesson.scopa.over": {
        "en": "this game is over, so there is no hand left to play",
        "it": "questa partita è finita, quindi non resta nessuna mano da giocare"},
})


class Said(str):
    """Text a helper gives back: a cell that ends with it shows it as plain
    lines (no quotes), and it is still a ``str`` to compare or print."""

    def __repr__(self) -> str:
        return str(self)

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(str(self))


#: A Markdown table a notebook draws as a table (the general class lives in
#: :mod:`cardkit.lesson`; this name is kept for the Scopa helpers).
MarkdownTable = MarkdownText


def _need_players(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 4:
        raise InvalidInputError("lesson.scopa.bad_players", value=value)
    return value


def _need_game(value) -> ScopaState:
    if not isinstance(value, ScopaState):
        raise InvalidInputError("lesson.scopa.bad_game", value=value)
    return value


def _need_record(value) -> HandRecord:
    if not isinstance(value, HandRecord):
        raise InvalidInputError("lesson.scopa.bad_record", value=value)
    return value


def _need_play(value) -> PlayRecord:
    if not isinstance(value, PlayRecord):
        raise InvalidInputError("lesson.scopa.bad_play", value=value)
    return value


def _need_seat(value, players: int) -> int:
    """A player number counted from 1, returned as the engine's seat (from 0)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= players:
        raise InvalidInputError("lesson.scopa.bad_player", value=value, n=players)
    return value - 1


def _need_number(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidInputError("lesson.scopa.bad_number", value=value)
    return value


def _side_label(players: int, side: int) -> str:
    """How a learner reads a side (from 0 in the engine): a player, or a pair at four."""
    if players == 4:
        return label(f"pair_{side + 1}")
    return label(f"player_{side + 1}")


def _joined(cs, sep: str = " ") -> str:
    return sep.join(str(c) for c in cs)


# ===========================================================================
# 2. Deals and tables (lessons 02-03)
# ===========================================================================

_HAND_KEYWORD = re.compile(r"player_([1-9])\Z")


def deal(table, players: int = 2, auto_redeal: bool = True, **hands) -> ScopaState:
    """A hand of Scopa dealt by hand: the four ``table`` cards and the first
    cards of some players (``player_1="5c Fc 6c"``, ``player_2=...``)::

        game = deal(table="2d 3c 5s Fb", player_1="5c Fc 6c")

    Player 1 plays first.  A player given fewer than three cards gets the
    lowest free cards to fill the hand, and so does the rest of the deck.
    With three or four kings on the table the deal does not count: the game
    deals again by itself, unless ``auto_redeal=False`` (then it waits, see
    :func:`waiting_for_deal` and :func:`deal_again`).
    """
    n = _need_players(players)
    given: list = [[] for seat in range(n)]
    for keyword, held in hands.items():
        found = _HAND_KEYWORD.match(keyword)
        if not found or not 1 <= int(found.group(1)) <= n:
            raise InvalidInputError("lesson.scopa.bad_hand_keyword", value=keyword)
        given[int(found.group(1)) - 1] = list(to_cards(held))
    order = deal_order(given, table, players=n)
    if auto_redeal:
        return ScopaState(ScopaRules(players=n), deal=order)
    game = ScopaState(ScopaRules(players=n), auto_deal=False)
    game.deal(order)
    return game


def new_deal(number: int, players: int = 2) -> ScopaState:
    """Deal number ``number``: the same shuffled cards for everybody in the room."""
    return ScopaState(ScopaRules(players=_need_players(players)), seed=_need_number(number))


def hand_of(game: ScopaState, player: int) -> CardList:
    """The cards in the hand of ``player`` (counted from 1)."""
    game = _need_game(game)
    return game.hand(_need_seat(player, game.players))


def show_deal(game: ScopaState, width: int = 70) -> Picture:
    """Draw every player's hand, then the table: ``show_deal(new_deal(7))``."""
    game = _need_game(game)
    groups = [(label(f"player_{seat + 1}"), list(game.hand(seat))) for seat in range(game.players)]
    groups.append((label("table"), list(game.table)))
    return Picture(table_svg(groups, width=width))


def waiting_for_deal(game: ScopaState) -> bool:
    """Whether the game is waiting for the cards to be dealt (after a deal
    that did not count, such as three kings on the table)."""
    return _need_game(game).is_chance_node()


def deal_again(game: ScopaState) -> None:
    """Shuffle and deal again a deal that did not count (from the game's own
    seed, so everybody gets the same new deal)."""
    game = _need_game(game)
    if not game.is_chance_node():
        raise InvalidInputError("lesson.scopa.not_waiting")
    game.deal()


def to_play(game: ScopaState) -> str:
    """Who plays next, as a learner reads it: "player 2"."""
    game = _need_game(game)
    if game.is_over():
        raise InvalidInputError("lesson.scopa.over")
    return label(f"player_{game.current_player() + 1}")


def moves(game: ScopaState) -> list:
    """The legal moves of the player to play, as text, sorted: ``['5c:5s', '6c', 'Fc:Fb']``."""
    game = _need_game(game)
    return [str(move) for move in game.legal_moves()]


def try_play(game: ScopaState, move: str) -> Said:
    """Try a move: if the rules allow it, it is played; if not, the game
    refuses it, says which rule it breaks, and stays exactly as it was."""
    game = _need_game(game)
    try:
        found = game.coerce_move(move)
        game.play(found)
    except ValueError as error:      # every refusal of the kit is a ValueError
        return Said(i18n.tr("lesson.scopa.refused", move=str(move), reason=str(error)))
    return Said(i18n.tr("lesson.scopa.played", move=str(move), what=found.describe()))


def scope_count(game: ScopaState) -> Said:
    """The scope made so far in this hand, side by side: "player 1: 1, player 2: 0"."""
    game = _need_game(game)
    return Said(", ".join(i18n.tr("lesson.scopa.count", who=_side_label(game.players, side), n=count)
                          for side, count in enumerate(game.scope)))


# ===========================================================================
# 3. Captures (lesson 02)
# ===========================================================================

def takes(card, table) -> Said:
    """What ``card`` may take from ``table``, in words: one choice per group,
    joined by "or"; "nothing: it stays on the table" when it cannot take::

        takes("Rc", "2d 3c 5s Fb")     # 2d+Fb or 2d+3c+5s
    """
    options = capture_options(card, table)
    if not options:
        return Said(i18n.tr("lesson.scopa.nothing"))
    return Said(i18n.tr("lesson.scopa.or").join(_joined(option, "+") for option in options))


def sums_aloud(card, table) -> Said:
    """Every capture of ``card`` on ``table`` with its sum, one line each::

        Rc takes 2d Fb    (2 + 8 = 10)
    """
    played = one_card(card)
    lines = []
    for option in capture_options(played, table):
        values = [card_value(c) for c in option]
        lines.append(i18n.tr("lesson.scopa.sum", card=str(played), taken=_joined(option),
                             values=" + ".join(str(v) for v in values), total=sum(values)))
    return Said("\n".join(lines) if lines else i18n.tr("lesson.scopa.nothing"))


def choices(card, table) -> list:
    """Every capture ``card`` may make on ``table``, one group of cards per
    choice, as a learner writes them: ``choices("Rc", "2d 3c 5s Fb")`` shows
    ``[2d Fb, 2d 3c 5s]``; ``[]`` when the card stays on the table."""
    return [Said(_joined(option)) for option in capture_options(card, table)]


def show_choices(card, table, width: int = 70) -> Picture:
    """Draw each capture ``card`` may make on ``table``, labelled "choice 1", "choice 2"...
    (the table alone if it can take nothing)."""
    options = capture_options(card, table)
    if not options:
        return Picture(table_svg([(label("table"), list(to_cards(table)))], width=width))
    return Picture(table_svg([(label(f"choice_{i}"), list(option))
                              for i, option in enumerate(options, start=1)], width=width))


def cards_that_take(hand, table) -> CardList:
    """The cards of ``hand`` that can take something on ``table`` (and so must take)."""
    return CardList([c for c in to_cards(hand) if can_take(c, table)])


# ===========================================================================
# 4. Finished hands (lessons 03-06)
# ===========================================================================

def play_hand(game: ScopaState, player=None) -> HandRecord:
    """Let the computer play every player's cards to the end of the current
    hand (``RuleBasedPlayer`` unless another ``player`` is given) and give
    back the record of that hand."""
    game = _need_game(game)
    if game.is_over():
        raise InvalidInputError("lesson.scopa.over")
    bot = player if player is not None else RuleBasedPlayer()
    if not hasattr(bot, "choose"):
        raise InvalidInputError("lesson.scopa.bad_computer", value=player)
    played = game.hands_played
    while game.hands_played == played and not game.is_over():
        if game.is_chance_node():
            game.deal()
        else:
            game.play(bot.choose(game))
    return game.hand_record(played)


def first_hand(number: int, players: int = 2) -> HandRecord:
    """The first hand of deal number ``number``, played by the computer for everybody."""
    return play_hand(new_deal(number, players))


def piles(record: HandRecord) -> dict:
    """Each side's captured cards at the end of a finished hand, numbered from 1:
    ``{1: CardSet(...), 2: CardSet(...)}`` (at four players, the two pairs).
    The cards left on the table at the end count in the last taker's pile."""
    record = _need_record(record)
    sides = 2 if record.players == 4 else record.players
    taken = {side: CardSet() for side in range(1, sides + 1)}
    for play in record.plays:
        if play.taken:
            taken[play.side + 1] = taken[play.side + 1] | play.taken | [play.card]
    if record.leftovers_to is not None:
        taken[record.leftovers_to + 1] = taken[record.leftovers_to + 1] | record.leftovers
    return taken


def scope_plays(record: HandRecord) -> list:
    """The plays of a finished hand that were a scopa."""
    return [play for play in _need_record(record).plays if play.scopa]


def last_play(record: HandRecord) -> PlayRecord:
    """The last card played in a finished hand."""
    return _need_record(record).plays[-1]


def last_capture(record: HandRecord):
    """The last play of a finished hand that took cards (``None`` if nobody took)."""
    captures = [play for play in _need_record(record).plays if play.taken]
    return captures[-1] if captures else None


def leftovers(record: HandRecord) -> Said:
    """Where the cards left on the table at the end went: "Ab 7b go to player 1"."""
    record = _need_record(record)
    if not record.leftovers:
        return Said(i18n.tr("lesson.scopa.no_leftovers"))
    if record.leftovers_to is None:
        return Said(i18n.tr("lesson.scopa.nobody_took", cards=_joined(record.leftovers)))
    return Said(i18n.tr("lesson.scopa.leftovers", cards=_joined(record.leftovers),
                        who=_side_label(record.players, record.leftovers_to)))


def describe(play: PlayRecord) -> Said:
    """One play in words, numbered from 1: " 3. player 1: 5c takes 5b — scopa!"."""
    play = _need_play(play)
    return Said(f"{play.index + 1:2}. {play.describe()}")


def play_summary(play: PlayRecord) -> Said:
    """One play, table before and after: "table before: 3s 2b | played: 5b | took: 2b 3s | table after: empty"."""
    play = _need_play(play)
    empty = i18n.tr("lesson.scopa.empty")
    return Said(i18n.tr("lesson.scopa.play_summary", before=_joined(play.table_before) or empty,
                        card=str(play.card), taken=_joined(play.taken) or i18n.tr("lesson.scopa.none"),
                        after=_joined(play.table_after) or empty))


def show_play(play: PlayRecord, width: int = 70) -> Picture:
    """Draw one play: the table before it, the card played, and what it took."""
    play = _need_play(play)
    return Picture(table_svg([(label("table_before"), list(play.table_before)),
                              (label("played"), [play.card]),
                              (label("took"), list(play.taken))], width=width))


def hand_log(record: HandRecord, plays: int | None = None) -> Said:
    """The log of a finished hand: one line a play with the table after it,
    a line at each new round, then the leftovers and the scope made.
    ``plays`` keeps only the first plays (the whole hand by default)."""
    record = _need_record(record)
    shown = record.plays if plays is None else record.plays[:_need_count(plays)]
    lines = []
    current = 0
    for play in shown:
        if play.round != current:
            current = play.round
            lines.append(i18n.tr("lesson.scopa.round", n=current))
        lines.append(i18n.tr("lesson.scopa.log_line", line=str(describe(play)),
                             table=_joined(play.table_after) or "(" + i18n.tr("lesson.scopa.empty") + ")"))
    if plays is None:
        lines.append(i18n.tr("lesson.scopa.log_leftovers", text=leftovers(record)))
        made = ", ".join(i18n.tr("lesson.scopa.count", who=_side_label(record.players, side), n=score.scope)
                         for side, score in enumerate(record.scores))
        lines.append(i18n.tr("lesson.scopa.log_scope", text=made))
    return Said("\n".join(lines))


def _need_count(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 40:
        raise InvalidInputError("lesson.scopa.bad_count", value=value)
    return value


def show_by_suit(pile, width: int = 56) -> Picture:
    """Draw a pile of captured cards sorted into its four suits, one row a
    suit (an empty suit is drawn as a dashed place)."""
    pile = CardSet(pile)
    return Picture(table_svg([(i18n.tr("suit." + suit), pile.suit(suit).sorted(), "row") for suit in "dcsb"],
                             width=width))


# ===========================================================================
# 5. Dealing facts (lesson 03)
# ===========================================================================

def rounds_table() -> MarkdownText:
    """How many rounds of three cards a hand has with 2, 3 and 4 players, as a table."""
    rows = [i18n.tr("lesson.scopa.rounds_head"), "|---|---|---|---|"]
    for players in (2, 3, 4):
        rounds = ScopaRules(players=players).rounds
        per_round = 3 * players
        rows.append(f"| {players} | {per_round} | {rounds} | "
                    f"4 + {rounds} × {per_round} = {4 + rounds * per_round} |")
    return MarkdownText("\n".join(rows))


def dealers(players: int = 3, hands: int = 4) -> Said:
    """Who deals and who plays first in each of the first ``hands`` hands."""
    n = _need_players(players)
    rules = ScopaRules(players=n)
    lines = []
    for hand in range(_need_count(hands)):
        dealer = rules.dealer_of_hand(hand)
        lines.append(i18n.tr("lesson.scopa.dealers", h=hand + 1, dealer=label(f"player_{dealer + 1}"),
                             first=label(f"player_{(dealer + 1) % n + 1}")))
    return Said("\n".join(lines))


__all__ = [
    "Said", "MarkdownTable",
    "deal", "new_deal", "hand_of", "show_deal", "waiting_for_deal", "deal_again", "to_play",
    "moves", "try_play", "scope_count",
    "takes", "sums_aloud", "choices", "show_choices", "cards_that_take",
    "play_hand", "first_hand", "piles", "scope_plays", "last_play", "last_capture", "leftovers",
    "describe", "play_summary", "show_play", "hand_log", "show_by_suit",
    "rounds_table", "dealers",
]


# ===========================================================================
# 6. Lessons 04-06 (points, a match, Scopa by numbers)
#    Helpers for those lessons are appended below this line; extend __all__
#    with ``__all__ += [...]`` next to them.
# ===========================================================================

i18n.register({
    # what the helpers of lessons 04-06 show
    "lesson.scopa.points.card": {"en": "card", "it": "carta"},
    "lesson.scopa.points.take_value": {"en": "value for taking", "it": "valore per prendere"},
    "lesson.scopa.points.primiera_value": {"en": "value in the primiera", "it": "valore nella primiera"},
    "lesson.scopa.points.total": {"en": "total", "it": "totale"},
    "lesson.scopa.points.step": {
        "en": "{suit:8} {cards:22} best: {best} ({value})   running total {total}",
        "it": "{suit:8} {cards:22} migliore: {best} ({value})   totale parziale {total}"},
    "lesson.scopa.points.step_missing": {
        "en": "{suit:8} {cards:22} no card of this suit: no primiera",
        "it": "{suit:8} {cards:22} nessuna carta di questo seme: niente primiera"},
    "lesson.scopa.points.primiera": {"en": "primiera: {total}", "it": "primiera: {total}"},
    "lesson.scopa.points.no_primiera": {"en": "primiera: none, a suit is missing",
                                        "it": "primiera: nessuna, manca un seme"},
    "lesson.scopa.points.count_line": {
        "en": "{who}: cards {cards:2}  coins {coins}  settebello {sette}  primiera {primiera} ({best})  scope {scope}",
        "it": "{who}: carte {cards:2}  denari {coins}  settebello {sette}  primiera {primiera} ({best})  scope {scope}"},
    "lesson.scopa.points.yes": {"en": "yes", "it": "sì"},
    "lesson.scopa.points.no": {"en": "no ", "it": "no "},
    "lesson.scopa.points.nothing": {"en": "nothing", "it": "niente"},
    "lesson.scopa.match.players": {"en": "players", "it": "giocatori"},
    "lesson.scopa.match.sides": {"en": "sides", "it": "parti"},
    "lesson.scopa.match.target": {"en": "traditional target", "it": "traguardo tradizionale"},
    "lesson.scopa.match.two_pairs": {"en": "two pairs", "it": "due coppie"},
    "lesson.scopa.match.each_alone": {"en": "{n}, each for themselves", "it": "{n}, ognuno per sé"},
    "lesson.scopa.match.with_napola": {"en": "2, with the *napola*", "it": "2, con la *napola*"},
    # refusals: one sentence each, naming the expected form
    "lesson.scopa.points.bad_piles": {
        "en": "give the piles as piles(record) gives them, or a list of 2 to 4 piles of cards, not {value}",
        "it": "dai i mazzetti come li dà piles(record), o una lista da 2 a 4 mazzetti di carte, non {value}"},
    "lesson.scopa.points.shared_card": {
        "en": "the piles must not share a card, and {card} is in two of them",
        "it": "i mazzetti non possono avere carte in comune, e {card} è in due mazzetti"},
    "lesson.scopa.points.bad_scope": {
        "en": "give the scope as scope_of(record) gives them, or one whole number from 0 per pile, not {value}",
        "it": "dai le scope come le dà scope_of(record), o un numero intero da 0 in su per mazzetto, non {value}"},
    "lesson.scopa.points.bad_scores": {
        "en": "expected the scores of a hand as score_hand(...) gives them, not {value}",
        "it": "servono i punti di una mano come li dà score_hand(...), non {value}"},
    "lesson.scopa.match.bad_moves": {
        "en": "the number of moves is a whole number from 0 up, not {value}",
        "it": "il numero di mosse è un numero intero da 0 in su, non {value}"},
    "lesson.scopa.match.too_many_moves": {
        "en": "the match ends before {n} more moves, so ask for fewer",
        "it": "la partita finisce prima di altre {n} mosse, quindi chiedine di meno"},
    "lesson.scopa.match.bad_rank": {
        "en": "a rank is one of A, 2-7, F, C, R, not {value}",
        "it": "un valore è uno tra A, 2-7, F, C, R, non {value}"},
    "lesson.scopa.numbers.bad_records": {
        "en": "expected a list of finished two-player hands (from first_hand(...)), not {value}",
        "it": "serve una lista di mani finite in due (da first_hand(...)), non {value}"},
    "lesson.scopa.numbers.bad_point": {
        "en": "the point is one of carte, denari, settebello, primiera, not {value}",
        "it": "il punto è uno tra carte, denari, settebello, primiera, non {value}"},
})

_RANKS = "A234567FCR"


# --- lesson 04: the points of a hand ----------------------------------------

def primiera_ranks() -> CardList:
    """One coin of each rank, from the best card in the primiera to the
    worst: 7, 6, ace, 5, 4, 3, 2, then the three figures (worth 10 each)."""
    from ..scopa import primiera_value
    coins = to_cards(" ".join(rank + "d" for rank in _RANKS))
    best_first = sorted(((primiera_value(c), -i, c) for i, c in enumerate(coins)), reverse=True)
    return CardList([c for value, order, c in best_first])


def primiera_table() -> MarkdownText:
    """The values of the cards in the primiera beside their values for
    taking, one column per rank, best first."""
    from ..scopa import primiera_value
    ranks = primiera_ranks()
    rows = ["| " + i18n.tr("lesson.scopa.points.card") + " | " + " | ".join(c.rank for c in ranks) + " |",
            "|---" * (len(ranks) + 1) + "|",
            "| " + i18n.tr("lesson.scopa.points.take_value") + " | "
            + " | ".join(str(card_value(c)) for c in ranks) + " |",
            "| **" + i18n.tr("lesson.scopa.points.primiera_value") + "** | "
            + " | ".join(f"**{primiera_value(c)}**" for c in ranks) + " |"]
    return MarkdownText("\n".join(rows))


def primiera_ladder(width: int = 60) -> Picture:
    """Draw one coin of each rank, best first, each under its primiera value."""
    from ..scopa import primiera_value
    return Picture(table_svg([(str(primiera_value(c)), [c]) for c in primiera_ranks()], width=width))


def count_primiera(pile) -> Said:
    """The primiera of ``pile`` counted aloud, suit by suit: each card with
    its primiera value, the best one, the running total; then the primiera
    (or "none", when a suit is missing)."""
    from ..scopa import primiera, primiera_cards, primiera_value
    pile = CardSet(pile)
    total, lines = 0, []
    for suit, best in primiera_cards(pile).items():
        in_suit = " ".join(f"{c}={primiera_value(c)}" for c in pile.suit(suit).sorted())
        name = i18n.tr("suit." + suit)
        if best is None:
            lines.append(i18n.tr("lesson.scopa.points.step_missing", suit=name, cards=in_suit or "-"))
            continue
        total += primiera_value(best)
        lines.append(i18n.tr("lesson.scopa.points.step", suit=name, cards=in_suit, best=str(best),
                             value=primiera_value(best), total=total))
    result = primiera(pile)
    lines.append(i18n.tr("lesson.scopa.points.primiera", total=result) if result is not None
                 else i18n.tr("lesson.scopa.points.no_primiera"))
    return Said("\n".join(lines))


def scope_of(record: HandRecord) -> dict:
    """The scope each side made in a finished hand, numbered from 1 like
    :func:`piles`: ``{1: 1, 2: 0}``."""
    record = _need_record(record)
    return {side: score.scope for side, score in enumerate(record.scores, start=1)}


def _pile_list(value) -> list:
    if isinstance(value, dict):
        if sorted(value) != list(range(1, len(value) + 1)):
            raise InvalidInputError("lesson.scopa.points.bad_piles", value=value)
        value = [value[side] for side in range(1, len(value) + 1)]
    if isinstance(value, (str, CardSet)) or not isinstance(value, (list, tuple)) or not 2 <= len(value) <= 4:
        raise InvalidInputError("lesson.scopa.points.bad_piles", value=value)
    sets = [CardSet(pile) for pile in value]
    seen = CardSet()
    for pile in sets:
        both = seen & pile
        if both:
            raise InvalidInputError("lesson.scopa.points.shared_card", card=str(both.sorted()[0]))
        seen = seen | pile
    return sets


def _scope_list(value, sides: int) -> list:
    if value is None:
        return [0] * sides
    if isinstance(value, dict):
        if sorted(value) != list(range(1, sides + 1)):
            raise InvalidInputError("lesson.scopa.points.bad_scope", value=value)
        value = [value[side] for side in range(1, sides + 1)]
    if not isinstance(value, (list, tuple)) or len(value) != sides or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in value):
        raise InvalidInputError("lesson.scopa.points.bad_scope", value=value)
    return list(value)


def count_aloud(taken, scope=None) -> Said:
    """Each side's pile counted the way you count at the table: cards,
    coins, the settebello, the primiera with its four cards, and the scope.
    ``taken`` is ``piles(record)`` (or a list of piles), ``scope`` is
    ``scope_of(record)`` (or a list of numbers, one per pile)."""
    from ..scopa import primiera, primiera_cards, primiera_value
    sets = _pile_list(taken)
    made = _scope_list(scope, len(sets))
    lines = []
    for side, pile in enumerate(sets):
        best = [c for c in primiera_cards(pile).values() if c is not None]
        total = primiera(pile)
        lines.append(i18n.tr(
            "lesson.scopa.points.count_line", who=label(f"player_{side + 1}"), cards=len(pile),
            coins=len(pile.suit("d")),
            sette=i18n.tr("lesson.scopa.points.yes" if "7d" in pile else "lesson.scopa.points.no"),
            primiera=total if total is not None else i18n.tr("lesson.scopa.none"),
            best=" + ".join(f"{c}:{primiera_value(c)}" for c in best), scope=made[side]))
    return Said("\n".join(lines))


def _need_score(value):
    from ..scopa.scoring import HandScore
    if not isinstance(value, HandScore):
        raise InvalidInputError("lesson.scopa.points.bad_scores", value=value)
    return value


def score_table(scores) -> MarkdownText:
    """The points of a hand as a table: one row per player (numbered from
    1), one column per point, and the total.  ``scores`` is what
    ``score_hand(...)`` gives; a *napola* column appears when one scored."""
    if not isinstance(scores, (list, tuple)) or not 2 <= len(scores) <= 4:
        raise InvalidInputError("lesson.scopa.points.bad_scores", value=scores)
    scores = [_need_score(s) for s in scores]
    napola = any(s.napola for s in scores)
    head = ["", "carte", "denari", "settebello", "primiera", "scope"] + (["napola"] if napola else [])
    head.append("**" + i18n.tr("lesson.scopa.points.total") + "**")
    rows = ["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
    for side, s in enumerate(scores, start=1):
        cells = [label(f"player_{side}"), s.carte, s.denari, s.settebello, s.primiera, s.scope]
        cells += ([s.napola] if napola else []) + [f"**{s.total}**"]
        rows.append("| " + " | ".join(str(c) for c in cells) + " |")
    return MarkdownText("\n".join(rows))


def points_in_words(score) -> Said:
    """The points one side scored in a hand, in words ("carte: most cards
    (9), settebello: the 7 of coins"), or "nothing"."""
    score = _need_score(score)
    return Said(", ".join(score.lines()) or i18n.tr("lesson.scopa.points.nothing"))


# --- lesson 05: a match ------------------------------------------------------

def targets_table() -> MarkdownText:
    """The traditional target of a match with 2, 3 and 4 players and with
    the *napola*, read from the rules object itself (rule text 002)."""
    rows = ["| " + " | ".join(i18n.tr(f"lesson.scopa.match.{k}") for k in ("players", "sides", "target")) + " |",
            "|---|---|---|"]
    for n in (2, 3, 4):
        rules = ScopaRules(players=n)
        sides = (i18n.tr("lesson.scopa.match.two_pairs") if n == 4
                 else i18n.tr("lesson.scopa.match.each_alone", n=rules.sides))
        rows.append(f"| {n} | {sides} | {rules.target} |")
    rows.append(f"| {i18n.tr('lesson.scopa.match.with_napola')} | 2 | "
                f"{ScopaRules(players=2, napola=True).target} |")
    return MarkdownText("\n".join(rows))


def match_won_by(scores, target: int):
    """Who has won a match whose totals at the end of a hand are ``scores``
    (one number per side): the side's number counted from 1, or ``None``
    while nobody has (nobody at the target, or a tie at the top)."""
    from ..scopa import match_winner
    side = match_winner(scores, target)
    return None if side is None else side + 1


def computer_moves(game: ScopaState, moves: int) -> ScopaState:
    """Let the computer (``RuleBasedPlayer``, the advice of lesson 05) make
    the next ``moves`` moves of ``game`` for whoever is to play, dealing the
    next hand when one ends; gives the game back."""
    game = _need_game(game)
    if isinstance(moves, bool) or not isinstance(moves, int) or moves < 0:
        raise InvalidInputError("lesson.scopa.match.bad_moves", value=moves)
    bot = RuleBasedPlayer()
    for done in range(moves):
        if game.is_chance_node():
            game.deal()
        if game.is_over():
            raise InvalidInputError("lesson.scopa.match.too_many_moves", n=moves - done)
        game.play(bot.choose(game))
    return game


def weighed_moves(game: ScopaState) -> list:
    """The legal moves of the player to play, each with the score the
    computer's advice (``RuleBasedPlayer.evaluate``) gives it, best first:
    ``[(move, score), ...]``.  The computer plays the first one."""
    game = _need_game(game)
    if game.is_over():
        raise InvalidInputError("lesson.scopa.over")
    bot = RuleBasedPlayer()
    view = game.view(game.current_player())
    scored = [(bot.evaluate(view, move), -i, move) for i, move in enumerate(view.legal_moves)]
    return [(move, score) for score, order, move in sorted(scored, reverse=True)]


def unseen_cards(game: ScopaState) -> CardSet:
    """The cards the player to play has not seen yet (not in their hand,
    not on the table, never played): the only cards an opponent may hold."""
    game = _need_game(game)
    if game.is_over():
        raise InvalidInputError("lesson.scopa.over")
    return game.view(game.current_player()).unseen


def still_out(cards, rank: str) -> Said:
    """The cards of one rank (``"7"``, ``"A"``, ``"R"``...) among ``cards``
    (such as :func:`unseen_cards`), as text: "7d 7b", or "none"."""
    if not isinstance(rank, str) or len(rank) != 1 or rank not in _RANKS:
        raise InvalidInputError("lesson.scopa.match.bad_rank", value=rank)
    found = [c for c in CardSet(cards).sorted() if c.rank == rank]
    return Said(_joined(found) or i18n.tr("lesson.scopa.none_of_rank"))


# --- lesson 06: Scopa by numbers -------------------------------------------

_POINTS = ("carte", "denari", "settebello", "primiera")


def point_and_hand(records, point: str) -> tuple:
    """Over finished two-player hands, how often the side that scores
    ``point`` (``"carte"``, ``"denari"``, ``"settebello"`` or
    ``"primiera"``) also wins the hand (scores more points in it):
    ``(hands in which somebody scored it, hands that side won)``.  A tied
    point, which nobody scores, leaves the hand out."""
    if not isinstance(records, (list, tuple)) or not records or not all(
            isinstance(r, HandRecord) and len(r.scores) == 2 for r in records):
        raise InvalidInputError("lesson.scopa.numbers.bad_records", value=records)
    if point not in _POINTS:
        raise InvalidInputError("lesson.scopa.numbers.bad_point", value=point)
    decided = won = 0
    for record in records:
        got = [getattr(score, point) for score in record.scores]
        if not any(got):
            continue
        scorer = got.index(1)
        decided += 1
        won += record.scores[scorer].total > record.scores[1 - scorer].total
    return decided, won


__all__ += [
    "primiera_ranks", "primiera_table", "primiera_ladder", "count_primiera", "scope_of",
    "count_aloud", "score_table", "points_in_words",
    "targets_table", "match_won_by", "computer_moves", "weighed_moves", "unseen_cards", "still_out",
    "point_and_hand",
]
