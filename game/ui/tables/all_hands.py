"""The All Hands on Deck! table: rivals across the top, the auction card in the middle, your hand below.

Click cards in your hand to put them in your face-down bid (or to mark them
for the discard), then Bid / Pass / Done. Choices (keep a card, Cutpurse,
tribute...) open as a panel of cards. Rivals' hands are shown only as counts;
their bids stay face down until the reveal.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

import pygame

from game.engine.values import Action, Decision, Event
from game.engine.view import View
from game.engine.wording import counted
from game.rules.all_hands import data as C
from game.rules.all_hands import text as T
from game.ui import sound, theme
from game.ui.faces import all_hands as card_faces
from game.ui.tables.animation import Animation, flying, floating_text
from game.ui.tables.base import CONTROLS_RECT, Board, SeatRow
from game.ui.tables.parts import backs, choice_panel, fan, plate, seen_chips
from game.ui.widgets import Button
from game.ui import canvas, draw

SMALL = (60, 84)
AUCTION_SIZE = (120, 168)
AUCTION_POS = (395, 236)
DECK_POS = (220, 262)
DISCARD_POS = (560, 262)
MY_BID = pygame.Rect(680, 250, 220, 120)
HAND_Y = 470
HAND_AREA = pygame.Rect(15, HAND_Y, 880, card_faces.CARD[1])        # your hand, fanned and centred
CHOICE_CARD = (SMALL[0] + 12, SMALL[1] + 16)
CHOICE_AREA = pygame.Rect(455 - 400 - CHOICE_CARD[0] // 2, 300, 800 + CHOICE_CARD[0], CHOICE_CARD[1])
SEEN_COLOURS = ((170, 45, 40), (40, 80, 170), (30, 120, 60))     # Stormsail, Sea Sabre, Black Viper chips
TOP_Y = 64


class AllHandsBoard(SeatRow, Board):
    private_area = pygame.Rect(16, HAND_Y - 34, 884, 618 - HAND_Y + 30)

    @staticmethod
    def draw_final(surface: pygame.Surface, match: Any, names: list[str], area: pygame.Rect) -> None:
        """The winner's crew, face up: the hand that called "All hands on deck!"."""
        state = match.state
        if not state.winners:
            return
        winner = state.winners[0]
        hand = sorted(state.hands[winner], key=C.sort_key)
        if not hand:
            return
        theme.text(surface, f"{names[winner]}'s crew", (area.centerx, area.y), 24, theme.GOLD, anchor="midtop",
                   bold=True)
        for card, rect in fan(hand, (64, 90), pygame.Rect(area.x, area.y + 32, area.w, 90), centre=True):
            surface.blit(card_faces.face(card, rect.size), rect.topleft)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.picking_cheat = False
        self._counts: tuple[int, ...] = ()               # every hand's size, as last seen (`controls_state`)
        self.winning: dict[str, Any] | None = None       # the "All hands on deck!" moment on screen
        self.winning_age = 0.0
        self.hover_card: int | None = None
        self.drawn_faces: set[int] = set()                # cards drawn face up last frame (tests check privacy)

    # ---- who sits where (SeatRow: rivals across the top, plates above their bids) ----------------
    rival_region = pygame.Rect(10, TOP_Y, 890, 78)
    rival_gap, rival_widest = 10, 176

    def bottom(self, view: View) -> int:
        return self.looker if self.looker is not None else 0      # everyone bids at once: no turn to follow

    def bid_spot(self, seat: int, view: View) -> pygame.Rect:
        if seat == self.bottom(view):
            return MY_BID
        r = self.rival_rect(seat, view)
        return pygame.Rect(r.x, r.bottom + 6, r.w, 92)

    @staticmethod
    def auction_labels(auction: int) -> list[tuple[str, int, tuple[int, int, int], bool, tuple[int, int]]]:
        """The words under the auction card, (text, size, colour, bold, topleft), on one line: a card
        lifted out of the hand into a bid rises to just below it (on a second line it covered "Stormsail
        bids count double"), and a rival's bid sits just above the card."""
        labels = [("Up for auction", 20, theme.GOLD, True)]
        if C.is_crew(auction):
            labels.append((f" · {C.CREWS[C.crew(auction)]} bids count double", 20, theme.CREAM, False))
        widths = [theme.font(size, bold).size(words)[0] for words, size, _, bold in labels]
        x, y = AUCTION_POS[0] + AUCTION_SIZE[0] // 2 - sum(widths) // 2, AUCTION_POS[1] + AUCTION_SIZE[1] + 6
        placed = []
        for (words, size, colour, bold), width in zip(labels, widths):
            placed.append((words, size, colour, bold, (x, y)))
            x += width
        return placed

    def hand_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        lifted = set(view.draft or [])          # cards being bid or discarded stand out of the hand
        return [(c, r.move(0, -26) if c in lifted else r)
                for c, r in fan(self.my_hand(view), card_faces.CARD, HAND_AREA, centre=True)]

    def card_at(self, pos, view: View) -> int | None:
        for c, r in reversed(self.hand_rects(view)):
            if r.collidepoint(pos):
                return c
        return None

    # ---- events -> animations ----------------------------------------------------------
    def on_events(self, events: list[Event], view: View) -> None:
        on = self.scene.app.settings.sound and not self.scene.autoplay
        resolve_delay = 0.5
        for e in events:
            k = e.kind
            if k == "reveal":
                sound.play("click", on)
                for s, fresh in enumerate(e["fresh"]):
                    if fresh:
                        spot = self.bid_spot(s, view)
                        self.anims.add(Animation(0.45, 0.05 * s, self._flip_draw(spot, len(fresh)), "flip"))
            elif k == "won":
                sound.play("coins", on)
                end = self._seat_anchor(e["seat"], view)
                self.anims.add(flying(card_faces.face(e["card"], SMALL), (AUCTION_POS[0] + 60, AUCTION_POS[1] + 84),
                                      end, 0.6, 0.3, tag="card"))     # the auctioned card, face up, to its winner
                self.anims.replace(floating_text(f"{self.name(e['seat'])} wins {C.name(e['card'])}", (455, 215),
                                                 theme.GOLD, 1.6, 0.2, tag="outcome", size=30))
            elif k in ("no_winner", "no_bids"):
                self.anims.replace(floating_text("No winner: the card is discarded", (455, 215), theme.MUTED, 1.4,
                                                 0.2, tag="outcome", size=28))
            elif k == "deal" or k == "dealt":
                pass
            elif k == "cheat_call":
                sound.play("shot", on, 0.3)
                self.anims.add(floating_text("Pirate Cheat!", self._seat_anchor(e["to"], view), theme.RED, 1.2,
                                             size=34))
            elif k == "all_hands":
                self.winning = {"seat": e["seat"], "cards": list(e["cards"]), "runs": list(e["runs"])}
                self.winning_age = 0.0
            elif k == "resolve":   # one action card at a time, so a player can follow the resolution
                self.anims.add(self._announce(f"{self.name(e['seat'])}: {C.name(e['card'])}",
                                              self.bid_spot(e["seat"], view), resolve_delay))
                resolve_delay += 0.9

    @staticmethod
    def _announce(words: str, spot: pygame.Rect, delay: float) -> Animation:
        """A plaque over a bid naming the action card being resolved (it holds the table briefly)."""
        def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
            img = theme.render(words, 24, theme.GOLD, bold=True)
            box = img.get_rect(center=(min(max(spot.centerx, 140), 770), spot.centery)).inflate(24, 12)
            theme.panel(surface, box, dark=True)
            surface.blit(img, img.get_rect(center=box.center))
        return Animation(0.85, delay, paint, "resolve")

    def _seat_anchor(self, seat: int, view: View) -> tuple[int, int]:
        if seat == self.bottom(view):
            return (455, HAND_Y + 60)
        return self.rival_rect(seat, view).center

    @staticmethod
    def _flip_draw(spot: pygame.Rect, count: int):
        def paint(a: Animation, surface: pygame.Surface, t: float) -> None:
            width = abs(1 - 2 * t)
            img = card_faces.back(SMALL)
            w = max(1, int(SMALL[0] * width))
            squeezed = canvas.smoothscale(img, (w, SMALL[1]))
            for i in range(min(count, 4)):
                x = spot.x + 8 + i * 22 + (SMALL[0] - w) // 2
                if t < 0.5:
                    surface.blit(squeezed, (x, spot.y + 4))
        return paint

    def busy(self) -> bool:
        return self.anims.busy or self.winning is not None

    # ---- controls -----------------------------------------------------------------------
    def controls_state(self) -> Any:
        # The rivals' hand sizes while picking whom to accuse: a rival placing his bid meanwhile takes
        # cards out of his hand, and the buttons showed the count from before it.
        return (self.picking_cheat, self.winning is not None, self._counts if self.picking_cheat else None)

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        if decision is None or self.winning is not None:
            return []
        y = CONTROLS_RECT.y + 46
        right = CONTROLS_RECT.right - 18
        if decision.step == "bid":
            cheats = [a for a in decision.actions if a.kind == "call_cheat"]
            if cheats and self.picking_cheat:
                return self._cheat_controls(cheats, view, y)
            buttons = []
            draft = view.draft
            if draft:
                value = C.bid_value(draft, view.auction)
                buttons.append(Button((right - 220, y, 220, 42), f"Bid {counted(len(draft), 'card')}"
                                      f" ({value})", lambda: self.play(Action.of("bid")),
                                      "Place these cards face down. Crew cards of the auction card's crew count double.",
                                      "primary", 24, pygame.K_RETURN, action=Action.of("bid")))
            else:
                label = "Forfeit" if view.tie else "Pass"
                buttons.append(Button((right - 220, y, 220, 42), label, lambda: self.play(Action.of("pass")),
                                      "Forfeit the tie: the others fight on." if view.tie else
                                      "Bid nothing this round.", size=24, hotkey=pygame.K_RETURN,
                                      action=Action.of("pass")))
            if cheats:
                buttons.append(Button((CONTROLS_RECT.x + 18, y, 250, 42), "Call a Pirate Cheat...",
                                      self._toggle_cheat,
                                      "Accuse a Captain of holding more than 12 cards. Wrong, and he takes two of "
                                      "yours at random and keeps one.", size=22))
            return buttons
        if decision.step == "discard":
            marked = view.draft
            label = f"Discard {len(marked)}" if marked else "Keep all"
            return [Button((right - 220, y, 220, 42), label, lambda: self.play(Action.of("done")),
                           "Throw the marked cards on the discard pile and end your turn. "
                           "Holding more than 12 risks a Pirate Cheat call.", "primary", 24, pygame.K_RETURN,
                           action=Action.of("done"))]
        if decision.step == "choose_cutpurse":
            return [Button((right - 220, y, 220, 42), "Throw none", lambda: self.play(Action.of("done")),
                           "Leave every bid card on the table (a Cutpurse only allows a throw).", size=24,
                           action=Action.of("done"))]
        if decision.step == "choose_king":
            return [Button((right - 220, y, 220, 42), "Keep no more", lambda: self.play(Action.of("done")),
                           "The rest of the tribute goes to the discard pile.", size=24, action=Action.of("done"))]
        if decision.step == "choose_brawl":
            buttons, x = [], CONTROLS_RECT.x + 18
            for a in decision.actions:
                seat = a["seat"]
                buttons.append(Button((x, y, 160, 42), theme.fit(self.name(seat), 22, 148), lambda a=a: self.play(a),
                                      "This Captain misses the next deal and auction. " + self._rival_tip(seat, view),
                                      size=22, action=a))
                x += 168
            return buttons
        return []

    def _cheat_controls(self, cheats: list[Action], view: View, y: int) -> list[Button]:
        """Picking whom to accuse: a button per rival across the bar, and Never mind. The bid stays
        as it is meanwhile; its button steps aside, since five rivals' names (six players) and it
        did not fit in one bar (the third rival's button lay over Pass)."""
        left = CONTROLS_RECT.x + 18
        buttons = [Button((left, y, 150, 42), "Never mind", self._toggle_cheat,
                          "Accuse nobody: back to your bid.", size=22)]
        x, right = left + 162, CONTROLS_RECT.right - 18
        width = min(170, (right - x - 8 * (len(cheats) - 1)) // len(cheats))
        for a in cheats:
            t = a["target"]
            count = f" ({view.counts[t]})"
            label = theme.fit(self.name(t), 20, width - 14 - theme.font(20).size(count)[0]) + count
            buttons.append(Button((x, y, width, 42), label, lambda a=a: self._call(a),
                                  f"Call them a Pirate Cheat. {self._rival_tip(t, view)}", size=20))
            x += width + 8
        return buttons

    def _toggle_cheat(self) -> None:
        self.picking_cheat = not self.picking_cheat

    def hint_spots(self, action: Action, view: View) -> list[pygame.Rect]:
        spots = super().hint_spots(action, view)
        card = action.get("card")
        if card is not None:
            spots += [r for c, r in self.hand_rects(view) + self.choice_cards(view) if c == card]
        seat = action.get("seat")
        if action.kind == "call_cheat" and seat is not None and seat in self.rivals(view):
            spots.append(self.rival_rect(seat, view))
        return spots

    def face_at(self, pos, view: View, size: tuple[int, int]) -> pygame.Surface | None:
        if view.auction is not None and pygame.Rect(AUCTION_POS, AUCTION_SIZE).collidepoint(pos):
            return card_faces.face(view.auction, size)
        for card, r in reversed(self.hand_rects(view)):
            if r.collidepoint(pos):
                return card_faces.face(card, size)
        return None

    def cancel_choice(self) -> bool:
        picking, self.picking_cheat = self.picking_cheat, False
        return picking

    def _call(self, action: Action) -> None:
        self.picking_cheat = False
        self.play(action)

    # ---- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        view = self.scene.view
        if self.winning is not None:
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                    (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
                self.winning = None
                return True
            return False
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.card_at(event.pos, view) or self.choice_card_at(event.pos, view)
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        decision = self.decision()
        if decision is None:
            return False
        choice = self.choice_card_at(event.pos, view)
        if choice is not None:
            self.play(Action.of("choose", card=choice))
            return True
        card = self.card_at(event.pos, view)
        if card is None:
            return False
        draft = view.draft or []
        if decision.step == "bid":
            action = Action.of("remove" if card in draft else "add", card=card)
        elif decision.step == "discard":
            action = Action.of("unmark" if card in draft else "mark", card=card)
        else:
            return False
        if decision.allows(action):
            self.play(action)
            return True
        return False

    # ---- the choice panel --------------------------------------------------------------------
    def choice_cards(self, view: View) -> list[tuple[int, pygame.Rect]]:
        d = self.decision()
        if d is None or not d.step.startswith("choose_") or d.step == "choose_brawl":
            return []
        options = [a["card"] for a in d.actions if a.kind == "choose"]
        if not options:
            return []
        return fan(options, CHOICE_CARD, CHOICE_AREA, gap=8, centre=True)

    def choice_card_at(self, pos, view: View) -> int | None:
        for c, r in reversed(self.choice_cards(view)):
            if r.collidepoint(pos):
                return c
        return None

    # ---- frame -----------------------------------------------------------------------------
    def update(self, dt: float, view: View) -> None:
        self._counts = tuple(view.counts)
        super().update(dt, view)
        if self.winning is not None:
            self.winning_age += dt
            auto = self.scene.autoplay or not self.session.humans
            final = view.over and self.scene.exit_when_over
            if auto and not final and self.winning_age > 2.5 / max(0.5, self.anims.speed or 4):
                self.winning = None
        d = self.decision()
        if self.picking_cheat and (d is None or d.step != "bid"):
            self.picking_cheat = False

    def tooltip(self, pos, view: View) -> str:
        tip = super().tooltip(pos, view)
        if tip:
            return tip
        card = self.card_at(pos, view) or self.choice_card_at(pos, view)
        if card is not None:
            return f"{C.name(card)}: {C.text(card)}"
        if view.auction is not None and pygame.Rect(AUCTION_POS, AUCTION_SIZE).collidepoint(pos):
            return f"Up for auction: {C.name(view.auction)}. {C.text(view.auction)}"
        if pygame.Rect(DISCARD_POS, SMALL).collidepoint(pos):
            last = ", ".join(C.name(c) for c in view.discard[-6:][::-1]) or "empty"
            return f"Discard pile, {len(view.discard)} cards, face up. Newest: {last}."
        if pygame.Rect(DECK_POS, SMALL).collidepoint(pos):
            return f"Deck: {view.deck} cards. When it runs out the discard pile is shuffled in."
        for s in self.rivals(view):
            if self.rival_rect(s, view).collidepoint(pos):
                return self._rival_tip(s, view)
        return ""

    def _rival_tip(self, s: int, view: View) -> str:
        """A rival's plate in words: on hover, and on the buttons that pick a rival (a brawl, a cheat call)."""
        words = f"{self.name(s)} holds {view.counts[s]} cards (the limit is {C.HAND_LIMIT})."
        if view.immune[s]:
            words += " Immune to Pirate Cheat calls this round."
        if s in view.brawled:
            words += " Brawling in the tavern: no card, no bid this round."
        if view.shown[s]:
            words += (" Seen going into their hand (won at auction, plundered, kept) and not seen leaving: "
                      + ", ".join(C.name(c) for c in sorted(view.shown[s], key=C.sort_key)) + ".")
        return words

    def prompt(self, view: View) -> str:
        d = self.decision()
        if self.winning is not None:
            return "ALL HANDS ON DECK! Click or press Space to continue."
        if view.over:
            return "The game is over."
        if d is None:
            waiting = sorted(set(view.choosing) | {s for s in view.bidders if not view.committed[s]
                                                      and view.phase == "bid"}
                             | {s for s in range(view.players) if view.discarding[s]})
            return self.waiting_for(waiting)
        if d.step == "bid":
            if self.picking_cheat:
                return "Who holds more than 12 cards? Pick the Captain to accuse."
            lead = "Tie! Add one or more cards, or forfeit." if view.tie else \
                f"Bid on {C.name(view.auction)}: click cards in your hand to bid them face down."
            return lead
        if d.step == "discard":
            over = len(view.hand) - C.HAND_LIMIT
            if over > 0:    # 'THERE IS A MAXIMUM HAND SIZE of twelve cards'
                return (f"Discard: you hold {len(view.hand)}, {over} over the limit of {C.HAND_LIMIT}; "
                        "click cards to mark them, then press the button.")
            return "Discard: click cards to mark them for the discard pile, then press the button."
        return T.CHOICE_PROMPTS.get(d.step[len("choose_"):], d.prompt)

    # ---- drawing -----------------------------------------------------------------------------
    def face_jobs(self) -> Iterable[Callable[[], Any]]:
        for card in range(C.DECK_SIZE):
            for size in (card_faces.CARD, AUCTION_SIZE, SMALL):
                yield lambda card=card, size=size: card_faces.face(card, size)

    def draw(self, surface: pygame.Surface, view: View) -> None:
        self.drawn_faces = set()
        felt = pygame.Rect(10, 58, 895, 556)
        draw.rect(surface, (18, 74, 56), felt, border_radius=26)
        draw.rect(surface, (10, 44, 34), felt, width=4, border_radius=26)
        draw.rect(surface, theme.BRASS, felt.inflate(6, 6), width=2, border_radius=28)
        for s in self.rivals(view):
            self._draw_rival(surface, view, s)
        self._draw_centre(surface, view)
        self._draw_bid(surface, view, self.bottom(view), MY_BID, mine=True)
        self._draw_hand(surface, view)
        self.anims.draw(surface)
        choices = self.choice_cards(view)
        if choices:
            choice_panel(surface, self.prompt(view), [r for _, r in choices], SMALL[1] + 90, (455, 262))
            for c, r in choices:
                self._blit_face(surface, c, (r.w, r.h), r.topleft)
                if c == self.hover_card:
                    draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 3, border_radius=8)
        if self.winning is not None:
            self._draw_winning(surface)
        self.draw_controls(surface, self.prompt(view))

    def _blit_face(self, surface, card: int, size, pos) -> None:
        self.drawn_faces.add(card)
        surface.blit(card_faces.face(card, tuple(size)), pos)

    def _draw_rival(self, surface, view, s: int) -> None:
        r = self.rival_rect(s, view)
        plate(surface, s, r, self.name(s), reserve=24 if s == view.dealer else 0)   # bids are made at once: no turn
        if s == view.dealer:
            theme.badge(surface, "D", (r.right - 16, r.y + 16), theme.BRASS, 18, 10)
        count = view.counts[s]
        seen = sorted(view.shown[s], key=C.sort_key)      # all saw them go in: won at auction and the like
        unseen = max(0, count - len(seen))
        end = backs(surface, [card_faces.back((22, 31))] * min(unseen, 3 if seen else 8), (r.x + 18, r.y + 38), 9)
        label = f"{count} cards"
        room = r.right - 12 - theme.font(20).size(label)[0] - (end + 6)
        end = seen_chips(surface, [self._seen_chip(c) for c in seen], (end + 6, r.y + 54), room, 18)
        over = count > C.HAND_LIMIT
        theme.text(surface, label, (end + 6, r.y + 44), 20, theme.RED if over else theme.CREAM)
        status = self._status(view, s)
        if status:
            theme.badge(surface, status[0], (r.centerx, r.bottom - 2), status[1], 18)
        if view.long_game:
            theme.text(surface, f"{view.scores[s]} pts", (r.right - 10, r.y + 36), 18, theme.GOLD,
                       anchor="topright")
        self._draw_bid(surface, view, s, self.bid_spot(s, view), mine=False)

    @staticmethod
    def _seen_chip(card: int) -> tuple[str, tuple[int, int, int]]:
        """A card seen going into a rival's hand: a crew card's rank in its crew's colour, an action's name."""
        if C.is_crew(card):
            return str(C.rank(card)), SEEN_COLOURS[C.crew(card)]
        return C.name(card).split()[-1], (120, 92, 40)

    def _status(self, view, s: int) -> tuple[str, tuple] | None:
        if s in view.brawled:
            return ("brawling", (120, 40, 30))
        if s in view.choosing:
            return ("choosing...", (50, 70, 110))
        if view.phase == "bid" and s in view.bidders:
            if not view.committed[s]:
                return ("thinking..." if s in self.session.thinking() else "bidding", (50, 70, 110))
            if view.bid_sizes[s] == 0 or (view.tie and s not in view.contenders):
                return ("passed", (70, 60, 50))
            return ("bid placed", (40, 90, 50))
        if view.phase == "discard" and view.discarding[s]:
            return ("discarding", (50, 70, 110))
        if view.immune[s]:
            return ("immune", (120, 90, 20))
        return None

    def _draw_bid(self, surface, view, s: int, spot: pygame.Rect, mine: bool) -> None:
        shown = view.bids[s]
        size = view.bid_sizes[s]
        if mine and (size or view.auction is not None):     # no empty label once the auction is over
            label = f"{self.whose(s)} bid"
            theme.text(surface, label, (spot.x, spot.y - 22), 20, theme.MUTED)
        if not size:
            return
        cards = shown if shown is not None else []
        hidden = size - len(cards)
        x = spot.x + 8
        step = min(30, max(12, (spot.w - SMALL[0] - 16) // max(1, size - 1)))
        for c in cards:
            self._blit_face(surface, c, SMALL, (x, spot.y + 4))
            x += step
        for _ in range(hidden):
            surface.blit(card_faces.back(SMALL), (x, spot.y + 4))
            x += step
        if shown is not None and view.auction is not None and (view.revealed or view.phase == "resolve"):
            value = C.bid_value(shown, view.auction)
            theme.badge(surface, f"{value}", (spot.x + 8 + SMALL[0] // 2, spot.y + SMALL[1] + 10), (90, 60, 20), 18, 10)

    def _draw_centre(self, surface, view) -> None:
        # deck
        for i in range(min(4, max(1, view.deck // 20))):
            surface.blit(card_faces.back(SMALL), (DECK_POS[0] - i * 2, DECK_POS[1] - i * 2))
        theme.text(surface, f"Deck {view.deck}", (DECK_POS[0] + 30, DECK_POS[1] + 96), 20, theme.CREAM,
                   anchor="midtop")
        # discard (face up)
        if view.discard:
            self._blit_face(surface, view.discard[-1], SMALL, DISCARD_POS)
        else:
            draw.rect(surface, (10, 50, 38), (*DISCARD_POS, *SMALL), 2, border_radius=8)
        theme.text(surface, f"Discard {len(view.discard)}", (DISCARD_POS[0] + 30, DISCARD_POS[1] + 96), 20,
                   theme.CREAM, anchor="midtop")
        # the auction card
        auction = view.auction
        theme.text(surface, f"Round {view.round}" + (f", hand {view.hand_no}" if view.long_game else ""),
                   (24, 250), 24, theme.MUTED)         # clear of the plates, which fill the top row at six
        if view.long_game:
            me = self.bottom(view)
            theme.text(surface, f"{self.whose(me)} score {view.scores[me]} / {view.target}", (24, 278), 20, theme.GOLD)
        if auction is not None:
            self._blit_face(surface, auction, AUCTION_SIZE, AUCTION_POS)
            draw.rect(surface, theme.GOLD, pygame.Rect(AUCTION_POS, AUCTION_SIZE).inflate(6, 6), 3,
                             border_radius=10)
            for words, size, colour, bold, at in self.auction_labels(auction):
                theme.text(surface, words, at, size, colour, bold=bold)
        if view.eights:
            for seat, card in view.eights:
                theme.text(surface, f"{self.name(seat)} marked {C.name(card)} (Pieces of Eight)",
                           (455, 186), 18, theme.GOLD, anchor="midtop")

    def _draw_hand(self, surface, view) -> None:
        d = self.decision()
        draft = set(view.draft or [])
        discarding = d is not None and d.step == "discard"
        for c, r in self.hand_rects(view):
            self._blit_face(surface, c, card_faces.CARD, r.topleft)
            if c in draft:
                colour = theme.RED if discarding else theme.GOLD
                draw.rect(surface, colour, r.inflate(4, 4), 3, border_radius=9)
                if discarding:
                    theme.text(surface, "discard", (r.centerx, r.y - 4), 20, theme.RED, anchor="midbottom")
            elif c == self.hover_card and d is not None and d.step in ("bid", "discard"):
                draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 2, border_radius=9)
        count = len(self.my_hand(view))
        if count:
            colour = theme.RED if count > C.HAND_LIMIT else theme.MUTED
            theme.text(surface, f"{count} cards" + (" (over the limit!)" if count > C.HAND_LIMIT else ""),
                       (24, HAND_Y - 30), 20, colour)

    def _draw_winning(self, surface) -> None:
        w = self.winning
        cards = w["cards"]
        box = pygame.Rect(0, 0, 860, 260)
        box.center = (455, 330)
        theme.panel(surface, box, dark=True)
        theme.text(surface, f"ALL HANDS ON DECK!  {self.name(w['seat'])} has a seaworthy crew",
                   (box.centerx, box.y + 14), 30, theme.GOLD, anchor="midtop", bold=True)
        in_run = set()
        for crew_i, start, length in w["runs"]:
            in_run |= {(crew_i, r) for r in range(start, start + length)}
        for c, rect in fan(cards, SMALL, pygame.Rect(box.x + 20, box.y + 70, box.w - 40, SMALL[1]), centre=True):
            lift = 12 if C.is_crew(c) and (C.crew(c), C.rank(c)) in in_run or C.is_monkey(c) else 0
            self._blit_face(surface, c, SMALL, (rect.x, rect.y - lift))
        runs = "; ".join(f"{C.CREWS[ci]} {s}-{s + ln - 1}" for ci, s, ln in w["runs"])
        theme.text(surface, f"Runs: {runs}", (box.centerx, box.bottom - 50), 22, theme.CREAM, anchor="midtop")
