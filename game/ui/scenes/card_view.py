"""A card shown large: its face at reading size and its full rules text (right-click a card on the table)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene

FACE = (260, 364)
TEXT_W = 440            # the widest the rules text column grows


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
        # "Name: what it does" - the name as a heading, the rest below it; the box as wide as the text needs.
        name, _, rest = self.words.partition(": ")
        title, body = (name, rest) if rest else ("", self.words)
        lines = theme.wrap_lines(body, 24, TEXT_W)
        text_w = max([theme.font(24).size(line)[0] for line in lines] +
                     [theme.font(30, True).size(title)[0] if title else 0, 300])
        text_w = min(text_w, TEXT_W)
        box = pygame.Rect(0, 0, 28 + self.face.get_width() + 28 + text_w + 28, self.face.get_height() + 56)
        box.center = (640, 360)
        surface.fill((20, 15, 12), box.inflate(-6, -6))
        theme.panel(surface, box, dark=True)
        surface.blit(self.face, self.face.get_rect(midleft=(box.x + 28, box.centery)))
        x, y = box.x + 28 + self.face.get_width() + 28, box.y + 30
        if title:
            y = theme.text(surface, theme.fit(title, 30, text_w, bold=True), (x, y), 30, theme.GOLD, bold=True).bottom + 12
        theme.text(surface, body, (x, y), 24, theme.CREAM, width=text_w)
        theme.text(surface, "Click or press any key to close", (box.right - 20, box.bottom - 12), 18, theme.MUTED,
                   anchor="bottomright")
