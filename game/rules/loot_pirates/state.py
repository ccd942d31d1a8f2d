"""The position of a Loot Pirates game. Mutable, cloned by hand for search."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from game.engine.records import twin
from game.engine.steps import Commits, turn_order


class Deal(NamedTuple):
    """A deal made in the parley, kept for the round so views and captains can weigh promises:
    a bribe (frm pays to `value` doubloons) or a peek (frm shows to; value 1 taken, 0 declined,
    -1 still open). A list of four in a save file: `Deal(*d)` reads it back."""

    kind: str        # "bribe" or "peek"
    frm: int
    to: int
    value: int

    @classmethod
    def read(cls, deals) -> list["Deal"]:
        """Deals as records, whether given as records or as the lists of four a JSON file holds."""
        return [d if isinstance(d, Deal) else cls(*d) for d in deals]


@lru_cache(maxsize=None)
def _order(players: int, captain: int) -> tuple[int, ...]:
    return tuple(turn_order(players, (captain + 1) % players))


@dataclass
class LootState:
    players: int
    gold: list[int]
    booty: int
    reserve: int
    captain: int
    phase: str = "aim"              # aim | negotiate | fire | over
    round: int = 0
    red: list[int] = field(default_factory=list)
    black: list[int] = field(default_factory=list)
    aim: Commits = field(default_factory=lambda: Commits(()))
    aims: list[int | None] = field(default_factory=list)      # revealed aims, None before the reveal
    fire: Commits = field(default_factory=lambda: Commits(()))
    negotiator: int | None = None   # whose turn it is to make an offer
    passes: int = 0                 # consecutive passes in the negotiation
    offers_made: list[int] = field(default_factory=list)
    peek_offer: tuple[int, int] | None = None   # (shower, viewer) awaiting an answer
    seen: list[list[int]] = field(default_factory=list)       # seen[viewer] = seats whose dice they saw
    deals: list[Deal] = field(default_factory=list)
    duelists: list[int] = field(default_factory=list)          # tied winners in a shoot-out
    last_round: dict[str, Any] | None = None
    winners: list[int] = field(default_factory=list)
    shootout: bool = False          # the tie shoot-out variant is on

    @property
    def order(self) -> tuple[int, ...]:
        """Seats in turn order, starting left of the Captain."""
        return _order(self.players, self.captain)

    @property
    def in_duel(self) -> bool:
        return bool(self.duelists)

    @property
    def fighters(self) -> list[int]:
        """Seats taking part in the current round: everyone, or the duelists."""
        return list(self.duelists) if self.duelists else list(range(self.players))

    def total_doubloons(self) -> int:
        return sum(self.gold) + self.booty + self.reserve

    # The last round's summary is replaced whole at each round's end, never changed in place: clones share it.
    REPLACED_WHOLE: ClassVar[tuple[str, ...]] = ("last_round",)

    def clone(self) -> "LootState":
        return twin(
            self, gold=list(self.gold), red=list(self.red), black=list(self.black), aim=self.aim.clone(),
            aims=list(self.aims), fire=self.fire.clone(), offers_made=list(self.offers_made),
            seen=[list(s) for s in self.seen], deals=list(self.deals), duelists=list(self.duelists),
            winners=list(self.winners))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players, "gold": list(self.gold), "booty": self.booty, "reserve": self.reserve,
            "captain": self.captain, "phase": self.phase, "round": self.round,
            "red": list(self.red), "black": list(self.black), "aim": self.aim.to_json(),
            "aims": list(self.aims), "fire": self.fire.to_json(), "negotiator": self.negotiator,
            "passes": self.passes, "offers_made": list(self.offers_made),
            "peek_offer": list(self.peek_offer) if self.peek_offer else None,
            "seen": [list(s) for s in self.seen], "deals": [list(d) for d in self.deals],
            "duelists": list(self.duelists), "last_round": self.last_round, "winners": list(self.winners),
            "shootout": self.shootout,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "LootState":
        n = int(d["players"])
        state = cls(
            n, [int(g) for g in d["gold"]], int(d["booty"]), int(d["reserve"]), int(d.get("captain", 0)),
            d.get("phase", "aim"), int(d.get("round", 0)), list(d.get("red", [])), list(d.get("black", [])),
            Commits.from_json(d["aim"]) if d.get("aim") else Commits(()), list(d.get("aims", [])),
            Commits.from_json(d["fire"]) if d.get("fire") else Commits(()), d.get("negotiator"),
            int(d.get("passes", 0)), list(d.get("offers_made", [0] * n)),
            tuple(d["peek_offer"]) if d.get("peek_offer") else None,
            [list(s) for s in d.get("seen", [[] for _ in range(n)])],
            [Deal(*x) for x in d.get("deals", [])], list(d.get("duelists", [])), d.get("last_round"),
            list(d.get("winners", [])), bool(d.get("shootout", False)))
        if len(state.gold) != n or any(g < 0 for g in state.gold) or state.booty < 0 or state.reserve < 0:
            raise ValueError("the gold, booty and reserve must be whole, non-negative and one pile per player")
        if state.phase not in ("aim", "negotiate", "fire", "over"):
            raise ValueError(f"unknown phase {state.phase!r}")
        return state
