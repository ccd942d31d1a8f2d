"""All Hands on Deck! captains: a loose random one and a heuristic one, both from the view only.

Bids and discards are built card by card (add, then bid), so a seat re-derives
its plan from the view at every step: the plan depends on the hand, not on the
draft, and so stays the same until the bid is placed.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any, Sequence

from game.ai.profile import Ranked, SearchProfile, softmax_chances
from game.engine.values import Action, Decision
from game.engine.view import View, as_view
from game.rules.all_hands import data as C
from game.rules.all_hands.hands import crew_masks, distance, masks_distance, outs, score

ACTION_WORTH = {"rum": 3.0, "monkey": 4.0, "mermaid": 1.5, "king": 1.8, "plunder": 1.2, "cutpurse": 1.0,
                "eight": 1.0, "brawl": 0.8, "shady": 0.5, "dock": 0.6}
MISTAKE_RATE = {"easy": 0.25, "normal": 0.0, "hard": 0.0}
BID_MISTAKE_RATE = {"easy": 0.3}
DONE, BID, PASS = Action.of("done"), Action.of("bid"), Action.of("pass")
# A bid on a card that does not win the hand: at most this many crew cards and this value
# (seen: captains bidding 30 worth of cards for an 8).
MAX_BID_CREW = 3
BID_VALUE_CAP = 24
SHORTEST_WIN = min(C.LONG_RUN, C.SHORT_RUN * len(C.CREWS))   # cards in the smallest winning hand (monkeys count)
HELD_MONKEY_EXTRA = 2.5  # a held Monkey over a crew card whose loss costs as much (neighbours add 0.5 each)
MONKEY_SPARE = 0.5       # a Pirate Monkey over the best card it could stand for: it may stand for another later
RUM_WORTHY = 4.0         # a Rum only for a card that brings the hand a card nearer a win (`usefulness`)
GIVE_BID_WEIGHT = 0.3    # a card given away (a tribute, a Shady Deal) costs this much more per point it bids
TIE_RUM_WORTHY = 2.0     # in a tie, a Rum for any card worth a bid (a Mermaid or the King near a win, 2)
RUM_NEAR = 3             # ... and only for a hand at most this many cards from a win before it
RUM_FAR = frozenset({"monkey", "plunder"})   # ... or for any hand, for these (see `_bid_plan`)
WIN_BID_AIM = 36         # a bid for the card that wins the hand: its spare cards of most bid value up to this
TAKER_NEAR = 3           # a Mermaid or the Pirate King is worth a bid this many cards or less from a win
GIVE_OUTS_WEIGHT = 0.5   # a card given away costs this much more per out the hand loses with it
BID_OUTS_KEPT = 0.5      # a bid that cannot win the hand keeps this share of its outs should it lose


def wins_hand(hand: list[int], card: int | None) -> bool:
    return card is not None and distance(list(hand) + [card]) == 0


# ---- how good a hand is ----------------------------------------------------------------

def usefulness(card: int, hand: list[int]) -> float:
    """What `card` is worth to `hand`: cards closer to a winning hand are worth most."""
    if not C.is_crew(card):
        if C.is_monkey(card):
            return _held_monkey_worth(_hand_shape(tuple(hand))) if card in hand else _monkey_worth(tuple(hand))
        return ACTION_WORTH.get(C.action(card), 0.5)
    return _crew_usefulness(card, tuple(hand))


# One card of each crew and rank: what a Pirate Monkey may stand for.
_EACH_RANK = tuple({(C.crew(c), C.rank(c)): c for c in range(C.CREW_CARDS)}.values())


@lru_cache(maxsize=1024)
def _monkey_worth(hand: tuple[int, ...]) -> float:
    """A Pirate Monkey coming into `hand` is wild: worth the best crew card it could stand for, and a
    little more, as it stands for whichever card the hand lacks later. Seen (bench/blunders.py): a
    Hidden Plunder took the Sea Sabre 8 for a Sea Sabre 2, 4, 6 rather than the Monkey in the discard
    pile (a flat 4, below the 8's 4.5); played to the end, the Monkey won 21 points of win share more."""
    return max(ACTION_WORTH["monkey"], _best_find(_EACH_RANK, hand) + MONKEY_SPARE)


def _held_monkey_worth(shape: tuple) -> float:
    """A Pirate Monkey in the hand is worth the step towards a win it stands for, and more than any
    crew card whose loss costs the same step (it may stand for another card later): at a flat 4, a
    hand one card short (Stormsail 4, 5, 7, 9 and two Monkeys) gave a Monkey away when a Shady Deal
    or the Pirate King asked it for a card. (bench/blunders.py, All Hands seed 175: the hand bid its
    last spare card, then gave a Monkey; played to the end that bid cost 13 points of win share
    against keeping the spare, 6 once a Stormsail card went instead; as tribute, a Monkey 0.47 of a
    win, a Stormsail card 0.72-0.76.) A rare hand: one captain valuing Monkeys so won 1,013 of 4,000
    and 1,967 of 8,000 games against three that did not (25.3%, 24.6%), but no player gives the wild card."""
    held, monkeys, whole, _ = shape
    return max(ACTION_WORTH["monkey"], 4.0 * (masks_distance(held, monkeys - 1) - whole) + HELD_MONKEY_EXTRA)


def worths(hand: list[int]) -> dict[int, float]:
    """What every card of `hand` is worth to it when cards are spent least worth first, worked out
    once per hand (read-only: it is cached; a bid or discard plan weighs every card, often twice).
    A crew card held twice is worth nothing while a copy stays (`usefulness`), but the last copy
    is worth what a single card is: spending every copy at worth 0 lost the rank (seen: both
    Stormsail 3s bid for the Stormsail 5 of a 3-to-9 run)."""
    return _worths(tuple(hand))


@lru_cache(maxsize=4096)
def _worths(hand: tuple[int, ...]) -> dict[int, float]:
    shape = _hand_shape(hand)
    copies = shape[3]
    out: dict[int, float] = {}
    for c in hand:
        if not C.is_crew(c):
            out[c] = _held_monkey_worth(shape) if C.is_monkey(c) else ACTION_WORTH.get(C.action(c), 0.5)
            continue
        at = _LINE_RANK[c]
        if copies[at] > 1 and c == max(x for x in hand if _LINE_RANK[x] == at):     # the copy kept last
            out[c] = _crew_usefulness(c, tuple(x for x in hand if _LINE_RANK[x] != at or x == c))
        else:
            out[c] = _shaped_usefulness(c, shape, True)
    return out


# A crew card's rank on a line of its own per crew (action cards on no line): two cards are
# "near" when they stand within 2 ranks on the same line.
# Each line leaves two empty ranks before the next, so "near" never reaches another crew's cards.
_LINE = C.RANKS + 3
_LINE_RANK = tuple(C.crew(c) * _LINE + C.rank(c) if C.is_crew(c) else -1000 for c in range(C.DECK_SIZE))
_LINES = _LINE * len(C.CREWS) + 3      # room for the last crew's ranks and two past them


def _crew_usefulness(card: int, hand: tuple[int, ...]) -> float:
    """How many cards `card` saves the hand (4 each), and its neighbours on its crew's line (0.5 each).
    Worked out from the hand's masks, read once per hand: a captain weighs every card of it."""
    return _shaped_usefulness(card, _hand_shape(hand), card in hand)


def _shaped_usefulness(card: int, shape: tuple, inside: bool) -> float:
    held, monkeys, whole, copies = shape
    at = _LINE_RANK[card]
    k, bit = C.crew(card), 1 << C.rank(card)
    if inside:      # what the hand loses without it (nothing while another copy stays)
        if copies[at] > 1:
            gain = 0
        else:
            rest = list(held)
            rest[k] &= ~bit
            gain = masks_distance(rest, monkeys) - whole
    elif copies[at]:    # a copy of a card held: runs take one of each rank, so it brings nothing
        return 0.0
    else:           # what the hand gains with it
        more = list(held)
        more[k] |= bit
        gain = whole - masks_distance(more, monkeys)
    near = sum(copies[max(at - 2, 0):at + 3]) - (1 if inside else 0)
    return gain * 4.0 + near * 0.5


def _action_cards(hand: list[int]) -> dict[str, int]:
    """A hand's action cards by kind (one of each kind is enough to plan with)."""
    return {C.action(c): c for c in hand if not C.is_crew(c)}


def threatened_by(view: View) -> list[int]:
    """Rivals the auction card would surely win the game for: the cards the whole table saw go into
    their hands (still there) and the auction card make a winning hand. A rival who sits out the
    auction (a Tavern Brawl) or is not in the tie cannot win it."""
    auction = view.auction
    if auction is None:
        return []
    shown = view.shown
    if all(len(h) < SHORTEST_WIN - 1 for h in shown):     # most of the time: asked at every bid of the search
        return []
    able = view.contenders if view.tie else view.bidders
    return [s for s in able if s != view.seat and len(shown[s]) >= SHORTEST_WIN - 1
            and wins_hand(shown[s], auction)]


def deny_plan(view: View, rivals: list[int]) -> list[int]:
    """A bid to keep the auction card from a rival it would win the game for: losing the game costs
    more than any cards. Fall Off the Dock sends the card to the discard pile; a Rum wins it (with a
    crew card beside it, should the rival bid Rum too: among Rums the higher crew value wins); else
    crew cards. Crew cards go the most bid for the least use to our hand first, until the bid beats
    what the rival's unseen cards could likely bid."""
    hand, auction = view.hand, view.auction
    actions = _action_cards(hand)
    if "dock" in actions:
        return [actions["dock"]]
    crew = [c for c in hand if C.is_crew(c)]
    worth = worths(hand)
    by_value = sorted(crew, key=lambda c: -C.bid_value([c], auction) / max(worth[c], 0.5))
    if "rum" in actions:
        return [actions["rum"]] + by_value[:1]
    unseen = max(view.counts[s] - len(view.shown[s]) for s in rivals)
    aim = 12 + 6 * unseen
    plan = [actions["cutpurse"]] if "cutpurse" in actions else []
    total = 0
    for c in by_value:
        if total >= aim:
            break
        plan.append(c)
        total += C.bid_value([c], auction)
    return plan


def auction_worth(view: View) -> float:
    """What the card up for auction is worth to our hand (`usefulness`, or what a Hidden Plunder digs up)."""
    return max(usefulness(view.auction, view.hand), _dig_worth(view))


def _dig_worth(view: View) -> float:
    """A Hidden Plunder up for auction is worth the best card it would 'select ... from the discard
    pile' into our hand (0 for any other card). Seen (bench/blunders.py): a Sea Sabre 4-5, 7-9 with two
    Rums passed on it, the Sea Sabre 10 in the discard pile; a Rum bid won 11 points of win share more."""
    return _best_find(view.discard, view.hand) if C.action(view.auction) == "plunder" else 0.0


def _best_find(cards: Sequence[int], hand: Sequence[int]) -> float:
    """What the best of `cards` (not in the hand) would be worth to it (`usefulness`): a Hidden Plunder
    takes one card of the discard pile into the hand."""
    shape = _hand_shape(tuple(hand))
    return max((_shaped_usefulness(c, shape, False) if C.is_crew(c) else usefulness(c, hand) for c in cards),
               default=0.0)


@lru_cache(maxsize=4096)
def _hand_shape(hand: tuple[int, ...]) -> tuple[tuple[int, ...], int, int, tuple[int, ...]]:
    """A hand's crew masks, monkeys, distance from winning and copies held per line rank."""
    held, monkeys = crew_masks(hand)
    copies = [0] * _LINES
    for c in hand:
        if C.is_crew(c):
            copies[_LINE_RANK[c]] += 1
    return tuple(held), monkeys, masks_distance(held, monkeys), tuple(copies)     # kept in a cache: read-only


def _hand_outs(hand: tuple[int, ...]) -> int:
    """A hand's outs (`outs`: cards not held that would each bring it a step nearer a win), read
    from its cached crew masks (`_hand_shape`): what a bid or a card given away must leave it."""
    held, monkeys, _, _ = _hand_shape(hand)
    return outs(held, monkeys)


@lru_cache(maxsize=None)
def _card_action(kind: str, card: int) -> Action:
    return Action.of(kind, card=card)


def _plan_step(decision: Decision, draft: list[int], plan: list[int], commit: Action, empty: Action) -> Action:
    """The next card-by-card step towards `plan` (add, take back, then commit)."""
    for c in draft:
        if c not in plan:
            return _card_action("remove" if commit.kind == "bid" else "unmark", c)
    for c in plan:
        if c not in draft:
            return _card_action("add" if commit.kind == "bid" else "mark", c)
    return commit if plan else empty


def discard_plan(hand: list[int]) -> list[int]:
    """Down to one card under the hand limit by the least useful cards, and dead action cards out of
    a big hand. At twelve, the card dealt next round makes a thirteenth, and 'your fellow Captains
    can call you out as a Pirate Cheat': the caller then pulls a card at random and keeps it, where
    a discard throws away the card we need least."""
    extra = len(hand) - (C.HAND_LIMIT - 1)
    plan: list[int] = []
    kept = list(hand)
    for _ in range(extra):      # one at a time: two cards each spare while the other stays are not both
        worth = worths(kept)
        plan.append(min(kept, key=worth.__getitem__))
        kept.remove(plan[-1])
    dead = [c for c in hand if C.action(c) in ("shady", "dock") and len(hand) > 8]
    return plan + [c for c in dead if c not in plan]


def _cheat_call(view: View, decision: Decision) -> Action | None:
    """The cheat call on a rival over the hand limit (`_cheat_target`), where the bid step offers it."""
    target = _cheat_target(view)
    if target is None:
        return None
    call = Action.of("call_cheat", target=target)
    return call if decision.allows(call) else None


def _cheat_target(view: View) -> int | None:
    """A rival over the hand limit, if calling him would not put us over it (we keep a card)."""
    me = view.seat
    if view.counts[me] >= C.HAND_LIMIT:
        return None
    for s, count in enumerate(view.counts):
        if s != me and count > C.HAND_LIMIT and not view.immune[s]:
            return s
    return None


class LooseRandomCaptain:
    """Random complete moves: pass or bid a card or two, discard only over the limit, random choices."""

    def __init__(self, rng: random.Random, level: str = "") -> None:
        self.rng = rng

    def choose(self, view: View, decision: Decision) -> Action:
        view = as_view(view)
        rng = self.rng
        if decision.step == "bid":
            call = _cheat_call(view, decision)
            if call is not None and rng.random() < 0.5:
                return call
            draft, hand = view.draft, view.hand
            free = [c for c in hand if c not in draft]
            if not draft:
                if rng.random() < 0.5 or not free or (view.tie and rng.random() < 0.3):
                    return Action.of("pass")
                return Action.of("add", card=rng.choice(free))
            if free and rng.random() < 0.35:
                return Action.of("add", card=rng.choice(free))
            return Action.of("bid")
        if decision.step == "discard":
            hand, draft = view.hand, view.draft
            if len(hand) - len(draft) > C.HAND_LIMIT:
                return Action.of("mark", card=rng.choice([c for c in hand if c not in draft]))
            return Action.of("done")
        return rng.choice(decision.actions)


class AllHandsCaptain:
    """Bids with sense: values the card to its runs, spends junk first, uses Rum and actions, calls cheats."""

    max_bid_crew = MAX_BID_CREW
    bid_value_cap = BID_VALUE_CAP

    def __init__(self, rng: random.Random, level: str = "normal") -> None:
        self.rng = rng
        self.level = level
        self.loose = LooseRandomCaptain(rng)
        self._memo: dict[tuple, list[int]] = {}
        self._auction: tuple | None = None
        self._careless = False

    def choose(self, view: View, decision: Decision) -> Action:
        view = as_view(view)
        if self.rng.random() < MISTAKE_RATE.get(self.level, 0.0) and decision.step != "bid":
            return self.loose.choose(view, decision)
        if decision.step == "bid":
            return self._bid(view, decision)
        if decision.step == "discard":
            return self._discard(view, decision)
        return self._choice(view, decision)

    def whole(self, view: View, decision: Decision) -> list[Action]:
        """A whole bid or discard as its card-by-card steps (the search plays them at once); any other
        choice as one action. The same steps `choose` would give one by one."""
        step = decision.step
        if step == "bid":
            first, plan = self._bid_and_plan(view, decision, remember=False)
            if plan is None or first.kind in ("bid", "pass"):
                return [first]
            return list(plan_moves(decision, view.draft, [plan], BID, PASS)[0])
        if step == "discard" and self.level != "easy":
            return list(plan_moves(decision, view.draft, [discard_plan(view.hand)], DONE, DONE)[0])
        return [self.choose(view, decision)]

    # ---- bidding -------------------------------------------------------------------------
    def _bid(self, view: View, decision: Decision) -> Action:
        return self._bid_and_plan(view, decision)[0]

    def _bid_and_plan(self, view: View, decision: Decision,
                      remember: bool = True) -> tuple[Action, list[int] | None]:
        """The next step of the bid, and the plan it is a step of (None for a careless step or a
        cheat call, which follow no plan): `whole` places the rest of the plan without asking again,
        so it need not remember the plan (`bid_plan`)."""
        # Easy's blunder is a whole bid made carelessly (decided once per auction, kept for its steps).
        auction = (view.hand_no, view.round, view.tie, view.auction)
        if auction != self._auction:
            self._auction = auction
            self._careless = self.rng.random() < BID_MISTAKE_RATE.get(self.level, 0.0)
        if self._careless:
            return self.loose.choose(view, decision), None
        call = _cheat_call(view, decision)
        if call is not None:
            return call, None
        plan = self.bid_plan(view, remember)
        return _plan_step(decision, view.draft, plan, BID, PASS), plan

    def bid_plan(self, view: View, remember: bool = True) -> list[int]:
        """The cards to bid; remembered while what the plan reads stays the same (bids are built card
        by card). The key is everything `_bid_plan` reads: a plan remembered from another table (the
        search's planner serves every game in the process) once made the same seed play differently.
        A whole bid placed at once (`whole`, the search's rivals and rollouts) is not remembered: its
        hand is dealt afresh in every playout, so the memo served 1% of the search's plans (330 of 33,440
        in twelve searched positions) while its key was worked out for every one."""
        hand = view.hand
        plunder = any(C.action(c) == "plunder" for c in hand) and _best_find(view.discard, hand) >= 4
        rivals = threatened_by(view)
        if not remember:
            return self._bid_plan(view, plunder, rivals)
        unseen = tuple(view.counts[s] - len(view.shown[s]) for s in rivals)     # what deny_plan reads
        key = (tuple(hand), view.auction, view.tie, view.players, max(view.counts) >= 10, plunder, _dig_worth(view),
               unseen)
        plan = self._memo.get(key)
        if plan is None:
            if len(self._memo) > 64:     # one captain plays every seat in the search: keep a few plans
                self._memo.clear()
            plan = self._memo[key] = self._bid_plan(view, plunder, rivals)
        return list(plan)

    def _bid_plan(self, view: View, plunder: bool, rivals: list[int]) -> list[int]:
        hand, auction = view.hand, view.auction
        if auction is None or not hand:
            return []
        if rivals and not wins_hand(hand, auction):
            return deny_plan(view, rivals)
        want = auction_worth(view)
        # A Mermaid or the Pirate King near a win is worth the junk that wins it: cards taken from every
        # rival, one may be the card the hand lacks. Seen (bench/blunders.py, All Hands seed 277,
        # position 10): three cards from a win, a Mermaid up, the rule of thumb passed (0.305 of a win
        # played on) where the Stormsail 10 and 9 won it (0.47). Near at three cards, not two: +0.032
        # (se 0.010) and +0.030 (se 0.009) over 40 positions of real games each where the bid changed
        # (bench/rule_change.py, seeds 61 and 62); at four, +0.020 (se 0.008).
        close = distance(hand) <= TAKER_NEAR
        if close and C.action(auction) in ("mermaid", "king"):
            want = max(want, 2.0)
        plan: list[int] = []
        actions = _action_cards(hand)
        # Action cards that pay off whatever the auction: take cards from the others.
        for key in ("mermaid", "king"):
            if key in actions:
                plan.append(actions[key])
        if plunder:
            plan.append(actions["plunder"])
        if "brawl" in actions and max(view.counts) >= 10:
            plan.append(actions["brawl"])
        # A Rum up for auction is bought with no crew card: it wins some later auction and is spent
        # doing so, while 'all bid cards are then discarded' now, won or lost. Seen (bench/blunders.py,
        # All Hands seeds 182 and 183): three crew cards, or two, bid for a Rum; passing won 9.5 and
        # 11 points of win share more (600 and 500 samples; in the first, one junk card alone 7 less).
        # A Mermaid or the Pirate King far from a win gets the cards it costs nothing to lose (`_taker_bid`).
        kind = C.action(auction)
        if (want < 2 or kind == "rum") and not view.tie:
            if kind in ("mermaid", "king"):
                return plan + _taker_bid(hand, auction)
            # A crew card worth no step to us still gets a card the hand holds twice (`_spare_copy`): it
            # costs nothing, and the card won may be a step later, or keep a step from a rival. Seen
            # (bench/blunders.py, All Hands seed 276, position 20): Stormsail 1 twice, 7 and 8, Sea Sabre
            # 9, Black Viper 5 passed on a Black Viper 8; a Stormsail 1 bid, 0.218 of a win played on
            # against 0.172 (500 samples). Over 120 positions of real games where this changed the bid,
            # +0.009 of a win (se 0.002, bench/rule_change.py, three seeds); a copy bid for every other
            # action card too, +0.002 (se 0.004).
            # Not for a copy of a card held (the veto's `worthless`: asked card by card, the search would
            # add the copy and take it back without end).
            if kind is None and not _held_copy(hand, auction):
                return plan + _spare_copy(hand, auction)
            return plan
        # A Rum for a card that brings a hand three cards or less from a win a card nearer (`RUM_NEAR`),
        # or for a Pirate Monkey: wild, a card nearer for every hand at the table, so no junk bid keeps it
        # from the others; or for a Hidden Plunder that digs such a card out of the discard pile (`RUM_FAR`).
        # Seen (bench/blunders.py, All Hands seed 265, position 8): Sea Sabre 4-6 and 10
        # three cards from a win, the Sea Sabre 8 up for auction, a Rum kept and the Black Viper 7 bid
        # beside the Pirate King: 0.233 of a win played on, with the Rum as well 0.308 (600 samples).
        # Bidding so from three cards, one captain won 8,016 of 32,000 games against three bidding a Rum
        # from two cards only; one of those 7,927 against three of these (seeds 11-14). In a tie, for any card
        # worth a bid: the rival tied with us bids again too, and crew cards bid and outbid are lost for
        # nothing. Seen (bench/blunders.py, All Hands seed 262, position 6): tied on 19 for a Mermaid, two
        # cards from a win, three crew cards bid again, 0.40 of a win played on; the Rum 0.67 (600 samples).
        # The Hidden Plunder far from a win, seen (bench/blunders.py, All Hands seed 275, position 24):
        # four cards from a win, three crew cards bid for it, 0.155 of a win played on, passing 0.255, the
        # Rum 0.350; over 40 positions of real games where this changed the bid, +0.039 of a win (se 0.006,
        # bench/rule_change.py).
        if "rum" in actions and (want >= RUM_WORTHY and (distance(hand) <= RUM_NEAR or kind in RUM_FAR)
                                 or view.tie and want >= TIE_RUM_WORTHY):
            return plan + [actions["rum"]] + _spare_beside_rum(hand, auction)
        if "cutpurse" in actions and want >= 4:
            plan.append(actions["cutpurse"])
        # Junk first: crew cards worth less than a step (`worth` // 4: 4 a step, 0.5 a neighbour), the
        # highest bid value first (high ranks, and the auction's crew, bid most: fewer cards reach the
        # bid aimed at), then the rest likewise.
        # Seen (bench/blunders.py, All Hands seed 187): Black Viper 3, 5, 7-10 and a Monkey spare the 3
        # or the 10; the 3 went, with two Stormsail cards, where the 10 and one bid more (+8 points of
        # win share). Spending the higher first, one captain won 4,182 of 16,000 games against three
        # of before (26.1%), one of before 3,896 of 16,000 against three such (24.4%).
        # A card is junk only while the junk already bid stays out: with Black Viper 1, 3, 5, 6, 8 and a
        # Monkey, the 1 or the 8 may go (1-7 or 3-9 is left), not both (seen: both bid for a Rum).
        # The card that wins the hand, and the game (`_loud_win_bid`): the spare cards of most bid value,
        # the low ones kept. Where a rival was seen taking a Rum, which 'automatically wins the card',
        # every card the win spares but the hand's other ways to win (below).
        wins = wins_hand(hand, auction)
        if wins and not view.long_game and not view.tie and not _rum_seen(view):
            return plan + _loud_win_bid(hand, auction)
        kept = hand + [auction]         # the hand the junk is weighed against (`worth`), less the junk bid
        worth = worths(kept)            # what each card is worth once the card bid for joins it
        near = _hand_shape(tuple(kept))[2]      # its distance from a win (`worths` keeps its shape)
        junk = sorted(_by_bid_value([c for c in hand if C.is_crew(c)], auction), key=lambda c: worth[c] // 4)
        aim = 6 + 2 * view.players + (6 if want >= 4 else 0) + (8 if view.tie else 0)
        capped = not wins
        if not capped and not view.long_game:
            aim = math.inf       # the card that wins the hand, and the game: every card the win can spare
        # A hand too short to win keeps its cards: one crew card at most, as every bid card is discarded,
        # won or lost (seen: two of five bid for a Black Viper 8; one captain bidding so won 2,167 of 8,000
        # games against three that did not, 27.1%).
        most = self.max_bid_crew if len(hand) >= SHORTEST_WIN else 1
        held, base = list(hand), distance(hand)     # the hand should the card be lost: the bid goes all the same
        # The outs (`_lost_masks`) a lost bid must leave the hand: for the card that wins it, all of them; for
        # any other, half (`BID_OUTS_KEPT`). Seen (bench/blunders.py, All Hands seed 284, position 30):
        # Stormsail 4, 7, Sea Sabre 1, 5, 6, Black Viper 6, 7, 9 and a Monkey bid the Stormsail 7 and
        # Sea Sabre 6 and 5 for the Black Viper 10: no step back by the distance to a win, but lost it
        # leaves 5 of the hand's 15 outs, won it is seven Black Vipers in a row short of two cards that
        # only 3 cards bring nearer; passing won 12.5 points of win share more (se 4.2). Over 100
        # positions of real games where this changed the bid (bench/rule_change.py), +0.0205 of a win
        # (se 0.0043, seed 33) and +0.0187 (se 0.0039, seed 34), a position about every game; 0.4 of
        # the outs kept +0.0174 (se 0.0047, seed 33), two thirds +0.0033 (se 0.0045); each card alone
        # keeping half of what the cards bid before it left, +0.0117 (se 0.0044).
        hand_outs = _hand_outs(tuple(hand))
        least_outs = hand_outs if not capped else BID_OUTS_KEPT * hand_outs
        total = count = 0
        monkey = C.is_monkey(auction)
        for c in junk:
            if total >= aim:
                break
            if worth[c] >= 4 and want < 8:
                break
            value = C.bid_value([c], auction)
            # A Pirate Monkey (a card nearer for any hand) gets a spare copy beyond a short hand's one card,
            # as it costs the hand nothing; never beyond the crew cards any bid may hold (the veto's cap:
            # past it the search's card-by-card steps added and took back cards without end)
            spare = monkey and _hand_shape(tuple(held))[3][_LINE_RANK[c]] > 1
            if capped and (count >= (self.max_bid_crew if spare else most) or total + value > self.bid_value_cap):
                continue            # no fortune for a card that does not win the hand
            if count and want < 8 and not _spares(kept, c, near):
                continue            # spare only while the junk already bid stays (alone: `worth` says so)
            lost = _lost_masks(held, c)
            if capped and masks_distance(*lost) > base:
                continue            # nor a card the hand needs should the bid lose
            if outs(*lost) < least_outs:
                continue            # nor one that takes the hand's ways a step nearer should the bid lose
            plan.append(c)
            kept.remove(c)
            held.remove(c)
            total, count = total + value, count + 1
        # A tie is bid again or forfeited: one more crew card keeps the claim, but not a card the hand
        # needs (seen: bench/blunders.py, All Hands seed 180: the Stormsail 2 of a 2-8 run one card
        # short bid again for a Mermaid; forfeited, 15 points of win share more).
        if view.tie and not any(C.is_crew(c) for c in plan) and junk and _spares(held, junk[0], base):
            plan.append(junk[0])
        return plan

    # ---- discarding ---------------------------------------------------------------------
    def _discard(self, view: View, decision: Decision) -> Action:
        return _plan_step(decision, view.draft, discard_plan(view.hand), DONE, DONE)

    # ---- choices ------------------------------------------------------------------------
    def _choice(self, view: View, decision: Decision) -> Action:
        hand = view.hand
        options = [a for a in decision.actions if a.kind == "choose"]
        kind = decision.step[len("choose_"):]
        if kind == "brawl":
            return max(options, key=lambda a: view.counts[a["seat"]])
        if kind in ("give", "tribute"):     # the least use to us, and of two alike the one that bids least (seed
            # 264, position 19: a Black Viper 10 paid in tribute for a Pieces of Eight, 4 points of win share;
            # one captain so won 3,941 of 16,000 games against three that did not, one that did not 3,802).
            # 0.3 per point against 0.2, where it changed the card given (bench/rule_change.py, three seeds,
            # 140 positions): +0.014 of a win (se 0.004); 0.1 -0.023, 0.4 -0.002.
            # And a card that takes outs from the hand (cards not held that would each bring it a step
            # nearer a win) costs more: seen (bench/rule_change.py, seed 34, game 176), Stormsail 7, 9, Sea
            # Sabre 2, 6, 8, a lone Black Viper 3, a Pieces of Eight and a Monkey paid the Black Viper 3,
            # leaving 4 of 9 outs: played to the end 0.49 of a win, the Pieces of Eight 0.66. Half a point
            # per out lost, where it changed the tribute: +0.0126 (se 0.0059, 100 positions, seed 33) and
            # +0.0138 (se 0.0062, seed 34); a quarter +0.012, three quarters +0.005, 1 +0.004, 2 -0.006.
            hand_outs = _hand_outs(tuple(hand))
            return min(options, key=lambda a: usefulness(a["card"], hand)
                       + GIVE_BID_WEIGHT * C.bid_value([a["card"]], view.auction)
                       + GIVE_OUTS_WEIGHT * max(0, hand_outs - outs(*_lost_masks(hand, a["card"]))))
        if kind == "cutpurse":     # never our own card: with only ours on the table, throw none
            pick = _cutpurse_pick(view, options)       # a Cutpurse asks only with a bid card to throw
            own = pick["card"] in (view.bids[view.seat] or ())
            return DONE if own and decision.allows(DONE) else pick
        if kind == "order":
            return options[0]
        if kind == "king" and not options:
            return Action.of("done")
        if _sure_to_win(view):      # the card taken joins the auction card, not the hand as it is
            hand = list(hand) + [view.auction]
        return max(options, key=lambda a: usefulness(a["card"], hand))


# What in a rival's bid may yet take the auction card from a higher crew bid: a Rum wins it, a Cutpurse
# may throw out a bid card, a Fall off the Dock sends it to the discard pile.
_UPSETS = frozenset({"rum", "cutpurse", "dock"})


def _sure_to_win(view: View) -> bool:
    """Whether the card up for auction is ours once the action cards on the table are resolved: the
    bids are revealed, ours is the highest crew bid or holds a Rum, and no other bid holds a card that
    could change that ('The Captain who has the highest value in his bid after all Action Cards are
    resolved ... wins the card'). A Hidden Plunder, a Mermaid or the Pirate King resolve before that:
    seen (bench/blunders.py, All Hands seed 268 position 17), the only crew bid on a Black Viper 5
    took a second Black Viper 5 out of the discard pile, where a Stormsail 10 beside the Stormsail 9
    held brought the hand a card from a win."""
    auction, bids, me = view.auction, view.bids, view.seat
    if auction is None or view.tie or not view.revealed or not bids[me] or "dock" in _action_cards(bids[me]):
        return False
    rivals = [bid for seat, bid in enumerate(bids) if seat != me and bid]
    if any(kind in _UPSETS for bid in rivals for kind in _action_cards(bid)):
        return False
    best_rival = max((_bid_strength(bid, auction) for bid in rivals), default=_NO_BID)
    return _beats(_bid_strength(bids[me], auction), best_rival)


_NO_BID = (False, 0)


def _bid_strength(cards: Sequence[int], auction: int) -> tuple[bool, int]:
    """A bid as the auction weighs it: a Rum first ('Automatically wins the card up for auction'), then
    the crew cards' value."""
    return any(C.action(c) == "rum" for c in cards), C.bid_value(cards, auction)


def _beats(ours: tuple[bool, int], best_rival: tuple[bool, int]) -> bool:
    """Whether a bid of strength `ours` wins the card: above every rival's (a tie is bid again, not
    won) and worth something (action cards alone, without a Rum, win nothing)."""
    return ours > best_rival and (ours[0] or ours[1] > 0)


def _unopposed(view: View) -> bool:
    """Every other bidder has already put down his bid, and it is no card at all."""
    me = view.seat
    return not view.tie and all(view.committed[s] and not view.bid_sizes[s] for s in view.bidders if s != me)


def _loud_win_bid(hand: list[int], auction: int) -> list[int]:
    """For the card that wins the hand: the crew cards the win spares, most bid value first, up to
    `WIN_BID_AIM`. The low cards stay in the hand, where a rival's Mermaid or Pirate King, which
    'draws one card randomly from the hand of every other Captain', more likely takes one of them
    than a card the win needs; and fewer cards bid more. Seen (bench/blunders.py, All Hands seed 279,
    position 7): one card short, the Sea Sabre 4 up; every spare card but the hand's other ways to
    win (the Sea Sabre 1, 2, Black Viper 2, 3: bid 11) and a Cutpurse 0.105 of a win below the
    Cutpurse with the Sea Sabre 10 and 8 (bid 36). Over 180 positions of real games where this
    changed the bid, +0.043 of a win (se 0.008, bench/rule_change.py, seeds 61-63: +0.036, +0.040,
    +0.052); up to 24, +0.030, +0.039, +0.052; up to 16, -0.018 (seed 63); up to 48, +0.056 (seed
    63). Before, a first try that bid the hand's outs beside low junk short of 14 gained +0.016 (se
    0.007) over 440 positions."""
    kept, bid, total = list(hand) + [auction], [], 0
    for c in _by_bid_value([c for c in hand if C.is_crew(c)], auction):
        if total >= WIN_BID_AIM:
            break
        if _spares(kept, c, 0):
            bid.append(c)
            kept.remove(c)
            total += C.bid_value([c], auction)
    return bid


def _rum_seen(view: View) -> bool:
    """Whether a rival was seen taking a Rum still in his hand: it wins any auction he bids it on."""
    return any(C.action(c) == "rum" for s, cards in enumerate(view.shown) if s != view.seat for c in cards)


def _spares(cards: list[int], card: int, near: int) -> bool:
    """Whether `cards` (`near` from a win) lose no step towards a win without `card`."""
    return distance([x for x in cards if x != card]) <= near


def _lost_masks(cards: list[int], card: int) -> tuple:
    """The crew masks (`crew_masks`) of `cards` without `card`: the hand should a bid holding it lose,
    asked both for its distance from a win (`masks_distance`) and for its outs (`outs`: cards not held
    that would each bring it a step nearer a win).

    The card that wins the hand gets every card the win spares, but a Rum or a higher bid may
    still take it, and 'all bid cards are then discarded'. Seen (bench/blunders.py, All Hands seed
    176): Stormsail 3-7 with a second 7, Sea Sabre 3, 5, Black Viper 3, 6, 7 and a Monkey bid the
    Black Viper 3, both Stormsail 7s and the 3 for the Sea Sabre 4 that wins (a rival known to hold
    a Rum): should the bid lose, the Stormsail 2 or 8 no longer makes seven in a row, 7 outs
    become 3. Played to the end (300 samples) that bid 0.60 of a win, passing 0.79, the Black
    Viper 3 and one Stormsail 7 (which keep the outs) 0.81. One captain keeping its outs so won
    1,981 of 8,000 games against three that did not (24.8%): a rare hand."""
    return crew_masks([x for x in cards if x != card])


def _spare_cards(cards: list[int]) -> list[int]:
    """The crew cards of `cards` each of which it can lose without a step back from a win."""
    near = distance(cards)
    return [c for c in cards if C.is_crew(c) and _spares(cards, c, near)]


def _spare_crew(hand: list[int]) -> bool:
    """A hand two cards or less from a win holding a crew card it can lose without a step back."""
    return distance(hand) <= 2 and bool(_spare_cards(hand))


def _by_bid_value(cards: Sequence[int], auction: int) -> list[int]:
    """`cards` by what each alone bids for `auction`, most first, equals in their order (Brothers Before
    the Mast doubles the auction card's crew: `C.bid_value` says so once, for the rules and the captains)."""
    return sorted(cards, key=lambda c: -C.bid_value([c], auction))


def _spare_copy(hand: list[int], auction: int) -> list[int]:
    """A Mermaid or the Pirate King far from a win, or a crew card worth no step, is worth a card the hand
    holds twice (of highest bid value): a run takes one card of each rank, so the copy costs nothing,
    and the cards the action takes from every rival later may hold one the hand lacks. Seen
    (bench/blunders.py, All Hands seed 184): Stormsail 2 twice, Sea Sabre 4, 6, 8, Black Viper 4 twice
    passed on a Mermaid in the second round; a Stormsail 2 bid won 15 points of win share more."""
    held = _hand_shape(tuple(hand))[3]        # cards held of each crew and rank
    copies = [c for c in hand if C.is_crew(c) and held[_LINE_RANK[c]] > 1]
    return _by_bid_value(copies, auction)[:1]


def _taker_bid(hand: list[int], auction: int) -> list[int]:
    """What a hand far from a win bids for a Mermaid or the Pirate King: a card it holds twice
    (`_spare_copy`) and, of the rest, one crew card worth nothing to it (`worths`: no step and no
    neighbour lost, so the hand spares it), of highest bid value. Either is lost won or lost, but
    the action takes a card from every rival later, and some rival may hold one the hand lacks.
    Seen (bench/blunders.py, All Hands seed 257): the rule of thumb passed where the search bid junk
    for a Mermaid or King (+3 to +8 points of win share); over 22 positions of real games where this
    changed the bid, +0.016 of a win on average (200 samples each; -0.085 to +0.165). One captain
    bidding so won 8,267 of 32,000 games against three that did not (25.8%; as before 7,933, 24.8%;
    more on every one of four seeds)."""
    copy = _spare_copy(hand, auction)
    rest = [c for c in hand if c not in copy]
    worth = worths(rest)        # without the copy: its twin is weighed as the last of its rank
    return copy + _by_bid_value([c for c in rest if C.is_crew(c) and worth[c] == 0], auction)[:1]


def _spare_beside_rum(hand: list[int], auction: int) -> list[int]:
    """The crew card bid beside a Rum ('among Rums the higher crew value wins'): the one of highest bid
    value that the hand, with the card bid for, spares without a step back from a win; none if no
    card is spare. Seen (bench/blunders.py, All Hands seed 172): a Rum alone for a Pirate Monkey
    while a second Sea Sabre 10 sat idle in the hand, +9 points for bidding it beside the Rum. None for
    a Hidden Plunder: a crew card beside the Rum cost 4.5 and 8 points of win share in the two positions
    studied (seed 275, position 24, and a table rebuilt from it), and over 40 positions of real games
    leaving it out gained +0.006 (se 0.006)."""
    if C.action(auction) == "plunder":
        return []
    return _by_bid_value([c for c in _spare_cards(list(hand) + [auction]) if c != auction], auction)[:1]


def _cutpurse_pick(view: View, options: list[Action]) -> Action:
    """The bid card to throw out: first one whose loss makes our bid win the card, then one that keeps
    the card from the rival it would win the game for, then the one leaving the best rival bid weakest
    ('Rum automatically wins the card'; a tie is not a win). Never our own."""
    me, auction, bids = view.seat, view.auction, view.bids
    before = {s: _bid_strength(cards, auction) for s, cards in enumerate(bids) if cards}
    owner = {c: s for s, cards in enumerate(bids) if cards and s != me for c in cards}
    threat = set(threatened_by(view))

    def worth(a: Action) -> tuple:
        card = a["card"]
        if card not in owner:
            return (False, False, (-1, -1), -1)
        strength = dict(before)         # only the card's owner's bid changes
        strength[owner[card]] = _bid_strength([c for c in bids[owner[card]] if c != card], auction)
        best_rival = max((v for s, v in strength.items() if s != me), default=_NO_BID)
        wins = _beats(strength.get(me, _NO_BID), best_rival)
        top = max(strength.values())
        leaders = {s for s, v in strength.items() if v == top}
        return (wins, not threat & leaders, (-best_rival[0], -best_rival[1]), C.bid_value([card], auction))
    return max(options, key=worth)


# ---- search profile (Normal and Hard) ------------------------------------------------------

def plan_moves(decision: Decision, draft: list[int], plans: list[list[int]], commit: Action,
               empty: Action) -> list[tuple[Action, ...]]:
    """Each plan as the whole run of card-by-card steps that places it, without repeats."""
    moves: list[tuple[Action, ...]] = []
    for plan in plans:
        steps, held = [], list(draft)
        while True:
            step = _plan_step(decision, held, plan, commit, empty)
            steps.append(step)
            if step.kind in ("add", "mark"):
                held.append(step["card"])
            elif step.kind in ("remove", "unmark"):
                held.remove(step["card"])
            else:
                break
        if tuple(steps) not in moves:
            moves.append(tuple(steps))
    return moves


def bid_candidates(view: View, captain: AllHandsCaptain) -> list[list[int]]:
    """The heuristic's bid, passing, bids of more or fewer junk crew cards around it, and the one or
    two spare crew cards of most bid value alone (a card the hand loses no step without, the auction's
    crew doubled): the rule of thumb bids as many as its aim takes, these fewer. (Normal judged move
    by move, 100 positions of seeds 8 and 9: its departures from the rule of thumb gained 0.09 and
    0.12 of win share more in all with them; against three rule-of-thumb captains it won 133 of 400
    games with them, 114 of the same 400 deals without, before the rule of thumb spent its spare
    cards highest bid value first.)"""
    hand, auction = view.hand, view.auction
    plan = captain.bid_plan(view)
    extras = [c for c in plan if not C.is_crew(c)]
    worth = worths(hand)
    junk = sorted((c for c in hand if C.is_crew(c) and c not in plan), key=worth.__getitem__)
    crew = [c for c in plan if C.is_crew(c)]
    plans = [plan, []]
    if crew:
        plans.append(extras + crew[:-1])
    plans += [plan + junk[:k] for k in (1, 2) if len(junk) >= k]
    if auction is not None and not crew:
        plans += [extras + junk[:k] for k in (1, 3) if len(junk) >= k]
    if auction is not None:
        loud = _by_bid_value([c for c in hand if C.is_crew(c) and worth[c] < 4], auction)
        plans += [extras + loud[:k] for k in (1, 2) if len(loud) >= k]
    rum = next((c for c in hand if C.action(c) == "rum"), None)
    if rum is not None and not any(C.action(c) == "rum" for c in plan):    # one Rum wins: a second is waste
        plans.append(extras + [rum])
    lone = _lone_bid(view, plan)
    if lone:
        plans.insert(0, lone)
    return plans


def _held_copy(hand: Sequence[int], card: int) -> bool:
    """Whether `card` is a crew card the hand holds already (its crew and rank): it brings no step."""
    return C.is_crew(card) and _hand_shape(tuple(hand))[3][_LINE_RANK[card]] > 0


def _lone_bid(view: View, plan: list[int] | None = None) -> list[int] | None:
    """Once every rival has passed, the bid that wins the card for least: the plan's least worth crew
    card, with its action cards that pay off whatever the auction (no Rum or Cutpurse, no more junk).
    None while a rival may still bid (checked first: most bids), or where the plan bids no crew card.
    `plan`: the rule of thumb's bid, if already at hand (else asked of the search's planner)."""
    if not _unopposed(view):
        return None
    plan = _PLANNER.bid_plan(view) if plan is None else plan
    crew = [c for c in plan if C.is_crew(c)]
    if not crew:
        return None
    return [c for c in plan if not C.is_crew(c) and C.action(c) not in ("rum", "cutpurse")] + crew[:1]


_PLANNER = AllHandsCaptain(random.Random(0))   # one captain for every node, so its bid-plan memo is kept


def search_moves(state: Any, decision: Decision) -> list[tuple[Action, ...]]:
    """Whole bids and whole discards as single moves; every other choice as it is."""
    if decision.step not in ("bid", "discard"):
        return [(a,) for a in decision.actions]
    from game.engine.ruleset import registry
    view = registry.get("all_hands").lens(state, decision.seat)
    if decision.step == "discard":
        hand = view.hand
        extra = len(hand) - (C.HAND_LIMIT - 1)
        least = sorted(hand, key=worths(hand).__getitem__)
        # The rule of thumb's, or the same without throwing dead action cards. Both leave room for the
        # card dealt next round: twelve kept lose a random card to the first cheat call (played to the
        # end, 56% against 68%: test_all_hands_twelve_cards_make_room...), which the estimate, a few
        # moves on, does not see.
        plans = [discard_plan(hand), least[:max(extra, 0)]]
        return Ranked(plan_moves(decision, view.draft, plans, DONE, DONE))      # the rule of thumb's first
    moves = plan_moves(decision, view.draft, bid_candidates(view, _PLANNER), BID, PASS)
    moves += [(a,) for a in decision.actions if a.kind == "call_cheat"]
    # The rule of thumb's whole bid comes first (`bid_candidates`), unless it calls a cheat or every
    # rival has passed (the lone bid comes first then): ranked so, the search need not ask it again.
    if _unopposed(view) or _cheat_call(view, decision) is not None:
        return moves
    return Ranked(moves)


# The estimate's weights, fitted (a conditional logit: each seat's chance is its share of e**standing) to
# who went on to win 6,000 rule-of-thumb games (39,148 positions, 4 players, short game). Log loss on
# 3,000 other games: 1.234 nats, against 1.280 for the distance alone (e**(-distance / 1.2)) it replaced
# and 1.386 for even chances. A Mermaid, the Pirate King and a Hidden Plunder each bring a card as
# good as a step nearer a win; a hand one card short is far nearer than its distance says, and a
# hand with many cards that would bring it a step nearer (`outs`) is nearer than one with few.
STANDING = {"distance": -0.67, "one_short": 0.67, "two_short": 0.2, "cards": 0.014, "outs": 0.07,
            "rum": 0.13, "mermaid": 0.66, "king": 0.5, "plunder": 0.62}


def standing(hand: list[int]) -> float:
    """How likely `hand` is to win the game first, on the logit scale of the fitted estimate: the sum
    of `STANDING` times `standing_features`, worked out without building them (once per playout)."""
    held, monkeys = crew_masks(hand)
    away = masks_distance(held, monkeys)
    worth = _AWAY_STANDING[away] + _CARDS_STANDING * len(hand)
    if away:
        worth += _OUTS_STANDING * outs(held, monkeys)
    for c in hand:
        worth += _CARD_STANDING[c]
    return worth


def standing_features(hand: list[int]) -> dict[str, float]:
    """What the estimate weighs in a hand (`STANDING`; bench/all_hands_estimate.py fits the weights)."""
    held, monkeys = crew_masks(hand)
    away = masks_distance(held, monkeys)
    features = {"distance": away, "one_short": away == 1, "two_short": away == 2, "cards": len(hand),
                "outs": outs(held, monkeys)}
    for c in hand:
        key = C.action(c)
        if key in STANDING:
            features[key] = features.get(key, 0) + 1
    return features


# `standing`'s tables: by distance from a win (never more than a run of seven: `distance`), per card, per
# card held.
_AWAY_STANDING = tuple(STANDING["distance"] * d + STANDING["one_short"] * (d == 1) + STANDING["two_short"] * (d == 2)
                       for d in range(C.LONG_RUN + 1))
_CARD_STANDING = tuple(STANDING.get(C.action(c), 0.0) if not C.is_crew(c) else 0.0 for c in range(C.DECK_SIZE))
_CARDS_STANDING, _OUTS_STANDING = STANDING["cards"], STANDING["outs"]


def evaluate(state: Any) -> list[float]:
    """Win chances from each hand's `standing` (and, in the long game, the scores)."""
    near = softmax_chances([standing(h) for h in state.hands], 1.0)
    if not state.long_game:
        return near
    worth = [state.scores[s] + score(state.hands[s]) + C.WIN_BONUS * near[s] for s in range(state.players)]
    return softmax_chances(worth, 25.0)


# The choices that put the card chosen into the chooser's hand (a Hidden Plunder, a Mermaid's or a
# cheat call's pulled cards, the Pirate King's tribute).
TAKES_A_CARD = ("choose_plunder", "choose_keep", "choose_king")


def _monkey_first(moves: list[tuple[Action, ...]]) -> list[tuple[Action, ...]]:
    """A Pirate Monkey on offer over any crew card: wild, it can stand for that card, so no hand is
    nearer a win with the crew card (in the long game a Monkey scores nothing, so there it may not
    be). The search's estimate, a few moves on, cannot tell the two apart: seen, Normal took a
    Sea Sabre 8 by a Hidden Plunder rather than the Monkey (played to the end, 0.236 against 0.400)."""
    if not any(m[0].kind == "choose" and C.is_monkey(m[0]["card"]) for m in moves):
        return list(moves)
    return [m for m in moves if m[0].kind != "choose" or not C.is_crew(m[0]["card"])]


def _bid_after(draft: list[int], move: tuple[Action, ...]) -> set[int]:
    """The cards bid (or marked to discard) once a card-by-card move is played from `draft`."""
    removed = {a["card"] for a in move if a.kind in ("remove", "unmark")}
    return {c for c in draft if c not in removed} | {a["card"] for a in move if a.kind in ("add", "mark")}


def _keeping_draft(draft: list[int], moves: list[tuple[Action, ...]]) -> list[tuple[Action, ...]]:
    """In mid-bid (or mid-discard), only the moves that keep every card already placed, where any does.
    A seat asked card by card and searching afresh each time (a hint, the tests' harness) plays only
    a move's first step, and the next search may prefer another whole move that takes that card back:
    seen, a Normal seat added a Tavern Brawl and took it back for 60,000 moves. With the placed cards
    kept, each step adds a card or commits, so every bid ends. (At the table a captain plays on the
    whole move it chose, `SearchSeat.plan`, and never searches in mid-bid.) Where no move keeps them
    (a player's draft the captain would not bid), taking cards back stays open."""
    if not draft:
        return moves
    placed = set(draft)
    keeping = [m for m in moves if placed <= _bid_after(draft, m)]
    return keeping or moves


def veto(view: View, decision: Decision, moves: list[tuple[Action, ...]]) -> list[tuple[Action, ...]]:
    """Never call a cheat on a captain whose open card count is within the limit (a certain loss),
    nor bid a fortune for a card that does not win the hand. A sure cheat call comes first: it costs
    no bid (the bid follows it) and wins a card, so every move without it is worse. (The search
    undervalued it: the call is followed by two more choices of its own, whose explored mistakes
    dragged its average below a whole bid's.) Nor a Rum for a card that brings the hand no nearer a
    win: the estimate does not count a Rum kept, so the search spent one on half the Rum bids it
    made, on cards like a lone Sea Sabre 3. Nor crew cards for a copy of a card held, which brings
    nothing (the search's samples gave it a rival to keep it from now and then). Once every rival
    has passed, only the lone bid of one crew card (`_lone_bid`): it wins, and a Rum, a Cutpurse or
    more junk is wasted.

    Where the auction card would win a rival the game (`threatened_by`), only bids holding the whole
    denying bid are searched: in the search's samples the other captains deny it, so passing looked
    free, and a table of captains who each left it to the others would hand the rival the game."""
    if decision.step in TAKES_A_CARD and not view.long_game:
        return _monkey_first(moves)
    sure = _cheat_target(view)
    if decision.step == "bid" and sure is not None:
        calls = [m for m in moves if m[0].kind == "call_cheat" and m[0]["target"] == sure]
        if calls:
            return calls
    modest = decision.step == "bid" and not wins_hand(view.hand, view.auction)    # a bid on a card we can spare
    rivals = threatened_by(view) if modest else []
    if rivals:
        plan = set(deny_plan(view, rivals))
        denying = [m for m in moves if m[-1].kind == "bid" and plan <= _bid_after(view.draft, m)]
        if plan and denying:
            return _keeping_draft(view.draft, denying)
    rum_worthy = modest and auction_worth(view) >= RUM_WORTHY
    # Every rival has passed: one crew card wins, so a Rum, a Cutpurse or a second crew card would be
    # thrown away (the estimate, which counts how near each hand is to a win, does not see junk kept).
    # One such bid only: between two, a captain asked card by card could take one back for the other.
    lone = _lone_bid(view) if decision.step == "bid" else None
    auction = view.auction
    worthless = modest and not rivals and _held_copy(view.hand, auction)    # nobody to keep it from
    # A Mermaid or the Pirate King up for auction, the hand two cards or less from a win and sparing a
    # crew card: no pass. The card draws from every rival's hand, maybe the card the hand lacks, for a
    # card the hand does not need (bench/blunders.py: +14 points of win share for the bid; Normal, at
    # 200 playouts, passed there in about one seed of twenty, before the search's guess was mended and after).
    free_draw = (decision.step == "bid" and not view.tie and C.action(auction) in ("mermaid", "king")
                 and _spare_crew(view.hand))
    kept = []
    for move in moves:
        if move[0].kind == "call_cheat" and view.counts[move[0]["target"]] <= C.HAND_LIMIT:
            continue
        if free_draw and move[-1].kind == "pass":
            continue
        if worthless and move[-1].kind == "bid" and any(C.is_crew(c) for c in _bid_after(view.draft, move)):
            continue
        if modest and not rivals and not view.tie and move[-1].kind == "bid":
            bid = _bid_after(view.draft, move)
            crew = [c for c in bid if C.is_crew(c)]
            if len(crew) > MAX_BID_CREW or C.bid_value(crew, view.auction) > BID_VALUE_CAP:
                continue
            if not rum_worthy and any(C.action(c) == "rum" for c in bid):
                continue
        if lone and move[-1].kind == "bid" and _bid_after(view.draft, move) != set(lone):
            continue
        kept.append(move)
    return _keeping_draft(view.draft, kept) if decision.step in ("bid", "discard") else kept


# Normal searches 300 playouts here, not the 100 of the other games (still within its quarter of a
# second): once the rule-of-thumb captains learned a Rum for the Pirate Monkey, junk for a Mermaid near a
# win and no bid for a copy of a card held, Normal at 100 won 94/300 against three of them (seeds 61-63:
# 29, 37, 28), at 300 111/300 (37, 41, 33) on the same deals, decision p95 0.25 s (bench/ai_strength.py).
# Both levels keep the search's default UCB constant (0.7). At 0.3 Normal won 201/600 against three
# rule-of-thumb captains (192/600 at 0.7, seeds 61-66, the same deals), but Hard then won only 12 of 71
# games against three such Normal (Hard at 0.3) and 9 of 55 (Hard at 0.7), against 27/100 with both at
# 0.7 (seed 43): a Normal that beats Hard, for a point and a half against the rule of thumb.
NORMAL = {"iterations": 300}


def search_profile() -> SearchProfile:
    return SearchProfile(make_policy=lambda rng: AllHandsCaptain(rng, "normal"), evaluate=evaluate,
                         moves=search_moves, veto=veto, rollout_depth=12, budgets={"normal": NORMAL})
