"""Undo by Board Game Arena's policy: your own moves only, never past luck, a hidden card or a rival's move."""

from __future__ import annotations

import random

import pytest

from game.ai.seats import make_heuristic
from game.engine.match import Match
from game.engine.ruleset import registry
from game.engine.undo import undo_refusal, undone


def played(game: str, seed: int, stop=lambda match, seat, action: False):
    """A seeded game of rule-of-thumb captains, up to the first move `stop` picks (or the end)."""
    ruleset = registry.get(game)
    match = Match.new(ruleset, min(4, ruleset.max_players), seed=seed)
    captains = [make_heuristic(game, random.Random(seed * 10 + s)) for s in range(match.players)]
    while not match.is_over():
        d = match.pending()[0]
        action = captains[d.seat].choose(match.view(d.seat), d)
        match.submit(d.seat, action)
        if stop(match, d.seat, action):
            return match, d.seat, action
    return match, None, None


@pytest.mark.parametrize("game", sorted(registry.names()))
def test_an_allowed_undo_is_exactly_the_position_before_the_move(game):
    ruleset = registry.get(game)
    match = Match.new(ruleset, min(4, ruleset.max_players), seed=11)
    captains = [make_heuristic(game, random.Random(s)) for s in range(match.players)]
    undone_moves = 0
    while not match.is_over():
        d = match.pending()[0]
        before = match.snapshot()
        views = [match.view(s) for s in range(match.players)]
        match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
        after = match.snapshot()
        # Asking replays the whole log, so a long game (Doubloons: hundreds of moves) is asked at
        # every move of its first rounds and at every fifth after: 17 s down to a few.
        if len(match.log) > 120 and len(match.log) % 5:
            continue
        if undo_refusal(match, d.seat) is None:
            back = undone(match)
            assert back.snapshot() == before and back.log == match.log[:-1]
            assert [back.view(s) for s in range(match.players)] == views
            undone_moves += 1
        assert match.snapshot() == after            # asking never touches the game
    assert match.is_over()
    if game != "loot_pirates":                      # every Loot Pirates move is a shot, a roll or a turn's end
        assert undone_moves > 0


def test_nothing_to_take_back_before_the_first_move():
    match = Match.new(registry.get("doubloons"), 3, seed=1)
    assert undo_refusal(match, 0) == "Nothing has been played yet."


def test_not_after_another_seat_has_acted():
    match, seat, _ = played("doubloons", 2, lambda m, s, a: len(m.log) > 1 and m.log[-2][0] != s)
    assert undo_refusal(match, match.log[-2][0]) == "Another seat has acted since your last move."


def test_not_once_the_turn_has_passed_on():
    match, seat, _ = played("doubloons", 2, lambda m, s, a: a.kind == "end")
    assert undo_refusal(match, seat) == "Your move is made and the turn has passed on."


def test_not_a_move_that_rolled_dice():
    match, seat, _ = played("privateer", 3, lambda m, s, a: a.kind == "dice")     # the barrel is rolled
    assert undo_refusal(match, seat) == "Your last move cannot be taken back: the dice were rolled."


def test_not_a_move_that_showed_a_hidden_card():
    match, seat, action = played("stolen_treasure", 3, lambda m, s, a: a.kind == "draw"
                                 and m.decision_for(s) is not None)
    assert action is not None and any(e.kind.startswith("dr") for e in match.events[-3:])
    assert undo_refusal(match, seat) == "Your last move cannot be taken back: it showed a hidden card."


def test_not_once_the_game_is_over():
    match, _, _ = played("stolen_treasure", 4)
    assert match.is_over() and undo_refusal(match, match.log[-1][0]) == "The game is over."
