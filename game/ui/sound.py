"""Sound effects from assets/, played only when the setting is on and a mixer exists.

A machine without audio (or a headless test) simply stays silent.
"""

from __future__ import annotations

import pygame

from game.ui import paths

_cache: dict[str, pygame.mixer.Sound | None] = {}
_ready: bool | None = None


def _mixer() -> bool:
    global _ready
    if _ready is None:
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=1)
            _ready = True
        except pygame.error:
            _ready = False
    return _ready


def play(name: str, enabled: bool, volume: float = 0.6) -> None:
    if not enabled or not _mixer():
        return
    if name not in _cache:
        try:
            _cache[name] = pygame.mixer.Sound(str(paths.asset(f"{name}.wav")))
        except (pygame.error, FileNotFoundError):
            _cache[name] = None
    sound = _cache[name]
    if sound is not None:
        sound.set_volume(volume)
        sound.play()


def reset() -> None:
    """Forget the mixer and sounds (a new pygame session)."""
    global _ready
    _cache.clear()
    _ready = None
