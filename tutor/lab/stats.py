"""The intervals the lab reports, with the method named.

- :func:`wilson`: the 95% Wilson score interval of a share (a win share). It stays inside
  0..1 and behaves with few games or shares near 0 or 1, where the textbook "share ± 1.96
  standard errors" does not.
- :func:`mean_interval`: the 95% interval of a mean (normal approximation, ``mean ± 1.96
  sd / sqrt(n)``): fine for the hundreds of games the lab plays.
- :func:`bootstrap_difference`: the 95% percentile bootstrap interval of the difference
  between two groups' means, resampling *games* (not rows), so that seats of the same game,
  or the same deal played under two settings, stay together. Seeded: the same numbers give
  the same interval every time.

Pure Python except the bootstrap, which uses numpy (it comes with pandas).

>>> low, high = wilson(30, 100)
>>> round(low, 3), round(high, 3)
(0.219, 0.396)
>>> wilson(0, 0)
(0.0, 1.0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The 97.5% point of the standard normal distribution: 95% two-sided intervals."""


def wilson(wins: float, n: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``wins`` successes in ``n`` trials (``wins`` may be
    fractional: a win shared by two tied seats counts one half). ``(0, 1)`` when ``n`` is 0.

    Raises:
        ValueError: ``wins`` outside 0..n.
    """
    if n <= 0:
        return (0.0, 1.0)
    if not -1e-9 <= wins <= n + 1e-9:
        raise ValueError(f"wins must be between 0 and n ({n}), not {wins}")
    wins = min(max(wins, 0.0), n)
    share = wins / n
    centre = share + z * z / (2 * n)
    spread = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    low = 0.0 if wins == 0 else max(0.0, (centre - spread) / scale)
    high = 1.0 if wins == n else min(1.0, (centre + spread) / scale)
    return (low, high)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """``(mean, low, high)``: the mean of ``values`` and its 95% normal-approximation
    interval (the interval is the mean itself with fewer than two values).

    >>> [round(x, 2) for x in mean_interval([1, 2, 3, 4])]
    [2.5, 1.23, 3.77]
    """
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = math.fsum(values) / n
    if n < 2:
        return (mean, mean, mean)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def bootstrap_difference(units_a: Sequence[tuple[float, float]],
                         units_b: Sequence[tuple[float, float]],
                         resamples: int = 2000, seed: int = 0,
                         level: float = 0.95) -> tuple[float, float, float]:
    """``(difference, low, high)``: mean of B minus mean of A and its percentile bootstrap
    interval.

    Each group is given per *unit* (a game, or a deal played under both settings) as
    ``(sum of the values, number of values)``, the two lists aligned unit by unit (a unit
    missing from a group has ``(0, 0)``). A resample draws units with replacement and
    recomputes both means from the same draw, so paired designs keep their pairing.

    >>> a = [(1.0, 1), (0.0, 1), (1.0, 1), (0.0, 1)]
    >>> b = [(1.0, 1), (1.0, 1), (1.0, 1), (0.0, 1)]
    >>> d, low, high = bootstrap_difference(a, b, resamples=500)
    >>> d, low <= d <= high
    (0.25, True)

    Raises:
        ValueError: the lists differ in length, or a group has no value.
    """
    import numpy as np

    if len(units_a) != len(units_b):
        raise ValueError("both groups need one entry per unit (game or deal)")
    sa, na = (np.array(x, dtype=float) for x in zip(*units_a, strict=True)) if units_a \
        else (np.zeros(0), np.zeros(0))
    sb, nb = (np.array(x, dtype=float) for x in zip(*units_b, strict=True)) if units_b \
        else (np.zeros(0), np.zeros(0))
    if na.sum() == 0 or nb.sum() == 0:
        raise ValueError("each group needs at least one value")
    estimate = sb.sum() / nb.sum() - sa.sum() / na.sum()
    rng = np.random.default_rng(seed)
    units = len(sa)
    weights = rng.multinomial(units, np.full(units, 1 / units), size=resamples)
    with np.errstate(invalid="ignore", divide="ignore"):
        diffs = (weights @ sb) / (weights @ nb) - (weights @ sa) / (weights @ na)
    diffs = diffs[np.isfinite(diffs)]
    tail = (1 - level) / 2 * 100
    low, high = np.percentile(diffs, [tail, 100 - tail])
    return (float(estimate), float(low), float(high))
