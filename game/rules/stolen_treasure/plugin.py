"""Stolen Treasure: where each part of the game lives (see game/engine/plugins.py)."""

from game.engine.plugins import GamePlugin

PLUGIN = GamePlugin(
    name="stolen_treasure",
    order=5,
    ruleset="game.rules.stolen_treasure.ruleset:StolenTreasure",
    captain="game.ai.stolen_treasure:StolenTreasureCaptain",
    search_profile="game.ai.stolen_treasure:search_profile",
    table="game.ui.tables.stolen_treasure:StolenTreasureBoard",
    lesson="game.ui.learn.lessons:STOLEN_TREASURE",
)
