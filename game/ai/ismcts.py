"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), written once for every game.

One tree is grown for the searching seat's information set. Each iteration
draws a fresh determinization from the seat's *view* (the ruleset's
`determinize`), so the search only ever knows what the seat knows. Nodes are
keyed by the move that led to them; a move that is legal in one
determinization and not in another is weighed by its availability count.
Below the tree, the game's rollout policy plays on for a few moves and the
profile's evaluation scores the position for every seat.

Chance (dice, shuffles) is left to the ruleset's `apply` with the search's own
random generator, so every iteration also samples a fresh future.

Below the root, a node first tries the move the policy plays in this sample
(a rival burying a card the searching seat cannot see is a new move in each
sample, and it is what the rival would do), and other moves join slowly
(progressive widening): with a few hundred playouts, a node that tried every
move once before revisiting any was valued by its worst tries, so a move that
handed rivals the turn looked better than it was. For the same reason a root
move is valued along the seat's own follow-up that the search settled on (its
target, the card it then takes; `Search._line`), not by the mean of every
follow-up it tried.

Simultaneous steps (Loot Pirates' aims and fire, All Hands' face-down bids,
the answers to a Heave To! or a Yarr!) are searched honestly: the rivals'
hidden choices of such a step are *sampled* from the rollout policy, each
from the rival's own view, and played before the searching seat's choice,
which alone is a tree node. So a rival's choice can never depend on the
choice the searching seat is weighing (in one tree with a node per seat, the
later seat's node would sit under the earlier one's move and "see" it), and
the searching seat's node pools its results over the rivals' samples, so it
learns nothing it could not know either. The exception is a *race* (the
ruleset's `race_actions`: All Hands' cheat call, made in the open, first come,
first served, against the hand as it is now): the searching seat's own race is
played before the rivals' hidden choices, and a rival's race waits until after
the seat's choice, since the seat asked now could act first. (Sampled first,
rivals' calls and face-down bids cut the cheat's hand to twelve before the
searching seat's call, which then was a false call that cost it two cards.)

What rivals did in the open may tell of what they hold: a profile's `infer` reads the seat's view
once per search and gives a sampler that fills in, for each playout, the hidden parts their open
moves point to (a Loot Pirates pirate who offered to show his dice under a gun has a high black
die), as the rule of thumb would have played them, before the ruleset's `determinize` deals the
rest at random. It reads the seat's view alone, like `determinize`; a budget may switch it off
(`Budget.reads`).

A budget may play every rival's choice below the root by the rule of thumb instead
(`Budget.rivals_by_policy`, off at every level): no node of a rival's, so the tree is the
searching seat's best answer to rule-of-thumb rivals. Measured (bench/RESULTS.md): Loot Pirates'
Normal and Hard a few points up against three rule-of-thumb captains, All Hands' Normal down,
Privateer's unchanged; a node reached after a rival's move is marked (`Node.gap`), so a root
move's line and the next decision's grown-on tree stop there.

Speed: the sampled games are played `quiet` (no events, no log text), and
the policy reads each seat's view through the ruleset's lazy `lens`, so only
the few keys it needs are computed. A policy may give a step made card by
card whole (`whole(view, decision)`: All Hands' bids and discards), so its
plan is worked out once, not again after every card, and the move a tree node
tries first is that whole move (its first step alone matched no move); a game whose search
moves come ranked best first by the policy's own reckoning (`profile.Ranked`)
lets the first stand for the policy's move at a tree node. Where nothing is hidden (Privateer),
every playout starts from the position itself, so a node reached with no roll or draw on the way
down is the same position each time: it remembers the decision and moves met there (`_ask`). A seat that moves several times in a turn
grows one tree on: `run` may start from the subtree under its previous move
(`SearchSeat` hands it over when that subtree goes on with the seat's own choice).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, fields
from typing import Any, Sequence

from game.engine.ruleset import GameState, Ruleset
from game.engine.values import Action, Decision, quiet
from game.engine.view import View
from game.ai.profile import Move, Ranked, SearchProfile

EXPLORATION = 0.7   # UCB constant for rewards in [0, 1]
CONFIDENCE = 1.0    # standard errors by which the search must beat the policy's favourite to overrule it
MARGIN = 0.005      # ... and win chance: a smaller edge is below what the estimate can tell apart
WIDENING = 0.5     # below the root a node has at most WIDENING * sqrt(visits) children (progressive widening)
LINE_SHARE, LINE_VISITS = 1 / 3, 10   # a follow-up taken as a root move's line: its share of visits, at least
MAX_SAMPLED_STEPS = 40   # a rival's card-by-card simultaneous choice (a bid) is cut off after this many steps
PARTS = ("determinize", "tree", "rollout", "estimate")


@dataclass(frozen=True)
class Budget:
    """How long one decision may think: stop at whichever limit comes first."""

    seconds: float
    iterations: int
    depth: float = 1.0      # rollout length as a multiple of the game's `rollout_depth`
    exploration: float = EXPLORATION    # the UCB constant of the tree's choices
    margin: float = MARGIN  # the win chance by which the best move must beat the favourite to overrule it ...
    confidence: float = CONFIDENCE      # ... and the standard errors (see `SearchResult.decide`)
    rivals_by_policy: bool = False      # rivals play the rule of thumb in the tree, not nodes of their own
    reads: bool = True      # samples read rivals' open play (the profile's `infer`); off: dealt at random

    @classmethod
    def parse(cls, text: str) -> "Budget":
        """`SECONDS/ITERATIONS[/DEPTH[/EXPLORATION[/MARGIN[/CONFIDENCE[/RIVALS[/READS]]]]]]]`: a level's budget as
        the benchmarks take it for tuning (`--match hard@...`, `--level normal@...`), the fields in this
        class's order: DEPTH rollouts that many times the game's length, EXPLORATION the UCB constant,
        MARGIN and CONFIDENCE the win chance and the standard errors by which the search's best must beat
        the rule of thumb's move, RIVALS 1 for `rivals_by_policy` (rivals play the rule of thumb in the
        tree), READS 0 to deal every sample at random (`reads`). The only place the syntax is written
        out: the benchmarks point here."""
        seconds, iterations, *rest = text.split("/")
        # Each field read as its default's type (a number, or 0/1 for a switch); the fields left out
        # keep their defaults.
        tuning = [type(f.default)(float(word)) for f, word in zip(fields(cls)[2:], rest)]
        return cls(float(seconds), int(iterations), *tuning)


class Node:
    """One information set reached by `move`, played by `seat`; rewards are that seat's."""

    __slots__ = ("parent", "move", "seat", "children", "visits", "reward", "square", "avail", "asked", "gap")

    def __init__(self, parent: "Node | None", move: Move | None, seat: int) -> None:
        self.parent = parent
        self.move = move
        self.seat = seat
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.square = 0.0      # sum of squared rewards, for the spread of the mean
        self.avail = 1
        self.asked: list[tuple[Decision, Sequence[Move]]] | None = None   # see `Search._ask`
        self.gap = False       # a rival moved by the rule of thumb between the parent and this node

    def follows(self, seat: int) -> bool:
        """Whether this node is `seat`'s next choice with nobody else's in between (the same turn)."""
        return self.seat == seat and not self.gap

    def select(self, moves: Sequence[Move], exploration: float = EXPLORATION) -> "Node":
        """UCB1 with availability: log of how often the move could have been chosen, not of parent visits."""
        best, best_score = None, -1.0
        children = self.children
        for m in moves:
            child = children[m]
            score = child.reward / child.visits + exploration * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best  # type: ignore[return-value]

    @property
    def mean(self) -> float:
        return self.reward / self.visits

    def error(self) -> float:
        """Squared standard error of the mean reward."""
        return max(self.square / self.visits - self.mean ** 2, 0.0) / self.visits


@dataclass
class RootStats:
    """What a search learnt about each root move: enough to merge searches run side by side.
    `tries` counts the move's playouts; the rest are of its line (see `Search._line`)."""

    visits: int
    reward: float
    square: float
    tries: int = 0

    @property
    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0

    def error(self) -> float:
        if not self.visits:
            return float("inf")
        return max(self.square / self.visits - self.mean ** 2, 0.0) / self.visits

    def lead_over(self, other: "RootStats") -> tuple[float, float]:
        """How far this move's mean reward is ahead of `other`'s, and the standard error of that lead."""
        return self.mean - other.mean, math.sqrt(self.error() + other.error())


def clearly_ahead(edge: float, error: float, margin: float = MARGIN, confidence: float = CONFIDENCE) -> bool:
    """Whether a move `edge` of win chance ahead of the favourite, that difference known to `error`
    (a standard error), is ahead enough to overrule it (`SearchResult.decide`; bench/gate_quality.py
    asks it of other gates)."""
    return edge > margin and edge > confidence * error


@dataclass
class SearchResult:
    move: Move
    iterations: int
    seconds: float
    stats: list[tuple[Move, int, float]]   # (move, visits, mean reward) for every root move, most visited first
    roots: dict[Move, RootStats] | None = None
    tree: Node | None = None                # the root, for reuse at the seat's next decision (never sent away)
    reused: int = 0                         # root visits carried over from the previous decision's tree

    @classmethod
    def decide(cls, roots: dict[Move, RootStats], favourite: Move, iterations: int, seconds: float,
               margin: float = MARGIN, confidence: float = CONFIDENCE) -> "SearchResult":
        """The most visited move, unless it is not clearly better than the policy's favourite.

        Clearly better is both sure (by `confidence` standard errors: a short search on a wide choice
        is noisy) and large enough to matter (`margin`): with thousands of playouts a move can be
        surely ahead by a tenth of a point of win chance, which says more about the estimate's bias
        than about the move (Hard aimed at a broke pirate that way). In both cases the rule of thumb
        is the safer bet. Both are a level's (`Budget`), so the benchmarks can try others. Judged move
        by move, All Hands' Normal looked better at half a standard error and Loot Pirates' Hard at a
        margin of 2 points, but neither won more games (175/600 against 176/600, 38/100 against
        41/100, on the same deals; bench/RESULTS.md): every level keeps the defaults.

        (Tried: among moves tried nearly as often as the most tried, play the best valued, for a
        captain far behind whose moves are all worth a few points and so tried about equally often.
        Normal then won 36 of the same 100 All Hands deals against 42; the captain's estimate was
        mended instead: see game/ai/stolen_treasure.py's `evaluate`.)"""
        stats = sorted(((m, r.tries, r.mean) for m, r in roots.items() if r.visits),
                       key=lambda s: (s[1], s[2]), reverse=True)
        best = stats[0][0] if stats else favourite
        move = best
        fav = roots.get(favourite)
        if (fav is not None and fav.visits and best != favourite
                and not clearly_ahead(*roots[best].lead_over(fav), margin, confidence)):
            move = favourite
        return cls(move, iterations, seconds, stats, roots)

    @classmethod
    def merge(cls, results: Sequence["SearchResult"], favourite: Move, margin: float = MARGIN,
              confidence: float = CONFIDENCE) -> "SearchResult":
        """Root-parallel search: several independent trees, their root statistics summed."""
        roots: dict[Move, RootStats] = {}
        for result in results:
            for move, r in (result.roots or {}).items():
                total = roots.setdefault(move, RootStats(0, 0.0, 0.0))
                total.tries += r.tries
                total.visits += r.visits
                total.reward += r.reward
                total.square += r.square
        return cls.decide(roots, favourite, sum(r.iterations for r in results), max(r.seconds for r in results),
                          margin, confidence)


class _CountedChance(random.Random):
    """Chance for the moves played in the tree, counting its draws: a way down from the root that
    drew none reached the same position as every other playout (where nothing is hidden)."""

    draws = 0

    def random(self) -> float:
        self.draws += 1
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.draws += 1
        return super().getrandbits(k)


class Search:
    """ISMCTS for one decision of one seat."""

    def __init__(self, ruleset: Ruleset, profile: SearchProfile, rng: random.Random) -> None:
        self.ruleset = ruleset
        self.profile = profile
        self.rng = rng
        self.policy = profile.make_policy(rng)
        self._whole = getattr(self.policy, "whole", None)   # a card-by-card step's whole choice at once
        self.depth = profile.rollout_depth       # moves a rollout plays: the profile's, scaled by the budget
        self.exploration = EXPLORATION           # the UCB constant: the budget's
        self.rivals_by_policy = False            # the budget's: rivals' choices played by the policy, no nodes
        self.clock = dict.fromkeys(PARTS, 0.0)   # seconds spent in each part, for bench/search_speed.py
        # The tree's rolls and draws: counted where nothing is hidden (see `_ask`), else the search's own.
        self.chance: random.Random = rng if ruleset.hidden_information else _CountedChance(rng.getrandbits(64))
        self.sampled = 0                         # rivals' simultaneous choices sampled so far

    # ---- the policy as a seat in a sampled position -------------------------------------
    def policy_move(self, state: GameState, decision: Decision) -> Action:
        """What the rule of thumb plays for `decision.seat`, reading only that seat's view."""
        return self.policy.choose(self.ruleset.lens(state, decision.seat), decision)

    def policy_steps(self, state: GameState, decision: Decision) -> Sequence[Action]:
        """The rule of thumb's whole choice of a step that is made card by card (a bid: add, add, bid),
        worked out once: asking it again after every card re-derived the same plan each time. A policy
        without `whole` chooses one action at a time. A forced move is played without asking (as the
        tree plays it without a node)."""
        if len(decision.actions) == 1:
            return decision.actions
        view = self.ruleset.lens(state, decision.seat)
        if self._whole is not None:
            return self._whole(view, decision)
        return (self.policy.choose(view, decision),)

    def guess(self, state: GameState, seat: int, decision: Decision) -> Action:
        """A rival's face-down choice while sampling a position: what the policy would have chosen."""
        return self.policy_move(state, decision)

    def run(self, view: dict[str, Any], decision: Decision, root_moves: Sequence[Move], budget: Budget,
            root: Node | None = None) -> SearchResult:
        """Search from `view` among `root_moves` (macros of `decision.seat`, favourite first),
        growing `root` further if given (the subtree of the seat's previous move this turn)."""
        with quiet():
            return self._run(view, decision, root_moves, budget, root or Node(None, None, decision.seat))

    def _run(self, view: dict[str, Any], decision: Decision, root_moves: Sequence[Move], budget: Budget,
             root: Node) -> SearchResult:
        me = decision.seat
        self.depth = max(1, round(self.profile.rollout_depth * budget.depth))
        self.exploration = budget.exploration
        self.rivals_by_policy = budget.rivals_by_policy
        reused = sum(c.visits for m, c in root.children.items() if m in root_moves)
        start = time.perf_counter()
        deadline = start + budget.seconds
        iterations = 0
        clock, now = self.clock, time.perf_counter
        # Where nothing is hidden every sample is the same position: take it once, then copy it.
        # Sampling reads the view key by key thousands of times: from plain data, not the typed record.
        view = view.to_dict() if isinstance(view, View) else view
        base = None if self.ruleset.hidden_information else self.ruleset.determinize(view, self.rng)
        infer = self.profile.infer
        sample = None if infer is None or base is not None or not budget.reads else infer(view)
        while iterations < budget.iterations:
            t0 = now()
            if base is not None:
                state = base.clone()
            else:
                state = self.ruleset.determinize(view if sample is None else sample(self.rng), self.rng,
                                                 guess=self.guess)
            clock["determinize"] += now() - t0
            self._iterate(root, state, me, root_moves, base is not None)
            iterations += 1
            if now() >= deadline:
                break
            if iterations % 16 == 0 and self._settled(root, iterations, budget, start, deadline):
                break
        roots = {m: self._line(c, me) for m, c in root.children.items() if m in root_moves}
        result = SearchResult.decide(roots, root_moves[0], iterations, time.perf_counter() - start,
                                     budget.margin, budget.confidence)
        result.tree, result.reused = root, reused
        return result

    @staticmethod
    def _line(root_child: Node, me: int) -> RootStats:
        """A root move's statistics, taken where the seat's own follow-up choices end (a card's
        target, the treasure it digs up): the seat will then pick its best follow-up, while the
        move's own mean also counts every poor follow-up the search tried (a Treasure captain
        drew a card rather than dig up a rival's winning treasure, its dig valued at the mean of
        aiming at the wrong rival, taking the card back and digging the right one)."""
        node = root_child
        while node.children and all(c.follows(me) for c in node.children.values()):
            best = max(node.children.values(), key=lambda c: c.visits)
            if best.visits < max(LINE_VISITS, node.visits * LINE_SHARE):
                break       # no follow-up the search has settled on: the mean is the better guess
            node = best
        return RootStats(node.visits, node.reward, node.square, root_child.visits)

    @staticmethod
    def _settled(root: Node, done: int, budget: Budget, start: float, deadline: float) -> bool:
        """Out of time, or the most visited move can no longer be overtaken in the time left."""
        now = time.perf_counter()
        if now >= deadline:
            return True
        left = min(budget.iterations - done, done / max(now - start, 1e-9) * (deadline - now))
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > left

    def _iterate(self, root: Node, state: GameState, me: int, root_moves: Sequence[Move],
                 certain: bool = False) -> None:
        """One playout. `certain`: the sample is the position itself (nothing hidden), and stays so
        while no chance comes up on the way down, so the questions met are remembered (`_ask`)."""
        ruleset = self.ruleset
        t0 = time.perf_counter()
        node = root
        path = [root]
        expanded = False
        at_root = True
        forced = 0              # forced moves played since the tree reached `node`
        gap = False             # ... among them a rival's, played by the policy (`rivals_by_policy`)
        while not expanded and not ruleset.is_over(state):
            if at_root:
                moves: Sequence[Move] = root_moves
                seat = me
            else:
                question = self._ask(node, forced, state, me, certain)
                if question is None:
                    break
                decision, moves, certain = question
                if len(moves) == 1:         # a forced move tells nothing: play it without a node
                    certain = self._play(state, decision, moves[0]) and certain
                    forced += 1
                    gap = gap or (self.rivals_by_policy and decision.seat != me)
                    continue
                seat = decision.seat
            children = node.children
            untried = [m for m in moves if m not in children]
            tried = len(moves) - len(untried)     # children open in this sample
            for m in moves:
                child = children.get(m)
                if child is not None:
                    child.avail += 1
            pick = None
            if untried:
                if node is root:
                    pick = untried[0]            # every root move is tried, the policy's favourite first
                else:
                    # The policy's move of this sample first: a rival burying a card the searching seat
                    # cannot see is a new move in every sample, and is what the rival would do. Other moves
                    # join slowly (progressive widening), so a node is not valued by its first few tries.
                    # The policy's whole move, as the moves are whole (an All Hands bid: add, add, bid):
                    # its first step alone matched none of them, and the rule of thumb's bid waited on
                    # the widening like any other.
                    guess = moves[0] if type(moves) is Ranked else tuple(self.policy_steps(state, decision))
                    if guess in untried:
                        pick = guess
                    elif not tried or len(children) < WIDENING * math.sqrt(node.visits):
                        pick = untried[0]
            if pick is not None:
                child = Node(node, pick, seat)
                child.gap = gap
                children[pick] = child
                node = child
                expanded = True
            else:
                node = node.select([m for m in moves if m in children] if untried else moves, self.exploration)
            path.append(node)
            forced, gap = 0, False
            if at_root:
                # The rivals' hidden choices of the step are sampled before the seat's own is played,
                # unless that is a race, which the seat asked now may win (see the module's docstring).
                at_root = False
                race = node.move[0].kind in ruleset.race_actions  # type: ignore[index]
                if race:
                    decision = ruleset.decision_of(state, me)
                elif certain and root.asked:
                    decision = root.asked[0][0]
                else:
                    decision = self._next_decision(state, me, own=True)
                    if certain and decision is not None:
                        root.asked = [(decision, root_moves)]
                if decision is None:
                    break
            certain = self._play(state, decision, node.move) and certain  # type: ignore[arg-type]
        t1 = time.perf_counter()
        self.clock["tree"] += t1 - t0
        rewards = self._rollout(state)
        for n in path[1:]:
            n.visits += 1
            r = rewards[n.seat]
            n.reward += r
            n.square += r * r
        root.visits += 1

    def _ask(self, node: Node, forced: int, state: GameState, me: int,
             certain: bool) -> tuple[Decision, Sequence[Move], bool] | None:
        """The question the tree meets at `node` after `forced` forced moves: the decision, the moves
        searched there, and whether the position is still certain.

        Where nothing is hidden and no chance came up on the way down from the root, every playout
        reaches the node in the same position and meets the same question, so the node remembers it
        rather than work it out again (in Privateer: list every way to spend a die and score each, a
        fifth of the search's time). Rivals' sampled simultaneous choices make the position uncertain."""
        asked = node.asked
        if certain and asked is not None and forced < len(asked):
            decision, moves = asked[forced]
            return decision, moves, True
        sampled = self.sampled
        decision = self._next_decision(state, me)
        if decision is None:
            return None
        if self.rivals_by_policy and decision.seat != me:
            moves: Sequence[Move] = (tuple(self.policy_steps(state, decision)),)   # the rival's move, no node
        else:
            moves = self.profile.moves(state, decision)
        certain = certain and self.sampled == sampled
        if certain:
            if asked is None:
                asked = node.asked = []
            if len(asked) == forced:
                asked.append((decision, moves))
        return decision, moves, certain

    def _next_decision(self, state: GameState, me: int, own: bool = False) -> Decision | None:
        """The decision the tree plays next (the searching seat's, if `own`).

        At a simultaneous step the rivals' hidden choices are sampled first (see the module's
        docstring); what is left is the searching seat's own choice, if it has one, and a tree node."""
        ruleset = self.ruleset
        decisions = ruleset.pending(state)
        held: set[int] = set()      # rivals whose next step is a race: it waits until after this seat's choice
        for _ in range(MAX_SAMPLED_STEPS):
            rivals = [d.seat for d in decisions if d.simultaneous and d.seat != me and d.seat not in held]
            if not rivals:
                break
            for seat in rivals:
                if not self._sample_simultaneous(state, seat):
                    held.add(seat)
            if ruleset.is_over(state):
                return None
            decisions = ruleset.pending(state)
        if not decisions:
            return None
        if own or len(decisions) > 1:
            for d in decisions:
                if d.seat == me:
                    return d
        return decisions[0]

    def _sample_simultaneous(self, state: GameState, seat: int) -> bool:
        """Play one rival's whole hidden choice (card by card if need be) by the policy, from its view.

        A race action (an open cheat call) is not played: the searching seat, asked now, could act
        first, and the rival then sees what it did. False when the rival is left waiting at one."""
        ruleset, step, rng = self.ruleset, None, self.rng
        self.sampled += 1
        for _ in range(MAX_SAMPLED_STEPS):
            decision = ruleset.decision_of(state, seat)
            if decision is None or not decision.simultaneous or step not in (None, decision.step):
                return True
            step = decision.step
            actions = self.policy_steps(state, decision)
            if actions[0].kind in ruleset.race_actions:
                return False
            for action in actions:
                ruleset.apply(state, seat, action, rng)
        return True

    def _play(self, state: GameState, decision: Decision, move: Move) -> bool:
        """Play a macro move step by step while each step is still offered to the deciding seat.
        False if chance came up (a roll, a draw): the position is no longer the same every playout."""
        ruleset, seat, chance = self.ruleset, decision.seat, self.chance
        draws = chance.draws if type(chance) is _CountedChance else None
        for k, action in enumerate(move):
            if k:
                decision = ruleset.decision_of(state, seat)
            if decision is None or not decision.allows(action):
                break
            ruleset.apply(state, seat, action, chance)
        return draws is not None and chance.draws == draws

    def _rollout(self, state: GameState) -> list[float]:
        ruleset, rng = self.ruleset, self.rng
        start = time.perf_counter()
        played, depth = 0, self.depth
        while played < depth:
            if ruleset.is_over(state):
                break
            decisions = ruleset.pending(state)
            if not decisions:
                break
            decision = decisions[0] if len(decisions) == 1 else rng.choice(decisions)
            actions = self.policy_steps(state, decision)
            for action in actions:
                ruleset.apply(state, decision.seat, action, rng)
            played += len(actions)
        t0 = time.perf_counter()
        self.clock["rollout"] += t0 - start
        rewards = self.rewards(state)
        self.clock["estimate"] += time.perf_counter() - t0
        return rewards

    def rewards(self, state: GameState) -> list[float]:
        """Every seat's reward in [0, 1]: a share of the win when over, else the profile's estimate."""
        result = self.ruleset.result(state) if self.ruleset.is_over(state) else None
        if result is None:
            if self.profile.evaluate is None:
                players = getattr(state, "players", 2)
                return [1.0 / players] * players
            return self.profile.evaluate(state)
        share = 1.0 / len(result.winners) if result.winners else 0.0
        return [share if s in result.winners else 0.0 for s in range(len(result.scores))]
