"""Loot Pirates: where each part of the game lives (see game/engine/plugins.py)."""

from game.engine.plugins import GamePlugin

PLUGIN = GamePlugin(
    name="loot_pirates",
    order=1,
    ruleset="game.rules.loot_pirates.ruleset:LootPirates",
    captain="game.ai.loot_pirates:LootPiratesCaptain",
    search_profile="game.ai.loot_pirates:search_profile",
    table="game.ui.tables.loot_pirates:LootPiratesBoard",
    lesson="game.ui.learn.lessons:LOOT_PIRATES",
)
