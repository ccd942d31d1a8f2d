"""All Hands on Deck! on the table: a human plays an auction by clicking; rivals' cards stay hidden."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

from game.rules.all_hands import data as C
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession


def start(app, seats, seed=21, **options):
    session = GameSession.new("all_hands", len(seats), seats, options, seed=seed, settings=app.settings)
    table = TableScene(app, session)
    app.stack.push(table)
    return table


def my_move(driver, table) -> bool:
    """Answer the human's decision by clicking, like a player would. False if nothing to do."""
    board = table.board
    if board.winning is not None:
        driver.click((455, 330))
        return True
    d = board.shown_decision
    if d is None or d != board.decision():
        return False
    view = table.view
    if d.step == "bid":
        if not view["draft"] and view["hand"]:
            driver.click(board.hand_rects(view)[-1][1].center)      # bid my last card
        else:
            driver.press(next(b.label for b in board.controls if b.label.startswith(("Bid", "Pass", "Forfeit"))))
    elif d.step == "discard":
        driver.press(next(b.label for b in board.controls if b.label.startswith(("Discard", "Keep"))))
    elif d.step == "choose_brawl":
        driver.press(board.controls[0].label)
    elif d.step.startswith("choose_"):
        cards = board.choice_cards(view)
        if cards:
            driver.click(cards[0][1].center)
        else:
            driver.press("Keep no more")
    return True


def test_a_human_plays_an_auction_by_clicking(driver, app):
    table = start(app, ["human", "ai:normal", "ai:normal", "ai:normal"])
    board, match = table.board, table.session.match
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "bid")
    hand = list(table.view["hand"])
    card, rect = board.hand_rects(table.view)[0]
    driver.click(rect.center)                                      # put a card in the bid
    assert match.state.draft[0] == [card]
    driver.click(board.hand_rects(table.view)[0][1].center)        # and take it back
    assert match.state.draft[0] == []
    driver.click(board.hand_rects(table.view)[-1][1].center)
    label = next(b.label for b in board.controls if b.label.startswith("Bid"))
    driver.press(label)
    assert hand[-1] not in match.state.hands[0]                    # the bid card left the hand for the table
    round_before = match.state.round
    for _ in range(5000):
        if match.state.round > round_before or match.is_over():
            break
        if not my_move(driver, table):
            driver.frames()
    assert match.state.round > round_before or match.is_over()
    assert any(e.kind == "reveal" for e in match.events)


def test_rival_hands_and_unrevealed_bids_are_never_drawn(driver, app):
    table = start(app, ["human", "ai:normal", "ai:normal"], seed=5)
    match = table.session.match
    leaks = []
    for _ in range(20000):
        if isinstance(app.stack.top, ResultsScene) or match.is_over():
            break
        if app.stack.top is table and table.board.winning is None:
            s = match.state
            secret = {c for seat in (1, 2) for c in s.hands[seat]}
            if s.phase == "bid" and not s.revealed:
                secret |= {c for seat in (1, 2) for c in s.bids[seat][s.marks[seat]:]}
            shown = table.board.drawn_faces & secret
            if shown:
                leaks.append(sorted(shown))
        if not my_move(driver, table):
            driver.frames()
    assert not leaks, f"rival cards drawn face up: {leaks[:3]}"


def test_cheat_call_from_the_table(driver, app):
    table = start(app, ["human", "ai:normal"], seed=3)
    match = table.session.match
    board = table.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "bid")
    driver.press("Call a Pirate Cheat...")
    assert board.picking_cheat
    driver.key(pygame.K_ESCAPE)                     # Esc drops the half-made call, not to the menu
    assert not board.picking_cheat and app.stack.top is table
    driver.press("Call a Pirate Cheat...")
    target = next(b for b in board.controls if b.label.startswith(table.session.names[1][:8]))
    count_before = len(match.state.hands[0])
    driver.click(target.rect.center)
    assert any(e.kind == "cheat_call" for e in match.events)
    assert match.state.immune[1] and len(match.state.hands[0]) == count_before - 2   # a false call costs two


def test_picking_whom_to_accuse_at_six_players_every_button_has_its_own_room(driver, app):
    """Five rivals to accuse and the bid's button did not fit one bar (a rival's button lay over
    Pass): while picking, the bid's button steps aside for Never mind, and the rivals share the bar."""
    from game.ui.tables.base import CONTROLS_RECT
    table = start(app, ["human"] + ["ai:easy"] * 5, seed=5)
    board = table.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "bid")
    driver.press("Call a Pirate Cheat...")
    shown = [b for b in board.controls if b.visible]
    rivals = [b for b in shown if b.label.endswith(")")]
    assert len(rivals) == 5 and [b.label for b in shown if not b.label.endswith(")")] == ["Never mind"]
    for k, b in enumerate(shown):
        assert CONTROLS_RECT.contains(b.rect), b.label
        assert not any(b.rect.colliderect(other.rect) for other in shown[k + 1:]), b.label
    driver.hover(rivals[-1].rect.center, frames=40)   # the rivals place their bids meanwhile: cards leave hands
    names = table.session.names
    rested = next(b for b in board.controls if b.rect == rivals[-1].rect)
    assert rested is not rivals[-1] and rested.hover     # rebuilt under the resting cursor, and lit
    for t in range(1, 6):
        button = next(b for b in board.controls if b.label.startswith(names[t][:6]))
        assert button.label.endswith(f"({table.view.counts[t]})"), (button.label, table.view.counts)
    assert table.view.counts[1:] != [5] * 5        # somebody did bid
    driver.press("Never mind")
    assert not board.picking_cheat and any(b.label == "Pass" for b in board.controls)


def test_autoplay_all_hands_screenshot(tmp_path):
    shot = tmp_path / "all_hands.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PIRATE_TABLE_DATA_DIR": str(tmp_path / "d"), "PIRATE_TABLE_CONFIG_DIR": str(tmp_path / "c")}
    done = subprocess.run([sys.executable, "-m", "game", "play", "all_hands", "--players", "4", "--autoplay",
                           "--exit-when-over", "--screenshot", str(shot)], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    pygame.display.init()
    picture = pygame.image.load(str(shot))
    assert len({picture.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 50
    assert C.DECK_SIZE == 108


def test_a_card_a_rival_won_at_auction_is_shown_on_their_plate(driver, app):
    """The auction card goes to its winner in plain sight: the table keeps it in mind, as the captains do."""
    from tests.rules.test_all_hands_examples import S, V, crew, scenario

    match = scenario([[crew(S, 1)], [crew(V, 5), crew(V, 6)]], auction=crew(V, 10))
    match.state.shown[1] = [crew(V, 6)]
    scene = TableScene(app, GameSession(match, ["human", "ai:easy"], settings=app.settings))
    app.stack.push(scene)
    board = scene.board
    driver.frames(2)
    words = board.tooltip(board.rival_rect(1, scene.view).center, scene.view)
    assert "Seen going into their hand" in words and "Black Viper 6" in words


def test_a_card_lifted_into_the_bid_leaves_the_auction_labels_readable(driver, app):
    """Seen: a card clicked into the bid rose over 'Stormsail bids count double'. Every card of a hand
    full of crew, all lifted, stays clear of the words under the auction card, and those words stay
    under the card, where a rival's bid (just above it) cannot cover them."""
    from game.ui import theme
    from game.ui.tables.all_hands import AllHandsBoard

    table = start(app, ["human", "ai:normal", "ai:normal", "ai:normal"])
    board = table.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "bid")
    for card in list(table.view["hand"]):
        driver.click(dict(board.hand_rects(table.view))[card].center)
    view = table.view
    assert sorted(view["draft"]) == sorted(view["hand"])
    from game.ui.tables.all_hands import AUCTION_POS, AUCTION_SIZE

    crew = next(c for c in range(C.DECK_SIZE) if C.is_crew(c))
    labels = AllHandsBoard.auction_labels(crew)
    assert min(top for *_, (_, top) in labels) >= AUCTION_POS[1] + AUCTION_SIZE[1]
    assert len(labels) == 2
    for words, size, _, bold, (x, top) in labels:
        w, h = theme.font(size, bold).size(words)
        box = pygame.Rect(x, top, w, h)
        for card, rect in board.hand_rects(view):
            assert not box.colliderect(rect.inflate(6, 6)), (words, C.name(card), box, rect)


def test_the_discard_prompt_counts_the_cards_over_the_hand_limit(driver, app, monkeypatch):
    """'THERE IS A MAXIMUM HAND SIZE of twelve cards': at the discard a human holding fourteen is told
    they hold two over it. Once the auction is over, no empty 'Your bid' label is drawn."""
    from game.engine import Action
    from game.ui.tables import all_hands as table_module
    from tests.rules.test_all_hands_examples import B, S, V, crew, run, scenario

    big = run(S, range(1, 11)) + run(B, (1, 2, 3, 4))
    match = scenario([big, run(V, (1, 2, 3, 4, 5)), run(V, (6, 7, 8, 9, 10))], auction=crew(B, 10))
    for s in (1, 2, 0):
        match.submit(s, Action.of("pass"))
    scene = TableScene(app, GameSession(match, ["human", "ai:easy", "ai:easy"], settings=app.settings))
    app.stack.push(scene)
    board = scene.board
    driver.until(lambda: board.shown_decision is not None and board.shown_decision.step == "discard")
    assert "you hold 14, 2 over the limit of 12" in board.prompt(scene.view)
    written = []
    real = table_module.theme.text
    monkeypatch.setattr(table_module.theme, "text", lambda surface, words, *a, **k: (written.append(words),
                                                                                      real(surface, words, *a, **k))[1])
    driver.frames(2)
    assert written and "Your bid" not in written
