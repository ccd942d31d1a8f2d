"""The small immutable values that cross the engine boundary: Action, Decision, Event.

They are hashable and JSON-able so that an action log can be saved, replayed
and compared, and so that the UI and the AI can hold them without copying.
"""

from __future__ import annotations

import re
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Iterator, Mapping

ALL_SEATS = None  # Event.visible_to value meaning "everyone at the table"
_SEAT_NAME = re.compile(r"\{p(\d+)\}")


def fill_names(text: str, names: list[str]) -> str:
    """Rulesets know seats, not names: prompts write seat 2 as {p2}; this puts the name in."""
    return _SEAT_NAME.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0), text)


_PLAIN = (int, str, bool, float, type(None))


def freeze(value: Any) -> Any:
    """Turn lists (from JSON) into tuples so values stay hashable."""
    if type(value) in _PLAIN:
        return value
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action and event arguments may not be dicts; use tuples")
    return value


def thaw(value: Any) -> Any:
    """Tuples back to lists for JSON output."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


class _Args:
    """Keyword arguments stored as a sorted tuple of pairs (hashable, ordered)."""

    __slots__ = ()
    args: tuple[tuple[str, Any], ...]

    def __getitem__(self, key: str) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.args)


def _pack(kwargs: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    if len(kwargs) == 1:
        (k, v), = kwargs.items()
        return ((k, freeze(v)),)
    return tuple(sorted((k, freeze(v)) for k, v in kwargs.items()))


@dataclass(frozen=True, slots=True)
class Action(_Args):
    """One move a seat can make: a kind plus arguments, e.g. aim(target=2)."""

    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    # Actions are set members and dict keys thousands of times a second in the search: hash once.
    _hash: int = field(init=False, repr=False, compare=False, default=0)
    # Its JSON form, made once: the autosave writes the whole log after every move.
    _json: Any = field(init=False, repr=False, compare=False, default=None)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.kind, self.args)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        # String hashes differ between processes: a pickled action is rebuilt, never given its old hash.
        return (Action, (self.kind, self.args))

    @classmethod
    def of(cls, kind: str, /, **kwargs: Any) -> "Action":
        """The action `kind(**kwargs)`; the same move is built once and then shared.

        Rulesets list the same moves again and again (every sail of every ship, every
        bribe amount), and the search asks for them thousands of times a second."""
        try:
            return _shared_action(kind, **kwargs)
        except TypeError:           # an unhashable argument (a list read from JSON): build it afresh
            return cls(kind, _pack(kwargs))

    def to_json(self) -> dict[str, Any]:
        """{"kind": ..., "args": {...}}: arguments nested, so one may itself be called "kind".
        Made once per action and shared: read it, never change it."""
        if self._json is None:
            data: dict[str, Any] = {"kind": self.kind}
            if self.args:
                data["args"] = {k: thaw(v) for k, v in self.args}
            object.__setattr__(self, "_json", data)
        return self._json

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Action":
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        args = data.get("args")
        if isinstance(args, Mapping):
            return cls.of(data["kind"], **args)
        return cls.of(data["kind"], **{k: v for k, v in data.items() if k != "kind"})   # the flat form

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={v}" for k, v in self.args)
        return f"{self.kind}({inner})"


@dataclass(frozen=True, slots=True)
class Event(_Args):
    """Something that happened, for the log and animations.

    `visible_to` is None when the whole table sees it, else the seats that may.
    A private fact (your dice) and its public shadow ("Anne rolled") are two events.
    """

    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    visible_to: frozenset[int] | None = ALL_SEATS

    @classmethod
    def of(cls, kind: str, /, visible_to: Iterable[int] | None = ALL_SEATS, **kwargs: Any) -> "Event":
        if _quiet.on:
            return QUIET_EVENT
        seats = None if visible_to is None else frozenset(visible_to)
        return cls(kind, _pack(kwargs), seats)

    def visible(self, seat: int | None) -> bool:
        """`seat=None` is the all-seeing observer (tests, replays)."""
        return self.visible_to is None or seat is None or seat in self.visible_to

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "args": {k: thaw(v) for k, v in self.args}}
        if self.visible_to is not None:
            data["visible_to"] = sorted(self.visible_to)
        return data


@lru_cache(maxsize=1 << 16, typed=True)
def _shared_action(kind: str, /, **kwargs: Any) -> Action:
    return Action(kind, _pack(kwargs))


class _Quiet(threading.local):
    on = False


_quiet = _Quiet()
QUIET_EVENT = Event("quiet")   # what every event is inside `quiet()`


@contextmanager
def quiet() -> Iterator[None]:
    """Within this block (on this thread) no event is built: `Event.of` hands back one placeholder.

    The search plays thousands of sampled moves a second that no player will read or watch;
    the log lines and animations they would describe are work thrown away."""
    before = _quiet.on
    _quiet.on = True
    try:
        yield
    finally:
        _quiet.on = before


def is_quiet() -> bool:
    """True inside `quiet()`: a ruleset may skip what only the table and the log need."""
    return _quiet.on


@dataclass(frozen=True, slots=True)
class Decision:
    """One seat that must choose now, what to tell a human, and the legal choices.

    `step` names the kind of choice (e.g. "aim", "fire", "react") so that the UI
    can pick its controls; `simultaneous` marks a hidden commit that other seats
    make at the same time.
    """

    seat: int
    step: str
    prompt: str
    actions: tuple[Action, ...]
    simultaneous: bool = False
    _lookup: frozenset[Action] | None = field(init=False, default=None, repr=False, compare=False)

    def allows(self, action: Action) -> bool:
        if len(self.actions) <= 8:
            # Seats usually hand back one of the offered objects: find it by identity before comparing values.
            return any(a is action for a in self.actions) or action in self.actions
        lookup = self._lookup
        if lookup is None:      # a long list (bribe amounts, sail paths) asked many times: a set, built once
            lookup = frozenset(self.actions)
            object.__setattr__(self, "_lookup", lookup)
        return action in lookup

    def kinds(self) -> list[str]:
        seen: list[str] = []
        for a in self.actions:
            if a.kind not in seen:
                seen.append(a.kind)
        return seen
