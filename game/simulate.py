"""Headless games between AI seats: the engine benchmark and the AI's proving ground."""

from __future__ import annotations

import random
import time
from typing import Any, Mapping

from game.ai.seats import make_seat
from game.engine.match import Match
from game.engine.ruleset import Ruleset

MAX_ACTIONS_PER_GAME = 100_000  # a game still running after this many moves counts as stuck


def play_out(match: Match, seats: list[Any], max_actions: int = MAX_ACTIONS_PER_GAME,
             order: random.Random | None = None) -> int:
    """Ask seats with an open decision until the game ends. Returns the moves made.

    One move at a time, re-reading the open decisions after each (a move may
    change what the others can do); when several seats may move at once, which
    goes first is drawn from `order`, so no seat is always first.
    """
    order = order or random.Random(match.seed)
    moves = 0
    while not match.is_over():
        decisions = match.pending()
        if not decisions:
            raise RuntimeError("the game is not over but nobody has a decision to make")
        decision = decisions[0] if len(decisions) == 1 else order.choice(decisions)
        action = seats[decision.seat].choose(match.view(decision.seat), decision)
        match.submit(decision.seat, action)
        moves += 1
        if moves > max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} moves")
    return moves


def simulate(ruleset: Ruleset, games: int, players: int, seat_words: list[str], seed: int = 1,
             options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Play `games` games; report what the design's `simulate --json` promises."""
    ruleset.check_players(players)
    options = ruleset.resolve_options(options)
    wins = [0] * players
    finished = errors = total_moves = 0
    first_error = None
    start = time.perf_counter()
    for number in range(games):
        game_seed = seed * 1_000_003 + number
        seats = [make_seat(word, ruleset.name, random.Random(game_seed * 31 + s))
                 for s, word in enumerate(seat_words)]
        try:
            match = Match.new(ruleset, players, options, seed=game_seed)
            # Simultaneous decisions come back in seat order; later ones see a fresher view.
            total_moves += play_out(match, seats)
        except Exception as exc:  # a crash is a result here: count it, keep going
            errors += 1
            first_error = first_error or f"game {number} (seed {game_seed}): {type(exc).__name__}: {exc}"
            continue
        finished += 1
        for w in match.result().winners:
            wins[w] += 1
    seconds = time.perf_counter() - start
    report = {
        "game": ruleset.name, "players": players, "seats": seat_words, "games": games,
        "finished": finished, "errors": errors, "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "mean_actions": round(total_moves / finished, 1) if finished else 0,
        "wins_by_seat": wins, "seed": seed, "options": options,
    }
    if first_error:
        report["first_error"] = first_error
    return report
