"""Jupyter widgets of the kit: thin views over the rules core.

Each widget lives in its own module; synced traits carry plain notation
strings, and every refusal shows the core's own message.  Importing this
package needs ipywidgets and anywidget (the rules core does not).
"""

from .base import CardkitWidget, MessageMixin, WidgetReprMixin, widget_repr
from .hand import HandWidget

__all__ = ["CardkitWidget", "MessageMixin", "WidgetReprMixin", "widget_repr", "HandWidget"]
