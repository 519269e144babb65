"""What every test shares: English again after each test.

``tutor.set_language`` (and ``open_period(..., lang)``, ``open_lesson(..., lang)``) change
the language of everything shown for the whole process; a test that chose Traditional
Chinese and left it so made the tests after it fail in an order-dependent way (a full
``pytest`` run: every English score sheet, board and golden file after
tests/classroom/test_kernel_side.py's plan-page test)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tutor.core.lang import get_lang, set_lang


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    yield
    if get_lang() != "en":
        set_lang("en")
