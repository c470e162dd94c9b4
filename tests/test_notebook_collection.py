"""The root conftest.py collects notebooks in the mode of their folder.

A small repository is laid out in a temporary folder with the real
conftest.py, executor and sanitize file, and pytest is run there: a stored
output that differs from the fresh one fails a lesson or a solution notebook
(full comparison; which folder gets which mode is checked below) but not a
student copy (lax mode), and sanitized text (memory addresses) never fails.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent


def _root_conftest():
    spec = importlib.util.spec_from_file_location("cardkit_root_conftest", ROOT / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_conftest = _root_conftest()
FULL, LAX, notebook_mode = _conftest.FULL, _conftest.LAX, _conftest.notebook_mode


def test_notebook_modes_by_folder():
    assert notebook_mode(ROOT / "notebooks" / "01_x.ipynb") is FULL
    assert notebook_mode(ROOT / "exercises" / "solutions" / "01_x.ipynb") is FULL
    assert notebook_mode(ROOT / "exercises" / "01_x.ipynb") is LAX
    assert notebook_mode(ROOT / "tests" / "browser" / "x.ipynb") is None
    assert notebook_mode(ROOT / "notebooks" / ".ipynb_checkpoints" / "01_x-checkpoint.ipynb") is None
    assert notebook_mode(ROOT / "notebooks" / "README.md") is None


def _notebook(path: Path, stored: str) -> None:
    """One cell printing "fresh output", stored as having printed `stored`."""
    cell = nbformat.v4.new_code_cell('print("fresh output")\nprint(object())', execution_count=1)
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=stored)]
    nb = nbformat.v4.new_notebook(cells=[cell])
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)


def test_full_and_lax_modes(tmp_path):
    # the real conftest.py and every file it loads
    for rel in ("conftest.py", "tools/execute_notebooks.py", "tests/nbval_sanitize.cfg",
                "tests/property_runs.py"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / rel, tmp_path / rel)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.pytest.ini_options]\ntestpaths = ["notebooks", "exercises"]\n', encoding="utf-8")
    good = "fresh output\n<object object at 0x7f00deadbeef>\n"  # the address is sanitized
    bad = "stale output\n<object object at 0x7f00deadbeef>\n"
    _notebook(tmp_path / "notebooks" / "01_good.ipynb", good)
    _notebook(tmp_path / "exercises" / "solutions" / "01_stale.ipynb", bad)
    _notebook(tmp_path / "exercises" / "01_stale.ipynb", bad)
    _notebook(tmp_path / "tests" / "data" / "ignored.ipynb", bad)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    out = run.stdout
    passed = set(re.findall(r"^PASSED (\S+::Cell \d+)", out, re.M))
    failed = set(re.findall(r"^FAILED (\S+::Cell \d+)", out, re.M))
    assert passed == {"notebooks/01_good.ipynb::Cell 0", "exercises/01_stale.ipynb::Cell 0"}, out
    assert failed == {"exercises/solutions/01_stale.ipynb::Cell 0"}, out
    assert run.returncode == 1
