"""Golden playthroughs: text transcripts of seeded games, in the manner of OpenSpiel's.

Regenerate every transcript (never edit one by hand)::

    python -m tests.golden.generate        # or: python tests/golden/generate.py

Each file starts with a header (game, players, options, seed), then for every state:
``# State n``, the text board (``str(state)``) as ``# `` lines, ``current player = ...``
and ``legal actions (count) = [...]`` in notation (or the chance outcomes at a chance node),
then ``# Apply action "..."`` and ``action: ...``. It ends with the final score sheet.
Actions are chosen by ``RandomBot(seed)``; chance outcomes (set-up included) by
``random.Random(seed)``, and they are recorded as ``action:`` lines like the others.

``tests/golden/test_golden.py`` replays each file from its ``action:`` lines, writes the
transcript again and compares it line by line.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import tutor  # noqa: E402
from tutor.core import RandomBot  # noqa: E402
from tutor.core.game import sample_chance  # noqa: E402

HERE = Path(__file__).resolve().parent

MAX_LISTED = 200
"""Legal action lists longer than this are cut to a count plus the first LISTED_HEAD."""
LISTED_HEAD = 20
MAX_STEPS = 10_000
"""A game that has not ended after this many actions is a bug."""


@dataclass(frozen=True)
class Playthrough:
    """One golden game: which game, options and seed, and its file name."""

    game: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 2
    tag: str = ""
    """What distinguishes this playthrough in its file name (e.g. the game length)."""

    @property
    def filename(self) -> str:
        tag = f"-{self.tag}" if self.tag else ""
        return f"{self.game}{tag}-seed{self.seed}.txt"

    @property
    def path(self) -> Path:
        return HERE / self.filename


PLAYTHROUGHS: tuple[Playthrough, ...] = (
    Playthrough("cartography", seed=1, options={"tiles_per_player": 5}, tag="5"),
    Playthrough("cartography", seed=2, options={"tiles_per_player": 10}, tag="10"),
    Playthrough("cartography", seed=3, options={"tiles_per_player": 15}, tag="15"),
    Playthrough("kanagawa", seed=1, players=2, tag="2p"),
    Playthrough("kanagawa", seed=2, players=3, tag="3p"),
    Playthrough("kanagawa", seed=3, players=4, tag="4p"),
    Playthrough("tokaido", seed=1, players=2, tag="2p"),
    Playthrough("tokaido", seed=2, players=3, tag="3p"),
    Playthrough("tokaido", seed=3, players=4, tag="4p"),
    Playthrough("tokaido", seed=4, players=5, tag="5p"),
    Playthrough("karesansui", seed=1, players=2, tag="2p"),
    Playthrough("karesansui", seed=2, players=3, tag="3p"),
    Playthrough("karesansui", seed=3, players=4, tag="4p"),
)
"""Every checked-in transcript. Add one per new game (test_all_games_have_transcripts)."""


def _comment(text: str) -> Iterator[str]:
    for line in str(text).splitlines() or [""]:
        yield f"# {line}".rstrip()


def _listing(name: str, items: Sequence[str]) -> str:
    n = len(items)
    if n > MAX_LISTED:
        shown = json.dumps(list(items[:LISTED_HEAD]), ensure_ascii=False)
        return f"{name} ({n}, first {LISTED_HEAD}) = {shown}"
    return f"{name} ({n}) = {json.dumps(list(items), ensure_ascii=False)}"


def header(p: Playthrough) -> list[str]:
    """The header lines: game, players, options as given and as resolved, seed."""
    game = tutor.load(p.game)
    resolved = game.resolve_options(p.options)
    lines = [
        f"game: {p.game}",
        f"players: {p.players}",
        f"options: {json.dumps(p.options, sort_keys=True)}",
        f"seed: {p.seed}",
    ]
    lines += [f"option {k} = {json.dumps(v, sort_keys=True)}" for k, v in sorted(resolved.items())]
    return lines


def transcript(p: Playthrough, actions: Sequence[str] | None = None) -> str:
    """The transcript of playthrough ``p``.

    With ``actions`` (notations, as read back from a file) those are played; otherwise
    ``RandomBot(seed)`` chooses the actions and ``random.Random(seed)`` the chance outcomes.

    Raises:
        ReplayError: a given action does not replay (it names the step).
    """
    game = tutor.load(p.game)
    # No seed here: the set-up chance (Kanagawa's start tiles and deals) is resolved below
    # by chance_rng, so that every chance outcome is written down and replayed as an action.
    state = game.new_game(players=p.players, **p.options)
    bot = RandomBot(p.seed)
    chance_rng = random.Random(p.seed)
    lines = header(p)
    step = 0
    while True:
        lines += ["", f"# State {step}", *_comment(str(state))]
        if state.is_terminal():
            lines.append("current player = terminal")
            break
        if state.is_chance():
            lines.append("current player = chance")
            outcomes = [f"{a}: {prob:.6g}" for a, prob in state.chance_outcomes()]
            lines.append(_listing("chance outcomes", outcomes))
        else:
            lines.append(f"current player = {state.current_player()}")
            lines.append(_listing("legal actions", state.legal_actions().notations()))
        if actions is not None:
            if step >= len(actions):
                break  # the recorded game stops early: the comparison shows where
            try:
                action = state.parse_action(actions[step])
                state.apply(action)
            except ValueError as e:  # NotationError, IllegalAction
                raise ReplayError(step, actions[step], e) from None
        elif state.is_chance():
            action = sample_chance(state, chance_rng)
        else:
            action = bot.choose(state)
        lines += [f'# Apply action "{action}"', f"action: {action}"]
        state = state.apply(action)
        step += 1
        if step > MAX_STEPS:
            raise RuntimeError(f"{p.filename}: no end after {MAX_STEPS} actions")
    if state.is_terminal():
        sheet = state.scores()
        lines += ["", "# Final score sheet", *_comment(sheet.text())]
        lines.append(f"totals = {json.dumps(list(sheet.totals))}")
        lines.append(f"winners = {json.dumps(list(sheet.winners))}")
    return "\n".join(lines) + "\n"


class ReplayError(ValueError):
    """A recorded action that is not legal (or not readable) where it was recorded."""

    def __init__(self, step: int, action: str, error: Exception) -> None:
        super().__init__(f"action {step + 1} {action!r} does not replay: {error}")
        self.step = step
        self.action = action


@dataclass
class Recorded:
    """What a transcript file says: its header fields and its actions."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    actions: list[str]


def read(text: str) -> Recorded:
    """Parse a transcript's header and its ``action:`` lines.

    Raises:
        ValueError: a header field is missing or malformed.
    """
    fields: dict[str, str] = {}
    actions: list[str] = []
    for line in text.splitlines():
        if line.startswith("action: "):
            actions.append(line[len("action: "):])
        else:
            for key in ("game", "players", "options", "seed"):
                if line.startswith(key + ": ") and key not in fields:
                    fields[key] = line[len(key) + 2:]
    missing = {"game", "players", "options", "seed"} - set(fields)
    if missing:
        raise ValueError(f"transcript header lacks {', '.join(sorted(missing))}")
    return Recorded(fields["game"], int(fields["players"]), json.loads(fields["options"]),
                    int(fields["seed"]), actions)


def main() -> None:
    """Write every transcript in PLAYTHROUGHS."""
    for p in PLAYTHROUGHS:
        text = transcript(p)
        p.path.write_text(text, encoding="utf-8")
        steps = text.count("\naction: ")
        print(f"wrote {p.path.relative_to(HERE.parents[1])}: {steps} actions, "
              f"{len(text.encode()) // 1024} KiB")


if __name__ == "__main__":
    main()
