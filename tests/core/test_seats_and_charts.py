"""Seats and chart series told apart by more than colour: the seat marks of the status
line, log and score sheet, their shapes on a board, and the textures of chart series."""

from __future__ import annotations

import re

from tutor.core.charts import bars, histograms
from tutor.core.lang import Text
from tutor.core.scores import Category, ScoreSheet
from tutor.core.seats import SEAT_MARKS, seat_label, seat_mark
from tutor.core.svg import mark_path


def test_each_seat_has_its_own_mark_and_shape() -> None:
    """Five seats, five marks and five different shapes; a sixth seat gets a hollow circle."""
    assert len(set(SEAT_MARKS)) == 5
    assert [seat_mark(p) for p in range(5)] == list(SEAT_MARKS)
    assert seat_mark(5) == seat_mark(-1) == "○"
    assert seat_label("藍", 0) == "● 藍"
    paths = {mark_path(p, 10, 10, 8) for p in range(5)}
    assert len(paths) == 5
    assert mark_path(7, 10, 10, 8) == mark_path(0, 10, 10, 8)


def test_the_score_sheet_heads_carry_the_seat_marks() -> None:
    """The score sheet's columns are named with each seat's mark before its name."""
    sheet = ScoreSheet((Text("Blue", "藍"), Text("Orange", "橘")),
                       (Category("stones", Text("stones", "棋子"), "x.stones"),),
                       ({"stones": 1.0}, {"stones": 2.0}), False, (1,))
    html = sheet.html("zh-Hant")
    assert "<th>● 藍</th><th>▲ 橘</th>" in html
    assert "目前：橘 領先" in html  # full-width colon in Chinese


def test_chart_series_differ_by_texture_as_well_as_colour() -> None:
    """The bars and legend of each series after the first are filled with a pattern of its
    own; the first series is plain."""
    for svg in (histograms({"A": [1, 2, 2], "B": [2, 3], "C": [1, 3]}, prefix="h"),
                bars({"A": {"x": 1}, "B": {"x": 2}, "C": {"x": 3}}, prefix="b")):
        by_series: dict[str, set[str]] = {}
        for m in re.finditer(r'<rect [^>]*class="bar series-(\d)"[^>]*>', svg):
            fill = re.search(r'fill="([^"]+)"', m.group(0))
            assert fill is not None
            by_series.setdefault(m.group(1), set()).add(fill.group(1))
        assert set(by_series) == {"0", "1", "2"}
        assert by_series["0"] == {"#2f6fd6"}
        assert all(len(v) == 1 for v in by_series.values())
        patterns = [next(iter(by_series[s])) for s in ("1", "2")]
        assert all(p.startswith("url(#") for p in patterns) and len(set(patterns)) == 2
        assert svg.count("<pattern") == 2
