"""A Loot Pirates position sampled from one seat's view, for the search AI.

Hidden from a seat: the dice of rivals it has not paid to see, and the aims
or fire choices rivals have made face down but not yet revealed. Dice are
rolled afresh; face-down choices are guessed by the caller's policy.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.chance import roll
from game.engine.steps import Commits, guess_hidden
from game.engine.values import Action
from game.rules.loot_pirates import data
from game.rules.loot_pirates.state import Deal, LootState


def determinize(ruleset: Any, view: dict[str, Any], rng: random.Random, guess: Any = None) -> LootState:
    n, me, phase = view["players"], view["seat"], view["phase"]
    dice = {int(s): tuple(d) for s, d in view["dice"].items()}
    red = [0] * n
    black = [0] * n
    for s in range(n):
        red[s], black[s] = dice.get(s) or (roll(rng, data.DIE_SIDES), roll(rng, data.DIE_SIDES))
    fighters = tuple(view["duelists"]) or tuple(range(n))
    state = LootState(
        n, list(view["gold"]), view["booty"], view["reserve"], view["captain"], phase, view["round"], red, black,
        aims=list(view["aims"]) if view["aims_revealed"] else [None] * n,
        negotiator=view["negotiator"], passes=view["passes"],
        offers_made=[data.MAX_OFFERS_PER_ROUND - k for k in view["offers_left"]],
        peek_offer=tuple(view["peek_offer"]) if view["peek_offer"] else None,
        seen=[list(s) for s in view["seen"]], deals=Deal.read(view["deals"]),
        duelists=list(view["duelists"]), last_round=view["last_round"], winners=list(view["winners"]),
        shootout=view["shootout"])
    if phase == "aim":
        state.aim = Commits(fighters)
        if view["aim_done"][me]:
            state.aim.chosen[me] = Action.of("aim", target=view["aims"][me])
        rivals = [s for s in fighters if s != me and view["aim_done"][s]]
        guess_hidden(ruleset, state, rivals, state.aim.chosen.__setitem__, rng, guess)
    elif phase == "fire":
        state.fire = Commits(fighters)
        if view["fire_done"][me]:
            state.fire.chosen[me] = Action.of(view["fire"][me])
        rivals = [s for s in fighters if s != me and view["fire_done"][s]]
        guess_hidden(ruleset, state, rivals, state.fire.chosen.__setitem__, rng, guess)
    return state
