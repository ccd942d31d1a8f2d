"""Building blocks for steps where several seats act at once.

`Commits` is a simultaneous hidden commit (aim, fire, face-down bids): each seat
chooses privately; nothing is revealed until all are in.

`ReactionWindow` is an answer window after something others may counter
(Heave To!, Yarr!, Parley). Every seat the rules let answer is asked, whether
or not it holds an answer (a seat holding none may only pass): who is asked
must never tell the table who holds what. Each answers or passes, privately.
When all are in, the first answer in priority order is the one played, so the
outcome never depends on who clicked first. Inside the search (quiet mode) a
seat that can only pass is not asked: its pass changes nothing. A ruleset that allows counters to counters simply opens a new window
for the counter (see tests/engine/toy_rulesets.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from game.engine.lens import HandsLens, key
from game.engine.values import Action, Decision, freeze, is_quiet, thaw

PASS = Action.of("pass")


@dataclass
class Commits:
    """Hidden simultaneous choices of `seats`."""

    seats: tuple[int, ...]
    chosen: dict[int, Action] = field(default_factory=dict)

    def waiting(self) -> list[int]:
        return [s for s in self.seats if s not in self.chosen]

    def commit(self, seat: int, action: Action) -> None:
        if seat not in self.seats or seat in self.chosen:
            raise ValueError(f"seat {seat} cannot commit now")
        self.chosen[seat] = action

    @property
    def complete(self) -> bool:
        return len(self.chosen) == len(self.seats)

    def has_committed(self, seat: int) -> bool:
        return seat in self.chosen

    def clone(self) -> "Commits":
        return Commits(self.seats, dict(self.chosen))

    def to_json(self) -> dict[str, Any]:
        return {"seats": list(self.seats),
                "chosen": [[s, a.to_json()] for s, a in sorted(self.chosen.items())]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Commits":
        return cls(tuple(data["seats"]), {s: Action.from_json(a) for s, a in data["chosen"]})


@dataclass
class ReactionWindow:
    """Seats that may answer `trigger`, in priority order, and their hidden answers."""

    trigger: Any
    commits: Commits

    @classmethod
    def open(cls, trigger: Any, seats_in_order: Iterable[int],
             holds: Callable[[int], bool]) -> "ReactionWindow | None":
        """A window for `seats_in_order` (every seat the rules let answer, in priority order),
        or None when there is none. `holds(seat)`: does it hold an answer (see `choices`)."""
        seats = tuple(seats_in_order)
        if is_quiet():
            seats = tuple(s for s in seats if holds(s))
        return cls(trigger, Commits(seats)) if seats else None

    @staticmethod
    def choices(answer: Action, holding: bool) -> tuple[Action, ...]:
        """What an asked seat may do: answer or pass if it holds an answer, else only pass."""
        return (answer, PASS) if holding else (PASS,)

    @property
    def seats(self) -> tuple[int, ...]:
        return self.commits.seats

    @property
    def complete(self) -> bool:
        return self.commits.complete

    def answer(self, seat: int, action: Action) -> None:
        self.commits.commit(seat, action)

    @staticmethod
    def no_answer(prompt: str, card: str, then: str = "let it be") -> str:
        """The prompt of an asked seat holding no answer: what happened, and why it can only pass."""
        return f"{prompt.rsplit('.', 1)[0]}. You hold no {card}, so you {then}." if prompt else ""

    def winner(self) -> tuple[int, Action] | None:
        """The answer that is played: the first non-pass in priority order."""
        for seat in self.commits.seats:
            action = self.commits.chosen.get(seat)
            if action is not None and action != PASS:
                return seat, action
        return None

    def clone(self) -> "ReactionWindow":
        return ReactionWindow(self.trigger, self.commits.clone())

    def to_json(self) -> dict[str, Any]:
        return {"trigger": thaw(self.trigger), "commits": self.commits.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ReactionWindow":
        return cls(freeze(data["trigger"]), Commits.from_json(data["commits"]))


def turn_order(players: int, first: int) -> list[int]:
    """Every seat in turn order, starting with `first` (who is checked for a win, whose fleet sails first)."""
    return [(first + i) % players for i in range(players)]


def seats_after(players: int, seat: int) -> list[int]:
    """Every other seat in turn, starting left of `seat` (who is asked to answer, in priority order)."""
    return [(seat + i) % players for i in range(1, players)]


class CounterChain:
    """A play and the counters to it (Doubloons' Heave To!, Stolen Treasure's Yarr!): each counter
    cancels the one before it, so the play stands when the number of counters is even.

    The chain lives in the game's state as a plain list of [seat, card] (JSON as it is); these read
    it, given `by`, the seat whose play the chain is about. Each counter opens a new window
    (`ReactionWindow`) for the seats after the one who just countered."""

    @staticmethod
    def last(chain: list[list[int]], by: int) -> int:
        """Who played last: the latest counter's seat, or `by`."""
        return chain[-1][0] if chain else by

    @staticmethod
    def countered(chain: list[list[int]], by: int) -> int:
        """Whose play the latest counter cancels (`by` itself for the first counter, or with none)."""
        return chain[-2][0] if len(chain) > 1 else by

    @staticmethod
    def stands(chain: list[list[int]]) -> bool:
        return len(chain) % 2 == 0

    @staticmethod
    def cards(chain: list[list[int]]) -> list[int]:
        return [card for _, card in chain]


def choice_decision(choice: Mapping[str, Any], prompts: Mapping[str, str], arg: str = "card",
                    extra: tuple[Action, ...] = (), simultaneous: bool = False) -> Decision:
    """A pending choice kept in a state (`{"seat", "kind", "options", ...}`: pick one of the options
    an effect left open) as its decision: step `choose_<kind>`, one `choose(<arg>=option)` each."""
    kind = choice["kind"]
    actions = tuple(Action.of("choose", **{arg: value}) for value in choice["options"]) + extra
    return Decision(choice["seat"], f"choose_{kind}", prompts[kind], actions, simultaneous=simultaneous)


def guess_hidden(ruleset: Any, state: Any, seats: Iterable[int], commit: Callable[[int, Action], None],
                 rng: Any, guess: Callable[[Any, int, Any], Action] | None = None) -> None:
    """Fill in face-down choices a seat cannot see (for `Ruleset.determinize`).

    Each seat in `seats` is asked what it would choose in the sampled
    position, as if it had not yet chosen; `commit` records the answer
    without triggering the reveal. Without `guess`, a random legal choice.
    """
    for seat in seats:
        decision = next((d for d in ruleset.pending(state) if d.seat == seat), None)
        if decision is None:
            continue
        commit(seat, guess(state, seat, decision) if guess else rng.choice(decision.actions))


class ReactionWindowLens(HandsLens):
    """The view keys of a card game with reaction windows (its state's `window`): who has yet to
    answer (public: the table waits for them), whether this seat is asked, and its own answer."""

    def _in_window(self) -> bool:
        window = self.state.window
        return window is not None and self.seat_no is not None and self.seat_no in window.seats

    @key
    def waiting(self) -> list[int]:
        return self.state.window.commits.waiting() if self.state.window is not None else []

    @key
    def asked(self) -> bool:
        return self._in_window() and not self.state.window.commits.has_committed(self.seat_no)

    @key
    def answered(self) -> str | None:
        if self._in_window() and self.state.window.commits.has_committed(self.seat_no):
            return self.state.window.commits.chosen[self.seat_no].kind
        return None
