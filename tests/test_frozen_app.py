"""The double-click app: build it with PyInstaller and run the frozen binary headless.

Slow (a real build), but it runs in .ci/run: a frozen app that no longer
starts is exactly what nobody would notice otherwise.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import __version__, speedups

ROOT = Path(__file__).resolve().parents[1]
# One test builds the app and runs every check on it, so it is built once: the suite is spread
# over the cores test by test, and pytest-xdist's `xdist_group` mark, meant to keep a file's tests on
# one worker, is ignored by pytest 9.2 (the group goes into `item._nodeid`, which pytest no longer
# reads): the app was built on both workers.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def frozen(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller", reason="install the test extra: pip install -e \".[test]\"")
    base = tmp_path_factory.mktemp("frozen")
    done = subprocess.run([sys.executable, str(ROOT / "build_scripts" / "build.py"), "--dist", str(base / "dist"),
                           "--work", str(base / "work")], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    app = base / "dist" / "PirateTable"
    exe = app / ("PirateTable.exe" if os.name == "nt" else "PirateTable")
    assert exe.exists()
    return exe


def run_frozen(exe: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIRATE_TABLE_")}
    env["PIRATE_TABLE_AI_BUDGET"] = os.environ["PIRATE_TABLE_AI_BUDGET"]   # quick AI; the user dirs stay XDG's
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"))
    return subprocess.run([str(exe), *args], env=env, capture_output=True, text=True, timeout=300, cwd=home)


def autosave(home: Path) -> Path:
    return home / "data" / "PirateTable" / "autosave.json"


def plays_a_game_headless_and_saves_in_the_user_data_dir(frozen: Path, tmp_path: Path) -> None:
    shot = tmp_path / "out.png"
    done = run_frozen(frozen, tmp_path, "play", "loot_pirates", "--autoplay", "--exit-when-over",
                      "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    import pygame
    pygame.display.init()
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 720)
    assert len({picture.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 50
    saved = json.loads(autosave(tmp_path).read_text())
    assert saved["over"] is True and saved["ruleset"] == "loot_pirates"
    assert not list(frozen.parent.glob("*.json")), "the frozen app wrote a file beside itself"


def resumes_the_autosave(frozen: Path, tmp_path: Path) -> None:
    from game.engine import Match, registry, save_match

    # An unfinished game, saved by the source tree where the app keeps its autosave.
    match = Match.new(registry.get("loot_pirates"), 4, {"booty": 30}, seed=8)
    for _ in range(12):
        d = match.pending()[0]
        match.submit(d.seat, d.actions[0])
    moves = [[seat, action.to_json()] for seat, action in match.log]
    save_match(match, autosave(tmp_path), meta={"seats": ["human", "ai:easy", "ai:normal", "ai:hard"]})
    done = run_frozen(frozen, tmp_path, "resume", "--autoplay", "--exit-when-over")
    assert done.returncode == 0, done.stderr
    saved = json.loads(autosave(tmp_path).read_text())
    assert saved["over"] is True
    assert saved["log"][: len(moves)] == moves, "the frozen app did not continue the same game"
    assert len(saved["log"]) > len(moves)


def knows_its_version_and_desktop_entry(frozen: Path, tmp_path: Path) -> None:
    done = run_frozen(frozen, tmp_path, "--version")
    twins = len(speedups.available())        # the build bundles the twins of the sources it freezes
    said = f"captains compiled ({twins} of {twins} modules)" if twins else "captains in pure Python"
    assert done.returncode == 0 and done.stdout.strip() == f"Pirate Table {__version__}, {said}"
    assert (frozen.parent / "VERSION").read_text().strip() == __version__
    assert (frozen.parent / "pirate-table.png").exists()
    if sys.platform.startswith("linux"):
        entry = (frozen.parent / "PirateTable.desktop").read_text()
        assert "Exec=" in entry and "Icon=pirate-table" in entry and "Type=Application" in entry
    # Privateer reads its oceans (Tiled maps) from the bundle's levels/ with pytmx.
    sea = run_frozen(frozen, tmp_path, "play", "privateer", "--autoplay", "--frames", "40", "--set", "ocean=the_narrows")
    assert sea.returncode == 0, sea.stderr
    bad = run_frozen(frozen, tmp_path, "play", "chess")
    assert bad.returncode == 2 and "unknown game 'chess'" in bad.stderr


def test_the_frozen_app_plays_resumes_and_knows_its_version(frozen, tmp_path):
    for check in (plays_a_game_headless_and_saves_in_the_user_data_dir, resumes_the_autosave,
                  knows_its_version_and_desktop_entry):
        home = tmp_path / check.__name__
        home.mkdir()
        check(frozen, home)
