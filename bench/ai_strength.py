"""How strong each AI level is: one AI seat against three others, its seat rotated every game.

    python bench/ai_strength.py [--game G ...] [--games K] [--players N] [--match hard:normal ...]
                                [--workers W] [--seed S] [--first F] [--helper] [--json]

A match `hard:normal` puts one ai:hard seat against N-1 ai:normal seats
(`heuristic` names the rule-of-thumb seat without Easy's mistakes). Wins are
counted for the tested seat (a shared win counts as a win), so where ties are
common (Loot Pirates, Privateer) equal captains win more than 1/N: where the
yardstick sits is measured in bench/RESULTS.md (*Where the yardstick sits*) and
the README. `win_share` splits a shared win among its winners; its fair share
is 1/N. Decision times are those of the tested seat's searched decisions (a
decision with one legal move is answered at once and left out).

`sighted-hard` (or `sighted-normal`) is that level with every hidden card in view: its
samples deal each card where it really lies, the rivals' hands and face-down bids included,
and only the draw piles are shuffled (one tree on the level's whole time). It is no captain
anyone plays against: it measures how much knowing what the rivals hold could add, the most
any reading of their play could give (in All Hands it stayed below 35% against three Normal).

A running tally (wins/games so far) goes to stderr after every game. A run cut off
after K games is finished by `--first K --games 100-K` with the same seed: game
number n is the same deal and seating whatever run plays it.

Games run side by side on `--workers` processes (2: both cores), so a Hard
captain here has no helper process: its two trees grow one after the other on
half the time each, as in the app while a human is thinking. With `--helper`
the tested Hard captain lends its second tree to a helper process of its own,
as in the app while only captains are waiting (a solo player's table between
the player's turns): each tree gets the whole time. Run it with `--workers 1`,
so that every game has both cores.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.ismcts import Budget  # noqa: E402
from game.ai.search_seat import SearchSeat, level_budget  # noqa: E402
from game.ai.seats import make_heuristic, make_seat, search_profile  # noqa: E402
from game.ai.worker import start_helper  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.simulate import play_out  # noqa: E402
from game.speedups import stale_warning  # noqa: E402

MATCHES = ("hard:normal", "hard:heuristic", "normal:heuristic")


_HELPER = None     # this worker process's helper process, started with its first game that lends a tree


def deal(seed: int, number: int, players: int) -> tuple[int, int, list[int]]:
    """Game `number` of a run of `seed`: its match's seed, the tested seat and every seat's captain
    seed. The same deal and seating whatever run plays it (`--first`, bench/against_commit.py)."""
    game_seed = seed * 1_000_003 + number
    return game_seed, number % players, [game_seed * 31 + s for s in range(players)]


def win_share(winners, seat: int) -> float:
    """`seat`'s part of the win: a shared win split among its winners."""
    return 1 / len(winners) if seat in winners else 0.0


def one_game(game: str, players: int, tested: str, others: str, number: int, seed: int,
             helper: bool = False) -> dict:
    """One game with the tested level in the seat `deal` gives it; its win and decision times."""
    global _HELPER
    game_seed, seat, seat_seeds = deal(seed, number, players)
    match = Match.new(registry.get(game), players, seed=game_seed)
    seats = [rival(game, tested if s == seat else others, random.Random(seat_seeds[s]), match)
             for s in range(players)]
    if helper and getattr(seats[seat], "trees", 1) > 1:
        _HELPER = _HELPER or start_helper()
        seats[seat].helper = _HELPER
    start = time.perf_counter()
    play_out(match, seats)
    result = match.result()
    return {"win": seat in result.winners, "share": win_share(result.winners, seat),
            "times": list(getattr(seats[seat], "times", [])),
            "seconds": time.perf_counter() - start}


# How a sighted captain's samples shuffle what nobody can know: the order of the draw piles.
DRAW_PILES = {
    "all_hands": lambda state, rng: rng.shuffle(state.deck),
    "doubloons": lambda state, rng: (rng.shuffle(state.deck), rng.shuffle(state.pirate_deck)),
    "stolen_treasure": lambda state, rng: _shuffle_piles(state, rng),
}


def _shuffle_piles(state, rng: random.Random) -> None:
    """Both treasure piles shuffled together and dealt back in their sizes; the piracy deck shuffled."""
    pooled = [c for pile in state.piles for c in pile]
    rng.shuffle(pooled)
    sizes = [len(pile) for pile in state.piles]
    state.piles = [pooled[:sizes[0]], pooled[sizes[0]:]]
    rng.shuffle(state.piracy)


class Sighted:
    """The ruleset as a sighted captain's search sees it: a sample is the true position of `match`
    with only the draw piles shuffled (`DRAW_PILES`); everything else is the ruleset's own."""

    def __init__(self, ruleset, match: Match) -> None:
        self.ruleset, self.match = ruleset, match

    def __getattr__(self, name: str):
        return getattr(self.ruleset, name)

    def determinize(self, view, rng: random.Random, guess=None):
        state = self.match.state.clone()
        DRAW_PILES.get(self.ruleset.name, lambda s, r: None)(state, rng)
        return state


def rival(game: str, word: str, rng: random.Random, match: Match | None = None):
    """`random`, `easy`/`normal`/`hard`, or `heuristic` (the rule-of-thumb seat without mistakes).
    `normal@BUDGET` (or `hard@BUDGET`) is that level on another budget, for tuning, BUDGET as
    `Budget.parse` reads it (`SECONDS/ITERATIONS[/DEPTH...]`, its fields in game/ai/ismcts.py);
    `sighted-normal`/`sighted-hard` sees every hidden card of `match` (see the module's docstring)."""
    if word == "heuristic":
        return make_heuristic(game, rng, "normal")
    level, _, budget = word.partition("@")
    if level.startswith("sighted-") and match is not None:
        profile = search_profile(game)
        seat = SearchSeat(Sighted(registry.get(game), match), profile, rng,
                          level_budget(level[len("sighted-"):], profile))
    else:
        seat = make_seat(level if level == "random" else f"ai:{level}", game, rng)
    if budget:
        seat.budget = Budget.parse(budget)
    return seat


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_match(pool: ProcessPoolExecutor, game: str, players: int, match: str, games: int, seed: int,
              first: int = 0, helper: bool = False) -> dict:
    tested, others = match.split(":")
    jobs = [pool.submit(one_game, game, players, tested, others, n, seed, helper)
            for n in range(first, first + games)]
    results = []
    for job in jobs:    # a running tally on stderr: a row takes an hour, and a cut-off run keeps its count
        results.append(job.result())
        print(f"{game} {match}: {sum(r['win'] for r in results)}/{len(results)}", file=sys.stderr, flush=True)
    times = [t for r in results for t in r["times"]]
    wins = sum(r["win"] for r in results)
    lends = "+helper" if helper and tested.startswith("hard") else ""
    return {
        "game": game, "players": players, "match": f"ai:{tested}{lends} vs {players - 1} x {others}",
        "games": games, "wins": wins, "win_rate": round(wins / games, 3), "fair_share": round(1 / players, 3),
        "win_share": round(sum(r["share"] for r in results) / games, 3),
        "decisions": len(times), "median_s": round(statistics.median(times), 3) if times else 0.0,
        "p95_s": round(percentile(times, 0.95), 3), "max_s": round(max(times), 3) if times else 0.0,
        "mean_game_s": round(statistics.mean(r["seconds"] for r in results), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game name (default: every game)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--match", action="append", help=f"tested:others (default: {', '.join(MATCHES)})")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--first", type=int, default=0, help="the number of the first game (to finish a cut-off run)")
    parser.add_argument("--helper", action="store_true",
                        help="a Hard captain grows its second tree in a helper process (use with --workers 1)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if warning := stale_warning():
        print(warning, file=sys.stderr)
    games = args.game or registry.names()
    with ProcessPoolExecutor(args.workers) as pool:
        for game in games:
            ruleset = registry.get(game)
            players = max(ruleset.min_players, min(args.players, ruleset.max_players))
            for match in args.match or MATCHES:
                report = run_match(pool, game, players, match, args.games, args.seed, args.first, args.helper)
                if args.json:
                    print(json.dumps(report), flush=True)
                else:
                    print(f"{game:13} {report['match']:28} wins {report['wins']:3}/{report['games']:<3} "
                          f"({report['win_rate']:.0%}; shared wins split {report['win_share']:.0%}, "
                          f"fair {report['fair_share']:.0%})  "
                          f"decision median {report['median_s']:.2f} s, p95 {report['p95_s']:.2f} s", flush=True)


if __name__ == "__main__":
    main()
