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


PlunderLens.open_keys("turn", "players")
