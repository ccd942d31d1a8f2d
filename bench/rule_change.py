"""Does a change to a rule of thumb pay where it changes the move? Judged move by move.

    python bench/rule_change.py GAME 'module:ATTR=EXPR' [--positions 30] [--samples 200] [--seed 31]

The change is a module attribute set to another value (a constant, a flag the
rule reads; `Class.attr` for a class attribute, such as a captain's tuned value),
as bench/against_commit.py cannot isolate one rule in a commit.
Rule-of-thumb games are played; at every decision where a captain with the
attribute changed would play another whole move (a whole bid in All Hands, else
the one action), both moves are played on from the same `--samples` sampled
positions to the end of the game with the rule of thumb for every seat
(bench/decision_quality.py's `played_on`). Reported: each such position's win
share both ways, and the mean gain of the change with its standard error.

A rule changes few moves of a whole game, so one captain against three (what
bench/ai_strength.py measures) needs tens of thousands of games to see a change
of a few points where it applies; here every sample is such a position. But the
rivals here play the rule as it was: run the whole-game measurement both ways
too, for a rule that guesses what the rivals do.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_strength import deal  # noqa: E402
from decision_quality import played_on  # noqa: E402

from game.ai.seats import make_heuristic  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.engine.view import as_view  # noqa: E402

MAX_GAMES = 20_000


def owner(module, attr: str) -> tuple[object, str]:
    """The object holding `attr` ('NAME' in the module, or 'Class.name'), and the last name."""
    *path, name = attr.split(".")
    for part in path:
        module = getattr(module, part)
    return module, name


def whole_move(game: str, view, decision, holder, attr: str, value) -> tuple:
    """The move a fresh rule-of-thumb captain makes with `holder.attr` set to `value`."""
    old = getattr(holder, attr)
    setattr(holder, attr, value)
    try:
        captain = make_heuristic(game, random.Random(0), "normal")
        if hasattr(captain, "whole"):
            return tuple(captain.whole(as_view(view), decision))
        return (captain.choose(view, decision),)
    finally:
        setattr(holder, attr, old)


def measure(game: str, change: str, wanted: int, samples: int, seed: int, games: int = MAX_GAMES) -> list[float]:
    """The gains of the change at the first `wanted` positions where it changes the move (in `games` games at most)."""
    modname, _, rest = change.partition(":")
    attr, _, expr = rest.partition("=")
    module = importlib.import_module(modname)
    holder, name = owner(module, attr)
    old, new = getattr(holder, name), eval(expr, vars(module))
    ruleset, gains, number = registry.get(game), [], 0
    while len(gains) < wanted and number < games:
        game_seed, _, seeds = deal(seed, number, 4)
        number += 1
        match = Match.new(ruleset, 4, seed=game_seed)
        seats = [make_heuristic(game, random.Random(seeds[s]), "normal") for s in range(4)]
        order = random.Random(match.seed)
        while not match.is_over() and len(gains) < wanted:
            pending = match.pending()
            decision = pending[0] if len(pending) == 1 else order.choice(pending)
            view = match.view(decision.seat)
            if not view.get("draft"):        # a bid is compared whole, from its first card
                before = whole_move(game, view, decision, holder, name, old)
                after = whole_move(game, view, decision, holder, name, new)
                if before != after:
                    was = played_on(game, view, decision, before, samples)
                    now = played_on(game, view, decision, after, samples)
                    gains.append(statistics.mean(b - a for a, b in zip(was, now)))
                    print(f"game {number - 1} seat {decision.seat} {decision.step}: as it was "
                          f"{statistics.mean(was):.3f}, changed {statistics.mean(now):.3f}, "
                          f"gain {gains[-1]:+.3f}", flush=True)
            match.submit(decision.seat, seats[decision.seat].choose(view, decision))
    return gains


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("change", help="module:ATTR=EXPR, EXPR read in the module's namespace")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args(argv)
    gains = measure(args.game, args.change, args.positions, args.samples, args.seed)
    if len(gains) < 2:
        print(f"{len(gains)} positions found: too few to judge")
        return 1
    error = statistics.stdev(gains) / len(gains) ** 0.5
    print(f"{len(gains)} positions: mean gain {statistics.mean(gains):+.4f} (se {error:.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
