"""The learner's lasting practice record (cardkit.exercises.journal) and
``progress()`` reading it.

What is checked: where the record lives (CARDKIT_PROGRESS, the Jupyter
data folder as jupyter_core computes it, the browser's drive, off); every
check, wrong try and reveal becomes an entry, and nothing else does; the
record survives a kernel restart and is shared by a second notebook (real
kernels, run by nbclient); writing is atomic and capped; two processes
writing at once lose nothing; a corrupt, foreign or newer file is refused
in one warning line, printed once, and nothing is lost; reset.

Every test has a record file of its own (tests/conftest.py sets
CARDKIT_PROGRESS); ``record`` below is that file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from cardkit.exercises import check, evaluate, progress, reveal
from cardkit.exercises import journal
from cardkit.exercises.core import Result
from cardkit.exercises.practice import question, topic

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def record(practice_record):
    return Path(practice_record)


def right_answer(q):
    t = topic(q.topic)
    return t.solve(q.data)


def wrong_answer(q):
    return topic(q.topic).misconception(q.data)


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def entry(at: str, id: str, status: str, key: str) -> dict:
    return {"at": at, "id": id, "status": status, "key": key}


def write_record(path: Path, entries: list, **extra) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": journal.FORMAT, "version": journal.VERSION,
                                "entries": entries, **extra}), encoding="utf-8")


def warnings_in(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("⚠ ")]


# --------------------------------------------------------------------------
# where the record lives
# --------------------------------------------------------------------------

def test_cardkit_progress_names_the_file_or_turns_the_record_off(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDKIT_PROGRESS", str(tmp_path / "mine.json"))
    assert journal.where() == journal.Place("env", str(tmp_path / "mine.json"))
    monkeypatch.setenv("CARDKIT_PROGRESS", "off")
    place = journal.where()
    assert place.kind == "kernel" and place.path is None
    check("cards-01", "7d")
    assert not list(tmp_path.iterdir())                 # nothing written anywhere
    assert progress().lines()[-1] == journal.Place("kernel", None).describe()
    assert progress().sets[0].tried == 1                # but this kernel remembers


def test_the_default_is_the_jupyter_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("CARDKIT_PROGRESS")
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    assert journal.where() == journal.Place("data", str(tmp_path / "data" / "cardkit" / "progress.json"))
    check("cards-01", "7d")
    assert read(tmp_path / "data" / "cardkit" / "progress.json")["entries"][0]["id"] == "cards-01"
    assert progress().where == str(tmp_path / "data" / "cardkit" / "progress.json")
    assert progress().lines()[-1].startswith("Kept between sessions in your Jupyter data folder")


@pytest.mark.parametrize("xdg", [None, "xdg-data"])
def test_without_jupyter_core_the_data_folder_is_computed_the_same_way(monkeypatch, tmp_path, xdg):
    from jupyter_core.paths import jupyter_data_dir

    for var in ("JUPYTER_DATA_DIR", "JUPYTER_PLATFORM_DIRS", "XDG_DATA_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    if xdg:
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / xdg))
    assert journal._data_dir_without_jupyter() == jupyter_data_dir()
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "given"))
    assert journal._data_dir_without_jupyter() == jupyter_data_dir() == str(tmp_path / "given")


def test_in_the_browser_the_record_is_on_the_labs_drive(monkeypatch, tmp_path):
    monkeypatch.delenv("CARDKIT_PROGRESS")
    monkeypatch.setattr(journal, "in_the_browser", lambda: True)
    drive_file = tmp_path / "drive" / ".cardkit" / "progress.json"
    monkeypatch.setattr(journal, "BROWSER_FILE", str(drive_file))
    assert journal.where().kind == "kernel"             # no drive mounted: this kernel only
    (tmp_path / "drive").mkdir()
    assert journal.where() == journal.Place("browser", str(drive_file))
    check("cards-01", "7d")
    assert read(drive_file)["entries"][0]["id"] == "cards-01"
    assert "browser's storage" in progress().lines()[-1]


# --------------------------------------------------------------------------
# what is recorded
# --------------------------------------------------------------------------

def test_checks_wrong_tries_and_reveals_are_recorded_and_nothing_else(record, capsys):
    q = question("scopa-primiera", seed=880_001)
    check(q.id, ...)                       # no answer yet: not a try
    check(q.id, "not an answer at all")    # unreadable: not a try
    check("no-such-exercise-99", 3)        # unknown
    assert not record.exists()
    check(q.id, wrong_answer(q))
    check(q.id, right_answer(q))
    reveal("cards-01")
    statuses = [(e["id"], e["status"]) for e in read(record)["entries"]]
    assert statuses == [(q.id, "wrong"), (q.id, "correct"), ("cards-01", "revealed")]
    for e in read(record)["entries"]:
        assert journal.parse_time(e["at"]) is not None and e["key"]
    capsys.readouterr()


def test_progress_shows_the_record_and_says_where(record, capsys):
    q = question("belote-trick-winner", seed=880_002)
    check(q.id, wrong_answer(q))
    check(q.id, right_answer(q))
    check("cards-01", "7d")
    capsys.readouterr()
    shown = progress()
    [row] = shown.rows
    assert (row.topic, row.tried, row.right, row.first_try, row.misses) == ("belote-trick-winner", 1, 1, 0, 1)
    assert [(s.set, s.tried) for s in shown.sets] == [("cards", 1)]
    lines = shown.lines()
    assert lines[0] == "Your practice so far"
    assert lines[-1] == f"Kept between sessions in {record} (named by CARDKIT_PROGRESS); " \
                        "progress(reset=True) clears it."
    it = shown.lines("it")
    assert it[0] == "Il tuo esercizio finora" and str(record) in it[-1]
    assert progress("scopa").rows == [] and progress("belote").rows == [row]
    with pytest.raises(ValueError, match="not a practice topic or game"):
        progress("chess")


def test_reset_clears_the_record_with_one_line(record, capsys):
    q = question("scopa-primiera", seed=880_003)
    check(q.id, right_answer(q))
    capsys.readouterr()
    assert progress(reset=True) is None
    out = capsys.readouterr().out
    assert out == f"Your practice record is cleared ({record}).\n"
    assert read(record)["entries"] == [] and progress().rows == []
    check(q.id, right_answer(q))                 # a new record starts
    assert len(read(record)["entries"]) == 1


def test_a_reset_is_not_undone_by_another_kernels_older_entries(record):
    old = [entry("2026-01-01T10:00:00Z", "cards-01", "wrong", "other-00000001")]
    journal.reset()
    since = read(record)["since"]
    # another kernel, which had these entries before the reset, merges them back
    write_record(record, old + [entry(since, "cards-02", "correct", "other-00000002")], since=since)
    assert [e["id"] for e in journal.entries()] == ["cards-02"]


# --------------------------------------------------------------------------
# lasting: a kernel restart, a second notebook
# --------------------------------------------------------------------------

def run_notebook(cells: list[str], cwd: Path):
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    NotebookClient(nb, kernel_name="python3", timeout=120,
                   resources={"metadata": {"path": str(cwd)}}).execute()
    return ["".join(o.get("text", "") for o in cell.outputs if o.get("output_type") == "stream")
            for cell in nb.cells]


ANSWERING = """
from cardkit.exercises import check, question
from cardkit.exercises.practice import topic
t = topic("scopa-primiera")
q = question("scopa-primiera", seed={seed})
check(q.id, t.misconception(q.data))
check(q.id, t.solve(q.data))
check("cards-01", "7d")
"""


def test_progress_survives_a_kernel_restart_and_is_shared_by_another_notebook(record, tmp_path):
    # two notebooks answer, each in a kernel of its own (a restart between them)
    run_notebook([ANSWERING.format(seed=880_010)], tmp_path)
    run_notebook([ANSWERING.format(seed=880_011)], tmp_path)
    # a third notebook, in a third kernel, only asks for progress()
    [shown] = run_notebook(["from cardkit.exercises import progress\nprint(progress())"], tmp_path)
    rule = topic("scopa-primiera").rule()
    assert f"  ✔ {rule}: 2 right of 2 tried" in shown.splitlines()
    assert "  exercises cards-01: 0 right of 1 tried" in shown.splitlines()   # the same exercise in two notebooks
    assert shown.splitlines()[-1].startswith(f"Kept between sessions in {record}")
    assert shown == str(progress()) + "\n"                     # and this process reads the same
    assert [r.misses for r in progress().rows] == [2]


# --------------------------------------------------------------------------
# writing: atomic, capped, two writers
# --------------------------------------------------------------------------

def test_writing_is_atomic_a_failed_write_leaves_the_old_record_whole(record, monkeypatch, capsys):
    check("cards-01", "7d")
    before = record.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal.os, "replace", broken_replace)
    check("cards-03", 3)
    check("cards-04", 3)
    captured = capsys.readouterr()
    assert record.read_bytes() == before                       # the old record, whole
    assert sorted(p.name for p in record.parent.iterdir() if p.name.startswith(record.name[:6])) == [record.name]
    assert not [p for p in record.parent.iterdir() if p.suffix == ".tmp"]
    assert warnings_in(captured.err) == [
        f"⚠ cardkit: the practice record {record} cannot be used (No space left on device): "
        "this session's practice is kept only in this kernel"]
    assert captured.out.count("cards-03") == 1                 # the check itself still printed its line
    monkeypatch.undo()
    monkeypatch.setenv("CARDKIT_PROGRESS", str(record))
    check("cards-05", "7d")                                    # the disk works again: nothing was lost
    assert [e["id"] for e in read(record)["entries"]] == ["cards-01", "cards-03", "cards-04", "cards-05"]


def test_the_record_keeps_at_most_max_entries_the_oldest_dropped(record, monkeypatch):
    monkeypatch.setattr(journal, "MAX_ENTRIES", 10)
    for i in range(25):
        journal.note(Result(f"cards-{i:02d}", "wrong", ""))
    kept = read(record)["entries"]
    assert [e["id"] for e in kept] == [f"cards-{i:02d}" for i in range(15, 25)]
    write_record(record, [entry("2026-01-01T00:00:00Z", f"cards-{i:02d}", "correct", f"old-{i:08d}")
                          for i in range(30)])                 # a bigger record from elsewhere
    journal.note(Result("cards-99", "correct", ""))
    assert len(read(record)["entries"]) == 10 and read(record)["entries"][-1]["id"] == "cards-99"


WRITER = """
import sys
from cardkit.exercises import journal
from cardkit.exercises.core import Result
name, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    journal.note(Result(f"{name}-{i:02d}", "correct", ""))
"""


def test_two_processes_writing_at_once_lose_nothing(record):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, name, "40"], env=env)
               for name in ("alpha", "beta")]
    assert [w.wait(timeout=120) for w in writers] == [0, 0]
    ids = [e["id"] for e in read(record)["entries"]]
    assert sorted(ids) == sorted([f"alpha-{i:02d}" for i in range(40)] + [f"beta-{i:02d}" for i in range(40)])
    assert len({e["key"] for e in read(record)["entries"]}) == 80
    assert not Path(str(record) + ".lock").exists()


def test_a_writer_overwritten_by_another_merges_its_entries_back(record):
    journal.note(Result("cards-01", "correct", ""))
    journal.note(Result("cards-02", "correct", ""))
    # a writer that did not see them (no lock on its file system) replaces the file
    write_record(record, [entry("2026-01-01T00:00:00Z", "cards-03", "wrong", "other-00000001")])
    journal.note(Result("cards-04", "correct", ""))
    assert [e["id"] for e in read(record)["entries"]] == ["cards-03", "cards-01", "cards-02", "cards-04"]


def test_a_stale_lock_is_removed_and_a_held_one_waited_for(record, monkeypatch):
    lock = Path(str(record) + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("")
    os.utime(lock, (0, 0))                                    # left by a writer that died long ago
    journal.note(Result("cards-01", "correct", ""))
    assert not lock.exists() and len(read(record)["entries"]) == 1
    lock.write_text("")                                       # held now by another writer
    monkeypatch.setattr(journal, "LOCK_WAIT", 0.05)
    journal.note(Result("cards-02", "correct", ""))           # waits, then merges without it
    assert lock.exists() and len(read(record)["entries"]) == 2


# --------------------------------------------------------------------------
# refused files: one sentence, printed once, nothing lost
# --------------------------------------------------------------------------

FOREIGN_FILES = [
    ("not JSON", b"this is not JSON {"),
    ("not JSON", b"\xff\xfe binary"),
    ("not a cardkit progress record", json.dumps({"theme": "dark", "entries": []}).encode()),
    ("not a cardkit progress record", json.dumps([1, 2, 3]).encode()),
    ("no valid version", json.dumps({"format": "cardkit-progress", "version": "one", "entries": []}).encode()),
    ("no list of entries", json.dumps({"format": "cardkit-progress", "version": 1, "entries": {}}).encode()),
]


@pytest.mark.parametrize("why, content", FOREIGN_FILES)
def test_an_unreadable_file_is_kept_aside_and_a_new_record_starts(record, capsys, why, content):
    record.parent.mkdir(parents=True, exist_ok=True)
    record.write_bytes(content)
    check("cards-01", "7d")
    check("cards-03", 3)
    captured = capsys.readouterr()
    [aside] = [p for p in record.parent.iterdir() if p.name.startswith(record.name + ".unreadable-")]
    assert aside.read_bytes() == content                      # the file is kept, untouched
    assert warnings_in(captured.err) == [
        f"⚠ cardkit: {record} is not a practice record cardkit can read ({why}): "
        f"it is kept as {aside.name} and a new record starts"]
    assert len(captured.err.splitlines()) == 1                # one line, printed once, nothing raised
    assert [e["id"] for e in read(record)["entries"]] == ["cards-01", "cards-03"]
    assert captured.out.startswith("✘ cards-01") or captured.out.startswith("✔ cards-01")


def test_a_record_with_unreadable_entries_keeps_the_readable_ones(record, capsys):
    good = [entry("2026-11-30T10:00:00Z", "cards-01", "correct", "a-00000001"),
            entry("2026-11-30T10:01:00Z", "scopa-primiera:normal:3", "wrong", "a-00000002")]
    bad = [{"at": "yesterday", "id": "cards-02", "status": "correct", "key": "a-3"},
           {"id": "cards-03", "status": "correct"}, "junk", {"at": "2026-11-30T10:02:00Z", "id": "cards-04",
                                                              "status": "exploded", "key": "a-5"}]
    write_record(record, [good[0], *bad, good[1]])
    original = record.read_bytes()
    check("cards-05", "7d")
    err = capsys.readouterr().err
    [aside] = [p for p in record.parent.iterdir() if ".unreadable-" in p.name]
    assert aside.read_bytes() == original
    assert warnings_in(err) == [f"⚠ cardkit: 4 of the 6 entries of {record} cannot be read: the file is "
                                f"copied to {aside.name} and the 2 readable entries are kept"]
    assert [e["id"] for e in read(record)["entries"]] == ["cards-01", "scopa-primiera:normal:3", "cards-05"]
    check("cards-03", 3)
    assert warnings_in(capsys.readouterr().err) == []          # printed once: the record is clean now


def test_a_newer_kits_record_is_left_untouched(record, capsys):
    write_record(record, [{"whatever": "version 2 keeps"}], version=journal.VERSION + 1)
    original = record.read_bytes()
    q = question("scopa-primiera", seed=880_020)
    check(q.id, right_answer(q))
    check(q.id, right_answer(q))
    shown = progress()
    err = capsys.readouterr().err
    assert record.read_bytes() == original and len(list(record.parent.iterdir())) == 1
    assert warnings_in(err) == [f"⚠ cardkit: {record} was written by a newer cardkit (record version "
                                f"{journal.VERSION + 1}): it is left as it is, and this session's practice "
                                "is kept only in this kernel"]
    assert [(r.topic, r.tried) for r in shown.rows] == [("scopa-primiera", 1)]   # this session, in memory


def test_a_reset_leaves_a_newer_kits_record_alone_and_says_so(record, capsys):
    write_record(record, [], version=journal.VERSION + 1)
    original = record.read_bytes()
    progress(reset=True)
    captured = capsys.readouterr()
    assert record.read_bytes() == original
    assert captured.out.startswith(f"cardkit: {record} was written by a newer cardkit") and \
        captured.out.count("\n") == 1


def test_refusals_are_in_italian_too(record, capsys):
    from cardkit import i18n
    record.parent.mkdir(parents=True, exist_ok=True)
    record.write_bytes(b"nope")
    with i18n.language("it"):
        check("cards-01", "7d")
    [line] = warnings_in(capsys.readouterr().err)
    assert line.startswith(f"⚠ cardkit: {record} non è un registro degli esercizi") and "non è JSON" in line


def test_evaluate_alone_records_nothing(record):
    q = question("scopa-primiera", seed=880_030)
    evaluate(q.id, right_answer(q))                          # a grader re-reading answers
    assert not record.exists()


# --------------------------------------------------------------------------
# notebooks: deterministic stored outputs, the record explained where progress() is introduced
# --------------------------------------------------------------------------

def notebooks_calling_progress() -> list[Path]:
    found = []
    for folder in ("notebooks", "notebooks/it", "exercises", "exercises/it",
                   "exercises/solutions", "exercises/solutions/it"):
        for path in sorted((ROOT / folder).glob("*.ipynb")):
            nb = nbformat.read(path, as_version=4)
            if any(c.cell_type == "code" and "progress(" in c.source for c in nb.cells):
                found.append(path)
    return found


def test_notebooks_that_call_progress_say_where_the_record_lives_in_both_editions():
    found = notebooks_calling_progress()
    assert len(found) >= 2 and any("/it/" in str(p) for p in found)
    for path in found:
        nb = nbformat.read(path, as_version=4)
        text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
        assert "progress.json" in text, path                  # the JupyterLab edition
        assert ("browser" in text), path                      # and the browser edition


def test_stored_progress_outputs_show_only_that_notebooks_own_practice():
    """Each notebook runs with a fresh Jupyter data folder (conftest.py,
    tools/execute_notebooks.py): its stored progress() output says the
    record is in the data folder, and counts exactly the questions checked
    in that notebook's own cells above it, no more (no other notebook's)."""
    import re
    where = {lang: journal.Place("data", None).describe(lang) for lang in ("en", "it")}
    row = re.compile(r"^  [✔✘] (.+): \d+ (?:right of|giuste su) (\d+) (?:tried|provate)")
    compared = 0
    for path in notebooks_calling_progress():
        nb = nbformat.read(path, as_version=4)
        lang = "it" if "/it/" in str(path) else "en"
        checked: dict[str, set] = {}
        for cell in nb.cells:
            if cell.cell_type != "code" or cell.execution_count is None:
                continue
            text = "".join(o.get("text", "") + "".join(o.get("data", {}).get("text/plain", ""))
                           for o in cell.outputs)
            if cell.source.startswith("progress("):
                lines = text.strip().splitlines()
                assert lines[-1] == where[lang], (path, lines[-1])
                rules = {topic(name).rule(lang): name for name in checked}
                shown = {rules[m.group(1)]: int(m.group(2)) for m in map(row.match, lines) if m}
                assert shown == {name: len(ids) for name, ids in checked.items()}, path
                compared += 1
                continue
            for line in text.splitlines():
                found = re.match(r"^[✔✘◆] ([a-z-]+):(easy|normal|hard):(\d+): ", line)
                if found:
                    checked.setdefault(found.group(1), set()).add(line.split(": ", 1)[0][2:])
    assert compared >= 6                                      # the review sets, solutions and student copies


def test_each_notebook_gets_a_jupyter_data_folder_of_its_own(monkeypatch):
    import importlib.util
    spec = importlib.util.spec_from_file_location("execute_notebooks_for_test", ROOT / "tools" / "execute_notebooks.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    monkeypatch.setenv("CARDKIT_PROGRESS", "/somewhere/else.json")
    with tool.test_environment():
        assert "CARDKIT_PROGRESS" not in os.environ
        first = tool.fresh_data_dir()
        second = tool.fresh_data_dir()
        assert first != second and os.environ["JUPYTER_DATA_DIR"] == second
        assert Path(first).parent == Path(second).parent and not list(Path(second).iterdir())
    assert os.environ["CARDKIT_PROGRESS"] == "/somewhere/else.json"


def test_the_grader_keeps_no_record_for_the_notebooks_it_runs(record, tmp_path):
    """A class's submissions run by the teacher's grader are not the
    teacher's practice: their checks reach no record."""
    from cardkit.classroom.grade import run_notebook as grade_run

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        'from cardkit.exercises import check\ncheck("cards-01", "7d")\ncheck("cards-02", 3)')])
    submission = tmp_path / "anna.ipynb"
    nbformat.write(nb, submission)
    events = grade_run(submission)
    assert [e["id"] for e in events if e.get("event") == "record"] == ["cards-01", "cards-02"]
    assert not record.exists() and progress().sets == []
