"""The ship's log opened large: every line of it at reading size, grouped by turn, scrolled freely."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, ScrollText

BOX = pygame.Rect(140, 50, 1000, 620)


class LogScene(Scene):
    """Over the table (dimmed); Esc, Close or L closes it. Opens at the newest lines."""

    opaque = False

    def __init__(self, app, title: str, lines: list) -> None:
        super().__init__(app)
        self.title = title
        self.body = ScrollText(BOX.inflate(-48, -120).move(0, 10), size=24)
        self.body.set_lines(lines)
        self.widgets = [
            self.body,
            Button((BOX.right - 164, BOX.bottom - 58, 140, 44), "Close", self.back, "Back to the table (Esc)",
                   size=24, hotkey=pygame.K_l),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 150)
        surface.fill((20, 15, 12), BOX.inflate(-6, -6))
        theme.panel(surface, BOX, dark=True)
        theme.text(surface, self.title, (BOX.x + 28, BOX.y + 18), 34, theme.GOLD, bold=True)
        theme.text(surface, "Scroll with the wheel or Page Up / Page Down", (BOX.x + 28, BOX.bottom - 44), 18,
                   theme.MUTED)
        super().draw(surface)
