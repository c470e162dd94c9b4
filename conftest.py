"""Test set-up for the whole repository: plain ``pytest`` runs everything.

* Unit tests in ``tests/``.
* Notebooks, each in the mode its folder calls for (nbval's own options are
  global, so the notebooks are collected here instead, with nbval's classes):

  ========================  ===============================================
  ``notebooks/*.ipynb``     lessons: run, every stored output compared
  ``exercises/solutions/``  solution notebooks: run, every output compared
  ``exercises/*.ipynb``     student copies: run, outputs compared only in
                            cells marked ``# NBVAL_CHECK_OUTPUT`` (lax mode)
  ``.../it/``               the Italian edition of each folder, same mode
  ========================  ===============================================

  Every notebook runs in a kernel of the interpreter running pytest (nbval's
  ``--nbval-current-env``), with the outputs sanitized by
  ``tests/nbval_sanitize.cfg`` (another file may be given with
  ``--nbval-sanitize-with``).  Passing ``--nbval`` or ``--nbval-lax`` yourself
  hands collection back to nbval with that one mode for every notebook.

* Jupyter, IPython and matplotlib write into a temporary directory while the
  tests run, never into the user's home: the process environment is the one
  ``tools/execute_notebooks.py`` executes notebooks under, so the outputs
  stored by that tool are exactly what the tests produce.

* The suite runs on every core (pytest-xdist, ``-n auto --dist loadfile`` in
  pyproject.toml): each file stays whole on one worker, so a notebook's cells
  share one kernel and run in order.  ``-n 0`` runs everything in this one
  process.

* With ``CI=true`` a skipped test is a failure: CI must run every check (the
  browser test may skip on a machine without Chromium, but not in CI).

* The seeded property runs (``tests/property_runs.py``) play a new range of
  seeds each run: the first seed is drawn here, once for the session (the
  workers inherit it), and printed in the header;
  ``CARDKIT_PROPERTY_SEED=<first seed>`` replays a run.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from nbval.plugin import IPyNbCell, IPyNbFile

ROOT = Path(__file__).resolve().parent
SANITIZE_FILE = ROOT / "tests" / "nbval_sanitize.cfg"

# Which notebooks are tested, and how: folder -> compare every output?
FULL, LAX = True, False
NOTEBOOK_FOLDERS = {
    ROOT / "notebooks": FULL,
    ROOT / "exercises" / "solutions": FULL,
    ROOT / "exercises": LAX,
    # the Italian edition, in the same modes
    ROOT / "notebooks" / "it": FULL,
    ROOT / "exercises" / "solutions" / "it": FULL,
    ROOT / "exercises" / "it": LAX,
}


def _load_executor():
    spec = importlib.util.spec_from_file_location(
        "cardkit_execute_notebooks", ROOT / "tools" / "execute_notebooks.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_environment = None
_executor = None


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _property_runs():
    """tests/property_runs.py, as the module the property tests import."""
    import sys

    if "property_runs" not in sys.modules:
        spec = importlib.util.spec_from_file_location("property_runs", ROOT / "tests" / "property_runs.py")
        module = sys.modules["property_runs"] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return sys.modules["property_runs"]


def pytest_configure(config):
    # This run's seeds of the property runs, chosen before any worker starts.
    runs = _property_runs()
    runs.first_seed()               # draws and exports CARDKIT_PROPERTY_SEED when it is not given
    # A temporary home for Jupyter, IPython and matplotlib, set before any
    # kernel starts (kernels inherit the environment).
    global _environment, _executor
    _executor = _load_executor()
    _environment = _executor.test_environment()
    _environment.__enter__()  # also removes MPLBACKEND: kernels use the inline backend
    option = config.option
    if not option.nbval_kernel_name:
        option.nbval_current_env = True
    if option.nbval_sanitize_with is None:
        option.nbval_sanitize_with = str(SANITIZE_FILE)
    # This process itself draws no windows.
    import matplotlib

    matplotlib.use("Agg")
    if not in_ci():
        # 2 shared cores: a slow example is not a failing one.  In CI,
        # hypothesis loads its own "ci" profile (also without deadline).
        from hypothesis import settings

        settings.register_profile("cardkit-local", deadline=None)
        settings.load_profile("cardkit-local")


def pytest_report_header(config):
    runs = _property_runs()
    first = runs.first_seed()
    return (f"property runs: {runs.GAMES} seeded games per preset, seeds {first}..{first + runs.GAMES - 1} "
            f"(replay: {runs.SEED_VARIABLE}={first})")


def pytest_unconfigure(config):
    global _environment
    if _environment is not None:
        _environment.__exit__(None, None, None)
        _environment = None
_executor = None


def notebook_mode(path: Path):
    """FULL, LAX, or None for a notebook that is not part of the suite."""
    if path.suffix != ".ipynb" or ".ipynb_checkpoints" in path.parts:
        return None
    return NOTEBOOK_FOLDERS.get(path.resolve().parent)


def pytest_collect_file(file_path, parent):
    option = parent.config.option
    if option.nbval or option.nbval_lax:
        return None  # nbval collects every notebook itself, in the mode asked for
    mode = notebook_mode(Path(file_path))
    if mode is None:
        return None
    notebook = IPyNbFile.from_parent(parent, path=Path(file_path))
    notebook.compare_outputs = mode
    return notebook


_last_notebook = [None]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    # Before a notebook's kernel starts (with its first cell): a Jupyter
    # data folder of its own, so that the learner's lasting practice record
    # starts empty in every notebook, exactly as tools/execute_notebooks.py
    # runs it (stored progress() outputs do not depend on the order).
    if isinstance(item, IPyNbCell) and item.parent is not _last_notebook[0]:
        _last_notebook[0] = item.parent
        _executor.fresh_data_dir()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if (
        in_ci()
        and report.skipped
        and not hasattr(report, "wasxfail")
        and not isinstance(item, IPyNbCell)  # a cell marked NBVAL_SKIP
    ):
        reason = report.longrepr[-1] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every check must run: {reason}"
