"""The arithmetic of a Loot Pirates volley: who hits, who pays whom, who shares the booty.

Pure functions over plain lists so that every worked example of the rule text
can be tested directly, and the ruleset and the AI share one implementation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.rules.loot_pirates.data import SHOT_PAYMENT


@dataclass(frozen=True)
class Shot:
    shooter: int
    target: int
    attack: int
    defence: int  # the target's black die lowered for extra shooters (may go below 1)
    hit: bool


def defence_against(black: int, shooters: int) -> int:
    """Each shooter beyond the first lowers the target's defence by 1 against all of them."""
    return black - max(0, shooters - 1)


def volley(red: list[int], black: list[int], aims: list[int | None], choices: list[str | None]) -> list[Shot]:
    """Every shot actually fired. A shot at a pirate who dropped is never fired."""
    return [Shot(*shot) for shot in _fired(red, black, aims, choices)]


def _fired(red: list[int], black: list[int], aims: list[int | None],
           choices: list[str | None]) -> list[tuple[int, int, int, int, bool]]:
    """`volley` as plain tuples (shooter, target, attack, defence, hit): a captain weighing the last
    volley settles it thousands of times a decision, and a record built is a Python call each."""
    guns = [0] * len(choices)
    for seat, choice in enumerate(choices):
        target = aims[seat]
        if choice == "shoot" and target is not None and choices[target] != "drop":
            guns[target] += 1
    shots = []
    for seat, choice in enumerate(choices):
        target = aims[seat]
        if choice == "shoot" and target is not None and choices[target] != "drop":
            defence = defence_against(black[target], guns[target])
            shots.append((seat, target, red[seat], defence, red[seat] > defence))
    return shots


def pay_debts(gold: list[int], shots: list[Shot], order: list[int]) -> tuple[list[int], list[tuple[int, int, int]]]:
    """Settle every hit: the target pays each successful attacker 2 doubloons.

    A target who cannot pay everyone pays the highest attack die first (ties in
    seat order from the Captain's left); whatever the broke pirate earns from
    his own hits this volley goes to his unpaid attackers. Returns the new gold
    and the payments (payer, payee, amount) in the order they happened.
    """
    gold, paid = _pay(gold, [(shot.shooter, shot.target, shot.attack) for shot in shots if shot.hit], order)
    return gold, [(payer, payee, amount) for (payer, payee), amount in paid.items()]


def _pay(gold: list[int], hits: list[tuple[int, int, int]],
         order: list[int]) -> tuple[list[int], dict[tuple[int, int], int]]:
    """`pay_debts` for hits given as (shooter, target, attack): the new gold, and what each payer
    paid each payee, in the order it was paid."""
    gold = list(gold)
    paid: dict[tuple[int, int], int] = {}
    if not hits:
        return gold, paid
    rank = {seat: i for i, seat in enumerate(order)}
    debts: dict[int, list[list[int]]] = {}
    for shooter, target, _ in sorted(hits, key=lambda h: (-h[2], rank[h[0]])):
        debts.setdefault(target, []).append([shooter, SHOT_PAYMENT])
    changed = True
    while changed:
        changed = False
        for target in order:
            for debt in debts.get(target, ()):
                if gold[target] == 0:
                    break
                if debt[1] == 0:
                    continue
                amount = min(gold[target], debt[1])
                gold[target] -= amount
                gold[debt[0]] += amount
                debt[1] -= amount
                paid[(target, debt[0])] = paid.get((target, debt[0]), 0) + amount
                changed = True
    return gold, paid


@dataclass(frozen=True)
class Sharing:
    survivors: tuple[int, ...]
    share: int          # doubloons each survivor is owed: one per pirate dropped or hit
    each: int           # what each survivor actually took
    booty_after: int
    reserve_after: int
    from_reserve: int   # what the reserve paid in (only in a short last round)


def share_booty(survivors: list[int], unlucky: int, booty: int, reserve: int) -> Sharing:
    """Each survivor takes one doubloon per pirate who dropped or was hit.

    If the booty cannot cover every share this is the last round, and the
    reserve tops it up. Should even the reserve fall short (a gap in the rule
    text), everyone gets the same whole share that booty + reserve allow and
    whatever cannot be split evenly goes to the reserve (our decision).
    """
    return Sharing(tuple(survivors), *_share(len(survivors), unlucky, booty, reserve))


def _share(survivors: int, unlucky: int, booty: int, reserve: int) -> tuple[int, int, int, int, int]:
    """`share_booty` for this many survivors, as (share, each, booty after, reserve after, from reserve)."""
    share = unlucky if survivors else 0
    need = share * survivors
    if need <= booty:
        return share, share, booty - need, reserve, 0
    each = min(share, (booty + reserve) // survivors)
    total = each * survivors
    return share, each, 0, reserve + booty - total, max(0, total - booty)


def aimed_at(aims: Sequence[int | None], seat: int) -> list[int]:
    """The pirates whose guns are on `seat` (his own aim at himself is none): the captains weigh
    them, and the table asks before a pirate nobody aims at drops."""
    return [s for s, t in enumerate(aims) if t == seat and s != seat]


def may_run_out(players: int, booty: int) -> bool:
    """Could this round's shares empty the booty, and so end the game? At most k pirates dropped
    or hit give each of the other n - k a doubloon per pirate: k * (n - k) at most."""
    return booty <= (players // 2) * (players - players // 2)


@dataclass(frozen=True)
class Settlement:
    """A whole volley settled (not in a shoot-out): the shots, the debts paid, the booty shared."""
    shots: list[Shot]
    dropped: list[int]
    hit: list[int]
    payments: list[tuple[int, int, int]]
    sharing: Sharing
    gold: list[int]          # every pile afterwards, the shares taken


def settle(gold: list[int], red: list[int], black: list[int], aims: list[int | None],
           choices: list[str | None], order: list[int], booty: int, reserve: int) -> Settlement:
    """Fire, pay and share, as the rules do at the end of a round (the ruleset and a captain
    weighing how the last volley may end both ask this)."""
    fired, dropped, hit, paid, payments, survivors, sharing = _settled(gold, red, black, aims, choices, order,
                                                                      booty, reserve)
    return Settlement([Shot(*shot) for shot in fired], dropped, hit,
                      [(payer, payee, amount) for (payer, payee), amount in payments.items()],
                      Sharing(tuple(survivors), *sharing), paid)


def settled_gold(gold: list[int], red: list[int], black: list[int], aims: list[int | None],
                 choices: list[str | None], order: list[int], booty: int, reserve: int) -> tuple[list[int], int, int]:
    """`settle`'s piles afterwards and the booty and reserve left, without its records: what a
    captain weighing a volley reads of it, many thousand times a decision. Where every pirate hit
    can pay all his attackers in full, the order of payment changes nothing and `_pay`'s ordering
    is skipped."""
    hits = [(shooter, target, attack) for shooter, target, attack, _, hit in _fired(red, black, aims, choices) if hit]
    owed = [0] * len(choices)       # what each pirate hit owes: SHOT_PAYMENT per attacker who hit him
    for _, target, _ in hits:
        owed[target] += SHOT_PAYMENT
    unlucky = choices.count("drop")
    paid = list(gold)
    if hits:
        solvent = True
        for target, owes in enumerate(owed):
            if owes:
                unlucky += 1
                solvent = solvent and owes <= gold[target]
        if solvent:
            for shooter, target, _ in hits:
                paid[target] -= SHOT_PAYMENT
                paid[shooter] += SHOT_PAYMENT
        else:
            paid = _pay(gold, hits, order)[0]
    survivors = [s for s in order if choices[s] != "drop" and not owed[s]]
    _, each, booty_after, reserve_after, _ = _share(len(survivors), unlucky, booty, reserve)
    for s in survivors:
        paid[s] += each
    return paid, booty_after, reserve_after


def _settled(gold: list[int], red: list[int], black: list[int], aims: list[int | None],
             choices: list[str | None], order: list[int], booty: int, reserve: int) -> tuple:
    """`settle` in plain values: the shots fired (`_fired`), who dropped, who was hit, every pile
    afterwards, the payments (`_pay`), the survivors and their sharing (`_share`)."""
    fired = _fired(red, black, aims, choices)
    dropped = [s for s, choice in enumerate(choices) if choice == "drop"]
    hit = sorted({target for _, target, _, _, hits in fired if hits})
    paid, payments = _pay(gold, [(shooter, target, attack) for shooter, target, attack, _, hits in fired if hits],
                          order)
    survivors = [s for s in order if s not in dropped and s not in hit]
    sharing = _share(len(survivors), len(dropped) + len(hit), booty, reserve)
    for s in survivors:
        paid[s] += sharing[1]
    return fired, dropped, hit, paid, payments, survivors, sharing
