"""The projector page served by Voilà, driven by headless Chromium.

The test starts the page the way the README tells a teacher to
(``python -m cardkit.projector``, the same as ``cardkit-projector``), on a
free port in a temporary home, and opens it at 1366x768.  Through the
browser only:

* the chooser shows no code; Scopa, a deal number, Italian and 150 % are
  chosen and the game started: the cards are drawn (the anywidget hand
  renders in Voilà);
* a card of the hand is clicked: the move registers (the card leaves the
  hand; the lines the same seeded game writes without a browser appear), and
  *Save this game* offers exactly that game as a JSON download;
* back at the menu, in English, a saved Picchetto game of two deals is
  opened with the chooser's file button: its last deal replays step by
  step, forward and back, as the same viewer does without a browser, and
  the *Deal* menu switches to the first deal.

The console must be free of errors (resources the page asks of the
internet, such as icon fonts, may fail offline; nothing served by Voilà may).
Screenshots go to ``test-artifacts/``.

The server serves its owner only (issue 21): a request with another
``Host`` or without the token printed at start is refused, and after ten
page loads and closes at most ``--max-pages`` kernels are alive, none a
minute later.
"""

from __future__ import annotations

import base64
import importlib.util
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

TIMEOUT_S = 60
SEED = 3
ADDRESS = re.compile(r"The projector is at (http://127\.0\.0\.1:\d+/\?token=[\w-]+)")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ProjectorServer:
    """``python -m cardkit.projector`` in a temporary home, stopped by its handle."""

    def __init__(self, tmp: Path, options=()):
        self.tmp = tmp
        self.log_path = tmp / "voila.log"
        self.options = list(options)
        self.proc = None
        self.port = 0
        self.url = ""

    def environment(self) -> dict:
        home = self.tmp / "home"
        env = dict(os.environ)
        for var, sub in (("HOME", ""), ("JUPYTER_CONFIG_DIR", "jupyter-config"),
                         ("JUPYTER_DATA_DIR", "jupyter-data"), ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"),
                         ("IPYTHONDIR", "ipython"), ("MPLCONFIGDIR", "matplotlib")):
            path = home / sub
            path.mkdir(parents=True, exist_ok=True)
            env[var] = str(path)
        env.pop("MPLBACKEND", None)
        for key in ("LANGUAGE", "SCALE", "GAME"):
            env.pop(f"CARDKIT_PROJECTOR_{key}", None)
        env["PYTHONHASHSEED"] = "0"
        return env

    def start(self) -> None:
        env = self.environment()
        for _attempt in range(3):          # a free port may be taken between bind and listen
            self.port = _free_port()
            with self.log_path.open("ab") as log:
                self.proc = subprocess.Popen(
                    [sys.executable, "-m", "cardkit.projector", "--no-browser", f"--port={self.port}", *self.options],
                    cwd=self.tmp, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                    start_new_session=True)
            deadline = time.monotonic() + 2 * TIMEOUT_S
            while time.monotonic() < deadline and self.proc.poll() is None:
                found = ADDRESS.search(self.read_log())
                if found:
                    self.url = found.group(1)    # the address with its token, as the command prints it
                    return
                time.sleep(0.3)
            self.stop()
        pytest.fail(f"Voilà did not start; its log:\n{self.read_log()[-4000:]}", pytrace=False)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def kernels(self) -> list[int]:
        """The pids of the kernels the server runs (its ipykernel descendants, from /proc)."""
        children: dict[int, list[int]] = {}
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                text = stat.read_text()
                children.setdefault(int(text[text.rindex(")") + 2:].split()[1]), []).append(int(stat.parent.name))
            except (OSError, ValueError, IndexError):
                continue
        found, todo = [], [self.proc.pid]
        while todo:
            for child in children.get(todo.pop(), []):
                todo.append(child)
                try:
                    if b"ipykernel" in Path(f"/proc/{child}/cmdline").read_bytes():
                        found.append(child)
                except OSError:
                    pass
        return found

    def read_log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)       # Voilà shuts its kernels down
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the session started for this server
            proc.wait(timeout=10)


def _serve(tmp_path, options=()):
    if importlib.util.find_spec("voila") is None:
        reason = 'Voilà is not installed (pip install -e ".[test]")'
        if os.environ.get("CI", "").strip().lower() in ("1", "true", "yes"):
            pytest.fail(f"the projector test must run in CI, but {reason}", pytrace=False)
        pytest.skip(reason)
    server = ProjectorServer(tmp_path, options)
    server.start()
    return server


@pytest.fixture
def projector(browser, tmp_path):
    # asks for ``browser`` first: without Chromium the test skips (fails in CI);
    # so does a missing Voilà (the [test] extra installs it)
    server = _serve(tmp_path)
    try:
        yield server
    finally:
        server.stop()


MAX_PAGES, CULL_AFTER = 3, 5


@pytest.fixture
def small_projector(browser, tmp_path):
    """A projector allowed MAX_PAGES kernels, culled CULL_AFTER s after their page has gone."""
    server = _serve(tmp_path, [f"--max-pages={MAX_PAGES}", f"--cull-after={CULL_AFTER}"])
    try:
        yield server
    finally:
        server.stop()


def references(tmp_path: Path):
    """The same games without a browser: the Scopa deal with one card
    played, and a Picchetto save of two deals with its two replays."""
    from cardkit.picchetto import ITALIANO, ComputerPlayer, PicchettoState, play_out
    from cardkit.widgets import PicchettoReplay, ScopaGame

    scopa = ScopaGame(seed=SEED, language="it")
    card = next(str(c) for c in scopa.state.hand(0) if len(scopa.state.moves_for(c)) <= 1)
    scopa.play(card)
    state = PicchettoState(ITALIANO, 10, auto_deal=False)
    for _ in range(2):
        state = play_out(state, [ComputerPlayer()] * 2, until="deal")
    save = tmp_path / "picchetto-two-deals.json"
    save.write_text(state.to_json(), encoding="utf-8")
    return scopa, card, save, PicchettoReplay(state), PicchettoReplay(state, 1)


def check_step(box, viewer, k):
    viewer.go(k)
    box.locator(f"text=Step {k} of {len(viewer.steps) - 1}").wait_for()
    box.get_by_text(viewer.describe().splitlines()[0], exact=True).wait_for()


def test_projector_plays_a_move_and_steps_a_replay(projector, browser, tmp_path, artifact):
    scopa, card, save, last_deal, first_deal = references(tmp_path)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_S * 1000)
    console, failed = [], []
    page.on("console", lambda m: console.append((m.type, m.text)))
    page.on("pageerror", lambda e: console.append(("pageerror", str(e))))
    page.on("requestfailed", lambda r: failed.append(r.url))
    try:
        page.goto(projector.url)
        chooser = page.locator(".ck-projector-chooser")
        chooser.locator("button:has-text('Start the game')").wait_for(timeout=2 * TIMEOUT_S * 1000)
        assert page.title() == "cardkit in class"
        assert page.locator(".jp-InputArea, .jp-CodeMirrorEditor, .cm-editor").count() == 0  # no code shown

        # the chooser: Scopa, deal SEED, Italian, 150 %
        chooser.locator(".widget-toggle-button:has-text('Scopa')").click()
        deal = chooser.locator(".ck-projector-deal input")
        deal.fill(str(SEED))
        deal.press("Enter")
        chooser.locator(".widget-toggle-button:has-text('Italiano')").click()
        chooser.locator("button:has-text('Inizia la partita')").wait_for()
        chooser.locator(".widget-toggle-button:has-text('150 %')").click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('style')].some(s => s.textContent.includes('zoom: 1.5;'))")
        page.screenshot(path=str(artifact("projector_chooser.png")))
        chooser.locator("button:has-text('Inizia la partita')").click()

        # the game: drawn, and a click plays a card
        stage = page.locator(".ck-projector-stage")
        stage.locator(f"text=Scopa, smazzata numero {SEED}").wait_for()
        hand = stage.locator(".ck-scopa-game .ck-hand-widget")
        hand.locator(f'.ck-card[data-card="{card}"]').click()
        for line in scopa.recent:
            stage.get_by_text(line).first.wait_for()
        page.wait_for_function(
            f"() => !document.querySelector('.ck-projector-stage .ck-hand-widget .ck-card[data-card=\"{card}\"]')")
        page.screenshot(path=str(artifact("projector_scopa.png")))

        # Save this game: the download is the game as played here
        stage.locator("button:has-text('Salva questa partita')").click()
        link = stage.locator(".ck-projector-download a[download]")
        link.wait_for()
        assert link.get_attribute("download") == f"scopa-deal-{SEED}.json"
        href = link.get_attribute("href")
        assert href.startswith("data:application/json;base64,")
        assert base64.b64decode(href.split(",", 1)[1]).decode() == scopa.state.to_json()

        # back to the menu, in English, and a saved Picchetto game replayed
        stage.locator("button:has-text('Menu')").click()
        chooser.locator(".widget-toggle-button:has-text('English')").click()
        chooser.locator("button:has-text('Start the game')").wait_for()
        with page.expect_file_chooser() as chosen:
            chooser.locator(".ck-projector-upload").click()
        chosen.value.set_files(str(save))
        box = page.locator(".ck-projector-stage .ck-picchetto-replay")
        stage.locator(f"text=Picchetto: replay of {save.name}").wait_for()
        check_step(box, last_deal, 0)
        forward = box.locator("button.jupyter-button:has-text('Forward')")
        back = box.locator("button.jupyter-button:has-text('Back')")
        for k in (1, 2, 3):
            forward.click()
            check_step(box, last_deal, k)
        back.click()
        check_step(box, last_deal, 2)
        page.screenshot(path=str(artifact("projector_replay.png")))

        # the Deal menu: the first deal, from its start
        stage.locator(".ck-projector-bar select").select_option(label="1")
        check_step(box, first_deal, 0)
        forward.click()
        check_step(box, first_deal, 1)

        errors = [text for kind, text in console if kind in ("error", "pageerror")
                  and not text.startswith("Failed to load resource")]
        assert not errors, errors
        assert not [u for u in failed if u.startswith(projector.base)], failed
    finally:
        context.close()


def _get(url: str, host: str | None = None):
    """(status, location) of a GET that does not follow redirects."""
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=2 * TIMEOUT_S)
    try:
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        conn.request("GET", path, headers={"Host": host} if host else {})
        response = conn.getresponse()
        response.read()
        return response.status, response.getheader("Location") or ""
    finally:
        conn.close()


def test_the_projector_serves_its_owner_only(small_projector):
    """A web page the teacher visits cannot reach the projector: no token, a
    wrong token or a foreign Host (DNS rebinding) is refused."""
    server = small_projector
    token_url = server.url
    assert re.search(r"\?token=[\w-]{24,}$", token_url)
    assert _get(server.base, host="evil.example.com")[0] == 403
    assert _get(token_url, host="evil.example.com")[0] == 403
    assert _get(token_url, host=f"evil.example.com:{server.port}")[0] == 403
    status, where = _get(server.base)
    assert status == 302 and "/login" in where            # no token: the login page, not the game
    status, where = _get(server.base + "?token=not-the-token-at-all")
    assert status == 302 and "/login" in where
    log = server.read_log()
    assert "Blocking request with non-local 'Host' evil.example.com" in log


def test_ten_page_loads_and_closes_leave_at_most_the_kernels_allowed(small_projector, browser):
    """Each load runs a kernel; a closed page's kernel is stopped when a new
    page needs room, and by the culler CULL_AFTER s after it went."""
    server = small_projector
    context = browser.new_context(viewport={"width": 1024, "height": 700})
    alive = []
    try:
        for _ in range(10):
            page = context.new_page()
            page.set_default_timeout(2 * TIMEOUT_S * 1000)
            page.goto(server.url)
            page.locator(".ck-projector-chooser button:has-text('Start the game')").wait_for()
            alive.append(len(server.kernels()))
            page.close()
    finally:
        context.close()
    print(f"[projector] kernels alive after each of 10 loads: {alive}")
    assert max(alive) <= MAX_PAGES, alive
    deadline = time.monotonic() + 60
    while server.kernels() and time.monotonic() < deadline:
        time.sleep(1)
    assert server.kernels() == [], "kernels of closed pages still alive a minute later"
    assert " 503 GET " not in server.read_log()          # no load was turned away
