"""The table: a game's board, the ship's log, the menu, and the turn-taking between seats.

Pass-and-play: the board always shows one seat's view, the `looker`. When the
next decision belongs to another human, a hand-off screen hides the table
until that player confirms. With no human at all, the table is a spectator's
view of everything.
"""

from __future__ import annotations


import pygame

from game.engine.errors import IllegalAction
from game.engine.values import Action
from game.engine.view import View
from game.engine.wording import wins
from game.ui import theme
from game.ui.scene import Scene
from game.ui.session import GameSession
from game.ui.tables import make_board
from game.ui.tables.base import CONTROLS_RECT
from game.ui.widgets import Button, ScrollText
from game.ui.hint_panel import HintPanel

LOG_RECT = pygame.Rect(918, 64, 350, 646)
LOG_BODY = LOG_RECT.inflate(-16, -52).move(0, 18)     # where the log's lines scroll
FINAL_LOOK = 3.0      # seconds the finished table stays up at normal animation speed


def log_line(ruleset, state, event, words: str) -> tuple:
    """One line of the log: a turn or round opens a group (a heading), what nobody may miss is set
    apart (the ruleset says which), every line about a seat starts with its badge."""
    seat = ruleset.event_seat(state, event)
    if event.kind in ruleset.log_headings:
        return words, theme.GOLD, seat, "heading"
    if ruleset.log_highlight(event):
        return words, theme.HIGHLIGHT, seat, "highlight"
    return words, theme.CREAM, seat, None


FACE_BUDGET = 0.002    # seconds a quiet frame may spend drawing card faces ahead (Board.prepare_faces)


class TableScene(Scene):
    def __init__(self, app, session: GameSession, autoplay: bool = False, exit_when_over: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.autoplay = autoplay
        self.exit_when_over = exit_when_over
        humans = session.humans
        self.looker: int | None = humans[0] if len(humans) == 1 else None
        session.looking = self.looker
        self.board = make_board(session.match.ruleset.name, self)
        session.auto_answer = self.board.auto_answer
        self.view: View = self._current_view()
        self.seen_events = len(session.match.events)
        self.notice = ""           # one-line message (a refused move, an autosave problem)
        self.notice_age = 0.0
        self.over_age = 0.0
        self._to_results = False
        self.log = ScrollText(LOG_BODY, size=19)
        self._log_key: tuple = ()
        self._log_lines: list = []
        self.undo_button = Button((LOG_RECT.right - 320, 10, 100, 40), "Undo", self.undo, "", size=24)
        self.hint_button = Button((LOG_RECT.right - 430, 10, 100, 40), "Hint", self.ask_hint,
                                  "What would the captain do? A Normal captain's move from your view", size=24)
        self.hint = HintPanel(self)
        self.lesson = None          # game.ui.learn.guide.LessonGuide during a guided first game
        self.widgets = [
            self.hint_button,
            self.undo_button,
            self.hint,
            *self.hint.buttons,
            Button((LOG_RECT.right - 100, 10, 100, 40), "Menu", self.back, "Pause menu (Esc)", size=24),
            Button((LOG_RECT.right - 210, 10, 100, 40), "Rules", self.open_rules, "The rules of this game", size=24),
            Button((LOG_RECT.right - 92, LOG_RECT.y + 8, 80, 30), "Larger", self.open_log,
                   "The whole log, large (L)", size=18, hotkey=pygame.K_l),
            self.log,
        ]

    # ---- who looks ------------------------------------------------------------------
    def _current_view(self) -> View:
        """The looker's typed view, rebuilt only when the position or the looker changed (not every frame).
        A game without a lens (a bare test ruleset) is shown from its plain view."""
        match = self.session.match
        key = (len(match.log), id(match.state), self.looker)
        if getattr(self, "_view_key", None) != key:
            typed = match.ruleset.lens_class is not None
            self._view_key, self._view = key, match.typed_view(self.looker) if typed else match.view(self.looker)
        return self._view

    @property
    def hidden(self) -> bool:
        """Pass-and-play before anyone has taken the screen: show nothing private."""
        return bool(self.session.humans) and self.looker is None

    def _draw_game_over(self, surface: pygame.Surface) -> None:
        result = self.session.match.result()
        if result is None:
            return
        box = CONTROLS_RECT            # over the prompt line: the final table itself stays in view
        surface.fill((24, 18, 14), box)
        theme.panel(surface, box, dark=True)
        theme.text(surface, wins(self.session.names[w] for w in result.winners) + "!", (box.x + 20, box.centery), 32, theme.GOLD, anchor="midleft",
                   bold=True)
        theme.text(surface, "Click or press Space for the results", (box.right - 20, box.centery), 20, theme.CREAM,
                   anchor="midright")

    def concealed(self) -> bool:
        """Pass-and-play while only captains are to act: the last player's hand goes face down
        (the next hand-off shows the next player theirs)."""
        return (len(self.session.humans) > 1 and self.looker is not None and self.board.private_area is not None
                and not self.session.match.is_over() and self.session.next_human(self.looker) is None)

    def show_to(self, seat: int) -> None:
        """A human took the screen (after the hand-off)."""
        self.looker = seat
        self.session.looking = seat
        self._log_key = ()
        self.view = self._current_view()

    # ---- actions --------------------------------------------------------------------
    def play(self, seat: int | None, action: Action) -> None:
        if seat is None:
            return
        try:
            self.session.submit(seat, action)
        except IllegalAction as exc:
            self.say(str(exc))

    def undo(self) -> None:
        """Take back the looker's last move (the button, or Ctrl+Z)."""
        why = self.session.undo_refusal(self.looker)
        if why is not None:
            self.say(why)
            return
        self.session.undo(self.looker)
        self.board = make_board(self.session.match.ruleset.name, self)   # nothing half-drawn of the old line
        self.session.auto_answer = self.board.auto_answer
        self.seen_events = len(self.session.match.events)
        self._log_key = ()
        self.view = self._current_view()

    def ask_hint(self) -> None:
        """Ask a Normal captain, from the looker's view only, what it would play here."""
        decision = self.board.decision()
        if decision is None:
            self.say("There is nothing for you to decide just now.")
            return
        self.hint.ask(self.looker, self.view, decision)

    def _update_header(self) -> None:
        """Undo and Hint: shown to a human looker; Undo greyed out, with its reason, when refused."""
        button = self.undo_button
        button.visible = self.looker is not None and not self.hidden and self.session.is_human(self.looker)
        self.hint_button.visible = button.visible and not self.session.match.is_over()
        self.hint_button.enabled = not self.hint.waiting
        self.hint_button.label = "Thinking" if self.hint.waiting else "Hint"
        if button.visible:
            why = self.session.undo_refusal(self.looker)
            button.enabled = why is None
            button.tooltip = why or "Take back your last move (Ctrl+Z)"

    def say(self, words: str) -> None:
        self.notice, self.notice_age = words, 0.0

    def back(self) -> None:
        if not self.hidden and self.board.cancel_choice():
            return                      # Esc first undoes a half-made choice, then opens the menu
        from game.ui.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        from game.ui.scenes.log_view import LogScene

        self.app.stack.push(LogScene(self.app, f"Ship's log: {self.session.match.ruleset.title}", self.log_lines()))

    def open_rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.session.match.ruleset.name))

    def on_exit(self) -> None:
        self.session.close()

    # ---- frame ------------------------------------------------------------------------
    def open_card(self, pos) -> bool:
        """Right-click on a card: show it large with its full text."""
        from game.ui.scenes.card_view import FACE, CardScene

        face = self.board.face_at(pos, self.view, FACE)
        if face is None:
            return False
        self.app.stack.push(CardScene(self.app, face, self.board.tooltip(pos, self.view) or ""))
        return True

    def final_look(self) -> float:
        """How long the finished table stays up before the results: long enough to see the winning
        move land; nothing with instant animations or autoplay."""
        speed = self.app.settings.animation_speed
        return 0.0 if self.autoplay or speed <= 0 else FINAL_LOOK / speed

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not self.hidden and self.open_card(event.pos):
            return True
        if self.session.match.is_over() and not self.exit_when_over and (
                event.type == pygame.MOUSEBUTTONDOWN or
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))):
            if self.board.busy():          # the last summary first (a click puts it away), then the results
                if not self.board.handle(event):
                    self.board.skip()
                return True
            self._to_results = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL \
                and self.undo_button.visible:
            self.undo()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.board.anims.busy:
            self.board.skip()
            return True
        if self.lesson is not None and self.lesson.handle(event):
            return True
        if self.hint.visible and any(w.handle(event) for w in (*self.hint.buttons, self.hint)):
            return True                 # the advice lies over the board: its clicks are its own
        if not self.hidden and self.board.handle(event):
            return True
        return super().handle(event)

    def _fit_log(self) -> None:
        """The log's lines scroll in what the lesson's box (beside the log, above or below) leaves
        free, so the box never hides the newest lines."""
        room = LOG_BODY
        box = self.lesson.box if self.lesson is not None and not self.lesson.done else None
        if box is not None and box.colliderect(LOG_BODY):
            if box.centery < LOG_BODY.centery:
                room = pygame.Rect(LOG_BODY.x, box.bottom + 6, LOG_BODY.w, LOG_BODY.bottom - box.bottom - 6)
            else:
                room = pygame.Rect(LOG_BODY.x, LOG_BODY.y, LOG_BODY.w, box.top - 6 - LOG_BODY.y)
        if self.log.rect != room:
            self.log.rect = room
            self.log.scroll = self.log.max_scroll()

    def update(self, dt: float) -> None:
        super().update(dt)
        match = self.session.match
        self.view = self._current_view()
        new = match.events[self.seen_events:]
        self.seen_events = len(match.events)
        visible = [e for e in new if e.visible(self.looker)]
        if visible and not self.hidden:
            self.board.on_events(visible, self.view)
        self.board.update(dt, self.view)
        self.notice_age += dt
        if self.session.error:
            self.say(self.session.error)
            self.session.error = ""
        if not self.on_top:
            return
        self.hint.update()
        if self.lesson is not None:
            self.lesson.update()
        self._fit_log()
        self._update_header()
        tip = "" if self.hidden else self.board.tooltip(self.app.mouse, self.view)
        if tip:
            self.app.tooltip.offer(tip, self.app.mouse, self.board.keep_clear(self.view))
        if self.session.pump(ready=not self.board.busy(), budget=0.008 if self.autoplay else 0.0):
            self.view = self._current_view()   # draw this frame from the position after the AI's move
        else:
            self.board.prepare_faces(FACE_BUDGET)
        self._hand_over()
        if match.is_over() and self.exit_when_over and not self.board.anims.busy:
            self.over_age += dt   # quit with the last volley's summary on screen: that is the screenshot
            if self.over_age > 0.3:
                self.app.quit()
        elif match.is_over() and not self.board.busy():
            self.over_age += dt   # the final table stays a moment (a click or a key moves on) before the results
            if self.over_age < self.final_look() and not self._to_results:
                return
            from game.ui.scenes.results import ResultsScene

            self.app.stack.replace(ResultsScene(self.app, self.session))

    def _hand_over(self) -> None:
        humans = self.session.humans
        if not humans or self.board.busy():
            return
        nxt = self.session.next_human(self.looker)
        if nxt is None or nxt == self.looker:
            return
        if len(humans) == 1:
            self.show_to(nxt)
            return
        from game.ui.scenes.handoff import HandoffScene

        self.app.stack.push(HandoffScene(self.app, self, nxt))

    def log_lines(self) -> list:
        """The log as the looker may read it; new events are appended, a new looker rebuilds it.
        While a hand is concealed (pass-and-play, captains to act) only public lines are shown."""
        match = self.session.match
        reader = "public" if self.concealed() else self.looker
        if self._log_key[:1] != (reader,):
            self._log_key, self._log_lines = (reader, 0), []
        done = self._log_key[1]
        if done < len(match.events):
            ruleset = match.ruleset
            # A line says "You drew ..." only to the player of that seat: a replay, or a captain's
            # eyes, reads "Anne drew ..." (as the table's labels do: Board.you).
            speaking_to = self.looker if reader != "public" and self.board.you else None
            for e in match.events[done:]:
                if not (e.visible_to is None if reader == "public" else e.visible(self.looker)):
                    continue
                words = ruleset.describe_event(e, match.names, speaking_to)
                if words:
                    self._log_lines.append(log_line(ruleset, match.state, e, words))
            self._log_key = (reader, len(match.events))
            self.log.set_lines(self._log_lines, keep_scroll=True)
        return self._log_lines

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sprite("background.png"), (0, 0))
        ruleset = self.session.match.ruleset
        theme.text(surface, ruleset.title, (22, 12), 40, theme.GOLD, bold=True)
        if self.looker is not None:
            theme.text(surface, f"{self.session.names[self.looker]}'s view", (24 + theme.font(40, True).size(
                ruleset.title)[0] + 16, 22), 24, theme.MUTED)
        elif not self.session.humans:
            theme.text(surface, "spectating", (24 + theme.font(40, True).size(ruleset.title)[0] + 16, 22), 24,
                       theme.MUTED)
        theme.panel(surface, LOG_RECT, dark=True)
        theme.text(surface, "Ship's log", (LOG_RECT.x + 16, LOG_RECT.y + 10), 26, theme.GOLD, bold=True)
        if not self.hidden:
            self.log_lines()
            self.board.draw(surface, self.view)
            self.hint.draw_spots(surface)
            if self.session.match.is_over() and not self.exit_when_over and not self.board.busy():
                self._draw_game_over(surface)
            if self.concealed():
                area = self.board.private_area
                surface.fill((24, 18, 14), area)             # opaque: nothing of the hand shows through
                theme.panel(surface, area, dark=True)
                theme.text(surface, f"{self.session.names[self.looker]}'s hand is hidden while the captains play",
                           area.center, 22, theme.MUTED, anchor="center")
        super().draw(surface)
        if self.lesson is not None and not self.hidden:
            self.lesson.draw(surface)
        if self.notice and self.notice_age < 4.0:
            box = pygame.Rect(0, 0, 860, 36)
            box.midbottom = (458, 612)
            theme.panel(surface, box, dark=True)
            theme.text(surface, self.notice, box.center, 22, theme.RED, anchor="center")
