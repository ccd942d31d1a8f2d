"""Where things live: bundled resources (source tree or frozen app) and per-user dirs.

Resources are found relative to the package, which PyInstaller mirrors under
its bundle dir, so the same code works from a clone and from the frozen app.
Saves and settings always go to the user's own dirs, never beside the app.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "PirateTable"


def resource_root() -> Path:
    """The folder holding assets/ and levels/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset(name: str) -> Path:
    return resource_root() / "assets" / name


def config_dir() -> Path:
    override = os.environ.get("PIRATE_TABLE_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("PIRATE_TABLE_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings_file() -> Path:
    return config_dir() / "settings.json"


def autosave_file() -> Path:
    return data_dir() / "autosave.json"
