"""Loot Pirates on the table, played headless by posting real mouse and keyboard events."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import pygame

from game.ui.scenes.handoff import HandoffScene
from game.ui.session import GameSession
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene


def start_from_title(driver, humans: int = 1, players: int = 4, booty: int | None = None) -> TableScene:
    driver.press("New game")
    setup = driver.app.stack.top
    assert isinstance(setup, SetupScene)
    from game.ui.widgets import Stepper
    while setup.players != players:
        stepper = next(w for w in setup.widgets if isinstance(w, Stepper))
        driver.click((stepper.plus if setup.players < players else stepper.minus).rect.center)
    for seat in range(1, humans):                 # seat 0 is human already: make more humans
        human_toggle = [w for w in setup.widgets if getattr(w, "options", None) and
                        w.options[0][0] == "human"][seat]
        driver.click(human_toggle.rect.center)
    if booty is not None:
        setup.options["booty"] = booty
    driver.press("Set sail!")
    table = driver.app.stack.find(TableScene)
    assert table is not None
    return table


def make_my_move(driver, table: TableScene) -> bool:
    """Play whatever the human on screen must do, by clicking. False if there was nothing to do."""
    board = table.board
    top = driver.app.stack.top
    if isinstance(top, HandoffScene):
        driver.press(top.widgets[0].label)
        return True
    if top is not table:
        return False
    if board.summary is not None:
        driver.click((450, 330))
        return True
    decision = board.shown_decision
    if decision is None or decision != board.decision():
        return False
    view = table.view
    if decision.step == "aim":
        me = decision.seat
        target = max((s for s in range(view["players"]) if s != me), key=lambda s: view["gold"][s])
        driver.click(board.seat_rect(target, view["players"]).center)
    elif decision.step == "negotiate":
        driver.press("Done")
    elif decision.step == "peek_answer":
        driver.press("No thanks")
    elif decision.step == "fire":
        driver.press("Shoot!")
    return True


def test_title_to_table_play_a_round_by_clicking_and_finish(driver, app):
    table = start_from_title(driver, humans=1, players=4, booty=16)
    match = table.session.match
    assert table.looker == 0 and table.session.seats == ["human", "ai:normal", "ai:normal", "ai:normal"]
    # One round, by clicking: aim at a pirate, parley, shoot.
    driver.until(lambda: table.board.decision() is not None and table.board.decision().step == "aim")
    target_rect = table.board.seat_rect(2, 4)
    driver.click(target_rect.center)
    assert match.state.aim.chosen.get(0) is not None and match.state.aim.chosen[0]["target"] == 2
    driver.until(lambda: match.state.round > 1 or table.board.decision() is not None)
    while match.state.round == 1:
        if not make_my_move(driver, table):
            driver.frames()
    assert match.state.last_round["choices"][0] in ("shoot", "raise", "drop")
    # The rest of the game, still by clicking, to the results.
    for _ in range(20000):
        if isinstance(app.stack.top, ResultsScene):
            break
        if not make_my_move(driver, table):
            driver.frames()
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.result.winners and match.is_over()
    driver.press("Title")
    assert isinstance(app.stack.top, TitleScene)


def test_two_humans_get_a_hand_off_and_never_see_each_others_dice(driver, app):
    table = start_from_title(driver, humans=2, players=3, booty=9)
    assert table.session.seats[:2] == ["human", "human"]
    handoffs = 0
    drawn_while_hidden = []
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            handoffs += 1
        if top is table and table.looker is not None and table.board.summary is None \
                and table.session.match.state.phase != "over":
            other = 1 - table.looker
            if other in table.board.drawn_dice:
                drawn_while_hidden.append((table.looker, table.session.match.state.round))
        if not make_my_move(driver, table):
            driver.frames()
    assert handoffs >= 2, "the screen was never handed over between the two humans"
    assert not drawn_while_hidden, f"a human's dice were drawn on the other human's screen: {drawn_while_hidden}"


def test_hand_off_screen_hides_the_table(driver, app):
    table = start_from_title(driver, humans=2, players=3)
    driver.until(lambda: isinstance(app.stack.top, HandoffScene))
    handoff = app.stack.top
    assert handoff.seat == 0 and handoff.opaque
    driver.frames()
    # While the hand-off shows, the board is not drawn at all.
    table.board.drawn_dice = {99}
    driver.frames()
    assert table.board.drawn_dice == {99}
    driver.press(handoff.widgets[0].label)
    assert table.looker == 0 and app.stack.top is table


def test_quit_mid_game_and_resume_continues_the_same_game(driver, app, user_dirs):
    table = start_from_title(driver, humans=1, players=4)
    match = table.session.match
    driver.until(lambda: table.board.decision() is not None)
    make_my_move(driver, table)
    driver.frames(5)
    log_before = list(match.log)
    snapshot_before = json.dumps(match.snapshot())
    driver.key(pygame.K_ESCAPE)
    driver.press("Save and quit")
    assert isinstance(app.stack.top, TitleScene)
    assert driver.button("Resume").enabled
    driver.press("Resume")
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.session.match.log == log_before
    assert json.dumps(resumed.session.match.snapshot()) == snapshot_before
    assert resumed.looker == 0


def test_damaged_autosave_gives_a_one_line_message(driver, app, user_dirs):
    from game.ui import paths
    paths.autosave_file().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_file().write_text("{broken")
    title = app.stack.top
    title.on_enter()
    driver.press("Resume")
    assert isinstance(app.stack.top, TitleScene)
    assert app.message.startswith("Cannot resume:") and "not valid JSON" in app.message


def test_illegal_click_is_refused_with_a_message(driver, app):
    table = start_from_title(driver, humans=1, players=3)
    driver.until(lambda: table.board.decision() is not None and table.board.decision().step == "aim")
    from game.engine.values import Action
    table.play(0, Action.of("aim", target=0))
    assert "cannot aim at yourself" in table.notice
    assert table.session.match.state.aim.chosen.get(0) is None


def test_escape_opens_pause_and_escape_resumes(driver, app):
    table = start_from_title(driver, humans=1, players=3)
    driver.key(pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is table


def test_autoplay_command_exits_zero_with_a_real_picture(tmp_path):
    shot = tmp_path / "out.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PIRATE_TABLE_DATA_DIR": str(tmp_path / "d"), "PIRATE_TABLE_CONFIG_DIR": str(tmp_path / "c")}
    import os
    done = subprocess.run([sys.executable, "-m", "game", "play", "loot_pirates", "--players", "5", "--autoplay",
                           "--exit-when-over", "--screenshot", str(shot)], env={**os.environ, **env},
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    saved = json.loads((tmp_path / "d" / "autosave.json").read_text())
    assert saved["over"] is True
    pygame.display.init()
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 720)
    colours = {picture.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 50, "the screenshot is not a real picture of the table"


def test_done_in_the_parley_passes_the_rest_of_that_rounds_parley_turns(app, driver):
    from game.engine.values import Action, Decision

    session = GameSession.new("loot_pirates", 4, ["human", "ai:easy", "ai:easy", "ai:easy"], {}, seed=5,
                              settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    board = table.board
    view = dataclasses.replace(table.view, round=2)
    turn = Decision(0, "negotiate", "", (Action.of("pass"), Action.of("bribe", to=1, amount=1)))
    assert board.auto_answer(view, turn) is None                 # asked as usual
    board.parley_done = (2, 0)                                   # Done pressed in round 2
    assert board.auto_answer(view, turn) == Action.of("pass")
    assert board.auto_answer(dataclasses.replace(view, round=3), turn) is None   # a new round asks again
    session.close()


def test_the_phase_banner_keeps_clear_of_the_seats_at_ten_players(app, driver):
    """At ten players two seats and their 'thinking...' badges sit beside the banner's usual place."""
    session = GameSession.new("loot_pirates", 10, ["human"] + ["ai:easy"] * 9, {}, seed=3, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    board = table.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "aim")
    driver.frames(2)
    assert board.banner_rect is not None
    assert board.banner_rect.collidelist([board.seat_rect(s, 10).inflate(0, 48) for s in range(10)]) < 0
    session.close()


def test_the_last_crew_is_remembered_in_new_game(driver, app):
    table = start_from_title(driver, humans=2, players=5)
    assert table.session.seats[:2] == ["human", "human"]
    app.stack.reset(TitleScene(app))
    driver.frames(2)
    driver.press("New game")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert setup.game == "loot_pirates" and setup.players == 5
    assert setup.kinds[:5] == ["human", "human", "ai:normal", "ai:normal", "ai:normal"]


def test_the_booty_says_when_this_round_may_end_the_game(driver, app):
    """'Play continues until there are no more coins left in the Booty': once one round's shares
    can empty it, the table says so under the booty and in its tooltip, and not before."""
    table = start_from_title(driver, humans=1, players=4, booty=4)
    driver.until(lambda: table.board.decision() is not None)
    from game.engine.view import as_view

    board, match = table.board, table.session.match
    spot = tuple(int(c) for c in board.coin_spot("booty", 4))
    assert "may empty it" in board.tooltip(spot, as_view(match.view(0)))
    match.state.booty = 5            # two dropped pirates give the other two 2 each: 4 at most
    assert "may empty it" not in board.tooltip(spot, as_view(match.view(0)))


def test_the_volley_summary_wraps_the_last_share_and_keeps_tooltips_off_it(driver, app):
    """The last round's share can be long ('Black Bess and Anne each take 2 doubloons of booty (3
    doubloons from the reserve)': 'additional doubloons are supplied from the Reserve'): it wraps
    inside the summary rather than run off it, and what lies under the summary (the booty and the
    reserve) shows no tooltip through it. The guns left with no shot at a pirate who ran are one line."""
    from game.engine.view import as_view
    from game.ui import theme
    from game.ui.tables.loot_pirates import SUMMARY_WIDTH

    table = start_from_title(driver, humans=1, players=4, booty=4)
    driver.until(lambda: table.board.decision() is not None)
    board = table.board
    summary = {"round": 10, "duel": False, "red": [2, 5, 6, 3], "black": [6, 2, 5, 1], "aims": [1, 3, 1, 1],
               "choices": ["shoot", "drop", "shoot", "drop"], "dropped": [1, 3], "hit": [], "shots": [],
               "payments": [], "survivors": [2, 0], "share": 2, "from_reserve": 3, "gold": [13, 15, 15, 8],
               "booty": 0}
    rows = [row for line in board.summary_lines(summary) for row in line]
    words = " ".join(row.strip() for row, _ in rows)
    assert "each take 2 doubloons of booty (3 doubloons from the reserve)." in words
    names = table.session.names      # both guns on the pirate who ran: one line, not one each
    assert f"{names[0]} and {names[2]} had no shot: {names[1]} ran." in words
    font = theme.font(22)
    assert all(font.size(row)[0] <= SUMMARY_WIDTH - 40 for row, _ in rows)
    board.summary = summary
    driver.frames(2)
    reserve = tuple(int(c) for c in board.coin_spot("reserve", 4))
    assert board.summary_rect.collidepoint(reserve)
    assert board.tooltip(reserve, as_view(table.session.match.view(0))) == ""


def test_a_crowded_volley_summary_shows_whole_lines_and_always_the_share(driver, app):
    """At ten pirates a volley can say more than the summary holds: it shows whole lines, keeps the
    share in sight and counts what it leaves to the log."""
    table = start_from_title(driver, humans=1, players=4, booty=30)
    driver.until(lambda: table.board.decision() is not None)
    board = table.board
    shots = [[s, (s + 1) % 4, k, 5, False] for k in (1, 2, 3) for s in range(4)]      # twelve misses
    summary = {"round": 3, "duel": False, "shots": shots, "dropped": [3], "aims": [3, 3, 3, 0],
               "choices": ["shoot", "shoot", "shoot", "drop"], "payments": [], "survivors": [0, 1, 2],
               "share": 1, "from_reserve": 0}
    shown, left = board._summary_shown(summary)
    rows = [row for line in board.summary_lines(summary) for row in line]
    assert len(shown) <= 8 and left > 0
    assert [r for r in rows if r[1] == shown[-1][1]] == [r for r in shown if r[1] == shown[-1][1]]
    assert "each take 1 doubloon of booty" in " ".join(r[0] for r in shown)
    lines = board.summary_lines(summary)
    whole = [line for line in lines if all(row in shown for row in line)]
    assert sum(len(line) for line in whole) == len(shown) and len(whole) + left == len(lines)


def test_the_reserve_stays_readable_under_the_aims(app, driver):
    """At six players an aim from the upper left to the lower right runs across the reserve: its
    label is drawn over the arrows, as the booty's plaque and the banner are."""
    from game.engine.view import as_view
    from game.ui import theme

    session = GameSession.new("loot_pirates", 6, ["human"] + ["ai:easy"] * 5, {}, seed=21, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    board = table.board
    view = as_view(session.match.view(0))
    aims = [None] * 6
    aims[2] = 5                      # the upper-left seat at the lower-right one, as in play
    view = dataclasses.replace(view, phase="fire", aims=aims, aims_revealed=True)
    surface = pygame.Surface(theme.CANVAS)
    board.draw(surface, view)
    label = board.reserve_rect.inflate(-8, -8)         # inside its rounded corners
    arrow = theme.seat_colour(2)
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(label.left, label.right)
            for y in range(label.top, label.bottom)}
    assert arrow not in seen
    session.close()
