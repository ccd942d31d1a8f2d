"""Set a Stolen Treasure table the way a rule example describes it, then play it by named moves."""

from __future__ import annotations

from typing import Any

from game.engine import Match, registry
from game.engine.values import Action
from game.rules.stolen_treasure import data as D
from game.rules.stolen_treasure.state import STState
from tests.rules.harness import act, settle

RULES = registry.get("stolen_treasure")
NAMES = ["Anne", "Ben", "Cat", "Dan", "Eve", "Fox"]


def table(players: int = 3, turn: int = 0, hands: dict[int, list[str]] | None = None,
          buried: dict[int, list[str]] | None = None, fresh: bool = False, target: int = 1500, seed: int = 2, **extra: Any) -> Match:
    """A position at the start of `turn`'s turn. Treasure in hand may be buried now unless `fresh`."""
    free = list(range(D.DECK_SIZE))

    def take(key: str) -> int:
        card = next(c for c in free if D.CARD_KEYS[c] == key)
        free.remove(card)
        return card

    hand_cards = [[take(k) for k in (hands or {}).get(s, [])] for s in range(players)]
    buried_cards = [[take(k) for k in (buried or {}).get(s, [])] for s in range(players)]
    treasure = [c for c in free if D.is_treasure(c)]
    piracy = sorted((c for c in free if not D.is_treasure(c)),      # no answers on top of the deck
                    key=lambda c: D.CARD_KEYS[c] not in ("yarr", "pirates_code", "parley"))
    turn_no = 5
    since = {c: (turn_no if fresh else 1) for h in hand_cards for c in h if D.is_treasure(c)}
    state = STState(players, [treasure[: len(treasure) // 2], treasure[len(treasure) // 2:]], piracy, hand_cards,
                    buried_cards, target=target, turn=turn, turn_no=turn_no, skip=[0] * players, since=since)
    for key, value in extra.items():
        setattr(state, key, value)
    return Match.from_position(RULES, state.to_json(), seed=seed, names=NAMES[:players])


def card(m: Match, seat: int, key: str) -> int:
    return min(c for c in m.state.hands[seat] if D.CARD_KEYS[c] == key)


def play(m: Match, key: str, target: int | None = None) -> None:
    seat = m.state.turn
    m.submit(seat, Action.of("play", card=key))
    if target is not None:
        m.submit(seat, Action.of("target", seat=target))
    settle(m)


def wager(m: Match, target: int, stakes: list[str], answers: list[str]) -> int:
    """The player in turn wagers `stakes` (card keys) against `target`, who answers with `answers`;
    no Parley is held, so the dice decide at once. The seat that won."""
    by = m.state.turn
    act(m, by, Action.of("wager", target=target))
    for key in stakes:
        act(m, by, Action.of("stake", card=card(m, by, key)))
    act(m, by, Action.of("done"))
    for key in answers:
        act(m, target, Action.of("stake", card=card(m, target, key)))
    act(m, target, Action.of("done"))
    return next(e for e in m.events if e.kind == "wager_won")["seat"]


def answer(m: Match, shout: dict[int, bool] | None = None) -> None:
    """Close open Yarr!/Parley windows: seats in `shout` answer once, others pass."""
    shout = dict(shout or {})
    while m.state.step == "react":
        for d in m.pending():
            yes = shout.get(d.seat, False)
            if yes:
                shout[d.seat] = False
            m.submit(d.seat, d.actions[0] if yes else Action.of("pass"))
    settle(m)


def keys(m: Match, seat: int) -> list[str]:
    return sorted(D.CARD_KEYS[c] for c in m.state.hands[seat])
