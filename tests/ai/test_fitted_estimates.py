"""A fitted estimate (bench/standing_fit.py) gives each seat its share of e**standing, the standing being
the game's weights (`STANDING`) times what `standing_features` counts for that seat: the fast `evaluate`
the search calls must say the same as the named features the fit sees."""

import importlib
import math

import pytest

from tests.bench_scripts import load


def _position(game: str):
    """A position of a game played by the rule of thumb, as the game's fit keeps them."""
    bench = load(f"{game}_estimate")
    if game == "loot_pirates":      # after the aims are shown, so the guns count
        return next(s for s, _ in bench.positions(3, 3) if any(a is not None for a in s.aims))
    return bench.positions(1, 3)[0][0]


@pytest.mark.parametrize("game", ["privateer", "loot_pirates"])
def test_the_estimate_is_each_seats_share_of_its_weighted_standing(game):
    captain = importlib.import_module(f"game.ai.{game}")
    state = _position(game)
    worth = [sum(captain.STANDING[k] * v for k, v in row.items()) for row in captain.standing_features(state)]
    chances = captain.evaluate(state)
    assert math.isclose(sum(chances), 1.0)
    for a in range(state.players):
        for b in range(state.players):
            assert math.isclose(chances[a] / chances[b], math.exp(worth[a] - worth[b]))
