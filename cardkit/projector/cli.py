"""``cardkit-projector``: serve the projector page with Voilà.

::

    cardkit-projector                      # http://127.0.0.1:8866/?token=... opens in the browser
    cardkit-projector --language it --scale 150
    cardkit-projector --port 9000 --no-browser --theme dark --max-pages 2

It runs Voilà on the notebook shipped in the package
(:data:`cardkit.projector.NOTEBOOK`), with the code hidden, for the
teacher's screen and projector only:

* it listens on this computer only (``127.0.0.1``), on exactly ``--port``;
* it asks for a **token**, new at each start (or ``--token``), which is in
  the address it prints and opens, as JupyterLab does: a request without it
  gets a login page, so another web page the teacher visits cannot use it;
* it refuses any ``Host`` that is not this computer (``localhost``,
  ``127.0.0.1``, ``[::1]``): no DNS rebinding;
* each page load runs its own Python kernel; a kernel whose page has gone is
  shut down after ``--cull-after`` seconds idle, and at most ``--max-pages``
  run at once (see :mod:`cardkit.projector.kernels`);
* the page's kernel takes no code from the browser (Voilà's default: only
  the widgets' messages).

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
import secrets
import signal
import socket
import subprocess
import sys
import time
import webbrowser

from .. import i18n
from ..errors import InvalidInputError, refuse_in_the_browser
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
    "projector.cli.token": {"en": "the token the page asks for (default: a new random one at each start)",
                            "it": "il token che la pagina chiede (predefinito: uno nuovo a caso a ogni avvio)"},
    "projector.cli.max_pages": {"en": "the most pages (each with its own Python) open at once (default 4)",
                                "it": "il massimo di pagine (ognuna con il suo Python) aperte insieme (predefinito 4)"},
    "projector.cli.cull_after": {"en": "seconds after which the Python of a closed page is stopped (default 30)",
                                 "it": "secondi dopo i quali si ferma il Python di una pagina chiusa (predefinito 30)"},
    "projector.cli.bad_args": {
        "en": "args must be the command line as parser() reads it (port, token, theme...), not {value!r}",
        "it": "args deve essere la riga di comando come la legge parser() (port, token, theme...), non {value!r}",
    },
    "projector.cli.bad_extra": {
        "en": "extra must be a list of Voilà options (texts), not {value!r}",
        "it": "extra deve essere una lista di opzioni di Voilà (testi), non {value!r}",
    },
    "projector.cli.bad_environ": {
        "en": "base must be None or a dict of texts, like os.environ, not {value!r}",
        "it": "base deve essere None o un dict di testi, come os.environ, non {value!r}",
    },
    "projector.cli.bad_token": {"en": "a token is 16 to 128 letters, digits, '-' or '_'",
                                "it": "un token ha da 16 a 128 lettere, cifre, '-' o '_'"},
    "projector.cli.whole_number": {"en": "give a whole number from {lo} to {hi}",
                                   "it": "dai un numero intero da {lo} a {hi}"},
    "projector.cli.open_at": {"en": "The projector is at {url}", "it": "Il proiettore è a {url}"},
    "projector.cli.no_start": {"en": "Voilà did not start on port {port} (is the port taken? try --port)",
                               "it": "Voilà non è partito sulla porta {port} (è occupata? prova --port)"},
})

#: the allowed ranges of the kernel options
MAX_PAGES = range(1, 21)
CULL_AFTER = range(5, 3601)
#: seconds to wait for Voilà to listen
START_TIMEOUT = 120


def parser() -> argparse.ArgumentParser:
    t = i18n.tr
    p = argparse.ArgumentParser(prog="cardkit-projector", description=t("projector.cli.description"))
    p.add_argument("--port", type=int, default=8866, help=t("projector.cli.port"))
    p.add_argument("--no-browser", action="store_true", help=t("projector.cli.no_browser"))
    p.add_argument("--language", choices=i18n.LANGUAGES, help=t("projector.cli.language"))
    p.add_argument("--scale", type=int, choices=SCALES, help=t("projector.cli.scale"))
    p.add_argument("--game", choices=GAMES, help=t("projector.cli.game"))
    p.add_argument("--theme", choices=("light", "dark"), default="light", help=t("projector.cli.theme"))
    p.add_argument("--token", type=_token, help=t("projector.cli.token"))
    p.add_argument("--max-pages", type=_within(MAX_PAGES), default=4, metavar="N", help=t("projector.cli.max_pages"))
    p.add_argument("--cull-after", type=_within(CULL_AFTER), default=30, metavar="SECONDS",
                   help=t("projector.cli.cull_after"))
    return p


def _within(allowed: range):
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value not in allowed:
            raise argparse.ArgumentTypeError(
                i18n.tr("projector.cli.whole_number", lo=allowed.start, hi=allowed.stop - 1))
        return value
    return read


def _token(text: str) -> str:
    if not _good_token(text):
        raise argparse.ArgumentTypeError(i18n.tr("projector.cli.bad_token"))
    return text


def _checked(args) -> argparse.Namespace:
    """``args`` if it is a command line as :func:`parser` reads it, else a refusal."""
    def fits(name, ok):
        return hasattr(args, name) and ok(getattr(args, name))

    def within(allowed):
        return lambda v: not isinstance(v, bool) and isinstance(v, int) and v in allowed

    def among(allowed, optional=True):
        return lambda v: (optional and v is None) or (isinstance(v, type(allowed[0])) and not isinstance(v, bool)
                                                       and v in allowed)

    ok = isinstance(args, argparse.Namespace) and all((
        fits("port", within(range(1, 65536))), fits("no_browser", lambda v: isinstance(v, bool)),
        fits("language", among(i18n.LANGUAGES)), fits("scale", among(SCALES)), fits("game", among(GAMES)),
        fits("theme", among(("light", "dark"), optional=False)),
        fits("token", lambda v: v is None or (isinstance(v, str) and _good_token(v))),
        fits("max_pages", within(MAX_PAGES)), fits("cull_after", within(CULL_AFTER))))
    if not ok:
        raise InvalidInputError("projector.cli.bad_args", value=args)
    return args


def _good_token(text: str) -> bool:
    return 16 <= len(text) <= 128 and all(c.isascii() and (c.isalnum() or c in "-_") for c in text)


def url(args: argparse.Namespace) -> str:
    """The address of the page, with its token."""
    _checked(args)
    return f"http://127.0.0.1:{args.port}/?token={args.token}"


def voila_command(args: argparse.Namespace, extra: list[str]) -> list[str]:
    """The Voilà command line for ``args`` (and the options handed on)."""
    _checked(args)
    if not (isinstance(extra, (list, tuple)) and len(extra) <= 100 and all(
            isinstance(x, str) and len(x) <= 4096 and "\0" not in x for x in extra)):
        raise InvalidInputError("projector.cli.bad_extra", value=extra)
    if not args.token:
        args.token = secrets.token_urlsafe(24)
    cmd = [sys.executable, "-m", "voila", str(NOTEBOOK),
           "--strip_sources=True", "--show_tracebacks=False",
           f"--port={args.port}", "--Voila.port_retries=0", "--Voila.ip=127.0.0.1", f"--theme={args.theme}",
           "--no-browser",                      # this command opens the page itself, with its token
           f"--token={args.token}",
           # Voilà allows any Host; jupyter_server's check (loopback and localhost only) is put back
           "--Voila.tornado_settings=" + repr({"allow_remote_access": False}),
           "--VoilaConfiguration.multi_kernel_manager_class=cardkit.projector.kernels.ProjectorKernelManager",
           f"--ProjectorKernelManager.max_kernels={args.max_pages}",
           f"--MappingKernelManager.cull_idle_timeout={args.cull_after}",
           f"--MappingKernelManager.cull_interval={max(2, args.cull_after // 3)}",
           "--MappingKernelManager.cull_connected=False"]
    # the page needs only the widget managers: other JupyterLab extensions
    # installed beside it (nbgrader's...) would only fill the console with errors
    cmd += [f"--VoilaConfiguration.extension_allowlist={name}" for name in EXTENSIONS]
    return cmd + list(extra)


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def environment(args: argparse.Namespace, base=None) -> dict:
    """The environment of the Voilà server (its kernels inherit it): the presets."""
    _checked(args)
    if not (base is None or (isinstance(base, dict) and all(
            isinstance(k, str) and isinstance(v, str) for k, v in base.items()))):
        raise InvalidInputError("projector.cli.bad_environ", value=base)
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
    server = subprocess.Popen(cmd, env=env)

    def stop(*_):
        if server.poll() is None:
            server.terminate()               # Voilà shuts its kernels down

    if os.name == "posix":
        signal.signal(signal.SIGTERM, stop)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while server.poll() is None and not _listening(args.port):
            if time.monotonic() > deadline:
                stop()
                break
            time.sleep(0.2)
        if server.poll() is not None:
            print(i18n.tr("projector.cli.no_start", args.language, port=args.port), file=sys.stderr)
            return server.wait() or 1
        print(i18n.tr("projector.cli.open_at", args.language, url=url(args)), file=sys.stderr, flush=True)
        if not args.no_browser:
            webbrowser.open(url(args))
        return server.wait()
    except KeyboardInterrupt:                # Ctrl+C stops the server
        stop()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
