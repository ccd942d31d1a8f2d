"""Registers each game's heuristic seat with the seat factory."""

from game.ai.loot_pirates import LootPiratesCaptain
from game.ai.seats import register_heuristic

register_heuristic("loot_pirates", LootPiratesCaptain)
