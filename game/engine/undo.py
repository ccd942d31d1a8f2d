"""Taking back your own moves, by Board Game Arena's policy.

Only your own moves made since the turn passed to you, and never one that rolled dice,
drew or showed a hidden card, or after another seat acted: each refusal is one sentence the
table shows on its Undo button. Undoing is the log minus the move, replayed (no state
copies are kept), so the autosave of the shorter log is the whole truth.
"""

from __future__ import annotations

from game.engine.match import Match
from game.engine.timeline import replayed


def undo_refusal(match: Match, seat: int | None) -> str | None:
    """Why `seat` may not take back the last move now; None when it may."""
    if seat is None:
        return "Undo is for a player's own moves."
    if match.is_over():
        return "The game is over."
    if not match.log:
        return "Nothing has been played yet."
    last_seat, action = match.log[-1]
    if last_seat != seat:
        return "Another seat has acted since your last move."
    if match.decision_for(seat) is None:
        return "Your move is made and the turn has passed on."
    before = replayed(match, len(match.log) - 1)
    luck = before.rng.getstate()
    events = before.submit(seat, action)
    if before.rng.getstate() != luck:
        return f"Your last move cannot be taken back: {match.ruleset.luck_words}."
    if any(e.kind in match.ruleset.reveal_events for e in events):
        return f"Your last move cannot be taken back: {match.ruleset.reveal_words}."
    return None


def undone(match: Match) -> Match:
    """The match without its last move (check `undo_refusal` first)."""
    return replayed(match, len(match.log) - 1)
