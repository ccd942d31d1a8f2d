"""The end of a game: scores, the winner (Captain of the next game), play again."""

from __future__ import annotations

import pygame

from game.engine.timeline import standings_over
from game.engine.values import fill_names
from game.engine.wording import wins
from game.ui import records, score_chart, theme
from game.ui.scene import Scene
from game.ui.widgets import Button


def ranking(result, players: int) -> list[int]:
    """Winners first (a Black Spot can keep a higher score from winning), then by score."""
    return sorted(range(players), key=lambda s: (s not in result.winners, -result.scores[s], s))


def chart_words(ruleset) -> str:
    if ruleset.standings_words:
        return ruleset.standings_words
    return "Points" if ruleset.score_unit == "points" else "Gold"


class ResultsScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.match.result()
        self.record = records.record(session)      # counted once, and kept for replays
        self.chart_points = standings_over(session.match)
        self.chart_lines: list = []                 # as last drawn, one line per seat
        self.widgets = [
            Button((222, 600, 200, 54), "Play again", self.play_again,
                   "Same crew, same options; the winner is Captain.", "primary", 28, pygame.K_RETURN),
            Button((437, 600, 200, 54), "Replay", self.watch, "Watch this game again, move by move", size=28),
            Button((652, 600, 200, 54), "New game", self.new_game, "Choose another game or crew", size=28),
            Button((867, 600, 200, 54), "Title", self.title, "Back to the title screen", size=28),
        ]

    def watch(self) -> None:
        from game.engine.timeline import Timeline
        from game.ui.scenes.replay import ReplayScene, ReplaySession

        replay = ReplaySession(Timeline(self.session.match), self.session.seats)
        self.app.stack.push(ReplayScene(self.app, replay))

    def play_again(self) -> None:
        from game.ui.scenes.table import TableScene
        from game.ui.session import GameSession

        old = self.session
        options = dict(old.match.options)
        captain = self.result.extra.get("next_captain") if self.result else None
        if captain is not None and "captain" in options:
            options["captain"] = captain
        session = GameSession.new(old.match.ruleset.name, old.match.players, old.seats, options,
                                  names=old.names, settings=self.app.settings)
        self.app.stack.replace(TableScene(self.app, session))

    def new_game(self) -> None:
        from game.ui.scenes.setup import SetupScene

        self.app.stack.replace(SetupScene(self.app, self.session.match.ruleset.name))

    def title(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def back(self) -> None:
        self.title()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        table = theme.sprite("table.png")
        surface.blit(table, table.get_rect(center=(640, 380)))
        theme.dim(surface, 60)
        match = self.session.match
        names = match.names
        result = self.result
        if result is None:
            return
        theme.text(surface, match.ruleset.title, (640, 40), 34, theme.MUTED, anchor="midtop")
        theme.text(surface, wins(names[w] for w in result.winners) + "!", (640, 82), 64, theme.GOLD, anchor="midtop", bold=True)
        theme.text(surface, fill_names(result.summary, names), (640, 144), 26, theme.CREAM, anchor="midtop",
                   width=1100)
        ranked = ranking(result, match.players)
        from game.ui.tables import board_class

        board = board_class(match.ruleset.name)
        row = 32
        box = pygame.Rect(60, 186, 500, 40 + row * len(ranked))
        theme.panel(surface, box)
        place = 0
        for i, s in enumerate(ranked):
            before = ranked[i - 1] if i else None
            if before is None or result.scores[s] != result.scores[before] or \
                    (s in result.winners) != (before in result.winners):
                place = i + 1
            y = box.y + 22 + i * row
            if s in result.winners:        # the winner's crown stands in the place of "1."
                surface.blit(theme.scaled("crown.png", (30, 23)), (box.x + 14, y + 4))
            else:
                theme.text(surface, f"{place}.", (box.x + 26, y), 28, theme.INK, shadow=False)
            board.seat_mark(surface, match, s, (box.x + 76, y + 11))
            kind = self.session.seats[s]
            label = names[s] + ("" if kind == "human" else f"  ({kind.replace('ai:', 'AI ')})")
            theme.text(surface, theme.fit(label, 28, 290), (box.x + 96, y), 28, theme.INK, shadow=False)
            theme.text(surface, str(result.scores[s]), (box.right - 64, y), 28, theme.INK, anchor="topright",
                       shadow=False, bold=True)
            if match.ruleset.score_unit == "points":
                theme.text(surface, "pts", (box.right - 58, y + 6), 20, theme.INK, shadow=False)
            else:
                coin = theme.scaled("coin_2.png", (22, 22))
                surface.blit(coin, (box.right - 56, y))
        chart = pygame.Rect(590, 186, 630, 232)
        self.chart_lines = score_chart.draw(
            surface, chart, self.chart_points, chart_words(match.ruleset),
            lambda seat: board.seat_colour(match, seat),
            lambda surf, seat, centre: board.seat_mark(surf, match, seat, centre))
        extra = pygame.Rect(0, 0, 900, 124)
        extra.midtop = (640, max(box.bottom, chart.bottom) + 10)
        board.draw_final(surface, match, names, extra)
        if self.record:
            from game.ui.records import opposition
            from game.ui.scenes.statistics import LEVEL_WORDS, record_line

            against = LEVEL_WORDS.get(opposition(self.session.seats), "")
            theme.text(surface, f"Your record at {match.ruleset.title} {against}: {record_line(self.record)}",
                       (640, 566), 22, theme.CREAM, anchor="midtop")
        super().draw(surface)
