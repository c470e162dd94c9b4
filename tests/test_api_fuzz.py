"""The whole public API, found by introspection, fed hostile values (issue 21).

Nothing here lists functions.  The surface is discovered:

* every name in ``__all__`` of every public module of ``cardkit`` (a module
  without ``__all__``: the public names it defines), found by walking the
  package — engines, ``lesson``, ``coach``, ``exercises``, the classroom
  tools, ``svg``, ``i18n``, the widgets;
* every class among them is called (its constructor) and, on specimens of
  it, every public method is called and every public property read;
* specimens are the presets of each game's ``PRESETS``, states of every
  preset (new and a few moves in), their legal moves, views and hints, a
  default instance of each class that can be built without arguments, and
  every kit object a fuzzed call returns (so the surface reached from a
  state — its view, its records, its hint — is fuzzed too).

Each callable gets every value of :func:`hostile_values` in each of its
parameters (the others also hostile, in rotation).  Accepted: a result, or
a :class:`~cardkit.CardkitError` whose message is one line of at most
:data:`MESSAGE_LIMIT` characters in both languages.  An exception raised
by a hostile object's own method (an ``__iter__`` or ``__bool__`` that
raises) is that object's and may pass through, as in Python itself; an
exception raised by the kit's code is not.  Methods a kit class inherits
from Python's own types (``list.pop`` of a ``CardList``) behave as Python's
and are not fuzzed.  Anything else — a raw
exception, a hang over :data:`HANG_S` s, more than :data:`OUTPUT_LIMIT`
characters printed — is a failure, reported with the call that made it.
The list of what was fuzzed and how often is printed and written to
``test-artifacts/api-fuzz.txt``.  A new public function is fuzzed the day it
is added; the few exemptions are in :data:`EXEMPT`, each with its reason.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import io
import math
import os
import random
import signal
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

import cardkit
from cardkit import CardkitError, i18n
from kit_modules import kit_module_names

#: the longest message a refusal may have, in either language
MESSAGE_LIMIT = 160
#: a call using more than this many seconds of CPU is a hang (CPU time, not
#: wall-clock time: a busy machine does not make a call look hung)
HANG_S = 5.0
#: a call printing more than this is a flood
OUTPUT_LIMIT = 20_000
ARTIFACT = Path(__file__).resolve().parent.parent / "test-artifacts" / "api-fuzz.txt"

#: what is not fuzzed, and why (module, or module.name, or Class.method)
EXEMPT = {
    # entry points of the command-line tools: argv is what argparse reads
    # (bad options end in usage and exit status 2, as every command does);
    # a hostile *list* can be a valid command line that grades or builds for
    # minutes.  Each tool's own tests cover its command line.
    "main": "command-line entry points (argparse answers bad options; their tests cover them)",
    # Voilà builds its kernel manager from its configuration; nobody calls it
    "cardkit.projector.kernels": "Voilà's kernel manager, made by Voilà from its config",
    # running the projector server or the class's notebooks is what these do
    "cardkit.classroom.grade.Runner": "starts a runner process per notebook (its tests drive it)",
    "cardkit.classroom.grade.run_notebook": "starts a kernel per call (its tests drive it)",
    "cardkit.classroom.grade.grade": "starts kernels for the notebooks named (its tests drive it)",
    "cardkit.classroom.grade.grade_notebook": "starts a kernel (its tests drive it)",
    "cardkit.classroom.build.build": "executes notebooks (its tests drive it)",
    "cardkit.classroom.build.build_all": "executes notebooks (its tests drive it)",
}


# --------------------------------------------------------------------------
# hostile values
# --------------------------------------------------------------------------

class AlwaysEqual:
    """Equal to everything, hash 0."""

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0


class NoHash:
    __hash__ = None  # type: ignore[assignment]


class BadStr:
    """Breaks when shown."""

    def __str__(self):
        raise RuntimeError("str")

    def __repr__(self):
        raise RuntimeError("repr")

    def __format__(self, spec):
        raise RuntimeError("format")


class BadIter:
    def __iter__(self):
        raise RuntimeError("iter")

    def __len__(self):
        return 3


class LiarLen:
    def __len__(self):
        return 10**12

    def __iter__(self):
        return iter(())


class BadIndex:
    def __index__(self):
        raise RuntimeError("index")

    def __int__(self):
        raise RuntimeError("int")


class BadBool:
    def __bool__(self):
        raise RuntimeError("bool")


def _deep(n: int):
    value: list = []
    for _ in range(n):
        value = [value]
    return value


def _others():
    """Objects of the three games, to hand to another game's functions."""
    from cardkit.belote import PRESETS as B
    from cardkit.picchetto import PRESETS as P
    from cardkit.scopa import PRESETS as S

    scopa, picchetto, belote = S["SCOPA_2"].new_game(1), P["ITALIANO"].new_game(1), B["BELOTE"].new_game(1)
    return [
        ("Scopa rules", S["SCOPA_2"]), ("Picchetto rules", P["ITALIANO"]), ("Belote rules", B["BELOTE"]),
        ("a Scopa state", scopa), ("a Picchetto state", picchetto), ("a Belote state", belote),
        ("a Scopa move", scopa.legal_moves()[0]), ("a Picchetto move", picchetto.legal_moves()[0]),
        ("a Belote move", belote.legal_moves()[0]), ("an Italian card", cardkit.CARDS[6]),
        ("a French card", cardkit.card("AS")), ("a card set", cardkit.CardSet("7d Ab")),
    ]


def hostile_values() -> list[tuple[str, object]]:
    values = [
        ("None", None), ("True", True), ("False", False), ("-1", -1), ("-10**6", -10**6), ("10**6", 10**6),
        ("2**64", 2**64), ("10**5000", 10**5000), ("1.5", 1.5), ("-0.0", -0.0), ("nan", math.nan),
        ("inf", math.inf), ("-inf", -math.inf), ("1j", 1j), ("b'7d'", b"7d"), ("bytes 100", b"\xff" * 100),
        ("bytearray", bytearray(b"AS")), ("''", ""), ("' '", " "), ("'7d'", "7d"), ("'x'*300", "x" * 300),
        ("'x'*10**5", "x" * 10**5), ("controls", "\x00\x1b[31m\n\r\t\u202e"), ("emoji", "🂡🂢"),
        ("'-1'", "-1"), ("'it'", "it"), ("'1e9'", "1e9"), ("[]", []), ("[1]", [1]), ("['7d', 5]", ["7d", 5]),
        ("nested", [[[[[]]]]]), ("deep", _deep(3000)), ("{}", {}), ("{'a': 1}", {"a": 1}), ("()", ()),
        ("(1, 2, 3)", (1, 2, 3)), ("set()", set()), ("frozenset", frozenset({1})),
        ("range(10**7)", range(10**7)), ("object()", object()), ("a class", type), ("print", print),
        ("a lambda", lambda *a, **k: None), ("always equal", AlwaysEqual()), ("no hash", NoHash()),
        ("bad str", BadStr()), ("bad iter", BadIter()), ("liar len", LiarLen()), ("bad index", BadIndex()),
        ("bad bool", BadBool()), ("a Random", random.Random(1)), ("a path", Path("no-such-file.json")),
    ]
    return values + _others()


# --------------------------------------------------------------------------
# the surface
# --------------------------------------------------------------------------

def public_modules() -> list[str]:
    return [name for name in kit_module_names()
            if not any(part.startswith("_") for part in name.split("."))
            and name not in EXEMPT]


def public_names(module) -> list[str]:
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n, v in vars(module).items()
                 if not n.startswith("_") and getattr(v, "__module__", None) == module.__name__]
    return sorted(set(names))


def is_kit(obj) -> bool:
    return (getattr(type(obj), "__module__", "") or "").startswith("cardkit")


class Hang(BaseException):
    """Raised by the alarm when a call has used HANG_S seconds of CPU."""


class Capped(io.TextIOBase):
    """Counts what is printed; keeps none of it."""

    def __init__(self):
        self.count = 0

    def writable(self):
        return True

    def write(self, text):
        self.count += len(text)
        return len(text)


HOSTILE_CLASSES = ("AlwaysEqual", "NoHash", "BadStr", "BadIter", "LiarLen", "BadIndex", "BadBool")


def _raised_by_a_hostile_object(exc: BaseException) -> bool:
    """Whether ``exc`` was raised in a method of one of the hostile classes above."""
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if last is None:
        return False
    code = last.tb_frame.f_code
    return code.co_filename == __file__ and code.co_qualname.split(".")[0] in HOSTILE_CLASSES


def _text(exc: BaseException) -> str:
    """``str(exc)``, whatever it holds (a 5,000-digit int cannot be shown)."""
    try:
        return str(exc)
    except Exception:  # noqa: BLE001
        return f"<{type(exc).__name__} that cannot be shown>"


def _where(exc: BaseException) -> str:
    """The kit's frame nearest to where ``exc`` was raised (file:line)."""
    tb, found = exc.__traceback__, "?"
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if "/cardkit/" in name:
            found = f"{name.split('/cardkit/', 1)[1]}:{tb.tb_lineno}"
        tb = tb.tb_next
    return found


def _alarm(signum, frame):
    raise Hang()


class Fuzz:
    """Calls, outcomes and failures of one module's fuzz."""

    def __init__(self, values):
        self.values = values
        self.calls = Counter()          # callable -> calls made
        self.failures: dict[str, list[str]] = defaultdict(list)
        self.found: list = []           # kit objects returned by calls (new specimens)

    def call(self, name: str, fn, args=(), kwargs=None, shown: str = "") -> None:
        kwargs = kwargs or {}
        self.calls[name] += 1
        out = Capped()
        previous = signal.signal(signal.SIGVTALRM, _alarm)
        signal.setitimer(signal.ITIMER_VIRTUAL, HANG_S)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                result = fn(*args, **kwargs)
        except Hang:
            self._fail(name, shown, f"hang: over {HANG_S:g} s of CPU")
            return
        except CardkitError as error:
            problem = None
            try:
                for lang in i18n.LANGUAGES:
                    text = error.message(lang)
                    if "\n" in text or not 0 < len(text) <= MESSAGE_LIMIT:
                        problem = f"{lang} message of {len(text)} characters: {text[:120]!r}"
                        break
            except Exception as exc:  # noqa: BLE001 - the message itself broke
                problem = f"the message broke: {type(exc).__name__}: {exc}"
            if problem:
                self._fail(name, shown, problem)
            return
        except BaseException as exc:  # noqa: BLE001 - every other exception is a failure
            if isinstance(exc, KeyboardInterrupt):
                raise
            if not _raised_by_a_hostile_object(exc):
                self._fail(name, shown, f"{type(exc).__name__}: {_text(exc)[:150]} [{_where(exc)}]")
            return
        finally:
            signal.setitimer(signal.ITIMER_VIRTUAL, 0)
            signal.signal(signal.SIGVTALRM, previous)
            cardkit.set_language("en")
        if out.count > OUTPUT_LIMIT:
            self._fail(name, shown, f"printed {out.count:,} characters")
        if is_kit(result) and len(self.found) < 200:
            self.found.append(result)

    def _fail(self, name, shown, problem) -> None:
        if len(self.failures[name]) < 5:
            self.failures[name].append(f"{shown}: {problem}")
        else:
            self.failures[name].append("")

    def callable_(self, name: str, fn) -> None:
        """Every hostile value in each parameter of ``fn`` (the others hostile too)."""
        try:
            params = list(inspect.signature(fn).parameters.values())
        except (TypeError, ValueError):
            params = []
        positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        keywords = [p for p in params if p.kind == p.KEYWORD_ONLY]
        required = [p for p in positional if p.default is p.empty]
        n = len(self.values)
        if not positional and not keywords:
            self.call(name, fn, shown="()")
            return
        for k, (label, value) in enumerate(self.values):
            # the value in every required position (and the first optional one)
            slots = max(1, len(required)) if positional else 0
            args = [value] + [self.values[(k + j) % n][1] for j in range(1, slots)]
            if positional:
                self.call(name, fn, args, shown=f"({label}{', …' * (slots > 1)})")
            # the value as each optional or keyword-only parameter
            base = [self.values[(k + j + 7) % n][1] for j in range(len(required))]
            for p in positional[len(required):] + keywords:
                self.call(name, fn, base, {p.name: value}, shown=f"({p.name}={label})")


def specimens() -> list:
    """Kit objects to call methods on (see the module docstring)."""
    from cardkit.belote import PRESETS as B
    from cardkit.picchetto import PRESETS as P
    from cardkit.scopa import PRESETS as S

    found = []
    for presets in (S, P, B):
        for rules in presets.values():
            found.append(rules)
            for steps in (0, 5):
                state = rules.new_game(3)
                rng = random.Random(steps)
                for _ in range(steps):
                    if not state.is_over():
                        state.play(rng.choice(state.legal_moves()))
                found.append(state)
                found.extend(state.legal_moves()[:2])
            # what a state hands out: a player's view, a finished deal's records and hint
            state = rules.new_game(5)
            rng = random.Random(5)
            deals = lambda s: len(getattr(s, "deal_results", getattr(s, "deal_scores", ())) or ()) or getattr(
                s, "hands_played", 0)
            for _ in range(2000):
                if state.is_over() or deals(state) >= 1:
                    break
                state.play(rng.choice(state.legal_moves()))
            found.append(state)
            for method, args in (("view", (0,)), ("hand_record", (0,)), ("hand_log", (0,)), ("deal_log", (0,))):
                try:
                    found.append(getattr(state, method)(*args))
                except Exception:  # noqa: BLE001 - not every game has every record
                    pass
    return found


def instances_of(cls, pool) -> list:
    """Up to two fresh-enough specimens of ``cls``: from the pool, or ``cls()``."""
    mine = [o for o in pool if type(o) is cls][:2]
    if not mine:
        try:
            with contextlib.redirect_stdout(Capped()):
                mine = [cls()]
        except Exception:  # noqa: BLE001 - a class that needs arguments has no default specimen
            mine = []
    return mine


def fuzz_module(module_name: str) -> Fuzz:
    module = importlib.import_module(module_name)
    fuzz = Fuzz(hostile_values())
    pool = specimens()
    classes = []
    for name in public_names(module):
        qual = f"{module_name}.{name}"
        if name in EXEMPT or qual in EXEMPT:
            continue
        obj = getattr(module, name, None)
        if inspect.isclass(obj):
            if issubclass(obj, BaseException):
                continue
            fuzz.callable_(f"{obj.__name__}()", obj)
            classes.append(obj)
        elif callable(obj) and not isinstance(obj, (i18n.Term,)):
            fuzz.callable_(qual, obj)
    pool += fuzz.found
    for cls in classes:
        if getattr(cls, "__module__", "") != module_name and module_name != getattr(
                sys.modules.get(cls.__module__), "__name__", None):
            # a class re-exported here is fuzzed with the module that defines it
            if any(m == cls.__module__ for m in public_modules()):
                continue
        fuzz_methods(fuzz, cls, pool)
    return fuzz


def _defined_by_the_kit(cls, name: str) -> bool:
    """Whether ``name`` is defined by a class of the kit in ``cls``'s MRO
    (not inherited from Python's own list, set, object...)."""
    for klass in cls.__mro__:
        if name in vars(klass):
            return (klass.__module__ or "").startswith("cardkit")
    return False


def fuzz_methods(fuzz: Fuzz, cls, pool) -> None:
    for instance in instances_of(cls, pool):
        for name, member in inspect.getmembers(type(instance)):
            if name.startswith("_") or f"{cls.__name__}.{name}" in EXEMPT:
                continue
            qual = f"{cls.__name__}.{name}"
            if not _defined_by_the_kit(type(instance), name):
                continue
            if isinstance(member, property):
                fuzz.call(qual, getattr, (instance, name), shown="(read)")
            elif inspect.isfunction(member) or isinstance(
                    inspect.getattr_static(type(instance), name), (classmethod, staticmethod)):
                try:
                    bound = getattr(instance, name)
                except Exception as exc:  # noqa: BLE001 - reading a method must not fail
                    fuzz._fail(qual, "(getattr)", f"{type(exc).__name__}: {exc}")
                    continue
                if callable(bound) and not inspect.isclass(bound):
                    fuzz.callable_(qual, bound)


# --------------------------------------------------------------------------
# the tests
# --------------------------------------------------------------------------

MODULES = public_modules()
_REPORT: dict[str, Fuzz] = {}


def test_the_surface_is_found_by_walking_the_kit():
    assert {"cardkit.cards", "cardkit.coach", "cardkit.svg", "cardkit.i18n", "cardkit.lesson",
            "cardkit.exercises", "cardkit.classroom.worksheet", "cardkit.widgets"} <= set(MODULES)
    assert len(MODULES) > 60


@pytest.mark.parametrize("module_name", MODULES)
def test_every_public_callable_answers_or_refuses_in_one_short_sentence(module_name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)             # a hostile path writes here, if anywhere
    fuzz = fuzz_module(module_name)
    _REPORT[module_name] = fuzz
    lines = [f"{len(fuzz.calls)} callables, {sum(fuzz.calls.values()):,} calls"]
    lines += [f"  {name}: {n}" for name, n in sorted(fuzz.calls.items())]
    _write_report(module_name, lines)
    failed = {name: [x for x in problems if x] for name, problems in fuzz.failures.items()}
    summary = "\n".join(f"{name} ({len(fuzz.failures[name])} bad calls): " + " | ".join(problems)
                        for name, problems in sorted(failed.items()))
    assert not failed, f"{len(failed)} callables of {module_name} failed:\n{summary}"


def _write_report(module_name: str, lines: list[str]) -> None:
    ARTIFACT.parent.mkdir(exist_ok=True)
    mode = "a" if ARTIFACT.exists() and os.environ.get("PYTEST_XDIST_WORKER") else "a"
    with open(ARTIFACT, mode, encoding="utf-8") as f:
        f.write(f"{module_name}: " + "\n".join(lines) + "\n")
    print(f"[fuzz] {module_name}: {lines[0]}")
