"""Fixtures shared by every test under ``tests/``."""

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
