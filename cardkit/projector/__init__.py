"""Projector mode: the games and the replays as one full-screen page.

A teacher starts it with one command, ``cardkit-projector`` (or
``python -m cardkit.projector``), which serves the app notebook shipped in
this package, :data:`NOTEBOOK`, with Voilà: a page with no code on it, a
chooser (game, players, how the computer plays, deal number, language,
size on screen) and the game or the replay drawn large enough for the back
row.  Voilà is an optional extra: ``pip install "cardkit[projector]"``.

* :class:`~cardkit.projector.app.ProjectorApp` is the page itself (an
  ipywidgets box); it also works in JupyterLab.
* :mod:`cardkit.projector.cli` is the command.

Importing this package is cheap: the widgets are imported only when
:class:`ProjectorApp` is asked for.
"""

from __future__ import annotations

from pathlib import Path

#: the notebook Voilà serves: one cell that shows :class:`ProjectorApp`
NOTEBOOK = Path(__file__).resolve().parent / "classroom.ipynb"

__all__ = ["NOTEBOOK", "ProjectorApp"]


def __getattr__(name):
    if name == "ProjectorApp":
        from .app import ProjectorApp
        return ProjectorApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
