"""The Doubloons table: rivals across the top, the five pirates for hire in the middle, your crew and
hand below, and the card on the table with its Heave To! chain on the right.

Your turn: click a card in your hand to play it, one of your pirates to use
it, a pirate in the market to hire it; whom to aim at is chosen with the
buttons below. When someone plays a card and you hold a Heave To!, the
buttons offer it (with auto-pass on, only when the play touches you or could
win the game). Disabled pirates lie on their side.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

import pygame

from game.engine.values import Action, Decision, Event, fill_names
from game.engine.view import View
from game.engine.wording import wins
from game.rules.doubloons import data as D
from game.rules.doubloons import text as T
from game.ui.faces import doubloons as F
from game.ui import sound, theme
from game.ui.tables.animation import floating_text, flying
from game.ui.tables.base import BAR_RIGHT, HANDLED, ClickBoard, Offer, end_button, offer_row, shout_buttons
from game.ui.tables.parts import backs, choice_panel, fan, plate
from game.ui.widgets import Button
from game.ui import canvas, draw

MINI = (50, 70)              # pirates in a rival's crew
SMALL_CARD = (54, 76)        # cards played this turn, the discard pile
MARKET_X, MARKET_Y = 196, 226
DECK_POS = (24, 230)
PIRATE_DECK_POS = (24, 340)
PLAYED_Y = 374
PLAYED_SHOWN = 8                          # the latest cards played this turn, in a row
DECK_CENTRE = (DECK_POS[0] + SMALL_CARD[0] // 2, DECK_POS[1] + SMALL_CARD[1] // 2)   # where drawn cards come from
BANK_POS = (PIRATE_DECK_POS[0] + 110, PIRATE_DECK_POS[1] + 38)   # the "Bank" count: where doubloons come from
CHAIN_RECT = pygame.Rect(726, 222, 172, 234)
CREW_POS = (18, 470)
HAND_X, HAND_Y = 232, 482
HAND_AREA = pygame.Rect(HAND_X, HAND_Y, 900 - HAND_X, F.ACTION[1])      # your hand, fanned to fit
CREW_STEP = 104                           # from one pirate of your crew to the next
CHOICE_AREA = pygame.Rect(457 - 420, 300, 840, F.ACTION[1])              # cards to choose from


def played_rect(i: int) -> pygame.Rect:
    """Where the i-th card of the row of cards played this turn lies."""
    return pygame.Rect(MARKET_X + 150 + max(0, i) * (SMALL_CARD[0] + 4), PLAYED_Y, *SMALL_CARD)


class DoubloonsBoard(ClickBoard):
    private_area = pygame.Rect(HAND_X - 8, HAND_Y - 8, 900 - HAND_X + 4, 618 - HAND_Y + 6)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.hiring: int | None = None          # a market pirate clicked with a full crew: who goes?
        self.hover: tuple[str, Any] | None = None
        self.drawn_faces: set[int] = set()       # action cards drawn face up last frame (tests check privacy)

    # ---- where things are ------------------------------------------------------------------
    def rival_crew_rects(self, seat: int, view: View) -> list[tuple[int, pygame.Rect]]:
        r = self.rival_rect(seat, view)
        out = []
        for i, pid in enumerate(view.crews[seat]):
            out.append((pid, pygame.Rect(r.x + 20 + i * (MINI[0] + 30), r.y + 72, *MINI)))   # room to lie sideways
        return out

    def market_rects(self, view: View) -> list[tuple[int | None, pygame.Rect]]:
        return [(pid, pygame.Rect(MARKET_X + i * 104, MARKET_Y, *F.PIRATE)) for i, pid in enumerate(view.market)]

    def my_crew_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        return [(pid, pygame.Rect(CREW_POS[0] + i * CREW_STEP, CREW_POS[1], *F.PIRATE))
                for i, pid in enumerate(view.crews[self.bottom(view)])]

    def hand_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        effect = view.effect
        on_table = effect["card"] if effect is not None and effect["by"] == self.bottom(view) else None
        hand = [c for c in self.my_hand(view) if c != on_table]      # the card being aimed is on the table
        # A third pirate (Scallywag, Samuel Bellamy: the crew must then let one go) pushes the hand right.
        extra = max(0, len(view.crews[self.bottom(view)]) - D.MAX_PIRATES) * CREW_STEP
        return fan(hand, F.ACTION, HAND_AREA.inflate(-extra, 0).move(extra // 2, 0))

    def hit(self, pos, view: View) -> tuple[str, Any] | None:
        for c, r in reversed(self.choice_cards(view)):
            if r.collidepoint(pos):
                return ("choice", c)
        for pid, r in reversed(self.choice_pirates(view)):
            if r.collidepoint(pos):
                return ("choice_pirate", pid)
        for c, r in reversed(self.hand_rects(view)):
            if r.collidepoint(pos):
                return ("hand", c)
        for pid, r in self.my_crew_rects(view):
            if r.collidepoint(pos):
                return ("crew", pid)
        for pid, r in self.market_rects(view):
            if pid is not None and r.collidepoint(pos):
                return ("market", pid)
        for s in self.rivals(view):
            for pid, r in self.rival_crew_rects(s, view):
                if r.collidepoint(pos):
                    return ("rival_pirate", pid)
            if self.rival_rect(s, view).collidepoint(pos):
                return ("rival", s)
        return None

    # ---- auto-pass: is this Heave To! worth asking a human about? ---------------------------
    @staticmethod
    def worth_asking(view: View) -> bool:
        me, effect = view.seat, view.effect
        if effect is None:
            return True
        chain = view.chain
        cancelled_player = (chain[-2][0] if len(chain) > 1 else effect["by"]) if chain else effect["by"]
        if chain and cancelled_player == me:
            return True                          # a Heave To! against my own play
        if effect["by"] == me:
            return True
        for slot, value in effect["picks"]:
            if slot in ("steal_from", "take_from", "richest", "maroon") and value == me:
                return True
            if slot in ("disable", "plank", "take", "copy") and value in view.crews[me]:
                return True
        return view.coins[effect["by"]] >= D.TARGET - 2    # close enough to win: everything matters

    def auto_answer(self, view: View, decision: Decision) -> Action | None:
        if decision.step == "react" and not self.worth_asking(view):
            return Action.of("pass")
        return None

    # ---- events -> animations --------------------------------------------------------------
    def on_events(self, events: list[Event], view: View) -> None:
        on = self.scene.app.settings.sound and not self.scene.autoplay
        for e in events:
            k = e.kind
            if k == "heave_to":
                sound.play("shot", on, 0.4)
                self.anims.add(floating_text(f"HEAVE TO!  ({self.name(e['seat'])})", (457, 330), theme.RED,
                                             1.4, size=40))
            elif k == "cancelled":
                self.anims.add(floating_text(f"{T.kind_name(e['kind'])} cancelled", (457, 206), theme.MUTED, 1.3,
                                             0.3, size=28))
            elif k == "collect" and e["amount"]:
                sound.play("coins", on, 0.5)
                for i in range(e["amount"]):        # from the bank to the collector
                    self.anims.add(flying("coin_2.png", BANK_POS, self._anchor(e["seat"], view), 0.5, 0.12 * i,
                                          size=30, arc=40, blocking=False))
                self.anims.add(floating_text(f"+{e['amount']}", self._anchor(e["seat"], view), theme.GOLD, 1.0,
                                             0.4, size=34))
            elif k == "steal":
                sound.play("coins", on, 0.5)
                self.anims.add(flying("coin_2.png", self._anchor(e["victim"], view), self._anchor(e["seat"], view),
                                      0.55, size=30, arc=50, blocking=False))
                self.anims.add(floating_text("-1", self._anchor(e["victim"], view), theme.RED, 1.0, size=34))
                self.anims.add(floating_text("+1", self._anchor(e["seat"], view), theme.GOLD, 1.0, 0.4, size=34))
            elif k == "played" and e.get("card") is not None:
                sound.play("click", on, 0.4)        # the card from its player to the cards played this turn
                end = played_rect(min(len(view.played), PLAYED_SHOWN) - 1).center
                self.anims.add(flying(F.action_face(D.CARD_KEYS[e["card"]], SMALL_CARD),
                                      self._anchor(e["seat"], view), end, 0.45, arc=30))
            elif k in ("used", "played"):
                sound.play("click", on, 0.4)
            elif k == "draw" and e["count"]:        # face down from the deck to the drawer
                for i in range(e["count"]):
                    self.anims.add(flying(theme.scaled("card_back.png", SMALL_CARD), DECK_CENTRE,
                                          self._anchor(e["seat"], view), 0.45, 0.1 * i, arc=30, blocking=False))
            elif k == "hired":                      # from the market to the crew
                spots = dict((pid, r) for pid, r in self.market_rects(view) if pid is not None)
                start = spots[e["refill"]].center if e["refill"] in spots else (MARKET_X + 260, MARKET_Y + 67)
                self.anims.add(flying(F.pirate_face(e["pirate"], MINI), start, self._anchor(e["seat"], view), 0.5,
                                      arc=40))
            elif k == "won":
                sound.play("coins", on)
                self.anims.add(floating_text(wins(self.name(s) for s in e["winners"]) + "!", (457, 330), theme.GOLD, 2.0, size=44))

    def thinking_words(self, thinking: list[int]) -> str:
        if self.scene.view.window_open:
            return "Waiting for any Heave To!"     # naming them would tell who holds one
        return super().thinking_words(thinking)

    def _anchor(self, seat: int, view: View) -> tuple[int, int]:
        if seat == self.bottom(view):
            return (120, CREW_POS[1] - 14)
        return self.rival_rect(seat, view).center

    def face_jobs(self) -> Iterable[Callable[[], Any]]:
        for key in D.CARD_BY_KEY:
            for size in (F.ACTION, SMALL_CARD):
                yield lambda key=key, size=size: F.action_face(key, size)
        for pid in range(len(D.PIRATES)):
            for size in (F.PIRATE, MINI, SMALL_CARD):
                yield lambda pid=pid, size=size: F.pirate_face(pid, size)

    # ---- controls ---------------------------------------------------------------------------
    def controls_state(self) -> Any:
        return self.hiring

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        if decision is None:
            return []
        step = decision.step
        if step == "main":
            if self.hiring is not None:
                hired = D.PIRATES[self.hiring].name
                offers = [Offer(f"Let {D.PIRATES[a['drop']].name} go", lambda a=a: self._hire(a),
                                f"Hire {hired} in their place.")
                          for a in decision.actions if a.kind == "hire" and a["pirate"] == self.hiring]
                return offer_row(offers, right=BAR_RIGHT - 130) + [
                    end_button("Never mind", self._stop_hiring, width=120, size=20, hotkey=pygame.K_ESCAPE)]
            return [end_button("End turn", lambda: self.play(Action.of("end")),
                               "Played cards go to the discard pile. With 7 doubloons or more, you win.",
                               180, "primary", 24, action=Action.of("end"))]
        if step == "react":
            return shout_buttons("HEAVE TO!", Action.of("heave_to"), decision.allows(Action.of("heave_to")),
                                 "Throw down a Heave To! card to cancel it.", "You hold no Heave To!.", self.play,
                                 pygame.K_h, "Let the play go.")
        buttons: list[Button] = []
        options = [a for a in decision.actions if a.kind in ("target", "choose")]
        if options and options[0].args[0][0] != "card" or step == "target":
            buttons = offer_row([Offer(self._label(a), lambda a=a: self.play(a), self._tip(a, view), action=a)
                                 for a in options],
                                right=BAR_RIGHT - (150 if step == "target" else 0))
        if step == "target":
            buttons.append(end_button("Take back", lambda: self.play(Action.of("cancel")),
                                      "Put the card back in your hand (or call the pirate off).", 140, size=20,
                                      hotkey=pygame.K_ESCAPE, action=Action.of("cancel")))
        return buttons

    def _label(self, action: Action) -> str:
        (name, value), = action.args
        if name == "seat":
            return self.name(value)
        if name == "pirate":
            return D.PIRATES[value].name
        return T.kind_name(value)

    def _tip(self, action: Action, view: View) -> str:
        """What a target button's label leaves out: the rival's purse and guards, the pirate's effect."""
        (name, value), = action.args
        if name == "seat":
            return self._rival_tip(value, view)
        if name == "pirate":
            return self._pirate_tip(value, view)
        return self._card_tip(value) if value in D.CARD_BY_KEY else ""

    @staticmethod
    def _card_tip(key: str) -> str:
        card = D.CARD_BY_KEY[key]
        return f"{card.name}: {card.text}"

    def _hire(self, action: Action) -> None:
        self.hiring = None
        self.play(action)

    def _stop_hiring(self) -> None:
        self.hiring = None

    def hint_spots(self, action: Action, view: View) -> list[pygame.Rect]:
        spots = super().hint_spots(action, view)
        pirate, card = action.get("pirate"), action.get("card")
        if action.kind == "play":
            spots += [r for c, r in self.hand_rects(view) if D.CARD_KEYS[c] == card][:1]
        elif action.kind == "choose":
            spots += [r for c, r in self.choice_cards(view) if c == card]
            spots += [r for p, r in self.choice_pirates(view) if p == pirate]
        elif action.kind in ("use", "hire", "target") and pirate is not None:
            places = self.my_crew_rects(view) + self.market_rects(view)
            for s in self.rivals(view):
                places += self.rival_crew_rects(s, view)
            spots += [r for pid, r in places if pid == pirate]
        elif action.kind == "target" and action.get("seat") is not None:
            spots.append(self.rival_rect(action["seat"], view))
        return spots

    def face_at(self, pos, view: View, size: tuple[int, int]) -> pygame.Surface | None:
        spot = self.hit(pos, view)
        if spot is None:
            return None
        what, value = spot
        if what in ("hand", "choice") and isinstance(value, int):
            return F.action_face(D.CARD_KEYS[value], size)
        if what in ("crew", "market", "rival_pirate", "choice_pirate"):
            return F.pirate_face(value, size)
        return None

    def cancel_choice(self) -> bool:
        hiring, self.hiring = self.hiring, None
        return hiring is not None

    # ---- input --------------------------------------------------------------------------------
    def action_for(self, decision: Decision, view: View, what: str, value: Any) -> Action | None:
        step = decision.step
        if what == "choice":
            return Action.of("choose", card=value)
        if what == "choice_pirate":
            return Action.of("choose", pirate=value)
        if step == "main" and what == "hand":
            return Action.of("play", card=D.CARD_KEYS[value])
        if step == "main" and what == "crew":
            return Action.of("use", pirate=value)
        if step == "main" and what == "market":
            hires = [a for a in decision.actions if a.kind == "hire" and a["pirate"] == value]
            if len(hires) == 1 and hires[0].get("drop") is None:
                return hires[0]
            if hires:
                self.hiring = value              # a full crew: the buttons ask who makes room
            else:
                self.scene.say(f"You can't afford {D.PIRATES[value].name} now.")
            return HANDLED
        if step == "target" and what in ("market", "crew", "rival_pirate"):
            return Action.of("target", pirate=value)
        if step == "target" and what == "rival":
            return Action.of("target", seat=value)
        return None

    # ---- the choice panel --------------------------------------------------------------------------
    def choice_cards(self, view: View) -> list[tuple[int, pygame.Rect]]:
        return self._choice_spots("card")

    def choice_pirates(self, view: View) -> list[tuple[int, pygame.Rect]]:
        """Pirates to choose from (Samuel Bellamy's three, the one a full crew lets go), shown as
        cards on the panel as action cards are: as name buttons alone their effects were hidden."""
        return self._choice_spots("pirate")

    def _choice_spots(self, arg: str) -> list[tuple[int, pygame.Rect]]:
        d = self.decision()
        if d is None or not d.step.startswith("choose_"):
            return []
        options = [a[arg] for a in d.actions if a.kind == "choose" and a.args[0][0] == arg]
        return fan(options, F.ACTION, CHOICE_AREA, gap=8, centre=True) if options else []

    # ---- frame ------------------------------------------------------------------------------------
    def update(self, dt: float, view: View) -> None:
        super().update(dt, view)
        d = self.decision()
        if self.hiring is not None and (d is None or d.step != "main"):
            self.hiring = None

    def tooltip(self, pos, view: View) -> str:
        tip = super().tooltip(pos, view)
        if tip:
            return tip
        hit = self.hit(pos, view)
        if hit is not None:
            what, value = hit
            if what in ("hand", "choice"):
                return self._card_tip(D.CARD_KEYS[value])
            if what in ("crew", "market", "rival_pirate", "choice_pirate"):
                return self._pirate_tip(value, view)
            if what == "rival":
                return self._rival_tip(value, view)
        if pygame.Rect(DECK_POS, SMALL_CARD).collidepoint(pos):
            return f"Action deck: {view.deck} cards. When it runs out the discard pile is shuffled in."
        if pygame.Rect((DECK_POS[0] + 64, DECK_POS[1]), SMALL_CARD).collidepoint(pos):
            last = ", ".join(D.card_name(c) for c in view.discard[-5:][::-1]) or "empty"
            return f"Discard pile, {len(view.discard)} cards. Newest: {last}."
        if pygame.Rect(PIRATE_DECK_POS, SMALL_CARD).collidepoint(pos):
            gone = ", ".join(D.PIRATES[p].name for p in view.pirate_discard) or "none yet"
            return f"Pirate deck: {view.pirate_deck} pirates. Let go or planked: {gone}."
        if CHAIN_RECT.collidepoint(pos) and view.history:
            return "Cards played, newest last: " + ", ".join(T.kind_name(k) for k in view.history[-6:])
        return ""

    def _pirate_tip(self, pid: int, view: View) -> str:
        p = D.PIRATES[pid]
        words = f"{p.name} (hire {p.cost}): {p.text}"
        if p.passive:
            words += " Works all the time while enabled."
        by = dict(view.disabled).get(pid)
        if by is not None:
            words += f" DISABLED until {self.name(by)}'s next turn."
        if pid in view.used:
            words += " Used this turn."
        cost = dict(view.costs).get(pid)
        if cost is not None and cost != p.cost:
            words += f" Costs {cost} now."
        return words

    def _rival_tip(self, seat: int, view: View) -> str:
        words = f"{self.name(seat)}: {view.coins[seat]} doubloons, {view.counts[seat]} cards in hand."
        guards = sorted({what for who, what, _ in view.protect if who == seat})
        if guards:
            words += " Protected until their next turn: " + ", ".join(
                {"coins": "doubloons", "cards": "cards", "crew": "pirates"}[g] for g in guards) + "."
        return words

    def prompt(self, view: View) -> str:
        d = self.decision()
        if view.over:
            return "The game is over."
        if d is None:
            if view.window_open:
                return "The table may answer with Heave To!..."
            if view.choosing is not None:
                return f"{self.name(view.choosing[0])} is choosing..."
            return f"{self.name(view.turn)}'s turn..."
        if d.step == "main":
            if self.hiring is not None:
                return f"Your crew is full: who makes room for {D.PIRATES[self.hiring].name}?"
            return (f"Your turn: click a card to play it ({view.plays} of {view.limit} played), "
                    "your pirate to use it, a pirate in the market to hire.")
        if d.step in ("react", "target"):
            return fill_names(d.prompt, self.session.names)
        return T.CHOICE_PROMPTS.get(d.step[len("choose_"):], d.prompt)

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View) -> None:
        self.drawn_faces = set()
        felt = pygame.Rect(10, 58, 895, 556)
        draw.rect(surface, (70, 44, 26), felt, border_radius=26)           # a tavern table
        draw.rect(surface, (44, 26, 14), felt, width=4, border_radius=26)
        draw.rect(surface, theme.BRASS, felt.inflate(6, 6), width=2, border_radius=28)
        targets = self._targets()
        for s in self.rivals(view):
            self._draw_rival(surface, view, s, targets)
        self._draw_piles(surface, view)
        self._draw_market(surface, view, targets)
        self._draw_played(surface, view)
        self._draw_chain(surface, view)
        self._draw_me(surface, view, targets)
        self.anims.draw(surface)
        choices, pirates = self.choice_cards(view), self.choice_pirates(view)
        if choices or pirates:
            choice_panel(surface, self.prompt(view), [r for _, r in choices + pirates], F.ACTION[1] + 66,
                         (457, 262), 20, 320)
            for c, r in choices:
                self._blit_card(surface, c, r)
            for pid, r in pirates:
                surface.blit(F.pirate_face(pid, r.size), r.topleft)
            for what, spots in (("choice", choices), ("choice_pirate", pirates)):
                for value, r in spots:
                    if self.hover == (what, value):
                        draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 3, border_radius=8)
        self.draw_controls(surface, self.prompt(view))

    def _targets(self) -> set[tuple[str, Any]]:
        """What the looker could click now, to light up."""
        d = self.decision()
        if d is None:
            return set()
        lit: set[tuple[str, Any]] = set()
        for a in d.actions:
            if a.kind == "target":
                (name, value), = a.args
                lit.add((name, value))
            elif a.kind == "use":
                lit.add(("pirate", a["pirate"]))
            elif a.kind == "hire":
                lit.add(("hire", a["pirate"]))
            elif a.kind == "play":
                lit.add(("card", a["card"]))
        return lit

    def _blit_card(self, surface, card: int, rect: pygame.Rect) -> None:
        self.drawn_faces.add(card)
        surface.blit(F.action_face(D.CARD_KEYS[card], rect.size), rect.topleft)

    def _blit_pirate(self, surface, view, pid: int, rect: pygame.Rect, lit: bool) -> None:
        face = F.pirate_face(pid, rect.size)
        disabled = any(p == pid for p, _ in view.disabled)
        if disabled:                                   # turned sideways, as on a real table
            face = canvas.rotate(face, -90)
            if face.get_width() > rect.w:              # lying down it must still fit its own place
                scale = rect.w / face.get_width()
                face = canvas.smoothscale(face, (rect.w, max(1, int(face.get_height() * scale))))
            spot = face.get_rect(center=rect.center)
            surface.blit(face, spot)
            theme.badge(surface, "disabled", (rect.centerx, rect.bottom - 6), (120, 40, 30), 16, 6)
        else:
            surface.blit(face, rect.topleft)
            if pid in view.used:
                shade = canvas.new(rect.size)
                shade.fill((0, 0, 0, 90))
                surface.blit(shade, rect.topleft)
        if lit:
            draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=9)

    def _draw_rival(self, surface, view, s: int, targets) -> None:
        r = self.rival_rect(s, view)
        guarded = any(who == s for who, _, _ in view.protect)
        plate(surface, s, r, self.name(s), turn=s == view.turn, target=("seat", s) in targets,
              reserve=78 if guarded else 0)
        coin = theme.scaled("coin_1.png", (24, 24))
        surface.blit(coin, (r.x + 16, r.y + 38))
        theme.text(surface, str(view.coins[s]), (r.x + 44, r.y + 38), 24, theme.GOLD, bold=True)
        count = view.counts[s]
        end = backs(surface, [theme.scaled("card_back.png", (18, 25))] * min(count, 6), (r.x + 80, r.y + 38), 8)
        theme.text(surface, f"{count}", (end + 14, r.y + 40), 20, theme.CREAM)
        if guarded:
            theme.badge(surface, "protected", (r.right - 44, r.y + 18), (40, 90, 130), 16, 6)
        for pid, pr in self.rival_crew_rects(s, view):
            self._blit_pirate(surface, view, pid, pr, ("pirate", pid) in targets)
        if not view.crews[s]:
            theme.text(surface, "no crew", (r.x + 12, r.y + 96), 18, theme.MUTED)

    def _draw_piles(self, surface, view) -> None:
        theme.text(surface, f"Round {view.round}", (PIRATE_DECK_POS[0] + 96, PIRATE_DECK_POS[1] + 56), 20, theme.MUTED,
                   anchor="midtop")   # clear of the rivals' panels, which reach the left edge at 6 players
        surface.blit(theme.scaled("card_back.png", SMALL_CARD), DECK_POS)
        theme.text(surface, f"Deck {view.deck}", (DECK_POS[0] + 27, DECK_POS[1] + 80), 18, theme.CREAM,
                   anchor="midtop")
        spot = pygame.Rect((DECK_POS[0] + 64, DECK_POS[1]), SMALL_CARD)
        if view.discard:
            self._blit_card(surface, view.discard[-1], spot)
        else:
            draw.rect(surface, (44, 26, 14), spot, 2, border_radius=8)
        theme.text(surface, f"Discard {len(view.discard)}", (spot.centerx, spot.bottom + 4), 18, theme.CREAM,
                   anchor="midtop")
        surface.blit(theme.scaled("card_back.png", SMALL_CARD), PIRATE_DECK_POS)
        theme.text(surface, f"Pirates {view.pirate_deck}", (PIRATE_DECK_POS[0] + 27, PIRATE_DECK_POS[1] + 80),
                   18, theme.CREAM, anchor="midtop")
        theme.text(surface, f"Bank {view.bank}", (PIRATE_DECK_POS[0] + 96, PIRATE_DECK_POS[1] + 30), 20,
                   theme.GOLD, anchor="midtop")

    def _draw_market(self, surface, view, targets) -> None:
        # Beside the market, not above it: with five or six players the rivals' panels reach down there.
        theme.text(surface, "For", (MARKET_X - 6, MARKET_Y + 52), 18, theme.MUTED, anchor="topright")
        theme.text(surface, "hire", (MARKET_X - 6, MARKET_Y + 72), 18, theme.MUTED, anchor="topright")
        costs = dict(view.costs)
        for pid, r in self.market_rects(view):
            if pid is None:
                draw.rect(surface, (44, 26, 14), r, 2, border_radius=9)
                continue
            lit = ("hire", pid) in targets or ("pirate", pid) in targets
            self._blit_pirate(surface, view, pid, r, lit)
            F.cost_badge(surface, r, D.PIRATES[pid].cost, costs.get(pid, D.PIRATES[pid].cost))

    def _draw_played(self, surface, view) -> None:
        if not view.played:
            return
        theme.text(surface, f"{self.name(view.turn)} played:", (MARKET_X, PLAYED_Y + 4), 18, theme.MUTED)
        for i, c in enumerate(view.played[-PLAYED_SHOWN:]):
            self._blit_card(surface, c, played_rect(i))

    def _draw_chain(self, surface, view) -> None:
        theme.panel(surface, CHAIN_RECT, dark=True)
        effect = view.effect
        theme.text(surface, "On the table", (CHAIN_RECT.centerx, CHAIN_RECT.y + 6), 20, theme.GOLD, anchor="midtop")
        if effect is None:
            last = view.history[-1] if view.history else None
            words = f"Last card: {T.kind_name(last)}" if last else "Nothing played yet"
            theme.text(surface, words, (CHAIN_RECT.centerx, CHAIN_RECT.y + 40), 18, theme.MUTED, anchor="midtop",
                       width=CHAIN_RECT.w - 16)
            return
        y = CHAIN_RECT.y + 32
        who = self.name(effect["by"])
        if effect["source"] == "card" and effect["card"] >= 0:
            self._blit_card(surface, effect["card"], pygame.Rect(CHAIN_RECT.x + 8, y, *SMALL_CARD))
        else:
            surface.blit(F.pirate_face(effect["pirate"], SMALL_CARD), (CHAIN_RECT.x + 8, y))
        theme.text(surface, who[:12], (CHAIN_RECT.x + 68, y), 18, theme.CREAM)
        theme.text(surface, T.effect_words(effect, self.session.names), (CHAIN_RECT.x + 68, y + 20), 16,
                   theme.CREAM, width=CHAIN_RECT.w - 74)
        y += SMALL_CARD[1] + 8
        for i, (seat, _card) in enumerate(view.chain):
            theme.text(surface, f"{'  ' * min(i, 3)}> Heave To! {self.name(seat)[:10]}", (CHAIN_RECT.x + 10, y),
                       18, theme.RED, bold=True)
            y += 22
        if view.effect["todo"]:
            status, colour = "choosing targets...", theme.MUTED
        elif len(view.chain) % 2:
            status, colour = "now: CANCELLED", theme.RED
        else:
            status, colour = "now: goes through", theme.GREEN
        theme.text(surface, status, (CHAIN_RECT.centerx, CHAIN_RECT.bottom - 26), 20, colour, anchor="midtop")

    def _draw_me(self, surface, view, targets) -> None:
        me = self.bottom(view)
        label = f"{self.whose(me)} crew"
        theme.text(surface, label, (CREW_POS[0], CREW_POS[1] - 22), 20, theme.MUTED)
        x = CREW_POS[0] + theme.font(20).size(label)[0] + 12
        coin = theme.scaled("coin_1.png", (26, 26))
        surface.blit(coin, (x, CREW_POS[1] - 28))
        theme.text(surface, f"{view.coins[me]} / {D.TARGET}", (x + 30, CREW_POS[1] - 28), 24,
                   theme.GOLD, bold=True)
        if me == view.turn:     # over the hand's right end: the lesson's arrow points at its first card
            hand = self.hand_rects(view)
            x = hand[-1][1].right - 40 if len(hand) > 1 else CREW_POS[0] + 260
            theme.badge(surface, "your turn" if self.you else "turn", (x, CREW_POS[1] - 16),
                        (150, 110, 30), 16, 8)
        rects = self.my_crew_rects(view)
        for pid, r in rects:
            self._blit_pirate(surface, view, pid, r, ("pirate", pid) in targets)
        for i in range(len(rects), D.MAX_PIRATES):
            spot = pygame.Rect(CREW_POS[0] + i * CREW_STEP, CREW_POS[1], *F.PIRATE)
            draw.rect(surface, (44, 26, 14), spot, 2, border_radius=9)
            theme.text(surface, "empty", spot.center, 18, theme.MUTED, anchor="center")
        playable = {v for kind, v in targets if kind == "card"}
        for c, r in self.hand_rects(view):
            lift = 14 if self.hover == ("hand", c) and D.CARD_KEYS[c] in playable else 0
            self._blit_card(surface, c, r.move(0, -lift))
            if D.CARD_KEYS[c] in playable:
                draw.rect(surface, theme.HIGHLIGHT, r.move(0, -lift).inflate(4, 4), 2, border_radius=8)
        guards = sorted({what for who, what, _ in view.protect if who == me})
        if guards:
            theme.badge(surface, "protected", (CREW_POS[0] + 330, CREW_POS[1] - 16), (40, 90, 130), 16, 6)
