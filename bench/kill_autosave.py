"""Kill -9 the app at random moments of autoplayed games; the autosave must always load and go on.

    python bench/kill_autosave.py [--kills 30] [--seed 1] [--json]

Each round opens `python -m game play GAME --autoplay` headless in a fresh data
dir, kills it with SIGKILL after a random 0.3-4 s, then loads the autosave (every
move replayed and checked) and plays it on for 20 moves with rule-of-thumb
captains. Reported: kills, saves that loaded, moves in the saves (median), and
temp files a kill left behind. The autosave is written after every move with a
write-then-rename, so at most the move in flight is lost.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GAMES = ("loot_pirates", "all_hands", "privateer", "doubloons", "stolen_treasure")


def one_kill(game: str, seed: int, wait: float) -> dict:
    """Play `game` headless for `wait` seconds, SIGKILL it, then load and continue its autosave."""
    from game.ai.seats import make_heuristic
    from game.ui.session import load_saved

    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PIRATE_TABLE_DATA_DIR=folder,
                   PIRATE_TABLE_CONFIG_DIR=folder, PIRATE_TABLE_AI_BUDGET="0.01,20")
        app = subprocess.Popen([sys.executable, "-m", "game", "play", game, "--autoplay", "--seed", str(seed)],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)
        time.sleep(wait)
        alive = app.poll() is None
        os.killpg(app.pid, signal.SIGKILL)       # the app and its captains' worker process
        app.wait()
        path = Path(folder) / "autosave.json"
        temps = [p.name for p in Path(folder).iterdir() if p.name.endswith(".tmp")]
        row = {"game": game, "seed": seed, "wait": round(wait, 2), "killed_alive": alive, "temp_files": len(temps)}
        if not path.exists():
            return {**row, "saved": False, "loaded": False, "moves": 0}
        try:
            match, _ = load_saved(path)
        except Exception as exc:  # noqa: BLE001 - the point is to report it
            return {**row, "saved": True, "loaded": False, "error": str(exc), "moves": 0}
        moves = len(match.log)
        rng = random.Random(seed)
        captains = [make_heuristic(game, random.Random(seed + s)) for s in range(match.players)]
        for _ in range(20):
            if match.is_over():
                break
            decision = rng.choice(match.pending())
            match.submit(decision.seat, captains[decision.seat].choose(match.view(decision.seat), decision))
        return {**row, "saved": True, "loaded": True, "moves": moves}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rows = [one_kill(GAMES[k % len(GAMES)], args.seed * 100 + k, rng.uniform(0.3, 4.0)) for k in range(args.kills)]
    report = {"kills": len(rows), "loaded": sum(r["loaded"] for r in rows),
              "no_save_yet": sum(not r["saved"] for r in rows),
              "failed": [r for r in rows if r["saved"] and not r["loaded"]],
              "moves_median": statistics.median(r["moves"] for r in rows),
              "killed_while_running": sum(r["killed_alive"] for r in rows),
              "temp_files_left": sum(r["temp_files"] for r in rows)}
    if args.json:
        print(json.dumps(report))
        return
    print(f"{report['kills']} kills ({report['killed_while_running']} while the game ran): "
          f"{report['loaded']} autosaves loaded and played on, {report['no_save_yet']} killed before the first "
          f"save, {len(report['failed'])} failed; median {report['moves_median']} moves saved; "
          f"{report['temp_files_left']} temp files left behind")
    for row in report["failed"]:
        print("FAILED", row)


if __name__ == "__main__":
    main()
