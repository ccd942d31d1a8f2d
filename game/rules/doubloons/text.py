"""Doubloons in words: prompts, log lines and the reasons a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.values import Action, Event
from game.engine.wording import counted, wins
from game.rules.doubloons import data as D

if TYPE_CHECKING:
    from game.rules.doubloons.state import DState

CHOICE_PROMPTS = {
    "discard": "Choose an action card to discard.",
    "give_card": "Me Hearties: choose which of the two cards to give away (face down).",
    "give_to": "Me Hearties: choose the player who gets the card.",
    "keep": "Choose the card you keep; the others go back on top of the deck.",
    "top": "Choose the card that goes back on top of the deck.",
    "take": "Choose the card you take from their hand.",
    "give_back": "Calico Jack: choose a card of yours to give them in return.",
    "bellamy": "Samuel Bellamy: choose the pirate you take (you must keep it); the rest go to the bottom.",
    "drop": "You have three pirates: choose the one you let go.",
}

SLOT_PROMPTS = {
    "steal_from": "Choose the player to steal a doubloon from.",
    "take_from": "Choose the player whose hand you take from.",
    "richest": "Several players are richest: choose whom to steal from.",
    "maroon": "Choose the player whose pirates are marooned.",
    "disable": "Choose the pirate to disable until your next turn.",
    "plank": "Choose the pirate who walks the plank.",
    "any_pirate": "Choose the pirate who costs 1 less this turn.",
    "give": "Choose the pirate of yours to swap away.",
    "take": "Choose the pirate you take (you pay their cost).",
    "copy": "Choose another player's pirate whose effect you use.",
    "replay": "Choose an action card you played this turn to re-play.",
}


def _n(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def kind_name(key: str) -> str:
    return D.CARD_BY_KEY[key].name if key in D.CARD_BY_KEY else D.PIRATE_BY_KEY[key].name


def pirate_name(pid: Any) -> str:
    return D.PIRATES[pid].name if isinstance(pid, int) and 0 <= pid < len(D.PIRATES) else "?"


def effect_words(effect: dict[str, Any], names: list[str] | None = None) -> str:
    """e.g. "Pillage ({p2})" or "Commandeer (Anne Bonny)"; names fill in seats when given."""
    return _picks_words(effect["kind"], effect["picks"], names)


def _picks_words(kind: str, picks: Any, names: list[str] | None) -> str:
    words = kind_name(kind)
    parts = []
    for slot, value in picks:
        if slot in ("copy", "give", "take", "any_pirate", "plank", "disable"):
            parts.append(pirate_name(value))
        elif slot in ("replay", "lookback"):
            parts.append(kind_name(value))
        else:
            parts.append(names[value] if names and isinstance(value, int) and value < len(names) else f"{{p{value}}}")
    return words + (f" ({', '.join(parts)})" if parts else "")


def main_prompt(state: "DState") -> str:
    left = state.plays, D.PLAYS_PER_TURN + state.bonus
    return (f"Your turn: play action cards ({left[0]} of {left[1]} played), use or hire pirates, "
            f"then end your turn.")


def target_prompt(effect: dict[str, Any], slot: str) -> str:
    return f"{effect_words(effect)}: {SLOT_PROMPTS[slot]}"


def react_prompt(state: "DState") -> str:
    effect = state.effect
    assert effect is not None
    if not state.chain:
        return f"{{p{effect['by']}}} plays {effect_words(effect)}. Heave To! to cancel it?"
    last = state.chain[-1][0]
    return f"{{p{last}}} shouts Heave To! (chain of {len(state.chain)}). Counter with your own Heave To!?"


def describe_action(action: Action, names: list[str]) -> str:
    k = action.kind
    if k == "play":
        return f"play {D.card_name(action['card'])}"
    if k == "use":
        return f"use {pirate_name(action['pirate'])}"
    if k == "hire":
        drop = action.get("drop")
        return f"hire {pirate_name(action['pirate'])}" + (f", letting {pirate_name(drop)} go" if drop is not None else "")
    if k in ("target", "choose"):
        (name, value), = action.args
        if name == "seat":
            return f"choose {_n(names, value)}"
        if name == "pirate":
            return f"choose {pirate_name(value)}"
        return f"choose {D.card_name(value)}"
    return {"end": "end the turn", "cancel": "take the card back", "heave_to": "Heave To!",
            "pass": "let it be"}.get(k, str(action))


def describe_event(e: Event, names: list[str], seat: int | None = None) -> str:
    k = e.kind
    who = _n(names, e.get("seat"))
    you = seat is not None and e.get("seat") == seat
    if k == "dealt":
        return f"{who} is dealt {e['count']} action cards."
    if k == "drew":
        return f"{'You' if you else who} drew {', '.join(D.card_name(c) for c in e['cards'])}."
    if k == "market":
        return "For hire: " + ", ".join(pirate_name(p) for p in e["pirates"]) + "."
    if k == "turn":
        woke = f" {', '.join(pirate_name(p) for p in e['woken'])} wake up." if e["woken"] else ""
        return f"— {who}'s turn (round {e['round']}).{woke}"
    if k == "draw":
        return f"{who} draws {counted(e['count'], 'card')}." if e["count"] else \
            f"{who} cannot draw: no cards left."
    if k == "reshuffle":
        return f"The discard pile is shuffled into a new deck ({e['cards']} cards)."
    if k == "pirates_reshuffled":
        return f"The pirate discard pile is shuffled into a new pirate deck ({e['count']})."
    if k == "played":
        return f"{who} plays {_picks_words(e['kind'], e['picks'], names)}."
    if k == "used":
        return f"{who} uses {_picks_words(D.PIRATE_KEYS[e['pirate']], e['picks'], names)}."
    if k == "heave_to":
        return f"HEAVE TO! {who} cancels {_n(names, e['against'])}'s {'Heave To!' if e['depth'] > 1 else 'play.'}"
    if k == "cancelled":
        return f"{who}'s {kind_name(e['kind'])} is cancelled."
    if k == "cancel_play":
        return ""
    if k == "collect":
        return f"{who} collects {counted(e['amount'], 'doubloon')}."
    if k == "steal":
        return f"{who} steals a doubloon from {_n(names, e['victim'])}."
    if k == "no_effect":
        return f"{who}'s play has no effect."
    if k == "barter":
        return f"{pirate_name(e['pirate'])} costs 1 less this turn."
    if k == "disabled":
        return f"{pirate_name(e['pirate'])} ({_n(names, e['owner'])}) is disabled until {_n(names, e['by'])}'s next turn."
    if k == "plank":
        return f"{pirate_name(e['pirate'])} ({_n(names, e['owner'])}) walks the plank."
    if k == "mutiny":
        frm = "the market" if e["owner"] is None else _n(names, e["owner"])
        return (f"Mutiny! {who} swaps {pirate_name(e['gave'])} for {pirate_name(e['took'])} from {frm}, "
                f"paying {e['paid']}.")
    if k == "look":
        return f"{who} looks at {counted(e['count'], 'card')} from the deck."
    if k == "seen":
        return f"{'You see' if you else who + ' sees'}: {', '.join(D.card_name(c) for c in e['cards'])}."
    if k == "kept":
        return f"{who} keeps one."
    if k == "returned":
        return f"{who} puts {e['count']} back on top of the deck." if e["count"] else ""
    if k == "gave":
        return f"{who} gives {_n(names, e['to'])} a card face down."
    if k == "card_moved":
        return f"{_n(names, e['to'])} takes a card from {_n(names, e['frm'])}."
    if k == "card_seen":
        return f"(The card was {D.card_name(e['card'])}.)"
    if k == "peek":
        return f"{who} looks at {_n(names, e['victim'])}'s hand."
    if k == "discarded":
        return f"{who} discards {D.card_name(e['card'])}."
    if k == "no_discard":
        return f"{who} has no card left to discard, so nothing more happens."
    if k == "copy":
        return f"{who} uses {_n(names, e['owner'])}'s {pirate_name(e['pirate'])}."
    if k == "replay":
        return f"{who} re-plays {kind_name(e['card'])}."
    if k == "scallywag":
        return f"{who} takes {pirate_name(e['pirate'])} from the pirate deck."
    if k == "bellamy":
        return f"{who} takes {pirate_name(e['pirate'])}; the rest go to the bottom."
    if k == "let_go":
        return f"{who} lets {pirate_name(e['pirate'])} go."
    if k == "hired":
        refill = f" {pirate_name(e['refill'])} joins the market." if e["refill"] is not None else ""
        return f"{who} hires {pirate_name(e['pirate'])} for {e['paid']}.{refill}"
    if k == "extra_play":
        return f"{who} may play a 4th action card this turn."
    if k == "protected":
        what = {"coins": "doubloons", "cards": "action cards", "crew": "pirates"}[e["what"]]
        return f"{who}'s {what} are protected until their next turn."
    if k == "cheaper":
        return f"Pirates cost {who} 1 less this turn."
    if k == "end_turn":
        return f"{who} ends the turn with {counted(e['coins'], 'doubloon')}."
    if k == "won":
        return f"{wins(_n(names, s) for s in e['winners'])}!"
    return str(k)


def result_summary(state: "DState") -> str:
    coins = state.coins
    if len(state.winners) == 1:
        w = state.winners[0]
        return f"{{p{w}}} ends a turn with {coins[w]} doubloons and wins."
    return "The game ran out of rounds: the richest captains share the win."


def explain_illegal(state: "DState", seat: int, action: Action) -> str | None:
    k = action.kind
    if state.step == "over":
        return "The game is over."
    if state.step == "react" and k != "heave_to":
        return "Wait: the table may answer with Heave To! first."
    if seat != state.turn and k != "heave_to":
        return "It is not your turn."
    if k == "heave_to":
        return "Heave To! is played only just after another player's card or pirate, to cancel it."
    if k == "play":
        key = action.get("card")
        if key == "heave_to":
            return "Heave To! is played only on another player's turn (or to counter one against you)."
        if state.plays >= D.PLAYS_PER_TURN + state.bonus:
            return f"You have already played {state.plays} action cards this turn."
        if key not in [D.CARD_KEYS[c] for c in state.hands[seat]]:
            return "You do not hold that card."
        return "That card has nothing to aim at now."
    if k == "use":
        pid = action.get("pirate")
        if pid in state.used:
            return "Each pirate may be used once per turn."
        if pid in state.disabled:
            return "A disabled pirate can't be used."
        if isinstance(pid, int) and 0 <= pid < len(D.PIRATES) and D.PIRATES[pid].passive:
            return f"{D.PIRATES[pid].name} works all the time; there is nothing to use."
        return "That pirate can't be used now."
    if k == "hire":
        pid = action.get("pirate")
        if pid not in state.market:
            return "Only the face-up pirates can be hired."
        if not D.has_room(state.crews[seat]) and action.get("drop") is None:
            return "You may have only two pirates: choose one to let go."
        return "You can't pay for that pirate."
    return None
