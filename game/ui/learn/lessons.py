"""The guided first games: for each game a fixed deal and seats, and short steps.

A step says one thing, points at one part of the table, and waits: for the player to make
a move of the named kinds (the arrow then points where that move is played), or for Next.
The last step hands the game over: from then on it is a normal game against Easy captains.
Regions are named here and found on the board by `game.ui.learn.overlay.region`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    say: str
    point: str = ""                 # a region name (see overlay.region); "move": where the awaited move goes
    wait: tuple[str, ...] = ()      # move kinds that finish the step; () = a Next button


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seed: int
    steps: tuple[Step, ...]


LOOT_PIRATES = Lesson("loot_pirates", 3, 7, (
    Step("Welcome aboard! Each round every pirate aims a pistol at a rival, then all fire at once. "
         "The richest pirate when the loot runs out wins.", "table"),
    Step("This is you, at the foot of the table, with your gold and your dice.", "me"),
    Step("Click a rival pirate to aim your pistol at him.", "move", ("aim",)),
    Step("Now the parley: you may bribe a pirate to look elsewhere, or offer a peek at your dice. "
         "Press Done to say nothing this time.", "controls", ("pass", "bribe", "offer_peek", "decline",
                                                               "accept")),
    Step("Fire! Shoot at your target, raise your guard, or drop out of this round's fight.", "controls",
         ("shoot", "raise", "drop")),
    Step("Every shot and payment is written in the ship's log, here.", "log"),
    Step("That is the whole round. The game is yours now: play on against the captains. "
         "Right-click anything to see it large; Hint asks a captain what it would do.", "table"),
))

ALL_HANDS = Lesson("all_hands", 3, 7, (
    Step("Welcome aboard! Each round a crew card is auctioned: everyone bids cards face down, "
         "and the biggest bid wins it. Gather crews to score.", "table"),
    Step("This is your hand. Click a card to add it to your bid.", "move", ("add",)),
    Step("Add more if you like, then place the bid (or take a card back by clicking it).", "controls",
         ("bid", "pass")),
    Step("The others bid too; the bids are turned over together. Watch the log for who won.", "log"),
    Step("The game is yours now: play on against the captains. Hint asks a captain what it would do.",
         "table"),
))

PRIVATEER = Lesson("privateer", 2, 7, (
    Step("Welcome aboard! Two commodores fight on a hex ocean: sink or take the enemy's ships.", "table"),
    Step("First choose where your fleet starts: click one of the lit circles.", "move", ("place",)),
    Step("Now set your next ship on a lit hex, the same way.", "move", ("place",)),
    Step("And your third, or go without it.", "controls", ("place", "no_third")),
    Step("Now the ocean's islands and reefs are set out. Follow the prompt at the foot of the table.",
         "controls", ("density", "place", "dice")),
    Step("In battle you roll the barrel of dice, then spend each die: pick a die, your ship, "
         "then a lit hex to sail or fire.", "dice"),
    Step("The game is yours now. The log names every hex; hover the ocean to read them.", "log"),
))

DOUBLOONS = Lesson("doubloons", 3, 7, (
    Step("Welcome aboard! Play action cards and hire pirates to be the first with 7 doubloons "
         "at the end of your turn.", "table"),
    Step("This is your hand. Click a card to play it (up to three a turn).", "move", ("play",)),
    Step("Pirates for hire are here: each has a lasting effect. Hire one when you can pay.", "market"),
    Step("Your rivals and their crews sit across the top: their cards are hidden from you.", "rivals"),
    Step("Play on, and end your turn when you are done.", "controls", ("end",)),
    Step("The others may shout Heave To! to cancel a play. The game is yours now: "
         "Hint asks a captain what it would do.", "table"),
))

STOLEN_TREASURE = Lesson("stolen_treasure", 3, 7, (
    Step("Welcome aboard! Draw treasure, bury it, and steal from your rivals: first to bury "
         "the target wins.", "table"),
    Step("Draw a card: click one of the treasure piles, or the piracy deck.", "move", ("draw",)),
    Step("Draw a second card the same way.", "move", ("draw",)),
    Step("Your cards are here. Treasure you got this turn can be buried from your next turn.", "hand"),
    Step("When your turn is done, end it.", "controls", ("end", "bury", "wager", "play")),
    Step("The game is yours now: play on against the captains. Hint asks a captain what it would do.",
         "table"),
))


def lessons() -> dict[str, Lesson]:
    """Each game's lesson, as its plugin names it (a game without one is not offered)."""
    from game.engine.plugins import discover

    found = {p.name: p.load("lesson") for p in discover()}
    return {game: lesson for game, lesson in found.items() if lesson is not None}
