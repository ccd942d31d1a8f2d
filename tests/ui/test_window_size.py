"""Window sizes: only those the screen can show are offered, and a dragged size is kept."""

import pygame

from game.ui.scenes.settings import window_sizes
from game.ui.settings import Settings


class SmallScreen:
    settings = Settings(window=(1500, 800))

    @staticmethod
    def fitting(size):
        return min(size[0], 1366), min(size[1], 768)


def test_only_sizes_that_fit_the_screen_are_offered_and_a_dragged_one_is_named():
    sizes = window_sizes(SmallScreen())
    assert [s for s, _ in sizes] == [(1280, 720), (1500, 800)]
    assert sizes[-1][1] == "1500 x 800 (yours)"


def test_a_dragged_window_size_is_saved_at_once(app, user_dirs):
    app.window = pygame.display.set_mode((1400, 800), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=1400, y=800))
    app.frame(dt=1 / 60)
    assert Settings.load().window == (1400, 800)
