"""Each commodore's gambit, in one place: when it is offered and what it does.

A fleet's commodore card gives it one gambit, usable once per battle (data.GAMBITS holds the
words on the cards; a campaign's new battle gives them back, see Privateer._begin_battle).
The ruleset asks here which gambits are open at each step and hands a chosen one back here.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from game.engine.values import Action, Event
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import Hex, as_hex, neighbours
from game.rules.privateer.state import PState, fleet_of

RED, BLUE, YELLOW, GREEN, GRAY, BLACK = range(6)    # commodore cards 1-6, in data.GAMBITS order


def ready(state: PState, slot: int, colour: int) -> bool:
    """The fleet in `slot` has this commodore and has not used the gambit this battle."""
    return state.fleets[slot] == colour and not state.gambit_used[slot]


# ---- Reinforcements (black): before the roll, buy a ship beside one of yours ----------------
def reinforcements(state: PState, slot: int, seat: int, empty: Callable[[Hex], bool]) -> list[Action]:
    if not ready(state, slot, BLACK) or state.gold[seat] < D.THIRD_SHIP_COST:
        return []
    mine = state.fleet_ships(state.fleets[slot])
    if len(mine) >= D.SHIPS_PER_FLEET:
        return []
    spots = sorted({h for s in mine for h in neighbours(as_hex(state.ships[s])) if empty(h)})
    return [Action.of("gambit", name="reinforce", hex=h) for h in spots]


def reinforce(state: PState, seat: int, action: Action, launch: Callable[[Hex], int]) -> Event:
    """Pay for the ship into the treasure and launch it (it gets dice this turn)."""
    state.gambit_used[state.slot] = True
    state.gold[seat] -= D.THIRD_SHIP_COST
    state.treasure += D.THIRD_SHIP_COST
    return Event.of("gambit", seat=seat, name="reinforce", ship=launch(action["hex"]))


# ---- the dice gambits (red, blue, yellow, green): right after the roll ----------------------
def dice_gambits(state: PState, slot: int) -> list[Action]:
    """Steady Hands, Trim the Sails, Double-Shotted Guns and Local Pilot belong after the roll,
    before any die is spent."""
    if any(die.used for die in state.dice):
        return []
    faces = sorted({(k, f) for k, f, _ in state.dice})
    if ready(state, slot, RED):
        return [Action.of("gambit", name="reroll", kind=k, face=f) for k, f in faces]
    if ready(state, slot, BLUE):
        return [Action.of("gambit", name="trim", face=f, to=t) for k, f in faces if k == "sail"
                for t in sorted(set(D.SAIL_FACES)) if t != f]
    if ready(state, slot, YELLOW):
        return [Action.of("gambit", name="double_shot", face=f, to=t) for k, f in faces if k == "cannon"
                for t in D.CANNON_FACES if t != f]
    if ready(state, slot, GREEN):
        return [Action.of("gambit", name="pilot")]
    return []


def play_dice_gambit(state: PState, action: Action, rng: random.Random) -> Event:
    """Re-roll or set one die; or turn on Local Pilot (sailing reads `state.pilot` this turn)."""
    name = action["name"]
    state.gambit_used[state.slot] = True
    if name == "pilot":
        state.pilot = True
    else:
        kind = action.get("kind") or ("sail" if name == "trim" else "cannon")
        die = state.unspent_die(kind, action["face"])
        if name == "reroll":
            die.face = rng.choice(D.SAIL_FACES if kind == "sail" else D.CANNON_FACES)
        else:
            die.face = action["to"]
    return Event.of("gambit", seat=state.current, name=name, dice=tuple((k, f) for k, f, _ in state.dice))


# ---- Grappling Hooks (gray): declared before a boarding roll, wins it -------------------------
def hooked_side(state: Any, ship: int, enemy: int) -> int | None:
    """The side of a boarding whose fleet may use Grappling Hooks (the boarding ship asked first), if
    any. Reads only the open position (fleets, gambits used, grudge ships), so a captain weighing a
    boarding asks it of its view too."""
    for side in (ship, enemy):
        fleet = fleet_of(side)
        slot = state.fleets.index(fleet) if fleet in state.fleets else None
        if slot is not None and ready(state, slot, GRAY) and side not in state.grudge:
            return side
    return None


def grapple_offer(state: PState, ship: int, enemy: int) -> bool:
    """If either side of this boarding may use Grappling Hooks, note who (and for which ship) in
    `state.boarding` and say so: the ruleset then asks that seat before any roll."""
    side = hooked_side(state, ship, enemy)
    if side is None:
        return False
    state.boarding["gray"] = state.owner[state.fleets.index(fleet_of(side))]
    state.boarding["gray_ship"] = side
    return True


def grapple(state: PState) -> tuple[int, Event]:
    """The hooked ship wins the boarding action without a roll."""
    b = state.boarding
    state.gambit_used[state.fleets.index(fleet_of(b["gray_ship"]))] = True
    return b["gray_ship"], Event.of("gambit", seat=b["gray"], name="grapple")
