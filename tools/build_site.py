"""Build the course on the web: the book of the lessons and the lab that runs them.

    python3 tools/build_site.py --out _site

writes a static folder that any web server serves (``python3 -m http.server
--directory _site``), or that opens from a school server or a USB stick:

* ``index.html`` — the front page: the two languages, the book and the lab;
* ``book/`` — every lesson of both editions, both contents pages, the
  exercise sets (student copies), the rule cards, the glossary and the rules
  documentation, rendered by Jupyter Book 1 from the stored outputs (nothing
  is executed); every lesson and exercise page has a "Run this lesson in your
  browser" link that opens the same notebook in the lab;
* ``lab/`` — JupyterLite with the lessons and the student copies of the
  exercise sets of both editions, the Pyodide runtime, the kit and the
  widgets' Python and front-end code.  A learner's first cell just works: the
  kit is loaded with the kernel (no ``%pip``).

Everything the site needs is inside the folder, except numpy and matplotlib:
no WebAssembly build of them is on the registries this project uses, so the
lab loads them from Pyodide's own distribution online, and the lab's contents
pages say which cells need that (``online_cells``).

What the build fetches, once, into ``--cache`` (default ``build/site-cache``):
Pyodide's runtime from the npm registry (``npm pack pyodide@VERSION``) and
pure-Python wheels from PyPI (``pip download``).  It needs the ``web`` extra
(``pip install -e ".[web]"``: jupyterlite-core, jupyterlite-pyodide-kernel,
jupyter-book) and ``npm`` on the PATH.
"""

from __future__ import annotations

import argparse
import ast
import copy
import functools
import hashlib
import html
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: the Pyodide that jupyterlite-pyodide-kernel 0.8.6 is built for
PYODIDE_VERSION = "314.0.6"
#: where Pyodide's own packages (numpy, matplotlib…) come from when online
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
#: the lab's page, from the site's root (JupyterLite puts its lab app in lab/)
LAB_APP = "lab/lab/index.html"
#: the Python modules a cell may need that the offline site cannot load
ONLINE_MODULES = {"numpy", "matplotlib", "pylab", "mpl_toolkits", "pandas", "scipy"}

#: the Pyodide lock's packages the site serves itself: what starting the kernel
#: loads (micropip, IPython and what it needs, jedi) and what the kit needs
LOCK_LOCAL = ["micropip", "ipython", "asttokens", "decorator", "executing", "matplotlib-inline",
              "prompt-toolkit", "pure-eval", "pygments", "six", "stack-data", "traitlets",
              "wcwidth", "jedi", "parso", "typing-extensions", "tqdm"]
#: packages that are not in Pyodide's lock: (name, import names, depends);
#: their versions are those installed here, so the front end matches
EXTRA_FROM_PYPI = [("comm", ["comm"], ["traitlets"]),
                   ("psygnal", ["psygnal"], ["typing-extensions"]),
                   ("ipywidgets", ["ipywidgets"], ["comm", "ipython", "traitlets", "widgetsnbextension"]),
                   ("anywidget", ["anywidget"], ["ipywidgets", "psygnal", "typing-extensions"])]
#: the kernel's own shims, shipped in jupyterlite-pyodide-kernel
KERNEL_SHIMS = [("pyodide-kernel", ["pyodide_kernel"], ["comm", "ipython"]),
                ("ipykernel", ["ipykernel"], ["pyodide-kernel"]),
                ("piplite", ["piplite"], ["micropip"]),
                ("widgetsnbextension", ["widgetsnbextension"], [])]
#: what the kernel loads as it starts: everything a lesson needs but numpy
PRELOAD = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "cardkit"]
#: the lab extensions the lab needs (the kernel's, the widgets', anywidget's)
LAB_EXTENSIONS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager",
                  "anywidget"]

EDITIONS = {
    "en": {"lessons": "notebooks", "exercises": "exercises", "contents": "notebooks/00_start_here.ipynb",
           "run": "▶ Run this lesson in your browser", "run_set": "▶ Do these exercises in your browser",
           "run_note": "(nothing to install; the first run loads Python in the page, about 10–30 s)"},
    "it": {"lessons": "notebooks/it", "exercises": "exercises/it", "contents": "notebooks/it/00_inizia_qui.ipynb",
           "run": "▶ Esegui questa lezione nel browser", "run_set": "▶ Fai questi esercizi nel browser",
           "run_note": "(niente da installare; la prima volta Python si carica nella pagina, 10–30 s circa)"},
}


# ---------------------------------------------------------------------------
# which notebooks, and which of their cells need the internet
# ---------------------------------------------------------------------------

def lesson_notebooks() -> list[Path]:
    """Every lesson and contents page of both editions (repository paths)."""
    return sorted(p for e in EDITIONS.values() for p in (ROOT / e["lessons"]).glob("[0-9][0-9]_*.ipynb"))


def exercise_notebooks() -> list[Path]:
    """The student copies of every exercise set, both editions (never the solutions)."""
    return sorted(p for e in EDITIONS.values() for p in (ROOT / e["exercises"]).glob("[0-9][0-9]_*.ipynb"))


@functools.lru_cache(maxsize=None)
def _kit_functions_needing_online() -> frozenset[str]:
    """Names of the kit's functions whose body imports numpy or matplotlib
    (e.g. a lesson's plotting helper): a cell calling one needs the internet."""
    names = set()
    for path in (ROOT / "cardkit").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if any(_imported_modules(n) & ONLINE_MODULES for n in ast.walk(node)):
                    names.add(node.name)
    return frozenset(names)


def _imported_modules(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Import):
        return {a.name.split(".")[0] for a in node.names}
    if isinstance(node, ast.ImportFrom) and node.module and not node.level:
        return {node.module.split(".")[0]}
    return set()


def _parse_cell(source: str) -> ast.Module | None:
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    try:
        return ast.parse("\n".join(lines))
    except SyntaxError:
        return None


def online_cells(nb: dict, kit_functions: set[str] | None = None) -> list[int]:
    """The indexes (into ``nb["cells"]``) of the code cells that need numpy or
    matplotlib: a cell that imports them, calls a kit function that does, or
    uses a name such a cell defined; and any cell that stored a figure."""
    if kit_functions is None:
        kit_functions = _kit_functions_needing_online()
    tainted: set[str] = set()
    found = []
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        tree = _parse_cell(source)
        figure = any("image/png" in o.get("data", {}) for o in cell.get("outputs", []))
        if tree is None:
            needs = figure
            defined: set[str] = set()
        else:
            defined = _defined_names(tree)
            calls = {n.func.id if isinstance(n.func, ast.Name) else getattr(n.func, "attr", "")
                     for n in ast.walk(tree) if isinstance(n, ast.Call)}
            # a name the cell reads that an earlier cell needing numpy made
            # (unless this cell binds it itself)
            reads = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
            imports = set().union(*(_imported_modules(n) for n in ast.walk(tree)))
            needs = figure or bool(imports & ONLINE_MODULES) or bool(calls & kit_functions) \
                or bool((reads - defined) & tainted)
        if needs:
            found.append(i)
            tainted |= defined
    return found


def _defined_names(tree: ast.Module) -> set[str]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
    return out


@functools.lru_cache(maxsize=None)
def online_summary(lang: str) -> dict[str, list[int]]:
    """{repository path: [cell numbers counted from 1 among code cells]} for
    every lesson and exercise notebook of an edition that has such cells."""
    kit = _kit_functions_needing_online()
    edition = EDITIONS[lang]
    out = {}
    for path in lesson_notebooks() + exercise_notebooks():
        rel = path.relative_to(ROOT).as_posix()
        if not (rel.startswith(edition["lessons"] + "/") or rel.startswith(edition["exercises"] + "/")):
            continue
        if lang == "en" and "/it/" in rel:
            continue
        nb = json.loads(path.read_text())
        cells = online_cells(nb, kit)
        if cells:
            code = [i for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code"]
            out[rel] = [code.index(i) + 1 for i in cells]
    return out


def _title(path: Path) -> str:
    nb = json.loads(path.read_text())
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return path.stem


ONLINE_NOTE = {
    "en": ("## In the browser\n\nThis lab runs Python in your browser: nothing to install, and it "
           "works without the internet, except for **{n} cells** that draw charts with numpy and "
           "matplotlib. The first time one of them runs, the lab loads those two libraries from "
           "the internet (about 30 MB); offline, those cells stop with an error and every other "
           "cell still works. They are:\n\n{rows}\n\nThe notebooks you change (your answers) are "
           "saved in this browser (its storage for this site): clearing the browser's data for "
           "the site deletes them, and *File → Download* keeps a copy. The record of "
           "`progress()` is kept there too, shared by every notebook of the lab; "
           "`progress(reset=True)` clears it."),
    "it": ("## Nel browser\n\nQuesto laboratorio esegue Python nel browser: non c'è niente da "
           "installare e funziona anche senza internet, tranne **{n} celle** che disegnano "
           "grafici con numpy e matplotlib. La prima volta che una di esse viene eseguita, il "
           "laboratorio scarica queste due librerie da internet (circa 30 MB); senza rete quelle "
           "celle si fermano con un errore e tutte le altre funzionano. Sono:\n\n{rows}\n\n"
           "I quaderni che modifichi (le tue risposte) restano in questo browser (nella sua "
           "memoria per questo sito): cancellando i dati del browser per il sito si perdono, e "
           "*File → Download* ne salva una copia. Il registro di `progress()` resta anch'esso lì, "
           "condiviso da tutti i quaderni del laboratorio; `progress(reset=True)` lo cancella."),
}
CELL_WORDS = {"en": ("code cell", "code cells"), "it": ("cella di codice", "celle di codice")}


def online_note(lang: str) -> tuple[int, str]:
    """(how many cells, the markdown of the lab contents page's note)."""
    summary = online_summary(lang)
    rows = []
    base = Path(EDITIONS[lang]["contents"]).parent
    for rel, cells in summary.items():
        one, many = CELL_WORDS[lang]
        word = one if len(cells) == 1 else many
        link = Path(rel).relative_to(base).as_posix() if rel.startswith(base.as_posix() + "/") \
            else "../" * len(base.parts) + rel
        rows.append(f"- [{_title(ROOT / rel)}]({link}): {word} {', '.join(map(str, cells))}")
    n = sum(len(c) for c in summary.values())
    return n, ONLINE_NOTE[lang].format(n=n, rows="\n".join(rows))


# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------

def run(cmd: list[str], quiet: bool = False, **kw) -> None:
    """Run a command; ``quiet`` keeps its output unless it fails."""
    print("$", " ".join(map(str, cmd)), flush=True)
    if not quiet:
        subprocess.run(list(map(str, cmd)), check=True, **kw)
        return
    done = subprocess.run(list(map(str, cmd)), capture_output=True, text=True, **kw)
    if done.returncode:
        sys.exit(f"build_site: {cmd[0]} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_nb(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def write_nb(nb: dict, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def md_cell(text: str, cell_id: str) -> dict:
    return {"cell_type": "markdown", "id": cell_id, "metadata": {}, "source": text}


def edition_of(rel: str) -> str:
    return "it" if "/it/" in rel else "en"


def _lab_url(rel: str, depth: int) -> str:
    """The lab's URL for the notebook ``rel``, from a page ``depth`` folders deep."""
    return "../" * depth + LAB_APP + "?path=" + rel


# ---------------------------------------------------------------------------
# the book
# ---------------------------------------------------------------------------

HTML_LINK = re.compile(r"\[([^\]]+)\]\(((?:\.\./)+docs/cards/[^)\s]*?)\)")


def _book_markdown(text: str) -> str:
    """Links to the rule cards' pages become plain HTML links (Sphinx would
    turn them into downloads); the cards' README becomes the book's page."""
    def repl(m):
        label, target = m.group(1), m.group(2)
        if target.endswith("README.md"):
            return f"[{label}]({target[: -len('docs/cards/README.md')]}cards.md)"
        return f'<a href="{html.escape(target)}">{label}</a>'
    return HTML_LINK.sub(repl, text)


def stage_book(src: Path) -> list[str]:
    """Write the book's sources into ``src``; returns the pages in order."""
    pages = []
    for path in lesson_notebooks() + exercise_notebooks():
        rel = path.relative_to(ROOT).as_posix()
        nb = read_nb(path)
        lang = edition_of(rel)
        for cell in nb["cells"]:
            if cell["cell_type"] == "markdown":
                text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
                cell["source"] = _book_markdown(text)
        depth = rel.count("/") + 1           # book/<rel>.html -> site root
        kind = "run_set" if rel.startswith("exercises") else "run"
        link = (f'<p class="ck-run-in-browser"><a href="{_lab_url(rel, depth)}">'
                f'{EDITIONS[lang][kind]}</a> {EDITIONS[lang]["run_note"]}</p>')
        nb["cells"].insert(1, md_cell(link, "ck-run-in-browser"))
        write_nb(nb, src / rel)
        pages.append(rel)
    for md in sorted((ROOT / "docs" / "rules").glob("*.md")):
        rel = md.relative_to(ROOT).as_posix()
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        (src / rel).write_text(md.read_text())
        pages.append(rel)
    extra = src / "_extra" / "docs" / "cards" / "html"
    shutil.copytree(ROOT / "docs" / "cards" / "html", extra)
    (src / "cards.md").write_text(_cards_page())
    (src / "index.md").write_text(_home_page())
    return pages


def _cards_page() -> str:
    rows = []
    for game, it, en in (("Scopa", "scopa.it", "scopa.en"), ("Picchetto", "picchetto.it", "picchetto.en"),
                         ("Belote", "belote.it", "belote.en"), ("Glossario / Glossary", "glossario.it", "glossary.en")):
        rows.append(f'<tr><td>{game}</td><td><a href="docs/cards/html/{it}.html">italiano</a></td>'
                    f'<td><a href="docs/cards/html/{en}.html">English</a></td></tr>')
    return ("# Rule cards and glossary · Schede e glossario\n\n"
            "One printable A4 page per game and a glossary of the games' terms, in Italian and in "
            "English. Una pagina A4 per gioco e un glossario dei termini, in italiano e in inglese.\n\n"
            '<table class="ck-cards"><tr><th></th><th>Italiano</th><th>English</th></tr>\n'
            + "\n".join(rows) + "\n</table>\n")


def _picture() -> str:
    """The five cards of the contents pages, as the kit draws them (an <img>)."""
    from cardkit.lesson import cards

    return cards("7d Rc AS 10H JC")._repr_html_()


def _home_page() -> str:
    picture = _picture()
    return f"""# cardkit · Scopa, Picchetto, Belote

<div class="ck-picture">{picture}</div>

A course in three classic card games — **Scopa**, **Picchetto / Piquet** and **Belote** — with
real cards drawn on the page. Read it here, or run every lesson in your browser: nothing to
install.

Un corso di tre giochi di carte classici, con le carte disegnate sulla pagina. Si legge qui,
oppure si esegue ogni lezione nel browser, senza installare niente.

| | English | Italiano |
|---|---|---|
| Read the lessons · Leggi le lezioni | [Start here](notebooks/00_start_here.ipynb) | [Inizia qui](notebooks/it/00_inizia_qui.ipynb) |
| Run them in the browser · Eseguile nel browser | <a href="../{LAB_APP}?path=notebooks/00_start_here.ipynb">Open the lab</a> | <a href="../{LAB_APP}?path=notebooks/it/00_inizia_qui.ipynb">Apri il laboratorio</a> |
| Rule cards · Schede | [Rule cards and glossary](cards.md) | [Schede e glossario](cards.md) |
| The rules in full · Le regole | [Rules documentation](docs/rules/README.md) | [Regole (in inglese)](docs/rules/README.md) |
"""


def book_toc(pages: list[str]) -> str:
    def part(caption: str, prefix: str, exclude: str | None = None) -> str:
        files = [p for p in pages if p.startswith(prefix) and (exclude is None or not p.startswith(exclude))
                 and p.count("/") == prefix.count("/")]
        lines = [f"  - caption: \"{caption}\"", "    chapters:"]
        lines += [f"      - file: {Path(p).with_suffix('').as_posix()}" for p in files]
        return "\n".join(lines)

    return "\n".join([
        "format: jb-book", "root: index", "parts:",
        part("Lessons (English)", "notebooks/"),
        part("Exercises (English)", "exercises/"),
        part("Lezioni (italiano)", "notebooks/it/"),
        part("Esercizi (italiano)", "exercises/it/"),
        "  - caption: \"Rules · Regole\"", "    chapters:", "      - file: cards",
        *[f"      - file: {Path(p).with_suffix('').as_posix()}" for p in pages if p.startswith("docs/rules/")],
    ]) + "\n"


BOOK_CONFIG = """\
title: "cardkit · Scopa, Picchetto, Belote"
author: cardkit
only_build_toc_files: true
execute:
  execute_notebooks: "off"
html:
  use_repository_button: false
  use_issues_button: false
  use_edit_page_button: false
  use_multitoc_numbering: false
  extra_footer: ""
  home_page_in_navbar: true
launch_buttons:
  notebook_interface: "classic"
  binderhub_url: ""
  jupyterhub_url: ""
  colab_url: ""
  thebe: false
sphinx:
  config:
    html_extra_path: ["_extra"]
    html_show_copyright: false
    html_theme_options:
      use_download_button: false
      use_fullscreen_button: false
      search_bar_text: "Search the lessons / Cerca…"
    nb_mime_priority_overrides:
      - ["html", "application/vnd.jupyter.widget-view+json", null]
      - ["html", "application/javascript", null]
    suppress_warnings: ["myst.header", "mystnb.unknown_mime_type", "myst.xref_missing"]
"""


def build_book(out: Path, work: Path) -> None:
    src = work / "book-src"
    if src.exists():
        shutil.rmtree(src)
    src.mkdir(parents=True)
    pages = stage_book(src)
    (src / "_toc.yml").write_text(book_toc(pages))
    (src / "_config.yml").write_text(BOOK_CONFIG)
    run([sys.executable, "-c", "import sys; from jupyter_book.cli.main import main; sys.exit(main())",
         "build", src, "--builder", "html", "--quiet"], cwd=work)
    built = src / "_build" / "html"
    _localise_book(built)
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(built, out)


EXTERNAL = re.compile(r"""<(script|link)\b[^>]*\b(?:src|href)=["']https?://[^"']*["'][^>]*>(?:\s*</script>)?""")


def _localise_book(built: Path) -> None:
    """Drop the few references a Jupyter Book page makes to other hosts
    (the widgets' and MathJax's scripts from public CDNs): the kit's pages
    draw their cards as images and need neither."""
    for page in built.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        new = EXTERNAL.sub("", text)
        if new != text:
            page.write_text(new, encoding="utf-8")


# ---------------------------------------------------------------------------
# the lab
# ---------------------------------------------------------------------------

def fetch_pyodide(cache: Path) -> Path:
    """Pyodide's runtime from the npm registry, as the ``.tar.bz2`` of a
    ``pyodide/`` folder that ``jupyter lite build --pyodide`` takes."""
    archive = cache / f"pyodide-{PYODIDE_VERSION}.tar.bz2"
    if archive.exists():
        return archive
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build_site: npm is needed to fetch Pyodide's runtime from the npm registry "
                 "(apt-get install npm).")
    with tempfile.TemporaryDirectory() as tmp:
        run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=tmp, stdout=subprocess.DEVNULL)
        tgz = next(Path(tmp).glob("pyodide-*.tgz"))
        with tarfile.open(tgz) as t:
            t.extractall(tmp, filter="data")
        package = Path(tmp) / "package"
        with tarfile.open(archive, "w:bz2") as t:
            t.add(package, arcname="pyodide")
    return archive


def _cached_wheel(wheels: Path, name: str, version: str) -> Path | None:
    pattern = re.sub(r"[-_.]+", "_", name).lower()
    for w in wheels.glob("*.whl"):
        stem = w.name.split("-")
        if re.sub(r"[-_.]+", "_", stem[0]).lower() == pattern and stem[1] == version:
            return w
    return None


def fetch_wheel(name: str, version: str, cache: Path) -> Path:
    """The pure-Python wheel ``name==version``, from the cache or PyPI."""
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    found = _cached_wheel(wheels, name, version)
    if found is None:
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none", "--platform", "any",
             "--dest", wheels, f"{name}=={version}"], quiet=True)
        found = _cached_wheel(wheels, name, version)
    if found is None:
        sys.exit(f"build_site: pip downloaded no wheel named {name} {version} into {wheels}")
    return found


def kit_wheel(cache: Path) -> Path:
    """A wheel of the kit as it is in this working tree."""
    out = cache / "kit"
    if out.exists():
        shutil.rmtree(out)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", out, ROOT], quiet=True)
    return next(out.glob("cardkit-*.whl"))


def stage_lab_contents(dest: Path) -> None:
    """The lab's files: lessons and student copies of both editions, the
    rule cards; the contents pages say which cells need the internet."""
    for path in lesson_notebooks() + exercise_notebooks():
        rel = path.relative_to(ROOT).as_posix()
        nb = read_nb(path)
        nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                        "language": "python"}
        for lang, edition in EDITIONS.items():
            if rel == edition["contents"]:
                _, note = online_note(lang)
                # before the page's last cell (its footer)
                nb["cells"].insert(len(nb["cells"]) - 1, md_cell(note, "ck-in-the-browser"))
        write_nb(nb, dest / rel)
    shutil.copytree(ROOT / "docs" / "cards" / "html", dest / "docs" / "cards" / "html")


def lite_config() -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "cardkit",
            "exposeAppInBrowser": True,
            "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": PRELOAD},
                },
            },
        },
    }


def build_lab(out: Path, work: Path, cache: Path) -> None:
    lite = work / "lite"
    if lite.exists():
        shutil.rmtree(lite)
    contents = lite / "files"
    stage_lab_contents(contents)
    (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1))
    (lite / "overrides.json").write_text(json.dumps({
        "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    }))
    archive = fetch_pyodide(cache)
    prefix = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    extensions = []
    for name in LAB_EXTENSIONS:
        if not (prefix / name / "package.json").exists():
            sys.exit(f"build_site: the lab extension {name} is not installed in {prefix} "
                     f"(pip install -e \".[web]\").")
        extensions.append(prefix / name)
    if out.exists():
        shutil.rmtree(out)
    cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", lite, "--output-dir", out,
           "--contents", contents, "--pyodide", archive, "--apps", "lab", "--ignore-sys-prefix",
           "--no-sourcemaps", "--no-unused-shared-packages"]
    for ext in extensions:
        cmd.append(f"--LiteBuildConfig.federated_extensions={ext}")
    run(cmd, quiet=True, cwd=lite)
    write_lock(out, cache)


def write_lock(out: Path, cache: Path) -> None:
    """Pyodide's lock rewritten for this site: the packages the kernel and the
    kit need are served from the site (wheels fetched from PyPI, which Pyodide
    repackages: their hashes are the files' own), the rest (numpy,
    matplotlib…) from Pyodide's distribution online."""
    pyodide = out / "static" / "pyodide"
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = lock["packages"]
    for entry in packages.values():
        entry["file_name"] = PYODIDE_CDN + entry["file_name"]

    def serve(name: str, wheel: Path, imports: list[str], depends: list[str], version: str) -> None:
        shutil.copy2(wheel, pyodide / wheel.name)
        entry = copy.deepcopy(packages.get(name)) or {
            "install_dir": "site", "package_type": "package", "unvendored_tests": False}
        entry.update(name=name, version=version, file_name=wheel.name, sha256=sha256(wheel),
                     imports=entry.get("imports") or imports,
                     depends=entry.get("depends", depends))
        packages[name] = entry

    for name in LOCK_LOCAL:
        version = packages[name]["version"]
        serve(name, fetch_wheel(name, version, cache), [], [], version)
    for name, imports, depends in EXTRA_FROM_PYPI:
        version = importlib.metadata.version(name)
        serve(name, fetch_wheel(name, version, cache), imports, depends, version)
    shims = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    for name, imports, depends in KERNEL_SHIMS:
        stem = name.replace("-", "_")
        wheel = max(shims.glob(f"{stem}-*.whl"), key=lambda w: w.name)
        serve(name, wheel, imports, depends, wheel.name.split("-")[1])
    kit = kit_wheel(cache)
    serve("cardkit", kit, ["cardkit"], ["ipywidgets", "anywidget", "tqdm", "typing-extensions"],
          kit.name.split("-")[1])
    lock_path.write_text(json.dumps(lock, indent=1))


# ---------------------------------------------------------------------------
# the front page and the whole site
# ---------------------------------------------------------------------------

FRONT_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>cardkit · Scopa, Picchetto, Belote</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{{font-family:"DejaVu Sans",Arial,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.45;color:#1b1b1b}}
h1{{color:#2f6b3f}} table{{border-collapse:collapse}} td,th{{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left}}</style>
</head><body>
<h1>cardkit · Scopa, Picchetto, Belote</h1>
{picture}
<p>A course in three classic card games with real cards on the page: read it as a book, or run
every lesson in your browser — nothing to install.<br>
<span lang="it">Un corso di tre giochi di carte classici: da leggere come un libro, o da eseguire nel
browser, senza installare niente.</span></p>
<table>
<tr><th></th><th>English</th><th lang="it">Italiano</th></tr>
<tr><td>The book · Il libro</td><td><a href="book/notebooks/00_start_here.html">Read the lessons</a></td>
<td lang="it"><a href="book/notebooks/it/00_inizia_qui.html">Leggi le lezioni</a></td></tr>
<tr><td>The lab · Il laboratorio</td><td><a href="{lab}?path=notebooks/00_start_here.ipynb">Run them in the browser</a></td>
<td lang="it"><a href="{lab}?path=notebooks/it/00_inizia_qui.ipynb">Eseguile nel browser</a></td></tr>
<tr><td>Rule cards · Schede</td><td colspan="2"><a href="book/cards.html">Rule cards and glossary · Schede e glossario</a></td></tr>
</table>
</body></html>
"""


def build(out: Path, cache: Path, parts: set[str]) -> dict[str, float]:
    out.mkdir(parents=True, exist_ok=True)
    cache.mkdir(parents=True, exist_ok=True)
    times = {}
    with tempfile.TemporaryDirectory(prefix="cardkit-site-") as tmp:
        work = Path(tmp)
        if "book" in parts:
            t = time.monotonic()
            build_book(out / "book", work)
            times["book"] = time.monotonic() - t
        if "lab" in parts:
            t = time.monotonic()
            build_lab(out / "lab", work, cache)
            times["lab"] = time.monotonic() - t
    (out / "index.html").write_text(FRONT_PAGE.format(picture=_picture(), lab=LAB_APP))
    (out / "SITE.json").write_text(json.dumps({
        "online_cells": {lang: online_note(lang)[0] for lang in EDITIONS},
        "pyodide": PYODIDE_VERSION}, indent=1))
    return times


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the course on the web (book and lab).")
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="the site's folder (default _site)")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache",
                        help="where downloads are kept between builds (default build/site-cache)")
    parser.add_argument("--only", choices=["book", "lab"], help="build one half only")
    args = parser.parse_args(argv)
    parts = {args.only} if args.only else {"book", "lab"}
    t = time.monotonic()
    times = build(args.out.resolve(), args.cache.resolve(), parts)
    size = folder_size(args.out)
    print(f"built {args.out} in {time.monotonic() - t:.0f} s "
          f"({', '.join(f'{k} {v:.0f} s' for k, v in times.items())}); {size / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
