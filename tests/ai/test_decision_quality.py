"""bench/decision_quality.py judges a departure from the rule of thumb on common random numbers:
both moves are played on from the same sampled positions, so a move judged against itself gains
exactly nothing, and what is left of a difference is the moves' own."""

import random

from game.ai.search_seat import SearchSeat, level_budget
from game.ai.seats import search_profile
from game.engine import registry
from tests.bench_scripts import load

decision_quality = load("decision_quality")


def test_a_move_judged_against_itself_gains_nothing():
    game = "stolen_treasure"
    view, decision = decision_quality.positions(game, 4, 1, 3)[0]
    seat = SearchSeat(registry.get(game), search_profile(game), random.Random(1), level_budget("normal"))
    moves = seat.root_moves(view, decision)
    first = decision_quality.played_on(game, view, decision, moves[0], 12)
    again = decision_quality.played_on(game, view, decision, moves[0], 12)
    assert first == again
    assert all(0.0 <= share <= 1.0 for share in first)
    other = decision_quality.played_on(game, view, decision, moves[-1], 12)
    assert len(other) == len(first)


def test_a_level_is_judged_at_every_position():
    report = decision_quality.measure("loot_pirates", ["normal@0.05/8"], 2, 4, seed=5)
    assert report["positions"] == 2
    row = report["levels"]["normal@0.05/8"]
    assert 0 <= row["departures"] <= 2
