"""Articles of War: Privateer as a Ruleset: privateer.txt with DECISIONS.md, every optional rule.

Setup: commodore cards give each fleet a colour, a gambit and the turn order
(the lowest card starts, play goes left); 2 doubloons each; the merchant on
the diamond hex; per fleet in turn a start hex and a second ship next to it;
an optional third ship for 2 doubloons; the last player picks the terrain
density; terrain is drawn from the barrel and placed in turn, never next to
an enemy ship. A turn: choose sail/cannonball dice (two per ship, one sail at
least per ship), roll them from the barrel, spend them one at a time. The
battle ends when one player's ships alone are at sea; that player wins the
day (+1 doubloon). Most doubloons wins.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Mapping

from game.engine.errors import OptionError
from game.engine.options import OptionSpec
from game.engine.ruleset import Result, Ruleset
from game.engine.steps import turn_order
from game.engine.values import Action, Decision, Event
from game.rules.privateer import data as D
from game.rules.privateer import effects as gambits
from game.rules.privateer.hexgrid import DIRECTIONS, Hex, as_hex, neighbour, neighbours, opposite
from game.rules.privateer.ocean import MapError, Ocean, ocean_by_name, survey
from game.rules.privateer.state import MERCHANT, NO_DICE_SPENT, PState, ShipDice, colours_of, fleet_of
from game.rules.privateer.view import VIEW_ONLY, PrivateerLens
from game.rules.privateer.weather import next_storm, outside_storm


# The moves listed thousands of times a second in the search, built once each.
@lru_cache(maxsize=None)
def _place_move(h: Hex) -> Action:
    return Action.of("place", hex=h)


@lru_cache(maxsize=None)
def _spend_move(kind: str, face: int, ship: int, d: int) -> Action:
    return Action.of("spend", kind=kind, face=face, ship=ship, dir=d)



SETUP_PHASES = ("start", "second", "third", "density", "wind", "terrain")


_EVERY_WAY = (True,) * 6     # a cannonball may be fired in any direction


class Privateer(Ruleset):
    name = "privateer"
    title = "Articles of War: Privateer"
    min_players = 2
    max_players = 6
    blurb = "Roll sail and cannonball dice from the barrel; sail, fire and board across a hex ocean for gold."
    hidden_information = False
    pause_events = frozenset({"barrel", "shot", "boarding", "wrecked", "fled", "blown", "storm"})
    log_headings = frozenset({"turn", "battle", "next_battle"})
    log_highlights = frozenset({"shot", "wrecked", "boarding", "captured", "scuttled", "fled", "won_the_day",
                                "game_over"})
    reveal_events = frozenset({"drew"})     # a terrain token from the bag; dice are caught by the luck test
    reveal_words = "it drew a terrain token"
    luck_words = "the dice were rolled"

    @property
    def options(self) -> tuple[OptionSpec, ...]:  # type: ignore[override]
        usable, _ = survey()
        names = tuple(usable) or ("standard_ocean",)
        titles = tuple(usable[n].title if n in usable else n for n in names)
        default = "standard_ocean" if "standard_ocean" in names else names[0]
        return (
            OptionSpec("ocean", "choice", default, "the ocean to fight on (a Tiled map in levels/)",
                       choices=names, label="Ocean", labels=titles),
            OptionSpec("desperation", "bool", False, "Desperation Dice: a fleet's last ship picks three dice",
                       label="Desperation Dice"),
            OptionSpec("duel", "bool", False, "The Duel (2 players): each commands two fleets", label="The Duel"),
            OptionSpec("campaign", "int", 1, "Campaign: battles fought in a row, gold carried over",
                       minimum=1, maximum=9, label="Campaign battles"),
            OptionSpec("marque", "bool", False, "Marque for the Merchant: gold for taking or sinking the merchant",
                       label="Marque for the Merchant"),
            OptionSpec("wind", "bool", False, "Wind: every round the wind blows every ship 2-4 hexes", label="Wind"),
            OptionSpec("grudge", "bool", False, "Grudge Ships: a sunk player returns with one ship for vengeance",
                       label="Grudge Ships"),
            OptionSpec("storm", "bool", False, "Shrinking Storm: once the merchant is gone the ocean shrinks",
                       label="Shrinking Storm"),
        )

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """As for every game, but a map left out for being broken is refused with its reason."""
        name = (given or {}).get("ocean")
        if isinstance(name, str):
            reason = survey()[1].get(name)
            if reason:
                raise OptionError(reason)
        return super().resolve_options(given)

    # ---- setup -------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], rng: random.Random) -> tuple[PState, list[Event]]:
        try:
            ocean = ocean_by_name(options.get("ocean") or "standard_ocean")
        except MapError as exc:     # a broken map in levels/: one line for the setup screen or the command line
            raise OptionError(str(exc)) from None
        duel = bool(options.get("duel"))
        if duel and players != 2:
            raise OptionError("The Duel is a game for 2 players")
        slots = 4 if duel else players
        if len(ocean.starts) < slots:
            raise OptionError(f"{ocean.title} has {len(ocean.starts)} start hexes, too few for {slots} fleets")
        cards = list(range(len(D.FACTIONS)))
        rng.shuffle(cards)
        fleets = cards[:slots]
        owner = [k % players for k in range(slots)]
        state = PState(players, ocean.name, fleets, [], owner)
        state.rules = {key: options.get(key) for key in ("desperation", "duel", "marque", "wind", "grudge", "storm")}
        state.rules["campaign"] = int(options.get("campaign") or 1)
        state.gold = [0 if duel else D.START_GOLD] * players
        state.treasure = D.TREASURE - sum(state.gold)
        state.gambit_used = [False] * slots
        state.grudge_used = [False] * players
        events = self._begin_battle(state, rng)
        return state, events

    def _begin_battle(self, state: PState, rng: random.Random) -> list[Event]:
        """Empty ocean, merchant at anchor, turn order from the commodore cards.

        Each battle of a campaign is a game of its own ("the first battle will play out just as a
        normal game"): what the text gives once per game comes back, the commodores' gambits and
        the grudge ships; only the gold (and the commodore cards) carry over."""
        ocean = self.ocean(state)
        state.gambit_used = [False] * len(state.fleets)
        state.grudge_used = [False] * state.players
        state.pilot, state.boarding, state.drawn = False, None, None
        state.dice, state.spent, state.fresh, state.reef_start = [], {}, [], {}
        state.ships = {ship: None for ship in range(len(D.FACTIONS) * D.SHIPS_PER_FLEET)}
        state.ships[MERCHANT] = list(ocean.merchant)
        state.terrain, state.grudge, state.merchant_taken = {}, [], False
        state.storm, state.wind, state.round, state.turn = None, None, 1, 0
        state.start_hex = [None] * len(state.fleets)
        state.order = self._turn_order(state)
        state.phase = "start"
        return [Event.of("commodores", fleets=tuple(state.fleets), owner=tuple(state.owner),
                         order=tuple(state.order), ocean=ocean.name, battle=state.battle)]

    def _turn_order(self, state: PState) -> list[int]:
        """Fleet slots in turn order. The lowest commodore (in a campaign's battle k, the k-th lowest) starts
        and play goes to his left; in The Duel the players' fleets alternate, each player's lower card first."""
        n = state.players
        if state.rules.get("duel"):
            by_card = sorted(range(len(state.fleets)), key=lambda k: state.fleets[k])
            first = state.owner[by_card[0]]
            mine = [k for k in by_card if state.owner[k] == first]
            theirs = [k for k in by_card if state.owner[k] != first]
            return [mine[0], theirs[0], mine[1], theirs[1]]
        ranked = sorted(range(n), key=lambda k: state.fleets[k])
        lead = ranked[(state.battle - 1) % n]
        return turn_order(n, lead)

    def state_from_json(self, d: Mapping[str, Any]) -> PState:
        return PState.from_json(dict(d))

    def ocean(self, state: PState) -> Ocean:
        return ocean_by_name(state.ocean)

    # ---- helpers ---------------------------------------------------------------------------
    def _empty(self, state: PState, ocean: Ocean, h: Hex) -> bool:
        return ocean.on_map(h) and state.ship_at(h) is None and state.terrain_at(h) is None

    def _friendly(self, state: PState, a: int, b: int) -> bool:
        """Ships of one player are friends (in The Duel across both his fleets); the merchant is no one's."""
        return a != MERCHANT and b != MERCHANT and state.seat_of_ship(a) == state.seat_of_ship(b)

    def _take_gold(self, state: PState, seat: int, amount: int = 1) -> int:
        paid = min(amount, state.treasure)
        state.treasure -= paid
        state.gold[seat] += paid
        return paid

    def _reward(self, state: PState, ship: int, amount: int = 1) -> int:
        """Gold for a ship's deed; grudge ships earn none."""
        if ship in state.grudge:
            return 0
        return self._take_gold(state, state.seat_of_ship(ship), amount)

    # ---- decisions ------------------------------------------------------------------------
    def pending(self, state: PState) -> list[Decision]:
        if state.phase == "over":
            return []
        ocean = self.ocean(state)
        slot, seat = state.slot, state.current
        if state.phase == "board":
            return [self._board_decision(state, ocean)]
        if state.phase == "grapple":
            b = state.boarding
            return [Decision(b["gray"], "grapple", "Grappling Hooks: win this boarding action without a roll?",
                             (Action.of("gambit", name="grapple"), Action.of("no_gambit")))]
        if state.phase == "start":
            free = [h for h in ocean.starts if state.ship_at(h) is None]
            return [Decision(seat, "start", f"Choose the starting hex (a circle) of your {self._colour(state, slot)} "
                                            "fleet.", tuple(Action.of("place", hex=h) for h in free))]
        if state.phase == "second":
            return [Decision(seat, "second", "Place your second ship next to your starting hex.",
                             tuple(Action.of("place", hex=h) for h in self._beside_start(state, ocean, slot)))]
        if state.phase == "third":
            return [self._third_decision(state, ocean, seat)]
        if state.phase == "density":
            return [Decision(state.owner[state.order[-1]], "density", "How dense should the terrain be?",
                             tuple(Action.of("density", tokens=n) for n in D.DENSITIES))]
        if state.phase == "wind":
            return [Decision(state.owner[state.order[-1]], "wind", "Which way will the wind blow?",
                             tuple(Action.of("wind", dir=d) for d in range(6)))]
        if state.phase == "terrain":
            return [Decision(seat, "terrain", f"Place the {state.drawn} you drew from the barrel.",
                             tuple(map(_place_move, self._terrain_spots(state, ocean, seat))))]
        if state.phase == "grudge":
            spots = [h for h in sorted(ocean.sea) if self._empty(state, ocean, h)
                     and any(not ocean.on_map(n) for n in neighbours(h))]
            return [Decision(seat, "grudge", "Your fleet is gone. Sail a grudge ship from the edge of the ocean?",
                             tuple(Action.of("grudge", hex=h) for h in spots) + (Action.of("no_grudge"),))]
        if state.phase == "dice":
            return [self._dice_decision(state, ocean, slot, seat)]
        if state.phase == "spend":
            return [Decision(seat, "spend", "Spend a die: choose the die, a ship and a direction.",
                             tuple(self._spend_actions(state, slot) + gambits.dice_gambits(state, slot)))]
        return []

    def _colour(self, state: PState, slot: int) -> str:
        return D.FACTIONS[state.fleets[slot]]

    def _beside_start(self, state: PState, ocean: Ocean, slot: int) -> list[Hex]:
        return [h for h in neighbours(as_hex(state.start_hex[slot])) if self._empty(state, ocean, h)]

    def _third_decision(self, state: PState, ocean: Ocean, seat: int) -> Decision:
        if state.rules.get("duel"):   # each player MUST give one of his two fleets a third ship, for free
            acts = [Action.of("place", slot=k, hex=h) for k in range(len(state.fleets)) if state.owner[k] == seat
                    for h in self._beside_start(state, ocean, k)]
            return Decision(seat, "third", "Give one of your fleets a third ship.", tuple(acts) or
                            (Action.of("no_third"),))
        slot = state.slot
        buy = [Action.of("place", slot=slot, hex=h) for h in self._beside_start(state, ocean, slot)] \
            if state.gold[seat] >= D.THIRD_SHIP_COST else []
        return Decision(seat, "third", f"Buy a third ship for {D.THIRD_SHIP_COST} doubloons?",
                        tuple(buy) + (Action.of("no_third"),))

    def _dice_decision(self, state: PState, ocean: Ocean, slot: int, seat: int) -> Decision:
        n = len(self._ships_with_dice(state, slot))
        if n == 1 and state.rules.get("desperation"):
            options = (0, 1, 2)      # 3 sail, 2 sail + 1 cannonball, 1 sail + 2 cannonballs
            prompt = "Desperation Dice: your last ship takes three dice. How many cannonballs?"
        else:
            low = max(0, D.DICE_PER_SHIP * n - D.SAIL_SUPPLY)
            options = tuple(range(low, min(n * (D.DICE_PER_SHIP - 1), D.CANNON_SUPPLY) + 1))
            prompt = f"Choose your {D.DICE_PER_SHIP * n} dice: how many cannonballs?"
        acts = [Action.of("dice", cannons=c) for c in options]
        acts += gambits.reinforcements(state, slot, seat, lambda h: self._empty(state, ocean, h))
        return Decision(seat, "dice", prompt, tuple(acts))

    def _board_decision(self, state: PState, ocean: Ocean) -> Decision:
        b = state.boarding
        acts = [Action.of("scuttle")]
        colour = fleet_of(b["ship"])
        if b["ship"] not in state.grudge and colour is not None \
                and len(state.fleet_ships(colour)) < D.SHIPS_PER_FLEET and state.fleet_ships(colour, at_sea=False):
            acts += [Action.of("capture", hex=h) for h in neighbours(as_hex(b["hex"])) if self._empty(state, ocean, h)]
        prompt = ("You won the boarding action: scuttle the prize for a doubloon, or press it into service?"
                  if len(acts) > 1 else
                  "You won the boarding action: scuttle the prize for a doubloon (no room to press it into service).")
        return Decision(b["winner"], "board", prompt, tuple(acts))

    def _terrain_spots(self, state: PState, ocean: Ocean, seat: int) -> list[Hex]:
        """Empty sea hexes not next to any enemy ship (the merchant counts as an enemy)."""
        taken = self._no_terrain(state, seat)
        return [h for h in ocean.sorted_sea if h not in taken]

    def _room_for_terrain(self, state: PState, ocean: Ocean, seat: int) -> bool:
        taken = self._no_terrain(state, seat)
        return any(h not in taken for h in ocean.sea)

    def _no_terrain(self, state: PState, seat: int) -> set[Hex]:
        """Hexes where `seat` may not place a terrain token: taken, or next to an enemy ship."""
        at = state.ships.at
        taken = set(at)
        taken.update(state.terrain.by_hex)
        own = colours_of(state.fleets, state.owner, seat)
        for h, ship in at.items():
            if ship == MERCHANT or ship // 3 not in own:
                taken.update(neighbours(h))
        return taken

    def _ships_with_dice(self, state: PState, slot: int) -> list[int]:
        return [s for s in state.fleet_ships(state.fleets[slot]) if s not in state.fresh]

    def _spend_actions(self, state: PState, slot: int, first: bool = False) -> list[Action]:
        """Every legal way to spend one die now; with `first`, only the first found (the end of a turn
        asks only whether there is one). A list, not a generator: a rollout asks at every move, and a
        list built at once costs less than a generator resumed for each spend."""
        moves: list[Action] = []
        spent = state.spent
        ships = [s for s in self._ships_with_dice(state, slot) if spent.get(s, NO_DICE_SPENT).dice < D.DICE_PER_SHIP]
        unspent = [(k, f) for k, f, used in state.dice if not used]
        sails_left = sum(1 for k, _ in unspent if k == "sail")
        need_sail = [s for s in ships if spent.get(s, NO_DICE_SPENT).sails == 0]
        for kind, face in sorted(set(unspent)):
            for s in ships:
                done, sails, last = spent.get(s, NO_DICE_SPENT)
                if kind == "cannon":
                    if sails == 0 and done == D.DICE_PER_SHIP - 1:
                        continue            # two cannonballs on one ship: never
                    if sails_left < len(need_sail):
                        continue
                elif sails_left - 1 < len(need_sail) - (1 if sails == 0 else 0):
                    continue
                legal = self._legal_sails(state, s, face) if kind == "sail" else _EVERY_WAY
                for d in range(6):
                    if not legal[d] or (kind == "sail" and last >= 0 and d == opposite(last)):
                        continue            # an illegal sail, or a straight reversal with the second die
                    moves.append(_spend_move(kind, face, s, d))
                    if first:
                        return moves
        return moves

    def _sail_path(self, state: PState, ship: int, d: int, steps: int,
                   blown: bool = False) -> tuple[list[Hex], str, int | None]:
        """Hexes entered and why the move stops: end, fled, volcano, desert, board (the enemy) or blocked."""
        sea = self.ocean(state).sea
        occupied, lands = state.ships.at, state.terrain.by_hex
        q, r = state.ships[ship]
        dq, dr = DIRECTIONS[d % 6]
        path: list[Hex] = []
        # Local Pilot (effects.py) helps the fleet whose turn it is, and not a ship the wind drives
        pilot = state.pilot and not blown and state.seat_of_ship(ship) == state.current
        for _ in range(steps):
            q, r = q + dq, r + dr
            nxt = (q, r)
            if nxt not in sea:
                return path, "fled", None
            occ = occupied.get(nxt)
            if blown and occ is not None:
                return path, "blocked", None     # the wind stops a ship short of another
            path.append(nxt)
            terrain = lands.get(nxt)
            if terrain == "volcano":
                return path, "volcano", None
            if terrain == "desert" and not pilot:
                return path, "desert", None
            if occ is not None and not self._friendly(state, ship, occ):
                return path, "board", occ
        return path, "end", None

    def _legal_sails(self, state: PState, ship: int, steps: int) -> list[bool]:
        """For each of the six directions, whether a sail of `steps` may be made: one that stops early
        (flees, wrecks, boards) always may, one that sails its whole length may not end on a friendly
        ship. `_sail_path`'s walk without the path, for every direction at once (every way to spend
        every die is checked: a hot loop, so what the walks share is looked up once)."""
        sea = self.ocean(state).sea
        occupied, lands = state.ships.at, state.terrain.by_hex
        q0, r0 = state.ships[ship]
        pilot = state.pilot and state.seat_of_ship(ship) == state.current
        legal = []
        for dq, dr in DIRECTIONS:
            q, r, occ, stops = q0, r0, None, False
            for _ in range(steps):
                q, r = q + dq, r + dr
                if (q, r) not in sea:
                    stops = True
                    break
                occ = occupied.get((q, r))
                terrain = lands.get((q, r))
                if terrain == "volcano" or (terrain == "desert" and not pilot):
                    stops = True
                    break
                if occ is not None and not self._friendly(state, ship, occ):
                    stops = True
                    break
            legal.append(stops or occ is None or occ == ship)     # never end a move on a friendly ship
        return legal

    # ---- applying -----------------------------------------------------------------------------
    def apply(self, state: PState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        ev: list[Event] = []
        phase = state.phase
        if phase in SETUP_PHASES:
            self._apply_setup(state, seat, action, rng, ev)
        elif phase == "grudge":
            self._apply_grudge(state, seat, action, rng, ev)
        elif phase == "dice":
            if action.kind == "gambit":
                ev.append(gambits.reinforce(state, seat, action,
                                            lambda h: self._launch(state, state.slot, h, ev, "reinforced")))
            else:
                self._roll(state, seat, action["cannons"], rng, ev)
        elif phase == "spend":
            if action.kind == "gambit":
                ev.append(gambits.play_dice_gambit(state, action, rng))
                self._continue_turn(state, rng, ev)
            else:
                self._spend(state, seat, action, rng, ev)
        elif phase == "grapple":
            self._roll_boarding(state, action.kind == "gambit", rng, ev)
        elif phase == "board":
            self._board_choice(state, action, ev)
            self._continue_turn(state, rng, ev)
        return ev

    def _apply_setup(self, state: PState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        phase, slot = state.phase, state.slot
        if phase == "start":
            state.start_hex[slot] = list(action["hex"])
            self._launch(state, slot, action["hex"], ev, "placed")
            state.phase = "second"
        elif phase == "second":
            self._launch(state, slot, action["hex"], ev, "placed")
            state.turn += 1
            state.phase = "start" if state.turn < len(state.order) else "third"
            if state.phase == "third":
                state.turn = 0
        elif phase == "third":
            if action.kind == "place":
                k = action["slot"]
                self._launch(state, k, action["hex"], ev, "bought")
                if not state.rules.get("duel"):
                    state.gold[seat] -= D.THIRD_SHIP_COST
                    state.treasure += D.THIRD_SHIP_COST
            else:
                ev.append(Event.of("no_third", seat=seat))
            self._next_setup_seat(state)
        elif phase == "density":
            n = action["tokens"]
            state.barrel = [kind for kind in D.TERRAIN_KINDS for _ in range(n)]
            ev.append(Event.of("density", seat=seat, tokens=n, level=D.DENSITIES[n]))
            if state.rules.get("wind"):
                state.phase = "wind"
            else:
                state.turn = 0
                self._draw_terrain(state, rng, ev)
        elif phase == "wind":
            state.wind = action["dir"]
            ev.append(Event.of("wind_set", seat=seat, dir=state.wind))
            state.turn = 0
            self._draw_terrain(state, rng, ev)
        elif phase == "terrain":
            state.terrain[state.key(action["hex"])] = state.drawn
            ev.append(Event.of("terrain", seat=seat, terrain=state.drawn, hex=action["hex"]))
            state.drawn = None
            state.turn += 1
            self._draw_terrain(state, rng, ev)

    def _next_setup_seat(self, state: PState) -> None:
        """The third-ship step goes by fleet, or by player in The Duel (one choice each)."""
        state.turn += 1
        if state.rules.get("duel"):
            if state.turn >= state.players:
                state.turn, state.phase = 0, "density"
            return
        if state.turn >= len(state.order):
            state.turn, state.phase = 0, "density"

    def _launch(self, state: PState, slot: int, h, ev: list[Event], kind: str) -> int:
        ship = state.fleet_ships(state.fleets[slot], at_sea=False)[0]
        state.ships[ship] = list(h)
        ev.append(Event.of(kind, seat=state.owner[slot], ship=ship, hex=h))
        return ship

    def _draw_terrain(self, state: PState, rng: random.Random, ev: list[Event]) -> None:
        ocean = self.ocean(state)
        while state.barrel:
            token = state.barrel.pop(rng.randrange(len(state.barrel)))
            seat = state.current
            if self._room_for_terrain(state, ocean, seat):
                state.drawn = token
                state.phase = "terrain"
                ev.append(Event.of("drew", seat=seat, terrain=token))
                return
            ev.append(Event.of("no_room", seat=seat, terrain=token))   # nowhere legal: the token stays out
            state.turn += 1
        state.drawn = None
        state.turn = 0
        state.phase = "dice"
        ev.append(Event.of("battle", number=state.battle))
        self._begin_turn(state, ev, rng)

    # ---- turns ------------------------------------------------------------------------------
    def _begin_turn(self, state: PState, ev: list[Event], rng: random.Random) -> None:
        if state.phase in SETUP_PHASES or state.phase == "over":
            return      # the battle ended (a campaign may already be setting up the next one)
        for _ in range(len(state.order) + 1):
            slot, seat = state.slot, state.current
            if state.fleet_ships(state.fleets[slot]):
                break
            if state.rules.get("grudge") and not state.grudge_used[seat] and not state.seat_ships(seat) \
                    and state.fleet_ships(state.fleets[slot], at_sea=False):
                state.phase = "grudge"
                return
            self._next_seat(state, ev, rng)
            if state.phase == "over":
                return
        state.phase = "dice"
        state.dice, state.spent, state.fresh, state.pilot = [], {}, [], False
        state.reef_start = {s: list(state.ships[s]) for s in state.fleet_ships(state.fleets[state.slot])
                            if state.terrain_at(state.ships[s]) == "reef"}
        ev.append(Event.of("turn", seat=state.current, fleet=state.fleets[state.slot], round=state.round))

    def _next_seat(self, state: PState, ev: list[Event], rng: random.Random) -> None:
        state.turn += 1
        if state.turn % len(state.order) == 0:
            state.round += 1
            self._end_of_round(state, ev, rng)

    def _end_of_round(self, state: PState, ev: list[Event], rng: random.Random) -> None:
        """Wind and storm strike between rounds, before the first player's turn."""
        if state.rules.get("wind") and state.wind is not None:
            self._blow(state, rng, ev)
        if state.rules.get("storm") and state.phase not in SETUP_PHASES and state.phase != "over":
            ocean, before = self.ocean(state), state.storm
            state.storm = next_storm(ocean, before, merchant_afloat=state.ships.get(MERCHANT) is not None)
            if state.storm is not None:
                ev.append(Event.of("storm_rises" if before is None else "storm_closes", radius=state.storm))
                for ship, pos in sorted(state.ships.items()):
                    if state.phase in SETUP_PHASES or state.phase == "over":
                        break       # the battle ended (a campaign's next one may be setting up)
                    if pos is not None and outside_storm(ocean, state.storm, as_hex(pos)):
                        self._lose(state, ship, ev, "storm", hex=pos)
        self._check_end(state, ev)

    def _blow(self, state: PState, rng: random.Random, ev: list[Event]) -> None:
        strength = rng.choice(D.SAIL_FACES)
        ev.append(Event.of("wind", dir=state.wind, strength=strength))
        d = state.wind
        dq, dr = neighbour((0, 0), d)

        def downwind(ship: int) -> int:      # cube coordinates dotted with the wind direction
            q, r = state.ships[ship]
            return q * dq + r * dr + (-q - r) * (-dq - dr)
        # Ships farthest downwind move first, so that no ship is stopped by one about to move away.
        for ship in sorted((s for s, pos in state.ships.items() if pos is not None), key=lambda s: -downwind(s)):
            if state.phase in SETUP_PHASES or state.phase == "over":
                return
            if state.ships.get(ship) is None:
                continue
            path, why, _ = self._sail_path(state, ship, d, strength, blown=True)
            start = as_hex(state.ships[ship])
            if why == "fled":
                self._lose(state, ship, ev, "blown", hex=path[-1] if path else start)
                continue
            for h in path:
                if state.terrain_at(h) == "reef" and self._reef_wrecks(state, ship, h, rng, ev):
                    break
            else:
                if why in ("volcano", "desert"):
                    self._lose(state, ship, ev, "wrecked", hex=path[-1], terrain=why)
                elif path:
                    state.ships[ship] = list(path[-1])
                    ev.append(Event.of("drift", ship=ship, frm=start, to=path[-1]))

    def _apply_grudge(self, state: PState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        state.grudge_used[seat] = True
        if action.kind == "grudge":
            ship = self._launch(state, state.slot, action["hex"], ev, "grudge_ship")
            state.grudge.append(ship)
            state.phase = "dice"
            state.dice, state.spent, state.fresh, state.pilot = [], {}, [], False
            state.reef_start = {}
            ev.append(Event.of("turn", seat=seat, fleet=state.fleets[state.slot], round=state.round))
        else:
            ev.append(Event.of("no_grudge", seat=seat))
            state.phase = "dice"
            self._next_seat(state, ev, rng)
            self._begin_turn(state, ev, rng)

    def _roll(self, state: PState, seat: int, cannons: int, rng: random.Random, ev: list[Event]) -> None:
        n = len(self._ships_with_dice(state, state.slot))
        total = 3 if (n == 1 and state.rules.get("desperation")) else D.DICE_PER_SHIP * n
        dice = [["sail", rng.choice(D.SAIL_FACES), False] for _ in range(total - cannons)]
        dice += [["cannon", rng.choice(D.CANNON_FACES), False] for _ in range(cannons)]
        state.dice = dice
        state.phase = "spend"
        ev.append(Event.of("barrel", seat=seat, dice=tuple((k, f) for k, f, _ in dice)))
        self._continue_turn(state, rng, ev)

    def _spend(self, state: PState, seat: int, action: Action, rng: random.Random, ev: list[Event]) -> None:
        kind, face, ship, d = action["kind"], action["face"], action["ship"], action["dir"]
        state.unspent_die(kind, face).used = True
        was = state.spent.get(ship, NO_DICE_SPENT)
        state.spent[ship] = ShipDice(was.dice + 1, was.sails + (kind == "sail"), d if kind == "sail" else was.last)
        if kind == "sail":
            self._sail(state, seat, ship, d, face, rng, ev)
        else:
            self._fire(state, ship, d, face, ev)
        self._continue_turn(state, rng, ev)

    def _reef_wrecks(self, state: PState, ship: int, h: Hex, rng: random.Random, ev: list[Event]) -> bool:
        """A ship entering or passing a reef hex (sailing or blown by the wind) rolls a cannonball die:
        on a 1 the hull is breached and the ship goes to the shipyard, no gold to anyone. The one home
        of the reef roll; who is spared it (Local Pilot, a ship that began its turn there) is the caller's."""
        roll = rng.choice(D.CANNON_FACES)
        ev.append(Event.of("reef_roll", ship=ship, hex=h, roll=roll))
        if roll != D.REEF_BREACH:
            return False
        self._lose(state, ship, ev, "wrecked", hex=h, terrain="reef")
        return True

    def _sail(self, state: PState, seat: int, ship: int, d: int, steps: int, rng: random.Random,
              ev: list[Event]) -> None:
        path, why, enemy = self._sail_path(state, ship, d, steps)
        start = as_hex(state.ships[ship])
        for i, h in enumerate(path):
            if state.terrain_at(h) == "reef" and not state.pilot and state.reef_start.get(ship) != list(h) \
                    and self._reef_wrecks(state, ship, h, rng, ev):
                return
            if i == len(path) - 1 and why in ("volcano", "desert"):
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
            self._board(state, ship, enemy, rng, ev)

    def _lose(self, state: PState, ship: int, ev: list[Event], why: str, **info: Any) -> None:
        state.ships[ship] = None
        if ship in state.grudge:
            state.grudge.remove(ship)
        ev.append(Event.of(why, ship=ship, **info))
        self._check_end(state, ev)

    def _fire(self, state: PState, ship: int, d: int, distance_: int, ev: list[Event]) -> None:
        hexes = [as_hex(state.ships[ship])]
        for _ in range(distance_):
            hexes.append(neighbour(hexes[-1], d))
        target = hexes[-1]
        blocked = next((h for h in hexes[1:-1] if state.terrain_at(h) == "volcano"), None)
        victim = None if blocked is not None else state.ship_at(target)
        if victim is None or self._friendly(state, ship, victim):
            ev.append(Event.of("shot", ship=ship, target=target, dir=d, distance=distance_, hit=None,
                               blocked=blocked))
            return
        no_marque = victim == MERCHANT and not state.rules.get("marque")   # no letter of marque for the merchant
        gold = 0 if no_marque else self._reward(state, ship)
        state.ships[victim] = None
        if victim in state.grudge:
            state.grudge.remove(victim)
        ev.append(Event.of("shot", ship=ship, target=target, dir=d, distance=distance_, hit=victim, blocked=None,
                           gold=gold))
        self._check_end(state, ev)

    # ---- boarding ----------------------------------------------------------------------------
    def _board(self, state: PState, ship: int, enemy: int, rng: random.Random, ev: list[Event]) -> None:
        state.boarding = {"attacker": ship, "defender": enemy, "hex": list(state.ships[ship])}
        if enemy == MERCHANT:   # the merchant surrenders to the first boarder
            state.merchant_taken = True
            bonus = self._reward(state, ship) if state.rules.get("marque") else 0
            ev.append(Event.of("boarding", ship=ship, enemy=enemy, rolls=(), winner=ship, merchant=True, bonus=bonus))
            self._settle_boarding(state, ship, enemy)
            return
        if gambits.grapple_offer(state, ship, enemy):
            state.phase = "grapple"
            return
        self._roll_boarding(state, False, rng, ev)

    def _roll_boarding(self, state: PState, grapple: bool, rng: random.Random, ev: list[Event]) -> None:
        b = state.boarding
        ship, enemy = b["attacker"], b["defender"]
        if grapple:
            winner, played = gambits.grapple(state)
            ev.append(played)
            ev.append(Event.of("boarding", ship=ship, enemy=enemy, rolls=(), winner=winner, merchant=False, bonus=0))
        else:
            rolls = []
            while True:
                a, c = rng.choice(D.CANNON_FACES), rng.choice(D.CANNON_FACES)
                rolls.append((a, c))
                if a != c:
                    break
            winner = ship if a > c else enemy
            ev.append(Event.of("boarding", ship=ship, enemy=enemy, rolls=tuple(rolls), winner=winner, merchant=False,
                               bonus=0))
        self._settle_boarding(state, winner, enemy if winner == ship else ship)

    def _settle_boarding(self, state: PState, winner: int, loser: int) -> None:
        hexpos = state.boarding["hex"]
        state.ships[loser] = None    # the prize goes to the shipyard whatever the victor chooses
        if loser in state.grudge:
            state.grudge.remove(loser)
        state.ships[winner] = list(hexpos)
        state.boarding = {"winner": state.seat_of_ship(winner), "ship": winner, "prize": loser, "hex": hexpos}
        state.phase = "board"

    def _board_choice(self, state: PState, action: Action, ev: list[Event]) -> None:
        b = state.boarding
        state.boarding = None
        state.phase = "spend"
        seat = b["winner"]
        if action.kind == "scuttle":
            gold = self._reward(state, b["ship"])
            ev.append(Event.of("scuttled", seat=seat, prize=b["prize"], gold=gold))
        else:
            colour = fleet_of(b["ship"])
            new = state.fleet_ships(colour, at_sea=False)[0]
            state.ships[new] = list(action["hex"])
            state.fresh.append(new)     # no dice for it until its owner's next turn
            ev.append(Event.of("captured", seat=seat, prize=b["prize"], ship=new, hex=action["hex"]))
        self._check_end(state, ev)

    def _continue_turn(self, state: PState, rng: random.Random, ev: list[Event]) -> None:
        if state.phase != "spend":
            return
        if not self._spend_actions(state, state.slot, first=True):
            left = sum(1 for die in state.dice if not die.used)
            if left:
                ev.append(Event.of("forfeit", seat=state.current, dice=left))
            self._next_seat(state, ev, rng)
            self._begin_turn(state, ev, rng)

    def _check_end(self, state: PState, ev: list[Event]) -> None:
        if state.phase in SETUP_PHASES or state.phase == "over":
            return
        alive = state.fighting_seats()
        if len(alive) > 1:
            return
        bonus = D.day_bonus(state.battle, state.rules.get("campaign", 1))
        if alive:
            state.last_fleet = alive[0]
            gold = self._take_gold(state, alive[0], bonus)
            ev.append(Event.of("won_the_day", seat=alive[0], gold=gold, battle=state.battle))
        state.boarding = None
        if state.battle < state.rules.get("campaign", 1):
            state.battle += 1
            ev.append(Event.of("next_battle", number=state.battle, gold=tuple(state.gold)))
            ev.extend(self._begin_battle(state, random.Random(state.battle)))
            return
        best = max(state.gold)
        state.winners = [s for s in range(state.players) if state.gold[s] == best]
        state.phase = "over"
        ev.append(Event.of("game_over", winners=tuple(state.winners), gold=tuple(state.gold)))

    # ---- results and views --------------------------------------------------------------------
    def standings(self, state: PState) -> tuple[int, ...]:
        return tuple(state.gold)

    def is_over(self, state: PState) -> bool:
        return state.phase == "over"

    def result(self, state: PState) -> Result | None:
        if state.phase != "over":
            return None
        return Result(tuple(state.gold), tuple(state.winners), f"Most doubloons: {max(state.gold)}.")

    lens_class = PrivateerLens     # everything on a Privateer table is open: the whole position, and who acts

    def determinize(self, view: dict[str, Any], rng: random.Random, guess: Any = None) -> PState:
        """Nothing on a Privateer table is hidden: the position is the view, copied so search may change it."""
        position = {k: v for k, v in view.items() if k not in VIEW_ONLY}
        return PState.from_json(position).clone()

    def event_seat(self, state: PState, event: Event) -> int | None:
        """A ship's doings are its commander's: the line starts with that seat's badge."""
        seat = super().event_seat(state, event)
        ship = event.get("ship")
        if seat is None and isinstance(ship, int) and not isinstance(ship, bool):
            return state.seat_of_ship(ship)
        return seat

    def describe_event(self, event: Event, names: list[str], seat: int | None = None) -> str:
        from game.rules.privateer.text import describe_event
        return describe_event(event, names, seat)

    def describe_action(self, action: Action, names: list[str]) -> str:
        from game.rules.privateer.text import describe_action
        return describe_action(action, names)
