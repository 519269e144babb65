"""The scenario lab: many games between bots, in parallel, as a table and charts.

A question about a game ("which Tokaido traveller is strongest?", "what is the first move
worth in Cartography?") is answered by letting bots play it many times. :func:`play` plays
the games over the machine's cores (a process pool), a Dask cluster, or in the kernel
itself in JupyterLite, and returns a pandas DataFrame with **one row per game and seat**:

==================  =================================================================
``key``             the game's fingerprint (game, options, bots, seed)
``setting``         the name of the setting it belongs to ("" with a single setting)
``game``            the game's name; ``players``; ``options`` (JSON); ``bots``
``seed``            the game's seed: the deal and every chance event, and the bots' seeds
``seat``, ``bot``   the seat (0 is the first seat of the game) and its bot
``start_place``     the seat's place in the order of play at the start (1 = first)
``start_choice``    what the seat chose or was dealt at the start (a traveller, a
                    gardener card; "" in a game without one)
(the game's own)    any fact the game adds (Kanagawa's storm tokens, Karesansui's boat
                    stone arrangement...)
(the categories)    one column per line of the game's score sheet (:func:`categories`)
``total``, ``rank`` the seat's total and its place (1 = winner; tied seats share a rank)
``margin``          its total minus the best other seat's total
``win``             its win share: 1 for a win, 1/k for a first place shared by k seats
``tiebreak``        the rule id of the tie-break that decided the game, if one did
``moves``           the game's length in decisions (chance not counted)
``seconds``         the time the game took (the only column that differs run to run)
==================  =================================================================

Then :func:`win_share`, :func:`scores` and :func:`difference` answer the usual questions
with 95% intervals (Wilson for shares, a bootstrap over games for differences: see
:mod:`tutor.lab.stats`), :func:`verdicts` and :func:`verdict` say it in words, and
:func:`win_share_chart`, :func:`scores_chart` and :func:`difference_chart` draw it, in the
learner's language. :func:`start` plays in the background with a Stop button.

Nothing here is imported by ``import tutor``; pandas and matplotlib are imported when a
function needs them (dask only if you give a Dask client).

>>> from tutor import lab
>>> frame = lab.play("kanagawa", games=4, players=2, executor="inline", progress=False)
>>> len(frame), sorted(set(frame["seed"]))
(8, [0, 1, 2, 3])
>>> lab.win_share(frame, "start_place")[["start_place", "seats", "fair"]].values.tolist()
[[1.0, 4.0, 0.5], [2.0, 4.0, 0.5]]
"""

from __future__ import annotations

from .charts import Chart, cjk_font, difference_chart, scores_chart, win_share_chart
from .experiment import STRONG_ITERATIONS, GameSpec, make_lab_bot, play_one
from .runner import (
    LabUnavailable,
    Plan,
    ResultsFileWarning,
    Run,
    in_pyodide,
    plan,
    play,
    ready,
    start,
    to_frame,
)
from .stats import bootstrap_difference, mean_interval, wilson
from .tables import (
    categories,
    difference,
    label,
    localize,
    scores,
    value_label,
    verdict,
    verdicts,
    win_share,
)

__all__ = [
    "STRONG_ITERATIONS", "Chart", "GameSpec", "LabUnavailable", "Plan", "ResultsFileWarning",
    "Run", "bootstrap_difference", "categories", "cjk_font", "difference", "difference_chart",
    "in_pyodide", "label", "localize", "make_lab_bot", "mean_interval", "plan", "play",
    "play_one", "ready", "scores", "scores_chart", "start", "to_frame", "value_label",
    "verdict", "verdicts", "wilson", "win_share", "win_share_chart",
]
