"""Registers each game's heuristic seat with the seat factory."""

from game.ai.all_hands import AllHandsCaptain, LooseRandomCaptain
from game.ai.loot_pirates import LootPiratesCaptain
from game.ai.privateer import PrivateerCommodore
from game.ai.seats import register_heuristic, register_random

register_heuristic("loot_pirates", LootPiratesCaptain)
register_heuristic("all_hands", AllHandsCaptain)
register_random("all_hands", LooseRandomCaptain)
register_heuristic("privateer", PrivateerCommodore)
