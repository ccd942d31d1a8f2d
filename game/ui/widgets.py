"""Small widgets for every scene: buttons, steppers, choices, text fields, scrolling text, tooltips.

Widgets work in canvas coordinates (the app maps the window to the canvas
before events arrive). `handle` returns True when the widget consumed the event.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.ui import canvas, draw, theme


class Widget:
    def __init__(self, rect: pygame.Rect | tuple, tooltip: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.visible = True
        self.enabled = True
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Button(Widget):
    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, tooltip: str = "",
                 style: str = "normal", size: int = 26, hotkey: int | None = None, action: Any = None) -> None:
        super().__init__(rect, tooltip)
        self.action = action      # the move this button plays, if it plays one (the hint rings it)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size
        self.hotkey = hotkey
        self.pressed = False
        self.selected = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle(event)
        if not self.enabled:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos) \
                and event.button == 1
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.click()
            return True
        return False

    def click(self) -> None:
        if self.enabled and self.on_click:
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            state = "disabled"
        elif self.pressed:
            state = "pressed"
        elif self.style == "primary" or self.selected:
            state = "primary"
        elif self.hover:
            state = "hover"
        else:
            state = "normal"
        surface.blit(theme.nine_slice(f"button_{state}.png", self.rect.size, 16), self.rect.topleft)
        if self.hover and self.enabled:
            draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(2, 2), width=2, border_radius=12)
        colour = theme.CREAM if self.enabled else theme.MUTED
        theme.text(surface, self.label, self.rect.move(0, 1 if self.pressed else -1).center, self.size, colour,
                   anchor="center", bold=False)


class Stepper(Widget):
    """A number with - and + buttons; `None` shows as `none_label` (e.g. "auto")."""

    def __init__(self, rect, value: int | None, minimum: int, maximum: int,
                 on_change: Callable[[int | None], None] | None = None, none_label: str | None = None,
                 tooltip: str = "", fmt: Callable[[int], str] = str, step: int = 1) -> None:
        super().__init__(rect, tooltip)
        self.value, self.minimum, self.maximum = value, minimum, maximum
        self.on_change, self.none_label, self.fmt = on_change, none_label, fmt
        self.step_size = max(1, step)
        h = self.rect.h
        self.minus = Button((self.rect.x, self.rect.y, h, h), "-", lambda: self.step(-1), size=30)
        self.plus = Button((self.rect.right - h, self.rect.y, h, h), "+", lambda: self.step(1), size=30)

    def step(self, clicks: int) -> None:
        """Move by `clicks` steps (Shift: ten times as far); a value off the step grid lands on it."""
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            clicks *= 10
        size = self.step_size
        if self.value is None:
            new = self.minimum if clicks > 0 else None
        else:
            grid = self.value // size * size if clicks > 0 else -(-self.value // size) * size
            new = grid + clicks * size
            if new < self.minimum:
                new = None if self.none_label else self.minimum
            new = min(new, self.maximum) if new is not None else None
        if new != self.value:
            self.value = new
            if self.on_change:
                self.on_change(new)

    def set_range(self, minimum: int, maximum: int) -> None:
        self.minimum, self.maximum = minimum, maximum
        if self.value is not None:
            self.value = max(minimum, min(maximum, self.value))

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(1 if event.y > 0 else -1)            # the wheel turns the number under the mouse
            return True
        return self.minus.handle(event) or self.plus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.minus.enabled = self.enabled and (self.value is not None and (self.value > self.minimum or
                                                                             self.none_label is not None))
        self.plus.enabled = self.enabled and (self.value is None or self.value < self.maximum)
        self.minus.draw(surface)
        self.plus.draw(surface)
        label = self.none_label if self.value is None else self.fmt(self.value)
        theme.text(surface, str(label), self.rect.center, 28, theme.CREAM, anchor="center")


class Choice(Widget):
    """Cycles through labelled values on click (left click forward, right click back)."""

    def __init__(self, rect, options: Sequence[tuple[object, str]], value: object,
                 on_change: Callable[[object], None] | None = None, tooltip: str = "", size: int = 24) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.button = Button(rect, self.current_label(), self._next, tooltip, size=size)

    def current_label(self) -> str:
        for value, label in self.options:
            if value == self.value:
                return label
        return str(self.value)

    def _next(self) -> None:
        values = [v for v, _ in self.options]
        i = values.index(self.value) if self.value in values else -1
        self.value = values[(i + 1) % len(values)]
        self.button.label = self.current_label()
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        super().handle(event)
        self.button.rect = self.rect
        return self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.button.rect = self.rect
            self.button.enabled = self.enabled
            self.button.label = self.current_label()
            self.button.draw(surface)


class TextField(Widget):
    """A one-line text entry: click to focus, type, Enter or click elsewhere to finish."""

    def __init__(self, rect, value: str, on_change: Callable[[str], None] | None = None,
                 max_len: int = 16, tooltip: str = "") -> None:
        super().__init__(rect, tooltip)
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.focused = False
        self.blink = 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside != self.focused:
                self.focused = inside
                (pygame.key.start_text_input if inside else pygame.key.stop_text_input)()
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            if len(self.value) < self.max_len:
                self.value += event.text[: self.max_len - len(self.value)]
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self._changed()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = False
            elif event.key == pygame.K_ESCAPE:
                self.focused = False
            return True
        return False

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.rect(surface, (250, 240, 215) if self.focused else (226, 210, 172), self.rect, border_radius=8)
        draw.rect(surface, theme.GOLD if self.focused else (120, 90, 50), self.rect, width=2, border_radius=8)
        r = theme.text(surface, self.value, (self.rect.x + 10, self.rect.centery), 26, theme.INK,
                       anchor="midleft", shadow=False)
        self.blink = (self.blink + 1) % 60
        if self.focused and self.blink < 30:
            draw.line(surface, theme.INK, (r.right + 2, self.rect.y + 8), (r.right + 2, self.rect.bottom - 8), 2)


HIGHLIGHT_BAND = (150, 60, 30, 90)     # behind a log line a player must not miss


@theme.session_cache(maxsize=8)
def _band(size: tuple[int, int]) -> pygame.Surface:
    band = canvas.new(size)
    band.fill(HIGHLIGHT_BAND)
    return band


class ScrollText(Widget):
    """Lines of text in a box with a mouse-wheel scroll; new lines can stick to the bottom."""

    BADGE = 20      # room before a line that starts with a seat's badge

    def __init__(self, rect, lines: list[str] | None = None, size: int = 20, follow: bool = True,
                 colour=theme.CREAM, line_gap: int = 2) -> None:
        super().__init__(rect)
        self.size = size
        self.follow = follow
        self.colour = colour
        self.gap = line_gap
        self.scroll = 0  # lines from the top
        self._wrapped: list[tuple[str, tuple]] = []
        self.set_lines(lines or [])

    def set_lines(self, lines: list, keep_scroll: bool = False) -> None:
        """`lines` are strings, or tuples (string, colour[, seat[, style]]): a seat starts the line
        with its badge; style "heading" opens a group (a rule above, bold), "highlight" sets a
        line apart on a band. Long lines are wrapped to the width."""
        wrapped = []
        height = self.line_height()
        for line in lines:
            if canvas.is_image(line):        # a picture (a rules diagram): as many rows as it is tall
                rows = max(1, -(-(line.get_height() + 8) // height))
                wrapped += [(line, None, None, 0, "image", row) for row in range(rows)]
                continue
            words, colour, seat, style = (line, self.colour, None, None) if isinstance(line, str) else \
                (*line, None, None)[:4]
            indent = 0 if seat is None else self.BADGE
            bold = style == "heading"
            for row, part in enumerate(theme.wrap_lines(words, self.size, self.rect.w - 16 - indent, bold)):
                wrapped.append((part, colour, seat if row == 0 else None, indent, style, row))
        at_bottom = self.scroll >= self.max_scroll()
        self._wrapped = wrapped
        if self.follow and (at_bottom or not keep_scroll):
            self.scroll = self.max_scroll()
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def line_height(self) -> int:
        return theme.font(self.size).get_linesize() + self.gap

    def visible_lines(self) -> int:
        return max(1, (self.rect.h - 12) // self.line_height())

    def max_scroll(self) -> int:
        return max(0, len(getattr(self, "_wrapped", [])) - self.visible_lines())

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * 3))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = self.visible_lines() - 1
            self.scroll += page if event.key == pygame.K_PAGEDOWN else -page
            self.scroll = max(0, min(self.max_scroll(), self.scroll))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        y = self.rect.y + 6
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        height = self.line_height()
        shown = self._wrapped[self.scroll: self.scroll + self.visible_lines()]
        for shown_at, (words, colour, seat, indent, style, row) in enumerate(shown):
            if style == "image":
                if shown_at == 0 or row == 0:      # the picture's top row, or its first row in view
                    surface.blit(words, (self.rect.centerx - words.get_width() // 2, y + 4 - row * height))
                y += height
                continue
            if style == "heading" and row == 0:
                draw.line(surface, theme.BRASS, (self.rect.x + 4, y), (self.rect.right - 12, y), 1)
            elif style == "highlight":
                surface.blit(_band((self.rect.w - 12, height)), (self.rect.x + 2, y))
            if seat is not None:
                theme.seat_badge(surface, seat, (self.rect.x + 15, y + height / 2), 6)
            theme.text(surface, words, (self.rect.x + 8 + indent, y), self.size, colour, shadow=False,
                       bold=style == "heading")
            y += height
        surface.set_clip(clip)
        if self.max_scroll() > 0:  # scroll bar
            track = pygame.Rect(self.rect.right - 6, self.rect.y + 6, 4, self.rect.h - 12)
            draw.rect(surface, (80, 70, 60), track, border_radius=2)
            frac = self.visible_lines() / max(1, len(self._wrapped))
            thumb_h = max(16, int(track.h * frac))
            pos = track.y + int((track.h - thumb_h) * self.scroll / max(1, self.max_scroll()))
            draw.rect(surface, theme.BRASS, (track.x, pos, 4, thumb_h), border_radius=2)


class Tooltip:
    """Shows one hover text near the mouse after a short delay; scenes offer text each frame."""

    DELAY = 0.35

    def __init__(self) -> None:
        self.words = ""
        self.pos = (0, 0)
        self.since = 0.0
        self._offered = ""
        self.keep_clear: pygame.Rect | None = None

    def offer(self, words: str, pos: tuple[int, int], keep_clear: pygame.Rect | None = None) -> None:
        """`keep_clear`: what the words are about (Privateer's dice tray for a gambit's button), not
        to be covered by them."""
        self._offered = words
        self.pos = pos
        self.keep_clear = keep_clear

    def update(self, dt: float) -> None:
        if self._offered != self.words:
            self.words = self._offered
            self.since = 0.0
        else:
            self.since += dt
        self._offered = ""

    def box(self) -> pygame.Rect:
        """Where the words go: below and right of the cursor; above it where that would cover the
        prompt and error line at the foot of the table (or leave the screen). Over the bar of
        controls at the foot, above the whole bar: beside the cursor the box covered the next
        button along, the one a player was about to read or press."""
        return self._layout()[1]

    def _layout(self) -> tuple[list[str], pygame.Rect]:
        lines = theme.wrap_lines(self.words, 20, 320)
        w = max(theme.font(20).size(line)[0] for line in lines) + 20
        h = theme.font(20).get_linesize() * len(lines) + 14
        x = min(self.pos[0] + 16, theme.CANVAS[0] - w - 4)
        if self.pos[1] >= theme.PROMPT_TOP:
            x, y = max(4, min(self.pos[0] - 24, theme.CANVAS[0] - w - 4)), theme.PROMPT_TOP - h - 6
        else:
            y = self.pos[1] + 20
            if y + h > theme.PROMPT_TOP - 2:
                y = max(4, self.pos[1] - h - 8)
        box = pygame.Rect(x, y, w, h)
        if self.keep_clear is not None and box.colliderect(self.keep_clear):
            box.bottom = max(min(self.keep_clear.top - 6, self.pos[1] - 8), h + 4)    # above it, and the cursor
        return lines, box

    def draw(self, surface: pygame.Surface) -> None:
        if not self.words or self.since < self.DELAY:
            return
        lines, box = self._layout()
        lh = theme.font(20).get_linesize()
        surface.fill((16, 12, 10), box.inflate(-4, -4))
        theme.panel(surface, box, dark=True)
        for i, line in enumerate(lines):
            theme.text(surface, line, (box.x + 10, box.y + 7 + i * lh), 20, theme.CREAM, shadow=False)


def hovered_tooltip(widgets: Sequence[Widget], mouse: tuple[int, int]) -> str:
    for w in widgets:
        if w.visible and w.tooltip and w.rect.collidepoint(mouse):
            return w.tooltip
    return ""
