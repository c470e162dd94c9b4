"""Helpers that let a lesson cell read like the rule it teaches.

A lesson's set-up cell imports what it needs from here (or from the game's
module, :mod:`cardkit.lesson.scopa`, :mod:`cardkit.lesson.picchetto`,
:mod:`cardkit.lesson.belote`) and sets the language of the edition::

    from cardkit.lesson import show, set_language
    from cardkit.lesson.picchetto import deal, count_aloud
    set_language("en")

The helpers are thin: they call the same engine a learner can call, and they
only hide plumbing (building a deck in a given order, numbering players from
1, drawing labelled groups of cards).  Labels a learner reads are in the
language set with :func:`set_language`.

Like the rules core, this package never imports IPython or ipywidgets: it
returns values that draw themselves in Jupyter (:class:`cardkit.svg.Picture`).
"""

from __future__ import annotations

from .. import i18n
from ..cards import CardSet, cards, to_cards
from ..errors import InvalidInputError
from ..options import need_int, need_number
from ..i18n import get_language, set_language
from ..svg import Picture, table_svg

# Labels a lesson passes as keywords (show(table=..., hand=...)) are looked up
# here, so an Italian lesson draws "tavolo" under the same call.
i18n.register({
    "lesson.label.table": {"en": "table", "it": "tavolo"},
    "lesson.label.hand": {"en": "hand", "it": "mano"},
    "lesson.label.taken": {"en": "taken", "it": "prese"},
    "lesson.label.pile": {"en": "pile", "it": "mazzetto"},
    "lesson.label.elder": {"en": "elder", "it": "giocatore di mano"},
    "lesson.label.younger": {"en": "younger (dealer)", "it": "mazziere"},
    "lesson.label.dealer": {"en": "dealer", "it": "mazziere"},
    "lesson.label.talon": {"en": "talon", "it": "tallone"},
    "lesson.label.trick": {"en": "trick", "it": "presa"},
    "lesson.label.player": {"en": "player {n}", "it": "giocatore {n}"},
    "lesson.label.side": {"en": "side {n}", "it": "squadra {n}"},
    "lesson.bad_label": {
        "en": "label needs a word (a text such as 'table' or 'player_2'), not {value!r}",
        "it": "label vuole una parola (un testo come 'table' o 'player_2'), non {value!r}",
    },
})


#: the longest label a lesson draws under its cards
LABEL_MAX = 60


def label(word: str) -> str:
    """The label a learner reads for a keyword: ``label("table")`` is "table"
    in English and "tavolo" in Italian; ``label("player_2")`` is "player 2" /
    "giocatore 2"; a word the kit does not know is shown with its underscores
    as spaces."""
    if not isinstance(word, str) or not 0 < len(word) <= LABEL_MAX:
        raise InvalidInputError("lesson.bad_label", value=word)
    head, _, number = word.rpartition("_")
    if head and number.isdigit() and i18n.has(f"lesson.label.{head}"):
        return i18n.tr(f"lesson.label.{head}", n=number)
    if i18n.has(f"lesson.label.{word}"):
        return i18n.tr(f"lesson.label.{word}")
    return word.replace("_", " ")


def player(n: int) -> str:
    """How a learner reads a player: ``player(0)`` is "player 1" (the engine
    counts seats from 0, people count from 1)."""
    return i18n.tr("lesson.label.player", n=need_int("player", "n", n, lo=0, hi=7) + 1)


def show(width: int = 70, **groups) -> Picture:
    """Draw labelled groups of cards side by side::

        show(table="7d 3c Rb", hand="7c Ad 2s")

    Each keyword is a label (translated when the kit knows it: ``table``,
    ``hand``, ``elder``, ``younger``, ``player_1``...), each value some cards in
    the kit's notation, a list of cards or a :class:`~cardkit.CardSet`.
    ``width`` is the width of one card in pixels.
    """
    need_number("show", "width", width, lo=1, hi=2000)
    return Picture(table_svg([(label(name), _as_cards(cs)) for name, cs in groups.items()],
                             width=width))


def _as_cards(value):
    if isinstance(value, str):
        return cards(value)
    return to_cards(value)


__all__ = ["CardSet", "Picture", "cards", "get_language", "label", "player", "set_language", "show"]


# --------------------------------------------------------------------------
# General helpers added for lesson 01 (cards and decks) and the Scopa lessons
# --------------------------------------------------------------------------

i18n.register({
    "lesson.label.your_hand": {"en": "your hand", "it": "la tua mano"},
    "lesson.decks.head": {"en": "| deck | cards | suits | ranks, lowest first |",
                          "it": "| mazzo | carte | semi | valori, dal più basso |"},
    "lesson.bad_suit": {"en": "a suit is one letter of d c s b (Italian) or S H D C (French), not {value}",
                        "it": "un seme è una lettera tra d c s b (italiani) o S H D C (francesi), non {value}"},
})


class MarkdownText(str):
    """Text a helper gives back as Markdown: a notebook draws it (a table
    becomes a table) without IPython; it is still a ``str``."""

    def __repr__(self) -> str:
        return str(self)

    def _repr_markdown_(self) -> str:
        return str(self)


def suit_name(suit: str) -> str:
    """The name of a suit in the lesson's language: ``suit_name("d")`` is
    "coins" in English and "denari" in Italian."""
    if not isinstance(suit, str) or len(suit) != 1 or suit not in "dcsbSHDC":
        from ..errors import InvalidInputError
        raise InvalidInputError("lesson.bad_suit", value=suit)
    return i18n.tr("suit." + suit)


def decks_table() -> MarkdownText:
    """The kit's three decks side by side: name, number of cards, suits and
    ranks (lowest first), in the lesson's language."""
    from ..cards import BERGAMASCHE, FRENCH, ITALIAN
    rows = [i18n.tr("lesson.decks.head"), "|---|---|---|---|"]
    for deck in (ITALIAN, FRENCH, BERGAMASCHE):
        rows.append(f"| {deck.name} | {len(deck)} | {' '.join(deck.suits)} | {' '.join(deck.ranks)} |")
    return MarkdownText("\n".join(rows))


__all__ += ["MarkdownText", "decks_table", "suit_name"]


# --------------------------------------------------------------------------
# charts (matplotlib is imported only when a chart is drawn)
# --------------------------------------------------------------------------

i18n.register({
    "lesson.share.x": {"en": "number of deals shuffled (log scale)",
                       "it": "numero di smazzate mescolate (scala logaritmica)"},
    "lesson.share.y": {"en": "share of deals (fraction)", "it": "frazione delle smazzate"},
    "lesson.share.so_far": {"en": "share of deals so far", "it": "frazione delle smazzate fin qui"},
    "lesson.share.exact": {"en": "exact chance {exact}", "it": "probabilità esatta {exact}"},
    "lesson.share.bad_shares": {
        "en": "share_chart needs a list of shares between 0 and 1 (one per deal), not {value}",
        "it": "share_chart richiede una lista di frazioni tra 0 e 1 (una per smazzata), non {value}"},
    "lesson.share.bad_title": {"en": "a chart's title is a text of at most 120 characters, not {value}",
                               "it": "il titolo di un grafico è un testo di al massimo 120 caratteri, non {value}"},
})


class Chart:
    """A matplotlib figure that a notebook draws as a picture (PNG), with a
    short text form (its title): ``chart.figure`` is the figure itself."""

    def __init__(self, figure, title: str):
        self.figure = figure
        self.title = title

    def _repr_png_(self) -> bytes:
        import io
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=72)
        return buffer.getvalue()

    def __repr__(self) -> str:
        return f"<{self.title}>"


def share_chart(shares, exact, title: str) -> Chart:
    """How a share settles on its exact chance: ``shares[k]`` is the share of
    the first ``k + 1`` deals in which something happened (a line, over a
    logarithmic count of deals), ``exact`` the exact chance (a dashed line;
    a :class:`~fractions.Fraction` is named as it is written).  Returns a
    :class:`Chart`, labelled in the lesson's language."""
    from numbers import Real

    from ..options import quote
    if not isinstance(shares, (list, tuple)) or not shares or len(shares) > 10**6 or not all(
            isinstance(x, Real) and not isinstance(x, bool) and 0 <= x <= 1 for x in shares):
        raise InvalidInputError("lesson.share.bad_shares", value=quote(shares))
    if not isinstance(exact, Real) or isinstance(exact, bool) or not 0 <= exact <= 1:
        raise InvalidInputError("lesson.share.bad_shares", value=quote(exact))
    if not isinstance(title, str) or not title.strip() or len(title) > 120:
        raise InvalidInputError("lesson.share.bad_title", value=quote(title))
    import matplotlib.pyplot as plt  # only when a chart is asked for

    figure, ax = plt.subplots(figsize=(7, 3.5))
    ax.plot(range(1, len(shares) + 1), [float(x) for x in shares])
    ax.axhline(float(exact), color="tab:red", linestyle="--")
    ax.set_xscale("log")
    ax.set_ylim(0, max(0.3, 1.2 * max(max(float(x) for x in shares), float(exact))))
    ax.set_title(title)
    ax.set_xlabel(i18n.tr("lesson.share.x"))
    ax.set_ylabel(i18n.tr("lesson.share.y"))
    ax.legend([i18n.tr("lesson.share.so_far"), i18n.tr("lesson.share.exact", exact=exact)])
    figure.tight_layout()
    plt.close(figure)  # drawn once, by the cell that returns it
    return Chart(figure, title)


__all__ += ["Chart", "share_chart"]
