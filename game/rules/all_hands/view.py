"""What one All Hands on Deck! seat may know: its hand and bid, open counts, revealed bids, public choices."""

from __future__ import annotations

from typing import Any

from game.engine.lens import HandsLens, PhaseKeys, key
from game.rules.all_hands import data as C
from game.rules.all_hands.determinize import public_choice
from game.rules.all_hands.state import AHState


class AllHandsLens(PhaseKeys, HandsLens):
    state: AHState
    game_name = "all_hands"

    @staticmethod
    def in_hand_order(cards: list[int]) -> list[int]:
        return sorted(cards, key=C.sort_key)

    def _mine(self) -> list[dict[str, Any]]:
        return [c for c in self.state.choices if c["seat"] == self.seat_no][:1]

    @key
    def draft(self) -> list[int] | None:
        return list(self.state.draft[self.seat_no]) if self.seat_no is not None else None

    @key
    def shown(self) -> list[list[int]]:
        """Per seat, the cards every player saw go into its hand and knows are still there (or in its
        face-down bid, until the bids are turned over)."""
        return [list(h) for h in self.state.shown]

    @key
    def deck(self) -> int:
        return len(self.state.deck)

    @key
    def bids(self) -> list[list[int] | None]:
        state, seat = self.state, self.seat_no
        open_all = self.observer or state.revealed or state.phase == "resolve"
        bids: list[list[int] | None] = []
        for s in range(state.players):
            if open_all or s == seat:
                bids.append(list(state.bids[s]))
            else:
                # a tie re-bid keeps the earlier, revealed cards open and hides the new ones
                bids.append(list(state.bids[s][: state.marks[s]]) if state.tie else None)
        return bids

    @key
    def bid_sizes(self) -> list[int]:
        return [len(b) for b in self.state.bids]

    @key
    def choice(self) -> dict[str, Any] | None:
        mine = self._mine()
        return dict(mine[0]) if mine else None

    @key
    def choosing(self) -> list[int]:
        return sorted({c["seat"] for c in self.state.choices})

    @key
    def eights(self) -> list[list[int]]:
        return [list(e) for e in self.state.eights]

    @key
    def current(self) -> int | None:
        """Bids and discards are everyone's at once: a turn is one captain's only while he alone chooses."""
        seats = {c["seat"] for c in self.state.choices}
        return seats.pop() if len(seats) == 1 else None

    @key
    def limbo_size(self) -> int:
        return len(self.state.limbo)

    @key
    def limbo_seen(self) -> list[int]:
        return [c for ch in self._mine() if ch["kind"] == "keep" for c in ch["options"]]

    @key
    def others_choices(self) -> list[dict[str, Any]]:
        return [public_choice(c) for c in self.state.choices if c["seat"] != self.seat_no]


AllHandsLens.open_keys("players", "phase", "round", "hand_no", "dealer", "auction", "discard", "committed", "bidders",
                       "tie", "contenders", "revealed", "unresolved", "brawled", "brawled_next", "immune",
                       "discarding", "scores", "long_game", "target", "max_hands", "last_hand", "hand_winner",
                       "winners", "marks", "tribute", "first_round")

# The typed view (game/engine/view.py): a dataclass with slots made from the keys above.
AllHandsView = AllHandsLens.view_type()
