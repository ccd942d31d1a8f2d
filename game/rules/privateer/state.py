"""The position of a Privateer battle. Mutable, cloned by hand for search.

Ships are ids: fleet f owns ids 3f, 3f+1, 3f+2; MERCHANT is the white merchant.
A ship's hex is None while it waits in the shipyard.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MERCHANT = 18          # after the 6 fleets x 3 ships


def fleet_of(ship: int) -> int | None:
    return None if ship == MERCHANT else ship // 3


@dataclass
class PState:
    players: int
    ocean: str                              # the map's name in levels/
    fleets: list[int]                       # fleet (colour) of each seat, from its commodore card
    order: list[int]                        # seats in turn order
    ships: dict[int, Any] = field(default_factory=dict)     # ship id -> [q, r] or None
    terrain: dict[str, str] = field(default_factory=dict)   # "q,r" -> volcano | desert | reef
    gold: list[int] = field(default_factory=list)
    treasure: int = 0
    phase: str = "start"                    # start | second | third | density | terrain | dice | spend | board | over
    turn: int = 0                           # index into order during setup placement and play
    start_hex: list[Any] = field(default_factory=list)      # each seat's start hex
    barrel: list[str] = field(default_factory=list)         # terrain tokens still to draw
    drawn: str | None = None                # the token the current player must place
    dice: list[list[Any]] = field(default_factory=list)     # rolled dice: [kind, face, spent?]
    spent: dict[int, list[int]] = field(default_factory=dict)  # ship -> [dice spent, sails spent, last sail dir]
    fresh: list[int] = field(default_factory=list)          # ships captured this turn: no dice for them
    reef_start: dict[int, Any] = field(default_factory=dict)  # ship -> the reef hex it began the turn in
    boarding: dict[str, Any] | None = None  # a won boarding waiting for the winner's scuttle/capture choice
    merchant_taken: bool = False
    round: int = 1
    winners: list[int] = field(default_factory=list)
    last_fleet: int | None = None           # the seat that won the day

    def key(self, h) -> str:
        return f"{h[0]},{h[1]}"

    def terrain_at(self, h) -> str | None:
        return self.terrain.get(f"{h[0]},{h[1]}")

    def ship_at(self, h) -> int | None:
        for ship, pos in self.ships.items():
            if pos is not None and pos[0] == h[0] and pos[1] == h[1]:
                return ship
        return None

    def fleet_ships(self, fleet: int, at_sea: bool = True) -> list[int]:
        ids = range(fleet * 3, fleet * 3 + 3)
        return [s for s in ids if (self.ships.get(s) is not None) == at_sea]

    def seat_of_fleet(self, fleet: int) -> int | None:
        return self.fleets.index(fleet) if fleet in self.fleets else None

    @property
    def current(self) -> int:
        return self.order[self.turn % len(self.order)]

    def clone(self) -> "PState":
        return PState(self.players, self.ocean, list(self.fleets), list(self.order),
                      {k: (list(v) if v is not None else None) for k, v in self.ships.items()}, dict(self.terrain),
                      list(self.gold), self.treasure, self.phase, self.turn, [list(h) if h else None for h in
                                                                              self.start_hex],
                      list(self.barrel), self.drawn, [list(d) for d in self.dice],
                      {k: list(v) for k, v in self.spent.items()}, list(self.fresh),
                      {k: list(v) for k, v in self.reef_start.items()},
                      dict(self.boarding) if self.boarding else None, self.merchant_taken, self.round,
                      list(self.winners), self.last_fleet)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players, "ocean": self.ocean, "fleets": list(self.fleets), "order": list(self.order),
            "ships": {str(k): (list(v) if v is not None else None) for k, v in sorted(self.ships.items())},
            "terrain": dict(sorted(self.terrain.items())), "gold": list(self.gold), "treasure": self.treasure,
            "phase": self.phase, "turn": self.turn,
            "start_hex": [list(h) if h else None for h in self.start_hex], "barrel": list(self.barrel),
            "drawn": self.drawn, "dice": [list(d) for d in self.dice],
            "spent": {str(k): list(v) for k, v in sorted(self.spent.items())}, "fresh": list(self.fresh),
            "reef_start": {str(k): list(v) for k, v in sorted(self.reef_start.items())},
            "boarding": dict(self.boarding) if self.boarding else None, "merchant_taken": self.merchant_taken,
            "round": self.round, "winners": list(self.winners), "last_fleet": self.last_fleet,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "PState":
        s = cls(int(d["players"]), str(d["ocean"]), list(d["fleets"]), list(d["order"]))
        for key, value in d.items():
            if key in ("players", "ocean", "fleets", "order"):
                continue
            if hasattr(s, key):
                setattr(s, key, value)
        s.ships = {int(k): (list(v) if v is not None else None) for k, v in dict(d.get("ships", {})).items()}
        s.spent = {int(k): list(v) for k, v in dict(d.get("spent", {})).items()}
        s.reef_start = {int(k): list(v) for k, v in dict(d.get("reef_start", {})).items()}
        return s
