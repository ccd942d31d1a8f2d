"""The hint on the table: a Normal captain's advice for the looker, shown where it would be played.

The captain thinks on a thread of its own (a quarter of a second, like a Normal seat), so the
table keeps drawing; the advice stands until the position moves on. "Play it" plays the
whole move (a bid is several steps), "No thanks" puts it away.
"""

from __future__ import annotations

import math
import threading
from typing import Any

import pygame

from game.ai.hint import Advice, advise
from game.engine.values import Decision
from game.ui import theme
from game.ui.widgets import Button, Widget
from game.ui import draw

# Over the button bar, not the table: the hand and the board stay in sight with the advised move ringed
# on them, and the panel's own buttons answer the decision the bar asked.
PANEL = pygame.Rect(16, theme.PROMPT_TOP, 884, 96)


class HintPanel(Widget):
    def __init__(self, scene) -> None:
        super().__init__(PANEL)
        self.scene = scene
        self.advice: Advice | None = None
        self.waiting = False
        self._key: tuple | None = None
        self._done: tuple | None = None
        self.buttons = [
            Button((PANEL.right - 290, PANEL.y + 27, 150, 42), "Play it", self.play_it,
                   "Play the captain's move", "primary", 24),
            Button((PANEL.right - 130, PANEL.y + 27, 120, 42), "No thanks", self.dismiss,
                   "Put the advice away", size=22),
        ]
        for b in self.buttons:
            b.visible = False

    def _position(self, seat: int | None) -> tuple:
        match = self.scene.session.match
        return (len(match.log), id(match.state), seat)

    def ask(self, seat: int, view: dict[str, Any], decision: Decision) -> None:
        match = self.scene.session.match
        key = self._position(seat)
        if self.advice is not None and self._key == key:
            return                                   # already shown
        self.advice, self.waiting, self._key, self._done = None, True, key, None
        game, names = match.ruleset.name, list(match.names)
        ruleset, seed = match.ruleset, match.seed * 7919 + len(match.log)

        def think() -> None:
            try:
                self._done = (key, advise(game, view, decision, seed,
                                          lambda a: ruleset.describe_action(a, names)))
            except Exception as exc:   # noqa: BLE001 - a hint that fails must not take the table down
                self._done = (key, exc)

        threading.Thread(target=think, name="hint", daemon=True).start()

    def update(self) -> None:
        """Take a finished hint; drop one the position has left behind."""
        looker = self.scene.looker
        if self._done is not None:
            key, answer = self._done
            self._done, self.waiting = None, False
            if key == self._position(looker):
                if isinstance(answer, Advice):
                    self.advice = answer
                else:
                    self.scene.say(f"The captain could not advise: {answer}")
        if self._key is not None and self._key != self._position(looker):
            self.advice, self.waiting, self._key = None, False, None
        self.visible = self.advice is not None
        for b in self.buttons:
            b.visible = self.visible

    def play_it(self) -> None:
        """Play the advised move, step by step while each step is still the looker's to make."""
        advice, seat, session = self.advice, self.scene.looker, self.scene.session
        self.dismiss()
        if advice is None or seat is None:
            return
        for action in advice.move:
            decision = session.match.decision_for(seat)
            if decision is None or not decision.allows(action):
                break
            self.scene.play(seat, action)

    def dismiss(self) -> None:
        self.advice, self._key = None, None
        self.visible = False
        for b in self.buttons:
            b.visible = False

    # ---- frame ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the panel stays on it (its buttons sit above it in the scene's widgets)."""
        if not self.visible:
            return False
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def words(self) -> str:
        match = self.scene.session.match
        steps = [match.ruleset.describe_action(a, match.names) for a in self.advice.move] if self.advice else []
        return "The captain would " + ", then ".join(steps)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.advice is None:
            return
        surface.fill((24, 18, 14), self.rect)
        theme.panel(surface, self.rect, dark=True)
        width = self.buttons[0].rect.x - self.rect.x - 30
        theme.text(surface, theme.fit(self.words(), 24, width, bold=True), (self.rect.x + 16, self.rect.y + 14), 24,
                   theme.GOLD, bold=True)
        theme.text(surface, self.advice.reason, (self.rect.x + 16, self.rect.y + 46), 18, theme.CREAM,
                   width=width)

    def draw_spots(self, surface: pygame.Surface) -> None:
        """Ring where the advised move is played on the table (a card, a hex, a seat)."""
        if self.advice is None:
            return
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180.0)
        colour = [int(c * (0.7 + 0.3 * pulse)) for c in theme.HIGHLIGHT]
        for rect in self.scene.board.hint_spots(self.advice.move[0], self.scene.view):
            draw.rect(surface, colour, rect.inflate(10, 10), width=4, border_radius=10)
