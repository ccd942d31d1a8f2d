"""Scenes on a stack, after Tuxemon: input goes to the top scene first and down
until one consumes it; drawing starts at the topmost opaque scene.

Lifecycle: on_enter when pushed, on_pause when covered, on_resume when
uncovered, on_exit when popped. Esc goes back (or opens the pause menu) in
every scene: the base `handle` pops the scene unless a subclass says otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import widgets

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    opaque = True          # hides the scenes below it
    modal = True           # input stops here even if not consumed

    def __init__(self, app: "App") -> None:
        self.app = app
        self.widgets: list[widgets.Widget] = []

    # lifecycle -------------------------------------------------------------
    def on_enter(self) -> None: ...

    def on_exit(self) -> None: ...

    def on_pause(self) -> None: ...

    def on_resume(self) -> None: ...

    # frame -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):   # typing beats hotkeys
            for w in self.widgets:
                if getattr(w, "focused", False) and w.handle(event):
                    return True
        for w in reversed(self.widgets):
            if w.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        """What Esc does here: by default, close this scene."""
        self.app.stack.pop()

    @property
    def on_top(self) -> bool:
        return self.app.stack.top is self

    def update(self, dt: float) -> None:
        if not self.on_top:
            return
        tip = widgets.hovered_tooltip(self.widgets, self.app.mouse)
        if tip:
            self.app.tooltip.offer(tip, self.app.mouse)

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.on_pause()
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.top:
            self.top.on_resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene (title -> setup -> table) without resuming the one below."""
        if self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def reset(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, event: pygame.event.Event) -> None:
        for scene in reversed(self.scenes):
            if scene.handle(event) or scene.modal:
                return

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            if scene in self.scenes:
                scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        for scene in self.scenes[start:]:
            scene.draw(surface)
