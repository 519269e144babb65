"""Conformance: the 150 recorded games of ``tests/data/tokaido-sample.jsonl.gz`` replay
through the engine with every turn and every final score matching; the command reports
differences and corrupt lines as the issue asks."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.core import Match
from tutor.games.tokaido.replay import main, recording, replay_file, replay_game, sample_path

SAMPLE = sample_path()


def games() -> list[dict]:
    with gzip.open(SAMPLE, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def test_all_sample_games_replay():
    """Every turn (mover, destination, slot, cards, coins, points) and every end (end
    achievements, temple bonus, points, ranks, ties) of the 150 games matches."""
    summary = replay_file(SAMPLE)
    assert summary.line() == ("replayed 150/150 games: all turns match in 150, final scores "
                              "match in 150")
    assert summary.ok and not summary.corrupt
    problems = [f"{g.table_id}: {p}" for g in summary.games for p in g.problems]
    assert not problems, problems[:10]
    assert sum(g.turns for g in summary.games) == sum(len(g["turns"]) for g in games())


def _write(tmp_path: Path, lines: list[str], name: str = "games.jsonl") -> Path:
    path = tmp_path / name
    if name.endswith(".gz"):
        with gzip.open(path, "wt", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    else:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_differences_are_reported(tmp_path, capsys):
    """A changed coin count, a changed destination and a changed final score are each
    reported with the table id and the turn; the exit status is non-zero."""
    sample = games()[:4]
    sample[1]["turns"][5]["coins_after"] += 1
    sample[2]["turns"][10]["pos"] += 1
    sample[3]["result"][0]["points"] += 1
    path = _write(tmp_path, [json.dumps(g) for g in sample], "games.jsonl.gz")
    assert main([str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "replayed 3/4 games: all turns match in 2, final scores match in 2"
    t1, t2, t3 = (sample[i]["table_id"] for i in (1, 2, 3))
    assert any(line.startswith(f"table {t1}: turn 6: coins after") for line in out)
    assert any(line.startswith(f"table {t2}: turn 11:") for line in out)
    assert any(line.startswith(f"table {t3}: end: seat 0 points") for line in out)


def test_corrupt_lines_do_not_stop_the_others(tmp_path, capsys):
    """Lines that are not games are named by line number; the good games still replay."""
    good = [json.dumps(g) for g in games()[:2]]
    path = _write(tmp_path, [good[0], '{"table_id": ', "[1, 2]", '{"table_id": "7"}', good[1]])
    assert main([str(path), "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert [c["line"] for c in doc["corrupt_lines"]] == [2, 3, 4]
    assert doc["replayed"] == 2 and doc["turns_match"] == 2 and doc["finals_match"] == 2
    assert doc["summary"] == ("replayed 2/5 games: all turns match in 2, final scores match "
                              "in 2")


def test_a_game_that_breaks_a_rule_is_caught():
    """A recorded move that the rules forbid (moving the wrong traveller) stops that game
    with the reason."""
    game = games()[0]
    game["turns"][0], game["turns"][1] = game["turns"][1], game["turns"][0]
    result = replay_game(game)
    assert not result.turns_ok and not result.final_ok
    assert result.problems[0].startswith("turn 1: seat")


@pytest.mark.parametrize("flag", [[], ["--json"]])
def test_command_line(flag):
    """``python -m tutor.games.tokaido.replay FILE`` runs as a program and exits 0."""
    run = subprocess.run([sys.executable, "-m", "tutor.games.tokaido.replay", str(SAMPLE),
                          *flag], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    if flag:
        assert json.loads(run.stdout)["ok"] is True
    else:
        assert run.stdout.splitlines()[0].startswith("replayed 150/150 games")


def test_a_recording_steps_like_a_match():
    """A recorded game as engine actions plays in a Match (chance forced) to the recorded
    end: the lesson that replays a real game turn by turn uses this."""
    game = games()[3]
    rec = recording(game)
    assert len(rec.turn_starts) == len(game["turns"])
    match = Match(rec.initial, auto_chance=False)
    for action in rec.actions:
        match.play(action)
    end = match.state
    assert end.is_terminal()
    assert [p.total for p in end.players] == [r["points"] for r in game["result"]]
    assert list(end.ranks()) == [r["rank"] for r in game["result"]]
    broken = games()[0]
    broken["turns"][0]["seat"] = (broken["turns"][0]["seat"] + 1) % 4
    with pytest.raises(ValueError, match="turn 1"):
        recording(broken)


def test_the_recorded_game_of_the_lessons_is_the_replay_of_the_first_sample_game():
    """tutor/games/tokaido/recorded.py (what lesson 11 steps through) holds exactly the
    actions the replay gives for the sample's first game, and its end is the recorded one."""
    from tutor.games.tokaido import recorded

    first = games()[0]
    rec = recording(first)
    assert recorded.TABLE == first["table_id"]
    assert recorded.ACTIONS == tuple(rec.actions)
    assert recorded.TURN_STARTS == tuple(rec.turn_starts)
    assert recorded.TRAVELLERS == tuple(p["traveler"] for p in first["players"])
    end = recorded.position(89)
    assert end.scores().totals == tuple(r["points"] for r in first["result"])
    assert recorded.before(1) == recorded.ACTIONS[: rec.turn_starts[0]]
    with pytest.raises(ValueError, match="turns 1 to 88"):
        recorded.before(90)
