"""The Stolen Treasure table: rivals and their buried treasure across the top, the two treasure
piles and the piracy deck on the left, the card being played (with its Yarr!s and Pirate's Codes)
or a wager face-off in the middle, your buried treasure and hand below.

Your turn (two actions): click a treasure pile or the piracy deck to draw, a
treasure in your hand to bury it (a fresh one waits a turn: it is marked), a
piracy card to play it, or "Wager..." and a rival. In a wager click treasure
cards to stake them, then Done. Yarr!, Parley and Pirate's Code come up as
buttons when you hold one and they matter (auto-pass).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

import pygame

from game.engine.values import Action, Decision, Event, fill_names
from game.engine.view import View
from game.engine.wording import counted
from game.rules.stolen_treasure import data as D
from game.rules.stolen_treasure import text as T
from game.ui import sound, theme
from game.ui.faces import stolen_treasure as F
from game.ui.tables.animation import Animation, floating_text, flying
from game.ui.tables.base import BAR_LEFT, BAR_RIGHT, BAR_Y, ClickBoard, Offer, end_button, offer_row, shout_buttons
from game.ui.tables.parts import backs, fan, plate, seen_chips
from game.ui.widgets import Button
from game.ui import draw

PILE_RECTS = [pygame.Rect(24, 236, *F.SMALL), pygame.Rect(80, 236, *F.SMALL), pygame.Rect(52, 340, *F.SMALL)]
CENTRE = pygame.Rect(190, 226, 706, 226)
MY_ROW_Y = 468
HAND_X, HAND_Y = 300, 490
HAND_AREA = pygame.Rect(HAND_X, HAND_Y, 900 - HAND_X, F.CARD[1])                # your hand, fanned to fit
CHOICE_AREA = pygame.Rect(CENTRE.centerx - 360, CENTRE.y + 60, 720, F.CARD[1])  # cards to choose from


class StolenTreasureBoard(ClickBoard):
    private_area = pygame.Rect(HAND_X - 8, HAND_Y - 30, 900 - HAND_X + 4, 618 - HAND_Y + 28)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.picking_wager = False
        self.showdown: dict[str, Any] | None = None     # the wager being decided, as its events told it
        self.hover: tuple[str, Any] | None = None
        self.drawn_faces: set[int] = set()

    # ---- where things are --------------------------------------------------------------------
    def hand_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        return fan(self.my_hand(view), F.CARD, HAND_AREA)

    def choice_cards(self, view: View) -> list[tuple[int, pygame.Rect]]:
        d = self.decision()
        if d is None or not d.step.startswith("choose_") or d.step == "choose_pile":
            return []
        options = [a["card"] for a in d.actions if a.kind == "choose"]
        if d.step in ("choose_limit", "choose_give", "choose_bomb"):
            return []          # your own hand: click the cards there
        return fan(options, F.CARD, CHOICE_AREA, gap=8, centre=True)

    def hit(self, pos, view: View) -> tuple[str, Any] | None:
        for c, r in reversed(self.choice_cards(view)):
            if r.collidepoint(pos):
                return ("choice", c)
        for c, r in reversed(self.hand_rects(view)):
            if r.collidepoint(pos):
                return ("hand", c)
        for i, r in enumerate(PILE_RECTS):
            if r.collidepoint(pos):
                return ("pile", i)
        for s in self.rivals(view):
            if self.rival_rect(s, view).collidepoint(pos):
                return ("rival", s)
        return None

    # ---- auto-pass ---------------------------------------------------------------------------------
    def auto_answer(self, view: View, decision: Decision) -> Action | None:
        if decision.step != "yarr":
            return None
        me, item, play = view.seat, view.item, view.play
        if view.chain:
            below = view.chain[-2][0] if len(view.chain) > 1 else item["seat"]
            if below == me:
                return None                               # a Yarr! against your own card
        if item["kind"] == "parley":
            w = view.wager
            return None if me in (w["by"], w["target"]) else Action.of("pass")
        if item["kind"] == "code":
            return None if item["to"] == me else Action.of("pass")
        if play is None:
            return None
        scope = D.PIRACY_BY_KEY[play["key"]].targets
        if play["target"] == me or scope in ("opponents", "everyone"):
            return None
        if view.scores_shown[play["by"]] >= 0.6 * view.target:
            return None                                   # a captain close to winning: everything matters
        return Action.of("pass")

    # ---- events -> animations -----------------------------------------------------------------
    def on_events(self, events: list[Event], view: View) -> None:
        on = self.scene.app.settings.sound and not self.scene.autoplay
        for e in events:
            k = e.kind
            if k == "yarr":
                sound.play("shot", on, 0.4)
                self.anims.add(floating_text(f"YARR!  ({self.name(e['seat'])})", (CENTRE.centerx, CENTRE.centery + 30),
                                             theme.RED, 1.3, size=40))
            elif k == "nullified":
                self.anims.add(floating_text("...comes to nothing", (CENTRE.centerx, CENTRE.y + 20), theme.MUTED,
                                             1.2, 0.3, size=28))
            elif k == "kraken":
                sound.play("shot", on, 0.6)
                self.anims.add(floating_text("THE KRAKEN!", (CENTRE.centerx, CENTRE.centery), theme.GREEN, 1.6,
                                             size=48))
            elif k == "draw_treasure":              # face up from its pile to the drawer
                self.anims.add(flying(F.face(e["card"], F.SMALL), PILE_RECTS[e["pile"]].center,
                                      self._anchor(e["seat"], view), 0.45, arc=30))
            elif k == "draw_piracy":                # face down from the piracy deck
                self.anims.add(flying(F.back(F.SMALL, True), PILE_RECTS[2].center, self._anchor(e["seat"], view),
                                      0.45, arc=30))
            elif k == "play":                       # from its player to the middle of the table
                self.anims.add(flying(F.face(e["card"], F.SMALL), self._anchor(e["seat"], view),
                                      (CENTRE.x + 16 + F.CARD[0] // 2, CENTRE.y + 16 + F.CARD[1] // 2), 0.45, arc=30))
            elif k == "bury":
                sound.play("coins", on, 0.5)
                value = D.value(e["card"])          # bad treasure buried lowers the total: "-100", in red
                self.anims.add(floating_text(f"{value:+d}", self._anchor(e["seat"], view),
                                             theme.GOLD if value >= 0 else theme.RED, 1.0, size=32))
            elif k == "wager":
                self.showdown = {"by": e["seat"], "target": e["target"], "stake": list(e["cards"]), "answer": [],
                                 "rolls": []}
            elif k == "wager_answer" and self.showdown is not None:
                self.showdown["answer"] = list(e["cards"])
            elif k == "wager_roll" and self.showdown is not None:
                sound.play("dice", on, 0.5)
                self.showdown["rolls"].append(list(e["rolls"]))
            elif k == "wager_won":
                shown = dict(self.showdown or {"by": e["seat"], "target": e["seat"], "stake": list(e["cards"]),
                                               "answer": [], "rolls": []})
                shown["winner"] = e["seat"]
                self.anims.add(Animation(2.4, 0.0, lambda a, surface, t, w=shown: self._draw_faceoff(surface, w),
                                         "showdown"))
                self.showdown = None
            elif k == "won":
                sound.play("coins", on)

    def _anchor(self, seat: int, view: View) -> tuple[int, int]:
        if seat == self.bottom(view):
            return (150, MY_ROW_Y)
        return self.rival_rect(seat, view).center

    def face_jobs(self) -> Iterable[Callable[[], Any]]:
        for card in range(D.DECK_SIZE):
            for size in (F.CARD, F.SMALL):
                yield lambda card=card, size=size: F.face(card, size)

    # ---- controls ---------------------------------------------------------------------------------
    def controls_state(self) -> Any:
        return self.picking_wager

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        if decision is None:
            return []
        step = decision.step
        if step == "main":
            wagers = [a for a in decision.actions if a.kind == "wager"]
            if self.picking_wager:
                offers = [Offer(self.name(a["target"]), lambda a=a: self._wager(a),
                                "Wager against them: they must match your stake. "
                                + self._rival_tip(a["target"], view, explain=False))
                          for a in wagers]
                return offer_row(offers, right=BAR_RIGHT - 130) + [
                    end_button("Never mind", self._toggle_wager, width=120, size=20, hotkey=pygame.K_ESCAPE)]
            buttons = [end_button("End turn", lambda: self.play(Action.of("end")), "Give up the actions you have left.",
                                  action=Action.of("end"))]
            if wagers:
                buttons.insert(0, Button((BAR_LEFT, BAR_Y, 160, 40), "Wager...", self._toggle_wager,
                                         "Stake treasure from your hand against a rival's; a die each decides.",
                                         size=22))
            return buttons
        if step in ("stake", "answer"):
            total = D.total(view.wager[step])
            ready = Action.of("done") in decision.actions
            done = end_button(f"Done ({total})", lambda: self.play(Action.of("done")),
                              "Put these treasures down." if ready else
                              "Click treasure in your hand to put it down first (the prompt says how much).",
                              200, "primary", action=Action.of("done"))
            done.enabled = ready             # shown from the start: the prompt says "then Done"
            buttons = [done]
            if Action.of("cancel") in decision.actions:
                buttons.append(Button((BAR_RIGHT - 330, BAR_Y, 120, 42), "Call off",
                                      lambda: self.play(Action.of("cancel")),
                                      "Take the stake back; no action is spent.", size=20, action=Action.of("cancel")))
            return buttons
        if step in ("yarr", "parley"):
            word = "YARR!" if step == "yarr" else "PARLEY"
            tip = "Cancel it with a Yarr! card." if step == "yarr" else "Surrender the wager: the other side takes all."
            return shout_buttons(word, decision.actions[0], len(decision.actions) > 1, tip,
                                 f"You hold no {word.title()}.", self.play, pygame.K_y)
        if step == "code":
            offers = [Offer(f"Pass to {self.name(a['seat'])}", lambda a=a: self.play(a),
                            "Play Pirate's Code: they take this hit.", a) for a in decision.actions if a.kind == "pass_on"]
            return offer_row(offers, right=BAR_RIGHT - 170) + [
                end_button("Take the hit", lambda: self.play(Action.of("keep")), width=160, size=20, hotkey=None,
                           action=Action.of("keep"))]
        if step == "target":
            offers = [Offer(self.name(a["seat"]), lambda a=a: self.play(a),
                            self._rival_tip(a["seat"], view, explain=False), a)
                      for a in decision.actions if a.kind == "target"]
            return offer_row(offers, right=BAR_RIGHT - 150) + [
                end_button("Take back", lambda: self.play(Action.of("cancel")), width=140, size=20,
                           hotkey=pygame.K_ESCAPE, action=Action.of("cancel"))]
        if step == "choose_pile":
            return offer_row([Offer(("Left" if a["pile"] == 0 else "Right") + " treasure pile", lambda a=a: self.play(a),
                                    action=a) for a in decision.actions])
        return []

    def _toggle_wager(self) -> None:
        self.picking_wager = not self.picking_wager

    def hint_spots(self, action: Action, view: View) -> list[pygame.Rect]:
        spots = super().hint_spots(action, view)
        card = action.get("card")
        if action.kind == "play":
            spots += [r for c, r in self.hand_rects(view) if D.CARD_KEYS[c] == card][:1]
        elif card is not None:
            spots += [r for c, r in self.hand_rects(view) + self.choice_cards(view) if c == card]
        if action.get("pile") is not None:
            spots.append(PILE_RECTS[action["pile"]])
        seat = action.get("target") if action.kind == "wager" else action.get("seat")
        if seat is not None and seat in self.rivals(view):
            spots.append(self.rival_rect(seat, view))
        return spots

    def face_at(self, pos, view: View, size: tuple[int, int]) -> pygame.Surface | None:
        spot = self.hit(pos, view)
        if spot is not None and spot[0] in ("hand", "choice") and isinstance(spot[1], int):
            return F.face(spot[1], size)
        return None

    def cancel_choice(self) -> bool:
        picking, self.picking_wager = self.picking_wager, False
        return picking

    def _wager(self, action: Action) -> None:
        self.picking_wager = False
        self.play(action)

    # ---- input ------------------------------------------------------------------------------------------
    def action_for(self, d: Decision, view: View, what: str, value: Any) -> Action | None:
        step = d.step
        if what == "choice":
            return Action.of("choose", card=value)
        if step == "main" and what == "pile":
            return Action.of("draw", pile=value)
        if step == "choose_pile" and what == "pile" and value < 2:
            return Action.of("choose", pile=value)
        if step == "target" and what == "rival":
            return Action.of("target", seat=value)
        if step == "main" and self.picking_wager and what == "rival":
            self.picking_wager = False
            return Action.of("wager", target=value)
        if what != "hand":
            return None
        if step == "main":
            return Action.of("bury", card=value) if D.is_treasure(value) else Action.of("play", card=D.CARD_KEYS[value])
        if step in ("stake", "answer"):
            return Action.of("stake", card=value)
        if step in ("choose_limit", "choose_give", "choose_bomb"):
            return Action.of("choose", card=value)
        return None

    # ---- frame -------------------------------------------------------------------------------------------
    def update(self, dt: float, view: View) -> None:
        super().update(dt, view)
        d = self.decision()
        if self.picking_wager and (d is None or d.step != "main"):
            self.picking_wager = False

    def thinking_words(self, thinking: list[int]) -> str:
        if self.scene.view.window:
            return "Waiting for any answer..."        # naming them would tell who holds a Yarr!
        return super().thinking_words(thinking)

    def tooltip(self, pos, view: View) -> str:
        tip = super().tooltip(pos, view)
        if tip:
            return tip
        hit = self.hit(pos, view)
        if hit is not None:
            what, value = hit
            if what in ("hand", "choice"):
                words = self._card_words(value)
                if what == "hand" and value in (view.fresh or []):
                    words += " Got this turn: it can be buried from your next turn."
                return words
            if what == "pile":
                if value == 2:
                    return f"Piracy deck: {view.piracy} cards (drawn face down). Discards: {len(view.piracy_discard)}."
                return (f"{'Left' if value == 0 else 'Right'} treasure pile: {view.piles[value]} cards "
                        f"(drawn face up for all to see).")
            if what == "rival":
                return self._rival_tip(value, view)
        return ""

    def _rival_tip(self, s: int, view: View, explain: bool = True) -> str:
        """A rival's plate in words: on hover (with how the score counts, if `explain`), and on a
        button that picks the rival (a target, a wager), where the rule would only crowd the bar."""
        count = view.counts[s]
        words = (f"{self.name(s)}: {view.scores_shown[s]} buried, {counted(count, 'card')} in hand "
                 f"({view.treasure_counts[s]} treasure).")
        if explain:
            words += (" Their score is what they buried less any bad treasure in their hand: reaching the "
                      "target buried is not a win.")
        if view.shown[s]:
            words += (" Seen going into their hand (drawn face up, dug up or won) and still there: "
                      + ", ".join(f"{D.name(c)} ({F.value_words(c)})"
                                  for c in sorted(view.shown[s], key=D.value, reverse=True)) + ".")
        if view.skip[s]:
            words += " Hooked: skips the next turn."
        return words

    @staticmethod
    def _card_words(card: int) -> str:
        if D.is_treasure(card):
            v = D.value(card)
            return f"{D.name(card)}: treasure worth {v}." + (" Counts against you in hand or buried." if v < 0 else "")
        p = D.PIRACY_BY_KEY[D.CARD_KEYS[card]]
        return f"{p.name}: {p.text}"

    def prompt(self, view: View) -> str:
        d = self.decision()
        if view.over:
            return "The game is over."
        if d is None:
            if view.window:
                return "Yarr!? The table may answer..." if view.window == "yarr" else "A Parley?..."
            if view.choosing is not None:
                return f"{self.name(view.choosing[0])} is choosing..."
            waiting = self._wager_words(view) if view.wager is not None else ""
            return (waiting or f"{self.name(view.turn)}'s turn") + "..."
        if d.step == "main":
            if self.picking_wager:
                return "Wager against whom? Click a rival or a name."
            return (f"Your turn ({counted(view.actions_left, 'action')} left): "
                    "click a pile to draw, a treasure to bury, a piracy card to play.")
        if d.step.startswith("choose_"):
            words = T.CHOICE_PROMPTS.get(d.step[len("choose_"):], d.prompt)
            if d.step in ("choose_limit", "choose_give", "choose_bomb"):
                words += " Click it in your hand."
            return words
        return fill_names(d.prompt, self.session.names)

    # ---- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View) -> None:
        self.drawn_faces = set()
        felt = pygame.Rect(10, 58, 895, 556)
        draw.rect(surface, (24, 58, 82), felt, border_radius=26)             # the sea at night
        draw.rect(surface, (12, 32, 48), felt, width=4, border_radius=26)
        draw.rect(surface, theme.BRASS, felt.inflate(6, 6), width=2, border_radius=28)
        for s in self.rivals(view):
            self._draw_rival(surface, view, s)
        self._draw_piles(surface, view)
        if view.wager is not None:
            self._draw_wager(surface, view)
        elif not any(a.tag == "showdown" for a in self.anims.items):    # the face-off is shown instead
            self._draw_play(surface, view)
        self._draw_me(surface, view)
        self.anims.draw(surface)
        self.draw_controls(surface, self.prompt(view))

    def _blit(self, surface, card: int, rect: pygame.Rect) -> None:
        self.drawn_faces.add(card)
        surface.blit(F.face(card, rect.size), rect.topleft)

    def _row(self, surface, cards: list[int], x: int, y: int, width: int, size=F.SMALL) -> None:
        for c, rect in fan(cards, size, pygame.Rect(x, y, width, size[1]), gap=4):
            self._blit(surface, c, rect)

    def _draw_rival(self, surface, view, s: int) -> None:
        r = self.rival_rect(s, view)
        d = self.decision()
        chosen = d is not None and any(a.kind == "target" and a["seat"] == s for a in d.actions) or \
            (self.picking_wager and d is not None and Action.of("wager", target=s) in d.actions)
        # the buried score, not their score: bad treasure in hand is hidden
        plate(surface, s, r, self.name(s), turn=s == view.turn, target=chosen, note=f"buried {view.scores_shown[s]}",
              short_note=str(view.scores_shown[s]))
        count = view.counts[s]
        seen = sorted(view.shown[s], key=D.value, reverse=True)     # drawn face up: all saw them go in
        unseen_treasure, unseen = view.treasure_counts[s] - len(seen), count - len(seen)
        end = backs(surface, (F.back((16, 22), i >= unseen_treasure) for i in range(min(unseen, 7))),
                    (r.x + 16, r.y + 40), 7)
        label = f"{count} in hand"
        room = r.right - 14 - theme.font(18).size(label)[0] - (end + 5)
        end = seen_chips(surface, [(F.value_words(c), (150, 110, 30) if D.value(c) > 0 else (140, 40, 36))
                                   for c in seen], (end + 5, r.y + 51), room, 17)
        theme.text(surface, label, (end + 4, r.y + 41), 18, theme.CREAM)
        if view.skip[s]:
            theme.badge(surface, "hooked", (r.right - 36, r.y + 50), (120, 40, 30), 16, 6)
        self._row(surface, view.buried[s], r.x + 8, r.y + 72, r.w - 16)
        if not view.buried[s]:
            theme.text(surface, "nothing buried", (r.x + 12, r.y + 96), 18, theme.MUTED)

    def _draw_piles(self, surface, view) -> None:
        d = self.decision()
        theme.text(surface, f"Round {view.round}", (24, 214), 20, theme.MUTED)
        for i, r in enumerate(PILE_RECTS):
            count = view.piles[i] if i < D.PIRACY_PILE else view.piracy
            if count:
                surface.blit(F.back(F.SMALL, i == D.PIRACY_PILE), r.topleft)
            else:
                draw.rect(surface, (12, 32, 48), r, 2, border_radius=6)
            lit = d is not None and (Action.of("draw", pile=i) in d.actions or Action.of("choose", pile=i) in d.actions)
            if lit:
                draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 2, border_radius=7)
            theme.text(surface, str(count), (r.centerx, r.bottom + 2), 18, theme.CREAM, anchor="midtop")
        theme.text(surface, "Treasure", (52, 318), 18, theme.MUTED, anchor="midtop")
        theme.text(surface, "Piracy", (PILE_RECTS[2].centerx, PILE_RECTS[2].bottom + 20), 18, theme.MUTED,
                   anchor="midtop")

    def _draw_play(self, surface, view) -> None:
        theme.panel(surface, CENTRE, dark=True)
        play = view.play
        choices = self.choice_cards(view)
        if choices:
            theme.text(surface, self.prompt(view), (CENTRE.centerx, CENTRE.y + 12), 20, theme.GOLD, anchor="midtop")
            for c, r in choices:
                self._blit(surface, c, r)
            return
        if play is None:
            theme.text(surface, "Nothing on the table", (CENTRE.centerx, CENTRE.centery), 22, theme.MUTED,
                       anchor="center")
            return
        self._blit(surface, play["card"], pygame.Rect(CENTRE.x + 16, CENTRE.y + 16, *F.CARD))
        aim = f" at {self.name(play['target'])}" if play["target"] >= 0 else ""
        theme.text(surface, f"{self.name(play['by'])} plays {D.PIRACY_BY_KEY[play['key']].name}{aim}",
                   (CENTRE.x + 110, CENTRE.y + 16), 22, theme.GOLD, bold=True)
        y = CENTRE.y + 46
        for i, (seat, _card) in enumerate(view.chain):
            theme.text(surface, f"{'  ' * min(i, 3)}> Yarr! {self.name(seat)}", (CENTRE.x + 110, y), 20, theme.RED,
                       bold=True)
            y += 22
        item = view.item
        if item is not None and item["kind"] == "code":
            theme.text(surface, f"{self.name(item['seat'])} plays Pirate's Code: the hit goes to "
                       f"{self.name(item['to'])}", (CENTRE.x + 110, y), 20, theme.CREAM)
            y += 22
        if view.victims:
            hits: dict[int, int] = {}
            for v in view.victims:
                hits[v] = hits.get(v, 0) + 1
            words = ", ".join(f"{self.name(v)}{' x' + str(n) if n > 1 else ''}" for v, n in hits.items())
            theme.text(surface, f"Hits: {words}", (CENTRE.x + 110, y), 20, theme.CREAM)
            y += 22
        if item is not None:
            standing = len(view.chain) % 2 == 0
            theme.text(surface, "now: goes through" if standing else "now: CANCELLED",
                       (CENTRE.right - 16, CENTRE.bottom - 30), 20, theme.GREEN if standing else theme.RED,
                       anchor="topright")

    def _wager_words(self, view: View) -> str:
        """What the wager waits for: the stake being laid, or the answer that must match it."""
        w = view.wager
        mine = self.you and w["target"] == self.looker
        if view.step == "stake":
            against = "you" if mine else self.name(w["target"])
            return f"{self.name(w['by'])} lays treasure face up to wager against {against}"
        if view.step == "answer":
            total = D.total(w["stake"])
            if mine:
                return f"Match {total}, or put down the nearest you can"
            return f"{self.name(w['target'])} must match {total}, or put down the nearest they can"
        return ""

    def _draw_wager(self, surface, view) -> None:
        self._draw_faceoff(surface, view.wager)
        words = self._wager_words(view)
        if words and not view.wager["rolls"] and self.decision() is None:    # else the prompt says it
            theme.text(surface, theme.fit(words, 18, CENTRE.w - 32), (CENTRE.centerx, CENTRE.bottom - 28), 18,
                       theme.MUTED, anchor="midtop")

    def _draw_faceoff(self, surface, w: dict[str, Any]) -> None:
        """Both stakes face up, side by side, with the dice once rolled and the winner once known."""
        theme.panel(surface, CENTRE, dark=True)
        half = CENTRE.w // 2
        winner = w.get("winner")
        for i, (seat, cards) in enumerate(((w["by"], w["stake"]), (w["target"], w["answer"]))):
            x = CENTRE.x + 16 + i * half
            total = D.total(cards)
            colour = theme.GREEN if winner == seat else theme.GOLD
            label = f"{self.name(seat)}: {total}" + ("  - wins!" if winner == seat else "")
            theme.text(surface, label, (x, CENTRE.y + 10), 22, colour, bold=True)
            self._row(surface, cards, x, CENTRE.y + 44, half - 90, F.CARD)
            if w["rolls"]:
                img = theme.scaled(f"die_red_{w['rolls'][-1][i]}.png", (40, 40))
                surface.blit(img, (x + half - 80, CENTRE.y + 80))
        theme.text(surface, "vs", (CENTRE.centerx, CENTRE.y + 100), 30, theme.CREAM, anchor="center", bold=True)
        if len(w["rolls"]) > 1:
            theme.text(surface, f"{counted(len(w['rolls']) - 1, 'tie')} re-rolled",
                       (CENTRE.centerx, CENTRE.bottom - 28), 18, theme.MUTED, anchor="midtop")

    def _draw_me(self, surface, view) -> None:
        me = self.bottom(view)
        # The score that wins is the buried treasure less the bad treasure still in hand: say so when they differ.
        buried = view.scores_shown[me]
        score = view.score if view.score is not None else buried
        label = f"{self.whose(me)} score"
        if score != buried:
            label += f": {buried} buried, {score - buried} in hand"
        theme.text(surface, theme.fit(label, 18, HAND_X - 40), (18, MY_ROW_Y - 4), 18, theme.MUTED)
        theme.text(surface, f"{score} / {view.target}", (18, MY_ROW_Y + 16), 26, theme.GOLD, bold=True)
        self._row(surface, view.buried[me], 18, MY_ROW_Y + 48, HAND_X - 36)
        if me == view.turn and not view.over:
            left = view.actions_left
            theme.badge(surface, f"{counted(left, 'action')} left", (200, MY_ROW_Y + 30),
                        (150, 110, 30), 16, 8)
        if self.my_hand(view):
            theme.text(surface, f"{self.whose(me)} hand",
                       (HAND_X, HAND_Y - 26), 18, theme.MUTED)
        d = self.decision()
        fresh = set(view.fresh or [])
        staked = set(view.wager["stake"] + view.wager["answer"]) if view.wager else set()
        for c, r in self.hand_rects(view):
            if c in staked:
                continue
            lift = 12 if self.hover == ("hand", c) else 0
            rect = r.move(0, -lift)
            self._blit(surface, c, rect)
            if c in fresh:
                theme.badge(surface, "fresh", (rect.centerx, rect.bottom - 8), (50, 70, 110), 14, 5)
            if d is not None and self.action_for(d, view, "hand", c) in d.actions:
                draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=8)
