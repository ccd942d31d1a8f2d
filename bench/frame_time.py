"""Frame time of the table scene over a whole autoplayed game (work per frame, not the 60 fps wait).

A frame's work is the CPU time of the table's thread (events, update, draw, the autosave):
what the table costs, whatever else the machine runs. The wall-clock time is reported too,
less the time autoplay spends waiting for quick AI answers (up to 8 ms a frame; a
human-paced game never waits); on a busy machine it also holds time the table was not
scheduled. Animations run at the normal speed.

    python bench/frame_time.py [--game loot_pirates] [--players 6] [--seed 1] [--json]
    python bench/frame_time.py --while-thinking 8 [--game all_hands]
    python bench/frame_time.py --size 2560x1440      # drawn sharp with the window's pixels

--while-thinking S: ai:hard captains and a human in the last seat whose first
decision is not the human's (so the captains move before the table waits on the
human: in Privateer the last seat picks its start first), paced as in play, for S
seconds: the time between frames (60 fps is 16.7 ms) while the captains think in
their worker process.

Runs headless (SDL dummy driver) unless DISPLAY is set and --window is given.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="loot_pirates")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", action="store_true", help="use the real display instead of the dummy driver")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--while-thinking", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument("--size", default="1280x720", metavar="WxH", help="the window size (default 1280x720)")
    args = parser.parse_args()
    try:
        args.size = tuple(int(n) for n in args.size.lower().split("x"))
        assert len(args.size) == 2 and min(args.size) > 0
    except (ValueError, AssertionError):
        parser.error(f"--size: expected WIDTHxHEIGHT such as 2560x1440, not {args.size!r}")
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.mkdtemp()
    os.environ["PIRATE_TABLE_DATA_DIR"] = tmp
    os.environ["PIRATE_TABLE_CONFIG_DIR"] = tmp

    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession
    from game.ui.settings import Settings

    if args.while_thinking:
        return while_thinking(args)
    app = App(settings=Settings(window=args.size), direct={"autoplay": True})
    session = GameSession.new(args.game, args.players, ["ai:normal"] * args.players, {}, seed=args.seed,
                              settings=app.settings)
    session.ai_delay = 0.0
    waited = _count_waits(session)
    app.stack.push(TableScene(app, session, autoplay=True, exit_when_over=True))
    cpu: list[float] = []
    while app.running:
        waited.append(0.0)
        started = time.thread_time()
        app.frame()
        cpu.append((time.thread_time() - started) * 1000.0)
    wall = sorted(total - wait for total, wait in zip(app.frame_times[1:], waited[1:]))
    first, times = cpu[0], sorted(cpu[1:])  # frame 0 loads the sprites
    report = {
        "game": args.game, "players": args.players, "frames": len(times) + 1, "moves": len(session.match.log),
        "first_frame_ms": round(first, 2),
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
        "worst_ms": round(times[-1], 2),
        "wall_median_ms": round(statistics.median(wall), 2),
        "wall_p95_ms": round(wall[int(len(wall) * 0.95) - 1], 2),
        "wall_worst_ms": round(wall[-1], 2),
        "driver": os.environ.get("SDL_VIDEODRIVER", "default"),
        "window": "x".join(map(str, args.size)),
    }
    app.shutdown()
    print(json.dumps(report) if args.json else
          f"{report['frames']} frames, {report['moves']} moves: work median {report['median_ms']} ms, "
          f"95th percentile {report['p95_ms']} ms, worst {report['worst_ms']} ms "
          f"(first frame, loading sprites: {report['first_frame_ms']} ms); wall clock median "
          f"{report['wall_median_ms']} ms, 95th {report['wall_p95_ms']} ms, worst {report['wall_worst_ms']} ms")


def _count_waits(session) -> list[float]:
    """Per frame, the ms spent waiting on the captains' answer queue (the last entry grows)."""

    waited: list[float] = []
    results = session.worker.results
    get = results.get

    def timed_get(*args, **kwargs):
        start = time.perf_counter()
        try:
            return get(*args, **kwargs)
        finally:
            if waited:
                waited[-1] += (time.perf_counter() - start) * 1000.0
    results.get = timed_get
    return waited


def thinking_session(game: str, players: int, seed: int, settings, autosave=True):
    """A session of Hard captains and a human in the last seat whose first decision is not the human's
    (seat 0 if every seat decides first), with that seat: the captains think before the table waits
    on the human (in Privateer the last seat picks its start first)."""
    from game.ui.session import GameSession

    for human in range(players - 1, -1, -1):
        seats = ["ai:hard"] * players
        seats[human] = "human"
        session = GameSession.new(game, players, seats, {}, seed=seed, settings=settings, autosave=autosave)
        if human == 0 or session.match.pending()[0].seat != human:
            break
        session.close()
    return session, human


def while_thinking(args) -> None:
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    app = App(settings=Settings(window=args.size))
    session, _ = thinking_session(args.game, args.players, args.seed, app.settings)
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
