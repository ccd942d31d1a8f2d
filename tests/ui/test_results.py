"""The results screen: names filled into the summary, the winner listed first."""

from __future__ import annotations

from game.engine.ruleset import Result
from game.ui.scenes.results import ResultsScene, ranking
from game.ui.session import GameSession


def test_the_winner_is_listed_first_even_under_a_higher_score():
    """Stolen Treasure: a rival with more points but a Black Spot in hand has not won."""
    result = Result((1550, 1800, 300), (0,), "{p0} has 1550 points of buried treasure and wins.")
    assert ranking(result, 3) == [0, 1, 2]
    assert ranking(Result((3, 7, 7), (1, 2), ""), 3) == [1, 2, 0]


def test_the_summary_names_the_winner_not_a_template(app, monkeypatch):
    session = GameSession.new("stolen_treasure", 3, ["ai:easy"] * 3, seed=2, settings=app.settings, autosave=False)
    drawn = []
    monkeypatch.setattr("game.ui.theme.text", lambda surface, words, *a, **k: drawn.append(words))
    scene = ResultsScene(app, session)
    scene.result = Result((1550, 1800, 300), (0,), "{p0} has 1550 points of buried treasure and wins.")
    scene.draw(app.canvas)
    summary = next(w for w in drawn if "buried treasure" in w)
    assert summary.startswith(session.names[0]) and "{p" not in summary
    assert "pts" in drawn
    session.close()


def test_the_final_table_stays_up_until_a_click_before_the_results(app, driver):
    import random

    from game.ai.seats import make_heuristic
    from game.ui.scenes.table import TableScene

    app.settings.animation = "normal"
    session = GameSession.new("doubloons", 3, ["human", "ai:easy", "ai:easy"], seed=2, settings=app.settings,
                              autosave=False)
    match = session.match
    captains = [make_heuristic("doubloons", random.Random(s)) for s in range(3)]
    while not match.is_over():
        d = match.pending()[0]
        match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
    table = TableScene(app, session)
    app.stack.push(table)
    driver.frames(30)
    assert app.stack.top is table                         # the winning position is on screen first
    driver.click((457, 300))
    driver.until(lambda: isinstance(app.stack.top, ResultsScene), limit=300)


def test_a_last_summary_is_put_away_by_a_click_and_the_next_click_gives_the_results(app, driver):
    """Loot Pirates ends on a volley summary: the click that closes it must not be lost (it was:
    the table waited for the summary to go and the summary waited for a click it never got)."""
    import random

    from game.ai.seats import make_heuristic
    from game.ui.scenes.table import TableScene

    session = GameSession.new("loot_pirates", 3, ["human", "ai:easy", "ai:easy"], {"booty": 6}, seed=5,
                              settings=app.settings, autosave=False)
    match = session.match
    captains = [make_heuristic("loot_pirates", random.Random(s)) for s in range(3)]
    table = TableScene(app, session)
    app.stack.push(table)
    while not match.is_over():
        d = match.pending()[0]
        match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
    driver.frames(5)
    assert table.board.summary is not None and table.board.busy()
    driver.click((457, 300))
    assert table.board.summary is None
    driver.click((457, 300))
    driver.until(lambda: isinstance(app.stack.top, ResultsScene), limit=300)


def _finished(game: str, players: int, app):
    import random

    from game.ai.seats import make_heuristic

    session = GameSession.new(game, players, ["human"] + ["ai:easy"] * (players - 1), seed=4, settings=app.settings,
                              autosave=False)
    captains = [make_heuristic(game, random.Random(s)) for s in range(players)]
    match = session.match
    while not match.is_over():
        d = match.pending()[0]
        match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
    return session


def test_the_end_screen_charts_each_seats_gold_over_the_game_one_line_per_seat(app):
    from game.engine.timeline import standings_over

    session = _finished("doubloons", 4, app)
    match = session.match
    points = standings_over(match)
    assert points[0] == (0, 0, 0, 0)                                  # nobody starts with a doubloon
    assert points[-1] == tuple(match.state.coins)                    # and it ends where the game did
    assert len(points) == min(160, len(match.log) + 1)
    scene = ResultsScene(app, session)
    scene.draw(app.canvas)
    assert len(scene.chart_lines) == 4 and all(len(line) == len(points) for line in scene.chart_lines)
    ends = [line[-1][1] for line in scene.chart_lines]               # screen y: higher gold is drawn higher
    winner = match.result().winners[0]
    assert ends[winner] == min(ends)
    session.close()


def test_a_game_without_a_running_score_says_so_instead_of_a_chart(app, monkeypatch):
    session = _finished("stolen_treasure", 3, app)
    monkeypatch.setattr(type(session.match.ruleset), "standings", lambda self, state: None)
    scene = ResultsScene(app, session)
    scene.draw(app.canvas)
    assert scene.chart_points == [] and scene.chart_lines == []
    session.close()


def test_the_charts_end_marks_stay_inside_it_at_ten_players():
    """Ten lines ending near nothing: their marks are nudged apart, yet all stay inside the chart."""
    from game.ui.score_chart import mark_heights
    heights = mark_heights([230] + [380] * 9, 230, 400)
    assert len(heights) == 10 and min(heights) >= 230 and max(heights) <= 400
    assert all(b - a >= 18 for a, b in zip(heights, heights[1:]))
    assert mark_heights([240, 300], 230, 400) == [240, 300]      # apart already: where the lines end
