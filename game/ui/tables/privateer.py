"""The Privateer table: the hex ocean drawn from its Tiled map, fleets, terrain, shipyard and treasure.

Your turn: choose your dice, watch the barrel tumble and spill them, then
click a die, then one of your ships: the hexes it can reach (or shoot) light
up; click one to spend the die. Setup choices are made by clicking the
highlighted hexes or the buttons below.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.values import Action, Decision, Event
from game.engine.view import View
from game.rules.privateer import data as D
from game.rules.privateer.hexgrid import Hex, as_hex, corners, distance, from_pixel, neighbour, to_pixel
from game.rules.privateer.ocean import Ocean, ocean_by_name
from game.rules.privateer.state import MERCHANT, fleet_of
from game.rules.privateer.text import describe_action, hex_name, ship_name
from game.ui import canvas, draw, sound, theme
from game.ui.tables.animation import Animation, floating_text, flying, popping
from game.ui.tables.base import CONTROLS_RECT, Board
from game.ui.widgets import Button

OCEAN_AREA = pygame.Rect(200, 62, 700, 548)
COORD_SIZE, COORD_INK = 15, (120, 165, 200)      # each hex's name, faint in its lower edge
SIDE_AREA = pygame.Rect(14, 62, 178, 548)
TRAY = pygame.Rect(282, 560, 608, 50)
BARREL_AT = (TRAY.x - 40, TRAY.centery - 14)


@theme.session_cache(maxsize=256)
def hex_label(name: str) -> canvas.Image:
    """A hex's name set once, not every frame (the board shows about ninety)."""
    return theme.render(name, COORD_SIZE, COORD_INK)



class PrivateerBoard(Board):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.ocean: Ocean = ocean_by_name(scene.session.match.state.ocean)
        self._fit()
        self.die: tuple[str, int] | None = None     # the die picked to spend
        self.ship: int | None = None                # the ship picked for it
        self.hover_hex: Hex | None = None
        self.gambit_mode = False                    # the gambit button was pressed: pick a die (then a face)

    def _fit(self) -> None:
        """Hex size and origin so the whole map fits the ocean area, centred."""
        xs, ys = [], []
        for h in self.ocean.sea:
            x, y = to_pixel(h, 1.0)
            xs.append(x)
            ys.append(y)
        w = max(xs) - min(xs) + 2
        h = max(ys) - min(ys) + math.sqrt(3)
        self.size = min(OCEAN_AREA.w / w, (OCEAN_AREA.h - 58) / h)
        cx = (max(xs) + min(xs)) / 2 * self.size
        cy = (max(ys) + min(ys)) / 2 * self.size
        self.origin = (OCEAN_AREA.centerx - cx, OCEAN_AREA.y + (OCEAN_AREA.h - 58) / 2 - cy)

    def px(self, h) -> tuple[float, float]:
        return to_pixel(as_hex(h), self.size, self.origin)

    def label_spot(self, h) -> tuple[int, int]:
        """Where a hex's name stands (its midbottom): in the hex's lower edge."""
        x, y = self.px(h)
        return round(x), round(y + self.size * 0.52)

    def hex_at(self, pos) -> Hex | None:
        """The hex under a point, on the map or off it (a sail that flees ends off the map)."""
        if not OCEAN_AREA.collidepoint(pos):
            return None
        return from_pixel(pos[0], pos[1], self.size, self.origin)

    # ---- events -> animations ----------------------------------------------------------------
    def on_events(self, events: list[Event], view: View) -> None:
        on = self.scene.app.settings.sound and not self.scene.autoplay
        for e in events:
            k = e.kind
            if k == "barrel":
                sound.play("dice", on)
                self.anims.add(Animation(0.7, 0.0, self._tumble, "barrel"))
                start = BARREL_AT
                for i, (kind, face) in enumerate(e["dice"]):     # the dice spill out into the tray
                    end = (TRAY.x + 31 + i * 52, TRAY.centery)
                    self.anims.add(flying(f"die_{kind}_{face}.png", start, end, 0.45, 0.6 + 0.06 * i, "spill",
                                          size=40, arc=40))
                self.die = self.ship = None
            elif k == "sail":
                self.anims.add(Animation(0.45, 0.0, self._sail_draw(e["ship"], e["frm"], e["to"]), "sail",
                                         {"ship": e["ship"]}))
            elif k == "shot":
                sound.play("shot", on)
                start, end = self.px(view.ships.get(str(e["ship"])) or e["target"]), self.px(e["target"])
                self.anims.add(Animation(0.35, 0.0, self._ball(start, end), "shot"))
                if e["hit"] is not None:
                    self.anims.add(popping("hit.png", end, 0.7, 0.3, "hit", int(self.size * 1.4)))
                    self.anims.add(floating_text(f"{ship_name(e['hit'])} sinks!", (end[0], end[1] - 20), theme.RED,
                                                 1.4, 0.3, size=24))
            elif k in ("wrecked", "fled", "blown", "storm"):
                spot = self.px(e["hex"])
                self.anims.add(popping("flash.png" if k == "wrecked" else "flag_yellow.png", spot, 0.7, 0.4, k,
                                       int(self.size * 1.2)))
            elif k == "boarding":
                spot = self.px(view.ships.get(str(e["winner"])) or (0, 0))
                words = "The merchant surrenders!" if e["merchant"] else "Boarding! " + ", ".join(
                    f"{a}-{b}" for a, b in e["rolls"])
                self.anims.add(floating_text(words, (spot[0], spot[1] - 26), theme.GOLD, 1.6, 0.3, size=26))
            elif k == "wind":
                self.anims.add(floating_text(f"The wind blows {e['strength']}!", (OCEAN_AREA.centerx, 100),
                                             theme.CREAM, 1.4, size=30))

    def _tumble(self, a: Animation, surface: pygame.Surface, t: float) -> None:
        img = theme.sprite("barrel.png")
        rotated = canvas.rotozoom(img, math.sin(t * 18) * 25 * (1 - t), 1.0)
        surface.blit(rotated, rotated.get_rect(center=BARREL_AT))

    def _sail_draw(self, ship: int, frm, to):
        def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
            (x0, y0), (x1, y1) = self.px(frm), self.px(to)
            k = 1 - (1 - t) ** 2
            self._blit_ship(surface, ship, (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k))
        return paint

    def _ball(self, start, end):
        def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * 30
            draw.circle(surface, (20, 20, 20), (x, y), 5)
            if t < 0.3:
                flash = theme.sprite("flash.png")
                surface.blit(flash, flash.get_rect(center=start))
        return paint

    def busy(self) -> bool:
        return self.anims.busy

    # ---- what the looker may do now --------------------------------------------------------
    def targets(self, decision: Decision | None) -> dict[Hex, Action]:
        """Hexes to click and the action each one plays."""
        if decision is None:
            return {}
        out: dict[Hex, Action] = {}
        if decision.step == "spend":
            if self.die is None or self.ship is None:
                return {}
            view = self.scene.view
            pos = view.ships.get(str(self.ship))
            if pos is None:
                return {}
            for a in decision.actions:
                if a.kind == "spend" and a["ship"] == self.ship and (a["kind"], a["face"]) == self.die:
                    hexes = [as_hex(pos)]
                    for _ in range(a["face"]):
                        hexes.append(neighbour(hexes[-1], a["dir"]))
                    out[hexes[-1]] = a
            return out
        for a in decision.actions:
            if a.get("hex") is not None:
                out.setdefault(as_hex(a["hex"]), a)
        return out

    def fate(self, view: View, a: Action) -> str:
        """What a sail would do, read from the open view: "" (safe), "wreck", "flee" or "board"."""
        if a.kind != "spend" or a["kind"] != "sail":
            return ""
        h = as_hex(view.ships[str(a["ship"])])
        for _ in range(a["face"]):
            h = neighbour(h, a["dir"])
            if not self.ocean.on_map(h):
                return "flee"
            terrain = view.terrain.get(f"{h[0]},{h[1]}")
            if terrain == "volcano" or (terrain == "desert" and not view.pilot):
                return "wreck"
            for s, p in view.ships.items():
                if p is not None and as_hex(p) == h and int(s) != a["ship"] and self._owner_name(view, int(s)) != \
                        self._owner_name(view, a["ship"]):
                    return "board"
        return ""

    def my_spendable_ships(self, decision: Decision | None) -> set[int]:
        if decision is None or decision.step != "spend":
            return set()
        return {a["ship"] for a in decision.actions if a.kind == "spend"
                and (self.die is None or (a["kind"], a["face"]) == self.die)}

    def keep_clear(self, view: View) -> pygame.Rect | None:
        """The dice tray: the gambits and the spending buttons are about its dice."""
        return TRAY

    def die_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        return [(i, pygame.Rect(TRAY.x + 10 + i * 52, TRAY.y + 4, 42, 42)) for i in range(len(view.dice))]

    # ---- controls ------------------------------------------------------------------------------
    def controls_state(self) -> Any:
        return (self.die, self.ship, self.gambit_mode)

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        if decision is None:
            return []
        x, y = CONTROLS_RECT.x + 18, CONTROLS_RECT.y + 46
        buttons: list[Button] = []
        plain = [a for a in decision.actions if a.get("hex") is None and a.kind != "spend"]
        if decision.step == "dice":
            total = D.DICE_PER_SHIP * len([s for s in self._my_ships(view)])
            for a in plain:
                c = a["cannons"]
                sails = (3 if total == 2 and len(plain) == 3 and view.rules.get("desperation") else total) - c
                buttons.append(Button((x, y, 170, 42), f"{sails} sail + {c} cannon", lambda a=a: self.play(a),
                                      "Sail dice move a ship 2-4 hexes in a straight line; cannonballs hit "
                                      "a hex 1-5 away in a straight line.", size=22, action=a))
                x += 178
            return buttons
        if decision.step == "spend":
            gambits = [a for a in plain if a.kind == "gambit"]
            if not gambits:
                return []
            colour = view.fleets[view.slot]
            title, words = D.GAMBITS[colour]
            if gambits[0]["name"] == "pilot":
                return [Button((x, y, 260, 42), f"Gambit: {title}", lambda a=gambits[0]: self.play(a), words,
                               "primary", 22, action=gambits[0])]
            if not self.gambit_mode:
                return [Button((x, y, 260, 42), f"Gambit: {title}", self._start_gambit, words, "primary", 22)]
            buttons = [Button((x, y, 120, 42), "Cancel", self._cancel_gambit, "Keep the gambit for later", size=22)]
            x += 128
            if self.die is not None:
                for a in gambits:
                    if a.get("face") == self.die[1] and a.get("to") is not None and \
                            ("sail" if a["name"] == "trim" else "cannon") == self.die[0]:
                        buttons.append(Button((x, y, 70, 42), f"-> {a['to']}", lambda a=a: self._gambit(a),
                                              f"Set this die to {a['to']}", size=22))
                        x += 76
            return buttons
        for a in plain[:8]:
            label = describe_action(a, self.session.names)
            label = label[0].upper() + label[1:]
            w = min(280, theme.font(22).size(label)[0] + 30)
            buttons.append(Button((x, y, w, 42), label, lambda a=a: self.play(a), size=22,
                                  style="primary" if a.kind in ("scuttle", "gambit") else "normal", action=a))
            x += w + 8
        return buttons

    def _start_gambit(self) -> None:
        self.gambit_mode = True
        self.die = self.ship = None

    def _cancel_gambit(self) -> None:
        self.gambit_mode = False
        self.die = None

    def _gambit(self, action: Action) -> None:
        self.gambit_mode = False
        self.die = None
        self.play(action)

    def hint_spots(self, action: Action, view: View) -> list[pygame.Rect]:
        spots = super().hint_spots(action, view)
        size = self.size * 0.95

        def around(h: Hex) -> pygame.Rect:
            x, y = self.px(h)
            return pygame.Rect(round(x - size), round(y - size), round(2 * size), round(2 * size))

        if action.kind == "spend":
            pos = view.ships.get(str(action["ship"]))
            if pos is not None:
                h = as_hex(pos)
                spots.append(around(h))
                for _ in range(action["face"]):
                    h = neighbour(h, action["dir"])
                spots.append(around(h))
            spots += [r for i, r in self.die_rects(view)
                      if tuple(view.dice[i][:2]) == (action["kind"], action["face"]) and not view.dice[i][2]][:1]
        elif action.get("hex") is not None:
            spots.append(around(as_hex(action["hex"])))
        return spots

    def _my_ships(self, view: View) -> list[int]:
        slot = view.slot
        if slot is None:
            return []
        colour = view.fleets[slot]
        return [s for s in range(colour * 3, colour * 3 + 3) if view.ships.get(str(s)) is not None]

    # ---- input -----------------------------------------------------------------------------------
    def cancel_choice(self) -> bool:
        if self.die is None and self.ship is None and not self.gambit_mode:
            return False
        self.die = self.ship = None
        self.gambit_mode = False
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        view = self.scene.view
        if event.type == pygame.MOUSEMOTION:
            self.hover_hex = self.hex_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.cancel_choice()        # right-click puts a picked die (and ship) back
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        decision = self.decision()
        if decision is None:
            return False
        if decision.step == "spend":
            for i, r in self.die_rects(view):
                kind, face, used = view.dice[i]
                if r.collidepoint(event.pos) and not used:
                    if self.die == (kind, face) and not self.gambit_mode:
                        self.die = None                  # clicked again: put it back
                        return True
                    self.die = (kind, face)
                    if self.gambit_mode:
                        reroll = next((a for a in decision.actions if a.kind == "gambit" and a["name"] == "reroll"
                                       and a["kind"] == kind and a["face"] == face), None)
                        if reroll is not None:
                            self._gambit(reroll)
                        return True
                    if self.ship not in self.my_spendable_ships(decision):
                        self.ship = None
                    return True
        h = self.hex_at(event.pos)
        if h is None:
            return False
        targets = self.targets(decision)
        if h in targets:
            self.play(targets[h])
            self.die = self.ship = None
            return True
        if decision.step == "spend":
            for s in self.my_spendable_ships(decision):
                if as_hex(view.ships[str(s)]) == h:
                    self.ship = s
                    return True
        return False

    def update(self, dt: float, view: View) -> None:
        super().update(dt, view)
        d = self.decision()
        if d is None or d.step != "spend":
            self.die = self.ship = None
            self.gambit_mode = False
        elif self.gambit_mode and not any(a.kind == "gambit" for a in d.actions):
            self.gambit_mode = False
        elif self.die is not None and not any(not u and (k, f) == self.die for k, f, u in view.dice):
            self.die = None
        if d is not None and d.step == "spend" and self.die is not None and self.ship is None:
            ships = self.my_spendable_ships(d)
            if len(ships) == 1:
                self.ship = next(iter(ships))

    def tooltip(self, pos, view: View) -> str:
        tip = super().tooltip(pos, view)
        if tip:
            return tip
        y = SIDE_AREA.y + 40
        for k in view.order:
            if pygame.Rect(SIDE_AREA.x + 8, y, SIDE_AREA.w - 16, 58).collidepoint(pos):
                colour, seat = view.fleets[k], view.owner[k]
                name, words = D.GAMBITS[colour]
                return (f"{self.name(seat)}, {D.FACTIONS[colour]} fleet, {view.gold[seat]} doubloons. "
                        f"Gambit '{name}' (once per game): {words}")
            y += 62
        for i, r in self.die_rects(view):
            if r.collidepoint(pos):
                kind, face, used = view.dice[i]
                what = f"Sail {face}: move exactly {face} hexes in a straight line." if kind == "sail" else \
                    f"Cannonball {face}: hit the hex exactly {face} away in a straight line (volcanoes block)."
                return what + (" (spent)" if used else " Click it, then a ship.")
        h = self.hex_at(pos)
        if h is None:
            return ""
        words = []
        lit = self.targets(self.decision()).get(h)
        if lit is not None:
            fate = self.fate(view, lit)
            words.append({"wreck": "This move wrecks your ship!", "flee": "This move sails off the map: the ship "
                          "flees the battle.", "board": "This move boards an enemy ship."}.get(fate, ""))
        t = view.terrain.get(f"{h[0]},{h[1]}")
        if t:
            words.append(D.TERRAIN_HELP[t])
        for s, p in view.ships.items():
            if p is not None and as_hex(p) == h:
                s = int(s)
                owner = self._owner_name(view, s)
                words.append(ship_name(s).capitalize() + (f" ({owner})" if owner else ""))
        if h not in self.ocean.sea:
            return " ".join(w for w in words if w)
        # Every sea hex names itself as the log does ("J6"), so a logged move can be found on the map.
        return " ".join([f"Hex {hex_name(h)}."] + [w for w in words if w])

    def _owner_name(self, view: View, ship: int) -> str:
        colour = fleet_of(ship)
        if colour is None or colour not in view.fleets:
            return ""
        return self.name(view.owner[view.fleets.index(colour)])

    def prompt(self, view: View) -> str:
        d = self.decision()
        if view.over:
            return "The battle is over."
        if d is None:
            current = view.current
            return f"{self.name(current)} is at the helm..." if current is not None else "..."
        if d.step == "spend":
            if self.gambit_mode:
                name = D.GAMBITS[view.fleets[view.slot]][0]
                return f"{name}: click the die to change" + (", then its new face." if self.die else ".")
            if self.die is None:
                return "Click a die in the tray, then one of your ships (the lit hexes show where it goes)."
            kind, face = self.die
            if self.ship is None:
                return f"{kind.title()} {face}: now click one of your ships."
            if kind == "cannon":
                return f"Cannonball {face} for {ship_name(self.ship)}: click the hex to fire at."
            return f"Sail {face} for {ship_name(self.ship)}: click a lit hex (blue boards, orange flees, red wrecks)."
        if d.step == "dice" and any(a.kind == "gambit" for a in d.actions):
            return d.prompt + " Or click a lit hex: Reinforcements, a new ship for 2 doubloons."
        if d.step == "board" and len(d.actions) > 1:
            return "You won the boarding: scuttle the prize for a doubloon, or click a lit hex to keep her."
        return d.prompt

    # ---- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View) -> None:
        draw.rect(surface, (12, 40, 60), OCEAN_AREA.inflate(8, 8), border_radius=14)
        tile_w, tile_h = int(self.size * 2) + 1, int(self.size * math.sqrt(3)) + 1
        tiles = theme.scaled("hex_tiles.png", (tile_w * 3, tile_h))
        decision = self.decision()
        targets = self.targets(decision)
        for h in self.ocean.sea:
            x, y = self.px(h)
            kind = 2 if h == self.ocean.merchant else 1 if h in self.ocean.starts else 0
            surface.blit(tiles, (x - tile_w / 2, y - tile_h / 2), area=pygame.Rect(kind * tile_w, 0, tile_w, tile_h))
            label = hex_label(hex_name(h))           # the name the log gives it ("J6"), faint under what sits there
            surface.blit(label, label.get_rect(midbottom=self.label_spot(h)))
        if view.storm is not None:   # the storm's grey water: ships there are lost at the round's end
            for h in self.ocean.sea:
                if distance(h, self.ocean.merchant) > view.storm:
                    draw.polygon(surface, (44, 48, 62), corners(h, self.size, self.origin, 0.95))
        for key, kind in view.terrain.items():
            q, r = (int(v) for v in key.split(","))
            img = theme.scaled(f"terrain_{kind}.png", (int(self.size * 1.5),) * 2)
            surface.blit(img, img.get_rect(center=self.px((q, r))))
        for h, a in targets.items():
            pts = corners(h, self.size, self.origin, 0.92)
            if a.kind == "spend" and a["kind"] == "cannon":     # the line of fire, up to the target
                draw.line(surface, (230, 90, 70), self.px(view.ships[str(a["ship"])]), self.px(h), 2)
            fate = self.fate(view, a)
            colour = {"wreck": theme.RED, "flee": (240, 140, 60), "board": (120, 200, 255)}.get(fate, theme.HIGHLIGHT)
            if a.kind == "spend" and a["kind"] == "cannon":
                colour = theme.RED
            draw.polygon(surface, colour, pts, 3)
            if h == self.hover_hex:                   # the hex under the mouse glows in its colour
                box = pygame.Rect(0, 0, 0, 0).unionall([pygame.Rect(x, y, 1, 1) for x, y in pts]).inflate(2, 2)
                glow = canvas.new(box.size)
                draw.polygon(glow, (*colour, 90), [(x - box.x, y - box.y) for x, y in pts], 0)
                surface.blit(glow, box.topleft)
        moving = {a.data.get("ship") for a in self.anims.items if a.tag == "sail"}
        for s, p in view.ships.items():
            s = int(s)
            if p is None or s in moving:
                continue
            centre = self.px(p)
            if s == self.ship:
                draw.circle(surface, theme.GOLD, centre, self.size * 0.8, 3)
            elif s in self.my_spendable_ships(decision):
                draw.circle(surface, theme.HIGHLIGHT, centre, self.size * 0.8, 1)
            self._blit_ship(surface, s, centre)
            if s in view.get("grudge", []):
                theme.text(surface, "grudge", (centre[0], centre[1] + self.size * 0.6), 16, theme.RED,
                           anchor="midtop")
        self._draw_side(surface, view)
        self._draw_tray(surface, view)
        self.anims.draw(surface)
        self.draw_controls(surface, self.prompt(view))

    @staticmethod
    def seat_mark(surface: pygame.Surface, match: Any, seat: int, centre: tuple[int, int]) -> None:
        """A player is known by their fleet's ship, not a seat colour."""
        state = match.state
        fleets = [state.fleets[k] for k in range(len(state.fleets)) if state.owner[k] == seat]
        if not fleets:
            return
        img = theme.scaled(f"ship_{fleets[0]}.png", (30, 30))
        surface.blit(img, img.get_rect(center=centre))

    @staticmethod
    def seat_colour(match: Any, seat: int) -> tuple[int, int, int]:
        state = match.state
        fleets = [state.fleets[k] for k in range(len(state.fleets)) if state.owner[k] == seat]
        return theme.FLEET_COLOURS[fleets[0]] if fleets else theme.seat_colour(seat)

    def _blit_ship(self, surface, ship: int, centre) -> None:
        name = "ship_merchant.png" if ship == MERCHANT else f"ship_{fleet_of(ship)}.png"
        img = theme.scaled(name, (int(self.size * 1.6),) * 2)
        surface.blit(img, img.get_rect(center=(centre[0], centre[1] - 2)))

    def _draw_side(self, surface, view: View) -> None:
        theme.panel(surface, SIDE_AREA, dark=True)
        y = SIDE_AREA.y + 10
        theme.text(surface, f"Round {view.round}" + (f", battle {view.battle}" if view.rules.get("campaign", 1)
                                                         > 1 else ""), (SIDE_AREA.x + 12, y), 22, theme.GOLD)
        y += 30
        for k in view.order:
            seat, colour = view.owner[k], view.fleets[k]
            at_sea = sum(1 for s in range(colour * 3, colour * 3 + 3) if view.ships.get(str(s)) is not None)
            box = pygame.Rect(SIDE_AREA.x + 8, y, SIDE_AREA.w - 16, 58)
            if k == view.slot and not view.over:
                draw.rect(surface, theme.GOLD, box, 2, border_radius=8)
            surface.blit(theme.scaled(f"ship_{colour}.png", (34, 34)), (box.x + 2, box.y + 2))
            theme.text(surface, theme.fit(self.name(seat), 20, box.w - 84), (box.x + 40, box.y + 4), 20, theme.CREAM)
            theme.text(surface, f"{at_sea} at sea", (box.x + 40, box.y + 24), 17, theme.MUTED)
            coin = theme.scaled("coin_2.png", (18, 18))
            surface.blit(coin, (box.right - 44, box.y + 24))
            theme.text(surface, str(view.gold[seat]), (box.right - 6, box.y + 24), 20, theme.GOLD,
                       anchor="topright")
            used = view.gambit_used[k] if k < len(view.gambit_used) else True
            theme.text(surface, "gambit used" if used else "gambit ready", (box.x + 40, box.y + 40), 15,
                       theme.MUTED if used else theme.GOLD)
            y += 62
        y = SIDE_AREA.bottom - 86
        theme.text(surface, "Shipyard", (SIDE_AREA.x + 12, y), 20, theme.GOLD)
        x = SIDE_AREA.x + 12
        for s in range(18):
            if fleet_of(s) in view.fleets and view.ships.get(str(s)) is None:
                surface.blit(theme.scaled(f"ship_{fleet_of(s)}.png", (22, 22)), (x, y + 22))
                x += 18
                if x > SIDE_AREA.right - 24:
                    x, y = SIDE_AREA.x + 12, y + 20
        theme.text(surface, f"Treasure: {view.treasure}", (SIDE_AREA.x + 12, SIDE_AREA.bottom - 26), 20,
                   theme.GOLD)

    def _draw_tray(self, surface, view: View) -> None:
        if not view.dice or any(a.tag in ("barrel", "spill") for a in self.anims.items):
            return
        draw.rect(surface, (30, 20, 12), TRAY, border_radius=10)
        draw.rect(surface, theme.BRASS, TRAY, 2, border_radius=10)
        for i, r in self.die_rects(view):
            kind, face, used = view.dice[i]
            img = theme.scaled(f"die_{kind}_{face}.png", r.size).copy()
            if used:
                img.set_alpha(70)
            surface.blit(img, r.topleft)
            if self.die == (kind, face) and not used and not any(
                    (k, f) == self.die and not u for k, f, u in view.dice[:i]):
                draw.rect(surface, theme.GOLD, r.inflate(6, 6), 3, border_radius=8)
        theme.text(surface, "Your dice" if self.decision() else "Dice", (TRAY.right - 12, TRAY.centery), 20,
                   theme.MUTED, anchor="midright")
