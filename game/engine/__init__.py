"""Game-agnostic core: actions, decisions, events, rulesets, matches, save files.

Nothing here imports pygame; the UI, the AI and the tests all speak to games
through these names only.
"""

from game.engine.errors import IllegalAction, OptionError, SaveFileError
from game.engine.match import Match
from game.engine.options import OptionSpec
from game.engine.ruleset import GameState, Result, Ruleset, registry
from game.engine.savefile import load_match, save_match
from game.engine.steps import PASS, Commits, ReactionWindow
from game.engine.values import Action, Decision, Event

__all__ = [
    "Action", "Commits", "Decision", "Event", "GameState", "IllegalAction", "Match", "OptionError",
    "OptionSpec", "PASS", "ReactionWindow", "Result", "Ruleset", "SaveFileError", "load_match",
    "registry", "save_match",
]
