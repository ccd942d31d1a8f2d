"""Motion that explains: what moves on the table is seen going from where it was to where it goes."""

from __future__ import annotations

from tests.ui.test_log import _table


def test_cards_and_coins_move_from_where_they_were_to_where_they_go(app, driver):
    """Doubloons and Stolen Treasure at the normal animation speed: a played card, a drawn card and a
    collected doubloon each fly across the table (a card face or a coin, not just a number)."""
    from game.engine.values import Event

    app.settings.animation = "normal"
    for game, events in (("doubloons", [Event.of("played", seat=1, card=0, kind="x_marks", picks=()),
                                        Event.of("draw", seat=1, count=2),
                                        Event.of("collect", seat=1, amount=1)]),
                         ("stolen_treasure", [Event.of("draw_treasure", seat=1, pile=0, card=0),
                                              Event.of("draw_piracy", seat=1),
                                              Event.of("play", seat=1, card=94, key="parley", target=None)])):
        table = _table(app, game, 3)
        board = table.board
        board.anims.skip()
        board.on_events(events, table.view)
        flights = [a for a in board.anims.items if a.draw_fn and a.draw_fn.__qualname__.startswith("flying")]
        assert len(flights) >= 3, game
        before = app.canvas.copy()
        driver.frames(6)
        assert board.anims.items and app.canvas.get_view("2").raw != before.get_view("2").raw
        table.session.close()
        app.stack.pop()


def test_one_auction_outcome_at_a_time_in_all_hands(app, driver):
    """Seen at autoplay speed: 'No winner' rose through the last round's 'X wins ...'. The newer
    headline takes the place of the one still fading."""
    from game.engine.values import Event

    app.settings.animation = "normal"
    table = _table(app, "all_hands", 3)
    board = table.board
    board.anims.skip()
    board.on_events([Event.of("won", seat=1, card=5)], table.view)
    board.on_events([Event.of("no_winner")], table.view)
    assert len(board.anims.pending("outcome")) == 1
    driver.frames(3)
    table.session.close()
    app.stack.pop()
