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


def test_the_search_shuffle_keeps_every_card_repeats_by_seed_and_puts_any_card_anywhere_alike():
    cards = list(range(6))
    decks.quick_shuffle(cards, random.Random(4))
    again = list(range(6))
    decks.quick_shuffle(again, random.Random(4))
    assert sorted(cards) == list(range(6)) and cards == again
    # Every card lands in every place about equally often (6,000 shuffles: 1,000 expected per cell).
    counts = [[0] * 6 for _ in range(6)]
    rng = random.Random(5)
    for _ in range(6000):
        deal = list(range(6))
        decks.quick_shuffle(deal, rng)
        for place, card in enumerate(deal):
            counts[card][place] += 1
    assert all(850 < n < 1150 for row in counts for n in row), counts
    # And every order of three cards comes up (a shuffle that could not reach some would miss one).
    orders = set()
    for _ in range(300):
        deal = [0, 1, 2]
        decks.quick_shuffle(deal, rng)
        orders.add(tuple(deal))
    assert len(orders) == 6
