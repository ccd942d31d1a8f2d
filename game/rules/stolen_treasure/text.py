"""Stolen Treasure in words: prompts, log lines and the reasons a move is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.values import Action, Event
from game.engine.wording import counted, wins
from game.rules.stolen_treasure import data as D

if TYPE_CHECKING:
    from game.rules.stolen_treasure.state import STState

CHOICE_PROMPTS = {
    "limit": "More than 7 cards in hand: choose a card to discard.",
    "pile": "Plunder: choose the treasure pile to draw from.",
    "give": "Skulduggery: choose a card of yours to give them.",
    "dig": "X Marks The Spot: choose the buried treasure you dig up.",
    "bomb": "Bombs Away: choose a piracy card to discard.",
}
PILES = ("the left treasure pile", "the right treasure pile", "the piracy deck")


def _n(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def cards_words(cards: Any) -> str:
    return ", ".join(f"{D.name(c)}" + (f" ({D.value(c)})" if D.is_treasure(c) else "") for c in cards) or "nothing"


def main_prompt(state: "STState") -> str:
    return f"Your turn: {counted(state.actions_left, 'action')} left."


def target_prompt(key: str) -> str:
    return f"{D.PIRACY_BY_KEY[key].name}: choose the opponent."


def stake_prompt(state: "STState", which: str) -> str:
    w = state.wager
    if which == "stake":
        return "Wager: choose the treasure cards you stake, then Done."
    need = D.total(w["stake"])
    return (f"{{p{w['by']}}} wagers {need} against you: put down treasure worth at least {need} "
            f"(or the most you can), then Done.")


def react_prompt(state: "STState", kind: str) -> str:
    if kind == "parley":
        return "Both stakes are down: Parley to surrender the wager?"
    item = state.item
    if state.chain:
        return f"{{p{state.chain[-1][0]}}} shouts Yarr! (chain of {len(state.chain)}). Yarr! back?"
    if item["kind"] == "code":
        return f"{{p{item['seat']}}} plays Pirate's Code, passing the hit to {{p{item['to']}}}. Yarr! to stop it?"
    if item["kind"] == "parley":
        return f"{{p{item['seat']}}} plays Parley to surrender the wager. Yarr! to stop it?"
    play = state.play
    aim = f" at {{p{play['target']}}}" if play["target"] >= 0 else ""
    return f"{{p{play['by']}}} plays {D.PIRACY_BY_KEY[play['key']].name}{aim}. Yarr! to cancel it?"


def code_prompt(state: "STState", seat: int) -> str:
    hits = state.victims.count(seat)
    return (f"{D.PIRACY_BY_KEY[state.play['key']].name} hits you{f' {hits} times' if hits > 1 else ''}"
            f". Pass one hit on with Pirate's Code, or take it?")


def describe_action(action: Action, names: list[str]) -> str:
    k = action.kind
    if k == "draw":
        return f"draw from {PILES[action['pile']]}"
    if k in ("bury", "stake", "unstake"):
        verb = {"bury": "bury", "stake": "stake", "unstake": "take back"}[k]
        return f"{verb} {D.name(action['card'])}"
    if k == "play":
        return f"play {D.PIRACY_BY_KEY[action['card']].name}"
    if k == "wager":
        return f"wager against {_n(names, action['target'])}"
    if k in ("target", "pass_on"):
        return f"{'pass it to' if k == 'pass_on' else 'aim at'} {_n(names, action['seat'])}"
    if k == "choose":
        if action.get("pile") is not None:
            return f"draw from {PILES[action['pile']]}"
        return f"choose {D.name(action['card'])}"
    return {"end": "end the turn", "cancel": "take it back", "done": "done", "yarr": "Yarr!", "parley": "Parley",
            "pass": "let it be", "keep": "take the hit"}.get(k, str(action))


def describe_event(e: Event, names: list[str], seat: int | None = None) -> str:
    k = e.kind
    who = _n(names, e.get("seat"))
    you = seat is not None and e.get("seat") == seat
    if k == "setup":
        return f"The treasure deck is cut into two piles ({e['piles'][0]} and {e['piles'][1]})."
    if k == "turn":
        return f"— {who}'s turn (round {e['round']})."
    if k == "skipped":
        return f"{who} is hooked and skips this turn."
    if k == "draw_treasure":
        return f"{who} draws {D.name(e['card'])} ({D.value(e['card'])}) from {PILES[e['pile']]}."
    if k == "draw_piracy":
        return f"{who} draws a piracy card."
    if k == "drew":
        return f"{'You' if you else who} drew {D.name(e['card'])}."
    if k == "no_cards":
        return f"No {e['deck']} cards are left to draw."
    if k == "reshuffle":
        return f"The {e['deck']} discards are shuffled into a new deck ({e['cards']} cards)."
    if k == "bury":
        return f"{who} buries {D.name(e['card'])} ({D.value(e['card'])}): buried treasure now {e.get('buried', e.get('score'))}."
    if k == "play":
        aim = f" at {_n(names, e['target'])}" if e["target"] >= 0 else ""
        return f"{who} plays {D.PIRACY_BY_KEY[e['key']].name}{aim}!"
    if k == "yarr":
        return f"YARR! {who} {'cancels' if e['depth'] == 1 else 'answers the Yarr! with another'}."
    if k == "nullified":
        return f"{who}'s {'card' if e['what'] == 'card' else e['what'].replace('code', 'Pirate' + chr(39) + 's Code')} " \
               f"({D.name(e['card'])}) comes to nothing."
    if k == "code":
        return f"{who} plays Pirate's Code, passing the hit to {_n(names, e['to'])}."
    if k == "passed_on":
        return f"The hit passes from {who} to {_n(names, e['to'])}."
    if k == "swap":
        return f"{who} swaps hands with {_n(names, e['victim'])}."
    if k == "card_moved":
        kind = "a treasure card" if e["treasure"] else "a piracy card"
        return f"{_n(names, e['to'])} takes {kind} from {_n(names, e['frm'])}."
    if k == "card_seen":
        return f"(It was {D.name(e['card'])}.)"
    if k == "hooked":
        return f"{_n(names, e['victim'])} will skip their next turn."
    if k == "dug_up":
        return f"{who} digs up {_n(names, e['victim'])}'s {D.name(e['card'])} ({D.value(e['card'])})."
    if k == "bombed":
        return f"{who} discards {cards_words(e['cards'])}." if e["cards"] else f"{who} has no piracy cards to lose."
    if k == "kraken":
        return f"THE KRAKEN! {e['returned']} treasure cards from hands go back; the piles are shuffled and split."
    if k == "discard":
        return f"{who} discards {D.name(e['card'])} (hand limit)."
    if k == "wager":
        return f"{who} wagers {cards_words(e['cards'])} (total {e['total']}) against {_n(names, e['target'])}."
    if k == "wager_answer":
        return f"{who} answers with {cards_words(e['cards'])} (total {e['total']})."
    if k == "parley":
        return f"{who} plays Parley and surrenders the wager."
    if k == "wager_roll":
        a, b = e["rolls"]
        tie = " A tie: roll again." if a == b else ""
        return f"Dice: {_n(names, e['seat'])} {a}, {_n(names, e['target'])} {b}.{tie}"
    if k == "wager_won":
        return f"{who} wins the wager and takes {cards_words(e['cards'])}."
    if k == "end_turn":
        return ""
    if k == "revealed":
        return f"{who} shows their hand ({cards_words(e['hand'])}): {e['score']} points!"
    if k == "black_spot_holds":
        return f"{who} has the points but holds The Black Spot!"
    if k == "won":
        return f"{wins(_n(names, s) for s in e['winners'])}!"
    return str(k)


def result_summary(state: "STState", scores: tuple[int, ...]) -> str:
    if len(state.winners) == 1:
        w = state.winners[0]
        return f"{{p{w}}} has {scores[w]} points of buried treasure and wins."
    return "The game ran out of rounds: the best scores share the win."


def explain_illegal(state: "STState", seat: int, action: Action) -> str | None:
    k = action.kind
    if state.step == "over":
        return "The game is over."
    if k in ("yarr", "parley"):
        return f"{'Yarr!' if k == 'yarr' else 'Parley'} is played only in answer to a card or in a wager."
    if seat != state.turn and state.step == "main":
        return "It is not your turn."
    if k == "bury":
        card = action.get("card")
        if card not in state.hands[seat]:
            return "You do not hold that card."
        if not D.is_treasure(card):
            return "Only treasure can be buried."
        return "Treasure can be buried only from your next turn after you got it."
    if k == "play":
        key = action.get("card")
        if key in D.PIRACY_BY_KEY and D.PIRACY_BY_KEY[key].timing != "turn":
            return f"{D.PIRACY_BY_KEY[key].name} is not played as an action."
        return "That card has no one to aim at now."
    if k == "wager":
        return "A wager needs treasure in your hand and in your opponent's."
    return None
