"""The guide that walks a player through a lesson on the real table.

It lies over the table (the game goes on underneath: captains move, animations play), says
the current step in a box beside the log, rings the part of the table the step talks about,
and moves on when the player makes the awaited move, or presses Next. Leave ends the lesson
at once; after the last step the game simply goes on.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.learn.lessons import Lesson, Step
from game.ui.tables.base import BOARD_RECT, CONTROLS_RECT
from game.ui.widgets import Button
from game.ui import draw

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

BOX_W, BOX_H = 340, 212


def region(table: "TableScene", step: Step) -> pygame.Rect | None:
    """Where on the table a step points."""
    from game.ui.scenes.table import LOG_RECT

    board, view, name = table.board, table.view, step.point
    fixed = {"table": BOARD_RECT, "controls": CONTROLS_RECT, "log": LOG_RECT}
    if name in fixed:
        return fixed[name]
    if name == "hand":
        return board.private_area or CONTROLS_RECT
    if name == "move":
        return move_spot(table, step)
    if name == "rivals" and hasattr(board, "rival_rect"):
        return _union([board.rival_rect(s, view) for s in board.rivals(view)])
    if name == "me" and hasattr(board, "seat_rect") and table.looker is not None:
        return board.seat_rect(table.looker, view.players)
    if name == "market" and hasattr(board, "market_rects"):
        return _union([r for _, r in board.market_rects(view)])
    if name == "dice" and hasattr(board, "die_rects"):
        from game.ui.tables.privateer import TRAY
        return TRAY
    return None


def move_spot(table: "TableScene", step: Step) -> pygame.Rect | None:
    """Where the first awaited move the player may make now is played (a card, a seat, a hex)."""
    decision = table.board.decision()
    if decision is None:
        return None
    for action in decision.actions:
        if action.kind in step.wait:
            spots = table.board.hint_spots(action, table.view)
            if spots:
                return spots[0]
    return None


def _union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    return rects[0].unionall(rects[1:]) if rects else None


class LessonGuide:
    def __init__(self, table: "TableScene", lesson: Lesson) -> None:
        self.table = table
        self.lesson = lesson
        self.index = 0
        self.mark = len(table.session.match.log)     # moves before this step began
        self.box = pygame.Rect(0, 0, BOX_W, BOX_H)
        self.next_button = Button((0, 0, 120, 40), "Next", self.advance, "On to the next step (Enter)", "primary", 22,
                                  pygame.K_RETURN)
        self.leave_button = Button((0, 0, 110, 40), "Leave", self.leave, "End the lesson; the game goes on", size=22)
        self.done = False
        self.target: pygame.Rect | None = None       # where the step points, found once a frame in update

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def advance(self) -> None:
        self.index += 1
        self.mark = len(self.table.session.match.log)
        if self.index >= len(self.lesson.steps):
            self.leave()

    def leave(self) -> None:
        self.done = True
        self.table.lesson = None

    # ---- frame ---------------------------------------------------------------------------------
    def update(self) -> None:
        match = self.table.session.match
        if match.is_over():
            self.leave()
            return
        self.mark = min(self.mark, len(match.log))       # an undo may take moves back
        me = self.table.looker
        if self.step.wait and any(seat == me and action.kind in self.step.wait
                                  for seat, action in match.log[self.mark:]):
            self.advance()
            if self.done:
                return
        self._place()

    def _place(self) -> None:
        from game.ui.scenes.table import LOG_RECT

        self.target = target = region(self.table, self.step)
        lines = len(theme.wrap_lines(self.step.say, 20, BOX_W - 28))
        self.box.size = (BOX_W, 38 + lines * theme.font(20).get_linesize() + 72)
        self.box.topleft = (LOG_RECT.x, LOG_RECT.y + 44)
        if target is not None and self.box.colliderect(target):
            self.box.bottomleft = (LOG_RECT.x, LOG_RECT.bottom - 8)
        self.leave_button.rect.bottomleft = (self.box.x + 14, self.box.bottom - 12)
        self.next_button.rect.bottomright = (self.box.right - 14, self.box.bottom - 12)
        last = self.index == len(self.lesson.steps) - 1
        self.next_button.label = "Play on" if last else "Next"
        self.next_button.visible = not self.step.wait

    def handle(self, event: pygame.event.Event) -> bool:
        for b in (self.next_button, self.leave_button):
            if b.handle(event):
                return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.box.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        target = self.target
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 200.0)
        if target is not None:
            ring = target.inflate(12, 12)
            colour = [int(c * (0.65 + 0.35 * pulse)) for c in theme.HIGHLIGHT]
            draw.rect(surface, colour, ring, width=4, border_radius=12)
            tip_y = ring.top - 4 - round(6 * pulse)           # a bobbing arrow over the ring
            if tip_y > 70:
                x = ring.centerx
                draw.polygon(surface, colour, [(x - 14, tip_y - 20), (x + 14, tip_y - 20), (x, tip_y)])
                draw.polygon(surface, (40, 30, 20), [(x - 14, tip_y - 20), (x + 14, tip_y - 20), (x, tip_y)],
                                    2)
        surface.fill((28, 22, 16), self.box)
        theme.panel(surface, self.box, dark=True)
        theme.text(surface, f"Learn to play - step {self.index + 1} of {len(self.lesson.steps)}",
                   (self.box.x + 14, self.box.y + 10), 19, theme.GOLD, bold=True)
        theme.text(surface, self.step.say, (self.box.x + 14, self.box.y + 38), 20, theme.CREAM, width=BOX_W - 28)
        if self.step.wait and self.table.board.decision() is None:
            theme.text(surface, "(waiting for the captains...)", (self.box.x + 140, self.box.bottom - 40), 17,
                       theme.MUTED)
        for b in (self.next_button, self.leave_button):
            b.draw(surface)
