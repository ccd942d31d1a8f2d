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

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.all_hands import STANDING, standing_features  # noqa: E402
from game.ai.profile import softmax_chances  # noqa: E402
from game.rules.all_hands.hands import distance  # noqa: E402
import standing_fit  # noqa: E402

GAME = "all_hands"
KEPT = 0.05     # the share of positions kept (one a turn or so: positions of one game are alike)

Position = tuple[list[list[int]], list[int]]    # the hands, and the game's winners


def positions(games: int, seed: int) -> list[Position]:
    return standing_fit.played_positions(
        GAME, games, seed, lambda state, pick: [list(h) for h in state.hands] if pick.random() < KEPT else None)


def hand_features(hands: list[list[int]]) -> list[dict[str, float]]:
    return [standing_features(h) for h in hands]


def main(argv: list[str] | None = None) -> None:
    standing_fit.main(__doc__, positions, hand_features, STANDING,
                      ("distance alone", lambda hands: softmax_chances([-distance(h) for h in hands], 1.2)), argv)


if __name__ == "__main__":
    main()
