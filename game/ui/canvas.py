"""Sharp drawing at any window size: the table is laid out in canvas units (1280x720) and drawn
with as many pixels as the window has.

Every layout in the UI is written in canvas units, and at a window of 1280x720 a `Canvas` is
not used at all: images are plain pygame Surfaces, `draw.*` and the helpers here pass straight
through. On a larger window (or a 4K screen) `set_scale` picks the window's pixels per unit; a
`Canvas` then holds a Surface `scale` times larger and turns every coordinate, size and line
width given in units into pixels, and text is set with a font `scale` times larger (theme.render)
instead of being blown up. So rects, hit tests and layouts never change with the window; only
the pixels do.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

_scale = 1.0


def scale() -> float:
    """Pixels per canvas unit for what is drawn now (1.0: plain Surfaces)."""
    return _scale


def set_scale(value: float) -> bool:
    """Draw at `value` pixels per unit from now on; True if that changed anything (the caller
    then forgets everything drawn at the old scale: theme.reset_caches)."""
    global _scale
    value = 1.0 if abs(value - 1.0) < 0.01 else round(value, 3)
    changed = value != _scale
    _scale = value
    return changed


def px(value: float, k: float) -> int:
    return int(round(value * k))


def rect_px(rect: Any, k: float) -> pygame.Rect:
    """Units to pixels, edges rounded (not sizes), so rects that touch in units touch in pixels."""
    r = pygame.Rect(rect)
    x0, y0 = px(r.x, k), px(r.y, k)
    return pygame.Rect(x0, y0, px(r.right, k) - x0, px(r.bottom, k) - y0)


def point_px(p: Sequence[float], k: float) -> tuple[float, float]:
    return (p[0] * k, p[1] * k)


class Canvas:
    """A Surface measured in canvas units: the few Surface methods the UI uses, in units."""

    __slots__ = ("surface", "k", "size")

    def __init__(self, surface: pygame.Surface, k: float, size: tuple[int, int] | None = None) -> None:
        self.surface = surface
        self.k = k
        w, h = surface.get_size()
        self.size = size or (max(1, round(w / k)), max(1, round(h / k)))

    @classmethod
    def new(cls, size: Sequence[int], k: float, alpha: bool = False) -> "Canvas":
        w, h = int(size[0]), int(size[1])
        flags = pygame.SRCALPHA if alpha else 0
        return cls(pygame.Surface((max(1, px(w, k)), max(1, px(h, k))), flags), k, (w, h))

    # ---- measuring, in units -------------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **where: Any) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size)
        for key, value in where.items():
            setattr(r, key, value)
        return r

    # ---- drawing -------------------------------------------------------------------------------
    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        pos = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        image = pixels(source, self.k)
        where = (px(pos[0], self.k), px(pos[1], self.k))
        self.surface.blit(image, where, rect_px(area, self.k) if area is not None else None, special_flags)
        return pygame.Rect(pos, source.get_size() if area is None else pygame.Rect(area).size)

    def fill(self, colour: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        self.surface.fill(colour, rect_px(rect, self.k) if rect is not None else None, special_flags)
        return pygame.Rect(rect) if rect is not None else self.get_rect()

    def copy(self) -> "Canvas":
        return Canvas(self.surface.copy(), self.k, self.size)

    def set_alpha(self, value: int | None) -> None:
        self.surface.set_alpha(value)

    def set_clip(self, rect: Any) -> None:
        self.surface.set_clip(rect_px(rect, self.k) if rect is not None else None)

    def get_clip(self) -> pygame.Rect:
        c = self.surface.get_clip()
        x0, y0 = math.floor(c.x / self.k), math.floor(c.y / self.k)
        return pygame.Rect(x0, y0, math.ceil(c.right / self.k) - x0, math.ceil(c.bottom / self.k) - y0)


Image = pygame.Surface | Canvas


def is_image(value: Any) -> bool:
    return isinstance(value, (pygame.Surface, Canvas))


def pixels(image: Image, k: float) -> pygame.Surface:
    """`image` as a Surface for a target of `k` pixels per unit (a plain Surface counts as one
    pixel per unit: a stray one is scaled up, blurred but in its place)."""
    if isinstance(image, Canvas):
        if abs(image.k - k) < 1e-6:
            return image.surface
        return pygame.transform.smoothscale(image.surface, (max(1, px(image.size[0], k)), max(1, px(image.size[1], k))))
    if abs(k - 1.0) < 1e-6:
        return image
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (max(1, px(w, k)), max(1, px(h, k))))


def wrap(surface: pygame.Surface, size: tuple[int, int] | None = None) -> Image:
    """A Surface drawn at the current scale, as an image measured in units."""
    return surface if _scale == 1.0 else Canvas(surface, _scale, size)


def new(size: Sequence[int], alpha: bool = True) -> Image:
    """A blank image of `size` units at the current scale."""
    if _scale == 1.0:
        return pygame.Surface((int(size[0]), int(size[1])), pygame.SRCALPHA if alpha else 0)
    return Canvas.new(size, _scale, alpha)


# ---- pygame.transform, in units ----------------------------------------------------------------
def _transformed(image: Image, make) -> Image:
    if isinstance(image, Canvas):
        return Canvas(make(image.surface), image.k)
    return make(image)


def rotate(image: Image, angle: float) -> Image:
    return _transformed(image, lambda s: pygame.transform.rotate(s, angle))


def rotozoom(image: Image, angle: float, zoom: float) -> Image:
    return _transformed(image, lambda s: pygame.transform.rotozoom(s, angle, zoom))


def flip(image: Image, x: bool, y: bool) -> Image:
    return _transformed(image, lambda s: pygame.transform.flip(s, x, y))


def smoothscale(image: Image, size: Sequence[int]) -> Image:
    if isinstance(image, Canvas):
        w, h = int(size[0]), int(size[1])
        return Canvas(pygame.transform.smoothscale(image.surface, (max(1, px(w, image.k)), max(1, px(h, image.k)))),
                      image.k, (w, h))
    return pygame.transform.smoothscale(image, (int(size[0]), int(size[1])))
