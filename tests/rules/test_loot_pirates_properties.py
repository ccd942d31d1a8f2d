"""Properties of random legal Loot Pirates games, 3 to 10 players, every variant."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.seats import make_seat
from game.engine import Action, IllegalAction, Match, registry
from game.engine.savefile import from_save_dict, to_save_dict

LP = registry.get("loot_pirates")
PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_MOVES = 20_000


@st.composite
def games(draw):
    players = draw(st.integers(3, 10))
    options = {
        "d6_start": draw(st.booleans()),
        "shootout": draw(st.booleans()),
        "captain": draw(st.integers(0, players - 1)),
        "booty": draw(st.one_of(st.none(), st.integers(1, 60))),
    }
    seed = draw(st.integers(0, 2**31 - 1))
    seats = draw(st.lists(st.sampled_from(["random", "ai:easy", "ai:normal"]), min_size=players, max_size=players))
    return players, options, seed, seats


def policy(seed, seats):
    """A deterministic chooser: the same (seed, move number) always gives the same answer."""
    def choose(match, decision, move):
        rng = random.Random(seed * 7919 + move)
        seat = make_seat(seats[decision.seat], "loot_pirates", rng)
        return seat.choose(match.view(decision.seat), decision)
    return choose


def played_out(players, options, seed, seats):
    """A whole random game, finished."""
    m = Match.new(LP, players, options, seed=seed)
    choose = policy(seed, seats)
    move = 0
    while not m.is_over():
        assert move < MAX_MOVES, "the game did not end"
        step(m, choose, move)
        move += 1
    return m


def step(match, choose, move):
    decision = match.pending()[0]
    match.submit(decision.seat, choose(match, decision, move))


@PROPERTY
@given(games())
def test_random_games_keep_every_invariant(game):
    players, options, seed, seats = game
    m = Match.new(LP, players, options, seed=seed)
    total = m.state.total_doubloons()
    choose = policy(seed, seats)
    rng = random.Random(seed)
    move = 0
    while not m.is_over():
        assert move < MAX_MOVES, "the game did not end"
        if rng.random() < 0.05:
            _try_illegal(m, rng)
        step(m, choose, move)
        move += 1
        s = m.state
        assert s.total_doubloons() == total, "doubloons are conserved (players + booty + reserve)"
        assert min(s.gold) >= 0 and s.booty >= 0 and s.reserve >= 0
        if s.phase != "over":
            for seat in range(players):
                allowed = {seat, *s.seen[seat]}
                assert set(m.view(seat)["dice"]) <= allowed, "a seat saw dice it did not pay to see"
    assert m.result().winners
    best = max(m.state.gold)
    assert all(m.state.gold[w] == best for w in m.result().winners)


def _try_illegal(m, rng):
    before = json.dumps(m.snapshot()), len(m.log), len(m.events)
    decision = m.pending()[0]
    waiting = {d.seat for d in m.pending()}
    bogus = rng.choice([
        (decision.seat, Action.of("bribe", to=decision.seat, amount=1)),
        (decision.seat, Action.of("aim", target=decision.seat)),
        (decision.seat, Action.of("fly")),
        (decision.seat, Action.of("bribe", to=(decision.seat + 1) % m.players, amount=10_000)),
        (next((s for s in range(m.players) if s not in waiting), decision.seat), Action.of("pass")),
    ])
    if decision.allows(bogus[1]) and bogus[0] in waiting:
        return
    try:
        m.submit(*bogus)
    except IllegalAction as exc:
        assert str(exc) and "\n" not in str(exc)
    else:
        raise AssertionError(f"{bogus} was accepted")
    assert (json.dumps(m.snapshot()), len(m.log), len(m.events)) == before, "a refused move changed the game"


@PROPERTY
@given(games())
def test_no_event_shows_a_seat_another_seats_dice(game):
    m = played_out(*game)
    for event in m.events:
        if event.kind == "roll":
            assert event.visible_to == frozenset({event["seat"]})
        if event.kind == "peek_dice":
            (viewer,) = event.visible_to
            assert viewer != event["seat"]


@PROPERTY
@given(games(), st.integers(0, 400))
def test_save_load_continue_equals_an_uninterrupted_game(game, cut):
    players, options, seed, seats = game
    choose = policy(seed, seats)
    straight = Match.new(LP, players, options, seed=seed)
    interrupted = Match.new(LP, players, options, seed=seed)
    move = 0
    while not straight.is_over() and move < MAX_MOVES:
        if move == cut and not interrupted.is_over():
            saved = json.loads(json.dumps(to_save_dict(interrupted)))
            interrupted, _ = from_save_dict(saved)
        step(straight, choose, move)
        step(interrupted, choose, move)
        move += 1
    assert interrupted.snapshot() == straight.snapshot()
    assert interrupted.result() == straight.result()


@PROPERTY
@given(games())
def test_same_seed_and_log_give_the_same_result(game):
    m = played_out(*game)
    players, options, seed, _ = game
    replay = Match.new(LP, players, options, seed=seed)
    for seat, action in m.log:
        replay.submit(seat, action)
    assert replay.snapshot() == m.snapshot() and replay.result() == m.result()
