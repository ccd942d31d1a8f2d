"""The Loot Pirates table: pirates round the oval, coin piles, dice, guns and the booty.

Everything is drawn from the looking seat's view: rivals' dice stay under
their cups until the volley reveals them (or you paid to look).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.engine.values import Action, Decision, Event
from game.engine.view import View
from game.engine.wording import counted, listed
from game.rules.loot_pirates import data
from game.rules.loot_pirates.combat import aimed_at, may_run_out
from game.rules.loot_pirates.state import Deal
from game.rules.loot_pirates.text import share_words
from game.ui import sound, theme
from game.ui.tables.animation import floating_text, flying, popping, tracer
from game.ui.tables.base import CONTROLS_RECT, Board
from game.ui.widgets import Button, Stepper
from game.ui import canvas, draw

TABLE_POS = (15, 62)
CENTRE = (451, 330)
SUMMARY_WIDTH = 500          # the volley summary over the table's middle
SUMMARY_ROWS = 8             # and the rows it shows
RING = (352, 218)
SEAT_W, SEAT_H = 178, 94
FIRE_KEYS = {"drop": pygame.K_d, "raise": pygame.K_r, "shoot": pygame.K_s}
CHOICE_LABEL = {"drop": "Dropped", "raise": "Raised", "shoot": "Fired"}


def coin_breakdown(amount: int) -> list[int]:
    """How a pile is shown: diamonds (5), gold (2), silver (1)."""
    out = []
    for value in data.COIN_VALUES:
        out += [value] * (amount // value)
        amount %= value
    return out


class LootPiratesBoard(Board):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.target: int | None = None      # seat picked for a bribe or peek offer
        self.parley_done: tuple[int, int | None] | None = None   # (round, seat) that pressed Done this parley
        self.amount = 1
        self.confirm_drop = False
        self._banner_heights: dict[tuple, int] = {}   # (players, looker, banner size) -> its centre height
        self.summary: dict[str, Any] | None = None
        self.summary_age = 0.0
        self.summary_rect = pygame.Rect(0, 0, 0, 0)
        self.reserve_rect = pygame.Rect(0, 0, 0, 0)   # the reserve's label as last drawn (over the aims)
        self._layout: tuple[dict[str, Any], list] | None = None   # the summary last laid out, and its lines
        self.rolling = 0.0                  # dice tumbling at the start of a round
        self.hover_seat: int | None = None
        self.drawn_dice: set[int] = set()   # seats whose dice faces the last frame showed (tests check it)
        self._stepper: Stepper | None = None

    # ---- geometry --------------------------------------------------------------
    def seat_centre(self, seat: int, players: int) -> tuple[float, float]:
        """The looker sits at the bottom; seats follow clockwise (the next seat is on your left)."""
        bottom = self.looker if self.looker is not None else 0
        k = (seat - bottom) % players
        angle = math.pi / 2 + k * math.tau / players
        return CENTRE[0] + RING[0] * math.cos(angle), CENTRE[1] + RING[1] * math.sin(angle)

    def seat_rect(self, seat: int, players: int) -> pygame.Rect:
        x, y = self.seat_centre(seat, players)
        return pygame.Rect(int(x - SEAT_W / 2), int(y - SEAT_H / 2), SEAT_W, SEAT_H)

    def seat_at(self, pos: tuple[int, int], players: int) -> int | None:
        for s in range(players):
            if self.seat_rect(s, players).collidepoint(pos):
                return s
        return None

    def coin_spot(self, seat: int | str, players: int) -> tuple[float, float]:
        if seat == "booty":
            return CENTRE[0] - 40, CENTRE[1] + 20
        if seat == "reserve":
            return CENTRE[0] + 150, CENTRE[1] + 40
        r = self.seat_rect(int(seat), players)
        return r.x + 42, r.y + 62

    # ---- events -> animations -----------------------------------------------------
    def on_events(self, events: list[Event], view: View) -> None:
        n = view.players
        shot_delay = 0.0
        pay_delay = None
        kinds = {e.kind for e in events}
        on = self.scene.app.settings.sound and not self.scene.autoplay
        if "shot" in kinds:
            sound.play("shot", on)
        elif kinds & {"bribe", "pay", "share", "peek_answer"}:
            sound.play("coins", on)
        if "round" in kinds:
            sound.play("dice", on, 0.4)
        for e in events:
            k = e.kind
            if k == "round":
                self.rolling = 0.7 / self.anims.speed if self.anims.speed and self.you else 0.0
                self.target, self.amount, self.confirm_drop = None, 1, False
            elif k in ("bribe",):
                self._coins(e["frm"], e["to"], e["amount"], n, 0.0)
            elif k == "peek_answer" and e["accepted"]:
                self._coins(e["to"], e["frm"], data.PEEK_PRICE, n, 0.0)
            elif k == "volley":
                self.summary = view.last_round
                self.summary_age = 0.0
                for seat, choice in enumerate(e["choices"]):
                    if choice == "drop":   # hands up, a yellow flag: nobody may shoot him now
                        r = self.seat_rect(seat, n)
                        self.anims.add(popping("flag_yellow.png", (r.right, r.y + 40), 0.8, 0.0, tag="drop",
                                               size=52))
                        spot = (r.centerx, r.y - 4) if r.y > 110 else (r.centerx, r.bottom + 36)  # clear of the header
                        self.anims.add(floating_text("Yellow!", spot, (244, 206, 40), 1.0, 0.1, size=30))
            elif k == "shot":
                start = self.seat_centre(e["shooter"], n)
                end = self.seat_centre(e["target"], n)
                colour = theme.seat_colour(e["shooter"])
                self.anims.add(tracer(start, end, colour, 0.4, shot_delay, tag="shot"))
                if e["hit"]:
                    self.anims.add(popping("hit.png", end, 0.7, shot_delay + 0.35, tag="shot", size=52))
                shot_delay += 0.45
            elif k == "pay":
                pay_delay = shot_delay if pay_delay is None else pay_delay + 0.15
                self._coins(e["frm"], e["to"], e["amount"], n, pay_delay)
            elif k == "share" and e["each"]:
                base = (pay_delay or shot_delay) + 0.3
                for i, s in enumerate(e["seats"]):
                    self._coins("booty", s, e["each"], n, base + 0.08 * i,
                                reserve_part=e["from_reserve"] if i == 0 else 0)

    def _coins(self, frm, to, amount: int, players: int, delay: float, reserve_part: int = 0) -> None:
        start, end = self.coin_spot(frm, players), self.coin_spot(to, players)
        pieces = coin_breakdown(amount)[:6] or [1]
        for i, value in enumerate(pieces):
            last = i == len(pieces) - 1
            self.anims.add(flying(f"coin_{value}.png", start, end, 0.55, delay + 0.07 * i, tag="coin",
                                  frm=frm, to=to, amount=amount if last else 0))
        if amount and isinstance(to, int):
            self.anims.add(floating_text(f"+{amount}", (end[0] + 30, end[1] - 30), theme.GOLD, 1.0,
                                         delay + 0.5, tag="label", size=28))

    def busy(self) -> bool:
        return self.anims.busy or self.summary is not None or self.rolling > 0

    def skip(self) -> None:
        super().skip()
        self.rolling = 0.0

    def dismiss_summary(self) -> None:
        self.anims.skip()
        self.summary = None

    def in_flight(self) -> tuple[dict[Any, int], dict[Any, int]]:
        """Doubloons still travelling: (not yet arrived per receiver, not yet left per payer)."""
        incoming: dict[Any, int] = {}
        outgoing: dict[Any, int] = {}
        for a in self.anims.pending("coin"):
            amount = a.data.get("amount", 0)
            if amount:
                incoming[a.data["to"]] = incoming.get(a.data["to"], 0) + amount
                if not a.started:
                    outgoing[a.data["frm"]] = outgoing.get(a.data["frm"], 0) + amount
        return incoming, outgoing

    # ---- controls -------------------------------------------------------------------
    def controls_state(self) -> Any:
        return (self.target, self.confirm_drop)

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        self._stepper = None
        if decision is None or self.summary is not None:
            return []
        y = CONTROLS_RECT.y + 46
        x = CONTROLS_RECT.x + 18
        me = decision.seat
        if decision.step == "fire":
            buttons = []
            for kind in decision.kinds():
                label = {"drop": "Drop (turn yellow)", "raise": "Raise (hold fire)", "shoot": "Shoot!"}[kind]
                if kind == "drop" and self.confirm_drop:
                    label = "Drop anyway?"
                style = "primary" if kind == "shoot" else "normal"
                buttons.append(Button((x, y, 220, 42), label, lambda k=kind: self._fire(k, view),
                                      data.FIRE_HELP[kind], style, 24, FIRE_KEYS[kind]))
                x += 232
            return buttons
        if decision.step == "peek_answer":
            shower = view.peek_offer[0] if view.peek_offer else None
            accept = Action.of("accept")
            return [
                Button((x, y, 260, 42), f"Pay {data.PEEK_PRICE} and look", lambda: self.play(accept),
                       f"See {self.name(shower)}'s red and black dice for {data.PEEK_PRICE} doubloon.",
                       "primary", 24, pygame.K_RETURN, action=accept) if decision.allows(accept) else
                Button((x, y, 260, 42), "Can't pay", None, "You have no doubloons.", size=24),
                Button((x + 272, y, 200, 42), "No thanks", lambda: self.play(Action.of("decline")),
                       "Decline the offer (N).", size=24, hotkey=pygame.K_n, action=Action.of("decline")),
            ]
        if decision.step == "negotiate":
            buttons = []
            target = self.target
            gold = view.gold[me]
            if target is not None and gold >= 1:
                self.amount = max(1, min(self.amount, gold))
                self._stepper = Stepper((x, y, 150, 42), self.amount, 1, gold, self._set_amount,
                                        tooltip="How many doubloons to pay.")
                buttons.append(Button((x + 160, y, 210, 42), f"Bribe {self.name(target)}",
                                      lambda: self.play(Action.of("bribe", to=target, amount=self.amount)),
                                      f"Pay {self.name(target)} now and ask them not to shoot you. "
                                      "A pirate is not bound by his word.", "primary", 22))
                x += 380
            peek = Action.of("offer_peek", to=target) if target is not None else None
            if peek is not None and decision.allows(peek):
                buttons.append(Button((x, y, 230, 42), f"Offer a look ({data.PEEK_PRICE})",
                                      lambda: self.play(peek),
                                      f"Offer to show {self.name(target)} your dice for {data.PEEK_PRICE} "
                                      "doubloon; they may accept or decline.", size=22, action=peek))
                x += 240
            buttons.append(Button((CONTROLS_RECT.right - 178, y, 160, 42), "Done",
                                  lambda: self._done_parleying(view),
                                  "Make no more offers this round (you still answer offers made to you). "
                                  "The parley ends when everyone is done.", size=24, hotkey=pygame.K_RETURN))
            return buttons
        return []

    def _done_parleying(self, view: View) -> None:
        self.parley_done = (view.round, self.looker)
        self.play(Action.of("pass"))

    def auto_answer(self, view: View, decision: Decision) -> Action | None:
        """After Done, the rest of this round's parley turns pass without asking again."""
        if decision.step == "negotiate" and self.parley_done == (view.round, decision.seat):
            return Action.of("pass")
        return None

    def _set_amount(self, value: int | None) -> None:
        self.amount = value or 1

    def _fire(self, kind: str, view: View) -> None:
        me = self.looker
        if kind == "drop" and not aimed_at(view.aims, me) and not self.confirm_drop:
            self.confirm_drop = True   # the rules advise against it: ask once more
            return
        self.play(Action.of(kind))

    # ---- input --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        view = self.scene.view
        if self.summary is not None:
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                    (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
                self.dismiss_summary()
                return True
            return False
        if self._stepper and self._stepper.handle(event):
            self.amount = self._stepper.value or 1
            return True
        if super().handle(event):
            return True
        n = view.players
        if event.type == pygame.MOUSEMOTION:
            self.hover_seat = self.seat_at(event.pos, n)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = self.seat_at(event.pos, n)
            decision = self.decision()
            if seat is None or decision is None or seat == decision.seat:
                return False
            if decision.step == "aim":
                action = Action.of("aim", target=seat)
                if decision.allows(action):
                    self.play(action)
                    return True
            if decision.step == "negotiate":
                self.target = seat
                return True
        return False

    def hint_spots(self, action: Action, view: View) -> list[pygame.Rect]:
        spots = super().hint_spots(action, view)
        seat = action.get("target", action.get("to"))
        if seat is not None:
            spots.append(self.seat_rect(seat, view.players))
        return spots

    def selectable(self, seat: int) -> bool:
        d = self.decision()
        if d is None or seat == d.seat or self.summary is not None:
            return False
        if d.step == "aim":
            return d.allows(Action.of("aim", target=seat))
        return d.step == "negotiate"

    # ---- frame ----------------------------------------------------------------------
    def update(self, dt: float, view: View) -> None:
        super().update(dt, view)
        if self.rolling > 0 and self.summary is None:    # the next roll tumbles once the summary is read
            self.rolling = max(0.0, self.rolling - dt)
        if self.summary is not None:
            self.summary_age += dt
            auto = self.scene.autoplay or not self.session.humans
            final = view.over and self.scene.exit_when_over   # the last summary is the screenshot
            if auto and not final and not self.anims.busy and self.summary_age > 1.4 / max(0.5, self.anims.speed or 4):
                self.summary = None
        if self.decision() is None or self.decision().step != "negotiate":
            self.target = None
        elif self.target is None:
            me = self.looker
            threats = aimed_at(view.aims, me)
            self.target = threats[0] if threats else view.aims[me]

    def tooltip(self, pos: tuple[int, int], view: View) -> str:
        tip = super().tooltip(pos, view)
        if tip:
            return tip
        if self._stepper and self._stepper.rect.collidepoint(pos):
            return self._stepper.tooltip
        if self.summary is not None and self.summary_rect.collidepoint(pos):
            return ""       # the summary covers the booty and the reserve: no tip about what is under it
        n = view.players
        seat = self.seat_at(pos, n)
        if seat is not None:
            r = self.seat_rect(seat, n)
            if pygame.Rect(r.x + 84, r.y + 28, 94, 66).collidepoint(pos):
                if seat in view.dice:
                    red, black = view.dice[seat]
                    return f"Red {red}: {data.DIE_HELP['red']}  Black {black}: {data.DIE_HELP['black']}"
                return f"{self.name(seat)}'s dice are hidden under the cup until the volley."
            words = f"{self.name(seat)}: {view.gold[seat]} doubloons."
            if seat == view.captain:
                words += " The Captain: calls 'Aim!' and 'Fire!'; the parley starts on his left."
            if self.selectable(seat):
                d = self.decision()
                words += " Click to aim here." if d and d.step == "aim" else " Click to choose for an offer."
            return words
        if getattr(self, "banner_rect", None) and self.banner_rect.collidepoint(pos):
            return data.PHASE_HELP.get("shootout" if view.duelists else view.phase, "")
        if math.dist(pos, self.coin_spot("booty", n)) < 70:
            last = (" This round's shares may empty it, and then the richest pirate wins."
                    if self._last_round(view) else "")
            return f"Booty: {view.booty} doubloons. {data.SHARE_HELP}{last}"
        if math.dist(pos, self.coin_spot("reserve", n)) < 50:
            return f"Reserve: {view.reserve} doubloons, kept aside to top up the last round's shares."
        return ""

    def prompt(self, view: View) -> str:
        d = self.decision()
        if self.summary is not None:
            return "The smoke clears... Click or press Space to continue."
        if view.over:
            return "The booty is all shared out."
        if d is None:
            waiting = [s for s in range(view.players) if self._waiting_on(view, s)]
            if self.looker is None:
                return "Watching: " + (", ".join(self.name(s) for s in waiting) or "...") + " to move."
            return self.waiting_for(waiting)
        me = d.seat
        red, black = view.dice.get(me, (0, 0))
        if d.step == "aim":
            return f"Ready! Set! Aim! Click the pirate you aim at. Your dice: red {red}, black {black}."
        if d.step == "negotiate":
            who = self.name(self.target) if self.target is not None else "a pirate"
            left = view.offers_left[me]
            return f"Parley ({counted(left, 'offer')} left): click a pirate, then bribe or offer " \
                   f"a look at your dice. Chosen: {who}."
        if d.step == "peek_answer":
            shower = view.peek_offer[0]
            return f"{self.name(shower)} offers to show you their dice for {data.PEEK_PRICE} doubloon."
        if d.step == "fire":
            target = view.aims[me]
            tail = f" You aim at {self.name(target)}." if target is not None else ""
            if self.confirm_drop:
                return "Nobody is aiming at you: dropping only loses your share. Drop anyway?"
            return f"Ready! Set! Fire! Drop, Raise or Shoot?{tail} (keys D / R / S)"
        return d.prompt

    def _waiting_on(self, view: View, seat: int) -> bool:
        fighters = view.duelists or range(view.players)
        if view.phase == "aim":
            return seat in fighters and not view.aim_done[seat]
        if view.phase == "fire":
            return seat in fighters and not view.fire_done[seat]
        if view.phase == "negotiate":
            offer = view.peek_offer
            return seat == (offer[1] if offer else view.negotiator)
        return False

    # ---- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View) -> None:
        n = view.players
        surface.blit(theme.sprite("table.png"), TABLE_POS)
        incoming, outgoing = self.in_flight()
        self._draw_centre(surface, view, incoming, outgoing)
        reveal = self.summary
        live = view.aims_revealed and not view.over
        aims = reveal["aims"] if reveal else (view.aims if live else [None] * n)
        if not reveal and self.looker is not None and view.phase == "aim" and view.aims[self.looker] is not None:
            aims = [None] * n
            aims[self.looker] = view.aims[self.looker]
        self._draw_aims(surface, aims, n)
        self._draw_centre_labels(surface, view, view.booty + outgoing.get("booty", 0))
        self.drawn_dice = set()
        for s in range(n):
            shown = incoming.get(s, 0)
            gold = view.gold[s] - shown + outgoing.get(s, 0)
            self._draw_seat(surface, view, s, max(0, gold), reveal)
        for s in range(n):                  # each gun beyond the first lowers the target's defence by 1
            guns = sum(1 for t in aims if t == s)
            if guns >= 2:
                r = self.seat_rect(s, n)
                theme.badge(surface, f"{guns} guns: defence -{guns - 1}", (r.centerx, r.y - 10), (150, 40, 30), 16, 6)
        # The volley's summary is a layer of its own with its own title: no banner under it.
        self.banner_rect = None if reveal else self._draw_banner(surface, view)
        self.anims.draw(surface)
        if reveal:
            self._draw_summary(surface, reveal)
        self.draw_controls(surface, self.prompt(view))
        if self._stepper:
            self._stepper.draw(surface)

    @staticmethod
    def _last_round(view: View) -> bool:
        return not view.over and not view.duelists and 0 < view.booty and may_run_out(view.players, view.booty)

    def _draw_centre(self, surface, view, incoming, outgoing) -> None:
        booty = view.booty + outgoing.get("booty", 0)
        bx, by = self.coin_spot("booty", view.players)
        rng = random.Random(7)
        pieces = coin_breakdown(min(booty, 80))
        for i, value in enumerate(sorted(pieces)):
            angle = rng.uniform(0, math.tau)
            radius = 52 * math.sqrt(rng.random()) * (0.6 + 0.4 * min(1, len(pieces) / 30))
            x = bx + radius * math.cos(angle) * 1.4
            y = by + radius * math.sin(angle) * 0.7 - i * 0.12
            img = theme.sprite(f"coin_{value}.png")
            surface.blit(img, img.get_rect(center=(x, y)))
        rx, ry = self.coin_spot("reserve", view.players)
        for i, value in enumerate(coin_breakdown(view.reserve)[:8]):
            img = theme.sprite(f"coin_{value}.png")
            surface.blit(img, img.get_rect(center=(rx, ry - i * 4)))

    def _draw_centre_labels(self, surface, view, booty: int) -> None:
        """The booty's and the reserve's plaques, drawn over the aims' arrows so they stay readable."""
        bx, by = self.coin_spot("booty", view.players)
        plaque = pygame.Rect(0, 0, 150, 34)
        plaque.center = (bx, by + 64)
        theme.panel(surface, plaque, dark=True)
        theme.text(surface, f"Booty {booty}", plaque.center, 26, theme.GOLD, anchor="center")
        if self._last_round(view):
            theme.text(surface, "may run out this round", (bx, plaque.bottom + 16), 18, theme.CREAM, anchor="center")
        rx, ry = self.coin_spot("reserve", view.players)
        self.reserve_rect = theme.badge(surface, f"Reserve {view.reserve}", (rx, ry + 28), (34, 40, 36), 19, 16)

    def banner(self, view: View) -> str:
        if self.summary:
            return f"Round {self.summary['round']}: the volley"
        if view.phase == "over":
            winners = view.winners
            return " & ".join(self.name(w) for w in winners) + (" win!" if len(winners) > 1 else " wins!")
        words = {"aim": "Ready! Set! Aim!", "negotiate": "Parley", "fire": "Ready! Set! Fire!"}[view.phase]
        return ("Shoot-out! " if view.duelists else f"Round {view.round}: ") + words

    def _draw_banner(self, surface, view: View) -> pygame.Rect:
        """The phase on a plaque at the head of the table, above the arrows so it stays readable."""
        words = self.banner(view)
        img = theme.render(words, 38, theme.GOLD, bold=True)
        box = img.get_rect(center=(CENTRE[0], CENTRE[1] - 108)).inflate(40, 14)
        box.centery = self._banner_height(len(view.gold), box)
        theme.panel(surface, box, dark=True)
        theme.text(surface, words, box.center, 38, theme.GOLD, anchor="center", bold=True)
        return box

    def _banner_height(self, n: int, box: pygame.Rect) -> int:
        """Where the banner sits: at the head of the table, but clear of the seats and the badges under
        them (at nine or ten players two sit beside it), and of the way between two seats level with
        it, where an aim's arrow runs (at three or six players). Worked out once per table and size."""
        key = (n, self.looker, box.size)
        height = self._banner_heights.get(key)
        if height is None:
            keep_clear = [self.seat_rect(s, n).inflate(0, 48) for s in range(n)]
            centres = [self.seat_centre(s, n) for s in range(n)]
            keep_clear += [pygame.Rect(min(a[0], b[0]), (a[1] + b[1]) / 2 - 8, abs(a[0] - b[0]), 16)
                           for i, a in enumerate(centres) for b in centres[i + 1:] if abs(a[1] - b[1]) < 10]
            spot = box.copy()
            while spot.collidelist(keep_clear) >= 0 and spot.centery < CENTRE[1] - 40:
                spot.move_ip(0, 6)
            height = self._banner_heights[key] = spot.centery
        return height

    def _draw_aims(self, surface, aims: list[int | None], n: int) -> None:
        for s, t in enumerate(aims):
            if t is None:
                continue
            a = pygame.Vector2(self.seat_centre(s, n))
            b = pygame.Vector2(self.seat_centre(t, n))
            d = b - a
            if d.length() == 0:
                continue
            u = d.normalize()
            edge = min(SEAT_W / 2 / max(abs(u.x), 1e-6), SEAT_H / 2 / max(abs(u.y), 1e-6))
            start, end = a + u * (edge + 30), b - u * (edge + 14)
            colour = theme.seat_colour(s)
            side = pygame.Vector2(-u.y, u.x) * 6   # two pirates aiming at each other: keep both arrows visible
            start, end = start + side, end + side
            draw.line(surface, (0, 0, 0), start + (1, 2), end + (1, 2), 5)
            draw.line(surface, colour, start, end, 4)
            head = [end, end - u * 18 + pygame.Vector2(-u.y, u.x) * 9, end - u * 18 - pygame.Vector2(-u.y, u.x) * 9]
            draw.polygon(surface, colour, head)
            draw.polygon(surface, (0, 0, 0), head, 1)
            gun = theme.sprite("gun.png")
            angle = -math.degrees(math.atan2(u.y, u.x))
            flipped = canvas.flip(gun, False, True) if abs(angle) > 90 else gun
            rotated = canvas.rotozoom(flipped, angle, 0.75)
            surface.blit(rotated, rotated.get_rect(center=start - u * 8))

    def _draw_seat(self, surface, view, seat: int, gold: int, reveal) -> None:
        n = view.players
        r = self.seat_rect(seat, n)
        colour = theme.seat_colour(seat)
        me = seat == self.looker
        out = view.duelists and seat not in view.duelists
        if me:
            draw.rect(surface, theme.GOLD, r.inflate(10, 10), width=3, border_radius=14)
        if self.selectable(seat) and (self.hover_seat == seat or self.target == seat):
            draw.rect(surface, theme.HIGHLIGHT, r.inflate(14, 14), width=4, border_radius=16)
        body = canvas.new(r.size)
        draw.rect(body, (20, 14, 10, 200), body.get_rect(), border_radius=12)
        draw.rect(body, (*colour, 255), (0, 0, r.w, 28), border_top_left_radius=12, border_top_right_radius=12)
        draw.rect(body, (0, 0, 0, 90), (0, 22, r.w, 6))
        if out:
            body.set_alpha(120)
        surface.blit(body, r.topleft)
        draw.rect(surface, theme.BRASS, r, width=2, border_radius=12)
        kind = self.session.seats[seat]
        theme.seat_badge(surface, seat, (r.x + 16, r.y + 14), 8)
        ink = theme.ink_on(colour)          # dark on the light seat colours (yellow, green...)
        theme.text(surface, self.name(seat), (r.x + 29, r.y + 5), 22, ink, shadow=ink == theme.CREAM)
        if kind != "human":
            tag = "AI " + ("random" if kind == "random" else kind[3:])
            theme.text(surface, tag, (r.right - (42 if seat == view.captain else 8), r.y + 7), 17,
                       ink, anchor="topright", shadow=ink == theme.CREAM)
        if seat == view.captain:
            crown = theme.scaled("crown.png", (30, 22))
            surface.blit(crown, (r.right - 36, r.y - 12))
        # coins
        self._draw_pile(surface, gold, (r.x + 10, r.bottom - 10))
        theme.text(surface, str(gold), (r.x + 78, r.y + 34), 30, theme.GOLD, anchor="topright", bold=True)
        # dice
        dice = None
        if reveal:
            dice = (reveal["red"][seat], reveal["black"][seat])
        elif seat in view.dice and not view.over:
            dice = view.dice[seat]
        if dice and self.rolling > 0 and me and not reveal:
            rng = random.Random(int(self.rolling * 20))
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        if dice:
            self.drawn_dice.add(seat)
            surface.blit(theme.scaled(f"die_red_{dice[0]}.png", (40, 40)), (r.x + 88, r.y + 38))
            surface.blit(theme.scaled(f"die_black_{dice[1]}.png", (40, 40)), (r.x + 132, r.y + 38))
        elif not view.over:
            cup = theme.scaled("cup.png", (46, 46))
            surface.blit(cup, (r.x + 108, r.y + 34))
        # status
        if reveal:
            choice = reveal["choices"][seat]
            if seat in reveal["dropped"]:
                surface.blit(theme.sprite("flag_yellow.png"), (r.right - 20, r.y + 20))
            if seat in reveal["hit"]:
                surface.blit(theme.sprite("hit.png"), (r.x + 90, r.y + 30))
            if choice:
                theme.badge(surface, CHOICE_LABEL[choice], (r.centerx, r.bottom + 12),
                            (190, 150, 20) if choice == "drop" else (60, 60, 60))
        else:
            self._draw_status(surface, view, seat, r)

    def _draw_status(self, surface, view, seat: int, r: pygame.Rect) -> None:
        phase = view.phase
        thinking = seat in self.session.thinking()
        waiting = self._waiting_on(view, seat)
        if waiting and thinking:
            dots = "." * (1 + (pygame.time.get_ticks() // 350) % 3)
            theme.badge(surface, f"thinking{dots}", (r.centerx, r.bottom + 12), (50, 70, 110))
        elif waiting:
            mine = seat == self.looker and self.you
            theme.badge(surface, "your move" if mine else "to move", (r.centerx, r.bottom + 12), (150, 40, 36))
        elif phase == "aim" and view.aim_done[seat]:
            theme.badge(surface, "aimed", (r.centerx, r.bottom + 12), (40, 90, 50))
        elif phase == "fire" and view.fire_done[seat]:
            theme.badge(surface, "ready", (r.centerx, r.bottom + 12), (40, 90, 50))
        if phase == "negotiate":
            paid = sum(d.value for d in Deal.read(view.deals) if d.kind == "bribe" and d.to == seat)
            if paid:
                theme.badge(surface, f"bribed {paid}", (r.centerx, r.y - 10), (120, 90, 20))

    @staticmethod
    def _draw_pile(surface, gold: int, bottom_left) -> None:
        """Stacks of diamonds, gold and silver, as a real pile would be sorted."""
        x, y = bottom_left
        stacks: dict[int, int] = {}
        for value in coin_breakdown(gold):
            stacks[value] = stacks.get(value, 0) + 1
        for value in data.COIN_VALUES:
            count = stacks.get(value, 0)
            if not count:
                continue
            img = theme.scaled(f"coin_{value}.png", (24, 24))
            for i in range(min(count, 6)):
                surface.blit(img, (x, y - 24 - i * 6))
            x += 22

    def summary_lines(self, summary: dict[str, Any]) -> list[list[tuple[str, tuple]]]:
        """The volley summary's lines, each as its rows (a long line wraps to the box) and colour."""
        return [rows for rows, _ in self._summary_layout(summary)]

    def _summary_layout(self, summary: dict[str, Any]) -> list[tuple[list[tuple[str, tuple]], bool]]:
        """Each line's wrapped rows, and whether it must stay in sight (the share: what the volley
        came to). Laid out once per summary, not every frame it is shown."""
        if self._layout is not None and self._layout[0] is summary:
            return self._layout[1]
        lines: list[tuple[str, tuple, bool]] = []
        names = self.session.names
        for shooter, target, attack, defence, hit in summary["shots"]:
            verdict = "HIT" if hit else "miss"
            lines.append((f"{names[shooter]} shoots {names[target]}: {attack} vs {defence}  {verdict}",
                          theme.RED if hit else theme.CREAM, False))
        for s in summary["dropped"]:
            lines.append((f"{names[s]} dropped and turned yellow.", (240, 210, 90), False))
        for target in summary["dropped"]:
            missed = [names[s] for s, choice in enumerate(summary["choices"])
                      if choice == "shoot" and summary["aims"][s] == target]
            if missed:
                lines.append((f"{listed(missed)} had no shot: {names[target]} ran.", theme.MUTED, False))
        for frm, to, amount in summary.get("payments", []):
            lines.append((f"{names[frm]} pays {names[to]} {amount}.", theme.GOLD, False))
        if summary["duel"]:
            pass                        # a shoot-out shares no booty: its shots are the whole story
        elif summary.get("share"):
            takers = [names[s] for s in summary["survivors"]]
            words = share_words(takers, summary["share"], summary.get("from_reserve", 0)) + "."
            lines.append((words, theme.GREEN, True))
        else:
            lines.append(("Nobody dropped or was hit: no booty this round.", theme.MUTED, False))
        if not lines:
            lines.append(("Everyone held fire.", theme.CREAM, False))
        layout = [([(row if k == 0 else "   " + row, colour)
                    for k, row in enumerate(theme.wrap_lines(words, 22, SUMMARY_WIDTH - 60))], keep)
                  for words, colour, keep in lines]
        self._layout = (summary, layout)
        return layout

    def _summary_shown(self, summary: dict[str, Any]) -> tuple[list[tuple[str, tuple]], int]:
        """The rows that fit the box (whole lines only, the share always: it is what the volley came
        to) and how many lines are left to the log."""
        layout = self._summary_layout(summary)
        room = SUMMARY_ROWS - sum(len(rows) for rows, keep in layout if keep)
        shown, left = [], 0
        for rows, keep in layout:
            if keep:
                shown += rows
            elif len(rows) <= room and not left:
                shown += rows
                room -= len(rows)
            else:
                left += 1
        return shown, left

    def _draw_summary(self, surface, summary: dict[str, Any]) -> None:
        shown, left = self._summary_shown(summary)
        h = 58 + 24 * len(shown) + (16 if left else 0)       # room for the '... more in the log' line
        box = pygame.Rect(0, 0, SUMMARY_WIDTH, h)
        box.center = (CENTRE[0], CENTRE[1] + 6)
        self.summary_rect = box
        surface.fill((18, 26, 22), box.inflate(-6, -6))     # opaque: the table stays under, not through
        theme.panel(surface, box, dark=True)
        title = f"Shoot-out, round {summary['round']}" if summary["duel"] else f"Round {summary['round']}: Fire!"
        theme.text(surface, title, (box.centerx, box.y + 10), 28, theme.GOLD, anchor="midtop", bold=True)
        for i, (words, colour) in enumerate(shown):
            theme.text(surface, words, (box.x + 20, box.y + 44 + i * 24), 22, colour, shadow=False)
        if left:
            theme.text(surface, f"... and {left} more in the log", (box.right - 16, box.bottom - 8),
                       18, theme.MUTED, anchor="bottomright", shadow=False)
