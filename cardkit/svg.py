"""Card pictures as SVG strings (no Jupyter imports, no randomness).

Every picture is built from SVG primitives drawn here (original art): the
French suits are drawn as paths, not font glyphs, and the Italian suits as
coins, cups, swords and batons.  Letters use a generic font stack.

All drawing happens in *card units*: a card is 100 units wide and 150 high.
The public functions scale that with the ``width`` argument (pixels per
card width), so ``card_svg(c, 70)`` is 70 px wide and 105 px high.

Public API
----------
``card_svg(card, width=70, *, selected, highlighted, disabled, face_down)``
    one card, one ``<svg>`` with ``data-card="7d"`` and a ``<title>``.
``back_svg(width=70, deck="french")``
    a card back (``deck`` is ``"french"`` or ``"italian"``).
``hand_svg(cards, width=70, *, fan, selected, highlighted, disabled, label)``
    a row of overlapping cards, or a fan; selected cards are lifted.
``table_svg(piles, width=70)``
    labelled piles side by side, see :func:`table_svg` for the pile forms.
``deck_svg(deck, width=50)``
    a whole deck, one row per suit.

The output is deterministic: no gradients, no timestamps; every number
goes through :func:`_f` (at most two decimals).  Each card inside a
multi-card picture is a ``<g class="ck-card" data-card="...">`` with its own
``<title>``, so tests and widgets can find it.

Compact drawings: every part drawn more than once (a suit pip, an Italian
suit symbol, a corner index, the frame, a court figure's half, a whole card
face, a back) is drawn once in the picture's ``<defs>`` and placed with
``<use href="#id">``, so a picture holds one drawing per card face however
often it shows it.  Ids start with ``ck`` and name their drawing
(``ckpS`` the spade pip, ``ckf7d`` the face of the 7 of coins): an id
always stands for the same drawing, so several pictures inlined in one
HTML page may share ids harmlessly.  Each picture defines every id it uses.

For notebooks: :func:`svg_img` turns a picture into an ``<img>`` with a
``data:`` URI and :func:`html_images` does so for every picture inside
some HTML; :class:`Drawing` is the base of every object that draws cards in
Jupyter (``text/html`` holding such images, which JupyterLab shows even in
a notebook it does not trust, and GitHub and nbconvert show too).
"""

from __future__ import annotations

import html as _html
import math
import re
from functools import lru_cache
from urllib.parse import quote
from xml.sax.saxutils import escape, quoteattr

from . import i18n
from .cards import Card, Deck, to_cards, to_mask
from .errors import InvalidInputError
from .options import need_int, need_number

__all__ = ["card_svg", "back_svg", "hand_svg", "table_svg", "tables_svg", "deck_svg",
           "svg_img", "html_images", "Drawing", "Picture", "FONT"]

i18n.register({
    "svg.back": {"en": "face-down card", "it": "carta coperta"},
    "svg.back_deck": {"en": "back of a {deck} card", "it": "dorso di una carta {deck}"},
    "svg.deck_french": {"en": "French", "it": "francese"},
    "svg.deck_italian": {"en": "Italian", "it": "italiana"},
    "svg.pile_count": {"en": "{label}: {n} face-down cards", "it": "{label}: {n} carte coperte"},
    "svg.count": {"en": "{n} face-down cards", "it": "{n} carte coperte"},
    "svg.empty": {"en": "no cards", "it": "nessuna carta"},
    "svg.hand": {"en": "cards: {names}", "it": "carte: {names}"},
    "svg.table": {"en": "table: {piles}", "it": "tavolo: {piles}"},
    "svg.deck": {"en": "the {deck} deck", "it": "il mazzo {deck}"},
    "svg.picture_text": {"en": "A Picture takes the text of an SVG drawing, not {text}.",
                         "it": "Picture vuole il testo di un disegno SVG, non {text}."},
    "svg.drawing_abstract": {"en": "A plain Drawing has no picture: a subclass defines svg() or html().",
                             "it": "Un Drawing semplice non ha immagine: una sottoclasse definisce svg() o html()."},
    "svg.pile_deck": {"en": "deck must be None, 'italian' or 'french', not {value!r}",
                      "it": "deck deve essere None, 'italian' o 'french', non {value!r}"},
    "svg.piles": {"en": "{fn}: piles must be a dict or list of piles, not {value!r}",
                  "it": "{fn}: piles deve essere un dict o una lista di pile, non {value!r}"},
    "svg.pile": {"en": "A pile is (label, cards) or (label, cards_or_count, mode), not {value!r}",
                 "it": "Una pila è (etichetta, carte) o (etichetta, carte_o_numero, modo), non {value!r}"},
    "svg.pile_mode": {"en": "A pile's mode must be 'up', 'row', 'back' or 'stack', not {value!r}",
                      "it": "Il modo di una pila deve essere 'up', 'row', 'back' o 'stack', non {value!r}"},
    "svg.pile_count_up": {"en": "A pile given by a count must be shown face down: (label, n, 'back')",
                          "it": "Una pila data da un numero va mostrata coperta: (etichetta, n, 'back')"},
    "svg.headings": {"en": "tables_svg: give one heading (a text) per line, not {value!r}",
                     "it": "tables_svg: dai un titolo (un testo) per riga, non {value!r}"},
    "svg.lines": {"en": "tables_svg: lines must be a list of tables, not {value!r}",
                  "it": "tables_svg: lines deve essere una lista di tavoli, non {value!r}"},
    "svg.text": {"en": "{fn} needs the text of an SVG drawing, not {value!r}",
                 "it": "{fn} vuole il testo di un disegno SVG, non {value!r}"},
    "svg.picture_several": {"en": "This picture holds several drawings: use html().",
                            "it": "Questa immagine contiene più disegni: usa html()."},
})

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
SERIF = "DejaVu Serif, Georgia, Times New Roman, serif"

CW, CH = 100, 150          # card size in card units
#: the widest card a picture may draw, in pixels
WIDTH_MAX = 2000
#: the most face-down cards a pile given by a count may show
PILE_MAX = 200


def _width(fn: str, width) -> float:
    """The width of one card in pixels, checked: a number from 1 to :data:`WIDTH_MAX`."""
    return need_number(fn, "width", width, lo=1, hi=WIDTH_MAX)


def _label(fn: str, label) -> str:
    """A pile's label or a heading: a text (None for none)."""
    if label is None:
        return ""
    if not isinstance(label, str):
        raise InvalidInputError("svg.headings" if fn == "tables_svg" else "svg.pile", value=label)
    return label
LIFT = 16                  # how far a selected card rises in a hand
ROW_STEP = 64              # horizontal step between overlapping cards
GAP = 8                    # gap between spaced cards

SVG_NS = 'xmlns="http://www.w3.org/2000/svg"'
# inherited by everything in a picture: the usual look of its letters, and
# round joins for outlines (written once here instead of on every element)
_ROOT_STYLE = (f'font-family="{FONT}" font-weight="bold" text-anchor="middle" '
               'stroke-linejoin="round"')


# --------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------

def _f(x: float) -> str:
    """A number with at most two decimals, no trailing zeros, never ``-0``."""
    s = f"{round(float(x), 2):.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _tf(x: float, y: float, s: float = 1.0, rot: float = 0.0) -> str:
    parts = [f"translate({_f(x)} {_f(y)})"]
    if rot:
        parts.append(f"rotate({_f(rot)})")
    if s != 1:
        parts.append(f"scale({_f(s)})")
    return " ".join(parts)


def _text(x, y, s, size, fill, *, weight="bold", family=FONT, anchor="middle",
          extra="") -> str:
    # the picture's <svg> sets the usual font, weight and anchor (_ROOT_STYLE)
    fam = "" if family == FONT else f' font-family="{family}"'
    wt = "" if weight == "bold" else f' font-weight="{weight}"'
    anc = "" if anchor == "middle" else f' text-anchor="{anchor}"'
    return (f'<text x="{_f(x)}" y="{_f(y)}"{fam} font-size="{_f(size)}"{wt} fill="{fill}"{anc}{extra}>'
            f'{escape(s)}</text>')


def _circle(cx, cy, r, fill, stroke="none", sw=0.0, extra="") -> str:
    st = f' stroke="{stroke}" stroke-width="{_f(sw)}"' if stroke != "none" else ""
    return f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="{fill}"{st}{extra}/>'


def _rect(x, y, w, h, fill, stroke="none", sw=0.0, rx=0.0, extra="") -> str:
    st = f' stroke="{stroke}" stroke-width="{_f(sw)}"' if stroke != "none" else ""
    r = f' rx="{_f(rx)}"' if rx else ""
    return (f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}"{r} '
            f'fill="{fill}"{st}{extra}/>')


_D_SPACE = re.compile(r" ?([A-Za-z]) ?| (?=-)")


def _d(d: str) -> str:
    """Path data without the spaces it does not need ("M0 -0.5 C0.1 ..."
    -> "M0-0.5C0.1...")."""
    return _D_SPACE.sub(r"\1", d)


def _path(d, fill, stroke="none", sw=0.0, extra="") -> str:
    """A path; ``fill=None`` writes no fill (it is inherited)."""
    d = _d(d)
    # round line joins are set once, on the picture's <svg> (_ROOT_STYLE)
    st = f' stroke="{stroke}" stroke-width="{_f(sw)}"' if stroke != "none" else ""
    fl = "" if fill is None else f' fill="{fill}"'
    return f'<path d="{d}"{fl}{st}{extra}/>'


def _g(content: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{extra}>{content}</g>"


# Shared drawings: id -> its definition (an element carrying that id).  The
# entries depend only on the id, so the table is filled once per process.
_DEFS: dict[str, str] = {}
_HREF = re.compile(r'href="#(ck[A-Za-z0-9]+)"')


def _define(ident: str, make) -> str:
    """Register drawing ``ident`` (``make(ident)`` returns the element that
    carries ``id="ident"``) and return ``ident``."""
    if ident not in _DEFS:
        _DEFS[ident] = make(ident)
    return ident


def _group_def(ident: str, content_fn) -> str:
    return _define(ident, lambda i: f'<g id="{i}">{content_fn()}</g>')


def _use(ident: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f'<use href="#{ident}"{t}{extra}/>'


def _defs_for(body: str) -> str:
    """The ``<defs>`` holding every drawing ``body`` uses (and the drawings
    those use), in a fixed order; "" when it uses none."""
    need, todo = set(), _HREF.findall(body)
    while todo:
        ident = todo.pop()
        if ident not in need and ident in _DEFS:  # (a label's text may look like a reference)
            need.add(ident)
            todo.extend(_HREF.findall(_DEFS[ident]))
    return f"<defs>{''.join(_DEFS[i] for i in sorted(need))}</defs>" if need else ""


# --------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------

RED = "#c8102e"
BLACK = "#14141a"
INK = "#2b2b33"
GOLD = "#f2c14e"
GOLD_DARK = "#a8741a"
CREAM = "#fffdf7"
SKIN = "#f6d2a8"
SKIN_LINE = "#9a5b2e"

FRENCH_COLOR = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
# robes of the court figures: red suits in red, black suits in navy blue
FRENCH_ROBE = {"S": "#22407a", "H": "#c8102e", "D": "#c8102e", "C": "#22407a"}
FRENCH_ROBE2 = {"S": "#c8102e", "H": "#22407a", "D": "#2f7d3a", "C": "#2f7d3a"}

# Italian suit colours: index ink, light panel tint, main, accent
IT_INK = {"d": "#a35400", "c": "#b3161b", "s": "#1d4f91", "b": "#2e7031"}
IT_TINT = {"d": "#fff3cf", "c": "#fde3e1", "s": "#e3ecf8", "b": "#e3f1dd"}
IT_MAIN = {"d": "#e8a317", "c": "#c62828", "s": "#1d4f91", "b": "#3f8f2f"}


# --------------------------------------------------------------------------
# French suit shapes: unit paths centred on (0, 0), about 1 unit tall
# --------------------------------------------------------------------------

_HEART = ("M0 0.46 C-0.08 0.36 -0.5 0.08 -0.5 -0.17 C-0.5 -0.37 -0.36 -0.48 -0.23 -0.48 "
          "C-0.11 -0.48 -0.03 -0.4 0 -0.3 C0.03 -0.4 0.11 -0.48 0.23 -0.48 "
          "C0.36 -0.48 0.5 -0.37 0.5 -0.17 C0.5 0.08 0.08 0.36 0 0.46 Z")
_SPADE = ("M0 -0.5 C0.1 -0.36 0.5 -0.13 0.5 0.1 C0.5 0.27 0.37 0.35 0.24 0.35 "
          "C0.14 0.35 0.07 0.3 0.03 0.23 C0.05 0.36 0.11 0.44 0.2 0.5 L-0.2 0.5 "
          "C-0.11 0.44 -0.05 0.36 -0.03 0.23 C-0.07 0.3 -0.14 0.35 -0.24 0.35 "
          "C-0.37 0.35 -0.5 0.27 -0.5 0.1 C-0.5 -0.13 -0.1 -0.36 0 -0.5 Z")
_DIAMOND = ("M0 -0.5 Q0.17 -0.2 0.39 0 Q0.17 0.2 0 0.5 Q-0.17 0.2 -0.39 0 "
            "Q-0.17 -0.2 0 -0.5 Z")


def _circ_d(cx, cy, r) -> str:
    # clockwise, like the other parts of the club, so that they merge
    return (f"M{_f(cx - r)} {_f(cy)} a{_f(r)} {_f(r)} 0 1 1 {_f(2 * r)} 0 "
            f"a{_f(r)} {_f(r)} 0 1 1 {_f(-2 * r)} 0 Z")


_CLUB = (_circ_d(0, -0.25, 0.215) + " " + _circ_d(-0.255, 0.09, 0.215) + " "
         + _circ_d(0.255, 0.09, 0.215) + " M-0.12 -0.05 L0.12 -0.05 L0.1 0.2 L-0.1 0.2 Z "
         "M0 0.02 C0.02 0.28 0.1 0.42 0.2 0.5 L-0.2 0.5 C-0.1 0.42 -0.02 0.28 0 0.02 Z")

FRENCH_PATHS = {"S": _SPADE, "H": _HEART, "D": _DIAMOND, "C": _CLUB}


def _pip_def(suit: str) -> str:
    return _define("ckp" + suit, lambda i: f'<path id="{i}" d="{_d(FRENCH_PATHS[suit])}"/>')


def _name_part(x: float) -> str:
    """A number as it may stand in an id: ``20.5`` -> ``20p5``, ``-14`` -> ``m14``."""
    return _f(x).replace("-", "m").replace(".", "p")


def _placed(base: str, x: float, y: float, scale: float, rot: float = 0.0, fill: str = "",
            tag: str = "") -> str:
    """Drawing ``base`` turned by ``rot`` degrees and scaled by ``scale``
    about its centre (0, 0), placed at (x, y).  The turned and scaled drawing
    is itself a shared one (named after ``base``, the numbers and ``tag``),
    so every further copy is a short ``<use x y>``."""
    tf = " ".join(([f"rotate({_f(rot)})"] if rot else []) + ([f"scale({_f(scale)})"] if scale != 1 else []))
    name = f"{base}s{_name_part(scale)}" + (f"t{_name_part(rot)}" if rot else "") + tag
    fl = f' fill="{fill}"' if fill else ""
    ident = _define(name, lambda i: f'<use id="{i}" href="#{base}"'
                                    + (f' transform="{tf}"' if tf else "") + f"{fl}/>")
    return f'<use href="#{ident}" x="{_f(x)}" y="{_f(y)}"/>'


def _pip(suit: str, x: float, y: float, size: float, flip: bool = False,
         fill: str | None = None) -> str:
    """A French suit pip of height ``size`` centred at (x, y), in its suit's
    colour (or ``fill``: then only ``#ffffff``, the back's white pips)."""
    if fill not in (None, "#ffffff"):
        raise ValueError("a pip is drawn in its suit's colour or in white")
    return _placed(_pip_def(suit), x, y, size, 180 if flip else 0,
                   fill or FRENCH_COLOR[suit], "w" if fill else "")


# --------------------------------------------------------------------------
# Italian suit symbols, drawn in a 40-unit box centred on (0, 0)
# --------------------------------------------------------------------------

def _coin40(detail: bool = True) -> str:
    out = [_circle(0, 0, 19, "#f0b429", "#6b3410", 1.8),
           _circle(0, 0, 14.5, "none", "#b3161b", 2.6)]
    if detail:
        out.append(_circle(0, 0, 10.2, "#ffd866", "#8a4b12", 1))
        pts = []
        for i in range(16):
            a = math.pi * i / 8 - math.pi / 2
            r = 8.6 if i % 2 == 0 else 3.6
            pts.append(f"{_f(r * math.cos(a))} {_f(r * math.sin(a))}")
        out.append(_path("M" + " L".join(pts) + " Z", "#b3161b"))
        out.append(_circle(0, 0, 2.4, "#ffd866", "#8a4b12", 0.6))
    else:
        out.append(_circle(0, 0, 8, "#b3161b"))
        out.append(_circle(0, 0, 3.4, "#ffd866"))
    return "".join(out)


def _cup40(detail: bool = True) -> str:
    out = [
        # foot
        _path("M-11 19 C-10 14 -4 12.5 0 12.5 C4 12.5 10 14 11 19 Z", GOLD, "#6b3410", 1.4),
        # stem and knot
        _rect(-2.2, 2, 4.4, 11.5, GOLD, "#6b3410", 1.2),
        _path("M-5 7.5 C-5 5.4 5 5.4 5 7.5 C5 9.6 -5 9.6 -5 7.5 Z", "#b3161b", "#6b3410", 1.1),
        # bowl
        _path("M-14 -15.5 L14 -15.5 C14 -4 8 3 0 3.5 C-8 3 -14 -4 -14 -15.5 Z",
              "#c62828", "#5a1010", 1.6),
    ]
    if detail:
        out.append(_path("M-13.2 -9 L13.2 -9 C12.8 -7 12.3 -5.6 11.6 -4.4 L-11.6 -4.4 "
                         "C-12.3 -5.6 -12.8 -7 -13.2 -9 Z", GOLD))
        out.append(_circle(0, -6.7, 1.5, "#1d4f91"))
    # rim
    out.append(_path("M-15 -16.5 C-15 -20.5 15 -20.5 15 -16.5 C15 -13.5 -15 -13.5 -15 -16.5 Z",
                     GOLD, "#6b3410", 1.4))
    return "".join(out)


def _sword40(detail: bool = True) -> str:
    out = [
        # blade, point up
        _path("M0 -20.5 L3.6 -13 L3.4 8 L-3.4 8 L-3.6 -13 Z", "#dfe6ef", "#22344f", 1.3),
    ]
    if detail:
        out.append(_path("M0 -14 L0 6.5", "none", "#8a9bb3", 1.1))
    out += [
        # cross-guard with curled ends
        _path("M-10.5 7.2 C-10.5 9.8 -7 11 0 11 C7 11 10.5 9.8 10.5 7.2 "
              "C8 8.6 4 8.4 0 8.4 C-4 8.4 -8 8.6 -10.5 7.2 Z", "#1d4f91", "#0f2a52", 1.1),
        # grip
        _rect(-2, 10.6, 4, 6.6, "#c8932e", "#5c3a10", 0.9),
        # pommel
        _circle(0, 18.6, 2.6, "#1d4f91", "#0f2a52", 0.9),
    ]
    return "".join(out)


def _baton40(detail: bool = True) -> str:
    # a knotty club, thick at the cut top and thin at the grip
    out = [
        # side branches, cut off, with a leaf each
        _path("M-4.5 -5 L-10.5 -10.5 L-9 -12 L-3.5 -8.5 Z", "#8b5a2b", "#4a2c10", 0.9),
        _path("M4 3 L10 -2.5 L11.2 -0.8 L3.6 6.4 Z", "#8b5a2b", "#4a2c10", 0.9),
        _path("M-10 -11.5 C-14 -12 -15.5 -15.5 -15 -18 C-12 -17 -10 -15 -10 -11.5 Z",
              "#4f9a35", "#22511a", 0.7),
        _path("M10.6 -1.8 C14.5 -2 16 -5.5 15.5 -8 C12.5 -7 10.5 -5 10.6 -1.8 Z",
              "#4f9a35", "#22511a", 0.7),
        # the club
        _path("M-6.6 -16.5 C-6.8 -10 -5.6 -6 -4.6 -1 C-4 3 -3.6 10 -3.4 17 "
              "C-3.3 19.8 3.3 19.8 3.4 17 C3.6 10 4 3 4.6 -1 C5.6 -6 6.8 -10 6.6 -16.5 Z",
              "#4f9a35", "#22511a", 1.4),
    ]
    if detail:
        out.append(_path("M-3.6 -13 C-3.4 -8 -2.4 -4 -1.8 1", "none", "#8fcf63", 1.3))
        out.append(_path("M1.6 -9.5 C2.8 -8.8 3.4 -7.6 3.4 -6.4", "none", "#22511a", 0.9))
        out.append(_path("M-1.8 5.5 C-0.8 6 0 7 0 8.2", "none", "#22511a", 0.9))
    # the cut end showing the wood, and a red binding at the grip
    out.append(_path("M-6.6 -16.5 C-6.6 -19.6 6.6 -19.6 6.6 -16.5 C6.6 -13.6 -6.6 -13.6 -6.6 -16.5 Z",
                     "#e0b274", "#5c3a10", 1.1))
    if detail:
        out.append(_path("M-3 -16.5 C-3 -17.9 3 -17.9 3 -16.5 C3 -15.2 -3 -15.2 -3 -16.5 Z",
                         "none", "#a0703a", 0.7))
    out.append(_rect(-3.8, 10.5, 7.6, 3, "#b3161b", "#5a1010", 0.7))
    return "".join(out)


_IT_SYMBOL = {"d": _coin40, "c": _cup40, "s": _sword40, "b": _baton40}


def _it_symbol(suit: str, x: float, y: float, size: float, rot: float = 0.0,
               detail: bool | None = None) -> str:
    """An Italian suit symbol ``size`` units tall centred at (x, y)."""
    if detail is None:
        detail = size >= 18
    ident = _group_def(f"cki{suit}{int(detail)}", lambda: _IT_SYMBOL[suit](detail))
    return _placed(ident, x, y, size / 40, rot)


# --------------------------------------------------------------------------
# Card frame and corner indices
# --------------------------------------------------------------------------

def _frame(fill: str = CREAM) -> str:
    if fill != CREAM:
        return _rect(1, 1, CW - 2, CH - 2, fill, "#8a8a94", 1.6, rx=7)
    return _use(_define("ckfr", lambda i: _rect(1, 1, CW - 2, CH - 2, fill, "#8a8a94", 1.6, rx=7,
                                                 extra=f' id="{i}"')))


_TURN = f"rotate(180 {_f(CW / 2)} {_f(CH / 2)})"


def _twice(ident: str, draw_one) -> str:
    """Draw something as it is and the same turned round the card's centre
    (a corner index, the half of a court card), drawn once as ``ident``."""
    _group_def(ident, draw_one)
    return _use(ident) + _use(ident, _TURN)


def _corners(card: Card, draw_one) -> str:
    """Draw a corner index top-left and the same turned round bottom-right."""
    return _twice(f"ckx{card}", draw_one)


def _french_index(card: Card) -> str:
    col = FRENCH_COLOR[card.suit]
    rank = card.rank

    def one():
        if rank == "10":
            t = _text(11, 22, "10", 19, col, extra=' letter-spacing="-1.5"')
        else:
            t = _text(11, 22, rank, 21, col)
        return t + _pip(card.suit, 11, 34, 13)
    return _corners(card, one)


def _italian_index(card: Card) -> str:
    ink = IT_INK[card.suit]

    def one():
        size = 17 if card.suit in "dc" else 19
        return _text(11, 22, card.rank, 21, ink) + _it_symbol(card.suit, 11, 36.5, size)
    return _corners(card, one)


# --------------------------------------------------------------------------
# French faces
# --------------------------------------------------------------------------

_XL, _XC, _XR = 31, 50, 69
_ROWS4 = (31, 60.33, 89.67, 119)
_ROWS3 = (31, 75, 119)

_FRENCH_LAYOUT = {
    "7": [(_XL, _ROWS3[0]), (_XR, _ROWS3[0]), (_XC, 53), (_XL, 75), (_XR, 75),
          (_XL, _ROWS3[2]), (_XR, _ROWS3[2])],
    "8": [(_XL, _ROWS3[0]), (_XR, _ROWS3[0]), (_XC, 53), (_XL, 75), (_XR, 75),
          (_XC, 97), (_XL, _ROWS3[2]), (_XR, _ROWS3[2])],
    "9": [(x, y) for y in _ROWS4 for x in (_XL, _XR)] + [(_XC, 75)],
    "10": [(x, y) for y in _ROWS4 for x in (_XL, _XR)] + [(_XC, 45.67), (_XC, 104.33)],
}


def _french_pips(card: Card) -> str:
    out = []
    size = 22 if card.rank in ("7", "8") else 20.5
    for x, y in _FRENCH_LAYOUT[card.rank]:
        out.append(_pip(card.suit, x, y, size, flip=y > 75.5))
    return "".join(out)


def _french_ace(card: Card) -> str:
    s = card.suit
    out = [_pip(s, 50, 75, 56)]
    # a thin ornamental ring around the big pip
    out.append(_circle(50, 75, 35, "none", FRENCH_COLOR[s], 0.8,
                       extra=' stroke-dasharray="2 2.5" opacity="0.55"'))
    return "".join(out)


def _crown(cx: float, base: float, w: float, h: float, points: int = 3,
           fill: str = GOLD, gem: str = RED) -> str:
    """A crown: band from ``base`` up to ``base - h`` with pointed tips."""
    x0 = cx - w / 2
    d = [f"M{_f(x0)} {_f(base)}", f"L{_f(x0)} {_f(base - h)}"]
    n = points
    for i in range(n):
        xa = x0 + w * (i + 0.5) / n
        xb = x0 + w * (i + 1) / n
        d.append(f"L{_f(xa - w / (4 * n))} {_f(base - h * 0.45)}")
        d.append(f"L{_f(xa)} {_f(base - h * 1.05)}")
        d.append(f"L{_f(xa + w / (4 * n))} {_f(base - h * 0.45)}")
        d.append(f"L{_f(xb)} {_f(base - h)}")
    d.append(f"L{_f(x0 + w)} {_f(base)} Z")
    out = [_path(" ".join(d), fill, GOLD_DARK, 0.9)]
    for i in range(n):
        xa = x0 + w * (i + 0.5) / n
        out.append(_circle(xa, base - h * 1.05, 1.1, gem))
    out.append(_rect(x0, base - h * 0.3, w, h * 0.3, fill, GOLD_DARK, 0.7))
    out.append(_circle(cx, base - h * 0.15, 0.9, gem))
    return "".join(out)


def _french_bust(card: Card) -> str:
    """The top half of a double-ended French court card (panel y 16..75):
    the figure of its rank, drawn once for the four suits (robe colours
    passed in), then what belongs to the suit."""
    r = card.rank
    s = card.suit
    figure = _group_def("ckg" + r, lambda: _bust_figure(r))
    out = [_use(figure, extra=f' color="{FRENCH_ROBE[s]}" fill="{FRENCH_ROBE2[s]}"')]
    if r == "K":
        out.append(_pip(s, 65.8, 27, 8.5))  # on the sceptre
    elif r == "Q":
        # a flower held up
        for a in range(5):
            ang = a * 2 * math.pi / 5
            out.append(_circle(30 + 2.6 * math.cos(ang), 33 + 2.6 * math.sin(ang), 2.1,
                               FRENCH_ROBE2[s] if s in "HD" else RED))
        out.append(_circle(30, 33, 1.4, GOLD))
    # suit pip in the panel corner
    if r != "K":
        out.append(_pip(s, 71.5, 23.5, 8))
    return "".join(out)


def _bust_figure(r: str) -> str:
    """The figure of a French court card of rank ``r``, its robe in
    ``currentColor`` and its second colour inherited (``fill`` of the use)."""
    robe, robe2 = "currentColor", None
    out = []
    # shoulders and robe
    out.append(_path("M24 75 L27 62 C29 56 36 53 42 52 L58 52 C64 53 71 56 73 62 L76 75 Z",
                     robe, "#111", 1))
    out.append(_path("M42 52 L50 66 L58 52 Z", robe2, "#111", 0.8))
    out.append(_path("M27 62 C33 60 38 63 40 75 L35 75 C34 68 31 65 26.5 64.5 Z", GOLD,
                     "#111", 0.6))
    out.append(_path("M73 62 C67 60 62 63 60 75 L65 75 C66 68 69 65 73.5 64.5 Z", GOLD,
                     "#111", 0.6))
    if r == "Q":
        # long hair behind the face
        out.append(_path("M40 36 C38 46 37 54 41 58 L59 58 C63 54 62 46 60 36 Z",
                         "#8a4b12", "#3d1f05", 0.8))
    # neck and face
    out.append(_rect(46.5, 46, 7, 7, SKIN, SKIN_LINE, 0.6))
    out.append(_path("M41.5 38 C41.5 31 58.5 31 58.5 38 C58.5 46 54 50 50 50 "
                     "C46 50 41.5 46 41.5 38 Z", SKIN, SKIN_LINE, 0.9))
    out.append(_circle(46.6, 39, 0.95, "#222"))
    out.append(_circle(53.4, 39, 0.95, "#222"))
    out.append(_path("M47.6 45 C49 46 51 46 52.4 45", "none", "#a33", 0.8))
    if r == "K":
        out.append(_path("M42 41 C42 50 46 55 50 55.5 C54 55 58 50 58 41 "
                         "C56 45 53 46.5 50 46.5 C47 46.5 44 45 42 41 Z", "#e8e0d0", "#555", 0.7))
        out.append(_path("M46.5 44.3 C48.5 43.3 51.5 43.3 53.5 44.3", "none", "#555", 0.9))
        out.append(_crown(50, 33.5, 20, 11, 3))
        # sceptre
        out.append(_path("M70 73 L66 30", "none", GOLD_DARK, 2.2))
    elif r == "Q":
        out.append(_path("M42 35 C44 30 56 30 58 35 C55 33 45 33 42 35 Z", "#8a4b12"))
        out.append(_crown(50, 33, 15, 7, 3, gem="#1d4f91"))
        # the stem of a flower held up
        out.append(_path("M33 73 L30 36", "none", "#2f7d3a", 1.6))
    else:  # J
        out.append(_path("M40 36 C40 27 60 27 60 36 L61 37.5 L39 37.5 Z", robe2, "#111", 0.8))
        out.append(_path("M58 31 C65 24 70 22 74 23 C69 26 65 29 60 33 Z", GOLD,
                         GOLD_DARK, 0.7))
        out.append(_path("M43.5 37.5 C42.5 42 42.5 44 42 46 L41 40 Z", "#8a4b12"))
        out.append(_path("M56.5 37.5 C57.5 42 57.5 44 58 46 L59 40 Z", "#8a4b12"))
        # halberd
        out.append(_path("M30 74 L30 30", "none", "#6b3410", 1.8))
        out.append(_path("M30 24 L33 31 L30 33 L27 31 Z", "#b8c2cf", "#333", 0.6))
    return "".join(out)


def _court_panel() -> str:
    return _rect(20, 13, 60, 124, "#fbf3df", "currentColor", 1.4, rx=3)


def _court_lines() -> str:
    # the line between the two halves, an inner frame line over the figures
    # and the medallion for the big letter, in the suit's colour
    return (_path("M20 75 L80 75", "none", "currentColor", 0.8)
            + _rect(22.5, 15.5, 55, 119, "none", "currentColor", 0.5, rx=2)
            + _circle(50, 75, 13.5, "#fffdf7", "currentColor", 1.6))


def _french_court(card: Card) -> str:
    s = card.suit
    col = FRENCH_COLOR[s]
    colour = f' color="{col}"'
    out = [_use(_group_def("ckcp", _court_panel), extra=colour)]
    out.append(_twice(f"ckb{card}", lambda: _french_bust(card)))
    out.append(_use(_group_def("ckcl", _court_lines), extra=colour))
    # big letter on the medallion in the middle
    out.append(_text(50, 83.2, card.rank, 23, col, family=SERIF))
    return "".join(out)


def _french_face(card: Card) -> str:
    out = [_frame()]
    if card.rank in ("J", "Q", "K"):
        out.append(_french_court(card))
    elif card.rank == "A":
        out.append(_french_ace(card))
    else:
        out.append(_french_pips(card))
    out.append(_french_index(card))
    return "".join(out)


# --------------------------------------------------------------------------
# Italian faces
# --------------------------------------------------------------------------

_IT_LAYOUT = {
    2: [(50, 44), (50, 106)],
    3: [(50, 34), (50, 75), (50, 116)],
    4: [(33, 44), (67, 44), (33, 106), (67, 106)],
    5: [(33, 40), (67, 40), (50, 75), (33, 110), (67, 110)],
    6: [(33, 34), (67, 34), (33, 75), (67, 75), (33, 116), (67, 116)],
    7: [(33, 34), (67, 34), (26, 75), (50, 75), (74, 75), (33, 116), (67, 116)],
}
# symbol height by count, per suit
_IT_SIZE = {
    "d": {2: 34, 3: 31, 4: 32, 5: 29, 6: 28, 7: 24},
    "c": {2: 36, 3: 33, 4: 34, 5: 31, 6: 32, 7: 28},
    "s": {2: 44, 3: 36, 4: 44, 5: 36, 6: 36, 7: 34},
    "b": {2: 44, 3: 36, 4: 44, 5: 36, 6: 36, 7: 34},
}


def _italian_pips(card: Card) -> str:
    n = card.rank_index + 1
    s = card.suit
    size = _IT_SIZE[s][n]
    out = []
    for i, (x, y) in enumerate(_IT_LAYOUT[n]):
        rot = 0.0
        if s in "sb" and n in (2, 4):
            rot = -14 if (i % 2 == 0) else 14
        out.append(_it_symbol(s, x, y, size, rot))
    return "".join(out)


def _italian_ace(card: Card) -> str:
    s = card.suit
    out = [_path("M50 20 C78 20 84 50 84 75 C84 100 78 130 50 130 "
                 "C22 130 16 100 16 75 C16 50 22 20 50 20 Z", IT_TINT[s], IT_MAIN[s], 1.2)]
    # little leaves around the oval: dots, each a zero-length stroke with
    # round caps, all in one path
    dots = []
    for i in range(12):
        a = 2 * math.pi * i / 12
        dots.append(f"M{_f(50 + 34 * math.cos(a))} {_f(75 + 55 * math.sin(a))}h0")
    out.append(f'<path d="{"".join(dots)}" stroke="{IT_MAIN[s]}" stroke-width="3.2" '
               'stroke-linecap="round"/>')
    size = {"d": 56, "c": 70, "s": 96, "b": 96}[s]
    out.append(_it_symbol(s, 50, 75, size))
    return "".join(out)


# where each figure holds its suit's symbol: (x, y, height)
_FIGURE_SYMBOL = {"F": (68, 72, 21), "C": (32, 30, 20), "R": (50, 88, 26)}


def _figure_body(r: str) -> str:
    """Standing figure (fante), horse (cavallo) or crowned king (re) in the
    panel x 14..86, y 14..116, drawn once for the four suits: the suit's main
    colour is ``currentColor``, its ink the inherited ``fill`` (both given by
    the ``<use>``); the symbol it holds is drawn over it (_FIGURE_SYMBOL)."""
    main, ink = "currentColor", None
    out = []
    if r == "F":
        # legs, tunic, arms, head with a feathered cap; holds the symbol
        out.append(_rect(42, 86, 6, 24, "#7a4a1e", "#3a2208", 0.8))
        out.append(_rect(52, 86, 6, 24, "#7a4a1e", "#3a2208", 0.8))
        out.append(_path("M39 110 L48 110 L48 114 L37 114 Z", "#3a2208"))
        out.append(_path("M52 110 L61 110 L63 114 L52 114 Z", "#3a2208"))
        out.append(_path("M40 50 C44 46 56 46 60 50 L65 92 L35 92 Z", main, "#222", 1))
        out.append(_rect(38.5, 70, 23, 3.4, GOLD, "#6b3410", 0.6))
        out.append(_path("M41 52 L31 72 L34 74 L44 58 Z", main, "#222", 0.9))
        out.append(_path("M59 52 L67 64 L64 66 L56 58 Z", main, "#222", 0.9))
        out.append(_circle(32.5, 74, 2.4, SKIN, SKIN_LINE, 0.6))
        out.append(_rect(47, 42, 6, 6, SKIN, SKIN_LINE, 0.6))
        out.append(_circle(50, 37, 7.5, SKIN, SKIN_LINE, 0.9))
        out.append(_circle(47.3, 37, 0.9, "#222"))
        out.append(_circle(52.7, 37, 0.9, "#222"))
        out.append(_path("M41.5 33 C42 25 58 25 58.5 33 Z", ink, "#222", 0.8))
        out.append(_path("M57 29 C63 22 68 21 71 22 C67 25 63 28 58.5 32 Z", GOLD, GOLD_DARK, 0.6))
    elif r == "C":
        # a horse head and neck, with a bridle in the suit colour
        horse = ("M36 116 C36 100 39 88 45 78 L33 72 C27 70 25 63 30 60 L44 50 "
                 "C49 44 53 38 57 34 L58 25 L63 33 C72 37 77 50 77 64 "
                 "C77 86 73 100 72 116 Z")
        out.append(_path(horse, "#8b5a2b", "#3d230a", 1.2))
        out.append(_path("M59 33 C68 38 74 48 75 62 C76 76 74 94 72 116 L67 116 "
                         "C69 96 70 80 68 64 C67 52 63 42 57 36 Z", "#3d230a"))
        out.append(_path("M33 72 C31 70 30 66 31.5 63", "none", "#3d230a", 0.8))
        out.append(_circle(31.8, 64.8, 1.2, "#3d230a"))
        out.append(_circle(52, 47, 2.1, "#111"))
        out.append(_circle(52.5, 46.4, 0.6, "#fff"))
        out.append(_path("M30 61 L44 50 L58 58 L45 78", "none", main, 2.2))
        out.append(_circle(44, 50, 1.6, GOLD, GOLD_DARK, 0.5))
        out.append(_path("M40 95 C48 92 60 92 70 96", "none", main, 3))
    else:  # R
        # seated king: robe, ermine collar, crown, beard, holds the symbol
        out.append(_path("M30 114 L36 66 C38 58 44 55 50 55 C56 55 62 58 64 66 L70 114 Z",
                         main, "#222", 1))
        out.append(_path("M47 56 L53 56 L55 114 L45 114 Z", GOLD, GOLD_DARK, 0.6))
        out.append(_path("M37 60 C42 65 58 65 63 60 C61 57 56 55 50 55 C44 55 39 57 37 60 Z",
                         "#ffffff", "#777", 0.7))
        for x in (42, 47, 53, 58):
            out.append(_circle(x, 60.5, 0.8, "#111"))
        out.append(_circle(50, 42, 8.5, SKIN, SKIN_LINE, 0.9))
        out.append(_path("M41.5 43 C41.5 52 46 56.5 50 57 C54 56.5 58.5 52 58.5 43 "
                         "C56 47 53 48.5 50 48.5 C47 48.5 44 47 41.5 43 Z",
                         "#efe6d2", "#666", 0.7))
        out.append(_circle(47, 41.5, 0.95, "#222"))
        out.append(_circle(53, 41.5, 0.95, "#222"))
        out.append(_crown(50, 35, 20, 12, 3))
        # sleeves with ermine cuffs, both hands holding the suit symbol
        out.append(_path("M37 64 C35 72 37 82 42 90 L47.5 87.5 C44 80 42.5 72 43 64 Z",
                         main, "#222", 0.9))
        out.append(_path("M63 64 C65 72 63 82 58 90 L52.5 87.5 C56 80 57.5 72 57 64 Z",
                         main, "#222", 0.9))
        out.append(_circle(44.5, 90, 2.6, SKIN, SKIN_LINE, 0.6))
        out.append(_circle(55.5, 90, 2.6, SKIN, SKIN_LINE, 0.6))
        out.append(_path("M31.5 108 C40 111 60 111 68.5 108 L69.5 114 L30.5 114 Z",
                         "#ffffff", "#777", 0.6))
    return "".join(out)


def _italian_figure(card: Card) -> str:
    s = card.suit
    out = [_rect(20, 12, 60, 126, IT_TINT[s], IT_MAIN[s], 1.6, rx=4)]
    figure = _group_def("ckh" + card.rank, lambda: _figure_body(card.rank))
    out.append(_use(figure, extra=f' color="{IT_MAIN[s]}" fill="{IT_INK[s]}"'))
    out.append(_it_symbol(s, *_FIGURE_SYMBOL[card.rank]))
    # banner with the big letter
    out.append(_rect(20, 117, 60, 21, "#fffdf7", IT_MAIN[s], 1.6, rx=4))
    out.append(_text(50, 133, card.rank, 19, IT_INK[s], family=SERIF))
    return "".join(out)


def _italian_face(card: Card) -> str:
    out = [_frame()]
    r = card.rank
    if r == "A":
        out.append(_italian_ace(card))
    elif r in ("F", "C", "R"):
        out.append(_italian_figure(card))
    else:
        out.append(_italian_pips(card))
    if str(card) == "7d":
        # the settebello: a thin golden frame and two small stars
        out.append(_rect(4, 4, CW - 8, CH - 8, "none", "#d4a017", 1.2, rx=5))
        for x, y in ((50, 8.5), (50, 141.5)):
            out.append(_star(x, y, 3.6, "#d4a017"))
    out.append(_italian_index(card))
    return "".join(out)


def _star(cx, cy, r, fill) -> str:
    pts = []
    for i in range(10):
        a = math.pi * i / 5 - math.pi / 2
        rr = r if i % 2 == 0 else r * 0.45
        pts.append(f"{_f(cx + rr * math.cos(a))} {_f(cy + rr * math.sin(a))}")
    return _path("M" + " L".join(pts) + " Z", fill)


# --------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------

def _clip_line(x0, y0, dx, dy, xmin, ymin, xmax, ymax):
    """Clip the infinite line (x0, y0) + t (dx, dy) to a rectangle."""
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0), (-dy, y0 - ymin), (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


@lru_cache(maxsize=None)
def _back_body(deck: str) -> str:
    """A ``<use>`` of the back of a ``deck`` card (drawn once per picture)."""
    return _use(_group_def("ckk" + deck[0], lambda: _back_drawing(deck)))


def _back_drawing(deck: str) -> str:
    out = [_frame("#ffffff")]
    x0, y0, x1, y1 = 7, 7, 93, 143
    if deck == "italian":
        out.append(_rect(x0, y0, x1 - x0, y1 - y0, "#a3161d", "#5e0b0f", 1.2, rx=4))
        # gold dots: each a zero-length stroke with round caps (a disc as
        # wide as the stroke), all in one path
        dots = []
        for j in range(14):
            for i in range(9):
                cx = x0 + 5 + i * 9.5 + (4.75 if j % 2 else 0)
                cy = y0 + 5 + j * 9.7
                if cx < x1 - 3 and cy < y1 - 3:
                    dots.append(f"M{_f(cx)} {_f(cy)}h0")
        out.append(f'<path d="{"".join(dots)}" stroke="{GOLD}" stroke-width="3.2" '
                   'stroke-linecap="round"/>')
        out.append(_rect(x0 + 4, y0 + 4, x1 - x0 - 8, y1 - y0 - 8, "none", GOLD, 1.2, rx=3))
        out.append(_path("M50 48 C66 48 72 60 72 75 C72 90 66 102 50 102 C34 102 28 90 28 75 "
                         "C28 60 34 48 50 48 Z", "#a3161d", GOLD, 2))
        out.append(_g(_coin40(), _tf(50, 75, 0.8)))
    else:
        out.append(_rect(x0, y0, x1 - x0, y1 - y0, "#1f4f9c", "#0e2a5a", 1.2, rx=4))
        lines = []
        step = 8.5
        for k in range(-20, 21):
            for dx, dy in ((1, 1), (1, -1)):
                seg = _clip_line(50 + k * step, 75, dx, dy, x0 + 1, y0 + 1, x1 - 1, y1 - 1)
                if seg:
                    a, b, c, d = seg
                    lines.append(f"M{_f(a)} {_f(b)} L{_f(c)} {_f(d)}")
        out.append(_path(" ".join(lines), "none", "#8fb4ec", 0.8))
        out.append(_rect(x0 + 4, y0 + 4, x1 - x0 - 8, y1 - y0 - 8, "none", "#ffffff", 1.2, rx=3))
        out.append(_circle(50, 75, 17, "#1f4f9c", "#ffffff", 1.8))
        for i, su in enumerate("SHDC"):
            a = math.pi / 2 * i - math.pi / 2
            out.append(_pip(su, 50 + 8 * math.cos(a), 75 + 8 * math.sin(a), 8.5, fill="#ffffff"))
    return "".join(out)


def _deck_of(card: Card | None, deck: str) -> str:
    return card.deck if card is not None else deck


# --------------------------------------------------------------------------
# One card: body + state layer, in card units at (0, 0)
# --------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _face_body(c: int) -> str:
    """A ``<use>`` of card ``c``'s face (drawn once per picture)."""
    card = Card(c)
    return _use(_group_def(f"ckf{card}",
                           lambda: _italian_face(card) if card.is_italian else _french_face(card)))


def _state_layer(selected: bool, highlighted: bool, disabled: bool) -> str:
    out = []
    if disabled:
        out.append(_rect(1, 1, CW - 2, CH - 2, "#9a9aa2", rx=7, extra=' opacity="0.55"'))
        out.append(_path("M18 28 L82 122", "none", "#555", 2.2, extra=' opacity="0.35"'))
    if highlighted:
        out.append(_rect(3, 3, CW - 6, CH - 6, "none", "#ffb300", 5, rx=6,
                         extra=' opacity="0.9"'))
        out.append(_rect(0.8, 0.8, CW - 1.6, CH - 1.6, "none", "#b37400", 1.6, rx=7.5))
    if selected:
        out.append(_rect(2.5, 2.5, CW - 5, CH - 5, "none", "#1a73e8", 4.5, rx=6.5))
    return "".join(out)


def _state_classes(selected, highlighted, disabled, face_down=False) -> str:
    cls = ["ck-card"]
    if selected:
        cls.append("ck-selected")
    if highlighted:
        cls.append("ck-highlighted")
    if disabled:
        cls.append("ck-disabled")
    if face_down:
        cls.append("ck-back")
    return " ".join(cls)


def _card_inner(card: Card | None, face_down: bool, deck: str,
                selected=False, highlighted=False, disabled=False) -> str:
    if card is None or face_down:
        body = _back_body(_deck_of(card, deck))
    else:
        body = _face_body(int(card))
    layer = _state_layer(selected, highlighted, disabled)
    if disabled:
        body = _g(body, extra=' style="filter:grayscale(0.85)"')
    return body + layer


_SHADOW = _define("cksh", lambda i: _rect(2.2, 2.6, CW - 2, CH - 2, "#000", rx=7,
                                          extra=f' opacity="0.18" id="{i}"'))


def _card_title(card: Card | None, face_down: bool) -> str:
    if card is None or face_down:
        return i18n.tr("svg.back")
    return card.name()


def _card_group(card: Card | None, transform: str, *, selected=False, highlighted=False,
                disabled=False, face_down=False, deck="french", shadow=True) -> str:
    """One card as a ``<g>`` placed by ``transform`` (card units)."""
    dc = "back" if (card is None or face_down) else str(card)
    title = f"<title>{escape(_card_title(card, face_down))}</title>"
    sh = _use(_SHADOW) if shadow else ""
    inner = _card_inner(card, face_down, deck, selected, highlighted, disabled)
    return (f'<g class="{_state_classes(selected, highlighted, disabled, face_down)}" '
            f'data-card="{dc}" transform="{transform}">{title}{sh}{inner}</g>')


def _svg_open(vx, vy, vw, vh, scale, title, extra="") -> str:
    w = vw * scale
    h = vh * scale
    return (f'<svg {SVG_NS} width="{_f(w)}" height="{_f(h)}" '
            f'viewBox="{_f(vx)} {_f(vy)} {_f(vw)} {_f(vh)}" role="img" '
            f'aria-label={quoteattr(title)}{extra} {_ROOT_STYLE}><title>{escape(title)}</title>')


def _close(head: str, body: str) -> str:
    """A whole picture: ``head`` (the ``<svg>`` tag and its title), the
    ``<defs>`` of the drawings ``body`` uses, ``body``."""
    return head + _defs_for(body) + body + "</svg>"


# --------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------

def card_svg(card, width=70, *, selected=False, highlighted=False, disabled=False,
             face_down=False) -> str:
    """One card as a standalone ``<svg>`` ``width`` pixels wide (height 1.5x).

    ``selected`` draws a thick blue outline,
    ``highlighted`` a gold glow, ``disabled`` greys the card out.  The picture
    keeps its size in every state (in :func:`hand_svg` a selected card is
    also lifted).  ``face_down`` draws the back of the card's deck; then the
    title and ``data-card`` do not give the card away (``data-card="back"``).
    """
    c = Card(card)
    scale = _width("card_svg", width) / CW
    title = _card_title(c, face_down)
    dc = "back" if face_down else str(c)
    cls = _state_classes(selected, highlighted, disabled, face_down)
    head = _svg_open(0, 0, CW, CH, scale, title,
                     f' class="{cls}" data-card="{dc}"')
    return _close(head, _card_inner(c, face_down, c.deck, selected, highlighted, disabled))


def back_svg(width=70, deck="french") -> str:
    """The back of a card: ``deck="french"`` (blue lattice) or ``"italian"`` (red)."""
    if not isinstance(deck, str) or deck not in ("french", "italian"):
        deck = "italian" if isinstance(deck, str) and deck == "bergamasche" else "french"
    scale = _width("back_svg", width) / CW
    title = i18n.tr("svg.back_deck", deck=i18n.tr("svg.deck_" + deck))
    return _close(_svg_open(0, 0, CW, CH, scale, title, ' class="ck-card ck-back" data-card="back"'),
                  _back_body(deck))


def _mask_of(x) -> int:
    if x is None:
        return 0
    return to_mask(x)


def _text_title(cards: list[Card]) -> str:
    if not cards:
        return i18n.tr("svg.empty")
    return ", ".join(c.name() for c in cards)


def _bounds_of(transforms: list[tuple[float, float, float]]) -> tuple[float, float, float, float]:
    """Bounding box of cards placed at (x, y) turned by ``a`` degrees about
    their own top-left corner."""
    xs, ys = [], []
    for x, y, a in transforms:
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        for px, py in ((0, 0), (CW, 0), (0, CH), (CW, CH)):
            xs.append(x + px * ca - py * sa)
            ys.append(y + px * sa + py * ca)
    return min(xs), min(ys), max(xs), max(ys)


def _row_layout(n: int, step: float) -> list[tuple[float, float, float]]:
    return [(i * step, LIFT, 0.0) for i in range(n)]


def _fan_layout(n: int) -> list[tuple[float, float, float]]:
    if n <= 1:
        return [(0.0, LIFT, 0.0)] * n
    spread = min(15.0 * (n - 1), 80.0)
    radius = 215.0
    out = []
    for i in range(n):
        a = -spread / 2 + spread * i / (n - 1)
        ar = math.radians(a)
        # card top-centre on a circle around the pivot (0, radius)
        cx, cy = radius * math.sin(ar), radius - radius * math.cos(ar)
        # top-left corner = top-centre minus half a card width along the card's x axis
        x = cx - (CW / 2) * math.cos(ar)
        y = cy - (CW / 2) * math.sin(ar)
        out.append((x, y + LIFT, a))
    return out


def hand_svg(cards, width=70, *, fan=False, selected=(), highlighted=(), disabled=(),
             label=None, face_down=False, overlap=True) -> str:
    """Several cards in one ``<svg>``: a row of slightly overlapping cards
    (``overlap=False``: side by side), or a ``fan``.  ``width`` is the width
    of one card in pixels.

    ``selected``, ``highlighted`` and ``disabled`` are card-ish (notation,
    cards, a CardSet).  Selected cards are lifted and outlined in blue.
    ``label`` writes a caption above the cards.  ``face_down=True`` shows
    every card's back (an opponent's hand).
    """
    scale = _width("hand_svg", width) / CW
    cl = to_cards(cards)
    sel, hi, dis = _mask_of(selected), _mask_of(highlighted), _mask_of(disabled)
    n = len(cl)
    lab_h = 22 if label else 0
    if fan:
        places = _fan_layout(n)
    else:
        places = _row_layout(n, ROW_STEP if overlap else CW + GAP)
    if n:
        bx0, by0, bx1, by1 = _bounds_of(places)
        by0 = min(by0, 0)
        pad = 3
        bx0, by0, bx1, by1 = bx0 - pad, by0 - pad, bx1 + pad + 2, by1 + pad + 2
    else:
        bx0, by0, bx1, by1 = -3, 0, CW + 3, CH + LIFT + 3
    by0 -= lab_h
    names = _text_title(cl) if not face_down else i18n.tr("svg.count", n=n)
    title = f"{label}: {names}" if label else i18n.tr("svg.hand", names=names)
    parts = [_svg_open(bx0, by0, bx1 - bx0, by1 - by0, scale, title, ' class="ck-hand"')]
    if label:
        parts.append(_text(bx0 + 4, by0 + 16, str(label), 15, INK, anchor="start"))
    if not n:
        parts.append(_rect(0, LIFT, CW, CH, "none", "#9a9aa2", 1.5, rx=7,
                           extra=' stroke-dasharray="6 4"'))
    for c, (x, y, a) in zip(cl, places):
        is_sel = bool((sel >> c) & 1)
        if is_sel:
            if a:
                ar = math.radians(a)
                x, y = x + LIFT * math.sin(ar), y - LIFT * math.cos(ar)
            else:
                y -= LIFT
        tf = _tf(x, y, 1, a)
        parts.append(_card_group(c, tf, selected=is_sel, highlighted=bool((hi >> c) & 1),
                                 disabled=bool((dis >> c) & 1), face_down=face_down,
                                 deck=c.deck))
    return _close(parts[0], "".join(parts[1:]))


def _parse_pile(pile) -> tuple[str, list[Card], int, str]:
    """``(label, cards)``, ``(label, cards, mode)`` or ``(label, n, "back")``."""
    if not isinstance(pile, (tuple, list)) or len(pile) not in (2, 3):
        raise InvalidInputError("svg.pile", value=pile)
    if len(pile) == 2:
        label, content = pile
        mode = "up"
    else:
        label, content, mode = pile
    label = _label("table_svg", label)
    if not isinstance(mode, str) or mode not in ("up", "row", "back", "stack"):
        raise InvalidInputError("svg.pile_mode", value=mode)
    if isinstance(content, int) and not isinstance(content, Card):
        if mode != "back":
            raise InvalidInputError("svg.pile_count_up")
        return label, [], need_int("table_svg", "a pile's count", content, lo=0, hi=PILE_MAX), mode
    cl = to_cards(content)
    return label, cl, len(cl), mode


def _badge(x, y, n) -> str:
    return (_circle(x, y, 13, "#ffffff", INK, 1.6)
            + _text(x, y + 5.2, str(n), 15 if n < 100 else 12, INK))


def _label_width(s: str, size: float) -> float:
    """A generous estimate of the width of a bold label (in card units):
    0.62 em a character, more than the average letter of the fonts used."""
    return len(s) * size * 0.62


def table_svg(piles, width=70, *, deck=None) -> str:
    """Labelled piles side by side in one ``<svg>`` (``width`` = one card).

    ``piles`` is a list of pile tuples or a dict ``label -> cards``.  A pile is

    * ``(label, cards)`` – face-up cards laid out side by side (a Scopa table);
    * ``(label, cards, "row")`` – face-up cards overlapping (a trick, a hand);
    * ``(label, cards, "stack")`` – a face-up stack: the last card on top,
      with the number of cards on a badge (captured cards, a discard pile);
    * ``(label, n, "back")`` or ``(label, cards, "back")`` – a face-down stack
      of ``n`` cards with the number on a badge (a talon, the stock).

    ``deck`` chooses the back drawn for face-down piles given only by a count
    (``"italian"`` or ``"french"``); by default it is the deck of the first
    card shown on the table (Italian if there is none).  Piles given by cards
    use their own deck.
    An empty pile is drawn as a dashed place.
    """
    _width("table_svg", width)
    parsed, deck = _parse_piles(piles, deck)
    body, total_w, total_h, summary = _table_body(parsed, deck)
    title = i18n.tr("svg.table", piles="; ".join(summary))
    head = _svg_open(-3, 0, total_w, total_h, width / CW, title, ' class="ck-table"')
    return _close(head, body)


def _parse_piles(piles, deck):
    if not isinstance(piles, (dict, list, tuple)):
        raise InvalidInputError("svg.piles", fn="table_svg", value=piles)
    if deck is not None and (not isinstance(deck, str) or deck not in ("italian", "french")):
        raise InvalidInputError("svg.pile_deck", value=deck)
    items = list(piles.items()) if isinstance(piles, dict) else list(piles)
    parsed = [_parse_pile(p) for p in items]
    if deck is None:
        deck = next((cl[0].deck for _, cl, _, _ in parsed if cl), "italian")
    return parsed, deck


def _table_body(parsed, deck) -> tuple[str, float, float, list[str]]:
    """The piles of one table in card units from (0, 0): the drawing, its
    width and height, and a one-line summary of each pile."""
    x = 0.0
    parts = []
    label_h = 24
    top = label_h + LIFT
    summary = []
    for label, cl, n, mode in parsed:
        parts.append(_text(x + 2, label_h - 6, label, 15, INK, anchor="start"))
        if mode == "back":
            summary.append(i18n.tr("svg.pile_count", label=label, n=n))
        else:
            summary.append(f"{label}: {_text_title(cl)}")
        if n == 0:
            parts.append(_rect(x, top, CW, CH, "none", "#9a9aa2", 1.5, rx=7,
                               extra=' stroke-dasharray="6 4"'))
            pile_w = CW
        elif mode in ("back", "stack"):
            depth = min(n - 1, 4)
            for k in range(depth, 0, -1):
                parts.append(_use(_PAGE, _tf(x + 2.2 * k, top - 1.8 * k)))
            if mode == "back":
                d = cl[0].deck if cl else deck
                parts.append(_card_group(None, _tf(x, top), face_down=True, deck=d))
            else:
                parts.append(_card_group(cl[-1], _tf(x, top)))
            parts.append(_badge(x + CW - 8, top + CH - 10, n))
            pile_w = CW + 2.2 * depth
        else:
            step = (CW + GAP) if mode == "up" else ROW_STEP
            for i, c in enumerate(cl):
                parts.append(_card_group(c, _tf(x + i * step, top)))
            pile_w = step * (len(cl) - 1) + CW
        # the next pile starts after this one and after its label, so that a
        # label longer than its pile (a small stack) never runs into the next
        x += max(pile_w, _label_width(label, 15)) + 30
    total_w = max(x - 30 + 6, CW + 6)
    total_h = top + CH + 6
    return "".join(parts), total_w, total_h, summary


_PAGE = _define("ckpg", lambda i: _rect(1, 1, CW - 2, CH - 2, "#ffffff", "#8a8a94", 1.2, rx=7,
                                         extra=f' id="{i}"'))


def tables_svg(lines, width=70, *, headings=None, deck=None, gap=10, title=None) -> str:
    """Several tables one under the other in one ``<svg>`` (``width`` = one
    card), sharing one drawing of each card face: ``lines`` is a list of
    pile lists, each as :func:`table_svg` takes them.  ``headings``, if
    given, writes a bold heading above each line ("" for none); ``gap`` is
    the space between lines in card units (a card is 100 wide).  ``title``
    is the picture's accessible name (by default every pile, as in
    :func:`table_svg`)."""
    _width("tables_svg", width)
    gap = need_number("tables_svg", "gap", gap, lo=0, hi=1000)
    if title is not None and not isinstance(title, str):
        raise InvalidInputError("svg.headings", value=title)
    if not isinstance(lines, (list, tuple)):
        raise InvalidInputError("svg.lines", value=lines)
    lines = list(lines)
    if headings is not None and (not isinstance(headings, (list, tuple)) or len(headings) != len(lines)):
        raise InvalidInputError("svg.headings", value=headings)
    heads = [_label("tables_svg", h) for h in headings] if headings is not None else [""] * len(lines)
    parsed = [_parse_piles(piles, deck) for piles in lines]
    y, total_w, parts, summary = 0.0, CW + 6, [], []
    for (piles, d), head in zip(parsed, heads):
        if head:
            parts.append(_text(0, y + 22, head, 22, INK, anchor="start"))
            y += 32
            total_w = max(total_w, _label_width(head, 22))
        body, w, h, summ = _table_body(piles, d)
        parts.append(_g(body, _tf(0, y)) if y else body)
        summary += [f"{head}: {x}" if head else x for x in summ]
        y += h + gap
        total_w = max(total_w, w)
    total_h = max(y - gap, 1.0)
    if title is None:
        title = i18n.tr("svg.table", piles="; ".join(summary))
    head = _svg_open(-3, 0, total_w, total_h, width / CW, title, ' class="ck-table"')
    return _close(head, "".join(parts))


def deck_svg(deck, width=50) -> str:
    """Every card of ``deck`` (a Deck, or any card-ish input), one row per suit."""
    scale = _width("deck_svg", width) / CW
    cl = list(deck.cards) if isinstance(deck, Deck) else to_cards(deck)
    rows: dict[str, list[Card]] = {}
    for c in cl:
        rows.setdefault(c.suit, []).append(c)
    step_x = CW + GAP
    step_y = CH + GAP + 4
    parts = []
    ncol = max((len(r) for r in rows.values()), default=0)
    for j, (suit, row) in enumerate(rows.items()):
        for i, c in enumerate(row):
            parts.append(_card_group(c, _tf(i * step_x, j * step_y), shadow=True))
    total_w = max(ncol * step_x - GAP, CW) + 8
    total_h = max(len(rows) * step_y - GAP - 4, CH) + 8
    name = getattr(deck, "name", None)
    title = i18n.tr("svg.deck", deck=name) if isinstance(name, str) else _text_title(cl)
    head = _svg_open(-4, -4, total_w, total_h, scale, title, ' class="ck-deck"')
    return _close(head, "".join(parts))


# --------------------------------------------------------------------------
# Pictures in notebooks: images that survive HTML sanitizers
# --------------------------------------------------------------------------

_SVG_TAG = re.compile(r"<svg\b[^>]*>|</svg>")
_SVG_ATTR = re.compile(r'\b(width|height|aria-label)="([^"]*)"')
# characters left as they are in an SVG data URI ("#", "%", "&", "<", ">",
# '"' and non-ASCII are percent-encoded: no "<svg" for a later pass to find in
# the URI, no ">" to end a naive tag match early)
_URI_SAFE = " !$'()*+,/:;=?@[]^`{|}~"


_NOT_DRAWN = re.compile(r'<title>[^<]*</title>| (?:role|aria-label)="[^"]*"| class="ck-[\w -]*"')


def svg_img(svg: str) -> str:
    """One ``<svg>`` picture as an ``<img>`` whose source is a
    ``data:image/svg+xml`` URI, its ``aria-label`` as ``alt`` and its size
    kept (what only a live page uses is left out of the URI: titles, ARIA
    and the kit's classes).  HTML sanitizers (JupyterLab's for a notebook it does not trust,
    GitHub's) drop ``<svg>`` elements and stored ``image/svg+xml`` outputs
    but keep such images.  Percent-encoding costs a few per cent where
    base64 would cost a third."""
    if not isinstance(svg, str) or not svg.lstrip().startswith("<svg") or ">" not in svg:
        raise InvalidInputError("svg.text", fn="svg_img", value=svg)
    head = svg[:svg.index(">") + 1]
    attrs = dict(_SVG_ATTR.findall(head))
    # inside an image only the drawing counts: the text for screen readers
    # and tooltips (titles, aria-label, role) is the image's alt, and the
    # kit's classes serve styles and scripts, which cannot reach in (the
    # data-card marks stay: they say which cards a stored picture shows)
    body = _NOT_DRAWN.sub("", svg) if "<style" not in svg else svg
    body = body.replace('"', "'") if "'" not in body else body
    size = "".join(f' {k}="{_html.escape(attrs[k])}"' for k in ("width", "height") if k in attrs)
    alt = _html.escape(_html.unescape(attrs.get("aria-label", "")))
    return (f'<img src="data:image/svg+xml,{quote(body, safe=_URI_SAFE)}" alt="{alt}"{size} '
            'style="vertical-align:top">')


def outer_svg_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every outermost ``<svg>…</svg>`` in ``text`` (an
    SVG drawn inside another one is part of the outer one)."""
    spans, depth, start = [], 0, 0
    for m in _SVG_TAG.finditer(text):
        tag = m.group(0)
        closing = tag == "</svg>"
        if not closing and depth == 0:
            start = m.start()
        if closing:
            depth -= 1
        elif not tag.endswith("/>"):
            depth += 1
        if depth == 0 and (closing or tag.endswith("/>")):
            spans.append((start, m.end()))
    return spans


def html_images(text: str) -> str:
    """``text`` (HTML) with every outermost inline ``<svg>`` turned into an
    image (:func:`svg_img`); HTML without pictures comes back unchanged."""
    if not isinstance(text, str):
        raise InvalidInputError("svg.text", fn="html_images", value=text)
    done, parts = 0, []
    for start, end in outer_svg_spans(text):
        parts += [text[done:start], svg_img(text[start:end])]
        done = end
    return "".join(parts) + text[done:] if parts else text


class Drawing:
    """Base of every object that draws cards in a notebook.

    A subclass defines :meth:`svg` (its picture) or, for pictures with text
    around them, :meth:`html`.  Jupyter gets ``text/html`` in which every
    picture is an image (:func:`html_images`), plus the usual ``text/plain``
    repr: the cards show in JupyterLab before the notebook is run or trusted,
    on GitHub and in an HTML export, and the notebook stores each picture
    once.  There is deliberately no ``_repr_svg_``: IPython would store the
    picture a second time as ``image/svg+xml``, which an untrusted notebook
    does not show anyway; call :meth:`svg` for the SVG text.
    """

    __slots__ = ()

    def svg(self) -> str:
        raise InvalidInputError("svg.drawing_abstract")

    def html(self) -> str:
        """The picture as HTML (inline ``<svg>``, for a page that shows SVG)."""
        return self.svg()

    def _repr_html_(self) -> str:
        return html_images(self.html())


class Picture(Drawing):
    """Any of the kit's drawings, shown the way the kit's own objects show
    themselves: ``Picture(hand_svg(cards, 80, label="your hand"))`` where
    IPython's ``SVG(...)`` would store an ``image/svg+xml`` output that
    JupyterLab hides until the notebook is trusted.  ``markup`` is one SVG,
    or HTML holding several (each becomes an image)."""

    __slots__ = ("markup",)

    def __init__(self, markup: str):
        if not isinstance(markup, str) or "<svg" not in markup:
            raise InvalidInputError("svg.picture_text", text=markup)
        self.markup = markup

    def html(self) -> str:
        return self.markup

    def svg(self) -> str:
        spans = outer_svg_spans(self.markup)
        if len(spans) == 1 and self.markup[:spans[0][0]].strip() == "" \
                and self.markup[spans[0][1]:].strip() == "":
            return self.markup.strip()
        raise InvalidInputError("svg.picture_several")

    def __repr__(self) -> str:
        labels = [_html.unescape(m) for m in re.findall(r'aria-label="([^"]*)"', self.markup)[:1]]
        shown = labels[0] if labels else ""
        if len(shown) > 60:
            shown = shown[:59] + "…"
        return f"<Picture: {shown}>" if shown else "<Picture>"
