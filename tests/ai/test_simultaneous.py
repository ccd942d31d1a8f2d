"""Simultaneous steps are searched honestly: a rival's hidden choice never depends on the searching seat's.

In Loot Pirates' aim and fire and in All Hands' face-down bids every seat chooses
at once. The search samples the rivals' choices of such a step from their own
views before the searching seat's choice is played (game/ai/ismcts.py), so the
same seed gives the same rival choices whichever move the searching seat weighs.
"""

from __future__ import annotations

import random

import pytest

from game.ai.ismcts import Budget, Search
from game.ai.seats import make_heuristic, search_profile
from game.engine import Action, Match, registry


def position(game: str, step: str, seed: int = 4):
    """A 4-player table where seat 0 and its rivals all still have to choose in `step`."""
    ruleset = registry.get(game)
    rng = random.Random(seed)
    seats = [make_heuristic(game, random.Random(s)) for s in range(4)]
    for number in range(50):
        m = Match.new(ruleset, 4, seed=seed * 100 + number)
        while not m.is_over() and len(m.log) < 400:
            waiting = m.pending()
            mine = m.decision_for(0)
            if mine is not None and mine.step == step and len(mine.actions) > 1 \
                    and sum(d.step == step for d in waiting) == 4:
                return m
            d = rng.choice(waiting)
            m.submit(d.seat, seats[d.seat].choose(m.view(d.seat), d))
    raise AssertionError(f"no {step} position found")


def sampled_rivals(game: str, m: Match, move, seed: int) -> list:
    """One iteration searching only `move`: what the rivals chose, and whether seat 0 still had to choose."""
    ruleset = registry.get(game)
    search = Search(ruleset, search_profile(game), random.Random(seed))
    seen: list = []
    sample = search._sample_simultaneous

    def spy(state, seat):
        undecided = any(d.seat == 0 for d in ruleset.pending(state))
        finished = sample(state, seat)
        seen.append((seat, ruleset.view(state, seat), undecided))
        return finished
    search._sample_simultaneous = spy
    search.run(m.view(0), m.decision_for(0), [move], Budget(60.0, 1))
    return seen


@pytest.mark.parametrize("game, step", [("loot_pirates", "aim"), ("loot_pirates", "fire"), ("all_hands", "bid")])
def test_a_rivals_sampled_choice_is_the_same_whatever_the_searching_seat_chose(game, step):
    m = position(game, step)
    decision = m.decision_for(0)
    if game == "all_hands":             # whole bids: pass, or one card or another
        add = {a["card"]: a for a in decision.actions if a.kind == "add"}
        hand = m.view(0)["hand"]
        moves = [(Action.of("pass"),), (add[hand[0]], Action.of("bid")), (add[hand[-1]], Action.of("bid"))]
    else:
        moves = [(a,) for a in decision.actions]
    for seed in range(5):
        runs = [sampled_rivals(game, m, move, seed) for move in moves]
        assert runs[0], "the rivals' choices were sampled"
        assert {seat for seat, _, _ in runs[0]} == {1, 2, 3}
        for run in runs[1:]:
            assert run == runs[0]           # what every rival chose, seen through its own eyes
        for _, _, undecided in runs[0]:
            assert undecided                # sampled while seat 0 had still to choose


def test_the_searching_seat_commits_after_its_rivals_in_every_iteration():
    """Over many iterations too: whenever a rival's aim is sampled, seat 0 has not aimed yet."""
    m = position("loot_pirates", "aim")
    ruleset = registry.get("loot_pirates")
    search = Search(ruleset, search_profile("loot_pirates"), random.Random(3))
    sample = search._sample_simultaneous
    checked = []

    def spy(state, seat):
        if state.phase == "aim":
            checked.append(not state.aim.has_committed(0))
        sample(state, seat)
    search._sample_simultaneous = spy
    moves = [(a,) for a in m.decision_for(0).actions]
    search.run(m.view(0), m.decision_for(0), moves, Budget(60.0, 200))
    assert len(checked) >= 200 * 3 and all(checked)


def test_a_rivals_open_cheat_call_waits_for_the_searching_seats_choice():
    """A cheat call is made in the open, first come, first served (the engine's `race_actions`): the
    seat being asked could call first. Sampled before its choice, every rival's call beat it, and its
    own call then fell on a hand already cut to twelve (a false call, two cards lost)."""
    from tests.rules.test_all_hands_examples import crew, scenario

    hands = [[crew(0, r) for r in (1, 3, 5)] + [crew(2, 2)],
             [crew(0, r, 1) for r in (2, 4, 6, 8, 10)] + [crew(1, r, 1) for r in (1, 3, 5, 7, 9)]
             + [crew(2, r, 1) for r in (1, 3, 5, 7)],
             [crew(1, 2), crew(2, 4), crew(1, 6)],
             [crew(1, 8), crew(2, 6), crew(2, 8)]]
    m = scenario(hands, auction=crew(1, 10), dealer=3)
    ruleset = registry.get("all_hands")
    search = Search(ruleset, search_profile("all_hands"), random.Random(5))
    counts: list[int] = []
    play = search._play

    def spy(state, decision, move):
        if decision.seat == 0 and move[0].kind == "call_cheat":
            counts.append(ruleset.view(state, 0)["counts"][1])
        play(state, decision, move)
    search._play = spy
    call = Action.of("call_cheat", target=1)
    search.run(m.view(0), m.decision_for(0), [(call,)], Budget(60.0, 20))
    assert counts and all(c == 14 for c in counts), counts
