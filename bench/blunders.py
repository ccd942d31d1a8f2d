"""Where does the rule of thumb blunder? Positions where a long search's move beats its move clearly.

    python bench/blunders.py --game G [--positions 40] [--iterations 1500] [--samples 200] [--seed 21]
                             [--step STEP]

At positions from real rule-of-thumb games (bench/search_speed.py's positions), a
long search (one tree, `--iterations` playouts) picks a move; where it departs
from the rule of thumb's favourite, both moves are played on to the end of the
game from the same `--samples` sampled positions with the rule of thumb for
every seat (bench/decision_quality.py's `played_on`). Each departure is printed
with the win share it gains; a gain beyond 2.5 standard errors and 5 points is
flagged with the seat's whole view, to read and turn into a rule (and a
clear-best test) where it is one. The rule of thumb is Easy's brain and every
search's rollout policy, so its blunders cost every level.

The favourite is the search's first root move: the rule of thumb's choice as the
search's own policy made it. Where the rule of thumb breaks a tie at random (two
Privateer spends scored alike), a fresh captain may play the other move: check
the flagged move against the captain's `choose` before writing a rule for it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from decision_quality import played_on  # noqa: E402
from search_speed import positions  # noqa: E402

from game.ai.ismcts import Budget  # noqa: E402
from game.ai.search_seat import SearchSeat  # noqa: E402
from game.ai.seats import search_profile  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.speedups import stale_warning  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=1500, help="playouts of the long search")
    parser.add_argument("--samples", type=int, default=200, help="playouts to the end per judged move")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--step", help="only decisions of this step (bid, main, spend...)")
    args = parser.parse_args()
    if warning := stale_warning():
        print(warning, file=sys.stderr)
    ruleset, profile = registry.get(args.game), search_profile(args.game)
    for k, (view, decision) in enumerate(positions(args.game, 4, args.positions, args.seed, args.step)):
        seat = SearchSeat(ruleset, profile, random.Random(k), Budget(60.0, args.iterations))
        moves = seat.root_moves(view, decision)
        favourite, move = moves[0], seat._think(view, decision, moves, None).move
        if move == favourite:
            continue
        gains = [a - b for a, b in zip(played_on(args.game, view, decision, move, args.samples),
                                       played_on(args.game, view, decision, favourite, args.samples))]
        gain, error = statistics.mean(gains), statistics.stdev(gains) / len(gains) ** 0.5
        flagged = gain > 2.5 * error and gain > 0.05
        print(f"#{k} {decision.step} seat {decision.seat}: gain {gain:+.3f} (se {error:.3f}){'  <<' if flagged else ''}")
        print(f"   rule of thumb: {favourite}\n   search:        {move}")
        if flagged:
            print(f"   view: {view.to_dict() if hasattr(view, 'to_dict') else view}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
