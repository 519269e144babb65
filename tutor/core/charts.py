"""Charts as SVG (svgwrite): score distributions and category bars for the explorers.

Drawn as plain SVG so that they show in JupyterLab, in the JupyterLite site, on GitHub and
under nbval alike, and are the same bytes every time for the same numbers.

>>> svg = histograms({"A": [3, 4, 4, 5], "B": [1, 2, 2, 6]}, title="final margin")
>>> svg.startswith("<svg") and "final margin" in svg
True
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Mapping, Sequence

import svgwrite

COLOURS = ("#2f6fd6", "#f28a1c", "#2e9e5b", "#b8336a", "#6b5ca5")
"""One colour per series, in order."""

_TEXTURES = ("", "M0 6L6 0", "M1.5 1.5h1v1h-1zM4.5 4.5h1v1h-1z", "M0 3H6", "M0 6L6 0M0 0L6 6")
"""What is drawn in white over each series' colour (a 6 x 6 tile): nothing, diagonal
stripes, dots, horizontal stripes, a cross-hatch, so that the series are told apart by more
than colour (in a grey print, for a learner who does not see colours well)."""


def _fill(d: svgwrite.Drawing, j: int) -> str:
    """The fill of series ``j``: its colour, with its texture (a pattern in the drawing's
    ``<defs>``, added once) from the second series on."""
    colour = COLOURS[j % len(COLOURS)]
    texture = _TEXTURES[j % len(_TEXTURES)]
    if not texture:
        return colour
    pid = f"{d.attribs['id']}-series-{j}"
    if not any(getattr(e, "attribs", {}).get("id") == pid for e in d.defs.elements):
        pattern = d.pattern(id=pid, size=(6, 6), patternUnits="userSpaceOnUse")
        pattern.add(d.rect((0, 0), (6, 6), fill=colour))
        pattern.add(d.path(d=texture, stroke="#ffffff", stroke_width=1.2, fill="#ffffff"))
        d.defs.add(pattern)
    return f"url(#{pid})"

WIDTH = 560
BAR_AREA = 150
LEFT, RIGHT, TOP, BOTTOM = 46, 14, 34, 46


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"


def histograms(series: Mapping[str, Sequence[float]], title: str = "", unit: str = "",
               prefix: str = "chart") -> str:
    """Side-by-side histograms of several series over the same values, with each series'
    mean marked: how the final scores spread after each move."""
    d = svgwrite.Drawing(size=(WIDTH, TOP + BAR_AREA + BOTTOM + 18 * len(series)),
                         debug=False, id=f"{prefix}-hist")
    d.viewbox(0, 0, WIDTH, TOP + BAR_AREA + BOTTOM + 18 * len(series))
    d.add(d.text(title, insert=(LEFT, 20), font_size=15, font_weight="bold",
                 font_family="sans-serif"))
    values = [v for vs in series.values() for v in vs]
    if not values:
        return d.tostring()
    lo, hi = min(values), max(values)
    if hi - lo <= 30:  # one bar per whole number
        buckets: list[float] = list(range(round(lo), round(hi) + 1))

        def bucket(v: float) -> float:
            return round(v)
    else:  # twenty equal bins
        step = (hi - lo) / 20
        edges = [lo + step * i for i in range(21)]
        buckets = edges[:-1]

        def bucket(v: float) -> float:
            return edges[min(int((v - lo) / step), 19)]
    counts = {name: Counter(bucket(v) for v in vs) for name, vs in series.items()}
    top = max(max(c.values()) for c in counts.values() if c) or 1
    plot_w = WIDTH - LEFT - RIGHT
    slot = plot_w / len(buckets)
    bar = max(1.0, slot / (len(series) + 0.5))
    base = TOP + BAR_AREA
    d.add(d.line((LEFT, base), (WIDTH - RIGHT, base), stroke="#52606d"))
    for i, b in enumerate(buckets):
        x = LEFT + i * slot
        if len(buckets) <= 16 or i % 2 == 0:
            d.add(d.text(_num(b), insert=(x + slot / 2, base + 14), font_size=11,
                         text_anchor="middle", font_family="sans-serif", fill="#52606d"))
        for j, (name, c) in enumerate(counts.items()):
            n = c.get(b, 0)
            if not n:
                continue
            h = BAR_AREA * n / top
            rect = d.rect((x + j * bar + bar / 4, base - h), (bar * 0.9, h),
                          fill=_fill(d, j), class_=f"bar series-{j}")
            rect.set_desc(title=f"{name}: {n} × {_num(b)}{unit}")
            d.add(rect)
    d.add(d.text(unit, insert=(WIDTH - RIGHT, base + 30), font_size=11, text_anchor="end",
                 font_family="sans-serif", fill="#52606d"))
    for j, (name, vs) in enumerate(series.items()):
        y = base + 34 + 18 * j
        colour = COLOURS[j % len(COLOURS)]
        d.add(d.rect((LEFT, y - 10), (12, 12), fill=_fill(d, j)))
        mean = statistics.fmean(vs) if vs else 0
        d.add(d.text(f"{name} (n={len(vs)}, μ={_num(mean)}{unit})",
                     insert=(LEFT + 18, y), font_size=12, font_family="sans-serif"))
        if vs and lo != hi:
            k = min(range(len(buckets)), key=lambda i: abs(buckets[i] - mean))
            mx = LEFT + k * slot + slot / 2
            d.add(d.line((mx, TOP), (mx, base), stroke=colour, stroke_dasharray="4,3",
                         stroke_width=1.5))
    return d.tostring()


def bars(groups: Mapping[str, Mapping[str, float]], title: str = "",
         prefix: str = "chart") -> str:
    """Grouped horizontal bars: for each category (a row), one bar per series (the mean
    points of that category after each move)."""
    series = list(groups)
    categories: list[str] = []
    for values in groups.values():
        for c in values:
            if c not in categories:
                categories.append(c)
    row = 14 * max(1, len(series)) + 10
    label_w = 190
    height = TOP + row * len(categories) + 10 + 18 * len(series)
    d = svgwrite.Drawing(size=(WIDTH, height), debug=False, id=f"{prefix}-bars")
    d.viewbox(0, 0, WIDTH, height)
    d.add(d.text(title, insert=(10, 20), font_size=15, font_weight="bold",
                 font_family="sans-serif"))
    top = max((abs(v) for vals in groups.values() for v in vals.values()), default=1) or 1
    plot_w = WIDTH - label_w - 60
    for i, cat in enumerate(categories):
        y0 = TOP + i * row
        d.add(d.text(cat, insert=(label_w - 8, y0 + row / 2 + 4), font_size=12,
                     text_anchor="end", font_family="sans-serif"))
        for j, name in enumerate(series):
            v = groups[name].get(cat, 0.0)
            w = plot_w * abs(v) / top
            y = y0 + 4 + 14 * j
            d.add(d.rect((label_w, y), (max(w, 0.5), 11), fill=_fill(d, j),
                         class_=f"bar series-{j}"))
            d.add(d.text(_num(round(v, 1)), insert=(label_w + w + 4, y + 10), font_size=11,
                         font_family="sans-serif", fill="#52606d"))
    for j, name in enumerate(series):
        y = TOP + row * len(categories) + 14 + 18 * j
        d.add(d.rect((label_w, y - 10), (12, 12), fill=_fill(d, j)))
        d.add(d.text(name, insert=(label_w + 18, y), font_size=12, font_family="sans-serif"))
    return d.tostring()


