"""Privateer's basic rules: the text's sailing and firing examples, terrain, boarding, the merchant, setup, end.

Positions are set up like save files, on the standard ocean (centre = merchant hex).
Dice rolls that matter (reefs, boarding) come from a scripted random generator.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.seats import RandomSeat
from game.engine import Action, IllegalAction, Match
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import DIRECTIONS, add, scale
from game.rules.privateer.ocean import ocean_by_name
from game.rules.privateer.ruleset import Privateer
from game.rules.privateer.state import MERCHANT
from game.simulate import play_out

P = Privateer()
OCEAN = ocean_by_name("standard_ocean")
C = OCEAN.merchant                   # the centre of the board
RED, BLUE, YELLOW, GREEN, GRAY = 0, 1, 2, 3, 4


def at(d: int, k: int, base=C):
    return add(base, scale(DIRECTIONS[d], k))


class Scripted(random.Random):
    """Rolls what the test says; anything else comes from a seeded generator."""

    def __init__(self, rolls):
        super().__init__(1)
        self.rolls = list(rolls)

    def choice(self, seq):
        if self.rolls and tuple(seq) == D.CANNON_FACES:
            return self.rolls.pop(0)
        return super().choice(seq)


def battle(ships, dice, fleets=(RED, BLUE), terrain=None, gold=None, rolls=(), merchant=None, treasure=20,
           **position):
    """A position mid-battle: seat 0 to move with `dice` rolled, unless `position` says otherwise
    (any other field of the saved position: phase="dice", rules={"wind": True}, turn=1...)."""
    n = len(fleets)
    positions = {s: None for s in range(18)}
    positions[MERCHANT] = list(merchant) if merchant else None
    for ship, h in ships.items():
        positions[ship] = list(h)
    state = {"players": n, "ocean": "standard_ocean", "fleets": list(fleets), "order": list(range(n)),
             "ships": {str(k): v for k, v in positions.items()},
             "terrain": {f"{h[0]},{h[1]}": kind for h, kind in (terrain or {}).items()},
             "gold": list(gold or [2] * n), "treasure": treasure, "phase": "spend", "turn": 0,
             "start_hex": [None] * n, "dice": [[k, f, False] for k, f in dice], **position}
    m = Match.from_position(P, state, seed=1, names=["Anne", "Bart", "Cora", "Dirk"][:n])
    m.rng = Scripted(rolls)
    return m


def sail(m, ship, face, d):
    m.submit(0, Action.of("spend", kind="sail", face=face, ship=ship, dir=d))


def fire(m, ship, face, d):
    m.submit(0, Action.of("spend", kind="cannon", face=face, ship=ship, dir=d))


def legal_sails(m, ship, face):
    return {a["dir"] for a in m.pending()[0].actions if a.kind == "spend" and a["ship"] == ship
            and a["kind"] == "sail" and a["face"] == face}


# ---- the text's examples ----------------------------------------------------------------------

def test_red_sail_3_cannot_end_on_its_friend_and_is_wrecked_by_the_volcano():
    """Red ships at A and B: sail 3 from A may go to the C hexes, not into B, not through the volcano."""
    a = at(3, 1)
    b = at(0, 3, a)                          # a friendly ship exactly 3 hexes away
    volcano = at(2, 2, a)
    m = battle({0: a, 1: b, 3: at(5, 4)}, [("sail", 3), ("sail", 3), ("sail", 2), ("sail", 2)],
               terrain={volcano: "volcano"})
    dirs = legal_sails(m, 0, 3)
    assert 0 not in dirs                     # would end on the friendly ship
    sail(m, 0, 3, 2)                         # through the volcano: dashed to splinters
    assert m.state.ships[0] is None and any(e.kind == "wrecked" for e in m.events)


def test_friendly_ships_may_be_sailed_through():
    a = at(3, 2)
    m = battle({0: a, 1: at(0, 1, a), 3: at(5, 4)}, [("sail", 3), ("sail", 2), ("sail", 2), ("sail", 2)])
    sail(m, 0, 3, 0)
    assert m.state.ships[0] == list(at(0, 3, a))


def test_red_sail_4_then_3_never_straight_back_and_the_desert_beaches():
    """Sail 4 to B, then sail 3: not directly opposite the first move, not through the desert."""
    a = at(3, 3)
    m = battle({0: a, 3: at(5, 4)}, [("sail", 4), ("sail", 3), ("sail", 2), ("sail", 2)],
               terrain={at(1, 2, at(0, 4, a)): "desert"})
    sail(m, 0, 4, 0)
    b = at(0, 4, a)
    assert m.state.ships[0] == list(b)
    assert 3 not in legal_sails(m, 0, 3)     # opposite of the first move
    sail(m, 0, 3, 1)                         # into the desert island: beached
    assert m.state.ships[0] is None


def test_green_cannonball_3_hits_only_at_exactly_3_and_not_behind_a_volcano():
    a = C
    near = at(0, 2, a)                       # B: too close for a 3
    behind = at(1, 3, a)                     # C: protected by the volcanic island
    open_target = at(2, 3, a)                # D: in range and in the open
    m = battle({9: a, 3: near, 4: behind, 5: open_target}, [("cannon", 3), ("sail", 2), ("sail", 2), ("sail", 2)],
               fleets=(GREEN, BLUE), terrain={at(1, 1, a): "volcano"})
    fire(m, 9, 3, 0)
    assert m.state.ships[3] is not None      # flew over B
    m2 = battle({9: a, 3: near, 4: behind, 5: open_target}, [("cannon", 3), ("sail", 2)],
                fleets=(GREEN, BLUE), terrain={at(1, 1, a): "volcano"})
    fire(m2, 9, 3, 1)
    assert m2.state.ships[4] is not None     # the volcano took the shot
    m3 = battle({9: a, 3: near, 4: behind, 5: open_target}, [("cannon", 3), ("sail", 2)],
                fleets=(GREEN, BLUE), terrain={at(1, 1, a): "volcano"})
    fire(m3, 9, 3, 2)
    assert m3.state.ships[5] is None and m3.state.gold[0] == 3    # sunk: a doubloon from the treasure


def test_green_sail_3_and_cannonball_4_fire_first_or_move_first():
    a = at(4, 2)
    c = at(0, 4, a)                          # yellow ship C, 4 away from A
    b = at(2, 3, a)                          # where the sail 3 takes her
    d = at(0, 4, b)                          # red ship D, 4 away from B
    ships = {9: a, 6: c, 0: d}
    m = battle(ships, [("sail", 3), ("cannon", 4)], fleets=(GREEN, YELLOW, RED))
    fire(m, 9, 4, 0)
    assert m.state.ships[6] is None          # cannon first: C sinks
    m = battle(ships, [("sail", 3), ("cannon", 4)], fleets=(GREEN, YELLOW, RED))
    sail(m, 9, 3, 2)
    fire(m, 9, 4, 0)
    assert m.state.ships[0] is None and m.state.ships[6] is not None   # moved first: D sinks instead


# ---- dice rules -------------------------------------------------------------------------------------

def test_two_cannonballs_never_on_one_ship():
    m = battle({0: at(3, 2), 1: at(5, 2), 3: at(0, 4)}, [("cannon", 2), ("cannon", 3), ("sail", 2), ("sail", 3)])
    fire(m, 0, 2, 0)
    with pytest.raises(IllegalAction):
        fire(m, 0, 3, 0)
    fire(m, 1, 3, 0)


def test_choosing_dice_at_least_one_sail_per_ship():
    m = battle({0: at(3, 2), 1: at(5, 2), 2: at(4, 3), 3: at(0, 4)}, [], phase="dice")
    options = {a["cannons"] for a in m.pending()[0].actions}
    assert options == {0, 1, 2, 3}           # 6 dice for 3 ships: at most 3 cannonballs, at most 6 sails
    m.submit(0, Action.of("dice", cannons=2))
    kinds = sorted(k for k, _, _ in m.state.dice)
    assert kinds == ["cannon", "cannon", "sail", "sail", "sail", "sail"]
    assert all(f in D.SAIL_FACES for k, f, _ in m.state.dice if k == "sail")


def test_rolled_dice_show_the_faces_the_text_gives():
    """'6 Sail Dice (4-sided, numbered 2-4)', '5 Cannonball Dice (20-sided, numbered 1-5)': over many
    rolls every face turns up and no other does (the captains' reach of the guns relies on it)."""
    sails, cannons = set(), set()
    for seed in range(40):
        m = battle({0: at(3, 2), 1: at(5, 2), 2: at(4, 3), 3: at(0, 4)}, [], phase="dice")
        m.rng = random.Random(seed)
        m.submit(0, Action.of("dice", cannons=3))
        sails |= {f for k, f, _ in m.state.dice if k == "sail"}
        cannons |= {f for k, f, _ in m.state.dice if k == "cannon"}
    assert sails == set(D.SAIL_FACES) == {2, 3, 4}
    assert cannons == set(D.CANNON_FACES) == {1, 2, 3, 4, 5}


def test_dice_of_a_lost_ship_are_forfeited():
    m = battle({0: at(3, 1), 1: at(1, 2), 3: at(5, 4)}, [("sail", 2), ("sail", 2), ("sail", 3), ("cannon", 1)],
               terrain={at(0, 1, at(3, 1)): "volcano"})
    sail(m, 0, 2, 0)                         # into the volcano: ship 0 is lost with its second die
    sail(m, 1, 3, 2)
    fire(m, 1, 1, 2)
    assert m.state.current == 1 and any(e.kind == "forfeit" for e in m.events)


# ---- terrain --------------------------------------------------------------------------------------------

def test_reef_roll_of_1_breaches_the_hull_anything_else_is_safe():
    a = at(3, 2)
    reef = at(0, 1, a)
    m = battle({0: a, 3: at(5, 4)}, [("sail", 2), ("sail", 2), ("sail", 2), ("sail", 2)], terrain={reef: "reef"},
               rolls=[1])
    sail(m, 0, 2, 0)
    assert m.state.ships[0] is None
    m = battle({0: a, 3: at(5, 4)}, [("sail", 2), ("sail", 2), ("sail", 2), ("sail", 2)], terrain={reef: "reef"},
               rolls=[4])
    sail(m, 0, 2, 0)
    assert m.state.ships[0] == list(at(0, 2, a))


def test_no_reef_roll_to_leave_the_reef_a_ship_began_its_turn_in():
    a = at(3, 2)
    m = battle({0: a, 3: at(5, 4)}, [("sail", 2), ("sail", 2)], terrain={a: "reef"}, rolls=[1])
    m.state.reef_start = {0: list(a)}
    sail(m, 0, 2, 0)
    assert m.state.ships[0] == list(at(0, 2, a)) and not any(e.kind == "reef_roll" for e in m.events)


def test_cannons_fire_over_deserts_and_reefs():
    a = at(3, 2)
    m = battle({0: a, 3: at(0, 3, a)}, [("cannon", 3), ("sail", 2)],
               terrain={at(0, 1, a): "desert", at(0, 2, a): "reef"})
    fire(m, 0, 3, 0)
    assert m.state.ships[3] is None


def test_terrain_placement_keeps_clear_of_enemy_ships_and_the_merchant():
    m = Match.new(P, 2, {}, seed=4)
    for _ in range(100):
        if m.state.phase == "terrain":
            break
        d = m.pending()[0]
        m.submit(d.seat, d.actions[0])
    assert m.state.phase == "terrain"
    seat = m.pending()[0].seat
    mine = m.state.fleets[seat]
    from game.rules.privateer.hexgrid import neighbours
    from game.rules.privateer.state import fleet_of
    for a in m.pending()[0].actions:
        h = tuple(a["hex"])
        for n in neighbours(h):
            occ = m.state.ship_at(n)
            assert occ is None or fleet_of(occ) == mine


def test_terrain_may_go_next_to_your_own_ships_and_other_terrain():
    """Setup 6b: only enemy ships (and the merchant) keep terrain away; every other empty sea hex is offered."""
    m = Match.new(P, 2, {}, seed=4)
    while m.state.phase != "terrain":
        d = m.pending()[0]
        m.submit(d.seat, d.actions[0])
    d = m.pending()[0]
    m.submit(d.seat, d.actions[0])              # one token down, so the next may lie beside it
    assert m.state.phase == "terrain"
    from game.rules.privateer.hexgrid import neighbours
    seat = m.pending()[0].seat
    sea = P.ocean(m.state).sea
    enemy_near = {n for h, ship in m.state.ships.at.items() if m.state.seat_of_ship(ship) != seat
                  for n in neighbours(h)}
    expected = {h for h in sea if m.state.ship_at(h) is None and m.state.terrain_at(h) is None
                and h not in enemy_near}
    offered = {tuple(a["hex"]) for a in m.pending()[0].actions}
    assert offered == expected
    own = [h for h, ship in m.state.ships.at.items() if m.state.seat_of_ship(ship) == seat]
    assert any(n in offered for h in own for n in neighbours(h))           # beside your own ships
    placed = list(m.state.terrain.by_hex)
    assert any(n in offered for h in placed for n in neighbours(h))        # beside other terrain


# ---- boarding and the merchant ------------------------------------------------------------------------

def test_boarding_stops_the_move_and_the_winner_scuttles_for_gold():
    a = at(3, 3)
    enemy = at(0, 2, a)
    m = battle({0: a, 3: enemy, 4: at(5, 4)}, [("sail", 4), ("sail", 2)], rolls=[5, 2])
    sail(m, 0, 4, 0)
    assert m.state.phase == "board" and m.state.ships[0] == list(enemy)   # stopped short at the enemy
    m.submit(0, Action.of("scuttle"))
    assert m.state.ships[3] is None and m.state.gold[0] == 3
    sail(m, 0, 2, 1)                                                      # the second die may still be spent
    assert m.state.ships[0] != list(enemy)


def test_boarding_lost_loses_your_ship_to_the_defender():
    a = at(3, 3)
    m = battle({0: a, 1: at(5, 3), 3: at(0, 1, a), 4: at(5, 4)}, [("sail", 2), ("sail", 2), ("sail", 2), ("sail", 3)],
               rolls=[3, 3, 1, 4])                                         # a tie, re-rolled: defender wins
    sail(m, 0, 2, 0)
    assert m.pending()[0].seat == 1                                        # Bart, the defender, chooses
    m.submit(1, Action.of("scuttle"))
    assert m.state.ships[0] is None and m.state.gold[1] == 3


def test_capture_places_a_ship_that_gets_no_dice_this_turn():
    a = at(3, 3)
    enemy = at(0, 1, a)
    m = battle({0: a, 1: at(5, 3), 3: enemy, 4: at(5, 4)}, [("sail", 2), ("sail", 2), ("sail", 2), ("sail", 3)],
               rolls=[5, 1])
    sail(m, 0, 2, 0)
    capture = next(x for x in m.pending()[0].actions if x.kind == "capture")
    m.submit(0, capture)
    new = m.state.fresh[0]
    assert m.state.ships[new] == list(capture["hex"]) and m.state.ships[3] is None and m.state.gold[0] == 2
    assert all(x["ship"] != new for x in m.pending()[0].actions)


def test_no_capture_with_three_ships_at_sea():
    a = at(3, 3)
    m = battle({0: a, 1: at(5, 3), 2: at(4, 4), 3: at(0, 1, a), 4: at(5, 4)},
               [("sail", 2)] * 6, rolls=[5, 1])
    sail(m, 0, 2, 0)
    assert [x.kind for x in m.pending()[0].actions] == ["scuttle"]
    assert "no room to press it into service" in m.pending()[0].prompt     # not a question it cannot answer


def test_the_merchant_surrenders_to_the_first_boarder():
    a = at(3, 2)
    m = battle({0: a, 3: at(5, 4)}, [("sail", 2), ("sail", 2)], merchant=C, rolls=[])
    sail(m, 0, 2, 0)
    assert m.state.phase == "board" and m.state.merchant_taken
    assert not any(x.kind == "boarding" and x["rolls"] for x in m.events)
    m.submit(0, Action.of("scuttle"))
    assert m.state.ships[MERCHANT] is None and m.state.gold[0] == 3


def test_sinking_the_merchant_with_guns_earns_nothing():
    m = battle({0: at(3, 2), 3: at(5, 4)}, [("cannon", 2), ("sail", 2)], merchant=C)
    fire(m, 0, 2, 0)
    assert m.state.ships[MERCHANT] is None and m.state.gold[0] == 2


# ---- fleeing and the end ------------------------------------------------------------------------------------

def test_sailing_off_the_edge_flees_the_battle_without_gold():
    edge = next(h for h in sorted(OCEAN.sea) if not OCEAN.on_map(at(3, 1, h)))
    m = battle({0: edge, 1: at(5, 2), 3: at(0, 4)}, [("sail", 2)] * 4)
    sail(m, 0, 2, 3)
    assert m.state.ships[0] is None and m.state.gold == [2, 2] and any(e.kind == "fled" for e in m.events)


def test_the_last_fleet_at_sea_wins_the_day_and_most_gold_wins():
    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a)}, [("cannon", 2), ("sail", 2)], gold=[2, 5])
    fire(m, 0, 2, 0)
    assert m.is_over()
    assert m.state.gold == [2 + 1 + 1, 5]                   # a doubloon for the sinking, one for the day
    assert m.result().winners == (1,)



@pytest.mark.parametrize("choice", ["scuttle", "capture"])
def test_boarding_the_last_enemy_ship_ends_the_battle_whatever_is_done_with_the_prize(choice):
    """'Play proceeds clockwise until only one player has ships remaining': the prize goes to the
    shipyard either way; scuttled it earns 'one gold', pressed into service 'no gold for this action'."""
    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a)}, [("sail", 2), ("sail", 3)], gold=[2, 3], rolls=[5, 1])
    sail(m, 0, 2, 0)
    m.submit(0, next(x for x in m.pending()[0].actions if x.kind == choice))
    assert m.is_over() and m.state.ships[3] is None
    assert m.state.gold == ([2 + 1 + 1, 3] if choice == "scuttle" else [2 + 1, 3])     # and one for the day


# ---- setup ------------------------------------------------------------------------------------------------------

def test_setup_steps_in_turn_order():
    m = Match.new(P, 3, {}, seed=11)
    s = m.state
    assert s.gold == [2, 2, 2] and s.treasure == 30 - 6
    lowest = min(range(3), key=lambda seat: s.fleets[seat])
    assert s.order == [lowest, (lowest + 1) % 3, (lowest + 2) % 3]        # the lowest card starts, play goes left
    assert s.ships[MERCHANT] == list(OCEAN.merchant)
    first = s.order[0]
    d = m.pending()[0]
    assert d.seat == first and d.step == "start" and len(d.actions) == 6
    m.submit(first, d.actions[0])
    d = m.pending()[0]
    assert d.step == "second" and all(tuple(a["hex"]) in [add(tuple(s.start_hex[first]), x) for x in DIRECTIONS]
                                      for a in d.actions)


def test_third_ship_costs_two_doubloons_and_density_is_the_last_players_choice():
    m = Match.new(P, 2, {}, seed=2)
    while m.state.phase in ("start", "second"):
        d = m.pending()[0]
        m.submit(d.seat, d.actions[0])
    d = m.pending()[0]
    assert d.step == "third"
    m.submit(d.seat, next(a for a in d.actions if a.kind == "place"))
    assert m.state.gold[d.seat] == 0 and m.state.treasure == 30 - 4 + 2
    d = m.pending()[0]
    m.submit(d.seat, Action.of("no_third"))
    d = m.pending()[0]
    assert d.step == "density" and d.seat == m.state.order[-1]
    m.submit(d.seat, Action.of("density", tokens=3))
    assert len(m.state.barrel) + 1 == 9


def test_a_third_ship_goes_beside_the_starting_hex_and_one_not_bought_keeps_its_doubloons():
    """Setup step 4: 'MAY spend two gold doubloons to place a third ship of their color in an empty hex
    adjacent to their starting hex. If they do not purchase a third ship, they keep the doubloons for
    their final score.' (The captains choose among exactly these hexes: game/ai/privateer.py.)"""
    m = Match.new(P, 2, {}, seed=2)
    while m.state.phase in ("start", "second"):
        d = m.pending()[0]
        m.submit(d.seat, d.actions[0])
    s = m.state
    d = m.pending()[0]
    beside = {add(tuple(s.start_hex[s.slot]), x) for x in DIRECTIONS}
    empty = {h for h in beside if h in OCEAN.sea and h not in s.ships.at}
    places = {tuple(a["hex"]) for a in d.actions if a.kind == "place"}
    assert places == empty and Action.of("no_third") in d.actions
    m.submit(d.seat, Action.of("no_third"))
    assert s.gold[d.seat] == 2


# ---- random battles -------------------------------------------------------------------------------------------------

@settings(max_examples=12, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10_000), st.sampled_from(["standard_ocean", "great_sea", "the_narrows"]))
def test_random_battles_end_with_ships_and_gold_conserved(players, seed, ocean):
    m = Match.new(P, players, {"ocean": ocean}, seed=seed)
    seats = [RandomSeat(random.Random(seed + s)) for s in range(players)]
    total = m.state.treasure + sum(m.state.gold)
    play_out(m, seats, max_actions=20000)
    assert m.is_over() and m.state.treasure + sum(m.state.gold) == total == D.TREASURE
    sea = OCEAN if ocean == "standard_ocean" else ocean_by_name(ocean)
    at_sea = [tuple(h) for h in m.state.ships.values() if h is not None]
    assert all(sea.on_map(h) for h in at_sea) and len(at_sea) == len(set(at_sea))
    assert len(m.state.ships) == 19
