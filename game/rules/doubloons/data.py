"""Doubloons rules data: the action cards, the pirates and the numbers, in one place.

Counts and costs are DECISIONS.md's (the text names the cards but not how many
of each, nor the pirates' costs); effect texts follow doubloons.txt and its
clarifications. The ruleset and the card faces both read these tables.

Cards are numbered 0-59 in the order of ACTION_CARDS (8 X Marks The Spot are
cards 0-7, and so on); pirates 0-17 in the order of PIRATES.
"""

from __future__ import annotations

from dataclasses import dataclass

TITLE = "Doubloons"
MIN_PLAYERS, MAX_PLAYERS = 2, 6
TARGET = 7                  # at least 7 doubloons at the end of your own turn wins
BANK = 50                   # doubloon tokens
FIRST_HAND = 3              # the first player is dealt 3 cards, the second 4, and so on
FACE_UP_PIRATES = 5
MAX_PIRATES = 2
PLAYS_PER_TURN = 3


@dataclass(frozen=True)
class ActionCard:
    key: str
    name: str
    count: int
    text: str
    line: str = ""          # the effect's key line, large on the card face (the text is the rule)


@dataclass(frozen=True)
class Pirate:
    key: str
    name: str
    cost: int
    text: str
    passive: bool = False
    line: str = ""          # the effect's key line, large on the card face (the text is the rule)


ACTION_CARDS = (
    ActionCard("x_marks", "X Marks The Spot", 8, "Collect 1 doubloon from the bank.", line="+1 doubloon"),
    ActionCard("yo_ho_ho", "Yo-ho-ho", 4, "Collect 2 doubloons from the bank.", line="+2 doubloons"),
    ActionCard("pillage", "Pillage", 6, "Steal 1 doubloon from a player.", line="Steal 1 doubloon"),
    ActionCard("heave_to", "Heave To!", 8,
               "Play at once when another player plays an action card or uses a pirate: cancel it. The only card "
               "you may play on another's turn; on your turn only to counter a Heave To! against you.", line="Cancel a play"),
    ActionCard("fire_in_the_hole", "Fire in the Hole", 4,
               "Re-play the last action card played (as your first card: the previous player's last card; a "
               "cancelled card may be re-played).", line="Re-play the last card"),
    ActionCard("barter", "Barter", 4,
               "A pirate (hired or not) costs 1 less until the end of this turn. Stacks; never below 0.", line="A pirate costs 1 less"),
    ActionCard("commandeer", "Commandeer", 4, "Use the effect of another player's enabled pirate.", line="Use a rival's pirate"),
    ActionCard("marooned", "Marooned", 3,
               "Disable all of one player's pirates until the start of your next turn.", line="Disable a player's pirates"),
    ActionCard("me_hearties", "Me Hearties", 4,
               "Draw 2 action cards; give one of them, face down, to a player of your choice.", line="Draw 2, give 1 away"),
    ActionCard("mutiny", "Mutiny", 3,
               "Swap one of your pirates with another player's or a face-up one, paying the taken pirate's "
               "current cost to the bank.", line="Swap a pirate"),
    ActionCard("scallywag", "Scallywag", 3,
               "Take the top pirate of the pirate deck for free (with more than 2, discard one).", line="Top pirate, free"),
    ActionCard("spyglass", "Spyglass", 4,
               "Look at the top 3 action cards, take one, return the others to the top in any order.", line="See 3 cards, take 1"),
    ActionCard("walk_the_plank", "Walk the Plank", 5, "Discard any player's pirate (yours too, even disabled).", line="Discard any pirate"),
)

PIRATES = (
    Pirate("anne_bonny", "Anne Bonny", 3, "Collect 1 doubloon.", line="+1 doubloon"),
    Pirate("barbarossa", "Barbarossa", 2, "Discard 1 action card from your hand, then draw 2.", line="Discard 1, draw 2"),
    Pirate("blackbeard", "Blackbeard", 3, "Disable one pirate until the start of your next turn.", line="Disable a pirate"),
    Pirate("ching_shih", "Ching Shih", 3, "Discard 1 action card from your hand, then steal 1 doubloon.", line="Discard 1, steal 1"),
    Pirate("francis_fernando", "Francis Fernando", 2, "Look at a player's hand and take 1 card of your choice.", line="See a hand, take 1"),
    Pirate("grace_omalley", "Grace O'Malley", 2, "Your action cards can't be stolen.", passive=True, line="Your cards are safe"),
    Pirate("hendrick_quintor", "Hendrick Quintor", 3, "Use another player's enabled pirate's effect.", line="Use a rival's pirate"),
    Pirate("henry_morgan", "Henry Morgan", 1, "Take a random card from a player's hand.", line="Take a random card"),
    Pirate("kanhoji_angre", "Kanhoji Angre", 3, "Steal 1 doubloon from the richest other player.", line="Rob the richest"),
    Pirate("mary_read", "Mary Read", 2, "Your doubloons can't be stolen.", passive=True, line="Your doubloons are safe"),
    Pirate("samuel_bellamy", "Samuel Bellamy", 2,
           "Look at the top 3 pirates, take one free (you must keep it), the rest to the bottom.", line="See 3 pirates, take 1"),
    Pirate("william_kidd", "William Kidd", 3,
           "Re-play an action card you played this turn (not counted toward your 3).", line="Re-play your card"),
    # Added by DECISIONS.md to reach 18:
    Pirate("bartholomew_roberts", "Bartholomew Roberts", 4, "Collect 1 doubloon and draw 1 action card.", line="+1 doubloon, draw 1"),
    Pirate("calico_jack", "Calico Jack Rackham", 1, "Take a random card from a player, then give them one of yours.", line="Take 1, give 1"),
    Pirate("stede_bonnet", "Stede Bonnet", 1, "Pirates cost you 1 less.", passive=True, line="Pirates cost 1 less"),
    Pirate("jean_lafitte", "Jean Lafitte", 2,
           "Look at the top 3 action cards, take 1, return the rest in any order.", line="See 3 cards, take 1"),
    Pirate("sayyida_al_hurra", "Sayyida al Hurra", 2,
           "Others can't disable, swap or plank your other pirate.", passive=True, line="Shields your other pirate"),
    Pirate("cheung_po_tsai", "Cheung Po Tsai", 3, "You may play a 4th action card this turn.", line="A 4th card this turn"),
)

DECK_SIZE = sum(c.count for c in ACTION_CARDS)      # 60
CARD_BY_KEY = {c.key: c for c in ACTION_CARDS}
PIRATE_BY_KEY = {p.key: p for p in PIRATES}
CARD_KEYS: tuple[str, ...] = tuple(c.key for c in ACTION_CARDS for _ in range(c.count))   # card id -> kind
PIRATE_KEYS: tuple[str, ...] = tuple(p.key for p in PIRATES)                               # pirate id -> kind
PIRATE_ID = {key: i for i, key in enumerate(PIRATE_KEYS)}
PIRATE_COSTS: tuple[int, ...] = tuple(p.cost for p in PIRATES)                              # pirate id -> list price
HEAVE_TO_CARDS = frozenset(c for c, key in enumerate(CARD_KEYS) if key == "heave_to")   # asked at every play
MAX_ROUNDS = 100            # a guard we never expect to reach: then the richest captain wins


def has_room(crew) -> bool:
    """Whether a crew can take a pirate without letting one go (hiring, Scallywag, Bellamy)."""
    return len(crew) < MAX_PIRATES


def card_key(card: int) -> str:
    return CARD_KEYS[card]


def card_name(key_or_id: str | int) -> str:
    key = CARD_KEYS[key_or_id] if isinstance(key_or_id, int) else key_or_id
    return CARD_BY_KEY[key].name


def pirate(pid: int) -> Pirate:
    return PIRATES[pid]
