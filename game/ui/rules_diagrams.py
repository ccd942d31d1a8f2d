"""The diagrams a rule text refers to but a text file cannot hold, drawn for the Rules screen.

Privateer's rules explain sailing and firing with four pictures ("Red ships are positioned at
A and B ... any of the spaces marked C"). Each is drawn here on a small hex patch; the marked
hexes are worked out with the game's own hex grid (straight lines, exact distances), so the
pictures say what the rules and our ruleset do. Each diagram goes just above its caption.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from game.rules.privateer.hexgrid import Hex, corners, distance, opposite, ray, to_pixel
from game.ui import canvas, draw, theme

SIZE = 15                 # hex corner radius in pixels
RADIUS = 5                # hexes from the centre of the patch
SEA, RIM = (40, 92, 140), (120, 170, 210)
MARK = (250, 240, 215)
RED, BLUE, YELLOW, GREEN, GRAY = 0, 1, 2, 3, 4          # fleet colours, as the ship sprites


class Patch:
    """A hex patch being drawn: ships, terrain and lettered marks."""

    def __init__(self) -> None:
        w = int(SIZE * 1.5 * RADIUS * 2 + SIZE * 2) + 4
        h = int(SIZE * math.sqrt(3) * (RADIUS * 2 + 1)) + 4
        self.surface = canvas.new((w, h))
        self.origin = (w / 2, h / 2)
        self.terrain: dict[Hex, str] = {}
        self.ships: dict[Hex, int] = {}
        for q in range(-RADIUS, RADIUS + 1):
            for r in range(-RADIUS, RADIUS + 1):
                if distance((0, 0), (q, r)) <= RADIUS:
                    points = corners((q, r), SIZE, self.origin)
                    draw.polygon(self.surface, SEA, points)
                    draw.polygon(self.surface, RIM, points, 1)

    def centre(self, h: Hex) -> tuple[float, float]:
        return to_pixel(h, SIZE, self.origin)

    def put_terrain(self, h: Hex, kind: str) -> None:
        self.terrain[h] = kind
        img = theme.scaled(f"terrain_{kind}.png", (SIZE * 2, SIZE * 2))
        self.surface.blit(img, img.get_rect(center=self.centre(h)))

    def put_ship(self, h: Hex, fleet: int, letter: str = "") -> None:
        self.ships[h] = fleet
        img = theme.scaled(f"ship_{fleet}.png", (SIZE * 2, SIZE * 2))
        self.surface.blit(img, img.get_rect(center=self.centre(h)))
        if letter:
            x, y = self.centre(h)
            theme.text(self.surface, letter, (x + SIZE * 0.7, y - SIZE * 1.1), 22, MARK, anchor="center", bold=True)

    def mark(self, h: Hex, letter: str) -> None:
        x, y = self.centre(h)
        draw.circle(self.surface, MARK, (x, y), SIZE * 0.62, 2)
        theme.text(self.surface, letter, (x, y), 20, MARK, anchor="center", bold=True, shadow=False)

    def sail_ends(self, start: Hex, steps: int, fleet: int, barred: int | None = None) -> list[Hex]:
        """Where a sail die of `steps` can take a ship: a straight line of exactly that length, not
        through an island, not ending on a ship of its own fleet, not back the way it came."""
        ends = []
        for d in range(6):
            if d == barred:
                continue
            path = ray(start, d, steps)
            if any(self.terrain.get(h) in ("volcano", "desert") for h in path):
                continue
            if self.ships.get(path[-1]) == fleet:
                continue
            ends.append(path[-1])
        return ends

    def targets(self, start: Hex, steps: int) -> list[Hex]:
        """The hexes a cannonball die of `steps` can hit: exactly that far in a straight line, with
        no volcano on the way (a desert island or a reef does not block)."""
        hits = []
        for d in range(6):
            path = ray(start, d, steps)
            if not any(self.terrain.get(h) == "volcano" for h in path[:-1]):
                hits.append(path[-1])
        return hits


def sail_three() -> pygame.Surface:
    p = Patch()
    a, b = (0, 0), (1, 0)
    p.put_terrain((0, -2), "volcano")
    p.put_ship(a, RED, "A")
    p.put_ship(b, RED, "B")
    for h in p.sail_ends(a, 3, RED):
        p.mark(h, "C")
    return p.surface


def sail_four_then_three() -> pygame.Surface:
    p = Patch()
    a, first = (-2, 2), 1
    b = ray(a, first, 4)[-1]
    p.put_terrain((0, -2), "desert")
    p.put_ship(a, RED, "A")
    for h in ray(a, first, 4)[:-1]:
        draw.circle(p.surface, MARK, p.centre(h), 2)
    p.mark(b, "B")
    for h in p.sail_ends(b, 3, RED, barred=opposite(first)):
        p.mark(h, "C")
    return p.surface


def cannon_three() -> pygame.Surface:
    p = Patch()
    a = (0, 0)
    p.put_terrain((0, -2), "volcano")
    p.put_ship(a, GREEN, "A")
    p.put_ship((2, 0), YELLOW, "B")          # too close: a 3 flies over it
    p.put_ship((0, -3), RED, "C")            # behind the volcano
    for h in p.targets(a, 3):
        p.mark(h, "D")
    return p.surface


def sail_and_cannon() -> pygame.Surface:
    p = Patch()
    a = (-1, 1)
    b = ray(a, 2, 3)[-1]
    p.put_ship(a, GREEN, "A")
    for h in ray(a, 2, 3)[:-1]:
        draw.circle(p.surface, MARK, p.centre(h), 2)
    p.put_ship(ray(a, 0, 4)[-1], YELLOW, "C")          # in reach of a 4 from A
    p.put_ship(ray(b, 0, 4)[-1], RED, "D")             # in reach of a 4 from B
    p.put_ship(ray(b, 4, 4)[-1], GRAY, "E")
    p.mark(b, "B")
    return p.surface


# Each diagram, placed above the caption that starts with these words.
DIAGRAMS: dict[str, tuple[tuple[str, Callable[[], pygame.Surface]], ...]] = {
    "privateer": (
        ("Red ships are positioned at A and B", sail_three),
        ("A red ship is positioned at A. A sail-4", sail_four_then_three),
        ("A green ship is positioned at A. If a cannonball-3", cannon_three),
        ("A green ship is positioned at A and its owner has a sail-3", sail_and_cannon),
    ),
}


def with_diagrams(game: str, lines: list) -> list:
    """The rule text's lines with each diagram drawn just above its caption."""
    wanted = DIAGRAMS.get(game, ())
    out: list = []
    for line in lines:
        words = line if isinstance(line, str) else line[0]
        for caption, picture in wanted:
            if words.startswith(caption):
                out.append(picture())
        out.append(line)
    return out

