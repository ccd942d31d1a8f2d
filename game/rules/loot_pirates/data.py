"""Loot Pirates rules data: every number and rules sentence, in one place.

The engine, the AI and the table (tooltips, rules summary) all read from here.
Numbers marked (chosen) were not printed in the rule text; see DECISIONS.md.
"""

from game.engine.options import OptionSpec

TITLE = "Loot Pirates"
MIN_PLAYERS = 3
MAX_PLAYERS = 10          # 9-10 is the "Ships Crew" reading (chosen)
DIE_SIDES = 6             # red attack die and black defence die are both d6
START_GOLD = 4
RESERVE = 15              # set aside; tops up the booty only in the last round
SHOT_PAYMENT = 2          # a hit target pays each successful attacker 2 doubloons
MAX_OFFERS_PER_ROUND = 3  # negotiation offers per player per round (chosen)
PEEK_PRICE = 1            # a dice-peek costs the viewer 1 doubloon (chosen)
COIN_VALUES = (5, 2, 1)   # diamond, gold, silver: only how a pile is drawn


def default_booty(players: int) -> int:
    """Central booty pile: 2 x players^2 doubloons (chosen)."""
    return 2 * players * players


OPTIONS = (
    OptionSpec("booty", "int", None, "doubloons in the central booty (auto: 2 x players squared)",
               minimum=1, maximum=1000, label="Booty size"),
    OptionSpec("d6_start", "bool", False, "D6 Starting Gold: each pirate starts with a d6 roll of doubloons",
               label="D6 starting gold"),
    OptionSpec("shootout", "bool", False, "Tie shoot-out: tied winners duel until one is left",
               label="Tie shoot-out"),
    OptionSpec("captain", "seat", 0, "seat number (from 0) of the Captain, who starts each parley on his left",
               minimum=0, maximum=MAX_PLAYERS - 1, label="Captain"),
)

# Rules sentences shown on the table (tooltips, phase banners, rules summary).
PHASE_HELP = {
    "aim": "Ready! Set! Aim! Everyone points a gun at another pirate at the same time.",
    "negotiate": "Parley: in turn from the Captain's left, bribe a pirate or offer to show your dice "
                 "for 1 doubloon (at most 3 offers each). Nobody is bound by their word.",
    "fire": "Ready! Set! Fire! Everyone at once: Drop (safe, no booty), Raise (hold fire) or Shoot.",
    "shootout": "Shoot-out: the tied winners duel. The first pirate shot or turned yellow loses.",
    "over": "The booty is all shared out. The richest pirate wins and is Captain next game.",
}

FIRE_HELP = {
    "drop": "Drop: turn yellow. Nobody can shoot you, but you get no booty this round.",
    "raise": "Raise: hold your fire (as promised?). You still share the booty if nobody hits you.",
    "shoot": "Shoot: your red die must beat your target's black die, lowered by 1 for every "
             "other pirate shooting them. A hit takes 2 doubloons.",
}

DIE_HELP = {
    "red": "Red attack die: beats a target's black die to hit. Ties go to the defender.",
    "black": "Black defence die: lowered by 1 for each extra gun fired at you.",
}

SHARE_HELP = ("Every pirate still standing (not yellow, not hit) takes 1 doubloon from the booty "
              "for each pirate who dropped or was hit. In the last round the reserve tops it up.")
