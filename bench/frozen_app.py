"""The frozen app: size on disk and launch-to-first-frame time.

    python bench/frozen_app.py [--runs 7] [--dist dist]   (builds dist/PirateTable first if missing)

Launch-to-first-frame is the wall time of `PirateTable play loot_pirates --autoplay --frames 1`
(start, load, draw one frame, quit), headless with the dummy video driver.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    app = args.dist / "PirateTable"
    exe = app / ("PirateTable.exe" if os.name == "nt" else "PirateTable")
    if not exe.exists():
        subprocess.run([sys.executable, str(ROOT / "build_scripts" / "build.py"), "--dist", str(args.dist)],
                       check=True)
    home = Path(tempfile.mkdtemp())
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PIRATE_TABLE_DATA_DIR": str(home / "data"), "PIRATE_TABLE_CONFIG_DIR": str(home / "config")}
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        subprocess.run([str(exe), "play", "loot_pirates", "--autoplay", "--frames", "1"], env=env, check=True,
                       capture_output=True)
        times.append(time.perf_counter() - start)
    report = {"size_mb": round(folder_size(app) / 1e6, 1), "runs": args.runs,
              "launch_to_first_frame_median_s": round(statistics.median(times), 3),
              "launch_to_first_frame_worst_s": round(max(times), 3)}
    print(json.dumps(report) if args.json else
          f"{app}: {report['size_mb']} MB on disk; launch to first frame (and quit): median "
          f"{report['launch_to_first_frame_median_s']} s, worst {report['launch_to_first_frame_worst_s']} s "
          f"over {args.runs} runs")


if __name__ == "__main__":
    main()
