"""Settings: window, animation speed, AI pace, sound, auto-pass and the players' names."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.settings import AI_PACES, ANIMATION_SPEEDS
from game.ui.widgets import Button, Choice, TextField

SIZES = [((1280, 720), "1280 x 720"), ((1600, 900), "1600 x 900"), ((1920, 1080), "1920 x 1080"),
         ((2560, 1440), "2560 x 1440"), ((3840, 2160), "3840 x 2160")]


def window_sizes(app) -> list[tuple[tuple[int, int], str]]:
    """The sizes this screen can show (a larger one would be cut), and the size dragged to, if other."""
    sizes = [(size, label) for size, label in SIZES if app.fitting(size) == size] or SIZES[:1]
    current = tuple(app.settings.window)
    if current not in [size for size, _ in sizes]:
        sizes.append((current, f"{current[0]} x {current[1]} (yours)"))
    return sizes


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        x, w = 520, 260
        rows = [
            ("Window", Choice((x, 106, w, 44), window_sizes(app), tuple(s.window), self.set_window,
                              "Window size (drag the window edge to resize freely; the size is kept)")),
            ("Full screen (F11)", Choice((x, 156, w, 44), [(False, "Off"), (True, "On")], s.fullscreen,
                                         self.set_fullscreen)),
            ("Sharp text", Choice((x, 206, w, 44), [(True, "On"), (False, "Off")], s.sharp,
                                  lambda v: self.set("sharp", bool(v)),
                                  "Draw at the window's own resolution (Off: draw 1280 x 720 and stretch it)")),
            ("Animations", Choice((x, 256, w, 44), [(k, k.title()) for k in ANIMATION_SPEEDS], s.animation,
                                  lambda v: self.set("animation", v), "How fast coins fly and shots land")),
            ("AI pace", Choice((x, 306, w, 44), [(k, k.title()) for k in AI_PACES], s.ai_pace,
                               lambda v: self.set("ai_pace", v), "How long each AI move stays on screen")),
            ("Sound", Choice((x, 356, w, 44), [(True, "On"), (False, "Off")], s.sound,
                             lambda v: self.set("sound", v))),
            ("Auto-pass", Choice((x, 406, w, 44), [(True, "On"), (False, "Off")], s.auto_pass,
                                 lambda v: self.set("auto_pass", v),
                                 "Skip answer prompts (Heave To!, Yarr!) when you hold nothing to answer with")),
        ]
        self.rows = rows
        self.names = [TextField((300 + (i % 5) * 136, 504 + (i // 5) * 52, 126, 42), s.names[i],
                                lambda v, i=i: self.set_name(i, v), tooltip=f"Default name for seat {i + 1}")
                      for i in range(10)]
        self.widgets = [w for _, w in rows] + self.names + [
            Button((540, 640, 200, 52), "Done", self.back, "Settings are saved as you change them", "primary", 28)]

    def set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.settings.save()

    def set_window(self, size) -> None:
        self.app.resize_window(size)
        self.app.settings.save()


    def set_fullscreen(self, on) -> None:
        if bool(on) != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def set_name(self, i: int, value: str) -> None:
        self.app.settings.names[i] = value.strip() or self.app.settings.names[i]
        self.app.settings.save()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        box = pygame.Rect(260, 40, 760, 660)
        theme.panel(surface, box)
        theme.text(surface, "Settings", (box.centerx, box.y + 18), 46, theme.INK, anchor="midtop", shadow=False,
                   bold=True)
        for label, w in self.rows:
            theme.text(surface, label, (w.rect.x - 24, w.rect.centery), 28, theme.INK, anchor="midright",
                       shadow=False)
        theme.text(surface, "Players' names", (box.centerx, 466), 28, theme.INK, anchor="midtop", shadow=False)
        super().draw(surface)
