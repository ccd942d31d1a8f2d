"""Articles of War: Privateer: where each part of the game lives (see game/engine/plugins.py)."""

from game.engine.plugins import GamePlugin

PLUGIN = GamePlugin(
    name="privateer",
    order=3,
    ruleset="game.rules.privateer.ruleset:Privateer",
    captain="game.ai.privateer:PrivateerCommodore",
    search_profile="game.ai.privateer:search_profile",
    table="game.ui.tables.privateer:PrivateerBoard",
    lesson="game.ui.learn.lessons:PRIVATEER",
)
