"""Timed animations driven by match events: things fly, flash and pop, then finish.

Each animation has a start delay and a duration in seconds at speed 1; the
player's animation-speed setting scales both, 'instant' skips them, and the
skip key finishes everything at once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.ui import canvas, draw, theme


def ease(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Animation:
    duration: float
    delay: float = 0.0
    draw_fn: Callable[["Animation", pygame.Surface, float], None] | None = None
    tag: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    age: float = 0.0
    blocking: bool = True   # False for decoration (a rising "+2") that play need not wait for

    @property
    def started(self) -> bool:
        return self.age >= self.delay

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.age - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration


class Animations:
    def __init__(self, speed: float = 1.0) -> None:
        self.items: list[Animation] = []
        self.speed = speed

    def add(self, anim: Animation) -> Animation:
        if self.speed <= 0:
            return anim  # instant: nothing to show
        anim.duration /= self.speed
        anim.delay /= self.speed
        self.items.append(anim)
        return anim

    def replace(self, anim: Animation) -> Animation:
        """Add `anim` in place of any unfinished animation of its tag: a headline that says what just
        happened supersedes the last one, rather than rising through it."""
        self.items = [a for a in self.items if a.tag != anim.tag]
        return self.add(anim)

    def update(self, dt: float) -> None:
        for a in self.items:
            a.age += dt
        self.items = [a for a in self.items if not a.done]

    def skip(self) -> None:
        self.items.clear()

    @property
    def busy(self) -> bool:
        return any(a.blocking for a in self.items)

    def pending(self, tag: str) -> list[Animation]:
        """Animations with `tag` that have not finished (including those not started yet)."""
        return [a for a in self.items if a.tag == tag]

    def draw(self, surface: pygame.Surface) -> None:
        for a in self.items:
            if a.started and a.draw_fn:
                a.draw_fn(a, surface, a.progress)


# ---- ready-made animations -------------------------------------------------------

def flying(sprite: str | pygame.Surface, start: tuple[float, float], end: tuple[float, float],
           duration: float = 0.55, delay: float = 0.0, tag: str = "", size: int | None = None, arc: float = 60.0,
           blocking: bool = True, **data: Any) -> Animation:
    """A sprite (by name, or a drawn card face) flying along an arc from start to end: a card
    played, drawn or taken, a coin paid, seen going from where it was to where it goes."""
    def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
        k = ease(t)
        x = start[0] + (end[0] - start[0]) * k
        y = start[1] + (end[1] - start[1]) * k - math.sin(math.pi * k) * arc
        if canvas.is_image(sprite):
            img = sprite
        else:
            img = theme.sprite(sprite) if size is None else theme.scaled(sprite, (size, size))
        surface.blit(img, img.get_rect(center=(x, y)))
    anim = Animation(duration, delay, paint, tag, dict(data))
    anim.blocking = blocking
    return anim


def popping(sprite: str, centre: tuple[float, float], duration: float = 0.6, delay: float = 0.0,
            tag: str = "", size: int = 44) -> Animation:
    """A sprite that pops in big and settles."""
    def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
        scale = 1.6 - 0.6 * ease(min(1.0, t * 2))
        s = max(4, int(size * scale))
        img = theme.scaled(sprite, (s, s)).copy()
        if t > 0.75:
            img.set_alpha(int(255 * (1 - (t - 0.75) / 0.25)))
        surface.blit(img, img.get_rect(center=centre))
    return Animation(duration, delay, paint, tag)


def tracer(start: tuple[float, float], end: tuple[float, float], colour, duration: float = 0.35,
           delay: float = 0.0, tag: str = "") -> Animation:
    """A musket ball streaking from the shooter to the target, with a muzzle flash."""
    def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
        k = ease(t)
        x = start[0] + (end[0] - start[0]) * k
        y = start[1] + (end[1] - start[1]) * k
        tail = max(0.0, k - 0.25)
        tx = start[0] + (end[0] - start[0]) * tail
        ty = start[1] + (end[1] - start[1]) * tail
        draw.line(surface, colour, (tx, ty), (x, y), 3)
        draw.circle(surface, (30, 30, 30), (x, y), 5)
        if t < 0.35:
            flash = theme.sprite("flash.png")
            surface.blit(flash, flash.get_rect(center=start))
    return Animation(duration, delay, paint, tag)


def floating_text(words: str, centre: tuple[float, float], colour, duration: float = 1.1,
                  delay: float = 0.0, tag: str = "", size: int = 30) -> Animation:
    """'+2' rising and fading over a seat."""
    def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
        img = theme.render(words, size, colour, bold=True)
        img.set_alpha(int(255 * (1 - max(0.0, t - 0.6) / 0.4)))
        surface.blit(img, img.get_rect(center=(centre[0], centre[1] - 40 * ease(t))))
    return Animation(duration, delay, paint, tag, blocking=False)
