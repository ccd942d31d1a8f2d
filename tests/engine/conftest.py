import pytest

from game.engine import registry
from tests.engine.toy_rulesets import StrikeAndBlock


@pytest.fixture(autouse=True)
def toy_game_registered():
    """The test-only game is known to the registry (for save files) only while a test runs."""
    registry.register(StrikeAndBlock())
    yield
    registry.unregister(StrikeAndBlock.name)
