"""Game-agnostic core: the engine contract, rules, match, bots, SVG helpers, languages.

Nothing here imports a game.
"""

from .bots import (
    BOT_LEVELS,
    Analysis,
    GreedyBot,
    MCTSBot,
    RandomBot,
    Simulation,
    StrongBot,
    analyse,
    make_bot,
    play_game,
    simulate,
    strong_bot,
)
from .errors import BadSave, IllegalAction, NotationError, TutorError
from .game import CHANCE, TERMINAL, Action, Game, LegalActions, Option, State, choice_label
from .lang import LANGS, Text
from .match import Match, Step
from .rules import Rule, RuleRegistry
from .scores import Category, ScoreSheet
from .verdict import Verdict

__all__ = [
    "BOT_LEVELS", "CHANCE", "TERMINAL", "LANGS", "Action", "Analysis", "BadSave", "Category",
    "Game", "GreedyBot", "IllegalAction", "LegalActions", "MCTSBot", "Match", "NotationError",
    "Option", "RandomBot", "Rule", "RuleRegistry", "ScoreSheet", "Simulation",
    "State", "Step",
    "StrongBot", "Text", "TutorError", "Verdict", "analyse", "choice_label", "make_bot",
    "play_game",
    "simulate", "strong_bot",
]
