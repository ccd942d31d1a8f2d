"""Doubloons: where each part of the game lives (see game/engine/plugins.py)."""

from game.engine.plugins import GamePlugin

PLUGIN = GamePlugin(
    name="doubloons",
    order=4,
    ruleset="game.rules.doubloons.ruleset:Doubloons",
    captain="game.ai.doubloons:DoubloonsCaptain",
    random_captain="game.ai.doubloons:LooseRandomCaptain",
    search_profile="game.ai.doubloons:search_profile",
    table="game.ui.tables.doubloons:DoubloonsBoard",
    lesson="game.ui.learn.lessons:DOUBLOONS",
)
