#!/usr/bin/env python
"""Execute cardkit notebooks in place, so that their stored outputs are
exactly what ``pytest --nbval`` will produce.

Usage::

    python tools/execute_notebooks.py notebooks/01_cards_and_decks.ipynb
    python tools/execute_notebooks.py --all        # notebooks/ and exercises/solutions/

Lessons are stored EXECUTED: nbval only compares cells that have a stored
execution count, so a lesson saved without outputs tests nothing.  Run this
tool after any change to a lesson, and after any change to the kit that
changes what a lesson shows (card art, messages, widget reprs).

How a notebook is run (the same settings the tests use):

* kernel ``python3`` (the interpreter running this script), working
  directory = the notebook's folder, a timeout of 300 s per cell;
* Jupyter, IPython and matplotlib write into a fresh temporary directory
  (``JUPYTER_CONFIG_DIR``, ``JUPYTER_DATA_DIR``, ``JUPYTER_RUNTIME_DIR``,
  ``IPYTHONDIR``, ``MPLCONFIGDIR``), so a learner's own settings never leak
  into a stored output; each notebook gets a Jupyter data folder of its own,
  so the learner's lasting practice record that ``progress()`` shows starts
  empty in every notebook (``CARDKIT_PROGRESS`` is unset); ``MPLBACKEND`` is removed so that the kernel's inline
  backend draws the figures; ``PYTHONHASHSEED`` is fixed.

What is cleaned after the run, so that re-running an unchanged notebook gives
a byte-identical file (a clean ``git diff``):

* the widget state nbclient would save in the notebook metadata is not
  stored (it holds random model ids);
* a widget's ``application/vnd.jupyter.widget-view+json`` output (also a
  random model id, and never compared by nbval) is dropped when the output
  has a ``text/plain`` repr to show instead; the learner sees the live widget
  as soon as the cell runs;
* consecutive stdout/stderr chunks are joined into one output (the
  kernel's split depends on timing);
* execution timing metadata is not recorded.

After each notebook the tool prints its size and warns about what the
tests refuse (``tests/test_notebook_size.py``): a notebook over 1 MiB, and a
stored picture JupyterLab will not show before the notebook is trusted (an
``image/svg+xml`` output, or an ``<svg>`` inside HTML: draw with a kit object
or ``cardkit.svg.Picture(...)``, which store the picture as an image).

With ``--all``, if the exercises generator exists
(``python -m cardkit.classroom.build``), the solution notebooks are left to it:
it executes each solution with this tool, then writes and executes the
student copy in ``exercises/``.  Without the generator, ``--all`` executes the
solutions itself.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELL_TIMEOUT = 300


def fresh_data_dir() -> str:
    """Give the next kernel a Jupyter data folder of its own (inside the
    test environment's temporary folder), so that the learner's lasting
    practice record (``<data>/cardkit/progress.json``, see
    :mod:`cardkit.exercises.journal`) starts empty in every notebook and
    ``progress()`` shows only what that notebook did: stored outputs do not
    depend on which notebooks ran before.  Returns the folder."""
    base = os.environ.get("JUPYTER_DATA_DIR")
    if not base or not base.rstrip(os.sep).split(os.sep)[-1].startswith("jupyter-data"):
        raise RuntimeError("fresh_data_dir() belongs inside test_environment()")
    root = Path(base).parent
    folder = Path(tempfile.mkdtemp(prefix="jupyter-data-", dir=root))
    os.environ["JUPYTER_DATA_DIR"] = str(folder)
    return str(folder)


@contextlib.contextmanager
def test_environment():
    """The process environment notebooks run under (kernels inherit it)."""
    saved = dict(os.environ)
    with tempfile.TemporaryDirectory(prefix="cardkit-nb-") as tmp:
        tmp = Path(tmp)
        for var, sub in [
            ("JUPYTER_CONFIG_DIR", "jupyter-config"),
            ("JUPYTER_DATA_DIR", "jupyter-data"),
            ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"),
            ("IPYTHONDIR", "ipython"),
            ("MPLCONFIGDIR", "matplotlib"),
        ]:
            (tmp / sub).mkdir()
            os.environ[var] = str(tmp / sub)
        os.environ.pop("MPLBACKEND", None)
        os.environ.pop("CARDKIT_PROGRESS", None)  # the record lives in the Jupyter data folder
        os.environ["PYTHONHASHSEED"] = "0"
        os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
        try:
            yield
        finally:
            os.environ.clear()
            os.environ.update(saved)


def coalesce_streams(outputs: list) -> list:
    """Join consecutive stdout (or stderr) chunks into one output.

    How a kernel splits a cell's printing into messages depends on timing;
    nbval joins the chunks before comparing, and so does this tool before
    storing, so that the file does not change from run to run."""
    merged: list = []
    for out in outputs:
        prev = merged[-1] if merged else None
        if (out.get("output_type") == "stream" and prev is not None
                and prev.get("output_type") == "stream" and prev.get("name") == out.get("name")):
            prev["text"] = prev["text"] + out["text"]
        else:
            merged.append(out)
    return merged


def clean(nb) -> None:
    """Remove what changes from run to run but is never compared."""
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        cell.outputs = coalesce_streams(cell.get("outputs", []))
        for out in cell.outputs:
            data = out.get("data")
            if data and WIDGET_VIEW in data and "text/plain" in data:
                del data[WIDGET_VIEW]


MIB = 1024 * 1024
SIZE_LIMIT = 1 * MIB


def picture_warnings(nb) -> list[str]:
    """Stored outputs an untrusted notebook would not show as pictures."""
    found = []
    for n, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []):
            data = out.get("data") or {}
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            if "image/svg+xml" in data:
                found.append(f"cell {n}: an image/svg+xml output (hidden until the notebook is trusted; "
                             "use cardkit.svg.Picture)")
            elif "<svg" in html:
                found.append(f"cell {n}: an <svg> inside HTML (stripped until the notebook is trusted; "
                             "use cardkit.svg.Picture)")
    return found


def execute(path: Path) -> float:
    """Execute one notebook in place; returns the seconds taken."""
    path = path.resolve()
    nb = nbformat.read(path, as_version=4)
    fresh_data_dir()
    start = time.perf_counter()
    client = NotebookClient(
        nb,
        kernel_name="python3",
        timeout=CELL_TIMEOUT,
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
        record_timing=False,
    )
    client.execute()
    clean(nb)
    nbformat.validate(nb)
    text = nbformat.writes(nb)
    if not text.endswith("\n"):
        text += "\n"
    if path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return time.perf_counter() - start


def have_exercise_builder() -> bool:
    try:
        return importlib.util.find_spec("cardkit.classroom.build") is not None
    except ImportError:
        return False


def all_notebooks(with_solutions: bool = True) -> list[Path]:
    found = sorted((ROOT / "notebooks").glob("*.ipynb"))
    if with_solutions:
        found += sorted((ROOT / "exercises" / "solutions").glob("*.ipynb"))
    return [p for p in found if ".ipynb_checkpoints" not in p.parts]


def build_exercises() -> int:
    """Execute the solutions and regenerate + execute the student copies."""
    print("exercises: python -m cardkit.classroom.build", flush=True)
    return subprocess.run([sys.executable, "-m", "cardkit.classroom.build", "--root", str(ROOT)],
                          cwd=ROOT).returncode


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="notebooks to execute in place")
    parser.add_argument("--all", action="store_true",
                        help="every notebook in notebooks/ and exercises/solutions/, "
                             "then the student copies")
    args = parser.parse_args(argv)
    paths = list(args.notebooks)
    solutions = [p for p in paths if p.resolve().parent == (ROOT / "exercises" / "solutions").resolve()]
    if solutions and have_exercise_builder():
        print("note: for an exercise set, python -m cardkit.classroom.build <solution> also writes the "
              "student copy and stores each picture once (in the student copy)", file=sys.stderr)
    builder = args.all and have_exercise_builder()
    if args.all:
        # the exercises generator executes the solutions itself
        paths += all_notebooks(with_solutions=not builder)
    if not paths:
        parser.error("give notebook paths or --all")
    failed = []
    with test_environment():
        for p in paths:
            print(f"executing {p} ...", end=" ", flush=True)
            try:
                seconds = execute(p)
            except Exception as exc:  # report every failing notebook, then fail
                print("FAILED")
                print(f"  {type(exc).__name__}: {str(exc)[-2000:]}", file=sys.stderr)
                failed.append(p)
            else:
                size = p.stat().st_size
                print(f"ok ({seconds:.1f} s, {size / MIB:.2f} MiB)")
                if size > SIZE_LIMIT:
                    print(f"  warning: {p} is over {SIZE_LIMIT / MIB:.0f} MiB", file=sys.stderr)
                for warning in picture_warnings(nbformat.read(p, as_version=4)):
                    print(f"  warning: {p}, {warning}", file=sys.stderr)
    if builder and build_exercises() != 0:
        failed.append(Path("exercises (python -m cardkit.classroom.build)"))
    if failed:
        print(f"{len(failed)} notebook(s) failed: " + ", ".join(map(str, failed)), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
