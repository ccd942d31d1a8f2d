"""The app shell: settings that persist, the letterboxed canvas, setup, rules, play again."""

from __future__ import annotations

import pygame

from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from game.ui.settings import Settings
from game.ui.tables.base import CONTROLS_RECT
from game.ui.widgets import Choice, TextField


def test_settings_persist_in_the_config_dir(driver, app, user_dirs):
    driver.press("Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    animations = next(w for label, w in scene.rows if label == "Animations")
    before = app.settings.animation
    driver.click(animations.rect.center)
    assert app.settings.animation != before
    saved = Settings.load(user_dirs / "config" / "settings.json")
    assert saved.animation == app.settings.animation
    name_field = scene.names[1]
    driver.click(name_field.rect.center)
    for _ in range(10):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Rackham")
    driver.key(pygame.K_RETURN)
    assert Settings.load(user_dirs / "config" / "settings.json").names[1] == "Rackham"


def test_damaged_settings_fall_back_to_defaults(user_dirs):
    path = user_dirs / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"animation": "warp", "window": "huge", "names": 7}')
    s = Settings.load(path)
    assert s.animation == "normal" and s.window == (1280, 720) and len(s.names) == 10


def test_canvas_is_letterboxed_into_any_window(driver, app):
    app.window = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    assert app.to_canvas((800, 450)) == (640, 360)
    app.window = pygame.display.set_mode((1920, 900), pygame.RESIZABLE)   # wider: bars left and right
    bar = (1920 - 1600) // 2
    assert app.to_canvas((bar, 0)) == (0, 0)
    assert app.to_canvas((bar + 1600, 900)) == (1280, 720)
    # A click in window pixels lands on the canvas button under it.
    new_game = driver.button("New game").rect.center
    window_pos = (int(bar + new_game[0] * 1.25), int(new_game[1] * 1.25))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=window_pos, button=1))
    driver.frames()
    assert isinstance(app.stack.top, SetupScene)
    driver.frames()
    assert app.window.get_size() == (1920, 900)


def test_setup_names_a_human_and_starts_the_game(driver, app):
    driver.press("New game")
    setup = app.stack.top
    field = next(w for w in setup.widgets if isinstance(w, TextField))
    driver.click(field.rect.center)
    for _ in range(8):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Zed")
    driver.key(pygame.K_RETURN)
    levels = [w for w in setup.widgets if isinstance(w, Choice) and w.value == "ai:normal"]
    driver.click(levels[0].rect.center)                        # Normal -> Hard
    assert setup.kinds[1] == "ai:hard"
    driver.press("Set sail!")
    table = app.stack.find(TableScene)
    assert table.session.names[0] == "Zed" and table.session.seats[1] == "ai:hard"


def test_two_players_with_one_name_are_refused(driver, app):
    driver.press("New game")
    setup = app.stack.top
    toggles = [w for w in setup.widgets if isinstance(w, Choice) and w.value == "ai"]
    driver.click(toggles[0].rect.center)                       # seat 2 becomes human...
    setup.names[1] = "Anne"                                    # ...with the same name as seat 1
    driver.press("Set sail!")
    assert isinstance(app.stack.top, SetupScene)
    assert "same name" in setup.error


def test_rules_scene_shows_the_text_and_scrolls(driver, app):
    driver.press("Rules")
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert any("Ties go to the defender" in line for line, *_ in scene.body._wrapped)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.body.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0,
                                         precise_y=-2.0))
    driver.frames()
    assert scene.body.scroll > 0
    driver.press("Our decisions")
    assert any("Booty" in line for line, *_ in scene.body._wrapped)
    driver.key(pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, RulesScene)


def test_play_again_makes_the_winner_captain(driver, app):
    session = GameSession.new("loot_pirates", 3, ["ai:normal"] * 3, {"booty": 3}, seed=4, settings=app.settings)
    app.stack.push(TableScene(app, session))
    driver.until(lambda: isinstance(app.stack.top, ResultsScene), limit=20000)
    result = app.stack.top.result
    driver.press("Play again")
    table = app.stack.find(TableScene)
    if result.extra["next_captain"] is not None:
        assert table.session.match.state.captain == result.extra["next_captain"]
    assert table.session.names == session.names and not table.session.match.is_over()


def test_a_turning_ring_shows_while_ai_captains_think(app):
    """Privateer, an AI's turn, the human watching: the ring and its words are drawn, and turn."""
    session = GameSession.new("privateer", 2, ["ai:hard", "human"], {}, seed=3, settings=app.settings,
                              autosave=None)
    table = TableScene(app, session)
    board = table.board
    assert session.thinking() == [0] and board.decision() is None
    area = pygame.Rect(CONTROLS_RECT.right - 300, CONTROLS_RECT.bottom - 45, 290, 40)
    frames = []
    for _ in range(2):
        surface = pygame.Surface((1280, 720))
        board.draw_thinking(surface)
        frames.append(pygame.image.tobytes(surface.subsurface(area), "RGB"))
        pygame.time.wait(60)
    blank = bytes(len(frames[0]))
    assert frames[0] != blank, "nothing drawn while the AI thinks"
    assert frames[0] != frames[1], "the ring does not turn"
    session.close()
