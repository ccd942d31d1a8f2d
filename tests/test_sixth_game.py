"""A sixth game is one folder and one registration: tests/sixth_game, named once, is picked up by
the command line, simulate, the captains, the rules contract and the setup screen."""

from __future__ import annotations

import os
import random
import subprocess
import sys

from game.engine import Match, plugins, registry

ENV = {**os.environ, plugins.EXTRA_VARIABLE: "tests.sixth_game.plugin"}


def run_cli(*args: str) -> str:
    out = subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=ENV,
                         check=True, timeout=120)
    return out.stdout


def test_the_command_line_lists_and_simulates_a_game_named_in_the_environment():
    assert "plunder  Plunder (test only), 2-4 players." in run_cli("games")
    report = run_cli("simulate", "plunder", "--games", "2", "--seats", "ai:normal,ai:easy,random", "--seed", "3")
    assert "2/2 games finished, 0 errors" in report


def test_without_its_registration_the_game_is_unknown():
    assert "plunder" not in registry.names()


def test_the_built_in_games_are_found_by_their_plugins_in_order():
    assert [p.name for p in plugins.discover()] == ["loot_pirates", "all_hands", "privateer", "doubloons",
                                                    "stolen_treasure"]


def test_the_captains_search_it_from_a_seats_view(sixth_game):
    from game.ai.search_seat import SearchSeat
    from game.ai.seats import make_seat

    seat = make_seat("ai:normal", sixth_game, random.Random(1))
    assert isinstance(seat, SearchSeat)
    match = Match.new(registry.get(sixth_game), 3, seed=5)
    while not match.is_over():
        decision = match.pending()[0]
        match.submit(decision.seat, seat.choose(match.view(decision.seat), decision))
    assert sum(match.result().scores) == 78            # every chest banked: 1 + 2 + ... + 12


def test_it_keeps_the_rules_contract(sixth_game):
    from tests.rules import test_contract_properties as contract
    from tests.rules import test_hidden_information as hidden

    contract.test_random_games_end_and_reject_illegal_moves_untouched(sixth_game)
    contract.test_save_load_continue_equals_an_uninterrupted_game(sixth_game)
    contract.test_state_clone_is_independent(sixth_game)
    hidden.test_a_seat_sees_the_same_table_whatever_it_cannot_see(sixth_game)
