"""Copying a position for the search by field name, not by position.

Every state's `clone()` is written by hand (the search clones thousands of times a
second), but it names what it copies: `twin(self, deck=list(self.deck), ...)` shares
every field of the position and replaces the mutable ones, each by name. A field added
to a state is shared until its clone copies it; `tests/engine/test_clone.py` checks that a
clone shares no list, dict or record with its original, in every game.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def twin(state: T, **copies: Any) -> T:
    """A copy of `state` (a dataclass without slots): its fields as they are, but for the mutable
    ones, given here by name as fresh copies."""
    new = object.__new__(type(state))
    fields = new.__dict__
    fields.update(state.__dict__)
    fields.update(copies)
    return new


def plain_copy(value: Any) -> Any:
    """JSON-shaped data (small dicts and lists of numbers and words) copied all the way down:
    quicker than deepcopy in the search. Tuples become lists, as in a save file."""
    if isinstance(value, dict):
        return {k: plain_copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain_copy(v) for v in value]
    return value
