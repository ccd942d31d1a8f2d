"""Seats that play by themselves. No pygame here: they decide from views only.

- `seats.py`: the seat words (random, ai:easy|normal|hard) and the factory.
- `<game>.py`: each game's rule-of-thumb captain (Easy, and the search's rollout policy)
  and its search profile.
- `ismcts.py`, `profile.py`, `search_seat.py`: the one search behind Normal and Hard.
"""

from game.ai.seats import LEVELS, SEAT_WORDS, RandomSeat, Seat, make_seat, parse_seats

__all__ = ["LEVELS", "SEAT_WORDS", "RandomSeat", "Seat", "make_seat", "parse_seats"]
