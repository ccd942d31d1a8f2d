"""The table behind a Privateer commodore's sense of danger, checked against the rules themselves.

`EXPOSURE` says how likely an enemy ship, rolling a sail die and a cannonball die, is to sink ours
on his next turn. Here the engine plays every roll and every way to spend it on an open sea: a sail
'moves a ship in a straight line, exactly the number of spaces indicated', and a cannonball hits
'the hex at EXACTLY the distance specified'.
"""

from __future__ import annotations

import pytest

from game.ai.privateer import EXPOSURE
from game.engine.values import Action
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import add
from tests.rules.test_privateer_rules import C, battle


def _sinks(offset, sail: int, cannon: int) -> bool:
    """Whether Red's ship at the centre, with these two dice, can sink Blue's at `offset` from it."""
    def fresh():
        return battle({0: C, 3: add(C, offset)}, [("sail", sail), ("cannon", cannon)], gold=[0, 0])

    def spend(m, kind, face, d) -> bool:
        action = Action.of("spend", kind=kind, face=face, ship=0, dir=d)
        decision = m.decision_for(0)
        if decision is None or action not in decision.actions:
            return False
        m.submit(0, action)
        return True

    for d in range(6):                           # fire first (the sail comes after)
        m = fresh()
        if spend(m, "cannon", cannon, d) and m.state.ships[3] is None:
            return True
    for d in range(6):                           # sail, then fire
        for f in range(6):
            m = fresh()
            if spend(m, "sail", sail, d) and spend(m, "cannon", cannon, f) and m.state.ships[3] is None:
                return True
    return False


# Out of line, or in line beyond the longest sail (no sail passes through Blue's hex, where it would
# board instead), and near enough for every sail from the centre to stay at sea.
@pytest.mark.parametrize("offset", [(1, 1), (2, 1), (3, -2), (1, -3), (5, 0), (0, 5)])
def test_the_chance_of_a_shot_is_what_the_rules_allow(offset):
    hits = sum(_sinks(offset, s, c) for s in D.SAIL_FACES for c in D.CANNON_FACES)
    assert EXPOSURE.get(offset, 0.0) == pytest.approx(hits / (len(D.SAIL_FACES) * len(D.CANNON_FACES)))
    assert EXPOSURE.get((-offset[0], -offset[1]), 0.0) == EXPOSURE.get(offset, 0.0)    # either way round
