"""Save files: JSON with a format version, the ruleset, options, seed and action log.

The action log is the truth: loading replays it from the seed (or from a
scenario's starting position), so a save always reproduces the game bit for
bit. The stored snapshot is checked against the replay, which catches a file
edited by hand, and lets `quick=True` skip the replay.
Files are written atomically (temp file + rename), so a crash never leaves half a save.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from game import __version__
from game.engine.errors import IllegalAction, OptionError, SaveFileError
from game.engine.match import Match
from game.engine.ruleset import registry
from game.engine.save_schema import schema_problem
from game.engine.values import Action

FORMAT = "pirate-table-save"
FORMAT_VERSION = 1


def to_save_dict(match: Match, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    data = _header(match, meta)
    data["log"] = [[seat, action.to_json()] for seat, action in match.log]
    return data


def _header(match: Match, meta: Mapping[str, Any] | None) -> dict[str, Any]:
    """Everything in a save but the log."""
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "app_version": __version__,
        "ruleset": match.ruleset.name,
        "players": match.players,
        "names": match.names,
        "options": match.options,
        "seed": match.seed,
        "setup": match.setup_state,
        "snapshot": match.snapshot(),
        "over": match.is_over(),
        "meta": dict(meta or {}),
    }


def to_save_text(match: Match, meta: Mapping[str, Any] | None = None) -> str:
    """The save file's text, as json.dumps(to_save_dict(...)) gives it but with the log last.
    Each move is encoded once and remembered, so the autosave after every move of a long game
    costs a join, not a new encoding of the whole log (a frame's worth of time at 1,000 moves)."""
    head = json.dumps(_header(match, meta), separators=(",", ":"))
    moves = ",".join(_move_text(seat, action) for seat, action in match.log)
    return f'{head[:-1]},"log":[{moves}]}}'


@lru_cache(maxsize=1 << 16)
def _move_text(seat: int, action: Action) -> str:
    return json.dumps([seat, action.to_json()], separators=(",", ":"))


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON to a temp file beside `path`, flush it to disk, then rename over `path`."""
    write_text_atomic(path, json.dumps(data, separators=(",", ":")))  # one string, one write


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write text to a temp file beside `path`, flush it to disk, then rename over `path`."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
        for stale in target.parent.glob(f".{target.name}.*.tmp"):   # left by a write killed half-way
            try:
                stale.unlink()
            except OSError:
                pass
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_match(match: Match, path: str | os.PathLike[str], meta: Mapping[str, Any] | None = None) -> None:
    write_text_atomic(path, to_save_text(match, meta))


def load_match(path: str | os.PathLike[str], quick: bool = False) -> tuple[Match, dict[str, Any]]:
    """The match in `path` and its UI metadata. Raises SaveFileError with a one-line reason."""
    where = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveFileError(f"{where}: no such save file.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError(f"{where} cannot be read: {exc}.") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"{where} is damaged: not valid JSON (line {exc.lineno}).") from None
    except (ValueError, RecursionError) as exc:    # a 5,000-digit number, or nesting too deep to read
        raise SaveFileError(f"{where} is damaged: not readable JSON ({_reason(exc)}).") from None
    return from_save_dict(data, where, quick=quick)


def from_save_dict(data: Any, where: str = "save file", quick: bool = False) -> tuple[Match, dict[str, Any]]:
    """The match a save dict describes, or SaveFileError: a damaged file never raises anything else."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"{where} is not a Pirate Table save file.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError(f"{where} is damaged: its format version is missing.")
    if version > FORMAT_VERSION:
        raise SaveFileError(
            f"{where} was written by a newer Pirate Table (save format {version}); "
            f"this version reads format {FORMAT_VERSION}.")
    name = data.get("ruleset")
    if not isinstance(name, str):
        raise SaveFileError(f"{where} is damaged: the field 'ruleset' should be a game's name, not {_short(name)}.")
    if name not in registry.names():
        raise SaveFileError(f"{where} is for the game {_short(name)}, which this version does not have.")
    problem = schema_problem(data)
    if problem:
        raise SaveFileError(f"{where} is damaged: {problem}.")
    try:
        return _rebuild(registry.get(name), data, where, quick)
    except SaveFileError:
        raise
    except RecursionError:
        raise SaveFileError(f"{where} is damaged: it nests too deeply.") from None
    except Exception as exc:    # noqa: BLE001 - a file edited by hand can upset any rule; it must not crash us
        raise SaveFileError(f"{where} is damaged: {_reason(exc)}.") from None


def _rebuild(ruleset: Any, data: dict[str, Any], where: str, quick: bool) -> tuple[Match, dict[str, Any]]:
    log = [(seat, Action.from_json(act)) for seat, act in data["log"]]
    setup, snapshot, meta = data.get("setup"), data.get("snapshot"), data.get("meta") or {}
    try:
        if setup is not None:
            match = Match.from_position(ruleset, setup, data["seed"], data["names"], data["options"])
        else:
            match = Match.new(ruleset, data["players"], data["options"], data["seed"], data["names"])
    except OptionError as exc:
        raise SaveFileError(f"{where} is damaged: {_reason(exc)}.") from None
    if quick and snapshot is not None:
        try:
            match.state = ruleset.state_from_json(snapshot["state"])
            match.restore_rng(snapshot["rng"])
            match.log = log
        except Exception as exc:   # noqa: BLE001 - see from_save_dict
            raise SaveFileError(f"{where} is damaged: bad snapshot ({_reason(exc)}).") from None
        return match, meta

    for number, (seat, action) in enumerate(log, start=1):
        try:
            match.submit(seat, action)
        except IllegalAction as exc:
            raise SaveFileError(f"{where} is damaged: move {number} cannot be replayed ({_reason(exc)})") from None
    if snapshot is not None and snapshot != json.loads(json.dumps(match.snapshot())):
        raise SaveFileError(f"{where} is damaged: the saved position does not match its list of moves.")
    return match, meta


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Move a save the app cannot load out of the way, beside itself (never deleted, never
    overwritten), and return where it went: `autosave.json` -> `autosave.damaged-20261123-101500.json`."""
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = source.with_name(f"{source.stem}.damaged-{stamp}{source.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = source.with_name(f"{source.stem}.damaged-{stamp}-{number}{source.suffix}")
    os.replace(source, target)
    return target


def _reason(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"the field {_short(exc.args[0] if exc.args else None)} is missing"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return (text if len(text) <= 160 else text[:157] + "...").rstrip(".")


_KINDS = {dict: "an object", list: "a list", int: "a number", float: "a number", bool: "true/false",
          type(None): "null"}


def _short(value: Any) -> str:
    """A value from a file, quoted for a one-line message (however long or odd it is)."""
    text = " ".join(repr(value).split()) if isinstance(value, str) else _KINDS.get(type(value), "a value")
    return text if len(text) <= 40 else text[:37] + "..."
