"""One registration per game: a `GamePlugin` names every part of a game, found automatically.

Each rules package `game/rules/<name>/` holds a `plugin.py` whose `PLUGIN` names the game's
ruleset, captains, search profile, table and card faces. Parts are named as "module:attribute"
strings, so each layer loads only what it needs: the engine loads the ruleset, `game.ai` the
captains, `game.ui` the table (and pygame stays out of a headless run). A game that lives
elsewhere (a test-only game, a game in development) is added by naming its plugin module in
the environment variable PIRATE_TABLE_GAMES (comma-separated), or by `add(plugin)`.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import pkgutil
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.errors import OptionError

BUILTIN_PACKAGE = "game.rules"      # every sub-package with a plugin.py is a game
EXTRA_VARIABLE = "PIRATE_TABLE_GAMES"


@dataclass(frozen=True, slots=True)
class GamePlugin:
    """Where each part of one game lives. Only `name` and `ruleset` are required: a game with no
    captain of its own gets the search with random playouts, one with no table the generic board."""

    name: str
    ruleset: str                          # the Ruleset subclass
    order: int = 100                      # where it is listed (built-in games first)
    captain: str | None = None            # rule-of-thumb captain: (rng, level) -> seat
    random_captain: str | None = None     # a random *complete* move, for games built in small steps
    search_profile: str | None = None     # () -> SearchProfile: how the search plays this game
    table: str | None = None              # the ui Board subclass that draws it
    lesson: str | None = None             # the learn-to-play Lesson

    def load(self, part: str) -> Any:
        """The object a part names, or None when the game does not have that part."""
        where = getattr(self, part)
        if where is None:
            return None
        module, _, attribute = where.partition(":")
        return getattr(importlib.import_module(module), attribute)


_added: dict[str, GamePlugin] = {}


def add(plugin: GamePlugin) -> GamePlugin:
    """Register a game found outside `game.rules` (tests use this); `forget` takes it back."""
    _added[plugin.name] = plugin
    return plugin


def forget(name: str) -> None:
    _added.pop(name, None)


def _from_module(module_name: str) -> GamePlugin:
    try:
        plugin = getattr(importlib.import_module(module_name), "PLUGIN")
    except (ImportError, AttributeError) as exc:
        raise OptionError(f"{module_name} is not a game plugin (a module with PLUGIN = GamePlugin(...)): {exc}") \
            from None
    if not isinstance(plugin, GamePlugin):
        raise OptionError(f"{module_name}.PLUGIN is not a GamePlugin")
    return plugin


@cache
def _builtin() -> tuple[GamePlugin, ...]:
    package = importlib.import_module(BUILTIN_PACKAGE)
    names = [info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg]
    return tuple(_from_module(f"{BUILTIN_PACKAGE}.{name}.plugin") for name in names
                 if importlib.util.find_spec(f"{BUILTIN_PACKAGE}.{name}.plugin") is not None)


def discover() -> list[GamePlugin]:
    """Every game: the built-in ones, those named in PIRATE_TABLE_GAMES, and those added."""
    found = {p.name: p for p in _builtin()}
    for module_name in filter(None, (m.strip() for m in os.environ.get(EXTRA_VARIABLE, "").split(","))):
        plugin = _from_module(module_name)
        found[plugin.name] = plugin
    found.update(_added)
    return sorted(found.values(), key=lambda p: (p.order, p.name))


def plugin(name: str) -> GamePlugin | None:
    return next((p for p in discover() if p.name == name), None)


def part(name: str, which: str) -> Any:
    """One part of a game (its captain, table, lesson...), or None when the game has none."""
    found = plugin(name)
    return found.load(which) if found else None
