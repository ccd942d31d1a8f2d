"""Watching a recorded game: step forward and back, play at a chosen speed, through chosen eyes.

The table is the game's own board, drawn from one seat's view of the position at the
current move (a rival's hidden cards stay hidden, as they were at the table); once the
replay reaches the finished game, "All cards" shows every hand. Positions come from a
`Timeline`: the log replayed, so the file needs no more than any save.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.errors import SaveFileError
from game.engine.savefile import load_match
from game.engine.timeline import Timeline
from game.ui import theme, widgets
from game.ui.scene import Scene
from game.ui.scenes.table import LOG_RECT, TableScene
from game.ui.tables import make_board
from game.ui.widgets import Button, ScrollText

SPEEDS = (0.5, 1.0, 2.0, 4.0)      # moves a second when playing
ALL_CARDS = -1                      # the eyes that see every hand (only the finished game)


class ReplaySession:
    """What a table needs of a session, for a game that only plays back: no seat is asked anything."""

    replaying = True

    def __init__(self, timeline: Timeline, seats: list[str]) -> None:
        self.timeline = timeline
        self.seats = list(seats)
        self.at = 0
        self.match = timeline.at(0)
        self.error = ""
        self.looking: int | None = None
        self.auto_answer = None
        self.humans: list[int] = []

    @property
    def names(self) -> list[str]:
        return self.match.names

    def go(self, moves: int) -> list:
        """Move to `moves`; the new events when it was one step forward (for the board to animate)."""
        moves = max(0, min(moves, len(self.timeline)))
        if moves == self.at + 1:
            seat, action = self.timeline.log[self.at]
            events = self.match.submit(seat, action)
            self.at = moves
            return events
        self.match, self.at = self.timeline.at(moves), moves
        return []

    # a replay's seats never decide ------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return False

    def human_decisions(self) -> list:
        return []

    def to_ask(self) -> list:
        return []

    def planned_answer(self, decision) -> None:
        return None

    def next_human(self, looking: int | None) -> None:
        return None

    def thinking(self) -> list[int]:
        return []

    def pump(self, *args: Any, **kwargs: Any) -> list:
        return []

    def undo_refusal(self, seat: int | None) -> str:
        return "This is a replay."

    def save(self) -> None: ...

    def close(self) -> None: ...


def open_replay(app, path) -> "ReplayScene | None":
    """A replay of the save at `path`, or None with the reason on the app's message line."""
    try:
        match, meta = load_match(path)
        timeline = Timeline(match)
    except SaveFileError as exc:
        app.message = f"Cannot replay: {exc}"
        return None
    seats = meta.get("seats") if isinstance(meta.get("seats"), list) else ["human"] * match.players
    return ReplayScene(app, ReplaySession(timeline, seats))


class ReplayScene(TableScene):
    def __init__(self, app, session: ReplaySession) -> None:
        self.replay = session
        humans = [s for s, w in enumerate(session.seats) if w == "human"]
        super().__init__(app, session)          # type: ignore[arg-type]
        self.looker = humans[0] if humans else 0
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.log = ScrollText(pygame.Rect(LOG_RECT.x + 8, LOG_RECT.y + 44, LOG_RECT.w - 16, LOG_RECT.h - 164), size=19)
        x, y = LOG_RECT.x + 14, LOG_RECT.bottom - 108
        self.play_button = Button((x + 130, y, 62, 44), "Play", self.toggle, "Play the moves one by one (Space)",
                                  "primary", 22)
        self.speed_button = Button((x, y + 52, 120, 40), "", self.next_speed, "Moves a second when playing", size=20)
        self.eyes_button = Button((x + 128, y + 52, 194, 40), "", self.next_eyes,
                                  "Whose eyes you watch through: their cards and their log", size=20)
        self.widgets = [
            Button((LOG_RECT.right - 100, 10, 100, 40), "Close", self.back, "Back (Esc)", size=24),
            Button((x, y, 58, 44), "|<", lambda: self.jump(0), "The start (Home)", size=22),
            Button((x + 64, y, 58, 44), "<", self.step_back, "One move back (Left)", size=22),
            self.play_button,
            Button((x + 200, y, 58, 44), ">", self.step, "One move on (Right)", size=22),
            Button((x + 264, y, 58, 44), ">|", lambda: self.jump(len(self.replay.timeline)), "The end (End)",
                   size=22),
            self.speed_button,
            self.eyes_button,
            self.log,
        ]
        self.show_to(self.looker)
        self._label_buttons()

    # ---- moving through the game ---------------------------------------------------------------
    def jump(self, moves: int) -> None:
        self.replay.go(moves)
        self._fresh_board()

    def step(self) -> None:
        if self.replay.at >= len(self.replay.timeline):
            self.playing = False
            return
        if self.board.busy():
            self.board.skip()
        self.replay.go(self.replay.at + 1)     # the board sees the new events in update()
        self.wait = 1.0 / self.speed

    def step_back(self) -> None:
        self.playing = False
        self.jump(self.replay.at - 1)

    def toggle(self) -> None:
        self.playing = not self.playing
        if self.playing and self.replay.at >= len(self.replay.timeline):
            self.jump(0)
        self.wait = 0.0

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self._label_buttons()

    def eyes(self) -> list[int]:
        """Whose eyes may be chosen now: every seat, and all cards once the game is over."""
        seats = list(range(self.replay.match.players))
        return seats + ([ALL_CARDS] if self.replay.match.is_over() else [])

    def next_eyes(self) -> None:
        choices = self.eyes()
        now = ALL_CARDS if self.looker is None else self.looker
        nxt = choices[(choices.index(now) + 1) % len(choices)] if now in choices else choices[0]
        self.show_to(None if nxt == ALL_CARDS else nxt)

    def show_to(self, seat: int | None) -> None:
        super().show_to(seat)
        self._fresh_board()

    def _fresh_board(self) -> None:
        """A new board for a jump or new eyes: nothing half-animated from another position."""
        if self.looker is None and not self.replay.match.is_over():
            self.looker = self.session.looking = 0        # all cards only at the finished game
        self.board = make_board(self.replay.match.ruleset.name, self)
        self.seen_events = len(self.replay.match.events)
        self._log_key = ()
        self.view = self._current_view()
        self._label_buttons()

    def _label_buttons(self) -> None:
        if not hasattr(self, "eyes_button"):
            return
        self.speed_button.label = f"Speed {self.speed:g}x"
        self.eyes_button.label = "All cards" if self.looker is None else f"Eyes: {self.replay.names[self.looker]}"
        self.eyes_button.label = theme.fit(self.eyes_button.label, 20, self.eyes_button.rect.w - 16)
        self.play_button.label = "Pause" if self.playing else "Play"

    # ---- frame ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.step, pygame.K_LEFT: self.step_back, pygame.K_SPACE: self.toggle,
                    pygame.K_HOME: lambda: self.jump(0), pygame.K_END: lambda: self.jump(len(self.replay.timeline))}
            if event.key in keys:
                keys[event.key]()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.open_card(event.pos):
            return True
        on_button = event.type == pygame.MOUSEBUTTONDOWN and any(
            w.visible and w.rect.collidepoint(event.pos) for w in self.widgets if w is not self.log)
        if not on_button and self.board.handle(event):   # hovering, and a click that closes a summary
            return True
        return Scene.handle(self, event)     # the replay's buttons (even over a summary), and Esc closes it

    back = Scene.back

    def on_exit(self) -> None:
        """A replay has no worker and no autosave to close."""

    def update(self, dt: float) -> None:
        match = self.replay.match
        self.view = self._current_view()
        new = match.events[self.seen_events:]
        self.seen_events = len(match.events)
        visible = [e for e in new if e.visible(self.looker)]
        if visible:
            self.board.on_events(visible, self.view)
        self.board.update(dt, self.view)
        if self.playing and not self.board.busy():
            self.wait -= dt
            if self.wait <= 0:
                self.step()
        self._label_buttons()
        if self.on_top:
            tip = widgets.hovered_tooltip(self.widgets, self.app.mouse) or self.board.tooltip(self.app.mouse, self.view)
            if tip:
                self.app.tooltip.offer(tip, self.app.mouse, self.board.keep_clear(self.view))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        match = self.replay.match
        theme.text(surface, f"Replay: {match.ruleset.title}", (22, 12), 40, theme.GOLD, bold=True)
        theme.panel(surface, LOG_RECT, dark=True)
        theme.text(surface, f"Move {self.replay.at} of {len(self.replay.timeline)}", (LOG_RECT.x + 16,
                   LOG_RECT.y + 10), 26, theme.GOLD, bold=True)
        self.log_lines()
        self.board.draw(surface, self.view)
        for w in self.widgets:
            w.draw(surface)
