"""All Hands on Deck! as a Ruleset: the pirate auction, action cards, cheats and winning hands.

A round: deal a card (not in a hand's first round) -> reveal the auction card ->
face-down bids, made card by card in private by every Captain at once (a
Pirate Cheat may be called from inside one's own bid decision) -> reveal ->
action cards resolved from the dealer's left, each Captain ordering his own ->
the winner (ties re-bid or forfeit) -> everyone discards -> the deal moves left.
Any change to a hand is checked for a winning hand, which ends the hand at once.
"""

from __future__ import annotations

import random
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Mapping

from game.engine.steps import choice_decision
from game.engine import decks
from game.engine.options import OptionSpec
from game.engine.ruleset import Result, Ruleset
from game.engine.values import Action, Decision, Event
from game.rules.all_hands import data as C
from game.rules.all_hands.effects import ANSWERS, EFFECTS
from game.rules.all_hands import text
from game.rules.all_hands.hands import is_winning, score, winning_runs
from game.rules.all_hands.determinize import determinize
from game.rules.all_hands.state import AHState
from game.rules.all_hands.view import AllHandsLens

PASS = Action.of("pass")
BID = Action.of("bid")
DONE = Action.of("done")
# Choices that may be declined with Done: the Pirate King keeps "up to two" tribute cards, and a
# Cutpurse "allows" a Captain to remove a bid card (one with only his own bid on the table keeps it).
OPTIONAL_CHOICES = frozenset({"king", "cutpurse"})


def _card(kind: str, card: int) -> Action:
    return _CARD_ACTIONS[kind][card]


_CARD_ACTIONS = {kind: [Action.of(kind, card=c) for c in range(C.DECK_SIZE)]
                 for kind in ("add", "remove", "choose", "mark", "unmark")}


class _HandWon(Exception):
    """Raised the moment a hand becomes a winning hand: the hand ends at once."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.seat = seat


@lru_cache(maxsize=4096)
def _bid_decision(seat: int, hand: tuple[int, ...], draft: tuple[int, ...], tie: bool,
                  cheats: tuple[int, ...]) -> Decision:
    """A face-down bid's next step (built once per hand and bid so far: every seat asks at every step)."""
    actions = [_card("add", c) for c in hand if c not in draft]
    actions += [_card("remove", c) for c in draft]
    actions.append(BID if draft else PASS)
    actions += [Action.of("call_cheat", target=t) for t in cheats]
    prompt = "Tie! Bid one or more cards more, or forfeit." if tie else "Bid: choose cards face down, or pass."
    return Decision(seat, "bid", prompt, tuple(actions), simultaneous=True)


@lru_cache(maxsize=4096)
def _discard_decision(seat: int, hand: tuple[int, ...], draft: tuple[int, ...]) -> Decision:
    actions = [_card("mark", c) for c in hand if c not in draft]
    actions += [_card("unmark", c) for c in draft] + [DONE]
    return Decision(seat, "discard", "Discard any cards you like, then Done.", tuple(actions), simultaneous=True)


class AllHands(Ruleset):
    name = "all_hands"
    title = "All Hands on Deck!"
    race_actions = frozenset({"call_cheat"})     # called in the open while the bids are still face down
    min_players = 2
    max_players = 6
    blurb = "Bid crew cards face down for pirates: first to a crew of seven in a row, or three in a row in every crew."
    options = (
        OptionSpec("long_game", "bool", False, "score each hand: first to 250 points or the best after 5 hands",
                   label="Longer game"),
        OptionSpec("target", "int", C.LONG_TARGET, "longer game: points that win", minimum=20, maximum=1000, step=10,
                   label="Points to win"),
        OptionSpec("hands", "int", C.LONG_HANDS, "longer game: most hands played", minimum=1, maximum=20,
                   label="Hands"),
        OptionSpec("dealer", "seat", 0, "seat number (from 0) of the first dealer", minimum=0, maximum=5,
                   label="First dealer"),
    )
    pause_events = frozenset({"reveal", "won", "all_hands", "no_winner"})
    log_headings = frozenset({"round", "hand_dealt"})
    log_highlights = frozenset({"won", "cheat_caught", "cheat_false", "all_hands", "game_over", "tie"})
    log_subjects = MappingProxyType({"cheat_call": "frm", "cheat_caught": "frm", "cheat_false": "to"})
    reveal_events = frozenset({
        "deal", "hand_dealt", "dealt", "pulled", "lost", "gave_card", "reveal",
        "cheat_caught", "cheat_false", "reshuffle", "hand"})
    luck_words = "the cards were shuffled"

    # ---- setup ---------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[AHState, list[Event]]:
        dealer = int(options.get("dealer") or 0) % players
        state = AHState(players, [], [[] for _ in range(players)], dealer=dealer, scores=[0] * players,
                        long_game=bool(options.get("long_game")), target=int(options.get("target") or C.LONG_TARGET),
                        max_hands=int(options.get("hands") or C.LONG_HANDS))
        self._reset_round_lists(state)
        ev: list[Event] = []
        self._new_hand(state, rng, ev)
        return state, ev

    def state_from_json(self, d: Mapping[str, Any]) -> AHState:
        state = AHState.from_json(dict(d))
        if sorted(state.all_cards()) != list(range(C.DECK_SIZE)):
            raise ValueError("a position must hold each of the 108 cards exactly once")
        if any(c not in hand + bid for shown, hand, bid in zip(state.shown, state.hands, state.bids) for c in shown):
            raise ValueError("a card shown in a hand must be in that hand or its bid")
        return state

    @staticmethod
    def _reset_round_lists(state: AHState) -> None:
        n = state.players
        state.draft = [[] for _ in range(n)]
        state.bids = [[] for _ in range(n)]
        state.committed = [False] * n
        state.marks = [0] * n
        state.immune = [False] * n
        state.discarding = [False] * n

    def _new_hand(self, state: AHState, rng: random.Random, ev: list[Event]) -> None:
        deck = list(range(C.DECK_SIZE))
        rng.shuffle(deck)
        state.deck, state.discard = deck, []
        state.hands = [[] for _ in range(state.players)]
        state.shown = [[] for _ in range(state.players)]
        state.limbo, state.tribute, state.choices, state.eights = [], [], [], []
        state.brawled, state.brawled_next, state.unresolved = [], [], []
        state.auction, state.hand_winner = None, None
        self._reset_round_lists(state)
        for _ in range(C.START_CARDS):
            for s in state.left_of(state.dealer):
                state.hands[s].append(state.deck.pop())
        ev.append(Event.of("hand", number=state.hand_no, dealer=state.dealer))
        ev += [Event.of("hand_dealt", visible_to=[s], seat=s, cards=tuple(state.hands[s])) for s in range(state.players)]
        state.first_round = True
        self._start_round(state, rng, ev)

    def _draw(self, state: AHState, rng: random.Random, ev: list[Event]) -> int | None:
        """The top card; an empty deck is refilled by shuffling the discard pile (our decision)."""
        card, reshuffled = decks.draw(state.deck, state.discard, rng)
        if reshuffled:
            ev.append(Event.of("reshuffle", cards=reshuffled))
        return card

    def _start_round(self, state: AHState, rng: random.Random, ev: list[Event]) -> None:
        state.round += 1
        state.brawled, state.brawled_next = list(state.brawled_next), []
        state.immune = [False] * state.players        # picking up the dealt card ends any immunity
        if not state.first_round:
            for s in state.left_of(state.dealer):
                if s in state.brawled:
                    continue
                card = self._draw(state, rng, ev)
                if card is None:
                    break
                ev.append(Event.of("dealt", seat=s))
                ev.append(Event.of("deal", visible_to=[s], seat=s, card=card))
                self._gain(state, s, [card])
        state.first_round = False
        state.auction = self._draw(state, rng, ev)
        ev.append(Event.of("round", number=state.round, dealer=state.dealer, auction=state.auction,
                           brawled=tuple(state.brawled)))
        if state.auction is None:       # not a card left anywhere: nobody can win this hand
            self._end_hand(state, None, rng, ev)
            return
        self._open_bids(state, [s for s in range(state.players) if s not in state.brawled], tie=False)
        self._maybe_reveal(state, rng, ev)      # everyone brawling: nobody can bid, the card is discarded

    def _open_bids(self, state: AHState, seats: list[int], tie: bool) -> None:
        state.phase = "bid"
        state.tie = tie
        state.revealed = False
        state.bidders = list(seats)
        state.committed = [s not in seats for s in range(state.players)]
        state.draft = [[] for _ in range(state.players)]
        state.marks = [len(b) for b in state.bids]

    # ---- hands change here (and only here grow) --------------------------------------------
    def _gain(self, state: AHState, seat: int, cards: list[int], seen: bool = False) -> None:
        """Cards into `seat`'s hand; `seen`: every player saw them go there (see `AHState.shown`)."""
        state.hands[seat].extend(cards)
        if seen:
            state.shown[seat].extend(cards)
        if is_winning(state.hands[seat]):
            raise _HandWon(seat)

    def _take_from_hand(self, state: AHState, seat: int, card: int, unseen: bool = False) -> None:
        """`unseen`: the others do not see which card it is, so which shown cards are left is unknown."""
        state.hands[seat].remove(card)
        if card in state.draft[seat]:
            state.draft[seat].remove(card)
        if unseen:
            state.shown[seat].clear()
        elif card in state.shown[seat]:
            state.shown[seat].remove(card)

    # ---- decisions -----------------------------------------------------------------------
    def pending(self, state: AHState) -> list[Decision]:
        if state.phase == "over":
            return []
        decisions: list[Decision] = []
        choosing = set()
        for c in state.choices:
            if c["seat"] not in choosing:
                choosing.add(c["seat"])
                decisions.append(self._choice_decision(state, c))
        if state.phase == "bid":
            decisions += [self._bid_decision(state, s) for s in state.bidders
                          if not state.committed[s] and s not in choosing]
        elif state.phase == "discard":
            decisions += [self._discard_decision(state, s) for s in range(state.players)
                          if state.discarding[s] and s not in choosing]
        return sorted(decisions, key=lambda d: d.seat)

    def decision_of(self, state: AHState, seat: int) -> Decision | None:
        if state.phase == "over":
            return None
        choice = next((c for c in state.choices if c["seat"] == seat), None)
        if choice is not None:
            return self._choice_decision(state, choice)
        if state.phase == "bid":
            return self._bid_decision(state, seat) if seat in state.bidders and not state.committed[seat] else None
        if state.phase == "discard":
            return self._discard_decision(state, seat) if state.discarding[seat] else None
        return None

    def _bid_decision(self, state: AHState, seat: int) -> Decision:
        cheats = () if state.tie else tuple(t for t in range(state.players) if t != seat and not state.immune[t])
        return _bid_decision(seat, tuple(state.hands[seat]), tuple(state.draft[seat]), state.tie, cheats)

    def _discard_decision(self, state: AHState, seat: int) -> Decision:
        return _discard_decision(seat, tuple(state.hands[seat]), tuple(state.draft[seat]))

    def _choice_decision(self, state: AHState, c: dict[str, Any]) -> Decision:
        kind = c["kind"]
        return choice_decision(c, text.CHOICE_PROMPTS, "seat" if kind == "brawl" else "card",
                               (DONE,) if kind in OPTIONAL_CHOICES else (), simultaneous=kind == "tribute")

    # ---- applying -----------------------------------------------------------------------
    def apply(self, state: AHState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        ev: list[Event] = []
        try:
            if any(c["seat"] == seat for c in state.choices):
                self._answer(state, seat, action, rng, ev)
            elif state.phase == "bid":
                self._apply_bid(state, seat, action, rng, ev)
            elif state.phase == "discard":
                self._apply_discard(state, seat, action, rng, ev)
        except _HandWon as won:
            self._end_hand(state, won.seat, rng, ev)
        return ev

    def _apply_bid(self, state: AHState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        k = action.kind
        if k == "add":
            state.draft[seat].append(action["card"])
        elif k == "remove":
            state.draft[seat].remove(action["card"])
        elif k == "call_cheat":
            self._call_cheat(state, seat, action["target"], rng, ev)
        elif k in ("bid", "pass"):
            cards = list(state.draft[seat])
            for c in cards:
                state.hands[seat].remove(c)
            state.bids[seat].extend(cards)
            state.draft[seat] = []
            state.committed[seat] = True
            if k == "pass" and state.tie:
                state.contenders.remove(seat)
            ev.append(Event.of("bid_ready", seat=seat, passed=k == "pass", tie=state.tie))
            if cards:
                ev.append(Event.of("bid_cards", visible_to=[seat], seat=seat, cards=tuple(cards)))
            self._maybe_reveal(state, rng, ev)

    def _call_cheat(self, state: AHState, caller: int, target: int, rng: random.Random, ev: list[Event]) -> None:
        count = len(state.hands[target])
        ev.append(Event.of("cheat_call", frm=caller, to=target, count=count))
        if count > C.HAND_LIMIT:
            pulled = rng.sample(state.hands[target], count - C.HAND_LIMIT)
            for c in pulled:
                self._take_from_hand(state, target, c, unseen=True)
            state.limbo.extend(pulled)
            ev.append(Event.of("cheat_caught", frm=caller, to=target, taken=len(pulled)))
            ev.append(Event.of("pulled", visible_to=[caller], seat=caller, cards=tuple(pulled)))
            state.choices.append({"seat": caller, "kind": "keep", "options": pulled, "card": -1})
        else:
            pulled = rng.sample(state.hands[caller], min(2, len(state.hands[caller])))
            for c in pulled:
                self._take_from_hand(state, caller, c, unseen=True)
            state.limbo.extend(pulled)
            state.immune[target] = True
            ev.append(Event.of("cheat_false", frm=caller, to=target, taken=len(pulled)))
            if pulled:
                ev.append(Event.of("pulled", visible_to=[target, caller], seat=target, cards=tuple(pulled)))
                state.choices.append({"seat": target, "kind": "keep", "options": pulled, "card": -1})

    def _maybe_reveal(self, state: AHState, rng: random.Random, ev: list[Event]) -> None:
        if state.phase != "bid" or state.choices or not all(state.committed):
            return
        state.revealed = True
        fresh = [state.bids[s][state.marks[s]:] for s in range(state.players)]
        for s, cards in enumerate(fresh):       # turned over: the shown cards among them are seen leaving
            state.shown[s] = [c for c in state.shown[s] if c not in cards]
        ev.append(Event.of("reveal", bids=tuple(tuple(b) for b in state.bids), fresh=tuple(tuple(f) for f in fresh),
                           tie=state.tie))
        if not state.tie:
            state.contenders = [s for s in range(state.players) if state.bids[s]]
            if not state.contenders:
                ev.append(Event.of("no_bids", card=state.auction))
                state.discard.append(state.auction)
                state.auction = None
                self._after_auction(state, rng, ev)
                return
        state.unresolved = [c for s in state.left_of(state.dealer) for c in fresh[s] if C.action(c)]
        state.phase = "resolve"
        self._continue_resolution(state, rng, ev)

    # ---- action cards -----------------------------------------------------------------------
    def _continue_resolution(self, state: AHState, rng: random.Random, ev: list[Event]) -> None:
        while state.phase == "resolve" and not state.choices:
            state.unresolved = [c for c in state.unresolved if any(c in b for b in state.bids)]
            for p in state.left_of(state.dealer):
                mine = [c for c in state.unresolved if c in state.bids[p]]
                if mine:
                    break
            else:
                self._determine(state, rng, ev)
                return
            if len(mine) > 1:
                state.choices.append({"seat": p, "kind": "order", "options": mine, "card": -1})
                return
            self._resolve_card(state, p, mine[0], rng, ev)

    def _resolve_card(self, state: AHState, p: int, card: int, rng: random.Random, ev: list[Event]) -> None:
        state.unresolved.remove(card)
        ev.append(Event.of("resolve", seat=p, card=card))
        effect = EFFECTS.get(C.action(card))   # Pirate Monkey and Rum do nothing when resolved
        if effect is not None:
            effect(self, state, p, card, rng, ev)

    def _answer(self, state: AHState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        c = next(ch for ch in state.choices if ch["seat"] == seat)
        state.choices.remove(c)
        kind = c["kind"]
        if kind == "order":
            self._resolve_card(state, seat, action["card"], rng, ev)
        elif kind == "keep":            # one of several cards pulled (a Mermaid, a cheat call): the rest go
            kept = action["card"]
            rest = [x for x in c["options"] if x != kept]
            for x in c["options"]:
                state.limbo.remove(x)
            state.discard.extend(rest)
            ev.append(Event.of("kept", seat=seat, discarded=tuple(rest)))
            ev.append(Event.of("kept_card", visible_to=[seat], seat=seat, card=kept))
            self._gain(state, seat, [kept])
        else:
            ANSWERS[kind](self, state, seat, c, action, ev)
        if state.phase == "resolve":
            self._continue_resolution(state, rng, ev)
        elif state.phase == "bid":
            self._maybe_reveal(state, rng, ev)

    # ---- the winner ---------------------------------------------------------------------
    def _determine(self, state: AHState, rng: random.Random, ev: list[Event]) -> None:
        if state.auction is None:
            self._after_auction(state, rng, ev)
            return
        values = {s: C.bid_value(state.bids[s], state.auction) for s in state.contenders}
        rum = [s for s in state.contenders if any(C.action(c) == "rum" for c in state.bids[s])]
        pool = rum or [s for s in state.contenders if values[s] > 0]
        if not pool:
            ev.append(Event.of("no_winner", card=state.auction))
            state.discard.append(state.auction)
            state.auction = None
            self._after_auction(state, rng, ev)
            return
        best = max(values[s] for s in pool)
        top = [s for s in state.left_of(state.dealer) if s in pool and values[s] == best]
        able = [s for s in top if state.hands[s]]
        if len(top) > 1 and able:
            # Every tied Captain must bid one or more cards more or forfeit; one with no card left
            # forfeits, and one left alone in the tie must still re-bid to win (the text).
            state.contenders = able
            ev.append(Event.of("tie", seats=tuple(able), value=best, rum=bool(rum)))
            self._open_bids(state, able, tie=True)
            return
        if len(top) > 1:
            ev.append(Event.of("no_winner", card=state.auction))
            state.discard.append(state.auction)
            state.auction = None
            self._after_auction(state, rng, ev)
            return
        winner = top[0]
        card, state.auction = state.auction, None
        ev.append(Event.of("won", seat=winner, card=card, value=best, rum=bool(rum)))
        self._gain(state, winner, [card], seen=True)
        self._after_auction(state, rng, ev)

    def _after_auction(self, state: AHState, rng: random.Random, ev: list[Event]) -> None:
        saved = [(s, c) for s, c in state.eights if any(c in b for b in state.bids)]
        for b in state.bids:
            state.discard.extend(c for c in b if all(c != sc for _, sc in saved))
        state.bids = [[] for _ in range(state.players)]
        state.eights, state.unresolved, state.contenders, state.tie = [], [], [], False
        state.phase = "discard"
        state.discarding = [True] * state.players
        state.draft = [[] for _ in range(state.players)]
        for s, c in saved:
            ev.append(Event.of("eight_saved", seat=s, card=c))
            self._gain(state, s, [c], seen=True)

    # ---- discarding and the next round -------------------------------------------------------
    def _apply_discard(self, state: AHState, seat: int, action: Action, rng: random.Random,
                       ev: list[Event]) -> None:
        k = action.kind
        if k == "mark":
            state.draft[seat].append(action["card"])
        elif k == "unmark":
            state.draft[seat].remove(action["card"])
        else:
            thrown = list(state.draft[seat])
            for c in thrown:
                self._take_from_hand(state, seat, c)
            state.discard.extend(thrown)
            state.draft[seat] = []
            state.discarding[seat] = False
            ev.append(Event.of("discarded", seat=seat, cards=tuple(thrown)))
            if not any(state.discarding):
                state.dealer = (state.dealer + 1) % state.players
                self._start_round(state, rng, ev)

    # ---- the end of a hand ------------------------------------------------------------------
    def _end_hand(self, state: AHState, winner: int | None, rng: random.Random, ev: list[Event]) -> None:
        state.choices = []
        state.hand_winner = winner
        if winner is not None:
            runs = winning_runs(state.hands[winner]) or []
            ev.append(Event.of("all_hands", seat=winner, cards=tuple(sorted(state.hands[winner], key=C.sort_key)),
                               runs=tuple((r.crew, r.start, r.length) for r in runs)))
        points = [score(h) + (C.WIN_BONUS if s == winner else 0) for s, h in enumerate(state.hands)]
        state.last_hand = {"hand": state.hand_no, "winner": winner, "points": points,
                           "hands": [sorted(h, key=C.sort_key) for h in state.hands]}
        if state.long_game:
            state.scores = [a + b for a, b in zip(state.scores, points)]
            ev.append(Event.of("hand_scores", hand=state.hand_no, points=tuple(points), totals=tuple(state.scores)))
            if max(state.scores) < state.target and state.hand_no < state.max_hands:
                state.hand_no += 1
                state.dealer = (state.dealer + 1) % state.players
                self._new_hand(state, rng, ev)
                return
            best = max(state.scores)
            state.winners = [s for s in range(state.players) if state.scores[s] == best]
        else:
            state.scores = points
            state.winners = [winner] if winner is not None else []
        state.phase = "over"
        ev.append(Event.of("game_over", winners=tuple(state.winners), scores=tuple(state.scores)))

    # ---- results and views --------------------------------------------------------------------
    standings_words = "Cards held"

    def standings(self, state: AHState) -> tuple[int, ...]:
        """Cards in hand, open to all: points are only scored when a crew calls the end."""
        return tuple(len(hand) for hand in state.hands)

    def is_over(self, state: AHState) -> bool:
        return state.phase == "over"

    def result(self, state: AHState) -> Result | None:
        if state.phase != "over":
            return None
        return Result(tuple(state.scores), tuple(state.winners), text.result_summary(state))

    lens_class = AllHandsLens
    score_unit = "points"

    def determinize(self, view: dict[str, Any], rng: random.Random, guess: Any = None) -> AHState:
        return determinize(view, rng)

    # ---- words -----------------------------------------------------------------------------
    def explain_illegal(self, state: AHState, seat: int, action: Action) -> str | None:
        return text.explain_illegal(state, seat, action)

    def describe_action(self, action: Action, names: list[str]) -> str:
        return text.describe_action(action, names)

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        return text.describe_event(event, names, seat)
