"""The command line contract of DESIGN.md: games, simulate, and one-line exit-2 errors."""

import json
import subprocess
import sys

import pytest

from game.cli import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True)


def test_games_lists_each_game_with_players_and_options(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "loot_pirates" in out and "3-10 players" in out and "--set shootout" in out
    assert main(["games", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    lp = next(r for r in rows if r["game"] == "loot_pirates")
    assert lp["min_players"] == 3 and lp["max_players"] == 10
    assert {o["name"] for o in lp["options"]} >= {"booty", "d6_start", "shootout"}


def test_simulate_json_reports_what_the_design_promises(capsys):
    assert main(["simulate", "loot_pirates", "--players", "4", "--games", "5", "--seed", "3", "--json",
                 "--set", "booty=20", "--set", "shootout=on"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in ("game", "players", "games", "finished", "errors", "seconds", "games_per_second",
                "mean_actions", "wins_by_seat"):
        assert key in report
    assert report["finished"] == 5 and report["errors"] == 0 and len(report["wins_by_seat"]) == 4
    assert report["options"]["booty"] == 20 and report["options"]["shootout"] is True


def test_simulate_is_repeatable_with_a_seed(capsys):
    args = ["simulate", "loot_pirates", "--players", "5", "--games", "4", "--seed", "9", "--json",
            "--seats", "ai:easy,random,ai:normal,random,ai:hard"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["wins_by_seat"] == second["wins_by_seat"] and first["mean_actions"] == second["mean_actions"]


@pytest.mark.parametrize("args, message", [
    (["simulate", "chess", "--games", "2"], "unknown game 'chess'"),
    (["simulate", "loot_pirates", "--games", "2", "--players", "2"], "takes 3 to 10 players, not 2"),
    (["simulate", "loot_pirates", "--games", "2", "--set", "booty=lots"], "expects a whole number, not 'lots'"),
    (["simulate", "loot_pirates", "--games", "2", "--set", "colour=red"], "has no option 'colour'"),
    (["simulate", "loot_pirates", "--games", "2", "--set", "booty"], "--set expects KEY=VALUE"),
    (["simulate", "loot_pirates", "--games", "2", "--seats", "ai:genius"], "unknown seat 'ai:genius'"),
    (["simulate", "loot_pirates", "--games", "2", "--players", "4", "--seats", "random,random"],
     "names 2 seats but the game has 4 players"),
    (["simulate", "loot_pirates", "--games", "0"], "--games must be at least 1"),
    (["simulate", "loot_pirates", "--games", "2", "--seats", "human"], "no seat can be human"),
    (["simulate", "loot_pirates", "--games", "many"], "invalid int value"),
    (["simulate", "loot_pirates"], "--games"),
    (["frobnicate"], "invalid choice"),
    (["simulate", "--games", "2"], "name the game"),
    (["play", "--players", "4"], "name the game"),
    (["simulate", "loot_pirates", "--game", "doubloons", "--games", "2"], "two games named"),
    (["simulate", "--game", "chess", "--games", "2"], "unknown game 'chess'"),
])
def test_bad_input_exits_2_with_one_line(capsys, args, message):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err and err.startswith("pirate-table: error:")


def test_the_game_may_also_be_named_with_game_as_the_benchmarks_name_it(capsys):
    """`--game G` once read as `--games G` ("invalid int value: 'doubloons'")."""
    assert main(["simulate", "--game", "doubloons", "--games", "2", "--seed", "1", "--json"]) == 0
    flagged = json.loads(capsys.readouterr().out)
    assert main(["simulate", "doubloons", "--games", "2", "--seed", "1", "--json"]) == 0
    named = json.loads(capsys.readouterr().out)
    assert flagged["game"] == "doubloons" and flagged["wins_by_seat"] == named["wins_by_seat"]


def test_module_entry_point_runs():
    done = run("simulate", "loot_pirates", "--games", "2", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["finished"] == 2
    bad = run("simulate", "nope", "--games", "1")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
