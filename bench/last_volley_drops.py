"""How often do rule-of-thumb pirates drop under fire near the end of Loot Pirates, and whom do they aim at?

    python bench/last_volley_drops.py [--games 8000] [--seed 500000]

Plays rule-of-thumb games (four seats) and, at every volley near the end
(`near_the_end`: this volley or the next may share out the last of the booty)
where a pirate with gold has guns on him, counts whether he drops, by whether
this volley may share out the last of the booty, the guns on him (1, 2, 3 or
more), his black die and his lead over the richest other pirate (`lead_column`:
five or more behind, two to four behind, one behind or level, one ahead, two or
more ahead). Printed as the `NEAR_END_DROP` table of game/ai/loot_pirates.py,
which the rule of thumb reads to guess its rivals' fire in those volleys; a cell
seen fewer than 20 times takes the rate of its column and the next one towards
level pooled. Its aims near the end are counted by the same volleys and columns:
how often at the richest pirate but himself, the next richest or one poorer
(`gold_ranks`), its `NEAR_END_AIM_RANK` table (the aim's reckoning, `_last_aim`,
guesses its rivals' aims by it). The volleys away from the end are
counted by the guns and the black die alone: its `AWAY_DROP` table, which the
aim away from the end (`crowd_aims`) and the fire's weighing (`_weigh_fire`)
read. Measure again after changing how the rule of thumb fires, near the end
or away from it: the tables describe the rule of thumb.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.loot_pirates import LEAD_COLUMNS, LEVEL_COLUMN, gold_ranks, lead_column, near_the_end  # noqa: E402
from game.ai.seats import make_heuristic  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.rules.loot_pirates.combat import aimed_at, may_run_out  # noqa: E402
from game.rules.loot_pirates.data import DIE_SIDES  # noqa: E402

GAME = "loot_pirates"


def count_drops(games: int, seed: int) -> dict[tuple, Counter]:
    ruleset = registry.get(GAME)
    seen: dict[tuple, Counter] = {}
    for g in range(games):
        match = Match.new(ruleset, 4, seed=seed + g)
        seats = [make_heuristic(GAME, random.Random((seed + g) * 10 + s)) for s in range(4)]
        order = random.Random(seed + g)
        while not match.is_over():
            pending = match.pending()
            decision = pending[0] if len(pending) == 1 else order.choice(pending)
            view = match.typed_view(decision.seat)
            action = seats[decision.seat].choose(view, decision)
            me = decision.seat
            if decision.step == "aim" and near_the_end(view) and view.gold[me] > 0:
                key = ("aim", may_run_out(view.players, view.booty), lead_column(view.gold, me))
                rank = next(r for r, group in enumerate(gold_ranks(view.gold, me)) if action["target"] in group)
                seen.setdefault(key, Counter())[rank] += 1
            if decision.step == "fire" and "raise" in decision.kinds() and view.gold[me] > 0:
                guns = len(aimed_at(view.aims, me))
                if guns:
                    if near_the_end(view):
                        column = lead_column(view.gold, me)
                        key = (may_run_out(view.players, view.booty), min(guns, 3), view.dice[me][1], column)
                    else:
                        key = ("away", min(guns, 3), view.dice[me][1])
                    seen.setdefault(key, Counter())[action.kind == "drop"] += 1
            match.submit(decision.seat, action)
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=500000)
    args = parser.parse_args()
    seen = count_drops(args.games, args.seed)

    def rate(final: bool, guns: int, black: int, column: int) -> float:
        counts: Counter = Counter()
        while True:
            counts += seen.get((final, guns, black, column), Counter())
            if counts.total() >= 20 or column == LEVEL_COLUMN:
                return round(counts[True] / counts.total(), 2) if counts.total() else 0.0
            column += 1 if column < LEVEL_COLUMN else -1

    print("NEAR_END_DROP = (")
    for final in (False, True):
        print(f"    (   # {'the last volley' if final else 'the volley before the last'}")
        for guns in (1, 2, 3):
            sizes = [sum(seen.get((final, guns, b, k), Counter()).total() for k in range(LEAD_COLUMNS))
                     for b in range(1, DIE_SIDES + 1)]
            print(f"        (   # {guns} gun(s), volleys per black die 1-6: {sizes}")
            for b in range(1, DIE_SIDES + 1):
                print(f"            {tuple(rate(final, guns, b, k) for k in range(LEAD_COLUMNS))},")
            print("        ),")
        print("    ),")
    print(")")
    print("NEAR_END_AIM_RANK = (")
    for final in (False, True):
        print(f"    (   # {'the last volley' if final else 'the volley before the last'}: aims per column "
              f"{[seen.get(('aim', final, k), Counter()).total() for k in range(LEAD_COLUMNS)]}")
        for k in range(LEAD_COLUMNS):
            cell = seen.get(("aim", final, k), Counter())
            print(f"        {tuple(round(cell[r] / max(1, cell.total()), 2) for r in range(3))},")
        print("    ),")
    print(")")
    rows = []
    for guns in (1, 2, 3):
        counts = [seen.get(("away", guns, b), Counter()) for b in range(1, DIE_SIDES + 1)]
        rows.append(tuple(round(c[True] / max(1, c.total()), 2) for c in counts))
        sizes = [c.total() for c in counts]
        print(f"# away from the end, {guns} gun(s): volleys per black die {sizes}")
    print(f"AWAY_DROP = {tuple(rows)}")


if __name__ == "__main__":
    main()
