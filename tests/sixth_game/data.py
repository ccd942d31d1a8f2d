"""Plunder's cards: the one place their values live."""

CARDS = tuple(range(1, 13))     # twelve chests worth 1 to 12 doubloons
DEALT = 2                       # cards dealt to each seat
HAND_LIMIT = 4                  # a seat may not draw above this
