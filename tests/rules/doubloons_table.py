"""Set a Doubloons table the way a rule example describes it, then play it by named moves."""

from __future__ import annotations

from typing import Any

from game.engine import Match, registry
from game.engine.values import Action
from game.rules.doubloons import data as D
from game.rules.doubloons.state import DState
from tests.rules.harness import settle

RULES = registry.get("doubloons")


def cards_of(key: str) -> list[int]:
    return [c for c in range(D.DECK_SIZE) if D.CARD_KEYS[c] == key]


def pid(key: str) -> int:
    return D.PIRATE_ID[key]


def table(players: int = 3, turn: int = 0, hands: dict[int, list[str]] | None = None,
          coins: dict[int, int] | None = None, crews: dict[int, list[str]] | None = None,
          market: list[str] | None = None, deck_top: list[str] | None = None, seed: int = 1,
          **extra: Any) -> Match:
    """A position mid-game at the start of `turn`'s turn (after the draw). Unnamed cards fill the
    deck with non-Heave To! cards on top, so an unexpected draw never gives anyone an answer."""
    free = list(range(D.DECK_SIZE))

    def take(key: str) -> int:
        card = next(c for c in free if D.CARD_KEYS[c] == key)
        free.remove(card)
        return card

    hand_cards = [[take(k) for k in (hands or {}).get(s, [])] for s in range(players)]
    top = [take(k) for k in reversed(deck_top or [])]
    rest = sorted(free, key=lambda c: D.CARD_KEYS[c] != "heave_to")   # Heave To!s at the bottom
    deck = rest + top
    pirates_free = list(range(len(D.PIRATES)))
    crew_ids = []
    for s in range(players):
        crew_ids.append([pid(k) for k in (crews or {}).get(s, [])])
        for p in crew_ids[-1]:
            pirates_free.remove(p)
    market_ids = [pid(k) for k in market] if market else [p for p in pirates_free[:5]]
    for p in market_ids:
        if p in pirates_free:
            pirates_free.remove(p)
    pile = [(coins or {}).get(s, 0) for s in range(players)]
    state = DState(players, deck, hand_cards, pile, D.BANK - sum(pile), pirates_free, market_ids, crew_ids,
                   turn=turn)
    for key, value in extra.items():
        setattr(state, key, value)
    return Match.from_position(RULES, state.to_json(), seed=seed, names=["Anne", "Ben", "Cat", "Dan", "Eve", "Fox"][:players])


def play(m: Match, key: str, *picks: Any) -> None:
    """The player whose turn it is plays card `key`, making each pick in turn."""
    seat = m.state.turn
    m.submit(seat, Action.of("play", card=key))
    _picks(m, seat, picks)
    settle(m)


def use(m: Match, pirate: str, *picks: Any) -> None:
    seat = m.state.turn
    m.submit(seat, Action.of("use", pirate=pid(pirate)))
    _picks(m, seat, picks)
    settle(m)


def _picks(m: Match, seat: int, picks: Any) -> None:
    for value in picks:
        d = m.decision_for(seat)
        assert d is not None and d.step == "target", d
        (name, _), = d.actions[0].args
        if isinstance(value, str) and name == "pirate":
            value = pid(value)
        m.submit(seat, Action.of("target", **{name: value}))


def answer_all(m: Match, heave: dict[int, bool] | None = None) -> None:
    """Close every open Heave To! window: `heave` says who shouts (others pass)."""
    heave = dict(heave or {})
    while m.state.step == "react":
        for d in m.pending():
            shout = heave.get(d.seat, False)
            if shout:
                heave[d.seat] = False       # each entry shouts once
            m.submit(d.seat, Action.of("heave_to") if shout else Action.of("pass"))


def choose(m: Match, **arg: Any) -> None:
    seat = m.state.choice["seat"]
    if "pirate" in arg and isinstance(arg["pirate"], str):
        arg["pirate"] = pid(arg["pirate"])
    m.submit(seat, Action.of("choose", **arg))


def end(m: Match) -> None:
    m.submit(m.state.turn, Action.of("end"))


def kinds(m: Match, seat: int) -> list[str]:
    return sorted(D.CARD_KEYS[c] for c in m.state.hands[seat])
