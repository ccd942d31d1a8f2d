"""Headless GUI fixtures: an App in temp user dirs, and helpers that post real input events."""

from __future__ import annotations

import pygame
import pytest

from game.ui.input_driver import InputDriver
from game.ui.settings import Settings


@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("PIRATE_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("PIRATE_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def app(user_dirs, monkeypatch):
    monkeypatch.setattr("game.engine.match.new_seed", lambda: 20261122)  # repeatable games
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    settings = Settings(animation="instant", ai_pace="instant")
    application = App(settings=settings, fps=0)
    application.stack.push(TitleScene(application))
    application.frame(dt=1 / 60)
    yield application
    while application.stack.top:
        application.stack.pop()
    pygame.quit()


class Driver(InputDriver):
    """The package's input driver, under the name the tests use."""


@pytest.fixture
def driver(app):
    return Driver(app)
