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
- ``save``: a CSV file for the rows, written as each game ends (one line per seat, the
  game's lines in one write). A run with the same file skips the games already in it (the
  same game, options, bots and seed), so an interrupted run goes on where it stopped and a
  finished one is read back. A line that does not hold a whole row (a run killed while
  writing, an edit) is set aside with its line number, in a warning, and its game played
  again (see :class:`ResultsFile`). Only a regular file will do: a folder, a named pipe or
  a device is refused.

The games are planned one at a time (:class:`Plan`) and only a few per worker are handed to
the executor at once, so ``games=10**9`` starts at once and stops when asked.

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
import importlib.util
import io
import itertools
import math
import operator
import os
import re
import sys
import threading
import time
import unicodedata
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

from ..core.files import NotRegularFile, file_kind, open_regular, write_whole
from ..core.game import State
from ..core.lang import Text, check_lang
from .experiment import GameSpec, check_bot, load_game, play_one
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


class LabUnavailable(ImportError):
    """This Python lacks what the lab needs (pandas, matplotlib): the message, in the
    learner's language, says where the lab runs."""


_UNAVAILABLE = Text(
    "The scenario lab needs pandas and matplotlib, and this Python lacks {missing}. "
    "{where}",
    "情境實驗室需要 pandas 和 matplotlib，這個 Python 沒有 {missing}。{where}")
_WHERE = {
    True: Text("This JupyterLite site carries the lessons only: open the scenario notebooks in "
               "JupyterLab, on Binder or on your school's JupyterHub.",
               "這個 JupyterLite 網站只有課程：請在 JupyterLab、Binder 或學校的 JupyterHub "
               "打開情境筆記本。"),
    False: Text("Install them with: pip install 'tutor[lab]'.",
                "請用這一行安裝：pip install 'tutor[lab]'。"),
}


def ready(lang: str | None = None) -> None:
    """Check that pandas and matplotlib can be imported here (the scenario notebooks' first
    cell calls it before importing them).

    Raises:
        LabUnavailable: one of them is missing, with what to do, in ``lang`` (in JupyterLite,
            whose site does not carry them: where to open the notebooks instead).
    """
    missing = [name for name in ("pandas", "matplotlib")
               if importlib.util.find_spec(name) is None]
    if missing:
        lang = check_lang(lang)
        raise LabUnavailable(_UNAVAILABLE[lang].format(
            missing=" / ".join(missing), where=_WHERE[in_pyodide()][lang]))


def in_pyodide() -> bool:
    """Whether Python runs in the browser (JupyterLite's Pyodide kernel): no processes,
    no threads."""
    return sys.platform == "emscripten" or "pyodide" in sys.modules


# -- planning -----------------------------------------------------------------------------

MAX_GAMES = 10**12
"""The most games a plan may hold for each setting (more than any machine plays)."""


def _whole(name: str, value: Any, low: int = 0, high: int | None = None) -> int:
    """``value`` as an int if it is a whole number from ``low`` to ``high`` (numpy integers
    too; not a bool, a float or a string).

    >>> _whole("seed", 1.5)
    Traceback (most recent call last):
    TypeError: seed must be a whole number, not 1.5 (float)
    """
    try:
        if isinstance(value, bool):
            raise TypeError
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be a whole number, not {value!r} "
                        f"({type(value).__name__})") from None
    if number < low or (high is not None and number > high):
        span = f"from {low} to {high}" if high is not None else f"{low} or more"
        raise ValueError(f"{name} must be a whole number {span}, not {value!r}")
    return number


def _options(name: str, value: Any) -> dict[str, Any]:
    """``value`` as a dict of options (None: none), checking that it is a mapping with
    names for keys."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TypeError(f"{name} must be a dict of new_game's options (name: value), not "
                        f"{value!r} ({type(value).__name__})")
    for key in value:
        if not isinstance(key, str):
            raise TypeError(f"{name} must name each option by a string, not {key!r}")
    return dict(value)


def _seat_bots(bots: Any, n: int) -> tuple[str, ...]:
    """One bot per seat, from one name for every seat or a list of ``n`` names."""
    if isinstance(bots, str):
        seat_bots: tuple[Any, ...] = (bots,) * n
    elif isinstance(bots, (list, tuple)):
        seat_bots = tuple(bots)
    else:
        raise TypeError(f"bots must be a bot's name or a list of one per seat, not {bots!r} "
                        f"({type(bots).__name__})")
    if len(seat_bots) != n:
        raise ValueError(f"bots: give one bot, or one bot per seat ({n}), not "
                         f"{len(seat_bots)}: {bots!r}")
    for b in seat_bots:
        try:
            check_bot(b)
        except (TypeError, ValueError) as e:
            raise _same_kind(e, f"bots={bots!r}: {e}") from None
    return seat_bots


def _same_kind(error: Exception, message: str) -> Exception:
    """A TypeError or a ValueError (as ``error`` is) saying ``message``."""
    return TypeError(message) if isinstance(error, TypeError) else ValueError(message)


def _setting_name(name: Any) -> str:
    if not isinstance(name, str):
        raise TypeError(f"settings must name each setting by a string, not {name!r}")
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name):
        raise ValueError(f"settings: a setting's name must be one line of text, not {name!r}")
    return name


@dataclass(frozen=True, repr=False)
class Plan(Sequence[GameSpec]):
    """The games of an experiment, made one by one when asked for (so that a plan of a
    billion games costs nothing): ``plan[i]`` is the ``i``-th :class:`GameSpec`, seed by
    seed, every setting of a seed together."""

    game: str
    players: int
    bots: tuple[str, ...]
    settings: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
    """Each setting's name and options (sorted by name)."""
    seed: int
    games: int
    """Games for each setting."""
    start: str | None = None

    def __len__(self) -> int:
        return self.games * len(self.settings)

    @overload
    def __getitem__(self, index: int) -> GameSpec: ...

    @overload
    def __getitem__(self, index: slice) -> list[GameSpec]: ...

    def __getitem__(self, index: int | slice) -> GameSpec | list[GameSpec]:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        i = range(len(self))[index]  # IndexError out of range, negative from the end
        number, arm = divmod(i, len(self.settings))
        name, options = self.settings[arm]
        return GameSpec(self.game, self.players, options, self.bots, self.seed + number, name,
                        self.start)

    def setting_names(self) -> list[str]:
        return [name for name, _ in self.settings]

    def __repr__(self) -> str:
        return (f"<Plan {self.game}: {self.games} games x {len(self.settings)} setting(s), "
                f"seeds from {self.seed}>")


def plan(game: str, games: int = 100, players: int | None = None,
         bots: str | Sequence[str] = "greedy", options: Mapping[str, Any] | None = None,
         settings: Mapping[str, Mapping[str, Any]] | None = None, seed: int = 0,
         start: State | None = None) -> Plan:
    """The games of an experiment: ``games`` seeds (``seed``, ``seed + 1``...) for each
    setting. ``settings`` names option sets to compare (each added to ``options``); every
    setting plays the same seeds, so the same deals, which makes their difference sharper.
    The games are listed seed by seed, every setting of a seed together, so that a run
    stopped early has played each setting about as often. The plan makes each game when it
    is asked for: a plan of a billion games is made at once.

    >>> specs = plan("kanagawa", 2, settings={"a": {"grand_master_bonus": 0}, "b": {}})
    >>> [(s.setting, s.seed, s.options) for s in specs]  # doctest: +NORMALIZE_WHITESPACE
    [('a', 0, (('grand_master_bonus', 0),)), ('b', 0, ()),
     ('a', 1, (('grand_master_bonus', 0),)), ('b', 1, ())]
    >>> len(plan("kanagawa", 10**9)), plan("kanagawa", 10**9)[-1].seed
    (1000000000, 999999999)

    Raises:
        TypeError: an argument of the wrong type (a float for ``games``, ``players`` or
            ``seed``, a list or a string for ``options``...), named with its value.
        ValueError: an unknown game (or a tool, such as ``"karesansui-studio"``), option,
            bot or player count, named with its value (before any game runs).
    """
    g = load_game(game)
    games = _whole("games", games, 0, MAX_GAMES)
    seed = _whole("seed", seed, 0)
    if start is not None:
        if not isinstance(start, State):
            raise TypeError(f"start must be a position of the game (a State), not {start!r}")
        if start.game.name != g.name:
            raise ValueError(f"start is a position of {start.game.name}, not of {game}")
        if options or settings:
            raise ValueError("give either a start position or options, not both")
        if players is not None and _whole("players", players) != start.num_players():
            raise ValueError(f"players={players!r}, but the start position has "
                             f"{start.num_players()} players")
        players = start.num_players()
    n = _whole("players", players if players is not None else g.min_players)
    if not g.min_players <= n <= g.max_players:
        raise ValueError(f"players: {game} is played by {g.min_players} to {g.max_players} "
                         f"players, not {players!r}")
    seat_bots = _seat_bots(bots, n)
    common = _options("options", options)
    if settings is not None and not isinstance(settings, Mapping):
        raise TypeError(f"settings must be a dict (a setting's name: its options), not "
                        f"{settings!r} ({type(settings).__name__})")
    arms = {_setting_name(k): _options(f"settings[{k!r}]", v)
            for k, v in settings.items()} if settings else {"": {}}
    resolved = []
    for name, extra in arms.items():
        merged = {**common, **extra}
        where = f"settings[{name!r}]" if settings else "options"
        try:  # unknown options and bad values fail here, before any game is played
            g.resolve_options(merged)
            if start is None:
                g.new_game(players=n, seed=seed, **merged)
        except (TypeError, ValueError) as e:
            raise _same_kind(e, f"{where}={merged!r}: {e}") from None
        resolved.append((name, tuple(sorted(merged.items()))))
    position = start.to_json() if start is not None else None
    return Plan(game, n, seat_bots, tuple(resolved), seed, games, position)


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


HEAD = ("key", "setting", "game", "players", "options", "bots", "seed", "seat", "bot")
TAIL = ("total", "margin", "rank", "win", "tiebreak", "moves", "seconds")
"""The first and last columns of every results file (the game's own columns between)."""

_INTEGER = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_KEY = re.compile(r"[0-9a-f]{12}")


class _Bad(Exception):
    """Why a line of a results file does not hold a whole row (a text of
    :mod:`tutor.lab.words` and its fields)."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields

    def say(self, lang: str) -> str:
        return word(self.key, lang, **self.fields)


def _parse_row(raw: bytes, columns: list[str]) -> dict[str, Any]:
    """The row of one line of a results file whose header is ``columns``, numbers read as
    numbers.

    Raises:
        _Bad: the line does not hold a whole row, and why.
    """
    try:
        fields = next(csv.reader([raw.decode("utf-8").rstrip("\r")]))
    except UnicodeDecodeError:
        raise _Bad("why-utf8") from None
    except csv.Error:
        raise _Bad("why-csv") from None
    if len(fields) != len(columns):
        raise _Bad("why-fields", n=len(fields), width=len(columns))
    if not _KEY.fullmatch(fields[0]):
        raise _Bad("why-key", value=fields[0][:40])
    row: dict[str, Any] = dict(zip(columns, fields, strict=True))
    for column, text in row.items():
        if column not in STRING_COLUMNS:
            try:
                row[column] = _parse_number(text)
            except ValueError:
                raise _Bad("why-number", column=column, value=text[:40]) from None
    for column in ("players", "seat"):
        if not isinstance(row[column], int):
            raise _Bad("why-whole", column=column, value=str(row[column]))
    return row


class ResultsFileWarning(UserWarning):
    """Lines of a results file that did not hold whole rows were set aside: their games are
    played again."""


def save_path(save: Any) -> Path:
    """``save`` as a path to a results file: a string or a path naming a regular file, or
    a file still to be made.

    Raises:
        TypeError: ``save`` is not a string or a path.
        ValueError: an empty name, or a name of a folder, a named pipe (FIFO), a device or
            anything else that is not a regular file.
    """
    if not isinstance(save, (str, os.PathLike)):
        raise TypeError(f"save must be a file name (a string or a path), not {save!r} "
                        f"({type(save).__name__})")
    text = os.fspath(save)
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"save must name a file, not {save!r}")
    path = Path(text)
    try:
        kind = file_kind(path.stat().st_mode)
    except FileNotFoundError:
        return path
    except NotADirectoryError:
        raise ValueError(f"save={text!r}: a folder on that path is a file") from None
    if kind is not None:
        raise _not_regular(NotRegularFile(text, kind))
    return path


def _not_regular(error: NotRegularFile) -> ValueError:
    return ValueError(f"save={error.path!r} is {error.kind}, not a regular file: name a file "
                      f"for the results (a .csv file)")


def _parse_number(text: str) -> int | float:
    """A number as the lab writes it (``"3"``, ``"-0.5"``, ``"1e-05"``).

    >>> _parse_number("12"), _parse_number("0.5")
    (12, 0.5)
    """
    if _INTEGER.fullmatch(text):
        return int(text)
    if _DECIMAL.fullmatch(text):
        number = float(text)
        if math.isfinite(number):
            return number
    raise ValueError(f"not a number: {text!r}")


class ResultsFile:
    """The CSV file of a run: rows appended as games end, read back on the next run.

    Each game's rows are appended in one write, every row with its end of line, so a run
    killed while writing leaves at most its last game cut off. On reading, a line that does
    not hold a whole row (cut off with no end of line, not UTF-8 text, a wrong number of
    fields, text where a number belongs) is set aside, and so are the other rows of a game
    that does not have one row per seat: those games are played again. The lines set aside
    are moved, each after its line number, to ``<file>.set-aside`` beside the file, and a
    :class:`ResultsFileWarning` says which lines and why.

    Raises:
        TypeError, ValueError: see :func:`save_path`; a file that is not a results file of
            the lab (its first line is not the lab's header) is refused and left as it is.
    """

    def __init__(self, path: str | os.PathLike, lang: str = "en") -> None:
        self.path = save_path(path)
        self.lang = lang
        self.columns: list[str] | None = None
        self.done: dict[str, list[dict[str, Any]]] = {}
        self.set_aside: list[tuple[int, _Bad]] = []
        """(line number, why) of every line set aside when the file was read."""
        try:
            fd = open_regular(self.path, os.O_RDONLY)
        except FileNotFoundError:
            return
        except NotRegularFile as e:
            raise _not_regular(e) from None
        with os.fdopen(fd, "rb") as f:
            data = f.read()
        if data:
            self._read(data)

    def _read(self, data: bytes) -> None:
        lines = data.split(b"\n")
        ended = lines[-1] == b""  # the last line has its end of line
        if ended:
            lines.pop()
        if not ended and len(lines) == 1 and _cut_header(lines[0]):
            self._set_aside(lines, {1: _Bad("why-cut")})  # killed in its first write
            return
        self.columns = self._header(lines[0])
        games: dict[str, list[tuple[int, dict[str, Any]]]] = {}
        bad: dict[int, _Bad] = {}
        for number, raw in enumerate(lines[1:], start=2):
            if not raw.strip():
                continue
            try:
                if number == len(lines) and not ended:
                    raise _Bad("why-cut")
                row = _parse_row(raw, self.columns)
            except _Bad as why:
                bad[number] = why
            else:
                games.setdefault(row["key"], []).append((number, row))
        for key, rows in games.items():
            seats = sorted(row["seat"] for _, row in rows)
            if seats == list(range(len(rows))) and all(r["players"] == len(rows) for _, r in rows):
                self.done[key] = [row for _, row in rows]
            else:
                for number, _ in rows:
                    bad[number] = _Bad("why-game", rows=len(rows),
                                       seats=rows[0][1]["players"])
        if bad:
            self._set_aside(lines, bad)

    def _header(self, raw: bytes) -> list[str]:
        try:
            columns = next(csv.reader([raw.decode("utf-8-sig").rstrip("\r")]), [])
        except (UnicodeDecodeError, csv.Error):
            columns = []
        if (tuple(columns[:len(HEAD)]) != HEAD or tuple(columns[-len(TAIL):]) != TAIL
                or len(set(columns)) != len(columns)):
            raise ValueError(f"{self.path} is not a results file of the lab: its first line is "
                             f"not the lab's header (key,setting,game,...): "
                             f"{raw[:60]!r}; name another file")
        return columns

    def _set_aside(self, lines: list[bytes], bad: dict[int, _Bad]) -> None:
        """Move the lines ``bad`` (line number -> why) to the side file, rewrite the file
        without them (whole: a new file put in its place), and warn."""
        self.set_aside = sorted(bad.items())
        side = self.path.with_name(self.path.name + ".set-aside")
        with side.open("ab") as f:
            f.write(b"".join(b"%d\t%s\n" % (n, lines[n - 1]) for n, _ in self.set_aside))
        kept = [line for n, line in enumerate(lines, start=1) if n not in bad]
        write_whole(self.path, b"".join(line + b"\n" for line in kept))
        shown = word("list-sep", self.lang).join(
            word("line-why", self.lang, line=n, why=why.say(self.lang))
            for n, why in self.set_aside[:5])
        more = len(self.set_aside) - 5
        if more > 0:
            shown += word("and-more", self.lang, n=more)
        warnings.warn(word("set-aside", self.lang, path=str(self.path), n=len(bad),
                           lines=shown, side=str(side)), ResultsFileWarning,
                      stacklevel=_caller_level())

    def write(self, rows: Sequence[Mapping[str, Any]]) -> None:
        """Append one game's rows (the header first, for a new file), in one write."""
        if self.columns is None:
            self.columns = list(rows[0])
        elif list(rows[0]) != self.columns:
            raise ValueError(f"{self.path} holds other columns (another game?): "
                             f"use another file")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = open_regular(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        except NotRegularFile as e:
            raise _not_regular(e) from None
        try:
            text = io.StringIO()
            writer = csv.DictWriter(text, fieldnames=self.columns, lineterminator="\n")
            if os.fstat(fd).st_size == 0:
                writer.writeheader()
            writer.writerows(rows)
            data = text.getvalue().encode("utf-8")
            while data:  # one write, unless the system writes less than asked
                data = data[os.write(fd, data):]
        finally:
            os.close(fd)


def _cut_header(raw: bytes) -> bool:
    """Whether ``raw`` is the start of a header of the lab cut off (a run killed while it
    wrote its first game).

    >>> _cut_header(b"key,setting,ga"), _cut_header(b"name,age")
    (True, False)
    """
    head = ",".join(HEAD).encode() + b","
    return bool(raw) and (head.startswith(raw) or raw.startswith(head))


def _caller_level() -> int:
    """The ``stacklevel`` of a warning given here that names the first caller outside the
    lab (the notebook's cell), for the function that calls this one."""
    frame = sys._getframe(1)
    level = 1
    here = os.path.dirname(os.path.abspath(__file__))
    while frame is not None and os.path.dirname(frame.f_code.co_filename) == here:
        frame = frame.f_back
        level += 1
    return level


# -- executors ----------------------------------------------------------------------------


def _pool(workers: int | None, game: str | None = None) -> cf.ProcessPoolExecutor:
    """A process pool of ``workers`` processes (the usable cores by default), forked from a
    fork server that has the lab and ``game`` loaded (spawned processes where there is no
    fork). The fork server starts with the first pool and serves every later one."""
    import multiprocessing  # not at the top: JupyterLite imports this module too
    if workers is None:
        workers = _cores()
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
    if progress is not None and not isinstance(progress, bool):
        raise TypeError(f"progress must be True, False or a function progress(done, total), "
                        f"not {progress!r}")
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
        self.specs = specs
        self.game = specs[0].game
        self.lang = check_lang(lang)
        self.executor_arg = _check_executor(executor)
        self.workers = None if workers is None else _whole("workers", workers, 1)
        self.progress = make_progress(progress, self.lang, background)
        self.file = ResultsFile(save, self.lang) if save is not None else None
        self.order = specs.setting_names() if isinstance(specs, Plan) else \
            list(dict.fromkeys(s.setting for s in specs))
        self.rows: dict[int, list[dict[str, Any]]] = {}
        self.loaded = 0
        """Games whose rows were read from the results file (not played)."""
        self.total = len(self.specs)
        self.inline = executor == "inline" or (executor is None and in_pyodide())
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
            if self.inline:
                self._inline(self._todo())
            else:
                self._parallel(self._todo())
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

    def _todo(self) -> Iterator[int]:
        """The games to play, in the plan's order, one at a time (a plan of a billion games
        is never listed); a game already in the results file is taken from it instead."""
        saved = self.file.done if self.file is not None else {}
        for i in range(self.total):
            if self._stop.is_set():
                return
            if i in self.rows:
                continue
            if saved:
                spec = self.specs[i]
                rows = saved.get(spec.key())
                if rows is not None:
                    with self._lock:
                        self.rows[i] = [dict(r, setting=spec.setting) for r in rows]
                    self.loaded += 1
                    continue
            yield i

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

    def _inline(self, todo: Iterator[int]) -> None:
        for i in todo:
            if self._stop.is_set():
                return
            self._record(i, play_one(self.specs[i]))

    def _parallel(self, todo: Iterator[int]) -> None:
        """Keep a few games per worker submitted (never the whole plan), record each as it
        comes back, and submit again the games of a worker that died."""
        owned = self.executor_arg in (None, "processes")
        executor = _pool(self.workers, self.game) if owned else self.executor_arg
        capacity = _Capacity(executor, self.workers)
        if hasattr(executor, "get_executor"):  # a dask.distributed Client
            executor = executor.get_executor(pure=False)
        tries: dict[int, int] = {}
        pending: dict[cf.Future, int] = {}
        try:
            while True:
                if self._stop.is_set():
                    return
                room = capacity() - len(pending)
                for i in itertools.islice(todo, max(room, 0)):
                    pending[executor.submit(play_one, self.specs[i])] = i
                if not pending:
                    return
                finished, _ = cf.wait(pending, timeout=0.2, return_when=cf.FIRST_COMPLETED)
                lost: list[int] = []
                for future in finished:
                    i = pending.pop(future)
                    error = future.exception()
                    if error is None:
                        self._record(i, future.result())
                    elif _worker_lost(error) and tries.get(i, 0) < RETRIES:
                        tries[i] = tries.get(i, 0) + 1
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


class _Capacity:
    """How many games to keep submitted to an executor: two per worker (so that none waits
    for work), counted again every few seconds on a Dask cluster, whose workers come and go
    (a Dask Gateway cluster scales up after it starts)."""

    PER_WORKER = 2
    EVERY = 2.0

    def __init__(self, executor: Any, workers: int | None) -> None:
        self.client = executor if hasattr(executor, "nthreads") else None
        self.fixed = getattr(executor, "_max_workers", None) or workers or _cores()
        self.value = 0
        self.when = -math.inf

    def __call__(self) -> int:
        if self.client is None:
            return self.PER_WORKER * self.fixed
        now = time.monotonic()
        if now - self.when >= self.EVERY:
            self.when = now
            try:
                threads = sum(self.client.nthreads().values())
            except Exception:  # noqa: BLE001 - a cluster that does not answer: keep the last
                threads = 0
            self.value = self.PER_WORKER * max(threads, 1)
        return max(self.value, self.PER_WORKER)


def _cores() -> int:
    """The cores this process may use."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _check_executor(executor: Any) -> Any:
    if executor not in (None, "inline", "processes") and not hasattr(executor, "submit"):
        raise ValueError(f"executor must be None, 'inline', 'processes', a "
                         f"concurrent.futures executor or a dask Client, not {executor!r}")
    return executor


def _prepare(game: str, games: int, players: int | None, bots: str | Sequence[str],
             options: Mapping[str, Any] | None, settings: Mapping[str, Mapping[str, Any]] | None,
             seed: int, start: State | None, executor: Any, workers: int | None,
             save: str | os.PathLike | None, progress: Any, lang: str | None,
             background: bool) -> Run:
    specs = plan(game, games, players, bots, options, settings, seed, start)
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

