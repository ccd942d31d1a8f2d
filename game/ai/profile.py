"""What the search needs to know about one game, beyond the Ruleset contract.

A `SearchProfile` says how to play quickly below the tree (the rollout
policy), how good an unfinished position is for each seat, which moves are
worth searching (`moves` may prune hundreds of bribe amounts to a handful, or
group card-by-card steps into one whole bid), and which moves a human would
see as blunders (`veto`); `defer` says when to play the rule of thumb instead
(a game whose searching captains could circle each other for ever). A game without a profile of its own gets the
default: every legal move, its registered heuristic (or random) seat as the
policy, and no estimate before the end, so rollouts play to the end.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.engine.ruleset import GameState
from game.engine.values import Action, Decision

Move = tuple[Action, ...]   # one or more actions the same seat plays in a row (a whole bid)


class Ranked(list):
    """Moves listed best first by the rollout policy's own reckoning, so the first is the move the
    policy plays: the search takes it as the policy's move instead of asking the policy again (in
    Privateer both score every way to spend a die)."""


def single_moves(state: GameState, decision: Decision) -> list[Move]:
    return [(a,) for a in decision.actions]


def never(view: dict[str, Any]) -> bool:
    return False


def no_veto(view: dict[str, Any], decision: Decision, moves: Sequence[Move]) -> list[Move]:
    return list(moves)


@dataclass
class SearchProfile:
    make_policy: Callable[[random.Random], Any]               # rng -> a seat (choose(view, decision))
    evaluate: Callable[[GameState], list[float]] | None = None  # every seat's chance in [0, 1]; None: even
    moves: Callable[[GameState, Decision], list[Move]] = single_moves
    veto: Callable[[dict[str, Any], Decision, Sequence[Move]], list[Move]] = no_veto
    rollout_depth: int = 60                                   # moves played below the tree before estimating
    defer: Callable[[dict[str, Any]], bool] = never           # play the policy's move without searching
    budgets: dict[str, dict[str, Any]] = field(default_factory=dict)  # level -> the fields of its Budget the game changes
    # Read once per search from the seat's view: a sampler of views with what rivals' open moves told of
    # their hidden hands filled in, one per playout (see `ismcts`); None: the ruleset's `determinize`
    # deals every hidden part at random.
    infer: Callable[[dict[str, Any]], Callable[[random.Random], dict[str, Any]]] | None = None


def softmax_chances(values: Sequence[float], spread: float) -> list[float]:
    """Turn per-seat standings into win chances: a lead of `spread` is worth about e : 1."""
    top = max(values)
    scale = max(spread, 1e-6)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
