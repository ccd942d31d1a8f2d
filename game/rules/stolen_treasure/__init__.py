"""Stolen Treasure (stolen_treasure.txt): draw, bury, steal and wager treasure; Yarr! and Pirate's Code."""
