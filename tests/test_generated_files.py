"""assets/ and levels/ are exactly what the generators draw: nothing hand-made slips in."""

import filecmp
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _same(generated: Path, committed: Path, pattern: str) -> None:
    made = sorted(p.name for p in generated.glob(pattern))
    kept = sorted(p.name for p in committed.glob(pattern))
    assert made == kept, f"{committed.name}/ differs from the generator: {set(made) ^ set(kept)}"
    _, mismatch, errors = filecmp.cmpfiles(generated, committed, made, shallow=False)
    assert not mismatch and not errors, f"regenerate and commit: {mismatch + errors}"


def test_assets_are_the_generators_output(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "build_scripts" / "make_assets.py"), str(tmp_path)],
                   check=True, capture_output=True, env={"SDL_VIDEODRIVER": "dummy", "PATH": ""})
    _same(tmp_path, ROOT / "assets", "*.*")


def test_levels_are_the_generators_output(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "build_scripts" / "make_levels.py"), str(tmp_path)],
                   check=True, capture_output=True)
    _same(tmp_path, ROOT / "levels", "*.t[ms]x")
