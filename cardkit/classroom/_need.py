"""Checks of the arguments the teacher's tools take from outside (private):
paths, lists of paths, submissions; refused in one sentence like the
exercise model's own (see :mod:`cardkit.exercises._need`)."""

from __future__ import annotations

from pathlib import Path, PurePath

from .. import i18n
from ..errors import InvalidInputError
from ..exercises import _need as _exercises_need  # noqa: F401 - registers "exercises.need"
from ..options import quote

#: the longest path a tool takes, and the most paths in one call
PATH_LIMIT, PATHS_LIMIT = 4096, 100_000

i18n.register({
    "classroom.expected.path": {"en": "a file path (a text or a Path)", "it": "il percorso di un file (un testo o un Path)"},
    "classroom.expected.paths": {"en": "a list of file paths", "it": "una lista di percorsi di file"},
    "classroom.expected.submission": {"en": "a Submission", "it": "una Submission"},
    "classroom.expected.submissions": {"en": "a list of Submissions", "it": "una lista di Submission"},
    "classroom.expected.texts": {"en": "a list of texts", "it": "una lista di testi"},
    "classroom.expected.lang": {"en": "'en' or 'it'", "it": "'en' o 'it'"},
    "classroom.expected.indent": {"en": "spaces or tabs", "it": "spazi o tabulazioni"},
    "classroom.expected.question": {"en": "a generated Question", "it": "una Question generata"},
    "classroom.expected.kind": {"en": "an answer kind such as INT or CARD", "it": "un tipo di risposta come INT o CARD"},
    "classroom.expected.seeds": {"en": "a list of at most 1000 seeds from 0 to 999999", "it": "una lista di al massimo 1000 semi da 0 a 999999"},
    "classroom.expected.parser": {"en": "an argparse.ArgumentParser", "it": "un argparse.ArgumentParser"},
    "classroom.expected.id": {"en": "an exercise id like 'cards-01'", "it": "il nome di un esercizio come 'cards-01'"},
    "classroom.expected.name": {"en": "a Python name, like answer", "it": "un nome Python, come answer"},
    "classroom.expected.status": {"en": "a status of the grader, like 'correct'", "it": "uno stato del correttore, come 'correct'"},
    "classroom.expected.count": {"en": "a whole number of at least 0", "it": "un numero intero di almeno 0"},
    "classroom.expected.counts": {"en": "a dict of counts per outcome", "it": "un dict di conteggi per esito"},
    "classroom.expected.rule_rows": {"en": "a list of RuleRows", "it": "una lista di RuleRow"},
    "classroom.expected.student_rows": {"en": "a list of StudentRows", "it": "una lista di StudentRow"},
    "classroom.expected.result_rows": {"en": "the rows of a grader CSV, as read_results gives them",
                                       "it": "le righe di un CSV del correttore, come le dà read_results"},
    "classroom.expected.text": {"en": "a text", "it": "un testo"},
    "classroom.expected.text_or_none": {"en": "None or a text", "it": "None o un testo"},
    "classroom.expected.int_or_none": {"en": "None or a whole number", "it": "None o un numero intero"},
    "classroom.expected.bytes_or_none": {"en": "None or bytes", "it": "None o dei bytes"},
    "classroom.expected.results": {"en": "a dict from ids to results", "it": "un dict dai nomi ai risultati"},
    "classroom.expected.events": {"en": "a list of event dicts", "it": "una lista di dict di eventi"},
    "classroom.expected.index": {"en": "None or a dict from notebooks to worksheets",
                                 "it": "None o un dict dai notebook ai fogli"},
    "classroom.expected.seconds": {"en": "a number of seconds from 1 to 86400", "it": "un numero di secondi da 1 a 86400"},
    "classroom.expected.stream": {"en": "None or a text stream", "it": "None o un flusso di testo"},
    "classroom.expected.notebook": {"en": "a notebook (nbformat)", "it": "un notebook (nbformat)"},
    "classroom.expected.state": {"en": "a dict from paths to file states", "it": "un dict dai percorsi agli stati dei file"},
})


def fail(owner: str, name: str, value, expected: str):
    """Refuse ``value`` as ``owner``'s ``name``."""
    raise InvalidInputError("exercises.need", owner=owner, name=name, value=quote(value, 40),
                            expected=i18n.Term(f"classroom.expected.{expected}"))


def check(owner: str, name: str, value, ok, expected: str):
    """``value`` when ``ok``, else refused (``expected`` under ``classroom.expected.``)."""
    if not ok:
        fail(owner, name, value, expected)
    return value


def is_path(value) -> bool:
    if isinstance(value, PurePath):
        value = str(value)
    return (isinstance(value, str) and 0 < len(value) <= PATH_LIMIT and "\0" not in value
            and all(len(part) <= 255 for part in value.split("/")))   # no file name is longer


def need_path(owner: str, name: str, value) -> Path:
    """``value`` as a :class:`~pathlib.Path` (a text or a path; never a
    number, which ``open`` would take for a file descriptor)."""
    return Path(check(owner, name, value, is_path(value), "path"))


def need_paths(owner: str, name: str, value) -> list[Path]:
    ok = isinstance(value, (list, tuple, set, frozenset)) and len(value) <= PATHS_LIMIT and all(map(is_path, value))
    return [Path(p) for p in check(owner, name, value, ok, "paths")]


def is_texts(value) -> bool:
    return isinstance(value, list) and all(isinstance(x, str) for x in value)


i18n.register({
    "classroom.cannot_read": {"en": "{owner}: cannot read {path}: {reason}",
                              "it": "{owner}: non riesco a leggere {path}: {reason}"},
    "classroom.bad_index": {
        "en": "read_index: {path} is not a worksheet index (columns notebook, set, seed, n, difficulty)",
        "it": "read_index: {path} non è un indice di fogli (colonne notebook, set, seed, n, difficulty)",
    },
})


def read_text(owner: str, path: Path, limit: int = 50_000_000) -> str:
    """The text of the file ``path`` (UTF-8), or a refusal naming why it cannot be read."""
    try:
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read(limit + 1)
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInputError("classroom.cannot_read", owner=owner, path=str(path),
                                reason=getattr(exc, "strerror", None) or type(exc).__name__) from None
    if len(text) > limit:
        raise InvalidInputError("classroom.cannot_read", owner=owner, path=str(path), reason="too large")
    return text


def is_notebook(nb) -> bool:
    """A notebook as nbformat reads it: cells, each with a type and a text source."""
    try:
        from nbformat import NotebookNode
    except ImportError:  # pragma: no cover - nbformat comes with the classroom tools
        return False
    return isinstance(nb, NotebookNode) and isinstance(nb.get("cells"), list) and isinstance(
        nb.get("metadata"), dict) and all(
        isinstance(c, NotebookNode) and c.get("cell_type") in ("code", "markdown", "raw")
        and isinstance(c.get("source"), str) and isinstance(c.get("metadata"), dict)
        and (c.get("cell_type") != "code" or isinstance(c.get("outputs"), list)) for c in nb["cells"])


def need_notebook(owner: str, name: str, nb):
    return check(owner, name, nb, is_notebook(nb), "notebook")


def need_lang(owner: str, lang) -> str:
    return check(owner, "lang", lang, isinstance(lang, str) and lang in i18n.LANGUAGES, "lang")


def need_text(owner: str, name: str, value, limit: int = 10_000_000) -> str:
    return check(owner, name, value, isinstance(value, str) and len(value) <= limit, "text")
