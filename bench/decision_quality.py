"""Do a level's departures from the rule of thumb pay? Judged move by move, not game by game.

    python bench/decision_quality.py [--game G ...] [--positions 120] [--samples 600] [--level normal ...]
                                     [--seed 6] [--json]

`--level` is normal or hard, or a level on another budget for tuning: `normal@BUDGET`, BUDGET as
`Budget.parse` reads it (`SECONDS/ITERATIONS[/DEPTH...]`, its fields in game/ai/ismcts.py).
Default: normal and hard.

Whole games tell levels apart slowly: at 100 games a row's win share is
uncertain by about 9 points. This asks each level for its move at positions
from real rule-of-thumb games (bench/search_speed.py's positions), and where
the level departs from the rule of thumb's favourite, plays both moves on from
the same `--samples` sampled positions (the level's own view, guessed hidden
cards) to the end of the game with the rule of thumb for every seat, with the
same random numbers for both moves. The difference of the deciding seat's
win share is what the departure gained, as far as a rule-of-thumb table can tell.

Reported per level: how often it departed, the mean gain per departure (with
its standard error) and the total over the positions; divided by the
positions, that is the win share a searched decision adds on average.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from search_speed import positions  # noqa: E402

from game.ai.ismcts import Budget, Search  # noqa: E402
from game.ai.profile import Move  # noqa: E402
from game.ai.search_seat import TREES, SearchSeat, level_budget  # noqa: E402
from game.ai.seats import search_profile  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.engine.values import Decision, quiet  # noqa: E402
from game.speedups import stale_warning  # noqa: E402

TO_THE_END = 100_000      # moves: more than any game lasts


def played_on(game: str, view, decision: Decision, move: Move, samples: int) -> list[float]:
    """The deciding seat's win share after `move`, once per sample, each played to the end by the rule of thumb."""
    ruleset, profile = registry.get(game), search_profile(game)
    search = Search(ruleset, profile, random.Random(0))
    search.depth = TO_THE_END
    plain = view.to_dict() if hasattr(view, "to_dict") else view
    shares = []
    with quiet():
        for i in range(samples):
            rng = random.Random(1000 + i)       # the same numbers for every move compared
            search.rng = search.policy.rng = search.chance = rng
            state = ruleset.determinize(plain, rng, guess=search.guess)
            search._play(state, decision, move)
            shares.append(search._rollout(state)[decision.seat])
    return shares


def measure(game: str, levels: list[str], wanted: int, samples: int, seed: int, players: int = 4) -> dict:
    ruleset, profile = registry.get(game), search_profile(game)
    gains: dict[str, list[float]] = {level: [] for level in levels}
    found = positions(game, players, wanted, seed)
    for k, (view, decision) in enumerate(found):
        picks: dict[str, Move] = {}
        favourite: Move | None = None
        for level in levels:
            name, _, budget = level.partition("@")
            seat = SearchSeat(ruleset, profile, random.Random(k), level_budget(name, profile), TREES[name])
            if budget:         # `normal@SECONDS/ITERATIONS[/DEPTH...]`: the level on another budget, for tuning
                seat.budget = Budget.parse(budget)
            moves = seat.root_moves(view, decision)
            favourite = moves[0]
            picks[level] = seat._think(view, decision, moves, None).move
        assert favourite is not None
        judged = {m: played_on(game, view, decision, m, samples) for m in {favourite, *picks.values()}}
        for level, move in picks.items():
            if move != favourite:
                gains[level].append(statistics.mean(a - b for a, b in zip(judged[move], judged[favourite])))
    rows = {}
    for level, g in gains.items():
        rows[level] = {"departures": len(g), "mean_gain": round(statistics.mean(g), 4) if g else 0.0,
                       "error": round(statistics.stdev(g) / math.sqrt(len(g)), 4) if len(g) > 1 else None,
                       "total_gain": round(sum(g), 3), "per_decision": round(sum(g) / max(1, len(found)), 4)}
    return {"game": game, "positions": len(found), "samples": samples, "levels": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game name (default: every game)")
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--samples", type=int, default=600, help="playouts to the end per judged move")
    parser.add_argument("--level", action="append",
                        help="normal, hard, or LEVEL@BUDGET as Budget.parse reads it (default: normal and hard)")
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if warning := stale_warning():
        print(warning, file=sys.stderr)
    games = args.game or registry.names()
    reports = [measure(g, args.level or ["normal", "hard"], args.positions, args.samples, args.seed) for g in games]
    if args.json:
        print(json.dumps(reports, indent=2))
        return
    for r in reports:
        for level, row in r["levels"].items():
            print(f"{r['game']:16s} {level:7s} departed {row['departures']:3d}/{r['positions']}  "
                  f"gain per departure {row['mean_gain']:+.4f} (se {row['error']})  "
                  f"total {row['total_gain']:+.3f}  per decision {row['per_decision']:+.4f}")


if __name__ == "__main__":
    main()
