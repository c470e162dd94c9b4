"""The web edition's builder (tools/build_site.py), without building a site:
which cells need numpy/matplotlib, what the book and the lab hold."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("cardkit_build_site", ROOT / "tools" / "build_site.py")
build_site = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_site)


def nb(*cells, png=()):
    out = []
    for i, src in enumerate(cells):
        outputs = [{"output_type": "display_data", "data": {"image/png": "x"}}] if i in png else []
        out.append({"cell_type": "code", "source": src, "outputs": outputs, "metadata": {}})
    return {"cells": [{"cell_type": "markdown", "source": "# t"}] + out}


def test_cells_needing_numpy_are_found_from_what_they_read():
    book = nb("from cardkit import card",                     # 1: the kit alone
              "import numpy as np\nx = np.arange(3)",         # 2: imports numpy
              "print(x)",                                     # 3: reads x, made by 2
              "x = 5\nprint(x)",                              # 4: binds x itself first
              "plot_advice(a)",                               # 5: a kit function that plots
              "%matplotlib inline\nprint(1)",                 # 6: a magic only
              "print(2)",                                     # 7: stored a figure
              png={6})
    assert build_site.online_cells(book, {"plot_advice"}) == [2, 3, 5, 7]


def test_the_kit_functions_that_plot_are_found_in_its_source():
    assert "plot_advice" in build_site._kit_functions_needing_online()


def test_every_lesson_and_student_copy_and_no_solution():
    lessons = build_site.lesson_notebooks()
    sets = build_site.exercise_notebooks()
    assert len(lessons) == len(list((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))) * 2
    assert len(sets) == len(list((ROOT / "exercises").glob("[0-9][0-9]_*.ipynb"))) * 2
    assert not any("solutions" in p.parts for p in lessons + sets)


def test_the_contents_note_lists_each_lesson_that_needs_the_internet():
    for lang in build_site.EDITIONS:
        n, note = build_site.online_note(lang)
        summary = build_site.online_summary(lang)
        assert n == sum(map(len, summary.values())) > 0
        assert note.count("\n- [") == len(summary)
        assert f"**{n} " in note


def test_a_lesson_page_links_its_notebook_in_the_lab():
    assert build_site._lab_url("notebooks/it/02_scopa_prese.ipynb", 3) == \
        "../../../lab/lab/index.html?path=notebooks/it/02_scopa_prese.ipynb"
