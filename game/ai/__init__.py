"""Seats that play by themselves. No pygame here: they decide from views only."""

from game.ai.seats import LEVELS, SEAT_WORDS, RandomSeat, Seat, make_seat, parse_seats

__all__ = ["LEVELS", "SEAT_WORDS", "RandomSeat", "Seat", "make_seat", "parse_seats"]
