"""What one Plunder seat may know: its own hand, how many cards the others hold, the banked chests."""

from __future__ import annotations

from game.engine.lens import HandsLens, key


class PlunderLens(HandsLens):
    game_name = "plunder"

    @key
    def deck(self) -> int:
        return len(self.state.deck)

    @key
    def banked(self) -> list[list[int]]:
        return [list(b) for b in self.state.banked]

    @key
    def gold(self) -> list[int]:
        return self.state.gold()


    # the keys every game's view shares (game/engine/view.py); game, seat and hand come with HandsLens
    @key
    def over(self) -> bool:
        return not self.state.deck and not any(self.state.hands)

    @key
    def winners(self) -> list[int]:
        gold = self.state.gold()
        return [s for s, g in enumerate(gold) if g == max(gold)] if self.over else []

    @key
    def current(self) -> int | None:
        return None if self.over else self.state.turn

    @key
    def step(self) -> str:
        return "over" if self.over else "turn"


PlunderLens.open_keys("turn", "players")
PlunderView = PlunderLens.view_type()
