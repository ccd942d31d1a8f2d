"""A seat's view, declared once key by key, and read lazily where speed matters.

A ruleset writes its view as a `Lens` subclass: one small method per key,
marked `@key`, each computing that key from the state for the lens's seat.
`Ruleset.view` turns the whole lens into the plain dict the save files, the
log and the AI worker use; `Lens.view_type()` is the game's typed view (a
dataclass with slots, see game/engine/view.py) made from the same keys, with
the types their methods declare. The search reads the same lens lazily: its
rollout policy asks for a handful of keys thousands of times a second and must
not build the other thirty. Because all three are the same methods, a captain
in a rollout sees exactly what the seat's view would show, never more.

A key reads as an attribute too (`lens.coins`, like `view.coins` on the typed
view), so a captain's code is the same whichever it is handed.

    class PileLens(Lens):
        @key
        def stones(self):
            return self.state.stones
"""

from __future__ import annotations

from dataclasses import field, fields, make_dataclass
from operator import itemgetter
from typing import Any, Callable, ClassVar, Iterator, get_type_hints

from game.engine.view import SHARED, View


def key(method: Callable[["Lens"], Any]) -> Callable[["Lens"], Any]:
    """Marks a Lens method as one key of the view (the key is the method's name)."""
    method.__view_key__ = True  # type: ignore[attr-defined]
    return method


class _Key(property):
    """A key read as an attribute: `lens.coins` is `lens["coins"]` (computed once, then kept).
    The getter is a C itemgetter, so the attribute costs no more than the subscript."""

    def __init__(self, name: str, compute: Callable[["Lens"], Any]) -> None:
        super().__init__(itemgetter(name))
        self.compute = compute
        self.returns = getattr(compute, "__annotations__", {}).get("return", "Any")


class Lens(dict):
    """What `seat` may know of `state` (seat None: the all-seeing observer), computed on demand.

    A dict that fills itself: a key is computed the first time it is read and is then
    an ordinary dict entry, so a rollout policy reading `view["gold"]` ten times pays once.
    `get`, `in`, iteration and length behave as for the whole view."""

    __slots__ = ("state", "seat_no")
    _getters: ClassVar[dict[str, Callable[["Lens"], Any]]] = {}
    reads_as_record: ClassVar[bool] = True      # keys read as attributes: as_view leaves a lens be
    game_name: ClassVar[str] = ""       # the ruleset's name, the view's "game"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._expose_keys()

    @classmethod
    def _expose_keys(cls) -> None:
        """Collect the keys (the class's own, its bases' and its mixins') and make each readable as an
        attribute."""
        getters: dict[str, Callable[[Lens], Any]] = {}
        for base in reversed(cls.__mro__):
            for name, value in vars(base).items():
                if isinstance(value, _Key):
                    getters[name] = value.compute
                elif getattr(value, "__view_key__", False):
                    cls._check_name(name)
                    getters[name] = value
        for name, compute in getters.items():
            setattr(cls, name, _Key(name, compute))
        cls._getters = getters
        cls._view_type = None

    @classmethod
    def _check_name(cls, name: str) -> None:
        if hasattr(dict, name) or name in ("state", "seat_no", "observer", "to_dict", "typed", "reads_as_record"):
            raise TypeError(f"{cls.__name__}: a view key may not be called {name!r} (a lens attribute)")

    @classmethod
    def add_key(cls, name: str, getter: Callable[["Lens"], Any]) -> None:
        """Declare a key from outside the class body (keys generated from a list of fields)."""
        cls._check_name(name)
        setattr(cls, name, _Key(name, getter))
        cls._getters = {**cls._getters, name: getter}
        cls._view_type = None

    @classmethod
    def view_type(cls) -> type[View]:
        """The game's typed view: a dataclass with slots, `View`'s shared fields first and then
        every other key, typed as its method declares. Made once, from the keys."""
        made = cls.__dict__.get("_view_type")
        if made is None:
            missing = [name for name in SHARED if name not in cls._getters]
            if missing:
                raise TypeError(f"{cls.__name__} lacks the view keys every game shares: {', '.join(missing)}")
            own = [(name, getattr(cls, name).returns, field()) for name in cls._getters if name not in SHARED]
            title = "".join(part.title() for part in (cls.game_name or cls.__name__).split("_"))
            made = make_dataclass(f"{title}View", own, bases=(View,), slots=True, kw_only=True, eq=False,
                                  namespace={"__doc__": f"What one {title} seat may know (from {cls.__name__})."})
            made.__module__ = cls.__module__
            cls._view_type = made
        return made

    def typed(self) -> View:
        """This view as the game's typed record (every key computed)."""
        return self.view_type()(**self.to_dict())

    @classmethod
    def open_keys(cls, *names: str) -> None:
        """Keys every seat sees as they stand in the state: the field of that name, copied
        (typed in the typed view as the state's dataclass declares the field)."""
        types = cls._state_field_types()
        for name in names:
            getter = _open_field(name)
            getter.__annotations__ = {"return": types.get(name, "Any")}
            cls.add_key(name, getter)

    @classmethod
    def _state_field_types(cls) -> dict[str, Any]:
        try:
            state_class = get_type_hints(cls).get("state")
            return {f.name: f.type for f in fields(state_class)}
        except (NameError, TypeError):      # a lens that does not name its state's dataclass
            return {}

    @key
    def game(self) -> str:
        return self.game_name

    @key
    def seat(self) -> int | None:
        return self.seat_no

    @key
    def hand(self) -> list[Any] | None:
        """Your own hidden cards: none in a game without a hand (HandsLens has them)."""
        return None

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


Lens._expose_keys()      # its own keys (game, seat) too


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


class PhaseKeys:
    """The shared keys of a game whose state has a `phase` that ends as "over" (a lens mixin)."""

    @key
    def step(self) -> str:
        return self.state.phase

    @key
    def over(self) -> bool:
        return self.state.phase == "over"


class TurnKeys:
    """The shared keys of a game whose state has a `step` that ends as "over" and whose `turn` is a
    seat (a lens mixin)."""

    @key
    def over(self) -> bool:
        return self.state.step == "over"

    @key
    def current(self) -> int | None:
        return None if self.state.step == "over" else self.state.turn


def _open_field(name: str) -> Callable[[Lens], Any]:
    def getter(lens: Lens) -> Any:
        value = getattr(lens.state, name)
        return list(value) if isinstance(value, list) else value
    return getter
