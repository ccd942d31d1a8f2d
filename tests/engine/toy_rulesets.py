"""A tiny test-only game, "Strike & Block", that exercises the engine's hard parts.

Each round: every seat secretly picks a number 0-2 (a simultaneous hidden
commit); the highest unique pick wins the right to strike. The striker names
a target; seats holding a Block card may answer in a reaction window; a
Block may itself be Blocked (the window reopens for the other holders).
The strike lands if an even number of Blocks were played. First to 3 points
wins. Cards are conserved: every Block played goes to the discard.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from game.engine import Action, Commits, Decision, Event, ReactionWindow, Result, Ruleset
from game.engine.options import OptionSpec


@dataclass
class ToyState:
    players: int
    blocks: list[int]
    score: list[int]
    discard: int = 0
    phase: str = "pick"          # pick | strike | react | over
    picks: Commits = field(default_factory=lambda: Commits(()))
    striker: int | None = None
    target: int | None = None
    chain: list[int] = field(default_factory=list)   # seats that played a Block, in order
    window: ReactionWindow | None = None
    last_picks: list[int] = field(default_factory=list)

    def clone(self) -> "ToyState":
        return ToyState(self.players, list(self.blocks), list(self.score), self.discard, self.phase,
                        self.picks.clone(), self.striker, self.target, list(self.chain),
                        self.window.clone() if self.window else None, list(self.last_picks))

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "blocks": self.blocks, "score": self.score, "discard": self.discard,
                "phase": self.phase, "picks": self.picks.to_json(), "striker": self.striker,
                "target": self.target, "chain": self.chain,
                "window": self.window.to_json() if self.window else None, "last_picks": self.last_picks}


class StrikeAndBlock(Ruleset):
    name = "toy_strike"
    title = "Strike & Block (test only)"
    min_players = 2
    max_players = 5
    options = (OptionSpec("blocks", "int", 2, "Block cards dealt to each seat", minimum=0, maximum=5),)

    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random):
        state = ToyState(players, [options["blocks"]] * players, [0] * players)
        state.picks = Commits(tuple(range(players)))
        return state, [Event.of("dealt", blocks=options["blocks"])]

    def state_from_json(self, d: Mapping[str, Any]) -> ToyState:
        return ToyState(d["players"], list(d["blocks"]), list(d["score"]), d["discard"], d["phase"],
                        Commits.from_json(d["picks"]), d["striker"], d["target"], list(d["chain"]),
                        ReactionWindow.from_json(d["window"]) if d["window"] else None, list(d["last_picks"]))

    def pending(self, s: ToyState) -> list[Decision]:
        if s.phase == "pick":
            return [Decision(seat, "pick", "Pick 0, 1 or 2 in secret.",
                             tuple(Action.of("pick", n=n) for n in range(3)), simultaneous=True)
                    for seat in s.picks.waiting()]
        if s.phase == "strike":
            targets = [t for t in range(s.players) if t != s.striker]
            return [Decision(s.striker, "strike", "Strike someone.",
                             tuple(Action.of("strike", target=t) for t in targets))]
        if s.phase == "react":
            assert s.window is not None
            return [Decision(seat, "react", "Block?", s.window.choices(Action.of("block"), s.blocks[seat] > 0),
                             simultaneous=True) for seat in s.window.commits.waiting()]
        return []

    def apply(self, s: ToyState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        if s.phase == "pick":
            s.picks.commit(seat, action)
            if not s.picks.complete:
                return [Event.of("picked", seat=seat)]
            picks = [s.picks.chosen[i]["n"] for i in range(s.players)]
            s.last_picks = picks
            unique = [n for n in picks if picks.count(n) == 1]
            events = [Event.of("reveal", picks=tuple(picks))]
            if not unique:
                s.picks = Commits(tuple(range(s.players)))
                return events
            s.striker = picks.index(max(unique))
            s.phase = "strike"
            return events
        if s.phase == "strike":
            s.target = action["target"]
            s.chain = []
            return [Event.of("strike", seat=seat, target=s.target)] + self._open(s, seat)
        if s.phase == "react":
            assert s.window is not None
            s.window.answer(seat, action)
            if not s.window.complete:
                return []
            won = s.window.winner()
            if won is None:
                return self._resolve(s)
            blocker = won[0]
            s.blocks[blocker] -= 1
            s.discard += 1
            s.chain.append(blocker)
            return [Event.of("block", seat=blocker)] + self._open(s, blocker)
        raise AssertionError(s.phase)

    def _open(self, s: ToyState, actor: int) -> list[Event]:
        order = [(actor + 1 + i) % s.players for i in range(s.players - 1)]
        s.window = ReactionWindow.open(("answer", actor), order, lambda seat: s.blocks[seat] > 0)
        if s.window is None:
            return self._resolve(s)
        s.phase = "react"
        return [Event.of("window", seats=s.window.seats)]

    def _resolve(self, s: ToyState) -> list[Event]:
        s.window = None
        landed = len(s.chain) % 2 == 0
        if landed:
            s.score[s.striker] += 1
        events = [Event.of("resolved", landed=landed, blocks=len(s.chain))]
        if max(s.score) >= 3:
            s.phase = "over"
            return events + [Event.of("over")]
        s.phase = "pick"
        s.picks = Commits(tuple(range(s.players)))
        return events

    def view(self, s: ToyState, seat: int | None) -> dict[str, Any]:
        return {"blocks": list(s.blocks) if seat is None else s.blocks[seat], "score": list(s.score),
                "phase": s.phase, "my_pick": s.picks.chosen.get(seat) if seat is not None else None,
                "picked": [s.picks.has_committed(i) for i in range(s.players)], "last_picks": s.last_picks,
                "chain": list(s.chain)}

    def is_over(self, s: ToyState) -> bool:
        return s.phase == "over"

    def result(self, s: ToyState) -> Result | None:
        if s.phase != "over":
            return None
        best = max(s.score)
        return Result(tuple(s.score), tuple(i for i, v in enumerate(s.score) if v == best), "done")
