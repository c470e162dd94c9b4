"""Fixtures shared by every test under ``tests/``."""

import pytest

from cardkit import i18n


@pytest.fixture(autouse=True)
def english():
    """Every test starts in English and leaves the kit's language as it found
    it, whatever the test switched to (tests that need Italian say so)."""
    with i18n.language("en"):
        yield
