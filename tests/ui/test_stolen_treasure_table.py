"""Stolen Treasure on the table: a human wagers by clicking, and answers a piracy card with Yarr!;
rivals' cards are never drawn."""

from __future__ import annotations

from game.rules.stolen_treasure import data as D
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from tests.rules.stolen_treasure_table import table as position


def start(app, match, seats):
    scene = TableScene(app, GameSession(match, seats, settings=app.settings))
    app.stack.push(scene)
    return scene


def test_a_human_wagers_by_clicking(driver, app):
    match = position(players=2, hands={0: ["diamond", "silver"], 1: ["ruby", "sapphire"]})
    scene = start(app, match, ["human", "ai:easy"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    driver.press("Wager...")
    driver.click(board.rival_rect(1, scene.view).center)
    assert match.state.step == "stake"
    diamond = next(r for c, r in board.hand_rects(scene.view) if D.CARD_KEYS[c] == "diamond")
    driver.frames(2)
    driver.click(diamond.center)
    assert [D.CARD_KEYS[c] for c in match.state.wager["stake"]] == ["diamond"]
    driver.frames(2)
    driver.press("Done (500)")
    driver.until(lambda: any(e.kind == "wager_won" for e in match.events))
    won = next(e for e in match.events if e.kind == "wager_won")
    assert sorted(D.CARD_KEYS[c] for c in won["cards"]) == ["diamond", "ruby", "sapphire"]   # 350: all he had


def test_a_wager_against_the_human_says_what_it_waits_for(driver, app, monkeypatch):
    """Seen: while a rival laid a stake the middle of the table read only "Black Bess: 0 vs Anne: 0"
    and the bar "Black Bess's turn...". Now the table says who wagers against whom, and then what
    the answer must match ('equal or exceeding value ... If a chosen opponent cannot match the
    wagered amount, they must wager the highest closest value'): the human asked reads it once, in
    the prompt."""
    from game.engine.values import Action
    from game.ui import theme

    match = position(players=2, turn=1, hands={0: ["diamond", "silver"], 1: ["ruby", "sapphire"]})
    match.submit(1, Action.of("wager", target=0))
    scene = start(app, match, ["human", "ai:easy"])
    board = scene.board
    words: list[str] = []
    drawn = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, w, *a, **k: (words.append(w), drawn(surface, w, *a, **k))[1])
    driver.frames(2)
    assert board.prompt(scene.view) == "Ben lays treasure face up to wager against you..."
    assert "Ben lays treasure face up to wager against you" in words
    driver.until(lambda: match.state.step == "answer")      # Ben lays his stake; the human must answer
    words.clear()
    driver.frames(2)
    stake = sum(D.value(c) for c in match.state.wager["stake"])
    assert board.prompt(scene.view).startswith(f"Ben wagers {stake} against you: put down treasure worth at least")
    assert not [w for w in words if "must match" in w or w.startswith("Match")]     # said once, in the prompt


def test_a_human_stops_a_piracy_card_with_yarr(driver, app):
    match = position(players=2, hands={0: ["x_marks"], 1: ["yarr"]}, buried={1: ["diamond"]})
    scene = start(app, match, ["ai:normal", "human"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "yarr")
    assert "X Marks The Spot" in board.prompt(scene.view)
    driver.press("YARR!")
    driver.until(lambda: any(e.kind == "nullified" for e in match.events))
    assert [D.CARD_KEYS[c] for c in match.state.buried[1]] == ["diamond"]


def test_rivals_cards_are_never_drawn(driver, app):
    session = GameSession.new("stolen_treasure", 3, ["human", "ai:easy", "ai:easy"], seed=6, settings=app.settings)
    scene = TableScene(app, session)
    app.stack.push(scene)
    match, board = session.match, scene.board
    turns = 0
    for _ in range(4000):
        if match.is_over() or turns > 8:
            break
        view = scene.view
        allowed = set(view["hand"]) | set(view["table"]) | {c for row in view["buried"] for c in row}
        allowed |= set(view["treasure_discard"]) | set(view["piracy_discard"])
        if view["wager"]:
            allowed |= set(view["wager"]["stake"]) | set(view["wager"]["answer"])
        if view["choice"]:
            allowed |= {v for v in view["choice"]["options"]}
        if view["play"]:
            allowed.add(view["play"]["card"])               # a piracy card being played lies face up, target or not
        assert board.drawn_faces <= allowed, board.drawn_faces - allowed
        d = board.shown_decision
        if d is not None and d == board.decision():
            if d.step == "main":
                driver.click((52, 260))                     # draw from the left treasure pile
                turns += 1
            elif d.step in ("yarr", "parley"):
                driver.press("Let it be")
            elif d.step == "code":
                driver.press("Take the hit")
            elif d.step == "answer":
                d.actions and scene.play(d.seat, d.actions[-1] if d.actions[-1].kind == "done" else d.actions[0])
            elif board.controls:
                driver.press(board.controls[0].label)
            else:
                scene.play(d.seat, d.actions[0])
        else:
            driver.frames()


def test_a_yarr_chain_with_a_human_in_it(driver, app):
    """The AI plays X Marks The Spot at the human; the human Yarr!s, the AI Yarr!s back, the human
    Yarr!s again: three Yarr!s, the card comes to nothing."""
    match = position(players=2, hands={0: ["x_marks", "yarr"], 1: ["yarr", "yarr"]}, buried={1: ["diamond"]})
    scene = start(app, match, ["ai:normal", "human"])
    board = scene.board
    for _ in range(2):
        driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "yarr")
        driver.press("YARR!")
    driver.until(lambda: any(e.kind == "nullified" for e in match.events))
    assert [e["depth"] for e in match.events if e.kind == "yarr"] == [1, 2, 3]
    assert [D.CARD_KEYS[c] for c in match.state.buried[1]] == ["diamond"]


def test_a_rivals_treasure_drawn_face_up_is_shown_on_their_plate(driver, app):
    """'When drawing a treasure card players MUST reveal the card to all players': the table keeps
    what it saw, as the captains do, so a human need not remember it."""
    match = position(players=2, hands={1: ["diamond", "hook"]})
    match.state.shown[1] = [next(c for c in match.state.hands[1] if D.CARD_KEYS[c] == "diamond")]
    scene = start(app, match, ["human", "ai:easy"])
    board = scene.board
    driver.frames(2)
    words = board.tooltip(board.rival_rect(1, scene.view).center, scene.view)
    assert "Seen going into their hand" in words and "Diamond (500)" in words


def test_a_wager_button_tells_what_the_table_saw_the_rival_take(driver, app):
    """Whom to wager against: the rival's button says what they buried and the treasure seen going in."""
    match = position(players=3, hands={0: ["silver"], 1: ["diamond"], 2: ["ruby"]})
    match.state.shown[1] = list(match.state.hands[1])
    scene = start(app, match, ["human", "ai:easy", "ai:easy"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    driver.press("Wager...")
    driver.frames(2)
    name = scene.session.names[1]
    button = next(b for b in board.controls if b.label == name)
    words = board.tooltip(button.rect.center, scene.view)
    assert words.startswith("Wager against them") and f"{name}: 0 buried" in words and "Diamond (500)" in words


def test_burying_bad_treasure_floats_its_value_down_not_up(driver, app, monkeypatch):
    """A buried Peg Leg lowers the total: the table shows '-100' over the seat, not '+-100'."""
    import game.ui.tables.stolen_treasure as shown
    from game.engine.values import Event
    said = []
    real = shown.floating_text
    monkeypatch.setattr(shown, "floating_text", lambda words, *a, **k: said.append(words) or real(words, *a, **k))
    scene = start(app, position(players=2), ["human", "ai:easy"])
    bad = next(c for c in range(len(D.CARD_KEYS)) if D.value(c) == -100)
    good = next(c for c in range(len(D.CARD_KEYS)) if D.value(c) == 200)
    scene.board.on_events([Event.of("bury", seat=1, card=bad), Event.of("bury", seat=1, card=good)], scene.view)
    assert said == ["-100", "+200"]
