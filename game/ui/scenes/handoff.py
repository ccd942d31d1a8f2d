"""Pass-and-play hand-off: hides the table until the next human confirms they hold the screen."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.session.names[seat]
        self.name = name
        self.widgets = [Button((490, 430, 300, 56), f"I'm {name}: show me", self.confirm,
                               f"Only {name} should look at the next screen.", "primary", 28, pygame.K_RETURN)]

    def confirm(self) -> None:
        self.table.show_to(self.seat)
        self.app.stack.pop()

    def back(self) -> None:
        self.table.back()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        theme.dim(surface, 90)
        box = pygame.Rect(340, 190, 600, 320)
        theme.panel(surface, box)
        icon = theme.scaled("icon.png", (84, 84))
        surface.blit(icon, icon.get_rect(midtop=(box.centerx, box.y + 22)))
        theme.text(surface, f"Pass the screen to {self.name}", (box.centerx, box.y + 120), 44, theme.INK,
                   anchor="midtop", shadow=False, bold=True)
        theme.text(surface, "Everyone else, look away: what comes next is for their eyes only.",
                   (box.centerx, box.y + 170), 24, theme.INK, anchor="midtop", shadow=False, width=520)
        super().draw(surface)
