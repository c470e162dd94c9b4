"""The coverage matrix of the rule texts: every rule of the five texts, the
lines that state it, the lesson section that teaches it and the exercises or
practice topics that check it.

Usage (from the repository root)::

    python3 tools/coverage.py --write                  # docs/rules/coverage.md from the data
    python3 tools/coverage.py --check                  # the data against the kit (and the page)
    python3 tools/coverage.py --texts ../shared/seeds  # ... and against the rule texts

The data is ``docs/rules/coverage.csv``, one row per rule:

``text``     the text's number (``000`` … ``004``);
``lines``    where the text states the rule (``12`` or ``12-15``);
``quote``    a few words of the text, verbatim, from those lines;
``rule``     the rule in one English sentence, in our words;
``matters``  ``play`` (it decides a legal move, a score, the deal or the
             exchange), ``table`` (conduct at the table: announcing, counting
             aloud, stakes, dealing packets, advice) or ``none`` (not a rule:
             a title, an introduction, history, an example restating a rule);
``lesson``   and ``section``: the lesson (``07``) and the heading of the
             section that teaches the rule, or that says why the kit leaves
             it out;
``checks``   the ids of the fixed exercises and practice topics that check it;
``scope``    empty, or ``variant: <why>`` / ``out of scope: <why>`` for a rule
             the kit does not play, with the reason (the lesson section says
             it too).

What is checked (``--check``; ``tests/test_rules_coverage.py`` runs it):

* every ``play`` and ``table`` row names a lesson section that exists in
  both editions (the Italian cell at the same place is a heading too);
* every check id is an exercise or a practice topic of the kit; the
  ``play`` rows that the kit plays but nothing checks yet are listed
  (:func:`unchecked`), and the test keeps their number from growing;
* the page is the data's output.

With ``--texts DIR`` (the texts live outside the repository) it also checks
that each quote is in its lines and that the rows' lines cover every
non-blank line of every text, so that no rule of a text is left out.
"""

from __future__ import annotations

import argparse
import csv
import functools
import hashlib
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "rules" / "coverage.csv"
PAGE = ROOT / "docs" / "rules" / "coverage.md"
COLUMNS = ("text", "lines", "quote", "rule", "matters", "lesson", "section", "checks", "scope")
MATTERS = ("play", "table", "none")
#: text number -> (file name, what it is, the rule sets that follow it)
TEXTS = {
    "000": ("000_69256e440cd3dbf8.txt", "Picchetto, the Italian rules",
            "ITALIANO, RUBICONE, PICCHETTO_TRE, PICCHETTO_COPPIE"),
    "001": ("001_6f3d7a74d8b1ef9f.txt", "Belote", "BELOTE, BELOTE_700, BELOTE_1000"),
    "002": ("002_f6db1af216a41972.txt", "Scopa", "SCOPA_2, SCOPA_3, SCOPA_4, SCOPA_NAPOLA"),
    "003": ("003_014a1b4c67f00cf6.txt", "Picchetto to 150 (a scanned, partly garbled text)",
            "PICCHETTO_150"),
    "004": ("004_bae17d80e8d7618d.txt", "Rubicon Piquet and its variants",
            "RUBICON, AU_CENT, A_ECRIRE, VOLEUR, AUCTION"),
}
SCOPE = re.compile(r"^(variant|out of scope): \S")
LINES = re.compile(r"^(\d+)(?:-(\d+))?$")


@dataclass(frozen=True)
class Row:
    number: int          # the row's line in the CSV (for messages)
    text: str
    first: int
    last: int
    quote: str
    rule: str
    matters: str
    lesson: str
    section: str
    checks: tuple[str, ...]
    scope: str

    @property
    def lines(self) -> str:
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"


def read(path: Path = DATA) -> tuple[list[Row], list[str]]:
    """The rows of the data file, and the problems of form found reading it."""
    rows, problems = [], []
    with path.open(encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader, None)
        if tuple(header or ()) != COLUMNS:
            return [], [f"{path.name}: the header must be {','.join(COLUMNS)}"]
        for n, values in enumerate(reader, start=2):
            if len(values) != len(COLUMNS):
                problems.append(f"row {n}: {len(values)} columns, not {len(COLUMNS)}")
                continue
            v = dict(zip(COLUMNS, (x.strip() for x in values)))
            m = LINES.match(v["lines"])
            if v["text"] not in TEXTS:
                problems.append(f"row {n}: text {v['text']!r} is not one of {', '.join(TEXTS)}")
                continue
            if not m:
                problems.append(f"row {n}: lines {v['lines']!r} is not a line or a range like 12-15")
                continue
            first, last = int(m[1]), int(m[2] or m[1])
            if not 1 <= first <= last:
                problems.append(f"row {n}: lines {v['lines']} is not a rising range")
            if v["matters"] not in MATTERS:
                problems.append(f"row {n}: matters {v['matters']!r} is not one of {', '.join(MATTERS)}")
            if not v["quote"] or not v["rule"]:
                problems.append(f"row {n}: a row needs a quote and a rule")
            if v["scope"] and not SCOPE.match(v["scope"]):
                problems.append(f"row {n}: scope must read 'variant: <why>' or 'out of scope: <why>'")
            rows.append(Row(n, v["text"], first, last, v["quote"], v["rule"], v["matters"],
                            v["lesson"], v["section"], tuple(v["checks"].split()), v["scope"]))
    return rows, problems


@functools.lru_cache(maxsize=None)
def _cells(path: Path) -> list[dict]:
    """A notebook's cells, read once per run (every row of a lesson asks for them)."""
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _headings(cell: dict) -> list[str]:
    if cell["cell_type"] != "markdown":
        return []
    src = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
    return [re.sub(r"^#+\s*", "", line).strip() for line in src.splitlines() if line.startswith("#")]


def lesson_path(lesson: str, root: Path = ROOT, edition: str = "") -> Path | None:
    found = sorted((root / "notebooks" / edition).glob(f"{lesson}_*.ipynb")) if re.fullmatch(r"\d\d", lesson) else []
    return found[0] if len(found) == 1 else None


def section_cell(lesson: str, section: str, root: Path = ROOT) -> int | None:
    """The index of the cell of lesson ``lesson`` (English) headed ``section``."""
    path = lesson_path(lesson, root)
    if path is None:
        return None
    for i, cell in enumerate(_cells(path)):
        if section in _headings(cell):
            return i
    return None


def kit_checks() -> set[str]:
    """The ids of every fixed exercise and every practice topic of the kit."""
    sys.path.insert(0, str(ROOT))
    import importlib
    from cardkit.exercises import core
    practice = importlib.import_module("cardkit.exercises.practice")
    core.load_sets()
    return {x.id for x in core.exercises()} | {t.name for t in practice.topics()}


def problems(rows: list[Row], root: Path = ROOT, checks: set[str] | None = None) -> list[str]:
    """What is wrong with the rows, against the lessons and the kit's checks."""
    checks = kit_checks() if checks is None else checks
    out = []
    for r in rows:
        where = f"row {r.number} ({r.text}:{r.lines})"
        if r.matters == "none":
            if r.lesson or r.section or r.checks or r.scope:
                out.append(f"{where}: a row that is not a rule has no lesson, check or scope")
            continue
        if not r.lesson or not r.section:
            out.append(f"{where}: no lesson teaches '{r.rule}' "
                       "(name the section, or the one that says why it is left out)")
            continue
        cell = section_cell(r.lesson, r.section, root)
        if cell is None:
            out.append(f"{where}: lesson {r.lesson} has no section headed {r.section!r}")
        else:
            it = lesson_path(r.lesson, root, "it")
            it_cells = _cells(it) if it is not None else []
            if cell >= len(it_cells) or not _headings(it_cells[cell]):
                out.append(f"{where}: the Italian lesson {r.lesson} has no heading at cell {cell}")
        for c in r.checks:
            if c not in checks:
                out.append(f"{where}: {c!r} is neither an exercise nor a practice topic")
    return out


def unchecked(rows: list[Row]) -> list[Row]:
    """The rules that matter to play, that the kit plays, and that no exercise
    or practice topic checks yet (the page lists them as "not yet")."""
    return [r for r in rows if r.matters == "play" and not r.scope and not r.checks]


def _normal(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def text_problems(rows: list[Row], texts: Path) -> list[str]:
    """Quotes not found in their lines, and non-blank lines no row covers."""
    out = []
    for number, (name, _what, _sets) in TEXTS.items():
        lines = (texts / name).read_text(encoding="utf-8").splitlines()
        covered = set()
        for r in (r for r in rows if r.text == number):
            if r.last > len(lines):
                out.append(f"row {r.number}: text {number} has {len(lines)} lines, not {r.last}")
                continue
            covered.update(range(r.first, r.last + 1))
            if _normal(r.quote) not in _normal(" ".join(lines[r.first - 1:r.last])):
                out.append(f"row {r.number}: the quote {r.quote!r} is not in {number}:{r.lines}")
        missing = [n for n, line in enumerate(lines, 1) if line.strip() and n not in covered]
        if missing:
            out.append(f"text {number}: no row covers lines {_ranges(missing)}")
    return out


def _ranges(numbers: list[int]) -> str:
    out, start = [], None
    for i, n in enumerate(numbers):
        if start is None:
            start = n
        if i + 1 == len(numbers) or numbers[i + 1] != n + 1:
            out.append(str(start) if start == n else f"{start}-{n}")
            start = None
    return ", ".join(out)


def digests(texts: Path) -> dict[str, str]:
    return {n: hashlib.sha256((texts / name).read_bytes()).hexdigest()[:16] for n, (name, _w, _s) in TEXTS.items()}


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def page(rows: list[Row], root: Path = ROOT) -> str:
    """The Markdown page of the matrix."""
    rules = [r for r in rows if r.matters != "none"]
    play = [r for r in rules if r.matters == "play"]
    scoped = [r for r in rules if r.scope]
    counts = Counter(r.text for r in rules)
    out = [
        "# Every rule of the texts: where it is taught and checked",
        "",
        "<!-- Generated by tools/coverage.py --write from docs/rules/coverage.csv: edit the CSV, not this page. -->",
        "",
        "Each row is one rule of the five rule texts the kit is built from (kept outside",
        "the repository, see [README.md](README.md)): the lines of the text that state it, a",
        "few of its words, the lesson section that teaches it and the exercises (`scopa-08`)",
        "or practice topics (`scopa-primiera`, fresh questions) that check it.",
        "",
        "* **play** rules decide a legal move, a score, the deal or the exchange: each one the",
        "  kit plays is to be checked by at least one exercise or topic (\"not yet\" marks",
        "  those still waiting for one);",
        "* **table** rules are conduct at the table (announcing, counting aloud, stakes,",
        "  dealing packets, advice): each is taught, or the lesson says why it is left out;",
        "* a rule of a variant the kit does not play is marked *variant* or *out of scope*",
        "  with the reason, and the lesson named says so too.",
        "",
        "Titles, introductions and examples that only restate a rule are not rows of this",
        "page, but the data file covers every line of every text, so that none is skipped",
        "(`python3 tools/coverage.py --texts <folder of the texts>` checks it).",
        "",
        f"**{len(rules)} rules** ({len(play)} that matter to play, {len(rules) - len(play)} of the table); "
        f"{len(rules) - len(scoped)} taught and played, {len(scoped)} left out with a reason; "
        f"{sum(1 for r in play if r.checks)} of the {len(play)} play rules checked, "
        f"{len(unchecked(rows))} not yet.",
        "",
        "| text | what it is | rule sets that follow it | rules |",
        "|---|---|---|---|",
    ]
    for number, (name, what, sets) in TEXTS.items():
        out.append(f"| [{number}](#text-{number}) | {what} | {sets} | {counts[number]} |")
    for number, (name, what, _sets) in TEXTS.items():
        out += ["", f"## Text {number}", "", f"`{name}`: {what}.", "",
                "| lines | rule | the text says | kind | taught in | checked by |", "|---|---|---|---|---|---|"]
        for r in (r for r in rules if r.text == number):
            path = lesson_path(r.lesson, root)
            taught = f"[{r.lesson} · {_cell(r.section)}](../../notebooks/{path.name})" if path else ""
            rule = _cell(r.rule) + (f" *({_cell(r.scope)})*" if r.scope else "")
            checks = ", ".join(f"`{c}`" for c in r.checks) or (
                "—" if r.matters == "table" or r.scope else "**not yet**")
            out.append(f"| {r.lines} | {rule} | «{_cell(r.quote)}» | {r.matters} | {taught} | {checks} |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write docs/rules/coverage.md")
    ap.add_argument("--check", action="store_true", help="check the data against the kit and the page")
    ap.add_argument("--texts", type=Path, help="the folder of the rule texts, to check quotes and lines")
    a = ap.parse_args(argv)
    rows, bad = read()
    bad += problems(rows)
    if a.texts is not None:
        bad += text_problems(rows, a.texts)
    if a.write and not bad:
        PAGE.write_text(page(rows), encoding="utf-8")
    elif PAGE.exists() and PAGE.read_text(encoding="utf-8") != page(rows):
        bad.append("docs/rules/coverage.md is not the data's output: run python3 tools/coverage.py --write")
    for b in bad:
        print(b)
    print(f"{len(unchecked(rows))} rules that matter to play are not checked yet")
    if a.texts is not None:
        print("texts:", ", ".join(f"{n} {d}" for n, d in digests(a.texts).items()))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
