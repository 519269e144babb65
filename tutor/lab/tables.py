"""The usual questions asked of a results table, each answered with its 95% interval.

- :func:`win_share`: the share of wins of each group (a traveller, a start place), with the
  Wilson interval (:func:`tutor.lab.stats.wilson`);
- :func:`scores`: how a score column spreads in each group: mean with its interval, the
  quartiles, the extremes;
- :func:`difference`: how much a column (the total, the win share, one score category)
  changes between two groups or settings, with a bootstrap interval over games
  (:func:`tutor.lab.stats.bootstrap_difference`);
- :func:`verdicts` and :func:`verdict`: the same in sentences, in the learner's language,
  saying whether the games are enough to tell;
- :func:`localize`: a table with its headers and values in the learner's language, for
  showing.

A note on the win-share interval: the seats of one game are not independent (one of them
wins), and the Wilson interval treats each seat as a separate trial. With several groups
sharing each game this makes the interval a little too wide or too narrow; the bootstrap of
:func:`difference` resamples whole games and has no such problem.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.lang import Text, check_lang
from .experiment import game_lab
from .stats import bootstrap_difference, mean_interval, wilson
from .words import word

if TYPE_CHECKING:  # pragma: no cover
    import pandas


def _by(by: str | Sequence[str]) -> list[str]:
    return [by] if isinstance(by, str) else list(by)


def _check_columns(frame: pandas.DataFrame, columns: Sequence[str]) -> None:
    missing = [c for c in columns if c not in frame.columns]
    if missing:
        raise ValueError(f"no column {', '.join(map(repr, missing))} in the results; "
                         f"the columns are {', '.join(frame.columns)}")


def win_share(frame: pandas.DataFrame, by: str | Sequence[str] = "start_choice",
              sort: str | None = None) -> pandas.DataFrame:
    """The win share of each group of seats: ``seats`` (rows in the group), ``wins`` (a win
    shared by tied seats counts its share), ``share``, its 95% Wilson interval ``low`` to
    ``high``, and ``fair`` (one in the number of players: what every group would get if
    none were stronger).

    ``sort``: ``"share"`` (strongest first: the default for a column of names), ``"value"``
    (the default for a column of numbers) or ``"order"`` (as the groups first come in the
    rows: the default for ``setting``, the order the settings were given in).

    Raises:
        ValueError: ``by`` names no column.
    """
    import pandas as pd

    keys = _by(by)
    _check_columns(frame, keys)
    out = []
    for value, group in frame.groupby(keys, sort=False):
        n, wins = len(group), float(group["win"].sum())
        low, high = wilson(wins, n)
        values = value if isinstance(value, tuple) else (value,)
        out.append({**dict(zip(keys, values, strict=True)), "seats": n, "wins": wins,
                    "share": wins / n, "low": low, "high": high,
                    "fair": float((1 / group["players"]).mean())})
    table = pd.DataFrame(out)
    if sort is None:
        numeric = all(pd.api.types.is_numeric_dtype(frame[k]) for k in keys)
        sort = "order" if keys[0] == "setting" else "value" if numeric else "share"
    if table.empty or sort == "order":
        pass
    elif sort == "share":
        table = table.sort_values("share", ascending=False, kind="stable")
    elif sort == "value":
        table = table.sort_values(keys, kind="stable")
    else:
        raise ValueError(f"sort must be 'share', 'value' or 'order', not {sort!r}")
    return table.reset_index(drop=True)


def scores(frame: pandas.DataFrame, by: str | Sequence[str] = "setting",
           column: str = "total") -> pandas.DataFrame:
    """How ``column`` spreads in each group: ``n``, ``mean`` with its 95% interval (``low``,
    ``high``: normal approximation), ``sd``, ``min``, the quartiles ``q1``, ``median``,
    ``q3`` and ``max``.

    Raises:
        ValueError: ``by`` or ``column`` names no column.
    """
    import pandas as pd

    keys = _by(by)
    _check_columns(frame, [*keys, column])
    out = []
    for value, group in frame.groupby(keys, sort=keys[0] != "setting"):
        values = [float(v) for v in group[column]]
        mean, low, high = mean_interval(values)
        q = group[column].quantile([0.25, 0.5, 0.75]).tolist()
        keys_values = value if isinstance(value, tuple) else (value,)
        out.append({**dict(zip(keys, keys_values, strict=True)), "n": len(values),
                    "mean": mean, "low": low, "high": high,
                    "sd": float(group[column].std()) if len(values) > 1 else 0.0,
                    "min": float(group[column].min()), "q1": q[0], "median": q[1],
                    "q3": q[2], "max": float(group[column].max())})
    return pd.DataFrame(out)


def difference(frame: pandas.DataFrame, column: str = "total", by: str = "setting",
               a: Any = None, b: Any = None, resamples: int = 2000,
               seed: int = 0) -> dict[str, Any]:
    """How much ``column``'s mean changes from group ``a`` to group ``b`` of ``by`` (the
    first two groups by default): ``{"column", "by", "a", "b", "mean_a", "mean_b",
    "difference", "low", "high", "games", "method"}``, the interval a 95% percentile
    bootstrap that resamples games (by seed: a deal played under two settings is resampled
    as one, so the comparison keeps its pairing). Seeded: the same rows give the same
    interval.

    Raises:
        ValueError: an unknown column or group, or a group without rows.
    """
    _check_columns(frame, [column, by])
    groups = list(dict.fromkeys(frame[by]))
    if a is None or b is None:
        if len(groups) < 2:
            raise ValueError(f"column {by!r} has fewer than two groups to compare")
        a = groups[0] if a is None else a
        b = groups[1] if b is None else b
    for g in (a, b):
        if g not in groups:
            raise ValueError(f"no rows with {by} = {g!r}; the groups are {groups}")
    units = sorted(set(frame["seed"]))
    index = {u: i for i, u in enumerate(units)}

    def per_unit(group: Any) -> list[tuple[float, float]]:
        sums = [[0.0, 0.0] for _ in units]
        part = frame[frame[by] == group]
        for unit, value in zip(part["seed"], part[column], strict=True):
            sums[index[unit]][0] += float(value)
            sums[index[unit]][1] += 1
        return [(s, n) for s, n in sums]

    ua, ub = per_unit(a), per_unit(b)
    d, low, high = bootstrap_difference(ua, ub, resamples, seed)
    na, nb = sum(n for _, n in ua), sum(n for _, n in ub)
    return {"column": column, "by": by, "a": a, "b": b,
            "mean_a": sum(s for s, _ in ua) / na, "mean_b": sum(s for s, _ in ub) / nb,
            "difference": d, "low": low, "high": high, "games": len(units),
            "method": "bootstrap"}


# -- in words ---------------------------------------------------------------------------


def label(game: str, column: str, lang: str | None = None) -> str:
    """The name of ``column`` in ``lang``: a score category's label from the score sheet,
    a column of the game's own (``start_choice``: "traveller") or of every game."""
    lang = check_lang(lang)
    own = game_lab(game).columns
    if column in own:
        return own[column][lang]
    category = _categories(game).get(column)
    if category is not None:
        return category[lang]
    from .words import WORDS

    return WORDS[column][lang] if column in WORDS else column


def value_label(game: str, column: str, value: Any, lang: str | None = None) -> str:
    """How to write ``value`` of ``column`` in ``lang`` (a traveller id: the traveller's
    name; a start place: "1st"; a seat: its name)."""
    lang = check_lang(lang)
    named = game_lab(game).values.get(column)
    if named is not None:
        return named(value)[lang]
    if column == "start_place":
        return _ordinal(int(value), lang)
    if column == "seat":
        from .. import load

        g = load(game)
        return g.new_game(players=g.max_players).player_texts()[int(value)][lang]
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _ordinal(n: int, lang: str) -> str:
    if lang == "zh-Hant":
        return f"第 {n} 位"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _categories(game: str) -> dict[str, Text]:
    from .. import load

    g = load(game)
    sheet = g.new_game(players=g.min_players).scores()
    return {c.id: c.label for c in sheet.categories}


def categories(game: str) -> list[str]:
    """The score columns of ``game``, in score-sheet order."""
    return list(_categories(game))


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def localize(table: pandas.DataFrame, game: str, lang: str | None = None,
             percent: Sequence[str] = ("share", "low", "high", "fair", "win")
             ) -> pandas.DataFrame:
    """A copy of ``table`` for showing: headers in ``lang``, named values (travellers,
    start places) written out, shares as percentages, other numbers rounded to 2 places."""
    lang = check_lang(lang)
    out = table.copy()
    for column in out.columns:
        if column in percent:
            out[column] = [_pct(v) for v in out[column]]
        elif column in ("start_choice", "start_place", "seat") or \
                column in game_lab(game).values:
            out[column] = [value_label(game, column, v, lang) for v in out[column]]
        elif out[column].dtype.kind == "f":
            out[column] = out[column].round(2)
    out.columns = [label(game, c, lang) for c in out.columns]
    return out


def verdicts(table: pandas.DataFrame, game: str, by: str | None = None,
             lang: str | None = None) -> str:
    """One sentence per row of a :func:`win_share` table: the share with its interval, and
    whether it is clearly above or below the fair share or cannot be told from it."""
    lang = check_lang(lang)
    by = by or next(c for c in table.columns if c not in ("seats", "wins", "share", "low",
                                                          "high", "fair"))
    lines = []
    for row in table.to_dict("records"):
        key = "above" if row["low"] > row["fair"] else "below" if row["high"] < row["fair"] \
            else "unsure"
        lines.append(word(key, lang, name=value_label(game, by, row[by], lang),
                          share=_pct(row["share"]), low=_pct(row["low"]),
                          high=_pct(row["high"]), fair=_pct(row["fair"])))
    return "\n".join(lines)


def verdict(result: dict[str, Any], game: str, lang: str | None = None,
            names: dict[Any, Text] | None = None, percent: bool | None = None) -> str:
    """A :func:`difference` in one sentence: the difference with its interval, and whether
    it leaves out 0."""
    lang = check_lang(lang)
    percent = result["column"] == "win" if percent is None else percent

    def show(x: float, unit: bool = False) -> str:
        if not percent:
            return f"{x:+.2f}"
        text = f"{100 * x:+.1f}"
        return text + (word("pp", lang) if unit else "")

    def name(v: Any) -> str:
        if names and v in names:
            return names[v][lang]
        return value_label(game, result["by"], v, lang)

    sure = result["low"] > 0 or result["high"] < 0
    return word("diff-sure" if sure else "diff-unsure", lang,
                what=label(game, result["column"], lang), a=name(result["a"]),
                b=name(result["b"]), d=show(result["difference"], True), low=show(result["low"]),
                high=show(result["high"]))
