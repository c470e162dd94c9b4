"""The English and Italian editions are one set of lessons in two languages
(issue 14), and lesson code reads like the rule, not like the engine.

The checks live in tools/editions.py (a teacher or author runs
``python3 tools/editions.py check``); here each one runs per notebook, and the
checker itself is tried on small hand-made cells.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool(name):
    spec = importlib.util.spec_from_file_location(f"cardkit_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module          # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


editions = _tool("editions")
times = _tool("lesson_times")

PAIRS, MISSING = editions.pairs(ROOT)
NOTEBOOKS = editions.all_notebooks(ROOT)


def _rel(path):
    return str(path.relative_to(ROOT))


# --- the repository ---------------------------------------------------------------

def test_every_lesson_and_exercise_set_exists_in_both_languages():
    assert MISSING == []
    numbers = {p.name[:2] for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
    assert {f"{n:02d}" for n in range(24)} <= numbers          # 00 contents + 23 lessons
    assert len(list((ROOT / "notebooks" / "it").glob("[0-9][0-9]_*.ipynb"))) == len(numbers)
    assert len(list((ROOT / "exercises" / "solutions" / "it").glob("[0-9][0-9]_*.ipynb"))) == \
        len(list((ROOT / "exercises" / "solutions").glob("[0-9][0-9]_*.ipynb"))) >= 10


@pytest.mark.parametrize("english,italian", PAIRS, ids=[_rel(i) for _, i in PAIRS])
def test_both_editions_have_the_same_cells_and_the_same_code(english, italian):
    problems = editions.check_pair(english, italian)
    assert not problems, "\n".join(map(str, problems))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[_rel(p) for p in NOTEBOOKS])
def test_a_learner_reads_no_plumbing_no_player_0_and_the_edition_s_language(path):
    problems = editions.check_reading(path)
    assert not problems, "\n".join(map(str, problems))


def test_contents_pages_link_each_other_and_every_lesson_of_their_language():
    en = editions.load(ROOT / "notebooks" / "00_start_here.ipynb")
    it = editions.load(next((ROOT / "notebooks" / "it").glob("00_*.ipynb")))
    text_en, text_it = editions.markdown_of(en), editions.markdown_of(it)
    assert "it/00_inizia_qui.ipynb" in text_en and "../00_start_here.ipynb" in text_it
    for p in (ROOT / "notebooks").glob("[0-2][0-9]_*.ipynb"):
        if not p.name.startswith("00_"):
            assert f"({p.name})" in text_en, p.name
    for p in (ROOT / "notebooks" / "it").glob("[0-2][0-9]_*.ipynb"):
        if not p.name.startswith("00_"):
            assert f"({p.name})" in text_it, p.name
    for p in (ROOT / "exercises" / "it").glob("[0-9][0-9]_*.ipynb"):
        assert f"(../../exercises/it/{p.name})" in text_it, p.name


def test_every_lesson_states_the_time_it_takes_and_none_runs_past_25_minutes():
    assert times.problems(ROOT) == []


# --- the checker, on hand-made cells -------------------------------------------------

def _cell(code):
    return editions.same_code_form(code)


def test_display_text_comments_and_f_string_text_may_be_translated():
    assert _cell('print("cards taken:", n)  # count') == _cell('print("carte prese:", n)  # conta')
    assert _cell('show(**{"elder": a})') == _cell('show(**{"di mano": a})')
    assert _cell('print(f"player {p + 1}: {s.total:3}")') == _cell('print(f"giocatore {p + 1}: {s.total:3}")')
    assert _cell('print(", ".join(x) or "none")') == _cell('print(", ".join(x) or "nessuna")')
    assert _cell('def f():\n    "Draw it."\n    return 1') == _cell('def f():\n    "Disegnala."\n    return 1')
    assert _cell('set_language("en")') == _cell('set_language("it")')


def test_code_may_not_be_translated():
    assert _cell('state.play("declare")') != _cell('state.play("dichiara")')
    assert _cell('check("scopa-08", answer)') != _cell('check("scopa-09", answer)')
    assert _cell('print(", ".join(x))') != _cell('print("; ".join(x))')      # the separator is code
    assert _cell('rows = ["| card |"]') != _cell('rows = ["| carta |"]')       # not shown by a call
    assert _cell('print(state.play("declare"))') != _cell('print(state.play("dichiara"))')
    assert _cell("x = deal(seed=7)") != _cell("y = deal(seed=7)")
    assert _cell("x = deal(seed=7)") != _cell("x = deal(seed=8)")


def test_the_set_up_cell_must_set_each_edition_s_language(tmp_path):
    def notebook(name, *codes):
        cells = [{"cell_type": "markdown", "metadata": {}, "source": "# title"}]
        cells += [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": 1}
                  for c in codes]
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        return path

    en = notebook("en/01_x.ipynb", 'set_language("en")', 'print("hello")')
    good = notebook("it/01_x.ipynb", 'set_language("it")', 'print("ciao")')
    unset = notebook("it2/01_x.ipynb", 'set_language("en")', 'print("ciao")')
    other = notebook("it3/01_x.ipynb", 'set_language("it")', 'print("ciao", 1)')
    assert editions.check_pair(en, good) == []
    assert ["does not call set_language" in p.text for p in editions.check_pair(en, unset)] == [True]
    assert ["not the same code" in p.text for p in editions.check_pair(en, other)] == [True]


def test_plumbing_names_are_found():
    found = editions.forbidden_names(
        "for _ in range(3):\n    pass\n"
        "h = internal_mask(hand)\n"
        "state.is_chance_node()\n"
        "k = sorted(x, key=lambda c: c.rank)\n"
        "from functools import cmp_to_key\n"
        "m = CardSet('7d').mask\n"
        "obj.__class__\n")
    assert sorted(set(found)) == sorted({"_", "internal_mask", "is_chance_node", "lambda",
                                         "cmp_to_key", "mask", "__class__"})
    assert editions.forbidden_names("deal = deal_hands(elder='AS', younger='7H')\nshow(hand=deal.elder)") == []


def test_a_player_numbered_0_and_english_in_an_italian_output_are_found(tmp_path):
    def notebook(folder, text):
        cell = {"cell_type": "code", "metadata": {}, "source": "x", "execution_count": 1,
                "outputs": [{"output_type": "stream", "name": "stdout", "text": text}]}
        path = tmp_path / folder / "01_x.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        return path

    assert editions.check_reading(notebook("en", "player 1 takes 7d")) == []
    assert "count from 1" in editions.check_reading(notebook("en", "player 0 takes 7d"))[0].text
    assert editions.check_reading(notebook("it", "il giocatore 1 prende il 7d")) == []
    assert "'the'" in editions.check_reading(notebook("it", "il giocatore 1 takes the 7d"))[0].text


def test_a_rule_text_called_a_seed_is_found(tmp_path):
    def notebook(text):
        cell = {"cell_type": "markdown", "metadata": {}, "source": text}
        path = tmp_path / "01_x.ipynb"
        path.write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        return path

    assert editions.check_reading(notebook("The rule text `000` says so; deal with seed 7.")) == []
    for text in ("The rule text (seed `000`) says so.", "Il testo delle regole (seed 002) lo dice."):
        problems = editions.check_reading(notebook(text))
        assert len(problems) == 1 and "a seed deals the cards" in problems[0].text


def test_the_guide_s_time_table_is_the_tool_s_output():
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    assert times.guide_table(guide) == times.table(ROOT), "run python3 tools/lesson_times.py --write"


def test_the_guide_names_the_lessons_with_a_whole_game():
    """The lessons the guide says hold a whole game against the computer are
    the lessons that build a game widget for a whole match (not one deal)."""
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    sentence = re.search(r"Lessons ([\d, and]+) end with a whole game\s+against the computer, and\s+lesson (\d+)",
                         guide)
    named = set(re.findall(r"\d+", sentence.group(1))) | {sentence.group(2)}
    whole = set()
    for path in times.lessons(ROOT):
        code = "\n".join(editions.source(c) for c in editions.load(path)["cells"] if c["cell_type"] == "code")
        for m in re.finditer(r"\b(?:ScopaGame|PicchettoGame|BeloteGame|VariantGame|PicchettoTableGame)\(([^)]*)\)",
                             code):
            if "single_deal" not in m.group(1):
                whole.add(path.name[:2])
    assert named == whole


def _plan_rows(guide: str) -> list[tuple[str, str]]:
    """(plan heading, the row's "in class" cell, its homework) of every
    lesson-plan table."""
    section = guide.split("## Lesson plans", 1)[1].split("\n## ", 1)[0]
    rows, heading = [], ""
    for line in section.splitlines():
        if line.startswith("### "):
            heading = line[4:]
        elif re.match(r"\| \d+ \|", line):
            rows.append((heading, line.split("|")[2], line.split("|")[3]))
    return rows


def test_every_lesson_plan_fits_a_50_minute_class_and_every_lesson_and_set_has_one():
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    rows = _plan_rows(guide)
    assert len(rows) >= 15
    for heading, cell, _homework in rows:
        minutes = sum(int(m) for m in re.findall(r"\((\d+) min", cell))
        assert minutes + 10 <= 50, f"{heading}: {minutes} min in class and 10 to open and close: {cell}"
    plans = "\n".join(cell + "\n" + homework for _h, cell, homework in rows)
    lessons = {p.name[:2] for p in times.lessons(ROOT)}
    assert lessons <= set(re.findall(r"lesson (\d\d)", plans))
    sets = {p.name[:2] for p in times.exercise_notebooks(ROOT)}
    assert sets <= set(re.findall(r"set (\d\d)", plans)) | set(re.findall(r"exercises/(\d\d)_", plans))
    stated = {p.name[:2]: times.timing(p).stated for p in times.lessons(ROOT)}
    timed = re.findall(r"(?<!start )(?<!finish )lesson (\d\d), [^;(]*\((\d+) min", plans)
    assert len(timed) >= 15
    for n, minutes in timed:
        assert int(minutes) == stated[n], f"the plan gives lesson {n} {minutes} min, it states {stated[n]}"


def test_the_guide_s_class_script_is_read_from_the_lessons():
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    table = times.guide_table(guide, times.SCRIPT_BEGIN, times.SCRIPT_END)
    assert table == times.class_script_table(ROOT), "run python3 tools/lesson_times.py --write"
    rows = table.splitlines()[2:]
    assert len(rows) == len(times.lessons(ROOT))
    for row in rows:        # every lesson has a question for the room and two misconceptions to watch
        _lesson, _shown, question, watch = (cell.strip() for cell in row.strip("|").split(" | "))
        assert question != "—" and watch.count(";") == 1, row


def test_the_class_script_knows_the_projector_s_games():
    from cardkit.projector.app import GAMES

    assert times.PROJECTOR_GAMES == GAMES      # the tool reads the lessons without importing the widgets


def test_the_guide_s_differentiation_table_is_read_from_the_kit():
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    table = times.guide_table(guide, times.DIFF_BEGIN, times.DIFF_END)
    assert table == times.differentiation_table(ROOT), "run python3 tools/lesson_times.py --write"
    rows = table.splitlines()[2:]
    assert len(rows) == len(times.lessons(ROOT))
    from cardkit.exercises.practice import topics

    named = set(re.findall(r"`([a-z]+-[a-z-]+)`", table))
    assert named == {t.name for t in topics()}       # every topic, under the lesson that teaches it
    # the prose names exactly the lessons the table gives no topic
    without = {row[3:5] for row in rows if "no topic of its own" in row}
    prose = " ".join(guide[guide.index("the lessons without a topic of their own are"):
                           guide.index(times.DIFF_BEGIN)].split())
    prose = prose[:prose.index("and the games")]
    assert set(re.findall(r"\b(\d\d)\b", prose)) == without
