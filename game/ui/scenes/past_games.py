"""Past games: the finished games kept for replays (the last 50), and the unfinished autosave."""

from __future__ import annotations

import pygame

from game.engine.wording import listed
from game.ui import records, theme
from game.ui.scene import Scene
from game.ui.widgets import Button

ROWS = 9


class PastGamesScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = records.past_games()
        self.page = 0
        self.rows: list[Button] = []
        self.widgets = [Button((540, 640, 200, 50), "Back", self.back, "Back (Esc)", size=26)]
        self.older = Button((760, 640, 160, 50), "Older", lambda: self.turn(1), "The next page", size=24)
        self.newer = Button((360, 640, 160, 50), "Newer", lambda: self.turn(-1), "The page before", size=24)
        self.widgets += [self.older, self.newer]
        self._build()

    def turn(self, pages: int) -> None:
        self.page = max(0, min(self.page + pages, (len(self.games) - 1) // ROWS))
        self._build()

    def _build(self) -> None:
        for b in self.rows:
            self.widgets.remove(b)
        self.rows = []
        shown = self.games[self.page * ROWS:(self.page + 1) * ROWS]
        for i, past in enumerate(shown):
            if past.finished:
                verdict = f"{listed(past.winners)} won"
            else:
                verdict = "unfinished (the autosave)"
            label = theme.fit(f"{past.title}  -  {past.when}  -  {verdict}", 24, 820)
            tip = "Watch it: " + ", ".join(past.names)
            self.rows.append(Button((200, 116 + i * 56, 880, 48), label, lambda p=past: self.watch(p), tip, size=24))
        self.widgets += self.rows
        self.older.visible = (self.page + 1) * ROWS < len(self.games)
        self.newer.visible = self.page > 0

    def watch(self, past: records.PastGame) -> None:
        from game.ui.scenes.replay import open_replay

        scene = open_replay(self.app, past.path)
        if scene is not None:
            self.app.message = ""
            self.app.stack.push(scene)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        theme.dim(surface, 90)
        theme.text(surface, "Past games", (640, 24), 56, theme.GOLD, anchor="midtop", bold=True)
        if not self.games:
            theme.text(surface, "No games yet: a finished game is kept here to watch again (the last 50).",
                       (640, 300), 26, theme.CREAM, anchor="midtop")
        super().draw(surface)
        if self.app.message:
            theme.text(surface, self.app.message, (640, 606), 22, theme.RED, anchor="midtop", width=1100)
