"""What the app keeps of finished games: the last 50 as save files (for replays) and the statistics.

Both live in the user's data dir. A finished game is recorded once (the session remembers),
when its results are first shown. A statistics file that cannot be read is set aside beside
itself with a one-line warning and counting starts again; it never stops the app.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveFileError
from game.engine.savefile import load_match, save_match, set_aside, write_json_atomic
from game.ui import paths

KEPT_GAMES = 50
LEVEL_ORDER = ("easy", "normal", "hard")
FIELDS = ("played", "won", "lost", "best", "streak", "best_streak")


def games_dir() -> Path:
    return paths.data_dir() / "games"


def statistics_file() -> Path:
    return paths.data_dir() / "statistics.json"


def opposition(seats: list[str]) -> str:
    """The statistics column a table counts in: its strongest AI level, or pass-and-play."""
    levels = [w[3:] for w in seats if w.startswith("ai:")]
    if not levels:
        return "players" if len([w for w in seats if w == "human"]) > 1 else "random"
    return max(levels, key=LEVEL_ORDER.index)


# ---- past games --------------------------------------------------------------------------------
def archive(session) -> Path | None:
    """Keep a finished game as a save file; only the newest KEPT_GAMES stay."""
    match = session.match
    folder = games_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}-{match.ruleset.name}-{match.seed}.json"
    try:
        save_match(match, path, meta={"seats": session.seats, "finished": time.time()})
        for old in sorted(folder.glob("*.json"))[:-KEPT_GAMES]:
            old.unlink()
    except OSError as exc:
        session.error = f"Could not keep the game for replays: {exc}"
        return None
    return path


@dataclass
class PastGame:
    path: Path
    title: str          # the game's title
    when: str           # "23 Nov 2026 14:05"
    names: list[str]
    winners: list[str]  # empty: unfinished
    finished: bool


def past_games() -> list[PastGame]:
    """Finished games, newest first, then the unfinished autosave if there is one. A file that
    cannot be read is left out (the replay scene says why, if asked to open one by hand)."""
    from game.engine.ruleset import registry

    found = []
    files = sorted(games_dir().glob("*.json"), reverse=True) if games_dir().is_dir() else []
    auto = paths.autosave_file()
    for path in files + ([auto] if auto.exists() else []):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            game = registry.get(data["ruleset"])
            finished = bool(data.get("over"))
            if path == auto and finished:
                continue                                  # already kept among the finished games
            winners = []
            if finished:
                match, _ = load_match(path, quick=True)
                winners = [match.names[w] for w in match.result().winners]
            stamp = time.localtime(path.stat().st_mtime)
            found.append(PastGame(path, game.title, time.strftime("%d %b %Y %H:%M", stamp),
                                  list(data["names"]), winners, finished))
        except (OSError, ValueError, KeyError, TypeError, SaveFileError, AttributeError):
            continue
    return found


# ---- statistics --------------------------------------------------------------------------------
def blank() -> dict[str, int]:
    return dict.fromkeys(FIELDS, 0)


class Statistics:
    """Games played, won and lost, best score and streaks, per game and AI level."""

    def __init__(self, table: dict[str, dict[str, dict[str, int]]] | None = None) -> None:
        self.table = table or {}

    @classmethod
    def load(cls, path: Path | None = None) -> "Statistics":
        path = path or statistics_file()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError, RecursionError):
            data = None
        table = _checked(data)
        if table is None:
            try:
                kept = set_aside(path)
                _warn(f"{path} is damaged; it was kept as {kept.name} and the statistics start again")
            except OSError:
                _warn(f"{path} is damaged and cannot be moved; the statistics start again")
            return cls()
        return cls(table)

    def save(self, path: Path | None = None) -> None:
        write_json_atomic(path or statistics_file(), {"format": "pirate-table-statistics", "version": 1,
                                                      "games": self.table})

    def row(self, game: str, level: str) -> dict[str, int]:
        return dict(self.table.get(game, {}).get(level) or blank())

    def count(self, game: str, level: str, won: bool, score: int | None) -> dict[str, int]:
        row = self.table.setdefault(game, {}).setdefault(level, blank())
        row["played"] += 1
        row["won" if won else "lost"] += 1
        row["streak"] = row["streak"] + 1 if won else 0
        row["best_streak"] = max(row["best_streak"], row["streak"])
        if score is not None and (row["played"] == 1 or score > row["best"]):
            row["best"] = score
        return dict(row)


def record(session) -> dict[str, int] | None:
    """Count a finished game (once) and keep it for replays; the row it counted in, or None
    when there is no player at the table (captains only: nobody's record)."""
    if getattr(session, "recorded", None) is not None:
        return session.recorded or None
    match = session.match
    result = match.result()
    humans = [s for s, w in enumerate(session.seats) if w == "human"]
    session.recorded = {}
    if result is None:
        return None
    archive(session)
    if not humans:
        return None
    stats = Statistics.load()
    won = any(s in result.winners for s in humans)
    best = max(result.scores[s] for s in humans)
    row = stats.count(match.ruleset.name, opposition(session.seats), won, best)
    try:
        stats.save()
    except OSError as exc:
        session.error = f"Could not save the statistics: {exc}"
    session.recorded = row
    return row


def _checked(data: Any) -> dict[str, dict[str, dict[str, int]]] | None:
    if not isinstance(data, dict) or data.get("format") != "pirate-table-statistics":
        return None
    games = data.get("games")
    if not isinstance(games, dict):
        return None
    for levels in games.values():
        if not isinstance(levels, dict):
            return None
        for row in levels.values():
            if not isinstance(row, dict) or set(row) != set(FIELDS) or not all(
                    isinstance(v, int) and not isinstance(v, bool) for v in row.values()):
                return None
            if min(row["played"], row["won"], row["lost"], row["streak"], row["best_streak"]) < 0:
                return None
    return games


def _warn(words: str) -> None:
    print(f"pirate-table: warning: {words}", file=sys.stderr)
