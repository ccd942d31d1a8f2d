"""Right-click a card on the table: it opens large, with its full text; any click closes it."""

import pytest

from game.ui.scenes.card_view import CardScene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from tests.rules.doubloons_table import table as doubloons_position
from tests.rules.stolen_treasure_table import table as stolen_position


def all_hands_match():
    return GameSession.new("all_hands", 3, ["human", "ai:easy", "ai:easy"], seed=4, autosave=False).match


@pytest.mark.parametrize("make", [
    lambda: doubloons_position(players=3, hands={0: ["x_marks", "pillage"]}),
    lambda: stolen_position(hands={0: ["ruby", "hook"]}),
    all_hands_match,
])
def test_right_click_on_a_card_in_hand_shows_it_large(app, driver, make):
    match = make()
    session = GameSession(match, ["human", "ai:easy", "ai:easy"], settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    driver.frames(2)
    card, rect = table.board.hand_rects(table.view)[0]
    driver.click(rect.center, button=3)
    top = app.stack.top
    assert isinstance(top, CardScene) and top.face.get_width() >= 200 and top.words
    driver.click((10, 10))
    assert app.stack.top is table
    session.close()
