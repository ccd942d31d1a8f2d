"""Card faces are drawn ahead in quiet frames, so a move's frame never draws one for the first time."""

from __future__ import annotations

import pytest

from game.ui.faces import all_hands, doubloons, stolen_treasure
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession

FACES = {"doubloons": (doubloons.action_face, doubloons.pirate_face), "stolen_treasure": (stolen_treasure.face,),
         "all_hands": (all_hands.face,)}


@pytest.mark.parametrize("game", sorted(FACES))
def test_after_the_faces_are_made_ahead_a_whole_game_draws_no_new_face(app, driver, game):
    session = GameSession.new(game, 4, ["ai:easy"] * 4, seed=3, settings=app.settings, autosave=False)
    table = TableScene(app, session, autoplay=True)
    app.stack.push(table)
    table.board.prepare_faces(60.0)                       # all of them, as quiet frames would
    made = sum(f.cache_info().currsize for f in FACES[game])
    assert made == len(list(table.board.face_jobs()))
    misses = [f.cache_info().misses for f in FACES[game]]
    for _ in range(400):
        driver.frames(1)
        if app.stack.top is not table:     # the results screen (it draws a winner's crew of its own)
            break
        assert [f.cache_info().misses for f in FACES[game]] == misses
    assert len(session.match.log) > 20
    session.close()
