"""Loot Pirates in words: log lines, move names and reasons a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.values import Action, Event
from game.engine.wording import acting, counted, listed, wins
from game.rules.loot_pirates import data

if TYPE_CHECKING:
    from game.rules.loot_pirates.state import LootState


def coins(n: int) -> str:
    return counted(n, "doubloon")


def share_words(takers: list[str], each: int, from_reserve: int) -> str:
    """A round's sharing of the booty, as the log and the table's volley summary both say it."""
    extra = f" ({coins(from_reserve)} from the reserve)" if from_reserve else ""
    return f"{acting(takers, 'takes', 'each take')} {coins(each)} of booty{extra}"


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def describe_action(action: Action, names: list[str]) -> str:
    k = action.kind
    if k == "aim":
        return f"aim at {_name(names, action['target'])}"
    if k == "bribe":
        return f"pay {_name(names, action['to'])} {coins(action['amount'])} not to shoot"
    if k == "offer_peek":
        return f"offer to show your dice to {_name(names, action['to'])} for {coins(data.PEEK_PRICE)}"
    if k == "accept":
        return "pay to see the dice"
    if k == "decline":
        return "decline the offer"
    if k == "pass":
        return "make no more offers"
    return {"drop": "drop your gun", "raise": "raise your gun", "shoot": "shoot"}.get(k, str(action))


def describe_event(event: Event, names: list[str], seat: int | None = None) -> str:
    """One log line; "" for events that only drive animations."""
    k = event.kind
    n = lambda key: _name(names, event[key])  # noqa: E731
    if k == "setup":
        return (f"{_name(names, event['captain'])} is Captain. Booty: {coins(event['booty'])}, "
                f"reserve: {coins(event['reserve'])}.")
    if k == "round":
        if event["duel"]:
            return "Shoot-out round " + str(event["number"]) + ": " + ", ".join(
                _name(names, s) for s in event["fighters"]) + " roll their dice."
        return f"Round {event['number']}: everyone rolls. Arrr!"
    you = seat is not None and seat == event.get("seat")
    who = "You" if you else (n("seat") if event.get("seat") is not None else "")
    if k == "roll":
        return f"{who} rolled red {event['red']}, black {event['black']}."
    if k == "aim_set":
        return f"{who} {'aim' if you else 'aims'} at {n('target')}."
    if k == "aims":
        return "Aim! " + "; ".join(f"{_name(names, s)} at {_name(names, t)}"
                                   for s, t in enumerate(event["aims"]) if t is not None) + "."
    if k == "bribe":
        return f"{n('frm')} pays {n('to')} {coins(event['amount'])}: \"Don't shoot me!\""
    # Peek offers between others are chatter: folded into the one line that ends the parley.
    if k == "peek_offer":
        if seat not in (event["frm"], event["to"]):
            return ""
        return f"{n('frm')} offers to show {n('to')} their dice for {coins(data.PEEK_PRICE)}."
    if k == "peek_answer":
        if not event["accepted"] and seat not in (event["frm"], event["to"]):
            return ""
        verb = "pays to see" if event["accepted"] else "declines to see"
        return f"{n('to')} {verb} {n('frm')}'s dice."
    if k == "peek_dice":
        return f"{n('seat')}'s dice: red {event['red']}, black {event['black']}."
    if k == "parley_over":
        offers = event.get("offers", 0)
        told = (f"Parley: {counted(offers, 'offer')} to show dice, "
                f"{event.get('taken', 0) or 'none'} taken. ") if offers else ""
        return told + "Ready! Set! Fire!"
    if k == "fire_set":
        return f"{who} chose to {event['choice']}."
    if k == "volley":
        parts = [f"{_name(names, s)} {c}s" for s, c in enumerate(event["choices"]) if c]
        return "Fire! " + ", ".join(p.replace("drops", "drops (yellow!)") for p in parts) + "."
    if k == "shot":
        result = "HIT" if event["hit"] else "misses"
        return (f"{n('shooter')} shoots {n('target')}: red {event['attack']} vs defence "
                f"{event['defence']}, {result}.")
    if k == "pay":
        return f"{n('frm')} pays {n('to')} {coins(event['amount'])}."
    if k == "share":
        if not event["seats"] or event["each"] == 0:
            return "Nobody dropped or was hit: no booty shared this round."
        takers = [_name(names, s) for s in event["seats"]]
        return f"{share_words(takers, event['each'], event['from_reserve'])}. Booty left: {event['booty']}."
    if k == "shootout":
        return "A tie! " + listed(_name(names, s) for s in event["seats"]) + " fight a shoot-out."
    if k == "duel_result":
        if not event["out"] or len(event["left"]) == 0:
            return "Nobody falls. The shoot-out goes on."
        return acting((_name(names, s) for s in event["out"]), "loses", "lose") + " the shoot-out."
    if k == "game_over":
        return f"The booty is gone. {wins(_name(names, s) for s in event['winners'])}!"
    return ""


def explain_illegal(state: "LootState", seat: int, action: Action) -> str | None:
    k = action.kind
    if k == "aim" and action.get("target") == seat:
        return "You cannot aim at yourself."
    if k == "bribe":
        amount, to = action.get("amount"), action.get("to")
        if to == seat:
            return "You cannot bribe yourself."
        if isinstance(amount, int) and amount > state.gold[seat]:
            return f"You have only {coins(state.gold[seat])} and cannot pay {amount}."
        if isinstance(amount, int) and amount < 1:
            return "A bribe must be at least 1 doubloon."
    if k == "accept" and state.gold[seat] < data.PEEK_PRICE:
        return f"You need {coins(data.PEEK_PRICE)} to pay for a look at the dice."
    if k in ("bribe", "offer_peek") and state.phase == "negotiate" \
            and state.offers_made[seat] >= data.MAX_OFFERS_PER_ROUND:
        return f"You have made your {data.MAX_OFFERS_PER_ROUND} offers this round."
    if k in ("drop", "raise", "shoot") and state.phase != "fire":
        return "Wait for 'Fire!' before you drop, raise or shoot."
    return None


def result_summary(state: "LootState") -> str:
    ranked = sorted(range(state.players), key=lambda s: -state.gold[s])
    best = state.gold[ranked[0]]
    if len(state.winners) > 1:
        return f"A tie at {coins(best)}: all tied pirates win."
    return f"Winner with {coins(state.gold[state.winners[0]])}; Captain for the next game."
