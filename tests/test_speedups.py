"""The compiled twins of the hot modules: used only while they match their source, and the same moves."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

from game import speedups

ROOT = Path(__file__).resolve().parents[1]

PLAY = """
import hashlib, importlib, random
from game import speedups
for name in speedups.HOT:
    importlib.import_module(name)
from game.ai.seats import make_heuristic, make_seat
from game.engine.match import Match
from game.engine.ruleset import registry
digest = hashlib.sha256()
for game in ("all_hands", "privateer", "doubloons"):
    match = Match.new(registry.get(game), 4, seed=3)
    seats = [make_seat("ai:normal", game, random.Random(s)) if s < 2 else make_heuristic(game, random.Random(s))
             for s in range(4)]
    for _ in range(120):
        if match.is_over():
            break
        decision = match.pending()[0]
        action = seats[decision.seat].choose(match.typed_view(decision.seat), decision)
        digest.update(repr((decision.seat, action)).encode())
        match.submit(decision.seat, action)
print(len(speedups.loaded()), digest.hexdigest())
"""


def play(pure: bool) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if k != "PIRATE_TABLE_PURE"}
    env["PIRATE_TABLE_AI_BUDGET"] = "100,30"          # searches of 30 playouts: the moves depend on them
    if pure:
        env["PIRATE_TABLE_PURE"] = "1"
    done = subprocess.run([sys.executable, "-c", PLAY], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    compiled, digest = done.stdout.split()
    return int(compiled), digest


def test_compiled_captains_play_the_same_moves_as_the_python_they_came_from():
    compiled, fast = play(pure=False)
    none, slow = play(pure=True)
    assert none == 0
    assert compiled == len(speedups.available())       # every twin this install built was used
    assert fast == slow


def test_a_twin_is_used_only_while_its_source_is_the_one_it_was_built_from(tmp_path, monkeypatch):
    name = "game.engine.values"
    monkeypatch.setattr(speedups, "TWINS", tmp_path)
    finder = speedups.TwinFinder()
    assert finder.find_spec(name) is None                # nothing built
    speedups.twin_path(name, speedups.source_hash(speedups.source_of(name)), tmp_path).write_bytes(b"")
    spec = finder.find_spec(name)
    assert spec is not None and isinstance(spec.loader, speedups.TwinLoader)
    assert spec.origin.startswith(str(tmp_path))
    edited = hashlib.sha256(speedups.source_of(name).read_bytes() + b"\n# edited\n").hexdigest()[:16]
    monkeypatch.setattr(speedups, "source_hash", lambda path: edited)
    assert finder.find_spec(name) is None                # the source changed: it runs as Python
    assert finder.find_spec("game.ui.app") is None       # only the hot modules have twins


def test_a_compiled_module_finds_the_files_beside_its_source():
    import game.rules.doubloons.data as data

    assert Path(data.__file__) == speedups.source_of("game.rules.doubloons.data")
    assert Path(data.__file__).with_name("rules.txt").is_file()


def test_every_game_module_a_search_runs_is_hot_and_a_sixth_game_folder_is_too(tmp_path):
    assert all(speedups.source_of(name).is_file() for name in speedups.HOT)
    assert {"game.ai.ismcts", "game.engine.lens", "game.rules.privateer.ocean", "game.ai.doubloons",
            "game.rules.all_hands.hands"} <= set(speedups.HOT)
    assert not {"game.rules.doubloons.text", "game.rules.doubloons.plugin", "game.ui.app"} & set(speedups.HOT)
    for path in ("game/rules/sixth/__init__.py", "game/rules/sixth/ruleset.py", "game/rules/sixth/plugin.py",
                 "game/rules/sixth/text.py", "game/ai/sixth.py"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("")
    own = set(speedups.hot_modules(tmp_path)) - set(speedups.SHARED_HOT)
    assert own == {"game.rules.sixth.ruleset", "game.ai.sixth"}


def test_benchmarks_are_warned_when_some_modules_run_as_python(monkeypatch):
    monkeypatch.setattr(speedups, "available", lambda: list(speedups.HOT))
    assert speedups.stale_warning() is None              # all compiled
    monkeypatch.setattr(speedups, "available", lambda: [])
    assert speedups.stale_warning() is None              # pure Python on purpose (or no compiler)
    monkeypatch.setattr(speedups, "available", lambda: list(speedups.HOT[1:]))
    warning = speedups.stale_warning()
    assert warning is not None and "1 of" in warning and speedups.HOT[0].removeprefix("game.") in warning
    assert "\n" not in warning
