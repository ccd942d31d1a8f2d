"""Fit a search estimate to who goes on to win: the shared part of bench/*_estimate.py.

Each seat's chance is taken as its share of e**standing, where the standing is a weighted
sum of features counted for that seat (a conditional logit). `fit` finds the weights that
minimise the log loss of the games' winners by Newton's method; `log_loss` scores any way of
giving chances on positions kept apart. A position is whatever the game's features read
(All Hands: the hands; Privateer: the state), kept with the seats that won its game.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.profile import softmax_chances  # noqa: E402
from game.ai.seats import make_heuristic  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402

Features = Callable[[Any], list[dict[str, float]]]     # a position -> one feature dict per seat
Found = Sequence[tuple[Any, list[int]]]                # positions, each with its game's winners


def played_positions(game: str, games: int, seed: int, take: Callable[[Any, random.Random], Any]) -> list:
    """Positions of `games` four-seat games played by the rule of thumb (seeded), each with its game's
    winners: before every move `take(state, pick)` returns what to keep of the state, or None."""
    ruleset = registry.get(game)
    found = []
    for g in range(games):
        match = Match.new(ruleset, 4, seed=seed * 100000 + g)
        seats = [make_heuristic(game, random.Random(seed * 1000000 + g * 10 + s)) for s in range(4)]
        pick = random.Random(seed * 7 + g)
        kept = []
        while not match.is_over():
            pending = match.pending()
            decision = pending[0] if len(pending) == 1 else pick.choice(pending)
            position = take(match.state, pick)
            if position is not None:
                kept.append(position)
            match.submit(decision.seat, seats[decision.seat].choose(match.typed_view(decision.seat), decision))
        winners = match.result().winners
        found += [(position, list(winners)) for position in kept if winners]
    return found


def log_loss(found: Found, chances: Callable[[Any], list[float]]) -> float:
    """Mean log loss in nats of the chances given to each position's winners (a tie shares the win)."""
    total = 0.0
    for position, winners in found:
        p = chances(position)
        total -= sum(math.log(max(p[s], 1e-12)) for s in winners) / len(winners)
    return total / len(found)


def logit_chances(weights: dict[str, float], features: Features) -> Callable[[Any], list[float]]:
    def chances(position: Any) -> list[float]:
        return softmax_chances([sum(weights.get(k, 0.0) * v for k, v in row.items()) for row in features(position)],
                               1.0)
    return chances


def fit(found: Found, keys: Sequence[str], features: Features, steps: int = 12,
        ridge: float = 1e-3) -> dict[str, float]:
    """The weights of `keys` that minimise the log loss (Newton's method; a little ridge keeps it solvable)."""
    data = []
    for position, winners in found:
        rows = features(position)
        data.append(([[float(row.get(k, 0)) for k in keys] for row in rows],
                     [1.0 / len(winners) if s in winners else 0.0 for s in range(len(rows))]))
    n, w = len(keys), [0.0] * len(keys)
    for _ in range(steps):
        grad, hess = [0.0] * n, [[0.0] * n for _ in range(n)]
        for rows, wins in data:
            p = softmax_chances([sum(a * b for a, b in zip(w, x)) for x in rows], 1.0)
            mean = [sum(pi * x[j] for pi, x in zip(p, rows)) for j in range(n)]
            for y, pi, x in zip(wins, p, rows):
                dx = [x[j] - mean[j] for j in range(n)]
                for j in range(n):
                    grad[j] += (y - pi) * x[j]
                    for k in range(n):
                        hess[j][k] += pi * dx[j] * dx[k]
        m = len(data)
        system = [[hess[j][k] / m + (ridge if j == k else 0.0) for k in range(n)] + [grad[j] / m - ridge * w[j]]
                  for j in range(n)]
        w = [a + b for a, b in zip(w, _solve(system))]
    return dict(zip(keys, w))


def _solve(rows: list[list[float]]) -> list[float]:
    """Gauss-Jordan elimination of an augmented matrix."""
    n = len(rows)
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(rows[r][i]))
        rows[i], rows[pivot] = rows[pivot], rows[i]
        for r in range(n):
            if r != i:
                f = rows[r][i] / rows[i][i]
                rows[r] = [a - f * b for a, b in zip(rows[r], rows[i])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def print_weights(name: str, weights: dict[str, float]) -> None:
    """The weights as the captain's table, ready to paste."""
    print(f"{name} = {{" + ", ".join(f'"{k}": {v:.3g}' for k, v in weights.items()) + "}")


def main(doc: str, positions: Callable[[int, int], Found], features: Features, standing: dict[str, float],
         before: tuple[str, Callable[[Any], list[float]]], argv: list[str] | None = None) -> None:
    """A fitting script's command line: fit `standing`'s keys on `--games` games, print the weights and the
    log loss on `--test` other games of the fit, of the weights in the code, of the estimate `before` it
    and of even chances."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--test", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args(argv)
    train, held_out = positions(args.games, args.seed), positions(args.test, args.seed + 1)
    weights = fit(train, list(standing), features)
    print(f"{len(train)} positions from {args.games} games; {len(held_out)} from {args.test} others to test")
    print_weights("STANDING", weights)

    def even(position: Any) -> list[float]:
        seats = len(features(position))
        return [1 / seats] * seats

    rows = [("fitted", logit_chances(weights, features)), ("in the code", logit_chances(standing, features)),
            before, ("even chances", even)]
    for name, chances in rows:
        print(f"  log loss {log_loss(held_out, chances):.4f}  {name}")
