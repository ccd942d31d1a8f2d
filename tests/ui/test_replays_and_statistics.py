"""Replays (past games kept, stepped forward and back, watched through chosen eyes) and statistics."""

from __future__ import annotations

import json
import random
import re

import pygame

from game.ai.seats import make_heuristic
from game.ui import records
from game.ui.scenes.past_games import PastGamesScene
from game.ui.scenes.replay import ALL_CARDS, ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession


def finished(app, game="stolen_treasure", seats=("human", "ai:easy", "ai:easy"), seed=2) -> GameSession:
    session = GameSession.new(game, len(seats), list(seats), seed=seed, settings=app.settings)
    match = session.match
    captains = [make_heuristic(game, random.Random(s)) for s in range(match.players)]
    while not match.is_over():
        d = match.pending()[0]
        match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
    session.save()
    return session


def to_results(app, driver, session) -> ResultsScene:
    app.stack.push(TableScene(app, session))
    driver.frames(3)
    driver.click((457, 300))
    driver.until(lambda: isinstance(app.stack.top, ResultsScene), limit=600)
    return app.stack.top


def test_a_finished_game_is_counted_once_and_kept_for_replays(app, driver, user_dirs):
    session = finished(app)
    results = to_results(app, driver, session)
    won = 0 in session.match.result().winners
    row = records.Statistics.load().row("stolen_treasure", "easy")
    assert row["played"] == 1 and row["won"] == int(won) and row["lost"] == int(not won)
    assert row["best"] == session.match.result().scores[0]
    results.draw(app.canvas)                               # drawn again: not counted again
    ResultsScene(app, session)
    assert records.Statistics.load().row("stolen_treasure", "easy")["played"] == 1
    kept = list((user_dirs / "data" / "games").glob("*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["over"]
    driver.press("Title")
    driver.press("Statistics")
    assert isinstance(app.stack.top, StatisticsScene)
    assert app.stack.top.rows()[0][:2] == ("Stolen Treasure", "vs Easy")


def test_streaks_and_best_scores_count_up():
    stats = records.Statistics()
    for won, score in [(True, 500), (True, 900), (False, 1200), (True, 300)]:
        row = stats.count("doubloons", "hard", won, score)
    assert row == {"played": 4, "won": 3, "lost": 1, "best": 1200, "streak": 1, "best_streak": 2}


def test_a_damaged_statistics_file_is_set_aside_with_a_warning(user_dirs, capsys):
    path = records.statistics_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "pirate-table-statistics", "games": {"doubloons": {"easy": {"played": -3}}}}')
    stats = records.Statistics.load()
    assert stats.table == {}
    warning = capsys.readouterr().err.strip()
    assert warning.startswith("pirate-table: warning:") and "damaged" in warning and "\n" not in warning
    kept = list(path.parent.glob("statistics.damaged-*.json"))
    assert len(kept) == 1 and "played" in kept[0].read_text() and not path.exists()
    stats.count("doubloons", "easy", True, 7)
    stats.save()
    assert records.Statistics.load().row("doubloons", "easy")["won"] == 1


def test_only_the_last_fifty_games_are_kept(app, user_dirs, monkeypatch):
    session = finished(app, "loot_pirates", ("human", "ai:easy", "ai:easy"), seed=5)
    folder = records.games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(55):
        (folder / f"2020{k:04d}-old.json").write_text("{}")
    records.archive(session)
    files = sorted(folder.glob("*.json"))
    assert len(files) == 50 and "loot_pirates" in files[-1].name


def test_a_replay_steps_forward_and_back_and_switches_eyes_without_showing_hidden_cards(app, driver):
    session = finished(app, "doubloons", ("human", "ai:easy", "ai:easy"), seed=3)
    to_results(app, driver, session)
    driver.press("Replay")
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.replay.at == 0 and replay.looker == 0
    total = len(session.match.log)
    for _ in range(30):
        driver.press(">")
    assert replay.replay.at == 30
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    driver.frames()
    assert replay.replay.at == 29
    assert replay.replay.match.snapshot() == replay.replay.timeline.at(29).snapshot()
    for eyes in (1, 2, 0):
        driver.click(replay.eyes_button.rect.center)
        assert replay.looker == eyes                       # no "all cards" while the game was going on
        assert replay.view == replay.replay.match.view(eyes)
        assert replay.view["hands"] is None or all(
            h is None or s == eyes for s, h in enumerate(replay.view["hands"]))
        match = replay.replay.match                        # the log too: only what these eyes saw (named, not "You")
        seen = [match.ruleset.describe_event(e, match.names, None) for e in match.events if e.visible(eyes)]
        assert [line[0] for line in replay.log_lines()] == [w for w in seen if w]
        assert any(not e.visible(eyes) for e in match.events)
    driver.press(">|")
    assert replay.replay.at == total and ALL_CARDS in replay.eyes()
    for _ in range(3):
        driver.click(replay.eyes_button.rect.center)
    assert replay.looker is None                             # every hand, once the game is over
    driver.press("<")
    assert replay.looker == 0                                # back in the game: one seat's eyes again
    driver.press("|<")
    assert replay.replay.at == 0
    driver.press("Play")
    driver.until(lambda: replay.replay.at >= 3, limit=2000)
    driver.press("Close")
    assert isinstance(app.stack.top, ResultsScene)


def test_past_games_lists_kept_games_and_the_unfinished_autosave(app, driver):
    session = finished(app, "loot_pirates", ("human", "ai:easy", "ai:easy"), seed=5)
    records.record(session)
    GameSession.new("doubloons", 3, ["human", "ai:easy", "ai:easy"], seed=9, settings=app.settings).close()
    driver.press("Past games")
    scene = app.stack.top
    assert isinstance(scene, PastGamesScene)
    assert [p.finished for p in scene.games] == [True, False]
    driver.click(scene.rows[1].rect.center)                # the unfinished game, through its player's eyes
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and ALL_CARDS not in replay.eyes()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    driver.frames()
    assert ALL_CARDS not in replay.eyes() and replay.looker == 0


def test_close_leaves_the_replay_even_while_a_round_summary_is_up(app, driver):
    """Loot Pirates: a volley's summary takes clicks on the table, but not the replay's own buttons."""
    session = finished(app, "loot_pirates", ("human", "ai:easy", "ai:easy"), seed=3)
    results = to_results(app, driver, session)
    driver.press("Replay")
    replay = app.stack.top
    for _ in range(200):
        if replay.board.summary is not None:
            break
        driver.key(pygame.K_RIGHT)
    assert replay.board.summary is not None
    driver.press("Close")
    assert app.stack.top is results


def test_a_replay_never_calls_the_watched_seat_you_nor_asks_it_to_move(app, driver, monkeypatch):
    """A replay's seats never decide: its labels and its log name the seat ("Anne's crew", "Anne drew
    ..."), and the seat whose turn it was is "to move", not "your move", whichever eyes watch (the
    human's own included); nor is anyone "waited for": the bar says who moves next."""
    from game.ui import theme

    words: list[str] = []
    for name in ("text", "badge"):
        drawn = getattr(theme, name)
        monkeypatch.setattr(theme, name, lambda surface, w, *a, _drawn=drawn, **k:
                            (words.append(w), _drawn(surface, w, *a, **k))[1])
    for game, seed in (("doubloons", 3), ("loot_pirates", 1), ("stolen_treasure", 2), ("all_hands", 1)):
        session = finished(app, game, ("human", "ai:easy", "ai:easy"), seed=seed)
        to_results(app, driver, session)
        driver.press("Replay")
        replay = app.stack.top
        assert isinstance(replay, ReplayScene)
        for _ in range(6):
            driver.press(">")
        for _ in range(3):
            words.clear()
            driver.frames(2)
            assert not replay.board.you
            ours = [w for w in words if w.lower().startswith("your")]
            assert not ours, (game, replay.looker, ours)
            waits = [w for w in words if w.startswith("Waiting for")]     # a replay waits for nobody
            assert not waits, (game, replay.looker, waits)
            log = [line[0] for line in replay.log_lines()]     # nor does the log: "Anne drew ...", not "You drew ..."
            assert log and not [line for line in log if re.search(r"\b(you|your)\b", line, re.I)], (game, log)
            driver.click(replay.eyes_button.rect.center)
        driver.press("Close")


def test_the_results_crown_the_winners_in_place_of_their_rank(app, driver, user_dirs, monkeypatch):
    """Seen: three tied winners' crowns sat over their seat badges and the row above. A winner's row
    now has the crown where its "1." was; the others keep their place."""
    from game.ui import theme

    session = finished(app, "loot_pirates", ("human", "ai:easy", "ai:easy", "ai:easy"), seed=2)
    result = session.match.result()
    crowns, words = [], []
    scaled, text = theme.scaled, theme.text
    monkeypatch.setattr(theme, "scaled", lambda name, *a, **k: (crowns.append(name) if name == "crown.png" else None,
                                                               scaled(name, *a, **k))[1])
    monkeypatch.setattr(theme, "text", lambda surface, w, *a, **k: (words.append(w), text(surface, w, *a, **k))[1])
    to_results(app, driver, session)
    crowns.clear(), words.clear()
    driver.frames(1)
    assert len(crowns) == len(result.winners)
    places = [w for w in words if re.fullmatch(r"\d+\.", w)]
    assert "1." not in places and len(places) == session.match.players - len(result.winners), places
