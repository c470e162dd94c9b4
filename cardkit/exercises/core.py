"""The exercise registry, ``evaluate`` and ``check`` (see the package docstring)."""

from __future__ import annotations

import importlib
import json
import re
from dataclasses import dataclass
from typing import Any, Callable

from .. import i18n
from ..errors import CardkitError, InvalidInputError
from ..options import need_choice
from . import _need
from .answers import AnswerError, Kind
from .record import _plain, record_check, record_reveal

i18n.register({
    "check.correct": {"en": "✔ {id}: correct — {why}", "it": "✔ {id}: giusto — {why}"},
    "check.correct_plain": {"en": "✔ {id}: correct", "it": "✔ {id}: giusto"},
    "check.wrong": {"en": "✘ {id}: not yet — {why}", "it": "✘ {id}: riprova — {why}"},
    "check.unanswered": {
        "en": "○ {id}: no answer yet — replace the ... with your answer and run the cell again",
        "it": "○ {id}: ancora nessuna risposta — sostituisci i ... con la tua risposta e riesegui la cella",
    },
    "check.invalid": {
        "en": "✘ {id}: I can't read that answer — {why}",
        "it": "✘ {id}: non riesco a leggere la risposta — {why}",
    },
    "check.unreadable": {
        "en": "reading it raised {error}: write the answer as the statement asks, e.g. a number or cards in quotes",
        "it": "leggendola si è avuto {error}: scrivi la risposta come chiede il testo, per esempio un numero o carte tra virgolette",
    },
    "check.unknown": {
        "en": "? there is no exercise called {id!r}: ids look like 'cards-01' (see the statement above the cell)",
        "it": "? non c'è nessun esercizio chiamato {id!r}: i nomi sono come 'cards-01' (vedi il testo sopra la cella)",
    },
    "check.broken": {
        "en": "? {id}: the checker itself failed ({error}); please tell your teacher",
        "it": "? {id}: il correttore stesso ha avuto un errore ({error}); avvisa l'insegnante",
    },
    "exercises.already_defined": {
        "en": "register: the exercise {id!r} is already defined in {module}",
        "it": "register: l'esercizio {id!r} è già definito in {module}",
    },
    "check.hint": {"en": "hint: {hint}", "it": "suggerimento: {hint}"},
    "check.hint_level": {"en": "hint {n}: {hint}", "it": "suggerimento {n}: {hint}"},
    "check.last_hint": {
        "en": "that was the last hint: reveal({id!r}) shows the answer (and is recorded)",
        "it": "era l'ultimo suggerimento: reveal({id!r}) mostra la risposta (e resta registrato)",
    },
    "check.revealed": {
        "en": "◆ {id}: the answer is {answer} — {why}",
        "it": "◆ {id}: la risposta è {answer} — {why}",
    },
    "check.revealed_plain": {
        "en": "◆ {id}: the answer is {answer}",
        "it": "◆ {id}: la risposta è {answer}",
    },
})

STATUSES = ("correct", "wrong", "unanswered", "invalid", "unknown", "error", "revealed")


@dataclass(frozen=True)
class Result:
    """The outcome of one check: ``status`` is one of :data:`STATUSES`;
    ``line`` is the sentence shown; ``answer`` the answer as read (or None);
    for a wrong answer with a diagnosis, ``mistake`` is its key (one of the
    exercise's ``mistakes``, or a mistake text of the topic) and
    ``diagnosis`` its sentence as shown in the line."""

    id: str
    status: str
    line: str
    answer: str | None = None
    mistake: str | None = None
    diagnosis: str | None = None

    @property
    def correct(self) -> bool:
        return self.status == "correct"

    def __str__(self) -> str:
        return self.line

    def __repr__(self) -> str:
        return f"Result({self.id!r}, {self.status!r})"




#: the most characters of a learner's answer a feedback line repeats
ANSWER_SHOWN = 80


#: plain values a checker must read without failing (any failure is the checker's)
_PLAIN_TYPES = (bool, int, float, str, list, tuple, set, frozenset, dict, type(None))


def read_answer(kind, answer):
    """The answer read by ``kind``.  An object of the learner's own making
    that breaks while being read (a generator that raises, a class whose
    methods fail) is the learner's, so it becomes an :class:`AnswerError`;
    a plain value that breaks a kind is the checker's fault and is raised."""
    _need.need("read_answer", "kind", kind, isinstance(kind, Kind), "kind")
    if type(answer) is int and abs(answer) >= 10**15:  # no answer of the kit is anywhere near
        raise AnswerError("answer.int.huge")
    try:
        return kind.read(_plain(answer))
    except AnswerError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever the learner's object does
        if type(answer) in _PLAIN_TYPES or type(answer).__module__.startswith("cardkit"):
            raise
        raise AnswerError("check.unreadable", error=type(exc).__name__) from None


def _short_repr(value, limit: int = 40) -> str:
    """The learner's answer as a short repr (never raises, whatever it is)."""
    return i18n.shorten(value, limit)


_ID = re.compile(r"[a-z][a-z0-9_]*-[A-Za-z0-9_]+")


class Exercise:
    """One exercise: its id, answer kind, expected answer and feedback texts.

    Build it with the :func:`exercise` decorator; the decorated function
    computes the expected answer with the kit.
    """

    def __init__(
        self,
        id: str,
        kind: Kind,
        solve: Callable[[], Any],
        statement: dict,
        hints: list[dict] = (),
        correct: dict | None = None,
        mistakes: dict[str, dict] | None = None,
    ):
        need, owner = _need.need, "Exercise"
        need(owner, "id", id, isinstance(id, str) and len(id) <= _need.ID_LIMIT and _ID.fullmatch(id), "id")
        need(owner, "kind", kind, isinstance(kind, Kind), "kind")
        need(owner, "solve", solve, callable(solve), "function")
        need(owner, "statement", statement, _need.is_texts(statement), "texts")
        need(owner, "hints", hints, isinstance(hints, (list, tuple)) and all(map(_need.is_texts, hints)), "hints")
        need(owner, "correct", correct, correct is None or _need.is_texts(correct), "texts")
        need(owner, "mistakes", mistakes, mistakes is None or (isinstance(mistakes, dict) and all(
            isinstance(k, str) and k.isidentifier() and _need.is_texts(v) for k, v in mistakes.items())),
            "mistakes")
        self.id = id
        self.kind = kind
        self.solve = solve
        self.module = getattr(solve, "__module__", None)
        self.n_hints = len(hints)
        self.mistake_keys = tuple(mistakes or ())
        self._diagnose = None
        self._details = None
        self._expected_value = None
        texts = {f"ex.{id}.statement": statement}
        for n, hint in enumerate(hints, 1):
            texts[f"ex.{id}.hint{n}"] = hint
        if correct is not None:
            texts[f"ex.{id}.correct"] = correct
        for key, text in (mistakes or {}).items():
            texts[f"ex.{id}.{key}"] = text
        i18n.register(texts)
        self.has_correct_text = correct is not None

    @property
    def set(self) -> str:
        return self.id.rsplit("-", 1)[0]

    def statement(self, lang: str | None = None) -> str:
        return i18n.tr(f"ex.{self.id}.statement", lang)

    def hints(self, lang: str | None = None) -> list[str]:
        return [i18n.tr(f"ex.{self.id}.hint{n}", lang) for n in range(1, self.n_hints + 1)]

    # -- decorators for the optional feedback functions -----------------------
    def diagnose(self, fn):
        """Decorate ``fn(given, expected)`` returning a mistake key (or
        ``(key, params)``) from ``mistakes``, or None when nothing specific
        can be said.  It is only called for wrong answers."""
        self._diagnose = fn
        return fn

    def details(self, fn):
        """Decorate ``fn(expected)`` returning extra template values (a dict)
        for every message of this exercise, e.g. a card's long name."""
        self._details = fn
        return fn

    # -- evaluation -------------------------------------------------------------
    def _expected(self):
        """The expected answer in normal form (computed once; private, so
        that a student copy does not show a documented way to read it)."""
        if self._expected_value is None:
            self._expected_value = self.kind.read(self.solve())
        return self._expected_value

    def evaluate(self, answer, record: bool = False) -> Result:
        """The :class:`Result` for ``answer``.  With ``record`` a wrong
        answer counts as a try: the first shows the diagnosis (or, without
        one, the first hint), each further try adds the next hint, and past
        the last hint a line points to :func:`reveal`."""
        if answer is ... or answer is None:
            return Result(self.id, "unanswered", i18n.tr("check.unanswered", id=self.id))
        try:
            try:
                given = read_answer(self.kind, answer)
            except AnswerError as exc:
                return Result(self.id, "invalid", i18n.tr("check.invalid", id=self.id, why=exc.message()),
                              _short_repr(answer))
            expected = self._expected()
            params = {"answer": i18n.clip(self.kind.show(given), ANSWER_SHOWN)}
            if self._details is not None:
                params.update(self._details(expected))
            if self.kind.same(given, expected):
                if self.has_correct_text:
                    line = i18n.tr("check.correct", id=self.id, why=i18n.tr(f"ex.{self.id}.correct", **params))
                else:
                    line = i18n.tr("check.correct_plain", id=self.id)
                return Result(self.id, "correct", line, params["answer"])
            tries = _TRIES.get(self.id, 0) + (1 if record else 0)
            if record:
                _TRIES[self.id] = tries
            parts = []
            mistake = None
            if self._diagnose is not None:
                found = self._diagnose(given, expected)
                if found:
                    key, extra = (found, {}) if isinstance(found, str) else found
                    parts.append(i18n.tr(f"ex.{self.id}.{key}", **params, **extra))
                    mistake = key
            hints = self.hints()
            wanted = tries - 1 if parts else tries  # a diagnosis stands in for the first hint
            if wanted <= 1 and not parts:
                parts.append(i18n.tr("check.hint", hint=hints[0]) if hints else "…")
            elif wanted >= 1 and hints:
                level = min(wanted, len(hints))
                parts.append(i18n.tr("check.hint_level", n=level, hint=hints[level - 1]))
                if wanted > len(hints):
                    parts.append(i18n.tr("check.last_hint", id=self.id))
            why = " — ".join(parts)
            return Result(self.id, "wrong", i18n.tr("check.wrong", id=self.id, why=why), params["answer"],
                          mistake, parts[0] if mistake else None)
        except Exception as exc:  # a bug in a checker must not look like the learner's fault
            error = exc.message() if isinstance(exc, CardkitError) else f"{type(exc).__name__}: {exc}"
            return Result(self.id, "error", i18n.tr("check.broken", id=self.id, error=error))

    def reveal(self) -> Result:
        """The answer, with the "correct" text when there is one: status
        ``revealed`` (see :func:`reveal`)."""
        expected = self._expected()
        params = {"answer": self.kind.show(expected)}
        if self._details is not None:
            params.update(self._details(expected))
        if self.has_correct_text:
            line = i18n.tr("check.revealed", id=self.id, answer=params["answer"],
                           why=i18n.tr(f"ex.{self.id}.correct", **params))
        else:
            line = i18n.tr("check.revealed_plain", id=self.id, answer=params["answer"])
        return Result(self.id, "revealed", line)

    def __repr__(self) -> str:
        return f"<Exercise {self.id}>"


_REGISTRY: dict[str, Exercise] = {}
_LOG: list[Result] = []
#: functions called with each result logged (e.g. a learner's lasting record)
_LISTENERS: list[Callable[[Result], None]] = []


def log(result: Result) -> None:
    """Keep ``result`` in this session's log and tell every listener."""
    _need.need("log", "result", result, isinstance(result, Result), "result")
    _LOG.append(result)
    for listener in list(_LISTENERS):
        listener(result)
_TRIES: dict[str, int] = {}  # wrong tries per fixed exercise, this session
#: how a generated question's id becomes its question: set by
#: :mod:`cardkit.exercises.practice`, which sits above this module
_GENERATED = None


def _generated_questions(from_id) -> None:
    """Let :func:`get` read generated questions' ids with ``from_id``."""
    global _GENERATED
    _GENERATED = from_id


def register(ex: Exercise) -> Exercise:
    _need.need("register", "ex", ex, isinstance(ex, Exercise), "exercise")
    old = _REGISTRY.get(ex.id)
    if old is not None and old.module != ex.module:
        raise InvalidInputError("exercises.already_defined", id=ex.id, module=old.module)
    _REGISTRY[ex.id] = ex  # re-importing the same module replaces its exercises
    return ex


def exercise(id: str, *, kind: Kind | None = None, statement: dict | None = None, hints: list[dict] = (),
             correct: dict | None = None, mistakes: dict[str, dict] | None = None):
    """Decorator registering an exercise whose expected answer the function computes
    (``kind`` and ``statement`` are required; everything is checked here, before
    the function is decorated)."""
    Exercise(id, kind, _placeholder, statement, hints, correct, mistakes)

    def wrap(solve):
        return register(Exercise(id, kind, solve, statement, hints, correct, mistakes))

    return wrap


def _placeholder():
    """The function :func:`exercise` checks its arguments with."""


#: the games, each with its package of exercise sets and practice topics
#: (``cardkit/exercises/<game>/``: the game's set in ``__init__``, its topics
#: in ``topics.py``)
GAMES = ("cards", "scopa", "picchetto", "belote")
#: every fixed exercise set (the prefix of its ids) and the module, under
#: this package, that defines it; a test checks it against the modules found
SET_MODULES = {
    "cards": "cards",
    "scopa": "scopa",
    "picchetto": "picchetto",
    "belote": "belote",
    "picchetto_scoring": "picchetto.scoring",
    "picchetto_table": "picchetto.table",
    "piquet_auction": "picchetto.auction",
}


def set_module(name: str) -> str:
    """The full name of the module of exercise set ``name`` (a key of
    :data:`SET_MODULES`)."""
    need_choice("set_module", "name", name, tuple(SET_MODULES))
    return f"{__package__}.{SET_MODULES[name]}"


def load_sets() -> None:
    """Import every exercise set, so that :func:`exercises` lists them all."""
    for name in SET_MODULES:
        importlib.import_module(set_module(name))


def _load_set(name: str) -> None:
    if name in SET_MODULES:
        importlib.import_module(set_module(name))


def get(id: str):
    """The exercise with this id, importing its set module if needed; a
    generated question's id (``"scopa-primiera:normal:17"``) gives its
    :class:`~cardkit.exercises.practice.Question`."""
    if not isinstance(id, str):
        return None
    if ":" in id:
        if _GENERATED is None:
            return None
        try:
            return _GENERATED(id)
        except CardkitError:
            return None
    if id not in _REGISTRY and "-" in id:
        _load_set(id.rsplit("-", 1)[0])
    return _REGISTRY.get(id)


def exercises(set: str | None = None) -> list[Exercise]:
    """Every registered exercise (of one set), sorted by id."""
    _need.need("exercises", "set", set, set is None or (
        isinstance(set, str) and 0 < len(set) <= 40 and set.isidentifier()), "set")
    if set is not None:
        _load_set(set)
    return [ex for key, ex in sorted(_REGISTRY.items()) if set is None or ex.set == set]


def evaluate(id: str, answer, record: bool = False) -> Result:
    """Check an answer without printing: returns a :class:`Result`.  Only
    with ``record`` (as :func:`check` does) is a wrong answer counted as a
    try, so that a grader re-reading answers does not raise the hints."""
    _need.need("evaluate", "record", record, isinstance(record, bool), "bool")
    ex = get(id)
    if ex is None:
        return _unknown(id)
    return ex.evaluate(answer, record=record)


def _unknown(id) -> Result:
    """The result for an id no exercise has (quoted short, whatever it is)."""
    shown = id if isinstance(id, str) and len(id) <= _need.ID_LIMIT and id.isprintable() else i18n.shorten(id)
    return Result(shown, "unknown", i18n.tr("check.unknown", id=i18n.Quoted(id)))


def check(id: str, answer) -> None:
    """Check an answer and print one line of feedback (nothing is returned,
    so a notebook shows only that line).  A second and third wrong try of
    the same exercise show stronger hints.  ``id`` must be an id
    (a text); whatever the answer is, one short line is printed."""
    _need.need_id("check", id)
    result = evaluate(id, answer, record=True)
    log(result)
    print(result.line)
    found = get(id)
    record_check(id, answer, None if found is None else found.kind)


def reveal(id: str) -> None:
    """Show the answer of an exercise or generated question ("show me"): a
    deliberate step, printed as one line starting with ◆ and recorded with
    status ``revealed`` (the grader and the quiz score count it as shown,
    not as right).  In a notebook it is also recorded for the grader like a
    check, in a way that hiding the cell's output does not silence."""
    _need.need_id("reveal", id)
    ex = get(id)
    if ex is None:
        result = _unknown(id)
    elif not isinstance(ex, Exercise):
        ex.reveal()  # a generated question prints and records itself
        return
    else:
        result = ex.reveal()
    log(result)
    print(result.line)
    if result.status == "revealed":
        record_reveal(result.id)


def revealed(id) -> bool:
    """Whether the answer of ``id`` was shown with :func:`reveal` in this
    session (an nbgrader test cell gives no point for it)."""
    return any(r.status == "revealed" and r.id == id for r in _LOG)


def results() -> list[Result]:
    """Every result ``check`` printed in this session, oldest first."""
    return list(_LOG)


def results_json() -> str:
    """The latest result per exercise id, as JSON (read by the grader)."""
    latest = {r.id: r for r in _LOG}
    return json.dumps(
        [{"id": r.id, "status": r.status, "answer": r.answer} for _, r in sorted(latest.items())],
        ensure_ascii=False,
    )
