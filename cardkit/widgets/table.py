"""The card table every game widget is laid out on: :class:`CardTable`.

A game shown as one long column (opponents, table, dialogue, trick list,
hand, score sheet, log...) makes the learner scroll on every trick.  The
card table puts what is needed for the next move on one screen and folds
the rest away::

    +--------------------------------------+-------------------+
    | opponents: names, card backs, counts | title and score   |
    |--------------------------------------| status (to do)    |
    | middle: the table (Scopa) or the     | message (refusal) |
    | current trick (Picchetto, Belote)    | side extras       |
    |--------------------------------------| log, newest line  |
    | hand: the learner's cards            | at the bottom,    |
    | actions: buttons as wide as the text | older lines above |
    +--------------------------------------+-------------------+
    | ▸ folded sections (declarations, score sheet, coach ...) |
    +----------------------------------------------------------+

The board (opponents, middle, hand, actions) and the side panel sit side
by side while there is room; in a narrow notebook the side panel wraps
under the board.  A tall side panel never pushes the hand down.  In the
board a hand of twelve cards stays on one row: the cards overlap a little
(each card's corner index stays in sight, its middle clickable).  At
1366×768 in JupyterLab with the file browser open, the status, the middle
and the whole hand are on screen together
(``tests/browser/test_table_layout.py`` checks it for every game).

It is a plain ipywidgets ``VBox`` with named slots; a game builds its own
parts and puts them in the slots, then shows or hides them
(``layout.display``) as the phases go.  Nothing here knows a game's rules.

API
---
``CardTable(opponents=1, *, message=None, log=None, side_width="19em")``
    ``opponents``: how many opponent seats the top row has (1 for Picchetto
    and two-player Scopa, 3 for Belote and four-player Scopa; a three- or
    four-player Picchetto variant passes 2 or 3).  ``message``: the game's
    message line (``GameBox._message_html``), shown under the status.
    ``log``: the ``Output`` the chronicle goes to (``attach_log``); it is
    styled by :func:`newest_visible` and shown at the foot of the side panel.
:attr:`title`, :attr:`status`, :attr:`log_title`
    ``HTML`` widgets of the side panel (title and score; what to do now;
    the log's caption).  :meth:`set_status` writes the status in the kit's
    style.
:attr:`seats`, :meth:`seat`
    One ``HTML`` per opponent; ``seat(i, label, cards, face_down=True)``
    draws a name over a small fan of card backs (or faces, for open
    hands), ``seat(i, "")`` empties it.
:meth:`set_middle`, :meth:`set_hand`, :meth:`set_actions`, :meth:`set_side`
    Put widgets in the middle, the hand area, the action row (buttons
    keep the width of their text) and the side panel (between the message
    and the log).  The game keeps its widgets and hides those of other
    phases with ``layout.display = "none"``.
:meth:`add_fold`, :attr:`folds`
    ``add_fold(key, *widgets, title="", opened=False)`` adds a :class:`Fold`
    under the actions: a button with the title that opens and closes it.
    ``folds[key].opened``, ``.title`` and ``.available`` (hide the whole fold
    when there is nothing in it yet) are set by the game.

CSS classes (for tests and styling): ``ck-card-table`` (the whole),
``ck-table-board``, ``ck-table-opponents``, ``ck-table-seat-<i>``,
``ck-table-middle``, ``ck-table-hand``, ``ck-table-actions``,
``ck-table-side``, ``ck-table-title``, ``ck-table-status``, ``ck-table-log``,
``ck-fold`` and ``ck-fold-<key>`` (a fold), ``ck-fold-toggle``.

A new game widget (say a three- or four-player Picchetto) builds on it in
its ``_build``::

    log = self.attach_log(ipywidgets.Output())
    self.table = CardTable(2, message=self._message_html, log=log)
    self.table.set_middle(self.trick_view)
    self.table.set_hand(self.hand)
    self.table.add_fold("coach", self._build_coach())
    self.table.set_actions(self.hint_button, self.next_button)
    self.children = (self.table,)

and in its ``_redraw`` calls ``self.table.seat(i, label, cards)`` for each
opponent, ``self.table.set_status(self.status())``, writes
``self.table.title.value`` and sets the folds' titles and ``available``.

The arrangement (columns, widths, wrapping, the log's scroll box laid out
bottom-up) is set through ``Layout``.  The rest is CSS in ``hand.css``,
which every game loads with its :class:`~cardkit.widgets.HandWidget`: the
overlap of the hand's cards, buttons as wide as their text, normal line
spacing, and the rule that lets the log's content keep its height (without
it the log would not scroll, so its newest line could be cut off).  A game
without a ``HandWidget`` must load that sheet some other way.
"""

from __future__ import annotations

import ipywidgets

from .. import i18n
from ..svg import hand_svg
from ..errors import InvalidInputError
from .base import close_widgets, kept_parts
from ._checks import as_text, need_card_width, need_int, need_output, need_text, need_widgets
from .markup import esc

i18n.register({
    # titles of the folded sections the games share
    "widget.table.fold_key": {
        "en": "{owner}: a fold's key must be up to 40 letters, digits, '-' or '_', not {value}",
        "it": "{owner}: la chiave di una sezione deve avere fino a 40 lettere, cifre, '-' o '_', "
              "non {value}",
    },
    "widget.table.fold.coach": {"en": "Coach: computer level, review, the hint explained",
                                "it": "Allenatore: livello del computer, revisione, il suggerimento spiegato"},
    "widget.table.fold.declarations": {"en": "Declarations, as said", "it": "Dichiarazioni, come dette"},
    "widget.table.fold.tricks": {"en": "Tricks played", "it": "Prese giocate"},
    "widget.table.fold.score": {"en": "Score sheet", "it": "Foglio dei punti"},
    "widget.table.fold.honours": {"en": "Honours", "it": "Accuse"},
    "widget.table.fold.deals": {"en": "Deals so far", "it": "Smazzate giocate"},
})

#: width of the side panel
SIDE_WIDTH = "19em"
#: height of the log in the side panel
LOG_HEIGHT = "12em"


def newest_visible(output: ipywidgets.Output, height: str = LOG_HEIGHT) -> ipywidgets.Output:
    """Style a log ``Output`` so that its newest line is the one in sight:
    a scroll box laid out bottom-up (``flex-direction: column-reverse``),
    which a browser opens at its end and keeps there as lines are added,
    the older lines a scroll up.  Returns ``output``."""
    if not isinstance(output, ipywidgets.Output):
        need_output("newest_visible", output if output is not None else 0)
    height = need_text("newest_visible", "height", height)
    lay = output.layout
    lay.max_height = height
    lay.overflow = "auto"
    lay.display = "flex"
    lay.flex_flow = "column-reverse"
    lay.border = "1px solid #ccc"
    lay.padding = "2px 6px"
    output.add_class("ck-table-log")
    return output


def _fold_key(owner: str, key) -> str:
    """A fold's key: letters, digits, '-' or '_' (it names CSS classes), or ''."""
    if not isinstance(key, str) or len(key) > 40 or not all(c.isascii() and (c.isalnum() or c in "-_")
                                                          for c in key):
        raise InvalidInputError("widget.table.fold_key", owner=owner, value=key)
    return key


def _box(cls, children=(), css="", **layout):
    box = cls(list(children), layout=ipywidgets.Layout(**layout))
    if css:
        box.add_class(css)
    return box


class Fold(ipywidgets.VBox):
    """A section folded away until asked for: a toggle button with the
    section's title (▸ closed, ▾ open) over the section's widgets.

    :attr:`opened` (bool) opens or closes it, as the button does;
    :attr:`title` is the button's text; :attr:`available` shows or hides
    the whole fold; :attr:`body` is the ``VBox`` of its widgets.  In a
    stored snapshot a closed fold is its title line only.
    """

    def close(self) -> None:
        """Close the fold with its button, its body and everything inside."""
        close_widgets(self.children)
        close_widgets((self.layout, *kept_parts(self)))
        super().close()

    def __init__(self, *widgets, title: str = "", opened: bool = False, key: str = ""):
        key = _fold_key("Fold", key)
        widgets = need_widgets("Fold", "widgets", widgets)
        self.key = key
        self._title = as_text("Fold", "title", title)
        self.toggle = ipywidgets.ToggleButton(value=bool(opened), layout=ipywidgets.Layout(width="auto"))
        self.toggle.add_class("ck-fold-toggle")
        if key:
            self.toggle.add_class("ck-fold-toggle-" + key)
        self.body = _box(ipywidgets.VBox, widgets, "ck-fold-body", padding="0 0 0 12px")
        super().__init__([self.toggle, self.body], layout=ipywidgets.Layout(align_items="flex-start"))
        self.add_class("ck-fold")
        if key:
            self.add_class("ck-fold-" + key)
        self.toggle.observe(lambda _c: self._draw(), names="value")
        self._draw()

    @property
    def opened(self) -> bool:
        return bool(self.toggle.value)

    @opened.setter
    def opened(self, value: bool) -> None:
        self.toggle.value = bool(value)

    @property
    def title(self) -> str:
        return self._title

    @title.setter
    def title(self, text: str) -> None:
        self._title = as_text("Fold", "title", text)
        self._draw()

    @property
    def available(self) -> bool:
        return self.layout.display != "none"

    @available.setter
    def available(self, value: bool) -> None:
        self.layout.display = "" if value else "none"

    def _draw(self) -> None:
        self.toggle.description = ("▾ " if self.opened else "▸ ") + self._title
        self.body.layout.display = "" if self.opened else "none"

    def _snapshot_part(self) -> str:
        from .markup import snapshot_controls, static_html

        head = f'<div style="color:#1d4f91;font-weight:600">{esc(self.toggle.description)}</div>'
        if not self.opened:
            return head
        inner = static_html(self.body, controls=snapshot_controls, hbox_align="center")
        return f'<div style="display:flex;flex-direction:column;gap:2px">{head}{inner}</div>'


class CardTable(ipywidgets.VBox):
    """The card table of a game widget (see the module for the layout and
    the API): opponents at the top, the middle, the hand at the bottom, a
    side panel with title, status, message and log, folded sections."""

    def __init__(self, opponents: int = 1, *, message: ipywidgets.Widget | None = None,
                 log: ipywidgets.Output | None = None, side_width: str = SIDE_WIDTH):
        opponents = need_int("CardTable", "opponents", opponents, lo=0, hi=3)
        if message is not None:
            need_widgets("CardTable", "message", (message,))
        need_output("CardTable", log)
        side_width = need_text("CardTable", "side_width", side_width)
        self.title = ipywidgets.HTML()
        self.title.add_class("ck-table-title")
        self.status = ipywidgets.HTML()
        self.status.add_class("ck-table-status")
        self.log_title = ipywidgets.HTML()
        self.seats = [ipywidgets.HTML() for _ in range(opponents)]
        for i, s in enumerate(self.seats):
            s.add_class("ck-table-seat")
            s.add_class(f"ck-table-seat-{i}")
        self.opponents_row = _box(ipywidgets.HBox, self.seats, "ck-table-opponents",
                                  flex_flow="row wrap", justify_content="space-around",
                                  align_items="flex-start")
        self.middle = _box(ipywidgets.VBox, (), "ck-table-middle", align_items="flex-start")
        self.hand_area = _box(ipywidgets.VBox, (), "ck-table-hand", align_items="stretch")
        self.actions = _box(ipywidgets.HBox, (), "ck-table-actions", flex_flow="row wrap",
                            align_items="center")
        self.board = _box(ipywidgets.VBox, (self.opponents_row, self.middle, self.hand_area, self.actions),
                          "ck-table-board", flex="1 1 30em", min_width="0")
        self._side_extra = _box(ipywidgets.VBox, (), "ck-table-side-extra")
        side = [self.title, self.status]
        if message is not None:
            side.append(message)
        side.append(self._side_extra)
        if log is not None:
            newest_visible(log)
            side += [self.log_title, log]
        self.side = _box(ipywidgets.VBox, side, "ck-table-side", flex="0 1 " + side_width,
                         min_width="0", padding="0 0 0 10px")
        self.top = _box(ipywidgets.HBox, (self.board, self.side), "ck-table-top",
                        flex_flow="row wrap", align_items="flex-start")
        self.folds: dict[str, Fold] = {}
        self._folds_box = _box(ipywidgets.VBox, (), "ck-table-folds", align_items="flex-start")
        super().__init__([self.top, self._folds_box])
        self.add_class("ck-card-table")

    def close(self) -> None:
        """Close the table with every part it has, shown or not (the log's
        title when there is no log, the folds)."""
        close_widgets((*self.children, self.layout, *kept_parts(self)))
        super().close()

    # -- slots ----------------------------------------------------------------
    def set_middle(self, *widgets) -> None:
        self.middle.children = need_widgets("CardTable", "widgets", widgets)

    def set_hand(self, *widgets) -> None:
        self.hand_area.children = need_widgets("CardTable", "widgets", widgets)

    def set_actions(self, *widgets) -> None:
        self.actions.children = need_widgets("CardTable", "widgets", widgets)

    def set_side(self, *widgets) -> None:
        self._side_extra.children = need_widgets("CardTable", "widgets", widgets)

    def add_fold(self, key: str, *widgets, title: str = "", opened: bool = False) -> Fold:
        key = _fold_key("CardTable", key)
        fold = Fold(*widgets, title=title, opened=opened, key=key)
        self.folds[key] = fold
        self._folds_box.children = tuple(self.folds.values())
        return fold

    # -- the stored picture --------------------------------------------------------
    #: how many of the log's newest lines a stored snapshot shows
    SNAPSHOT_LOG_LINES = 8

    def _snapshot_part(self) -> str:
        """The table in a stored snapshot (see
        :class:`~cardkit.widgets.base.WidgetReprMixin`): the board and the
        side panel side by side, top-aligned, the log as its newest lines
        (a picture cannot scroll), then the folds."""
        from .markup import snapshot_controls, static_html

        def part(w):
            return static_html(w, controls=snapshot_controls, hbox_align="center")

        side = []
        for w in self.side.children:
            if isinstance(w, ipywidgets.Output):
                text = "".join(o.get("text", "") for o in w.outputs)
                lines = [x for x in text.splitlines() if x][-self.SNAPSHOT_LOG_LINES:]
                if lines:
                    side.append('<pre style="white-space:pre-wrap;border:1px solid #ccc;font-size:0.8em;'
                                f'margin:2px 0;padding:2px 6px">{esc(chr(10).join(lines))}</pre>')
            else:
                side.append(part(w))
        return ('<div style="display:flex;flex-direction:column;gap:4px">'
                '<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:12px">'
                f'<div style="flex:1 1 26em;min-width:0">{part(self.board)}</div>'
                '<div style="flex:0 1 19em;min-width:0;border-left:1px solid #ddd;padding-left:10px;'
                f'line-height:1.35">{"".join(side)}</div></div>{part(self._folds_box)}</div>')

    # -- drawing helpers -----------------------------------------------------------
    def set_status(self, text: str, color: str = "#1d4f91") -> None:
        """The status line: what the learner is to do now (bold), or nothing."""
        text = as_text("CardTable", "text", text, optional=True)
        color = need_text("CardTable", "color", color)
        self.status.value = (f"<div style='font-weight:bold;color:{color};line-height:1.35'>{esc(text)}</div>"
                             if text else "")

    def seat(self, i: int, label: str, cards=(), *, face_down: bool = True, card_width: int = 30,
             extra: str = "") -> None:
        """Draw opponent seat ``i``: ``label`` (a name, the number of cards)
        over the cards (backs unless ``face_down=False``), then ``extra``
        HTML; an empty label empties the seat."""
        i = need_int("CardTable", "seat", i, lo=0, hi=len(self.seats) - 1)
        label = as_text("CardTable", "label", label, optional=True)
        extra = need_text("CardTable", "extra", extra)
        card_width = need_card_width("CardTable", card_width)
        if not label:
            self.seats[i].value = ""
            return
        cards = list(cards)
        pic = hand_svg(cards, card_width, face_down=face_down, overlap=True) if cards else ""
        self.seats[i].value = (f"<div style='display:flex;flex-direction:column;align-items:center;"
                               f"line-height:1.3'><div style='font-size:0.9em'>{esc(label)}</div>"
                               f"<div>{pic}</div>{extra}</div>")
