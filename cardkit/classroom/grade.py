"""Grade a class's notebooks in one command, in a way the class can trust.

Usage::

    python -m cardkit.classroom.grade submissions/*.ipynb
    python -m cardkit.classroom.grade submissions/ --csv results.csv --time-limit 120 --jobs 2
    python -m cardkit.classroom.grade worksheets-back/ --index worksheets/index.csv --csv results.csv

**How a notebook is run.**  Each notebook runs from top to bottom in a fresh
kernel of this Python, owned by nbclient, inside a runner process that is
killed (with the kernel) when the per-notebook ``--time-limit`` expires.
A cell that raises does not stop the run: its error is reported
(``ZeroDivisionError: division by zero in cell 7``).  A kernel that dies
(``os._exit``, ``exit()``, a crash), a hang (``while True: pass``),
``sys.exit()`` and huge outputs are reported too, and grading goes on with
the next notebook.  Nothing a notebook prints is kept: the runner
keeps only the recorded answers, the errors and where the run stopped,
and at most ``MAX_EVENTS`` of them.

**Where the marks come from.**  Under IPython, every ``check(id, answer)``
also records the answer in the notebook: a display output whose
``metadata`` holds :data:`MIME` ``{"id": ..., "answer": ...}``, the answer
being the *normal form* of what the checker read, as JSON text (``"7d"``,
``["2d", "Fb"]``, ``40``, ``true``).  The grader takes only these records
from the student's kernel and checks each answer again **in its own
process, with its own checkers**: a status, a ``Result`` or an object from
the student's kernel is never trusted, so an object whose ``__eq__`` always
says True or a monkeypatched checker gains nothing, and a record edited by
hand is worth exactly what its answer text is worth.  (The record has no
data to show, so JupyterLab draws nothing and nbval compares nothing: the
stored lessons and exercise notebooks stay valid.)

**What is expected of a notebook.**  An exercise-set copy (built by
:mod:`cardkit.classroom.build`) is expected to answer every exercise of its
set; a worksheet (:mod:`cardkit.classroom.worksheet`) the questions
generated again here from *its own seed*: set, seed, number and difficulty
from the teacher's ``--index worksheets/index.csv`` when it lists the file,
else from the notebook's metadata with the seed of the file name it was
handed out with (``…-seed-07.ipynb``); a metadata that disagrees is noted.
Ids that are not the notebook's own are reported as *foreign* and earn
nothing.  A question whose answer was shown with ``reveal()`` counts as
*revealed*, not correct, whatever is checked after.

Printed: one table per notebook, then a summary with one row per notebook.
``--csv`` writes one row per notebook and question.  Exit status 1 when a
notebook could not run to the end.

Running a notebook runs its code: grade only notebooks you are willing to
execute on this machine (the time limit bounds the time, not what the code
does).
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import queue
import re
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import refuse_in_the_browser
from ..exercises.record import MIME, normal_form  # noqa: F401 - normal_form: part of the grader's API

#: the most events (records, errors) read from one notebook's run
MAX_EVENTS = 5000
#: the most bytes read from one notebook's run report
MAX_REPORT_BYTES = 4_000_000
#: output beyond this many characters is reported as a huge output (none is kept)
MAX_PRINTED = 1_000_000
#: how much of an error message is kept
MAX_ERROR_CHARS = 160
DEFAULT_TIME_LIMIT = 300

SYMBOLS = {
    "correct": "✔", "wrong": "✘", "invalid": "✘", "unanswered": "○", "revealed": "◆",
    "unknown": "?", "error": "?", "not checked": "—",
}
LABELS = {
    "correct": "correct", "wrong": "not yet", "invalid": "unreadable answer",
    "unanswered": "no answer", "revealed": "answer shown", "unknown": "unknown id",
    "error": "checker error", "not checked": "not checked",
}
SEED_IN_NAME = re.compile(r"-seed-(\d+)(?:\D|$)")


# --------------------------------------------------------------------------
# Running notebooks (in a runner process that the grader can kill)
# --------------------------------------------------------------------------

def _event(log, **fields) -> None:
    log.write(json.dumps(fields, ensure_ascii=False) + "\n")
    log.flush()


def _short(text, limit: int = MAX_ERROR_CHARS) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _run_one(notebook: str, report: str) -> None:
    """Run ``notebook`` in a fresh kernel owned by nbclient (started with
    ``kernel_name``: nbclient then notices a dead kernel instead of waiting
    for ever) and write what the grader needs to ``report``, one
    JSON event per line: the kernel's pid, each code cell started, each
    recorded answer, each answer shown, each error, and how the run ended."""
    import ipykernel.kernelspec
    import nbformat
    from jupyter_client import AsyncKernelManager
    from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
    from nbclient import NotebookClient
    from nbclient.exceptions import DeadKernelError

    class ThisPython(KernelSpecManager):
        def get_kernel_spec(self, kernel_name):
            return KernelSpec(resource_dir=ipykernel.kernelspec.RESOURCES,
                              **ipykernel.kernelspec.get_kernel_dict())

    class KernelOfThisPython(AsyncKernelManager):
        def __init__(self, **kwargs):
            kwargs.setdefault("kernel_spec_manager", ThisPython())
            super().__init__(**kwargs)

    # a learner's checks run by the grader are not the teacher's practice:
    # no lasting record (cardkit.exercises.journal) for the kernels it starts
    os.environ["CARDKIT_PROGRESS"] = "off"
    with open(report, "a", encoding="utf-8") as log:
        state = {"events": 0, "printed": 0}

        def limited(**fields):
            if state["events"] < MAX_EVENTS:
                state["events"] += 1
                _event(log, **fields)

        class Collector(NotebookClient):
            def output(self, outs, msg, display_id, cell_index):
                """Keep only what the grader needs; store no output."""
                kind, content = msg["msg_type"], msg["content"]
                if kind == "display_data" and isinstance(content.get("metadata"), dict):
                    rec = content["metadata"].get(MIME)
                    if isinstance(rec, dict) and isinstance(rec.get("id"), str):
                        limited(event="record", cell=cell_index + 1, id=rec["id"][:200],
                                answer=rec.get("answer"), unreadable=rec.get("unreadable") is True)
                elif kind == "stream" and "◆ " in content.get("text", ""):
                    for line in content["text"].splitlines():
                        if line.startswith("◆ ") and ":" in line:
                            limited(event="reveal", cell=cell_index + 1, id=line[2:].split(": ", 1)[0][:200])
                elif kind in ("stream", "display_data", "execute_result") and state["printed"] <= MAX_PRINTED:
                    state["printed"] += len(json.dumps(content.get("text") or content.get("data") or ""))
                    if state["printed"] > MAX_PRINTED:
                        _event(log, event="big output", cell=cell_index + 1)
                return None

        def started(**_):
            _event(log, event="kernel", pid=client.km.provisioner.pid)

        def cell_started(cell, cell_index, **_):
            if cell.cell_type == "code":
                _event(log, event="cell", cell=cell_index + 1)

        def cell_executed(cell, cell_index, execute_reply, **_):
            reply = (execute_reply or {}).get("content", {})
            if reply.get("status") == "error":  # also sys.exit(), which sends no traceback
                limited(event="error", cell=cell_index + 1,
                        error=_short(f"{reply.get('ename', 'Error')}: {reply.get('evalue', '')}"))

        try:
            nb = nbformat.read(notebook, as_version=4)
        except Exception as exc:  # not a notebook at all
            _event(log, event="unreadable", error=_short(exc))
            return
        client = Collector(
            nb, kernel_name="python3", kernel_manager_class=KernelOfThisPython, timeout=None,
            allow_errors=True, on_notebook_start=started, on_cell_start=cell_started, on_cell_executed=cell_executed,
            resources={"metadata": {"path": str(Path(notebook).resolve().parent)}},
        )
        try:
            client.execute(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except DeadKernelError:
            _event(log, event="died")
            return
        except Exception as exc:
            _event(log, event="failed", error=_short(f"{type(exc).__name__}: {exc}"))
            return
        _event(log, event="done")


def _descendants(pid: int) -> list[int]:
    """The processes started by ``pid``, read from /proc (empty elsewhere)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = entry.read_text()
            ppid = int(text[text.rindex(")") + 2:].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry.parent.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _kill(pid: int) -> None:
    for kill, target in ((os.killpg, pid), (os.kill, pid)):
        try:
            kill(target, signal.SIGKILL)
        except (OSError, AttributeError):
            pass


def _read_events(path: Path) -> list[dict]:
    with open(path, "rb") as f:
        data = f.read(MAX_REPORT_BYTES)
    events = []
    for line in data.decode("utf-8", "replace").splitlines()[: MAX_EVENTS + 100]:
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict):
            events.append(event)
    return events


def _serve() -> None:
    """The runner process: run the notebooks named on stdin, one at a time
    (``token notebook report`` as JSON, one per line), answering each with its
    token on stdout when done.  A fresh kernel for each notebook; only the
    imports of the runner itself are shared."""
    for line in sys.stdin:
        token, notebook, report = json.loads(line)
        _run_one(notebook, report)
        print(token, flush=True)


def _forward(lines, replies: queue.Queue) -> None:
    """Put each line the runner writes into ``replies``, then None at its end."""
    for line in lines:
        replies.put(line.strip())
    replies.put(None)


class Runner:
    """A runner process that the grader can kill, with its kernel, when a
    notebook takes longer than the time limit (a new one is started for the
    next notebook)."""

    def __init__(self):
        self.process = None
        self.replies: queue.Queue = queue.Queue()

    def _start(self) -> None:
        code = "from cardkit.classroom.grade import _serve; _serve()"
        self.process = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, start_new_session=True,
        )
        self.replies = queue.Queue()
        threading.Thread(target=_forward, args=(self.process.stdout, self.replies), daemon=True).start()

    def run(self, path: Path, time_limit: float) -> list[dict]:
        """The events of one run (see :func:`_run_one`), ending with
        ``{"event": "time limit"}`` when the limit was reached."""
        if self.process is not None and self.process.poll() is not None:
            self.stop()  # the previous notebook killed its runner: start afresh
        if self.process is None:
            self._start()
        token = secrets.token_hex(16)
        with tempfile.TemporaryDirectory(prefix="cardkit-grade-") as tmp:
            report = Path(tmp) / "events.jsonl"
            report.touch()
            deadline = time.monotonic() + time_limit
            reply = ""
            try:
                self.process.stdin.write(json.dumps([token, str(path), str(report)]) + "\n")
                self.process.stdin.flush()
                while reply not in (token, None):
                    reply = self.replies.get(timeout=max(0.0, deadline - time.monotonic()))
            except (queue.Empty, OSError):
                reply = "timeout" if time.monotonic() >= deadline else None
            events = _read_events(report)
            if reply != token:  # a hang, or the runner itself was killed
                self.stop(events)
        if reply == "timeout":
            events.append({"event": "time limit"})
        return events

    def stop(self, events: list[dict] = ()) -> None:
        """Kill the runner, what it started and the kernels named in ``events``."""
        if self.process is None:
            return
        kernels = [e["pid"] for e in events if e.get("event") == "kernel" and isinstance(e.get("pid"), int)]
        for pid in _descendants(self.process.pid) + kernels + [self.process.pid]:
            _kill(pid)
        self.process.wait()
        self.process = None

    def close(self) -> None:
        """Let the runner finish (its kernels are already shut down)."""
        if self.process is not None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.stop()
            self.process = None


def run_notebook(path: Path, time_limit: float = DEFAULT_TIME_LIMIT) -> list[dict]:
    """Run one notebook in a runner process of its own (see :class:`Runner`)."""
    runner = Runner()
    try:
        return runner.run(path, time_limit)
    finally:
        runner.close()


# --------------------------------------------------------------------------
# What each notebook is expected to answer
# --------------------------------------------------------------------------

@dataclass
class Submission:
    """One graded notebook: what it had to answer and what it earned."""

    path: Path
    expected: list[str] = field(default_factory=list)    # ids, in order
    labels: list[str] = field(default_factory=list)      # column names, one per expected id
    results: dict[str, dict] = field(default_factory=dict)  # id -> {"status", "answer", "tries"}
    foreign: list[str] = field(default_factory=list)     # ids checked that are not this notebook's
    errors: list[str] = field(default_factory=list)      # "ZeroDivisionError: ... in cell 7"
    problem: str | None = None                           # why the run did not reach the end
    seed: int | None = None                              # a worksheet's seed
    notes: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def n_correct(self) -> int:
        return sum(self.status(i) == "correct" for i in self.expected)

    def status(self, id: str) -> str:
        return self.results.get(id, {}).get("status", "not checked")

    def answer(self, id: str) -> str:
        return self.results.get(id, {}).get("answer") or ""

    def tries(self, id: str) -> int | None:
        """The wrong checks (each showed a hint) before the check that
        counts, or before the answer was shown; None when nothing was checked."""
        return self.results.get(id, {}).get("tries")


def _metadata(path: Path) -> dict:
    try:
        with open(path, "rb") as f:
            meta = json.loads(f.read(50_000_000)).get("metadata", {}).get("cardkit", {})
    except (OSError, ValueError, AttributeError):
        return {}
    return meta if isinstance(meta, dict) else {}


SHEET_FIELDS = ("set", "seed", "n", "difficulty")


def read_index(path: Path) -> dict[str, dict]:
    """The teacher's ``index.csv`` written with the worksheets: for each
    notebook's file name, its set, seed, number of questions and difficulty."""
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return {r["notebook"]: {"set": r["set"], "seed": int(r["seed"]), "n": int(r["n"]),
                            "difficulty": r["difficulty"]} for r in rows}


def _expect_worksheet(sub: Submission, sheet: dict, index: dict[str, dict]) -> None:
    """The questions of the worksheet ``sub`` was handed out as: from the
    teacher's index when it lists the file, else from the notebook's
    metadata with the seed of its file name; disagreements are noted."""
    from .worksheet import worksheet_questions

    in_name = SEED_IN_NAME.search(sub.path.name)
    if sub.path.name in index:
        truth, source = index[sub.path.name], "the worksheets' index"
    else:
        truth = dict(sheet, seed=int(in_name.group(1)) if in_name else sheet.get("seed"))
        source = "its file name" if in_name else "its metadata"
    changed = [f"{k} {sheet.get(k)!r}" for k in SHEET_FIELDS if sheet.get(k) != truth[k]]
    if changed:
        sub.notes.append(f"the notebook's metadata says {', '.join(changed)}; "
                         f"graded as {source} says: " + ", ".join(f"{k} {truth[k]!r}" for k in SHEET_FIELDS))
    try:
        questions = worksheet_questions(truth["set"], truth["seed"], truth["n"], truth["difficulty"])
    except Exception as exc:  # the metadata was edited into nonsense
        sub.problem = f"not a worksheet this kit can regenerate ({_short(exc)})"
        return
    sub.seed = truth["seed"]
    sub.expected = [q.id for q in questions]
    sub.labels = [f"q{n}" for n in range(1, len(questions) + 1)]


def _expect_set(sub: Submission, solution: str) -> None:
    """The exercises of the set a student copy was built from: the set's
    fixed exercises, or (for a set of generated questions, such as a review)
    the questions its solution notebook checks, in the order it checks them."""
    from .build import default_root
    from ..exercises.core import exercises

    sub.expected = [ex.id for ex in exercises(solution.split("_", 1)[1][: -len(".ipynb")])]
    if sub.expected:
        sub.labels = [i.rsplit("-", 1)[-1] for i in sub.expected]
        return
    path = default_root() / "exercises" / solution
    try:
        with open(path, encoding="utf-8") as f:
            cells = json.load(f)["cells"]
    except (OSError, ValueError, KeyError):
        sub.notes.append(f"{path} not found: graded on the questions the notebook checked")
        return
    text = "".join("".join(o.get("text", "")) for c in cells for o in c.get("outputs", []))
    ids = [line[2:].split(": ", 1)[0] for line in text.splitlines() if line[:2] in ("✔ ", "✘ ", "○ ")]
    sub.expected = list(dict.fromkeys(ids))
    sub.labels = [f"q{n}" for n in range(1, len(sub.expected) + 1)]


def expected_of(sub: Submission, checked: list[str], index: dict[str, dict] | None = None) -> None:
    """Fill in what ``sub`` must answer: its worksheet's questions (see
    :func:`_expect_worksheet`), its set's exercises (from the notebook's
    metadata), or else every exercise of the sets it checked."""
    index = index or {}
    meta = _metadata(sub.path)
    if isinstance(meta.get("worksheet"), dict) or sub.path.name in index:
        sheet = meta.get("worksheet")
        _expect_worksheet(sub, sheet if isinstance(sheet, dict) else {}, index)
        return
    source = meta.get("generated_from")
    if isinstance(source, str) and re.fullmatch(r"solutions/\d+_\w+\.ipynb", source):
        _expect_set(sub, source)
        if sub.expected:
            return
    from ..exercises.core import exercises

    ids = []
    for set_name in dict.fromkeys(i.rsplit("-", 1)[0] for i in checked if "-" in i and ":" not in i):
        ids.extend(ex.id for ex in exercises(set_name))
    ids.extend(i for i in dict.fromkeys(checked) if i not in ids)
    sub.expected = ids
    sub.labels = [i.rsplit("-", 1)[-1] if ":" not in i else i for i in ids]


# --------------------------------------------------------------------------
# Grading
# --------------------------------------------------------------------------

def _mark(record: dict) -> dict:
    """The grader's own verdict on one recorded answer."""
    from ..exercises.core import evaluate

    if record.get("unreadable"):
        return {"status": "invalid", "answer": "(unreadable)"}
    answer = record.get("answer")
    if not _is_plain_json(answer):
        return {"status": "invalid", "answer": "(unreadable)"}
    result = evaluate(record["id"], answer)
    return {"status": result.status, "answer": result.answer or ""}


def _is_plain_json(value, depth: int = 0) -> bool:
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, list) and depth < 3:
        return all(_is_plain_json(v, depth + 1) for v in value)
    return False


def grade_events(path: Path, events: list[dict], time_limit: float = DEFAULT_TIME_LIMIT,
                 index: dict[str, dict] | None = None) -> Submission:
    """A :class:`Submission` from the events of one run: every recorded
    answer checked again here, the last one of each question counting.
    Each verdict also says how many wrong checks came before the one that
    counts (``tries``; before the answer was shown, for a revealed one)."""
    sub = Submission(path)
    cell = None
    verdicts: dict[str, dict] = {}
    checks: dict[str, list[str]] = {}   # id -> the grader's status of each check, in order
    revealed: dict[str, int] = {}       # id -> how many checks came before it was shown
    ended = False
    for e in events:
        kind = e.get("event")
        if kind == "cell":
            cell = e.get("cell")
        elif kind == "record" and isinstance(e.get("id"), str):
            verdicts.pop(e["id"], None)  # the latest check counts
            verdicts[e["id"]] = _mark(e)
            checks.setdefault(e["id"], []).append(verdicts[e["id"]]["status"])
        elif kind == "reveal" and isinstance(e.get("id"), str):
            revealed.setdefault(e["id"], len(checks.get(e["id"], [])))
        elif kind == "error":
            sub.errors.append(f"{e.get('error')} in cell {e.get('cell')}")
        elif kind == "unreadable":
            sub.problem = f"cannot read the notebook: {e.get('error')}"
        elif kind == "died":
            sub.problem = f"the kernel died in cell {cell}"
        elif kind == "failed":
            sub.problem = f"the run failed: {e.get('error')}"
        elif kind == "big output":
            sub.notes.append(f"cell {e.get('cell')} printed more than {MAX_PRINTED:,} characters (not kept)")
        elif kind == "time limit":
            sub.problem = f"time limit ({time_limit:g} s) reached in cell {cell}"
        elif kind == "done":
            ended = True
    if not ended and sub.problem is None:
        sub.problem = f"the run stopped in cell {cell}" if cell else "the notebook did not run"
    for id, verdict in verdicts.items():
        verdict["tries"] = checks[id][:-1].count("wrong")
    for id, before in revealed.items():
        verdicts[id] = {"status": "revealed", "answer": "", "tries": checks.get(id, [])[:before].count("wrong")}
    expected_of(sub, list(verdicts), index)
    for id, verdict in verdicts.items():
        if id in sub.expected:
            sub.results[id] = verdict
        else:
            sub.foreign.append(id)
    return sub


def grade_notebook(path: Path, time_limit: float = DEFAULT_TIME_LIMIT) -> Submission:
    """Run and grade one notebook."""
    return grade_events(path, run_notebook(path, time_limit), time_limit)


def grade(paths: list[Path], time_limit: float = DEFAULT_TIME_LIMIT, jobs: int = 1, progress=None,
          index: dict[str, dict] | None = None) -> list[Submission]:
    """Run and grade notebooks, ``jobs`` at a time (each with its own runner
    process); results in the order given.  ``index``: see :func:`read_index`."""
    refuse_in_the_browser("grade")
    todo = queue.Queue()
    for n, path in enumerate(paths):
        todo.put((n, path))
    events: list = [None] * len(paths)

    def work():
        runner = Runner()
        try:
            while True:
                try:
                    n, path = todo.get_nowait()
                except queue.Empty:
                    return
                if progress:
                    print(f"running {path} ...", file=progress, flush=True)
                events[n] = runner.run(path, time_limit)
        finally:
            runner.close()

    workers = [threading.Thread(target=work) for _ in range(max(1, min(jobs, len(paths))))]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return [grade_events(path, found, time_limit, index) for path, found in zip(paths, events)]


# --------------------------------------------------------------------------
# Reports
# --------------------------------------------------------------------------

def run_summary(sub: Submission) -> str:
    """How the run went, in a few words (the CSV's ``run`` column)."""
    parts = [sub.problem] if sub.problem else ["ran to the end"]
    parts += [f"error: {e}" for e in sub.errors[:3]]
    if len(sub.errors) > 3:
        parts.append(f"{len(sub.errors) - 3} more errors")
    return "; ".join(parts)


def report(subs: list[Submission], out=None) -> None:
    out = out or sys.stdout
    for sub in subs:
        seed = f" (worksheet seed {sub.seed})" if sub.seed is not None else ""
        print(f"{sub.path}{seed}: {sub.n_correct}/{len(sub.expected)} correct", file=out)
        if sub.problem:
            print(f"  could not run to the end: {sub.problem}", file=out)
        for error in sub.errors[:10]:
            print(f"  error: {error}", file=out)
        if len(sub.errors) > 10:
            print(f"  … and {len(sub.errors) - 10} more errors", file=out)
        for note in sub.notes:
            print(f"  note: {note}", file=out)
        if sub.foreign:
            print(f"  not this notebook's questions (not counted): {', '.join(sub.foreign[:10])}", file=out)
        width = max([len(i) for i in sub.expected] + [8])
        for id in sub.expected:
            status = sub.status(id)
            print(f"  {id:<{width}}  {SYMBOLS[status]} {LABELS[status]:<17} {sub.answer(id)}".rstrip(), file=out)
        print(file=out)
    if not subs:
        return
    columns = list(dict.fromkeys(label for sub in subs for label in sub.labels))
    name_w = max([len("notebook")] + [len(s.name) for s in subs])
    col_w = max([2] + [len(c) for c in columns])
    print("summary (✔ correct, ✘ not yet, ○ no answer, ◆ answer shown, — not checked)", file=out)
    print(f"{'notebook':<{name_w}}  " + " ".join(f"{c:>{col_w}}" for c in columns) + "  score  run", file=out)
    for sub in subs:
        by_label = dict(zip(sub.labels, sub.expected))
        marks = " ".join(f"{SYMBOLS[sub.status(by_label[c])] if c in by_label else '':>{col_w}}" for c in columns)
        score = f"{sub.n_correct}/{len(sub.expected)}"
        n = len(sub.errors)
        run = sub.problem or (f"ok, {n} error{'s' * (n != 1)}" if n else "ok")
        print(f"{sub.name:<{name_w}}  {marks}  {score:>5}  {run}", file=out)


CSV_HEADER = ["notebook", "seed", "question", "exercise", "status", "answer", "run", "tries"]


def write_csv(subs: list[Submission], path: Path) -> None:
    """One row per notebook and question (and per foreign id checked); a
    notebook with nothing to grade still gets one row saying why.  ``tries``
    is the number of wrong checks before the one that counts (0: right at
    the first try), empty when the question was not checked."""
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(CSV_HEADER)
        for sub in subs:
            seed = "" if sub.seed is None else sub.seed
            run = run_summary(sub)
            for label, id in zip(sub.labels, sub.expected):
                tries = sub.tries(id)
                w.writerow([str(sub.path), seed, label, id, sub.status(id), sub.answer(id), run,
                            "" if tries is None else tries])
            for id in sub.foreign:
                w.writerow([str(sub.path), seed, "", id, "foreign", "", run, ""])
            if not sub.expected and not sub.foreign:
                w.writerow([str(sub.path), seed, "", "", "not checked", "", run, ""])


def notebooks_in(paths: list[Path]) -> list[Path]:
    """The notebooks named, a folder standing for the notebooks in it."""
    found = []
    for p in paths:
        found.extend(sorted(p.glob("*.ipynb")) if p.is_dir() else [p])
    return found


def main(argv=None) -> int:
    refuse_in_the_browser("grade")
    parser = argparse.ArgumentParser(
        prog="python -m cardkit.classroom.grade",
        description="Run learners' notebooks and grade every answer they checked, again, with the kit's own checkers.",
    )
    parser.add_argument("notebooks", nargs="+", type=Path, help="notebooks, or folders of notebooks")
    parser.add_argument("--csv", type=Path, help="also write one row per notebook and question")
    parser.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT,
                        help=f"seconds allowed per notebook, kernel start included (default {DEFAULT_TIME_LIMIT})")
    parser.add_argument("--jobs", type=int, default=1, help="notebooks run at the same time (default 1)")
    parser.add_argument("--index", type=Path,
                        help="the index.csv written with the worksheets: the set, seed, number and "
                             "difficulty of each worksheet, whatever its notebook's metadata says")
    args = parser.parse_args(argv)
    if args.time_limit <= 0 or args.jobs < 1:
        parser.error("--time-limit must be a positive number of seconds and --jobs at least 1")
    try:
        index = read_index(args.index) if args.index else {}
    except (OSError, KeyError, ValueError) as exc:
        parser.error(f"--index must be the index.csv written by cardkit.classroom.worksheet ({exc})")
    subs = grade(notebooks_in(args.notebooks), args.time_limit, args.jobs, progress=sys.stderr, index=index)
    report(subs)
    if args.csv:
        write_csv(subs, args.csv)
    return 1 if any(s.problem for s in subs) else 0


if __name__ == "__main__":
    sys.exit(main())
