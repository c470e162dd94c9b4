"""A learner's lasting record of practice: every check, hint and reveal,
kept in a small JSON file shared by every notebook of the kit.

Each result :func:`cardkit.exercises.core.log` logs with status
``correct``, ``wrong`` (a wrong try: it showed a hint) or ``revealed``
(the answer was shown) becomes one entry ``{"at": "2026-12-02T09:15:03Z",
"id": "scopa-primiera:normal:17", "status": "wrong", "key": ...}``; a
generated question's id names its topic and difficulty, a fixed
exercise's id (``"cards-01"``) its set.  "No answer yet", unreadable
answers and unknown ids are not tries and are not kept.

Where the record lives (:func:`where`)
--------------------------------------
* ``CARDKIT_PROGRESS`` names a file: that file (``CARDKIT_PROGRESS=off``:
  no lasting record, the kernel keeps this session's entries only);
* in JupyterLab, Notebook or plain Python: ``<Jupyter data folder>/cardkit/progress.json``,
  the data folder being ``JUPYTER_DATA_DIR`` when set, else the platform's
  (``~/.local/share/jupyter`` on Linux, ``~/Library/Jupyter`` on macOS,
  ``%APPDATA%\\jupyter`` on Windows), as ``jupyter --data-dir`` prints it
  (``jupyter_core`` computes it when installed; without it the same rule
  is followed here, so that the exercises need only the standard library);
* in the browser edition (JupyterLite, Pyodide): ``/drive/.cardkit/progress.json``,
  in the lab's own file system, which the lab keeps in the browser's
  storage for the site (IndexedDB) like the learner's notebooks; without
  that drive (a browser that refuses the lab's storage), this kernel only.

Safety
------
* Writing is atomic (a temporary file in the same folder, then
  ``os.replace``) and bounded: at most :data:`MAX_ENTRIES` entries are kept,
  the oldest dropped.
* Two kernels may write at once: a writer takes a lock file
  (``progress.json.lock``, created exclusively; one older than
  :data:`STALE_LOCK` seconds is a crashed writer's and is removed), reads
  the file, merges its own entries into it (entries are told apart by their
  ``key``) and writes the union.  A kernel keeps its own session's entries,
  so even a writer that could not get the lock loses nothing for good: its
  next write merges them in again.
* A file that is not a record this kit can read is refused in one sentence,
  printed once as a warning line (never raised into the notebook), and
  nothing is lost: a file that is not JSON, not an object, another
  program's or has no list of entries is **renamed aside**
  (``progress.json.unreadable-<date>``) and a new record starts; a record
  some of whose entries are unreadable is copied aside the same way and
  **its readable entries are kept**; a record written by a newer version of
  the kit is left untouched, and this session is kept in the kernel only.
* ``reset()`` (``progress(reset=True)``) empties the record and notes when,
  so another kernel's older entries are not merged back.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
import sys
import tempfile
import time
import uuid

from .. import i18n
from ..errors import in_the_browser
from ..options import need_choice
from . import _need, core

#: the environment variable naming the record's file (or ``off``)
ENV = "CARDKIT_PROGRESS"
FORMAT = "cardkit-progress"
VERSION = 1
#: the most entries a record keeps (the oldest are dropped)
MAX_ENTRIES = 5000
#: a record bigger than this is not read (it cannot be one of ours)
MAX_BYTES = 4 * 1024 * 1024
#: a lock file older than this (seconds) was left by a writer that died
STALE_LOCK = 10.0
#: how long a writer waits for the lock (seconds) before merging without it
LOCK_WAIT = 2.0
#: the statuses kept: a try right, a try wrong (it showed a hint), an answer shown
RECORDED = ("correct", "wrong", "revealed")
#: the record's file in the browser edition (the lab's drive is kept in the browser)
BROWSER_FILE = "/drive/.cardkit/progress.json"

i18n.register({
    "journal.where.data": {
        "en": "Kept between sessions in your Jupyter data folder, as cardkit/progress.json "
              "(progress().where is the full path); progress(reset=True) clears it.",
        "it": "Conservato tra una sessione e l'altra nella tua cartella dei dati di Jupyter, come "
              "cardkit/progress.json (progress().where dà il percorso completo); "
              "progress(reset=True) lo cancella.",
    },
    "journal.where.env": {
        "en": "Kept between sessions in {path} (named by CARDKIT_PROGRESS); progress(reset=True) clears it.",
        "it": "Conservato tra una sessione e l'altra in {path} (indicato da CARDKIT_PROGRESS); "
              "progress(reset=True) lo cancella.",
    },
    "journal.where.browser": {
        "en": "Kept in this browser's storage for the site, with your notebooks (clearing the site's "
              "data deletes it); progress(reset=True) clears it.",
        "it": "Conservato nella memoria di questo browser per il sito, con i tuoi quaderni (cancellando "
              "i dati del sito si perde); progress(reset=True) lo cancella.",
    },
    "journal.where.kernel": {
        "en": "Kept only in this kernel: it starts again when the kernel restarts.",
        "it": "Conservato solo in questo kernel: ricomincia quando il kernel riparte.",
    },
    "journal.refused.unreadable": {
        "en": "cardkit: {path} is not a practice record cardkit can read ({why}): it is kept as "
              "{aside} and a new record starts",
        "it": "cardkit: {path} non è un registro degli esercizi che cardkit sa leggere ({why}): "
              "resta come {aside} e comincia un nuovo registro",
    },
    "journal.refused.entries": {
        "en": "cardkit: {bad} of the {total} entries of {path} cannot be read: the file is copied to "
              "{aside} and the {good} readable entries are kept",
        "it": "cardkit: {bad} delle {total} voci di {path} non si possono leggere: il file è copiato in "
              "{aside} e si tengono le {good} voci leggibili",
    },
    "journal.refused.newer": {
        "en": "cardkit: {path} was written by a newer cardkit (record version {version}): it is left as "
              "it is, and this session's practice is kept only in this kernel",
        "it": "cardkit: {path} è stato scritto da un cardkit più recente (versione {version} del registro): "
              "resta com'è, e l'esercizio di questa sessione è conservato solo in questo kernel",
    },
    "journal.refused.io": {
        "en": "cardkit: the practice record {path} cannot be used ({error}): this session's practice is "
              "kept only in this kernel",
        "it": "cardkit: il registro degli esercizi {path} non si può usare ({error}): l'esercizio di "
              "questa sessione è conservato solo in questo kernel",
    },
    "journal.why.json": {"en": "not JSON", "it": "non è JSON"},
    "journal.why.big": {"en": "bigger than {mb} MB", "it": "più grande di {mb} MB"},
    "journal.why.foreign": {"en": "not a cardkit progress record", "it": "non è un registro di cardkit"},
    "journal.why.version": {"en": "no valid version", "it": "nessuna versione valida"},
    "journal.why.entries": {"en": "no list of entries", "it": "nessun elenco di voci"},
    "journal.reset": {
        "en": "Your practice record is cleared ({where}).",
        "it": "Il registro dei tuoi esercizi è cancellato ({where}).",
    },
    "journal.reset.where.data": {"en": "the Jupyter data folder", "it": "la cartella dei dati di Jupyter"},
    "journal.reset.where.env": {"en": "{path}", "it": "{path}"},
    "journal.reset.where.browser": {"en": "this browser's storage", "it": "la memoria di questo browser"},
    "journal.reset.where.kernel": {"en": "this kernel", "it": "questo kernel"},
})


# --------------------------------------------------------------------------
# Where
# --------------------------------------------------------------------------

def jupyter_data_dir() -> str:
    """The Jupyter data folder, as ``jupyter --data-dir`` prints it."""
    try:
        from jupyter_core.paths import jupyter_data_dir as from_jupyter
    except ImportError:
        return _data_dir_without_jupyter()
    return from_jupyter()


def _data_dir_without_jupyter() -> str:
    """jupyter_core's rule, for a Python without it."""
    given = os.environ.get("JUPYTER_DATA_DIR")
    if given:
        return given
    home = os.path.expanduser("~")
    if sys.platform == "darwin":
        return os.path.join(home, "Library", "Jupyter")
    if os.name == "nt":
        appdata = os.environ.get("APPDATA")
        if appdata:
            return os.path.join(os.path.realpath(appdata), "jupyter")
        return os.path.join(os.environ.get("JUPYTER_CONFIG_DIR") or os.path.join(home, ".jupyter"), "data")
    xdg = os.environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return os.path.join(xdg, "jupyter")


class Place:
    """Where the record lives: ``kind`` is ``"data"`` (the Jupyter data
    folder), ``"env"`` (the file ``CARDKIT_PROGRESS`` names), ``"browser"``
    or ``"kernel"`` (no file: this kernel only); ``path`` the file (None for
    ``"kernel"``)."""

    def __init__(self, kind: str, path: str | None):
        self.kind = need_choice("Place", "kind", kind, ("data", "env", "browser", "kernel"))
        self.path = _need.need("Place", "path", path, path is None or (
            isinstance(path, str) and 0 < len(path) <= 4096 and "\0" not in path), "path")

    def describe(self, lang: str | None = None) -> str:
        """One sentence for a learner: where the record is kept."""
        return i18n.tr(f"journal.where.{self.kind}", lang, path=self.path)

    def __eq__(self, other) -> bool:
        return isinstance(other, Place) and (self.kind, self.path) == (other.kind, other.path)

    def __hash__(self) -> int:
        return hash((self.kind, self.path))

    def __str__(self) -> str:
        return self.path or "(this kernel only)"

    def __repr__(self) -> str:
        return f"Place({self.kind!r}, {self.path!r})"


def where() -> Place:
    """Where the record lives now (read from the environment each time)."""
    given = os.environ.get(ENV, "").strip()
    if given.lower() == "off":
        return Place("kernel", None)
    if given:
        return Place("env", os.path.abspath(os.path.expanduser(given)))
    if in_the_browser():
        drive = os.path.dirname(os.path.dirname(BROWSER_FILE))
        return Place("browser", BROWSER_FILE) if os.path.isdir(drive) else Place("kernel", None)
    return Place("data", os.path.join(jupyter_data_dir(), "cardkit", "progress.json"))


# --------------------------------------------------------------------------
# Entries
# --------------------------------------------------------------------------

_SESSION = uuid.uuid4().hex[:12]
_STATE = {
    "place": None,    # the Place the entries below belong to
    "own": [],        # this kernel's entries since it started (or since a reset)
    "since": None,    # entries older than this were cleared by a reset
    "seq": 0,
    "cache": None,    # (path, stat signature, entries, since) of the last file read or written
    "warned": set(),
}


def now() -> str:
    """The time now, as the record writes it (UTC, to the second)."""
    return _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_time(text) -> _dt.datetime | None:
    """An entry's ``at`` as a datetime (UTC), or None when it is not one."""
    if not isinstance(text, str) or len(text) != 20:
        return None
    try:
        return _dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=_dt.timezone.utc)
    except ValueError:
        return None


def _valid(entry) -> bool:
    return (isinstance(entry, dict)
            and parse_time(entry.get("at")) is not None
            and isinstance(entry.get("id"), str) and 0 < len(entry["id"]) <= 200
            and entry.get("status") in RECORDED
            and isinstance(entry.get("key"), str) and 0 < len(entry["key"]) <= 64)


def _clean(entry: dict) -> dict:
    return {k: entry[k] for k in ("at", "id", "status", "key")}


def _order(entry: dict):
    return (entry["at"], entry["key"])


def _merge(*lists, since: str | None = None) -> list:
    found: dict = {}
    for entries in lists:
        for e in entries:
            if since is None or e["at"] >= since:
                found.setdefault(e["key"], e)
    return sorted(found.values(), key=_order)[-MAX_ENTRIES:]


def _own(place: Place) -> list:
    if _STATE["place"] != place:
        _STATE.update(place=place, own=[], since=None)
    return _STATE["own"]


def note(result) -> None:
    """Add ``result`` (a :class:`~cardkit.exercises.core.Result`) to the
    record when it is a try or an answer shown."""
    _need.need("note", "result", result, isinstance(result, core.Result), "result")
    if result.status not in RECORDED or not isinstance(result.id, str) or not 0 < len(result.id) <= 200:
        return
    place = where()
    own = _own(place)
    _STATE["seq"] += 1
    own.append({"at": now(), "id": result.id, "status": result.status,
                "key": f"{_SESSION}-{_STATE['seq']:08d}"})
    del own[:-MAX_ENTRIES]
    if place.path is not None:
        _sync(place)


def _listen(result) -> None:
    try:
        note(result)
    except Exception as exc:  # noqa: BLE001 - recording must never break a learner's check
        _warn("journal.refused.io", path=str(where()), error=f"{type(exc).__name__}: {exc}")


def entries() -> list[dict]:
    """Every entry of the record, oldest first (read again from the file,
    so that what another notebook recorded is there)."""
    place = where()
    own = _own(place)
    if place.path is None:
        return _merge(own, since=_STATE["since"])
    return _sync(place)


# --------------------------------------------------------------------------
# The file
# --------------------------------------------------------------------------

def _warn(key: str, **params) -> None:
    """Print one warning line, once per message and file in this kernel."""
    line = i18n.tr(key, **params)
    if (key, params.get("path")) in _STATE["warned"]:
        return
    _STATE["warned"].add((key, params.get("path")))
    print("⚠ " + line, file=sys.stderr)


def _signature(path: str):
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


class _Newer(Exception):
    """The record was written by a newer kit: not to be touched."""

    def __init__(self, version):
        super().__init__(version)
        self.version = version


def _aside(path: str, move: bool) -> str:
    """Keep the file at ``path`` under a new name beside it (renamed, or
    copied when ``move`` is false); returns that name."""
    stamp = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
    n, target = 1, f"{path}.unreadable-{stamp}"
    while os.path.exists(target):
        n += 1
        target = f"{path}.unreadable-{stamp}-{n}"
    if move:
        os.replace(path, target)
    else:
        with open(path, "rb") as src, open(target, "xb") as dst:
            dst.write(src.read())
    return target


def _read(path: str):
    """``(entries, since, rewrite)`` from the file (``([], None, False)``
    when there is none); a file that cannot be read is put aside (see the
    module's docstring).  Raises :class:`_Newer` for a newer kit's record."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return [], None, False
    why = None
    if len(raw) > MAX_BYTES:
        why = i18n.tr("journal.why.big", mb=MAX_BYTES // (1024 * 1024))
    else:
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            why = i18n.tr("journal.why.json")
        else:
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                why = i18n.tr("journal.why.foreign")
            elif (isinstance(data.get("version"), bool) or not isinstance(data.get("version"), int)
                  or data["version"] < 1):
                why = i18n.tr("journal.why.version")
            elif data["version"] > VERSION:
                _warn("journal.refused.newer", path=path, version=data["version"])
                raise _Newer(data["version"])
            elif not isinstance(data.get("entries"), list):
                why = i18n.tr("journal.why.entries")
    if why is not None:
        aside = _aside(path, move=True)
        _warn("journal.refused.unreadable", path=path, why=why, aside=os.path.basename(aside))
        return [], None, True
    found = data["entries"]
    good = [_clean(e) for e in found if _valid(e)]
    since = data.get("since") if parse_time(data.get("since")) is not None else None
    if len(good) < len(found):
        aside = _aside(path, move=False)
        _warn("journal.refused.entries", path=path, bad=len(found) - len(good), total=len(found),
              good=len(good), aside=os.path.basename(aside))
        return good, since, True
    return good, since, False


def _write(path: str, entries: list, since: str | None) -> None:
    """Write the record atomically: a temporary file beside it, then os.replace."""
    folder = os.path.dirname(path) or "."
    os.makedirs(folder, exist_ok=True)
    record = {"format": FORMAT, "version": VERSION, "since": since, "entries": entries}
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".progress-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            with contextlib.suppress(OSError):
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(tmp)
        raise


@contextlib.contextmanager
def _lock(path: str):
    """Hold ``<path>.lock`` (created exclusively) while reading and writing.
    A lock older than :data:`STALE_LOCK` is removed; after
    :data:`LOCK_WAIT` seconds the writer goes on without it (it merges, so
    at worst another writer's newest entry waits for that writer's next write)."""
    lock = path + ".lock"
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    deadline = time.monotonic() + LOCK_WAIT
    fd = None
    while fd is None:
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        except FileExistsError:
            try:
                stale = time.time() - os.stat(lock).st_mtime > STALE_LOCK
            except OSError:
                continue  # it was just released
            if stale:
                with contextlib.suppress(OSError):
                    os.remove(lock)
                continue
            if time.monotonic() > deadline:
                break
            time.sleep(0.005)
        except OSError:
            break  # a file system without exclusive creation: merging alone
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.remove(lock)


def _sync(place: Place) -> list:
    """Merge this kernel's entries into the file and return the record."""
    path = place.path
    own = _own(place)
    cache = _STATE["cache"]
    try:
        with _lock(path):
            sig = _signature(path)
            if cache is not None and cache[0] == path and sig is not None and cache[1] == sig:
                disk, since, rewrite = cache[2], cache[3], False
            else:
                disk, since, rewrite = _read(path)
            if _STATE["since"] and (since is None or since < _STATE["since"]):
                since = _STATE["since"]
            merged = _merge(disk, own, since=since)
            if rewrite or merged != disk:
                _write(path, merged, since)
                sig = _signature(path)
            _STATE["cache"] = (path, sig, merged, since)
            return merged
    except _Newer:
        return _merge(own, since=_STATE["since"])
    except OSError as exc:
        _warn("journal.refused.io", path=path, error=exc.strerror or type(exc).__name__)
        return _merge(own, since=_STATE["since"])


def reset() -> str:
    """Clear the record (a one-line confirmation is returned): the file
    keeps no entry, and notes the time, so that entries another kernel made
    before now are not merged back."""
    place = where()
    _own(place).clear()
    stamp = now()
    _STATE["since"] = stamp
    _STATE["cache"] = None
    if place.path is not None:
        try:
            with _lock(place.path):
                try:
                    _read(place.path)  # a file to be refused is kept aside first
                except _Newer as newer:
                    return i18n.tr("journal.refused.newer", path=place.path, version=newer.version)
                _write(place.path, [], stamp)
        except OSError as exc:
            _warn("journal.refused.io", path=place.path, error=exc.strerror or type(exc).__name__)
    return i18n.tr("journal.reset", where=i18n.tr(f"journal.reset.where.{place.kind}", path=place.path))


# one listener of this module, even if it is imported again
core._LISTENERS[:] = [f for f in core._LISTENERS if getattr(f, "__module__", None) != __name__] + [_listen]

__all__ = ["ENV", "MAX_ENTRIES", "Place", "where", "jupyter_data_dir", "entries", "note", "reset"]
