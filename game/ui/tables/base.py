"""What a game's board on the table must do, and a plain board for games without one.

The table scene owns the frame (header, log, menu, hand-off); a Board draws
the game from the looking seat's view and offers that seat's decision.
Boards never read the match state: only `view(looker)` and the decision.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, NamedTuple

import pygame

from game.engine.steps import seats_after
from game.engine.values import Action, Decision, Event, fill_names
from game.engine.view import View
from game.engine.wording import listed
from game.ui import draw, theme
from game.ui.tables.animation import Animations
from game.ui.tables.parts import seats_across
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

BOARD_RECT = pygame.Rect(0, 56, 910, 664)
AUTOPLAY_SPEED = 4.0  # `play --autoplay` runs the animations at full speed
CONTROLS_RECT = pygame.Rect(16, theme.PROMPT_TOP, 884, 96)
BAR_LEFT, BAR_RIGHT = CONTROLS_RECT.x + 18, CONTROLS_RECT.right - 18   # the button bar under the prompt
BAR_Y = CONTROLS_RECT.y + 48


class Offer(NamedTuple):
    """One choice in the button bar: what it says, what a click does, its tooltip, the move it plays."""
    label: str
    click: Callable[[], None]
    tip: str = ""
    action: Action | None = None


def offer_row(offers: list[Offer], left: int = BAR_LEFT, right: int = BAR_RIGHT, size: int = 20,
              least: int = 16) -> list[Button]:
    """The choices side by side from `left` to `right`, the same on every table: as large as they
    fit, on two rows when one is too tight (nine targets), and a name shortened with "..." only
    when even then it has no room (never cut at a count of letters)."""
    if not offers:
        return []
    room = right - left

    def need(at: int) -> int:
        return sum(theme.font(at).size(o.label)[0] + 28 for o in offers)
    while size > least and need(size) > room:
        size -= 1
    rows = 2 if need(size) > room and len(offers) > 1 else 1
    per_row = -(-len(offers) // rows)
    height = 40 if rows == 1 else 28
    buttons, x = [], left
    for i, offer in enumerate(offers):
        row, col = divmod(i, per_row)
        if col == 0:
            x = left
        width = min(theme.font(size).size(offer.label)[0] + 24, room // per_row - 4)
        top = BAR_Y if rows == 1 else CONTROLS_RECT.y + 34 + row * (height + 4)
        buttons.append(Button((x, top, width, height), theme.fit(offer.label, size, width - 12), offer.click,
                              offer.tip or offer.label, size=size, action=offer.action))
        x += width + 4
    return buttons


def end_button(label: str, click: Callable[[], None], tip: str = "", width: int = 170, style: str = "normal",
               size: int = 22, hotkey: int | None = pygame.K_RETURN, action: Action | None = None) -> Button:
    """The button at the right end of the bar: End turn, Done, Take back."""
    return Button((BAR_RIGHT - width, BAR_Y, width, 42), label, click, tip, style, size, hotkey, action=action)


def shout_buttons(word: str, shout: Action, holding: bool, tip: str, missing: str, play: Callable[[Action], None],
                  hotkey: int, pass_tip: str = "") -> list[Button]:
    """A counter-card's window (HEAVE TO!, YARR!): the shout, lit only for a holder, and 'Let it be'."""
    button = Button((BAR_LEFT, BAR_Y, 220, 42), word, lambda: play(shout), tip if holding else missing,
                    "primary", 26, hotkey, action=shout)
    button.enabled = holding
    let_be = Action.of("pass")
    return [button, Button((BAR_LEFT + 232, BAR_Y, 180, 42), "Let it be", lambda: play(let_be), pass_tip, size=24,
                           hotkey=pygame.K_RETURN, action=let_be)]


class Board:
    # Where the looker's own secrets (a hand) are drawn: covered in pass-and-play while no human
    # is to act, so a hand does not stay face up through the captains' turns. None: no secrets.
    private_area: pygame.Rect | None = None

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.anims = Animations(AUTOPLAY_SPEED if scene.autoplay else scene.app.settings.animation_speed)
        self.controls: list[Button] = []
        self._controls_key: Any = None
        self._face_jobs: Iterator[Callable[[], Any]] | None = None

    # card faces made ahead ------------------------------------------------------------
    def face_jobs(self) -> Iterable[Callable[[], Any]]:
        """Each card face this table draws, as a call that draws (and caches) it. A face drawn for the
        first time costs milliseconds; made ahead in frames with time to spare, no move's frame pays."""
        return ()

    def prepare_faces(self, budget: float) -> None:
        """Make faces ahead for up to about `budget` seconds (at least one face, if any is left)."""
        if self._face_jobs is None:
            self._face_jobs = iter(self.face_jobs())
        end = time.perf_counter() + budget
        for job in self._face_jobs:
            job()
            if time.perf_counter() >= end:
                return

    # what the scene tells the board ------------------------------------------------
    @property
    def session(self):
        return self.scene.session

    @property
    def looker(self) -> int | None:
        return self.scene.looker

    @property
    def you(self) -> bool:
        """The looker plays at this table, so the table says "your": not in a replay (whose seats
        never decide) nor through a captain's eyes, where it names the seat instead."""
        return self.looker is not None and self.session.is_human(self.looker)

    def name(self, seat: int) -> str:
        return self.session.names[seat]

    def waiting_for(self, seats: list[int]) -> str:
        """The prompt while others move: at a game the table waits for them; a replay waits for
        nobody, so it says whose move comes next."""
        names = listed(self.name(s) for s in seats)
        if self.session.replaying:
            return f"Next to move: {names}." if names else ""
        return f"Waiting for {names}..." if names else "..."

    def whose(self, seat: int) -> str:
        """How a label names the bottom seat's things: "Your" to its player, else "Anne's"."""
        return "Your" if self.you else f"{self.name(seat)}'s"

    def on_events(self, events: list[Event], view: View) -> None:
        """New events the looker may see: start animations."""

    def busy(self) -> bool:
        """True while the table should not move on (animations, a summary to read)."""
        return self.anims.busy

    def skip(self) -> None:
        self.anims.skip()

    def decision(self) -> Decision | None:
        if not self.you:
            return None
        decision = self.session.match.decision_for(self.looker)
        if decision is not None and self.session.planned_answer(decision) is not None:
            return None            # auto-pass answers it after the usual pause: no prompt meanwhile
        return decision

    def play(self, action: Action) -> None:
        self.scene.play(self.looker, action)

    @staticmethod
    def seat_mark(surface: pygame.Surface, match: Any, seat: int, centre: tuple[int, int]) -> None:
        """A seat's mark beside its name off the table (results): its colour, unless the game has its own."""
        theme.seat_badge(surface, seat, centre, 10)

    @staticmethod
    def seat_colour(match: Any, seat: int) -> tuple[int, int, int]:
        """A seat's colour off the table (the end-of-game chart's line)."""
        return theme.seat_colour(seat)

    @staticmethod
    def draw_final(surface: pygame.Surface, match: Any, names: list[str], area: pygame.Rect) -> None:
        """On the results screen, below the ranking: what won (a game may show the winning hand)."""

    def face_at(self, pos, view: View, size: tuple[int, int]) -> pygame.Surface | None:
        """The face of the card under `pos` drawn at `size`, for the big-card view; None: no card there."""
        return None

    def hint_spots(self, action: Action, view: View) -> list[pygame.Rect]:
        """Where `action` is played on this table (a card, a hex, a seat), for the hint's ring;
        the control that plays it, if it is a button."""
        return [b.rect for b in self.controls if getattr(b, "action", None) == action]

    def cancel_choice(self) -> bool:
        """Esc: drop a half-made choice (a picked die, a cheat target being chosen...). True if
        there was one; otherwise Esc opens the menu."""
        return False

    def auto_answer(self, view: View, decision: Decision) -> Action | None:
        """With auto-pass on, the answer to give a human without asking (a reaction they would
        surely let go), or None to ask them."""
        return None

    # frame -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        for b in self.controls:
            if b.handle(event):
                return True
        return False

    def update(self, dt: float, view: View) -> None:
        self.anims.update(dt)
        key = (self.decision(), self.controls_state())
        if key != self._controls_key:
            self._controls_key = key
            self.controls = self.build_controls(key[0], view)
            mouse = self.scene.app.mouse       # a button that appears under a resting cursor is lit at once
            for b in self.controls:
                b.hover = b.rect.collidepoint(mouse)

    @property
    def shown_decision(self) -> Decision | None:
        """The decision the on-screen controls were built for (what a player can click now)."""
        return self._controls_key[0] if self._controls_key else None

    def controls_state(self) -> Any:
        """Extra state that changes the controls (a selected target, an amount)."""
        return None

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        return []

    def keep_clear(self, view: View) -> pygame.Rect | None:
        """What a tooltip must not cover: the part of the table the controls are about."""
        return None

    def tooltip(self, pos: tuple[int, int], view: View) -> str:
        for b in self.controls:
            if b.visible and b.tooltip and b.rect.collidepoint(pos):
                return b.tooltip
        return ""

    def draw(self, surface: pygame.Surface, view: View) -> None:
        raise NotImplementedError

    def draw_controls(self, surface: pygame.Surface, prompt: str) -> None:
        theme.panel(surface, CONTROLS_RECT, dark=True)
        theme.text(surface, prompt, (CONTROLS_RECT.x + 18, CONTROLS_RECT.y + 12), 24, theme.GOLD,
                   width=CONTROLS_RECT.w - 36)
        for b in self.controls:
            b.draw(surface)
        self.draw_thinking(surface)

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """While AI captains think and the looker has nothing to do, a turning ring of dots says so."""
        thinking = self.session.thinking()
        if not thinking or self.decision() is not None:
            return
        centre = (CONTROLS_RECT.right - 30, CONTROLS_RECT.bottom - 26)
        turn = pygame.time.get_ticks() / 110.0
        for k in range(8):
            fade = (k - turn) % 8 / 8          # the leading dot brightest, the tail fading
            x = centre[0] + 11 * math.cos(k * math.pi / 4)
            y = centre[1] + 11 * math.sin(k * math.pi / 4)
            colour = [int(60 + (c - 60) * (1 - fade)) for c in theme.GOLD]
            draw.circle(surface, colour, (round(x), round(y)), 3)
        theme.text(surface, self.thinking_words(thinking), (centre[0] - 22, centre[1]), 20, theme.CREAM,
                   anchor="midright")

    def thinking_words(self, thinking: list[int]) -> str:
        """Who is thinking, in words (a board may hide names that would give a secret away)."""
        names = ", ".join(self.name(s) for s in thinking[:3]) + (" ..." if len(thinking) > 3 else "")
        verb = "is" if len(thinking) == 1 else "are"
        return f"{names} {verb} thinking"


RIVAL_TOP, RIVAL_H = 64, 150
HANDLED = Action.of("_handled")     # a click the board used without making a move (a menu opened)


class SeatRow:
    """Who sits where at a card table: the looker at the bottom, rivals in a row of plates across
    `rival_region` (a Board mixin)."""

    looker: int | None
    rival_region = pygame.Rect(15, RIVAL_TOP, 884, RIVAL_H)
    rival_gap, rival_widest = 8, 200

    def bottom(self, view: View) -> int:
        return self.looker if self.looker is not None else view.turn

    def rivals(self, view: View) -> list[int]:
        me = self.bottom(view)
        return seats_after(view.players, me)

    def rival_rect(self, seat: int, view: View) -> pygame.Rect:
        rivals = self.rivals(view)
        return seats_across(len(rivals), rivals.index(seat), self.rival_region, self.rival_gap, self.rival_widest)

    def my_hand(self, view: View) -> list[int]:
        if view.hand is not None:
            return view.hand
        return view.hands[self.bottom(view)] if view.hands else []


class ClickBoard(SeatRow, Board):
    """A card table whose things are clicked (rivals across the top, your hand below): `hit` says what lies under the mouse, `action_for` what
    clicking it means for the decision in hand. A refused click gets the rules' one-line reason."""

    hover: tuple[str, Any] | None = None

    # ---- clicks ---------------------------------------------------------------------------------
    def hit(self, pos, view: View) -> tuple[str, Any] | None:
        raise NotImplementedError

    def action_for(self, decision: Decision, view: View, what: str, value: Any) -> Action | None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> bool:
        view = self.scene.view
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos, view)
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        decision = self.decision()
        spot = self.hit(event.pos, view)
        if decision is None or spot is None:
            return False
        action = self.action_for(decision, view, *spot)
        if action is None:
            return False
        if action is HANDLED:
            return True
        if decision.allows(action):
            self.play(action)
        else:
            match = self.session.match
            self.scene.say(match.ruleset.explain_illegal(match.state, decision.seat, action) or "That can't be done now.")
        return True


class GenericBoard(Board):
    """Any ruleset on the table: its view as text and its decision as buttons."""

    def build_controls(self, decision: Decision | None, view: View) -> list[Button]:
        if decision is None:
            return []
        ruleset = self.session.match.ruleset
        return offer_row([Offer(ruleset.describe_action(a, self.session.names), lambda a=a: self.play(a), action=a)
                          for a in decision.actions[:12]], size=22)

    def draw(self, surface: pygame.Surface, view: View) -> None:
        area = BOARD_RECT.inflate(-40, -140).move(0, -40)
        theme.panel(surface, area, dark=True)
        lines = [f"{k}: {v}" for k, v in view.items()]
        y = area.y + 16
        for line in lines[:20]:
            theme.text(surface, line[:90], (area.x + 16, y), 20, theme.CREAM, shadow=False)
            y += 22
        d = self.decision()
        prompt = fill_names(d.prompt, self.session.names) if d else "Waiting..."
        self.draw_controls(surface, prompt)
