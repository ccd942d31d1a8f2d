"""Privateer's commodore gambits (DECISIONS.md) and every optional rule, one test or more each."""

from game.engine import Action, Match
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import neighbours
from tests.rules.test_privateer_rules import (BLUE, C, GRAY, GREEN, OCEAN, RED, YELLOW, P, at, battle, fire, sail)

BLACK = 5


def gambits(m, kind=None):
    return [a for a in m.pending()[0].actions if a.kind == "gambit" and (kind is None or a["name"] == kind)]


# ---- the six gambits ------------------------------------------------------------------------------------

def test_red_steady_hands_rerolls_one_die_once():
    m = battle({0: at(3, 2), 3: at(5, 4)}, [("sail", 2), ("cannon", 1)], rolls=[5])
    m.submit(0, next(a for a in gambits(m, "reroll") if a["kind"] == "cannon"))
    assert ["cannon", 5, False] in m.state.dice and m.state.gambit_used[0]
    assert not gambits(m)                                   # once per game


def test_blue_trim_the_sails_sets_a_sail_die():
    m = battle({3: at(3, 2), 0: at(5, 4)}, [("sail", 2), ("cannon", 1)], fleets=(BLUE, RED))
    m.submit(0, Action.of("gambit", name="trim", face=2, to=4))
    assert ["sail", 4, False] in m.state.dice


def test_yellow_double_shotted_sets_a_cannonball_die():
    m = battle({6: at(3, 2), 0: at(5, 4)}, [("sail", 2), ("cannon", 1)], fleets=(YELLOW, RED))
    m.submit(0, Action.of("gambit", name="double_shot", face=1, to=5))
    assert ["cannon", 5, False] in m.state.dice


def test_dice_gambits_only_before_a_die_is_spent():
    m = battle({0: at(3, 2), 1: at(5, 2), 3: at(0, 4)}, [("sail", 2), ("sail", 3), ("sail", 2), ("cannon", 1)])
    sail(m, 0, 2, 0)
    assert not gambits(m)


def test_green_local_pilot_ignores_deserts_and_reefs_but_not_volcanoes():
    a = at(3, 3)
    m = battle({9: a, 3: at(5, 4)}, [("sail", 3), ("sail", 2)], fleets=(GREEN, BLUE),
               terrain={at(0, 1, a): "desert", at(0, 2, a): "reef"}, rolls=[1])
    m.submit(0, Action.of("gambit", name="pilot"))
    sail(m, 9, 3, 0)
    assert m.state.ships[9] == list(at(0, 3, a))
    m = battle({9: a, 3: at(5, 4)}, [("sail", 3), ("sail", 2)], fleets=(GREEN, BLUE), terrain={at(0, 1, a): "volcano"})
    m.submit(0, Action.of("gambit", name="pilot"))
    sail(m, 9, 3, 0)
    assert m.state.ships[9] is None


def test_gray_grappling_hooks_win_a_boarding_without_a_roll():
    a = at(3, 3)
    m = battle({0: a, 1: at(5, 3), 12: at(0, 1, a), 13: at(5, 4)}, [("sail", 2)] * 4, fleets=(RED, GRAY),
               rolls=[5, 1])
    sail(m, 0, 2, 0)
    d = m.pending()[0]
    assert d.seat == 1 and d.step == "grapple"             # Gray defends and may declare the hooks
    m.submit(1, Action.of("gambit", name="grapple"))
    assert m.pending()[0].seat == 1                         # Gray won: Gray chooses the prize
    m.submit(1, Action.of("scuttle"))
    assert m.state.ships[0] is None and m.state.gambit_used[1]
    lines = [m.ruleset.describe_event(e, ["Anne", "Bart"]) for e in m.events]
    assert "Bart plays the commodore gambit Grappling Hooks." in lines
    assert "Red ship 1 boards Gray ship 1: Gray ship 1 wins, held fast by Grappling Hooks." in lines, lines


def test_grappling_hooks_are_offered_to_the_gray_side_of_a_boarding_once():
    """'Declare before a boarding roll you are part of; you win it' (decisions): the Gray fleet is
    asked whether it boards or is boarded, and not once its gambit is spent; a fair roll between
    two other fleets asks nobody."""
    from game.rules.privateer.effects import hooked_side

    m = battle({0: at(3, 3), 12: at(5, 3), 3: at(1, 1)}, [("sail", 2)] * 2, fleets=(RED, GRAY, BLUE))
    assert hooked_side(m.state, 0, 12) == 12            # Red boards Gray: Gray is asked
    assert hooked_side(m.state, 12, 0) == 12            # Gray boards Red: Gray is asked
    assert hooked_side(m.state, 0, 3) is None           # Red boards Blue: a roll
    m.state.gambit_used[1] = True
    assert hooked_side(m.state, 0, 12) is None          # once a game


def test_black_reinforcements_pay_two_for_a_ship_that_gets_dice_this_turn():
    a = at(3, 2)
    m = battle({15: a, 0: at(5, 4)}, [], fleets=(BLACK, RED), gold=[3, 2], phase="dice")
    spot = next(x for x in m.pending()[0].actions if x.kind == "gambit")
    m.submit(0, spot)
    assert m.state.gold[0] == 1 and len(m.state.fleet_ships(BLACK)) == 2
    assert {x["cannons"] for x in m.pending()[0].actions if x.kind == "dice"} == {0, 1, 2}   # dice for 2 ships


# ---- optional rules ------------------------------------------------------------------------------------------

def test_desperation_dice_three_dice_two_spent():
    m = battle({0: at(3, 2), 3: at(5, 4)}, [], rules={"desperation": True}, phase="dice")
    assert {x["cannons"] for x in m.pending()[0].actions} == {0, 1, 2}
    m.submit(0, Action.of("dice", cannons=1))
    assert len(m.state.dice) == 3
    die = next(x for x in m.pending()[0].actions if x.kind == "spend" and x["kind"] == "sail")
    m.submit(0, die)
    die = next(x for x in m.pending()[0].actions if x.kind == "spend")
    m.submit(0, die)
    assert m.state.current == 1 and any(e.kind == "forfeit" and e["dice"] == 1 for e in m.events)


def test_the_duel_two_fleets_each_alternating_no_starting_gold():
    m = Match.new(P, 2, {"duel": "on"}, seed=5)
    s = m.state
    assert len(s.fleets) == 4 and s.owner == [0, 1, 0, 1] and s.gold == [0, 0]
    assert [s.owner[k] for k in s.order] == [s.owner[s.order[0]], 1 - s.owner[s.order[0]]] * 2
    first, second = s.order[0], s.order[1]
    assert s.fleets[first] < s.fleets[second] or s.owner[first] != s.owner[second]
    while m.state.phase in ("start", "second"):
        d = m.pending()[0]
        m.submit(d.seat, d.actions[0])
    d = m.pending()[0]
    assert d.step == "third" and all(a.kind == "place" for a in d.actions)   # must supplement a fleet


def test_campaign_carries_gold_and_the_bonus_grows():
    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a)}, [("cannon", 2), ("sail", 2)], gold=[2, 5])
    m.state.rules = {"campaign": 2}
    fire(m, 0, 2, 0)
    assert not m.is_over() and m.state.battle == 2 and m.state.phase == "start"
    assert m.state.gold == [4, 5] and all(m.state.ships[s] is None for s in range(18))
    # Battle 2: the second-lowest commodore leads; winning the day is worth 2.
    assert m.state.order[0] == max(range(2), key=lambda seat: m.state.fleets[seat])


def test_a_campaigns_next_battle_gives_back_the_gambits_and_grudge_ships():
    """A gambit is "ONCE per game", a grudge ship one per player per game: each battle of a
    campaign is a game of its own ("the first battle will play out just as a normal game")."""
    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a)}, [("cannon", 2), ("sail", 2)], gold=[2, 5])
    m.state.rules = {"campaign": 2, "grudge": True}
    m.state.gambit_used = [True, True]
    m.state.grudge_used = [True, False]
    fire(m, 0, 2, 0)
    assert m.state.battle == 2 and m.state.phase == "start"
    assert m.state.gambit_used == [False, False] and m.state.grudge_used == [False, False]
    assert m.state.gold == [4, 5]                               # only the gold carries over


def test_marque_for_the_merchant_pays_for_sinking_and_boarding():
    m = battle({0: at(3, 2), 3: at(5, 4)}, [("cannon", 2), ("sail", 2)], merchant=C)
    m.state.rules = {"marque": True}
    fire(m, 0, 2, 0)
    assert m.state.gold[0] == 3
    m = battle({0: at(3, 2), 3: at(5, 4)}, [("sail", 2), ("sail", 2)], merchant=C)
    m.state.rules = {"marque": True}
    sail(m, 0, 2, 0)
    assert m.state.gold[0] == 3                              # the hold's treasure
    m.submit(0, Action.of("scuttle"))
    assert m.state.gold[0] == 4                              # and a second doubloon for scuttling


def test_wind_blows_every_ship_between_rounds():
    a, b = at(2, 1), at(5, 1)
    m = battle({0: a, 3: b}, [("cannon", 1), ("sail", 2)], rolls=[])
    m.state.rules = {"wind": True}
    m.state.wind = 5                                         # blowing south
    fire(m, 0, 1, 3)
    sail(m, 0, 2, 1)
    # Bart's turn, then the round ends and the wind blows.
    m.submit(1, Action.of("dice", cannons=0))
    for heading in (2, 0):                                   # north, then south-east: stays on the map
        m.submit(1, next(x for x in m.pending()[0].actions if x.kind == "spend" and x["dir"] == heading))
    wind = next(e for e in m.events if e.kind == "wind")
    assert wind["dir"] == 5 and wind["strength"] in D.SAIL_FACES
    assert any(e.kind in ("drift", "blown", "wrecked") for e in m.events[m.events.index(wind):])


def test_a_ship_on_the_downwind_edge_is_blown_off_the_map_whatever_the_wind():
    """'The wind then blows all ships ... the indicated number of hexes' (a sail die: 2 to 4). 'Be
    careful not to be blown off the map! You might just lose a ship or two!'"""
    edge = next(h for h in sorted(OCEAN.sea) if not OCEAN.on_map(at(5, 1, h)) and h[0] > 2)
    m = battle({0: edge, 3: at(2, 1)}, [("sail", 2), ("sail", 2)], rules={"wind": True},
               wind=5,                                       # blowing south, off the map from `edge`
               turn=1)                                       # Bart's turn ends the round
    while m.state.turn == 1:
        m.submit(1, next(x for x in m.pending()[0].actions if x.kind != "spend" or x["kind"] != "sail"
                         or x["dir"] == 2))               # Bart sails north, clear of the wind's edge
    assert m.state.ships[0] is None and any(e.kind == "blown" and e["ship"] == 0 for e in m.events)


def test_grudge_ship_returns_from_the_edge_and_earns_no_gold():
    m = battle({0: at(3, 2), 1: at(5, 2), 3: at(0, 2, at(3, 2)), 6: at(5, 4)}, [("cannon", 2), ("sail", 2)] * 2,
               fleets=(RED, BLUE, YELLOW), gold=[2, 2, 2])
    m.state.rules = {"grudge": True}
    fire(m, 0, 2, 0)                                          # Bart's only ship sinks
    assert not m.is_over()
    while m.state.current == 0:
        m.submit(0, m.pending()[0].actions[0])
    d = m.pending()[0]
    assert d.seat == 1 and d.step == "grudge"
    edge = next(x for x in d.actions if x.kind == "grudge")
    m.submit(1, edge)
    ship = m.state.grudge[0]
    assert m.state.ships[ship] == list(edge["hex"]) and m.state.grudge_used[1]


def test_shrinking_storm_swallows_the_outer_rings_once_the_merchant_is_gone():
    edge = next(h for h in sorted(OCEAN.sea) if not OCEAN.on_map(at(3, 1, h)))
    m = battle({0: at(3, 2), 1: edge, 3: at(5, 1), 4: at(0, 1)}, [("sail", 2)] * 4, merchant=None,
               rules={"storm": True}, storm=4,               # already closing in: the edge is outside
               turn=1)
    while m.state.turn == 1:
        m.submit(1, m.pending()[0].actions[0])
    assert m.state.ships[1] is None and any(e.kind == "storm" for e in m.events)
    assert m.state.storm == 3



def test_a_grudge_ship_sinks_for_vengeance_not_gold():
    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a), 6: at(5, 4)}, [("cannon", 2), ("sail", 2)], fleets=(RED, BLUE, YELLOW))
    m.state.rules = {"grudge": True}
    m.state.grudge = [0]                                      # Anne's ship is a grudge ship
    fire(m, 0, 2, 0)
    assert m.state.ships[3] is None and m.state.gold[0] == 2


def test_in_the_duel_a_players_two_fleets_are_friends():
    a = at(3, 3)
    ships = {0: a, 6: at(0, 1, a), 3: at(5, 4), 9: at(1, 4)}   # seat 0 commands Red and Yellow
    positions = {str(s): None for s in range(19)}
    for ship, h in ships.items():
        positions[str(ship)] = list(h)
    state = {"players": 2, "ocean": "standard_ocean", "fleets": [RED, BLUE, YELLOW, GREEN], "owner": [0, 1, 0, 1],
             "order": [0, 1, 2, 3], "ships": positions, "gold": [0, 0], "treasure": 30, "phase": "spend",
             "turn": 0, "start_hex": [None] * 4, "dice": [["sail", 2, False], ["cannon", 1, False]],
             "rules": {"duel": True}}
    m = Match.from_position(P, state, seed=1)
    dirs = {x["dir"] for x in m.pending()[0].actions if x.kind == "spend" and x["kind"] == "sail" and x["face"] == 2}
    assert 0 in dirs                                          # sails through the Yellow friend...
    fire(m, 0, 1, 0)
    assert m.state.ships[6] is not None                       # ...and its guns never hit him


def test_in_the_duel_terrain_may_go_beside_either_of_your_fleets_but_not_the_enemys():
    """Setup 6: terrain 'MAY NOT be placed adjacent to any enemy ship' but 'MAY be placed ... adjacent to
    ships of the placing player's own color': in The Duel both of a player's colours are his own."""
    red, yellow, blue = at(0, 2), at(2, 3), at(4, 3)
    positions = {str(s): None for s in range(19)}
    for ship, h in {0: red, 6: yellow, 3: blue}.items():   # seat 0 commands Red and Yellow, seat 1 Blue
        positions[str(ship)] = list(h)
    state = {"players": 2, "ocean": "standard_ocean", "fleets": [RED, BLUE, YELLOW, GREEN], "owner": [0, 1, 0, 1],
             "order": [0, 1, 2, 3], "ships": positions, "gold": [0, 0], "treasure": 30, "phase": "terrain",
             "turn": 0, "start_hex": [None] * 4, "drawn": "reef", "rules": {"duel": True}}
    m = Match.from_position(P, state, seed=1)
    decision = m.pending()[0]
    assert decision.seat == 0 and decision.step == "terrain"
    offered = {tuple(a["hex"]) for a in decision.actions}
    sea = P.ocean(m.state).sea
    assert {n for n in neighbours(red) if n in sea} <= offered
    assert {n for n in neighbours(yellow) if n in sea} <= offered
    assert not offered & set(neighbours(blue))


def test_a_ship_blown_across_a_reef_rolls_for_it_like_a_sailing_ship():
    """One reef roll for sailing and wind alike: the roll is made, shown, and a 1 breaches the hull."""
    import random

    from tests.rules.test_privateer_rules import P

    start = at(5, 1)                                          # one hex south of the centre
    reef = at(5, 2)
    for seed in range(60):
        m = battle({0: start, 3: at(2, 3)}, [("sail", 2)], terrain={reef: "reef"})
        m.state.wind = 5                                      # blowing south, over the reef
        events = []
        P._blow(m.state, random.Random(seed), events)
        rolls = [e for e in events if e.kind == "reef_roll"]
        assert rolls and rolls[0]["hex"] == reef
        if rolls[0]["roll"] == D.REEF_BREACH:
            assert m.state.ships[0] is None and any(e.kind == "wrecked" for e in events)
            return
    raise AssertionError("no seed breached the hull")


def test_a_campaigns_battle_k_starts_with_the_k_th_lowest_commodore_and_goes_left():
    """'Turn order in game two begins with the player who has the second lowest number on their
    commodore card, with play proceeding to that player's left. Turn order in game three begins
    with the player who has the third lowest number, and so on.'"""
    import random

    m = Match.new(P, 4, {"campaign": 3}, seed=5)
    s = m.state
    ranked = sorted(range(4), key=lambda seat: s.fleets[seat])
    for k in (1, 2, 3):
        s.battle = k
        P._begin_battle(s, random.Random(k))
        lead = ranked[k - 1]
        assert s.order == [lead, (lead + 1) % 4, (lead + 2) % 4, (lead + 3) % 4]


def test_black_reinforcements_offered_only_when_they_can_be_had():
    """Black's gambit: 'at the start of your turn, with fewer than 3 ships at sea, pay 2 doubloons to
    place a ship next to one of yours'. Offered on every empty hex beside a Black ship, and not at all
    with fewer than 2 doubloons or with 3 ships at sea (the captains reinforce whenever offered)."""
    def offered(ships: dict, gold: int) -> list:
        m = battle({**ships, 0: at(5, 4)}, [], fleets=(BLACK, RED), gold=[gold, 2], phase="dice")
        return [x["hex"] for x in m.pending()[0].actions if x.kind == "gambit"]

    a = at(3, 2)
    spots = offered({15: a}, 2)
    assert spots and set(spots) <= set(neighbours(a))
    assert offered({15: a}, 1) == []
    assert offered({15: a, 16: at(1, 2), 17: at(3, 5)}, 5) == []
