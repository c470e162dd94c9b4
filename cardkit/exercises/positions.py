"""What an exercise shows: labelled rows of cards, drawn in one picture.

One class for every game's exercises (:mod:`.scopa`, :mod:`.picchetto`,
:mod:`.belote`, :mod:`.picchetto.scoring` and the practice topics subclass
it with their own layout).  A position prints as text (``str``: one line a
row, then the note) and draws itself in Jupyter as one picture
(:class:`cardkit.svg.Drawing`: ``text/html`` holding an image, shown before
the notebook is run or trusted), every card face drawn once.

Layout, set by a subclass:

* ``per_line``: how many rows go side by side on one line of the picture
  (None: all on one line);
* ``mode(cards)``: how a row's cards lie (``"row"``: overlapping, ``"up"``:
  side by side; see :func:`cardkit.svg.table_svg`);
* ``arrange(cards)``: the order a row's cards are drawn and printed in;
* ``show_note``: whether the note is written under the picture too (it is
  always printed with ``str``).
"""

from __future__ import annotations

from html import escape

from ..cards import Card, to_cards
from ..options import need_int
from ..svg import Drawing, tables_svg
from ._need import need


def row_cards(owner: str, cards) -> list:
    """``cards`` if it is a list of cards (what :meth:`Position.arrange` and
    :meth:`Position.mode` take), else refused."""
    return need(owner, "cards", cards, isinstance(cards, list) and all(isinstance(c, Card) for c in cards),
                "card_list")


class Position(Drawing):
    """Labelled rows of cards: ``Position([("table", "7d 3c"), ("hand", "5s")], 80, note)``.

    ``width`` is the width of one card in pixels (the class's
    ``default_width`` if not given)."""

    default_width = 70
    per_line: int | None = None
    show_note = False

    def __init__(self, rows, width=None, note=""):
        owner = type(self).__name__
        need(owner, "rows", rows, isinstance(rows, (list, tuple)) and len(rows) <= 20 and all(
            isinstance(r, (tuple, list)) and len(r) == 2 and isinstance(r[0], str) and len(r[0]) <= 80 for r in rows),
            "rows")
        need(owner, "note", note, isinstance(note, str) and len(note) <= 2000, "note")
        width = need_int(owner, "width", width, lo=10, hi=400, optional=True)
        self.rows = [(label, self.arrange(list(to_cards(cs)))) for label, cs in rows]
        self.width = self.default_width if width is None else width
        self.note = note

    # -- layout hooks -----------------------------------------------------------
    @staticmethod
    def arrange(cards: list) -> list:
        return row_cards("Position.arrange", cards)

    def mode(self, cards: list) -> str:
        row_cards(f"{type(self).__name__}.mode", cards)
        return "row"

    def lines(self) -> list[tuple[str, list]]:
        """The picture's lines, each as ``(heading, piles)`` (heading "" for none)."""
        piles = [(label, cs, self.mode(cs)) for label, cs in self.rows]
        step = self.per_line or max(len(piles), 1)
        return [("", piles[i:i + step]) for i in range(0, len(piles), step)] or [("", [])]

    # -- picture and text ---------------------------------------------------------
    def svg(self) -> str:
        lines = self.lines()
        heads = [h for h, _ in lines]
        return tables_svg([p for _, p in lines], self.width,
                          headings=heads if any(heads) else None)

    def html(self) -> str:
        note = f"<p>{escape(self.note)}</p>" if self.show_note and self.note else ""
        return self.svg() + note

    def __str__(self) -> str:
        lines = [f"{label}: {' '.join(str(c) for c in cs) or '—'}" if label
                 else " ".join(str(c) for c in cs) for label, cs in self.rows]
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Position {str(self)!r}>"
