"""Player settings, persisted as JSON in the user's config dir."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

from game.ai.seats import SEAT_WORDS
from game.engine.savefile import write_json_atomic
from game.ui import paths

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
AI_PACES = {"relaxed": 1.2, "normal": 0.7, "brisk": 0.3, "instant": 0.0}
DEFAULT_NAMES = ["Anne", "Bart", "Cora", "Dirk", "Edda", "Finn", "Greta", "Hugo", "Iris", "Jack"]


@dataclass
class Settings:
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 720)
    sharp: bool = True              # draw at the window's own resolution, not 1280x720 stretched
    animation: str = "normal"       # key of ANIMATION_SPEEDS
    ai_pace: str = "normal"         # key of AI_PACES: the least time an AI move stays on screen
    sound: bool = True
    auto_pass: bool = True          # skip reaction prompts you cannot or would not answer
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    last_crew: dict = field(default_factory=dict)   # the last New game: {"game", "players", "seats"}

    @property
    def animation_speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def ai_delay(self) -> float:
        return AI_PACES.get(self.ai_pace, 0.7)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Settings from disk. A file that cannot be read gives the defaults; a setting of the
        wrong type or out of range falls back to its own default, with a one-line warning."""
        path = path or paths.settings_file()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError, RecursionError) as exc:
            _warn(f"{path} cannot be read ({type(exc).__name__}); using the default settings")
            return cls()
        settings = cls()
        if not isinstance(data, dict):
            _warn(f"{path} is not a settings file; using the default settings")
            return settings
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _CHECKS[f.name](data[f.name])
            if value is None:
                _warn(f"{path}: the setting {f.name!r} is not valid; using the default")
            else:
                setattr(settings, f.name, value)
        return settings

    def save(self, path: Path | None = None) -> None:
        write_json_atomic(path or paths.settings_file(), asdict(self))


MIN_WINDOW, MAX_WINDOW = (640, 360), (7680, 4320)   # the app clamps to the screen when it opens


def _flag(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _size(value: Any) -> tuple[int, int] | None:
    if not (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return None
    if not all(low <= v <= high for v, low, high in zip(value, MIN_WINDOW, MAX_WINDOW)):
        return None
    return (value[0], value[1])


def _word(choices: dict[str, float]) -> Callable[[Any], str | None]:
    return lambda value: value if isinstance(value, str) and value in choices else None


def _names(value: Any) -> list[str] | None:
    if not isinstance(value, list) or not all(isinstance(n, str) and n.strip() for n in value):
        return None
    names = [" ".join(n.split())[:16] for n in value][:10]
    return names + DEFAULT_NAMES[len(names):]


def _crew(value: Any) -> dict | None:
    if value == {}:
        return {}                   # no game set up yet
    if not isinstance(value, dict):
        return None
    game, players, seats = value.get("game"), value.get("players"), value.get("seats")
    if not (isinstance(game, str) and isinstance(players, int) and not isinstance(players, bool)
            and 1 <= players <= 10 and isinstance(seats, list) and len(seats) == players
            and all(s in SEAT_WORDS for s in seats)):
        return None
    return {"game": game, "players": players, "seats": list(seats)}


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "fullscreen": _flag, "window": _size, "sharp": _flag, "animation": _word(ANIMATION_SPEEDS), "ai_pace": _word(AI_PACES),
    "sound": _flag, "auto_pass": _flag, "names": _names, "last_crew": _crew,
}


def _warn(message: str) -> None:
    print(f"pirate-table: warning: {message}", file=sys.stderr)
