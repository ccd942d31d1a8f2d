"""Pieces every card table is built from: a row of cards fanned into a region, the rival plates
across the top, and a rival's plate with its name, badge and rings.

The card tables (All Hands, Doubloons, Stolen Treasure) lay out their hands, choice rows and
rival plates with these, so a fix to how cards overlap or how a rival's turn is shown is made
once. Regions are named rectangles; the parts place things inside them.
"""

from __future__ import annotations

from typing import Iterable, Sequence, TypeVar

import pygame

from game.ui import draw, theme

T = TypeVar("T")


def fan(items: Sequence[T], size: tuple[int, int], area: pygame.Rect, gap: int = 6,
        centre: bool = False) -> list[tuple[T, pygame.Rect]]:
    """Cards side by side `gap` apart inside `area` (its top edge), overlapping as much as it takes
    to fit; from its left edge, or centred in it."""
    n = len(items)
    if not n:
        return []
    w, h = size
    step = min(w + gap, (area.w - w) // (n - 1)) if n > 1 else 0
    x0 = area.centerx - (step * (n - 1) + w) // 2 if centre else area.x
    return [(item, pygame.Rect(x0 + i * step, area.y, w, h)) for i, item in enumerate(items)]


def seats_across(count: int, index: int, region: pygame.Rect, gap: int, widest: int) -> pygame.Rect:
    """The `index`th of `count` plates in a row across `region`, as wide as fits (at most `widest`),
    `gap` apart and centred."""
    w = min(widest, (region.w - gap * (count - 1)) // max(1, count))
    total = count * w + (count - 1) * gap
    return pygame.Rect(region.centerx - total // 2 + index * (w + gap), region.y, w, region.h)


def plate(surface: pygame.Surface, seat: int, rect: pygame.Rect, name: str, *, turn: bool = False,
          target: bool = False, note: str = "", note_colour: tuple[int, int, int] = theme.GOLD,
          reserve: int = 0, short_note: str = "") -> None:
    """A rival's plate: a dark panel, a gold ring on his turn, the highlight when he may be chosen,
    his seat badge and his name (beside `note`, set at the right in `note_colour`, and clear of
    `reserve` pixels kept at the right for a marker the table draws). On a narrow plate (six
    players) the name comes first: `short_note` stands for the note, and the name is set a size
    smaller, before it is cut short ("Peg-Le..." beside "buried 450" read as nobody's name)."""
    theme.panel(surface, rect, dark=True)
    if turn:
        draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 3, border_radius=12)
    if target:
        draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=14)
    theme.seat_badge(surface, seat, (rect.x + 15, rect.y + 21), 8)

    def room(words: str) -> int:
        return rect.w - 40 - reserve - (theme.font(20).size(words)[0] + 8 if words else 0)

    name_width = theme.font(22).size(name)[0]
    if short_note and name_width > room(note):
        note = short_note
    size = 22 if name_width <= room(note) else 20
    theme.text(surface, theme.fit(name, size, room(note)), (rect.x + 28, rect.y + 8 + (22 - size) // 2), size,
               theme.CREAM)
    if note:
        theme.text(surface, note, (rect.right - 10, rect.y + 10), 20, note_colour, anchor="topright")


def backs(surface: pygame.Surface, faces: Iterable[pygame.Surface], pos: tuple[int, int], step: int) -> int:
    """A rival's hidden cards as a short row of backs from `pos`; the x just past the last."""
    x, y = pos
    last = None
    for back in faces:
        surface.blit(back, (x, y))
        last = back
        x += step
    return x + (last.get_width() - step if last is not None else 0)


def seen_chips(surface: pygame.Surface, chips: Sequence[tuple[str, tuple[int, int, int]]], pos: tuple[int, int],
               room: int, size: int = 16) -> int:
    """The cards every player saw go into a rival's hand, as small labels from `pos` (left, middle)
    in no more than `room` pixels ("+2" for those that do not fit); the x just past the last."""
    x, y = pos
    for k, (words, colour) in enumerate(chips):
        left = len(chips) - k
        width = theme.font(size).size(words)[0] + 8
        more = theme.font(size).size(f"+{left}")[0] + 8
        if x + width - pos[0] > room or (left > 1 and x + width + 3 + more - pos[0] > room):
            box = theme.badge(surface, f"+{left}", (x + more // 2, y), (70, 60, 50), size, 4)
            return box.right + 3
        box = theme.badge(surface, words, (x + width // 2, y), colour, size, 4)
        x = box.right + 3
    return x


def choice_panel(surface: pygame.Surface, prompt: str, cards: list[pygame.Rect], height: int,
                 midtop: tuple[int, int], size: int = 22, least: int = 300) -> pygame.Rect:
    """The panel a choice of cards opens over the table (keep a card, a Cutpurse...): opaque, and as
    wide as its cards and its one-line prompt (the table showed through, and a long prompt ran past
    both sides or wrapped onto the cards). The cards are the caller's to draw on it."""
    wide = max(least, cards[-1].right - cards[0].x + 40, theme.font(size).size(prompt)[0] + 40)
    box = pygame.Rect(0, 0, min(wide, 870), height)
    box.midtop = midtop
    surface.fill((16, 12, 10), box.inflate(-4, -4))
    theme.panel(surface, box, dark=True)
    theme.text(surface, theme.fit(prompt, size, box.w - 24), (box.centerx, box.y + 10), size, theme.GOLD,
               anchor="midtop")
    return box
