"""The position of a Stolen Treasure game. Mutable, cloned by hand for search.

Every card (0-94) is always in exactly one place: a treasure pile, the piracy
deck, a discard pile, a hand, a buried row, a wager stake, or `table` (piracy
cards being played and the Yarr!s, Pirate's Codes and Parleys answering them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.records import plain_copy, twin
from game.engine.steps import CounterChain, ReactionWindow, seats_after, turn_order
from game.rules.stolen_treasure import data as D


@dataclass
class STState:
    players: int
    piles: list[list[int]]                       # the two treasure piles; top card last
    piracy: list[int]                            # the piracy deck; top card last
    hands: list[list[int]]
    buried: list[list[int]]
    target: int = 1500
    hand_limit: bool = True
    first: int = 0
    turn: int = 0
    turn_no: int = 1                             # counts every turn played, for the burying wait
    round: int = 1
    actions_left: int = 2
    step: str = "main"            # main | target | stake | answer | react | code | choose | over
    treasure_discard: list[int] = field(default_factory=list)
    piracy_discard: list[int] = field(default_factory=list)
    since: dict[int, int] = field(default_factory=dict)     # treasure in hand -> turn_no it was acquired
    skip: list[int] = field(default_factory=list)           # turns each seat must skip (Hook)
    play: dict[str, Any] | None = None           # the piracy card being played: by, card, key, target
    item: dict[str, Any] | None = None           # what the open Yarr! chain answers: card, code or parley
    chain: list[list[int]] = field(default_factory=list)    # [seat, card] Yarr!s against the item
    window: ReactionWindow | None = None
    table: list[int] = field(default_factory=list)          # cards on the table until the play ends
    victims: list[int] = field(default_factory=list)        # one entry per time the effect hits a seat
    declined: list[int] = field(default_factory=list)       # seats that keep the effect (no Pirate's Code)
    queue: list[int] = field(default_factory=list)          # victims still to resolve
    wager: dict[str, Any] | None = None
    choice: dict[str, Any] | None = None
    winners: list[int] = field(default_factory=list)
    # Per seat, the treasure in its hand that every player has seen go there (drawn face up, dug up,
    # won in a wager): "When drawing a treasure card players MUST reveal the card to all players".
    # A card that leaves a hand unseen (taken at random, given face down) takes that certainty with it.
    shown: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.shown) != self.players:     # a position written without it: nothing known
            self.shown = [[] for _ in range(self.players)]

    def all_cards(self) -> list[int]:
        cards = [c for pile in self.piles for c in pile] + list(self.piracy) + list(self.treasure_discard)
        cards += list(self.piracy_discard) + list(self.table)
        for hand in self.hands:
            cards += hand
        for row in self.buried:
            cards += row
        if self.wager is not None:
            cards += list(self.wager["stake"]) + list(self.wager["answer"])
        return cards

    def seats_from(self, seat: int) -> list[int]:
        return seats_after(self.players, seat)

    def seats_in_turn(self) -> list[int]:
        """The seat whose turn it is, then the others in turn order."""
        return turn_order(self.players, self.turn)

    def yarr_seats(self) -> list[int]:
        """Who is asked for a Yarr! now: everyone after the last to play, holding one or not."""
        return self.seats_from(CounterChain.last(self.chain, self.item["seat"]))

    def clone(self) -> "STState":
        return twin(
            self, piles=[list(p) for p in self.piles], piracy=list(self.piracy), hands=[list(h) for h in self.hands],
            buried=[list(b) for b in self.buried], treasure_discard=list(self.treasure_discard),
            piracy_discard=list(self.piracy_discard), since=dict(self.since), skip=list(self.skip),
            play=plain_copy(self.play), item=plain_copy(self.item), chain=[list(c) for c in self.chain],
            window=self.window.clone() if self.window else None, table=list(self.table), victims=list(self.victims),
            declined=list(self.declined), queue=list(self.queue), wager=plain_copy(self.wager),
            choice=plain_copy(self.choice), winners=list(self.winners), shown=[list(h) for h in self.shown])

    def to_json(self) -> dict[str, Any]:
        data = {k: plain_copy(v) for k, v in self.__dict__.items() if k not in ("since", "window")}
        data["since"] = [[c, t] for c, t in sorted(self.since.items())]
        data["window"] = self.window.to_json() if self.window else None
        return data

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "STState":
        s = cls(int(d["players"]), [list(p) for p in d["piles"]], list(d["piracy"]), [list(h) for h in d["hands"]],
                [list(b) for b in d["buried"]])
        for key, value in d.items():
            if key in ("players", "piles", "piracy", "hands", "buried", "since", "window"):
                continue
            if hasattr(s, key):
                setattr(s, key, plain_copy(value))
        s.since = {int(c): int(t) for c, t in d.get("since", [])}
        s.window = ReactionWindow.from_json(d["window"]) if d.get("window") else None
        if len(s.skip) != s.players:
            s.skip = [0] * s.players
        if len(s.shown) != s.players:       # a save from before the table remembered draws: nothing known
            s.shown = [[] for _ in range(s.players)]
        s.shown = [[int(c) for c in h] for h in s.shown]
        if not (len(s.hands) == len(s.buried) == s.players) or len(s.piles) != 2:
            raise ValueError("there must be one hand and one buried row per player, and two treasure piles")
        return s




def buried_worth(state: STState, seat: int) -> int:
    """What a seat's buried treasure is worth: the open part of its score."""
    return D.total(state.buried[seat])


def score(state: STState, seat: int) -> int:
    """Buried treasure, minus the negative treasure still in hand: the score that decides the win."""
    return buried_worth(state, seat) + sum(map(D.PENALTIES.__getitem__, state.hands[seat]))
