"""How fast the captains think: playouts per second of the search, per game, and where the time goes.

    python bench/search_speed.py [--game G ...] [--decisions 48] [--players 4] [--seconds 0.25] [--json]

Positions come from real games played by rule-of-thumb captains (seeded, so every
run searches the same positions). At the chosen decisions the search runs as a
Normal or Hard captain would (its root moves, vetoes and all) for `--seconds`,
and a playout is one iteration: sample a position, walk the tree, roll out,
estimate; the rate counts the whole search call by the wall clock, whatever it does on the
way in and out. Privateer's terrain placement is a row of its own ("privateer:terrain").
Reported per row: median and minimum playouts per second over the decisions, and
the share of time spent sampling positions (determinize), in the tree, in
rollouts and in the estimate, and the median time to clone a sampled position.
Before and after the rows, the host's speed: a fixed loop of plain Python, the
same work whatever the code, so runs an hour or a day apart can be told apart by
the machine they ran on (it is shared: its load average does not show what the
host gives it, and the same code has read four times faster at a quiet hour).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.ismcts import Budget  # noqa: E402
from game.ai.search_seat import SearchSeat  # noqa: E402
from game.ai.seats import make_heuristic, search_profile  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.speedups import stale_warning  # noqa: E402

PARTS = ("determinize", "tree", "rollout", "estimate")
ROWS = {"privateer:terrain": ("privateer", "terrain")}


def positions(game: str, players: int, wanted: int, seed: int, step: str | None = None):
    """(view, decision) pairs the search would think about, spread over several real games."""
    ruleset = registry.get(game)
    probe = SearchSeat(ruleset, search_profile(game), random.Random(seed), Budget(0.0, 1))
    found: list = []
    number = 0
    per_game = max(4, wanted // 6) if step is None else 2
    while len(found) < wanted and number < 400:
        match = Match.new(ruleset, players, seed=seed * 1000 + number)
        seats = [make_heuristic(game, random.Random(seed * 1000 + number * 10 + s)) for s in range(players)]
        order = random.Random(number)
        candidates = []
        moves = 0
        while not match.is_over() and moves < 3000:
            decisions = match.pending()
            decision = decisions[0] if len(decisions) == 1 else order.choice(decisions)
            view = match.typed_view(decision.seat)
            if (len(decision.actions) > 1 and (step is None or decision.step == step)
                    and not probe.profile.defer(view) and len(probe.root_moves(view, decision)) > 1):
                candidates.append((view, decision))
            match.submit(decision.seat, seats[decision.seat].choose(view, decision))
            moves += 1
        picks = order.sample(candidates, min(per_game, len(candidates)))
        found += picks
        number += 1
    return found[:wanted]


def measure(game: str, players: int, wanted: int, seconds: float, seed: int, step: str | None) -> dict:
    ruleset = registry.get(game)
    rates, clock, total, clones = [], dict.fromkeys(PARTS, 0.0), 0.0, []
    for k, (view, decision) in enumerate(positions(game, players, wanted, seed, step)):
        clones.append(clone_time(ruleset.determinize(view, random.Random(k))))
        seat = SearchSeat(ruleset, search_profile(game), random.Random(seed + k), Budget(seconds, 10**9))
        moves = seat.root_moves(view, decision)
        start = time.perf_counter()     # the whole call, as a player waits for it (not the search's own clock)
        result = seat.search.run(view, decision, moves, seat.budget)
        seconds = time.perf_counter() - start
        rates.append(result.iterations / seconds)
        total += seconds
        for part in PARTS:
            clock[part] += getattr(seat.search, "clock", {}).get(part, 0.0)
    split = {part: round(100 * clock[part] / total, 1) for part in PARTS}
    split["other"] = round(100 - sum(split.values()), 1)
    return {"game": game if step is None else f"{game}:{step}", "players": players, "decisions": len(rates),
            "median": round(statistics.median(rates)), "minimum": round(min(rates)),
            "maximum": round(max(rates)), "seconds_per_decision": seconds, "split_percent": split,
            "clone_us": round(statistics.median(clones), 1)}


def clone_time(state, copies: int = 300) -> float:
    """Microseconds to clone a sampled position (the search clones one or more per playout)."""
    start = time.perf_counter()
    for _ in range(copies):
        state.clone()
    return (time.perf_counter() - start) / copies * 1e6


def host_speed(steps: int = 200_000, tries: int = 5) -> float:
    """Millions of steps a second of a fixed plain-Python loop, the best of `tries`."""
    best = float("inf")
    for _ in range(tries):
        start = time.perf_counter()
        total = 0
        for i in range(steps):
            total += i * i % 7
        best = min(best, time.perf_counter() - start)
    return round(steps / best / 1e6, 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game name, or privateer:terrain (default: all)")
    parser.add_argument("--decisions", type=int, default=48, help="searched decisions per row (default 48)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=0.25, help="thinking time per decision (Normal: 0.25)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if warning := stale_warning():
        print(warning, file=sys.stderr)
    rows = args.game or registry.names() + list(ROWS)
    host = host_speed()
    if args.json:
        print(json.dumps({"host_msteps_start": host}), flush=True)
    else:
        print(f"host: {host} M steps/s (a fixed loop; compare runs by it)")
        print(f"{'game':18} {'n':>3} {'median/s':>9} {'min/s':>7}   " + "  ".join(f"{p:>11}" for p in PARTS)
              + "  other  clone µs")
    for row in rows:
        game, step = ROWS.get(row, (row, None))
        ruleset = registry.get(game)
        players = max(ruleset.min_players, min(args.players, ruleset.max_players))
        report = measure(game, players, args.decisions, args.seconds, args.seed, step)
        if args.json:
            print(json.dumps(report), flush=True)
        else:
            split = report["split_percent"]
            print(f"{report['game']:18} {report['decisions']:3} {report['median']:9} {report['minimum']:7}   "
                  + "  ".join(f"{split[p]:10.1f}%" for p in PARTS) + f"  {split['other']:4.1f}%"
                  + f"  {report['clone_us']:8.1f}", flush=True)
    host = host_speed()
    print(json.dumps({"host_msteps_end": host}) if args.json else f"host at the end: {host} M steps/s", flush=True)


if __name__ == "__main__":
    main()
