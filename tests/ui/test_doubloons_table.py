"""Doubloons on the table: a human shouts Heave To! by clicking, plays and aims cards, hires;
auto-pass spares them prompts that do not concern them; rivals' cards are never drawn."""

from __future__ import annotations

from game.rules.doubloons import data as D
from game.ui import theme
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from tests.rules.doubloons_table import pid, table as position


def start(app, match, seats):
    session = GameSession(match, seats, settings=app.settings)
    scene = TableScene(app, session)
    app.stack.push(scene)
    return scene


def test_a_human_cancels_an_ai_winning_play_with_heave_to(driver, app):
    match = position(players=2, hands={0: ["yo_ho_ho"], 1: ["heave_to", "x_marks"]}, coins={0: 5})
    scene = start(app, match, ["ai:normal", "human"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "react")
    assert "Yo-ho-ho" in board.prompt(scene.view)
    driver.press("HEAVE TO!")
    driver.until(lambda: any(e.kind == "cancelled" for e in match.events))
    assert match.state.coins[0] == 5
    assert "heave_to" not in [D.CARD_KEYS[c] for c in match.state.hands[1]]
    driver.until(lambda: match.state.turn == 1 or match.is_over())
    assert not match.is_over()                            # the win was blocked


def test_auto_pass_skips_a_play_that_does_not_concern_you_unless_switched_off(driver, app):
    """Anne robs Ben, not the human Cat: with auto-pass on, Cat is not asked."""
    match = position(players=3, hands={0: ["pillage"], 2: ["heave_to"]}, coins={1: 3})
    scene = start(app, match, ["ai:normal", "ai:easy", "human"])
    driver.until(lambda: match.state.turn == 1 or match.state.coins[0] == 1)
    assert match.state.coins[0] == 1 and not any(e.kind == "heave_to" for e in match.events)
    app.settings.auto_pass = False
    match = position(players=3, hands={0: ["pillage"], 2: ["heave_to"]}, coins={1: 3})
    scene = start(app, match, ["ai:normal", "ai:easy", "human"])
    driver.until(lambda: scene.board.shown_decision is not None and scene.board.shown_decision.step == "react")
    driver.press("Let it be")
    driver.until(lambda: match.state.coins[0] == 1)


def test_a_human_plays_aims_and_hires_by_clicking(driver, app):
    match = position(players=3, hands={0: ["pillage", "x_marks"]}, coins={0: 3, 2: 2},
                     market=["anne_bonny", "mary_read", "barbarossa", "blackbeard", "ching_shih"])
    scene = start(app, match, ["human", "ai:easy", "ai:easy"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    view = scene.view
    pillage = next(r for c, r in board.hand_rects(view) if D.CARD_KEYS[c] == "pillage")
    driver.click(pillage.center)
    assert board.shown_decision is None or board.decision().step == "target"
    driver.frames(2)
    driver.click(board.rival_rect(2, scene.view).center)         # rob Cat by clicking her seat
    driver.until(lambda: match.state.coins == [4, 0, 1])         # once the rivals let it be
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    anne = next(r for p, r in board.market_rects(scene.view) if p == pid("anne_bonny"))
    driver.frames(2)
    driver.click(anne.center)
    assert pid("anne_bonny") in match.state.crews[0] and match.state.coins[0] == 1
    driver.frames(2)
    driver.click(board.my_crew_rects(scene.view)[0][1].center)    # use her at once
    driver.until(lambda: match.state.coins[0] == 2)
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    driver.frames(2)
    driver.press("End turn")
    assert match.state.turn == 1


def test_rivals_cards_are_never_drawn(driver, app):
    session = GameSession.new("doubloons", 4, ["human", "ai:easy", "ai:easy", "ai:easy"], seed=8,
                              settings=app.settings)
    scene = TableScene(app, session)
    app.stack.push(scene)
    match, board = session.match, scene.board
    turns = 0
    for _ in range(4000):
        if match.is_over() or turns > 6:
            break
        view = scene.view
        allowed = set(view["hand"]) | set(view["discard"]) | set(view["played"]) | set(view["looking"] or [])
        allowed |= {c for _, c in view["chain"]}
        if view["effect"] is not None:
            allowed.add(view["effect"]["card"])               # the card being played, face up
        if view["choice"] is not None and view["choice"]["kind"] == "take":
            allowed |= set(view["choice"]["options"])
        assert board.drawn_faces <= allowed, board.drawn_faces - allowed
        d = board.shown_decision
        if d is not None and d == board.decision():
            if d.step == "main":
                driver.press("End turn")
                turns += 1
            elif d.step == "react":
                driver.press("Let it be")
            else:
                driver.press(board.controls[0].label) if board.controls else \
                    driver.click(board.choice_cards(view)[0][1].center)
        else:
            driver.frames()


def test_a_target_button_tells_the_rivals_purse_not_just_the_name(driver, app):
    """Pillage asks whom to rob; hovering a name says how many doubloons they hold and whether they are guarded."""
    match = position(players=3, hands={0: ["pillage"]}, coins={1: 3, 2: 2})
    scene = start(app, match, ["human", "ai:easy", "ai:easy"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    pillage = next(r for c, r in board.hand_rects(scene.view) if D.CARD_KEYS[c] == "pillage")
    driver.click(pillage.center)
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "target")
    driver.frames(2)
    button = next(b for b in board.controls if b.label == scene.session.names[1])
    words = board.tooltip(button.rect.center, scene.view)
    assert words.startswith(scene.session.names[1]) and "3 doubloons" in words
    # Rested on, the tooltip shows above the bar of controls, not over the next name along.
    driver.hover(button.rect.center)
    assert app.tooltip.words == words and app.tooltip.since >= app.tooltip.DELAY
    box = app.tooltip.box()
    assert box.bottom <= theme.PROMPT_TOP and not any(box.colliderect(b.rect) for b in board.controls)


def test_samuel_bellamys_pirates_are_cards_on_the_panel_and_a_click_takes_one(driver, app):
    """'See 3 pirates, take 1': the three show as pirate cards (their effects on their faces and in
    their tooltips), and clicking one takes it into the crew."""
    match = position(players=2, crews={0: ["samuel_bellamy"]})
    scene = start(app, match, ["human", "ai:easy"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    bellamy = next(r for p, r in board.my_crew_rects(scene.view) if D.PIRATES[p].key == "samuel_bellamy")
    driver.click(bellamy.center)
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "choose_bellamy")
    driver.frames(2)
    shown = board.choice_pirates(scene.view)
    offered = {a["pirate"] for a in board.shown_decision.actions if a.kind == "choose"}
    assert len(shown) == 3 and {p for p, _ in shown} == offered
    pick, spot = shown[1]
    assert board.tooltip(spot.center, scene.view).startswith(D.PIRATES[pick].name)
    driver.click(spot.center)
    driver.until(lambda: pick in scene.session.match.state.crews[0])


def test_a_third_pirate_waiting_to_be_let_go_is_not_hidden_under_the_hand(driver, app):
    """Scallywag with a full crew: 'Take the top pirate of the pirate deck ... (with more than 2,
    discard one)'. While the human chooses who goes, all three pirates show, clear of the hand."""
    match = position(players=2, hands={0: ["scallywag", "yo_ho_ho", "mutiny", "heave_to", "pillage"]},
                     crews={0: ["grace_omalley", "jean_lafitte"]})
    scene = start(app, match, ["human", "ai:easy"])
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "main")
    scallywag = next(r for c, r in board.hand_rects(scene.view) if D.CARD_KEYS[c] == "scallywag")
    driver.click(scallywag.center)
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "choose_drop")
    view = scene.view
    crew = [r for _, r in board.my_crew_rects(view)]
    hand = [r for _, r in board.hand_rects(view)]
    assert len(crew) == 3 and len(hand) == 4
    assert not any(c.colliderect(h) for c in crew for h in hand)
    assert all(h.right <= 900 for h in hand)
