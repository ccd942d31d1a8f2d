"""bench/ai_strength.py's sighted captain measures what knowing every hidden card could add: its
samples must hold every card where it really lies, with only the draw piles' order left to chance."""

import random

import pytest

from game.engine import Match, registry
from game.simulate import play_out
from tests.bench_scripts import load

ai_strength = load("ai_strength")

PILES = {"all_hands": ("deck",), "doubloons": ("deck", "pirate_deck"), "stolen_treasure": ("piles", "piracy")}


def _flat(value):
    return sorted(c for part in value for c in (part if isinstance(part, list) else [part]))


@pytest.mark.parametrize("game", sorted(PILES))
def test_a_sighted_sample_is_the_true_position_with_the_draw_piles_shuffled(game):
    match = Match.new(registry.get(game), 4, seed=3)
    seat = ai_strength.rival(game, "sighted-normal", random.Random(1), match)
    sample = seat.ruleset.determinize(match.view(0), random.Random(2))
    truth = match.state
    assert sample.hands == truth.hands                       # every rival's hand as it really is
    for pile in PILES[game]:
        assert _flat(getattr(sample, pile)) == _flat(getattr(truth, pile))     # the same cards ...
    assert any(getattr(sample, pile) != getattr(truth, pile) for pile in PILES[game])   # ... in another order
    assert sample is not truth


def test_a_sighted_captain_plays_a_whole_game():
    game = "all_hands"
    match = Match.new(registry.get(game), 4, seed=4)
    seats = [ai_strength.rival(game, "sighted-normal@0.05/10" if s == 0 else "heuristic", random.Random(s), match)
             for s in range(4)]
    play_out(match, seats)
    assert match.is_over()


def test_a_hard_captain_lending_its_second_tree_to_a_helper_plays_the_same_game():
    """bench/ai_strength.py --helper grows Hard's second tree in a helper process, as the app does while
    only captains are waiting: on a playout budget the moves are those of both trees grown here."""
    from game.ai.worker import start_helper

    game = "loot_pirates"
    logs = []
    for helper in (None, start_helper()):
        match = Match.new(registry.get(game), 3, seed=5)
        seats = [ai_strength.rival(game, "hard@60/30" if s == 0 else "heuristic", random.Random(s), match)
                 for s in range(3)]
        seats[0].helper = helper
        play_out(match, seats)
        logs.append(match.log)
    assert logs[0] == logs[1]
