"""How a Loot Pirates captain guesses its rivals (`_guess_fire`, `_last_aim`, `crowd_aims`, `infer_dice`).

The guesses are what the captain plays the last volleys against, so they should look like what
rival captains do: a pirate who would likely be shot runs, whether or not he leads, and the guns
do not all go on the richest pirate."""

import random
from collections import Counter
from dataclasses import replace

from game.ai.loot_pirates import (AWAY_DROP, LEAD_COLUMNS, NEAR_END_DROP, NEAR_END_AIM_RANK, SHOW_DEFENCE, TOLD,
                                  LootPiratesCaptain, crowd_aims, chances, infer_dice, red_weights, _chance_after,
                                  _gold_at_aim)
from game.ai.ismcts import Budget
from game.ai.search_seat import SearchSeat
from game.ai.seats import search_profile
from game.engine.ruleset import registry
from game.engine.values import Action
from game.engine.view import as_view
from tests.bench_scripts import load
from tests.rules.test_loot_pirates_examples import aim, scenario


def _guessed(view, aims, black, seed=0):
    captain = LootPiratesCaptain(random.Random(seed))
    return captain._guess_fire(view, aims, [6] * len(black), black, None)


def test_a_poor_pirate_under_two_guns_with_a_black_one_is_guessed_to_run():
    """Two guns on a black 1 lower it to 0 ('his defense value goes down by 1 for each additional
    player shooting at him'): nearly sure to be hit for 2 doubloons each, he is guessed to turn
    yellow about half the time (rule-of-thumb pirates two to four behind in the last volley do: the
    rest play for a place; those five or more behind nearly always run). Ben, the leader by one with
    a black 6 under the other two guns (a defence of 5: only a 6 hits him), stands nearly always
    (rule-of-thumb pirates so placed run about one time in fifty)."""
    m = scenario([9, 12, 10, 11], red=[6, 4, 3, 2], black=[1, 6, 3, 5], booty=3, seed=1)
    view = as_view(m.view(1))
    guesses = [_guessed(view, [1, 0, 0, 1], [1, 6, 3, 5], seed) for seed in range(40)]
    assert 12 <= sum(g[0] == "drop" for g in guesses) <= 30
    assert sum(g[1] == "drop" for g in guesses) <= 3


def test_near_the_end_not_every_rival_is_guessed_on_the_richest():
    """A rival's gun is guessed on the richest pirate but himself, the next richest or one poorer as
    often as rule-of-thumb pirates with his lead aim so (`NEAR_END_AIM_RANK`): captains that guessed
    every gun on the leader all kept off him. Ben, three behind the leader Dan in the last volley,
    is guessed on Dan about a third of the time, on Anne, the next richest, about half."""
    m = scenario([12, 10, 11, 13], red=[6, 4, 3, 2], black=[5, 2, 3, 5], booty=2, seed=1)
    view = as_view(m.view(0))
    decision = m.decision_for(0)
    captain = LootPiratesCaptain(random.Random(3))
    seen = []
    captain._guess_fire = lambda view, aims, red, black, decided, known=None: seen.append(tuple(aims)) or [None] * 4
    captain._last_aim(view, decision, decision.actions[0])
    rival_aims = {a[1] for a in seen} | {a[2] for a in seen}
    assert 3 in rival_aims and len(rival_aims) > 1
    bens = Counter(a[1] for a in seen)
    richest, next_richest, _ = NEAR_END_AIM_RANK[True][1]
    assert abs(bens[3] / len(seen) - richest) < 0.15 and abs(bens[0] / len(seen) - next_richest) < 0.15, bens


def test_a_pirate_far_behind_in_the_last_volley_is_guessed_to_run_from_one_gun():
    """Six doubloons to the leader's 15 with two of booty left, Cora can hardly win whatever she does,
    and rule-of-thumb pirates so far behind run from one gun on a black 1 or 2 about nine times in
    ten (`NEAR_END_DROP`'s first column); two to four behind, about one in five. Pooled as 'two or
    more behind', the aim near the end thought a gun on her would leave her shot at the leader."""
    m = scenario([12, 13, 6, 15], red=[3, 4, 2, 5], black=[4, 3, 2, 5], booty=2, seed=0)
    view = as_view(m.view(0))
    far = [_guessed(view, [2, 3, 3, 0], [4, 3, 2, 5], seed)[2] for seed in range(60)]
    closer = as_view(scenario([12, 13, 11, 15], red=[3, 4, 2, 5], black=[4, 3, 2, 5], booty=2, seed=0).view(0))
    near = [_guessed(closer, [2, 3, 3, 0], [4, 3, 2, 5], seed)[2] for seed in range(60)]
    assert far.count("drop") >= 45 and near.count("drop") <= 25, (far.count("drop"), near.count("drop"))


def test_the_guessed_drop_rates_are_how_rule_of_thumb_pirates_drop():
    """`NEAR_END_DROP`, `NEAR_END_AIM_RANK` and `AWAY_DROP` describe the rule of thumb
    (bench/last_volley_drops.py): in fresh games, pooled over black dice, rivals drop near the end
    about as often as the table guesses, and aim at the richest, the next richest or another as often.
    Change how captains fire near the end and this asks for the table to be measured again.
    (Guessed by the doubloons alone, a pirate under one gun within one of the lead in the last
    volley was thought to drop whenever his black die was 3 or less, half of them; one in fifteen did.)"""
    seen = load("last_volley_drops").count_drops(300, 7000)
    for final in (False, True):
        for guns in (1, 2):
            for bucket in range(LEAD_COLUMNS):
                cells = {b: seen.get((final, guns, b, bucket), Counter()) for b in range(1, 7)}
                drops = sum(cell[True] for cell in cells.values())
                total = sum(cell.total() for cell in cells.values())
                guessed = sum(NEAR_END_DROP[final][guns - 1][b - 1][bucket] * cell.total() for b, cell in cells.items())
                if total >= 60:
                    assert abs(drops - guessed) / total < 0.1, (final, guns, bucket, drops, guessed, total)
    # The aims near the end, `NEAR_END_AIM_RANK`, column by column.
    for final in (False, True):
        for column in range(LEAD_COLUMNS):
            cell = seen.get(("aim", final, column), Counter())
            if cell.total() >= 60:
                for rank, guessed in enumerate(NEAR_END_AIM_RANK[final][column]):
                    assert abs(cell[rank] / cell.total() - guessed) < 0.12, (final, column, cell)
    # Away from the end, `AWAY_DROP` (the aim's `gun_worths` reads it), black die by black die.
    for guns in (1, 2, 3):
        for b in range(1, 7):
            cell = seen.get(("away", guns, b), Counter())
            if cell.total() >= 40:
                assert abs(cell[True] / cell.total() - AWAY_DROP[guns - 1][b - 1]) < 0.15, (guns, b, cell)


def test_away_from_the_end_the_guessed_aims_are_chances_and_spread_over_the_leaders():
    """`crowd_aims` guesses each pirate's aim as chances (never at himself). With two leaders on 9,
    each the other's richest rival, not every gun is guessed on them: a pirate under two guns runs
    whatever a third does, so some go to the pirates on 8."""
    aims = crowd_aims((8, 9, 9, 8), 1.05)
    for s, row in enumerate(aims):
        assert row[s] == 0 and abs(sum(row) - 1) < 1e-9 and min(row) >= 0
    assert 0.1 < aims[0][3] < 0.9 and 0.1 < aims[3][0] < 0.9
    assert aims[1][2] > aims[1][0] and aims[2][1] > aims[2][3]      # each leader still likeliest on the other


def _after_parley(offerer_to, view_seat=0, black=(3, 6, 2, 1)):
    """Aims 0->1, 1->0, 2->3, 3->2; in the parley only the pirates in `offerer_to` (seat -> viewer)
    offer a look at their dice, which is declined; then the fire, seen by `view_seat`."""
    m = scenario([6, 6, 6, 6], red=[3, 3, 3, 3], black=list(black), seed=2)
    aim(m, [1, 0, 3, 2])
    while m.state.phase == "negotiate":
        d = m.pending()[0]
        offer = Action.of("offer_peek", to=offerer_to.get(d.seat, -1))
        if d.step == "peek_answer":
            m.submit(d.seat, Action.of("decline"))
        elif d.seat in offerer_to and d.allows(offer):
            m.submit(d.seat, offer)
        else:
            m.submit(d.seat, Action.of("pass"))
    assert m.state.phase == "fire"
    return m.view(view_seat)


def test_a_rival_who_offered_a_look_under_a_gun_is_dealt_a_high_black_die():
    """The rule of thumb offers a look at its dice under one gun only with a defence of 5 or 6, and
    under fire keeps quiet with less: a sample takes its parley at its word (`infer_dice`, `TOLD` of
    the time), and the position dealt from it holds those dice. Dealt at random, the quiet pirate
    held a 5 or 6 a third of the time."""
    view = _after_parley({1: 0})
    ruleset, rng = registry.get("loot_pirates"), random.Random(4)
    states = [ruleset.determinize(infer_dice(view)(rng), rng) for _ in range(600)]
    offered_high = sum(s.black[1] >= SHOW_DEFENCE for s in states) / len(states)
    quiet_high = sum(s.black[2] >= SHOW_DEFENCE for s in states) / len(states)
    assert offered_high > TOLD - 0.05 and quiet_high < (1 - TOLD) / 3 + 0.05
    assert all(s.black[0] == 3 for s in states)        # our own die is as it is


def _blacks(view, seat, samples=300):
    """The black dice `seat` is dealt in positions sampled from `view` as read."""
    sample, ruleset, rng = infer_dice(view), registry.get("loot_pirates"), random.Random(5)
    return [ruleset.determinize(sample(rng), rng).black[seat] for _ in range(samples)]


def test_nothing_is_read_into_dice_before_the_parley_or_where_no_gun_points():
    """In the aim there is no parley to read and no gun shown; in the fire, a pirate under no gun had
    nothing to offer: his black die is dealt at random (his red one is read from his aim)."""
    m = scenario([6, 6, 6, 6], red=[3, 3, 3, 3], black=[3, 6, 2, 1], seed=2)
    view = m.view(0)
    assert infer_dice(view)(random.Random(1)) is view
    view = _after_parley({}, black=(3, 6, 2, 1))
    view = {**view, "aims": [1, 0, 1, 2]}          # now nobody aims at seat 3
    free, quiet = _blacks(view, 3), _blacks(view, 2)     # seat 2 kept quiet under one gun
    assert sum(b >= SHOW_DEFENCE for b in free) > len(free) / 5     # a 5 or 6 a third of the time
    assert sum(b >= SHOW_DEFENCE for b in quiet) < len(quiet) / 10


def test_a_quiet_pirate_is_read_only_where_a_gun_on_him_could_have_paid_for_a_look():
    """A look costs the buyer a doubloon ('offer to show their dice for a doubloon'): a pirate whose
    only gun is held by a pirate who cannot pay had no one to sell a look to, so his silence says
    nothing. Here seat 2 aims at seat 3 with no gold; seat 3 aims at seat 2 with 6."""
    view = _after_parley({})
    view = {**view, "gold": [6, 6, 0, 6]}
    unpaid, quiet = _blacks(view, 3), _blacks(view, 2)
    assert sum(b >= SHOW_DEFENCE for b in unpaid) > len(unpaid) / 5
    assert sum(b >= SHOW_DEFENCE for b in quiet) < len(quiet) / 10


def test_a_rivals_red_die_is_read_from_where_a_rule_of_thumb_gun_would_go():
    """Away from the end a rule-of-thumb gun goes where it is worth most, give or take a little, and
    what it is worth weighs the aimer's red die (`gun_worths`), and his black die, unseen by the others
    (a gun on the pirate likely aiming at him, `FIGHT_BACK`). `red_weights` is that rule's chance of
    each aim for each red die, his black die any of six: counted from the captain's own aims over the
    six black dice it holds within a few points. Here (gold 5, 5, 8, 2) a gun on the poorest pirate
    tells of a high red die, and a sample's red die is drawn so (`TOLD` of the time, else at random).
    A gun on the leader, who likely aims at Anne or Ben, tells little: a weak black die puts it there
    whatever the red (before `FIGHT_BACK` it was read as a red 1-2 two times in three)."""
    gold = [5, 5, 8, 2]
    for red in range(1, 7):
        counts: Counter = Counter()
        for black in range(1, 7):
            m = scenario(gold, red=[red, 3, 3, 3], black=[black, 3, 3, 3], seed=2)
            view, decision = m.view(0), m.decision_for(0)
            counts.update(LootPiratesCaptain(random.Random(k)).choose(view, decision)["target"] for k in range(70))
        weights = red_weights(tuple(gold), 1.05, 0, 3), red_weights(tuple(gold), 1.05, 0, 2)
        total = counts.total()
        assert abs(counts[3] / total - weights[0][red - 1]) < 0.08 and abs(counts[2] / total - weights[1][red - 1]) < 0.08
    m = scenario(gold, red=[3, 3, 3, 3], black=[3, 3, 3, 3], seed=2)
    aim(m, [2, 3, 3, 2])        # seat 0 on the leader, seat 1 on the poorest; seen by seat 3
    view = m.view(3)
    sample = infer_dice(view)
    reds = [sample(random.Random(k))["dice"] for k in range(600)]
    high = sum(d[1][0] >= 4 for d in reds if 1 in d) / len(reds)
    low = sum(d[0][0] <= 2 for d in reds if 0 in d) / len(reds)
    assert high > TOLD * 0.9 and TOLD * 0.25 < low < TOLD * 0.5


def test_the_aims_are_read_on_the_gold_as_it_stood_when_the_guns_were_aimed():
    """'Perhaps they pay 1 or 2 doubloons to another pirate in order to get their word that they wont
    shoot them. Alternatively they might offer to show their dice for a doubloon': the parley moves
    gold after the guns are aimed, and the aims are read on the gold before it."""
    m = scenario([6, 5, 4, 3], red=[3, 3, 3, 3], black=[3, 6, 2, 1], seed=2)
    aim(m, [1, 0, 3, 2])
    paid = False
    while m.state.phase == "negotiate":
        d = m.pending()[0]
        if d.step == "peek_answer":
            m.submit(d.seat, Action.of("accept"))
        elif not paid and d.allows(Action.of("bribe", to=(d.seat + 1) % 4, amount=2)):
            m.submit(d.seat, Action.of("bribe", to=(d.seat + 1) % 4, amount=2))
        elif d.seat == 0 and d.allows(Action.of("offer_peek", to=1)):
            m.submit(d.seat, Action.of("offer_peek", to=1))
        else:
            m.submit(d.seat, Action.of("pass"))
        paid = paid or bool(m.state.deals)
    view = as_view(m.view(3))
    assert {(d.kind, d.value) for d in view.deals} == {("bribe", 2), ("peek", 1)}     # a bribe, a look bought
    assert _gold_at_aim(view) == (6, 5, 4, 3)


def test_the_reading_is_asked_once_a_search_and_never_with_the_budget_switch_off():
    """`infer` reads the view once per search and samples from it every playout; `Budget.reads` off
    deals every sample at random, the reading never asked."""
    view = _after_parley({1: 0})
    ruleset = registry.get("loot_pirates")
    decision = next(d for d in ruleset.pending(ruleset.determinize(view, random.Random(0)))
                    if d.seat == 0)
    for reads in (True, False):
        asked, drawn = [], []

        def spy(v):
            asked.append(v)
            sample = infer_dice(v)
            return lambda rng: drawn.append(1) or sample(rng)
        profile = replace(search_profile("loot_pirates"), infer=spy)
        budget = Budget(60.0, 40, reads=reads)
        seat = SearchSeat(ruleset, profile, random.Random(1), budget)
        moves = seat.root_moves(view, decision)
        result = seat.search.run(view, decision, moves, budget)
        assert len(asked) == (1 if reads else 0)
        assert result.iterations == 40 and len(drawn) == (40 if reads else 0)


def test_a_guessed_volley_is_worth_the_chance_the_estimate_reads_from_the_piles_after_it():
    """The last volleys' reckoning reads a pirate's chance from the piles after each guessed volley
    (`_chance_after`, kept for the piles seen again): to the last digit `chances`, asked fresh or not."""
    rng = random.Random(5)
    for _ in range(300):
        gold = tuple(rng.randint(0, 12) for _ in range(rng.choice((3, 4, 6))))
        booty, reserve, seat = rng.randint(1, 30), rng.randint(0, 20), rng.randrange(len(gold))
        expected = chances(list(gold), booty, reserve)[seat]
        assert _chance_after(gold, booty, reserve, seat) == expected
        assert _chance_after(gold, booty, reserve, seat) == expected
