"""Dice rolls and random picks, drawn as `random.Random` draws them but without its Python frames.

`rng.randint(1, 6)` runs three Python functions of the standard library (randint,
randrange, _randbelow) around one C call, `getrandbits`: in Loot Pirates' last
volleys, where every captain guesses its rivals' dice sixteen times a decision in
every playout, those frames were a tenth of the search. These helpers make the same
`getrandbits` calls in the same order as CPython 3.11's `Random._randbelow_with_getrandbits`,
so a seed gives the same rolls and the same moves as before; compiled with the
captains, they cost one call each.
"""

from __future__ import annotations

import random
from bisect import bisect
from typing import Sequence, TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A whole number in [0, n), n > 0: `rng.randrange(n)`."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def roll(rng: random.Random, sides: int) -> int:
    """A die of `sides` sides: `rng.randint(1, sides)`."""
    return 1 + below(rng, sides)


def pick(rng: random.Random, items: Sequence[T]) -> T:
    """One of `items` (not empty): `rng.choice(items)`."""
    return items[below(rng, len(items))]


def weighted(rng: random.Random, cumulative: Sequence[float]) -> int:
    """An index drawn by `cumulative` weights (running totals, the last one above 0):
    `rng.choices(range(len(cumulative)), cum_weights=cumulative)[0]`, one `random()` draw."""
    return bisect(cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
