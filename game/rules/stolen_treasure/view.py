"""What one Stolen Treasure seat may know: its hand, everyone's buried treasure, face-up stakes, its own answers."""

from __future__ import annotations

from typing import Any

from game.engine.lens import TurnKeys, key
from game.engine.steps import ReactionWindowLens
from game.rules.stolen_treasure import data as D
from game.rules.stolen_treasure.state import STState, score


class StolenTreasureLens(TurnKeys, ReactionWindowLens):
    state: STState
    game_name = "stolen_treasure"

    @key
    def treasure_counts(self) -> list[int]:
        limit = D.TREASURE_COUNT
        return [sum(x < limit for x in h) for h in self.state.hands]

    @key
    def shown(self) -> list[list[int]]:
        """Per seat, the treasure every player saw go into its hand and knows is still there."""
        return [sorted(h) for h in self.state.shown]

    @key
    def fresh(self) -> list[int] | None:
        state, seat = self.state, self.seat_no
        if seat is None:
            return None
        return sorted(x for x in state.hands[seat] if state.since.get(x, 0) >= state.turn_no)

    @key
    def buried(self) -> list[list[int]]:
        return [list(b) for b in self.state.buried]

    @key
    def piles(self) -> list[int]:
        return [len(p) for p in self.state.piles]

    @key
    def piracy(self) -> int:
        return len(self.state.piracy)

    @key
    def scores_shown(self) -> list[int]:
        return [sum(map(D.VALUES.__getitem__, b)) for b in self.state.buried]

    @key
    def score(self) -> int | None:
        return None if self.seat_no is None else score(self.state, self.seat_no)

    @key
    def play(self) -> dict[str, Any] | None:
        return dict(self.state.play) if self.state.play else None

    @key
    def item(self) -> dict[str, Any] | None:
        return dict(self.state.item) if self.state.item else None

    @key
    def chain(self) -> list[list[Any]]:
        return [list(x) for x in self.state.chain]

    @key
    def wager(self) -> dict[str, Any] | None:
        w = self.state.wager
        if not w:
            return None
        return {"by": w["by"], "target": w["target"], "stake": list(w["stake"]),   # stakes lie face up
                "answer": list(w["answer"]), "rolls": [list(r) for r in w["rolls"]]}

    @key
    def window(self) -> Any:
        return self.state.window.trigger if self.state.window else None

    @key
    def choice(self) -> dict[str, Any] | None:
        c = self.state.choice
        return dict(c) if c is not None and (self.observer or c["seat"] == self.seat_no) else None

    @key
    def choosing(self) -> list[Any] | None:
        c = self.state.choice
        return [c["seat"], c["kind"]] if c else None



StolenTreasureLens.open_keys("players", "first", "turn", "turn_no", "round", "step", "target", "hand_limit",
                             "actions_left", "treasure_discard", "piracy_discard", "skip", "table", "victims",
                             "declined", "queue", "winners")

# The typed view (game/engine/view.py): a dataclass with slots made from the keys above.
StolenTreasureView = StolenTreasureLens.view_type()
