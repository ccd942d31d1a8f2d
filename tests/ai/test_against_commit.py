"""bench/against_commit.py plays an earlier commit's captains in a child process fed every move: a
commit whose captains are this checkout's must play exactly the game this checkout plays alone."""

import random
import shutil

from game.ai.seats import make_heuristic
from game.engine import Match, registry
from game.simulate import play_out
from tests.bench_scripts import BENCH, load

against_commit = load("against_commit")
ai_strength = load("ai_strength")


def test_the_same_captains_in_the_child_play_the_same_game(tmp_path):
    for folder in ("game", "levels"):       # this checkout, as `export` would write a commit
        shutil.copytree(BENCH.parent / folder, tmp_path / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.c"))
    game, players, seed = "stolen_treasure", 4, 3
    rival = against_commit.Rival(str(tmp_path))
    try:
        for number, reverse in ((1, False), (2, True)):       # one child, game after game
            match = against_commit.played(str(tmp_path), game, players, "heuristic", number, seed, reverse, rival)
            game_seed, _, seat_seeds = ai_strength.deal(seed, number, players)
            alone = Match.new(registry.get(game), players, seed=game_seed)
            play_out(alone, [make_heuristic(game, random.Random(r), "normal") for r in seat_seeds])
            assert match.is_over() and match.log == alone.log
    finally:
        rival.close()
