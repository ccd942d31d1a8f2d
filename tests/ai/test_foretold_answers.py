"""How a Stolen Treasure captain foretells a rival's answer to a wager, as its own `_answer` plays one."""

from __future__ import annotations

from game.ai.stolen_treasure import foretold_answer


def test_the_answer_is_the_cheapest_card_that_meets_the_stake():
    """'The chosen opponent then MUST place treasure cards ... with equal or exceeding value.'"""
    assert list(foretold_answer([100, 200, 500], 300)) == [500]
    assert list(foretold_answer([-50, 200], -150)) == [-50]      # against bad treasure, bad treasure


def test_short_of_the_stake_the_best_card_goes_first_and_more_follow():
    assert list(foretold_answer([100, 200], 300)) == [200, 100]
    assert list(foretold_answer([100, -50], 300)) == [100]         # a bad card would only lower the answer


def test_at_least_one_card_is_placed_even_against_a_bad_stake():
    """Found reading the code: against a stake of -150 a rival whose only card is the treasure that
    would win him the game was foretold to keep it (no card met a bad stake), so no wager stopped him."""
    assert list(foretold_answer([200], -150)) == [200]
    assert list(foretold_answer([], 100)) == []
