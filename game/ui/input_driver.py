"""Drives the app by posting real pygame input events: the headless UI tests and the screenshot tour.

It clicks, types and waits exactly as a player would, one frame at a time,
so what it exercises is the real event path, not scene internals.
"""

from __future__ import annotations

import pygame


class InputDriver:
    """Clicks and key presses as a player would make them, one frame at a time."""

    def __init__(self, app) -> None:
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(dt=1 / 60)

    def at(self, pos) -> tuple[int, int]:
        """A canvas point as the window position a player's mouse would have there."""
        return self.app.to_window((int(pos[0]), int(pos[1])))

    def click(self, pos, button: int = 1) -> None:
        pos = self.at(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
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
        raise LookupError(f"no button {label!r} on {type(scene).__name__}: "
                             f"{[getattr(w, 'label', None) for w in candidates]}")

    def hover(self, pos, frames: int = 40) -> None:
        """Rest the mouse on a point long enough for its tooltip to show."""
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=self.at(pos), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        self.frames(frames)

    def press(self, label: str) -> None:
        self.click(self.button(label).rect.center)

    def until(self, condition, limit: int = 5000) -> None:
        for _ in range(limit):
            if condition():
                return
            self.frames()
        raise RuntimeError("the condition was not reached")
