"""An All Hands on Deck! position sampled from one seat's view, for the search AI.

A seat knows its own hand and draft, the discard pile, the auction card, every
bid card that is face up, the tribute on the table and the cards offered to it
to keep. Everything else - rivals' hands, their face-down bid cards, cards
pulled from a hand for someone else to keep, and the deck - is one pool of
unknown cards, shuffled and dealt back into those places in their known sizes.
A card every player saw go into a rival's hand (`shown`) stays with that rival:
in its hand, or, while its bid lies face down, perhaps in the bid. No rival is
dealt a winning hand: 'as soon as a Captain is holding a winning hand, he should
announce it immediately', so while the game goes on nobody holds one.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.decks import Unseen
from game.rules.all_hands import data as C
from game.rules.all_hands.hands import is_winning
from game.rules.all_hands.state import AHState, Kept

REDEALS = 20       # trades of a dealt card for an unseen one, at most, to break a winning hand dealt
PUBLIC_OPTIONS = ("brawl", "cutpurse", "eight", "plunder", "order", "king")   # choices the table can see


def public_choice(choice: dict[str, Any]) -> dict[str, Any]:
    """A rival's pending choice as the table sees it: what kind, and its options if they are face up."""
    shown = dict(choice)
    shown["size"] = len(choice.get("options", ()))
    if choice["kind"] not in PUBLIC_OPTIONS:
        shown["options"] = None
    return shown


def determinize(view: dict[str, Any], rng: random.Random) -> AHState:
    n, me = view["players"], view["seat"]
    bids = [list(b) if b is not None else [] for b in view["bids"]]
    hidden_bid = [view["bid_sizes"][s] - len(bids[s]) for s in range(n)]
    known = set(view["hand"]) | set(view["discard"]) | set(view["tribute"]) | set(view["limbo_seen"])
    known |= {c for b in bids for c in b}
    seen = view["shown"]
    known |= {c for s in range(n) if s != me for c in seen[s]}
    if view["auction"] is not None:
        known.add(view["auction"])
    unseen = Unseen(range(C.DECK_SIZE), known, rng)
    deal = unseen.deal

    hands = [list(view["hand"]) if s == me else [] for s in range(n)]
    for s in range(n):
        if s == me:
            continue
        hand, bid = _place_shown(seen[s], view["counts"][s], hidden_bid[s], rng)
        hands[s] = hand + deal(view["counts"][s] - len(hand))
        if view["phase"] != "over" and is_winning(hands[s]):
            _break_win(hands[s], len(hand), unseen.pool, rng)
        bids[s] += bid + deal(hidden_bid[s] - len(bid))
    limbo = list(view["limbo_seen"]) + deal(view["limbo_size"] - len(view["limbo_seen"]))
    unseen_limbo = limbo[len(view["limbo_seen"]):]
    choices: list[dict[str, Any]] = []
    if view["choice"] is not None:
        mine = dict(view["choice"])
        mine["options"] = list(mine.get("options") or [])
        choices.append(mine)
    for shown in view["others_choices"]:
        choice = {k: v for k, v in shown.items() if k != "size"}
        if choice["options"] is None:
            if choice["kind"] == "keep":
                choice["options"], unseen_limbo = unseen_limbo[:shown["size"]], unseen_limbo[shown["size"]:]
            else:   # give / tribute: a card from the chooser's own hand
                choice["options"] = list(hands[choice["seat"]])
        choices.append(choice)
    deck = deal(view["deck"])
    unseen.all_placed()
    draft = [list(view["draft"]) if s == me else [] for s in range(n)]
    return AHState(
        n, deck, hands, dealer=view["dealer"], discard=list(view["discard"]), hand_no=view["hand_no"],
        round=view["round"], scores=list(view["scores"]), phase=view["phase"], auction=view["auction"],
        bidders=list(view["bidders"]), draft=draft, committed=list(view["committed"]), bids=bids,
        revealed=view["revealed"], marks=list(view["marks"]), contenders=list(view["contenders"]), tie=view["tie"],
        unresolved=list(view["unresolved"]), choices=choices, limbo=limbo, tribute=list(view["tribute"]),
        eights=[Kept(*e) for e in view["eights"]], brawled=list(view["brawled"]),
        brawled_next=list(view["brawled_next"]), immune=list(view["immune"]), discarding=list(view["discarding"]),
        first_round=view["first_round"], long_game=view["long_game"], target=view["target"],
        max_hands=view["max_hands"], hand_winner=view["hand_winner"], last_hand=view["last_hand"],
        winners=list(view["winners"]), shown=[list(h) for h in seen])


def _break_win(hand: list[int], fixed: int, pool: list[int], rng: random.Random) -> None:
    """Trade the cards dealt into a rival's hand (after its first `fixed`, which are known to be there)
    for cards not yet dealt, one at a time, until it no longer wins."""
    for _ in range(REDEALS):
        if fixed >= len(hand) or not pool:
            return
        i, j = rng.randrange(fixed, len(hand)), rng.randrange(len(pool))
        hand[i], pool[j] = pool[j], hand[i]
        if not is_winning(hand):
            return


def _place_shown(cards: list[int], hand_size: int, bid_size: int, rng: random.Random) -> tuple[list[int], list[int]]:
    """Which of a rival's shown cards are in its hand and which in its face-down bid: each place in
    either as likely as the next."""
    if not bid_size:
        return list(cards), []
    places = rng.sample(range(hand_size + bid_size), len(cards))
    return [c for c, p in zip(cards, places) if p < hand_size], [c for c, p in zip(cards, places) if p >= hand_size]
