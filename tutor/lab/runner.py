"""Play many games at once over an executor, with progress, stop, and a results file.

:func:`play` blocks until every game is played (or the run is stopped) and returns the rows
as a pandas DataFrame; :func:`start` returns a :class:`Run` at once, playing in the
background, with a Stop button in the notebook. Both take:

- ``executor``: where the games run. ``None`` (the default) starts a process pool with
  ``workers`` processes (the machine's cores by default) and closes it at the end; in
  JupyterLite (Pyodide, which has no processes) the games run one by one in the kernel.
  ``"inline"`` plays in the kernel anywhere; ``"processes"`` asks for the pool. Any
  ``concurrent.futures.Executor`` is used as it is (and left open), and so is a
  ``dask.distributed.Client`` (through its executor interface, ``client.get_executor()``):
  a cluster on the laptop (``LocalCluster``) or a remote one, such as the clusters Dask
  Gateway hands out on a JupyterHub.
- ``save``: a CSV file for the rows, written as each game ends (one line per seat). A run
  with the same file skips the games already in it (the same game, options, bots and
  seed), so an interrupted run goes on where it stopped and a finished one is read back.

In a script (not a notebook), call :func:`play` under ``if __name__ == "__main__":``: the
pool's workers start from a fresh interpreter that imports the script's main module, as
with any ``multiprocessing`` program.

Whatever the executor, the number of workers or the order in which games finish, the same
seeds give the same rows: the rows are sorted by setting, seed and seat.

If a worker dies (a process killed, a cluster node lost), the games it was playing are
played again elsewhere: a Dask scheduler does this itself, and for its own process pool the
run starts a new pool and submits the games that had not come back. Each game is counted
once, when its rows arrive.
"""

from __future__ import annotations

import concurrent.futures as cf
import csv
import functools
import math
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.game import State
from ..core.lang import check_lang
from .experiment import GameSpec, check_bot, play_one
from .words import word

if TYPE_CHECKING:  # pragma: no cover
    import pandas

RETRIES = 3
"""How many times a game whose worker died is submitted again."""

STRING_COLUMNS = frozenset(("key", "setting", "game", "options", "bots", "bot",
                            "start_choice", "tiebreak"))
"""Columns that hold text; every other column holds numbers."""

PRELOAD = ["tutor.lab.experiment"]
"""Modules the process pool's fork server imports once (with the first run's game), so that
each worker starts with them loaded."""


def in_pyodide() -> bool:
    """Whether Python runs in the browser (JupyterLite's Pyodide kernel): no processes,
    no threads."""
    return sys.platform == "emscripten" or "pyodide" in sys.modules


# -- planning -----------------------------------------------------------------------------


def plan(game: str, games: int = 100, players: int | None = None,
         bots: str | Sequence[str] = "greedy", options: Mapping[str, Any] | None = None,
         settings: Mapping[str, Mapping[str, Any]] | None = None, seed: int = 0,
         start: State | None = None) -> list[GameSpec]:
    """The games of an experiment: ``games`` seeds (``seed``, ``seed + 1``...) for each
    setting. ``settings`` names option sets to compare (each added to ``options``); every
    setting plays the same seeds, so the same deals, which makes their difference sharper.
    The games are listed seed by seed, every setting of a seed together, so that a run
    stopped early has played each setting about as often.

    >>> specs = plan("kanagawa", 2, settings={"a": {"grand_master_bonus": 0}, "b": {}})
    >>> [(s.setting, s.seed, s.options) for s in specs]  # doctest: +NORMALIZE_WHITESPACE
    [('a', 0, (('grand_master_bonus', 0),)), ('b', 0, ()),
     ('a', 1, (('grand_master_bonus', 0),)), ('b', 1, ())]

    Raises:
        ValueError: an unknown game, option, bot or player count (before any game runs).
    """
    from .. import load

    g = load(game)
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise ValueError(f"games must be a whole number of games, not {games!r}")
    if start is not None:
        if options or settings:
            raise ValueError("give either a start position or options, not both")
        players = start.num_players()
    n = players if players is not None else g.min_players
    if not g.min_players <= n <= g.max_players:
        raise ValueError(f"{game} is played by {g.min_players} to {g.max_players} players, "
                         f"not {n}")
    seat_bots = (bots,) * n if isinstance(bots, str) else tuple(bots)
    if len(seat_bots) != n:
        raise ValueError(f"give one bot, or one bot per seat ({n}), not {len(seat_bots)}")
    for b in seat_bots:
        check_bot(b)
    arms = dict(settings) if settings else {"": {}}
    resolved = {}
    for name, extra in arms.items():
        merged = {**(options or {}), **extra}
        g.resolve_options(merged)  # unknown options and bad values fail here
        resolved[name] = tuple(sorted(merged.items()))
    position = start.to_json() if start is not None else None
    return [GameSpec(game, n, resolved[name], seat_bots, s, name, position)
            for s in range(seed, seed + games) for name in arms]


# -- results ------------------------------------------------------------------------------


def to_frame(rows: Iterable[Mapping[str, Any]], order: Sequence[str] = ()) -> pandas.DataFrame:
    """The rows as a DataFrame, sorted by setting (in the order ``order`` gives), seed and
    seat, numbers as numbers and text as text however the rows were read."""
    import pandas as pd

    frame = pd.DataFrame(list(rows))
    if frame.empty:
        return frame
    for column in frame.columns:
        if column in STRING_COLUMNS:
            frame[column] = frame[column].astype(str)
        else:
            frame[column] = pd.to_numeric(frame[column])
    rank = {name: i for i, name in enumerate(order)}
    frame["_order"] = frame["setting"].map(lambda s: rank.get(s, len(rank)))
    frame = frame.sort_values(["_order", "seed", "seat"], kind="stable")
    return frame.drop(columns="_order").reset_index(drop=True)


class ResultsFile:
    """The CSV file of a run: rows appended as games end, read back on the next run."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.columns: list[str] | None = None
        self.done: dict[str, list[dict[str, Any]]] = {}
        if self.path.exists() and self.path.stat().st_size:
            with self.path.open(newline="", encoding="utf-8") as f:
                reader = csv.DictReader(f)
                self.columns = list(reader.fieldnames or [])
                if "key" not in self.columns:
                    raise ValueError(f"{self.path} is not a results file of the lab "
                                     f"(no 'key' column)")
                for row in reader:
                    self.done.setdefault(row["key"], []).append(row)
            players = {k: len(v) for k, v in self.done.items()}
            for key, rows in self.done.items():  # a game cut off while written: play again
                if len(rows) != int(rows[0]["players"]):
                    del players[key]
            self.done = {k: v for k, v in self.done.items() if k in players}

    def write(self, rows: Sequence[Mapping[str, Any]]) -> None:
        """Append one game's rows (the header first, for a new file)."""
        if self.columns is None:
            self.columns = list(rows[0])
        elif list(rows[0]) != self.columns:
            raise ValueError(f"{self.path} holds other columns (another game?): "
                             f"use another file")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        new = not self.path.exists() or not self.path.stat().st_size
        with self.path.open("a", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=self.columns)
            if new:
                writer.writeheader()
            writer.writerows(rows)


# -- executors ----------------------------------------------------------------------------


def _pool(workers: int | None, game: str | None = None) -> cf.ProcessPoolExecutor:
    """A process pool of ``workers`` processes (the usable cores by default), forked from a
    fork server that has the lab and ``game`` loaded (spawned processes where there is no
    fork). The fork server starts with the first pool and serves every later one."""
    import multiprocessing  # not at the top: JupyterLite imports this module too
    if workers is None:
        workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") \
            else os.cpu_count() or 1
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods
                                          else "spawn")
    if context.get_start_method() == "forkserver":
        context.set_forkserver_preload(PRELOAD + ([f"tutor.games.{game}"] if game else []))
    return cf.ProcessPoolExecutor(max_workers=workers, mp_context=context)


def _worker_lost(error: BaseException) -> bool:
    """Whether ``error`` says the worker died (the game itself did not fail)."""
    from concurrent.futures.process import BrokenProcessPool

    return isinstance(error, BrokenProcessPool) or \
        type(error).__name__ in ("KilledWorker", "CommClosedError")


# -- progress -----------------------------------------------------------------------------


class Progress:
    """What a run reports as it goes: games done of the total, games per second, time left.
    This one reports nothing; :class:`TextProgress` and :class:`WidgetProgress` show it."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.run: Run | None = None

    def begin(self, run: Run) -> None:
        self.run = run

    def update(self, run: Run) -> None:
        pass

    def end(self, run: Run) -> None:
        pass


def status_line(run: Run, lang: str) -> str:
    """``"120 / 400 games · 5.3 games a second · about 52 s left"``, in ``lang``."""
    done, total = run.done, run.total
    text = word("games-done", lang, done=done, total=total)
    rate = run.rate()
    if run.finished:
        key = "stopped" if run.stopped else "finished"
        return text + word(key, lang, seconds=f"{run.elapsed():.0f}")
    if rate > 0:
        left = (total - done) / rate
        text += word("rate", lang, rate=f"{rate:.1f}", left=_duration(left, lang))
    return text


def _duration(seconds: float, lang: str) -> str:
    if seconds < 90:
        return word("seconds", lang, n=math.ceil(seconds))
    if seconds < 5400:
        return word("minutes", lang, n=math.ceil(seconds / 60))
    return word("hours", lang, n=f"{seconds / 3600:.1f}")


class TextProgress(Progress):
    """A line on standard error, rewritten in place (for a terminal)."""

    def __init__(self, lang: str, every: float = 0.5) -> None:
        super().__init__(lang)
        self.every = every
        self.last = 0.0

    def update(self, run: Run) -> None:
        now = time.monotonic()
        if now - self.last >= self.every:
            self.last = now
            print("\r" + status_line(run, self.lang), end="", file=sys.stderr, flush=True)

    def end(self, run: Run) -> None:
        print("\r" + status_line(run, self.lang), file=sys.stderr, flush=True)


class WidgetProgress(Progress):
    """A progress bar in the notebook (ipywidgets) with the status line and, for a run in
    the background, a Stop button that keeps the games already played."""

    def __init__(self, lang: str, stop_button: bool) -> None:
        super().__init__(lang)
        import ipywidgets as w

        self.bar = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="16rem"))
        self.label = w.HTML()
        children: list[Any] = [self.bar, self.label]
        self.button = None
        if stop_button:
            self.button = w.Button(description=word("stop", lang), button_style="warning",
                                   icon="stop", layout=w.Layout(width="8rem"))
            children.insert(1, self.button)
        self.box = _progress_box()(children)
        self.last = 0.0

    def begin(self, run: Run) -> None:
        super().begin(run)
        from IPython.display import display

        from .. import load

        self.box.summary = word("progress-repr", self.lang, total=run.total,
                                game=load(run.game).title[self.lang])
        self.bar.max = max(run.total, 1)
        if self.button is not None:
            self.button.on_click(lambda _b: run.stop())
        self._show(run)
        display(self.box)

    def update(self, run: Run) -> None:
        now = time.monotonic()
        if now - self.last >= 0.25 or run.done == run.total:
            self.last = now
            self._show(run)

    def end(self, run: Run) -> None:
        self._show(run)
        self.bar.bar_style = "warning" if run.stopped else "success"
        if self.button is not None:
            self.button.disabled = True

    def _show(self, run: Run) -> None:
        import html

        self.bar.value = run.done
        self.label.value = html.escape(status_line(run, self.lang))


@functools.cache
def _progress_box() -> type:
    """The widget class of the bar (made on first use: ipywidgets is imported then)."""
    import ipywidgets as w

    class ProgressBox(w.HBox):
        """The bar, the button and the line; its text form is fixed (notebooks compare it)."""

        summary = ""

        def __repr__(self) -> str:
            return self.summary

    return ProgressBox


def _in_kernel() -> bool:
    ipython = sys.modules.get("IPython")
    if ipython is None:
        return False
    shell = ipython.get_ipython()
    return shell is not None and (hasattr(shell, "kernel") or in_pyodide())


def make_progress(progress: bool | Callable[[int, int], Any] | Progress | None, lang: str,
                  background: bool) -> Progress:
    """The progress report a run asked for: True shows a bar in a notebook (a line on a
    terminal, nothing elsewhere); a function is called as ``progress(done, total)``."""
    if isinstance(progress, Progress):
        return progress
    if callable(progress):
        return _CallbackProgress(lang, progress)
    if not progress:
        return Progress(lang)
    if _in_kernel():
        return WidgetProgress(lang, stop_button=background and not in_pyodide())
    if sys.stderr is not None and sys.stderr.isatty():
        return TextProgress(lang)
    return Progress(lang)


class _CallbackProgress(Progress):
    def __init__(self, lang: str, callback: Callable[[int, int], Any]) -> None:
        super().__init__(lang)
        self.callback = callback

    def update(self, run: Run) -> None:
        self.callback(run.done, run.total)


# -- the run ------------------------------------------------------------------------------


class Run:
    """An experiment being played: its games, the rows so far, and a way to stop it.

    ``done``/``total`` count games; :meth:`frame` gives the rows played so far (all of them
    once the run is over); :meth:`stop` asks the run to stop after the games running now
    (their rows are kept; games not started are not played); :meth:`wait` blocks until
    the run is over and returns :meth:`frame`.
    """

    def __init__(self, specs: Sequence[GameSpec], executor: Any = None,
                 workers: int | None = None, save: str | os.PathLike | None = None,
                 progress: Any = True, lang: str | None = None,
                 background: bool = False) -> None:
        if not specs:
            raise ValueError("no games to play")
        self.specs = list(specs)
        self.game = specs[0].game
        self.lang = check_lang(lang)
        self.file = ResultsFile(save) if save is not None else None
        self.order = list(dict.fromkeys(s.setting for s in specs))
        self.rows: dict[int, list[dict[str, Any]]] = {}
        for i, spec in enumerate(self.specs):  # games already in the results file
            if self.file is not None and spec.key() in self.file.done:
                self.rows[i] = [dict(r, setting=spec.setting) for r in self.file.done[spec.key()]]
        self.loaded = len(self.rows)
        self.total = len(self.specs)
        self.executor_arg = executor
        self.workers = workers
        self.inline = executor == "inline" or (executor is None and in_pyodide())
        self.progress = make_progress(progress, self.lang, background)
        self.stopped = False
        self.finished = False
        self.error: BaseException | None = None
        self.began = time.monotonic()
        self.ended: float | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    # -- figures ------------------------------------------------------------------------

    @property
    def done(self) -> int:
        return len(self.rows)

    def elapsed(self) -> float:
        return (self.ended or time.monotonic()) - self.began

    def rate(self) -> float:
        """Games played per second in this run (games read from the file not counted)."""
        played = self.done - self.loaded
        seconds = self.elapsed()
        return played / seconds if played and seconds > 0 else 0.0

    def frame(self) -> pandas.DataFrame:
        """The rows of the games played so far, as a DataFrame (see :mod:`tutor.lab`)."""
        with self._lock:
            rows = [r for i in sorted(self.rows) for r in self.rows[i]]
        frame = to_frame(rows, self.order)
        frame.attrs["stopped"] = self.stopped
        return frame

    def __repr__(self) -> str:
        state = "stopped" if self.stopped else "over" if self.finished else "running"
        return f"<Run {self.game}: {self.done}/{self.total} games, {state}>"

    # -- control ------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop after the games running now; their rows are kept."""
        self._stop.set()

    def wait(self) -> pandas.DataFrame:
        """Block until the run is over; the rows (raises what stopped the run, if a game
        failed)."""
        if self._thread is not None:
            try:
                while self._thread.is_alive():
                    self._thread.join(0.2)
            except KeyboardInterrupt:
                self.stop()
                self._thread.join()
        if self.error is not None:
            raise self.error
        return self.frame()

    def execute(self) -> None:
        """Play every game not yet played (in this thread), reporting progress."""
        self.progress.begin(self)
        try:
            todo = [i for i in range(self.total) if i not in self.rows]
            if todo:
                if self.inline:
                    self._inline(todo)
                else:
                    self._parallel(todo)
        except KeyboardInterrupt:
            self.stopped = True
        except BaseException as e:  # a game failed: keep what finished, report it
            self.error = e
            self.stopped = True
        finally:
            self.stopped = self.stopped or self.done < self.total
            self.finished = True
            self.ended = time.monotonic()
            self.progress.end(self)

    def in_background(self) -> Run:
        if in_pyodide():  # no threads in the browser: play now
            self.execute()
            return self
        self._thread = threading.Thread(target=self.execute, name=f"lab-{self.game}",
                                        daemon=True)
        self._thread.start()
        return self

    def _record(self, i: int, rows: list[dict[str, Any]]) -> None:
        if i in self.rows:  # a game played twice (a lost worker came back): count it once
            return
        if self.file is not None:
            self.file.write(rows)
        with self._lock:
            self.rows[i] = rows
        self.progress.update(self)

    def _inline(self, todo: list[int]) -> None:
        for i in todo:
            if self._stop.is_set():
                return
            self._record(i, play_one(self.specs[i]))

    def _parallel(self, todo: list[int]) -> None:
        owned = self.executor_arg in (None, "processes")
        executor = _pool(self.workers, self.game) if owned else self.executor_arg
        if hasattr(executor, "get_executor"):  # a dask.distributed Client
            executor = executor.get_executor(pure=False)
        tries = dict.fromkeys(todo, 0)
        pending: dict[cf.Future, int] = {}
        try:
            pending = {executor.submit(play_one, self.specs[i]): i for i in todo}
            while pending:
                if self._stop.is_set():
                    for future in pending:
                        future.cancel()
                    return
                finished, _ = cf.wait(pending, timeout=0.2, return_when=cf.FIRST_COMPLETED)
                lost: list[int] = []
                for future in finished:
                    i = pending.pop(future)
                    error = future.exception()
                    if error is None:
                        self._record(i, future.result())
                    elif _worker_lost(error) and tries[i] < RETRIES:
                        tries[i] += 1
                        lost.append(i)
                    else:
                        raise RuntimeError(f"{self.game} game with seed {self.specs[i].seed} "
                                           f"failed: {error!r}") from error
                if lost:
                    if owned and isinstance(executor, cf.ProcessPoolExecutor):
                        # a broken pool fails every game it held: start a new one
                        lost += [pending.pop(f) for f in list(pending)]
                        executor.shutdown(wait=False, cancel_futures=True)
                        executor = _pool(self.workers, self.game)
                    for i in lost:
                        pending[executor.submit(play_one, self.specs[i])] = i
        finally:
            for future in pending:
                future.cancel()
            if owned:
                executor.shutdown(wait=False, cancel_futures=True)


def _prepare(game: str, games: int, players: int | None, bots: str | Sequence[str],
             options: Mapping[str, Any] | None, settings: Mapping[str, Mapping[str, Any]] | None,
             seed: int, start: State | None, executor: Any, workers: int | None,
             save: str | os.PathLike | None, progress: Any, lang: str | None,
             background: bool) -> Run:
    specs = plan(game, games, players, bots, options, settings, seed, start)
    if executor not in (None, "inline", "processes") and not hasattr(executor, "submit"):
        raise ValueError(f"executor must be None, 'inline', 'processes', a "
                         f"concurrent.futures executor or a dask Client, not {executor!r}")
    return Run(specs, executor, workers, save, progress, lang, background)


def play(game: str, games: int = 100, players: int | None = None,
         bots: str | Sequence[str] = "greedy", options: Mapping[str, Any] | None = None,
         settings: Mapping[str, Mapping[str, Any]] | None = None, seed: int = 0,
         start: State | None = None, executor: Any = None, workers: int | None = None,
         save: str | os.PathLike | None = None, progress: Any = True,
         lang: str | None = None) -> pandas.DataFrame:
    """Play ``games`` games of ``game`` (for each setting) and return one row per game and
    seat. Interrupting the kernel (or Ctrl+C) stops the run and returns the games already
    played (``frame.attrs["stopped"]`` is then True).

    ``players`` (the game's fewest by default), ``bots`` (one name for every seat, or one
    per seat: see :mod:`tutor.lab.experiment`), ``options`` (of ``new_game``), ``settings``
    (named option sets to compare, see :func:`plan`), ``seed`` (the first game's),
    ``start`` (a position to play from instead of a new game), ``executor``, ``workers``
    and ``save`` (see :mod:`tutor.lab.runner`), ``progress`` (a bar in the notebook; False
    for none) and ``lang`` (of the progress line).

    Raises:
        ValueError: a bad game, option, bot or executor, before any game is played.
        RuntimeError: a game failed (the message gives its seed; the games that finished
            before are in the results file, if there is one).
    """
    run = _prepare(game, games, players, bots, options, settings, seed, start, executor,
                   workers, save, progress, lang, background=False)
    run.execute()
    if run.error is not None:
        raise run.error
    return run.frame()


def start(game: str, games: int = 100, players: int | None = None,
          bots: str | Sequence[str] = "greedy", options: Mapping[str, Any] | None = None,
          settings: Mapping[str, Mapping[str, Any]] | None = None, seed: int = 0,
          start: State | None = None, executor: Any = None, workers: int | None = None,
          save: str | os.PathLike | None = None, progress: Any = True,
          lang: str | None = None) -> Run:
    """Like :func:`play`, but the games are played in the background: the cell ends at
    once, the bar's Stop button (or ``run.stop()``) stops the run keeping what finished,
    ``run.frame()`` gives the rows so far and ``run.wait()`` all of them. In JupyterLite
    (no threads) the games are played before it returns."""
    run = _prepare(game, games, players, bots, options, settings, seed, start, executor,
                   workers, save, progress, lang, background=True)
    return run.in_background()

