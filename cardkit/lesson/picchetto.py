"""Picchetto helpers for the lessons: a cell reads like the rule it teaches.

::

    from cardkit.lesson.picchetto import deal, declare_all, count_aloud
    example = declare_all(deal(elder="AS KS QS ...", younger="QD JD ..."))
    count_aloud(example)

Layout of this module (other lessons append their helpers at the end, each
in its own marked section, and reuse the ones above):

* the deals: :func:`deal` (a hand-made deal, player 1 the elder),
  :func:`numbered_deal` (a shuffled deal, by number), :data:`LESSON_RULES`;
* the hands: :func:`hand_order`, :func:`show_hands`, :func:`show_talon`,
  :func:`packets`, :func:`say_packets`, :func:`figures`, :func:`aces`,
  :func:`mano_bianca`;
* the declarations: :func:`prezzo_sum`, :func:`sequence_name`,
  :func:`sequence_points`, :func:`sequences_text`, :func:`group_name`,
  :func:`group_points`, :func:`groups_text`, :func:`who_wins`,
  :func:`count_declarations`, :func:`punto_lines`, :func:`said_at_the_table`,
  :func:`declare_all`;
* the accomodo advisor's chart: :func:`plot_advice` (a :class:`Chart`);
* the score log: :func:`count_lines`, :func:`count_aloud`.

Players are numbered from 1 in everything a learner reads.  Text goes
through :mod:`cardkit.i18n`, so it is Italian after ``set_language("it")``.
Like the rules core, this module never imports IPython or ipywidgets.
"""

from __future__ import annotations

from .. import i18n
from ..cards import CardList, to_cards
from ..errors import InvalidInputError
from ..picchetto import ITALIANO, PicchettoRules, PicchettoState, deal_order
from ..picchetto.combos import has_blanche
from ..svg import Picture, table_svg
from . import Chart, label

i18n.register({
    "lesson.picchetto.bad_rules": {
        "en": "{value!r} is not a Picchetto rules object: give one such as ITALIANO or PICCHETTO_150",
        "it": "{value!r} non è un insieme di regole del Picchetto: dai per esempio ITALIANO o PICCHETTO_150",
    },
    "lesson.picchetto.no_prezzo": {
        "en": "{card} is not a card of the Picchetto deck (no 2, 3 in it): it has no prezzo",
        "it": "{card} non è una carta del mazzo del Picchetto (senza 2 e 3): non ha prezzo",
    },
    "lesson.picchetto.no_declarations": {
        "en": "nobody has declared yet in this deal: play the declarations first",
        "it": "in questa smazzata nessuno ha ancora dichiarato: gioca prima le dichiarazioni",
    },
    "lesson.picchetto.bad_move": {
        "en": "{value!r} is not a move: give a move of a game, or its text",
        "it": "{value!r} non è una mossa: dai la mossa di un gioco, o il suo testo",
    },
    "lesson.picchetto.bad_deal": {
        "en": "{value!r} is not a deal of Picchetto: give one made with deal(...) or numbered_deal(...)",
        "it": "{value!r} non è una smazzata di Picchetto: dai una smazzata fatta con deal(...) o numbered_deal(...)",
    },
    "lesson.picchetto.bad_number": {
        "en": "{value!r} is not a deal number: give a whole number from 0 up",
        "it": "{value!r} non è un numero di smazzata: scrivi un numero intero da 0 in su",
    },
    "lesson.picchetto.bad_start": {
        "en": "{value!r} is not a line of this score log: give a whole number from 0 to {size}",
        "it": "{value!r} non è una riga di questo registro dei punti: scrivi un numero intero da 0 a {size}",
    },
    "lesson.picchetto.bad_combination": {
        "en": "{value!r} is not a sequence or a group: give three to eight cards of the kit",
        "it": "{value!r} non è una sequenza né un gruppo: dai da tre a otto carte del kit",
    },
    "lesson.picchetto.bad_dialogue": {
        "en": "{value!r} is not a declaration dialogue: give a DeclarationDialogue",
        "it": "{value!r} non è un dialogo degli accusi: dai un DeclarationDialogue",
    },
    "lesson.picchetto.bad_width": {
        "en": "{value!r} is not a card width: give a whole number of pixels from 20 to 200",
        "it": "{value!r} non è una larghezza di carta: scrivi un numero intero di pixel da 20 a 200",
    },
    # what count_aloud adds to a line while exactly one player is still at 0
    "lesson.picchetto.still_at_zero": {
        "en": "   <- the {who} is still at 0",
        "it": "   <- il {who} è ancora a 0",
    },
    "lesson.picchetto.who.elder": {"en": "elder", "it": "giocatore di mano"},
    "lesson.picchetto.who.younger": {"en": "younger", "it": "mazziere"},
    "lesson.picchetto.packet": {
        "en": "packet {n}: {cards:10} -> {to}",
        "it": "pacchetto {n}: {cards:10} -> {to}",
    },
    "lesson.picchetto.talon": {"en": "talon: {cards}", "it": "tallone: {cards}"},
    "lesson.picchetto.to.elder": {"en": "elder", "it": "giocatore di mano"},
    "lesson.picchetto.to.younger": {"en": "dealer", "it": "mazziere"},
    "lesson.picchetto.talon.elder": {"en": "top {n}: elder", "it": "primi {n}: giocatore di mano"},
    "lesson.picchetto.talon.younger": {"en": "{n}: dealer", "it": "{n}: mazziere"},
    "lesson.picchetto.chart.you": {"en": "you", "it": "tu"},
    "lesson.picchetto.chart.opponent": {"en": "opponent", "it": "avversario"},
    "lesson.picchetto.chart.points": {"en": "expected declaration points per deal",
                                      "it": "punti attesi dagli accusi, per smazzata"},
    "lesson.picchetto.chart.thrown": {"en": "cards thrown (best at the top)",
                                      "it": "carte scartate (la scelta migliore in alto)"},
    "lesson.picchetto.chart.points_title": {"en": "Declarations, with 95% margins",
                                            "it": "Accusi, con i margini al 95%"},
    "lesson.picchetto.chart.cards": {"en": "the cards", "it": "le carte"},
    "lesson.picchetto.chart.chance": {"en": "chance, in % of the sampled deals",
                                      "it": "probabilità, in % delle smazzate simulate"},
    "lesson.picchetto.chart.chance_title": {"en": "Bonuses and the cards", "it": "Premi e carte"},
    "lesson.picchetto.chart.title": {"en": "The advisor's best discards ({role})",
                                     "it": "Gli scarti migliori secondo il consigliere ({role})"},
    "lesson.picchetto.chart.bad_top": {
        "en": "{value!r} is not a number of rows: give a whole number from 1 to 12",
        "it": "{value!r} non è un numero di righe: scrivi un numero intero da 1 a 12",
    },
    "lesson.picchetto.bad_advice": {
        "en": "{value!r} is not the advisor's answer: give what accomodo_advice(...) returns",
        "it": "{value!r} non è la risposta del consigliere: dai quello che restituisce accomodo_advice(...)",
    },
    "lesson.picchetto.scores": {"en": "the {who} scores {points}", "it": "il {who} segna {points}"},
    "lesson.picchetto.scores_nobody": {"en": "nobody scores", "it": "nessuno segna"},
    "lesson.picchetto.bad_result": {
        "en": "{value!r} is not a category's result: give one such as declarations(...).punto",
        "it": "{value!r} non è il risultato di una categoria: dai per esempio declarations(...).punto",
    },
    "lesson.picchetto.no_sequence": {"en": "no sequence", "it": "nessuna sequenza"},
    "lesson.picchetto.no_group": {"en": "no group", "it": "nessun gruppo"},
    "lesson.picchetto.category.punto": {"en": "punto", "it": "punto"},
    "lesson.picchetto.category.sequenze": {"en": "sequenze", "it": "sequenze"},
    "lesson.picchetto.category.quattordici": {"en": "quattordici and tris", "it": "quattordici e tris"},
    "lesson.picchetto.category_line": {"en": "{category:21} {result:28} [{e} – {y}]",
                                       "it": "{category:21} {result:32} [{e} – {y}]"},
    "lesson.picchetto.side.elder": {"en": "di mano", "it": "di mano"},
    "lesson.picchetto.side.younger": {"en": "mazziere", "it": "mazziere"},
})

# Labels a lesson passes to show(...) (cardkit.lesson looks them up as
# lesson.label.<word>): the cards a player threw away and drew in the accomodo.
i18n.register({
    "lesson.label.discarded": {"en": "discarded", "it": "scartate"},
    "lesson.label.drawn": {"en": "drawn", "it": "pescate"},
})

#: The rules of the lessons' hand-made deals: the Italian rules, one deal,
#: player 1 the elder (player 2 deals), nobody obliged to exchange, so the
#: hands drawn are the hands declared.
LESSON_RULES = ITALIANO.single_deal().replace(first_dealer=1, elder_min_exchange=0,
                                               younger_min_exchange=0)

#: The names of the sequences, by length: the same Italian words in both
#: editions (the French ones are given once, in lesson 09).
SEQUENCE_NAMES = {3: "terza", 4: "quarta", 5: "quinta", 6: "sesta", 7: "settima", 8: "ottava"}

#: The prezzo of each rank: ace 11, figures 10, the others their face value
#: (the Bergamasche ranks R C F count as figures too).
PREZZO_OF_RANK = {"A": 11, "K": 10, "Q": 10, "J": 10, "R": 10, "C": 10, "F": 10,
                  "10": 10, "9": 9, "8": 8, "7": 7, "6": 6, "5": 5, "4": 4}


# --------------------------------------------------------------------------
# checks at the boundary
# --------------------------------------------------------------------------

def _need_rules(rules) -> PicchettoRules:
    if not isinstance(rules, PicchettoRules):
        raise InvalidInputError("lesson.picchetto.bad_rules", value=rules)
    return rules


def _need_deal(state) -> PicchettoState:
    if not isinstance(state, PicchettoState):
        raise InvalidInputError("lesson.picchetto.bad_deal", value=state)
    return state


def _need_width(width) -> int:
    if isinstance(width, bool) or not isinstance(width, int) or not 20 <= width <= 200:
        raise InvalidInputError("lesson.picchetto.bad_width", value=width)
    return width


def _hand_key(card):
    # in Picchetto the ace is high with either deck (the Italian deck's rank
    # order puts it first, below the 2)
    strength = 99 if card.rank == "A" else card.rank_index
    return (card.suit_index, -strength)


# --------------------------------------------------------------------------
# the deals
# --------------------------------------------------------------------------

def deal(elder, younger, *, talon=(), rules: PicchettoRules | None = None) -> PicchettoState:
    """A hand-made deal of one Picchetto hand: player 1 is the elder (*di
    mano*) with the 12 cards ``elder``, player 2 deals himself ``younger``.

    ``talon`` gives the first cards of the talon from the top (the rest of
    the deck follows).  ``rules`` defaults to :data:`LESSON_RULES`; with
    other rules the deal is still one deal, player 1 the elder, and nobody
    is obliged to exchange.  Twelve cards each, all different, or the kit
    says which rule is broken::

        example = deal(elder="AS KS QS JS 9S 7S AH KH AC KC 8C 7C",
                       younger="QD JD 10D 9D 8D QH JH 10H QC JC 10C 10S")
    """
    if rules is None:
        rules = LESSON_RULES
    else:
        rules = _need_rules(rules).single_deal().replace(
            first_dealer=1, elder_min_exchange=0, younger_min_exchange=0)
    return rules.new_game(0, deal=deal_order(elder, younger, talon, rules))


def numbered_deal(number: int, rules: PicchettoRules = ITALIANO) -> PicchettoState:
    """Deal number ``number`` of one hand of ``rules`` (the Italian rules by
    default): the deck shuffled with that seed, the dealer chosen by the cut.
    The same number always gives the same cards."""
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise InvalidInputError("lesson.picchetto.bad_number", value=number)
    return _need_rules(rules).single_deal().new_game(number)


# --------------------------------------------------------------------------
# the hands
# --------------------------------------------------------------------------

def hand_order(hand) -> CardList:
    """The cards sorted the way a player holds them: suit by suit (spades,
    hearts, diamonds, clubs), highest card first in each suit."""
    return CardList(sorted(to_cards(hand), key=_hand_key))


def show_hands(state, width: int = 66, dealt: bool = True) -> Picture:
    """Draw the elder's and the younger's hands of a deal, each in hand order.
    ``dealt=True`` shows the hands as dealt; ``dealt=False`` as they are now
    (after the exchange, or with the cards still to play)."""
    state = _need_deal(state)
    _need_width(width)
    hand = state.dealt_hand if dealt else state.hand
    rows = [(label("elder"), hand_order(hand(state.elder))),
            (label("younger"), hand_order(hand(state.younger)))]
    return Picture(table_svg(rows, width=width))


def packets(state) -> list:
    """How the deal went out: a list of ``(to, cards)``, ``to`` being
    ``"elder"`` or ``"younger"``, packet by packet (three cards at a time,
    or two with ``deal_in_twos``), then ``("talon", cards)``."""
    state = _need_deal(state)
    order = to_cards(state.history[0].split()[1:])
    size = 2 if state.rules.deal_in_twos else 3
    out = []
    for n in range(0, 24, size):
        out.append(("elder" if (n // size) % 2 == 0 else "younger", CardList(order[n:n + size])))
    out.append(("talon", CardList(order[24:])))
    return out


def say_packets(state) -> None:
    """Print the deal packet by packet, then the talon."""
    rows = packets(state)
    for n, (to, cs) in enumerate(rows[:-1], 1):
        print(i18n.tr("lesson.picchetto.packet", n=n, cards=str(cs), to=i18n.tr(f"lesson.picchetto.to.{to}")))
    print(i18n.tr("lesson.picchetto.talon", cards=str(rows[-1][1])))


def show_talon(elder: int = 5, younger: int = 3, width: int = 66) -> Picture:
    """Draw the talon face down: the elder's share (the top ``elder`` cards)
    a little apart from the dealer's (the bottom ``younger``)."""
    for n in (elder, younger):
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 8:
            raise InvalidInputError("lesson.picchetto.bad_number", value=n)
    _need_width(width)
    rows = [(i18n.tr("lesson.picchetto.talon.elder", n=elder), elder, "back"),
            (i18n.tr("lesson.picchetto.talon.younger", n=younger), younger, "back")]
    return Picture(table_svg(rows, width=width, deck="french"))


def figures(hand) -> CardList:
    """The figures of a hand (kings, queens, jacks; re, cavalli, fanti of the
    Bergamasche deck), in hand order.  The ace is not a figure."""
    return CardList(c for c in hand_order(hand) if c.rank in ("K", "Q", "J", "R", "C", "F"))


def aces(hand) -> CardList:
    """The aces of a hand, in hand order."""
    return CardList(c for c in hand_order(hand) if c.rank == "A")


def mano_bianca(hand) -> bool:
    """Whether a hand as dealt is a *mano bianca*: no king, queen or jack."""
    return has_blanche(hand_order(hand))


# --------------------------------------------------------------------------
# the declarations
# --------------------------------------------------------------------------

def prezzo_sum(suit) -> str:
    """The *prezzo* of some cards written out as a sum:
    ``prezzo_sum("AS KS QS 9S 8S")`` is ``"AS=11 + KS=10 + QS=10 + 9S=9 + 8S=8 = 48"``."""
    cs = to_cards(suit)
    for c in cs:
        if c.rank not in PREZZO_OF_RANK:
            raise InvalidInputError("lesson.picchetto.no_prezzo", card=str(c))
    parts = [f"{c}={PREZZO_OF_RANK[c.rank]}" for c in cs]
    return " + ".join(parts) + f" = {sum(PREZZO_OF_RANK[c.rank] for c in cs)}"


def _combination(cs) -> CardList:
    try:
        cs = to_cards(cs)
    except (ValueError, TypeError):
        raise InvalidInputError("lesson.picchetto.bad_combination", value=cs) from None
    if not 3 <= len(cs) <= 8:
        raise InvalidInputError("lesson.picchetto.bad_combination", value=cs)
    return CardList(cs)


def sequence_name(sequence) -> str:
    """The name of a sequence by its length: terza, quarta, quinta, sesta,
    settima, ottava (the Italian words, in both editions)."""
    return SEQUENCE_NAMES[len(_combination(sequence))]


def sequence_points(sequence, rules: PicchettoRules = ITALIANO) -> int:
    """What a sequence scores under ``rules``: 3, 4, then 15, 16, 17, 18 in
    the Italian rules (``rules.sequence_points``)."""
    return _need_rules(rules).sequence_points[len(_combination(sequence)) - 3]


def sequences_text(hand, rules: PicchettoRules = ITALIANO) -> str:
    """The sequences of a hand in words, best first: "quinta KH QH JH 10H 9H,
    terza AS KS QS"; "no sequence" ("nessuna sequenza") when there is none."""
    from ..picchetto import sequences
    found = sequences(hand, _need_rules(rules))
    if not found:
        return i18n.tr("lesson.picchetto.no_sequence")
    return ", ".join(f"{sequence_name(s)} {s}" for s in found)


def groups_text(hand_or_groups, rules: PicchettoRules = ITALIANO) -> str:
    """The groups in words, best first: "quattordici of tens 10C 10D 10H 10S,
    tris of jacks JD JH JS"; "no group" ("nessun gruppo") when there is none.
    Give a hand (its groups are found) or a list of groups already found,
    such as ``declarations(...).counted_groups``."""
    from ..picchetto import groups
    value = hand_or_groups
    if isinstance(value, (list, tuple)) and value and all(isinstance(g, (list, tuple)) for g in value):
        found = [_combination(g) for g in value]
    elif isinstance(value, (list, tuple)) and not value:
        found = []
    else:
        found = groups(value, _need_rules(rules))
    if not found:
        return i18n.tr("lesson.picchetto.no_group")
    return ", ".join(f"{group_name(g)} {g}" for g in found)


def count_declarations(elder, younger, rules: PicchettoRules = ITALIANO) -> None:
    """Print who scores each of the three declarations of two hands (punto,
    sequenze, quattordici and tris), with both totals after each
    [elder – younger], as ``declarations(elder, younger)`` counts them."""
    from ..picchetto import declarations
    d = declarations(elder, younger, _need_rules(rules))
    totals = {"elder": 0, "younger": 0}
    for category in ("punto", "sequenze", "quattordici"):
        winner, points = getattr(d, category)
        if winner is not None:
            totals[winner] += points
        print(i18n.tr("lesson.picchetto.category_line", category=i18n.tr(f"lesson.picchetto.category.{category}"),
                      result=who_wins((winner, points)), e=totals["elder"], y=totals["younger"]))


def group_name(group) -> str:
    """The name of a group: "quattordici of kings", "tris of aces" (Italian:
    "quattordici di re", "tris di assi")."""
    cs = _combination(group)
    if len(cs) > 4:
        raise InvalidInputError("lesson.picchetto.bad_combination", value=group)
    # the engine's own names, the ones its score log prints
    rank = i18n.tr("picchetto.ranks." + ("7b" if cs[0].rank == "7" else cs[0].rank))
    return i18n.tr(f"picchetto.group.{len(cs)}", rank=rank)


def group_points(group) -> int:
    """What a group scores: 14 for a quattordici, 3 for a tris."""
    cs = _combination(group)
    if len(cs) > 4:
        raise InvalidInputError("lesson.picchetto.bad_combination", value=group)
    return 14 if len(cs) == 4 else 3


def who_wins(result) -> str:
    """A category's result (``declarations(...).punto``, ``.sequenze`` or
    ``.quattordici``: a pair winner, points) in words: "the elder scores 6",
    "nobody scores" (Italian: "il giocatore di mano segna 6", "nessuno segna")."""
    if not (isinstance(result, tuple) and len(result) == 2 and result[0] in (None, "elder", "younger")):
        raise InvalidInputError("lesson.picchetto.bad_result", value=result)
    winner, points = result
    if winner is None:
        return i18n.tr("lesson.picchetto.scores_nobody")
    return i18n.tr("lesson.picchetto.scores", who=i18n.tr(f"lesson.picchetto.who.{winner}"), points=points)


def _need_dialogue(dialogue):
    if not (hasattr(dialogue, "lines") and hasattr(dialogue, "said")):
        raise InvalidInputError("lesson.picchetto.bad_dialogue", value=dialogue)
    return dialogue


def punto_lines(dialogue) -> str:
    """The lines of a :class:`~cardkit.widgets.DeclarationDialogue` about the
    punto: up to and including the first scoring note (the line with →)."""
    out = []
    for line in _need_dialogue(dialogue).lines():
        out.append(line)
        if line.startswith("→"):
            break
    return "\n".join(out)


def said_at_the_table(dialogue, first: int | None = None, last: int | None = None) -> None:
    """Print what the two players say, in Italian as at the table, one line
    each: ``di mano «Cinque carte»`` / ``mazziere «Quanto?»``.  ``first``
    keeps only the first few lines, ``last`` only the last few."""
    said = _need_dialogue(dialogue).said("it")
    for n in (first, last):
        if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
            raise InvalidInputError("lesson.picchetto.bad_start", value=n, size=len(said))
    if first is not None:
        said = said[:first]
    if last is not None:
        said = said[-last:]
    for side, words in said:
        print(f"{i18n.tr('lesson.picchetto.side.' + side):9} «{words}»")


def declare_all(state, younger="declare", elder="declare") -> PicchettoState:
    """Bring a deal to its first card: a *mano bianca* announced where there
    is one, no exchange (where the rules allow it), then the declarations —
    ``elder`` and ``younger`` are what each says (``"declare"``: everything;
    or a move such as ``"declare punto sequenze"``).  Returns the deal."""
    state = _need_deal(state)
    while state.phase not in ("play", "over") and not state.is_over():
        if state.phase == "blanche":
            state.play("mano bianca")
        elif state.phase == "exchange":
            state.play("exchange none")
        elif state.current_player() == state.elder:
            state.play(elder)
        else:
            state.play(younger)
    return state


def plot_advice(advice, top: int = 6) -> Chart:
    """Draw the accomodo advisor's best discards (:func:`cardkit.picchetto.
    accomodo_advice`): on the left the declaration points you and your
    opponent can expect, with their 95% margins; on the right your chances
    of Novanta, Sessanta and the cards.  Returns a :class:`Chart` (a cell
    that ends with it draws it; ``.figure`` is the matplotlib figure)."""
    import matplotlib.pyplot as plt  # only when a chart is asked for

    if not hasattr(advice, "choices") or not hasattr(advice, "best"):
        raise InvalidInputError("lesson.picchetto.bad_advice", value=advice)
    if isinstance(top, bool) or not isinstance(top, int) or not 1 <= top <= 12:
        raise InvalidInputError("lesson.picchetto.chart.bad_top", value=top)
    chosen = advice.choices[:top]
    names = [choice.discard_text() for choice in chosen]
    rows = range(len(chosen))
    figure, (points, chances) = plt.subplots(1, 2, figsize=(11, 4.5), sharey=True)
    points.barh([r - 0.2 for r in rows], [c.points for c in chosen], height=0.4,
                xerr=[c.points_margin for c in chosen], label=i18n.tr("lesson.picchetto.chart.you"))
    points.barh([r + 0.2 for r in rows], [c.opponent_points for c in chosen], height=0.4,
                xerr=[c.opponent_points_margin for c in chosen],
                label=i18n.tr("lesson.picchetto.chart.opponent"))
    points.set_yticks(list(rows), names)
    points.invert_yaxis()
    points.set_xlabel(i18n.tr("lesson.picchetto.chart.points"))
    points.set_ylabel(i18n.tr("lesson.picchetto.chart.thrown"))
    points.set_title(i18n.tr("lesson.picchetto.chart.points_title"))
    points.margins(x=0.7)  # room on the right for the legend
    points.legend(loc="lower right")
    bars = ((-0.27, "Novanta", [c.novanta for c in chosen]),
            (0.0, "Sessanta", [c.sessanta for c in chosen]),
            (0.27, i18n.tr("lesson.picchetto.chart.cards"), [c.cards for c in chosen]))
    for shift, name, values in bars:
        chances.barh([r + shift for r in rows], [100 * v for v in values], height=0.27, label=name)
    chances.set_xlabel(i18n.tr("lesson.picchetto.chart.chance"))
    chances.set_title(i18n.tr("lesson.picchetto.chart.chance_title"))
    chances.set_xlim(0, 100)
    chances.legend(loc="lower right")
    role = i18n.tr(f"lesson.picchetto.who.{advice.role}") if hasattr(advice, "role") else ""
    title = i18n.tr("lesson.picchetto.chart.title", role=role)
    figure.suptitle(title)
    figure.tight_layout()
    plt.close(figure)  # drawn once, by the cell that returns it
    return Chart(figure, title)


# --------------------------------------------------------------------------
# the score log
# --------------------------------------------------------------------------

def count_lines(state, start: int = 0) -> list:
    """The score log of a deal from line ``start`` on, one line per step
    with both totals [player 1 – player 2]; while exactly one player is
    still at 0 the line says so (a bonus is still possible against him)."""
    state = _need_deal(state)
    events = state.log.events
    if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start <= len(events):
        raise InvalidInputError("lesson.picchetto.bad_start", value=start, size=len(events))
    who = {state.elder: "elder", state.younger: "younger"}
    out = []
    for line, event in list(zip(state.log.lines(), events))[start:]:
        zero = [who[seat] for seat in (state.elder, state.younger) if event.totals[seat] == 0]
        if len(zero) == 1:
            line += i18n.tr("lesson.picchetto.still_at_zero",
                            who=i18n.tr(f"lesson.picchetto.who.{zero[0]}"))
        out.append(line)
    return out


def count_aloud(state, start: int = 0) -> None:
    """Print the score log of a deal from line ``start`` on (see
    :func:`count_lines`): what the players say aloud as they count."""
    for line in count_lines(state, start):
        print(line)


__all__ = [
    "LESSON_RULES", "SEQUENCE_NAMES", "PREZZO_OF_RANK", "Chart",
    "deal", "numbered_deal", "hand_order", "show_hands", "show_talon", "packets", "say_packets", "plot_advice",
    "figures", "aces", "mano_bianca", "prezzo_sum", "sequence_name", "sequence_points",
    "group_name", "group_points", "punto_lines", "said_at_the_table", "who_wins", "sequences_text", "groups_text",
    "count_declarations", "declare_all",
    "count_lines", "count_aloud",
]


# ==========================================================================
# lessons 11-14 (appended by their helper: reuse the functions above)
# ==========================================================================

from ..errors import IllegalMoveError  # noqa: E402  (lessons 11-14)

# The play and counting aloud (11), Sessanta and Novanta (12-13), a full deal
# and a game to 151 (14): helpers that play a deal, or read it, and print
# what a player would say or write, in the language of the edition.

i18n.register({
    "lesson.picchetto.play.bad_cards": {
        "en": "{value!r} is not a list of cards to play: give cards in the kit's notation, e.g. \"AS\" or \"7C\", \"AC\"",
        "it": "{value!r} non è un elenco di carte da giocare: scrivi le carte nella notazione del kit, per es. \"AS\" o \"7C\", \"AC\"",
    },
    "lesson.picchetto.play.not_elder_lead": {
        "en": "the elder does not lead now: elder_leads(...) plays his leads only while he keeps the lead",
        "it": "ora non esce il giocatore di mano: elder_leads(...) gioca le sue uscite solo finché tiene la mano",
    },
    "lesson.picchetto.play.bad_count": {
        "en": "{value!r} is not a number of deals: write a whole number from 1 to 2000",
        "it": "{value!r} non è un numero di smazzate: scrivi un numero intero da 1 a 2000",
    },
    "lesson.picchetto.play.bad_game": {
        "en": "{value!r} is not a game against the computer: give a PicchettoGame",
        "it": "{value!r} non è una partita contro il computer: dai un PicchettoGame",
    },
    "lesson.picchetto.play.bad_exchange": {
        "en": "{value!r} is not the elder's exchange: write it as \"exchange 7H 9H\", with \"take N\" for a miscount",
        "it": "{value!r} non è lo scarto del giocatore di mano: scrivilo come \"exchange 7H 9H\", con \"take N\" per un errore di conteggio",
    },
    "lesson.picchetto.play.allowed": {"en": "allowed", "it": "permessa"},
    "lesson.picchetto.play.trick": {
        "en": "trick {n:>2}: {led:>3} {answer:>3} -> {winner:7} | {said}",
        "it": "presa {n:>2}: {led:>3} {answer:>3} -> {winner:17} | {said}",
    },
    "lesson.picchetto.play.bonus.none": {"en": "no bonus", "it": "nessun premio"},
    "lesson.picchetto.play.bonus.sessanta": {"en": "Sessanta by the {who}", "it": "Sessanta del {who}"},
    "lesson.picchetto.play.bonus.novanta": {"en": "Novanta by the {who}", "it": "Novanta del {who}"},
    "lesson.picchetto.play.punto.tie": {
        "en": "punto: a tie, nobody scores (elder {e_len} cards worth {e_sum}, younger {y_len} cards worth {y_sum})",
        "it": "punto: pari, nessuno segna (di mano {e_len} carte per {e_sum}, mazziere {y_len} carte per {y_sum})",
    },
    "lesson.picchetto.play.punto.won": {
        "en": "punto to the {who} (elder {e_len} cards worth {e_sum}, younger {y_len} cards worth {y_sum})",
        "it": "punto al {who} (di mano {e_len} carte per {e_sum}, mazziere {y_len} carte per {y_sum})",
    },
    "lesson.picchetto.play.tricks": {"en": "tricks won: elder {e}, younger {y}",
                                     "it": "prese fatte: di mano {e}, mazziere {y}"},
    "lesson.picchetto.play.cappotto": {"en": "cappotto: all twelve tricks to the {who}",
                                       "it": "cappotto: tutte e dodici le prese al {who}"},
    "lesson.picchetto.play.bonus": {"en": "bonus: {bonus}", "it": "premio: {bonus}"},
    "lesson.picchetto.play.score": {"en": "deal score: elder {e}, younger {y}",
                                    "it": "punti della smazzata: di mano {e}, mazziere {y}"},
    "lesson.picchetto.play.count": {"en": "{kind} by the {who}: {n}",
                                    "it": "{kind} del {who}: {n}"},
    "lesson.picchetto.play.exchange": {
        "en": "{who:7} (player {n}): discards {discards} -> draws {drawn}",
        "it": "{who:17} (giocatore {n}): scarta {discards} -> pesca {drawn}",
    },
    "lesson.picchetto.play.declares": {"en": "{who:7} (player {n}): {what}",
                                       "it": "{who:17} (giocatore {n}): {what}"},
    "lesson.picchetto.play.declares.all": {"en": "declares {what}", "it": "dichiara {what}"},
    "lesson.picchetto.play.declares.nothing": {"en": "keeps everything quiet", "it": "non dichiara niente"},
    "lesson.picchetto.play.cat.punto": {"en": "punto", "it": "punto"},
    "lesson.picchetto.play.cat.sequenze": {"en": "sequences", "it": "sequenze"},
    "lesson.picchetto.play.cat.quattordici": {"en": "quattordici/tris", "it": "quattordici/tris"},
    "lesson.picchetto.play.game_row": {
        "en": "deal {n}: dealer player {dealer}, scored {a:3} – {b:3}, game {ta:3} – {tb:3}",
        "it": "smazzata {n}: mazziere giocatore {dealer}, fa {a:3} – {b:3}, partita {ta:3} – {tb:3}",
    },
    "lesson.picchetto.play.game_winner": {"en": "player {n} wins, {a} – {b}",
                                          "it": "vince il giocatore {n}, {a} – {b}"},
    "lesson.picchetto.play.irregular": {"en": "the elder plays {move!r}: he holds {n} cards",
                                        "it": "il giocatore di mano gioca {move!r}: ha {n} carte"},
    "lesson.picchetto.play.categories": {"en": "   punto: {p} | sequences: {s} | quattordici/tris: {q}",
                                         "it": "   punto: {p} | sequenze: {s} | quattordici/tris: {q}"},
    "lesson.picchetto.play.nobody": {"en": "nobody", "it": "nessuno"},
    "lesson.picchetto.play.played": {"en": "   tricks played: {n} | won: elder {e}, younger {y}",
                                     "it": "   prese giocate: {n} | fatte: di mano {e}, mazziere {y}"},
    "lesson.picchetto.play.last": {"en": "   the last-trick point goes to the {who}",
                                   "it": "   il punto dell'ultima presa va al {who}"},
})

#: The lessons' hand-made deals played without the duty to take (text 000's
#: regional variant, text 004's classical rule): ``must_take=False``.
NO_DUTY_TO_TAKE = LESSON_RULES.replace(must_take=False)


def _who(state, seat) -> str:
    return i18n.tr("lesson.picchetto.who." + ("elder" if seat == state.elder else "younger"))


def _state_of(value) -> PicchettoState:
    """The deal behind a lesson's value: a deal, or a widget holding one."""
    return _need_deal(getattr(value, "state", value))


def _card_list(played) -> list:
    if not played or not all(isinstance(c, str) for c in played):
        raise InvalidInputError("lesson.picchetto.play.bad_cards", value=played)
    try:
        return [str(c) for c in to_cards(" ".join(played))]
    except (ValueError, TypeError):
        raise InvalidInputError("lesson.picchetto.play.bad_cards", value=played) from None


def play_cards(state, *played: str) -> None:
    """Play the cards given, in order (the two players' cards in turn), and
    print the lines they add to the score log: ``play_cards(example, "7C", "AC")``.
    A card the rules forbid is refused with the rule, and nothing is played."""
    state = _need_deal(state)
    moves = _card_list(played)
    trial = state.copy()
    for card in moves:
        trial.play(card)
    start = len(state.log)
    for card in moves:
        state.play(card)
    count_aloud(state, start)


def elder_leads(state, *led: str) -> None:
    """The elder leads each card given and the computer answers each lead;
    print the lines they add to the score log: ``elder_leads(example, "AS", "KS")``."""
    from ..picchetto import ComputerPlayer
    state = _need_deal(state)
    moves = _card_list(led)
    bot = ComputerPlayer()
    start = len(state.log)
    for card in moves:
        if state.phase != "play" or state.current_player() != state.elder or state.trick:
            raise IllegalMoveError("lesson.picchetto.play.not_elder_lead")
        state.play(card)
        if state.phase == "play":
            state.play(bot(state))
    count_aloud(state, start)


def finish(deal_or_widget):
    """Let the computer play the rest of the deal for both players; returns
    what it was given.  A widget (a ``TrickCounter``) is played through its
    own moves, so it shows every trick."""
    from ..picchetto import ComputerPlayer
    state = _state_of(deal_or_widget)
    mover = deal_or_widget if deal_or_widget is not state else state
    bot = ComputerPlayer()
    while not state.is_over():
        mover.play(bot(state))
    return deal_or_widget


def why_not(position, card: str) -> str:
    """What the rules say to playing ``card`` now: the engine's refusal in
    one sentence, or "allowed".  Nothing is played."""
    state = _state_of(position)
    (card,) = _card_list((card,))
    try:
        state.copy().play(card)
    except IllegalMoveError as error:
        return str(error)
    return i18n.tr("lesson.picchetto.play.allowed")


def trick_table(deal_or_counter) -> None:
    """Print the tricks of a deal, one line each: the card led, the answer,
    who won it, and every point scored with the words said aloud."""
    from ..widgets import TrickCounter
    counter = deal_or_counter
    if not isinstance(counter, TrickCounter):
        counter = TrickCounter(state=_need_deal(deal_or_counter), show_hand=False, computer=None, player=None)
    state = counter.state
    for n, led, answer, winner, said in counter.trick_rows():
        print(i18n.tr("lesson.picchetto.play.trick", n=n, led=str(led), answer=str(answer or ""),
                      winner=_who(state, winner) if winner is not None else "", said=" | ".join(said)))


def open_deal(number: int) -> PicchettoState:
    """Open Piquet (both hands face up, ``open_hands=True``): deal ``number``
    of the Italian rules, the computer exchanging and declaring for both,
    stopped at the elder's first lead."""
    from ..picchetto import ComputerPlayer
    state = numbered_deal(number, ITALIANO.replace(open_hands=True))
    bot = ComputerPlayer()
    while state.phase != "play":
        state.play(bot(state))
    return state


def bonus(state) -> str:
    """The bonus made in a deal so far, in words: "Sessanta by the elder",
    "Novanta by the younger" or "no bonus" (one bonus a deal)."""
    state = _need_deal(state)
    for event in state.log.events:
        kind = event.key.rsplit(".", 1)[-1]
        if kind in ("sessanta", "novanta"):
            return i18n.tr(f"lesson.picchetto.play.bonus.{kind}", who=_who(state, event.side))
    return i18n.tr("lesson.picchetto.play.bonus.none")


def compare_punti(state) -> str:
    """Both players' punto (cards and *prezzo*) and who scores it; a tie
    scores for nobody."""
    d = _need_deal(state).declarations
    if d is None:
        raise InvalidInputError("lesson.picchetto.no_declarations")
    nums = dict(e_len=len(d.elder_punto[0]), e_sum=d.elder_punto[1],
                y_len=len(d.younger_punto[0]), y_sum=d.younger_punto[1])
    if d.punto[0] is None:
        return i18n.tr("lesson.picchetto.play.punto.tie", **nums)
    return i18n.tr("lesson.picchetto.play.punto.won", who=i18n.tr(f"lesson.picchetto.who.{d.punto[0]}"), **nums)


def said_aloud(state, start: int = 0) -> str:
    """What the players said aloud from score-log line ``start`` on, joined
    with "…" (silent steps left out): ``"Eight cards … Sixty!"``."""
    state = _need_deal(state)
    count_lines(state, start)          # checks start
    return " … ".join(s for s in state.log.said()[start:] if s)


def deal_summary(state) -> None:
    """Print how a finished deal went: the tricks each player won, a
    cappotto, the bonus and the deal's score (elder first)."""
    state = _need_deal(state)
    e, y = state.elder, state.younger
    won = state.tricks_won
    print(i18n.tr("lesson.picchetto.play.tricks", e=won[e], y=won[y]))
    for seat in (e, y):
        if won[seat] == 12:
            print(i18n.tr("lesson.picchetto.play.cappotto", who=_who(state, seat)))
    print(i18n.tr("lesson.picchetto.play.bonus", bonus=bonus(state)))
    print(i18n.tr("lesson.picchetto.play.score", e=state.log.totals[e], y=state.log.totals[y]))


def bonus_count(deals: int = 200) -> dict:
    """Play deals number 0 to ``deals - 1`` of the Italian rules, the
    computer on both sides, and count the bonuses by who made them; print
    one line per kind and player, and return the counts
    ``{("sessanta", "elder"): n, ...}``."""
    from ..picchetto import ComputerPlayer
    if isinstance(deals, bool) or not isinstance(deals, int) or not 1 <= deals <= 2000:
        raise InvalidInputError("lesson.picchetto.play.bad_count", value=deals)
    made = {(kind, who): 0 for kind in ("sessanta", "novanta") for who in ("elder", "younger")}
    bot = ComputerPlayer()
    for number in range(deals):
        state = numbered_deal(number)
        while not state.is_over():
            state.play(bot(state))
        for event in state.log.events:
            kind = event.key.rsplit(".", 1)[-1]
            if kind in ("sessanta", "novanta"):
                made[kind, "elder" if event.side == state.elder else "younger"] += 1
    for (kind, who), n in made.items():
        print(i18n.tr("lesson.picchetto.play.count", kind=kind.capitalize(),
                      who=i18n.tr(f"lesson.picchetto.who.{who}"), n=n))
    return made


def computer_exchanges(state) -> None:
    """The computer makes both exchanges of a deal (elder first); print what
    each player discards and draws."""
    from ..picchetto import ComputerPlayer
    state = _need_deal(state)
    bot = ComputerPlayer()
    while state.phase in ("blanche", "exchange"):
        seat = state.current_player()
        before = set(state.hand(seat))
        move = bot(state)
        state.play(move)
        if str(move).startswith("exchange"):
            drawn = CardList(c for c in state.hand(seat) if c not in before)
            discards = CardList(c for c in before if c not in set(state.hand(seat)))
            print(i18n.tr("lesson.picchetto.play.exchange", who=_who(state, seat), n=seat + 1,
                          discards=str(hand_order(discards)), drawn=str(hand_order(drawn))))


def computer_declares(state) -> None:
    """The computer declares for both players (it may keep a category quiet,
    *andar sott'acqua*); print what each declares, then the score log."""
    from ..picchetto import ComputerPlayer
    state = _need_deal(state)
    bot = ComputerPlayer()
    start = len(state.log)
    while state.phase == "declare":
        seat, move = state.current_player(), bot(state)
        state.play(move)
        words = str(move).split()[1:]
        cats = [w for w in words if w in ("punto", "sequenze", "quattordici")]
        if cats:
            what = i18n.tr("lesson.picchetto.play.declares.all",
                           what=", ".join(i18n.tr(f"lesson.picchetto.play.cat.{c}") for c in cats))
        else:
            what = i18n.tr("lesson.picchetto.play.declares.nothing")
        print(i18n.tr("lesson.picchetto.play.declares", who=_who(state, seat), n=seat + 1, what=what))
    count_aloud(state, start)


def game_table(match) -> None:
    """Print a finished (or stopped) game deal by deal: the dealer, the
    deal's score and the game's running score, then the winner."""
    match = _need_deal(match)
    totals = [0, 0]
    for n, (result, dealer) in enumerate(zip(match.deal_results, match.dealers), 1):
        totals = [totals[0] + result[0], totals[1] + result[1]]
        print(i18n.tr("lesson.picchetto.play.game_row", n=n, dealer=dealer + 1, a=result[0], b=result[1],
                      ta=totals[0], tb=totals[1]))
    if match.winner is not None:
        print(i18n.tr("lesson.picchetto.play.game_winner", n=match.winner + 1,
                      a=match.scores[0], b=match.scores[1]))


def irregular_deal(move: str, number: int = 11) -> PicchettoState:
    """Deal ``number`` with the option ``irregular_exchanges=True``: the
    elder exchanges with ``move`` (``"exchange 7H 9H take 1"`` discards two
    and draws one), the computer plays the rest.  Print who scored each
    category, the tricks, who got the last-trick point and the deal's
    score; return the deal."""
    from ..picchetto import ComputerPlayer
    if not isinstance(move, str) or not move.startswith("exchange "):
        raise InvalidInputError("lesson.picchetto.play.bad_exchange", value=move)
    state = numbered_deal(number, ITALIANO.replace(irregular_exchanges=True))
    if state.phase != "exchange" or state.current_player() != state.elder:
        raise InvalidInputError("lesson.picchetto.play.bad_exchange", value=move)
    state.play(move)
    size = len(state.hand(state.elder))
    finish(state)
    d = state.declarations

    def winner(category):
        side = category[0]
        return i18n.tr(f"lesson.picchetto.who.{side}") if side else i18n.tr("lesson.picchetto.play.nobody")

    e, y = state.elder, state.younger
    print(i18n.tr("lesson.picchetto.play.irregular", move=move, n=size))
    print(i18n.tr("lesson.picchetto.play.categories", p=winner(d.punto), s=winner(d.sequenze),
                  q=winner(d.quattordici)))
    print(i18n.tr("lesson.picchetto.play.played", n=len(state.tricks), e=state.tricks_won[e],
                  y=state.tricks_won[y]))
    for event in state.log.events:
        if event.key.rsplit(".", 1)[-1] in ("last", "last_given"):
            print(i18n.tr("lesson.picchetto.play.last", who=_who(state, event.side)))
    print(i18n.tr("lesson.picchetto.play.score", e=state.log.totals[e], y=state.log.totals[y]))
    return state


__all__ += [
    "NO_DUTY_TO_TAKE", "play_cards", "elder_leads", "finish", "why_not", "trick_table", "open_deal",
    "bonus", "compare_punti", "said_aloud", "deal_summary", "bonus_count", "computer_exchanges",
    "computer_declares", "game_table", "irregular_deal",
]



# ==========================================================================
# lessons 15-16, 22-23 (appended by their helper: reuse the functions above)
# ==========================================================================

import dataclasses as _dataclasses

from ..picchetto import (AU_CENT, PICCHETTO_150, RUBICON, RUBICONE, ComputerPlayer,
                         declarations as _declarations, rubicon as _rubicon)
from ..picchetto.combos import punto as _punto

i18n.register({
    "lesson.picchetto.sets.option": {"en": "option", "it": "opzione"},
    "lesson.picchetto.sets.yes": {"en": "yes", "it": "sì"},
    "lesson.picchetto.sets.no": {"en": "no", "it": "no"},
    "lesson.picchetto.sets.length": {"en": "length", "it": "lunghezza"},
    "lesson.picchetto.sets.value": {"en": "value", "it": "valore"},
    "lesson.picchetto.sets.lead": {"en": "lead", "it": "battuta"},
    "lesson.picchetto.sets.every": {"en": "every", "it": "ogni presa"},
    "lesson.picchetto.sets.share": {"en": "share", "it": "la sua parte"},
    "lesson.picchetto.sets.next": {"en": "next", "it": "la prossima"},
    "lesson.picchetto.sets.target": {"en": "target", "it": "traguardo"},
    "lesson.picchetto.sets.rubicon": {"en": "rubicon", "it": "rubicon"},
    "lesson.picchetto.sets.rubicone": {"en": "rubicone", "it": "rubicone"},
    "lesson.picchetto.sets.short.elder": {"en": "elder", "it": "mano"},
    "lesson.picchetto.sets.short.younger": {"en": "younger", "it": "mazziere"},
    "lesson.picchetto.sets.head": {
        "en": "{rules:14} {punto:>12} {seq:>12} {quat:>13} {total:>9}  bonus",
        "it": "{rules:14} {punto:>12} {seq:>12} {quat:>13} {total:>9}  premio",
    },
    "lesson.picchetto.sets.totals": {"en": "totals", "it": "totali"},
    "lesson.picchetto.sets.rules": {"en": "rules", "it": "regole"},
    "lesson.picchetto.sets.none": {"en": "—", "it": "—"},
    "lesson.picchetto.sets.exchange": {
        "en": "{name:14} the elder changed {n} cards; the younger may now change {fewest} to {most}",
        "it": "{name:14} il giocatore di mano ha cambiato {n} carte; ora il mazziere ne può cambiare da {fewest} a {most}",
    },
    "lesson.picchetto.sets.ending_head": {
        "en": "{scores:>9} {a:>9} {b:>9} {c:>13} {d:>11}",
        "it": "{scores:>9} {a:>9} {b:>9} {c:>13} {d:>11}",
    },
    "lesson.picchetto.sets.scores": {"en": "scores", "it": "punteggi"},
    "lesson.picchetto.sets.plus100": {"en": "RUBICONE+100", "it": "RUBICONE+100"},
    "lesson.picchetto.sets.difference": {"en": "difference", "it": "differenza"},
    "lesson.picchetto.sets.deal_row": {
        "en": "deal {n}: counted {counted} -> scored {scored}",
        "it": "smazzata {n}: contati {counted} -> segnati {scored}",
    },
    "lesson.picchetto.sets.doubled": {"en": "  (doubled)", "it": "  (doppia)"},
    "lesson.picchetto.sets.final": {
        "en": "final scores: {scores} | winner: player {n}",
        "it": "punteggi finali: {scores} | vince il giocatore {n}",
    },
    "lesson.picchetto.sets.deals_played": {
        "en": "deals played: {n}",
        "it": "smazzate giocate: {n}",
    },
    "lesson.picchetto.sets.gain": {
        "en": "the winner gains: {n}",
        "it": "il vincitore guadagna: {n}",
    },
    "lesson.picchetto.sets.gain_extra": {
        "en": "the winner gains: {n} | with the extra 100: {m}",
        "it": "il vincitore guadagna: {n} | con i 100 in più: {m}",
    },
    "lesson.picchetto.sets.sees": {
        "en": "the elder sees the younger's hand: {cards}",
        "it": "il giocatore di mano vede la mano del mazziere: {cards}",
    },
    "lesson.picchetto.bad_rule_sets": {
        "en": "{value!r} is not a table of rule sets: give a dict of names and Picchetto rules, such as RULE_SETS",
        "it": "{value!r} non è una tabella di regole: dai un dict di nomi e regole del Picchetto, come RULE_SETS",
    },
    "lesson.picchetto.bad_count": {
        "en": "{value!r} is not a number of deals: give a whole number from 1 to {most}",
        "it": "{value!r} non è un numero di smazzate: scrivi un numero intero da 1 a {most}",
    },
    "lesson.picchetto.bad_endings": {
        "en": "{value!r} is not a list of partie endings: give pairs (winner, loser) of whole numbers, winner first",
        "it": "{value!r} non è un elenco di finali di partita: dai coppie (vincitore, perdente) di numeri interi, il vincitore prima",
    },
})


def _need_count(n, most: int = 100_000) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= most:
        raise InvalidInputError("lesson.picchetto.bad_count", value=n, most=most)
    return n


def _need_rule_sets(rule_sets) -> dict:
    if (not isinstance(rule_sets, dict) or not rule_sets
            or not all(isinstance(k, str) and isinstance(v, PicchettoRules) for k, v in rule_sets.items())):
        raise InvalidInputError("lesson.picchetto.bad_rule_sets", value=rule_sets)
    return rule_sets


#: The five two-player rule sets of lesson 15, by the names a learner types.
RULE_SETS = {"ITALIANO": ITALIANO, "PICCHETTO_150": PICCHETTO_150, "RUBICON": RUBICON,
             "RUBICONE": RUBICONE, "AU_CENT": AU_CENT}


def _option_text(value) -> str:
    """An option's value as a learner reads it (words in the edition's language)."""
    if value is True:
        return i18n.tr("lesson.picchetto.sets.yes")
    if value is False:
        return i18n.tr("lesson.picchetto.sets.no")
    if value is None or value == ():
        return i18n.tr("lesson.picchetto.sets.none")
    if isinstance(value, tuple):
        return "/".join(map(str, value))
    if isinstance(value, str) and i18n.has(f"lesson.picchetto.sets.{value}"):
        return i18n.tr(f"lesson.picchetto.sets.{value}")
    return str(value)


def differing_options(rule_sets: dict = RULE_SETS) -> list:
    """The names of the options on which the rule sets differ (the name
    itself left out), in the order of :class:`PicchettoRules`."""
    rule_sets = _need_rule_sets(rule_sets)
    return [f.name for f in _dataclasses.fields(PicchettoRules) if f.name != "name"
            and len({repr(getattr(r, f.name)) for r in rule_sets.values()}) > 1]


def compare_rule_sets(rule_sets: dict = RULE_SETS) -> None:
    """Print every option on which the rule sets differ, one row an option,
    one column a rule set (read from the rules objects themselves)."""
    rule_sets = _need_rule_sets(rule_sets)
    options = differing_options(rule_sets)
    widths = [2 + max([len(name)] + [len(_option_text(getattr(rules, o))) for o in options])
              for name, rules in rule_sets.items()]
    print(f"{i18n.tr('lesson.picchetto.sets.option'):24}"
          + "".join(f"{n:>{w}}" for n, w in zip(rule_sets, widths)))
    for option in options:
        print(f"{option:24}" + "".join(f"{_option_text(getattr(r, option)):>{w}}"
                                       for r, w in zip(rule_sets.values(), widths)))


def _winner_text(pair) -> str:
    who, points = pair
    if who is None or not points:
        return i18n.tr("lesson.picchetto.sets.none")
    return f"{points} {i18n.tr('lesson.picchetto.sets.short.' + who)}"


def declarations_under(elder, younger, rule_sets: dict = RULE_SETS) -> None:
    """Print the declarations of the same two hands under each rule set:
    who scores each category and how much, both totals (elder – younger)
    and the bonus made, if any."""
    rule_sets = _need_rule_sets(rule_sets)
    print(i18n.tr("lesson.picchetto.sets.head", rules=i18n.tr("lesson.picchetto.sets.rules"),
                  punto="punto", seq="sequenze", quat="quattordici",
                  total=i18n.tr("lesson.picchetto.sets.totals")))
    for name, rules in rule_sets.items():
        d = _declarations(elder, younger, rules)
        bonus = d.novanta and "Novanta" or i18n.tr("lesson.picchetto.sets.none")
        print(f"{name:14} {_winner_text(d.punto):>12} {_winner_text(d.sequenze):>12} "
              f"{_winner_text(d.quattordici):>13} {d.elder_points:>4} – {d.younger_points:<3}  {bonus}")


def younger_exchange(rules: PicchettoRules, number: int) -> None:
    """Deal number ``number`` under ``rules``: the computer makes the elder's
    exchange, then one line says how many cards he changed and how many
    the younger may change now."""
    rules = _need_rules(rules)
    state = numbered_deal(number, rules)
    bot = ComputerPlayer()
    while not (state.phase == "exchange" and state.current_player() == state.younger):
        state.play(bot(state))
    fewest, most = state.exchange_limits()
    changed = 8 - len(state.talon)
    name = next((n for n, r in RULE_SETS.items() if r == rules), rules.name)
    print(i18n.tr("lesson.picchetto.sets.exchange", name=name + ":", n=changed, fewest=fewest, most=most))


def play_to_the_end(state, exchange: bool = True):
    """Let the computer play both sides of a deal or a partie to its end
    (with ``exchange=False`` nobody exchanges); returns the same state."""
    _need_deal(state)
    bot = ComputerPlayer()
    while not state.is_over():
        state.play(bot(state) if exchange or state.phase != "exchange" else "exchange none")
    return state


def rubicon_table(endings) -> None:
    """Print, for each partie ending ``(winner, loser)``, the winner's gain
    under Rubicon Piquet, the *Rubicone*, the *Rubicone* with the agreed
    extra 100, and the plain difference of the Italian game."""
    if not isinstance(endings, (list, tuple)) or not all(
            isinstance(e, tuple) and len(e) == 2 and all(isinstance(x, int) and not isinstance(x, bool)
                                                          and x >= 0 for x in e) and e[0] >= e[1]
            for e in endings):
        raise InvalidInputError("lesson.picchetto.bad_endings", value=endings)
    extra = RUBICONE.replace(rubicone_extra=True)
    print(i18n.tr("lesson.picchetto.sets.ending_head", scores=i18n.tr("lesson.picchetto.sets.scores"),
                  a="RUBICON", b="RUBICONE", c=i18n.tr("lesson.picchetto.sets.plus100"),
                  d=i18n.tr("lesson.picchetto.sets.difference")))
    for w, lo in endings:
        print(f"{w:>5}–{lo:<3} {_rubicon(w, lo, RUBICON):>9} {_rubicon(w, lo, RUBICONE):>9} "
              f"{_rubicon(w, lo, extra):>13} {_rubicon(w, lo, ITALIANO):>11}")


def play_partie(rules: PicchettoRules, number: int) -> PicchettoState:
    """Play game number ``number`` of ``rules`` with the computer on both
    sides and print it deal by deal (what was counted, what was scored, the
    doubled deals marked), the final scores and, for a partie of a fixed
    number of deals, the winner's gain.  Returns the finished game."""
    rules = _need_rules(rules)
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise InvalidInputError("lesson.picchetto.bad_number", value=number)
    game = play_to_the_end(rules.new_game(number))
    for n, (log, result) in enumerate(zip(game.logs, game.deal_results), 1):
        line = i18n.tr("lesson.picchetto.sets.deal_row", n=n, counted=tuple(log.totals), scored=result)
        if n in rules.doubled_deals:
            line += i18n.tr("lesson.picchetto.sets.doubled")
        print(line)
    print(i18n.tr("lesson.picchetto.sets.final", scores=game.scores, n=game.winner + 1))
    if rules.deals:
        w, lo = max(game.scores), min(game.scores)
        if rules.scoring == "rubicone":
            print(i18n.tr("lesson.picchetto.sets.gain_extra", n=_rubicon(w, lo, rules),
                          m=_rubicon(w, lo, rules.replace(rubicone_extra=True))))
        else:
            print(i18n.tr("lesson.picchetto.sets.gain", n=_rubicon(w, lo, rules)))
    return game


def punto_disagreements(n_deals: int = 1000) -> int:
    """Compare the punto of both dealt hands of deals 0 .. n_deals - 1 by
    length (``ITALIANO``) and by value (``PICCHETTO_150``): in how many deals
    does the winner (or the points) differ?"""
    _need_count(n_deals)
    differ = 0
    for number in range(n_deals):
        state = numbered_deal(number)
        e, y = state.dealt_hand(state.elder), state.dealt_hand(state.younger)
        if _declarations(e, y, ITALIANO).punto != _declarations(e, y, PICCHETTO_150).punto:
            differ += 1
    return differ


def what_the_elder_sees(rules: PicchettoRules, number: int) -> None:
    """Deal number ``number`` under ``rules``: print the
    younger's hand as the elder's view holds it — the cards of an Open
    Piquet deal; under closed rules the view holds none."""
    state = numbered_deal(number, _need_rules(rules))
    seen = hand_order(state.view(state.elder).opponent_hand or ())
    print(i18n.tr("lesson.picchetto.sets.sees", cards=seen))


__all__ += ["RULE_SETS", "differing_options", "compare_rule_sets", "declarations_under",
            "younger_exchange", "play_to_the_end", "rubicon_table", "play_partie",
            "punto_disagreements", "what_the_elder_sees"]


i18n.register({
    "lesson.picchetto.bad_state": {
        "en": "{value!r} is not a game of the kit: give a deal or a partie made with new_game(...)",
        "it": "{value!r} non è una partita del kit: dai una smazzata o una partita fatta con new_game(...)",
    },
    "lesson.picchetto.bad_lines": {
        "en": "{value!r} is not a number of lines: give a whole number from 1 up",
        "it": "{value!r} non è un numero di righe: scrivi un numero intero da 1 in su",
    },
    "lesson.picchetto.bad_progress": {
        "en": "{value!r} is not a progress bar: give tqdm (or None for no bar)",
        "it": "{value!r} non è una barra di avanzamento: dai tqdm (o None per nessuna barra)",
    },
    "lesson.picchetto.numbers.progress": {"en": "deals played", "it": "smazzate giocate"},
})


def last_lines(state, n: int = 2) -> None:
    """Print the last ``n`` lines of the score log of a deal."""
    if not hasattr(state, "log") or not hasattr(state.log, "lines"):
        raise InvalidInputError("lesson.picchetto.bad_state", value=state)
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise InvalidInputError("lesson.picchetto.bad_lines", value=n)
    for line in state.log.lines()[-n:]:
        print(line)


@_dataclasses.dataclass(frozen=True)
class DealStatistics:
    """What :func:`simulate_deals` counted over seeded deals of the Italian
    rules, the computer playing both sides.

    ``dealt_longest`` the punto length (longest suit) of each dealt hand,
    two per deal; ``bonus`` how many deals made each bonus, by
    ``(kind, who)`` (``("novanta", "elder")`` ...); ``white_hands`` deals
    with a *mano bianca* announced; ``elder_declared`` the elder's points
    from punto, sequences and quattordici/tris in each deal, before any
    bonus."""
    n_deals: int
    dealt_longest: tuple
    bonus: dict
    white_hands: int
    elder_declared: tuple


def _progress_bar(progress, numbers):
    """``progress(numbers, desc=...)`` (a ``tqdm``), refused in one sentence
    when ``progress`` cannot be called that way or gives nothing to loop over."""
    import inspect
    try:
        inspect.signature(progress).bind(numbers, desc="")
    except (TypeError, ValueError):
        raise InvalidInputError("lesson.picchetto.bad_progress", value=progress) from None
    bar = progress(numbers, desc=i18n.tr("lesson.picchetto.numbers.progress"))
    if not hasattr(bar, "__iter__"):
        raise InvalidInputError("lesson.picchetto.bad_progress", value=progress)
    return bar


def simulate_deals(n_deals: int = 300, progress=None) -> DealStatistics:
    """Play deals number 0 .. ``n_deals`` - 1 of ``ITALIANO.single_deal()``,
    the kit's :class:`ComputerPlayer` making every choice for both players
    (so the result is the same on every run), and count what
    :class:`DealStatistics` lists.  ``progress`` is a progress bar such as
    ``tqdm`` (the lesson passes ``tqdm.auto.tqdm``), or None."""
    _need_count(n_deals)
    if progress is not None and not callable(progress):
        raise InvalidInputError("lesson.picchetto.bad_progress", value=progress)
    numbers = range(n_deals)
    if progress is not None:
        numbers = _progress_bar(progress, numbers)
    bot = ComputerPlayer()
    longest, declared = [], []
    bonus = {("novanta", "elder"): 0, ("novanta", "younger"): 0,
             ("sessanta", "elder"): 0, ("sessanta", "younger"): 0}
    white = 0
    for number in numbers:
        state = numbered_deal(number)
        for seat in (0, 1):
            longest.append(len(_punto(state.dealt_hand(seat))[0]))
        while not state.is_over():
            state.play(bot(state))
        for event in state.log.events:
            kind = event.key.rsplit(".", 1)[-1]
            if kind in ("novanta", "sessanta"):
                bonus[kind, "elder" if event.side == state.elder else "younger"] += 1
            white += kind == "blanche"
        declared.append(sum(points for side, points, what in state.declarations.events
                            if side == "elder" and what in ("punto", "sequenze", "quattordici")))
    return DealStatistics(n_deals, tuple(longest), bonus, white, tuple(declared))


def role_name(who: str) -> str:
    """``"elder"`` or ``"younger"`` as a learner reads it: "elder" /
    "giocatore di mano", "younger" / "mazziere"."""
    if who not in ("elder", "younger"):
        raise InvalidInputError("lesson.picchetto.bad_role", value=who)
    return i18n.tr(f"lesson.picchetto.who.{who}")


i18n.register({
    "lesson.picchetto.bad_role": {
        "en": "{value!r} is not a role of Picchetto: give \"elder\" or \"younger\"",
        "it": "{value!r} non è un ruolo del Picchetto: scrivi \"elder\" o \"younger\"",
    },
})

__all__ += ["last_lines", "DealStatistics", "simulate_deals", "role_name"]


from ..picchetto import (AuctionComputerPlayer, AuctionState, Contract, TableComputerPlayer, TableState,
                         VoleurComputerPlayer, VoleurState)
from ..svg import hand_svg

i18n.register({
    "lesson.picchetto.move.exchange": {"en": "exchange {cards}", "it": "scarta {cards}"},
    "lesson.picchetto.move.exchange_none": {"en": "exchange none", "it": "non scarta"},
    "lesson.picchetto.move.declare": {"en": "declare {what}", "it": "dichiara {what}"},
    "lesson.picchetto.move.declare_nothing": {"en": "declare nothing", "it": "non dichiara nulla"},
    "lesson.picchetto.move.blanche": {"en": "mano bianca", "it": "mano bianca"},
    "lesson.picchetto.move.no_blanche": {"en": "no mano bianca", "it": "tace la mano bianca"},
    "lesson.picchetto.move.bid": {"en": "bid {contract}", "it": "chiama {contract}"},
    "lesson.picchetto.move.pass": {"en": "pass", "it": "passo"},
    "lesson.picchetto.move.double": {"en": "double", "it": "contro"},
    "lesson.picchetto.move.redouble": {"en": "redouble", "it": "surcontro"},
    "lesson.picchetto.move.trumps": {"en": "trumps {suit}", "it": "briscola {suit}"},
    "lesson.picchetto.move.no_trumps": {"en": "no trumps", "it": "senza briscola"},
    "lesson.picchetto.move.line": {"en": "{player}: {move}", "it": "{player}: {move}"},
    "lesson.picchetto.table.lead": {
        "en": "leads {card}: player {n} has {points} | said: {said}",
        "it": "esce con {card}: il giocatore {n} ha {points} | dice: «{said}»",
    },
    "lesson.picchetto.table.deal_row": {
        "en": "deal {n}: dealer player {dealer}, pair 1 {a:3}  pair 2 {b:3}",
        "it": "smazzata {n}: mazziere il giocatore {dealer}, coppia 1 {a:3}  coppia 2 {b:3}",
    },
    "lesson.picchetto.table.totals": {
        "en": "totals: {scores} | winner: {side}",
        "it": "totali: {scores} | vince: {side}",
    },
    "lesson.picchetto.table.rubiconed": {
        "en": "the losing pair has {n} -> rubiconed: winner + loser + 100 = {margin}",
        "it": "la coppia che perde ha {n} -> «rubiconata»: vincitore + perdente + 100 = {margin}",
    },
    "lesson.picchetto.table.past": {
        "en": "the losing pair has {n} -> past 100: difference + 100 = {margin}",
        "it": "la coppia che perde ha {n} -> oltre 100: differenza + 100 = {margin}",
    },
    "lesson.picchetto.table.scores": {"en": "scores: {scores}", "it": "punteggi: {scores}"},
    "lesson.picchetto.voleur.deal_row": {
        "en": "deal {n}: player {out} sits out, player {dealer} deals, points {points}",
        "it": "smazzata {n}: fuori il giocatore {out}, dà le carte il giocatore {dealer}, punti {points}",
    },
    "lesson.picchetto.voleur.totals": {
        "en": "totals: {scores} | winner: player {n}",
        "it": "totali: {scores} | vince il giocatore {n}",
    },
    "lesson.picchetto.auction.contract": {
        "en": "contract: {contract} | declarer: player {n}",
        "it": "contratto: {contract} | dichiarante: il giocatore {n}",
    },
    "lesson.picchetto.auction.contract_word": {"en": "contract", "it": "contratto"},
    "lesson.picchetto.auction.won_word": {"en": "tricks won", "it": "prese vinte"},
    "lesson.picchetto.auction.made_word": {"en": "made?", "it": "riuscito?"},
    "lesson.picchetto.auction.points_word": {"en": "points", "it": "punti"},
    "lesson.picchetto.auction.to_word": {"en": "to", "it": "a chi"},
    "lesson.picchetto.auction.declarer": {"en": "declarer", "it": "dichiarante"},
    "lesson.picchetto.auction.opponent": {"en": "opponent", "it": "avversario"},
    "lesson.picchetto.auction.made": {"en": "yes", "it": "sì"},
    "lesson.picchetto.auction.failed": {"en": "no", "it": "no"},
    "lesson.picchetto.bad_phases": {
        "en": "{value!r} is not a phase of the game: give some of {phases}",
        "it": "{value!r} non è una fase del gioco: scrivi alcune tra {phases}",
    },
    "lesson.picchetto.bad_leads": {
        "en": "{value!r} is not a list of cards to lead: give cards of the kit, such as \"AS KS\"",
        "it": "{value!r} non è un elenco di carte con cui uscire: dai carte del kit, come \"AS KS\"",
    },
    "lesson.picchetto.bad_contracts": {
        "en": "{value!r} is not a list of contracts: give rows (tricks, minus, multiplier, tricks won)",
        "it": "{value!r} non è un elenco di contratti: dai righe (prese, minus, moltiplicatore, prese vinte)",
    },
    "lesson.picchetto.bad_game": {
        "en": "{value!r} is not a game widget of the kit: give a PicchettoTableGame or a VariantGame",
        "it": "{value!r} non è un widget di gioco del kit: dai un PicchettoTableGame o un VariantGame",
    },
})

_PHASES = ("blanche", "exchange", "declare", "play", "auction", "trumps")


def computer_for(state):
    """The kit's computer player for a game: the table's for three and
    four, Voleur's, the auction's, or the two-player one."""
    if isinstance(state, TableState):
        return TableComputerPlayer()
    if isinstance(state, VoleurState):
        return VoleurComputerPlayer()
    if isinstance(state, AuctionState):
        return AuctionComputerPlayer()
    if isinstance(state, PicchettoState):
        return ComputerPlayer()
    raise InvalidInputError("lesson.picchetto.bad_state", value=state)


def say_move(move) -> str:
    """A move in words: in English the text a learner types (``"exchange
    10S 7H"``, ``"bid 8 plus"``, ``"trumps C"``), in Italian the words of the
    table (``"scarta 10S 7H"``, ``"chiama 8 in più"``, ``"briscola fiori"``)."""
    if isinstance(move, str) and len(move) <= 200:
        text = move
    elif (type(move).__module__ or "").startswith("cardkit."):
        text = str(move)
    else:
        raise InvalidInputError("lesson.picchetto.bad_move", value=move)
    head, _, rest = text.partition(" ")
    if text == "exchange none":
        return i18n.tr("lesson.picchetto.move.exchange_none")
    if head == "exchange":
        return i18n.tr("lesson.picchetto.move.exchange", cards=rest)
    if text == "declare nothing":
        return i18n.tr("lesson.picchetto.move.declare_nothing")
    if head == "declare":
        return i18n.tr("lesson.picchetto.move.declare", what=rest)
    if text in ("mano bianca", "no mano bianca"):
        return i18n.tr("lesson.picchetto.move." + ("no_blanche" if text.startswith("no ") else "blanche"))
    if head == "bid":
        n, _, sign = rest.partition(" ")
        contract = i18n.tr(f"auction.contract.{sign}", n=n)
        return i18n.tr("lesson.picchetto.move.bid", contract=contract)
    if text in ("pass", "double", "redouble", "no trumps"):
        return i18n.tr("lesson.picchetto.move." + text.replace(" ", "_"))
    if head == "trumps":
        return i18n.tr("lesson.picchetto.move.trumps", suit=i18n.tr(f"suit.{rest}"))
    return text


def play_phases(state, *phases: str):
    """The computer plays every seat while the game is in one of ``phases``
    (``"exchange"``, ``"declare"``, ``"auction"``, ``"trumps"``...), and
    each move is printed: ``player 3: exchange 10S 7H``.  Returns the state."""
    bot = computer_for(state)
    if not phases or not all(p in _PHASES for p in phases):
        raise InvalidInputError("lesson.picchetto.bad_phases", value=phases, phases=", ".join(_PHASES))
    while not state.is_over() and state.phase in phases:
        seat, move = state.current_player(), bot(state)
        state.play(move)
        print(i18n.tr("lesson.picchetto.move.line", player=i18n.tr("player.n", n=seat + 1),
                      move=say_move(move)))
    return state


def show_table(state, width: int = 52) -> Picture:
    """Every hand at the table, one under the other in hand order, labelled
    as at the table ("player 1 (elder)"...); a player who sits out, with no
    cards, is left out."""
    if not hasattr(state, "hand") or not hasattr(state, "player_name"):
        raise InvalidInputError("lesson.picchetto.bad_state", value=state)
    _need_width(width)
    seats = range(getattr(state, "players", 2))
    rows = [f"<div>{hand_svg(hand_order(state.hand(p)), width, label=state.player_name(p))}</div>"
            for p in seats if len(state.hand(p))]
    return Picture("".join(rows))


def lead_and_count(state, leads) -> None:
    """The player on lead leads each card of ``leads`` in turn (the others
    answer with their lowest legal card); after each lead one line says his
    points and what he says aloud."""
    if not isinstance(state, TableState):
        raise InvalidInputError("lesson.picchetto.bad_state", value=state)
    try:
        cards = to_cards(leads)
    except (ValueError, TypeError):
        raise InvalidInputError("lesson.picchetto.bad_leads", value=leads) from None
    for k, card in enumerate(cards):
        seat = state.current_player()
        state.play(card)
        print(i18n.tr("lesson.picchetto.table.lead", card=card, n=seat + 1,
                      points=state.deal_scores[seat], said=state.log.said()[-1]))
        while state.trick and k < len(cards) - 1:
            state.play(state.legal_moves()[0])


def play_written_partie(rules: PicchettoRules, number: int) -> TableState:
    """Play partie number ``number`` of a written game for four
    (``A_ECRIRE``) with the computer at every seat; print each deal's
    dealer and points by pair, the totals and how the rubicon settles it."""
    rules = _need_rules(rules)
    if rules.players != 4 or not rules.deals:
        raise InvalidInputError("lesson.picchetto.bad_rules", value=rules)
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise InvalidInputError("lesson.picchetto.bad_number", value=number)
    partie = rules.new_game(number)
    bot = TableComputerPlayer()
    while not partie.is_over():
        partie.play(bot(partie))
    for n, (result, dealer) in enumerate(zip(partie.deal_results, partie.dealers), 1):
        print(i18n.tr("lesson.picchetto.table.deal_row", n=n, dealer=dealer + 1, a=result[0], b=result[1]))
    print(i18n.tr("lesson.picchetto.table.totals", scores=partie.scores,
                  side=partie.side_name(partie.winner)))
    loser = min(partie.scores)
    key = "rubiconed" if loser < 100 else "past"
    print(i18n.tr(f"lesson.picchetto.table.{key}", n=loser, margin=partie.margin()))
    return partie


def computer_plays_for_me(game, moves: int = 3) -> None:
    """Let the computer make the learner's next ``moves`` moves in a game
    widget (when it is the learner's turn), then print the scores."""
    if not hasattr(game, "my_turn") or not hasattr(game, "state"):
        raise InvalidInputError("lesson.picchetto.bad_game", value=game)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= 100:
        raise InvalidInputError("lesson.picchetto.bad_count", value=moves, most=100)
    bot = computer_for(game.state)
    for count in range(moves):
        if game.my_turn:
            game.play(bot(game.state))
    print(i18n.tr("lesson.picchetto.table.scores", scores=game.state.scores))


def play_voleur(partie) -> None:
    """Play a partie of Piquet Voleur with the computer in all three chairs
    and print it deal by deal (who sits out, who deals, the points), then
    the totals and the winner.  The partie itself is played on."""
    if not isinstance(partie, VoleurState):
        raise InvalidInputError("lesson.picchetto.bad_state", value=partie)
    bot = VoleurComputerPlayer()
    while not partie.is_over():
        partie.play(bot(partie))
    for n, (result, dealer) in enumerate(zip(partie.deal_results, partie.dealers), 1):
        print(i18n.tr("lesson.picchetto.voleur.deal_row", n=n, out=partie.sits_out(n) + 1,
                      dealer=dealer + 1, points=result))
    print(i18n.tr("lesson.picchetto.voleur.totals", scores=partie.scores, n=partie.winner + 1))


def say_contract(state) -> None:
    """Print the contract of an auction deal and its declarer."""
    if not isinstance(state, AuctionState) or state.contract is None:
        raise InvalidInputError("lesson.picchetto.bad_state", value=state)
    print(i18n.tr("lesson.picchetto.auction.contract", contract=state.contract.text(),
                  n=state.contract.declarer + 1))


def contract_table(rows) -> None:
    """Print what contracts score: each row is ``(tricks, minus, multiplier,
    tricks won by the declarer)``; the columns say whether it was made, the
    points and who scores them."""
    ok = isinstance(rows, (list, tuple)) and all(
        isinstance(r, tuple) and len(r) == 4 and r[0] in range(7, 13) and isinstance(r[1], bool)
        and r[2] in (1, 2, 4) and isinstance(r[3], int) and not isinstance(r[3], bool) and 0 <= r[3] <= 12
        for r in rows)
    if not ok:
        raise InvalidInputError("lesson.picchetto.bad_contracts", value=rows)
    words = [i18n.tr(f"lesson.picchetto.auction.{w}_word") for w in ("contract", "won", "made", "points", "to")]
    print(f"{words[0]:22} {words[1]:>11} {words[2]:>9} {words[3]:>7}   {words[4]}")
    for tricks, minus, multiplier, won in rows:
        contract = Contract(0, tricks, minus, multiplier, trumps="")
        made, points, extra = contract.result(won)
        to = i18n.tr("lesson.picchetto.auction." + ("declarer" if made else "opponent"))
        answer = i18n.tr("lesson.picchetto.auction." + ("made" if made else "failed"))
        print(f"{contract.text():22} {won:11} {answer:>9} {points:7}   {to}")


__all__ += ["computer_for", "say_move", "play_phases", "show_table", "lead_and_count",
            "play_written_partie", "computer_plays_for_me", "play_voleur", "say_contract",
            "contract_table"]


def number(value, digits: int = 0, width: int = 0) -> str:
    """A number written the way the edition's reader writes it: thousands
    grouped and ``digits`` decimals, "1,792" and "0.000558" in English,
    "1.792" and "0,000558" in Italian; right-aligned in ``width`` characters."""
    if not (type(value) is int and abs(value) < 10**18 or isinstance(value, float)):
        raise InvalidInputError("lesson.picchetto.bad_value", value=value)
    if type(digits) is not int or not 0 <= digits <= 12:
        raise InvalidInputError("lesson.picchetto.bad_value", value=digits)
    if type(width) is not int or not 0 <= width <= 40:
        raise InvalidInputError("lesson.picchetto.bad_value", value=width)
    text = f"{value:,.{digits}f}"
    if i18n.get_language() == "it":
        text = text.replace(",", " ").replace(".", ",").replace(" ", ".")
    return text.rjust(width)


i18n.register({
    "lesson.picchetto.bad_value": {
        "en": "{value!r} is not a number the lesson can write: give a number (and whole numbers for digits and width)",
        "it": "{value!r} non è un numero che la lezione sa scrivere: dai un numero (e numeri interi per cifre e larghezza)",
    },
})

__all__ += ["number"]


i18n.register({
    "lesson.picchetto.table.nobody": {"en": "{what}: nobody scores", "it": "{what}: non segna nessuno"},
    "lesson.picchetto.table.scores_to": {
        "en": "{what}: {points} to {side}; scored by: {who}",
        "it": "{what}: {points} punti per {side}; segnano: {who}",
    },
    "lesson.picchetto.table.novanta": {"en": "Novanta: {side}", "it": "Novanta: {side}"},
    "lesson.picchetto.table.no_novanta": {"en": "Novanta: nobody", "it": "Novanta: nessuno"},
    "lesson.picchetto.table.and": {"en": " and ", "it": " e "},
    "lesson.picchetto.bad_category": {
        "en": "{value!r} is not a category of the declarations: give punto, sequenze or quattordici",
        "it": "{value!r} non è una categoria delle dichiarazioni: scrivi punto, sequenze o quattordici",
    },
})


def who_scores(state, *categories: str) -> None:
    """Print, for each category of a table deal's declarations (``"punto"``,
    ``"sequenze"``, ``"quattordici"``; all three by default), who scores it
    and how much, players numbered from 1; then who made *Novanta*."""
    if not isinstance(state, TableState) or state.declarations is None:
        raise InvalidInputError("lesson.picchetto.bad_state", value=state)
    for what in categories:
        if what not in ("punto", "sequenze", "quattordici"):
            raise InvalidInputError("lesson.picchetto.bad_category", value=what)
    d = state.declarations
    for what in categories or ("punto", "sequenze", "quattordici"):
        side, points, seats = getattr(d, what)
        if side is None or not points:
            print(i18n.tr("lesson.picchetto.table.nobody", what=what))
            continue
        who = i18n.tr("lesson.picchetto.table.and").join(i18n.tr("player.n", n=s + 1) for s in seats)
        print(i18n.tr("lesson.picchetto.table.scores_to", what=what, points=points,
                      side=state.side_name(side), who=who))
    if not categories:
        if d.novanta is None:
            print(i18n.tr("lesson.picchetto.table.no_novanta"))
        else:
            print(i18n.tr("lesson.picchetto.table.novanta", side=state.side_name(d.novanta)))


__all__ += ["who_scores"]
