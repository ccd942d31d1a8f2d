"""Names for AI captains, so the table reads like a crew and not 'Seat 4'."""

CAPTAINS = ["Redbeard", "Salty Meg", "One-Eyed Jax", "Mad Morgan", "Long Ben", "Black Bess",
            "Calico Kate", "Barnacle Bill", "Stormy Sal", "Gentleman Jim", "Peg-Leg Pete", "Scurvy Sue"]


def captain_name(seat: int, used: set[str]) -> str:
    for i in range(len(CAPTAINS)):
        name = CAPTAINS[(seat * 5 + i) % len(CAPTAINS)]
        if name not in used:
            return name
    return f"Captain {seat + 1}"
