"""Plunder's one registration: name this module in PIRATE_TABLE_GAMES, or `plugins.add(PLUGIN)`."""

from game.engine.plugins import GamePlugin

PLUGIN = GamePlugin(name="plunder", ruleset="tests.sixth_game.ruleset:Plunder")
