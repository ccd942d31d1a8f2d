"""No seat learns what it cannot see: counterfactual hands give it the same table.

For random positions of every game, a second position is drawn that differs
only in what one seat cannot see (the rivals' hands, the deck order, face-down
choices: the game's own `determinize` of that seat's view). The seat's view,
its own decisions, and who the table is waiting for must be equal in both.
A reaction window that asked only the seats holding an answer failed this:
the window was open, or a rival was asked, only because of a rival's card.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import registry
from game.engine.match import Match
from tests.rules.harness import games, policy

GAMES = registry.names()


def table_for(ruleset, state, seat):
    """What `seat` may read off the table: its view, its own choices, and whom the table waits for."""
    pending = ruleset.pending(state)
    return (ruleset.view(state, seat),
            [(d.step, sorted(map(str, d.actions))) for d in pending if d.seat == seat],
            sorted((d.seat, d.step) for d in pending))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=int(os.environ.get("HIDDEN_EXAMPLES", 12)), deadline=None)
@given(data=st.data())
def test_a_seat_sees_the_same_table_whatever_it_cannot_see(game, data):
    game_, players, options, seed, seats = data.draw(games(game))
    ruleset = registry.get(game)
    match = Match.new(ruleset, players, options, seed=seed)
    choose = policy(game, seed, ["random"] * players)
    rng = random.Random(seed)
    checked = 0
    for move in range(data.draw(st.integers(5, 400))):
        if match.is_over():
            break
        decisions = match.pending()
        if rng.random() < 0.25 or any(d.step in ("react", "yarr", "parley", "code") for d in decisions):
            seat = rng.randrange(players)
            other = ruleset.determinize(match.view(seat), random.Random(seed + move))
            assert table_for(ruleset, other, seat) == table_for(ruleset, match.state, seat), (
                f"{game}: seat {seat} can tell two positions apart by what it cannot see (move {move})")
            checked += 1
        decision = decisions[move % len(decisions)]
        match.submit(decision.seat, choose(match, decision, move))
