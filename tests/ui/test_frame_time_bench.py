"""bench/frame_time.py --while-thinking must measure a table whose captains think."""

import pytest

from game.engine import registry
from game.ui.settings import Settings
from tests.bench_scripts import load

frame_time = load("frame_time")


@pytest.mark.parametrize("game", sorted(registry.names()))
def test_the_human_sits_where_the_captains_decide_first(game):
    """In Privateer the last seat picks its start first: a human there left the three Hard captains
    nothing to think about while the frames were timed (0 moves in 15 s)."""
    session, human = frame_time.thinking_session(game, 4, 1, Settings(), autosave=None)
    try:
        assert session.seats[human] == "human" and session.seats.count("human") == 1
        assert human == 3 if game != "privateer" else human < 3
        assert session.match.pending()[0].seat != human
    finally:
        session.close()
