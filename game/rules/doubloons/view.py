"""What one Doubloons seat may know: its hand, the open table, its own pending choice and answers."""

from __future__ import annotations

from typing import Any

from game.engine.lens import TurnKeys, key
from game.engine.steps import ReactionWindowLens
from game.rules.doubloons import data as D
from game.rules.doubloons import targets as T
from game.rules.doubloons.state import DState


def public_effect(effect: dict[str, Any] | None) -> dict[str, Any] | None:
    if effect is None:
        return None
    shown = {k: v for k, v in effect.items() if k not in ("picks", "todo")}
    shown["picks"] = [list(p) for p in effect["picks"]]
    shown["todo"] = list(effect["todo"])
    return shown


class DoubloonsLens(TurnKeys, ReactionWindowLens):
    state: DState
    game_name = "doubloons"

    def _mine(self) -> bool:
        choice = self.state.choice
        return choice is not None and (self.observer or choice["seat"] == self.seat_no)

    @key
    def target(self) -> int:
        return D.TARGET

    @key
    def deck(self) -> int:
        return len(self.state.deck)

    @key
    def limit(self) -> int:
        return D.PLAYS_PER_TURN + self.state.bonus

    @key
    def crews(self) -> list[list[int]]:
        return [list(c) for c in self.state.crews]

    @key
    def disabled(self) -> list[list[int]]:
        return [[p, by] for p, by in sorted(self.state.disabled.items())]

    @key
    def costs(self) -> list[list[int]]:
        state = self.state
        looker = state.turn if self.observer else self.seat_no
        priced = [p for p in state.market if p is not None] + [p for crew in state.crews for p in crew]
        return [[p, c] for p, c in zip(priced, T.costs(state, looker, priced))]

    @key
    def pirate_deck(self) -> int:
        return len(self.state.pirate_deck)

    @key
    def barter(self) -> list[list[int]]:
        return [[p, d] for p, d in sorted(self.state.barter.items())]

    @key
    def protect(self) -> list[Any]:
        return list(self.state.protect)

    @key
    def effect(self) -> dict[str, Any] | None:
        return public_effect(self.state.effect)

    @key
    def chain(self) -> list[list[Any]]:
        return [list(c) for c in self.state.chain]

    @key
    def window_open(self) -> bool:
        return self.state.window is not None

    @key
    def choice(self) -> dict[str, Any] | None:
        return dict(self.state.choice) if self._mine() else None

    @key
    def choosing(self) -> list[Any] | None:
        choice = self.state.choice
        return [choice["seat"], choice["kind"]] if choice else None

    @key
    def looking(self) -> list[int] | None:
        state = self.state
        return list(state.looking) if self._mine() or (self.observer and state.looking) else None

    @key
    def looking_size(self) -> int:
        return len(self.state.looking)

    @key
    def looking_pirates(self) -> list[int] | None:
        return list(self.state.looking_pirates) if self._mine() else None

    @key
    def looking_pirates_size(self) -> int:
        return len(self.state.looking_pirates)



DoubloonsLens.open_keys("players", "first", "turn", "round", "step", "coins", "bank", "discard", "played", "plays",
                        "bonus", "market", "pirate_discard", "used", "stede_copied", "history", "winners")

# The typed view (game/engine/view.py): a dataclass with slots made from the keys above.
DoubloonsView = DoubloonsLens.view_type()
