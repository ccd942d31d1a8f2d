"""A deck and its discard pile: the shared mechanic of drawing, and reshuffling when the deck runs out.

Decks are plain lists whose end is the top (`pop()` draws), kept in each game's
state; these helpers change them in place, so a state's lists stay the ones it holds.
"""

from __future__ import annotations

import random
from typing import Container, Iterable, TypeVar

Card = TypeVar("Card")


def take_shuffled(discard: list[Card], rng: random.Random) -> list[Card]:
    """Every card of a discard pile, shuffled into a new deck; the pile is left empty."""
    cards = list(discard)
    discard.clear()
    rng.shuffle(cards)
    return cards


def refill(deck: list[Card], discard: list[Card], rng: random.Random) -> int:
    """An empty deck takes its discard pile, shuffled. How many cards came back (0: none needed)."""
    if deck or not discard:
        return 0
    deck.extend(take_shuffled(discard, rng))
    return len(deck)


def draw(deck: list[Card], discard: list[Card], rng: random.Random) -> tuple[Card | None, int]:
    """The top card (None when deck and discard pile are both empty), and how many cards were
    reshuffled from the discard pile first (0 if none), for the game's own event."""
    reshuffled = refill(deck, discard, rng)
    return (deck.pop() if deck else None), reshuffled


def quick_shuffle(cards: list[Card], rng: random.Random) -> None:
    """Shuffle in place (Fisher-Yates) drawing with `rng.random()`, one C call per card, where
    `random.shuffle` makes a Python call per card: the search deals a sampled position thousands
    of times a second. For samples only: a game's own shuffles keep `random.shuffle`, so a saved
    game's seed and moves replay it as it was played."""
    rand = rng.random
    for i in range(len(cards) - 1, 0, -1):
        j = int(rand() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]


class Unseen:
    """The cards a seat cannot see, shuffled, to deal back where its view says how many lie
    (rivals' hands, face-down bids, the deck): what a game's `determinize` samples from."""

    def __init__(self, cards: Iterable[Card], known: Container[Card], rng: random.Random) -> None:
        self.pool = [c for c in cards if c not in known]
        quick_shuffle(self.pool, rng)

    def deal(self, count: int) -> list[Card]:
        if count <= 0:
            return []
        taken = self.pool[-count:]
        del self.pool[-count:]
        return taken

    def all_placed(self, what: str = "cards") -> None:
        """Raise if the view's counts left cards over: the view and the deck do not add up."""
        if self.pool:
            raise ValueError(f"the view leaves {len(self.pool)} {what} unplaced")
