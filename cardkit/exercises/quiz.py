"""Review sets and final quizzes: every rule of a game, drawn fresh from a seed.

A *review set* asks one fresh question per rule (practice topic) of a game,
in the order of the lessons, so that a learner meets every rule once before
the end of a unit.  A *final quiz* mixes every rule of the game in a
shuffled order (each rule at least once), and ends with a score that names
the rules missed and the lesson to reread::

    from cardkit.exercises import review, quiz
    rev = review("scopa", seed=1)     # one question per rule, drawn
    final = quiz("scopa", seed=1)     # every rule, shuffled
    final[0]                          # question 1 (a Question: statement, picture)
    final.check(1, answer)            # one line, like check(); hints grow on retries
    final.reveal(1)                   # "show me": recorded, never counted as right
    final.score()                     # Score: 7 of 11, then the rules missed

The questions are :class:`~cardkit.exercises.practice.Question` objects, so
``check(final[0].id, answer)`` works as well, the grader reads them, and
``progress()`` counts them.  The same game and seed always give the same
questions (each question's seed is drawn from a stream named after the set,
e.g. ``"review/scopa/normal/1"``); the score is read from this session's
checks.
"""

from __future__ import annotations

import dataclasses
import random

from .. import i18n
from ..errors import CardkitError
from ..options import is_int, need_choice
from . import _need
from .core import _LOG, check
from .practice import GAMES, PracticeSet, Question, _check_difficulty, _short, topic, topics

#: the lesson that teaches each rule (practice topic), in ``notebooks/``
LESSONS = {
    "cards-bergamasche": "01_cards_and_decks.ipynb",
    "cards-deck-count": "01_cards_and_decks.ipynb",
    "scopa-captures": "02_scopa_captures.ipynb",
    "scopa-legal-capture": "02_scopa_captures.ipynb",
    "scopa-lay-down": "02_scopa_captures.ipynb",
    "scopa-table-after": "02_scopa_captures.ipynb",
    "scopa-leftovers": "03_scopa_scope_and_dealing.ipynb",
    "scopa-redeal": "03_scopa_scope_and_dealing.ipynb",
    "scopa-scope-count": "03_scopa_scope_and_dealing.ipynb",
    "scopa-hand-points": "04_scopa_points.ipynb",
    "scopa-napola": "04_scopa_points.ipynb",
    "scopa-primiera": "04_scopa_points.ipynb",
    "scopa-primiera-winner": "04_scopa_points.ipynb",
    "scopa-match-over": "05_scopa_match.ipynb",
    "scopa-safe-discard": "05_scopa_match.ipynb",
    "picchetto-mano-bianca": "07_picchetto_deal_and_accomodo.ipynb",
    "picchetto-exchange": "07_picchetto_deal_and_accomodo.ipynb",   # text 004's dealer: lesson 15
    "picchetto-dealer": "07_picchetto_deal_and_accomodo.ipynb",
    "picchetto-deal-counts": "07_picchetto_deal_and_accomodo.ipynb",
    "picchetto-prezzo": "08_picchetto_punto.ipynb",
    "picchetto-punto-suit": "08_picchetto_punto.ipynb",
    "picchetto-punto-who": "08_picchetto_punto.ipynb",
    "picchetto-best-sequence": "09_picchetto_sequenze.ipynb",
    "picchetto-sequence-who": "09_picchetto_sequenze.ipynb",
    "picchetto-sequence-points": "09_picchetto_sequenze.ipynb",
    "picchetto-groups-who": "10_picchetto_quattordici_tris.ipynb",
    "picchetto-declarations": "10_picchetto_quattordici_tris.ipynb",
    "picchetto-sott-acqua": "10_picchetto_quattordici_tris.ipynb",
    "picchetto-play-points": "11_picchetto_play_and_counting.ipynb",
    "picchetto-follow": "11_picchetto_play_and_counting.ipynb",
    "picchetto-bonus": "12_picchetto_sessanta_novanta.ipynb",   # the counting order (13: the hard cases)
    "picchetto-rubicon": "15_picchetto_rule_sets.ipynb",
    "picchetto-rubicone": "15_picchetto_rule_sets.ipynb",
    "picchetto-game-end": "14_picchetto_full_deal_and_game.ipynb",
    "picchetto-pairs-sequences": "22_picchetto_three_and_four.ipynb",
    "picchetto-voleur-settlement": "23_piquet_voleur_and_auction.ipynb",
    "picchetto-auction-contract": "23_piquet_voleur_and_auction.ipynb",
    "belote-trumps": "17_belote_deal_and_bidding.ipynb",
    "belote-honours-side": "18_belote_honours.ipynb",
    "belote-honours-points": "18_belote_honours.ipynb",
    "belote-belote": "18_belote_honours.ipynb",
    "belote-quaterne": "18_belote_honours.ipynb",
    "belote-trick-winner": "19_belote_following_and_trumping.ipynb",
    "belote-trump-order": "19_belote_following_and_trumping.ipynb",
    "belote-overtrump": "19_belote_following_and_trumping.ipynb",
    "belote-legal-cards": "19_belote_following_and_trumping.ipynb",
    "belote-follow-suit": "19_belote_following_and_trumping.ipynb",
    "belote-first-lead": "19_belote_following_and_trumping.ipynb",
    "belote-card-points": "20_belote_counting_a_deal.ipynb",
    "belote-senza-points": "20_belote_counting_a_deal.ipynb",
    "belote-contract": "20_belote_counting_a_deal.ipynb",
    "belote-deal-score": "20_belote_counting_a_deal.ipynb",
    "belote-made-marks": "20_belote_counting_a_deal.ipynb",
    "belote-game-over": "21_belote_game_to_500.ipynb",
}

#: the Italian edition's file of each lesson (in ``notebooks/it/``), by lesson number
LESSONS_IT = {
    "00": "00_inizia_qui.ipynb",
    "01": "01_carte_e_mazzi.ipynb",
    "02": "02_scopa_prese.ipynb",
    "03": "03_scopa_scope_e_distribuzione.ipynb",
    "04": "04_scopa_punti.ipynb",
    "05": "05_scopa_partita.ipynb",
    "06": "06_scopa_in_numeri.ipynb",
    "07": "07_picchetto_distribuzione_e_accomodo.ipynb",
    "08": "08_picchetto_punto.ipynb",
    "09": "09_picchetto_sequenze.ipynb",
    "10": "10_picchetto_quattordici_tris.ipynb",
    "11": "11_picchetto_gioco_e_conteggio.ipynb",
    "12": "12_picchetto_sessanta_e_novanta.ipynb",
    "13": "13_picchetto_sessanta_novanta_casi.ipynb",
    "14": "14_picchetto_partita_completa.ipynb",
    "15": "15_picchetto_regole_a_confronto.ipynb",
    "16": "16_picchetto_in_numeri.ipynb",
    "17": "17_belote_distribuzione_e_asta.ipynb",
    "18": "18_belote_onori.ipynb",
    "19": "19_belote_rispondere_e_tagliare.ipynb",
    "20": "20_belote_contare_una_smazzata.ipynb",
    "21": "21_belote_partita_a_500.ipynb",
    "22": "22_picchetto_in_tre_e_in_quattro.ipynb",
    "23": "23_piquet_voleur_e_all_asta.ipynb",
}

i18n.register({
    "quiz.bad_game": {
        "en": "{value} is not a game with a review set and a quiz: choose one of {games}",
        "it": "{value} non è un gioco con ripasso e verifica: scegli fra {games}",
    },
    "quiz.bad_n": {
        "en": "a quiz on {game} has from {low} to 100 questions (at least one per rule), not {value}",
        "it": "una verifica su {game} ha da {low} a 100 domande (almeno una per regola), non {value}",
    },
    "quiz.bad_until": {
        "en": "until is the number of the last lesson whose rules to ask (a whole number from 1 to 99) or None "
              "for every rule, not {value}",
        "it": "until è il numero dell'ultima lezione di cui chiedere le regole (un intero da 1 a 99) o None "
              "per tutte le regole, non {value}",
    },
    "quiz.none_until": {
        "en": "no rule of {game} is taught in lessons 1 to {until}: choose a later lesson",
        "it": "nessuna regola di {game} si insegna nelle lezioni da 1 a {until}: scegli una lezione successiva",
    },
    "quiz.bad_number": {
        "en": "{value} is not a question number of this set: write a whole number from 1 to {n}",
        "it": "{value} non è il numero di una domanda di questa serie: scrivi un intero da 1 a {n}",
    },
    "quiz.review.heading": {
        "en": "Review · {game} · seed {seed}: one question per rule, {n} in all. Answer question k "
              "with .check(k, answer); .score() at the end",
        "it": "Ripasso · {game} · seed {seed}: una domanda per regola, {n} in tutto. Rispondi alla "
              "domanda k con .check(k, risposta); .score() alla fine",
    },
    "quiz.quiz.heading": {
        "en": "Final quiz · {game} · seed {seed}: {n} questions on every rule, shuffled. Answer question k "
              "with .check(k, answer); .score() at the end",
        "it": "Verifica finale · {game} · seed {seed}: {n} domande su tutte le regole, in ordine sparso. "
              "Rispondi alla domanda k con .check(k, risposta); .score() alla fine",
    },
    "quiz.score": {"en": "Score: {right} of {total}", "it": "Punteggio: {right} su {total}"},
    "quiz.missed.title": {"en": "Rules to review:", "it": "Regole da ripassare:"},
    "quiz.missed.row": {
        "en": "✘ {rule} (question {numbers}) — reread lesson {lesson}",
        "it": "✘ {rule} (domanda {numbers}) — rileggi la lezione {lesson}",
    },
    "quiz.unanswered": {
        "en": "○ not answered yet: question {numbers}",
        "it": "○ ancora senza risposta: domanda {numbers}",
    },
    "quiz.revealed": {
        "en": "◆ answer shown (not counted): question {numbers}",
        "it": "◆ risposta mostrata (non contata): domanda {numbers}",
    },
    "quiz.all_right": {
        "en": "Every rule right: well done.",
        "it": "Tutte le regole giuste: ben fatto.",
    },
})


def _check_game(value) -> str:
    games = [g for g in GAMES if topics(g)]
    if not isinstance(value, str) or value not in games:
        raise CardkitError("quiz.bad_game", value=_short(value), games=", ".join(map(repr, games)))
    return value


def _check_set_seed(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**6:
        raise CardkitError("practice.bad_set_seed", value=_short(value))
    return value


def _question_seeds(label: str, n: int) -> list[int]:
    """``n`` distinct question seeds drawn from the set's own stream."""
    return random.Random(label).sample(range(10**6, 10**9), n)


def lesson(topic_name: str) -> str:
    """The lesson notebook (in ``notebooks/``) that teaches a rule; the
    contents page for a rule not yet in :data:`LESSONS`."""
    return LESSONS.get(topic(topic_name).name, "00_start_here.ipynb")


def lesson_file(topic_name: str, lang: str | None = None) -> str:
    """The lesson a learner is told to reread, in the edition of ``lang``
    (default: the current language): the English file in ``notebooks/``
    (:func:`lesson`), or in Italian the same lesson's file in
    ``notebooks/it/`` (:data:`LESSONS_IT`)."""
    name = lesson(topic_name)
    if (lang or i18n.get_language()) == "it":
        return LESSONS_IT.get(name[:2], name)
    return name


@dataclasses.dataclass(frozen=True)
class Score:
    """The score of a review set or quiz: ``right`` of ``total``, and the
    question numbers (1-based) per outcome; ``missed`` pairs each rule
    (topic) answered wrongly with its question numbers."""

    right: int
    total: int
    missed: tuple[tuple[str, tuple[int, ...]], ...]
    unanswered: tuple[int, ...]
    revealed: tuple[int, ...]

    def __post_init__(self):
        need = _need.need
        need("Score", "total", self.total, is_int(self.total) and 0 <= self.total <= 100, "count")
        need("Score", "right", self.right, is_int(self.right) and 0 <= self.right <= self.total, "count")
        need("Score", "missed", self.missed, isinstance(self.missed, tuple) and all(
            isinstance(m, tuple) and len(m) == 2 and isinstance(m[0], str) and m[0] in _TOPIC_NAMES()
            and _numbers(m[1], self.total) for m in self.missed), "missed")
        need("Score", "unanswered", self.unanswered, _numbers(self.unanswered, self.total), "numbers")
        need("Score", "revealed", self.revealed, _numbers(self.revealed, self.total), "numbers")

    def lines(self, lang: str | None = None) -> list[str]:
        out = [i18n.tr("quiz.score", lang, right=self.right, total=self.total)]
        if self.missed:
            out.append(i18n.tr("quiz.missed.title", lang))
            for name, numbers in self.missed:
                out.append("  " + i18n.tr("quiz.missed.row", lang, rule=topic(name).rule(lang),
                                          numbers=", ".join(map(str, numbers)),
                                          lesson=f"{lesson(name)[:2]} ({lesson_file(name, lang)})"))
        if self.revealed:
            out.append(i18n.tr("quiz.revealed", lang, numbers=", ".join(map(str, self.revealed))))
        if self.unanswered:
            out.append(i18n.tr("quiz.unanswered", lang, numbers=", ".join(map(str, self.unanswered))))
        if self.right == self.total:
            out.append(i18n.tr("quiz.all_right", lang))
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return str(self)


def _numbers(value, total: int) -> bool:
    """Question numbers 1..``total``, as a tuple."""
    return isinstance(value, tuple) and all(is_int(n) and 1 <= n <= total for n in value)


def _TOPIC_NAMES() -> set:
    return {t.name for t in topics()}


class QuestionSet(PracticeSet):
    """The questions of a review set or a final quiz (``kind`` is
    ``"review"`` or ``"quiz"``), numbered from 1 for :meth:`check`."""

    def __init__(self, kind: str, game: str, seed: int, questions: list, difficulty: str):
        self.kind = need_choice("QuestionSet", "kind", kind, ("review", "quiz"))
        _check_game(game)
        super().__init__(game, questions, seed, difficulty)

    @property
    def game(self) -> str:
        return self.what

    def question(self, number) -> Question:
        """Question ``number`` (1-based, as printed)."""
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self):
            raise CardkitError("quiz.bad_number", value=_short(number), n=len(self))
        return self.questions[number - 1]

    def check(self, number, answer) -> None:
        """Check the answer to question ``number`` and print one line (see
        :func:`cardkit.exercises.check`)."""
        check(self.question(number).id, answer)

    def reveal(self, number) -> None:
        """Show the answer to question ``number``: recorded, and counted
        as shown, not as right, in :meth:`score`."""
        self.question(number).reveal()

    def score(self) -> Score:
        """The score from this session's checks: the latest check of each
        question counts; a question whose answer was shown never counts."""
        latest: dict[str, str] = {}
        shown: set[str] = set()
        for r in _LOG:
            latest[r.id] = r.status
            if r.status == "revealed":
                shown.add(r.id)
        missed: dict[str, list] = {}
        unanswered, revealed, right = [], [], 0
        for n, q in enumerate(self.questions, 1):
            status = latest.get(q.id)
            if q.id in shown:
                revealed.append(n)
            elif status == "correct":
                right += 1
            elif status in (None, "unanswered"):
                unanswered.append(n)
            else:
                missed.setdefault(q.topic, []).append(n)
        return Score(right, len(self), tuple((k, tuple(v)) for k, v in missed.items()),
                     tuple(unanswered), tuple(revealed))

    def heading(self, lang: str | None = None) -> str:
        return i18n.tr(f"quiz.{self.kind}.heading", lang, game=self.game.capitalize(), seed=self.seed,
                       n=len(self))

    def _repr_html_(self) -> str:
        from xml.sax.saxutils import escape
        items = "".join(f"<li>{q._repr_html_()}</li>" for q in self.questions)
        return f"<div><p>{escape(self.heading())}</p><ol>{items}</ol></div>"

    def __str__(self) -> str:
        return "\n".join([self.heading()] + [f"{n}. {q}" for n, q in enumerate(self.questions, 1)])

    def __repr__(self) -> str:
        return f"<{self.kind} {self.game} #{self.seed}: {len(self)} questions>"


def _lesson_order(names: list[str]) -> list[str]:
    return sorted(names, key=lambda name: (lesson(name), name))


def _rules(game: str, until) -> list[str]:
    """The topics of ``game``, or with ``until`` those taught in lessons
    1 to ``until`` (the Picchetto review of lessons 07–16 leaves the tables
    of lessons 22–23 to their own sets)."""
    names = [t.name for t in topics(game)]
    if until is None:
        return names
    if isinstance(until, bool) or not isinstance(until, int) or not 1 <= until <= 99:
        raise CardkitError("quiz.bad_until", value=_short(until))
    kept = [name for name in names if int(lesson(name)[:2]) <= until]
    if not kept:
        raise CardkitError("quiz.none_until", game=game, until=until)
    return kept


def review(game: str, seed: int = 0, difficulty: str = "normal", until: int | None = None) -> QuestionSet:
    """A review set: one fresh question per rule of ``game`` (with
    ``until``, per rule of lessons 1 to ``until``), in the order of the
    lessons."""
    _check_game(game)
    _check_set_seed(seed)
    _check_difficulty(difficulty)
    names = _lesson_order(_rules(game, until))
    seeds = _question_seeds(f"review/{game}/{difficulty}/{seed}", len(names))
    return QuestionSet("review", game, seed, [Question(n, s, difficulty) for n, s in zip(names, seeds)],
                       difficulty)


def quiz(game: str, seed: int = 0, n: int | None = None, difficulty: str = "normal",
         until: int | None = None) -> QuestionSet:
    """A final quiz on ``game``: every rule at least once (with ``until``,
    every rule of lessons 1 to ``until``), then (when ``n`` is larger than
    the number of rules) more rules drawn at random, in a shuffled order.
    ``n`` defaults to one question per rule, at least 10."""
    _check_game(game)
    _check_set_seed(seed)
    _check_difficulty(difficulty)
    names = _rules(game, until)
    if n is None:
        n = max(10, len(names))
    if isinstance(n, bool) or not isinstance(n, int) or not len(names) <= n <= 100:
        raise CardkitError("quiz.bad_n", game=game, low=len(names), value=_short(n))
    rng = random.Random(f"quiz/{game}/{difficulty}/{seed}")
    chosen = names + [rng.choice(names) for _ in range(n - len(names))]
    rng.shuffle(chosen)
    seeds = _question_seeds(f"quiz-seeds/{game}/{difficulty}/{seed}", n)
    return QuestionSet("quiz", game, seed, [Question(t, s, difficulty) for t, s in zip(chosen, seeds)],
                       difficulty)


__all__ = ["LESSONS", "LESSONS_IT", "lesson", "lesson_file", "Score", "QuestionSet", "review", "quiz"]
