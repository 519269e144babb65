"""The lab's results file (``save=``): rows written whole, every line that does not hold a
whole row set aside (with its line number, in a warning) and its game played again, and
nothing but a regular file accepted (issue 20).

The games are short (Cartography with five tiles each, random bots, a few milliseconds a
game); the tests that cut a file at every byte replay from a memo of the real games, so
that each cut costs no game.
"""

from __future__ import annotations

import csv
import io
import os
import socket
import threading
import warnings
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")

from tutor import lab  # noqa: E402
from tutor.lab import runner  # noqa: E402
from tutor.lab.runner import HEAD, ResultsFile, ResultsFileWarning  # noqa: E402

GAME = dict(game="cartography", games=3, players=2, bots="random",
            options={"tiles_per_player": 5}, seed=7, executor="inline", progress=False)
"""Three short games: six rows."""


@pytest.fixture(scope="module")
def memo() -> dict:
    """The rows of each game, played once (``seconds`` included, so a replay from the memo
    writes the same bytes)."""
    return {}


@pytest.fixture
def replay(memo, monkeypatch) -> list:
    """Games played by the lab in this test come from the memo; the list holds the seed of
    each game played."""
    played: list[int] = []
    real = runner.play_one

    def play_one(spec):
        played.append(spec.seed)
        if spec not in memo:
            memo[spec] = real(spec)
        return [dict(row) for row in memo[spec]]

    monkeypatch.setattr(runner, "play_one", play_one)
    return played


@pytest.fixture
def original(tmp_path, replay) -> bytes:
    """The bytes of a whole results file of GAME."""
    path = tmp_path / "whole.csv"
    lab.play(**GAME, save=path)
    replay.clear()
    return path.read_bytes()


def same(a: pd.DataFrame, b: pd.DataFrame) -> bool:
    return a.drop(columns="seconds").equals(b.drop(columns="seconds"))


def rerun(path: Path, **extra) -> tuple[pd.DataFrame, list[str]]:
    """Play GAME again with ``path``; the frame and the warnings given."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        frame = lab.play(**{**GAME, **extra}, save=path)
    return frame, [str(w.message) for w in caught if w.category is ResultsFileWarning]


def same_lines(a: bytes, b: bytes) -> bool:
    """The same header and the same rows, in any order."""
    return a.splitlines()[0] == b.splitlines()[0] and sorted(a.splitlines()) == sorted(
        b.splitlines())


def line_starts(data: bytes) -> list[int]:
    """The offset of each line."""
    return [0] + [i + 1 for i, b in enumerate(data) if b == ord("\n")][:-1]


# -- the cases --------------------------------------------------------------------


def test_a_row_cut_off_mid_write_is_set_aside_and_its_game_played_again(tmp_path, replay):
    """Issue 20: two games, the last 40 characters cut off, played again: the last row came
    back damaged (win 0.0 instead of 0.5, moves NaN), with no error."""
    path = tmp_path / "r.csv"
    reference = lab.play(**{**GAME, "games": 2}, save=path)
    path.write_bytes(path.read_bytes()[:-40])
    replay.clear()
    frame, said = rerun(path, games=2)
    assert same(frame, reference) and not frame.isna().any().any()
    assert replay == [8]  # the last game, and only it, played again
    assert len(said) == 1 and "r.csv" in said[0] and "line 5: cut off" in said[0]
    assert "line 4: its game has 1 row(s) for 2 seat(s)" in said[0]
    assert (tmp_path / "r.csv.set-aside").read_text().startswith("4\t")


def test_a_file_without_a_final_newline_glues_nothing(tmp_path, original, replay):
    """Issue 20: a file whose last line lost its end of line glued the next row to it, and
    the run after failed with "Unable to parse string". The line without an end is set
    aside (a row is always written with its end of line) and its game played again."""
    path = tmp_path / "r.csv"
    path.write_bytes(original[:-1])
    frame, said = rerun(path)
    assert len(said) == 1 and "line 7: cut off" in said[0]
    assert path.read_bytes() == original and replay == [9]
    again, said = rerun(path)
    assert same(again, frame) and not said and replay == [9]


@pytest.mark.parametrize("where", ["at every byte of the last game", "in the header"])
def test_a_file_cut_at_any_point_gives_the_same_rows(tmp_path, original, replay, where):
    """The file of a run killed while writing, cut at each byte of the last game (or of the
    header: a run killed in its first write): the rerun returns the reference rows, plays
    the games cut off and only those, warns unless the cut fell between two games, and leaves the
    file as a whole run writes it."""
    reference = lab.play(**GAME)
    starts = line_starts(original)
    last_game, header_end = starts[-2], starts[1]
    cuts = range(last_game, len(original)) if where != "in the header" else range(1, header_end)
    path = tmp_path / "r.csv"
    for cut in cuts:
        path.write_bytes(original[:cut])
        (tmp_path / "r.csv.set-aside").unlink(missing_ok=True)
        replay.clear()
        frame, said = rerun(path)
        assert same(frame, reference), cut
        assert path.read_bytes() == original, cut
        assert replay == ([9] if where != "in the header" else [7, 8, 9]), cut
        assert bool(said) == (cut != last_game), cut  # no warning: a whole game missing
        side = tmp_path / "r.csv.set-aside"
        assert side.exists() == bool(said), cut
        if said:  # each line set aside is kept after its line number
            kept = side.read_bytes().splitlines()
            assert all(original.splitlines()[int(k.split(b"\t")[0]) - 1].startswith(
                k.split(b"\t", 1)[1]) for k in kept), cut


@pytest.mark.parametrize("column", ["players", "seed", "seat", "start_place", "stones",
                                    "total", "margin", "rank", "win", "moves", "seconds"])
@pytest.mark.parametrize("text", ["abc", "", "nan", "inf", "1_0", "٣", "0x1f", "1,5"])
def test_text_in_a_number_column_is_set_aside_naming_the_line_and_column(
        tmp_path, original, replay, column, text):
    """Issue 20: "Unable to parse string 'abc' at position 0" named neither the file nor the
    line. Whatever a number column holds that is not a number, the line is set aside, the
    warning names the file, the line and the column, and the game is played again."""
    rows = list(csv.reader(io.StringIO(original.decode())))
    rows[3][rows[0].index(column)] = text
    path = tmp_path / "r.csv"
    with path.open("w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    frame, said = rerun(path)
    assert replay == [8]
    assert same(frame, lab.play(**GAME))
    assert len(said) == 1 and str(path) in said[0]
    assert f"line 4: {column} is {text!r}, not a" in said[0]
    assert "line 5: its game has 1 row(s)" in said[0]  # the other seat of that game
    assert same_lines(path.read_bytes(), original)  # the game played again at the end


@pytest.mark.parametrize("damage, why", [
    (lambda line: b"\xff\xfe\x00junk" + line[5:], "line 3: not UTF-8 text"),
    (lambda line: line.rsplit(b",", 1)[0] + b"\n", "line 3: 19 fields, not 20"),
    (lambda line: line[:-1] + b",extra\n", "line 3: 21 fields, not 20"),
    (lambda line: b"XYZ" + line[3:], "line 3: 'XYZ"),
    (lambda line: b"\x00" * 20 + b"\n", "line 3: 1 fields, not 20"),
    (lambda line: line.replace(b",2,", b",2.0,", 1), "line 3: players is '2.0', not a whole"),
], ids=["binary", "a field less", "a field more", "bad key", "zeros", "players 2.0"])
def test_a_damaged_line_is_set_aside(tmp_path, original, replay, damage, why):
    """Issue 20: binary junk gave a bare UnicodeDecodeError. Each kind of damage to a line
    is set aside with its line number and why; the rest of the file is read."""
    lines = original.splitlines(keepends=True)
    lines[2] = damage(lines[2])
    path = tmp_path / "r.csv"
    path.write_bytes(b"".join(lines))
    frame, said = rerun(path)
    assert replay == [7] and len(said) == 1 and why in said[0], said
    assert same(frame, lab.play(**GAME))
    assert same_lines(path.read_bytes(), original)


def test_a_game_written_twice_is_played_again_once(tmp_path, original, replay):
    """Two runs appending to one file at once: a game with more rows than seats."""
    lines = original.splitlines(keepends=True)
    path = tmp_path / "r.csv"
    path.write_bytes(b"".join(lines + lines[1:3]))
    frame, said = rerun(path)
    assert replay == [7] and "4 row(s) for 2 seat(s)" in said[0]
    assert same(frame, lab.play(**GAME))
    assert same_lines(path.read_bytes(), original)


def test_blank_lines_and_windows_line_ends_are_read(tmp_path, original, replay):
    path = tmp_path / "r.csv"
    path.write_bytes(original.replace(b"\n", b"\r\n").replace(b"\r\n", b"\r\n\r\n", 2))
    frame, said = rerun(path)
    assert not said and replay == [] and same(frame, lab.play(**GAME))


def test_the_warning_is_in_the_runs_language(tmp_path, original, replay):
    path = tmp_path / "r.csv"
    path.write_bytes(original[:-3])
    _, said = rerun(path, lang="zh-Hant")
    assert "第 7 行：被截斷" in said[0] and "這些對局會重新進行" in said[0]


# -- rows written whole ---------------------------------------------------------------------


def test_each_game_is_written_in_one_write_with_its_ends_of_line(tmp_path, replay,
                                                                  monkeypatch):
    writes: list[bytes] = []
    real = os.write

    def write(fd: int, data: bytes) -> int:
        writes.append(bytes(data))
        return real(fd, data)

    monkeypatch.setattr(os, "write", write)
    path = tmp_path / "r.csv"
    lab.play(**GAME, save=path)
    assert len(writes) == 3  # one a game, the header with the first
    assert [w.count(b"\n") for w in writes] == [3, 2, 2]
    assert all(w.endswith(b"\n") for w in writes)
    assert b"".join(writes) == path.read_bytes()


def test_a_short_write_is_completed(tmp_path, replay, monkeypatch):
    """A write the system cuts short (a signal) goes on with the rest."""
    real = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real(fd, data[:7]))
    path = tmp_path / "r.csv"
    frame = lab.play(**GAME, save=path)
    monkeypatch.undo()
    assert same(lab.play(**GAME, save=path), frame)


# -- files that are not results files ----------------------------------------------------------


@pytest.mark.parametrize("content", [
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)),
    b"name,age\nAnn,9\n",
    b"\n\nkey,setting\n",
    b"key,setting,game,players,options,bots,seed,seat,bot,total\n",
], ids=["binary", "another csv", "blank first line", "no tail columns"])
def test_a_file_that_is_not_a_results_file_is_refused_and_left_alone(tmp_path, replay,
                                                                      content):
    path = tmp_path / "data.csv"
    path.write_bytes(content)
    with pytest.raises(ValueError, match="data.csv is not a results file of the lab"):
        lab.play(**GAME, save=path)
    assert path.read_bytes() == content and replay == []
    assert not (tmp_path / "data.csv.set-aside").exists()


def test_an_empty_file_is_a_new_results_file(tmp_path, original, replay):
    path = tmp_path / "r.csv"
    path.write_bytes(b"")
    lab.play(**GAME, save=path)
    assert path.read_bytes() == original


def test_another_games_file_is_refused_before_it_is_written(tmp_path, original, replay):
    path = tmp_path / "r.csv"
    path.write_bytes(original)
    with pytest.raises(ValueError, match="holds other columns"):
        lab.play("kanagawa", games=1, bots="random", executor="inline", progress=False,
                 save=path)
    assert path.read_bytes() == original


# -- what save= may name -------------------------------------------------------------------


def _within(seconds: float, call) -> BaseException | None:
    """Run ``call`` in a thread; the exception it raised (None if none). Fails if it is still
    running after ``seconds`` (it hangs)."""
    result: list[BaseException | None] = []

    def target():
        try:
            call()
            result.append(None)
        except BaseException as e:  # noqa: BLE001 - handed to the test
            result.append(e)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it hangs"
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_not_waited_on(tmp_path, replay):
    """Issue 20: save= a FIFO hung for ever."""
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    for call in (lambda: lab.play(**GAME, save=fifo),
                 lambda: lab.start(**{**GAME, "games": 10**9}, save=str(fifo)),
                 lambda: ResultsFile(fifo)):
        error = _within(10, call)
        assert isinstance(error, ValueError), error
        assert f"save={str(fifo)!r} is a named pipe (FIFO), not a regular file" in str(error)
    assert replay == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_file_replaced_by_a_pipe_while_running_is_refused(tmp_path, replay):
    """The check is made on the file opened, not only on its name before."""
    path = tmp_path / "r.csv"
    results = ResultsFile(path)
    os.mkfifo(path)
    error = _within(10, lambda: results.write([{"key": "0" * 12}]))
    assert isinstance(error, ValueError) and "named pipe" in str(error)


def test_folders_devices_and_sockets_are_refused(tmp_path, replay):
    sock_path = tmp_path / "s.csv"
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(sock_path))
    try:
        for save, kind in [(tmp_path, "a folder"), ("/dev/null", "a device"),
                           ("/dev/full", "a device"), (sock_path, "a socket")]:
            with pytest.raises(ValueError, match=f"is {kind}, not a regular file"):
                lab.play(**GAME, save=save)
    finally:
        sock.close()
    assert replay == []


@pytest.mark.parametrize("save, error, message", [
    ("", ValueError, "save must name a file, not ''"),
    ("   ", ValueError, "save must name a file, not '   '"),
    (5, TypeError, "save must be a file name (a string or a path), not 5 (int)"),
    (b"r.csv", TypeError, "not b'r.csv' (bytes)"),
    (["r.csv"], TypeError, "not ['r.csv'] (list)"),
])
def test_a_save_that_names_no_file_is_refused(save, error, message, replay):
    with pytest.raises(error) as caught:
        lab.play(**GAME, save=save)
    assert message in str(caught.value) and replay == []


def test_a_path_under_a_file_is_refused(tmp_path, replay):
    (tmp_path / "plain").write_text("x")
    with pytest.raises(ValueError, match="a folder on that path is a file"):
        lab.play(**GAME, save=tmp_path / "plain" / "r.csv")
    assert replay == []


def test_a_missing_folder_is_made(tmp_path, original, replay):
    path = tmp_path / "new" / "deeper" / "r.csv"
    lab.play(**GAME, save=path)
    assert path.read_bytes() == original


def test_a_link_to_a_results_file_stays_a_link(tmp_path, original, replay):
    target = tmp_path / "real.csv"
    target.write_bytes(original[:-5])
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    rerun(link)
    assert link.is_symlink() and target.read_bytes() == original


def test_header_columns_are_the_ones_the_reader_checks():
    rows = lab.play_one(lab.GameSpec("cartography", 2, (("tiles_per_player", 5),),
                                     ("random", "random"), 1))
    columns = list(rows[0])
    assert tuple(columns[:len(HEAD)]) == HEAD and tuple(columns[-7:]) == runner.TAIL
