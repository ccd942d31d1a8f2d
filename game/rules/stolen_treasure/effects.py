"""Each piracy card of Stolen Treasure, in one place: what it does to each player it hits, and how the
choice it leaves is answered. (Names, counts, targets, timing and whether Pirate's Code can pass it
are in data.py; Yarr!, Parley and Pirate's Code themselves are answers, run by the ruleset's windows.)

`HITS[key](rules, state, by, victim, rng, ev)` resolves one hit (a card hitting three players runs
three times); a card that needs a choice sets `state.choice`, answered by `ANSWERS[kind]`.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from game.engine.values import Event
from game.rules.stolen_treasure import data as D


def piles_refill(state: Any) -> bool:
    """Whether the next treasure draw first shuffles the discards into new piles: both piles are
    empty and the discards hold cards ('If either the treasure cards ... run out ... shuffle any
    discarded cards back into the decks')."""
    return not any(state.piles) and bool(state.treasure_discard)


def pile_options(state: Any) -> list[int]:
    """The treasure piles one may draw from (both, when both are empty and the discards refill them)."""
    piles = range(D.TREASURE_PILES)
    if piles_refill(state):
        return list(piles)
    return [p for p in piles if state.piles[p]]


# ---- Plunder: draw 2 treasure cards from any piles (one action) -----------------------------------
def plunder(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    options = pile_options(state)
    state.choice = {"seat": by, "kind": "pile", "options": options, "left": 2} if options else None


def pile_answer(rules: Any, state: Any, seat: int, c: dict, value: Any, rng: random.Random, ev: list[Event]) -> None:
    rules._draw_treasure(state, seat, value, rng, ev)
    if c["left"] > 1 and pile_options(state):
        state.choice = {"seat": seat, "kind": "pile", "options": pile_options(state), "left": 1}


# ---- The Kraken: all treasure in hands goes back; both piles shuffled together and split ----------
def kraken(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    back = []
    for seat in range(state.players):
        treasure = [c for c in state.hands[seat] if D.is_treasure(c)]
        for card in treasure:
            rules._lose(state, seat, card)
        back += treasure
    cards = state.piles[0] + state.piles[1] + back
    rng.shuffle(cards)
    state.piles = [cards[: len(cards) // 2], cards[len(cards) // 2:]]
    ev.append(Event.of("kraken", returned=len(back)))


# ---- Spyglass: swap whole hands (every treasure swapped waits to be buried) -----------------------
def spyglass(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    state.hands[by], state.hands[victim] = state.hands[victim], state.hands[by]
    state.shown[by], state.shown[victim] = state.shown[victim], state.shown[by]     # swapped in plain sight
    for card in state.hands[by] + state.hands[victim]:
        if D.is_treasure(card):
            state.since[card] = state.turn_no
    ev.append(Event.of("swap", seat=by, victim=victim))


# ---- Skulduggery: take a random card, then give one of yours (not the one taken) -------------------
def skulduggery(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    if not state.hands[victim]:
        return                      # nothing to take: nothing given either
    taken = rng.choice(state.hands[victim])
    rules._move(state, victim, by, taken, ev)
    if len(state.hands[by]) > 1:
        state.choice = {"seat": by, "kind": "give", "options": sorted(c for c in state.hands[by] if c != taken),
                        "victim": victim}


def give_answer(rules: Any, state: Any, seat: int, c: dict, value: Any, rng: random.Random, ev: list[Event]) -> None:
    rules._move(state, seat, c["victim"], value, ev)


# ---- Hook: take a random card; the target skips their next turn (even with an empty hand) --------
def hook(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    if state.hands[victim]:
        rules._move(state, victim, by, rng.choice(state.hands[victim]), ev)
    state.skip[victim] += 1
    ev.append(Event.of("hooked", seat=by, victim=victim))


# ---- X Marks The Spot: dig up one of the target's buried treasures (it waits to be buried again) ---
def x_marks(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    if state.buried[victim]:
        state.choice = {"seat": by, "kind": "dig", "options": sorted(state.buried[victim]), "victim": victim}


def dig_answer(rules: Any, state: Any, seat: int, c: dict, value: Any, rng: random.Random, ev: list[Event]) -> None:
    state.buried[c["victim"]].remove(value)
    rules._gain(state, seat, value, seen=True)
    ev.append(Event.of("dug_up", seat=seat, victim=c["victim"], card=value))


# ---- YO HO HO!: 2 random treasure cards from the hand hit ------------------------------------------
def yo_ho_ho(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    treasure = [c for c in state.hands[victim] if D.is_treasure(c)]
    for card in rng.sample(treasure, min(2, len(treasure))):
        rules._move(state, victim, by, card, ev)


# ---- Bombs Away: the player hit discards 2 piracy cards of their choice (all, with 2 or fewer) -----
def bombs_away(rules: Any, state: Any, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
    piracy = [c for c in state.hands[victim] if not D.is_treasure(c)]
    if len(piracy) <= 2:
        for card in piracy:
            rules._lose(state, victim, card)
            state.piracy_discard.append(card)
        ev.append(Event.of("bombed", seat=victim, cards=tuple(piracy)))
    else:
        state.choice = {"seat": victim, "kind": "bomb", "options": sorted(piracy), "left": 2}


def bomb_answer(rules: Any, state: Any, seat: int, c: dict, value: Any, rng: random.Random, ev: list[Event]) -> None:
    rules._lose(state, seat, value)
    state.piracy_discard.append(value)
    ev.append(Event.of("bombed", seat=seat, cards=(value,)))
    if c["left"] > 1:
        state.choice = {"seat": seat, "kind": "bomb", "options": [x for x in c["options"] if x != value], "left": 1}


HITS: dict[str, Callable[..., None]] = {"plunder": plunder, "kraken": kraken, "spyglass": spyglass,
                                        "skulduggery": skulduggery, "hook": hook, "x_marks": x_marks,
                                        "yo_ho_ho": yo_ho_ho, "bombs_away": bombs_away}
ANSWERS: dict[str, Callable[..., None]] = {"pile": pile_answer, "give": give_answer, "dig": dig_answer,
                                           "bomb": bomb_answer}
