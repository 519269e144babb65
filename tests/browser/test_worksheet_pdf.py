"""The worksheets' PDFs (issues 16 and 23): one lesson per game (the first with a score sheet
to fill in), its worksheet and answer key in Traditional Chinese, printed by the system
Chromium (``tutor.worksheet.Printer``) and turned into pictures by ``pdftoppm``
(poppler-utils): as many pages as the layout counted (the fast page-budget test of
``tests/test_worksheet.py`` counts the layout's pages: here Chromium agrees, and nothing
overflows a page), the core within its budget, and no blank page (every page has ink below
its header line).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import tutor
from tutor.lessons import course
from tutor.worksheet import CORE_PAGES, Printer, document

from .harness import CHROMIUM, MISSING_CHROMIUM, unavailable

pytestmark = pytest.mark.browser

INK = 0.001
"""The least share of dark pixels below a page's header for the page not to be blank: a
blank page has none; the emptiest page printed, one short answer without a picture, has
about 0.0035; a page with a board, 0.04 to 0.06."""


def lesson_to_print(game: str):
    """The game's first lesson with a score sheet to fill in (else its first lesson)."""
    lessons = course(game)
    return next((x for x in lessons if x.sheets()), lessons[0])


@pytest.fixture(scope="module")
def printer():
    if not CHROMIUM.exists():
        unavailable(MISSING_CHROMIUM)
    if shutil.which("pdftoppm") is None:
        unavailable("install poppler-utils (pdftoppm) to check the worksheets' PDFs")
    try:
        import playwright  # noqa: F401
    except ImportError:
        unavailable("the python package playwright is missing: pip install -e '.[test]'")
    with Printer(str(CHROMIUM)) as found:
        yield found


def grey_pages(pdf: Path, folder: Path) -> list[tuple[int, int, bytes]]:
    """Every page of ``pdf`` as a grey picture: (width, height, pixels), by pdftoppm."""
    subprocess.run(["pdftoppm", "-r", "30", "-gray", str(pdf), str(folder / "page")],
                   check=True, capture_output=True)
    out = []
    for path in sorted(folder.glob("page-*.pgm")):
        data = path.read_bytes()
        magic, width, height, depth, pixels = data.split(maxsplit=4)
        assert magic == b"P5" and depth == b"255", path
        out.append((int(width), int(height), pixels[:int(width) * int(height)]))
    return out


def ink(width: int, height: int, pixels: bytes) -> float:
    """The share of dark pixels below the header (the top tenth) and above the page
    number (the bottom twentieth)."""
    body = pixels[width * (height // 10):width * (height - height // 20)]
    return sum(1 for p in body if p < 160) / max(len(body), 1)


@pytest.mark.parametrize("answers", [False, True], ids=["worksheet", "answer-key"])
@pytest.mark.parametrize("game", tutor.games())
def test_pdf_has_one_page_per_sheet_and_no_blank_page(game: str, answers: bool, printer,
                                                      tmp_path: Path):
    lesson = lesson_to_print(game)
    text = document([lesson], "zh-Hant", answers, None if answers else "core")
    source = tmp_path / "sheet.html"
    source.write_text(text, encoding="utf-8")
    pdf = tmp_path / "sheet.pdf"
    printed = printer.pdf(source, pdf)
    sheets = text.count("<section class='sheet'")
    assert sheets >= 1
    pages = grey_pages(pdf, tmp_path)
    assert len(pages) == printed == sheets, f"{lesson.key}: {len(pages)} pages, {sheets} sheets"
    if not answers:
        assert printed <= CORE_PAGES, f"{lesson.key}: its core on {printed} pages"
    blank = [i + 1 for i, page in enumerate(pages) if ink(*page) < INK]
    assert not blank, f"{lesson.key}: blank pages {blank}"


def test_a_page_too_full_is_refused(printer, tmp_path: Path):
    """A question whose content does not fit its page is named, and no PDF is written."""
    from tutor.worksheet import PrintError

    lesson = course("cartography")[0]
    text = document([lesson], "en", False).replace(
        "<div class='side'>", "<div class='side'>" + "<div class='line'></div>" * 40, 1)
    source = tmp_path / "full.html"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(PrintError, match=r"does not fit on its page: cartography/1 "):
        printer.pdf(source, tmp_path / "full.pdf")
    assert not (tmp_path / "full.pdf").exists()
