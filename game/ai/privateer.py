"""A Privateer commodore with sense: shots in range, boarding the merchant, clear of edges and rocks.

It scores each legal move one step ahead from the view (the whole, open
position): a sinking shot is best, boarding the merchant next; a sail is
worth where it ends (a shot lined up for an unspent cannonball, away from
enemy guns and the edge, towards the merchant while she waits) and loses
badly if it wrecks, flees or risks a reef.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.profile import SearchProfile, softmax_chances
from game.engine.values import Action, Decision
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import Hex, as_hex, distance, in_line, neighbour, neighbours
from game.rules.privateer.ocean import ocean_by_name
from game.rules.privateer.state import MERCHANT, fleet_of

MISTAKE_RATE = {"easy": 0.25, "normal": 0.0, "hard": 0.0}
WRECK = -30.0        # the score of a sail that wrecks a ship or runs it off the map



class PrivateerCommodore:
    def __init__(self, rng: random.Random, level: str = "normal") -> None:
        self.rng = rng
        self.level = level

    def choose(self, view: dict[str, Any], decision: Decision) -> Action:
        if self.rng.random() < MISTAKE_RATE.get(self.level, 0.0) and decision.step in ("spend", "dice", "terrain"):
            return self.rng.choice(decision.actions)
        step = decision.step
        acts = list(decision.actions)
        if step == "spend":
            return max(acts, key=lambda a: self.score_move(view, a) + self.rng.random() * 0.01)
        if step == "dice":
            reinforce = [a for a in acts if a.kind == "gambit"]
            if reinforce and view["gold"][view["seat"]] >= 4:
                return reinforce[0]
            return self._dice(view, [a for a in acts if a.kind == "dice"])
        if step == "third":
            places = [a for a in acts if a.kind == "place"]
            return places[0] if places else acts[0]
        if step == "density":
            return Action.of("density", tokens=3)
        if step == "board":
            captures = [a for a in acts if a.kind == "capture"]
            return captures[0] if captures else Action.of("scuttle")
        if step == "grapple":
            return Action.of("gambit", name="grapple")
        if step == "terrain":
            return self._terrain(view, acts)
        if step == "grudge":
            grudges = [a for a in acts if a.kind == "grudge"]
            enemies = self._enemy_hexes(view)
            if grudges and enemies:
                return min(grudges, key=lambda a: min(distance(as_hex(a["hex"]), e) for e in enemies))
            return acts[-1]
        return self.rng.choice(acts)

    # ---- who is where --------------------------------------------------------------------
    def _mine(self, view: dict[str, Any], ship: int) -> bool:
        colour = fleet_of(ship)
        if colour is None or colour not in view["fleets"]:
            return False
        return view["owner"][view["fleets"].index(colour)] == view["seat"]

    def _enemy_hexes(self, view: dict[str, Any]) -> list[Hex]:
        return [as_hex(p) for s, p in view["ships"].items() if p is not None and int(s) != MERCHANT
                and not self._mine(view, int(s))]

    def _ship_at(self, view: dict[str, Any], h: Hex) -> int | None:
        for s, p in view["ships"].items():
            if p is not None and as_hex(p) == h:
                return int(s)
        return None

    # ---- dice ------------------------------------------------------------------------------
    def _dice(self, view: dict[str, Any], acts: list[Action]) -> Action:
        mine = [as_hex(p) for s, p in view["ships"].items() if p is not None and self._mine(view, int(s))]
        enemies = self._enemy_hexes(view)
        near = sum(1 for m in mine if any(distance(m, e) <= 7 for e in enemies))
        want = min(near, max(a["cannons"] for a in acts))
        return min(acts, key=lambda a: abs(a["cannons"] - want))

    # ---- terrain ---------------------------------------------------------------------------
    def _terrain(self, view: dict[str, Any], acts: list[Action]) -> Action:
        mine = [as_hex(p) for s, p in view["ships"].items() if p is not None and self._mine(view, int(s))]
        enemies = self._enemy_hexes(view)

        def worth(a: Action) -> float:
            h = as_hex(a["hex"])
            own = min((distance(h, m) for m in mine), default=9)
            foe = min((distance(h, e) for e in enemies), default=9)
            return own - foe * 0.8      # keep our waters clear, crowd theirs
        return max(acts, key=worth)

    # ---- one move ahead ----------------------------------------------------------------------
    def score_move(self, view: dict[str, Any], a: Action) -> float:
        if a.kind == "gambit":
            return self._gambit_worth(view, a)
        ship, d, face = a["ship"], a["dir"], a["face"]
        pos = as_hex(view["ships"][str(ship)])
        ocean = ocean_by_name(view["ocean"])
        terrain = view["terrain"]
        if a["kind"] == "cannon":
            hexes = [pos]
            for _ in range(face):
                hexes.append(neighbour(hexes[-1], d))
            if any(terrain.get(f"{h[0]},{h[1]}") == "volcano" for h in hexes[1:-1]):
                return -0.5
            victim = self._ship_at(view, hexes[-1])
            if victim is None or self._mine(view, victim):
                return -0.5 if victim is None else -5
            if victim == MERCHANT:
                return 6 if view["rules"].get("marque") else 0.5
            return 20
        # a sail: follow the path as the rules would
        h = pos
        risk = 0.0
        for _ in range(face):
            nxt = neighbour(h, d)
            if not ocean.on_map(nxt):
                return WRECK
            t = terrain.get(f"{nxt[0]},{nxt[1]}")
            if t in ("volcano", "desert") and not (t == "desert" and view.get("pilot")):
                return WRECK
            if t == "reef" and not view.get("pilot"):
                risk += 6
            occ = self._ship_at(view, nxt)
            if occ is not None and not self._mine(view, occ):
                if occ == MERCHANT:
                    return 15 - risk
                return 3 - risk          # a fair fight for a ship
            h = nxt
        return self._position_worth(view, ship, h, ocean) - risk

    def _position_worth(self, view: dict[str, Any], ship: int, h: Hex, ocean) -> float:
        enemies = self._enemy_hexes(view)
        worth = 0.0
        cannons = [f for k, f, used in view["dice"] if k == "cannon" and not used]
        spent = view["spent"].get(str(ship), [0, 0, -1])
        can_fire = spent[0] < D.DICE_PER_SHIP and cannons
        for e in enemies:
            line = in_line(h, e)
            if line and line[1] <= 5:
                worth -= 1.5             # in their guns' line
                if can_fire and line[1] in cannons:
                    worth += 12          # and ours: a shot lined up
        if any(not ocean.on_map(n) for n in neighbours(h)):
            worth -= 2.5
        merchant = view["ships"].get(str(MERCHANT))
        if merchant is not None:
            worth -= 0.3 * distance(h, as_hex(merchant))
        elif enemies:
            worth -= 0.15 * min(distance(h, e) for e in enemies)
        return worth

    def _gambit_worth(self, view: dict[str, Any], a: Action) -> float:
        name = a["name"]
        if name == "pilot":
            return 1.0 if any(t in ("desert", "reef") for t in view["terrain"].values()) else -1
        if name == "double_shot":
            return 8.0 if self._shot_at_exact(view, a["to"]) and not self._shot_at_exact(view, a["face"]) else -1
        if name == "trim":
            return 0.5 if a["to"] == 4 else -1
        if name == "reroll":
            return 0.5 if a["kind"] == "cannon" and not self._shot_at_exact(view, a["face"]) else -1
        return -1

    def _shot_at_exact(self, view: dict[str, Any], face: int) -> bool:
        mine = [as_hex(p) for s, p in view["ships"].items() if p is not None and self._mine(view, int(s))]
        return any((line := in_line(m, e)) and line[1] == face for m in mine for e in self._enemy_hexes(view))


# ---- search profile (Normal and Hard) ------------------------------------------------------

SHIP_WORTH = 1.0     # a ship still at sea, in doubloons: it can still sink, board and win the day


def evaluate(state: Any) -> list[float]:
    """Win chances from gold in hand plus the ships still fighting."""
    worth = [float(g) for g in state.gold]
    for slot, colour in enumerate(state.fleets):
        afloat = sum(1 for s in state.fleet_ships(colour) if s not in state.grudge)
        worth[state.owner[slot]] += SHIP_WORTH * afloat
    return softmax_chances(worth, 2.5)


_JUDGE = PrivateerCommodore(random.Random(0))   # scores moves for pruning and vetoes (score_move draws no dice)
SEARCH_WIDTH = 6     # spends worth searching: the commodore's best few by his one-move-ahead score


def search_moves(state: Any, decision: Decision) -> list[tuple[Action, ...]]:
    """Every choice, except that of the many ways to spend a die only the most promising are searched."""
    if decision.step != "spend" or len(decision.actions) <= SEARCH_WIDTH:
        return [(a,) for a in decision.actions]
    from game.engine.ruleset import registry
    view = registry.get("privateer").view(state, decision.seat)
    best = sorted(decision.actions, key=lambda a: _JUDGE.score_move(view, a), reverse=True)[:SEARCH_WIDTH]
    return [(a,) for a in best]


def veto(view: dict[str, Any], decision: Decision, moves: list[tuple[Action, ...]]) -> list[tuple[Action, ...]]:
    """No sailing off the map or onto an island that wrecks the ship while another move exists."""
    if decision.step != "spend":
        return list(moves)
    return [m for m in moves if m[0].kind != "spend" or _JUDGE.score_move(view, m[0]) > WRECK]


# Searching commodores that value ships kept can keep out of each other's way for ever, and the
# battle only ends when one fleet is left. Rule-of-thumb commodores close in (their battles last
# 2-11 rounds), so from this round on the search hands the helm to them and the battle ends.
CLOSE_IN_ROUND = 12


def close_in(view: dict[str, Any]) -> bool:
    return view["round"] >= CLOSE_IN_ROUND


def search_profile() -> SearchProfile:
    return SearchProfile(make_policy=lambda rng: PrivateerCommodore(rng, "normal"), evaluate=evaluate,
                         moves=search_moves, veto=veto, rollout_depth=12, defer=close_in)
