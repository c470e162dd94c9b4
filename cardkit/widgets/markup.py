"""Small HTML helpers shared by the game widgets (not a widget itself).

* :func:`esc`: text made safe for HTML (quotes too).
* :data:`MESSAGE_STYLE`: how a widget's message line looks, by kind.
* :func:`block` and :func:`labelled`: a picture with a caption above it.
* :func:`static_html`: a static HTML picture of a widget tree, for
  documentation, render checks and tests without a front end.
"""

from __future__ import annotations

import html

import ipywidgets

MESSAGE_STYLE = {
    "error": "color:#a3171e;font-weight:bold",
    "info": "color:#1d4f91",
    "": "",
}


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def message_html(message: str, kind: str) -> str:
    """The message line under a widget (empty when there is no message)."""
    style = MESSAGE_STYLE.get(kind, "")
    return f'<div style="{style}" role="status">{esc(message)}</div>' if message else ""


def block(svg: str, caption: str = "", style: str = "") -> str:
    """An SVG (or HTML) with a caption above it, as one inline block."""
    cap = f'<div style="font-size:0.9em;color:#333">{esc(caption)}</div>' if caption else ""
    return f'<div style="display:inline-block;vertical-align:top;margin:2px 10px 2px 0;{style}">{cap}{svg}</div>'


def labelled(label: str, inner: str) -> str:
    """A bold caption above a picture (kept above it in JupyterLab too)."""
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
