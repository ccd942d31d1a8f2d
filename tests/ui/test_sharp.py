"""Sharp at any size: on a 2560x1440 window the table is drawn with the window's own pixels
(text set at twice the size, not a 1280x720 picture blown up), and clicks still land."""

from __future__ import annotations

import pygame
import pytest

from game.ui import canvas, theme
from game.ui.app import App
from game.ui.input_driver import InputDriver
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.session import GameSession
from game.ui.settings import Settings

BIG = (2560, 1440)


def open_app(sharp: bool = True, window=BIG) -> App:
    app = App(settings=Settings(window=window, sharp=sharp, animation="instant", ai_pace="instant"), fps=0)
    app.stack.push(TitleScene(app))
    app.frame(dt=1 / 60)
    app.frame(dt=1 / 60)
    return app


def close(app: App) -> None:
    while app.stack.top:
        app.stack.pop()
    pygame.quit()


def hard_edges(surface: pygame.Surface) -> int:
    """Pixels on a sharp edge: a blurred (stretched) picture has fewer."""
    edges = pygame.transform.laplacian(surface)
    return pygame.mask.from_threshold(edges, (255, 255, 255, 255), (175, 175, 175, 255)).count()


def test_a_large_window_is_drawn_with_its_own_pixels_and_sharper_than_stretched(user_dirs):
    app = open_app(sharp=True)
    try:
        assert canvas.scale() == 2.0
        assert app.pixels().get_size() == BIG
        sharp = hard_edges(app.window.copy())
    finally:
        close(app)
    app = open_app(sharp=False)
    try:
        assert canvas.scale() == 1.0 and app.pixels().get_size() == theme.CANVAS
        stretched = hard_edges(app.window.copy())
    finally:
        close(app)
    assert sharp > 1.4 * stretched


def test_clicks_land_on_the_same_buttons_at_twice_the_pixels(user_dirs):
    app = open_app()
    try:
        driver = InputDriver(app)
        driver.press("New game")
        assert isinstance(app.stack.top, SetupScene)
    finally:
        close(app)


def test_text_is_measured_as_it_is_drawn_so_wrapped_lines_fit(user_dirs):
    app = open_app()
    try:
        line = "For games with less than 8 players, remove a handful of the coins from the centre."
        width = theme.font(20).size(line)[0]
        drawn = theme.render(line, 20, theme.INK)
        assert drawn.surface.get_width() <= canvas.px(width, 2.0)         # drawn no wider than measured
        for part in theme.wrap_lines(line, 20, 300):
            assert theme.render(part, 20).surface.get_width() <= 600
    finally:
        close(app)


@pytest.mark.parametrize("game", ["loot_pirates", "all_hands", "privateer", "doubloons", "stolen_treasure"])
def test_every_table_plays_at_twice_the_pixels(user_dirs, game):
    """A whole AI game on each table at 2560x1440: it draws (faces, sprites, text, motion) to the end."""
    app = open_app()
    try:
        session = GameSession.new(game, 3, ["ai:easy"] * 3, {}, seed=5, settings=app.settings, autosave=False)
        session.ai_delay = 0.0
        table = TableScene(app, session, autoplay=True)
        app.stack.push(table)
        for _ in range(3000):
            app.frame(dt=1 / 30)
            if session.match.is_over():
                break
        assert session.match.is_over()
        assert app.pixels().get_size() == BIG
    finally:
        close(app)
