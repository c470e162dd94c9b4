"""The grader against the notebooks it runs: a class of honest worksheets
and twenty hostile notebooks graded in one command.  Nothing a notebook does
reaches another notebook's report (no event file to forge, every process it
leaves killed and reported), the submissions are graded from the bytes read
before the first run and any change to their folder is flagged, an answer
shown with reveal() is recorded however the cell's output is hidden, and
nothing is written outside the class folder."""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from cardkit.classroom import grade, worksheet
from cardkit.exercises.practice import Question
from cardkit.exercises.record import MIME, normal_form
from cardkit.errors import CardkitError

ROOT = Path(__file__).resolve().parent.parent
GAME, N, TIME_LIMIT = "scopa", 3, 60
#: the honest students: seed -> how many of their questions they answer right
#: (then one wrong), graded after the hostile notebooks (seeds 11-31) and their victims
HONEST = {32: 3, 33: 1, 34: 3, 35: 2, 36: 0}


def right(q: Question) -> str:
    return repr(normal_form(q._expected()))


def questions(seed: int, game: str = GAME) -> list[Question]:
    return worksheet.worksheet_questions(game, seed, N)


def answered(seed: int, k: int, game: str = GAME):
    """The worksheet of ``seed`` with its first ``k`` questions answered
    right and the next one wrong."""
    nb = worksheet.worksheet_notebook(game, seed, N)
    qs = questions(seed, game)
    answers = {q.id: right(q) for q in qs[:k]}
    answers.update({q.id: "'no such answer'" for q in qs[k:k + 1]})
    for cell in nb.cells:
        if cell.cell_type == "code" and "answer = ..." in cell.source:
            id = cell.source.split("check(")[1].split(",")[0].strip("'\"")
            if id in answers:
                cell.source = cell.source.replace("answer = ...", f"answer = {answers[id]}", 1)
    return nb


def with_cell(nb, source: str, position: int = 2):
    nb.cells.insert(position, nbformat.v4.new_code_cell(source))
    return nb


def hostile_notebooks(folder: Path) -> dict[str, tuple]:
    """Twenty hostile notebooks and one more (seeds 11-31, every one
    answering all its questions right otherwise): name -> (notebook, what
    its report must show)."""
    victim = dict(zip(range(1, 6), (folder / f"{GAME}-seed-{s:02d}.ipynb" for s in HONEST)))
    forged_zero = nbformat.writes(answered(32, 0))
    ids = {s: [q.id for q in questions(s)] for s in range(11, 37)}
    cases = {
        # 1. the review's case: a process left behind writes forged reveal lines into
        #    every grader file it can find, for every later notebook
        11: ("import os, time, glob, json\n"
             "if os.fork() == 0:\n"
             "    os.setsid()\n"
             "    if os.fork() == 0:\n"
             "        for _ in range(600):\n"
             "            for d in glob.glob('/tmp/cardkit-grade-*') + glob.glob(os.path.expanduser('~/..')):\n"
             "                for f in glob.glob(d + '/**/*', recursive=True):\n"
             "                    try:\n"
             f"                        open(f, 'a').write(json.dumps({{'event': 'reveal', 'id': 'x'}}) + '\\n')\n"
             "                    except Exception: pass\n"
             "            time.sleep(0.1)\n"
             "    os._exit(0)\n"
             "os.wait()", "flag:left"),
        # 2. rewrites a classmate's notebook (all right) into an unanswered one before it is graded
        12: (f"open({str(victim[1])!r}, 'w').write({forged_zero!r})", "flag:changed"),
        # 3. writes a file into the class folder and one above its own folder
        13: (f"open({str(folder / 'planted.txt')!r}, 'w').write('x')\nopen('../escaped.txt', 'w').write('x')",
             "flag:added"),
        # 4. reveal() inside redirect_stdout, then the shown answer checked
        14: (f"import contextlib, io\nfrom cardkit.exercises import reveal\n"
             f"with contextlib.redirect_stdout(io.StringIO()):\n    reveal({ids[14][0]!r})", "revealed"),
        # 5. a generated question's reveal under %%capture
        15: (f"%%capture hidden\nfrom cardkit.exercises.practice import Question\n"
             f"Question.from_id({ids[15][0]!r}).reveal()", "revealed"),
        # 6. a notebook of another set (Belote) in a Scopa class
        16: (None, "flag:set"),
        # 7. deletes a classmate's notebook
        17: (f"import os\nos.remove({str(victim[2])!r})", "flag:removed"),
        # 8. renames a classmate's notebook
        18: (f"import os\nos.rename({str(victim[3])!r}, {str(folder / 'renamed.ipynb')!r})", "flag:changed"),
        # 9. writes into the grader's home and cwd, however it can find them
        19: ("import os\nopen(os.path.expanduser('~/planted-home.txt'), 'w').write('x')\n"
             "open('planted-cwd.txt', 'w').write('x')\n"
             "open(os.environ.get('PWD', '.') + '/planted-pwd.txt', 'w').write('x')\n"
             "grader = open(f'/proc/{os.getppid()}/stat').read().rsplit(')', 1)[1].split()[1]\n"
             "open(f'/proc/{grader}/cwd/planted-proc.txt', 'w').write('x')", "note:wrote"),
        # 10. forged MIME records for a classmate's ids, answered right
        20: ("from IPython.display import publish_display_data\n" + "\n".join(
            f"publish_display_data({{}}, metadata={{{MIME!r}: {{'id': {q.id!r}, 'answer': {normal_form(q._expected())!r}}}}})"
            for q in questions(35)), "foreign"),
        # 11. fake ◆ lines printed for a classmate's ids
        21: ("\n".join(f"print('◆ {i}: the answer is 7d')" for i in ids[33]), "foreign"),
        # 12. a huge output
        22: ("print('x' * 3_000_000)", "note:printed"),
        # 13. a bounded fork bomb: a tree of sleeping processes
        23: ("import os, time\n"
             "for _ in range(5):\n"
             "    if os.fork() == 0:\n"
             "        for _ in range(4):\n"
             "            if os.fork() == 0:\n"
             "                time.sleep(600); os._exit(0)\n"
             "        time.sleep(600); os._exit(0)", "flag:left"),
        # 14. sleeping children, one in a session of its own
        24: ("import subprocess\nsubprocess.Popen(['sleep', '600'])\n"
             "subprocess.Popen(['sleep', '601'], start_new_session=True)", "flag:left"),
        # 15. kills its runner
        25: ("import os, signal\nos.kill(os.getppid(), signal.SIGKILL)", "problem:killed"),
        # 16. closes every file descriptor of its kernel
        26: ("import os\nos.closerange(0, 65536)", "problem"),
        # 17. edits the kit in its kernel: checks record nothing
        27: ("import sys\nsys.modules['cardkit.exercises.record']._publish = lambda record: None",
             "note:nothing"),
        # 18. edits its own submission in the folder
        28: ("import glob\nfor f in glob.glob(" + repr(str(folder / f"{GAME}-seed-28.ipynb")) + "):\n"
             "    open(f, 'a').write(' ')", "flag:changed"),
        # 19. reveal() with sys.stdout thrown away
        29: (f"import os, sys\nfrom cardkit.exercises import reveal\nsys.stdout = open(os.devnull, 'w')\n"
             f"reveal({ids[29][0]!r})\nsys.stdout = sys.__stdout__", "revealed"),
        # 20. a process that waits for its notebook to end, then rewrites a classmate
        30: ("import os, time\n"
             "if os.fork() == 0:\n"
             "    os.setsid()\n"
             "    if os.fork() == 0:\n"
             "        time.sleep(60)\n"
             f"        open({str(victim[4])!r}, 'w').write({forged_zero!r})\n"
             "    os._exit(0)\n"
             "os.wait()", "flag:left"),
        # and one more: looks for another kernel's connection file for 15 s, to take
        # that kernel over (there is none to find: the others are stopped while one is on disk)
        31: ("import glob, os, time\nfrom jupyter_client import BlockingKernelClient\n"
             "mine = os.getcwd()\nfound = []\nend = time.time() + 15\n"
             "while time.time() < end and not found:\n"
             "    found = [f for f in glob.glob(os.path.dirname(mine) + '/*/.kernel/*.json') if not f.startswith(mine)]\n"
             "    time.sleep(0.01)\n"
             "for f in found:\n"
             "    c = BlockingKernelClient(connection_file=f)\n"
             "    c.load_connection_file()\n"
             "    c.start_channels()\n"
             "    c.execute(\"import cardkit.exercises.record as r\\nr._publish = lambda record: None\")\n"
             "    time.sleep(1)\n"
             "raise RuntimeError(f'{len(found)} connection files found')", "error:0 connection files found"),
    }
    out = {}
    for seed, (source, shows) in cases.items():
        if seed == 16:
            nb = answered(seed, N, game="belote")
            name = f"belote-seed-{seed:02d}.ipynb"
        else:
            nb = with_cell(answered(seed, N), source)
            name = f"{GAME}-seed-{seed:02d}.ipynb"
        out[name] = (nb, shows)
    return out


def listing(folder: Path) -> dict[str, tuple]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*"))}


@pytest.fixture(scope="module")
def sealed_class(tmp_path_factory):
    base = tmp_path_factory.mktemp("sealed")
    folder = base / "class"
    folder.mkdir()
    home, tmp, cwd = base / "home", base / "tmp", base / "cwd"
    for d in (home, tmp, cwd):
        d.mkdir()
        (d / "sentinel.txt").write_text("untouched", encoding="utf-8")
    for seed in HONEST:
        nbformat.write(answered(seed, HONEST[seed]), folder / f"{GAME}-seed-{seed:02d}.ipynb")
    pristine = base / "pristine"
    pristine.mkdir()
    for path in folder.iterdir():
        (pristine / path.name).write_bytes(path.read_bytes())
    hostile = hostile_notebooks(folder)
    for name, (nb, _) in hostile.items():
        nbformat.write(nb, folder / name)
    before = {d.name: listing(d) for d in (home, tmp, cwd)}
    env = dict(os.environ, HOME=str(home), TMPDIR=str(tmp), PYTHONPATH=str(ROOT))
    results = folder / "results.csv"
    start = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "cardkit.classroom", "grade", str(folder), "--csv", str(results),
         "--time-limit", str(TIME_LIMIT), "--jobs", "2", "--set", GAME],
        cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    seconds = time.monotonic() - start
    print(f"\ngraded {len(HONEST) + len(hostile)} notebooks ({len(hostile)} hostile) in one command: {seconds:.1f} s")
    after = {d.name: listing(d) for d in (home, tmp, cwd)}
    rows = list(csv.DictReader(results.open(encoding="utf-8"))) if results.exists() else []
    return {"run": run, "rows": rows, "hostile": hostile, "before": before, "after": after,
            "pristine": pristine, "folder": folder}


def by_notebook(rows) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for row in rows:
        out.setdefault(Path(row["notebook"]).name, []).append(row)
    return out


def test_honest_marks_are_their_marks_alone(sealed_class):
    assert sealed_class["rows"], sealed_class["run"].stderr[-3000:]
    table = by_notebook(sealed_class["rows"])
    for seed, k in HONEST.items():
        name = f"{GAME}-seed-{seed:02d}.ipynb"
        alone, = grade.grade([sealed_class["pristine"] / name], time_limit=120)
        mine = [r for r in table[name] if r["status"] != "foreign"]
        assert [r["exercise"] for r in mine] == alone.expected == [q.id for q in questions(seed)]
        assert [r["status"] for r in mine] == [alone.status(i) for i in alone.expected], name
        assert sum(r["status"] == "correct" for r in mine) == alone.n_correct == k, name
        assert alone.problem is None and not alone.flags


def test_every_hostile_notebook_is_reported(sealed_class):
    table = by_notebook(sealed_class["rows"])
    assert sealed_class["run"].returncode == 1
    assert set(table) >= set(sealed_class["hostile"])
    for name, (_, shows) in sealed_class["hostile"].items():
        rows = table[name]
        run = rows[0]["run"]
        statuses = [r["status"] for r in rows]
        kind, _, word = shows.partition(":")
        if kind == "flag":
            assert "FLAG:" in run and word in run, (name, run)
        elif kind == "problem":
            assert not run.startswith("ran to the end") and word in run, (name, run)
        elif kind == "revealed":
            assert statuses[0] == "revealed", (name, statuses)
        elif kind == "foreign":
            assert "foreign" in statuses, (name, statuses)
        elif kind == "error":
            assert word in run, (name, run)
        section = sealed_class["run"].stdout.split(f"{sealed_class['folder'] / name}")[1].split("\n\n")[0]
        assert word in section or kind in ("revealed", "foreign"), (name, section)


def test_the_attacks_on_classmates_did_happen(sealed_class):
    """The marks of the victims held (see above) although their files were
    rewritten, removed or renamed before they were graded."""
    folder = sealed_class["folder"]
    first, second, third = (folder / f"{GAME}-seed-{s:02d}.ipynb" for s in list(HONEST)[:3])
    assert [c.source for c in nbformat.read(first, as_version=4).cells] == [c.source for c in answered(32, 0).cells]
    assert not second.exists() and not third.exists() and (folder / "renamed.ipynb").exists()
    assert (folder / "planted.txt").exists()


def test_the_run_is_not_ok_and_says_why(sealed_class):
    out = sealed_class["run"].stdout
    summary = out.split("summary")[1]
    for name in sealed_class["hostile"]:
        line = next(line for line in summary.splitlines() if line.startswith(Path(name).stem + " "))
        if "FLAG" in by_notebook(sealed_class["rows"])[name][0]["run"]:
            assert "FLAGGED" in line
    assert re.search(r"note: cell \d+ calls check\(\) or reveal\(\) but nothing was recorded", out)
    assert "wrote files in its private scratch folder" in out


def test_nothing_is_written_outside_the_class_folder(sealed_class):
    assert sealed_class["after"] == sealed_class["before"]
    folder = sealed_class["folder"]
    assert not (folder.parent / "escaped.txt").exists()


def test_reading_first_the_folder_watch_and_the_sets(tmp_path):
    """The grader's own pieces: every submission read before any run, a
    change to the folder named, the set names checked."""
    nb = answered(7, 2)
    path = tmp_path / f"{GAME}-seed-07.ipynb"
    nbformat.write(nb, path)
    data = path.read_bytes()
    sources = grade.read_submissions([path, tmp_path / "missing.ipynb"])
    assert sources[path] == data and isinstance(sources[tmp_path / "missing.ipynb"], str)
    before = grade.folder_state([tmp_path])
    path.write_bytes(data + b" ")
    (tmp_path / "new.txt").write_text("x", encoding="utf-8")
    changes = grade.state_changes(before, grade.folder_state([tmp_path]), [tmp_path])
    assert changes == [f"{path.name} changed", "new.txt added"]
    with pytest.raises(CardkitError, match="not an exercise set or a game with worksheets"):
        grade.check_set("chess")
    assert {"cards", "scopa", "scopa_review", "belote"} <= set(grade.known_sets())
    with pytest.raises(SystemExit):
        grade.main([str(tmp_path), "--set", "chess"])


def test_a_notebook_of_another_set_is_flagged(tmp_path):
    path = tmp_path / "belote-seed-03.ipynb"
    nbformat.write(worksheet.worksheet_notebook("belote", 3, N), path)
    ids = [q.id for q in questions(3, "belote")]
    events = [{"event": "record", "id": ids[0], "answer": "Ac"}, {"event": "done"}]
    sub = grade.grade_events(path, events)
    grade.flag_other_set(sub, "scopa")
    assert sub.flags == [f"not a notebook of the set 'scopa': its metadata says 'belote'; "
                         f"it checks questions of 'belote' ({ids[0]})"]
    same = grade.grade_events(path, events)
    grade.flag_other_set(same, "belote")
    assert same.flags == []


def test_a_fixed_exercise_shown_in_hidden_output_is_revealed(tmp_path):
    """reveal() of fixed exercises under %%capture and redirect_stdout is
    recorded: those answers count as shown, however right the check after."""
    from cardkit.exercises import get

    ids = ["cards-01", "cards-02", "cards-03"]
    good = {i: repr(normal_form(get(i)._expected())) for i in ids}
    v4 = nbformat.v4
    nb = v4.new_notebook(cells=[
        v4.new_code_cell("from cardkit.exercises import check, reveal"),
        v4.new_code_cell("%%capture\nreveal('cards-01')"),
        v4.new_code_cell("import contextlib, io\nwith contextlib.redirect_stdout(io.StringIO()):\n"
                         "    reveal('cards-02')"),
        v4.new_code_cell("\n".join(f"check({i!r}, {good[i]})" for i in ids)),
    ])
    path = tmp_path / "shown.ipynb"
    nbformat.write(nb, path)
    sub, = grade.grade([path], time_limit=120)
    assert [sub.status(i) for i in ids] == ["revealed", "revealed", "correct"]
    assert sub.problem is None and not sub.flags and not sub.notes


KILLER = """\
import os, signal, time
me, killed, end = os.getpid(), [], time.time() + 30

def parent(pid):
    try:
        with open(f'/proc/{{pid}}/stat') as f:
            return int(f.read().rsplit(')', 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return 0

def graded_beside_me(pid):  # a kernel of this grader (not of another test run)
    while pid > 1:
        pid = parent(pid)
        if pid == {grader}:
            return True
    return False

while time.time() < end and not killed:
    for pid in filter(str.isdigit, os.listdir('/proc')):
        try:
            cmd = open(f'/proc/{{pid}}/cmdline', 'rb').read()
        except OSError:
            continue
        if int(pid) != me and b'ipykernel_launcher' in cmd and graded_beside_me(int(pid)):
            os.kill(int(pid), signal.SIGKILL)
            killed.append(pid)
    time.sleep(0.05)
raise RuntimeError(f'killed {{len(killed)}} kernels')
"""


def test_a_notebook_killed_by_its_neighbour_is_graded_alone(tmp_path):
    """A notebook that kills the kernels running beside it: its neighbour's
    run ends badly, so the neighbour is run again, alone, and keeps its mark."""
    folder = tmp_path / "class"
    folder.mkdir()
    slow = with_cell(answered(37, 2), "import time\ntime.sleep(10)")  # honest, and slow
    nbformat.write(slow, folder / f"{GAME}-seed-37.ipynb")
    nbformat.write(with_cell(answered(38, N), KILLER.format(grader=os.getpid())), folder / f"{GAME}-seed-38.ipynb")
    victim, killer = grade.grade(grade.notebooks_in([folder]), time_limit=120, jobs=2)
    assert [victim.status(i) == "correct" for i in victim.expected] == [True, True, False]
    assert victim.problem is None and victim.n_correct == 2
    assert victim.notes == [f"its first run, beside {GAME}-seed-38.ipynb, ended as its kernel died: "
                            "graded on a second run, alone"]
    assert killer.errors == ["RuntimeError: killed 1 kernels in cell 3"] and killer.n_correct == N
