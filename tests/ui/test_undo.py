"""Undo on the table: offered for your own moves, refused with its reason, and the autosave follows."""

from __future__ import annotations

import json

import pygame

from game.engine.timeline import replayed
from game.engine.undo import undo_refusal
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from tests.ui.test_hints import wait_for_choice


def an_undoable_move(match, seat):
    for action in match.decision_for(seat).actions:
        trial = replayed(match, len(match.log))
        trial.submit(seat, action)
        if undo_refusal(trial, seat) is None:
            return action
    return None


def test_undo_takes_back_your_move_and_the_autosave_follows(app, driver, user_dirs):
    session = GameSession.new("stolen_treasure", 3, ["human", "ai:easy", "ai:easy"], seed=5, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(40):                        # play on until a move of yours could be taken back
        wait_for_choice(driver, table)
        action = an_undoable_move(session.match, 0)
        if action is not None:
            break
        table.play(0, session.match.decision_for(0).actions[0])
    assert action is not None
    session.ai_delay = 1000.0
    driver.frames()
    assert driver.button("Undo").enabled == (undo_refusal(session.match, 0) is None)
    moves = len(session.match.log)
    before = session.match.snapshot()
    table.play(0, action)
    driver.frames(2)
    assert driver.button("Undo").enabled
    driver.press("Undo")
    assert len(session.match.log) == moves and session.match.snapshot() == before
    saved = json.loads((user_dirs / "data" / "autosave.json").read_text())
    assert len(saved["log"]) == moves                            # the autosave is the shorter log
    table.play(0, action)                                        # Ctrl+Z does the same
    driver.frames(2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z"))
    driver.frames()
    assert len(session.match.log) == moves
    session.close()


def test_a_refused_undo_says_why_and_changes_nothing(app, driver):
    session = GameSession.new("stolen_treasure", 3, ["human", "ai:easy", "ai:easy"], seed=3,
                              settings=app.settings, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    wait_for_choice(driver, table)
    session.ai_delay = 1000.0
    d = session.match.decision_for(0)
    draw = next(a for a in d.actions if a.kind == "draw")
    table.play(0, draw)                                          # a card comes off the deck: no way back
    driver.frames(2)
    button = driver.button("Undo")
    assert not button.enabled
    assert button.tooltip == "Your last move cannot be taken back: it showed a hidden card."
    driver.hover(button.rect.center)
    assert app.tooltip.words == button.tooltip          # hovering the button tells the player why
    moves = len(session.match.log)
    driver.press("Undo")
    assert len(session.match.log) == moves
    session.close()
