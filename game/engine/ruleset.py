"""The contract every game implements, and the registry that finds them by name.

A Ruleset is stateless: it holds no match data, only the rules. The state it
creates is its own mutable object with `clone()` and `to_json()`; the Match
owns that state and the random generator and is the only caller of `apply`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from importlib import resources
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable, Mapping, Protocol

from game.engine.errors import OptionError
from game.engine.lens import Lens
from game.engine.view import View
from game.engine.options import OptionSpec, resolve_options
from game.engine.values import Action, Decision, Event


class GameState(Protocol):
    """What the engine needs of a ruleset's state object."""

    players: int

    def clone(self) -> "GameState": ...

    def to_json(self) -> dict[str, Any]: ...


Guess = Callable[["GameState", int, Decision], Action]


@dataclass(frozen=True)
class Result:
    """How a finished game came out. `scores` is per seat; `winners` may hold several seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    summary: str
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners),
                "summary": self.summary, "extra": dict(self.extra)}


class Ruleset(ABC):
    """One game's rules. Subclasses set the class attributes and implement the methods."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 6
    blurb: str = ""
    options: tuple[OptionSpec, ...] = ()
    pause_events: frozenset[str] = frozenset()   # events a table should show before play moves on
    hidden_information = True   # False: every seat sees the whole position (only chance is unknown)
    # Kinds of action a seat may play in a simultaneous step that act at once and in the open (All
    # Hands' cheat calls): first come, first served, so a search never plays a rival's before its own choice.
    race_actions: frozenset[str] = frozenset()
    score_unit = "gold"         # what Result.scores count: "gold" (doubloons, coins) or "points"
    # Undo (game.engine.undo): a move that made one of these events showed someone a hidden thing
    # (a drawn card, a peek) and cannot be taken back; nor can one that drew on luck, told thus.
    reveal_events: frozenset[str] = frozenset()
    reveal_words = "it showed a hidden card"
    luck_words = "it rolled dice or shuffled cards"
    # The log (game.ui): events that open a new turn or round (a heading the lines below belong to),
    # and events a player must not miss (hits, wins, cancelled cards), set apart.
    log_headings: frozenset[str] = frozenset()
    log_highlights: frozenset[str] = frozenset()
    # The argument naming the seat a line is about, for events between two seats that name neither
    # "seat" nor "by" ("Anne pays Ben": frm; "Ben takes a card from Anne": to).
    log_subjects: Mapping[str, str] = MappingProxyType({})
    standings_words = ""            # what standings() counts, if not the score ("Cards held")

    # ---- setup -------------------------------------------------------------
    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise OptionError(
                f"{self.name} takes {self.min_players} to {self.max_players} players, not {players}")

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        return resolve_options(self.name, self.options, given)

    @abstractmethod
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[GameState, list[Event]]:
        """A fresh game: the state and the events of the deal/roll."""

    # ---- play --------------------------------------------------------------
    @abstractmethod
    def pending(self, state: GameState) -> list[Decision]:
        """Every decision open now (several for simultaneous steps and reaction windows)."""

    def decision_of(self, state: GameState, seat: int) -> Decision | None:
        """`seat`'s open decision, if any. A game with many seats deciding at once may answer this
        without building the others' (the search asks it for one rival at a time)."""
        return next((d for d in self.pending(state) if d.seat == seat), None)

    @abstractmethod
    def apply(self, state: GameState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """Carry out a legal action (the Match has checked it) and return what happened."""

    lens_class: type[Lens] | None = None         # the view declared key by key (see game.engine.lens)

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """Everything `seat` may know, as plain data. `seat=None` is the all-seeing observer."""
        if self.lens_class is None:
            raise NotImplementedError(f"{self.name} must define view() or lens_class")
        return self.lens_class(state, seat).to_dict()

    def typed_view(self, state: GameState, seat: int | None) -> View:
        """The same view as the game's typed record (game/engine/view.py): what the table reads."""
        if self.lens_class is None:
            raise NotImplementedError(f"{self.name} declares no lens_class, so it has no typed view")
        return self.lens_class(state, seat).typed()

    def lens(self, state: GameState, seat: int | None) -> Mapping[str, Any]:
        """The same view read lazily, key by key: what the search's captains read in its rollouts."""
        if self.lens_class is None:
            return self.view(state, seat)
        return self.lens_class(state, seat)

    @abstractmethod
    def is_over(self, state: GameState) -> bool: ...

    @abstractmethod
    def result(self, state: GameState) -> Result | None: ...

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> GameState: ...

    # ---- search ------------------------------------------------------------------
    def determinize(self, view: dict[str, Any], rng: random.Random,
                    guess: Guess | None = None) -> GameState:
        """A full position that `view` could have come from, with everything its seat cannot see
        drawn at random: the search AI's only way into a position, so it never reads a secret.

        A face-down choice another seat has already made is filled in by `guess(state, seat,
        decision)` (by default a random legal one). Games that do not provide this get heuristic AIs.
        """
        raise NotImplementedError(f"{self.name} cannot sample positions from a view")

    @property
    def can_determinize(self) -> bool:
        return type(self).determinize is not Ruleset.determinize

    def standings(self, state: GameState) -> tuple[int, ...] | None:
        """Each seat's score or gold now, as the whole table sees it (never a hidden card's worth):
        the end-of-game chart plots it move by move. None: the game has no running score."""
        return None

    # ---- words for players ---------------------------------------------------
    def _package_text(self, name: str) -> str:
        package = type(self).__module__.rsplit(".", 1)[0]
        try:
            return resources.files(package).joinpath(name).read_text(encoding="utf-8")
        except (FileNotFoundError, ModuleNotFoundError):
            return ""

    def rules_text(self) -> str:
        """The published rule text, shipped beside the ruleset as rules.txt."""
        return self._package_text("rules.txt")

    def decisions_text(self) -> str:
        """What we play where the text is silent, shipped as decisions.md."""
        return self._package_text("decisions.md")

    def explain_illegal(self, state: GameState, seat: int, action: Action) -> str | None:
        """Why `action` is refused, if the ruleset can say better than the engine."""
        return None

    def log_highlight(self, event: Event) -> bool:
        """Whether the log sets this line apart. An event that says whether it hit (a shot) is news
        only when it hit."""
        hit = event.get("hit", True)      # a ship number (0 too), True, or None/False for a miss
        return event.kind in self.log_highlights and hit is not None and hit is not False

    def event_seat(self, state: GameState, event: Event) -> int | None:
        """The seat a log line is about (its badge starts the line), if the event names one."""
        for key in ("seat", "shooter", "by", self.log_subjects.get(event.kind)):
            seat = event.get(key)
            if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.players:
                return seat
        return None

    def describe_action(self, action: Action, names: list[str]) -> str:
        return str(action)

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        """One log line for `event` as `seat` sees it ("" to leave it out of the log)."""
        return str(event.kind)


class _Registry:
    """Ruleset instances by name: every game plugin's (game.engine.plugins), then any registered
    directly (tests' toy games)."""

    def __init__(self) -> None:
        self._made: dict[str, Ruleset] = {}          # one instance per plugin game, made on first use
        self._direct: dict[str, Ruleset] = {}

    def register(self, ruleset: Ruleset) -> Ruleset:
        self._direct[ruleset.name] = ruleset
        return ruleset

    def unregister(self, name: str) -> None:
        self._direct.pop(name, None)

    def _rulesets(self) -> dict[str, Ruleset]:
        from game.engine import plugins

        games: dict[str, Ruleset] = {}
        for plugin in plugins.discover():
            if plugin.name not in self._made:
                self._made[plugin.name] = plugin.load("ruleset")()
            games[plugin.name] = self._made[plugin.name]
        games.update(self._direct)
        return games

    def get(self, name: str) -> Ruleset:
        ruleset = self._direct.get(name) or self._made.get(name)
        if ruleset is not None:
            return ruleset
        games = self._rulesets()
        try:
            return games[name]
        except KeyError:
            raise OptionError(f"unknown game {name!r}; choose one of: {', '.join(games)}") from None

    def names(self) -> list[str]:
        return list(self._rulesets())

    def all(self) -> list[Ruleset]:
        return list(self._rulesets().values())


registry = _Registry()

