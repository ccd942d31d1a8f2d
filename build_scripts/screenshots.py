"""Tour every scene of the app in a real window and save a PNG of each, to look at.

    Xvfb :99 -screen 0 1280x720x24 &  DISPLAY=:99 python build_scripts/screenshots.py OUT_DIR
    Xvfb :98 -screen 0 2560x1440x24 &  DISPLAY=:98 python build_scripts/screenshots.py OUT_DIR 2560x1440

Clicks its way through like a player would (title, setup, a table mid-round,
a hand-off, pause, rules, settings, results). User dirs go to a temp folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

tmp = tempfile.mkdtemp(prefix="pirate-shots-")
os.environ.setdefault("PIRATE_TABLE_DATA_DIR", os.path.join(tmp, "data"))
os.environ.setdefault("PIRATE_TABLE_CONFIG_DIR", os.path.join(tmp, "config"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine.values import Action  # noqa: E402
from game.rules.doubloons import data as D  # noqa: E402
from game.rules.stolen_treasure import data as ST  # noqa: E402

STOLEN_GOOD = {c for c in range(ST.TREASURE_COUNT) if ST.value(c) > 0}
from game.ui.app import App  # noqa: E402
from game.ui.input_driver import InputDriver  # noqa: E402
from game.ui.scenes.handoff import HandoffScene  # noqa: E402
from game.ui.scenes.results import ResultsScene  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.session import GameSession  # noqa: E402
from game.ui.settings import Settings  # noqa: E402


class Tour(InputDriver):
    def __init__(self, out: Path, window: tuple[int, int] = (1280, 720)) -> None:
        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        super().__init__(App(settings=Settings(ai_pace="instant", animation="fast", window=window), fps=0))

    def shot(self, name: str) -> None:
        self.frames(2)
        path = self.out / f"{name}.png"
        pygame.image.save(self.app.pixels(), str(path))
        print("saved", path)

    def run(self) -> None:
        app = self.app
        app.stack.push(TitleScene(app))
        self.frames(3)
        self.hover((640, 322))
        self.shot("01_title")
        self.press("New game")
        self.hover((1125, 245))
        self.shot("02_setup")
        self.press("Back")

        # A 1 human + 5 AI table: play to the parley, then to 'Fire!'.
        session = GameSession.new("loot_pirates", 6, ["human", "ai:normal", "ai:easy", "ai:normal", "ai:hard",
                                                      "ai:normal"], {}, seed=11, settings=app.settings)
        table = TableScene(app, session)
        app.stack.push(table)
        self.until(lambda: table.board.shown_decision is not None)
        self.hover(table.board.seat_rect(3, 6).center, 30)
        self.shot("03_table_aim")
        self.click(table.board.seat_rect(3, 6).center)
        self.until(lambda: table.board.shown_decision is not None and
                   table.board.shown_decision.step in ("negotiate", "fire", "peek_answer"))
        self.frames(20)
        self.shot("04_table_parley")
        while table.board.shown_decision and table.board.shown_decision.step != "fire":
            step = table.board.shown_decision.step
            self.press("Done" if step == "negotiate" else "No thanks")
            self.until(lambda: table.board.shown_decision is not None)
        self.hover(next(b for b in table.board.controls if b.label == "Shoot!").rect.center, 40)
        self.shot("05_table_fire")
        self.press("Shoot!")
        self.until(lambda: table.board.summary is not None)
        self.frames(25)
        self.shot("06_table_volley")
        self.click((450, 330))
        self.frames(5)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        self.frames(2)
        self.shot("07_pause")
        self.press("Rules")
        self.shot("08_rules")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        self.frames()
        self.press("Settings")
        self.shot("09_settings")
        app.stack.reset(TitleScene(app))

        # Pass-and-play: two humans and an AI.
        session = GameSession.new("loot_pirates", 3, ["human", "human", "ai:normal"], {"booty": 6}, seed=5,
                                  settings=app.settings)
        table = TableScene(app, session)
        app.stack.push(table)
        self.until(lambda: isinstance(app.stack.top, HandoffScene))
        self.shot("10_handoff")
        # Play the short game to its end, by clicking for both humans.
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, ResultsScene):
                break
            if isinstance(top, HandoffScene):
                self.click(top.widgets[0].rect.center)
                continue
            board = table.board
            if board.summary is not None:
                self.click((450, 330))
                continue
            d = board.shown_decision
            if d is None or d != board.decision():
                self.frames()
                continue
            if d.step == "aim":
                self.click(board.seat_rect((d.seat + 1) % 3, 3).center)
            elif d.step == "fire":
                self.press("Shoot!")
            elif d.step == "negotiate":
                self.press("Done")
            else:
                table.play(d.seat, Action.of("decline"))
        for _ in range(200):                  # the final table stays up until a click
            if isinstance(app.stack.top, ResultsScene):
                break
            self.click((450, 330))
        self.frames(3)
        self.shot("11_results")
        self.new_screens()
        self.all_hands()
        self.privateer()
        self.doubloons()
        self.stolen_treasure()
        app.shutdown()

    def new_screens(self) -> None:
        """Replay, past games, statistics, learn to play, the hint and undo."""
        from game.ui.scenes.learn import start_lesson

        app = self.app
        self.press("Replay")
        for _ in range(25):
            self.key(pygame.K_RIGHT)
        self.frames(30)
        self.shot("12_replay")
        self.press("Close")
        self.press("Title")
        self.press("Past games")
        self.shot("13_past_games")
        self.press("Back")
        self.press("Statistics")
        self.shot("14_statistics")
        self.press("Back")
        self.press("Learn to play")
        self.shot("15_learn_menu")
        app.stack.reset(TitleScene(app))
        start_lesson(app, "doubloons")
        table = app.stack.top
        self.click(table.lesson.next_button.rect.center)
        self.until(lambda: table.board.decision() is not None and not table.board.busy())
        self.frames(10)
        self.shot("16_learn_step")
        self.click(table.lesson.leave_button.rect.center)
        self.press("Hint")
        self.until(lambda: table.hint.advice is not None)
        self.frames(10)
        self.shot("17_hint")
        self.press("No thanks")
        card = next(a for a in table.board.decision().actions if a.kind == "play")
        table.play(0, card)
        self.frames(5)
        self.hover(table.undo_button.rect.center)
        self.shot("18_undo")
        app.stack.reset(TitleScene(app))

    def privateer(self) -> None:
        """Privateer: setup on the hex ocean, the barrel roll, a die and ship picked with their moves lit."""
        app = self.app
        app.stack.reset(TitleScene(app))
        app.settings.animation = "normal"
        session = GameSession.new("privateer", 3, ["human", "ai:normal", "ai:normal"], {"wind": True}, seed=12,
                                  settings=app.settings)
        table = TableScene(app, session)
        app.stack.push(table)
        board = table.board
        shot_setup = False
        for _ in range(6000):
            d = board.shown_decision
            if d is None or d != board.decision():
                self.frames()
                continue
            if d.step == "terrain" and not shot_setup:
                self.hover(board.px(sorted(board.targets(d))[len(board.targets(d)) // 2]), 20)
                self.shot("15_privateer_setup")
                shot_setup = True
            if d.step == "dice" and (session.match.state.round >= 2 or shot_setup):
                break
            targets = board.targets(d)
            if targets:
                self.click(board.px(sorted(targets)[len(targets) // 2]))
            elif d.step == "spend":
                table.play(0, next(a for a in d.actions if a.kind == "spend"))
            elif board.controls:
                self.click(board.controls[-1 if d.step == "dice" else 0].rect.center)
        self.frames(2)
        self.click(board.controls[-1].rect.center)       # the most cannonballs
        self.frames(12)
        self.shot("16_privateer_barrel")
        self.until(lambda: not board.anims.busy)
        view = table.view
        index = next(i for i, (k, f, used) in enumerate(view["dice"]) if k == "sail" and not used)
        self.click(board.die_rects(view)[index][1].center)
        if board.ship is None:
            ship = sorted(board.my_spendable_ships(board.decision()))[0]
            self.click(board.px(view["ships"][str(ship)]))
        targets = board.targets(board.decision())
        self.hover(board.px(sorted(targets)[0]), 30)
        self.shot("17_privateer_moves")
        app.settings.animation = "fast"

    def all_hands(self) -> None:
        """All Hands on Deck!: a bid being built, the reveal, a choice, the discard step."""
        app = self.app
        app.stack.reset(TitleScene(app))
        session = GameSession.new("all_hands", 4, ["human", "ai:normal", "ai:normal", "ai:normal"], {}, seed=21,
                                  settings=app.settings)
        table = TableScene(app, session)
        app.stack.push(table)
        board = table.board
        self.until(lambda: board.shown_decision is not None and board.shown_decision.step == "bid")
        hand = board.hand_rects(table.view)
        for card, rect in hand[-2:]:
            self.click(rect.center)
        self.hover(board.hand_rects(table.view)[0][1].center, 30)
        self.shot("12_all_hands_bid")
        self.press(next(b.label for b in board.controls if b.label.startswith("Bid")))
        self.until(lambda: board.shown_decision is not None and board.shown_decision.step != "bid"
                   or table.view["revealed"], 3000)
        self.frames(8)
        self.shot("13_all_hands_reveal")
        for _ in range(3000):
            d = board.shown_decision
            if d is not None and d == board.decision() and d.step == "discard":
                break
            if d is not None and d == board.decision():
                if d.step == "bid":
                    self.press(next(b.label for b in board.controls if b.label in ("Pass", "Forfeit")))
                elif d.step.startswith("choose_"):
                    table.play(d.seat, d.actions[0])
                continue
            self.frames()
        self.click(board.hand_rects(table.view)[0][1].center)
        self.frames(3)
        self.shot("14_all_hands_discard")

    def doubloons(self) -> None:
        """Doubloons: your turn with a card being aimed, then a rival's play you may Heave To!."""
        app = self.app
        app.stack.reset(TitleScene(app))
        app.settings.auto_pass = False
        session = GameSession.new("doubloons", 4, ["human", "ai:normal", "ai:normal", "ai:normal"], {}, seed=4,
                                  settings=app.settings)
        table = TableScene(app, session)
        app.stack.push(table)
        board = table.board
        shots: set[str] = set()
        extra = False
        for _ in range(20000):
            if len(shots) == 3 or session.match.is_over():
                break
            d = board.shown_decision
            if d is None or d != board.decision():
                self.frames()
                continue
            view = table.view
            if d.step == "main" and not extra:     # the big-card view and the log opened large, once
                self.click(board.hand_rects(view)[0][1].center, button=3)
                self.shot("24_card_view")
                self.click((640, 360))
                self.press("Larger")
                self.shot("25_log_large")
                self.key(pygame.K_ESCAPE)
                extra = True
                continue
            if d.step == "main":
                playable = [r for c, r in board.hand_rects(view)
                            if any(a.kind == "play" and a["card"] == D.CARD_KEYS[c] for a in d.actions)]
                if playable and view["plays"] < 2:
                    self.click(playable[0].center)
                else:
                    self.press("End turn")
            elif d.step == "target":
                if "18_doubloons_target" not in shots:
                    self.hover(board.controls[0].rect.center, 20)
                    self.shot("18_doubloons_target")
                    shots.add("18_doubloons_target")
                self.press(board.controls[0].label)
            elif d.step == "react":
                if "19_doubloons_heave_to" not in shots:
                    self.shot("19_doubloons_heave_to")
                    shots.add("19_doubloons_heave_to")
                    self.press("HEAVE TO!")
                    self.frames(6)
                    self.shot("20_doubloons_chain")
                    shots.add("20_doubloons_chain")
                else:
                    self.press("Let it be")
            elif board.choice_cards(view):
                self.click(board.choice_cards(view)[0][1].center)
            else:
                self.press(board.controls[0].label)
        app.settings.auto_pass = True

    def stolen_treasure(self) -> None:
        """Stolen Treasure: a hand worth burying, a wager face-off, and a Yarr! prompt."""
        app = self.app
        app.stack.reset(TitleScene(app))
        app.settings.auto_pass = False
        session = GameSession.new("stolen_treasure", 4, ["human", "ai:normal", "ai:normal", "ai:normal"], {},
                                  seed=9, settings=app.settings)
        table = TableScene(app, session)
        app.stack.push(table)
        board = table.board
        shots: set[str] = set()
        for _ in range(30000):
            if len(shots) == 3 or session.match.is_over():
                break
            d = board.shown_decision
            if d is None or d != board.decision():
                if any(a.tag == "showdown" for a in board.anims.items) and "22_stolen_treasure_wager" not in shots:
                    self.frames(10)
                    self.shot("22_stolen_treasure_wager")
                    shots.add("22_stolen_treasure_wager")
                self.frames()
                continue
            view = table.view
            if d.step == "main":
                if len(view["hand"]) >= 4 and "21_stolen_treasure_turn" not in shots:
                    self.hover(board.hand_rects(view)[0][1].center, 20)
                    self.shot("21_stolen_treasure_turn")
                    shots.add("21_stolen_treasure_turn")
                buries = [a for a in d.actions if a.kind == "bury" and a["card"] in STOLEN_GOOD]
                wagers = [a for a in d.actions if a.kind == "wager"]
                if buries:
                    table.play(0, buries[0])
                elif wagers and "22_stolen_treasure_wager" not in shots:
                    table.play(0, wagers[0])
                else:
                    self.click((52, 260) if view["actions_left"] == 2 else (76, 370))   # treasure, then piracy
            elif d.step == "stake":
                table.play(0, d.actions[0] if not view["wager"]["stake"] else Action.of("done"))
            elif d.step in ("yarr", "parley"):
                if "23_stolen_treasure_yarr" not in shots and d.step == "yarr":
                    self.shot("23_stolen_treasure_yarr")
                    shots.add("23_stolen_treasure_yarr")
                self.press("Let it be")
            elif d.step == "code":
                self.press("Take the hit")
            elif d.step == "answer":
                table.play(0, Action.of("done") if Action.of("done") in d.actions else d.actions[0])
            else:
                table.play(0, d.actions[0])
        app.settings.auto_pass = True


if __name__ == "__main__":
    size = tuple(int(n) for n in sys.argv[2].split("x")) if len(sys.argv) > 2 else (1280, 720)
    Tour(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"), size).run()
