"""Where should a level's gate stand? Its departures from the rule of thumb judged under other gates.

    python bench/gate_quality.py --game G [--level hard] [--positions 150] [--samples 400]
                                 [--iterations 1500] [--seed 6] [--json]

The search overrules the rule of thumb's favourite only when its most tried move is ahead by more
than the level's `margin` of win chance and by more than its `confidence` standard errors
(`SearchResult.decide`). At bench/search_speed.py's positions this runs the level at a fixed number
of playouts per tree (its own trees, rollout depth and exploration), and wherever its most tried
move is not the favourite, plays both on to the end by the rule of thumb from the same `--samples`
sampled positions (bench/decision_quality.py's `played_on`): the gain of departing. Each gate of
`GATES` is then applied to the same searches: how many departures it lets through and what they
gain together, with the standard error of that total.

A gate found here is a candidate for game rows, not a result: judged so, All Hands' Normal looked
better at half a standard error (+0.53 of win share over 300 positions, about 4 standard errors),
yet won 175 of 600 games against 176 of the same deals (bench/RESULTS.md).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from decision_quality import played_on  # noqa: E402
from search_speed import positions  # noqa: E402

from game.ai.ismcts import clearly_ahead  # noqa: E402
from game.ai.search_seat import TREES, SearchSeat, level_budget  # noqa: E402
from game.ai.seats import search_profile  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.speedups import stale_warning  # noqa: E402

GATES = [(confidence, margin) for confidence in (0.0, 0.5, 1.0, 2.0) for margin in (0.0, 0.005, 0.01, 0.02, 0.05)]


def departures(game: str, level: str, wanted: int, samples: int, iterations: int, seed: int,
               players: int = 4) -> tuple[int, list[dict]]:
    """The positions searched, and for each where the most tried move is not the favourite: the
    search's edge over the favourite, its standard error, and the played-on gain (with its error)."""
    ruleset, profile = registry.get(game), search_profile(game)
    budget = level_budget(level, profile)
    found = positions(game, players, wanted, seed)
    rows = []
    for k, (view, decision) in enumerate(found):
        seat = SearchSeat(ruleset, profile, random.Random(k), replace(budget, seconds=60.0, iterations=iterations),
                          TREES[level])      # playouts, not seconds: the same searches on any machine
        moves = seat.root_moves(view, decision)
        favourite = moves[0]
        result = seat._think(view, decision, moves, None)
        best = result.stats[0][0] if result.stats else favourite
        fav = (result.roots or {}).get(favourite)
        if best == favourite or fav is None or not fav.visits:
            continue
        edge, error = result.roots[best].lead_over(fav)
        gains = [a - b for a, b in zip(played_on(game, view, decision, best, samples),
                                       played_on(game, view, decision, favourite, samples))]
        rows.append({"position": k, "step": decision.step, "edge": edge, "error": error,
                     "gain": statistics.mean(gains),
                     "gain_error": statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0})
    return len(found), rows


def under_gates(rows: list[dict], positions_searched: int) -> list[dict]:
    """What each gate lets through (as `SearchResult.decide` would) and what that gains in all."""
    report = []
    for confidence, margin in GATES:
        taken = [r for r in rows if clearly_ahead(r["edge"], r["error"], margin, confidence)]
        total = sum(r["gain"] for r in taken)
        report.append({"confidence": confidence, "margin": margin, "departures": len(taken),
                       "total_gain": round(total, 4),
                       "error": round(math.sqrt(sum(r["gain_error"] ** 2 for r in taken)), 4),
                       "per_position": round(total / max(1, positions_searched), 5)})
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=registry.names())
    parser.add_argument("--level", default="hard", choices=sorted(TREES))
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--samples", type=int, default=400, help="playouts to the end per judged move")
    parser.add_argument("--iterations", type=int, default=1500, help="playouts per tree")
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if warning := stale_warning():
        print(warning, file=sys.stderr)
    searched, rows = departures(args.game, args.level, args.positions, args.samples, args.iterations, args.seed)
    report = under_gates(rows, searched)
    if args.json:
        print(json.dumps({"game": args.game, "level": args.level, "positions": searched, "departures": rows,
                          "gates": report}, indent=2))
        return
    print(f"{args.game} {args.level}: {searched} positions, {len(rows)} where the most tried move is not the favourite")
    for g in report:
        print(f"  {g['confidence']:3.1f} standard errors, margin {g['margin']:5.3f}: {g['departures']:3d} departures, "
              f"total gain {g['total_gain']:+.3f} (se {g['error']:.3f}), per position {g['per_position']:+.4f}")


if __name__ == "__main__":
    main()
