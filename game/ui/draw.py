"""pygame.draw in canvas units: the same calls, on a plain Surface or on a sharp `Canvas`.

The UI calls `draw.rect(surface, ...)` where it would call `pygame.draw.rect`; on a Canvas the
coordinates, radii and line widths are turned into its pixels (canvas.py says why).
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.ui.canvas import Canvas, point_px, px, rect_px


def _width(width: int, k: float) -> int:
    return 0 if width <= 0 else max(1, px(width, k))


def rect(surface: Any, colour: Any, area: Any, width: int = 0, border_radius: int = 0,
         **corners: int) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.rect(surface, colour, area, width, border_radius, **corners)
    k = surface.k
    scaled = {name: px(value, k) if value > 0 else value for name, value in corners.items()}
    pygame.draw.rect(surface.surface, colour, rect_px(area, k), _width(width, k),
                     px(border_radius, k) if border_radius > 0 else border_radius, **scaled)
    return pygame.Rect(area)


def line(surface: Any, colour: Any, start: Sequence[float], end: Sequence[float], width: int = 1) -> None:
    if not isinstance(surface, Canvas):
        pygame.draw.line(surface, colour, start, end, width)
        return
    pygame.draw.line(surface.surface, colour, point_px(start, surface.k), point_px(end, surface.k),
                     _width(width, surface.k))


def lines(surface: Any, colour: Any, closed: bool, points: Sequence[Sequence[float]], width: int = 1) -> None:
    if not isinstance(surface, Canvas):
        pygame.draw.lines(surface, colour, closed, points, width)
        return
    pygame.draw.lines(surface.surface, colour, closed, [point_px(p, surface.k) for p in points],
                      _width(width, surface.k))


def polygon(surface: Any, colour: Any, points: Sequence[Sequence[float]], width: int = 0) -> None:
    if not isinstance(surface, Canvas):
        pygame.draw.polygon(surface, colour, points, width)
        return
    pygame.draw.polygon(surface.surface, colour, [point_px(p, surface.k) for p in points], _width(width, surface.k))


def circle(surface: Any, colour: Any, centre: Sequence[float], radius: float, width: int = 0) -> None:
    if not isinstance(surface, Canvas):
        pygame.draw.circle(surface, colour, centre, radius, width)
        return
    pygame.draw.circle(surface.surface, colour, point_px(centre, surface.k), radius * surface.k,
                       _width(width, surface.k))
