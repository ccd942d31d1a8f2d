"""A captain of this checkout against the same level of an earlier commit: did the change make it stronger?

    python bench/against_commit.py --game G --commit REV [--level heuristic] [--games 1000]
                                   [--players 4] [--seed 1] [--reverse] [--workers 2] [--json]

One seat of this checkout's captain against `players - 1` seats of REV's (with `--reverse`, one of
REV's against this checkout's), the lone seat rotated game by game, a shared win shared. A change to
a rule of thumb is best judged this way: one against three of its former self on the same deals, a
few thousand games (a fair share of 25% at 4 players; 4,000 games tell it within about 0.7 points).
The deals weigh too: even between equal captains the lone seat's share of a finite run is not the
fair share (Privateer's rule of thumb against itself, the first 200 deals of seed 1: 33%; the first
800: 28%), so set a result beside the same run against this checkout itself (`--commit HEAD` with
no change made), which plays the same deals.

REV's `game` and `levels` folders are exported with `git archive` into a temporary folder, and its
captains play in a child process (one per worker, game after game) that keeps its own copy of the
match: it is sent every move played and answers with its seat's move, so nothing of this checkout's
code reaches it. Both sides must play the same rules: a move that REV's copy of the match refuses
stops the run (the child's error names it). REV's code runs as Python (no compiled twins): give
searching levels an iteration budget (`normal@60/300`, the syntax of `Budget.parse`), or run this
side as Python too (`PIRATE_TABLE_PURE=1`), so that neither side thinks faster.

`--level` is `heuristic` (the rule-of-thumb seat without Easy's mistakes), `easy`, `normal` or `hard`,
optionally `@BUDGET`, for both sides alike.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
from concurrent.futures import ProcessPoolExecutor
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ai_strength import deal, win_share, rival as our_seat  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.ruleset import registry  # noqa: E402
from game.engine.values import Action  # noqa: E402
from game.simulate import play_out  # noqa: E402

# The child: REV's code, fed the moves as JSON lines. It only needs what every commit since the
# search's budgets has: Match.new/submit/decision_for/view, Action.from_json, make_seat/make_heuristic
# and Budget.parse.
CHILD = r"""
import json, random, sys
from game.engine.match import Match
from game.engine.ruleset import registry
from game.engine.values import Action
from game.ai.seats import make_heuristic, make_seat

def seat_for(game, word, rng):
    level, _, budget = word.partition("@")
    seat = make_heuristic(game, rng, "normal") if level == "heuristic" else make_seat(f"ai:{level}", game, rng)
    if budget:
        from game.ai.ismcts import Budget
        seat.budget = Budget.parse(budget)
    return seat

for line in sys.stdin:
    ask = json.loads(line)
    if "game" in ask:           # a new game: its match and the seats this child plays
        match = Match.new(registry.get(ask["game"]), ask["players"], seed=ask["seed"])
        seats = {int(s): seat_for(ask["game"], ask["level"], random.Random(r)) for s, r in ask["seats"].items()}
        continue
    for seat, move in ask["moves"]:
        match.submit(seat, Action.from_json(move))
    seat = ask["seat"]
    decision = match.decision_for(seat)
    print(json.dumps(seats[seat].choose(match.view(seat), decision).to_json()), flush=True)
"""


class Rival:
    """REV's captains, in a child process that plays game after game: the match it follows and the
    moves it has not been told yet."""

    def __init__(self, folder: str) -> None:
        self.child = subprocess.Popen([sys.executable, "-c", CHILD], cwd=folder, text=True,
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      env={**os.environ, "PIRATE_TABLE_PURE": "1"})
        self.match: Match | None = None
        self.told = 0

    def new_game(self, match: Match, level: str, rngs: dict[int, int]) -> None:
        """Follow `match` from its start, playing the seats of `rngs` (each with its seed) at `level`."""
        self._send({"game": match.ruleset.name, "players": match.players, "seed": match.seed, "level": level,
                    "seats": rngs})
        self.match, self.told = match, 0

    def _send(self, data) -> None:
        self.child.stdin.write(json.dumps(data) + "\n")
        self.child.stdin.flush()

    def choose(self, seat: int, decision) -> Action:
        log = self.match.log
        self._send({"moves": [[s, a.to_json()] for s, a in log[self.told:]], "seat": seat})
        self.told = len(log)
        answer = self.child.stdout.readline()
        if not answer:
            raise SystemExit(f"the captain of the other commit stopped (seat {seat}, move {len(log) + 1}): "
                             "see its error above")
        action = Action.from_json(json.loads(answer))
        if action not in decision.actions:
            raise SystemExit(f"the other commit's captain played {action}, not a legal move here: "
                             "the two commits play different rules")
        return action

    def close(self) -> None:
        self.child.stdin.close()
        self.child.wait()


class RivalSeat:
    """One seat played by `Rival`, as `play_out` asks a seat."""

    def __init__(self, rival: Rival, seat: int) -> None:
        self.rival, self.seat = rival, seat

    def choose(self, view, decision) -> Action:
        return self.rival.choose(self.seat, decision)


def export(commit: str, into: str) -> None:
    """REV's `game` and `levels` folders, as committed, into `into`."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit, "game", "levels"],
                             capture_output=True, check=False)
    if archive.returncode:
        raise SystemExit(f"cannot export {commit}: {archive.stderr.decode().strip()}")
    with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(into, filter="data")
        else:
            tar.extractall(into)


_RIVALS: dict[str, Rival] = {}     # per worker process: one child for every game it plays


def played(folder: str, game: str, players: int, level: str, number: int, seed: int, reverse: bool,
           rival: Rival | None = None) -> Match:
    """Game `number`, played out: the lone seat as `deal` seats it, the commit's captains in `folder`
    (played by `rival`, or by a child of this worker's own, started on its first game)."""
    if rival is None:
        if folder not in _RIVALS:
            _RIVALS[folder] = Rival(folder)
        rival = _RIVALS[folder]
    game_seed, lone, seat_seeds = deal(seed, number, players)      # the deals of bench/ai_strength.py
    match = Match.new(registry.get(game), players, seed=game_seed)
    theirs_at = [s for s in range(players) if (s == lone) == reverse]
    rival.new_game(match, level, {s: seat_seeds[s] for s in theirs_at})
    seats = [RivalSeat(rival, s) if s in theirs_at else our_seat(game, level, random.Random(seat_seeds[s]), match)
             for s in range(players)]
    play_out(match, seats)
    return match


def one_game(folder: str, game: str, players: int, level: str, number: int, seed: int, reverse: bool) -> float:
    """The lone seat's share of game `number`'s win."""
    winners = played(folder, game, players, level, number, seed, reverse).result().winners
    return win_share(winners, deal(seed, number, players)[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=registry.names())
    parser.add_argument("--commit", required=True, help="the earlier commit (any name git knows)")
    parser.add_argument("--level", default="heuristic")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reverse", action="store_true", help="one of the commit's against this checkout's")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ruleset = registry.get(args.game)
    if not ruleset.min_players <= args.players <= ruleset.max_players:
        parser.error(f"{args.game} is played by {ruleset.min_players} to {ruleset.max_players} players")
    with tempfile.TemporaryDirectory(prefix="pirate-table-") as folder:
        export(args.commit, folder)
        with ProcessPoolExecutor(args.workers) as pool:
            jobs = [pool.submit(one_game, folder, args.game, args.players, args.level, n, args.seed, args.reverse)
                    for n in range(args.games)]
            wins = 0.0
            for done, job in enumerate(jobs, 1):
                wins += job.result()
                if done % 50 == 0 or done == args.games:
                    print(f"{wins:.1f}/{done}", file=sys.stderr, flush=True)
    lone, many = (args.commit, "this checkout") if args.reverse else ("this checkout", args.commit)
    share = wins / args.games
    error = (share * (1 - share) / args.games) ** 0.5
    report = {"game": args.game, "level": args.level, "players": args.players, "games": args.games,
              "seed": args.seed, "lone": lone, "others": many, "wins": round(wins, 1),
              "share": round(share, 4), "standard_error": round(error, 4), "fair_share": round(1 / args.players, 4)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.game}, {args.level}: one of {lone} against {args.players - 1} of {many}: "
              f"{wins:.1f}/{args.games} = {100 * share:.1f}% "
              f"(se {100 * error:.1f}; fair share {100 / args.players:.0f}%)")


if __name__ == "__main__":
    main()
