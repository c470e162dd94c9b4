"""Fixtures shared by every test under ``tests/``."""

import itertools

import pytest

from cardkit import i18n


@pytest.fixture(autouse=True)
def english():
    """Every test starts in English and leaves the kit's language as it found
    it, whatever the test switched to (tests that need Italian say so).

    Both the process default and a ``with language("en")`` block are set:
    a test (or the code it drives, such as a page preset to Italian) may
    call ``set_language``, which changes the default every later test and
    thread would otherwise inherit."""
    i18n.set_language("en")
    try:
        with i18n.language("en"):
            yield
    finally:
        i18n.set_language("en")


_RECORDS = itertools.count(1)


@pytest.fixture(autouse=True)
def practice_record(tmp_path_factory, monkeypatch):
    """Every test keeps the learner's lasting practice record in a file of
    its own (``CARDKIT_PROGRESS``), never in the user's home and never
    shared with another test: what one test checks does not show in
    another's ``progress()``.  The file is only created when written."""
    path = tmp_path_factory.getbasetemp() / "practice-records" / str(next(_RECORDS)) / "progress.json"
    monkeypatch.setenv("CARDKIT_PROGRESS", str(path))
    return path
