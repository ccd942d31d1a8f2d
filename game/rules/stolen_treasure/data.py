"""Stolen Treasure rules data: treasure values, piracy cards and numbers, in one place.

Values and counts are DECISIONS.md's (the text names the treasures but not
their worth). Cards are numbered 0-49 for treasure (in the order of TREASURES)
and 50-94 for piracy (in the order of PIRACY). The engine, the card faces and
the tooltips all read these tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

TITLE = "Stolen Treasure"
MIN_PLAYERS, MAX_PLAYERS = 2, 6
TARGET = 1500
ACTIONS_PER_TURN = 2
HAND_LIMIT = 7              # the house rule, on by default
TREASURE_PILES = 2          # the treasure deck cut in half: draw piles 0 and 1
PIRACY_PILE = TREASURE_PILES   # the piracy deck, the draw pile after them


@dataclass(frozen=True)
class Treasure:
    key: str
    name: str
    value: int
    count: int


@dataclass(frozen=True)
class Piracy:
    key: str
    name: str
    count: int
    timing: str             # "turn" (an action), "response" (out of turn), "never" (The Black Spot)
    targets: str            # "opponent", "opponents", "self", "everyone", "none"
    text: str
    # Can a player it hits pass the hit on with Pirate's Code? Cards that hit opponents can; The
    # Kraken ("not affected by Pirate's Code") and cards that hit nobody or only their player cannot.
    passable: bool = False
    line: str = ""          # the effect's key line, large on the card face (the text is the rule)


TREASURES = (
    Treasure("silver", "Silver Coin", 50, 10),
    Treasure("doubloons", "Gold Dubloons", 100, 8),
    Treasure("bullion", "Gold Bullion", 200, 5),
    Treasure("booty", "Pirate's Booty", 300, 3),
    Treasure("haul", "Merchant's Haul", 400, 2),
    Treasure("trove", "Noble's Trove", 500, 1),
    Treasure("sapphire", "Sapphire", 150, 4),
    Treasure("ruby", "Ruby", 200, 3),
    Treasure("emerald", "Emerald", 300, 2),
    Treasure("diamond", "Diamond", 500, 1),
    Treasure("hairy_chest", "Hairy Chest", -300, 1),
    Treasure("peg_leg", "Peg Leg", -100, 2),
    Treasure("boot", "Old Billy's Boot", -150, 2),
    Treasure("barnacle", "Barnacle", -50, 4),
    Treasure("voodoo", "Bad Voodoo", -250, 2),
)

PIRACY = (
    Piracy("plunder", "Plunder", 5, "turn", "self",
           "Draw 2 treasure cards from any treasure piles (one action). They can't be buried until your next turn.", line="Draw 2 treasures"),
    Piracy("spyglass", "Spyglass", 2, "turn", "opponent", "Swap your whole hand with an opponent's.", passable=True, line="Swap hands"),
    Piracy("skulduggery", "Skulduggery", 5, "turn", "opponent",
           "Take a random card from an opponent's hand, then give them a card of yours (not the one taken).", passable=True, line="Take 1, give 1"),
    Piracy("x_marks", "X Marks The Spot", 5, "turn", "opponent",
           "Take one of an opponent's buried treasures into your hand (not buried again until your next turn).", passable=True, line="Dig up a rival's treasure"),
    Piracy("yo_ho_ho", "YO HO HO!", 1, "turn", "opponents",
           "Take 2 random treasure cards from each opponent's hand.", passable=True, line="2 treasures from each rival"),
    Piracy("hook", "Hook", 3, "turn", "opponent",
           "Take a random card from an opponent's hand; they skip their next turn.", passable=True, line="Take 1; they skip a turn"),
    Piracy("kraken", "The Kraken", 3, "turn", "everyone",
           "Everyone's treasure in hand goes back; both treasure piles are shuffled together and split. "
           "Can't be passed with Pirate's Code, only stopped by Yarr!.", line="Hand treasure goes back"),
    Piracy("pirates_code", "Pirate's Code", 5, "response", "opponent",
           "When a piracy card affects you, pass its effect on to another player (not the one who played it).", line="Pass the hit on"),
    Piracy("bombs_away", "Bombs Away", 5, "turn", "opponents",
           "Every opponent discards 2 piracy cards of their choice (all, if they hold 2 or fewer).", passable=True, line="Rivals discard 2 piracy"),
    Piracy("black_spot", "The Black Spot", 1, "never", "none",
           "Can't be played. Ye cannot win while this card be in your hand.", line="You cannot win"),
    Piracy("yarr", "Yarr!", 5, "response", "none",
           "When a piracy card is played, cancel it completely (a Yarr! too).", line="Cancel a piracy card"),
    Piracy("parley", "Parley", 5, "response", "self",
           "In a wager you are part of, once both stakes are down: surrender it; the other side takes all.", line="Surrender a wager"),
)

TREASURE_COUNT = sum(t.count for t in TREASURES)      # 50
PIRACY_COUNT = sum(p.count for p in PIRACY)           # 45
DECK_SIZE = TREASURE_COUNT + PIRACY_COUNT             # 95
CARD_KEYS: tuple[str, ...] = (tuple(t.key for t in TREASURES for _ in range(t.count))
                              + tuple(p.key for p in PIRACY for _ in range(p.count)))
TREASURE_BY_KEY = {t.key: t for t in TREASURES}
PIRACY_BY_KEY = {p.key: p for p in PIRACY}


def is_treasure(card: int) -> bool:
    return card < TREASURE_COUNT


VALUES: tuple[int, ...] = tuple(TREASURE_BY_KEY[k].value if c < TREASURE_COUNT else 0
                                for c, k in enumerate(CARD_KEYS))    # by card number; piracy cards 0
PENALTIES: tuple[int, ...] = tuple(min(0, v) for v in VALUES)       # what a card in hand costs its holder
ACTIONS: tuple[bool, ...] = tuple(c >= TREASURE_COUNT and PIRACY_BY_KEY[k].timing == "turn"
                                  for c, k in enumerate(CARD_KEYS))   # by card number: played as an action


def is_action(card: int) -> bool:
    """A piracy card played as one of its holder's actions, not an answer out of turn nor The Black Spot."""
    return ACTIONS[card]


def value(card: int) -> int:
    return VALUES[card]


def total(cards: Iterable[int]) -> int:
    """What these cards are worth together: a stake, an answer, a pot, a buried row."""
    return sum(VALUES[c] for c in cards)


def key(card: int) -> str:
    return CARD_KEYS[card]


def name(card: int) -> str:
    k = CARD_KEYS[card]
    return TREASURE_BY_KEY[k].name if card < TREASURE_COUNT else PIRACY_BY_KEY[k].name
