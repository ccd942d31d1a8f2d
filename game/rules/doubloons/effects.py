"""What each action card and pirate does once no Heave To! has stopped it.

`resolve` walks an effect's kinds and picks: Commandeer and Hendrick Quintor
hand over to the copied pirate, Fire in the Hole and William Kidd to the card
they re-play. An effect that needs a choice after it starts (which card to
keep, which pirate to let go) leaves `state.choice`; `answer` finishes it.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine import decks
from game.engine.values import Event
from game.rules.doubloons import data as D
from game.rules.doubloons.state import DState, Protection
from game.rules.doubloons.targets import cards_safe, coins_safe, cost, shielded


# ---- moving things ------------------------------------------------------------------------
def collect(state: DState, seat: int, amount: int, ev: list[Event]) -> None:
    got = min(amount, state.bank)
    state.bank -= got
    state.coins[seat] += got
    ev.append(Event.of("collect", seat=seat, amount=got))


def pay(state: DState, seat: int, amount: int) -> None:
    state.coins[seat] -= amount
    state.bank += amount


def steal(state: DState, thief: int, victim: int, ev: list[Event]) -> None:
    if state.coins[victim] <= 0 or coins_safe(state, victim):
        ev.append(Event.of("no_effect", seat=thief, why="coins"))
        return
    state.coins[victim] -= 1
    state.coins[thief] += 1
    ev.append(Event.of("steal", seat=thief, victim=victim))


def draw(state: DState, rng: random.Random, ev: list[Event]) -> int | None:
    """The top action card; an empty deck is refilled by shuffling the discard pile."""
    card, reshuffled = decks.draw(state.deck, state.discard, rng)
    if reshuffled:
        ev.append(Event.of("reshuffle", cards=reshuffled))
    return card


def draw_into_hand(state: DState, seat: int, count: int, rng: random.Random, ev: list[Event]) -> None:
    got = []
    for _ in range(count):
        card = draw(state, rng, ev)
        if card is None:
            break
        state.hands[seat].append(card)
        got.append(card)
    ev.append(Event.of("draw", seat=seat, count=len(got)))
    if got:
        ev.append(Event.of("drew", visible_to=[seat], seat=seat, cards=tuple(got)))


def top_pirate(state: DState, rng: random.Random, ev: list[Event]) -> int | None:
    """The top of the pirate deck; when it runs out, the pirate discard pile is shuffled in."""
    pid, reshuffled = decks.draw(state.pirate_deck, state.pirate_discard, rng)
    if reshuffled:
        ev.append(Event.of("pirates_reshuffled", count=reshuffled))
    return pid


def lose_pirate(state: DState, pid: int) -> None:
    """A pirate leaves a crew for the pirate discard pile (and wakes up there)."""
    owner = state.owner(pid)
    if owner is not None:
        state.crews[owner].remove(pid)
    state.disabled.pop(pid, None)
    state.pirate_discard.append(pid)


def disable(state: DState, pid: int, by: int, ev: list[Event]) -> None:
    state.disabled[pid] = by
    # protection copied through this pirate (Hendrick Quintor) ends with it
    state.protect = [p for p in state.protect if p.via != pid]
    ev.append(Event.of("disabled", pirate=pid, owner=state.owner(pid), by=by))


def join_crew(state: DState, seat: int, pid: int) -> None:
    """A pirate taken for free (Scallywag, Samuel Bellamy): over two, one of the old ones must go."""
    state.crews[seat].append(pid)
    if len(state.crews[seat]) > D.MAX_PIRATES:
        state.choice = {"seat": seat, "kind": "drop", "options": [p for p in state.crews[seat] if p != pid]}


# ---- resolving ----------------------------------------------------------------------------
def resolve(state: DState, effect: dict[str, Any], rng: random.Random, ev: list[Event]) -> None:
    seat = effect["by"]
    picks = list(effect["picks"])
    via = effect["pirate"] if effect["source"] == "pirate" else -1
    _resolve_kind(state, seat, effect["kind"], picks, via, rng, ev)


def _resolve_kind(state: DState, seat: int, key: str, picks: list[list[Any]], via: int,
                  rng: random.Random, ev: list[Event]) -> None:
    def pick() -> Any:
        return picks.pop(0)[1]

    if key in ("commandeer", "hendrick_quintor"):
        pid = pick()
        if pid not in state.used:
            state.used.append(pid)
        if not state.enabled(pid) or state.owner(pid) in (None, seat):
            ev.append(Event.of("no_effect", seat=seat, why="copy"))
            return
        ev.append(Event.of("copy", seat=seat, pirate=pid, owner=state.owner(pid)))
        _resolve_kind(state, seat, D.PIRATE_KEYS[pid], picks, via if key == "hendrick_quintor" else -1, rng, ev)
        return
    if key in ("fire_in_the_hole", "william_kidd"):
        card = pick()
        ev.append(Event.of("replay", seat=seat, card=card))
        _resolve_kind(state, seat, card, picks, via, rng, ev)
        return
    if key in ("x_marks", "anne_bonny"):
        collect(state, seat, 1, ev)
    elif key == "yo_ho_ho":
        collect(state, seat, 2, ev)
    elif key == "bartholomew_roberts":
        collect(state, seat, 1, ev)
        draw_into_hand(state, seat, 1, rng, ev)
    elif key in ("pillage", "kanhoji_angre"):
        steal(state, seat, pick(), ev)
    elif key == "ching_shih":
        _discard_then(state, seat, "steal", pick(), rng, ev)
    elif key == "barbarossa":
        _discard_then(state, seat, "draw", -1, rng, ev)
    elif key == "barter":
        pid = pick()
        state.barter[pid] = state.barter.get(pid, 0) + 1
        ev.append(Event.of("barter", seat=seat, pirate=pid))
    elif key == "marooned":
        victim = pick()
        hit = [p for p in state.crews[victim] if not shielded(state, p, seat)]   # Sayyida shields first
        for pid in hit:
            disable(state, pid, seat, ev)
    elif key == "blackbeard":
        pid = pick()
        if state.owner(pid) is not None and not shielded(state, pid, seat):
            disable(state, pid, seat, ev)
    elif key == "walk_the_plank":
        pid = pick()
        owner = state.owner(pid)
        if owner is not None and not shielded(state, pid, seat):
            lose_pirate(state, pid)
            ev.append(Event.of("plank", seat=seat, pirate=pid, owner=owner))
    elif key == "mutiny":
        _mutiny(state, seat, pick(), pick(), ev)
    elif key == "me_hearties":
        _look(state, seat, 2, "give_card", rng, ev)
    elif key in ("spyglass", "jean_lafitte"):
        _look(state, seat, 3, "keep", rng, ev)
    elif key == "scallywag":
        pid = top_pirate(state, rng, ev)
        if pid is not None:
            ev.append(Event.of("scallywag", seat=seat, pirate=pid))
            join_crew(state, seat, pid)
    elif key == "samuel_bellamy":
        for _ in range(3):
            pid = top_pirate(state, rng, ev)
            if pid is not None:
                state.looking_pirates.append(pid)
        if state.looking_pirates:
            state.choice = {"seat": seat, "kind": "bellamy", "options": list(state.looking_pirates)}
    elif key in ("francis_fernando", "henry_morgan", "calico_jack"):
        _take_card(state, seat, key, pick(), rng, ev)
    elif key == "cheung_po_tsai":
        state.bonus += 1
        ev.append(Event.of("extra_play", seat=seat))
    elif key in ("mary_read", "grace_omalley", "sayyida_al_hurra"):
        kind = {"mary_read": "coins", "grace_omalley": "cards", "sayyida_al_hurra": "crew"}[key]
        state.protect.append(Protection(seat, kind, via))
        ev.append(Event.of("protected", seat=seat, what=kind))
    elif key == "stede_bonnet":
        state.stede_copied = True
        ev.append(Event.of("cheaper", seat=seat))


def _discard_then(state: DState, seat: int, then: str, target: int, rng: random.Random, ev: list[Event]) -> None:
    """"Discard 1 action card from your hand, then ...": the discard is the price, however the
    effect was reached (Commandeer, Hendrick Quintor, a hand emptied by a counter-Heave To!).
    With no card to pay it, nothing happens."""
    if state.hands[seat]:
        state.choice = {"seat": seat, "kind": "discard", "options": sorted(set(state.hands[seat])),
                        "then": then, "target": target}
    else:
        ev.append(Event.of("no_discard", seat=seat))


def _after_discard(state: DState, seat: int, then: str, target: int, rng: random.Random, ev: list[Event]) -> None:
    if then == "draw":
        draw_into_hand(state, seat, 2, rng, ev)
    else:
        steal(state, seat, target, ev)


def _mutiny(state: DState, seat: int, give: int, take: int, ev: list[Event]) -> None:
    if give not in state.crews[seat]:
        ev.append(Event.of("no_effect", seat=seat, why="mutiny"))
        return
    owner = state.owner(take)
    price = cost(state, seat, take)
    if price > state.coins[seat] or (owner is not None and shielded(state, take, seat)) or owner == seat:
        ev.append(Event.of("no_effect", seat=seat, why="mutiny"))
        return
    if owner is None and take not in state.market:
        ev.append(Event.of("no_effect", seat=seat, why="mutiny"))
        return
    pay(state, seat, price)
    mine = state.crews[seat]
    mine[mine.index(give)] = take
    if owner is None:
        state.market[state.market.index(take)] = give
    else:
        theirs = state.crews[owner]
        theirs[theirs.index(take)] = give
    ev.append(Event.of("mutiny", seat=seat, gave=give, took=take, owner=owner, paid=price))


def _look(state: DState, seat: int, count: int, kind: str, rng: random.Random, ev: list[Event]) -> None:
    for _ in range(count):
        card = draw(state, rng, ev)
        if card is not None:
            state.looking.append(card)
    ev.append(Event.of("look", seat=seat, count=len(state.looking), kind=kind))
    if state.looking:
        ev.append(Event.of("seen", visible_to=[seat], seat=seat, cards=tuple(state.looking)))
        state.choice = {"seat": seat, "kind": kind, "options": list(state.looking)}


def _take_card(state: DState, seat: int, key: str, victim: int, rng: random.Random, ev: list[Event]) -> None:
    if not state.hands[victim] or cards_safe(state, victim):
        ev.append(Event.of("no_effect", seat=seat, why="cards"))
        return
    if key == "francis_fernando":
        ev.append(Event.of("peek", seat=seat, victim=victim))
        state.choice = {"seat": seat, "kind": "take", "options": list(state.hands[victim]), "target": victim}
        return
    card = rng.choice(state.hands[victim])
    _move_card(state, victim, seat, card, ev)
    if key == "calico_jack":
        state.choice = {"seat": seat, "kind": "give_back", "options": sorted(set(state.hands[seat])),
                        "target": victim}


def _move_card(state: DState, frm: int, to: int, card: int, ev: list[Event]) -> None:
    state.hands[frm].remove(card)
    state.hands[to].append(card)
    ev.append(Event.of("card_moved", frm=frm, to=to))
    ev.append(Event.of("card_seen", visible_to=[frm, to], frm=frm, to=to, card=card))


# ---- choices after an effect began --------------------------------------------------------
def answer(state: DState, seat: int, value: Any, rng: random.Random, ev: list[Event]) -> None:
    """Carry out `seat`'s answer to `state.choice`; may leave a follow-up choice."""
    choice = state.choice
    assert choice is not None
    state.choice = None
    kind = choice["kind"]
    if kind == "discard":
        card = next(c for c in state.hands[seat] if c == value)
        state.hands[seat].remove(card)
        state.discard.append(card)
        ev.append(Event.of("discarded", seat=seat, card=card))
        _after_discard(state, seat, choice["then"], choice["target"], rng, ev)
    elif kind == "give_card":
        state.choice = {"seat": seat, "kind": "give_to", "options": state.seats_from(seat), "card": value}
    elif kind == "give_to":
        card = choice["card"]
        state.looking.remove(card)
        state.hands[value].append(card)
        state.hands[seat].extend(state.looking)
        state.looking = []
        ev.append(Event.of("gave", seat=seat, to=value))
        ev.append(Event.of("card_seen", visible_to=[seat, value], frm=seat, to=value, card=card))
    elif kind == "keep":
        state.looking.remove(value)
        state.hands[seat].append(value)
        ev.append(Event.of("kept", seat=seat))
        if len(state.looking) > 1:
            state.choice = {"seat": seat, "kind": "top", "options": list(state.looking)}
        else:
            _return_on_top(state, seat, [], ev)
    elif kind == "top":
        _return_on_top(state, seat, [value], ev)
    elif kind == "take":
        _move_card(state, choice["target"], seat, value, ev)
    elif kind == "give_back":
        _move_card(state, seat, choice["target"], value, ev)
    elif kind == "bellamy":
        state.looking_pirates.remove(value)
        state.pirate_deck[0:0] = state.looking_pirates      # the rest go to the bottom
        state.looking_pirates = []
        ev.append(Event.of("bellamy", seat=seat, pirate=value))
        join_crew(state, seat, value)
    elif kind == "drop":
        lose_pirate(state, value)
        ev.append(Event.of("let_go", seat=seat, pirate=value))


def _return_on_top(state: DState, seat: int, top: list[int], ev: list[Event]) -> None:
    rest = [c for c in state.looking if c not in top]
    state.deck.extend(rest + top)                             # the last one is the new top card
    ev.append(Event.of("returned", seat=seat, count=len(rest) + len(top)))
    state.looking = []
