"""Stolen Treasure as a Ruleset: two actions a turn, wagers, and Yarr!/Pirate's Code chains.

A turn: two actions among draw (a treasure pile or the piracy deck), bury a
treasure held since before this turn, play a piracy card, wager. A piracy card
first takes its target, then opens a Yarr! window (a Yarr! is itself answered
by Yarr!s); if it stands, each player it hits may pass one hit on with Pirate's
Code (itself open to Yarr!), then every hit is resolved in turn. A wager: the
stake, the answer (match it, or the most you can), a Parley window, then a die
each (ties re-rolled). Winning: buried value minus negative treasure in hand
reaches the target, with no Black Spot in hand; the hand is shown.
"""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any, Mapping

from game.engine import decks
from game.engine.options import OptionSpec
from game.engine.ruleset import Result, Ruleset
from game.engine.steps import CounterChain, ReactionWindow, choice_decision
from game.engine.values import Action, Decision, Event, is_quiet
from game.rules.stolen_treasure import data as D
from game.rules.stolen_treasure import text
from game.rules.stolen_treasure.effects import ANSWERS, HITS, pile_options, piles_refill
from game.rules.stolen_treasure.state import STState, buried_worth, score
from game.rules.stolen_treasure.view import StolenTreasureLens

END = Action.of("end")
CANCEL = Action.of("cancel")
DONE = Action.of("done")
DRAW = tuple(Action.of("draw", pile=p) for p in range(D.PIRACY_PILE + 1))
BURY = tuple(Action.of("bury", card=c) for c in range(D.TREASURE_COUNT))
PLAY = {p.key: Action.of("play", card=p.key) for p in D.PIRACY}
WAGER = tuple(Action.of("wager", target=t) for t in range(D.MAX_PLAYERS))
MAX_ROUNDS = 150            # a guard we never expect to reach: then the best score wins


def holds(state: STState, seat: int, key: str) -> bool:
    return any(D.CARD_KEYS[c] == key for c in state.hands[seat])


def take_card(state: STState, seat: int, key: str) -> int:
    card = min(c for c in state.hands[seat] if D.CARD_KEYS[c] == key)
    state.hands[seat].remove(card)
    return card


def max_answer(cards: list[int]) -> int:
    """The most a set of treasure cards can put down: every positive one, else the least bad one."""
    values = [D.value(c) for c in cards if D.is_treasure(c)]
    positive = [v for v in values if v > 0]
    return sum(positive) if positive else max(values, default=0)


class StolenTreasure(Ruleset):
    name = "stolen_treasure"
    title = D.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    blurb = "Draw, bury, steal and wager treasure; shout Yarr! and pass the blame with Pirate's Code."
    options = (
        OptionSpec("target", "int", D.TARGET, "points of buried treasure that win (1000 suits 2-3 players)", step=50,
                   minimum=300, maximum=5000, label="Points to win"),
        OptionSpec("hand_limit", "bool", True, "house rule: at most 7 cards in hand", label="7-card hand"),
        OptionSpec("first", "seat", 0, "seat number (from 0) of the first player", minimum=0, maximum=5,
                   label="First player"),
    )
    pause_events = frozenset({"yarr", "nullified", "wager_won", "won", "kraken"})
    log_headings = frozenset({"turn"})
    log_highlights = frozenset({"yarr", "nullified", "kraken", "bombed", "hooked", "wager_won", "black_spot_holds",
                                "won"})
    log_subjects = MappingProxyType({"card_moved": "to"})
    reveal_events = frozenset({
        "drew", "draw_piracy", "draw_treasure", "card_seen", "revealed", "dug_up",
        "wager_roll", "reshuffle", "swap"})
    luck_words = "it drew on luck (dice or a shuffle)"

    # ---- setup ------------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[STState, list[Event]]:
        treasure = list(range(D.TREASURE_COUNT))
        rng.shuffle(treasure)
        piracy = list(range(D.TREASURE_COUNT, D.DECK_SIZE))
        rng.shuffle(piracy)
        cut = len(treasure) // 2
        first = int(options.get("first") or 0) % players
        state = STState(players, [treasure[:cut], treasure[cut:]], piracy, [[] for _ in range(players)],
                        [[] for _ in range(players)], target=int(options.get("target") or D.TARGET),
                        hand_limit=bool(options.get("hand_limit", True)), first=first, turn=first,
                        skip=[0] * players)
        ev = [Event.of("setup", piles=(len(state.piles[0]), len(state.piles[1])), piracy=len(piracy))]
        self._begin_turn(state, rng, ev)
        return state, ev

    def state_from_json(self, d: Mapping[str, Any]) -> STState:
        state = STState.from_json(dict(d))
        if sorted(state.all_cards()) != list(range(D.DECK_SIZE)):
            raise ValueError("a position must hold each of the 95 cards exactly once")
        if any(c not in hand for shown, hand in zip(state.shown, state.hands) for c in shown):
            raise ValueError("a treasure shown in a hand must be in that hand")
        return state

    # ---- turns ----------------------------------------------------------------------------------
    def _begin_turn(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        for _ in range(state.players + 1):
            seat = state.turn
            if state.skip[seat] <= 0:
                break
            state.skip[seat] -= 1
            ev.append(Event.of("skipped", seat=seat))
            self._advance_seat(state)
        state.turn_no += 1
        state.actions_left = D.ACTIONS_PER_TURN
        state.step = "main"
        ev.append(Event.of("turn", seat=state.turn, round=state.round))
        if state.round > MAX_ROUNDS:
            best = max(score(state, s) for s in range(state.players))
            self._game_over(state, [s for s in range(state.players) if score(state, s) == best], ev)

    def _advance_seat(self, state: STState) -> None:
        state.turn = (state.turn + 1) % state.players
        if state.turn == state.first:
            state.round += 1

    def _action_done(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        """An action (and everything it set off) is over: hand limits, the win check, the next action."""
        if self._ask_limits(state):
            return
        if self._check_win(state, ev):
            return
        if state.actions_left <= 0:
            ev.append(Event.of("end_turn", seat=state.turn))
            self._advance_seat(state)
            self._begin_turn(state, rng, ev)
        else:
            state.step = "main"

    def _ask_limits(self, state: STState) -> bool:
        if not state.hand_limit:
            return False
        for seat in state.seats_in_turn():
            if len(state.hands[seat]) > D.HAND_LIMIT:
                state.choice = {"seat": seat, "kind": "limit", "options": sorted(state.hands[seat]),
                                "then": "action_done"}
                state.step = "choose"
                return True
        return False

    def _check_win(self, state: STState, ev: list[Event]) -> bool:
        for seat in state.seats_in_turn():
            if buried_worth(state, seat) < state.target:
                continue                    # treasure in hand only ever takes points away
            points = score(state, seat)
            if points < state.target:
                continue
            if not holds(state, seat, "black_spot"):
                ev.append(Event.of("revealed", seat=seat, hand=tuple(sorted(state.hands[seat])), score=points))
                self._game_over(state, [seat], ev)
                return True
            if seat == state.turn and state.actions_left <= 0:
                ev.append(Event.of("black_spot_holds", seat=seat))      # said once a turn, not every action
        return False

    def _game_over(self, state: STState, winners: list[int], ev: list[Event]) -> None:
        state.step = "over"
        state.winners = winners
        ev.append(Event.of("won", winners=tuple(winners),
                           scores=tuple(score(state, s) for s in range(state.players))))

    # ---- moving cards ---------------------------------------------------------------------------------
    def _gain(self, state: STState, seat: int, card: int, seen: bool = False) -> None:
        """`card` into `seat`'s hand; `seen`: every player saw it go there (see `STState.shown`)."""
        state.hands[seat].append(card)
        if D.is_treasure(card):
            state.since[card] = state.turn_no         # buried no sooner than the next turn of its holder
            if seen:
                state.shown[seat].append(card)

    def _lose(self, state: STState, seat: int, card: int) -> None:
        state.hands[seat].remove(card)
        state.since.pop(card, None)
        if card in state.shown[seat]:
            state.shown[seat].remove(card)

    def _move(self, state: STState, frm: int, to: int, card: int, ev: list[Event]) -> None:
        """A card passed face down: the others learn only whether it was treasure, so when it was, they
        no longer know which of `frm`'s shown treasures is still there."""
        self._lose(state, frm, card)
        if D.is_treasure(card):
            state.shown[frm].clear()
        self._gain(state, to, card)
        ev.append(Event.of("card_moved", frm=frm, to=to, treasure=D.is_treasure(card)))
        ev.append(Event.of("card_seen", visible_to=[frm, to], frm=frm, to=to, card=card))

    def _refill_piles(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        if piles_refill(state):
            cards = decks.take_shuffled(state.treasure_discard, rng)
            state.piles = [cards[: len(cards) // 2], cards[len(cards) // 2:]]
            ev.append(Event.of("reshuffle", deck="treasure", cards=len(cards)))

    def _draw_treasure(self, state: STState, seat: int, pile: int, rng: random.Random, ev: list[Event]) -> None:
        self._refill_piles(state, rng, ev)
        if not state.piles[pile]:
            pile = 1 - pile
        if not state.piles[pile]:
            ev.append(Event.of("no_cards", seat=seat, deck="treasure"))
            return
        card = state.piles[pile].pop()
        self._gain(state, seat, card, seen=True)
        ev.append(Event.of("draw_treasure", seat=seat, pile=pile, card=card))   # treasure draws are shown

    def _draw_piracy(self, state: STState, seat: int, rng: random.Random, ev: list[Event]) -> None:
        card, reshuffled = decks.draw(state.piracy, state.piracy_discard, rng)
        if reshuffled:
            ev.append(Event.of("reshuffle", deck="piracy", cards=reshuffled))
        if card is None:
            ev.append(Event.of("no_cards", seat=seat, deck="piracy"))
            return
        self._gain(state, seat, card)
        ev.append(Event.of("draw_piracy", seat=seat))
        ev.append(Event.of("drew", visible_to=[seat], seat=seat, card=card))

    def _discard(self, state: STState, card: int) -> None:
        (state.treasure_discard if D.is_treasure(card) else state.piracy_discard).append(card)

    # ---- decisions ----------------------------------------------------------------------------------------
    def pending(self, state: STState) -> list[Decision]:
        step = state.step
        if step == "main":
            return [self._main_decision(state)]
        if step == "target":
            return [self._target_decision(state)]
        if step == "stake":
            return [self._stake_decision(state, state.wager["by"], "stake")]
        if step == "answer":
            return [self._stake_decision(state, state.wager["target"], "answer")]
        if step == "react":
            window = state.window
            kind = window.trigger
            answer = Action.of(kind)
            prompt = "" if is_quiet() else text.react_prompt(state, kind)
            decisions = []
            for s in window.commits.waiting():
                holding = holds(state, s, kind)
                asked = prompt if holding else window.no_answer(prompt, D.PIRACY_BY_KEY[kind].name)
                decisions.append(Decision(s, kind, asked, window.choices(answer, holding), simultaneous=True))
            return decisions
        if step == "code":
            return [self._code_decision(state)]
        if step == "choose":
            return [self._choice_decision(state)]
        return []

    def _main_decision(self, state: STState) -> Decision:
        seat = state.turn
        hand, now = sorted(state.hands[seat]), state.turn_no
        actions: list[Action] = [DRAW[p] for p in pile_options(state)]
        if state.piracy or state.piracy_discard:
            actions.append(DRAW[D.PIRACY_PILE])
        since = state.since
        treasure = [c for c in hand if c < D.TREASURE_COUNT]
        actions += [BURY[c] for c in treasure if since.get(c, 0) < now]
        kinds: list[str] = []
        for c in hand[len(treasure):]:          # treasure is numbered first: the rest is piracy
            k = D.CARD_KEYS[c]
            if k not in kinds and D.is_action(c) and self._targets(state, seat, k) != []:
                kinds.append(k)
        actions += [PLAY[k] for k in kinds]
        if treasure:
            hands = state.hands
            actions += [WAGER[t] for t in state.seats_from(seat) if any(c < D.TREASURE_COUNT for c in hands[t])]
        actions.append(END)
        return Decision(seat, "main", "" if is_quiet() else text.main_prompt(state), tuple(actions))

    def _targets(self, state: STState, seat: int, key: str) -> list[int] | None:
        """The opponents a single-target card may aim at; None for cards without one.

        "Select one target opponent": any of them, whatever they hold. Aimed at an opponent with
        nothing to take, that half does nothing (a Hook still skips their next turn)."""
        if D.PIRACY_BY_KEY[key].targets != "opponent":
            return None
        return state.seats_from(seat)

    def _target_decision(self, state: STState) -> Decision:
        play = state.play
        actions = tuple(Action.of("target", seat=s) for s in self._targets(state, play["by"], play["key"]) or [])
        return Decision(play["by"], "target", text.target_prompt(play["key"]), actions + (CANCEL,))

    def _stake_decision(self, state: STState, seat: int, which: str) -> Decision:
        w = state.wager
        placed = w[which]
        free = [c for c in state.hands[seat] if D.is_treasure(c)]
        actions = [Action.of("stake", card=c) for c in sorted(free)]
        actions += [Action.of("unstake", card=c) for c in placed]
        total = D.total(placed)
        if which == "stake":
            if placed:
                actions.append(DONE)
            actions.append(CANCEL)
        else:
            need = D.total(w["stake"])
            best = max_answer(free + placed)
            if placed and (total >= need or total >= best):
                actions.append(DONE)
        return Decision(seat, which, text.stake_prompt(state, which), tuple(actions))

    def _code_decision(self, state: STState) -> Decision:
        seat = self._next_coder(state)
        assert seat is not None
        by = state.play["by"]
        holding = holds(state, seat, "pirates_code")
        actions = [Action.of("pass_on", seat=s) for s in state.seats_from(seat) if s != by] if holding else []
        prompt = text.code_prompt(state, seat)
        return Decision(seat, "code", prompt if holding else ReactionWindow.no_answer(prompt, "Pirate's Code", "take the hit"),
                        tuple(actions) + (Action.of("keep"),))

    def _choice_decision(self, state: STState) -> Decision:
        c = state.choice
        return choice_decision(c, text.CHOICE_PROMPTS, "pile" if c["kind"] == "pile" else "card")

    # ---- applying -------------------------------------------------------------------------------------------
    def apply(self, state: STState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        ev: list[Event] = []
        step, k = state.step, action.kind
        if step == "react":
            self._answer_window(state, seat, action, rng, ev)
        elif step == "choose":
            self._answer_choice(state, seat, action.args[0][1], rng, ev)
        elif step == "code":
            self._answer_code(state, seat, action, rng, ev)
        elif step in ("stake", "answer"):
            self._apply_stake(state, seat, action, rng, ev)
        elif step == "target":
            if k == "cancel":
                state.play, state.step = None, "main"
            else:
                state.play["target"] = action["seat"]
                self._commit_play(state, rng, ev)
        elif k == "draw":
            state.actions_left -= 1
            if action["pile"] == D.PIRACY_PILE:
                self._draw_piracy(state, seat, rng, ev)
            else:
                self._draw_treasure(state, seat, action["pile"], rng, ev)
            self._action_done(state, rng, ev)
        elif k == "bury":
            state.actions_left -= 1
            self._lose(state, seat, action["card"])
            state.buried[seat].append(action["card"])
            # The buried total, which all can see; not the score, which counts bad treasure held in a hand.
            buried = D.total(state.buried[seat])
            ev.append(Event.of("bury", seat=seat, card=action["card"], buried=buried))
            self._action_done(state, rng, ev)
        elif k == "play":
            card = min(c for c in state.hands[seat] if D.CARD_KEYS[c] == action["card"])
            state.play = {"by": seat, "card": card, "key": action["card"], "target": -1}
            if self._targets(state, seat, action["card"]) is None:
                self._commit_play(state, rng, ev)
            else:
                state.step = "target"
        elif k == "wager":
            state.wager = {"by": seat, "target": action["target"], "stake": [], "answer": [], "rolls": []}
            state.step = "stake"
        elif k == "end":
            state.actions_left = 0
            self._action_done(state, rng, ev)
        return ev

    # ---- piracy: the card, Yarr!, Pirate's Code, the hits ----------------------------------------------
    def _commit_play(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        play = state.play
        seat = play["by"]
        self._lose(state, seat, play["card"])
        state.table.append(play["card"])
        state.actions_left -= 1
        ev.append(Event.of("play", seat=seat, card=play["card"], key=play["key"], target=play["target"]))
        self._open_yarr(state, {"kind": "card", "seat": seat, "card": play["card"]}, rng, ev)

    def _open_yarr(self, state: STState, item: dict[str, Any], rng: random.Random, ev: list[Event]) -> None:
        state.item = item
        state.chain = []
        self._yarr_window(state, rng, ev)

    def _yarr_window(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        state.window = ReactionWindow.open("yarr", state.yarr_seats(), lambda s: holds(state, s, "yarr"))
        if state.window is None:
            self._close_yarr(state, rng, ev)
        else:
            state.step = "react"

    def _answer_window(self, state: STState, seat: int, action: Action, rng: random.Random,
                       ev: list[Event]) -> None:
        window = state.window
        window.answer(seat, action)
        if not window.complete:
            return
        played = window.winner()
        state.window = None
        if window.trigger == "parley":
            if played is None:
                self._roll(state, rng, ev)
            else:
                who = played[0]
                card = take_card(state, who, "parley")
                state.table.append(card)
                ev.append(Event.of("parley", seat=who))
                self._open_yarr(state, {"kind": "parley", "seat": who, "card": card}, rng, ev)
            return
        if played is None:
            self._close_yarr(state, rng, ev)
            return
        who = played[0]
        card = take_card(state, who, "yarr")
        state.table.append(card)
        state.chain.append([who, card])
        ev.append(Event.of("yarr", seat=who, depth=len(state.chain)))
        self._yarr_window(state, rng, ev)

    def _close_yarr(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        item = state.item
        nullified = not CounterChain.stands(state.chain)
        for card in CounterChain.cards(state.chain):
            state.table.remove(card)
            state.piracy_discard.append(card)
        state.chain, state.item = [], None
        if nullified:
            ev.append(Event.of("nullified", seat=item["seat"], what=item["kind"], card=item["card"]))
        state.table.remove(item["card"])
        state.piracy_discard.append(item["card"])
        if item["kind"] == "card":
            if nullified:
                self._end_play(state, rng, ev)
            else:
                self._card_stands(state, rng, ev)
        elif item["kind"] == "code":
            if not nullified:
                state.victims.remove(item["frm"])
                state.victims.append(item["to"])
                if item["to"] in state.declined:
                    state.declined.remove(item["to"])
                ev.append(Event.of("passed_on", seat=item["frm"], to=item["to"]))
            self._next_code(state, rng, ev)
        else:   # parley
            if nullified:
                self._roll(state, rng, ev)
            else:
                w = state.wager
                winner = w["target"] if item["seat"] == w["by"] else w["by"]
                self._settle_wager(state, winner, rng, ev)

    def _card_stands(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        play = state.play
        key, by = play["key"], play["by"]
        scope = D.PIRACY_BY_KEY[key].targets
        if scope == "opponent":
            state.victims = [play["target"]]
        elif scope == "opponents":
            state.victims = state.seats_from(by)
        else:
            state.victims = []
        state.declined = []
        if D.PIRACY_BY_KEY[key].passable:
            self._next_code(state, rng, ev)
        else:
            state.queue = [by] if key in ("plunder", "kraken") else []
            self._resolve_queue(state, rng, ev)

    def _next_coder(self, state: STState) -> int | None:
        by = state.play["by"]
        for seat in state.seats_from(by):
            # every victim is asked, holding a Pirate's Code or not (the search skips those who can only keep)
            if seat in state.victims and seat not in state.declined and (
                    not is_quiet() or holds(state, seat, "pirates_code")):
                return seat
        return None

    def _next_code(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        if self._next_coder(state) is not None:
            state.step = "code"
            return
        order = state.seats_from(state.play["by"])
        state.queue = sorted(state.victims, key=order.index)
        self._resolve_queue(state, rng, ev)

    def _answer_code(self, state: STState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        if action.kind == "keep":
            state.declined.append(seat)
            self._next_code(state, rng, ev)
            return
        card = take_card(state, seat, "pirates_code")
        state.table.append(card)
        ev.append(Event.of("code", seat=seat, to=action["seat"]))
        self._open_yarr(state, {"kind": "code", "seat": seat, "card": card, "frm": seat, "to": action["seat"]},
                        rng, ev)

    def _resolve_queue(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        """Resolve each hit in turn; stop when someone must choose (the answer comes back here)."""
        play = state.play
        while state.queue and state.choice is None:
            victim = state.queue.pop(0)
            self._hit(state, play["key"], play["by"], victim, rng, ev)
        if state.choice is not None:
            state.step = "choose"
            return
        self._end_play(state, rng, ev)

    def _end_play(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        state.play, state.victims, state.declined, state.queue = None, [], [], []
        self._action_done(state, rng, ev)

    def _hit(self, state: STState, key: str, by: int, victim: int, rng: random.Random, ev: list[Event]) -> None:
        HITS[key](self, state, by, victim, rng, ev)     # each card's effect: effects.py

    def _answer_choice(self, state: STState, seat: int, value: Any, rng: random.Random, ev: list[Event]) -> None:
        c = state.choice
        state.choice = None
        kind = c["kind"]
        if kind == "limit":
            self._lose(state, seat, value)
            self._discard(state, value)
            ev.append(Event.of("discard", seat=seat, card=value))
            if c.get("then") == "action_done":
                self._action_done(state, rng, ev)
            return
        ANSWERS[kind](self, state, seat, c, value, rng, ev)
        if state.choice is not None:
            return
        self._resolve_queue(state, rng, ev)

    # ---- wagers ----------------------------------------------------------------------------------------
    def _apply_stake(self, state: STState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        w = state.wager
        which = state.step
        k = action.kind
        if k == "stake":          # staked cards keep their burying date until the wager is settled
            state.hands[seat].remove(action["card"])
            if action["card"] in state.shown[seat]:
                state.shown[seat].remove(action["card"])
            w[which].append(action["card"])
        elif k == "unstake":      # stakes lie face up: a card taken back is seen going home
            w[which].remove(action["card"])
            state.hands[seat].append(action["card"])
            state.shown[seat].append(action["card"])
        elif k == "cancel":
            state.hands[seat].extend(w["stake"])
            state.shown[seat].extend(w["stake"])
            state.wager, state.step = None, "main"
        elif which == "stake":
            state.actions_left -= 1
            ev.append(Event.of("wager", seat=seat, target=w["target"], cards=tuple(w["stake"]),
                               total=D.total(w["stake"])))
            state.step = "answer"
        else:
            ev.append(Event.of("wager_answer", seat=seat, cards=tuple(w["answer"]),
                               total=D.total(w["answer"])))
            parties = [w["target"], w["by"]]
            state.window = ReactionWindow.open("parley", parties, lambda s: holds(state, s, "parley"))
            if state.window is None:
                self._roll(state, rng, ev)
            else:
                state.step = "react"

    def _roll(self, state: STState, rng: random.Random, ev: list[Event]) -> None:
        w = state.wager
        while True:
            a, b = rng.randint(1, 6), rng.randint(1, 6)
            w["rolls"].append([a, b])
            ev.append(Event.of("wager_roll", seat=w["by"], target=w["target"], rolls=(a, b)))
            if a != b:
                break
        self._settle_wager(state, w["by"] if a > b else w["target"], rng, ev)

    def _settle_wager(self, state: STState, winner: int, rng: random.Random, ev: list[Event]) -> None:
        w = state.wager
        pot = w["stake"] + w["answer"]
        own = w["stake"] if winner == w["by"] else w["answer"]
        for card in pot:
            if card in own:
                state.hands[winner].append(card)     # back to its owner: it keeps its burying date
                state.shown[winner].append(card)
            else:
                self._gain(state, winner, card, seen=True)
        ev.append(Event.of("wager_won", seat=winner, cards=tuple(pot), total=D.total(pot)))
        state.wager = None
        self._action_done(state, rng, ev)

    # ---- results and views ------------------------------------------------------------------------------
    def standings(self, state: STState) -> tuple[int, ...]:
        """Buried treasure only: bad treasure in a hand counts against a score but is hidden."""
        return tuple(buried_worth(state, seat) for seat in range(state.players))

    def is_over(self, state: STState) -> bool:
        return state.step == "over"

    def result(self, state: STState) -> Result | None:
        if state.step != "over":
            return None
        scores = tuple(score(state, s) for s in range(state.players))
        return Result(scores, tuple(state.winners), text.result_summary(state, scores))

    lens_class = StolenTreasureLens
    score_unit = "points"

    def determinize(self, view: dict[str, Any], rng: random.Random, guess: Any = None) -> STState:
        from game.rules.stolen_treasure.determinize import determinize
        return determinize(self, view, rng, guess)

    # ---- words --------------------------------------------------------------------------------------------
    def explain_illegal(self, state: STState, seat: int, action: Action) -> str | None:
        return text.explain_illegal(state, seat, action)

    def describe_action(self, action: Action, names: list[str]) -> str:
        return text.describe_action(action, names)

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        return text.describe_event(event, names, seat)
