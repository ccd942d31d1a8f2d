"""The command line: `games`, `simulate`, `play`, and (no command) the app.

Bad names or values exit with status 2 and one line saying what was wrong.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Sequence

from game.engine.errors import OptionError

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class _Parser(argparse.ArgumentParser):
    """argparse, but errors are one line (no usage dump) and exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _Usage(message)


class _Usage(Exception):
    pass


def _parse_sets(pairs: list[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"--set expects KEY=VALUE, not {pair!r}")
        options[key.strip()] = value.strip()
    return options


def _build_parser() -> _Parser:
    from game import __version__, speedups

    parser = _Parser(prog="pirate-table", description="Pirate Table: five pirate games on one table.")
    parser.add_argument("--version", action="version", version=f"Pirate Table {__version__}, {speedups.describe()}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    games = sub.add_parser("games", help="list the games, player ranges and options")
    games.add_argument("--json", action="store_true", help="print JSON instead of text")

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", nargs="?", help="the game, by the name `games` lists (loot_pirates, all_hands, ...)")
        # `--game G` as the benchmarks spell it: without it argparse read `--game` as `--games`
        p.add_argument("--game", dest="game_flag", metavar="GAME", help=argparse.SUPPRESS)
        p.add_argument("--players", type=int, help="number of players")
        p.add_argument("--seats", help="comma list per seat: human, random, ai:easy|normal|hard")
        p.add_argument("--seed", type=int, help="random seed (same seed + same moves = same game)")
        p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                       help="a game option or variant, as `games` lists it")

    sim = sub.add_parser("simulate", help="play AI-only games with no window and report")
    game_args(sim)
    sim.add_argument("--games", type=int, required=True, help="how many games")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    def window_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--autoplay", action="store_true", help="every seat is an AI, full speed")
        p.add_argument("--exit-when-over", action="store_true", help="quit when the game ends")
        p.add_argument("--screenshot", metavar="PNG", help="save the last frame to this PNG")
        p.add_argument("--frames", type=int, metavar="N", help="quit after N frames (smoke tests, benchmarks)")

    play = sub.add_parser("play", help="open the table on one game")
    game_args(play)
    window_args(play)
    resume = sub.add_parser("resume", help="open the table on the last autosaved game")
    window_args(resume)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command in ("simulate", "play"):
            args.game = _one_game(args.game, args.game_flag)
        if args.command == "games":
            return _cmd_games(args)
        if args.command == "simulate":
            return _cmd_simulate(args)
        if args.command == "play":
            return _cmd_play(args)
        if args.command == "resume":
            return _cmd_resume(args)
        return _open_app(None)
    except (_Usage, OptionError) as exc:
        print(f"pirate-table: error: {exc}", file=sys.stderr)
        return 2


def _one_game(named: str | None, flagged: str | None) -> str:
    """The game named on the command line, as `simulate GAME` or `simulate --game GAME`."""
    if named and flagged and named != flagged:
        raise _Usage(f"two games named: {named!r} and --game {flagged!r}")
    game = named or flagged
    if not game:
        raise _Usage("name the game, as `games` lists it (loot_pirates, all_hands, ...)")
    return game


def _cmd_games(args: argparse.Namespace) -> int:
    from game.engine.ruleset import registry

    rows = []
    for r in registry.all():
        rows.append({"game": r.name, "title": r.title, "min_players": r.min_players,
                     "max_players": r.max_players, "about": r.blurb,
                     "options": [{"name": o.name, "kind": o.kind, "default": o.default, "help": o.help,
                                  "min": o.minimum, "max": o.maximum, "choices": list(o.choices)}
                                 for o in r.options]})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for r, row in zip(registry.all(), rows):
        print(f"{r.name}  {r.title}, {r.min_players}-{r.max_players} players. {r.blurb}")
        for option in r.options:
            print(f"    --set {option.describe()}")
    return 0


def _game_setup(args: argparse.Namespace, default_seat: str) -> tuple[Any, int, list[str], dict[str, Any]]:
    """Resolve GAME, --players, --seats and --set, raising OptionError on anything wrong."""
    from game.ai.seats import parse_seats
    from game.engine.ruleset import registry

    ruleset = registry.get(args.game)
    if args.players is None:
        players = len(args.seats.split(",")) if args.seats and "," in args.seats else \
            max(ruleset.min_players, min(4, ruleset.max_players))
    else:
        players = args.players
    ruleset.check_players(players)
    seats = parse_seats(args.seats, players, default_seat)
    options = ruleset.resolve_options(_parse_sets(args.set))
    return ruleset, players, seats, options


def _cmd_simulate(args: argparse.Namespace) -> int:
    from game.simulate import simulate

    ruleset, players, seats, options = _game_setup(args, "random")
    if args.games < 1:
        raise OptionError(f"--games must be at least 1, not {args.games}")
    if "human" in seats:
        raise OptionError("simulate plays without a window, so no seat can be human")
    report = simulate(ruleset, args.games, players, seats, 1 if args.seed is None else args.seed, options)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{report['game']}: {report['finished']}/{report['games']} games finished, "
              f"{report['errors']} errors, {report['games_per_second']} games/s, "
              f"{report['mean_actions']} moves per game, wins by seat {report['wins_by_seat']}")
        if "first_error" in report:
            print("first error: " + report["first_error"])
    return 0 if report["errors"] == 0 else 1


def _cmd_play(args: argparse.Namespace) -> int:
    ruleset, players, seats, options = _game_setup(args, "ai:normal" if args.autoplay else "human")
    if args.autoplay:
        seats = [s if s != "human" else "ai:normal" for s in seats]
    return _open_app({"game": ruleset.name, "players": players, "seats": seats, "options": options,
                      "seed": args.seed, **_window_options(args)})


def _cmd_resume(args: argparse.Namespace) -> int:
    from game.engine.errors import SaveFileError
    from game.ui.paths import autosave_file

    options = _window_options(args)
    path = autosave_file()
    if not path.is_file():
        raise OptionError(f"there is no autosaved game to resume ({path})")
    try:
        from game.ui.session import load_saved
        load_saved(path)       # the whole check (every move replayed) before a window opens
    except SaveFileError as exc:
        raise OptionError(f"cannot resume: {exc} The file is left as it is.") from None
    return _open_app({"resume": True, **options})


def _window_options(args: argparse.Namespace) -> dict[str, Any]:
    if args.frames is not None and args.frames < 1:
        raise OptionError(f"--frames must be at least 1, not {args.frames}")
    if args.screenshot:
        _check_writable(args.screenshot)
    return {"autoplay": args.autoplay, "exit_when_over": args.exit_when_over, "screenshot": args.screenshot,
            "frames": args.frames}


def _check_writable(name: str) -> None:
    """Refuse a --screenshot path that cannot be written before the game is played, not after."""
    from pathlib import Path

    path = Path(name)
    if path.is_dir():
        raise OptionError(f"--screenshot {name} is a folder; give a file name such as shot.png")
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise OptionError(f"--screenshot {name}: cannot write in {folder}")
    if path.exists() and not os.access(path, os.W_OK):
        raise OptionError(f"--screenshot {name}: the file is not writable")


def _open_app(direct: dict[str, Any] | None) -> int:
    try:
        from game.ui.app import run
    except ImportError as exc:
        print(f"pirate-table: the table window is not available: {exc}", file=sys.stderr)
        return 1
    return run(direct)
