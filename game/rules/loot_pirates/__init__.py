"""Loot Pirates (loot_pirates.txt): dice, guns, bribes and a shrinking pile of booty."""
