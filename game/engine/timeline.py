"""Any position of a recorded game, rebuilt by replaying its log.

Undo and replays stand on this: the log is the truth (as in `savefile`), so undo is
the log minus the undone moves, replayed, and a replay's step back replays from the
nearest checkpoint. Nothing here is saved; checkpoints live only in memory.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.match import Match

CHECKPOINT_EVERY = 32     # moves between kept states: stepping back replays at most this many


def start_of(match: Match) -> Match:
    """The same game before its first move (same seed, names, options, scenario)."""
    if match.setup_state is not None:
        return Match.from_position(match.ruleset, match.setup_state, match.seed, match.names, match.options)
    return Match.new(match.ruleset, match.players, match.options, match.seed, match.names)


def replayed(match: Match, moves: int) -> Match:
    """`match` as it stood after its first `moves` moves: a fresh match, the log replayed."""
    earlier = start_of(match)
    for seat, action in match.log[:moves]:
        earlier.submit(seat, action)
    return earlier


class Timeline:
    """Every position of one game, for stepping forward and back (a replay).

    Built by one full replay that notes how many events each move had made and keeps a copy
    of the state every CHECKPOINT_EVERY moves; `at(k)` starts from the checkpoint below k.
    """

    def __init__(self, match: Match) -> None:
        self.source = match
        self.log = list(match.log)
        runner = start_of(match)
        self.events = list(runner.events)
        self.event_counts = [len(runner.events)]
        self._checkpoints: dict[int, tuple[Any, Any]] = {0: (runner.state.clone(), runner.rng.getstate())}
        for number, (seat, action) in enumerate(self.log, start=1):
            self.events += runner.submit(seat, action)
            self.event_counts.append(len(self.events))
            if number % CHECKPOINT_EVERY == 0:
                self._checkpoints[number] = (runner.state.clone(), runner.rng.getstate())
        self.final = runner

    def __len__(self) -> int:
        return len(self.log)

    def at(self, moves: int) -> Match:
        """A match standing after `moves` moves, with the log and events up to there."""
        moves = max(0, min(moves, len(self.log)))
        base = max(k for k in self._checkpoints if k <= moves)
        state, rng_state = self._checkpoints[base]
        rng = random.Random()
        rng.setstate(rng_state)
        src = self.source
        match = Match(src.ruleset, src.players, src.options, src.seed, src.names, state.clone(), rng,
                      log=self.log[:base], events=self.events[:self.event_counts[base]],
                      setup_state=src.setup_state)
        for seat, action in self.log[base:moves]:
            match.submit(seat, action)
        return match


def standings_over(match: Match, most: int = 160) -> list[tuple[int, ...]]:
    """Each seat's standing (`Ruleset.standings`) from the deal to the end, one point per move
    thinned to at most `most` points (the first and the last kept): the end-of-game chart. Empty
    when the game keeps no running score."""
    ruleset = match.ruleset
    runner = start_of(match)
    first = ruleset.standings(runner.state)
    if first is None:
        return []
    points = [first]
    for seat, action in match.log:
        runner.submit(seat, action)
        points.append(ruleset.standings(runner.state))
    if len(points) > most:
        step = (len(points) - 1) / (most - 1)
        points = [points[round(i * step)] for i in range(most)]
    return points

