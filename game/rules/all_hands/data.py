"""All Hands on Deck! rules data: the 108 cards, their names, counts and texts.

One source for the engine, the AI and the card faces. Card ids are small ints:
0-89 are crew cards (crew = id // 30, rank = id % 30 // 3 + 1, three copies
each), 90-107 the action cards in the order of ACTIONS.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

CREWS = ("Stormsail", "Sea Sabre", "Black Viper")
CREW_COLOURS = ("red", "blue", "green")          # the card frame of each crew
# Rank jobs (chosen, cosmetic; 6 Surgeon and 7 Navigator are fixed by the scoring example).
JOBS = ("Cabin Boy", "Swabbie", "Cook", "Lookout", "Gunner", "Surgeon", "Navigator", "Boatswain",
        "Quartermaster", "First Mate")
COPIES = 3
RANKS = 10
CREW_CARDS = len(CREWS) * RANKS * COPIES          # 90

# (key, name, count, key line, effect) in the order of the rule text's action card list; the key line
# is what the card face shows large, the effect is the rule.
ACTIONS = (
    ("cutpurse", "Cutpurse", 2, "Throw out a bid card",
     "When resolved, you may remove any one bid card from play and put it into the discard pile."),
    ("dock", "Fall off the Dock", 2, "Auction and bids discarded",
     "When resolved, the card up for auction, all bid cards and any action cards not yet resolved go to the "
     "discard pile."),
    ("plunder", "Hidden Plunder", 1, "Take from the discard",
     "Go through the discard pile and take one card into your hand."),
    ("mermaid", "Mermaid", 2, "Draw from every rival",
     "Draw one card at random from every other Captain's hand; keep one, discard the rest."),
    ("eight", "Pieces of Eight", 2, "Keep a bid card",
     "Select one of the bid cards on the table. Once the auction is resolved, take it into your hand instead of "
     "the discard pile."),
    ("monkey", "Pirate Monkey", 2, "Wild crew card",
     "Wild card: stands in for any pirate crew card in a run. Scores 0."),
    ("rum", "Rum", 3, "Wins the auction", "Automatically wins the card up for auction, whatever the other bids."),
    ("shady", "Shady Deal", 1, "Lowest crew bidder pays you",
     "The Captain who bid the lowest pirate crew card must give you a card of his choice from his hand. No crew "
     "card bid: no effect."),
    ("brawl", "Tavern Brawl", 2, "A rival sits out a round",
     "Choose another Captain: next round he gets no card dealt and may not bid."),
    ("king", "The Pirate King", 1, "Every rival pays tribute",
     "Every other Captain pays you a card of his choice in tribute; keep up to two, discard the rest."),
)
HAND_LIMIT = 12
LONG_RUN = 7            # a winning hand: seven consecutive pirates of one crew ...
SHORT_RUN = 3           # ... or three consecutive pirates of each crew
START_CARDS = 5
WIN_BONUS = 20          # long game: the hand's winner scores 20 more
LONG_TARGET = 250       # long game: first to 250 ...
LONG_HANDS = 5          # ... or the best after 5 hands

ACTION_IDS: dict[str, list[int]] = {}
_next = CREW_CARDS
for _key, _name, _count, _line, _text in ACTIONS:
    ACTION_IDS[_key] = list(range(_next, _next + _count))
    _next += _count
DECK_SIZE = _next       # 108
_ACTION_OF = {cid: key for key, ids in ACTION_IDS.items() for cid in ids}
_ACTION_INFO = {key: (name, text, line) for key, name, _count, line, text in ACTIONS}


def is_crew(card: int) -> bool:
    return card < CREW_CARDS


# Crew and rank of each crew card by number (tables: the search asks millions of times).
_CREW_OF = tuple(card // (RANKS * COPIES) for card in range(DECK_SIZE))
_RANK_OF = tuple(card % (RANKS * COPIES) // COPIES + 1 for card in range(DECK_SIZE))
crew = _CREW_OF.__getitem__
rank = _RANK_OF.__getitem__


# The action key of an action card, None for a crew card (a table lookup: the captains ask it of every
# card they weigh, and a bound lookup costs no Python call).
action: Callable[[int], str | None] = _ACTION_OF.get


def is_monkey(card: int) -> bool:
    return _ACTION_OF.get(card) == "monkey"


@lru_cache(maxsize=None)
def name(card: int) -> str:
    if is_crew(card):
        return f"{CREWS[crew(card)]} {rank(card)} {JOBS[rank(card) - 1]}"
    return _ACTION_INFO[action(card)][0]


@lru_cache(maxsize=None)
def text(card: int) -> str:
    """The card's full rules text, for the card face and its tooltip."""
    if is_crew(card):
        return (f"{JOBS[rank(card) - 1]} of the {CREWS[crew(card)]}, rank {rank(card)}: worth {rank(card)} "
                f"doubloons in a bid, double when bid on a {CREWS[crew(card)]} card.")
    return _ACTION_INFO[action(card)][1]


def line(card: int) -> str:
    """An action card's key line (what its face shows large)."""
    return _ACTION_INFO[action(card)][2]


def bid_value(cards, auction: int | None) -> int:
    """Sum of the crew cards bid; Brothers Before the Mast doubles those of the auction card's crew."""
    suit = crew(auction) if auction is not None and is_crew(auction) else None
    total = 0
    for c in cards:
        if is_crew(c):
            total += rank(c) * (2 if crew(c) == suit else 1)
    return total


# Hand order: by crew and rank, action cards last. Each card's place in that order is one int, so a
# sort compares ints, not tuples: the search's rule of thumb reads a sorted hand at every decision.
_HAND_ORDER = sorted(range(DECK_SIZE), key=lambda c: (crew(c), rank(c), c) if is_crew(c) else (len(CREWS), c, c))
_PLACE = {card: place for place, card in enumerate(_HAND_ORDER)}
_SORT_KEYS = tuple(_PLACE[c] for c in range(DECK_SIZE))
sort_key = _SORT_KEYS.__getitem__
