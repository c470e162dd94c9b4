"""Practice that never runs out: exercise *topics* that make fresh questions.

A :class:`Topic` is a kind of exercise with a position (the primiera of a
pile, the legal cards of a Belote hand, the punto of two Picchetto hands…).
From a seed and a difficulty it *generates* a position, and the same checker
reads, compares and explains every answer.  A :class:`Question` is one
topic, one difficulty and one seed; its id reads
``"scopa-primiera:normal:17"``, so ``check(question_id, answer)`` works like
the fixed exercises' ``check("scopa-08", answer)``, and a grader or a
teacher's answer key rebuilds exactly the same question from the id.

Positions are not random heaps: a topic generates them so that **the rule
under test decides the answer**.  Each topic names the *misconception* that
rule guards against (``misconception(data)``: the answer a learner gets by
forgetting the rule — a primiera with a missing suit, a legal-cards question
where the partner is master…) and keeps only positions where that answer is
wrong.  The property tests check, over a thousand seeds per topic, that the
engine's answer is the one expected, that the misconception differs from it
and that the checker calls it wrong with the topic's own diagnosis.

Feedback never hands over the answer: a wrong answer gets the diagnosis of
the mistake (in terms of the rule) and a hint that grows stronger on the
second and third wrong try; seeing the answer is a separate, deliberate step
(:meth:`Question.reveal`, recorded as ``revealed``).

Learner API::

    from cardkit.exercises import practice, progress
    practice("scopa-primiera", n=5)          # five fresh questions, drawn
    practice("scopa", n=10, seed=3)          # a mix of every Scopa topic
    q = question("scopa-primiera", seed=17)  # one question
    q.check(81); q.reveal()
    progress()                               # which rules practised, which missed

Adding a topic: subclass :class:`Topic` (see its docstring), register it
with :func:`register_topic` in a module ``cardkit/exercises/topics_<game>.py``
listed in :data:`TOPIC_MODULES`.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from typing import Any

from .. import i18n
from ..errors import CardkitError
from ..svg import html_images
from .answers import AnswerError, Kind
from .core import _LOG, ANSWER_SHOWN, Result, check, generated_questions, log, read_answer
from .record import record_reveal

DIFFICULTIES = ("easy", "normal", "hard")
GAMES = ("cards", "scopa", "picchetto", "belote")
#: the modules that define topics, imported on first use
TOPIC_MODULES = tuple(f"{__package__}.topics_{g}" for g in GAMES)

i18n.register({
    "practice.bad_topic": {
        "en": "{name} is not a practice topic or game: try a game ({some}) or a topic such as 'scopa-primiera'",
        "it": "{name} non è un argomento o un gioco da esercitare: prova un gioco ({some}) "
              "o un argomento come 'scopa-primiera'",
    },
    "practice.bad_difficulty": {
        "en": "{value} is not a difficulty: choose 'easy', 'normal' or 'hard'",
        "it": "{value} non è una difficoltà: scegli 'easy' (facile), 'normal' (normale) o 'hard' (difficile)",
    },
    "practice.bad_seed": {
        "en": "the seed must be a whole number from 0 to 10**9, not {value}",
        "it": "il seme deve essere un numero intero da 0 a 10**9, non {value}",
    },
    "practice.bad_set_seed": {
        "en": "a set's seed must be a whole number from 0 to 999999, not {value}",
        "it": "il seme di una serie deve essere un numero intero da 0 a 999999, non {value}",
    },
    "practice.bad_n": {
        "en": "the number of questions must be a whole number from 1 to 100, not {value}",
        "it": "il numero di domande deve essere un intero da 1 a 100, non {value}",
    },
    "practice.bad_id": {
        "en": "{value} is not a question id: ids look like 'scopa-primiera:normal:17'",
        "it": "{value} non è il nome di una domanda: i nomi sono come 'scopa-primiera:normal:17'",
    },
    "practice.title": {
        "en": "Question {n} · {rule} · {difficulty} · seed {seed}",
        "it": "Domanda {n} · {rule} · {difficulty} · seed {seed}",
    },
    "practice.difficulty.easy": {"en": "easy", "it": "facile"},
    "practice.difficulty.normal": {"en": "normal", "it": "normale"},
    "practice.difficulty.hard": {"en": "hard", "it": "difficile"},
    "practice.set": {
        "en": "{n} questions on {what} ({difficulty}), set number {seed}: answer each with "
              "check(<its id>, answer) or by clicking",
        "it": "{n} domande su {what} ({difficulty}), serie numero {seed}: rispondi a ciascuna con "
              "check(<il suo nome>, risposta) o con un clic",
    },
    "practice.hint_level": {"en": "hint {n}: {hint}", "it": "suggerimento {n}: {hint}"},
    "practice.progress.title": {
        "en": "Your practice so far (this session)",
        "it": "Il tuo esercizio finora (in questa sessione)",
    },
    "practice.progress.row": {
        "en": "{mark} {rule}: {right} right of {tried} tried{extra}",
        "it": "{mark} {rule}: {right} giuste su {tried} provate{extra}",
    },
    "practice.progress.revealed": {"en": ", {n} answers shown", "it": ", {n} risposte mostrate"},
    "practice.progress.none": {
        "en": "No practice yet: try practice('scopa') or practice('belote-legal-cards', n=3)",
        "it": "Nessun esercizio ancora: prova practice('scopa') o practice('belote-legal-cards', n=3)",
    },
    "practice.progress.todo": {"en": "still to try: {rules}", "it": "ancora da provare: {rules}"},
})


# --------------------------------------------------------------------------
# Topics
# --------------------------------------------------------------------------

class Topic:
    """A kind of exercise that generates fresh positions.  Subclass it:

    * ``name`` — the id prefix, ``"<game>-<what>"`` (``"scopa-primiera"``);
      ``game`` one of :data:`GAMES`; ``kind`` the answer kind
      (:mod:`cardkit.exercises.answers`);
    * ``ui`` — how a widget takes the answer: ``"cards"`` (click cards among
      :meth:`offered`), ``"card"`` (click one card), ``"choice"`` (a button per
      :meth:`choices`), ``"number"`` or ``"text"``;
    * ``texts`` — ``{"rule", "statement", "hint1", "hint2", "hint3",
      "correct", <mistake keys>…}``, each ``{"en": …, "it": …}``; templates
      may use the keys of :meth:`params` and ``{answer}`` (the learner's
      answer); the ``correct`` text may also use ``{expected}``.  A value
      that must follow the language is an :class:`cardkit.i18n.Term`.  Hints
      and mistake texts must never contain the answer;
    * :meth:`generate` ``(rng, difficulty) -> data``: a position as a dict of
      plain values (strings, numbers, lists), such that the rule under test
      decides the answer — :meth:`solve` and :meth:`misconception` differ;
    * :meth:`solve` ``(data)``: the answer, computed with the engine (a
      value the kind reads — never ``None``, which reads as "no answer yet");
    * :meth:`misconception` ``(data)``: the answer of a learner who forgets
      the rule under test;
    * :meth:`diagnose` ``(given, expected, data)``: a mistake key of
      ``texts`` (or ``(key, params)``) for a wrong answer, or None;
    * :meth:`picture` ``(data)``: what the question draws (an object with
      ``_repr_svg_``/``_repr_html_``), or None.
    """

    name = ""
    game = ""
    kind: Kind = None  # type: ignore[assignment]
    ui = "text"
    texts: dict = {}

    def generate(self, rng: random.Random, difficulty: str) -> dict:
        raise NotImplementedError

    def solve(self, data: dict):
        raise NotImplementedError

    def misconception(self, data: dict):
        raise NotImplementedError

    def diagnose(self, given, expected, data: dict):
        return None

    def params(self, data: dict) -> dict:
        """Values for the templates (statement, hints, mistakes)."""
        return {}

    def picture(self, data: dict):
        return None

    def offered(self, data: dict) -> list:
        """The cards a learner may click (``ui == "cards"``/``"card"``)."""
        return []

    def choices(self, data: dict) -> list:
        """The answers offered as buttons (``ui == "choice"``): values the
        kind reads; their labels are ``kind.show(kind.read(value))``."""
        return []

    # -- provided ---------------------------------------------------------------
    def key(self, part: str) -> str:
        return f"practice.{self.name}.{part}"

    def rule(self, lang: str | None = None) -> str:
        return i18n.tr(self.key("rule"), lang)

    def __repr__(self) -> str:
        return f"<Topic {self.name}>"


_TOPICS: dict[str, Topic] = {}


def register_topic(topic: Topic) -> Topic:
    """Register a topic (and its texts in the message catalogue)."""
    if not topic.name or "-" not in topic.name or ":" in topic.name or topic.game not in GAMES:
        raise ValueError(f"a topic needs a name '<game>-<what>' and a game in {GAMES}: {topic!r}")
    if not topic.name.startswith(topic.game + "-"):
        raise ValueError(f"topic {topic.name!r} must start with its game {topic.game!r}")
    needed = {"rule", "statement", "hint1", "hint2", "hint3", "correct"}
    missing = needed - set(topic.texts)
    if missing:
        raise ValueError(f"topic {topic.name!r} lacks the texts {sorted(missing)}")
    for k, t in topic.texts.items():
        if set(t) != set(i18n.LANGUAGES):
            raise ValueError(f"topic {topic.name!r}: text {k!r} must be given in {i18n.LANGUAGES}")
    i18n.register({topic.key(k): t for k, t in topic.texts.items()})
    _TOPICS[topic.name] = topic
    return topic


def _load_all() -> None:
    for mod in TOPIC_MODULES:
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            if exc.name != mod:
                raise


def topics(game: str | None = None) -> list[Topic]:
    """Every topic (of one game), sorted by name."""
    _load_all()
    return [t for n, t in sorted(_TOPICS.items()) if game is None or t.game == game]


def topic(name: str) -> Topic:
    _load_all()
    t = _TOPICS.get(name) if isinstance(name, str) else None
    if t is None:
        raise CardkitError("practice.bad_topic", name=_short(name), some=", ".join(map(repr, GAMES)))
    return t


def _short(value, limit: int = 60) -> str:
    """A short repr of a user's value (never raises, whatever it is)."""
    return i18n.shorten(value, limit)


def _check_difficulty(value) -> str:
    if value not in DIFFICULTIES:
        raise CardkitError("practice.bad_difficulty", value=_short(value))
    return value


def _check_seed(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**9:
        raise CardkitError("practice.bad_seed", value=_short(value))
    return value


# --------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------

_ATTEMPTS: dict[str, int] = {}       # wrong tries per question id, this session
_REVEALED: set[str] = set()


@dataclasses.dataclass(frozen=True)
class Question:
    """One generated question: a topic, a difficulty and a seed.  The
    position is rebuilt from these three whenever it is needed."""

    topic: str
    seed: int
    difficulty: str = "normal"

    @property
    def id(self) -> str:
        return f"{self.topic}:{self.difficulty}:{self.seed}"

    @classmethod
    def from_id(cls, text) -> "Question":
        parts = text.split(":") if isinstance(text, str) and len(text) < 120 else []
        if len(parts) != 3 or not parts[2].isdigit():
            raise CardkitError("practice.bad_id", value=_short(text))
        name, difficulty, seed = parts
        topic(name)
        return cls(name, _check_seed(int(seed)), _check_difficulty(difficulty))

    @property
    def _topic(self) -> Topic:
        return topic(self.topic)

    @property
    def data(self) -> dict:
        return _generate(self.topic, self.difficulty, self.seed)

    @property
    def set(self) -> str:
        return self.topic

    @property
    def kind(self) -> Kind:
        """How this question's answers are read (its topic's kind)."""
        return self._topic.kind

    def statement(self, lang: str | None = None) -> str:
        t = self._topic
        return i18n.tr(t.key("statement"), lang, **t.params(self.data))

    def hints(self, lang: str | None = None) -> list[str]:
        t = self._topic
        p = t.params(self.data)
        return [i18n.tr(t.key(f"hint{n}"), lang, **p) for n in (1, 2, 3)]

    def picture(self):
        return self._topic.picture(self.data)

    def _expected(self):
        t = self._topic
        return t.kind.read(t.solve(self.data))

    # -- checking ------------------------------------------------------------------
    def evaluate(self, answer, record: bool = True):
        """The :class:`~cardkit.exercises.core.Result` for ``answer``; a wrong
        answer counts as a try (hints grow stronger) when ``record``."""
        t = self._topic
        if answer is ... or answer is None:
            return Result(self.id, "unanswered", i18n.tr("check.unanswered", id=self.id))
        try:
            given = read_answer(t.kind, answer)
        except AnswerError as exc:
            return Result(self.id, "invalid", i18n.tr("check.invalid", id=self.id, why=exc.message()),
                          _short(answer, 40))
        data = self.data
        expected = self._expected()
        params = dict(t.params(data), answer=i18n.clip(t.kind.show(given), ANSWER_SHOWN))
        if t.kind.same(given, expected):
            why = i18n.tr(t.key("correct"), **params, expected=t.kind.show(expected))
            return Result(self.id, "correct", i18n.tr("check.correct", id=self.id, why=why), params["answer"])
        tries = _ATTEMPTS.get(self.id, 0) + (1 if record else 0)
        if record:
            _ATTEMPTS[self.id] = tries
        parts = []
        try:
            found = t.diagnose(given, expected, data)
        except CardkitError as exc:  # the answer holds what the position cannot (a card of another deck…)
            return Result(self.id, "invalid", i18n.tr("check.invalid", id=self.id, why=exc.message()),
                          params["answer"])
        if found:
            key, extra = (found, {}) if isinstance(found, str) else found
            parts.append(i18n.tr(t.key(key), **{**params, **extra}))
        level = min(max(tries, 1), 3)
        parts.append(i18n.tr("practice.hint_level", n=level, hint=i18n.tr(t.key(f"hint{level}"), **params)))
        return Result(self.id, "wrong", i18n.tr("check.wrong", id=self.id, why=" — ".join(parts)),
                      params["answer"])

    def check(self, answer) -> None:
        """Check an answer and print one line (see :func:`cardkit.exercises.check`)."""
        check(self.id, answer)

    def reveal(self) -> None:
        """Show the answer, with why: a deliberate step, recorded (the
        grader and :func:`progress` count it as *revealed*)."""
        t = self._topic
        expected = self._expected()
        shown = t.kind.show(expected)
        why = i18n.tr(t.key("correct"), **t.params(self.data), answer=shown, expected=shown)
        result = Result(self.id, "revealed", i18n.tr("check.revealed", id=self.id, answer=shown, why=why),
                        None)
        _REVEALED.add(self.id)
        log(result)
        print(result.line)
        record_reveal(self.id)

    # -- display -------------------------------------------------------------------
    def _repr_html_(self) -> str:
        from xml.sax.saxutils import escape
        pic = self.picture()
        drawn = ""
        if pic is not None:
            html = getattr(pic, "_repr_html_", None)
            svg = getattr(pic, "_repr_svg_", None)
            drawn = (html() if html else None) or (svg() if svg else "") or ""
            drawn = html_images(drawn)  # pictures as images: shown in an untrusted notebook too
        return (f"<div class='cardkit-question'><p><b>{escape(self.id)}</b> — "
                f"{escape(self.statement())}</p>{drawn}</div>")

    def __str__(self) -> str:
        pic = self.picture()
        return f"{self.id}: {self.statement()}" + (f"\n{pic}" if pic is not None else "")

    def __repr__(self) -> str:
        return f"Question({self.topic!r}, seed={self.seed}, difficulty={self.difficulty!r})"


def _generate(name: str, difficulty: str, seed: int) -> dict:
    cached = _CACHE.get((name, difficulty, seed))
    if cached is None:
        rng = random.Random(f"practice/{name}/{difficulty}/{seed}")
        cached = topic(name).generate(rng, difficulty)
        if len(_CACHE) > 4096:
            _CACHE.clear()
        _CACHE[(name, difficulty, seed)] = cached
    return cached


_CACHE: dict[tuple, Any] = {}


def question(name: str, seed: int = 0, difficulty: str = "normal") -> Question:
    """One generated question of topic ``name``."""
    topic(name)
    return Question(name, _check_seed(seed), _check_difficulty(difficulty))


_NEXT_SET = [1]


class PracticeSet:
    """A numbered set of generated questions; draws itself and lists the ids."""

    def __init__(self, what: str, questions: list, seed: int, difficulty: str):
        self.what = what
        self.questions = list(questions)
        self.seed = seed
        self.difficulty = difficulty

    def __iter__(self):
        return iter(self.questions)

    def __len__(self) -> int:
        return len(self.questions)

    def __getitem__(self, i) -> Question:
        return self.questions[i]

    def heading(self, lang: str | None = None) -> str:
        return i18n.tr("practice.set", lang, n=len(self), what=self.what, seed=self.seed,
                       difficulty=i18n.tr(f"practice.difficulty.{self.difficulty}", lang))

    def _repr_html_(self) -> str:
        from xml.sax.saxutils import escape
        return (f"<div><p>{escape(self.heading())}</p>"
                + "".join(q._repr_html_() for q in self.questions) + "</div>")

    def __str__(self) -> str:
        return "\n".join([self.heading()] + [str(q) for q in self.questions])

    def __repr__(self) -> str:
        return f"<PracticeSet {self.what} #{self.seed}: {len(self)} questions>"


def practice(what: str, n: int = 5, difficulty: str = "normal", seed: int | None = None) -> PracticeSet:
    """``n`` fresh questions on a topic (``"scopa-primiera"``) or a mix of a
    whole game's topics (``"scopa"``).  Without ``seed`` the sets of this
    session are numbered 1, 2, 3…, so asking again gives new questions and a
    notebook run from the top gives the same ones."""
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 100:
        raise CardkitError("practice.bad_n", value=_short(n))
    _check_difficulty(difficulty)
    if seed is None:
        seed = _NEXT_SET[0]
        _NEXT_SET[0] += 1
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 10**6:
        raise CardkitError("practice.bad_set_seed", value=_short(seed))
    if what in GAMES:
        pool = [t.name for t in topics(what)]
        if not pool:
            raise CardkitError("practice.bad_topic", name=_short(what), some=", ".join(map(repr, GAMES)))
    else:
        pool = [topic(what).name]
    order = list(pool)
    random.Random(f"practice-set/{what}/{difficulty}/{seed}").shuffle(order)
    # question seeds 1000·set + 0, 1, 2…: readable ids, never shared by two sets
    qs = [Question(order[i % len(order)], seed * 1000 + i, difficulty) for i in range(n)]
    return PracticeSet(what, qs, seed, difficulty)


# --------------------------------------------------------------------------
# Progress
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class TopicProgress:
    topic: str
    tried: int
    right: int
    revealed: int

    @property
    def mastered(self) -> bool:
        return self.right > 0 and self.right >= self.tried - self.revealed and self.revealed == 0


class Progress:
    """What a learner has practised this session, topic by topic."""

    def __init__(self, rows: list, todo: list):
        self.rows = rows
        self.todo = todo

    def lines(self, lang: str | None = None) -> list[str]:
        if not self.rows:
            return [i18n.tr("practice.progress.none", lang)]
        out = [i18n.tr("practice.progress.title", lang)]
        for r in self.rows:
            t = topic(r.topic)
            extra = i18n.tr("practice.progress.revealed", lang, n=r.revealed) if r.revealed else ""
            mark = "✔" if r.mastered else "✘"
            out.append("  " + i18n.tr("practice.progress.row", lang, mark=mark, rule=t.rule(lang),
                                      right=r.right, tried=r.tried, extra=extra))
        if self.todo:
            out.append(i18n.tr("practice.progress.todo", lang,
                               rules="; ".join(topic(n).rule(lang) for n in self.todo)))
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return str(self)


def progress(game: str | None = None) -> Progress:
    """Which rules this session practised (questions answered right, tried,
    answers shown) and which topics are still to try."""
    per: dict[str, dict] = {}
    for r in _LOG:
        if r.id.count(":") != 2 or r.status not in ("correct", "wrong", "revealed"):
            continue  # "no answer yet" and unreadable answers are not tries
        name = r.id.split(":")[0]
        if name not in _TOPICS or (game and _TOPICS[name].game != game):
            continue
        d = per.setdefault(name, {"ids": set(), "right": set(), "revealed": set()})
        d["ids"].add(r.id)
        if r.status == "correct":
            d["right"].add(r.id)
        elif r.status == "revealed":
            d["revealed"].add(r.id)
    rows = [TopicProgress(n, len(d["ids"]), len(d["right"] - d["revealed"]), len(d["revealed"]))
            for n, d in sorted(per.items())]
    todo = [t.name for t in topics(game) if t.name not in per]
    return Progress(rows, todo)


generated_questions(Question.from_id)  # so that check() and get() read these ids

__all__ = [
    "DIFFICULTIES", "GAMES", "Topic", "register_topic", "topics", "topic", "Question", "question",
    "PracticeSet", "practice", "Progress", "TopicProgress", "progress",
]
