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
with :func:`register_topic` in a module ``cardkit/exercises/<game>/topics.py``
listed in :data:`TOPIC_MODULES`.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import random
import threading
import zlib
from typing import Any

from .. import i18n
from ..errors import CardkitError
from ..svg import html_images
from ..options import need_bool, need_int
from .answers import AnswerError, Kind
from . import _need, journal
from .core import ANSWER_SHOWN, GAMES, Result, check, _generated_questions, log, read_answer
from .record import record_reveal

DIFFICULTIES = ("easy", "normal", "hard")
#: the modules that define topics (``cardkit/exercises/<game>/topics.py``),
#: imported on first use
TOPIC_MODULES = tuple(f"{__package__}.{g}.topics" for g in GAMES)

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
    "practice.abstract": {
        "en": "{name}: a Topic's subclass defines generate, solve and misconception",
        "it": "{name}: generate, solve e misconception li definisce una sottoclasse di Topic",
    },
    "practice.bad_topic_def": {
        "en": "register_topic: {name} needs a name '<game>-<what>', a game of {games} and every text in en and it",
        "it": "register_topic: {name} deve avere un nome '<gioco>-<cosa>', un gioco fra {games} e ogni testo in en e it",
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
        "en": "Your practice so far",
        "it": "Il tuo esercizio finora",
    },
    "practice.progress.set_row": {
        "en": "exercises {ids}: {right} right of {tried} tried{extra}",
        "it": "esercizi {ids}: {right} giusti su {tried} provati{extra}",
    },
    "practice.next.set": {
        "en": "{n} questions chosen from your record ({difficulty}), set number {seed}: the rules you "
              "missed most and longest ago first; answer each with check(<its id>, answer) or by clicking",
        "it": "{n} domande scelte dal tuo registro ({difficulty}), serie numero {seed}: prima le regole "
              "sbagliate più spesso e da più tempo; rispondi a ciascuna con check(<il suo nome>, risposta) "
              "o con un clic",
    },
    "practice.progress.row": {
        "en": "{mark} {rule}: {right} right of {tried} tried{extra}",
        "it": "{mark} {rule}: {right} giuste su {tried} provate{extra}",
    },
    "practice.progress.revealed": {"en": ", {n} answers shown", "it": ", {n} risposte mostrate"},
    "practice.progress.none": {
        "en": "No practice yet: try practice('scopa'), or practice.next() to choose for you",
        "it": "Nessun esercizio ancora: prova practice('scopa'), o practice.next() che sceglie per te",
    },
    "practice.progress.todo": {"en": "still to try: {rules}", "it": "ancora da provare: {rules}"},
})


# --------------------------------------------------------------------------
# Topics
# --------------------------------------------------------------------------

class Generated(dict):
    """A position made by a topic's :meth:`Topic.generate`: what the topic's
    other methods (``solve``, ``params``, ``picture``...) take."""


_MAKING = threading.local()        # depth of generate() calls running in this thread
#: the methods that take a generated position, and where it stands among their arguments
_DATA_METHODS = {"solve": 0, "misconception": 0, "params": 0, "picture": 0, "offered": 0, "choices": 0,
                 "diagnose": 2, "misconception_key": 0, "outcome": 0}


def _checked_generate(fn):
    @functools.wraps(fn)
    def generate(self, rng, difficulty):
        _need.need(f"{type(self).__name__}.generate", "rng", rng, isinstance(rng, random.Random), "rng")
        _check_difficulty(difficulty)
        _MAKING.depth = getattr(_MAKING, "depth", 0) + 1
        try:
            data = fn(self, rng, difficulty)
        finally:
            _MAKING.depth -= 1
        return Generated(data) if isinstance(data, dict) and not isinstance(data, Generated) else data
    generate._checked = True
    return generate


def _checked_data(name, fn, where):
    @functools.wraps(fn)
    def method(self, *args, **kwargs):
        data = args[where] if len(args) > where else kwargs.get("data")
        if not isinstance(data, Generated) and not getattr(_MAKING, "depth", 0):
            _need.refuse(f"{type(self).__name__}.{name}", "data", data, "generated")
        return fn(self, *args, **kwargs)
    method._checked = True
    return method


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

    def __init_subclass__(cls, **kwargs):
        """A subclass's ``generate`` checks its random generator and
        difficulty, and its methods taking a position check that it is one
        :meth:`generate` made (a :class:`Generated`; any dict while
        ``generate`` itself runs)."""
        super().__init_subclass__(**kwargs)
        for name, fn in list(vars(cls).items()):
            if not callable(fn) or getattr(fn, "_checked", False):
                continue
            if name == "generate":
                setattr(cls, name, _checked_generate(fn))
            elif name in _DATA_METHODS:
                setattr(cls, name, _checked_data(name, fn, _DATA_METHODS[name]))

    name = ""
    game = ""
    kind: Kind = None  # type: ignore[assignment]
    ui = "text"
    texts: dict = {}

    def generate(self, rng: random.Random, difficulty: str) -> dict:
        raise CardkitError("practice.abstract", name=type(self).__name__)

    def solve(self, data: dict):
        raise CardkitError("practice.abstract", name=type(self).__name__)

    def misconception(self, data: dict):
        raise CardkitError("practice.abstract", name=type(self).__name__)

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
        _need.need(f"{type(self).__name__}.key", "part", part,
                   isinstance(part, str) and 0 < len(part) <= 40 and part.isidentifier(), "part")
        return f"practice.{self.name}.{part}"

    def rule(self, lang: str | None = None) -> str:
        return i18n.tr(self.key("rule"), lang)

    def __repr__(self) -> str:
        return f"<Topic {self.name}>"


_TOPICS: dict[str, Topic] = {}


def register_topic(topic: Topic) -> Topic:
    """Register a topic (and its texts in the message catalogue)."""
    _need.need("register_topic", "topic", topic, isinstance(topic, Topic), "topic")
    name, game, texts = topic.name, topic.game, topic.texts
    needed = {"rule", "statement", "hint1", "hint2", "hint3", "correct"}
    ok = (isinstance(name, str) and isinstance(game, str) and game in GAMES and name.startswith(game + "-")
          and ":" not in name and len(name) <= 60 and isinstance(topic.kind, Kind)
          and isinstance(texts, dict) and needed <= set(texts)
          and all(isinstance(k, str) and k.isidentifier() and _need.is_texts(t) and set(t) == set(i18n.LANGUAGES)
                  for k, t in texts.items()))
    if not ok:
        raise CardkitError("practice.bad_topic_def", name=repr(topic), games=", ".join(GAMES))
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
    if not isinstance(value, str) or value not in DIFFICULTIES:
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

    def __post_init__(self):
        topic(self.topic)
        _check_seed(self.seed)
        _check_difficulty(self.difficulty)

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
        mistake = None
        if found:
            key, extra = (found, {}) if isinstance(found, str) else found
            parts.append(i18n.tr(t.key(key), **{**params, **extra}))
            mistake = key
        level = min(max(tries, 1), 3)
        parts.append(i18n.tr("practice.hint_level", n=level, hint=i18n.tr(t.key(f"hint{level}"), **params)))
        return Result(self.id, "wrong", i18n.tr("check.wrong", id=self.id, why=" — ".join(parts)),
                      params["answer"], mistake, parts[0] if mistake else None)

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
    """A numbered set of generated questions; draws itself and lists the ids.
    ``review`` marks a set :func:`practice_next` chose from the learner's
    record (``what`` is then its game, or ``"all"``)."""

    def __init__(self, what: str, questions: list, seed: int, difficulty: str, review: bool = False):
        self.review = need_bool("PracticeSet", "review", review)
        if not (isinstance(what, str) and (what in GAMES or (review and what == "all"))):
            topic(what)     # else a topic's name, or refused
        self.what = what
        self.questions = list(_need.need("PracticeSet", "questions", questions, isinstance(questions, (list, tuple))
                                         and all(isinstance(q, Question) for q in questions), "questions"))
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 10**6:
            raise CardkitError("practice.bad_set_seed", value=_short(seed))
        self.seed = seed
        self.difficulty = _check_difficulty(difficulty)

    @property
    def game(self) -> str | None:
        """The game of the set (None for a review of every game)."""
        if self.what in GAMES:
            return self.what
        return None if self.review else topic(self.what).game

    def at(self, difficulty: str) -> "PracticeSet":
        """The same topics and question numbers at another difficulty."""
        _check_difficulty(difficulty)
        return PracticeSet(self.what, [Question(q.topic, q.seed, difficulty) for q in self.questions],
                           self.seed, difficulty, self.review)

    def __iter__(self):
        return iter(self.questions)

    def __len__(self) -> int:
        return len(self.questions)

    def __getitem__(self, i) -> Question:
        return self.questions[i]

    def heading(self, lang: str | None = None) -> str:
        key = "practice.next.set" if self.review else "practice.set"
        return i18n.tr(key, lang, n=len(self), what=self.what, seed=self.seed,
                       difficulty=i18n.tr(f"practice.difficulty.{self.difficulty}", lang))

    def _repr_html_(self) -> str:
        from xml.sax.saxutils import escape
        return (f"<div><p>{escape(self.heading())}</p>"
                + "".join(q._repr_html_() for q in self.questions) + "</div>")

    def __str__(self) -> str:
        return "\n".join([self.heading()] + [str(q) for q in self.questions])

    def __repr__(self) -> str:
        review = "review of " if self.review else ""
        return f"<PracticeSet {review}{self.what} #{self.seed}: {len(self)} questions>"


def practice(what: str, n: int = 5, difficulty: str = "normal", seed: int | None = None) -> PracticeSet:
    """``n`` fresh questions on a topic (``"scopa-primiera"``) or a mix of a
    whole game's topics (``"scopa"``).  Without ``seed`` the sets of this
    session are numbered 1, 2, 3…, so asking again gives new questions and a
    notebook run from the top gives the same ones.

    ``practice.next(game=None, n=5)`` chooses the set for you from your
    record: the rules missed most and longest ago first, a rule never
    practised too, one step above the difficulty you have mastered (see
    :func:`practice_next`)."""
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
# Progress: read from the learner's lasting record (journal)
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class TopicProgress:
    """One topic in the record: questions ``tried`` (each id once),
    answered ``right`` (without the answer shown), ``revealed``;
    ``first_try`` questions right at the first try, ``misses`` questions
    whose first try was wrong or shown; ``last`` when last practised (UTC,
    ``"2026-12-02T09:15:03Z"``)."""

    topic: str
    tried: int
    right: int
    revealed: int
    first_try: int = 0
    misses: int = 0
    last: str = ""

    def __post_init__(self):
        topic(self.topic)
        _counts("TopicProgress", self, ("tried", "right", "revealed", "first_try", "misses"))
        _need.need("TopicProgress", "last", self.last, isinstance(self.last, str) and len(self.last) <= 40, "when")

    @property
    def mastered(self) -> bool:
        return self.right > 0 and self.right >= self.tried - self.revealed and self.revealed == 0


@dataclasses.dataclass(frozen=True)
class SetProgress:
    """The fixed exercises of one set (``"scopa"`` for ``scopa-01``…) in the record."""

    set: str
    tried: int
    right: int
    revealed: int
    last: str = ""
    ids: tuple = ()

    def __post_init__(self):
        _need.need("SetProgress", "set", self.set, isinstance(self.set, str) and 0 < len(self.set) <= 200, "set")
        _counts("SetProgress", self, ("tried", "right", "revealed"))
        _need.need("SetProgress", "last", self.last, isinstance(self.last, str) and len(self.last) <= 40, "when")
        _need.need("SetProgress", "ids", self.ids, isinstance(self.ids, tuple) and self.ids and all(
            isinstance(i, str) and 0 < len(i) <= 200 for i in self.ids), "ids")

    @property
    def span(self) -> str:
        """The ids tried, as ``"cards-01"`` or ``"cards-01 … cards-05"``."""
        return self.ids[0] if len(self.ids) == 1 else f"{self.ids[0]} … {self.ids[-1]}"


def _counts(owner: str, row, names) -> None:
    for name in names:
        value = getattr(row, name)
        need_int(owner, name, value, lo=0, hi=10**9)


class Progress:
    """What a learner has practised, topic by topic, from the lasting
    record (see :mod:`cardkit.exercises.journal`); :attr:`where` is the
    record's file (None when it is kept in the kernel only)."""

    def __init__(self, rows: list, todo: list, sets: list = (), place=None):
        need = _need.need
        self.rows = need("Progress", "rows", rows, isinstance(rows, (list, tuple)) and all(
            isinstance(r, TopicProgress) and r.topic in _TOPICS for r in rows), "topic_rows")
        self.todo = need("Progress", "todo", todo, isinstance(todo, (list, tuple)) and all(
            isinstance(n, str) and n in _TOPICS for n in todo), "topic_names")
        self.sets = list(need("Progress", "sets", sets, isinstance(sets, (list, tuple)) and all(
            isinstance(r, SetProgress) and r.ids for r in sets), "set_rows"))
        self.place = need("Progress", "place", place, place is None or isinstance(place, journal.Place), "place")

    @property
    def where(self) -> str | None:
        return None if self.place is None else self.place.path

    def lines(self, lang: str | None = None) -> list[str]:
        if not self.rows and not self.sets:
            out = [i18n.tr("practice.progress.none", lang)]
        else:
            out = [i18n.tr("practice.progress.title", lang)]
            for r in self.rows:
                t = topic(r.topic)
                extra = i18n.tr("practice.progress.revealed", lang, n=r.revealed) if r.revealed else ""
                mark = "✔" if r.mastered else "✘"
                out.append("  " + i18n.tr("practice.progress.row", lang, mark=mark, rule=t.rule(lang),
                                          right=r.right, tried=r.tried, extra=extra))
            for r in self.sets:
                extra = i18n.tr("practice.progress.revealed", lang, n=r.revealed) if r.revealed else ""
                out.append("  " + i18n.tr("practice.progress.set_row", lang, ids=r.span, right=r.right,
                                          tried=r.tried, extra=extra))
            if self.todo:
                out.append(i18n.tr("practice.progress.todo", lang,
                                   rules="; ".join(topic(n).rule(lang) for n in self.todo)))
        if self.place is not None:
            out.append(self.place.describe(lang))
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return str(self)


def _set_of_game(name: str, game: str) -> bool:
    """Whether the fixed exercise set ``name`` belongs to ``game``
    (``picchetto_scoring`` and ``piquet_auction`` are Picchetto's)."""
    return name == game or name.startswith(game + "_") or (game == "picchetto" and name.startswith("piquet"))


def _question_history(entries: list) -> dict:
    """Per generated question id (in the order first tried): its topic,
    difficulty, first status, whether it was ever right / shown, its last time."""
    found: dict = {}
    for e in entries:
        parts = e["id"].split(":")
        if len(parts) != 3:
            continue
        q = found.get(e["id"])
        if q is None:
            q = found[e["id"]] = {"topic": parts[0], "difficulty": parts[1], "first": e["status"],
                                  "first_at": e["at"], "right": False, "revealed": False, "last": e["at"]}
        q["right"] |= e["status"] == "correct"
        q["revealed"] |= e["status"] == "revealed"
        q["last"] = max(q["last"], e["at"])
    return found


def progress(game: str | None = None, reset: bool = False):
    """Which rules the learner has practised (questions answered right,
    tried, answers shown), which fixed exercise sets, and which topics are
    still to try — read from the learner's **lasting record**, shared by
    every notebook of the kit and kept across kernel restarts: in JupyterLab
    ``<Jupyter data folder>/cardkit/progress.json`` (``jupyter --data-dir``
    prints the folder; ``progress().where`` is the full path), in the
    browser edition the browser's storage for the site, or the file the
    ``CARDKIT_PROGRESS`` environment variable names.  The last line of the
    output says where.  ``progress(reset=True)`` clears the record and
    prints a one-line confirmation."""
    if reset:
        print(journal.reset())
        return None
    if game is not None and game not in GAMES:
        raise CardkitError("practice.bad_topic", name=_short(game), some=", ".join(map(repr, GAMES)))
    entries = journal.entries()
    _load_all()
    per: dict[str, dict] = {}
    for qid, q in _question_history(entries).items():
        name = q["topic"]
        if name not in _TOPICS or (game and _TOPICS[name].game != game):
            continue
        d = per.setdefault(name, {"ids": 0, "right": 0, "revealed": 0, "first": 0, "misses": 0, "last": ""})
        d["ids"] += 1
        d["right"] += q["right"] and not q["revealed"]
        d["revealed"] += q["revealed"]
        d["first"] += q["first"] == "correct"
        d["misses"] += q["first"] != "correct"
        d["last"] = max(d["last"], q["last"])
    rows = [TopicProgress(n, d["ids"], d["right"], d["revealed"], d["first"], d["misses"], d["last"])
            for n, d in sorted(per.items())]
    sets: dict[str, dict] = {}
    for e in entries:
        if ":" in e["id"] or "-" not in e["id"]:
            continue
        name = e["id"].rsplit("-", 1)[0]
        if game and not _set_of_game(name, game):
            continue
        d = sets.setdefault(name, {"ids": {}, "last": ""})
        d["ids"].setdefault(e["id"], set()).add(e["status"])
        d["last"] = max(d["last"], e["at"])
    set_rows = [SetProgress(n, len(d["ids"]),
                            sum("correct" in s and "revealed" not in s for s in d["ids"].values()),
                            sum("revealed" in s for s in d["ids"].values()), d["last"], tuple(sorted(d["ids"])))
                for n, d in sorted(sets.items())]
    todo = [t.name for t in topics(game) if t.name not in per]
    return Progress(rows, todo, set_rows, journal.where())


# --------------------------------------------------------------------------
# What to practise next: spaced review from the record
# --------------------------------------------------------------------------

#: how many days a never-practised topic counts as "not practised for"
NEVER_PRACTISED_DAYS = 3.0


def mastered_difficulties(entries: list, names) -> list[str]:
    """The difficulties the learner has *mastered* on the topics ``names``:
    those at which, on every topic tried at that difficulty, the latest
    question was answered right at the first try (no wrong try before it,
    answer not shown)."""
    latest: dict = {}
    for qid, q in _question_history(entries).items():
        if q["topic"] in names and q["difficulty"] in DIFFICULTIES:
            key = (q["topic"], q["difficulty"])
            if key not in latest or q["first_at"] >= latest[key]["first_at"]:
                latest[key] = q
    out = []
    for d in DIFFICULTIES:
        tried = [q for (name, diff), q in latest.items() if diff == d]
        if tried and all(q["first"] == "correct" for q in tried):
            out.append(d)
    return out


def next_difficulty(entries: list, names) -> str:
    """The difficulty of the next review set: one step above the hardest
    difficulty mastered (``easy`` → ``normal`` → ``hard``, which stays
    ``hard``); nothing mastered yet: ``easy`` for a learner who has tried
    these topics, ``normal`` (where ``practice()`` starts) for a new one."""
    done = mastered_difficulties(entries, names)
    if done:
        return DIFFICULTIES[min(DIFFICULTIES.index(done[-1]) + 1, len(DIFFICULTIES) - 1)]
    tried = any(q["topic"] in names for q in _question_history(entries).values())
    return "easy" if tried else "normal"


def review_weights(entries: list, names) -> dict[str, float]:
    """How much each practised topic of ``names`` needs review:
    ``(1 + misses) / (1 + first-try rights) × (1 + days since last
    practised)``, the days counted up to the record's newest entry (so the
    same record always gives the same weights)."""
    history = _question_history(entries)
    newest = journal.parse_time(max((e["at"] for e in entries), default=None))
    per: dict = {}
    for q in history.values():
        if q["topic"] not in names:
            continue
        d = per.setdefault(q["topic"], {"misses": 0, "rights": 0, "last": q["last"]})
        d["misses"] += q["first"] != "correct"
        d["rights"] += q["first"] == "correct"
        d["last"] = max(d["last"], q["last"])
    out = {}
    for name, d in per.items():
        days = (newest - journal.parse_time(d["last"])).total_seconds() / 86400
        out[name] = (1 + d["misses"]) / (1 + d["rights"]) * (1 + max(days, 0.0))
    return out


def record_seed(entries: list) -> int:
    """A set number from the record itself (the same record: the same set)."""
    text = "\n".join(f"{e['key']} {e['id']} {e['status']}" for e in entries)
    return zlib.crc32(text.encode("utf-8")) % 10**6


def practice_next(game: str | None = None, n: int = 5) -> PracticeSet:
    """``practice.next()``: what to practise now, chosen from the learner's
    lasting record (:func:`progress`) by spaced review.

    * Topics (each one rule) are ranked by :func:`review_weights`: the more
      questions missed (first try wrong, or the answer shown) and the longer
      since last practised, the sooner; the set opens with the most needed.
    * Topics never practised come in too: one question of each set (more when
      few topics have been practised) goes to one of them, chosen by the set
      number.
    * The difficulty is :func:`next_difficulty`: one step above the hardest
      difficulty the learner has *mastered* (every topic tried at it, its
      latest question right at the first try).
    * The set number comes from the record (:func:`record_seed`): the same
      record gives the same set; answering changes the record, so the next
      call gives fresh questions.
    """
    if game is not None and game not in GAMES:
        raise CardkitError("practice.bad_topic", name=_short(game), some=", ".join(map(repr, GAMES)))
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 100:
        raise CardkitError("practice.bad_n", value=_short(n))
    pool = [t.name for t in topics(game)]
    entries = journal.entries()
    names = set(pool)
    weights = review_weights(entries, names)
    ranked = sorted(weights, key=lambda name: (-weights[name], name))
    seed = record_seed(entries)
    fresh = [name for name in pool if name not in weights]
    random.Random(f"practice-next/{game}/{seed}").shuffle(fresh)
    picks = ranked[: n - 1 if fresh else n]
    picks += fresh[: n - len(picks)]
    again = ranked or fresh
    for i in range(n - len(picks)):  # fewer topics than questions: the most needed again
        picks.append(again[i % len(again)])
    difficulty = next_difficulty(entries, names)
    qs = [Question(name, seed * 1000 + i, difficulty) for i, name in enumerate(picks)]
    return PracticeSet(game or "all", qs, seed, difficulty, review=True)


practice.next = practice_next


_generated_questions(Question.from_id)  # so that check() and get() read these ids

__all__ = [
    "DIFFICULTIES", "GAMES", "Topic", "register_topic", "topics", "topic", "Question", "question",
    "PracticeSet", "practice", "practice_next", "Progress", "TopicProgress", "SetProgress", "progress",
]
