"""The ship's log tells the story: each turn opens a group, what nobody may miss is set apart,
and the whole log opens large."""

from __future__ import annotations

import random

import pygame

from game.ai.seats import make_heuristic
from game.ui.scenes.log_view import LogScene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession


def _table(app, game: str, moves: int) -> TableScene:
    session = GameSession.new(game, 3, ["human", "ai:easy", "ai:easy"], seed=5, settings=app.settings,
                              autosave=False)
    captains = [make_heuristic(game, random.Random(s)) for s in range(3)]
    match = session.match
    while len(match.log) < moves and not match.is_over():
        d = match.pending()[0]
        match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
    table = TableScene(app, session)
    app.stack.push(table)
    return table


def test_each_turn_opens_a_group_and_hits_are_set_apart(app, driver):
    table = _table(app, "doubloons", 80)
    driver.frames(2)
    lines = table.log_lines()
    headings = [words for words, _, _, style in lines if style == "heading"]
    assert headings and all("turn" in words for words in headings)
    ruleset = table.session.match.ruleset
    highlighted = [e for e in table.session.match.events if ruleset.log_highlight(e) and e.visible(0)]
    assert len([1 for *_, style in lines if style == "highlight"]) == len(highlighted) > 0
    table.session.close()


def test_a_miss_is_not_news_but_a_hit_is(app):
    from game.engine import Event, registry

    for game in ("loot_pirates", "privateer"):
        ruleset = registry.get(game)
        assert ruleset.log_highlight(Event.of("shot", hit=3))
        if game == "privateer":
            assert ruleset.log_highlight(Event.of("shot", hit=0))      # sinking ship 0 is a hit too
        assert not ruleset.log_highlight(Event.of("shot", hit=None))
        assert not ruleset.log_highlight(Event.of("shot", hit=False))


def test_the_log_opens_large_and_closes(app, driver):
    table = _table(app, "stolen_treasure", 40)
    driver.frames(2)
    driver.press("Larger")
    log = app.stack.top
    assert isinstance(log, LogScene) and len(log.body._wrapped) >= len(table.log_lines())
    assert log.body.scroll == log.body.max_scroll()           # opens at the newest lines
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is table
    driver.key(pygame.K_l)
    assert isinstance(app.stack.top, LogScene)
    driver.key(pygame.K_l)
    assert app.stack.top is table
    table.session.close()



def test_a_line_between_two_seats_starts_with_the_badge_of_the_seat_it_is_about():
    """'Ben takes a card from Anne' is Ben's line, 'Anne pays Ben 2 doubloons' Anne's: for every
    event between two seats (frm and to, no "seat"), the badge is that of the first name in the line."""
    from game.engine import Match, registry
    from game.engine.values import Event

    extra = {"amount": 2, "accepted": True, "count": 13, "taken": 1, "treasure": True}
    names = ["Anne", "Ben", "Cat"]
    checked = 0
    for game in registry.names():
        ruleset = registry.get(game)
        state = Match.new(ruleset, 3, seed=1).state
        for kind in ruleset.log_subjects:
            for frm, to in ((0, 1), (1, 0)):
                event = Event.of(kind, frm=frm, to=to, **extra)
                words = ruleset.describe_event(event, names, 2)
                if not words:
                    continue
                seat = ruleset.event_seat(state, event)
                first = min((words.find(n), n) for n in names if n in words)[1]     # the line's subject
                assert seat is not None and names[seat] == first, (game, kind, words, seat)
                checked += 1
    assert checked >= 10
