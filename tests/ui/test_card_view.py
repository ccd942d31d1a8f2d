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


def test_a_face_at_table_size_shows_the_effects_key_line_and_a_big_face_the_whole_rule(app, monkeypatch):
    from game.rules.all_hands import data as AH
    from game.rules.doubloons import data as DB
    from game.rules.stolen_treasure import data as ST
    from game.ui import theme
    from game.ui.faces import all_hands, doubloons, stolen_treasure

    cards = ([(lambda size, c=c: doubloons.action_face(c.key, size), c.line, c.text, doubloons.ACTION)
              for c in DB.ACTION_CARDS]
             + [(lambda size, i=i: doubloons.pirate_face(i, size), p.line, p.text, doubloons.PIRATE)
                for i, p in enumerate(DB.PIRATES)]
             + [(lambda size, p=p: stolen_treasure.face(ST.CARD_KEYS.index(p.key), size), p.line, p.text,
                 stolen_treasure.CARD) for p in ST.PIRACY]
             + [(lambda size, c=c: all_hands.face(c, size), AH.line(c), AH.text(c), all_hands.CARD)
                for c in range(AH.CREW_CARDS, AH.DECK_SIZE)])
    for draw, line, words, table_size in cards:
        assert line and len(line) <= 28, line
        drawn: list[str] = []
        monkeypatch.setattr(theme, "text", lambda surface, said, *a, **k: drawn.append(said) or None)
        draw(table_size)
        assert " ".join(drawn).count(line.split()[0]) and words not in drawn
        drawn.clear()
        monkeypatch.setattr(theme, "fit_text", lambda surface, said, *a, **k: drawn.append(said))
        draw((260, 364))
        assert any(words in said for said in drawn)
        monkeypatch.undo()
