"""Fit the All Hands search's estimate to who goes on to win rule-of-thumb games.

    python bench/all_hands_estimate.py [--games 6000] [--test 3000] [--seed 2]

Plays rule-of-thumb games (four seats, the short game) and keeps one position in
twenty, as the search's rollouts stop anywhere in a game, with the game's winner.
Each seat's chance is taken as its share of e**standing, where the standing is a
weighted sum of what `standing_features` counts in its hand (a conditional logit,
fitted by Newton's method on the log loss). Prints the weights as the `STANDING`
table of game/ai/all_hands.py and the log loss, on games kept apart, of the fitted
weights, of the weights in the code, of the distance alone and of even chances.
Fit again after changing how the rule of thumb plays: the weights describe its games.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.all_hands import STANDING, standing_features  # noqa: E402
from game.ai.profile import softmax_chances  # noqa: E402
from game.ai.seats import make_heuristic  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.rules.all_hands.hands import distance  # noqa: E402

GAME = "all_hands"
KEPT = 0.05     # the share of positions kept (one a turn or so: positions of one game are alike)

Position = tuple[list[list[int]], list[int]]    # the hands, and the game's winners


def positions(games: int, seed: int) -> list[Position]:
    ruleset = registry.get(GAME)
    found: list[Position] = []
    for g in range(games):
        match = Match.new(ruleset, 4, seed=seed * 100000 + g)
        seats = [make_heuristic(GAME, random.Random(seed * 1000000 + g * 10 + s)) for s in range(4)]
        pick = random.Random(seed * 7 + g)
        hands = []
        while not match.is_over():
            pending = match.pending()
            decision = pending[0] if len(pending) == 1 else pick.choice(pending)
            if pick.random() < KEPT:
                hands.append([list(h) for h in match.state.hands])
            match.submit(decision.seat, seats[decision.seat].choose(match.typed_view(decision.seat), decision))
        winners = match.result().winners
        found += [(h, list(winners)) for h in hands if winners]
    return found


def log_loss(found: Sequence[Position], chances: Callable[[list[list[int]]], list[float]]) -> float:
    """Mean log loss in nats of the chances given to each position's winners (a tie shares the win)."""
    total = 0.0
    for hands, winners in found:
        p = chances(hands)
        total -= sum(math.log(max(p[s], 1e-12)) for s in winners) / len(winners)
    return total / len(found)


def logit_chances(weights: dict[str, float]) -> Callable[[list[list[int]]], list[float]]:
    def chances(hands: list[list[int]]) -> list[float]:
        return softmax_chances([sum(weights.get(k, 0.0) * v for k, v in standing_features(h).items())
                                for h in hands], 1.0)
    return chances


def fit(found: Sequence[Position], keys: Sequence[str], steps: int = 12, ridge: float = 1e-3) -> dict[str, float]:
    """The weights of `keys` that minimise the log loss (Newton's method; a little ridge keeps it solvable)."""
    data = [([[float(standing_features(h).get(k, 0)) for k in keys] for h in hands],
             [1.0 / len(winners) if s in winners else 0.0 for s in range(len(hands))]) for hands, winners in found]
    n, w = len(keys), [0.0] * len(keys)
    for _ in range(steps):
        grad, hess = [0.0] * n, [[0.0] * n for _ in range(n)]
        for rows, wins in data:
            worth = [sum(a * b for a, b in zip(w, x)) for x in rows]
            top = max(worth)
            e = [math.exp(v - top) for v in worth]
            p = [x / sum(e) for x in e]
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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--test", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args(argv)
    train, held_out = positions(args.games, args.seed), positions(args.test, args.seed + 1)
    weights = fit(train, list(STANDING))
    print(f"{len(train)} positions from {args.games} games; {len(held_out)} from {args.test} others to test")
    print("STANDING = {" + ", ".join(f'"{k}": {v:.3g}' for k, v in weights.items()) + "}")
    rows = [("fitted", logit_chances(weights)), ("in the code", logit_chances(STANDING)),
            ("distance alone", lambda hands: softmax_chances([-distance(h) for h in hands], 1.2)),
            ("even chances", lambda hands: [1 / len(hands)] * len(hands))]
    for name, chances in rows:
        print(f"  log loss {log_loss(held_out, chances):.4f}  {name}")



if __name__ == "__main__":
    main()
