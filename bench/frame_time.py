"""Frame time of the table scene over a whole autoplayed game (work per frame, not the 60 fps wait).

Autoplay lets the table spend up to 8 ms of a frame waiting for quick AI answers, so
busy frames include that wait; a human-paced game does not.

    python bench/frame_time.py [--game loot_pirates] [--players 6] [--seed 1] [--json]
    python bench/frame_time.py --while-thinking 8 [--game all_hands]

--while-thinking S: a human in seat 0 and ai:hard captains, paced as in play, for S
seconds: the time between frames (60 fps is 16.7 ms) while the captains think on
their worker thread.

Runs headless (SDL dummy driver) unless DISPLAY is set and --window is given.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="loot_pirates")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", action="store_true", help="use the real display instead of the dummy driver")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--while-thinking", type=float, default=0.0, metavar="SECONDS")
    args = parser.parse_args()
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.mkdtemp()
    os.environ["PIRATE_TABLE_DATA_DIR"] = tmp
    os.environ["PIRATE_TABLE_CONFIG_DIR"] = tmp

    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    if args.while_thinking:
        return while_thinking(args)
    app = App(direct={"autoplay": True})
    session = GameSession.new(args.game, args.players, ["ai:normal"] * args.players, {}, seed=args.seed,
                              settings=app.settings)
    session.ai_delay = 0.0
    app.stack.push(TableScene(app, session, autoplay=True, exit_when_over=True))
    while app.running:
        app.frame()
    first, times = app.frame_times[0], sorted(app.frame_times[1:])  # frame 0 loads the sprites
    report = {
        "game": args.game, "players": args.players, "frames": len(times) + 1, "moves": len(session.match.log),
        "first_frame_ms": round(first, 2),
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
        "worst_ms": round(times[-1], 2),
        "driver": os.environ.get("SDL_VIDEODRIVER", "default"),
    }
    app.shutdown()
    print(json.dumps(report) if args.json else
          f"{report['frames']} frames, {report['moves']} moves: median {report['median_ms']} ms, "
          f"95th percentile {report['p95_ms']} ms, worst {report['worst_ms']} ms "
          f"(first frame, loading sprites: {report['first_frame_ms']} ms)")


def while_thinking(args) -> None:
    import time
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    app = App()
    session = GameSession.new(args.game, args.players, ["human"] + ["ai:hard"] * (args.players - 1), {},
                              seed=args.seed, settings=app.settings)
    app.stack.push(TableScene(app, session))
    start, stamps = time.perf_counter(), []
    while time.perf_counter() - start < args.while_thinking:
        app.frame()
        stamps.append(time.perf_counter())
    gaps = sorted((b - a) * 1000 for a, b in zip(stamps, stamps[1:]))
    report = {"game": args.game, "players": args.players, "frames": len(stamps), "ai_moves": len(session.match.log),
              "median_gap_ms": round(statistics.median(gaps), 1), "p95_gap_ms": round(gaps[int(len(gaps) * 0.95)], 1),
              "worst_gap_ms": round(gaps[-1], 1)}
    session.close()
    app.shutdown()
    print(json.dumps(report) if args.json else
          f"{report['frames']} frames while {args.players - 1} Hard captains thought ({report['ai_moves']} moves): "
          f"gap median {report['median_gap_ms']} ms, 95th percentile {report['p95_gap_ms']} ms, "
          f"worst {report['worst_gap_ms']} ms")


if __name__ == "__main__":
    sys.exit(main())
