"""Headless set-up for every test: no window, no sound, no banner, and AI seats that think briefly.

Tests that measure the search itself give it their own budget."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("PIRATE_TABLE_AI_BUDGET", "0.001,1")
# Captains think on a thread in tests (a process per table would cost a start-up each);
# tests/ai/test_worker.py checks that the process worker plays the same moves.
os.environ.setdefault("PIRATE_TABLE_AI_WORKER", "thread")


@pytest.fixture
def sixth_game():
    """The throw-away sixth game (tests/sixth_game) registered the one way a game is: its plugin."""
    from game.engine import plugins
    from tests.sixth_game.plugin import PLUGIN

    plugins.add(PLUGIN)
    yield PLUGIN.name
    plugins.forget(PLUGIN.name)
