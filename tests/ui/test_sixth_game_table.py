"""The sixth (test-only) game on the setup screen and the generic table: nothing in game/ui names it."""

from __future__ import annotations


def test_the_setup_screen_offers_it_and_the_generic_table_plays_it(sixth_game, driver, app):
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table import TableScene
    from game.ui.tables.base import GenericBoard

    driver.press("New game")
    assert isinstance(app.stack.top, SetupScene)
    driver.press("Plunder (test only)")
    assert app.stack.top.game == "plunder"
    driver.press("Set sail!")
    table = app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.board, GenericBoard)
    driver.until(lambda: table.board.decision() is not None and table.board.decision().seat == 0)
    moves = len(table.session.match.log)
    driver.press(table.board.controls[0].label)
    assert len(table.session.match.log) > moves
