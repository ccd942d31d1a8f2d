"""The shared deck mechanic: draw from the top, and an empty deck takes its discard pile, shuffled."""

import random

from game.engine import decks


def test_draw_takes_the_top_and_reshuffles_only_when_the_deck_is_empty():
    deck, discard = [1, 2, 3], [7, 8]
    assert decks.draw(deck, discard, random.Random(1)) == (3, 0) and discard == [7, 8]
    deck = []
    card, reshuffled = decks.draw(deck, discard, random.Random(1))
    assert reshuffled == 2 and card in (7, 8) and discard == [] and len(deck) == 1
    assert decks.draw([], [], random.Random(1)) == (None, 0)


def test_refill_changes_the_lists_in_place_and_keeps_every_card():
    deck, discard = [], list(range(20))
    assert decks.refill(deck, discard, random.Random(3)) == 20
    assert sorted(deck) == list(range(20)) and deck != list(range(20)) and discard == []
    assert decks.refill(deck, [5], random.Random(3)) == 0          # not empty: nothing to do


def test_unseen_cards_are_dealt_by_count_and_must_all_find_a_place():
    import pytest

    unseen = decks.Unseen(range(10), {0, 1}, random.Random(2))
    hand, deck = unseen.deal(3), unseen.deal(0)
    assert len(hand) == 3 and deck == [] and not set(hand) & {0, 1}
    with pytest.raises(ValueError, match="5 cards unplaced"):
        unseen.all_placed()
    rest = unseen.deal(5)
    unseen.all_placed()
    assert sorted(hand + rest) == list(range(2, 10))
