"""Winning hands and hand scores: pure functions over a list of card ids.

A winning hand is seven consecutive ranks of one crew, or three consecutive
ranks in each of the three crews; Pirate Monkeys stand in for missing cards
(each monkey once). Scoring (long game): in each crew, the best run of three
plus the best run of seven, each worth the ranks it holds; monkeys score 0.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from game.rules.all_hands.data import CREWS, DECK_SIZE, LONG_RUN, RANKS, SHORT_RUN, crew, is_crew, is_monkey, rank


def _ranks_by_crew(cards) -> list[set[int]]:
    held: list[set[int]] = [set() for _ in CREWS]
    for c in cards:
        if is_crew(c):
            held[crew(c)].add(rank(c))
    return held


def _monkeys(cards) -> int:
    return sum(1 for c in cards if is_monkey(c))


@dataclass(frozen=True)
class Run:
    crew: int
    start: int          # first rank of the run
    length: int
    monkeys: int        # gaps filled by monkeys

    @property
    def ranks(self) -> range:
        return range(self.start, self.start + self.length)


def best_run(ranks: set[int], monkeys: int, length: int, crew_index: int = 0) -> tuple[int, Run] | None:
    """The run of `length` worth most (ranks held, monkeys 0), or None if none can be made."""
    best = None
    for start in range(1, RANKS - length + 2):
        window = range(start, start + length)
        missing = sum(1 for r in window if r not in ranks)
        if missing > monkeys:
            continue
        worth = sum(r for r in window if r in ranks)
        key = (worth, -missing)
        if best is None or key > best[0]:
            best = (key, Run(crew_index, start, length, missing))
    return (best[0][0], best[1]) if best else None


def winning_runs(cards) -> list[Run] | None:
    """The runs that make `cards` a winning hand, or None."""
    held, monkeys = _ranks_by_crew(cards), _monkeys(cards)
    for c, ranks in enumerate(held):
        found = _fewest_gaps(ranks, LONG_RUN, monkeys, c)
        if found is not None:
            return [found]
    runs, left = [], monkeys
    for c, ranks in enumerate(held):
        found = _fewest_gaps(ranks, SHORT_RUN, left, c)
        if found is None:
            return None
        runs.append(found)
        left -= found.monkeys
    return runs


def _fewest_gaps(ranks: set[int], length: int, monkeys: int, crew_index: int) -> Run | None:
    best = None
    for start in range(1, RANKS - length + 2):
        missing = sum(1 for r in range(start, start + length) if r not in ranks)
        if missing <= monkeys and (best is None or missing < best.monkeys or
                                   (missing == best.monkeys and start > best.start)):
            best = Run(crew_index, start, length, missing)
    return best


def is_winning(cards) -> bool:
    return distance(cards) == 0


def distance(cards) -> int:
    """Cards still missing for a winning hand (monkeys fill gaps): 0 for a winning hand.

    Ranks are held as one bit mask per crew and the answer is cached per masks, so the
    win check after every change of a hand (thousands a second in the search) is cheap."""
    held, monkeys = crew_masks(cards)
    return _distance(held[0], held[1], held[2], monkeys)


def crew_masks(cards) -> tuple[list[int], int]:
    """The ranks held in each crew as a bit mask (bit r: rank r), and the monkeys held."""
    held = [0, 0, 0]
    monkeys = 0
    for c in cards:
        bit = _CARD_BITS[c]
        if bit is not None:
            held[bit[0]] |= bit[1]
        elif c in _MONKEYS:
            monkeys += 1
    return held, monkeys


def masks_distance(held: "list[int] | tuple[int, ...]", monkeys: int) -> int:
    """`distance` of a hand given as its crew masks (see crew_masks)."""
    return _distance(held[0], held[1], held[2], monkeys)


_CARD_BITS = tuple((crew(c), 1 << rank(c)) if is_crew(c) else None for c in range(DECK_SIZE))
_MONKEYS = frozenset(c for c in range(DECK_SIZE) if is_monkey(c))


def _windows(length: int) -> tuple[int, ...]:
    return tuple(((1 << length) - 1) << start for start in range(1, RANKS - length + 2))


def _fewest_missing(held: int, windows: tuple[int, ...]) -> int:
    """Fewest ranks missing from any run window."""
    return min((w & ~held).bit_count() for w in windows)


# Every set of ranks of one crew is a mask below 2**(RANKS + 1): the fewest gaps of each is a table lookup.
_MASKS = 1 << (RANKS + 1)
_GAPS7 = tuple(_fewest_missing(m, _windows(LONG_RUN)) for m in range(_MASKS))
_GAPS3 = tuple(_fewest_missing(m, _windows(SHORT_RUN)) for m in range(_MASKS))


def _distance(a: int, b: int, c: int, monkeys: int) -> int:
    seven = min(_GAPS7[a], _GAPS7[b], _GAPS7[c])
    three = _GAPS3[a] + _GAPS3[b] + _GAPS3[c]
    return max(0, min(seven, three) - monkeys)


# Per crew mask, the gaps a rank not held would leave: (gaps from a run of seven, from a run of three)
# and how many ranks leave them. `outs` reads it rather than work out a distance per card.
_ADDED = tuple(tuple(sorted(Counter((_GAPS7[m | 1 << r], _GAPS3[m | 1 << r])
                                    for r in range(1, RANKS + 1) if not m >> r & 1).items()))
               for m in range(_MASKS))


def outs(held: "list[int] | tuple[int, ...]", monkeys: int) -> int:
    """How many crew cards (a crew and a rank) not held would each bring the hand, given as its crew
    masks (see crew_masks), a step nearer a win."""
    sevens = [_GAPS7[m] for m in held]
    threes = [_GAPS3[m] for m in held]
    three = sum(threes)
    away = max(0, min(min(sevens), three) - monkeys)
    found = 0
    for k, m in enumerate(held):
        other_seven = min(sevens[j] for j in range(len(held)) if j != k)
        for (seven, gaps), count in _ADDED[m]:
            if max(0, min(min(seven, other_seven), three - threes[k] + gaps) - monkeys) < away:
                found += count
    return found


def score(cards) -> int:
    """Long-game points: per crew, the best run of three plus the best run of seven.

    Worked out per crew mask (the ranks held) and cached: every hand's end scores every hand."""
    held, monkeys = crew_masks(cards)
    return sum(_run_points(mask, monkeys, length) for mask in held for length in (SHORT_RUN, LONG_RUN))


@lru_cache(maxsize=None)
def _run_points(mask: int, monkeys: int, length: int) -> int:
    """What the best run of `length` of one crew is worth, given its ranks as a mask (0: none)."""
    found = best_run({r for r in range(1, RANKS + 1) if mask >> r & 1}, monkeys, length)
    return found[0] if found is not None and found[0] > 0 else 0


def progress(cards) -> float:
    """How near a hand is to winning (0..1), for the AI: the better of the two patterns."""
    held, monkeys = _ranks_by_crew(cards), _monkeys(cards)
    seven = max((LONG_RUN - min(_gaps(r, LONG_RUN), LONG_RUN)) / LONG_RUN for r in held)
    gaps3 = [_gaps(r, SHORT_RUN) for r in held]
    short_hand = SHORT_RUN * len(CREWS)
    three = max(0, short_hand - max(0, sum(gaps3) - monkeys)) / short_hand
    seven = min(1.0, seven + monkeys / LONG_RUN * (seven > 0))
    return max(seven, three)


def _gaps(ranks: set[int], length: int) -> int:
    return min(sum(1 for r in range(s, s + length) if r not in ranks) for s in range(1, RANKS - length + 2))
