"""Player settings, persisted as JSON in the user's config dir."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.engine.savefile import write_json_atomic
from game.ui import paths

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
AI_PACES = {"relaxed": 1.2, "normal": 0.7, "brisk": 0.3, "instant": 0.0}
DEFAULT_NAMES = ["Anne", "Bart", "Cora", "Dirk", "Edda", "Finn", "Greta", "Hugo", "Iris", "Jack"]


@dataclass
class Settings:
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 720)
    animation: str = "normal"       # key of ANIMATION_SPEEDS
    ai_pace: str = "normal"         # key of AI_PACES: the least time an AI move stays on screen
    sound: bool = True
    auto_pass: bool = True          # skip reaction prompts you cannot or would not answer
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))

    @property
    def animation_speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def ai_delay(self) -> float:
        return AI_PACES.get(self.ai_pace, 0.7)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Settings from disk; anything missing or unreadable falls back to the default."""
        path = path or paths.settings_file()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        settings = cls()
        known = {f.name for f in fields(cls)}
        for key, value in data.items() if isinstance(data, dict) else ():
            if key in known:
                setattr(settings, key, value)
        settings.window = tuple(settings.window) if _is_size(settings.window) else (1280, 720)
        if settings.animation not in ANIMATION_SPEEDS:
            settings.animation = "normal"
        if settings.ai_pace not in AI_PACES:
            settings.ai_pace = "normal"
        names = settings.names if isinstance(settings.names, list) else []
        settings.names = [str(n)[:16] for n in names][:10] + DEFAULT_NAMES[len(names):]
        return settings

    def save(self, path: Path | None = None) -> None:
        write_json_atomic(path or paths.settings_file(), asdict(self))


def _is_size(value) -> bool:
    return isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) and v > 100 for v in value)
