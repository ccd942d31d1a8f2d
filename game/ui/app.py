"""The app: one window, a 1280x720 canvas fitted to it with letterboxing, the scene stack.

The canvas is laid out in 1280x720 units whatever the window; with "Sharp text" on it is drawn
with the window's own pixels (canvas.py), otherwise drawn at 1280x720 and stretched.

`run()` is the GUI entry point of the command line. Tests build an `App` and
call `frame()` after posting real pygame events.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game import __version__
from game.ui import canvas, sound, theme
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
        self._fitted: tuple = ()                         # what the canvas was fitted to (fit_canvas)
        self._settled: Any = None                        # the scene the heap was last settled for
        self.window = self._open_window()
        pygame.display.set_caption(f"Pirate Table {__version__}")
        try:
            pygame.display.set_icon(theme.image("icon.png"))
        except (pygame.error, FileNotFoundError):
            pass
        self.canvas: canvas.Image
        self._direct: bool                               # the canvas is (part of) the window itself
        self.fit_canvas()                                # and again at every frame, so a new size shows
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
        self._fitted = ()                                # a new display surface: fit the canvas again
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

    def resize_window(self, size: tuple[int, int]) -> None:
        self.settings.window = tuple(size)
        if not self.settings.fullscreen:
            self.window = self._open_window()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.window = self._open_window()
        self.settings.save()

    def fit_canvas(self) -> None:
        """Give the canvas as many pixels as it has on the window (1280x720 when not sharp), drawn
        straight onto the window where it can be. Text, faces and sprites drawn for another size
        are forgotten and drawn again as needed. Cheap when nothing changed (called every frame)."""
        view = self._viewport()
        k = view.w / theme.CANVAS[0] if self.settings.sharp and view.w > 0 else 1.0
        if canvas.set_scale(k):
            theme.reset_caches()
        k = canvas.scale()
        fitted = (id(self.window), self.window.get_size(), tuple(view), k)
        if fitted == self._fitted:
            return
        self._fitted = fitted
        self.window.fill((0, 0, 0))                      # the letterbox bars
        direct = k != 1.0 or view.size == theme.CANVAS   # drawn on the window, no copy to present
        if not direct or view.w <= 0 or view.h <= 0:
            self.canvas, self._direct = pygame.Surface(theme.CANVAS), False
            return
        target = self.window if view.topleft == (0, 0) and view.size == self.window.get_size() \
            else self.window.subsurface(view)
        self.canvas = target if k == 1.0 else canvas.Canvas(target, k, theme.CANVAS)
        self._direct = True

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

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A canvas point where it is on the window (how a test clicks it on a window of any size)."""
        view = self._viewport()
        return (view.x + int((pos[0] + 0.5) * view.w / theme.CANVAS[0]),
                view.y + int((pos[1] + 0.5) * view.h / theme.CANVAS[1]))

    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in MOUSE_EVENTS and self.window.get_size() != theme.CANVAS:
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def present(self) -> None:
        if not self._direct:                             # 1280x720 stretched onto a larger window
            view = self._viewport()
            self.window.blit(pygame.transform.smoothscale(self.canvas, view.size), view.topleft)
        pygame.display.flip()

    def pixels(self) -> pygame.Surface:
        """The canvas as drawn: what a screenshot saves."""
        return self.canvas.surface if isinstance(self.canvas, canvas.Canvas) else self.canvas

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
        if self.stack.top is not self._settled and self.stack.top.opaque:
            self._settled = self.stack.top
            settle_heap()
        self.fit_canvas()
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
                pygame.image.save(self.pixels(), str(shot))
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


def settle_heap() -> None:
    """Collect the garbage once and freeze what survives, when a new screen opens: the cycle
    collector then never walks the fonts, sprites, faces and rules data again, so a full
    collection in the middle of a game costs a few ms, not a dropped frame (bench/frame_time.py
    measured pauses of 20-30 ms without it). What the old screen left in cycles is freed first."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


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
