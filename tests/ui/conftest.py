"""Headless GUI fixtures: an App in temp user dirs, and helpers that post real input events."""

from __future__ import annotations

import pygame
import pytest

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


class Driver:
    """Clicks and key presses as a player would make them, one frame at a time."""

    def __init__(self, app) -> None:
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(dt=1 / 60)

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames()

    def key(self, key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
        self.frames()

    def type_text(self, words: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
        self.frames()

    def button(self, label: str):
        """The visible button with this label on the top scene (or its board)."""
        scene = self.app.stack.top
        candidates = list(getattr(scene, "widgets", []))
        board = getattr(scene, "board", None)
        if board is not None:
            candidates += board.controls
        for w in candidates:
            if getattr(w, "label", None) == label and w.visible:
                return w
        raise AssertionError(f"no button {label!r} on {type(scene).__name__}: "
                             f"{[getattr(w, 'label', None) for w in candidates]}")

    def press(self, label: str) -> None:
        self.click(self.button(label).rect.center)

    def until(self, condition, limit: int = 3000) -> None:
        for _ in range(limit):
            if condition():
                return
            self.frames()
        raise AssertionError("condition not reached")


@pytest.fixture
def driver(app):
    return Driver(app)
