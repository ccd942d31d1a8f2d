"""All Hands on Deck!: where each part of the game lives (see game/engine/plugins.py)."""

from game.engine.plugins import GamePlugin

PLUGIN = GamePlugin(
    name="all_hands",
    order=2,
    ruleset="game.rules.all_hands.ruleset:AllHands",
    captain="game.ai.all_hands:AllHandsCaptain",
    random_captain="game.ai.all_hands:LooseRandomCaptain",
    search_profile="game.ai.all_hands:search_profile",
    table="game.ui.tables.all_hands:AllHandsBoard",
    lesson="game.ui.learn.lessons:ALL_HANDS",
)
