"""The position of an All Hands on Deck! game. Mutable, cloned by hand for search.

Every one of the 108 cards is always in exactly one place: the deck, the
discard pile, a hand, a bid on the table, the auction spot, or `limbo`
(cards pulled from hands that wait for someone to choose which to keep).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.engine.records import plain_copy, twin
from game.engine.steps import turn_order


class Kept(NamedTuple):
    """A bid card a Pieces of Eight keeps back from the discard for `seat` (a list of two in a save)."""

    seat: int
    card: int


@dataclass
class AHState:
    players: int
    deck: list[int]                      # the top card is the last one
    hands: list[list[int]]
    dealer: int = 0
    discard: list[int] = field(default_factory=list)
    hand_no: int = 1
    round: int = 0
    scores: list[int] = field(default_factory=list)
    phase: str = "bid"                   # bid | resolve | discard | over
    auction: int | None = None
    bidders: list[int] = field(default_factory=list)      # seats bidding in this (re-)bid
    draft: list[list[int]] = field(default_factory=list)  # cards a seat is choosing, still in its hand
    committed: list[bool] = field(default_factory=list)
    bids: list[list[int]] = field(default_factory=list)   # cards on the table, face down until revealed
    revealed: bool = False
    marks: list[int] = field(default_factory=list)        # bid sizes when this (re-)bid began
    contenders: list[int] = field(default_factory=list)   # seats still in the auction
    tie: bool = False                    # the current bid is a tie re-bid
    unresolved: list[int] = field(default_factory=list)   # revealed action cards not yet resolved
    choices: list[dict[str, Any]] = field(default_factory=list)  # choices a seat must make before play goes on
    limbo: list[int] = field(default_factory=list)
    tribute: list[int] = field(default_factory=list)      # Pirate King: tribute paid so far
    eights: list[Kept] = field(default_factory=list)       # bid cards kept back by Pieces of Eight
    brawled: list[int] = field(default_factory=list)       # no card and no bid this round
    brawled_next: list[int] = field(default_factory=list)
    immune: list[bool] = field(default_factory=list)
    discarding: list[bool] = field(default_factory=list)   # seats still in the discard step
    first_round: bool = True
    long_game: bool = False
    target: int = 250
    max_hands: int = 5
    hand_winner: int | None = None
    last_hand: dict[str, Any] | None = None
    winners: list[int] = field(default_factory=list)
    # Per seat, the cards every player saw go into its hand (an auction won, a card plundered from the
    # discard pile, a bid card kept by Pieces of Eight, tribute the Pirate King keeps) and knows are still
    # there, or in its face-down bid until the bids are turned over. A card taken from that hand unseen
    # (at random, or given face down) takes that certainty with it.
    shown: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.shown) != self.players:     # a position written without it: nothing known
            self.shown = [[] for _ in range(self.players)]

    def all_cards(self) -> list[int]:
        cards = list(self.deck) + list(self.discard) + list(self.limbo) + list(self.tribute)
        for hand in self.hands:
            cards += hand
        for bid in self.bids:
            cards += bid
        if self.auction is not None:
            cards.append(self.auction)
        return cards

    def left_of(self, seat: int) -> list[int]:
        """Every seat in turn starting left of `seat` (and ending with it)."""
        return turn_order(self.players, (seat + 1) % self.players)

    def clone(self) -> "AHState":
        return twin(
            self, deck=list(self.deck), hands=[list(h) for h in self.hands], discard=list(self.discard),
            scores=list(self.scores), bidders=list(self.bidders), draft=[list(d) for d in self.draft],
            committed=list(self.committed), bids=[list(b) for b in self.bids], marks=list(self.marks),
            contenders=list(self.contenders), unresolved=list(self.unresolved), choices=plain_copy(self.choices),
            limbo=list(self.limbo), tribute=list(self.tribute), eights=list(self.eights), brawled=list(self.brawled),
            brawled_next=list(self.brawled_next), immune=list(self.immune), discarding=list(self.discarding),
            last_hand=plain_copy(self.last_hand), winners=list(self.winners), shown=[list(h) for h in self.shown])

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players, "deck": list(self.deck), "hands": [list(h) for h in self.hands],
            "dealer": self.dealer, "discard": list(self.discard), "hand_no": self.hand_no, "round": self.round,
            "scores": list(self.scores), "phase": self.phase, "auction": self.auction, "bidders": list(self.bidders),
            "draft": [list(d) for d in self.draft], "committed": list(self.committed),
            "bids": [list(b) for b in self.bids], "revealed": self.revealed, "marks": list(self.marks),
            "contenders": list(self.contenders),
            "tie": self.tie, "unresolved": list(self.unresolved),
            "choices": [{k: list(v) if isinstance(v, (list, tuple)) else v for k, v in c.items()}
                        for c in self.choices],
            "limbo": list(self.limbo), "tribute": list(self.tribute),
            "eights": [list(e) for e in self.eights], "brawled": list(self.brawled),
            "brawled_next": list(self.brawled_next), "immune": list(self.immune),
            "discarding": list(self.discarding), "first_round": self.first_round, "long_game": self.long_game,
            "target": self.target, "max_hands": self.max_hands, "hand_winner": self.hand_winner,
            "last_hand": self.last_hand, "winners": list(self.winners), "shown": [list(h) for h in self.shown],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "AHState":
        n = int(d["players"])
        s = cls(n, list(d["deck"]), [list(h) for h in d["hands"]])
        for key, value in d.items():
            if key in ("players", "deck", "hands"):
                continue
            if hasattr(s, key):
                setattr(s, key, value)
        s.choices = [dict(c) for c in s.choices]
        s.eights = [Kept(*e) for e in s.eights]
        for name, default in (("scores", 0), ("committed", False), ("immune", False), ("discarding", False),
                              ("marks", 0)):
            if len(getattr(s, name)) != n:
                setattr(s, name, [default] * n)
        for name in ("draft", "bids", "shown"):
            if len(getattr(s, name)) != n:
                setattr(s, name, [[] for _ in range(n)])
        if len(s.hands) != n:
            raise ValueError("there must be one hand per player")
        return s
