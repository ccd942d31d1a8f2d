"""The search is the default AI for any ruleset that can sample a position from a view."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

import pytest

from game.ai.ismcts import Budget
from game.ai.search_seat import SearchSeat
from game.ai.seats import RandomSeat, make_seat
from game.engine import Action, Decision, Event, Match, Result, Ruleset, registry


@dataclass
class Pile:
    players: int
    stones: int
    turn: int = 0
    winner: int | None = None

    def clone(self) -> "Pile":
        return Pile(self.players, self.stones, self.turn, self.winner)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "stones": self.stones, "turn": self.turn, "winner": self.winner}


class TakeAway(Ruleset):
    """Take 1-3 stones in turn; whoever takes the last stone wins. A game no AI module knows."""

    name = "toy_take_away"
    title = "Take-Away (test only)"
    min_players = 2
    max_players = 2

    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random):
        return Pile(players, 10), []

    def state_from_json(self, d: Mapping[str, Any]) -> Pile:
        return Pile(d["players"], d["stones"], d["turn"], d["winner"])

    def pending(self, s: Pile) -> list[Decision]:
        if s.winner is not None:
            return []
        takes = tuple(Action.of("take", n=n) for n in range(1, min(3, s.stones) + 1))
        return [Decision(s.turn, "take", "Take 1 to 3 stones.", takes)]

    def apply(self, s: Pile, seat: int, action: Action, rng: random.Random) -> list[Event]:
        s.stones -= action["n"]
        if s.stones == 0:
            s.winner = seat
        s.turn = 1 - s.turn
        return [Event.of("took", seat=seat, n=action["n"])]

    def view(self, s: Pile, seat: int | None) -> dict[str, Any]:
        return {**s.to_json(), "seat": seat}

    def determinize(self, view: dict[str, Any], rng: random.Random, guess: Any = None) -> Pile:
        return self.state_from_json(view)     # nothing is hidden

    def is_over(self, s: Pile) -> bool:
        return s.winner is not None

    def result(self, s: Pile) -> Result | None:
        if s.winner is None:
            return None
        return Result(tuple(int(i == s.winner) for i in range(2)), (s.winner,), "last stone")


class Blind(TakeAway):
    name = "toy_blind"

    determinize = Ruleset.determinize    # this one cannot sample positions


@pytest.fixture
def toys():
    registry.register(TakeAway())
    registry.register(Blind())
    yield
    registry.unregister("toy_take_away")
    registry.unregister("toy_blind")


def test_a_new_game_gets_the_search_at_normal_and_hard(toys):
    assert isinstance(make_seat("ai:hard", "toy_take_away", random.Random(1)), SearchSeat)
    assert isinstance(make_seat("ai:normal", "toy_take_away", random.Random(1)), SearchSeat)
    assert isinstance(make_seat("ai:easy", "toy_take_away", random.Random(1)), RandomSeat)
    assert isinstance(make_seat("ai:hard", "toy_blind", random.Random(1)), RandomSeat)


@pytest.mark.parametrize("stones, best", [(5, 1), (6, 2), (7, 3), (3, 3)])
def test_the_search_finds_the_winning_take_in_a_game_it_has_never_seen(toys, stones, best):
    """Leave the rival a multiple of four stones: only a real search (random rollouts, no heuristic) finds it."""
    ruleset = registry.get("toy_take_away")
    match = Match.from_position(ruleset, {"players": 2, "stones": stones, "turn": 0, "winner": None}, seed=1)
    seat = make_seat("ai:hard", "toy_take_away", random.Random(3))
    seat.budget = Budget(seconds=60.0, iterations=600)
    assert seat.choose(match.view(0), match.decision_for(0)) == Action.of("take", n=best)
