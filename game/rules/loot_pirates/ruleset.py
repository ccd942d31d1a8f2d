"""Loot Pirates as a Ruleset: the round of roll, aim, negotiate, fire, pay and share.

Phases and choices follow loot_pirates.txt with DECISIONS.md:
roll (private) -> aim (simultaneous, then revealed) -> negotiate (offers in turn
from the Captain's left) -> fire (simultaneous Drop/Raise/Shoot, then revealed)
-> pay -> share the booty -> next round, until the booty is gone.
"""

from __future__ import annotations

import random
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Mapping

from game.engine.chance import roll
from game.engine.ruleset import Result, Ruleset
from game.engine.steps import Commits
from game.engine.values import Action, Decision, Event
from game.rules.loot_pirates import data, text
from game.rules.loot_pirates.determinize import determinize
from game.rules.loot_pirates.combat import settle, volley
from game.rules.loot_pirates.state import Deal, LootState
from game.rules.loot_pirates.view import LootLens

PASS = Action.of("pass")
ACCEPT = Action.of("accept")
DECLINE = Action.of("decline")
FIRE_CHOICES = ("drop", "raise", "shoot")


@lru_cache(maxsize=None)
def _bribe(to: int, amount: int) -> Action:
    return Action.of("bribe", to=to, amount=amount)


@lru_cache(maxsize=None)
def _move(kind: str, key: str = "", value: int = 0) -> Action:
    """Shared instances of the small actions, built once (the parley lists hundreds)."""
    return Action.of(kind, **{key: value}) if key else Action.of(kind)


@lru_cache(maxsize=None)
def _aim_decision(seat: int, fighters: tuple[int, ...], duel: bool) -> Decision:
    targets = [t for t in fighters if t != seat]
    prompt = "Shoot-out! Aim at a rival." if duel else "Ready! Set! Aim! Choose your target."
    return Decision(seat, "aim", prompt, tuple(_move("aim", "target", t) for t in targets), simultaneous=True)


@lru_cache(maxsize=None)
def _fire_decision(seat: int, duel: bool) -> Decision:
    choices = ("shoot", "drop") if duel else FIRE_CHOICES
    return Decision(seat, "fire", "Ready! Set! Fire! Drop, Raise or Shoot.",
                    tuple(_move(c) for c in choices), simultaneous=True)


@lru_cache(maxsize=4096)
def _parley_decision(seat: int, order: tuple[int, ...], gold: int, peekable: tuple[int, ...], left: int) -> Decision:
    """A parley turn's offers: built once per situation, as the search asks for them thousands of times."""
    actions = [PASS]
    for other in order:
        if other == seat:
            continue
        actions += [_bribe(other, k) for k in range(1, gold + 1)]
        if other in peekable:
            actions.append(_move("offer_peek", "to", other))
    return Decision(seat, "negotiate", f"Parley: make an offer or pass ({left} offers left).", tuple(actions))


class LootPirates(Ruleset):
    name = "loot_pirates"
    title = data.TITLE
    min_players = data.MIN_PLAYERS
    max_players = data.MAX_PLAYERS
    blurb = "Roll, aim, bribe and fire: the richest pirate when the booty runs out wins."
    options = data.OPTIONS
    pause_events = frozenset({"volley", "aims", "bribe", "peek_answer"})
    log_headings = frozenset({"round"})
    log_highlights = frozenset({"shot", "shootout", "duel_result", "game_over"})
    log_subjects = MappingProxyType({"bribe": "frm", "peek_offer": "frm", "peek_answer": "to", "pay": "frm"})
    reveal_events = frozenset({"roll", "peek_dice", "aims", "volley", "duel_result", "shootout"})
    luck_words = "the dice were rolled"

    # ---- setup -------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[LootState, list[Event]]:
        booty = options.get("booty") or data.default_booty(players)
        captain = int(options.get("captain") or 0)
        if not 0 <= captain < players:
            captain = 0
        if options.get("d6_start"):
            gold = [rng.randint(1, data.DIE_SIDES) for _ in range(players)]
        else:
            gold = [data.START_GOLD] * players
        state = LootState(players, gold, booty, data.RESERVE, captain,
                          offers_made=[0] * players, seen=[[] for _ in range(players)],
                          shootout=bool(options.get("shootout")))
        events = [Event.of("setup", gold=tuple(gold), booty=booty, reserve=data.RESERVE, captain=captain)]
        events += self._start_round(state, rng)
        return state, events

    def state_from_json(self, d: Mapping[str, Any]) -> LootState:
        state = LootState.from_json(dict(d))
        n = state.players
        if not state.aims:
            state.aims = [None] * n
        if state.phase == "aim" and not state.aim.seats:
            state.aim = Commits(tuple(state.fighters))
        if state.phase == "fire" and not state.fire.seats:
            state.fire = Commits(tuple(state.fighters))
        if state.phase == "negotiate" and state.negotiator is None:
            state.negotiator = state.order[0]
        if state.phase != "over" and (len(state.red) != n or len(state.black) != n):
            raise ValueError("a game in progress needs a red and a black die for every player")
        return state

    # ---- the round ---------------------------------------------------------
    def _start_round(self, state: LootState, rng: random.Random) -> list[Event]:
        state.round += 1
        n = state.players
        state.red = [roll(rng, data.DIE_SIDES) for _ in range(n)]
        state.black = [roll(rng, data.DIE_SIDES) for _ in range(n)]
        state.aims = [None] * n
        state.fire = Commits(())
        state.negotiator = None
        state.passes = 0
        state.offers_made = [0] * n
        state.peek_offer = None
        state.seen = [[] for _ in range(n)]
        state.deals = []
        state.phase = "aim"
        fighters = state.fighters
        events = [Event.of("round", number=state.round, duel=state.in_duel, fighters=tuple(fighters))]
        events += [Event.of("roll", visible_to=[s], seat=s, red=state.red[s], black=state.black[s])
                   for s in fighters]
        if len(fighters) == 2:  # a two-pirate duel has only one possible aim
            a, b = fighters
            state.aims[a], state.aims[b] = b, a
            events += self._start_fire(state)
        else:
            state.aim = Commits(tuple(fighters))
        return events

    def _start_negotiation(self, state: LootState) -> list[Event]:
        state.phase = "negotiate"
        state.negotiator = state.order[0]
        state.passes = 0
        return self._skip_exhausted(state)

    def _start_fire(self, state: LootState) -> list[Event]:
        state.phase = "fire"
        state.negotiator = None
        state.fire = Commits(tuple(state.fighters))
        return []

    def _advance_negotiator(self, state: LootState) -> list[Event]:
        order = state.order
        state.negotiator = order[(order.index(state.negotiator) + 1) % len(order)]
        return self._skip_exhausted(state)

    def _skip_exhausted(self, state: LootState) -> list[Event]:
        """Seats out of offers pass silently; a full circle of passes ends the parley."""
        order = state.order
        while state.passes < len(order) and state.offers_made[state.negotiator] >= data.MAX_OFFERS_PER_ROUND:
            state.passes += 1
            state.negotiator = order[(order.index(state.negotiator) + 1) % len(order)]
        if state.passes >= len(order):
            peeks = [d for d in state.deals if d.kind == "peek"]
            over = Event.of("parley_over", offers=len(peeks), taken=sum(1 for d in peeks if d.value == 1))
            return [over] + self._start_fire(state)
        return []

    # ---- decisions ---------------------------------------------------------
    def pending(self, state: LootState) -> list[Decision]:
        if state.phase == "aim":
            return [self._aim_decision(state, s) for s in state.aim.waiting()]
        if state.phase == "negotiate":
            if state.peek_offer is not None:
                shower, viewer = state.peek_offer
                actions = (ACCEPT, DECLINE) if state.gold[viewer] >= data.PEEK_PRICE else (DECLINE,)
                return [Decision(viewer, "peek_answer",
                                 f"Pay {data.PEEK_PRICE} doubloon to see {{p{shower}}}'s dice?", actions)]
            return [self._parley_decision(state, state.negotiator)]
        if state.phase == "fire":
            return [self._fire_decision(state, s) for s in state.fire.waiting()]
        return []

    def _aim_decision(self, state: LootState, seat: int) -> Decision:
        return _aim_decision(seat, tuple(state.fighters), state.in_duel)

    def _parley_decision(self, state: LootState, seat: int) -> Decision:
        shown_to = frozenset(d.to for d in state.deals if d.kind == "peek" and d.frm == seat)
        peekable = tuple(o for o in state.order if o != seat and o not in shown_to
                         and state.gold[o] >= data.PEEK_PRICE)
        left = data.MAX_OFFERS_PER_ROUND - state.offers_made[seat]
        return _parley_decision(seat, state.order, state.gold[seat], peekable, left)

    def _fire_decision(self, state: LootState, seat: int) -> Decision:
        return _fire_decision(seat, state.in_duel)

    # ---- applying ----------------------------------------------------------
    def apply(self, state: LootState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        if state.phase == "aim":
            return self._apply_aim(state, seat, action, rng)
        if state.phase == "negotiate":
            return self._apply_parley(state, seat, action)
        if state.phase == "fire":
            return self._apply_fire(state, seat, action, rng)
        raise AssertionError(f"no moves in phase {state.phase}")

    def _apply_aim(self, state: LootState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        state.aim.commit(seat, action)
        events = [Event.of("aim_ready", seat=seat), Event.of("aim_set", visible_to=[seat], seat=seat,
                                                               target=action["target"])]
        if not state.aim.complete:
            return events
        for s, chosen in state.aim.chosen.items():
            state.aims[s] = chosen["target"]
        events.append(Event.of("aims", aims=tuple(state.aims)))
        events += self._start_fire(state) if state.in_duel else self._start_negotiation(state)
        return events

    def _apply_parley(self, state: LootState, seat: int, action: Action) -> list[Event]:
        if state.peek_offer is not None:
            return self._answer_peek(state, seat, action)
        if action.kind == "pass":
            state.passes += 1
            events = [Event.of("parley_pass", seat=seat)]
            return events + self._advance_negotiator(state)
        state.offers_made[seat] += 1
        state.passes = 0
        to = action["to"]
        if action.kind == "bribe":
            amount = action["amount"]
            state.gold[seat] -= amount
            state.gold[to] += amount
            state.deals.append(Deal("bribe", seat, to, amount))
            return [Event.of("bribe", frm=seat, to=to, amount=amount)] + self._advance_negotiator(state)
        state.deals.append(Deal("peek", seat, to, -1))
        state.peek_offer = (seat, to)
        return [Event.of("peek_offer", frm=seat, to=to)]

    def _answer_peek(self, state: LootState, seat: int, action: Action) -> list[Event]:
        shower, viewer = state.peek_offer  # type: ignore[misc]
        state.peek_offer = None
        accepted = action.kind == "accept"
        state.deals[-1] = Deal("peek", shower, viewer, 1 if accepted else 0)
        events = [Event.of("peek_answer", frm=shower, to=viewer, accepted=accepted)]
        if accepted:
            state.gold[viewer] -= data.PEEK_PRICE
            state.gold[shower] += data.PEEK_PRICE
            state.seen[viewer].append(shower)
            events.append(Event.of("peek_dice", visible_to=[viewer], seat=shower,
                                   red=state.red[shower], black=state.black[shower]))
        state.negotiator = shower
        return events + self._advance_negotiator(state)

    def _apply_fire(self, state: LootState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        state.fire.commit(seat, action)
        events = [Event.of("fire_ready", seat=seat), Event.of("fire_set", visible_to=[seat], seat=seat,
                                                                choice=action.kind)]
        if not state.fire.complete:
            return events
        return events + self._resolve(state, rng)

    def _resolve(self, state: LootState, rng: random.Random) -> list[Event]:
        n = state.players
        choices: list[str | None] = [None] * n
        for s, chosen in state.fire.chosen.items():
            choices[s] = chosen.kind
        events = [Event.of("volley", choices=tuple(choices), red=tuple(state.red), black=tuple(state.black))]
        if state.in_duel:
            shots = volley(state.red, state.black, state.aims, choices)
            dropped = [s for s in state.fighters if choices[s] == "drop"]
            hit = sorted({shot.target for shot in shots if shot.hit})
        else:
            settled = settle(state.gold, state.red, state.black, state.aims, choices, state.order,
                             state.booty, state.reserve)
            shots, dropped, hit = settled.shots, settled.dropped, settled.hit
        events += [Event.of("shot", shooter=shot.shooter, target=shot.target, attack=shot.attack,
                            defence=shot.defence, hit=shot.hit) for shot in shots]
        summary: dict[str, Any] = {
            "round": state.round, "duel": state.in_duel, "red": list(state.red), "black": list(state.black),
            "aims": list(state.aims), "choices": list(choices), "dropped": dropped, "hit": hit,
            "shots": [[s.shooter, s.target, s.attack, s.defence, s.hit] for s in shots],
        }
        if state.in_duel:
            return events + self._end_duel_round(state, dropped, hit, summary, rng)

        sharing, survivors = settled.sharing, list(settled.sharing.survivors)
        state.gold = settled.gold
        events += [Event.of("pay", frm=a, to=b, amount=amt) for a, b, amt in settled.payments]
        state.booty, state.reserve = sharing.booty_after, sharing.reserve_after
        events.append(Event.of("share", seats=tuple(survivors), each=sharing.each, owed=sharing.share,
                               from_reserve=sharing.from_reserve, booty=state.booty))
        summary.update(payments=[list(p) for p in settled.payments], survivors=survivors, share=sharing.each,
                       from_reserve=sharing.from_reserve, gold=list(state.gold), booty=state.booty)
        state.last_round = summary
        if state.booty == 0:
            return events + self._end_game(state, rng)
        return events + self._start_round(state, rng)

    # ---- the end -----------------------------------------------------------
    def _end_game(self, state: LootState, rng: random.Random) -> list[Event]:
        best = max(state.gold)
        tied = [s for s in range(state.players) if state.gold[s] == best]
        if len(tied) > 1 and state.shootout:
            state.duelists = tied
            return [Event.of("shootout", seats=tuple(tied))] + self._start_round(state, rng)
        return self._finish(state, tied)

    def _end_duel_round(self, state: LootState, dropped: list[int], hit: list[int],
                        summary: dict[str, Any], rng: random.Random) -> list[Event]:
        losers = set(dropped) | set(hit)
        summary.update(payments=[], survivors=[s for s in state.duelists if s not in losers], share=0,
                       from_reserve=0, gold=list(state.gold), booty=state.booty)
        state.last_round = summary
        if losers and losers != set(state.duelists):
            state.duelists = [s for s in state.duelists if s not in losers]
        events = [Event.of("duel_result", out=tuple(sorted(losers)), left=tuple(state.duelists))]
        if len(state.duelists) == 1:
            return events + self._finish(state, list(state.duelists))
        return events + self._start_round(state, rng)

    def _finish(self, state: LootState, winners: list[int]) -> list[Event]:
        state.phase = "over"
        state.winners = sorted(winners)
        state.duelists = []
        state.negotiator = None
        return [Event.of("game_over", winners=tuple(state.winners), gold=tuple(state.gold))]

    def standings(self, state: LootState) -> tuple[int, ...]:
        return tuple(state.gold)

    def is_over(self, state: LootState) -> bool:
        return state.phase == "over"

    def result(self, state: LootState) -> Result | None:
        if state.phase != "over":
            return None
        return Result(tuple(state.gold), tuple(state.winners), text.result_summary(state),
                      {"next_captain": state.winners[0] if len(state.winners) == 1 else None})

    # ---- what a seat may know ----------------------------------------------
    lens_class = LootLens

    def determinize(self, view: dict[str, Any], rng: random.Random, guess: Any = None) -> LootState:
        return determinize(self, view, rng, guess)

    # ---- words -------------------------------------------------------------
    def explain_illegal(self, state: LootState, seat: int, action: Action) -> str | None:
        return text.explain_illegal(state, seat, action)

    def describe_action(self, action: Action, names: list[str]) -> str:
        return text.describe_action(action, names)

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        return text.describe_event(event, names, seat)
