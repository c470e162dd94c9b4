"""Grade a class's notebooks in one command, in a way the class can trust.

Usage::

    python -m cardkit.classroom.grade submissions/*.ipynb
    python -m cardkit.classroom.grade submissions/ --csv results.csv --time-limit 120 --jobs 2
    python -m cardkit.classroom.grade worksheets-back/ --index worksheets/index.csv --csv results.csv
    python -m cardkit.classroom.grade submissions/ --set scopa --csv results.csv

**How a notebook is run.**  Every submission is read (its bytes and its
file's metadata) before the first run, and graded from those bytes.  Each
notebook then runs from top to bottom in a fresh kernel of this Python, in
a session of its own, owned by nbclient, from a scratch copy in a private
scratch folder of its own (the kernel's cwd, HOME and TMPDIR), inside a
runner process that is killed (with everything it started) when the
per-notebook ``--time-limit`` expires.  A cell that raises does not stop
the run: its error is reported (``ZeroDivisionError: division by zero in
cell 7``).  A kernel that dies (``os._exit``, ``exit()``, a crash), a hang
(``while True: pass``), ``sys.exit()`` and huge outputs are reported too,
and grading goes on with the next notebook.  Nothing a notebook prints is
kept: the runner keeps only the recorded answers, the errors and where the
run stopped, and at most ``MAX_EVENTS`` of them.

**Sealed runs.**  Nothing a notebook does may reach another notebook's
report.  The runner sends what it saw to the grader over its own pipe,
each line with the run's secret token; no file a kernel could write is
read back.  The runner and the grader are not dumpable while they work (no
process of the same user can open their pipes or read them through /proc),
a kernel is not dumpable either, and a kernel started by root drops every
capability first.  Kernels start one at a time, the other notebooks' processes
stopped while the new kernel's connection file (its key) is on disk; it is
removed once the kernel is up, so no notebook can take over another's kernel.  The runner is
a child subreaper: a process a notebook leaves behind, even after a double
fork and ``setsid``, comes back to it, and after each notebook every
process left from it is stopped, killed and **flagged** in that notebook's
report.  A change to the submissions folder during a run (a file changed,
added, removed) is flagged in the report of the notebooks that were
running; files a notebook wrote in its scratch folder are noted (and
deleted); a cell that calls ``check`` or ``reveal`` but recorded nothing
is noted.  With ``--set NAME`` (an exercise set or a game with
worksheets) a notebook whose metadata or checked ids say another set is
flagged.  These defences are for Linux; elsewhere only the time limit, the
private scratch folder and the reading first hold.

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
stored lessons and exercise notebooks stay valid.)  Every ``reveal(id)``
records ``{"id": ..., "revealed": true}`` the same way; both are sent
straight through the kernel's iopub channel, so ``%%capture`` or
``contextlib.redirect_stdout`` cannot hide them (the printed ``◆`` line is
read too, as a second source).

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
``--csv`` writes one row per notebook and question (flags in its ``run``
column).  Exit status 1 when a notebook could not run to the end or was
flagged.

Running a notebook runs its code, as the user who runs the grader: grade
only notebooks you are willing to execute on this machine.  The time limit
bounds the time and the sealing keeps one notebook out of another's
report, but a notebook can still do what that user can (read its files,
change the kit's files or this Python's, which later kernels import);
grade as a user who owns nothing else, in a container or a throwaway
account, for a marked test.  With ``--jobs`` above 1 a notebook can still
stop or kill a notebook running beside it: a notebook whose run beside
others ended badly (its kernel died, it ran out of time, its runner was
killed) is therefore run again, alone, at the end, and graded on that run
(its report says so).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import queue
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .. import i18n
from ..errors import CardkitError, InvalidInputError, refuse_in_the_browser
from ..options import is_int
from . import _need
from ..exercises.record import MIME, normal_form  # noqa: F401 - normal_form: part of the grader's API

#: the most events (records, errors) read from one notebook's run
MAX_EVENTS = 5000
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
# Running notebooks, sealed from each other and from the grader
# --------------------------------------------------------------------------
#
# The grader reads every submission (bytes and file metadata) before the
# first run and grades from those bytes.  Each notebook runs from a scratch
# copy in a private scratch folder of its own (the kernel's cwd, HOME and
# TMPDIR), in a fresh kernel of its own session, started by a runner
# process.  Everything the grader learns of a run comes over the runner's
# stdout pipe, each line carrying the run's secret token: no file that a
# kernel could write is ever read back.  The runner (and the grader while it
# grades) is not dumpable, so that a kernel of the same user cannot open its
# pipes or read its memory through /proc, and it is a child subreaper, so
# that a process a notebook leaves behind (even after a double fork and
# ``setsid``) becomes its child: after each notebook it finds every process
# left from it, stops and kills them all, and reports them in that
# notebook's report.

PR_SET_DUMPABLE, PR_GET_DUMPABLE, PR_SET_CHILD_SUBREAPER, PR_GET_CHILD_SUBREAPER = 4, 3, 36, 37
#: the largest notebook read (a bigger file is reported, not run)
MAX_NOTEBOOK_BYTES = 50_000_000
#: files a kernel writes in its scratch folder by itself (not reported)
KERNEL_FILES = (".ipython", ".jupyter", ".local", ".cache", ".config", ".matplotlib", ".kernel")


def _short(text, limit: int = MAX_ERROR_CHARS) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _prctl(option: int, value: int = 0) -> int | None:
    """``prctl(option, value)`` on Linux (its result), None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)
    except (OSError, AttributeError):
        return None


def _seal_process() -> None:
    """Make this process a child subreaper that no process of the same user
    can inspect through /proc (its fds, memory, environment, cwd)."""
    _prctl(PR_SET_DUMPABLE, 0)
    _prctl(PR_SET_CHILD_SUBREAPER, 1)


#: how a kernel starts: not dumpable (no other process of the same user can
#: read its memory, its fds or its connection key through /proc), then
#: ipykernel as usual; the arguments are the usual kernel command
KERNEL_LAUNCHER = """\
import ctypes, runpy, sys
ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0
sys.argv = sys.argv[3:4] + sys.argv[4:]
runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
"""
#: run as root, a kernel first drops every capability (and cannot gain one
#: back): it is then an ordinary process, which cannot look into the runner,
#: the grader or another kernel through /proc
WITHOUT_PRIVILEGES = f"""\
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
for cap in range(64):
    libc.prctl(24, cap, 0, 0, 0)  # PR_CAPBSET_DROP
libc.prctl(38, 1, 0, 0, 0)        # PR_SET_NO_NEW_PRIVS
os.execv(sys.executable, [sys.executable, "-c", {KERNEL_LAUNCHER!r}] + sys.argv[1:])
"""


def _kernel_env(scratch: Path) -> dict:
    """The kernel's environment: this one, its home, temporary folder and
    Jupyter/IPython/matplotlib folders moved into the notebook's scratch."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JPY_") and k != "OLDPWD"}
    s = str(scratch)
    env.update(HOME=s, TMPDIR=s, TEMP=s, TMP=s, PWD=s, IPYTHONDIR=f"{s}/.ipython",
               MPLCONFIGDIR=f"{s}/.matplotlib", JUPYTER_CONFIG_DIR=f"{s}/.jupyter",
               JUPYTER_DATA_DIR=f"{s}/.local/share/jupyter", JUPYTER_RUNTIME_DIR=f"{s}/.jupyter/runtime")
    return env


def _cells_calling(source: str) -> bool:
    """Whether a code cell's source calls ``check(...)`` or ``reveal(...)``
    (a name followed by a parenthesis; comments and strings do not count)."""
    import io as _io
    import tokenize

    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    try:
        tokens = list(tokenize.generate_tokens(_io.StringIO("\n".join(lines) + "\n").readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return False
    return any(a.type == tokenize.NAME and a.string in ("check", "reveal") and b.string == "("
               for a, b in zip(tokens, tokens[1:]))


def _run_one(data: bytes, name: str, scratch: Path, emit, may_start=lambda: True) -> dict[int, str]:
    """Run the notebook ``data`` (a scratch copy named ``name`` in
    ``scratch``, the kernel's cwd, HOME and TMPDIR) in a fresh kernel owned
    by nbclient (started with ``kernel_name``: nbclient then notices a dead
    kernel instead of waiting for ever), and ``emit`` what the grader needs:
    each code cell started, each recorded answer, each answer shown, each
    error, a cell that calls check() or reveal() but recorded nothing, and
    how the run ended.  Returned: the processes (pid: name) still running
    besides the kernel when the last cell had run.  ``may_start()`` waits
    for the grader's leave to start a kernel (one at a time: while one
    kernel's connection file is on disk, the other notebooks are stopped)."""
    import ipykernel.kernelspec
    import nbformat
    from jupyter_client import AsyncKernelManager
    from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
    from nbclient import NotebookClient
    from nbclient.exceptions import DeadKernelError

    class ThisPython(KernelSpecManager):
        def get_kernel_spec(self, kernel_name):
            spec = ipykernel.kernelspec.get_kernel_dict()
            if sys.platform.startswith("linux") and spec["argv"][1:3] == ["-m", "ipykernel_launcher"]:
                launcher = WITHOUT_PRIVILEGES if os.geteuid() == 0 else KERNEL_LAUNCHER
                spec["argv"] = [sys.executable, "-c", launcher] + spec["argv"]
            return KernelSpec(resource_dir=ipykernel.kernelspec.RESOURCES, **spec)

    class KernelOfThisPython(AsyncKernelManager):
        def __init__(self, **kwargs):
            kwargs.setdefault("kernel_spec_manager", ThisPython())
            kwargs.setdefault("connection_file", str(scratch / ".kernel" / "connection.json"))
            super().__init__(**kwargs)

    # a learner's checks run by the grader are not the teacher's practice:
    # no lasting record (cardkit.exercises.journal) for the kernels it starts
    os.environ["CARDKIT_PROGRESS"] = "off"
    state = {"events": 0, "printed": 0, "recorded": set()}

    def limited(**fields):
        if state["events"] < MAX_EVENTS:
            state["events"] += 1
            emit(**fields)

    class Collector(NotebookClient):
        def output(self, outs, msg, display_id, cell_index):
            """Keep only what the grader needs; store no output."""
            kind, content = msg["msg_type"], msg["content"]
            if kind == "display_data" and isinstance(content.get("metadata"), dict) and MIME in content["metadata"]:
                rec = content["metadata"].get(MIME)
                if isinstance(rec, dict) and isinstance(rec.get("id"), str):
                    state["recorded"].add(cell_index)
                    if rec.get("revealed") is True:
                        limited(event="reveal", cell=cell_index + 1, id=rec["id"][:200])
                    else:
                        limited(event="record", cell=cell_index + 1, id=rec["id"][:200],
                                answer=rec.get("answer"), unreadable=rec.get("unreadable") is True)
            elif kind == "stream" and "◆ " in content.get("text", ""):
                for line in content["text"].splitlines():  # a second source: the printed ◆ line
                    if line.startswith("◆ ") and ":" in line:
                        limited(event="reveal", cell=cell_index + 1, id=line[2:].split(": ", 1)[0][:200])
            elif kind in ("stream", "display_data", "execute_result") and state["printed"] <= MAX_PRINTED:
                state["printed"] += len(json.dumps(content.get("text") or content.get("data") or ""))
                if state["printed"] > MAX_PRINTED:
                    emit(event="big output", cell=cell_index + 1)
            return None

        def set_widgets_metadata(self):
            """Called once the last cell has run, the kernel still up: the
            processes still running besides the kernel outlived the notebook."""
            kernel = self.km.provisioner.pid if self.km and self.km.provisioner else None
            table = _processes()
            state["left"] = {p: table[p][2] for p in _descendants(os.getpid(), table)
                             if p != kernel and table[p][1] not in "ZX"}
            return None

    def started(**_):
        try:  # the kernel has read it: no other process is to read its key
            os.remove(client.km.connection_file)
        except OSError:
            pass
        _thaw(state.pop("frozen", ()))
        emit(event="kernel started")

    def cell_started(cell, cell_index, **_):
        if cell.cell_type == "code":
            emit(event="cell", cell=cell_index + 1)

    def cell_executed(cell, cell_index, execute_reply, **_):
        reply = (execute_reply or {}).get("content", {})
        if reply.get("status") == "error":  # also sys.exit(), which sends no traceback
            limited(event="error", cell=cell_index + 1,
                    error=_short(f"{reply.get('ename', 'Error')}: {reply.get('evalue', '')}"))
        elif cell_index not in state["recorded"] and _cells_calling(cell.source):
            limited(event="unrecorded", cell=cell_index + 1)

    try:
        nb = nbformat.reads(data.decode("utf-8"), as_version=4)
    except Exception as exc:  # not a notebook at all
        emit(event="unreadable", error=_short(exc))
        return
    (scratch / ".kernel").mkdir(mode=0o700)
    (scratch / name).write_bytes(data)  # the scratch copy, for a notebook that reads itself
    client = Collector(
        nb, kernel_name="python3", kernel_manager_class=KernelOfThisPython, timeout=None,
        allow_errors=True, on_notebook_start=started, on_cell_start=cell_started, on_cell_executed=cell_executed,
        resources={"metadata": {"path": str(scratch)}},
    )
    # while the kernel's connection file (its key) is on disk, the other
    # notebooks being graded are stopped: none can read it
    if may_start():
        state["frozen"] = _freeze(_other_notebooks)
    try:
        client.execute(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_kernel_env(scratch))
    except DeadKernelError:
        emit(event="died")
        return
    except Exception as exc:
        emit(event="failed", error=_short(f"{type(exc).__name__}: {exc}"))
        return
    finally:
        _thaw(state.pop("frozen", ()))
    emit(event="done")
    return state.get("left", {})


def _other_notebooks(table: dict) -> list[int]:
    """The processes of the other notebooks being graded: what the grader
    (this runner's parent) started, but for the runners themselves and this
    runner's own."""
    me, grader = os.getpid(), os.getppid()
    mine = set(_descendants(me, table))
    return [p for p in _descendants(grader, table) if p != me and p not in mine and table[p][0] != grader]


def _freeze(find) -> set[int]:
    """Stop every living process ``find(table)`` names, again until all
    are stopped (one may fork or wake another meanwhile); those stopped."""
    stopped: set[int] = set()
    for _ in range(100):
        table = _processes()
        running = [p for p in find(table) if p in table and table[p][1] not in "TtZX"]
        if not running:
            break
        for p in running:
            try:
                os.kill(p, signal.SIGSTOP)
                stopped.add(p)
            except OSError:
                pass
        time.sleep(0.005)
    return stopped


def _thaw(stopped) -> None:
    for p in stopped:
        try:
            os.kill(p, signal.SIGCONT)
        except OSError:
            pass


def _processes() -> dict[int, tuple[int, str, str, int]]:
    """Every process, read from /proc (empty elsewhere): pid -> (parent pid,
    state, name, start time in clock ticks since boot)."""
    found = {}
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = entry.read_text()
            rest = text[text.rindex(")") + 2:].split()
            found[int(entry.parent.name)] = (int(rest[1]), rest[0], text[text.index("(") + 1: text.rindex(")")],
                                             int(rest[19]))
        except (OSError, ValueError, IndexError):
            continue
    return found


def _descendants(pid: int, table: dict | None = None) -> list[int]:
    """The processes started by ``pid`` (and its orphans, when it is a
    subreaper), read from /proc (empty elsewhere)."""
    table = _processes() if table is None else table
    children: dict[int, list[int]] = {}
    for child, (ppid, *_) in table.items():
        children.setdefault(ppid, []).append(child)
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


def _reap(pids=None) -> None:
    """Collect the exit status of dead children (``pids``, or any)."""
    for pid in ([-1] if pids is None else pids):
        while True:
            try:
                found, _ = os.waitpid(pid, os.WNOHANG)
            except (ChildProcessError, OSError):
                break
            if found == 0 or pid != -1:
                break


def _kill_all(find, reap_any: bool = False) -> dict[int, str]:
    """Stop, then kill, every living process ``find(table)`` names, again
    until none is left (a process that forks is stopped before it is
    killed); those found alive, pid: name."""
    seen: dict[int, str] = {}
    for _ in range(200):
        table = _processes()
        pids = [p for p in find(table) if p in table and table[p][1] not in "ZX" and p != os.getpid()]
        if not pids:
            break
        for p in pids:
            seen.setdefault(p, table[p][2])
            try:
                os.kill(p, signal.SIGSTOP)
            except OSError:
                pass
        for p in pids:
            _kill(p)
        _reap(None if reap_any else pids)
        time.sleep(0.01)
    _reap(None if reap_any else sorted(seen))
    return seen


def _leftovers_event(found: dict[int, str]) -> dict:
    counts: dict[str, int] = {}
    for n in found.values():
        counts[n] = counts.get(n, 0) + 1
    return {"event": "leftover", "n": len(found),
            "names": [f"{n} ×{c}" if c > 1 else n for n, c in list(counts.items())[:6]]}


def _serve() -> None:
    """The runner process: run the notebooks sent on stdin, one at a time
    (``[token, name, notebook as base64, scratch folder]`` as JSON, one per
    line), writing each event as a line ``token JSON`` on stdout and
    ``token END`` when done, after killing what the notebook left running.
    A fresh kernel for each notebook; only the imports of the runner itself
    are shared."""
    import base64
    import threading as _threading

    _seal_process()
    out, lock = sys.stdout, _threading.Lock()
    sys.stdout = sys.stderr  # nothing but the protocol goes to the grader
    me = os.getpid()
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        token, name, data, scratch = json.loads(line)

        def emit(**fields):
            with lock:
                out.write(f"{token} {json.dumps(fields, ensure_ascii=False)}\n")
                out.flush()

        def may_start():
            emit(event="kernel wanted")
            return sys.stdin.readline().strip() == f"{token} go"

        left = _run_one(base64.b64decode(data), name, Path(scratch), emit, may_start) or {}
        left.update(_kill_all(lambda table: _descendants(me, table), reap_any=True))
        if left:
            emit(**_leftovers_event(left))
        with lock:
            out.write(f"{token} END\n")
            out.flush()


def _forward(lines, replies: queue.Queue) -> None:
    """Put each line the runner writes into ``replies``, then None at its end."""
    for line in lines:
        replies.put(line.rstrip("\n"))
    replies.put(None)


def _written(scratch: Path, name: str, limit: int = 5) -> list[str]:
    """The files a notebook wrote in its scratch folder (those a kernel
    writes by itself and its own copy aside)."""
    found = []
    for dirpath, dirnames, filenames in os.walk(scratch):
        rel = Path(dirpath).relative_to(scratch)
        if rel == Path("."):
            dirnames[:] = [d for d in dirnames if d not in KERNEL_FILES]
            filenames = [f for f in filenames if f != name]
        found.extend(str(rel / f) for f in filenames)
        if len(found) > limit:
            break
    return sorted(found)[:limit]


class Runner:
    """A runner process that the grader can kill, with everything it
    started, when a notebook takes longer than the time limit (a new one
    is started for the next notebook)."""

    def __init__(self, scratch_root: Path | None = None):
        self.process = None
        self.replies: queue.Queue = queue.Queue()
        self._own_root = scratch_root is None
        self.root = Path(tempfile.mkdtemp(prefix="cardkit-grade-")) if scratch_root is None else scratch_root

    def _start(self) -> None:
        home = Path(tempfile.mkdtemp(prefix="runner-", dir=self.root))
        env = {k: v for k, v in os.environ.items() if not k.startswith("JPY_")}
        env.update(HOME=str(home), TMPDIR=str(home), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
                   JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
                   IPYTHONDIR=str(home / "ipython"), MPLCONFIGDIR=str(home / "mpl"))
        code = "from cardkit.classroom.grade import _serve; _serve()"
        self.process = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, start_new_session=True, env=env, cwd=home,
        )
        _GRADING["runners"].add(self.process.pid)
        self.replies = queue.Queue()
        threading.Thread(target=_forward, args=(self.process.stdout, self.replies), daemon=True).start()

    def run(self, path: Path, time_limit: float, data: bytes | None = None) -> list[dict]:
        """The events of one run of the notebook ``data`` (read from
        ``path`` when not given; see :func:`_run_one`), ending with
        ``{"event": "time limit"}`` when the limit was reached, with
        ``{"event": "runner killed"}`` when the notebook killed the runner."""
        import base64

        if data is None:
            with open(path, "rb") as f:
                data = f.read(MAX_NOTEBOOK_BYTES + 1)
        if self.process is not None and self.process.poll() is not None:
            self.stop()  # the previous notebook killed its runner: start afresh
        if self.process is None:
            self._start()
        token = secrets.token_hex(16)
        scratch = Path(tempfile.mkdtemp(prefix="nb-", dir=self.root))
        name = path.name if path.name.endswith(".ipynb") and "/" not in path.name else "notebook.ipynb"
        deadline = time.monotonic() + time_limit
        events: list[dict] = []
        reply = ""
        starting = False
        try:
            try:
                self.process.stdin.write(json.dumps([token, name, base64.b64encode(data).decode("ascii"),
                                                     str(scratch)]) + "\n")
                self.process.stdin.flush()
                while True:
                    reply = self.replies.get(timeout=max(0.0, deadline - time.monotonic()))
                    if reply is None:
                        break
                    mine, _, rest = reply.partition(" ")
                    if mine != token:
                        continue
                    if rest == "END":
                        break
                    if len(events) < MAX_EVENTS + 100:
                        try:
                            event = json.loads(rest)
                        except ValueError:
                            continue
                        if not isinstance(event, dict):
                            continue
                        if event.get("event") == "kernel wanted" and not starting:  # one kernel start at a time
                            if not _STARTING.acquire(timeout=max(0.0, deadline - time.monotonic())):
                                raise queue.Empty
                            starting = True
                            self.process.stdin.write(f"{token} go\n")
                            self.process.stdin.flush()
                        elif event.get("event") == "kernel started" and starting:
                            _STARTING.release()
                            starting = False
                        elif event.get("event") not in ("kernel wanted", "kernel started"):
                            events.append(event)
            except (queue.Empty, OSError):
                reply = "timeout" if time.monotonic() >= deadline else None
            if reply in ("timeout", None):  # a hang, or the runner itself was killed
                left = self.stop(thaw=starting)
                events.append({"event": "time limit" if reply == "timeout" else "runner killed"})
                if left and reply is None:
                    events.append(_leftovers_event(left))
        finally:
            if starting:  # released only once what this runner stopped is going again
                _STARTING.release()
        written = _written(scratch, name)
        if written:
            events.append({"event": "wrote", "files": written})
        shutil.rmtree(scratch, ignore_errors=True)
        return events

    def stop(self, thaw: bool = False) -> dict[int, str]:
        """Kill the runner and everything it started (and the grader's
        orphans, its runner gone); the processes killed, pid: name.  With
        ``thaw``, the runner was starting a kernel: let the other notebooks
        it had stopped go on."""
        if self.process is None:
            return {}
        pid = self.process.pid
        left = _kill_all(lambda table: _descendants(pid, table))
        _kill(pid)
        self.process.wait()
        if thaw:
            _thaw(_descendants(os.getpid()))
        self.process = None
        _GRADING["runners"].discard(pid)
        if _GRADING.get("since") is not None:  # the grader is a subreaper: the runner's orphans are its children
            left.update(_kill_orphans())
        return left

    def close(self) -> None:
        """Let the runner finish (its kernels are already shut down)."""
        if self.process is not None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.stop()
            self.process = None
        if self._own_root:
            shutil.rmtree(self.root, ignore_errors=True)


#: held while one runner starts a kernel (see :func:`_run_one`)
_STARTING = threading.Lock()
#: while :func:`grade` runs: since when (clock ticks since boot) and the runners' pids
_GRADING: dict = {"since": None, "runners": set()}


#: how a run can end that another notebook could have caused
DISTURBED = {"died": "its kernel died", "time limit": "it ran out of time",
             "runner killed": "its runner was killed", "failed": "its run failed"}


def _kill_orphans() -> dict[int, str]:
    """Kill (and reap) the processes that came back to the grader, a child
    subreaper while it grades, since grading began: orphans of a runner."""
    me, since = os.getpid(), _GRADING["since"]

    def orphans(table, zombies=False):
        return [p for p, (ppid, state, _, start) in table.items()
                if ppid == me and start >= since and p not in _GRADING["runners"] and (state in "ZX") == zombies]

    left = _kill_all(orphans)
    _reap(orphans(_processes(), zombies=True))
    return left


def _ticks_now() -> int:
    try:
        return int(float(Path("/proc/uptime").read_text().split()[0]) * os.sysconf("SC_CLK_TCK")) - 1
    except (OSError, ValueError, AttributeError):
        return 0


def run_notebook(path: Path, time_limit: float = DEFAULT_TIME_LIMIT) -> list[dict]:
    """Run one notebook in a runner process of its own (see :class:`Runner`)."""
    runner = Runner()
    try:
        return runner.run(path, time_limit)
    finally:
        runner.close()


# --------------------------------------------------------------------------
# The submissions folder, watched
# --------------------------------------------------------------------------

def read_submissions(paths: list[Path]) -> dict[Path, bytes | str]:
    """Every submission's bytes, read once before any notebook runs (a
    sentence instead, when a file cannot be read or is too large)."""
    found: dict[Path, bytes | str] = {}
    for path in _need.need_paths("read_submissions", "paths", paths):
        try:
            with open(path, "rb") as f:
                data = f.read(MAX_NOTEBOOK_BYTES + 1)
        except OSError as exc:
            found[path] = _short(exc)
            continue
        found[path] = data if len(data) <= MAX_NOTEBOOK_BYTES else f"larger than {MAX_NOTEBOOK_BYTES:,} bytes"
    return found


def folder_state(folders) -> dict[str, tuple]:
    """What each file and folder under ``folders`` is (inode, size, times,
    mode; a change time cannot be set back by a notebook)."""
    state: dict[str, tuple] = {}
    for folder in _need.need_paths("folder_state", "folders", folders):
        for dirpath, dirnames, filenames in os.walk(folder):
            for entry in dirnames + filenames:
                p = os.path.join(dirpath, entry)
                try:
                    st = os.lstat(p)
                except OSError:
                    continue
                state[p] = ((st.st_ino, "folder") if entry in dirnames else
                            (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_mode))
            if len(state) > 20_000:
                break
    return state


def state_changes(before: dict, after: dict, folders) -> list[str]:
    """``["alice.ipynb changed", "notes.txt added", "bob.ipynb removed"]``."""
    for name, value in (("before", before), ("after", after)):
        _need.check("state_changes", name, value, isinstance(value, dict) and all(
            isinstance(k, str) and isinstance(v, tuple) for k, v in value.items()), "state")
    folders = _need.need_paths("state_changes", "folders", folders)
    roots = sorted((str(f) for f in folders), key=len, reverse=True)

    def shown(p: str) -> str:
        root = next((r for r in roots if p.startswith(r + os.sep)), None)
        return p[len(root) + 1:] if root else p

    out = [f"{shown(p)} changed" for p in sorted(before) if p in after and before[p] != after[p]]
    out += [f"{shown(p)} added" for p in sorted(set(after) - set(before))]
    out += [f"{shown(p)} removed" for p in sorted(set(before) - set(after))]
    return out


class FolderWatch:
    """The submissions folders, compared before and after each run; a
    change is laid at the door of the notebooks running since the last look."""

    def __init__(self, folders):
        self.folders = sorted({f.resolve() for f in _need.need_paths("FolderWatch", "folders", folders)})
        self.lock = threading.Lock()
        self.state = folder_state(self.folders)
        self.running: set[Path] = set()
        self.found: dict[Path, list[str]] = {}
        self.beside: dict[Path, set[Path]] = {}  # the notebooks that ran at the same time as each

    def _look(self) -> None:
        now = folder_state(self.folders)
        changes = state_changes(self.state, now, self.folders)
        self.state = now
        if changes:
            for path in self.running:
                others = sorted(p.name for p in self.running if p != path)
                also = f" (while {', '.join(others)} also ran)" if others else ""
                self.found.setdefault(path, []).append(
                    f"the submissions folder changed during its run{also}: {', '.join(changes[:8])}"
                    + (f" and {len(changes) - 8} more" if len(changes) > 8 else ""))

    def start(self, path: Path) -> None:
        path = _need.need_path("FolderWatch.start", "path", path)
        with self.lock:
            self._look()
            for other in self.running:
                self.beside.setdefault(other, set()).add(path)
                self.beside.setdefault(path, set()).add(other)
            self.running.add(path)

    def end(self, path: Path) -> None:
        path = _need.need_path("FolderWatch.end", "path", path)
        with self.lock:
            self._look()
            self.running.discard(path)


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
    flags: list[str] = field(default_factory=list)       # what the teacher must look at: tampering, another set
    source: bytes | None = field(default=None, repr=False, compare=False)  # the bytes read before any run

    def __post_init__(self):
        check, texts = _need.check, _need.is_texts
        self.path = _need.need_path("Submission", "path", self.path)
        for name in ("expected", "labels", "foreign", "errors", "notes", "flags"):
            check("Submission", name, getattr(self, name), texts(getattr(self, name)), "texts")
        check("Submission", "results", self.results, isinstance(self.results, dict) and all(
            isinstance(k, str) and isinstance(v, dict) for k, v in self.results.items()), "results")
        check("Submission", "problem", self.problem, self.problem is None or isinstance(self.problem, str),
              "text_or_none")
        check("Submission", "seed", self.seed, self.seed is None or is_int(self.seed), "int_or_none")
        check("Submission", "source", self.source, self.source is None or isinstance(self.source, bytes),
              "bytes_or_none")

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def n_correct(self) -> int:
        return sum(self.status(i) == "correct" for i in self.expected)

    def status(self, id: str) -> str:
        _need.check("Submission.status", "id", id, isinstance(id, str), "text")
        return self.results.get(id, {}).get("status", "not checked")

    def answer(self, id: str) -> str:
        _need.check("Submission.answer", "id", id, isinstance(id, str), "text")
        return self.results.get(id, {}).get("answer") or ""

    def tries(self, id: str) -> int | None:
        """The wrong checks (each showed a hint) before the check that
        counts, or before the answer was shown; None when nothing was checked."""
        _need.check("Submission.tries", "id", id, isinstance(id, str), "text")
        return self.results.get(id, {}).get("tries")


def _metadata(sub: Submission) -> dict:
    """The notebook's ``metadata.cardkit``, from the bytes read before any
    run (from its file when there are none)."""
    try:
        if sub.source is None:
            with open(sub.path, "rb") as f:
                data = f.read(MAX_NOTEBOOK_BYTES)
        else:
            data = sub.source
        meta = json.loads(data).get("metadata", {}).get("cardkit", {})
    except (OSError, ValueError, AttributeError):
        return {}
    return meta if isinstance(meta, dict) else {}


SHEET_FIELDS = ("set", "seed", "n", "difficulty")


def read_index(path: Path) -> dict[str, dict]:
    """The teacher's ``index.csv`` written with the worksheets: for each
    notebook's file name, its set, seed, number of questions and difficulty."""
    path = _need.need_path("read_index", "path", path)
    rows = list(csv.DictReader(io.StringIO(_need.read_text("read_index", path))))
    fields = ("notebook",) + SHEET_FIELDS
    if not all(all(isinstance(r.get(k), str) for k in fields) and r["seed"].isdigit() and r["n"].isdigit()
               and len(r["seed"]) < 10 and len(r["n"]) < 4 for r in rows):
        raise InvalidInputError("classroom.bad_index", path=str(path))
    return {r["notebook"]: {"set": r["set"], "seed": int(r["seed"]), "n": int(r["n"]),
                            "difficulty": r["difficulty"]} for r in rows}


def _check_index(owner: str, index) -> None:
    """``index`` as :func:`read_index` gives it, or None."""
    _need.check(owner, "index", index, index is None or (isinstance(index, dict) and all(
        isinstance(k, str) and isinstance(v, dict) for k, v in index.items())), "index")


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
    ids = _solution_ids(path)
    if ids is None:
        sub.notes.append(f"{path} not found: graded on the questions the notebook checked")
        return
    sub.expected = list(ids)
    sub.labels = [f"q{n}" for n in range(1, len(sub.expected) + 1)]


_SOLUTION_IDS: dict[Path, tuple | None] = {}


def _solution_ids(path: Path) -> tuple | None:
    """The ids a solution notebook checks, in order (read once, so that a
    notebook run meanwhile cannot change them); None when it is missing."""
    if path not in _SOLUTION_IDS:
        try:
            with open(path, encoding="utf-8") as f:
                cells = json.load(f)["cells"]
        except (OSError, ValueError, KeyError):
            return None
        text = "".join("".join(o.get("text", "")) for c in cells for o in c.get("outputs", []))
        ids = [line[2:].split(": ", 1)[0] for line in text.splitlines() if line[:2] in ("✔ ", "✘ ", "○ ")]
        _SOLUTION_IDS[path] = tuple(dict.fromkeys(ids))
    return _SOLUTION_IDS[path]


def prepare_checkers() -> None:
    """Import every exercise set and topic and read every solution notebook
    before any notebook runs, so that the grader checks with the kit as it
    was when grading began (a notebook can write files; it cannot reach
    modules already imported here)."""
    from ..exercises.core import load_sets
    from ..exercises.practice import topics
    from .build import default_root, solution_notebooks

    load_sets()
    topics()
    for path in solution_notebooks(default_root()):
        _solution_ids(path)


def expected_of(sub: Submission, checked: list[str], index: dict[str, dict] | None = None) -> None:
    """Fill in what ``sub`` must answer: its worksheet's questions (see
    :func:`_expect_worksheet`), its set's exercises (from the notebook's
    metadata), or else every exercise of the sets it checked."""
    _need.check("expected_of", "sub", sub, isinstance(sub, Submission), "submission")
    _need.check("expected_of", "checked", checked, _need.is_texts(checked), "texts")
    _check_index("expected_of", index)
    index = index or {}
    meta = _metadata(sub)
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
                 index: dict[str, dict] | None = None, source: bytes | None = None) -> Submission:
    """A :class:`Submission` from the events of one run: every recorded
    answer checked again here, the last one of each question counting.
    Each verdict also says how many wrong checks came before the one that
    counts (``tries``; before the answer was shown, for a revealed one).
    ``source``: the notebook's bytes as read before any run (else its file)."""
    _need.check("grade_events", "events", events, isinstance(events, list) and all(
        isinstance(e, dict) for e in events), "events")
    _need.check("grade_events", "time_limit", time_limit, not isinstance(time_limit, bool) and isinstance(
        time_limit, (int, float)) and 1 <= time_limit <= 86400, "seconds")
    _check_index("grade_events", index)
    sub = Submission(path, source=source)
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


def _sealing_found(sub: Submission, events: list[dict]) -> None:
    """What the sealed run saw, in ``sub``'s report: a runner killed, the
    processes left running, cells whose check() recorded nothing, files written."""
    cell = None
    for e in events:
        kind = e.get("event")
        if kind == "cell":
            cell = e.get("cell")
        elif kind == "runner killed":
            sub.problem = f"the notebook killed the grader's runner process in cell {cell}"
        elif kind == "leftover":
            n = e.get("n")
            sub.flags.append(f"left {n} process{'es' * (n != 1)} running after its run, all killed: "
                             + ", ".join(map(str, e.get("names", []))))
        elif kind == "unrecorded":
            sub.notes.append(f"cell {e.get('cell')} calls check() or reveal() but nothing was recorded")
        elif kind == "wrote":
            sub.notes.append("wrote files in its private scratch folder (deleted after the run): "
                             + ", ".join(map(str, e.get("files", []))))


i18n.register({
    "grade.bad_set": {
        "en": "{value!r} is not an exercise set or a game with worksheets: choose one of {sets}",
        "it": "{value!r} non è una serie di esercizi né un gioco con schede: scegli fra {sets}",
    },
})


def known_sets() -> list[str]:
    """The names ``--set`` accepts: every exercise set (from its solution
    notebook ``NN_<set>.ipynb``) and every game with worksheets."""
    from ..exercises.practice import GAMES, topics

    return sorted(set(_english_sets().values()) | {g for g in GAMES if topics(g)})


def _english_sets() -> dict[str, str]:
    """``{"01": "cards", …}``: each set's number and (English) name; the
    Italian edition has the same numbers and questions."""
    from .build import default_root, solution_notebooks

    return {p.stem.split("_", 1)[0]: p.stem.split("_", 1)[1] for p in solution_notebooks(default_root())
            if p.parent.name == "solutions" and "_" in p.stem}


def check_set(name) -> str:
    """``name`` when it is a known set (see :func:`known_sets`), else a CardkitError."""
    sets = known_sets()
    if not isinstance(name, str) or name not in sets:
        raise CardkitError("grade.bad_set", value=i18n.shorten(name, 40), sets=", ".join(sets))
    return name


def _set_of_id(id: str) -> tuple[str, str]:
    """(set, game) of an exercise id: ``scopa-07`` is set and game ``scopa``,
    ``belote-legal-cards:normal:3`` of game ``belote``."""
    if ":" in id:
        game = id.split(":", 1)[0].split("-", 1)[0]
        return game, game
    name = id.rsplit("-", 1)[0]
    return name, name.split("_", 1)[0]


def flag_other_set(sub: Submission, set_name: str) -> None:
    """Flag ``sub`` when its metadata or the ids it checks say it belongs to
    another set than ``set_name`` (it is still graded as its own set)."""
    _need.check("flag_other_set", "sub", sub, isinstance(sub, Submission), "submission")
    check_set(set_name)
    meta = _metadata(sub)
    sheet, source = meta.get("worksheet"), meta.get("generated_from")
    says = None
    if isinstance(sheet, dict) and isinstance(sheet.get("set"), str):
        says = sheet["set"]
    elif isinstance(source, str) and re.fullmatch(r"solutions/(?:\w+/)?\d+_\w+\.ipynb", source):
        number = source.rsplit("/", 1)[-1].split("_", 1)[0]
        says = _english_sets().get(number, source.rsplit("/", 1)[-1].split("_", 1)[1][: -len(".ipynb")])
    reasons = []
    if says is not None and says != set_name:
        reasons.append(f"its metadata says {_short(says, 40)!r}")
    game = set_name.split("_", 1)[0]
    other = [i for i in list(sub.results) + sub.foreign
             if (lambda s, g: s != set_name and not (":" in i and g == game))(*_set_of_id(i))]
    if other:
        sets = sorted({_set_of_id(i)[0] for i in other})
        reasons.append(f"it checks questions of {', '.join(map(repr, sets))} ({', '.join(other[:3])}"
                       + (", …" if len(other) > 3 else "") + ")")
    if reasons:
        sub.flags.append(f"not a notebook of the set {set_name!r}: " + "; ".join(reasons))


def grade_notebook(path: Path, time_limit: float = DEFAULT_TIME_LIMIT) -> Submission:
    """Run and grade one notebook."""
    return grade([path], time_limit)[0]


def _get_subreaper() -> int | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        value = ctypes.c_int(0)
        if ctypes.CDLL(None, use_errno=True).prctl(PR_GET_CHILD_SUBREAPER, ctypes.byref(value), 0, 0, 0) != 0:
            return None
        return value.value
    except (OSError, AttributeError):
        return None


class _Sealed:
    """While grading, this process too is not dumpable (its pipes to the
    runners cannot be opened through /proc) and is a child subreaper (the
    orphans of a runner that a notebook killed come back to it)."""

    def __enter__(self):
        self.dumpable, self.reaper = _prctl(PR_GET_DUMPABLE), _get_subreaper()
        _seal_process()
        _GRADING["since"] = _ticks_now()
        return self

    def __exit__(self, *exc):
        _kill_orphans()
        _GRADING["since"] = None
        if self.reaper is not None:
            _prctl(PR_SET_CHILD_SUBREAPER, self.reaper)
        if self.dumpable is not None and self.dumpable >= 0:
            _prctl(PR_SET_DUMPABLE, self.dumpable)
        return False


def grade(paths: list[Path], time_limit: float = DEFAULT_TIME_LIMIT, jobs: int = 1, progress=None,
          index: dict[str, dict] | None = None, set_name: str | None = None) -> list[Submission]:
    """Run and grade notebooks, ``jobs`` at a time (each with its own runner
    process); results in the order given.  ``index``: see :func:`read_index`;
    ``set_name``: the set the class was given (see :func:`flag_other_set`).

    Every notebook is read before the first run and graded from those
    bytes; each runs from a scratch copy, sealed (see :func:`_run_one` and
    :class:`Runner`); a change to the submissions folder during a run, a
    process left running and a notebook of another set are flagged in the
    report of the notebook concerned.  A notebook whose run beside others
    ended badly is run again, alone, at the end (see :data:`DISTURBED`)."""
    refuse_in_the_browser("grade")
    if set_name is not None:
        check_set(set_name)
    paths = [Path(p) for p in paths]
    sources = read_submissions(paths)
    prepare_checkers()
    watch = FolderWatch({p.absolute().parent for p in paths})
    todo = queue.Queue()
    for n, path in enumerate(paths):
        todo.put((n, path))
    events: list = [None] * len(paths)
    root = Path(tempfile.mkdtemp(prefix="cardkit-grade-"))

    def work():
        runner = Runner(root)
        try:
            while True:
                try:
                    n, path = todo.get_nowait()
                except queue.Empty:
                    return
                if isinstance(sources[path], str):
                    events[n] = [{"event": "unreadable", "error": sources[path]}]
                    continue
                if progress:
                    print(f"running {path}{' again, alone' if n in again else ''} ...", file=progress, flush=True)
                watch.start(path)
                try:
                    events[n] = runner.run(path, time_limit, sources[path])
                finally:
                    watch.end(path)
        finally:
            runner.close()

    again: dict[int, str] = {}
    try:
        with _Sealed():
            workers = [threading.Thread(target=work) for _ in range(max(1, min(jobs, len(paths))))]
            for w in workers:
                w.start()
            for w in workers:
                w.join()
            # a run beside other notebooks that ended badly may have been disturbed
            # by one of them (a kernel killed, stopped): run it again, alone
            for n, path in enumerate(paths):
                ended = [DISTURBED[e["event"]] for e in events[n] or [] if e.get("event") in DISTURBED]
                if ended and watch.beside.get(path):
                    beside = sorted(p.name for p in watch.beside[path])
                    again[n] = (f"its first run, beside {', '.join(beside[:3])}{' …' * (len(beside) > 3)}, "
                                f"ended as {ended[-1]}: graded on a second run, alone")
                    todo.put((n, path))
            if again:
                work()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    subs = []
    for n, (path, found) in enumerate(zip(paths, events)):
        data = sources[path]
        sub = grade_events(path, found or [], time_limit, index, source=data if isinstance(data, bytes) else None)
        if n in again:
            sub.notes.append(again[n])
        _sealing_found(sub, found or [])
        sub.flags.extend(watch.found.get(path, []))
        if set_name is not None:
            flag_other_set(sub, set_name)
        subs.append(sub)
    return subs


# --------------------------------------------------------------------------
# Reports
# --------------------------------------------------------------------------

def run_summary(sub: Submission) -> str:
    """How the run went, in a few words (the CSV's ``run`` column)."""
    _need.check("run_summary", "sub", sub, isinstance(sub, Submission), "submission")
    parts = [sub.problem] if sub.problem else ["ran to the end"]
    parts += [f"FLAG: {f}" for f in sub.flags]
    parts += [f"error: {e}" for e in sub.errors[:3]]
    if len(sub.errors) > 3:
        parts.append(f"{len(sub.errors) - 3} more errors")
    return "; ".join(parts)


def _need_subs(owner: str, subs) -> list:
    return _need.check(owner, "subs", subs, isinstance(subs, (list, tuple)) and all(
        isinstance(s, Submission) for s in subs), "submissions")


def report(subs: list[Submission], out=None) -> None:
    _need_subs("report", subs)
    _need.check("report", "out", out, out is None or isinstance(out, io.TextIOBase) or (
        callable(getattr(out, "write", None)) and not isinstance(out, type)), "stream")
    out = out or sys.stdout
    for sub in subs:
        seed = f" (worksheet seed {sub.seed})" if sub.seed is not None else ""
        print(f"{sub.path}{seed}: {sub.n_correct}/{len(sub.expected)} correct", file=out)
        if sub.problem:
            print(f"  could not run to the end: {sub.problem}", file=out)
        for flag in sub.flags:
            print(f"  FLAG: {flag}", file=out)
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
        if sub.flags:
            run = f"FLAGGED ({len(sub.flags)}), {run}"
        print(f"{sub.name:<{name_w}}  {marks}  {score:>5}  {run}", file=out)


CSV_HEADER = ["notebook", "seed", "question", "exercise", "status", "answer", "run", "tries"]


def write_csv(subs: list[Submission], path: Path) -> None:
    """One row per notebook and question (and per foreign id checked); a
    notebook with nothing to grade still gets one row saying why.  ``tries``
    is the number of wrong checks before the one that counts (0: right at
    the first try), empty when the question was not checked."""
    _need_subs("write_csv", subs)
    path = _need.need_path("write_csv", "path", path)
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
    for p in _need.need_paths("notebooks_in", "paths", paths):
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
    parser.add_argument("--set", dest="set_name", metavar="NAME",
                        help="the exercise set or worksheet game the class was given: a notebook of "
                             "another set is flagged")
    args = parser.parse_args(argv)
    if args.time_limit <= 0 or args.jobs < 1:
        parser.error("--time-limit must be a positive number of seconds and --jobs at least 1")
    if args.set_name is not None:
        try:
            check_set(args.set_name)
        except CardkitError as exc:
            parser.error(f"--set: {exc}")
    try:
        index = read_index(args.index) if args.index else {}
    except (OSError, KeyError, ValueError) as exc:
        parser.error(f"--index must be the index.csv written by cardkit.classroom.worksheet ({exc})")
    subs = grade(notebooks_in(args.notebooks), args.time_limit, args.jobs, progress=sys.stderr, index=index,
                 set_name=args.set_name)
    report(subs)
    if args.csv:
        write_csv(subs, args.csv)
    return 1 if any(s.problem or s.flags for s in subs) else 0


if __name__ == "__main__":
    sys.exit(main())
