"""A game at the table: the match, who sits in each seat, the AI worker and the autosave.

AI seats think in a worker process (game.ai.worker) on a copy of their view
and post their action back through a queue; the UI submits it once the table
is ready for it (animations done, the pacing delay passed), so the window never
freezes and a human can follow every AI move. Every submitted move is
autosaved atomically to the user's data dir.
"""

from __future__ import annotations

import queue
import time
from pathlib import Path
from typing import Any, Callable

from game.ai.seats import parse_seats
from game.ai.worker import make_worker
from game.engine.errors import IllegalAction, OptionError, SaveFileError
from game.engine.match import Match
from game.engine.ruleset import registry
from game.engine.savefile import load_match, save_match, set_aside
from game.engine.undo import undo_refusal, undone
from game.engine.values import Action, Decision, Event
from game.engine.view import as_view
from game.ui import paths
from game.ui.settings import Settings


class GameSession:
    replaying = False     # a replay's session (scenes/replay.py) plays back: nobody is waited for
    def __init__(self, match: Match, seats: list[str], settings: Settings | None = None,
                 autosave: Path | None = None) -> None:
        self.match = match
        self.seats = list(seats)
        self.settings = settings or Settings()
        self.ai_delay = self.settings.ai_delay
        self.autosave = autosave
        self.worker = make_worker()
        for s, word in enumerate(self.seats):
            if word != "human":
                self._seat_captain(s, word)
        self._asked: dict[int, tuple[Decision, float]] = {}     # seat -> (decision, when asked)
        self._answers: dict[int, tuple[Decision, Action]] = {}  # answers waiting for their moment
        self.error = ""
        # With the auto-pass setting, the table may answer a human's reaction prompt for them
        # (view, decision) -> action or None; the table scene sets it from its board.
        self.auto_answer: Callable[[dict[str, Any], Decision], Action | None] | None = None
        self.looking: int | None = None      # the human whose screen it is (the table scene sets it)
        self._planned: dict[tuple[int, int, int | None], Action | None] = {}
        self._seen: dict[tuple[int, int], float] = {}

    # ---- making one ------------------------------------------------------------
    @classmethod
    def new(cls, game: str, players: int, seats: list[str], options: dict[str, Any] | None = None,
            seed: int | None = None, names: list[str] | None = None, settings: Settings | None = None,
            autosave: Path | None | bool = True) -> "GameSession":
        ruleset = registry.get(game)
        settings = settings or Settings()
        names = names or default_names(seats, settings)
        match = Match.new(ruleset, players, options, seed=seed, names=names)
        path = paths.autosave_file() if autosave is True else (autosave or None)
        session = cls(match, seats, settings, path)
        kept = keep_damaged(path) if path is not None else None
        if kept is not None:
            session.error = f"The old autosave could not be loaded; it was kept as {kept}"
        session.save()
        return session

    @classmethod
    def resume(cls, path: Path | None = None, settings: Settings | None = None) -> "GameSession":
        """The saved game at `path` (the autosave by default). Raises SaveFileError."""
        path = path or paths.autosave_file()
        match, seats = load_saved(path)
        return cls(match, seats, settings, path)

    def _seat_captain(self, seat: int, word: str) -> None:
        parse_seats(word, 1)          # an unknown word is refused here, not in the worker
        self.worker.add_seat(seat, word, self.match.ruleset.name, self.match.seed * 31 + seat)

    def take_over_humans(self, level: str = "ai:normal") -> None:
        """Autoplay: AI captains take every human seat."""
        for s, word in enumerate(self.seats):
            if word == "human":
                self.seats[s] = level
                self._seat_captain(s, level)

    # ---- who is who ------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.match.names

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == "human"

    @property
    def humans(self) -> list[int]:
        return [s for s, w in enumerate(self.seats) if w == "human"]

    def human_decisions(self) -> list[Decision]:
        return [d for d in self.match.pending() if self.is_human(d.seat)]

    def to_ask(self) -> list[Decision]:
        """Humans' decisions the table asks them (auto-pass answers the others)."""
        return [d for d in self.human_decisions() if self.planned_answer(d) is None]

    def planned_answer(self, decision: Decision) -> Action | None:
        """With the auto-pass setting, the answer the table gives for a human without asking.

        Reaction windows ask every seat that may answer, holding one or not, and auto-pass must
        not undo that: the board's test (the play does not touch you) reads nothing hidden, and
        "you hold no answer" counts only for the human whose screen it is, never for a hand-off,
        so neither the table nor who is handed the screen tells a rival what anyone holds.
        """
        if not self.settings.auto_pass or not self.is_human(decision.seat):
            return None
        key = (len(self.match.log), decision.seat, self.looking)
        if key not in self._planned:
            if len(self._planned) > 64:
                self._planned.clear()
            action = self.auto_answer(as_view(self.match.view(decision.seat)), decision) if self.auto_answer else None
            private = len(self.humans) == 1 or decision.seat == self.looking
            if action is None and private and len(decision.actions) == 1 and decision.actions[0].kind in PASSES:
                action = decision.actions[0]
            self._planned[key] = action if action is not None and decision.allows(action) else None
        return self._planned[key]

    def _first_seen(self, decision: Decision, now: float) -> float:
        """When a human's decision was first open: auto-pass answers after the AI pace, the same
        pause whatever the hand holds."""
        key = (len(self.match.log), decision.seat)
        if key not in self._seen:
            self._seen = {k: t for k, t in self._seen.items() if k[0] == key[0]}
            self._seen[key] = now
        return self._seen[key]

    def next_human(self, looking: int | None) -> int | None:
        """The human who should act now: the one looking if they have a choice, else the first."""
        waiting = [d.seat for d in self.to_ask()]
        if not waiting:
            return None
        return looking if looking in waiting else waiting[0]

    def thinking(self) -> list[int]:
        """AI seats with an open decision (for the 'thinking...' marks)."""
        return [d.seat for d in self.match.pending() if not self.is_human(d.seat)]

    # ---- moves -------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Play a move (raises IllegalAction untouched); autosave after it."""
        before = len(self.match.events)
        self.match.submit(seat, action)
        self.save()
        return self.match.events[before:]

    def pump(self, ready: bool = True, now: float | None = None, budget: float = 0.0) -> list[Event]:
        """Ask AI seats that have a decision; play the AI answers whose time has come.

        `ready` is False while the table is still animating: answers wait.
        With no pacing delay, up to `budget` seconds of this frame may be spent
        waiting for quick answers, so an all-AI table does not crawl one move per frame.
        """
        start = time.monotonic()
        events: list[Event] = []
        while True:
            played = self._pump_once(ready, now)
            events += played
            left = budget - (time.monotonic() - start)
            if not ready or self.ai_delay > 0 or left <= 0 or self.match.is_over():
                return events
            if not played:
                if not self._asked:
                    return events
                try:  # wait a moment for the worker rather than a whole frame
                    seat, decision, action = self.worker.results.get(timeout=left)
                except queue.Empty:
                    return events
                self._answers[seat] = (decision, action)
            if played and any(e.kind in self.match.ruleset.pause_events for e in played):
                return events  # let the table show this before moving on

    def _pump_once(self, ready: bool, now: float | None) -> list[Event]:
        now = time.monotonic() if now is None else now
        pending = {d.seat: d for d in self.match.pending()}
        humans_waiting = any(self.is_human(seat) for seat in pending)
        for seat, decision in pending.items():
            if not self.is_human(seat) and self._asked.get(seat, (None,))[0] != decision:
                self._asked[seat] = (decision, now)
                self._answers.pop(seat, None)
                # Both cores for a Hard captain only while no human is thinking at the table.
                self.worker.ask(seat, self.match.view(seat), decision, helper_ok=not humans_waiting)
        while True:
            try:
                seat, decision, action = self.worker.results.get_nowait()
            except queue.Empty:
                break
            self._answers[seat] = (decision, action)
        if not ready:
            return []
        for d in self.human_decisions():
            action = self.planned_answer(d)
            if action is not None and now - self._first_seen(d, now) >= self.ai_delay:
                return self.submit(d.seat, action)
        for seat in sorted(self._answers, key=lambda s: self._asked.get(s, (None, 0.0))[1]):
            decision, action = self._answers[seat]
            if pending.get(seat) != decision:
                self._answers.pop(seat)      # stale: the position moved on
                continue
            if now - self._asked[seat][1] < self.ai_delay:
                continue
            self._answers.pop(seat)
            self._asked.pop(seat, None)
            return self.submit(seat, action)
        return []

    # ---- undo --------------------------------------------------------------------
    def undo_refusal(self, seat: int | None) -> str | None:
        """Why `seat` cannot take back its last move (None: it can); worked out once per position."""
        key = (len(self.match.log), id(self.match.state), seat)
        if getattr(self, "_undo_key", None) != key:
            if seat is not None and not self.is_human(seat):
                why: str | None = "Only a player's own moves can be taken back."
            else:
                try:
                    why = undo_refusal(self.match, seat)
                except Exception:   # noqa: BLE001 - a position its log cannot rebuild (a test's hand-made one)
                    why = "This game cannot be rewound."
            self._undo_key, self._undo_why = key, why
        return self._undo_why

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last move: the log without it, replayed; the autosave follows."""
        why = self.undo_refusal(seat)
        if why is not None:
            raise IllegalAction(why)
        self.match = undone(self.match)
        self._asked.clear()            # captains are asked again about the position as it now is
        self._answers.clear()
        self._planned.clear()
        self._seen.clear()
        self.save()

    def save(self) -> None:
        if self.autosave is None:
            return
        try:
            save_match(self.match, self.autosave, meta={"seats": self.seats})
        except OSError as exc:
            self.error = f"Could not autosave: {exc}"

    def close(self) -> None:
        self.worker.stop()


PASSES = frozenset({"pass", "keep"})     # the only answer of an asked seat holding none


def load_saved(path: Path) -> tuple[Match, list[str]]:
    """The match in a save file and who sat where. Raises SaveFileError (one line) for any damage."""
    match, meta = load_match(path)
    seats = meta.get("seats") or ["human"] + ["ai:normal"] * (match.players - 1)
    try:
        if len(seats) != match.players:
            raise OptionError(f"{len(seats)} seats for {match.players} players")
        parse_seats(",".join(seats), match.players)
    except OptionError as exc:
        raise SaveFileError(f"{path} is damaged: its seats are wrong ({exc}).") from None
    return match, seats


def keep_damaged(path: Path) -> Path | None:
    """Before a new game takes the autosave's place: set aside an autosave that cannot be
    loaded (it is never overwritten), and say where it went; None when there was nothing to keep."""
    if not path.exists():
        return None
    try:
        load_saved(path)
        return None
    except SaveFileError:
        pass
    try:
        return set_aside(path)
    except OSError:
        return None


def default_names(seats: list[str], settings: Settings) -> list[str]:
    """Humans get the names from settings; AI captains get pirate names."""
    from game.ui.names import captain_name

    names, used = [], set()
    for s, word in enumerate(seats):
        name = settings.names[s] if word == "human" else captain_name(s, used)
        used.add(name)
        names.append(name)
    return names
