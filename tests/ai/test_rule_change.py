"""bench/rule_change.py judges a change to a rule of thumb only where it changes the move, and leaves
the rule as it was."""

from game.ai import stolen_treasure
from tests.bench_scripts import load

rule_change = load("rule_change")


def test_a_change_is_judged_where_it_changes_the_move_and_the_rule_is_restored():
    gains = rule_change.measure("stolen_treasure", "game.ai.stolen_treasure:SURE_STEAL=0", 2, 4, seed=5)
    assert len(gains) == 2 and all(-1.0 <= g <= 1.0 for g in gains)
    assert stolen_treasure.SURE_STEAL == 300


def test_a_change_that_changes_no_move_finds_no_position():
    assert rule_change.measure("loot_pirates", "game.ai.loot_pirates:MISTAKE_RATE=MISTAKE_RATE", 1, 2, seed=5,
                               games=3) == []
