"""Small pieces of English every game's log and prompts share."""

from __future__ import annotations

from typing import Iterable


def counted(n: int, one: str, many: str | None = None) -> str:
    """'1 hex', '3 hexes', '1 die', '2 dice': a number with its noun agreeing."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def listed(words: Iterable[str]) -> str:
    """'Anne', 'Anne and Ben', 'Anne, Ben and Cat': names in a sentence."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def acting(names: Iterable[str], one: str, many: str) -> str:
    """'Anne takes', 'Anne and Ben take', 'Nobody takes': names and their verb, agreeing."""
    names = list(names)
    return f"{listed(names)} {many}" if len(names) > 1 else f"{names[0] if names else 'Nobody'} {one}"


def wins(names: Iterable[str]) -> str:
    """'Anne wins', 'Anne and Ben win', 'Nobody wins': who won."""
    return acting(names, "wins", "win")
