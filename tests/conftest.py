"""Fixtures every test folder shares."""

from collections.abc import Iterator

import pytest

from tutor.core.lang import get_lang, set_lang


@pytest.fixture(autouse=True)
def language_restored() -> Iterator[None]:
    """The language of everything shown is one process-wide setting (``tutor.set_language``),
    and opening a lesson or a plan's period page in a language sets it: each test gets back
    the language it started with, so no test's result depends on the test before it."""
    before = get_lang()
    yield
    set_lang(before)
