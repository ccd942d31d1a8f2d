"""Learn to play: each game's guided first game, completed by clicking what each step asks."""

from __future__ import annotations

import pytest

from game.ui.learn.guide import move_spot, region
from game.ui.learn.lessons import lessons
from game.ui.scenes.learn import LearnMenuScene
from game.ui.scenes.table import LOG_BODY, TableScene


def follow(driver, table: TableScene) -> list[int]:
    """Do what the guide asks until the lesson ends; the steps seen, in order."""
    seen: list[int] = []
    for _ in range(3000):
        guide = table.lesson
        if guide is None:
            driver.frames()
            assert table.log.rect == LOG_BODY                   # the whole log again once the lesson ends
            return seen
        if not seen or seen[-1] != guide.index:
            seen.append(guide.index)
        step = guide.step
        assert region(table, step) is not None or step.wait, f"step {guide.index} points at nothing"
        driver.frames()
        if table.lesson is guide:                          # the box never hides the log's lines
            assert not table.log.rect.colliderect(guide.box) and table.log.visible_lines() >= 5
        decision = table.board.decision()
        if not step.wait:
            driver.click(guide.next_button.rect.center)
            continue
        if decision is None or table.board.busy():
            if table.board.busy():
                table.board.skip()
            driver.frames()
            continue
        spot = move_spot(table, step) if step.point == "move" else None
        buttons = [b for b in table.board.controls if b.visible and b.enabled
                   and getattr(b, "action", None) is not None and b.action.kind in step.wait]
        if spot is not None:
            driver.click(spot.center)                      # the card, seat or hex the arrow points at
        elif buttons:
            driver.click(buttons[0].rect.center)
        else:                                              # a decision the lesson does not talk about
            table.play(decision.seat, decision.actions[0])
            driver.frames()
    raise AssertionError(f"the lesson did not end; stuck at step {table.lesson.index}")


@pytest.mark.parametrize("game", sorted(lessons()))
def test_a_guided_first_game_is_completed_by_clicking_what_it_asks(app, driver, game):
    driver.press("Learn to play")
    assert isinstance(app.stack.top, LearnMenuScene)
    from game.engine.ruleset import registry
    driver.press(registry.get(game).title)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.lesson is not None
    seen = follow(driver, table)
    assert seen == list(range(len(lessons()[game].steps)))      # every step, in order
    assert app.stack.top is table and table.lesson is None     # and then a normal game goes on
    assert table.session.seats[0] == "human" and not table.session.match.is_over()
    table.session.close()


def test_a_lesson_can_be_left_at_any_time_and_started_from_setup(app, driver):
    driver.press("New game")
    driver.press("Learn to play")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.lesson is not None
    driver.click(table.lesson.leave_button.rect.center)
    assert table.lesson is None and app.stack.top is table
    table.session.close()
