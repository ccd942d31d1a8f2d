"""Registers each game's heuristic seat and search profile with the seat factory."""

from game.ai import all_hands, doubloons, loot_pirates, privateer, stolen_treasure
from game.ai.seats import register_heuristic, register_profile, register_random

register_heuristic("loot_pirates", loot_pirates.LootPiratesCaptain)
register_profile("loot_pirates", loot_pirates.search_profile)
register_heuristic("all_hands", all_hands.AllHandsCaptain)
register_random("all_hands", all_hands.LooseRandomCaptain)
register_profile("all_hands", all_hands.search_profile)
register_heuristic("privateer", privateer.PrivateerCommodore)
register_profile("privateer", privateer.search_profile)
register_heuristic("doubloons", doubloons.DoubloonsCaptain)
register_random("doubloons", doubloons.LooseRandomCaptain)
register_profile("doubloons", doubloons.search_profile)
register_heuristic("stolen_treasure", stolen_treasure.StolenTreasureCaptain)
register_profile("stolen_treasure", stolen_treasure.search_profile)
