"""A clone shares nothing mutable with its original, in every game, at every kind of moment: the
search changes clones thousands of times a second, and a shared list would leak into the real game."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.engine.ruleset import registry

GAMES = ["loot_pirates", "all_hands", "privateer", "doubloons", "stolen_treasure"]


def _mutables(value, found: dict[int, str], where: str) -> None:
    """Every list, dict, set and record reachable from `value`, by id."""
    if isinstance(value, (list, dict, set)):
        found[id(value)] = where
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for k, v in items:
            _mutables(v, found, f"{where}[{k!r}]")
    elif isinstance(value, tuple):
        for k, v in enumerate(value):
            _mutables(v, found, f"{where}[{k}]")
    elif _frozen(value):
        return
    elif hasattr(value, "__dict__") or hasattr(type(value), "__slots__") and not isinstance(value, (str, int)):
        fields = getattr(value, "__dict__", None) or {s: getattr(value, s, None) for s in getattr(type(value),
                                                                                              "__slots__", ())}
        if fields:
            found[id(value)] = where
        for k, v in fields.items():
            _mutables(v, found, f"{where}.{k}")


def _frozen(value) -> bool:
    """Values nobody changes in place (an Action, an Event): sharing them is safe."""
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and params.frozen


@pytest.mark.parametrize("game", GAMES)
def test_a_clone_shares_nothing_mutable_with_its_original(game):
    ruleset = registry.get(game)
    rng = random.Random(5)
    for seed in range(3):
        match = Match.new(ruleset, 4, seed=seed)
        moves = 0
        while not match.is_over() and moves < 400:
            state = match.state
            twin = state.clone()
            assert ruleset.state_from_json(twin.to_json()).to_json() == state.to_json() if hasattr(state, "to_json") \
                else True
            mine, theirs = {}, {}
            whole = getattr(state, "REPLACED_WHOLE", ())      # fields a state declares replaced, never changed
            for k, v in vars(state).items():
                if k not in whole:
                    _mutables(v, mine, f"state.{k}")
            for k, v in vars(twin).items():
                if k not in whole:
                    _mutables(v, theirs, f"state.{k}")
            shared = sorted(mine[i] for i in set(mine) & set(theirs))
            assert not shared, f"{game}: the clone shares {shared[:5]}"
            decision = rng.choice(match.pending())
            match.submit(decision.seat, rng.choice(decision.actions))
            moves += 1
