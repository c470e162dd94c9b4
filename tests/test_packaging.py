"""The setup files agree with each other and with the README.

* pyproject.toml's runtime dependencies and environment.yml list the same
  packages with the same lower bounds (so Binder/conda users get what pip
  users get);
* the README's Quickstart is exactly two commands, and .ci/run runs the
  README's test command, exactly.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
from pathlib import Path

import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
# conda-forge names for the PyPI packages whose names differ
CONDA_NAME = {"matplotlib": "matplotlib-base"}


def pyproject():
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def environment():
    return yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))


def lower_bound(req: Requirement) -> str | None:
    bounds = [s.version for s in req.specifier if s.operator == ">="]
    return bounds[0] if len(bounds) == 1 else None


def pip_bounds(reqs: list[str]) -> dict[str, str | None]:
    out = {}
    for text in reqs:
        req = Requirement(text)
        out[canonicalize_name(CONDA_NAME.get(req.name, req.name))] = lower_bound(req)
    return out


def conda_bounds() -> tuple[dict[str, str | None], list]:
    out, pip_section = {}, []
    for dep in environment()["dependencies"]:
        if isinstance(dep, dict):
            pip_section.extend(dep.get("pip", []))
            continue
        m = re.fullmatch(r"\s*([A-Za-z0-9_.\-]+)\s*(?:>=\s*([0-9][\w.]*))?\s*", dep)
        assert m, f"environment.yml: write {dep!r} as 'name' or 'name>=version'"
        out[canonicalize_name(m.group(1))] = m.group(2)
    return out, pip_section


def test_runtime_dependencies_match_environment_yml():
    deps = pip_bounds(pyproject()["project"]["dependencies"])
    conda, _ = conda_bounds()
    python = conda.pop("python", None)
    assert "pip" in conda, "environment.yml must list pip (it installs the kit)"
    conda.pop("pip")
    assert conda == deps, (
        "pyproject.toml [project] dependencies and environment.yml differ:\n"
        f"  only in pyproject: { {k: v for k, v in deps.items() if conda.get(k, '?') != v} }\n"
        f"  only in environment.yml: { {k: v for k, v in conda.items() if deps.get(k, '?') != v} }"
    )
    assert all(deps.values()), f"every dependency needs a lower bound: {deps}"
    assert ">=" + python == pyproject()["project"]["requires-python"]


def test_environment_yml_installs_the_kit():
    env = environment()
    assert env["channels"] == ["conda-forge"]
    _, pip_section = conda_bounds()
    assert any(re.fullmatch(r"(-e\s+)?\.(\[[\w,]+\])?", p.strip()) for p in pip_section), pip_section


def test_test_extra():
    test = {canonicalize_name(Requirement(r).name): Requirement(r)
            for r in pyproject()["project"]["optional-dependencies"]["test"]}
    for name in ("pytest", "nbval", "hypothesis", "playwright"):
        assert name in test, f"the [test] extra must include {name}"
    assert lower_bound(test["nbval"]) == "0.11"
    # pytest configuration lives in pyproject and collects notebooks too
    ini = pyproject()["tool"]["pytest"]["ini_options"]
    assert set(ini["testpaths"]) == {"tests", "notebooks", "exercises"}


def test_package_data_ships_widget_assets():
    data = set(pyproject()["tool"]["setuptools"]["package-data"]["cardkit"])
    assert {"**/*.js", "**/*.css"} <= data
    suffixes = {p.suffix for p in (ROOT / "cardkit").rglob("*") if p.is_file()}
    for suffix in suffixes - {".py", ".pyc"}:
        assert f"**/*{suffix}" in data, f"cardkit/ has {suffix} files that would not be installed"


def quickstart_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Quickstart\n(.*?)(?=^## )", text, re.S | re.M)
    assert section, "README.md needs a '## Quickstart' section"
    blocks = re.findall(r"^```[a-z]*\n(.*?)^```", section.group(1), re.S | re.M)
    assert len(blocks) == 1, "the Quickstart has exactly one code block"
    return [line.strip() for line in blocks[0].splitlines()
            if line.strip() and not line.strip().startswith("#")]


def test_readme_quickstart_is_two_commands():
    commands = quickstart_commands()
    assert len(commands) == 2, commands
    install, test = commands
    # the first installs the kit and opens the contents page, which exists
    assert "pip install -e ." in install and "jupyter lab" in install
    # serving the repository root, so that links from notebooks/ to ../exercises/ work
    assert "--notebook-dir=." in shlex.split(install)
    notebook = shlex.split(install)[-1]
    assert (ROOT / notebook).is_file(), f"the Quickstart opens {notebook}, which does not exist"
    # the second installs the test extra and runs pytest with no arguments:
    # everything (unit tests and notebooks) is collected from the configuration
    assert '".[test]"' in test and test.endswith("pytest")


def test_ci_runs_the_readme_test_command():
    script = ROOT / ".ci" / "run"
    lines = [line.strip() for line in script.read_text(encoding="utf-8").splitlines()]
    code = [line for line in lines if line and not line.startswith("#")]
    assert "set -euo pipefail" in code
    assert code[-1] == quickstart_commands()[1], (
        f".ci/run must end with the README's test command:\n  {quickstart_commands()[1]}\nnot\n  {code[-1]}"
    )
    assert os.access(script, os.X_OK) or script.read_text().startswith("#!/usr/bin/env bash")


def test_readme_lists_the_lessons_that_exist():
    """Every lesson the README lists exists as a notebook, and every notebook is listed."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    plan = text[text.index("- **Lessons**"):text.index("- **Exercises**")]
    listed = set(re.findall(r"\b(\d\d) · ", plan))
    on_disk = {p.name[:2] for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
    assert listed == on_disk


def test_readme_lists_the_exercise_sets_that_exist():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    sets = text[text.index("- **Exercises**"):text.index("- **Rules documentation**")]
    listed = set(re.findall(r"\b(\d\d) · ", sets))
    on_disk = {p.name[:2] for p in (ROOT / "exercises" / "solutions").glob("[0-9][0-9]_*.ipynb")}
    assert listed == on_disk


def test_readme_paths_exist():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for path in ("docs/img/cards.png", "docs/rules", "exercises/README.md", "notebooks/00_start_here.ipynb",
                 "tools/execute_notebooks.py", "environment.yml", ".ci/run", "tests/nbval_sanitize.cfg"):
        assert path in text and (ROOT / path).exists(), path
    for script in re.findall(r"python3 (benchmarks/bench_\w+\.py)", text):
        assert (ROOT / script).is_file(), script


def test_exercises_readme_links_exist():
    text = (ROOT / "exercises" / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#:]+\.ipynb)\)", text)
    assert links
    for link in links:
        assert (ROOT / "exercises" / link).is_file(), link
