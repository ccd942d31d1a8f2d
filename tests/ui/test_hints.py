"""The hint: a Normal captain's move from the player's own view, shown on the table, then played."""

from __future__ import annotations

import pytest

from game.engine.ruleset import registry
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession


def seated(app, game: str, seed: int = 3) -> tuple[TableScene, GameSession]:
    ruleset = registry.get(game)
    players = min(3, ruleset.max_players)
    session = GameSession.new(game, players, ["human"] + ["ai:easy"] * (players - 1), seed=seed,
                              settings=app.settings, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    return table, session


def wait_for_choice(driver, table: TableScene) -> None:
    """Until the human has a real choice (more than one move) on screen."""
    def ready() -> bool:
        d = table.board.decision()
        if d is not None and len(d.actions) == 1:
            table.play(d.seat, d.actions[0])
            return False
        return d is not None and not table.board.busy()
    driver.until(ready, limit=3000)


@pytest.mark.parametrize("game", sorted(registry.names()))
def test_a_hint_is_shown_on_the_table_and_can_be_played(app, driver, game, monkeypatch):
    monkeypatch.setenv("PIRATE_TABLE_AI_BUDGET", "0.05,30")
    table, session = seated(app, game)
    wait_for_choice(driver, table)
    session.ai_delay = 1000.0          # the captains hold their moves while the player thinks
    seen = []
    monkeypatch.setattr("game.ai.hint.make_seat",
                        _spy_on_views(seen, __import__("game.ai.seats", fromlist=["make_seat"]).make_seat))
    moves = len(session.match.log)
    driver.press("Hint")
    driver.until(lambda: table.hint.advice is not None, limit=600)
    advice = table.hint.advice
    now = session.match.view(0)
    assert seen and all(v == now for v in seen), [(k, v[k], now[k]) for v in seen for k in v if v[k] != now[k]]
    decision = session.match.decision_for(0)
    assert decision.allows(advice.move[0])
    # "its 1 playout" on a busy machine, "its 40 playouts" on a quiet one
    assert "playout" in advice.reason or "only move" in advice.reason or "rule of thumb" in advice.reason
    assert table.board.hint_spots(advice.move[0], table.view), "the advised move is ringed on the table"
    driver.press("Play it")
    assert len(session.match.log) > moves and session.match.log[moves] == (0, advice.move[0])
    assert table.hint.advice is None
    session.close()


def _spy_on_views(seen: list, make_seat):
    def spying(word, game, rng):
        seat = make_seat(word, game, rng)
        choose = seat.choose

        def choose_and_note(view, decision):
            seen.append(view)
            return choose(view, decision)
        seat.choose = choose_and_note
        return seat
    return spying


def test_no_thanks_puts_the_advice_away_and_it_goes_when_the_position_moves(app, driver, monkeypatch):
    monkeypatch.setenv("PIRATE_TABLE_AI_BUDGET", "0.05,30")
    table, session = seated(app, "stolen_treasure")
    wait_for_choice(driver, table)
    session.ai_delay = 1000.0
    driver.press("Hint")
    driver.until(lambda: table.hint.advice is not None, limit=600)
    driver.press("No thanks")
    assert table.hint.advice is None and not table.hint.visible
    moves = len(session.match.log)
    driver.press("Hint")
    driver.until(lambda: table.hint.advice is not None, limit=600)
    d = session.match.decision_for(0)
    table.play(0, next(a for a in d.actions if a != table.hint.advice.move[0]))
    driver.frames()
    assert len(session.match.log) > moves and table.hint.advice is None
    session.close()
