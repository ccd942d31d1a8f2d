"""Axial hex coordinates for flat-top hexes (Red Blob Games' conventions).

A hex is a plain tuple (q, r); s = -q - r. Straight lines run along one of the
six directions, which is exactly how Privateer's sails and cannons move.
Tiled stores flat-top maps as "odd-q" offset columns (staggeraxis x, odd).

>>> distance((0, 0), (2, -1))
2
>>> ray((0, 0), 0, 3)
[(1, 0), (2, 0), (3, 0)]
>>> axial_to_offset(offset_to_axial(3, 4))
(3, 4)
"""

from __future__ import annotations

import math
from functools import lru_cache

Hex = tuple[int, int]

# Flat-top axial directions, in order round the hex: E-ish (+q), NE, N, W-ish, SW, S.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES = ("south-east", "north-east", "north", "north-west", "south-west", "south")


def as_hex(pos) -> Hex:
    """A hex from stored data ([q, r] lists in saves and views) as a tuple."""
    return int(pos[0]), int(pos[1])


def add(a: Hex, b: Hex) -> Hex:
    return a[0] + b[0], a[1] + b[1]


def scale(a: Hex, k: int) -> Hex:
    return a[0] * k, a[1] * k


def neighbour(h: Hex, direction: int) -> Hex:
    return add(h, DIRECTIONS[direction % 6])


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around `h` (worked out once per hex: terrain placement asks thousands a second)."""
    q, r = h
    return _neighbours(int(q), int(r))


@lru_cache(maxsize=None)
def _neighbours(q: int, r: int) -> tuple[Hex, ...]:
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def ray(h: Hex, direction: int, steps: int) -> list[Hex]:
    """The hexes passed through, in order, going `steps` hexes from `h` in one direction."""
    dq, dr = DIRECTIONS[direction % 6]
    return [(h[0] + dq * k, h[1] + dr * k) for k in range(1, steps + 1)]


def in_line(a: Hex, b: Hex) -> tuple[int, int] | None:
    """(direction, distance) if `b` lies on a straight hex line from `a`, else None."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    if dr == 0:
        return None if dq == 0 else ((0, dq) if dq > 0 else (3, -dq))
    if dq == 0:
        return (2, -dr) if dr < 0 else (5, dr)
    if dq + dr == 0:
        return (1, dq) if dq > 0 else (4, -dq)
    return None


def ring(centre: Hex, radius: int) -> list[Hex]:
    if radius == 0:
        return [centre]
    out = []
    h = add(centre, scale(DIRECTIONS[4], radius))
    for i in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbour(h, i)
    return out


# ---- Tiled's odd-q offset columns ------------------------------------------------------

def offset_to_axial(col: int, row: int) -> Hex:
    return col, row - (col - (col & 1)) // 2


def axial_to_offset(h: Hex) -> tuple[int, int]:
    q, r = h
    return q, r + (q - (q & 1)) // 2


# ---- pixels, for the renderer -------------------------------------------------------------

def to_pixel(h: Hex, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """Centre of a flat-top hex whose corners are `size` from its centre."""
    q, r = h
    return origin[0] + size * 1.5 * q, origin[1] + size * math.sqrt(3) * (r + q / 2)


def from_pixel(x: float, y: float, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Hex:
    """The hex under a pixel (cube rounding)."""
    px, py = (x - origin[0]) / size, (y - origin[1]) / size
    q = 2 / 3 * px
    r = -1 / 3 * px + math.sqrt(3) / 3 * py
    return _round(q, r)


def _round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def corners(h: Hex, size: float, origin: tuple[float, float] = (0.0, 0.0),
            scale: float = 1.0) -> list[tuple[float, float]]:
    """The six corners of hex `h` on a grid of `size`; `scale` shrinks the outline about the hex's
    own centre (a smaller size would move the centre too, and the outline off its hex)."""
    cx, cy = to_pixel(h, size, origin)
    radius = size * scale
    return [(cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i)))
            for i in range(6)]
