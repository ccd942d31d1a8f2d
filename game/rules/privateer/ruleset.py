"""Articles of War: Privateer as a Ruleset: the basic battle of privateer.txt.

Setup: commodore cards give each seat a fleet and the turn order; 2 doubloons
each; the merchant at the diamond hex; in turn order a start hex and a second
ship next to it; an optional third ship for 2 doubloons; the last player picks
the terrain density; terrain is drawn from the barrel and placed in turn.
A turn: choose sail/cannonball dice (two per ship, at least one sail per
ship), roll them from the barrel, spend them one at a time.
The battle ends when one fleet is left at sea; it wins the day (+1 doubloon).
Most doubloons wins.

Not yet here (they come with the rest of issue 6): the commodore gambits and
the optional rules (Desperation Dice, The Duel, Campaign, Marque for the
Merchant, Wind, Grudge Ships, Shrinking Storm).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from game.engine.errors import OptionError
from game.engine.options import OptionSpec
from game.engine.ruleset import Result, Ruleset
from game.engine.values import Action, Decision, Event
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import Hex, neighbour, neighbours, opposite
from game.rules.privateer.ocean import Ocean, ocean_by_name, ocean_names
from game.rules.privateer.state import MERCHANT, PState, fleet_of


def _h(pos) -> Hex:
    return int(pos[0]), int(pos[1])


class Privateer(Ruleset):
    name = "privateer"
    title = "Articles of War: Privateer"
    min_players = 2
    max_players = 6
    blurb = "Roll sail and cannonball dice from the barrel; sail, fire and board across a hex ocean for gold."
    pause_events = frozenset({"barrel", "shot", "boarding", "wrecked", "fled"})

    @property
    def options(self) -> tuple[OptionSpec, ...]:  # type: ignore[override]
        names = tuple(ocean_names()) or ("standard_ocean",)
        return (OptionSpec("ocean", "choice", "standard_ocean", "the ocean to fight on (a Tiled map in levels/)",
                           choices=names, label="Ocean"),)

    # ---- setup -------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[PState, list[Event]]:
        ocean = ocean_by_name(options.get("ocean") or "standard_ocean")
        if len(ocean.starts) < players:
            raise OptionError(f"{ocean.title} has {len(ocean.starts)} start hexes, too few for {players} players")
        cards = list(range(len(D.FACTIONS)))
        rng.shuffle(cards)
        fleets = cards[:players]
        order = sorted(range(players), key=lambda s: fleets[s])
        state = PState(players, ocean.name, fleets, order)
        state.ships = {ship: None for ship in range(len(D.FACTIONS) * D.SHIPS_PER_FLEET)}
        state.ships[MERCHANT] = list(ocean.merchant)
        state.gold = [D.START_GOLD] * players
        state.treasure = D.TREASURE - D.START_GOLD * players
        state.start_hex = [None] * players
        state.phase = "start"
        events = [Event.of("commodores", fleets=tuple(fleets), order=tuple(order), ocean=ocean.name)]
        return state, events

    def state_from_json(self, d: Mapping[str, Any]) -> PState:
        return PState.from_json(dict(d))

    def ocean(self, state: PState) -> Ocean:
        return ocean_by_name(state.ocean)

    # ---- helpers ---------------------------------------------------------------------------
    def _empty(self, state: PState, ocean: Ocean, h: Hex) -> bool:
        return ocean.on_map(h) and state.ship_at(h) is None and state.terrain_at(h) is None

    def _alive_seats(self, state: PState) -> list[int]:
        return [s for s in state.order if state.fleet_ships(state.fleets[s])]

    def _take_gold(self, state: PState, seat: int, amount: int = 1) -> int:
        paid = min(amount, state.treasure)
        state.treasure -= paid
        state.gold[seat] += paid
        return paid

    # ---- decisions ------------------------------------------------------------------------
    def pending(self, state: PState) -> list[Decision]:
        if state.phase == "over":
            return []
        ocean = self.ocean(state)
        if state.phase == "board":
            b = state.boarding
            acts = [Action.of("scuttle")]
            fleet = state.fleets[b["winner"]]
            if len(state.fleet_ships(fleet)) < D.SHIPS_PER_FLEET and state.fleet_ships(fleet, at_sea=False):
                acts += [Action.of("capture", hex=h) for h in neighbours(_h(b["hex"])) if self._empty(state, ocean, h)]
            return [Decision(b["winner"], "board", "You won the boarding action: scuttle the prize for a "
                                                   "doubloon, or press it into service?", tuple(acts))]
        seat = state.order[-1] if state.phase == "density" else state.current
        if state.phase == "start":
            free = [h for h in ocean.starts if state.ship_at(h) is None]
            return [Decision(seat, "start", "Choose your starting hex (a circle).",
                             tuple(Action.of("place", hex=h) for h in free))]
        if state.phase in ("second", "third"):
            start = _h(state.start_hex[seat])
            spots = tuple(Action.of("place", hex=h) for h in neighbours(start) if self._empty(state, ocean, h))
            if state.phase == "second":
                return [Decision(seat, "second", "Place your second ship next to your starting hex.", spots)]
            buy = spots if state.gold[seat] >= D.THIRD_SHIP_COST else ()
            return [Decision(seat, "third", f"Buy a third ship for {D.THIRD_SHIP_COST} doubloons?",
                             buy + (Action.of("no_third"),))]
        if state.phase == "density":
            return [Decision(seat, "density", "How dense should the terrain be?",
                             tuple(Action.of("density", tokens=n) for n in D.DENSITIES))]
        if state.phase == "terrain":
            spots = self._terrain_spots(state, ocean, seat)
            return [Decision(seat, "terrain", f"Place the {state.drawn} you drew from the barrel.",
                             tuple(Action.of("place", hex=h) for h in spots))]
        if state.phase == "dice":
            n = len(self._ships_with_dice(state, seat))
            low = max(0, D.DICE_PER_SHIP * n - D.SAIL_SUPPLY)
            high = min(n * (D.DICE_PER_SHIP - 1), D.CANNON_SUPPLY)
            return [Decision(seat, "dice", f"Choose your {D.DICE_PER_SHIP * n} dice: how many cannonballs?",
                             tuple(Action.of("dice", cannons=c) for c in range(low, high + 1)))]
        if state.phase == "spend":
            return [Decision(seat, "spend", "Spend a die: choose the die, a ship and a direction.",
                             tuple(self._spend_actions(state, seat)))]
        return []

    def _terrain_spots(self, state: PState, ocean: Ocean, seat: int) -> list[Hex]:
        """Empty sea hexes not next to any enemy ship (the merchant counts as an enemy)."""
        mine = state.fleets[seat]
        spots = []
        for h in sorted(ocean.sea):
            if not self._empty(state, ocean, h):
                continue
            if any((occ := state.ship_at(n)) is not None and fleet_of(occ) != mine for n in neighbours(h)):
                continue
            spots.append(h)
        return spots

    def _ships_with_dice(self, state: PState, seat: int) -> list[int]:
        return [s for s in state.fleet_ships(state.fleets[seat]) if s not in state.fresh]

    def _spend_actions(self, state: PState, seat: int) -> list[Action]:
        ships = [s for s in self._ships_with_dice(state, seat) if state.spent.get(s, [0, 0, -1])[0] < D.DICE_PER_SHIP]
        unspent = [(k, f) for k, f, used in state.dice if not used]
        sails_left = sum(1 for k, _ in unspent if k == "sail")
        need_sail = [s for s in ships if state.spent.get(s, [0, 0, -1])[1] == 0]
        actions = []
        for kind, face in sorted(set(unspent)):
            for s in ships:
                done, sails, last = state.spent.get(s, [0, 0, -1])
                if kind == "cannon":
                    if sails == 0 and done == D.DICE_PER_SHIP - 1:
                        continue            # two cannonballs on one ship: never
                    if sails_left < len(need_sail):
                        continue
                elif sails_left - 1 < len(need_sail) - (1 if sails == 0 else 0):
                    continue
                for d in range(6):
                    if kind == "sail" and last >= 0 and d == opposite(last):
                        continue            # no straight reversal with the second die
                    if kind == "sail" and not self._sail_legal(state, s, d, face):
                        continue
                    actions.append(Action.of("spend", kind=kind, face=face, ship=s, dir=d))
        return actions

    def _sail_path(self, state: PState, ship: int, d: int, steps: int) -> tuple[list[Hex], str, int | None]:
        """Hexes entered and why the move stops: end, fled, volcano, desert or board (with the enemy)."""
        ocean = self.ocean(state)
        pos = _h(state.ships[ship])
        path: list[Hex] = []
        mine = fleet_of(ship)
        for _ in range(steps):
            nxt = neighbour(pos, d)
            if not ocean.on_map(nxt):
                return path, "fled", None
            path.append(nxt)
            terrain = state.terrain_at(nxt)
            if terrain == "volcano":
                return path, "volcano", None
            if terrain == "desert":
                return path, "desert", None
            occ = state.ship_at(nxt)
            if occ is not None and fleet_of(occ) != mine:
                return path, "board", occ
            pos = nxt
        return path, "end", None

    def _sail_legal(self, state: PState, ship: int, d: int, steps: int) -> bool:
        path, why, _ = self._sail_path(state, ship, d, steps)
        if why != "end":
            return True
        occ = state.ship_at(path[-1])
        return occ is None or occ == ship      # never end a move in a hex with a friendly ship

    # ---- applying -----------------------------------------------------------------------------
    def apply(self, state: PState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        ev: list[Event] = []
        phase = state.phase
        if phase == "start":
            h = action["hex"]
            state.start_hex[seat] = list(h)
            ship = state.fleet_ships(state.fleets[seat], at_sea=False)[0]
            state.ships[ship] = list(h)
            ev.append(Event.of("placed", seat=seat, ship=ship, hex=h))
            state.phase = "second"
        elif phase == "second":
            ship = state.fleet_ships(state.fleets[seat], at_sea=False)[0]
            state.ships[ship] = list(action["hex"])
            ev.append(Event.of("placed", seat=seat, ship=ship, hex=action["hex"]))
            state.turn += 1
            state.phase = "start" if state.turn < len(state.order) else "third"
            if state.phase == "third":
                state.turn = 0
        elif phase == "third":
            if action.kind == "place":
                ship = state.fleet_ships(state.fleets[seat], at_sea=False)[0]
                state.ships[ship] = list(action["hex"])
                state.gold[seat] -= D.THIRD_SHIP_COST
                state.treasure += D.THIRD_SHIP_COST
                ev.append(Event.of("bought", seat=seat, ship=ship, hex=action["hex"]))
            else:
                ev.append(Event.of("no_third", seat=seat))
            state.turn += 1
            if state.turn >= len(state.order):
                state.turn = 0
                state.phase = "density"
        elif phase == "density":
            n = action["tokens"]
            state.barrel = [kind for kind in D.TERRAIN_KINDS for _ in range(n)]
            ev.append(Event.of("density", seat=seat, tokens=n, level=D.DENSITIES[n]))
            state.turn = 0
            self._draw_terrain(state, rng, ev)
        elif phase == "terrain":
            state.terrain[state.key(action["hex"])] = state.drawn
            ev.append(Event.of("terrain", seat=seat, kind=state.drawn, hex=action["hex"]))
            state.drawn = None
            state.turn += 1
            self._draw_terrain(state, rng, ev)
        elif phase == "dice":
            self._roll(state, seat, action["cannons"], rng, ev)
        elif phase == "spend":
            self._spend(state, seat, action, rng, ev)
        elif phase == "board":
            self._board_choice(state, action, ev)
            self._continue_turn(state, rng, ev)
        return ev

    def _draw_terrain(self, state: PState, rng: random.Random, ev: list[Event]) -> None:
        ocean = self.ocean(state)
        while state.barrel:
            token = state.barrel.pop(rng.randrange(len(state.barrel)))
            seat = state.current
            if self._terrain_spots(state, ocean, seat):
                state.drawn = token
                state.phase = "terrain"
                ev.append(Event.of("drew", seat=seat, kind=token))
                return
            ev.append(Event.of("no_room", seat=seat, kind=token))   # nowhere legal: the token stays out
            state.turn += 1
        state.drawn = None
        state.turn = 0
        ev.append(Event.of("battle"))
        self._begin_turn(state, ev)

    def _begin_turn(self, state: PState, ev: list[Event]) -> None:
        for _ in range(len(state.order)):
            seat = state.current
            if state.fleet_ships(state.fleets[seat]):
                break
            self._next_seat(state)
        seat = state.current
        state.phase = "dice"
        state.dice, state.spent, state.fresh = [], {}, []
        state.reef_start = {s: list(state.ships[s]) for s in state.fleet_ships(state.fleets[seat])
                            if state.terrain_at(state.ships[s]) == "reef"}
        ev.append(Event.of("turn", seat=seat, round=state.round))

    def _next_seat(self, state: PState) -> None:
        state.turn += 1
        if state.turn % len(state.order) == 0:
            state.round += 1

    def _roll(self, state: PState, seat: int, cannons: int, rng: random.Random, ev: list[Event]) -> None:
        total = D.DICE_PER_SHIP * len(self._ships_with_dice(state, seat))
        dice = [["sail", rng.choice(D.SAIL_FACES), False] for _ in range(total - cannons)]
        dice += [["cannon", rng.choice(D.CANNON_FACES), False] for _ in range(cannons)]
        state.dice = dice
        state.phase = "spend"
        ev.append(Event.of("barrel", seat=seat, dice=tuple((k, f) for k, f, _ in dice)))

    def _spend(self, state: PState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        kind, face, ship, d = action["kind"], action["face"], action["ship"], action["dir"]
        die = next(x for x in state.dice if not x[2] and x[0] == kind and x[1] == face)
        die[2] = True
        done, sails, last = state.spent.get(ship, [0, 0, -1])
        state.spent[ship] = [done + 1, sails + (kind == "sail"), d if kind == "sail" else last]
        if kind == "sail":
            self._sail(state, seat, ship, d, face, rng, ev)
        else:
            self._fire(state, seat, ship, d, face, ev)
        if state.phase == "spend":
            self._continue_turn(state, rng, ev)

    def _sail(self, state: PState, seat: int, ship: int, d: int, steps: int, rng: random.Random,
              ev: list[Event]) -> None:
        path, why, enemy = self._sail_path(state, ship, d, steps)
        start = _h(state.ships[ship])
        for i, h in enumerate(path):
            last = i == len(path) - 1
            if state.terrain_at(h) == "reef" and state.reef_start.get(ship) != list(h):
                roll = rng.choice(D.CANNON_FACES)
                ev.append(Event.of("reef_roll", ship=ship, hex=h, roll=roll))
                if roll == D.REEF_BREACH:
                    self._lose(state, ship, ev, "wrecked", hex=h, terrain="reef")
                    return
            if last and why in ("volcano", "desert"):
                ev.append(Event.of("sail", ship=ship, frm=start, to=h, dir=d))
                self._lose(state, ship, ev, "wrecked", hex=h, terrain=why)
                return
        if why == "fled":
            ev.append(Event.of("sail", ship=ship, frm=start, to=path[-1] if path else start, dir=d))
            self._lose(state, ship, ev, "fled", hex=path[-1] if path else start)
            return
        state.ships[ship] = list(path[-1])
        ev.append(Event.of("sail", ship=ship, frm=start, to=path[-1], dir=d))
        if why == "board" and enemy is not None:
            self._board(state, seat, ship, enemy, rng, ev)

    def _lose(self, state: PState, ship: int, ev: list[Event], why: str, **info: Any) -> None:
        state.ships[ship] = None
        ev.append(Event.of(why, ship=ship, **info))
        self._check_end(state, ev)

    def _fire(self, state: PState, seat: int, ship: int, d: int, distance_: int, ev: list[Event]) -> None:
        pos = _h(state.ships[ship])
        hexes = [pos]
        for _ in range(distance_):
            hexes.append(neighbour(hexes[-1], d))
        target = hexes[-1]
        blocked = next((h for h in hexes[1:-1] if state.terrain_at(h) == "volcano"), None)
        if blocked is not None:
            ev.append(Event.of("shot", ship=ship, target=target, dir=d, distance=distance_, hit=None, blocked=blocked))
            return
        victim = state.ship_at(target)
        if victim is None or fleet_of(victim) == fleet_of(ship):
            ev.append(Event.of("shot", ship=ship, target=target, dir=d, distance=distance_, hit=None, blocked=None))
            return
        gold = 0 if victim == MERCHANT else self._take_gold(state, seat)   # no letter of marque for the merchant
        state.ships[victim] = None
        ev.append(Event.of("shot", ship=ship, target=target, dir=d, distance=distance_, hit=victim, blocked=None,
                           gold=gold))
        self._check_end(state, ev)

    def _board(self, state: PState, seat: int, ship: int, enemy: int, rng: random.Random, ev: list[Event]) -> None:
        hexpos = state.ships[ship]
        if enemy == MERCHANT:
            state.merchant_taken = True
            ev.append(Event.of("boarding", ship=ship, enemy=enemy, rolls=(), winner=ship, merchant=True))
            winner, loser = ship, enemy
        else:
            rolls = []
            while True:
                a, b = rng.choice(D.CANNON_FACES), rng.choice(D.CANNON_FACES)
                rolls.append((a, b))
                if a != b:
                    break
            winner, loser = (ship, enemy) if a > b else (enemy, ship)
            ev.append(Event.of("boarding", ship=ship, enemy=enemy, rolls=tuple(rolls), winner=winner, merchant=False))
        winner_seat = state.seat_of_fleet(fleet_of(winner))
        state.ships[loser] = None   # the prize goes to the shipyard whatever the victor chooses
        state.boarding = {"winner": winner_seat, "ship": winner, "prize": loser, "hex": list(hexpos)}
        state.phase = "board"

    def _board_choice(self, state: PState, action: Action, ev: list[Event]) -> None:
        b = state.boarding
        state.boarding = None
        state.phase = "spend"
        seat = b["winner"]
        if action.kind == "scuttle":
            gold = self._take_gold(state, seat)
            ev.append(Event.of("scuttled", seat=seat, prize=b["prize"], gold=gold))
        else:
            fleet = state.fleets[seat]
            new = state.fleet_ships(fleet, at_sea=False)[0]
            state.ships[new] = list(action["hex"])
            state.fresh.append(new)     # no dice for it until its owner's next turn
            ev.append(Event.of("captured", seat=seat, prize=b["prize"], ship=new, hex=action["hex"]))
        self._check_end(state, ev)

    def _continue_turn(self, state: PState, rng: random.Random, ev: list[Event]) -> None:
        if state.phase != "spend":
            return
        if not self._spend_actions(state, state.current):
            left = sum(1 for x in state.dice if not x[2])
            if left:
                ev.append(Event.of("forfeit", seat=state.current, dice=left))
            self._next_seat(state)
            self._begin_turn(state, ev)

    def _check_end(self, state: PState, ev: list[Event]) -> None:
        if state.phase in ("start", "second", "third", "density", "terrain", "over"):
            return
        alive = self._alive_seats(state)
        if len(alive) > 1:
            return
        if alive:
            state.last_fleet = alive[0]
            gold = self._take_gold(state, alive[0], D.WIN_THE_DAY)
            ev.append(Event.of("won_the_day", seat=alive[0], gold=gold))
        best = max(state.gold)
        state.winners = [s for s in range(state.players) if state.gold[s] == best]
        state.phase = "over"
        state.boarding = None
        ev.append(Event.of("game_over", winners=tuple(state.winners), gold=tuple(state.gold)))

    # ---- results and views --------------------------------------------------------------------
    def is_over(self, state: PState) -> bool:
        return state.phase == "over"

    def result(self, state: PState) -> Result | None:
        if state.phase != "over":
            return None
        return Result(tuple(state.gold), tuple(state.winners), f"Most doubloons: {max(state.gold)}.")

    def view(self, state: PState, seat: int | None) -> dict[str, Any]:
        """Everything on a Privateer table is open: the view is the whole position."""
        view = state.to_json()
        view.update(game=self.name, seat=seat, alive=self._alive_seats(state),
                    current=state.current if state.phase not in ("density", "over") else None,
                    over=state.phase == "over")
        return view

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        from game.rules.privateer.text import describe_event
        return describe_event(event, names, seat)

    def describe_action(self, action: Action, names: list[str]) -> str:
        from game.rules.privateer.text import describe_action
        return describe_action(action, names)

