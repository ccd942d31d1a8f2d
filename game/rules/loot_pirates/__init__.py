"""Loot Pirates (loot_pirates.txt): dice, guns, bribes and a shrinking pile of booty."""

from game.rules.loot_pirates.ruleset import LootPirates

__all__ = ["LootPirates"]
