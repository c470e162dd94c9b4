"""What the class knows, rule by rule: a page made from the grader's CSV.

Usage::

    python -m cardkit.classroom grade submissions/ --csv results.csv
    python -m cardkit.classroom report results.csv --out report.html [--lang it]

or in a cell::

    from cardkit.classroom.report import report
    page = report("results.csv", lang="it")   # shown as the page
    page.save("report.html")

Each question of the CSV is counted under the rule of the game it checks
(:mod:`cardkit.exercises.rules_checked`).  For each rule the page says how
many students got it **right at the first try**, **right after hints** (after
one or more wrong checks, each of which showed a hint), had the answer
**shown** (``reveal``), or did **not** get it right at all; a student with
several questions on one rule is counted by the weakest of them.  The rules
most missed come first, each with the misconception diagnosed most often in
the class's wrong answers: the report checks each wrong answer of the CSV
again with the kit and reads the checker's diagnosis, in the page's
language.  Then, for each student, the rules to revisit.  A chart (rules ×
share of students, stacked by how they got there) is embedded in the page,
which prints on white paper without cutting its tables.

A CSV of an older grader, without the ``tries`` column, is read too: its
right answers are counted as *right, tries unknown*.
"""

from __future__ import annotations

import argparse
import base64
import csv
import io
import sys
import textwrap
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from .. import i18n
from ..errors import CardkitError
from ..options import is_int, need_bool
from . import _need
from ..exercises.core import STATUSES, evaluate
from ..exercises.rules_checked import rule_game, rule_name, rule_of

#: the columns a grader CSV must have (``tries`` is newer and optional)
NEEDED = ("notebook", "seed", "question", "exercise", "status", "answer", "run")
#: the statuses a grader CSV may hold
KNOWN_STATUSES = set(STATUSES) | {"not checked", "foreign"}
#: how a student got a rule, from best to weakest
OUTCOMES = ("first", "hints", "right", "revealed", "missed")
#: at most this many rows are read from one CSV
MAX_ROWS = 200_000
#: the colours and hatches of the outcomes in the chart (they print in black and white too)
STYLE = {
    "first": ("#1a7f37", ""), "hints": ("#8fd19e", "//"), "right": ("#b0b0b0", ".."),
    "revealed": ("#f2c14e", "xx"), "missed": ("#c0392b", ""),
}

i18n.register({
    "report.not_results": {
        "en": "{path} is not a results file of the grader: write one with "
              "'python -m cardkit.classroom grade FOLDER --csv results.csv' (it has the columns {columns})",
        "it": "{path} non è un file di risultati del correttore: crealo con "
              "'python -m cardkit.classroom grade CARTELLA --csv results.csv' (ha le colonne {columns})",
    },
    "report.empty": {
        "en": "{path} holds no graded question yet: grade the class's notebooks first",
        "it": "{path} non contiene ancora nessuna domanda corretta: correggi prima i quaderni della classe",
    },
    "report.no_rule": {
        "en": "{value!r} is not a rule of this report: see its rules' keys",
        "it": "{value!r} non è una regola di questo rapporto: vedi le chiavi delle sue regole",
    },
    "report.bad_lang": {
        "en": "{value!r} is not a language of the kit: choose {languages}",
        "it": "{value!r} non è una lingua del kit: scegli fra {languages}",
    },
    "report.title": {"en": "What the class knows", "it": "Cosa sa la classe"},
    "report.subtitle": {
        "en": "{students} students, {questions} questions graded, from {source}",
        "it": "{students} studenti, {questions} domande corrette, da {source}",
    },
    "report.outcome.first": {"en": "right at the first try", "it": "giusto al primo tentativo"},
    "report.outcome.hints": {"en": "right after hints", "it": "giusto dopo i suggerimenti"},
    "report.outcome.right": {"en": "right (tries unknown)", "it": "giusto (tentativi non noti)"},
    "report.outcome.revealed": {"en": "after a reveal", "it": "dopo aver visto la risposta"},
    "report.outcome.missed": {"en": "not at all", "it": "per niente"},
    "report.short.first": {"en": "first try", "it": "al primo colpo"},
    "report.short.hints": {"en": "after hints", "it": "con sugge\u00adrimenti"},  # may break there in a narrow column
    "report.short.right": {"en": "right, tries unknown", "it": "giusto, tentativi ignoti"},
    "report.short.revealed": {"en": "after a reveal", "it": "risposta vista"},
    "report.short.missed": {"en": "not at all", "it": "per niente"},
    "report.how": {
        "en": "Each rule counts the students who had a question on it, by how they got it right: at the first "
              "try, after one or more wrong checks (each showed a hint), only after the answer was shown "
              "(reveal), or not at all (a wrong or missing answer). A student with several questions on one "
              "rule is counted by the weakest. The rules most missed (the answer shown or not right) come first.",
        "it": "Per ogni regola si contano gli studenti che avevano una domanda su di essa, secondo come hanno "
              "risposto giusto: al primo tentativo, dopo uno o più controlli sbagliati (ognuno mostrava un "
              "suggerimento), solo dopo aver visto la risposta (reveal), o per niente (risposta sbagliata o "
              "mancante). Uno studente con più domande sulla stessa regola è contato secondo la più debole. "
              "Le regole più sbagliate (risposta vista o non giusta) vengono prima.",
    },
    "report.no_tries": {
        "en": "This CSV comes from an older grader, without the tries column: right answers are counted as "
              "right, tries unknown.",
        "it": "Questo CSV viene da un correttore più vecchio, senza la colonna dei tentativi: le risposte giuste "
              "sono contate come giuste, tentativi non noti.",
    },
    "report.chart.x": {"en": "share of the students (%)", "it": "quota degli studenti (%)"},
    "report.chart.title": {"en": "Rule by rule: how the students got it",
                           "it": "Regola per regola: come hanno risposto"},
    "report.rules": {"en": "Rule by rule, the most missed first", "it": "Regola per regola, prima le più sbagliate"},
    "report.col.rule": {"en": "rule", "it": "regola"},
    "report.col.game": {"en": "game", "it": "gioco"},
    "report.col.students": {"en": "students", "it": "studenti"},
    "report.col.mistake": {"en": "most frequent misconception", "it": "errore più frequente"},
    "report.col.student": {"en": "student", "it": "studente"},
    "report.col.right": {"en": "right", "it": "giuste"},
    "report.col.revisit": {"en": "rules to revisit", "it": "regole da ripassare"},
    "report.col.run": {"en": "the run of the notebook", "it": "l'esecuzione del quaderno"},
    "report.mistake": {
        "en": "“{text}” ({n} of {wrong} wrong answers)",
        "it": "«{text}» ({n} su {wrong} risposte sbagliate)",
    },
    "report.no_mistake": {"en": "no diagnosis", "it": "nessuna diagnosi"},
    "report.no_wrong": {"en": "no wrong answer was checked", "it": "nessuna risposta sbagliata controllata"},
    "report.students": {"en": "Student by student", "it": "Studente per studente"},
    "report.nothing_to_revisit": {"en": "none", "it": "nessuna"},
    "report.nothing_graded": {"en": "nothing graded", "it": "niente da correggere"},
    "report.score": {"en": "{right} of {total}", "it": "{right} su {total}"},
    "report.unnamed_rule": {"en": "exercise {id} (no rule named)", "it": "esercizio {id} (senza regola)"},
    "report.game.cards": {"en": "cards", "it": "carte"},
    "report.game.scopa": {"en": "Scopa", "it": "Scopa"},
    "report.game.picchetto": {"en": "Picchetto", "it": "Picchetto"},
    "report.game.belote": {"en": "Belote", "it": "Belote"},
    "report.game.other": {"en": "—", "it": "—"},
    "report.wrote": {"en": "wrote {path}", "it": "scritto {path}"},
})


# --------------------------------------------------------------------------
# Reading the grader's CSV
# --------------------------------------------------------------------------

def _refuse(path) -> CardkitError:
    return CardkitError("report.not_results", path=str(path), columns=", ".join(NEEDED + ("tries",)))


def read_results(path) -> tuple[list[dict], bool]:
    """The rows of a grader CSV and whether it has the ``tries`` column;
    anything else is refused in one sentence."""
    path = _need.need_path("read_results", "path", path)
    try:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            header = reader.fieldnames or []
            if not set(NEEDED) <= set(header):
                raise _refuse(path)
            rows = []
            for row in reader:
                if (len(rows) >= MAX_ROWS or None in row or any(row[k] is None for k in NEEDED)
                        or row["status"] not in KNOWN_STATUSES):
                    raise _refuse(path)
                tries = (row.get("tries") or "").strip()
                if tries and not (tries.isdigit() and len(tries) < 6):
                    raise _refuse(path)
                row["tries"] = int(tries) if tries else None
                rows.append(row)
    except (OSError, UnicodeDecodeError, csv.Error):
        raise _refuse(path) from None
    return rows, "tries" in header


def outcome(status: str, tries: int | None) -> str:
    """How one question was got: ``first``, ``hints``, ``right`` (tries
    unknown), ``revealed`` or ``missed``."""
    _need.check("outcome", "status", status, isinstance(status, str) and status in KNOWN_STATUSES, "status")
    _need.check("outcome", "tries", tries, tries is None or (is_int(tries) and tries >= 0), "int_or_none")
    if status == "correct":
        return "right" if tries is None else ("first" if tries == 0 else "hints")
    return "revealed" if status == "revealed" else "missed"


# --------------------------------------------------------------------------
# The class's picture
# --------------------------------------------------------------------------

@dataclass
class RuleRow:
    """One rule: how many students got it, and how."""

    key: str
    name: str
    game: str
    counts: dict = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    questions: int = 0
    wrong: int = 0                   # wrong answers (readable, not right)
    mistake: str | None = None       # the diagnosis sentence seen most often
    mistake_count: int = 0

    def __post_init__(self):
        check = _need.check
        for name in ("key", "name", "game"):
            check("RuleRow", name, getattr(self, name), isinstance(getattr(self, name), str), "text")
        check("RuleRow", "counts", self.counts, isinstance(self.counts, dict) and set(self.counts) == set(OUTCOMES)
              and all(_count(v) for v in self.counts.values()), "counts")
        for name in ("questions", "wrong", "mistake_count"):
            check("RuleRow", name, getattr(self, name), _count(getattr(self, name)), "count")
        check("RuleRow", "mistake", self.mistake, self.mistake is None or isinstance(self.mistake, str),
              "text_or_none")

    @property
    def students(self) -> int:
        return sum(self.counts.values())

    @property
    def missed_share(self) -> float:
        return (self.counts["missed"] + self.counts["revealed"]) / self.students if self.students else 0.0


@dataclass
class StudentRow:
    """One notebook: its score and the rules to revisit."""

    name: str
    seed: str
    right: int
    total: int
    revisit: list = field(default_factory=list)   # rule names, most missed first
    run: str = ""

    def __post_init__(self):
        check = _need.check
        for name in ("name", "seed", "run"):
            check("StudentRow", name, getattr(self, name), isinstance(getattr(self, name), str), "text")
        check("StudentRow", "total", self.total, _count(self.total), "count")
        check("StudentRow", "right", self.right, _count(self.right) and self.right <= self.total, "count")
        check("StudentRow", "revisit", self.revisit, _need.is_texts(self.revisit), "texts")


def _count(value) -> bool:
    return is_int(value) and 0 <= value <= 10**9


class ClassReport:
    """The report of one grader CSV, in one language: shown in a notebook
    (``_repr_html_``), saved as a page with :meth:`save`."""

    def __init__(self, source: str, rules: list[RuleRow], students: list[StudentRow], lang: str,
                 has_tries: bool, questions: int):
        check = _need.check
        check("ClassReport", "source", source, isinstance(source, str), "text")
        check("ClassReport", "rules", rules, isinstance(rules, list) and all(isinstance(r, RuleRow) for r in rules),
              "rule_rows")
        check("ClassReport", "students", students, isinstance(students, list) and all(
            isinstance(r, StudentRow) for r in students), "student_rows")
        _check_lang(lang)
        need_bool("ClassReport", "has_tries", has_tries)
        check("ClassReport", "questions", questions, _count(questions), "count")
        self.source = source
        self.rules = rules
        self.students = students
        self.lang = lang
        self.has_tries = has_tries
        self.questions = questions

    def rule(self, key: str) -> RuleRow:
        found = [r for r in self.rules if isinstance(key, str) and r.key == key]
        if not found:
            raise CardkitError("report.no_rule", value=key)
        return found[0]

    # -- the chart -------------------------------------------------------------------
    def chart_svg(self) -> str:
        """The chart as an SVG document (text kept as text)."""
        import matplotlib
        matplotlib.use("Agg", force=False)
        import matplotlib.pyplot as plt

        tr = lambda key, **p: i18n.tr(key, self.lang, **p)  # noqa: E731
        shown = [o for o in OUTCOMES if o != "right" or any(r.counts["right"] for r in self.rules)]
        rows = list(reversed(self.rules))  # the most missed at the top
        with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "cardkit-report",
                                    "font.family": "DejaVu Sans", "font.size": 9,
                                    "hatch.color": "#333333", "hatch.linewidth": 0.6}):
            fig, ax = plt.subplots(figsize=(8.2, 1.4 + 0.36 * len(rows)), layout="constrained")
            left = [0.0] * len(rows)
            labels = ["\n".join(textwrap.wrap(i18n.clip(r.name, 80), 52)) for r in rows]
            for o in shown:
                share = [100 * r.counts[o] / r.students if r.students else 0 for r in rows]
                colour, hatch = STYLE[o]
                ax.barh(labels, share, left=left, color=colour, hatch=hatch, edgecolor="#222222",
                        linewidth=0.4, label=tr(f"report.short.{o}").replace("\u00ad", ""))
                left = [a + b for a, b in zip(left, share)]
            ax.set_xlim(0, 100)
            ax.set_ylim(-0.6, len(rows) - 0.4)
            ax.set_xlabel(tr("report.chart.x"))
            ax.grid(axis="x", color="#dddddd", linewidth=0.5)
            ax.set_axisbelow(True)
            for side in ("top", "right"):
                ax.spines[side].set_visible(False)
            fig.suptitle(tr("report.chart.title"), x=0.02, ha="left", fontsize=10, fontweight="bold")
            fig.legend(loc="outside lower center", ncol=len(shown), frameon=False, fontsize=8.5, handlelength=1.8)
            out = io.StringIO()
            fig.savefig(out, format="svg", metadata={"Date": None})
            plt.close(fig)
        svg = out.getvalue()
        return svg[svg.index("<svg"):]

    # -- the page ----------------------------------------------------------------------
    def _body(self, chart_as_image: bool = False) -> str:
        tr = lambda key, **p: i18n.tr(key, self.lang, **p)  # noqa: E731
        e = escape
        shown = [o for o in OUTCOMES if o != "right" or any(r.counts["right"] for r in self.rules)]
        parts = [f"<h1>{e(tr('report.title'))}</h1>",
                 "<p class='sub'>" + e(tr("report.subtitle", students=len(self.students),
                                          questions=self.questions, source=self.source)) + "</p>",
                 f"<p>{e(tr('report.how'))}</p>"]
        if not self.has_tries:
            parts.append(f"<p class='note'>{e(tr('report.no_tries'))}</p>")
        chart = self.chart_svg()
        if chart_as_image:  # a notebook shows an <img> even once the notebook is reopened untrusted
            data = base64.b64encode(chart.encode("utf-8")).decode("ascii")
            chart = f"<img alt='{e(tr('report.chart.title'))}' src='data:image/svg+xml;base64,{data}'>"
        parts.append(f"<figure class='chart'>{chart}</figure>")
        games = len({r.game for r in self.rules}) > 1  # the game column only for a class of several games
        head = "".join(f"<th class='n'>{e(tr(f'report.short.{o}'))}</th>" for o in shown)
        cols = ("<col class='rule'>" + ("<col class='game'>" if games else "")
                + "<col class='count'>" * (1 + len(shown)) + "<col>")
        game_head = f"<th>{e(tr('report.col.game'))}</th>" if games else ""
        parts.append(f"<h2>{e(tr('report.rules'))}</h2><table class='rules'><colgroup>{cols}</colgroup><thead><tr>"
                     f"<th>{e(tr('report.col.rule'))}</th>{game_head}"
                     f"<th class='n'>{e(tr('report.col.students'))}</th>{head}"
                     f"<th>{e(tr('report.col.mistake'))}</th></tr></thead><tbody>")
        for r in self.rules:
            if r.mistake:
                mistake = tr("report.mistake", text=r.mistake, n=r.mistake_count, wrong=r.wrong)
            else:
                mistake = tr("report.no_mistake") if r.wrong else tr("report.no_wrong")
            cells = "".join(f"<td class='n {o}'>{r.counts[o]}</td>" for o in shown)
            game = f"<td>{e(tr(f'report.game.{r.game}'))}</td>" if games else ""
            parts.append(f"<tr><td>{e(r.name)}</td>{game}"
                         f"<td class='n'>{r.students}</td>{cells}<td class='m'>{e(mistake)}</td></tr>")
        parts.append("</tbody></table>")
        runs = any(s.run for s in self.students)
        run_head = f"<th>{e(tr('report.col.run'))}</th>" if runs else ""
        parts.append(f"<h2>{e(tr('report.students'))}</h2><table class='students'><thead><tr>"
                     f"<th>{e(tr('report.col.student'))}</th><th class='n'>{e(tr('report.col.right'))}</th>"
                     f"<th>{e(tr('report.col.revisit'))}</th>{run_head}</tr></thead><tbody>")
        for s in self.students:
            score = tr("report.score", right=s.right, total=s.total) if s.total else tr("report.nothing_graded")
            revisit = "; ".join(s.revisit) or tr("report.nothing_to_revisit")
            run = f"<td class='run'>{e(s.run)}</td>" if runs else ""
            parts.append(f"<tr><td class='who'>{e(s.name)}</td><td class='n'>{e(score)}</td>"
                         f"<td>{e(revisit)}</td>{run}</tr>")
        parts.append("</tbody></table>")
        return "\n".join(parts)

    def _repr_html_(self) -> str:
        return f"<div class='cardkit-report'><style>{CSS}</style>{self._body(chart_as_image=True)}</div>"

    def html(self) -> str:
        """The whole page, with its print style."""
        title = escape(i18n.tr("report.title", self.lang))
        return (f"<!DOCTYPE html>\n<html lang='{self.lang}'><head><meta charset='utf-8'>"
                f"<title>{title}</title><style>{CSS}</style></head>"
                f"<body><main class='cardkit-report'>{self._body()}</main></body></html>\n")

    def save(self, path) -> Path:
        """Write the page to ``path`` (HTML, one file, the chart inside)."""
        path = _need.need_path("ClassReport.save", "path", path)
        path.write_text(self.html(), encoding="utf-8")
        return path

    def __repr__(self) -> str:
        return f"<ClassReport {self.source}: {len(self.students)} students, {len(self.rules)} rules>"


CSS = """
.cardkit-report { font-family: 'DejaVu Sans', Arial, sans-serif; color: #111; background: #fff;
  max-width: 62rem; margin: 0 auto; padding: 1rem; font-size: 14px; line-height: 1.35; }
.cardkit-report h1 { font-size: 1.6rem; margin: 0 0 .2rem; }
.cardkit-report h2 { font-size: 1.15rem; margin: 1.4rem 0 .5rem; border-bottom: 1px solid #999; }
.cardkit-report .sub { color: #444; margin-top: 0; }
.cardkit-report .note { border-left: 3px solid #999; padding-left: .6rem; }
.cardkit-report figure.chart { margin: 1rem 0; }
.cardkit-report figure.chart svg, .cardkit-report figure.chart img { width: 100%; height: auto; }
.cardkit-report table { border-collapse: collapse; width: 100%; }
.cardkit-report th, .cardkit-report td { border: 1px solid #bbb; padding: .25rem .4rem; vertical-align: top;
  text-align: left; }
.cardkit-report th { background: #eee; font-weight: bold; }
.cardkit-report td.n, .cardkit-report th.n { text-align: right; white-space: nowrap; }
.cardkit-report th.n { white-space: normal; }
.cardkit-report td.missed { font-weight: bold; }
.cardkit-report td.m { font-size: .92em; }
.cardkit-report table.rules { table-layout: fixed; }
.cardkit-report table.rules col.rule { width: 17%; }
.cardkit-report table.rules col.game { width: 8%; }
.cardkit-report table.rules col.count { width: 8.5%; }
.cardkit-report table.rules th.n { font-size: .82em; hyphens: manual; }
.cardkit-report td.run { font-size: .85em; color: #444; }
.cardkit-report td.who { white-space: nowrap; }
@media print {
  @page { margin: 1.4cm; }
  .cardkit-report { max-width: none; padding: 0; font-size: 10.5pt; color: #000; }
  .cardkit-report, .cardkit-report * { background: #fff !important; color: #000 !important; }
  .cardkit-report th { border-bottom: 2px solid #000; }
  .cardkit-report thead { display: table-header-group; }
  .cardkit-report tr, .cardkit-report figure.chart { break-inside: avoid; page-break-inside: avoid; }
  .cardkit-report h2 { break-after: avoid; page-break-after: avoid; }
  .cardkit-report h2.students, .cardkit-report table.students { break-before: auto; }
}
"""


def _diagnosis(exercise: str, answer: str, lang: str) -> tuple[str | None, str | None]:
    """The checker's diagnosis (key, sentence in ``lang``) of a wrong answer, read again with the kit."""
    with i18n.language(lang):
        result = evaluate(exercise, answer)
    if result.status != "wrong":
        return None, None
    return result.mistake, result.diagnosis


def build(rows: list[dict], has_tries: bool, source: str, lang: str) -> ClassReport:
    """The class's picture from the rows of a grader CSV (see :func:`read_results`)."""
    _need.check("build", "rows", rows, isinstance(rows, list) and len(rows) <= MAX_ROWS and all(
        isinstance(r, dict) and all(isinstance(r.get(k), str) for k in NEEDED)
        and r["status"] in KNOWN_STATUSES and (r.get("tries") is None or _count(r.get("tries"))) for r in rows),
        "result_rows")
    need_bool("build", "has_tries", has_tries)
    _need.check("build", "source", source, isinstance(source, str), "text")
    _check_lang(lang)
    graded = [r for r in rows if r["exercise"] and r["status"] != "foreign"]
    if not graded:
        raise CardkitError("report.empty", path=source)
    rank = {o: n for n, o in enumerate(OUTCOMES)}
    per: dict[str, dict[str, str]] = {}          # rule -> notebook -> weakest outcome
    names: dict[str, tuple[str, str]] = {}       # rule -> (name, game)
    questions: Counter = Counter()
    wrong: dict[str, Counter] = {}               # rule -> (source, key) -> count
    sentence: dict[tuple, str] = {}
    wrong_n: Counter = Counter()
    for r in graded:
        key = rule_of(r["exercise"])
        if key is None:
            key = "?" + r["exercise"].split(":", 1)[0]
            names[key] = (i18n.tr("report.unnamed_rule", lang, id=key[1:]), "other")
        else:
            names[key] = (rule_name(key, lang), rule_game(key))
        got = outcome(r["status"], r["tries"] if has_tries else None)
        before = per.setdefault(key, {}).get(r["notebook"])
        if before is None or rank[got] > rank[before]:
            per[key][r["notebook"]] = got
        questions[key] += 1
        if r["status"] == "wrong":
            wrong_n[key] += 1
            mistake, text = _diagnosis(r["exercise"], r["answer"], lang)
            if mistake:
                where = (r["exercise"].split(":", 1)[0], mistake)
                wrong.setdefault(key, Counter())[where] += 1
                sentence.setdefault(where, text)
    rules = []
    for key, students in per.items():
        row = RuleRow(key, *names[key], questions=questions[key], wrong=wrong_n[key])
        for got in students.values():
            row.counts[got] += 1
        if wrong.get(key):
            (where, n), = wrong[key].most_common(1)
            row.mistake, row.mistake_count = i18n.clip(sentence[where], 300), n
        rules.append(row)
    rules.sort(key=lambda r: (-r.missed_share, -r.counts["missed"], r.name))
    order = {r.key: n for n, r in enumerate(rules)}
    first: dict[str, dict] = {}
    mine: dict[str, list] = {}
    for r in rows:
        first.setdefault(r["notebook"], r)
        mine.setdefault(r["notebook"], [])
    for r in graded:
        mine[r["notebook"]].append(r)
    students = []
    for notebook, theirs in mine.items():
        revisit = sorted({k for k, s in per.items() if s.get(notebook) in ("revealed", "missed")}, key=order.get)
        run = first[notebook]["run"]
        students.append(StudentRow(
            Path(notebook).stem, first[notebook]["seed"], sum(r["status"] == "correct" for r in theirs), len(theirs),
            [names[k][0] for k in revisit], "" if run == "ran to the end" else run))
    return ClassReport(source, rules, students, lang, has_tries, len(graded))


def _check_lang(lang) -> str:
    lang = i18n.get_language() if lang is None else lang
    if not isinstance(lang, str) or lang not in i18n.LANGUAGES:
        raise CardkitError("report.bad_lang", value=lang, languages=", ".join(map(repr, i18n.LANGUAGES)))
    return lang


def report(csv_path, lang: str | None = None) -> ClassReport:
    """The report of a grader CSV (``lang``: the page's language, by default
    the kit's); show it in a cell, or ``.save("report.html")``."""
    lang = _check_lang(lang)
    rows, has_tries = read_results(csv_path)
    return build(rows, has_tries, Path(csv_path).name, lang)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardkit.classroom report",
        description="What the class knows, rule by rule, from the grader's CSV: a page with a chart, "
                    "the rules most missed and their most frequent misconception, and each student's rules to revisit.",
    )
    parser.add_argument("csv", type=Path, help="the CSV written by 'python -m cardkit.classroom grade ... --csv'")
    parser.add_argument("--out", type=Path, default=Path("report.html"), help="the page to write (default report.html)")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default="en", help="the page's language (default en)")
    args = parser.parse_args(argv)
    try:
        page = report(args.csv, args.lang)
        page.save(args.out)
    except CardkitError as exc:
        print(exc.message(args.lang), file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{args.out}: {exc.strerror}", file=sys.stderr)
        return 1
    print(i18n.tr("report.wrote", args.lang, path=str(args.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
