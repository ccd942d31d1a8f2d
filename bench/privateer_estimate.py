"""Fit the Privateer search's estimate to who goes on to win rule-of-thumb battles.

    python bench/privateer_estimate.py [--games 6000] [--test 3000] [--seed 2]

Plays rule-of-thumb battles (four seats, the basic rules) and keeps one position in ten
while the fleets fight (dice rolled, dice spent, a boarding decided), as the search's
rollouts stop there, with the battle's winners. Each seat's standing is a weighted sum of
what `standing_features` counts for it, its chance its share of e**standing (bench/standing_fit.py).
Prints the weights as the `STANDING` table of game/ai/privateer.py and the log loss, on
battles kept apart, of the fitted weights, of the weights in the code, of the estimate the
fit replaced (gold and a doubloon a ship at sea) and of even chances. Fit again after
changing how the rule of thumb plays: the weights describe its battles.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.privateer import STANDING, standing_features  # noqa: E402
from game.ai.profile import softmax_chances  # noqa: E402
import standing_fit  # noqa: E402

GAME = "privateer"
KEPT = 0.1          # the share of fighting positions kept (about five a battle)
FIGHTING = ("dice", "spend", "board")


def positions(games: int, seed: int) -> list[tuple[Any, list[int]]]:
    def take(state: Any, pick: random.Random) -> Any:
        return state.clone() if state.phase in FIGHTING and pick.random() < KEPT else None

    return standing_fit.played_positions(GAME, games, seed, take)


def gold_and_ships(state: Any) -> list[float]:
    """The estimate the fit replaced: gold and a doubloon a ship at sea, a lead of 2.5 worth e : 1."""
    worth = [float(g) for g in state.gold]
    for slot, colour in enumerate(state.fleets):
        worth[state.owner[slot]] += sum(1 for s in state.fleet_ships(colour) if s not in state.grudge)
    return softmax_chances(worth, 2.5)


def main(argv: list[str] | None = None) -> None:
    standing_fit.main(__doc__, positions, standing_features, STANDING, ("gold and ships", gold_and_ships), argv)


if __name__ == "__main__":
    main()
