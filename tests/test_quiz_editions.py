"""The final quiz names the lesson to reread in the learner's language: the
English file in notebooks/, or the Italian edition's file in notebooks/it/."""

from __future__ import annotations

from pathlib import Path

from cardkit import i18n
from cardkit.exercises import quiz, review
from cardkit.exercises.practice import topic
from cardkit.exercises.quiz import LESSONS, LESSONS_IT, lesson, lesson_file

ROOT = Path(__file__).resolve().parents[1]


def test_every_lesson_has_an_italian_file_name_with_its_number():
    english = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    assert english, "no lessons found"
    for name in english:
        assert name[:2] in LESSONS_IT, name
    for number, name in LESSONS_IT.items():
        assert name.startswith(number + "_") and name.endswith(".ipynb")
    # the Italian lessons already written carry exactly these names
    for path in (ROOT / "notebooks" / "it").glob("[0-9][0-9]_*.ipynb"):
        assert LESSONS_IT[path.name[:2]] == path.name


def test_lesson_file_follows_the_language():
    assert lesson_file("scopa-primiera", "en") == "04_scopa_points.ipynb"
    assert lesson_file("scopa-primiera", "it") == "04_scopa_punti.ipynb"
    assert lesson_file("belote-overtrump", "it") == "19_belote_rispondere_e_tagliare.ipynb"
    with i18n.language("it"):
        assert lesson_file("picchetto-punto-suit") == "08_picchetto_punto.ipynb"
        assert lesson_file("picchetto-best-sequence") == "09_picchetto_sequenze.ipynb"
        assert lesson("picchetto-best-sequence") == "09_picchetto_sequenze.ipynb"   # the English file
    with i18n.language("en"):
        assert lesson_file("belote-trumps") == "17_belote_deal_and_bidding.ipynb"
    for name in LESSONS:
        assert lesson_file(name, "it")[:2] == lesson_file(name, "en")[:2] == LESSONS[name][:2]


def test_the_italian_score_names_the_italian_lesson(capsys):
    final = quiz("belote", seed=5)
    for k, q in enumerate(final, 1):
        data = topic(q.topic)
        final.check(k, data.misconception(q.data) if k == 1 else data.solve(q.data))
    capsys.readouterr()
    missed = final[0].topic
    english, italian = LESSONS[missed], LESSONS_IT[LESSONS[missed][:2]]
    en_row = next(l for l in final.score().lines("en") if l.lstrip().startswith("✘"))
    it_row = next(l for l in final.score().lines("it") if l.lstrip().startswith("✘"))
    assert en_row.endswith(f"reread lesson {english[:2]} ({english})")
    assert it_row.endswith(f"rileggi la lezione {italian[:2]} ({italian})")
    with i18n.language("it"):
        assert it_row in str(final.score())


def test_the_questions_do_not_depend_on_the_language():
    with i18n.language("it"):
        it = [(q.topic, q.seed) for q in review("picchetto", seed=3)]
    with i18n.language("en"):
        en = [(q.topic, q.seed) for q in review("picchetto", seed=3)]
    assert it == en
