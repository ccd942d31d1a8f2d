"""A Doubloons position sampled from one seat's view, for the search AI.

A seat knows its own hand, every card played or discarded, the crews, the
market and the pirate discard pile. Rivals' hands, the deck and the cards a
rival is looking at are one pool of unknown cards, dealt back in their known
sizes; the pirate deck (and pirates a rival is choosing among) likewise. A
Heave To! window the seat is not asked in is rebuilt from the sampled hands;
if no sampled rival could answer, a Heave To! from the pool is moved into an
eligible hand, since somebody plainly holds one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.decks import Unseen
from game.engine.steps import Commits, CounterChain, ReactionWindow, guess_hidden
from game.engine.values import Action
from game.rules.doubloons import data as D
from game.rules.doubloons.state import DState, Protection


def unseen_pirates(view: Mapping[str, Any]) -> list[int]:
    """The pirates a seat cannot see: the pirate deck's and those a rival is choosing among."""
    seen = {p for p in view["market"] if p is not None} | set(view["pirate_discard"])
    seen |= set(view["looking_pirates"] or ()) | {p for crew in view["crews"] for p in crew}
    return [p for p in range(len(D.PIRATES)) if p not in seen]


def peeked(view: Mapping[str, Any]) -> tuple[int, list[int]] | None:
    """The rival's hand the seat is looking into to take a card (Francis Fernando): (seat, cards)."""
    choice = view["choice"]
    if choice is not None and choice["kind"] == "take":
        return choice["target"], list(choice["options"])
    return None


def seen_outside_rivals(view: Mapping[str, Any]) -> set[int]:
    """The action cards a seat can place outside its rivals' hands: its hand, the discard pile, the
    cards played this turn and those in the Heave To! chain, and the cards it is looking at."""
    known = set(view["hand"]) | set(view["discard"]) | set(view["played"]) | set(view["looking"] or ())
    known |= set(CounterChain.cards(view["chain"]))
    return known


def seen_cards(view: Mapping[str, Any]) -> set[int]:
    """The action cards a seat can place: those `seen_outside_rivals`, and a rival's hand it is
    looking into (`peeked`). Every other card is somewhere it cannot see."""
    known = seen_outside_rivals(view)
    look = peeked(view)
    if look is not None:
        known |= set(look[1])
    return known


def determinize(ruleset: Any, view: dict[str, Any], rng: random.Random, guess: Any = None) -> DState:
    n, me = view["players"], view["seat"]
    mine_looking = list(view["looking"] or [])
    chain = [list(c) for c in view["chain"]]
    look = peeked(view)
    unseen = Unseen(range(D.DECK_SIZE), seen_cards(view), rng)
    deal = unseen.deal

    hands = [list(view["hand"]) if s == me else look[1] if look and s == look[0] else deal(view["counts"][s])
             for s in range(n)]
    looking = mine_looking or deal(view["looking_size"])
    deck = deal(view["deck"])
    unseen.all_placed("action cards")

    mine_pirates = list(view["looking_pirates"] or [])
    pirates = unseen_pirates(view)
    rng.shuffle(pirates)
    rivals_pirates = 0 if mine_pirates else view["looking_pirates_size"]
    looking_pirates = mine_pirates or pirates[:rivals_pirates]
    pirate_deck = pirates[rivals_pirates:]

    state = DState(
        n, deck, hands, list(view["coins"]), view["bank"], pirate_deck, list(view["market"]),
        [list(c) for c in view["crews"]], first=view["first"], turn=view["turn"], round=view["round"],
        step=view["step"], discard=list(view["discard"]), pirate_discard=list(view["pirate_discard"]),
        disabled={p: by for p, by in view["disabled"]}, played=list(view["played"]), plays=view["plays"],
        bonus=view["bonus"], used=list(view["used"]), barter={p: d for p, d in view["barter"]},
        stede_copied=view["stede_copied"], protect=[Protection(*p) for p in view["protect"]],
        history=list(view["history"]), chain=chain, looking=looking, looking_pirates=looking_pirates,
        winners=list(view["winners"]))
    if view["effect"] is not None:
        state.effect = {k: v for k, v in view["effect"].items()}
        state.effect["picks"] = [list(p) for p in view["effect"]["picks"]]
        state.effect["todo"] = list(view["effect"]["todo"])
    state.choice = _choice(view, state, hands)
    if view["window_open"]:
        state.window = _window(view, state)
        answered = [s for s in state.window.seats if s != me and s not in view["waiting"]]
        guess_hidden(ruleset, state, answered, state.window.commits.chosen.__setitem__, rng, guess)
    return state


def _choice(view: dict[str, Any], state: DState, hands: list[list[int]]) -> dict[str, Any] | None:
    if view["choice"] is not None:
        return dict(view["choice"])
    if view["choosing"] is None:
        return None
    seat, kind = view["choosing"]
    options: list[Any]
    if kind in ("give_card", "keep", "top"):
        options = list(state.looking)
    elif kind in ("discard", "give_back"):
        options = sorted(hands[seat])
    elif kind == "give_to":
        options = state.seats_from(seat)
    elif kind == "bellamy":
        options = list(state.looking_pirates)
    elif kind == "drop":
        options = list(state.crews[seat][:-1])
    else:   # "take": the victim is the one whose hand was peeked; any rival's hand will do for a guess
        victim = next((s for s in state.seats_from(seat) if hands[s]), seat)
        return {"seat": seat, "kind": kind, "options": list(hands[victim]), "target": victim}
    choice = {"seat": seat, "kind": kind, "options": options}
    if kind == "give_card" or kind == "give_to":
        choice["card"] = state.looking[0] if state.looking else -1
    if kind in ("discard", "give_back"):
        choice.update(then="draw", target=-1)
        if kind == "give_back":
            choice["target"] = state.seats_from(seat)[0]
    return choice


def _window(view: dict[str, Any], state: DState) -> ReactionWindow:
    """The open Heave To! window: every seat the rules let answer is asked, holding one or not,
    so the window tells nothing of the hands; only this seat's own answer is known."""
    me = view["seat"]
    assert state.effect is not None
    commits = Commits(tuple(state.heave_to_seats()))
    if view["answered"]:
        commits.commit(me, Action.of(view["answered"]))
    return ReactionWindow(len(state.chain), commits)
