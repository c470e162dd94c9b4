"""Exercises with immediate feedback: ``check("cards-01", answer)``.

In a notebook::

    from cardkit.exercises import check
    answer = "7d"
    check("cards-01", answer)      # prints ONE line, e.g.
    # ✔ cards-01: correct — 7d is the 7 of coins, ...
    # ✘ cards-01: not yet — <why, in terms of the rule>
    # ○ cards-01: no answer yet — ...          (answer is ..., the placeholder)
    # ✘ cards-01: I can't read that answer — '11d' is not a card: ...

``check`` never raises for a learner's answer: a malformed answer gets a
sentence saying what was expected.  Messages follow
``cardkit.set_language("it")``.  ``evaluate(id, answer)`` returns the
:class:`Result` without printing (``status`` is one of ``correct``,
``wrong``, ``unanswered``, ``invalid``, ``unknown``, ``error``,
``revealed``).  A second and third wrong ``check`` of the same exercise
adds a stronger hint; ``reveal(id)`` shows the answer, a deliberate step
that is recorded.  Fresh questions: ``practice("scopa")``,
``question("scopa-primiera", seed=3)``, ``progress()`` (the learner's lasting
record, :mod:`cardkit.exercises.journal`), ``practice.next()`` (what to
practise now, from that record); a review set and a
final quiz per game: ``review("scopa", seed=1)``, ``quiz("scopa", seed=1)``
(see :mod:`cardkit.exercises.practice` and :mod:`cardkit.exercises.quiz`).

Adding an exercise set
----------------------
Each game has one package, ``cardkit/exercises/<game>/`` (``cards``,
``scopa``, ``picchetto``, ``belote``): its ``__init__`` is the game's set
(ids ``"<game>-NN"``), any further set of the game is a module beside it
(``picchetto/scoring.py`` holds ``picchetto_scoring-NN``; the names are in
:data:`~cardkit.exercises.core.SET_MODULES`), and ``topics.py`` holds its
practice topics.  ``check("<set>-NN", ...)`` imports the set by itself.  Each exercise is a function that COMPUTES the expected answer with
the kit (never a literal the learner could copy), decorated with
:func:`exercise`::

    from ... import BERGAMASCHE, ITALIAN
    from .. import exercise, INT

    @exercise(
        "cards-03", kind=INT,
        statement={"en": "How many cards are in the Bergamasche deck?",
                   "it": "Quante carte ha il mazzo bergamasco?"},
        hints=[{"en": "Count the ranks, then multiply by the four suits.",
                "it": "Conta i valori, poi moltiplica per i quattro semi."}],
        correct={"en": "{answer} cards: the 2s and 3s are taken out.",
                 "it": "{answer} carte: si tolgono i 2 e i 3."},
        mistakes={"full": {"en": "{answer} is the whole Italian deck: ...",
                           "it": "{answer} è il mazzo italiano intero: ..."}},
    )
    def cards_03():
        return len(BERGAMASCHE)

    @cards_03.diagnose
    def _(given, expected):           # only called for wrong answers
        if given == len(ITALIAN):
            return "full"             # a key of `mistakes` (or (key, params))

* ``kind`` says how answers are read and compared (see
  :mod:`cardkit.exercises.answers`): ``CARD``, ``NOTATION``, ``CARDS``,
  ``CARDSET``, ``INT``, ``INTS`` (``IntsKind(2)`` for exactly two), ``BOOL``, ``SUIT``, ``RANKS``, ``RANKS_FR``,
  ``PLAYER``, or ``choice(...)`` for your own words.
* Every text is given in English and Italian; templates may use
  ``{answer}`` (the learner's answer, as read) and whatever the optional
  ``@ex.details`` function returns for the expected answer.  A wrong answer
  with no diagnosis shows the first hint.

Then write the solution notebook ``exercises/solutions/NN_<set>.ipynb``
(solution lines between ``# BEGIN SOLUTION`` and ``# END SOLUTION``, or
whole cells tagged ``solution``; cells tagged ``solution-only`` are left out
of the student copy) and run ``python -m cardkit.classroom build``: it
executes the solution notebook and writes and executes the student copy
``exercises/NN_<set>.ipynb``.  ``python -m cardkit.classroom.grade
submissions/*.ipynb`` runs collected notebooks and tabulates every check.
See ``exercises/README.md``.
"""

from .answers import (
    AnswerError, Kind, choice,
    CARD, NOTATION, CARDS, CARDSET, INT, INTS, BOOL, SUIT, RANKS, RANKS_FR, PLAYER, IntsKind,
)
from .core import (
    STATUSES, Exercise, Result, exercise, register, get, exercises,
    evaluate, check, reveal, results, results_json,
)
from .practice import practice, question, progress
from .quiz import review, quiz

#: the teacher's tools that lived here and moved to :mod:`cardkit.classroom`:
#: their old names keep working for one release, with a notice
MOVED_TO_CLASSROOM = ("grade", "worksheet", "nbgrader_export", "build")
#: each game's exercise sets and practice topics, grouped in one package per
#: game (as :mod:`cardkit.widgets` is): the old module names keep working for
#: one release, with a notice
REGROUPED = {
    "picchetto_scoring": "picchetto.scoring",
    "picchetto_table": "picchetto.table",
    "piquet_auction": "picchetto.auction",
    "topics_cards": "cards.topics",
    "topics_scopa": "scopa.topics",
    "topics_picchetto": "picchetto.topics",
    "topics_picchetto_conceal": "picchetto.topics_conceal",
    "topics_belote": "belote.topics",
}

__all__ = [
    "AnswerError", "Kind", "choice",
    "CARD", "NOTATION", "CARDS", "CARDSET", "INT", "INTS", "IntsKind", "BOOL", "SUIT", "RANKS", "RANKS_FR", "PLAYER",
    "STATUSES", "Exercise", "Result", "exercise", "register", "get", "exercises",
    "evaluate", "check", "reveal", "results", "results_json",
    "practice", "question", "progress", "review", "quiz",
]

#: the practice widgets, where a learner looks for them first: imported from
#: :mod:`cardkit.widgets.practice` only when asked for, so that the exercises
#: (and the rules core under them) never import ipywidgets themselves
WIDGETS = ("PracticeWidget", "QuestionWidget")


def __getattr__(name: str):
    if name in WIDGETS:
        from ..widgets import practice as _widgets
        return getattr(_widgets, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
