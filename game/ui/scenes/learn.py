"""Learn to play: pick a game, and its guided first game starts at the table."""

from __future__ import annotations

import pygame

from game.engine.ruleset import registry
from game.ui import theme
from game.ui.learn.lessons import lessons
from game.ui.scene import Scene
from game.ui.widgets import Button


def start_lesson(app, game: str, replace: bool = False) -> None:
    """The lesson's game at the table (one player, Easy captains), with the guide over it."""
    from game.ui.learn.guide import LessonGuide
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    lesson = lessons()[game]
    seats = ["human"] + ["ai:easy"] * (lesson.players - 1)
    session = GameSession.new(game, lesson.players, seats, seed=lesson.seed, settings=app.settings)
    table = TableScene(app, session)
    table.lesson = LessonGuide(table, lesson)
    if replace:
        app.stack.replace(table)
    else:
        app.stack.push(table)


class LearnMenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = []
        for i, ruleset in enumerate(r for r in registry.all() if r.name in lessons()):
            self.widgets.append(Button((440, 150 + i * 70, 400, 56), ruleset.title,
                                       lambda n=ruleset.name: start_lesson(self.app, n, replace=True),
                                       ruleset.blurb, size=28))
        self.widgets.append(Button((540, 620, 200, 50), "Back", self.back, "Back (Esc)", size=26))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        theme.dim(surface, 90)
        theme.text(surface, "Learn to play", (640, 24), 56, theme.GOLD, anchor="midtop", bold=True)
        theme.text(surface, "A guided first game: each step points at the table and waits for you. "
                   "Leave it at any time.", (640, 96), 24, theme.CREAM, anchor="midtop")
        super().draw(surface)
