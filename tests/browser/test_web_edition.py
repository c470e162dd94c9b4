"""The course on the web (the book and the JupyterLite lab), in headless Chromium.

The site is built once for the module with the README's command
(``tools/build_site.py --out DIR``) and served on 127.0.0.1 by a plain
static server (``python3 -m http.server``).  Every request the browser makes
to another host is blocked and counted: none may be made.

* The book: its home and a lesson page in each language show card pictures,
  and every link on them answers; from a lesson page, "Run this lesson in
  your browser" opens that notebook in the lab.
* The lab: lessons 01 and 02 run top to bottom in the browser's own Python
  kernel, except the cells that need numpy/matplotlib (found from the
  notebooks by ``online_cells``; their number is the one the lab's contents
  page states), with no error output; in one tab of lesson 02, whose browser
  kernel they share, a Scopa game is played for a whole hand by clicks, the
  hand visible at every turn, Picchetto and Belote take clicks, and a practice question is
  answered wrong, then right, by clicks, and ``progress()`` counts it from the
  learner's record in the browser's storage, again in another notebook opened
  in a new tab (a new kernel); the Italian contents page opens in Italian.

Timings (recorded by ``timings``, collected by ``benchmarks/browser_timings.py``):
the site build, opening the lab -> the kernel's first result, and every
click in the Scopa game -> the first visible change.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
#: opening the lab starts Python in the page: a hang, not a slow machine, passes this
KERNEL_CEILING_MS = 180_000
TIMEOUT_S = 60
LAB = "lab/lab/index.html"


def _builder():
    spec = importlib.util.spec_from_file_location("cardkit_build_site", ROOT / "tools" / "build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_site = _builder()


@pytest.fixture(scope="module")
def site(tmp_path_factory, browser):
    """The site built by the README's command, served on a free loopback port."""
    out = tmp_path_factory.mktemp("site") / "_site"
    t = time.monotonic()
    if os.environ.get("CARDKIT_SITE_DIR") and not os.environ.get("CI"):
        out = Path(os.environ["CARDKIT_SITE_DIR"])  # a developer's site already built
    else:
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(out)],
                       cwd=ROOT, check=True, timeout=900)
    built_s = time.monotonic() - t
    print(f"[timing] site build: {built_s:.0f} s")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", str(out)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + TIMEOUT_S
    while True:
        try:
            urllib.request.urlopen(url, timeout=5).close()
            break
        except OSError:
            if time.monotonic() > deadline:
                server.kill()
                pytest.fail("the static server did not start", pytrace=False)
            time.sleep(0.2)
    try:
        yield {"out": out, "url": url, "build_s": built_s}
    finally:
        server.terminate()
        server.wait(timeout=10)


def _offline_context(browser):
    """A browser context of its own in which every request to another host
    is blocked and counted (``context.blocked``)."""
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    blocked: list[str] = []

    def route(r):
        url = r.request.url
        if urlparse(url).hostname == "127.0.0.1" or url.startswith(("data:", "blob:")):
            r.continue_()
        else:
            blocked.append(url)
            r.abort()

    context.route("**/*", route)
    context.blocked = blocked
    return context


def _watched_page(context):
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_S * 1000)
    page.page_errors = []
    page.on("pageerror", lambda e: page.page_errors.append(str(e)))
    page.blocked = context.blocked
    return page


@pytest.fixture
def web(browser, site, timings_for):
    """A page of its own context, every request to another host blocked and counted."""
    context = _offline_context(browser)
    page = _watched_page(context)
    page.timings = timings_for(page)
    try:
        yield page
        assert context.blocked == [], f"{len(context.blocked)} requests left 127.0.0.1: {context.blocked[:5]}"
    finally:
        context.close()


@pytest.fixture(scope="module")
def _lab_of_lesson_02(browser, site):
    """One lab tab with lesson 02 open, whose browser kernel the click tests
    share (each adds its own cells): starting Python in the page is most of
    a click test's time, and what is tested is the clicks."""
    context = _offline_context(browser)
    shared = {"context": context, "page": None}
    try:
        yield shared
    finally:
        context.close()


@pytest.fixture
def lab_tab(_lab_of_lesson_02, site, timings_for):
    """The shared lab tab (see ``_lab_of_lesson_02``; opened again if a test
    closed it), its page errors and blocked requests checked for this test
    alone."""
    shared = _lab_of_lesson_02
    if shared["page"] is None or shared["page"].is_closed():
        shared["page"] = _watched_page(shared["context"])
        open_in_lab(shared["page"], site, "notebooks/02_scopa_captures.ipynb")
    page = shared["page"]
    page.page_errors.clear()
    page.timings = timings_for(page)
    before = len(page.blocked)
    yield page
    assert page.blocked[before:] == [], f"requests left 127.0.0.1: {page.blocked[before:][:5]}"


# ---------------------------------------------------------------------------
# the book
# ---------------------------------------------------------------------------

def assert_card_pictures(page) -> int:
    pictures = page.locator("img[src^='data:image/svg+xml']")
    n = pictures.count()
    assert n > 0, f"no card picture on {page.url}"
    pictures.first.scroll_into_view_if_needed()
    assert page.evaluate("img => img.complete && img.naturalWidth > 0", pictures.first.element_handle())
    return n


def assert_links_answer(page, site) -> int:
    """Every link of the page to the site answers 200 (anchors stripped);
    the lab's links open a notebook that exists."""
    hrefs = page.evaluate("() => [...document.querySelectorAll('a[href]')].map(a => a.href)")
    checked = 0
    for href in sorted(set(hrefs)):
        if not href.startswith(site["url"]):
            continue
        target = href.split("#")[0]
        with urllib.request.urlopen(target, timeout=30) as r:
            assert r.status == 200, target
        query = urlparse(target).query
        if query.startswith("path="):
            notebook = site["out"] / "lab" / "files" / query[len("path="):]
            assert notebook.exists(), f"{page.url} links the lab to a missing notebook {notebook}"
        checked += 1
    assert checked > 0
    return checked


BOOK_PAGES = ["book/index.html", "book/notebooks/00_start_here.html", "book/notebooks/01_cards_and_decks.html",
              "book/notebooks/it/00_inizia_qui.html", "book/notebooks/it/01_carte_e_mazzi.html", "index.html"]


def test_the_book_shows_cards_and_its_links_work(web, site):
    counts = {}
    for path in BOOK_PAGES:
        web.goto(site["url"] + path)
        counts[path] = (assert_card_pictures(web), assert_links_answer(web, site))
    print("book pages (card pictures, links answered):", counts)
    assert "Esegui questa lezione nel browser" in (site["out"] / BOOK_PAGES[4]).read_text()
    web.timings.record("site build", "tools/build_site.py --out", site["build_s"] * 1000,
                       ceiling_ms=900_000)


def test_a_lesson_page_opens_its_notebook_in_the_lab(web, site):
    web.goto(site["url"] + "book/notebooks/it/02_scopa_prese.html")
    web.locator("a:has-text('Esegui questa lezione nel browser')").click()
    web.locator(".jp-Notebook").wait_for(timeout=KERNEL_CEILING_MS)
    web.locator(".lm-TabBar-tab.jp-mod-current:has-text('02_scopa_prese.ipynb')").wait_for()
    web.locator(".jp-Notebook h1:has-text('Scopa: il mazzo e le prese')").first.wait_for()


# ---------------------------------------------------------------------------
# the lab
# ---------------------------------------------------------------------------

def open_in_lab(page, site, path: str) -> None:
    page.goto(f"{site['url']}{LAB}?path={path}")
    page.locator(".jp-Notebook").wait_for(timeout=KERNEL_CEILING_MS)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget "
                           "&& window.jupyterapp.shell.currentWidget.content "
                           "&& window.jupyterapp.shell.currentWidget.content.model", timeout=KERNEL_CEILING_MS)
    # a second tab restores the first tab's workspace, whose notebook may come to
    # the front after ours: make ours the current one before a cell is added
    page.evaluate("(path) => window.jupyterapp.commands.execute('docmanager:open', {path})", path)
    page.wait_for_function("(path) => { const w = window.jupyterapp.shell.currentWidget; "
                           "return w && w.context && w.context.path === path && w.content.model; }",
                           arg=path, timeout=KERNEL_CEILING_MS)
    # the stored outputs go: what the test reads is what this kernel printed
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")


# run one code cell of the current notebook (the command resolves when the cell
# has run); resolve with [outputs, execution count], or with null when it has
# not finished within the ceiling (a hang)
RUN_CELL = """async ([i, ceiling]) => {
    const app = window.jupyterapp;
    const panel = app.shell.currentWidget;
    await panel.sessionContext.ready;
    const nb = panel.content;
    nb.activeCellIndex = i;
    const ran = app.commands.execute('notebook:run-cell').then(() => true);
    const late = new Promise(r => setTimeout(() => r(false), ceiling));
    if (!await Promise.race([ran, late])) return null;
    const model = nb.model.cells.get(i);
    return [model.outputs.toJSON(), model.executionCount];
}"""


def run_cells(page, indexes: list[int], ceiling_ms: int = 120_000) -> list[tuple[int, list, int]]:
    """Run the code cells ``indexes`` in order: [(index, outputs, count)]."""
    results = []
    for i in indexes:
        got = page.evaluate(RUN_CELL, [i, ceiling_ms])
        assert got is not None, f"cell {i} did not finish within {ceiling_ms / 1000:.0f} s"
        results.append((i, *got))
    return results


# append a code cell to the current notebook and start running it (the test
# then waits for what it draws, with the page's own timeouts)
ADD_CELL = """async (code) => {
    const app = window.jupyterapp;
    const panel = app.shell.currentWidget;
    await panel.sessionContext.ready;
    const nb = panel.content;
    nb.activeCellIndex = nb.widgets.length - 1;
    await app.commands.execute('notebook:insert-cell-below');
    await app.commands.execute('notebook:change-cell-to-code');
    nb.activeCell.model.sharedModel.setSource(code);
    // the lab skips drawing cells out of view (content-visibility: auto), and a
    // locator waits for a visible output: bring the new cell to the top first
    await nb.scrollToCell(nb.activeCell, 'start');
    app.commands.execute('notebook:run-cell');
    return nb.widgets.length;
}"""


def notebook(rel: str) -> dict:
    return json.loads((ROOT / rel).read_text())


def errors_in(outputs: list[dict]) -> list[str]:
    bad = []
    for o in outputs:
        if o.get("output_type") == "error":
            bad.append(f"{o.get('ename')}: {o.get('evalue')}")
        elif o.get("output_type") == "stream" and o.get("name") == "stderr" \
                and re.search(r"Traceback|Error", "".join(o.get("text", ""))):
            bad.append("".join(o["text"])[:300])
    return bad


def lab_note_count(site, lang: str) -> int:
    """The number of cells that need the internet, as the lab's contents page says it."""
    contents = build_site.EDITIONS[lang]["contents"]
    nb = json.loads((site["out"] / "lab" / "files" / contents).read_text())
    note = next("".join(c["source"]) for c in nb["cells"] if c.get("id") == "ck-in-the-browser")
    return int(re.search(r"\*\*(\d+) (?:cells|celle|cell|cella)\*\*", note).group(1))


def test_the_site_holds_every_lesson_and_no_solution(site):
    out = site["out"]
    for path in build_site.lesson_notebooks() + build_site.exercise_notebooks():
        rel = path.relative_to(ROOT).with_suffix("")
        assert (out / "book" / rel.with_suffix(".html")).exists(), rel
        assert (out / "lab" / "files" / path.relative_to(ROOT)).exists(), rel
    assert not list((out / "lab" / "files").rglob("solutions")), "the lab must not hold the solutions"
    assert not list((out / "book").rglob("solutions")), "the book must not hold the solutions"
    # the kit is served by the site itself and loaded with the kernel
    lock = json.loads((out / "lab" / "static" / "pyodide" / "pyodide-lock.json").read_text())
    assert not lock["packages"]["cardkit"]["file_name"].startswith("http")
    assert lock["packages"]["numpy"]["file_name"].startswith("https://")
    settings = json.loads((out / "lab" / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert "cardkit" in kernel["loadPyodideOptions"]["packages"]
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"site size: {size / 2**20:.0f} MiB")


def test_the_contents_pages_count_the_cells_that_need_the_internet(site):
    for lang in build_site.EDITIONS:
        found = sum(len(c) for c in build_site.online_summary(lang).values())
        assert lab_note_count(site, lang) == found > 0


@pytest.mark.parametrize("rel", ["notebooks/01_cards_and_decks.ipynb", "notebooks/02_scopa_captures.ipynb",
                                 "notebooks/it/21_belote_partita_a_500.ipynb"])
def test_a_lesson_runs_in_the_browser_kernel(web, site, rel):
    nb = notebook(rel)
    skip = build_site.online_cells(nb)
    wanted = [i for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code" and i not in skip]
    t0 = time.monotonic()
    open_in_lab(web, site, rel)
    first = run_cells(web, wanted[:1], KERNEL_CEILING_MS)
    web.timings.record("open the lab -> first result", Path(rel).stem,
                       (time.monotonic() - t0) * 1000, ceiling_ms=KERNEL_CEILING_MS)
    results = first + run_cells(web, wanted[1:])
    problems = [f"cell {i}: {e}" for i, outputs, _ in results for e in errors_in(outputs)]
    unrun = [i for i, _, count in results if not count]
    assert not problems, f"{rel}: " + "; ".join(problems)
    assert not unrun, f"{rel}: cells {unrun} did not run"
    print(f"{rel}: {len(results)} cells ran in the browser, {len(skip)} need numpy/matplotlib: {skip}")
    web.screenshot(path=str(ROOT / "test-artifacts" / f"web_{Path(rel).stem}.png"), full_page=False)


# what the n-th Scopa game shows: the hand end's Next button, capture
# choices, the learner's cards (when they may be clicked) and the hand's height
SCOPA_VIEW = """(n) => {
    const g = document.querySelectorAll('.ck-scopa-game')[n];
    const shown = b => b.offsetParent !== null;
    const hand = g.querySelector('.ck-hand-widget');
    return {next: [...g.querySelectorAll('button.mod-success')].some(shown),
            choices: [...g.querySelectorAll('button.mod-info')].filter(shown).length,
            cards: [...hand.querySelectorAll('.ck-card')].map(c => c.dataset.card),
            height: hand.getBoundingClientRect().height};
}"""


#: the clicked element has left the page or is hidden
GONE = "!button.isConnected || button.offsetParent === null"


def test_a_scopa_hand_played_by_clicks(lab_tab):
    web = lab_tab
    web.evaluate(ADD_CELL, "from cardkit.widgets import ScopaGame\ngame = ScopaGame(seed=7)\ngame")
    web.locator(".ck-scopa-game .ck-hand-widget .ck-card").first.wait_for(timeout=KERNEL_CEILING_MS)
    n = web.locator(".ck-scopa-game").count() - 1
    played = []
    for _ in range(120):
        view = web.evaluate(SCOPA_VIEW, n)
        if view["next"]:
            break
        if view["choices"]:
            web.timings.click("lab: a capture chosen", ".ck-scopa-game", "button.mod-info", n=n,
                              until=GONE, measure="click -> card played")
            continue
        if not view["cards"]:
            web.wait_for_timeout(100)
            continue
        assert view["height"] > 40, f"the learner's hand is not visible: {view}"
        card = view["cards"][0]
        # timed until the kernel has answered: the card has left the hand, or
        # the choice of its captures is offered
        web.timings.click("lab: a Scopa card played", ".ck-scopa-game",
                          f'.ck-hand-widget .ck-card[data-card="{card}"]', n=n,
                          until=GONE + " || [...box.querySelectorAll('button.mod-info')].some(b => b.offsetParent)",
                          measure="click -> card played")
        played.append(card)
    else:
        pytest.fail(f"the hand did not end; cards played: {played}")
    assert len(played) == 18, f"a hand of two players is 18 cards each, {len(played)} were clicked: {played}"
    web.locator(".ck-scopa-game").nth(n).screenshot(path=str(ROOT / "test-artifacts" / "web_scopa_hand_end.png"))
    # the next hand: the learner's hand comes back (the JupyterLite display trap)
    web.locator(".ck-scopa-game").nth(n).locator("button.mod-success").click()
    web.wait_for_function(f"() => ({SCOPA_VIEW})({n}).cards.length === 3")
    assert web.evaluate(SCOPA_VIEW, n)["height"] > 40
    assert not web.page_errors, web.page_errors


def test_picchetto_and_belote_take_clicks_in_the_browser(lab_tab):
    from cardkit.widgets import BeloteGame, PicchettoGame

    web = lab_tab
    ref = PicchettoGame(seed=2)
    discard = ref.accomodo.hand.cards[:2]
    web.evaluate(ADD_CELL, "from cardkit.widgets import BeloteGame, PicchettoGame\n"
                           "picchetto = PicchettoGame(seed=2)\nbelote = BeloteGame(seed=7)\n"
                           "display(picchetto, belote)")
    acc = web.locator(".ck-picchetto-accomodo").last
    acc.locator(f'.ck-card[data-card="{discard[0]}"]').wait_for(timeout=KERNEL_CEILING_MS)
    for c in discard:
        web.timings.click("lab: a Picchetto discard chosen", ".ck-picchetto-accomodo",
                          f'.ck-card[data-card="{c}"]', n=web.locator(".ck-picchetto-accomodo").count() - 1,
                          until="box.querySelector('.ck-card.ck-selected[data-card=\"%s\"]')" % c,
                          measure="click -> card played")
    acc.locator("button.jupyter-button:has-text('Exchange')").click()
    web.locator(".ck-picchetto-game button.ck-picchetto-declare:visible").last.wait_for()
    # Belote: Pass until the play, then a legal card leaves the hand
    for _ in range(3):
        passes = web.locator(".ck-belote-bidding button.jupyter-button:visible:has-text('Pass')")
        if not passes.count():
            break
        passes.first.click()
        web.wait_for_timeout(500)
    ref = BeloteGame(seed=7)
    while ref.phase in ("bid1", "bid2", "senza"):
        ref.bid("pass")
    good = ref.hand.legal[0]
    hand = web.locator(".ck-belote-hand").last
    hand.locator(f'.ck-card[data-card="{good}"]').wait_for()
    web.timings.click("lab: a Belote card played", ".ck-belote-hand", f'.ck-card[data-card="{good}"]',
                      n=web.locator(".ck-belote-hand").count() - 1, until=GONE, measure="click -> card played")
    assert not web.page_errors, web.page_errors


def test_a_practice_question_answered_by_clicks(lab_tab, site):
    from cardkit.exercises import evaluate
    from cardkit.exercises.practice import question, topic

    web = lab_tab
    qid = "scopa-legal-capture:normal:2"
    name, difficulty, seed = qid.split(":")
    q = question(name, int(seed), difficulty)
    right = topic(name).kind.show(topic(name).solve(q.data))
    web.evaluate(ADD_CELL, f"from cardkit.widgets import QuestionWidget\nQuestionWidget({qid!r})")
    widget = web.locator(".ck-practice-question").last
    buttons = widget.locator("button.ck-practice-choice")
    buttons.first.wait_for(timeout=KERNEL_CEILING_MS)
    labels = [buttons.nth(i).inner_text().strip() for i in range(buttons.count())]
    wrong = next(label for label in labels if label != right)
    widget.get_by_role("button", name=wrong, exact=True).click()
    widget.locator("button.ck-practice-check").click()
    widget.locator(".ck-practice-feedback").filter(has_text="✘").wait_for()
    widget.get_by_role("button", name=right, exact=True).click()
    widget.locator("button.ck-practice-check").click()
    widget.locator(".ck-practice-feedback").filter(has_text="✔").wait_for()
    assert widget.locator(".ck-practice-feedback").inner_text().strip() == evaluate(qid, right).line
    # progress() in the browser kernel counts the answer, kept in the browser's storage
    web.evaluate(ADD_CELL, "from cardkit.exercises import progress\nprint(progress())")
    web.locator(".jp-OutputArea-output:has-text('1 right of 1 tried')").last.wait_for()
    shown = web.locator(".jp-OutputArea-output:has-text('1 right of 1 tried')").last.inner_text()
    assert "Kept in this browser's storage for the site" in shown and "⚠" not in shown
    assert not web.page_errors, web.page_errors
    # the record lasts: another notebook in a new tab (a new kernel) sees it (the
    # last test to use the shared tab closes it first)
    again = _watched_page(web.context)
    web.close()
    open_in_lab(again, site, "notebooks/01_cards_and_decks.ipynb")
    again.evaluate(ADD_CELL, "from cardkit.exercises import progress\nprint(progress())")
    again.locator(".jp-OutputArea-output:has-text('1 right of 1 tried')").last.wait_for(timeout=KERNEL_CEILING_MS)
    assert not again.page_errors, again.page_errors


def test_the_italian_contents_page_opens_in_italian(web, site):
    open_in_lab(web, site, "notebooks/it/00_inizia_qui.ipynb")
    web.locator(".jp-Notebook h1:has-text('Inizia qui')").first.wait_for()
    web.locator(".jp-Notebook h2:has-text('Nel browser')").first.wait_for()
    results = run_cells(web, [next(i for i, c in enumerate(notebook(
        "notebooks/it/00_inizia_qui.ipynb")["cells"]) if c["cell_type"] == "code")], KERNEL_CEILING_MS)
    assert results[0][1] and not errors_in(results[0][1])
    web.screenshot(path=str(ROOT / "test-artifacts" / "web_italian_contents.png"))
