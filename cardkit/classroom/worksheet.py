"""One worksheet per student, each with its own questions and answer key.

Usage::

    python -m cardkit.classroom.worksheet --set scopa --seeds 1-30 --out worksheets/
    python -m cardkit.classroom.worksheet --set belote --seeds 1-5,9 --n 8 --difficulty hard --lang it --out ws/

For each seed it writes

* ``<set>-seed-NN.ipynb`` — the student's notebook: for each generated
  question of the game's topics (the questions of ``practice(set, n,
  difficulty, seed)``), its statement and picture, a hint to open, and an
  answer cell with its ``check`` line.  The seed is in the file name and in
  the notebook's metadata (``metadata.cardkit.worksheet``); the answers are
  not in the notebook;
* ``keys/<set>-seed-NN-key.csv`` — the teacher's answer key (question,
  id, rule, answer, meaning): ``answer`` is text the checker takes as the
  right answer (typed between quotes in the answer cell, or pasted into
  ``check``: ``—`` or ``""`` for "no card"), ``meaning`` the same answer in the
  checker's own words ("the younger (dealer)");

plus ``index.csv``: one row per seed with its notebook, its key and its
question ids.  Hand out the notebooks (keep the file names: the grader reads
the seed from them), collect them into a folder and grade it with
``python -m cardkit.classroom.grade FOLDER --csv results.csv``: each
notebook is checked against the questions of its own seed, generated again
by the grader.
"""

from __future__ import annotations

import argparse
import base64
import csv
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from .. import i18n
from ..errors import CardkitError, InvalidInputError
from ..exercises.answers import AnswerError, ChoiceKind, Kind
from ..options import is_int, need_choice, need_int
from . import _need
from ..exercises.practice import DIFFICULTIES, GAMES, Question, practice, topic, topics

i18n.register({
    "worksheet.bad_set": {
        "en": "{value!r} is not a game with generated questions: choose one of {games}",
        "it": "{value!r} non è un gioco con domande generate: scegli fra {games}",
    },
    "worksheet.bad_seeds": {
        "en": "{value!r} is not a list of seeds: write numbers from 0 to 999999 and ranges, like '1-30' or '1-5,9'",
        "it": "{value!r} non è un elenco di semi: scrivi numeri da 0 a 999999 e intervalli, come '1-30' o '1-5,9'",
    },
    "worksheet.bad_lang": {
        "en": "{value!r} is not a language of the kit: choose {languages}",
        "it": "{value!r} non è una lingua del kit: scegli fra {languages}",
    },
    "worksheet.no_key": {
        "en": "key_answer: no text of {shown!r} reads back as the answer of kind {kind}",
        "it": "key_answer: nessun testo di {shown!r} si rilegge come la risposta del tipo {kind}",
    },
    "worksheet.title": {
        "en": "# Worksheet · {game} · seed {seed}",
        "it": "# Scheda · {game} · seed {seed}",
    },
    "worksheet.intro": {
        "en": "{n} questions ({difficulty}), made for you from seed {seed}: your classmates have other "
              "positions. Run the first cell, then for each question replace the `...` with your answer "
              "and run the cell: the line under it says ✔ correct, ✘ not yet (and why) or ○ no answer yet. "
              "Keep the file name: your teacher's grader reads the seed from it.",
        "it": "{n} domande ({difficulty}), preparate per te dal seed {seed}: i compagni hanno altre "
              "posizioni. Esegui la prima cella, poi in ogni domanda sostituisci i `...` con la tua risposta "
              "ed esegui la cella: la riga sotto dice ✔ giusto, ✘ riprova (e perché) o ○ ancora nessuna "
              "risposta. Non cambiare il nome del file: il correttore dell'insegnante vi legge il seed.",
    },
    "worksheet.question": {"en": "Question {n}", "it": "Domanda {n}"},
    "worksheet.hint": {"en": "Hint", "it": "Suggerimento"},
    "worksheet.answer_line": {"en": "your answer here", "it": "la tua risposta qui"},
    "worksheet.game.cards": {"en": "Cards", "it": "Carte"},
    "worksheet.game.scopa": {"en": "Scopa", "it": "Scopa"},
    "worksheet.game.picchetto": {"en": "Picchetto", "it": "Picchetto"},
    "worksheet.game.belote": {"en": "Belote", "it": "Belote"},
})

MAX_SEED = 999_999


def _check_game(value) -> str:
    if not isinstance(value, str) or value not in GAMES or not topics(value):
        raise CardkitError("worksheet.bad_set", value=value, games=", ".join(map(repr, GAMES)))
    return value


def _check_lang(value) -> str:
    if not isinstance(value, str) or value not in i18n.LANGUAGES:
        raise CardkitError("worksheet.bad_lang", value=value, languages=", ".join(map(repr, i18n.LANGUAGES)))
    return value


def _check_sheet(owner: str, seed, n=10, difficulty="normal") -> None:
    """A worksheet's seed (0 to :data:`MAX_SEED`), number of questions and difficulty."""
    need_int(owner, "seed", seed, lo=0, hi=MAX_SEED)
    need_int(owner, "n", n, lo=1, hi=100)
    need_choice(owner, "difficulty", difficulty, DIFFICULTIES)


def _check_question(owner: str, q) -> Question:
    return _need.check(owner, "q", q, isinstance(q, Question), "question")


def parse_seeds(text) -> list[int]:
    """Seeds from ``"1-30"``, ``"3"`` or ``"1-5,9"`` (in order, without repeats)."""
    seeds: list[int] = []
    parts = text.split(",") if isinstance(text, str) and text.strip() else [None]
    for part in parts:
        m = re.fullmatch(r"\s*(\d{1,6})\s*(?:-\s*(\d{1,6})\s*)?", part or "")
        if not m or int(m.group(2) or m.group(1)) < int(m.group(1)):
            raise CardkitError("worksheet.bad_seeds", value=text)
        seeds.extend(range(int(m.group(1)), int(m.group(2) or m.group(1)) + 1))
    return list(dict.fromkeys(seeds))


def worksheet_questions(game: str, seed: int, n: int = 10, difficulty: str = "normal") -> list[Question]:
    """The questions of the worksheet of ``game`` with this seed (the same
    for the student's notebook, the answer key and the grader)."""
    return list(practice(_check_game(game), n=n, difficulty=difficulty, seed=seed))


def file_stem(game: str, seed: int, width: int = 2) -> str:
    """``scopa-seed-07``: the seed, as the grader reads it back."""
    _check_game(game)
    _check_sheet("file_stem", seed)
    need_int("file_stem", "width", width, lo=1, hi=6)
    return f"{game}-seed-{seed:0{width}d}"


def _picture_html(q: Question) -> str:
    """The question's picture, each drawing an ``<img>`` holding its SVG,
    which JupyterLab shows even in a notebook it does not trust yet."""
    pic = q.picture()
    html = getattr(pic, "_repr_svg_", lambda: None)() or getattr(pic, "_repr_html_", lambda: None)() or ""
    return INLINE_SVG.sub(_as_img, html)


INLINE_SVG = re.compile(r"<svg\b.*?</svg>", re.S)


def _as_img(match) -> str:
    data = base64.b64encode(match.group(0).encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}">'


def question_markdown(q: Question, number: int, lang: str) -> str:
    """A question's statement, picture and first hint, as a markdown cell."""
    _check_question("question_markdown", q)
    need_int("question_markdown", "number", number, lo=1, hi=100)
    _check_lang(lang)
    rule = topic(q.topic).rule(lang)
    return "\n".join([
        f"<p><b>{escape(i18n.tr('worksheet.question', lang, n=number))}</b> · {escape(rule)} · "
        f"<code>{escape(q.id)}</code></p>",
        f"<p>{escape(q.statement(lang))}</p>",
        _picture_html(q),
        f"<details><summary>{escape(i18n.tr('worksheet.hint', lang))}</summary>"
        f"<p>{escape(q.hints(lang)[0])}</p></details>",
    ])


def answer_source(q: Question, lang: str) -> str:
    """The student's answer cell: a placeholder and the check line."""
    _check_question("answer_source", q)
    _check_lang(lang)
    return f"answer = ...  # {i18n.tr('worksheet.answer_line', lang)}\ncheck({q.id!r}, answer)"


def setup_source(lang: str) -> str:
    _check_lang(lang)
    lines = ["import cardkit", "from cardkit.exercises import check"]
    if lang != "en":
        lines.append(f"cardkit.set_language({lang!r})")
    return "\n".join(lines)


def intro_markdown(game: str, seed: int, n: int, difficulty: str, lang: str) -> str:
    _check_game(game)
    _check_sheet("intro_markdown", seed, n, difficulty)
    _check_lang(lang)
    return (i18n.tr("worksheet.title", lang, game=i18n.tr(f"worksheet.game.{game}", lang), seed=seed) + "\n\n"
            + i18n.tr("worksheet.intro", lang, n=n, seed=seed,
                      difficulty=i18n.tr(f"practice.difficulty.{difficulty}", lang)))


def sheet_metadata(game: str, seed: int, n: int, difficulty: str) -> dict:
    _check_game(game)
    _check_sheet("sheet_metadata", seed, n, difficulty)
    return {"worksheet": {"set": game, "seed": seed, "n": n, "difficulty": difficulty},
            "note": "generated by python -m cardkit.classroom.worksheet"}


def worksheet_notebook(game: str, seed: int, n: int = 10, difficulty: str = "normal", lang: str = "en"):
    """The student's notebook of one seed (unexecuted; no answers in it)."""
    import nbformat

    _check_lang(lang)
    questions = worksheet_questions(game, seed, n, difficulty)
    v4 = nbformat.v4
    cells = [v4.new_markdown_cell(intro_markdown(game, seed, n, difficulty, lang)),
             v4.new_code_cell(setup_source(lang))]
    for number, q in enumerate(questions, 1):
        cells += [v4.new_markdown_cell(question_markdown(q, number, lang)), v4.new_code_cell(answer_source(q, lang))]
    nb = v4.new_notebook(cells=cells, metadata={
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        "cardkit": sheet_metadata(game, seed, n, difficulty),
    })
    return nb


def _reads_as(kind, text: str, value) -> bool:
    try:
        return kind.same(kind.read(text), value)
    except AnswerError:
        return False


def _word_at(word: str, text: str) -> int:
    """Where ``word`` stands as a whole word in ``text`` (any case), or -1."""
    m = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, re.I)
    return m.start() if m else -1


def key_answer(kind, value, lang: str = "en") -> str:
    """An answer key's text for ``value``: the checker's own wording when
    the checker reads it back as that answer, else the first word of that
    wording that it reads ("the younger (dealer)" → "younger", "il
    mazziere" → "mazziere"), else the plain value ("d" for a suit, ``""``
    for no card, for a checker that reads neither back).  Whatever it is, the checker calls it correct."""
    _need.check("key_answer", "kind", kind, isinstance(kind, Kind), "kind")
    _check_lang(lang)
    with i18n.language(lang):
        shown = kind.show(value)
    candidates = [shown]
    if isinstance(kind, ChoiceKind) and value in kind.options:
        words = [w for w in (value, *kind.options[value]) if _word_at(w, shown) >= 0]
        candidates += sorted(words, key=lambda w: (_word_at(w, shown), -len(w))) + [value]
    elif isinstance(value, str):
        candidates.append(value)
    else:
        try:
            candidates.append(" ".join(map(str, value)))
        except TypeError:
            candidates.append(str(value))
    for text in candidates:
        if _reads_as(kind, text, value):
            return text
    raise InvalidInputError("worksheet.no_key", shown=shown, kind=kind.name)


def answer_key(game: str, seed: int, n: int = 10, difficulty: str = "normal", lang: str = "en") -> list[list]:
    """The teacher's key of one seed: rows ``[question, id, rule, answer,
    meaning]`` (see :func:`key_answer`; ``meaning`` is the checker's own
    wording of the answer)."""
    _check_lang(lang)
    rows = []
    for number, q in enumerate(worksheet_questions(game, seed, n, difficulty), 1):
        kind = topic(q.topic).kind
        expected = q._expected()
        with i18n.language(lang):
            shown = kind.show(expected)
        rows.append([number, q.id, topic(q.topic).rule(lang), key_answer(kind, expected, lang), shown])
    return rows


def write_worksheets(game: str, seeds: list[int], out: Path, n: int = 10, difficulty: str = "normal",
                     lang: str = "en") -> list[Path]:
    """Write every seed's notebook and key, and ``index.csv``; the notebooks written."""
    import nbformat

    _check_game(game)
    _check_lang(lang)
    _need.check("write_worksheets", "seeds", seeds, isinstance(seeds, (list, tuple, range)) and len(seeds) <= 1000
                and all(is_int(x) and 0 <= x <= MAX_SEED for x in seeds), "seeds")
    _check_sheet("write_worksheets", 0, n, difficulty)
    width = max(2, len(str(max(seeds, default=0))))
    out = _need.need_path("write_worksheets", "out", out)
    (out / "keys").mkdir(parents=True, exist_ok=True)
    written, index = [], []
    for seed in seeds:
        stem = file_stem(game, seed, width)
        nb = worksheet_notebook(game, seed, n, difficulty, lang)
        nbformat.validate(nb)
        path = out / f"{stem}.ipynb"
        path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
        key = out / "keys" / f"{stem}-key.csv"
        rows = answer_key(game, seed, n, difficulty, lang)
        with open(key, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["question", "id", "rule", "answer", "meaning"])
            w.writerows(rows)
        index.append([seed, path.name, f"keys/{key.name}", game, n, difficulty, " ".join(r[1] for r in rows)])
        written.append(path)
    with open(out / "index.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["seed", "notebook", "key", "set", "n", "difficulty", "ids"])
        w.writerows(index)
    return written


def add_sheet_arguments(parser: argparse.ArgumentParser) -> None:
    """The command-line options that shape a worksheet: ``--n``, ``--difficulty``, ``--lang``."""
    _need.check("add_sheet_arguments", "parser", parser, isinstance(parser, argparse.ArgumentParser), "parser")
    parser.add_argument("--n", type=int, default=10, help="questions per worksheet (default 10)")
    parser.add_argument("--difficulty", default="normal", choices=DIFFICULTIES, help="(default normal)")
    parser.add_argument("--lang", default="en", choices=i18n.LANGUAGES, help="language of the notebooks and keys")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardkit.classroom.worksheet",
        description="Write one worksheet notebook per seed, each with its own answer key.",
    )
    parser.add_argument("--set", required=True, choices=[g for g in GAMES], help="the game whose topics to ask")
    parser.add_argument("--seeds", required=True, help="seeds, e.g. 1-30 or 1-5,9 (one per student)")
    add_sheet_arguments(parser)
    parser.add_argument("--out", type=Path, required=True, help="folder to write into")
    args = parser.parse_args(argv)
    try:
        seeds = parse_seeds(args.seeds)
        written = write_worksheets(args.set, seeds, args.out, args.n, args.difficulty, args.lang)
    except CardkitError as exc:
        parser.error(str(exc))
    print(f"wrote {len(written)} worksheets, their keys in {args.out / 'keys'} and {args.out / 'index.csv'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
