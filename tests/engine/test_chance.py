"""The chance helpers draw exactly what `random.Random` would: a seed gives the same rolls, so the
captains' moves for a seed did not change when the hot paths moved to them."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.chance import below, pick, roll


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32), n=st.integers(1, 1000))
def test_the_same_draws_as_random(seed, n):
    ours, theirs = random.Random(seed), random.Random(seed)
    assert [below(ours, n) for _ in range(20)] == [theirs.randrange(n) for _ in range(20)]
    assert [roll(ours, 6) for _ in range(20)] == [theirs.randint(1, 6) for _ in range(20)]
    items = list(range(n))
    assert [pick(ours, items) for _ in range(20)] == [theirs.choice(items) for _ in range(20)]
    assert ours.random() == theirs.random()      # and the generators stay in step


def test_a_die_shows_every_face_and_no_other():
    rng = random.Random(5)
    assert {roll(rng, 6) for _ in range(600)} == set(range(1, 7))
    assert {below(rng, 1) for _ in range(10)} == {0}
