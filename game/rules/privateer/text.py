"""Privateer in words: log lines and move names."""

from __future__ import annotations

from game.engine.values import Action, Event
from game.engine.wording import counted, wins
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import DIRECTION_NAMES, axial_to_offset
from game.rules.privateer.state import MERCHANT, fleet_of


def ship_name(ship: int) -> str:
    if ship == MERCHANT:
        return "the merchant"
    return f"{D.FACTIONS[fleet_of(ship)]} ship {ship % 3 + 1}"


def hex_name(h) -> str:
    col, row = axial_to_offset((int(h[0]), int(h[1])))
    return f"{chr(ord('A') + col)}{row + 1}"


def describe_action(action: Action, names: list[str]) -> str:
    k = action.kind
    if k == "place":
        return f"place at {hex_name(action['hex'])}"
    if k == "gambit":
        name = action["name"]
        if name in ("trim", "double_shot"):
            return f"set the {action['face']} to {action['to']}"
        if name == "reroll":
            return f"re-roll a {action['kind']} {action['face']}"
        return {"grapple": "use Grappling Hooks", "pilot": "use Local Pilot",
                "reinforce": f"reinforce at {hex_name(action.get('hex') or (0, 0))}"}.get(name, name)
    if k == "grudge":
        return f"sail a grudge ship from {hex_name(action['hex'])}"
    if k == "wind":
        return f"wind blowing {DIRECTION_NAMES[action['dir']]}"
    if k in ("no_gambit", "no_grudge"):
        return {"no_gambit": "roll the dice", "no_grudge": "stay ashore"}[k]
    if k == "capture":
        return f"capture, new ship at {hex_name(action['hex'])}"
    if k == "spend":
        verb = "sail" if action["kind"] == "sail" else "fire"
        return f"{verb} {action['face']} {DIRECTION_NAMES[action['dir']]} with {ship_name(action['ship'])}"
    if k == "dice":
        return f"take {counted(action['cannons'], 'cannonball die', 'cannonball dice')}"
    if k == "density":
        return f"{D.DENSITIES[action['tokens']]} terrain"
    return {"scuttle": "scuttle the prize", "no_third": "keep the doubloons"}.get(k, str(action))


def describe_event(e: Event, names: list[str], seat: int | None = None) -> str:
    k = e.kind
    who = names[e["seat"]] if e.get("seat") is not None and e["seat"] < len(names) else ""
    if k == "commodores":
        return "Commodores: " + ", ".join(f"{names[e['owner'][k]]} ({D.FACTIONS[e['fleets'][k]]})"
                                           for k in e["order"]) + "."
    if k == "placed":
        return f"{who} places {ship_name(e['ship'])} at {hex_name(e['hex'])}."
    if k == "bought":
        return f"{who} pays {D.THIRD_SHIP_COST} doubloons for a third ship at {hex_name(e['hex'])}."
    if k == "no_third":
        return f"{who} keeps the doubloons."
    if k == "density":
        return f"{who} chooses {e['level']} terrain: {e['tokens']} of each kind go into the barrel."
    if k == "drew":
        return f"{who} draws a {e['terrain']} from the barrel."
    if k == "terrain":
        return f"{who} places the {e['terrain']} at {hex_name(e['hex'])}."
    if k == "no_room":
        return f"No legal hex for {who}'s {e['terrain']}: it stays in the barrel."
    if k == "battle":
        return f"Battle {e['number']} begins!" if e["number"] > 1 else "The battle begins!"
    if k == "next_battle":
        return f"On to battle {e['number']}; the gold is carried over."
    if k == "wind_set":
        return f"{who} sets the wind blowing {DIRECTION_NAMES[e['dir']]}."
    if k == "wind":
        return f"The wind blows {DIRECTION_NAMES[e['dir']]}, {counted(e['strength'], 'hex', 'hexes')}."
    if k == "drift":
        return f"{ship_name(e['ship']).capitalize()} drifts to {hex_name(e['to'])}."
    if k == "blown":
        return f"{ship_name(e['ship']).capitalize()} is blown off the map!"
    if k == "storm_rises":
        return f"The storm gathers at the edge of the ocean ({e['radius']} hexes from the centre)."
    if k == "storm_closes":
        return f"The storm closes in: {e['radius']} hexes from the centre."
    if k == "storm":
        return f"{ship_name(e['ship']).capitalize()} is lost in the storm."
    if k == "grudge_ship":
        return f"{who} returns with a grudge ship at {hex_name(e['hex'])}: vengeance!"
    if k == "no_grudge":
        return f"{who} stays ashore."
    if k == "reinforced":
        return f"{who} brings in reinforcements at {hex_name(e['hex'])}."
    if k == "gambit":
        return f"{who} plays the commodore gambit {D.GAMBIT_TITLES.get(e['name'], e['name'])}."
    if k == "turn":
        return f"{who}'s turn."
    if k == "barrel":
        return f"{who} rolls the barrel: " + ", ".join(f"{kind} {face}" for kind, face in e["dice"]) + "."
    if k == "sail":
        return f"{ship_name(e['ship']).capitalize()} sails {DIRECTION_NAMES[e['dir']]} to {hex_name(e['to'])}."
    if k == "reef_roll":
        return f"{ship_name(e['ship']).capitalize()} crosses a reef: rolls {e['roll']}."
    if k == "wrecked":
        how = {"volcano": "is dashed on a volcano", "desert": "is beached", "reef": "breaches her hull on the reef"}
        return f"{ship_name(e['ship']).capitalize()} {how[e['terrain']]}."
    if k == "fled":
        return f"{ship_name(e['ship']).capitalize()} sails off the edge and flees the battle."
    if k == "shot":
        if e["blocked"] is not None:
            return f"{ship_name(e['ship']).capitalize()} fires, but the volcano blocks the shot."
        if e["hit"] is None:
            return f"{ship_name(e['ship']).capitalize()} fires {counted(e['distance'], 'hex', 'hexes')}: a miss."
        return f"{ship_name(e['ship']).capitalize()} sinks {ship_name(e['hit'])}!"
    if k == "boarding":
        if e["merchant"]:
            return f"{ship_name(e['ship']).capitalize()} boards the merchant, who surrenders."
        if not e["rolls"]:            # Grappling Hooks: 'you win it', no roll
            return f"{ship_name(e['ship']).capitalize()} boards {ship_name(e['enemy'])}: " \
                   f"{ship_name(e['winner'])} wins, held fast by Grappling Hooks."
        rolls = ", ".join(f"{a} vs {b}" for a, b in e["rolls"])
        return f"{ship_name(e['ship']).capitalize()} boards {ship_name(e['enemy'])} ({rolls}): " \
               f"{ship_name(e['winner'])} wins."
    if k == "scuttled":
        return f"{who} scuttles the prize for {e['gold']} doubloon."
    if k == "captured":
        return f"{who} presses the prize into service at {hex_name(e['hex'])}."
    if k == "forfeit":
        return f"{who} forfeits {counted(e['dice'], 'unused die', 'unused dice')}."
    if k == "won_the_day":
        return f"{who}'s fleet is the last at sea and wins the day (+{e['gold']})."
    if k == "game_over":
        return wins(names[s] for s in e["winners"]) + " with the most doubloons!"
    return ""
