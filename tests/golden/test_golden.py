"""Replay every golden transcript and compare it line by line with a fresh one.

When a change of rules, notation or text board is intended, regenerate the files with
``python -m tests.golden.generate`` and review the diff; never edit them by hand.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

import tutor

HERE = Path(__file__).resolve().parent


def _load_generator():
    name = "tutor_golden_generate"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "generate.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


gen = _load_generator()
REGENERATE = "regenerate with `python -m tests.golden.generate` if the change is intended"


def test_all_games_have_transcripts():
    """Every game in tutor.games() has at least one checked-in transcript."""
    files = {p.name for p in HERE.glob("*.txt")}
    for name in tutor.games():
        assert any(f.startswith(f"{name}-") for f in files), f"no golden transcript for {name}"


def test_every_playthrough_is_checked_in():
    """Each playthrough the generator knows has its file, and there are no stray files."""
    expected = {p.filename for p in gen.PLAYTHROUGHS}
    files = {p.name for p in HERE.glob("*.txt")}
    assert expected <= files, f"missing transcripts: {sorted(expected - files)}; {REGENERATE}"
    stray = sorted(files - expected)
    assert not stray, f"transcripts the generator does not write: {stray}"


@pytest.mark.parametrize("playthrough", gen.PLAYTHROUGHS, ids=lambda p: p.filename)
def test_transcript_replays(playthrough):
    """Replaying a transcript's actions writes the same transcript again, line by line."""
    path = playthrough.path
    text = path.read_text(encoding="utf-8")
    recorded = gen.read(text)
    assert (recorded.game, recorded.players, recorded.options, recorded.seed) == (
        playthrough.game, playthrough.players, playthrough.options, playthrough.seed
    ), f"{path.name}: header does not match the generator's playthrough"
    replay = gen.Playthrough(recorded.game, recorded.seed, recorded.options, recorded.players,
                             playthrough.tag)
    try:
        fresh = gen.transcript(replay, recorded.actions)
    except gen.ReplayError as e:
        action_lines = [n for n, line in enumerate(text.splitlines(), 1)
                        if line.startswith("action: ")]
        pytest.fail(f"{path.name}:{action_lines[e.step]}: {e}; {REGENERATE}")
    old_lines, new_lines = text.splitlines(), fresh.splitlines()
    for n, (old, new) in enumerate(zip(old_lines, new_lines, strict=False), 1):
        if old != new:
            pytest.fail(f"Wrong line {n} in {path.name}:\n  recorded: {old}\n  now:      {new}\n"
                        f"{REGENERATE}")
    assert len(old_lines) == len(new_lines), (
        f"{path.name}: {len(old_lines)} lines recorded, {len(new_lines)} now "
        f"(first difference at line {min(len(old_lines), len(new_lines)) + 1}); {REGENERATE}"
    )


def test_chance_outcomes_are_recorded():
    """Games with chance write every outcome down as an action, set-up included, so that
    a replay needs no random generator (Kanagawa: start tiles first, then the shuffle, one
    back per card of the deck, then each deal)."""
    for p in gen.PLAYTHROUGHS:
        if p.game != "kanagawa":
            continue
        recorded = gen.read(p.path.read_text(encoding="utf-8"))
        assert recorded.actions[0].startswith("start tiles "), p.filename
        shuffle = recorded.actions[1:73]
        assert all(a.startswith("shuffle ") for a in shuffle), p.filename
        assert sorted(set(shuffle)) == ["shuffle blue", "shuffle green", "shuffle red",
                                        "shuffle yellow"]
        assert all(shuffle.count(a) == 18 for a in set(shuffle))
        deals = [a for a in recorded.actions if a.startswith("deal ")]
        assert recorded.actions[73:73 + p.players] == deals[:p.players]
        assert len(deals) == len(set(deals)) <= 72
        letter = {"blue": "A", "red": "C", "yellow": "B", "green": "T"}
        assert [d[5] for d in deals] == [letter[a[8:]] for a in shuffle[:len(deals)]]


def test_transcripts_end_with_the_score_sheet():
    """Every transcript ends with the final score sheet of a finished game."""
    for p in gen.PLAYTHROUGHS:
        lines = p.path.read_text(encoding="utf-8").splitlines()
        assert "current player = terminal" in lines, p.filename
        assert "# Final score sheet" in lines, p.filename
        assert lines[-2].startswith("totals = ") and lines[-1].startswith("winners = ")


def test_transcripts_are_small():
    """Transcripts stay reviewable: under 1 MB each."""
    for p in gen.PLAYTHROUGHS:
        assert p.path.stat().st_size < 1_000_000, p.filename


def test_generator_is_deterministic():
    """The generator chooses the same actions twice (seeded bot), so files are stable."""
    p = gen.PLAYTHROUGHS[0]
    assert gen.transcript(p) == gen.transcript(p)
