"""Every game's view is also a typed record: the shared fields under one name in all games, its own
fields typed from its lens, read the same as the plain data, attributes on the lens in the search."""

from __future__ import annotations

import dataclasses
import json
import pickle
import random

import pytest

from game.engine.match import Match
from game.engine.ruleset import registry
from game.engine.view import SHARED, View, as_view

GAMES = ["loot_pirates", "all_hands", "privateer", "doubloons", "stolen_treasure"]


def _positions(game: str, moves: int = 60):
    """Views of a real game at several moments, for every seat and the observer."""
    match = Match.new(registry.get(game), 4, seed=3)
    rng = random.Random(3)
    for n in range(moves):
        if match.is_over():
            break
        if n % 15 == 0:
            yield match
        decision = rng.choice(match.pending())
        match.submit(decision.seat, rng.choice(decision.actions))
    yield match


@pytest.mark.parametrize("game", GAMES)
def test_typed_view_is_the_plain_view_as_a_record(game):
    view_type = registry.get(game).lens_class.view_type()
    assert issubclass(view_type, View) and dataclasses.is_dataclass(view_type)
    assert not hasattr(view_type(**{f.name: None for f in dataclasses.fields(view_type)}), "__dict__")  # slots
    names = [f.name for f in dataclasses.fields(view_type)]
    assert names[:len(SHARED)] == list(SHARED)
    for match in _positions(game):
        for seat in (0, 1, None):
            plain, typed = match.view(seat), match.typed_view(seat)
            assert isinstance(typed, view_type) and typed == plain and typed.to_dict() == plain
            assert view_type.from_dict(json.loads(json.dumps(plain))).to_dict() == json.loads(json.dumps(plain))
            assert pickle.loads(pickle.dumps(typed)).to_dict() == plain
            assert typed.seat == seat and typed.players == 4 and typed.over == match.is_over()
            lens = registry.get(game).lens(match.state, seat)
            for name in names:      # the lens in the search reads every key as an attribute, the same
                assert getattr(lens, name) == plain[name] == getattr(typed, name)


@pytest.mark.parametrize("game", GAMES)
def test_current_is_the_seat_whose_turn_it_is(game):
    """Nobody's once the game is over; in a turn-based step it is the seat asked to move."""
    for match in _positions(game, 200):
        view = match.typed_view(None)
        seats = {d.seat for d in match.pending()}
        if view.over:
            assert view.current is None and view.winners
        elif view.step == "main" or (game == "privateer" and view.step in ("dice", "spend")):
            assert seats == {view.current}
        if view.current is not None:
            assert 0 <= view.current < view.players


def test_as_view_types_plain_data_and_leaves_a_lens_alone():
    match = Match.new(registry.get("doubloons"), 3, seed=1)
    typed = as_view(match.view(1))
    assert typed.hand == match.view(1)["hand"] and typed.current == 0
    lens = registry.get("doubloons").lens(match.state, 1)
    assert as_view(lens) is lens
    with pytest.raises(ValueError, match="no "):
        type(typed).from_dict({"game": "doubloons"})
    partial = {k: v for k, v in match.view(1).items() if k != "current"}     # a view written by hand
    assert as_view(partial).current is None and as_view(partial).coins == match.view(1)["coins"]
