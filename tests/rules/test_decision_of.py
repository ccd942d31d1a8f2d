"""`Ruleset.decision_of` (one seat's decision, for the search) always equals that seat's entry in `pending`."""

import random

import pytest

from game.engine import Match, registry

GAMES = registry.names()


@pytest.mark.parametrize("game", GAMES)
def test_decision_of_matches_pending_for_every_seat(game):
    ruleset = registry.get(game)
    for seed in range(3):
        match = Match.new(ruleset, 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            pending = ruleset.pending(match.state)
            for seat in range(match.players):
                mine = next((d for d in pending if d.seat == seat), None)
                assert ruleset.decision_of(match.state, seat) == mine
            decision = rng.choice(pending)
            match.submit(decision.seat, rng.choice(decision.actions))
