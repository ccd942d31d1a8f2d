"""Fit the Loot Pirates search's estimate to who goes on to win rule-of-thumb games.

    python bench/loot_pirates_estimate.py [--games 6000] [--test 3000] [--seed 2]

(The weights in the code were fitted with `--games 3000 --test 1500`.)

Plays rule-of-thumb games (four pirates) and keeps one position in ten, at any step of a
round (aim, parley, fire), as the search's rollouts stop anywhere, with the game's winners.
Each seat's standing is a weighted sum of what `standing_features` counts for it, its chance
its share of e**standing (bench/standing_fit.py). Prints the weights as the `STANDING` table of
game/ai/loot_pirates.py and the log loss, on games kept apart, of the fitted weights, of the
weights in the code, of the estimate the fit replaced (the gold alone, a lead worth more as
the booty runs out: `chances`) and of even chances. Fit again after changing how the rule of
thumb plays: the weights describe its games.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.loot_pirates import STANDING, chances, standing_features  # noqa: E402
import standing_fit  # noqa: E402

GAME = "loot_pirates"
KEPT = 0.1          # the share of positions kept (about 14 a game)


def positions(games: int, seed: int) -> list[tuple[Any, list[int]]]:
    return standing_fit.played_positions(
        GAME, games, seed, lambda state, pick: state.clone() if pick.random() < KEPT else None)


def gold_alone(state: Any) -> list[float]:
    """The estimate the fit replaced (still the rule of thumb's reckoning of places near the end)."""
    return chances(state.gold, state.booty, state.reserve)


def main(argv: list[str] | None = None) -> None:
    standing_fit.main(__doc__, positions, standing_features, STANDING, ("gold alone", gold_alone), argv)


if __name__ == "__main__":
    main()
