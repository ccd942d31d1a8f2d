"""What a card or pirate may aim at, what things cost, and who is protected.

An effect is played as a kind (a card or pirate key) plus a list of picks made
before anyone may answer with Heave To! (whom to rob, which pirate to swap).
Choices that depend on what is seen or drawn (which card to keep) come after.
Some picks open another effect: Commandeer and Hendrick Quintor copy a pirate,
William Kidd re-plays a card, Fire in the Hole re-plays the last card; that
effect's own picks follow. An effect is offered only if every pick has a choice.
"""

from __future__ import annotations

from typing import Iterable, TYPE_CHECKING, Any

from game.rules.doubloons import data as D

if TYPE_CHECKING:
    from game.rules.doubloons.state import DState

# The picks each kind needs before the Heave To! window, in order.
SLOTS: dict[str, tuple[str, ...]] = {
    "x_marks": (), "yo_ho_ho": (), "pillage": ("steal_from",), "fire_in_the_hole": ("lookback",),
    "barter": ("any_pirate",), "commandeer": ("copy",), "marooned": ("maroon",), "me_hearties": (),
    "mutiny": ("give", "take"), "scallywag": (), "spyglass": (), "walk_the_plank": ("plank",),
    "anne_bonny": (), "barbarossa": (), "blackbeard": ("disable",), "ching_shih": ("steal_from",),
    "francis_fernando": ("take_from",), "hendrick_quintor": ("copy",), "henry_morgan": ("take_from",),
    "kanhoji_angre": ("richest",), "samuel_bellamy": (), "william_kidd": ("replay",),
    "bartholomew_roberts": (), "calico_jack": ("take_from",), "jean_lafitte": (), "cheung_po_tsai": (),
    # passive pirates do nothing when used, but may be copied (protection until your next turn)
    "grace_omalley": (), "mary_read": (), "sayyida_al_hurra": (), "stede_bonnet": (),
}
OPENS_EFFECT = frozenset({"copy", "replay", "lookback"})       # picks whose value is itself an effect
SEAT_SLOTS = frozenset({"steal_from", "maroon", "take_from", "richest"})
PIRATE_SLOTS = frozenset({"any_pirate", "copy", "give", "take", "plank", "disable"})
NEEDS_DISCARD = frozenset({"barbarossa", "ching_shih"})        # discard a card from your hand first
LOOKS_AT_DECK = frozenset({"spyglass", "jean_lafitte", "me_hearties"})
TAKES_PIRATE = frozenset({"scallywag", "samuel_bellamy"})
MAX_DEPTH = 3


# ---- protection ------------------------------------------------------------------------
def _copied_guard(state: "DState", seat: int, kind: str) -> bool:
    for who, what, via in state.protect:
        if who == seat and what == kind and (via < 0 or (via in state.crews[seat] and state.enabled(via))):
            return True
    return False


def _has_enabled(state: "DState", seat: int, key: str) -> bool:
    pid = D.PIRATE_ID[key]
    return pid in state.crews[seat] and state.enabled(pid)


def coins_safe(state: "DState", seat: int) -> bool:
    """Mary Read (own and enabled, or copied until your next turn): doubloons can't be stolen."""
    return _has_enabled(state, seat, "mary_read") or _copied_guard(state, seat, "coins")


def cards_safe(state: "DState", seat: int) -> bool:
    """Grace O'Malley: action cards can't be stolen."""
    return _has_enabled(state, seat, "grace_omalley") or _copied_guard(state, seat, "cards")


def shielded(state: "DState", pid: int, by: int) -> bool:
    """Sayyida al Hurra: others can't disable, swap or plank her captain's other pirate."""
    owner = state.owner(pid)
    if owner is None or owner == by:
        return False
    sayyida = D.PIRATE_ID["sayyida_al_hurra"]
    if sayyida in state.crews[owner] and state.enabled(sayyida) and pid != sayyida:
        return True
    return _copied_guard(state, owner, "crew")


def cost(state: "DState", seat: int, pid: int) -> int:
    """A pirate's price for `seat` now: Barter discounts and Stede Bonnet's, never below 0."""
    return costs(state, seat, (pid,))[0]


def costs(state: "DState", seat: int, pids: "Iterable[int]") -> list[int]:
    """The prices of several pirates for `seat` (Stede Bonnet looked up once)."""
    stede = 1 if _has_enabled(state, seat, "stede_bonnet") or (state.stede_copied and seat == state.turn) else 0
    barter, listed = state.barter, D.PIRATE_COSTS
    if not barter and not stede:        # most of the time: the list prices
        return [listed[pid] for pid in pids]
    return [max(0, listed[pid] - barter.get(pid, 0) - stede) for pid in pids]


# ---- what may be aimed at -----------------------------------------------------------------
def lookback(state: "DState") -> str | None:
    """Fire in the Hole: the last card played that was neither a Fire in the Hole nor a Heave To!
    (so a Heave To! leads back to the card it cancelled)."""
    for key in reversed(state.history):
        if key not in ("fire_in_the_hole", "heave_to"):
            return key
    return None


def options(state: "DState", seat: int, slot: str, depth: int = 0, from_hand: bool = False) -> list[Any]:
    """What `slot` may aim at. `from_hand`: the card that leads here is still in the hand it is
    about to leave (a Commandeer copying Barbarossa must leave another card to discard)."""
    return list(_aims(state, seat, slot, depth, from_hand))


def _any_aim(state: "DState", seat: int, slot: str, depth: int, from_hand: bool) -> bool:
    """Whether `slot` has anything to aim at (stops at the first: the rules ask this of every card
    in hand at every move)."""
    return next(iter(_aims(state, seat, slot, depth, from_hand)), _NOTHING) is not _NOTHING


_NOTHING = object()


def _aims(state: "DState", seat: int, slot: str, depth: int, from_hand: bool) -> Iterable[Any]:
    """`options`, lazily where the list is not needed whole."""
    others = state.seats_from(seat)
    if slot == "steal_from":
        return (s for s in others if state.coins[s] > 0 and not coins_safe(state, s))
    if slot == "take_from":
        return (s for s in others if state.hands[s] and not cards_safe(state, s))
    if slot == "richest":
        robbable = [s for s in others if state.coins[s] > 0 and not coins_safe(state, s)]
        top = max((state.coins[s] for s in robbable), default=0)
        return [s for s in robbable if state.coins[s] == top]
    if slot == "maroon":
        return (s for s in others
                if any(state.enabled(p) and not shielded(state, p, seat) for p in state.crews[s]))
    if slot == "disable":
        return (p for s in others for p in state.crews[s] if state.enabled(p) and not shielded(state, p, seat))
    if slot == "plank":
        return (p for s in [seat] + others for p in state.crews[s] if not shielded(state, p, seat))
    if slot == "any_pirate":
        return [p for p in state.market if p is not None] + [p for crew in state.crews for p in crew]
    if slot == "give":
        return list(state.crews[seat])
    if slot == "take":
        takeable = [p for p in state.market if p is not None]
        takeable += [p for s in others for p in state.crews[s] if not shielded(state, p, seat)]
        return (p for p in takeable if cost(state, seat, p) <= state.coins[seat])
    if slot == "copy":
        return (p for s in others for p in state.crews[s]
                if state.enabled(p) and p not in state.used
                and playable(state, seat, D.PIRATE_KEYS[p], depth + 1, copied=True, from_hand=from_hand))
    if slot == "replay":
        kinds: list[str] = []
        for card in state.played:
            key = D.card_key(card)
            if key != "heave_to" and key not in kinds and playable(state, seat, key, depth + 1,
                                                                   from_hand=from_hand):
                kinds.append(key)
        return kinds
    if slot == "lookback":
        key = lookback(state)
        return [key] if key is not None and playable(state, seat, key, depth + 1, from_hand=from_hand) else []
    raise ValueError(f"unknown pick {slot!r}")


def playable(state: "DState", seat: int, key: str, depth: int = 0, copied: bool = False,
             from_hand: bool = False) -> bool:
    """Whether `seat` could play or use `key` now with every pick filled.

    `from_hand`: the card itself is still in the hand it is about to leave."""
    if depth > MAX_DEPTH:
        return False
    if key in NEEDS_DISCARD and len(state.hands[seat]) - (1 if from_hand else 0) < 1:
        return False
    if key in LOOKS_AT_DECK and not (state.deck or state.discard):
        return False
    if key in TAKES_PIRATE and not (state.pirate_deck or state.pirate_discard):
        return False
    if key in D.PIRATE_BY_KEY and D.PIRATE_BY_KEY[key].passive and not copied:
        return False
    for slot in SLOTS[key]:     # a loop, not all(): the rules ask this of every card at every move
        if not _any_aim(state, seat, slot, depth, from_hand):
            return False
    return True


def slot_kind(slot: str) -> str:
    """The argument name a pick travels under in an Action: seat, pirate or card."""
    if slot in SEAT_SLOTS:
        return "seat"
    if slot in PIRATE_SLOTS:
        return "pirate"
    return "card"
