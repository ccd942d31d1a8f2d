"""What a Privateer seat may know: everything on the table is open, so the whole position plus who acts."""

from __future__ import annotations

from typing import Any

from game.engine.lens import Lens, PhaseKeys, key
from game.rules.privateer.state import FIELDS, PState


class PrivateerLens(PhaseKeys, Lens):
    state: PState
    game_name = "privateer"

    @key
    def fighting(self) -> list[int]:
        return self.state.fighting_seats()

    @key
    def current(self) -> int | None:
        return self.state.current if self.state.phase not in ("density", "wind", "over") else None

    @key
    def slot(self) -> int | None:
        return self.state.slot if self.state.order else None



# How a field reads in a view (as saved) where that differs from the position's own type.
SAVED_FORM = {"ships": "dict[str, list[int] | None]", "terrain": "dict[str, str]", "spent": "dict[str, list[int]]",
              "reef_start": "dict[str, list[int]]", "start_hex": "list[list[int] | None]", "dice": "list[list[Any]]"}


def _field(name: str) -> Any:
    def getter(lens: PrivateerLens) -> Any:
        return lens.state.field_json(name)
    getter.__annotations__ = {"return": SAVED_FORM.get(name, PState.__dataclass_fields__[name].type)}
    return getter


for _name in FIELDS:        # every field of the position, exactly as saved
    PrivateerLens.add_key(_name, _field(_name))

VIEW_ONLY = ("game", "seat", "hand", "step", "fighting", "current", "slot", "over")   # keys a view adds to the position

# The typed view (game/engine/view.py): a dataclass with slots made from the keys above.
PrivateerView = PrivateerLens.view_type()
