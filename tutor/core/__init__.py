"""Game-agnostic core: the engine contract, rules, match, bots, SVG helpers, languages.

Nothing here imports a game.
"""

from .bots import GreedyBot, MCTSBot, RandomBot, Simulation, play_game, simulate
from .errors import BadSave, IllegalAction, NotationError, TutorError
from .game import CHANCE, TERMINAL, Action, Game, LegalActions, Option, State
from .lang import LANGS, Text
from .match import Match, Step
from .rules import Rule, RuleRegistry
from .scores import Category, ScoreSheet
from .verdict import Verdict

__all__ = [
    "CHANCE", "TERMINAL", "LANGS", "Action", "BadSave", "Category", "Game", "GreedyBot",
    "IllegalAction", "LegalActions", "MCTSBot", "Match", "NotationError", "Option",
    "RandomBot", "Rule", "RuleRegistry", "ScoreSheet", "Simulation", "State", "Step", "Text",
    "TutorError", "Verdict", "play_game", "simulate",
]
