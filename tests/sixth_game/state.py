"""Plunder's state: a deck, a hand per seat, the chests each seat has banked (face up)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(slots=True)
class PlunderState:
    players: int
    deck: list[int]
    hands: list[list[int]]
    banked: list[list[int]] = field(default_factory=list)
    turn: int = 0

    def clone(self) -> "PlunderState":
        return PlunderState(self.players, list(self.deck), [list(h) for h in self.hands],
                            [list(b) for b in self.banked], self.turn)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "deck": list(self.deck), "hands": [list(h) for h in self.hands],
                "banked": [list(b) for b in self.banked], "turn": self.turn}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "PlunderState":
        return cls(d["players"], list(d["deck"]), [list(h) for h in d["hands"]], [list(b) for b in d["banked"]],
                   d["turn"])

    def gold(self) -> list[int]:
        return [sum(b) for b in self.banked]
