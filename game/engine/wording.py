"""Small pieces of English every game's log and prompts share."""

from __future__ import annotations


def counted(n: int, one: str, many: str | None = None) -> str:
    """'1 hex', '3 hexes', '1 die', '2 dice': a number with its noun agreeing."""
    return f"{n} {one if n == 1 else (many or one + 's')}"
