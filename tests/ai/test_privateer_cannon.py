"""The commodores' own reckoning of where a cannonball lands (`PrivateerCommodore.cannon_victim`, a fast
copy of the rules' shot for the search's hot loop) agrees with the rules: 'the specific distance
indicated on the die', and 'a ship may not fire on any hexes on the opposite side of a volcanic
island' (the rule text's figure: B too close, C behind the volcano, D in the open)."""

from __future__ import annotations

import pytest

from game.ai.privateer import PrivateerCommodore, Waters
from game.rules.privateer.hexgrid import DIRECTIONS
from tests.rules.test_privateer_rules import BLUE, GREEN, C, at, battle, fire

SHIPS = {9: C, 3: at(0, 2), 4: at(1, 3), 5: at(2, 3)}     # ours at A; B, C and D the enemy's


def figure(face: int):
    return battle(SHIPS, [("cannon", face), ("sail", 2)], fleets=(GREEN, BLUE), terrain={at(1, 1): "volcano"})


def waters(m, lens: bool) -> Waters:
    """As the table's captain reads it (the view) or as the search's rollouts do (the lens on the state)."""
    return Waters(m.ruleset.lens(m.state, 0) if lens else m.typed_view(0))


@pytest.mark.parametrize("lens", [False, True])
@pytest.mark.parametrize("face", [2, 3])
@pytest.mark.parametrize("d", range(len(DIRECTIONS)))
def test_the_commodores_cannonball_lands_where_the_rules_land_it(face, d, lens):
    m = figure(face)
    reckoned = PrivateerCommodore.cannon_victim(waters(m, lens), face, 9, DIRECTIONS[d])
    afloat = {s for s in SHIPS if m.state.ships[s] is not None}
    fire(m, 9, face, d)
    sunk = {s for s in afloat if m.state.ships[s] is None}
    assert sunk == ({reckoned} if reckoned is not None else set())


def test_the_volcano_takes_the_shot_at_the_ship_behind_it():
    seen = waters(figure(3), lens=False)
    assert PrivateerCommodore.cannon_victim(seen, 3, 9, DIRECTIONS[1]) is None     # C, behind the volcano
    assert PrivateerCommodore.cannon_victim(seen, 3, 9, DIRECTIONS[2]) == 5        # D, in the open
