"""``cardkit-projector``: serve the projector page with Voilà.

::

    cardkit-projector                      # http://localhost:8866/ opens in the browser
    cardkit-projector --language it --scale 150
    cardkit-projector --port 9000 --no-browser --theme dark

It runs Voilà on the notebook shipped in the package
(:data:`cardkit.projector.NOTEBOOK`), with the code hidden, on this computer
only (``127.0.0.1``): the page is for the teacher's screen and projector.
Any option it does not know is handed to Voilà as it is.  The presets
(language, size, game) reach the page's kernel through environment
variables (see :func:`cardkit.projector.app.presets`).

The command needs Voilà (``pip install "cardkit[projector]"``); without it,
it says so in one sentence and exits with status 1.  This module imports
neither Voilà nor the widgets, so ``--help`` is quick.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys

from .. import i18n
from ..errors import refuse_in_the_browser
from . import NOTEBOOK

#: the same lists as cardkit.projector.app (not imported: that module loads the widgets)
SCALES = (100, 125, 150, 175, 200)
GAMES = ("scopa", "picchetto", "belote")
#: the JupyterLab extensions the page loads: the widget managers (ipywidgets'
#: and Voilà's for ipywidgets 8) and anywidget
EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8", "anywidget")

i18n.register({
    "projector.cli.description": {
        "en": "Show the cardkit games and replays full-screen for a class (served by Voilà).",
        "it": "Mostra a tutto schermo i giochi e i replay di cardkit per una classe (con Voilà).",
    },
    "projector.cli.no_voila": {
        "en": "the projector needs Voilà: install it with pip install \"cardkit[projector]\"",
        "it": "il proiettore ha bisogno di Voilà: installalo con pip install \"cardkit[projector]\"",
    },
    "projector.cli.port": {"en": "the port to serve on (default 8866)",
                           "it": "la porta su cui servire (predefinita 8866)"},
    "projector.cli.no_browser": {"en": "do not open a browser", "it": "non aprire il browser"},
    "projector.cli.language": {"en": "the language of the page", "it": "la lingua della pagina"},
    "projector.cli.scale": {"en": "the size on screen, in per cent", "it": "la grandezza sullo schermo, in percentuale"},
    "projector.cli.game": {"en": "the game chosen at first", "it": "il gioco scelto all'inizio"},
    "projector.cli.theme": {"en": "Voilà's light or dark theme", "it": "il tema chiaro o scuro di Voilà"},
})


def parser() -> argparse.ArgumentParser:
    t = i18n.tr
    p = argparse.ArgumentParser(prog="cardkit-projector", description=t("projector.cli.description"))
    p.add_argument("--port", type=int, default=8866, help=t("projector.cli.port"))
    p.add_argument("--no-browser", action="store_true", help=t("projector.cli.no_browser"))
    p.add_argument("--language", choices=i18n.LANGUAGES, help=t("projector.cli.language"))
    p.add_argument("--scale", type=int, choices=SCALES, help=t("projector.cli.scale"))
    p.add_argument("--game", choices=GAMES, help=t("projector.cli.game"))
    p.add_argument("--theme", choices=("light", "dark"), default="light", help=t("projector.cli.theme"))
    return p


def voila_command(args: argparse.Namespace, extra: list[str]) -> list[str]:
    """The Voilà command line for ``args`` (and the options handed on)."""
    cmd = [sys.executable, "-m", "voila", str(NOTEBOOK),
           "--strip_sources=True", "--show_tracebacks=False",
           f"--port={args.port}", "--Voila.ip=127.0.0.1", f"--theme={args.theme}"]
    # the page needs only the widget managers: other JupyterLab extensions
    # installed beside it (nbgrader's...) would only fill the console with errors
    cmd += [f"--VoilaConfiguration.extension_allowlist={name}" for name in EXTENSIONS]
    if args.no_browser:
        cmd.append("--no-browser")
    return cmd + list(extra)


def environment(args: argparse.Namespace, base=None) -> dict:
    """The environment of the Voilà server (its kernels inherit it): the presets."""
    env = dict(os.environ if base is None else base)
    for key in ("language", "scale", "game"):
        value = getattr(args, key)
        if value is not None:
            env[f"CARDKIT_PROJECTOR_{key.upper()}"] = str(value)
    return env


def main(argv=None) -> int:
    refuse_in_the_browser("projector")
    args, extra = parser().parse_known_args(argv)
    if importlib.util.find_spec("voila") is None:
        print(i18n.tr("projector.cli.no_voila", args.language), file=sys.stderr)
        return 1
    cmd, env = voila_command(args, extra), environment(args)
    if os.name == "posix":
        # become the server, so that Ctrl+C or a signal to this process stops it
        os.execve(cmd[0], cmd, env)
    try:                                     # pragma: no cover - Windows
        return subprocess.call(cmd, env=env)
    except KeyboardInterrupt:                # pragma: no cover - Ctrl+C stops the server
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
