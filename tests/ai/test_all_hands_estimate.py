"""The All Hands search scores the position where a rollout stops by a fitted estimate (`evaluate`):
it should tell who goes on to win better than the distance from a winning hand alone, which it
replaced (bench/all_hands_estimate.py fits it; seen there: a Mermaid, the Pirate King or a Hidden
Plunder in hand is worth about a step nearer a win, which the distance never counted)."""

import math
import random
from types import SimpleNamespace

from game.ai.all_hands import STANDING, evaluate, standing, standing_features
from game.ai.profile import softmax_chances
from game.rules.all_hands import data as C
from game.rules.all_hands.hands import crew_masks, distance, outs
from tests.bench_scripts import load


def _card(crew: int, rank: int) -> int:
    return next(c for c in range(C.CREW_CARDS) if C.crew(c) == crew and C.rank(c) == rank)


def test_the_estimate_foretells_rule_of_thumb_games_better_than_the_distance_alone():
    bench = load("all_hands_estimate")
    found = bench.positions(200, 50)
    log_loss = load("standing_fit").log_loss
    fitted = log_loss(found, lambda hands: evaluate(SimpleNamespace(hands=hands, long_game=False)))
    alone = log_loss(found, lambda hands: softmax_chances([-distance(h) for h in hands], 1.2))
    # Better than the distance alone, and far better than even chances (log 4): the distance alone sits
    # about 0.08 below even chances, a margin the sample's games move by a thousandth or two.
    assert fitted < alone - 0.02 and fitted < math.log(4) - 0.1, (fitted, alone)


def test_a_hand_one_card_short_with_many_ways_to_finish_stands_better():
    """Stormsail 2-7 lacks one card for 'seven consecutive pirates of one crew': the 1 or the 8
    finishes it. Stormsail 2-4, 6-8 lacks only the 5."""
    open_ended = [_card(0, r) for r in range(2, 8)]
    one_gap = [_card(0, r) for r in (2, 3, 4, 6, 7, 8)]
    assert distance(open_ended) == distance(one_gap) == 1
    assert standing(open_ended) > standing(one_gap)


def test_a_mermaid_in_hand_stands_better_than_a_dead_card():
    hand = [_card(0, r) for r in range(2, 6)] + [_card(1, 9)]
    mermaid = C.ACTION_IDS["mermaid"][0]
    shady = C.ACTION_IDS["shady"][0]
    assert standing(hand + [mermaid]) > standing(hand + [shady])


def test_the_standing_is_the_weighted_sum_of_what_the_fit_weighs():
    """`standing` works its sum out from tables (the search asks it once a playout); the bench fits
    the weights of `standing_features`: the two must be one number."""
    rng = random.Random(1)
    for _ in range(500):
        hand = rng.sample(range(C.DECK_SIZE), rng.randint(0, 13))
        assert math.isclose(standing(hand), sum(STANDING[k] * v for k, v in standing_features(hand).items()),
                            abs_tol=1e-9)


def test_outs_are_the_cards_that_each_bring_a_hand_a_step_nearer():
    """`outs` reads per-crew tables; counted card by card, each crew card not held that leaves
    the hand fewer cards short of a win."""
    rng = random.Random(2)
    for _ in range(300):
        hand = rng.sample(range(C.DECK_SIZE), rng.randint(0, 13))
        held, monkeys = crew_masks(hand)
        ranks = {(C.crew(c), C.rank(c)) for c in hand if C.is_crew(c)}
        counted = sum(1 for k in range(len(C.CREWS)) for r in range(1, C.RANKS + 1) if (k, r) not in ranks
                      and distance(hand + [_card(k, r)]) < distance(hand))
        assert outs(held, monkeys) == counted
