"""Charts of the lab's tables, drawn with matplotlib, titled in the learner's language.

Each function returns a :class:`Chart`, which a notebook shows as a picture and whose
``figure`` is the matplotlib figure itself (to change or ``savefig``). No pyplot: the
figures are drawn with the Agg renderer directly, so they look the same in JupyterLab, in
JupyterLite and in a script, whatever matplotlib backend is active.

**Chinese text.** matplotlib draws text with the fonts it finds on the machine; its own
font (DejaVu Sans) has no Chinese characters. :func:`cjk_font` looks for one that has
(Noto Sans CJK, Source Han Sans, the system fonts of Windows and macOS). When a chart in
Chinese finds one, it is drawn as a PNG picture with that font. When none is found (the
usual case in JupyterLite: Pyodide's matplotlib ships only DejaVu), the chart is given to
the notebook as SVG with its text kept as text, which the browser draws with its own
fonts (every desktop system has a Chinese one): the characters show, but matplotlib laid
them out with DejaVu's widths, so a long label may sit a little off. ``Chart.text_by_browser``
says which way a chart went.
"""

from __future__ import annotations

import io
import math
import warnings
from collections.abc import Sequence
from contextlib import contextmanager
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.charts import COLOURS
from ..core.lang import check_lang
from .tables import label, value_label
from .words import word

if TYPE_CHECKING:  # pragma: no cover
    import pandas
    from matplotlib.figure import Figure

CJK_FONTS = ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Source Han Sans TW",
             "Microsoft JhengHei", "PingFang TC", "Heiti TC", "Noto Sans CJK JP",
             "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC",
             "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "Droid Sans Fallback")
"""Fonts with the Traditional Chinese characters, best first."""


@cache
def cjk_font() -> str | None:
    """The first font of :data:`CJK_FONTS` that matplotlib finds here, or None."""
    from matplotlib import font_manager

    names = {f.name for f in font_manager.fontManager.ttflist}
    return next((name for name in CJK_FONTS if name in names), None)


@contextmanager
def _style(lang: str) -> Any:
    """matplotlib settings for a chart in ``lang`` (fonts, SVG text kept as text, no
    dates or random ids in the SVG)."""
    import matplotlib

    font = cjk_font()
    families = ([font] if font else []) + ["DejaVu Sans"]
    with matplotlib.rc_context({"font.family": "sans-serif", "font.sans-serif": families,
                                "svg.fonttype": "none", "svg.hashsalt": "tutor",
                                "axes.spines.top": False, "axes.spines.right": False,
                                "font.size": 10}), warnings.catch_warnings():
        if lang == "zh-Hant" and not font:  # the browser draws the characters
            warnings.filterwarnings("ignore", message="Glyph .* missing from")
        yield


class Chart:
    """A matplotlib figure that a notebook shows as a picture (see the module docstring)."""

    def __init__(self, figure: Figure, title: str, lang: str) -> None:
        self.figure = figure
        self.title = title
        self.lang = lang
        self.text_by_browser = lang == "zh-Hant" and cjk_font() is None

    def image(self, format: str = "png", dpi: int = 110) -> bytes:
        """The chart as PNG or SVG bytes."""
        buffer = io.BytesIO()
        with _style(self.lang):
            self.figure.savefig(buffer, format=format, dpi=dpi, bbox_inches="tight",
                                metadata={"Date": None} if format == "svg" else None)
        return buffer.getvalue()

    def save(self, path: str) -> None:
        """Write the chart to ``path`` (PNG, SVG or PDF by its ending)."""
        with _style(self.lang):
            self.figure.savefig(path, dpi=150, bbox_inches="tight")

    def _repr_png_(self) -> bytes | None:
        return None if self.text_by_browser else self.image("png")

    def _repr_svg_(self) -> str | None:
        return self.image("svg").decode() if self.text_by_browser else None

    def __repr__(self) -> str:
        return f"<Chart: {self.title}>"


def _ylabel(ax: Any, text: str, height: float) -> None:
    """Title the y axis with ``text``, on two lines (its parenthesis on the second) if it
    does not fit along ``height`` inches, or only the part before its parenthesis if even
    that does not fit: the axis always has a title."""
    def fits(t: str) -> bool:
        return sum(1.0 if ord(c) > 0x2E80 else 0.6 for c in t) * 10 / 72 <= height

    cut = min((i for i in (text.find("（"), text.find(" (")) if i > 0), default=-1)
    short, rest = (text[:cut], text[cut:].strip()) if cut > 0 else (text, "")
    if fits(text):
        ax.set_ylabel(text)
    elif rest and fits(short) and fits(rest):
        ax.set_ylabel(f"{short}\n{rest}")
    else:
        ax.set_ylabel(short)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _figure(width: float, height: float) -> Figure:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def _pct_axis(axis: Any) -> None:
    from matplotlib.ticker import PercentFormatter

    axis.set_major_formatter(PercentFormatter(1.0, decimals=0))


def win_share_chart(table: pandas.DataFrame, game: str, by: str | None = None,
                    lang: str | None = None,
                    reference: dict[Any, float] | pandas.DataFrame | None = None,
                    reference_label: str | None = None, label_bots: str | None = None,
                    title: str | None = None) -> Chart:
    """Horizontal bars of a :func:`~tutor.lab.tables.win_share` table: each group's share
    with its 95% interval (the bars' legend ``label_bots``, by default "bots (n seats)"),
    the fair share as a dashed line, and ``reference`` shares (value of ``by`` -> share;
    by default labelled "real play") as hatched bars beside them. A ``reference`` that is
    itself a :func:`~tutor.lab.tables.win_share` table (other games of the lab) has its
    intervals drawn too."""
    lang = check_lang(lang)
    by = by or table.columns[0]
    ref_intervals: dict[Any, tuple[float, float]] = {}
    if reference is not None and hasattr(reference, "columns"):
        ref_intervals = {r[by]: (r["low"], r["high"]) for r in reference.to_dict("records")}
        reference = dict(zip(reference[by], reference["share"], strict=True))
    what = label(game, by, lang)
    title = title or _capital(word("win-share-title", lang, what=what))
    with _style(lang):
        rows = list(table.to_dict("records"))[::-1]  # the first row on top
        figure = _figure(7.2, max(2.2, 0.9 + 0.42 * len(rows)))
        ax = figure.add_subplot()
        if not rows:
            ax.text(0.5, 0.5, word("no-data", lang), ha="center", transform=ax.transAxes)
            return Chart(figure, title, lang)
        ys = list(range(len(rows)))
        shares = [r["share"] for r in rows]
        errors = [[r["share"] - r["low"] for r in rows], [r["high"] - r["share"] for r in rows]]
        seats = sum(r["seats"] for r in rows)
        offset = 0.18 if reference else 0.0
        ax.barh([y + offset for y in ys], shares, height=0.36 if reference else 0.6,
                color=COLOURS[0], xerr=errors, capsize=3, ecolor="#333333",
                label=label_bots or word("bots", lang, n=seats))
        if reference:
            ref = [reference.get(r[by], math.nan) for r in rows]
            ref_errors = None
            if ref_intervals:
                ref_errors = [[v - ref_intervals.get(r[by], (v, v))[0] if v == v else 0
                               for v, r in zip(ref, rows, strict=True)],
                              [ref_intervals.get(r[by], (v, v))[1] - v if v == v else 0
                               for v, r in zip(ref, rows, strict=True)]]
            ax.barh([y - offset for y in ys], ref, height=0.36, color=COLOURS[1],
                    hatch="//", edgecolor="white", xerr=ref_errors, capsize=3,
                    ecolor="#333333", label=reference_label or word("reference", lang))
        fair = rows[0]["fair"]
        ax.axvline(fair, color="#52606d", linestyle="--", linewidth=1,
                   label=word("fair-line", lang, share=f"{100 * fair:.0f}%"))
        ax.set_yticks(ys, [value_label(game, by, r[by], lang) for r in rows])
        ax.set_xlim(0, min(1.0, max(max(r["high"] for r in rows),
                                    max((v for v in (reference or {}).values()), default=0),
                                    max((h for _, h in ref_intervals.values()), default=0))
                           * 1.15 + 0.02))
        _pct_axis(ax.xaxis)
        ax.set_xlabel(word("win-share-axis", lang))
        _ylabel(ax, what, figure.get_figheight() - 0.9)
        ax.set_title(title, loc="left", fontweight="bold")
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)
    return Chart(figure, title, lang)


def scores_chart(frame: pandas.DataFrame, game: str, by: str = "setting",
                 column: str = "total", lang: str | None = None,
                 order: Sequence[Any] | None = None, title: str | None = None) -> Chart:
    """Box plots of ``column`` for each group of ``by`` (the box holds the middle half of
    the games, the line the median, the diamond the mean with its 95% interval)."""
    from .stats import mean_interval

    lang = check_lang(lang)
    what, by_name = label(game, column, lang), label(game, by, lang)
    title = title or _capital(word("scores-title", lang, what=what, by=by_name))
    if order is not None:
        groups = list(order)
    elif by == "setting":
        groups = list(dict.fromkeys(frame[by]))
    else:
        groups = sorted(set(frame[by]))
    groups = groups[::-1]  # the first group on top
    with _style(lang):
        figure = _figure(7.2, max(2.2, 0.9 + 0.5 * len(groups)))
        ax = figure.add_subplot()
        data = [frame.loc[frame[by] == g, column].astype(float).tolist() for g in groups]
        ys = list(range(1, len(groups) + 1))
        ax.boxplot(data, positions=ys, orientation="horizontal", widths=0.5,
                   patch_artist=True, showfliers=True,
                   boxprops={"facecolor": "#dbe7fb", "edgecolor": COLOURS[0]},
                   medianprops={"color": COLOURS[0]},
                   flierprops={"markersize": 3, "markeredgecolor": "#9aa5b1"})
        for y, values in zip(ys, data, strict=True):
            if values:
                mean, low, high = mean_interval(values)
                ax.errorbar([mean], [y], xerr=[[mean - low], [high - mean]], fmt="D",
                            color=COLOURS[1], markersize=5, capsize=3)
        ax.set_yticks(ys, [value_label(game, by, g, lang) for g in groups])
        ax.set_xlabel(f"{what} ({word('points', lang)})" if lang == "en"
                      else f"{what}（{word('points', lang)}）")
        _ylabel(ax, by_name, figure.get_figheight() - 0.9)
        ax.set_title(title, loc="left", fontweight="bold")
    return Chart(figure, title, lang)


def difference_chart(results: Sequence[dict[str, Any]], game: str, lang: str | None = None,
                     names: Sequence[str] | None = None, percent: bool | None = None,
                     title: str | None = None) -> Chart:
    """Each :func:`~tutor.lab.tables.difference` as a point with its 95% interval, against
    a line at 0 (no difference); ``names`` labels the rows (default: "b minus a")."""
    lang = check_lang(lang)
    results = list(results)
    if percent is None:
        percent = all(r["column"] == "win" for r in results)
    scale = 100 if percent else 1
    labels = list(names) if names is not None else [
        word("difference-title", lang, what=label(game, r["column"], lang),
             a=value_label(game, r["by"], r["a"], lang),
             b=value_label(game, r["by"], r["b"], lang)) for r in results]
    title = title or word("difference", lang)
    with _style(lang):
        figure = _figure(7.2, max(2.0, 1.0 + 0.5 * len(results)))
        ax = figure.add_subplot()
        ys = list(range(len(results)))[::-1]
        for y, r in zip(ys, results, strict=True):
            d = r["difference"] * scale
            ax.errorbar([d], [y], xerr=[[d - r["low"] * scale], [r["high"] * scale - d]],
                        fmt="o", color=COLOURS[0], capsize=4, markersize=6)
        ax.axvline(0, color="#52606d", linestyle="--", linewidth=1)
        ax.set_yticks(ys, labels)
        ax.set_ylim(-0.7, len(results) - 0.3)
        unit = ("percentage points" if lang == "en" else "百分點") if percent \
            else word("points", lang)
        ax.set_xlabel(f"{word('difference-axis', lang)} ({unit})" if lang == "en"
                      else f"{word('difference-axis', lang)}（{unit}）")
        ax.set_title(title, loc="left", fontweight="bold")
    return Chart(figure, title, lang)
