"""The position of a Privateer battle. Mutable, cloned by hand for search.

Ships are ids: fleet (colour) f owns ids 3f, 3f+1, 3f+2; MERCHANT is the white
merchant. A ship's hex is None while it waits in the shipyard.
A seat commands one fleet, or two in The Duel: `fleets[k]` is the colour of
fleet slot k, `owner[k]` its seat, and `order` lists the slots in turn order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, NamedTuple, Sequence

from game.engine.records import plain_copy, twin

MERCHANT = 18          # after the 6 fleets x 3 ships


class Die(list):
    """One rolled die, read by name: a list [kind, face, used] as a save file holds it (and equal to it)."""

    __slots__ = ()
    kind = property(itemgetter(0))                                   # "sail" or "cannon"
    face = property(itemgetter(1), lambda die, value: die.__setitem__(1, value))
    used = property(itemgetter(2), lambda die, value: die.__setitem__(2, value))


class ShipDice(NamedTuple):
    """What one ship has spent of the turn's dice (a list of three in a save file)."""

    dice: int        # dice spent on it
    sails: int       # of them sails
    last: int        # the direction of its last sail (-1: it has not sailed)


NO_DICE_SPENT = ShipDice(0, 0, -1)


def fleet_of(ship: int) -> int | None:
    return None if ship == MERCHANT else ship // 3


def colours_of(fleets: Sequence[int], owner: Sequence[int], seat: int | None) -> set[int]:
    """The fleet colours `seat` commands (both of them in The Duel), from a position's fleets and owners:
    asked once, then each ship's colour (`ship // 3`) is looked up in it."""
    return {colour for k, colour in enumerate(fleets) if owner[k] == seat}


class ShipMap(dict):
    """Ship id -> [q, r] or None, that also knows which ship is on each hex.

    "Who is on this hex?" is asked for every step of every sail the rules and the
    captains weigh; scanning all 19 ships for it was a third of the search's time."""

    __slots__ = ("at",)

    def __init__(self, ships: Any = ()) -> None:
        super().__init__()
        self.at: dict[tuple[int, int], int] = {}
        for ship, pos in dict(ships).items():
            self[ship] = pos

    def __setitem__(self, ship: int, pos: Any) -> None:
        old = self.get(ship)
        if old is not None and self.at.get((old[0], old[1])) == ship:
            del self.at[(old[0], old[1])]
        super().__setitem__(ship, pos)
        if pos is not None:
            self.at[(pos[0], pos[1])] = ship

    def copy(self) -> "ShipMap":
        twin = ShipMap()
        for ship, pos in self.items():
            dict.__setitem__(twin, ship, list(pos) if pos is not None else None)
        twin.at = dict(self.at)
        return twin


class TerrainMap(dict):
    """"q,r" -> volcano | desert | reef (the saved form), with the same terrain keyed by (q, r) tuples."""

    __slots__ = ("by_hex",)

    def __init__(self, terrain: Any = ()) -> None:
        super().__init__()
        self.by_hex: dict[tuple[int, int], str] = {}
        for name, kind in dict(terrain).items():
            self[name] = kind

    def __setitem__(self, name: str, kind: str) -> None:
        super().__setitem__(name, kind)
        q, r = name.split(",")
        self.by_hex[(int(q), int(r))] = kind

    def copy(self) -> "TerrainMap":
        twin = TerrainMap()
        dict.update(twin, self)
        twin.by_hex = dict(self.by_hex)
        return twin


@dataclass
class PState:
    players: int
    ocean: str                              # the map's name in levels/
    fleets: list[int]                       # colour of each fleet slot, from its commodore card
    order: list[int]                        # fleet slots in turn order
    owner: list[int] = field(default_factory=list)          # seat of each fleet slot
    ships: dict[int, Any] = field(default_factory=dict)     # ship id -> [q, r] or None
    terrain: dict[str, str] = field(default_factory=dict)   # "q,r" -> volcano | desert | reef
    gold: list[int] = field(default_factory=list)
    treasure: int = 0
    phase: str = "start"                    # start | second | third | density | terrain | dice | spend | board | over
    turn: int = 0                           # index into order during setup placement and play
    start_hex: list[Any] = field(default_factory=list)      # each fleet slot's start hex
    barrel: list[str] = field(default_factory=list)         # terrain tokens still to draw
    drawn: str | None = None                # the token the current player must place
    dice: list[Die] = field(default_factory=list)           # the dice rolled this turn
    spent: dict[int, ShipDice] = field(default_factory=dict)  # ship -> what it has spent this turn
    fresh: list[int] = field(default_factory=list)          # ships captured this turn: no dice for them
    reef_start: dict[int, Any] = field(default_factory=dict)  # ship -> the reef hex it began the turn in
    boarding: dict[str, Any] | None = None  # a won boarding waiting for the winner's scuttle/capture choice
    merchant_taken: bool = False
    round: int = 1
    winners: list[int] = field(default_factory=list)
    last_fleet: int | None = None           # the seat that won the day
    gambit_used: list[bool] = field(default_factory=list)  # per fleet slot (one commodore card each)
    pilot: bool = False                     # Local Pilot is on for this turn
    rules: dict[str, Any] = field(default_factory=dict)    # optional rules in play
    battle: int = 1                         # campaign: which battle this is
    wind: int | None = None                 # wind: the direction it blows towards
    storm: int | None = None                # shrinking storm: ships farther than this from the centre are lost
    grudge_used: list[bool] = field(default_factory=list)  # per seat
    grudge: list[int] = field(default_factory=list)        # ships sailing as grudge ships

    def __setattr__(self, name: str, value: Any) -> None:
        # Whatever sets the ships or the terrain (setup, a loaded save, a test), the indexes come along.
        if name == "ships" and not isinstance(value, ShipMap):
            value = ShipMap(value)
        elif name == "terrain" and not isinstance(value, TerrainMap):
            value = TerrainMap(value)
        elif name == "dice":            # dice and spends given as plain lists (a save, a test) become records
            value = [d if type(d) is Die else Die(d) for d in value]
        elif name == "spent":
            value = {int(k): v if type(v) is ShipDice else ShipDice(*v) for k, v in value.items()}
        object.__setattr__(self, name, value)

    def unspent_die(self, kind: str, face: int) -> Die:
        """The first die of this kind and face not yet spent (the one a move or a gambit takes)."""
        return next(d for d in self.dice if not d.used and d.kind == kind and d.face == face)

    def key(self, h) -> str:
        return f"{h[0]},{h[1]}"

    def terrain_at(self, h) -> str | None:
        return self.terrain.by_hex.get((h[0], h[1]))

    def ship_at(self, h) -> int | None:
        return self.ships.at.get((h[0], h[1]))

    def fleet_ships(self, fleet: int, at_sea: bool = True) -> list[int]:
        ids = range(fleet * 3, fleet * 3 + 3)
        return [s for s in ids if (self.ships.get(s) is not None) == at_sea]

    def seat_of_fleet(self, fleet: int | None) -> int | None:
        """The seat commanding a colour (None for the merchant or a colour not in play)."""
        return self.owner[self.fleets.index(fleet)] if fleet in self.fleets else None

    def seat_of_ship(self, ship: int) -> int | None:
        return None if ship == MERCHANT else self.seat_of_fleet(ship // 3)    # fleet_of, without a call

    def fighting_seats(self) -> list[int]:
        """Players with ships at sea, grudge ships aside."""
        seats = []
        for k in self.order:
            seat = self.owner[k]
            if seat not in seats and any(s not in self.grudge for s in self.fleet_ships(self.fleets[k])):
                seats.append(seat)
        return seats

    def seat_ships(self, seat: int) -> list[int]:
        """Ships at sea of every fleet this seat commands."""
        return [s for k, f in enumerate(self.fleets) if self.owner[k] == seat for s in self.fleet_ships(f)]

    @property
    def slot(self) -> int:
        """The fleet slot whose turn it is (or who acts next in setup)."""
        return self.order[self.turn % len(self.order)]

    @property
    def current(self) -> int:
        return self.owner[self.slot]

    def clone(self) -> "PState":
        return twin(self, fleets=list(self.fleets), order=list(self.order), owner=list(self.owner),
                    ships=self.ships.copy(), terrain=self.terrain.copy(), gold=list(self.gold),
                    start_hex=[list(h) if h else None for h in self.start_hex], barrel=list(self.barrel),
                    dice=[Die(d) for d in self.dice], spent=dict(self.spent),
                    fresh=list(self.fresh), reef_start={k: list(v) for k, v in self.reef_start.items()},
                    boarding=plain_copy(self.boarding), winners=list(self.winners), gambit_used=list(self.gambit_used),
                    rules=dict(self.rules), grudge_used=list(self.grudge_used), grudge=list(self.grudge))

    def field_json(self, name: str) -> Any:
        """One field of the position as it is saved (and shown in every seat's view)."""
        value = getattr(self, name)
        if name == "ships":
            return {str(k): (list(v) if v is not None else None) for k, v in sorted(value.items())}
        if name == "terrain":
            return dict(sorted(value.items()))
        if name in ("spent", "reef_start"):
            return {str(k): list(v) for k, v in sorted(value.items())}
        if name in ("start_hex", "dice"):
            return [list(h) if h else None for h in value] if name == "start_hex" else [list(d) for d in value]
        if isinstance(value, list):
            return list(value)
        if isinstance(value, dict):
            return dict(value)
        return value

    def to_json(self) -> dict[str, Any]:
        return {name: self.field_json(name) for name in FIELDS}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "PState":
        s = cls(int(d["players"]), str(d["ocean"]), list(d["fleets"]), list(d["order"]))
        for key, value in d.items():
            if key in ("players", "ocean", "fleets", "order"):
                continue
            if hasattr(s, key):
                setattr(s, key, value)
        s.ships = {int(k): (list(v) if v is not None else None) for k, v in dict(d.get("ships", {})).items()}
        s.reef_start = {int(k): list(v) for k, v in dict(d.get("reef_start", {})).items()}
        if not s.owner:
            s.owner = list(range(len(s.fleets)))
        if len(s.gambit_used) != len(s.fleets):
            s.gambit_used = [False] * len(s.fleets)
        if len(s.grudge_used) != s.players:
            s.grudge_used = [False] * s.players
        return s


FIELDS = tuple(PState.__dataclass_fields__)     # the saved position, in order
