"""The rules reference: each game's published text and our decisions, readable and scrollable."""

from __future__ import annotations

import pygame

from game.engine.ruleset import registry
from game.ui import theme
from game.ui.rules_diagrams import with_diagrams
from game.ui.rules_text import for_screen
from game.ui.scene import Scene
from game.ui.widgets import Button, ScrollText

BOX = pygame.Rect(200, 70, 1050, 630)


class RulesScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.games = registry.all()
        self.game = game or self.games[0].name
        self.part = "rules"
        self.body = ScrollText(BOX.inflate(-40, -90).move(0, 30), size=22, follow=False, colour=theme.INK)
        self.tabs: list[Button] = []
        y = 80
        for r in self.games:
            self.tabs.append(Button((20, y, 168, 46), r.title, lambda n=r.name: self.choose(n), size=22))
            y += 54
        self.part_buttons = [
            Button((BOX.x + 24, BOX.y + 16, 180, 40), "Rule text", lambda: self.show("rules"), size=24),
            Button((BOX.x + 214, BOX.y + 16, 220, 40), "Our decisions", lambda: self.show("decisions"),
                   "What we play where the printed rules are silent", size=24),
        ]
        self.widgets = [*self.tabs, *self.part_buttons, self.body,
                        Button((20, 650, 168, 46), "Back", self.back, "Esc", size=24)]
        self.choose(self.game)

    def choose(self, game: str) -> None:
        self.game = game
        self.show(self.part)

    def show(self, part: str) -> None:
        self.part = part
        ruleset = registry.get(self.game)
        text = ruleset.rules_text() if part == "rules" else ruleset.decisions_text()
        lines = []
        for line in for_screen(text or "(not available)", decisions=part == "decisions"):
            colour = (120, 30, 20) if line and not line.startswith(("-", " ")) and len(line) < 40 else theme.INK
            lines.append((line, colour))
        if part == "rules":
            lines = with_diagrams(self.game, lines)
        self.body.set_lines(lines)
        self.body.scroll = 0
        for b in self.tabs:
            b.selected = b.label == ruleset.title
        for b, name in zip(self.part_buttons, ("rules", "decisions")):
            b.selected = name == part

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.body.hover = True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        theme.text(surface, "Rules", (24, 18), 44, theme.GOLD, bold=True)
        theme.panel(surface, BOX)
        theme.text(surface, "Scroll with the mouse wheel or Page Up / Page Down.", (BOX.right - 24, BOX.y + 28),
                   20, (110, 90, 60), anchor="topright", shadow=False)
        super().draw(surface)
