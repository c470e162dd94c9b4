"""An edition's exercise sets (exercises/solutions/it/) build into student
copies (exercises/it/) whose placeholders speak the edition's language,
while the code a learner completes stays the code of the English set."""

from __future__ import annotations

import shutil
from pathlib import Path

import nbformat

from cardkit.classroom import build

ROOT = Path(__file__).resolve().parents[1]


def test_the_edition_of_a_solution_is_its_folder():
    assert build.edition(ROOT / "exercises" / "solutions" / "01_cards.ipynb") == "en"
    assert build.edition(ROOT / "exercises" / "solutions" / "it" / "01_carte.ipynb") == "it"
    assert build.student_path(ROOT / "exercises" / "solutions" / "it" / "01_carte.ipynb") \
        == ROOT / "exercises" / "it" / "01_carte.ipynb"


def test_placeholders_in_italian_keep_the_same_code():
    src = 'x = 1\n# BEGIN SOLUTION\nanswer = 7\n# END SOLUTION\ncheck("a", answer)'
    assert build.strip_solution(src, lang="it") == 'x = 1\nanswer = ...  # la tua risposta qui\ncheck("a", answer)'
    assert build.strip_solution(src) == 'x = 1\nanswer = ...  # your answer here\ncheck("a", answer)'
    assert build.strip_solution("def f():\n    # BEGIN SOLUTION\n    pass\n    # END SOLUTION", lang="it") \
        == "def f():\n    ...  # il tuo codice qui"
    for lang in ("en", "it"):   # the code is the same: only the comment differs
        line = build.strip_solution(src, lang=lang).splitlines()[1]
        assert line.split("#")[0] == "answer = ...  "


def test_an_italian_solution_notebook_builds_an_italian_student_copy(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("## 1 · Domanda"),
        nbformat.v4.new_code_cell('# BEGIN SOLUTION\nanswer = "7d"\n# END SOLUTION\ncheck("cards-05", answer)'),
        nbformat.v4.new_markdown_cell("Il settebello.", metadata={"tags": ["solution"]}),
        nbformat.v4.new_markdown_cell("[lezione](../../../notebooks/it/01_carte_e_mazzi.ipynb)"),
    ]
    folder = tmp_path / "exercises" / "solutions" / "it"
    folder.mkdir(parents=True)
    nbformat.write(nb, folder / "01_x.ipynb")
    assert build.out_of_date(tmp_path) == ["exercises/it/01_x.ipynb is missing"]
    sol = folder / "01_x.ipynb"
    student = build.student_notebook(nbformat.read(sol, as_version=4), "it/01_x.ipynb", build.edition(sol))
    (tmp_path / "exercises" / "it").mkdir()
    nbformat.write(student, build.student_path(sol))
    assert build.out_of_date(tmp_path) == []
    cells = nbformat.read(tmp_path / "exercises" / "it" / "01_x.ipynb", as_version=4).cells
    assert cells[1].source == 'answer = ...  # la tua risposta qui\ncheck("cards-05", answer)'
    assert cells[2].source == "*Scrivi qui la tua risposta.*"
    assert cells[3].source == "[lezione](../../notebooks/it/01_carte_e_mazzi.ipynb)"
    # an English placeholder in the Italian copy is out of date
    shutil.copy(ROOT / "exercises" / "solutions" / "01_cards.ipynb", tmp_path / "exercises" / "solutions" / "01_cards.ipynb")
    english = build.student_notebook(nbformat.read(sol, as_version=4), "it/01_x.ipynb")
    nbformat.write(english, build.student_path(sol))
    assert "exercises/it/01_x.ipynb differs from exercises/solutions/it/01_x.ipynb" in build.out_of_date(tmp_path)


def test_every_italian_student_copy_speaks_italian():
    for student in sorted((ROOT / "exercises" / "it").glob("[0-9][0-9]_*.ipynb")):
        text = student.read_text(encoding="utf-8")
        assert "your answer here" not in text and "Write your answer" not in text, student.name
        assert "la tua risposta qui" in text, student.name
