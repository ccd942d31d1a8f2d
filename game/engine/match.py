"""A running game: the ruleset, its state, the seeded RNG and the action log.

`submit` is the only way the state changes. Everything a seat may know comes
from `view(seat)`; the UI and the AI read nothing else.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from game.engine.errors import IllegalAction
from game.engine.ruleset import GameState, Result, Ruleset
from game.engine.values import Action, Decision, Event
from game.engine.view import View


def default_names(players: int) -> list[str]:
    return [f"Seat {i + 1}" for i in range(players)]


def new_seed() -> int:
    return random.SystemRandom().randrange(2**31)


class Match:
    """One game in progress. Build it with `Match.new(...)`; load one with `game.engine.savefile`."""

    def __init__(self, ruleset: Ruleset, players: int, options: Mapping[str, Any], seed: int,
                 names: list[str], state: GameState, rng: random.Random,
                 log: list[tuple[int, Action]] | None = None, events: list[Event] | None = None,
                 setup_state: dict[str, Any] | None = None) -> None:
        self.ruleset = ruleset
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.names = list(names)
        self.state = state
        self.rng = rng
        self.log: list[tuple[int, Action]] = list(log or [])
        self.events: list[Event] = list(events or [])
        self.setup_state = setup_state  # a scenario's starting position, if not dealt from the seed
        self._pending: tuple[int, int, list[Decision]] | None = None

    @classmethod
    def new(cls, ruleset: Ruleset, players: int, options: Mapping[str, Any] | None = None,
            seed: int | None = None, names: list[str] | None = None) -> "Match":
        ruleset.check_players(players)
        resolved = ruleset.resolve_options(options)
        seed = new_seed() if seed is None else int(seed)
        names = list(names) if names else default_names(players)
        if len(names) != players:
            raise ValueError(f"{players} players need {players} names, got {len(names)}")
        rng = random.Random(seed)
        state, events = ruleset.setup(players, resolved, rng)
        return cls(ruleset, players, resolved, seed, names, state, rng, events=events)

    @classmethod
    def from_position(cls, ruleset: Ruleset, state_json: Mapping[str, Any], seed: int,
                      names: list[str] | None = None, options: Mapping[str, Any] | None = None) -> "Match":
        """A scenario: start from a given position instead of a fresh deal."""
        state = ruleset.state_from_json(state_json)
        players = state.players  # type: ignore[attr-defined]
        return cls(ruleset, players, ruleset.resolve_options(options), seed,
                   list(names) if names else default_names(players), state,
                   random.Random(seed), setup_state=dict(state_json))

    # ---- asking ------------------------------------------------------------
    def pending(self) -> list[Decision]:
        """Open decisions, computed once per position (the state only changes in `submit`)."""
        key = (len(self.log), id(self.state))
        if self._pending is None or self._pending[:2] != key:
            self._pending = (*key, self.ruleset.pending(self.state))
        return list(self._pending[2])

    def decision_for(self, seat: int) -> Decision | None:
        for d in self.pending():
            if d.seat == seat:
                return d
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.ruleset.view(self.state, seat)

    def typed_view(self, seat: int | None) -> View:
        return self.ruleset.typed_view(self.state, seat)

    def events_for(self, seat: int | None, since: int = 0) -> list[Event]:
        return [e for e in self.events[since:] if e.visible(seat)]

    def is_over(self) -> bool:
        return self.ruleset.is_over(self.state)

    def result(self) -> Result | None:
        return self.ruleset.result(self.state) if self.is_over() else None

    # ---- acting ------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Play `action` for `seat`, or raise IllegalAction leaving everything untouched."""
        self._check(seat, action)
        events = self.ruleset.apply(self.state, seat, action, self.rng)
        self.log.append((seat, action))
        self.events.extend(events)
        return events

    def _check(self, seat: int, action: Action) -> None:
        name = self.names[seat] if isinstance(seat, int) and 0 <= seat < self.players else f"seat {seat}"
        if self.is_over():
            raise IllegalAction("The game is over; no more moves can be made.")
        decisions = self.pending()
        mine = next((d for d in decisions if d.seat == seat), None)
        if mine is None:
            waiting = ", ".join(self.names[d.seat] for d in decisions) or "nobody"
            raise IllegalAction(f"It is not {name}'s turn to act; waiting for {waiting}.")
        if not isinstance(action, Action):
            raise IllegalAction(f"{name} must choose one of the offered moves.")
        if mine.allows(action):
            return
        try:  # a malformed action (missing or odd arguments) must still get a sentence, not a crash
            why = self.ruleset.explain_illegal(self.state, seat, action)
        except (KeyError, TypeError, ValueError, IndexError):
            why = None
        if why:
            raise IllegalAction(why)
        if action.kind not in mine.kinds():
            allowed = ", ".join(mine.kinds())
            raise IllegalAction(f"{name} cannot {action.kind} now; the choices are: {allowed}.")
        try:
            words = self.ruleset.describe_action(action, self.names)
        except (KeyError, TypeError, ValueError, IndexError):
            words = str(action)
        raise IllegalAction(f"{name} cannot do that: {words} is not allowed now.")

    # ---- copies ------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """Position plus RNG state: equal snapshots mean equal futures."""
        version, internal, gauss = self.rng.getstate()
        return {"state": self.state.to_json(), "rng": [version, list(internal), gauss]}

    def restore_rng(self, data: list[Any]) -> None:
        version, internal, gauss = data
        self.rng.setstate((version, tuple(internal), gauss))
