"""In the browser edition (Pyodide, ``sys.platform == "emscripten"``) the
teacher's tools that need a real computer say so in one sentence, in the
learner's language, instead of failing somewhere inside."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardkit import i18n
from cardkit.errors import NotInTheBrowserError, in_the_browser
from cardkit.classroom import grade, nbgrader_export
from cardkit.projector import cli


@pytest.fixture
def browser(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert in_the_browser()


CALLS = {
    "grade.grade": lambda tmp: grade.grade([tmp / "x.ipynb"]),
    "grade.main": lambda tmp: grade.main([str(tmp)]),
    "nbgrader_export.export": lambda tmp: nbgrader_export.export(tmp, "cards"),
    "nbgrader_export.main": lambda tmp: nbgrader_export.main(["--set", "cards", "--out", str(tmp)]),
    "projector.main": lambda tmp: cli.main(["--no-browser"]),
}


@pytest.mark.parametrize("name", sorted(CALLS))
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_teachers_tool_refuses_in_one_sentence(browser, tmp_path, name, lang):
    with i18n.language(lang), pytest.raises(NotInTheBrowserError) as caught:
        CALLS[name](tmp_path)
    text = str(caught.value)
    assert isinstance(caught.value, ValueError)
    assert "\n" not in text and len(text) <= 160 and text.count(". ") == 0
    assert ("browser" in text) and (("computer" in text) if lang == "en" else ("computer" in text and "serve" in text))
    assert list(Path(tmp_path).iterdir()) == []   # nothing was written


def test_on_a_computer_nothing_is_refused():
    assert not in_the_browser()
