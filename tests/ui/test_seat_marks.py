"""Colour-blind safe seats: every seat's colour also has a shape of its own."""

from __future__ import annotations

import pygame

from game.ui import theme


def mask(seat: int) -> bytes:
    surface = pygame.Surface((40, 40))
    surface.fill((0, 0, 0))
    theme.seat_badge(surface, seat, (20, 20), 12)
    return bytes(1 if surface.get_at((x, y))[:3] != (0, 0, 0) else 0 for y in range(40) for x in range(40))


def test_every_seat_has_its_own_shape_not_only_its_own_colour():
    seats = len(theme.SEAT_COLOURS)
    assert len(set(theme.SEAT_SHAPES)) == seats
    shapes = [mask(s) for s in range(seats)]
    assert len(set(shapes)) == seats           # told apart in black and white


def test_log_lines_start_with_the_badge_of_the_seat_they_are_about():
    from game.engine.values import Event
    from game.ui.scenes.table import actor

    assert actor(Event.of("drew", seat=2, card=1), 4) == 2
    assert actor(Event.of("shot", shooter=1, target=0), 4) == 1
    assert actor(Event.of("round", number=3), 4) is None
