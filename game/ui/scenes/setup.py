"""New game: which game, how many players, who sits where (human or AI), and the options."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.errors import OptionError
from game.engine.ruleset import registry
from game.ui import theme
from game.ui.names import captain_name
from game.ui.scene import Scene
from game.ui.widgets import Button, Choice, Stepper, TextField, Widget

AI_LEVELS = [("ai:easy", "Easy"), ("ai:normal", "Normal"), ("ai:hard", "Hard"), ("random", "Random")]
ROW_Y, ROW_H = 176, 46


class SetupScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.rulesets = registry.all()
        last = app.settings.last_crew or {}
        known = last.get("game") in registry.names()
        self.game = game or (last["game"] if known else self.rulesets[0].name)
        self.error = ""
        self.kinds = ["human"] + ["ai:normal"] * 9
        self.names = list(app.settings.names)
        self.players = 4
        if known:                       # the last crew, remembered: who sat where, and how many
            self.players = last["players"]
            self.kinds[: len(last["seats"])] = last["seats"]
        self.options: dict[str, Any] = {}
        self.rebuild()

    @property
    def ruleset(self):
        return registry.get(self.game)

    # ---- building the form -----------------------------------------------------------
    def rebuild(self) -> None:
        r = self.ruleset
        self.players = max(r.min_players, min(self.players, r.max_players))
        if not self.options:
            self.options = {o.name: o.default for o in r.options}
        widgets: list[Widget] = []
        y = 96
        for rs in self.rulesets:
            b = Button((24, y, 250, 48), rs.title, lambda n=rs.name: self.choose_game(n), rs.blurb, size=24)
            b.selected = rs.name == self.game
            widgets.append(b)
            y += 56
        widgets.append(Stepper((556, 108, 166, 44), self.players, r.min_players, r.max_players, self.set_players,
                               tooltip=f"{r.min_players} to {r.max_players} players"))
        for s in range(self.players):
            y = ROW_Y + s * ROW_H
            widgets.append(Choice((338, y, 104, 40), [("human", "Human")] + [("ai", "AI")],
                                  "human" if self.kinds[s] == "human" else "ai",
                                  lambda v, s=s: self.set_kind(s, v), "Human at this screen, or an AI captain",
                                  size=22))
            if self.kinds[s] == "human":
                widgets.append(TextField((452, y, 270, 40), self.names[s], lambda v, s=s: self.set_name(s, v),
                                         tooltip="Type this player's name"))
            else:
                widgets.append(Choice((600, y, 122, 40), AI_LEVELS, self.kinds[s], lambda v, s=s: self.set_level(s, v),
                                      "Easy plays by rules of thumb and makes mistakes; Normal searches for a "
                                      "quarter second a move, Hard for nearly a second (click to change)",
                                      size=20))
        step, height = self.option_rows()
        y = 214
        for option in r.options:
            widgets.append(self._option_widget(option, (1024, y, 214, height)))
            y += step
        widgets += [
            Button((500, 648, 240, 54), "Learn to play", self.learn, "A guided first game of this game", size=28),
            Button((760, 648, 200, 54), "Back", self.back, "Esc", size=28),
            Button((980, 648, 260, 54), "Set sail!", self.start, "Start the game", "primary", 30, pygame.K_RETURN),
        ]
        self.widgets = widgets

    def _option_widget(self, option, rect) -> Widget:
        value = self.options.get(option.name, option.default)
        if option.kind == "bool":
            return Choice(rect, [(False, "Off"), (True, "On")], bool(value),
                          lambda v, n=option.name: self.set_option(n, v), option.help, size=22)
        if option.kind == "choice":
            return Choice(rect, [(c, option.choice_label(c)) for c in option.choices], value,
                          lambda v, n=option.name: self.set_option(n, v), option.help, size=22)
        maximum = option.maximum if option.maximum is not None else 999
        fmt = str
        if option.kind == "seat":
            maximum = self.players - 1
            value = min(value or 0, maximum)
            fmt = lambda v: self.seat_name(v)[:14]  # noqa: E731
        return Stepper(rect, value, option.minimum or 0, maximum,
                       lambda v, n=option.name: self.set_option(n, v),
                       none_label="auto" if option.default is None else None, tooltip=option.help, fmt=fmt,
                       step=option.step)

    def option_rows(self) -> tuple[int, int]:
        """Row step and control height so that every option fits in its panel (Privateer has eight)."""
        count = max(1, len(self.ruleset.options))
        step = min(62, (590 - 214) // count)
        return step, min(42, step - 6)

    def seat_name(self, s: int) -> str:
        if self.kinds[s] == "human":
            return self.names[s]
        used = {self.names[i] for i in range(self.players) if self.kinds[i] == "human"}
        return captain_name(s, used)

    # ---- changes ----------------------------------------------------------------------
    def choose_game(self, name: str) -> None:
        if name != self.game:
            self.game = name
            self.options = {}
            self.rebuild()

    def set_players(self, n: int | None) -> None:
        self.players = n or self.ruleset.min_players
        self.rebuild()

    def set_kind(self, s: int, value) -> None:
        self.kinds[s] = "human" if value == "human" else "ai:normal"
        self.rebuild()

    def set_level(self, s: int, value) -> None:
        self.kinds[s] = value

    def set_name(self, s: int, value: str) -> None:
        self.names[s] = value

    def set_option(self, name: str, value) -> None:
        self.options[name] = value

    def learn(self) -> None:
        from game.ui.learn.lessons import lessons
        from game.ui.scenes.learn import start_lesson

        if self.game in lessons():
            start_lesson(self.app, self.game, replace=True)

    def start(self) -> None:
        from game.ui.scenes.table import TableScene
        from game.ui.session import GameSession

        seats = self.kinds[: self.players]
        names = []
        for s in range(self.players):
            name = self.names[s].strip() if seats[s] == "human" else ""
            names.append(name or self.seat_name(s))
        if len({n.lower() for n in names}) != len(names):
            self.error = "Two seats have the same name: give each player a name of their own."
            return
        try:
            session = GameSession.new(self.game, self.players, seats, self.options, names=names,
                                      settings=self.app.settings)
        except OptionError as exc:
            self.error = str(exc)
            return
        self.app.settings.last_crew = {"game": self.game, "players": self.players, "seats": list(seats)}
        try:
            self.app.settings.save()
        except OSError:
            pass
        self.app.stack.replace(TableScene(self.app, session))

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        theme.text(surface, "New game", (24, 20), 48, theme.GOLD, bold=True)
        r = self.ruleset
        crew = pygame.Rect(300, 90, 440, 630 - 90 + 20)
        theme.panel(surface, crew, dark=True)
        theme.text(surface, "Crew", (320, 118), 32, theme.GOLD, bold=True)
        theme.text(surface, "Players", (546, 130), 26, theme.CREAM, anchor="midright")
        for s in range(self.players):
            y = ROW_Y + s * ROW_H
            theme.seat_badge(surface, s, (320, y + 20), 9)
            if self.kinds[s] != "human":
                theme.text(surface, self.seat_name(s), (454, y + 20), 22, theme.MUTED, anchor="midleft")
        opts = pygame.Rect(760, 90, 500, 540)
        theme.panel(surface, opts, dark=True)
        theme.text(surface, r.title, (opts.x + 20, opts.y + 16), 34, theme.GOLD, bold=True)
        theme.text(surface, f"{r.min_players}-{r.max_players} players. {r.blurb}", (opts.x + 20, opts.y + 58), 21,
                   theme.CREAM, width=460)
        step, height = self.option_rows()
        y = 214
        for option in r.options:
            theme.text(surface, option.title, (opts.x + 20, y + height // 2), 26 if step >= 50 else 23, theme.CREAM,
                       anchor="midleft")
            y += step
        theme.text(surface, "Hover an option to read what it does.", (opts.x + 20, opts.bottom - 30), 20,
                   theme.MUTED)
        super().draw(surface)
        if self.error:
            theme.text(surface, self.error, (24, 690), 22, theme.RED, anchor="midleft")
