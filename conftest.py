"""Test set-up for the whole repository: plain ``pytest`` runs everything.

* Unit tests in ``tests/``.
* Notebooks, each in the mode its folder calls for (nbval's own options are
  global, so the notebooks are collected here instead, with nbval's classes):

  ========================  ===============================================
  ``notebooks/*.ipynb``     lessons: run, every stored output compared
  ``exercises/solutions/``  solution notebooks: run, every output compared
  ``exercises/*.ipynb``     student copies: run, outputs compared only in
                            cells marked ``# NBVAL_CHECK_OUTPUT`` (lax mode)
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

* With ``CI=true`` a skipped test is a failure: CI must run every check (the
  browser test may skip on a machine without Chromium, but not in CI).
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from nbval.kernel import CURRENT_ENV_KERNEL_NAME, RunningKernel, start_new_kernel
from nbval.plugin import IPyNbCell, IPyNbFile

ROOT = Path(__file__).resolve().parent
SANITIZE_FILE = ROOT / "tests" / "nbval_sanitize.cfg"

# Which notebooks are tested, and how: folder -> compare every output?
FULL, LAX = True, False
NOTEBOOK_FOLDERS = {
    ROOT / "notebooks": FULL,
    ROOT / "exercises" / "solutions": FULL,
    ROOT / "exercises": LAX,
}


def _load_executor():
    spec = importlib.util.spec_from_file_location(
        "cardkit_execute_notebooks", ROOT / "tools" / "execute_notebooks.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_environment = None


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def pytest_configure(config):
    # A temporary home for Jupyter, IPython and matplotlib, set before any
    # kernel starts (kernels inherit the environment).
    global _environment
    _environment = _load_executor().test_environment()
    _environment.__enter__()
    # This process draws no windows; kernels get the inline backend (see
    # notebook_kernel_env), whatever MPLBACKEND the caller had set.
    import matplotlib

    matplotlib.use("Agg")
    if not in_ci():
        # 2 shared cores: a slow example is not a failing one.  In CI,
        # hypothesis loads its own "ci" profile (also without deadline).
        from hypothesis import settings

        settings.register_profile("cardkit-local", deadline=None)
        settings.load_profile("cardkit-local")


def pytest_unconfigure(config):
    global _environment
    if _environment is not None:
        _environment.__exit__(None, None, None)
        _environment = None


def notebook_kernel_env() -> dict[str, str]:
    """The environment of a notebook kernel: this process's, without
    MPLBACKEND, so that ipykernel selects the inline backend."""
    env = dict(os.environ)
    env.pop("MPLBACKEND", None)
    return env


def notebook_mode(path: Path):
    """FULL, LAX, or None for a notebook that is not part of the suite."""
    if path.suffix != ".ipynb" or ".ipynb_checkpoints" in path.parts:
        return None
    return NOTEBOOK_FOLDERS.get(path.resolve().parent)


class _Kernel(RunningKernel):
    """nbval's kernel, started with an explicit environment."""

    def __init__(self, kernel_name, cwd, startup_timeout, env):
        self.km, self.kc = start_new_kernel(
            startup_timeout=startup_timeout,
            kernel_name=kernel_name,
            stderr=open(os.devnull, "w"),
            cwd=cwd,
            env=env,
        )
        self._ensure_iopub_up()


class CardkitNotebook(IPyNbFile):
    """A notebook checked by nbval, in the mode of its folder."""

    def setup(self):
        option = self.config.option
        kernel_name = option.nbval_kernel_name or CURRENT_ENV_KERNEL_NAME
        self.kernel = _Kernel(
            kernel_name,
            cwd=str(self.path.parent),
            startup_timeout=option.nbval_kernel_startup_timeout,
            env=notebook_kernel_env(),
        )
        self.setup_sanitize_files()

    def get_sanitize_files(self):
        return [self.config.option.nbval_sanitize_with or str(SANITIZE_FILE)]


def pytest_collect_file(file_path, parent):
    option = parent.config.option
    if option.nbval or option.nbval_lax:
        return None  # nbval collects every notebook itself, in the mode asked for
    mode = notebook_mode(Path(file_path))
    if mode is None:
        return None
    notebook = CardkitNotebook.from_parent(parent, path=Path(file_path))
    notebook.compare_outputs = mode
    return notebook


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
