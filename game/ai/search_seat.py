"""The Normal and Hard captains: information-set MCTS with a time budget per decision.

The seat sees only its view and the decision, like every seat. A whole move
chosen by the search (a bid of several cards) is handed out one step at a
time over the following decisions without searching again.

Hard grows two trees from independent seeds and adds up their root
statistics (root-parallel search). With a `helper` (a second process, lent
while no human is thinking) the second tree grows on the other core at the
same time; without one, the trees grow one after the other on half the time
each. Either way the seeds, and so with an iteration budget the move, are the same.
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import replace
from typing import Any

from game.ai.ismcts import Budget, Node, Search, SearchResult
from game.ai.profile import Move, SearchProfile
from game.engine.errors import OptionError
from game.engine.ruleset import Ruleset
from game.engine.values import Action, Decision
from game.engine.view import as_view

# Normal stops at 100 playouts and Hard thinks for most of a second: with 400, Normal was so close
# to Hard's 700-2,700 that Hard won 25-32% against three of them (the fair share); at 100 Normal still
# beats three rule-of-thumb captains in every game (bench/ai_strength.py, bench/RESULTS.md).
BUDGETS = {
    "normal": Budget(seconds=0.25, iterations=100),
    "hard": Budget(seconds=0.9, iterations=4000),
}
TREES = {"normal": 1, "hard": 2}     # root-parallel trees per decision
BUDGET_OVERRIDE = "PIRATE_TABLE_AI_BUDGET"   # "SECONDS,ITERATIONS" for every level: quick tests


def level_budget(level: str, profile: SearchProfile | None = None) -> Budget:
    """The level's thinking budget (with the game's own changes, if its profile makes any), unless the
    environment shortens it (the test suite does)."""
    override = os.environ.get(BUDGET_OVERRIDE)
    if not override:
        return replace(BUDGETS[level], **(profile.budgets.get(level, {}) if profile is not None else {}))
    try:
        seconds, iterations = override.split(",")
        return Budget(float(seconds), max(1, int(iterations)))
    except ValueError:
        raise OptionError(f"{BUDGET_OVERRIDE} must be SECONDS,ITERATIONS (like 0.05,20), not {override!r}") from None


def search_tree(game: str, view: dict[str, Any], decision: Decision, moves: list[Move], budget: Budget,
                seed: int) -> SearchResult:
    """One tree of a root-parallel search, from its own seed (run here or in the helper process)."""
    from game.ai.seats import search_profile
    from game.engine.ruleset import registry

    result = Search(registry.get(game), search_profile(game), random.Random(seed)).run(view, decision, moves, budget)
    result.tree = None        # statistics travel between processes, trees do not
    return result


def reusable(node: Node | None, seat: int, moves: list[Move]) -> Node | None:
    """The subtree under the seat's previous move, if the tree went on with this seat's own
    choice (the same turn, nobody else in between) and knows at least one of the moves now open."""
    if node is None or not node.children:
        return None
    if not all(child.follows(seat) for child in node.children.values()):
        return None
    if not any(m in node.children for m in moves):
        return None
    node.parent = None
    node.move = None
    node.asked = None      # the questions met right after the move: a forced move may have been played since
    return node


class SearchSeat:
    def __init__(self, ruleset: Ruleset, profile: SearchProfile, rng: random.Random, budget: Budget,
                 trees: int = 1) -> None:
        self.ruleset = ruleset
        self.profile = profile
        self.rng = rng
        self.budget = budget
        self.trees = trees
        self.helper: Any = None               # game.ai.worker.QueueHelper, when a second core is free
        self.search = Search(ruleset, profile, rng)
        self.local: Search | None = None      # Hard's first tree, grown on this process
        self.plan: list[Action] = []
        self.plan_step = ""
        self.last: SearchResult | None = None
        self.times: list[float] = []          # seconds per decision that was searched
        self.subtree: Node | None = None      # under the last searched move: grown on at the next decision

    def choose(self, view: dict[str, Any], decision: Decision) -> Action:
        view = as_view(view)
        if self.plan and decision.step == self.plan_step and decision.allows(self.plan[0]):
            return self.plan.pop(0)
        self.plan = []
        if len(decision.actions) == 1:
            return decision.actions[0]
        start = time.perf_counter()
        subtree, self.subtree = self.subtree, None
        if self.profile.defer(view):
            return self.search.policy.choose(view, decision)
        moves = self.root_moves(view, decision)
        if len(moves) == 1:
            move = moves[0]
        else:
            self.last = self._think(view, decision, moves, reusable(subtree, decision.seat, moves))
            move = self.last.move
            if self.last.tree is not None:
                self.subtree = self.last.tree.children.get(move)
        self.times.append(time.perf_counter() - start)
        self.plan, self.plan_step = list(move[1:]), decision.step
        return move[0]

    def _think(self, view: dict[str, Any], decision: Decision, moves: list[Move], subtree: Node | None) -> SearchResult:
        if self.trees == 1:
            return self.search.run(view, decision, moves, self.budget, subtree)
        seeds = [self.rng.getrandbits(64) for _ in range(self.trees)]
        game, budget = self.ruleset.name, self.budget
        if self.helper is None:
            budget = replace(budget, seconds=budget.seconds / self.trees)
            away = []
        else:
            plain = view.to_dict()         # a view crosses to the helper process as plain data
            away = [self.helper.submit((game, plain, decision, moves, budget, seed), wait=budget.seconds + 2.0)
                    for seed in seeds[1:]]
        # The first tree grows here (on from the last decision's subtree); the others here too, or in the helper.
        if self.local is None:      # built from the first seed, so its rollout captain is repeatable too
            self.local = Search(self.ruleset, self.profile, random.Random(seeds[0]))
        self.local.rng.seed(seeds[0])
        results = [self.local.run(view, decision, moves, budget, subtree)]
        if not away:
            results += [search_tree(game, view, decision, moves, budget, seed) for seed in seeds[1:]]
        results += [r for r in (collect() for collect in away) if r is not None]
        merged = SearchResult.merge(results, moves[0], budget.margin, budget.confidence)
        merged.tree, merged.reused = results[0].tree, results[0].reused
        return merged

    def root_moves(self, view: dict[str, Any], decision: Decision) -> list[Move]:
        """The moves worth searching, the policy's favourite first, with the visibly silly ones vetoed."""
        view = as_view(view)
        sample = self.ruleset.determinize(view, self.rng, guess=self.search.guess)
        moves = self.profile.moves(sample, decision)
        favourite = self.search.policy.choose(view, decision)
        moves.sort(key=lambda m: m[0] != favourite)
        return self.profile.veto(view, decision, moves) or moves
