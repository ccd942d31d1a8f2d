"""The app: one window, a fixed 1280x720 canvas scaled to it with letterboxing, the scene stack.

`run()` is the GUI entry point of the command line. Tests build an `App` and
call `frame()` after posting real pygame events.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game import __version__
from game.ui import sound, theme
from game.ui.scene import SceneStack
from game.ui.settings import Settings
from game.ui.widgets import Tooltip

FPS = 60
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class App:
    def __init__(self, settings: Settings | None = None, direct: dict[str, Any] | None = None,
                 fps: int = FPS) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.display.init()
        pygame.font.init()
        theme.reset_caches()
        sound.reset()
        self.settings = settings or Settings.load()
        self.direct = direct or {}
        self.window = self._open_window()
        pygame.display.set_caption(f"Pirate Table {__version__}")
        try:
            pygame.display.set_icon(theme.image("icon.png"))
        except (pygame.error, FileNotFoundError):
            pass
        self.canvas = pygame.Surface(theme.CANVAS)
        self.stack = SceneStack()
        self.tooltip = Tooltip()
        self.clock = pygame.time.Clock()
        self.fps = fps                       # 0: no cap (headless tests)
        self.mouse = (0, 0)
        self.running = True
        self.frame_times: list[float] = []   # ms per frame, for bench/frame_time.py
        self.message = ""                    # one-line notice shown on the title screen
        self.exit_code = 0

    # ---- window --------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.fitting(self.settings.window), pygame.RESIZABLE)

    @staticmethod
    def fitting(size: tuple[int, int]) -> tuple[int, int]:
        """The saved window size, no larger than the screen (a size saved on a bigger screen)."""
        if pygame.display.get_driver() == "dummy":      # headless: no screen to fit
            return size
        try:
            screen = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        if screen[0] <= 0 or screen[1] <= 0:
            return size
        return min(size[0], screen[0]), min(size[1], screen[1])

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.window = self._open_window()
        self.settings.save()

    def _viewport(self) -> pygame.Rect:
        """Where the canvas lands in the window: as large as fits, centred (letterbox)."""
        ww, wh = self.window.get_size()
        cw, ch = theme.CANVAS
        scale = min(ww / cw, wh / ch)
        w, h = int(cw * scale), int(ch * scale)
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        view = self._viewport()
        if view.w == 0 or view.h == 0:
            return pos
        return (int((pos[0] - view.x) * theme.CANVAS[0] / view.w), int((pos[1] - view.y) * theme.CANVAS[1] / view.h))

    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in MOUSE_EVENTS and self.window.get_size() != theme.CANVAS:
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def present(self) -> None:
        view = self._viewport()
        if view.size == theme.CANVAS and view.topleft == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(self.canvas, view.size), view.topleft)
        pygame.display.flip()

    # ---- the loop --------------------------------------------------------------
    def frame(self, dt: float | None = None) -> None:
        """One frame: events, update, draw. `dt` fixes the time step (tests)."""
        elapsed = self.clock.tick(self.fps) / 1000.0
        if not self.fps:
            # Uncapped (tests, benchmarks): tick() never sleeps, so give a thread worker (tests) the GIL
            # for a moment each frame, as the real 60 fps loop does while it waits for the next frame.
            time.sleep(0.0002)
        dt = elapsed if dt is None else dt
        start = time.perf_counter()
        for event in pygame.event.get():
            event = self._translate(event)
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type in MOUSE_EVENTS:
                self.mouse = event.pos
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.WINDOWRESIZED and not self.settings.fullscreen:
                self.settings.window = self.window.get_size()     # a dragged size is kept at once
                try:
                    self.settings.save()
                except OSError:
                    pass
            self.stack.handle(event)
        self.stack.update(dt)
        self.tooltip.update(dt)
        if not self.stack.top:
            self.running = False
            return
        self.canvas.fill((0, 0, 0))
        self.stack.draw(self.canvas)
        self.tooltip.draw(self.canvas)
        self.present()
        self.frame_times.append((time.perf_counter() - start) * 1000.0)
        if self.direct.get("frames") and len(self.frame_times) >= self.direct["frames"]:
            self.quit()

    def run(self) -> None:
        while self.running:
            self.frame()
        self.shutdown()

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        shot = self.direct.get("screenshot")
        if shot:
            try:
                Path(shot).parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.canvas, str(shot))
            except (OSError, pygame.error) as exc:
                print(f"pirate-table: error: cannot save the screenshot {shot}: {' '.join(str(exc).split())}",
                      file=sys.stderr)
                self.exit_code = 2
        while self.stack.top:
            self.stack.pop()
        try:
            self.settings.save()
        except OSError:
            pass
        pygame.quit()


def run(direct: dict[str, Any] | None = None) -> int:
    """Open the app: the title screen, or (from `play`) straight onto a table."""
    app = App(direct=direct)
    if direct:
        from game.engine.errors import SaveFileError
        from game.ui.scenes.table import TableScene
        from game.ui.session import GameSession

        if direct.get("resume"):
            try:
                session = GameSession.resume(settings=app.settings)
            except SaveFileError as exc:     # changed since the command line checked it
                pygame.quit()
                print(f"pirate-table: error: cannot resume: {exc}", file=sys.stderr)
                return 2
        else:
            session = GameSession.new(direct["game"], direct["players"], direct["seats"], direct["options"],
                                      seed=direct.get("seed"), names=None, settings=app.settings)
        if direct.get("autoplay"):
            session.take_over_humans()
            session.ai_delay = 0.0
        app.stack.push(TableScene(app, session, autoplay=bool(direct.get("autoplay")),
                                  exit_when_over=bool(direct.get("exit_when_over"))))
    else:
        from game.ui.scenes.title import TitleScene

        app.stack.push(TitleScene(app))
    app.run()
    return app.exit_code
