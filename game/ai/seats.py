"""Seats that decide by themselves, and the SPEC words that name them.

A seat sees only its view and the decision put to it, never the match state,
so it cannot peek at hidden cards or dice. Every seat keeps its own seeded
random generator, so a simulation with a fixed seed is repeatable.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from game.ai.profile import SearchProfile
from game.ai.search_seat import BUDGETS, TREES, SearchSeat, level_budget
from game.engine import plugins
from game.engine.errors import OptionError
from game.engine.ruleset import registry
from game.engine.values import Action, Decision

LEVELS = ("easy", "normal", "hard")
SEAT_WORDS = ("human", "random") + tuple(f"ai:{level}" for level in LEVELS)


class Seat(Protocol):
    def choose(self, view: dict[str, Any], decision: Decision) -> Action: ...


class RandomSeat:
    """Uniform over the kinds of move, then over that kind's variants.

    Choosing the kind first keeps a random player from spending every turn on
    the dozens of bribe amounts when 'pass' is one move among them.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: dict[str, Any], decision: Decision) -> Action:
        kind = self.rng.choice(decision.kinds())
        return self.rng.choice([a for a in decision.actions if a.kind == kind])


HeuristicFactory = Callable[[random.Random, str], Seat]


def search_profile(game: str) -> SearchProfile:
    """The game's own profile, or the default: its heuristic (or random) seat as policy, play to the end."""
    make = plugins.part(game, "search_profile")
    if make is not None:
        return make()
    policy = plugins.part(game, "captain") or plugins.part(game, "random_captain")
    return SearchProfile(make_policy=(lambda rng: policy(rng, "normal")) if policy else RandomSeat,
                         rollout_depth=500)


def parse_seats(spec: str | None, players: int, default: str = "random") -> list[str]:
    """`human,ai:hard,random` -> one word per seat; a single word fills every seat."""
    if not spec:
        return [default] * players
    words = [w.strip().lower() for w in spec.split(",")]
    for w in words:
        if w not in SEAT_WORDS:
            raise OptionError(f"unknown seat {w!r} in --seats; use {', '.join(SEAT_WORDS)}")
    if len(words) == 1:
        return words * players
    if len(words) != players:
        raise OptionError(f"--seats names {len(words)} seats but the game has {players} players")
    return words


def make_seat(word: str, game: str, rng: random.Random) -> Seat:
    """An AI seat for one SPEC word.

    Easy is the game's heuristic with deliberate mistakes; Normal and Hard
    search (ISMCTS) with their time budgets in any game that can sample a
    position from a view, and fall back on the heuristic otherwise. Games
    without a heuristic of their own play randomly at Easy.
    """
    if word == "random":
        factory = plugins.part(game, "random_captain")
        return factory(rng, "random") if factory else RandomSeat(rng)
    level = word[3:] if word.startswith("ai:") else ""
    if level not in LEVELS:
        raise OptionError(f"{word!r} is not a seat the computer can play")
    ruleset = registry.get(game)
    if level in BUDGETS and ruleset.can_determinize:
        profile = search_profile(game)
        return SearchSeat(ruleset, profile, rng, level_budget(level, profile), TREES[level])
    return make_heuristic(game, rng, level)


def make_heuristic(game: str, rng: random.Random, level: str = "normal") -> Seat:
    """The game's rule-of-thumb seat (random if it has none): Easy's brain, and the search's rollout policy."""
    factory = plugins.part(game, "captain")
    return factory(rng, level) if factory else RandomSeat(rng)

