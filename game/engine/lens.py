"""A seat's view, declared once key by key, and read lazily where speed matters.

A ruleset writes its view as a `Lens` subclass: one small method per key,
marked `@key`, each computing that key from the state for the lens's seat.
`Ruleset.view` turns the whole lens into the plain dict the table, the save
files and the tests use. The search reads the same lens lazily: its rollout
policy asks for a handful of keys thousands of times a second and must not
build the other thirty. Because both are the same methods, a captain in a
rollout sees exactly what the seat's view would show, never more.

    class PileLens(Lens):
        @key
        def stones(self):
            return self.state.stones
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Iterator


def key(method: Callable[["Lens"], Any]) -> Callable[["Lens"], Any]:
    """Marks a Lens method as one key of the view (the key is the method's name)."""
    method.__view_key__ = True  # type: ignore[attr-defined]
    return method


class Lens(dict):
    """What `seat` may know of `state` (seat None: the all-seeing observer), computed on demand.

    A dict that fills itself: a key is computed the first time it is read and is then
    an ordinary dict entry, so a rollout policy reading `view["gold"]` ten times pays once.
    `get`, `in`, iteration and length behave as for the whole view."""

    __slots__ = ("state", "seat_no")
    _getters: ClassVar[dict[str, Callable[["Lens"], Any]]] = {}
    game_name: ClassVar[str] = ""       # the ruleset's name, the view's "game"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        getters: dict[str, Callable[[Lens], Any]] = {}
        for base in reversed(cls.__mro__):
            for name, value in vars(base).items():
                if getattr(value, "__view_key__", False):
                    getters[name] = value
        cls._getters = getters

    @classmethod
    def add_key(cls, name: str, getter: Callable[["Lens"], Any]) -> None:
        """Declare a key from outside the class body (keys generated from a list of fields)."""
        cls._getters = {**cls._getters, name: getter}

    @classmethod
    def open_keys(cls, *names: str) -> None:
        """Keys every seat sees as they stand in the state: the field of that name, copied."""
        for name in names:
            cls.add_key(name, _open_field(name))

    @key
    def game(self) -> str:
        return self.game_name

    @key
    def seat(self) -> int | None:
        return self.seat_no

    def __init__(self, state: Any, seat: int | None) -> None:
        super().__init__()
        self.state = state
        self.seat_no = seat

    def __missing__(self, name: str) -> Any:
        try:
            getter = self._getters[name]
        except KeyError:
            raise KeyError(name) from None
        value = self[name] = getter(self)
        return value

    def get(self, name: str, default: Any = None) -> Any:  # type: ignore[override]
        return self[name] if name in self._getters else default

    def __contains__(self, name: object) -> bool:
        return name in self._getters

    def __iter__(self) -> Iterator[str]:
        return iter(self._getters)

    def __len__(self) -> int:
        return len(self._getters)

    def keys(self):  # type: ignore[override]
        return self.to_dict().keys()

    def values(self):  # type: ignore[override]
        return self.to_dict().values()

    def items(self):  # type: ignore[override]
        return self.to_dict().items()

    def __eq__(self, other: object) -> bool:
        return self.to_dict() == (other.to_dict() if isinstance(other, Lens) else other)

    __hash__ = None  # type: ignore[assignment]

    @property
    def observer(self) -> bool:
        """The all-seeing view (tests, replays, the end of the game)."""
        return self.seat_no is None

    def to_dict(self) -> dict[str, Any]:
        return {name: self[name] for name in self._getters}


class HandsLens(Lens):
    """The keys every card game with `state.hands` (a list of cards per seat) shares: your own hand,
    every hand for the all-seeing observer, and how many cards each seat holds (public)."""

    @staticmethod
    def in_hand_order(cards: list[Any]) -> list[Any]:
        """How a hand is shown (a game may sort by suit and rank)."""
        return sorted(cards)

    @key
    def hand(self) -> list[Any] | None:
        return self.in_hand_order(self.state.hands[self.seat_no]) if self.seat_no is not None else None

    @key
    def hands(self) -> list[list[Any]] | None:
        return [self.in_hand_order(h) for h in self.state.hands] if self.observer else None

    @key
    def counts(self) -> list[int]:
        return [len(h) for h in self.state.hands]


def _open_field(name: str) -> Callable[[Lens], Any]:
    def getter(lens: Lens) -> Any:
        value = getattr(lens.state, name)
        return list(value) if isinstance(value, list) else value
    return getter
