"""Small HTML helpers shared by the game widgets (not a widget itself).

* :func:`esc`: text made safe for HTML (quotes too).
* :data:`MESSAGE_STYLE`: how a widget's message line looks, by kind.
* :func:`block` and :func:`labelled`: a picture with a caption above it.
* :func:`static_html`: a static HTML picture of a widget tree, for
  documentation, render checks and tests without a front end;
  :func:`controls_html` draws the form controls (toggle buttons, text
  fields, check boxes, sliders, drop-downs) it leaves out by default.
* :func:`snapshot_html`: the picture every kit widget adds to its display
  bundle as ``text/html`` (see :class:`~cardkit.widgets.base.WidgetReprMixin`),
  each outermost SVG (:func:`outer_svg_spans`) as an image (:func:`svg_img`);
  :func:`snapshot_controls` is the ``controls`` hook it draws with (a widget
  of the tree with a ``_snapshot_part()`` method draws itself), and
  :func:`card_chips` the compact cards of a card picker.
"""

from __future__ import annotations

import html
import re
from urllib.parse import quote

import ipywidgets

from ._checks import as_text, need_callable, need_choice, need_collection, need_svg, need_text

MESSAGE_STYLE = {
    "error": "color:#a3171e;font-weight:bold",
    "info": "color:#1d4f91",
    "": "",
}


def esc(text) -> str:
    """``text`` (or a number) made safe for HTML."""
    return html.escape(as_text("esc", "text", text), quote=True)


def message_html(message: str, kind: str) -> str:
    """The message line under a widget (empty when there is no message)."""
    message = as_text("message_html", "message", message, optional=True)
    style = MESSAGE_STYLE[need_choice("message_html", "kind", kind, tuple(MESSAGE_STYLE))]
    return f'<div style="{style}" role="status">{esc(message)}</div>' if message else ""


def block(svg: str, caption: str = "", style: str = "") -> str:
    """An SVG (or HTML) with a caption above it, as one inline block."""
    svg, style = need_text("block", "svg", svg), need_text("block", "style", style)
    caption = as_text("block", "caption", caption, optional=True)
    cap = f'<div style="font-size:0.9em;color:#333">{esc(caption)}</div>' if caption else ""
    return f'<div style="display:inline-block;vertical-align:top;margin:2px 10px 2px 0;{style}">{cap}{svg}</div>'


def labelled(label: str, inner: str) -> str:
    """A bold caption above a picture (kept above it in JupyterLab too)."""
    inner = need_text("labelled", "inner", inner)
    return (f"<div style='display:flex;flex-direction:column;gap:2px'><b>{esc(label)}</b>"
            f"<div>{inner}</div></div>")


def static_html(widget, *, controls=None, hbox_align: str = "flex-start") -> str:
    """A static HTML picture of a widget tree (what the front end shows, for
    documentation and render checks): HTML values as they are, a
    HandWidget as its SVG hand, buttons as buttons, hidden parts left out.

    ``controls(widget)``, if given, is asked first for every visible widget
    of the tree and returns its HTML, or None for the default;
    ``hbox_align`` is the CSS ``align-items`` of an ``HBox``.
    """
    from .hand import HandWidget
    from ..svg import hand_svg

    if controls is not None:
        need_callable("static_html", "controls", controls)
    need_text("static_html", "hbox_align", hbox_align)

    lay = getattr(widget, "layout", None)
    if lay is not None and getattr(lay, "display", None) == "none":
        return ""
    if controls is not None:
        shown = controls(widget)
        if shown is not None:
            return shown
    if isinstance(widget, HandWidget):
        pic = hand_svg(widget.cards, widget.card_width, fan=widget.fan, selected=widget.selected,
                       highlighted=widget.highlighted, disabled=widget.disabled, overlap=False,
                       label=widget.label or None)
        msg = f'<div style="color:#a3171e">{esc(widget.message)}</div>' if widget.message else ""
        return f"<div>{pic}{msg}</div>"
    if isinstance(widget, ipywidgets.Button):
        dis = " disabled" if widget.disabled else ""
        style = {"primary": "background:#2196f3;color:white", "success": "background:#4caf50;color:white"}.get(
            widget.button_style, "")
        return f'<button style="align-self:flex-start;margin:2px;padding:4px 10px;{style if not dis else ""}"{dis}>{esc(widget.description)}</button>'
    if isinstance(widget, ipywidgets.Output):
        text = "".join(o.get("text", "") for o in widget.outputs)
        return f'<pre style="max-height:12em;overflow:auto;border:1px solid #ccc;font-size:0.8em">{esc(text)}</pre>'
    if isinstance(widget, (ipywidgets.HTML, ipywidgets.Label)):
        return f"<div>{widget.value}</div>"
    if isinstance(widget, ipywidgets.Box):
        inner = "".join(static_html(c, controls=controls, hbox_align=hbox_align) for c in widget.children)
        if isinstance(widget, ipywidgets.HBox):
            return f'<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:{hbox_align}">{inner}</div>'
        return f'<div style="display:flex;flex-direction:column;gap:4px">{inner}</div>'
    return ""


def controls_html(w) -> str | None:
    """The form controls :func:`static_html` leaves out (toggle buttons,
    text fields, check boxes, sliders, drop-downs), or None for the rest.
    Give it as ``controls=``."""
    if isinstance(w, ipywidgets.ToggleButtons):
        btns = "".join(
            f'<button style="margin:1px;padding:3px 8px;{"background:#2196f3;color:white" if v == w.value else ""}">'
            f"{esc(lbl)}</button>" for lbl, v in zip(w._options_labels, w._options_values))
        return f"<div>{esc(w.description)} {btns}</div>"
    if isinstance(w, ipywidgets.Text):
        return f'<div>{esc(w.description)} <input type="text" value="{esc(w.value)}" style="width:90%"></div>'
    if isinstance(w, ipywidgets.Checkbox):
        return f'<div><input type="checkbox"{" checked" if w.value else ""}> {esc(w.description)}</div>'
    if isinstance(w, ipywidgets.IntSlider):
        return (f'<div>{esc(w.description)} <input type="range" min="{w.min}" max="{w.max}" '
                f'value="{w.value}" style="width:300px"> {w.value}</div>')
    if isinstance(w, ipywidgets.Dropdown):
        opts = "".join(f"<option{' selected' if v == w.value else ''}>{esc(lbl)}</option>"
                       for lbl, v in zip(w._options_labels, w._options_values))
        return f"<div>{esc(w.description)} <select>{opts}</select></div>"
    return None


SNAPSHOT_STYLE = ("display:inline-block;max-width:100%;box-sizing:border-box;padding:6px 8px;"
                  "border:1px dashed #b0b0b0;border-radius:4px;background:#fff;color:#000;"
                  "font-family:sans-serif;font-size:13px")


def snapshot_controls(w) -> str | None:
    """The ``controls`` hook of a stored snapshot: a widget of the tree that
    has a ``_snapshot_part()`` method (returning HTML, or None for the
    default) draws itself; form controls as :func:`controls_html`."""
    part = getattr(w, "_snapshot_part", None)
    if callable(part):
        shown = part()
        if shown is not None:
            return shown
    return controls_html(w)


_CHIP = ("display:inline-block;min-width:26px;margin:1px;padding:2px 3px;border-radius:3px;"
         "text-align:center;font:bold 12px sans-serif;")


def card_chips(cards, *, selected=(), disabled=(), highlighted=()) -> str:
    """Cards as small labelled chips (notation in the suit's colour): a
    cheap picture of a card picker, a few hundred bytes where the card art
    is a few kilobytes per card.  Chosen cards are framed in blue and
    tinted, greyed-out ones faded, highlighted ones ringed in gold."""
    from ..cards import Card
    from ..svg import FRENCH_COLOR, IT_INK

    cards = need_collection("card_chips", "cards", cards)
    selected, disabled, highlighted = (need_collection("card_chips", name, value) for name, value in
                                       (("selected", selected), ("disabled", disabled),
                                        ("highlighted", highlighted)))
    def text(c):
        return as_text("card_chips", "cards", c)

    chosen, grey, lit = set(map(text, selected)), set(map(text, disabled)), set(map(text, highlighted))
    out = []
    for c in map(text, cards):
        card = Card(c)
        ink = IT_INK[card.suit] if card.deck == "italian" else FRENCH_COLOR[card.suit]
        look = ("border:2px solid #1d4f91;background:#dbe8fb" if c in chosen
                else "border:2px solid #d4d4d4;background:#fffdf7")
        if c in grey:
            look += ";opacity:0.35"
        if c in lit:
            look += ";box-shadow:0 0 0 2px #f2c14e"
        out.append(f'<span style="{_CHIP}color:{ink};{look}">{esc(c)}</span>')
    return f'<div>{"".join(out)}</div>'


_SVG_TAG = re.compile(r"<svg\b[^>]*>|</svg>")
_SVG_ATTR = re.compile(r'\b(width|height|aria-label)="([^"]*)"')
# characters left as they are in an SVG data URI ("#", "%", "&", "<", ">",
# '"' and non-ASCII are percent-encoded)
_URI_SAFE = " !$'()*+,/:;=?@[]^`{|}~"


def svg_img(svg: str) -> str:
    """An inline ``<svg>`` as an ``<img>`` with a ``data:image/svg+xml`` URI
    (its ``aria-label`` as ``alt``).  HTML sanitizers, such as JupyterLab's
    for a notebook it does not trust yet, drop ``<svg>`` elements but keep
    images; percent-encoding costs about 5 % where base64 costs a third."""
    svg = need_svg("svg_img", svg)
    head = svg[:svg.index(">") + 1]
    attrs = dict(_SVG_ATTR.findall(head))
    body = svg.replace('"', "'") if "'" not in svg else svg
    size = "".join(f' {k}="{esc(attrs[k])}"' for k in ("width", "height") if k in attrs)
    return (f'<img src="data:image/svg+xml,{quote(body, safe=_URI_SAFE)}" '
            f'alt="{esc(html.unescape(attrs.get("aria-label", "")))}"{size} '
            'style="vertical-align:top">')


def outer_svg_spans(text: str) -> list:
    """``(start, end)`` of every outermost ``<svg>…</svg>`` in ``text`` (an
    SVG drawn inside another one, such as a card in a trick, is part of the
    outer one)."""
    text = need_text("outer_svg_spans", "text", text)
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


def snapshot_html(inner: str, caption: str = "") -> str:
    """``inner`` (a static picture of a widget) framed as a stored snapshot,
    with ``caption`` (what it is) above it in small grey letters; every
    inline SVG becomes an image (:func:`svg_img`), so the picture survives
    the HTML sanitizers of notebook viewers."""
    inner = need_text("snapshot_html", "inner", inner)
    caption = as_text("snapshot_html", "caption", caption, optional=True)
    cap = (f'<div style="font-size:11px;color:#666;margin-bottom:4px">{esc(caption)}</div>'
           if caption else "")
    done, parts = 0, []
    for start, end in outer_svg_spans(inner):
        parts += [inner[done:start], svg_img(inner[start:end])]
        done = end
    inner = "".join(parts) + inner[done:]
    return f'<div class="cardkit-snapshot" style="{SNAPSHOT_STYLE}">{cap}{inner}</div>'
