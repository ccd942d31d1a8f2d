"""All Hands on Deck! in words: prompts, log lines and the reasons a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.values import Action, Event
from game.engine.wording import counted, wins
from game.rules.all_hands import data as C

if TYPE_CHECKING:
    from game.rules.all_hands.state import AHState

CHOICE_PROMPTS = {
    "order": "You revealed several action cards: which resolves first?",
    "cutpurse": "Cutpurse: choose a bid card to throw in the discard pile (or throw none).",
    "eight": "Pieces of Eight: choose a bid card to take into your hand after the auction.",
    "plunder": "Hidden Plunder: choose a card from the discard pile.",
    "keep": "Choose the card you keep; the others are discarded.",
    "give": "Shady Deal: you bid the lowest crew card. Choose a card to give.",
    "brawl": "Tavern Brawl: choose the Captain who misses the next deal and auction.",
    "tribute": "The Pirate King demands tribute: choose a card to pay him.",
    "king": "The Pirate King: keep up to two tribute cards (Done keeps no more).",
}


def _pulls(taken: int, whose: str) -> str:
    """What a cheat call's winner takes from the loser's hand: two pulled, one kept (or fewer there)."""
    if taken == 0:
        return f"finds no card in {whose}'s hand to pull"
    if taken == 1:
        return f"pulls a card from {whose}'s hand and keeps it"
    return f"pulls {taken} cards from {whose}'s hand and keeps one"


def _n(names: list[str], seat) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def cards_words(cards) -> str:
    return ", ".join(C.name(c) for c in cards) if cards else "nothing"


def describe_action(action: Action, names: list[str]) -> str:
    k = action.kind
    if k in ("add", "remove", "choose", "mark", "unmark") and action.get("card") is not None:
        verb = {"add": "bid", "remove": "take back", "choose": "choose", "mark": "discard",
                "unmark": "keep"}[k]
        return f"{verb} {C.name(action['card'])}"
    if k == "choose":
        return f"choose {_n(names, action['seat'])}"
    if k == "call_cheat":
        return f"call {_n(names, action['target'])} a Pirate Cheat"
    return {"bid": "place the bid", "pass": "pass", "done": "done"}.get(k, str(action))


def describe_event(e: Event, names: list[str], seat: int | None = None) -> str:
    k = e.kind
    who = _n(names, e.get("seat"))
    if k == "hand":
        return f"Hand {e['number']}: {_n(names, e['dealer'])} deals five cards to every Captain."
    if k == "hand_dealt":
        return f"{'Your' if e['seat'] == seat else who + chr(39) + 's'} cards: {cards_words(e['cards'])}."
    if k == "deal":
        return f"{'You are' if e['seat'] == seat else who + ' is'} dealt {C.name(e['card'])}."
    if k == "round":
        if e["auction"] is None:
            return "No card is left to auction."
        brawl = ""
        if e["brawled"]:
            brawl = " " + ", ".join(_n(names, s) for s in e["brawled"]) + " is still brawling: no card, no bid."
        return f"Round {e['number']}: up for auction, {C.name(e['auction'])}.{brawl}"
    if k == "reshuffle":
        return f"The deck is empty: the discard pile is shuffled into a new deck ({e['cards']} cards)."
    if k == "bid_ready":
        return f"{who} {'passes' if e['passed'] and not e['tie'] else 'forfeits' if e['passed'] else 'bids'}."
    if k == "bid_cards":
        return f"{'Your' if seat == e['seat'] else who + chr(39) + 's'} bid: {cards_words(e['cards'])}."
    if k == "reveal":
        parts = [f"{_n(names, s)}: {cards_words(b)}" for s, b in enumerate(e["fresh"]) if b]
        return ("Re-bids revealed! " if e["tie"] else "Bids revealed! ") + ("; ".join(parts) or "nobody bid") + "."
    if k == "no_bids":
        return f"Nobody bids: {C.name(e['card'])} goes to the discard pile."
    if k == "resolve":
        return f"{who} resolves {C.name(e['card'])}."
    if k == "cutpurse":
        return f"{who}'s Cutpurse throws {C.name(e['card'])} out of the bidding."
    if k == "cutpurse_none":
        return f"{who}'s Cutpurse throws no card out."
    if k == "dock":
        return "Fall off the Dock! The auction card and every bid card go to the discard pile."
    if k == "plunder":
        return f"{who} digs {C.name(e['card'])} out of the discard pile."
    if k == "mermaid":
        return f"{who}'s Mermaid draws a card from {counted(e['count'], 'Captain')}."
    if k == "lost":
        if seat == e["seat"]:
            return f"The Mermaid takes your {C.name(e['card'])}."
        mermaid = "Your" if seat == e["to"] else _n(names, e["to"]) + "'s"
        return f"{mermaid} Mermaid draws {C.name(e['card'])} from {who}."
    if k == "eight":
        return f"{who} marks {C.name(e['card'])} with Pieces of Eight."
    if k == "eight_saved":
        return f"{who} takes {C.name(e['card'])} from the table (Pieces of Eight)."
    if k == "shady_nothing":
        if e["giver"] is None:
            return f"{who}'s Shady Deal: nobody bid a crew card, no effect."
        return f"{who}'s Shady Deal comes to nothing."
    if k == "gave":
        return f"{who} gives {_n(names, e['to'])} a card (Shady Deal)."
    if k == "gave_card":
        return f"{who} gives {_n(names, e['to'])} {C.name(e['card'])}."
    if k == "brawl":
        return f"{who} starts a Tavern Brawl with {_n(names, e['target'])}: no card and no bid next round."
    if k == "tribute":
        return f"{who} pays {C.name(e['card'])} in tribute to {_n(names, e['to'])}."
    if k == "king_keeps":
        return f"The Pirate King {who} keeps {C.name(e['card'])}."
    if k == "tribute_discarded":
        return f"The rest of the tribute goes to the discard pile: {cards_words(e['cards'])}."
    if k == "kept":
        thrown = f"; discarded {cards_words(e['discarded'])}" if e["discarded"] else ""
        return f"{who} keeps one card{thrown}."
    if k == "kept_card":
        return f"{'You keep' if seat == e['seat'] else who + ' keeps'} {C.name(e['card'])}."
    if k == "pulled":
        return f"Pulled at random for {who}: {cards_words(e['cards'])}."
    if k == "cheat_call":
        return f"{who if e.get('seat') is not None else _n(names, e['frm'])} calls {_n(names, e['to'])} " \
               f"a Pirate Cheat! {_n(names, e['to'])} counts {e['count']} cards."
    if k == "cheat_caught":
        return f"Caught! {_n(names, e['frm'])} {_pulls(e['taken'], _n(names, e['to']))}."
    if k == "cheat_false":
        return f"An honest pirate! {_n(names, e['to'])} {_pulls(e['taken'], _n(names, e['frm']))} " \
               f"and is immune this round."
    if k == "tie":
        return "A tie for the highest bid: " + ", ".join(_n(names, s) for s in e["seats"]) + \
               " must bid more cards or forfeit."
    if k == "won":
        how = "with Rum" if e["rum"] else f"with a bid of {e['value']}"
        return f"{who} wins {C.name(e['card'])} {how}."
    if k == "no_winner":
        return f"No winner: {C.name(e['card'])} goes to the discard pile."
    if k == "discarded":
        return f"{who} discards {cards_words(e['cards'])}." if e["cards"] else ""
    if k == "all_hands":
        return f"ALL HANDS ON DECK! {who} has a seaworthy crew: {cards_words(e['cards'])}."
    if k == "hand_scores":
        parts = ", ".join(f"{_n(names, s)} {p} (total {t})" for s, (p, t) in enumerate(zip(e["points"], e["totals"])))
        return f"Hand {e['hand']} scores: {parts}."
    if k == "game_over":
        if not e["winners"]:
            return "The game ends with no winner."
        return wins(_n(names, s) for s in e["winners"]) + " the game!"
    return ""


def explain_illegal(state: "AHState", seat: int, action: Action) -> str | None:
    k = action.kind
    if k == "call_cheat":
        target = action.get("target")
        if target == seat:
            return "You cannot call yourself a Pirate Cheat."
        if isinstance(target, int) and 0 <= target < state.players and state.immune[target]:
            return "That Captain was called falsely this round and is immune until the next deal."
        if state.phase != "bid" or state.tie or state.committed[seat]:
            return "A Pirate Cheat can only be called before you place your bid and before the bids are revealed."
    if k in ("add", "bid") and seat in state.brawled:
        return "You are brawling in the tavern this round and cannot bid."
    if k == "bid" and not state.draft[seat]:
        return "Choose at least one card to bid, or pass."
    if k == "add" and action.get("card") not in state.hands[seat]:
        return "You can only bid cards from your own hand."
    return None


def result_summary(state: "AHState") -> str:
    if state.long_game:
        best = max(state.scores)
        return f"Best score {best} points after {state.hand_no} hand(s)."
    if state.hand_winner is None:
        return "Nobody built a crew."
    return "First to a seaworthy crew: all hands on deck!"
