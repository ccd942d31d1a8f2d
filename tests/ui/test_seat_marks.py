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
    from game.engine.match import Match
    from game.engine.ruleset import registry
    from game.rules.privateer.state import MERCHANT

    match = Match.new(registry.get("loot_pirates"), 4, {}, seed=1)
    ruleset, state = match.ruleset, match.state
    assert ruleset.event_seat(state, Event.of("drew", seat=2, card=1)) == 2
    assert ruleset.event_seat(state, Event.of("shot", shooter=1, target=0)) == 1
    assert ruleset.event_seat(state, Event.of("round", number=3)) is None
    # Privateer: a ship's doings are its commander's; the merchant is nobody's.
    match = Match.new(registry.get("privateer"), 3, {}, seed=1)
    state = match.state
    slot = 1
    ship = state.fleets[slot] * 3
    assert match.ruleset.event_seat(state, Event.of("sail", ship=ship, frm=(0, 0), to=(0, 1), dir=0)) == state.owner[slot]
    assert match.ruleset.event_seat(state, Event.of("sail", ship=MERCHANT, frm=(0, 0), to=(0, 1), dir=0)) is None


def test_names_written_on_a_seat_colour_keep_a_readable_contrast():
    """Loot Pirates writes each name on its seat's colour: cream on the yellow seat read 1.4 : 1.
    Every seat colour now gets the ink that reads best, at 4 : 1 or better (WCAG contrast)."""
    assert theme.ink_on((240, 200, 70)) == theme.INK
    assert min(theme.contrast(c, theme.ink_on(c)) for c in theme.SEAT_COLOURS) >= 4.0
