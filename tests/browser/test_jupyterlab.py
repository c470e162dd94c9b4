"""HandWidget in a real JupyterLab, driven by headless Chromium (Playwright).

The test starts JupyterLab on a free loopback port (token, temporary home),
opens a copy of ``hand_widget_check.ipynb``, runs it, clicks cards and presses
keys, and checks what the *kernel* received: the notebook appends every
selection change to the file named by ``CARDKIT_SELECTION_LOG`` (set in the
server's environment, which the kernel inherits).  A screenshot is
saved to ``test-artifacts/hand_widget.png``.

Only the Debian browser ``/usr/bin/chromium`` is used (never a download).
Without Chromium or Playwright the test is skipped on a workstation and
fails in CI (``CI=true``), where it must run.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
NOTEBOOK = HERE / "hand_widget_check.ipynb"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("CARDKIT_CHROMIUM", "/usr/bin/chromium")
TIMEOUT_S = 60
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _unavailable(reason: str):
    if _in_ci():
        pytest.fail(f"the browser test must run in CI, but {reason}", pytrace=False)
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---------------------------------------------------------------------------
# JupyterLab server
# ---------------------------------------------------------------------------

class LabServer:
    """A JupyterLab server in a temporary home, stopped by its own handle."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.root = tmp / "notebooks"
        self.root.mkdir()
        self.token = secrets.token_hex(16)
        self.proc: subprocess.Popen | None = None
        self.port = 0
        self.log_path = tmp / "jupyterlab.log"
        #: the notebook's kernel appends one JSON line per event here
        self.selection_log = tmp / "selection_log.jsonl"

    def environment(self) -> dict[str, str]:
        home = self.tmp / "home"
        env = dict(os.environ)
        dirs = {
            "HOME": home,
            "JUPYTER_CONFIG_DIR": home / "jupyter-config",
            "JUPYTER_DATA_DIR": home / "jupyter-data",
            "JUPYTER_RUNTIME_DIR": home / "jupyter-runtime",
            "IPYTHONDIR": home / "ipython",
            "MPLCONFIGDIR": home / "matplotlib",
        }
        for var, path in dirs.items():
            path.mkdir(parents=True, exist_ok=True)
            env[var] = str(path)
        env.pop("MPLBACKEND", None)
        env["PYTHONHASHSEED"] = "0"
        env["CARDKIT_SELECTION_LOG"] = str(self.selection_log)
        # No "Jupyter news" pop-up over the page: user settings in the temporary home.
        settings = (dirs["JUPYTER_CONFIG_DIR"] / "lab" / "user-settings" / "@jupyterlab"
                    / "apputils-extension" / "notification.jupyterlab-settings")
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
        return env

    def start(self) -> None:
        env = self.environment()
        last_error = ""
        for _attempt in range(3):  # a free port may be taken between bind and listen
            self.port = _free_port()
            log = self.log_path.open("ab")
            self.proc = subprocess.Popen(
                [
                    sys.executable, "-m", "jupyterlab",
                    "--no-browser",
                    "--ip=127.0.0.1",
                    f"--port={self.port}",
                    "--ServerApp.port_retries=0",
                    f"--IdentityProvider.token={self.token}",
                    f"--ServerApp.root_dir={self.root}",
                    "--LabApp.expose_app_in_browser=True",
                    "--allow-root",
                ],
                cwd=self.root,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
            log.close()
            deadline = time.monotonic() + 2 * TIMEOUT_S
            while time.monotonic() < deadline and self.proc.poll() is None:
                try:
                    with urllib.request.urlopen(
                        f"{self.url}/api/status?token={self.token}", timeout=5
                    ) as r:
                        if r.status == 200:
                            return
                except (urllib.error.URLError, ConnectionError, OSError) as exc:
                    last_error = str(exc)
                time.sleep(0.5)
            self.stop()
        pytest.fail(
            f"JupyterLab did not start ({last_error}); its log:\n{self.read_log()[-4000:]}",
            pytrace=False,
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def read_log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        # SIGTERM lets the server shut its kernels down; then make sure.
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the group started for this server
            proc.wait(timeout=10)


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    if not NOTEBOOK.exists():
        pytest.fail(f"missing test notebook {NOTEBOOK}")
    server = LabServer(tmp_path_factory.mktemp("jupyterlab"))
    shutil.copy(NOTEBOOK, server.root / NOTEBOOK.name)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def browser():
    if not (os.path.exists(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        _unavailable(f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is not installed (pip install playwright)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser, lab):
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(TIMEOUT_S * 1000)
    console: list[str] = []
    pg.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    pg.on("pageerror", lambda e: console.append(f"pageerror: {e} {e.stack}"))
    pg.console_messages = console
    try:
        yield pg
    finally:
        context.close()


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

def kernel_events(lab: LabServer) -> list[dict]:
    path = lab.selection_log
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def wait_for_event(lab: LabServer, page, wanted: dict, since: int = 0) -> list[dict]:
    """Wait until the kernel logged an event containing ``wanted``."""
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        events = kernel_events(lab)
        if any(all(e.get(k) == v for k, v in wanted.items()) for e in events[since:]):
            return events
        page.wait_for_timeout(200)
    raise AssertionError(
        f"the kernel never received {wanted}; it logged {kernel_events(lab)}\n"
        f"browser console: {page.console_messages[-20:]}"
    )


def open_and_run(lab: LabServer, page) -> None:
    page.goto(f"{lab.url}/lab/tree/{NOTEBOOK.name}?reset&token={lab.token}")
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_function(
        "() => { const s = document.querySelector('#jp-main-statusbar');"
        " return s && /Idle/.test(s.textContent); }",
        timeout=2 * TIMEOUT_S * 1000,
    )
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    wait_for_event(lab, page, {"event": "ready"})
    page.wait_for_selector('.ck-hand-widget .ck-card[data-card="7d"] svg', state="visible")


def card(page, notation: str):
    return page.locator(f'.ck-card[data-card="{notation}"]')


# ---------------------------------------------------------------------------
# the test
# ---------------------------------------------------------------------------

def test_hand_widget_in_jupyterlab(page, lab):
    open_and_run(lab, page)
    start = len(kernel_events(lab))

    # one element per card, with a picture drawn by Python and an accessible name
    assert card(page, "7d").count() == 1
    assert page.locator(".ck-card").count() == 10
    assert card(page, "7d").get_attribute("aria-label") == "7 of coins"
    assert card(page, "7d").get_attribute("tabindex") == "0"
    assert card(page, "7d").get_attribute("aria-pressed") == "false"

    # a mouse click: Python receives the selection as notation
    card(page, "7d").click()
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "7d"}, start)
    page.wait_for_selector('.ck-card[data-card="7d"][aria-pressed="true"]')
    assert "ck-selected" in card(page, "7d").get_attribute("class")

    # single mode: another click replaces the choice
    card(page, "Rc").click()
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "Rc"}, start)
    page.wait_for_selector('.ck-card[data-card="7d"][aria-pressed="false"]')

    # keyboard: Tab-focusable cards, Enter and Space choose
    card(page, "Ab").focus()
    page.keyboard.press("Enter")
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "Ab"}, start)
    page.wait_for_selector('.ck-card[data-card="Ab"][aria-pressed="true"]')
    page.keyboard.press("ArrowRight")  # focus moves to the next card
    assert page.evaluate("() => document.activeElement.dataset.card") == "Rc"
    page.keyboard.press(" ")
    wait_for_event(lab, page, {"widget": "row", "event": "select", "cards": "Rc"}, start)
    page.wait_for_selector('.ck-card[data-card="Rc"][aria-pressed="true"]')
    assert page.evaluate("() => document.activeElement.dataset.card") == "Rc"

    # a disabled card is refused with the explanation shown under the hand
    n = len(kernel_events(lab))
    card(page, "5s").click(force=True)
    page.wait_for_selector(".ck-message.ck-error:has-text('cannot be chosen now')")
    assert card(page, "5s").get_attribute("aria-disabled") == "true"
    assert not [e for e in kernel_events(lab)[n:] if e.get("event") == "select"]

    # multiple mode in a fan: clicks toggle, Python gets hand order
    card(page, "10D").click()
    card(page, "AS").click()
    wait_for_event(lab, page, {"widget": "fan", "event": "select", "cards": "AS 10D"}, start)
    page.wait_for_selector('.ck-card[data-card="AS"][aria-pressed="true"]')
    page.wait_for_selector('.ck-card[data-card="10D"][aria-pressed="true"]')

    # let the lift transition finish, then keep a picture for people to look at
    page.wait_for_timeout(400)
    ARTIFACTS.mkdir(exist_ok=True)
    output = page.locator(".jp-OutputArea-output:has(.ck-hand-widget)").first
    output.screenshot(path=str(ARTIFACTS / "hand_widget.png"))
    page.screenshot(path=str(ARTIFACTS / "hand_widget_page.png"))
    assert (ARTIFACTS / "hand_widget.png").stat().st_size > 5000

    errors = [m for m in page.console_messages if m.startswith("pageerror")]
    assert not errors, errors
