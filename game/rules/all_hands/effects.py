"""Each action card of All Hands on Deck!, in one place: what it does when resolved, and how its
choice is answered. (Its name, count and card text are in cards.py; a Tavern Brawl's round after
is kept by the round itself, which deals nobody in `state.brawled` a card and opens no bid for them.)

`resolve(rules, state, seat, card, rng, ev)` runs when the card's turn comes in the resolution
(after the bids are revealed); a card that needs a choice puts one in `state.choices`, and
`answer(rules, state, seat, choice, action, ev)` carries it out.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from game.engine.values import Action, Event
from game.rules.all_hands import data as C
from game.rules.all_hands.state import Kept


def bid_cards(state: Any, besides: int) -> list[int]:
    """Every card in the bids on the table except `besides` (the card picking)."""
    return [c for b in state.bids for c in b if c != besides]


def _choice(state: Any, seat: int, kind: str, options: list[Any], card: int, **extra: Any) -> None:
    state.choices.append({"seat": seat, "kind": kind, "options": options, "card": card, **extra})


# ---- Cutpurse: throw one bid card out before the auction is decided ------------------------------
def cutpurse(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    targets = bid_cards(state, card)
    if targets:
        _choice(state, p, "cutpurse", targets, card)


def cutpurse_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    if action.kind == "done":          # the card "allows" it: a Captain may throw nothing out
        ev.append(Event.of("cutpurse_none", seat=seat))
        return
    target = action["card"]
    for b in state.bids:
        if target in b:
            b.remove(target)
    state.discard.append(target)
    # a Pieces of Eight on the card thrown out comes to nothing
    state.eights = [kept for kept in state.eights if kept.card != target]
    ev.append(Event.of("cutpurse", seat=seat, card=target))


# ---- Fall off the Dock: the auction card, every bid and every unresolved action card are discarded ----
def dock(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    dropped = [c for b in state.bids for c in b] + ([state.auction] if state.auction is not None else [])
    state.discard.extend(dropped)
    state.bids = [[] for _ in range(state.players)]
    state.auction, state.unresolved, state.eights, state.contenders = None, [], [], []
    ev.append(Event.of("dock", seat=p, cards=tuple(dropped)))


# ---- Hidden Plunder: take one card of your choice from the discard pile --------------------------
def plunder(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    if state.discard:
        _choice(state, p, "plunder", list(state.discard), card)


def plunder_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    state.discard.remove(action["card"])
    ev.append(Event.of("plunder", seat=seat, card=action["card"]))
    rules._gain(state, seat, [action["card"]], seen=True)


# ---- Mermaid: a random card from every other hand; keep one, the rest are discarded ("keep") ------
def mermaid(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    drawn = []
    for other in state.left_of(p)[:-1]:
        if state.hands[other]:
            c = rng.choice(state.hands[other])
            rules._take_from_hand(state, other, c, unseen=True)
            drawn.append(c)
            ev.append(Event.of("lost", visible_to=[other, p], seat=other, card=c, to=p))
    ev.append(Event.of("mermaid", seat=p, count=len(drawn)))
    if drawn:
        state.limbo.extend(drawn)
        _choice(state, p, "keep", drawn, card)


# ---- Pieces of Eight: pick a bid card now, take it into your hand after the auction ---------------
def eight(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    claimed = {kept.card for kept in state.eights}          # each bid card goes to one hand only
    targets = [c for c in bid_cards(state, card) if c not in claimed]
    if targets:
        _choice(state, p, "eight", targets, card)


def eight_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    state.eights.append(Kept(seat, action["card"]))     # kept back from the discard by the auction's end
    ev.append(Event.of("eight", seat=seat, card=action["card"]))


# ---- Shady Deal: the lowest crew bidder gives you a card of his choice ----------------------------
def shady(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    lowest = None
    for s in state.left_of(state.dealer):           # ties: the first from the dealer's left
        for c in state.bids[s]:
            if C.is_crew(c) and (lowest is None or C.rank(c) < lowest[0]):
                lowest = (C.rank(c), s)
    if lowest is None or lowest[1] == p or not state.hands[lowest[1]]:
        ev.append(Event.of("shady_nothing", seat=p, giver=None if lowest is None else lowest[1]))
    else:
        giver = lowest[1]
        _choice(state, giver, "give", list(state.hands[giver]), card, to=p)


def shady_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    given = action["card"]
    rules._take_from_hand(state, seat, given, unseen=True)
    ev.append(Event.of("gave", seat=seat, to=c["to"]))
    ev.append(Event.of("gave_card", visible_to=[seat, c["to"]], seat=seat, to=c["to"], card=given))
    rules._gain(state, c["to"], [given])


# ---- Tavern Brawl: another Captain gets no card next round and may not bid on its auction ---------
def brawl(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    _choice(state, p, "brawl", [t for t in range(state.players) if t != p], card)


def brawl_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    state.brawled_next.append(action["seat"])       # becomes `state.brawled` when the next round starts
    ev.append(Event.of("brawl", seat=seat, target=action["seat"]))


# ---- The Pirate King: every other Captain pays a card in tribute; keep up to two -------------------
def king(rules: Any, state: Any, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
    for other in state.left_of(p)[:-1]:
        if state.hands[other]:
            _choice(state, other, "tribute", list(state.hands[other]), card, to=p)


def tribute_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    paid = action["card"]
    rules._take_from_hand(state, seat, paid)
    state.tribute.append(paid)
    ev.append(Event.of("tribute", seat=seat, to=c["to"], card=paid))
    if not any(ch["kind"] == "tribute" for ch in state.choices):
        _choice(state, c["to"], "king", list(state.tribute), c["card"], picks=0)


def king_answer(rules: Any, state: Any, seat: int, c: dict, action: Action, ev: list[Event]) -> None:
    if action.kind == "done" or c.get("picks", 0) >= 2:
        end_tribute(state, seat, ev)
        return
    kept = action["card"]
    state.tribute.remove(kept)
    ev.append(Event.of("king_keeps", seat=seat, card=kept))
    picks = c.get("picks", 0) + 1
    if picks < 2 and state.tribute:
        state.choices.append({**c, "options": list(state.tribute), "picks": picks})
    else:
        end_tribute(state, seat, ev)
    rules._gain(state, seat, [kept], seen=True)


def end_tribute(state: Any, seat: int, ev: list[Event]) -> None:
    """The tribute the King does not keep goes to the discard pile."""
    if state.tribute:
        ev.append(Event.of("tribute_discarded", seat=seat, cards=tuple(state.tribute)))
        state.discard.extend(state.tribute)
        state.tribute = []


# What each card does when resolved, by its key in cards.py.
EFFECTS: dict[str, Callable[..., None]] = {"cutpurse": cutpurse, "dock": dock, "plunder": plunder, "mermaid": mermaid,
                                           "eight": eight, "shady": shady, "brawl": brawl, "king": king}
# The choice a card leaves, by its kind, and who answers it ("keep" is the ruleset's own: a cheat call
# leaves one too).
ANSWERS: dict[str, Callable[..., None]] = {"cutpurse": cutpurse_answer, "plunder": plunder_answer,
                                           "eight": eight_answer, "give": shady_answer, "brawl": brawl_answer,
                                           "tribute": tribute_answer, "king": king_answer}
