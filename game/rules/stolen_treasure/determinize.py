"""A Stolen Treasure position sampled from one seat's view, for the search AI.

A seat knows its own hand (and which of its treasures are too fresh to bury),
every buried treasure, both discard piles, the cards on the table and the
stakes of a wager. Rivals' hands, both treasure piles and the piracy deck are
dealt afresh from the unseen cards in their known sizes; the sampled hands keep
each rival's known number of treasure cards, and the treasures every player saw
go into a rival's hand stay there. A reaction window the seat is not
asked in is rebuilt from the sampled hands.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.decks import Unseen
from game.engine.steps import Commits, ReactionWindow, guess_hidden
from game.engine.values import Action
from game.rules.stolen_treasure import data as D
from game.rules.stolen_treasure.effects import pile_options
from game.rules.stolen_treasure.state import STState


def determinize(ruleset: Any, view: dict[str, Any], rng: random.Random, guess: Any = None) -> STState:
    n, me = view["players"], view["seat"]
    w = view["wager"]
    known = set(view["hand"]) | set(view["treasure_discard"]) | set(view["piracy_discard"]) | set(view["table"])
    known |= {c for row in view["buried"] for c in row}
    shown = view["shown"]
    known |= {c for s in range(n) if s != me for c in shown[s]}
    if w is not None:
        known |= set(w["stake"]) | set(w["answer"])
    treasure = Unseen(range(D.TREASURE_COUNT), known, rng)
    piracy = Unseen(range(D.TREASURE_COUNT, D.DECK_SIZE), known, rng)
    hands: list[list[int]] = []
    for s in range(n):
        if s == me:
            hands.append(list(view["hand"]))
            continue
        t = view["treasure_counts"][s]
        hands.append(list(shown[s]) + treasure.deal(t - len(shown[s])) + piracy.deal(view["counts"][s] - t))
    piles = [treasure.deal(view["piles"][0]), treasure.deal(view["piles"][1])]
    deck = piracy.deal(view["piracy"])
    treasure.all_placed("treasure cards")
    piracy.all_placed("piracy cards")
    since = {c: view["turn_no"] for c in view["fresh"]}
    state = STState(n, piles, deck, hands, [list(b) for b in view["buried"]], target=view["target"],
                    hand_limit=view["hand_limit"], first=view["first"], turn=view["turn"], turn_no=view["turn_no"],
                    round=view["round"], actions_left=view["actions_left"], step=view["step"],
                    treasure_discard=list(view["treasure_discard"]), piracy_discard=list(view["piracy_discard"]),
                    since=since, skip=list(view["skip"]), play=dict(view["play"]) if view["play"] else None,
                    item=dict(view["item"]) if view["item"] else None, chain=[list(c) for c in view["chain"]],
                    table=list(view["table"]), victims=list(view["victims"]), declined=list(view["declined"]),
                    queue=list(view["queue"]), winners=list(view["winners"]), shown=[list(h) for h in shown])
    if w is not None:
        state.wager = {k: (list(v) if isinstance(v, list) else v) for k, v in w.items()}
    state.choice = _choice(view, state)
    if view["window"] is not None:
        state.window = _window(view, state)
        answered = [s for s in state.window.seats if s != me and s not in view["waiting"]]
        guess_hidden(ruleset, state, answered, state.window.commits.chosen.__setitem__, rng, guess)
    return state


def _choice(view: dict[str, Any], state: STState) -> dict[str, Any] | None:
    if view["choice"] is not None:
        return dict(view["choice"])
    if view["choosing"] is None:
        return None
    seat, kind = view["choosing"]
    hand = state.hands[seat]
    if kind == "limit":
        return {"seat": seat, "kind": kind, "options": sorted(hand), "then": "action_done"}
    if kind == "pile":
        return {"seat": seat, "kind": kind, "options": pile_options(state) or [0, 1], "left": 1}
    if kind == "give":
        return {"seat": seat, "kind": kind, "options": sorted(hand), "victim": state.play["target"]}
    if kind == "dig":
        victim = state.play["target"]
        return {"seat": seat, "kind": kind, "options": sorted(state.buried[victim]), "victim": victim}
    piracy = sorted(c for c in hand if not D.is_treasure(c))
    return {"seat": seat, "kind": kind, "options": piracy, "left": 1}


def _window(view: dict[str, Any], state: STState) -> ReactionWindow:
    """The open Yarr!/Parley window: every seat the rules let answer is asked, holding one or
    not, so the window tells nothing of the hands; only this seat's own answer is known."""
    me = view["seat"]
    kind = view["window"]
    if kind == "parley":
        w = state.wager
        seats = [w["target"], w["by"]]
    else:
        seats = state.yarr_seats()
    commits = Commits(tuple(seats))
    if view["answered"]:
        commits.commit(me, Action.of(view["answered"]))
    return ReactionWindow(kind, commits)
