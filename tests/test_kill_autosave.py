"""kill -9 mid-game: the autosave always loads (every move replayed) and the game goes on.

bench/kill_autosave.py does this 30 times over the five games; here a few kills keep it honest."""


import pytest
from tests.bench_scripts import load

kill_autosave = load("kill_autosave")


@pytest.mark.slow
@pytest.mark.parametrize("game, wait", [("doubloons", 2.5), ("privateer", 3.0)])
def test_a_killed_game_resumes_from_its_autosave(game, wait):
    row = kill_autosave.one_kill(game, seed=11, wait=wait)
    assert row["killed_alive"] and row["saved"] and row["loaded"], row
    assert row["moves"] > 0 and row["temp_files"] <= 1
