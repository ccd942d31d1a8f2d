"""The design's one-way dependency: engine, rules and ai never import pygame."""

import ast
import subprocess
import sys
from pathlib import Path

import game

PACKAGE = Path(game.__file__).parent
PURE = ("engine", "rules", "ai")


def test_no_pygame_import_in_engine_rules_or_ai_source():
    offenders = []
    for layer in PURE:
        for path in (PACKAGE / layer).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                if any(n == "pygame" or n.startswith("pygame.") for n in names):
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not offenders, f"pygame imported below game/ui: {offenders}"


def test_importing_and_playing_a_game_loads_no_pygame():
    code = (
        "import sys\n"
        "import game.engine, game.rules, game.ai, game.simulate, game.cli\n"
        "from game.engine import registry\n"
        "from game.simulate import simulate\n"
        "for r in registry.all():\n"
        "    simulate(r, 1, r.min_players, ['ai:normal'] * r.min_players)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


LAYERS = ("engine", "rules", "ai", "ui")     # each may import only the layers before it


def test_imports_only_go_down_the_layers_ui_ai_rules_engine():
    offenders = []
    for rank, layer in enumerate(LAYERS):
        allowed = set(LAYERS[:rank + 1])
        for path in (PACKAGE / layer).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
                for name in names:
                    parts = name.split(".")
                    if parts[0] == "game" and len(parts) > 1 and parts[1] in LAYERS and parts[1] not in allowed:
                        offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} imports {name}")
    assert not offenders, f"imports against the layers: {offenders}"
