"""What strikes between rounds under the optional rules: the Shrinking Storm's ring and the wind's push.

The ruleset plays them at the end of each round (Privateer._end_of_round); the commodores read
the same rules here to keep their ships out of harm's way.
"""

from __future__ import annotations

from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import Hex, distance
from game.rules.privateer.ocean import Ocean

WIND_LEAST = min(D.SAIL_FACES)      # the wind blows a sail die's worth: never fewer hexes than this


def next_storm(ocean: Ocean, storm: int | None, merchant_afloat: bool) -> int | None:
    """The storm's ring after this round: it gathers at the ocean's edge once the merchant is gone
    ('once the merchant ship has been sunk or claimed'), then 'every round after ... one hex closer
    to the center'. None while it has not risen."""
    if storm is None:
        return None if merchant_afloat else max(distance(h, ocean.merchant) for h in ocean.sea)
    return max(0, storm - 1)


def outside_storm(ocean: Ocean, radius: int, h: Hex) -> bool:
    """'Any ship caught outside the indicated ring of hexes is lost to the storm.'"""
    return distance(h, ocean.merchant) > radius
