"""Shared machinery for property tests: random legal games of any ruleset, played repeatably."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from game.ai.seats import make_seat
from game.engine import Match, registry

PROPERTY = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Fewer random games where a game is slow to play and replay: whole battles with every option, Loot
# Pirates games of up to ten pirates, Doubloons' long games (the suite runs on every core; 30 Loot
# Pirates games played twice side by side took 35 s on a busy day, 30 Doubloons games saved, loaded and
# played on 27 s on a slow one). The others keep the full 30.
EXAMPLES = {"privateer": 20, "loot_pirates": 20, "doubloons": 15}


def property_for(game: str) -> settings:
    """`PROPERTY` with the game's number of random games (`EXAMPLES`)."""
    return settings(PROPERTY, max_examples=EXAMPLES.get(game, PROPERTY.max_examples))


MAX_MOVES = 60_000

# Options worth varying per game (others keep their defaults). Long games stay short enough to test.
OPTION_STRATEGIES = {
    "loot_pirates": lambda players: st.fixed_dictionaries({
        "d6_start": st.booleans(), "shootout": st.booleans(), "captain": st.integers(0, players - 1),
        "booty": st.one_of(st.none(), st.integers(1, 60))}),
    "all_hands": lambda players: st.fixed_dictionaries({
        "long_game": st.booleans(), "target": st.integers(20, 80), "hands": st.integers(1, 2),
        "dealer": st.integers(0, players - 1)}),
    "privateer": lambda players: st.fixed_dictionaries({
        "ocean": st.sampled_from(["standard_ocean", "great_sea", "the_narrows"]),
        "desperation": st.booleans(), "marque": st.booleans(), "wind": st.booleans(), "grudge": st.booleans(),
        "storm": st.booleans(), "campaign": st.integers(1, 2), "duel": st.just(players == 2) | st.just(False)}),
    "doubloons": lambda players: st.fixed_dictionaries({"first": st.integers(0, players - 1)}),
    "stolen_treasure": lambda players: st.fixed_dictionaries({
        "target": st.sampled_from([300, 800, 1500]), "hand_limit": st.booleans(),
        "first": st.integers(0, players - 1)}),
}
SEAT_WORDS = ["random", "ai:easy", "ai:normal"]


@st.composite
def games(draw, game: str):
    ruleset = registry.get(game)
    players = draw(st.integers(ruleset.min_players, ruleset.max_players))
    options = draw(OPTION_STRATEGIES.get(game, lambda p: st.just({}))(players))
    seed = draw(st.integers(0, 2**31 - 1))
    seats = draw(st.lists(st.sampled_from(SEAT_WORDS), min_size=players, max_size=players))
    return game, players, options, seed, seats


def policy(game: str, seed: int, seats: list[str]):
    """A deterministic chooser: the same (seed, move number) always gives the same answer."""
    def choose(match, decision, move):
        rng = random.Random(seed * 7919 + move)
        return make_seat(seats[decision.seat], game, rng).choose(match.view(decision.seat), decision)
    return choose


def step(match: Match, choose, move: int) -> None:
    decisions = match.pending()
    decision = decisions[move % len(decisions)]     # vary who of several goes first, repeatably
    match.submit(decision.seat, choose(match, decision, move))


def new_match(game, players, options, seed, seats) -> Match:
    return Match.new(registry.get(game), players, options, seed=seed)


def played_out(game, players, options, seed, seats, each=None) -> Match:
    """A whole random game, finished; `each(match)` runs after every move."""
    m = new_match(game, players, options, seed, seats)
    choose = policy(game, seed, seats)
    move = 0
    while not m.is_over():
        assert move < MAX_MOVES, "the game did not end"
        step(m, choose, move)
        move += 1
        if each:
            each(m)
    return m


ANSWER_STEPS = ("react", "yarr", "parley", "code")


def settle(match: Match) -> None:
    """Answer for every asked seat that holds no answer (it may only pass), as the table's
    auto-pass would: rule examples then read as the texts tell them ("nobody has a Heave To!")."""
    while True:
        forced = next((d for d in match.pending() if d.step in ANSWER_STEPS and len(d.actions) == 1), None)
        if forced is None:
            return
        match.submit(forced.seat, forced.actions[0])


def act(match: Match, seat: int, action) -> None:
    """Submit a move, then let every asked seat with nothing to answer pass (see `settle`)."""
    match.submit(seat, action)
    settle(match)
