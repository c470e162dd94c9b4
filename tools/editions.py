"""Keep the English and Italian editions of the lessons and exercises in step.

Usage (from the repository root)::

    python3 tools/editions.py check                 # every lesson and exercise notebook
    python3 tools/editions.py check notebooks/it/04_scopa_punti.ipynb   # only these (either edition)

Each English notebook ``NN_name.ipynb`` in ``notebooks/``, ``exercises/solutions/``
and ``exercises/`` has an Italian edition with the same number ``NN_`` in the
folder's ``it/`` subfolder (the file name after the number is Italian).  The
two editions are one lesson in two languages:

* both exist (a notebook in one language only is reported);
* they have the same cells in the same order (same cell types);
* their code cells are the same code.  What may differ is what a reader reads:
  comments, docstrings, f-strings' text, the string literals whose nearest
  enclosing call displays them (``print``, ``display``, ``Markdown``, ``show``,
  a matplotlib title or label...), and the edition's language in
  ``set_language("it")``.  Everything else — moves such as ``"declare"``,
  exercise ids, cards, option names, names — is identical;
* the set-up cell (the first code cell) sets the edition's language.

Every lesson and exercise notebook, in both editions, is also checked for
what a learner should never have to read (issue 14): names starting with
``_``, ``mask`` or ``internal_``, ``is_chance_node``, ``lambda`` and
``cmp_to_key`` in code cells; a player, seat or side numbered 0 in an output;
and, in the Italian edition, English words in the outputs.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EDITION = "it"
FOLDERS = ("notebooks", "exercises/solutions", "exercises")

# string literals whose nearest enclosing call shows them to the reader
DISPLAY_CALLS = frozenset({
    "print", "display", "Markdown", "HTML", "show", "Picture", "share_chart",
    "set_title", "set_xlabel", "set_ylabel", "title", "xlabel", "ylabel", "suptitle",
    "legend", "text", "annotate",
})
TEXT = "<text>"

FORBIDDEN_EXACT = frozenset({"is_chance_node", "cmp_to_key"})
FORBIDDEN_PREFIXES = ("_", "mask", "internal_")

# a player, seat or side numbered from 0, in either language
PLAYER_ZERO = re.compile(r"\b(player|seat|side|pair|giocatore|posto|squadra|coppia)\s+0\b", re.I)
# English words that never belong in an Italian output (card names, game names
# and code such as widget reprs contain none of them)
ENGLISH = re.compile(r"\b(the|and|player|players|points|wins|won|elder|younger|dealer|"
                     r"trick|tricks|cards|score|yes|none|nothing|hand|after|before|with)\b")


# a rule text called by the word the kit keeps for a deal's number: the
# course's texts are "text 000" ("testo 000"), a seed is what deals the cards
RULE_TEXT_AS_SEED = re.compile(r"\bseeds?\s+`?0\d\d\b`?", re.I)


# an exercise id such as "cards-05" names a question, it is not English
# (a generated question's id: "belote-deal-score:normal:710753751"), nor is a
# method a learner is told to call (".score()")
CHECK_ID = re.compile(r"\b[a-z_]+(?:-[a-z]+)*(?:-\d+|:[a-z]+:\d+)\b|\.\w+\(")


def number(path: Path) -> str:
    return path.name.split("_", 1)[0]


def english_notebooks(root: Path = ROOT) -> list[Path]:
    found = []
    for folder in FOLDERS:
        found += sorted((root / folder).glob("[0-9][0-9]_*.ipynb"))
    return found


def edition_notebooks(root: Path = ROOT) -> list[Path]:
    found = []
    for folder in FOLDERS:
        found += sorted((root / folder / EDITION).glob("[0-9][0-9]_*.ipynb"))
    return found


def all_notebooks(root: Path = ROOT) -> list[Path]:
    return english_notebooks(root) + edition_notebooks(root)


def pairs(root: Path = ROOT) -> tuple[list[tuple[Path, Path]], list[str]]:
    """(english, italian) pairs by folder and number, and the notebooks that
    exist in one language only."""
    matched, problems = [], []
    for folder in FOLDERS:
        en = {number(p): p for p in (root / folder).glob("[0-9][0-9]_*.ipynb")}
        it = {number(p): p for p in (root / folder / EDITION).glob("[0-9][0-9]_*.ipynb")}
        for n in sorted(en.keys() | it.keys()):
            if n not in it:
                problems.append(f"{en[n].relative_to(root)}: no Italian edition in {folder}/{EDITION}/")
            elif n not in en:
                problems.append(f"{it[n].relative_to(root)}: no English edition in {folder}/")
            else:
                matched.append((en[n], it[n]))
    return matched, problems


# --- reading notebooks ---------------------------------------------------------

def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell) -> str:
    src = cell.get("source", "")
    return src if isinstance(src, str) else "".join(src)


def code_cells(nb) -> list[str]:
    return [source(c) for c in nb["cells"] if c["cell_type"] == "code"]


def python_of(code: str) -> str:
    """A code cell as plain Python (IPython magics and shell lines turned into calls)."""
    try:
        from IPython.core.inputtransformer2 import TransformerManager
    except ImportError:  # pragma: no cover - IPython is always there with Jupyter
        return code
    return TransformerManager().transform_cell(code)


def parse(code: str) -> ast.Module:
    return ast.parse(python_of(code))


# --- what counts as the same code ------------------------------------------------

def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


class _Reader(ast.NodeTransformer):
    """Replace what a reader reads (display strings, f-string text, docstrings,
    the language of set_language) by placeholders; code stays as it is."""

    def __init__(self):
        self.display = False

    def visit_Call(self, node):
        outer = self.display
        name = _call_name(node)
        self.display = False
        node.func = self.visit(node.func)
        self.display = name in DISPLAY_CALLS or name == "set_language"
        node.args = [self.visit(a) for a in node.args]
        node.keywords = [self.visit(k) for k in node.keywords]
        self.display = outer
        return node

    def visit_Constant(self, node):
        if self.display and isinstance(node.value, str):
            return ast.Constant(TEXT)
        return node

    def visit_JoinedStr(self, node):
        outer = self.display
        self.display = False
        values = [self.visit(v) for v in node.values if isinstance(v, ast.FormattedValue)]
        self.display = outer
        return ast.JoinedStr(values=values)

    def _docstring(self, node):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body[0] = ast.Expr(ast.Constant(TEXT))
        self.generic_visit(node)
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _docstring


def same_code_form(code: str) -> str:
    """The code of a cell with its reader's text blanked: two editions' cells
    must give the same string."""
    return ast.dump(_Reader().visit(parse(code)), include_attributes=False)


def readable(code: str) -> str:
    return ast.unparse(_Reader().visit(parse(code)))


def language_set(code: str) -> str | None:
    """The language a cell passes to set_language, if it calls it."""
    for node in ast.walk(parse(code)):
        if isinstance(node, ast.Call) and _call_name(node) == "set_language" and node.args \
                and isinstance(node.args[0], ast.Constant):
            return node.args[0].value
    return None


# --- what a learner should never read --------------------------------------------

def forbidden_names(code: str) -> list[str]:
    found = []

    def note(name):
        if name and (name in FORBIDDEN_EXACT or name.startswith(FORBIDDEN_PREFIXES)):
            found.append(name)

    for node in ast.walk(parse(code)):
        if isinstance(node, ast.Lambda):
            found.append("lambda")
        elif isinstance(node, ast.Name):
            note(node.id)
        elif isinstance(node, ast.Attribute):
            note(node.attr)
        elif isinstance(node, ast.arg):
            note(node.arg)
        elif isinstance(node, ast.keyword):
            note(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            note(node.name)
        elif isinstance(node, ast.alias):
            note(node.name.rsplit(".", 1)[-1])
            note(node.asname)
    return found


def output_texts(cell) -> list[str]:
    """The text a learner reads under a code cell: printed text, plain and
    Markdown results, error messages (pictures and widget views left out)."""
    texts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            texts.append(source({"source": out.get("text", "")}))
        elif out.get("output_type") in ("execute_result", "display_data"):
            data = out.get("data", {})
            pictured = "text/html" in data or "image/png" in data or "image/svg+xml" in data
            for kind in ("text/markdown", "text/plain"):
                # a picture's text/plain (a repr, "<Figure size ... with 1 Axes>") is not what is read
                if kind in data and not (pictured and kind == "text/plain"):
                    texts.append(source({"source": data[kind]}))
        elif out.get("output_type") == "error":
            texts.append(f"{out.get('ename')}: {out.get('evalue')}")
    return texts


def markdown_of(nb) -> str:
    return "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "markdown")


# --- the checks --------------------------------------------------------------------

@dataclass
class Problem:
    path: Path
    text: str

    def __str__(self):
        try:
            where = self.path.relative_to(ROOT)
        except ValueError:
            where = self.path
        return f"{where}: {self.text}"


def check_pair(en: Path, it: Path) -> list[Problem]:
    a, b = load(en), load(it)
    problems = []
    kinds_a = [c["cell_type"] for c in a["cells"]]
    kinds_b = [c["cell_type"] for c in b["cells"]]
    if kinds_a != kinds_b:
        first = next((i for i, (x, y) in enumerate(zip(kinds_a, kinds_b)) if x != y),
                     min(len(kinds_a), len(kinds_b)))
        problems.append(Problem(it, f"cells differ from {en.name} from cell {first} on "
                                    f"({len(kinds_a)} cells in English, {len(kinds_b)} in Italian)"))
        return problems
    index = 0
    for cell_a, cell_b in zip(a["cells"], b["cells"]):
        if cell_a["cell_type"] == "code":
            try:
                same = same_code_form(source(cell_a)) == same_code_form(source(cell_b))
            except SyntaxError as error:
                problems.append(Problem(it, f"code cell {index} does not parse: {error.msg}"))
                same = True
            if not same:
                problems.append(Problem(it, f"code cell {index} is not the same code as in {en.name}:\n"
                                            f"    en: {readable(source(cell_a))!r}\n"
                                            f"    it: {readable(source(cell_b))!r}"))
        index += 1
    codes_a, codes_b = code_cells(a), code_cells(b)
    if codes_a:
        if language_set(codes_a[0]) != "en":
            problems.append(Problem(en, 'the set-up cell (first code cell) does not call set_language("en")'))
        if language_set(codes_b[0]) != EDITION:
            problems.append(Problem(it, f'the set-up cell (first code cell) does not call set_language("{EDITION}")'))
    return problems


def check_reading(path: Path) -> list[Problem]:
    nb = load(path)
    italian = path.parent.name == EDITION
    problems = []
    for index, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "markdown" and (m := RULE_TEXT_AS_SEED.search(source(cell))):
            problems.append(Problem(path, f"cell {index} calls a rule text {m.group(0)!r}: say text "
                                          f"(testo) {m.group(0).split()[-1]}, a seed deals the cards"))
        if cell["cell_type"] != "code":
            continue
        try:
            names = forbidden_names(source(cell))
        except SyntaxError:
            names = []
        if names:
            problems.append(Problem(path, f"code cell {index} uses {', '.join(sorted(set(names)))}"))
        for text in output_texts(cell):
            if m := PLAYER_ZERO.search(text):
                problems.append(Problem(path, f"cell {index} shows {m.group(0)!r}: players count from 1"))
            text = CHECK_ID.sub("", text)
            if italian and (m := ENGLISH.search(text)):
                line = next(l for l in text.splitlines() if ENGLISH.search(l))
                problems.append(Problem(path, f"cell {index} output has the English word "
                                              f"{m.group(0)!r}: {line.strip()[:100]!r}"))
    return problems


def check(root: Path = ROOT, only: list[Path] | None = None) -> list[Problem]:
    matched, missing = pairs(root)
    wanted = {p.resolve() for p in only} if only else None
    problems = [Problem(root, m) for m in missing] if wanted is None else []
    for en, it in matched:
        if wanted is None or en.resolve() in wanted or it.resolve() in wanted:
            problems += check_pair(en, it)
    for path in all_notebooks(root):
        if wanted is None or path.resolve() in wanted:
            problems += check_reading(path)
    return problems


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] != "check":
        print(__doc__)
        return 2
    only = [Path(a) for a in args[1:]] or None
    problems = check(ROOT, only)
    for p in problems:
        print(p)
    print(f"{len(problems)} problem(s)" if problems else "both editions in step")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
