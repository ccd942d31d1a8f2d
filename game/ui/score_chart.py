"""The end-of-game chart: each seat's score or gold over the game, one line per seat.

The points come from `game.engine.timeline.standings_over` (the game replayed move by move);
each line ends on the seat's mark, so a seat is known by its shape as well as its colour.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.ui import draw as pen
from game.ui import theme

Mark = Callable[[pygame.Surface, int, tuple[int, int]], None]


def lines(points: Sequence[Sequence[int]], plot: pygame.Rect) -> list[list[tuple[int, int]]]:
    """Each seat's line in screen coordinates inside `plot` (y grows upward from the lowest value)."""
    if len(points) < 2:
        return []
    low = min(0, min(min(p) for p in points))
    high = max(1, max(max(p) for p in points))
    span = high - low
    last = len(points) - 1
    seats = len(points[0])
    # Seats level with each other run side by side, 2 px apart, instead of hiding one another.
    return [[(plot.x + round(plot.w * i / last),
              plot.bottom - round(plot.h * (p[seat] - low) / span) + 2 * seat - (seats - 1))
             for i, p in enumerate(points)] for seat in range(seats)]


def draw(surface: pygame.Surface, area: pygame.Rect, points: Sequence[Sequence[int]], words: str,
         colour_of: Callable[[int], tuple[int, int, int]], mark: Mark) -> list[list[tuple[int, int]]]:
    """The chart in `area` (a dark panel with its title and axis); returns the lines it drew."""
    theme.panel(surface, area, dark=True)
    theme.text(surface, f"{words} over the game", (area.x + 16, area.y + 10), 22, theme.GOLD, bold=True)
    plot = pygame.Rect(area.x + 54, area.y + 44, area.w - 110, area.h - 78)
    drawn = lines(points, plot)
    if not drawn:
        theme.text(surface, "No score was kept move by move.", plot.center, 20, theme.MUTED, anchor="center")
        return []
    high = max(max(p) for p in points)
    low = min(0, min(min(p) for p in points))
    pen.line(surface, theme.MUTED, plot.bottomleft, plot.bottomright, 1)
    pen.line(surface, theme.MUTED, plot.bottomleft, plot.topleft, 1)
    theme.text(surface, str(high), (plot.x - 8, plot.y), 18, theme.CREAM, anchor="midright", shadow=False)
    theme.text(surface, str(low), (plot.x - 8, plot.bottom), 18, theme.CREAM, anchor="midright", shadow=False)
    theme.text(surface, "start", (plot.x, plot.bottom + 6), 18, theme.MUTED, anchor="midtop", shadow=False)
    theme.text(surface, "end", (plot.right, plot.bottom + 6), 18, theme.MUTED, anchor="midtop", shadow=False)
    for seat, line in enumerate(drawn):
        pen.lines(surface, theme.CREAM, False, line, 5)       # a light edge: dark fleets still show
        pen.lines(surface, colour_of(seat), False, line, 3)
    ends = sorted(range(len(drawn)), key=lambda s: drawn[s][-1][1])
    for seat, y in zip(ends, mark_heights([drawn[s][-1][1] for s in ends], plot.y, area.bottom - 20)):
        mark(surface, seat, (drawn[seat][-1][0] + 22, y))
    return drawn


def mark_heights(ends: Sequence[int], top: int, bottom: int, gap: int = 20) -> list[int]:
    """Heights for the marks at the line ends (`ends`, top to bottom), nudged apart where lines end
    together, and all inside top..bottom: at ten players most lines end near nothing, and marks
    pushed down one under another ran out of the chart."""
    if not ends:
        return []
    gap = min(gap, (bottom - top) // max(1, len(ends) - 1))
    heights: list[int] = []
    for y in ends:
        heights.append(max(y, top, heights[-1] + gap if heights else top))
    floor = bottom
    for k in range(len(heights) - 1, -1, -1):      # then up from the bottom, where they ran past it
        heights[k] = min(heights[k], floor)
        floor = heights[k] - gap
    return heights
