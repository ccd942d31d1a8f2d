"""Engine + AI throughput: games/s and moves/s per game, via the same code as `simulate`.

    python bench/simulate_games.py [--games K] [--players N] [--seats SPEC]
"""

import argparse
import json

from game.ai.seats import parse_seats
from game.engine.ruleset import registry
from game.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seats", default="random")
    args = parser.parse_args()
    for ruleset in registry.all():
        players = max(ruleset.min_players, min(args.players, ruleset.max_players))
        report = simulate(ruleset, args.games, players, parse_seats(args.seats, players))
        report["moves_per_second"] = round(report["mean_actions"] * report["finished"] / report["seconds"])
        print(json.dumps({k: report[k] for k in ("game", "players", "seats", "games", "errors",
                                                   "games_per_second", "moves_per_second")}))


if __name__ == "__main__":
    main()
