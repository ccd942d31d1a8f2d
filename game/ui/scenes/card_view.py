"""A card shown large: its face at reading size and its full rules text (right-click a card on the table)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene

FACE = (260, 364)


class CardScene(Scene):
    """Over the table (dimmed, still visible); any click or key closes it."""

    opaque = False

    def __init__(self, app, face: pygame.Surface, words: str) -> None:
        super().__init__(app)
        self.face = face
        self.words = words

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.stack.pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 150)
        box = pygame.Rect(0, 0, 780, 420)
        box.center = (640, 360)
        surface.fill((20, 15, 12), box.inflate(-6, -6))
        theme.panel(surface, box, dark=True)
        surface.blit(self.face, self.face.get_rect(midleft=(box.x + 28, box.centery)))
        x = box.x + 28 + self.face.get_width() + 28
        theme.text(surface, self.words, (x, box.y + 32), 24, theme.CREAM, width=box.right - x - 24)
        theme.text(surface, "Click or press any key to close", (box.right - 20, box.bottom - 14), 18, theme.MUTED,
                   anchor="bottomright")
