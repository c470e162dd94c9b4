"""How long a lesson takes a learner, counted the same way for every lesson.

Usage (from the repository root)::

    python3 tools/lesson_times.py            # the table for docs/teachers.md
    python3 tools/lesson_times.py --write    # ... written into docs/teachers.md
    python3 tools/lesson_times.py --check    # lessons whose stated time is not the estimate

The estimate (docs/teachers.md explains it to teachers), computed on the
English edition:

* reading the text at 200 words a minute (the Markdown cells);
* 15 seconds per code cell (read it, run it, look at the output);
* 3 minutes per interactive widget (a cell that shows a widget: change the
  cards, watch the result change; a whole game against the computer counts
  as 3 minutes too, and the game itself is left out and said so);
* 1.5 minutes per check question (a cell calling ``check(``).

A lesson states its time in its title cell ("**Time:** about N minutes" /
"**Tempo:** circa N minuti"); the stated time must be within 3 minutes (or a
fifth, if more) of the estimate, no lesson runs past 25 minutes, and both
editions state the same time.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORDS_PER_MINUTE = 200
CODE_CELL = 0.25
WIDGET = 3.0
CHECK = 1.5
LONGEST = 25
STATED = re.compile(r"\*\*(?:Time|Tempo):\*\*\s*(?:about|circa)\s+(\d+)\s+(?:minutes|minuti)", re.I)


def _source(cell) -> str:
    src = cell.get("source", "")
    return src if isinstance(src, str) else "".join(src)


@dataclass(frozen=True)
class Timing:
    path: Path
    words: int
    code_cells: int
    widgets: int
    checks: int
    stated: int | None

    @property
    def reading(self) -> float:
        return self.words / WORDS_PER_MINUTE

    @property
    def estimate(self) -> float:
        return self.reading + CODE_CELL * self.code_cells + WIDGET * self.widgets + CHECK * self.checks

    def honest(self) -> bool:
        if self.stated is None:
            return False
        return abs(self.stated - self.estimate) <= max(3.0, self.estimate / 5)


def _widget_names(code_cells) -> set[str]:
    """The names a notebook imports from cardkit.widgets (widget classes)."""
    names = set()
    for cell in code_cells:
        for m in re.finditer(r"from[ \t]+cardkit\.widgets(?:\.[\w.]+)?[ \t]+import[ \t]+(?:\(([^)]*)\)|([\w \t,]+))",
                             _source(cell)):
            listed = m.group(1) or m.group(2)
            names |= {n.split()[-1] for n in listed.split(",") if n.strip()}
    return names


def _kit_widget_classes() -> set[str]:
    """Every widget class the kit exports (a lesson may get one from a helper)."""
    import cardkit.widgets
    return {name for name in getattr(cardkit.widgets, "__all__", dir(cardkit.widgets)) if name[:1].isupper()}


def _shows_widget(cell, names: set[str]) -> bool:
    """A cell whose result is one of the kit's widgets (its repr names the class)."""
    for out in cell.get("outputs", []):
        text = _source({"source": out.get("data", {}).get("text/plain", "")})
        m = re.match(r"(\w+)\(", text)
        if m and m.group(1) in names:
            return True
    return False


def _makes_widget(source: str, names: set[str]) -> bool:
    """A cell that builds a widget for the learner to use (a "Try it" cell)."""
    return any(re.search(rf"\b{re.escape(n)}\(", source) for n in names)


def timing(path: Path, cells: list | None = None) -> Timing:
    """The counts and estimate of a lesson (or of ``cells``, a part of it)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    names = _widget_names(c for c in nb["cells"] if c["cell_type"] == "code") | _kit_widget_classes()
    cells = nb["cells"] if cells is None else cells
    markdown = [_source(c) for c in cells if c["cell_type"] == "markdown"]
    code = [c for c in cells if c["cell_type"] == "code"]
    words = sum(len(re.sub(r"\(([^)]*)\)", "", m).split()) for m in markdown)  # link targets are not read
    widgets = sum(_makes_widget(_source(c), names) or _shows_widget(c, names) for c in code)
    checks = sum("check(" in _source(c) for c in code)
    title = _source(nb["cells"][0]) if nb["cells"] else ""
    m = STATED.search(title)
    return Timing(path, words, len(code), widgets, checks, int(m.group(1)) if m else None)


#: the line that marks a section a class may skip (English, Italian), in the section's heading cell
OPTIONAL = {"en": "*Optional: skip this section if time is short; nothing later in the lesson needs it.*",
            "it": "*Facoltativa: salta questa sezione se il tempo è poco; nulla di ciò che segue nella "
                  "lezione ne ha bisogno.*"}


def _headings(cell) -> list[tuple[int, str, int]]:
    """``(level, text, offset)`` of every heading line of a markdown cell."""
    if cell["cell_type"] != "markdown":
        return []
    return [(len(m.group(1)), m.group(2).strip(), m.start())
            for m in re.finditer(r"^(#+)[ \t]+(.*)$", _source(cell), re.M)]


def sections(path: Path) -> list[tuple[str, int, int]]:
    """The sections of a lesson that begin a cell: ``(heading, first cell,
    end cell)``, a section running to the next cell holding a heading of
    its level or higher (a heading inside a cell ends it there too)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    out = []
    for i, cell in enumerate(cells):
        found = _headings(cell)
        if not found or found[0][2] != 0:
            continue                                 # sections that begin a cell only
        level, text, _at = found[0]
        end = next((j for j in range(i + 1, len(cells))
                    if any(lv <= level for lv, _t, _a in _headings(cells[j]))), len(cells))
        out.append((text, i, end))
    return out


def optional_sections(path: Path, lang: str = "en") -> list[tuple[str, int, int]]:
    """The sections of a lesson marked optional (:data:`OPTIONAL`)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [(text, i, end) for text, i, end in sections(path) if OPTIONAL[lang] in _source(cells[i])]


def lessons(root: Path = ROOT, edition: str = "") -> list[Path]:
    folder = root / "notebooks" / edition if edition else root / "notebooks"
    return [p for p in sorted(folder.glob("[0-9][0-9]_*.ipynb")) if not p.name.startswith("00_")]


def problems(root: Path = ROOT) -> list[str]:
    found = []
    english = {p.name[:2]: timing(p) for p in lessons(root)}
    for n, t in english.items():
        if t.stated is None:
            found.append(f"{t.path.name}: no '**Time:** about N minutes' in the title cell")
        elif not t.honest():
            found.append(f"{t.path.name}: states {t.stated} min, the estimate is {t.estimate:.0f}")
        if t.estimate > LONGEST + 3:
            found.append(f"{t.path.name}: about {t.estimate:.0f} min, longer than {LONGEST}: split it")
    for p in lessons(root, "it"):
        t, en = timing(p), english.get(p.name[:2])
        if t.stated is None:
            found.append(f"it/{p.name}: no '**Tempo:** circa N minuti' in the title cell")
        elif en is not None and en.stated is not None and t.stated != en.stated:
            found.append(f"it/{p.name}: states {t.stated} min, the English edition {en.stated}")
    return found


def _title(path: Path) -> str:
    """The lesson's title line, "07 · Picchetto: the deck, ..." (markup dropped)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    first = _source(nb["cells"][0]).splitlines()[0] if nb["cells"] else path.stem
    return first.lstrip("# ").replace("*", "").strip()


def table(root: Path = ROOT) -> str:
    rows = ["| lesson | words | code cells | widgets | checks | reading alone (min) | estimate (min) | stated (min) |",
            "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for p in lessons(root):
        t = timing(p)
        rows.append(f"| [{_title(p)}](../notebooks/{p.name}) | {t.words} | {t.code_cells} | {t.widgets} | "
                    f"{t.checks} | {t.reading:.0f} | {t.estimate:.0f} | {t.stated if t.stated is not None else '–'} |")
    return "\n".join(rows)


def exercise_notebooks(root: Path = ROOT) -> list[Path]:
    return sorted((root / "exercises").glob("[0-9][0-9]_*.ipynb"))


def _questions(path: Path) -> str:
    """The questions of an exercise notebook: its ``check(`` cells, or
    "review + quiz" for a notebook in two parts (a "## Part 2" heading)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    parts = [0]
    for cell in nb["cells"]:
        text = _source(cell)
        if cell["cell_type"] == "markdown" and text.startswith("## Part 2"):
            parts.append(0)
        elif cell["cell_type"] == "code" and "check(" in text:
            parts[-1] += 1
    return " + ".join(str(n) for n in parts)


def exercise_table(root: Path = ROOT) -> str:
    """The exercise notebooks, counted as the lessons are, the estimate
    rounded to 5 minutes (a set is planned in blocks of a class)."""
    rows = ["| exercise notebook | questions | estimate (min) |", "|---|---:|---:|"]
    for p in exercise_notebooks(root):
        number, _, name = _title(p).replace("Exercises ", "").partition(" · ")
        rows.append(f"| [{int(number):02d} · {name}](../exercises/{p.name}) | {_questions(p)} | "
                    f"{5 * round(timing(p).estimate / 5)} |")
    return "\n".join(rows)


GUIDE = ROOT / "docs" / "teachers.md"
#: the lines between which docs/teachers.md holds the table (never typed by hand)
BEGIN = "<!-- lesson times: written by tools/lesson_times.py --write -->"
END = "<!-- end of lesson times -->"


#: the projector's games (cardkit.projector.app.GAMES, read without importing the widgets)
PROJECTOR_GAMES = ("scopa", "picchetto", "belote")
#: games of lessons the projector does not show (tables of three and four, Voleur, Auction)
_TABLE_WIDGETS = re.compile(r"\b(?:PicchettoTableGame|VariantGame)\(")


def _cell_table_text(text: str, limit: int = 150) -> str:
    """One paragraph of a lesson as a table cell: one line, no ``|``,
    clipped at a word to ``limit`` characters."""
    text = " ".join(text.split()).replace("|", "/")
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " …"
    return text


def class_script(path: Path) -> tuple[str, str, str]:
    """(the projector's game for the lesson, its first check question, the
    first two of its common mistakes), read from the lesson itself."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    markdown = [_source(c) for c in nb["cells"] if c["cell_type"] == "markdown"]
    code = "\n".join(_source(c) for c in nb["cells"] if c["cell_type"] == "code")
    game = next((g for g in PROJECTOR_GAMES if g in path.stem), None)
    shown = "—" if game is None or _TABLE_WIDGETS.search(code) else game.capitalize()
    question = "—"
    for text in markdown:
        m = re.search(r"\*\*1\s*[.·][^*]*\*\*\s*(.+)", text)
        if m:
            question = _cell_table_text(m.group(1).split("\n\n")[0])
            break
    mistakes = next((t for t in markdown if t.startswith("## Common mistakes")), "")
    watch = "; ".join(m.rstrip(".") for m in re.findall(r"^- \*\*(.+?)\*\*", mistakes, re.M)[:2]) or "—"
    return shown, question, _cell_table_text(watch, 200)


def class_script_table(root: Path = ROOT) -> str:
    rows = ["| lesson | on the projector | ask the room | watch for |", "|---|---|---|---|"]
    for p in lessons(root):
        shown, question, watch = class_script(p)
        rows.append(f"| [{p.name[:2]}](../notebooks/{p.name}) | {shown} | {question} | {watch} |")
    return "\n".join(rows)


def practice_topics(root: Path = ROOT) -> dict[str, list[str]]:
    """Lesson number -> the practice topics that lesson teaches
    (``cardkit.exercises.quiz.LESSONS``, the map a quiz score uses to name
    the lesson to reread)."""
    from cardkit.exercises.quiz import LESSONS

    out: dict[str, list[str]] = {}
    for name, lesson in sorted(LESSONS.items()):
        out.setdefault(lesson[:2], []).append(name)
    return out


def differentiation_table(root: Path = ROOT) -> str:
    """Per lesson, the practice topics to differentiate with (one level up
    or down for the learners who finish early or need more time), and the
    sections a class short of time may skip, with the minutes they save."""
    topics = practice_topics(root)
    rows = ["| lesson | practice topics of the lesson | optional sections (minutes saved) |", "|---|---|---|"]
    for p in lessons(root):
        names = topics.get(p.name[:2], [])
        cell = ", ".join(f"`{n}`" for n in names) or "— (no topic of its own: see above)"
        cells = json.loads(p.read_text(encoding="utf-8"))["cells"]
        skip = "; ".join(f"{_cell_table_text(text.replace('*', ''), 60)} ({round(timing(p, cells[i:end]).estimate)})"
                         for text, i, end in optional_sections(p)) or "—"
        rows.append(f"| [{p.name[:2]}](../notebooks/{p.name}) | {cell} | {skip} |")
    return "\n".join(rows)


SCRIPT_BEGIN = "<!-- class script: written by tools/lesson_times.py --write -->"
SCRIPT_END = "<!-- end of class script -->"
EX_BEGIN = "<!-- exercise times: written by tools/lesson_times.py --write -->"
EX_END = "<!-- end of exercise times -->"
DIFF_BEGIN = "<!-- differentiation: written by tools/lesson_times.py --write -->"
DIFF_END = "<!-- end of differentiation -->"


def guide_table(text: str, begin: str = BEGIN, end: str = END) -> str:
    """The table the guide ``text`` holds between ``begin`` and ``end``."""
    start, stop = text.index(begin) + len(begin), text.index(end)
    return text[start:stop].strip("\n")


def write_guide(root: Path = ROOT) -> None:
    path = root / "docs" / "teachers.md"
    text = path.read_text(encoding="utf-8")
    for begin, end, new in ((BEGIN, END, table(root)), (EX_BEGIN, EX_END, exercise_table(root)),
                            (SCRIPT_BEGIN, SCRIPT_END, class_script_table(root)),
                            (DIFF_BEGIN, DIFF_END, differentiation_table(root))):
        start, stop = text.index(begin) + len(begin), text.index(end)
        text = text[:start] + "\n" + new + "\n" + text[stop:]
    path.write_text(text, encoding="utf-8")


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--write" in args:
        write_guide(ROOT)
        print(f"wrote the table of {len(lessons(ROOT))} lessons into {GUIDE.relative_to(ROOT)}")
        return 0
    if "--check" in args:
        found = problems(ROOT)
        print("\n".join(found) or "every lesson states its estimated time")
        return 1 if found else 0
    print(table(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
