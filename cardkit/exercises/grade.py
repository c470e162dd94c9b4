"""Check a class's notebooks in one command.

Usage::

    python -m cardkit.exercises.grade submissions/*.ipynb
    python -m cardkit.exercises.grade submissions/*.ipynb --csv results.csv

Each notebook is run from top to bottom in a fresh kernel of this Python
(in its own folder, a cell that raises does not stop the run), and every
``check(...)`` it makes is collected: the latest result per exercise counts.
Exercises of a set the notebook checks but that it never reached show as
"not checked".  Printed: one table per notebook, then a summary with one
row per notebook.  ``--csv`` also writes one row per notebook and exercise.

Running a notebook runs its code: grade only notebooks you are willing to
execute on this machine.
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .core import exercises

MARKER = "CARDKIT-RESULTS "
COLLECT = (
    "import cardkit.exercises as _cardkit_exercises\n"
    f"print({MARKER!r} + _cardkit_exercises.results_json())"
)
SYMBOLS = {
    "correct": "✔", "wrong": "✘", "invalid": "✘", "unanswered": "○",
    "unknown": "?", "error": "?", "not checked": "—",
}
LABELS = {
    "correct": "correct", "wrong": "not yet", "invalid": "unreadable answer",
    "unanswered": "no answer", "unknown": "unknown id", "error": "checker error",
    "not checked": "not checked",
}


@dataclass
class Submission:
    path: Path
    results: dict[str, dict] = field(default_factory=dict)  # id -> {"status", "answer"}
    error: str | None = None

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def n_correct(self) -> int:
        return sum(r["status"] == "correct" for r in self.results.values())


def _kernel_manager():
    """A kernel manager for a kernel of this very interpreter."""
    import ipykernel.kernelspec
    from jupyter_client import KernelManager
    from jupyter_client.kernelspec import KernelSpec, KernelSpecManager

    class CurrentEnv(KernelSpecManager):
        def get_kernel_spec(self, kernel_name):
            return KernelSpec(resource_dir=ipykernel.kernelspec.RESOURCES,
                              **ipykernel.kernelspec.get_kernel_dict())

    return KernelManager(kernel_name="cardkit-grade", kernel_spec_manager=CurrentEnv())


def run_notebook(path: Path, timeout: int = 120) -> Submission:
    """Execute one notebook and collect its check() results."""
    import nbformat
    from nbclient import NotebookClient

    sub = Submission(path)
    try:
        nb = nbformat.read(path, as_version=4)
    except Exception as exc:  # not a notebook at all
        sub.error = f"cannot read: {exc}"
        return sub
    nb.cells.append(nbformat.v4.new_code_cell(COLLECT))
    client = NotebookClient(
        nb, km=_kernel_manager(), timeout=timeout, allow_errors=True,
        resources={"metadata": {"path": str(path.resolve().parent)}},
    )
    try:
        client.execute(stderr=subprocess.DEVNULL)  # kernel start-up chatter
    except Exception as exc:  # kernel died, a cell timed out...
        sub.error = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"
    collected = None
    for out in nb.cells[-1].get("outputs", []):
        if out.get("output_type") == "stream":
            for line in out.get("text", "").splitlines():
                if line.startswith(MARKER):
                    collected = json.loads(line[len(MARKER):])
    if collected is None:
        sub.error = sub.error or "the notebook did not run to the end"
        return sub
    for r in collected:
        sub.results[r["id"]] = {"status": r["status"], "answer": r["answer"]}
    return sub


def expected_ids(sub: Submission) -> list[str]:
    """Every exercise of the sets this notebook checked, plus what it checked."""
    ids = set(sub.results)
    for set_name in {i.rsplit("-", 1)[0] for i in sub.results if "-" in i}:
        ids.update(ex.id for ex in exercises(set_name))
    return sorted(ids)


def status_of(sub: Submission, ex_id: str) -> str:
    return sub.results.get(ex_id, {}).get("status", "not checked")


def report(subs: list[Submission], out=None) -> None:
    out = out or sys.stdout
    for sub in subs:
        ids = expected_ids(sub)
        print(f"{sub.path}: {sub.n_correct}/{len(ids)} correct", file=out)
        if sub.error:
            print(f"  could not run to the end: {sub.error}", file=out)
        width = max([len(i) for i in ids] + [8])
        for ex_id in ids:
            status = status_of(sub, ex_id)
            answer = sub.results.get(ex_id, {}).get("answer") or ""
            print(f"  {ex_id:<{width}}  {SYMBOLS[status]} {LABELS[status]:<17} {answer}".rstrip(), file=out)
        print(file=out)
    if not subs:
        return
    all_ids = sorted({i for sub in subs for i in expected_ids(sub)})
    name_w = max([len("notebook")] + [len(s.name) for s in subs])
    short = [i.rsplit("-", 1)[-1] for i in all_ids]
    print("summary (✔ correct, ✘ not yet, ○ no answer, — not checked)", file=out)
    print(f"{'notebook':<{name_w}}  " + " ".join(f"{s:>2}" for s in short) + "  score", file=out)
    for sub in subs:
        ids = expected_ids(sub)
        marks = " ".join(f"{SYMBOLS[status_of(sub, i)] if i in ids else '':>2}" for i in all_ids)
        print(f"{sub.name:<{name_w}}  {marks}  {sub.n_correct}/{len(ids)}", file=out)


def write_csv(subs: list[Submission], path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["notebook", "exercise", "status", "answer"])
        for sub in subs:
            for ex_id in expected_ids(sub):
                w.writerow([str(sub.path), ex_id, status_of(sub, ex_id),
                            sub.results.get(ex_id, {}).get("answer") or ""])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardkit.exercises.grade",
        description="Run learners' notebooks and tabulate every check() they make.",
    )
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--csv", type=Path, help="also write one row per notebook and exercise")
    parser.add_argument("--timeout", type=int, default=120, help="seconds allowed per cell")
    args = parser.parse_args(argv)
    subs = []
    for path in args.notebooks:
        print(f"running {path} ...", file=sys.stderr, flush=True)
        subs.append(run_notebook(path, timeout=args.timeout))
    report(subs)
    if args.csv:
        write_csv(subs, args.csv)
    return 1 if any(s.error for s in subs) else 0


if __name__ == "__main__":
    sys.exit(main())
