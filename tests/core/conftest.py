"""A tiny fake game with chance, for testing the core without a real game's rules.

*Call the coin*: a set-up coin decides who calls first ("first 0" / "first 1"); then, for
each round, the player to call says "call heads" or "call tails" and a coin is flipped
("coin heads" / "coin tails"). A right call scores one point. Players take turns calling.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from tutor.core import (
    CHANCE,
    TERMINAL,
    Action,
    BadSave,
    Category,
    Game,
    LegalActions,
    NotationError,
    Option,
    RuleRegistry,
    ScoreSheet,
    State,
    Text,
    Verdict,
)

COIN_RULES = RuleRegistry("coin")
COIN_RULES.add_contract_rules()
COIN_RULES.add("coin.call.your-turn", "Call the coin", "猜硬幣",
               "The player to call says heads or tails before the flip.",
               "輪到的玩家在擲硬幣前猜正面或反面。", sources=("test",))
COIN_RULES.add("coin.score.right-call", "Right calls", "猜對",
               "One point for each right call.", "每猜對一次得一分。", sources=("test",))

OUTCOMES = ("first 0", "first 1", "call heads", "call tails", "coin heads", "coin tails")


@dataclass(frozen=True, repr=False)
class CoinAction(Action):
    """One of the six things that happen in the coin game."""

    text: str

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> CoinAction:
        if not isinstance(text, str) or text.strip().lower() not in OUTCOMES:
            raise NotationError(f"cannot read {text!r} as a coin game action")
        return cls(text.strip().lower())


class CoinState(State):
    """first: who calls first (None before the set-up flip); calls and coins so far."""

    action_type = CoinAction

    def __init__(self, rounds: int, first: int | None = None, calls: tuple[str, ...] = (),
                 coins: tuple[str, ...] = ()) -> None:
        self.rounds, self.first, self.calls, self.coins = rounds, first, calls, coins

    def num_players(self) -> int:
        return 2

    def current_player(self) -> int:
        if self.first is None:
            return CHANCE
        if len(self.coins) == self.rounds:
            return TERMINAL
        if len(self.calls) > len(self.coins):
            return CHANCE
        return (self.first + len(self.calls)) % 2

    def chance_outcomes(self):
        if self.first is None:
            return [(CoinAction("first 0"), 0.5), (CoinAction("first 1"), 0.5)]
        if self.current_player() == CHANCE:
            return [(CoinAction("coin heads"), 0.5), (CoinAction("coin tails"), 0.5)]
        return []

    def legal_actions(self) -> LegalActions:
        if self.current_player() < 0:
            return LegalActions(())
        return LegalActions([CoinAction("call heads"), CoinAction("call tails")])

    def _check(self, action: Action) -> Verdict:
        if str(action) in ("call heads", "call tails"):
            return Verdict.legal(str(action))
        return Verdict.illegal(str(action), "coin.call.your-turn", "call heads or tails")

    def _apply(self, action: Action) -> CoinState:
        text = str(action)
        if text.startswith("first"):
            return CoinState(self.rounds, int(text[-1]), self.calls, self.coins)
        if text.startswith("call"):
            return CoinState(self.rounds, self.first, self.calls + (text[5:],), self.coins)
        return CoinState(self.rounds, self.first, self.calls, self.coins + (text[5:],))

    def scores(self) -> ScoreSheet:
        points = [0, 0]
        if self.first is not None:
            for i, coin in enumerate(self.coins):
                if self.calls[i] == coin:
                    points[(self.first + i) % 2] += 1
        best = max(points)
        winners = tuple(p for p in (0, 1) if points[p] == best)
        return ScoreSheet(("A", "B"), CATEGORIES, tuple({"right": x} for x in points),
                          self.is_terminal(), winners)

    def to_dict(self) -> dict[str, Any]:
        return {"rounds": self.rounds, "first": self.first, "calls": list(self.calls),
                "coins": list(self.coins)}

    def __str__(self) -> str:
        return f"first={self.first} calls={','.join(self.calls)} coins={','.join(self.coins)}"


CATEGORIES = (Category("right", Text("right calls", "猜對次數"), "coin.score.right-call"),)


class CoinGame(Game):
    name = "coin"
    title = Text("Call the coin", "猜硬幣")
    min_players = 2
    max_players = 2
    options = (Option("rounds", 2, Text("Rounds of calling.", "猜的回合數。"), (1, 2, 3, 4)),)
    rules = COIN_RULES

    def _initial(self, players: int, options: dict[str, Any]) -> CoinState:
        return CoinState(options["rounds"])

    def _from_dict(self, data: dict[str, Any]) -> CoinState:
        s = CoinState(int(data["rounds"]), data["first"], tuple(data["calls"]),
                      tuple(data["coins"]))
        if s.first not in (None, 0, 1):
            raise BadSave("first must be 0 or 1")
        return s


COIN = CoinGame()
CoinState.game = COIN


@pytest.fixture
def coin() -> CoinGame:
    """The coin game: set-up chance, then call / flip rounds."""
    return COIN
