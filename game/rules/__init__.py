"""One package per game. Importing this package registers every built-in ruleset."""

from game.engine.ruleset import registry
from game.rules.all_hands import AllHands
from game.rules.doubloons.ruleset import Doubloons
from game.rules.loot_pirates import LootPirates
from game.rules.privateer.ruleset import Privateer
from game.rules.stolen_treasure.ruleset import StolenTreasure

registry.register(LootPirates())
registry.register(AllHands())
registry.register(Privateer())
registry.register(Doubloons())
registry.register(StolenTreasure())
