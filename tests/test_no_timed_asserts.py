"""No test fails because the machine is busy.

A test may assert that a thing happens, and within a ceiling that only a hang
reaches (10 s); speed goals are measured by ``benchmarks/`` and reported,
never asserted.  This test reads every test module (and the conftest files)
and finds each comparison in an ``assert`` that involves a duration: a name
that says so (``ms``, ``elapsed``, ``took``, ``*_ms``, ``*_seconds``,
``duration``, ``latency``…) or a clock call (``time.perf_counter()``,
``time.monotonic()``, ``time.time()``, ``time.process_time()``).  The bound
it is compared with (a literal, or a module constant built of literals) is
converted to seconds by the unit its name carries; a bound under 10 s, or
one it cannot read, fails unless it is in ``EXEMPT`` with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CEILING_S = 10.0
CLOCKS = {"perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "time", "time_ns",
          "process_time", "process_time_ns", "thread_time"}
EXACT = {"ms", "msec", "millis", "seconds", "secs", "elapsed", "took", "duration", "latency",
         "wall", "cpu_time"}
SUFFIXES_MS = ("_ms", "_msec", "_millis", "ms")
SUFFIXES_S = ("_s", "_sec", "_secs", "_seconds", "seconds")
WORDS = ("elapsed", "duration", "latency", "took")

#: (file, line text) -> why that comparison is not a speed goal
EXEMPT: dict[tuple[str, str], str] = {
    ("tests/browser/conftest.py",
     'assert ms <= limit, f"{what}: {measure} took {ms:.0f} ms (ceiling {limit:.0f} ms)"'):
        "limit = max(CEILING_MS, the caller's ceiling): never under 10 s",
}


def durationish(name: str) -> str | None:
    """'ms' or 's' when ``name`` names a duration in that unit, else None."""
    low = name.lower()
    if low in ("ms", "msec", "millis") or low.endswith(SUFFIXES_MS[:3]):
        return "ms"
    if low in EXACT or low.endswith(SUFFIXES_S) or any(w in low for w in WORDS):
        return "s"
    return None


def names_in(node: ast.AST) -> list[str]:
    out = []
    for n in ast.walk(node):
        if isinstance(n, ast.Name):
            out.append(n.id)
        elif isinstance(n, ast.Attribute):
            out.append(n.attr)
    return out


def calls_clock(node: ast.AST) -> bool:
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            f = n.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name in CLOCKS:
                return True
    return False


def constants(tree: ast.Module) -> dict[str, float]:
    """Module-level NAME = <number expression> assignments."""
    found: dict[str, float] = {}
    for stmt in tree.body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            value = number(stmt.value, found)
            if value is not None:
                for t in targets:
                    if isinstance(t, ast.Name):
                        found[t.id] = value
    return found


def number(node: ast.AST | None, known: dict[str, float]) -> float | None:
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
            and not isinstance(node.value, bool):
        return float(node.value)
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = number(node.operand, known)
        return None if v is None else -v
    if isinstance(node, ast.BinOp):
        a, b = number(node.left, known), number(node.right, known)
        if a is None or b is None:
            return None
        ops = {ast.Mult: lambda: a * b, ast.Add: lambda: a + b, ast.Sub: lambda: a - b,
               ast.Div: lambda: a / b if b else None}
        f = ops.get(type(node.op))
        return f() if f else None
    return None


def timed_asserts(source: str) -> list[tuple[int, str]]:
    """(line, why) for every assert of ``source`` that compares a duration
    with a bound under the ceiling (or with a bound it cannot read)."""
    tree = ast.parse(source)
    known = constants(tree)
    lines = source.splitlines()
    problems = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assert):
            continue
        for cmp in ast.walk(node.test):
            if not isinstance(cmp, ast.Compare):
                continue
            if not all(isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE)) for op in cmp.ops):
                continue
            sides = [cmp.left, *cmp.comparators]
            for i, side in enumerate(sides):
                units = {u for u in map(durationish, names_in(side)) if u}
                if not units and not calls_clock(side):
                    continue
                unit = "ms" if "ms" in units else "s"
                others = [s for j, s in enumerate(sides) if j != i]
                bounds = [number(o, known) for o in others]
                # a bound that is itself a duration name: read its unit from there
                for o, b in zip(others, bounds):
                    for n in names_in(o):
                        if n in known and durationish(n):
                            unit = durationish(n)
                text = lines[node.lineno - 1].strip()
                if any(b is None for b in bounds):
                    problems.append((node.lineno, f"cannot read the bound of a duration: {text}"))
                    continue
                for b in bounds:
                    seconds = b / 1000 if unit == "ms" else b
                    if seconds < CEILING_S:
                        problems.append((node.lineno, f"asserts a duration under {CEILING_S:.0f} s "
                                                      f"({b:g} {unit}): {text}"))
                break
    return problems


def suite_files() -> list[Path]:
    return sorted([*ROOT.joinpath("tests").rglob("*.py"), ROOT / "conftest.py"])


@pytest.mark.parametrize("source, bad", [
    ("assert ms <= 500", True),
    ("LIMIT_MS = 500\ndef t(took_ms):\n    assert took_ms <= LIMIT_MS", True),
    ("def t(elapsed):\n    assert elapsed < 2.5", True),
    ("import time\nt = time.perf_counter()\nassert time.perf_counter() - t < 3", True),
    ("CEILING_MS = 10_000\ndef t(ms):\n    assert ms <= CEILING_MS", False),
    ("def t(elapsed):\n    assert elapsed < 30", False),
    ("def t(cards):\n    assert len(cards) <= 5", False),
    ("def t(x, limit):\n    assert x.seconds < limit", True),
])
def test_the_checker_finds_timed_asserts(source, bad):
    assert bool(timed_asserts(source)) is bad


def test_no_test_asserts_a_duration_under_ten_seconds():
    found = []
    for path in suite_files():
        rel = str(path.relative_to(ROOT))
        for line, why in timed_asserts(path.read_text()):
            text = path.read_text().splitlines()[line - 1].strip()
            if (rel, text) not in EXEMPT:
                found.append(f"{rel}:{line}: {why}")
    print(f"read {len(suite_files())} test files for timed asserts")
    assert not found, "\n".join(found)


def test_hypothesis_has_no_deadline():
    """Hypothesis fails an example slower than its deadline (200 ms by
    default): a timed test in disguise.  The suite runs without one, in CI
    (hypothesis's own "ci" profile) and elsewhere (the root conftest's)."""
    from hypothesis import settings

    assert settings().deadline is None
