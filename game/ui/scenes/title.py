"""The title screen: New game, Resume, Rules, Settings, Quit."""

from __future__ import annotations

import json

import pygame

from game.engine.errors import SaveFileError
from game.engine.savefile import set_aside
from game.ui import paths, theme
from game.ui.scene import Scene
from game.ui.widgets import Button


def resumable() -> bool:
    """Is there an unfinished autosaved game? (A cheap look; loading checks it properly.)"""
    try:
        data = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return paths.autosave_file().exists()   # damaged: let Resume explain why it cannot load
    return isinstance(data, dict) and not data.get("over", False)


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        left, right, w, h = 326, 654, 300, 56
        self.resume_button = Button((left, 380, w, h), "Resume", self.resume,
                                    "Continue the last unfinished game exactly where it stopped", size=30)
        self.widgets = [
            Button((left, 314, w, h), "New game", self.new_game, "Choose a game, the crew and the rules",
                   "primary", 30, pygame.K_RETURN),
            self.resume_button,
            Button((left, 446, w, h), "Learn to play", self.learn, "A guided first game, step by step", size=30),
            Button((left, 512, w, h), "Rules", self.rules, "Read the rules of every game", size=30),
            Button((right, 314, w, h), "Past games", self.past_games, "Watch your finished games again", size=30),
            Button((right, 380, w, h), "Statistics", self.statistics, "Games played and won, per game and level",
                   size=30),
            Button((right, 446, w, h), "Settings", self.settings, "Window, animations, AI pace, names", size=30),
            Button((right, 512, w, h), "Quit", self.app.quit, "Leave the table", size=30),
        ]

    def on_enter(self) -> None:
        self.resume_button.enabled = resumable()

    def on_resume(self) -> None:
        self.on_enter()

    def back(self) -> None:
        """Esc on the title does nothing: leaving takes the Quit button, not a stray key."""

    def new_game(self) -> None:
        from game.ui.scenes.setup import SetupScene

        self.app.stack.push(SetupScene(self.app))

    def resume(self) -> None:
        from game.ui.scenes.table import TableScene
        from game.ui.session import GameSession

        try:
            session = GameSession.resume(settings=self.app.settings)
        except SaveFileError as exc:
            self.app.message = f"Cannot resume: {exc}"
            try:
                kept = set_aside(paths.autosave_file())
                self.app.message += f" It was kept as {kept}."
            except OSError:
                pass
            self.resume_button.enabled = False
            return
        self.app.message = ""
        self.app.stack.push(TableScene(self.app, session))

    def learn(self) -> None:
        from game.ui.scenes.learn import LearnMenuScene

        self.app.stack.push(LearnMenuScene(self.app))

    def past_games(self) -> None:
        from game.ui.scenes.past_games import PastGamesScene

        self.app.stack.push(PastGamesScene(self.app))

    def statistics(self) -> None:
        from game.ui.scenes.statistics import StatisticsScene

        self.app.stack.push(StatisticsScene(self.app))

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        table = theme.sprite("table.png")
        surface.blit(table, table.get_rect(center=(640, 400)))
        theme.dim(surface, 70)
        icon = theme.scaled("icon.png", (110, 110))
        surface.blit(icon, icon.get_rect(midtop=(640, 34)))
        theme.text(surface, "Pirate Table", (640, 146), 96, theme.GOLD, anchor="midtop", bold=True)
        theme.text(surface, "Loot Pirates - All Hands on Deck! - Privateer - Doubloons - Stolen Treasure",
                   (640, 228), 26, theme.CREAM, anchor="midtop")
        for i, value in enumerate((5, 2, 1, 2, 5)):
            coin = theme.sprite(f"coin_{value}.png")
            surface.blit(coin, coin.get_rect(center=(560 + i * 40, 272)))
        super().draw(surface)
        if self.app.message:
            theme.text(surface, self.app.message, (640, 600), 24, theme.RED, anchor="midtop", width=1100)
