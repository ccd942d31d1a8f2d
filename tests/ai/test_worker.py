"""Captains think in a worker process: the same moves as on a thread, and the app can quit at once."""

from __future__ import annotations

import time

import pytest

from game.ai.search_seat import BUDGET_OVERRIDE
from game.ai.worker import ProcessWorker, ThreadWorker
from game.engine import Match, registry


def play(worker, game: str, seats: dict[int, str], players: int, moves: int) -> list:
    """Let the worker's captains play every seat for `moves` moves; the log of what they chose."""
    match = Match.new(registry.get(game), players, seed=5)
    for seat, word in seats.items():
        worker.add_seat(seat, word, game, 1000 + seat)
    try:
        while not match.is_over() and len(match.log) < moves:
            decision = match.pending()[0]
            worker.ask(decision.seat, match.view(decision.seat), decision, True)
            seat, asked, action = worker.results.get(timeout=60)
            assert (seat, asked) == (decision.seat, decision)
            match.submit(seat, action)
    finally:
        worker.stop()
    return match.log


@pytest.mark.parametrize("game", ["loot_pirates", "doubloons"])
def test_a_captain_plays_the_same_moves_in_a_process_as_on_a_thread(game, monkeypatch):
    """Iterations, not seconds, bound the search here, so the moves must match exactly;
    the Hard seat's second tree runs in the helper process on one side and on the same core on the other."""
    monkeypatch.setenv(BUDGET_OVERRIDE, "60,40")
    seats = {0: "ai:hard", 1: "ai:normal", 2: "ai:easy"}
    on_thread = play(ThreadWorker(), game, seats, 3, 30)
    in_process = play(ProcessWorker(), game, seats, 3, 30)
    assert len(on_thread) == 30
    assert in_process == on_thread


def test_the_process_worker_stops_at_once_even_mid_search(monkeypatch):
    monkeypatch.setenv(BUDGET_OVERRIDE, "30,1000000")      # a search that would go on for half a minute
    worker = ProcessWorker()
    match = Match.new(registry.get("doubloons"), 3, seed=2)
    worker.add_seat(0, "ai:hard", "doubloons", 1)
    decision = match.pending()[0]
    worker.ask(0, match.view(0), decision, True)
    time.sleep(1.5)                                       # well into the search, on both processes
    start = time.perf_counter()
    worker.stop()
    assert time.perf_counter() - start < 1.5
    assert not any(p.is_alive() for p in worker._processes)
