"""A Loot Pirates captain with sense: aims at the rich, drops when outgunned, weighs bribes.

It reasons only from its view: its own dice, dice it paid to see, the revealed
aims, the open gold piles and the deals of this round. Each captain has an
honesty trait (how often a paid-off pirate keeps his word) and a boldness.
Easy captains make a deliberate mistake now and then.
"""

from __future__ import annotations

import math
import random
from itertools import accumulate
from functools import lru_cache
from typing import Any, Callable, Sequence

from game.ai.profile import SearchProfile, softmax_chances
from game.engine.chance import pick, roll, weighted
from game.engine.values import Action, Decision
from game.engine.view import View, as_view
from game.rules.loot_pirates import data
from game.rules.loot_pirates.combat import aimed_at, defence_against, may_run_out, settled_gold
from game.rules.loot_pirates.state import Deal

SIDES = data.DIE_SIDES
MEAN_PIP = (SIDES + 1) / 2
PEEK_PRICE = data.PEEK_PRICE
KEPT_WORD = 0.5      # how often a paid pirate holds his fire, as far as anyone can tell


@lru_cache(maxsize=None)
def _act(kind: str, key: str = "", value: int = 0) -> Action:
    """Shared action values: the search asks this captain thousands of times a second."""
    return Action.of(kind, **{key: value}) if key else Action.of(kind)


@lru_cache(maxsize=None)
def _bribe(to: int, amount: int) -> Action:
    return Action.of("bribe", to=to, amount=amount)
MISTAKE_RATE = {"easy": 0.3, "normal": 0.0, "hard": 0.0}


def p_beats(attack: int | None, defence: int | None) -> float:
    """Chance an attack beats a defence when either die may be unknown (None)."""
    if attack is not None and defence is not None:
        return 1.0 if attack > defence else 0.0
    if attack is not None:   # defence unknown: a black die lowered by (defence - black) is folded in by caller
        return sum(1 for b in range(1, SIDES + 1) if attack > b) / SIDES
    if defence is not None:
        return sum(1 for r in range(1, SIDES + 1) if r > defence) / SIDES
    return sum(1 for r in range(1, SIDES + 1) for b in range(1, SIDES + 1) if r > b) / SIDES ** 2


class LootPiratesCaptain:
    def __init__(self, rng: random.Random, level: str = "normal") -> None:
        self.rng = rng
        self.level = level
        self.honesty = rng.uniform(0.2, 0.95)
        self.boldness = rng.uniform(0.0, 1.0)
        self.last_volleys: dict[tuple, Any] = {}     # what `_weigh_fire`/`_last_aim` found, per position

    # ---- entry -------------------------------------------------------------
    def choose(self, view: View, decision: Decision) -> Action:
        view = as_view(view)
        if self.rng.random() < MISTAKE_RATE.get(self.level, 0.0):
            return self.rng.choice(decision.actions)
        step = decision.step
        if step == "aim":
            return self._aim(view, decision)
        if step == "negotiate":
            return self._parley(view, decision)
        if step == "peek_answer":
            return self._peek_answer(view, decision)
        if step == "fire":
            return self._fire(view, decision)
        return decision.actions[0]

    # ---- aim ---------------------------------------------------------------
    def _aim(self, view: View, decision: Decision) -> Action:
        me, gold = view.seat, view.gold
        end = near_the_end(view)
        if CROWD_AIM and not end:
            return self._crowd_aim(view, decision)
        leader = max(gold)

        def worth(action: Action) -> float:
            t = action["target"]
            loot = min(gold[t], data.SHOT_PAYMENT)
            catch_up = 0.3 if gold[t] == leader and t != me else 0.0
            return loot + 0.05 * gold[t] + catch_up + self.rng.random() * 0.25
        choice = max(decision.actions, key=worth)
        return self._last_aim(view, decision, choice) if end else choice

    def _crowd_aim(self, view: View, decision: Decision) -> Action:
        """Away from the end, the gun where it adds most, given where the others' guns likely are
        (`crowd_aims`): a pirate under two guns or more drops whatever a third does, so the gun
        that joins them takes nothing, where one on a pirate left alone may hit or make him run.
        (Seen: bench/blunders.py, Loot Pirates seed 282, position 25: every gun on the two leaders,
        the long search aimed at the pirate no one aimed at and won 9 points of win share more.)"""
        gold, share = tuple(view.gold), self._share(view)
        red, black = view.dice[view.seat]
        worth = gun_worths(gold, view.seat, share, crowd_aims(gold, share), red, black)
        return max(decision.actions, key=lambda a: worth[a["target"]] + self.rng.random() * AIM_NOISE)

    # ---- negotiation -------------------------------------------------------
    def _threats(self, view: View) -> list[int]:
        return aimed_at(view.aims, view.seat)

    def _hit_chance_on_me(self, view: View, attacker: int, shooters: int) -> float:
        me = view.seat
        defence = defence_against(view.dice[me][1], shooters)
        known = view.dice.get(attacker)
        return p_beats(known[0] if known else None, defence)

    def _parley(self, view: View, decision: Decision) -> Action:
        me, gold = view.seat, view.gold
        threats = self._threats(view)
        # Strong defence: sell a look at it to the pirates aiming at us; they will hold fire.
        if shows_dice(view.dice[me][1], len(threats)):
            for a in threats:
                offer = _act("offer_peek", "to", a)
                if decision.allows(offer):
                    return offer
        bribed = {d.to for d in Deal.read(view.deals) if d.kind == "bribe" and d.frm == me}
        risks = {a: self._hit_chance_on_me(view, a, len(threats)) for a in threats}
        for a in sorted(threats, key=lambda a: -risks[a]):
            if a in bribed or gold[me] < 3 or gold[a] >= gold[me]:
                continue        # a doubloon to a pirate as rich as us helps him more than us
            # A doubloon buys his word, kept maybe half the time: it saves the 2 he would take and our
            # share of the booty only if he would have hit and everyone else aiming at us misses.
            # (Against three captains who paid whenever his shot was likelier than not, one more such
            # captain won 35% of games, a shared win counted; one weighing the bribe so, 68%.)
            others_miss = 1.0
            for o in threats:
                if o != a:
                    others_miss *= 1 - risks[o]
            saving = KEPT_WORD * risks[a] * others_miss * (min(data.SHOT_PAYMENT, gold[me]) + self._share(view))
            if saving > 1 and self.rng.random() < 0.4 + 0.4 * (1 - self.boldness):
                bribe = _bribe(a, 1)
                if decision.allows(bribe):
                    return bribe
        return _act("pass")

    def _peek_answer(self, view: View, decision: Decision) -> Action:
        """Pay for a look only when it can change what we do for more than the look costs. The one
        thing a pirate's dice can change is whether we drop: only if he aims at us, and only while
        his shot is a real question. (Seeing our target's defence changes nothing: a shot that cannot
        hit costs no more than holding fire. A captain that paid whenever the look was 'useful' paid
        a doubloon a round to anyone who offered: the long search sold it looks round after round.)"""
        me = view.seat
        shower = view.peek_offer[0] if view.peek_offer else None
        accept = _act("accept")
        if shower is None or view.aims[shower] != me or view.gold[me] < 3 or accept not in decision.actions:
            return _act("decline")
        hit = self._hit_chance_on_me(view, shower, len(self._threats(view)))
        loss = min(data.SHOT_PAYMENT, view.gold[me])
        # Knowing his attack die we stand when he misses and drop when he hits; not knowing, we do
        # the better of the two on average. The difference is what the look is worth.
        worth = min(hit * loss, (1 - hit) * self._share(view))
        return accept if worth > PEEK_PRICE else _act("decline")

    @staticmethod
    def _share(view: View) -> float:
        """The booty share a pirate still standing at the end of the round may expect."""
        return min(0.35 * (view.players - 1), view.booty + view.reserve)

    # ---- fire --------------------------------------------------------------
    def _fire(self, view: View, decision: Decision) -> Action:
        kinds = decision.kinds()
        if "raise" not in kinds:          # a shoot-out: turning yellow loses at once
            return _act("shoot")
        me, gold, aims = view.seat, view.gold, view.aims
        threats = self._threats(view)
        deals = Deal.read(view.deals)
        paid_me = {d.frm: d.value for d in deals if d.kind == "bribe" and d.to == me}
        bribed_by_me = {d.to for d in deals if d.kind == "bribe" and d.frm == me}

        # Chance of surviving if we stand: each attacker shoots (less likely if we paid him) and may hit.
        survive, expected_loss = 1.0, 0.0
        for a in threats:
            p_shoot = 0.5 if a in bribed_by_me else 0.85
            shown = any(d == ("peek", me, a, 1) for d in deals)
            if shown:
                p_shoot *= 0.5
            p_hit = p_shoot * self._hit_chance_on_me(view, a, max(1, round(len(threats) * 0.85)))
            survive *= 1 - p_hit
            expected_loss += p_hit * min(data.SHOT_PAYMENT, gold[me])
        expected_share = self._share(view)
        stand = survive * expected_share - expected_loss

        target = aims[me]
        shoot_gain = 0.0
        if target is not None:
            others_at_target = sum(1 for s, t in enumerate(aims) if t == target and s != me)
            known = view.dice.get(target)
            red = view.dice[me][0]
            if known:
                p_hit = 1.0 if red > defence_against(known[1], 1 + round(others_at_target * 0.7)) else 0.0
            else:
                lowered = round(others_at_target * 0.7)
                p_hit = sum(1 for b in range(1, SIDES + 1) if red > b - lowered) / SIDES
            p_target_stays = 0.8
            shoot_gain = p_target_stays * p_hit * min(data.SHOT_PAYMENT, gold[target])

        if threats and stand < -0.4 * (1 - self.boldness) and gold[me] > 0:
            choice = "drop"
        elif target in paid_me and self.rng.random() < self.honesty:
            choice = "raise"
        else:
            choice = "shoot" if shoot_gain > 0 else "raise"
        if threats:
            end = near_the_end(view)
            if end or RECKON_FIRE and _fire_in_doubt(len(threats), view.dice[me][1]):
                choice = self._weigh_fire(view, choice, end)
        return _act(choice)

    def _weigh_fire(self, view: View, choice: str, end: bool) -> str:
        """Weigh the fire on guessed volleys: play each choice out over the same guessed dice and
        rivals' choices, and keep the one worth most. Near the end (`near_the_end`) doubloons matter
        only as places, so a volley that ends the game is worth a place at the top; away from it
        (`RECKON_FIRE`) a volley is worth the win chance the estimate reads from the gold after it.
        (Seen near the end: the leader by one under three guns in the last volley dropped, and every
        rival still standing took the doubloon that tied him. Away from it the rule of thumb counted
        only its own doubloons, so under one gun with a black die of 3 or less it ran: but a pirate who
        turns yellow hands every pirate still standing a doubloon of booty and gives up his own shot.)"""
        key = ("fire", view.seat, choice, tuple(view.aims), tuple(map(tuple, view.deals)), *_volley_key(view))
        if key in self.last_volleys:
            return self.last_volleys[key]
        options = list(dict.fromkeys((choice, "shoot", "drop")))     # raise only where the rule of thumb would
        worth: dict[str, list[float]] = {option: [] for option in options}
        known, me, aims = _fire_known(view, end), view.seat, view.aims
        for _ in range(LAST_VOLLEY_SAMPLES if end else AWAY_FIRE_SAMPLES):
            red, black = self._guess_dice(view)
            choices = self._guess_fire(view, aims, red, black, me, known)
            for option in options:
                choices[me] = option
                worth[option].append(_place_worth(view, aims, red, black, choices))
        return self._remember(key, _best(worth, choice))

    def _last_aim(self, view: View, decision: Decision, choice: Action) -> Action:
        """The aim near the end, weighed as `_weigh_fire` weighs the fire: each rival aims at the
        richest pirate but himself, the next richest or another as often as rule-of-thumb pirates
        with his lead do (`NEAR_END_AIM_RANK`), and fires as `_guess_fire` says:
        a gun on the leader may be one of four, and he drops; a gun on a pirate far behind makes him
        run, and his shot is lost to the pirates who need it.
        (Seen: with the leader one doubloon ahead in the last round, every gun went on him; the
        long search aimed at another pirate and won 34 points more of such games, against rivals
        who did not reckon so. But captains who all guessed every rival on the richest kept off
        him; half that guess, the other half anywhere, took 28% of the wins against them.)
        Every aim is weighed on the same guessed dice and rivals' aims, and the rule of thumb's own
        aim is left only for one that gains by more than half the noise of those volleys (`_best`)."""
        me, gold = view.seat, view.gold
        key = ("aim", me, choice, *_volley_key(view))
        if key in self.last_volleys:
            return self.last_volleys[key]
        worth: dict[Action, list[float]] = {a: [] for a in decision.actions}
        rng, known = self.rng, _fire_known(view, True)
        rates, columns = NEAR_END_AIM_RANK[may_run_out(view.players, view.booty)], known[2]
        groups, cumulative = [], []
        for s in range(view.players):       # each rival's choice of gold rank, then of a pirate in it
            ranks = [(group, max(p, 0.01)) for group, p in zip(gold_ranks(gold, s), rates[columns[s]]) if group]
            groups.append([group for group, _ in ranks])
            cumulative.append(list(accumulate(p for _, p in ranks)))
        for _ in range(LAST_AIM_SAMPLES):
            red, black = self._guess_dice(view)
            aims: list[int | None] = [pick(rng, group[weighted(rng, cum)])
                                      for group, cum in zip(groups, cumulative)]
            for action in worth:
                aims[me] = action["target"]
                choices = self._guess_fire(view, aims, red, black, None, known)
                worth[action].append(_place_worth(view, aims, red, black, choices))
        return self._remember(key, _best(worth, choice, AIM_CONFIDENCE))

    def _remember(self, key: tuple, choice: Any) -> Any:
        """Keep what a reckoning came to: the search asks again in every playout that reaches
        the same position as this captain sees it (only the rivals' hidden dice differ)."""
        if len(self.last_volleys) > 512:
            self.last_volleys.clear()
        self.last_volleys[key] = choice
        return choice

    def _guess_dice(self, view: View) -> tuple[list[int], list[int]]:
        """Dice for every pirate, guessed where we have not seen them."""
        players, dice, rng = view.players, view.dice, self.rng
        red, black = [0] * players, [0] * players
        for s in range(players):
            known = dice.get(s)
            red[s], black[s] = known if known else (roll(rng, SIDES), roll(rng, SIDES))
        return red, black

    def _guess_fire(self, view: View, aims: list[int | None], red: list[int], black: list[int],
                    decided: int | None, known: tuple | None = None) -> list[str | None]:
        """What each pirate (but the `decided` one) does in a volley: shoot his target (or keep his
        word), or drop as often as rule-of-thumb pirates were seen to drop in such a volley under as
        many guns, with that black die (and near the end that lead: `NEAR_END_DROP`, else `AWAY_DROP`).
        `known` is what `_fire_known` reads of the view, worked out once for a reckoning's volleys."""
        paid, drops, columns = known or _fire_known(view, near_the_end(view))
        gold, rng, players = view.gold, self.rng, len(aims)
        guns = [0] * players
        for a, t in enumerate(aims):
            if t is not None and t != a:
                guns[t] += 1
        choices: list[str | None] = [None] * players
        for s in range(players):
            if s == decided:
                continue
            if guns[s] and gold[s] > 0:
                row = guns[s] - 1 if guns[s] < 3 else 2
                if rng.random() < drops[row][black[s] - 1][columns[s]]:
                    choices[s] = "drop"
                    continue
            kept = (s, aims[s]) in paid and rng.random() < KEPT_WORD
            choices[s] = "raise" if kept or rng.random() < 0.1 else "shoot"
        return choices


def _fire_in_doubt(guns: int, black: int) -> bool:
    """Away from the end, whether weighing the fire on guessed volleys may change the rule of thumb's
    choice: only where rule-of-thumb pirates under as many guns, on that black die, were measured to
    be of two minds (`FIRE_IN_DOUBT`). Where they all run or all stand it hardly ever did (150
    rule-of-thumb games: 14 changes in about 1,570 volleys), and weighing every fire made the search
    about a quarter slower."""
    return FIRE_IN_DOUBT[min(guns, 3) - 1][black - 1]


def _fire_known(view: View, end: bool) -> tuple:
    """What `_guess_fire` reads of the view, the same for every volley a reckoning guesses: who paid
    whom, the drop rates of this volley (`NEAR_END_DROP` near the `end`, else `AWAY_DROP`), and each
    pirate's lead column (`lead_column`)."""
    paid = {(d.to, d.frm) for d in Deal.read(view.deals) if d.kind == "bribe"} if view.deals else ()
    drops = NEAR_END_DROP[may_run_out(view.players, view.booty)] if end else AWAY_COLUMNS
    return paid, drops, [lead_column(view.gold, s) for s in range(view.players)]


# How often a rule-of-thumb pirate under fire drops near the end (`near_the_end`): in the volley before
# the last one that may share out the booty, or in that one (`may_run_out`); by the guns on him (1, 2,
# 3 or more), his black die (1-6) and his lead over the richest other pirate (`lead_column`: five or
# more behind, two to four behind, one behind or level, one ahead, two or more ahead). Measured by
# bench/last_volley_drops.py (8,000 games, seed 500000), with captains that guess by these tables
# (measured first with the three columns before, then twice more with the tables of the run before in
# place: within a few points but in the thinnest cells). A cell seen fewer than 20 times takes the rate
# of its column and the next one towards level pooled. Why five columns: a pirate five or more behind
# in the last volley can hardly win whatever he does, so the rule of thumb plays for nothing and runs
# under one gun on a black 1-2 nine times in ten, where two to four behind about one in five do; one
# ahead under two guns runs about twice as often as one level. Pooled as two or more behind, the aim
# near the end took a gun on a hopeless pirate for free (blunder scan 287 #11: 0.022 of a win against
# 0.133 for the gun on the pirate who would stand; his run took away his shot at the leader). One
# captain guessing by five columns won 1,024 of 4,000 games against three guessing by three (and the
# rivals' aims on the richest half the time), one of those 952 among three of the new; the same deals
# of before against before, 995. Before the table, guessed by the doubloons alone, every pirate with a
# black die of 3 or less under one gun was thought to drop, where about one in fifteen within one of
# the lead did in the last volley; one captain guessing by the first table (three columns) won 4,134
# of 16,000 games (25.8%) against three guessing by the doubloons.
NEAR_END_DROP = (
    (   # the volley before the last; a row's columns as `lead_column`'s
        (   # 1 gun(s), volleys per black die 1-6: [2813, 2799, 2857, 2840, 2785, 2728]
            (.57, .2, .14, .42, .49),
            (.51, .14, .07, .32, .3),
            (.26, .03, .05, .22, .39),
            (0, 0, 0, 0, .02),
            (0, 0, 0, 0, 0),
            (0, 0, 0, 0, 0),
        ),
        (   # 2 gun(s), volleys per black die 1-6: [1723, 1766, 1800, 1790, 1759, 1748]
            (.99, 1, 1, .99, 1),
            (1, .98, .99, .96, .98),
            (.93, .78, .92, .88, .93),
            (.6, .36, .59, .6, .81),
            (.32, .03, .13, .25, .59),
            (0, 0, 0, 0, .05),
        ),
        (   # 3 gun(s), volleys per black die 1-6: [639, 613, 595, 621, 622, 620]
            (1, 1, 1, 1, 1),
            (1, 1, 1, 1, 1),
            (1, 1, 1, 1, 1),
            (1, 1, 1, 1, 1),
            (.92, .92, .91, .95, .99),
            (.63, .62, .63, .72, .93),
        ),
    ),
    (   # the last volley
        (   # 1 gun(s), volleys per black die 1-6: [2261, 2307, 2260, 2318, 2259, 2200]
            (.88, .21, .02, .21, .63),
            (.88, .15, .01, .08, .41),
            (.54, .09, 0, .14, .43),
            (0, 0, 0, .01, .19),
            (0, 0, 0, .01, .04),
            (0, 0, 0, 0, 0),
        ),
        (   # 2 gun(s), volleys per black die 1-6: [1405, 1393, 1401, 1455, 1393, 1450]
            (1, .56, .6, .87, .97),
            (.98, .4, .43, .81, .98),
            (.86, .24, .2, .69, .95),
            (.84, .09, .11, .45, .9),
            (.92, .07, .04, .17, .75),
            (0, 0, 0, .02, .27),
        ),
        (   # 3 gun(s), volleys per black die 1-6: [487, 486, 500, 489, 540, 488]
            (.92, .92, .92, 1, 1),
            (.69, .69, .67, 1, 1),
            (.43, .43, .41, 1, 1),
            (.24, .24, .23, .99, 1),
            (.24, .24, .24, .9, 1),
            (.12, .12, .12, .58, .99),
        ),
    ),
)

# Where a rule-of-thumb pirate near the end aims (`gold_ranks`): at the richest pirate but himself,
# the next richest, or one poorer still, by the same volleys and lead columns, measured with the drop
# table above. Pirates far behind or level aim at the richest; two to four behind, mostly at the next
# richest, a pirate they may pass with a hit.
NEAR_END_AIM_RANK = (
    (   # the volley before the last: aims per column [17879, 10612, 10750, 3467, 6372]
        (.87, .07, .06),
        (.49, .4, .12),
        (.74, .23, .04),
        (.87, .12, .01),
        (.81, .17, .02),
    ),
    (   # the last volley: aims per column [14052, 8945, 8513, 3124, 4929]
        (.94, .04, .02),
        (.34, .51, .15),
        (.74, .22, .05),
        (.93, .05, .02),
        (.7, .25, .05),
    ),
)


def richest_others(gold: Sequence[int], seat: int) -> list[int]:
    """The pirates but `seat` with the most gold: where the rule of thumb's gun goes first."""
    top = max(g for t, g in enumerate(gold) if t != seat)
    return [t for t, g in enumerate(gold) if t != seat and g == top]


def gold_ranks(gold: Sequence[int], seat: int) -> list[list[int]]:
    """The pirates but `seat` by their gold: the richest, the next richest, and any poorer (a list
    may be empty)."""
    levels = sorted({g for t, g in enumerate(gold) if t != seat}, reverse=True)
    ranks: list[list[int]] = [[], [], []]
    for t, g in enumerate(gold):
        if t != seat:
            ranks[min(levels.index(g), 2)].append(t)
    return ranks


LEAD_COLUMNS = 5     # `lead_column`'s columns ...
LEVEL_COLUMN = 2     # ... and the one of a pirate one behind the richest other pirate or level with him


def lead_column(gold: Sequence[int], seat: int) -> int:
    """The column of `NEAR_END_DROP` and `NEAR_END_AIM_RANK` a pirate reads by his lead over the
    richest other pirate: five or more behind, two to four behind, one behind or level, one ahead,
    two or more ahead. bench/last_volley_drops.py counts by the same columns."""
    richest = 0
    for t, g in enumerate(gold):      # a loop, not max() over a generator: asked in every reckoning
        if t != seat and g > richest:
            richest = g
    lead = gold[seat] - richest
    return (lead > -5) + (lead > -2) + (lead > 0) + (lead > 1)


LAST_VOLLEY_SAMPLES = 64    # guessed volleys per choice of fire, the same for every choice (at 16, a shot worth
                            # 0.19 of a win against 0.00 for running lost to it one time in 25: no win in 16;
                            # at 32 the leader under one gun dropped on half the seeds where shooting won 0.054
                            # more: 64 against 32 gained +0.054 and +0.013 of a win (se 0.015, 0.010), 96 +0.048
                            # and +0.014, over 40 positions each where the fire changed (bench/rule_change.py))
LAST_AIM_SAMPLES = 64       # and per aim (asked of every pirate, and in the search's every playout). At 16 the
                            # gate (`_best`) kept many a worse aim for noise: 64 against 16 gained +0.022 of a
                            # win (se 0.007) over 80 positions of real games where the aim changed
                            # (bench/rule_change.py); one such captain won 25.4% of 32,000 games against
                            # three at 16, one at 16 24.6% against three such
AIM_CONFIDENCE = 0.5        # standard errors by which another aim's gain must beat the rule of thumb's. On 64
                            # volleys the gate of one standard error (set for 16) held back better aims: half
                            # of one gained +0.038 of a win (se 0.015), none +0.042 (se 0.011, two seeds)
                            # over 60 positions of real games each where the aim changed (bench/rule_change.py)
LAST_VOLLEY_MARGIN = 0.02    # win share a choice must add to overrule the rule of thumb's


# ---- the aim away from the end ------------------------------------------------------------------

CROWD_AIM = True            # aim away from the end by `crowd_aims` (False: at the richest, as near the end)
CROWD_LEADER, CROWD_OTHER = 1.0, 0.5   # a doubloon lost by the richest other pirate, by another, against one won
CROWD_ROUNDS, CROWD_TEMPERATURE = 8, 0.15   # `crowd_aims`' rounds of answers, and how sharply each answers
# How often a rule-of-thumb pirate under fire drops away from the end (not `near_the_end`): by the
# guns on him (1, 2, 3 or more; a row) and his black die (1-6). Measured by bench/last_volley_drops.py
# (2,000 games, 300 to 5,400 volleys a cell, every pirate aiming by `crowd_aims` and weighing its fire
# by `RECKON_FIRE`; measured again with the table in place until it held: under one gun on a black 1
# it read .35, then .50, .47 and .49. Before `RECKON_FIRE`, .96, .90 and .61 for a black 1-3).
AWAY_DROP = ((.49, .37, .22, .01, 0, 0), (1, .97, .90, .74, .46, .01), (1, 1, 1, 1, .97, .79))
NO_DROP = (0,) * SIDES
AWAY_COLUMNS = tuple(tuple((p,) * LEAD_COLUMNS for p in row) for row in AWAY_DROP)   # as `_guess_fire` reads a table
# Where the fire is weighed away from the end (`_fire_in_doubt`): the cells of `AWAY_DROP` whose rate
# is neither within 2 points of 0 nor of 1 (under one gun a black 1-3, two a 2-5, three or more a 5-6).
FIRE_IN_DOUBT = tuple(tuple(0.02 <= p <= 0.98 for p in row) for row in AWAY_DROP)
RECKON_FIRE = True          # away from the end too, the fire weighed on guessed volleys (`_weigh_fire`)
AWAY_FIRE_SAMPLES = 8       # ... on this many (whole games, one new captain against three before, 2,000 each
                            # way: at 64 volleys 31.6%, one before against three new 19.3%; at 16, 31.5% and
                            # 18.9%; at 8, 30.9% and 19.2%. The search ran a quarter as fast at 64, 72% at 16,
                            # 88% at 8. bench/rule_change.py at 64: +0.049 (se 0.009), +0.036 (se 0.009))


def _other_guns(aims: Sequence[Sequence[float]], me: int, target: int) -> tuple[float, float, float]:
    """The chances of 0, 1, and 2 or more guns on `target` but `me`'s, each pirate aiming as `aims` says."""
    none, one, more = 1.0, 0.0, 0.0
    for s, row in enumerate(aims):
        if s != me and s != target:
            p = row[target]
            none, one, more = none * (1 - p), one * (1 - p) + none * p, more + one * p
    return none, one, more


def _gun_odds(broke: bool, others: int, red: int) -> tuple[float, float]:
    """For a gun joining `others` on a pirate (`broke`: with no gold), his black die unknown: the
    chance it hits, and how much likelier it makes him run (`AWAY_DROP`, with the gun and without; a
    broke pirate has nothing to keep by running, and the rule of thumb never does). `red` 0: unknown."""
    with_us = NO_DROP if broke else AWAY_DROP[others]
    without = NO_DROP if broke or not others else AWAY_DROP[others - 1]
    reds = range(1, SIDES + 1) if red == 0 else (red,)
    hit = 0.0
    for r in reds:
        for b in range(1, SIDES + 1):
            if r > defence_against(b, others + 1):
                hit += 1 - with_us[b - 1]
    run = sum(w - o for w, o in zip(with_us, without))
    return hit / (SIDES * len(reds)), run / SIDES


# `_gun_odds` worked out once: [broke][others][red], red 0 unknown (`gun_worths` is asked in every playout)
GUN_ODDS = tuple(tuple(tuple(_gun_odds(broke, others, red) for red in range(SIDES + 1)) for others in range(3))
                 for broke in (False, True))


def gun_worths(gold: tuple[int, ...], me: int, share: float, aims: Sequence[Sequence[float]],
               red: int | None, black: int | None = None) -> list[float]:
    """What `me`'s gun is worth on each pirate (-inf on himself), the others aiming as `aims` says and
    his red die `red` (None: unknown): the doubloons it takes, and what it costs the target, weighed
    by `CROWD_LEADER` or `CROWD_OTHER`: the doubloons and the booty share he loses when it hits, the
    share he loses when it makes him run (`GUN_ODDS`). Given our black die `black` (0: unknown),
    also the shot at us that his run takes away (`FIGHT_BACK`)."""
    players = len(gold)
    richest = richest_others(gold, me)
    worth = [-math.inf] * players
    # What a shot at us costs: his red die unknown against our black die (0: unknown as well).
    at_me = 0.0 if black is None else FIGHT_BACK * p_beats(None, black or None) * min(gold[me], data.SHOT_PAYMENT)
    for t in range(players):
        if t == me:
            continue
        loot = min(gold[t], data.SHOT_PAYMENT)
        weight = CROWD_LEADER if t in richest else CROWD_OTHER
        odds = GUN_ODDS[not gold[t]]
        back = aims[t][me] * at_me * (1 + weight)     # per unit of his run: his shot at us, weighed as ours
        total = 0.0
        for others, p in enumerate(_other_guns(aims, me, t)):
            if p:
                hit, run = odds[others][red or 0]
                total += p * (hit * loot + weight * (run * share + hit * (loot + share)) + run * back)
        worth[t] = total + 0.02 * gold[t]
    return worth


# A gun on the pirate likely aiming at us (`crowd_aims`) is worth, besides what it takes, the shot at us
# it may take away: the likelier he runs for it ('Any other pirates who had been aimed at him do not
# get a chance to shoot him'; nor does he, having dropped his gun), the less likely we pay him, by what
# a hit on us would cost (his red die unknown against our black), weighed as our own shot on him is.
# (bench/blunders.py, Loot Pirates seed 290, position 14: Ben on 10 with a red 6 and a black 1 under the
# leader's gun aimed at a pirate on 4, 0.181 of a win; at the leader, whose run saves his doubloons and
# his share, 0.301.) `bench/rule_change.py` (30 positions, 200 samples) for our own aim, this weight against
# none: +0.0177 (se 0.0075, seed 31), +0.0071 (se 0.0066, seed 32); for the guessed aims (`crowd_aims`) too,
# against our aim alone: +0.0018 (se 0.0081), +0.0130 (se 0.0058). Whole games (4,000, seed 11, the same
# deals; one captain against three of the rule before it): both 1,080.5 (27.0%), one before among three of
# them 949.0; our aim alone 1,027.3 and 1,005.3; before against before 981.2.
FIGHT_BACK = 1.0


@lru_cache(maxsize=4096)
def crowd_aims(gold: tuple[int, ...], share: float) -> tuple[tuple[float, ...], ...]:
    """Each pirate's chances of aiming at each other away from the end, dice unknown: from every gun
    on the richest, `CROWD_ROUNDS` rounds in which each pirate answers where the others aim (by
    `gun_worths`, softly: `CROWD_TEMPERATURE`) and meets his answer halfway.
    Why not guess every rival at the richest, as the rule of thumb aimed before: a captain that
    guessed so and answered won 28.9% of 2,000 games against three of that rule, but where all aimed
    so, one of that rule won 37.5% against them (every gun kept off the leader). Guessed so, one
    won 27.0% against three of that rule, and one of that rule 22.1% against three of them.
    Each pirate also weighs the shot at him his gun may take away, his black die unknown
    (`FIGHT_BACK`), as the rule of thumb's own aim does."""
    players = len(gold)
    aims = []
    for s in range(players):
        rich = richest_others(gold, s)
        aims.append(tuple(1 / len(rich) if t in rich else 0.0 for t in range(players)))
    for _ in range(CROWD_ROUNDS):
        aims = [tuple((old + new) / 2 for old, new in
                      zip(aims[s], softmax_chances(gun_worths(gold, s, share, aims, None, 0), CROWD_TEMPERATURE)))
                for s in range(players)]
    return tuple(aims)


def near_the_end(view: View) -> bool:
    """Could this volley or the next share out the last of the booty (a shoot-out shares none)?
    Played for places from two rounds out, one rule of thumb won 32% of games against three
    playing only the last volley so (4,000 games on each of two seeds); from three rounds out 34%,
    but the search then ran an eighth as fast (every aim in every playout weighs its volley)."""
    return not view.duelists and may_run_out(view.players, view.booty // 2)


def _volley_key(view: View) -> tuple:
    """All a last-volley reckoning reads of the view but the aims and deals."""
    return (tuple(view.gold), view.booty, view.reserve, tuple(view.order), tuple(sorted(view.dice.items())))


def _best(worth: dict[Any, list[float]], choice: Any, confidence: float = 0.0) -> Any:
    """The choice worth most over the same guessed volleys (one worth a volley), where it beats the
    rule of thumb's own `choice` by the margin and, given a `confidence`, by that many standard errors
    of its gain volley by volley. The last aim is gated so (`AIM_CONFIDENCE`); the fire, on twice the
    volleys, by the margin alone.
    (bench/blunders.py, Loot Pirates seed 253: in the last volley a pirate one doubloon behind the
    leader aimed his gun at the leader half the time, elsewhere the other half, on 8 volleys' say and
    the margin alone; the scan's judge, every rival bold and honest, put the leader 16 points of win
    share ahead, and the reckoning itself, over 4,000 volleys, 6.5 points. One captain aiming on 16
    volleys with the gate won 25.7%, 26.2% and 25.5% of 8,000 games (seeds 11-13) against three aiming
    on 8 without it, where one aiming as they did won 24.4%, 24.9% and 24.7%.)"""
    totals = {option: sum(values) for option, values in worth.items()}
    best = max(totals, key=lambda o: (totals[o], o == choice))
    if best == choice:
        return choice
    n = len(worth[choice])
    if totals[best] - totals[choice] <= LAST_VOLLEY_MARGIN * n:
        return choice
    if confidence:
        gains = [b - c for b, c in zip(worth[best], worth[choice])]
        mean = sum(gains) / n
        spread = (sum((g - mean) ** 2 for g in gains) / n) ** 0.5
        if mean <= confidence * spread / n ** 0.5:
            return choice
    return best


def _place_worth(view: View, aims: list[int | None], red: list[int], black: list[int],
                 choices: list[str | None]) -> float:
    """Our share of the win after this volley: a place at the top when it ends the game, else
    the estimate's chance from the gold piles."""
    gold, booty_after, reserve_after = settled_gold(view.gold, red, black, aims, choices, view.order,
                                                    view.booty, view.reserve)
    me = view.seat
    if booty_after:
        return _chance_after(tuple(gold), booty_after, reserve_after, me)
    top = max(gold)
    return 1.0 / gold.count(top) if gold[me] == top else 0.0


@lru_cache(maxsize=8192)
def _chance_after(gold: tuple[int, ...], booty: int, reserve: int, seat: int) -> float:
    """`seat`'s win chance read from the piles after a guessed volley (`chances`), kept: the thousands
    of volleys a reckoning guesses end on a few piles over and over."""
    return chances(gold, booty, reserve)[seat]


# ---- search profile (Normal and Hard) ------------------------------------------------------

BRIBE_AMOUNTS = (1, 2, 3)   # bigger bribes than a shot costs (2) are never worth searching


def search_moves(state: Any, decision: Decision) -> list[tuple[Action, ...]]:
    """Every move, except that bribes are searched only in small amounts."""
    return [(a,) for a in decision.actions if a.kind != "bribe" or a["amount"] in BRIBE_AMOUNTS]


# The search's estimate, fitted to who went on to win 3,000 rule-of-thumb games (bench/loot_pirates_estimate.py):
# each seat's standing is these weights times `standing_features`, its chance its share of e**standing.
# (Also fitted with the gold unscaled beside it: a little better on four pirates' booty of 32, but its
# negative weight made a doubloon worth less than nothing where the booty is larger, and captains dropped
# under one gun against a defence of six.)
STANDING = {"scaled": 1.27, "guns": -0.733, "black": 0.297, "red": 0.232}
_SCALED, _GUNS, _BLACK, _RED = (STANDING[k] for k in ("scaled", "guns", "black", "red"))


def standing_features(state: Any) -> list[dict[str, float]]:
    """What the estimate weighs for each seat, by name: its gold, scaled as `chances` scales it (by the
    booty left to share per pirate, so a lead counts for more as the booty runs out), and, for the volley
    to come, the guns aimed at it and its black and red dice (from their mean), scaled the same way."""
    return [dict(zip(STANDING, row)) for row in _rows(state)]


def _rows(state: Any) -> list[tuple[float, float, float, float]]:
    gold, n = state.gold, state.players
    spread = _spread(state.booty, state.reserve, n)
    red, black = state.red, state.black
    guns = [0] * n
    for target in state.aims:
        if target is not None:
            guns[target] += 1
    return [(gold[s] / spread, guns[s] / spread,
             (black[s] - MEAN_PIP) / spread if black else 0.0, (red[s] - MEAN_PIP) / spread if red else 0.0)
            for s in range(n)]


def evaluate(state: Any) -> list[float]:
    return softmax_chances([_SCALED * a + _GUNS * b + _BLACK * c + _RED * d for a, b, c, d in _rows(state)], 1.0)


def chances(gold: Sequence[int], booty: int, reserve: int) -> list[float]:
    """Win chances from the gold piles: a lead counts for more as the booty runs out."""
    return softmax_chances(gold, _spread(booty, reserve, len(gold)))


def _spread(booty: int, reserve: int, players: int) -> float:
    """How many doubloons of lead are worth e : 1, from the booty (and a tenth of the reserve) left per pirate."""
    return 1.0 + (booty + reserve * 0.1) / players


def veto(view: View, decision: Decision, moves: list[tuple[Action, ...]]) -> list[tuple[Action, ...]]:
    """What the rules themselves call foolish: dropping with nobody aiming at you, paying a pirate who
    isn't, aiming at a broke pirate while another has gold ('There is little profit to be had by
    shooting at a broke player': early on every aim looks alike to the estimate, and a search trusting
    a hair's edge aimed at one)."""
    me = view.seat
    threats = set(aimed_at(view.aims, me))
    if decision.step == "aim" and any(view.gold[m[0]["target"]] > 0 for m in moves if m[0].kind == "aim"):
        moves = [m for m in moves if m[0].kind != "aim" or view.gold[m[0]["target"]] > 0]
    kept = []
    for move in moves:
        a = move[0]
        if a.kind == "drop" and not threats and decision.step == "fire" and "raise" in decision.kinds():
            continue
        if a.kind == "bribe" and a["to"] not in threats:
            continue
        kept.append(move)
    return kept


SHOW_DEFENCE = 5     # a pirate aimed at offers a look at his dice with a defence this high (`_parley`)
TOLD = 0.9           # how often a sample takes a rival's parley and aim as the rule of thumb meant them (`infer_dice`)
AIM_NOISE = 0.25     # away from the end a gun goes where it is worth most, give or take this (`_crowd_aim`)
AIM_GRID = 48        # points at which `aim_chance` adds up the chance of one aim


def shows_dice(black: int, guns: int) -> bool:
    """Whether a rule-of-thumb pirate under `guns` guns offers a look at his dice: the one threshold
    that his parley (`_parley`) and the search's reading of it (`infer_dice`) share."""
    return defence_against(black, guns) >= SHOW_DEFENCE


def aim_chance(worth: Sequence[float], target: int) -> float:
    """The chance that a gun goes on `target` when each pirate's `worth` to it is blurred by up to
    `AIM_NOISE` at random, as `_crowd_aim` blurs it: the blur of `target` taken at `AIM_GRID` points,
    each other pirate's blur below it uniform."""
    best = worth[target]
    total = 0.0
    for i in range(AIM_GRID):
        top = best + (i + 0.5) / AIM_GRID * AIM_NOISE
        p = 1.0
        for t, w in enumerate(worth):
            if t != target and w != -math.inf:
                p *= min(1.0, max(0.0, (top - w) / AIM_NOISE))
        total += p
    return total / AIM_GRID


@lru_cache(maxsize=4096)
def red_weights(gold: tuple[int, ...], share: float, seat: int, target: int) -> tuple[float, ...]:
    """How likely a rule-of-thumb pirate `seat` with each red die (1 to 6) aims at `target` away from
    the end, the gold as it stood at the aim: his gun goes where it is worth most (`gun_worths`, which
    weighs his red die), so a gun on a pirate other guns likely crowd, or a broke one, tells of a
    weak red die, and a gun alone on the leader of a strong one. His black die, unseen, weighs his
    gun too (`FIGHT_BACK`): each red die's chance is the mean over the six black dice."""
    crowd = crowd_aims(gold, share)
    blacks = range(1, SIDES + 1)
    return tuple(sum(aim_chance(gun_worths(gold, seat, share, crowd, red, black), target) for black in blacks) / SIDES
                 for red in range(1, SIDES + 1))


def _gold_at_aim(view: View) -> tuple[int, ...]:
    """The gold as it stood when the guns were aimed: the parley's bribes and paid looks undone."""
    gold = list(view.gold)
    for d in Deal.read(view.deals):
        if d.kind == "bribe":           # `frm` paid `to` the bribe
            gold[d.frm] += d.value
            gold[d.to] -= d.value
        elif d.value == 1:              # a look bought: `to` paid `frm` for it
            gold[d.frm] -= data.PEEK_PRICE
            gold[d.to] += data.PEEK_PRICE
    return tuple(gold)


def infer_dice(view: dict[str, Any]) -> Callable[[random.Random], dict[str, Any]]:
    """Samples of the view with the dice rivals' aims and parley told of.

    - The aim, once the guns are shown, away from the end: each rival's red die drawn as likely as
      it would have put a rule-of-thumb gun where his is (`red_weights`). Over rule-of-thumb games
      the true red die was so 1.23 times as likely as at random (0.21 nats), and on the right side
      of 3.5 two times in three.
    - The parley: a pirate under guns who offered a look at his dice has a defence of
      `SHOW_DEFENCE` or more, and once the parley is over, one who could have offered (a gun on him
      from a pirate able to pay for the look) and did not has less. Dealt at random, a target who
      kept quiet under one gun kept his black 5 or 6 a third of the time, where the rule of thumb
      would have offered it for sale.

    Each rival is read so `TOLD` of the time (a human aims and parleys by his own lights), else his
    dice stay unknown. Who told what is read once; each sample only draws the dice."""
    typed = as_view(view)
    phase = typed.phase
    if phase not in ("negotiate", "fire") or typed.duelists:
        return lambda rng: view
    me, aims, gold, known = typed.seat, typed.aims, typed.gold, typed.dice
    offered = {d.frm for d in Deal.read(typed.deals) if d.kind == "peek"}
    at_aim = None if near_the_end(typed) else _gold_at_aim(typed)     # near the end guns go for places: not read
    share = LootPiratesCaptain._share(typed)
    readings: list[tuple[int, list[float] | None, list[int] | None]] = []   # a rival, his reds' odds, his blacks
    for s in range(typed.players):
        if s == me or s in known:
            continue
        reds = None
        if at_aim is not None and aims[s] is not None:
            weights = red_weights(at_aim, share, s, aims[s])
            if sum(weights) > 0 and max(weights) > min(weights):
                reds = list(accumulate(weights))
        blacks = None
        threats = aimed_at(aims, s)
        if threats:             # before any deal nobody has offered, and silence is read in the fire only
            shown = s in offered
            if shown or (phase == "fire" and any(gold[a] >= data.PEEK_PRICE for a in threats)):
                allowed = [b for b in range(1, SIDES + 1) if shows_dice(b, len(threats)) == shown]
                blacks = allowed if 0 < len(allowed) < SIDES else None
        if reds is not None or blacks is not None:
            readings.append((s, reds, blacks))
    if not readings:
        return lambda rng: view

    def sample(rng: random.Random) -> dict[str, Any]:
        told = None
        for s, reds, blacks in readings:
            if rng.random() < TOLD:
                told = dict(known) if told is None else told
                red = roll(rng, SIDES) if reds is None else 1 + weighted(rng, reds)
                told[s] = (red, roll(rng, SIDES) if blacks is None else pick(rng, blacks))
        return view if told is None else {**view, "dice": told}
    return sample


def search_profile() -> SearchProfile:
    return SearchProfile(make_policy=lambda rng: LootPiratesCaptain(rng, "normal"), evaluate=evaluate,
                         moves=search_moves, veto=veto, rollout_depth=14, infer=infer_dice)
