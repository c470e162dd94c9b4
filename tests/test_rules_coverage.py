"""The coverage matrix of the rule texts (docs/rules/coverage.csv, its page
docs/rules/coverage.md): every rule taught by a lesson section that exists
in both editions, every rule that matters to play checked by an exercise or
a practice topic of the kit, every rule left out saying why.

The rule texts themselves live outside the repository; ``python3
tools/coverage.py --texts <folder>`` checks the quotes and that the rows
cover every line of them (see docs/rules/README.md)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("coverage_tool", ROOT / "tools" / "coverage.py")
coverage = importlib.util.module_from_spec(spec)
sys.modules["coverage_tool"] = coverage
spec.loader.exec_module(coverage)


def rows():
    found, bad = coverage.read()
    assert bad == []
    return found


def test_the_data_reads_and_every_text_has_rules():
    found = rows()
    assert {r.text for r in found if r.matters != "none"} == set(coverage.TEXTS)
    # rows follow each text's lines
    for text in coverage.TEXTS:
        firsts = [r.first for r in found if r.text == text]
        assert firsts == sorted(firsts), text


#: rules that matter to play with no exercise or topic yet (issue 23 §2):
#: lower it as checks are added, never raise it
UNCHECKED_AT_MOST = 50


def test_every_rule_is_taught_and_every_check_exists():
    assert coverage.problems(rows()) == []


def test_the_unchecked_play_rules_do_not_grow():
    assert len(coverage.unchecked(rows())) <= UNCHECKED_AT_MOST


def test_the_page_is_the_data_s_output():
    assert (ROOT / "docs" / "rules" / "coverage.md").read_text(encoding="utf-8") == coverage.page(rows())


def test_the_checker_finds_what_is_wrong(tmp_path):
    """The checks are not vacuous: a row with no lesson, a missing section, an
    unknown check and an unchecked play rule are each reported."""
    good = next(r for r in rows() if r.matters == "play" and r.checks and not r.scope)
    checks = coverage.kit_checks()
    assert coverage.problems([good], checks=checks) == []
    cases = {
        "no lesson teaches": good.__class__(**{**good.__dict__, "lesson": "", "section": ""}),
        "has no section headed": good.__class__(**{**good.__dict__, "section": "No such heading"}),
        "is neither an exercise nor a practice topic": good.__class__(**{**good.__dict__, "checks": ("scopa-99x",)}),
    }
    for words, row in cases.items():
        found = coverage.problems([row], checks=checks)
        assert len(found) == 1 and words in found[0], (words, found)
    assert coverage.unchecked([good.__class__(**{**good.__dict__, "checks": ()})]) != []
    bad = tmp_path / "bad.csv"
    bad.write_text(",".join(coverage.COLUMNS) + "\n005,3-1,q,r,maybe,,,,\n000,9-3,q,r,maybe,,,,later\n",
                   encoding="utf-8")
    _rows, found = coverage.read(bad)
    assert any("not one of 000" in p for p in found)
    assert any("rising range" in p for p in found) and any("matters 'maybe'" in p for p in found)
    assert any("scope must read" in p for p in found)


def test_the_text_check_finds_a_wrong_quote_and_an_uncovered_line(tmp_path):
    for number, (name, _what, _sets) in coverage.TEXTS.items():
        (tmp_path / name).write_text("uno due tre\n\nquattro cinque\nsei\n", encoding="utf-8")
    Row = coverage.Row
    made = [Row(2, n, 1, 3, "tre quattro", "r", "play", "", "", (), "") for n in coverage.TEXTS]
    made[0] = Row(2, "000", 1, 3, "due quattro", "r", "play", "", "", (), "")
    found = coverage.text_problems(made, tmp_path)
    assert any("'due quattro' is not in 000:1-3" in p for p in found)
    assert sum("no row covers lines 4" in p for p in found) == len(coverage.TEXTS)
