"""Articles of War: Privateer rules data: fleets, dice, terrain and gold, in one place.

Numbers marked (chosen) are DECISIONS.md's, not printed in the rule text.
"""

from __future__ import annotations

FACTIONS = ("Red", "Blue", "Yellow", "Green", "Gray", "Black")   # commodore card n is FACTIONS[n - 1] (chosen)
GAMBITS = (
    ("Steady Hands", "After rolling, re-roll any one of your dice once."),
    ("Trim the Sails", "After rolling, set one sail die to any face."),
    ("Double-Shotted Guns", "After rolling, set one cannonball die to any face."),
    ("Local Pilot", "This turn your ships ignore desert islands and reefs (volcanoes still wreck them and block "
                    "fire)."),
    ("Grappling Hooks", "Declare before a boarding roll you are part of: you win it."),
    ("Reinforcements", "At the start of your turn, with fewer than 3 ships at sea, pay 2 doubloons to place a ship "
                       "next to one of yours; it gets dice this turn."),
)
GAMBIT_KEYS = ("reroll", "trim", "double_shot", "pilot", "grapple", "reinforce")   # actions' names, GAMBITS order
GAMBIT_TITLES = {key: title for key, (title, _) in zip(GAMBIT_KEYS, GAMBITS)}
SHIPS_PER_FLEET = 3
SAIL_FACES = (2, 3, 3, 4)        # a d4 numbered 2-4 (chosen: 2, 3, 3, 4)
CANNON_FACES = (1, 2, 3, 4, 5)   # a d20 numbered 1-5, i.e. uniform 1-5
SAIL_SUPPLY = 6
CANNON_SUPPLY = 5
DICE_PER_SHIP = 2
TREASURE = 30                    # doubloons in the treasure space
START_GOLD = 2
THIRD_SHIP_COST = 2
WIN_THE_DAY = 1                  # gold for the last fleet at sea
TERRAIN_KINDS = ("volcano", "desert", "reef")
DENSITIES = {2: "low", 3: "moderate", 4: "absurd"}   # tokens of each kind in the barrel
REEF_BREACH = 1                  # a cannonball roll of 1 breaches the hull

TERRAIN_HELP = {
    "volcano": "Volcanic island: blocks cannon fire; a ship sailing into or through it is dashed to splinters.",
    "desert": "Desert island: cannons fire over it; a ship sailing into or through it is beached.",
    "reef": "Reef: cannons fire over or into it; a ship sailing into or through it rolls a cannonball die and "
            "is lost on a 1 (no roll to leave the reef it began the turn in).",
}


def day_bonus(battle: int, campaign: int) -> int:
    """Gold for 'winning the day': one, and in a campaign 'increased by one for each battle after the first'."""
    return WIN_THE_DAY * (battle if campaign > 1 else 1)
