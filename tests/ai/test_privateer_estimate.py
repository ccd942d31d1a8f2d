"""The Privateer search scores the position where a rollout stops by a fitted estimate (`evaluate`):
it should tell who goes on to win a battle better than the gold plus a doubloon a ship at sea, which
it replaced (bench/privateer_estimate.py fits it; seen there: a ship at sea is worth about one and a
half doubloons, not one, and a ship in line with an enemy's guns stands worse)."""

import math

from game.ai.privateer import evaluate
from tests.bench_scripts import load

BENCH, FITTING = load("privateer_estimate"), load("standing_fit")


def test_the_estimate_foretells_rule_of_thumb_battles_better_than_gold_and_ships():
    found = BENCH.positions(120, 50)
    fitted = FITTING.log_loss(found, evaluate)
    before = FITTING.log_loss(found, BENCH.gold_and_ships)
    # On 6,000 battles: 0.844 against 0.958 (even chances: log 4 = 1.386).
    assert fitted < before - 0.05 and fitted < math.log(4) - 0.4, (fitted, before)


def _fighting(seed: int):
    """A position of a battle played by the rule of thumb, while the fleets fight."""
    return BENCH.positions(1, seed)[0][0]


def test_a_doubloon_more_stands_better_and_a_doubloon_less_worse():
    position = _fighting(7)
    base = evaluate(position)
    for seat in range(position.players):
        richer, poorer = position.clone(), position.clone()
        richer.gold[seat] += 1
        poorer.gold[seat] -= 1
        assert evaluate(poorer)[seat] < base[seat] < evaluate(richer)[seat]
