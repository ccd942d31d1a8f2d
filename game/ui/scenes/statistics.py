"""Statistics: per game and AI level, games played, won and lost, best score and streaks."""

from __future__ import annotations

import pygame

from game.engine.ruleset import registry
from game.ui import records, theme
from game.ui.scene import Scene
from game.ui.widgets import Button

COLUMNS = ("Played", "Won", "Lost", "Win %", "Best score", "Streak", "Best streak")
LEVEL_WORDS = {"easy": "vs Easy", "normal": "vs Normal", "hard": "vs Hard", "players": "players only",
               "random": "vs random"}


def record_line(row: dict[str, int]) -> str:
    """One line for the results screen."""
    share = round(100 * row["won"] / row["played"]) if row["played"] else 0
    return (f"Played {row['played']}, won {row['won']} ({share}%), best score {row['best']}, "
            f"streak {row['streak']} (best {row['best_streak']})")


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.stats = records.Statistics.load()
        self.widgets = [Button((540, 640, 200, 50), "Back", self.back, "Back (Esc)", size=26)]

    def rows(self) -> list[tuple[str, str, dict[str, int]]]:
        out = []
        for ruleset in registry.all():
            levels = self.stats.table.get(ruleset.name, {})
            for level in sorted(levels, key=lambda k: (list(LEVEL_WORDS).index(k) if k in LEVEL_WORDS else 9, k)):
                out.append((ruleset.title, LEVEL_WORDS.get(level, level), levels[level]))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        theme.dim(surface, 90)
        theme.text(surface, "Statistics", (640, 24), 56, theme.GOLD, anchor="midtop", bold=True)
        rows = self.rows()
        if not rows:
            theme.text(surface, "No games counted yet: each finished game with a player at the table counts here.",
                       (640, 300), 26, theme.CREAM, anchor="midtop")
            super().draw(surface)
            return
        box = pygame.Rect(60, 104, 1160, 60 + 40 * min(len(rows), 12))
        theme.panel(surface, box)
        xs = [box.x + 20, box.x + 300, *(box.x + 440 + i * 96 for i in range(len(COLUMNS)))]   # the last clears the rim
        # one heading row, one type: the numbers' headings must fit their columns, so all are set small
        theme.text(surface, "Game", (xs[0], box.y + 18), 20, theme.INK, shadow=False, bold=True)
        theme.text(surface, "Against", (xs[1], box.y + 18), 20, theme.INK, shadow=False, bold=True)
        for i, title in enumerate(COLUMNS):
            theme.text(surface, title, (xs[2 + i] + 80, box.y + 18), 20, theme.INK, anchor="topright", shadow=False,
                       bold=True)
        for r, (game, level, row) in enumerate(rows[:12]):
            y = box.y + 56 + r * 40
            share = round(100 * row["won"] / row["played"]) if row["played"] else 0
            cells = [row["played"], row["won"], row["lost"], f"{share}%", row["best"], row["streak"],
                     row["best_streak"]]
            theme.text(surface, game, (xs[0], y), 24, theme.INK, shadow=False)
            theme.text(surface, level, (xs[1], y), 24, theme.INK, shadow=False)
            for i, cell in enumerate(cells):
                theme.text(surface, str(cell), (xs[2 + i] + 80, y), 24, theme.INK, anchor="topright", shadow=False)
        super().draw(surface)
