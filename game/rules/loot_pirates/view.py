"""What one Loot Pirates seat may know: its own dice, dice it paid to see, its face-down choices."""

from __future__ import annotations

from game.engine.lens import Lens, PhaseKeys, key
from game.rules.loot_pirates import data
from game.rules.loot_pirates.state import LootState


class LootLens(PhaseKeys, Lens):
    state: LootState
    game_name = "loot_pirates"

    @property
    def everything(self) -> bool:
        return self.seat_no is None or self.state.phase == "over"

    @key
    def order(self) -> list[int]:
        return list(self.state.order)

    @key
    def dice(self) -> dict[int, tuple[int, int]]:
        state, seat = self.state, self.seat_no
        visible = range(state.players) if self.everything else sorted({seat, *state.seen[seat]})
        return {s: (state.red[s], state.black[s]) for s in visible if s < len(state.red)}

    @key
    def aims(self) -> list[int | None]:
        state, seat = self.state, self.seat_no
        aims = list(state.aims)
        if seat is not None and state.phase == "aim" and state.aim.has_committed(seat):
            aims[seat] = state.aim.chosen[seat]["target"]
        return aims

    @key
    def aims_revealed(self) -> bool:
        return self.state.phase in ("negotiate", "fire", "over")

    @key
    def aim_done(self) -> list[bool]:
        state = self.state
        return [state.phase == "aim" and state.aim.has_committed(s) for s in range(state.players)]

    @key
    def fire(self) -> list[str | None]:
        state = self.state
        choices: list[str | None] = [None] * state.players
        if state.phase == "fire":
            for s, chosen in state.fire.chosen.items():
                if self.everything or s == self.seat_no:
                    choices[s] = chosen.kind
        return choices

    @key
    def fire_done(self) -> list[bool]:
        state = self.state
        return [state.phase == "fire" and state.fire.has_committed(s) for s in range(state.players)]

    @key
    def current(self) -> int | None:
        """The parley is one captain's turn; aiming and firing are everyone's at once."""
        return self.state.negotiator if self.state.phase == "negotiate" else None

    @key
    def negotiator(self) -> int | None:
        return self.state.negotiator if self.state.phase == "negotiate" else None

    @key
    def offers_left(self) -> list[int]:
        return [data.MAX_OFFERS_PER_ROUND - k for k in self.state.offers_made]

    @key
    def seen(self) -> list[list[int]]:
        return [list(s) for s in self.state.seen]


LootLens.open_keys("players", "round", "phase", "captain", "gold", "booty", "reserve", "peek_offer", "deals",
                   "duelists", "last_round", "winners", "passes", "shootout")

# The typed view (game/engine/view.py): a dataclass with slots made from the keys above.
LootPiratesView = LootLens.view_type()
