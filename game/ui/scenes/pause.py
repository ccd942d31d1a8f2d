"""The pause menu over the table: resume, rules, settings, save and quit."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button


class PauseScene(Scene):
    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        # With several humans at one screen the table underneath may hold someone's secrets: cover it.
        self.opaque = len(table.session.humans) > 1
        x, w = 490, 300
        self.widgets = [
            Button((x, 250, w, 52), "Resume", self.back, "Back to the table (Esc)", "primary", 28),
            Button((x, 314, w, 52), "Rules", self.rules, "The rules of this game", size=28),
            Button((x, 378, w, 52), "Settings", self.settings, "Animation speed, AI pace, sound...", size=28),
            Button((x, 442, w, 52), "Save and quit", self.save_and_quit,
                   "The game is saved after every move: Resume on the title screen continues it.", size=28),
        ]

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.table.session.match.ruleset.name))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def save_and_quit(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.table.session.save()
        self.app.stack.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.blit(theme.sprite("background.png"), (0, 0))
        theme.dim(surface, 160)
        box = pygame.Rect(440, 170, 400, 350)
        theme.panel(surface, box)
        theme.text(surface, "Paused", (box.centerx, box.y + 22), 46, theme.INK, anchor="midtop", shadow=False,
                   bold=True)
        super().draw(surface)
