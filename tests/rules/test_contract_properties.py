"""What every ruleset must keep, checked on random legal games of each one."""

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import Action, IllegalAction, registry
from game.engine.savefile import from_save_dict, to_save_dict
from tests.rules.harness import MAX_MOVES, games, new_match, played_out, policy, property_for, step

GAMES = registry.names()


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_and_reject_illegal_moves_untouched(game):
    @property_for(game)
    @given(games(game), st.integers(0, 2**32))
    def check(g, poke_seed):
        rng = random.Random(poke_seed)

        def poke(m):
            if not m.is_over() and rng.random() < 0.05:
                _try_illegal(m, rng)
        m = played_out(*g, each=poke)
        result = m.result()
        assert result is not None and len(result.scores) == m.players
    check()


def _try_illegal(m, rng):
    before = json.dumps(m.snapshot()), len(m.log), len(m.events)
    decisions = m.pending()
    waiting = {d.seat for d in decisions}
    d = rng.choice(decisions)
    idle = [s for s in range(m.players) if s not in waiting]
    candidates = [(d.seat, Action.of("fly")), (d.seat, Action.of(d.actions[0].kind, bogus=1))]
    if idle:
        candidates.append((rng.choice(idle), d.actions[0]))
    seat, action = rng.choice(candidates)
    with pytest.raises(IllegalAction) as refused:
        m.submit(seat, action)
    assert str(refused.value) and "\n" not in str(refused.value)
    assert (json.dumps(m.snapshot()), len(m.log), len(m.events)) == before, "a refused move changed the game"


@pytest.mark.parametrize("game", GAMES)
def test_save_load_continue_equals_an_uninterrupted_game(game):
    @property_for(game)
    @given(games(game), st.integers(0, 300))
    def check(g, cut):
        choose = policy(g[0], g[3], g[4])
        straight, interrupted = new_match(*g), new_match(*g)
        move = 0
        while not straight.is_over() and move < MAX_MOVES:
            if move == cut:
                interrupted, _ = from_save_dict(json.loads(json.dumps(to_save_dict(interrupted))))
            # Both games are asked the same question and given one answer, chosen once: the captains
            # think once a move, not twice, and each seat's view is compared at every move on the way.
            decisions = straight.pending()
            assert interrupted.pending() == decisions
            decision = decisions[move % len(decisions)]
            assert interrupted.view(decision.seat) == straight.view(decision.seat)
            action = choose(straight, decision, move)
            straight.submit(decision.seat, action)
            interrupted.submit(decision.seat, action)
            move += 1
        assert interrupted.snapshot() == straight.snapshot()
        assert interrupted.result() == straight.result()
    check()


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_and_log_give_the_same_game(game):
    @property_for(game)
    @given(games(game))
    def check(g):
        m = played_out(*g)
        replay = new_match(*g)
        for seat, action in m.log:
            replay.submit(seat, action)
        assert replay.snapshot() == m.snapshot() and replay.result() == m.result()
    check()


@pytest.mark.parametrize("game", GAMES)
def test_state_clone_is_independent(game):
    m = new_match(game, registry.get(game).min_players + 1, {}, 5, ["random"] * 6)
    copy = m.state.clone()
    assert copy.to_json() == m.state.to_json()
    choose = policy(game, 5, ["random"] * 6)
    for move in range(30):
        if m.is_over():
            break
        step(m, choose, move)
    assert copy.to_json() != m.state.to_json() or m.is_over()
