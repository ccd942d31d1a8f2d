"""Privateer on the table: setup and a turn played by clicking hexes, buttons and dice."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

from game.ui.scenes.table import TableScene
from game.ui.session import GameSession


def test_a_human_sets_up_and_plays_a_turn_by_clicking(driver, app):
    # An Easy rival, and a seed where it does not sink the clumsy clicked fleet before its first turn
    # (a searching one may; so may Easy, at seed 7, since captains place their ships out of reach).
    session = GameSession.new("privateer", 2, ["human", "ai:easy"], {}, seed=1, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    board, match = table.board, session.match
    spent_before = None
    for _ in range(4000):
        d = board.shown_decision
        if d is None or d != board.decision():
            driver.frames()
            continue
        if d.step == "spend":
            spent_before = len(match.log)
            break
        targets = board.targets(d)
        if targets:                                   # setup: click a highlighted hex
            hexes = sorted(targets)
            driver.click(board.px(hexes[0]))
        elif board.controls:                          # density, dice, no third ship...
            driver.click(board.controls[0].rect.center)
        else:
            driver.frames()
    assert spent_before is not None, "never reached the human's dice"
    assert match.state.dice and match.state.current == 0
    view = table.view
    # A picked die goes back: clicked again, right-clicked, or Esc (which does not open the menu).
    index = next(i for i, (k, f, used) in enumerate(view["dice"]) if k == "sail" and not used)
    die = board.die_rects(view)[index][1].center
    driver.click(die)
    assert board.die is not None
    driver.click(die)
    assert board.die is None
    driver.click(die)
    driver.click(die, button=3)
    assert board.die is None
    driver.click(die)
    driver.key(pygame.K_ESCAPE)
    assert board.die is None and app.stack.top is table
    # Click a sail die, then (if asked) a ship, then a lit hex.
    driver.click(board.die_rects(view)[index][1].center)
    if board.ship is None:
        ship = sorted(board.my_spendable_ships(board.decision()))[0]
        driver.click(board.px(view["ships"][str(ship)]))
    targets = board.targets(board.decision())
    assert targets, "no hex lit up for the chosen die and ship"
    driver.click(board.px(sorted(targets)[0]))
    assert len(match.log) == spent_before + 1 and match.log[-1][1].kind == "spend"
    assert match.log[-1][1]["kind"] == "sail"


def test_autoplay_privateer_screenshot(tmp_path):
    shot = tmp_path / "privateer.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PIRATE_TABLE_DATA_DIR": str(tmp_path / "d"), "PIRATE_TABLE_CONFIG_DIR": str(tmp_path / "c")}
    done = subprocess.run([sys.executable, "-m", "game", "play", "privateer", "--players", "4", "--autoplay",
                           "--exit-when-over", "--screenshot", str(shot), "--set", "wind=on"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    pygame.display.init()
    picture = pygame.image.load(str(shot))
    assert len({picture.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 50


def _spending(app):
    """Anne (Yellow, a human) to spend a sail 2 and a cannonball 1, her gambit unused, against Red."""
    from game.engine import Match
    from tests.rules.test_privateer_rules import P, at

    ships = {6: at(3, 2), 0: at(5, 4)}
    positions = {str(s): None for s in range(19)}
    for ship, h in ships.items():
        positions[str(ship)] = list(h)
    state = {"players": 2, "ocean": "standard_ocean", "fleets": [2, 0], "order": [0, 1], "ships": positions,
             "gold": [2, 2], "treasure": 26, "phase": "spend", "turn": 0, "start_hex": [None, None],
             "dice": [["sail", 2, False], ["cannon", 1, False]]}
    match = Match.from_position(P, state, seed=1, names=["Anne", "Bart"])
    session = GameSession(match, ["human", "ai:normal"], app.settings, autosave=None)
    table = TableScene(app, session)
    app.stack.push(table)
    return table, match


def test_a_gambit_is_played_by_clicking_its_button_then_a_die_then_a_face(driver, app):
    table, match = _spending(app)
    board = table.board
    driver.until(lambda: board.shown_decision is not None)
    driver.press("Gambit: Double-Shotted Guns")
    cannon = next(i for i, (k, f, u) in enumerate(table.view["dice"]) if k == "cannon")
    driver.click(board.die_rects(table.view)[cannon][1].center)
    driver.frames()
    driver.press("-> 5")
    assert ["cannon", 5, False] in match.state.dice and match.state.gambit_used[0]


def test_a_gambits_tooltip_leaves_the_dice_it_is_about_in_sight(driver, app):
    """Hovering 'Gambit: ...' explains it in a box above the dice tray, not over the dice it is about."""
    from game.ui.tables.privateer import TRAY

    table, _ = _spending(app)
    board = table.board
    driver.until(lambda: board.shown_decision is not None)
    button = next(b for b in board.controls if b.label.startswith("Gambit"))
    driver.hover(button.rect.center)
    assert app.tooltip.words == button.tooltip
    assert not app.tooltip.box().colliderect(TRAY), (app.tooltip.box(), TRAY)


def test_a_hovered_hex_names_itself_as_the_log_does(app):
    from game.rules.privateer.text import hex_name

    session = GameSession.new("privateer", 2, ["human", "ai:easy"], {}, seed=7, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    board = table.board
    h = board.ocean.merchant
    assert board.tooltip(board.px(h), table.view).startswith(f"Hex {hex_name(h)}.")
    session.close()


def test_every_sea_hex_shows_the_name_the_log_gives_it(driver, app, monkeypatch):
    """The log says "Anne places the reef at F10": the board writes F10 in that hex."""
    from game.rules.privateer.text import hex_name
    from game.ui.tables import privateer

    session = GameSession.new("privateer", 2, ["human", "ai:easy"], {}, seed=7, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    driver.frames(2)
    written: set[str] = set()
    real = privateer.hex_label

    def record(name):
        written.add(name)
        return real(name)
    monkeypatch.setattr(privateer, "hex_label", record)
    driver.frames()
    board = table.board
    for h in board.ocean.sea:
        x, y = board.px(h)
        assert hex_name(h) in written
        wx, wy = board.label_spot(h)
        assert abs(wx - x) < 1 and y < wy < y + board.size             # in its own hex, below the centre
        assert board.hex_at((wx, wy - 4)) == h


def test_a_tooltip_above_the_tray_leaves_the_hovered_hex_in_sight(app):
    """Kept clear of the dice tray, a hex's tooltip goes above the cursor, not over the hex hovered."""
    from game.ui.tables.privateer import TRAY

    tip = app.tooltip
    tip.offer("Hex E10. Open sea.", (560, 540), TRAY)
    box = tip.box()
    assert not box.colliderect(TRAY) and box.bottom <= 540 - 8, box


def test_a_won_boarding_says_how_to_keep_the_prize_and_a_lit_hex_keeps_her(driver, app):
    """'Take control of the captured ship ... placed into an empty hex adjacent to the winning ship':
    the bar tells the human to click one, not only 'press it into service?', and the click does it."""
    from tests.rules.test_privateer_rules import at, battle, sail

    a = at(3, 2)
    match = battle({0: a, 3: at(0, 2, a), 4: at(0, 4)}, [("sail", 2), ("sail", 3)], gold=[3, 5], rolls=(5, 1))
    sail(match, 0, 2, 0)                 # Red boards Blue's ship and wins (5 against 1)
    table = TableScene(app, GameSession(match, ["human", "ai:easy"], settings=app.settings))
    app.stack.push(table)
    board = table.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "board")
    assert "click a lit hex" in board.prompt(table.view)
    spot = sorted(board.targets(board.shown_decision))[0]
    driver.click(board.px(spot))
    driver.until(lambda: match.state.boarding is None)
    assert len(match.state.fleet_ships(match.state.fleets[0])) == 2 and match.state.gold[0] == 3
