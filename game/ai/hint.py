""""What would the captain do?": a Normal captain's move for a player, from that player's view.

The advice is what an AI seat would play in the player's place (it sees only the view, as
every seat does) with one line of why, read from the search's root statistics: the share
of its playouts the move won, against the next best. Nothing is played for the player.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from typing import Any, Callable

from game.ai.ismcts import MARGIN, Budget, SearchResult
from game.ai.search_seat import BUDGET_OVERRIDE, SearchSeat
from game.ai.seats import make_seat
from game.engine.values import Action, Decision
from game.engine.wording import counted


@dataclass(frozen=True)
class Advice:
    move: tuple[Action, ...]    # the first action answers the open decision; the rest follow it (a whole bid)
    reason: str                 # one line, in a player's words


HINT_BUDGET = Budget(seconds=0.25, iterations=400)   # a Normal captain given its whole quarter second


def advise(game: str, view: dict[str, Any], decision: Decision, seed: int,
           describe: Callable[[Action], str]) -> Advice:
    """The Normal captain's choice for `decision`, seen from `view` only. It thinks for the whole of
    Normal's time: Normal captains stop at fewer playouts (`search_seat.BUDGETS`), so that Hard
    stands above them, but advice should be as good as a quarter second buys."""
    seat = make_seat("ai:normal", game, random.Random(seed))
    if isinstance(seat, SearchSeat) and not os.environ.get(BUDGET_OVERRIDE):
        seat.budget = HINT_BUDGET
    if len(decision.actions) == 1:
        return Advice((decision.actions[0],), "It is the only move there is.")
    first = seat.choose(view, decision)
    plan = tuple(seat.plan) if isinstance(seat, SearchSeat) else ()
    move = (first, *plan)
    result = seat.last if isinstance(seat, SearchSeat) else None
    if result is None or not result.stats:
        return Advice(move, "The captain's rule of thumb: the search saw no closer call to weigh.")
    return Advice(move, why(result, move, describe, seat.budget.margin))


def why(result: SearchResult, move: tuple[Action, ...], describe: Callable[[Action], str],
        margin: float = MARGIN) -> str:
    """One line on the search's root statistics: the move's share of wins, against the move that did
    best after it. Where another move won a larger share, the line says why the captain did not play
    it, as `SearchResult.decide` judged: too few playouts to be sure of it, a lead too small to
    matter (both keep the rule of thumb's move), or the captain went by the move it tried most."""
    chosen = next((s for s in result.stats if s[0] == move), result.stats[0])
    words = f"It won {_share(chosen[2])} of its {counted(chosen[1], 'playout')} ({result.iterations} in all)"
    others = [s for s in result.stats if s[0] != chosen[0]]
    if not others:
        return words + "."
    runner = max(others, key=lambda s: (s[2], s[1]))
    name, share = describe(runner[0][0]), f"{_share(runner[2])} of its {runner[1]}"
    if runner[2] <= chosen[2]:
        return f"{words}; the next best, {name}, won {share}."
    if chosen[0] == result.stats[0][0]:
        return f"{words}; {name} won {share}, tried less, and the captain goes by the move it tried most."
    doubt = "better by too little to matter" if runner[2] - chosen[2] <= margin else \
        "too few playouts to be sure it is better"
    return f"{words}; {name} won {share}, {doubt}, so the captain keeps to its rule of thumb."


def _share(mean: float) -> str:
    return f"{round(100 * max(0.0, min(1.0, mean)))}%"
