"""Plunder's rules: on your turn bank a card from your hand, or draw one. Most gold banked wins."""

from __future__ import annotations

import random
from typing import Any, Mapping

from game.engine import Action, Decision, Event, Result, Ruleset
from game.engine.decks import Unseen
from tests.sixth_game import data as D
from tests.sixth_game.state import PlunderState
from tests.sixth_game.view import PlunderLens


class Plunder(Ruleset):
    name = "plunder"
    title = "Plunder (test only)"
    min_players = 2
    max_players = 4
    blurb = "Bank a chest or draw one; the most gold when all twelve are banked wins."
    score_unit = "gold"
    lens_class = PlunderLens
    reveal_events = frozenset({"drew_card"})

    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random):
        deck = list(D.CARDS)
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(D.DEALT)] for _ in range(players)]
        return PlunderState(players, deck, hands, [[] for _ in range(players)]), [Event.of("dealt", cards=D.DEALT)]

    def state_from_json(self, d: Mapping[str, Any]) -> PlunderState:
        return PlunderState.from_json(d)

    def pending(self, s: PlunderState) -> list[Decision]:
        if self.is_over(s):
            return []
        hand = s.hands[s.turn]
        moves = [Action.of("bank", card=c) for c in sorted(hand)]
        if s.deck and len(hand) < D.HAND_LIMIT:
            moves.append(Action.of("draw"))
        return [Decision(s.turn, "turn", "Bank a chest from your hand, or draw one.", tuple(moves))]

    def apply(self, s: PlunderState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        if action.kind == "draw":
            card = s.deck.pop()
            s.hands[seat].append(card)
            events = [Event.of("drew", seat=seat), Event.of("drew_card", seat=seat, card=card, visible_to=(seat,))]
        else:
            s.hands[seat].remove(action["card"])
            s.banked[seat].append(action["card"])
            events = [Event.of("banked", seat=seat, card=action["card"])]
        for step in range(1, s.players + 1):      # the next seat that can move (one may hold nothing)
            nxt = (seat + step) % s.players
            if s.hands[nxt] or s.deck:
                s.turn = nxt
                break
        return events

    def determinize(self, view: Mapping[str, Any], rng: random.Random, guess: Any = None) -> PlunderState:
        seat = view["seat"]
        known = set(view["hand"]).union(*view["banked"])
        unseen = Unseen(D.CARDS, known, rng)
        hands = [list(view["hand"]) if i == seat else unseen.deal(n) for i, n in enumerate(view["counts"])]
        deck = unseen.deal(view["deck"])
        unseen.all_placed()
        return PlunderState(view["players"], deck, hands, [list(b) for b in view["banked"]], view["turn"])

    def is_over(self, s: PlunderState) -> bool:
        return not s.deck and not any(s.hands)

    def result(self, s: PlunderState) -> Result | None:
        if not self.is_over(s):
            return None
        gold = s.gold()
        winners = tuple(i for i, g in enumerate(gold) if g == max(gold))
        return Result(tuple(gold), winners, "{p%d} banks the most gold." % winners[0])

    def describe_action(self, action: Action, names: list[str]) -> str:
        return "Draw a chest" if action.kind == "draw" else f"Bank the {action['card']}"

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        if event.kind == "drew":
            return f"{names[event['seat']]} draws a chest."
        if event.kind == "drew_card":
            return f"It is the {event['card']}."
        if event.kind == "banked":
            return f"{names[event['seat']]} banks the {event['card']}."
        return ""
