"""Doubloons as a Ruleset: turns, hiring, the Heave To! chain and the win at 7.

A turn: the draw (automatic) -> any number of moves in any order: play an
action card (up to 3), use each pirate once, hire -> end the turn, when a
captain with 7 or more doubloons wins. Playing a card or using a pirate first
takes its picks (whom to rob...), then opens a Heave To! window to every other
captain (holding one or not: who is asked must not tell who holds one); a Heave To! opens a window of its own, and so on. When a
window closes unanswered, an odd number of Heave To!s cancels the effect.
"""

from __future__ import annotations

import random
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Mapping

from game.engine.options import OptionSpec
from game.engine.ruleset import Result, Ruleset
from game.engine.steps import CounterChain, ReactionWindow, choice_decision, turn_order
from game.engine.values import Action, Decision, Event, is_quiet
from game.rules.doubloons import data as D
from game.rules.doubloons import effects as E
from game.rules.doubloons import text
from game.rules.doubloons import targets as T
from game.rules.doubloons.state import DState
from game.rules.doubloons.view import DoubloonsLens

END = Action.of("end")
CANCEL = Action.of("cancel")
HEAVE_TO = Action.of("heave_to")
HISTORY_KEPT = 24            # Fire in the Hole looks back past Heave To!s and Fire in the Holes only
# The main step's moves, made once: the search lists them at every move of every playout.
_PLAY = {key: Action.of("play", card=key) for key in dict.fromkeys(D.CARD_KEYS)}
_USE = tuple(Action.of("use", pirate=p) for p in range(len(D.PIRATES)))
_HIRE = tuple(Action.of("hire", pirate=p) for p in range(len(D.PIRATES)))
_HIRE_DROPPING = {(p, q): Action.of("hire", pirate=p, drop=q) for p in range(len(D.PIRATES))
                  for q in range(len(D.PIRATES)) if p != q}


def holds_heave_to(state: DState, seat: int) -> bool:
    return not D.HEAVE_TO_CARDS.isdisjoint(state.hands[seat])


@lru_cache(maxsize=None)
def _target(name: str, value: Any) -> Action:
    """The pick `target(name=value)`, made once (the search lists the picks at every play)."""
    return Action.of("target", **{name: value})


class Doubloons(Ruleset):
    name = "doubloons"
    title = D.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    blurb = "Hire a crew of real pirates, rob your rivals and shout Heave To! First to 7 doubloons wins."
    options = (
        OptionSpec("first", "seat", 0, "seat number (from 0) of the first player", minimum=0, maximum=5,
                   label="First player"),
    )
    pause_events = frozenset({"heave_to", "cancelled", "won"})
    log_headings = frozenset({"turn"})
    log_highlights = frozenset({"heave_to", "cancelled", "steal", "mutiny", "plank", "hired", "won"})
    log_subjects = MappingProxyType({"card_moved": "to"})
    reveal_events = frozenset({
        "draw", "drew", "seen", "card_seen", "peek", "look", "reshuffle", "market",
        "pirates_reshuffled", "steal"})
    luck_words = "it drew on luck (a shuffle or a random card)"

    # ---- setup -------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[DState, list[Event]]:
        first = int(options.get("first") or 0) % players
        deck = list(range(D.DECK_SIZE))
        rng.shuffle(deck)
        pirates = list(range(len(D.PIRATES)))
        rng.shuffle(pirates)
        state = DState(players, deck, [[] for _ in range(players)], [0] * players, D.BANK, pirates,
                       [], [[] for _ in range(players)], first=first, turn=first)
        ev: list[Event] = []
        for i, seat in enumerate(turn_order(players, first)):     # 3 cards to the first player, 4 to the second...
            state.hands[seat] = [deck.pop() for _ in range(D.FIRST_HAND + i)]
            ev.append(Event.of("dealt", seat=seat, count=len(state.hands[seat])))
            ev.append(Event.of("drew", visible_to=[seat], seat=seat, cards=tuple(state.hands[seat])))
        state.market = [pirates.pop() for _ in range(D.FACE_UP_PIRATES)]
        ev.append(Event.of("market", pirates=tuple(state.market)))
        self._start_turn(state, rng, ev)
        return state, ev

    def state_from_json(self, d: Mapping[str, Any]) -> DState:
        state = DState.from_json(dict(d))
        if sorted(state.all_cards()) != list(range(D.DECK_SIZE)):
            raise ValueError("a position must hold each of the 60 action cards exactly once")
        if sorted(state.all_pirates()) != list(range(len(D.PIRATES))):
            raise ValueError("a position must hold each of the 18 pirates exactly once")
        if sum(state.coins) + state.bank != D.BANK or min(state.coins + [state.bank]) < 0:
            raise ValueError("the doubloons in piles and bank must come to 50")
        return state

    # ---- turns -----------------------------------------------------------------------------
    def _start_turn(self, state: DState, rng: random.Random, ev: list[Event]) -> None:
        seat = state.turn
        woken = [p for p, by in state.disabled.items() if by == seat]
        for pid in woken:
            del state.disabled[pid]
        state.protect = [p for p in state.protect if p.seat != seat]     # copied protection lasts until now
        state.step = "main"
        ev.append(Event.of("turn", seat=seat, round=state.round, woken=tuple(woken)))
        E.draw_into_hand(state, seat, 1, rng, ev)

    def _end_turn(self, state: DState, rng: random.Random, ev: list[Event]) -> None:
        seat = state.turn
        state.discard.extend(state.played)
        ev.append(Event.of("end_turn", seat=seat, coins=state.coins[seat]))
        state.played, state.plays, state.bonus, state.used = [], 0, 0, []
        state.barter, state.stede_copied = {}, False
        if state.coins[seat] >= D.TARGET:
            self._game_over(state, [seat], ev)
            return
        state.turn = (seat + 1) % state.players
        if state.turn == state.first:
            state.round += 1
            if state.round > D.MAX_ROUNDS:
                top = max(state.coins)
                self._game_over(state, [s for s in range(state.players) if state.coins[s] == top], ev)
                return
        self._start_turn(state, rng, ev)

    def _game_over(self, state: DState, winners: list[int], ev: list[Event]) -> None:
        state.step = "over"
        state.winners = winners
        ev.append(Event.of("won", winners=tuple(winners), coins=tuple(state.coins)))

    # ---- decisions ---------------------------------------------------------------------------
    def pending(self, state: DState) -> list[Decision]:
        step = state.step
        if step == "main":
            return [self._main_decision(state)]
        if step == "target":
            return [self._target_decision(state)]
        if step == "react":
            window = state.window
            assert window is not None
            prompt = "" if is_quiet() else text.react_prompt(state)
            decisions = []
            for s in window.commits.waiting():
                holding = holds_heave_to(state, s)
                decisions.append(Decision(s, "react", prompt if holding else window.no_answer(prompt, "Heave To!"),
                                          window.choices(HEAVE_TO, holding), simultaneous=True))
            return decisions
        if step == "choose":
            return [self._choice_decision(state)]
        return []

    def _main_decision(self, state: DState) -> Decision:
        seat = state.turn
        actions: list[Action] = []
        if state.plays < D.PLAYS_PER_TURN + state.bonus:
            kinds = []
            for card in sorted(state.hands[seat]):
                key = D.CARD_KEYS[card]
                if key != "heave_to" and key not in kinds and T.playable(state, seat, key, from_hand=True):
                    kinds.append(key)
            actions += [_PLAY[key] for key in kinds]
        actions += [_USE[p] for p in state.crews[seat]
                    if state.enabled(p) and p not in state.used and T.playable(state, seat, D.PIRATE_KEYS[p])]
        market = [pid for pid in state.market if pid is not None]
        for pid, price in zip(market, T.costs(state, seat, market)):
            if price > state.coins[seat]:
                continue
            if D.has_room(state.crews[seat]):
                actions.append(_HIRE[pid])
            else:
                actions += [_HIRE_DROPPING[pid, q] for q in state.crews[seat]]
        actions.append(END)
        return Decision(seat, "main", "" if is_quiet() else text.main_prompt(state), tuple(actions))

    def _target_decision(self, state: DState) -> Decision:
        effect = state.effect
        assert effect is not None
        slot = effect["todo"][0]
        values = T.options(state, effect["by"], slot, self._depth(effect), from_hand=effect["source"] == "card")
        name = T.slot_kind(slot)
        actions = tuple(_target(name, v) for v in values) + (CANCEL,)
        return Decision(effect["by"], "target", "" if is_quiet() else text.target_prompt(effect, slot), actions)

    def _choice_decision(self, state: DState) -> Decision:
        choice = state.choice
        assert choice is not None
        name = {"give_to": "seat", "bellamy": "pirate", "drop": "pirate"}.get(choice["kind"], "card")
        return choice_decision(choice, text.CHOICE_PROMPTS, name)

    @staticmethod
    def _depth(effect: dict[str, Any]) -> int:
        return sum(1 for slot, _ in effect["picks"] if slot in T.OPENS_EFFECT)

    # ---- applying ------------------------------------------------------------------------------
    def apply(self, state: DState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        ev: list[Event] = []
        k = action.kind
        if state.step == "react":
            self._answer_window(state, seat, action, rng, ev)
        elif state.step == "choose":
            E.answer(state, seat, action.args[0][1], rng, ev)
            self._settle(state)
        elif state.step == "target":
            if k == "cancel":
                state.effect, state.step = None, "main"
                ev.append(Event.of("cancel_play", seat=seat))
            else:
                self._pick(state, action.args[0][1], rng, ev)
        elif k == "play":
            card = min(c for c in state.hands[seat] if D.CARD_KEYS[c] == action["card"])
            self._begin(state, {"by": seat, "source": "card", "card": card, "pirate": -1,
                                "kind": action["card"], "picks": [], "todo": list(T.SLOTS[action["card"]])}, rng, ev)
        elif k == "use":
            pid = action["pirate"]
            key = D.PIRATE_KEYS[pid]
            self._begin(state, {"by": seat, "source": "pirate", "card": -1, "pirate": pid, "kind": key,
                                "picks": [], "todo": list(T.SLOTS[key])}, rng, ev)
        elif k == "hire":
            self._hire(state, seat, action["pirate"], action.get("drop"), rng, ev)
        elif k == "end":
            self._end_turn(state, rng, ev)
        return ev

    def _hire(self, state: DState, seat: int, pid: int, drop: int | None, rng: random.Random,
              ev: list[Event]) -> None:
        price = T.cost(state, seat, pid)
        E.pay(state, seat, price)
        if drop is not None:
            E.lose_pirate(state, drop)
            ev.append(Event.of("let_go", seat=seat, pirate=drop))
        slot = state.market.index(pid)
        state.crews[seat].append(pid)
        state.market[slot] = E.top_pirate(state, rng, ev)
        ev.append(Event.of("hired", seat=seat, pirate=pid, paid=price, refill=state.market[slot]))

    # ---- an effect: picks, then the Heave To! chain, then what it does ---------------------------
    def _begin(self, state: DState, effect: dict[str, Any], rng: random.Random, ev: list[Event]) -> None:
        state.effect = effect
        self._advance(state, rng, ev)

    def _pick(self, state: DState, value: Any, rng: random.Random, ev: list[Event]) -> None:
        effect = state.effect
        assert effect is not None
        slot = effect["todo"].pop(0)
        effect["picks"].append([slot, value])
        if slot in T.OPENS_EFFECT:
            opened = D.PIRATE_KEYS[value] if slot == "copy" else value
            effect["todo"][0:0] = list(T.SLOTS[opened])
        self._advance(state, rng, ev)

    def _advance(self, state: DState, rng: random.Random, ev: list[Event]) -> None:
        effect = state.effect
        assert effect is not None
        while effect["todo"] and effect["todo"][0] == "lookback":      # Fire in the Hole: no choice to make
            self._pick_silently(state, effect, T.lookback(state))
        if effect["todo"]:
            state.step = "target"
            return
        self._commit(state, rng, ev)

    @staticmethod
    def _pick_silently(state: DState, effect: dict[str, Any], value: Any) -> None:
        slot = effect["todo"].pop(0)
        effect["picks"].append([slot, value])
        effect["todo"][0:0] = list(T.SLOTS[value])

    def _commit(self, state: DState, rng: random.Random, ev: list[Event]) -> None:
        """The card hits the table (or the pirate is called): it counts now, even if cancelled."""
        effect = state.effect
        assert effect is not None
        seat = effect["by"]
        picks = tuple(tuple(p) for p in effect["picks"])
        if effect["source"] == "card":
            state.hands[seat].remove(effect["card"])
            state.played.append(effect["card"])
            state.plays += 1
            self._remember(state, effect["kind"])
            ev.append(Event.of("played", seat=seat, card=effect["card"], kind=effect["kind"], picks=picks))
        else:
            state.used.append(effect["pirate"])
            ev.append(Event.of("used", seat=seat, pirate=effect["pirate"], picks=picks))
        self._open_window(state, rng, ev)

    @staticmethod
    def _remember(state: DState, key: str) -> None:
        state.history.append(key)
        del state.history[:-HISTORY_KEPT]

    def _open_window(self, state: DState, rng: random.Random, ev: list[Event]) -> None:
        assert state.effect is not None
        state.window = ReactionWindow.open(len(state.chain), state.heave_to_seats(),
                                           lambda s: holds_heave_to(state, s))
        if state.window is None:
            self._close_chain(state, rng, ev)
        else:
            state.step = "react"

    def _answer_window(self, state: DState, seat: int, action: Action, rng: random.Random,
                       ev: list[Event]) -> None:
        window = state.window
        assert window is not None
        window.answer(seat, action)
        if not window.complete:
            return
        played = window.winner()
        state.window = None
        if played is None:
            self._close_chain(state, rng, ev)
            return
        who = played[0]
        card = min(c for c in state.hands[who] if D.CARD_KEYS[c] == "heave_to")
        state.hands[who].remove(card)
        state.chain.append([who, card])
        self._remember(state, "heave_to")
        ev.append(Event.of("heave_to", seat=who, card=card, depth=len(state.chain),
                           against=CounterChain.countered(state.chain, state.effect["by"])))
        self._open_window(state, rng, ev)

    def _close_chain(self, state: DState, rng: random.Random, ev: list[Event]) -> None:
        effect = state.effect
        assert effect is not None
        cancelled = not CounterChain.stands(state.chain)
        state.discard.extend(CounterChain.cards(state.chain))
        state.chain, state.effect = [], None
        if cancelled:
            ev.append(Event.of("cancelled", seat=effect["by"], kind=effect["kind"], source=effect["source"]))
        else:
            E.resolve(state, effect, rng, ev)
        self._settle(state)

    @staticmethod
    def _settle(state: DState) -> None:
        state.step = "choose" if state.choice else "main"

    # ---- results and views -----------------------------------------------------------------------
    def standings(self, state: DState) -> tuple[int, ...]:
        return tuple(state.coins)

    def is_over(self, state: DState) -> bool:
        return state.step == "over"

    def result(self, state: DState) -> Result | None:
        if state.step != "over":
            return None
        return Result(tuple(state.coins), tuple(state.winners), text.result_summary(state))

    lens_class = DoubloonsLens

    def determinize(self, view: dict[str, Any], rng: random.Random, guess: Any = None) -> DState:
        from game.rules.doubloons.determinize import determinize
        return determinize(self, view, rng, guess)

    # ---- words -----------------------------------------------------------------------------------
    def explain_illegal(self, state: DState, seat: int, action: Action) -> str | None:
        return text.explain_illegal(state, seat, action)

    def describe_action(self, action: Action, names: list[str]) -> str:
        return text.describe_action(action, names)

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        return text.describe_event(event, names, seat)
