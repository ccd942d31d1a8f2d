"""The position of a Doubloons game. Mutable, cloned by hand for search.

Every action card (0-59) is always in exactly one place: the deck, the discard
pile, a hand, the cards played this turn (`played`), the Heave To! cards of an
open counter chain (`chain`), or `looking` (cards drawn or peeked at that wait
for their chooser). Every pirate (0-17) is in the pirate deck, the market, a
crew, the pirate discard pile or `looking_pirates`. Doubloons are in piles or
the bank, 50 in all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.engine.records import plain_copy, twin
from game.engine.steps import CounterChain, ReactionWindow, seats_after


class Protection(NamedTuple):
    """A seat shielded until its next turn by a copied passive pirate (Grace O'Malley, Mary Read,
    Sayyida al Hurra through Hendrick Quintor or Commandeer): what is shielded, and through which
    pirate (-1: none), so the shield ends with that pirate. A list of three in a save file."""

    seat: int
    what: str        # "coins", "cards" or "crew"
    via: int


@dataclass
class DState:
    players: int
    deck: list[int]                                   # the top card is the last one
    hands: list[list[int]]
    coins: list[int]
    bank: int
    pirate_deck: list[int]                            # the top pirate is the last one
    market: list[int | None]                          # the face-up pirates (None: an empty slot)
    crews: list[list[int]]
    first: int = 0
    turn: int = 0                                     # whose turn it is
    round: int = 1
    step: str = "main"                                # main | target | react | choose | over
    discard: list[int] = field(default_factory=list)
    pirate_discard: list[int] = field(default_factory=list)
    disabled: dict[int, int] = field(default_factory=dict)    # pirate -> seat whose next turn wakes it
    played: list[int] = field(default_factory=list)   # action cards played this turn, cancelled ones too
    plays: int = 0                                    # plays counted toward the limit
    bonus: int = 0                                    # extra plays this turn (Cheung Po Tsai)
    used: list[int] = field(default_factory=list)     # pirates whose effect was used this turn
    barter: dict[int, int] = field(default_factory=dict)      # pirate -> discount this turn
    stede_copied: bool = False                        # Stede Bonnet copied: pirates cost 1 less this turn
    protect: list[Protection] = field(default_factory=list)
    history: list[str] = field(default_factory=list)  # kinds of every action card played, oldest first
    effect: dict[str, Any] | None = None              # the card or pirate being played, with its targets
    chain: list[list[int]] = field(default_factory=list)      # [seat, card] Heave To!s against the effect
    window: ReactionWindow | None = None
    choice: dict[str, Any] | None = None              # a choice the effect asks for after it resolves
    looking: list[int] = field(default_factory=list)
    looking_pirates: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)

    # ---- small questions --------------------------------------------------------------
    def enabled(self, pid: int) -> bool:
        return pid not in self.disabled

    def owner(self, pid: int) -> int | None:
        for seat, crew in enumerate(self.crews):
            if pid in crew:
                return seat
        return None

    def seats_from(self, seat: int) -> list[int]:
        return seats_after(self.players, seat)

    def heave_to_seats(self) -> list[int]:
        """Who is asked for a Heave To! now: everyone after the last to play, holding one or not; but on
        your own turn you may only counter a Heave To! that cancels your own card."""
        by = self.effect["by"]
        countered = CounterChain.countered(self.chain, by)
        return [s for s in self.seats_from(CounterChain.last(self.chain, by))
                if s != self.turn or countered == self.turn]

    def all_cards(self) -> list[int]:
        cards = list(self.deck) + list(self.discard) + list(self.played) + list(self.looking)
        cards += CounterChain.cards(self.chain)
        for hand in self.hands:
            cards += hand
        return cards

    def all_pirates(self) -> list[int]:
        pirates = list(self.pirate_deck) + [p for p in self.market if p is not None]
        pirates += list(self.pirate_discard) + list(self.looking_pirates)
        for crew in self.crews:
            pirates += crew
        return pirates

    # ---- copies and files -------------------------------------------------------------
    def clone(self) -> "DState":
        return twin(
            self, deck=list(self.deck), hands=[list(h) for h in self.hands], coins=list(self.coins),
            pirate_deck=list(self.pirate_deck), market=list(self.market), crews=[list(c) for c in self.crews],
            discard=list(self.discard), pirate_discard=list(self.pirate_discard), disabled=dict(self.disabled),
            played=list(self.played), used=list(self.used), barter=dict(self.barter), protect=list(self.protect),
            history=list(self.history), effect=_copy_effect(self.effect), chain=[list(c) for c in self.chain],
            window=self.window.clone() if self.window else None, choice=plain_copy(self.choice),
            looking=list(self.looking), looking_pirates=list(self.looking_pirates), winners=list(self.winners))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players, "deck": list(self.deck), "hands": [list(h) for h in self.hands],
            "coins": list(self.coins), "bank": self.bank, "pirate_deck": list(self.pirate_deck),
            "market": list(self.market), "crews": [list(c) for c in self.crews], "first": self.first,
            "turn": self.turn, "round": self.round, "step": self.step, "discard": list(self.discard),
            "pirate_discard": list(self.pirate_discard),
            "disabled": [[p, s] for p, s in sorted(self.disabled.items())],
            "played": list(self.played), "plays": self.plays, "bonus": self.bonus, "used": list(self.used),
            "barter": [[p, d] for p, d in sorted(self.barter.items())], "stede_copied": self.stede_copied,
            "protect": [list(p) for p in self.protect], "history": list(self.history),
            "effect": _copy_effect(self.effect), "chain": [list(c) for c in self.chain],
            "window": self.window.to_json() if self.window else None,
            "choice": dict(self.choice) if self.choice else None, "looking": list(self.looking),
            "looking_pirates": list(self.looking_pirates), "winners": list(self.winners),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "DState":
        s = cls(int(d["players"]), list(d["deck"]), [list(h) for h in d["hands"]], list(d["coins"]),
                int(d["bank"]), list(d["pirate_deck"]), list(d["market"]), [list(c) for c in d["crews"]])
        for key in ("first", "turn", "round", "step", "discard", "pirate_discard", "played", "plays", "bonus",
                    "used", "stede_copied", "history", "looking", "looking_pirates", "winners"):
            if key in d:
                setattr(s, key, d[key])
        s.disabled = {int(p): int(by) for p, by in d.get("disabled", [])}
        s.barter = {int(p): int(n) for p, n in d.get("barter", [])}
        s.protect = [Protection(*p) for p in d.get("protect", [])]
        s.effect = _copy_effect(d.get("effect"))
        s.chain = [list(c) for c in d.get("chain", [])]
        s.window = ReactionWindow.from_json(d["window"]) if d.get("window") else None
        s.choice = dict(d["choice"]) if d.get("choice") else None
        if not (len(s.hands) == len(s.coins) == len(s.crews) == s.players):
            raise ValueError("there must be one hand, one doubloon pile and one crew per player")
        return s


def _copy_effect(effect: dict[str, Any] | None) -> dict[str, Any] | None:
    if effect is None:
        return None
    copy = dict(effect)
    copy["picks"] = [list(p) for p in effect["picks"]]
    copy["todo"] = list(effect["todo"])
    return copy
