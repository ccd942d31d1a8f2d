"""A seat's view as a typed record: the fields every game shares, and one record type per game.

Each game declares its view once, key by key, as a `Lens` (game/engine/lens.py). From
that declaration comes the game's typed view, a dataclass with slots whose base, `View`,
holds what every game has, under the same names in all five:

    game     the ruleset's name
    seat     whose view this is (None: the all-seeing observer)
    players  how many sit at the table
    current  the seat whose turn it is (None: everyone at once, or nobody)
    step     where play stands (the game's phase or step of the turn)
    hand     your own hidden cards (None in a game without a hand, and for the observer)
    over     the game has ended
    winners  the seats that won (empty until the end)

So the table and the captains read `view.coins` and `view.current` in every game, and code
written once for all games (the seat row, the hint, the undo) reads the shared fields.

`Match.view` still gives plain data (a dict: what is saved, logged and sent to the AI
worker); `Match.typed_view` and `as_view` give the record. A `View` is also a read-only
mapping, so `view["coins"]` reads the same as `view.coins`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, ClassVar, Iterator

SHARED = ("game", "seat", "players", "current", "step", "hand", "over", "winners")


@dataclass(slots=True, kw_only=True, eq=False)
class View(Mapping):
    """What one seat may know, typed; each game's view type adds its own fields to these."""

    game: str
    seat: int | None
    players: int
    current: int | None
    step: str
    hand: list[Any] | None
    over: bool
    winners: list[int]

    reads_as_record: ClassVar[bool] = True      # keys read as attributes (a lens too): as_view leaves it be

    def __getitem__(self, name: str) -> Any:
        if name not in _names(type(self)):
            raise KeyError(name)
        return getattr(self, name)

    def __iter__(self) -> Iterator[str]:
        return iter(_names(type(self)))

    def __len__(self) -> int:
        return len(_names(type(self)))

    def to_dict(self) -> dict[str, Any]:
        """The plain data (`Match.view`'s form)."""
        return {name: getattr(self, name) for name in _names(type(self))}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], strict: bool = True) -> "View":
        """The record of a view given as plain data (from `Match.view`, a JSON file or the worker).
        Not `strict`: a key the data lacks (a view written by hand, or by an older version) is None."""
        names = _names(cls)
        missing = [name for name in names if name not in data]
        if missing and strict:
            raise ValueError(f"not a {cls.__name__}: no {', '.join(missing)}")
        return cls(**{name: data.get(name) for name in names})


@lru_cache(maxsize=None)
def _names(cls: type) -> tuple[str, ...]:
    """A view type's keys, in order (its dataclass fields)."""
    return tuple(f.name for f in fields(cls))


def as_view(view: Mapping[str, Any]) -> Any:
    """`view` as its game's typed record (a lens, already typed, is returned as it is).

    Captains call this first in `choose`, so they may be handed a view in either form. A game
    that declares no lens (a bare `Ruleset.view`, as a quick test game may) keeps its plain dict."""
    if getattr(view, "reads_as_record", False):      # a lens (the search), or typed already
        return view
    from game.engine.ruleset import registry
    game = view.get("game")
    lens_class = registry.get(game).lens_class if game in registry.names() else None
    return view if lens_class is None else lens_class.view_type().from_dict(view, strict=False)
