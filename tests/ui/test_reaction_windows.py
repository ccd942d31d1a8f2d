"""Reaction windows at the table tell nobody who holds an answer.

Every seat the rules let answer is asked. With auto-pass, the table answers for
a human holding nothing after the same pause as any answer; in pass-and-play
the screen is handed over whether or not the player holds the card.
"""

from __future__ import annotations

import pytest

from game.engine.values import Action
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from game.ui.settings import Settings
from tests.rules.doubloons_table import table as doubloons_position


def rob(match, victim: int) -> None:
    """Anne (seat 0, on turn) plays Pillage on `victim`: the Heave To! window opens."""
    match.submit(0, Action.of("play", card="pillage"))
    match.submit(0, Action.of("target", seat=victim))


@pytest.mark.parametrize("holds", [False, True])
def test_everyone_else_is_asked_whatever_they_hold(holds):
    match = doubloons_position(players=3, hands={0: ["pillage"], 2: ["heave_to"] if holds else []}, coins={1: 3})
    rob(match, 1)
    assert sorted(d.seat for d in match.pending()) == [1, 2]
    assert match.decision_for(2).actions == ((Action.of("heave_to"), Action.of("pass")) if holds
                                              else (Action.of("pass"),))


def test_auto_pass_answers_for_a_human_holding_nothing_after_the_usual_pause():
    match = doubloons_position(players=3, hands={0: ["pillage"]}, coins={2: 3})
    session = GameSession(match, ["ai:easy", "ai:easy", "human"], Settings(auto_pass=True, ai_pace="normal"))
    try:
        rob(match, 2)
        assert match.decision_for(2).actions == (Action.of("pass"),)
        assert session.to_ask() == []                     # no prompt, no hand-off
        session.pump(ready=True, now=100.0)
        assert match.decision_for(2) is not None          # not at once: the same pause as an answer
        session.pump(ready=True, now=100.0 + session.ai_delay + 0.01)
        assert match.decision_for(2) is None and (2, Action.of("pass")) in match.log
    finally:
        session.close()


def test_without_auto_pass_a_human_holding_nothing_is_asked_and_may_only_pass():
    match = doubloons_position(players=3, hands={0: ["pillage"]}, coins={2: 3})
    session = GameSession(match, ["ai:easy", "ai:easy", "human"], Settings(auto_pass=False))
    try:
        rob(match, 2)
        assert [d.seat for d in session.to_ask()] == [2]
        assert "You hold no Heave To!" in match.decision_for(2).prompt
    finally:
        session.close()


@pytest.mark.parametrize("holds", [False, True])
def test_pass_and_play_hands_over_the_screen_whether_or_not_the_card_is_held(app, holds):
    """Anne (AI) robs Cat; Ben is looking. Cat gets the screen either way; Ben, untouched, is
    passed for by auto-pass (a test that reads no hand)."""
    match = doubloons_position(players=3, hands={0: ["pillage"], 2: ["heave_to"] if holds else []}, coins={2: 3})
    session = GameSession(match, ["ai:easy", "human", "human"], settings=app.settings)
    scene = TableScene(app, session)
    app.stack.push(scene)
    scene.show_to(1)
    rob(match, 2)
    assert [d.seat for d in session.to_ask()] == [2]
    assert session.next_human(scene.looker) == 2
    assert scene.board.decision() is None                 # Ben sees no prompt of his own


def test_pass_and_play_hides_the_last_hand_through_the_captains_turn(app):
    match = doubloons_position(players=3, hands={0: ["x_marks"], 2: ["pillage"]})
    session = GameSession(match, ["human", "ai:easy", "human"], settings=app.settings)
    scene = TableScene(app, session)
    app.stack.push(scene)
    scene.show_to(0)
    assert not scene.concealed()                          # Anne's own turn: her hand is shown
    match.submit(0, Action.of("end"))
    assert match.state.turn == 1 and scene.concealed()    # the captain's turn: face down
    scene.draw(app.canvas)
